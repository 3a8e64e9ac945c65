#!/bin/sh
# Watching a game as it is played: a player in one tmux session and a
# watcher in another, both 80x24. `--watch` lists the game (name, floor,
# turn); the watcher's screen is the player's (all but the log's top row,
# where the watch line is) and follows each move within a second; m opens
# the minds pane only where the host allows the aids; q leaves; the
# watcher adds or changes no file in the save folder; the player's S is
# told to the watcher; `--watch NAME` for a name not playing says so,
# status 66, and so does one for a game with no recording; a resumed game
# is watched too, and its end told at once. A host's --max-size 80x24
# holds for watchers too: a 100x30 watcher (and a 120x40 --replay) shows
# the player's 80x24 game in its top-left corner and nothing past it.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-watch.XXXXXX")
at_exit 'rm -rf "$dir"'

# ---- nobody playing ----
"$MURK_BIN" --watch bob >"$dir/out" 2>"$dir/err"
code=$?
if [ "$code" = 66 ] && [ "$(cat "$dir/err")" = "murk: bob is not playing." ] && [ ! -s "$dir/out" ]; then
    ok "--watch NAME for a name not playing says so, status 66"
else
    fail "--watch NAME for a name not playing says so, status 66 (got $code: $(cat "$dir/err"))"
fi

# ---- the player ----
start 80x24 sh -c "'$MURK_BIN' --name alice --seed 42"
expect "Health 30/30" "alice's game starts"
keys h
keys l
expect "Turn 2" "alice plays two turns"

# wscreen: the watcher's screen. watch ARGS...: the watcher's session on
# the player's tmux server, its exit status to $dir/status.
wscreen() { tm capture-pane -p -t watch; }
# WSIZE: the watcher's terminal, 80x24 unless set.
watch() {
    rm -f "$dir/status" "$dir/werr"
    tm kill-session -t watch 2>/dev/null
    size=${WSIZE:-80x24}
    tm new-session -d -s watch -x "${size%x*}" -y "${size#*x}" \
        "'$MURK_BIN' $* 2>'$dir/werr'; echo \$? >'$dir/status'; sleep 600"
    sleep 0.4
}
wkeys() { tm send-keys -t watch "$@"; sleep 0.25; }
wshows() { i=0; while [ $i -lt 20 ]; do wscreen | shows "$1" && return 0; sleep 0.1; i=$((i + 1)); done; return 1; }
wexpect() { if wshows "$1"; then ok "$2"; else fail "$2 (wanted on the watcher's screen: $1)"; wscreen; fi; }
# Every row but the log's top one (row 20), where the watch line is.
rows() { sed '20d'; }
# same_within_a_second: the watcher shows what the player does, within a second.
same_within_a_second() {
    i=0
    while [ $i -lt 10 ]; do
        screen | rows >"$dir/player"
        wscreen | rows >"$dir/watcher"
        cmp -s "$dir/player" "$dir/watcher" && return 0
        sleep 0.1; i=$((i + 1))
    done
    diff "$dir/player" "$dir/watcher"
    return 1
}
ended() { i=0; while [ ! -s "$dir/status" ] && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done; [ -s "$dir/status" ]; }
# left_with_0 NAME: the watcher has exited, status 0.
left_with_0() {
    if ended && [ "$(cat "$dir/status")" = 0 ]; then ok "$1"
    else fail "$1 (got '$(cat "$dir/status" 2>/dev/null)': $(cat "$dir/werr"))"; fi
}

# What the save folder holds, each file's size, times and inode: a watcher
# adds, removes and changes none of it (its reads change no time but the
# access time, which is left out).
listing() { find "$MURK_HOME" | sort | while IFS= read -r f; do stat -c '%n %s %Y %Z %i %a' "$f"; done; }
# carol plays with no recording (a save from before recordings): listed,
# but cannot be watched. Her lock is held as murk holds it.
(exec 9>"$MURK_HOME/save/carol.lock"; flock 9; exec sleep 600) >/dev/null 2>&1 &
carol=$!
at_exit 'kill $carol 2>/dev/null'
sleep 0.2
"$MURK_BIN" --watch carol >"$dir/out" 2>"$dir/err"
code=$?
if [ "$code" = 66 ] && [ "$(cat "$dir/err")" = "murk: carol's game has no recording to watch." ]; then
    ok "a game with no recording is said to have none, status 66"
else
    fail "a game with no recording is said to have none, status 66 (got $code: $(cat "$dir/err"))"
fi

listing >"$dir/before"

# ---- the list, a game chosen, q, q ----
watch --watch
wexpect "Games being played:" "--watch lists the games in progress"
wscreen | grep -q "a  alice  *floor 1  *turn 2 " && ok "the list gives alice's name, floor and turn" \
    || fail "the list gives alice's name, floor and turn"
wscreen | grep -q "b  carol  *cannot be watched" && ok "the list says carol's game cannot be watched" \
    || fail "the list says carol's game cannot be watched"
wkeys a
wexpect "You are watching alice. Nothing you do changes their game. q leaves." "the watcher is told the player is not affected"
same_within_a_second && ok "the watcher's screen is the player's" || fail "the watcher's screen is the player's"
wkeys m
wexpect "Minds (m hides)" "m opens the watcher's own minds pane"
screen | shows "Minds (m hides)" && fail "the player's screen has no minds pane" || ok "the player's screen has no minds pane"
wkeys m
wkeys q
wexpect "Games being played:" "q goes back to the list"
# The arrows and Enter choose too: down to carol, whose game cannot be
# watched (the list again), then up to alice.
wkeys Down
wkeys Enter
wexpect "Games being played:" "Enter on a game that cannot be watched keeps the list"
wkeys Up
wkeys Enter
wexpect "You are watching alice." "the arrows and Enter choose a game"
wkeys q
wkeys q
left_with_0 "q leaves the list, status 0"
listing >"$dir/after"
if cmp -s "$dir/before" "$dir/after"; then ok "the watcher added or changed no file in the save folder"
else fail "the watcher added or changed no file in the save folder"; diff "$dir/before" "$dir/after"; fi
expect "Turn 2" "alice still plays"

kill $carol 2>/dev/null

# ---- a capped host: the watcher's larger terminal shows the same 80x24 ----
trimmed() { sed 's/ *$//'; }
# corner_is_players: the watcher's top-left 80x24 is the player's screen
# (all but the watch line's row), within a second.
corner_is_players() {
    i=0
    while [ $i -lt 10 ]; do
        screen | rows | trimmed >"$dir/player"
        wscreen | head -24 | cut -c1-80 | rows | trimmed >"$dir/watcher"
        cmp -s "$dir/player" "$dir/watcher" && return 0
        sleep 0.1; i=$((i + 1))
    done
    diff "$dir/player" "$dir/watcher"
    return 1
}
# past_corner: what the watcher's screen shows right of column 80 or below row 24.
past_corner() { wscreen >"$dir/wall"; (cut -c81- "$dir/wall"; tail -n +25 "$dir/wall") | tr -d ' \n'; }
WSIZE=100x30 watch --watch alice --max-size 80x24
wexpect "You are watching alice." "--max-size 80x24: a 100x30 watcher watches"
corner_is_players && ok "--max-size 80x24: the 100x30 watcher's top-left 80x24 is the player's screen" ||
    fail "--max-size 80x24: the 100x30 watcher's top-left 80x24 is the player's screen"
[ -z "$(past_corner)" ] && ok "--max-size 80x24: nothing is drawn past the watcher's corner" ||
    fail "--max-size 80x24: nothing is drawn past the watcher's corner (found: $(past_corner))"
wkeys q
left_with_0 "the capped watcher leaves with q, status 0"

# ---- following the moves, the host without the aids ----
watch --watch alice --no-debug
wexpect "You are watching alice." "--watch NAME goes straight to the game"
# turn: the player's turn, as their panel shows it.
turn() { screen | sed -n 's/.*Turn \([0-9][0-9]*\).*/\1/p'; }
for k in h h j l; do
    was=$(turn)
    tm send-keys -t game "$k"
    # The player's screen has moved on first, so the two are compared after the move.
    i=0; while [ "$(turn)" = "$was" ] && [ $i -lt 20 ]; do sleep 0.05; i=$((i + 1)); done
    [ "$(turn)" != "$was" ] || fail "'$k' takes a turn"
    same_within_a_second && ok "the watcher follows '$k' within a second" || fail "the watcher follows '$k' within a second"
done
wkeys F4
wexpect "Debugging aids are off on this server." "with --no-debug, F4 opens no all-seeing pane"
wscreen | shows "All minds" && fail "no all-seeing pane with --no-debug" || ok "no all-seeing pane with --no-debug"
wkeys m
wexpect "Minds (m hides)" "with --no-debug, m opens the player's own pane: it holds nothing the player could not see"
wkeys m
# The player saves and leaves: the watcher is told, and a key leaves.
keys S
wexpect "alice has stopped playing; the game is saved." "the watcher is told the player left"
wkeys x
left_with_0 "a key then leaves, status 0"

# ---- a resumed game, given up ----
start 80x24 sh -c "'$MURK_BIN' --name alice"
expect "Turn 6" "alice's saved game goes on"
watch --watch alice
wexpect "You are watching alice." "a resumed game is watched, in the recording it goes on in"
wscreen | shows "Turn 6" && ok "at the turn it was saved at" || fail "at the turn it was saved at"
keys Q
keys y
wexpect "alice's game is over, on floor 1 at turn 6." "the end of the game is told as the player sees it, not when they leave the end screen"
wkeys x
left_with_0 "then a key leaves, status 0"
keys q

# ---- --replay on a capped host: the recording in the top-left 80x24 ----
# Its end line is written as alice's murk leaves the end screen.
i=0
while screen | shows "n: a new game" && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
# (the end screen drops keys for its first 0.6 s: a q that came too soon again)
screen | shows "n: a new game" && keys q && sleep 0.5
rec=$(find "$MURK_HOME" -path '*recordings*' -type f -name 'alice*' | head -1)
WSIZE=120x40 watch --replay "$rec" --max-size 80x24
if wshows "Turn"; then
    ok "--replay --max-size 80x24 on 120x40 plays alice's recording"
    [ -z "$(past_corner)" ] && ok "--replay --max-size 80x24: nothing is drawn past the corner" ||
        fail "--replay --max-size 80x24: nothing is drawn past the corner (found: $(past_corner))"
else
    fail "--replay --max-size 80x24 on 120x40 plays alice's recording ($rec: $(cat "$dir/werr"))"
fi
wkeys q
wkeys q

finish
