#!/bin/sh
# The run: walk seed 3's first floor to its stairs with the keys the test
# driver pressed (tests/tools/route), go down with >, and read the new depth.
. "$(dirname "$0")/lib.sh"
ROUTE_BIN=${ROUTE_BIN:-build/plain/tests/tools/route}

route=$("$ROUTE_BIN" 3 2 2>/dev/null) || { fail "the route to floor 2 of seed 3"; finish; exit 1; }
walk=${route%>}

start 80x24 "$MURK_BIN" --seed 3
expect "Depth 1" "a run starts on floor 1"
keys '>'
expect_line "There are no stairs down here." "> off the stairs says there are none"
expect "Turn 0" "and takes no turn"
keys ':'
expect_line "There is nothing here." ": says what lies here, here nothing"

last=$(printf '%s' "$walk" | tail -c 1)
tm send-keys -t game -l "${walk%?}"
sleep 1
expect ">" "the stairs are drawn, a step away"
keys "$last"
expect "There are stairs down here." "stepping onto the stairs says so"
keys 'x'
expect "health, on stairs" "look says the player stands on the stairs"
keys Escape
keys '>'
expect "You descend to floor 2." "> on the stairs descends and says so"
expect "Depth 2" "the side panel shows the new depth"
keys '?'
expect "go down the stairs" "the key list has >"
keys Space
keys Q
keys y
finish
