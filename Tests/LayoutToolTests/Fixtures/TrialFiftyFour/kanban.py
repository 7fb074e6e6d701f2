#!/usr/bin/env python3
"""Trial fifty-four's Kanban board, written once and emitted twice: as a
layout document (`layout run`) and as the same layout in HTML/CSS flexbox,
which headless Chromium measures (`measure.py`). Text is a monospace stand-in:
each character 8 points wide, spaces 8, lines 20 high (the library's
`WrappedText`); in CSS each word is an inline-block of that width in a line
of `font-size: 0` whose spaces are `word-spacing` wide, so both break lines
by the same rule.

    python3 kanban.py VARIANT OUT_DIR   # writes VARIANT.json and VARIANT.html
"""
import html, json, sys

CH, SPACE, LH = 8, 8, 20

def text(name, chars, lh=LH, baseline=None, **opts):
    return dict(kind="text", name=name, words=[c * CH for c in chars], lh=lh, baseline=baseline, opts=opts)

def box(name, **opts):
    return dict(kind="box", name=name, opts=opts)

def flex(name, direction, children, stack=None, **opts):
    return dict(kind="flex", name=name, direction=direction, children=children, stack=stack or {}, opts=opts)

def scroll(name, child, **opts):
    return dict(kind="scroll", name=name, children=[child], opts=opts)

TAGS = {"bug": 3, "ui": 2, "backend": 7, "p1": 2, "design": 6, "a-very-long-tag-name-here": 25, "docs": 4}

EXTRAS = False

def card(cid, title, tags, points):
    if EXTRAS:
        return extra_card(cid, title, tags, points)
    chips = [flex(f"{cid}tag{i}", "horizontal", [text(f"{cid}tag{i}label", [TAGS[t]], lh=16, flexShrink=1)],
                  {"padding": {"top": 2, "bottom": 2, "left": 8, "right": 8}}, maxSize={"width": 120})
             for i, t in enumerate(tags)]
    return flex(f"{cid}", "vertical", [
        text(f"{cid}title", title, margin={"trailing": 28}),
        flex(f"{cid}tags", "horizontal", chips,
             {"flexWrap": "wrap", "spacing": 6, "lineSpacing": 6, "alignItems": "start"}),
        flex(f"{cid}footer", "horizontal", [
            box(f"{cid}avatar", aspectRatio=1, alignSelf="stretch"),
            text(f"{cid}owner", [9], lh=16, flexGrow=1, flexShrink=1, flexBasis=0, margin={"leading": 6}),
            text(f"{cid}points", [points], lh=16, minSize={"width": 32}),
        ], {"alignItems": "center"}, size={"height": 24}),
        box(f"{cid}badge", size={"width": 16, "height": 16}, position="absolute",
            offset={"top": 6, "trailing": 6}),
    ], {"padding": {"top": 10, "bottom": 10, "left": 10, "right": 10}, "spacing": 6})

def extra_card(cid, title, tags, points):
    """The card with other settings a CSS user reaches for: reversed
    wrapping, percentages of margins, bases, sizes and offsets, relative
    offsets, a cover image of a given ratio, an absolute badge placed by
    its bottom and leading edges."""
    chips = [flex(f"{cid}tag{i}", "horizontal", [text(f"{cid}tag{i}label", [TAGS[t]], lh=16, flexShrink=1)],
                  {"padding": {"top": 2, "bottom": 2, "left": 8, "right": 8}}, maxSize={"width": 120},
                  margin={"trailing": "2%"})
             for i, t in enumerate(tags)]
    return flex(f"{cid}", "vertical", [
        box(f"{cid}cover", aspectRatio=2, size={"width": "50%"}, alignSelf="center"),
        text(f"{cid}title", title, maxSize={"width": "80%"}),
        flex(f"{cid}tags", "horizontal", chips,
             {"flexWrap": "wrapReverse", "spacing": 6, "lineSpacing": 6, "alignItems": "end"}),
        flex(f"{cid}footer", "horizontal", [
            box(f"{cid}avatar", aspectRatio=1, alignSelf="stretch"),
            text(f"{cid}owner", [9], lh=16, flexBasis="30%", offset={"top": 2, "leading": 3}),
            text(f"{cid}points", [points], lh=16, minSize={"width": 32}, alignSelf="end"),
        ], {"alignItems": "center", "justifyContent": "spaceEvenly"}, size={"height": 24}),
        box(f"{cid}badge", size={"width": 16, "height": 16}, position="absolute",
            offset={"bottom": 6, "leading": "5%"}),
    ], {"padding": {"top": 10, "bottom": 10, "left": 10, "right": 10}, "spacing": 6})

def column(n, title_chars, cards, stretch=False):
    return flex(f"col{n}", "vertical", [
        flex(f"col{n}head", "horizontal", [
            text(f"col{n}title", title_chars, lh=24, baseline=18),
            box(f"col{n}count", size={"width": 24, "height": 16}, baseline=12),
        ], {"justifyContent": "spaceBetween", "alignItems": "baselineFirst"}),
        flex(f"col{n}list", "vertical", cards, {"spacing": 8}, **({"flexGrow": 1} if stretch else {})),
        box(f"col{n}add", size={"width": 120, "height": 28}, alignSelf="center",
            **({"margin": {"top": "auto"}} if stretch else {})),
    ], {"padding": {"top": 12, "bottom": 12, "left": 12, "right": 12}, "spacing": 10}, size={"width": 300})

def board(variant):
    width = 600 if "narrow" in variant else 1024
    long_title = "long" in variant
    # Columns as high as the tallest, each list taking the room left.
    stretch = "stretch" in variant
    global EXTRAS
    EXTRAS = "extras" in variant
    todo = [
        card("c1", [3, 5, 4, 9, 2, 6] if not long_title else [3, 5, 4, 9, 2, 6, 11, 4, 7, 3, 8, 10, 5, 6, 2, 9],
             ["bug", "ui", "p1"], 3),
        card("c2", [6, 4, 12], ["backend", "a-very-long-tag-name-here", "docs"], 5),
        card("c3", [4, 4, 4, 4, 4, 4, 4, 4], ["design"], 1),
    ]
    doing = [card("c4", [8, 2, 10], ["ui", "design", "p1", "bug", "docs"], 8),
             card("c5", [5], [], 2)]
    done = [card("c6", [7, 3, 7], ["docs"], 1)]
    if "added" in variant:
        done.append(card("c7", [4, 9, 3], ["backend", "bug"], 13))
    if "removed" in variant:
        doing = doing[:1]
    columns = flex("columns", "horizontal",
                   [column(1, [2, 2], todo, stretch), column(2, [5], doing, stretch), column(3, [4], done, stretch)],
                   {"spacing": 16, "alignItems": "stretch" if stretch else "start",
                    "padding": {"top": 16, "bottom": 16, "left": 16, "right": 16}})
    header = flex("header", "horizontal", [
        text("title", [6, 5], lh=24),
        box("spacer", flexGrow=1),
        box("filter", size={"width": 32, "height": 32}),
        box("share", size={"width": 32, "height": 32}),
        box("more", size={"width": 32, "height": 32}),
    ], {"spacing": 8, "alignItems": "center", "padding": {"left": 16, "right": 16}}, size={"height": 56})
    root = flex("board", "vertical", [header, scroll("scroller", columns, flexGrow=1, flexShrink=1, flexBasis=0)],
                size={"width": width, "height": 768})
    return root, width, "rtl" in variant

# ---------------------------------------------------------------- document

def doc_item(node):
    item = {"name": node["name"]}
    o = dict(node["opts"])
    if node["kind"] == "text":
        item["text"] = {"words": node["words"], "spaceWidth": SPACE, "lineHeight": node["lh"]}
        if node["baseline"] is not None:
            item["baseline"] = {"first": node["baseline"], "last": node["baseline"]}
    if node["kind"] == "box" and "baseline" in o:
        b = o.pop("baseline")
        item["baseline"] = {"first": b, "last": b}
    if "aspectRatio" in o:
        item["aspectRatio"] = o.pop("aspectRatio")
    item.update(o)
    if node["kind"] == "flex":
        item["flexStack"] = {"direction": node["direction"], **node["stack"]}
    if node["kind"] == "scroll":
        item["scroll"] = True
    if node.get("children"):
        item["children"] = [doc_item(c) for c in node["children"]]
    return item

def document(variant):
    root, width, rtl = board(variant)
    d = {"root": doc_item(root), "constraints": [
        "columns.top == scroller.top", "columns.leading == scroller.leading",
        "columns.trailing == scroller.trailing", "columns.bottom == scroller.bottom",
        "columns.width >= scroller.frame.width"]}
    if rtl:
        d["root"]["layoutDirection"] = "rightToLeft"
        # A scroll item's content starts at its left edge right to left
        # too (UIKit's contentOffset 0); a right-to-left board is scrolled
        # to its trailing end, where CSS starts an overflowing rtl row.
        overflow = 16 * 2 + 300 * 3 + 16 * 2 - width
        if overflow > 0:
            d["root"]["children"][1]["contentOffset"] = {"x": overflow, "y": 0}
    return d

# ---------------------------------------------------------------- HTML

JUSTIFY = {"start": "flex-start", "end": "flex-end", "center": "center", "spaceBetween": "space-between",
           "spaceAround": "space-around", "spaceEvenly": "space-evenly"}
ALIGN = {"start": "flex-start", "end": "flex-end", "center": "center", "stretch": "stretch",
         "baselineFirst": "baseline", "baselineLast": "last baseline"}
ALIGN_CONTENT = {**JUSTIFY, "stretch": "stretch"}
LOGICAL = {"leading": "inline-start", "trailing": "inline-end"}

def px(v):
    return v if isinstance(v, str) else f"{v}px"

def edges(prop, d):
    out = []
    for k, v in d.items():
        out.append(f"{prop}-{LOGICAL.get(k, k)}:{px(v)}")
    return out

def css_opts(o):
    s = []
    for k, v in o.items():
        if k == "size":
            s += [f"{'width' if a == 'width' else 'height'}:{px(x)}" for a, x in v.items()]
        elif k == "minSize":
            s += [f"min-{a}:{px(x)}" for a, x in v.items()]
        elif k == "maxSize":
            s += [f"max-{a}:{px(x)}" for a, x in v.items()]
        elif k == "flexGrow": s.append(f"flex-grow:{v}")
        elif k == "flexShrink": s.append(f"flex-shrink:{v}")
        elif k == "flexBasis": s.append(f"flex-basis:{px(v)}")
        elif k == "alignSelf": s.append(f"align-self:{ALIGN[v]}")
        elif k == "margin": s += edges("margin", v)
        elif k == "position": s.append(f"position:{v}")
        elif k == "offset":
            if "position" not in o:
                s.append("position:relative")  # the library moves a child in the flow by its offsets
            s += [f"inset-{LOGICAL[a]}:{px(x)}" if a in LOGICAL else f"{a}:{px(x)}" for a, x in v.items()]
        elif k == "aspectRatio": s.append(f"aspect-ratio:{v}")
        elif k == "baseline": pass
        else: raise ValueError(k)
    return s

def strut(h):
    return f'<i style="display:inline-block;width:0;height:{h}px"></i>'

def html_node(node, ind=""):
    n, o = node["name"], node["opts"]
    style = css_opts(o)
    inner = ""
    if node["kind"] == "text":
        style += [f"font-size:0", f"word-spacing:{SPACE}px", "white-space:normal"]
        spans = " ".join(f'<b style="display:inline-block;vertical-align:top;width:{w}px;height:{node["lh"]}px"></b>'
                         for w in node["words"])
        inner = (strut(node["baseline"]) if node["baseline"] is not None else "") + spans
    elif node["kind"] == "box":
        style.append("font-size:0")
        if "baseline" in o:
            inner = strut(o["baseline"])
    elif node["kind"] == "scroll":
        style += ["overflow:auto", "position:relative"]
    elif node["kind"] == "flex":
        st = node["stack"]
        row = node["direction"].startswith("horizontal")
        reverse = "-reverse" if node["direction"].endswith("Reverse") else ""
        style += ["display:flex", f"flex-direction:{'row' if row else 'column'}{reverse}", "position:relative",
                  f"justify-content:{JUSTIFY[st.get('justifyContent', 'start')]}",
                  f"align-items:{ALIGN[st.get('alignItems', 'stretch')]}",
                  f"flex-wrap:{ {'noWrap': 'nowrap', 'wrap': 'wrap', 'wrapReverse': 'wrap-reverse'}[st.get('flexWrap', 'noWrap')]}",
                  f"align-content:{ALIGN_CONTENT[st.get('alignContent', 'start')]}"]
        gap, lines = st.get("spacing", 0), st.get("lineSpacing", 0)
        style.append(f"column-gap:{gap if row else lines}px;row-gap:{lines if row else gap}px")
        style += edges("padding", st.get("padding", {}))
    if node["kind"] in ("flex", "scroll"):
        kids = "\n".join(html_node(c, ind + "  ") for c in node["children"])
        inner = "\n" + kids + "\n" + ind
    return f'{ind}<div id="{n}" style="{";".join(style)}">{inner}</div>'

def page(variant):
    root, width, rtl = board(variant)
    # The board row fills the scroller at least (`columns.width >= scroller.frame.width`).
    body = html_node(root).replace('<div id="columns" style="', '<div id="columns" style="width:max-content;min-width:100%;', 1)
    return f"""<!DOCTYPE html>
<html dir="{'rtl' if rtl else 'ltr'}"><head><meta charset="utf-8"><style>
* {{ box-sizing: border-box; margin: 0; padding: 0; flex-shrink: 0; min-width: 0; min-height: 0; }}
body {{ width: {width}px; }}
</style></head><body>
{body}
<script>
const out = {{}};
for (const el of document.querySelectorAll('div[id]')) {{
  const r = el.getBoundingClientRect();
  out[el.id] = [r.x, r.y, r.width, r.height];
}}
document.body.setAttribute('data-frames', JSON.stringify(out));
</script></body></html>
"""

if __name__ == "__main__":
    variant, out = sys.argv[1], sys.argv[2]
    with open(f"{out}/{variant}.json", "w") as f:
        json.dump(document(variant), f, indent=1)
        f.write("\n")
    with open(f"{out}/{variant}.html", "w") as f:
        f.write(page(variant))
