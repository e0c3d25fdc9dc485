#!/usr/bin/env bash
# `new-set`: for every registered game the starter set it writes passes
# check-cards (with its deck for deck games and its one art file), loads as a
# user's set by name, and an existing folder is refused untouched.
# usage: cli_new_set.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

expect_rc "new-set --help" 0 "$bin" new-set --help
"$bin" games | awk '{print $1}' >"$tmp/games"
[ "$(wc -l <"$tmp/games")" -ge 5 ] && ok "games listed" || bad "games listed"
while read -r game; do
  dir="$tmp/sets/$game/first"
  mkdir -p "$tmp/sets/$game"
  expect_rc "new-set $game" 0 "$bin" new-set --game "$game" "$dir"
  expect_rc "new-set $game passes check-cards" 0 "$bin" check-cards "$dir"
  expect_text "new-set $game loads clean" "$tmp/out" "— OK"
  grep -q "with warnings" "$tmp/out" && bad "new-set $game has no warnings" || ok "new-set $game has no warnings"
  [ "$(find "$dir/art" -type f | wc -l)" = 1 ] && ok "new-set $game: one art file" || bad "new-set $game: one art file"
  if ls -d "$src/cards/$game"/*/decks >/dev/null 2>&1; then # a deck game
    grep -q ", 1 deck — OK" "$tmp/out" && ok "new-set $game: one deck, said in the singular" || bad "new-set $game: one deck, said in the singular"
  fi
  # the set is found by name in a --cards tree (state loads a game with it)
  expect_rc "new-set $game usable by name" 0 "$bin" state --game "$game" --set "$dir" --new "" --seed 1 --legal
done <"$tmp/games"

# refusals: an existing folder is never overwritten; usage errors exit 2
mkdir -p "$tmp/taken"; echo keep >"$tmp/taken/set.json"
expect_rc "new-set refuses an existing folder" 1 "$bin" new-set --game queens-blood "$tmp/taken"
expect_text "refusal names the folder" "$tmp/err" "taken: already exists; nothing was written"
grep -qx keep "$tmp/taken/set.json" && ok "existing folder untouched" || bad "existing folder untouched"
expect_rc "new-set without --game exits 2" 2 "$bin" new-set "$tmp/x"
expect_rc "new-set with an unknown game exits 2" 2 "$bin" new-set --game chess "$tmp/x"
expect_text "unknown game named" "$tmp/err" "unknown game \"chess\""
[ ! -e "$tmp/x" ] && ok "nothing written on bad usage" || bad "nothing written on bad usage"
finish
