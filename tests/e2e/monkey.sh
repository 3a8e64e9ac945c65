#!/bin/sh
# A thousand keys a careless player might press, with resizes between, on
# one fixed sequence: the game must neither crash nor (under the sanitizers)
# report anything, and must still quit cleanly. (Not q: on the death screen
# it quits, which is right but would end the test early.)
. "$(dirname "$0")/lib.sh"

out=$(mktemp -d)
at_exit 'rm -rf "$out"'
start 80x24 sh -c "$MURK_BIN --seed 7 2>$out/err; echo \$? >$out/status; sleep 30"
expect "Health" "the game starts"

i=0
for k in $(awk 'BEGIN { srand(3); n = split("h j k l y u b n . g , i r w d x Tab Escape m ] [ D X R a c Enter 5 Up Down Left Right", a, " ");
                        for (i = 0; i < 1000; i++) print a[int(rand() * n) + 1] }'); do
    tm send-keys -t game "$k"
    i=$((i + 1))
    if [ $((i % 250)) = 0 ]; then resize 60x20; resize 100x30; resize 80x24; fi
    if [ $((i % 50)) = 0 ]; then
        sleep 0.2
        screen | grep -q "Killed by" && tm send-keys -t game n
    fi
done
sleep 0.5
# Whatever screen the keys left it on (the minds pane hides the side panel),
# the game has not exited: the shell has written no status yet.
[ ! -e "$out/status" ] && ok "the game is still running after 1000 keys" ||
    fail "the game is still running after 1000 keys (it exited $(cat "$out/status"))"
tm send-keys -t game Escape Escape Q y
wait_for "Points:" >/dev/null # the end screen, as after a death
tm send-keys -t game q
sleep 1
[ "$(cat "$out/status" 2>/dev/null)" = 0 ] && ok "it quits with status 0" || fail "it quits with status 0 (got $(cat "$out/status" 2>/dev/null))"
[ ! -s "$out/err" ] && ok "nothing on stderr (no sanitizer report)" || fail "nothing on stderr: $(head -5 "$out/err")"

finish
