#!/bin/sh
# A disk that fills during play, as the player sees it. The journal takes
# its room 64 KiB ahead: a disk that fills after that loses nothing, and
# no mark is shown; the turns are there after a kill -9. A disk that fills
# with no room left ahead (a game started nearly full, which takes its
# room line by line): the turn it fills, the log says the game could not
# be saved and why, and the side panel marks it NOT SAVED; S says why it
# is not saved and the game goes on; once there is room again, the next
# turn saves and the mark goes. The disk is the tests' byte budget
# (tests/tools/disk_budget.c), in a murk built for the tests alone
# (DISK_MURK_BIN): the file $dir/free holds the bytes free, 0 for a full
# disk, and no file for no limit.
. "$(dirname "$0")/lib.sh"

if [ -z "${DISK_MURK_BIN:-}" ] || [ ! -x "$DISK_MURK_BIN" ]; then
    echo "skip - no DISK_MURK_BIN (make e2e builds it)"
    exit 0
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-disk.XXXXXX")
at_exit 'rm -rf "$dir"'
save="$dir/saves/save/ann.sav"
data="$(cd "$(dirname "$0")/../.." && pwd)/data"

# Every path quoted: the checkout may be at a path with spaces. No --seed:
# a seeded game's first action (ACTION_SEEDED) takes the journal's room
# before the first save can take the reserve's, and the room each needs is
# what is measured here.
play() {
    rm -f "$dir/status"
    start 80x24 sh -c "MURK_TEST_DISK=\"$dir/free\" \"$DISK_MURK_BIN\" --name ann --data \"$data\" --save-dir \"$dir/saves\" 2>\"$dir/err\"; echo \$? >\"$dir/status\"; sleep 60"
}
murk_pid() { pgrep -P "$(tm display -p -t game '#{pane_pid}')" | head -1; }
ended() {
    i=0
    while [ ! -s "$dir/status" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$dir/status" ]
}

# ---- the disk fills with the journal's room taken ahead ----
play
expect "Health 30/30" "a game starts on a disk with room"
keys .
expect "Turn 1" "a turn is played"
echo 0 >"$dir/free"
keys . . .
expect "Turn 4" "three turns are played on the full disk"
expect_not "NOT SAVED" "they are kept in the journal's room: no mark"
kill -9 "$(murk_pid)"
ended
echo 100000000 >"$dir/free"
play
expect "Turn 4" "killed with -9, the game comes back at turn 4"
kill -9 "$(murk_pid)"
ended
rm -rf "$dir/saves"

# ---- the disk fills with no room taken ahead ----
# Room for the save and the run's end (its reserve: 192 KiB), not for
# the journal's 64 KiB besides.
echo 240000 >"$dir/free"
play
expect "Health 30/30" "a new game starts"
keys .
expect "Turn 1" "a turn is played"
[ -s "$save" ] && ok "and saved" || fail "and saved"
[ -s "$dir/saves/save/ann.reserve" ] && ok "with room set aside for the run's end (ann.reserve)" ||
    fail "with room set aside for the run's end (ann.reserve)"

# ---- the disk fills ----
echo 0 >"$dir/free"
before=$(cksum <"$save")
keys .
expect "Turn 2" "a turn is played on a full disk"
expect "Your game could not be saved: No space left on device." "the log says so on that turn"
expect "NOT SAVED" "and the side panel marks it"
[ "$(cksum <"$save")" = "$before" ] && ok "the save of the turn before is left whole" ||
    fail "the save of the turn before is left whole"
[ ! -e "$dir/saves/save/ann.sav.tmp" ] && ok "no temporary file is left" || fail "no temporary file is left"
keys S
expect "Not saved: No space left on device." "S says why it is not saved"
expect "Turn 2" "and the game goes on"
[ ! -s "$dir/status" ] && ok "murk has not quit" || fail "murk has not quit (status $(cat "$dir/status"))"

# ---- room again ----
echo 100000000 >"$dir/free"
keys .
expect "Turn 3" "the next turn is played"
expect "Your game is saved again." "and saved, and the log says so"
expect_not "NOT SAVED" "the mark is gone"
[ "$(cksum <"$save")" != "$before" ] && ok "the save is of the new turn" || fail "the save is of the new turn"
keys S
i=0
while [ ! -s "$dir/status" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
[ "$(cat "$dir/status" 2>/dev/null)" = 0 ] && ok "S saves and quits, status 0" ||
    fail "S saves and quits, status 0 (got '$(cat "$dir/status" 2>/dev/null)': $(cat "$dir/err"))"
finish
