#!/usr/bin/env python3
"""Independent reference model of flex stacks (Docs/Formats/FlexLayout.md).

This module lays out a layout document whose root is a `flexStack` (no
constraints) by the algorithm of FlexLayout.md, written from that text
alone, and returns every item's frame in the root's coordinate space. It is
a test oracle: it does not read or call the Swift code.

    frames = layout_document(doc)          # {name: (x, y, width, height)}

or from a shell, for one document file:

    python3 Tests/Oracle/flex_reference.py DOC.json

Where the specification can be read two ways, `Readings` holds both (the
default is the reading this oracle takes; README.md lists them). The
fixture generator lays every document out under each alternative and keeps
only documents whose frames do not depend on the reading. `Trace` records
how close every decision came to its threshold (line breaks, ε tests, text
wrapping, flooring) so that near-ties can be thrown away too.

Stdlib only.
"""

import json
import math
import sys
from dataclasses import dataclass, replace

INF = math.inf
EPS = 0.01            # Texture's kViolationEpsilon
BREAK_SLACK = 1e-9    # line breaking and text wrapping: fits when <= limit + this


# ---------------------------------------------------------------------------
# Readings of the ambiguous places, and a record of close calls

@dataclass(frozen=True)
class Readings:
    # Where an offered range and a child's own range do not overlap, "the
    # offered range wins": Texture's ASSizeRangeIntersect takes the endpoint
    # of the offered range nearest the own range ("texture"); the other
    # reading keeps the whole offered range ("whole").
    disjoint: str = "texture"
    # A percentage margin when the content box's width is not definite:
    # "counts as not given" (0) or "(auto)" (an auto margin).
    indefinite_margin: str = "zero"
    # Percentages of an absolute child resolve against the stack's frame:
    # its computed size ("frame"), or not given when the range the stack was
    # laid out in did not fix that axis ("indefinite").
    absolute_percent: str = "frame"
    # A hidden child takes its cross length from step 2 only (False), or is
    # also stretched to its line as in step 8 (True).
    hidden_stretched: bool = False
    # "where the next visible child starts / the last one ends": at that
    # child's frame edge ("frame") or at its outer edge, margins and
    # spacingBefore/After included ("outer").
    hidden_edge: str = "frame"
    # Aspect ratio with neither length fixed: the measured width is clamped
    # into the range before height = width / ratio (True) or after (False).
    ratio_clamps_first: bool = True
    # integerRounding: the leftover goes to the first child whose floored
    # share is not 0 ("floored") or whose exact share is not 0 ("exact").
    remainder_to: str = "floored"


ALTERNATIVES = [
    Readings(disjoint="whole"),
    Readings(indefinite_margin="auto"),
    Readings(absolute_percent="indefinite"),
    Readings(hidden_stretched=True),
    Readings(hidden_edge="outer"),
    Readings(ratio_clamps_first=False),
    Readings(remainder_to="exact"),
]


class Trace:
    """The closest call of the layout: the smallest distance between a
    compared quantity and its threshold, and what it was."""

    def __init__(self):
        self.closest = INF
        self.what = None
        self.flags = []

    def near(self, a, b, what):
        if math.isinf(a) or math.isinf(b):
            return
        d = abs(a - b)
        if d < self.closest:
            self.closest, self.what = d, what

    def flag(self, what):
        """A case the specification leaves open that the readings above do
        not cover; the generator throws such documents away."""
        self.flags.append(what)


class Unsupported(Exception):
    """A document outside what this model (and the fixtures) cover."""


# ---------------------------------------------------------------------------
# Small helpers

def clamp(v, lo, hi):
    return max(lo, min(v, hi))


def sub(a, b):
    """a - b for range ends, never below 0 (∞ stays ∞)."""
    return INF if math.isinf(a) else max(0.0, a - b)


def resolve(v, base):
    """A length: a number, "N%" of `base` (None when `base` is not
    definite: not given), "auto" or None (not given)."""
    if v is None or v == "auto":
        return None
    if isinstance(v, str):
        if not v.endswith("%"):
            raise Unsupported(f"length {v!r}")
        if base is None:
            return None
        return float(v[:-1]) / 100.0 * base
    return float(v)


def own_range(size, mn, mx, base):
    """A child's own range on one axis: exact size gives [s, s], a maximum
    lowers the top, a minimum raises the bottom and wins (min > max > size)."""
    s, lo_v, hi_v = resolve(size, base), resolve(mn, base), resolve(mx, base)
    lo, hi = (s, s) if s is not None else (0.0, INF)
    if hi_v is not None:
        hi = min(hi, hi_v)
        lo = min(lo, hi)
    if lo_v is not None:
        lo = max(lo, lo_v)
        hi = max(hi, lo)
    return lo, hi


def intersect(offered, own, rd):
    lo, hi = max(offered[0], own[0]), min(offered[1], own[1])
    if lo <= hi:
        return lo, hi
    if rd.disjoint == "whole":
        return offered
    # ASIntersectRange(offered, own): the offered endpoint nearest the own range.
    return (offered[1], offered[1]) if own[0] > offered[1] else (offered[0], offered[0])


def measure_text(text, width, tr=None):
    """(width, height) of a `text` object laid out at `width` (may be ∞)."""
    words = [float(w) for w in text.get("words", [])]
    sp = float(text.get("spaceWidth", 4))
    lh = float(text.get("lineHeight", 20))
    max_lines = int(text.get("maxLines", 0))
    lines = []
    for w in words:
        if lines:
            candidate = lines[-1] + sp + w
            if tr is not None:
                tr.near(candidate, width, "text wrap")
            if candidate <= width + BREAK_SLACK:
                lines[-1] = candidate
                continue
        lines.append(w)
    if 0 < max_lines < len(lines):
        # The last line shown ends in an ellipsis and fills the width.
        lines = lines[:max_lines]
        if width != INF:
            lines[-1] = max(lines[-1], width)
    if not lines:
        return 0.0, 0.0
    return max(lines), len(lines) * lh


# ---------------------------------------------------------------------------
# The document as the model reads it

AXES = ("width", "height")


class Node:
    def __init__(self, spec, parent):
        self.spec = spec
        self.name = spec["name"]
        self.parent = parent
        self.flex = spec.get("flexStack")
        if "stack" in spec:
            raise Unsupported("UIStackView stacks")
        self.children = [Node(c, self) for c in spec.get("children", [])]
        if self.children and self.flex is None:
            raise Unsupported(f"{self.name}: children without a flexStack")
        self.text = spec.get("text")
        self.intrinsic = spec.get("intrinsicSize")
        self.ratio = spec.get("aspectRatio")
        if self.ratio is not None and (self.flex is not None or self.text is not None):
            raise Unsupported(f"{self.name}: aspectRatio on a stack or a text")
        self.hidden = bool(spec.get("hidden", False))
        self.absolute = spec.get("position", "relative") == "absolute"
        # results: position in the parent, size
        self.x = self.y = 0.0
        self.w = self.h = 0.0

    def own(self, axis, base):
        s = self.spec
        return own_range((s.get("size") or {}).get(axis), (s.get("minSize") or {}).get(axis),
                         (s.get("maxSize") or {}).get(axis), base)


class Ctx:
    def __init__(self, rtl, rd, tr):
        self.rtl, self.rd, self.tr = rtl, rd, tr


def measure(node, rw, rh, own_w, own_h, ctx):
    """Measures `node` within the offered ranges rw, rh (each (lo, hi)),
    intersected with its own ranges; stores and returns its size."""
    rw, rh = intersect(rw, own_w, ctx.rd), intersect(rh, own_h, ctx.rd)
    if node.flex is not None:
        w, h = layout_stack(node, rw, rh, ctx)
    else:
        if node.text is not None:
            cw, ch = measure_text(node.text, rw[1], ctx.tr)
        elif node.intrinsic is not None:
            cw = float(node.intrinsic.get("width") or 0.0)
            ch = float(node.intrinsic.get("height") or 0.0)
        else:
            cw = ch = 0.0
        if node.ratio is not None:
            r = float(node.ratio)
            if rw[0] == rw[1]:
                w = rw[0]
                h = w / r
            elif rh[0] == rh[1]:
                h = rh[0]
                w = h * r
            else:
                w = clamp(cw, *rw) if ctx.rd.ratio_clamps_first else cw
                h = w / r
        else:
            w, h = cw, ch
        w, h = clamp(w, *rw), clamp(h, *rh)
    node.w, node.h = w, h
    return w, h


# ---------------------------------------------------------------------------
# The algorithm

def physical_edges(box, rtl, unset=0):
    """{top, left, bottom, right} of a padding, margin or offset object
    (`unset` where an edge is not given), with leading/trailing resolved
    (they win over left/right)."""
    box = box or {}
    out = {e: box.get(e, unset) for e in ("top", "left", "bottom", "right")}
    lead, trail = ("right", "left") if rtl else ("left", "right")
    if "leading" in box:
        out[lead] = box["leading"]
    if "trailing" in box:
        out[trail] = box["trailing"]
    return out


class Item:
    """A child as the stack sees it, in the stack's logical axes."""

    def __init__(self, node, st, ctx):
        self.node = node
        sp = node.spec
        self.grow = max(0.0, float(sp.get("flexGrow", 0)))
        self.shrink = max(0.0, float(sp.get("flexShrink", 0)))
        self.before = float(sp.get("spacingBefore", 0))
        self.after = float(sp.get("spacingAfter", 0))
        a = sp.get("alignSelf", "auto")
        self.align = st.align_items if a == "auto" else a
        own_w, own_h = node.own("width", st.def_w), node.own("height", st.def_h)
        self.own_main, self.own_cross = (own_w, own_h) if st.horizontal else (own_h, own_w)
        # margins: physical, then logical sides
        m = physical_edges(sp.get("margin"), ctx.rtl)
        phys = {}
        for e, v in m.items():
            if v == "auto":
                phys[e] = "auto"
            elif isinstance(v, str):
                r = resolve(v, st.def_w)
                if r is None:
                    phys[e] = "auto" if ctx.rd.indefinite_margin == "auto" else 0.0
                else:
                    phys[e] = r
            else:
                phys[e] = float(v)
        self.ms_raw, self.me_raw = phys[st.main_start], phys[st.main_end]
        self.cs_raw, self.ce_raw = phys[st.cross_start], phys[st.cross_end]
        num = lambda v: 0.0 if v == "auto" else v
        self.ms, self.me, self.cs, self.ce = map(num, (self.ms_raw, self.me_raw, self.cs_raw, self.ce_raw))
        self.cross_auto = "auto" in (self.cs_raw, self.ce_raw)
        self.stretched = self.align == "stretch" and not self.cross_auto
        self.basis = sp.get("flexBasis", "auto")
        self.main = self.cross = 0.0
        self.main_pos = self.cross_pos = 0.0

    def outer_main(self):
        return self.main + self.ms + self.me + self.before + self.after

    def outer_cross(self):
        return self.cross + self.cs + self.ce

    def measure(self, st, main_range, cross_range, ctx):
        own_w, own_h = (self.own_main, self.own_cross) if st.horizontal else (self.own_cross, self.own_main)
        rw, rh = (main_range, cross_range) if st.horizontal else (cross_range, main_range)
        w, h = measure(self.node, rw, rh, own_w, own_h, ctx)
        self.main, self.cross = (w, h) if st.horizontal else (h, w)

    def ascent(self):
        b = self.node.spec.get("baseline") or {}
        if self.align == "baselineLast":
            if b.get("last") is None:
                return self.cross
            # Text's last baseline is on its last line at its width (baseline
            # alignment is for horizontal stacks: the width is the main size).
            shift = 0.0
            if self.node.text is not None:
                lh = float(self.node.text.get("lineHeight", 20))
                _, height = measure_text(self.node.text, self.main)
                shift = max(height - lh, 0.0)
            return float(b["last"]) + shift
        return float(b["first"]) if b.get("first") is not None else 0.0


class StackSettings:
    def __init__(self, node, rw, rh, ctx):
        f = node.flex
        self.direction = f.get("direction", "horizontal")
        self.horizontal = self.direction in ("horizontal", "horizontalReverse")
        self.spacing = float(f.get("spacing", 0))
        self.justify = f.get("justifyContent", "start")
        self.align_items = f.get("alignItems", "stretch")
        self.wrap = f.get("flexWrap", "noWrap")
        self.align_content = f.get("alignContent", "start")
        self.line_spacing = float(f.get("lineSpacing", 0))
        self.rounding = bool(f.get("integerRounding", False))
        p = physical_edges(f.get("padding"), ctx.rtl)
        self.pad = {e: float(v) for e, v in p.items()}
        # content range and definite content lengths
        self.cw = (sub(rw[0], self.pad["left"] + self.pad["right"]), sub(rw[1], self.pad["left"] + self.pad["right"]))
        self.ch = (sub(rh[0], self.pad["top"] + self.pad["bottom"]), sub(rh[1], self.pad["top"] + self.pad["bottom"]))
        self.def_w = self.cw[0] if rw[0] == rw[1] else None
        self.def_h = self.ch[0] if rh[0] == rh[1] else None
        # which physical side is the logical start of each axis (step 13)
        rtl = ctx.rtl
        if self.horizontal:
            flip_main = (self.direction == "horizontalReverse") != rtl
            self.main_start, self.main_end = ("right", "left") if flip_main else ("left", "right")
            flip_cross = self.wrap == "wrapReverse"
            self.cross_start, self.cross_end = ("bottom", "top") if flip_cross else ("top", "bottom")
        else:
            flip_main = self.direction == "verticalReverse"
            self.main_start, self.main_end = ("bottom", "top") if flip_main else ("top", "bottom")
            flip_cross = (self.wrap == "wrapReverse") != rtl
            self.cross_start, self.cross_end = ("right", "left") if flip_cross else ("left", "right")
        self.flip_main, self.flip_cross = flip_main, flip_cross
        if self.horizontal:
            self.main_range, self.cross_range = self.cw, self.ch
            self.def_main, self.def_cross = self.def_w, self.def_h
            self.pad_main = self.pad["left"] + self.pad["right"]
            self.pad_cross = self.pad["top"] + self.pad["bottom"]
            self.range_main, self.range_cross = rw, rh
        else:
            self.main_range, self.cross_range = self.ch, self.cw
            self.def_main, self.def_cross = self.def_h, self.def_w
            self.pad_main = self.pad["top"] + self.pad["bottom"]
            self.pad_cross = self.pad["left"] + self.pad["right"]
            self.range_main, self.range_cross = rh, rw
        self.rw, self.rh = rw, rh


def distribute(mode, room, n, tr, what):
    """(offset before the first, extra between) for justifyContent /
    alignContent over n things with `room` free."""
    if mode in ("spaceBetween", "spaceAround", "spaceEvenly"):
        tr.near(room, EPS, what + " fallback")
        if room < EPS or n <= 1:
            mode = "start" if mode == "spaceBetween" else "center"
    if mode in ("start", "stretch"):
        return 0.0, 0.0
    if mode == "center":
        return room / 2, 0.0
    if mode == "end":
        return room, 0.0
    if mode == "spaceBetween":
        return 0.0, room / (n - 1)
    if mode == "spaceAround":
        return room / (2 * n), room / n
    if mode == "spaceEvenly":
        return room / (n + 1), room / (n + 1)
    raise Unsupported(f"distribution {mode}")


def layout_stack(node, rw, rh, ctx):
    """Lays out a flex stack within the ranges rw, rh; sets every child's
    position (in the stack) and size; returns the stack's size."""
    tr, rd = ctx.tr, ctx.rd
    st = StackSettings(node, rw, rh, ctx)
    items = [Item(c, st, ctx) for c in node.children]
    flow = [it for it in items if not it.node.hidden and not it.node.absolute]
    hidden = [it for it in items if it.node.hidden and not it.node.absolute]
    absolute = [it for it in items if it.node.absolute]
    if not flow:
        raise Unsupported(f"{node.name}: no visible child in the flow")

    # 2. initial measure
    def stretched_offer(it, lo, hi):
        """A stretched child's offer has both ends clamped into its own
        range across, the minimum winning: a minimum does not keep it from
        stretching, a maximum stops it, an exact size is not stretched."""
        own_lo, own_hi = it.own_cross
        lo, hi = clamp(lo, own_lo, own_hi), clamp(hi, own_lo, own_hi)
        return lo, max(lo, hi)

    def cross_offer(it):
        m = it.cs + it.ce
        hi = sub(st.cross_range[1], m)
        # A wrapping stack stretches line by line (step 8) only.
        if it.stretched and st.wrap == "noWrap":
            return stretched_offer(it, min(sub(st.cross_range[0], m), hi), hi)
        return 0.0, hi

    for it in flow:
        b = resolve(it.basis, st.def_main)
        it.cross_offer = cross_offer(it)
        it.measure(st, (b, b) if b is not None else (0.0, INF), it.cross_offer, ctx)

    # 3. lines
    if st.wrap == "noWrap":
        lines = [list(flow)]
    else:
        lines, cur, used = [], [], 0.0
        limit = st.main_range[1]
        for it in flow:
            if cur:
                with_it = used + st.spacing + it.outer_main()
                tr.near(with_it, limit, "line break")
                if with_it > limit + BREAK_SLACK:
                    lines.append(cur)
                    cur, used = [], 0.0
            used = it.outer_main() if not cur else used + st.spacing + it.outer_main()
            cur.append(it)
        lines.append(cur)

    def line_sum(line):
        return sum(it.outer_main() for it in line) + st.spacing * (len(line) - 1)

    # 4. flexing, line by line
    lo_main, hi_main = st.main_range
    for line in lines:
        total = line_sum(line)
        if total < lo_main:
            violation = lo_main - total
        elif total > hi_main:
            violation = hi_main - total
        else:
            violation = 0.0
        if violation != 0.0:
            tr.near(abs(violation), EPS, "flex violation")
        if abs(violation) < EPS:
            continue
        changes = [0.0] * len(line)
        if violation > 0:
            g = sum(it.grow for it in line)
            if g <= 0:
                continue
            shares = [violation * it.grow / g for it in line]
            if st.rounding:
                floors = []
                for s in shares:
                    if s:
                        frac = s - math.floor(s)
                        tr.near(min(frac, 1 - frac), 0.0, "integer rounding")
                    floors.append(float(math.floor(s)))
                left = violation - sum(floors)
                key = floors if rd.remainder_to == "floored" else shares
                for i, it in enumerate(line):
                    if key[i] != 0:
                        if it.grow > 0:
                            floors[i] += left
                        break
                if any(s != 0 and f == 0 for s, f in zip(shares, floors)):
                    tr.flag("a growing child's share floors to 0")
                shares = floors
            changes = shares
        else:
            wsum = sum(it.main * it.shrink for it in line)
            if wsum <= 0:
                continue
            changes = [-abs(violation) * it.main * it.shrink / wsum for it in line]
        for it, ch in zip(line, changes):
            if ch == 0:
                continue
            new = max(0.0, it.main + ch)
            if it.main + ch < 0:
                tr.near(it.main + ch, 0.0, "shrunk to 0")
            it.measure(st, (new, new), it.cross_offer, ctx)

    # the stack's main size (step 9) is needed by step 5
    sums = [line_sum(line) for line in lines]
    main_size = clamp(max(sums) + st.pad_main, *st.range_main)
    content_main = main_size - st.pad_main
    if content_main < 0:
        raise Unsupported("padding larger than the stack")

    # 5. auto margins on the main axis
    free_main = []
    for line, s in zip(lines, sums):
        free = content_main - s
        autos = [(it, side) for it in line for side in ("ms", "me") if getattr(it, side + "_raw") == "auto"]
        if autos:
            tr.near(free, 0.0, "auto margin room")
            if free > 0:
                for it, side in autos:
                    setattr(it, side, getattr(it, side) + free / len(autos))
                free = 0.0
        free_main.append(free)

    # 6. line cross lengths
    cross_lens = []
    for line in lines:
        plain = [it.outer_cross() for it in line if not it.align.startswith("baseline")]
        based = [it for it in line if it.align.startswith("baseline")]
        length = max(plain) if plain else 0.0
        if based:
            if not st.horizontal:
                raise Unsupported("baseline alignment in a vertical stack")
            asc = max(it.ascent() for it in based)
            desc = max(it.outer_cross() - it.ascent() for it in based)
            length = max(length, asc + desc)
        cross_lens.append(length)
    if len(lines) == 1:
        if st.range_cross[0] == st.range_cross[1]:
            cross_lens[0] = st.cross_range[0]
        else:
            cross_lens[0] = clamp(cross_lens[0], *st.cross_range)

    # 7. alignContent stretch
    def lines_total():
        return sum(cross_lens) + st.line_spacing * (len(lines) - 1)

    if len(lines) > 1 and st.align_content == "stretch":
        room = st.cross_range[0] - lines_total()
        tr.near(room, EPS, "alignContent stretch room")
        if room > EPS:
            cross_lens = [c + room / len(lines) for c in cross_lens]

    # 8. stretching
    for line, length in zip(lines, cross_lens):
        for it in line:
            if not it.stretched:
                continue
            target = length - it.cs - it.ce
            if target < 0:
                raise Unsupported("cross margins larger than the line")
            tr.near(target - it.cross, EPS, "stretch")
            if target - it.cross > EPS:
                it.measure(st, (it.main, it.main), stretched_offer(it, target, target), ctx)

    # 9. the stack's size
    cross_size = clamp(lines_total() + st.pad_cross, *st.range_cross)
    content_cross = cross_size - st.pad_cross
    if content_cross < 0:
        raise Unsupported("padding larger than the stack")

    # 10. lines across
    offset, extra = distribute(st.align_content, content_cross - lines_total(), len(lines), tr, "alignContent")
    line_starts = []
    pos = offset
    for i, length in enumerate(cross_lens):
        if i:
            pos += st.line_spacing + extra
        line_starts.append(pos)
        pos += length

    # 11. items along each line; 12. items across their line
    for line, free, start, length in zip(lines, free_main, line_starts, cross_lens):
        offset, extra = distribute(st.justify, free, len(line), tr, "justifyContent")
        pos = offset
        for i, it in enumerate(line):
            pos += it.before
            if i:
                pos += st.spacing + extra
            pos += it.ms
            it.main_pos = pos
            pos += it.main + it.me + it.after
        max_ascent = max((it.ascent() for it in line if it.align.startswith("baseline")), default=0.0)
        for it in line:
            place_across(it, start, length, max_ascent, tr)
        for it in line:
            it.line = (start, length, max_ascent)

    # 15. hidden children
    for it in hidden:
        idx = items.index(it)
        nxt = next((o for o in items[idx + 1:] if o in flow), None)
        prev = next((o for o in reversed(items[:idx]) if o in flow), None)
        it.cross_offer = cross_offer(it)
        it.measure(st, (0.0, 0.0), it.cross_offer, ctx)
        if nxt is not None:
            it.main_pos = nxt.main_pos - ((nxt.ms + nxt.before) if rd.hidden_edge == "outer" else 0.0)
            ref = nxt
        else:
            it.main_pos = prev.main_pos + prev.main + ((prev.me + prev.after) if rd.hidden_edge == "outer" else 0.0)
            ref = prev
        start, length, max_ascent = ref.line
        if rd.hidden_stretched and it.stretched:
            target = length - it.cs - it.ce
            if target - it.cross > EPS:
                it.measure(st, (0.0, 0.0), (target, target), ctx)
        place_across(it, start, length, max_ascent, tr)

    # 13, 14. mirror, then padding: positions in the stack
    for it in flow + hidden:
        set_position(it, st, content_main, content_cross)

    # 17. offsets in the flow move a child once placed (CSS position: relative)
    for it in flow:
        off = physical_edges(it.node.spec.get("offset"), ctx.rtl, unset=None)
        left, right = resolve(off.get("left"), st.def_w), resolve(off.get("right"), st.def_w)
        top, bottom = resolve(off.get("top"), st.def_h), resolve(off.get("bottom"), st.def_h)
        # the start side wins when both are given: the right one right to left
        first, second = (-right if right is not None else None), left
        if not ctx.rtl:
            first, second = left, (-right if right is not None else None)
        it.node.x += first if first is not None else (second if second is not None else 0.0)
        it.node.y += top if top is not None else (-bottom if bottom is not None else 0.0)

    w, h = (main_size, cross_size) if st.horizontal else (cross_size, main_size)

    # 16. absolute children
    for it in absolute:
        place_absolute(it, st, w, h, content_main, content_cross, ctx)
    return w, h


def place_across(it, start, length, max_ascent, tr):
    room = length - it.outer_cross()
    if it.cross_auto:
        if room < 0:
            tr.flag("auto cross margins with negative room")
        room = max(room, 0.0)
        if it.cs_raw == "auto" and it.ce_raw == "auto":
            it.cs += room / 2
        elif it.cs_raw == "auto":
            it.cs += room
        off = 0.0
    elif it.align in ("start", "stretch"):
        off = 0.0
    elif it.align == "end":
        off = room
    elif it.align == "center":
        off = room / 2
    elif it.align.startswith("baseline"):
        off = max_ascent - it.ascent()
    else:
        raise Unsupported(f"alignment {it.align}")
    it.cross_pos = start + off + it.cs


def set_position(it, st, content_main, content_cross):
    m = content_main - (it.main_pos + it.main) if st.flip_main else it.main_pos
    c = content_cross - (it.cross_pos + it.cross) if st.flip_cross else it.cross_pos
    node = it.node
    if st.horizontal:
        node.x, node.y = m + st.pad["left"], c + st.pad["top"]
    else:
        node.x, node.y = c + st.pad["left"], m + st.pad["top"]


def place_absolute(it, st, w, h, content_main, content_cross, ctx):
    node, sp, rd = it.node, it.node.spec, ctx.rd
    frame = {"width": w, "height": h}
    definite = {"width": st.rw[0] == st.rw[1], "height": st.rh[0] == st.rh[1]}

    def base(axis):
        if rd.absolute_percent == "indefinite" and not definite[axis]:
            return None
        return frame[axis]

    offs = physical_edges(sp.get("offset"), ctx.rtl, unset=None)
    off = {"left": resolve(offs.get("left"), base("width")), "right": resolve(offs.get("right"), base("width")),
           "top": resolve(offs.get("top"), base("height")), "bottom": resolve(offs.get("bottom"), base("height"))}
    own = {a: node.own(a, base(a)) for a in AXES}
    ranges = {}
    for axis, a, b in (("width", "left", "right"), ("height", "top", "bottom")):
        has_size = resolve((sp.get("size") or {}).get(axis), base(axis)) is not None
        if off[a] is not None and off[b] is not None and not has_size:
            length = frame[axis] - off[a] - off[b]
            ranges[axis] = (length, length)
        else:
            ranges[axis] = (0.0, INF)
    cw, ch = measure(node, ranges["width"], ranges["height"], own["width"], own["height"], ctx)
    it.main, it.cross = (cw, ch) if st.horizontal else (ch, cw)
    m = physical_edges(sp.get("margin"), ctx.rtl)
    for e, v in m.items():
        if isinstance(v, str):
            raise Unsupported("percentage or auto margins on an absolute child")
    # static positions, as the only child in the content box
    justify = {"spaceBetween": "start", "spaceAround": "center", "spaceEvenly": "center"}.get(st.justify, st.justify)
    o, _ = distribute(justify, content_main - (it.main + it.ms + it.me), 1, Trace(), "")
    it.main_pos = o + it.ms
    align = it.align
    if align == "stretch" or align.startswith("baseline"):
        align = "start"
    room = content_cross - (it.cross + it.cs + it.ce)
    it.cross_pos = {"start": 0.0, "center": room / 2, "end": room}[align] + it.cs
    set_position(it, st, content_main, content_cross)
    x_static, y_static = node.x, node.y
    # the start side wins when both are given: the right one right to left
    if off["left"] is not None and not (ctx.rtl and off["right"] is not None):
        node.x = off["left"] + float(m["left"])
    elif off["right"] is not None:
        node.x = w - off["right"] - float(m["right"]) - cw
    else:
        node.x = x_static
    if off["top"] is not None:
        node.y = off["top"] + float(m["top"])
    elif off["bottom"] is not None:
        node.y = h - off["bottom"] - float(m["bottom"]) - ch
    else:
        node.y = y_static


# ---------------------------------------------------------------------------
# Documents

def layout_document(doc, readings=Readings(), trace=None):
    """{name: (x, y, width, height)} in the root's coordinate space."""
    if doc.get("constraints"):
        raise Unsupported("constraints")
    root_spec = doc["root"]
    if "flexStack" not in root_spec:
        raise Unsupported("the root must be a flexStack")
    size = root_spec.get("size") or {}
    if size.get("width") is None or isinstance(size.get("width"), str):
        raise Unsupported("the root needs an exact width")
    rtl = root_spec.get("layoutDirection", "leftToRight") == "rightToLeft"
    tr = trace if trace is not None else Trace()
    ctx = Ctx(rtl, readings, tr)
    root = Node(root_spec, None)
    W = float(size["width"])
    rh = (float(size["height"]),) * 2 if size.get("height") is not None else (0.0, INF)
    root.w, root.h = layout_stack(root, (W, W), rh, ctx)
    root.x = root.y = 0.0
    frames = {}

    def walk(n, ox, oy):
        x, y = ox + n.x, oy + n.y
        frames[n.name] = (x, y, n.w, n.h)
        for c in n.children:
            walk(c, x, y)

    walk(root, 0.0, 0.0)
    return frames


def frames_json(frames):
    return {n: {"x": f[0], "y": f[1], "width": f[2], "height": f[3]} for n, f in frames.items()}


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        doc = json.load(f)
    print(json.dumps({"frames": frames_json(layout_document(doc))}, indent=1))


if __name__ == "__main__":
    main()
