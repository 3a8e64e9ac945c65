# For the tests of a games-group install, as root (sourced after lib.sh):
# setgid_install PREFIX LETTER... makes a temporary group and one account a
# letter (PREFIX, the letter, this shell's pid: unique to the script, so
# tests run at once never meet), builds murk for a temporary tree and
# installs it there with `make install GAMES_GROUP=`. Then: $tmp, $state
# (the shared folder), $bin, $out, $grp, $SETGID_USER_<letter>; as USER
# COMMAND..., play USER N [ARGS], give_up N, ended N, check_mode,
# check_first. Skips the script, saying why, where it cannot run.

skip() { echo "skip: $1"; exit 0; }

setgid_install() {
    prefix=$1
    shift
    letters=$*
    [ "$(id -u)" = 0 ] || skip "$E2E_NAME.sh needs root (a group, its users and a setgid install)"
    for tool in groupadd useradd userdel groupdel runuser stat make; do
        command -v $tool >/dev/null 2>&1 || skip "$E2E_NAME.sh needs $tool"
    done

    # A setgid binary on a nosuid mount runs without its group: the first of
    # these that is not nosuid.
    tmp=
    for place in "${TMPDIR:-/tmp}" /var/tmp /tmp; do
        case ",$(findmnt -no OPTIONS -T "$place" 2>/dev/null)," in *,nosuid,*) continue ;; esac
        tmp=$(mktemp -d "$place/murk-setgid.XXXXXX") && break
    done
    [ -n "$tmp" ] || skip "every temporary directory is on a nosuid mount"
    at_exit 'rm -rf "$tmp"'
    chmod 755 "$tmp"

    src=$(cd "$(dirname "$0")/../.." && pwd)
    id=$$
    grp="${prefix}g$id"
    groupadd "$grp" || skip "groupadd failed"
    at_exit 'groupdel "$grp" 2>/dev/null'
    for letter in $letters; do
        u="$prefix$letter$id"
        eval "SETGID_USER_$letter=$u"
        mkdir -p "$tmp/home/$u"
        useradd -M -U -d "$tmp/home/$u" -s /bin/sh "$u" || skip "useradd failed"
        at_exit "userdel '$u' 2>/dev/null; groupdel '$u' 2>/dev/null"
        chown "$u:" "$tmp/home/$u"
    done
    chmod 755 "$tmp/home"
    out="$tmp/out"
    mkdir -p "$out"

    # ---- the install ----
    # A murk with the temporary tree's paths built in, made from the objects
    # already built (only what holds a path is compiled again).
    case "$MURK_BIN" in
        *build/san/murk) built="$src/build/san" san=1 ;;
        *) built="$src/build/plain" san= ;;
    esac
    mkdir -p "$tmp/build"
    cp -a "$built/." "$tmp/build/" 2>/dev/null
    rm -f "$tmp/build/murk"
    # LeakSanitizer cannot look at a setgid process (the kernel makes it
    # undumpable), nor can the process read ASAN_OPTIONS then: a sanitized
    # murk for this test is linked with leak checks off, and ASan and UBSan on.
    extra=
    if [ -n "$san" ]; then
        echo 'const char *__asan_default_options(void) { return "detect_leaks=0"; }' >"$tmp/no_leaks.c"
        cc -c -o "$tmp/no_leaks.o" "$tmp/no_leaks.c" && extra="$tmp/no_leaks.o"
    fi
    state="$tmp/var/games/murk"
    bin="$tmp/usr/games/murk"
    if make -s -C "$src" BUILD="$tmp/build" MURK_BIN="$tmp/build/murk" SANITIZE=$san \
        PREFIX="$tmp/usr" BINDIR="$tmp/usr/games" DATADIR="$tmp/usr/share/games/murk" \
        LDFLAGS="$extra" STATEDIR="$state" GAMES_GROUP="$grp" install >"$out/make" 2>&1; then
        ok "make install GAMES_GROUP=$grp"
    else
        fail "make install GAMES_GROUP=$grp: $(tail -5 "$out/make")"
        exit 1
    fi
}

modes() { stat -c '%a %U %G' "$1"; }
check_mode() { # PATH WANTED NAME
    got=$(modes "$1")
    [ "$got" = "$2" ] && ok "$3: $2" || fail "$3: $2 (got $got)"
}
# as USER COMMAND...: COMMAND run as USER, with nothing of ours in the
# environment (MURK_HOME above all, which would drop the group).
as() {
    as_user=$1; shift
    runuser -u "$as_user" -- env -i PATH=/usr/bin:/bin HOME="$tmp/home/$as_user" LANG=C.UTF-8 \
        TERM="${TERM:-xterm}" "$@"
}

# play USER N [ARGS]: USER plays in the pane, murk's status to $out/statusN;
# on seed 5 unless PLAY_SEED says otherwise (empty: none).
play() {
    p_user=$1 p_n=$2; shift 2
    cat >"$out/play$p_n" <<EOF
runuser -u "$p_user" -- env -i PATH=/usr/bin:/bin HOME="$tmp/home/$p_user" TERM="\$TERM" \
    "$bin" ${PLAY_SEED---seed 5} $* 2>"$out/err$p_n"
echo \$? >"$out/status$p_n"
sleep 60
EOF
    start 80x24 "sh '$out/play$p_n'"
}
# give_up N: Q, y, the end screen, q: the run ends and murk N exits.
give_up() {
    keys Q
    keys y
    wait_for "Points:" >/dev/null
    keys q
    ended "$1"
}
# check_first DIR WANTED NAME: check_mode on the first file in DIR.
check_first() {
    first=$(ls "$1" | head -1)
    [ -n "$first" ] && check_mode "$1/$first" "$2" "$3" || fail "$3: none in $1"
}
ended() {
    i=0
    while [ ! -s "$out/status$1" ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i + 1)); done
    [ "$(cat "$out/status$1" 2>/dev/null)" = 0 ]
}

