#!/bin/sh
# The all-seeing minds pane, a debugging aid: toggled with F4, it lists
# every monster of the floor with its state's name, scrolls, costs no turn
# and marks the run. (The player's own pane, m: tests/e2e/player_minds.sh.)
. "$(dirname "$0")/lib.sh"

# state_listed STATE: a monster's entry in the pane shows STATE within about
# two seconds. An entry's state is written three columns into the pane (the
# pane is the rightmost 30 columns), where no word of the key starts, so the
# key's own "asleep" and "hunting" do not count.
state_listed() {
    pane_col=$(($(tm display -p -t game '#{window_width}') - 30 + 4))
    i=0
    while [ $i -lt 20 ]; do
        screen | cut -c "$pane_col-" | grep -q "^$1\([^A-Za-z0-9]\|\$\)" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}

# Seed 2654 starts with 21 monsters (jackal packs among them), none in
# view (none ever starts in the arriving player's view): the pane's 7 rows
# at 80x24 leave 14 below. Its
# kobold #1 wanders, and notices the player after a step east and one back.
start 80x24 "$MURK_BIN" --seed 2654
expect "Health 30/30" "the game starts"
keys F4
expect "All minds (F4 hides)" "F4 opens the all-seeing minds pane"
expect "wandering" "the key to the colours names the states"
expect "kobold" "monsters out of sight are listed"
if state_listed asleep; then ok "with their state's name"; else fail "with their state's name (wanted: an entry asleep)"; fi
expect_not "Health 30/30" "at 80 columns the pane takes the side panel's place"
expect "0 above, 14 below" "more monsters than rows: it says how many are hidden"
keys ']'
expect "1 above, 13 below" "] scrolls down"
keys '['
expect "0 above, 14 below" "[ scrolls back up"
keys F4
expect "Health 30/30" "F4 closes the pane and the side panel returns"
expect_not "All minds (F4 hides)" "the pane is gone"
expect "Turn 0" "toggling costs no turn"
expect "(debug aid used)" "the game is marked as one where a debugging aid was used"
keys F4
expect "All minds (F4 hides)" "F4 opens the pane again"
# Waiting until one notices the player (a wanderer comes by), at most 40
# turns.
noticed=no
n=0
while [ $n -lt 40 ]; do
    screen | cut -c "$(($(tm display -p -t game '#{window_width}') - 30 + 4))-" | grep -q '^hunting\([^A-Za-z0-9]\|$\)' &&
        { noticed=yes; break; }
    keys .
    n=$((n + 1))
done
if [ $noticed = yes ] || state_listed hunting; then ok "a monster that notices the player shows as hunting"; else fail "a monster that notices the player shows as hunting (wanted: an entry hunting)"; fi
keys F4
expect_not "All minds (F4 hides)" "F4 closes it"
stop

# A wide terminal shows the pane in the side panel's place, as at 80
# columns, with the player's health in its title.
start 120x30 "$MURK_BIN" --seed 2654
keys F4
expect "All minds (F4 hides)" "the pane opens on a wide terminal"
expect "HP30/30" "with the player's health"

finish
