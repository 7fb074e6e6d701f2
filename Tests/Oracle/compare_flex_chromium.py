#!/usr/bin/env python3
"""Compares flex stacks with Chromium's CSS flexbox.

Turns layout documents whose root is a `flexStack` into one HTML page, a
tree of boxes per document with the same settings written as CSS, opens it
in headless Chromium, reads every box's `getBoundingClientRect()` relative
to its document's root, and compares each frame with what `layout run FILE
--json` prints. Chromium is an implementation of CSS Flexible Box Layout
that this project did not write, so it can catch a misunderstanding that the
project's own model (`flex_reference.py`) shares with the Swift code.

Where Docs/Formats/FlexLayout.md follows Texture rather than CSS, the page
asks CSS for Texture's behaviour explicitly, so that the two should agree:

* `flex-shrink` is always written (Texture's default is 0, CSS's 1);
* `min-width: 0; min-height: 0` unless the item has a `minSize` (no CSS
  automatic minimum);
* `box-sizing: border-box` and `position: relative` on every box (padding
  inside a stack's size; absolute children placed against their stack);
* `align-content` is always written (Texture's default is `start`, CSS's
  `normal`, which stretches);
* an `intrinsicSize` is a block of that size inside the item, so the item
  can still shrink, grow and stretch as content-sized boxes do; `baseline`
  offsets are empty lines inside that block;
* `text` is inline blocks of the words' widths, `lineHeight` high,
  separated by spaces `spaceWidth` wide (`font-size: 0; word-spacing`).

What cannot be asked of CSS is left out of the comparison: a hidden item
(`display: none` has no box), `integerRounding` and `maxLines` (the
document is skipped), UIStackView `stack`s and constraints (skipped). Each
remaining difference is either listed in FlexLayout.md's table "Where
Texture and CSS differ" or is a defect; each differing document is printed
with the rows of that table it meets (`known_differences`), or as
unexplained.

Usage:
    swift build -c release --product layout
    python3 Tests/Oracle/compare_flex_chromium.py DOC.json ...      # documents
    python3 Tests/Oracle/compare_flex_chromium.py --fixtures          # flex-documents.json
    python3 Tests/Oracle/compare_flex_chromium.py --generate 30       # 30 seeded documents per family
    python3 Tests/Oracle/compare_flex_chromium.py --generate 10 --write-fixture   # flex-chromium.json
Options: --layout PATH (default .build/release/layout), --browser PATH
(default chromium), --tolerance T (default 0.05 points: Chromium lays out
in 1/64 points), --keep DIR (write each document, the page and the
results there), --json OUT (every disagreement, machine-readable).
Exit status 1 when any frame differs.

Standard library only; the generated documents come from
`flex_css_documents.py` (seeded, deterministic).
"""

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from flex_comparison import fmt, hidden_names, layout_frames, report

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(REPO, "Tests", "StackTests", "Fixtures", "flex-documents.json")
DEFAULT_LAYOUT = os.path.join(REPO, ".build", "release", "layout")
CHROMIUM_FIXTURE = os.path.join(REPO, "Tests", "StackTests", "Fixtures", "flex-chromium.json")
FIXTURE_TOLERANCE = 0.05    # Chromium lays out in 1/64 points


class Skip(Exception):
    """A document with something CSS cannot be asked for."""


# ---------------------------------------------------------------------------
# Layout document -> HTML

JUSTIFY = {"start": "flex-start", "center": "center", "end": "flex-end",
           "spaceBetween": "space-between", "spaceAround": "space-around",
           "spaceEvenly": "space-evenly"}
ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch",
         "baselineFirst": "baseline", "baselineLast": "last baseline", "auto": "auto"}
CONTENT = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch",
           "spaceBetween": "space-between", "spaceAround": "space-around",
           "spaceEvenly": "space-evenly"}
DIRECTION = {"horizontal": "row", "vertical": "column", "horizontalReverse": "row-reverse",
             "verticalReverse": "column-reverse"}
WRAP = {"noWrap": "nowrap", "wrap": "wrap", "wrapReverse": "wrap-reverse"}
PHYSICAL = ("top", "left", "bottom", "right")
LOGICAL = {"leading": "inline-start", "trailing": "inline-end"}


def length(v):
    """A document length (number, "N%", "auto") as CSS."""
    if isinstance(v, str):
        return v
    return f"{float(v):.6f}px".replace(".000000px", "px")


def edges(prefix, box, logical_prefix=None):
    """CSS declarations for a padding / margin / offset object: physical
    sides first, so that leading / trailing (logical) win over them as in
    the document."""
    out = []
    for side in PHYSICAL:
        if box.get(side) is not None:
            out.append(f"{prefix}{side}:{length(box[side])}")
    for side, css in LOGICAL.items():
        if box.get(side) is not None:
            out.append(f"{prefix if logical_prefix is None else logical_prefix}{css}:{length(box[side])}")
    return out


def between_insets(item, margin, rtl):
    """An absolute child with both offsets of an axis and no size there is
    as long as the frame less both (FlexLayout.md step 16, as Yoga), while
    CSS aligns it by align-self / justify-self between them and shrinks it
    to its content unless they stretch (the table of differences). Asks CSS
    for the length explicitly."""
    off = item.get("offset") or {}
    lead, trail = ("right", "left") if rtl else ("left", "right")
    horizontal = {"left": off.get("left"), "right": off.get("right")}
    if off.get("leading") is not None:
        horizontal[lead] = off["leading"]
    if off.get("trailing") is not None:
        horizontal[trail] = off["trailing"]
    m = dict(margin)
    if m.get("leading") is not None:
        m[lead] = m["leading"]
    if m.get("trailing") is not None:
        m[trail] = m["trailing"]
    out = []
    for axis, (a, b), pair in (("width", ("left", "right"), horizontal),
                               ("height", ("top", "bottom"), off)):
        if pair.get(a) is None or pair.get(b) is None or (item.get("size") or {}).get(axis) is not None:
            continue
        terms = [length(pair[a]), length(pair[b])]
        terms += [length(m[k]) for k in (a, b) if m.get(k) not in (None, "auto")]
        out.append(f"{axis}:calc(100% - {' - '.join(terms)})")
    return out


def sizes(item, style):
    for key, prop in (("size", ""), ("minSize", "min-"), ("maxSize", "max-")):
        for axis in ("width", "height"):
            v = (item.get(key) or {}).get(axis)
            if v is not None:
                style.append(f"{prop}{axis}:{length(v)}")


def leaf_content(item):
    """The inner HTML standing for an item's content: its intrinsic size as
    a block, baselines as empty lines in it, or text as inline blocks."""
    text = item.get("text")
    base = item.get("baseline") or {}
    if text is not None:
        if text.get("maxLines", 0):
            raise Skip("maxLines (CSS truncates differently)")
        if base:
            raise Skip("text with baseline offsets")
        lh = float(text.get("lineHeight", 20))
        words = [f'<span style="display:inline-block;vertical-align:top;width:{length(w)};'
                 f'height:{length(lh)}"></span>' for w in text.get("words", [])]
        return " ".join(words), [f"line-height:{length(lh)}",
                                 f"word-spacing:{length(text.get('spaceWidth', 4))}"]
    intrinsic = item.get("intrinsicSize") or {}
    w, h = intrinsic.get("width") or 0, intrinsic.get("height") or 0
    marks = ""
    for key in ("first", "last"):
        if base.get(key) is not None:
            marks += (f'<div style="height:0"><span style="display:inline-block;width:0;'
                      f'height:{length(base[key])}"></span></div>')
    if not intrinsic and not marks:
        return "", []
    return f'<div style="width:{length(w)};height:{length(h)}">{marks}</div>', []


def item_html(item, parent_flex, is_root, rtl):
    name = item["name"]
    if "stack" in item:
        raise Skip("UIStackView stack")
    if item.get("layoutDirection") not in (None, "inherit", "leftToRight", "rightToLeft") or \
            (item.get("layoutDirection") == "rightToLeft" and not is_root):
        raise Skip("forced layout direction")
    style = ["box-sizing:border-box", "margin:0"]
    absolute = parent_flex is not None and item.get("position") == "absolute"
    style.append("position:absolute" if absolute else "position:relative")
    if item.get("hidden"):
        style.append("display:none")
    style.append("min-width:0")
    style.append("min-height:0")
    sizes(item, style)
    if is_root:
        if (item.get("size") or {}).get("width") is None:
            style.append("width:max-content")
        if rtl:
            style.append("direction:rtl")
    if item.get("aspectRatio") is not None:
        style.append(f"aspect-ratio:{item['aspectRatio']}")
    if parent_flex is not None:
        basis = item.get("flexBasis", "auto")
        style.append(f"flex:{float(item.get('flexGrow', 0))} {float(item.get('flexShrink', 0))} "
                     f"{length(basis)}")
        style.append(f"align-self:{ALIGN[item.get('alignSelf', 'auto')]}")
        margin = dict(item.get("margin") or {})
        horizontal = parent_flex.get("direction", "horizontal").startswith("horizontal")
        before, after = item.get("spacingBefore", 0), item.get("spacingAfter", 0)
        if before or after:
            # spacingBefore / After add to the main-axis outer length, as a margin.
            start, end = ("left", "right") if horizontal else ("top", "bottom")
            if parent_flex.get("direction", "").endswith("Reverse"):
                start, end = end, start
            if horizontal and rtl:
                start, end = end, start
            for side, extra in ((start, before), (end, after)):
                if not extra:
                    continue
                lead = {"left": "trailing" if rtl else "leading",
                        "right": "leading" if rtl else "trailing"}.get(side)
                key = lead if lead in margin else side
                v = margin.get(key, 0)
                if isinstance(v, str):
                    raise Skip("spacingBefore/After beside a percentage or auto margin")
                margin[key] = v + extra
        style += edges("margin-", margin)
        style += edges("", item.get("offset") or {}, "inset-")
        if absolute:
            style += between_insets(item, margin, rtl)
    flex = item.get("flexStack")
    inner = ""
    if flex is not None:
        if flex.get("integerRounding"):
            raise Skip("integerRounding")
        style.append("display:flex")
        style.append(f"flex-direction:{DIRECTION[flex.get('direction', 'horizontal')]}")
        style.append(f"flex-wrap:{WRAP[flex.get('flexWrap', 'noWrap')]}")
        style.append(f"justify-content:{JUSTIFY[flex.get('justifyContent', 'start')]}")
        style.append(f"align-items:{ALIGN[flex.get('alignItems', 'stretch')]}")
        style.append(f"align-content:{CONTENT[flex.get('alignContent', 'start')]}")
        spacing = flex.get("spacing", 0)
        spacing = 8 if spacing == "system" else spacing
        line = flex.get("lineSpacing", 0)
        horizontal = flex.get("direction", "horizontal").startswith("horizontal")
        style.append(f"column-gap:{length(spacing if horizontal else line)}")
        style.append(f"row-gap:{length(line if horizontal else spacing)}")
        style += edges("padding-", flex.get("padding") or {})
        inner = "".join(item_html(c, flex, False, rtl) for c in item.get("children", []))
    else:
        if item.get("children"):
            raise Skip("children without a flexStack")
        inner, extra = leaf_content(item)
        style += extra
    return (f'<div data-name="{html.escape(name)}" style="{";".join(style)}">'
            f"{inner}</div>")


def document_html(index, doc):
    if doc.get("constraints"):
        raise Skip("constraints")
    root = doc["root"]
    if root.get("flexStack") is None:
        raise Skip("root is not a flexStack")
    rtl = root.get("layoutDirection") == "rightToLeft"
    return (f'<div class="doc" data-doc="{index}" style="position:relative;margin-bottom:50px">'
            f"{item_html(root, None, True, rtl)}</div>")


SCRIPT = """
const out = {};
for (const doc of document.querySelectorAll('.doc')) {
  const root = doc.firstElementChild.getBoundingClientRect();
  const frames = {};
  for (const el of doc.querySelectorAll('[data-name]')) {
    if (el.closest('[style*="display:none"]')) continue;
    const r = el.getBoundingClientRect();
    frames[el.dataset.name] = [r.x - root.x, r.y - root.y, r.width, r.height];
  }
  out[doc.dataset.doc] = frames;
}
document.getElementById('result').textContent = '@@' + JSON.stringify(out) + '@@';
"""


def page(docs_html):
    return ("<!doctype html><html><head><meta charset=utf-8></head>"
            '<body style="margin:0;font-size:0;line-height:0;width:100000px">'
            + "".join(docs_html)
            + f'<pre id="result"></pre><script>{SCRIPT}</script></body></html>')


def chromium_frames(browser, path):
    out = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                          "--dump-dom", "file://" + os.path.abspath(path)],
                         capture_output=True, text=True, timeout=300)
    m = re.search(r"<pre id=\"result\">@@(.*?)@@</pre>", out.stdout, re.S)
    if not m:
        raise RuntimeError("Chromium printed no result:\n" + out.stderr[-2000:])
    return json.loads(html.unescape(m.group(1)))


# ---------------------------------------------------------------------------
# layout run





# ---------------------------------------------------------------------------
# Known differences: which of them a document meets

# Each tag names a row of FlexLayout.md's table "Where Texture and CSS
# differ"; `known_differences` says which of them a document meets, from the
# document and Chromium's frames, so that a disagreement with a tag can be
# told from one without (a defect until shown otherwise).
KNOWN = {
    "grow below 1": "Σ grow below 1",
    "shrink below 1": "Σ shrink below 1",
    "shrunk to 0": "a child shrunk to 0",
    "flexing clamp": "minimum while shrinking / maximum while growing (and a basis outside them)",
    "cross overflow": "larger than the cross size",
    "one wrapped line": "one line in a wrapping stack",
    "space overflow": "spaceAround / spaceEvenly with no room",
    "last baseline": "baselineLast",
    "no first baseline": "a first baseline not given",
    "text width": "text narrower than its room",
    "percent across": "a percentage across that cannot resolve",
    "absolute between offsets": "absolute between two offsets (asked of CSS explicitly)",
}


def shrunk_to_zero(node, line, horizontal, rtl, num, lib, tolerance):
    """Whether the library left a shrinking child of `line` at length 0
    with the line still too long: its share was more than its length, and
    what it could not give was not passed to the others (one pass, as
    Texture), where CSS's freeze loop passes it on. From the library's
    frames (`lib`), which `line` (children of the stack `node`) is in."""
    if node["name"] not in lib or not any(c["name"] in lib for c in line):
        return False
    k, n = (0, 2) if horizontal else (1, 3)
    main_key = "width" if horizontal else "height"
    if not any(max(0, c.get("flexShrink", 0)) > 0 and c["name"] in lib and lib[c["name"]][n] <= tolerance
               and main_key not in (c.get("minSize") or {}) for c in line):
        return False
    flex = node["flexStack"]
    lead, trail = ("right", "left") if rtl else ("left", "right")

    def physical(box):
        box = dict(box or {})
        for key, side in (("leading", lead), ("trailing", trail)):
            if key in box:
                box[side] = box[key]
        return box
    pad = physical(flex.get("padding"))
    width = lib[node["name"]][2] - pad.get("left", 0) - pad.get("right", 0)
    sides = ("left", "right") if horizontal else ("top", "bottom")
    content = lib[node["name"]][n] - sum(pad.get(x, 0) for x in sides)
    spacing = flex.get("spacing", 0)
    spacing = 8 if spacing == "system" else spacing
    used = spacing * (len(line) - 1)
    for c in line:
        m = physical(c.get("margin"))
        used += lib[c["name"]][n] + sum(num(m.get(x), width) for x in sides)
        used += c.get("spacingBefore", 0) + c.get("spacingAfter", 0)
    return used > content + tolerance


def known_differences(doc, css, lib, tolerance):
    tags = set()
    rtl = doc["root"].get("layoutDirection") == "rightToLeft"

    def num(v, base):
        if v in (None, "auto"):
            return 0.0
        if isinstance(v, str):
            return float(v[:-1]) / 100 * base
        return float(v)

    def walk(node):
        flex = node.get("flexStack")
        if flex is None:
            if node.get("text") is not None and node["name"] in css and node["name"] in lib and \
                    abs(css[node["name"]][2] - lib[node["name"]][2]) > tolerance:
                tags.add("text width")
            return
        direction = flex.get("direction", "horizontal")
        horizontal = direction.startswith("horizontal")
        frame = css.get(node["name"])
        pad = dict(flex.get("padding") or {})
        lead, trail = ("right", "left") if rtl else ("left", "right")
        for k, side in (("leading", lead), ("trailing", trail)):
            if k in pad:
                pad[side] = pad[k]
        width = frame[2] - pad.get("left", 0) - pad.get("right", 0)
        height = frame[3] - pad.get("top", 0) - pad.get("bottom", 0)
        main_len, cross_len = (width, height) if horizontal else (height, width)
        flow = [c for c in node.get("children", [])
                if c.get("position") != "absolute" and not c.get("hidden") and c["name"] in css]
        spacing = flex.get("spacing", 0)
        spacing = 8 if spacing == "system" else spacing
        # lines from Chromium's positions: a child that starts before the
        # previous one ends starts a new line
        reverse = direction.endswith("Reverse") != (horizontal and rtl)
        k, n = (0, 2) if horizontal else (1, 3)
        lines, prev_end = [], None
        for c in flow:
            f = css[c["name"]]
            start, end = (-(f[k] + f[n]), -f[k]) if reverse else (f[k], f[k] + f[n])
            if prev_end is None or (flex.get("flexWrap", "noWrap") != "noWrap" and start < prev_end - 0.5):
                lines.append([])
            lines[-1].append(c)
            prev_end = end
        for line in lines:
            grow = sum(max(0, c.get("flexGrow", 0)) for c in line)
            shrink = sum(max(0, c.get("flexShrink", 0)) for c in line)
            if shrunk_to_zero(node, line, horizontal, rtl, num, lib, tolerance):
                tags.add("shrunk to 0")
            outer = 0.0
            for c in line:
                f = css[c["name"]]
                m = dict(c.get("margin") or {})
                for key, side in (("leading", lead), ("trailing", trail)):
                    if key in m:
                        m[side] = m[key]
                sides = ("left", "right") if horizontal else ("top", "bottom")
                outer += f[n] + sum(num(m.get(x), width) for x in sides)
                outer += c.get("spacingBefore", 0) + c.get("spacingAfter", 0)
                cross_sides = ("top", "bottom") if horizontal else ("left", "right")
                cross_outer = f[3 if horizontal else 2] + sum(num(m.get(x), width) for x in cross_sides)
                if cross_outer > cross_len + 0.01 and flex.get("flexWrap", "noWrap") == "noWrap":
                    tags.add("cross overflow")
                main_key = "width" if horizontal else "height"
                if (c.get("flexGrow", 0) > 0 or c.get("flexShrink", 0) > 0 or c.get("flexBasis", "auto") != "auto") \
                        and any(main_key in (c.get(key) or {}) for key in ("minSize", "maxSize")):
                    tags.add("flexing clamp")
                cross_key = "height" if horizontal else "width"
                if isinstance((c.get("size") or {}).get(cross_key), str):
                    tags.add("percent across")
                align = c.get("alignSelf", "auto")
                align = flex.get("alignItems", "stretch") if align == "auto" else align
                if align == "baselineLast":
                    tags.add("last baseline")
                # A leaf without a first baseline: Texture's ascender of 0
                # puts its top on the line's baseline, CSS synthesizes one
                # from its bottom edge (or text's own first line).
                if align == "baselineFirst" and horizontal and "flexStack" not in c \
                        and (c.get("baseline") or {}).get("first") is None:
                    tags.add("no first baseline")
            outer += spacing * (len(line) - 1)
            if 0 < grow < 1:
                tags.add("grow below 1")
            if 0 < shrink < 1:
                tags.add("shrink below 1")
            if outer > main_len + 0.01 and flex.get("justifyContent") in ("spaceAround", "spaceEvenly"):
                tags.add("space overflow")
        if flex.get("flexWrap", "noWrap") != "noWrap" and len(lines) == 1:
            tags.add("one wrapped line")
        if len(lines) > 1 and flex.get("alignContent") in ("spaceAround", "spaceEvenly"):
            total = sum(max(css[c["name"]][3 if horizontal else 2] for c in line) for line in lines)
            total += flex.get("lineSpacing", 0) * (len(lines) - 1)
            if total > cross_len + 0.01:
                tags.add("space overflow")
        for c in node.get("children", []):
            walk(c)

    walk(doc["root"])
    return sorted(tags)


# ---------------------------------------------------------------------------

def compare(named_docs, layout, browser, tolerance, keep=None, confirm_space=True, css_out=None):
    """named_docs: [(name, doc)]. Returns (results, skipped), results a list
    of {name, document, disagreements: [{item, field, library, chromium}]}."""
    work = keep or tempfile.mkdtemp(prefix="flex-chromium-")
    os.makedirs(work, exist_ok=True)
    parts, kept, skipped = [], [], []
    for name, doc in named_docs:
        try:
            parts.append(document_html(len(kept), doc))
            kept.append((name, doc))
        except Skip as e:
            skipped.append((name, str(e)))
    page_path = os.path.join(work, "page.html")
    with open(page_path, "w") as f:
        f.write(page(parts))
    css = chromium_frames(browser, page_path)
    results = []
    for i, (name, doc) in enumerate(kept):
        doc_path = os.path.join(work, f"{name}.json")
        with open(doc_path, "w") as f:
            json.dump(doc, f, indent=1)
        lib, error = layout_frames(layout, doc_path)
        entry = {"name": name, "document": doc, "disagreements": [], "error": error}
        if css_out is not None:
            css_out[name] = {k: v for k, v in css[str(i)].items() if k not in set(hidden_names(doc["root"]))}
        results.append(entry)
        if lib is None:
            continue
        hidden = set(hidden_names(doc["root"]))
        for item, frame in css[str(i)].items():
            if item in hidden:
                continue
            mine = lib.get(item)
            for k, field in enumerate(("x", "y", "width", "height")):
                if mine is None or abs(mine[k] - frame[k]) > tolerance:
                    entry["disagreements"].append({
                        "item": item, "field": field,
                        "library": None if mine is None else mine[k], "chromium": frame[k]})
        if entry["disagreements"]:
            entry["known"] = known_differences(doc, css[str(i)], lib, tolerance)
    if keep is None:
        shutil.rmtree(work, ignore_errors=True)
    if confirm_space:
        confirm(results, layout, browser, tolerance)
    return results, skipped


def centred(doc):
    """The document with spaceAround / spaceEvenly justification replaced by
    center in stacks that do not wrap: where their line has no room both
    implementations should then agree (the library falls back to center
    itself; CSS's fallback is safe center, which starts at the start)."""
    doc = json.loads(json.dumps(doc))

    def walk(node):
        flex = node.get("flexStack")
        if flex is not None and flex.get("flexWrap", "noWrap") == "noWrap" and \
                flex.get("justifyContent") in ("spaceAround", "spaceEvenly"):
            flex["justifyContent"] = "center"
        for c in node.get("children", []):
            walk(c)
    walk(doc["root"])
    return doc


def confirm(results, layout, browser, tolerance):
    """Lays out again, centred, the documents whose only known difference
    is "space overflow"; marks those that then agree as confirmed."""
    only = [r for r in results if r["disagreements"] and r.get("known") == ["space overflow"]]
    if not only:
        return
    again, _ = compare([(r["name"], centred(r["document"])) for r in only], layout, browser, tolerance,
                       confirm_space=False)
    for r, a in zip(only, again):
        r["confirmed"] = not a["disagreements"] and not a["error"]






def write_fixture(results, css_frames, browser, count, path):
    """Chromium's frames for the generated documents that meet no known
    difference, in the shape of the other oracle fixtures, for
    FlexChromiumFixtureTests (which needs no Chromium)."""
    sys.path.insert(0, HERE)
    from fixture_io import write_fixture as write
    import flex_css_documents as gen
    unexplained = [r["name"] for r in results if r["disagreements"] and not r.get("known")]
    if unexplained:
        sys.exit(f"not writing the fixture: {', '.join(unexplained)} differ for no known reason")
    version = subprocess.run([browser, "--version"], capture_output=True, text=True).stdout.strip()
    items = []
    for r in results:
        if r.get("known") or r["error"]:
            continue
        frames = {name: {"x": f[0], "y": f[1], "width": f[2], "height": f[3]}
                  for name, f in css_frames[r["name"]].items()}
        items.append({"name": r["name"], "document": r["document"], "expected": {"frames": frames}})
    header = [("generator", "Tests/Oracle/compare_flex_chromium.py --write-fixture"),
              ("source", "Tests/Oracle/flex_css_documents.py"), ("seed", gen.SEED),
              ("perFamily", count), ("chromium", version), ("tolerance", FIXTURE_TOLERANCE)]
    write(path, header, "documents", items)
    print(f"wrote {os.path.relpath(path, REPO)}: {len(items)} documents")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--fixtures", action="store_true", help="the documents of flex-documents.json")
    ap.add_argument("--generate", type=int, metavar="N", help="N seeded documents per family")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--family", action="append", help="only these generated families")
    ap.add_argument("--layout", default=DEFAULT_LAYOUT)
    ap.add_argument("--browser", default=shutil.which("chromium") or "chromium")
    ap.add_argument("--tolerance", type=float, default=0.05)
    ap.add_argument("--keep", metavar="DIR")
    ap.add_argument("--json", metavar="OUT")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each differing document")
    ap.add_argument("--write-fixture", action="store_true",
                    help="with --generate N only: write Chromium's frames to " + os.path.relpath(CHROMIUM_FIXTURE, REPO))
    args = ap.parse_args()

    docs = []
    for path in args.files:
        with open(path) as f:
            docs.append((os.path.splitext(os.path.basename(path))[0], json.load(f)))
    if args.fixtures:
        with open(FIXTURES) as f:
            docs += [(d["name"], d["document"]) for d in json.load(f)["documents"]]
    if args.generate:
        sys.path.insert(0, HERE)
        import flex_css_documents as gen
        docs += gen.generate(args.generate, seed=args.seed, families=args.family)
    if not docs:
        ap.error("no documents: give files, --fixtures or --generate N")
    if args.write_fixture and (args.files or args.fixtures or not args.generate or args.family or args.seed):
        ap.error("--write-fixture takes --generate N alone")
    css_frames = {}
    results, skipped = compare(docs, args.layout, args.browser, args.tolerance, args.keep, css_out=css_frames)
    ok = report(results, skipped, args.verbose, "Chromium", "chromium")
    if args.write_fixture:
        write_fixture(results, css_frames, args.browser, args.generate, CHROMIUM_FIXTURE)
        ok = True
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": [r for r in results if r["disagreements"] or r["error"]],
                       "skipped": skipped}, f, indent=1)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
