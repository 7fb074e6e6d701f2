#!/usr/bin/env python3
"""Replay a benchmark *workload script* on kiwisolver and print the timings.

This is the kiwi side of the benchmark described in
``Benchmarks/WORKLOAD-SCRIPT.md`` (the normative format of the script, the
timing protocol and the output JSON); the workloads themselves (W1..W5) are
described in ``WORKLOADS.md``.  The Swift benchmark executable generates the
script; this program only replays it, so both sides run exactly the same
constraints in the same order.

Usage::

    python3 Benchmarks/kiwi/run_kiwi.py SCRIPT.json [--max-seconds S]
    python3 Benchmarks/kiwi/run_kiwi.py - < SCRIPT.json

stdout receives exactly one JSON object; progress and warnings go to stderr.
If ``import kiwisolver`` fails, a virtual environment is created at
``Benchmarks/.venv`` with ``kiwisolver==1.5.1`` and the script re-executes
itself with that environment's interpreter.

Choices where WORKLOAD-SCRIPT.md leaves room:

* A term of an ``add`` entry is ``[coefficient, variable_index]`` (the order
  of "Σ coefficient·variable" and of the example, ``[[1, 0]]`` = ``left0``).
* Edit passes run first, then churn passes, on the same solver (the one left
  by the last build repetition).
* Checks run after warm-up repetitions/passes too, always outside the timed
  region.  A failed check (or a kiwi exception) stops the run: the JSON is
  printed with what was measured so far and the exit status is 1.
* ``--max-seconds S``: a repetition (warm-up or counted) that takes longer
  than S seconds ends the repeating of its phase.  A slow warm-up ends the
  warm-up only: counted repetitions then run until one is slow, so every
  phase that ran reports at least one time.  ``"truncated": true`` is added when any
  requested repetition was skipped.

Exit status: 0 = all checks passed, 1 = a check failed or kiwi raised,
2 = bad command line or malformed script, 3 = kiwisolver could not be set up.
"""

import argparse
import gc
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

KIWI_VERSION = "1.5.1"
# Benchmarks/kiwi/run_kiwi.py -> Benchmarks/.venv
VENV_DIR = Path(__file__).resolve().parent.parent / ".venv"
# Set before re-executing under the venv, to rule out an exec loop.
REEXEC_GUARD = "RUN_KIWI_REEXECUTED"


def log(message):
    """Progress and warnings: stderr only (stdout carries the result JSON)."""
    print(f"run_kiwi: {message}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# Bootstrapping kiwisolver
# --------------------------------------------------------------------------

def _pip_install(python):
    """Install the pinned kiwisolver with `python -m pip`, output to stderr."""
    log(f"installing kiwisolver=={KIWI_VERSION} into {VENV_DIR}")
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet",
         "--disable-pip-version-check", f"kiwisolver=={KIWI_VERSION}"],
        check=True, stdout=sys.stderr)


def import_kiwisolver():
    """Return the kiwisolver module, installing it into Benchmarks/.venv and
    re-executing this script with the venv's python if needed."""
    try:
        import kiwisolver
        return kiwisolver
    except ImportError:
        pass

    venv_python = VENV_DIR / "bin" / "python"
    try:
        inside_venv = Path(sys.prefix).resolve() == VENV_DIR.resolve()
    except OSError:
        inside_venv = False

    try:
        if inside_venv:
            # The venv exists but lacks kiwisolver (e.g. an interrupted
            # earlier install): install it here and import.
            _pip_install(sys.executable)
            import kiwisolver
            return kiwisolver
        if os.environ.get(REEXEC_GUARD):
            raise RuntimeError("re-executed under the venv but still cannot "
                               "import kiwisolver")
        if not venv_python.exists():
            log(f"creating virtual environment {VENV_DIR}")
            subprocess.run([sys.executable, "-m", "venv", str(VENV_DIR)],
                           check=True, stdout=sys.stderr)
            _pip_install(venv_python)
    except (OSError, subprocess.CalledProcessError, RuntimeError,
            ImportError) as error:
        log(f"cannot set up kiwisolver: {error}")
        sys.exit(3)

    sys.stdout.flush()
    sys.stderr.flush()
    os.environ[REEXEC_GUARD] = "1"
    os.execv(str(venv_python),
             [str(venv_python), str(Path(__file__).resolve()), *sys.argv[1:]])


# --------------------------------------------------------------------------
# Parsing the script into plain Python lists (before any timing)
# --------------------------------------------------------------------------

class ScriptError(Exception):
    """The workload script does not follow WORKLOAD-SCRIPT.md."""


OPS = ("==", "<=", ">=")
# Build steps, after parsing: (ADD, constraint_index, None),
# (EDIT, variable_index, strength), (SUGGEST, variable_index, value).
ADD, EDIT, SUGGEST = 0, 1, 2


def _number(value, where):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ScriptError(f"{where}: expected a number, got {value!r}")
    return float(value)


def _integer(value):
    """An int, also from an integral float (2.0), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value if isinstance(value, int) else None


def _count(raw, where, minimum=0):
    value = _integer(raw)
    if value is None or value < minimum:
        raise ScriptError(f"{where}: expected an integer >= {minimum}, "
                          f"got {raw!r}")
    return value


def _index(raw, size, where):
    value = _integer(raw)
    if value is None or not 0 <= value < size:
        raise ScriptError(f"{where}: expected an index in 0..{size - 1}, "
                          f"got {raw!r}")
    return value


def _pairs(raw, n_vars, where):
    """[[variable_index, value], ...] -> [(index, float), ...]."""
    if not isinstance(raw, list):
        raise ScriptError(f"{where}: expected a list of [variable, value]")
    pairs = []
    for k, pair in enumerate(raw):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ScriptError(f"{where}[{k}]: expected [variable, value]")
        pairs.append((_index(pair[0], n_vars, f"{where}[{k}][0]"),
                      _number(pair[1], f"{where}[{k}][1]")))
    return pairs


def _section(script, key, count_name):
    """Common shape of the optional `edit` / `churn` sections."""
    section = script.get(key)
    if section is None:
        return None
    if not isinstance(section, dict):
        raise ScriptError(f"{key}: expected an object")
    items = section.get(count_name)
    if not isinstance(items, list) or not items:
        raise ScriptError(f"{key}.{count_name}: expected a non-empty list")
    return (section, items,
            _count(section.get("repetitions"), f"{key}.repetitions", 1),
            _count(section.get("warmup", 0), f"{key}.warmup"))


def parse_script(script):
    """Validate the script and turn it into plain lists and tuples, so that
    the timed regions only create kiwi objects and call the solver."""
    if not isinstance(script, dict):
        raise ScriptError("the script must be a JSON object")
    names = script.get("variables")
    if not isinstance(names, list) or not all(isinstance(n, str)
                                              for n in names):
        raise ScriptError("variables: expected a list of strings")
    n_vars = len(names)

    # Constraints (one per `add` entry, in order) and the build steps.
    constraints = []        # (terms [(coefficient, var_index)], constant, op, strength)
    steps = []
    raw_build = script.get("build")
    if not isinstance(raw_build, list):
        raise ScriptError("build: expected a list")
    for k, entry in enumerate(raw_build):
        where = f"build[{k}]"
        if not isinstance(entry, dict):
            raise ScriptError(f"{where}: expected an object")
        if "add" in entry:
            raw_terms = entry["add"]
            if not isinstance(raw_terms, list):
                raise ScriptError(f"{where}.add: expected a list of "
                                  "[coefficient, variable]")
            terms = []
            for t, term in enumerate(raw_terms):
                if not isinstance(term, list) or len(term) != 2:
                    raise ScriptError(f"{where}.add[{t}]: expected "
                                      "[coefficient, variable]")
                terms.append((_number(term[0], f"{where}.add[{t}][0]"),
                              _index(term[1], n_vars, f"{where}.add[{t}][1]")))
            op = entry.get("op")
            if op not in OPS:
                raise ScriptError(f"{where}.op: expected one of {OPS}, "
                                  f"got {op!r}")
            steps.append((ADD, len(constraints), None))
            constraints.append((terms,
                                _number(entry.get("constant", 0),
                                        f"{where}.constant"),
                                op,
                                _number(entry.get("kiwi"), f"{where}.kiwi")))
        elif "edit" in entry:
            steps.append((EDIT, _index(entry["edit"], n_vars, f"{where}.edit"),
                          _number(entry.get("kiwi"), f"{where}.kiwi")))
        elif "suggest" in entry:
            steps.append((SUGGEST,
                          _index(entry["suggest"], n_vars, f"{where}.suggest"),
                          _number(entry.get("value"), f"{where}.value")))
        else:
            raise ScriptError(f"{where}: expected an add, edit or suggest "
                              "entry")

    plan = {
        "name": script.get("name"),
        "n": script.get("n"),
        "names": names,
        "constraints": constraints,
        "steps": steps,
        "build_repetitions": _count(script.get("build_repetitions"),
                                    "build_repetitions", 1),
        "build_warmup": _count(script.get("build_warmup", 0), "build_warmup"),
        "edit": None,
        "churn": None,
    }

    edit = _section(script, "edit", "cycles")
    if edit is not None:
        _, cycles, reps, warmup = edit
        plan["edit"] = {
            "cycles": [_pairs(c, n_vars, f"edit.cycles[{k}]")
                       for k, c in enumerate(cycles)],
            "repetitions": reps, "warmup": warmup}

    churn = _section(script, "churn", "adds")
    if churn is not None:
        _, adds, reps, warmup = churn
        plan["churn"] = {
            "adds": [_index(a, len(constraints), f"churn.adds[{k}]")
                     for k, a in enumerate(adds)],
            "repetitions": reps, "warmup": warmup}

    checks = script.get("checks") or {}
    if not isinstance(checks, dict):
        raise ScriptError("checks: expected an object")
    plan["checks"] = {key: _pairs(checks.get(key) or [], n_vars,
                                  f"checks.{key}")
                      for key in ("after_build", "after_edit_pass",
                                  "after_churn_pass")}
    return plan


# --------------------------------------------------------------------------
# Timed phases
# --------------------------------------------------------------------------

class CheckFailed(Exception):
    """A check value did not hold, or kiwi raised during a phase."""


def check(variables, names, pairs, phase):
    """Raise CheckFailed on the first (variable, expected) pair that does not
    hold within 1e-6 * max(1, |expected|)."""
    for index, expected in pairs:
        actual = variables[index].value()
        if abs(actual - expected) > 1e-6 * max(1.0, abs(expected)):
            raise CheckFailed(f"{phase}: {names[index]} expected {expected:g}, "
                              f"got {actual!r}")


def build_once(kiwi, plan):
    """One build repetition: make (variables + constraints) and add (new
    solver, every build step, updateVariables()).  Returns the elapsed time
    and the objects, which the caller keeps alive so that destroying them is
    not timed."""
    Variable, Term = kiwi.Variable, kiwi.Term
    Expression, Constraint = kiwi.Expression, kiwi.Constraint
    names, specs, steps = plan["names"], plan["constraints"], plan["steps"]

    start = time.perf_counter()
    # make
    variables = [Variable(name) for name in names]
    constraints = [
        Constraint(Expression([Term(variables[v], c) for c, v in terms],
                              constant), op, strength)
        for terms, constant, op, strength in specs]
    # add
    solver = kiwi.Solver()
    add_constraint = solver.addConstraint
    add_edit = solver.addEditVariable
    suggest = solver.suggestValue
    for kind, index, value in steps:
        if kind == ADD:
            add_constraint(constraints[index])
        elif kind == EDIT:
            add_edit(variables[index], value)
        else:
            suggest(variables[index], value)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    return elapsed, solver, variables, constraints


def edit_pass(solver, cycles):
    """One edit pass: every cycle suggests its values, then updateVariables().
    `cycles` holds kiwi Variable objects already.  Returns the pass time."""
    suggest = solver.suggestValue
    update = solver.updateVariables
    start = time.perf_counter()
    for cycle in cycles:
        for variable, value in cycle:
            suggest(variable, value)
        update()
    return time.perf_counter() - start


def churn_pass(solver, sequence):
    """One churn pass: remove then re-add each constraint object of
    `sequence`.  Returns the pass time."""
    remove = solver.removeConstraint
    add = solver.addConstraint
    start = time.perf_counter()
    for constraint in sequence:
        remove(constraint)
        add(constraint)
    return time.perf_counter() - start


class Repeater:
    """Runs warm-up then counted repetitions of one phase under the
    --max-seconds rule (applied to the whole repetition's time); collects
    the counted times divided by `per` (cycles or pairs of a pass)."""

    def __init__(self, warmup, repetitions, max_seconds, per=1):
        self.warmup, self.repetitions = warmup, repetitions
        self.max_seconds, self.per = max_seconds, per
        self.times = []
        self.truncated = False

    def run(self, once):
        """`once(label)` runs one repetition (and its check) and returns its
        whole time; `label` names the repetition for check messages."""
        for k in range(self.warmup):
            elapsed = once(f"warm-up {k + 1}")
            if self._too_slow(elapsed):
                self.truncated = self.truncated or k + 1 < self.warmup
                break
        for k in range(self.repetitions):
            elapsed = once(f"repetition {k + 1}")
            self.times.append(elapsed / self.per)
            if self._too_slow(elapsed):
                self.truncated = self.truncated or k + 1 < self.repetitions
                break
        return self.times

    def _too_slow(self, elapsed):
        return self.max_seconds is not None and elapsed > self.max_seconds


def run(kiwi, plan, max_seconds):
    """Run every phase of the plan; return the output JSON object."""
    result = {
        "solver": f"kiwisolver {kiwi.__version__}",
        "python": platform.python_version(),
        "name": plan["name"], "n": plan["n"],
        "build": [], "edit": None, "churn": None,
        "checks": "ok",
    }
    names, checks = plan["names"], plan["checks"]
    kiwi_errors = tuple(getattr(kiwi, name) for name in (
        "UnsatisfiableConstraint", "DuplicateConstraint", "UnknownConstraint",
        "DuplicateEditVariable", "UnknownEditVariable", "BadRequiredStrength"))
    truncated = False
    state = {}        # solver, variables, constraints of the last build

    def one_build(label):
        state.clear()         # destroy the previous solver outside the timing
        gc.collect()
        elapsed, solver, variables, constraints = build_once(kiwi, plan)
        state.update(solver=solver, variables=variables,
                     constraints=constraints)
        check(variables, names, checks["after_build"],
              f"after_build ({label})")
        return elapsed

    phase = "build"
    try:
        repeater = Repeater(plan["build_warmup"], plan["build_repetitions"],
                            max_seconds)
        result["build"] = repeater.times     # filled in place as it runs
        log(f"{plan['name']} n={plan['n']}: build")
        repeater.run(one_build)
        truncated |= repeater.truncated

        solver, variables = state["solver"], state["variables"]

        if plan["edit"] is not None:
            phase = "edit"
            edit = plan["edit"]
            cycles = [[(variables[v], x) for v, x in cycle]
                      for cycle in edit["cycles"]]

            def one_edit(label):
                gc.collect()
                elapsed = edit_pass(solver, cycles)
                check(variables, names, checks["after_edit_pass"],
                      f"after_edit_pass ({label})")
                return elapsed

            repeater = Repeater(edit["warmup"], edit["repetitions"],
                                max_seconds, per=len(cycles))
            result["edit"] = repeater.times
            log(f"{plan['name']} n={plan['n']}: edit passes")
            repeater.run(one_edit)
            truncated |= repeater.truncated

        if plan["churn"] is not None:
            phase = "churn"
            churn = plan["churn"]
            sequence = [state["constraints"][a] for a in churn["adds"]]

            def one_churn(label):
                gc.collect()
                elapsed = churn_pass(solver, sequence)
                check(variables, names, checks["after_churn_pass"],
                      f"after_churn_pass ({label})")
                return elapsed

            repeater = Repeater(churn["warmup"], churn["repetitions"],
                                max_seconds, per=len(sequence))
            result["churn"] = repeater.times
            log(f"{plan['name']} n={plan['n']}: churn passes")
            repeater.run(one_churn)
            truncated |= repeater.truncated
    except CheckFailed as failure:
        result["checks"] = str(failure)
    except kiwi_errors as error:
        # UnsatisfiableConstraint, DuplicateConstraint, ... : the script does
        # not run on kiwi as written, which is an error of the run as well.
        result["checks"] = f"{phase}: kiwi raised {type(error).__name__}: " \
                           f"{error}"

    if truncated:
        result["truncated"] = True
    return result


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------

def parse_arguments():
    parser = argparse.ArgumentParser(
        description="Replay a workload script (Benchmarks/WORKLOAD-SCRIPT.md)"
                    " on kiwisolver and print the timings as JSON.")
    parser.add_argument("script", help="workload script JSON file, or - for "
                                       "stdin")
    parser.add_argument("--max-seconds", type=float, default=None,
                        metavar="S",
                        help="stop repeating a phase after a repetition that "
                             "took longer than S seconds (default: no limit)")
    arguments = parser.parse_args()
    if arguments.max_seconds is not None and arguments.max_seconds <= 0:
        parser.error("--max-seconds must be positive")
    return arguments


def main():
    arguments = parse_arguments()
    kiwi = import_kiwisolver()       # may re-execute under Benchmarks/.venv

    try:
        if arguments.script == "-":
            script = json.load(sys.stdin)
        else:
            with open(arguments.script, encoding="utf-8") as handle:
                script = json.load(handle)
        plan = parse_script(script)
    except (OSError, json.JSONDecodeError, ScriptError) as error:
        log(f"cannot read the workload script: {error}")
        return 2

    result = run(kiwi, plan, arguments.max_seconds)
    print(json.dumps(result))
    if result["checks"] != "ok":
        log(f"check failed: {result['checks']}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
