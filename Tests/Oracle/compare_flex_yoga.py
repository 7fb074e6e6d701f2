#!/usr/bin/env python3
"""Compares flex stacks with Yoga.

Turns layout documents whose root is a `flexStack` into trees of Yoga nodes
(as JSON that `yoga_layout.cpp` reads), lays them out with Yoga's C++ core
(facebook/yoga, the flexbox engine of React Native, built from the shared
tarball into a temporary directory), and compares every frame with what
`layout run FILE --json` prints. Yoga is a flexbox implementation this
project did not write, and the one many of its users come from, so it can
catch a misunderstanding that the project's own model (`flex_reference.py`)
shares with the Swift code, as Chromium can (`compare_flex_chromium.py`,
whose structure this script follows).

Where Docs/Formats/FlexLayout.md follows Texture, Yoga is asked for that
behaviour explicitly rather than left to its defaults:

* `flexShrink` is always written (Texture's default is 0; Yoga's is 0
  without web defaults, which the config also sets);
* `minWidth` / `minHeight` are always written, 0 unless the item has a
  `minSize` (no automatic minimum: Yoga applies CSS's `min-size: auto`
  when its config has no errata, as here);
* `alignContent` is always written (Texture's and Yoga's default is
  `flex-start`, CSS's `normal`);
* `positionType` is always written (`relative` in the flow: Yoga's
  `static` would ignore offsets);
* every stack has `overflow: scroll`, under which Yoga measures a row's
  flex bases without bound (Texture's step 2; with `visible` it measures
  them at most the row's width) and keeps a stack measured within a range
  inside it (`--overflow visible` shows Yoga's default);
* a leaf without a first baseline offset has a baseline function that
  returns 0 (Texture's default ascender; Yoga would take its bottom edge);
* an `intrinsicSize` is a measure function that returns that size whatever
  it is offered (a block of that size inside the box, as in the Chromium
  page), and `text` one that breaks its words into lines at the width
  offered (`flex_reference.measure_text`'s rule, `maxLines` included);
* `leading` / `trailing` (padding, margins, offsets) are resolved to the
  physical sides by the layout direction before Yoga sees them, so that
  they win over `left` / `right` as the document format says;
* spacingBefore / spacingAfter are added to the main-axis margins, as in
  the Chromium page; `spacing` and `lineSpacing` are Yoga's gaps.

The config has no pixel rounding (point scale 0) and no errata.

What Yoga cannot be asked is left out: a hidden item is `display: none`
and its frame is not compared; documents with `integerRounding` or
`sizeToFitAbsolute` (Texture's alone), `baselineLast` (Yoga has first
baselines only), UIStackView `stack`s or constraints are skipped. Each remaining difference is either listed in
FlexLayout.md's table "Where Texture and Yoga differ" or is a defect; each
differing document is printed with the rows of that table it meets
(`known_differences`), or as unexplained.

Usage:
    swift build -c release --product layout
    python3 Tests/Oracle/compare_flex_yoga.py DOC.json ...      # documents
    python3 Tests/Oracle/compare_flex_yoga.py --fixtures          # flex-documents.json
    python3 Tests/Oracle/compare_flex_yoga.py --chromium-fixtures # flex-chromium.json's documents
    python3 Tests/Oracle/compare_flex_yoga.py --generate 30       # 30 seeded documents per family
    python3 Tests/Oracle/compare_flex_yoga.py --generate 12 --write-fixture   # flex-yoga.json
Options: --layout PATH (default .build/release/layout), --yoga TARBALL
(default /work/shared/anchors/yoga-feed/yoga-core-f6206ec.tar.gz, or
$YOGA_TARBALL), --build-dir DIR (build Yoga there and reuse it next time;
default a temporary directory, removed afterwards), --tolerance T (default
0.01 points: Yoga lays out in floats), --keep DIR (write each document and
Yoga's input there), --json OUT (every disagreement, machine-readable).
Exit status 1 when any frame differs.

Needs g++ (C++20) to build Yoga (about 30 s on two cores); standard library
only otherwise; the generated documents come from `flex_css_documents.py`
(seeded, deterministic).
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

from flex_comparison import fmt, hidden_names, layout_frames, report

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(REPO, "Tests", "StackTests", "Fixtures", "flex-documents.json")
CHROMIUM_FIXTURE = os.path.join(REPO, "Tests", "StackTests", "Fixtures", "flex-chromium.json")
YOGA_FIXTURE = os.path.join(REPO, "Tests", "StackTests", "Fixtures", "flex-yoga.json")
DEFAULT_LAYOUT = os.path.join(REPO, ".build", "release", "layout")
DEFAULT_TARBALL = os.environ.get("YOGA_TARBALL",
                                 "/work/shared/anchors/yoga-feed/yoga-core-f6206ec.tar.gz")
PROGRAM = os.path.join(HERE, "yoga_layout.cpp")
FIXTURE_TOLERANCE = 0.01    # Yoga lays out in single-precision floats


class Skip(Exception):
    """A document with something Yoga cannot be asked for."""


# ---------------------------------------------------------------------------
# Building Yoga and the program

def build_yoga(tarball, build_dir):
    """Extracts Yoga's sources into build_dir, compiles them and
    yoga_layout.cpp against them; returns the program's path. A build_dir
    that already holds a program built from the same tarball and source is
    reused."""
    with open(tarball, "rb") as f:
        stamp = hashlib.sha256(f.read()).hexdigest()
    with open(PROGRAM, "rb") as f:
        stamp += hashlib.sha256(f.read()).hexdigest()
    program = os.path.join(build_dir, "yoga_layout")
    stamp_path = os.path.join(build_dir, "stamp")
    if os.path.exists(program) and os.path.exists(stamp_path) and open(stamp_path).read() == stamp:
        return program
    cxx = os.environ.get("CXX", "g++")
    flags = ["-O2", "-DNDEBUG", "-std=c++20"]
    src = os.path.join(build_dir, "src")
    obj = os.path.join(build_dir, "obj")
    library = os.path.join(build_dir, "libyogacore.a")
    if not os.path.exists(library):
        shutil.rmtree(src, ignore_errors=True)
        shutil.rmtree(obj, ignore_errors=True)
        os.makedirs(src)
        os.makedirs(obj)
        with tarfile.open(tarball) as t:
            t.extractall(src, filter="data") if hasattr(tarfile, "data_filter") else t.extractall(src)
        sources = sorted(os.path.relpath(os.path.join(d, f), src)
                         for d, _, fs in os.walk(os.path.join(src, "yoga")) for f in fs if f.endswith(".cpp"))
        jobs, objects = [], []
        for s in sources:
            o = os.path.join(obj, s.replace(os.sep, "_") + ".o")
            objects.append(o)
            jobs.append([cxx, *flags, "-I", src, "-c", os.path.join(src, s), "-o", o])
        running = []
        for job in jobs:     # at most nproc compilers at once
            running.append(subprocess.Popen(job))
            if len(running) >= (os.cpu_count() or 2):
                if running.pop(0).wait() != 0:
                    sys.exit("compiling Yoga failed")
        for p in running:
            if p.wait() != 0:
                sys.exit("compiling Yoga failed")
        subprocess.run(["ar", "rcs", library, *objects], check=True)
    subprocess.run([cxx, *flags, "-I", src, PROGRAM, library, "-o", program], check=True)
    with open(stamp_path, "w") as f:
        f.write(stamp)
    return program


# ---------------------------------------------------------------------------
# Layout document -> Yoga nodes

DIRECTION = {"horizontal": "row", "vertical": "column", "horizontalReverse": "row-reverse",
             "verticalReverse": "column-reverse"}
JUSTIFY = {"start": "flex-start", "center": "center", "end": "flex-end",
           "spaceBetween": "space-between", "spaceAround": "space-around",
           "spaceEvenly": "space-evenly"}
ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch",
         "baselineFirst": "baseline", "auto": "auto"}
CONTENT = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch",
           "spaceBetween": "space-between", "spaceAround": "space-around",
           "spaceEvenly": "space-evenly"}
WRAP = {"noWrap": "nowrap", "wrap": "wrap", "wrapReverse": "wrap-reverse"}
OVERFLOW = "scroll"


def physical(box, rtl):
    """A padding / margin / offset object with `leading` / `trailing`
    resolved to left / right (they win over them, as the document format
    says)."""
    out = {k: v for k, v in box.items() if k in ("top", "left", "bottom", "right")}
    lead, trail = ("right", "left") if rtl else ("left", "right")
    if box.get("leading") is not None:
        out[lead] = box["leading"]
    if box.get("trailing") is not None:
        out[trail] = box["trailing"]
    return {k: v for k, v in out.items() if v is not None}


def sizes(item, style):
    for key, prefix in (("size", ""), ("minSize", "min"), ("maxSize", "max")):
        for axis in ("width", "height"):
            v = (item.get(key) or {}).get(axis)
            if v is not None:
                style[prefix + axis.capitalize() if prefix else axis] = v
    style.setdefault("minWidth", 0)
    style.setdefault("minHeight", 0)


def alignment(v):
    if v == "baselineLast":
        raise Skip("baselineLast (Yoga has first baselines only)")
    return ALIGN[v]


def yoga_box(item, parent_flex, rtl, is_root):
    name = item["name"]
    if "stack" in item:
        raise Skip("UIStackView stack")
    if item.get("layoutDirection") not in (None, "inherit", "leftToRight", "rightToLeft") or \
            (item.get("layoutDirection") == "rightToLeft" and not is_root):
        raise Skip("forced layout direction")
    style = {}
    if is_root:
        style["direction"] = "rtl" if rtl else "ltr"
    style["display"] = "none" if item.get("hidden") else "flex"
    absolute = parent_flex is not None and item.get("position") == "absolute"
    style["positionType"] = "absolute" if absolute else "relative"
    sizes(item, style)
    if item.get("aspectRatio") is not None:
        style["aspectRatio"] = item["aspectRatio"]
    if parent_flex is not None:
        style["flexGrow"] = max(0.0, float(item.get("flexGrow", 0)))
        style["flexShrink"] = max(0.0, float(item.get("flexShrink", 0)))
        style["flexBasis"] = item.get("flexBasis", "auto")
        style["alignSelf"] = alignment(item.get("alignSelf", "auto"))
        margin = physical(item.get("margin") or {}, rtl)
        direction = parent_flex.get("direction", "horizontal")
        horizontal = direction.startswith("horizontal")
        before, after = item.get("spacingBefore", 0), item.get("spacingAfter", 0)
        if before or after:
            # spacingBefore / After add to the main-axis outer length, as a margin.
            start, end = ("left", "right") if horizontal else ("top", "bottom")
            if direction.endswith("Reverse"):
                start, end = end, start
            if horizontal and rtl:
                start, end = end, start
            for side, extra in ((start, before), (end, after)):
                if not extra:
                    continue
                v = margin.get(side, 0)
                if isinstance(v, str):
                    raise Skip("spacingBefore/After beside a percentage or auto margin")
                margin[side] = v + extra
        if margin:
            style["margin"] = margin
        offset = physical(item.get("offset") or {}, rtl)
        if offset:
            style["position"] = offset
    box = {"name": name, "style": style}
    flex = item.get("flexStack")
    if flex is not None:
        if flex.get("integerRounding"):
            raise Skip("integerRounding")
        if flex.get("sizeToFitAbsolute"):
            raise Skip("sizeToFitAbsolute")
        direction = flex.get("direction", "horizontal")
        horizontal = direction.startswith("horizontal")
        style["overflow"] = OVERFLOW
        style["flexDirection"] = DIRECTION[direction]
        style["flexWrap"] = WRAP[flex.get("flexWrap", "noWrap")]
        style["justifyContent"] = JUSTIFY[flex.get("justifyContent", "start")]
        style["alignItems"] = alignment(flex.get("alignItems", "stretch"))
        style["alignContent"] = CONTENT[flex.get("alignContent", "start")]
        spacing = flex.get("spacing", 0)
        spacing = 8 if spacing == "system" else spacing
        line = flex.get("lineSpacing", 0)
        style["gap"] = {"column": spacing if horizontal else line, "row": line if horizontal else spacing}
        padding = physical(flex.get("padding") or {}, rtl)
        if padding:
            style["padding"] = padding
        box["children"] = [yoga_box(c, flex, rtl, False) for c in item.get("children", [])]
        return box
    if item.get("children"):
        raise Skip("children without a flexStack")
    text = item.get("text")
    if text is not None:
        box["measure"] = {"words": text.get("words", []), "spaceWidth": text.get("spaceWidth", 4),
                          "lineHeight": text.get("lineHeight", 20), "maxLines": text.get("maxLines", 0)}
    elif item.get("intrinsicSize") is not None:
        intrinsic = item["intrinsicSize"]
        box["measure"] = {"width": intrinsic.get("width") or 0, "height": intrinsic.get("height") or 0}
    first = (item.get("baseline") or {}).get("first")
    box["baseline"] = 0 if first is None else first
    return box


def yoga_document(name, doc):
    if doc.get("constraints"):
        raise Skip("constraints")
    root = doc["root"]
    if root.get("flexStack") is None:
        raise Skip("root is not a flexStack")
    rtl = root.get("layoutDirection") == "rightToLeft"
    return {"name": name, "root": yoga_box(root, None, rtl, True)}


def yoga_frames(program, boxes):
    """Yoga's frames ({name: [x, y, w, h]}) for each document of `boxes`."""
    out = subprocess.run([program], input=json.dumps({"documents": boxes}), capture_output=True,
                         text=True, timeout=600)
    if out.returncode != 0:
        raise RuntimeError("yoga_layout failed:\n" + out.stderr[-2000:])
    frames = {}
    for line in out.stdout.splitlines():
        entry = json.loads(line)
        frames[entry["name"]] = entry["frames"]
    return frames


# ---------------------------------------------------------------------------
# layout run





# ---------------------------------------------------------------------------
# Known differences: which of them a document meets

# Each tag names a row of FlexLayout.md's table "Where Texture and Yoga
# differ"; `known_differences` says which of them a document meets, from the
# document and Yoga's frames, so that a disagreement with a tag can be told
# from one without (a defect until shown otherwise).
KNOWN = {
    # rows Yoga shares with CSS (FlexLayout.md's table "Where Texture and CSS differ")
    "grow below 1": "Σ grow below 1",
    "shrink below 1": "Σ shrink below 1",
    "shrunk to 0": "a child shrunk to 0",
    "flexing clamp": "minimum while shrinking / maximum while growing",
    "cross overflow": "larger than the cross size",
    "one wrapped line": "one line in a wrapping stack",
    "space overflow": "spaceAround / spaceEvenly with no room",
    # Yoga's own
    "reversed offset": "offsets along a reversed direction",
    "spaced lines stretch": "stretched children in lines spaced by alignContent",
    "basis in an open stack": "a flex basis in a stack whose main length is open",
    "aspect ratio": "aspect ratio: the cross length from the main length",
    "wrap reverse padding": "wrapReverse with unequal paddings across",
    "percent of an open length": "a percentage along a stack's open main length",
    "auto margins without room": "auto margins in a line with no room",
    "baseline line": "a baseline-aligned row with children aligned otherwise",
    "multi-line cross margins": "cross margins in a wrapping stack or a baseline row",
    "content-sized overflow": "a stack sized by its content whose children do not fit",
    "wrapped ratio stretch": "a stretched child with an aspect ratio in a wrapping stack",
}
SHARED_WITH_CSS = ("grow below 1", "shrink below 1", "shrunk to 0", "flexing clamp", "cross overflow",
                   "one wrapped line", "space overflow")


def resolved_alignment(flex, child):
    align = child.get("alignSelf", "auto")
    return flex.get("alignItems", "stretch") if align == "auto" else align


def known_differences(doc, yoga, lib, tolerance):
    """The rows of KNOWN a document meets, from the document and Yoga's
    frames: those Yoga shares with CSS as compare_flex_chromium.py finds
    them (with Yoga's frames for Chromium's), and Yoga's own."""
    sys.path.insert(0, HERE)
    import compare_flex_chromium as chromium
    tags = {t for t in chromium.known_differences(doc, yoga, lib, tolerance) if t in SHARED_WITH_CSS}

    def walk(node, parent=None, definite=None):
        if definite is None:
            size = node.get("size") or {}
            definite = {k: isinstance(size.get(k), (int, float)) for k in ("width", "height")}
        flex = node.get("flexStack")
        if flex is None:
            return
        direction = flex.get("direction", "horizontal")
        horizontal = direction.startswith("horizontal")
        main, cross = ("width", "height") if horizontal else ("height", "width")
        if content_sized_overflow(node, parent, yoga, lib, tolerance):
            tags.add("content-sized overflow")
        main_sides = ("left", "right", "leading", "trailing") if horizontal else ("top", "bottom")
        cross_sides = ("top", "bottom") if horizontal else ("left", "right", "leading", "trailing")
        wrap = flex.get("flexWrap", "noWrap") != "noWrap"
        for c in node.get("children", []):
            if c.get("hidden") or c.get("position") == "absolute":
                continue
            size = c.get("size") or {}
            align = resolved_alignment(flex, c)
            margin = c.get("margin") or {}
            stretched = align == "stretch" and cross not in size and \
                not any(margin.get(s) == "auto" for s in cross_sides)
            if direction.endswith("Reverse") and any(k in (c.get("offset") or {}) for k in main_sides):
                tags.add("reversed offset")
            if wrap and stretched and flex.get("alignContent") in ("spaceBetween", "spaceAround", "spaceEvenly"):
                tags.add("spaced lines stretch")
            if wrap and stretched and flex.get("alignContent", "start") != "stretch" and \
                    c.get("aspectRatio") is not None and \
                    not any(k in c for k in ("text", "intrinsicSize", "flexStack", "children")):
                tags.add("wrapped ratio stretch")
            open_main = not definite[main]
            if c.get("flexBasis", "auto") != "auto" and open_main:
                tags.add("basis in an open stack")
            if open_main and any(isinstance((c.get(k) or {}).get(main), str) for k in ("size", "minSize", "maxSize")):
                tags.add("percent of an open length")
            ratio, frame = c.get("aspectRatio"), lib.get(c["name"])
            if ratio is not None and not horizontal and "width" not in size and "height" not in size:
                tags.add("aspect ratio")
            if ratio is not None and frame is not None:
                derived = frame[2] / ratio if horizontal else frame[3] * ratio
                if abs(derived - (frame[3] if horizontal else frame[2])) > tolerance:
                    tags.add("aspect ratio")
        flow = [c for c in node.get("children", []) if not c.get("hidden") and c.get("position") != "absolute"]
        if flex.get("justifyContent", "start") != "start" and any(
                (c.get("margin") or {}).get(k) == "auto" for c in flow for k in main_sides):
            tags.add("auto margins without room")
        aligned = {resolved_alignment(flex, c) for c in flow}
        # Yoga lays a row out by baselines when its alignItems or any
        # child's alignSelf is a baseline, whatever the children resolve to.
        by_baselines = horizontal and (flex.get("alignItems") == "baselineFirst"
                                       or any(c.get("alignSelf") == "baselineFirst" for c in flow))
        if by_baselines and aligned != {"baselineFirst"}:
            tags.add("baseline line")
        if by_baselines or wrap:
            for c in flow:
                margin = physical(c.get("margin") or {}, doc["root"].get("layoutDirection") == "rightToLeft")
                if resolved_alignment(flex, c) in ("start", "center") and \
                        any(margin.get(s) not in (None, 0) for s in ("top", "bottom", "left", "right")
                            if (s in ("top", "bottom")) == horizontal):
                    tags.add("multi-line cross margins")
        if flex.get("flexWrap") == "wrapReverse":
            pad = physical(flex.get("padding") or {}, doc["root"].get("layoutDirection") == "rightToLeft")
            a, b = ("top", "bottom") if horizontal else ("left", "right")
            if abs(pad.get(a, 0) - pad.get(b, 0)) > tolerance:
                tags.add("wrap reverse padding")
        for c in node.get("children", []):
            walk(c, node, definite_lengths(node, c, definite))

    walk(doc["root"])
    return sorted(tags)


def definite_lengths(node, child, definite):
    """Which of `child`'s width and height are definite, given which of its
    flex stack `node`'s are (FlexLayout.md's terms): a length in points; a
    percentage of a definite length; or the cross length of a child
    stretched in a stack that does not wrap and whose cross length is
    definite, which step 2 offers it exactly. Anything else (a flexed
    length included) counts as open, which only ever names more rows."""
    flex = node["flexStack"]
    horizontal = flex.get("direction", "horizontal").startswith("horizontal")
    cross = "height" if horizontal else "width"
    cross_sides = ("top", "bottom") if horizontal else ("left", "right", "leading", "trailing")
    size, margin = child.get("size") or {}, child.get("margin") or {}
    stretched = resolved_alignment(flex, child) == "stretch" and cross not in size and \
        not any(margin.get(s) == "auto" for s in cross_sides) and \
        flex.get("flexWrap", "noWrap") == "noWrap" and child.get("position") != "absolute"
    result = {}
    for axis in ("width", "height"):
        value = size.get(axis)
        if isinstance(value, (int, float)):
            result[axis] = True
        elif isinstance(value, str):
            result[axis] = definite[axis]
        else:
            result[axis] = axis == cross and stretched and definite[axis]
    return result


def content_sized_overflow(node, parent, yoga, lib, tolerance):
    """Whether Yoga sized the nested stack `node` by its content along its
    main axis (laid out across its parent, not stretched there) while its
    children, as Yoga laid them out, are longer than the library's content
    box: Yoga's line then has no free space, so nothing shrinks and
    justifyContent places nothing."""
    if parent is None or node["name"] not in lib:
        return False
    flex, outer = node["flexStack"], parent["flexStack"]
    horizontal = flex.get("direction", "horizontal").startswith("horizontal")
    if horizontal == outer.get("direction", "horizontal").startswith("horizontal"):
        return False
    main = "width" if horizontal else "height"
    if main in (node.get("size") or {}):
        return False
    k, n = (0, 2) if horizontal else (1, 3)
    flow = [c for c in node.get("children", [])
            if not c.get("hidden") and c.get("position") != "absolute" and c["name"] in yoga]
    if not flow:
        return False
    pad = flex.get("padding") or {}
    sides = ("left", "right", "leading", "trailing") if horizontal else ("top", "bottom")
    content = lib[node["name"]][n] - sum(v for s, v in pad.items() if s in sides and isinstance(v, (int, float)))
    start = min(yoga[c["name"]][k] for c in flow)
    end = max(yoga[c["name"]][k] + yoga[c["name"]][n] for c in flow)
    return end - start > content + tolerance


# ---------------------------------------------------------------------------

def compare(named_docs, layout, program, tolerance, keep=None, yoga_out=None):
    """named_docs: [(name, doc)]. Returns (results, skipped), results a list
    of {name, document, disagreements: [{item, field, library, yoga}]}."""
    work = keep or tempfile.mkdtemp(prefix="flex-yoga-")
    os.makedirs(work, exist_ok=True)
    boxes, kept, skipped = [], [], []
    for name, doc in named_docs:
        try:
            boxes.append(yoga_document(str(len(kept)), doc))
            kept.append((name, doc))
        except Skip as e:
            skipped.append((name, str(e)))
    with open(os.path.join(work, "yoga-input.json"), "w") as f:
        json.dump({"documents": boxes}, f, indent=1)
    yoga = yoga_frames(program, boxes)
    results = []
    for i, (name, doc) in enumerate(kept):
        doc_path = os.path.join(work, f"{name}.json")
        with open(doc_path, "w") as f:
            json.dump(doc, f, indent=1)
        lib, error = layout_frames(layout, doc_path)
        entry = {"name": name, "document": doc, "disagreements": [], "error": error}
        hidden = set(hidden_names(doc["root"]))
        theirs = {k: v for k, v in yoga[str(i)].items() if k not in hidden}
        if yoga_out is not None:
            yoga_out[name] = theirs
        results.append(entry)
        if lib is None:
            continue
        for item, frame in theirs.items():
            mine = lib.get(item)
            for k, field in enumerate(("x", "y", "width", "height")):
                if mine is None or frame[k] is None or abs(mine[k] - frame[k]) > tolerance * max(1, abs(frame[k])):
                    entry["disagreements"].append({
                        "item": item, "field": field,
                        "library": None if mine is None else mine[k], "yoga": frame[k]})
        if entry["disagreements"]:
            entry["known"] = known_differences(doc, theirs, lib, tolerance)
    if keep is None:
        shutil.rmtree(work, ignore_errors=True)
    return results, skipped






def write_fixture(results, yoga, count, tarball, path):
    """Yoga's frames for the generated documents that meet no known
    difference, in the shape of the other oracle fixtures, for
    FlexYogaFixtureTests (which needs no Yoga)."""
    sys.path.insert(0, HERE)
    from fixture_io import write_fixture as write
    import flex_css_documents as gen
    unexplained = [r["name"] for r in results if r["disagreements"] and not r.get("known")]
    if unexplained:
        sys.exit(f"not writing the fixture: {', '.join(unexplained)} differ for no known reason")
    items = []
    for r in results:
        if r.get("known") or r["error"]:
            continue
        frames = {name: {"x": f[0], "y": f[1], "width": f[2], "height": f[3]}
                  for name, f in yoga[r["name"]].items()}
        items.append({"name": r["name"], "document": r["document"], "expected": {"frames": frames}})
    header = [("generator", "Tests/Oracle/compare_flex_yoga.py --write-fixture"),
              ("source", "Tests/Oracle/flex_css_documents.py"), ("seed", gen.SEED),
              ("perFamily", count), ("yoga", os.path.basename(tarball)), ("tolerance", FIXTURE_TOLERANCE)]
    write(path, header, "documents", items)
    print(f"wrote {os.path.relpath(path, REPO)}: {len(items)} documents")


def write_frames(results, yoga, tarball, path):
    """Yoga's frames of every document compared, [x, y, width, height] by
    item, and the rows of KNOWN each differing document meets: what a test
    of hand-written documents checks the engine against without Yoga."""
    documents = {}
    for r in results:
        entry = {"frames": yoga[r["name"]]}
        if r["disagreements"]:
            entry["known"] = r.get("known", [])
        documents[r["name"]] = entry
    text = json.dumps({"generator": "Tests/Oracle/compare_flex_yoga.py --frames", "yoga": os.path.basename(tarball),
                       "documents": documents}, indent=1, sort_keys=True)
    # One frame a line.
    text = re.sub(r"\[\s+([^\[\]]*?)\s+\]",
                  lambda m: "[" + ", ".join(part.strip() for part in m.group(1).split(",\n")) + "]", text)
    with open(path, "w") as f:
        f.write(text + "\n")
    print(f"wrote {os.path.relpath(path, REPO)}: {len(documents)} documents")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--fixtures", action="store_true", help="the documents of flex-documents.json")
    ap.add_argument("--chromium-fixtures", action="store_true", help="the documents of flex-chromium.json")
    ap.add_argument("--generate", type=int, metavar="N", help="N seeded documents per family")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--family", action="append", help="only these generated families")
    ap.add_argument("--layout", default=DEFAULT_LAYOUT)
    ap.add_argument("--yoga", default=DEFAULT_TARBALL, metavar="TARBALL")
    ap.add_argument("--build-dir", metavar="DIR")
    ap.add_argument("--overflow", choices=["scroll", "visible"], default="scroll",
                    help="every flex stack's Yoga overflow (scroll asks for Texture's measuring)")
    ap.add_argument("--tolerance", type=float, default=FIXTURE_TOLERANCE)
    ap.add_argument("--keep", metavar="DIR")
    ap.add_argument("--json", metavar="OUT")
    ap.add_argument("--frames", metavar="OUT",
                    help="write Yoga's frames of every document compared, by name, and the known differences "
                         "each differing one meets (a fixture for hand-written documents)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each differing document")
    ap.add_argument("--write-fixture", action="store_true",
                    help="with --generate N only: write Yoga's frames to " + os.path.relpath(YOGA_FIXTURE, REPO))
    args = ap.parse_args()

    docs = []
    for path in args.files:
        with open(path) as f:
            docs.append((os.path.splitext(os.path.basename(path))[0], json.load(f)))
    for flag, path, prefix in ((args.fixtures, FIXTURES, ""), (args.chromium_fixtures, CHROMIUM_FIXTURE, "chromium-")):
        if flag:
            with open(path) as f:
                docs += [(prefix + d["name"], d["document"]) for d in json.load(f)["documents"]]
    if args.generate:
        sys.path.insert(0, HERE)
        import flex_css_documents as gen
        docs += gen.generate(args.generate, seed=args.seed, families=args.family)
    if not docs:
        ap.error("no documents: give files, --fixtures, --chromium-fixtures or --generate N")
    if args.write_fixture and (args.files or args.fixtures or args.chromium_fixtures or not args.generate
                               or args.family or args.seed):
        ap.error("--write-fixture takes --generate N alone")
    global OVERFLOW
    OVERFLOW = args.overflow
    build_dir = args.build_dir or tempfile.mkdtemp(prefix="yoga-build-")
    os.makedirs(build_dir, exist_ok=True)
    try:
        program = build_yoga(args.yoga, build_dir)
        yoga = {}
        results, skipped = compare(docs, args.layout, program, args.tolerance, args.keep, yoga_out=yoga)
    finally:
        if args.build_dir is None:
            shutil.rmtree(build_dir, ignore_errors=True)
    ok = report(results, skipped, args.verbose, "Yoga", "yoga")
    if args.write_fixture:
        write_fixture(results, yoga, args.generate, args.yoga, YOGA_FIXTURE)
        ok = True
    if args.frames:
        write_frames(results, yoga, args.yoga, args.frames)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": [r for r in results if r["disagreements"] or r["error"]],
                       "skipped": skipped}, f, indent=1)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
