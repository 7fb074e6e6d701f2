#!/bin/sh
# Draws the stack guide's pictures from the examples in Examples/Stacks.
# Run from the repository's root: sh Docs/Pictures/Stacks/make-pictures.sh
set -e
swift build -q --product layout
for document in Examples/Stacks/*.json; do
    name=$(basename "$document" .json)
    swift run -q layout run "$document" --svg "Docs/Pictures/Stacks/$name.svg" > /dev/null
done
