#!/bin/sh
# The minds pane: toggled with m and with F4, it lists every monster with its
# state's name, scrolls, and costs no turn.
. "$(dirname "$0")/lib.sh"

start 80x24 "$MURK_BIN" --seed 82
expect "Health 30/30" "the game starts"
keys m
expect "Minds (m hides)" "m opens the minds pane"
expect "wandering" "the key to the colours names the states"
expect "kobold" "monsters out of sight are listed"
expect "asleep" "with their state's name"
expect_not "Health 30/30" "at 80 columns the pane takes the side panel's place"
expect "0 above, 6 below" "more monsters than rows: it says how many are hidden"
keys ']'
expect "1 above, 5 below" "] scrolls down"
keys '['
expect "0 above, 6 below" "[ scrolls back up"
keys m
expect "Health 30/30" "m closes the pane and the side panel returns"
expect_not "Minds (m hides)" "the pane is gone"
expect "Turn 0" "toggling costs no turn"
expect "(debug aid used)" "the game is marked as one where a debugging aid was used"
keys F4
expect "Minds (m hides)" "F4 opens the pane too"
keys l
keys h
expect "hunting" "a monster that notices the player shows as hunting"
keys F4
expect_not "Minds (m hides)" "F4 closes it"
stop

# A wide terminal shows the pane beside the side panel.
start 120x30 "$MURK_BIN" --seed 82
keys m
expect "Minds (m hides)" "the pane opens on a wide terminal"
expect "Health 30/30" "and the side panel stays"

finish
