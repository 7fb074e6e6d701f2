#!/usr/bin/env python3
"""Turn a workload script into a constraint-system session document.

``benchmarks --export DIR`` writes every workload as a *workload script*
(``Benchmarks/WORKLOAD-SCRIPT.md``); this writes one of them as the session
document that ``layout solve`` reads (``Docs/Formats/ConstraintSystem.md``):
the build's constraints, edit variables and suggestions in order, a
``values`` step, then each edit cycle's suggestions followed by a ``values``
step. ``replay_document.py`` replays the same document on kiwisolver, so the
two whole processes can be timed on one file.

Usage::

    python3 Benchmarks/kiwi/session_document.py SCRIPT.json > SESSION.json
"""
import json
import sys

PRIORITY_NAMES = {1000: "required", 750: "strong", 500: "medium", 250: "weak"}


def term(coefficient, name):
    if coefficient == 1:
        return name
    if coefficient == -1:
        return "-" + name
    return f"{coefficient:g}*{name}"


def expression(pairs, constant, names):
    text = " + ".join(term(c, names[i]) for c, i in pairs).replace("+ -", "- ")
    if constant:
        text += f" - {-constant:g}" if constant < 0 else f" + {constant:g}"
    return text


def priority(entry):
    return PRIORITY_NAMES.get(entry["priority"], entry["priority"])


def session(script):
    names = script["variables"]
    steps = []
    for entry in script["build"]:
        if "add" in entry:
            steps.append({"add": f"{expression(entry['add'], entry['constant'], names)} {entry['op']} 0",
                          "priority": priority(entry)})
        elif "edit" in entry:
            steps.append({"edit": names[entry["edit"]], "priority": priority(entry)})
        elif "suggest" in entry:
            steps.append({"suggest": names[entry["suggest"]], "value": entry["value"]})
    steps.append({"values": []})
    for cycle in script.get("edit", {}).get("cycles", []):
        for variable, value in cycle:
            steps.append({"suggest": names[variable], "value": value})
        steps.append({"values": []})
    return {"steps": steps}


if __name__ == "__main__":
    with open(sys.argv[1]) as file:
        json.dump(session(json.load(file)), sys.stdout)
