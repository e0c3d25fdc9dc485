#!/usr/bin/env bash
# The CLI's contract: state dumps and refuses illegal actions naming them,
# check-cards reports every problem with exit 1, --help works everywhere,
# bad usage exits 2.  usage: cli_commands.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

for sub in sim state check-cards bench; do
  expect_rc "$sub --help" 0 "$bin" "$sub" --help
done
expect_rc "unknown command exits 2" 2 "$bin" frobnicate
expect_rc "games lists" 0 "$bin" games
expect_text "games lists queens-court" "$tmp/out" "queens-court"

# state: new game, dump, legal actions, apply one, refuse an illegal one
expect_rc "state --new dumps" 0 "$bin" state --game queens-court --new "players=3" --seed 7 --dump
python3 -c "import json,sys; json.load(open('$tmp/out'))" 2>/dev/null && ok "state dump is JSON" || bad "state dump is JSON"
expect_rc "state --legal" 0 "$bin" state --game queens-court --new "players=2" --seed 7 --legal
first=$(head -1 "$tmp/out")
[ -n "$first" ] && ok "legal actions listed" || bad "legal actions listed"
expect_rc "state --apply a legal action" 0 "$bin" state --game queens-court --new "players=2" --seed 7 --apply "$first" --dump
expect_rc "state --apply an illegal action exits 1" 1 "$bin" state --game queens-court --new "players=2" --seed 7 --apply "$first; play 99 -> p9.left"
expect_text "illegal action is named" "$tmp/err" "action 2: action \"play 99 -> p9.left\" is not legal here"
expect_text "legal actions are listed" "$tmp/err" "legal actions ("
# position files: dump -> load -> dump is identical
"$bin" state --game queens-court --new "players=4" --seed 3 --out "$tmp/pos.json" && ok "state --out" || bad "state --out"
"$bin" state --game queens-court --load "$tmp/pos.json" --dump >"$tmp/pos2.json" 2>"$tmp/err" && ok "state --load" || bad "state --load"
python3 - "$tmp/pos.json" "$tmp/pos2.json" <<'PY' && ok "position file round-trips" || bad "position file round-trips"
import json,sys
a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2])); sys.exit(0 if a==b else 1)
PY
echo '{"broken": ' >"$tmp/bad.json"
expect_rc "state --load of a broken file exits 1" 1 "$bin" state --game queens-court --load "$tmp/bad.json"
expect_text "broken position names the file" "$tmp/err" "bad.json"
expect_rc "state with bad setup exits 1" 1 "$bin" state --game queens-court --new "players=12"
expect_text "bad setup explained" "$tmp/err" "players: expected an integer"
expect_rc "state with unknown game exits 2" 2 "$bin" state --game chess --new

# check-cards: every shipped set is clean; a broken copy lists its problems
for dir in "$src"/cards/*/*/; do
  [ -f "$dir/set.json" ] || continue
  expect_rc "check-cards $(basename "$(dirname "$dir")")/$(basename "$dir")" 0 "$bin" check-cards "$dir"
done
cp -r "$src/cards/queens-court/classic" "$tmp/qc"
python3 - "$tmp/qc/set.json" <<'PY'
import json,sys
p=sys.argv[1]; s=json.load(open(p))
s["cards"][0]["mystery"]=1          # unknown field
s["cards"].append(dict(s["cards"][1]))  # duplicate id
json.dump(s,open(p,"w"))
PY
expect_rc "check-cards on a broken set exits 1" 1 "$bin" check-cards "$tmp/qc"
expect_text "unknown field reported" "$tmp/out" "mystery: unknown field"
expect_text "duplicate id reported" "$tmp/out" "duplicate id"
expect_text "problem count printed" "$tmp/out" "2 problems"
expect_rc "check-cards on a missing folder exits 1" 1 "$bin" check-cards "$tmp/nowhere"
finish
