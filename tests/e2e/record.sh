#!/bin/sh
# A finished run's record, from the real binary in tmux: a death played to
# its end leaves a morgue, an xlogfile line and a score; three runs (the
# death and two given up) are listed by --scores, best first, aligned.
. "$(dirname "$0")/lib.sh"
ROUTE_BIN=${ROUTE_BIN:-build/plain/tests/tools/route}

# A seed on which the test driver dies with points (so the death ranks
# above a run given up at once), the keys it pressed to get there: the
# data's numbers are tuned, so the seed is looked for, not fixed.
keys=""
for seed in $(seq 1 60); do
    keys=$("$ROUTE_BIN" "$seed" win 2>"$MURK_HOME/route.err") && continue
    grep -q "health -\|health 0," "$MURK_HOME/route.err" && ! grep -q "points 0$" "$MURK_HOME/route.err" && break
    keys=""
done
[ -n "$keys" ] || { fail "a seed the driver dies on, in 1..60"; finish; exit 1; }

start 80x24 "$MURK_BIN" --name dier --seed "$seed"
expect "Depth 1" "the run starts"
tm send-keys -t game -l "$keys"
i=0
while [ $i -lt 100 ] && ! screen | grep -q "Killed by"; do sleep 0.2; i=$((i + 1)); done
expect "Killed by" "the driver's keys end in a death on seed $seed"
killer=$(screen | sed -n 's/.*Killed by \(.*\), on turn \([0-9]*\)\..*/\1/p')
turn=$(screen | sed -n 's/.*Killed by .*, on turn \([0-9]*\)\..*/\1/p')
points=$(screen | sed -n 's/.*Points: \([0-9]*\).*/\1/p')

# The run was recorded the moment it ended, before any key.
morgue=$(ls "$MURK_HOME"/morgue/dier-*.txt 2>/dev/null | head -1)
[ -n "$morgue" ] && ok "the death left a morgue file" || fail "the death left a morgue file"
if [ -n "$morgue" ]; then
    [ "$(stat -c %a "$morgue")" = 600 ] && ok "the morgue is private (0600)" || fail "the morgue is private (0600)"
    for want in "Name:      dier" "Outcome:   killed by $killer, on turn $turn" "Points:    $points" \
        "Seed:      $seed" "The last messages" "You die" "The pack" "Kinds identified" \
        "as it was seen" "Monsters killed:"; do
        shows "$want" <"$morgue" && ok "the morgue has: $want" || fail "the morgue has: $want"
    done
    # The floor as seen: the player's @ on a map of walls.
    sed -n '/as it was seen/,/Monsters killed/p' "$morgue" | grep -q '#.*@\|@.*#' &&
        ok "the morgue draws the floor with the player on it" ||
        fail "the morgue draws the floor with the player on it"
fi
tab=$(printf '\t') # the xlogfile's separator
line=$(grep "name=dier$tab" "$MURK_HOME/xlogfile" 2>/dev/null)
case "$line" in
*"points=$points$tab"*"turns=$turn$tab"*"death=killed by $killer${tab}outcome=killed${tab}won=0${tab}seed=$seed${tab}debug=0${tab}seeded=1$tab"*)
    ok "the xlogfile has the death's line" ;;
*) fail "the xlogfile has the death's line (got: $line)" ;;
esac
[ ! -e "$MURK_HOME/save/dier.sav" ] && ok "the dead run's save is gone" || fail "the dead run's save is gone"
keys q
stop

# Two runs given up: one on floor 2 (50 points), one at once (0).
route=$("$ROUTE_BIN" 3 2 2>"$MURK_HOME/route.err") || { fail "the route to floor 2 of seed 3"; finish; exit 1; }
deeper_points=$(sed -n 's/.*points \([0-9]*\).*/\1/p' "$MURK_HOME/route.err")
start 80x24 "$MURK_BIN" --name deeper --seed 3
expect "Depth 1" "a second run starts"
tm send-keys -t game -l "$route"
expect "Depth 2" "it reaches floor 2"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
stop
start 80x24 "$MURK_BIN" --name quitter --seed 5
expect "Depth 1" "a third run starts"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
stop

# Every run here began with --seed: the list leaves them out, saying so,
# and --all lists them, marked.
[ "$("$MURK_BIN" --scores --name quitter 2>&1)" = \
    "3 seeded runs (begun with --seed) not listed: murk --scores --all lists them." ] &&
    ok "--scores leaves seeded runs out, saying how many" ||
    fail "--scores leaves seeded runs out ($("$MURK_BIN" --scores --name quitter 2>&1))"
scores=$("$MURK_BIN" --scores --all --name quitter 2>&1)
status=$?
[ "$(printf '%s\n' "$scores" | grep -c '  seeded$')" = 3 ] && ok "--scores --all marks each seeded" ||
    fail "--scores --all marks each seeded ($scores)"
[ $status = 0 ] && ok "--scores exits 0" || fail "--scores exits 0 (got $status: $scores)"
[ "$(printf '%s\n' "$scores" | wc -l)" = 4 ] && ok "--scores: a heading and three runs" ||
    fail "--scores: a heading and three runs (got: $scores)"
row() { printf '%s\n' "$scores" | sed -n "$1p"; }
case "$(row 1)" in *rank*points*name*outcome*floor*turns*date*) ok "--scores has a heading" ;;
*) fail "--scores has a heading (got: $(row 1))" ;; esac
first=$(row 2) second=$(row 3) third=$(row 4)
# Best first: the death's points against the run to floor 2's (50 for the
# floor, and its kills).
if [ "$points" -gt "$deeper_points" ]; then top=dier; mid=deeper; else top=deeper; mid=dier; fi
case "$first" in "   1 "*" $top "*) ok "--scores: the best run first" ;; *) fail "--scores: the best run first (got: $first)" ;; esac
case "$second" in "   2 "*" $mid "*) ok "--scores: the second best second" ;; *) fail "--scores: the second second (got: $second)" ;; esac
case "$third" in "   3       0  quitter "*"quit"*) ok "--scores: the run given up at once last, as quit" ;;
*) fail "--scores: the run given up at once last (got: $third)" ;; esac
want=$(printf '%6d  deeper ' "$deeper_points")
case "$(printf '%s\n' "$scores" | grep ' deeper ')" in *"$want"*quit*"    2 "*) ok "--scores: its points and floor 2 for the run that went down" ;;
*) fail "--scores: $deeper_points points and floor 2 for the run that went down (got: $scores)" ;; esac
# Aligned: the date starts in the same column on every run's line.
cols=$(printf '%s\n' "$scores" | sed 1d | awk '{ print match($0, /20[0-9][0-9]-[0-9][0-9]-[0-9][0-9]/) }' | sort -u)
[ "$cols" -gt 0 ] 2>/dev/null || cols=none
cols=$(printf '%s\n' "$cols" | wc -l)
[ "$cols" = 1 ] && ok "--scores lines are aligned" || fail "--scores lines are aligned: $scores"
[ "$(wc -l <"$MURK_HOME/xlogfile")" = 3 ] && ok "the xlogfile has a line a run" || fail "the xlogfile has a line a run"
[ "$(ls "$MURK_HOME"/morgue | wc -l)" = 3 ] && ok "a morgue a run" || fail "a morgue a run"
# Nothing recorded yet in another save directory.
empty=$(mktemp -d)
at_exit 'rm -rf "$empty"'
[ "$("$MURK_BIN" --scores --save-dir "$empty")" = "No runs have been recorded yet." ] &&
    ok "--scores with no runs says so" || fail "--scores with no runs says so"

finish
