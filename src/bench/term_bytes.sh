#!/bin/sh
# What a move costs over a slow link: the bytes the real binary sends to an
# 80x24 terminal (tmux pipe-pane), on fixed seeds, for 200 moves stepping
# back and forth in the arrival room (alt) and 200 moves of a random walk
# (walk), and for one full redraw (Ctrl-R). The seeds start the player far
# from the map's edges, where the view has room to move, and the player
# lives through both walks on them (a death would end the measure in a
# death screen and a new game). Each figure is the median over the seeds of
# that seed's bytes per move. Prints key=value
# lines; where /usr/games/nethack is installed, the same walks in NetHack
# beside them.
#
#   sh src/bench/term_bytes.sh [MURK_BIN]
set -u
MURK_BIN=${1:-${MURK_BIN:-./murk}}
SEEDS=${TERM_BENCH_SEEDS:-"41 82 160 274 379"}
MOVES=${TERM_BENCH_MOVES:-200}
NETHACK=${NETHACK:-/usr/games/nethack}

command -v tmux >/dev/null 2>&1 || { echo "term_bytes=skipped (no tmux)"; exit 0; }
work=$(mktemp -d "${TMPDIR:-/tmp}/murk-term-bytes.XXXXXX")
STARTS=0
SOCKET=
tm() { tmux -L "$SOCKET" "$@"; }
# Each game gets a tmux server of its own: a new one on the socket of a
# server still shutting down would fail.
stop() {
    [ -n "$SOCKET" ] || return 0
    tm kill-server 2>/dev/null
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"
}
cleanup() { stop; rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

size_of() { wc -c <"$1" 2>/dev/null | tr -d ' ' || echo 0; }

# settle FILE: wait until the pane has sent everything (FILE stops growing).
settle() {
    last=-1
    now=$(size_of "$1")
    while [ "$now" != "$last" ]; do
        last=$now
        sleep 0.15
        now=$(size_of "$1")
    done
}

# start COMMAND...: the command in a new 80x24 tmux server of its own.
start() {
    stop
    STARTS=$((STARTS + 1))
    SOCKET="murk-term-bytes-$$-$STARTS"
    tm -f /dev/null new-session -d -s bench -x 80 -y 24 "sleep 600"
    tm set-option -g default-terminal tmux-256color
    tm set-option -g remain-on-exit on
    tm respawn-pane -k -t bench "$@"
}

wait_for() {
    i=0
    while [ $i -lt 50 ]; do
        tm capture-pane -p -t bench | grep -qF -- "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

# The keys of an alternating walk: a step to an open side and back, found
# from the screen (the cell beside the cursor that shows floor).
alt_keys() {
    x=$(tm display -p -t bench '#{cursor_x}')
    y=$(tm display -p -t bench '#{cursor_y}')
    pair=$(tm capture-pane -p -t bench | awk -v x="$x" -v y="$y" '
        NR == y { up = substr($0, x + 1, 1) }
        NR == y + 1 { left = substr($0, x, 1); right = substr($0, x + 2, 1) }
        NR == y + 2 { down = substr($0, x + 1, 1) }
        END {
            if (left == ".") print "h l"; else if (right == ".") print "l h";
            else if (up == ".") print "k j"; else print "j k"
        }')
    a=${pair% *}
    b=${pair#* }
    awk -v n="$MOVES" -v a="$a" -v b="$b" 'BEGIN { for (i = 0; i < n; i++) print (i % 2 ? b : a) }'
}

# A random walk in the eight directions, the same for every seed and game.
walk_keys() {
    awk -v n="$MOVES" 'BEGIN { srand(12); split("h j k l y u b n", d, " ");
        for (i = 0; i < n; i++) print d[int(rand() * 8) + 1] }'
}

# measure KEYS_FILE OUT: sends each key alone, as a player types, and gives
# the bytes per key.
measure() {
    : >"$2"
    tm pipe-pane -t bench -o "cat >>$2"
    sleep 0.2
    while read -r k; do
        tm send-keys -t bench "$k"
        sleep 0.03
    done <"$1"
    settle "$2"
    tm pipe-pane -t bench
    if tm capture-pane -p -t bench | grep -q "Killed by"; then
        echo "term_bytes: the player died on seed $seed ($(basename "$1" .keys)): its figure is not a walk's" >&2
    fi
    echo $(($(size_of "$2") / MOVES))
}

redraw() {
    : >"$1"
    tm pipe-pane -t bench -o "cat >>$1"
    sleep 0.2
    tm send-keys -t bench "$2"
    sleep 0.3
    settle "$1"
    tm pipe-pane -t bench
    size_of "$1"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print NR ? v[int((NR + 1) / 2)] : 0 }'; }

# One game per seed and pattern, each from a fresh save directory.
murk_game() {
    home="$work/home-$1-$2"
    mkdir -p "$home"
    start env MURK_HOME="$home" "$MURK_BIN" --seed "$1" --name bench
    wait_for "Health" || { echo "term_bytes: murk did not start" >&2; return 1; }
    sleep 0.3
}

: >"$work/alt"
: >"$work/walk"
: >"$work/redraw"
walk_keys >"$work/walk.keys"
for seed in $SEEDS; do
    murk_game "$seed" alt || exit 1
    redraw "$work/pipe" C-r >>"$work/redraw"
    alt_keys >"$work/alt.keys"
    measure "$work/alt.keys" "$work/pipe" >>"$work/alt"
    murk_game "$seed" walk || exit 1
    measure "$work/walk.keys" "$work/pipe" >>"$work/walk"
done
echo "term_bytes_per_move_alt=$(median <"$work/alt")"
echo "term_bytes_per_move_walk=$(median <"$work/walk")"
echo "term_redraw_bytes=$(median <"$work/redraw")"
echo "term_bytes_seeds=$(echo $SEEDS | tr ' ' ',') term_bytes_alt_all=$(tr '\n' ',' <"$work/alt" | sed 's/,$//') term_bytes_walk_all=$(tr '\n' ',' <"$work/walk" | sed 's/,$//')"

# NetHack on the same terminal and walks, for comparison, where installed.
if [ -x "$NETHACK" ]; then
    : >"$work/nh_alt"
    : >"$work/nh_walk"
    : >"$work/nh_redraw"
    for seed in $SEEDS; do
        for pattern in alt walk; do
            nhome="$work/nh-$seed-$pattern"
            mkdir -p "$nhome"
            printf 'OPTIONS=!autopickup,!legacy,!news,!splash_screen,number_pad:0,time,pettype:none\n' >"$nhome/nethackrc"
            start env HOME="$nhome" NETHACKOPTIONS="@$nhome/nethackrc" "$NETHACK" -u "bench$seed" -p valkyrie -r dwarf -g female -a lawful
            sleep 1.5
            # Past the intro and the --More-- prompts.
            for _ in 1 2 3 4; do tm send-keys -t bench Escape; sleep 0.3; done
            if [ "$pattern" = alt ]; then
                redraw "$work/pipe" C-r >>"$work/nh_redraw"
                alt_keys >"$work/nh.keys"
                measure "$work/nh.keys" "$work/pipe" >>"$work/nh_alt"
            else
                measure "$work/walk.keys" "$work/pipe" >>"$work/nh_walk"
            fi
            tm send-keys -t bench Escape; tm send-keys -t bench '#quit' Enter y
        done
    done
    echo "nethack_bytes_per_move_alt=$(median <"$work/nh_alt")"
    echo "nethack_bytes_per_move_walk=$(median <"$work/nh_walk")"
    echo "nethack_redraw_bytes=$(median <"$work/nh_redraw")"
fi
