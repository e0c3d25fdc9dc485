#!/usr/bin/env bash
# `crowntable print`: bad options refused with a clear message (exit 2), a bad
# folder named (exit 1); a deck with copies gives the right card and page
# counts in the PDF (pdfinfo) and in --png pages; Blood Wars and Queen by
# Midnight print at 63 x 88 mm.
# usage: cli_print.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"
set_dir="$src/tests/data/playtest-qb"

expect_rc "print --help" 0 "$bin" print --help
expect_text "print --help shows usage" "$tmp/out" "usage: crowntable print DIR"
expect_rc "print without a folder exits 2" 2 "$bin" print --out "$tmp/a.pdf"
expect_text "missing folder explained" "$tmp/err" "give the set folder"
expect_rc "print without an output exits 2" 2 "$bin" print "$set_dir"
expect_text "missing output explained" "$tmp/err" "--out FILE.pdf and/or --png DIR"
expect_rc "print --paper a3 exits 2" 2 "$bin" print "$set_dir" --paper a3 --out "$tmp/a.pdf"
expect_text "bad paper named" "$tmp/err" "--paper: expected a4 or letter, got \"a3\""
expect_rc "print --bleed 9 exits 2" 2 "$bin" print "$set_dir" --bleed 9 --out "$tmp/a.pdf"
expect_text "bad bleed named" "$tmp/err" "--bleed: expected millimetres 0..6, got \"9\""
expect_rc "print --dpi 10 exits 2" 2 "$bin" print "$set_dir" --dpi 10 --out "$tmp/a.pdf"
expect_rc "print --copies 0 exits 2" 2 "$bin" print "$set_dir" --copies 0 --out "$tmp/a.pdf"
expect_rc "print --deck and --all exits 2" 2 "$bin" print "$set_dir" --deck plain --all --out "$tmp/a.pdf"
expect_rc "print --out without .pdf exits 2" 2 "$bin" print "$set_dir" --out "$tmp/a.txt"
expect_rc "print unknown option exits 2" 2 "$bin" print "$set_dir" --glossy --out "$tmp/a.pdf"
expect_text "unknown option named" "$tmp/err" "--glossy"
expect_rc "print unknown deck exits 1" 1 "$bin" print "$set_dir" --deck nope --out "$tmp/a.pdf"
expect_text "unknown deck named with the decks" "$tmp/err" "no deck \"nope\"; decks: plain titan"
expect_rc "print a folder without set.json exits 1" 1 "$bin" print "$tmp" --out "$tmp/a.pdf"
expect_text "missing set.json named" "$tmp/err" "set.json"
expect_rc "print to an unwritable place exits 1" 1 "$bin" print "$set_dir" --out /nonexistent-dir/a.pdf
expect_text "unwritable file named" "$tmp/err" "/nonexistent-dir/a.pdf"

# a deck of 15 with 2 copies: 30 cards, 9 a page, fronts and backs: 8 pages
expect_rc "print a deck with copies, backs, PDF and PNG" 0 "$bin" print "$set_dir" --deck titan --copies 2 --backs \
  --crop-marks --dpi 72 --out "$tmp/deck.pdf" --png "$tmp/pages"
expect_text "cards and pages reported" "$tmp/out" "30 card(s) on 8 page(s), A4, 3 x 3 cards of 63 x 88 mm"
pdfinfo "$tmp/deck.pdf" >"$tmp/info" 2>&1
expect_text "the PDF has 8 pages" "$tmp/info" "Pages:           8"
expect_text "the pages are A4 in points" "$tmp/info" "595.276 x 841.89 pts (A4)"
n=$(ls "$tmp/pages" | grep -c '^page-00[1-8]\.png$')
if [ "$n" = 8 ]; then ok "one PNG per page"; else bad "one PNG per page ($n)"; fi

# the newer games print at their layout's card_mm: a Blood Wars deck, the whole
# Queen by Midnight set (it has no decks); their counts are left to the games' own branches
expect_rc "print a Blood Wars deck" 0 "$bin" print "$src/cards/blood-wars/planar-war" --deck ashen-horde --dpi 72 \
  --out "$tmp/bw.pdf"
expect_text "Blood Wars: cards, pages, size" "$tmp/out" "A4, 3 x 3 cards of 63 x 88 mm"
expect_rc "print the Queen by Midnight set" 0 "$bin" print "$src/cards/queen-by-midnight/quarter-hour" --dpi 72 \
  --out "$tmp/qm.pdf"
expect_text "Queen by Midnight: cards, pages, size" "$tmp/out" "A4, 3 x 3 cards of 63 x 88 mm"
finish
