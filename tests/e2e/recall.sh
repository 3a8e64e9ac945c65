#!/bin/sh
# The monsters in view down the side panel at 80x24, nearest first, each
# with its glyph, name, health bar and what is plain to see (never a turn
# count); look says the same words; and x then Enter (or v) on a monster
# tells what has been seen of its kind, growing with a fight.
#
# A hand-made floor (fight_save's archery scene, as target.sh): a kobold
# hunting 3 cells off, a goblin hunting 6 off, a kobold asleep 4 off.
. "$(dirname "$0")/lib.sh"

FIGHT_SAVE_BIN=${FIGHT_SAVE_BIN:-build/plain/tests/tools/fight_save}
dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-recall.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FIGHT_SAVE_BIN" "$dir" recall archery || { fail "a saved game at the range"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name recall --save-dir "$dir"
expect "Welcome back" "the game resumes"

# The side column (the 20 columns right of the map, less its margin, above the log).
side() { screen | head -n 19 | cut -c 62-; }
side | grep -q '^k kobold' && ok "a kobold is listed with its glyph" || fail "a kobold is listed with its glyph"
side | grep -q '^g goblin' && ok "the goblin is listed with its glyph" || fail "the goblin is listed with its glyph"
[ "$(side | grep -c '^\[=====\] ')" -eq 3 ] && ok "three monsters, each with a health bar" ||
    fail "three monsters, each with a health bar"
side | grep -q '^\[=====\] hunting you' && ok "one hunts the player" || fail "one hunts the player"
side | grep -q '^\[=====\] asleep' && ok "one is asleep" || fail "one is asleep"
# Nearest first: the first listed is the kobold next to the player's row.
[ "$(side | grep -m1 -o '^[a-z] [a-z]*')" = "k kobold" ] && ok "the nearest is listed first" ||
    fail "the nearest is listed first"
side | sed -n '9,$p' | grep -q '[0-9]' && fail "no count of turns in the list" || ok "no count of turns in the list"

# --- look says the same words.
keys x
keys Tab
expect "A goblin, unhurt," "look (Tab) names the goblin"
expect "hunting you." "in the list's words"
keys Escape

# --- a fight: two darts at the kobold, then the goblin comes and hits.
keys f f
expect "The dart hits the kobold for 1." "a dart hits the kobold"
keys f f
expect "The dart hits the kobold for 3." "another hits it"
expect "[=    ] fleeing" "the list shows it badly hurt and fleeing"
for _ in 1 2 3 4 5 6; do keys .; done
expect "The goblin hits you for" "the goblin hits the player"
expect "Turn 8" "six turns on"

# --- x, the cursor onto the goblin (south-east of the player), Enter: the recall.
keys x
keys n
expect "A goblin, unhurt," "the cursor is on the goblin"
expect "hunting you." "look says what the list says"
keys Enter
expect "What you have seen of its kind:" "Enter on the goblin shows its recall"
expect "Damage: 1-2 (seen in 3 blows)" "with the damage its blows have dealt"
expect "Defense: unknown (you have not struck one)" "what is not seen yet is unknown"
expect "Killed: 0" "and how many the player killed"
keys Escape
expect "Look" "a key goes back to looking"
# --- v does the same.
keys Escape
keys x
keys n
keys v
expect "What you have seen of its kind:" "v on a monster shows its recall too"
keys Escape
keys Escape
expect "x or ; to look" "Esc ends looking"
stop
finish
