#!/usr/bin/env python3
"""Replay a constraint-system session document on kiwisolver.

The kiwi side of the whole-process comparison in ``Docs/Benchmarks.md``:
``layout solve SESSION.json`` against this program on the same file, each
timed as a whole process (start-up, reading, solving, printing). It reads
the steps ``session_document.py`` writes (``add`` of a linear constraint,
``edit``, ``suggest``, ``values``), with priorities mapped as
``Benchmarks/WORKLOADS.md`` maps them, and prints every variable's value at
each ``values`` step.

Usage::

    Benchmarks/.venv/bin/python Benchmarks/kiwi/replay_document.py SESSION.json > VALUES
"""
import json
import re
import sys

import kiwisolver as kiwi

TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z_0-9.]*)|(==|<=|>=|[-+*]))")


def strength(priority):
    names = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
    if priority in names:
        return names[priority]
    return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, 0, priority)


def parse(text, variable):
    tokens = TOKEN.findall(text)
    relation = next(i for i, t in enumerate(tokens) if t[2] in ("==", "<=", ">="))
    left = linear(tokens[:relation], variable)
    right = linear(tokens[relation + 1:], variable)
    op = tokens[relation][2]
    return left == right if op == "==" else left <= right if op == "<=" else left >= right


def linear(tokens, variable):
    total, sign, factor = 0, 1, None
    for number, name, operator in tokens:
        if operator == "+" or operator == "-":
            if factor is not None:
                total = total + sign * factor
                factor = None
            sign = 1 if operator == "+" else -1
        elif operator == "*":
            continue
        elif number:
            factor = float(number)
        elif name:
            total = total + sign * (1 if factor is None else factor) * variable(name)
            factor = None
    if factor is not None:
        total = total + sign * factor
    return total


def main(path):
    with open(path) as file:
        steps = json.load(file)["steps"]
    solver = kiwi.Solver()
    variables = {}

    def variable(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    out = []
    for index, step in enumerate(steps):
        if "add" in step:
            solver.addConstraint(parse(step["add"], variable) | strength(step.get("priority", "required")))
        elif "edit" in step:
            solver.addEditVariable(variable(step["edit"]), strength(step.get("priority", "strong")))
        elif "suggest" in step:
            solver.suggestValue(variable(step["suggest"]), step["value"])
        elif "values" in step:
            solver.updateVariables()
            out.append(f"step {index}:")
            out.extend(f"  {name} {v.value():g}" for name, v in variables.items())
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
