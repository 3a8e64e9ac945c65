#!/bin/sh
# The recording is the journal: a turn writes one line to it, the save is a
# snapshot now and then. Killed with -9 between snapshots, the game comes
# back at its last turn; a journal edited before its snapshot is refused in
# one line, status 65, and both files are left as they were.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d)
at_exit 'rm -rf "$dir"'
out="$dir/out"
mkdir -p "$out"
sav="$dir/saves/save/jo.sav"

play() {
    rm -f "$out/status"
    start 80x24 sh -c "$MURK_BIN --name jo --save-dir \"$dir/saves\" $* 2>\"$out/err\"; echo \$? >\"$out/status\"; sleep 60"
}
ended() {
    i=0
    while [ ! -s "$out/status" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$out/status" ]
}
murk_pid() { pgrep -P "$(tm display -p -t game '#{pane_pid}')" | head -1; }

play --seed 9
expect "Turn 0" "a new game starts"
keys . . . . . . . . . . . .
expect "Turn 12" "twelve turns are played"
grep -q '^d 0 ' "$dir"/saves/recordings/jo-*.murkrec && ok "the snapshot's digest is in the journal" ||
    fail "the snapshot's digest is in the journal"
kill -9 "$(murk_pid)"
ended
play
expect "Turn 12" "killed with -9 after twelve turns in no snapshot, the game comes back at turn 12"
keys S
ended
[ "$(cat "$out/status")" = 0 ] && ok "S saves and quits" || fail "S saves and quits ($(cat "$out/status"))"
# The room the journal took ahead (NUL bytes) went with the kill's cut.
rec=$(ls "$dir"/saves/recordings/jo-*.murkrec)
[ "$(tr -d '\000' <"$rec" | wc -c)" = "$(wc -c <"$rec")" ] && [ "$(tail -c 4 "$rec")" = "end" ] &&
    ok "the journal ends with its end line, not a NUL byte after it" ||
    fail "the journal ends with its end line, not a NUL byte after it"

# The first wait made a step east: the journal no longer leads to the save.
sed -i '0,/^a wait 0 0 0 0 0 0$/s//a move 1 0 0 0 0 0/' "$rec"
cp "$rec" "$dir/rec.before"
cp "$sav" "$dir/sav.before"
r=$(script -qec "$MURK_BIN --name jo --save-dir \"$dir/saves\"" /dev/null 2>&1 </dev/null; echo "status=$?")
lines=$(printf '%s\n' "$r" | grep -c '^murk: ')
case "$r" in
    *"the recording disagrees with the save (turn 12)"*"status=65")
        [ "$lines" = 1 ] && ok "a journal that disagrees with the save: one line, exit 65" ||
            fail "a journal that disagrees with the save: one line (got: $r)" ;;
    *) fail "a journal that disagrees with the save: one line, exit 65 (got: $r)" ;;
esac
cmp -s "$rec" "$dir/rec.before" && cmp -s "$sav" "$dir/sav.before" && ok "and both files are left as they were" ||
    fail "and both files are left as they were"
finish
