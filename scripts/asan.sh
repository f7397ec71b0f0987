#!/usr/bin/env bash
# Memory checks of what hostile documents reach (see docs/security.md):
#   1. the text tests (control characters, NULs, random texts measured and drawn) under AddressSanitizer;
#   2. `cellshot layout` and `cellshot render --jobs 2` of each document in Tests/CellshotCLITests/Hostile, RUNS times
#      each (default 200), under ASan;
#   3. `cellshot layout` of each of those documents once under valgrind, when it is installed: the C libraries
#      are not built with ASan, and valgrind sees their reads of freed memory (FriBidi's, found this way).
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
for document in Tests/CellshotCLITests/Hostile/*.json; do
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
if command -v valgrind >/dev/null; then
    # An ordinary build (valgrind and ASan do not mix), without the debug information valgrind cannot
    # read (DWARF 5): it does not need it.
    swift build --product cellshot
    objcopy --strip-debug .build/debug/cellshot "$output/cellshot"
    for document in Tests/CellshotCLITests/Hostile/*.json; do
        (cd "$(dirname "$document")" && SWIFT_BACKTRACE=enable=no valgrind --error-limit=no "$output/cellshot" layout \
            "$(basename "$document")" >/dev/null 2>"$output/valgrind") || true
        # Reads and writes of memory not allocated are findings; the Swift runtime's own uninitialised
        # conditional jumps (metadata caches) are not ours.
        if grep -q -E 'Invalid (read|write)' "$output/valgrind"; then
            echo "FAILED: valgrind, $document"; grep -m3 -A8 -E 'Invalid (read|write)' "$output/valgrind"
            failures=$((failures + 1))
        else
            echo "valgrind layout $document: no invalid reads or writes"
        fi
    done
fi
exit $((failures > 0))
