#!/bin/sh
# A server's switch: --no-debug (or MURK_NO_DEBUG=1) turns the debugging
# aids off, and their keys say so and show nothing; a run that used one
# without it is marked in its xlogfile line, score and morgue.
. "$(dirname "$0")/lib.sh"

msg="Debugging aids are off on this server."

start 80x24 "$MURK_BIN" --name host --seed 42 --no-debug
expect "Health 30/30" "--no-debug: the game runs"
keys X
expect "$msg" "--no-debug: X says the aids are off"
keys F4
expect_not "All minds" "--no-debug: F4 opens no all-seeing minds pane"
keys D
expect_not "[distance overlay]" "--no-debug: D shows no distance overlay"
keys F1
expect "$msg (x4)" "--no-debug: F1 says so too: the fourth time"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
stop
tab=$(printf '\t') # the xlogfile's separator
line=$(grep "name=host$tab" "$MURK_HOME/xlogfile")
case "$line" in *"${tab}outcome=quit$tab"*"${tab}debug=0$tab"*) ok "--no-debug: the run is recorded as quit, no aid used" ;;
*) fail "--no-debug: the run is recorded as quit, no aid used (got: $line)" ;; esac
grep -q "Debugging: none used (off on this server)" "$MURK_HOME"/morgue/host-*.txt &&
    ok "--no-debug: the morgue says the aids were off" || fail "--no-debug: the morgue says the aids were off"

start 80x24 env MURK_NO_DEBUG=1 "$MURK_BIN" --name envhost --seed 42
expect "Health 30/30" "MURK_NO_DEBUG=1: the game runs"
keys F4
expect "$msg" "MURK_NO_DEBUG=1: F4 says the aids are off"
expect_not "All minds" "MURK_NO_DEBUG=1: and opens no pane"
# Saved and resumed without the switch: the run keeps it.
keys S
stop
start 80x24 "$MURK_BIN" --name envhost
expect "Health 30/30" "the saved game resumes"
keys X
expect "$msg" "a run started under the switch keeps it after a save"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
stop

# Without the switch the aids work, and the run is marked.
start 80x24 "$MURK_BIN" --name player --seed 42
expect "Health 30/30" "without --no-debug: the game runs"
keys F4
expect "All minds" "without --no-debug: F4 opens the all-seeing minds pane"
expect_not "$msg" "without --no-debug: nothing is refused"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
stop
line=$(grep "name=player$tab" "$MURK_HOME/xlogfile")
case "$line" in *"${tab}debug=1$tab"*) ok "a run that used an aid is marked in the xlogfile" ;;
*) fail "a run that used an aid is marked in the xlogfile (got: $line)" ;; esac
grep -q "Debugging: a debugging aid was used in this run" "$MURK_HOME"/morgue/player-*.txt &&
    ok "and in the morgue" || fail "and in the morgue"
"$MURK_BIN" --scores --all | grep " player " | grep -q "debug aids used" &&
    ok "and in the scores" || fail "and in the scores"

finish
