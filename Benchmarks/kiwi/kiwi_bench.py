#!/usr/bin/env python3
"""kiwisolver reference timings for the cellshot constraint-solver benchmarks.

Prints ONE JSON object on stdout (progress goes to stderr).  All times are in
seconds, measured with ``time.perf_counter``.

    python3 kiwi_bench.py [--sizes 100,1000,5000] [--skip-natural-above 1000] [--quick]

WORKLOAD DEFINITIONS (a contract: the Swift benchmark implements the same)
==========================================================================
Priorities are UIKit-style, 1000 = required; kiwi strengths follow the mapping
in ``system.py`` (distinct optional tiers, highest first, get 1e6/1e3/1/1e-3,
i.e. for 750/500/250: kiwi strong/medium/weak; for the form and cells
999/750/500|749/250 -> 1e6/1e3/1/1e-3).

(a) grid -- N views, 10 per row
--------------------------------
View i (0-based) is in row r = i // 10, column c = i % 10 and has variables
``left_i, top_i, width_i, height_i``; ``W`` is the container width.
Constraints of view i in *natural order* (``@p`` = priority, none = required):

 1. c == 0: ``left_i == 0``;  else ``left_i == left_{i-1} + width_{i-1} + 8``
 2. r == 0: ``top_i == 0``;   else ``top_i == top_{i-10} + height_{i-10} + 8``
 3. ``left_i >= 0``
 4. ``top_i >= 0``
 5. ``width_i >= 40 @750``
 6. ``height_i >= 44 @750``
 7. ``width_i <= 400 @500``
 8. ``(c+1)*width_i == 100*(c+1) @250``   written ``width_i == 100 @250`` for
    c == 0 and e.g. ``3*width_i == 300 @250`` for c == 2: the preferred width,
    its error weighted by c+1 so that the excess/deficit of a row has a unique
    L1 optimum (the leftmost view stretches/shrinks first, like a view with
    the lowest content-hugging priority)
 9. ``height_i == 50 @250``
10. only if c == 9 or i == N-1: ``left_i + width_i + 8 == W``   (last of a row)

So a view has 9 constraints, plus one for the last view of each row
(N = 100: 910 constraints; 4N + 1 = 401 variables).
*natural* order = view 0's list, then view 1's, ...; *required-first* order =
the same sequence stably partitioned: every required constraint (1-4, 10)
first, then every optional one (5-9), each part in natural order.

Protocol: ``W`` is an edit variable @750 (kiwi: strong), added and suggested
1200 BEFORE any constraint.  Timed phases:
  construct   -- creating the kiwi Variables and Constraint objects (Python),
  add         -- ``solver.addConstraint`` for all constraints, in order,
  firstUpdate -- the first ``updateVariables()``,
  edits       -- 8 cycles ``suggestValue(W, w); updateVariables()`` for
                 w = 1000, 1100, ..., 1700; ``editTotal`` and ``editMean``.
Unique optimum (checked with the strict-tier LP for N = 100 and N = 13 at
several W; valid for W >= 480): in a row of k views (k = 10 except a partial
last row) the widths sum to S = W - 8k; start from 100 each and give the
excess S - 100k to column 0 up to 400, then column 1 up to 400, ... (a deficit
likewise down to 40); ``left = sum of the previous widths + 8 each``,
``top = 58*r``, ``height = 50``.  E.g. W = 1700: widths 400, 400, 120, 100 x 7;
W = 1000: 40, 80, 100 x 8; W = 1200: 220, 100 x 9.  ``checksum`` = sum of all
4N + 1 variable values (W included) after the last edit (W = 1700): 150000
for N = 100, 4094700 for N = 1000, 78466700 for N = 5000.

(b) form -- ``form.json`` (35 variables, 111 constraints)
---------------------------------------------------------
A label/field form modelled on kiwi's enaml-like benchmark: rows lb1|fl1,
lb2|fl2, lb3|ct, then fl3 spanning the width and absorbing extra height.
Window ``width``/``height`` are edits @999; other tiers 750/500/250.  The file
lists the constraints (in the order they are added), the initial edit values
(400 x 600) and ``sizes`` = (400,600) (600,400) (800,1200) (1200,800) (400,800)
(800,400); ``checksums[k]`` = sum of all 35 variables after size k.
Protocol: build = construct objects, addEditVariable + suggestValue for each
edit (file order), addConstraint for each constraint (file order), one
``updateVariables()``; reported as construct, addSolve (edits + adds + update)
and buildSolve (their sum).  Re-solve = ``suggestValue(width)``,
``suggestValue(height)``, ``updateVariables()``; the 6 sizes are cycled
``--form-cycles`` times (default 50) and ``resolveMean`` is total / (6 x cycles).

(c) cells -- ``cell10.json``, ``cell20.json``, ``cell50.json``
--------------------------------------------------------------
n views in lines of 5 (view index i = 5j + k, line j, position k); container
width ``W`` and cell height ``H``.  Margins 16 (horizontal) / 11 (vertical),
spacing 8.  k = 0 is a 24x24 icon, k = 1 a title label (height 20), k = 2..4
detail labels (height 16).  Per line j (i0 = 5j):
  ``v{i0}_left == 16``, ``v{i0}_width == 24``, ``v{i0}_height == 24``,
  ``v0_top == 11`` (j = 0) or ``v{i0}_top == v{i0-5}_top + v{i0-5}_height + 8``;
  for k = 1..4, i = i0 + k:
    ``v{i}_left == v{i-1}_left + v{i-1}_width + 8``,
    ``2*v{i}_top + v{i}_height == 2*v{i0}_top + v{i0}_height``   (centre Y),
    ``v{i}_width >= 0``,
    ``v{i}_width <= iw{i} @250``                 (content hugging),
    ``v{i}_width >= iw{i} @749`` for the title, ``@750`` otherwise (compression),
    ``v{i}_height <= h @250``, ``v{i}_height >= h @750``  (h = 20 title, 16 else);
  ``v{i0+4}_left + v{i0+4}_width + 16 <= W``;
and finally ``H == v{n-5}_top + v{n-5}_height + 11``.
Edits @999: ``W`` and every label's intrinsic width ``iw{i}``.  ``rows`` holds
200 edit sets (W in {320, 375, 390, 414, 428}, title iw in [40, 360], other
labels in [20, 70], steps of 0.5; the title truncates when a line overflows).
The initial ``edits`` values equal ``rows[0]``.  ``checksums[r]`` = sum of all
variables after row r.
Protocol: build + first solve exactly as for the form (construct, edits, adds,
one update); then for every row r = 0..199: ``suggestValue`` of every edit of
the row (file order), ``updateVariables()``; ``rowMean`` = total / rows.

Timing policy: a workload whose single run takes under ``--cheap`` seconds
(default 1) is repeated (``--repeats``, default 7; 3 with ``--quick``) and each
reported time is the median over runs; expensive workloads run once.  The
``repeats`` field says how many runs were taken.  ``--quick`` also reduces the
form cycles to 10 and the cell rows to the first 50.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from typing import Callable, Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kiwisolver as kiwi  # noqa: E402

from system import KiwiModel, kiwi_strengths, load_system  # noqa: E402
from workloads import GRID_COLUMNS, GRID_W_EDITS, GRID_W_INITIAL, grid_expected  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
perf = time.perf_counter
TIME_KEYS = {"construct", "setup", "add", "firstUpdate", "editTotal", "editMean", "addPlusEdits",
             "addSolve", "buildSolve", "resolveTotal", "resolveMean", "rowTotal", "rowMean"}


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def measure(run: Callable[[], Dict[str, float]], repeats: int, cheap: float, time_key: str) -> Dict[str, float]:
    """Run ``run`` once; if ``result[time_key]`` < ``cheap`` repeat it and take
    the median of every numeric timing key (non-timing keys from the first run)."""
    first = run()
    runs = [first]
    if first[time_key] < cheap:
        runs += [run() for _ in range(repeats - 1)]
    out = dict(first)
    for key, value in first.items():
        if key in TIME_KEYS:
            out[key] = statistics.median(r[key] for r in runs)
    out["repeats"] = len(runs)
    return out


# --------------------------------------------------------------------------- #
# (a) grid
# --------------------------------------------------------------------------- #

def run_grid(n: int, order: str) -> Dict[str, float]:
    """One full run of the grid workload; see the module docstring."""
    st = kiwi_strengths([750, 500, 250])
    strong, medium, weak = st[750], st[500], st[250]

    t0 = perf()
    W = kiwi.Variable("W")
    left = [kiwi.Variable(f"left_{i}") for i in range(n)]
    top = [kiwi.Variable(f"top_{i}") for i in range(n)]
    width = [kiwi.Variable(f"width_{i}") for i in range(n)]
    height = [kiwi.Variable(f"height_{i}") for i in range(n)]
    required: List[object] = []
    optional: List[object] = []
    natural: List[object] = []
    for i in range(n):
        r, c = divmod(i, GRID_COLUMNS)
        req = [left[i] == 0 if c == 0 else left[i] == left[i - 1] + width[i - 1] + 8,
               top[i] == 0 if r == 0 else top[i] == top[i - GRID_COLUMNS] + height[i - GRID_COLUMNS] + 8,
               left[i] >= 0,
               top[i] >= 0]
        opt = [(width[i] >= 40) | strong,
               (height[i] >= 44) | strong,
               (width[i] <= 400) | medium,
               ((width[i] == 100) if c == 0 else ((c + 1) * width[i] == 100 * (c + 1))) | weak,
               (height[i] == 50) | weak]
        pin = [left[i] + width[i] + 8 == W] if (c == GRID_COLUMNS - 1 or i == n - 1) else []
        if order == "natural":
            natural += req + opt + pin
        else:
            required += req + pin
            optional += opt
    constraints = natural if order == "natural" else required + optional
    construct = perf() - t0

    solver = kiwi.Solver()
    t0 = perf()
    solver.addEditVariable(W, strong)
    solver.suggestValue(W, GRID_W_INITIAL)
    setup = perf() - t0

    t0 = perf()
    add = solver.addConstraint
    for con in constraints:
        add(con)
    t_add = perf() - t0

    t0 = perf()
    solver.updateVariables()
    first_update = perf() - t0

    t0 = perf()
    for w in GRID_W_EDITS:
        solver.suggestValue(W, w)
        solver.updateVariables()
    edit_total = perf() - t0

    values = {"W": W.value()}
    for arr in (left, top, width, height):
        for v in arr:
            values[v.name()] = v.value()
    expected = grid_expected(n, GRID_W_EDITS[-1])
    return {"n": n, "order": order, "variables": len(values), "constraints": len(constraints),
            "construct": construct, "setup": setup, "add": t_add, "firstUpdate": first_update,
            "editTotal": edit_total, "editMean": edit_total / len(GRID_W_EDITS),
            "addPlusEdits": t_add + first_update + edit_total,
            "checksum": sum(values.values()), "checksumExpected": sum(expected.values()),
            "maxAbsError": max(abs(values[k] - expected[k]) for k in expected)}


# --------------------------------------------------------------------------- #
# (b) form and (c) cells: systems loaded from JSON
# --------------------------------------------------------------------------- #

def build_timed(path: str) -> Tuple[KiwiModel, Dict[str, float]]:
    """Parse ``path`` (untimed) and build it in kiwi, timing each phase."""
    system = load_system(path)
    model = KiwiModel(system)
    t0 = perf()
    model.make_objects()
    t1 = perf()
    model.add_edits()
    t2 = perf()
    model.add_constraints()
    t3 = perf()
    model.update()
    t4 = perf()
    return model, {"construct": t1 - t0, "setup": t2 - t1, "add": t3 - t2, "firstUpdate": t4 - t3,
                   "addSolve": t4 - t1, "buildSolve": t4 - t0}


def checksum_errors(got: List[float], expected: List[float]) -> float:
    return max((abs(a - b) for a, b in zip(got, expected)), default=0.0)


def run_form(cycles: int) -> Dict[str, float]:
    """One run of the form workload: build + first solve, then re-solves."""
    path = os.path.join(HERE, "form.json")
    model, out = build_timed(path)
    data = model.system.extra
    sizes = [(float(s["width"]), float(s["height"])) for s in data["sizes"]]
    wv, hv = model.vars["width"], model.vars["height"]
    suggest, update = model.solver.suggestValue, model.solver.updateVariables
    sums = []
    for w, h in sizes:  # verification pass (untimed)
        suggest(wv, w)
        suggest(hv, h)
        update()
        sums.append(sum(model.values().values()))
    t0 = perf()
    for _ in range(cycles):
        for w, h in sizes:
            suggest(wv, w)
            suggest(hv, h)
            update()
    total = perf() - t0
    n = cycles * len(sizes)
    out.update({"variables": len(model.vars), "constraints": len(model.kconstraints), "resolves": n,
                "resolveTotal": total, "resolveMean": total / n,
                "checksumMaxError": checksum_errors(sums, data["checksums"])})
    return out


def run_cell(views: int, max_rows: Optional[int]) -> Dict[str, float]:
    """One run of a cell workload: build + first solve, then one re-solve per row."""
    path = os.path.join(HERE, f"cell{views}.json")
    model, out = build_timed(path)
    data = model.system.extra
    rows = data["rows"][:max_rows] if max_rows else data["rows"]
    plan = [[(model.vars[name], v) for name, v in row.items()] for row in rows]
    suggest, update = model.solver.suggestValue, model.solver.updateVariables
    t0 = perf()
    for row in plan:
        for var, v in row:
            suggest(var, v)
        update()
    total = perf() - t0
    # verification pass (untimed): the same rows again, checking checksums
    sums = []
    for row in plan:
        for var, v in row:
            suggest(var, v)
        update()
        sums.append(sum(model.values().values()))
    out.update({"views": views, "variables": len(model.vars), "constraints": len(model.kconstraints),
                "edits": len(model.system.edits), "rows": len(plan), "rowTotal": total,
                "rowMean": total / len(plan), "checksumMaxError": checksum_errors(sums, data["checksums"])})
    return out


# --------------------------------------------------------------------------- #
# main
# --------------------------------------------------------------------------- #

def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description="kiwisolver reference timings (JSON on stdout)")
    ap.add_argument("--sizes", default="100,1000", help="grid sizes N, comma separated (default 100,1000)")
    ap.add_argument("--skip-natural-above", type=int, default=1000,
                    help="skip natural-order grids with N above this (default 1000)")
    ap.add_argument("--quick", action="store_true", help="fewer repeats, form cycles and cell rows")
    ap.add_argument("--repeats", type=int, help="runs for cheap workloads (default 7, quick 3)")
    ap.add_argument("--cheap", type=float, default=1.0, help="a run under this many seconds is repeated")
    ap.add_argument("--form-cycles", type=int, help="cycles over the 6 form sizes (default 50, quick 10)")
    ap.add_argument("--only", default="grid,form,cells", help="subset of grid,form,cells")
    args = ap.parse_args(argv)
    repeats = args.repeats or (3 if args.quick else 7)
    cycles = args.form_cycles or (10 if args.quick else 50)
    max_rows = 50 if args.quick else None
    only = set(args.only.split(","))

    results: Dict[str, Dict[str, float]] = {}
    if "grid" in only:
        for n in [int(s) for s in args.sizes.split(",") if s.strip()]:
            for order in ("natural", "required-first"):
                key = f"grid.{order}.{n}"
                if order == "natural" and n > args.skip_natural_above:
                    results[key] = {"n": n, "order": order, "skipped": True}
                    log(f"{key}: skipped (--skip-natural-above {args.skip_natural_above})")
                    continue
                log(f"{key} ...")
                results[key] = measure(lambda: run_grid(n, order), repeats, args.cheap, "addPlusEdits")
                r = results[key]
                log(f"  add {r['add']:.4f}s  editMean {r['editMean']:.6f}s  checksum {r['checksum']:.6f}")
    if "form" in only:
        log("form ...")
        results["form"] = measure(lambda: run_form(cycles), repeats, args.cheap, "buildSolve")
    if "cells" in only:
        for views in (10, 20, 50):
            log(f"cell{views} ...")
            results[f"cell{views}"] = measure(lambda: run_cell(views, max_rows), repeats, args.cheap, "rowTotal")

    out = {"solver": "kiwisolver", "kiwisolverVersion": kiwi.__version__,
           "python": platform.python_version(), "machine": platform.machine(),
           "platform": platform.platform(), "quick": args.quick, "units": "seconds",
           "results": results}
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
