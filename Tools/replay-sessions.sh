#!/usr/bin/env bash
# Tools/replay-sessions.sh: replays, in a release build, the engine sessions
# that once parted from a fresh copy, comparing with a fresh copy after
# every step up to 10 steps past where each parted (Docs/Hardening.md).
# About 40 s of processor time, run side by side; in a debug build, under
# `swift test`, they took minutes.
#
#   Tools/replay-sessions.sh        # builds the `sessions` tool in release
#   SESSIONS=path/to/sessions Tools/replay-sessions.sh
#
# Each line below is SEED:STEPS and what the session once found (flex
# stacks, with safe areas and text left out, as `sessions --kind engine`
# runs them):
#
# 15:510   Seed 15 left a flex loop unsettled for six layouts (steps 501 to
#          506), and the next layout, going on from where the loop stopped,
#          settled where a fresh copy does not settle at all (step 507). A
#          layout after one that did not settle now starts every flex stack
#          again from where a fresh layout starts, as it does the safe areas.
# 8:1542   Seed 8 showed `column`, a flex stack that only a plain item holds,
#          hidden and shown again (step 1 532): its items kept the
#          `STK-flex-size` at 999.999 that hiding gives what a hidden flex
#          stack holds, where a fresh copy holds them required and
#          conflicts. A flex stack now compiles again when it hides or shows
#          itself.
# 11:4486  Seed 11 moved `item6` from the flex stack `row` into the flex
#          stack `nested`, whose width a required constraint ties to `row`'s
#          (step 4 476). The layout's first solve, with `nested` still
#          placed where the layouts before left it, squeezed `row` to 23;
#          `row`'s restart (measured offering any width) changed none of its
#          constraints, and it then took its look at that 23, measured
#          offering at most 23 and stayed bound below its content (60 live,
#          78 in a fresh copy). A restart that changes nothing now looks
#          after the next solve when the solved size is not the one it
#          placed at.
# 20:6778  Seed 20 measured `item1` in the flex stack `nested` through a
#          broken `item1.lastBaseline == 60` (step 2 482): `nested` came out
#          82 wide, and when that constraint stayed broken the placement was
#          made again without it, but measured offering at most those 82
#          (any width gives 200), so `nested` stayed 82 wide where a fresh
#          copy settles at 169. A placement made again without a broken
#          constraint now starts from where a fresh layout starts.
#          Then it resized the root (step 6 768) and the flex stack `row`,
#          measured offering any width, placed its hidden `column` 360 wide
#          (its measured width); nothing moved, so no later pass measured it
#          at the 0 points `row` has, where a fresh copy places `column` 0
#          wide. A placement after the root was resized now always looks
#          again after the next solve.
# 16:9936  Seed 16 counted broken constraints of `item3` and `item4` in
#          `nested`'s measurement (step 6 188); they stayed broken and the
#          placement was made again without them, measured offering at most
#          the 84 points a solve had given `nested` through them (any width
#          gives 158). Such a placement is now measured again from any
#          width. Its fresh copy then broke
#          `item1.safeArea.trailingMargin <= item5.safeArea.trailingMargin + 35`
#          (step 9 926; `item1` right to left, so the constraint bounds
#          where `nested` is) while the stacks updated their constraints
#          before the first solve, and the layout settled in one pass, after
#          which broken constraints got no retry. They now get it after
#          every layout.
set -euo pipefail
cd "$(dirname "$0")/.."

REPLAYS=(15:510 8:1542 11:4486 20:6778 16:9936)

if [ -z "${SESSIONS:-}" ]; then
    swift build -c release --product sessions >/dev/null
    SESSIONS="$(swift build -c release --show-bin-path)/sessions"
fi
# One process per seed, run side by side; each one's output is kept and
# shown only when it fails.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for replay in "${REPLAYS[@]}"; do
    seed=${replay%%:*} steps=${replay##*:}
    "$SESSIONS" --kind engine --seed "$seed" --operations "$steps" --fresh-every 1 >"$logs/$seed" 2>&1 &
    pids+=($!)
done
failed=0
for index in "${!REPLAYS[@]}"; do
    seed=${REPLAYS[$index]%%:*} steps=${REPLAYS[$index]##*:}
    if wait "${pids[$index]}"; then
        echo "replay-sessions: engine seed $seed held for $steps steps, compared after every step"
    else
        cat "$logs/$seed"
        echo "replay-sessions: engine seed $seed FAILED (see above)" >&2
        failed=1
    fi
done
exit $failed
