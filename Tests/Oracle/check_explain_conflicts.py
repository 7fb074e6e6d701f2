#!/usr/bin/env python3
"""Independent check of the conflicts `layout explain` reports for the
console logs of `Tests/ExplainTests/Logs/`.

Explain turns each block of a log into linear constraints and finds a
minimal conflict with the project's own Cassowary solver. This script asks
another solver, HiGHS (`scipy.optimize.linprog`), the same questions about
the same linear systems, and writes what it finds to

    Tests/ExplainTests/Fixtures/explain-oracle.json

which `ExplainOracleFixtureTests` compares with explain's current answers.

The systems come from explain itself (`LogExplanation.linearSystems`, which
`ExplainOracleFixtureTests/exportForTheOracle` writes when
EXPLAIN_ORACLE_EXPORT names a file): the reading of the log into
constraints is explain's, the deciding is not. Each block has one system
per reading of the unprinted layout margins (`nonNegative`: unknown and at
least 0; `defaults16` / `defaults20`: UIKit's defaults, a view controller's
root view's sides at 16 or 20). A system is the rows of the printed lines
that take part and the background of unprinted rules (`width >= 0`,
margins), every row `sum(coefficient * variable) + constant  REL  0`.

For each block the oracle decides:

* `holds`: for each reading, whether every printed row and the background
  can hold together;
* for a reported conflict, in the reading explain found it in: whether its
  lines and the background can hold (`conflictHolds`, must be false), and
  for each of its lines whether the others and the background can
  (`holdsWithoutEachLine`, must all be true: minimal over the printed
  lines, the background always in place).

"Can hold" is decided by the smallest violation t >= 0 for which every row
holds within t (an LP: minimise t). t <= 1e-9 holds, t >= 1e-6 does not; in
between the answer would depend on tolerances and is reported as a problem.
The violations are written too (rounded to 9 significant digits).

Explain's answer must match: no conflict exactly when every reading holds;
otherwise the conflict is in the first reading that does not hold
(nonNegative, then defaults16, then defaults20), and when it rests on a
root view's side margins, what it says of the other size class's value
(`otherRootSidesConflict`) is whether that reading fails. A disagreement is listed
under `problems` (and makes the exit status 1).

Usage:
    python3 Tests/Oracle/check_explain_conflicts.py [--systems PATH] [--out PATH]

Without --systems the script runs the export itself (`swift test --filter
ExplainOracleFixtureTests/exportForTheOracle`, from the repository root).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
from scipy.optimize import linprog

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_OUT = os.path.join(REPO, "Tests", "ExplainTests", "Fixtures", "explain-oracle.json")
READING_ORDER = ["nonNegative", "defaults16", "defaults20"]
HOLDS = 1e-9
FAILS = 1e-6


def export_systems():
    """Runs explain's export and returns the parsed systems."""
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "systems.json")
        env = dict(os.environ, EXPLAIN_ORACLE_EXPORT=path)
        subprocess.run(["swift", "test", "--filter", "ExplainOracleFixtureTests/exportForTheOracle"],
                       cwd=REPO, env=env, check=True, stdout=subprocess.DEVNULL)
        with open(path) as file:
            return json.load(file)


def min_violation(rows):
    """The smallest t >= 0 with every row holding within t."""
    names = sorted({name for row in rows for name, _ in row["terms"]})
    column = {name: i for i, name in enumerate(names)}
    n = len(names) + 1  # the variables, then t
    a_ub, b_ub = [], []
    for row in rows:
        coefficients = np.zeros(n)
        for name, coefficient in row["terms"]:
            coefficients[column[name]] += coefficient
        constant = row["constant"]
        t = np.zeros(n)
        t[-1] = 1
        # a.x + c <= t  and/or  -(a.x + c) <= t
        if row["relation"] in ("==", "<="):
            a_ub.append(coefficients - t)
            b_ub.append(-constant)
        if row["relation"] in ("==", ">="):
            a_ub.append(-coefficients - t)
            b_ub.append(constant)
    cost = np.zeros(n)
    cost[-1] = 1
    result = linprog(cost, A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
                     bounds=[(None, None)] * (n - 1) + [(0, None)], method="highs",
                     options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})
    if result.status != 0:
        raise RuntimeError(f"HiGHS: {result.message}")
    return max(0.0, float(result.fun))


def rounded(value):
    return float(f"{value:.9g}")


class Decider:
    def __init__(self):
        self.problems = []
        self.questions = 0

    def holds(self, rows, context):
        """Whether the rows can hold together, and the smallest violation."""
        self.questions += 1
        t = min_violation(rows)
        if HOLDS < t < FAILS:
            self.problems.append(f"{context}: delicate, the smallest violation is {t:.3g}")
        return t <= HOLDS, rounded(t)


def check_block(log, block, decider):
    context = f"{log} block {block['block']}"
    readings = block["readings"]
    holds, violation = {}, {}
    for name in READING_ORDER:
        if name in readings:
            system = readings[name]
            holds[name], violation[name] = decider.holds(list(system["lines"].values()) + system["background"],
                                                         f"{context} ({name})")
    oracle = {"holds": holds, "violation": violation}
    problems = []
    conflict = block["conflict"]
    first_failing = next((name for name in READING_ORDER if holds.get(name) is False), None)
    if conflict is None:
        if first_failing is not None:
            problems.append(f"{context}: no conflict reported, but the lines cannot hold ({first_failing})")
    else:
        if block["reading"] != first_failing:
            problems.append(f"{context}: the conflict is in {block['reading']}, the oracle first fails in {first_failing}")
        other = {"defaults16": "defaults20", "defaults20": "defaults16"}.get(block["reading"])
        if block.get("otherRootSidesConflict") is not None and other in holds:
            if block["otherRootSidesConflict"] != (not holds[other]):
                problems.append(f"{context}: explain says {other} {'conflicts' if block['otherRootSidesConflict'] else 'holds'},"
                                f" the oracle says it {'holds' if holds[other] else 'conflicts'}")
        system = readings[block["reading"]]
        rows = [system["lines"][str(line)] for line in conflict]
        oracle["conflictHolds"], oracle["conflictViolation"] = decider.holds(rows + system["background"],
                                                                            f"{context} conflict")
        if oracle["conflictHolds"]:
            problems.append(f"{context}: the conflict {conflict} can hold")
        without, without_violation = [], []
        for position, line in enumerate(conflict):
            rest = rows[:position] + rows[position + 1:]
            h, t = decider.holds(rest + system["background"], f"{context} without line {line}")
            without.append(h)
            without_violation.append(t)
            if not h:
                problems.append(f"{context}: the conflict {conflict} is not minimal, it conflicts without line {line}")
        oracle["holdsWithoutEachLine"] = without
        oracle["withoutEachLineViolation"] = without_violation
    decider.problems += problems
    return dict(block, oracle=oracle)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--systems", help="the exported systems (default: run the export)")
    parser.add_argument("--out", default=DEFAULT_OUT)
    args = parser.parse_args()
    if args.systems:
        with open(args.systems) as file:
            systems = json.load(file)
    else:
        systems = export_systems()
    decider = Decider()
    logs = []
    blocks = conflicts = 0
    for entry in systems["logs"]:
        checked = [check_block(entry["log"], block, decider) for block in entry["blocks"]]
        blocks += len(checked)
        conflicts += sum(block["conflict"] is not None for block in checked)
        logs.append({"log": entry["log"], "blocks": checked})
    fixture = {
        "generator": "Tests/Oracle/check_explain_conflicts.py",
        "solver": "HiGHS (scipy.optimize.linprog)",
        "holds": HOLDS,
        "fails": FAILS,
        "counts": {"logs": len(logs), "blocks": blocks, "conflicts": conflicts, "questions": decider.questions},
        "problems": decider.problems,
        "logs": logs,
    }
    with open(args.out, "w") as file:
        json.dump(fixture, file, indent=1, ensure_ascii=False)
        file.write("\n")
    print(f"{len(logs)} logs, {blocks} blocks, {conflicts} conflicts, {decider.questions} LPs,"
          f" {len(decider.problems)} problems -> {os.path.relpath(args.out, REPO)}")
    for problem in decider.problems:
        print("  " + problem)
    return 1 if decider.problems else 0


if __name__ == "__main__":
    sys.exit(main())
