#!/bin/sh
# Doors at 80x24: seed 3 starts the player with a closed door just east.
# Walking into it opens it (a turn, said), the room past it shows; c and
# the way back closes it again; c where there is no open door says so.
. "$(dirname "$0")/lib.sh"

start 80x24 "$MURK_BIN" --seed 3
expect "Turn 0" "the game starts"
# The cell east of the player: the closed door.
row=$(tm display -p -t game '#{cursor_y}')
col=$(tm display -p -t game '#{cursor_x}')
east() { screen | sed -n "$((row + 1))p" | cut -c"$((col + 2))"; }
[ "$(east)" = "+" ] && ok "a closed door is drawn +" || fail "a closed door is drawn + (got '$(east)')"

keys x
keys l
expect "A closed door." "look names the closed door"
keys Escape

keys l
expect_line "You open the door." "walking into the door opens it"
expect "Turn 1" "and that takes the turn"
[ "$(east)" = "'" ] && ok "the open door is drawn '" || fail "the open door is drawn ' (got '$(east)')"
[ "$(char_at_cursor)" = "@" ] && [ "$(tm display -p -t game '#{cursor_x}')" = "$col" ] &&
    ok "the player stays where they were" || fail "the player stays where they were"

keys c
expect "Close a door: which way?" "c asks which way"
keys k
expect_line "There is nothing to close there." "a wall is nothing to close"
expect "Turn 1" "and takes no turn"

keys c
keys l
expect_line "You close the door." "c and the way to the door closes it"
expect "Turn 2" "which takes a turn"
[ "$(east)" = "+" ] && ok "the door is drawn + again" || fail "the door is drawn + again (got '$(east)')"

keys '?'
keys NPage
expect "close an open door next to you" "the key list says what c does"
keys Escape

# The door seen, its colour: brown (the dark yellow, ANSI 33).
tm capture-pane -e -p -t game | sed -n "$((row + 1))p" | grep -Eq '33m[^+]{0,8}[+]' &&
    ok "the door is drawn brown" || fail "the door is drawn brown"

keys Q
keys y
wait_for "Points:" >/dev/null
keys q
finish
