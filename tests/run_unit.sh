#!/bin/sh
# Runs the unit checks (the scripts, then the cmocka programs), JOBS at a
# time: each program is one process busy on one core, and one after
# another they left the other core idle for the whole round (2 1/2
# minutes plain here, more under the sanitizers). Each one's output is
# held until it ends, then printed whole, so the log reads as if they ran
# one after another. The slowest start first, so that none starts last
# and runs on alone. Every check runs, then the ones that failed are listed:
# one round shows all that a change broke, not only the first.
#
#     sh tests/run_unit.sh JOBS check...
#
# A check ending in .sh runs under sh, any other is a program, run with
# MURK_SRCDIR=. as make unit always has. Exits 1 after all have run if any
# failed, and names them.
set -u

# one CHECK: runs it, then prints its log whole.
one() {
    t=$1
    name=$(echo "$t" | tr / _)
    began=$(date +%s)
    case $t in
    *.sh) sh "$t" >"$logs/$name.log" 2>&1 ;;
    *) MURK_SRCDIR=. "$t" >"$logs/$name.log" 2>&1 ;;
    esac
    status=$?
    [ $status -eq 0 ] || echo "$t" >>"$logs/failed"
    {
        flock 9
        echo "== $t"
        cat "$logs/$name.log"
        # Its time, for the 25 minutes CI must stay under (never a test).
        echo "-- $t took $(($(date +%s) - began)) s"
        [ $status -eq 0 ] || echo "== $t FAILED (exit $status)"
    } 9>>"$logs/print.lock"
}

# A job xargs starts: this script again, told which one to run.
if [ "${1:-}" = --one ]; then
    one "$2"
    exit 0
fi

jobs=${1:?usage: run_unit.sh JOBS check...}
shift
case $jobs in *[!0-9]* | 0) echo "run_unit.sh: JOBS must be a number from 1 up, not '$jobs'" >&2; exit 64 ;; esac

logs=$(mktemp -d)
export logs
trap 'rm -rf "$logs"' EXIT INT TERM

# The slowest first (their times are printed: "-- ... took N s"):
# test_run_end (29 s here) began last in name order and ran on alone.
SLOW_FIRST="test_run_end layers.sh test_run docs.sh test_store test_session test_record test_mapgen"
order=
for name in $SLOW_FIRST; do
    for t in "$@"; do
        [ "${t##*/}" = "$name" ] && order="$order $t"
    done
done
for t in "$@"; do
    case " $order " in *" $t "*) ;; *) order="$order $t" ;; esac
done

# POSIX sh cannot hand a function to xargs: each job re-enters this script.
# shellcheck disable=SC2086 # the names, split on purpose
printf '%s\n' $order | xargs -P "$jobs" -n 1 sh "$0" --one

if [ -s "$logs/failed" ]; then
    echo "make unit: these failed:" >&2
    sed 's/^/  /' "$logs/failed" >&2
    exit 1
fi
