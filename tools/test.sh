#!/usr/bin/env bash
# Builds and runs the whole test suite, then the suite again under the
# sanitizers:
#  1. an optimised build with warnings as errors: every test;
#  2. one sanitizer build (clang: AddressSanitizer + UndefinedBehaviorSanitizer
#     with the checks gcc lacks, float-cast-overflow and the integer checks,
#     plus the libFuzzer targets; gcc's ASan + UBSan without clang): every test
#     but the few named below, with CT_TEST_QUICK (shorter seeded runs), and
#     every fuzz target for a short fixed number of runs.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
build_jobs=$((jobs + 1)) # one compile more than cores: both stay busy while one waits on a link or the disk

echo "== release build + tests"
cmake -S . -B build -DCT_WERROR=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$build_jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

# Left to the release stage, being slow under the sanitizers and adding
# nothing they check: the seeded AI win rates (test_ai runs the same search),
# the command-line runs of whole seeded ladders and playtests (test_ladder and
# cli_playtest_shard run that code), the print sheets' page geometry (cli_print
# prints here), and every UI test but the ones named in san_ui: the rest
# measure words and rectangles at every size and scale with the drawing code
# these run (each scene, the clicks of whole games, the deck builder, live
# reload, saves). The network window's test (two windows in two processes,
# a host killed and hosted again) runs in the release stage; the network code
# under it runs here in test_net, test_net_table and cli_net.
san_ui='test_ui_(click|render|deck_builder|live_reload|saves|layout|setup_read|settings_file|pile_view|round_end|results_keys|hand_hold|drag|undo_grace|pass_undo|pass_kinds|audio|glyphs)'
ui_release_only=$(cd tests && printf '%s\n' test_ui_*.c | sed 's|\.c$||' | grep -Ev "^($san_ui)\$" | paste -sd'|')
release_only="test_ai_strength|cli_ladder|cli_playtest|test_print|$ui_release_only"
san_env=(CT_TEST_QUICK=1 CT_CONFORMANCE_SEEDS=24
         ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
         LSAN_OPTIONS=suppressions="$PWD/tests/lsan.supp":print_suppressions=0
         UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1)
if command -v clang >/dev/null; then
  echo "== sanitizer build (clang: ASan + UBSan with float-cast-overflow and the integer checks, fuzz targets) + tests"
  # 1,000 runs a fuzz target here (its seed corpus and mutations); `tools/fuzz.sh TARGET SECONDS` fuzzes longer
  CC=clang cmake -S . -B build-san -DCT_WERROR=ON -DCT_CLANG_UBSAN=ON -DCT_FUZZ=ON -DCT_FUZZ_RUNS=1000 -DCMAKE_BUILD_TYPE=RelWithDebInfo
else
  echo "== sanitizer build (gcc: ASan + UBSan; clang is not installed, so no fuzz targets and no integer checks) + tests"
  cmake -S . -B build-san -DCT_WERROR=ON -DCT_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
# only what runs is built: the program, each test but the release-only ones, the fuzz targets
targets=$(cd tests && printf '%s\n' test_*.c fuzz/fuzz_*.c | sed 's|^fuzz/||; s|\.c$||' | grep -Ev "^($release_only)\$")
# shellcheck disable=SC2086 # one target a word
cmake --build build-san -j"$build_jobs" --target crowntable $(command -v clang >/dev/null && echo $targets || echo "$targets" | grep -v '^fuzz_')
env "${san_env[@]}" ctest --test-dir build-san --output-on-failure -j"$jobs" -E "^($release_only)\$"
