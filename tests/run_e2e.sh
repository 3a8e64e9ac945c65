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
#     sh tests/run_e2e.sh JOBS script...
#
# Exits 1 after all have run if any failed, and names them.
set -u

# one SCRIPT: runs it in a home of its own, then prints its log whole.
one() {
    t=$1
    name=$(echo "$t" | tr / _)
    home=$(mktemp -d)
    if MURK_HOME="$home" sh "$t" >"$logs/$name.log" 2>&1; then
        status=ok
    else
        status=failed
        echo "$t" >>"$logs/failed"
    fi
    rm -rf "$home"
    {
        flock 9
        echo "== $t"
        cat "$logs/$name.log"
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

system=
rest=
for t in "$@"; do
    case $t in
    */sshd.sh | */setgid.sh | */shared.sh | */install.sh | */deps.sh) system="$system $t" ;;
    *) rest="$rest $t" ;;
    esac
done

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
