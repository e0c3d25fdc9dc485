#!/usr/bin/env bash
# Runs one libFuzzer target of tests/fuzz.
#   tools/fuzz.sh TARGET SECONDS     fuzz for that long (keeps its corpus)
#   tools/fuzz.sh TARGET --runs N    a short fixed number of runs (CTest, CI)
# TARGET: cards-GAME, position-GAME, layout-GAME (GAME = a folder of cards/),
# save, text, image or net (the network decoder).  The seed corpus is built from the shipped files (card sets
# and decks, positions, layouts, tests/fuzz/seeds); tests/fuzz/json.dict
# holds the JSON keys.  The fuzz build is made first if missing:
#   CC=clang cmake -S . -B build-clang -DCT_CLANG_UBSAN=ON -DCT_FUZZ=ON
# Findings go to $CT_BUILD/fuzz-findings/TARGET/ (crash-*, leak-*, timeout-*).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[ $# -eq 2 ] || [ $# -eq 3 ] || usage
target=$1
build=${CT_BUILD:-$root/build-clang}
case "$target" in
  cards-*|position-*|layout-*) kind=${target%%-*}; game=${target#*-} ;;
  save|text|image|net) kind=$target; game="" ;;
  *) usage ;;
esac
if [ -n "$game" ] && [ ! -d "$root/cards/$game" ]; then
  echo "fuzz.sh: no game \"$game\" (folders of cards/: $(ls "$root/cards" | tr '\n' ' '))" >&2; exit 2
fi
if [ "$2" = --runs ]; then budget=(-runs="${3:?--runs N}"); fresh=1
else budget=(-max_total_time="$2"); fresh=0; fi

bin="$build/fuzz_$kind"
if [ ! -x "$bin" ]; then
  command -v clang >/dev/null || { echo "fuzz.sh: skipped: clang is not installed (tools/deps-debian.sh installs it)"; exit 0; }
  CC=clang cmake -S "$root" -B "$build" -DCT_CLANG_UBSAN=ON -DCT_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$build" -j"$(nproc)" --target "fuzz_$kind" >/dev/null
fi

# seed corpus from the shipped files, into a folder the fuzzer may add to
corpus="$build/fuzz-corpus/$target"
findings="$build/fuzz-findings/$target"
[ "$fresh" = 1 ] && rm -rf "$corpus"
mkdir -p "$corpus" "$findings"
seeds=()
case "$kind" in
  cards)
    for set in "$root/cards/$game"/*/; do
      name=$(basename "$set")
      seeds+=("$set/set.json")
      for d in "$set"/decks/*.json; do
        [ -f "$d" ] || continue
        { cat "$set/set.json"; printf '\n#deck\n'; cat "$d"; } >"$corpus/seed-$name-$(basename "$d")"
      done
    done
    # lax JSON every loader refuses: a duplicate key, a NUL, invalid UTF-8
    seeds+=("$root/tests/fuzz/seeds/cards") ;;
  position)
    [ -d "$root/tests/positions/$game" ] && seeds+=("$root/tests/positions/$game")
    # positions of the default set along one game: the state after 0, 6, 12... moves
    if [ -x "$build/crowntable" ]; then
      acts=""
      for i in $(seq 0 60); do
        if [ $((i % 6)) = 0 ]; then
          CROWNTABLE_DATA="$root" "$build/crowntable" state --game "$game" --new "" --seed 5 --apply "$acts" \
            >"$corpus/seed-game-$i.json" 2>/dev/null || { rm -f "$corpus/seed-game-$i.json"; break; }
        fi
        mapfile -t legal < <(CROWNTABLE_DATA="$root" "$build/crowntable" state --game "$game" --new "" --seed 5 \
                             --apply "$acts" --legal 2>/dev/null | sed -n '/^[^{ }"]/p')
        [ ${#legal[@]} -gt 0 ] || break
        acts="$acts${acts:+; }${legal[$(( (i * 7) % ${#legal[@]} ))]}"
      done
    fi ;;
  # the layout reproducers too: CI's fuzz runs (the clang sanitizer
  # stage, which leaves out the UI tests) load each of them
  layout) seeds+=("$root/data/games/$game.json" "$root"/tests/data/hardening/layout-*.json) ;;
  save|text|image|net) seeds+=("$root/tests/fuzz/seeds/$kind") ;;
esac
# a single file is copied in: libFuzzer takes folders
dirs=()
for s in "${seeds[@]}"; do
  if [ -d "$s" ]; then dirs+=("$s"); else cp "$s" "$corpus/seed-$(basename "$(dirname "$s")")-$(basename "$s")"; fi
done

export CROWNTABLE_DATA="$root" CT_FUZZ_GAME="$game"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/tests/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
exec "$bin" "${budget[@]}" -seed=1 -max_len=65536 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
  -dict="$root/tests/fuzz/json.dict" -artifact_prefix="$findings/" "$corpus" "${dirs[@]}"
