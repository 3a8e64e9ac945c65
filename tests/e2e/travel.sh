#!/bin/sh
# Getting around: explore a floor with o until the game says it is
# explored, then o to the stairs; travel with _ and the cursor keys, and
# with _ and a mouse click; run with a capital; and what stops each.
. "$(dirname "$0")/lib.sh"
# Clicks need mouse reporting, which is off unless the options file asks.
mouse_on
ROUTE_BIN=${ROUTE_BIN:-build/plain/tests/tools/route}

# Waits until the screen stops changing: a walk draws every step.
settle() {
    # Still for three looks in a row: a sanitized build walks slowly, and one
    # look alike is not yet the end of a walk.
    last=
    same=0
    i=0
    while [ $i -lt 100 ]; do
        now=$(screen)
        if [ "$now" = "$last" ]; then
            same=$((same + 1))
            [ $same -ge 3 ] && return 0
        else
            same=0
        fi
        last=$now
        sleep 0.2
        i=$((i + 1))
    done
}

# The cursor's cell, "x,y".
cursor() { echo "$(tm display -p -t game '#{cursor_x}'),$(tm display -p -t game '#{cursor_y}')"; }

# --- explore: seed 2's first floor (below), by the keys route explore
# found: o while nothing is in view, steps to fight what comes, R when hurt.
route=$("$ROUTE_BIN" explore 2 2>/dev/null) || { fail "route explore 2"; finish; exit 1; }
# The frozen data's seed 70: o walks to a potion and offers it; on past a
# rat wandering and a kobold until the kobold notices the player.
start 80x24 "$MURK_BIN" --seed 70 --name first --data "$(dirname "$0")/../data/e2e_frozen"
expect "Health 30/30" "the game starts"
keys o
settle
expect "You see here an amber potion." "o walks to an item it has seen, and stops on it"
expect "An amber potion lies here: g to take it." "explore offers what it stopped on, with the key"
keys o
settle
expect_not "An amber potion lies here" "the offer is made once"
expect "You stop: the kobold notices you." "o walks on past what is no threat until a monster hunts, and says so"
keys o
expect "Not with a kobold in view." "with a monster hunting in view, o will not start, and says why"
stop

start 80x24 "$MURK_BIN" --seed 2 --name second
expect "Health 30/30" "the game starts again"
rest=$route
while [ -n "$rest" ]; do
    k=$(printf '%s' "$rest" | cut -c 1)
    rest=$(printf '%s' "$rest" | cut -c 2-)
    tm send-keys -t game -l "$k"
    # A walk or a rest stops at a key: let it end before the next.
    case "$k" in o | R) settle ;; *) sleep 0.1 ;; esac
done
settle
expect "Explored. The stairs are " "o explores until the floor is explored, and says where the stairs are"
expect_not "You stop." "no key was taken for a stop"
keys o
settle
expect "There are stairs down here." "o then walks to the stairs, and stops on them"
keys '>'
expect "You descend to floor 2." "and > goes down"
stop

# --- travel: seed 42 starts in a room, floor to the west and south.
start 80x24 "$MURK_BIN" --seed 42 --name third
expect "Health 30/30" "the game starts"
home=$(cursor)
keys _
expect "Travel to" "_ puts out the travel cursor"
keys h h h
keys .
settle
hx=${home%,*}
hy=${home#*,}
[ "$(cursor)" = "$((hx - 3)),$hy" ] && ok "_ h h h . travels to the cell chosen" ||
    fail "_ h h h . travels to the cell chosen (at $(cursor), from $home)"
expect "Turn 3" "three steps, three turns"
[ "$(char_at_cursor)" = "@" ] && ok "the cursor is back on the player" || fail "the cursor is back on the player"
keys _
keys Escape
expect "Turn 3" "Esc cancels a travel, no turn"
# Back by a click on the cell the player started on.
keys _
click "$hx" "$hy"
settle
[ "$(cursor)" = "$home" ] && ok "_ and a click travel to the cell clicked" ||
    fail "_ and a click travel to the cell clicked (at $(cursor), wanted $home)"
expect "Turn 6" "three steps back"
keys _
keys l l l l l l l l l l l l
keys .
expect "You do not know that place." "travel to a cell never seen says so"
expect "Turn 6" "and takes no turn"

# --- run: from the start, H runs west to the room's wall.
keys H
settle
x=$(tm display -p -t game '#{cursor_x}')
[ "$x" -lt $((hx - 2)) ] && ok "H runs west more than a step" || fail "H runs west more than a step (at $(cursor))"
[ "$(char_at_cursor)" = "@" ] && ok "the player is where the run ended" || fail "the player is where the run ended"

# --- a key no command has: said, no turn.
turn=$(screen | sed -n 's/.*Turn \([0-9]*\).*/\1/p' | head -1)
keys Z
expect "Unknown key: press ? for the keys." "a key that means nothing says so"
expect "Turn $turn" "and takes no turn"
keys F2
expect "Unknown key: press ? for the keys." "so does a function key no command has"

# --- the other new keys, with nothing to act on.
keys T
expect "You have nothing to take off." "T with nothing worn says so"
keys '\'
expect "You have identified no potion or scroll yet." "\\ lists the discoveries, none yet"
keys Escape
keys '?'
expect "travel: move the cursor" "? lists travel"
expect "Down, Up, Page Down, Page Up scroll" "the key list scrolls when it is longer than the screen"
keys NPage
expect_not "move or attack: west, south" "Page Down scrolls past the first keys"
keys NPage
expect "reveal the whole floor" "Page Down again shows its last keys"
keys Escape
expect "Health 30/30" "and another key returns"

keys Q
keys y
finish
