#!/usr/bin/env python3
"""Re-runs the Chromium oracle for trial fifty-four: for each variant,
writes the layout document and the HTML (`kanban.py`), measures every
element's `getBoundingClientRect()` in headless Chromium, and writes all the
frames to `chromium-frames.json`, `{variant: {name: [x, y, width, height]}}`.

    python3 measure.py            # from this folder; needs `chromium`
"""
import html, json, os, re, subprocess, sys
import kanban

VARIANTS = ["base", "added", "removed", "long", "narrow", "rtl", "narrow-rtl", "stretch", "stretch-rtl", "extras", "extras-rtl"]
here = os.path.dirname(os.path.abspath(__file__))
frames = {}
for v in VARIANTS:
    with open(f"{here}/{v}.json", "w") as f:
        json.dump(kanban.document(v), f, indent=1)
        f.write("\n")
    with open(f"{here}/{v}.html", "w") as f:
        f.write(kanban.page(v))
    dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1024,768",
                          "--dump-dom", f"file://{here}/{v}.html"], capture_output=True, text=True, timeout=120).stdout
    found = re.search(r'data-frames="([^"]*)"', dom)
    if not found:
        sys.exit(f"{v}: no frames in Chromium's DOM")
    measured = json.loads(html.unescape(found.group(1)))
    # A right-to-left page puts the board at the window's right edge (and a
    # scroll bar's width in): frames are taken from the board's corner.
    bx, by = measured["board"][:2]
    frames[v] = {name: [x - bx, y - by, w, h] for name, (x, y, w, h) in measured.items()}
with open(f"{here}/chromium-frames.json", "w") as f:
    json.dump(frames, f, indent=1, sort_keys=True)
    f.write("\n")
