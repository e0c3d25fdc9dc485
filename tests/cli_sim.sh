#!/usr/bin/env bash
# `crowntable sim` and `bench`: bad usage exits 2 with a message; sim counts
# add up (every game has a winner or is a draw, every agent plays every seat
# equally often; a shared win counts for each winner); results are the same for --jobs 1 and --jobs 2; the same
# seed gives the same results; --json is JSON.
# usage: cli_sim.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

expect_rc "sim --help" 0 "$bin" sim --help
expect_text "sim --help shows usage" "$tmp/out" "usage: crowntable sim"
expect_rc "sim without --game exits 2" 2 "$bin" sim
expect_text "missing --game explained" "$tmp/err" "--game is required"
expect_rc "sim unknown flag exits 2" 2 "$bin" sim --game queens-court --frobnicate
expect_text "unknown flag named" "$tmp/err" "--frobnicate"
expect_rc "sim bad --games exits 2" 2 "$bin" sim --game queens-court --games lots
expect_text "bad --games explained" "$tmp/err" "got \"lots\""
expect_rc "sim flag without value exits 2" 2 "$bin" sim --game queens-court --seed
expect_rc "sim unknown AI exits 2" 2 "$bin" sim --game queens-court --players ismcts:godlike,random
expect_text "unknown AI named" "$tmp/err" "ismcts:godlike"
expect_rc "sim unknown game exits 2" 2 "$bin" sim --game chess
expect_rc "sim too many seats exits 2" 2 "$bin" sim --game queens-court --players random,random,random,random,random,random
expect_rc "sim players/setup mismatch exits 2" 2 "$bin" sim --game queens-court --players random,random --setup "players=3"
expect_rc "sim bad setup exits 2" 2 "$bin" sim --game queens-court --players random,random --setup "colour=blue"
expect_rc "bench --help" 0 "$bin" bench --help
expect_rc "bench unknown argument exits 2" 2 "$bin" bench warp
expect_rc "bench unknown game exits 2" 2 "$bin" bench games --game chess

# A real run: counts add up, seats rotate.
args=(sim --game queens-court --players greedy,random,random --games 12 --seed 5 --json)
expect_rc "sim 3 players --json" 0 "$bin" "${args[@]}" --jobs 1
cp "$tmp/out" "$tmp/j1.json"
python3 - "$tmp/j1.json" <<'PY' && ok "sim JSON counts add up" || bad "sim JSON counts add up"
import json, sys
r = json.load(open(sys.argv[1]))
g = r["games"]
assert g == 12 and r["game"] == "queens-court", r
ag = r["agents"]
assert len(ag) == 3 and [a["spec"] for a in ag] == ["greedy", "random", "random"], ag
for a in ag:
    assert a["games"] == g, a                      # every agent in every game
    assert a["wins"] + a["draws"] + a["losses"] == g, a
seat_wins = sum(s["wins"] for s in r["seats"])
assert seat_wins + r["draws"] == g, r
assert sum(a["wins"] for a in ag) == seat_wins, r
assert abs(sum(a["mean_return"] for a in ag) - 1.0) < 1e-6, ag  # returns sum to 1 per game
assert r["mean_length"] > 0 and r["games_per_second"] > 0, r
PY
# Same results on two threads, and for a second run with the same seed.
strip() { python3 -c "
import json,sys
r=json.load(open(sys.argv[1]))
for k in ('seconds','games_per_second','jobs'): r.pop(k)
for a in r['agents']:
    a.pop('mean_decision_ms'); a.pop('max_decision_ms')
print(json.dumps(r, sort_keys=True))" "$1"; }
expect_rc "sim --jobs 2" 0 "$bin" "${args[@]}" --jobs 2
cp "$tmp/out" "$tmp/j2.json"
expect_rc "sim again" 0 "$bin" "${args[@]}" --jobs 1
cp "$tmp/out" "$tmp/j3.json"
[ "$(strip "$tmp/j1.json")" = "$(strip "$tmp/j2.json")" ] && ok "results independent of --jobs" || bad "results independent of --jobs"
[ "$(strip "$tmp/j1.json")" = "$(strip "$tmp/j3.json")" ] && ok "same seed, same results" || bad "same seed, same results"

# Shared wins (Queen by Midnight's Dual Queens, an Advisor with her queen):
# a win for every winner, so more wins than games, each agent's shared ones
# told; win points give a shared win 1/k, so they still add up to the games.
expect_rc "sim shared wins" 0 "$bin" sim --game queen-by-midnight --players random,random,random,random --games 200 --seed 3 --json
python3 - "$tmp/out" <<'PY' && ok "sim counts every winner of a shared win" || bad "sim counts every winner of a shared win"
import json, sys
r = json.load(open(sys.argv[1]))
g, ag = r["games"], r["agents"]
wins = sum(a["wins"] for a in ag)
assert wins > g, (wins, g)
assert all(0 < a["shared_wins"] <= a["wins"] for a in ag), ag
assert r["shared_games"] > 0 and sum(a["shared_wins"] for a in ag) >= 2 * r["shared_games"], r
assert sum(s["wins"] for s in r["seats"]) == wins and sum(s["shared_wins"] for s in r["seats"]) == sum(a["shared_wins"] for a in ag), r
assert abs(sum(a["win_points"] for a in ag) - (g - r["draws"])) < 1e-6, ag  # 1/k each: one win per game
for a in ag:
    assert a["wins"] + a["draws"] + a["losses"] == g, a
    assert a["win_points"] < a["wins"] and abs(a["score_rate"] - a["win_points"] / g) < 1e-9, a
PY
expect_rc "sim shared wins in words" 0 "$bin" sim --game queen-by-midnight --players random,random --games 40 --seed 3
expect_text "shared column" "$tmp/out" "shared"

# Text output and an ISMCTS seat (small budget so the test stays quick).
expect_rc "sim text output" 0 "$bin" sim --game queens-court --players "ismcts:easy/it=50,random" --games 4 --seed 2
expect_text "per-agent table" "$tmp/out" "ismcts:easy/it=50"
expect_text "games/s printed" "$tmp/out" "games/s"
expect_text "seat table" "$tmp/out" "seat 2"

finish
