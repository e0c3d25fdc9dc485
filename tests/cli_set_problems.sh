#!/usr/bin/env bash
# Every problem of a set and of a deck in one pass (check-cards): a card that
# fails to load does not hide the set's composition problems (each game's
# whole-set checks run over the cards that loaded, and say when what they miss
# may be a card that failed), and a deck breaking several rules names them all.
# usage: cli_set_problems.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

edit() { # DIR PYTHON: runs PYTHON with s = DIR/set.json's JSON, writes it back
  python3 - "$1" "$2" <<'PY'
import json, sys
d, code = sys.argv[1], sys.argv[2]
s = json.load(open(d + "/set.json"))
exec(code)
json.dump(s, open(d + "/set.json", "w"), indent=1)
PY
}

# Queen's Court: a rank error and an unrelated composition error, both at once
"$bin" new-set --game queens-court "$tmp/qc" >/dev/null
edit "$tmp/qc" '
s["cards"][6]["rank"] = 11      # noble-7 fails to load
s["cards"][10]["copies"] = 4    # the Queen: 4 copies, the deck needs 5'
expect_rc "queens-court set with two problems fails" 1 "$bin" check-cards "$tmp/qc"
expect_text "the rank error" "$tmp/out" "rank: expected an integer 1..10, got 11"
expect_text "the composition error in the same pass" "$tmp/out" 'cards[10] "queen": copies: expected 5'
grep -q "missing a card for rank 7" "$tmp/out" && bad "the rank that failed is not called missing" \
  || ok "the rank that failed is not called missing"
# two ranks gone and one card failed: the ranks missing are told, hedged
edit "$tmp/qc" 'del s["cards"][3]                # noble-4 removed'
expect_rc "queens-court set missing a rank fails" 1 "$bin" check-cards "$tmp/qc"
expect_text "a missing rank may be the card that failed" "$tmp/out" \
  "missing a card for rank 4 (the 54-card deck needs 4) (or it is among the cards that did not load: see above)"

# Long Live the Queen: a card that fails and a copies error on another
"$bin" new-set --game long-live-the-queen "$tmp/ll" >/dev/null
edit "$tmp/ll" '
s["cards"][0]["initiative"] = "x"   # fails to load
s["cards"][1]["copies"] = 2   # loads (1..2), but the set needs 1'
expect_rc "long-live-the-queen set with two problems fails" 1 "$bin" check-cards "$tmp/ll"
expect_text "the whole-set copies check ran too" "$tmp/out" 'cards[1] "assassin": copies: expected 1, got 2'

# Queen by Midnight: a card that fails and a bazaar count off by another card's copies
"$bin" new-set --game queen-by-midnight "$tmp/qm" >/dev/null
edit "$tmp/qm" '
bz = [c for c in s["cards"] if c.get("source") == "afternoon"]
bz[0]["copies"] = bz[0].get("copies", 1) + 1
s["cards"][0]["buy"] = "x"'
expect_rc "queen-by-midnight set with two problems fails" 1 "$bin" check-cards "$tmp/qm"
expect_text "the bazaar count in the same pass" "$tmp/out" "the afternoon bazaar holds"

# Queen's Blood: a deck breaking three rules names the three
"$bin" new-set --game queens-blood "$tmp/qb" >/dev/null
python3 - "$tmp/qb" <<'PY'
import json, sys
d = sys.argv[1]
s = json.load(open(d + "/set.json"))
reg = [c["id"] for c in s["cards"] if c.get("rarity", "regular") == "regular"]
deck = json.load(open(d + "/decks/starter.json"))
deck["cards"] = [{"card": reg[0], "count": 3}, {"card": reg[1], "count": 4}, {"card": reg[2], "count": 1}]
json.dump(deck, open(d + "/decks/starter.json", "w"), indent=1)
open(d + "/ids", "w").write(reg[0] + " " + reg[1])
PY
read -r a b <"$tmp/qb/ids"
expect_rc "queens-blood deck with three problems fails" 1 "$bin" check-cards "$tmp/qb"
expect_text "first copy limit" "$tmp/out" "3 copies of \"$a\": at most 2 of a regular card"
expect_text "second copy limit" "$tmp/out" "4 copies of \"$b\": at most 2 of a regular card"
expect_text "and the size" "$tmp/out" "15 cards needed, 8 in the deck"

# Queen's Blood: a deck naming a card that is not in the set still has its copy limit checked
python3 - "$tmp/qb" <<'PY'
import json, sys
d = sys.argv[1]
deck = json.load(open(d + "/decks/starter.json"))
deck["cards"].append("no-such-card")
json.dump(deck, open(d + "/decks/starter.json", "w"), indent=1)
PY
expect_rc "queens-blood deck with an unknown card fails" 1 "$bin" check-cards "$tmp/qb"
expect_text "the unknown card" "$tmp/out" 'unknown card id "no-such-card"'
expect_text "the copy limit behind it" "$tmp/out" "3 copies of \"$a\": at most 2 of a regular card (counting the cards that resolved)"

# Blood Wars: a deck over the copy limit and off the construction chart names both
"$bin" new-set --game blood-wars "$tmp/bw" >/dev/null
python3 - "$tmp/bw" <<'PY'
import json, sys
d = sys.argv[1]
deck = json.load(open(d + "/decks/starter.json"))
s = json.load(open(d + "/set.json"))
warlords = {c["id"] for c in s["cards"] if c.get("type") == "warlord"}
for e in deck["cards"]:
    if e["card"] in warlords:
        e["count"] = 4; wid = e["card"]; break
json.dump(deck, open(d + "/decks/starter.json", "w"), indent=1)
open(d + "/ids", "w").write(wid)
PY
w=$(cat "$tmp/bw/ids")
expect_rc "blood-wars deck with two problems fails" 1 "$bin" check-cards "$tmp/bw"
expect_text "the copy limit" "$tmp/out" "4 copies of \"$w\": no more than 3 identical cards"
expect_text "and the chart row" "$tmp/out" "(deck construction chart)"
finish
