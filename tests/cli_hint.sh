#!/usr/bin/env bash
# `crowntable analyse --hint`: on a position of each of the five games it
# prints the table's hint sentence — the move, then what it changes that a
# player weighs — of at least eight words, more than a percentage.
# usage: cli_hint.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

check_hint() { # game position [set]
  local game=$1 pos=$2 set_arg=()
  [ $# -ge 3 ] && set_arg=(--set "$3")
  local name="analyse --hint $game/$(basename "$pos")"
  if "$bin" analyse --game "$game" "${set_arg[@]}" --load "$pos" --hint --ai ismcts:easy/it=60 >"$tmp/h" 2>"$tmp/err" &&
     python3 - "$tmp/h" <<'PY'
import re, sys
text = open(sys.argv[1]).read().strip()
assert "\n" not in text, text
assert len(text.split()) >= 8, text
assert text.endswith("."), text
assert ": " in text, text            # the move, then why
assert "%" not in text, text          # words, not a percentage
assert "{p" not in text, text         # seats named
PY
  then ok "$name: $(cat "$tmp/h")"; else bad "$name"; cat "$tmp/h" "$tmp/err"; fi
}

check_hint queens-blood "$src/tests/positions/queens-blood/loop.json" "$src/tests/data/qb-test-set"
check_hint queens-court "$src/tests/positions/queens-court/wild-last-holder.json"
check_hint queen-by-midnight "$src/tests/positions/queen-by-midnight/attacked.json"
check_hint blood-wars "$src/tests/positions/blood-wars/combat-example.json"
check_hint long-live-the-queen "$src/tests/positions/long-live-the-queen/base.json"
# the same position, the same sentence
"$bin" analyse --game queens-court --load "$src/tests/positions/queens-court/wild-last-holder.json" --hint >"$tmp/a" 2>&1
"$bin" analyse --game queens-court --load "$src/tests/positions/queens-court/wild-last-holder.json" --hint >"$tmp/b" 2>&1
if cmp -s "$tmp/a" "$tmp/b"; then ok "analyse --hint: the same sentence twice"; else bad "analyse --hint differs between runs"; fi
finish
