#!/bin/sh
# Taking a game over: a second login for a name already playing is asked
# "Take that game over? (y/n)"; y makes the first murk save and leave, and
# the second plays on at the same turn; n leaves both as they were (exit
# 75); without a terminal to ask on, exit 75 as before. Two panes, as two
# logins would be.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d)
at_exit 'rm -rf "$dir"'
out="$dir/out"
mkdir -p "$out"

# login N: murk as alice, its exit status and stderr written to
# $out/statusN and $out/errN; the pane stays for a while after.
cat >"$dir/login" <<EOF
"$MURK_BIN" --name alice --seed 5 --save-dir "$dir/saves" 2>"$out/err\$1"
echo \$? >"$out/status\$1"
sleep 60
EOF
login() { echo "sh '$dir/login' $1"; }
pane() { tm capture-pane -p -t "game:$1"; }
# pane_shows N TEXT: pane N shows TEXT within about three seconds.
pane_shows() {
    i=0
    while [ $i -lt 30 ]; do
        pane "$1" | shows "$2" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
ended() {
    i=0
    while [ ! -s "$out/status$1" ] && [ $i -lt 300 ]; do sleep 0.01; i=$((i + 1)); done
    [ -s "$out/status$1" ]
}
turn() { pane "$1" | grep -o 'Turn [0-9]*' | grep -o '[0-9]*'; }

start 80x24 "$(login 1)"
tm rename-window -t game one
keys . . . . . . .
if pane_shows one "Turn 7"; then ok "the first login plays seven turns"; else fail "the first login plays seven turns"; fi

# ---- n: nothing changes ----
tm new-window -d -t game -n two "$(login 2)"
if pane_shows two "alice is already playing (since"; then ok "a second login is asked"; else fail "a second login is asked"; fi
pane two | grep -q "Take that game over? (y/n)" && ok "...whether to take the game over" ||
    fail "...whether to take the game over"
tm send-keys -t game:two n
ended 2 && [ "$(cat "$out/status2")" = 75 ] && ok "n: exit 75" || fail "n: exit 75 (got '$(cat "$out/status2" 2>/dev/null)')"
grep -q "murk: alice is already playing." "$out/err2" && ok "n: says alice is already playing" ||
    fail "n: says alice is already playing ($(cat "$out/err2"))"
[ ! -s "$out/status1" ] && pane_shows one "Turn 7" && ok "n: the first game plays on" || fail "n: the first game plays on"

# ---- y: the first saves and leaves, the second plays on at its turn ----
tm kill-window -t game:two
rm -f "$out/status2" "$out/err2"
tm new-window -d -t game -n two "$(login 2)"
pane_shows two "Take that game over?" || fail "asked again"
before=$(date +%s%N)
tm send-keys -t game:two y
if pane_shows two "Turn 7"; then ok "y: the second login plays on at turn 7"; else fail "y: the second login plays on at turn 7"; fi
after=$(date +%s%N)
ms=$(((after - before) / 1000000))
[ "$ms" -le 2500 ] && ok "y: within 2 s (${ms} ms, polled)" || fail "y: within 2 s (${ms} ms)"
ended 1 && [ "$(cat "$out/status1")" = 0 ] && ok "the first murk has exited, status 0" ||
    fail "the first murk has exited, status 0 (got '$(cat "$out/status1" 2>/dev/null)')"
grep -q "murk: saved; play again" "$out/err1" && ok "the first murk said it saved" ||
    fail "the first murk said it saved ($(cat "$out/err1"))"
tm send-keys -t game:two . .
if pane_shows two "Turn 9"; then ok "the game goes on from there"; else fail "the game goes on from there"; fi

# ---- no terminal to ask on: exit 75 as before ----
# Standard input from a pipe: nothing to ask on (murk needs a terminal to
# play at all, so it says that first).
echo y | "$MURK_BIN" --name alice --save-dir "$dir/saves" >"$out/pipe" 2>&1
st=$?
[ "$st" != 0 ] && ! grep -q "Take that game over" "$out/pipe" && ok "no terminal: nothing is asked (exit $st)" ||
    fail "no terminal: nothing is asked (exit $st: $(cat "$out/pipe"))"
pane_shows two "Turn 9" && [ ! -s "$out/status2" ] && ok "no terminal: the game in play goes on" ||
    fail "no terminal: the game in play goes on"

[ "$FAILS" = 0 ] || exit 1
echo "takeover: $PASSES passed"
