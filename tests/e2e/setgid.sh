#!/bin/sh
# Debian's model, as root in a temporary tree: `make install
# GAMES_GROUP=...` installs murk setgid a temporary group, with the shared
# folder (STATEDIR) root:group 2775; two temporary users each play and
# save there, and share one scores.sqlite and xlogfile, both root's from the
# install on; neither can read or replace the other's save from a shell,
# nor play the other's name; a --save-dir from a user drops the group
# (what murk writes there has the user's own group); the second user
# watches the first's game live (--watch), through the group. Skips,
# saying why, where it cannot run: not root, no useradd, or no place that
# honours the setgid bit.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/lib_setgid.sh"

setgid_install mk a b
u1=$SETGID_USER_a u2=$SETGID_USER_b
check_mode "$bin" "2755 root $grp" "the binary is setgid"
check_mode "$state" "2775 root $grp" "the shared folder"
for part in save morgue recordings; do check_mode "$state/$part" "2770 root $grp" "$part/"; done
for file in scores.sqlite scores.sqlite-wal scores.sqlite-shm xlogfile; do
    check_mode "$state/$file" "660 root $grp" "$file: made by the install, root's"
done

# ---- two players, one folder ----
play "$u1" 1
expect "Turn 0" "$u1 starts a game"
keys . . . . .
expect "Turn 5" "$u1 plays five turns"
keys S
ended 1 && ok "$u1 saves (S), exit 0" || fail "$u1 saves (S), exit 0 ($(cat "$out/err1"))"
check_mode "$state/save/$u1.sav" "600 $u1 $grp" "$u1's save is $u1's alone"
check_mode "$state/save/$u1.lock" "640 $u1 $grp" "$u1's lock, the group may read"
check_first "$state/recordings" "640 $u1 $grp" "$u1's recording, for the group to watch"

play "$u2" 2
expect "Turn 0" "$u2 starts a game of their own in the same folder"
give_up 2 && ok "$u2 ends a run, exit 0" || fail "$u2 ends a run, exit 0 ($(cat "$out/err2"))"
check_mode "$state/scores.sqlite" "660 root $grp" "scores.sqlite is root's still, for every player's murk"
check_mode "$state/xlogfile" "660 root $grp" "the xlogfile, likewise"
check_first "$state/morgue" "640 $u2 $grp" "$u2's morgue"

# ---- from a shell, another player's save is out of reach ----
cp "$state/save/$u1.sav" "$out/before.sav"
as "$u2" cat "$state/save/$u1.sav" >/dev/null 2>&1 && fail "$u2 cannot read $u1's save" ||
    ok "$u2 cannot read $u1's save from a shell"
as "$u2" sh -c "echo forged > '$state/save/$u1.sav'" 2>/dev/null
as "$u2" mv "$out/before.sav" "$state/save/$u1.sav" 2>/dev/null
as "$u2" rm -f "$state/save/$u1.sav" 2>/dev/null
cmp -s "$state/save/$u1.sav" "$out/before.sav" && ok "$u2 cannot replace or remove it" ||
    fail "$u2 cannot replace or remove it"
as "$u1" ls "$state/save" >/dev/null 2>&1 && fail "$u1 cannot reach even their own save but through murk" ||
    ok "$u1 reaches even their own save only through murk"

# ---- nor through murk: a name is its player's ----
play "$u2" 4 --name "$u1"
ended 4
[ "$(cat "$out/status4")" = 64 ] && [ "$(cat "$out/err4")" = "murk: $u1 is another player's name." ] &&
    ok "$u2 playing as $u1: refused in one line, exit 64" ||
    fail "$u2 playing as $u1: refused in one line, exit 64 (got '$(cat "$out/status4")': $(cat "$out/err4"))"
cmp -s "$state/save/$u1.sav" "$out/before.sav" && ok "and $u1's save is untouched" || fail "and $u1's save is untouched"

# ---- through murk, the game goes on, and the scores are shared ----
play "$u1" 3
expect "Turn 5" "$u1's game goes on at turn 5"

# ---- another player watches it live: their murk reads it with the group ----
cat >"$out/watch" <<EOF
runuser -u "$u2" -- env -i PATH=/usr/bin:/bin HOME="$tmp/home/$u2" TERM="\$TERM" \
    "$bin" --watch "$u1" 2>"$out/werr"
echo \$? >"$out/wstatus"
sleep 60
EOF
tm new-session -d -s watch -x 80 -y 24 "sh '$out/watch'"
wscreen() { tm capture-pane -p -t watch; }
i=0
while ! wscreen | shows "You are watching $u1." && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
wscreen | shows "You are watching $u1." && wscreen | shows "Turn 5" &&
    ok "$u2 watches $u1's game at turn 5 (murk --watch $u1)" ||
    fail "$u2 watches $u1's game at turn 5 (murk --watch $u1: $(cat "$out/werr" 2>/dev/null))"
tm send-keys -t watch q
i=0
while [ ! -s "$out/wstatus" ] && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
[ "$(cat "$out/wstatus" 2>/dev/null)" = 0 ] && ok "q leaves the watching, status 0" ||
    fail "q leaves the watching, status 0 (got '$(cat "$out/wstatus" 2>/dev/null)')"
give_up 3 && ok "$u1 ends the run, into the same scores" || fail "$u1 ends the run ($(cat "$out/err3"))"
as "$u1" "$bin" --scores --all >"$out/scores" 2>&1
grep -q "$u1" "$out/scores" && grep -q "$u2" "$out/scores" && ok "--scores shows both players" ||
    fail "--scores shows both players ($(cat "$out/scores"))"
[ "$(grep -c "$u1\|$u2" "$state/xlogfile")" = 2 ] && ok "one xlogfile, a line from each" ||
    fail "one xlogfile, a line from each"

# ---- a path from the user: the group is let go of first ----
as "$u1" "$bin" --bot --games 1 --seed 3 --save-dir "$tmp/home/$u1/own" >"$out/bot" 2>&1
own_group=$(id -gn "$u1")
[ "$(stat -c %G "$tmp/home/$u1/own/scores.sqlite" 2>/dev/null)" = "$own_group" ] &&
    ok "--save-dir: what murk writes there has $u1's own group" ||
    fail "--save-dir: what murk writes there has $u1's own group ($(cat "$out/bot"); $(ls -ln "$tmp/home/$u1/own" 2>&1))"
[ "$(stat -c %a "$tmp/home/$u1/own/scores.sqlite" 2>/dev/null)" = 600 ] &&
    ok "--save-dir: as for one player, 0600" || fail "--save-dir: as for one player, 0600"
as "$u1" env MURK_HOME="$tmp/home/$u1/env" "$bin" --bot --games 1 --seed 3 --name x >"$out/bot" 2>&1
[ "$(stat -c %G "$tmp/home/$u1/env/scores.sqlite" 2>/dev/null)" = "$own_group" ] &&
    ok "MURK_HOME: likewise" || fail "MURK_HOME: likewise ($(cat "$out/bot"))"

[ "$FAILS" = 0 ] || exit 1
echo "setgid: $PASSES passed"
