#!/bin/sh
# Monsters on screen: one in view is drawn and can be looked at; those out of
# view are not drawn, even on cells the player remembers.
. "$(dirname "$0")/lib.sh"
# Clicks need mouse reporting, which is off unless the options file asks.
mouse_on

# The map window's cell at column x, row y (0-based).
cell() { screen | sed -n "$(($2 + 1))p" | cut -c "$(($1 + 1))"; }

# No monster starts in the arriving player's view. On seed 131 one step
# down (j) brings a goblin asleep into view at screen cell (25,11), the
# only monster in view, with another goblin out of view at (12,5), inside
# the map window. (The view is placed on the player's arrival, and a step
# does not move it.)
start 80x24 "$MURK_BIN" --seed 131
expect "Health 30/30" "the game starts"
keys j
expect "Turn 1" "one step takes a turn"
[ "$(cell 25 11)" = g ] && ok "the goblin in view is drawn" || fail "the goblin in view is drawn"
keys X
for spot in "12 5"; do
    # shellcheck disable=SC2086
    c=$(cell $spot)
    case "$c" in
        g | k | j | r) fail "a monster out of view at ($spot) is not drawn (saw $c)" ;;
        *) ok "a monster out of view at ($spot) is not drawn" ;;
    esac
done

keys x
expect "Look" "x starts the look cursor"
keys Tab
expect "A goblin," "Tab jumps to the goblin and the look panel names it"
expect "asleep." "with what is plain to see: it is asleep"
x=$(tm display -p -t game '#{cursor_x}')
y=$(tm display -p -t game '#{cursor_y}')
[ "$x,$y" = "25,11" ] && ok "the cursor is on the goblin" || fail "the cursor is on the goblin (at $x,$y)"
keys Escape
sleep 0.2
expect "x or ; to look" "Esc ends looking"
[ "$(char_at_cursor)" = "@" ] && ok "the cursor is back on the player" || fail "the cursor is back on the player"
expect "Turn 1" "looking costs no turn"

# A left click, as an xterm sends it (ESC [ M, then button, column and row,
# each plus 32, 1-based), on the goblin's cell: the look panel names it.
click() { # column row, 0-based
    b=$(printf '\%03o' 32)
    x=$(printf '\%03o' $(($1 + 33)))
    y=$(printf '\%03o' $(($2 + 33)))
    tm send-keys -t game -l "$(printf "\033[M$b$x$y")"
    sleep 0.3
}
click 25 11
expect "A goblin," "a mouse click looks at the cell clicked"
x=$(tm display -p -t game '#{cursor_x}')
y=$(tm display -p -t game '#{cursor_y}')
[ "$x,$y" = "25,11" ] && ok "the look cursor is where the click was" || fail "the look cursor is where the click was (at $x,$y)"
keys Escape
expect "Turn 1" "a click costs no turn"

stop

# Seed 54: a goblin comes for a player who only waits, and kills them (on
# turn 20). A name of its own: the game above was saved when its terminal
# closed, and a name's game in progress is never started over.
start 80x24 "$MURK_BIN" --seed 54 --name dies
i=0
while [ $i -lt 40 ]; do tm send-keys -t game .; sleep 0.03; i=$((i + 1)); done
expect "Killed by a goblin, on turn" "death names the killer and the turn"
expect "Seed: 54" "the death screen gives the seed"
expect "n: a new game" "and offers a new game"
keys n
expect "Turn 0" "n starts a new game"
expect "Health 30/30" "at full health"
keys Q
keys y

finish
