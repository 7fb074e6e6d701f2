#!/usr/bin/env python3
"""Seeded flex layout documents that CSS can be asked to lay out the same way.

`generate(n)` returns `[(name, document)]`, n documents per family, for
`compare_flex_chromium.py`. Each family draws flex stacks whose root has an
exact width (and an exact height or none) and keeps away from the places
where Docs/Formats/FlexLayout.md follows Texture and its table "Where
Texture and CSS differ" says CSS lays out differently, so that Chromium
and this library should agree on every frame:

* grow factors are 0 or whole numbers, shrink factors 0, 1 or 2 (Σ below
  1 differs);
* a main-axis minimum or maximum only on a child that neither grows nor
  shrinks and has no basis (CSS's freeze loop honours them while flexing);
* children fit across a stack whose cross length is fixed (the offered
  range wins over a larger child);
* a wrapping stack with a fixed cross length has more children than fit
  on one line (one line of a wrapping stack differs) and is not nested;
* baselines only on leaves with explicit offsets, in rows without
  wrapReverse; `baselineLast` only in the family `baseline`;
* text only where it is stretched across a column or flexed along a row
  (text is as wide as its widest line, CSS boxes as the room they have);
* no `integerRounding`, hidden children, `maxLines`.

Families: justify, grow, shrink, align, minmax, wrap, margins, padding,
nested, absolute, relative, percent, aspect, rtl, reverse, baseline, text.

    python3 Tests/Oracle/flex_css_documents.py N OUTDIR     # write them out

Standard library only; deterministic for a seed.
"""

import json
import os
import random
import sys

SEED = 20270611

JUSTIFY = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
ALIGN = ["start", "center", "end", "stretch"]
CONTENT = ["start", "center", "end", "stretch", "spaceBetween", "spaceAround", "spaceEvenly"]
DIRECTIONS = ["horizontal", "vertical", "horizontalReverse", "verticalReverse"]


class Gen:
    def __init__(self, rng, family):
        self.r = rng
        self.family = family
        self.count = 0

    def name(self, prefix):
        self.count += 1
        return f"{prefix}{self.count}"

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def leaf(self, horizontal, cross_room, opts):
        """A leaf child: an intrinsic size (or an empty box with a size)
        that fits `cross_room` across (None: anything)."""
        r = self.r
        w, h = (r.randint(8, 40), r.randint(6, 30)) if opts.get("small") else (r.randint(10, 90), r.randint(8, 60))
        if cross_room is not None:
            if horizontal:
                h = min(h, max(4, int(cross_room * 0.6)))
            else:
                w = min(w, max(4, int(cross_room * 0.6)))
        item = {"name": self.name("box"), "intrinsicSize": {"width": w, "height": h}}
        if opts.get("grow") and self.chance(0.4):
            item["flexGrow"] = r.randint(1, 3)
        if opts.get("shrink") and self.chance(0.5):
            item["flexShrink"] = r.randint(1, 2)
        flexing = "flexGrow" in item or "flexShrink" in item
        main, cross = ("width", "height") if horizontal else ("height", "width")
        if opts.get("basis") and self.chance(0.35):
            item["flexBasis"] = self.pick([r.randint(10, 80), f"{r.choice([10, 20, 25, 30, 40])}%", "auto"])
        if opts.get("sizes") and self.chance(0.3):
            # an exact size across, inside the room
            item["size"] = {cross: r.randint(4, int(cross_room * 0.6)) if cross_room else r.randint(4, 60)}
        if opts.get("minmax"):
            if not flexing and "flexBasis" not in item and self.chance(0.4):
                key = self.pick(["minSize", "maxSize"])
                item.setdefault(key, {})[main] = r.randint(5, 100)
            if self.chance(0.4) and "size" not in item:
                key = self.pick(["minSize", "maxSize"])
                limit = r.randint(4, int(cross_room * 0.8)) if cross_room else r.randint(4, 70)
                item.setdefault(key, {})[cross] = limit
        if opts.get("percent") and self.chance(0.4) and not flexing:
            item.setdefault("size", {})[main] = f"{r.choice([10, 15, 20, 25, 30])}%"
        if opts.get("align") and self.chance(0.4):
            item["alignSelf"] = self.pick(ALIGN + ["auto"])
        if opts.get("margins") and self.chance(0.5):
            item["margin"] = self.margins(opts)
        if opts.get("aspect") and self.chance(0.6):
            item["aspectRatio"] = self.pick([0.5, 1, 1.5, 2])
            if self.chance(0.5):
                del item["intrinsicSize"]
                item["size"] = {self.pick(["width", "height"]): r.randint(10, 60)}
            item.pop("flexGrow", None)
            item.pop("flexShrink", None)
            item.pop("flexBasis", None)
            item.pop("minSize", None)
            item.pop("maxSize", None)
        if opts.get("relative") and self.chance(0.4):
            item["offset"] = {self.pick(["left", "right", "leading", "trailing"]): r.randint(-20, 20),
                              self.pick(["top", "bottom"]): r.randint(-20, 20)}
        if opts.get("spacingBeforeAfter") and self.chance(0.3):
            item[self.pick(["spacingBefore", "spacingAfter"])] = r.randint(1, 12)
        return item

    def margins(self, opts):
        r = self.r
        m = {}
        for side in r.sample(["top", "left", "bottom", "right", "leading", "trailing"], r.randint(1, 3)):
            if side in ("leading", "trailing") and ("left" in m or "right" in m):
                continue
            v = r.randint(0, 12)
            if opts.get("auto_margins") and self.chance(0.3):
                v = "auto"
            elif opts.get("percent") and self.chance(0.3):
                v = f"{r.choice([2, 5, 10])}%"
            m[side] = v
        return m

    def absolute(self):
        r = self.r
        item = {"name": self.name("abs"), "position": "absolute",
                "intrinsicSize": {"width": r.randint(10, 50), "height": r.randint(8, 40)}}
        off = {}
        for axis in (("left", "right", "leading", "trailing"), ("top", "bottom")):
            k = r.randint(0, 2)
            sides = r.sample(axis[:2], k) if k < 2 or self.chance(0.5) else list(axis[:2])
            if axis[0] == "left" and sides and self.chance(0.3):
                sides = [self.pick(["leading", "trailing"])]
            for s in sides:
                off[s] = self.pick([r.randint(0, 30), f"{r.choice([5, 10, 20])}%"])
        if off:
            item["offset"] = off
        if self.chance(0.3):
            item["size"] = {self.pick(["width", "height"]): self.pick([r.randint(10, 60), "30%"])}
        if self.chance(0.3):
            item["alignSelf"] = self.pick(ALIGN)
        if self.chance(0.3):
            item["margin"] = {self.pick(["top", "left", "bottom", "right"]): r.randint(0, 8)}
        return item

    def stack(self, depth, width, height, opts, root=False):
        """A flex stack with `width` / `height` fixed (or None)."""
        r = self.r
        direction = self.pick(opts.get("directions", DIRECTIONS))
        horizontal = direction.startswith("horizontal")
        flex = {"direction": direction,
                "justifyContent": self.pick(JUSTIFY),
                "alignItems": self.pick(opts.get("align_items", ALIGN)),
                "alignContent": self.pick(CONTENT)}
        if self.chance(0.5):
            flex["spacing"] = r.randint(1, 12)
        pad = {}
        if opts.get("padding") or self.chance(0.2):
            for side in r.sample(["top", "left", "bottom", "right", "leading", "trailing"], r.randint(1, 4)):
                pad[side] = r.randint(0, 16)
            flex["padding"] = pad
        main_len, cross_len = (width, height) if horizontal else (height, width)

        def pad_total(sides):
            return sum(v for k, v in pad.items() if k in sides)
        pad_main = pad_total(("left", "right", "leading", "trailing") if horizontal else ("top", "bottom"))
        pad_cross = pad_total(("top", "bottom") if horizontal else ("left", "right", "leading", "trailing"))
        cross_room = None if cross_len is None else cross_len - pad_cross
        wrap = opts.get("wrap") and (root or not opts.get("wrap_root_only", True))
        if wrap:
            flex["flexWrap"] = self.pick(["wrap", "wrapReverse"])
            if self.chance(0.6):
                flex["lineSpacing"] = r.randint(1, 12)
        node = {"name": "root" if root else self.name("stack"), "flexStack": flex, "children": []}
        n = r.randint(2, 5) if not wrap else r.randint(4, 8)
        if opts.get("small"):
            n = r.randint(1, 3)
        for _ in range(n):
            if depth > 0 and opts.get("nested") and self.chance(0.35):
                # nested stacks of a few small children, mostly fitting their parent
                child = self.stack(depth - 1, None, None, dict(opts, wrap=False, small=True))
                if self.chance(0.4):
                    child["flexGrow"] = r.randint(1, 2)
                if opts.get("align") and self.chance(0.4):
                    child["alignSelf"] = self.pick(ALIGN)
            elif opts.get("text") and self.chance(0.5):
                child = self.text(horizontal)
            else:
                child = self.leaf(horizontal, cross_room, opts)
            node["children"].append(child)
        if opts.get("absolute"):
            for _ in range(r.randint(1, 2)):
                node["children"].insert(r.randint(0, len(node["children"])), self.absolute())
        if wrap and main_len is not None:
            # enough children for two lines at least
            mains = [c["intrinsicSize"]["width" if horizontal else "height"]
                     for c in node["children"] if "intrinsicSize" in c and c.get("position") != "absolute"]
            if sum(mains) < 1.3 * (main_len - pad_main):
                return None
        if cross_room is not None and cross_room < 20:
            return None
        return node

    def text(self, horizontal):
        r = self.r
        item = {"name": self.name("text"),
                "text": {"words": [r.randint(8, 50) for _ in range(r.randint(1, 8))],
                         "spaceWidth": r.randint(2, 6), "lineHeight": r.choice([16, 20, 24])}}
        if horizontal:
            item["flexShrink"] = 1
            if self.chance(0.3):
                item["flexGrow"] = 1
        else:
            item["alignSelf"] = "stretch"
        return item


FAMILIES = {
    "justify": dict(),
    "grow": dict(grow=True, basis=True),
    "shrink": dict(shrink=True, basis=True),
    "align": dict(align=True, sizes=True),
    "minmax": dict(minmax=True, grow=True, shrink=True),
    "wrap": dict(wrap=True, align=True, grow=True),
    "margins": dict(margins=True, auto_margins=True, align=True),
    "padding": dict(padding=True, margins=True),
    "nested": dict(nested=True, grow=True, align=True, padding=True),
    "absolute": dict(absolute=True, padding=True),
    "relative": dict(relative=True, grow=True),
    "percent": dict(percent=True, basis=True, margins=True, grow=True),
    "aspect": dict(aspect=True, align=True),
    "rtl": dict(margins=True, padding=True, absolute=True, relative=True, grow=True, rtl=True),
    "reverse": dict(directions=["horizontalReverse", "verticalReverse"], margins=True, grow=True),
    "baseline": dict(baseline=True),
    "text": dict(text=True, directions=["horizontal", "vertical"]),
}


def baseline_doc(g):
    """A row aligned by first or last baselines: leaves with both offsets."""
    r = g.r
    align = g.pick(["baselineFirst", "baselineLast"])
    children = []
    for _ in range(r.randint(2, 5)):
        h = r.randint(10, 60)
        first = r.randint(0, h)
        item = {"name": g.name("box"), "intrinsicSize": {"width": r.randint(10, 60), "height": h},
                "baseline": {"first": first, "last": r.randint(first, h)}}
        if g.chance(0.3):
            item["alignSelf"] = g.pick(["start", "center", "end", "baselineFirst", "baselineLast"])
        if g.chance(0.3):
            item["margin"] = {g.pick(["top", "bottom", "left"]): r.randint(0, 8)}
        children.append(item)
    flex = {"direction": "horizontal", "alignItems": align, "justifyContent": g.pick(JUSTIFY)}
    if g.chance(0.4):
        flex["flexWrap"] = "wrap"
        flex["alignContent"] = g.pick(CONTENT)
    root = {"name": "root", "size": {"width": g.pick([120, 200, 320])}, "flexStack": flex,
            "children": children}
    if g.chance(0.5) and "flexWrap" not in flex:
        root["size"]["height"] = g.pick([80, 140])
    return {"root": root}


def document(g, opts):
    r = g.r
    if opts.get("baseline"):
        return baseline_doc(g)
    width = r.choice([160, 200, 240, 320, 375])
    height = r.choice([None, 160, 240, 300])
    if opts.get("wrap") and height is None and g.chance(0.5):
        # a wrapping column needs a height to wrap at
        opts = dict(opts, directions=["horizontal", "horizontalReverse"])
    elif opts.get("wrap") and height is None:
        height = r.choice([240, 300])
    root = g.stack(2, width, height, opts, root=True)
    if root is None:
        return None
    root["size"] = {"width": width}
    if height is not None:
        root["size"]["height"] = height
    if opts.get("rtl") or g.chance(0.15):
        root["layoutDirection"] = "rightToLeft"
    return {"root": root}


def generate(n, seed=None, families=None):
    out = []
    for family, opts in FAMILIES.items():
        if families and family not in families:
            continue
        rng = random.Random(f"{SEED if seed is None else seed}-{family}")
        made = 0
        while made < n:
            g = Gen(rng, family)
            doc = document(g, opts)
            if doc is None:
                continue
            out.append((f"{family}-{made:04d}", doc))
            made += 1
    return out


if __name__ == "__main__":
    count, outdir = int(sys.argv[1]), sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    for name, doc in generate(count):
        with open(os.path.join(outdir, name + ".json"), "w") as f:
            json.dump(doc, f, indent=1)
