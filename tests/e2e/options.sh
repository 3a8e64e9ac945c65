#!/bin/sh
# The options file: each option changes what the screen shows or what a
# key does, a rebinding plays, every bad line is told as FILE:LINE:COL
# before the game (which then waits for a key and plays with the rest),
# and --check-options tells them and exits 78.
. "$(dirname "$0")/lib.sh"

ESC=$(printf '\033')
turn() { screen | grep -ow 'Turn [0-9]*'; }

# ---- bind: f looks, l fires (seed 9's darts, as in target.sh).
options_file "bind f look
bind l fire"
data="$(dirname "$0")/../data/e2e_target"
start 80x24 "$MURK_BIN" --seed 9 --name binder --data "$data"
expect "Health 30/30" "bind: the game starts"
# A line of the ? screen: the keys, then what they do.
help_line() { screen | grep -qE "^  $1 +$2" && ok "$3" || fail "$3 (wanted: $1 $2)"; }
keys '?'
help_line "h j k y u b n" "move or attack" "the ? screen shows the moves without l"
keys NPage
help_line "l" "let fly what is quivered" "and l for fire"
help_line "x or ; or f" "look around" "and f beside x and ; for look"
keys Escape
keys f
expect "You, with 30 of 30" "bind f look: f brings the look cursor out"
keys Escape
keys o
expect "You see here 8 darts." "o walks to the darts"
keys g
keys o
expect "You stop: the kobold wakes up." "o walks until a monster in view wakes"
# The kobold that stops it is within reach of a dart.
before=$(turn)
keys l
expect "Esc: cancel" "bind l fire: l brings the target cursor out"
keys l
expect "7 darts" "and l again lets fly: a dart is gone"
[ "$(turn)" != "$before" ] && ok "letting fly took a turn" || fail "letting fly took a turn"
stop

# ---- number_pad = off: the digits move no more.
start 80x24 "$MURK_BIN" --seed 42 --name digits
expect "Health 30/30" "number_pad on (the default): the game starts"
keys 6
keys 4
expect_not "Unknown key" "the digits move by default"
stop
options_file "number_pad = off"
start 80x24 "$MURK_BIN" --seed 42 --name nodigits
expect "Health 30/30" "number_pad = off: the game starts"
keys 6
expect "Unknown key" "number_pad = off: a digit is no key"
keys 4
expect "Unknown key: press ? for the keys. (x2)" "nor is another"
stop

# ---- autopickup: seed 1451's potion, picked up by walking onto it.
options_file "autopickup = potion"
start 80x24 "$MURK_BIN" --seed 1451 --name picker --data "$(dirname "$0")/../data/e2e_frozen"
expect "Health 30/30" "autopickup: the game starts"
keys n l l
expect "You pick up a murky potion (a)." "autopickup = potion: walking onto a potion picks it up"
stop
options_file "autopickup = scroll"
start 80x24 "$MURK_BIN" --seed 1451 --name nopicker --data "$(dirname "$0")/../data/e2e_frozen"
keys n l l
expect "You see here a murky potion." "autopickup = scroll: a potion is left lying"
stop

# ---- side_panel, name, colours, mouse.
options_file "side_panel = monsters
name = alice
colours = none"
start 80x24 "$MURK_BIN" --seed 42
expect "Health 30/30" "side_panel, name, colours: the game starts"
expect_not "Seed 42" "side_panel = monsters: no seed on the panel"
if tm capture-pane -p -e -t game | grep -q "$ESC\[[0-9;]*3[0-7]m"; then
    fail "colours = none: no colour is sent"
else
    ok "colours = none: no colour is sent"
fi
keys S
sleep 0.5
[ -f "$MURK_HOME/save/alice.sav" ] && ok "name = alice: the game is alice's" || fail "name = alice: the game is alice's"
stop
options_file "colours = 8"
start 80x24 env TERM=xterm-256color "$MURK_BIN" --seed 42 --name eight
expect "Health 30/30" "colours = 8: the game starts"
if tm capture-pane -p -e -t game | grep -q "$ESC\[[0-9;]*9[0-7]m"; then
    fail "colours = 8: no bright colour of the sixteen"
else
    ok "colours = 8: no bright colour of the sixteen"
fi
stop
# mouse: whether the terminal is asked to report clicks (tmux knows).
mouse_asked() { tm display -p -t game '#{mouse_standard_flag}#{mouse_button_flag}#{mouse_any_flag}'; }
start 80x24 "$MURK_BIN" --seed 42 --name nomouse
expect "Health 30/30" "mouse off (the default): the game starts"
[ "$(mouse_asked)" = 000 ] && ok "mouse off: the terminal is not asked for clicks" || fail "mouse off: no mouse reporting ($(mouse_asked))"
stop
options_file "mouse = on"
start 80x24 "$MURK_BIN" --seed 42 --name mouse
expect "Health 30/30" "mouse = on: the game starts"
[ "$(mouse_asked)" != 000 ] && ok "mouse = on: the terminal reports clicks" || fail "mouse = on: mouse reporting"
stop

# ---- Bad lines: each told with its place, then a key, then the game.
mkdir "$MURK_HOME/adir"
options_file "# a comment, then a blank line

background = light
colour = 8
mouse = sometimes
bind f dance
bind x help
bind x fire
bind Hyper-z look
autopickup potion
number_pad = on"
bad=$OPTIONS_FILE
start 80x24 "$MURK_BIN" --seed 42 --name badlines
expect "murk: $bad:4:1:" "each bad line names the file, its line and column"
expect ":4:1: unknown option 'colour'" "an unknown option is told with its line and column"
expect ":5:9: mouse takes on or off (yes, no," "a bad value"
expect ":6:8: unknown action 'dance'" "an unknown action"
expect ":8:6: the key 'x' is bound twice" "a key bound twice"
expect ":9:6: unknown key 'Hyper-z'" "an unknown key"
expect ":10:1: wants 'name = value' or 'bind K" "a line without ="
expect "Press a key to play." "the game waits for a key"
expect_not "Health 30/30" "before it starts"
keys Space
expect "Health 30/30" "a key, and the game starts"
keys x
expect "murk: the keys" "with the good lines used: bind x help"
keys Escape
stop

# ---- --check-options: the same lines, and 78; a directory, a FIFO, 10 MB.
check() { MURK_OPTIONS=$1 "$MURK_BIN" --check-options 2>&1; }
out=$(check "$bad")
status=$(MURK_OPTIONS=$bad "$MURK_BIN" --check-options >/dev/null 2>&1; echo $?)
[ "$status" = 78 ] && ok "--check-options exits 78 (EX_CONFIG) on a bad file" || fail "--check-options exits 78 (got $status)"
[ "$(echo "$out" | grep -c "^murk: $bad:[0-9]*:[0-9]*: ")" = 6 ] && ok "--check-options prints each bad line" ||
    fail "--check-options prints each bad line (got: $out)"
good="$MURK_HOME/good"
printf 'background = dark\nbind f look\n' >"$good"
out=$(check "$good")
status=$(MURK_OPTIONS=$good "$MURK_BIN" --check-options >/dev/null 2>&1; echo $?)
[ "$status" = 0 ] && [ -z "$out" ] && ok "--check-options: a good file, nothing said, 0" || fail "--check-options: a good file ($status: $out)"
out=$(check "$MURK_HOME/adir")
[ "$out" = "murk: $MURK_HOME/adir:1:1: is a directory, not an options file" ] && ok "a directory as the file is told" || fail "a directory as the file ($out)"
mkfifo "$MURK_HOME/fifo"
out=$(check "$MURK_HOME/fifo")
[ "$out" = "murk: $MURK_HOME/fifo:1:1: is not a regular file (a FIFO, a device?): not read" ] && ok "a FIFO as the file is told, and not waited on" ||
    fail "a FIFO as the file ($out)"
head -c 10485760 /dev/zero | tr '\0' 'x' >"$MURK_HOME/big"
out=$(check "$MURK_HOME/big")
[ "$out" = "murk: $MURK_HOME/big:1:1: is 10485760 bytes, more than an options file may be (65536): not read" ] &&
    ok "a 10 MB file is told and not read" || fail "a 10 MB file ($out)"
status=$(MURK_OPTIONS="$MURK_HOME/big" "$MURK_BIN" --check-options >/dev/null 2>&1; echo $?)
[ "$status" = 78 ] && ok "and --check-options exits 78" || fail "and --check-options exits 78 (got $status)"

# README's options block, pasted as a new player would: every line is read,
# comments after values and all.
readme="$MURK_HOME/readme_options"
awk '/^Your habits go in an options file/ {f = 1} f && /^    / {sub(/^    /, ""); print} f && /^A bad line/ {exit}' README.md >"$readme"
lines=$(grep -c . "$readme")
out=$(check "$readme")
status=$(MURK_OPTIONS=$readme "$MURK_BIN" --check-options >/dev/null 2>&1; echo $?)
[ "$lines" -ge 6 ] && [ "$status" = 0 ] && [ -z "$out" ] && ok "README's options block, as written, is read whole ($lines lines)" ||
    fail "README's options block, as written ($lines lines, exit $status: $out)"
out=$(check /dev/null)
status=$(MURK_OPTIONS=/dev/null "$MURK_BIN" --check-options >/dev/null 2>&1; echo $?)
[ "$status" = 0 ] && [ -z "$out" ] && ok "MURK_OPTIONS=/dev/null reads as an empty file" || fail "MURK_OPTIONS=/dev/null ($status: $out)"

# ~/.config/murk/murkrc, under $XDG_CONFIG_HOME: found without MURK_OPTIONS.
unset MURK_OPTIONS
mkdir -p "$XDG_CONFIG_HOME/murk"
printf 'nonsense\n' >"$XDG_CONFIG_HOME/murk/murkrc"
out=$("$MURK_BIN" --check-options 2>&1)
[ "$out" = "murk: $XDG_CONFIG_HOME/murk/murkrc:1:1: wants 'name = value' or 'bind KEY ACTION'" ] &&
    ok "\$XDG_CONFIG_HOME/murk/murkrc is read" || fail "\$XDG_CONFIG_HOME/murk/murkrc is read ($out)"
rm -f "$XDG_CONFIG_HOME/murk/murkrc"

finish
