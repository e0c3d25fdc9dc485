#!/usr/bin/env bash
# Loader figures for docs/benchmarks.md: peak heap of every loader (card
# sets, positions, saves, layouts of each game) against its input size, from
# tests/bench_loaders.c (a counting malloc, not RSS), then time and memory of
# `crowntable check-cards` on a 20 MB set (refused by the file size limit).
#   tools/bench-loaders.sh [BUILD_DIR] [GAME...]     (default: build, every game)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
[ $# -gt 0 ] && shift
[ -f "$build/CMakeCache.txt" ] || { echo "no $build: configure the release build first" >&2; exit 2; }
nice -n 5 cmake --build "$build" -j2 --target bench_loaders crowntable >/dev/null
export CROWNTABLE_DATA="$root" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
"$build/bench_loaders" "$@"

# a 20 MB set for every game: refused before it is read into memory
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for game in $(cd "$root/cards" && ls -d */ | tr -d /); do
  mkdir -p "$work/$game"
  { printf '{"game": "%s", "cards": [' "$game"; head -c $(( 20 * 1024 * 1024 )) /dev/zero | tr '\0' ' '; printf ']}\n'; } \
    >"$work/$game/set.json"
  start=$(date +%s.%N)
  /usr/bin/time -o "$work/time" -f "%U %S %M" "$build/crowntable" check-cards "$work/$game" >"$work/out" 2>&1 || true
  end=$(date +%s.%N)
  read -r user sys kb < <(tail -1 "$work/time")
  printf 'check-cards 20 MB %-22s wall %.2f s, cpu %.2f s, max RSS %d KB: %s\n' "$game" \
    "$(echo "$end - $start" | bc)" "$(echo "$user + $sys" | bc)" "$kb" "$(grep -o 'file larger[^(]*' "$work/out" | head -1)"
done
