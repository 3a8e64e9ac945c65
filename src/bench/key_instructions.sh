#!/bin/sh
# What a key costs the real binary, all of it (rules, saving, drawing):
# callgrind counts the instructions of murk in an 80x24 tmux pane while it
# plays KEY_BENCH_MOVES keys (300) of a random walk and of an alternating
# walk on seed 2, saved with S at the end. A game started and saved at once
# is counted too and taken off, so the figure is per key, not per start.
# Prints key_instructions_per_key_walk= and _alt=, or why it was skipped.
#
# Where NetHack is installed (nethack-console), the same count of its own
# keys: a copy of its binary without the setgid bit (valgrind runs none),
# its counters zeroed once its first turn shows and dumped after the keys
# (callgrind_control), on the same random walk and on an alternating walk
# found on its screen; its game seeded with SEED where the bench may
# (start_seeded, term_lib.sh), so the count is of the same game every run.
# Instructions are what a loaded machine does not
# move, where CPU time per key (term_bytes.sh) swings by a tenth between
# runs: printed as nethack_instructions_per_key_walk= and _alt=, each
# with its ratio (a game of NetHack's whose keys a prompt ate is played
# again). With MURK_BEFORE, another build's figures first
# (before_key_instructions_per_key_walk= and _alt=).
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

# instructions KEYS_FILE OUT: the instructions of $game_bin's game that
# plays those keys (none for an empty file) and is saved, into OUT (not
# through $(...): the tmux server's name must outlive the call).
game_bin=$MURK_BIN
instructions() {
    home="$work/home-$STARTS"
    out="$work/callgrind-$STARTS.out"
    mkdir -p "$home"
    start env MURK_HOME="$home" valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$game_bin" --seed "$SEED" --name bench
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
walk_keys >"$work/walk.keys"
# The alternating walk's keys come from the arrival room on the screen.
mkdir -p "$work/home-alt-keys"
start env MURK_HOME="$work/home-alt-keys" "$MURK_BIN" --seed "$SEED" --name bench
wait_for "Health" || { echo "key_instructions: murk did not start" >&2; exit 1; }
alt_keys >"$work/alt.keys"

# murk_figures PREFIX: $game_bin's figures, printed with PREFIX (before_
# for MURK_BEFORE's); walk and alt are left set.
murk_figures() {
    instructions "$work/none.keys" "$work/base" || exit 1
    instructions "$work/walk.keys" "$work/walk" || exit 1
    instructions "$work/alt.keys" "$work/alt" || exit 1
    stop
    base=$(cat "$work/base") walk=$(cat "$work/walk") alt=$(cat "$work/alt")
    if [ -z "$base" ] || [ -z "$walk" ] || [ -z "$alt" ]; then
        echo "key_instructions: callgrind gave no totals" >&2
        exit 1
    fi
    walk=$(((walk - base) / MOVES)) alt=$(((alt - base) / MOVES))
    echo "${1}key_instructions_per_key_walk=$walk"
    echo "${1}key_instructions_per_key_alt=$alt ${1}key_instructions_start=$base keys=$MOVES seed=$SEED"
}

# With MURK_BEFORE (the build before, as term_bytes.sh takes it), its
# figures first, from the same keys.
if [ -n "${MURK_BEFORE:-}" ] && [ -x "$MURK_BEFORE" ]; then
    game_bin=$MURK_BEFORE
    murk_figures before_
    game_bin=$MURK_BIN
fi
murk_figures ""

# NetHack's, where it is installed.
NETHACK_DIR=${NETHACK_DIR:-/usr/lib/games/nethack}
[ -x "$NETHACK_DIR/nethack-console" ] || { echo "nethack_instructions=skipped (no $NETHACK_DIR/nethack-console)"; exit 0; }
cp "$NETHACK_DIR/nethack-console" "$work/nethack" && chmod 755 "$work/nethack"
[ "$nethack_seeded" = 1 ] && echo "nethack_instructions_seeded=yes (seed $SEED as its /dev/urandom: the same game every run)" ||
    echo "nethack_instructions_seeded=no (no mount namespace here: NetHack draws its game, each run its own)"

# nethack_instructions KEYS_FILE|alt OUT: the instructions of NetHack's
# game over those keys (alt: the alternating walk found on its screen),
# from its first turn, into OUT, and the turns they took into OUT.turns.
nethack_instructions() {
    nhome="$work/nh-$STARTS"
    out="$work/nh-callgrind-$STARTS.out"
    mkdir -p "$nhome"
    printf 'OPTIONS=!autopickup,!legacy,!news,!splash_screen,number_pad:0,time,pettype:none\n' >"$nhome/nethackrc"
    start_seeded "$SEED" "$nhome" env HOME="$nhome" NETHACKOPTIONS="@$nhome/nethackrc" HACKDIR="$NETHACK_DIR" sh -c \
        "cd '$NETHACK_DIR' && exec valgrind --tool=callgrind --callgrind-out-file='$out' '$work/nethack' -u 'ki$(($$ % 10000))n$STARTS' -p valkyrie -r dwarf -g female -a lawful"
    wait_for "Is this ok?" 600 || { echo "key_instructions: NetHack did not start under valgrind" >&2; return 1; }
    tm send-keys -t bench y
    i=0
    while [ $i -lt 40 ]; do
        sleep 0.5
        tm capture-pane -p -t bench >"$work/nh.screen"
        grep -q "T:1\>" "$work/nh.screen" && ! grep -q -- "--More--" "$work/nh.screen" && break
        tm send-keys -t bench Escape
        i=$((i + 1))
    done
    keys=$1
    [ "$keys" = alt ] && { alt_keys >"$work/nh-alt.keys"; keys="$work/nh-alt.keys"; }
    pid=$(tm display -p -t bench '#{pane_pid}')
    turn_before=$(tm capture-pane -p -t bench | sed -n 's/.*T:\([0-9][0-9]*\).*/\1/p' | head -1)
    callgrind_control -z "$pid" >/dev/null 2>&1
    while read -r k; do
        tm send-keys -t bench "$k"
        sleep 0.06
        # NetHack waits at --More-- with the cursor on the top line: the
        # Enter a player would press, counted with the key.
        if [ "$(tm display -p -t bench '#{cursor_y}')" = 0 ]; then
            tm send-keys -t bench Enter
            sleep 0.06
        fi
    done <"$keys"
    turn_after=$(tm capture-pane -p -t bench | sed -n 's/.*T:\([0-9][0-9]*\).*/\1/p' | head -1)
    callgrind_control -d "$pid" >/dev/null 2>&1
    i=0
    while [ ! -s "$out.1" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
    sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$out.1" >"$2"
    if [ -n "$turn_after" ] && [ -n "$turn_before" ]; then
        echo $((turn_after - turn_before)) >"$2.turns"
    else
        echo unknown >"$2.turns" # a prompt over the status lines
    fi
    nethack_quit
}

# nethack_walked KEYS_FILE|alt OUT: NetHack's game over those keys, played
# again (3 games at most) until it is a walk: its turn counter shown at
# the end and moved by a fifth of the keys or more, as term_bytes.sh asks
# (a prompt may eat the keys of one game, and its few instructions are no
# key's; a seeded game comes again the same, but for a prompt a slow
# moment let in). Fails when none was.
nethack_walked() {
    tries=0
    while [ $tries -lt 3 ]; do
        tries=$((tries + 1))
        nethack_instructions "$1" "$2" || return 1
        turns=$(cat "$2.turns")
        [ "$turns" != unknown ] && [ "$turns" -ge $((MOVES / 5)) ] && [ -s "$2" ] && return 0
        echo "key_instructions: NetHack's game ($(basename "$2")) took $turns turns in $MOVES keys: not a walk, played again" >&2
    done
    return 1
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "unknown" }'; }
for pattern in walk alt; do
    keys=$pattern
    [ "$pattern" = walk ] && keys="$work/walk.keys"
    if nethack_walked "$keys" "$work/nh-$pattern"; then
        nh=$(($(cat "$work/nh-$pattern") / MOVES))
        mine=$walk
        [ "$pattern" = alt ] && mine=$alt
        echo "nethack_instructions_per_key_$pattern=$nh (turns: $(cat "$work/nh-$pattern.turns") of $MOVES keys) key_instructions_ratio_$pattern=$(ratio "$mine" "$nh") (murk/NetHack, instructions a key)"
    else
        echo "nethack_instructions_per_key_$pattern=unknown (no game of 3 was a walk)"
    fi
done
stop
