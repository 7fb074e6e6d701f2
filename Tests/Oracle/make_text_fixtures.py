#!/usr/bin/env python3
"""Independent test oracle for measured text under Auto Layout (`layout run`).

Generates seeded layout documents (no stacks) whose items carry `text`
(`{"words": [widths], "spaceWidth", "lineHeight", "maxLines"}`), computes
what `layout run DOC --json` must print, independently of the Swift code,
and writes

    Tests/LayoutToolTests/Fixtures/text-documents.json

in the shape of layout-documents.json (make_layout_fixtures.py).

The semantics simulated (the engine's layout passes):

* a text is measured at an offered width W (∞ allowed) by greedy line
  breaking: a word joins the current line when the line's width +
  spaceWidth + the word's width <= W + 1e-9, else it starts a new line (a
  line's first word always goes on it); with maxLines > 0 only the first
  maxLines lines count, and when words are left over the last of them
  fills W (it ends in an ellipsis); width = the widest line counted,
  height = lines counted x lineHeight (`flex_reference.measure_text`, the
  same code the flex oracle uses);
* the measured size is a content size: `width <= w` at the item's hugging
  priority and `width >= w` at its compression resistance (250 / 750 unless
  given), the same for the height, exactly as an intrinsic size
  (make_layout_fixtures.oracle, `content_sizes`);
* pass 1 measures every text at unbounded width and solves the
  lexicographic LP; then every text whose solved width differs from the
  width it was last measured at (unbounded counts as different) is
  measured again at its solved width; if any measured size changed, the
  sizes are updated and the LP solved again; this stops when nothing
  changes. Only documents that settle within 8 passes are kept.

A document is kept only when it is conflict-free and fully determined at
every pass, and no text's line breaking comes within 1e-3 of a word
fitting or not, except exact ties (a text measured at exactly its own
widest line, which the +1e-9 decides the same way everywhere).

Usage:
    python3 Tests/Oracle/make_text_fixtures.py [--out PATH] [--quiet]
    python3 Tests/Oracle/make_text_fixtures.py --check PATH/TO/layout [--fixtures PATH]
"""

import argparse
import math
import os
import random
import sys
import time
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import make_layout_fixtures as lay  # noqa: E402
import make_solver_fixtures as solver  # noqa: E402
from flex_reference import measure_text  # noqa: E402
from make_solver_fixtures import Delicate  # noqa: E402

SEED = 20270301
TOLERANCE = 1e-6
MAX_PASSES = 8
NEAR = 1e-3
OUT_PATH = os.path.join(REPO, "Tests", "LayoutToolTests", "Fixtures", "text-documents.json")
REJECTED = Counter()
PASSES = Counter()


class TieWatch:
    """Fails a measurement whose line breaking is a near-tie (exact ties
    are decided by the +1e-9 the same way everywhere)."""

    def __init__(self):
        self.bad = None

    def near(self, a, b, what):
        if math.isinf(a) or math.isinf(b):
            return
        d = abs(a - b)
        if 0 < d < NEAR:
            self.bad = f"{what} misses by {d:.2g}"


class Rejected(Exception):
    pass


# ---------------------------------------------------------------------------
# Oracle: the passes

def texts_of(doc):
    out = {}

    def walk(spec):
        if "text" in spec:
            out[spec["name"]] = spec["text"]
        for c in spec.get("children", []):
            walk(c)

    walk(doc["root"])
    return out


def measure(text, width):
    watch = TieWatch()
    size = measure_text(text, width, watch)
    if watch.bad:
        raise Rejected("near tie: " + watch.bad)
    return size


def text_oracle(doc, seed=1):
    """(expected result, passes) of a document with texts."""
    texts = texts_of(doc)
    at = {name: math.inf for name in texts}
    sizes = {name: measure(t, math.inf) for name, t in texts.items()}
    for npass in range(1, MAX_PASSES + 1):
        expected, nbroken = lay.oracle(doc, seed=seed, content_sizes=sizes)
        if nbroken or expected["ambiguous"]:
            raise Rejected(f"pass {npass}: {nbroken} broken, ambiguous {expected['ambiguous']}")
        changed = False
        for name, t in texts.items():
            w = expected["frames"][name]["width"]
            if w == at[name]:
                continue
            at[name] = w
            new = measure(t, w)
            if new != sizes[name]:
                sizes[name] = new
                changed = True
        if not changed:
            return expected, npass
    raise Rejected(f"not settled after {MAX_PASSES} passes")


# ---------------------------------------------------------------------------
# Self-check: frames worked out by hand

SELF_CHECKS = [
    # A bubble too wide for 0.7 x 320 = 224: measured again at 224 (lines
    # 100+4+100 = 204 and 100), then at 204, where nothing changes.
    ("chat bubble wraps",
     {"root": {"name": "root", "size": {"width": 320},
               "children": [{"name": "b", "text": {"words": [100, 100, 100]}}]},
      "constraints": ["b.width <= 0.7*root.width", "b.leading == root.leadingMargin",
                      "b.top == root.topMargin", "root.bottom == b.bottom + 8"]},
     {"root": (0, 0, 320, 56), "b": (8, 8, 204, 40)}, 2),
    # Width pinned to 184 by the margins: 3 words of 50 a line, 4 lines,
    # maxLines 2 keeps 40 points of height (pass 2); the width stays 184.
    ("maxLines",
     {"root": {"name": "root", "size": {"width": 200}, "layoutDirection": "rightToLeft",
               "children": [{"name": "t", "text": {"words": [50] * 10, "maxLines": 2}}]},
      "constraints": ["t.leading == root.leadingMargin", "t.trailing == root.trailingMargin",
                      "t.top == root.top", "root.bottom == t.bottom"]},
     {"root": (0, 0, 200, 40), "t": (8, 0, 184, 40)}, 2),
]


def self_check():
    assert measure_text({"words": [10, 10]}, 24) == (24.0, 20.0)      # a tie fits
    assert measure_text({"words": [30, 10]}, 20) == (30.0, 40.0)      # a first word always goes on
    assert measure_text({"words": []}, 100) == (0.0, 0.0)
    for name, doc, want, passes in SELF_CHECKS:
        expected, npass = text_oracle(doc)
        for item, frame in want.items():
            got = expected["frames"][item]
            if [got[k] for k in ("x", "y", "width", "height")] != list(frame) or npass != passes:
                raise SystemExit(f"self-check {name!r}: {item} is {got} after {npass} passes, "
                                 f"worked out by hand {frame} after {passes}")


# ---------------------------------------------------------------------------
# Families

def words(rng, lo, hi, wlo=12, whi=70):
    return [rng.randint(wlo, whi) for _ in range(rng.randint(lo, hi))]


def text(rng, lo=1, hi=12, max_lines=0, **kw):
    t = {"words": words(rng, lo, hi, **kw)}
    if rng.random() < 0.4:
        t["spaceWidth"] = rng.choice([3, 5])
    if rng.random() < 0.4:
        t["lineHeight"] = rng.choice([17, 18, 22])
    if max_lines:
        t["maxLines"] = max_lines
    return t


def fam_chat(d):
    """Bubbles pinned to the leading or trailing margin in turn, at most a
    fraction of the root's width, stacked 8 apart; some with a timestamp or
    a caption a little narrower than the bubble below them."""
    rng = d.rng
    W = rng.choice(lay.WIDTHS)
    d.set_rtl(0.3)
    d.root["size"] = {"width": W}
    if rng.random() < 0.3:
        d.root["margins"] = {"top": 12, "left": rng.choice([12, 16]), "bottom": 12, "right": rng.choice([12, 20])}
    frac = rng.choice([0.7, 0.7, 0.75, 0.6])
    as_max = rng.random() < 0.25
    first_side = rng.choice(["leading", "trailing"])
    last = None
    for i in range(rng.randint(3, 6)):
        side = first_side if i % 2 == 0 else ("trailing" if first_side == "leading" else "leading")
        b = d.add(f"bubble{i}", text=text(rng, 1, 16),
                  maxSize={"width": int(frac * W)} if as_max else None)
        if not as_max:
            d.c(b, "width", "<=", "root", "width", m=frac)
        d.c(b, side, "==", "root", side + "Margin")
        if last is None:
            d.c(b, "top", "==", "root", "topMargin")
        else:
            d.c(b, "top", "==", last, "bottom", k=8)
        last = b
        r = rng.random()
        if r < 0.2:
            t = d.add(f"time{i}", text={"words": [rng.randint(28, 40)], "lineHeight": 14})
            d.c(t, side, "==", b, side)
            d.c(t, "top", "==", b, "bottom", k=2)
            last = t
        elif r < 0.45:
            # a little narrower than its bubble, centred under it: when the
            # bubble's second measure narrows it, the caption is measured
            # again narrower than its own widest line (a third pass)
            t = d.add(f"caption{i}", text=text(rng, 4, 14, wlo=10, whi=50))
            d.c(t, "width", "==", b, "width", k=-rng.choice([16, 24]))
            d.c(t, "centerX", "==", b, "centerX")
            d.c(t, "top", "==", b, "bottom", k=2)
            last = t
    if rng.random() < 0.5:
        d.c("root", "bottom", "==", last, "bottom", k=8)
    else:
        d.c("root", "bottomMargin", ">=", last, "bottom")


def fam_form(d):
    """Rows of a wrapping label beside a fixed field; rows stacked below the
    taller of the previous row's label and field."""
    rng = d.rng
    W = rng.choice(lay.WIDTHS)
    d.set_rtl(0.25)
    d.root["size"] = {"width": W}
    gap = rng.choice([8, 12])
    fixed_label = rng.random() < 0.4
    prev = None
    for i in range(rng.randint(2, 4)):
        label = d.add(f"label{i}", text=text(rng, 1, 9, wlo=15, whi=60))
        fw = rng.choice([120, 140, 160, int(W * 0.5)])
        field = d.add(f"field{i}", size={"width": fw, "height": rng.choice([30, 34, 44])})
        d.c(label, "leading", "==", "root", "leadingMargin")
        d.c(field, "trailing", "==", "root", "trailingMargin")
        if fixed_label:
            d.c(label, "trailing", "==", field, "leading", k=-gap)
        else:
            d.c(field, "leading", ">=", label, "trailing", k=gap)
        align = rng.choice(["top", "centerY"])
        d.c(label, align, "==", field, align)
        if prev is None:
            d.c(field, "top", ">=", "root", "topMargin")
            d.c(label, "top", ">=", "root", "topMargin")
        else:
            for p in prev:
                d.c(field, "top", ">=", p, "bottom", k=12)
                d.c(label, "top", ">=", p, "bottom", k=12)
        d.c(field, "top", "==", k=0, p=rng.choice([100, 200]))
        prev = (label, field)
    for p in prev:
        d.c("root", "bottom", ">=", p, "bottom", k=16)


def fam_maxlines(d):
    """A title across the margins, a body label with maxLines, a footer."""
    rng = d.rng
    W = rng.choice(lay.WIDTHS)
    d.set_rtl(0.25)
    d.root["size"] = {"width": W}
    title = d.add("title", text=text(rng, 2, 10, max_lines=rng.choice([0, 1])))
    d.c(title, "leading", "==", "root", "leadingMargin")
    d.c(title, "trailing", "<=", "root", "trailingMargin")
    d.c(title, "top", "==", "root", "topMargin")
    body = d.add("body", text=text(rng, 6, 30, max_lines=rng.choice([1, 2, 3, 4])))
    d.c(body, "leading", "==", "root", "leadingMargin", k=rng.choice([0, 12]))
    if rng.random() < 0.5:
        d.c(body, "trailing", "==", "root", "trailingMargin")
    else:
        d.c(body, "trailing", "<=", "root", "trailingMargin")
    d.c(body, "top", "==", title, "bottom", k=6)
    if rng.random() < 0.5:
        d.nodes[body]["hugging"] = {"vertical": rng.choice([251, 750])}
    foot = d.add("footer", intrinsicSize={"width": rng.randint(40, 120), "height": 30})
    d.c(foot, "top", "==", body, "bottom", k=12)
    a, b = rng.choice([("leading", "leadingMargin"), ("centerX", "centerX")])
    d.c(foot, a, "==", "root", b)
    d.c("root", "bottom", "==", foot, "bottom", k=8)


def fam_pair(d):
    """Two labels sharing a row: the one with the higher compression
    resistance keeps its width (up to a cap), the other wraps in what is
    left."""
    rng = d.rng
    W = rng.choice(lay.WIDTHS)
    d.set_rtl(0.3)
    d.root["size"] = {"width": W}
    keep = rng.choice(["a", "b"])
    capped = rng.random() < 0.6
    for n in ("a", "b"):
        d.add(n, text=text(rng, 6, 14, whi=60) if capped and n == keep else text(rng, 2, 12, whi=60),
              compressionResistance={"horizontal": 751 if n == keep else 750},
              hugging={"horizontal": 251 if n == keep else 250})
    if capped:
        # the keeper wraps at a cap, then narrows to its widest line, which
        # widens the other (the row is full): measured again, a third pass
        d.c(keep, "width", "<=", "root", "width", m=rng.choice([0.4, 0.5]))
    d.c("a", "leading", "==", "root", "leadingMargin")
    d.c("b", "leading", "==", "a", "trailing", k=rng.choice([8, 16]))
    rel = "==" if capped else rng.choice(["==", "<="])
    d.c("b", "trailing", rel, "root", "trailingMargin")
    d.c("a", "top", "==", "root", "topMargin")
    d.c("b", "top", "==", "a", "top")
    d.c("root", "bottom", ">=", "a", "bottom", k=8)
    d.c("root", "bottom", ">=", "b", "bottom", k=8)


def fam_toolbar(d):
    """A title of one or two lines between a back button and an action,
    its compression resistance below theirs: squeezed, it truncates and
    keeps the width it gets (the last line ends in an ellipsis)."""
    rng = d.rng
    W = rng.choice(lay.WIDTHS)
    d.set_rtl(0.3)
    d.root["size"] = {"width": W}
    back = d.add("back", intrinsicSize={"width": 44, "height": 32})
    title = d.add("title", text=text(rng, 4, 16, max_lines=rng.choice([1, 1, 2]), wlo=20, whi=80),
                  compressionResistance={"horizontal": 749})
    action = d.add("action", intrinsicSize={"width": rng.choice([32, 60, 90]), "height": 32})
    d.c(back, "leading", "==", "root", "leadingMargin")
    d.c(title, "leading", "==", back, "trailing", k=8)
    d.c(action, "leading", rng.choice(["==", ">="]), title, "trailing", k=8)
    d.c(action, "trailing", "==", "root", "trailingMargin")
    for n in (back, title, action):
        d.c(n, "top", "==", "root", "topMargin")
    d.c("root", "bottom", ">=", title, "bottom", k=8)
    d.c("root", "bottom", ">=", back, "bottom", k=8)


FAMILIES = [
    ("chat", fam_chat, 16),
    ("form", fam_form, 14),
    ("maxlines", fam_maxlines, 10),
    ("pair", fam_pair, 12),
]

# Families added later run after the shuffled schedule, so that the
# documents above stay as they were.
LATER_FAMILIES = [
    ("toolbar", fam_toolbar, 12),
]


def build(family, fn, idx, ordinal):
    last = None
    for attempt in range(100):
        rng = random.Random(f"{SEED}/{family}/{idx}/{attempt}")
        d = lay.Doc(rng, family, ordinal)
        fn(d)
        doc = d.document()
        try:
            expected, npass = text_oracle(doc, seed=7919 * (idx + 1) + attempt)
        except (Rejected, Delicate) as e:
            last = str(e)
            REJECTED[last.split(":")[0].split(" misses")[0]] += 1
            continue
        PASSES[npass] += 1
        return {"name": f"{family}-{idx:04d}", "document": doc, "expected": expected}
    raise lay.GeneratorBug(f"could not build {family}-{idx}: {last}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--check", metavar="LAYOUT", help="run the fixtures through this `layout` binary")
    ap.add_argument("--fixtures", default=OUT_PATH, help="fixtures file for --check")
    args = ap.parse_args()
    if args.check:
        sys.exit(0 if lay.check(args.check, args.fixtures) else 1)
    t0 = time.time()
    self_check()
    sched = [(name, fn) for name, fn, count in FAMILIES for _ in range(count)]
    random.Random(f"{SEED}/text-schedule").shuffle(sched)
    sched += [(name, fn) for name, fn, count in LATER_FAMILIES for _ in range(count)]
    docs, ordinals = [], Counter()
    for idx, (family, fn) in enumerate(sched):
        docs.append(build(family, fn, idx, ordinals[family]))
        ordinals[family] += 1
    solver.write_fixture(args.out, [("generator", "Tests/Oracle/make_text_fixtures.py"), ("seed", SEED),
                                    ("tolerance", TOLERANCE)], "documents", docs)
    if not args.quiet:
        fam = Counter(s["name"].rsplit("-", 1)[0] for s in docs)
        ntexts = sum(len(texts_of(s["document"])) for s in docs)
        rtl = sum(1 for s in docs if s["document"]["root"].get("layoutDirection") == "rightToLeft")
        print(f"documents: {len(docs)} ({', '.join(f'{k} {v}' for k, v in sorted(fam.items()))}); "
              f"texts: {ntexts}; rightToLeft: {rtl}")
        print(f"self-checks: {len(SELF_CHECKS)} agree")
        print(f"passes to settle: {dict(sorted(PASSES.items()))}")
        print(f"drawn again: {sum(REJECTED.values())} ({dict(REJECTED.most_common())})")
        print(f"wrote {os.path.relpath(args.out)} ({os.path.getsize(args.out)} bytes) in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
