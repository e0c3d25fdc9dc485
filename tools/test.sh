#!/usr/bin/env bash
# Builds and runs the whole test suite twice: an optimised build with
# warnings as errors, then the same suite under AddressSanitizer +
# UndefinedBehaviorSanitizer (with the long AI win-rate runs shortened).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

echo "== release build + tests"
cmake -S . -B build -DCT_WERROR=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== ASan + UBSan build + tests"
cmake -S . -B build-asan -DCT_WERROR=ON -DCT_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build-asan -j"$jobs"
CT_TEST_QUICK=1 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
  LSAN_OPTIONS=suppressions="$PWD/tests/lsan.supp":print_suppressions=0 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure -j"$jobs"
