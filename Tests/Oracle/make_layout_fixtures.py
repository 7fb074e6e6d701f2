#!/usr/bin/env python3
"""Independent test oracle for the Layout engine (`layout run --json`).

Generates seeded, deterministic layout documents (the format of
Docs/Formats/LayoutDocument.md, without `stack` / `flexStack`),
computes what `layout run DOC --json` must print, independently of the
Swift code, and writes

    Tests/LayoutToolTests/Fixtures/layout-documents.json

The reference semantics (the Layout engine's specification):

* every item has four variables in the root's coordinate space: left, top,
  width, height, its alignment rectangle; its frame is that rectangle
  outset by its `alignmentInsets` (0 each by default), and its margins and
  baselines are measured from the frame;
* a guide (declared in an item's `guides`, or the system guides
  `ITEM.margins` and `ITEM.readableContent` named in a constraint) has four
  variables too, only edge, centre and size attributes, no size bound and
  no frame in the output; `ITEM.margins` equals the item's margin
  attributes; `ITEM.readableContent` has their top, bottom and centre and
  width min(margins width, root `readableWidth` or 672) (see `oracle`);
* the root has left == 0 and top == 0 (required), and width == 0 and
  height == 0 at a level of its own below every other priority (an
  undecided root size takes the smallest value the constraints allow);
* every item's width and height are >= 0 (required, before everything
  else: Auto Layout's implicit bound);
* `size` / `minSize` / `maxSize` are required ==, >=, <= on width/height;
  `intrinsicSize` gives per present dimension `size <= intrinsic` at the
  hugging priority (default 250) and `size >= intrinsic` at the
  compression-resistance priority (default 750);
* priorities are strict: each optional level, highest first, minimises
  its sum of |error| (weight 1) and is frozen before the next one;
* attribute expressions, leading/trailing, margins, baselines and the
  right-to-left mirroring rule are those of the brief (see `attr_expr` and
  `build_constraint`); a constant-only position is relative to the item's
  parent (its leading edge for leading/trailing attributes, else its
  left/top edge; 0 for the root);
* a child with a `frame` (x, y, width, height in its parent) translates
  its `autoresizing` mask: per axis, the segments margin-before, size,
  margin-after of the frame in `frameIn` (default: the parent's `size`)
  that the mask makes flexible share the parent's growth P - P0 in
  proportion to their lengths (equally when those are all 0); the
  alignment rectangle is the frame inset by `alignmentInsets`. These are
  required equations after the size bounds and before everything else
  (see `autoresizing_cons`);
* required constraints are activated in order (per item, depth-first:
  size, minSize, maxSize; then the document's constraints); one that cannot
  hold with those accepted before it is broken: exit status 1, `broken` is
  the first broken constraint's text and the frames are the layout without
  the broken constraints;
* a leading/trailing attribute is never related to a left/right one (the
  engine rejects such a document, exit 2, as UIKit does), so the generator
  never writes one; directional attributes do mix with centres;
* an item is ambiguous when its size or its position in its parent takes
  different values at different optimal solutions of the whole
  lexicographic problem (max - min over the final optimal face > 1e-6, or
  unbounded); a frame component (in the root) that does so is null in
  the expected frames, so an item inside an open one has nulls without
  being ambiguous itself.

The LP machinery (HiGHS through scipy, level by level, ranges over the
final optimal face, rejection of numerically delicate cases) is imported
from make_solver_fixtures.py.

Usage:
    python3 Tests/Oracle/make_layout_fixtures.py [--out PATH] [--quiet]
    python3 Tests/Oracle/make_layout_fixtures.py --check PATH/TO/layout [--fixtures PATH]

`--check` runs every document of the fixtures file through
`layout run FILE --json` and reports every disagreement.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import make_solver_fixtures as solver  # noqa: E402
from make_solver_fixtures import Con, Delicate, GeneratorBug  # noqa: E402

SEED = 20261130
TOLERANCE = 1e-6
OUT_PATH = os.path.join(REPO, "Tests", "LayoutToolTests", "Fixtures", "layout-documents.json")
ROOT_SIZE_PRIORITY = -1.0      # a level of its own, below every document priority
READABLE_PRIORITY = -0.5      # a readable guide's width: a level of its own, above the root's
MIN_CONFLICT_VIOLATION = 1.0   # a broken constraint misses by at least this much
REGENERATED = Counter()        # attempts thrown away for not being what the family wants


# ---------------------------------------------------------------------------
# Oracle: reading a document

X_ATTRS = {"left", "right", "centerX", "leftMargin", "rightMargin", "centerXWithinMargins",
           "leading", "trailing", "leadingMargin", "trailingMargin"}
Y_ATTRS = {"top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins",
           "firstBaseline", "lastBaseline"}
SIZE_ATTRS = {"width", "height"}
DIRECTIONAL = {"leading", "trailing", "leadingMargin", "trailingMargin"}
ALL_ATTRS = X_ATTRS | Y_ATTRS | SIZE_ATTRS
PHYSICAL_X = {"left", "right", "leftMargin", "rightMargin"}
GUIDE_ATTRS = {"left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY"}


def compatible(a1, a2):
    """Whether two attributes may be related. As in UIKit, a leading/trailing
    attribute is never related to a left/right one (the engine rejects such a
    document as malformed); centers mix with either."""
    if (kind_of(a1) == "size") != (kind_of(a2) == "size"):
        return False
    if "size" not in (kind_of(a1), kind_of(a2)) and kind_of(a1) != kind_of(a2):
        return False
    return not ((a1 in DIRECTIONAL and a2 in PHYSICAL_X) or (a2 in DIRECTIONAL and a1 in PHYSICAL_X))


def kind_of(attr):
    if attr in X_ATTRS:
        return "x"
    if attr in Y_ATTRS:
        return "y"
    return "size"


class OItem:
    """An item as the oracle reads it from the document."""

    def __init__(self, spec, parent):
        self.name = spec["name"]
        self.parent = parent
        m = spec.get("margins") or {}
        self.margins = {e: float(m.get(e, 8)) for e in ("top", "left", "bottom", "right")}
        b = spec.get("baseline") or {}
        self.first = b.get("first")
        self.last = b.get("last")
        i = spec.get("intrinsicSize") or {}
        self.iw, self.ih = i.get("width"), i.get("height")
        hug = spec.get("hugging") or {}
        cr = spec.get("compressionResistance") or {}
        self.hug = (float(hug.get("horizontal", 250)), float(hug.get("vertical", 250)))
        self.cr = (float(cr.get("horizontal", 750)), float(cr.get("vertical", 750)))
        self.size = spec.get("size") or {}
        self.min = spec.get("minSize") or {}
        self.max = spec.get("maxSize") or {}
        a = spec.get("alignmentInsets") or {}
        self.insets = {e: float(a.get(e) or 0) for e in ("top", "left", "bottom", "right")}
        self.guides = [g["name"] for g in spec.get("guides", [])]
        self.is_guide = False
        self.frame = spec.get("frame")
        self.mask = set(spec.get("autoresizing", []))
        if self.frame is not None:
            self.frame_in = spec.get("frameIn") or (parent.size if parent and parent.size.get("width") is not None
                                                    and parent.size.get("height") is not None else parent.frame)

    def var(self, which):
        return f"{self.name}.{which}"

    def frame_values(self, values):
        """The output frame: the alignment rectangle (the variables)
        outset by the alignment insets."""
        a = self.insets

        def out(v, d):
            return v if v is None or d == 0 else solver.snap(v + d)
        return {"x": out(values[self.var("left")], -a["left"]), "y": out(values[self.var("top")], -a["top"]),
                "width": out(values[self.var("width")], a["left"] + a["right"]),
                "height": out(values[self.var("height")], a["top"] + a["bottom"])}


class OGuide:
    """A layout guide: a declared one (`"guides"`), or an item's system
    guide `ITEM.margins` / `ITEM.readableContent`. Four variables like an
    item's; no margins, baselines, insets or size bound; its constant-only
    positions are measured from its owner."""

    def __init__(self, name, owner, role=None):
        self.name = name
        self.parent = owner
        self.role = role          # None (declared), "margins", "readableContent"
        self.is_guide = True
        self.insets = {e: 0.0 for e in ("top", "left", "bottom", "right")}

    def var(self, which):
        return f"{self.name}.{which}"


def read_document(doc):
    items = []

    def walk(spec, parent):
        if "stack" in spec or "flexStack" in spec:
            raise GeneratorBug("stacks are not modelled")
        item = OItem(spec, parent)
        items.append(item)
        for child in spec.get("children", []):
            walk(child, item)

    walk(doc["root"], None)
    rtl = doc["root"].get("layoutDirection", "leftToRight") == "rightToLeft"
    specs = []
    for c in doc.get("constraints", []):
        specs.append(c["constraint"] if isinstance(c, dict) else c)
    byname = {it.name: it for it in items}
    for it in items:
        for g in it.guides:
            if g in byname:
                raise GeneratorBug(f"duplicate name {g}")
            byname[g] = OGuide(g, it)
    return items, byname, rtl, specs


SYSTEM_GUIDES = ("margins", "readableContent")


def region(byname, name):
    """The item or guide a constraint names: a declared name wins, else
    `ITEM.margins` / `ITEM.readableContent` (made on first use)."""
    if name in byname:
        return byname[name]
    owner, _, role = name.rpartition(".")
    if role in SYSTEM_GUIDES and owner in byname and not byname[owner].is_guide:
        byname[name] = OGuide(name, byname[owner], role)
        return byname[name]
    raise GeneratorBug(f"unknown item or guide {name!r}")


def fmt(v):
    """A number as the engine writes generated constraints: integral -> int."""
    v = float(v)
    if v == int(v):
        return str(int(v))
    return repr(v)


NUM = r"(?:\d+(?:\.\d+)?|\.\d+)"
NAME = r"[A-Za-z_][A-Za-z0-9_.]*"   # dots: system guides (`card.margins`); the attribute follows the last
CON_RE = re.compile(
    rf"^\s*(?P<a>{NAME})\.(?P<aa>[A-Za-z]+)\s*(?P<rel>==|<=|>=)\s*(?P<rhs>.*?)"
    rf"\s*(?:@\s*(?P<p>{NUM}))?\s*$")
RHS_CONST_RE = re.compile(rf"^(?P<s>[-+]?)\s*(?P<k>{NUM})$")
RHS_ITEM_RE = re.compile(
    rf"^(?:(?P<m>{NUM})\s*\*\s*)?(?P<b>{NAME})\.(?P<bb>[A-Za-z]+)"
    rf"(?:\s*(?P<s>[-+])\s*(?P<k>{NUM}))?$")


def parse_constraint(text):
    m = CON_RE.match(text)
    if not m:
        raise GeneratorBug(f"cannot parse {text!r}")
    rhs = m.group("rhs")
    p = float(m.group("p")) if m.group("p") else 1000.0
    out = {"a": m.group("a"), "aa": m.group("aa"), "rel": m.group("rel"), "p": p,
           "b": None, "bb": None, "m": 1.0, "k": 0.0}
    mc = RHS_CONST_RE.match(rhs)
    if mc:
        out["k"] = float(mc.group("k")) * (-1.0 if mc.group("s") == "-" else 1.0)
        return out
    mi = RHS_ITEM_RE.match(rhs)
    if not mi:
        raise GeneratorBug(f"cannot parse right side of {text!r}")
    out["b"], out["bb"] = mi.group("b"), mi.group("bb")
    if mi.group("m"):
        out["m"] = float(mi.group("m"))
    if mi.group("k"):
        out["k"] = float(mi.group("k")) * (-1.0 if mi.group("s") == "-" else 1.0)
    return out


def attr_expr(item, attr, rtl):
    """(coefs, const): the attribute as a linear expression of the item's
    variables, before any mirroring."""
    L, T, W, H = item.var("left"), item.var("top"), item.var("width"), item.var("height")
    if item.is_guide and attr not in GUIDE_ATTRS:
        raise GeneratorBug(f"a guide has no {attr}")
    # Margins and baselines are measured from the frame, the alignment
    # rectangle (the variables) outset by the alignment insets.
    a = item.insets
    m = {} if item.is_guide else {e: item.margins[e] - a[e] for e in item.margins}
    if attr in DIRECTIONAL:
        physical = {"leading": "right", "trailing": "left"} if rtl else {"leading": "left", "trailing": "right"}
        base = attr[:-6] if attr.endswith("Margin") else attr
        attr = physical[base] + ("Margin" if attr.endswith("Margin") else "")
    table = {
        "left": ({L: 1}, 0), "right": ({L: 1, W: 1}, 0),
        "top": ({T: 1}, 0), "bottom": ({T: 1, H: 1}, 0),
        "width": ({W: 1}, 0), "height": ({H: 1}, 0),
        "centerX": ({L: 1, W: 0.5}, 0), "centerY": ({T: 1, H: 0.5}, 0),
    }
    if attr in ("firstBaseline", "lastBaseline"):
        offset = item.first if attr == "firstBaseline" else item.last
        # Without a baseline: the top edge for the first, the bottom for the last (UIKit).
        fallback = ({T: 1}, 0) if attr == "firstBaseline" else ({T: 1, H: 1}, 0)
        table[attr] = ({T: 1}, float(offset) - a["top"]) if offset is not None else fallback
    elif m:
        table.update({
            "leftMargin": ({L: 1}, m["left"]), "rightMargin": ({L: 1, W: 1}, -m["right"]),
            "topMargin": ({T: 1}, m["top"]), "bottomMargin": ({T: 1, H: 1}, -m["bottom"]),
            "centerXWithinMargins": ({L: 1, W: 0.5}, (m["left"] - m["right"]) / 2),
            "centerYWithinMargins": ({T: 1, H: 0.5}, (m["top"] - m["bottom"]) / 2),
        })
    coefs, const = table[attr]
    return {k: float(v) for k, v in coefs.items()}, float(const)


def scaled(expr, s):
    coefs, const = expr
    return {k: v * s for k, v in coefs.items()}, const * s


def build_constraint(text, byname, rtl):
    """The document constraint `text` as a Con (sum coefs*x + const REL 0)."""
    pc = parse_constraint(text)
    a, aa = pc["a"], pc["aa"]
    if aa not in ALL_ATTRS:
        raise GeneratorBug(f"unknown attribute in {text!r}")
    A = region(byname, a)
    lhs = attr_expr(A, aa, rtl)
    if pc["b"] is None:
        if aa in SIZE_ATTRS:
            rhs = ({}, pc["k"])
        else:
            P = A.parent
            if P is None:
                pexpr = ({}, 0.0)
            elif aa in X_ATTRS:
                pexpr = attr_expr(P, "leading" if aa in DIRECTIONAL else "left", rtl)
            else:
                pexpr = attr_expr(P, "top", rtl)
            if rtl and aa in DIRECTIONAL:
                lhs, pexpr = scaled(lhs, -1), scaled(pexpr, -1)
            rhs = (pexpr[0], pexpr[1] + pc["k"])
    else:
        b, bb = pc["b"], pc["bb"]
        if bb not in ALL_ATTRS:
            raise GeneratorBug(f"unknown attribute in {text!r}")
        if not compatible(aa, bb):
            raise GeneratorBug(f"incompatible attributes in {text!r}")
        bexpr = attr_expr(region(byname, b), bb, rtl)
        if rtl and (aa in DIRECTIONAL or bb in DIRECTIONAL):
            if aa in X_ATTRS:
                lhs = scaled(lhs, -1)
            if bb in X_ATTRS:
                bexpr = scaled(bexpr, -1)
        bexpr = scaled(bexpr, pc["m"])
        rhs = (bexpr[0], bexpr[1] + pc["k"])
    coefs = dict(lhs[0])
    for n, c in rhs[0].items():
        coefs[n] = coefs.get(n, 0.0) - c
    coefs = {n: c for n, c in coefs.items() if c != 0}
    if not coefs:
        raise GeneratorBug(f"constraint without variables: {text!r}")
    return Con(coefs, lhs[1] - rhs[1], pc["rel"], pc["p"], 1.0, tuple(coefs), text)


def autoresizing_cons(it):
    """The frame equations of an item with a `frame`: per axis
    `left = parent.left + x + inset + share_before * (P - P0)` and
    `width = w - insets + share_size * (P - P0)`."""
    out = []
    par = it.parent
    axes = (("x", "width", "left", ("flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"), "left", "right"),
            ("y", "height", "top", ("flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"), "top", "bottom"))
    for o, dim, pos, options, e0, e1 in axes:
        off, size, p0 = float(it.frame[o]), float(it.frame[dim]), float(it.frame_in[dim])
        lengths = (off, size, p0 - off - size)
        flex = [opt in it.mask for opt in options]
        total = sum(l for l, f in zip(lengths, flex) if f)
        n = sum(flex)
        shares = [0.0 if not f else (l / total if total != 0 else 1.0 / n) for l, f in zip(lengths, flex)]
        before, across = it.insets[e0], it.insets[e0] + it.insets[e1]
        # position: it.pos - par.pos - share * par.dim = off + before - share * p0
        coefs = {it.var(pos): 1.0, par.var(pos): -1.0}
        if shares[0]:
            coefs[par.var(dim)] = -shares[0]
        out.append(Con(coefs, -(off + before - shares[0] * p0), "==", 1000.0, 1.0, tuple(coefs),
                       f"{it.name}.{pos} (frame)"))
        coefs = {it.var(dim): 1.0}
        if shares[1]:
            coefs[par.var(dim)] = -shares[1]
        out.append(Con(coefs, -(size - across - shares[1] * p0), "==", 1000.0, 1.0, tuple(coefs),
                       f"{it.name}.{dim} (frame)"))
    return out


def simple_con(var, rel, value, prio, text):
    return Con({var: 1.0}, -float(value), rel, float(prio), 1.0, (var,), text)


def oracle(doc, seed=1, content_sizes=None):
    """Expected `layout run --json` result of a document.

    `content_sizes` ({item name: (width, height)}) gives items a content
    size that acts as an intrinsic size (hugging and compression
    resistance at the item's priorities) in place of `intrinsicSize`:
    make_text_fixtures.py passes the measured sizes of its texts."""
    items, byname, rtl, specs = read_document(doc)
    order = {}
    for it in items:
        for w in ("left", "top", "width", "height"):
            order[it.var(w)] = len(order)
    root = items[0]
    activation = [simple_con(root.var("left"), "==", 0, 1000, "root.left == 0 (root)"),
                  simple_con(root.var("top"), "==", 0, 1000, "root.top == 0 (root)")]
    # Sizes are never negative (Auto Layout's implicit bound): required, and
    # in place before any constraint of the document.
    for it in items:
        for dim in ("width", "height"):
            activation.append(simple_con(it.var(dim), ">=", 0, 1000, f"{it.name}.{dim} >= 0 (non-negative)"))
    fixed = len(activation)
    optional = []
    required_intrinsic = []
    readable_width = float(doc["root"].get("readableWidth", 672))
    for it in items:
        for spec, rel in ((it.size, "=="), (it.min, ">="), (it.max, "<=")):
            for dim in ("width", "height"):
                v = spec.get(dim)
                if v is None:
                    continue
                activation.append(simple_con(it.var(dim), rel, v, 1000, f"{it.name}.{dim} {rel} {fmt(v)}"))
    # Frames turned into constraints: after the size settings, before the
    # document's constraints (which they win over).
    frame_cons = [c for it in items if it.frame is not None and it.parent is not None for c in autoresizing_cons(it)]
    activation += frame_cons
    for it in items:
        iw, ih = content_sizes[it.name] if content_sizes and it.name in content_sizes else (it.iw, it.ih)
        for dim, iv, hug, cr in (("width", iw, it.hug[0], it.cr[0]), ("height", ih, it.hug[1], it.cr[1])):
            if iv is None:
                continue
            for rel, p in (("<=", hug), (">=", cr)):
                c = simple_con(it.var(dim), rel, iv, p, f"{it.name}.{dim} {rel} {fmt(iv)} (intrinsic @{fmt(p)})")
                (required_intrinsic if c.required else optional).append(c)
    document_cons = [build_constraint(text, byname, rtl) for text in specs]
    # Guides: four variables each. A system guide is tied to its owner
    # before any constraint of the document.
    guides = [g for g in byname.values() if g.is_guide]
    readable = []
    for g in guides:
        for w in ("left", "top", "width", "height"):
            order[g.var(w)] = len(order)
    guide_cons = []
    for g in guides:
        if g.role is None:
            continue
        owner = g.parent
        ties = [("left", "leftMargin"), ("right", "rightMargin"), ("top", "topMargin"),
                ("bottom", "bottomMargin")]
        if g.role == "readableContent":
            # Inside the margins, centred, as tall; as wide as the margins up
            # to the root's readable width: width = min(margins width,
            # readableWidth), with no say in the owner's size (checked below).
            ties = [("top", "topMargin"), ("bottom", "bottomMargin"), ("centerX", "centerXWithinMargins")]
            w_margins = attr_expr(owner, "rightMargin", False)
            lm = attr_expr(owner, "leftMargin", False)
            for n, c in lm[0].items():
                w_margins[0][n] = w_margins[0].get(n, 0.0) - c
            mw = ({n: c for n, c in w_margins[0].items() if c != 0}, w_margins[1] - lm[1])
            coefs = {g.var("width"): 1.0}
            for n, c in mw[0].items():
                coefs[n] = coefs.get(n, 0.0) - c
            guide_cons.append(Con(dict(coefs), -mw[1], "<=", 1000.0, 1.0, tuple(coefs),
                                  f"{g.name}.width <= {owner.name}.margins.width (guide)"))
            guide_cons.append(simple_con(g.var("width"), "<=", readable_width, 1000,
                                         f"{g.name}.width <= {fmt(readable_width)} (guide)"))
            readable.append((g, mw))
            optional.append(Con(dict(coefs), -mw[1], "==", READABLE_PRIORITY, 1.0, tuple(coefs),
                                f"{g.name}.width == {owner.name}.margins.width (guide)"))
        for ga, oa in ties:
            ge, oe = attr_expr(g, ga, False), attr_expr(owner, oa, False)
            coefs = dict(ge[0])
            for n, c in oe[0].items():
                coefs[n] = coefs.get(n, 0.0) - c
            guide_cons.append(Con(coefs, ge[1] - oe[1], "==", 1000.0, 1.0, tuple(coefs),
                                  f"{g.name}.{ga} == {owner.name}.{oa} (guide)"))
    activation += guide_cons
    for c in document_cons:
        (activation if c.required else optional).append(c)
    activation += required_intrinsic
    optional.append(simple_con(root.var("width"), "==", 0, ROOT_SIZE_PRIORITY, "root.width == 0 (fitting)"))
    optional.append(simple_con(root.var("height"), "==", 0, ROOT_SIZE_PRIORITY, "root.height == 0 (fitting)"))

    # Conflicts: activate the required constraints in order.
    broken = []
    if solver.required_feasible(activation, order):
        accepted = activation
    else:
        accepted = []
        for i, c in enumerate(activation):
            v = solver.violation_of_required(accepted + [c], order)
            if v <= solver.FEASIBLE_VIOLATION:
                accepted.append(c)
            elif v >= MIN_CONFLICT_VIOLATION:
                if i < fixed or c in required_intrinsic or c in guide_cons or c in frame_cons:
                    raise GeneratorBug(f"would break {c.text}")
                broken.append(c)
            else:
                raise Delicate(f"conflict of {c.text} misses by only {v}")

    # Ambiguity is judged in each item's parent, as the engine's frame
    # variables are: an item placed inside an open one is not open itself.
    # Each offset is a variable of its own, defined by a required equation,
    # which leaves the optimum as it is.
    offsets = []
    for it in items:
        if it.parent is None:
            continue
        for w in ("left", "top"):
            name = f"{it.name}.{w} in parent"
            order[name] = len(order)
            coefs = {name: 1.0, it.var(w): -1.0, it.parent.var(w): 1.0}
            offsets.append(Con(coefs, 0.0, "==", 1000.0, 1.0, tuple(coefs), f"{name} (offset)"))
    names = list(order)
    values = solver.solve_values(accepted + offsets + optional, names, order, seed)
    for g, mw in readable:
        w, owner_w = values[g.var("width")], mw[1]
        for n, c in mw[0].items():
            owner_w = None if values[n] is None or owner_w is None else owner_w + c * values[n]
        if w is None or owner_w is None or abs(w - min(owner_w, readable_width)) > 1e-6:
            raise Delicate(f"{g.name}: the readable width {w} is not min({owner_w}, {readable_width})")
    frames, ambiguous = {}, []
    for it in items:
        fr = it.frame_values(values)
        frames[it.name] = fr
        own = [values[it.var("width")], values[it.var("height")]]
        own += [values[it.var(w)] if it.parent is None else values[f"{it.name}.{w} in parent"] for w in ("left", "top")]
        if any(v is None for v in own):
            ambiguous.append(it.name)
    if root.name in ambiguous:
        raise Delicate("the root's own frame is undetermined")
    return {"exit": 1 if broken else 0, "frames": frames, "ambiguous": ambiguous,
            "broken": broken[0].text if broken else None}, len(broken)


# ---------------------------------------------------------------------------
# Generator. It keeps, where it can, the frames it *intends* (computed by
# its own small geometry code, not the oracle's) so that constants can be
# derived and the oracle's answer can be cross-checked against them.

DIR_BASE = {"leading": "leading", "trailing": "trailing",
            "leadingMargin": "leading", "trailingMargin": "trailing"}


def margins_of(node):
    m = node.get("margins") or {}
    return {e: m.get(e, 8) for e in ("top", "left", "bottom", "right")}


def gval(frame, node, attr, rtl):
    """Value of an attribute for an intended frame (x, y, w, h)."""
    x, y, w, h = frame
    mg = margins_of(node)
    if attr in DIR_BASE:
        start_is_left = not rtl
        leading_side = "left" if start_is_left else "right"
        trailing_side = "right" if start_is_left else "left"
        side = leading_side if DIR_BASE[attr] == "leading" else trailing_side
        attr = side + ("Margin" if attr.endswith("Margin") else "")
    bl = node.get("baseline") or {}
    return {
        "left": x, "right": x + w, "centerX": x + w / 2,
        "leftMargin": x + mg["left"], "rightMargin": x + w - mg["right"],
        "centerXWithinMargins": (x + mg["left"] + x + w - mg["right"]) / 2,
        "top": y, "bottom": y + h, "centerY": y + h / 2,
        "topMargin": y + mg["top"], "bottomMargin": y + h - mg["bottom"],
        "centerYWithinMargins": (y + mg["top"] + y + h - mg["bottom"]) / 2,
        "firstBaseline": y + bl["first"] if bl.get("first") is not None else y,
        "lastBaseline": y + bl["last"] if bl.get("last") is not None else y + h,
        "width": w, "height": h,
    }[attr]


def num(v):
    v = float(v)
    if v == int(v):
        return str(int(v))
    return repr(round(v, 6))


class Doc:
    def __init__(self, rng, family, ordinal=0):
        self.rng = rng
        self.family = family
        self.ordinal = ordinal       # how many documents of the family came before
        self.root = {"name": "root"}
        self.nodes = {"root": self.root}
        self.parent = {"root": None}
        self.frames = {}          # intended frames, when known
        self.cons = []            # texts, in order
        self.rtl = False
        self.shuffle_ok = True
        self.expect = "determined"   # or "ambiguous", "conflict"
        self.check_frames = set()    # items whose intended frame the oracle must reproduce
        self.force_obj = set()       # constraint texts always written as objects

    # -- tree
    def set_rtl(self, p=0.25):
        if self.rng.random() < p:
            self.rtl = True
            self.root["layoutDirection"] = "rightToLeft"
        elif self.rng.random() < 0.1:
            self.root["layoutDirection"] = "leftToRight"
        return self.rtl

    def add(self, name, parent="root", **props):
        if name in self.nodes:
            raise GeneratorBug(f"duplicate item {name}")
        node = {"name": name}
        for k, v in props.items():
            if v is not None:
                node[k] = v
        self.nodes[parent].setdefault("children", []).append(node)
        self.nodes[name] = node
        self.parent[name] = parent
        return name

    # -- constraints
    def c(self, a, aa, rel, b=None, bb=None, m=1, k=0, p=None):
        if b is not None and not compatible(aa, bb):
            raise GeneratorBug(f"{a}.{aa} and {b}.{bb} cannot be related")
        text = f"{a}.{aa} {rel} "
        if b is None:
            text += num(k)
        else:
            text += (f"{num(m)}*" if m != 1 else "") + f"{b}.{bb}"
            if k > 0:
                text += f" + {num(k)}"
            elif k < 0:
                text += f" - {num(-k)}"
        if p is None and self.rng.random() < 0.03:
            p = 1000   # written out, still required
        if p is not None:
            text += f" @{num(p)}"
        self.cons.append(text)
        return text

    def mirror(self, *attrs):
        return self.rtl and any(a in DIR_BASE for a in attrs if a)

    def val(self, name, attr):
        return gval(self.frames[name], self.nodes[name], attr, self.rtl)

    def tie(self, a, aa, rel, b, bb, m=1, p=None, slack=0):
        """`a.aa REL m*b.bb + k` with k taken from the intended frames (minus
        or plus `slack` for an inequality that must not bind)."""
        va, vb = self.val(a, aa), self.val(b, bb)
        if self.mirror(aa, bb):
            if aa in X_ATTRS:
                va = -va
            if bb in X_ATTRS:
                vb = -vb
        k = va - m * vb
        if rel == ">=":
            k -= slack
        elif rel == "<=":
            k += slack
        return self.c(a, aa, rel, b, bb, m, k, p)

    def pin(self, a, aa, rel="==", p=None, slack=0):
        """Constant-only `a.aa REL k` from the intended frames."""
        va = self.val(a, aa)
        if aa in SIZE_ATTRS:
            k = va
        else:
            par = self.parent[a]
            if aa in X_ATTRS:
                vp = self.val(par, "leading" if aa in DIR_BASE else "left") if par else 0
            else:
                vp = self.val(par, "top") if par else 0
            if self.mirror(aa):
                va, vp = -va, -vp
            k = va - vp
        if rel == ">=":
            k -= slack
        elif rel == "<=":
            k += slack
        return self.c(a, aa, rel, k=k, p=p)

    def x_coef(self, attr):
        """How the attribute's physical position moves with the width."""
        if attr in DIR_BASE:
            leading = DIR_BASE[attr] == "leading"
            return 1.0 if (leading == self.rtl) else 0.0
        return {"left": 0.0, "leftMargin": 0.0, "right": 1.0, "rightMargin": 1.0,
                "centerX": 0.5, "centerXWithinMargins": 0.5}[attr]

    def y_coef(self, attr):
        """How the attribute's position moves with the height (no baselines)."""
        return {"top": 0.0, "topMargin": 0.0, "bottom": 1.0, "bottomMargin": 1.0,
                "centerY": 0.5, "centerYWithinMargins": 0.5}[attr]

    # -- output
    def document(self):
        def clean(node):
            out = {k: v for k, v in node.items() if k != "children"}
            if node.get("children"):
                out["children"] = [clean(ch) for ch in node["children"]]
            return out
        cons = list(self.cons)
        if self.shuffle_ok and self.expect != "conflict" and self.rng.random() < 0.5:
            self.rng.shuffle(cons)
        out = []
        for i, t in enumerate(cons):
            if t in self.force_obj or self.rng.random() < 0.15:
                out.append({"constraint": t, "id": f"{self.family}_{i}"})
            else:
                out.append(t)
        return {"root": clean(self.root), "constraints": out}


def r_margins(rng, lo=0, hi=24, partial=True):
    m = {e: rng.choice([lo, 4, 8, 12, 16, 20, hi]) for e in ("top", "left", "bottom", "right")}
    if partial and rng.random() < 0.3:
        for e in rng.sample(list(m), rng.randint(1, 3)):
            del m[e]
    return m


WIDTHS = [320, 375, 390, 414, 768]
HEIGHTS = [480, 568, 667, 844]


# ---------------------------------------------------------------------------
# Families

def fam_form(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    d.set_rtl(0.25)
    fit = rng.random() < 0.5
    d.root["size"] = {"width": W} if fit else {"width": W, "height": rng.choice(HEIGHTS)}
    if rng.random() < 0.4:
        d.root["margins"] = {"top": rng.choice([8, 20, 44]), "left": rng.choice([16, 20]),
                             "bottom": rng.choice([8, 34]), "right": rng.choice([12, 16, 24])}
    mg = margins_of(d.root)
    avail = W - mg["left"] - mg["right"]
    n = rng.randint(2, 5)
    equal = rng.random() < 0.5
    gap = rng.choice([8, 12])
    vgap = rng.choice([8, 12, 16])
    align = rng.choice(["firstBaseline", "firstBaseline", "lastBaseline", "centerY"])
    field_iw = rng.random() < 0.7
    lws = [rng.randint(40, 110) for _ in range(n)]
    for i in range(n):
        lh = rng.choice([17, 20, 21])
        lb = lh - rng.choice([3, 4, 5])
        baseline = {"first": lb, "last": lb} if rng.random() < 0.8 else {"first": lb}
        label = d.add(f"label{i}", intrinsicSize={"width": lws[i], "height": lh}, baseline=baseline)
        lw_eff = max(lws) if equal else lws[i]
        fh = rng.choice([30, 34, 36])
        fb = rng.choice([20, 22, 24])
        props = {"baseline": {"first": fb, "last": fb + rng.choice([0, 6])}}
        iw = min(rng.randint(60, 160), avail - lw_eff - gap - 10) if field_iw else None
        if rng.random() < 0.3:
            props["size"] = {"height": fh}
            if iw is not None:
                props["intrinsicSize"] = {"width": iw}
            elif rng.random() < 0.5:
                props["intrinsicSize"] = {"width": None}
        elif iw is not None:
            props["intrinsicSize"] = {"width": iw, "height": fh}
        else:
            props["intrinsicSize"] = rng.choice([{"height": fh}, {"width": None, "height": fh}])
        if rng.random() < 0.2:
            props["minSize"] = {"height": 28}
        field = d.add(f"field{i}", **props)
        if field_iw:
            if rng.random() < 0.5:
                d.nodes[label]["hugging"] = {"horizontal": 251}
            else:
                d.nodes[field]["hugging"] = {"horizontal": 249, "vertical": 250}
        if i == 0 or rng.random() < 0.6:
            d.c(label, "leading", "==", "root", "leadingMargin")
        else:
            d.c(label, "leading", "==", "label0", "leading")
        d.c(field, "leading", "==", label, "trailing", k=gap)
        d.c(field, "trailing", "==", "root", "trailingMargin")
        if equal and i > 0:
            d.c(label, "width", "==", "label0", "width")
        if align == "centerY":
            d.c(label, "centerY", "==", field, "centerY")
        else:
            d.c(label, align, "==", field, align)
        if i == 0:
            d.c(field, "top", "==", "root", "topMargin", k=rng.choice([0, 8, 20]))
        else:
            d.c(field, "top", "==", f"field{i - 1}", "bottom", k=vgap)
    last = f"field{n - 1}"
    if rng.random() < 0.6:
        d.add("submit", intrinsicSize={"width": rng.randint(70, 120), "height": 44})
        d.c("submit", "top", "==", last, "bottom", k=24)
        if rng.random() < 0.5:
            d.c("submit", "centerX", "==", "root", "centerX")
        else:
            d.c("submit", "trailing", "==", "root", "trailingMargin")
        if rng.random() < 0.5:
            d.c("submit", "width", ">=", k=rng.choice([100, 140]))
        last = "submit"
    if fit:
        if rng.random() < 0.5:
            d.c("root", "bottom", ">=", last, "bottom", k=20)
        else:
            d.c("root", "bottomMargin", "==", last, "bottom")


def fam_toolbar(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    d.set_rtl(0.25)
    if rng.random() < 0.4:
        d.root["size"] = {"width": W, "height": rng.choice([44, 49, 56])}
        bar = "root"
    else:
        fit = rng.random() < 0.4
        d.root["size"] = {"width": W} if fit else {"width": W, "height": rng.choice(HEIGHTS)}
        bar = d.add("toolbar", margins=r_margins(rng) if rng.random() < 0.5 else None)
        d.c(bar, "leading", "==", "root", "leading")
        d.c(bar, "trailing", "==", "root", "trailing")
        if fit:
            d.c(bar, "top", "==", k=rng.choice([0, 20, 44]))
            d.c("root", "bottom", "==", bar, "bottom", k=34)
        else:
            d.c(bar, "bottom", "==", "root", "bottom")
        if rng.random() < 0.5:
            d.nodes[bar]["size"] = {"height": 49}
        else:
            d.c(bar, "height", "==", k=49)
    bm = margins_of(d.nodes[bar])
    avail = W - bm["left"] - bm["right"]
    variant = rng.choice(["fill", "cluster", "title", "title"])
    s = rng.choice([0, 8, 12])
    ycon = rng.choice(["centerY", "centerYWithinMargins"])
    if variant == "title":
        left = d.add("back", intrinsicSize={"width": rng.randint(28, 70), "height": 30})
        right = d.add("done", intrinsicSize={"width": rng.randint(28, 70), "height": 30})
        title = d.add("title", intrinsicSize={"width": rng.randint(60, 330), "height": 20},
                      baseline={"first": 16, "last": 16})
        d.c(left, "leading", "==", bar, "leadingMargin")
        d.c(right, "trailing", "==", bar, "trailingMargin")
        d.c(title, "centerX", "==", bar, "centerX")
        d.c(title, "leading", ">=", left, "trailing", k=8)
        d.c(title, "trailing", "<=", right, "leading", k=-8)
        for it in (left, right, title):
            d.c(it, ycon, "==", bar, ycon)
        return
    n = rng.randint(2, 5)
    iws = [rng.randint(28, 90) for _ in range(n)]
    if variant == "cluster":
        cap = (avail - s * (n - 1)) // n - 2
        iws = [min(w, cap) for w in iws]
    for i in range(n):
        d.add(f"btn{i}", intrinsicSize={"width": iws[i], "height": rng.choice([28, 30, 32])})
        d.c(f"btn{i}", ycon, "==", bar, ycon)
        if i:
            d.c(f"btn{i}", "leading", "==", f"btn{i - 1}", "trailing", k=s)
            d.c(f"btn{i}", "width", "==", "btn0", "width")
    if variant == "fill":
        d.c("btn0", "leading", "==", bar, "leadingMargin")
        d.c(f"btn{n - 1}", "trailing", "==", bar, "trailingMargin")
    else:
        if n % 2 == 1 and rng.random() < 0.5:
            d.c(f"btn{n // 2}", "centerX", "==", bar, "centerX")
        else:
            d.c("btn0", "leading", "==", bar, "leadingMargin")
            d.c(f"btn{n - 1}", "trailing", "<=", bar, "trailingMargin")
        if rng.random() < 0.5:
            d.c("btn0", "width", ">=", k=44)


def fam_card(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    d.set_rtl(0.25)
    fit = rng.random() < 0.5
    d.root["size"] = {"width": W} if fit else {"width": W, "height": rng.choice(HEIGHTS)}
    card = d.add("card", margins={"top": 12, "left": 12, "bottom": 12, "right": 12}
                 if rng.random() < 0.5 else None)
    d.c(card, "leading", "==", "root", "leadingMargin")
    d.c(card, "trailing", "==", "root", "trailingMargin")
    if rng.random() < 0.5:
        d.c(card, "top", "==", "root", "topMargin", k=8)
    else:
        d.c(card, "top", "==", k=24)
    cm = margins_of(d.nodes[card])
    cardw = W - 16 - cm["left"] - cm["right"]
    if rng.random() < 0.5:
        iw = rng.choice([64, 80, 96])
        img = d.add("image", size={"width": iw, "height": rng.choice([iw, 64, 72])})
    else:
        img = d.add("image", intrinsicSize={"width": rng.randint(100, 200), "height": rng.randint(60, 150)})
        frac = rng.choice([0.25, 0.3, 0.4])
        d.c(img, "width", "==", card, "width", m=frac)
        d.c(img, "height", "==", img, "width", m=rng.choice([0.75, 1, 1.5]))
        iw = frac * (W - 16)
    d.c(img, "leading", "==", card, "leadingMargin")
    d.c(img, "top", "==", card, "topMargin")
    avail = cardw - iw - 12
    title = d.add("title", intrinsicSize={"width": rng.randint(80, 400), "height": 20},
                  baseline={"first": 15, "last": 15})
    d.c(title, "leading", "==", img, "trailing", k=12)
    d.c(title, "top", "==", img, "top")
    if rng.random() < 0.6:
        bw = rng.randint(24, min(60, int(avail) - 40))
        badge = d.add("badge", intrinsicSize={"width": bw, "height": 18},
                      compressionResistance={"horizontal": 751})
        if rng.random() < 0.5:
            d.nodes[title]["compressionResistance"] = {"horizontal": 749}
            del d.nodes[badge]["compressionResistance"]
        d.c(badge, "leading", "==", title, "trailing", k=8)
        d.c(badge, "trailing", "<=", card, "trailingMargin")
        d.c(badge, "firstBaseline", "==", title, "firstBaseline")
    else:
        d.c(title, "trailing", "<=", card, "trailingMargin")
    body = d.add("body", intrinsicSize={"height": rng.choice([20, 40, 60, 120])})
    d.c(body, "leading", "==", title, "leading")
    d.c(body, "trailing", "==", card, "trailingMargin")
    d.c(body, "top", "==", title, "bottom", k=6)
    hv = rng.choice(["hug", "pref", "fit"] if fit else ["hug", "pref"])
    if hv == "hug":
        d.nodes[card]["intrinsicSize"] = {"width": None, "height": 0}
        d.nodes[card]["hugging"] = {"vertical": rng.choice([1, 50])}
        d.c(card, "bottomMargin", ">=", img, "bottom")
        d.c(card, "bottomMargin", ">=", body, "bottom")
    elif hv == "pref":
        d.c(card, "bottom", ">=", img, "bottom", k=12)
        d.c(card, "bottom", "==", body, "bottom", k=12, p=rng.choice([999, 500, 251]))
    else:
        d.c(card, "bottomMargin", ">=", img, "bottom")
        d.c(card, "bottomMargin", ">=", body, "bottom")
    if fit:
        d.c("root", "bottom", "==", card, "bottom", k=16)


def fam_profile(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    d.set_rtl(0.25)
    d.root["size"] = {"width": W}
    if rng.random() < 0.5:
        d.root["margins"] = {"top": 20, "left": 16, "bottom": 20, "right": 16}
    if rng.random() < 0.5:
        a = rng.choice([64, 80])
        av = d.add("avatar", size={"width": a, "height": a})
    else:
        av = d.add("avatar", intrinsicSize={"width": 100, "height": 100})
        d.c(av, "width", "==", "root", "width", m=rng.choice([0.25, 0.2]))
        d.c(av, "height", "==", av, "width")
    name = d.add("name", intrinsicSize={"width": rng.randint(60, 420), "height": 22},
                 baseline={"first": 17, "last": 17})
    handle = d.add("handle", intrinsicSize={"width": rng.randint(50, 200), "height": 17},
                   baseline={"first": 13})
    follow = d.add("follow", intrinsicSize={"width": rng.randint(70, 100), "height": 32})
    bio = d.add("bio", intrinsicSize={"width": None, "height": rng.choice([17, 34, 51])})
    if rng.random() < 0.5:
        d.c(av, "centerX", "==", "root", "centerX")
        d.c(av, "top", "==", "root", "topMargin", k=8)
        d.c(name, "top", "==", av, "bottom", k=8)
        d.c(name, "centerX", "==", av, "centerX")
        d.c(name, "leading", ">=", "root", "leadingMargin")
        d.c(name, "trailing", "<=", "root", "trailingMargin")
        d.c(handle, "firstBaseline", "==", name, "lastBaseline", k=20)
        d.c(handle, "centerX", "==", name, "centerX")
        d.c(follow, "top", "==", handle, "bottom", k=12)
        d.c(follow, "centerX", "==", "root", "centerXWithinMargins")
        d.c(follow, "width", ">=", k=rng.choice([88, 120]))
        d.c(bio, "top", "==", follow, "bottom", k=12)
    else:
        d.c(av, "leading", "==", "root", "leadingMargin")
        d.c(av, "top", "==", "root", "topMargin")
        d.c(follow, "trailing", "==", "root", "trailingMargin")
        d.c(follow, "centerY", "==", av, "centerY")
        d.c(name, "leading", "==", av, "trailing", k=12)
        d.c(name, "top", "==", av, "top", k=4)
        d.c(name, "trailing", "<=", follow, "leading", k=-8)
        d.c(handle, "leading", "==", name, "leading")
        d.c(handle, "firstBaseline", "==", name, "lastBaseline", k=18)
        d.c(handle, "trailing", "<=", follow, "leading", k=-8)
        d.c(bio, "top", ">=", av, "bottom", k=12)
        d.c(bio, "top", ">=", handle, "bottom", k=8)
        if rng.random() < 0.5:
            d.c(bio, "top", "==", "root", "top", p=300)
    d.c(bio, "leading", "==", "root", "leadingMargin")
    d.c(bio, "trailing", "==", "root", "trailingMargin")
    if rng.random() < 0.5:
        d.c("root", "bottomMargin", "==", bio, "bottom")
    else:
        d.c("root", "bottom", ">=", bio, "bottom", k=16)


def fam_chat(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    d.set_rtl(0.3)
    fit = rng.random() < 0.5
    d.root["size"] = {"width": W} if fit else {"width": W, "height": rng.choice(HEIGHTS)}
    n = rng.randint(3, 6)
    maxw = rng.choice([200, 240, int(0.7 * W)])
    pad = {"top": 8, "left": 14, "bottom": 8, "right": 10} if rng.random() < 0.5 else None
    use_mult = rng.random() < 0.4
    prev_side = None
    last = None
    for i in range(n):
        side = rng.choice(["in", "out"])
        b = d.add(f"bubble{i}", intrinsicSize={"width": rng.randint(40, 420), "height": rng.choice([36, 52, 70])},
                  maxSize=None if use_mult else {"width": maxw}, margins=pad)
        if rng.random() < 0.3:
            d.nodes[b]["minSize"] = {"width": 48}
        if use_mult:
            d.c(b, "width", "<=", "root", "width", m=0.75)
        if side == "in":
            d.c(b, "leading", "==", "root", "leadingMargin")
        else:
            d.c(b, "trailing", "==", "root", "trailingMargin")
        if i == 0:
            d.c(b, "top", "==", "root", "topMargin")
        else:
            d.c(b, "top", "==", last, "bottom", k=4 if side == prev_side else 12)
        last = b
        if rng.random() < 0.35:
            ts = d.add(f"time{i}", intrinsicSize={"width": 40, "height": 12})
            if side == "in":
                d.c(ts, "leading", "==", b, "leadingMargin")
            else:
                d.c(ts, "trailing", "==", b, "trailingMargin")
            d.c(ts, "top", "==", b, "bottom", k=2)
            last = ts
        prev_side = side
    if fit:
        d.c("root", "bottom", ">=", last, "bottom", k=8)


def place_children(d, parent, depth, maxdepth, counter):
    """Random children with intended frames inside `parent`, each fully
    determined by a random pattern of constraints (constant-only positions
    relative to the parent, two-item constraints, multipliers)."""
    rng = d.rng
    px, py, pw, ph = d.frames[parent]
    for _ in range(rng.randint(1, 2)):
        if pw < 40 or ph < 40:
            return
        counter[0] += 1
        name = f"{rng.choice(['panel', 'box', 'inner', 'chip', 'cell'])}{counter[0]}"
        w = rng.randint(max(10, pw // 4), max(11, pw - 10))
        h = rng.randint(max(10, ph // 4), max(11, ph - 10))
        x = px + rng.randint(0, pw - w)
        y = py + rng.randint(0, ph - h)
        props = {}
        if rng.random() < 0.3:
            props["margins"] = r_margins(rng)
        if rng.random() < 0.3:
            props["baseline"] = {"first": rng.randint(1, h), "last": rng.randint(1, h)}
        if rng.random() < 0.1:
            props["hidden"] = True
        d.add(name, parent, **props)
        d.frames[name] = (x, y, w, h)
        d.check_frames.add(name)
        # horizontal
        hp = rng.choice(["cw", "cc", "mw", "edges", "mix"])
        xs = ["left", "leading", "centerX", "leftMargin", "leadingMargin", "right", "trailing",
              "trailingMargin", "rightMargin", "centerXWithinMargins"]
        if hp == "cw":
            d.pin(name, rng.choice(xs))
            if rng.random() < 0.3:
                d.pin(name, "width", "<=")
                d.c(name, "width", "==", k=w + rng.choice([20, 100]), p=rng.choice([500, 250]))
            else:
                d.pin(name, "width")
        elif hp == "cc":
            a1 = rng.choice(xs)
            a2 = rng.choice([a for a in xs if d.x_coef(a) != d.x_coef(a1)])
            d.pin(name, a1)
            d.pin(name, a2)
        elif hp == "mw":
            m = rng.choice([0.25, 0.5, 0.75, 1])
            k = w - m * pw
            d.c(name, "width", "==", parent, "width", m=m, k=k)
            a1 = rng.choice(["centerX", "leading", "left", "trailing"])
            d.tie(name, a1, "==", parent, rng.choice(
                [a for a in ["centerX", "leading", "leadingMargin", "left", "right"] if compatible(a1, a)]))
        elif hp == "edges":
            d.tie(name, "leading", "==", parent, rng.choice(["leading", "leadingMargin"]))
            d.tie(name, "trailing", "==", parent, rng.choice(["trailing", "trailingMargin"]))
        else:
            d.pin(name, rng.choice(xs))
            d.tie(name, "width", "==", parent, "height", m=rng.choice([0.5, 1]))
        # vertical
        vp = rng.choice(["ch", "cc", "mh", "intr", "base"])
        ys = ["top", "topMargin", "centerY", "bottom", "bottomMargin", "centerYWithinMargins"]
        if vp == "ch":
            d.pin(name, rng.choice(ys))
            d.pin(name, "height")
        elif vp == "cc":
            a1 = rng.choice(ys)
            a2 = rng.choice([a for a in ys if d.y_coef(a) != d.y_coef(a1)])
            d.pin(name, a1)
            d.pin(name, a2)
        elif vp == "mh":
            m = rng.choice([0.5, 1, 1.5])
            d.c(name, "height", "==", name, "width", m=m, k=h - m * w)
            d.tie(name, rng.choice(["top", "centerY", "bottom"]), "==", parent,
                  rng.choice(["top", "topMargin", "centerY", "bottom", "bottomMargin"]))
        elif vp == "intr":
            d.nodes[name]["intrinsicSize"] = {"width": None, "height": h}
            d.pin(name, rng.choice(ys))
        else:
            d.nodes[name]["baseline"] = {"first": min(h, rng.randint(8, 20))}
            d.pin(name, "firstBaseline")
            d.pin(name, "height", rel=">=")
            d.c(name, "height", "<=", k=h, p=rng.choice([750, 999]))
            d.c(name, "height", "==", k=h + 40, p=rng.choice([250, 500]))
        if depth < maxdepth:
            place_children(d, name, depth + 1, maxdepth, counter)


def fam_nested(d):
    rng = d.rng
    W, H = rng.choice(WIDTHS), rng.choice(HEIGHTS)
    d.set_rtl(0.3)
    d.root["size"] = {"width": W, "height": H}
    if rng.random() < 0.4:
        d.root["margins"] = r_margins(rng)
    d.frames["root"] = (0, 0, W, H)
    place_children(d, "root", 1, rng.choice([2, 3, 3]), [0])


def fam_multiplier(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    fitw = rng.random() < 0.3
    if fitw:
        d.root["size"] = {"height": rng.choice(HEIGHTS)}
        iw = rng.randint(100, 200)
        d.add("hero", intrinsicSize={"width": iw, "height": 10})
        d.c("hero", "width", "==", "root", "width", m=rng.choice([0.5, 0.25]))
        d.c("hero", "height", "==", "hero", "width", m=rng.choice([0.5625, 0.75]))
    else:
        d.root["size"] = {"width": W, "height": rng.choice(HEIGHTS)}
        d.add("hero")
        d.c("hero", "width", "==", "root", "width", m=rng.choice([0.5, 0.8, 0.9]))
        d.c("hero", "height", "==", "hero", "width", m=rng.choice([1.5, 0.75, 0.5625]))
    d.c("hero", "centerX", "==", "root", "centerX")
    d.c("hero", "top", "==", "root", "topMargin")
    n = rng.choice([2, 3, 4])
    fracs = {2: [0.5, 0.5], 3: [0.25, 0.5, 0.25], 4: [0.25] * 4}[n]
    for i in range(n):
        col = d.add(f"col{i}")
        if i == 0:
            d.c(col, "left", "==", "root", "left")
        else:
            d.c(col, "left", "==", f"col{i - 1}", "right")
        d.c(col, "width", "==", "root", "width", m=fracs[i])
        d.c(col, "top", "==", "hero", "bottom", k=8)
        d.c(col, "height", "==", col, "width", m=rng.choice([0.75, 1, 1.25]), k=rng.choice([0, 10, -4]))
    if rng.random() < 0.7:
        d.add("marker", size={"width": 10, "height": 10})
        d.c("marker", "centerX", "==", "root", "centerX", m=rng.choice([0.5, 1.5]))
        d.c("marker", "centerY", "==", "col0", "centerY", m=rng.choice([1, 0.5]))
    if rng.random() < 0.5:
        d.add("strip")
        d.c("strip", "width", "<=", "root", "width", m=0.5, k=-8)
        d.c("strip", "width", "==", "root", "width", p=500)
        d.c("strip", "left", "==", "col0", "left", m=2, k=4)
        d.c("strip", "height", "==", "strip", "width", m=0.25)
        d.c("strip", "bottom", "<=", "root", "bottom", m=0.5)
        d.c("strip", "top", "==", "root", "top", k=600, p=rng.choice([250, 750]))
    if not fitw and rng.random() < 0.5:
        d.c("root", "height", "==", "root", "width", m=rng.choice([1.5, 2]), p=rng.choice([None, 999]))
        del d.root["size"]["height"]


def fam_rtl(d):
    rng = d.rng
    d.rtl = True
    d.root["layoutDirection"] = "rightToLeft"
    W, H = rng.choice(WIDTHS), rng.choice(HEIGHTS)
    d.root["size"] = {"width": W, "height": H}
    d.root["margins"] = {"top": rng.choice([8, 20]), "left": rng.choice([4, 20, 24]),
                         "bottom": 8, "right": rng.choice([8, 12, 32])}
    d.frames["root"] = (0, 0, W, H)
    # A navigation row: back at the leading (right) side, a title after it.
    d.add("back", intrinsicSize={"width": rng.randint(30, 60), "height": 30})
    d.c("back", "leading", "==", "root", "leadingMargin")
    d.c("back", "top", "==", "root", "topMargin")
    d.add("title", intrinsicSize={"width": rng.randint(60, 400), "height": 20})
    d.c("title", "leading", "==", "back", "trailing", k=rng.choice([8, 12]))
    d.c("title", "trailing", "<=", "root", "trailingMargin")
    d.c("title", "centerY", "==", "back", "centerY")
    d.add("action", intrinsicSize={"width": 44, "height": 44},
          margins={"top": 2, "left": rng.choice([2, 6]), "bottom": 2, "right": rng.choice([10, 14])})
    d.c("action", "trailingMargin", "==", "root", "trailingMargin")
    d.c("action", "topMargin", "==", "title", "bottom", k=8)
    # Offsets along leading / trailing grow toward the trailing side.
    d.add("chip", size={"width": rng.randint(20, 60), "height": 20})
    d.c("chip", "leading", "==", "back", "leading", k=rng.choice([16, 24]))
    d.c("chip", "top", "==", "action", "bottom", k=rng.choice([4, -4]))
    # Physical attributes stay physical.
    d.add("phys", size={"width": 30, "height": 30})
    d.c("phys", "left", "==", "root", "left", k=10)
    d.c("phys", "bottom", "==", "root", "bottom", k=-10)
    if rng.random() < 0.6:
        # a directional attribute with a centre: the whole constraint mirrors
        d.add("mixed", size={"width": 24, "height": 24})
        if rng.random() < 0.5:
            d.c("mixed", "leading", "==", "phys", "centerX", k=rng.choice([4, 12]))
        else:
            d.c("mixed", "centerX", "==", "chip", "trailing", k=rng.choice([4, 12]))
        d.c("mixed", "centerY", "==", "phys", "centerY")
    if rng.random() < 0.5:
        d.add("half")
        d.c("half", "trailing", "==", "root", "leading", m=0.5)
        d.c("half", "width", "==", k=40)
        d.c("half", "top", "==", k=200)
        d.c("half", "height", "==", "half", "width")
    # A nested panel with constant-only positions relative to its parent.
    pw = rng.randint(120, W - 40)
    panel_x = W - rng.randint(8, W - pw) - pw
    ph = rng.randint(100, 200)
    d.add("panel", margins=r_margins(rng, partial=False))
    d.frames["panel"] = (panel_x, 260, pw, ph)
    d.check_frames.add("panel")
    d.pin("panel", rng.choice(["leading", "trailing", "leadingMargin"]))
    d.pin("panel", "width")
    d.pin("panel", "top")
    d.pin("panel", "height")
    counter = [0]
    place_children(d, "panel", 2, rng.choice([2, 3]), counter)


def fam_margins(d):
    rng = d.rng
    W, H = rng.choice(WIDTHS), rng.choice(HEIGHTS)
    d.set_rtl(0.3)
    d.root["size"] = {"width": W, "height": H}
    d.root["margins"] = r_margins(rng, partial=False)
    d.frames["root"] = (0, 0, W, H)
    rm = margins_of(d.root)
    bx, by = rm["left"], rm["top"] + rng.choice([0, 4, 10])
    bw = W - rm["left"] - rm["right"]
    bh = rng.randint(160, 300)
    d.add("box", margins=r_margins(rng))
    d.frames["box"] = (bx, by, bw, bh)
    d.check_frames.add("box")
    d.tie("box", "leading", "==", "root", "leadingMargin")
    d.tie("box", "trailing", "==", "root", "trailingMargin")
    d.tie("box", "topMargin", "==", "root", "topMargin")
    d.pin("box", "height")
    bm = margins_of(d.nodes["box"])
    # inner: margins against margins on all four edges
    d.add("inner", "box", margins=r_margins(rng, partial=False))
    im = margins_of(d.nodes["inner"])
    ix = bx + bm["left"] - im["left"]
    iy = by + bm["top"] - im["top"]
    iw = bw - bm["left"] - bm["right"] + im["left"] + im["right"]
    ih = rng.randint(40, 80)
    d.frames["inner"] = (ix, iy, iw, ih)
    d.check_frames.add("inner")
    d.tie("inner", "leftMargin", "==", "box", "leftMargin")
    d.tie("inner", "rightMargin", "==", "box", "rightMargin")
    d.tie("inner", "topMargin", "==", "box", "topMargin")
    d.pin("inner", rng.choice(["bottomMargin", "height"]))
    # dot: centred within margins
    d.add("dot", "box", size={"width": 10, "height": 10}, margins=r_margins(rng, partial=False))
    dm = margins_of(d.nodes["dot"])
    cxm = bx + (bm["left"] + bw - bm["right"]) / 2
    cym = by + (bm["top"] + bh - bm["bottom"]) / 2
    dx = cxm - 5 - (dm["left"] - dm["right"]) / 2
    dy = cym - 5 - (dm["top"] - dm["bottom"]) / 2
    d.frames["dot"] = (dx, dy, 10, 10)
    d.check_frames.add("dot")
    d.c("dot", "centerXWithinMargins", "==", "box", "centerXWithinMargins")
    d.c("dot", "centerYWithinMargins", "==", "box", "centerYWithinMargins")
    # labels on the leading / trailing margins, and on the bottom margin
    d.add("lead", "box", intrinsicSize={"width": rng.randint(30, 80), "height": 18},
          baseline={"first": 14, "last": 14}, margins=r_margins(rng, partial=False))
    d.c("lead", "leadingMargin", "==", "box", "leadingMargin")
    d.c("lead", "firstBaseline", "==", "box", "topMargin", k=rng.choice([20, 30]))
    d.add("trail", "box", intrinsicSize={"width": rng.randint(30, 80), "height": 18},
          margins=r_margins(rng, partial=False))
    d.c("trail", "trailingMargin", "==", "box", "trailingMargin")
    d.c("trail", "bottomMargin", "==", "box", "bottomMargin")
    if rng.random() < 0.5:
        d.add("foot", intrinsicSize={"height": 20}, margins=r_margins(rng))
        d.c("foot", "leadingMargin", "==", "box", "leading")
        d.c("foot", "trailingMargin", "==", "box", "trailing")
        d.c("foot", "topMargin", "==", "box", "bottomMargin")
        d.c("foot", "centerXWithinMargins", "<=", "root", "centerXWithinMargins", k=400)


def fam_hugging(d):
    rng = d.rng
    W = rng.choice(WIDTHS)
    d.set_rtl(0.25)
    vertical = rng.random() < 0.3
    narrow = rng.random() < 0.5
    if narrow:
        pa, pb = rng.choice([(750, 751), (751, 750), (1000, 750), (750, 999), (500, 749)])
    else:
        pa, pb = rng.choice([(250, 249), (249, 250), (1, 250), (250, 1), (999, 750)])
    space = rng.randint(140, 260)
    gap = rng.choice([0, 8])
    if narrow:
        ia = rng.randint(space // 2, space)
        ib = max(10, space - gap - ia + rng.randint(20, 120))
        # the loser keeps at least 1 point, the winner fits
        win = ib if pb > pa else ia
        if win >= space - gap - 1:
            win = space - gap - 20
            if pb > pa:
                ib = win
            else:
                ia = win
    else:
        ia = rng.randint(20, space // 2 - 10)
        ib = rng.randint(20, space - gap - ia - 10)
    d.root["size"] = {"width": W, "height": rng.choice(HEIGHTS)}
    row = d.add("row", margins=r_margins(rng) if rng.random() < 0.5 else None)
    rm = margins_of(d.nodes[row])
    d.c(row, "leading", "==", "root", "leadingMargin")
    d.c(row, "top", "==", "root", "topMargin", k=20)
    key = "vertical" if vertical else "horizontal"
    prio_kind = "compressionResistance" if narrow else "hugging"
    if vertical:
        d.c(row, "height", "==", k=space + rm["top"] + rm["bottom"])
        d.c(row, "width", "==", k=120)
        a = d.add("upper", intrinsicSize={"width": 60, "height": ia})
        b = d.add("lower", intrinsicSize={"width": 60, "height": ib})
        d.c(a, "top", "==", row, "topMargin")
        d.c(b, "top", "==", a, "bottom", k=gap)
        d.c(b, "bottom", "==", row, "bottomMargin")
        for it in (a, b):
            d.c(it, "leading", "==", row, "leadingMargin")
    else:
        d.c(row, "width", "==", k=space + rm["left"] + rm["right"])
        d.c(row, "height", "==", k=44)
        a = d.add("first", intrinsicSize={"width": ia, "height": 20})
        b = d.add("second", intrinsicSize={"width": ib, "height": 20})
        d.c(a, "leading", "==", row, "leadingMargin")
        d.c(b, "leading", "==", a, "trailing", k=gap)
        d.c(b, "trailing", "==", row, "trailingMargin")
        for it in (a, b):
            d.c(it, "centerY", "==", row, "centerY")
    for it, p in ((a, pa), (b, pb)):
        if p != (750 if narrow else 250) or rng.random() < 0.3:
            d.nodes[it][prio_kind] = {key: p}
    # default priorities against preferences just below / above them
    sq = d.add("squash", intrinsicSize={"width": 50, "height": 20})
    d.c(sq, "leading", "==", "root", "leadingMargin")
    d.c(sq, "top", "==", row, "bottom", k=40)
    if rng.random() < 0.5:
        d.c(sq, "width", "<=", k=20, p=rng.choice([600, 749]))        # loses to CR 750
        d.c(sq, "height", ">=", k=30, p=rng.choice([249, 100]))       # loses to hugging 250
    else:
        d.c(sq, "height", "<=", k=10, p=rng.choice([600, 749]))
        d.c(sq, "width", ">=", k=90, p=rng.choice([249, 251]))
    if rng.random() < 0.4:
        # a preference between the two levels decides a third label
        c = d.add("third", intrinsicSize={"width": 50, "height": 20})
        d.c(c, "width", "==", k=80, p=rng.choice([251, 749, 250.5]))
        d.c(c, "leading", "==", "root", "leadingMargin")
        d.c(c, "top", "==", row, "bottom", k=8)


def fam_fitting(d):
    """Root sizes left to the constraints: the root's own lowest level
    (width == 0, height == 0) decides them, and with them the items."""
    rng = d.rng
    d.set_rtl(0.25)
    sized = rng.choice(["none", "none", "width", "height", "intrinsic"])
    if sized == "width":
        d.root["size"] = {"width": rng.choice(WIDTHS)}
    elif sized == "height":
        d.root["size"] = {"height": rng.choice(HEIGHTS)}
    elif sized == "intrinsic":
        d.root["intrinsicSize"] = {"width": rng.randint(150, 400), "height": rng.randint(100, 300)}
    if rng.random() < 0.5:
        d.root["margins"] = r_margins(rng)
    ratio = sized == "none" and rng.random() < 0.4
    if ratio:
        d.c("root", "height", "==", "root", "width", m=rng.choice([0.5, 0.75, 1.5]), p=500)
    pull = sized in ("height", "intrinsic") or ratio
    n = rng.randint(2, 4)
    prev = None
    for i in range(n):
        it = d.add(f"row{i}", intrinsicSize={"width": rng.randint(60, 300), "height": rng.choice([20, 44])})
        hx = rng.choice(["lead", "center", "within"])
        if hx == "lead":
            d.c(it, "leading", "==", "root", "leadingMargin")
            d.c(it, "trailing", "<=", "root", "trailingMargin")
        elif hx == "center":
            d.c(it, "centerX", "==", "root", "centerX")
            d.c(it, "leading", ">=", "root", "leadingMargin")
            d.c(it, "trailing", "<=", "root", "trailingMargin")
        else:
            d.c(it, "leading", ">=", "root", "leadingMargin")
            d.c(it, "trailing", "<=", "root", "trailingMargin")
            d.c(it, "centerXWithinMargins", "==", "root", "centerXWithinMargins")
        if prev is None:
            d.c(it, "top", ">=", "root", "topMargin")
        else:
            d.c(it, "top", ">=", prev, "bottom", k=rng.choice([0, 8]))
        if pull:
            d.c(it, "top", "==", "root", "top", p=rng.choice([1, 100]))
        prev = it
    # Preferences below every default priority still outrank the root's
    # own fitting level: they make the root larger than its content needs.
    extra = rng.choice(["pref_width", "weak_cr", "pref_height", "none"])
    if extra == "pref_width" and sized != "width":
        it = d.add("wide")
        d.c(it, "width", "==", k=rng.choice([320, 500, 640]), p=rng.choice([1, 10, 249]))
        d.c(it, "height", "==", k=10)
        d.c(it, "leading", "==", "root", "leadingMargin")
        d.c(it, "trailing", "<=", "root", "trailingMargin")
        d.c(it, "top", ">=", prev, "bottom")
        if pull:
            d.c(it, "top", "==", "root", "top", p=1)
        prev = it
    elif extra == "weak_cr" and sized != "width":
        it = d.add("squeezable", intrinsicSize={"width": rng.randint(320, 600), "height": 16},
                   compressionResistance={"horizontal": rng.choice([1, 100, 249])})
        d.c(it, "leading", "==", "root", "leadingMargin")
        d.c(it, "trailing", "<=", "root", "trailingMargin")
        d.c(it, "top", ">=", prev, "bottom")
        if pull:
            d.c(it, "top", "==", "root", "top", p=1)
        prev = it
    elif extra == "pref_height" and sized not in ("height", "intrinsic") and not ratio:
        d.c("root", "height", "==", k=rng.choice([200, 480, 900]), p=rng.choice([1, 5]))
        for i in range(n):
            d.c(f"row{i}", "top", "==", "root", "top", p=1)
    if rng.random() < 0.5:
        d.c("root", "bottomMargin", ">=", prev, "bottom")
    else:
        d.c("root", "bottom", ">=", prev, "bottom", k=20)
    if sized == "none" and not ratio and extra != "pref_height" and rng.random() < 0.8:
        # The root's width and height share one level (weight 1 each): with
        # height + 2*width >= C it is cheaper to widen the root than to make it
        # taller. (Two separate levels would give another answer.)
        d.add("span_a", size={"height": 1})
        d.c("span_a", "left", "==", "root", "left")
        d.c("span_a", "top", "==", "root", "top")
        d.c("span_a", "width", "==", "root", "height")
        d.add("span_b", size={"height": 1})
        d.c("span_b", "left", "==", "span_a", "right")
        d.c("span_b", "top", "==", "root", "top")
        d.c("span_b", "width", "==", "root", "width", m=2)
        d.c("span_b", "right", ">=", k=rng.choice([1600, 2000]))


def base_simple(d, W, H):
    """A small determined layout that conflicts and ambiguities are added to."""
    rng = d.rng
    d.root["size"] = {"width": W, "height": H}
    d.add("header", size={"height": 44})
    d.c("header", "leading", "==", "root", "leading")
    d.c("header", "trailing", "==", "root", "trailing")
    d.c("header", "top", "==", "root", "top")
    d.add("label", intrinsicSize={"width": rng.randint(40, 120), "height": 20})
    d.c("label", "leading", "==", "root", "leadingMargin")
    d.c("label", "top", "==", "header", "bottom", k=12)


def fam_conflict(d):
    rng = d.rng
    d.expect = "conflict"
    W, H = rng.choice([320, 375]), rng.choice(HEIGHTS)
    d.set_rtl(0.2)
    base_simple(d, W, H)
    kinds = ["size_min", "min_max", "doc_size", "chain", "mult", "baseline", "root_pin", "obj"]
    kind = kinds[d.ordinal % len(kinds)]
    if kind == "size_min":
        s = rng.randint(40, 100)
        d.add("box", size={"width": s, "height": 30}, minSize={"width": s + rng.choice([1, 10, 25])})
        d.c("box", "leading", "==", "label", "trailing", k=8)
        d.c("box", "top", "==", "label", "top")
    elif kind == "min_max":
        d.add("box", minSize={"width": 20, "height": 60}, maxSize={"height": rng.choice([30, 50, 58])},
              intrinsicSize={"width": 30, "height": 40})
        d.c("box", "leading", "==", "label", "trailing", k=8)
        d.c("box", "top", "==", "label", "top")
    elif kind == "doc_size":
        s = rng.randint(40, 100)
        d.add("box", size={"width": s, "height": 30})
        d.c("box", "leading", "==", "label", "trailing", k=8)
        d.c("box", "top", "==", "label", "top")
        d.c("box", "width", rng.choice(["==", ">="]), k=s + rng.choice([1, 20]))
    elif kind == "chain":
        wa, wb = rng.randint(120, 200), rng.randint(120, 200)
        d.add("a", size={"height": 30})
        d.add("b", size={"height": 30})
        d.c("a", "leading", "==", "root", "leadingMargin")
        d.c("a", "width", "==", k=wa)
        d.c("b", "leading", "==", "a", "trailing", k=8)
        d.c("b", "width", "==", k=wb)
        d.c("a", "top", "==", "label", "bottom", k=8)
        d.c("b", "top", "==", "a", "top")
        if 16 + wa + 8 + wb + 16 - W >= 1:
            d.c("b", "trailing", "==", "root", "trailingMargin")
        else:
            d.c("b", "trailing", "<=", "root", "trailingMargin", k=-(16 + wa + 8 + wb + 16 - W + 5))
    elif kind == "mult":
        d.add("card", intrinsicSize={"width": 100, "height": 100})
        d.c("card", "width", "==", "root", "width", m=0.5)
        d.c("card", "height", "==", "card", "width", m=0.75)
        d.c("card", "centerX", "==", "root", "centerX")
        d.c("card", "top", "==", "label", "bottom", k=8)
        d.c("card", "width", ">=", k=W // 2 + rng.choice([1, 20]))
    elif kind == "baseline":
        d.add("field", size={"height": 34}, baseline={"first": 22})
        d.nodes["label"]["baseline"] = {"first": 15}
        d.c("field", "leading", "==", "label", "trailing", k=8)
        d.c("field", "trailing", "==", "root", "trailingMargin")
        d.c("field", "firstBaseline", "==", "label", "firstBaseline")
        d.c("field", "top", "==", "label", "top", k=rng.choice([0, 3]))
    elif kind == "root_pin":
        d.add("box", size={"width": 50, "height": 50})
        d.c("box", "top", "==", "label", "bottom")
        d.c("box", "leading", "==", "root", "leading")
        edge = rng.choice(["top", "left"])
        d.c("root", edge, "==", "box", edge, k=rng.choice([5, -10]))
    else:
        d.add("box", maxSize={"width": 100}, intrinsicSize={"width": 60})
        d.c("box", "leading", "==", "root", "leadingMargin")
        d.force_obj.add(d.c("box", "trailing", "==", "root", "trailingMargin"))
        d.c("box", "top", "==", "label", "bottom", k=8)
        d.c("box", "height", "==", k=10)
    if rng.random() < 0.5:
        d.add("footer", intrinsicSize={"width": 100, "height": 30})
        d.c("footer", "centerX", "==", "root", "centerX")
        d.c("footer", "bottom", "==", "root", "bottomMargin")


def fam_ambiguous(d):
    rng = d.rng
    d.expect = "ambiguous"
    W, H = rng.choice(WIDTHS), rng.choice(HEIGHTS)
    d.set_rtl(0.25)
    base_simple(d, W, H)
    kinds = ["no_vertical", "free", "tie_cr", "tie_hug", "inequality", "range", "optional_tie",
             "orphan"]
    for kind in rng.sample(kinds, rng.randint(1, 3)):
        if kind == "no_vertical":
            d.add("lonely", size={"width": 40})
            d.c("lonely", "leading", "==", "label", "trailing", k=8)
        elif kind == "free":
            d.add("floater", intrinsicSize={"width": 30, "height": 30} if rng.random() < 0.5 else None)
        elif kind in ("tie_cr", "tie_hug"):
            narrow = kind == "tie_cr"
            sfx = "cr" if narrow else "hug"
            space = 200
            p = rng.choice([750, 500]) if narrow else rng.choice([250, 300])
            pr = "compressionResistance" if narrow else "hugging"
            ia, ib = (130, 120) if narrow else (60, 50)
            row, a, b = f"row_{sfx}", f"left_{sfx}", f"right_{sfx}"
            if narrow and rng.random() < 0.4:
                a, b = "left", "right"   # item names that are also attribute names
            d.add(row, size={"width": space, "height": 30})
            d.c(row, "leading", "==", "root", "leading")
            d.c(row, "top", "==", "label", "bottom", k=8 if narrow else 40)
            d.add(a, intrinsicSize={"width": ia, "height": 20}, **{pr: {"horizontal": p}})
            d.add(b, intrinsicSize={"width": ib, "height": 20}, **{pr: {"horizontal": p}})
            d.c(a, "leading", "==", row, "leading")
            d.c(b, "leading", "==", a, "trailing")
            d.c(b, "trailing", "==", row, "trailing")
            d.c(a, "top", "==", row, "top")
            d.c(b, "top", "==", row, "top")
        elif kind == "inequality":
            d.add("loose", size={"width": 50, "height": 50})
            d.c("loose", "leading", ">=", "root", "leadingMargin")
            d.c("loose", "top", "==", "header", "bottom", k=60)
        elif kind == "range":
            d.add("stretchy", minSize={"width": 40}, maxSize={"width": 120}, size={"height": 20})
            d.c("stretchy", "leading", "==", "root", "leadingMargin")
            d.c("stretchy", "bottom", "==", "root", "bottomMargin")
        elif kind == "optional_tie":
            d.add("torn", size={"height": 20})
            d.c("torn", "leading", "==", "root", "leading")
            d.c("torn", "top", "==", "root", "top", k=300)
            d.c("torn", "width", "==", k=100, p=600)
            d.c("torn", "width", "==", k=160, p=600)
        else:
            # a child placed relative to an unconstrained parent (the root's
            # size is fixed, so its fitting level decides nothing here)
            d.add("holder")
            d.add("held", "holder", size={"width": 20, "height": 20})
            d.c("held", "left", "==", k=4)
            d.c("held", "top", "==", k=4)


def fam_guides(d):
    """Alignment insets, declared guides and the margins / readableContent
    system guides. The intended frames are worked out here in a
    leading-edge coordinate (mirrored at the end for right-to-left)."""
    rng = d.rng
    W, H = rng.choice(WIDTHS + [1024]), rng.choice(HEIGHTS)
    rtl = d.set_rtl(0.3)
    d.root["size"] = {"width": W, "height": H}
    if rng.random() < 0.6:
        d.root["margins"] = r_margins(rng, lo=0, hi=40)
    rwmax = rng.choice([None, 240, 300, 360, 600])
    if rwmax is not None:
        d.root["readableWidth"] = rwmax
    rwmax = 672 if rwmax is None else rwmax
    lead_e, trail_e = ("right", "left") if rtl else ("left", "right")

    def insets(p=0.8):
        if rng.random() > p:
            return None
        a = {e: rng.choice([0, 1, 2, 3, 4, 6]) for e in ("top", "left", "bottom", "right")}
        for e in rng.sample(list(a), rng.randint(0, 2)):
            del a[e]
        return a

    def ins(node):
        a = node.get("alignmentInsets") or {}
        return {"top": a.get("top", 0), "bottom": a.get("bottom", 0),
                "lead": a.get(lead_e, 0), "trail": a.get(trail_e, 0)}

    rects = {}   # name: (lead, top, width, height) of the alignment rectangle, leading-space

    def frame_of(name):
        lead, top, w, h = rects[name]
        a = ins(d.nodes[name])
        return lead - a["lead"], top - a["top"], w + a["lead"] + a["trail"], h + a["top"] + a["bottom"]

    def margins_lead(name):
        m = margins_of(d.nodes[name])
        return {"lead": m[lead_e], "trail": m[trail_e], "top": m["top"], "bottom": m["bottom"]}

    def margins_guide(name):
        fl, ft, fw, fh = frame_of(name)
        m = margins_lead(name)
        return fl + m["lead"], ft + m["top"], fw - m["lead"] - m["trail"], fh - m["top"] - m["bottom"]

    rects["root"] = (0, 0, W, H)
    ml, mt, mw, mh = margins_guide("root")
    rw = min(mw, rwmax)
    readable = (ml + (mw - rw) / 2, mt, rw, mh)
    rg = rng.choice(["root.readableContent", "root.readableContent", "root.margins"])
    rgrect = readable if rg == "root.readableContent" else (ml, mt, mw, mh)

    # card: between the guide's leading and trailing, below the margins' top
    g1 = rng.choice([0, 8, 16])
    ch = rng.randint(90, 160)
    k1 = rng.choice([0, 8, 12])
    d.add("card", alignmentInsets=insets(), margins=r_margins(rng) if rng.random() < 0.5 else None,
          guides=[{"name": "spacer"}])
    d.c("card", "leading", "==", rg, "leading", k=g1)
    d.c("card", "trailing", "==", rg, "trailing", k=-g1)
    d.c("card", "top", "==", "root.margins", "top", k=k1)
    if rng.random() < 0.5:
        d.nodes["card"]["size"] = {"height": ch}
    else:
        d.c("card", "height", "==", k=ch)
    rects["card"] = (rgrect[0] + g1, mt + k1, rgrect[2] - 2 * g1, ch)
    cml, cmt, cmw, cmh = margins_guide("card")
    # icon: at the card's margins
    s = rng.choice([24, 32, 40])
    d.add("icon", "card", size={"width": s, "height": s})
    if rng.random() < 0.5:
        d.c("icon", "leading", "==", "card", "leadingMargin")
    else:
        d.c("icon", "leading", "==", "card.margins", "leading")
    if rng.random() < 0.5:
        d.c("icon", "top", "==", "card.margins", "top")
    else:
        d.c("icon", "top", "==", "card", "topMargin")
    rects["icon"] = (cml, cmt, s, s)
    # spacer (a guide of the card's) between the icon and the title
    sp = rng.choice([4, 8, 12])
    d.c("spacer", "leading", "==", "icon", "trailing")
    d.c("spacer", "width", "==", k=sp)
    d.c("spacer", "top", "==", "icon", "top")
    d.c("spacer", "height", "==", "icon", "height")
    fb = rng.choice([13, 15, 17])
    th = rng.choice([20, 22])
    d.add("title", "card", alignmentInsets=insets(), baseline={"first": fb, "last": fb},
          intrinsicSize={"width": None, "height": th})
    d.c("title", "leading", "==", "spacer", "trailing")
    if rng.random() < 0.5:
        d.c("title", "trailing", "==", "card.margins", "trailing")
    else:
        d.c("title", "trailing", "==", "card", "trailingMargin")
    d.c("title", "top", "==", "icon", "top")
    tl = cml + s + sp
    rects["title"] = (tl, cmt, cml + cmw - tl, th)
    # caption: on a baseline below the title's
    gap = rng.choice([18, 20, 24])
    cb = rng.choice([10, 12, 14])
    cw, chh = rng.randint(40, 120), rng.choice([16, 18])
    d.add("caption", "card", alignmentInsets=insets(), baseline={"first": cb},
          size={"width": cw, "height": chh})
    battr = rng.choice(["firstBaseline", "lastBaseline"])
    d.c("caption", "firstBaseline", "==", "title", battr, k=gap)
    d.c("caption", "leading", "==", "title", "leading")
    ti, ci = ins(d.nodes["title"]), ins(d.nodes["caption"])
    title_bl = cmt - ti["top"] + fb
    rects["caption"] = (tl, title_bl + gap - (cb - ci["top"]), cw, chh)
    # footer: half the readable width, on the margins' bottom
    d.add("footer", alignmentInsets=insets(), size={"height": 30})
    d.c("footer", "leading", "==", "root.readableContent", "leading")
    d.c("footer", "width", "==", "root.readableContent", "width", m=0.5)
    d.c("footer", "bottom", "==", "root.margins", "bottom")
    rects["footer"] = (readable[0], mt + mh - 30, readable[2] / 2, 30)
    # dot: centred under the card in a guide of the root's
    d.nodes["root"]["guides"] = [{"name": "slot"}]
    d.c("slot", "centerX", "==", "root.readableContent", "centerX")
    d.c("slot", "width", "==", k=40)
    d.c("slot", "top", "==", "card", "bottom", k=8)
    d.c("slot", "height", "==", k=20)
    d.add("dot", alignmentInsets=insets(0.5), size={"width": 10, "height": 10})
    d.c("dot", "centerX", "==", "slot", "centerX")
    d.c("dot", "top", "==", "slot", "bottom")
    cr = rects["card"]
    rects["dot"] = (readable[0] + readable[2] / 2 - 5, cr[1] + cr[3] + 28, 10, 10)
    # pill: centred on the card's margins, at the root's trailing margin
    d.add("pill", alignmentInsets=insets(), size={"width": 20, "height": 12})
    d.c("pill", "centerY", "==", "card", "centerYWithinMargins")
    d.c("pill", "trailing", "==", "root.margins", "trailing")
    rects["pill"] = (ml + mw - 20, cmt + cmh / 2 - 6, 20, 12)

    for name in rects:
        fl, ft, fw, fh = frame_of(name)
        d.frames[name] = (W - fl - fw if rtl else fl, ft, fw, fh)
        d.check_frames.add(name)


MASK_OPTIONS = ("flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin",
                "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin")


def fam_frames(d):
    """Items with frames and autoresizing masks beside constrained ones:
    frames set in a parent of another size (`frameIn`), a framed panel
    with framed children of its own, labels tied to framed items, and now
    and then the classic mistake (a constraint on a framed item's size)."""
    rng = d.rng
    W, H = rng.choice(WIDTHS), rng.choice(HEIGHTS)
    W0, H0 = rng.choice(WIDTHS), rng.choice(HEIGHTS)
    d.root["size"] = {"width": W, "height": H}
    rects = {"root": (0.0, 0.0, W, H)}   # alignment rectangles in the root's space

    def share_out(offset, size, p0, grow, flags):
        lengths = (offset, size, p0 - offset - size)
        total = sum(l for l, f in zip(lengths, flags) if f)
        n = sum(flags)
        shares = [0.0 if not f else (l / total if total else 1.0 / n) for l, f in zip(lengths, flags)]
        return offset + shares[0] * grow, size + shares[1] * grow

    def framed(name, parent, p0w, p0h, explicit, insets=None):
        plx, ply, plw, plh = rects[parent]
        a = {e: (insets or {}).get(e, 0) for e in ("top", "left", "bottom", "right")}
        while True:
            x = rng.choice([0, 4, 8, 16, 20, 40, round(p0w / 3)])
            y = rng.choice([0, 8, 16, 44, 64, round(p0h / 4)])
            w = rng.choice([0, 24, 44, 100, round(p0w - 2 * x) if p0w > 2 * x else 10])
            h = rng.choice([0, 20, 44, 64, 120])
            mask = [o for o in MASK_OPTIONS if rng.random() < 0.35]
            fx, fw = share_out(x, w, p0w, plw - p0w, [o in mask for o in MASK_OPTIONS[:3]])
            fy, fh = share_out(y, h, p0h, plh - p0h, [o in mask for o in MASK_OPTIONS[3:]])
            # A parent that shrank may squeeze a flexible size below 0 (or
            # below the insets): the engine's size bound would break the frame.
            if fw >= a["left"] + a["right"] and fh >= a["top"] + a["bottom"]:
                break
        props = {"frame": {"x": x, "y": y, "width": w, "height": h}}
        if explicit:
            props["frameIn"] = {"width": p0w, "height": p0h}
        if mask or rng.random() < 0.3:
            props["autoresizing"] = mask
        if insets:
            props["alignmentInsets"] = insets
        d.add(name, parent, **props)
        rects[name] = (plx + fx + a["left"], ply + fy + a["top"], fw - a["left"] - a["right"], fh - a["top"] - a["bottom"])
        d.frames[name] = (plx + fx, ply + fy, fw, fh)
        d.check_frames.add(name)
        return name

    explicit_root = rng.random() < 0.75
    p0w, p0h = (W0, H0) if explicit_root else (W, H)
    names = []
    for i in range(rng.randint(2, 4)):
        insets = None
        if rng.random() < 0.25:
            insets = {e: rng.choice([0, 2, 4]) for e in ("top", "left", "bottom", "right")}
        names.append(framed(f"legacy{i}", "root", p0w, p0h, explicit_root, insets))
    # A framed panel that stretches, with framed children set in its old size.
    pw0, ph0 = rng.choice([200, 300]), rng.choice([100, 160])
    # Its width takes all of the root's change: it must stay positive.
    pw0 = max(pw0, p0w - W + 100)
    d.add("panel", "root", frame={"x": 10, "y": 100, "width": pw0, "height": ph0},
          frameIn={"width": p0w, "height": p0h}, autoresizing=["flexibleWidth", "flexibleBottomMargin"])
    fx, fw = share_out(10, pw0, p0w, W - p0w, [False, True, False])
    rects["panel"] = (fx, 100.0, fw, ph0)
    d.frames["panel"] = rects["panel"]
    d.check_frames.add("panel")
    # The panel has no `size`, so its children give their `frameIn`.
    for i in range(rng.randint(1, 2)):
        framed(f"inner{i}", "panel", pw0, ph0, True)
    # Labels tied to framed items.
    for i, target in enumerate(rng.sample(names, min(2, len(names)))):
        lw, lh, gap = rng.choice([40, 80]), rng.choice([16, 20]), rng.choice([0, 8])
        d.add(f"label{i}", "root", size={"width": lw, "height": lh})
        d.c(f"label{i}", "left", "==", target, "right", k=gap)
        d.c(f"label{i}", "top", "==", target, "bottom", k=gap)
        tx, ty, tw, th = rects[target]
        d.frames[f"label{i}"] = (tx + tw + gap, ty + th + gap, lw, lh)
        d.check_frames.add(f"label{i}")
    if rng.random() < 0.2:
        target = rng.choice(names)
        d.c(target, "width", "==", k=rects[target][2] + rng.choice([-5, 7, 30]))
        d.expect = "conflict"
        d.shuffle_ok = False


FAMILIES = [
    ("form", fam_form, 22),
    ("toolbar", fam_toolbar, 20),
    ("card", fam_card, 20),
    ("profile", fam_profile, 14),
    ("chat", fam_chat, 18),
    ("nested", fam_nested, 20),
    ("multiplier", fam_multiplier, 14),
    ("rtl", fam_rtl, 16),
    ("margins", fam_margins, 12),
    ("hugging", fam_hugging, 18),
    ("fitting", fam_fitting, 18),
    ("conflict", fam_conflict, 16),
    ("ambiguous", fam_ambiguous, 16),
]
# Families added later: their documents come after the shuffled schedule,
# so the documents above keep their names and seeds.
LATER_FAMILIES = [
    ("guides", fam_guides, 20),
    ("frames", fam_frames, 20),
]


def close(a, b, tol=1e-6):
    return abs(a - b) <= tol * max(1.0, abs(b))


def build_document(idx, family, fn, ordinal):
    last_reason = None
    for attempt in range(60):
        rng = random.Random(f"{SEED}/{family}/{idx}/{attempt}")
        d = Doc(rng, family, ordinal)
        fn(d)
        doc = d.document()
        try:
            expected, nbroken = oracle(doc, seed=7919 * (idx + 1) + attempt)
        except Delicate as e:
            solver.STATS["rejected"] = solver.STATS.get("rejected", 0) + 1
            last_reason = str(e)
            continue
        reason = None
        if d.expect == "conflict":
            if nbroken != 1 or expected["ambiguous"]:
                reason = f"{nbroken} broken, ambiguous {expected['ambiguous']}"
        elif nbroken:
            reason = "unexpected conflict " + expected["broken"]
        elif d.expect == "ambiguous":
            if not expected["ambiguous"] or len(expected["ambiguous"]) == len(expected["frames"]) - 1:
                reason = "not ambiguous"
        elif expected["ambiguous"]:
            reason = f"ambiguous {expected['ambiguous']}"
        if reason:
            last_reason = reason
            REGENERATED[family] += 1
            continue
        # The generator's own geometry must agree with the oracle's LP.
        for name in d.check_frames:
            fr = expected["frames"][name]
            want = dict(zip(("x", "y", "width", "height"), d.frames[name]))
            for k, v in want.items():
                if fr[k] is None or not close(fr[k], v):
                    raise GeneratorBug(f"{family}-{idx}: {name}.{k} oracle {fr[k]} intended {v}\n"
                                       f"{json.dumps(doc)}")
        return {"name": f"{family}-{idx:04d}", "document": doc, "expected": expected}
    raise GeneratorBug(f"could not build {family}-{idx}: {last_reason}")


def family_schedule():
    sched = []
    for name, fn, count in FAMILIES:
        sched += [(name, fn)] * count
    rng = random.Random(f"{SEED}/layout-schedule")
    rng.shuffle(sched)
    for name, fn, count in LATER_FAMILIES:
        sched += [(name, fn)] * count
    return sched


def write(docs, path):
    solver.write_fixture(path, [("generator", "Tests/Oracle/make_layout_fixtures.py"), ("seed", SEED),
                                ("tolerance", TOLERANCE)], "documents", docs)


def summary(docs):
    fam = Counter(s["name"].rsplit("-", 1)[0] for s in docs)
    exit1 = sum(1 for s in docs if s["expected"]["exit"] == 1)
    amb_docs = sum(1 for s in docs if s["expected"]["ambiguous"])
    amb_items = sum(len(s["expected"]["ambiguous"]) for s in docs)
    det = null = 0
    items = 0
    for s in docs:
        for fr in s["expected"]["frames"].values():
            items += 1
            for v in fr.values():
                if v is None:
                    null += 1
                else:
                    det += 1
    ncons = sum(len(s["document"]["constraints"]) for s in docs)
    objs = sum(1 for s in docs for c in s["document"]["constraints"] if isinstance(c, dict))
    rtl = sum(1 for s in docs if s["document"]["root"].get("layoutDirection") == "rightToLeft")
    print(f"documents: {len(docs)}  ({', '.join(f'{k} {v}' for k, v in sorted(fam.items()))})")
    print(f"items: {items}  constraints: {ncons} ({objs} as objects)  rightToLeft documents: {rtl}")
    print(f"exit 1: {exit1}  documents with ambiguous items: {amb_docs} ({amb_items} items)")
    print(f"frame components: {det} determined, {null} null")
    print(f"regenerated attempts: {solver.STATS.get('rejected', 0)} numerically delicate, "
          f"{sum(REGENERATED.values())} off target ({dict(sorted(REGENERATED.items()))})")


# ---------------------------------------------------------------------------
# Checking the Swift engine against the fixtures

def check(binary, fixtures):
    with open(fixtures, encoding="utf-8") as f:
        data = json.load(f)
    tol = data["tolerance"]
    bad = 0
    stats = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for s in data["documents"]:
            path = os.path.join(tmp, s["name"] + ".json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(s["document"], f)
            proc = subprocess.run([binary, "run", path, "--json"], capture_output=True, text=True)
            exp = s["expected"]
            problems = []
            try:
                out = json.loads(proc.stdout)
            except ValueError:
                out = {}
                problems.append(f"output is not JSON: {proc.stdout[:200]!r} {proc.stderr[:200]!r}")
            if proc.returncode != exp["exit"]:
                problems.append(f"exit {proc.returncode}, expected {exp['exit']}")
            if out.get("broken") != exp["broken"]:
                problems.append(f"broken {out.get('broken')!r}, expected {exp['broken']!r}")
            if exp["exit"] == 0 and out.get("ambiguous") != exp["ambiguous"]:
                problems.append(f"ambiguous {out.get('ambiguous')}, expected {exp['ambiguous']}")
            frames = out.get("frames") or {}
            if list(frames) != list(exp["frames"]):
                problems.append(f"frame names {list(frames)}, expected {list(exp['frames'])}")
            for name, fr in exp["frames"].items():
                got = frames.get(name) or {}
                for k, v in fr.items():
                    if v is None:
                        stats["null"] += 1
                        continue
                    stats["compared"] += 1
                    g = got.get(k)
                    if not isinstance(g, (int, float)) or abs(g - v) > tol * max(1.0, abs(v)):
                        problems.append(f"{name}.{k} = {g}, expected {v}")
            if problems:
                bad += 1
                print(f"DISAGREE {s['name']}:")
                for p in problems:
                    print("   ", p)
            else:
                stats["agree"] += 1
    print(f"checked {len(data['documents'])} documents: {stats['agree']} agree, {bad} disagree; "
          f"{stats['compared']} frame components compared, {stats['null']} null (not compared)")
    return bad == 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--check", metavar="LAYOUT", help="run the fixtures through this `layout` binary")
    ap.add_argument("--fixtures", default=OUT_PATH, help="fixtures file for --check")
    args = ap.parse_args()
    if args.check:
        sys.exit(0 if check(args.check, args.fixtures) else 1)
    t0 = time.time()
    docs = []
    ordinals = Counter()
    for idx, (family, fn) in enumerate(family_schedule()):
        docs.append(build_document(idx, family, fn, ordinals[family]))
        ordinals[family] += 1
    write(docs, args.out)
    if not args.quiet:
        summary(docs)
        print(f"wrote {os.path.relpath(args.out)} ({os.path.getsize(args.out)} bytes) in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
