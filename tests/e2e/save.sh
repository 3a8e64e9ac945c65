#!/bin/sh
# Never lose a game: play, then end the game every way it can end without
# the player's say (SIGHUP, a closed terminal, SIGTERM, kill -9), start
# again with the same name, and read the same turn, health and place off the
# screen. S saves and quits; Q gives the game up; Ctrl-C asks as Q does;
# Ctrl-\ does nothing. Damaged saves, a symbolic link and a second player of
# the same name are each refused in one line. A file size limit is no
# kill. All in a temporary save directory, never the player's own.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d)
at_exit 'rm -rf "$dir"'
out="$dir/out"
mkdir -p "$out"
sav="$dir/saves/save/tester.sav"

# play NAME [ARGS...]: murk in the pane, under a shell that outlives a
# hang-up, Ctrl-C and Ctrl-\ (its traps are handlers, so murk starts with the
# default actions and sets its own), and writes murk's exit status and
# stderr to $out. A closed terminal sends SIGHUP to the shell, which leads
# the session, not to murk: murk sees its reads fail. Then the pane is held
# open by a cat of the terminal, which ends when the terminal does (a sleep
# there, the hang-up taken by the trap, ran a minute past the script).
play() {
    name=$1; shift
    cat "$out/err" >>"$out/all_err" 2>/dev/null
    rm -f "$out/status" "$out/err"
    start 80x24 sh -c "trap true HUP INT QUIT; $MURK_BIN --name $name --save-dir $dir/saves $* 2>$out/err; echo \$? >$out/status; exec cat >/dev/null"
}

# murk's pid: the shell's child in the pane.
murk_pid() { pgrep -P "$(tm display -p -t game '#{pane_pid}')" | head -1; }

# ended: murk has exited (the shell wrote its status) within about 3 s.
ended() {
    i=0
    while [ ! -s "$out/status" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$out/status" ]
}

status() { cat "$out/status" 2>/dev/null; }

# alive PID: running, not a zombie waiting for an init to reap it.
alive() { kill -0 "$1" 2>/dev/null && ! ps -o stat= -p "$1" | grep -q '^Z'; }

# What must survive: the side panel's turn and health, and the player's
# place on the screen (where the cursor rests).
state() {
    s=$(screen)
    echo "$(echo "$s" | grep -o 'Turn [0-9]*') $(echo "$s" | grep -o 'Health [0-9]*/[0-9]*')" \
        "at $(tm display -p -t game '#{cursor_x},#{cursor_y}')"
}

turn() { screen | grep -o 'Turn [0-9]*' | grep -o '[0-9]*'; }

# waits N: N turns of waiting, typed in one go.
waits() {
    w=0 dots=
    while [ $w -lt "$1" ]; do dots="$dots ."; w=$((w + 1)); done
    # shellcheck disable=SC2086
    tm send-keys -t game $dots
}

# ---- SIGHUP ----
play tester --seed 12
expect "Health 30/30" "a new game starts"
[ -s "$sav" ] && ok "it is saved at once" || fail "it is saved at once"
waits 30
expect "Turn 30" "thirty turns are played"
before=$(state)
screen_before=$(screen)
pid=$(murk_pid)
t0=$(date +%s%N)
kill -HUP "$pid"
ended
t1=$(date +%s%N)
ms=$(((t1 - t0) / 1000000))
[ "$(status)" = 0 ] && ok "SIGHUP: exit status 0" || fail "SIGHUP: exit status 0 (got '$(status)')"
[ "$ms" -lt 500 ] && ok "SIGHUP: saved and gone in ${ms} ms (< 500)" || fail "SIGHUP: saved and gone in ${ms} ms (< 500)"
[ "$(cat "$out/err")" = "murk: saved; play again with the same name to go on." ] &&
    ok "SIGHUP: one line says so" || fail "SIGHUP: one line says so (got: $(cat "$out/err"))"
echo "# sighup_to_exit_ms=$ms"
[ "$(stat -c %a "$sav")" = 600 ] && ok "the save is 0600" || fail "the save is 0600 ($(stat -c %a "$sav"))"
[ "$(stat -c %a "$dir/saves/save")" = 700 ] && ok "its directory is 0700" || fail "its directory is 0700"

play tester
expect "Turn 30" "after SIGHUP the same name goes on at the same turn"
[ "$(state)" = "$before" ] && ok "with the same health and place ($before)" ||
    fail "with the same health and place (was: $before; now: $(state))"
# The same map and panel; the log's top line says the game goes on.
[ "$(screen | head -n 19)" = "$(printf '%s\n' "$screen_before" | head -n 19)" ] &&
    ok "and the same screen" || fail "and the same screen"
expect "Welcome back. Your game goes on: floor 1, turn 30." "a resumed game says so"

# ---- a closed terminal ----
waits 10
expect "Turn 40" "ten more turns"
before=$(state)
tm kill-server
ended
[ "$(status)" = 0 ] && ok "closed terminal: exit status 0" || fail "closed terminal: exit status 0 (got '$(status)')"
grep -q "murk: saved; play again" "$out/err" && ok "closed terminal: saved" || fail "closed terminal: saved ($(cat "$out/err"))"
play tester
expect "Turn 40" "after the terminal closed the game goes on at the same turn"
[ "$(state)" = "$before" ] && ok "with the same health and place" || fail "with the same health and place (was: $before; now: $(state))"

# ---- a closed terminal, murk leading the session: the kernel's SIGHUP ----
stop
ended
start 80x24 "$MURK_BIN" --name tester --save-dir "$dir/saves"
expect "Turn 40" "murk alone in the pane goes on at the same turn"
waits 2
expect "Turn 42" "two more turns"
before=$(state)
pid=$(tm display -p -t game '#{pane_pid}')
tm kill-server
i=0
while alive "$pid" && [ $i -lt 50 ]; do sleep 0.01; i=$((i + 1)); done
alive "$pid" && fail "the hang-up ends it within 0.5 s" || ok "the hang-up ends it within 0.5 s"
play tester
expect "Turn 42" "and the game goes on at the same turn"
[ "$(state)" = "$before" ] && ok "with the same health and place" || fail "with the same health and place (was: $before; now: $(state))"

# ---- SIGTERM ----
waits 5
expect "Turn 47" "five more turns"
before=$(state)
kill -TERM "$(murk_pid)"
ended
[ "$(status)" = 0 ] && ok "SIGTERM: exit status 0" || fail "SIGTERM: exit status 0 (got '$(status)')"
grep -q "murk: saved; play again" "$out/err" && ok "SIGTERM: saved" || fail "SIGTERM: saved"
play tester
expect "Turn 47" "after SIGTERM the game goes on at the same turn"
[ "$(state)" = "$before" ] && ok "with the same health and place" || fail "with the same health and place (was: $before; now: $(state))"

# ---- kill -9: at most a turn behind ----
waits 7
expect "Turn 54" "seven more turns"
kill -KILL "$(murk_pid)"
ended
play tester
wait_for "Turn" >/dev/null
now=$(turn)
[ -n "$now" ] && [ "$now" -ge 53 ] && [ "$now" -le 54 ] && ok "after kill -9 the game is at most one turn behind (turn $now of 54)" ||
    fail "after kill -9 the game is at most one turn behind (turn '$now' of 54)"

# ---- a second player of the same name ----
second=$(script -qec "$MURK_BIN --name tester --save-dir $dir/saves" /dev/null 2>&1 </dev/null; echo "status=$?")
case "$second" in
    *"murk: tester is already playing."*"status=75") ok "a second murk of the same name is refused, exit 75" ;;
    *) fail "a second murk of the same name is refused, exit 75 (got: $second)" ;;
esac

# ---- Ctrl-C asks; Ctrl-\ does nothing ----
keys C-c
expect "Really quit?" "Ctrl-C asks, as Q does"
keys n
expect_not "Really quit?" "n plays on"
keys 'C-\'
sleep 0.3
[ ! -s "$out/status" ] && ok "Ctrl-\\ is ignored" || fail "Ctrl-\\ is ignored (exit $(status))"
ls "$dir"/core* >/dev/null 2>&1 && fail "no core file" || ok "no core file"

# ---- S saves and quits ----
before=$(state)
keys S
ended
[ "$(status)" = 0 ] && ok "S: exit status 0" || fail "S: exit status 0 (got '$(status)')"
grep -q "murk: saved; play again with the same name to go on." "$out/err" && ok "S: says it saved" || fail "S: says it saved"
play tester
wait_for "Turn" >/dev/null
[ "$(state)" = "$before" ] && ok "after S the game goes on where it was" || fail "after S the game goes on where it was (was: $before; now: $(state))"

# ---- a seed other than the saved game's is not silently dropped ----
stop
ended
other=$(script -qec "$MURK_BIN --name tester --seed 7 --save-dir $dir/saves" /dev/null 2>&1 </dev/null; echo "status=$?")
case "$other" in
    *"has a game in progress on seed 12"*"status=64") ok "--seed with another game in progress: one line, exit 64" ;;
    *) fail "--seed with another game in progress: one line, exit 64 (got: $other)" ;;
esac

# ---- Q gives the game up ----
play tester
wait_for "Turn" >/dev/null
keys Q
expect "Really quit?" "Q asks"
keys y
wait_for "Points:" >/dev/null # the end screen, as after a death
keys q
ended
[ "$(status)" = 0 ] && ok "Q y: exit status 0" || fail "Q y: exit status 0"
[ ! -e "$sav" ] && ok "and the save is gone" || fail "and the save is gone"
play tester --seed 12
expect "Turn 0" "the same name then starts a new game"
keys S
ended

# ---- damaged saves: one line, exit 65, kept aside ----
refused() { # what status wanted
    r=$(script -qec "$MURK_BIN --name tester --save-dir $dir/saves" /dev/null 2>&1 </dev/null; echo "status=$?")
    lines=$(printf '%s\n' "$r" | grep -c '^murk: ')
    case "$r" in
        *"$2"*"status=$3") [ "$lines" = 1 ] && ok "$1" || fail "$1 (more than one line: $r)" ;;
        *) fail "$1 (got: $r)" ;;
    esac
}
cp "$sav" "$dir/good.sav"
head -c 3000 "$dir/good.sav" >"$sav"
refused "a truncated save: one line naming the file, exit 65" "murk: $sav: truncated" 65
[ -s "$sav.bad" ] && [ ! -e "$sav" ] && ok "and it is kept as tester.sav.bad" || fail "and it is kept as tester.sav.bad"
cmp -s "$sav.bad" "$dir/good.sav" 2>/dev/null && fail "the kept file is the damaged one" || ok "the kept file is the damaged one"

cp "$dir/good.sav" "$sav"
printf '\377' | dd of="$sav" bs=1 seek=2000 conv=notrunc 2>/dev/null
refused "a flipped byte: exit 65" "the checksum does not match" 65
[ -s "$sav.bad.2" ] && [ -s "$sav.bad" ] && ok "kept as tester.sav.bad.2, the older bad save untouched" ||
    fail "kept as tester.sav.bad.2, the older bad save untouched"

# The version changed by hand (or by one bit), the checksum not made good:
# damage, never "a newer murk's", and set aside so the name plays again.
# (A newer murk's whole save, told as such and left: test_store.)
sed '2s/^version [0-9]*$/version 6/' "$dir/good.sav" >"$sav"
refused "a save whose version changed, its checksum not: damaged, exit 65" \
    "the checksum does not match; kept as tester.sav.bad.3" 65
[ -s "$sav.bad.3" ] && [ ! -e "$sav" ] && ok "and it is set aside, the name free to play" ||
    fail "and it is set aside, the name free to play"

# Other data files (one number tuned): the game plays on, told once.
cp "$dir/good.sav" "$sav"
other_data="$dir/data"
cp -R data "$other_data"
sed -i '0,/^health:/s/^health:.*/health:2/' "$other_data/monsters.txt"
play tester --data "$other_data"
expect "murk was updated; this game goes on under the new rules." "a save made with other data plays on, and says so"
expect "Turn 0" "at the same turn"
keys S
ended
[ "$(status)" = 0 ] && ok "and saves again" || fail "and saves again (status $(status))"
cp "$sav" "$dir/tuned.sav"
play tester --data "$other_data"
expect "Turn 0" "resumed again with the same data"
[ "$(screen | grep -c 'murk was updated')" = 1 ] && ok "it is said only once" ||
    fail "it is said only once (screen: $(screen | grep -c 'murk was updated') times)"
keys S
ended
# The game went on in a recording that starts from the save, and proves
# itself with the data it was played with.
rec=$(ls "$dir/saves/recordings/"tester-*.murkrec 2>/dev/null | head -1)
grep -q '^save [0-9]* [0-9]*$' "$rec" 2>/dev/null && ok "its recording starts from the save" ||
    fail "its recording starts from the save ($rec)"
"$MURK_BIN" --replay "$rec" --verify --data "$other_data" >/dev/null 2>&1 && ok "and verifies with the tuned data" ||
    fail "and verifies with the tuned data: $("$MURK_BIN" --replay "$rec" --verify --data "$other_data" 2>&1)"
r=$("$MURK_BIN" --replay "$rec" --verify 2>&1; echo "status=$?")
case "$r" in
    *"recorded with other data files"*"status=65") ok "with other data it says so, exit 65" ;;
    *) fail "with other data it says so, exit 65 (got: $r)" ;;
esac

# Every kind renamed (and so every group's followers): the save names a
# kind that is gone; refused naming it, and left as it is.
cp "$dir/tuned.sav" "$sav"
sed -i -e 's/^name:/name:new /' -e '/^group:/{s/^group:/group:new /;s/,/,new /g}' "$other_data/monsters.txt"
r=$(script -qec "$MURK_BIN --name tester --data $other_data --save-dir $dir/saves" /dev/null 2>&1 </dev/null; echo "status=$?")
case "$r" in
    *"the monster kind '"*"' is not in the data; it is left as it is"*"status=65") ok "a save naming a kind gone from the data: exit 65, naming it" ;;
    *) fail "a save naming a kind gone from the data: exit 65, naming it (got: $r)" ;;
esac
cmp -s "$sav" "$dir/tuned.sav" && ok "and it is left exactly as it is" || fail "and it is left exactly as it is"
cp "$dir/good.sav" "$sav"

rm -f "$sav"
ln -s "$dir/good.sav" "$sav"
refused "a symbolic link in place of the save: one line, exit 74" "is a symbolic link; refusing to read it" 74
[ -L "$sav" ] && ok "and the link is left as it is" || fail "and the link is left as it is"
rm -f "$sav"

# ---- a death ends the run and its save; a new game gets one of its own ----
doomed="$dir/saves/save/doomed.sav"
play doomed --seed 44
expect "Health 30/30" "a game that will die starts"
k=0
while ! screen | grep -q "Killed by" && [ $k -lt 20 ]; do waits 10; sleep 0.3; k=$((k + 1)); done
expect "Killed by" "waiting, the player dies"
[ ! -e "$doomed" ] && ok "a death removes the save" || fail "a death removes the save"
keys n
expect "Turn 0" "n starts a new game"
[ -s "$doomed" ] && ok "which is saved in its turn" || fail "which is saved in its turn"
keys S
ended

# ---- a file size limit (ulimit -f; prlimit, in bytes) ----
# 60 kB: the run's reserve (192 KiB) and the journal's room ahead (64 KiB)
# each pass it. Its signal would kill the game at once; murk ignores it, so
# each of those writes fails (EFBIG) as on a full disk, and the journal
# takes its room a line at a time: nothing is lost.
if command -v prlimit >/dev/null 2>&1; then
    unlimited=$MURK_BIN
    MURK_BIN="prlimit --fsize=60000 $unlimited"
    play limited --seed 42
    expect "Health 30/30" "under a 60 kB file size limit, a game starts"
    keys . . .
    expect "Turn 3" "and plays three turns"
    expect_not "NOT SAVED" "kept all the while"
    [ ! -s "$out/status" ] && ok "murk is not killed by the limit" ||
        fail "murk is not killed by the limit (status $(status))"
    kill -9 "$(murk_pid)"
    ended
    MURK_BIN=$unlimited
    play limited
    expect "Turn 3" "killed with -9 and played again, the game is at turn 3"
    keys S
    ended
else
    ok "skip: no prlimit (util-linux)"
fi

# ---- names ----
r=$("$MURK_BIN" --name "../x" 2>&1; echo "status=$?")
case "$r" in
    "murk: --name wants 1 to 31 letters, digits, '-', '_' or '.' (not first), not '../x'"*"status=64") ok "a bad name: one line, exit 64" ;;
    *) fail "a bad name: one line, exit 64 (got: $r)" ;;
esac

cat "$out/err" >>"$out/all_err" 2>/dev/null
grep -qE "Sanitizer|runtime error" "$out/all_err" && fail "no sanitizer report: $(grep -m3 -E "Sanitizer|runtime error" "$out/all_err")" ||
    ok "no sanitizer report in any game's stderr"

finish
