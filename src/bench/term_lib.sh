# The tmux harness of the terminal benches (term_bytes.sh,
# key_instructions.sh), sourced: each game in an 80x24 tmux server of its
# own, keys sent one at a time as a player types them.
# The sourcing script sets work (a scratch directory) and MOVES.
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
    SOCKET="murk-term-bench-$$-$STARTS"
    # With TERM_BENCH_CPU (a CPU's number), the server and the game share
    # that one CPU: each key then costs the same switches from run to run,
    # where otherwise the scheduler's placing swings a game's CPU time by
    # half. Both games get the same.
    if [ -n "${TERM_BENCH_CPU:-}" ] && command -v taskset >/dev/null 2>&1; then
        taskset -c "$TERM_BENCH_CPU" tmux -L "$SOCKET" -f /dev/null new-session -d -s bench -x 80 -y 24 "sleep 600"
    else
        tm -f /dev/null new-session -d -s bench -x 80 -y 24 "sleep 600"
    fi
    tm set-option -g default-terminal tmux-256color
    tm set-option -g remain-on-exit on
    tm respawn-pane -k -t bench "$@"
}

# wait_for TEXT [TENTHS]: until the screen shows TEXT (5 s unless told).
wait_for() {
    i=0
    while [ $i -lt "${2:-50}" ]; do
        tm capture-pane -p -t bench | grep -qF -- "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

# A random walk in the eight directions, the same for every seed and game.
walk_keys() {
    awk -v n="$MOVES" 'BEGIN { srand(12); split("h j k l y u b n", d, " ");
        for (i = 0; i < n; i++) print d[int(rand() * 8) + 1] }'
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

median() { sort -n | awk '{ v[NR] = $1 } END { print NR ? v[int((NR + 1) / 2)] : 0 }'; }

# Quits and answers the questions after (possessions, attributes...) until
# NetHack has ended: one left running would be saved by the hang-up when its
# server is killed, and come back in place of a new game under its name.
nethack_quit() {
    tm send-keys -t bench Escape
    tm send-keys -t bench '#quit' Enter y
    i=0
    while [ "$(tm display -p -t bench '#{pane_dead}')" != 1 ] && [ $i -lt 40 ]; do
        tm send-keys -t bench Escape
        sleep 0.2
        i=$((i + 1))
    done
}

# NetHack 3.6 seeds its generators from /dev/urandom, read afresh for each.
# Where this shell may (root: a mount namespace of the game's own, unshare
# and mount from util-linux), that name is the seed's own file of 8 bytes,
# the seed's number little-endian: NetHack's game on each seed is then the
# same from run to run, as murk's is, and each figure is from one game, not
# from whichever game NetHack drew that run (its seed-41 walk was 73 bytes
# a move in one run, 54 in the next). Elsewhere it draws.
nethack_seeded=0
if command -v unshare >/dev/null 2>&1 &&
    unshare -m sh -c 'mount --bind /dev/null /dev/urandom' 2>/dev/null; then
    nethack_seeded=1
fi
# seed_bytes N: N as 8 bytes, least significant first.
seed_bytes() {
    awk -v n="$1" 'BEGIN { for (i = 0; i < 8; i++) { printf "\\%03o", n % 256; n = int(n / 256) } }'
}

# start_seeded SEED DIR COMMAND...: starts COMMAND (NetHack) as start does,
# with SEED as its /dev/urandom where it may be (DIR holds the seed's
# file). The namespace's one mount, then the game in its place (exec: the
# pane's process is the game, whose CPU time and instructions are counted).
start_seeded() {
    nh_seed=$1 seed_dir=$2
    shift 2
    if [ "$nethack_seeded" = 1 ]; then
        # shellcheck disable=SC2059 # the escapes are the bytes
        printf "$(seed_bytes "$nh_seed")" >"$seed_dir/urandom"
        start unshare -m sh -c 'mount --bind "$0" /dev/urandom && exec "$@"' "$seed_dir/urandom" "$@"
    else
        start "$@"
    fi
}
