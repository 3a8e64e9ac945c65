#!/bin/sh
# The build and its packages: plain `make` installs nothing; run, check and
# bench ask tools/deps.sh for what each needs; a package with a trigger
# pending counts as there; a user without sudo is told the exact command;
# CPPFLAGS, CFLAGS and LDFLAGS reach the compiler, and -Werror only with
# WERROR=1.
PASSES=0
FAILS=0
ok() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() { FAILS=$((FAILS + 1)); echo "not ok - $1"; }
# make -n: what a make would run, run by none. The outer make's variables
# (SANITIZE=1, WERROR=1) are not these makes'.
dry() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u SANITIZE -u WERROR -u CPPFLAGS -u CFLAGS -u LDFLAGS make -n "$@" 2>&1; }

case "$(dry -B V=1)" in *deps.sh* | *apt-get*) fail "plain make installs nothing" ;;
*) ok "plain make installs nothing" ;; esac
case "$(dry run)" in *"tools/deps.sh --quiet play"*) ok "make run asks for what playing needs" ;;
*) fail "make run asks for what playing needs" ;; esac
case "$(dry check)" in *"tools/deps.sh --quiet test"*) ok "make check asks for what the tests need" ;;
*) fail "make check asks for what the tests need" ;; esac
case "$(dry bench)" in *"tools/deps.sh --quiet bench"*) ok "make bench asks for libtcod" ;;
*) fail "make bench asks for libtcod" ;; esac

obj=build/plain/src/shown.o
case "$(dry -B V=1 "$obj")" in *-Werror*) fail "no -Werror without WERROR=1" ;; *) ok "no -Werror without WERROR=1" ;; esac
case "$(dry -B V=1 WERROR=1 "$obj")" in *-Werror*) ok "-Werror with WERROR=1" ;; *) fail "-Werror with WERROR=1" ;; esac
case "$(dry -B V=1 CPPFLAGS=-D_FORTIFY_SOURCE=2 CFLAGS='-O2 -fstack-protector-strong' "$obj")" in
*-D_FORTIFY_SOURCE=2*-fstack-protector-strong*) ok "CPPFLAGS and CFLAGS reach the compiler" ;;
*) fail "CPPFLAGS and CFLAGS reach the compiler" ;; esac
case "$(dry -B V=1 LDFLAGS=-Wl,-z,relro murk)" in *"-Wl,-z,relro -o murk"*) ok "LDFLAGS reach the linker" ;;
*) fail "LDFLAGS reach the linker" ;; esac

# tools/deps.sh with a dpkg-query that says what we tell it to.
fake=$(mktemp -d)
trap 'rm -rf "$fake"' EXIT
chmod 755 "$fake"
fake_dpkg() { # STATUS-FOR-ALL [PACKAGE STATUS]
    cat >"$fake/dpkg-query" <<EOS
#!/bin/sh
for last; do :; done
[ "\$last" = "$2" ] && { printf '%s' "$3"; exit 0; }
printf '%s' "$1"
EOS
    chmod 755 "$fake/dpkg-query"
}
fake_dpkg "install ok triggers-pending"
out=$(PATH="$fake:$PATH" sh tools/deps.sh test 2>&1)
[ $? = 0 ] && ok "a trigger pending counts as installed" || fail "a trigger pending counts as installed: $out"
out=$(PATH="$fake:$PATH" sh tools/deps.sh --quiet test 2>&1)
[ -z "$out" ] && ok "--quiet says nothing when all is there" || fail "--quiet says nothing: $out"
fake_dpkg "install ok installed" libtcod-dev "unknown ok not-installed"
PATH="$fake:$PATH" sh tools/deps.sh --quiet test >/dev/null 2>&1 && ok "the tests do not need libtcod" ||
    fail "the tests do not need libtcod"
PATH="$fake:$PATH" sh tools/deps.sh --quiet play >/dev/null 2>&1 && ok "playing does not need libtcod" ||
    fail "playing does not need libtcod"
fake_dpkg "install ok installed" libsqlite3-dev "unknown ok not-installed"
# A user without sudo is told the command; never run where a sudo might
# really install. Root plays that user as nobody, who may not be able to
# read this checkout (a 0700 directory, as mktemp -d makes): what it runs,
# tools/deps.sh alone, is copied beside the fake dpkg-query first, and the
# check is skipped, saying why, when nobody cannot read even that.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 && id nobody >/dev/null 2>&1; then
    as_user="setpriv --reuid=nobody --regid=nogroup --clear-groups"
elif ! sudo -n true 2>/dev/null; then
    as_user=""
else
    as_user=skip
fi
cp tools/deps.sh "$fake/deps.sh" && chmod 644 "$fake/deps.sh"
if [ "$as_user" = skip ]; then
    echo "ok - without sudo, a missing package fails # skip this user's sudo would really install"
elif ! (cd / && $as_user sh -c '[ -r "$1" ] && [ -x "$2/dpkg-query" ]' sh "$fake/deps.sh" "$fake"); then
    echo "ok - without sudo, a missing package fails # skip nobody cannot reach $fake (TMPDIR not world-searchable)"
else
    out=$(cd / && $as_user env PATH="$fake:/usr/bin:/bin" sh "$fake/deps.sh" --quiet play 2>&1)
    status=$?
    [ $status = 1 ] && ok "without sudo, a missing package fails" || fail "without sudo, a missing package fails ($status: $out)"
    [ "$out" = "deps: missing packages: libsqlite3-dev; run: sudo apt-get install -y libsqlite3-dev" ] &&
        ok "and names the exact command in one line" || fail "and names the exact command in one line: $out"
fi

echo "$PASSES passed, $FAILS failed"
[ "$FAILS" -eq 0 ]
