#!/bin/bash
# cli_e2e_xvfb.sh — the real program on a virtual X display, driven with xdotool:
# menu -> Queen's Court setup -> start vs AI -> play a card -> screenshot ->
# Esc -> Quit to menu -> Quit, exit code 0.
# usage: bash tests/cli_e2e_xvfb.sh <crowntable-binary> <source-dir>
# Skips (exit 0, "SKIP") only when Xvfb or xdotool is not installed.
set -u
BIN=${1:?usage: cli_e2e_xvfb.sh <crowntable-binary> <source-dir>}
SRC=${2:?usage: cli_e2e_xvfb.sh <crowntable-binary> <source-dir>}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
SRC=$(cd "$SRC" && pwd)

if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
    echo "SKIP: Xvfb and xdotool are needed for this test"
    exit 0
fi
SHOT=""
if command -v import >/dev/null; then SHOT=import
elif command -v xwd >/dev/null && command -v convert >/dev/null; then SHOT=xwd
fi

OUT=${CT_TEST_OUT:-$PWD/test-output}
mkdir -p "$OUT"
TMP=$(mktemp -d)
XPID=""
APID=""
cleanup() {
    [ -n "$APID" ] && kill "$APID" 2>/dev/null
    [ -n "$XPID" ] && kill "$XPID" 2>/dev/null
    rm -rf "$TMP"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; [ -f "$TMP/app.log" ] && sed 's/^/  app: /' "$TMP/app.log" | tail -20; exit 1; }

# a free display number
D=99
while [ -e "/tmp/.X11-unix/X$D" ] || [ -e "/tmp/.X$D-lock" ]; do D=$((D + 1)); done
Xvfb ":$D" -screen 0 1600x900x24 -nolisten tcp >"$TMP/xvfb.log" 2>&1 &
XPID=$!
export DISPLAY=":$D"
for _ in $(seq 1 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start"

export HOME="$TMP/home" XDG_DATA_HOME="$TMP/xdg" CROWNTABLE_DATA="$SRC"
mkdir -p "$HOME" "$XDG_DATA_HOME"
unset SDL_VIDEODRIVER CROWNTABLE_PREF_DIR
export SDL_AUDIODRIVER=dummy
export CROWNTABLE_UI_AI="ismcts:easy/it=60/t=0"   # a quick AI reply

"$BIN" --windowed --size 1600x900 >"$TMP/app.log" 2>&1 &
APID=$!
WID=""
for _ in $(seq 1 100); do
    WID=$(xdotool search --name '^Crowntable$' 2>/dev/null | head -1)
    [ -n "$WID" ] && break
    kill -0 "$APID" 2>/dev/null || fail "the program exited early"
    sleep 0.1
done
[ -n "$WID" ] || fail "no Crowntable window"
sleep 0.5

click() { # x y (logical 1600x900 = window pixels at --size 1600x900)
    xdotool mousemove --window "$WID" "$1" "$2" click 1
    sleep "${3:-0.4}"
}
pref="$XDG_DATA_HOME/crowntable/crowntable"

click 332 504 0.8        # menu: "Play Queen's Court"
click 1430 840 1.0       # setup: "Start game" (seat 1 human, seat 2 AI)
[ -f "$pref/autosave.json" ] || fail "no game started (no autosave in $pref)"
click 580 774            # my first hand card
click 90 794 1.5         # onto my left pile
# the autosave lists the actions taken: mine (and the AI's reply)
flat=$(tr -d ' \n\t' < "$pref/autosave.json")
case "$flat" in
    *'"actions":[]'*) fail "no move was played (the autosave lists no actions)" ;;
    *'"actions":["'*) echo "autosave lists actions: ${flat#*\"actions\":}" | cut -c1-120 ;;
    *) fail "the autosave has no actions list" ;;
esac

if [ -n "$SHOT" ]; then
    PNG="$OUT/e2e-xvfb.png"
    if [ "$SHOT" = import ]; then import -window root "$PNG"
    else xwd -root -silent | convert xwd:- "$PNG"; fi
    colours=$(convert "$PNG" -format %k info: 2>/dev/null || echo 0)
    echo "screenshot $PNG: $colours colours"
    [ "$colours" -gt 50 ] || fail "the screenshot looks blank ($colours colours)"
else
    echo "note: no screenshot tool (import or xwd+convert); skipping the image check"
fi

xdotool key --window "$WID" Escape; sleep 0.4   # pause menu
click 800 577 0.6        # "Quit to menu"
click 800 729 0.6        # menu: "Quit" (below Continue and Settings)
for _ in $(seq 1 50); do kill -0 "$APID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APID" 2>/dev/null; then fail "the program did not quit"; fi
wait "$APID"
rc=$?
APID=""
[ "$rc" -eq 0 ] || fail "exit code $rc"
echo "PASS: played a move under Xvfb and quit cleanly"
exit 0
