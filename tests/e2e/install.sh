#!/bin/sh
# Installing as a distribution does: a copy of the source tree built and
# staged with `make install DESTDIR=... BINDIR=/usr/games
# DATADIR=/usr/share/games/murk` puts each file in its place, the binary
# looks in that data directory (seen from another directory, with the
# staged /usr/share in place of the real one, where we may), and the
# installed man page names it; uninstall removes only what install put
# there. Then a prefix moved whole still finds its data, and a binary with
# data/ beside it plays that data, never the installed copy's. A shared
# install readable by every account (SHARED_FILE_MODE=0664) is refused.
MURK_BIN=${MURK_BIN:-./murk}
PASSES=0
FAILS=0
ok() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() { FAILS=$((FAILS + 1)); echo "not ok - $1"; }
check() { if "$@" >/dev/null 2>&1; then ok "$name"; else fail "$name"; fi; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src="$tmp/src"
mkdir -p "$src"
cp -r Makefile LICENSE src include data man tools "$src/"
# The outer make's variables (SANITIZE=1, WERROR=1) are not this build's.
inner_make() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u SANITIZE -u WERROR make -C "$src" -j2 "$@" >>"$tmp/make.log" 2>&1; }
games="BINDIR=/usr/games DATADIR=/usr/share/games/murk PREFIX=/usr"
stage="$tmp/stage"

# shellcheck disable=SC2086
if inner_make install DESTDIR="$stage" $games; then ok "make install DESTDIR= with Debian's games paths"; else
    fail "make install DESTDIR= with Debian's games paths"; tail -20 "$tmp/make.log"; echo "$PASSES passed, $FAILS failed"; exit 1; fi
for f in usr/games/murk usr/share/games/murk/monsters.txt usr/share/games/murk/items.txt \
    usr/share/man/man6/murk.6; do
    name="installed: /$f"; check test -f "$stage/$f"
done
[ "$(stat -c %a "$stage/usr/games/murk")" = 755 ] && ok "the binary is 0755" || fail "the binary is 0755"
[ "$(stat -c %a "$stage/usr/share/games/murk/monsters.txt")" = 644 ] && ok "the data is 0644" || fail "the data is 0644"
[ ! -e "$stage/usr/local" ] && ok "nothing under /usr/local" || fail "nothing under /usr/local"

# The man page names the data directory the binary uses.
page=$(MANWIDTH=200 MANPAGER=cat man -l "$stage/usr/share/man/man6/murk.6" 2>/dev/null | col -b)
case "$page" in *"/usr/share/games/murk"*) ok "man -l on the installed page names /usr/share/games/murk" ;;
*) fail "man -l on the installed page names /usr/share/games/murk" ;; esac
case "$page" in *"/usr/local/share/murk"*) fail "the installed page names /usr/local/share/murk nowhere" ;;
*) ok "the installed page names /usr/local/share/murk nowhere" ;; esac
"$stage/usr/games/murk" --help | grep -q "/usr/share/games/murk," && ok "--help names the built-in data directory" ||
    fail "--help names the built-in data directory"

# The staged binary, run from another directory, finds the staged data: in
# a mount namespace of its own where the staged /usr/share is /usr/share.
if [ "$(id -u)" = 0 ] && unshare --mount true 2>/dev/null; then
    out=$(cd / && unshare --mount sh -c "mount --bind '$stage/usr/share' /usr/share &&
        '$stage/usr/games/murk' --check-data" 2>&1)
    status=$?
    [ $status = 0 ] && [ -z "$out" ] && ok "--check-data from / reads /usr/share/games/murk" ||
        fail "--check-data from / reads /usr/share/games/murk (status $status: $out)"
    out=$(cd / && unshare --mount sh -c "mount --bind '$stage/usr/share' /usr/share &&
        rm '$stage/usr/share/games/murk/items.txt' && '$stage/usr/games/murk' --check-data" 2>&1)
    case "$out" in *"/usr/share/games/murk/items.txt: cannot open"*) ok "and it is that directory it reads" ;;
    *) fail "and it is that directory it reads (got: $out)" ;; esac
    cp "$src/data/items.txt" "$stage/usr/share/games/murk/items.txt"
else
    echo "ok - # skip --check-data from another directory: needs root for a mount namespace"
fi

# uninstall: only what install put there; a directory other games share
# stays, with what else is in it.
echo "another game's" >"$stage/usr/share/games/murk/other.txt"
# shellcheck disable=SC2086
inner_make uninstall DESTDIR="$stage" $games && ok "make uninstall" || fail "make uninstall"
for f in usr/games/murk usr/share/games/murk/monsters.txt usr/share/games/murk/items.txt \
    usr/share/man/man6/murk.6; do
    name="uninstalled: /$f"; check test ! -e "$stage/$f"
done
name="uninstall leaves a file it did not install"; check test -f "$stage/usr/share/games/murk/other.txt"
rm "$stage/usr/share/games/murk/other.txt"
# shellcheck disable=SC2086
inner_make uninstall DESTDIR="$stage" $games
name="uninstall removes the data directory once it is empty"; check test ! -e "$stage/usr/share/games/murk"
name="uninstall leaves the directories it shares"; check test -d "$stage/usr/share/games"

# A prefix installed, then moved whole: ../share/murk beside the binary.
inner_make install PREFIX="$tmp/prefix" || fail "make install PREFIX="
mv "$tmp/prefix" "$tmp/moved"
out=$(cd / && "$tmp/moved/bin/murk" --check-data 2>&1)
[ $? = 0 ] && [ -z "$out" ] && ok "a moved prefix finds ../share/murk" || fail "a moved prefix finds ../share/murk: $out"
# With no data anywhere, one line names every place looked in.
rm -r "$tmp/moved/share/murk"
out=$(cd / && "$tmp/moved/bin/murk" --check-data 2>&1)
status=$?
[ $status = 66 ] && ok "no data anywhere: exit 66" || fail "no data anywhere: exit 66 (got $status)"
[ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && ok "no data anywhere: one line" || fail "no data anywhere: one line: $out"
for place in "$tmp/moved/bin/data" "$tmp/prefix/share/murk" "$tmp/moved/bin/../share/murk"; do
    case "$out" in *"$place"*) ok "the line names $place" ;; *) fail "the line names $place: $out" ;; esac
done

# A binary with data/ beside it plays that, even with an installed copy.
inner_make install PREFIX="$tmp/prefix" || fail "make install PREFIX= again"
mkdir -p "$tmp/tree/data"
cp "$tmp/prefix/bin/murk" "$tmp/tree/murk"
cp "$src/data/items.txt" "$tmp/tree/data/"
printf 'name: mouse\n' >"$tmp/tree/data/monsters.txt"
out=$(cd / && "$tmp/tree/murk" --check-data 2>&1)
case "$out" in "murk: $tmp/tree/data/monsters.txt:"*) ok "data/ beside the binary comes before the installed data" ;;
*) fail "data/ beside the binary comes before the installed data (got: $out)" ;; esac

# No mode lets an account that is not a player's lock the shared files:
# a readable one (0664, "for a web page") could stall every run's end.
: >"$tmp/make.log"
if inner_make -n install DESTDIR="$stage" $games GAMES_GROUP=games SHARED_FILE_MODE=0664; then
    fail "make install SHARED_FILE_MODE=0664 is refused"
else
    grep -q "SHARED_FILE_MODE is gone" "$tmp/make.log" && ok "make install SHARED_FILE_MODE=0664 is refused, saying why" ||
        fail "make install SHARED_FILE_MODE=0664 is refused, saying why ($(tail -2 "$tmp/make.log"))"
fi

echo "$PASSES passed, $FAILS failed"
[ "$FAILS" -eq 0 ]
