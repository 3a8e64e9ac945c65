#!/bin/sh
# Seen and remembered apart on every terminal: the floor in sight and the
# floor remembered are drawn differently by something other than dim (mosh
# 1.4 passes no dim; xterm on white draws faint black as black): a grey in
# 256 and 16 colours, dark and light; bold against plain with 8 colours,
# on vt100, vt220 and under NO_COLOR. Each case is checked with dim dropped from
# what tmux saw, as mosh drops it; and once through a real mosh on the
# loopback where mosh is installed. With 8 colours on a light background
# nothing is yellow (unreadable on white).
. "$(dirname "$0")/lib.sh"

ESC=$(printf '\033')

# attr_at X Y: the attributes the cell is drawn with: the escape sequences
# since the last character before it on its row, as tmux gives them back
# (capture-pane -e), or those of the run it is in.
attr_at() {
    tm capture-pane -p -e -t game | sed -n "$(($2 + 1))p" |
        awk -v x="$1" -v esc="$ESC" '{
            n = 0; cur = ""; run = "";
            while (length($0) > 0) {
                if (substr($0, 1, 1) == esc) {
                    m = match($0, /m/); cur = cur substr($0, 1, m); $0 = substr($0, m + 1); continue
                }
                if (cur != "") { run = cur; cur = "" }
                if (n == x) { print run; exit }
                n++; $0 = substr($0, 2)
            } }' | tr -d "$ESC"
}

# undimmed: the attributes without dim, as mosh passes them.
undimmed() { printf '%s' "$1" | sed -e 's/\[2m//g' -e 's/;2;/;/g' -e 's/\[2;/[/g' -e 's/;2m/m/g'; }

# seen_and_remembered WHAT: after X (the whole floor revealed), a floor cell
# beside the player (in sight) and one far off (remembered) are drawn apart,
# dim left out.
seen_and_remembered() {
    what=$1
    keys X
    sleep 0.3
    px=$(tm display -p -t game '#{cursor_x}')
    py=$(tm display -p -t game '#{cursor_y}')
    seen=""
    remembered=""
    for d in "-1 0" "1 0" "0 -1" "0 1" "-1 -1" "1 1" "-1 1" "1 -1"; do
        # shellcheck disable=SC2086
        set -- $d
        c=$(screen | sed -n "$((py + $2 + 1))p" | cut -c "$((px + $1 + 1))")
        if [ "$c" = . ]; then
            seen=$(attr_at $((px + $1)) $((py + $2)))
            break
        fi
    done
    row=0
    while [ $row -lt 19 ] && [ -z "$remembered" ]; do
        line=$(screen | sed -n "$((row + 1))p" | cut -c 1-60)
        col=$(printf '%s' "$line" | awk '{ print index($0, ".") - 1 }')
        dx=$((col - px))
        dy=$((row - py))
        if [ "$col" -ge 0 ] && [ $((dx * dx + dy * dy)) -gt 121 ]; then
            remembered=$(attr_at "$col" "$row")
        fi
        row=$((row + 1))
    done
    a=$(undimmed "$seen")
    b=$(undimmed "$remembered")
    [ -n "$seen$remembered" ] && [ "$a" != "$b" ] &&
        ok "$what: remembered floor ($remembered) apart from floor in sight ($seen), dim dropped" ||
        fail "$what: remembered floor ('$remembered') apart from floor in sight ('$seen'), dim dropped"
}

# play OPTIONS TERM WHAT: seed 42 with the options file and TERM given.
play() {
    options_file "$1"
    start 80x24 env TERM="$2" "$MURK_BIN" --seed 42 --name "r$E2E_STARTS"
    expect "Health 30/30" "$3: the game starts"
    seen_and_remembered "$3"
}

play "background = dark" xterm-256color "256 colours, dark"
play "background = light" xterm-256color "256 colours, light"
play "background = dark
colours = 16" xterm-256color "16 colours, dark"
play "background = light
colours = 16" xterm-256color "16 colours, light"
play "background = dark
colours = 8" xterm-256color "8 colours, dark"
play "background = light
colours = 8" xterm-256color "8 colours, light"
# Seed 42's first room has a door and the map its jackals: none yellow.
if tm capture-pane -p -e -t game | grep -q "$ESC\[\([0-9;]*;\)\?\(33\|43\|93\|103\)[;m]"; then
    fail "8 colours, light: nothing is yellow"
else
    ok "8 colours, light: nothing is yellow"
fi
play "background = dark" vt100 "vt100"
play "background = dark" vt220 "vt220"
options_file "background = dark"
start 80x24 env NO_COLOR=1 TERM=xterm-256color "$MURK_BIN" --seed 42 --name nocolour
expect "Health 30/30" "NO_COLOR: the game starts"
seen_and_remembered "NO_COLOR"
stop

# Through mosh itself, on the loopback: what arrives at the far end.
if command -v mosh-server >/dev/null 2>&1 && command -v mosh-client >/dev/null 2>&1 &&
    locale -a 2>/dev/null | grep -qi '^c\.utf-\?8$'; then
    options_file "background = dark"
    port=$((60001 + $$ % 900))
    # mosh-server starts its command in the home directory.
    bin=$(cd "$(dirname "$MURK_BIN")" && pwd)/$(basename "$MURK_BIN")
    connect=$(LANG=C.UTF-8 MURK_OPTIONS=$MURK_OPTIONS mosh-server new -c 256 -i 127.0.0.1 -p "$port" -- \
        "$bin" --seed 42 --name moshed 2>/dev/null | awk '/MOSH CONNECT/ { print $3, $4 }')
    if [ -n "$connect" ]; then
        # The server ends with the client, or by itself when never reached.
        at_exit "pkill -f 'mosh-server new .* -p $port ' 2>/dev/null"
        start 80x24 env TERM=xterm-256color LANG=C.UTF-8 MOSH_KEY="${connect#* }" \
            mosh-client 127.0.0.1 "${connect% *}"
        expect "Health 30/30" "mosh: the game starts through mosh"
        seen_and_remembered "mosh"
        keys Q
        keys y
        sleep 0.5
        keys q
        stop
    else
        echo "# mosh-server would not start here: the mosh case is skipped"
    fi
else
    echo "# mosh or a UTF-8 locale is missing: the mosh case is skipped (dim is dropped above as mosh drops it)"
fi
finish
