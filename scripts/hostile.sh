#!/usr/bin/env bash
# Runs issue 40's hostile documents at full size against a build of cellshot, each under /usr/bin/time -v:
# its exit status, wall and CPU time (user + system) and peak memory, and whether it left an output. The
# refused ones must end with status 2 within 2 s of CPU and 500 MB, writing nothing (CPU time, because wall
# time on a shared machine is the neighbours' as much as cellshot's; the load average is printed); the ones
# inside every budget are drawn, and their cost is what a document can make cellshot spend (docs/security.md,
# "Worst cases measured").
#
#   swift build -c release --product cellshot && scripts/hostile.sh            # .build/release/cellshot
#   CELLSHOT=.build/debug/cellshot scripts/hostile.sh --quick                 # skips the documents that draw
#
# The small reproducers are in Tests/CellshotCLITests/Hostile/round3/; the big ones (up to 60 MB) are written
# here, into a temporary folder, by python3. Exit status 1 when a refused document passed 2 s or 500 MB, drew,
# or did not say why.
set -euo pipefail
cd "$(dirname "$0")/.."
cellshot=${CELLSHOT:-.build/release/cellshot}
quick=0
[[ ${1:-} == --quick ]] && quick=1
[[ -x $cellshot ]] || { echo "no $cellshot: swift build -c release --product cellshot" >&2; exit 2; }
round3=$PWD/Tests/CellshotCLITests/Hostile/round3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'EOF'
import json, os, sys
work = sys.argv[1]
def write(name, text):
    with open(os.path.join(work, name), "w") as f:
        f.write(text)
# Rows and sections: counted before they are read.
write("rows-5m.json", '{"sections":[{"rows":[' + ",".join(["{}"] * 5_000_000) + "]}]}")
write("rows-20m.json", '{"sections":[{"rows":[' + ",".join(["{}"] * 21_000_000) + "]}]}")
write("sections-2m.json", '{"sections":[' + ",".join(["{}"] * 2_000_000) + "]}")
# Texts: sixty million characters of button titles, a megabyte of constraint names.
rows = [{"template": "t", "values": {"t": chr(0x41 + i % 26) * 1_000_000}} for i in range(20)]
write("button-titles-total-text.json", json.dumps({
    "states": ["normal", "selected", "highlighted"], "sections": [{"rows": rows}],
    "templates": {"t": {"views": {"b": {"button": {"title": "$t"}}}, "constraints": ["H:|-[b]", "V:|-[b]-|"]}}}))
views = {"v%03d" % i + "a" * 4_996: {"label": {"text": "x"}} for i in range(200)}
write("constraint-suggestion-quadratic.json", json.dumps({
    "sections": [{"rows": [{"template": "t"}]}],
    "templates": {"t": {"views": views, "constraints": ["z" * 5_000 + ".leading == superview.leading"]}}}))
# Height: twenty thousand grid items of 40,960 points.
item = {"text": "x"}
write("tall-grid-20000.json", json.dumps({"sections": [{"grid": {"group": {
    "axis": "vertical", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 10}},
    "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}},
    "count": 1}, "containerHeight": 4096}, "items": [item] * 20_000}]}))
# An alias repeating ten megabytes of text in two thousand rows.
big = "W" * 10_000_000
lines = ["templates:", "  t:", "    views:", "      l: { label: { text: $t } }", "    constraints: ['H:|-[l]-|', 'V:|-[l]-|']",
         "sections:", "  - rows:", "    - { template: t, values: { t: &b " + big + " } }"]
lines += ["    - { template: t, values: { t: *b } }"] * 2_000
write("alias-texts.yaml", "\n".join(lines) + "\n")
EOF

# A link to a secret named on the command line.
mkdir -p "$work/lists" "$work/outside"
echo 'GITHUB_TOKEN=ghp_SuperSecretToken1234567890' > "$work/outside/.env"
ln -s "$work/outside/.env" "$work/lists/evil.yaml"

failed=0
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
printf '%-40s %6s %9s %9s %9s  %s\n' document status wall CPU "peak RSS" outcome
printf '%s\n' "------------------------------------------------------------------------------------------------------"
# run NAME EXPECT ARGS…: EXPECT is "refused" (status 2, ≤ 2 s, ≤ 500 MB, no output) or "draws" (status 0).
run() {
    local name=$1 expect=$2
    shift 2
    local output="$work/out.png"
    rm -f "$output" "$work/stderr" "$work/time"
    local status=0
    /usr/bin/time -v -o "$work/time" "$cellshot" "$@" >/dev/null 2>"$work/stderr" || status=$?
    local wall rss seconds cpu
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time")
    seconds=$(awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }' <<<"$wall")
    cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$work/time")
    local said
    said=$(grep -m1 -o '^error: .\{0,110\}' "$work/stderr" || true)
    local outcome="$said"
    if [[ $expect == refused ]]; then
        if [[ $status != 2 || -e $output || -z $said ]] || awk "BEGIN { exit !($cpu > 2 || $rss > 512000) }"; then
            outcome="FAILED: $outcome"
            failed=1
        fi
    elif [[ $status != 0 ]]; then
        outcome="FAILED (expected to draw): $outcome"
        failed=1
    else
        outcome="drawn"
    fi
    printf '%-40s %6s %8.2fs %8.2fs %6d MB  %s\n' "$name" "$status" "$seconds" "$cpu" $((rss / 1024)) "${outcome#error: }"
}

run rows-5m.json refused render "$work/rows-5m.json" -o "$work/out.png"
run "rows-20m.json (63 MB)" refused render "$work/rows-20m.json" -o "$work/out.png"
run sections-2m.json refused layout "$work/sections-2m.json"
run button-titles-total-text.json refused render "$work/button-titles-total-text.json" -o "$work/out.png"
run button-title-over-budget.json refused render "$round3/button-title-over-budget.json" -o "$work/out.png"
run button-title-pango-overflow.json refused render "$round3/button-title-pango-overflow.json" -o "$work/out.png"
run listcontent-text-over-budget.json refused render "$round3/listcontent-text-over-budget.json" -o "$work/out.png"
run constraint-suggestion-quadratic.json refused render "$work/constraint-suggestion-quadratic.json" -o "$work/out.png"
run tall-grid-20000.json refused render "$work/tall-grid-20000.json" -o "$work/out.png"
run empty-grid-sections-1000.yaml refused render "$round3/empty-grid-sections-1000.yaml" -o "$work/out.png"
run "tall-grid-20.json (--max-height 2000000)" refused render "$round3/tall-grid-20.json" -o "$work/out.png" --max-height 2000000
run separator-guide-in-header-silent.json refused render "$round3/separator-guide-in-header-silent.json" -o "$work/out.png"
run textguide-on-label-message.json refused render "$round3/textguide-on-label-message.json" -o "$work/out.png"
run alias-texts.yaml refused layout "$work/alias-texts.yaml"
run "lists/evil.yaml (a link to a secret)" refused render "$work/lists/evil.yaml" -o "$work/out.png"
if grep -q Secret "$work/stderr"; then echo "FAILED: the secret was printed"; failed=1; fi
if [[ $quick == 0 ]]; then
    # Inside every budget: drawn, at their cost.
    run tall-headers-100.json draws render "$round3/tall-headers-100.json" -o "$work/out.png"
    run empty-grid-sections-100.json draws render "$round3/empty-grid-sections-100.json" -o "$work/out.png"
    run tall-grid-20.json draws render "$round3/tall-grid-20.json" -o "$work/out.png"
fi
exit $failed
