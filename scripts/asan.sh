#!/usr/bin/env bash
# AddressSanitizer runs of what hostile documents reach (see docs/security.md):
#   1. the text tests (control characters, NULs, random texts measured and drawn) under ASan;
#   2. `cellshot layout` and `cellshot render --jobs 2` of each document in Tests/cellshotTests/Hostile, RUNS times
#      each (default 200), under ASan.
# Built with its own scratch path (.build-asan), so the debug build in .build is left alone.
# Leak checking is off: fontconfig and Pango keep caches for the life of the process by design.
#
#   scripts/asan.sh            # both (a first build takes several minutes on 2 cores)
#   RUNS=20 scripts/asan.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-200}"
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"
scratch=.build-asan

swift build --scratch-path "$scratch" -Xswiftc -sanitize=address --product cellshot
swift test --scratch-path "$scratch" -Xswiftc -sanitize=address \
    --filter 'ControlCharacterTests|ShapedTextTests|PangoUnitLimitTests|FileReaderTests'

cellshot="$scratch/debug/cellshot"
failures=0
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
for document in Tests/cellshotTests/Hostile/*.json; do
    for command in layout render; do
        arguments=("$command" "$(basename "$document")")
        [[ $command == render ]] && arguments+=(-o "$output/out.png" --scale 1 --jobs 2)
        status=0
        for ((run = 1; run <= runs; run++)); do
            # Exit 2 (a clear error) is an answer; a signal or an ASan report (abort) is not.
            status=0
            (cd "$(dirname "$document")" && "$OLDPWD/$cellshot" "${arguments[@]}" >/dev/null 2>"$output/stderr") || status=$?
            if [[ $status -ne 0 && $status -ne 2 ]]; then
                echo "FAILED: $command $document, run $run: status $status"
                grep -a -m5 -E 'ERROR|SUMMARY|#[0-9] ' "$output/stderr" || true
                failures=$((failures + 1))
                break
            fi
        done
        echo "$command $document: $runs runs under AddressSanitizer, status $status"
    done
done
exit $((failures > 0))
