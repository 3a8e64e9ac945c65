#!/bin/sh
# A fight a player can read, at 80x24: a saved game (tests/tools/fight_save)
# with every slot in use, all four statuses and ten monsters in view. The
# panel shows every status and what is in use, lists the monsters next to
# the player first and ends "+N more"; the target cursor starts on the
# nearest awake monster in reach and always shows its keys; a shot the path
# shows blocked is refused, says why and costs nothing; g on a pile asks
# which.
. "$(dirname "$0")/lib.sh"
FIGHT_SAVE_BIN=${FIGHT_SAVE_BIN:-build/plain/tests/tools/fight_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-fight.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FIGHT_SAVE_BIN" "$dir" fighter || { fail "a saved game in a fight"; finish; exit 1; }

start 80x24 "$MURK_BIN" --name fighter --save-dir "$dir"
expect "Welcome back. Your game goes on: floor 1, turn 0." "a resumed game says so"
for s in "Poisoned (9)" "Regenerating (12)" "Confused (5)" "Afraid (7)"; do
    expect "$s" "every status is shown: $s"
done
expect "Wield short sword" "what is wielded"
expect "Wear leather armour" "what is worn, whole"
expect "Bow short bow" "what is readied"
expect "Quiver d) 12 arrows" "what is quivered, and how many"
expect "+7 more" "+N more: the monsters the list has no room for"
expect "g goblin" "the monster next to the player is listed first"
expect_not "hobgoblin" "a sleeper far off is not listed before those next to the player"

# --- f: on the goblin next to the player, the keys shown whatever the text.
keys f
expect "Fire at" "f brings out the target cursor"
[ "$(char_at_cursor)" = g ] && ok "the cursor starts on the nearest awake monster in range" ||
    fail "the cursor starts on the nearest awake monster in range"
expect "Esc: cancel" "the cursor's keys are shown"
# Four steps north-west: a cell the kobold stands in front of.
keys y y y y
expect "Fire: blocked" "the heading says the shot is blocked"
expect "Esc: cancel" "and the keys are still shown"
keys f
expect "The kobold is in the way: your arrow would stop there." "a blocked shot is refused, saying why"
expect "Turn 0 " "it took no turn"
expect "Quiver d) 12 arrows" "and no arrow"

# --- g on the pile: it asks which, and a letter takes that one.
keys g
expect "Pick up what?" "g on a pile asks which"
expect "b - 2 daggers" "the pile is listed, topmost first, stacks counted"
keys b
expect "Turn 1 " "a letter picks that one up, taking the turn"
keys :
expect "You see here" "one item is left: the daggers came up"
expect_not "You see here 2" "not both"
stop

# --- walks: a hall with a goblin asleep 5 cells off and a rat wandering,
# unaware, 9 off. Explore starts and goes on past both, and stops when one
# of them changes (the goblin wakes, the rat notices the player or comes
# within 4), saying why.
"$FIGHT_SAVE_BIN" "$dir" walker walk || { fail "a saved game in a hall"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name walker --save-dir "$dir"
expect "Turn 0 " "the hall"
expect "[=====] asleep" "a goblin asleep in view"
expect "[=====] wandering" "a rat wandering in view"
keys o
expect "You stop: the" "explore goes on until one of them changes, and says why"
expect_not "Not with" "neither kept explore from starting"
expect_not "Turn 0 " "explore walked"
expect_not "Turn 1 " "more than one step"
finish
