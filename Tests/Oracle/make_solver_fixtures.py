#!/usr/bin/env python3
"""Independent test oracle for the Cassowary solver.

Generates seeded random, layout-like solver sessions (constraint-system
documents in session form, "Form 2" of Docs/Formats/ConstraintSystem.md), computes
the expected results with a lexicographic linear program solved by HiGHS
(scipy.optimize.linprog), and writes

    Tests/CassowaryTests/Fixtures/oracle-sessions.json

The reference semantics:

* required constraints (priority 1000) are hard; adding one that makes the
  required set infeasible fails with `unsatisfiable` and changes nothing;
* optional constraints (and edit variables, `x == suggested value`) are
  handled strictly by priority: for each distinct optional priority, highest
  first, minimise sum(weight * error) of that level, then freeze that level's
  optimum (plus a tiny tolerance) before going to the next level;
* a requested variable is *determined* when its minimum and maximum over the
  final optimal face agree (max - min <= DETERMINED_RANGE); otherwise (or when
  unbounded) the expected value is null.

The generator never produces a step that fails for more than one reason, and
sessions whose answer would depend on numerical tolerances (near-ties in
feasibility or in the range of a variable) are rejected and regenerated, so
every expectation in the file has a wide margin.

After the random sessions come the documents of Tests/Oracle/regressions,
systems the solver once got wrong (found by the random sessions of
`swift run -c release sessions`), each with the oracle's answers.

Usage:  python3 Tests/Oracle/make_solver_fixtures.py [--out PATH] [--quiet]
Needs numpy and scipy >= 1.9 (linprog with method="highs").
"""

import argparse
import json
import math
import os
import random
import re
import sys
import time
from fractions import Fraction

import numpy as np
from scipy.optimize import linprog

from fixture_io import write_fixture  # noqa: E402,F401  (also solver.write_fixture for the other scripts)

SEED = 20261130
SESSION_COUNT = 360
TOLERANCE = 1e-6            # written into the file: how close Swift must get
MAX_STEPS = 60
MIN_STEPS = 5

# Oracle numerics.
HIGHS_OPTIONS = {
    "primal_feasibility_tolerance": 1e-10,
    "dual_feasibility_tolerance": 1e-10,
}
LEVEL_SLACK_ABS = 1e-9      # a level's frozen optimum may grow by this much
LEVEL_SLACK_REL = 1e-12     # ... plus this much times its size
DETERMINED_RANGE = 1e-6     # max - min <= this: determined
UNDETERMINED_RANGE = 1e-3   # max - min >= this: undetermined; between: reject
FEASIBLE_VIOLATION = 1e-7   # elastic violation <= this: feasible
INFEASIBLE_VIOLATION = 1e-3 # elastic violation >= this: infeasible; between: reject

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT_PATH = os.path.join(REPO, "Tests", "CassowaryTests", "Fixtures", "oracle-sessions.json")

STATS = {"ranges": [], "violations": []}


class Delicate(Exception):
    """The answer would depend on numerical tolerances: regenerate."""


class GeneratorBug(Exception):
    pass


# ---------------------------------------------------------------------------
# Expression parsing (the oracle reads the text it writes, independently of
# how the generator built it).

TOKEN_RE = re.compile(
    r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_.]*)"
    r"|(?P<op>==|<=|>=|[-+*/()]))"
)


def tokenize(text):
    pos, out = 0, []
    text = text.rstrip()
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"cannot tokenize {text!r} at {pos}")
        pos = m.end()
        if m.group("num") is not None:
            out.append(("num", float(m.group("num"))))
        elif m.group("name") is not None:
            out.append(("name", m.group("name")))
        else:
            out.append(("op", m.group("op")))
    return out


class _Parser:
    def __init__(self, text):
        self.toks = tokenize(text)
        self.i = 0
        self.names = []

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def take(self):
        t = self.peek()
        self.i += 1
        return t

    # linear value: (dict name -> coef, const)
    def sum(self):
        coefs, const = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            sign = 1.0 if self.take()[1] == "+" else -1.0
            c2, k2 = self.term()
            for n, c in c2.items():
                coefs[n] = coefs.get(n, 0.0) + sign * c
            const += sign * k2
        return coefs, const

    def term(self):
        coefs, const = self.unary()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            c2, k2 = self.unary()
            if op == "*":
                if not coefs:
                    coefs, const = {n: const * c for n, c in c2.items()}, const * k2
                elif not c2:
                    coefs, const = {n: k2 * c for n, c in coefs.items()}, const * k2
                else:
                    raise ValueError("nonlinear product")
            else:
                if c2 or k2 == 0:
                    raise ValueError("bad division")
                coefs, const = {n: c / k2 for n, c in coefs.items()}, const / k2
        return coefs, const

    def unary(self):
        if self.peek() == ("op", "-"):
            self.take()
            c, k = self.unary()
            return {n: -v for n, v in c.items()}, -k
        kind, val = self.take()
        if kind == "num":
            return {}, val
        if kind == "name":
            if val not in self.names:
                self.names.append(val)
            return {val: 1.0}, 0.0
        if (kind, val) == ("op", "("):
            r = self.sum()
            if self.take() != ("op", ")"):
                raise ValueError("missing )")
            return r
        raise ValueError(f"unexpected token {val!r}")


def parse_relation(text):
    """Return (coefs, const, rel, names): sum(coefs*x) + const REL 0."""
    p = _Parser(text)
    lc, lk = p.sum()
    kind, rel = p.take()
    if kind != "op" or rel not in ("==", "<=", ">="):
        raise ValueError(f"missing relation in {text!r}")
    rc, rk = p.sum()
    if p.i != len(p.toks):
        raise ValueError(f"trailing tokens in {text!r}")
    coefs = dict(lc)
    for n, c in rc.items():
        coefs[n] = coefs.get(n, 0.0) - c
    return coefs, lk - rk, rel, tuple(p.names)


# ---------------------------------------------------------------------------
# LP machinery

class Con:
    __slots__ = ("coefs", "const", "rel", "prio", "weight", "names", "text")

    def __init__(self, coefs, const, rel, prio, weight, names, text):
        self.coefs, self.const, self.rel = coefs, const, rel
        self.prio, self.weight, self.names, self.text = prio, weight, names, text

    @property
    def required(self):
        return self.prio == 1000.0


def _lp(c, A_ub, b_ub, A_eq, b_eq, bounds, known_feasible=False):
    kw = dict(
        A_ub=A_ub if len(b_ub) else None, b_ub=b_ub if len(b_ub) else None,
        A_eq=A_eq if len(b_eq) else None, b_eq=b_eq if len(b_eq) else None,
        bounds=bounds, method="highs", options=dict(HIGHS_OPTIONS),
    )
    res = linprog(c, **kw)
    if res.status == 2 and known_feasible:
        kw["options"]["presolve"] = False
        res = linprog(c, **kw)
    if res.status == 0:
        return "ok", res.x, float(res.fun)
    if res.status == 3:
        return "unbounded", None, None
    if res.status == 2:
        if known_feasible:
            raise Delicate("HiGHS reports a known-feasible LP infeasible")
        return "infeasible", None, None
    raise Delicate(f"HiGHS status {res.status}: {res.message}")


class LP:
    """Rows for a set of constraints over an ordered list of variables."""

    def __init__(self, cons, varnames, elastic_required=False):
        self.vidx = {n: i for i, n in enumerate(varnames)}
        n = len(varnames)
        self.nvars = n
        nerr = 0
        for c in cons:
            if not c.required or elastic_required:
                nerr += 2 if c.rel == "==" else 1
        N = n + nerr
        self.N = N
        ub_rows, ub_b, eq_rows, eq_b = [], [], [], []
        self.err = []  # (col, weight, prio)
        col = n
        for c in cons:
            a = np.zeros(N)
            for name, k in c.coefs.items():
                a[self.vidx[name]] += k
            optional = (not c.required) or elastic_required
            if c.rel == "==":
                if optional:
                    a[col], a[col + 1] = -1.0, 1.0
                    self.err += [(col, c.weight, c.prio), (col + 1, c.weight, c.prio)]
                    col += 2
                eq_rows.append(a)
                eq_b.append(-c.const)
            else:
                if c.rel == ">=":
                    a = -a
                    rhs = c.const
                else:
                    rhs = -c.const
                if optional:
                    a[col] = -1.0
                    self.err.append((col, c.weight, c.prio))
                    col += 1
                ub_rows.append(a)
                ub_b.append(rhs)
        self.A_ub = np.array(ub_rows).reshape(len(ub_rows), N)
        self.b_ub = np.array(ub_b, dtype=float)
        self.A_eq = np.array(eq_rows).reshape(len(eq_rows), N)
        self.b_eq = np.array(eq_b, dtype=float)
        self.bounds = [(None, None)] * n + [(0, None)] * nerr

    def solve(self, c, known_feasible=False):
        return _lp(c, self.A_ub, self.b_ub, self.A_eq, self.b_eq, self.bounds, known_feasible)

    def add_ub(self, row, rhs):
        self.A_ub = np.vstack([self.A_ub, row[None, :]])
        self.b_ub = np.append(self.b_ub, rhs)


def components(cons, wanted, order):
    """Constraints connected (through shared variables) to the wanted names,
    and their variables in `order` order."""
    parent = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for c in cons:
        vs = [n for n in c.names]
        for v in vs:
            find(v)
        for v in vs[1:]:
            ra, rb = find(vs[0]), find(v)
            if ra != rb:
                parent[ra] = rb
    roots = {find(w) for w in wanted if w in parent}
    sub = [c for c in cons if c.names and find(c.names[0]) in roots]
    used = {n for c in sub for n in c.names}
    return sub, sorted(used, key=lambda n: order[n])


def violation_of_required(cons, order):
    """Minimum total violation of the required constraints (elastic LP)."""
    req = [c for c in cons if c.required]
    if not req:
        return 0.0
    varnames = sorted({n for c in req for n in c.names}, key=lambda n: order[n])
    lp = LP(req, varnames, elastic_required=True)
    cvec = np.zeros(lp.N)
    for col, _, _ in lp.err:
        cvec[col] = 1.0
    status, _, fun = lp.solve(cvec, known_feasible=True)
    if status != "ok":
        raise Delicate("elastic LP not solved")
    return max(fun, 0.0)


def required_feasible(cons, order):
    v = violation_of_required(cons, order)
    STATS["violations"].append(v)
    if v <= FEASIBLE_VIOLATION:
        return True
    if v >= INFEASIBLE_VIOLATION:
        return False
    raise Delicate(f"required violation {v} is a near-tie")


def snap(v):
    f = Fraction(v).limit_denominator(1000)
    if abs(float(f) - v) <= 1e-7:
        v = float(f)
    v = round(v, 9)
    if v == 0:
        return 0
    if v == int(v) and abs(v) < 1e15:
        return int(v)
    return v


def lexicographic_face(cons, varnames):
    """LP whose feasible set is the optimal face, and one optimal point."""
    lp = LP(cons, varnames)
    levels = sorted({p for _, _, p in lp.err}, reverse=True)
    status, x, _ = lp.solve(np.zeros(lp.N), known_feasible=True)
    if status != "ok":
        raise Delicate("required system not solvable")
    for level in levels:
        cvec = np.zeros(lp.N)
        for col, w, p in lp.err:
            if p == level:
                cvec[col] = w
        status, x, opt = lp.solve(cvec, known_feasible=True)
        if status != "ok":
            raise Delicate(f"level {level} not solved ({status})")
        # Freeze this level. The slack is tiny (HiGHS tolerances are 1e-10)
        # so that the face stays thin: a determined variable moves < 1e-7.
        lp.add_ub(cvec, opt + LEVEL_SLACK_ABS + LEVEL_SLACK_REL * abs(opt))
    return lp, x


def solve_values(cons, requested, order, rng_seed):
    """Expected value (number or None) for each requested variable."""
    result = {name: None for name in requested}
    sub, varnames = components(cons, requested, order)
    present = [n for n in requested if n in varnames]
    if not present:
        return result
    lp, x0 = lexicographic_face(sub, varnames)
    n = lp.nvars
    sols = [x0[:n]]
    # Two random directions harvest vertices that rule many variables out.
    rs = np.random.default_rng(rng_seed)
    d = np.zeros(lp.N)
    d[:n] = rs.uniform(-1.0, 1.0, n)
    for sign in (1.0, -1.0):
        status, x, _ = lp.solve(sign * d, known_feasible=True)
        if status == "ok":
            sols.append(x[:n])
    undetermined = set()
    for name in present:
        j = lp.vidx[name]
        vals = [s[j] for s in sols]
        if max(vals) - min(vals) >= UNDETERMINED_RANGE:
            undetermined.add(name)
            continue
        bounds = []
        for sign in (1.0, -1.0):
            cvec = np.zeros(lp.N)
            cvec[j] = sign
            status, x, fun = lp.solve(cvec, known_feasible=True)
            if status == "unbounded":
                bounds = None
                break
            sols.append(x[:n])
            bounds.append(sign * fun)
        if bounds is None:
            undetermined.add(name)
            continue
        lo, hi = bounds
        rng_ = hi - lo
        STATS["ranges"].append(rng_)
        if rng_ <= DETERMINED_RANGE:
            result[name] = snap((lo + hi) / 2)
        elif rng_ >= UNDETERMINED_RANGE:
            undetermined.add(name)
        else:
            raise Delicate(f"range of {name} is {rng_}")
    return result


# ---------------------------------------------------------------------------
# Session semantics

PRIORITY_NAMES = {"required": 1000.0, "strong": 750.0, "medium": 500.0, "weak": 250.0}


def resolve_priority(p, default):
    if p is None:
        return default
    if isinstance(p, str):
        return PRIORITY_NAMES[p]
    return float(p)


def good_priority(p):
    return math.isfinite(p) and 0 < p <= 1000


def good_weight(w):
    return isinstance(w, (int, float)) and not isinstance(w, bool) and math.isfinite(w) and w > 0


class Sim:
    def __init__(self):
        self.order = {}      # variable -> first-named index
        self.active = {}     # id -> Con
        self.anon = []       # constraints without id
        self.edits = {}      # variable -> [prio, weight, value]
        self.values_calls = 0

    def name(self, names):
        for n in names:
            if n not in self.order:
                self.order[n] = len(self.order)

    def constraints(self):
        out = list(self.active.values()) + list(self.anon)
        for var, (p, w, value) in self.edits.items():
            if value is None:
                raise GeneratorBug(f"edit variable {var} has no suggestion")
            out.append(Con({var: 1.0}, -float(value), "==", p, w, (var,), f"{var} == {value}"))
        return out

    def required(self):
        return [c for c in list(self.active.values()) + self.anon if c.required]

    def required_range(self, var):
        req = self.required()
        sub, varnames = components(req, [var], self.order)
        if var not in varnames:
            return None, None
        lp = LP(sub, varnames)
        out = []
        for sign in (1.0, -1.0):
            c = np.zeros(lp.N)
            c[lp.vidx[var]] = sign
            status, _, fun = lp.solve(c, known_feasible=True)
            out.append(None if status == "unbounded" else sign * fun)
        return out[0], out[1]

    def step(self, s, want_values):
        """Apply one step. Returns (error kind or None, values dict or None)."""
        if "add" in s:
            coefs, const, rel, names = parse_relation(s["add"])
            prio = resolve_priority(s.get("priority"), 1000.0)
            weight = s.get("weight", 1)
            cid = s.get("id")
            reasons = []
            if not good_priority(prio) or not good_weight(weight):
                reasons.append("invalidNumber")
            if cid is not None and cid in self.active:
                reasons.append("duplicateConstraint")
            con = Con(coefs, const, rel, prio, float(weight), names, s["add"])
            if prio == 1000.0:
                # checked even when another reason applies, to make sure the
                # generator never writes a step that fails for two reasons
                order = dict(self.order)
                for n in names:
                    order.setdefault(n, len(order))
                if not required_feasible(self.required() + [con], order):
                    reasons.append("unsatisfiable")
            if len(reasons) > 1:
                raise GeneratorBug(f"step fails for several reasons {reasons}: {s}")
            if reasons:
                return reasons[0], None
            self.name(names)
            if cid is None:
                self.anon.append(con)
            else:
                self.active[cid] = con
            return None, None
        if "remove" in s:
            if s["remove"] not in self.active:
                return "unknownConstraint", None
            del self.active[s["remove"]]
            return None, None
        if "edit" in s:
            var = s["edit"]
            prio = resolve_priority(s.get("priority"), 750.0)
            weight = s.get("weight", 1)
            reasons = []
            if not good_priority(prio) or not good_weight(weight):
                reasons.append("invalidNumber")
            if prio == 1000.0:
                reasons.append("requiredEditVariable")
            if var in self.edits:
                reasons.append("duplicateEditVariable")
            if len(reasons) > 1:
                raise GeneratorBug(f"step fails for several reasons {reasons}: {s}")
            if reasons:
                return reasons[0], None
            self.name([var])
            self.edits[var] = [prio, float(weight), None]
            return None, None
        if "suggest" in s:
            var = s["suggest"]
            if var not in self.edits:
                return "unknownEditVariable", None
            self.edits[var][2] = float(s["value"])
            return None, None
        if "removeEdit" in s:
            var = s["removeEdit"]
            if var not in self.edits:
                return "unknownEditVariable", None
            del self.edits[var]
            return None, None
        if "values" in s:
            names = s["values"]
            if not names or any(n not in self.order for n in names) or len(set(names)) != len(names):
                raise GeneratorBug(f"bad values step {s}")
            if not want_values:
                return None, None
            self.values_calls += 1
            vals = solve_values(self.constraints(), names, self.order, 7919 * self.values_calls)
            return None, vals
        raise GeneratorBug(f"unknown step {s}")


def expected_results(steps):
    sim = Sim()
    out = []
    for i, s in enumerate(steps):
        err, vals = sim.step(s, want_values=True)
        if err:
            out.append({"step": i, "error": err})
        elif vals is not None:
            out.append({"step": i, "values": vals})
    return out


# ---------------------------------------------------------------------------
# Text helpers

def num(x):
    x = float(x)
    if x == int(x):
        return str(int(x))
    return repr(x)


def jnum(x):
    """A number for JSON: int when integral."""
    if isinstance(x, float) and x == int(x) and abs(x) < 1e15:
        return int(x)
    return x


def lin(rng, terms, const=0):
    """Format sum(coef*name) + const using only NUMBER, NAME, NUMBER*NAME,
    NAME*NUMBER joined by + and -."""
    parts = []
    items = [(c, n) for c, n in terms if c != 0]
    if const != 0 or not items:
        items_const = [(const, None)]
    else:
        items_const = []
    seq = items + items_const
    for k, (c, n) in enumerate(seq):
        neg = c < 0
        a = abs(c)
        if n is None:
            body = num(a)
        elif a == 1:
            body = n
        elif rng.random() < 0.3:
            body = f"{n}*{num(a)}"
        else:
            body = f"{num(a)}*{n}"
        if k == 0:
            parts.append(("-" if neg else "") + body)
        else:
            parts.append(("- " if neg else "+ ") + body)
    return " ".join(parts)


def rel(rng, lhs, op, rhs, lconst=0, rconst=0):
    return f"{lin(rng, lhs, lconst)} {op} {lin(rng, rhs, rconst)}"


OPTIONAL_PRIORITIES = (
    ["weak"] * 4 + ["medium"] * 4 + ["strong"] * 4
    + [250, 500, 750, 999, 999.5, 999.999, 0.5, 1, 251, 249.5, 100, 900, 600.25, 10, 998, 750.5]
)
WEIGHTS = [None] * 6 + [1, 2, 3, 0.5, 10, 1.5]


# ---------------------------------------------------------------------------
# Session builder

class Builder:
    def __init__(self, rng):
        self.rng = rng
        self.sim = Sim()
        self.steps = []
        self.errors = []
        self.nid = 0
        self.removed_ids = []
        self.failed_ids = []
        self.ntemp = 0
        self.fail_p = 0.6

    # -- raw steps
    def push(self, step):
        err, _ = self.sim.step(step, want_values=False)
        self.steps.append(step)
        self.errors.append(err)
        return err

    def room(self, k=1):
        """Whether k more steps fit, keeping one for the final values step."""
        return len(self.steps) + k <= MAX_STEPS - 1

    def fresh_id(self):
        self.nid += 1
        return f"c{self.nid}"

    def prio(self, pool=OPTIONAL_PRIORITIES):
        return self.rng.choice(pool)

    def weight(self):
        return self.rng.choice(WEIGHTS)

    def add(self, expr, prio=None, weight=None, cid="auto"):
        if cid == "auto":
            cid = self.fresh_id() if self.rng.random() < 0.88 else None
        elif cid is True:
            cid = self.fresh_id()
        step = {"add": expr}
        if cid:
            step["id"] = cid
        if prio is None and self.rng.random() < 0.06:
            prio = self.rng.choice(["required", 1000])
        if prio is not None:
            step["priority"] = jnum(prio)
        if weight is not None:
            step["weight"] = jnum(weight)
        err = self.push(step)
        if err and cid:
            self.failed_ids.append(cid)
        return (None if err else cid), err

    def remove(self, cid):
        err = self.push({"remove": cid})
        if not err:
            self.removed_ids.append(cid)
        return err

    def edit(self, var, value, prio="default", weight=None):
        step = {"edit": var}
        if prio != "default":
            step["priority"] = jnum(prio)
        if weight is not None:
            step["weight"] = jnum(weight)
        err = self.push(step)
        if not err:
            self.suggest(var, value)
        return err

    def suggest(self, var, value):
        return self.push({"suggest": var, "value": jnum(value)})

    def remove_edit(self, var):
        return self.push({"removeEdit": var})

    def values(self, names, k=10):
        # deliberate failures go in before snapshots, so they are observed
        if self.rng.random() < self.fail_p and self.room(6):
            self.inject()
        names = [n for i, n in enumerate(names) if n in self.sim.order and n not in names[:i]]
        if not names:
            names = list(self.sim.order)
        if not names:
            return
        if len(names) > k:
            keep = set(self.rng.sample(range(len(names)), k))
            names = [n for i, n in enumerate(names) if i in keep]
        self.push({"values": names})

    def maybe_fail(self, p=0.5):
        if self.rng.random() < p and self.room(4):
            self.inject()

    # -- deliberate failures
    def inject(self, kind=None):
        rng = self.rng
        kinds = [("unsat_bound", 3), ("unsat_chain", 2), ("duplicate", 2), ("unknown_remove", 2),
                 ("dup_edit", 1.5), ("unknown_edit", 1.5), ("required_edit", 1), ("invalid", 2)]
        if kind is None:
            total = sum(w for _, w in kinds)
            r = rng.random() * total
            for kind, w in kinds:
                r -= w
                if r < 0:
                    break
        getattr(self, "inj_" + kind)()

    def existing_vars(self):
        return list(self.sim.order)

    def inj_unsat_bound(self):
        rng = self.rng
        req_vars = []
        for c in self.sim.required():
            for n in c.names:
                if n not in req_vars:
                    req_vars.append(n)
        rng.shuffle(req_vars)
        for v in req_vars[:6]:
            lo, hi = self.sim.required_range(v)
            k = rng.choice([1, 1, 5, 10, 50])
            if hi is not None and (lo is None or rng.random() < 0.5):
                b = math.ceil(hi - 1e-6) + k
                form = rng.randrange(4)
                expr = [f"{v} >= {num(b)}", f"{num(b)} <= {v}", f"-{v} <= {num(-b)}",
                        f"2*{v} >= {num(2 * b)}"][form]
            elif lo is not None:
                b = math.floor(lo + 1e-6) - k
                form = rng.randrange(3)
                expr = [f"{v} <= {num(b)}", f"{v} + {k} <= {num(b + k)}", f"{num(b)} >= {v}"][form]
            else:
                continue
            self.add(expr, prio=rng.choice([None, None, None, "required", 1000]), cid="auto")
            return
        self.inj_unsat_chain()

    def inj_unsat_chain(self):
        rng = self.rng
        self.ntemp += 1
        t = f"t{self.ntemp}"
        a, b_, c = f"{t}.a", f"{t}.b", f"{t}.c"
        ex = self.existing_vars()
        x = rng.choice(ex) if ex and rng.random() < 0.6 else f"{t}.x"
        m = rng.choice([1, 5, 10])
        variant = rng.randrange(4)
        if variant == 0:
            S = rng.choice([100, 200, 300])
            P = rng.choice([S // 2, S // 4 * 3, S // 5])
            exprs = [f"{a} + {b_} <= {S}", f"{a} >= {P}", f"{b_} >= {S - P + m}"]
            rng.shuffle(exprs)
        elif variant == 1:
            d1, d2 = rng.choice([5, 10, 20]), rng.choice([5, 10, 30])
            exprs = [f"{a} >= {x} + {d1}", f"{b_} >= {a} + {d2}", f"{b_} <= {x} + {d1 + d2 - m}"]
        elif variant == 2:
            d = rng.choice([4, 8, 10])
            exprs = [f"{a} >= {x} + {d}", f"{b_} - {a} >= {d}", f"{c} >= {b_} + {d}",
                     f"{c} <= {x} + {3 * d - m}"]
        else:
            exprs = [f"{a} == 2*{b_}", f"{b_} == {c} + 10", f"{a} <= 2*{c} + {20 - m}"]
        for e in exprs:
            if not self.room(1):
                return
            self.add(e, cid="auto")

    def inj_duplicate(self):
        rng = self.rng
        ids = list(self.sim.active)
        if not ids:
            return self.inj_unknown_remove()
        cid = rng.choice(ids)
        con = self.sim.active[cid]
        if rng.random() < 0.5:
            # the same text and priority again
            step_prio = None if con.prio == 1000.0 else jnum(con.prio)
            self.add(con.text, prio=step_prio, cid=cid)
        else:
            v = rng.choice(self.existing_vars())
            self.add(f"{v} == {rng.choice([0, 10, 50, 100])}", prio=self.prio(), cid=cid)

    def inj_unknown_remove(self):
        rng = self.rng
        pool = [i for i in self.removed_ids + self.failed_ids if i not in self.sim.active]
        r = rng.random()
        if pool and r < 0.6:
            self.remove(rng.choice(pool))
        elif r < 0.85:
            self.remove(f"c{self.nid + rng.randint(100, 900)}")
        else:
            self.remove(rng.choice(["nope", "c0", "missing", "C1"]))

    def non_edit_vars(self):
        return [v for v in self.sim.order if v not in self.sim.edits]

    def inj_dup_edit(self):
        rng = self.rng
        if not self.sim.edits:
            cands = self.non_edit_vars()
            if not cands:
                return self.inj_unknown_remove()
            v = rng.choice(cands)
            self.edit(v, rng.choice([0, 50, 100, 200]), prio=rng.choice(["default", "weak", 100]))
        v = rng.choice(list(self.sim.edits))
        self.push({"edit": v} if rng.random() < 0.5 else {"edit": v, "priority": self.prio()})
        if rng.random() < 0.5:
            self.suggest(v, rng.choice([10, 40, 75, 120]))

    def inj_unknown_edit(self):
        rng = self.rng
        cands = self.non_edit_vars()
        v = rng.choice(cands) if cands and rng.random() < 0.85 else "ghost.x"
        if rng.random() < 0.6:
            self.suggest(v, rng.choice([0, 25, 100, 300]))
        else:
            self.remove_edit(v)

    def inj_required_edit(self):
        rng = self.rng
        cands = self.non_edit_vars()
        if not cands:
            return self.inj_unknown_remove()
        v = rng.choice(cands)
        self.push({"edit": v, "priority": rng.choice(["required", 1000])})
        if rng.random() < 0.5:
            self.suggest(v, rng.choice([10, 60, 150]))

    def inj_invalid(self):
        rng = self.rng
        ex = self.existing_vars()
        v = rng.choice(ex) if ex else "free.x"
        r = rng.random()
        if r < 0.3:
            self.add(f"{v} == {rng.choice([0, 20, 64])}", prio=self.prio(),
                     weight=rng.choice([0, -1, -0.5, 0.0]), cid="auto")
        elif r < 0.6:
            self.add(f"{v} >= {rng.choice([0, 5, 30])}",
                     prio=rng.choice([0, -1, 1000.5, 1001, 2000, -250, 1e6]), cid="auto")
        else:
            cands = self.non_edit_vars()
            if not cands:
                return self.add(f"{v} <= 10", prio="weak", weight=-3)
            v = rng.choice(cands)
            if rng.random() < 0.5:
                self.push({"edit": v, "priority": rng.choice([0, -5, 1000.001, 1500])})
            else:
                self.push({"edit": v, "priority": self.prio(), "weight": rng.choice([0, -2])})
            if rng.random() < 0.5:
                self.suggest(v, rng.choice([5, 50]))


# ---------------------------------------------------------------------------
# Session families

def fam_row(b, big=False):
    rng = b.rng
    P = rng.choice(["row", "bar", "toolbar", "hstack", "tabs"])
    n = rng.randint(13, 24) if big else rng.randint(2, 6)
    gap = rng.choice([0, 4, 8, 10, 12, 16])
    pad = rng.choice([0, 8, 12, 16])
    L, R = f"{P}.left", f"{P}.right"
    lefts = [f"{P}{i}.left" for i in range(n)]
    widths = [f"{P}{i}.width" for i in range(n)]
    interesting = [R] + widths + lefts
    if big or rng.random() < 0.7:
        b.add(rng.choice([f"{L} == 0", f"0 == {L}", f"-{L} == 0"]))
    else:
        b.add(f"{L} <= 0")
        b.add(f"{L} >= 0")
    b.add(rel(rng, [(1, lefts[0])], "==", [(1, L)], 0, pad))
    for i in range(1, n):
        form = rng.randrange(5) if not big else rng.randrange(4)
        a0, w0, a1 = lefts[i - 1], widths[i - 1], lefts[i]
        expr = [
            f"{a1} == {a0} + {w0} + {gap}",
            f"{a1} - {a0} - {w0} == {gap}",
            f"{a0} + {w0} + {gap} == {a1}",
            f"-{a1} + {a0} + {w0} == {-gap}" if gap else f"-{a1} + {a0} + {w0} == 0",
            f"{a0} + {w0} <= {a1} - {gap}",
        ][form]
        b.add(expr, cid="auto")
    b.add(rel(rng, [(1, R)], "==", [(1, lefts[-1]), (1, widths[-1])], 0, pad))
    b.maybe_fail()
    total_min = 0
    for i in range(n):
        if not b.room(3):
            break
        m = rng.choice([10, 16, 20, 24, 30, 40])
        total_min += m
        if not big or rng.random() < 0.5:
            b.add(f"{widths[i]} >= {m}")
            if rng.random() < 0.3:
                b.add(f"{widths[i]} <= {m + rng.choice([60, 100, 200, 260])}")
        if not b.room(3):
            break
        if rng.random() < 0.85 or big:
            pw = rng.choice([40, 50, 60, 64, 80, 100, 120])
            b.add(f"{widths[i]} == {pw}", prio=b.prio(), weight=b.weight())
        b.maybe_fail(0.12)
    if b.room(3):
        b.values(interesting)
    if b.room(3):
        W = rng.choice([200, 320, 480, 640, 800, 1024])
        b.edit(R, W, prio=rng.choice(["default", "strong", "medium", 999, 600.25, "weak", 240]),
               weight=rng.choice([None, None, 2]))
        b.values(interesting)
    while b.room(4):
        act = rng.random()
        if act < 0.45 and R in b.sim.edits:
            b.suggest(R, rng.choice([100, 150, 240, 300, 375, 500, 768, 1200, 2000]))
            b.values(interesting)
        elif act < 0.65:
            ids = [i for i, c in b.sim.active.items() if not c.required]
            if ids:
                cid = rng.choice(ids)
                text = b.sim.active[cid].text
                b.remove(cid)
                b.values(interesting)
                if b.room(3):
                    b.add(text, prio=b.prio(), weight=b.weight())
        elif act < 0.8:
            b.inject()
        else:
            b.values(interesting)
        if rng.random() < 0.15:
            break
    b.values(interesting)


def fam_big_wide(b):
    """Many variables (50-80) named in few steps: long sums, most undetermined."""
    rng = b.rng
    groups = rng.randint(8, 14)
    per = rng.randint(4, 6)
    allvars = []
    for g in range(groups):
        vs = [f"g{g}.v{k}" for k in range(per)]
        allvars += vs
        total = rng.choice([100, 200, 300, 400])
        b.add(" + ".join(vs) + f" == {total}")
        if rng.random() < 0.7:
            for k in range(per - 1):
                if b.room(6) and rng.random() < 0.5:
                    b.add(f"{vs[k]} == {rng.choice([10, 20, 25, 40])}", prio=b.prio(), weight=b.weight())
            if b.room(6):
                b.add(f"{vs[-1]} >= 0")
        if rng.random() < 0.4 and b.room(6):
            b.values(vs + allvars[:4])
        b.maybe_fail(0.2)
        if not b.room(8):
            break
    if b.room(3):
        v = rng.choice(allvars)
        b.edit(v, rng.choice([5, 15, 30]))
        b.values([v] + rng.sample(allvars, 8))
    b.values(rng.sample(allvars, 10))


def fam_grid(b):
    rng = b.rng
    C, R = rng.randint(2, 5), rng.randint(2, 4)
    gap = rng.choice([0, 8, 10, 16])
    cx = [f"col{j}.x" for j in range(C)]
    cw = [f"col{j}.w" for j in range(C)]
    ry = [f"row{i}.y" for i in range(R)]
    rh = [f"row{i}.h" for i in range(R)]
    interesting = ["grid.width", "grid.height"] + cw + rh + cx + ry
    b.add("col0.x == 0")
    for j in range(1, C):
        b.add(rng.choice([f"{cx[j]} == {cx[j-1]} + {cw[j-1]} + {gap}",
                          f"{cx[j-1]} + {cw[j-1]} + {gap} == {cx[j]}"]), cid="auto")
    b.add(f"grid.width == {cx[-1]} + {cw[-1]}")
    b.add(rng.choice(["row0.y == 0", "0 == row0.y"]))
    for i in range(1, R):
        b.add(f"{ry[i]} == {ry[i-1]} + {rh[i-1]} + {gap}", cid="auto")
    b.add(f"grid.height == {ry[-1]} + {rh[-1]}")
    b.maybe_fail()
    for j in range(C):
        b.add(f"{cw[j]} >= {rng.choice([20, 40, 50])}")
    for i in range(R):
        if rng.random() < 0.6:
            b.add(f"{rh[i]} >= {rng.choice([16, 24, 32])}")
    mode = rng.randrange(3)
    for j in range(C - 1):
        if not b.room(8):
            break
        if mode == 0:
            b.add(f"{cw[j]} == {cw[j+1]}", prio=rng.choice(["medium", "strong", 400, "weak"]), weight=b.weight())
        elif mode == 1:
            b.add(f"{cw[j]} == {rng.choice([60, 80, 100, 150])}", prio=b.prio(), weight=b.weight())
        else:
            b.add(f"2*{cw[j]} == {cw[j+1]}", prio=b.prio())
    for i in range(R):
        if b.room(8) and rng.random() < 0.7:
            b.add(f"{rh[i]} == {rng.choice([20, 30, 44, 60])}", prio=b.prio(), weight=b.weight())
    b.values(interesting)
    b.edit("grid.width", rng.choice([300, 400, 640, 900]), prio=rng.choice(["default", "medium", 700]))
    if b.room(4):
        b.edit("grid.height", rng.choice([100, 200, 480]), prio=rng.choice(["default", "weak", 260]))
    b.values(interesting)
    # cells, to get many variables
    if rng.random() < 0.6:
        for i in range(R):
            for j in range(C):
                if not b.room(6):
                    break
                cell = f"cell{i}_{j}"
                form = rng.randrange(3)
                if form == 0:
                    b.add(f"2*{cell}.cx == 2*{cx[j]} + {cw[j]}")
                elif form == 1:
                    b.add(f"{cell}.x == {cx[j]} + 4")
                else:
                    b.add(f"{cell}.y + {cell}.h == {ry[i]} + {rh[i]}")
                interesting.append(f"{cell}.cx" if form == 0 else f"{cell}.x" if form == 1 else f"{cell}.y")
        b.values(interesting[-8:] + interesting[:2])
    while b.room(3):
        r = rng.random()
        if r < 0.5:
            v = rng.choice([v for v in ("grid.width", "grid.height") if v in b.sim.edits] or ["grid.width"])
            b.suggest(v, rng.choice([50, 120, 250, 333, 500, 777, 1000]))
            b.values(interesting)
        elif r < 0.7:
            b.inject()
        else:
            break
    b.values(interesting)


def fam_center(b):
    rng = b.rng
    kids = rng.randint(1, 4)
    interesting = ["parent.cx"]
    b.add("parent.cx*2 == parent.left + parent.right" if rng.random() < 0.5
          else "2*parent.cx == parent.left + parent.right")
    b.add("parent.right >= parent.left")
    b.edit("parent.left", rng.choice([0, 10, 20]), prio=rng.choice(["default", "strong", 900]))
    b.edit("parent.right", rng.choice([300, 320, 400, 600]), prio=rng.choice(["default", "strong", 900]))
    for k in range(kids):
        if not b.room(10):
            break
        c = f"child{k}"
        margin = rng.choice([0, 8, 10, 20])
        b.add(f"2*{c}.cx == {c}.left + {c}.right")
        b.add(f"{c}.width == {c}.right - {c}.left")
        b.add(f"{c}.cx == parent.cx", prio=rng.choice([None, None, "strong", 999.5]))
        b.add(f"{c}.left >= parent.left + {margin}", prio=rng.choice([None, "required", "strong", 999]))
        b.add(f"{c}.right <= parent.right - {margin}", prio=rng.choice([None, 1000, "strong", 999]))
        b.add(f"{c}.width >= {rng.choice([10, 20, 40])}")
        b.add(f"{c}.width == {rng.choice([100, 150, 200, 250])}", prio=b.prio(), weight=b.weight())
        interesting += [f"{c}.left", f"{c}.right", f"{c}.width", f"{c}.cx"]
        b.maybe_fail(0.3)
    b.values(interesting)
    while b.room(4):
        r = rng.random()
        if r < 0.55:
            v = rng.choice(["parent.left", "parent.right"])
            if v in b.sim.edits:
                b.suggest(v, rng.choice([-50, 0, 40, 100, 150, 220, 350, 500, 800]))
                b.values(interesting)
        elif r < 0.75:
            b.inject()
        elif r < 0.85 and "parent.right" in b.sim.edits:
            b.remove_edit("parent.right")
            b.add(f"parent.right == {rng.choice([200, 400])}", prio="weak")
            b.values(interesting)
        else:
            break
    b.values(interesting)


def fam_clamp(b):
    rng = b.rng
    v = rng.choice(["panel.width", "sidebar.w", "img.height", "w"])
    lo = rng.choice([0, 20, 40, 100])
    hi = lo + rng.choice([50, 100, 200, 300])
    interesting = [v]
    b.add(f"{v} >= {lo}")
    b.add(f"{v} <= {hi}", prio=rng.choice([None, "strong", 999.5, "medium", 400]))
    b.add(f"{v} == {rng.choice([lo + 10, hi - 10, (lo + hi) // 2, hi + 50])}",
          prio=rng.choice(["weak", "medium", 300, 0.5, 251]), weight=b.weight())
    b.values(interesting)
    if rng.random() < 0.6:
        u = v + ".twin"
        b.add(f"{u} == 0.5*{v} + 10", prio=rng.choice([None, "strong"]))
        b.add(f"{u} <= {hi // 2}", prio=rng.choice([None, "medium", 800]))
        interesting.append(u)
    b.edit(v, rng.choice([lo - 20, hi + 40, lo + 5]),
           prio=rng.choice(["default", "weak", "medium", 999.999, 0.5, 400, 250]))
    b.values(interesting)
    while b.room(3):
        r = rng.random()
        if r < 0.6 and v in b.sim.edits:
            b.suggest(v, rng.choice([lo - 100, lo - 1, lo, lo + 1, (lo + hi) / 2, hi - 0.5, hi, hi + 1, hi + 500]))
            b.values(interesting)
        elif r < 0.7:
            b.add(f"{v} <= {rng.choice([hi - 20, hi + 20])}", prio=b.prio())
            b.values(interesting)
        elif r < 0.85:
            b.inject()
        elif r < 0.92 and v in b.sim.edits:
            b.remove_edit(v)
            b.values(interesting)
            if b.room(3):
                b.edit(v, rng.choice([lo, hi, lo + 33]), prio=b.prio())
        else:
            break
    b.values(interesting)


def fam_strict(b):
    rng = b.rng
    templates = list(range(7))
    rng.shuffle(templates)
    used = 0
    for t in templates:
        if not b.room(12) or used >= 3:
            break
        used += 1
        p = f"s{t}"
        x, y, z = f"{p}.x", f"{p}.y", f"{p}.z"
        if t == 0:
            A, B = rng.choice([10, 20, 30]), rng.choice([60, 80, 100])
            hi, lo = rng.choice([(251, 250), (250.5, 250), ("medium", 499), (999.5, 999), (0.75, 0.5)])
            b.add(f"{x} == {A}", prio=hi)
            for _ in range(rng.randint(3, 8)):
                b.add(f"{x} == {B}", prio=lo, weight=rng.choice([1, 5, 100]), cid="auto")
            b.values([x])
            ids = [i for i, c in b.sim.active.items() if c.text == f"{x} == {A}"]
            if ids:
                b.remove(ids[0])
                b.values([x])
        elif t == 1:
            b.add(f"{x} <= {rng.choice([50, 60])}")
            b.add(f"{x} == 80", prio=999.999, weight=rng.choice([1, 1000]))
            b.add(f"{x} == 0", prio=999.99, weight=1000)
            b.values([x])
        elif t == 2:
            b.add(f"{y} == {x} + 5")
            b.add(f"{y} == 100", prio="weak")
            b.add(f"{x} == 10", prio=249.5, weight=rng.choice([1, 50]))
            b.values([x, y])
            cid, _ = b.add(f"{x} == 10", prio=250.5, cid=True)
            b.values([x, y])
            b.add(f"{y} == 100", prio=250.5, weight=2)
            b.values([x, y])
            if cid:
                b.remove(cid)
                b.values([y, x])
        elif t == 3:
            b.add(f"{x} + {y} + {z} == {rng.choice([300, 600])}")
            b.add(f"{x} == 50", prio=999)
            b.add(f"{y} == 50", prio=998, weight=0.5)
            b.add(f"{z} == 50", prio=997, weight=10)
            b.add(f"{x} >= 0")
            b.values([x, y, z])
        elif t == 4:
            b.add(f"{x} >= 100", prio=rng.choice([251, "strong", 600]))
            b.add(f"{x} <= 50", prio=rng.choice([250, "weak", 1]), weight=1000)
            b.values([x])
            b.add(f"{x} <= 20", prio=900)
            b.values([x])
        elif t == 5:
            # named and numeric priorities of the same value form one level
            a, bb = rng.choice([(2, 3), (3, 2), (1, 4)])
            b.add(f"{x} == 10", prio="strong", weight=a)
            b.add(f"{x} == 30", prio=750, weight=bb)
            b.add(f"{x} == 20", prio=500, weight=100)
            b.values([x])
            b.add(f"{x} == 20", prio="medium", weight=1)
            b.values([x])
        else:
            # tiny priorities still order strictly
            b.add(f"{x} + {y} == 100")
            b.add(f"{x} == 10", prio=0.5)
            b.add(f"{y} == 10", prio=0.25, weight=50)
            b.add(f"{y} <= 80", prio=0.001)
            b.values([x, y])
            b.edit(y, 70, prio=rng.choice([0.75, 0.1]))
            b.values([x, y])
        b.maybe_fail(0.5)
    b.values(list(b.sim.order)[:10])


def fam_weights(b):
    rng = b.rng
    used = 0
    cases = list(range(5))
    rng.shuffle(cases)
    for t in cases:
        if not b.room(12) or used >= 3:
            break
        used += 1
        p = f"w{t}"
        x, y = f"{p}.x", f"{p}.y"
        pr = b.prio()
        if t == 0:
            # weighted median
            vals = rng.sample([0, 10, 20, 30, 50, 80, 100], rng.randint(2, 5))
            for v in vals:
                b.add(f"{x} == {v}", prio=pr, weight=rng.choice([1, 2, 3, 5]))
            b.values([x])
        elif t == 1:
            S = rng.choice([100, 200])
            b.add(f"{x} + {y} == {S}")
            wa, wb = rng.choice([(2, 1), (1, 2), (1, 1), (3, 3), (1, 1.5)])
            b.add(f"{x} == 30", prio=pr, weight=wa)
            b.add(f"{y} == 30", prio=pr, weight=wb)
            b.values([x, y])
        elif t == 2:
            wa, wb = rng.choice([(1, 1), (2, 1), (1, 3)])
            b.add(f"{x} >= 40", prio=pr, weight=wa)
            b.add(f"{x} <= 30", prio=pr, weight=wb)
            b.values([x])
            b.add(f"{x} == 0", prio="weak" if pr != "weak" else 1)
            b.values([x])
        elif t == 3:
            # coefficients change which error is cheaper
            b.add(f"2*{x} == {y}")
            b.add(f"{x} == 10", prio=pr, weight=rng.choice([1, 3]))
            b.add(f"{y} == 40", prio=pr, weight=rng.choice([1, 2]))
            b.values([x, y])
        else:
            # an edit at the same priority as a preference
            b.add(f"{x} == 100", prio="strong", weight=rng.choice([1, 2, 4]))
            b.edit(x, 10, prio=rng.choice(["default", 750]), weight=rng.choice([None, 3, 2]))
            b.values([x])
            b.suggest(x, 40)
            b.values([x])
        b.maybe_fail(0.4)
    b.values(list(b.sim.order)[:10])


def fam_drag(b):
    rng = b.rng
    W = rng.choice([400, 600, 800])
    div = rng.choice([0, 4, 8])
    mn = rng.choice([50, 80, 100])
    interesting = ["split.pos", "left.width", "right.width"]
    b.add("win.left == 0")
    b.add(f"win.right == {W}", prio=rng.choice([None, None, "strong"]))
    b.add("left.width == split.pos - win.left")
    b.add(f"right.width == win.right - split.pos - {div}" if div else "right.width == win.right - split.pos")
    b.add(f"left.width >= {mn}")
    b.add(f"right.width >= {mn}", prio=rng.choice([None, None, "strong", 999]))
    b.add(f"split.pos == {W // 2}", prio=rng.choice(["weak", 1, 100]))
    b.values(interesting)
    b.edit("split.pos", W // 3, prio=rng.choice(["default", "medium", 700, 999]))
    b.values(interesting)
    while b.room(3):
        r = rng.random()
        if r < 0.6 and "split.pos" in b.sim.edits:
            b.suggest("split.pos", rng.choice([-100, 0, mn - 1, mn, mn + 1, W // 2, W - mn - div, W - 10, W + 200, 123.5]))
            b.values(interesting)
        elif r < 0.7:
            if "split.pos" in b.sim.edits:
                b.remove_edit("split.pos")
            else:
                b.edit("split.pos", rng.choice([150, 250]), prio=b.prio())
            b.values(interesting)
        elif r < 0.85:
            b.inject()
        elif r < 0.93:
            ids = [i for i, c in b.sim.active.items() if "width >=" in c.text]
            if ids:
                cid = rng.choice(ids)
                text = b.sim.active[cid].text
                b.remove(cid)
                b.values(interesting)
                if b.room(2):
                    b.add(text, cid=cid if rng.random() < 0.5 else "auto")
        else:
            break
    b.values(interesting)


def fam_churn(b):
    rng = b.rng
    b.fail_p = 0.2
    n = rng.randint(4, 9)
    vs = [f"v{i}" for i in range(n)]
    for v in vs:
        if rng.random() < 0.7:
            b.add(f"{v} >= 0")
    b.add(f"{vs[0]} == {rng.choice([0, 10])}", prio=rng.choice(["strong", None]))

    def random_con():
        a, c = rng.sample(vs, 2)
        k = rng.choice([0, 5, 10, 20, 25, 50])
        form = rng.randrange(5)
        if form == 0:
            return f"{a} == {c} + {k}"
        if form == 1:
            return f"{a} >= {c} + {k}"
        if form == 2:
            return f"{a} <= {rng.choice([100, 200, 300])}"
        if form == 3:
            return f"{a} + {c} == {rng.choice([100, 150, 200])}"
        return f"{a} == {rng.choice([30, 60, 90])}"

    while b.room(3):
        r = rng.random()
        if r < 0.4:
            prio = None if rng.random() < 0.4 else b.prio()
            b.add(random_con(), prio=prio, weight=None if prio is None else b.weight(), cid=True)
        elif r < 0.6:
            ids = list(b.sim.active)
            if ids:
                b.remove(rng.choice(ids))
        elif r < 0.7:
            pool = [i for i in b.removed_ids if i not in b.sim.active]
            if pool:
                # re-adding a removed id is fine
                b.add(random_con(), prio=b.prio(), cid=rng.choice(pool))
        elif r < 0.82:
            b.values(vs)
        else:
            b.inject()
    b.values(vs)


def fam_random(b):
    rng = b.rng
    n = rng.randint(3, 10)
    vs = [f"{rng.choice(['a', 'b', 'x', 'n', 'p'])}{i}" for i in range(n)]
    for v in vs:
        b.add(f"{v} >= {rng.choice([0, -100])}")
        b.add(f"{v} <= {rng.choice([500, 1000])}")
    coefs = [1, 1, 1, -1, -1, 2, -2, 0.5, 3]
    while b.room(3):
        r = rng.random()
        if r < 0.55:
            k = rng.randint(1, 3)
            terms = [(rng.choice(coefs), v) for v in rng.sample(vs, k)]
            split = rng.randint(0, k)
            lhs, rhs = terms[:split], [(-c, v) for c, v in terms[split:]]
            const = rng.choice([0, 5, 10, 25, 50, 100, -20])
            op = rng.choice(["==", "<=", ">="])
            if rng.random() < 0.5:
                expr = rel(rng, lhs, op, rhs, 0, const)
            else:
                expr = rel(rng, lhs, op, rhs, -const, 0)
            prio = None if rng.random() < 0.3 else b.prio()
            b.add(expr, prio=prio, weight=None if prio is None else b.weight())
        elif r < 0.65:
            cands = [v for v in vs if v not in b.sim.edits]
            if cands:
                b.edit(rng.choice(cands), rng.choice([0, 50, 120, 400]), prio=b.prio())
        elif r < 0.72 and b.sim.edits:
            b.suggest(rng.choice(list(b.sim.edits)), rng.choice([-30, 0, 10, 75, 250, 600]))
        elif r < 0.8:
            ids = list(b.sim.active)
            if ids:
                b.remove(rng.choice(ids))
        elif r < 0.9:
            b.values(vs)
        else:
            b.inject()
    b.values(vs)


def fam_errors(b):
    rng = b.rng
    b.fail_p = 0.0
    b.add("x >= 0")
    le_id, _ = b.add("x <= 100", cid=True)
    b.add("y == x + 10", prio=rng.choice([None, "strong"]))
    b.add("x == 50", prio="weak")
    b.values(["x", "y"])
    kinds = ["unsat_bound", "unsat_chain", "duplicate", "unknown_remove", "dup_edit",
             "unknown_edit", "required_edit", "invalid"]
    rng.shuffle(kinds)
    for kind in kinds[: rng.randint(3, 8)]:
        if not b.room(6):
            break
        b.inject(kind)
        if rng.random() < 0.5:
            b.values(["x", "y"] + list(b.sim.order)[-3:])
    # the classic: x >= 200 while x <= 100 is active, then remove and retry
    if b.room(6):
        cid = le_id if le_id in b.sim.active else None
        failed_id = b.fresh_id()
        b.add("x >= 200", cid=failed_id)
        b.values(["x", "y"])
        b.remove(failed_id)                     # never added: unknownConstraint
        if cid:
            b.remove(cid)
            b.add("x >= 200", cid=failed_id)    # the id is free: succeeds now
            b.values(["x", "y"])
    while b.room(3) and rng.random() < 0.7:
        b.inject()
    b.values(["x", "y"])


FAMILIES = [
    ("row", fam_row, 45),
    ("bigrow", lambda b: fam_row(b, big=True), 16),
    ("wide", fam_big_wide, 12),
    ("grid", fam_grid, 32),
    ("center", fam_center, 32),
    ("clamp", fam_clamp, 34),
    ("strict", fam_strict, 40),
    ("weights", fam_weights, 32),
    ("drag", fam_drag, 32),
    ("churn", fam_churn, 30),
    ("random", fam_random, 35),
    ("errors", fam_errors, 30),
]


REGRESSIONS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "regressions")


def regression_sessions():
    """Documents the solver once got wrong (Tests/Oracle/regressions), in
    name order, each named after its file and carrying the oracle's answers."""
    sessions = []
    for file in sorted(os.listdir(REGRESSIONS_DIR)):
        with open(os.path.join(REGRESSIONS_DIR, file), encoding="utf-8") as f:
            steps = json.load(f)["steps"]
        sessions.append({"name": "regression-" + file[:-len(".json")], "document": {"steps": steps},
                         "expected": expected_results(steps)})
    return sessions


def build_session(idx, family, fn):
    for attempt in range(50):
        rng = random.Random(f"{SEED}/{idx}/{attempt}")
        b = Builder(rng)
        try:
            fn(b)
            steps = b.steps
            if not (MIN_STEPS <= len(steps) <= MAX_STEPS):
                STATS["wrong_length"] = STATS.get("wrong_length", 0) + 1
                continue
            if "values" not in steps[-1]:
                continue
            expected = expected_results(steps)
        except Delicate:
            STATS["rejected"] = STATS.get("rejected", 0) + 1
            continue
        # the interactive pass and the fresh pass must agree on failures
        errs = [(i, e) for i, e in enumerate(b.errors) if e]
        errs2 = [(r["step"], r["error"]) for r in expected if "error" in r]
        if errs != errs2:
            raise GeneratorBug(f"passes disagree in {family}-{idx}")
        return {"name": f"{family}-{idx:04d}", "document": {"steps": steps}, "expected": expected}
    raise GeneratorBug(f"could not build session {idx} ({family})")


def family_schedule():
    sched = []
    for name, fn, count in FAMILIES:
        sched += [(name, fn)] * count
    rng = random.Random(f"{SEED}/schedule")
    rng.shuffle(sched)
    return sched


def write(sessions, path):
    write_fixture(path, [("generator", "Tests/Oracle/make_solver_fixtures.py"), ("seed", SEED),
                         ("tolerance", TOLERANCE)], "sessions", sessions)


def summary(sessions):
    from collections import Counter
    steps = sum(len(s["document"]["steps"]) for s in sessions)
    fails = Counter()
    values_entries = determined = undetermined = 0
    nvars = []
    for s in sessions:
        names = set()
        for st in s["document"]["steps"]:
            for key in ("add",):
                if key in st:
                    names.update(parse_relation(st[key])[3])
        nvars.append(len(names))
        for r in s["expected"]:
            if "error" in r:
                fails[r["error"]] += 1
            else:
                values_entries += 1
                for v in r["values"].values():
                    if v is None:
                        undetermined += 1
                    else:
                        determined += 1
    fam = Counter(s["name"].split("-")[0] for s in sessions)
    lens = [len(s["document"]["steps"]) for s in sessions]
    print(f"sessions: {len(sessions)}  ({', '.join(f'{k} {v}' for k, v in sorted(fam.items()))})")
    print(f"steps: {steps}  (per session {min(lens)}..{max(lens)})")
    print(f"values entries: {values_entries}  values: {determined} determined, {undetermined} null")
    print(f"failed steps: {sum(fails.values())} ({100.0 * sum(fails.values()) / steps:.1f}% of steps)")
    for k in sorted(fails):
        print(f"  {k}: {fails[k]}")
    print(f"sessions naming >= 30 variables: {sum(1 for n in nvars if n >= 30)} (max {max(nvars)})")
    print(f"regenerated attempts: {STATS.get('rejected', 0)} numerically delicate, "
          f"{STATS.get('wrong_length', 0)} too long/short")
    rs = [r for r in STATS["ranges"]]
    det = [r for r in rs if r <= DETERMINED_RANGE]
    und = [r for r in rs if r >= UNDETERMINED_RANGE]
    if det:
        print(f"largest range still called determined: {max(det):.3g}")
    if und:
        print(f"smallest finite range called undetermined: {min(und):.3g}")
    vs = STATS["violations"]
    ok = [v for v in vs if v <= FEASIBLE_VIOLATION]
    bad = [v for v in vs if v >= INFEASIBLE_VIOLATION]
    if ok:
        print(f"largest violation called feasible: {max(ok):.3g}")
    if bad:
        print(f"smallest violation called infeasible: {min(bad):.3g}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    t0 = time.time()
    sessions = []
    for idx, (family, fn) in enumerate(family_schedule()):
        sessions.append(build_session(idx, family, fn))
    sessions += regression_sessions()
    write(sessions, args.out)
    if not args.quiet:
        summary(sessions)
        print(f"wrote {os.path.relpath(args.out)} ({os.path.getsize(args.out)} bytes) in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
