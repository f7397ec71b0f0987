#!/usr/bin/env python3
"""Constraint-system JSON format: parser, kiwisolver bridge and strict-tier reference solver.

This module is shared by ``kiwi_bench.py``, ``workloads.py`` and ``differential.py``.
It is also a reference implementation of ``cellshot solve FILE``::

    python3 system.py solve FILE.json            # strict tiers (scipy lexicographic LP)
    python3 system.py solve FILE.json --kiwi     # kiwisolver with the tier mapping below

Both print one JSON object ``{"variable": value, ...}`` on stdout.

JSON system format (a contract shared with the Swift side)
-----------------------------------------------------------
::

    { "constraints": [ "x + 2*y >= 10",
                       "x == 3*y @750",
                       { "expr": "y <= 100", "priority": 250, "id": "cap" } ],
      "edits": { "W": { "value": 800, "priority": 999 } } }

* ``constraints``: list of strings or objects ``{"expr", "priority"?, "id"?}``.
* Expression grammar::

      constraint := sum REL sum [ "@" number ]
      REL        := "==" | "<=" | ">="
      sum        := ["+"|"-"] product { ("+"|"-") product }
      product    := factor { "*" factor }        (at most one non-constant factor)
      factor     := number | name | "(" sum ")" | "-" factor | "+" factor
      name       := [A-Za-z_][A-Za-z0-9_]*
      number     := digits ["." digits] [("e"|"E") ["+"|"-"] digits]  (or ".5")

  Products of two non-constant factors are rejected (the grammar is linear).
* ``priority``: 1...1000, default 1000 (= required).  In the object form the
  ``priority`` key and an ``@`` suffix may not disagree.
* ``edits``: variable name -> ``{"value", "priority"}``, priority 1...999 (kiwi
  forbids required edits).  For the strict-tier semantics an edit is exactly an
  optional constraint ``name == value @priority``.
* Extra top-level keys (``rows``, ``sizes``, ``checksums``, ...) are ignored by
  the solver and used by the benchmarks.

Semantics: strict (lexicographic) priority tiers.  Every distinct optional
priority is a tier; an optional constraint contributes its absolute error
(``|lhs - rhs|`` for ``==``, the violation for ``<=``/``>=``, measured in the
units of the expression as written) to its tier; tiers are minimised one after
another from the highest priority down, never trading a higher tier for any
amount of lower-tier error.

Priority -> kiwisolver strength mapping (``kiwi_strengths``)
-------------------------------------------------------------
* 1000 -> ``strength.required``.
* The distinct optional priorities used by a system (constraints and edits
  together) are sorted from highest to lowest; tier k (k = 0 is the highest)
  gets strength ``1e6 / 1000**k``, built with ``strength.create``:
  1e6 = create(1, 0, 0) (= kiwi "strong"), 1e3 = create(0, 1, 0) (= "medium"),
  1 = create(0, 0, 1) (= "weak"), 1e-3 = create(0, 0, 0.001).
  So a system using 750/500/250 maps exactly onto kiwi's strong/medium/weak, and
  one using 999/750/749/250 gets 1e6/1e3/1/1e-3.
* At most 4 optional tiers are supported; more raises ``TooManyTiers``.  The
  top is anchored at 1e6 on purpose: with a 1e9 tier (create(1000, 0, 0), still
  below required = 1.001001e9) kiwisolver 1.5.1 hit rounding noise above its
  1e-8 epsilon and aborted the whole process ("terminate called after throwing
  an instance of 'kiwi::InternalSolverError' / The objective is unbounded") on
  some random differential systems; 1e6...1e-3 never did.
* Factors of 1000 emulate strict tiers only while a lower tier's weighted error
  cannot outweigh the higher one; see ``strict-tiers.json`` for systems where kiwi
  therefore answers differently.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

REQUIRED = 1000.0
MAX_KIWI_TIERS = 4

__all__ = [
    "LinExpr", "Constraint", "Edit", "System", "ParseError", "TooManyTiers",
    "parse_expression", "parse_constraint", "system_from_json", "load_system",
    "kiwi_strengths", "KiwiModel", "solve_kiwi", "LexResult", "solve_lexicographic",
    "format_number",
]


class ParseError(ValueError):
    """Raised for malformed constraint text or system JSON."""


class TooManyTiers(ValueError):
    """Raised when a system uses more optional tiers than kiwi can separate."""


# --------------------------------------------------------------------------- #
# Linear expressions and parsing
# --------------------------------------------------------------------------- #

@dataclass
class LinExpr:
    """A linear expression ``sum(coeffs[name] * name) + constant``."""

    coeffs: Dict[str, float] = field(default_factory=dict)
    constant: float = 0.0

    def is_constant(self) -> bool:
        return all(c == 0.0 for c in self.coeffs.values())

    def scaled(self, k: float) -> "LinExpr":
        return LinExpr({n: c * k for n, c in self.coeffs.items()}, self.constant * k)

    def plus(self, other: "LinExpr", sign: float = 1.0) -> "LinExpr":
        out = dict(self.coeffs)
        for n, c in other.coeffs.items():
            out[n] = out.get(n, 0.0) + sign * c
        return LinExpr(out, self.constant + sign * other.constant)

    def evaluate(self, values: Dict[str, float]) -> float:
        return self.constant + sum(c * values[n] for n, c in self.coeffs.items())


_TOKEN = re.compile(
    r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op>==|<=|>=|[-+*()@]))"
)


def _tokenize(text: str) -> List[Tuple[str, str]]:
    tokens: List[Tuple[str, str]] = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ParseError(f"unexpected character at {pos} in {text!r}")
        kind = m.lastgroup
        tokens.append((kind, m.group(kind)))
        pos = m.end()
    return tokens


class _Parser:
    """Recursive-descent parser for the linear grammar in the module docstring."""

    def __init__(self, text: str):
        self.text = text
        self.tokens = _tokenize(text)
        self.i = 0

    def peek(self) -> Optional[Tuple[str, str]]:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> Tuple[str, str]:
        tok = self.peek()
        if tok is None:
            raise ParseError(f"unexpected end of {self.text!r}")
        self.i += 1
        return tok

    def expect_op(self, op: str) -> None:
        tok = self.take()
        if tok != ("op", op):
            raise ParseError(f"expected {op!r}, got {tok[1]!r} in {self.text!r}")

    def sum(self) -> LinExpr:
        expr = LinExpr()
        sign = 1.0
        tok = self.peek()
        if tok in (("op", "+"), ("op", "-")):
            self.take()
            sign = -1.0 if tok[1] == "-" else 1.0
        expr = expr.plus(self.product(), sign)
        while self.peek() in (("op", "+"), ("op", "-")):
            sign = -1.0 if self.take()[1] == "-" else 1.0
            expr = expr.plus(self.product(), sign)
        return expr

    def product(self) -> LinExpr:
        expr = self.factor()
        while self.peek() == ("op", "*"):
            self.take()
            rhs = self.factor()
            if expr.is_constant():
                expr = rhs.scaled(expr.constant)
            elif rhs.is_constant():
                expr = expr.scaled(rhs.constant)
            else:
                raise ParseError(f"non-linear product in {self.text!r}")
        return expr

    def factor(self) -> LinExpr:
        kind, val = self.take()
        if kind == "num":
            return LinExpr({}, float(val))
        if kind == "name":
            return LinExpr({val: 1.0}, 0.0)
        if val == "(":
            inner = self.sum()
            self.expect_op(")")
            return inner
        if val == "-":
            return self.factor().scaled(-1.0)
        if val == "+":
            return self.factor()
        raise ParseError(f"unexpected {val!r} in {self.text!r}")


def parse_expression(text: str) -> LinExpr:
    """Parse a linear expression (no relation)."""
    p = _Parser(text)
    expr = p.sum()
    if p.peek() is not None:
        raise ParseError(f"trailing input {p.peek()[1]!r} in {text!r}")
    return _clean(expr)


def _clean(expr: LinExpr) -> LinExpr:
    return LinExpr({n: c for n, c in expr.coeffs.items() if c != 0.0}, expr.constant)


@dataclass
class Constraint:
    """``expr OP 0`` where ``expr = lhs - rhs``; ``priority`` 1...1000."""

    expr: LinExpr
    op: str  # "==", "<=", ">="
    priority: float = REQUIRED
    id: Optional[str] = None
    text: str = ""
    names: List[str] = field(default_factory=list)  # first-appearance order

    @property
    def required(self) -> bool:
        return self.priority >= REQUIRED

    def error(self, values: Dict[str, float]) -> float:
        """Absolute error of the constraint at ``values`` (0 when satisfied)."""
        v = self.expr.evaluate(values)
        if self.op == "==":
            return abs(v)
        if self.op == "<=":
            return max(v, 0.0)
        return max(-v, 0.0)


def _check_priority(p: float, where: str, edit: bool = False) -> float:
    p = float(p)
    hi = 999.0 if edit else REQUIRED
    if not (1.0 <= p <= hi):
        raise ParseError(f"priority {p} out of range 1...{hi:g} in {where}")
    return p


def parse_constraint(item) -> Constraint:
    """Parse a constraint given as a string or as ``{"expr", "priority", "id"}``."""
    if isinstance(item, str):
        text, prio, cid = item, None, None
    elif isinstance(item, dict):
        if "expr" not in item:
            raise ParseError(f"constraint object without 'expr': {item!r}")
        text, prio, cid = item["expr"], item.get("priority"), item.get("id")
    else:
        raise ParseError(f"constraint must be a string or an object: {item!r}")
    p = _Parser(text)
    lhs = p.sum()
    kind, rel = p.take()
    if kind != "op" or rel not in ("==", "<=", ">="):
        raise ParseError(f"expected ==, <= or >= in {text!r}")
    rhs = p.sum()
    at = None
    if p.peek() == ("op", "@"):
        p.take()
        sign = 1.0
        if p.peek() == ("op", "-"):
            p.take()
            sign = -1.0
        kind, val = p.take()
        if kind != "num":
            raise ParseError(f"expected a number after @ in {text!r}")
        at = sign * float(val)
    if p.peek() is not None:
        raise ParseError(f"trailing input {p.peek()[1]!r} in {text!r}")
    if at is not None and prio is not None and float(prio) != at:
        raise ParseError(f"priority {prio} disagrees with @{at:g} in {text!r}")
    priority = _check_priority(at if at is not None else (prio if prio is not None else REQUIRED), repr(text))
    names: List[str] = []
    for tok_kind, tok_val in p.tokens:
        if tok_kind == "name" and tok_val not in names:
            names.append(tok_val)
    return Constraint(_clean(lhs.plus(rhs, -1.0)), rel, priority, cid, text, names)


@dataclass
class Edit:
    name: str
    value: float
    priority: float


@dataclass
class System:
    """A parsed constraint system; ``extra`` keeps unknown top-level keys."""

    constraints: List[Constraint]
    edits: List[Edit]
    extra: Dict[str, object] = field(default_factory=dict)

    @property
    def variables(self) -> List[str]:
        """All variable names, in order of first appearance (edits first)."""
        seen: Dict[str, None] = {}
        for e in self.edits:
            seen.setdefault(e.name, None)
        for c in self.constraints:
            for n in c.names:
                seen.setdefault(n, None)
        return list(seen)

    def optional_priorities(self) -> List[float]:
        """Distinct optional priorities (constraints and edits), highest first."""
        ps = {c.priority for c in self.constraints if not c.required}
        ps.update(e.priority for e in self.edits)
        return sorted(ps, reverse=True)

    def soft_constraints(self) -> List[Constraint]:
        """Optional constraints plus each edit as ``name == value @priority``."""
        out = [c for c in self.constraints if not c.required]
        for e in self.edits:
            out.append(Constraint(LinExpr({e.name: 1.0}, -e.value), "==", e.priority,
                                  f"edit:{e.name}", f"{e.name} == {e.value} @{e.priority:g}", [e.name]))
        return out


def system_from_json(obj: dict) -> System:
    """Build a ``System`` from a decoded JSON object."""
    if not isinstance(obj, dict) or "constraints" not in obj:
        raise ParseError("system JSON must be an object with a 'constraints' list")
    cons = [parse_constraint(c) for c in obj["constraints"]]
    edits = []
    for name, spec in (obj.get("edits") or {}).items():
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise ParseError(f"bad edit variable name {name!r}")
        edits.append(Edit(name, float(spec["value"]), _check_priority(spec.get("priority", 999), f"edit {name}", True)))
    extra = {k: v for k, v in obj.items() if k not in ("constraints", "edits")}
    return System(cons, edits, extra)


def load_system(path: str) -> System:
    with open(path) as f:
        return system_from_json(json.load(f))


# --------------------------------------------------------------------------- #
# kiwisolver bridge
# --------------------------------------------------------------------------- #

def kiwi_strengths(priorities: Iterable[float]) -> Dict[float, float]:
    """Map priorities to kiwi strengths (see module docstring)."""
    import kiwisolver as kiwi

    optional = sorted({float(p) for p in priorities if p < REQUIRED}, reverse=True)
    if len(optional) > MAX_KIWI_TIERS:
        raise TooManyTiers(f"{len(optional)} optional tiers {optional}; kiwi mapping supports {MAX_KIWI_TIERS}")
    by_rank = [kiwi.strength.create(1, 0, 0), kiwi.strength.create(0, 1, 0),
               kiwi.strength.create(0, 0, 1), kiwi.strength.create(0, 0, 0.001)]
    out = {REQUIRED: kiwi.strength.required}
    for k, p in enumerate(optional):
        out[p] = by_rank[k]
    return out


class KiwiModel:
    """A ``System`` loaded into a ``kiwisolver.Solver``.

    Construction is split in phases so benchmarks can time them separately:
    ``make_objects`` (kiwi Variable/Expression/Constraint creation), ``add_edits``
    (addEditVariable + suggestValue of each edit's value), ``add_constraints``
    (solver.addConstraint in file order) and ``update``.
    """

    def __init__(self, system: System):
        import kiwisolver as kiwi

        self.kiwi = kiwi
        self.system = system
        self.strengths = kiwi_strengths([c.priority for c in system.constraints] + [e.priority for e in system.edits])
        self.solver = kiwi.Solver()
        self.vars: Dict[str, object] = {}
        self.kconstraints: List[object] = []

    def make_objects(self) -> None:
        kiwi = self.kiwi
        self.vars = {n: kiwi.Variable(n) for n in self.system.variables}
        V, S, Term, Expression, KC = self.vars, self.strengths, kiwi.Term, kiwi.Expression, kiwi.Constraint
        self.kconstraints = [
            KC(Expression([Term(V[n], c) for n, c in con.expr.coeffs.items()], con.expr.constant), con.op, S[con.priority])
            for con in self.system.constraints
        ]

    def add_edits(self) -> None:
        for e in self.system.edits:
            self.solver.addEditVariable(self.vars[e.name], self.strengths[e.priority])
            self.solver.suggestValue(self.vars[e.name], e.value)

    def add_constraints(self) -> None:
        add = self.solver.addConstraint
        for c in self.kconstraints:
            add(c)

    def suggest(self, values: Dict[str, float]) -> None:
        for name, v in values.items():
            self.solver.suggestValue(self.vars[name], v)

    def update(self) -> None:
        self.solver.updateVariables()

    def build(self) -> "KiwiModel":
        self.make_objects()
        self.add_edits()
        self.add_constraints()
        self.update()
        return self

    def values(self) -> Dict[str, float]:
        return {n: v.value() for n, v in self.vars.items()}


def solve_kiwi(system: System) -> Dict[str, float]:
    """Solve ``system`` with kiwisolver (edits first, then constraints in order)."""
    return KiwiModel(system).build().values()


# --------------------------------------------------------------------------- #
# Strict-tier reference: lexicographic LP with scipy (HiGHS)
# --------------------------------------------------------------------------- #

@dataclass
class LexResult:
    """Outcome of ``solve_lexicographic``.

    ``status``: "ok", "infeasible" (required constraints) or "lp-failure".
    ``values``: midpoint of [min, max] per variable over the optimal face.
    ``spread``: max - min per variable over the optimal face (uniqueness check).
    ``tier_errors``: optimal total error per tier, highest priority first.
    ``snapped``: ``values`` were polished to an exact vertex (see ``_snap``).
    """

    status: str
    values: Dict[str, float] = field(default_factory=dict)
    spread: Dict[str, float] = field(default_factory=dict)
    tier_errors: List[Tuple[float, float]] = field(default_factory=list)
    snapped: bool = False

    @property
    def max_spread(self) -> float:
        return max(self.spread.values(), default=0.0)

    def unique(self, tol: float = 1e-7) -> bool:
        return self.status == "ok" and self.max_spread <= tol


_HIGHS_OPTS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10, "presolve": True}


def solve_lexicographic(system: System, check_unique: bool = True, tier_tol: float = 1e-9,
                        tier_rel_tol: float = 1e-12) -> LexResult:
    """Solve ``system`` with strict priority tiers as a sequence of LPs.

    LP variables: the system variables (free) and one error variable per optional
    constraint side (``==`` gets e+ and e-, inequalities one), all >= 0.
    Tier k minimises the sum of its error variables subject to the required
    constraints and ``sum(errors of tier j) <= opt_j + tier_tol + tier_rel_tol * opt_j``
    for every higher tier j.  With ``check_unique`` every variable is then
    minimised and maximised over that optimal face.
    """
    import numpy as np
    from scipy.optimize import linprog

    names = system.variables
    idx = {n: i for i, n in enumerate(names)}
    nv = len(names)
    soft = system.soft_constraints()
    cols = nv
    soft_cols: List[List[Tuple[int, float]]] = []  # (column, sign in "expr + sign*e")
    for c in soft:
        if c.op == "==":
            soft_cols.append([(cols, -1.0), (cols + 1, 1.0)])  # expr - e+ + e- == 0
            cols += 2
        elif c.op == "<=":
            soft_cols.append([(cols, -1.0)])  # expr - e <= 0
            cols += 1
        else:
            soft_cols.append([(cols, 1.0)])  # expr + e >= 0
            cols += 1

    A_eq, b_eq, A_ub, b_ub = [], [], [], []

    def row(expr: LinExpr, extra: Sequence[Tuple[int, float]] = ()) -> "np.ndarray":
        r = np.zeros(cols)
        for n, c in expr.coeffs.items():
            r[idx[n]] += c
        for j, s in extra:
            r[j] += s
        return r

    def add(expr: LinExpr, op: str, extra: Sequence[Tuple[int, float]] = ()) -> None:
        r = row(expr, extra)
        if op == "==":
            A_eq.append(r); b_eq.append(-expr.constant)
        elif op == "<=":
            A_ub.append(r); b_ub.append(-expr.constant)
        else:
            A_ub.append(-r); b_ub.append(expr.constant)

    for c in system.constraints:
        if c.required:
            add(c.expr, c.op)
    for c, extra in zip(soft, soft_cols):
        add(c.expr, c.op, extra)

    bounds = [(None, None)] * nv + [(0, None)] * (cols - nv)

    def lp(cost: "np.ndarray"):
        return linprog(cost, A_ub=np.array(A_ub) if A_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                       A_eq=np.array(A_eq) if A_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                       bounds=bounds, method="highs", options=_HIGHS_OPTS)

    result = LexResult("ok")
    first = lp(np.zeros(cols))
    if first.status == 2:
        return LexResult("infeasible")
    if first.status != 0:
        return LexResult("lp-failure")
    x = first.x
    for prio in system.optional_priorities():
        cost = np.zeros(cols)
        for c, extra in zip(soft, soft_cols):
            if c.priority == prio:
                for j, _ in extra:
                    cost[j] = 1.0
        res = lp(cost)
        if res.status != 0:
            return LexResult("lp-failure")
        opt = max(res.fun, 0.0)
        A_ub.append(cost)
        b_ub.append(opt + tier_tol + tier_rel_tol * opt)
        result.tier_errors.append((prio, opt))
        x = res.x
    if not check_unique:
        values, result.snapped = _snap(system, idx, x[:nv], result.tier_errors)
        result.values = {n: float(v) for n, v in zip(names, values)}
        result.spread = {n: 0.0 for n in names}
        return result
    for n in names:
        cost = np.zeros(cols)
        cost[idx[n]] = 1.0
        lo, hi = lp(cost), lp(-cost)
        if lo.status == 3 or hi.status == 3:  # unbounded along this variable: not unique
            result.values = {m: float(x[idx[m]]) for m in names}
            result.spread = {m: (float("inf") if m == n else 0.0) for m in names}
            return result
        if lo.status != 0 or hi.status != 0:
            return LexResult("lp-failure")
        vmin, vmax = float(lo.fun), float(-hi.fun)
        result.values[n] = (vmin + vmax) / 2.0
        result.spread[n] = max(vmax - vmin, 0.0)
    if result.max_spread < 1e-6:
        mid = np.array([result.values[n] for n in names])
        values, result.snapped = _snap(system, idx, mid, result.tier_errors)
        result.values = {n: float(v) for n, v in zip(names, values)}
    return result


def _snap(system: System, idx: Dict[str, int], x, tier_errors: List[Tuple[float, float]],
          near: float = 1e-6) -> Tuple[object, bool]:
    """Polish an (isolated) optimum to full precision; returns (point, polished?).

    The LP answer is only accurate to the solver / tier tolerances (and a lower
    tier may exploit the slack left to a higher one, amplified by the
    coefficients).  A unique strict-tier optimum is a vertex of the arrangement
    of the hyperplanes ``expr == 0`` of all constraints (required and optional,
    edits included), so it is the solution of the hyperplanes through it.
    Hyperplanes within ``near`` (relative) of ``x`` are solved in the
    least-squares sense; the polished point is accepted only if they determine
    every variable, are consistent, move each variable by at most
    ``near * max(1, |x_i|)``, keep the required constraints satisfied and every
    tier's total error within ``1e-7 * (1 + optimum)`` of the LP optimum.
    """
    import numpy as np

    vals = {n: float(x[i]) for n, i in idx.items()}
    edits = [s for s in system.soft_constraints() if s.id and s.id.startswith("edit:")]
    rows, rhs = [], []
    for c in list(system.constraints) + edits:
        scale = max(1.0, abs(c.expr.constant), *(abs(v * vals[n]) for n, v in c.expr.coeffs.items()))
        if abs(c.expr.evaluate(vals)) <= near * scale:
            r = np.zeros(len(idx))
            for n, v in c.expr.coeffs.items():
                r[idx[n]] += v
            rows.append(r)
            rhs.append(-c.expr.constant)
    if not rows:
        return x, False
    A, b = np.array(rows), np.array(rhs)
    sol, _, rank, _ = np.linalg.lstsq(A, b, rcond=None)
    if rank < len(idx) or np.max(np.abs(A @ sol - b)) > 1e-9 * max(1.0, np.max(np.abs(b))):
        return x, False
    if np.any(np.abs(sol - x) > near * np.maximum(1.0, np.abs(x))):
        return x, False
    svals = {n: float(sol[i]) for n, i in idx.items()}
    if any(c.error(svals) > 1e-9 * max(1.0, abs(c.expr.constant)) for c in system.constraints if c.required):
        return x, False
    soft = system.soft_constraints()
    for prio, opt in tier_errors:
        err = sum(c.error(svals) for c in soft if c.priority == prio)
        if err > opt + 1e-7 * (1.0 + opt):
            return x, False
    return sol, True


# --------------------------------------------------------------------------- #
# helpers / CLI
# --------------------------------------------------------------------------- #

def format_number(v: float, digits: int = 9) -> float:
    """Round to ``digits`` decimals as a float, normalising -0.0 to 0.0."""
    r = round(float(v), digits)
    return 0.0 if r == 0 else r


def _main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("solve", help="solve a system JSON file and print variable values as JSON")
    s.add_argument("file")
    s.add_argument("--kiwi", action="store_true", help="use kiwisolver instead of the strict-tier LP")
    args = ap.parse_args(argv)
    system = load_system(args.file)
    if args.kiwi:
        values = solve_kiwi(system)
    else:
        res = solve_lexicographic(system, check_unique=False)
        if res.status != "ok":
            print(f"error: {res.status}", file=sys.stderr)
            return 1
        values = res.values
    print(json.dumps({n: format_number(values[n]) for n in system.variables}))
    return 0


if __name__ == "__main__":
    sys.exit(_main())
