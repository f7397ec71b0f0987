#!/usr/bin/env bash
# Measures CellshotSwiftUI on the corpus of real SwiftUI list code (issue 41; docs/swiftui.md, "Real code"):
#   scripts/swiftui-corpus.sh --corpus /work/corpus/swiftui --cellshot /path/to/a/cellshot/checkout
#                             [--run NAME] [--only set,set] [--language-mode app|6|5|all] [--no-draw] [--update-docs]
#   scripts/swiftui-corpus.sh --self-test     (checks the mechanical edits, the error attribution and the counts)
# Per set: compiles with only its imports changed, the Linux-language guards and stand-ins for the app's modules that
# are not UI? draws? The corpus's code and stand-ins stay outside the repository; docs/swiftui-corpus.tsv and
# docs/swiftui-corpus-sets.tsv say where each file comes from and what each set measured.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/swiftui-corpus.py" "$@"
