#!/usr/bin/env python3
"""Generators for the benchmark workloads (the definitions are the contract
documented at the top of ``kiwi_bench.py`` and in ``README.md``).

``python3 workloads.py`` regenerates ``form.json``, ``cell10.json``,
``cell20.json`` and ``cell50.json`` next to this file, after checking that
every size / row has a unique strict-tier optimum (scipy) and that kiwisolver
finds the same point.  ``python3 workloads.py --grid N --order natural``
prints the grid workload as a system JSON (for debugging the Swift side).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import Dict, List

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from system import KiwiModel, format_number, solve_lexicographic, system_from_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# Grid priorities: W edit and minimum sizes are "strong", max width "medium",
# preferred sizes and equal widths "weak".
STRONG, MEDIUM, WEAK = 750, 500, 250
GRID_W_INITIAL = 1200.0
GRID_W_EDITS = [1000.0 + 100.0 * k for k in range(8)]  # 1000, 1100, ..., 1700
GRID_COLUMNS = 10
FORM_SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
CELL_ROWS = 200
CELL_SEED = 20240601
CELL_WIDTHS = [320, 375, 390, 414, 428]


# --------------------------------------------------------------------------- #
# (a) grid
# --------------------------------------------------------------------------- #

def grid_view_constraints(i: int, n: int) -> List[str]:
    """The constraints of grid view ``i`` (of ``n``) in natural order."""
    r, c = divmod(i, GRID_COLUMNS)
    out = [
        f"left_{i} == 0" if c == 0 else f"left_{i} == left_{i - 1} + width_{i - 1} + 8",
        f"top_{i} == 0" if r == 0 else f"top_{i} == top_{i - GRID_COLUMNS} + height_{i - GRID_COLUMNS} + 8",
        f"left_{i} >= 0",
        f"top_{i} >= 0",
        f"width_{i} >= 40 @{STRONG}",
        f"height_{i} >= 44 @{STRONG}",
        f"width_{i} <= 400 @{MEDIUM}",
        f"width_{i} == 100 @{WEAK}" if c == 0 else f"{c + 1}*width_{i} == {100 * (c + 1)} @{WEAK}",
        f"height_{i} == 50 @{WEAK}",
    ]
    if c == GRID_COLUMNS - 1 or i == n - 1:
        out.append(f"left_{i} + width_{i} + 8 == W")
    return out


def grid_system(n: int, order: str = "natural") -> dict:
    """Grid workload as a system JSON object (``order``: natural | required-first)."""
    cons = [s for i in range(n) for s in grid_view_constraints(i, n)]
    if order == "required-first":
        cons = [s for s in cons if "@" not in s] + [s for s in cons if "@" in s]
    elif order != "natural":
        raise ValueError(order)
    return {"constraints": cons, "edits": {"W": {"value": GRID_W_INITIAL, "priority": STRONG}},
            "wEdits": GRID_W_EDITS}


def grid_row_widths(k: int, w: float) -> List[float]:
    """Unique optimal widths of a grid row of ``k`` views in a container ``w``.

    The widths must sum to ``S = w - 8k``.  Starting from the preferred 100,
    the excess (or deficit) goes to the cheapest view first: the weak error of
    column c is weighted by (c + 1), so column 0 absorbs first, up to the max
    width 400 (medium) or down to the min width 40 (strong), then column 1, and
    so on; whatever is left once every view sits at its bound goes to column 0.
    """
    widths = [100.0] * k
    rest = (w - 8 * k) - 100.0 * k
    for c in range(k):
        step = min(rest, 300.0) if rest > 0 else max(rest, -60.0)
        widths[c] += step
        rest -= step
    widths[0] += rest
    return widths


def grid_expected(n: int, w: float) -> Dict[str, float]:
    """Closed-form unique optimum of the grid for container width ``w``."""
    vals: Dict[str, float] = {"W": w}
    rows = (n + GRID_COLUMNS - 1) // GRID_COLUMNS
    for r in range(rows):
        k = min(GRID_COLUMNS, n - r * GRID_COLUMNS)
        left = 0.0
        for c, width in enumerate(grid_row_widths(k, w)):
            i = r * GRID_COLUMNS + c
            vals[f"left_{i}"] = left
            vals[f"top_{i}"] = 58.0 * r
            vals[f"width_{i}"] = width
            vals[f"height_{i}"] = 50.0
            left += width + 8
    return vals


# --------------------------------------------------------------------------- #
# (b) form
# --------------------------------------------------------------------------- #

def form_constraints() -> List[str]:
    """35 variables, 111 constraints; window ``width``/``height`` are edits @999.

    Layout: label/field rows lb1|fl1, lb2|fl2, lb3|ct, then fl3 spanning the
    whole width and stretching vertically.  Window origin is (0, 0).
    """
    S, M, W = f" @{STRONG}", f" @{MEDIUM}", f" @{WEAK}"
    widgets = ["lb1", "lb2", "lb3", "fl1", "fl2", "ct", "fl3"]
    cons: List[str] = [
        "width >= 0", "height >= 0",
        "contents_left == 10", "contents_top == 10",
        "contents_right == width - 10", "contents_bottom == height - 10",
        "width == 0" + M, "height == 0" + M,  # shrink-wrap preference (loses to the edits)
    ]
    for w in widgets:  # non-negativity of every widget frame (left >= 0 follows from the next block)
        cons += [f"{w}_top >= 0", f"{w}_width >= 0", f"{w}_height >= 0"]
    # every widget stays inside the contents rectangle
    for w in widgets:
        cons += [f"{w}_left >= contents_left", f"{w}_top >= contents_top",
                 f"{w}_left + {w}_width <= contents_right", f"{w}_top + {w}_height <= contents_bottom"]
    # label column: leading edge at contents_left, trailing edge + 10 at midline
    for lb in ("lb1", "lb2", "lb3"):
        cons += [f"{lb}_left == contents_left" + M,
                 f"midline >= {lb}_left + {lb}_width + 10",
                 f"midline == {lb}_left + {lb}_width + 10" + M]
    # field column: leading edge at midline, trailing edge at contents_right
    for fl in ("fl1", "fl2", "ct"):
        cons += [f"{fl}_left == midline",
                 f"{fl}_left + {fl}_width == contents_right" + M]
    cons += ["fl3_left == contents_left" + M, "fl3_left + fl3_width == contents_right" + M]
    # vertical chain of the field column, fl3 takes the remaining height
    cons += ["fl1_top == contents_top" + M,
             "fl2_top >= fl1_top + fl1_height + 10", "fl2_top == fl1_top + fl1_height + 10" + M,
             "ct_top >= fl2_top + fl2_height + 10", "ct_top == fl2_top + fl2_height + 10" + M,
             "fl3_top >= ct_top + ct_height + 10", "fl3_top == ct_top + ct_height + 10" + M,
             "contents_bottom == fl3_top + fl3_height" + M]
    # labels: vertically centred on their field, never overlapping each other
    for lb, fl in (("lb1", "fl1"), ("lb2", "fl2"), ("lb3", "ct")):
        cons.append(f"{lb}_top + 0.5*{lb}_height == {fl}_top + 0.5*{fl}_height" + S)
    cons += ["lb2_top >= lb1_top + lb1_height + 10", "lb3_top >= lb2_top + lb2_height + 10"]
    # intrinsic sizes: labels (67|66|24 x 16), fields (>=125 x 21), ct (>=119 x 24)
    for lb, iw in (("lb1", 67), ("lb2", 66), ("lb3", 24)):
        cons += [f"{lb}_width >= {iw}" + S, f"{lb}_width == {iw}" + W,
                 f"{lb}_height >= 16" + S, f"{lb}_height == 16" + S]
    for fl in ("fl1", "fl2"):
        cons += [f"{fl}_width >= 125" + S, f"{fl}_height >= 21" + S, f"{fl}_height == 21" + S]
    cons += ["ct_width >= 119" + S, "ct_height >= 24" + S, "ct_height <= 24" + S]
    cons += ["fl3_width >= 125" + S, "fl3_height >= 21" + S, "fl3_height == 21" + W]
    return cons


def form_system() -> dict:
    w0, h0 = FORM_SIZES[0]
    return {"constraints": form_constraints(),
            "edits": {"width": {"value": w0, "priority": 999}, "height": {"value": h0, "priority": 999}},
            "sizes": [{"width": w, "height": h} for w, h in FORM_SIZES]}


# --------------------------------------------------------------------------- #
# (c) cells
# --------------------------------------------------------------------------- #

LABEL_HEIGHT = {1: 20, 2: 16, 3: 16, 4: 16}  # title (k=1) and detail labels


def cell_constraints(n_views: int) -> List[str]:
    """Cell template with ``n_views`` views in lines of 5: icon, title, 3 labels."""
    assert n_views % 5 == 0
    cons: List[str] = []
    for j in range(n_views // 5):
        i0 = 5 * j
        cons += [f"v{i0}_left == 16", f"v{i0}_width == 24", f"v{i0}_height == 24",
                 "v0_top == 11" if j == 0 else f"v{i0}_top == v{i0 - 5}_top + v{i0 - 5}_height + 8"]
        for k in range(1, 5):
            i = i0 + k
            cres = 749 if k == 1 else 750
            cons += [f"v{i}_left == v{i - 1}_left + v{i - 1}_width + 8",
                     f"2*v{i}_top + v{i}_height == 2*v{i0}_top + v{i0}_height",
                     f"v{i}_width >= 0",
                     f"v{i}_width <= iw{i} @250",
                     f"v{i}_width >= iw{i} @{cres}",
                     f"v{i}_height <= {LABEL_HEIGHT[k]} @250",
                     f"v{i}_height >= {LABEL_HEIGHT[k]} @750"]
        cons.append(f"v{i0 + 4}_left + v{i0 + 4}_width + 16 <= W")
    last = n_views - 5
    cons.append(f"H == v{last}_top + v{last}_height + 11")
    return cons


def cell_rows(n_views: int, rows: int = CELL_ROWS, seed: int = CELL_SEED) -> List[Dict[str, float]]:
    """Per-row edit values: W from phone widths, intrinsic widths in 0.5 steps."""
    rng = random.Random(seed * 1000 + n_views)
    out = []
    for _ in range(rows):
        row: Dict[str, float] = {"W": float(rng.choice(CELL_WIDTHS))}
        for j in range(n_views // 5):
            for k in range(1, 5):
                lo, hi = (40, 360) if k == 1 else (20, 70)
                row[f"iw{5 * j + k}"] = rng.randint(2 * lo, 2 * hi) / 2.0
        out.append(row)
    return out


def cell_system(n_views: int) -> dict:
    rows = cell_rows(n_views)
    edits = {name: {"value": v, "priority": 999} for name, v in rows[0].items()}
    return {"constraints": cell_constraints(n_views), "edits": edits, "rows": rows}


# --------------------------------------------------------------------------- #
# verification + files
# --------------------------------------------------------------------------- #

def verify_edit_sequence(obj: dict, sequence: List[Dict[str, float]], label: str, lp: bool = True) -> List[float]:
    """Solve each edit set with kiwi (incrementally) and, if ``lp``, with the
    strict-tier LP (checking uniqueness); return per-step checksums (sum of all
    variables) and raise if anything disagrees."""
    checksums = []
    model = KiwiModel(system_from_json(obj)).build()
    for step, edits in enumerate(sequence):
        model.suggest(edits)
        model.update()
        kv = model.values()
        if lp:
            o = json.loads(json.dumps(obj))
            for name, v in edits.items():
                o["edits"][name]["value"] = v
            res = solve_lexicographic(system_from_json(o))
            if not res.unique():
                raise AssertionError(f"{label} step {step}: optimum not unique (spread {res.max_spread:g})")
            bad = {n: (kv[n], res.values[n]) for n in kv if abs(kv[n] - res.values[n]) > 1e-6}
            if bad:
                raise AssertionError(f"{label} step {step}: kiwi != strict tiers: {list(bad.items())[:5]}")
        checksums.append(format_number(sum(kv.values())))
    return checksums


def write_json(path: str, obj: dict) -> None:
    with open(path, "w") as f:
        json.dump(obj, f, indent=1)
        f.write("\n")


def regenerate(lp_rows: int = CELL_ROWS) -> None:
    form = form_system()
    sizes = [{"width": float(s["width"]), "height": float(s["height"])} for s in form["sizes"]]
    form["checksums"] = verify_edit_sequence(form, sizes, "form")
    write_json(os.path.join(HERE, "form.json"), form)
    print(f"form.json: {len(system_from_json(form).variables)} variables, {len(form['constraints'])} constraints")
    for n in (10, 20, 50):
        cell = cell_system(n)
        cs = verify_edit_sequence(cell, cell["rows"][:lp_rows], f"cell{n}")
        if lp_rows < len(cell["rows"]):
            cs += verify_edit_sequence(cell, cell["rows"], f"cell{n}", lp=False)[lp_rows:]
        cell["checksums"] = cs
        write_json(os.path.join(HERE, f"cell{n}.json"), cell)
        print(f"cell{n}.json: {len(system_from_json(cell).variables)} variables, "
              f"{len(cell['constraints'])} constraints, {len(cell['edits'])} edits, {len(cell['rows'])} rows")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--grid", type=int, help="print the grid system for N views and exit")
    ap.add_argument("--order", default="natural", choices=["natural", "required-first"])
    ap.add_argument("--lp-rows", type=int, default=CELL_ROWS,
                    help="cell rows cross-checked with the strict-tier LP (default: all)")
    args = ap.parse_args()
    if args.grid:
        json.dump(grid_system(args.grid, args.order), sys.stdout, indent=1)
        print()
        return 0
    regenerate(args.lp_rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
