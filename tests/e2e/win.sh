#!/bin/sh
# The win: a saved game one step from the Lamp of the Deep on floor 10
# (written by tests/tools/lamp_save through the real save files) is resumed
# by name; a step onto the Lamp says what lies there, g lifts it, and the
# victory screen gives the points, turns, deepest floor and seed, then
# offers a new game or quit.
. "$(dirname "$0")/lib.sh"
LAMP_SAVE_BIN=${LAMP_SAVE_BIN:-build/plain/tests/tools/lamp_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-win.XXXXXX")
at_exit 'rm -rf "$dir"'
step=$("$LAMP_SAVE_BIN" "$dir" winner) || { fail "a saved game beside the Lamp"; finish; exit 1; }

start 80x24 "$MURK_BIN" --name winner --save-dir "$dir"
expect "Depth 10" "the saved game resumes on floor 10"
expect "*" "the Lamp is drawn"
keys "$step"
expect "You see here the Lamp of the Deep." "stepping onto it says what lies there"
keys g
expect "You lifted the Lamp of the Deep" "g lifts it: the victory screen"
expect "Points: " "it gives the points"
expect "Deepest floor: 10" "the deepest floor"
expect "Seed: 1" "the seed"
expect "n: a new game" "and offers a new game"
screen | grep -Eq "Points: 1[0-9]{3}([^0-9]|$)" && ok "the win's 1000 points are in" || fail "the win's 1000 points are in"
keys q
sleep 0.5
[ ! -e "$dir/save/winner.sav" ] && ok "a won run leaves no save behind" || fail "a won run leaves no save behind"
"$MURK_BIN" --scores --save-dir "$dir" | grep -q "winner.*won" && ok "the win is on the score list" || fail "the win is on the score list"

# A long run: on turn 12345 of floor 10 the side panel's line keeps the
# depth whole ("Turn 12345  Depth 10" is one wider than the panel; cut, it
# read "Depth 1").
"$LAMP_SAVE_BIN" "$dir" slow 12345 >/dev/null || fail "a saved game on turn 12345"
start 80x24 "$MURK_BIN" --name slow --save-dir "$dir"
expect "Turn 12345 Depth 10" "on turn 12345 the panel still says floor 10"
keys S
finish
