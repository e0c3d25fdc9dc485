#!/usr/bin/env bash
# Designer's set folders: `sets --cards` finds a set wherever its set.json
# stands (the folder, one level down, a folder named after its game) and says
# what it skipped; `new-set` makes missing parent folders; decks name a card
# that failed to load as such, every problem of a deck is shown, and a
# duplicate card id names both places.
# usage: cli_sets.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

expect_rc "sets --help" 0 "$bin" sets --help
# new-set into a folder whose parents do not exist
expect_rc "new-set makes missing parents" 0 "$bin" new-set --game queens-blood "$tmp/a/b/queens-blood"
[ -f "$tmp/a/b/queens-blood/set.json" ] && ok "set written under new parents" || bad "set written under new parents"

# a set in a folder named after its game (as `new-set --game queens-blood DIR/queens-blood` makes)
expect_rc "sets finds a set in a game-named folder" 0 "$bin" sets --cards "$tmp/a/b" --game queens-blood
expect_text "game-named set listed" "$tmp/out" "$tmp/a/b/queens-blood"
expect_text "its name shown" "$tmp/out" "My Queen's Blood set"
grep -qE "/(art|decks)$" "$tmp/out" && bad "no false sets art/decks" || ok "no false sets art/decks"
grep -q "missing file" "$tmp/out" && bad "no missing-file problem" || ok "no missing-file problem"

# sets under a game-named folder, one set one level down, and a skipped folder
"$bin" new-set --game queens-court "$tmp/tree/queens-court/mine" >/dev/null
"$bin" new-set --game queens-blood "$tmp/tree/loose" >/dev/null
mkdir -p "$tmp/tree/notes"
expect_rc "sets over a mixed tree" 0 "$bin" sets --cards "$tmp/tree"
expect_text "set under a game folder" "$tmp/out" "$tmp/tree/queens-court/mine"
expect_text "set one level down" "$tmp/out" "$tmp/tree/loose"
expect_text "skipped folder named with the reason" "$tmp/out" "tree/notes: skipped: no set.json"
expect_text "shipped sets listed too" "$tmp/out" "cards/queens-blood/core"

# a card that fails to load: its decks say so, and every deck problem is shown
set_=$tmp/broken
"$bin" new-set --game queens-blood "$set_" >/dev/null
python3 - "$set_" <<'PY'
import json, sys
d = sys.argv[1]
s = json.load(open(d + "/set.json"))
s["cards"][0]["power"] = 120                       # gate-warden fails to load
s["cards"].append(dict(s["cards"][2]))             # road-scout twice
deck = json.load(open(d + "/decks/starter.json"))
deck["cards"].append({"card": "no-such-card", "count": 1})
json.dump(s, open(d + "/set.json", "w"), indent=1)
json.dump(deck, open(d + "/decks/starter.json", "w"), indent=1)
PY
expect_rc "broken set fails check-cards" 1 "$bin" check-cards "$set_"
expect_text "a card that did not load is named as such" "$tmp/out" "uses gate-warden, which did not load: see above"
grep -q 'unknown card id "gate-warden"' "$tmp/out" && bad "not called not in this set" || ok "not called not in this set"
expect_text "the deck's next problem shown too" "$tmp/out" 'unknown card id "no-such-card"'
expect_text "duplicate id names both places" "$tmp/out" 'duplicate id "road-scout": cards[2] and cards[12]'
expect_rc "sets lists the broken set with its problems" 1 "$bin" sets --cards "$set_" --game queens-blood
expect_text "problems under the set" "$tmp/out" "which did not load"

# malformed JSON: the snippet without doubled quotes, the likely cause, the card it is in
"$bin" new-set --game queens-blood "$tmp/comma" >/dev/null
python3 - "$tmp/comma/set.json" <<'PY'
import sys
p = sys.argv[1]; lines = open(p).read().split("\n")
i = next(k for k, l in enumerate(lines) if '"power"' in l and k > 30)
lines[i] = lines[i].rstrip(",")  # the comma after "power" forgotten
open(p, "w").write("\n".join(lines))
print(i + 1, file=open(sys.argv[1] + ".line", "w"))
PY
line=$(cat "$tmp/comma/set.json.line")
expect_rc "missing comma fails check-cards" 1 "$bin" check-cards "$tmp/comma"
expect_text "likely cause named" "$tmp/out" "missing comma after line $line?"
grep -q 'near ""' "$tmp/out" && bad "no doubled quotes in the snippet" || ok "no doubled quotes in the snippet"
expect_text "the card it is in" "$tmp/out" '; in the card "'
finish
