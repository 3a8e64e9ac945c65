#!/bin/sh
# A goblin band at 80x24 (doc/rules.md, "Groups, shouts and morale" and
# "Followers, scavengers, thieves and trackers"): a saved game (written by
# tests/tools/fight_save ... band) has the player on the stairs down, a
# goblin chief awake 4 cells west and its 3 goblins asleep behind it. The
# chief notices the player and shouts; the shout wakes the band; the
# player kills the chief with one blow, and the band breaks; a goblin
# that kept its nerve, next to the player, follows them down the stairs.
# The all-seeing minds pane (F4, a debugging aid) gives each monster's cell, so the script strikes the
# chief and takes the stairs when they are next to the player, whatever
# turn that is.
. "$(dirname "$0")/lib.sh"
FIGHT_SAVE_BIN=${FIGHT_SAVE_BIN:-build/plain/tests/tools/fight_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-band.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FIGHT_SAVE_BIN" "$dir" band band || { fail "a saved game with a sleeping band"; finish; exit 1; }

# The player's cell in the scene: the stairs.
PLAYER_X=15
PLAYER_Y=3

# pane: the screen's rightmost 30 columns, where the minds pane is.
pane() { screen | cut -c "$(($(tm display -p -t game '#{window_width}') - 30 + 1))-"; }

# pane_states STATE: how many monsters the minds pane says are in STATE
# (the line under each monster's name holds its state alone).
pane_states() { pane | awk -v s="$1" '{ sub(/^ +/, ""); sub(/ +$/, "") } $0 == s { n++ } END { print n + 0 }'; }

# adjacent_key NAME STATE: the move key toward the monster named NAME
# whose state in the pane begins with STATE, if it stands next to the
# player; nothing otherwise.
adjacent_key() {
    pane | E2E_WHO="$1 #" E2E_STATE="$2" awk -v px=$PLAYER_X -v py=$PLAYER_Y '
        BEGIN {
            key["-1,-1"] = "y"; key["0,-1"] = "k"; key["1,-1"] = "u"; key["-1,0"] = "h"
            key["1,0"] = "l"; key["-1,1"] = "b"; key["0,1"] = "j"; key["1,1"] = "n"
        }
        want != "" {
            line = $0; sub(/^ +/, "", line)
            if (index(line, ENVIRON["E2E_STATE"]) == 1) { print want; exit }
            want = ""
        }
        index($0, ENVIRON["E2E_WHO"]) > 0 && match($0, /[0-9]+,[0-9]+ *$/) {
            split(substr($0, RSTART), c, ",")
            d = (c[1] - px) "," (c[2] + 0 - py)
            if (d in key) want = key[d]
        }'
}

# wait_next_to NAME STATE: waits a turn at a time, up to 12, until such a
# monster is next to the player; prints its key.
wait_next_to() {
    n=0
    while [ $n -lt 12 ]; do
        k=$(adjacent_key "$1" "$2")
        if [ -n "$k" ]; then echo "$k"; return 0; fi
        tm send-keys -t game .
        sleep 0.25
        n=$((n + 1))
    done
    return 1
}

# in_order TEXT...: the screen shows each TEXT, each on a row below the
# one before.
in_order() {
    screen | awk -v want="$*" '
        BEGIN { n = split(want, t, "|") ; i = 1 }
        i <= n && index($0, t[i]) > 0 { i++ }
        END { exit i > n ? 0 : 1 }'
}

start 80x24 "$MURK_BIN" --name band --save-dir "$dir"
expect "Welcome back. Your game goes on: floor 3, turn 0." "the band's game resumes"
expect "Depth 3" "the panel gives the floor"
expect "wandering" "the chief on watch is listed awake"
expect "asleep" "its goblins are listed asleep"
expect "goblin (x3)" "the three alike are one entry of the list, counted"
keys F4
expect "All minds (F4 hides)" "F4 opens the all-seeing minds pane"
asleep=$(pane_states asleep)
if [ "$asleep" = 3 ]; then ok "the pane has the three goblins asleep"; else fail "the pane has the three goblins asleep (it has $asleep)"; fi

# Turn 1: the chief sees the player, shouts, and the shout wakes the band.
keys .
expect "The goblin chief notices you: it saw you." "the chief notices the player, saying why"
expect "The goblin chief shouts!" "and shouts"
expect "The goblin wakes up: it heard the goblin chief's shout." "the shout wakes a goblin, saying why"
expect "The goblin wakes up: its pack woke it. (x2)" "and it wakes the other two, saying why"
asleep=$(pane_states asleep)
if [ "$asleep" = 0 ]; then ok "the pane has none asleep after the shout"; else fail "the pane has none asleep after the shout (it has $asleep)"; fi
expect "following the chief" "the woken goblins follow their chief"

# The chief comes first; one blow kills it, and the band breaks.
if key=$(wait_next_to "goblin chief" hunting); then
    ok "the chief comes next to the player"
else
    fail "the chief comes next to the player"
    finish
    exit 1
fi
keys "$key"
expect "You kill the goblin chief!" "one blow kills the chief"
expect "The goblins scatter!" "the band breaks at its chief's death"
expect "afraid: the pack broke" "the pane says why they flee"
keys F4
expect "fleeing" "the monster list says they flee"
expect "goblin (x2)" "the two that broke, alike, are one entry"
expect "afraid: the pack" "and the list gives why, where the look window has the row"
keys F4

# A goblin that kept its nerve comes on; next to the player, down it comes.
if key=$(wait_next_to goblin hunting); then
    ok "a goblin that held comes next to the player"
else
    fail "a goblin that held comes next to the player"
    finish
    exit 1
fi
keys '>'
expect "You descend to floor 4." "the player goes down"
expect "goblin following you down" "the pane says who follows, between floors"
keys F4
expect "Depth 4" "the panel gives the new floor"
keys .
expect "The goblin follows you down!" "a turn later the goblin comes down next to the player"
expect "hunting you" "still hunting"

# The whole story in the message history, in order.
keys C-p
expect "Messages" "Ctrl-P shows the messages kept"
if in_order "The goblin chief shouts!|The goblin wakes up: it heard|You kill the goblin chief!|The goblins scatter!|You descend to floor 4.|The goblin follows you down!"; then
    ok "the history tells it in order: shout, waking, death, break, stairs, follower"
else
    fail "the history tells it in order: shout, waking, death, break, stairs, follower"
fi
keys Escape
stop
finish
