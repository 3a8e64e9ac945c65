#!/bin/sh
# The small things a player met (issue 44), at 80x24: every line of the
# side panel fits its 20 columns in whole words; look's whole sentence can
# be read; the list while aiming; the quiver follows the pack; f without a
# bow throws the daggers; the aiming cursor never starts on an ally; z
# with nothing in view says so; i leaves the map in view.
#
# A hand-made floor (fight_save's kit scene): a +1 short sword and +1
# leather armour in use, 2 daggers and 5 arrows but no bow; a kobold ally
# next to the player, a shrieker 3 cells off, a blink dog 4 off, a forest
# troll 5 off, a jackal fleeing (afraid, poisoned, confused, carrying
# darts) and two giant white rats.
. "$(dirname "$0")/lib.sh"

FIGHT_SAVE_BIN=${FIGHT_SAVE_BIN:-build/plain/tests/tools/fight_save}
dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-small.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FIGHT_SAVE_BIN" "$dir" small kit || { fail "a saved game with the kit"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name small --save-dir "$dir"
expect "Welcome back" "the game resumes"

# The side column (the 20 columns right of the map, less its margin, above the log).
side() { screen | head -n 19 | cut -c 62-; }
# has LINE: the side column holds LINE, whole.
has() { side | grep -qx "$1"; }

# --- 1. Every panel line in whole words.
has 'Wield +1 short' && has '  sword' && ok "the weapon's name goes on below, in words" ||
    fail "the weapon's name goes on below, in words"
has 'Wear +1 leather' && has '  armour' && ok "the armour's name goes on below, in words" ||
    fail "the armour's name goes on below, in words"
has '\[=====\] watching' && has '  you' && ok "the shrieker's 'watching you' goes on below" ||
    fail "the shrieker's 'watching you' goes on below"
side | grep -q 'swor$\|arm$\|watching yo$' && fail "no word is cut" || ok "no word is cut"

# --- 9. i lists the pack over the map's top-left corner; the rest of the
# map, the player with it, stays in view.
keys i
expect "Your pack (4 of 26). Esc to close." "i lists the pack"
expect "d) { 5 arrows" "every item"
screen | head -n 19 | cut -c 1-60 | grep -q '#\.\.@k' && ok "the map beside and below the list stays in view" ||
    fail "the map beside and below the list stays in view"
keys Escape
expect_not "Your pack" "Esc puts the list away"

# --- 2. Look's whole sentence: the jackal's (fleeing, afraid, carrying,
# poisoned, confused, and why its mind changed) is longer than the look
# window: there its first words and "...", and the log has it whole.
keys x
expect "v or Enter: recall" "x brings the look cursor out"
i=0
while [ $i -lt 8 ] && ! screen | shows "A jackal,"; do keys Tab; i=$((i + 1)); done
expect "A jackal, unhurt," "Tab comes to the jackal"
expect "It heard the fight 3 steps away, this turn." "the log tells why its mind changed, whole"
expect "poisoned, confused." "and all that shows on it"
side | grep -q '\.\.\.$' && ok "the look window ends its part with ..." || fail "the look window ends its part with ..."
keys Tab
expect_not "It heard the fight" "a sentence the look window holds is not told in the log"
keys Escape

# --- 4 and 5. The quiver line is what f would let fly, with its letter:
# no bow, so the daggers (not "You have no bow readied").
expect "Quiver c) 2 daggers" "the quiver line names the daggers f would throw, and their letter"

# --- 7. f starts on the nearest awake in reach, the shrieker, never on the
# ally next to the player.
keys f
expect "Fire at: A shrieker," "f starts on the shrieker, not the ally next to the player"
[ "$(char_at_cursor)" = "," ] && ok "the cursor is on the shrieker" || fail "the cursor is on the shrieker"
# --- 3. Aiming, the panel's one row left says how many are in view, never
# "+5 more" with no monster above it.
expect "5 monsters in view" "the panel says how many are in view"
side | grep -q '^+[0-9]* more$' && fail "no '+N more' alone" || ok "no '+N more' alone"
keys f
expect "The dagger" "f throws a dagger"
expect "Quiver c) a dagger" "one dagger left, under its letter"
keys f f
expect_not "Quiver" "both thrown, the quiver line goes"
keys t
expect "You have nothing to throw." "and t has nothing to throw"
keys f
expect "You have no bow readied to fire your arrows." "f then says the arrows want a bow"

# --- 6. z with no monster in view says so; the cursor never comes out.
"$FIGHT_SAVE_BIN" "$dir" wand wand || { fail "a saved game with a wand"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name wand --save-dir "$dir"
expect "Welcome back" "the game resumes"
keys z
expect "There is nothing in view to zap at." "z with nothing in view says so"
expect_not "Zap at" "and brings no cursor out"
expect "Turn 0" "at no cost"

stop
finish
