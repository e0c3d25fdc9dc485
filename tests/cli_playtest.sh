#!/usr/bin/env bash
# `crowntable playtest`: bad usage refused; on a tiny Queen's Blood set with one
# deliberately overpowered card (tests/data/playtest-qb) the card is flagged;
# the numbers in REPORT.json add up; the same seed gives byte-identical JSON
# with 1 and 2 jobs; REPORT.html is well formed, self-contained and names
# every card; Ctrl+C writes the report of the games finished so far; the other
# games (no decks) report their cards too, Blood Wars its decks. Cards are
# judged only where their interval parts from the average card's, tied decks are
# not ranked, only the figures a game has are shown, and the AI is named with a
# warning where it seldom played a card it could play.
# usage: cli_playtest.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"
set_dir="$src/tests/data/playtest-qb"

expect_rc "playtest --help" 0 "$bin" playtest --help
expect_text "playtest --help shows usage" "$tmp/out" "usage: crowntable playtest"
expect_rc "playtest without --game exits 2" 2 "$bin" playtest --out "$tmp/x"
expect_text "missing --game explained" "$tmp/err" "--game is required"
expect_rc "playtest without --out exits 2" 2 "$bin" playtest --game queens-blood
expect_text "missing --out explained" "$tmp/err" "--out REPORT is required"
expect_rc "playtest unknown deck exits 2" 2 "$bin" playtest --game queens-blood --set "$set_dir" --decks plain,nope --out "$tmp/x"
expect_text "unknown deck named with the decks" "$tmp/err" "no deck \"nope\"; decks: plain titan"
expect_rc "playtest --decks and --all-decks exits 2" 2 "$bin" playtest --game queens-blood --decks plain --all-decks --out "$tmp/x"
expect_rc "playtest bad --games exits 2" 2 "$bin" playtest --game queens-blood --games 0 --out "$tmp/x"
expect_rc "playtest decks for a game without decks exits 2" 2 "$bin" playtest --game queens-court --decks a --out "$tmp/x"

# The overpowered card is flagged, in words
expect_rc "playtest runs" 0 "$bin" playtest --game queens-blood --set "$set_dir" --players ismcts:easy,ismcts:easy --games 40 --jobs 2 --seed 7 --out "$tmp/op"
expect_text "progress bar on stderr" "$tmp/err" "40/40 games"
python3 - "$tmp/op.json" <<'PY' && ok "overpowered card flagged, numbers add up" || bad "overpowered card flagged, numbers add up"
import json, sys
r = json.load(open(sys.argv[1]))
cards = {c["id"]: c for c in r["cards"]}
t = cards["titan-of-test"]
assert t["flag"] == "too strong", t
assert "Look at this" in t["note"] and "too strong" in t["note"], t["note"]
assert r["summary"]["strongest_cards"][0] == "titan-of-test", r["summary"]
# the largest difference of all, and no card of the plain deck alone looks strong
assert all(t["win_difference"] >= c["win_difference"] for c in r["cards"]), t
assert cards["iron-ram"]["flag"] != "too strong", cards["iron-ram"]
g = r["games"]
assert g == r["games_planned"] == 40 and r["complete"]
assert sum(m["games"] for m in r["matchups"]) == 2 * g      # each game seen from both decks
assert sum(d["games"] for d in r["decks"]) == 2 * g
for x in r["decks"] + r["matchups"] + [r["first_player"]]:
    assert x["wins"] + x["draws"] + x["losses"] == x["games"], x
assert r["first_player"]["games"] <= g
for c in r["cards"]:
    assert c["played"] <= c["drawn"], c                       # a card is drawn before it is played
    assert c["games_played"] <= c["games_drawn"] <= c["games_in_deck"] <= 2 * g, c
    assert c["win_when_played"]["games"] == c["games_played"]
    assert c["games_played"] + c["win_when_not_played"]["games"] == 2 * g, c
    w = c["win_when_played"]
    if w["games"]:
        assert w["low"] <= w["rate"] <= w["high"], w
PY
# Honest figures: ranked and flagged only where the intervals part; the rest
# says how many more games would settle it; the AI is named; a card the AI
# could play but seldom did is told apart
python3 - "$tmp/op.json" <<'PY' && ok "cards judged by their intervals, AI named, seldom played when legal" || bad "cards judged by their intervals, AI named, seldom played when legal"
import json, sys
r = json.load(open(sys.argv[1]))
avg = r["average_card"]
assert avg["low"] <= r["win_when_played_average"] <= avg["high"], avg
assert r["ai"].startswith("ismcts:easy (ISMCTS, 200 iterations a move"), r["ai"]
cards = {c["id"]: c for c in r["cards"]}
for c in r["cards"]:
    w = c["win_when_played"]
    clear = c["games_played"] >= 8 and (w["low"] > avg["high"] or w["high"] < avg["low"])
    assert (c["flag"] in ("too strong", "too weak")) == clear, c
    if c["flag"] == "" and "games_to_settle" in c:
        assert c["note"].startswith("Not enough games: about %d more would settle" % c["games_to_settle"]), c["note"]
    if not clear and c["flag"] == "":
        assert "Not enough games" in c["note"] or "No difference" in c["note"] or "Never played" in c["note"], c
    seldom = c["games_legal"] >= 8 and c["games_played"] * 4 < c["games_legal"]
    assert c["seldom_played_when_legal"] == seldom, c
    assert c["games_played"] <= c["games_legal"] or c["legal"] == 0, c
# the summary ranks only cleared cards: a large raw difference from few games is not "strongest"
for k, flag in (("strongest_cards", "too strong"), ("weakest_cards", "too weak")):
    assert all(cards[i]["flag"] == flag for i in r["summary"][k]), (k, r["summary"])
assert all(cards[i]["flag"] not in ("too strong", "too weak") and cards[i]["games_to_settle"] > 0
           for i in r["summary"]["closest_to_settling"])
seldom = [c for c in r["cards"] if c["seldom_played_when_legal"]]
assert seldom and r["summary"]["seldom_played_when_legal"] == len(seldom)
for c in seldom:
    if c["flag"] == "seldom played":
        assert "%d decisions in %d games" % (c["legal"], c["games_legal"]) in c["note"] and "ismcts:easy" in c["note"], c
PY
grep -q "Could play (decisions, games)" "$tmp/op.html" && grep -q "The AI seldom played" "$tmp/op.html" \
  && ok "HTML shows legal against played and the AI warning" || bad "HTML shows legal against played and the AI warning"

# Two decks that tie: neither is named strongest or weakest
python3 - "$tmp/op.json" "$tmp/tie.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
raw = r["raw"]
a, b = raw["decks"]
tied = [x + y for x, y in zip(a, b)]
raw["decks"] = [tied, tied]
r["shard"] = "1/1"
json.dump(r, open(sys.argv[2], "w"))
PY
expect_rc "playtest-merge of a tie" 0 "$bin" playtest-merge "$tmp/tie.json" --set "$set_dir" --out "$tmp/tied"
python3 - "$tmp/tied.json" <<'PY' && ok "tied decks: not named strongest and weakest" || bad "tied decks: not named strongest and weakest"
import json, sys
s = json.load(open(sys.argv[1]))["summary"]
assert "strongest_deck" not in s and "weakest_deck" not in s, s
PY
grep -q "Strongest deck" "$tmp/tied.html" && bad "tied decks: the page names no strongest deck" || ok "tied decks: the page names no strongest deck"

# Only figures the game has: cards in no chosen deck get no rows; a final power for Queen's Blood
expect_rc "playtest two shipped decks" 0 "$bin" playtest --game queens-blood --decks castle-watch,pyre-vigil \
  --players greedy,greedy --games 2 --out "$tmp/two"
python3 - "$tmp/two.json" <<'PY' && ok "cards in no deck listed apart, without figures" || bad "cards in no deck listed apart, without figures"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["cards_in_no_deck"], "the other decks' cards"
assert all(c["games_in_deck"] > 0 for c in r["cards"])
assert not set(r["cards_in_no_deck"]) & {c["id"] for c in r["cards"]}
assert r["final_figure"] == "power" and any("mean_final" in c for c in r["cards"])
PY
python3 "$src/tests/check_report_html.py" "$tmp/two.html" "$src/cards/queens-blood/core/set.json" >"$tmp/html2" 2>&1 \
  && ok "HTML still names every card (those in no deck in one line)" || { bad "HTML names every card"; cat "$tmp/html2"; }
grep -q "Mean final power" "$tmp/two.html" && ok "Queen's Blood: mean final power column" || bad "Queen's Blood: mean final power column"

# The playtest level is the default players (a Queen's Court game: a short one)
"$bin" playtest --game queens-court --games 1 --out "$tmp/default" 2>/dev/null
python3 -c "import json,sys; r=json.load(open(sys.argv[1])); assert r['players'] == 'ismcts:playtest,ismcts:playtest' and r['ai'].startswith('ismcts:playtest (ISMCTS, 400 iterations'), r['ai']" "$tmp/default.json" \
  && ok "playtest's default AI is the playtest level, named in the report" || bad "playtest's default AI is the playtest level, named in the report"

# The playtest level is offered, and a report names it with its budget
"$bin" playtest --game queens-blood --set "$set_dir" --players ismcts:playtest,greedy --games 1 --out "$tmp/lvl" 2>/dev/null
python3 -c "import json,sys; a=json.load(open(sys.argv[1]))['ai']; assert a.startswith('ismcts:playtest (ISMCTS, 400 iterations a move, heuristic rollouts) against greedy'), a" "$tmp/lvl.json" \
  && ok "the report names the AI and its level" || bad "the report names the AI and its level"

python3 "$src/tests/check_report_html.py" "$tmp/op.html" "$set_dir/set.json" >"$tmp/html" 2>&1 \
  && ok "HTML well formed, self-contained, names every card" || { bad "HTML check"; cat "$tmp/html"; }

# Same seed, 1 and 2 jobs: byte-identical JSON
"$bin" playtest --game queens-blood --set "$set_dir" --players ismcts:easy,ismcts:easy --games 6 --jobs 1 --seed 3 --out "$tmp/j1" 2>/dev/null
"$bin" playtest --game queens-blood --set "$set_dir" --players ismcts:easy,ismcts:easy --games 6 --jobs 2 --seed 3 --out "$tmp/j2" 2>/dev/null
if cmp -s "$tmp/j1.json" "$tmp/j2.json" && [ -s "$tmp/j1.json" ]; then ok "same seed, 1 and 2 jobs: same JSON"; else bad "same seed, 1 and 2 jobs: same JSON"; fi
"$bin" playtest --game queens-blood --set "$set_dir" --players ismcts:easy,ismcts:easy --games 6 --jobs 2 --seed 4 --out "$tmp/j3" 2>/dev/null
if ! cmp -s "$tmp/j1.json" "$tmp/j3.json"; then ok "another seed, another report"; else bad "another seed, another report"; fi

# Ctrl+C: the games finished so far are reported (stderr is a log, not a
# terminal: a progress line per tenth of the games, so 20 games in)
"$bin" playtest --game queens-blood --set "$set_dir" --players ismcts:easy,ismcts:easy --games 200 --jobs 1 --out "$tmp/int" 2>"$tmp/int.err" &
pid=$!
for _ in $(seq 1 120); do grep -q " [1-9][0-9]*/200 games" "$tmp/int.err" 2>/dev/null && break; sleep 0.5; done
kill -INT $pid; wait $pid; rc=$?
if [ "$rc" = 130 ] && grep -q "Interrupted" "$tmp/int.err"; then ok "Ctrl+C stops with 130"; else bad "Ctrl+C stops with 130 (exit $rc)"; cat "$tmp/int.err"; fi
python3 - "$tmp/int.json" <<'PY' && ok "Ctrl+C wrote the report so far" || bad "Ctrl+C wrote the report so far"
import json, sys
r = json.load(open(sys.argv[1]))
assert not r["complete"] and 0 < r["games"] < r["games_planned"] == 200, (r["games"], r["complete"])
assert sum(d["games"] for d in r["decks"]) == 2 * r["games"]
PY

# Games without decks: the whole set plays, every card is reported
for g in queens-court long-live-the-queen queen-by-midnight; do
  expect_rc "playtest $g" 0 "$bin" playtest --game "$g" --players greedy,greedy --games 6 --out "$tmp/$g"
  python3 - "$tmp/$g.json" <<'PY' && ok "$g cards drawn and played" || bad "$g cards drawn and played"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["games"] == 6 and len(r["decks"]) == 1
assert sum(c["drawn"] for c in r["cards"]) > 0 and sum(c["played"] for c in r["cards"]) > 0
for c in r["cards"]:
    assert c["games_played"] <= c["games_drawn"] or c["drawn"] == 0, c
PY
done

# Blood Wars' decks: one pairing, the numbers add up, cards are slain, battlefields
# won report their VP (random players: they challenge, and take a few milliseconds)
expect_rc "playtest blood-wars decks" 0 "$bin" playtest --game blood-wars --decks ashen-horde,dawn-vanguard \
  --players random,random --games 4 --seed 3 --out "$tmp/bw"
python3 - "$tmp/bw.json" <<'PY' && ok "blood-wars matchup and cards" || bad "blood-wars matchup and cards"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["games"] == 4 and [d["id"] for d in r["decks"]] == ["ashen-horde", "dawn-vanguard"], r["decks"]
assert sum(m["games"] for m in r["matchups"]) == 2 * r["games"]
for c in r["cards"]:
    assert c["played"] <= c["drawn"] and c["games_played"] <= c["games_drawn"], c
assert sum(c["played"] for c in r["cards"]) > 0 and any(c.get("destroyed") for c in r["cards"])
assert "final_figure" not in r and not any(k.startswith("mean_final") for c in r["cards"] for k in c), "no final power"
PY
grep -q "Mean final" "$tmp/bw.html" && bad "Blood Wars: no mean final power column" || ok "Blood Wars: no mean final power column"
finish
