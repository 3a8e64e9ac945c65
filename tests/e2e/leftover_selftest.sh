#!/bin/sh
# The runner's own check (tests/run_e2e.sh): a script that leaves a process
# running when it ends fails, is told what it left, and what it left is
# killed; a script that leaves nothing passes. Each is run by the runner
# as make e2e runs them, from a folder of this script's own.
. "$(dirname "$0")/lib.sh"

runner="$(dirname "$0")/../run_e2e.sh"
dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-leftover.XXXXXX")
# Should the runner miss it, the sleep is ended here by its pid, and by
# nothing broader.
at_exit 'p=$(cat "$dir/pid" 2>/dev/null); [ -n "$p" ] && kill "$p" 2>/dev/null; rm -rf "$dir"'

# A script that starts a sleep in the background, in a session of its own
# (as tmux and screen start their servers), and ends without it.
cat >"$dir/leaves_sleep.sh" <<'SCRIPT'
#!/bin/sh
setsid sleep 300 </dev/null >/dev/null 2>&1 &
echo $! >"$(dirname "$0")/pid"
echo "ok - a sleep left behind"
SCRIPT
cat >"$dir/tidy.sh" <<'SCRIPT'
#!/bin/sh
sleep 300 &
kill $!
wait
echo "ok - nothing left"
SCRIPT

out=$(sh "$runner" 1 "$dir/leaves_sleep.sh" 2>&1)
code=$?
sleeper=$(cat "$dir/pid" 2>/dev/null)
[ $code = 1 ] && ok "a script that leaves a sleep running fails" ||
    fail "a script that leaves a sleep running fails (exit $code: $out)"
printf '%s\n' "$out" | grep -q "left these running" && printf '%s\n' "$out" | grep -q "sleep 300" &&
    ok "and is told what it left: the sleep" || fail "the leftover is named (got: $out)"
# gone: no such process, or one dead and not yet reaped (a zombie)
gone() { ! kill -0 "$1" 2>/dev/null || ps -o stat= -p "$1" | grep -q '^Z'; }
i=0
while [ -n "$sleeper" ] && ! gone "$sleeper" && [ $i -lt 20 ]; do sleep 0.1; i=$((i + 1)); done
[ -n "$sleeper" ] && gone "$sleeper" &&
    ok "the sleep it left is killed" || fail "the sleep it left is killed (pid '$sleeper')"

out=$(sh "$runner" 1 "$dir/tidy.sh" 2>&1)
code=$?
[ $code = 0 ] && ! printf '%s\n' "$out" | grep -q "left these running" &&
    ok "a script that leaves nothing passes" || fail "a script that leaves nothing passes (exit $code: $out)"

finish
