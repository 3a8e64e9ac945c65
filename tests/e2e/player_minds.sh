#!/bin/sh
# The player's minds pane (m) and the all-seeing one (F4), at 80x24: m
# shows only the monsters the player perceives and marks nothing in the
# record; F4 is the debugging aid, marked, and refused under --no-debug;
# opening or closing either never moves the map; the `?` screen's legend of
# the map's awareness marks reads on vt100, vt220 and under NO_COLOR.
. "$(dirname "$0")/lib.sh"

tab=$(printf '\t') # the xlogfile's separator

# map_rows: the map's rows (the screen above the log) that no pane covers:
# the first 50 columns, less the blanks at their ends.
map_rows() { screen | head -n 19 | cut -c 1-50 | sed 's/ *$//'; }

# walls: the map's rows with only their walls (#) where they stand: the
# panes' overlays draw monsters and their lines over the rest.
walls() { tr -c '#\n' ' ' | sed 's/ *$//'; }

# Seed 2654 starts with 21 monsters on the floor, none in view.
start 80x24 "$MURK_BIN" --name mindful --seed 2654
expect "Health 30/30" "the game starts"
before=$(map_rows)
keys m
expect "Minds (m hides)" "m opens the player's minds pane"
expect "You see no monster" "it lists no monster the player does not perceive"
expect_not "kobold" "not the kobold out of sight"
expect "hunting" "its legend names the marks"
[ "$(map_rows)" = "$before" ] && ok "opening the pane does not move the map" ||
    fail "opening the pane does not move the map"
keys m
expect "Health 30/30" "m closes it, and the side panel returns"
[ "$(map_rows)" = "$before" ] && ok "closing the pane does not move the map" ||
    fail "closing the pane does not move the map"
expect_not "(debug aid used)" "m marks nothing"
# Walking east, a step at a time, the pane open: still the perceived only.
keys m
keys l l l l
expect "Minds (m hides)" "the pane stays open as the player walks"
open_rows=$(map_rows | walls)
keys m
[ "$(map_rows | walls)" = "$open_rows" ] &&
    ok "closing the pane after a walk does not move the map" ||
    fail "closing the pane after a walk does not move the map"
keys Q
keys y
wait_for "Points:" >/dev/null
keys q
stop
line=$(grep "name=mindful$tab" "$MURK_HOME/xlogfile")
case "$line" in *"${tab}debug=0$tab"*) ok "a run that used m is not marked in the xlogfile" ;;
*) fail "a run that used m is not marked in the xlogfile (got: $line)" ;; esac
grep -q "^Debugging: none used$" "$MURK_HOME"/morgue/mindful-*.txt &&
    ok "nor in the morgue" || fail "nor in the morgue"
"$MURK_BIN" --scores --all | grep " mindful " | grep -q "debug aids used" &&
    fail "nor in the scores" || ok "nor in the scores"

# F4: the all-seeing debugging aid, every monster, marked.
start 80x24 "$MURK_BIN" --name seer --seed 2654
expect "Health 30/30" "the game starts again"
before=$(map_rows)
keys F4
expect "All minds (F4 hides)" "F4 opens the all-seeing pane"
expect "kobold" "it lists the monsters out of sight"
# Its overlay draws every monster and its lines: the map is compared by
# its walls alone.
[ "$(map_rows | walls)" = "$(echo "$before" | walls)" ] &&
    ok "opening it does not move the map (but for what its overlay draws)" ||
    fail "opening it does not move the map (but for what its overlay draws)"
keys F4
expect "(debug aid used)" "F4 marks the run"
[ "$(map_rows)" = "$before" ] && ok "closing it does not move the map" ||
    fail "closing it does not move the map"
keys Q
keys y
wait_for "Points:" >/dev/null
keys q
stop
line=$(grep "name=seer$tab" "$MURK_HOME/xlogfile")
case "$line" in *"${tab}debug=1$tab"*) ok "a run that used F4 is marked in the xlogfile" ;;
*) fail "a run that used F4 is marked in the xlogfile (got: $line)" ;; esac

# --no-debug: F4 refused, m open to all.
start 80x24 "$MURK_BIN" --name server --seed 2654 --no-debug
expect "Health 30/30" "--no-debug: the game runs"
keys F4
expect "Debugging aids are off on this server." "--no-debug: F4 says the aids are off"
expect_not "All minds" "--no-debug: and opens nothing"
keys m
expect "Minds (m hides)" "--no-debug: m opens the player's pane"
stop

# legend_reads NAME: the `?` screen's last page has the legend of the
# map's marks, each mark drawn on a sample g with its attribute.
legend_reads() {
    keys '?'
    # Down (j) an entry at a time to the last page (vt100 has no Page Down).
    n=0
    while [ $n -lt 8 ] && ! screen | shows "On the map"; do
        keys j j j j j j j j j j
        n=$((n + 1))
    done
    expect "On the map" "$1: the ? screen has the legend of the map's marks"
    expect "asleep: underlined" "$1: asleep is underlined"
    expect "hunting you: reversed" "$1: hunting is reversed"
    expect "fleeing: reversed, underlined" "$1: fleeing is reversed and underlined"
    expect "unaware of you: plain" "$1: unaware is plain"
    # The sample g before "asleep" is underlined, before "hunting" reversed.
    attrs=$(tm capture-pane -p -e -t game)
    echo "$attrs" | grep -q "$(printf '\033')\[[0-9;]*4[0-9;]*mg.*asleep: underlined" &&
        ok "$1: the sample of asleep is drawn underlined" ||
        fail "$1: the sample of asleep is drawn underlined"
    echo "$attrs" | grep -q "$(printf '\033')\[[0-9;]*7[0-9;]*mg.*hunting you: reversed" &&
        ok "$1: the sample of hunting is drawn reversed" ||
        fail "$1: the sample of hunting is drawn reversed"
}

start 80x24 env TERM=vt100 "$MURK_BIN" --name vt --seed 2654
expect "Health 30/30" "vt100: the game runs"
legend_reads vt100
expect "your ally or captive: blinking" "vt100: with no italics, an ally blinks"
stop

start 80x24 env TERM=vt220 "$MURK_BIN" --name vt2 --seed 2654
expect "Health 30/30" "vt220: the game runs"
legend_reads vt220
stop

start 80x24 env NO_COLOR=1 "$MURK_BIN" --name plain --seed 2654
expect "Health 30/30" "NO_COLOR: the game runs"
legend_reads NO_COLOR
stop

finish
