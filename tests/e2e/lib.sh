# Shared by the end-to-end tests: run the real binary in a private tmux
# server and read the screen as a player would see it.
#
# These helpers are the only place that knows about tmux sockets. Each
# start() gets a server of its own, on a socket named for the script, the
# start's number and the shell's pid (murk-e2e-minds-2-1234), so a script
# that starts a second game never races the first server's shutdown on a
# shared socket. Every server started is killed, and its socket file
# removed, when the script exits.
MURK_BIN=${MURK_BIN:-./murk}
# tmux runs each pane's command with $SHELL, else the account's login shell,
# which for a system user (env -i make check as nobody) is nologin.
SHELL=/bin/sh
export SHELL
E2E_NAME=$(basename "$0" .sh)
E2E_STARTS=0
E2E_SOCKETS=
E2E_SOCKET_FILES=
E2E_AT_EXIT=
SOCKET=
FAILS=0
PASSES=0

tm() { tmux -L "$SOCKET" "$@"; }

# stop: end the current game's tmux server and wait until it is gone.
stop() {
    [ -n "$SOCKET" ] || return 0
    e2e_pid=$(tm display -p '#{pid}' 2>/dev/null)
    tm kill-server 2>/dev/null
    if [ -n "$e2e_pid" ]; then
        e2e_i=0
        while kill -0 "$e2e_pid" 2>/dev/null && [ $e2e_i -lt 50 ]; do sleep 0.1; e2e_i=$((e2e_i + 1)); done
    fi
    return 0
}

# at_exit COMMAND: run COMMAND too when the script exits (after the servers
# are killed), e.g. to remove a temporary directory.
at_exit() { E2E_AT_EXIT="$E2E_AT_EXIT
$1"; }

cleanup() {
    for s in $E2E_SOCKETS; do tmux -L "$s" kill-server 2>/dev/null; done
    # tmux leaves its socket file behind when the server ends.
    for f in $E2E_SOCKET_FILES; do rm -f "$f"; done
    eval "$E2E_AT_EXIT"
}
trap cleanup EXIT

# Saves, locks and scores go to a directory of the script's own, never the
# home of whoever runs the tests (and never another script's).
MURK_HOME=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-home.XXXXXX")
export MURK_HOME
at_exit 'rm -rf "$MURK_HOME"'

# Nor the options file of whoever runs them (~/.config/murk/murkrc), nor
# what their terminal says of its background: each test plays the defaults
# unless it writes options of its own (options_file, mouse_on).
XDG_CONFIG_HOME=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-config.XXXXXX")
export XDG_CONFIG_HOME
at_exit 'rm -rf "$XDG_CONFIG_HOME"'
unset MURK_OPTIONS MURK_BACKGROUND COLORFGBG

# options_file TEXT: the games started from now on read TEXT as their
# options file (MURK_OPTIONS); its path is in $OPTIONS_FILE.
options_file() {
    OPTIONS_FILE="$XDG_CONFIG_HOME/murkrc-$E2E_STARTS"
    printf '%s\n' "$1" >"$OPTIONS_FILE"
    MURK_OPTIONS=$OPTIONS_FILE
    export MURK_OPTIONS
}

# mouse_on: the games started from now on report the mouse (off by
# default), for the tests that click.
mouse_on() { options_file "mouse = on"; }

trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# start COLSxLINES command...: a detached session running the game, on a
# new tmux server of its own (the previous one, if any, is stopped first).
# The pane stays after the game exits (remain-on-exit, set before the game
# starts), so what a game that stops at once printed can still be read.
start() {
    size=$1; shift
    stop
    E2E_STARTS=$((E2E_STARTS + 1))
    SOCKET="murk-e2e-$E2E_NAME-$E2E_STARTS-$$"
    E2E_SOCKETS="$E2E_SOCKETS $SOCKET"
    tm -f /dev/null new-session -d -s game -x "${size%x*}" -y "${size#*x}" "sleep 600"
    E2E_SOCKET_FILES="$E2E_SOCKET_FILES $(tm display -p '#{socket_path}')"
    tm set-option -g remain-on-exit on
    tm respawn-pane -k -t game "$@"
    sleep 0.4
}

screen() { tm capture-pane -p -t game; }

# keys K...: type keys, then give the game a moment to draw.
keys() { tm send-keys -t game "$@"; sleep 0.25; }

resize() { tm resize-window -t game -x "${1%x*}" -y "${1#*x}"; sleep 0.4; }

# shows TEXT: standard input holds TEXT as whole words, on one line. Where
# TEXT begins (ends) with a letter or digit, the character before (after)
# it must not be one, so "Turn 3" is not found in "Turn 30" nor "kobold" in
# "kobolds"; where it begins or ends with a space or a sign ("Look: "), what
# is next to it is free. The text is taken as it is, never as a pattern
# (through the environment: awk -v would read its backslashes).
shows() {
    E2E_TEXT=$1 awk '
        function alnum(c) { return c ~ /^[A-Za-z0-9]$/ }
        BEGIN {
            t = ENVIRON["E2E_TEXT"]; n = length(t)
            head = alnum(substr(t, 1, 1)); tail = alnum(substr(t, n, 1))
            found = 0
        }
        n > 0 && !found {
            at = 0 # where in the line the rest searched starts, less one
            while ((i = index(substr($0, at + 1), t)) > 0) {
                at += i
                before = at > 1 ? substr($0, at - 1, 1) : ""
                after = substr($0, at + n, 1)
                if (!(head && alnum(before)) && !(tail && alnum(after))) { found = 1; break }
            }
        }
        END { exit found ? 0 : 1 }'
}

# shows_line TEXT: standard input has a line that is TEXT and nothing else,
# spaces at either end aside (a message alone in the log, a prompt).
shows_line() {
    E2E_TEXT=$1 awk '
        { sub(/^ +/, ""); sub(/ +$/, "") }
        $0 "" == ENVIRON["E2E_TEXT"] "" { found = 1; exit }
        END { exit found ? 0 : 1 }'
}

# wait_for TEXT: the screen shows TEXT, as whole words, within about two
# seconds. wait_line TEXT: a line of the screen is TEXT.
wait_for() { wait_until shows "$1"; }
wait_line() { wait_until shows_line "$1"; }
wait_until() {
    i=0
    while [ $i -lt 20 ]; do
        screen | "$1" "$2" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}

ok() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() {
    FAILS=$((FAILS + 1)); echo "not ok - $1"
    echo "--- screen:"; screen; echo "---"
}
# expect TEXT NAME: the screen shows TEXT as whole words (see shows);
# expect_line TEXT NAME: a line of the screen is TEXT; expect_not TEXT NAME:
# the screen does not show TEXT as whole words.
expect() { if wait_for "$1"; then ok "$2"; else fail "$2 (wanted: $1)"; fi; }
expect_line() { if wait_line "$1"; then ok "$2"; else fail "$2 (wanted the line: $1)"; fi; }
expect_not() { if screen | shows "$1"; then fail "$2 (did not want: $1)"; else ok "$2"; fi; }

# A left click as an xterm sends it (ESC [ M, then button, column and row,
# each plus 32, 1-based) at a screen cell (0-based).
click() {
    b=$(printf '\%03o' 32)
    x=$(printf '\%03o' $(($1 + 33)))
    y=$(printf '\%03o' $(($2 + 33)))
    tm send-keys -t game -l "$(printf "\033[M$b$x$y")"
    sleep 0.3
}

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
