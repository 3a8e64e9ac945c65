#!/bin/sh
# The recording is the journal: a turn writes one line to it, the save is a
# snapshot now and then. Killed with -9 between snapshots, the game comes
# back at its last turn. A journal edited before its snapshot (a journal that
# disagrees with its save) never locks the player out: the game goes on
# from the save, the journal is kept aside as FILE.disagrees, one line says
# so, and the next run records as ever.
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
play
expect "The recording disagreed with the save (turn 12)" \
    "a journal that disagrees with the save does not lock the player out: one line says so"
expect "Turn 12" "and the game goes on from the save, at its turn"
cmp -s "$sav" "$dir/sav.before" && ok "the save is left as it was" || fail "the save is left as it was"
aside=$(ls "$dir"/saves/recordings/jo-*.murkrec.disagrees 2>/dev/null)
[ -n "$aside" ] && cmp -s "$aside" "$dir/rec.before" && [ ! -e "$rec" ] &&
    ok "the journal is kept aside as it was, under a name that says why" ||
    fail "the journal is kept aside as it was, under a name that says why ($(ls "$dir"/saves/recordings))"
keys . . .
expect "Turn 15" "three turns more are played"
kill -9 "$(murk_pid)"
ended
play
expect "Turn 15" "the next run records normally: killed with -9, it comes back at turn 15"
keys S
ended
[ "$(ls "$dir"/saves/recordings/jo-*.murkrec | wc -l)" = 1 ] &&
    ok "one recording of the game, the one kept aside apart" || fail "one recording of the game"
finish
