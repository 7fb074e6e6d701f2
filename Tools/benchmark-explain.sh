#!/usr/bin/env bash
# Times `layout explain` (release build) on long conflicting blocks written by
# Tools/conflicting-chain-log.py: a row one point too wide (every line in the
# conflict) and a row in a 0-wide content view (half the lines dropped from
# the solver's first conflict), at 50, 100, 200 and 400 lines or the sizes
# given. Prints, per shape and size, the best of three runs and the growth
# exponent from the size before (time ∝ lines^k). Docs/Benchmarks.md,
# "Explaining a long block", has the figures.
#   Tools/benchmark-explain.sh [SIZE ...]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layout >&2
sizes=("${@:-50 100 200 400}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-6s %6s %10s %9s\n' shape lines seconds exponent
for shape in tight zero; do
    previous=""
    for lines in ${sizes[@]}; do
        python3 Tools/conflicting-chain-log.py "$lines" $([ "$shape" = zero ] && echo --zero) > "$work/block.log"
        best=""
        for _ in 1 2 3; do
            start=$(date +%s.%N)
            .build/release/layout explain "$work/block.log" > /dev/null
            elapsed=$(echo "$(date +%s.%N) - $start" | bc -l)
            if [ -z "$best" ] || [ "$(echo "$elapsed < $best" | bc -l)" = 1 ]; then best=$elapsed; fi
        done
        exponent=""
        if [ -n "$previous" ]; then
            read -r size time <<< "$previous"
            exponent=$(echo "l($best / $time) / l($lines / $size)" | bc -l)
            exponent=$(printf '%.2f' "$exponent")
        fi
        printf '%-6s %6d %10.3f %9s\n' "$shape" "$lines" "$best" "$exponent"
        previous="$lines $best"
    done
done
