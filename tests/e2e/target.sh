#!/bin/sh
# The target cursor at 80x24: f brings it out on the nearest monster in
# view with the path drawn, Tab goes to the next by distance and round
# again, Esc puts it away at no cost, and f, ., Enter or a click lets fly;
# with the minds pane open it all still fits.
#
# A saved game at a range of three monsters (fight_save archery): no
# seed's floor is kept for it, as floors change with the game.
. "$(dirname "$0")/lib.sh"
# Clicks need mouse reporting, which is off unless the options file asks.
mouse_on

# The turn the side panel shows, as a whole word ("Turn 23").
turn() { screen | grep -ow 'Turn [0-9]*'; }

# How many cells of the map (the left 60 columns, above the log) show a :,
# the path (not ~, which is water), when nothing else there is one.
path_cells() { screen | head -n 19 | cut -c 1-60 | tr -cd ':' | wc -c; }

# A hand-made floor (fight_save's archery scene): 8 darts in the pack, a
# kobold hunting 3 cells off, a goblin hunting 6 off, a kobold asleep 4
# off, and a wall 3 cells west of the player.
FIGHT_SAVE_BIN=${FIGHT_SAVE_BIN:-build/plain/tests/tools/fight_save}
dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-target.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FIGHT_SAVE_BIN" "$dir" archer archery || { fail "a saved game at the range"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name archer --save-dir "$dir"
expect "Welcome back" "the game resumes"
expect "8 darts" "the side panel says what f would fire"
before=$(turn)
[ "$(path_cells)" -eq 0 ] && ok "no path is drawn before aiming" || fail "no path is drawn before aiming"

# --- f: the cursor on the nearest monster, the path drawn to it.
keys f
expect "Fire at" "f brings out the target cursor"
expect "A kobold, unhurt," "it starts on the nearest monster in view, a kobold"
[ "$(char_at_cursor)" = k ] && ok "the cursor is on the kobold" || fail "the cursor is on the kobold"
expect "f or Enter: fire" "the look window says how to let fly"
expect "Tab: next, : path" "and how to go to the next monster, and what marks the path"
expect "Esc: cancel" "and how to cancel"
[ "$(path_cells)" -ge 2 ] && ok "the path is drawn cell by cell" || fail "the path is drawn cell by cell"

# --- Tab: the goblin, awake and in reach though farther, then the other
# kobold, asleep: sleepers after; then round again.
keys Tab
expect "A goblin, unhurt," "Tab goes to the next awake monster in reach, the goblin"
[ "$(char_at_cursor)" = g ] && ok "the cursor is on the goblin" || fail "the cursor is on the goblin"
keys Tab
expect "asleep." "Tab again goes to the sleeping kobold, after those awake"
expect "Fire: asleep" "the heading marks it asleep"
[ "$(char_at_cursor)" = k ] && ok "the cursor is on that kobold" || fail "the cursor is on that kobold"
keys Tab
expect "A kobold, unhurt," "Tab again comes round to the nearest"

# --- a move key moves the cursor off the monsters; Tab from there goes to
# the nearest, not to the next in reading order.
keys K
expect_not "A kobold, unhurt" "K moves the cursor eight cells up, off the kobold"
keys Tab
expect "A kobold, unhurt," "Tab from an empty cell goes to the nearest monster"

# --- Esc: no turn, no path.
keys Escape
expect "x or ; to look" "Esc puts the cursor away"
[ "$(turn)" = "$before" ] && ok "Esc costs no turn ($before)" || fail "Esc costs no turn (was $before, now $(turn))"
[ "$(path_cells)" -eq 0 ] && ok "the path goes with the cursor" || fail "the path goes with the cursor"

# --- f f lets a dart fly at the kobold: a turn, one dart fewer.
keys f f
expect "The dart hits the kobold for 1." "f again lets a dart fly at the kobold"
expect "x or ; to look" "and the cursor is put away"
expect "Turn 1" "it took a turn"
expect "7 darts" "and a dart"
# --- t: which item (the darts), then the cursor; Enter lets fly.
keys t
expect "Throw which item? (a-z, Esc to cancel)" "t asks what to throw"
keys a
expect "Throw at" "then where"
keys Enter
expect "The dart hits the kobold for 3." "Enter lets fly"
expect "Turn 2" "another turn"
# --- aimed at the wall west of the player, a click: the dart flies on to
# the wall and lies on the cell before it, ({ beside the # at the row's start).
# Where that wall is on the screen (the view may have moved).
line=$(screen | grep -n '#\.\.@\.\.\.\.#' | head -1)
wall_row=$((${line%%:*} - 1))
wall_col=$(printf '%s\n' "${line#*:}" | awk '{ print index($0, "#..@") - 1 }')
keys f
click "$wall_col" "$wall_row"
expect "Turn 3" "a click lets fly at the wall"
expect "5 darts" "one dart fewer"
expect "#{.@....#" "the dart lies on the cell before the wall"
before=$(turn)

# --- the minds pane open at 80x24: the look text takes the log's top lines.
keys m
expect "Minds (m hides)" "m opens the minds pane (in the side panel's place: no turn shown)"
keys f
# (The kobold's words make the line wrap before "Esc:".)
expect "(f or Enter: fire; Tab: next;" \
    "with the minds pane open the cursor's keys are named in the log"
expect "Minds (m hides)" "beside the minds pane"
keys Tab
expect "Fire at: A" "Tab goes on to the next monster there too"
keys Escape
expect_not "Fire at:" "Esc puts the cursor away"
keys m
expect "Health 30/30" "m again gives the side panel back"
[ "$(turn)" = "$before" ] && ok "and no turn was taken ($before)" || fail "and no turn was taken (was $before, now $(turn))"
stop

finish
