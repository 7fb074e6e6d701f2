#!/usr/bin/env python3
"""Self-check of run_kiwi.py (the kiwi side of Benchmarks/WORKLOAD-SCRIPT.md).

    python3 Benchmarks/kiwi/test_run_kiwi.py

Writes a few small hand-made workload scripts to a temporary directory, runs
run_kiwi.py on each through a subprocess (so the venv bootstrap is exercised
as it would be by the Swift benchmark) and checks the output JSON: its shape,
"checks": "ok" for correct scripts, and a failure message naming the phase,
variable, expected and actual values for a script with a wrong check value.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

RUN_KIWI = Path(__file__).resolve().parent / "run_kiwi.py"
REQUIRED, STRONG, WEAK = 1001001000, 1000000, 1


def add(terms, constant, op, kiwi, priority=1000):
    """An `add` build entry; terms are (coefficient, variable_index)."""
    return {"add": [list(t) for t in terms], "constant": constant, "op": op,
            "priority": priority, "weight": 1, "kiwi": kiwi}


def chain3():
    """W2-like chain of 3 items (left_i, width_i, right), right an edit
    variable suggested 316 = natural size (3*108 - 8), 2 edit cycles."""
    names = ["left0", "width0", "left1", "width1", "left2", "width2", "right"]
    right = 6
    build = [
        add([(1, 0)], 0, "==", REQUIRED),                       # left0 == 0
        add([(1, 1)], -20, ">=", REQUIRED),                     # width0 >= 20
        add([(1, 1)], -100, "==", WEAK, priority=1),           # width0 == 100
        add([(1, 2), (-1, 0), (-1, 1)], -8, "==", REQUIRED),    # left1 == left0 + width0 + 8
        add([(1, 3)], -20, ">=", REQUIRED),
        add([(1, 3)], -100, "==", WEAK, priority=1),
        add([(1, 4), (-1, 2), (-1, 3)], -8, "==", REQUIRED),
        add([(1, 5)], -20, ">=", REQUIRED),
        add([(1, 5)], -100, "==", WEAK, priority=1),
        add([(1, 6), (-1, 4), (-1, 5)], 0, "==", REQUIRED),     # right == left2 + width2
        {"edit": right, "priority": 750, "weight": 1, "kiwi": STRONG},
        {"suggest": right, "value": 316},
    ]
    return {
        "name": "chain3", "n": 3, "variables": names, "build": build,
        "build_repetitions": 3, "build_warmup": 1,
        # Shrink by 60, then grow back by 20: after a pass right = 276 and
        # the widths sum to 276 - 16 = 260 (which width moves is kiwi's
        # choice, so only right and left0 are checked).
        "edit": {"cycles": [[[right, 256]], [[right, 276]]],
                 "repetitions": 3, "warmup": 1},
        "checks": {
            "after_build": [[right, 316], [1, 100], [3, 100], [5, 100],
                            [2, 108], [4, 216]],
            "after_edit_pass": [[right, 276], [0, 0]],
        },
    }


def churn_script():
    """Two items side by side with WEAK preferred widths; churn removes and
    re-adds the weak and a required constraint (add indices, adds only)."""
    names = ["x", "w", "y", "v"]
    build = [
        add([(1, 0)], -10, "==", REQUIRED),                     # x == 10
        add([(1, 1)], -50, "==", WEAK, priority=1),            # w == 50
        add([(1, 2), (-1, 0), (-1, 1)], -5, "==", REQUIRED),    # y == x + w + 5
        add([(1, 3)], -30, "==", WEAK, priority=1),            # v == 30
        add([(1, 3), (0.5, 1)], -100, "<=", REQUIRED),          # v + w/2 <= 100
    ]
    return {
        "name": "churn2", "n": 2, "variables": names, "build": build,
        "build_repetitions": 2, "build_warmup": 0,
        "churn": {"adds": [1, 3, 2, 1], "repetitions": 3, "warmup": 1},
        "checks": {
            "after_build": [[0, 10], [1, 50], [2, 65], [3, 30]],
            "after_churn_pass": [[0, 10], [1, 50], [2, 65], [3, 30]],
        },
    }


def run(script, directory, name, *options):
    """Run run_kiwi.py on `script`; return (exit status, parsed stdout)."""
    path = Path(directory) / f"{name}.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    completed = subprocess.run(
        [sys.executable, str(RUN_KIWI), str(path), *options],
        capture_output=True, text=True, check=False)
    try:
        output = json.loads(completed.stdout)
    except json.JSONDecodeError:
        raise AssertionError(f"{name}: stdout is not one JSON object:\n"
                             f"{completed.stdout}\nstderr:\n{completed.stderr}")
    return completed.returncode, output


def assert_times(value, count, what):
    assert isinstance(value, list) and len(value) == count, \
        f"{what}: expected {count} times, got {value!r}"
    assert all(isinstance(t, float) and t >= 0 for t in value), \
        f"{what}: not all non-negative floats: {value!r}"


def assert_header(output, name, n):
    assert output["solver"].startswith("kiwisolver "), output["solver"]
    assert output["python"].count(".") == 2, output["python"]
    assert output["name"] == name and output["n"] == n, output
    assert "truncated" not in output, output


def main():
    with tempfile.TemporaryDirectory(prefix="run_kiwi_test_") as directory:
        # 1. Chain with an edit variable: build + edit, no churn section.
        status, output = run(chain3(), directory, "chain3")
        assert status == 0 and output["checks"] == "ok", output
        assert_header(output, "chain3", 3)
        assert_times(output["build"], 3, "chain3 build")
        assert_times(output["edit"], 3, "chain3 edit")
        assert output["churn"] is None, output
        print("ok   chain3 (build + edit):", output["checks"])

        # 2. Churn script: build + churn, no edit section.
        status, output = run(churn_script(), directory, "churn2")
        assert status == 0 and output["checks"] == "ok", output
        assert_header(output, "churn2", 2)
        assert_times(output["build"], 2, "churn2 build")
        assert output["edit"] is None, output
        assert_times(output["churn"], 3, "churn2 churn")
        print("ok   churn2 (build + churn):", output["checks"])

        # 3. A wrong check value after the edit pass must be reported, with
        #    phase, variable name, expected and actual, and exit status 1.
        wrong = chain3()
        wrong["checks"]["after_edit_pass"] = [[6, 277]]
        status, output = run(wrong, directory, "wrong")
        message = output["checks"]
        assert status == 1, (status, output)
        assert message != "ok" and "after_edit_pass" in message \
            and "right" in message and "277" in message and "276" in message, \
            message
        assert_times(output["build"], 3, "wrong build")  # builds completed
        print("ok   wrong check value reported:", message)

        # 4. --max-seconds with a tiny limit: one repetition per phase,
        #    flagged as truncated.
        status, output = run(chain3(), directory, "limited",
                             "--max-seconds", "1e-9")
        assert status == 0 and output["checks"] == "ok", output
        assert output.get("truncated") is True, output
        assert_times(output["build"], 1, "limited build")
        assert_times(output["edit"], 1, "limited edit")
        print("ok   --max-seconds truncates:", output["build"], output["edit"])

    print("all run_kiwi.py self-checks passed")


if __name__ == "__main__":
    main()
