#!/usr/bin/env bash
# AddressSanitizer runs of what hostile documents reach (see docs/security.md):
#   1. the text tests (control characters, NULs, random texts measured and drawn) under ASan;
#   2. `cellshot layout` of each document in Tests/cellshotTests/Hostile, RUNS times (default 200), under ASan.
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
for document in Tests/cellshotTests/Hostile/*.json; do
    for ((run = 1; run <= runs; run++)); do
        # Exit 2 (a clear error) is an answer; a signal or an ASan report (exit 1 with abort) is not.
        status=0
        (cd "$(dirname "$document")" && "$OLDPWD/$cellshot" layout "$(basename "$document")" >/dev/null 2>/tmp/cellshot-asan.$$) || status=$?
        if [[ $status -ne 0 && $status -ne 2 ]]; then
            echo "FAILED: $document run $run: status $status"; grep -m5 -E 'ERROR|SUMMARY|#[0-9] ' /tmp/cellshot-asan.$$ || true
            failures=$((failures + 1))
            break
        fi
    done
    echo "$document: $runs runs under AddressSanitizer, status ${status}"
done
rm -f /tmp/cellshot-asan.$$
exit $((failures > 0))
