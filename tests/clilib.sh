# clilib.sh — the shared kit of the CLI test scripts (sourced, not run):
# counters, a temp dir, expect_rc NAME WANT CMD... and expect_text NAME FILE NEEDLE.
# A script ends with `finish`, which prints "N passed, M failed" and sets the exit code.
fail=0; pass=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
ok()  { pass=$((pass+1)); echo "ok   $1"; }
bad() { fail=$((fail+1)); echo "FAIL $1"; }
expect_rc() { # name want cmd...
  local name=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"; local rc=$?
  if [ "$rc" = "$want" ]; then ok "$name"; else bad "$name (exit $rc, wanted $want)"; cat "$tmp/err"; fi
}
expect_text() { # name file needle
  if grep -qF -- "$3" "$2"; then ok "$1"; else bad "$1 (no \"$3\")"; head -5 "$2"; fi
}
finish() {
  echo "$pass passed, $fail failed"
  [ "$fail" = 0 ]
}
