#!/bin/sh
# Counts the SF Symbols names that public Swift code names literally, to rank which names cellshot's symbol table
# must know (docs/symbols.md, "Coverage"). Reads bare git directories (the HEAD commit of each, *.swift files
# only) and writes a TSV on standard output:
#
#   # repository<TAB>commit<TAB>occurrences<TAB>kind       one line per repository (kind: apple-sample or app)
#   name<TAB>occurrences<TAB>repositories<TAB>apple-sample  one line per name, most occurrences first
#
# A use is `systemName: "NAME"` or `systemImage: "NAME"` with a literal name: UIKit's UIImage(systemName:),
# SwiftUI's Image(systemName:), Label(_:systemImage:), Button(_:systemImage:) and the like. Names built at run
# time ("\(name).fill") are not counted.
#
# Usage: scripts/count-symbols.sh [--apple] [--skip PATH] GITDIR [...] > docs/symbols-corpus.tsv
#   --apple marks the next repository as Apple's sample code (its names must all be mapped).
#   --skip PATH leaves one file of the next repository out: a catalogue of names rather than uses (the
#   WWDC21 keyboard navigation sample's SymbolLibrary.swift lists 2,612 names once each).
#   A GITDIR is named owner+name/repo (as the mirror tool writes it), or give owner/name=GITDIR.
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
kind=app
skip=""
: > "$work/uses"
: > "$work/repos"
expect_skip=0
for argument in "$@"; do
    if [ "$expect_skip" = 1 ]; then skip=$argument; expect_skip=0; continue; fi
    if [ "$argument" = "--apple" ]; then kind=apple-sample; continue; fi
    if [ "$argument" = "--skip" ]; then expect_skip=1; continue; fi
    case "$argument" in
        *=*) repo=${argument%%=*}; dir=${argument#*=} ;;
        *) dir=$argument; repo=$(basename "$(dirname "$dir")" | sed 's/+/\//') ;;
    esac
    commit=$(git --git-dir="$dir" rev-parse HEAD)
    git --git-dir="$dir" grep -hoE '(systemName|systemImage): *"[A-Za-z0-9.]+"' HEAD -- '*.swift' ${skip:+":(exclude)$skip"} 2>/dev/null \
        | sed -E 's/.*"([^"]+)"/\1/' | awk -v r="$repo" -v k="$kind" '{ print $0 "\t" r "\t" k }' > "$work/one" || true
    printf '# %s\t%s\t%s\t%s\n' "$repo" "$commit" "$(wc -l < "$work/one" | tr -d ' ')" "$kind" >> "$work/repos"
    cat "$work/one" >> "$work/uses"
    kind=app
    skip=""
done
cat "$work/repos"
printf 'name\toccurrences\trepositories\tapple-sample\n'
awk -F '\t' '
    { count[$1]++; if (!seen[$1 SUBSEP $2]++) repos[$1]++; if ($3 == "apple-sample") apple[$1]++ }
    END { for (name in count) printf "%s\t%d\t%d\t%d\n", name, count[name], repos[name], apple[name] + 0 }
' "$work/uses" | LC_ALL=C sort -t "$(printf '\t')" -k2,2nr -k1,1
