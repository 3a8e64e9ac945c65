#!/bin/sh
# What a host sets for its players, seen as they see it: MURK_NAME as
# --name (a name with a dot is a name like any other); --pause holds every
# refusal and the scores on the screen until Enter, so a launcher's clear
# screen never hides them; --max-size plays a larger terminal in its
# top-left 80x24, the same game a plain 80x24 shows; --record-mode gives
# the record files a mode a web page can read, the saves staying private.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d)
at_exit 'rm -rf "$dir"'
saves="$dir/saves"
out="$dir/out"
mkdir -p "$out"

# in_pane [ENV=VALUE...] -- ARGS...: murk in the pane with ARGS, its exit
# status written to $out/status when it ends (the pane stays). Paths go
# through the environment, never pasted into the shell's text.
in_pane() {
    rm -f "$out/status"
    e2e_env=
    while [ "$1" != "--" ]; do e2e_env="$e2e_env $1"; shift; done
    shift
    # The assignments hold no spaces: split on purpose.
    # shellcheck disable=SC2086
    start 80x24 env MURK_BIN="$MURK_BIN" OUT="$out" $e2e_env sh -c \
        '"$MURK_BIN" "$@"; echo $? >"$OUT/status"; sleep 60' sh "$@"
}

# ended: murk has exited within about 3 s.
ended() {
    i=0
    while [ ! -s "$out/status" ] && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
    [ -s "$out/status" ]
}
status() { cat "$out/status" 2>/dev/null; }

# ---- MURK_NAME ----
in_pane MURK_NAME=j.doe -- --save-dir "$saves" --seed 5
expect "Health 30/30" "MURK_NAME=j.doe: the game starts"
keys S
ended
[ "$(status)" = 0 ] && [ -s "$saves/save/j.doe.sav" ] &&
    ok "MURK_NAME=j.doe plays as j.doe: save/j.doe.sav" ||
    fail "MURK_NAME=j.doe plays as j.doe (status '$(status)'; $(ls "$saves/save"))"
err=$(MURK_NAME=../x "$MURK_BIN" --save-dir "$saves" --scores 2>&1 >/dev/null)
code=$?
[ $code = 64 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && printf '%s' "$err" | grep -q "MURK_NAME wants" &&
    ok "a bad MURK_NAME is one line, exit 64" || fail "a bad MURK_NAME is one line, exit 64 (got $code: $err)"

# ---- --pause ----
# j.doe's game is held open in a second session of the same server: a
# second login of the name, asked whether to take it over, says n: it is
# refused, and the refusal waits for Enter.
tm new-session -d -s held -x 80 -y 24 env MURK_NAME=j.doe "$MURK_BIN" --save-dir "$saves"
i=0
until tm capture-pane -p -t held | shows "Health 30/30" || [ $i -ge 30 ]; do sleep 0.1; i=$((i + 1)); done
tm set-option -g remain-on-exit on
rm -f "$out/status"
tm respawn-pane -k -t game env MURK_BIN="$MURK_BIN" OUT="$out" SAVES="$saves" sh -c \
    '"$MURK_BIN" --pause --name j.doe --save-dir "$SAVES"; echo $? >"$OUT/status"; sleep 60'
# The login is asked first whether to take the game over: n is the refusal.
expect "Take that game over? (y/n)" "--pause: the second login is asked first"
keys n
expect "murk: j.doe is already playing." "--pause: n, and the refusal is shown"
expect_line "Press Enter to go back." "--pause: and waits for Enter"
sleep 1
[ ! -s "$out/status" ] && ok "--pause: murk is still there a second later" ||
    fail "--pause: murk is still there a second later (it ended: $(status))"
keys x
[ ! -s "$out/status" ] && ok "--pause: another key does not end the wait" ||
    fail "--pause: another key does not end the wait"
keys Enter
ended
[ "$(status)" = 75 ] && ok "--pause: Enter ends it, with the refusal's status 75" ||
    fail "--pause: Enter ends it, with the refusal's status 75 (got '$(status)')"
# Without a terminal on standard input there is nobody to wait for.
started=$(date +%s)
"$MURK_BIN" --pause --scores --save-dir "$saves" </dev/null >/dev/null 2>&1
code=$?
[ $code = 0 ] && [ $(($(date +%s) - started)) -lt 3 ] &&
    ok "--pause without a terminal does not wait" || fail "--pause without a terminal does not wait (exit $code)"
tm send-keys -t held S
sleep 0.5

# A bad option is a refusal too, and MURK_PAUSE is --pause for a launcher
# that passes one argument.
in_pane MURK_PAUSE=1 -- --bogus
expect_line "Press Enter to go back." "MURK_PAUSE=1: a usage error waits for Enter"
keys Enter
ended && [ "$(status)" = 64 ] && ok "and ends with 64" || fail "and ends with 64 (got '$(status)')"

in_pane -- --pause --scores --save-dir "$saves"
expect "No runs have been recorded yet." "--pause --scores: the scores are shown"
expect_line "Press Enter to go back." "--pause --scores: and wait for Enter"
keys Enter
ended && [ "$(status)" = 0 ] && ok "--pause --scores: Enter ends it, status 0" ||
    fail "--pause --scores: Enter ends it, status 0 (got '$(status)')"

# A game ended as the player chose is not held.
in_pane -- --pause --name player2 --save-dir "$saves"
expect "Health 30/30" "--pause: a game starts"
keys S
ended && [ "$(status)" = 0 ] && ! screen | shows "Press Enter" &&
    ok "--pause: a game saved with S ends at once" || fail "--pause: a game saved with S ends at once"

# ---- --max-size ----
# The same seed on a plain 80x24 terminal and, capped, on a 120x40 one:
# the top-left 80x24 is the same screen, and nothing is drawn past it.
start 80x24 "$MURK_BIN" --name same --save-dir "$dir/plain" --seed 9
expect "Health 30/30" "80x24: the game starts"
keys l
keys l
screen >"$dir/plain.txt"
start 120x40 "$MURK_BIN" --max-size 80x24 --name same --save-dir "$dir/capped" --seed 9
expect "Health 30/30" "--max-size 80x24 on 120x40: the game starts"
keys l
keys l
screen >"$dir/capped-all.txt"
head -24 "$dir/capped-all.txt" | cut -c1-80 | sed 's/ *$//' >"$dir/capped.txt"
sed 's/ *$//' "$dir/plain.txt" >"$dir/plain-trim.txt"
if cmp -s "$dir/plain-trim.txt" "$dir/capped.txt"; then
    ok "--max-size 80x24: the top-left 80x24 is the plain 80x24 game"
else
    fail "--max-size 80x24: the top-left 80x24 is the plain 80x24 game ($(diff "$dir/plain-trim.txt" "$dir/capped.txt" | head -6))"
fi
past=$( (cut -c81- "$dir/capped-all.txt"; tail -n +25 "$dir/capped-all.txt") | tr -d ' \n')
[ -z "$past" ] && ok "--max-size 80x24: nothing is drawn past the corner" ||
    fail "--max-size 80x24: nothing is drawn past the corner (found: $past)"
# A resize is capped again; smaller than the cap, the game is too small.
resize 100x30
keys l
screen | tail -n +25 | tr -d ' \n' | grep -q . && fail "--max-size after a resize to 100x30: nothing below row 24" ||
    ok "--max-size after a resize to 100x30: nothing below row 24"
screen | cut -c81- | tr -d ' \n' | grep -q . && fail "--max-size after a resize: nothing right of column 80" ||
    ok "--max-size after a resize: nothing right of column 80"
expect "Health 30/30" "--max-size after a resize: the game is still drawn"
resize 70x20
expect "murk needs a terminal of at least 80x24." "a terminal below the cap is too small, as without it"
keys S
err=$("$MURK_BIN" --max-size 79x24 2>&1)
code=$?
[ $code = 64 ] && printf '%s' "$err" | grep -q "^murk: --max-size wants COLSxLINES, at least 80x24" &&
    ok "--max-size below 80x24 is refused, exit 64" || fail "--max-size below 80x24 is refused, exit 64 (got $code: $err)"

# ---- --record-mode ----
mode_of() { stat -c %a "$1"; }
in_pane -- --record-mode 0644 --name pub --save-dir "$saves"
expect "Health 30/30" "--record-mode 0644: the game starts"
keys Q
keys y
wait_for "Points:" >/dev/null
keys q
ended
morgue=$(ls "$saves"/morgue/pub-*.txt 2>/dev/null | head -1)
[ "$(mode_of "$saves/xlogfile")" = 640 ] && [ "$(mode_of "$saves/scores.sqlite")" = 640 ] &&
    [ -n "$morgue" ] && [ "$(mode_of "$morgue")" = 644 ] && [ "$(mode_of "$saves/morgue")" = 755 ] &&
    ok "--record-mode 0644: the morgue 0644, the morgue folder 0755; the xlogfile and scores, which murk locks, 0640: no other account opens them to hold a lock" ||
    fail "--record-mode 0644: xlogfile $(mode_of "$saves/xlogfile"), scores $(mode_of "$saves/scores.sqlite"), morgue $(mode_of "$morgue"), folder $(mode_of "$saves/morgue")"
[ "$(mode_of "$saves/save/j.doe.sav")" = 600 ] && [ "$(mode_of "$saves/save")" = 700 ] &&
    ok "--record-mode: the saves stay 0600 in a 0700 folder" ||
    fail "--record-mode: the saves stay 0600 in a 0700 folder ($(mode_of "$saves/save/j.doe.sav"), $(mode_of "$saves/save"))"
for bad in 0777 0666 0755 0400 644x 9; do
    err=$("$MURK_BIN" --record-mode "$bad" --scores 2>&1)
    code=$?
    [ $code = 64 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && printf '%s' "$err" | grep -q "^murk: --record-mode wants" ||
        { fail "--record-mode $bad is refused in one line, exit 64 (got $code: $err)"; continue; }
    ok "--record-mode $bad is refused in one line, exit 64"
done

finish
