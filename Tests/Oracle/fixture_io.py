"""Writing fixtures as the oracle scripts commit them (standard library only,
so that a script without scipy can use it)."""
import json
import os


def write_fixture(path, header, key, items):
    """Writes a fixture: the header fields, then the items of `key` one per
    line, so that a diff shows which changed."""
    lines = ["{"] + [f' "{name}": {json.dumps(value)},' for name, value in header] + [f' "{key}": [']
    for k, item in enumerate(items):
        sep = "," if k + 1 < len(items) else ""
        lines.append("  " + json.dumps(item, separators=(",", ":"), ensure_ascii=True) + sep)
    lines += [" ]", "}"]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
