#!/usr/bin/env bash
# The documents a reader sees: README.md is short (at most 300 lines) and
# begins with the two set-up commands; no document tells how the work was done
# (sessions, issue numbers, tests that "failed on the old code": that belongs in
# commit messages), nor do the code's comments; the man page names every
# sub-command and every option that `crowntable --help` and each
# sub-command's --help print.
# usage: cli_docs.sh CROWNTABLE SOURCE_DIR
set -u
bin=$1; src=$2
. "$(dirname "$0")/clilib.sh"

# ---- README: short, and the two set-up commands come first
lines=$(wc -l < "$src/README.md")
[ "$lines" -le 300 ] && ok "README.md has $lines lines (at most 300)" || bad "README.md has $lines lines (at most 300)"
# the first two indented command lines, before the first section heading
cmds=$(awk '/^## /{exit} /^    [^ ]/{print; if (++n == 2) exit}' "$src/README.md")
first=$(printf '%s\n' "$cmds" | sed -n 1p); second=$(printf '%s\n' "$cmds" | sed -n 2p)
case "$first" in *tools/deps-debian.sh*cmake*--build*) ok "README begins with the command that builds and plays";;
  *) bad "README begins with the command that builds and plays (first command: \"$first\")";; esac
case "$second" in *tools/deps-debian.sh*tools/test.sh*) ok "README's second command runs the tests";;
  *) bad "README's second command runs the tests (second command: \"$second\")";; esac
head_lines=$(grep -n '^    [^ ]' "$src/README.md" | sed -n 2p | cut -d: -f1)
[ -n "$head_lines" ] && [ "$head_lines" -le 15 ] && ok "the two commands are within the first 15 lines" \
  || bad "the two commands are within the first 15 lines (second at line ${head_lines:-none})"

# ---- no document narrates the work's history
history='\bsessions?\b|\bissues? #?[0-9]+|\(issue|\bissue [0-9]|(failed|failing|fails) on the old code|on the old code'
docs=("$src/README.md" "$src"/docs/*.md "$src/cards/README.md" "$src"/src/games/*/RULES-NOTES.md)
for d in "${docs[@]}"; do
  [ -f "$d" ] || continue
  rel=${d#"$src"/}
  if grep -nIiE "$history" "$d" > "$tmp/hist"; then bad "$rel tells the work's history:"; head -5 "$tmp/hist"
  else ok "$rel tells no history"; fi
done
# nor does a comment of the code: it says what the code does
if grep -rnIiE '\b(issue|session) #?[0-9]+|\(issue\b' "$src/src" "$src/tests" "$src/tools" "$src/CMakeLists.txt" \
     --exclude-dir=data --exclude-dir=positions --exclude=cli_docs.sh > "$tmp/hist"; then
  bad "the code's comments name issues or sessions:"; head -5 "$tmp/hist"
else ok "the code's comments name no issue or session"; fi
# the check itself finds what it looks for
printf 'Fixed in session 9.\n' > "$tmp/h1.md"; printf 'A rule (issue 8).\n' > "$tmp/h2.md"
printf 'This test failed on the old code.\n' > "$tmp/h3.md"; printf 'Queens hold courts.\n' > "$tmp/h4.md"
n=$(cat "$tmp"/h[1-4].md | grep -cIiE "$history")
[ "$n" = 3 ] && ok "the history check finds sessions, issue numbers and the old code" || bad "the history check found $n of 3"

# ---- the man page covers what --help prints
man=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$src/packaging/crowntable.6")
# options of a help text: its usage lines and its option lines (not its
# examples); a `quoted` command is another's
help_options() {
  perl -0ne 's/`[^`]*`//g; s/\nexample:.*//s;
    for (split /\n/) { $u = 1 if /^usage:/; $u = 0 if /^\s*$/; print "$_\n" if $u || /^ {1,6}--[a-z]/ }' \
    | grep -o -- '--[a-z][a-z0-9-]*' | grep -vx -- '--help\|--version' | sort -u
}
# the man page's synopsis entry of a sub-command ("" = the window): from ".B crowntable SUB" to ".br"
man_entry() {
  printf '%s\n' "$man" | awk -v want=".B crowntable${1:+ $1}" '$0 == want {on=1; next} on && /^\.(br|SH)/ {exit} on'
}
"$bin" --help > "$tmp/help" 2>&1
subs=$(sed -n 's/^  crowntable \([a-z][a-z-]*\).*/\1/p' "$tmp/help" | sort -u)
[ "$(printf '%s\n' "$subs" | wc -w)" -ge 10 ] && ok "--help lists the sub-commands" || bad "--help lists the sub-commands"
missing=""
for opt in $(grep '^  crowntable \[' "$tmp/help" | grep -o -- '--[a-z][a-z0-9-]*' | grep -vx -- '--help\|--version' | sort -u); do
  man_entry "" | grep -q -- "$opt\b" || missing="$missing $opt"
done
[ -z "$missing" ] && ok "the man page names the window's options" || bad "the man page lacks the window's options:$missing"
for sub in $subs; do
  entry=$(man_entry "$sub")
  if ! printf '%s\n' "$man" | grep -qx ".B crowntable $sub"; then bad "the man page has no synopsis of \"crowntable $sub\""; continue; fi
  missing=""
  for opt in $("$bin" "$sub" --help 2>&1 | help_options); do
    printf '%s\n' "$entry" | grep -q -- "$opt\b" || missing="$missing $opt"
  done
  [ -z "$missing" ] && ok "the man page covers \"$sub --help\"" || bad "the man page's \"crowntable $sub\" lacks:$missing"
done

finish
