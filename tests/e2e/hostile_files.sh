#!/bin/sh
# Files that are not murk's own, met where murk looks for its own: each
# refused in one line with its exit status, never followed, never a hang
# (every run under a 5 s timeout, whose 124 would say it hung).
#   - a save/ made beforehand open to all (0777): refused, 74;
#   - a FIFO, a link to /dev/zero, a directory and a 2 GB sparse file as
#     the xlogfile (at a run's end), as a recording kept in play (resumed)
#     and as --replay's input;
#   - recordings/ swapped for a link to another folder during play: that
#     folder is left as it was.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-hostile.XXXXXX")
at_exit 'rm -rf "$dir"'
data="$(cd "$(dirname "$0")/../.." && pwd)/data"

# play HOME ARGS...: murk at 80x24 in tmux, under a 5 s timeout once it
# ends its run; status to $dir/status, stderr to $dir/err.
play() {
    home=$1; shift
    rm -f "$dir/status" "$dir/err"
    # Paths quoted: the checkout may be at a path with spaces.
    start 80x24 sh -c "timeout --foreground -s KILL 30 \"$MURK_BIN\" --name ann --seed 42 --data \"$data\" --save-dir \"$home\" $* 2>\"$dir/err\"; echo \$? >\"$dir/status\"; sleep 60"
}
# ended: murk has exited within 5 seconds.
ended() {
    i=0
    while [ ! -s "$dir/status" ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$dir/status" ]
}
status() { cat "$dir/status" 2>/dev/null; }
lines() { wc -l <"$dir/err" | tr -d ' '; }
# resumed_or_ended: the saved game is on the screen, or murk has exited.
resumed_or_ended() { [ -s "$dir/status" ] || screen | shows "Turn 1"; }

# hostile KIND PATH: makes PATH a KIND (fifo, zero, dir, sparse).
hostile() {
    rm -rf "$2"
    case $1 in
    fifo) mkfifo "$2" ;;
    zero) ln -s /dev/zero "$2" ;;
    dir) mkdir "$2" ;;
    sparse) truncate -s 2G "$2" ;;
    esac
}

# ---- a save/ open to all ----
mkdir -p "$dir/open/save" && chmod 777 "$dir/open/save"
play "$dir/open"
ended
[ "$(status)" = 74 ] && [ "$(lines)" = 1 ] && grep -q "refusing to use $dir/open/save: anyone may write in it" "$dir/err" &&
    ok "a save/ open to all (0777) is refused in one line, status 74" ||
    fail "a save/ open to all (0777) is refused in one line, status 74 (got '$(status)': $(cat "$dir/err"))"

# ---- the xlogfile ----
for kind in fifo zero dir sparse; do
    home="$dir/x-$kind"
    mkdir -p "$home" && chmod 700 "$home"
    hostile $kind "$home/xlogfile"
    play "$home"
    expect "Health 30/30" "a game starts beside a $kind xlogfile"
    keys Q
    keys y
    wait_for "Points:" >/dev/null # the end screen, as after a death
    keys q
    started=$(date +%s)
    ended || true
    took=$(($(date +%s) - started))
    if [ $kind = sparse ]; then
        # A regular file, if large: the run's line goes after what is there.
        [ "$(status)" = 0 ] && tail -c 400 "$home/xlogfile" | grep -q "name=ann$(printf '\t')" &&
            ok "a 2 GB sparse xlogfile takes the run's line" ||
            fail "a 2 GB sparse xlogfile takes the run's line (got '$(status)': $(cat "$dir/err"))"
        continue
    fi
    [ "$(status)" = 74 ] && [ "$(lines)" = 1 ] && [ $took -lt 5 ] && grep -q "xlogfile" "$dir/err" &&
        ok "a $kind as the xlogfile: one line, status 74, no hang" ||
        fail "a $kind as the xlogfile: one line, status 74, no hang (got '$(status)' in ${took}s: $(cat "$dir/err"))"
    ls "$home/save" | grep -q '^ann\.[0-9a-f]\{16\}\.pending$' && [ ! -e "$home/save/ann.sav" ] &&
        ok "and the ended run is kept pending for the next start, apart from the save" ||
        fail "and the ended run is kept pending for the next start ($(ls "$home/save"))"
done

# ---- a recording kept in play, resumed ----
for kind in fifo zero dir sparse; do
    home="$dir/r-$kind"
    play "$home"
    expect "Health 30/30" "a game starts (recording: $kind)"
    keys .
    keys S
    ended
    rec=$(ls "$home/recordings/"ann-*.murkrec 2>/dev/null | head -1)
    [ -n "$rec" ] || { fail "the game is recorded"; continue; }
    hostile $kind "$rec"
    play "$home"
    started=$(date +%s)
    wait_until resumed_or_ended || true
    took=$(($(date +%s) - started))
    # Either refused in one line, or played on with the file passed over;
    # never a hang, never the file read.
    if [ -s "$dir/status" ]; then
        [ "$(lines)" -le 1 ] && ok "a $kind as the recording of a saved game: one line ($(cat "$dir/err"))" ||
            fail "a $kind as the recording of a saved game: one line ($(cat "$dir/err"))"
    else
        keys S
        ended && [ "$(status)" = 0 ] && ok "a $kind as the recording of a saved game is passed over, the game plays" ||
            fail "a $kind as the recording of a saved game is passed over, the game plays (got '$(status)': $(cat "$dir/err"))"
    fi
    [ $took -lt 5 ] || fail "no hang ($took s)"
done

# ---- --replay's input ----
for kind in fifo zero dir sparse; do
    hostile $kind "$dir/in-$kind"
    timeout 5 "$MURK_BIN" --replay "$dir/in-$kind" --verify 2>"$dir/err"
    got=$?
    [ $got = 65 ] && [ "$(lines)" = 1 ] && ok "a $kind as --replay's input: one line, status 65" ||
        fail "a $kind as --replay's input: one line, status 65 (got $got: $(cat "$dir/err"))"
done

# ---- recordings/ swapped for a link during play ----
home="$dir/swap"
mkdir -p "$dir/elsewhere"
echo "not murk's" >"$dir/elsewhere/ann-20200101-000000.murkrec"
before=$(ls -l --full-time "$dir/elsewhere" | cksum)
play "$home"
expect "Health 30/30" "a game starts"
keys .
mv "$home/recordings" "$home/recordings.moved"
ln -s "$dir/elsewhere" "$home/recordings"
keys .
keys .
keys Q
keys y
wait_for "Points:" >/dev/null
keys q
ended
play "$home"
ended || { keys Q; keys y; wait_for "Points:" >/dev/null; keys q; ended; }
after=$(ls -l --full-time "$dir/elsewhere" | cksum)
[ "$before" = "$after" ] && [ "$(cat "$dir/elsewhere/ann-20200101-000000.murkrec")" = "not murk's" ] &&
    ok "recordings/ swapped for a link in play: the folder it points to is left as it was" ||
    fail "recordings/ swapped for a link in play: the folder it points to is left as it was ($(ls -la "$dir/elsewhere"))"
grep -q "symbolic link" "$dir/err" && [ "$(status)" = 74 ] &&
    ok "and the next start refuses the link in one line, status 74" ||
    fail "and the next start refuses the link in one line, status 74 (got '$(status)': $(cat "$dir/err"))"

# ---- a record that could not be written: kept through q, n, a hang-up ----
# The xlogfile a directory: the end screen says the run is kept; whatever
# the player does next, the next start, the xlogfile back, writes it once.
home="$dir/kept"
mkdir -p "$home" && chmod 700 "$home"
timeout_pid() { pgrep -f "timeout --foreground -s KILL 30 $MURK_BIN" | head -1; }
for after in q n hangup; do
    hostile dir "$home/xlogfile"
    play "$home"
    expect "Health 30/30" "a game starts ($after after its end)"
    keys Q
    keys y
    expect "recorded when ann next plays." "the end screen says the run is kept ($after)"
    case $after in
    q) keys q ;;
    n) keys n; expect "Turn 0" "n: a new game"; keys . ; keys S ;;
    hangup) pkill -HUP -P "$(timeout_pid)" ;;
    esac
    ended || fail "murk leaves ($after)"
    rmdir "$home/xlogfile"
    # Without --seed: after n, the name has a new game in progress.
    rm -f "$dir/status" "$dir/err"
    start 80x24 sh -c "\"$MURK_BIN\" --name ann --data \"$data\" --save-dir \"$home\" 2>\"$dir/err\"; echo \$? >\"$dir/status\"; sleep 60"
    expect "which could not be recorded, is recorded now." "the next start writes it, and says so ($after)"
    keys S
    ended
    [ "$(grep -c "name=ann$(printf '\t')" "$home/xlogfile")" = 1 ] && ok "one line for it ($after)" ||
        fail "one line for it ($after: $(cat "$home/xlogfile"))"
    rm -f "$home/xlogfile" "$home/save/ann.sav"
done

# ---- a file size limit (ulimit -f) below a recording's room ----
# A write past it fails (EFBIG, said like a full disk), never kills murk
# (SIGXFSZ, status 153): a new game and a resumed one both play.
home="$dir/fsize"
mkdir -p "$home" && chmod 700 "$home"
for sitting in new resumed; do
    rm -f "$dir/status" "$dir/err"
    start 80x24 sh -c "ulimit -f 60; \"$MURK_BIN\" --name ann --data \"$data\" --save-dir \"$home\" 2>\"$dir/err\"; echo \$? >\"$dir/status\"; sleep 60"
    expect "Health 30/30" "under a 30 KB file size limit, a $sitting game plays"
    keys .
    keys S
    ended && [ "$(status)" != 153 ] && ok "and S leaves it without SIGXFSZ (status $(status))" ||
        fail "and S leaves it without SIGXFSZ (status '$(status)': $(cat "$dir/err"))"
done
finish
