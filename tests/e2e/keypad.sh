#!/bin/sh
# The keypad as terminals send it, byte for byte: in application mode (which
# curses turns on) tmux and xterm send ESC O and a letter, and many terminal
# descriptions name none of them; each must still be one key that moves or
# waits. And keys on the too-small screen are read the same way: F2 or a
# mouse click is never a Q, and Q asks before it quits.
. "$(dirname "$0")/lib.sh"
# Clicks need mouse reporting, which is off unless the options file asks.
mouse_on

# Sends bytes given in hex, as a terminal would.
raw() { tm send-keys -t game -H "$@"; sleep 0.25; }
turn() { screen | sed -n 's/.*Turn \([0-9]*\).*/\1/p' | head -1; }
cursor() { echo "$(tm display -p -t game '#{cursor_x}'),$(tm display -p -t game '#{cursor_y}')"; }

# Seed 42 starts the player in a room with floor west, north-west, north,
# south-west, south and south-east, and wall north-east and east. Out and
# back on each of four lines, and a wait: nine turns, back where it began.
for term in tmux-256color screen-256color xterm-256color linux; do
    start 80x24 env TERM=$term "$MURK_BIN" --seed 42 --name "keypad-$term"
    expect "Health 30/30" "$term: the game starts"
    home=$(cursor)
    raw 1b 4f 74 # keypad 4, west
    raw 1b 4f 76 # keypad 6, east
    raw 1b 4f 78 # keypad 8, north
    raw 1b 4f 72 # keypad 2, south
    raw 1b 4f 77 # keypad 7, north-west
    raw 1b 4f 73 # keypad 3, south-east
    raw 1b 4f 71 # keypad 1, south-west
    raw 1b 4f 79 # keypad 9, north-east
    raw 1b 4f 75 # keypad 5, wait
    expect "Turn 9" "$term: keypad 1 to 9 in application mode are nine moves and a wait"
    [ "$(cursor)" = "$home" ] && ok "$term: and the player is back where it began" ||
        fail "$term: and the player is back where it began (at $(cursor), not $home)"
    expect_not "Look" "$term: no keypad key started the look cursor"
    expect_not "nothing to" "$term: nor asked for an item"
    expect_not "Unknown key" "$term: and none was read as a key of its own"
    if [ $term = linux ]; then
        # The Linux console's keypad, Num Lock off: cursor keys, Home, End,
        # Page Up, Page Down, and ESC [ G for 5.
        raw 1b 5b 44      # 4
        raw 1b 5b 43      # 6
        raw 1b 5b 31 7e   # 7, Home
        raw 1b 5b 36 7e   # 3, Page Down
        raw 1b 5b 34 7e   # 1, End
        raw 1b 5b 35 7e   # 9, Page Up
        raw 1b 5b 47      # 5
        expect "Turn 16" "linux: the console's keypad moves and waits too"
        [ "$(cursor)" = "$home" ] && ok "linux: back where it began" || fail "linux: back where it began (at $(cursor))"
    fi
    # Shift with an arrow runs, as xterm and tmux send it.
    raw 1b 5b 31 3b 32 44
    x=$(tm display -p -t game '#{cursor_x}')
    [ "$x" -lt $((${home%,*} - 1)) ] && ok "$term: Shift-Left runs west" || fail "$term: Shift-Left runs west (at $(cursor))"
    stop
done

# The too-small screen: keys arrive whole there too.
out=$(mktemp -d)
at_exit 'rm -rf "$out"'
start 60x20 sh -c "$MURK_BIN --seed 7 --name small; echo \$? >$out/status; sleep 30"
expect "at least 80x24" "a small terminal says the size it needs"
raw 1b 4f 51 # F2, ESC O Q
expect "at least 80x24" "F2 (ESC O Q) does not quit"
# A click at column 49, row 49 (1-based): its X10 report, ESC [ M, then
# 32 and 32 + 49 twice, holds two Qs.
raw 1b 5b 4d 20 51 51
expect "at least 80x24" "a click whose report holds a Q does not quit"
[ ! -e "$out/status" ] && ok "the game is still running" || fail "the game is still running"
keys Q
expect "Really quit?" "Q asks first, even on the small screen"
keys n
expect "at least 80x24" "n keeps playing"
[ ! -e "$out/status" ] && ok "and the game goes on" || fail "and the game goes on"
resize 80x24
expect "Health 30/30" "at the right size the game is back"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
sleep 0.3
[ "$(cat "$out/status" 2>/dev/null)" = 0 ] && ok "Q then y quits" || fail "Q then y quits"

# Look with the minds pane open at 80x24: no look panel, so the look text
# takes the log's top line; and the look cursor moves the view.
start 80x24 "$MURK_BIN" --seed 42 --name looker
expect "Health 30/30" "the game starts"
keys m
expect "Minds" "m opens the minds pane"
keys x
expect "Look: You, with 30 of 30 health." "with the minds pane open, look says what is under the cursor"
home=$(cursor)
keys L L L L L L L L L L L L
y=$(tm display -p -t game '#{cursor_y}')
x=$(tm display -p -t game '#{cursor_x}')
[ "$x" -lt 50 ] && ok "the look cursor keeps in the view (at $x,$y)" || fail "the look cursor keeps in the view (at $x,$y)"
expect "Look: " "and still names what is under it"
keys Escape
expect_not "Look: " "Esc ends looking"
[ "$(cursor)" = "$home" ] && ok "the view comes back to the player" || fail "the view comes back to the player (at $(cursor))"
# Esc and i in one write (Alt-i, or two keys typed fast): curses reads the i
# ahead to match a sequence, finds none, and keeps it; the wait for the next
# key asks curses first, so the i acts now, not at the key after.
raw 1b 69
expect "Your pack" "Esc and i sent together: the i opens the pack at once"
keys Escape
keys Q
keys y
finish
