#!/usr/bin/env bash
# Files from someone else that could still hurt, through the commands:
# a picture bomb as a card's art (check-cards and print answer, naming the
# card, the file and the limit), FIFOs where a file is expected (refused at
# once: every command runs under a timeout), links out of the set, lax
# JSON, saves cut short.  usage: cli_hardening.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"
t() { timeout 120 "$@"; }

# --- a picture bomb: a 110 KB PNG that decodes to 30000x30000 pixels
cp -r "$src/cards/queens-blood/core" "$tmp/bomb"
python3 "$src/tests/data/hardening/mkpng.py" "$tmp/bomb/art/bomb.png" 30000 30000
sed -i '0,/"art\/gate-warden.svg"/s//"art\/bomb.png"/' "$tmp/bomb/set.json"
expect_rc "check-cards refuses a picture bomb" 1 t "$bin" check-cards "$tmp/bomb"
expect_text "the bomb's card, file and limit are named" "$tmp/out" \
  'cards[0] "gate-warden": art: '"$tmp"'/bomb/art/bomb.png: 30000x30000 pixels: a side is over the limit of 8192 pixels (picture side limit'
expect_rc "print draws the bomb's card without its art" 0 t "$bin" print "$tmp/bomb" --deck "$(ls "$tmp/bomb/decks" | head -1 | sed 's/.json$//')" --dpi 72 --jobs 1 --png "$tmp/pages"
expect_text "print says why" "$tmp/err" "warning: $tmp/bomb/set.json: cards[0] \"gate-warden\": art: $tmp/bomb/art/bomb.png: 30000x30000 pixels"

# --- FIFOs where a file is expected: refused at once (timeout 10: a hang fails)
for g in queens-blood queens-court long-live-the-queen queen-by-midnight blood-wars; do
  mkdir -p "$tmp/fifo-$g"; mkfifo "$tmp/fifo-$g/set.json"
  expect_rc "check-cards on a FIFO set.json ($g)" 1 timeout 10 "$bin" check-cards "$tmp/fifo-$g"
  expect_text "the FIFO is named ($g)" "$tmp/out" "$tmp/fifo-$g/set.json: is a FIFO (named pipe); expected a regular file"
  expect_rc "check-cards --game on a FIFO set.json ($g)" 1 timeout 10 "$bin" check-cards "$tmp/fifo-$g" --game "$g"
  expect_text "the FIFO is named by the loader ($g)" "$tmp/out" "set.json: is a FIFO (named pipe)"
done
mkfifo "$tmp/pos.json"
expect_rc "state --load of a FIFO" 1 timeout 10 "$bin" state --game queens-court --load "$tmp/pos.json"
expect_text "state names the FIFO" "$tmp/err" "pos.json: is a FIFO (named pipe); expected a regular file"
expect_rc "print of a set whose set.json is a FIFO" 1 timeout 10 "$bin" print "$tmp/fifo-queens-blood" --out "$tmp/x.pdf"
expect_text "print names the FIFO" "$tmp/err" "set.json: is a FIFO (named pipe)"

# --- links out of the set: refused unread, never quoted
cp -r "$src/cards/queens-blood/core" "$tmp/links"
ln -s /etc/passwd "$tmp/links/decks/evil.json"
expect_rc "check-cards refuses a deck linked out of the set" 1 "$bin" check-cards "$tmp/links"
expect_text "the link is named" "$tmp/out" "decks/evil.json: a link that leads outside the set folder"
if grep -q "root:" "$tmp/out"; then bad "the outside file is not quoted"; else ok "the outside file is not quoted"; fi
rm "$tmp/links/decks/evil.json"; mv "$tmp/links/set.json" "$tmp/outside.json"; ln -s /proc/self/status "$tmp/links/set.json"
expect_rc "check-cards refuses set.json linked out of the set" 1 "$bin" check-cards "$tmp/links"
expect_text "the set.json link is named" "$tmp/out" "set.json: a link that leads outside the set folder"
if grep -q "Name:" "$tmp/out"; then bad "/proc/self/status is not quoted"; else ok "/proc/self/status is not quoted"; fi
expect_rc "print refuses set.json linked out of the set" 1 "$bin" print "$tmp/links" --out "$tmp/x.pdf"
expect_text "print names the link" "$tmp/err" "set.json: a link that leads outside the set folder"

# --- JSON too lax: a second "cards" key, a duplicate "id"
cp -r "$src/cards/queens-blood/core" "$tmp/dup"
python3 - "$tmp/dup/set.json" <<'PY'
import sys
p=sys.argv[1]; s=open(p).read(); i=s.index('"cards"')
open(p,'w').write(s[:i]+'"cards": [],\n  '+s[i:])
PY
expect_rc "check-cards refuses a duplicate \"cards\" key" 1 "$bin" check-cards "$tmp/dup"
expect_text "the duplicate key is named" "$tmp/out" 'duplicate key "cards"'

# --- replay: a save cut short after its moves restores all of them
save="$src/tests/data/hardening/save-8-moves.json"
expect_rc "replay of a whole save" 0 "$bin" replay "$save"
expect_text "replay says the whole save replayed" "$tmp/out" "restored 8 moves: the whole save"
n=$(wc -c <"$save")
head -c $((n - 40)) "$save" >"$tmp/cut.json"
expect_rc "replay of a save cut after its moves" 1 "$bin" replay "$tmp/cut.json"
expect_text "all 8 moves restored" "$tmp/out" "restored 8 moves; the rest was damaged: $tmp/cut.json: the file is cut short or damaged at line"
head -c 300 "$save" >"$tmp/cut2.json"
expect_rc "replay of a save cut in its moves" 1 "$bin" replay "$tmp/cut2.json"
expect_text "the moves before the cut restored" "$tmp/out" "restored 6 moves; the rest was damaged"
expect_rc "replay --to --dump" 0 "$bin" replay "$save" --to 3 --dump
expect_text "replay stops where asked" "$tmp/err" "stopped after move 3 of 8"
expect_text "replay dumps the state" "$tmp/out" '"phase"'
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$tmp/out" && ok "replay --dump prints the position alone" || bad "replay --dump prints the position alone"
game=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['game'])" "$save")
cp "$tmp/out" "$tmp/replayed.json"
expect_rc "a dumped position loads in analyse" 0 "$bin" analyse --game "$game" --load "$tmp/replayed.json" --ai greedy
expect_rc "replay --help" 0 "$bin" replay --help
expect_rc "replay without a file" 2 "$bin" replay
mkfifo "$tmp/save-fifo.json"
expect_rc "replay of a FIFO" 1 timeout 10 "$bin" replay "$tmp/save-fifo.json"
expect_text "replay names the FIFO" "$tmp/err" "is a FIFO (named pipe)"

finish
