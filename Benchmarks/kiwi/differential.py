#!/usr/bin/env python3
"""Differential fixtures for the cellshot solver: kiwisolver vs strict priority tiers.

Generate (default)::

    python3 differential.py [--seed 1] [--count 200]

writes ``Tests/ConstraintSolverTests/Fixtures/kiwi-differential.json`` (random
well-posed systems) and ``.../strict-tiers.json`` (hand-written systems where
kiwi's additive strengths and strict tiers disagree).

Check a solver binary against both files::

    python3 differential.py --cellshot .build/release/cellshot

runs ``PATH solve <tmpfile>`` per case (stdout: JSON object of variable
values, exit status 0) and prints ``N passed, N failed``.

Random systems (``random_system``), all reproducible from ``--seed``:

* 3-12 variables ``x0..x{n-1}``; a random integer point p in [-20, 20]^n.
* Required constraints, all satisfied by p (so the system is feasible):
  0..n//3 equalities and 1..n inequalities (``<=``/``>=`` with slack 0-20 at p),
  each with 1-3 terms, integer coefficients in -3..3 (non-zero), constants in
  [-100, 100] (resampled until they are).
* 2-4 optional tiers with distinct priorities from a UIKit-like list, 1-3
  constraints per tier (``==`` half of the time), random constants in
  [-100, 100] (so tiers conflict).  Sometimes (25 %) 1-2 edit variables whose
  priority is one of the tiers (or a new one if fewer than 4 tiers are used).
* Every variable not yet mentioned gets an ``x == c`` at the lowest tier.
* Text forms vary: constants on either side, terms split across both sides,
  parentheses, and about 10 % of constraints in the object form with an id.

A system is kept only if (1) the strict-tier LP (``system.solve_lexicographic``)
succeeds, (2) its optimum is unique (each variable's min and max over the
optimal face agree within 1e-7) and (3) kiwisolver, with the tier mapping of
``system.py``, agrees within 1e-6.  Rejections are counted per reason.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import subprocess
import sys
import tempfile
from collections import Counter
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from system import (Constraint, System, format_number, kiwi_strengths,  # noqa: E402
                    solve_kiwi, solve_lexicographic, system_from_json)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
FIXTURES = os.path.join(ROOT, "Tests", "ConstraintSolverTests", "Fixtures")
DIFFERENTIAL_PATH = os.path.join(FIXTURES, "kiwi-differential.json")
STRICT_PATH = os.path.join(FIXTURES, "strict-tiers.json")

TIER_CHOICES = [999, 900, 751, 750, 749, 700, 500, 490, 300, 251, 250, 249, 100, 50, 1]
UNIQUE_TOL = 1e-7
AGREE_TOL = 1e-6


# --------------------------------------------------------------------------- #
# random systems
# --------------------------------------------------------------------------- #

def _term(coeff: int, name: str, first: bool, swap: bool = False) -> str:
    """``coeff*name`` as text (``name*coeff`` if ``swap``), with its sign."""
    sign = "-" if coeff < 0 else ("" if first else "+")
    mag = abs(coeff)
    body = name if mag == 1 else (f"{name}*{mag}" if swap else f"{mag}*{name}")
    return f"{sign}{body}" if first else f" {sign} {body}"


def _linear_text(terms: List[Tuple[int, str]], swap: bool = False) -> str:
    return "".join(_term(c, n, i == 0, swap) for i, (c, n) in enumerate(terms)) or "0"


def _const(v: int) -> str:
    if v == 0:
        return ""
    return f" + {v}" if v > 0 else f" - {-v}"


def render(rng: random.Random, terms: List[Tuple[int, str]], op: str, rhs: int) -> str:
    """Render ``sum(terms) op rhs`` in one of several equivalent text forms."""
    style = rng.random()
    swap = rng.random() < 0.2  # "name*3" instead of "3*name"
    if style < 0.15 and len(terms) >= 2:  # terms split across both sides
        k = rng.randint(1, len(terms) - 1)
        right = [(-c, n) for c, n in terms[k:]]
        return f"{_linear_text(terms[:k], swap)} {op} {_linear_text(right, swap)}{_const(rhs)}"
    if style < 0.25:  # constant moved to the left
        return f"{_linear_text(terms, swap)}{_const(-rhs)} {op} 0"
    if style < 0.35 and len(terms) >= 2 and terms[0][0] == terms[1][0] and abs(terms[0][0]) > 1:
        rest = "".join(_term(c, n, False, swap) for c, n in terms[2:])  # c*(a + b) + rest
        return f"{terms[0][0]}*({terms[0][1]} + {terms[1][1]}){rest} {op} {rhs}"
    if style < 0.40:  # negated parenthesised form: -(-(terms)) ...
        neg = [(-c, n) for c, n in terms]
        return f"-({_linear_text(neg, swap)}) {op} {rhs}"
    return f"{_linear_text(terms, swap)} {op} {rhs}"


def _random_terms(rng: random.Random, names: List[str], max_terms: int = 3) -> List[Tuple[int, str]]:
    k = rng.randint(1, min(max_terms, len(names)))
    chosen = rng.sample(names, k)
    return [(rng.choice([-3, -2, -1, 1, 2, 3]), n) for n in chosen]


def random_system(rng: random.Random) -> dict:
    """One random system JSON object (see module docstring)."""
    n = rng.randint(3, 12)
    names = [f"x{i}" for i in range(n)]
    point = {nm: rng.randint(-20, 20) for nm in names}
    items: List[object] = []
    mentioned = set()

    def required(op: str) -> None:
        while True:
            terms = _random_terms(rng, names)
            value = sum(c * point[nm] for c, nm in terms)
            slack = 0 if op == "==" else rng.randint(0, 20)
            rhs = value if op == "==" else (value - slack if op == ">=" else value + slack)
            if -100 <= rhs <= 100:
                break
        mentioned.update(nm for _, nm in terms)
        items.append(render(rng, terms, op, rhs))

    for _ in range(rng.randint(0, n // 3)):
        required("==")
    for _ in range(rng.randint(1, n)):
        required(rng.choice(["<=", ">="]))

    tiers = sorted(rng.sample(TIER_CHOICES, rng.randint(2, 4)), reverse=True)
    optional: List[Tuple[str, int]] = []
    for p in tiers:
        for _ in range(rng.randint(1, 3)):
            terms = _random_terms(rng, names)
            op = rng.choice(["==", "==", "<=", ">="])
            mentioned.update(nm for _, nm in terms)
            optional.append((render(rng, terms, op, rng.randint(-100, 100)), p))
    edits: Dict[str, dict] = {}
    if rng.random() < 0.25:
        choices = list(tiers)
        if len(tiers) < 4:
            choices += [p for p in TIER_CHOICES if p not in tiers and p < 1000]
        for nm in rng.sample(names, rng.randint(1, 2)):
            edits[nm] = {"value": float(rng.randint(-50, 50)), "priority": rng.choice(choices)}
            if edits[nm]["priority"] not in tiers:
                tiers.append(edits[nm]["priority"])
                tiers.sort(reverse=True)
                choices = list(tiers) if len(tiers) >= 4 else choices
            mentioned.add(nm)
    lowest = min(tiers)
    for nm in names:
        if nm not in mentioned:
            optional.append((f"{nm} == {rng.randint(-100, 100)}", lowest))
    rng.shuffle(optional)
    for text, p in optional:
        items.append(f"{text} @{p}")
    rng.shuffle(items)
    for i, item in enumerate(items):  # some constraints in the object form
        if rng.random() < 0.1:
            text, _, prio = item.partition(" @")
            obj = {"expr": text, "priority": int(prio) if prio else 1000, "id": f"c{i}"}
            items[i] = obj
    system: Dict[str, object] = {"constraints": items}
    if edits:
        system["edits"] = edits
    return system


# --------------------------------------------------------------------------- #
# checking
# --------------------------------------------------------------------------- #

def ordered_values(system: System, values: Dict[str, float]) -> Dict[str, float]:
    """Variables in a stable order (x0, x1, ..., then others by name), rounded to 1e-9."""
    def key(nm: str):
        return (0, int(nm[1:]), nm) if nm[:1] == "x" and nm[1:].isdigit() else (1, 0, nm)
    return {nm: format_number(values[nm]) for nm in sorted(system.variables, key=key)}


def solve_kiwi_isolated(system: System) -> Tuple[Optional[Dict[str, float]], str]:
    """``solve_kiwi`` in a forked child: some numerically bad systems make
    kiwisolver's C++ core call std::terminate, which would kill this process.
    Returns (values, "") or (None, reason)."""
    if not hasattr(os, "fork"):
        try:
            return solve_kiwi(system), ""
        except Exception as exc:  # kiwi exceptions: unsatisfiable etc.
            return None, type(exc).__name__
    rfd, wfd = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(rfd)
        try:
            payload = json.dumps({"values": solve_kiwi(system)})
        except Exception as exc:
            payload = json.dumps({"error": type(exc).__name__})
        with os.fdopen(wfd, "w") as f:
            f.write(payload)
        os._exit(0)
    os.close(wfd)
    with os.fdopen(rfd) as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if not data:
        return None, "aborted" if os.WIFSIGNALED(status) else "crashed"
    result = json.loads(data)
    return (result["values"], "") if "values" in result else (None, result["error"])


def classify(obj: dict) -> Tuple[str, Optional[Dict[str, float]]]:
    """Return (reason, expected): reason is "ok" or why the system is rejected."""
    system = system_from_json(obj)
    lex = solve_lexicographic(system)
    if lex.status != "ok":
        return lex.status, None
    if not lex.unique(UNIQUE_TOL):
        return "not-unique", None
    if not lex.snapped:
        return "imprecise", None
    kv, error = solve_kiwi_isolated(system)
    if kv is None:
        return f"kiwi-{error}", None
    if any(abs(kv[n] - lex.values[n]) > AGREE_TOL for n in system.variables):
        return "kiwi-disagrees", None
    return "ok", ordered_values(system, lex.values)


def generate(seed: int, count: int, max_attempts: int) -> Tuple[List[dict], Counter]:
    rng = random.Random(seed)
    cases: List[dict] = []
    reasons: Counter = Counter()
    attempts = 0
    while len(cases) < count and attempts < max_attempts:
        attempts += 1
        obj = random_system(rng)
        reason, expected = classify(obj)
        reasons[reason] += 1
        if reason == "ok":
            cases.append({"name": f"case-{len(cases):03d}", "system": obj, "expected": expected})
    return cases, reasons


# --------------------------------------------------------------------------- #
# hand-written systems: kiwi's weighted sum vs strict tiers
# --------------------------------------------------------------------------- #

STRICT_CASES = [
    ("coefficient-scaling",
     "One medium (500) constraint against one weak (250) constraint whose expression is scaled by 2000: "
     "kiwi weighs 1e6*|x| against 1e3*2000*|x - 1| and moves x; strict tiers never trade tier 500 for tier 250.",
     {"constraints": ["x == 0 @500", "2000*x == 2000 @250"]}),
    ("many-weak-outvote-one-medium",
     "One constraint at 251 against 1001 identical constraints at 250. The mapping gives 251 -> 1e6, "
     "250 -> 1e3, so kiwi sees 1000 vs 1001 and follows the crowd; strict tiers keep x at 0.",
     {"constraints": ["x == 0 @251"] + ["x == 1 @250"] * 1001}),
    ("amplified-through-required",
     "A required y == 1500*x turns a unit error of x into 1500 units of error in the weak y == 0.",
     {"constraints": ["y == 1500*x", "x == 1 @500", "y == 0 @250"]}),
    ("edit-outvoted-by-scaled-constraint",
     "An edit @999 (kiwi 1e6) against a constraint @998 (kiwi 1e3) whose expression is scaled by 2000.",
     {"constraints": ["2000*W == 800000 @998"], "edits": {"W": {"value": 800, "priority": 999}}}),
    ("three-tiers-middle-outvoted",
     "Tiers 750/500/250 (kiwi strong/medium/weak): the weak constraint scaled by 1200 beats the medium one.",
     {"constraints": ["x == 10 @750", "y == 0 @500", "1200*y == 1200*x @250"]}),
    ("inequality-vs-scaled-inequality",
     "A compression-resistance-like x >= 10 @251 against a hugging-like 2000*x <= 0 @250.",
     {"constraints": ["x >= 10 @251", "2000*x <= 0 @250", "x >= 0"]}),
]


def weighted_equivalent(system: System) -> System:
    """The single-tier system whose L1 objective equals kiwi's weighted objective:
    every optional constraint (and edit) is scaled by its kiwi strength."""
    strengths = kiwi_strengths([c.priority for c in system.constraints] + [e.priority for e in system.edits])
    cons = [c for c in system.constraints if c.required]
    for c in system.soft_constraints():
        w = strengths[c.priority]
        cons.append(Constraint(c.expr.scaled(w), c.op, 1.0, c.id, c.text, c.names))
    return System(cons, [])


def strict_tier_cases() -> List[dict]:
    """Solve the hand-written systems both ways and check they really differ."""
    out = []
    for name, description, obj in STRICT_CASES:
        system = system_from_json(obj)
        lex = solve_lexicographic(system)
        assert lex.unique(UNIQUE_TOL) and lex.snapped, name
        kv = solve_kiwi(system)
        weighted = solve_lexicographic(weighted_equivalent(system))
        assert weighted.unique(UNIQUE_TOL), f"{name}: kiwi's weighted optimum is not unique"
        assert all(abs(kv[n] - weighted.values[n]) < AGREE_TOL for n in kv), f"{name}: kiwi != weighted LP"
        assert any(abs(kv[n] - lex.values[n]) > 1e-3 for n in kv), f"{name}: kiwi agrees with strict tiers"
        out.append({"name": name, "description": description, "system": obj,
                    "expected": ordered_values(system, lex.values), "kiwi": ordered_values(system, kv)})
    return out


# --------------------------------------------------------------------------- #
# running a cellshot binary
# --------------------------------------------------------------------------- #

def run_cellshot(command: str, paths: List[str], timeout: float, verbose: int) -> Tuple[int, int]:
    """Run ``command solve FILE`` for every case of every fixture file."""
    argv = shlex.split(command)
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in paths:
            with open(path) as f:
                cases = json.load(f)
            for case in cases:
                file = os.path.join(tmp, f"{case['name']}.json")
                with open(file, "w") as f:
                    json.dump(case["system"], f)
                problem = None
                try:
                    proc = subprocess.run(argv + ["solve", file], capture_output=True, text=True, timeout=timeout)
                    if proc.returncode != 0:
                        problem = f"exit {proc.returncode}: {proc.stderr.strip()[:200]}"
                    else:
                        got = json.loads(proc.stdout)
                        bad = [(n, v, got.get(n)) for n, v in case["expected"].items()
                               if not isinstance(got.get(n), (int, float))
                               or abs(got[n] - v) > AGREE_TOL * max(1.0, abs(v))]
                        if bad:
                            problem = "; ".join(f"{n}: expected {v}, got {g}" for n, v, g in bad[:4])
                except subprocess.TimeoutExpired:
                    problem = f"timeout after {timeout}s"
                except (OSError, ValueError) as exc:
                    problem = f"{type(exc).__name__}: {exc}"
                if problem is None:
                    passed += 1
                else:
                    failed += 1
                    if verbose:
                        print(f"FAIL {os.path.basename(path)} {case['name']}: {problem}", file=sys.stderr)
    return passed, failed


# --------------------------------------------------------------------------- #
# main
# --------------------------------------------------------------------------- #

def write_json(path: str, data) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(data, f, indent=1)
        f.write("\n")


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description="kiwisolver / strict-tier differential fixtures")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200, help="number of accepted random systems")
    ap.add_argument("--max-attempts", type=int, default=20000)
    ap.add_argument("--out", default=DIFFERENTIAL_PATH)
    ap.add_argument("--strict-out", default=STRICT_PATH)
    ap.add_argument("--cellshot", metavar="PATH",
                    help="instead of generating, run 'PATH solve FILE' on every fixture and compare")
    ap.add_argument("--fixtures", nargs="*", help="fixture files for --cellshot (default: both)")
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)

    if args.cellshot:
        paths = args.fixtures or [DIFFERENTIAL_PATH, STRICT_PATH]
        passed, failed = run_cellshot(args.cellshot, paths, args.timeout, 0 if args.quiet else 1)
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0

    cases, reasons = generate(args.seed, args.count, args.max_attempts)
    write_json(args.out, cases)
    rejected = {k: v for k, v in sorted(reasons.items()) if k != "ok"}
    print(f"{os.path.relpath(args.out, ROOT)}: {len(cases)} systems kept of {sum(reasons.values())} generated "
          f"(seed {args.seed}); rejected: {json.dumps(rejected)}")
    with_edits = sum(1 for c in cases if "edits" in c["system"])
    print(f"  {with_edits} with edit variables; tiers per system: "
          f"{dict(sorted(Counter(len(system_from_json(c['system']).optional_priorities()) for c in cases).items()))}")
    strict = strict_tier_cases()
    write_json(args.strict_out, strict)
    print(f"{os.path.relpath(args.strict_out, ROOT)}: {len(strict)} systems where kiwi != strict tiers")
    return 0 if len(cases) == args.count else 1


if __name__ == "__main__":
    sys.exit(main())
