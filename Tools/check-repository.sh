#!/usr/bin/env bash
# Checks that the repository stays a package any Swift developer can clone:
#   - no two paths (files or folders, at any depth) differ only in case, so
#     that a checkout works on the case-insensitive file systems of macOS
#     and Windows;
#   - nothing points at the shared folder beside the repository, which a
#     clone does not have;
#   - the solver module, Cassowary, depends on no other target.
# Exit status 0 when all hold, 1 otherwise (each problem is printed).
set -euo pipefail
cd "$(dirname "$0")/.."

status=0

collisions=$(git ls-files | python3 -c '
import sys
seen = {}
for path in sys.stdin.read().split("\n"):
    parts = path.split("/")
    for depth in range(1, len(parts) + 1):
        prefix = "/".join(parts[:depth])
        if prefix:
            seen.setdefault(prefix.lower(), set()).add(prefix)
for variants in seen.values():
    if len(variants) > 1:
        print(" and ".join(sorted(variants)))
')
if [ -n "$collisions" ]; then
    echo "check-repository: paths that differ only in case:" >&2
    echo "$collisions" >&2
    status=1
fi

outside=$(grep -rn '\.\./shared' . --exclude-dir=.git --exclude-dir=.build --exclude-dir=.venv || true)
if [ -n "$outside" ]; then
    echo "check-repository: references outside the repository:" >&2
    echo "$outside" >&2
    status=1
fi

dependencies=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
target = next(t for t in package["targets"] if t["name"] == "Cassowary")
print(len(target["dependencies"]))
')
if [ "$dependencies" != 0 ]; then
    echo "check-repository: Cassowary depends on $dependencies other targets; it must depend on none" >&2
    status=1
fi
if grep -rln --include='*.swift' '^import ' Sources/Cassowary >/dev/null; then
    echo "check-repository: Cassowary imports a module:" >&2
    grep -rn --include='*.swift' '^import ' Sources/Cassowary >&2
    status=1
fi

[ $status = 0 ] && echo "check-repository: clean"
exit $status
