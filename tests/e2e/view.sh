#!/bin/sh
# The view: it stays still while the player steps about, and moves half a
# screen near an edge; remembered floor is grey apart from floor in sight
# (plain against bold without colour); the side panel shows damage and defense.
. "$(dirname "$0")/lib.sh"

ESC=$(printf '\033')
cursor() { echo "$(tm display -p -t game '#{cursor_x}'),$(tm display -p -t game '#{cursor_y}')"; }

# The attributes a cell is drawn with: the last escape sequence before it on
# its row, as tmux gives it back (capture-pane -e).
attr_at() { # x y
    tm capture-pane -p -e -t game | sed -n "$(($2 + 1))p" |
        awk -v x="$1" -v esc="$ESC" '{
            n = 0; last = "";
            while (length($0) > 0) {
                if (substr($0, 1, 1) == esc) {
                    m = match($0, /m/); last = substr($0, 1, m); $0 = substr($0, m + 1); continue
                }
                if (n == x) { print last; exit }
                n++; $0 = substr($0, 2)
            } }'
}

# Seed 42: the player starts in a room, a corridor leading south from it.
start 80x24 "$MURK_BIN" --seed 42 --name viewer
expect "Health 30/30" "the game starts"
expect "Damage 1-4" "the side panel shows the damage the player deals"
expect "Defense 0" "and the defense"
map_rows() { screen | cut -c 1-60 | sed -n '1,19p'; }
before=$(map_rows)
home=$(cursor)
keys h
after=$(map_rows)
# Every wall drawn before the step is drawn in the same place after it.
moved=$(printf '%s\n' "$before" | awk -v after="$after" '
    BEGIN { n = split(after, rows, "\n") }
    { for (i = 1; i <= length($0); i++)
          if (substr($0, i, 1) == "#" && substr(rows[NR], i, 1) != "#") moved++ }
    END { print moved + 0 }')
walls=$(printf '%s\n' "$before" | tr -cd '#' | wc -c)
[ "$walls" -gt 10 ] && [ "$moved" = 0 ] && ok "a step moves the player, not the view (all $walls walls stay put)" ||
    fail "a step moves the player, not the view ($moved of $walls walls moved)"
hx=${home%,*}
hy=${home#*,}
[ "$(cursor)" = "$((hx - 1)),$hy" ] && ok "the cursor moves with the player" || fail "the cursor moves with the player (at $(cursor))"

# Down the corridor to the south, out of the room: the room, remembered,
# is darker than the corridor in sight.
keys l
keys _
keys '>'
keys .
sleep 1
keys X
y=$(tm display -p -t game '#{cursor_y}')
[ "$y" -ge 4 ] && [ "$y" -le 14 ] && ok "travelled far, the player stays in the middle half of the view (row $y)" ||
    fail "travelled far, the player stays in the middle half of the view (row $y)"
# A floor cell beside the player is seen; one of the revealed map's far
# cells is only remembered.
seen=""
remembered=""
px=$(tm display -p -t game '#{cursor_x}')
py=$y
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
shown() { printf '%s' "$1" | tr -d "$ESC"; }
[ -n "$seen" ] && [ -n "$remembered" ] && [ "$seen" != "$remembered" ] &&
    ok "remembered floor ($(shown "$remembered")) is drawn apart from floor in sight ($(shown "$seen"))" ||
    fail "remembered floor ('$(shown "$remembered")') is drawn apart from floor in sight ('$(shown "$seen")')"
case "$remembered" in
    *"[90m"* | *";90m"*) ok "remembered floor is grey (mosh and white xterms drop dim)" ;;
    *) fail "remembered floor is grey (got $(shown "$remembered"))" ;;
esac
stop

start 80x24 env NO_COLOR=1 "$MURK_BIN" --seed 42 --name plain
expect "Health 30/30" "NO_COLOR: the game starts"
keys X
if tm capture-pane -p -e -t game | grep -q "$ESC\[[0-9;]*1m"; then
    ok "NO_COLOR: what is in sight is bold, apart from what is remembered"
else
    fail "NO_COLOR: what is in sight is bold, apart from what is remembered"
fi
finish
