#!/usr/bin/env bash
# `export-csv`: the shipped Queen's Blood set written as a spreadsheet and
# named by set.json ("cards_csv") is a set check-cards passes, with the same
# cards and decks; a bad cell is reported by row and column.
# usage: cli_export_csv.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

expect_rc "export-csv --help" 0 "$bin" export-csv --help
expect_rc "export-csv without a folder exits 2" 2 "$bin" export-csv
cp -r "$src/cards/queens-blood/core" "$tmp/sheet"
expect_rc "export-csv of the shipped set" 0 "$bin" export-csv "$tmp/sheet" --out "$tmp/sheet/cards.csv"
head -1 "$tmp/sheet/cards.csv" | grep -q "^id,name,text,art," && ok "header row of fields" || bad "header row of fields"
python3 - "$tmp/sheet/set.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1])); del s["cards"]; s["cards_csv"] = "cards.csv"
json.dump(s, open(sys.argv[1], "w"), indent=1)
PY
expect_rc "the spreadsheet set passes check-cards" 0 "$bin" check-cards "$tmp/sheet"
expect_text "same cards and decks" "$tmp/out" "74 cards, 5 decks — OK"
# export of a spreadsheet set writes the same sheet again
expect_rc "export-csv of a spreadsheet set" 0 "$bin" export-csv "$tmp/sheet" --out "$tmp/again.csv"
cmp -s "$tmp/again.csv" "$tmp/sheet/cards.csv" && ok "same sheet written again" || bad "same sheet written again"
# a bad cell: its row and column
sed -i '2s/,1,1,regular,/,1,120,regular,/' "$tmp/sheet/cards.csv"
expect_rc "a bad power fails check-cards" 1 "$bin" check-cards "$tmp/sheet"
expect_text "error by row and column" "$tmp/out" "cards.csv row 2, column power: expected an integer 1..99, got 120"
finish
