#!/bin/sh
# A dropped connection whose hangup signal is ignored (nohup, some hosting
# setups): the terminal goes away, every read fails, and the game must end
# with status 74 instead of spinning on the failed reads for ever.
. "$(dirname "$0")/lib.sh"

out=$(mktemp -d)
at_exit 'rm -rf "$out"'
start 80x24 sh -c "trap '' HUP; $MURK_BIN --seed 1 2>$out/err; echo \$? >$out/status"
expect "Health 30/30" "the game starts"
tm kill-server
i=0
while [ ! -s "$out/status" ] && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
[ "$(cat "$out/status" 2>/dev/null)" = 74 ] && ok "it ends with status 74 once the terminal is gone" ||
    fail "it ends with status 74 once the terminal is gone (status: $(cat "$out/status" 2>/dev/null || echo still running))"
grep -q "murk: the terminal went away" "$out/err" && ok "and says why in one line" || fail "and says why in one line"

echo "$PASSES passed, $FAILS failed"
[ "$FAILS" -eq 0 ]
