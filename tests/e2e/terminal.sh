#!/bin/sh
# Terminals as players bring them: no colour, eight colours, an unknown type,
# the distance overlay drawn where the player can read it, and Ctrl-Z in a
# shell with job control.
. "$(dirname "$0")/lib.sh"

start 80x24 env NO_COLOR=1 "$MURK_BIN" --seed 42
expect "Health 30/30" "NO_COLOR: the game runs"
[ "$(char_at_cursor)" = "@" ] && ok "NO_COLOR: the cursor rests on the player" || fail "NO_COLOR: the cursor rests on the player"
if tm capture-pane -p -e -t game | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m"; then
    fail "NO_COLOR: no colour is sent"
else
    ok "NO_COLOR: no colour is sent"
fi
stop

start 80x24 env TERM=xterm "$MURK_BIN" --seed 42
expect "Health 30/30" "eight colours: the game runs"
# Dark grey would be bright black (30 with bold, or 90): never sent on 8 colours.
if tm capture-pane -p -e -t game | grep -q "$(printf '\033')\[[0-9;]*\(;30m\|\[30m\|90m\)"; then
    fail "eight colours: nothing is drawn black on black"
else
    ok "eight colours: nothing is drawn black on black"
fi
keys D
expect "[distance overlay]" "D turns on the distance overlay"
keys D
expect_not "[distance overlay]" "and off"
stop

# Ctrl-Z: the shell gets its screen back while murk is stopped, and fg
# brings the game back whole, where it was.
start 80x24 env PS1='shell$ ' bash --norc --noprofile -i
keys "$MURK_BIN --seed 42 --name suspend" Enter
expect "Health 30/30" "Ctrl-Z: the game runs under a shell"
keys . .
expect "Turn 2 " "two turns waited"
keys C-z
expect "Stopped" "Ctrl-Z stops murk and the shell says so"
expect_line "shell$" "the shell's prompt is back"
expect_not "Health 30/30" "the game is off the screen"
keys fg Enter
expect "Turn 2 " "fg brings the game back whole"
[ "$(char_at_cursor)" = "@" ] && ok "the cursor is back on the player" || fail "the cursor is back on the player"
keys .
expect "Turn 3 " "and it plays on"
stop

# tmux may drop what a pane printed just before it died, so the shell
# lingers a moment after the game has said its line.
start 80x24 sh -c "TERM=no-such-terminal $MURK_BIN --seed 42; sleep 5"
expect "murk: cannot use the terminal type 'no-such-terminal'" "an unknown terminal type is named in one line"

finish
