#!/bin/sh
# Draws the layout guide's pictures from the layout documents in Examples
# (and Examples/broken, whose conflict exits with status 1).
# Run from the repository's root: sh Docs/Pictures/Layout/make-pictures.sh
# Set SCRATCH to build somewhere else than .build (swift's --scratch-path).
set -e
swift build -q ${SCRATCH:+--scratch-path "$SCRATCH"} --product layout
for document in Examples/*.json Examples/broken/*.json; do
    # Only layout documents (they have a "root"); Examples also holds solver documents.
    grep -q '"root"' "$document" || continue
    name=$(basename "$document" .json)
    status=0
    swift run -q ${SCRATCH:+--scratch-path "$SCRATCH"} layout run "$document" \
        --svg "Docs/Pictures/Layout/$name.svg" > /dev/null || status=$?
    # 1 is a conflict, which the broken example has on purpose.
    if [ "$status" -gt 1 ]; then exit "$status"; fi
done
# The keyboard's picture in the layout command's guide: trial thirty-two's
# login form with the keyboard up 291 points, in place of its own 336.
swift run -q ${SCRATCH:+--scratch-path "$SCRATCH"} layout run Tests/LayoutToolTests/Fixtures/TrialThirtyTwo/login.json \
    --keyboard 291 --svg Docs/Pictures/Layout/login-keyboard.svg > /dev/null
