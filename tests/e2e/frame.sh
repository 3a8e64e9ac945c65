#!/bin/sh
# What a step costs the terminal, counted on the real binary with strace:
# each step's frame reaches the terminal in one write(2) (ncurses 6.4 wrote
# at every cursor move until the screen had once been left) and the
# journal's line in none (it is appended through a mapping), steps typed
# ahead are sent as the frame they stop at, a step into a wall, which
# changes nothing, sends nothing, no frame turns a signal off and on again
# (curses does, around each frame, when it handles Ctrl-Z itself), a key
# is one read with no poll that waits before it, a step typed after the
# last frame is two system calls (the read that waits and the write: no
# look for a key typed ahead behind a key that had to be waited for, no
# signal blocked and let in around the wait, no wake pipe polled beside
# the terminal), and a game waiting for a
# key sleeps with no timer (one read, never a wake-up: once a second
# before, ten a second with reads in 100 ms slices). Skips, saying so,
# where strace cannot trace (no strace, or ptrace refused).
. "$(dirname "$0")/lib.sh"

command -v strace >/dev/null 2>&1 || {
    echo "skip: no strace (Debian: apt-get install strace)"
    exit 0
}
trace=$(mktemp "${TMPDIR:-/tmp}/murk-frame-trace.XXXXXX")
at_exit "rm -f '$trace'"
if ! strace -o /dev/null true 2>/dev/null; then
    echo "skip: strace cannot trace here (ptrace refused)"
    exit 0
fi

start 80x24 strace -o "$trace" -e trace=write,rt_sigaction,rt_sigprocmask,poll,read,pselect6 "$MURK_BIN" --seed 42 --name frame
expect "Health 30/30" "the game starts under strace"

# The cells beside the player, from the screen: a floor to step to and back
# from, and a wall to walk into.
x=$(tm display -p -t game '#{cursor_x}')
y=$(tm display -p -t game '#{cursor_y}')
beside() { # dx dy: the character there
    screen | sed -n "$((y + $2 + 1))p" | cut -c "$((x + $1 + 1))"
}
step="" back="" wall=""
for d in "h l -1 0" "l h 1 0" "k j 0 -1" "j k 0 1"; do
    # shellcheck disable=SC2086
    set -- $d
    c=$(beside "$3" "$4")
    [ -z "$step" ] && [ "$c" = . ] && step=$1 back=$2
    [ -z "$wall" ] && [ "$c" = "#" ] && wall=$1
done
[ -n "$step" ] && ok "a floor beside the start" || fail "a floor beside the start"

# Writes to the terminal (fd 1) since the trace had that many lines.
writes_since() { tail -n +"$(($1 + 1))" "$trace" | grep -c '^write(1,'; }

sleep 0.5
before=$(wc -l <"$trace")
steps=0
while [ $steps -lt 10 ]; do
    keys "$step"
    keys "$back"
    steps=$((steps + 2))
done
sleep 0.5
n=$(writes_since "$before")
[ "$n" -eq 10 ] && ok "10 steps reach the terminal in 10 writes" ||
    fail "10 steps reach the terminal in 10 writes (got $n)"
expect "Turn 10 " "and the game took the 10 steps"
# The journal takes each step through its mapping (src/replay/appender.c):
# the terminal's are the only writes.
n=$(tail -n +"$((before + 1))" "$trace" | grep '^write(' | grep -vc '^write(1,')
[ "$n" -eq 0 ] && ok "10 steps write nothing but the terminal's frames (the journal is mapped)" ||
    fail "10 steps write nothing but the terminal's frames (got $n other writes)"
n=$(tail -n +"$((before + 1))" "$trace" | grep -c '^rt_sigaction(')
[ "$n" -eq 0 ] && ok "10 steps change no signal's handling" ||
    fail "10 steps change no signal's handling (got $n sigaction calls)"

# A key is read with no poll that waits before it: the wait is murk's
# own, with no timer, where curses would poll with one.
n=$(tail -n +"$((before + 1))" "$trace" | grep -c '^poll(.*, [1-9][0-9]*)')
[ "$n" -eq 0 ] && ok "10 steps are read with no poll that waits" ||
    fail "10 steps are read with no poll that waits (got $n)"
# Two calls a step: the read that waits (a signal still ends it: the
# handler makes the terminal non-blocking) and the write. A key that came
# while murk waited for it had no key typed behind it: its frame is sent
# without a look for one (a poll; the steps typed at once below still
# look). A poll of the terminal and a wake pipe before the read cost one
# more a step; blocking the signals over the look at their flags and
# letting them in again two more; curses' own look for a key it held one.
n=$(tail -n +"$((before + 1))" "$trace" | grep -c '^rt_sigprocmask(')
[ "$n" -eq 0 ] && ok "10 steps block no signal" || fail "10 steps block no signal (got $n sigprocmask calls)"
n=$(tail -n +"$((before + 1))" "$trace" | grep -c '^\(poll\|read\|write\|pselect6\|rt_sig[a-z]*\)(')
# And the wait for the key after them: 21.
[ "$n" -le 21 ] && ok "10 steps take at most 21 system calls with the wait after ($n)" ||
    fail "10 steps take at most 21 system calls with the wait after (got $n)"

# Three seconds with no key: no wake-up at all, no read that comes back
# empty (a terminal's timer, VTIME, ending a slice), no poll that waits (a
# poll with no wait, 0, sleeps not), no wait that ends (strace writes the
# waiting call's line up to its end, " = ...", when it returns).
before=$(wc -l <"$trace")
sleep 3
n=$(tail -n +"$((before + 1))" "$trace" | grep -c '^poll(.*, [1-9][0-9]*)\|^poll(.*, -1) = \|^read(0, "", 1)\|^pselect6(.* = ')
[ "$n" -eq 0 ] && ok "a game waiting 3 s for a key never wakes" ||
    fail "a game waiting 3 s for a key never wakes (got $n wake-ups)"

# Ten steps typed at once (one write to the terminal's input): each frame
# but the last is old before it is sent, and waits for the next. The first
# key was waited for, and its frame goes out without a look (2 writes in
# all). murk takes a read of 1 ms or more for one that waited (the clock,
# not a poll: input.c), and strace stops the game twice a call: on a loaded
# machine a read of a key already there can take that long under it, and
# its frame goes out too (3 writes, seen once in CI). So the ten go up to
# three times, and the fewest writes count; without the rule every try
# takes 10.
fewest=""
turn=10
for try in 1 2 3; do
    before=$(wc -l <"$trace")
    tm send-keys -t game -l "$step$back$step$back$step$back$step$back$step$back"
    turn=$((turn + 10))
    wait_for "Turn $turn " || break
    sleep 0.5
    n=$(writes_since "$before")
    [ -z "$fewest" ] || [ "$n" -lt "$fewest" ] && fewest=$n
    [ "$n" -le 2 ] && break
done
[ "${fewest:-99}" -le 2 ] && ok "10 steps typed ahead reach the terminal in at most 2 writes ($fewest, try $try)" ||
    fail "10 steps typed ahead reach the terminal in at most 2 writes (got ${fewest:-none} in $try tries)"
expect "Turn $turn " "and the game took all 10"

if [ -n "$wall" ]; then
    before=$(wc -l <"$trace")
    keys "$wall"
    sleep 0.3
    n=$(writes_since "$before")
    [ "$n" -eq 0 ] && ok "a step into a wall sends nothing" ||
        fail "a step into a wall sends nothing (got $n writes)"
    expect "Turn $turn " "and takes no turn"
else
    fail "a wall beside the start"
fi

finish
