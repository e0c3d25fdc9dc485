#!/usr/bin/env bash
# `crowntable print`: bad options refused with a clear message (exit 2), a bad
# folder named (exit 1); a deck with copies gives the right card and page
# counts in the PDF (pdfinfo) and in --png pages; Blood Wars and Queen by
# Midnight print at 63 x 88 mm; --cards-png writes one 815 x 1110 picture per
# Queen's Blood card at 300 dpi and 3 mm bleed; --as-played prints Queen's
# Court's 54 cards; --paper card pages carry a TrimBox; crop marks that would
# come within 4 mm of the edge make the grid smaller, with a note.
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
expect_text "missing output explained" "$tmp/err" "--out FILE.pdf, --png DIR and/or --cards-png DIR"
expect_rc "print --paper a3 exits 2" 2 "$bin" print "$set_dir" --paper a3 --out "$tmp/a.pdf"
expect_text "bad paper named" "$tmp/err" "--paper: expected a4, letter or card, got \"a3\""
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

# a deck of 15 with 2 copies: 30 cards; crop marks 4 mm off A4's edge leave
# room for 2 x 3 a page: fronts and backs, 10 pages
expect_rc "print a deck with copies, backs, PDF and PNG" 0 "$bin" print "$set_dir" --deck titan --copies 2 --backs \
  --crop-marks --dpi 72 --out "$tmp/deck.pdf" --png "$tmp/pages"
expect_text "cards and pages reported" "$tmp/out" "30 card(s) on 10 page(s), A4, 2 x 3 cards of 63 x 88 mm"
expect_text "the smaller grid explained" "$tmp/out" "note: crop marks 4 mm from the paper's edge leave room for 2 x 3 cards a page (3 x 3 without)"
pdfinfo "$tmp/deck.pdf" >"$tmp/info" 2>&1
expect_text "the PDF has 10 pages" "$tmp/info" "Pages:           10"
expect_text "the pages are A4 in points" "$tmp/info" "595.276 x 841.89 pts (A4)"
n=$(ls "$tmp/pages" | grep -c '^page-0[01][0-9]\.png$')
if [ "$n" = 10 ]; then ok "one PNG per page"; else bad "one PNG per page ($n)"; fi

# one picture per card: 63 x 88 mm plus 3 mm bleed at 300 dpi is 815 x 1110 px
expect_rc "print --cards-png" 0 "$bin" print "$set_dir" --cards-png "$tmp/cards" --bleed 3 --dpi 300
expect_text "card pictures reported" "$tmp/out" "9 card picture(s) of 815 x 1110 px"
n=$(ls "$tmp/cards" | grep -c '\.png$')
if [ "$n" = 9 ]; then ok "nine card pictures"; else bad "nine card pictures ($n)"; fi
sizes=$(python3 -c 'import struct,sys
for f in sys.argv[1:]:
    d=open(f,"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$tmp"/cards/*.png | sort -u)
if [ "$sizes" = 815x1110 ]; then ok "every card picture 815 x 1110"; else bad "card picture sizes: $sizes"; fi

# Queen's Court as the game plays it: 54 cards from its 12 kinds
expect_rc "print Queen's Court --as-played" 0 "$bin" print "$src/cards/queens-court/classic" --as-played --dpi 72 \
  --out "$tmp/qc.pdf" --cards-png "$tmp/qc"
expect_text "Queen's Court: 54 cards" "$tmp/out" "54 card(s) on 6 page(s)"
n=$(ls "$tmp/qc" | grep -c '\.png$')
if [ "$n" = 54 ]; then ok "54 Queen's Court card pictures"; else bad "54 Queen's Court card pictures ($n)"; fi

# a page of one card: TrimBox on the cut, BleedBox 3 mm (8.5 pt) round it
expect_rc "print --paper card" 0 "$bin" print "$set_dir" --paper card --bleed 3 --dpi 72 --out "$tmp/card.pdf"
expect_text "card-size pages reported" "$tmp/out" "9 card(s) on 9 page(s), card-size pages"
pdfinfo -box "$tmp/card.pdf" >"$tmp/info" 2>&1
expect_text "card page TrimBox" "$tmp/info" "TrimBox:             8.00     9.00   187.00   258.00"
expect_text "card page BleedBox" "$tmp/info" "BleedBox:            0.00     0.00   196.00   266.00"
expect_rc "print --paper card --crop-marks exits 1" 1 "$bin" print "$set_dir" --paper card --crop-marks --out "$tmp/c.pdf"
expect_text "no room for marks explained" "$tmp/err" "a card-size page has no margin for them"

# the newer games print at their layout's card_mm: a Blood Wars deck, the whole
# Queen by Midnight set (it has no decks); their counts are left to the games' own branches
expect_rc "print a Blood Wars deck" 0 "$bin" print "$src/cards/blood-wars/planar-war" --deck ashen-horde --dpi 72 \
  --out "$tmp/bw.pdf"
expect_text "Blood Wars: cards, pages, size" "$tmp/out" "A4, 3 x 3 cards of 63 x 88 mm"
expect_rc "print the Queen by Midnight set" 0 "$bin" print "$src/cards/queen-by-midnight/quarter-hour" --dpi 72 \
  --out "$tmp/qm.pdf"
expect_text "Queen by Midnight: cards, pages, size" "$tmp/out" "A4, 3 x 3 cards of 63 x 88 mm"
finish
