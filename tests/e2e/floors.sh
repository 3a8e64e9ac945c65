#!/bin/sh
# Floors that differ: a saved game on the shore of a lake (written by
# tests/tools/lake_save through the real save files, on the first floor
# from 3 down of the shipped data that holds one) is resumed by name at
# 80x24. The lake is drawn as ~, look on a water cell says "Water.", and a
# step into it is no step.
. "$(dirname "$0")/lib.sh"
LAKE_SAVE_BIN=${LAKE_SAVE_BIN:-build/plain/tests/tools/lake_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-floors.XXXXXX")
at_exit 'rm -rf "$dir"'
made=$("$LAKE_SAVE_BIN" "$dir" laker) || { fail "a saved game on a lake's shore"; finish; exit 1; }
depth=${made% *}
step=${made#* }

start 80x24 "$MURK_BIN" --name laker --save-dir "$dir"
expect "Depth $depth" "the saved game resumes on floor $depth"
expect "~" "the lake is drawn as ~"
keys x
keys "$step"
expect "Water." "look on the lake says Water."
keys Escape
before=$(screen | grep -o "Turn [0-9]*" | head -1)
keys "$step"
sleep 0.3
after=$(screen | grep -o "Turn [0-9]*" | head -1)
[ "$before" = "$after" ] && ok "a step into the water is no step ($after)" || fail "a step into the water is no step ($before, then $after)"
keys x
keys "$step"
expect "Water." "the player still stands on the shore"
keys Escape
finish
