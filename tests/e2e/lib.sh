# Shared by the end-to-end tests: run the real binary in a private tmux
# server and read the screen as a player would see it.
MURK_BIN=${MURK_BIN:-./murk}
SOCKET="murk-e2e-$$"
FAILS=0
PASSES=0

tm() { tmux -L "$SOCKET" "$@"; }

cleanup() { tm kill-server 2>/dev/null; }
trap cleanup EXIT INT TERM

# start COLSxLINES command...: a detached session running the game.
# The pane stays after the game exits (remain-on-exit, set before the game
# starts), so what a game that stops at once printed can still be read.
start() {
    size=$1; shift
    tm -f /dev/null new-session -d -s game -x "${size%x*}" -y "${size#*x}" "sleep 600"
    tm set-option -g remain-on-exit on
    tm respawn-pane -k -t game "$@"
    sleep 0.4
}

screen() { tm capture-pane -p -t game; }

# keys K...: type keys, then give the game a moment to draw.
keys() { tm send-keys -t game "$@"; sleep 0.25; }

resize() { tm resize-window -t game -x "${1%x*}" -y "${1#*x}"; sleep 0.4; }

# wait_for TEXT: the screen shows TEXT within about two seconds.
wait_for() {
    i=0
    while [ $i -lt 20 ]; do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}

ok() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() {
    FAILS=$((FAILS + 1)); echo "not ok - $1"
    echo "--- screen:"; screen; echo "---"
}
expect() { if wait_for "$1"; then ok "$2"; else fail "$2 (wanted: $1)"; fi; }
expect_not() { if screen | grep -qF -- "$1"; then fail "$2 (did not want: $1)"; else ok "$2"; fi; }

# The character under the terminal cursor.
char_at_cursor() {
    x=$(tm display -p -t game '#{cursor_x}')
    y=$(tm display -p -t game '#{cursor_y}')
    screen | sed -n "$((y + 1))p" | cut -c "$((x + 1))"
}

finish() {
    echo "$PASSES passed, $FAILS failed"
    [ "$FAILS" -eq 0 ]
}
