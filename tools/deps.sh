#!/bin/sh
# Install the Debian packages murk needs to build, test and benchmark.
# As root it runs apt-get; otherwise through sudo when sudo asks no password;
# otherwise it names what is missing in one line with the exact command.
# --quiet prints nothing when everything is already there.
quiet=0
[ "${1:-}" = "--quiet" ] && quiet=1

packages="make gcc pkg-config libncurses-dev libcmocka-dev tmux libtcod-dev groff-base man-db"

if ! command -v dpkg-query >/dev/null 2>&1; then
    [ $quiet = 1 ] || echo "deps: not a Debian system; install ncurses, cmocka, tmux and libtcod by hand"
    exit 0
fi

missing=""
for p in $packages; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)
    case "$status" in
        *" installed") ;;
        *) missing="$missing $p" ;;
    esac
done
missing=${missing# }

if [ -z "$missing" ]; then
    [ $quiet = 1 ] || echo "deps: all packages present"
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
