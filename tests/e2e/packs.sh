#!/bin/sh
# Groups in the minds pane: seed 14's first floor has a jackal pack awake,
# wandering with its leader; the pane says so of each follower.
. "$(dirname "$0")/lib.sh"

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
keys m
expect "Minds (m hides)" "m opens the minds pane"
expect "jackal" "the pack is listed"
if pane_says "following the pack"; then ok "a follower shows as following the pack"; else fail "a follower shows as following the pack"; fi
expect_not "following the pa[^c]" "the words fit the pane"
keys m
expect "Turn 0" "looking costs no turn"
stop
finish
