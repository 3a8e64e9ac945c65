#!/bin/sh
# Install the Debian packages murk needs, by what they are for:
#   play   to build and play (make deps, make run)
#   test   play's, and what `make check` adds (make deps-test)
#   bench  play's, libtcod, which only the bench links, and what it measures
#          with and beside: tmux, valgrind, NetHack (make deps-bench)
# As root it runs apt-get; otherwise through sudo when sudo asks no password;
# otherwise it names what is missing in one line with the exact command and
# fails. Packages already there are never asked for, so a user without sudo
# whose packages exist goes on. --quiet prints nothing when all is there.
quiet=0
[ "${1:-}" = "--quiet" ] && { quiet=1; shift; }
set_name=${1:-play}

# env -i (or cron) leaves no PATH: dpkg-query and apt-get live here.
PATH=${PATH:-/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin}
export PATH

play="make gcc pkg-config libncurses-dev libsqlite3-dev"
case "$set_name" in
play) packages=$play ;;
test) packages="$play libcmocka-dev tmux groff-base man-db bsdutils strace openssh-server openssh-client screen sqlite3 universal-ctags yasr mosh" ;;
bench) packages="$play libtcod-dev tmux valgrind nethack-console" ;;
*)
    echo "deps: unknown set '$set_name' (play, test or bench)" >&2
    exit 64
    ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
    [ $quiet = 1 ] || echo "deps: not a Debian system; install by hand the equivalents of: $packages"
    exit 0
fi

# A package whose files are unpacked and configured is there, even when a
# trigger (man-db's, say) has not run yet.
missing=""
for p in $packages; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)
    case "$status" in
    *" installed" | *" triggers-pending" | *" triggers-awaited") ;;
    *) missing="$missing $p" ;;
    esac
done
missing=${missing# }

if [ -z "$missing" ]; then
    [ $quiet = 1 ] || echo "deps: all packages present ($set_name)"
    exit 0
fi

if [ "$(id -u)" = 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run="sudo -n"
else
    echo "deps: missing packages: $missing; run: sudo apt-get install -y $missing" >&2
    exit 1
fi

echo "deps: installing $missing"
export DEBIAN_FRONTEND=noninteractive
$run apt-get install -y $missing >/dev/null 2>&1 ||
    { $run apt-get update >/dev/null 2>&1 && $run apt-get install -y $missing >/dev/null; } ||
    { echo "deps: apt-get could not install: $missing" >&2; exit 1; }
