"""What the flex comparisons with other engines share (standard library
only): the library's frames of a document, the items a hidden one hides,
and the report of the disagreements. `compare_flex_chromium.py` and
`compare_flex_yoga.py` use it."""
import json
import subprocess


def layout_frames(layout, path):
    """Every item's frame as `layout run PATH --json` prints it, by name
    ([x, y, width, height]); or None and why the run failed."""
    out = subprocess.run([layout, "run", path, "--json"], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        return None, f"layout run exited {out.returncode}: {out.stderr.strip()[:200]}"
    data = json.loads(out.stdout)
    frames = {k: [v["x"], v["y"], v["width"], v["height"]] for k, v in data["frames"].items()}
    return frames, None


def hidden_names(item, inside=False):
    """The names of the items that are hidden or inside a hidden one."""
    hidden = inside or bool(item.get("hidden"))
    names = [item["name"]] if hidden else []
    for c in item.get("children", []):
        names += hidden_names(c, hidden)
    return names


def fmt(v):
    return "-" if v is None else f"{v:.3f}".rstrip("0").rstrip(".")


def report(results, skipped, verbose, oracle, key):
    """Prints each document that differs from `oracle` (its frames under
    `key` in each disagreement) with the known differences it meets, the
    skipped documents and a summary; returns whether all agree."""
    bad = [r for r in results if r["disagreements"] or r["error"]]
    for r in bad:
        known = r.get("known") or []
        confirmed = ", agrees when centred" if r.get("confirmed") else ""
        print(f"== {r['name']}" + (f"  (known: {', '.join(known)}{confirmed})" if known else "  (unexplained)"))
        if r["error"]:
            print("   " + r["error"])
        for d in r["disagreements"]:
            print(f"   {d['item']}.{d['field']}: layout {fmt(d['library'])}, {oracle} {fmt(d[key])}")
        if verbose:
            print("   " + json.dumps(r["document"]))
    for name, why in skipped:
        print(f"-- skipped {name}: {why}")
    unexplained = [r for r in bad if not r.get("known")]
    print(f"{len(results)} documents compared, {len(results) - len(bad)} agree, {len(bad)} differ "
          f"({len(bad) - len(unexplained)} meeting a known difference, {len(unexplained)} unexplained), "
          f"{len(skipped)} skipped")
    return not bad
