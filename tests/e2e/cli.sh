#!/bin/sh
# The command line: help, version, and bad usage answered in one line with
# exit status 64.
MURK_BIN=${MURK_BIN:-./murk}
PASSES=0
FAILS=0
check() { # name expected-status command...
    name=$1 want=$2; shift 2
    out=$("$@" 2>&1 </dev/null); got=$?
    if [ "$got" = "$want" ]; then PASSES=$((PASSES + 1)); echo "ok - $name";
    else FAILS=$((FAILS + 1)); echo "not ok - $name (exit $got, wanted $want): $out"; fi
}
lines() { "$@" 2>&1 </dev/null | wc -l; }

check "--help exits 0" 0 "$MURK_BIN" --help
check "--version exits 0" 0 "$MURK_BIN" --version
"$MURK_BIN" --version | grep -q '^murk [0-9]' && { PASSES=$((PASSES + 1)); echo "ok - --version names murk"; } ||
    { FAILS=$((FAILS + 1)); echo "not ok - --version names murk"; }
check "an unknown option exits 64" 64 "$MURK_BIN" --frobnicate
check "a bad seed exits 64" 64 "$MURK_BIN" --seed banana
check "a negative seed exits 64" 64 "$MURK_BIN" --seed -3
check "a seed too large exits 64" 64 "$MURK_BIN" --seed 18446744073709551616
check "a missing seed exits 64" 64 "$MURK_BIN" --seed
check "a stray argument exits 64" 64 "$MURK_BIN" stray
check "no terminal exits 64" 64 "$MURK_BIN" --seed 1
for bad in "--seed banana" "--frobnicate" "--seed" "stray"; do
    # shellcheck disable=SC2086
    [ "$(lines "$MURK_BIN" $bad)" = 1 ] && { PASSES=$((PASSES + 1)); echo "ok - '$bad' is answered in one line"; } ||
        { FAILS=$((FAILS + 1)); echo "not ok - '$bad' is answered in one line"; }
done
"$MURK_BIN" --frobnicate 2>&1 | grep -q "^murk: unknown option '--frobnicate'" &&
    { PASSES=$((PASSES + 1)); echo "ok - the unknown option is named"; } ||
    { FAILS=$((FAILS + 1)); echo "not ok - the unknown option is named"; }

# --check-data: silent and 0 on good data; one line per error and 65 on bad;
# 66 when the data cannot be read.
check "--check-data on good data exits 0" 0 "$MURK_BIN" --check-data --data data
[ -z "$("$MURK_BIN" --check-data --data data 2>&1)" ] &&
    { PASSES=$((PASSES + 1)); echo "ok - --check-data on good data prints nothing"; } ||
    { FAILS=$((FAILS + 1)); echo "not ok - --check-data on good data prints nothing"; }
bad=$(mktemp -d)
cp tests/data/unknown_trait.txt "$bad/monsters.txt"
cp data/items.txt "$bad/items.txt"
check "--check-data on bad data exits 65" 65 "$MURK_BIN" --check-data --data "$bad"
want="murk: $bad/monsters.txt:4:8: unknown trait 'never_sleep'"
[ "$("$MURK_BIN" --check-data --data "$bad" 2>&1)" = "$want" ] &&
    { PASSES=$((PASSES + 1)); echo "ok - the bad trait is reported as PATH:LINE:COL"; } ||
    { FAILS=$((FAILS + 1)); echo "not ok - the bad trait is reported as PATH:LINE:COL"; }
check "a game with bad data exits 65" 65 "$MURK_BIN" --data "$bad"
# Both files are checked in one run: a bad items file is reported too.
cp tests/data/items_unknown_effect.txt "$bad/items.txt"
[ "$("$MURK_BIN" --check-data --data "$bad" 2>&1 | wc -l)" = 2 ] &&
    { PASSES=$((PASSES + 1)); echo "ok - errors in both files are reported in one run"; } ||
    { FAILS=$((FAILS + 1)); echo "not ok - errors in both files are reported in one run"; }
rm -rf "$bad"
check "--check-data on a missing directory exits 66" 66 "$MURK_BIN" --check-data --data /nonexistent/murk
check "--data without a value exits 64" 64 "$MURK_BIN" --data

# A terminal the game cannot drive: one line, exit 69 (script gives it a tty).
if command -v script >/dev/null 2>&1; then
    check "an unknown terminal type exits 69" 69 env TERM=no-such-terminal \
        script -qec "$MURK_BIN --seed 1" /dev/null
fi

pass() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
flunk() { FAILS=$((FAILS + 1)); echo "not ok - $1"; }

# The short options, and the copyright line.
check "-h exits 0" 0 "$MURK_BIN" -h
[ "$("$MURK_BIN" -h)" = "$("$MURK_BIN" --help)" ] && pass "-h is --help" || flunk "-h is --help"
[ "$("$MURK_BIN" -V)" = "$("$MURK_BIN" --version)" ] && pass "-V is --version" || flunk "-V is --version"
"$MURK_BIN" --version | grep -qx "Copyright (c) 2026 the murk developers" &&
    pass "--version has the copyright line" || flunk "--version has the copyright line"
grep -q "^MIT License" LICENSE && grep -q "Copyright (c) 2026 the murk developers" LICENSE &&
    pass "LICENSE is MIT, with the same line" || flunk "LICENSE is MIT, with the same line"
"$MURK_BIN" --help | grep -q -- "--no-debug" && "$MURK_BIN" --help | grep -q -- "--scores" &&
    pass "--help lists --no-debug and --scores" || flunk "--help lists --no-debug and --scores"

# An empty --data is bad usage, not the root directory.
check "--data '' exits 64" 64 "$MURK_BIN" --data "" --check-data
[ "$(lines "$MURK_BIN" --data "")" = 1 ] && pass "--data '' is answered in one line" ||
    flunk "--data '' is answered in one line"

# Echoed arguments: control bytes escaped, cut at 80 characters.
esc=$(printf '\033')
long=$(printf 'x%.0s' $(seq 1 200))
out=$("$MURK_BIN" --seed "${esc}[2J$long" 2>&1)
case "$out" in *"$esc"*) flunk "an escape in an argument is not echoed raw" ;;
*) pass "an escape in an argument is not echoed raw" ;; esac
case "$out" in *"'\\e[2Jxxx"*) pass "it is shown as \\e" ;; *) flunk "it is shown as \\e (got: $out)" ;; esac
shown=$(printf '%s\n' "$out" | sed -n "s/.*not '\\(.*\\)'$/\\1/p")
# \e, [2J and 76 x: 80 characters of the argument, 81 bytes shown, then ...
[ "${#shown}" = 84 ] && pass "an echoed argument is cut at 80 characters (and ...)" ||
    flunk "an echoed argument is cut at 80 characters (got ${#shown}: $shown)"
out=$("$MURK_BIN" "--no-such-$esc]0;owned$(printf '\007')" 2>&1)
case "$out" in *"$esc"* | *"$(printf '\007')"*) flunk "an unknown option is echoed escaped" ;;
*) pass "an unknown option is echoed escaped" ;; esac
out=$("$MURK_BIN" --check-data --data "$esc[2J" 2>&1)
case "$out" in *"$esc"*) flunk "a --data path in an error is escaped" ;;
*) pass "a --data path in an error is escaped" ;; esac

# A data file that is not a regular file: refused at once, exit 66.
fifo=$(mktemp -d)
mkfifo "$fifo/monsters.txt"
cp data/items.txt "$fifo/items.txt"
check "a FIFO as monsters.txt exits 66" 66 timeout 5 "$MURK_BIN" --check-data --data "$fifo"
"$MURK_BIN" --check-data --data "$fifo" 2>&1 | grep -q "monsters.txt: cannot open: not a regular file" &&
    pass "and says it is not a regular file" || flunk "and says it is not a regular file"
rm -f "$fifo/monsters.txt"
mkdir "$fifo/monsters.txt"
check "a directory as monsters.txt exits 66" 66 "$MURK_BIN" --check-data --data "$fifo"
rm -rf "$fifo"

# MURK_DATA names the data directory when --data does not.
check "MURK_DATA is read" 66 env MURK_DATA=/nonexistent/murk "$MURK_BIN" --check-data
check "--data comes before MURK_DATA" 0 env MURK_DATA=/nonexistent/murk "$MURK_BIN" --check-data --data data

# A terminal that cannot move the cursor: one line, exit 69.
if command -v script >/dev/null 2>&1; then
    check "TERM=dumb exits 69" 69 env TERM=dumb script -qec "$MURK_BIN --seed 1" /dev/null
    out=$(env TERM=dumb script -qec "$MURK_BIN --seed 1" /dev/null 2>&1 | tr -d '\r')
    [ "$out" = "murk: the terminal type 'dumb' cannot move the cursor; set TERM to your terminal's type (such as xterm-256color)" ] &&
        pass "TERM=dumb is refused in one line, nothing else" || flunk "TERM=dumb is refused in one line (got: $out)"
fi

# The duplicate-name check is not quadratic: 129,000 kinds load within 20
# seconds of CPU time (a limit the kernel keeps: ulimit -t), where they take
# about one under the sanitizers and a quadratic check some 80. CPU time,
# not the clock, so a loaded machine does not move it.
big=$(mktemp -d)
awk 'BEGIN { for (i = 0; i < 129000; i++) printf "name:k%d\nglyph:k\ncolour:255,255,255\nsight:5\nhealth:3\ndamage:1-2\ndefense:0\ndepth:1-10\nfrequency:1\n\n", i }' >"$big/monsters.txt"
cp data/items.txt "$big/items.txt"
(ulimit -t 20 && exec "$MURK_BIN" --check-data --data "$big") >/dev/null 2>&1
big_status=$?
[ $big_status = 0 ] && pass "129,000 kinds load within 20 s of CPU time" ||
    flunk "129,000 kinds load within 20 s of CPU time (status $big_status)"
rm -rf "$big"

echo "$PASSES passed, $FAILS failed"
[ "$FAILS" -eq 0 ]
