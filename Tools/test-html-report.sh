#!/usr/bin/env bash
# Tests the HTML reports in a real browser: writes a report of
# Examples/broken/conflict.json (`layout run --html`) and one of a console
# log (`layout explain --html`), opens them in headless Chromium and, through
# its DevTools protocol (Tools/html_report_browser_test.py, standard library
# only), selects constraints and items by clicks and by the keyboard, checks
# what is highlighted and takes screenshots (PNG, in .build/html-report).
#
# Run from anywhere: Tools/test-html-report.sh
#   LAYOUT=path/to/layout   use that built command (CI passes the release
#                           build); otherwise a debug build is made
#   --update-docs-picture   also copy the screenshot of the guides to
#                           Docs/Pictures/html-report.png
# Installs Chromium from Debian's packages when it is missing (as root).
# Exits non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
out=.build/html-report
mkdir -p "$out"

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null; then
        echo "test-html-report: Chromium is missing; install Debian's chromium package" >&2
        exit 1
    fi
    echo "test-html-report: installing Chromium from Debian's packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > "$out/apt.log" 2>&1 \
        || { tail -20 "$out/apt.log" >&2; exit 1; }
    browser=$(command -v chromium)
fi
"$browser" --version 2> /dev/null || true

layout=${LAYOUT:-}
if [ -z "$layout" ]; then
    swift build -q --product layout
    layout="$(swift build --show-bin-path)/layout"
fi

status=0
"$layout" run Examples/broken/conflict.json --html "$out/conflict.html" > /dev/null || status=$?
# 1: the document's conflict, on purpose.
if [ "$status" != 1 ]; then echo "test-html-report: layout run exited $status" >&2; exit 1; fi
"$layout" explain Tests/ExplainTests/Logs/11-trustwallet-encapsulated-width-zero.log --html "$out/explain.html" > /dev/null

python3 Tools/html_report_browser_test.py --browser "$browser" --out "$out" "$out/conflict.html" "$out/explain.html"

if [ "${1:-}" = "--update-docs-picture" ]; then
    cp "$out/html-report.png" Docs/Pictures/html-report.png
    echo "test-html-report: Docs/Pictures/html-report.png updated"
fi
echo "test-html-report: $((SECONDS - started)) s"
