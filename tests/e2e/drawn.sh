#!/bin/sh
# A frame drawn from what changed shows what a frame drawn whole shows: the
# map makes again only the cells whose look can have changed since the last
# frame (those that came into sight or went out of it, the doors in sight,
# those new to the square round the player, those an overlay stood on). On
# seeds with rooms, doors, items and monsters about, after each stretch of a
# random walk the screen, attributes and all, is the same as after the pack
# list has been drawn over the map and taken away, which draws it whole.
. "$(dirname "$0")/lib.sh"

# walk N SEED: N keys of a random walk in the eight directions.
walk() {
    awk -v n="$1" -v seed="$2" 'BEGIN { srand(seed); split("h j k l y u b n", d, " ");
        for (i = 0; i < n; i++) printf "%s ", d[int(rand() * 8) + 1] }'
}

# settled: the whole screen, attributes too, once it has stopped changing.
settled() {
    last=""
    now=$(tm capture-pane -p -e -t game)
    while [ "$now" != "$last" ]; do
        last=$now
        sleep 0.15
        now=$(tm capture-pane -p -e -t game)
    done
    printf '%s\n' "$now"
}

for seed in 23 41 160; do
    start 80x24 "$MURK_BIN" --seed "$seed" --name "drawn$seed"
    expect "Health" "seed $seed: the game starts"
    stretch=0
    differed=0
    while [ $stretch -lt 15 ] && [ $differed = 0 ]; do
        stretch=$((stretch + 1))
        # Ten keys at once: frames still composed at every key, sent at the
        # last (a key waiting holds the frame back).
        # shellcheck disable=SC2046
        tm send-keys -t game $(walk 10 $((seed * 100 + stretch)))
        screen | grep -q "Killed by" && break
        drawn=$(settled)
        keys i
        keys Escape
        whole=$(settled)
        if [ "$drawn" != "$whole" ]; then
            differed=$stretch
            printf '%s\n' "$drawn" >"${TMPDIR:-/tmp}/murk-drawn-$$.step"
            printf '%s\n' "$whole" >"${TMPDIR:-/tmp}/murk-drawn-$$.whole"
            diff "${TMPDIR:-/tmp}/murk-drawn-$$.step" "${TMPDIR:-/tmp}/murk-drawn-$$.whole" | cat -v | head -20
            rm -f "${TMPDIR:-/tmp}/murk-drawn-$$.step" "${TMPDIR:-/tmp}/murk-drawn-$$.whole"
        fi
    done
    [ $differed = 0 ] && ok "seed $seed: $stretch stretches of a walk drawn as if whole" ||
        fail "seed $seed: stretch $differed drawn unlike the whole frame"
done

finish
