#!/usr/bin/env bash
# Sharded playtests: `playtest --shard K/N` plays disjoint slices of one run,
# and `playtest-merge` adds the shards' reports up to the report of the whole
# run, figure for figure (JSON and HTML), for a deck game and a game without
# decks; a missing, doubled or foreign shard is refused.
# usage: cli_playtest_shard.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"
set_dir="$src/tests/data/playtest-qb"

expect_rc "playtest-merge --help" 0 "$bin" playtest-merge --help
expect_rc "bad --shard exits 2" 2 "$bin" playtest --game queens-blood --shard 3/2 --out "$tmp/x"
run() { # name game args...
  local name=$1; shift
  "$bin" playtest "$@" --out "$tmp/$name" >/dev/null 2>"$tmp/err.$name" || { bad "playtest $name"; cat "$tmp/err.$name"; }
}
for g in qb qc; do
  if [ $g = qb ]; then args=(--game queens-blood --set "$set_dir" --players greedy,random --games 6 --seed 3)
  else args=(--game queens-court --players greedy,random --games 5 --seed 3); fi
  run "$g-whole" "${args[@]}"
  run "$g-s1" "${args[@]}" --shard 1/2
  run "$g-s2" "${args[@]}" --shard 2/2
  set_arg=(); [ $g = qb ] && set_arg=(--set "$set_dir")
  expect_rc "$g: merge two shards" 0 "$bin" playtest-merge "$tmp/$g-s2.json" "$tmp/$g-s1.json" "${set_arg[@]}" --out "$tmp/$g-merged"
  python3 - "$tmp/$g-s1.json" "$tmp/$g-s2.json" "$tmp/$g-whole.json" <<'PY' && ok "$g: shards are disjoint slices" || bad "$g: shards are disjoint slices"
import json, sys
a, b, w = (json.load(open(p)) for p in sys.argv[1:])
assert a["games"] > 0 and b["games"] > 0 and a["games"] + b["games"] == w["games"], (a["games"], b["games"], w["games"])
PY
  cmp -s "$tmp/$g-whole.json" "$tmp/$g-merged.json" && ok "$g: merged JSON = one run's, figure for figure" \
    || { bad "$g: merged JSON = one run's"; diff "$tmp/$g-whole.json" "$tmp/$g-merged.json" | head -20; }
  cmp -s "$tmp/$g-whole.html" "$tmp/$g-merged.html" && ok "$g: merged HTML = one run's" || bad "$g: merged HTML = one run's"
done
expect_rc "a missing shard is refused" 1 "$bin" playtest-merge "$tmp/qb-s1.json" --set "$set_dir" --out "$tmp/m"
expect_text "the missing shard named" "$tmp/err" "shard 2/2 is missing"
expect_rc "a shard twice is refused" 1 "$bin" playtest-merge "$tmp/qb-s1.json" "$tmp/qb-s1.json" --set "$set_dir" --out "$tmp/m"
expect_text "the doubled shard named" "$tmp/err" "the same shard twice"
expect_rc "a whole run is not a shard" 1 "$bin" playtest-merge "$tmp/qb-whole.json" --set "$set_dir" --out "$tmp/m"
expect_rc "shards of another game are refused" 1 "$bin" playtest-merge "$tmp/qb-s1.json" "$tmp/qc-s2.json" --set "$set_dir" --out "$tmp/m"
finish
