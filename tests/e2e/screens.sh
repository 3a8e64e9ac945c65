#!/bin/sh
# What the screen owes a player sharing a seed, giving up, or resizing: the
# seed whole on the panel and the end screen, a quit ending on the end
# screen as a death does, and every full-screen list drawn whole after a
# resize.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-screens.XXXXXX")
at_exit 'rm -rf "$dir"'

# play NAME SEED: murk at 80x24; its exit status goes to $dir/status.
play() {
    rm -f "$dir/status"
    start 80x24 sh -c "$MURK_BIN --name $1 --seed $2; echo \$? >$dir/status; sleep 60"
    wait_for "Health" >/dev/null
}

# ended: murk has exited within about three seconds.
ended() {
    i=0
    while [ ! -s "$dir/status" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$dir/status" ]
}

# ---- the seed, whole, on the panel and the end screen ----
for seed in 0 1 18446744073709551615; do
    play "seed$seed" "$seed"
    panel=$(screen | head -19 | cut -c 61-80)
    if printf '%s\n' "$panel" | shows "$seed"; then
        ok "seed $seed: the side panel shows it whole"
    else
        fail "seed $seed: the side panel shows it whole (panel: $(printf '%s' "$panel" | tr -s ' \n' ' '))"
    fi
    keys Q
    keys y
    expect "You gave the run up on turn 0." "seed $seed: Q y gives the end screen, as a death does"
    expect "Seed: $seed" "seed $seed: the end screen shows the seed whole"
    expect "Points: " "seed $seed: and the points for the quit"
    keys q
    ended && [ "$(cat "$dir/status")" = 0 ] && ok "seed $seed: q then leaves, status 0" ||
        fail "seed $seed: q then leaves, status 0 (got '$(cat "$dir/status" 2>/dev/null)')"
done

# ---- a quit's end screen offers a new game too ----
play again 7
keys Q
keys y
expect "n: a new game" "the quit's end screen offers a new game"
keys n
expect "Turn 0" "n starts one"
keys Q
keys n
expect_not "You gave the run up" "Q n plays on"

# ---- every full-screen list is drawn whole after a resize ----
play lists 5
# whole SIZE TOP BOTTOM WHAT: after a resize to SIZE, the screen's first
# line shows TOP and its last BOTTOM (empty: the log's last line is the
# welcome), and nothing of the map or the panel is left over.
whole() {
    resize "$1"
    shot=$(screen)
    rows=${1#*x}
    first=$(printf '%s\n' "$shot" | sed -n 1p)
    last=$(printf '%s\n' "$shot" | sed -n "$((rows - 1)),${rows}p")
    if printf '%s\n' "$first" | shows "$2" && printf '%s\n' "$last" | shows "$3" &&
        ! printf '%s\n' "$shot" | shows "Health"; then
        ok "$4 at $1 is drawn whole"
    else
        fail "$4 at $1 is drawn whole (wanted '$2' on top and '$3' at the bottom; got:
$shot)"
    fi
}
keys '?'
whole 100x30 "murk: the keys" "any other key returns" "the key list"
whole 80x24 "murk: the keys" "any other key returns" "the key list"
keys Escape
expect "Health" "Esc leaves the key list"
keys C-p
whole 90x28 "Messages" "Welcome to murk." "the message history"
whole 80x24 "Messages" "Welcome to murk." "the message history"
keys Escape
keys i
resize 100x30
expect "Your pack is empty." "the pack list after a resize"
expect "Health 30/30" "beside the side panel, drawn whole"
resize 80x24
keys Escape
keys m
resize 110x30
expect "Minds (m hides)" "the minds pane after a resize"
expect "HP30/30" "in the side panel's place at any size, with the player's health"
resize 80x24
expect "Minds (m hides)" "the minds pane back at 80x24, in the panel's place"
expect_not "Health 30/30" "without the panel"

finish
