#!/bin/sh
# Recordings of interactive games, and watching one: a game played in tmux
# is recorded in the save directory (and with --record in that directory
# too), privately, every action (no-turn ones too) in it, and verifies;
# a saved game resumed goes on in the same recording; the name's next game
# replaces it. --replay shows the game as play did, pauses on space,
# speeds up on +, stops on q with status 0, and says when it is over; a
# recording made with other data is refused in one line, status 65.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-replay.XXXXXX")
at_exit 'rm -rf "$dir"'
recs="$MURK_HOME/recordings"

# run ARGS...: murk in the pane at 80x24; its exit status goes to
# $dir/status and its stderr to $dir/err.
run() {
    rm -f "$dir/status" "$dir/err"
    start 80x24 sh -c "$MURK_BIN $* 2>$dir/err; echo \$? >$dir/status; sleep 60"
}

# ended: murk has exited within about three seconds.
ended() {
    i=0
    while [ ! -s "$dir/status" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$dir/status" ]
}

status() { cat "$dir/status" 2>/dev/null; }
one() { ls "$recs"/"$1"-*.murkrec 2>/dev/null | head -1; }
count() { ls "$recs" 2>/dev/null | grep -c "^$1-[0-9]*-[0-9]*\.murkrec$"; }
actions() { grep -c '^a ' "$1"; }

# ---- a game played is recorded ----
mkdir "$dir/mine"
run --name ann --seed 42 --record "$dir/mine"
expect "Health 30/30" "a new game starts"
# Seed 42: a step west, one back, a wait, what lies here (no turn), a rest
# refused at full health (no turn).
keys h
keys l
keys .
keys :
keys R
expect "Turn 3" "three turns are played"
expect "You are already at full health." "and a rest is refused"
# A travel three cells west: its actions carry the cell.
keys _
keys h h h
keys .
expect "Turn 6" "a travel takes three turns more"
# What play showed, map and panel, for the replay to show again.
played=$(screen | head -19)
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
ended
[ "$(status)" = 0 ] && ok "Q y ends the game with status 0" || fail "Q y ends the game with status 0 (got '$(status)': $(cat "$dir/err"))"
rec=$(one ann)
[ -n "$rec" ] && ok "the game is recorded as recordings/ann-DATE.murkrec" || fail "the game is recorded as recordings/ann-DATE.murkrec ($(ls -R "$MURK_HOME"))"
[ "$(stat -c %a "$rec")" = 600 ] && ok "the recording is 0600" || fail "the recording is 0600 ($(stat -c %a "$rec"))"
[ "$(stat -c %a "$recs")" = 700 ] && ok "its directory is 0700" || fail "its directory is 0700"
# The game begun on --seed says so first (seeded); then move, move, wait,
# look here, rest (refused), each by its word, then three steps of a
# travel, each with its cell, and the quit, which the game is given too.
kinds=$(grep '^a ' "$rec" | head -6 | cut -d' ' -f2 | tr '\n' ' ')
[ "$kinds" = "seeded move move wait look_here rest " ] && ok "every action is in it, the ones that take no turn too" ||
    fail "every action is in it, the ones that take no turn too (kinds: $kinds)"
travel=$(grep '^a ' "$rec" | sed -n 7,9p | cut -d' ' -f7-8 | sort -u | wc -l)
[ "$travel" = 1 ] && ! grep '^a ' "$rec" | sed -n 7p | grep -q ' 0 0$' &&
    ok "a travel's steps carry the cell it goes to" || fail "a travel's steps carry the cell it goes to"
"$MURK_BIN" --replay "$rec" --verify 2>"$dir/why" && ok "it verifies with --replay --verify" ||
    fail "it verifies with --replay --verify ($(cat "$dir/why"))"
copy="$dir/mine/$(basename "$rec")"
cmp -s "$rec" "$copy" && ok "--record DIR keeps the same recording in DIR" || fail "--record DIR keeps the same recording in DIR"

# ---- watching it ----
run --replay "$rec"
expect "Replay: 8 actions/s" "--replay plays it back and says its pace"
wait_for "The replay is over" || wait_for "The replay is over"
expect "The replay is over ($(actions "$rec") actions). q: quit" "and says when it is over"
expect "You are already at full health." "with the log as it was"
[ "$(screen | head -19)" = "$played" ] && ok "the map and the panel are drawn as in play" ||
    { fail "the map and the panel are drawn as in play"; echo "--- played:"; echo "$played"; }
[ "$(char_at_cursor)" = "@" ] && ok "the cursor rests on the player" || fail "the cursor rests on the player"
keys x
ended && fail "any key but q leaves the end on screen" || ok "any key but q leaves the end on screen"
keys q
ended
[ "$(status)" = 0 ] && ok "q ends the replay with status 0" || fail "q ends the replay with status 0 (got '$(status)')"

# ---- a saved game goes on in its recording ----
run --name bob --seed 7
expect "Health 30/30" "bob's game starts"
keys . . .
expect "Turn 3" "bob waits three turns"
keys S
ended
first=$(one bob)
run --name bob
expect "Turn 3" "bob's game goes on"
keys . .
expect "Turn 5" "two turns more"
keys S
ended
[ "$(count bob)" = 1 ] && ok "a resumed game has one recording" || fail "a resumed game has one recording ($(ls "$recs"))"
[ "$(one bob)" = "$first" ] && ok "the one it started in" || fail "the one it started in"
[ "$(grep -c '^end$' "$first")" = 1 ] && ok "which ends once" || fail "which ends once"
# Five turns, and the game begun on --seed saying so first.
[ "$(actions "$first")" = 6 ] && ok "and holds both sittings' actions" || fail "and holds both sittings' actions ($(actions "$first"))"
"$MURK_BIN" --replay "$first" --verify 2>"$dir/why" && ok "and verifies" || fail "and verifies ($(cat "$dir/why"))"

# kill -9 mid-game: the recording is cut back to the save and goes on.
run --name bob
expect "Turn 5" "bob's game goes on again"
keys . .
expect "Turn 7" "two turns more"
kill -9 "$(pgrep -P "$(tm display -p -t game '#{pane_pid}')" | head -1)"
ended
run --name bob
expect "Turn 7" "after kill -9 the game comes back"
keys .
expect "Turn 8" "a turn more"
keys S
ended
"$MURK_BIN" --replay "$first" --verify 2>"$dir/why" && ok "its recording, cut by kill -9, goes on and verifies" ||
    fail "its recording, cut by kill -9, goes on and verifies ($(cat "$dir/why"))"
tail -2 "$first" | head -1 | grep -q '^d 8 ' && ok "to turn 8" || fail "to turn 8 ($(tail -2 "$first"))"

# A new game of the name replaces its last recording.
rm -f "$MURK_HOME/save/bob.sav"
run --name bob --seed 9
expect "Health 30/30" "bob starts a new game"
keys Q
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
ended
[ "$(count bob)" = 1 ] && ok "the save directory keeps only bob's last game" || fail "the save directory keeps only bob's last game ($(ls "$recs"))"
grep -q '^seed 9$' "$(one bob)" && ok "the new one" || fail "the new one"
[ "$(count ann)" = 1 ] && ok "and ann's is left alone" || fail "and ann's is left alone"

# ---- pause, speed, stop ----
# Seed 1's bot game lasts past turn 7,000 (seed 3's, 2,267 turns before,
# ends at turn 500 since the mimic hides).
"$MURK_BIN" --bot --games 1 --seed 1 --record "$dir" >/dev/null
long="$dir/bot-1.murkrec"
run --replay "$long"
expect "Replay: 8 actions/s |" "a long recording plays"
keys Space
expect "Replay: 8 actions/s, paused" "space pauses, and the screen says so"
t1=$(screen | grep -o 'Turn [0-9]*')
sleep 0.6
[ "$(screen | grep -o 'Turn [0-9]*')" = "$t1" ] && ok "while paused, the game stands still ($t1)" || fail "while paused, the game stands still"
keys +
expect "Replay: 16 actions/s, paused" "+ speeds it up"
keys -
keys -
expect "Replay: 4 actions/s, paused" "- slows it down"
keys + + + + + + +
expect "Replay: 512 actions/s, paused" "+ again and again"
keys Space
expect "Replay: 512 actions/s |" "space resumes"
sleep 0.5
t2=$(screen | grep -o 'Turn [0-9]*')
[ "$t2" != "$t1" ] && ok "and the game moves on ($t1, then $t2)" || fail "and the game moves on"
# Past turn 999 the minds pane's title keeps a space before the health: it
# read "Minds (m hides)HP30/30 T1273" in play.
keys m
i=0
while ! screen | grep -q 'Minds.* T1[0-9][0-9][0-9] *$' && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
title=$(screen | grep -m 1 'Minds')
case "$title" in
*"Minds (m) "*" HP"*" T1"[0-9][0-9][0-9]) ok "past turn 999 the pane's title parts its hint from the health" ;;
*) fail "past turn 999 the pane's title parts its hint from the health (got: $title)" ;;
esac
keys q
ended
[ "$(status)" = 0 ] && ok "q stops it midway with status 0" || fail "q stops it midway with status 0 (got '$(status)')"

# ---- refused ----
sed 's/^data .*/data 0000000000000001/' "$rec" >"$dir/other.murkrec"
run --replay "$dir/other.murkrec"
ended
[ "$(status)" = 65 ] && ok "a recording made with other data is refused with 65" || fail "a recording made with other data is refused with 65 (got '$(status)')"
[ "$(wc -l <"$dir/err")" = 1 ] && grep -q 'other data' "$dir/err" && ok "in one line" || fail "in one line ($(cat "$dir/err"))"
head -c 100 "$long" >"$dir/short.murkrec"
run --replay "$dir/short.murkrec"
ended
[ "$(status)" = 65 ] && ok "a damaged recording is refused with 65" || fail "a damaged recording is refused with 65 (got '$(status)')"
[ "$(wc -l <"$dir/err")" = 1 ] && ok "in one line" || fail "in one line ($(cat "$dir/err"))"
finish
