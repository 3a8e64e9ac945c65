#!/bin/sh
# What a key costs the real binary, all of it (rules, saving, drawing):
# callgrind counts the instructions of murk in an 80x24 tmux pane while it
# plays KEY_BENCH_MOVES keys (300) of a random walk and of an alternating
# walk on seed 2, saved with S at the end. A game started and saved at once
# is counted too and taken off, so the figure is per key, not per start.
# Prints key_instructions_per_key_walk= and _alt=, or why it was skipped.
#
# With KEY_BENCH_KEEP (a directory), callgrind's files are kept there
# (base.out: a game started and saved at once; walk.out, alt.out) for callgrind_annotate.
#
#   sh src/bench/key_instructions.sh [MURK_BIN]
set -u
MURK_BIN=${1:-${MURK_BIN:-./murk}}
MOVES=${KEY_BENCH_MOVES:-300}
SEED=${KEY_BENCH_SEED:-2}
command -v tmux >/dev/null 2>&1 || { echo "key_instructions=skipped (no tmux)"; exit 0; }
command -v valgrind >/dev/null 2>&1 || { echo "key_instructions=skipped (no valgrind)"; exit 0; }
work=$(mktemp -d "${TMPDIR:-/tmp}/murk-key-instructions.XXXXXX")
. "$(dirname "$0")/term_lib.sh"

# instructions KEYS_FILE OUT: the instructions of a game that plays those
# keys (none for an empty file) and is saved, into OUT (not through $(...):
# the tmux server's name must outlive the call).
instructions() {
    home="$work/home-$STARTS"
    out="$work/callgrind-$STARTS.out"
    mkdir -p "$home"
    start env MURK_HOME="$home" valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$MURK_BIN" --seed "$SEED" --name bench
    wait_for "Health" 600 || { echo "key_instructions: murk did not start under valgrind" >&2; return 1; }
    # A key at a time, slowly enough that each is drawn before the next
    # arrives: curses skips a frame when a key is waiting.
    while read -r k; do
        tm send-keys -t bench "$k"
        sleep 0.06
    done <"$1"
    if tm capture-pane -p -t bench | grep -q "Killed by"; then
        echo "key_instructions: the player died on seed $SEED: not a walk's figure" >&2
    fi
    tm send-keys -t bench S
    i=0
    while [ "$(tm display -p -t bench '#{pane_dead}')" != 1 ] && [ $i -lt 600 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$out" >"$2"
    if [ -n "${KEY_BENCH_KEEP:-}" ]; then
        mkdir -p "$KEY_BENCH_KEEP" && cp "$out" "$KEY_BENCH_KEEP/$(basename "$2").out"
    fi
}

: >"$work/none.keys"
instructions "$work/none.keys" "$work/base" || exit 1
walk_keys >"$work/walk.keys"
instructions "$work/walk.keys" "$work/walk" || exit 1
# The alternating walk's keys come from the arrival room on the screen.
mkdir -p "$work/home-alt-keys"
start env MURK_HOME="$work/home-alt-keys" "$MURK_BIN" --seed "$SEED" --name bench
wait_for "Health" || { echo "key_instructions: murk did not start" >&2; exit 1; }
alt_keys >"$work/alt.keys"
instructions "$work/alt.keys" "$work/alt" || exit 1
stop
base=$(cat "$work/base") walk=$(cat "$work/walk") alt=$(cat "$work/alt")
if [ -z "$base" ] || [ -z "$walk" ] || [ -z "$alt" ]; then
    echo "key_instructions: callgrind gave no totals" >&2
    exit 1
fi
echo "key_instructions_per_key_walk=$(((walk - base) / MOVES))"
echo "key_instructions_per_key_alt=$(((alt - base) / MOVES)) key_instructions_start=$base keys=$MOVES seed=$SEED"
