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

echo "$PASSES passed, $FAILS failed"
[ "$FAILS" -eq 0 ]
