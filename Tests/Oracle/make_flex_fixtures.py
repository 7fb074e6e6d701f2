#!/usr/bin/env python3
"""Seeded flex-stack layout documents and their frames, by an independent model.

Generates layout documents whose root is a `flexStack` (no constraints),
lays each one out with `flex_reference.py` (the algorithm of
Docs/Formats/FlexLayout.md, written from that text alone), and writes

    Tests/StackTests/Fixtures/flex-documents.json

    { "generator": ..., "seed": N, "tolerance": 1e-6,
      "documents": [ { "name": "wrap-0003", "document": {...},
                       "expected": { "frames": { NAME: {x, y, width, height} } } } ] }

Frames are in the root's coordinate space. A document is kept only when

* its frames are the same under every reading of the specification's
  ambiguous places (`flex_reference.ALTERNATIVES`) and it meets no case the
  model flags as open;
* no decision came close to its threshold: line breaks, text wrapping, the
  ε tests, flooring (`NEAR`);

otherwise the family draws it again. Before generating, the script checks
the model against frames worked out by hand (`SELF_CHECKS`), among them the
five rows of FlexLayout.md's table of differences and its line-breaking note.

Usage:
    python3 Tests/Oracle/make_flex_fixtures.py [--out PATH] [--quiet]

Stdlib only; deterministic (the same file byte for byte for the same seed).
"""

import argparse
import json
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import flex_reference as fr  # noqa: E402
from fixture_io import write_fixture  # noqa: E402

SEED = 20270214
TOLERANCE = 1e-6
NEAR = 1e-3                 # a decision this close to its threshold: draw again
PER_FAMILY = 11
OUT_PATH = os.path.join(REPO, "Tests", "StackTests", "Fixtures", "flex-documents.json")
REJECTED = Counter()


# ---------------------------------------------------------------------------
# Self-check: frames worked out by hand

def doc(root_size, flex, children, rtl=False, **root_extra):
    root = {"name": "root", "size": root_size, "flexStack": flex, "children": children}
    if rtl:
        root["layoutDirection"] = "rightToLeft"
    root.update(root_extra)
    return {"root": root}


def box(name, w, h, **kw):
    d = {"name": name, "intrinsicSize": {"width": w, "height": h}}
    d.update(kw)
    return d


SELF_CHECKS = [
    # FlexLayout.md, differences table: flexShrink defaults to 0, children overflow.
    ("shrink default 0",
     doc({"width": 100, "height": 50}, {"alignItems": "start"}, [box("a", 80, 20), box("b", 60, 20)]),
     {"a": (0, 0, 80, 20), "b": (80, 0, 60, 20)}),
    # Σ grow below 1 still takes the whole room.
    ("grow below 1",
     doc({"width": 100, "height": 50}, {"alignItems": "start"}, [box("a", 40, 20, flexGrow=0.5)]),
     {"a": (0, 0, 100, 20)}),
    # One shrinking pass: the offered length wins over the child's minimum.
    ("shrink ignores minimum",
     doc({"width": 100, "height": 50}, {"alignItems": "start"},
         [box("a", 60, 20, flexShrink=1, minSize={"width": 55}), box("b", 60, 20, flexShrink=1)]),
     {"a": (0, 0, 50, 20), "b": (50, 0, 50, 20)}),
    # One shrinking pass: a share above the child's length stops it at 0,
    # and the rest (8) is not passed to the others.
    ("shrunk to 0",
     doc({"width": 100, "height": 50}, {"alignItems": "start"},
         [box("a", 40, 20, flexShrink=2), box("b", 20, 20, flexShrink=1), box("c", 100, 20)]),
     {"a": (0, 0, 0, 20), "b": (0, 0, 8, 20), "c": (8, 0, 100, 20)}),
    # integerRounding: floors, the leftover to the first grower.
    ("integer rounding",
     doc({"width": 175, "height": 50}, {"alignItems": "start", "integerRounding": True},
         [{"name": "a", "flexGrow": 1}, {"name": "b", "flexGrow": 1}]),
     {"a": (0, 0, 88, 0), "b": (88, 0, 87, 0)}),
    # Line breaking counts spacing: 50 + 10 + 45 > 100, two lines.
    ("line break counts spacing",
     doc({"width": 100}, {"spacing": 10, "flexWrap": "wrap", "alignItems": "start"},
         [box("a", 50, 20), box("b", 45, 30)]),
     {"root": (0, 0, 100, 50), "a": (0, 0, 50, 20), "b": (0, 20, 45, 30)}),
    # spaceEvenly: room 100 - 60 = 40 over 4 gaps of 10.
    ("space evenly",
     doc({"width": 100, "height": 40}, {"justifyContent": "spaceEvenly", "alignItems": "center"},
         [box("a", 20, 10), box("b", 20, 20), box("c", 20, 40)]),
     {"a": (10, 15, 20, 10), "b": (40, 10, 20, 20), "c": (70, 0, 20, 40)}),
    # Right to left, leading padding on the right: the row runs from the right.
    ("rtl padding",
     doc({"width": 200, "height": 60},
         {"spacing": 5, "padding": {"leading": 10, "trailing": 30, "top": 4}, "alignItems": "end"},
         [box("a", 50, 20), box("b", 40, 30, margin={"leading": 6})], rtl=True),
     {"a": (140, 40, 50, 20), "b": (89, 30, 40, 30)}),
    # wrapReverse: the first line at the bottom; lineSpacing 10.
    ("wrap reverse",
     doc({"width": 100, "height": 100},
         {"flexWrap": "wrapReverse", "lineSpacing": 10, "alignItems": "start"},
         [box("a", 60, 20), box("b", 60, 30), box("c", 30, 10)]),
     # lines: [a] cross 20, [b, c] cross 30; first line at the bottom: a at y 80,
     # line 2 at 100 - 20 - 10 - 30 = 40; start alignment at the line's end.
     {"a": (0, 80, 60, 20), "b": (0, 40, 60, 30), "c": (60, 60, 30, 10)}),
    # Text stretched across a column wraps at the column's width.
    ("stretched text",
     doc({"width": 100}, {"direction": "vertical", "padding": {"left": 10, "right": 10}},
         [{"name": "t", "text": {"words": [30, 30, 30, 50], "spaceWidth": 4, "lineHeight": 20}},
          box("b", 10, 10)]),
     # content width 80: 30+4+30 = 64 fits, +4+30 = 98 does not; 30+4+50 = 84 does not.
     {"root": (0, 0, 100, 70), "t": (10, 0, 80, 60), "b": (10, 60, 80, 10)}),
    # Auto margins on the main axis take the free room before justifyContent.
    ("auto margins",
     doc({"width": 200, "height": 50}, {"justifyContent": "center", "alignItems": "start"},
         [box("a", 40, 10), box("b", 40, 10, margin={"left": "auto", "top": "auto"})]),
     {"a": (0, 0, 40, 10), "b": (160, 40, 40, 10)}),
    # Absolute children: offsets from the frame, percentages of the frame,
    # static position where justifyContent would put a lone child.
    ("absolute",
     doc({"width": 200, "height": 100},
         {"justifyContent": "end", "alignItems": "center", "padding": {"left": 10, "right": 10}},
         [box("a", 50, 20),
          box("p", 30, 30, position="absolute", offset={"left": "10%", "bottom": 5}),
          box("q", 30, 30, position="absolute", offset={"left": 10, "right": 20, "top": "50%"}),
          box("s", 30, 30, position="absolute")]),
     {"a": (140, 40, 50, 20), "p": (20, 65, 30, 30), "q": (10, 50, 170, 30), "s": (160, 35, 30, 30)}),
    # Baselines: ascents 15 and 25, descents 5 and 5: line 30.
    ("baselines",
     doc({"width": 200}, {"alignItems": "baselineFirst"},
         [box("a", 20, 20, baseline={"first": 15}), box("b", 20, 30, baseline={"first": 25})]),
     {"root": (0, 0, 200, 30), "a": (0, 10, 20, 20), "b": (20, 0, 20, 30)}),
    # Text's last baseline is on its last line: 90 wide, two words of 40 a
    # line (84), two lines; ascents 15 + 20 = 35 and 25, descents 5 and 5.
    ("last baseline of wrapped text",
     doc({"width": 200}, {"alignItems": "baselineLast"},
         [{"name": "t", "text": {"words": [40, 40, 40, 40], "spaceWidth": 4, "lineHeight": 20},
           "baseline": {"first": 15, "last": 15}, "size": {"width": 90}},
          box("b", 30, 30, baseline={"last": 25})]),
     {"root": (0, 0, 200, 40), "t": (0, 0, 90, 40), "b": (90, 10, 30, 30)}),
]


def self_check():
    for name, d, want in SELF_CHECKS:
        got = fr.layout_document(d)
        for item, frame in want.items():
            g = got[item]
            if any(abs(a - b) > 1e-9 for a, b in zip(g, frame)):
                raise SystemExit(f"self-check {name!r}: {item} is {g}, worked out by hand {frame}")


# ---------------------------------------------------------------------------
# Building blocks

class G:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0

    def name(self, prefix):
        self.n += 1
        return f"{prefix}{self.n}"

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, xs):
        return self.rng.choice(xs)

    def words(self, lo=3, hi=10):
        return [self.rng.randint(8, 60) for _ in range(self.rng.randint(lo, hi))]


def text_leaf(g, name=None, max_lines=None, **kw):
    t = {"words": g.words()}
    if g.chance(0.4):
        t["spaceWidth"] = g.pick([3, 5, 6])
    if g.chance(0.4):
        t["lineHeight"] = g.pick([14, 17, 24])
    if max_lines is None and g.chance(0.2):
        max_lines = g.pick([1, 2, 3])
    if max_lines:
        t["maxLines"] = max_lines
    d = {"name": name or g.name("text"), "text": t}
    d.update(kw)
    return d


def box_leaf(g, name=None, w=None, h=None, baseline=False, **kw):
    w = w if w is not None else g.rng.randint(10, 120)
    h = h if h is not None else g.rng.randint(10, 80)
    d = {"name": name or g.name("box")}
    r = g.rng.random()
    if r < 0.1:
        d["intrinsicSize"] = {"width": w}
    elif r < 0.15:
        d["intrinsicSize"] = {"height": h}
    else:
        d["intrinsicSize"] = {"width": w, "height": h}
    if baseline:
        hh = d["intrinsicSize"].get("height", 0)
        d["intrinsicSize"]["height"] = hh = hh or h
        first = g.rng.randint(0, hh)
        d["baseline"] = {"first": first, "last": g.rng.randint(first, hh)}
    d.update(kw)
    return d


def empty_leaf(g, name=None, **kw):
    d = {"name": name or g.name("space")}
    r = g.rng.random()
    if r < 0.4:
        d["size"] = {"width": g.rng.randint(5, 60), "height": g.rng.randint(5, 40)}
    elif r < 0.7:
        d["minSize"] = {"width": g.rng.randint(5, 40), "height": g.rng.randint(5, 30)}
    d.update(kw)
    return d


def any_leaf(g, text=0.2, empty=0.15, w=None, h=None, **kw):
    """A text, an empty or an intrinsic-size leaf (w, h: the intrinsic size)."""
    r = g.rng.random()
    if r < text:
        return text_leaf(g, **kw)
    if r < text + empty:
        return empty_leaf(g, **kw)
    return box_leaf(g, w=w, h=h, **kw)


ALIGNS = ["stretch", "start", "center", "end"]
JUSTIFIES = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
CONTENTS = ["start", "center", "end", "stretch", "spaceBetween", "spaceAround", "spaceEvenly"]


def flex_opts(g, grow=0.3, shrink=0.3, basis=0.2, pct_basis=True):
    o = {}
    if g.chance(grow):
        o["flexGrow"] = g.pick([1, 1, 2, 0.5, 3])
    if g.chance(shrink):
        o["flexShrink"] = g.pick([1, 1, 2, 0.5])
    if g.chance(basis):
        o["flexBasis"] = g.pick([g.rng.randint(20, 120), "auto"] + (["25%", "40%", "50%"] if pct_basis else []))
    return o


def root(g, width, height, flex, children, rtl=False):
    size = {"width": width}
    if height is not None:
        size["height"] = height
    r = {"name": "root", "size": size, "flexStack": flex, "children": children}
    if rtl:
        r["layoutDirection"] = "rightToLeft"
    elif g.chance(0.05):
        r["layoutDirection"] = "leftToRight"
    return {"root": r}


def maybe(g, d, key, p, value):
    if g.chance(p):
        d[key] = value
    return d


def padding(g, rtl_words=False):
    p = {}
    for e in ("top", "left", "bottom", "right"):
        if g.chance(0.6):
            p[e] = g.pick([4, 8, 10, 12, 16])
    if rtl_words:
        for e in ("leading", "trailing"):
            if g.chance(0.6):
                p[e] = g.pick([0, 6, 20, 24])
    return p


# ---------------------------------------------------------------------------
# Families

def fam_grow(g):
    horizontal = g.chance(0.7)
    W, H = g.pick([240, 300, 320]), g.pick([None, 200, 240])
    if not horizontal and H is None:
        H = 300
    flex = {"direction": "horizontal" if horizontal else "vertical", "alignItems": g.pick(ALIGNS)}
    maybe(g, flex, "spacing", 0.5, g.pick([4, 8, 10]))
    kids = []
    for _ in range(g.rng.randint(2, 4)):
        k = box_leaf(g, w=g.rng.randint(30, 140), h=g.rng.randint(30, 140), **flex_opts(g, 0.5, 0.5, 0.4))
        if g.chance(0.2):
            k["minSize"] = {"width": g.rng.randint(10, 60)} if horizontal else {"height": g.rng.randint(10, 60)}
        if g.chance(0.15):
            k["maxSize"] = {"width": g.rng.randint(60, 160)} if horizontal else {"height": g.rng.randint(60, 160)}
        kids.append(k)
    return root(g, W, H, flex, kids)


def fam_justify(g):
    horizontal = g.chance(0.6)
    W, H = g.pick([240, 320, 375]), g.pick([None, 160, 300])
    if not horizontal and H is None:
        H = 260
    flex = {"direction": "horizontal" if horizontal else "vertical",
            "justifyContent": g.pick(JUSTIFIES + ["spaceEvenly", "spaceAround"]),
            "alignItems": g.pick(ALIGNS)}
    maybe(g, flex, "spacing", 0.5, g.pick([4, 6, 12]))
    kids = []
    for _ in range(g.rng.randint(1, 4)):
        k = any_leaf(g, text=0.1, w=g.rng.randint(10, 50), h=g.rng.randint(10, 50)) if g.chance(0.85) \
            else empty_leaf(g)
        if "text" in k:
            k["text"]["words"] = k["text"]["words"][:3]
        if g.chance(0.2):
            k["spacingBefore"] = g.pick([2, 5, 8])
        if g.chance(0.2):
            k["spacingAfter"] = g.pick([3, 6])
        kids.append(k)
    return root(g, W, H, flex, kids)


def fam_align(g):
    W, H = g.pick([240, 320]), g.pick([None, None, 100, 140])
    items = g.pick(ALIGNS + ["baselineFirst", "baselineLast", "baselineFirst"])
    flex = {"direction": g.pick(["horizontal", "horizontal", "horizontalReverse"]), "alignItems": items}
    maybe(g, flex, "spacing", 0.4, 8)
    if g.chance(0.3):
        flex["flexWrap"] = "wrap"
        flex["alignContent"] = g.pick(CONTENTS)
    kind = "baselineLast" if items == "baselineLast" else "baselineFirst"
    kids = []
    for _ in range(g.rng.randint(2, 5)):
        own = items
        k = {}
        if g.chance(0.4):
            own = g.pick(ALIGNS + [kind, "auto"])
            k["alignSelf"] = own
            if own == "auto":
                own = items
        if own.startswith("baseline"):
            leaf = box_leaf(g, w=g.rng.randint(20, 80), h=g.rng.randint(12, 60), baseline=True)
        else:
            leaf = any_leaf(g, text=0.25, w=g.rng.randint(20, 80), h=g.rng.randint(12, 60))
            if g.chance(0.3) and "baseline" not in leaf:
                leaf["baseline"] = {"first": 5}
        leaf.update(k)
        kids.append(leaf)
    return root(g, W, H, flex, kids)


def fam_wrap(g, reverse=False):
    horizontal = g.chance(0.65)
    W = g.pick([200, 240, 320])
    H = g.pick([None, 260, 320]) if horizontal else g.pick([180, 240, 300])
    flex = {"direction": g.pick(["horizontal", "horizontalReverse"] if horizontal else ["vertical", "verticalReverse"])
            if g.chance(0.3) else ("horizontal" if horizontal else "vertical"),
            "flexWrap": "wrapReverse" if reverse else "wrap",
            "alignContent": g.pick(CONTENTS),
            "alignItems": g.pick(["start", "center", "end", "start", "stretch"])}
    maybe(g, flex, "spacing", 0.6, g.pick([4, 8, 10]))
    maybe(g, flex, "lineSpacing", 0.6, g.pick([5, 8, 12]))
    maybe(g, flex, "justifyContent", 0.4, g.pick(JUSTIFIES))
    if g.chance(0.3):
        flex["padding"] = padding(g)
    kids = []
    for _ in range(g.rng.randint(4, 9)):
        k = box_leaf(g, w=g.rng.randint(20, 110), h=g.rng.randint(15, 80)) if g.chance(0.8) else text_leaf(g)
        if "text" in k:
            k["text"]["words"] = k["text"]["words"][:4]
        k.update(flex_opts(g, 0.25, 0.1, 0.1, pct_basis=False))
        if g.chance(0.2):
            k["alignSelf"] = g.pick(ALIGNS)
        kids.append(k)
    return root(g, W, H, flex, kids, rtl=g.chance(0.15))


def fam_wrap_reverse(g):
    return fam_wrap(g, reverse=True)


def fam_padding(g):
    rtl = g.chance(0.5)
    horizontal = g.chance(0.5)
    W, H = g.pick([240, 320]), g.pick([None, 200])
    flex = {"direction": "horizontal" if horizontal else "vertical", "padding": padding(g, rtl_words=True),
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
    if not flex["padding"]:
        flex["padding"] = {"leading": 12}
    maybe(g, flex, "spacing", 0.4, 6)
    kids = [any_leaf(g, text=0.2, **flex_opts(g, 0.3, 0.2, 0)) for _ in range(g.rng.randint(1, 3))]
    if g.chance(0.5):
        inner = {"name": g.name("inner"),
                 "flexStack": {"direction": g.pick(["horizontal", "vertical"]), "padding": padding(g, rtl_words=True),
                               "alignItems": g.pick(ALIGNS)},
                 "children": [box_leaf(g, w=g.rng.randint(10, 50)) for _ in range(g.rng.randint(1, 3))]}
        kids.insert(g.rng.randint(0, len(kids)), inner)
    return root(g, W, H, flex, kids, rtl=rtl)


def margin_value(g, pct=True, auto=True):
    opts = [0, 4, 8, 12, 20]
    if pct:
        opts += ["5%", "10%"]
    if auto:
        opts += ["auto"]
    return g.pick(opts)


def fam_margins(g):
    rtl = g.chance(0.3)
    horizontal = g.chance(0.6)
    W, H = g.pick([240, 320]), g.pick([None, 180, 240])
    if not horizontal and H is None:
        H = 300
    flex = {"direction": "horizontal" if horizontal else "vertical",
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
    maybe(g, flex, "spacing", 0.3, 6)
    if g.chance(0.25):
        flex["flexWrap"] = "wrap"
    kids = []
    for _ in range(g.rng.randint(1, 4)):
        k = box_leaf(g, w=g.rng.randint(20, 80), h=g.rng.randint(15, 60), **flex_opts(g, 0.2, 0.2, 0))
        m = {}
        for e in g.rng.sample(["top", "left", "bottom", "right", "leading", "trailing"], g.rng.randint(1, 4)):
            m[e] = margin_value(g)
        k["margin"] = m
        kids.append(k)
    if g.chance(0.6):
        # an auto margin on the main axis, where the row or column has room
        k = g.pick(kids)
        k.pop("flexGrow", None)
        side = g.pick(["left", "right", "leading", "trailing"] if horizontal else ["top", "bottom"])
        k["margin"][side] = "auto"
    return root(g, W, H, flex, kids, rtl=rtl)


def offset_axis(g, a, b, pct):
    r = g.rng.random()
    val = lambda: g.pick([0, 6, 10, 24] + (["10%", "25%"] if pct else []))
    if r < 0.3:
        return {}
    if r < 0.55:
        return {a: val()}
    if r < 0.8:
        return {b: val()}
    return {a: val(), b: val()}


def fam_absolute(g):
    rtl = g.chance(0.25)
    horizontal = g.chance(0.6)
    W, H = g.pick([240, 320]), g.pick([None, 200, 260])
    flex = {"direction": g.pick(["horizontal", "horizontalReverse"] if horizontal else ["vertical", "verticalReverse"])
            if g.chance(0.25) else ("horizontal" if horizontal else "vertical"),
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
    if g.chance(0.4):
        flex["padding"] = padding(g)
    if g.chance(0.2):
        flex["flexWrap"] = "wrapReverse"
    kids = [box_leaf(g, w=g.rng.randint(20, 80), h=g.rng.randint(15, 60)) for _ in range(g.rng.randint(1, 3))]
    for _ in range(g.rng.randint(1, 2)):
        k = box_leaf(g, w=g.rng.randint(10, 60), h=g.rng.randint(10, 50)) if g.chance(0.75) \
            else text_leaf(g, max_lines=0)
        k["position"] = "absolute"
        off = {}
        off.update(offset_axis(g, "left", "right", True))
        off.update(offset_axis(g, "top", "bottom", H is not None))
        if off:
            k["offset"] = off
        if g.chance(0.3):
            k["alignSelf"] = g.pick(ALIGNS)
        if g.chance(0.25):
            k["size"] = {"width": g.pick([30, "20%"])}
        m = {}
        if not ("left" in off and "right" in off) and g.chance(0.3):
            m["left"], m["right"] = g.pick([0, 5]), g.pick([0, 7])
        if not ("top" in off and "bottom" in off) and g.chance(0.3):
            m["top"], m["bottom"] = g.pick([0, 3]), g.pick([0, 9])
        if m:
            k["margin"] = m
        kids.insert(g.rng.randint(0, len(kids)), k)
    return root(g, W, H, flex, kids, rtl=rtl)


def pct_or(g, v):
    return g.pick([v, f"{g.pick([10, 20, 25, 30, 40, 50])}%"])


def fam_percent(g):
    horizontal = g.chance(0.6)
    W, H = g.pick([200, 300, 320]), g.pick([None, 200, 300])
    flex = {"direction": "horizontal" if horizontal else "vertical", "alignItems": g.pick(ALIGNS)}
    if g.chance(0.4):
        flex["padding"] = padding(g)
    if g.chance(0.3):
        flex["flexWrap"] = "wrap"
    maybe(g, flex, "spacing", 0.3, 5)
    kids = []
    for _ in range(g.rng.randint(2, 4)):
        k = box_leaf(g, w=g.rng.randint(20, 100), h=g.rng.randint(20, 80))
        for key in g.rng.sample(["size", "minSize", "maxSize", "flexBasis"], g.rng.randint(1, 2)):
            if key == "flexBasis":
                k["flexBasis"] = g.pick(["20%", "30%", "50%", 60])
            else:
                v = {}
                if g.chance(0.7):
                    v["width"] = pct_or(g, g.rng.randint(20, 100))
                if g.chance(0.6):
                    v["height"] = pct_or(g, g.rng.randint(20, 80))
                if v:
                    k[key] = v
        k.update(flex_opts(g, 0.3, 0.3, 0))
        kids.append(k)
    if g.chance(0.4):
        inner = {"name": g.name("inner"), "size": {"width": pct_or(g, 150), "height": pct_or(g, 100)},
                 "flexStack": {"direction": g.pick(["horizontal", "vertical"]), "alignItems": g.pick(ALIGNS)},
                 "children": [box_leaf(g, size={"width": f"{g.pick([25, 50])}%"}) for _ in range(2)]}
        kids.append(inner)
    return root(g, W, H, flex, kids)


def fam_reverse(g):
    horizontal = g.chance(0.55)
    rtl = g.chance(0.3)
    W, H = g.pick([240, 320]), g.pick([None, 220])
    if not horizontal and H is None:
        H = 280
    flex = {"direction": "horizontalReverse" if horizontal else "verticalReverse",
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
    maybe(g, flex, "spacing", 0.5, g.pick([4, 10]))
    if g.chance(0.3):
        flex["padding"] = padding(g, rtl_words=rtl)
    if g.chance(0.3):
        flex["flexWrap"] = g.pick(["wrap", "wrapReverse"])
    kids = []
    for _ in range(g.rng.randint(2, 4)):
        k = any_leaf(g, text=0.15, w=g.rng.randint(20, 90), h=g.rng.randint(15, 60), **flex_opts(g, 0.3, 0.2, 0.1))
        if g.chance(0.3):
            k["spacingBefore"] = g.pick([3, 9])
        if g.chance(0.3):
            k["margin"] = {g.pick(["left", "top", "right", "bottom", "leading"]): g.pick([4, 10, "auto"])}
        kids.append(k)
    return root(g, W, H, flex, kids, rtl=rtl)


def fam_aspect(g):
    horizontal = g.chance(0.5)
    W, H = g.pick([240, 320]), g.pick([None, 240])
    flex = {"direction": "horizontal" if horizontal else "vertical", "alignItems": g.pick(ALIGNS)}
    maybe(g, flex, "spacing", 0.4, 8)
    kids = []
    for i in range(g.rng.randint(2, 4)):
        if i == 0 or g.chance(0.6):
            k = box_leaf(g, w=g.rng.randint(20, 100), h=g.rng.randint(20, 100)) if g.chance(0.7) else empty_leaf(g)
            k["aspectRatio"] = g.pick([0.5, 0.75, 1, 1.5, 2, 1.25])
            if g.chance(0.3):
                k["flexBasis"] = g.pick([40, 60, "25%"])
            if g.chance(0.2):
                k["maxSize"] = {"height": g.rng.randint(30, 90)}
        else:
            k = any_leaf(g, text=0.2)
        k.update(flex_opts(g, 0.25, 0.25, 0))
        kids.append(k)
    return root(g, W, H, flex, kids)


def fam_rtl(g):
    horizontal = g.chance(0.6)
    W, H = g.pick([240, 320, 375]), g.pick([None, 200])
    flex = {"direction": "horizontal" if horizontal else "vertical",
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
    maybe(g, flex, "spacing", 0.5, 8)
    if g.chance(0.5):
        flex["padding"] = padding(g, rtl_words=True)
    if g.chance(0.25):
        flex["flexWrap"] = g.pick(["wrap", "wrapReverse"])
    kids = []
    for _ in range(g.rng.randint(2, 4)):
        k = any_leaf(g, text=0.2, w=g.rng.randint(20, 90), h=g.rng.randint(15, 60), **flex_opts(g, 0.3, 0.2, 0))
        if g.chance(0.4):
            k["margin"] = {g.pick(["leading", "trailing"]): g.pick([4, 12, "auto"]), "top": g.pick([0, 6])}
        kids.append(k)
    if g.chance(0.3):
        k = box_leaf(g, w=30, h=30, position="absolute")
        k["offset"] = g.pick([{"left": 5}, {"right": 10}, {"top": 4}, {}])
        kids.append(k)
    return root(g, W, H, flex, kids, rtl=True)


def fam_hidden(g):
    horizontal = g.chance(0.6)
    W, H = g.pick([240, 320]), g.pick([None, 200])
    if not horizontal and H is None:
        H = 260
    flex = {"direction": g.pick(["horizontal", "horizontalReverse"]) if horizontal else g.pick(["vertical", "verticalReverse"]),
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
    maybe(g, flex, "spacing", 0.6, g.pick([6, 10]))
    if g.chance(0.3):
        flex["flexWrap"] = "wrap"
    kids = []
    n = g.rng.randint(2, 5)
    for i in range(n):
        if g.chance(0.35):
            k = box_leaf(g, w=g.rng.randint(10, 60), h=g.rng.randint(10, 40), hidden=True)
            if g.chance(0.4):
                k["alignSelf"] = g.pick(["start", "center", "end"])
            if g.chance(0.3):
                k["flexGrow"] = 1
        else:
            k = any_leaf(g, text=0.15, w=g.rng.randint(20, 80), h=g.rng.randint(15, 50), **flex_opts(g, 0.3, 0.2, 0))
        kids.append(k)
    if not any(k.get("hidden") for k in kids):
        kids.insert(g.rng.randint(0, len(kids)), box_leaf(g, w=40, h=20, hidden=True))
    if all(k.get("hidden") for k in kids):
        kids.append(box_leaf(g))
    return root(g, W, H, flex, kids, rtl=g.chance(0.2))


def fam_text(g):
    mode = g.pick(["column", "column", "row", "rowwrap"])
    W = g.pick([160, 200, 240, 320])
    if mode == "column":
        flex = {"direction": "vertical", "alignItems": g.pick(["stretch", "stretch", "start", "center", "end"])}
        maybe(g, flex, "spacing", 0.5, 8)
        if g.chance(0.4):
            flex["padding"] = padding(g)
        kids = [text_leaf(g, **({"alignSelf": g.pick(ALIGNS)} if g.chance(0.3) else {}))
                for _ in range(g.rng.randint(1, 3))]
        if g.chance(0.5):
            kids.append(box_leaf(g, w=g.rng.randint(20, 60), h=20))
        return root(g, W, None, flex, kids)
    if mode == "row":
        flex = {"alignItems": g.pick(ALIGNS), "justifyContent": g.pick(JUSTIFIES)}
        maybe(g, flex, "spacing", 0.5, 8)
        kids = []
        for _ in range(g.rng.randint(1, 3)):
            k = text_leaf(g)
            k.update(g.pick([{"flexShrink": 1}, {"flexShrink": 1}, {"flexGrow": 1}, {"flexBasis": g.rng.randint(40, 120)}, {}]))
            kids.append(k)
        if g.chance(0.5):
            kids.insert(0, box_leaf(g, w=g.rng.randint(20, 50), h=g.rng.randint(20, 40)))
        return root(g, W, g.pick([None, None, 120]), flex, kids)
    flex = {"flexWrap": "wrap", "alignItems": g.pick(["start", "stretch", "center"]), "spacing": 6, "lineSpacing": 4}
    kids = [text_leaf(g, max_lines=0) for _ in range(g.rng.randint(2, 4))]
    for k in kids:
        k["text"]["words"] = k["text"]["words"][:4]
    return root(g, W, None, flex, kids)


def nested_stack(g, depth, maxdepth):
    flex = {"direction": g.pick(["horizontal", "vertical"]), "alignItems": g.pick(ALIGNS),
            "justifyContent": g.pick(JUSTIFIES)}
    maybe(g, flex, "spacing", 0.5, g.pick([4, 8]))
    if g.chance(0.3):
        flex["padding"] = padding(g)
    if g.chance(0.2):
        flex["flexWrap"] = "wrap"
    kids = []
    for _ in range(g.rng.randint(1, 3)):
        if depth < maxdepth and g.chance(0.4):
            kids.append(nested_stack(g, depth + 1, maxdepth))
        else:
            kids.append(any_leaf(g, text=0.25, w=g.rng.randint(10, 70), h=g.rng.randint(10, 50),
                                 **flex_opts(g, 0.3, 0.3, 0.1, pct_basis=False)))
    if not any(k.get("flexStack") for k in kids) and depth < maxdepth and g.chance(0.5):
        kids.append(nested_stack(g, depth + 1, maxdepth))
    st = {"name": g.name("stack"), "flexStack": flex, "children": kids}
    st.update(flex_opts(g, 0.4, 0.3, 0.1, pct_basis=False))
    if g.chance(0.2):
        st["alignSelf"] = g.pick(ALIGNS)
    if g.chance(0.15):
        st["minSize"] = {"width": g.rng.randint(30, 80)}
    return st


def fam_nested(g):
    horizontal = g.chance(0.5)
    W, H = g.pick([240, 320, 375]), g.pick([None, None, 300])
    flex = {"direction": "horizontal" if horizontal else "vertical", "alignItems": g.pick(ALIGNS),
            "justifyContent": g.pick(JUSTIFIES)}
    maybe(g, flex, "spacing", 0.4, 8)
    maxdepth = g.pick([2, 3, 3])
    kids = [nested_stack(g, 2, maxdepth)]
    for _ in range(g.rng.randint(0, 2)):
        kids.append(nested_stack(g, 2, maxdepth) if g.chance(0.5) else any_leaf(g, text=0.3))
    g.rng.shuffle(kids)
    return root(g, W, H, flex, kids, rtl=g.chance(0.15))


def fam_rounding(g):
    horizontal = g.chance(0.7)
    W, H = g.pick([173, 200, 251, 317]), g.pick([None, 181])
    if not horizontal and H is None:
        H = 233
    flex = {"direction": "horizontal" if horizontal else "vertical", "integerRounding": True,
            "alignItems": g.pick(ALIGNS), "justifyContent": g.pick(["start", "center", "end"])}
    maybe(g, flex, "spacing", 0.5, g.pick([3, 7]))
    kids = []
    for i in range(g.rng.randint(2, 4)):
        k = box_leaf(g, w=g.rng.randint(5, 40), h=g.rng.randint(5, 40)) if g.chance(0.7) else empty_leaf(g)
        k.pop("size", None)
        if i == 0 or g.chance(0.6):
            k["flexGrow"] = g.pick([1, 1, 2, 3, 0.5])
        kids.append(k)
    return root(g, W, H, flex, kids)


def fam_startend(g):
    """Offsets by `leading` and `trailing` (Yoga's start and end), which
    follow the direction and win over left and right: absolute badges in
    a row or column, and a child in the flow nudged along the line."""
    rtl = g.chance(0.5)
    horizontal = g.chance(0.6)
    W, H = g.pick([240, 320]), g.pick([None, 200])
    flex = {"direction": "horizontal" if horizontal else "vertical", "alignItems": g.pick(ALIGNS),
            "justifyContent": g.pick(JUSTIFIES)}
    if g.chance(0.4):
        flex["padding"] = padding(g)
    kids = [box_leaf(g, w=g.rng.randint(20, 80), h=g.rng.randint(15, 60)) for _ in range(g.rng.randint(1, 3))]
    for _ in range(g.rng.randint(1, 2)):
        k = box_leaf(g, w=g.rng.randint(10, 40), h=g.rng.randint(10, 40))
        k["position"] = "absolute"
        off = {k2.replace("left", "leading").replace("right", "trailing"): v
               for k2, v in offset_axis(g, "left", "right", True).items()}
        if g.chance(0.3):
            off[g.pick(["left", "right"])] = g.pick([2, 50])
        off.update(offset_axis(g, "top", "bottom", H is not None))
        if off:
            k["offset"] = off
        kids.insert(g.rng.randint(0, len(kids)), k)
    if g.chance(0.5):
        nudged = g.pick([k for k in kids if k.get("position") != "absolute"])
        nudged["offset"] = {g.pick(["leading", "trailing"]): g.pick([4, 12, "10%"])}
    return root(g, W, H, flex, kids, rtl=rtl)


def fam_truncate(g):
    """Text of one or two lines longer than its room: a title that shrinks
    between two buttons, or a caption stretched across a column. Cut short,
    the last line shown ends in an ellipsis and fills the width offered."""
    W = g.pick([160, 200, 240, 320])
    text = text_leaf(g, max_lines=g.pick([1, 1, 2]))
    text["text"]["words"] = [g.rng.randint(20, 70) for _ in range(g.rng.randint(6, 14))]
    if g.chance(0.5):
        text["flexShrink"] = 1
        flex = {"alignItems": g.pick(["center", "start", "stretch"]), "spacing": g.pick([0, 8])}
        kids = [box_leaf(g, w=g.rng.randint(24, 44), h=32), text, box_leaf(g, w=g.rng.randint(24, 60), h=32)]
        return root(g, W, g.pick([None, 44]), flex, kids, rtl=g.chance(0.25))
    flex = {"direction": "vertical", "alignItems": g.pick(["stretch", "start"])}
    maybe(g, flex, "padding", 0.5, {"left": 8, "right": 8, "top": 4, "bottom": 4})
    kids = [box_leaf(g, w=W // 2, h=20), text]
    return root(g, W, None, flex, kids)


FAMILIES = [
    ("grow", fam_grow),
    ("justify", fam_justify),
    ("align", fam_align),
    ("wrap", fam_wrap),
    ("wrapreverse", fam_wrap_reverse),
    ("padding", fam_padding),
    ("margins", fam_margins),
    ("absolute", fam_absolute),
    ("percent", fam_percent),
    ("reverse", fam_reverse),
    ("aspect", fam_aspect),
    ("rtl", fam_rtl),
    ("hidden", fam_hidden),
    ("text", fam_text),
    ("nested", fam_nested),
    ("rounding", fam_rounding),
    ("truncate", fam_truncate),
    ("startend", fam_startend),
]


# ---------------------------------------------------------------------------
# Keeping a document

def same(a, b):
    return all(abs(x - y) <= 1e-9 * max(1.0, abs(y)) for x, y in zip(a, b))


def judge(document):
    """(frames, None) when the document is kept, else (None, reason)."""
    tr = fr.Trace()
    try:
        frames = fr.layout_document(document, fr.Readings(), tr)
    except fr.Unsupported as e:
        return None, f"unsupported: {e}"
    if tr.flags:
        return None, "open case: " + tr.flags[0]
    if tr.closest < NEAR:
        return None, f"near tie: {tr.what}"
    for rd in fr.ALTERNATIVES:
        try:
            other = fr.layout_document(document, rd, fr.Trace())
        except fr.Unsupported as e:
            return None, f"unsupported under {rd}: {e}"
        for name, f in frames.items():
            if not same(other[name], f):
                changed = [k for k, v in vars(rd).items() if v != getattr(fr.Readings(), k)]
                return None, f"depends on the reading {changed[0]}"
    for name, f in frames.items():
        if any(abs(v) > 5000 for v in f):
            return None, "out of range"
    return frames, None


def jnum(x):
    x = float(x)
    if x == int(x) and abs(x) < 1e15:
        return int(x)
    return x


def build(family, fn, idx):
    last = None
    for attempt in range(200):
        g = G(random.Random(f"{SEED}/{family}/{idx}/{attempt}"))
        document = fn(g)
        frames, reason = judge(document)
        if frames is None:
            REJECTED[reason.split(":")[0] + ": " + reason.split(":")[-1].strip()] += 1
            last = reason
            continue
        expected = {"frames": {n: {"x": jnum(f[0]), "y": jnum(f[1]), "width": jnum(f[2]), "height": jnum(f[3])}
                               for n, f in frames.items()}}
        return {"name": f"{family}-{idx:04d}", "document": document, "expected": expected}
    raise SystemExit(f"could not build {family}-{idx}: {last}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    self_check()
    docs = []
    schedule = [(name, fn, i) for name, fn in FAMILIES for i in range(PER_FAMILY)]
    for name, fn, i in schedule:
        docs.append(build(name, fn, i))
    write_fixture(args.out, [("generator", "Tests/Oracle/make_flex_fixtures.py"), ("seed", SEED),
                             ("tolerance", TOLERANCE)], "documents", docs)
    if not args.quiet:
        fam = Counter(d["name"].rsplit("-", 1)[0] for d in docs)
        items = sum(len(d["expected"]["frames"]) for d in docs)
        print(f"self-checks: {len(SELF_CHECKS)} agree")
        print(f"documents: {len(docs)} ({', '.join(f'{k} {v}' for k, v in fam.items())}); items: {items}")
        print(f"drawn again: {sum(REJECTED.values())}")
        for reason, n in REJECTED.most_common():
            print(f"   {n:5d}  {reason}")
        print(f"wrote {os.path.relpath(args.out)} ({os.path.getsize(args.out)} bytes)")


if __name__ == "__main__":
    main()
