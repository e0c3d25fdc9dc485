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
    [ -n "$XPID" ] && kill "$XPID" 2>/dev/null && wait "$XPID" 2>/dev/null
    rm -rf "$TMP"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; [ -f "$TMP/app.log" ] && sed 's/^/  app: /' "$TMP/app.log" | tail -20; exit 1; }

# Xvfb picks a free display itself and writes its number to fd 3: choosing
# one by hand races with a server from an earlier run that is still exiting.
# -noreset: by default Xvfb resets when its last client leaves, and a client
# connecting during that reset is refused.
Xvfb -displayfd 3 -noreset -screen 0 1600x900x24 -nolisten tcp 3>"$TMP/display" >"$TMP/xvfb.log" 2>&1 &
XPID=$!
for _ in $(seq 1 100); do [ -s "$TMP/display" ] && break; sleep 0.1; done
D=$(tr -dc '0-9' < "$TMP/display")
[ -n "$D" ] || { cat "$TMP/xvfb.log"; fail "Xvfb did not start"; }
export DISPLAY=":$D"
for _ in $(seq 1 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start"

export HOME="$TMP/home" XDG_DATA_HOME="$TMP/xdg" CROWNTABLE_DATA="$SRC"
mkdir -p "$HOME" "$XDG_DATA_HOME"
unset CROWNTABLE_PREF_DIR
export SDL_VIDEODRIVER=x11   # the real X11 window, no Wayland probing
export SDL_AUDIODRIVER=dummy
# Under the sanitizer build: the X11 driver modules SDL loads and unloads leak
# a few bytes that LeakSanitizer can only call "<unknown module>", so no
# suppression can name them. Our own code's leaks are checked by the headless
# UI tests (test_ui_click, test_ui_render), which run with leak detection on.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
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
[ -n "$WID" ] || { xwininfo -root -tree 2>/dev/null | head -20; fail "no Crowntable window"; }
xdotool search --sync --onlyvisible --name '^Crowntable$' >/dev/null 2>&1
sleep 1.5   # first frame, fonts and card art

current_window() { # the visible one: SDL may create and drop a window at start-up
    local w
    w=$(xdotool search --onlyvisible --name '^Crowntable$' 2>/dev/null | tail -1)
    [ -n "$w" ] && WID=$w
}
click() { # x y (logical 1600x900 = window pixels at --size 1600x900)
    current_window
    xdotool mousemove --window "$WID" "$1" "$2" click 1
    sleep "${3:-0.4}"
}
pref="$XDG_DATA_HOME/crowntable/crowntable"

# Polls rather than fixed sleeps: on a loaded machine a scene change can take
# a while, and a test that guesses the time is a flaky test.
wait_for() { # seconds condition...
    local limit=$(( $1 * 10 )); shift
    for _ in $(seq 1 "$limit"); do "$@" && return 0; sleep 0.1; done
    return 1
}
has_autosave() { [ -f "$pref/autosave.json" ]; }
has_actions() { has_autosave && ! tr -d ' \n\t' < "$pref/autosave.json" | grep -q '"actions":\[\]'; }

click 190 504 1.5        # menu: "Play Queen's Court" (the first game card, also with five games)
click 1430 840 0.5       # setup: "Start game" (seat 1 human, seat 2 AI)
wait_for 20 has_autosave || fail "no game started (no autosave in $pref)"
sleep 1
click 580 774 0.8        # my first hand card
click 90 794 0.5         # onto my left pile
wait_for 20 has_actions || fail "no move was played (the autosave lists no actions)"
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

current_window
xdotool key --window "$WID" Escape; sleep 0.4   # pause menu
click 800 609 0.6        # "Quit to menu" (the seventh button: 584..634)
click 800 729 0.6        # menu: "Quit" (below Continue and Settings)
for _ in $(seq 1 50); do kill -0 "$APID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APID" 2>/dev/null; then fail "the program did not quit"; fi
wait "$APID"
rc=$?
APID=""
[ "$rc" -eq 0 ] || fail "exit code $rc"
echo "PASS: played a move under Xvfb and quit cleanly"
exit 0
