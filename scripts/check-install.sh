#!/usr/bin/env bash
# CI's check that an installed cellshot stands alone: installs the tests' debug build into a temporary
# prefix, moves the build folder away, and renders an example copied to another folder with the installed
# binary (its symbol table is built in; fonts and libraries come from the system). Puts the build back.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
scratch="$(mktemp -d)"
trap 'if [ -d "$root/.build-moved-by-check-install" ]; then mv "$root/.build-moved-by-check-install" "$root/.build"; fi; rm -rf "$scratch"' EXIT
scripts/install.sh --prefix "$scratch/prefix" --configuration debug --no-build
mv .build .build-moved-by-check-install
cp assets/examples/settings.json "$scratch/list.json"
(cd "$scratch" && "$scratch/prefix/bin/cellshot" render list.json -o list.png)
[ -s "$scratch/list.png" ] || { echo "check-install: no image was written" >&2; exit 1; }
"$scratch/prefix/bin/cellshot" --version | grep -q "(commit " || { echo "check-install: --version has no commit" >&2; exit 1; }
[ -s "$scratch/prefix/share/man/man1/cellshot.1" ] && [ -s "$scratch/prefix/share/bash-completion/completions/cellshot" ]
echo "check-install: $("$scratch/prefix/bin/cellshot" --version) rendered an example from $scratch without the build"
