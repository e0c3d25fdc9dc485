#!/usr/bin/env bash
# Installs what Crowntable needs to build, test and run on Debian/Ubuntu.
# Uses sudo when not root. Safe to run again (apt skips what is present).
set -euo pipefail
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
PKGS=(build-essential cmake pkg-config
      libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libcjson-dev
      libenet-dev libsodium-dev
      libcairo2-dev libpango1.0-dev libfontconfig-dev poppler-utils python3
      fonts-dejavu-core
      xvfb xdotool x11-apps imagemagick)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# clang + its libFuzzer/sanitizer runtime: the clang UBSan build and the fuzz
# targets of tools/test.sh (the runtime package carries clang's major version)
if ! command -v clang >/dev/null; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends clang
fi
clang_major=$(clang -dumpversion | cut -d. -f1)
rt="libclang-rt-${clang_major}-dev"
if ! dpkg-query -W -f='${Status}' "$rt" 2>/dev/null | grep -q "install ok installed"; then
  if apt-cache show "$rt" >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$rt"
  else
    echo "note: no package $rt; the fuzz targets are skipped unless clang ships libFuzzer"
  fi
fi
echo "Dependencies present."
