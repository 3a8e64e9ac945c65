#!/bin/sh
# One scoreboard for several hosts (doc/hosting.md, "Several hosts, one
# scoreboard"): each host's xlogfile, fetched already as HOST.xlogfile in
# DIR, adds to DIR/xlogfile the runs it has not added yet, each line with a
# host=HOST field before its runid (murk's reader skips fields it does not
# know). A run is its host and its runid: merging again adds nothing, and
# a host's file that was rotated or fetched half adds only what is new.
# Under DIR/merge.lock, so two merges never interleave.
#
#     sh tools/merge_xlog.sh DIR HOST...
set -eu
dir=${1:?usage: merge_xlog.sh DIR HOST...}
shift
cd "$dir"
exec 9>>merge.lock
flock 9
touch xlogfile
for host in "$@"; do
    case $host in *[!A-Za-z0-9.-]* | "") echo "merge_xlog.sh: a host is letters, digits, dots and dashes, not '$host'" >&2; exit 64 ;; esac
    [ -f "$host.xlogfile" ] || continue
    # First the merged file (what is there), then the host's (what is new);
    # a line without a runid, or in the ':' format (murk before 0.2.0), has
    # no key and is left out.
    awk -v host="$host" '
        function key(line, h) {
            if (!match(line, /\trunid=[0-9a-f]+$/)) return ""
            return h "/" substr(line, RSTART + 7)
        }
        FILENAME == ARGV[1] {
            h = ""
            if (match($0, /\thost=[^\t]*/)) h = substr($0, RSTART + 6, RLENGTH - 6)
            if ((k = key($0, h)) != "") seen[k] = 1
            next
        }
        (k = key($0, host)) != "" && !(k in seen) {
            seen[k] = 1
            match($0, /\trunid=/)
            print substr($0, 1, RSTART - 1) "\thost=" host "\t" substr($0, RSTART + 1)
        }' xlogfile "$host.xlogfile" >>xlogfile
done
