#!/bin/sh
# Runs the end-to-end scripts, JOBS at a time: they spend most of their
# time waiting on a screen, so running several at once cuts make check's
# wall time without loading the machine much. Each script keeps its own
# tmux socket (lib.sh) and gets a save directory of its own (MURK_HOME),
# and its output is held until it ends, then printed whole, so the log
# reads as if they ran one after another. The scripts that add users or
# groups, start an sshd or install as root run one at a time in a lane of
# their own: useradd and groupadd lock the same files.
#
# A script that leaves a process running when it ends (a tmux server, a
# detached GNU screen, an sshd, a murk) fails, and what it left is named
# and killed. Each run of a script has a mark of its own in the
# environment (E2E_MARK), which every process it starts inherits, whatever
# session or process group it makes (tmux and screen make their own): the
# processes that hold the mark when the script is over are its, and never
# another script's, running beside it.
#
#     sh tests/run_e2e.sh JOBS script...
#
# Exits 1 after all have run if any failed, and names them.
set -u

# left_by MARK: the processes whose environment holds E2E_MARK=MARK, by pid
# (one grep over /proc; another user's, unreadable unless root, go unseen).
left_by() {
    grep -lsxzF "E2E_MARK=$1" /proc/[0-9]*/environ 2>/dev/null | sed 's|^/proc/\([0-9]*\)/environ$|\1|'
}

# one SCRIPT: runs it in a home of its own, then prints its log whole.
one() {
    t=$1
    name=$(echo "$t" | tr / _)
    home=$(mktemp -d)
    mark="$name.$$.$(date +%s%N)"
    began=$(date +%s)
    if E2E_MARK=$mark MURK_HOME="$home" sh "$t" >"$logs/$name.log" 2>&1; then
        status=ok
    else
        status=failed
    fi
    # What the script stopped on its way out may take a moment to go (a
    # murk saves on its hang-up): 5 s, then what is left is the script's
    # fault.
    i=0
    while [ -n "$(left_by "$mark")" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    left=$(left_by "$mark")
    if [ -n "$left" ]; then
        {
            echo "not ok - the script left these running (killed now):"
            # shellcheck disable=SC2086 # pids, split on purpose
            ps -o pid=,args= -p "$(echo $left | tr ' ' ,)" | sed 's/^/    /'
        } >>"$logs/$name.log"
        # shellcheck disable=SC2086
        kill -KILL $left 2>/dev/null
        status=failed
    fi
    [ $status = ok ] || echo "$t" >>"$logs/failed"
    rm -rf "$home"
    {
        flock 9
        echo "== $t"
        cat "$logs/$name.log"
        # Its time, for the 25 minutes CI must stay under (never a test).
        echo "-- $t took $(($(date +%s) - began)) s"
        [ $status = ok ] || echo "== $t FAILED"
    } 9>>"$logs/print.lock"
}

# A job xargs starts: this script again, told which one to run.
if [ "${1:-}" = --one ]; then
    one "$2"
    exit 0
fi

jobs=${1:?usage: run_e2e.sh JOBS script...}
shift
case $jobs in *[!0-9]* | 0) echo "run_e2e.sh: JOBS must be a number from 1 up, not '$jobs'" >&2; exit 64 ;; esac

logs=$(mktemp -d)
export logs
trap 'rm -rf "$logs"' EXIT INT TERM

# The slowest scripts (their times are printed: "-- ... took N s") start
# first, so that none of them starts last and runs on alone while the other
# jobs have nothing left: in name order, speech.sh (3 1/2 minutes) began
# near the end of every round.
SLOW_FIRST="speech every_terminal hostile_files travel replay monkey bot save remembered keypad options"
system=
slow=
rest=
for t in "$@"; do
    case $t in
    */sshd.sh | */setgid.sh | */shared.sh | */install.sh | */deps.sh) system="$system $t" ;;
    *) rest="$rest $t" ;;
    esac
done
for name in $SLOW_FIRST; do
    for t in $rest; do
        [ "${t##*/}" = "$name.sh" ] && slow="$slow $t"
    done
done
for t in $rest; do
    case " $slow " in *" $t "*) ;; *) slow="$slow $t" ;; esac
done
rest=$slow

# The system lane, one by one, beside the rest in parallel.
(for t in $system; do one "$t"; done) &
lane=$!
if [ "$jobs" -gt 1 ]; then
    others=$((jobs - 1))
else
    wait "$lane"
    others=1
fi
# POSIX sh cannot hand a function to xargs: each job re-enters this script.
if [ -n "$rest" ]; then
    printf '%s\n' $rest | xargs -P "$others" -n 1 sh "$0" --one
fi
wait "$lane"

if [ -s "$logs/failed" ]; then
    echo "make e2e: these failed:" >&2
    sed 's/^/  /' "$logs/failed" >&2
    exit 1
fi
