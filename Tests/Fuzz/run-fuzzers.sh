#!/usr/bin/env bash
# Builds the libFuzzer targets of Tests/Fuzz and runs each one.
#
#   Tests/Fuzz/run-fuzzers.sh [SECONDS] [TARGET...]
#
# SECONDS (default 60) is the fuzzing time per target; 0 only replays the
# seeds and the committed regression inputs. TARGETs default to all of
# them: ConstraintExpression ConstraintSystem LayoutDocument VisualFormat
# ConsoleLog JSON.
#
# The package's modules are compiled straight from Sources/ with swiftc
# (-sanitize=fuzzer,address and the solver's internal invariant checks on),
# into FUZZ_BUILD (default /tmp/layout-fuzz); `swift build` never sees the
# fuzz targets. Fuzzing compiles with -O into FUZZ_BUILD/lib-O and bin-O; a
# replay alone (SECONDS 0) compiles with -Onone, in a third of the time,
# into lib-Onone and bin-Onone. Modules that do not import each other
# compile side by side. The corpus of each target grows in
# FUZZ_BUILD/corpus/TARGET across runs and starts from:
#   - Tests/Fuzz/TARGET/seeds.txt (one input per line);
#   - the files Tests/Fuzz/seed-files.txt names (Tests/Fuzz/TARGET/Seeds/,
#     the examples and logs of the repository);
#   - Tests/Fuzz/TARGET/Regressions/: inputs that once crashed, replayed first.
# Each target's checks are one function, fuzzTARGET in TARGET/FuzzTARGET.swift,
# which the entry point libFuzzer calls; `swift test` replays the same
# inputs through the same functions (FuzzReplayTests), without the sanitizers
# and the solver's internal checks this script compiles in.
# A crash leaves its input in FUZZ_BUILD/artifacts/TARGET/ and makes the
# script exit 1 after the other targets have run. Reproduce one with
#   SWIFT_BACKTRACE=enable=no FUZZ_BUILD/bin-O/TARGET FUZZ_BUILD/artifacts/TARGET/crash-…
# Needs only the Swift toolchain for Linux (it ships libFuzzer).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FUZZ=$ROOT/Tests/Fuzz
BUILD=${FUZZ_BUILD:-/tmp/layout-fuzz}
DURATION=${1:-60}
shift || true
ALL_TARGETS=(ConstraintExpression ConstraintSystem LayoutDocument VisualFormat ConsoleLog JSON)
TARGETS=("${@:-${ALL_TARGETS[@]}}")

# The package's library modules and the modules each one imports (as in
# Package.swift).
MODULES=(Cassowary JSON Drawing ConstraintSystem Layout Stack LayoutDocument Explain)
imports() {
    case $1 in
        JSON | Layout) echo Cassowary ;;
        Drawing | ConstraintSystem) echo Cassowary JSON ;;
        Stack) echo Layout ;;
        LayoutDocument) echo Layout Stack JSON Drawing ;;
        Explain) echo Cassowary JSON Drawing ;;
    esac
}
# Static archives for the linker: users before what they use.
LINK=(-lLayoutDocument -lStack -lLayout -lExplain -lConstraintSystem -lDrawing -lJSON -lCassowary)
if [ "$DURATION" -gt 0 ]; then OPTIMIZE=-O; else OPTIMIZE=-Onone; fi
FLAGS=(-parse-as-library "$OPTIMIZE" -g -sanitize=fuzzer,address -package-name Layout -swift-version 6)
# The Swift runtime's backtracer is slow to report a crash; libFuzzer reports it.
export SWIFT_BACKTRACE=enable=no

LIB=$BUILD/lib$OPTIMIZE BIN=$BUILD/bin$OPTIMIZE
mkdir -p "$LIB" "$BIN"

# --- Modules: a module is rebuilt when a source is newer than its archive,
# or when a module it imports was rebuilt. Each one is a job of its own that
# starts once the modules it imports are done, and leaves a mark in $state:
# MODULE.built, MODULE.kept or MODULE.failed.
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
build_module() {
    local module=$1 archive=$LIB/lib$1.a rebuild=false imported sources source
    for imported in $(imports "$module"); do
        until [ -f "$state/$imported.built" ] || [ -f "$state/$imported.kept" ] || [ -f "$state/$imported.failed" ]; do
            sleep 0.2
        done
        [ -f "$state/$imported.failed" ] && { : >"$state/$module.failed"; return; }
        [ -f "$state/$imported.built" ] && rebuild=true
    done
    if ! $rebuild && [ -f "$archive" ] && [ -z "$(find "$ROOT/Sources/$module" -name '*.swift' -newer "$archive")" ]; then
        : >"$state/$module.kept"
        return
    fi
    echo "fuzz: compiling $module"
    sources=()
    while IFS= read -r source; do sources+=("$source"); done < <(find "$ROOT/Sources/$module" -name '*.swift' | sort)
    rm -f "$archive"
    (cd "$LIB" && swiftc "${FLAGS[@]}" -DCASSOWARY_INTERNAL_CHECKS -I . -emit-module -emit-library -static \
        -module-name "$module" "${sources[@]}" -o "lib$module.a" 2>&1 | grep -v "ld.gold: warning" || true)
    if [ -f "$archive" ]; then : >"$state/$module.built"; else : >"$state/$module.failed"; fi
}
for module in "${MODULES[@]}"; do build_module "$module" & done
wait
for module in "${MODULES[@]}"; do
    [ -f "$state/$module.failed" ] && { echo "fuzz: compiling $module failed" >&2; exit 2; }
done

# --- Seeds: the repository's own inputs for each target (seed-files.txt).
seed_files() {
    local target pattern
    while read -r target pattern; do
        [ "$target" = "$1" ] || continue
        ls "$ROOT"/$pattern 2>/dev/null || true
    done < <(grep -v '^#' "$FUZZ/seed-files.txt")
}

failed=()
for target in "${TARGETS[@]}"; do
    [ -d "$FUZZ/$target" ] || { echo "fuzz: no target $target" >&2; exit 2; }
    binary=$BIN/$target
    if [ ! -f "$binary" ] || [ -n "$(find "$FUZZ/$target" "$FUZZ/Support" "$LIB" -newer "$binary" \( -name '*.swift' -o -name '*.a' \))" ]; then
        echo "fuzz: compiling target $target"
        # libFuzzer's entry point calls the target's check, fuzzTARGET.
        entry=$BUILD/entry-$target.swift
        printf '@_cdecl("LLVMFuzzerTestOneInput")\npublic func testOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {\n    fuzz%s(data, count)\n}\n' \
            "$target" > "$entry"
        swiftc "${FLAGS[@]}" -module-name "Fuzz$target" -I "$LIB" -L "$LIB" "$FUZZ/$target"/*.swift "$FUZZ"/Support/*.swift \
            "$entry" "${LINK[@]}" -o "$binary" 2>&1 | grep -v "ld.gold: warning" || true
        [ -x "$binary" ] || { echo "fuzz: compiling $target failed" >&2; exit 2; }
    fi

    corpus=$BUILD/corpus/$target
    artifacts=$BUILD/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    while IFS= read -r file; do cp "$file" "$corpus/seed-$(basename "$file")"; done < <(seed_files "$target")
    if [ -f "$FUZZ/$target/seeds.txt" ]; then
        line=0
        while IFS= read -r text; do
            line=$((line + 1))
            # VisualFormat inputs start with a byte of options: none for the seeds.
            if [ "$target" = VisualFormat ]; then printf '\0%s' "$text"; else printf '%s' "$text"; fi > "$corpus/seed-line-$line"
        done < "$FUZZ/$target/seeds.txt"
    fi

    # Every committed regression and seed must pass before fuzzing starts.
    replay=("$corpus"/seed-*)
    [ -d "$FUZZ/$target/Regressions" ] && replay+=("$FUZZ/$target/Regressions"/*)
    echo "fuzz: $target: replaying ${#replay[@]} inputs"
    if ! "$binary" -rss_limit_mb=2048 -timeout=10 "${replay[@]}" > "$BUILD/$target-replay.log" 2>&1; then
        echo "fuzz: $target: a seed or regression input fails; see $BUILD/$target-replay.log" >&2
        tail -30 "$BUILD/$target-replay.log" >&2
        failed+=("$target")
        continue
    fi
    [ "$DURATION" -gt 0 ] || continue

    echo "fuzz: $target: fuzzing for ${DURATION}s"
    if "$binary" "$corpus" -max_total_time="$DURATION" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" > "$BUILD/$target-fuzz.log" 2>&1; then
        grep -E "^(stat::number_of_executed_units|stat::new_units_added)|Done [0-9]+ runs" "$BUILD/$target-fuzz.log" \
            | sed "s/^/fuzz: $target: /" || true
    else
        echo "fuzz: $target: FAILED; input in $artifacts, log in $BUILD/$target-fuzz.log" >&2
        grep -E "Fatal error|ERROR: |SUMMARY|Test unit written" "$BUILD/$target-fuzz.log" | head -10 >&2 || true
        failed+=("$target")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: failures in: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz: all targets passed"
