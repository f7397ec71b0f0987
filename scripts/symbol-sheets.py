#!/usr/bin/env python3
"""Writes contact sheets of symbol names beside the glyph cellshot draws for them, 100 names a sheet
(25 rows of 4), as list documents drawn by cellshot itself: for reviewing every mapping by eye
(docs/symbols.md, "Reviewing mappings").

Usage: scripts/symbol-sheets.py OUTDIR [NAME ...]
  Without names, every name of assets/symbols.json. Writes OUTDIR/sheet-NN.json; draw them with
  `cellshot render OUTDIR/sheet-01.json -o sheet-01.png`.
"""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1]
names = sys.argv[2:] or sorted(json.load(open(os.path.join(here, "..", "assets", "symbols.json")))["symbols"])
os.makedirs(out, exist_ok=True)
columns, rows = 4, 25
views, constraints = {}, []
for c in range(columns):
    views[f"icon{c}"] = {"image": {"symbol": f"$s{c}", "tint": "label", "width": 28, "height": 28, "hidden": f"$h{c}"}}
    views[f"name{c}"] = {"label": {"text": f"$n{c}", "font": {"size": 13}, "lines": 1}}
    constraints += [f"V:|-6-[icon{c}]-6-|", f"name{c}.centerY == icon{c}.centerY",
                    f"name{c}.width == 200"]
constraints.append("H:|-12-" + "-16-".join(f"[icon{c}]-8-[name{c}]" for c in range(columns)) + "-(>=12)-|")
template = {"views": views, "constraints": constraints, "background": {"color": "systemBackground"}}
per_sheet = columns * rows
for sheet in range(0, len(names), per_sheet):
    chunk = names[sheet:sheet + per_sheet]
    document_rows = []
    for r in range(0, len(chunk), columns):
        values = {}
        for c in range(columns):
            name = chunk[r + c] if r + c < len(chunk) else None
            values[f"s{c}"] = name or "circle"
            values[f"n{c}"] = name or ""
            values[f"h{c}"] = name is None
        document_rows.append({"template": "sheet", "values": values})
    document = {"width": 1040, "scale": 1, "appearance": "plain", "templates": {"sheet": template},
                "sections": [{"rows": document_rows}]}
    path = os.path.join(out, f"sheet-{sheet // per_sheet + 1:02d}.json")
    with open(path, "w") as f:
        json.dump(document, f, indent=1)
    print(path)
