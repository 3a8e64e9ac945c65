#!/bin/sh
# What a move costs over a slow link: the bytes the real binary sends to an
# 80x24 terminal (tmux pipe-pane), on fixed seeds, for 200 moves stepping
# back and forth in the arrival room (alt) and 200 moves of a random walk
# (walk), and for one full redraw (Ctrl-R); and the random walk's first
# XTERM_MOVES (100) keys with TERM=xterm-256color (xterm: curses' codes for
# the terminal most players have, not tmux's), printed beside its goal. The
# seeds start the player far from the map's edges, where the view has room
# to move, and the player lives through every walk on them. Where a player
# dies all the same (NetHack's games are seeded only where the bench may
# give it a seed: nethack_game, nethack_seeded=1), the keys stop there
# and the bytes per move are those of the keys before the death, the same
# for both games; the keys each game counted are printed
# (term_bytes_keys_alive). Each figure is the median over the seeds of
# that seed's bytes per move, and murk's worst seed is printed beside
# NetHack's median; the alternating walk is played again with the minds
# pane open (m). Over the same keys, the game's CPU time per key
# (/proc/PID/schedstat) and its peak RSS. Prints key=value lines; where
# /usr/games/nethack is installed (nethack-console), the same keys in
# NetHack, seed by seed between murk's games, and the ratio of CPU per key.
# That ratio is given three ways: as the median of the games' CPU per key;
# over all the keys (all CPU time over all keys), which one slow game moves
# less; and paired, the median of each murk game's over the NetHack game
# on its seed and pattern a minute apart, which a machine slower for a
# while moves less. The same keys do not make the same moves: a key into a
# wall takes no turn and costs either game next to nothing, and a random
# walk meets more walls in one game's maps than the other's. So the CPU per
# move (all CPU time over the turns the keys took) and its ratio are given
# too.
# TERM_BENCH_ROUNDS plays every game that many times (1 unless told), in
# turn, for figures less at the mercy of one game.
# Figures only: nothing here fails on a timing.
#
# With MURK_BEFORE (another build of murk, say main's), that binary plays
# the same games too, seed by seed between the others, and its figures
# print as before_*=: a before and after from one run on one machine.
#
#   sh src/bench/term_bytes.sh [MURK_BIN]
set -u
MURK_BIN=${1:-${MURK_BIN:-./murk}}
MURK_BEFORE=${MURK_BEFORE:-}
# Seeds on which murk's player lives through both walks and starts in the
# view's middle (column 25, row 9): not 5, 11, 17, 19, 43, 55, 73, 82, 83,
# 97 or 120, where the alternating walk dies. 29 and 47 are such seeds too.
SEEDS=${TERM_BENCH_SEEDS:-"23 41 160 274 379"}
MOVES=${TERM_BENCH_MOVES:-200}
NETHACK=${NETHACK:-/usr/games/nethack}
# The games run on one CPU (the last), unless TERM_BENCH_CPU says another
# or is set empty (term_lib.sh).
TERM_BENCH_CPU=${TERM_BENCH_CPU-$(($(nproc 2>/dev/null || echo 1) - 1))}
ROUNDS=${TERM_BENCH_ROUNDS:-1}
# The xterm walk: XTERM_MOVES keys of the random walk with TERM=xterm-256color
# (curses' codes for it, not tmux's), the figure a player's link carries.
XTERM_MOVES=${TERM_BENCH_XTERM_MOVES:-100}
XTERM_GOAL=75

command -v tmux >/dev/null 2>&1 || { echo "term_bytes=skipped (no tmux)"; exit 0; }
work=$(mktemp -d "${TMPDIR:-/tmp}/murk-term-bytes.XXXXXX")
. "$(dirname "$0")/term_lib.sh"
# The keys are sent from the other CPUs, where there are others: a tmux
# client started on the games' CPU for each key would weigh on whichever
# game it landed beside.
cpus=$(nproc 2>/dev/null || echo 1)
if [ -n "$TERM_BENCH_CPU" ] && [ "$TERM_BENCH_CPU" = $((cpus - 1)) ] && [ "$cpus" -gt 1 ] &&
    command -v taskset >/dev/null 2>&1; then
    taskset -pc "0-$((cpus - 2))" $$ >/dev/null
fi

# The game's processes: the pane's and all below it (NetHack's starts
# through a shell script).
tree_pids() {
    todo=$(tm display -p -t bench '#{pane_pid}')
    while [ -n "$todo" ]; do
        set -- $todo
        echo "$1"
        todo="$* $(cat /proc/"$1"/task/*/children 2>/dev/null)"
        set -- $todo
        shift
        todo=$*
    done
}

# The CPU time the game's processes have had, in ns: the scheduler's count
# (/proc/PID/schedstat), or user + system time where the kernel keeps none.
cpu_ns() {
    total=0
    for p in $(tree_pids); do
        if [ -r "/proc/$p/schedstat" ]; then
            read -r ns _ <"/proc/$p/schedstat" || ns=0
        else
            ns=$(awk -v hz="$(getconf CLK_TCK)" '{ sub(/.*\) /, ""); print int(($12 + $13) * 1e9 / hz) }' "/proc/$p/stat" 2>/dev/null)
        fi
        total=$((total + ${ns:-0}))
    done
    echo "$total"
}

# The peak resident size of the game's biggest process, in kB.
peak_rss_kb() {
    for p in $(tree_pids); do
        awk '/^VmHWM:/ { print $2 }' "/proc/$p/status" 2>/dev/null
    done | sort -n | tail -1
}

# dead TAG: whether the screen shows the player dead: murk's death screen,
# NetHack's "You die..." and the questions after it.
dead() {
    tm capture-pane -p -t bench | grep -qE 'Killed by|You die|possessions identified|DYWYPI'
}

# measure KEYS_FILE OUT TAG PATTERN: sends each key alone, as a player
# types, and gives the bytes per key, counted only while the player lives:
# the keys stop at a death, and the bytes and keys are those before the
# key that killed (a death screen is no move's cost), the same in both
# games. The keys counted go to $work/keys_TAG; the CPU per key (µs) to
# $work/cpu_TAG, the game's "round seed pattern CPU(ns) turns" to
# $work/games_TAG, and the peak RSS to $work/rss_TAG.
measure() {
    : >"$2"
    tm pipe-pane -t bench -o "cat >>'$2'"
    sleep 0.2
    turn_before=$(turn_shown)
    cpu_before=$(cpu_ns)
    keys=0
    alive_bytes=
    while read -r k; do
        sent_before=$(size_of "$2")
        tm send-keys -t bench "$k"
        sleep 0.03
        # NetHack stops at --More-- (and asks "Really attack?") with the
        # cursor on the top line, and takes no move until answered: the
        # Enter a player would press is sent, its cost counted with the
        # move's. murk never stops a move so.
        if dead; then
            alive_bytes=$sent_before
            break
        fi
        if [ "$3" = nethack ] && [ "$(tm display -p -t bench '#{cursor_y}')" = 0 ]; then
            tm send-keys -t bench Enter
            sleep 0.03
        fi
        keys=$((keys + 1))
    done <"$1"
    settle "$2"
    cpu_after=$(cpu_ns)
    tm pipe-pane -t bench
    # A game whose turn hardly moved (a hero dead, a prompt that ate the
    # keys) measured no walk: its CPU time is left out, and said so.
    turn_after=$(turn_shown)
    turns=$((${turn_after:-$MOVES} - ${turn_before:-0}))
    [ -n "$turn_before" ] && printf '%s ' "$turns" >>"$work/turns_$3"
    if [ -n "$alive_bytes" ]; then
        echo "term_bytes: $3 died on seed $seed ($4) at key $((keys + 1)) of $(wc -l <"$1" | tr -d " "): its bytes are counted over the $keys keys before, its CPU time left out" >&2
    elif [ -z "$turn_before" ] || [ "$turns" -ge $((MOVES / 5)) ]; then
        echo $(((cpu_after - cpu_before) / MOVES / 1000)) >>"$work/cpu_$3"
        echo "$round $seed $4 $((cpu_after - cpu_before)) ${turn_before:+$turns}" >>"$work/games_$3"
    else
        echo "term_bytes: $3 on seed $seed ($(basename "$1" .keys)) took $turns turns in $MOVES keys: its CPU time is left out" >&2
    fi
    peak_rss_kb >>"$work/rss_$3"
    echo "$keys" >>"$work/keys_$3_$4"
    [ "$keys" -gt 0 ] || keys=1
    echo $((${alive_bytes:-$(size_of "$2")} / keys))
}

redraw() {
    : >"$1"
    tm pipe-pane -t bench -o "cat >>'$1'"
    sleep 0.2
    tm send-keys -t bench "$2"
    sleep 0.3
    settle "$1"
    tm pipe-pane -t bench
    size_of "$1"
}

# One game per seed and pattern, each from a fresh save directory, of
# $game_bin.
game_bin=$MURK_BIN
murk_game() {
    home="$work/home-$1-$2-$STARTS"
    mkdir -p "$home"
    start env MURK_HOME="$home" ${3:+TERM="$3"} "$game_bin" --seed "$1" --name bench
    wait_for "Health" || { echo "term_bytes: murk did not start" >&2; return 1; }
    sleep 0.3
}

nethack_game() {
    nhome="$work/nh-$1-$2-$round"
    mkdir -p "$nhome"
    printf 'OPTIONS=!autopickup,!legacy,!news,!splash_screen,number_pad:0,time,pettype:none\n' >"$nhome/nethackrc"
    name="b$(($$ % 10000))s$1r$round"
    start_seeded "$1" "$nhome" env HOME="$nhome" NETHACKOPTIONS="@$nhome/nethackrc" "$NETHACK" -u "$name" -p valkyrie -r dwarf -g female -a lawful
    # "Is this ok?" for the character, then past the intro and the --More--
    # prompts until the status line shows the first turn. Keys sent before
    # the question is up would leave the game asking it for all 200 moves.
    wait_for "Is this ok?" 100 || echo "term_bytes: NetHack did not ask about its hero on seed $1 ($2)" >&2
    tm send-keys -t bench y
    i=0
    while [ $i -lt 20 ]; do
        tm capture-pane -p -t bench >"$work/nh.screen"
        grep -q "T:1\>" "$work/nh.screen" && ! grep -q -- "--More--" "$work/nh.screen" && break
        tm send-keys -t bench Escape
        sleep 0.3
        i=$((i + 1))
    done
}

# The turn counter on the screen: murk's "Turn N", NetHack's "T:N"; none
# when the screen shows none (murk's minds pane covers the side panel).
turn_shown() {
    tm capture-pane -p -t bench | sed -n 's/.*Turn \([0-9][0-9]*\).*/\1/p; s/.*T:\([0-9][0-9]*\).*/\1/p' | head -1
}

# murk_games PREFIX SEED: murk's games on the seed, their figures in the
# files named PREFIX.
murk_games() {
    murk_game "$2" alt || exit 1
    redraw "$work/pipe" C-r >>"$work/${1}redraw"
    alt_keys >"$work/alt.keys"
    measure "$work/alt.keys" "$work/pipe" "${1}murk" alt >>"$work/${1}alt"
    murk_game "$2" walk || exit 1
    measure "$work/walk.keys" "$work/pipe" "${1}murk" walk >>"$work/${1}walk"
    # The minds pane open (m), the alternating walk under it.
    murk_game "$2" minds || exit 1
    tm send-keys -t bench m
    wait_for "Minds" || echo "term_bytes: the minds pane did not open on seed $2" >&2
    alt_keys >"$work/minds.keys"
    measure "$work/minds.keys" "$work/pipe" "${1}minds" minds >>"$work/${1}minds"
    # The short random walk on the terminal most players have.
    murk_game "$2" xterm xterm-256color || exit 1
    measure "$work/xterm.keys" "$work/pipe" "${1}xterm" xterm >>"$work/${1}xterm"
}

# All games on each seed in turn, so a machine busier for a while weighs
# on all alike.
have_nethack=0
[ -x "$NETHACK" ] && have_nethack=1
for f in alt walk minds xterm before_xterm redraw nh_alt nh_walk nh_redraw cpu_murk cpu_nethack rss_murk rss_nethack \
    before_alt before_walk before_minds before_redraw cpu_before_murk rss_before_murk \
    games_murk games_nethack games_before_murk; do
    : >"$work/$f"
done
walk_keys >"$work/walk.keys"
(MOVES=$XTERM_MOVES && walk_keys) >"$work/xterm.keys"
round=0
while [ "$round" -lt "$ROUNDS" ]; do
    round=$((round + 1))
    for seed in $SEEDS; do
        game_bin=$MURK_BIN
        murk_games "" "$seed"
        if [ -n "$MURK_BEFORE" ]; then
            game_bin=$MURK_BEFORE
            murk_games before_ "$seed"
        fi
        [ $have_nethack = 1 ] || continue
        nethack_game "$seed" alt
        redraw "$work/pipe" C-r >>"$work/nh_redraw"
        alt_keys >"$work/nh.keys"
        measure "$work/nh.keys" "$work/pipe" nethack alt >>"$work/nh_alt"
        nethack_quit
        nethack_game "$seed" walk
        measure "$work/walk.keys" "$work/pipe" nethack walk >>"$work/nh_walk"
        nethack_quit
    done
done
stop
list() { tr '\n' ',' <"$1" | sed 's/,$//'; }
# over_all TAG: the games' CPU time over all their keys and over all the
# turns they took, in µs: "per_key per_move".
over_all() {
    awk -v keys="$MOVES" '{ ns += $4; n++; turns += $5 }
        END { printf "%.1f %.1f", n ? ns / (n * keys) / 1000 : 0, turns ? ns / turns / 1000 : 0 }' "$work/games_$1"
}
# paired TAG: the median over the games of TAG's CPU time over that of
# NetHack's game on the same seed, pattern and round, played a minute
# apart: what made the machine slower for a while weighs on both.
paired() {
    awk 'NR == FNR { nh[$1 " " $2 " " $3] = $4; next }
        ($1 " " $2 " " $3) in nh && nh[$1 " " $2 " " $3] > 0 { print $4 / nh[$1 " " $2 " " $3] }' \
        "$work/games_nethack" "$work/games_$1" | sort -n |
        awk '{ v[NR] = $1 } END { if (NR) printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; else print "unknown" }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "unknown" }'; }
echo "term_bytes_per_move_alt=$(median <"$work/alt")"
echo "term_bytes_per_move_walk=$(median <"$work/walk")"
echo "term_bytes_per_move_minds=$(median <"$work/minds")"
echo "term_bytes_per_move_xterm=$(median <"$work/xterm") (goal under $XTERM_GOAL; $XTERM_MOVES keys, TERM=xterm-256color; all: $(list "$work/xterm"))"
echo "term_redraw_bytes=$(median <"$work/redraw")"
echo "term_bytes_seeds=$(echo $SEEDS | tr ' ' ',') term_bytes_alt_all=$(list "$work/alt") term_bytes_walk_all=$(list "$work/walk") term_bytes_minds_all=$(list "$work/minds")"
# The keys each game counted: all of them but where the player died.
keys_alive() { cat "$work/keys_$1_$2" 2>/dev/null | tr '\n' ',' | sed 's/,$//'; }
# nth FILE N: the Nth line of FILE, the Nth seed's figure (- where none).
nth() { sed -n "${2}p" "$1" | grep . || echo -; }
echo "term_bytes_keys_alive: murk alt=$(keys_alive murk alt) walk=$(keys_alive murk walk) minds=$(keys_alive minds minds) xterm=$(keys_alive xterm xterm) (of $MOVES, xterm $XTERM_MOVES: bytes per move over the keys before a death)"
# Seed by seed, murk's figures beside NetHack's on the same keys (its
# games are not seeded: the seed names the keys and the round, not a map;
# the first round's games where TERM_BENCH_ROUNDS plays more).
i=0
for seed in $SEEDS; do
    i=$((i + 1))
    line="term_bytes_seed=$seed alt=$(nth "$work/alt" $i) walk=$(nth "$work/walk" $i) minds=$(nth "$work/minds" $i) xterm=$(nth "$work/xterm" $i)"
    [ $have_nethack = 1 ] && line="$line nethack_alt=$(nth "$work/nh_alt" $i) nethack_walk=$(nth "$work/nh_walk" $i)"
    [ -n "$MURK_BEFORE" ] && line="$line before_alt=$(nth "$work/before_alt" $i) before_walk=$(nth "$work/before_walk" $i)"
    echo "$line"
done
murk_cpu=$(median <"$work/cpu_murk")
echo "cpu_per_key_us=$murk_cpu (all: $(list "$work/cpu_murk"); turns: $(cat "$work/turns_murk" 2>/dev/null))"
set -- $(over_all murk)
murk_key_all=$1 murk_move=$2
echo "cpu_per_key_all_keys_us=$murk_key_all cpu_per_move_us=$murk_move"
echo "peak_rss_kb=$(sort -n "$work/rss_murk" | tail -1)"
if [ $have_nethack = 1 ]; then
    nh_cpu=$(median <"$work/cpu_nethack")
    [ $nethack_seeded = 1 ] && echo "nethack_seeded=yes (each game's /dev/urandom the seed's number: the same games every run)" ||
        echo "nethack_seeded=no (no mount namespace here: NetHack draws its games, each run its own)"
    echo "nethack_bytes_per_move_alt=$(median <"$work/nh_alt")"
    echo "nethack_bytes_per_move_walk=$(median <"$work/nh_walk")"
    echo "nethack_redraw_bytes=$(median <"$work/nh_redraw")"
    echo "nethack_bytes_alt_all=$(list "$work/nh_alt") nethack_bytes_walk_all=$(list "$work/nh_walk") nethack_keys_alive: alt=$(keys_alive nethack alt) walk=$(keys_alive nethack walk)"
    # Every seed's walk against NetHack's: murk's worst seed beside
    # NetHack's median (NetHack's games are not seeded: its seed-by-seed
    # figures are five games, not five maps).
    echo "term_bytes_worst_seed_alt=$(sort -n "$work/alt" | tail -1) term_bytes_worst_seed_walk=$(sort -n "$work/walk" | tail -1) (NetHack's medians $(median <"$work/nh_alt") and $(median <"$work/nh_walk"))"
    echo "nethack_cpu_per_key_us=$nh_cpu (all: $(list "$work/cpu_nethack"); turns: $(cat "$work/turns_nethack" 2>/dev/null))"
    echo "nethack_peak_rss_kb=$(sort -n "$work/rss_nethack" | tail -1)"
    set -- $(over_all nethack)
    nh_key_all=$1 nh_move=$2
    echo "nethack_cpu_per_key_all_keys_us=$nh_key_all nethack_cpu_per_move_us=$nh_move"
    echo "cpu_per_key_ratio=$(ratio "$murk_cpu" "$nh_cpu") (murk/NetHack, the same keys, medians)"
    echo "cpu_per_key_all_keys_ratio=$(ratio "$murk_key_all" "$nh_key_all") cpu_per_key_paired_ratio=$(paired murk) cpu_per_move_ratio=$(ratio "$murk_move" "$nh_move")"
else
    echo "nethack=skipped (no $NETHACK: apt-get install nethack-console)"
fi
if [ -n "$MURK_BEFORE" ]; then
    before_cpu=$(median <"$work/cpu_before_murk")
    echo "before_term_bytes_per_move_alt=$(median <"$work/before_alt") before_term_bytes_per_move_walk=$(median <"$work/before_walk") before_term_bytes_per_move_minds=$(median <"$work/before_minds") before_term_bytes_per_move_xterm=$(median <"$work/before_xterm") before_term_redraw_bytes=$(median <"$work/before_redraw") ($MURK_BEFORE)"
    echo "before_cpu_per_key_us=$before_cpu (all: $(list "$work/cpu_before_murk")) before_peak_rss_kb=$(sort -n "$work/rss_before_murk" | tail -1)"
    set -- $(over_all before_murk)
    echo "before_cpu_per_key_all_keys_us=$1 before_cpu_per_move_us=$2"
    [ $have_nethack = 1 ] && echo "before_cpu_per_key_ratio=$(ratio "$before_cpu" "$nh_cpu") before_cpu_per_key_all_keys_ratio=$(ratio "$1" "$nh_key_all") before_cpu_per_key_paired_ratio=$(paired before_murk) before_cpu_per_move_ratio=$(ratio "$2" "$nh_move")"
fi
