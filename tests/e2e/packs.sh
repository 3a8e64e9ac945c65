#!/bin/sh
# Groups at 80x24. The minds pane: seed 14's first floor has a jackal pack
# awake, wandering with its leader; the pane says so of each follower. A
# corridor: a saved game (tests/tools/fight_save ... corridor) with a goblin
# chief's band hunting the player, who stands in a corridor; the band waits
# in its room, out of sight, and the pane, the list (the player senses them)
# and look say so.
. "$(dirname "$0")/lib.sh"
FIGHT_SAVE_BIN=${FIGHT_SAVE_BIN:-build/plain/tests/tools/fight_save}

# pane_says TEXT: TEXT shows in the pane (the rightmost 30 columns) within
# ten scrolls down.
pane_says() {
    pane_col=$(($(tm display -p -t game '#{window_width}') - 30 + 1))
    i=0
    while [ $i -lt 10 ]; do
        screen | cut -c "$pane_col-" | grep -q "$1" && return 0
        keys ']'
        i=$((i + 1))
    done
    return 1
}

start 80x24 "$MURK_BIN" --seed 14
expect "Health 30/30" "the game starts"
keys F4
expect "All minds (F4 hides)" "F4 opens the all-seeing minds pane"
expect "jackal" "the pack is listed"
if pane_says "following the pack"; then ok "a follower shows as following the pack"; else fail "a follower shows as following the pack"; fi
expect_not "following the pa[^c]" "the words fit the pane"
keys F4
expect "Turn 0" "looking costs no turn"
stop

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-packs.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FIGHT_SAVE_BIN" "$dir" band corridor || { fail "a saved game with a band"; finish; exit 1; }
start 80x24 "$MURK_BIN" --name band --save-dir "$dir"
expect "Welcome back" "the band's game resumes"
expect "hunting" "the band hunts the player"
for i in 1 2 3 4 5; do keys .; done
expect "Turn 5" "five turns waited"
expect "sensed  waiting" "the list says the band waits"
# The corridor: the nine cells west of the player, its mouth the last.
corridor=$(screen | grep '@' | sed 's/.*\(.........\)@.*/\1/')
case "$corridor" in
*g*) fail "none of them comes into the corridor after the player (it shows: $corridor)" ;;
*) ok "none of them comes into the corridor after the player" ;;
esac
keys F4
expect "waiting for you to come out" "the minds pane says what they wait for"
keys F4
keys x
keys Tab
expect "waiting at the" "look says where they wait"
expect "corridor, sensed." "...at the corridor"
keys Escape
stop
finish
