#!/bin/sh
# The terminals players bring: what murk sends holds nothing mosh does not
# know (no REP), Esc acts at once in GNU screen, text reads on a light
# background, a mark shows where reverse loses its colour (PuTTY), what is
# in sight stands out without dim (vt100), and the cursor hides on screens
# of text.
. "$(dirname "$0")/lib.sh"

ESC=$(printf '\033')

# A long game's keys: a walk, explore, the lists and screens, a redraw.
long_game_keys() {
    awk 'BEGIN {
        srand(7)
        split("h j k l y u b n", step, " ")
        for (i = 0; i < 240; i++) {
            r = int(rand() * 40)
            if (r == 0) print "o"
            else if (r == 1) print "C-r"
            else if (r == 2) { print "i"; print "Escape" }
            else if (r == 3) { print "?"; print "Escape" }
            else if (r == 4) { print "x"; print "Escape" }
            else print step[1 + int(rand() * 8)]
        }
    }'
}

# The escape sequences' final characters in FILE that mosh's terminal does
# not act on: it knows CSI @ A B C D G H J K L M P S T X c d f g h l m n r
# (ICH, the cursor moves, erasing, lines, DCH, scrolling, ECH, DA, VPA,
# tabs, modes, SGR, DSR, DECSTBM); REP (CSI b) is not among them.
unknown_to_mosh() {
    grep -aoE "$ESC\[[0-9;?>]*[ -/]*[@-~]" "$1" | sed 's/.*\(.\)$/\1/' | sort -u |
        tr -d '@ABCDGHJKLMPSTXcdfghlmnr\n'
}

# still_screen: the screen's text and the cursor's place once they have
# stopped changing (a slow build may still be drawing the keys sent).
still_screen() {
    still_i=0 still_last=
    while [ $still_i -lt 20 ]; do
        still_now="$(screen)$(tm display -p -t game '#{cursor_x},#{cursor_y}')"
        [ "$still_now" = "$still_last" ] && break
        still_last=$still_now
        still_i=$((still_i + 1))
        sleep 0.3
    done
    echo "$still_now"
}

for term in xterm-256color xterm-16color putty; do
    bytes="$MURK_HOME/bytes-$term"
    start 80x24 env TERM=$term "$MURK_BIN" --seed 42 --name "bytes-$(echo $term | tr -cd 'a-z0-9')"
    expect "Health 30/30" "$term: the game starts"
    # A run of one character reaches the screen whole: a wall of #.
    screen | grep -q '####' && ok "$term: a run of # shows whole" || fail "$term: a run of # shows whole"
    tm pipe-pane -t game "cat >> '$bytes'"
    keys C-r
    for k in $(long_game_keys); do tm send-keys -t game "$k"; done
    sleep 1
    tm pipe-pane -t game
    sent=$(wc -c <"$bytes")
    [ "$sent" -gt 5000 ] && ok "$term: a long game was played ($sent bytes)" || fail "$term: a long game was played ($sent bytes)"
    reps=$(grep -acE "$ESC\[[0-9]+b" "$bytes")
    [ "$reps" = 0 ] && ok "$term: no REP (CSI n b) is sent" || fail "$term: no REP is sent ($reps lines hold one)"
    unknown=$(unknown_to_mosh "$bytes")
    [ -z "$unknown" ] && ok "$term: every sequence sent is one mosh knows" || fail "$term: sequences mosh does not know end in: $unknown"
    # A step down a row is one byte, a vertical tab, where the entry's is
    # a line feed (curses never sends that); PuTTY's own (ESC D) is kept.
    tabs=$(tr -cd '\013' <"$bytes" | wc -c)
    if [ "$term" = putty ]; then
        [ "$tabs" = 0 ] && ok "$term: its own step down is kept" || fail "$term: its own step down is kept ($tabs vertical tabs)"
    else
        [ "$tabs" -gt 20 ] && ok "$term: a step down a row goes out as a vertical tab ($tabs)" ||
            fail "$term: a step down a row goes out as a vertical tab ($tabs)"
    fi
    # Drawn key by key, cursor moves and all, the screen is the one a
    # redraw draws from nothing: every character where it was put, and the
    # cursor too. (Blank cells past a line's end may differ in colour,
    # which shows nothing: capture-pane -e writes them, so it is not used.)
    before=$(still_screen)
    keys C-r
    [ "$before" = "$(still_screen)" ] &&
        ok "$term: the screen drawn key by key is the one a redraw draws" ||
        fail "$term: the screen drawn key by key is the one a redraw draws"
    stop
done

# ---- GNU screen: a lone Esc is not held for a mouse report.
# quit_screens DIR: every screen session whose socket is in DIR told to
# quit (each ends the murk in it), and waited for: `-X quit` only sends the
# word, and the session (its pid begins the socket's name) takes a moment
# to end its murk, which saves first. `command`, since lib.sh's `screen`
# reads the pane: as nobody the session outlived every CI run.
quit_screens() {
    for s in "$1"/*; do
        [ -S "$s" ] || continue
        SCREENDIR="$1" command screen -S "$(basename "$s")" -X quit 2>/dev/null
        quit_pid=${s##*/}
        quit_pid=${quit_pid%%.*}
        quit_i=0
        while kill -0 "$quit_pid" 2>/dev/null && [ $quit_i -lt 100 ]; do
            sleep 0.1
            quit_i=$((quit_i + 1))
        done
    done
    return 0
}
if env screen -v >/dev/null 2>&1; then
    # screen detaches when its terminal goes (tmux's kill-server), and its
    # session, murk in it, ran on after every make check: told not to, and
    # every session left quit when the script ends, however it ends (its
    # sockets outside MURK_HOME, which is removed first).
    screens=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-screens.XXXXXX")
    at_exit 'quit_screens "$screens"; rm -rf "$screens"'
    printf 'autodetach off\n' >"$screens.rc"
    at_exit 'rm -f "$screens.rc"'
    data="$(dirname "$0")/../data/e2e_target"
    start 80x24 env SCREENDIR="$screens" screen -q -c "$screens.rc" "$MURK_BIN" --seed 9 --name screen --data "$data"
    expect "Health 30/30" "GNU screen: the game starts"
    keys '?'
    expect "murk: the keys" "GNU screen: ? shows the keys"
    tm send-keys -t game Escape
    sleep 0.5
    expect_not "murk: the keys" "GNU screen: Esc closes the key list within half a second"
    keys o
    expect "You see here 8 darts." "GNU screen: o walks to the darts"
    keys g
    keys i
    expect "Your pack" "GNU screen: i lists the pack"
    tm send-keys -t game Escape
    sleep 0.5
    expect_not "Your pack" "GNU screen: Esc closes the pack within half a second"
    keys x
    expect "You, with 30 of 30" "GNU screen: x brings the look cursor out"
    tm send-keys -t game Escape
    sleep 0.5
    expect_not "You, with 30 of 30" "GNU screen: Esc puts the look cursor away within half a second"
    keys o
    expect "You stop: the kobold wakes up." "GNU screen: o walks until a monster in view wakes"
    keys f
    expect "Esc: cancel" "GNU screen: f brings the target cursor out"
    tm send-keys -t game Escape
    sleep 0.5
    expect_not "Esc: cancel" "GNU screen: Esc puts the target cursor away within half a second"
    stop
else
    fail "GNU screen is not installed (make deps-test installs it)"
fi

# ---- A light background: plain text in the terminal's own colour.
# What capture-pane -e writes for an explicit black or white (or a grey of
# the 256), foreground or background; but the one grey of what is
# remembered (90 with 16 colours, 245 with 256: doc/design.md, "Seen and
# remembered"), in the foreground, which reads on white and on black alike.
explicit_black_or_white() {
    tm capture-pane -p -e -t game |
        grep -oE "$ESC\[[0-9;]*m" | grep -E '(\[|;)(30|37|40|47|97|100|107)(;|m)|38;5;(0|7|8|15|16|23[2-9]|24[0-46-9]|25[0-5])(;|m)|48;5;[0-9]+(;|m)'
}
# A bright colour (90 to 97): what fades on white.
bright_colours() { tm capture-pane -p -e -t game | grep -oE "$ESC\[[0-9;]*9[1-7]m"; }

for term in xterm-256color xterm-16color xterm; do
    options_file "background = light"
    start 80x24 env TERM=$term "$MURK_BIN" --seed 1451 --name "light$(echo $term | tr -cd '0-9')"
    expect "Health 30/30" "$term, light: the game starts"
    keys n l l g
    expect "You pick up a" "$term, light: a message is said"
    keys k l k
    [ -z "$(explicit_black_or_white)" ] && ok "$term, light: no text, map or item in an explicit white or black" ||
        fail "$term, light: no explicit white or black (sent: $(explicit_black_or_white | head -3 | tr -d "$ESC"))"
    [ -z "$(bright_colours)" ] && ok "$term, light: no bright colour, which fades on white" ||
        fail "$term, light: no bright colour (sent: $(bright_colours | head -3 | tr -d "$ESC"))"
    tm capture-pane -p -e -t game | grep -q "$ESC\[1mYou pick up" &&
        ok "$term, light: the newest message stands out in bold" || fail "$term, light: the newest message is bold"
    screen | grep -q '#' && ok "$term, light: the walls are drawn" || fail "$term, light: the walls are drawn"
    stop
done
unset MURK_OPTIONS

# auto: COLORFGBG says light; else tmux answers OSC 11 with its window's
# background.
start 80x24 env TERM=xterm-16color COLORFGBG='0;15' "$MURK_BIN" --seed 1451 --name fgbg
expect "Health 30/30" "COLORFGBG=0;15: the game starts"
[ -z "$(bright_colours)" ] && ok "COLORFGBG=0;15: the light palette" || fail "COLORFGBG=0;15: the light palette"
stop
start 80x24 env TERM=xterm-16color "$MURK_BIN" --seed 1451 --name dark
expect "Health 30/30" "dark: the game starts"
[ -n "$(bright_colours)" ] && ok "dark: the bright colours, where nothing says light" || fail "dark: the bright colours"
stop
start 80x24 sleep 600
tm set-option -t game window-style 'bg=#ffffff'
tm respawn-pane -k -t game env TERM=xterm-16color "$MURK_BIN" --seed 1451 --name osc
expect "Health 30/30" "a white tmux window: the game starts"
keys l
[ -z "$(bright_colours)" ] && ok "a white tmux window: its answer to OSC 11 gives the light palette" ||
    fail "a white tmux window: the light palette from OSC 11"
expect_not "]11;" "the terminal's answer is never shown or taken for keys"
stop

# ---- PuTTY (ncv: reverse drops a colour): the minds pane's mark and the
# target are the letter on its colour, never reverse over a colour.
start 80x24 env TERM=putty "$MURK_BIN" --seed 42 --name putty
expect "Health 30/30" "putty: the game starts"
# PuTTY's own F4 (kf4, ESC [ 1 4 ~): tmux would send xterm's.
tm send-keys -t game -l "$ESC[14~"
sleep 0.25
expect "asleep" "putty: the all-seeing minds pane is open"
# The attributes a cell is drawn with, a run of SGRs a line.
cell_attributes() { tm capture-pane -p -e -t game | head -n 19 | grep -oE "($ESC\[[0-9;]*m)+"; }
marks=$(cell_attributes | grep -E "[[;]4[0-7][;m]" | head -1)
reversed=$(cell_attributes | grep -E "[[;]7[;m]" | grep -E "[[;]3[0-7][;m]" | head -1)
[ -n "$marks" ] && ok "putty: a marked monster is drawn on a background colour" || fail "putty: a marked monster on a background colour"
[ -z "$reversed" ] && ok "putty: no reverse video over a colour" || fail "putty: no reverse video over a colour"
stop

# ---- vt100: no dim, no colour; what is in sight is bold.
start 80x24 env TERM=vt100 "$MURK_BIN" --seed 42 --name vt
expect "Health 30/30" "vt100: the game starts"
keys l l l h h h
tm capture-pane -p -e -t game | grep -q "$ESC\[1m#" && ok "vt100: walls in sight are bold" || fail "vt100: walls in sight are bold"
stop

# ---- The cursor hides on screens of text and is back on the player after.
cursor_shown() { tm display -p -t game '#{cursor_flag}'; }
start 80x24 env TERM=xterm-256color "$MURK_BIN" --seed 42 --name cursor
expect "Health 30/30" "the game starts"
[ "$(cursor_shown)" = 1 ] && ok "the cursor shows in play" || fail "the cursor shows in play"
keys '?'
[ "$(cursor_shown)" = 0 ] && ok "the cursor hides on the key list" || fail "the cursor hides on the key list"
keys Escape
keys C-p
[ "$(cursor_shown)" = 0 ] && ok "the cursor hides on the messages" || fail "the cursor hides on the messages"
keys Escape
keys i
[ "$(cursor_shown)" = 0 ] && ok "the cursor hides on the pack" || fail "the cursor hides on the pack"
keys Escape
[ "$(cursor_shown)" = 1 ] && ok "and is back in play" || fail "and is back in play"
[ "$(char_at_cursor)" = "@" ] && ok "on the player" || fail "on the player"
resize 60x20
[ "$(cursor_shown)" = 0 ] && ok "the cursor hides on the too-small screen" || fail "the cursor hides on the too-small screen"
stop

finish
