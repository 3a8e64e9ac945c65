#!/bin/sh
# The target cursor at 80x24: f brings it out on the nearest monster in
# view with the path drawn, Tab goes to the next by distance and round
# again, Esc puts it away at no cost, and f, ., Enter or a click lets fly;
# with the minds pane open it all still fits.
#
# Seed 9: two o's walk to where a kobold (the nearer, asleep) and a goblin
# are in view. Until the pack holds what flies, letting fly is answered
# "You have nothing to fire." and takes no turn.
. "$(dirname "$0")/lib.sh"

# The turn the side panel shows, as a whole word ("Turn 23").
turn() { screen | grep -ow 'Turn [0-9]*'; }

# How many cells of the map (the left 60 columns, above the log) show a *:
# the path, when nothing else there is one.
path_cells() { screen | head -n 19 | cut -c 1-60 | tr -cd '*' | wc -c; }

start 80x24 "$MURK_BIN" --seed 9 --name archer
expect "Health 30/30" "the game starts"
keys o
expect "You see here a murky potion." "o walks to the potion"
keys o
expect "You stop: a kobold comes into view." "o walks on until a kobold comes into view"
before=$(turn)
[ -n "$before" ] && ok "the side panel shows the turn ($before)" || fail "the side panel shows the turn"
[ "$(path_cells)" -eq 0 ] && ok "no path is drawn before aiming" || fail "no path is drawn before aiming"

# --- f: the cursor on the nearest monster, the path drawn to it.
keys f
expect "Fire at" "f brings out the target cursor"
expect "A kobold, unhurt," "it starts on the nearest monster in view, the kobold"
[ "$(char_at_cursor)" = k ] && ok "the cursor is on the kobold" || fail "the cursor is on the kobold"
expect "f or Enter: fire" "the look window says how to let fly"
expect "Tab: next monster" "and how to go to the next monster"
expect "Esc: cancel" "and how to cancel"
[ "$(path_cells)" -ge 2 ] && ok "the path is drawn cell by cell" || fail "the path is drawn cell by cell"

# --- Tab: the goblin, farther; then round again to the kobold.
keys Tab
expect "A goblin, unhurt." "Tab goes to the next monster by distance, the goblin"
[ "$(char_at_cursor)" = g ] && ok "the cursor is on the goblin" || fail "the cursor is on the goblin"
[ "$(path_cells)" -ge 7 ] && ok "the path to the goblin is longer" || fail "the path to the goblin is longer"
keys Tab
[ "$(char_at_cursor)" = k ] && ok "Tab again comes round to the nearest" || fail "Tab again comes round to the nearest"

# --- a move key moves the cursor off the monsters; Tab from there goes to
# the nearest (the kobold), not to the next in reading order (the goblin,
# above it).
keys K
expect_not "A kobold, unhurt," "K moves the cursor eight cells up, off the kobold"
keys Tab
[ "$(char_at_cursor)" = k ] && ok "Tab from an empty cell goes to the nearest monster" ||
    fail "Tab from an empty cell goes to the nearest monster"

# --- Esc: no turn, no path.
keys Escape
expect "x or ; to look" "Esc puts the cursor away"
[ "$(turn)" = "$before" ] && ok "Esc costs no turn ($before)" || fail "Esc costs no turn (was $before, now $(turn))"
[ "$(path_cells)" -eq 0 ] && ok "the path goes with the cursor" || fail "the path goes with the cursor"

# --- f f, f Enter, f . and a click let fly; with nothing to fire the game
# says so each time.
keys f f
expect "You have nothing to fire." "f again lets fly"
expect "x or ; to look" "and the cursor is put away"
keys f Enter
expect "You have nothing to fire. (x2)" "Enter lets fly"
keys f .
expect "You have nothing to fire. (x3)" ". lets fly"
keys f
click 36 3
expect "You have nothing to fire. (x4)" "a click on the map lets fly"
keys t
expect "You have nothing to throw." "t with nothing in the pack says so"
[ "$(turn)" = "$before" ] && ok "none of it took a turn" || fail "none of it took a turn (was $before, now $(turn))"

# --- the minds pane open at 80x24: the look text takes the log's top lines.
keys m
expect "Minds (m hides)" "m opens the minds pane (in the side panel's place: no turn shown)"
keys f
expect "Fire at: A kobold, unhurt, asleep. (f or Enter: fire; Tab: next; Esc: cancel)" \
    "with the minds pane open the cursor still starts on the kobold, named in the log with the keys"
expect "Minds (m hides)" "beside the minds pane"
keys Tab
expect "Fire at: A goblin, unhurt." "Tab goes to the goblin there too"
[ "$(char_at_cursor)" = g ] && ok "the cursor is on the goblin" || fail "the cursor is on the goblin"
keys Escape
expect_not "Fire at:" "Esc puts the cursor away"
keys m
expect "Health 30/30" "m again gives the side panel back"
[ "$(turn)" = "$before" ] && ok "and no turn was taken ($before)" || fail "and no turn was taken (was $before, now $(turn))"
stop

finish
