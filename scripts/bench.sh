#!/usr/bin/env bash
# The benchmarks, in one command (see Benchmarks/README.md):
#   1.    solver-bench — cellshot's constraint solver against kiwisolver, in the same run;
#   2.–5. list-bench   — `cellshot render` of generated lists of 10 to 10,000 rows as a child process
#                        (wall, CPU, peak RSS, growth), the encode-only floor, headless Chromium on the
#                        same list as HTML/CSS, template reuse against rebuilding per row, and --jobs.
# Everything is built in release with its own scratch path (.build-bench), so the debug build in
# .build is left alone. The machine's load is printed before and after: on a shared machine every
# figure is noisier under load.
#
#   scripts/bench.sh                          # everything (about 10 minutes on 2 cores)
#   scripts/bench.sh --quick                  # fewer runs per figure
#   scripts/bench.sh --skip-solver --only render,floor --rows 10,100,1000
#   scripts/bench.sh | tee bench.txt          # keep the figures
#
# Options other than --skip-solver go to list-bench (--rows, --peer-rows, --peer-scale, --reuse-rows,
# --seed, --only, --chromium, --keep DIR, --quick); --quick also goes to solver-bench.
# Peers: `pip install kiwisolver` (1.5.1 measured) and Chromium (`scripts/setup.sh --tests`); a missing
# peer is reported and skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-bench
skip_solver=0
solver_arguments=()
list_arguments=()
for argument in "$@"; do
    case "$argument" in
        --skip-solver) skip_solver=1 ;;
        --quick) solver_arguments+=(--quick); list_arguments+=(--quick) ;;
        *) list_arguments+=("$argument") ;;
    esac
done

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if ! git diff --quiet HEAD 2>/dev/null; then commit="$commit with uncommitted changes"; fi
echo "# cellshot benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $commit"
echo "machine: $(nproc) cores, $(uname -m), $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo) memory"
echo "uptime at start: $(uptime)"

echo "building in release ($scratch) …" >&2
for product in cellshot solver-bench list-bench; do
    swift build -c release --scratch-path "$scratch" --product "$product" >&2
done
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"

if [ "$skip_solver" -eq 0 ]; then
    echo
    echo "## 1. The constraint solver against kiwisolver (solver-bench)"
    echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    if python3 -c 'import kiwisolver' 2>/dev/null; then
        echo "kiwisolver $(python3 -c 'import kiwisolver; print(kiwisolver.__version__)'), $(python3 --version)"
    else
        echo "kiwisolver is not installed (pip install kiwisolver): cellshot's figures only"
    fi
    "$bin/solver-bench" "${solver_arguments[@]}"
fi

echo
if command -v chromium >/dev/null 2>&1; then echo "peer browser: $(chromium --version 2>/dev/null)"; fi
"$bin/list-bench" --cellshot "$bin/cellshot" "${list_arguments[@]}"

echo
echo "uptime at end: $(uptime)"
