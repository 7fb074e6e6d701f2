#!/usr/bin/env python3
"""The oracle's answers for the documents of Tests/Oracle/open: systems the
solver still gets wrong (Docs/Hardening.md, "What is still open").

Each document gets the same lexicographic-LP answer as the regression
documents of make_solver_fixtures.py (HiGHS, priority level by priority
level), written to Tests/CassowaryTests/Fixtures/oracle-open.json, which
OpenWrongAnswerTests replays as known issues. Once the solver gets one right,
its known issue stops being recorded and that test fails: move the document
to Tests/Oracle/regressions and regenerate both fixtures.

Needs numpy and scipy >= 1.9, as make_solver_fixtures.py does.
"""
import os

import make_solver_fixtures as oracle

HERE = os.path.dirname(os.path.abspath(__file__))
OPEN_DIR = os.path.join(HERE, "open")
OUT = os.path.join(HERE, "..", "CassowaryTests", "Fixtures", "oracle-open.json")


def main():
    sessions = oracle.documents_with_answers(OPEN_DIR, prefix="open-")
    oracle.write_fixture(OUT, [("generator", "Tests/Oracle/make_open_fixtures.py"),
                               ("tolerance", oracle.TOLERANCE)], "sessions", sessions)
    print(f"wrote {len(sessions)} documents to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
