#!/usr/bin/env python3
"""Measures how much of the counted corpus (docs/symbols-corpus.tsv, written by scripts/count-symbols.sh) the symbol
table (assets/symbols.json) draws with a glyph, per icon set, as docs/symbols.md's Coverage table shows it.

Usage: scripts/symbol-coverage.py [--corpus TSV] [--table JSON] [--missing N]
  --missing N  also lists the N most used names the table lacks (name, uses, repositories, Apple's uses).
"""
import argparse
import json
import os

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser()
parser.add_argument("--corpus", default=os.path.join(root, "docs", "symbols-corpus.tsv"))
parser.add_argument("--table", default=os.path.join(root, "assets", "symbols.json"))
parser.add_argument("--missing", type=int, default=0)
arguments = parser.parse_args()

symbols = json.load(open(arguments.table))["symbols"]
rows = []
for line in open(arguments.corpus):
    if line.startswith("#") or line.startswith("name\t"):
        continue
    name, uses, repositories, apple = line.rstrip("\n").split("\t")
    rows.append((name, int(uses), int(repositories), int(apple)))


def source(entry):
    """Which icon set draws an entry, and whether it is built from a base glyph (`+circle`, `+badge.plus`)."""
    base, _, variant = entry.partition("+")
    prefix = base.split(":", 1)[0] if ":" in base else "bootstrap"
    return prefix, bool(variant)


groups = {}
total_uses = sum(uses for _, uses, _, _ in rows)
for name, uses, _, _ in rows:
    if name in symbols:
        prefix, built = source(symbols[name])
        key = "built from a base glyph" if built else prefix
    else:
        key = "placeholder"
    names, count = groups.get(key, (0, 0))
    groups[key] = (names + 1, count + uses)
for key, (names, uses) in sorted(groups.items(), key=lambda item: -item[1][1]):
    print(f"{key}\t{names} names\t{uses} uses\t{100 * uses / total_uses:.1f} %")
mapped = [row for row in rows if row[0] in symbols]
mapped_uses = sum(row[1] for row in mapped)
print(f"mapped\t{len(mapped)} of {len(rows)} names\t{mapped_uses} of {total_uses} uses\t{100 * mapped_uses / total_uses:.1f} %")
apple = [row for row in rows if row[3] > 0]
apple_mapped = [row for row in apple if row[0] in symbols]
print(f"Apple's sample code\t{len(apple_mapped)} of {len(apple)} names\t{sum(r[3] for r in apple_mapped)} of "
      f"{sum(r[3] for r in apple)} uses")
print(f"table\t{len(symbols)} names")
if arguments.missing:
    for name, uses, repositories, apple_uses in [row for row in rows if row[0] not in symbols][:arguments.missing]:
        print(f"missing\t{name}\t{uses}\t{repositories}\t{apple_uses}")
