#!/usr/bin/env bash
# Tools/build-docs.sh: builds the DocC documentation of the three library
# modules (Cassowary, Layout, Stack) with the toolchain's own tools, and
# fails on any DocC warning or on a public symbol the catalogs do not curate.
#
#   Tools/build-docs.sh [OUTPUT_DIR]        (default: .build/docs)
#
# Writes OUTPUT_DIR/Cassowary.doccarchive, Layout.doccarchive and
# Stack.doccarchive, archives for static hosting. To read one:
#   python3 -m http.server -d .build/docs/Layout.doccarchive 8000
# and open http://localhost:8000/documentation/layout/ (or open the archive
# in Xcode). Needs only the Swift toolchain and python3 (standard library).
#
# How: `swift build --target Stack` (debug, the shared .build, so it is
# usually up to date; or the modules MODULES_BUILT_IN names),
# then per module
#   1. swift-symbolgraph-extract: the module's public symbols, without the
#      modules it re-exports (Layout re-exports Cassowary, Stack re-exports
#      Layout: each catalog documents its own module), and a
#      Module@Other.symbols.json for its extensions of other modules' types;
#   2. docc convert Sources/M/M.docc --warnings-as-errors;
#   3. Tools/check-docs-curation.py: every public symbol must be listed in a
#      Topics group written in the catalog (DocC's automatic groups do not
#      count), and every public symbol declared in the sources must have a
#      `///` comment. A failure names each symbol and the page to add it to.
# No package dependency is involved (no swift-docc-plugin).
#
# Exit status: 0 when all three catalogs build cleanly and are complete,
# 1 otherwise.
set -euo pipefail

case ${1:-} in
    -h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    "") output=.build/docs ;;            # relative to the package
    /*) output=$1 ;;
    *) output=$PWD/$1 ;;                 # relative to where it was run
esac
cd "$(dirname "$0")/.."

modules=(Cassowary Layout Stack)

# The tools of the toolchain that runs `swift` (/opt/swift/usr/bin here),
# else whatever PATH or xcrun finds.
toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
find_tool() {
    if [[ -x $toolchain_bin/$1 ]]; then echo "$toolchain_bin/$1"; return; fi
    command -v "$1" 2>/dev/null || xcrun --find "$1" 2>/dev/null || {
        echo "build-docs: $1 not found next to swift ($toolchain_bin) or on PATH" >&2; exit 1; }
}
docc=$(find_tool docc)
extract=$(find_tool swift-symbolgraph-extract)

# MODULES_BUILT_IN names a build's bin path whose modules are used as they
# are (CI passes its release build's); otherwise a debug build is made.
if [[ -n ${MODULES_BUILT_IN:-} ]]; then
    bin=$MODULES_BUILT_IN
else
    echo "build-docs: building ${modules[*]}"
    swift build --target Stack
    bin=$(swift build --show-bin-path)
fi
module_dir=$bin/Modules
[[ -d $module_dir ]] || module_dir=$bin

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$output"

status=0
for module in "${modules[@]}"; do
    graphs=$work/symbol-graphs/$module
    mkdir -p "$graphs"
    "$extract" -module-name "$module" -I "$module_dir" -output-dir "$graphs" \
        -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols

    archive=$output/$module.doccarchive
    rm -rf "$archive"
    echo "build-docs: $module"
    if ! "$docc" convert "Sources/$module/$module.docc" \
            --additional-symbol-graph-dir "$graphs" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "$module" \
            --output-path "$archive" \
            --warnings-as-errors >"$work/$module.log" 2>&1; then
        cat "$work/$module.log" >&2
        echo "build-docs: $module: docc reported warnings or errors (above)" >&2
        status=1
        continue
    fi
    # docc prints its diagnostics on stderr; with --warnings-as-errors any
    # warning fails the conversion, but say so if one slipped through.
    if grep -Eq '^(warning|error):' "$work/$module.log"; then
        cat "$work/$module.log" >&2
        echo "build-docs: $module: docc reported diagnostics (above)" >&2
        status=1
        continue
    fi
    python3 Tools/check-docs-curation.py --module "$module" --symbol-graphs "$graphs" \
        --archive "$archive" --catalog "Sources/$module/$module.docc" || status=1
done

if [[ $status -ne 0 ]]; then
    echo "build-docs: FAILED" >&2
    exit 1
fi
echo "build-docs: documentation written to $output/{$(IFS=,; echo "${modules[*]}")}.doccarchive"
