#!/usr/bin/env bash
# Tools/replay-sessions.sh: replays, in a release build, the random sessions
# that once failed and are too long for a debug build under `swift test`
# (Docs/Hardening.md): the engine sessions that once parted from a fresh
# copy, compared with a fresh copy after every step up to 10 steps past
# where each parted, and the solver and engine sessions whose seeds once
# broke a promise. About 60 s of processor time, run two at a time; in a
# debug build they took minutes.
#
#   Tools/replay-sessions.sh        # builds the `sessions` tool in release
#   SESSIONS=path/to/sessions Tools/replay-sessions.sh
#
# The engine seeds below are SEED:STEPS and what the session once found
# (flex stacks, with safe areas and text left out, as `sessions --kind
# engine` runs them):
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
#          every layout. At step 7 123 (and, with --text, at 2 905) it
#          found the removals of a leaving subtree, made together with one
#          optimization, left short of the optimum: a constraint tried again
#          in the batch that still conflicted rolled back, and the rollback
#          emptied the primal simplex's queue of what the removals before
#          it had noted (`Tableau.noteEveryObjectiveCandidate()`).
#
# The other replays, each a line of `sessions` arguments:
#
# Scaled solver seeds 1-12 (coefficients from about 1e-8 to 1e8, solved
#          with the solver's relative tolerances): seeds 2, 3, 5, 11 and 12
#          failed until every check in the relative mode refactorized the
#          tableau and reduced costs were recomputed from their
#          definition; seed 8 (a level above the fresh optimum at step 199)
#          until a steep pivot made the solver refactorize after the call.
# Scaled seed 8, 1 410 steps, reaches systems from step 1 401 on where a
#          refactorization and a rebuild both leave a required constraint
#          off by up to 2.1e-7; a rebuild with the required constraints
#          added first keeps the promise (`Solver.recomputeTableau()`), so
#          no step may be counted at the limit of double precision.
# Scaled seed 12 broke a required constraint by 7 % at step 690 until a
#          candidate that only residue blocks had its reduced cost
#          recomputed before the residue was pivoted on.
# Engine seeds 1, 3 and 5 with the root's safe area changing, UIStackView
#          distributions only: seed 1 once found a guide 8 points outside
#          its item (inset from the alignment rectangle, not the frame),
#          seed 3 a runaway loop of a stack's height and its inset whose
#          guide's tie held a constant past the engine's number limit, and
#          at seed 5's step 323 the copy's open position landed elsewhere
#          than the live tree's, and the insets measured from it broke a
#          constraint that holds live.
# Engine seed 2 once re-arranged an item that had left the tree (step 832)
#          and found its frame left over from before.
# Engine seed 2 with the keyboard and the safe area changing: at step 518
#          a column that hung 14 points below a root without a home
#          indicator took those 14 into its keyboard guide while the
#          keyboard was down, where its copy, placed elsewhere, took none;
#          a guide is now the bottom of its item's safe-area guide then,
#          as UIKit ties it.
# Engine seed 4 turning preserved margins on and off: at step 205 an item
#          that moves further out of its parent by the reach of the
#          parent's margin on every pass stopped one pass apart live and
#          fresh, until a restart of the reach took a pass in a fresh
#          layout too.
# Engine seed 48 turning preserved margins on and off: at step 999 the
#          root's width fitting slept in the fresh copy, found fixed at its
#          first pass; constants that moved over its later passes (the
#          margins' reach) freed the width, which stayed 12 where the live
#          root, its fitting awake, took 0. A dormant fitting is now asked
#          again whenever the solver pivoted.
# Engine seed 23 bringing the keyboard up and down: at step 592 `item1`,
#          out of the tree while the keyboard reached 102 points into it,
#          came back with the keyboard down and kept that reach in its
#          guide, where a fresh copy's is 0 high (seeds 9, 21, 31, 46, 54
#          and 60 parted the same way). An item joining a tree now starts
#          with no keyboard reach, as with no safe-area insets.
# Engine seed 40 turning preserved margins on and off: at step 672 a
#          refused call, which changes nothing, moved frames at the next
#          layout. The conflict's report of the layout before had probed
#          the solver, whose rollback reported every value it restored;
#          the layout took them for moved frames and measured the margins'
#          reach again from zero, which settled elsewhere. A frame now
#          moves only when its value differs.
set -euo pipefail
cd "$(dirname "$0")/.."

REPLAYS=()
for replay in 15:510 8:1542 11:4486 20:6778 16:9936; do
    REPLAYS+=("--kind engine --seed ${replay%%:*} --operations ${replay##*:} --fresh-every 1")
done
REPLAYS+=(
    "--kind solver --scaled --seed 1 --seeds 12 --operations 400 --fresh-every 100"
    "--kind solver --scaled --seed 8 --operations 1410 --fresh-every 100 --no-reported-limits"
    "--kind solver --scaled --seed 12 --operations 700 --fresh-every 100"
    "--kind engine --no-flex --safe-area --seed 1 --operations 620 --fresh-every 5"
    "--kind engine --no-flex --safe-area --seed 3 --operations 380 --fresh-every 1"
    "--kind engine --no-flex --safe-area --seed 5 --operations 330 --fresh-every 1"
    "--kind engine --seed 2 --operations 840 --fresh-every 1000"
    "--kind engine --text --seed 16 --operations 2910 --fresh-every 1"
    "--kind engine --scroll --seed 1 --operations 2000 --fresh-every 1"
    "--kind engine --keyboard --safe-area --seed 2 --operations 600 --fresh-every 1"
    "--kind engine --preserved-margins --seed 4 --operations 210 --fresh-every 1"
    "--kind engine --preserved-margins --seed 48 --operations 1000 --fresh-every 10"
    "--kind engine --keyboard --seed 23 --operations 600 --fresh-every 1"
    "--kind engine --preserved-margins --seed 40 --operations 700 --fresh-every 10"
)

if [ -z "${SESSIONS:-}" ]; then
    swift build -c release --product sessions >/dev/null
    SESSIONS="$(swift build -c release --show-bin-path)/sessions"
fi
# Two processes at a time (the machines have two cores); each one's output
# is kept and shown only when it fails.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
printf '%s\n' "${REPLAYS[@]}" >"$logs/arguments"
seq 0 $((${#REPLAYS[@]} - 1)) | xargs -P 2 -I{} sh -c '
    args=$(sed -n "$(({} + 1))p" "$1/arguments")
    if "$2" $args >"$1/{}.out" 2>&1; then : >"$1/{}.held"; fi' sh "$logs" "$SESSIONS"
failed=0
for index in "${!REPLAYS[@]}"; do
    if [ -f "$logs/$index.held" ]; then
        echo "replay-sessions: held: sessions ${REPLAYS[$index]}"
    else
        cat "$logs/$index.out"
        echo "replay-sessions: FAILED: sessions ${REPLAYS[$index]} (see above)" >&2
        failed=1
    fi
done
exit $failed
