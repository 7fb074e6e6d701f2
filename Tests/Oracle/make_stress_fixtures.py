#!/usr/bin/env python3
"""Numeric stress systems for the Cassowary solver, with an independent oracle.

Generates seeded constraint systems that are hard on floating point and
writes them, with what the solver must find, to

    Tests/HardeningTests/Fixtures/numeric-stress.json

Families:

* spread: small layout-like systems (rows of items with gaps, minimum and
  preferred widths, equal and proportional widths, a container) whose
  variables and constraints are rescaled so that coefficients and constants
  span 1e-6 to 1e7 (and weights are rescaled with them, so the scaled
  system is the same problem in other units);
* nearParallel: two or three constraints whose normals differ by delta
  (1e-3 to 1e-11, for example x + y == 10 and x + (1 + 1e-9)*y == 10 + d),
  required, optional and competing, some rescaled by 1e-6 or 1e7;
* chain: x0 == 1e-3, x(i+1) >= x(i) + w(i) with widths from 1e-6 to 1e7 and
  a weak pull of every x(i) towards 0 (400 links; the 10 000-link chains
  are built by the Swift tests from a formula and checked in closed form);
* median and isotonic, many constraints at one priority pulling against
  each other: 501 weak targets from 1e-6 to 1e7 for one variable (a
  weighted median; the solver's work grows with the square of the
  constraints on one variable, and its tests must stay fast in a debug
  build), and 2000 weak targets for 100 variables kept at least 1 apart by
  required gaps (an L1 isotonic regression).

The oracle (reference semantics as in make_solver_fixtures.py: required
constraints are hard; each optional priority, highest first, minimises
sum(weight * |error|) and is frozen before the next):

* spread: the unscaled system is solved with HiGHS, level by level, and a
  value is kept only when its range over the final optimal face is below
  1e-6 (make_solver_fixtures.solve_values); systems with any undetermined
  value are regenerated. Scaling maps that unique optimum exactly onto the
  scaled system's. HiGHS is also run on the scaled system itself, and the
  summary reports how far it lands from the mapped optimum.
* nearParallel: HiGHS cannot resolve a delta of 1e-9, so these systems
  (two or three variables) are solved exactly, in rational arithmetic: the
  lexicographic optimum of a piecewise-linear objective lies on a vertex of
  the arrangement of the constraints' hyperplanes, so every vertex (with a
  box of +-1e15 around them) is evaluated and the unique lexicographic
  minimum is kept; systems with ties are rejected. HiGHS's answer is
  reported next to it.
* chain: the exact prefix sums (rational), checked against HiGHS.
* median: the weighted median (unique: no prefix of the sorted targets
  weighs exactly half), checked against HiGHS.
* isotonic: HiGHS; a value is kept when its range over the final optimal
  face is below 1e-7 times its size (the regression's values are not all
  unique, its objective is), then put on the 0.01 lattice every vertex lies
  on (targets are multiples of 0.01, gaps are 1, weights are integers), as
  is the level's optimal objective.

Each system records its constraints as text (`"x + y <= 10"`, required with
weight 1) or as [text, priority, weight]; `values` (only those the oracle
proves unique) and `levels` ([priority, optimal sum of weight * |error|]
for each optional priority, highest first).

Usage:  python3 Tests/Oracle/make_stress_fixtures.py [--out PATH] [--quiet]
Needs numpy and scipy >= 1.9. Deterministic: every run writes the same file.
"""

import argparse
import itertools
import json
import math
import os
import random
import sys
import time
from fractions import Fraction

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import csr_matrix, vstack

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import make_solver_fixtures as solver  # noqa: E402
from make_solver_fixtures import Con, Delicate, GeneratorBug, parse_relation  # noqa: E402

SEED = 20261201
OUT_PATH = os.path.join(REPO, "Tests", "HardeningTests", "Fixtures", "numeric-stress.json")

SMALLEST_MAGNITUDE = 1e-6    # coefficients and constants of the spread family ...
LARGEST_MAGNITUDE = 1e7      # ... lie between these
VARIABLE_SCALES = (-4.0, 4.0)  # log10 range of the spread family's units
BOX = Fraction(10) ** 15     # the exact oracle's bounding box
DETERMINED_RELATIVE = 1e-7   # isotonic: range <= this * max(1, |value|) is unique
UNDETERMINED_RANGE = 1e-3    # ... and >= this is not (targets are 0.01 apart); between: regenerate
HIGHS_OPTIONS = dict(solver.HIGHS_OPTIONS)

STATS = {"highs_spread": [], "highs_near": [], "highs_chain": [], "highs_median": None, "rejected": 0}


# ---------------------------------------------------------------------------
# Writing constraints

def number(x):
    """The shortest text that reads back as the same double."""
    x = float(x)
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def linear_text(terms, relation, constant):
    """`c1*a + c2*b - c3*c RELATION constant`, coefficients as written."""
    parts = []
    for k, (coef, name) in enumerate(terms):
        body = name if abs(coef) == 1 else f"{number(abs(coef))}*{name}"
        if k == 0:
            parts.append(("-" if coef < 0 else "") + body)
        else:
            parts.append(("- " if coef < 0 else "+ ") + body)
    return f"{' '.join(parts)} {relation} {number(constant)}"


def entry(text, priority=1000.0, weight=1.0):
    if priority == 1000.0 and weight == 1.0:
        return text
    return [text, jnum(priority), jnum(weight)]


def jnum(x):
    x = float(x)
    return int(x) if x == int(x) and abs(x) < 1e15 else x


def read(entries):
    """The oracle's view of a system: it parses the text it wrote."""
    cons = []
    for e in entries:
        text, prio, weight = (e, 1000.0, 1.0) if isinstance(e, str) else (e[0], float(e[1]), float(e[2]))
        coefs, const, rel, names = parse_relation(text)
        cons.append(Con(coefs, const, rel, prio, weight, names, text))
    return cons


def variable_order(cons):
    order = {}
    for c in cons:
        for n in c.names:
            order.setdefault(n, len(order))
    return order


# ---------------------------------------------------------------------------
# Sparse lexicographic LP (HiGHS), for systems of thousands of constraints

class SparseLP:
    def __init__(self, cons, varnames):
        self.vidx = {n: i for i, n in enumerate(varnames)}
        n = len(varnames)
        self.nvars = n
        col = n
        self.err = []          # (column, weight, priority)
        ub, ub_b, eq, eq_b = [], [], [], []
        for c in cons:
            row = {self.vidx[name]: k for name, k in c.coefs.items()}
            if c.rel == "==":
                if not c.required:
                    row[col], row[col + 1] = -1.0, 1.0
                    self.err += [(col, c.weight, c.prio), (col + 1, c.weight, c.prio)]
                    col += 2
                eq.append(row)
                eq_b.append(-c.const)
            else:
                sign = -1.0 if c.rel == ">=" else 1.0
                row = {j: sign * k for j, k in row.items()}
                if not c.required:
                    row[col] = -1.0
                    self.err.append((col, c.weight, c.prio))
                    col += 1
                ub.append(row)
                ub_b.append(sign * -c.const)
        self.N = col
        self.A_ub, self.b_ub = self._matrix(ub), np.array(ub_b, dtype=float)
        self.A_eq, self.b_eq = self._matrix(eq), np.array(eq_b, dtype=float)
        self.bounds = [(None, None)] * n + [(0, None)] * (col - n)

    def _matrix(self, rows):
        data, ri, ci = [], [], []
        for r, row in enumerate(rows):
            for j, k in row.items():
                ri.append(r)
                ci.append(j)
                data.append(k)
        return csr_matrix((data, (ri, ci)), shape=(len(rows), self.N))

    def solve(self, c):
        res = linprog(c, A_ub=self.A_ub if self.A_ub.shape[0] else None,
                      b_ub=self.b_ub if self.A_ub.shape[0] else None,
                      A_eq=self.A_eq if self.A_eq.shape[0] else None,
                      b_eq=self.b_eq if self.A_eq.shape[0] else None,
                      bounds=self.bounds, method="highs", options=HIGHS_OPTIONS)
        if res.status == 3:
            return None, None
        if res.status != 0:
            raise Delicate(f"HiGHS status {res.status}: {res.message}")
        return res.x, float(res.fun)

    def freeze(self, c, optimum):
        """Keep the face where objective c is at its optimum (plus a hair)."""
        self.A_ub = vstack([self.A_ub, csr_matrix(c[None, :])]).tocsr()
        self.b_ub = np.append(self.b_ub, optimum + 1e-9 + 1e-12 * abs(optimum))


def lexicographic(cons):
    """HiGHS, level by level: (values by name, [(priority, optimum)], the LP
    whose feasible set is the final optimal face)."""
    order = variable_order(cons)
    names = sorted(order, key=order.get)
    lp = SparseLP(cons, names)
    x, _ = lp.solve(np.zeros(lp.N))
    optima = []
    for level in sorted({p for _, _, p in lp.err}, reverse=True):
        c = np.zeros(lp.N)
        for col, w, p in lp.err:
            if p == level:
                c[col] = w
        x, opt = lp.solve(c)
        if x is None:
            raise Delicate(f"level {level} unbounded")
        optima.append((level, opt))
        lp.freeze(c, opt)
    return {n: float(x[lp.vidx[n]]) for n in names}, optima, lp


def unique_values(lp, approx):
    """The values whose range over the final optimal face is negligible."""
    out = {}
    for name, j in lp.vidx.items():
        ends = []
        for sign in (1.0, -1.0):
            c = np.zeros(lp.N)
            c[j] = sign
            x, fun = lp.solve(c)
            if x is None:
                break
            ends.append(sign * fun)
        if len(ends) < 2:
            continue
        spread = ends[1] - ends[0]
        size = max(1.0, abs(approx[name]))
        if spread <= DETERMINED_RELATIVE * size:
            out[name] = (ends[0] + ends[1]) / 2
        elif spread < UNDETERMINED_RANGE:
            raise Delicate(f"range of {name} is {spread}")
    return out


def level_objectives(cons, values):
    """[(priority, sum of weight * |error|)] at a point, exactly."""
    levels = {}
    for c in cons:
        if c.required:
            continue
        r = Fraction(c.const) + sum(Fraction(k) * values[n] for n, k in c.coefs.items())
        e = abs(r) if c.rel == "==" else max(r, Fraction(0)) if c.rel == "<=" else max(-r, Fraction(0))
        levels[c.prio] = levels.get(c.prio, Fraction(0)) + Fraction(c.weight) * e
    return sorted(levels.items(), key=lambda kv: -kv[0])


def relative_gap(found, exact, against_largest=False):
    """The worst |found - exact|, relative to each value (or to the largest)."""
    largest = max(abs(float(v)) for v in exact.values())
    return max(abs(found[n] - float(v)) / (largest if against_largest else max(abs(float(v)), 1e-300))
               for n, v in exact.items())


# ---------------------------------------------------------------------------
# Exact lexicographic optimum of a tiny system (rational arithmetic)

def solve_exact(rows, rhs):
    """Gaussian elimination over Fractions; None when singular."""
    n = len(rows)
    m = [list(r) + [b] for r, b in zip(rows, rhs)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if m[r][col] != 0), None)
        if pivot is None:
            return None
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col] != 0:
                f = m[r][col] / m[col][col]
                m[r] = [a - f * b for a, b in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def exact_optimum(cons):
    """The unique lexicographic optimum, by enumerating every vertex of the
    arrangement of the constraints' hyperplanes (and a box); Delicate when
    it is not unique or touches the box."""
    order = variable_order(cons)
    names = sorted(order, key=order.get)
    n = len(names)
    planes = []
    for c in cons:
        planes.append(([Fraction(c.coefs.get(v, 0.0)) for v in names], -Fraction(c.const)))
    for i in range(n):
        unit = [Fraction(int(i == j)) for j in range(n)]
        planes += [(unit, BOX), (unit, -BOX)]
    best, best_key, ties = None, None, 0
    seen = set()
    for subset in itertools.combinations(planes, n):
        point = solve_exact([p[0] for p in subset], [p[1] for p in subset])
        if point is None or tuple(point) in seen:
            continue
        seen.add(tuple(point))
        if any(abs(v) > BOX for v in point):
            continue
        values = dict(zip(names, point))
        if not all(holds(c, values) for c in cons if c.required):
            continue
        key = tuple(o for _, o in level_objectives(cons, values))
        if best_key is None or key < best_key:
            best, best_key, ties = values, key, 0
        elif key == best_key:
            ties += 1
    if best is None or ties:
        raise Delicate("no unique exact optimum")
    if any(abs(v) == BOX for v in best.values()):
        raise Delicate("the exact optimum is unbounded")
    return best


def holds(c, values):
    r = Fraction(c.const) + sum(Fraction(k) * values[n] for n, k in c.coefs.items())
    return r == 0 if c.rel == "==" else r <= 0 if c.rel == "<=" else r >= 0


# ---------------------------------------------------------------------------
# Families

def fam_spread(rng):
    """A row of items in friendly units, then rescaled (see the docstring)."""
    n = rng.randint(2, 5)
    base = []   # (terms, relation, constant, priority, weight)
    prios = [900, 750, 500, 250, 600.25, 251]
    base.append(([(1, "left0")], "==", rng.choice([10, 16, 20]), 1000.0, 1.0))
    for i in range(n):
        w, l = f"width{i}", f"left{i}"
        if i:
            gap = rng.choice([4, 8, 12, 16])
            base.append(([(1, l), (-1, f"left{i - 1}"), (-1, f"width{i - 1}")], rng.choice(["==", ">="]),
                         gap, 1000.0, 1.0))
        base.append(([(1, w)], ">=", rng.choice([10, 20, 40]), 1000.0, 1.0))
        base.append(([(1, w)], "==", rng.choice([60, 80, 120, 150, 200]), rng.choice(prios),
                      rng.choice([1, 1, 2, 0.5, 3])))
        if rng.random() < 0.4:
            base.append(([(1, w)], "<=", rng.choice([100, 180]), rng.choice([1000.0] + prios), 1.0))
    last = n - 1
    base.append(([(1, f"left{last}"), (1, f"width{last}")], "<=", rng.choice([300, 450, 700]), 1000.0, 1.0))
    for _ in range(rng.randint(0, 2)):     # equal or proportional widths
        a, b = rng.sample(range(n), 2)
        k = rng.choice([1, 2, 0.5, 3])
        base.append(([(1, f"width{a}"), (-k, f"width{b}")], "==", 0, rng.choice(prios), 1.0))
    for i in range(n):
        base.append(([(1, f"width{i}")], "==", 0, 1.0, 1.0))   # the last word: smallest widths
        base.append(([(1, f"left{i}")], "==", 0, 1.0, 1.0))

    base_cons = [Con(dict((name, float(k)) for k, name in terms), -float(b), rel, p, float(w),
                      tuple(name for _, name in terms), "")
                 for terms, rel, b, p, w in base]
    order = variable_order(base_cons)
    names = sorted(order, key=order.get)
    friendly = solver.solve_values(base_cons, names, order, 7)
    if any(v is None or v == 0 for v in friendly.values()):
        raise Delicate("not determined")

    # Units: variable v is measured in units scale[v] times smaller.
    low, high = VARIABLE_SCALES
    scale = {v: 10 ** rng.uniform(low, high) for v in names}
    entries = []
    for terms, rel, b, p, w in base:
        coefs = [(k / scale[name], name) for k, name in terms]
        sizes = [abs(k) for k, _ in coefs] + ([abs(b)] if b else [])
        lo = max(math.log10(SMALLEST_MAGNITUDE / s) for s in sizes)
        hi = min(math.log10(LARGEST_MAGNITUDE / s) for s in sizes)
        if lo > hi:
            raise Delicate("row cannot be scaled into range")
        r = 10 ** rng.uniform(lo, hi)
        terms_r = [(k * r, name) for k, name in coefs]
        if any(not SMALLEST_MAGNITUDE <= abs(k) <= LARGEST_MAGNITUDE for k, _ in terms_r):
            raise Delicate("rounding left the range")
        entries.append(entry(linear_text(terms_r, rel, b * r), p, w / r if p != 1000.0 else 1.0))
    cons = read(entries)
    values = {v: Fraction(friendly[v]) * Fraction(scale[v]) for v in names}
    try:
        found, _, _ = lexicographic(cons)
        STATS["highs_spread"].append(relative_gap(found, values))
    except Delicate:
        STATS["highs_spread"].append(math.inf)
    return cons, entries, values


NEAR_DELTAS = [1e-3, 1e-5, 1e-7, 1e-8, 1e-9, 1e-11]
THREE_PLANE_DELTAS = [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7]


def fam_near_parallel(rng, index):
    delta = NEAR_DELTAS[index % len(NEAR_DELTAS)]
    form = (index // len(NEAR_DELTAS)) % 6
    d = rng.choice([1e-6, 1e-3, 0.25, 2])
    row_scale = rng.choice([1, 1, 1e-6, 1e7]) if form != 5 else 1
    k = 1 + delta
    s = float(row_scale)

    def e(terms, rel, const, prio=1000.0, weight=1.0):
        return entry(linear_text([(c * s, v) for c, v in terms], rel, const * s), prio, weight)

    if form == 0:       # both required
        entries = [e([(1, "x"), (1, "y")], "==", 10), e([(1, "x"), (k, "y")], "==", 10 + d),
                   e([(1, "x")], "==", 0, 250), e([(1, "y")], "==", 0, 250)]
    elif form == 1:     # a required one and a strong one: the strong one holds exactly
        entries = [e([(1, "x"), (1, "y")], "==", 10), e([(1, "x"), (k, "y")], "==", 10 + d, 750),
                   e([(1, "y")], "==", 0, 250)]
    elif form == 2:     # two at the same priority, both met at their intersection
        entries = [e([(1, "x"), (1, "y")], "==", 10, 750), e([(1, "x"), (k, "y")], "==", 10 + d, 750),
                   e([(1, "x")], "==", 0, 250), e([(1, "y")], "==", 0, 250)]
    elif form == 3:     # a narrow wedge: the strong pull is met as closely as it allows
        entries = [e([(1, "x"), (1, "y")], "<=", 10), e([(1, "x"), (k, "y")], ">=", 10 + d),
                   e([(1, "x")], "==", 10, 750), e([(1, "y")], "==", 0, 250)]
    elif form == 4:     # competing at one priority; slopes differ by delta
        weight = rng.choice([1, delta / 10])
        entries = [e([(1, "x"), (1, "y")], "==", 10), e([(1, "x"), (k, "y")], "==", 10 + d, 750),
                   e([(1, "x")], "==", 3, 750, weight), e([(1, "y")], "==", 0, 250)]
    else:               # three nearly parallel planes (the determinant is about delta squared)
        delta = THREE_PLANE_DELTAS[index % len(THREE_PLANE_DELTAS)]
        k = 1 + delta
        entries = [e([(1, "x"), (1, "y"), (1, "z")], "==", 10),
                   e([(1, "x"), (k, "y"), (1, "z")], "==", 10 + d),
                   e([(1, "x"), (1, "y"), (1 + 2 * delta, "z")], "==", 10 + 3 * d),
                   e([(1, "x")], "==", 0, 250), e([(1, "y")], "==", 0, 250), e([(1, "z")], "==", 0, 250)]
    cons = read(entries)
    values = exact_optimum(cons)
    parallel = 3 if form == 5 else 2
    try:
        found, _, _ = lexicographic(cons)
        STATS["highs_near"].append((delta, relative_gap(found, values, against_largest=True)))
    except Delicate:
        STATS["highs_near"].append((delta, math.inf))
    return cons, entries, values, parallel


def fam_chain(rng):
    links = 400
    entries = ["x0 == 0.001"]
    total = Fraction(0.001)
    values = {"x0": total}
    for i in range(links):
        w = float(f"{10 ** rng.uniform(-6, 7):.3g}")
        entries.append(linear_text([(1, f"x{i + 1}"), (-1, f"x{i}")], ">=", w))
        total += Fraction(w)
        values[f"x{i + 1}"] = total
    entries += [entry(f"x{i} == 0", 250, 1) for i in range(links + 1)]
    cons = read(entries)
    found, _, _ = lexicographic(cons)
    STATS["highs_chain"].append(relative_gap(found, values))
    return cons, entries, values


def fam_median(rng):
    """501 weak targets for one variable, weights 1 and 2, magnitudes 1e-6 to 1e7."""
    targets = set()
    while len(targets) < 501:
        targets.add(float(f"{rng.choice([-1, 1]) * 10 ** rng.uniform(-6, 7):.4g}"))
    targets = sorted(targets)
    weights = [rng.choice([1, 2]) for _ in targets]
    total = sum(weights)
    running, median = 0, None
    for t, w in zip(targets, weights):
        running += w
        if 2 * running == total:
            raise Delicate("the weighted median is not unique")
        if 2 * running > total:
            median = t
            break
    order = list(range(len(targets)))
    rng.shuffle(order)
    entries = [entry(f"x == {number(targets[i])}", 250, weights[i]) for i in order]
    cons = read(entries)
    found, _, _ = lexicographic(cons)
    # HiGHS's objective (about 1e9) is good to about 1e-12 of itself, and
    # each unit x moves away from the median costs at least 1.
    if abs(found["x"] - median) > 1e-12 * sum(w * abs(t) for t, w in zip(targets, weights)):
        raise GeneratorBug(f"HiGHS median {found['x']} is not the weighted median {median}")
    STATS["highs_median"] = abs(found["x"] - median) / abs(median)
    return cons, entries, {"x": Fraction(median)}


def fam_isotonic(rng):
    """100 variables, 20 weak targets each, kept >= 1 apart by required gaps."""
    n, per = 100, 20
    entries = [linear_text([(1, f"x{i + 1}"), (-1, f"x{i}")], ">=", 1) for i in range(n - 1)]
    weak = []
    for i in range(n):
        for _ in range(per):
            target = 10 * i + rng.choice([-1, 1]) * rng.choice([0.5, 2, 5, 25, 80]) * rng.random()
            weak.append(entry(f"x{i} == {number(round(target, 2))}", 250, rng.choice([1, 2, 3])))
    rng.shuffle(weak)
    entries += weak
    cons = read(entries)
    found, optima, lp = lexicographic(cons)
    # Targets are multiples of 0.01 and gaps are 1, so every vertex, and so
    # every unique value and the optimum (integer weights), is one too.
    values = {k: on_lattice(v) for k, v in unique_values(lp, found).items()}
    return cons, entries, values, [(p, float(on_lattice(o))) for p, o in optima]


def on_lattice(v):
    snapped = Fraction(round(v * 100), 100)
    if abs(float(snapped) - v) > 1e-6 * max(1.0, abs(v)):
        raise GeneratorBug(f"{v} is not a multiple of 0.01")
    return snapped


FAMILIES = [
    ("spread", 36),
    ("nearParallel", 36),
    ("chain", 1),
    ("median", 1),
    ("isotonic", 1),
]


def build(family, index):
    for attempt in range(100):
        rng = random.Random(f"{SEED}/{family}/{index}/{attempt}")
        try:
            optima, parallel = None, None
            if family == "spread":
                cons, entries, values = fam_spread(rng)
            elif family == "nearParallel":
                cons, entries, values, parallel = fam_near_parallel(rng, index)
            elif family == "chain":
                cons, entries, values = fam_chain(rng)
            elif family == "median":
                cons, entries, values = fam_median(rng)
            else:
                cons, entries, values, optima = fam_isotonic(rng)
        except Delicate:
            STATS["rejected"] += 1
            continue
        if optima is None:
            levels = [[jnum(p), float(o)] for p, o in level_objectives(cons, values)]
        else:
            levels = [[jnum(p), o] for p, o in optima]
        system = {"name": f"{family}-{index:03d}", "family": family, "constraints": entries,
                  "values": {k: float(v) for k, v in values.items()}, "levels": levels}
        if parallel:
            system["parallel"] = parallel
        return system
    raise GeneratorBug(f"could not build {family}-{index}")


def write(systems, path):
    solver.write_fixture(path, [("generator", "Tests/Oracle/make_stress_fixtures.py"), ("seed", SEED)],
                         "systems", systems)


def summary(systems):
    from collections import Counter
    print("systems:", ", ".join(f"{k} {v}" for k, v in Counter(s["family"] for s in systems).items()))
    print(f"regenerated attempts: {STATS['rejected']}")
    print(f"HiGHS on the scaled spread systems: worst gap relative to each value {max(STATS['highs_spread']):.3g}")
    for delta in sorted({d for d, _ in STATS["highs_near"]}, reverse=True):
        gaps = [g for d, g in STATS["highs_near"] if d == delta]
        print(f"HiGHS on near-parallel systems, delta {delta:g}: worst gap relative to the largest value {max(gaps):.3g}")
    print(f"HiGHS on the chain: worst gap relative to each value {max(STATS['highs_chain']):.3g}")
    print(f"HiGHS on the median: gap relative to the value {STATS['highs_median']:.3g}")
    iso = next(s for s in systems if s["family"] == "isotonic")
    print(f"isotonic: {len(iso['values'])} of 100 values unique")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    t0 = time.time()
    systems = [build(family, i) for family, count in FAMILIES for i in range(count)]
    write(systems, args.out)
    if not args.quiet:
        summary(systems)
        print(f"wrote {os.path.relpath(args.out)} ({os.path.getsize(args.out)} bytes) in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
