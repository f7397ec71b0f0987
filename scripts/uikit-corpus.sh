#!/usr/bin/env bash
# Measures CellshotUIKit on the corpus of real UIKit list code (issues 30 and 43; docs/uikit.md, "Real code: the
# corpus"):
#   scripts/uikit-corpus-fetch.py --mirrors DIR --corpus /work/corpus/uikit/sets    (rebuilds the corpus)
#   scripts/uikit-corpus.sh --corpus /work/corpus/uikit/sets --cellshot /path/to/a/cellshot/checkout [--out DIR]
#                           [--work DIR] [--only set,set] [--run-timeout S] [--language-mode 5]
#   scripts/uikit-corpus.sh --self-test     (checks the configuration, the package and the error attribution)
# Per set: compiles through the CellshotSources plugin, its files as they are and its asset catalogs beside them?
# renders? The corpus's code stays outside the repository; docs/uikit-corpus.tsv and docs/uikit-corpus-sets.tsv say
# where each file comes from.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/uikit-corpus.py" "$@"
