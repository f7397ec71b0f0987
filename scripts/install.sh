#!/usr/bin/env bash
# Installs cellshot under a prefix, independent of this clone:
#   PREFIX/bin/cellshot                                  the binary (its symbol table is built in)
#   PREFIX/share/cellshot/build-info                     version and commit, for cellshot --version
#   PREFIX/share/man/man1/cellshot.1                     the manual (swift-argument-parser's generate-manual)
#   PREFIX/share/bash-completion/completions/cellshot    shell completions for bash, zsh and fish
#   PREFIX/share/zsh/site-functions/_cellshot
#   PREFIX/share/fish/vendor_completions.d/cellshot.fish
#
# Usage: scripts/install.sh [--prefix DIR] [--configuration release|debug] [--no-build]
#   --prefix          where to install (default /usr/local)
#   --configuration   which build to install (default release)
#   --no-build        install what is already built (CI: the tests' debug build)
# Fonts and C libraries come from the system: run scripts/setup.sh first (the container image does).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=/usr/local configuration=release build=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --configuration) configuration="$2"; shift 2 ;;
        --no-build) build=no; shift ;;
        *) echo "scripts/install.sh: unknown option $1 (--prefix DIR, --configuration release|debug, --no-build)" >&2; exit 64 ;;
    esac
done
case "$configuration" in release|debug) ;; *) echo "scripts/install.sh: --configuration release or debug" >&2; exit 64 ;; esac

# A release build links the Swift runtime in: the binary runs without a toolchain and starts faster.
static=()
if [ "$configuration" = release ]; then static=(--static-swift-stdlib); fi
if [ "$build" = yes ]; then swift build -c "$configuration" "${static[@]}" --product cellshot; fi
binary="$(swift build -c "$configuration" "${static[@]}" --show-bin-path)/cellshot"
[ -x "$binary" ] || { echo "scripts/install.sh: no $binary; build it first (or drop --no-build)" >&2; exit 1; }

install -d "$prefix/bin" "$prefix/share/cellshot" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/cellshot"
commit="$(git rev-parse --short=12 HEAD 2>/dev/null || true)"
if [ -n "$commit" ] && [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit-modified"; fi
{
    echo "commit=${commit:-unknown}"
    echo "date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)"
} > "$prefix/share/cellshot/build-info"
"$prefix/bin/cellshot" --generate-completion-script bash > "$prefix/share/bash-completion/completions/cellshot"
"$prefix/bin/cellshot" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_cellshot"
"$prefix/bin/cellshot" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/cellshot.fish"
# The manual, from the command's own help (the date fixed, so the page is the same on every machine).
log="$(mktemp)"
if ! swift package plugin --allow-writing-to-package-directory generate-manual --configuration "$configuration" \
    --date 2026-01-01 >"$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"; exit 1
fi
rm -f "$log"
# The plugin writes it in a folder named after the command's target (CellshotCLI).
install -m 644 .build/plugins/GenerateManual/outputs/CellshotCLI/cellshot.1 "$prefix/share/man/man1/cellshot.1"
echo "installed $("$prefix/bin/cellshot" --version) in $prefix"
