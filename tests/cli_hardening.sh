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

finish
