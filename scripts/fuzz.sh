#!/usr/bin/env bash
# libFuzzer runs of the targets in Fuzz/ (see Fuzz/README.md):
#   scripts/fuzz.sh fuzz-document 300     # one target for 300 seconds
#   scripts/fuzz.sh all 120               # each target in turn, 120 seconds each
# Targets: fuzz-document, fuzz-constraint-text, fuzz-constraints, fuzz-vfl, fuzz-solve-reader, fuzz-solve,
# fuzz-png, fuzz-layout, fuzz-render (the `fuzz-` may be left out).
#
# Builds the Fuzz package with -sanitize=fuzzer,address in its own scratch path (.build-fuzz), so the
# ordinary build in .build is left alone; a first build takes a few minutes on 2 cores (JOBS=1 by default,
# JOBS=4 to use more; CONFIG=release for an optimized build, 3 to 5 times faster to fuzz: for long runs).
# Each run grows a writable corpus in .build-fuzz/corpus/TARGET from the seeds in Fuzz/Corpus/TARGET
# (read only: new inputs never land in the repository) and prints libFuzzer's final statistics. A finding (crash, sanitizer report, timeout over 10 s, memory over 2 GB) is saved under
# .build-fuzz/findings/TARGET/ and the script exits 1; reproduce it with
#   .build-fuzz/x86_64-unknown-linux-gnu/debug/TARGET FILE      (release/TARGET after CONFIG=release)
# Leak checking is off: fontconfig and Pango keep caches for the life of the process by design.
# Examples: CONFIG=release RUNS=1000000 scripts/fuzz.sh fuzz-solve 3600   # a million inputs, at most an hour
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: [CONFIG=debug|release] [RUNS=N] scripts/fuzz.sh TARGET|all SECONDS" >&2; exit 64; }
[[ $# -eq 2 && $2 =~ ^[0-9]+$ ]] || usage
targets=(fuzz-document fuzz-constraint-text fuzz-constraints fuzz-vfl fuzz-solve-reader fuzz-solve fuzz-png fuzz-layout
         fuzz-render)
case $1 in
    all) selected=("${targets[@]}") ;;
    *)
        name=fuzz-${1#fuzz-}
        [[ " ${targets[*]} " == *" $name "* ]] || usage
        selected=("$name")
        ;;
esac
seconds=$2
scratch=.build-fuzz
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"

# CONFIG=release builds the targets optimized (-O, still with AddressSanitizer and every precondition,
# bounds and overflow check: cellshot has no debug-only checks): 3 to 5 times the inputs a second, for long
# runs, after a longer first build. CI keeps the quicker debug build.
config=${CONFIG:-debug}
[[ $config == debug || $config == release ]] || usage
build=(swift build --package-path Fuzz --scratch-path "$scratch" -c "$config" -Xswiftc -sanitize=fuzzer,address
       -j "${JOBS:-1}")
# The linker's "Cannot export local symbol '__asan_…'" lines are gold talking about ASan's own
# symbols, hundreds of them; everything else the build says is shown.
mkdir -p "$scratch/logs"
build_status=0
"${build[@]}" >"$scratch/logs/build.log" 2>&1 || build_status=$?
grep -v -e "Cannot export local symbol '__asan" -e "prohibited flag(s): -pthread" "$scratch/logs/build.log" || true
[[ $build_status -eq 0 ]] || { echo "error: the Fuzz package did not build" >&2; exit 2; }
bin=$("${build[@]}" --show-bin-path)

failures=0
for target in "${selected[@]}"; do
    corpus="$scratch/corpus/$target" findings="$scratch/findings/$target" log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    echo "== $target: $seconds s (log: $log)"
    status=0
    # The first folder is the writable corpus libFuzzer adds to; the seeds are only read.
    # -reload=0: the corpus folder is this run's alone, so rereading it every second for other processes'
    # inputs only cost time (7 % of fuzz-solve's). RUNS=N ends the run after N inputs, if that comes first.
    "$bin/$target" "$corpus" "Fuzz/Corpus/$target" -max_total_time="$seconds" -runs="${RUNS:--1}" -reload=0 \
        -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1 || status=$?
    grep -E '^#[0-9]+[[:space:]]+DONE' "$log" || tail -n 5 "$log"
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
    if [[ $status -ne 0 ]]; then
        echo "FINDING in $target (status $status):"
        grep -m 1 -E 'ERROR: (AddressSanitizer|libFuzzer)|Fatal error|deadly signal|SUMMARY' "$log" || true
        grep -E 'Test unit written to' "$log" || true
        failures=$((failures + 1))
    fi
done
exit $((failures > 0))
