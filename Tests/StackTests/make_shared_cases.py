#!/usr/bin/env python3
"""Writes SharedStackCases.swift from the stack cases.

Usage: python3 Tests/StackTests/make_shared_cases.py [path/to/stack-cases.json]

The cases are read from Tests/StackTests/Fixtures/stack-cases.json unless
another file is given: the frame-level cases of the stack rules
(Docs/Formats/StackRules.md), each with its settings, children, expected
frames and derivation; the file's "schema" member describes the fields.
Each case becomes a StackCase value; SharedCaseTests runs every one
through the API and through `layout run`.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "Fixtures", "stack-cases.json")


def number(value):
    if value is None:
        return "nil"
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def string(value):
    return json.dumps(value)


def pair(values):
    return f"({number(values[0])}, {number(values[1])})"


def rect(values):
    return "Rect(x: {}, y: {}, width: {}, height: {})".format(*(number(v) for v in values))


def spacing(value):
    if value == "system":
        return ".system"
    if value == "default":
        return ".default"
    return f".points({number(value)})"


def child(spec):
    fields = [f"id: {string(spec['id'])}"]
    if "intrinsic" in spec:
        fields.append(f"intrinsic: {pair(spec['intrinsic'])}")
    if "size" in spec:
        fields.append(f"intrinsic: {pair(spec['size'])}")
    for key in ("hugging", "compression"):
        if key in spec:
            fields.append(f"{key}: ({number(spec[key].get('h', 250 if key == 'hugging' else 750))}, "
                          f"{number(spec[key].get('v', 250 if key == 'hugging' else 750))})")
    if spec.get("hidden"):
        fields.append("hidden: true")
    if "customSpacingAfter" in spec:
        fields.append(f"customSpacingAfter: {spacing(spec['customSpacingAfter'])}")
    if "firstBaseline" in spec:
        fields.append(f"firstBaseline: {number(spec['firstBaseline'])}")
    if "lastBaseline" in spec:
        fields.append(f"lastBaseline: {number(spec['lastBaseline'])}")
    if "ascender" in spec:
        fields.append(f"firstBaseline: {number(spec['ascender'])}")
    if "descender" in spec:
        # The last baseline measured from the top: height + descender.
        fields.append(f"lastBaseline: {number(spec['size'][1] + spec['descender'])}")
    for key, name in (("flexGrow", "grow"), ("flexShrink", "shrink"), ("spacingBefore", "spacingBefore"),
                      ("spacingAfter", "spacingAfter")):
        if key in spec:
            fields.append(f"{name}: {number(spec[key])}")
    if "flexBasis" in spec:
        basis = spec["flexBasis"]
        fields.append(f"basis: .fraction({number(basis['fraction'])})" if isinstance(basis, dict)
                      else f"basis: .points({number(basis)})")
    if "alignSelf" in spec and spec["alignSelf"] != "auto":
        fields.append(f"alignSelf: .{spec['alignSelf']}")
    for key, axis in (("widthRange", "width"), ("heightRange", "height")):
        if key in spec:
            fields.append(f"{axis}Range: {pair(spec[key])}")
    return "StackCase.Child(" + ", ".join(fields) + ")"


def case(spec):
    stack = spec["stack"]
    lines = [f"        name: {string(spec['name'])},", f"        derivation: {string(spec['derivation'])},"]
    if spec["vocabulary"] == "uikit":
        settings = [f"axis: .{stack['axis']}", f"distribution: .{stack['distribution']}",
                    f"alignment: .{stack['alignment']}", f"spacing: {number(stack['spacing'])}"]
        if stack.get("isBaselineRelativeArrangement"):
            settings.append("baselineRelative: true")
        if stack.get("isLayoutMarginsRelativeArrangement"):
            settings.append("marginsRelative: true")
        if "layoutMargins" in stack:
            margins = stack["layoutMargins"]
            settings.append("margins: EdgeInsets(top: {}, left: {}, bottom: {}, right: {})".format(
                *(number(margins[k]) for k in ("top", "left", "bottom", "right"))))
        size = spec.get("stackSize") or {}
        settings.append(f"stackSize: ({number(size.get('width'))}, {number(size.get('height'))})")
        lines.append("        stack: .uikit(StackCase.UIKitSettings(" + ", ".join(settings) + ")),")
    else:
        size_range = spec["sizeRange"]
        settings = [f"direction: .{stack['direction']}", f"spacing: {number(stack['spacing'])}",
                    f"justifyContent: .{stack['justifyContent']}", f"alignItems: .{stack['alignItems']}",
                    f"minimum: {pair(size_range['min'])}", f"maximum: {pair(size_range['max'])}"]
        lines.append("        stack: .flex(StackCase.FlexSettings(" + ", ".join(settings) + ")),")
    lines.append("        children: [")
    lines.extend(f"            {child(c)}," for c in spec["children"])
    lines.append("        ],")
    lines.append(f"        expectedStack: {rect(spec['expected']['stack'])},")
    if spec["children"]:
        lines.append("        expectedChildren: [")
        for name in (c["id"] for c in spec["children"]):
            lines.append(f"            {string(name)}: {rect(spec['expected']['children'][name])},")
        lines.append("        ]")
    else:
        lines.append("        expectedChildren: [:]")
    return "    StackCase(\n" + "\n".join(lines) + "\n    ),"


def main():
    with open(SOURCE) as handle:
        corpus = json.load(handle)
    body = "\n".join(case(spec) for spec in corpus["cases"])
    text = f"""// @generated by Tests/StackTests/make_shared_cases.py from Fixtures/stack-cases.json
// (the frame-level cases of Docs/Formats/StackRules.md). Do not edit: change
// the script or the cases and run it again.

import Stack

/// The {len(corpus["cases"])} frame-level cases of the stack rules.
let sharedStackCases: [StackCase] = [
{body}
]
"""
    with open(os.path.join(HERE, "SharedStackCases.swift"), "w") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
