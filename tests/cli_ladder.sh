#!/usr/bin/env bash
# `crowntable ladder` and `analyse`: bad usage exits 2 with a message; a small
# ladder gives the same table for --jobs 1 and --jobs 2 and its JSON adds up;
# analyse works on every game's position files (every legal move listed, the
# expected line starts with the best move) and ranks the one winning move first;
# the cheating oracle is named so in the help, plays in ladder and analyse with
# each pair's score split by who moved first, and playtest refuses it.
# usage: cli_ladder.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

expect_rc "ladder --help" 0 "$bin" ladder --help
expect_text "ladder --help shows usage" "$tmp/out" "usage: crowntable ladder"
expect_rc "ladder without --game exits 2" 2 "$bin" ladder
expect_text "missing --game explained" "$tmp/err" "--game is required"
expect_rc "ladder one player exits 2" 2 "$bin" ladder --game queens-blood --players random
expect_text "one player explained" "$tmp/err" "at least two"
expect_rc "ladder unknown AI exits 2" 2 "$bin" ladder --game queens-blood --players random,ismcts:godlike
expect_text "unknown AI named" "$tmp/err" "ismcts:godlike"
expect_rc "ladder of 13 AIs exits 2" 2 "$bin" ladder --game queens-blood --players "random$(printf ',random%.0s' $(seq 12))"
expect_text "the ladder's limit named" "$tmp/err" "at most 12 AIs"
expect_rc "ladder bad --games exits 2" 2 "$bin" ladder --game queens-blood --games none
expect_rc "analyse without --load exits 2" 2 "$bin" analyse --game queens-blood
expect_rc "analyse missing file exits 1" 1 "$bin" analyse --game queens-blood --load "$tmp/nope.json"
expect_text "missing file named" "$tmp/err" "nope.json"

# the same seeded ladder on one and two threads
players=random,greedy,lookahead,ismcts:easy/it=40
expect_rc "ladder --jobs 1" 0 "$bin" ladder --game queens-court --players $players --games 6 --seed 3 --jobs 1 --json
cp "$tmp/out" "$tmp/one.json"
expect_rc "ladder --jobs 2" 0 "$bin" ladder --game queens-court --players $players --games 6 --seed 3 --jobs 2 --json
cp "$tmp/out" "$tmp/two.json"
if python3 - "$tmp/one.json" "$tmp/two.json" <<'PY'
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
key = lambda d: [(p["a"], p["b"], p["wins_a"], p["draws"], p["wins_b"]) for p in d["pairs"]]
assert key(a) == key(b), (key(a), key(b))
assert [p["elo"] for p in a["players"]] == [p["elo"] for p in b["players"]]
assert len(a["pairs"]) == 6 and all(p["wins_a"] + p["draws"] + p["wins_b"] == 6 for p in a["pairs"])
assert all(p["ci95_low"] <= p["score_a"] <= p["ci95_high"] for p in a["pairs"])
assert a["players"][0]["spec"] == "random" and a["players"][0]["elo"] == 0
PY
then ok "ladder: same table for --jobs 1 and 2, counts add up, random = 0"; else bad "ladder --jobs determinism"; fi

# analyse on every position file of every game
for dir in "$src"/tests/positions/*/; do
  game=$(basename "$dir")
  set_arg=()
  [ "$game" = queens-blood ] && set_arg=(--set "$src/tests/data/qb-test-set")
  for pos in "$dir"*.json; do
    name="analyse $game/$(basename "$pos")"
    if grep -q '"phase": *"over"' "$pos"; then
      # a finished game: nothing to judge, and analyse says so
      if ! "$bin" analyse --game "$game" "${set_arg[@]}" --load "$pos" --ai ismcts:easy/it=60 >/dev/null 2>"$tmp/err" &&
         grep -q "the game is over" "$tmp/err"; then ok "$name says the game is over"; else bad "$name"; cat "$tmp/err"; fi
      continue
    fi
    if "$bin" analyse --game "$game" "${set_arg[@]}" --load "$pos" --ai ismcts:easy/it=60 --json >"$tmp/a.json" 2>"$tmp/err" &&
       "$bin" state --game "$game" "${set_arg[@]}" --load "$pos" --legal >"$tmp/legal" 2>>"$tmp/err" &&
       python3 - "$tmp/a.json" "$tmp/legal" <<'PY'
import json, sys
a = json.load(open(sys.argv[1]))
legal = [l.strip() for l in open(sys.argv[2]) if l.strip()]
moves = [m["action"] for m in a["moves"]]
assert sorted(moves) == sorted(legal), (moves, legal)
assert a["line"] and a["line"][0]["action"] == moves[0]
PY
    then ok "$name"; else bad "$name"; cat "$tmp/err"; fi
  done
done

expect_rc "analyse one winning move" 0 "$bin" analyse --game queens-blood --set "$src/tests/data/qb-test-set" \
  --load "$src/tests/positions/queens-blood/one-winning-move.json" --ai ismcts:normal
expect_text "the winning move first" "$tmp/out" "    1  play page -> 0.0"

# a position names its card set: no --set needed (a folder relative to the file)
expect_rc "analyse --hint with the position's own set" 0 "$bin" analyse --game queens-blood \
  --load "$src/tests/positions/queens-blood/worked-example.json" --hint
expect_text "the hint names the move and what it changes" "$tmp/out" "Play Thornlash in the top lane"
sed 's|"set": "../../data/qb-test-set"|"set": "no-such-set"|' "$src/tests/positions/queens-blood/worked-example.json" > "$tmp/nosuch.json"
expect_rc "a position naming a set that is not there" 1 "$bin" state --game queens-blood --load "$tmp/nosuch.json"
expect_text "the set it names is said" "$tmp/err" 'card set "no-such-set" did not load'

# the oracle: a yardstick that cheats, for the measuring commands only
expect_rc "ladder --help" 0 "$bin" ladder --help
expect_text "ladder --help names the oracle as cheating" "$tmp/out" "oracle:D CHEATS"
expect_rc "sim --help" 0 "$bin" sim --help
expect_text "sim --help names the oracle as cheating" "$tmp/out" "oracle:D CHEATS"
expect_rc "analyse oracle:3" 0 "$bin" analyse --game queens-blood --set "$src/tests/data/qb-test-set" \
  --load "$src/tests/positions/queens-blood/oracle-two-move-win.json" --ai oracle:3
expect_text "oracle:3 finds the two-move win" "$tmp/out" "    1  play footman -> 1.0"
expect_rc "playtest refuses the oracle" 2 "$bin" playtest --game queens-blood --players oracle:3,greedy --out "$tmp/pt"
expect_text "the refusal says it cheats" "$tmp/err" "cheats"
expect_rc "ladder with the oracle" 0 "$bin" ladder --game queens-blood --players oracle:2,greedy --games 4 --json
if python3 - "$tmp/out" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))["pairs"][0]
assert p["a_first"]["games"] + p["b_first"]["games"] == p["games"] == 4, p
for k in ("a_first", "b_first"):
    s = p[k]
    assert s["games"] == 0 or s["ci95_low"] <= s["score_a"] <= s["ci95_high"], s
PY
then ok "ladder: the oracle plays, scores split by who moved first"; else bad "ladder split by first mover"; fi
finish
