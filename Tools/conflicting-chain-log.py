#!/usr/bin/env python3
"""Writes a console log whose one block is a large conflict, for timing
`layout explain` (Tools/benchmark-explain.sh) and for its tests.

    conflicting-chain-log.py LINES [--zero] [--vertical] > chain.log

The block is a row of views across a cell's content view, in UIKit's own
format (as in Tests/ExplainTests/Logs):

    H:|-(10)-[v1]   H:[v1]-(10)-[v2] ...   H:[vk]-(10)-|
    v1.width == 20 ... vk.width == 20
    'UIView-Encapsulated-Layout-Width' content.width == 30k + 9

The gaps and widths add up to 30k + 10, one more than the content view's
width, so the block conflicts and every line of it is needed: without a
gap or the content width it holds, and without a width that view is 19
wide. LINES is rounded down to an even count of at least 4 (k = LINES/2 - 1
views); the minimal conflict is the whole block.

With --zero the content view is 0 wide, as in a cell's first layout
pass: the gaps alone then conflict with it, since no width is below 0,
and the minimal conflict is the k + 1 gaps and the content width (with the
never printed `width >= 0` of each view). Every width line is in the
conflict the solver first reports and must be dropped from it, which is
the slow case of the search for a smallest conflict.

With --vertical each view also gets `V:|-(8)-[v]` and `v.height == 20`,
lines that hold with any of the others: the block then has LINES + 2k
lines and the same conflict, the horizontal ones.
"""
import argparse


def view(index):
    """The description of the index-th view of the row (1-based)."""
    return f"UIView:0x7f9a{index:08x}"


CONTENT = "UITableViewCellContentView:0x7f9b00000001"


def line(number, text, names=False):
    """A list entry: the constraint at a made-up address, active."""
    suffix = f"(active, names: '|':{CONTENT} )" if names else "(active)"
    return f'    "<NSLayoutConstraint:0x6000{number:08x} {text}   {suffix}>"'


def block(lines, zero, vertical):
    count = max(2, lines // 2 - 1)
    constraints = [("H:|-(10)-[" + view(1) + "]", True)]
    constraints += [(f"H:[{view(i)}]-(10)-[{view(i + 1)}]", False) for i in range(1, count)]
    constraints.append((f"H:[{view(count)}]-(10)-|", True))
    constraints += [(f"{view(i)}.width == 20", False) for i in range(1, count + 1)]
    if vertical:
        constraints += [(f"V:|-(8)-[{view(i)}]", True) for i in range(1, count + 1)]
        constraints += [(f"{view(i)}.height == 20", False) for i in range(1, count + 1)]
    constraints.append((f"'UIView-Encapsulated-Layout-Width' {CONTENT}.width == {0 if zero else 30 * count + 9}", False))
    entries = [line(number + 1, text, names) for number, (text, names) in enumerate(constraints)]
    return "\n".join([
        "2024-05-01 10:00:00.000000+0000 Chain[100:200] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ",
        "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        "(",
        ",\n".join(entries),
        ")",
        "",
        "Will attempt to recover by breaking constraint ",
        f"<NSLayoutConstraint:0x6000{len(constraints):08x} {constraints[-1][0]}   (active)>",
        "",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.",
        "",
    ])


def main():
    parser = argparse.ArgumentParser(description="Writes a conflicting console log block of about LINES lines.")
    parser.add_argument("lines", type=int, help="the horizontal lines of the block (the size of its conflict)")
    parser.add_argument("--zero", action="store_true", help="a content view 0 wide instead of 1 too narrow")
    parser.add_argument("--vertical", action="store_true", help="also a vertical position and height for each view")
    arguments = parser.parse_args()
    print(block(arguments.lines, arguments.zero, arguments.vertical), end="")


if __name__ == "__main__":
    main()
