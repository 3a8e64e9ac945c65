#!/bin/sh
# A games-group install no player can spoil, as root in a temporary tree
# with three real accounts (alice, bob, and eve, who is hostile and acts
# from her own shell and her own murk): the shared files are root's before
# and after she plays, and she can change no row and append no line from
# her shell; a trigger, a view, a table or an index root's sqlite3 puts in
# the scores, or a CHECK or UNIQUE in its table, is refused and never runs
# (a bot's run kept pending, recorded once the table is murk's again); an
# install over scores a player made is refused; a name another uid played, or
# another's login, or one read alike (BOB, bob_, b0b), is refused (exit
# 64), --bot --name too, and a 21st name of one player; a login's name
# claimed before the account was made is the account's (carol); a
# player's bot records 60 runs an hour at most; her murk
# stopped holding the xlogfile's lock (strace holds it there) delays bob's
# run end by the deadline at most, the end screen says the record is
# kept, and it is written once, at his next start, after `n` and `S`; a
# --no-debug game's watcher gets no minds pane; a game on no --seed shows
# no seed before its end; twenty games of hers do
# not hide bob's from the watch list. Skips, saying why, where it cannot
# run (not root, no useradd, no sqlite3, no strace).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/lib_setgid.sh"

command -v sqlite3 >/dev/null 2>&1 || skip "shared.sh needs sqlite3 (the host's view of the scores)"
setgid_install m34 a b e
PLAY_SEED= # bob's games go on from one start to the next
alice=$SETGID_USER_a bob=$SETGID_USER_b eve=$SETGID_USER_e
db="$state/scores.sqlite"
# Root's sqlite3 keeps the WAL files (as murk's does): removing them would
# leave every player's murk refusing the scores until the next install.
sql() { sqlite3 -cmd '.output /dev/null' -cmd '.filectrl persist_wal 1' -cmd '.output stdout' "$db" "$@"; }
rows() { sql "SELECT COUNT(*) FROM runs"; }
lines() { grep -c "name=$1	" "$state/xlogfile"; }
owners() { for f in scores.sqlite scores.sqlite-wal scores.sqlite-shm xlogfile; do modes "$state/$f"; done | sort -u; }

[ "$(owners)" = "660 root $grp" ] && ok "before anyone plays, the shared files are root's, 0660" ||
    fail "before anyone plays, the shared files are root's, 0660 ($(owners))"

# ---- eve records a run, then tries her shell on the files ----
as "$eve" "$bin" --bot --games 1 --seed 2 --name "$eve" >"$out/bot1" 2>&1 &&
    ok "eve's bot run is recorded (--bot --name, her own login)" ||
    fail "eve's bot run is recorded ($(cat "$out/bot1"))"
[ "$(owners)" = "660 root $grp" ] && ok "after she plays, they are root's still" ||
    fail "after she plays, they are root's still ($(owners))"
[ "$(sql "SELECT uid FROM runs WHERE name = '$eve'")" = "$(id -u "$eve")" ] &&
    grep -q "uid=$(id -u "$eve")	.*name=$eve	" "$state/xlogfile" &&
    ok "her score row and xlogfile line carry her uid" || fail "her score row and xlogfile line carry her uid"
before_rows=$(rows)
cp "$state/xlogfile" "$out/xlog.before"
as "$eve" sqlite3 "$db" "DELETE FROM runs; INSERT INTO runs VALUES (99,'$eve',99999,'won','won',10,1,'1','0',0,0,0,0,'ffffffffffffffff',0)" >/dev/null 2>&1
as "$eve" sh -c "printf 'name=$alice\twon=1\n' >>'$state/xlogfile'" 2>/dev/null
as "$eve" sh -c "touch '$state/scores.sqlite-journal' '$state/evil'" 2>/dev/null
[ "$(rows)" = "$before_rows" ] && [ "$(sql "SELECT COUNT(*) FROM runs WHERE points = 99999")" = 0 ] &&
    ok "from her shell she changes no row" || fail "from her shell she changes no row"
cmp -s "$state/xlogfile" "$out/xlog.before" && ok "nor appends a line to the xlogfile" ||
    fail "nor appends a line to the xlogfile"
[ ! -e "$state/scores.sqlite-journal" ] && [ ! -e "$state/evil" ] &&
    ok "nor makes a file in the shared folder" || fail "nor makes a file in the shared folder"

# ---- what root's sqlite3 plants in the scores is refused, never run ----
as "$bob" "$bin" --bot --games 1 --seed 3 --name "$bob" >"$out/bot2" 2>&1 ||
    fail "bob's bot run is recorded ($(cat "$out/bot2"))"
for plant in \
    "trigger|CREATE TRIGGER steal AFTER INSERT ON runs BEGIN UPDATE runs SET name = '$eve'; END" \
    "view|CREATE VIEW best AS SELECT * FROM runs" \
    "table|CREATE TABLE notes (x)" \
    "index|CREATE INDEX by_name ON runs (name)"; do
    kind=${plant%%|*}
    sql "${plant#*|}"
    n=$(rows)
    as "$bob" "$bin" --bot --games 1 --seed 4 --name "$bob" >"$out/plant" 2>&1
    grep -q "holds $kind '[a-z_]*' that murk did not make; refusing to use it" "$out/plant" &&
        [ "$(rows)" = "$n" ] && [ "$(sql "SELECT COUNT(*) FROM runs WHERE name = '$eve'")" = 1 ] &&
        ok "a $kind planted in the scores: refused in one line, nothing run or written" ||
        fail "a $kind planted in the scores: refused, nothing run ($(cat "$out/plant"))"
    as "$bob" "$bin" --scores >"$out/scores" 2>&1
    status=$?
    [ $status = 65 ] && grep -q "did not make" "$out/scores" && ok "--scores with it: exit 65" ||
        fail "--scores with the $kind: exit 65 (got $status: $(cat "$out/scores"))"
    sql "DROP $(echo "$kind" | tr a-z A-Z) $(echo "${plant#*|}" | awk '{print $3}')"
done
n=$(rows)
as "$bob" "$bin" --bot --games 1 --seed 4 --name "$bob" >"$out/bot3" 2>&1
[ "$(rows)" = $((n + 5)) ] && ok "taken out again, bob's runs are recorded, the four kept pending first" ||
    fail "taken out again, bob's runs are recorded ($(rows) rows, was $n: $(cat "$out/bot3"))"

# A constraint planted in the runs table itself (a CHECK that drops bob's
# rows, a UNIQUE that drops all but one): refused in one line, the run
# kept pending and said; the table murk's again, it is recorded, once.
table=$(sql "SELECT sql FROM sqlite_master WHERE name = 'runs'")
# retable SQL: the runs table made again as SQL, its rows and indexes kept.
retable() {
    sql "BEGIN; ALTER TABLE runs RENAME TO runs_old; $1;
         INSERT INTO runs SELECT * FROM runs_old; DROP TABLE runs_old;
         CREATE INDEX runs_best ON runs (points DESC, turns, ended, id);
         CREATE UNIQUE INDEX runs_run_id ON runs (run_id); COMMIT;"
}
# (Each holds for the rows there, so the table can be made.)
for plant in "CHECK (name <> '$bob' OR id <= $(sql "SELECT MAX(id) FROM runs"))" "UNIQUE (id, name)"; do
    retable "$(printf '%s' "$table" | sed "s/)\$/, $plant)/")"
    n=$(rows)
    as "$bob" "$bin" --bot --games 1 --seed 8 --name "$bob" >/dev/null 2>"$out/plant"
    grep -q "holds table 'runs' as murk did not make; refusing to use it); kept as .*$bob\.[0-9a-f]*\.pending" "$out/plant" &&
        [ "$(wc -l <"$out/plant")" = 1 ] && [ "$(rows)" = "$n" ] &&
        ok "$plant planted in the runs table: refused in one line, bob's run kept pending" ||
        fail "$plant planted in the runs table: refused, kept pending ($(cat "$out/plant"))"
    retable "$table"
    as "$bob" "$bin" --bot --games 1 --seed 9 --name "$bob" >/dev/null 2>"$out/plant"
    grep -q "is recorded now" "$out/plant" && [ "$(rows)" = $((n + 2)) ] &&
        ok "the table murk's again: the run kept is recorded, once, with the next" ||
        fail "the table murk's again: the run kept is recorded ($(rows) rows, was $n: $(cat "$out/plant"))"
done

# An upgrade over scores of a player's own (made by her murk before the
# install made them, with her forged win in them): refused, nothing kept.
chown "$eve" "$db"
"$tmp/build/murk-install-shared" "$state" >"$out/install" 2>&1
status=$?
[ $status = 65 ] && [ "$(wc -l <"$out/install")" = 1 ] &&
    grep -q "scores.sqlite belongs to uid $(id -u "$eve"), not to the folder's owner: the install did not make it.*Move it aside" "$out/install" &&
    ok "murk-install-shared over a player's scores file: refused in one line, saying how to move it" ||
    fail "murk-install-shared over a player's scores file: refused ($status: $(cat "$out/install"))"
chown root "$db"

# ---- names belong to players ----
as "$eve" "$bin" --bot --games 1 --seed 5 --name "$bob" >"$out/steal" 2>&1
status=$?
[ $status = 64 ] && [ "$(cat "$out/steal")" = "murk: $bob is another player's name." ] &&
    ok "--bot --name bob, from eve: refused in one line, exit 64" ||
    fail "--bot --name bob, from eve: exit 64 (got $status: $(cat "$out/steal"))"
[ "$(sql "SELECT COUNT(*) FROM runs WHERE name = '$bob' AND uid <> $(id -u "$bob")")" = 0 ] &&
    ok "and no run of bob's name is another uid's" || fail "and no run of bob's name is another uid's"
as "$bob" "$bin" --bot --games 1 --seed 5 --name "m34n$id" >/dev/null 2>&1
as "$eve" "$bin" --bot --games 1 --seed 5 --name "m34n$id" >"$out/steal" 2>&1
[ $? = 64 ] && ok "a name bob played first is his: eve's --bot --name is refused" ||
    fail "a name bob played first is his ($(cat "$out/steal"))"
play "$eve" 6 --name "$alice"
ended 6
[ "$(cat "$out/status6")" = 64 ] && [ "$(cat "$out/err6")" = "murk: $alice is another player's name." ] &&
    [ ! -e "$state/save/$alice.lock" ] &&
    ok "eve plays as alice, who never played: refused, exit 64, no file made" ||
    fail "eve plays as alice: refused, exit 64 (got '$(cat "$out/status6")': $(cat "$out/err6"))"

# Names others read as bob's: by case, a mark added, a zero for an o.
upper=$(printf '%s' "$bob" | tr a-z A-Z)
for alike in "$upper" "${bob}_" "$bob." "$(printf '%s' "$bob" | sed 's/b/8/')"; do
    as "$eve" "$bin" --bot --games 1 --seed 5 --name "$alike" >"$out/alike" 2>&1
    status=$?
    [ $status = 64 ] && [ "$(cat "$out/alike")" = "murk: $alike is another player's name." ] &&
        ok "$alike, which reads as bob's name, from eve: refused as taken, exit 64" ||
        fail "$alike, which reads as bob's name: refused ($status: $(cat "$out/alike"))"
done
# carol's name, claimed by eve before the account carol was made: carol's
# all the same once she is; eve's files of it kept aside.
carol="m34c$id"
as "$eve" "$bin" --bot --games 1 --seed 5 --name "$carol" >/dev/null 2>"$out/carol" &&
    ok "eve claims $carol, no login yet" || fail "eve claims $carol ($(cat "$out/carol"))"
mkdir -p "$tmp/home/$carol"
useradd -M -U -d "$tmp/home/$carol" -s /bin/sh "$carol" || fail "useradd $carol"
at_exit "userdel '$carol' 2>/dev/null; groupdel '$carol' 2>/dev/null"
chown "$carol:" "$tmp/home/$carol"
as "$carol" "$bin" --bot --games 1 --seed 6 --name "$carol" >/dev/null 2>"$out/carol"
status=$?
[ $status = 0 ] && [ "$(modes "$state/save/$carol.lock" | cut -d' ' -f2)" = "$carol" ] &&
    [ -e "$state/save/$carol.lock.uid$(id -u "$eve")" ] &&
    ok "carol, her account made, plays her name: it is hers, eve's lock kept aside" ||
    fail "carol plays her name ($status: $(cat "$out/carol"); $(ls "$state/save" | grep "$carol"))"
as "$eve" "$bin" --bot --games 1 --seed 5 --name "$carol" >"$out/carol" 2>&1
[ $? = 64 ] && ok "and eve is refused it now" || fail "and eve is refused it now ($(cat "$out/carol"))"
# Bots on a shared install: at most 60 recorded runs an hour for a player.
echo "$(($(date +%s) / 3600)) 60" >"$state/save/.bot.$(id -u "$eve")"
chown "$eve" "$state/save/.bot.$(id -u "$eve")"
as "$eve" "$bin" --bot --games 1 --seed 5 --name "$eve" >"$out/rate" 2>&1
status=$?
[ $status = 75 ] && [ "$(wc -l <"$out/rate")" = 1 ] && grep -q "60 of your bot runs recorded this hour" "$out/rate" &&
    ok "her 61st recorded bot run this hour: refused in one line, exit 75" ||
    fail "her 61st recorded bot run this hour: refused ($status: $(cat "$out/rate"))"
rm -f "$state/save/.bot.$(id -u "$eve")"

# ---- her murk stopped holding the xlogfile's lock ----
# wait_long TEXT SECONDS: the screen shows TEXT within SECONDS.
wait_long() {
    w=0
    while [ $w -lt $(($2 * 10)) ]; do screen | shows "$1" && return 0; sleep 0.1; w=$((w + 1)); done
    return 1
}
if command -v strace >/dev/null 2>&1; then
    # Her murk takes the lock and then stands still for 20 s (strace holds
    # it after the call returns, as a SIGSTOP would), while bob ends a run:
    # its third flock, after her count of bot runs and her name's lock
    # (taken to look for runs of hers kept pending).
    strace -f -o /dev/null -e inject=flock:delay_exit=20000000:when=3 \
        runuser -u "$eve" -- env -i PATH=/usr/bin:/bin "$bin" --bot --games 1 --seed 7 --name "$eve" \
        >"$out/held" 2>&1 &
    held=$!
    sleep 1
    n=$(lines "$bob") r=$(rows)
    play "$bob" 7
    expect "Turn 0" "bob starts a game while eve's murk holds the lock"
    keys Q
    keys y
    wait_long "Points:" 9 && ok "his run's end waits the deadline at most (the end screen within 9 s)" ||
        fail "his run's end waits the deadline at most"
    expect "when $bob next plays." "the end screen says the record is kept"
    expect "another process held" "and why (the lock held)"
    keys n
    expect "Turn 0" "n: a new game"
    keys . . .
    keys S
    ended 7 || fail "S saves and quits ($(cat "$out/err7"))"
    [ "$(lines "$bob")" = "$n" ] && ok "no line of his while the lock is held" ||
        fail "no line of his while the lock is held"
    wait $held
    play "$bob" 8
    wait_long "which could not be recorded, is recorded now." 9 &&
        ok "his next start writes the record and says so" || fail "his next start writes the record and says so"
    keys S
    ended 8
    [ "$(lines "$bob")" = $((n + 1)) ] && [ "$(rows)" = $((r + 2)) ] &&
        ok "once: one line and one row for it (and one for eve's)" ||
        fail "once: one line and one row for it ($(lines "$bob") lines, was $n; $(rows) rows, was $r)"
    [ -z "$(ls "$state/save" | grep pending)" ] && ok "nothing is left pending" || fail "nothing is left pending"
else
    echo "skip: no strace: the held lock is not tried"
fi

# ---- a listed game's seed is not shown before its end ----
play "$bob" 10
expect "Turn" "bob plays a game on no seed of his choosing"
screen | shows "Seed" && fail "its seed is not on the screen ($(screen))" ||
    ok "its seed is not on the screen, so no private --seed copy can rehearse it"
give_up 10 || true
play "$bob" 11
expect "Turn" "he plays again"
keys Q
keys y
expect "Seed: " "given up, the end screen gives the seed"
keys q
ended 11
play "$bob" 12 --seed 5
expect "Seed 5" "a game on --seed 5 shows its seed (listed apart, as seeded)"
give_up 12 || true

# ---- watching: a --no-debug game shows no minds ----
play "$bob" 9 --no-debug
expect "Turn" "bob plays with --no-debug"
cat >"$out/watch" <<EOF
runuser -u "$eve" -- env -i PATH=/usr/bin:/bin TERM="\$TERM" "$bin" --watch "$bob" 2>"$out/werr"
sleep 60
EOF
tm new-session -d -s watch -x 80 -y 24 "sh '$out/watch'"
wscreen() { tm capture-pane -p -t watch; }
i=0
while ! wscreen | shows "You are watching $bob." && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
wscreen | shows "Seed" && fail "nor to a watcher ($(wscreen))" || ok "nor is it shown to a watcher"
tm send-keys -t watch F4
sleep 0.5
wscreen | shows "Debugging aids are off on this server." && ! wscreen | shows "All minds" &&
    ok "eve watching bob's --no-debug game: F4 opens no all-seeing pane" ||
    fail "eve watching bob's --no-debug game: F4 opens no all-seeing pane ($(wscreen))"
tm kill-session -t watch

# ---- twenty games of hers do not hide his ----
for k in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20; do
    tm new-session -d -s "e$k" -x 80 -y 24 \
        "runuser -u '$eve' -- env -i PATH=/usr/bin:/bin TERM=\$TERM '$bin' --name a$k; sleep 60"
done
# Each of hers on its screen: started, its recording written.
for k in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20; do
    i=0
    while ! tm capture-pane -p -t "e$k" | shows "Turn 0" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
done
# A recording's time is set at most every 5 s (APPENDER_TOUCH_SECONDS):
# bob's move comes longer than that after his last and all of theirs.
sleep 6
keys .
cat >"$out/list" <<EOF
runuser -u "$alice" -- env -i PATH=/usr/bin:/bin TERM="\$TERM" "$bin" --watch
sleep 60
EOF
tm new-session -d -s list -x 80 -y 24 "sh '$out/list'"
lscreen() { tm capture-pane -p -t list; }
i=0
while ! lscreen | shows "of 21" && [ $i -lt 50 ]; do sleep 0.2; i=$((i + 1)); done
lscreen | shows "of 21" && ok "the watch list counts all 21 games, more than fit at 80x24" ||
    fail "the watch list counts all 21 games ($(lscreen))"
lscreen | sed -n 4p | shows "$bob" && ok "bob's, the most recently active, first" ||
    fail "bob's, the most recently active, first ($(lscreen))"
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do tm send-keys -t list Down; done
sleep 0.5
lscreen | shows "to 21 of 21" &&
    ok "the arrows scroll to the last of them" || fail "the arrows scroll to the last of them ($(lscreen))"
# Twenty names are hers, her login's besides: a 21st is refused.
as "$eve" "$bin" --bot --games 1 --seed 5 --name a21 >"$out/a21" 2>&1
status=$?
[ $status = 64 ] && [ "$(wc -l <"$out/a21")" = 1 ] && grep -q "you play 20 names already" "$out/a21" &&
    ok "her 21st name: refused in one line, exit 64" || fail "her 21st name: refused ($status: $(cat "$out/a21"))"
tm kill-session -t list
for k in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20; do tm kill-session -t "e$k"; done

[ "$FAILS" = 0 ] || exit 1
echo "shared: $PASSES passed"
