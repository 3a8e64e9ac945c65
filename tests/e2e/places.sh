#!/bin/sh
# One choice a floor (doc/rules.md, "One choice a floor: places"): saved
# games on floor 2 with the player next to its place (written by
# tests/tools/place_save through the real save files), resumed by name at
# 80x24. The altar: shown as `_`, told by look, refusing a gift before an
# offering, taking the dagger dropped on it, then one gift picked from the
# pile, the other crumbling. The vault: `|` pedestals, one gift taken, the
# other pedestal sinking. The cage: its captive told by look and the side
# panel, walked into and freed, then "your ally".
. "$(dirname "$0")/lib.sh"
PLACE_SAVE_BIN=${PLACE_SAVE_BIN:-build/plain/tests/tools/place_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-places.XXXXXX")
at_exit 'rm -rf "$dir"'
# The map's window: the left 60 columns above the log.
map() { screen | head -20 | cut -c1-60; }
count() { map | tr -cd "$1" | wc -c; }
# Whether the panel's turn is past 0 (the screen on stdin).
turns_taken() { grep -q "Turn [1-9]"; }
# ...past 1.
turns_past_one() { grep -Eq "Turn ([2-9]|[1-9][0-9])"; }
# The vi key back the way of another.
back() { case $1 in h) echo l ;; l) echo h ;; j) echo k ;; k) echo j ;; y) echo n ;; n) echo y ;; u) echo b ;; *) echo u ;; esac; }

to=$("$PLACE_SAVE_BIN" "$dir" priest altar) || { fail "a saved game next to an altar"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name priest --save-dir "$dir"
expect "Depth 2" "the game resumes on floor 2"
[ "$(count _)" -eq 1 ] && ok "the map shows the altar as _" || fail "the map shows the altar as _"
# Look at it: x, then the step toward it moves the cursor there.
keys x "$to"
expect "An altar offering" "look tells the altar and its two gifts"
keys Escape
keys "$to"
expect "Drop an item on it (d) to buy one of its gifts (,)." "stepping onto it says how to trade"
keys ,
expect "Take which gift?" "its two gifts are a pile to choose one from"
keys a
expect "The altar wants an offering first" "a gift before an offering is refused"
keys d a
expect "The altar takes a dagger." "the dagger dropped on it is its price"
keys ,
expect "Take which gift? Only one. (a letter; Esc: nothing)" \
    "the pile again, offering one gift (no ', or g: all')"
keys ,
expect "Only one gift can be taken: choose it by its letter." ", again says only one is taken"
expect_not "crumbles to dust." "and takes nothing"
keys ,
keys a
expect "crumbles to dust." "one gift taken, the other crumbles"
expect "You pick up" "the gift is in the pack"
keys "$to"
keys x
# The cursor starts on the player; back over the altar.
keys "$(back "$to")"
expect "A cold altar." "look tells the altar's trade is made"
keys Escape

to=$("$PLACE_SAVE_BIN" "$dir" keeper vault) || { fail "a saved game next to a vault"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name keeper --save-dir "$dir"
expect "Depth 2" "the game resumes on floor 2"
[ "$(count '|')" -eq 2 ] && ok "the map shows the two pedestals as |" || fail "the map shows the two pedestals as |"
keys x "$to"
expect "A pedestal bearing" "look tells the pedestal and its gift"
keys Escape
keys "$to"
expect "Take its gift (,) and the other pedestal sinks." "stepping onto it says the rule"
keys ,
expect "The other pedestal sinks into the floor." "taking one gift sinks the other"
keys "$(back "$to")"
[ "$(count '|')" -eq 1 ] && ok "one pedestal is left on the map" \
    || { fail "one pedestal is left on the map"; map >&2; }

# Next to a caged captive, explore goes on (it waits to be freed: no threat).
"$PLACE_SAVE_BIN" "$dir" walker cage >/dev/null || { fail "a saved game next to a cage"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name walker --save-dir "$dir"
expect "caged" "the side panel lists the captive as caged"
keys o
if wait_until turns_taken _; then ok "explore takes turns beside the captive"; else fail "explore takes turns beside the captive"; fi
expect_not "Not with" "explore goes on beside the caged captive"

to=$("$PLACE_SAVE_BIN" "$dir" warden cage) || { fail "a saved game next to a cage"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name warden --save-dir "$dir"
expect "Depth 2" "the game resumes on floor 2"
expect "caged" "the side panel lists the captive as caged"
keys x "$to"
expect "A caged" "look tells the cage and its captive"
keys Escape
keys "$to"
expect "fights beside you now." "walking into the cage frees the captive"
expect "your ally" "the side panel calls it your ally"
# Beside the ally just freed, explore goes on (issue 44: it was "Not with
# a ... so close.", and the only way on was to kill it).
keys o
if wait_until turns_past_one _; then ok "explore takes turns beside the ally"; else fail "explore takes turns beside the ally"; fi
expect_not "Not with" "explore goes on beside the ally"
keys m
expect "your ally" "the minds pane calls it your ally"
expect "Allies and captives:" "the minds pane heads its allies as allies, not by where they stand"
keys Escape

# Saved and left, so nothing is writing in the directory when it goes.
keys S
i=0
while tm has-session 2>/dev/null && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
[ -s "$dir/save/warden.sav" ] && ok "S saves and leaves" || fail "S saves and leaves"
finish
