#!/usr/bin/env bash
# Loader figures for the README (issue 9): time and peak memory of
# `crowntable check-cards` on card sets of growing size, generated here:
# the shipped Queen's Blood set, sets of 250 and 1,000 cards (the limit),
# 1,000 cards padded to the 2 MiB file limit, a dense file of 60,000 numbers,
# and a 20 MB set (refused by the file size limit before it is read).
#   tools/bench-loaders.sh [BUILD_DIR]      (default: build)
# Peak memory is the process's maximum RSS minus that of a run on an empty
# folder (the program's own baseline), from /usr/bin/time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$root/build}/crowntable"
[ -x "$bin" ] || { echo "no $bin: build first" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (Debian package time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export CROWNTABLE_DATA="$root"

card() { # id
  printf '{"id": "c%d", "name": "Card %d", "text": "When played, raise allied cards on affected zones by 1.", "cost": 1, "power": 2, "rarity": "regular", "grid": [".....", "..E..", "..CP.", "..E..", "....."], "effects": [{"trigger": "played", "action": "raise", "targets": "affected_allies", "amount": 1}]}' "$1" "$1"
}
make_set() { # dir ncards [pad_to_bytes]
  mkdir -p "$1"
  { printf '{"game": "queens-blood", "id": "bench", "name": "Bench", "cards": [\n'
    for i in $(seq 1 "$2"); do card "$i"; [ "$i" -lt "$2" ] && printf ',\n'; done
    printf '\n]}\n'; } >"$1/set.json"
  if [ -n "${3:-}" ]; then
    local have; have=$(stat -c %s "$1/set.json")
    [ "$have" -lt "$3" ] && head -c $(( $3 - have )) /dev/zero | tr '\0' ' ' >>"$1/set.json"
  fi
  return 0
}
measure() { # label dir
  local size out secs kb
  size=$(stat -c %s "$2/set.json" 2>/dev/null || echo 0)
  /usr/bin/time -o "$work/time" -f "%e %M" "$bin" check-cards "$2" >"$work/out" 2>&1 || true
  read -r secs kb < <(tail -1 "$work/time")
  local verdict; verdict=$(tail -1 "$work/out" | sed 's|.*/||' | cut -c1-70)
  printf '%-34s %10d B %7s s %8d KB over baseline  %s\n' "$1" "$size" "$secs" $(( kb - base )) "$verdict"
}
mkdir -p "$work/empty"
/usr/bin/time -o "$work/time" -f "%e %M" "$bin" check-cards "$work/empty" >/dev/null 2>&1 || true
read -r _ base < <(tail -1 "$work/time")
read -r bsecs _ < <(tail -1 "$work/time")
echo "baseline (empty folder): $base KB, $bsecs s"
measure "shipped queens-blood/core" "$root/cards/queens-blood/core"
make_set "$work/s250" 250; measure "250 cards" "$work/s250"
make_set "$work/s1000" 1000; measure "1,000 cards (the limit)" "$work/s1000"
make_set "$work/s1001" 1001; measure "1,001 cards (refused)" "$work/s1001"
make_set "$work/pad" 1000 2097152; measure "1,000 cards padded to 2 MiB" "$work/pad"
mkdir -p "$work/dense"
{ printf '{"game": "queens-blood", "cards": [{"id": "a", "x": ['; for i in $(seq 1 60000); do printf '0,'; done; printf '0]}]}\n'; } >"$work/dense/set.json"
measure "60,000 numbers in 120 KB" "$work/dense"
make_set "$work/big" 1000; head -c $(( 20 * 1024 * 1024 )) /dev/zero | tr '\0' ' ' >>"$work/big/set.json"
measure "20 MB set (refused)" "$work/big"
