#!/bin/sh
# Several hosts, one scoreboard (doc/hosting.md): tools/merge_xlog.sh adds
# each host's runs to the merged xlogfile once, each marked with its host,
# its runid still last; merging again adds nothing; a host's new run is
# added alone; the same runid from two hosts is two runs.
. "$(dirname "$0")/lib.sh"

merge="$(dirname "$0")/../../tools/merge_xlog.sh"
dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-merge.XXXXXX")
at_exit 'rm -rf "$dir"'
board="$dir/board"
mkdir "$board"

# Two hosts, each its own install: bot runs recorded in each's folder.
for host in us eu; do
    "$MURK_BIN" --bot --games 2 --seed 7 --save-dir "$dir/$host" >/dev/null
    cp "$dir/$host/xlogfile" "$board/$host.xlogfile"
done
sh "$merge" "$board" us eu
lines() { wc -l <"$board/xlogfile" | tr -d ' '; }
[ "$(lines)" = 4 ] && ok "two hosts' two runs each: four lines" || fail "four lines (got $(lines))"
[ "$(grep -c "	host=us	runid=[0-9a-f]*$" "$board/xlogfile")" = 2 ] &&
    [ "$(grep -c "	host=eu	runid=[0-9a-f]*$" "$board/xlogfile")" = 2 ] &&
    ok "each line names its host, its runid still last" || fail "host= before runid= ($(cut -f17- "$board/xlogfile"))"

sh "$merge" "$board" us eu
[ "$(lines)" = 4 ] && ok "merging again adds nothing" || fail "merging again adds nothing (got $(lines))"

"$MURK_BIN" --bot --games 1 --seed 9 --save-dir "$dir/eu" >/dev/null
cp "$dir/eu/xlogfile" "$board/eu.xlogfile"
sh "$merge" "$board" us eu
[ "$(lines)" = 5 ] && [ "$(tail -1 "$board/xlogfile" | grep -c "seed=9	.*host=eu")" = 1 ] &&
    ok "a host's new run is added, alone" || fail "a new run added alone (got $(lines) lines)"

# The same run id on two hosts (1 in 2^64, but a key is a key): two runs.
tail -1 "$dir/eu/xlogfile" >"$board/au.xlogfile"
sh "$merge" "$board" us eu au
[ "$(lines)" = 6 ] && ok "a runid is a run of its host: the same one from another host is another run" ||
    fail "host and runid are the key (got $(lines) lines)"
err=$(sh "$merge" "$board" 'x/y' 2>&1)
code=$?
[ $code = 64 ] && printf '%s' "$err" | grep -q "a host is letters" &&
    ok "a host that is not a name: one line, exit 64" || fail "a bad host name: exit 64 (got $code: $err)"

finish
