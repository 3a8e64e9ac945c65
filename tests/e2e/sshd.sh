#!/bin/sh
# murk over a real SSH server, as doc/hosting.md sets one up: an sshd of
# the test's own on a free loopback port (its own config and host key, in
# a temporary directory), two temporary accounts whose keys force
# `murk --save-dir DIR` (the first with --name, the second playing as its
# login, which has a dot in it), ssh clients in tmux panes. Both play at
# once; a client killed (a dropped connection) leaves a save, and the next
# login goes on at the same turn, read off the screen. Then a third, shared
# login goes on at the same turn, read off the screen. A frozen client (an
# ssh stopped with SIGSTOP: the link hangs, sshd sees nothing wrong) is
# taken over by the next login, which plays on at the same turn within
# 2 s, the old murk gone. Then a third, shared account with a key a
# player, each forcing its --name into one folder: both play at once, a
# third key forcing `murk --watch ann` sees ann's screen within a second
# of each move, and both runs end in its one xlogfile. Skips, saying so,
# where it cannot run: not root, no sshd, no useradd.
. "$(dirname "$0")/lib.sh"

skip() {
    echo "skip: $1"
    exit 0
}
SSHD=$(command -v sshd || echo /usr/sbin/sshd)
[ "$(id -u)" = 0 ] || skip "the sshd test runs as root (it adds users and starts sshd)"
[ -x "$SSHD" ] || skip "no sshd (Debian: apt-get install openssh-server)"
for tool in ssh ssh-keygen useradd userdel usermod pgrep; do
    command -v $tool >/dev/null 2>&1 || skip "no $tool"
done

src=$(cd "$(dirname "$0")/../.." && pwd)
# Outside /tmp's sticky 1777 (sshd's StrictModes walks the home's parents),
# and nothing the test users can write but their homes.
top=$(mktemp -d /var/tmp/murk-sshd.XXXXXX) || skip "no temporary directory"
chmod 755 "$top"
at_exit 'cleanup_sshd'

# The test's accounts: unique to this run, and removed whatever happens.
users=
sshd_pid=
cleanup_sshd() {
    [ -n "$sshd_pid" ] && kill "$sshd_pid" 2>/dev/null
    for u in $users; do
        # Their sessions end with the clients (the tmux servers are gone by
        # now); give them a moment before the accounts go.
        i=0
        while pgrep -u "$u" >/dev/null 2>&1 && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
        userdel -r -f "$u" >/dev/null 2>&1
    done
    rm -rf "$top"
}

# murk and its data, where the test users can read them (the checkout may
# be in a directory they cannot enter).
mkdir -p "$top/bin/data" "$top/keys" "$top/homes"
cp "$MURK_BIN" "$top/bin/murk"
cp "$src"/data/*.txt "$top/bin/data/"
chmod -R a+rX "$top/bin"

# add_user NAME: an account (its shell /bin/sh, as forced commands need)
# with an empty authorized_keys.
add_user() {
    u=$1
    useradd -m -d "$top/homes/$u" -s /bin/sh "$u" >/dev/null 2>&1 || skip "useradd $u failed"
    users="$users $u"
    usermod -p '*' "$u" # no password, and not locked: sshd refuses a locked account
    mkdir -p "$top/homes/$u/.ssh"
    : >"$top/homes/$u/.ssh/authorized_keys"
    chown -R "$u:" "$top/homes/$u/.ssh"
    chmod 700 "$top/homes/$u/.ssh"
    chmod 600 "$top/homes/$u/.ssh/authorized_keys"
}

# add_key USER KEY ARGS: a key for USER, its private half $top/keys/KEY,
# that forces `murk ARGS` with a pty, as doc/hosting.md writes it.
add_key() {
    ssh-keygen -q -t ed25519 -N '' -C "$2" -f "$top/keys/$2" || skip "ssh-keygen failed"
    # ASan, in a sanitized build, reports no leaks here: nobody reads them.
    printf 'restrict,pty,command="ASAN_OPTIONS=detect_leaks=0 %s %s" %s\n' \
        "$top/bin/murk" "$3" "$(cat "$top/keys/$2.pub")" >>"$top/homes/$1/.ssh/authorized_keys"
}

u1="mka$$"
u2="mk.b$$" # a login with a dot: the name it plays as
add_user "$u1"
add_key "$u1" "$u1" "--name $u1 --save-dir $top/homes/$u1/murk"
add_user "$u2"
add_key "$u2" "$u2" "--save-dir $top/homes/$u2/murk"
# One shared games account, a key a player, each key forcing its name
# (doc/hosting.md, a public server): one folder, one xlogfile.
u3="mkg$$"
shared="$top/shared"
add_user "$u3"
install -d -o "$u3" -g "$u3" -m 0755 "$shared"
for who in ann bob; do
    add_key "$u3" "$who" "--no-debug --pause --max-size 80x24 --record-mode 0644 --name $who --save-dir $shared"
done
# A watcher's key (doc/hosting.md): it forces the watching of ann's game.
add_key "$u3" spy "--no-debug --max-size 80x24 --watch ann --save-dir $shared"

ssh-keygen -q -t ed25519 -N '' -f "$top/host_key" || skip "ssh-keygen failed"
cat >"$top/sshd_config" <<EOF
ListenAddress 127.0.0.1
HostKey $top/host_key
PidFile $top/sshd.pid
AllowUsers $u1 $u2 $u3
AuthenticationMethods publickey
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
PrintMotd no
PrintLastLog no
ClientAliveInterval 15
ClientAliveCountMax 3
LogLevel INFO
EOF
mkdir -p /run/sshd # the privilege separation directory sshd insists on

# sshd on a free port: each try a port of its own, until one listens.
try=0
port=
while [ $try -lt 10 ] && [ -z "$port" ]; do
    try=$((try + 1))
    p=$((20000 + ($$ * 31 + try * 7919) % 40000))
    "$SSHD" -D -e -f "$top/sshd_config" -p "$p" 2>"$top/sshd.log" &
    sshd_pid=$!
    i=0
    while [ $i -lt 30 ] && kill -0 "$sshd_pid" 2>/dev/null && ! grep -q "Server listening" "$top/sshd.log"; do
        sleep 0.1; i=$((i + 1))
    done
    if grep -q "Server listening" "$top/sshd.log"; then port=$p; else kill "$sshd_pid" 2>/dev/null; sshd_pid=; fi
done
[ -n "$port" ] || skip "sshd would not start: $(tail -1 "$top/sshd.log")"

# The tmux server the panes live in (the lib's first session idles).
start 80x24 sleep 600
tm set-option -g remain-on-exit on

# login_as USER PANE [KEY]: ssh in as USER (with the key named for USER,
# or KEY), with a terminal, in the pane PANE (80x24), made or started again.
login_as() {
    set -- "$1" "$2" ssh -F /dev/null -tt -p "$port" -i "$top/keys/${3:-$1}" -o BatchMode=yes \
        -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
        -o LogLevel=ERROR "$1@127.0.0.1"
    pane=$2
    shift 2
    if tm has-session -t "$pane" 2>/dev/null; then
        tm respawn-pane -k -t "$pane" "$@"
    else
        tm new-session -d -s "$pane" -x 80 -y 24 "$@"
    fi
}
screen_of() { tm capture-pane -p -t "$1"; }
# turn_of PANE: the turn the side panel shows.
turn_of() { screen_of "$1" | grep -o 'Turn [0-9]*' | grep -o '[0-9]*' | head -1; }
# expect_in PANE TEXT NAME: the pane shows TEXT within about 5 s.
expect_in() {
    i=0
    while [ $i -lt 50 ]; do
        screen_of "$1" | shows "$2" && { ok "$3"; return 0; }
        sleep 0.1; i=$((i + 1))
    done
    FAILS=$((FAILS + 1)); echo "not ok - $3 (wanted: $2)"
    echo "--- $1:"; screen_of "$1"; echo "---"
}
# murk_of USER: the pid of USER's murk, if one runs (a zombie is gone: it
# waits only for sshd to reap its shell).
murk_of() {
    for pid in $(pgrep -u "$1" -x murk); do
        ps -o stat= -p "$pid" | grep -q '^Z' || { echo "$pid"; return; }
    done
}
# drop_client PANE: the ssh client killed at once, as a dropped link or a
# crashed laptop would leave it. Echoes how long USER's murk took to go, in
# ms (or "never" after 5 s).
drop_client() {
    kill -KILL "$(tm display -p -t "$1" '#{pane_pid}')"
    t0=$(date +%s%N)
    i=0
    while [ -n "$(murk_of "$2")" ] && [ $i -lt 500 ]; do sleep 0.01; i=$((i + 1)); done
    [ -n "$(murk_of "$2")" ] && echo never || echo $((($(date +%s%N) - t0) / 1000000))
}
# waits PANE N: N turns of waiting, typed in one go.
waits() {
    w=0 dots=
    while [ $w -lt "$2" ]; do dots="$dots ."; w=$((w + 1)); done
    # shellcheck disable=SC2086
    tm send-keys -t "$1" $dots
}

# ---- two players at once ----
login_as "$u1" one
login_as "$u2" two
expect_in one "Health 30/30" "$u1 logs in over ssh and plays"
expect_in two "Health 30/30" "$u2 logs in over ssh and plays, at the same time"
waits one 12
waits two 7
expect_in one "Turn 12" "$u1 plays twelve turns"
expect_in two "Turn 7" "$u2 plays seven, at once"
[ -n "$(murk_of "$u1")" ] && [ -n "$(murk_of "$u2")" ] &&
    ok "both murks run at once, each as its own user" || fail "both murks run at once, each as its own user"
[ -s "$top/homes/$u1/murk/save/$u1.sav" ] && ok "$u1's save is $u1.sav" || fail "$u1's save is $u1.sav"
[ -s "$top/homes/$u2/murk/save/$u2.sav" ] && ok "$u2 plays as its login, dot and all: $u2.sav" ||
    fail "$u2 plays as its login, dot and all ($(ls "$top/homes/$u2/murk/save" 2>&1))"

# ---- a dropped client ----
before=$(turn_of one)
ms=$(drop_client one "$u1")
[ "$ms" != never ] && ok "a killed client: $u1's murk is gone in $ms ms" ||
    fail "a killed client: $u1's murk is gone (still there after 5 s)"
echo "# dropped_client_to_exit_ms=$ms"
login_as "$u1" one
expect_in one "Turn $before" "$u1 logs in again and goes on at turn $before: no turn lost"
[ "$(turn_of one)" = "$before" ] && ok "the turn read off the screen is the same ($before)" ||
    fail "the turn read off the screen is the same (was $before, now $(turn_of one))"
expect_in two "Turn 7" "$u2's game went on undisturbed"
waits two 3
expect_in two "Turn 10" "$u2 plays on"

# The other way: the second player's client dropped, and back.
before=$(turn_of two)
ms=$(drop_client two "$u2")
[ "$ms" != never ] && ok "$u2's murk is gone in $ms ms too" || fail "$u2's murk is gone too"
login_as "$u2" two
expect_in two "Turn $before" "$u2 goes on at turn $before"

# ---- a frozen client, taken over ----
# The ssh client stopped: the connection hangs with murk still in it, as
# a network drop leaves it until sshd times it out (minutes).
before=$(turn_of one)
old=$(murk_of "$u1")
frozen=$(tm display -p -t one '#{pane_pid}')
kill -STOP "$frozen"
login_as "$u1" three
expect_in three "$u1 is already playing (since" "a login while the client is frozen is told $u1 is already playing"
expect_in three "Take that game over? (y/n)" "...and asked whether to take the game over"
t0=$(date +%s%N)
tm send-keys -t three y
i=0
while [ "$(turn_of three)" != "$before" ] && [ $i -lt 50 ]; do sleep 0.05; i=$((i + 1)); done
ms=$((($(date +%s%N) - t0) / 1000000))
echo "# takeover_ms=$ms"
[ "$(turn_of three)" = "$before" ] && [ "$ms" -le 2000 ] &&
    ok "y: the new login plays on at turn $before within 2 s ($ms ms, polled)" ||
    fail "y: the new login plays on at turn $before within 2 s ($ms ms, turn $(turn_of three))"
now=$(murk_of "$u1")
[ -n "$now" ] && [ "$now" != "$old" ] && ! { kill -0 "$old" 2>/dev/null && ps -o stat= -p "$old" | grep -qv '^Z'; } &&
    ok "the frozen session's murk is gone, one murk plays" ||
    fail "the frozen session's murk is gone, one murk plays (was $old, now $now)"
kill -KILL "$frozen" 2>/dev/null
kill -CONT "$frozen" 2>/dev/null
waits three 2
expect_in three "Turn $((before + 2))" "the game taken over goes on"

# Both leave with S: saved, the sessions end.
tm send-keys -t three S
tm send-keys -t two S
i=0
while { [ -n "$(murk_of "$u1")" ] || [ -n "$(murk_of "$u2")" ]; } && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
[ -z "$(murk_of "$u1")" ] && [ -z "$(murk_of "$u2")" ] && ok "S saves and ends both sessions" ||
    fail "S saves and ends both sessions"

# ---- one shared account, a forced name a key ----
login_as "$u3" one ann
login_as "$u3" two bob
expect_in one "Health 30/30" "the shared account: ann's key plays"
expect_in two "Health 30/30" "the shared account: bob's key plays at once"
waits one 4
waits two 6
expect_in one "Turn 4" "ann plays four turns"
expect_in two "Turn 6" "bob six"

# ---- a third session watches ann's game live ----
login_as "$u3" three spy
expect_in three "You are watching ann." "a third key watches ann's game over ssh"
# upper PANE: the map and side panel rows (the log below holds the watch line).
upper() { screen_of "$1" | head -19 | sed 's/ *$//'; }
# same_top_within_a_second: the watcher's top rows are ann's, polled for
# up to a second; echoes the ms it took, or "never".
same_top_within_a_second() {
    t0=$(date +%s%N)
    i=0
    while [ $i -lt 20 ]; do
        upper one >"$top/ann.txt"
        upper three >"$top/spy.txt"
        cmp -s "$top/ann.txt" "$top/spy.txt" && { echo $((($(date +%s%N) - t0) / 1000000)); return 0; }
        sleep 0.05; i=$((i + 1))
    done
    echo never
    return 1
}
for k in h l . j k; do
    was=$(turn_of one)
    tm send-keys -t one "$k"
    i=0
    while [ "$(turn_of one)" = "$was" ] && [ $i -lt 40 ]; do sleep 0.05; i=$((i + 1)); done
    ms=$(same_top_within_a_second) && [ "$ms" -le 1000 ] &&
        ok "after ann's '$k' the watcher's screen is ann's within a second ($ms ms)" || {
        fail "after ann's '$k' the watcher's screen is ann's within a second ($ms)"
        diff "$top/ann.txt" "$top/spy.txt"
    }
done
tm send-keys -t three q
for pane in one two; do
    tm send-keys -t $pane Q
    sleep 0.3
    tm send-keys -t $pane y
done
expect_in one "Points:" "ann gives up: the end screen"
expect_in two "Points:" "bob too"
tm send-keys -t one q
tm send-keys -t two q
i=0
while [ -n "$(murk_of "$u3")" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
tab=$(printf '\t')
grep -q "name=ann$tab" "$shared/xlogfile" && grep -q "name=bob$tab" "$shared/xlogfile" &&
    ok "both runs are lines in the one xlogfile" || fail "both runs are lines in the one xlogfile"
[ "$(stat -c %a "$shared/xlogfile")" = 640 ] && ok "which --record-mode 0644 leaves closed to other accounts (they could lock it)" ||
    fail "which --record-mode 0644 leaves closed to other accounts ($(stat -c %a "$shared/xlogfile"))"

finish
