#!/usr/bin/env bash
# Network play over the loopback: `serve` with two network seats and two
# `join --bot` players (random, and an AI the host advises: ismcts:easy,
# greedy) plays a Queen's Court and a Queen's Blood game to the end while a
# spectator watches; every process exits 0 and the host names a winner; a join
# with a wrong code exits 3 saying the code was refused and gets no game data.
# A host killed mid-game resumes from its autosave and the players rejoin.
# Every process is bounded by timeout.  usage: cli_net.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"
port=$((20000 + $$ % 20000))

for game in queens-court queens-blood; do
  port=$((port + 1))
  code="amber river fox"
  bot=greedy; [ "$game" = queens-court ] && bot=ismcts:easy
  timeout 120 "$bin" serve --game "$game" --players net,net --port "$port" --code "$code" --wait 60 \
    --spectators 1 >"$tmp/serve.out" 2>"$tmp/serve.err" &
  spid=$!
  sleep 0.3
  timeout 120 "$bin" join "127.0.0.1:$port" --code "amber river fox" --spectate >"$tmp/sp.out" 2>"$tmp/sp.err" &
  sp=$!
  sleep 0.3
  timeout 120 "$bin" join "127.0.0.1:$port" --code "Amber-River-Fox" --bot "$bot" --seed 1 \
    >"$tmp/j1.out" 2>"$tmp/j1.err" &
  j1=$!
  timeout 120 "$bin" join "127.0.0.1:$port" --code "amber-river-fox" --bot random --seed 2 \
    >"$tmp/j2.out" 2>"$tmp/j2.err"
  rc2=$?
  wait $j1; rc1=$?
  wait $sp; rcsp=$?
  wait $spid; rcs=$?
  [ "$rcsp" = 0 ] && ok "$game: the spectator exits 0" || { bad "$game: the spectator exits 0 (got $rcsp)"; cat "$tmp/sp.err"; }
  python3 - "$tmp/sp.out" <<'PY' && ok "$game: the spectator saw the result and has no seat" || bad "$game: the spectator's output"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["seat"] is None and len(r["games"]) == 1, r
PY
  [ "$rcs" = 0 ] && ok "$game: serve exits 0" || { bad "$game: serve exits 0 (got $rcs)"; cat "$tmp/serve.err"; }
  [ "$rc1" = 0 ] && [ "$rc2" = 0 ] && ok "$game: both joins exit 0" || { bad "$game: joins exit 0 ($rc1, $rc2)"; cat "$tmp/j1.err" "$tmp/j2.err"; }
  python3 - "$tmp/serve.out" <<'PY' && ok "$game: the host reports a winner" || bad "$game: the host reports a winner"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["games"] == 1 and r["refused_actions"] == 0, r
assert r["winner"] in (1, 2) or sum(r["mean_return"]) > 0, r
PY
  python3 - "$tmp/j1.out" "$tmp/j2.out" <<'PY' && ok "$game: each join prints its seat's result" || bad "$game: each join prints its seat's result"
import json, sys
seats = sorted(json.load(open(p))["seat"] for p in sys.argv[1:])
assert seats == [1, 2], seats
for p in sys.argv[1:]:
    g = json.load(open(p))["games"]
    assert len(g) == 1
    # the result in words names seats, never the module's "{p1}" placeholders
    assert "{p" not in g[0]["result"] and ("Seat " in g[0]["result"] or "draw" in g[0]["result"].lower()), g[0]["result"]
PY
done

# a wrong code: refused, exit 3, no game data printed
port=$((port + 1))
timeout 60 "$bin" serve --game queens-court --players net,net --port "$port" --code "amber river fox" --wait 5 \
  >"$tmp/serve.out" 2>"$tmp/serve.err" &
spid=$!
sleep 0.3
expect_rc "a wrong code exits 3" 3 timeout 60 "$bin" join "127.0.0.1:$port" --code "amber-river-wolf" --bot random
expect_text "the wrong code is said to be refused" "$tmp/err" "the join code was refused"
[ ! -s "$tmp/out" ] && ok "a refused join prints no game data" || bad "a refused join prints no game data"
wait $spid
expect_text "the host logs the refused code" "$tmp/serve.err" "wrong join code"
expect_rc "join --bot with an unknown AI exits 2" 2 "$bin" join 127.0.0.1:1 --code x --bot wizard
expect_text "the unknown AI is named" "$tmp/err" "wizard"

# the host is killed mid-game; `serve --load` resumes its autosave and the
# players, retrying, rejoin their seats and finish
port=$((port + 1))
timeout 120 "$bin" serve --game queens-court --players net,net --port "$port" --code "cedar owl" --games 2 \
  --autosave "$tmp/host.json" >"$tmp/serve.out" 2>"$tmp/serve.err" &
spid=$!
sleep 0.3
for i in 1 2; do
  timeout 120 "$bin" join "127.0.0.1:$port" --code "cedar owl" --bot ismcts:easy --seed $i --retry 30 \
    >"$tmp/r$i.out" 2>"$tmp/r$i.err" &
  eval "r$i=\$!"
done
for i in $(seq 1 100); do [ -s "$tmp/host.json" ] && break; sleep 0.1; done
sleep 1
kill -TERM $spid; wait $spid 2>/dev/null # timeout passes it on: the host dies without a word
[ -s "$tmp/host.json" ] && ok "the host autosaved" || bad "the host autosaved"
timeout 120 "$bin" serve --load "$tmp/host.json" --port "$port" --wait 60 >"$tmp/serve2.out" 2>"$tmp/serve2.err"
rcs=$?
wait $r1; rc1=$?
wait $r2; rc2=$?
[ "$rcs" = 0 ] && ok "the resumed host exits 0" || { bad "the resumed host exits 0 (got $rcs)"; cat "$tmp/serve2.err"; }
[ "$rc1" = 0 ] && [ "$rc2" = 0 ] && ok "both players rejoined and exit 0" || { bad "players exit 0 ($rc1, $rc2)"; cat "$tmp/r1.err" "$tmp/r2.err"; }
expect_text "the resumed host says where it resumed" "$tmp/serve2.err" "resumed game"
python3 - "$tmp/serve2.out" "$tmp/r1.out" "$tmp/r2.out" <<'PY' && ok "the resumed host finishes the games" || bad "the resumed host finishes the games"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["games"] == 2, r
assert sorted(json.load(open(p))["seat"] for p in sys.argv[2:]) == [1, 2]
PY

# the load bench on one table: it plays its game and prints the three figures
expect_rc "bench net on one table" 0 timeout 120 "$bin" bench net --tables 1 --games 1
expect_text "bench net plays its game" "$tmp/out" "1 of 1 games"
expect_text "bench net: messages per second" "$tmp/out" "per second)"
expect_text "bench net: host CPU per move" "$tmp/out" "host CPU per move"
expect_text "bench net: bytes per move per client" "$tmp/out" "bytes per move per client"

expect_rc "join --help" 0 "$bin" join --help
expect_rc "serve --help" 0 "$bin" serve --help
expect_rc "join without a port exits 2" 2 "$bin" join localhost --code x
finish
