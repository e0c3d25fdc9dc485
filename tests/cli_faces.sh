#!/usr/bin/env bash
# Card faces from the command line: check-cards refuses a set whose face.json
# is malformed (naming face.json and the JSON path), accepts a good override,
# and warns of rules text too long for its box on the face; `bench faces` runs
# and the top-level help names it.
# usage: cli_faces.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

cp -r "$src/cards/queens-court/classic" "$tmp/set"
expect_rc "a set without face.json is clean" 0 "$bin" check-cards "$tmp/set"

echo '{"full": {"art": {"box": [0.1, 0.5, 0.8]}}}' >"$tmp/set/face.json"
expect_rc "a malformed face.json is refused" 1 "$bin" check-cards "$tmp/set"
expect_text "the problem names face.json and the path" "$tmp/out" "face.json: full.art.box: expected [4 numbers"

echo '{"full": ' >"$tmp/set/face.json"
expect_rc "face.json that is not JSON is refused" 1 "$bin" check-cards "$tmp/set"
expect_text "the syntax error names face.json" "$tmp/out" "face.json"

echo '{"full": {"art": {"box": [0.1, 0.5, 0.8, 0.3]}, "name": {"font": "DejaVu Sans Bold"}}}' >"$tmp/set/face.json"
expect_rc "a good face.json passes" 0 "$bin" check-cards "$tmp/set"

# the rules text box made tiny: every card with text is warned of, with the room it needs
echo '{"full": {"text": {"box": [0.08, 0.68, 0.68, 0.03], "least": 0.04}}}' >"$tmp/set/face.json"
expect_rc "text too long is a warning, not a problem" 0 "$bin" check-cards "$tmp/set"
expect_text "the warning names the card and the room" "$tmp/out" "warning: $tmp/set/set.json: cards[0] \"noble-1\": text: too long for its box"
expect_text "the warning says the size it needs" "$tmp/out" "the box has 3%"

expect_rc "bench faces runs" 0 "$bin" bench faces --game queens-court
expect_text "bench faces prints median and worst" "$tmp/out" "median"
expect_rc "--help" 0 "$bin" --help
expect_text "the help names bench faces" "$tmp/out" "crowntable bench [WHAT]         speed and memory figures: games, ai, ui, faces, net"
finish
