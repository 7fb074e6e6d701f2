#!/usr/bin/env bash
# Tools/check-leaks.sh: looks for memory leaks (and memory errors) in the
# test suites and in the `layout` command, with valgrind memcheck.
#
#   Tools/check-leaks.sh [--lsan] [FILTER]
#
# It builds the tests in debug (`swift build --build-tests`, the shared
# .build), then runs under
#   valgrind --leak-check=full --errors-for-leak-kinds=definite \
#            --suppressions=Tools/valgrind.supp
#   1. the test binary .build/debug/LayoutPackageTests.xctest with the
#      swift-testing tests whose names match FILTER (a regular expression;
#      default 'MemoryTests|ConcurrencyTests'), through
#      `--testing-library swift-testing --filter FILTER`;
#   2. the `layout` command on every document of Examples/ (`layout run` for
#      layout documents, `layout solve` for constraint systems) and
#      `layout explain` on every log of Tests/ExplainTests/Logs.
# With valgrind this takes a few minutes (valgrind runs threads one at a time).
#
# Reading the output: one line per program run.
#   ok     NAME                    no block definitely lost, no memory error
#   LEAK   NAME: B bytes in N blocks definitely lost (+ I bytes indirectly)
#          allocated at: FUNCTION ×COUNT, ...
#   ERROR  NAME: N memory errors (invalid reads/writes, uninitialised values)
#   FAILED NAME: exit status S     (the tests themselves failed)
# "Definitely lost" means nothing points to the block any more: a leak. A
# reference cycle shows up as one definitely lost block (the object valgrind
# happened to reach the cycle from) with everything the cycle holds counted
# as indirectly lost; "allocated at" names the first function of this
# package (or of the tests) in each such block's allocation stack. An object
# that leaks after something made a weak reference to it also shows its
# side table as a block of its own, allocated in swift_weakInit by whoever
# made the first weak reference (Swift stores that pointer encoded in the
# reference count, where valgrind cannot see it). "Possibly lost" and "still
# reachable" blocks are not reported: the runtime keeps its metadata caches,
# and the test library its state, until the process ends. The full valgrind
# log of each run is in $LEAK_LOGS (default /tmp/check-leaks), NAME.log:
# search it for "definitely lost in loss record" to see each allocation
# stack. Exit status: 0 when every run is ok, 1 when any leaked, had memory
# errors or failed, 2 when the check could not run.
#
# valgrind 3.19 (Debian 12) crashes ("the 'impossible' happened", SIGSEGV)
# on programs with an async main, swift-testing's entry point included:
# libdispatch parks the main thread in sigsuspend() with a signal mask in
# read-only memory, and valgrind writes into that mask. The script
# LD_PRELOADs a small shim, compiled here with cc, that hands sigsuspend a
# writable copy of the mask; nothing else changes.
#
# Without valgrind (Debian/Ubuntu: `sudo apt-get install valgrind`), or with
# --lsan, it uses LeakSanitizer instead: it builds with
# `swift build --build-tests --sanitize=address --scratch-path /tmp/asan-build`
# (its own build directory, so the shared .build is left alone) and runs the
# same programs with ASAN_OPTIONS=detect_leaks=1. LeakSanitizer counts every
# block of a reference cycle as an indirect leak, so its "LEAK" lines give
# direct and indirect bytes together.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
mode=valgrind
if [[ "${1:-}" == "--lsan" ]]; then
    mode=lsan
    shift
fi
filter="${1:-MemoryTests|ConcurrencyTests}"
logs="${LEAK_LOGS:-/tmp/check-leaks}"
mkdir -p "$logs"
rm -f "$logs"/*.log "$logs"/*.out

if [[ $mode == valgrind ]] && ! command -v valgrind > /dev/null; then
    echo "valgrind not found (Debian/Ubuntu: sudo apt-get install valgrind); using LeakSanitizer instead"
    mode=lsan
fi

if [[ $mode == valgrind ]]; then
    swift build --build-tests
    bin=$(swift build --show-bin-path)
    shim="$logs/sigsuspend-shim.so"
    cc -shared -fPIC -O2 -o "$shim" -x c - <<'EOF'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
/* Give the kernel a writable copy of the mask: valgrind 3.19 edits it. */
int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, (size_t)(_NSIG / 8));
}
EOF
    echo "valgrind memcheck ($(valgrind --version)); logs in $logs"
else
    scratch=/tmp/asan-build
    swift build --build-tests --sanitize=address --scratch-path "$scratch"
    bin=$(swift build --sanitize=address --scratch-path "$scratch" --show-bin-path)
    echo "LeakSanitizer (swift build --sanitize=address, $scratch); logs in $logs"
fi

tests=$(ls -d "$bin"/*PackageTests.xctest 2> /dev/null | head -n 1)
if [[ -z "$tests" || ! -x "$bin/layout" ]]; then
    echo "no test binary or layout executable in $bin" >&2
    exit 2
fi

# The functions of this package (and of its tests) where the leaked blocks
# of a log were allocated, the 8 most frequent first: "FUNCTION ×COUNT, ...".
allocation_sites() {
    local log=$1 start
    if [[ $mode == valgrind ]]; then start='definitely lost in loss record'; else start='(Direct|Indirect) leak of'; fi
    # valgrind ends a frame of ours with "(File.swift:LINE)", LeakSanitizer
    # with its full path; runtime and library frames have neither.
    awk -v start="$start" -v root="$root" '
        $0 ~ start { looking = 1; next }
        looking && (/\.swift:[0-9]+\)$/ || index($0, root)) {
            sub(/.*(by|at) 0x[0-9A-Fa-f]+: /, ""); sub(/.*#[0-9]+ 0x[0-9a-f]+ in /, "")
            sub(/ \(.*/, ""); sub(/ \/.*/, ""); print; looking = 0
        }' "$log" | swift demangle --simplified --compact | sed -E 's/__allocating_init/init/' |
        sort | uniq -c | sort -rn | awk '
            NR <= 8 { count = $1; $1 = ""; sub(/^ /, ""); printf "%s%s ×%d", (NR > 1 ? ", " : ""), $0, count }
            END { if (NR > 8) printf ", and %d more", NR - 8 }'
}

failures=0

# Runs one program under the chosen tool and prints its line.
check() {
    local name=$1 kind=$2
    shift 2
    local log="$logs/$name.log" status=0
    if [[ $mode == valgrind ]]; then
        LD_PRELOAD="$shim" valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99 \
            --suppressions="$root/Tools/valgrind.supp" --num-callers=40 --log-file="$log" \
            "$@" > "$logs/$name.out" 2>&1 || status=$?
        local lost indirect records contexts errors
        lost=$(sed -nE 's/.*definitely lost: ([0-9,]+ bytes in [0-9,]+ blocks).*/\1/p' "$log")
        indirect=$(sed -nE 's/.*indirectly lost: ([0-9,]+) bytes.*/\1/p' "$log")
        records=$(grep -c 'definitely lost in loss record' "$log" || true)
        contexts=$(sed -nE 's/.*ERROR SUMMARY: [0-9,]+ errors from ([0-9,]+) contexts.*/\1/p' "$log" | tr -d ,)
        errors=$(( ${contexts:-0} - records ))
        if (( records > 0 )); then
            echo "LEAK   $name: $lost definitely lost (+ ${indirect:-0} bytes indirectly)"
            echo "       allocated at: $(allocation_sites "$log")"
        fi
        if (( errors > 0 )); then echo "ERROR  $name: $errors memory errors (see $log)"; fi
        if (( records > 0 || errors > 0 )); then
            failures=$((failures + 1))
        elif [[ -z "$contexts" ]]; then
            echo "FAILED $name: valgrind did not finish (see $log)"
            failures=$((failures + 1))
        elif [[ $kind == tests && $status != 0 ]]; then
            echo "FAILED $name: exit status $status (see $logs/$name.out)"
            failures=$((failures + 1))
        else
            echo "ok     $name"
        fi
    else
        ASAN_OPTIONS="detect_leaks=1:log_path=$log" "$@" > "$logs/$name.out" 2>&1 || status=$?
        local report summary
        report=$(ls "$log".* 2> /dev/null | head -n 1 || true)
        summary=$([[ -n "$report" ]] && sed -nE 's/.*SUMMARY: AddressSanitizer: (.*)/\1/p' "$report" || true)
        if [[ -n "$summary" ]]; then
            if grep -q 'leak of' "$report"; then
                echo "LEAK   $name: $summary"
                echo "       allocated at: $(allocation_sites "$report")"
            else
                echo "ERROR  $name: $summary (see $report)"
            fi
            failures=$((failures + 1))
        elif [[ $kind == tests && $status != 0 ]]; then
            echo "FAILED $name: exit status $status (see $logs/$name.out)"
            failures=$((failures + 1))
        else
            echo "ok     $name"
        fi
    fi
}

check "tests-$(tr -c 'A-Za-z0-9\n' '-' <<< "$filter")" tests \
    "$tests" --testing-library swift-testing --filter "$filter"
while IFS= read -r document; do
    subcommand=solve
    if grep -q '"root"' "$document"; then subcommand=run; fi
    check "layout-$subcommand-$(tr '/' '_' <<< "${document%.json}")" command "$bin/layout" "$subcommand" "$document"
done < <(find Examples -name '*.json' | sort)
for log in Tests/ExplainTests/Logs/*.log; do
    check "layout-explain-$(basename "$log" .log)" command "$bin/layout" explain "$log"
done

if (( failures > 0 )); then
    echo "$failures runs leaked, had memory errors or failed"
    exit 1
fi
echo "no leaks, no memory errors"
