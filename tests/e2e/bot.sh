#!/bin/sh
# The bot and recordings: 200 whole runs headless, each recorded, and every
# recording replayed and verified; the same seed gives the same runs for any
# number of jobs; a recording that was tampered with is refused, naming the
# turn; the bot writes nothing without --record or a save directory; a
# bot's run whose row cannot be written is kept pending, and said.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-bot.XXXXXX")
at_exit 'rm -rf "$dir"'
mkdir "$dir/rec"

if "$MURK_BIN" --bot --games 200 --seed 1 --jobs 2 --record "$dir/rec" >"$dir/out" 2>"$dir/err"; then
    ok "200 bot runs end with status 0"
else
    fail "200 bot runs end with status 0 ($(head -3 "$dir/err"))"
fi
summary=$(tail -1 "$dir/out")
echo "$summary"
case "$summary" in
games=200\ wins=*\ deaths=*\ quits=*\ mean_depth=*\ mean_turns=*\ turns_per_sec=*\ deaths_by=*) ok "the summary line has every key" ;;
*) fail "the summary line has every key (got: $summary)" ;;
esac
[ "$(grep -c '^game=' "$dir/out")" = 200 ] && ok "one line per run" || fail "one line per run"
grep -q '^game=1 seed=1 outcome=' "$dir/out" && ok "runs are numbered from the seed" || fail "runs are numbered from the seed"
[ "$(ls "$dir/rec" | wc -l)" = 200 ] && ok "a recording per run" || fail "a recording per run"

bad=0
for f in "$dir"/rec/*.murkrec; do
    "$MURK_BIN" --replay "$f" --verify 2>>"$dir/verify" || bad=$((bad + 1))
done
[ $bad = 0 ] && ok "every recording verifies" || fail "every recording verifies ($bad did not: $(head -2 "$dir/verify"))"

one=$("$MURK_BIN" --bot --games 12 --seed 5 | sed 's/turns_per_sec=[0-9]*//')
three=$("$MURK_BIN" --bot --games 12 --seed 5 --jobs 3 | sed 's/turns_per_sec=[0-9]*//')
[ "$one" = "$three" ] && ok "one job or three give the same runs" || fail "one job or three give the same runs"

# The longest run's recording (a short one may end before its 300th action).
f=$(ls -S "$dir"/rec/*.murkrec | head -1)
# Make the first step from the 300th action on a wait: a wait always takes
# a turn, so the game goes another way (a step turned about might only
# bump a wall, which changes nothing).
awk '!done && NR >= 304 && $1 == "a" && $2 == "move" { $2 = "wait"; $3 = 0; $4 = 0; done = 1 } { print }' "$f" >"$dir/tampered"
"$MURK_BIN" --replay "$dir/tampered" --verify 2>"$dir/why"
status=$?
[ $status = 65 ] && ok "a tampered recording is refused with status 65" || fail "a tampered recording is refused with status 65 (got $status)"
grep -q 'turn [0-9]* differs' "$dir/why" && ok "and the line names the turn that differs" || fail "and the line names the turn that differs ($(cat "$dir/why"))"
[ "$(wc -l <"$dir/why")" = 1 ] && ok "in one line" || fail "in one line"

head -c 200 "$f" >"$dir/short"
"$MURK_BIN" --replay "$dir/short" --verify 2>/dev/null
[ $? = 65 ] && ok "a truncated recording is refused with status 65" || fail "a truncated recording is refused with status 65"
"$MURK_BIN" --replay "$dir/nothing-here" --verify 2>/dev/null
[ $? = 66 ] && ok "a missing recording is status 66" || fail "a missing recording is status 66"

before=$(find "$MURK_HOME" | wc -l)
"$MURK_BIN" --bot --games 2 --seed 9 >/dev/null
[ "$(find "$MURK_HOME" | wc -l)" = "$before" ] && ok "without --record or a save directory the bot writes nothing" || fail "without --record or a save directory the bot writes nothing"
"$MURK_BIN" --bot --games 0 2>"$dir/why"
[ $? = 64 ] && [ "$(wc -l <"$dir/why")" = 1 ] && ok "--games 0 is one line and status 64" || fail "--games 0 is one line and status 64"
"$MURK_BIN" --bot --jobs many 2>"$dir/why"
[ $? = 64 ] && [ "$(wc -l <"$dir/why")" = 1 ] && ok "--jobs many is one line and status 64" || fail "--jobs many is one line and status 64"
"$MURK_BIN" --bot --games 3 --record "$dir/no/such/dir" >/dev/null 2>"$dir/why"
[ $? = 74 ] && [ "$(wc -l <"$dir/why")" = 1 ] && ok "a --record directory that is not there is one line and status 74" || fail "a --record directory that is not there is one line and status 74 ($(cat "$dir/why"))"
"$MURK_BIN" --bot --games 3 --seed 2 --save-dir "$dir/host" >/dev/null
# A bot's seeds are known before it plays: its runs are seeded ones,
# listed apart.
[ "$("$MURK_BIN" --scores --all --save-dir "$dir/host" | grep -c ' bot .*  seeded$')" = 3 ] && ok "with --save-dir each run is on the score list, as bot, seeded" || fail "with --save-dir each run is on the score list, as bot, seeded"
"$MURK_BIN" --scores --save-dir "$dir/host" | grep -q '^3 seeded runs' && ok "and apart from the others" || fail "and apart from the others"
[ "$(wc -l <"$dir/host/xlogfile")" = 3 ] && ok "with an xlogfile line each" || fail "with an xlogfile line each"
[ "$(ls "$dir/host/morgue" | wc -l)" = 3 ] && ok "and a morgue each" || fail "and a morgue each"
"$MURK_BIN" --bot --games 1 --seed 2 --save-dir "$dir/host" --name robo >/dev/null
"$MURK_BIN" --scores --all --save-dir "$dir/host" | grep -q ' robo ' && ok "under the name given" || fail "under the name given"

# Another process holds the scores' write lock past the deadline: the bot's
# row is not dropped in silence. It says so and keeps the run pending;
# its next recorded run writes it, once.
if command -v sqlite3 >/dev/null 2>&1; then
    rows() { sqlite3 "$dir/host/scores.sqlite" "SELECT COUNT(*) FROM runs"; }
    n=$(rows)
    { echo "BEGIN EXCLUSIVE;"; sleep 8; echo "COMMIT;"; } | sqlite3 "$dir/host/scores.sqlite" &
    holder=$!
    sleep 1
    "$MURK_BIN" --bot --games 1 --seed 3 --save-dir "$dir/host" --name robo >/dev/null 2>"$dir/why"
    status=$?
    [ $status != 0 ] && grep -q "the run could not be recorded (.*); kept as .*/save/robo\.[0-9a-f]*\.pending" "$dir/why" &&
        [ "$(wc -l <"$dir/why")" = 1 ] && ls "$dir"/host/save/robo.*.pending >/dev/null 2>&1 &&
        ok "the scores locked past the deadline: the bot's run is kept pending, said in one line" ||
        fail "the scores locked past the deadline: the bot's run is kept pending ($status: $(cat "$dir/why"))"
    wait $holder
    [ "$(rows)" = "$n" ] && ok "no row of it meanwhile" || fail "no row of it meanwhile ($(rows), was $n)"
    "$MURK_BIN" --bot --games 1 --seed 4 --save-dir "$dir/host" --name robo >/dev/null 2>"$dir/why"
    grep -q "which could not be recorded, is recorded now" "$dir/why" && [ "$(rows)" = $((n + 2)) ] &&
        ! ls "$dir"/host/save/robo.*.pending >/dev/null 2>&1 &&
        ok "the next bot run of the name records it, once, and its own" ||
        fail "the next bot run of the name records it, once ($(rows) rows, was $n: $(cat "$dir/why"))"
    [ "$(grep -c 'name=robo' "$dir/host/xlogfile")" = 3 ] && ok "one xlogfile line each" ||
        fail "one xlogfile line each ($(grep -c 'name=robo' "$dir/host/xlogfile"))"
else
    echo "skip: no sqlite3: the held scores lock is not tried"
fi
finish
