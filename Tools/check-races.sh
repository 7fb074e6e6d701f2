#!/usr/bin/env bash
# Tools/check-races.sh: runs the concurrency tests under ThreadSanitizer.
#
#   Tools/check-races.sh [FILTER]
#
# It builds the package and its tests with ThreadSanitizer in a build
# directory of its own, so that the shared .build is left alone (the first
# build takes a few minutes, later ones only rebuild what changed):
#   swift build --build-tests --sanitize=thread --scratch-path /tmp/tsan-build
# then runs the swift-testing tests whose names match FILTER (a regular
# expression; default 'ConcurrencyTests': engines, solvers, stacks and
# layout documents used from many tasks at once) straight from the test
# binary:
#   /tmp/tsan-build/debug/LayoutPackageTests.xctest \
#       --testing-library swift-testing --filter FILTER
# with TSAN_OPTIONS=halt_on_error=0 (report every race and carry on) and the
# reports written to $RACE_LOGS (default /tmp/check-races), tsan.PID.
#
# Reading the output: first the test results, as `swift test` prints them;
# then either
#   no data races (N tests ran under ThreadSanitizer)
# or, for each kind of report ("data race", "heap-use-after-free", ...),
#   N × WARNING: ThreadSanitizer: data race ...
#        in FUNCTION (File.swift:LINE)   the frames of this package in the
#                                        first report of that kind
# The full reports (both accesses' stacks, and where each thread was
# created) are in the tsan.PID files. Exit status: 0 when the tests passed
# with no report, 1 when ThreadSanitizer reported something or the tests
# failed, 2 when the build failed.
set -euo pipefail

cd "$(dirname "$0")/.."
filter="${1:-ConcurrencyTests}"
scratch=/tmp/tsan-build
logs="${RACE_LOGS:-/tmp/check-races}"
mkdir -p "$logs"
rm -f "$logs"/tsan.*

if ! swift build --build-tests --sanitize=thread --scratch-path "$scratch"; then
    echo "the ThreadSanitizer build failed" >&2
    exit 2
fi
bin=$(swift build --sanitize=thread --scratch-path "$scratch" --show-bin-path)
tests=$(ls -d "$bin"/*PackageTests.xctest | head -n 1)

status=0
TSAN_OPTIONS="halt_on_error=0:log_path=$logs/tsan" \
    "$tests" --testing-library swift-testing --filter "$filter" || status=$?

reports=$(cat "$logs"/tsan.* 2> /dev/null || true)
if [[ -n "$reports" ]]; then
    echo
    grep -E '^WARNING: ThreadSanitizer:' <<< "$reports" | sed -E 's/ \(pid=[0-9]+\)//' | sort | uniq -c |
        while read -r count warning; do
            echo "$count × $warning"
            # The frames of this package in the first report of this kind.
            awk -v warning="$warning" -v root="$PWD/" '
                index($0, warning) { inside = 1; next }
                inside && /^SUMMARY:/ { exit }
                inside && $1 ~ /^#[0-9]+$/ && index($3, root) == 1 {
                    file = $3; sub(/.*\//, "", file); print "     in " $2 " (" file ")"
                }' <<< "$reports" | swift demangle --simplified --compact | head -n 12
        done
    echo "ThreadSanitizer reports are in $logs"
    exit 1
fi
if (( status != 0 )); then
    echo "the tests failed (exit status $status) without ThreadSanitizer reports"
    exit 1
fi
echo "no data races ($filter ran under ThreadSanitizer)"
