#!/bin/sh
# A new player's first minute: start, walk, wait, read the keys, resize the
# terminal too small and back, quit.
. "$(dirname "$0")/lib.sh"

start 80x24 "$MURK_BIN" --seed 42
expect "Health 30/30" "the side panel shows health"
expect "Depth 1" "the side panel shows the depth"
expect "Seed 42" "the side panel shows the seed"
expect "Welcome to murk" "the log greets the player"
expect "@" "the player is drawn"
[ "$(char_at_cursor)" = "@" ] && ok "the cursor rests on the player" || fail "the cursor rests on the player"

# Seed 42 starts the player with a wall to the east and floor to the west:
# a step west, one back east, and a wait.
keys h
keys l
keys .
expect "Turn 3" "two steps and a wait take three turns"
[ "$(char_at_cursor)" = "@" ] && ok "the cursor follows the player" || fail "the cursor follows the player"

keys C-r
expect "Turn 3" "Ctrl-R redraws the same screen"
[ "$(char_at_cursor)" = "@" ] && ok "and the cursor is back on the player" || fail "and the cursor is back on the player"
keys C-p
expect "Messages (Up, Down" "Ctrl-P shows the message history"
expect "Welcome to murk" "with the messages the log kept"
keys Escape
expect "Health 30/30" "any other key returns to the game"
keys R
expect_line "You are already at full health." "R at full health says so and rests no turn"
expect "Turn 3" "so the turn has not moved"

keys '?'
expect "murk: the keys" "? shows the key list"
expect "wait a turn" "the key list says what . does"
keys Space
expect "Health 30/30" "any key returns to the game"
expect_not "murk: the keys" "the key list is gone"

resize 60x20
expect "at least 80x24" "a small terminal says the size it needs"
expect "This one is 60x20" "and the size it is"
resize 80x24
expect "Health 30/30" "the game returns after the resize"
expect "Turn 3" "nothing was lost in the resize"
[ "$(char_at_cursor)" = "@" ] && ok "the cursor is on the player after the resize" || fail "the cursor is on the player after the resize"

keys Q
expect "Really quit?" "Q asks first"
keys n
expect_not "Really quit?" "n keeps playing"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
sleep 0.3
if [ "$(tm display -p -t game '#{pane_dead}')" = 1 ]; then ok "y quits"; else fail "y quits"; fi

finish
