#!/bin/sh
# The screen-reader mode, through a real screen reader: yasr (Debian's
# console reader, a pty between the terminal and murk) speaking to a voice
# that writes what it is given to a file (the Emacspeak speech server's
# protocol: "q {text}" queues words, "d" says them). At 80x24:
# - a key's speech is its news and nothing else: the words written under
#   the map, never a glyph of the map nor a number of the panel;
# - the cursor rests after the newest line, and the map stands still;
# - V reads the monsters in view with their minds, @ the player's state,
#   ? names every key, a symbol by name too;
# - a whole floor is played from the speech alone: a player that decides
#   only from what was spoken finds the stairs and goes down.
# Without yasr (not installed), the reader's part is skipped, saying so,
# and the bytes are checked on the screen alone.
. "$(dirname "$0")/lib.sh"

SPEECH_DIR=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-speech.XXXXXX")
at_exit 'rm -rf "$SPEECH_DIR"'
LOG=$SPEECH_DIR/speech.log
: >"$LOG"

# The voice: whatever yasr sends is written down.
printf '#!/bin/sh\nexec cat >>"%s"\n' "$LOG" >"$SPEECH_DIR/voice"
chmod +x "$SPEECH_DIR/voice"
# yasr's own settings, the voice its synthesizer; its keys as Debian ships them.
cat >"$SPEECH_DIR/yasr.conf" <<EOF
[options]
cursor tracking=full
synthesizer=emacspeak server
synthesizer port=|$SPEECH_DIR/voice
key echo=off
shell=/bin/sh
special=off
up and down arrows=speak line
[Emacspeak server]
rate=175
punctuation=some
EOF

# play.sh: murk as yasr runs it (yasr takes no arguments after a program's).
# yasr leaves its own pty's descriptors open in the program it starts, so
# the program would never see the terminal go: they are closed first.
play() {
    printf '#!/bin/sh\nexec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-\nexec "%s" --screen-reader --save-dir "%s" "$@" %s\n' \
        "$(cd "$(dirname "$MURK_BIN")" && pwd)/$(basename "$MURK_BIN")" "$MURK_HOME" "$*" \
        >"$SPEECH_DIR/play"
    chmod +x "$SPEECH_DIR/play"
}

# spoken: the words yasr gave the voice since line $1 of the log, a chunk
# a line.
spoken() { tail -n +"$(($1 + 1))" "$LOG" | sed -n 's/^q {\(.*\)}$/\1/p' | sed 's/ *$//'; }

# say KEY...: types the keys, waits until the voice has been quiet a
# moment, and sets $SAID to what was spoken for them.
say() {
    mark=$(wc -l <"$LOG")
    # The log's size before the keys: speech that comes before the first
    # look is speech begun (measured after them, it went unseen, and
    # every key waited out the 2 s meant for a key that says nothing).
    size=$(wc -c <"$LOG")
    tm send-keys -t game "$@"
    # Until the voice has begun (2 s at most), then until it is quiet.
    begun=no
    quiet=0
    tries=0
    while [ $quiet -lt 4 ] && [ $tries -lt 60 ]; do
        sleep 0.05
        now=$(wc -c <"$LOG")
        if [ "$now" = "$size" ]; then
            [ $begun = yes ] || [ $tries -ge 40 ] && quiet=$((quiet + 1))
        else
            begun=yes
            quiet=0
        fi
        size=$now
        tries=$((tries + 1))
    done
    SAID=$(spoken "$mark")
}

# news_rows: the screen's rows under the map (the news), without blanks.
news_rows() { screen | tail -n 10 | sed 's/ *$//' | grep -v '^$'; }

if ! command -v yasr >/dev/null 2>&1; then
    echo "# yasr is not installed (apt-get install yasr): the reader's part is skipped"
    start 80x24 "$MURK_BIN" --screen-reader --name ears --seed 5
    expect "Welcome to murk" "the first news is the welcome"
    keys l
    expect "You step east." "a step is news in words"
    [ -z "$(screen | head -n 14 | tr -d ' \n')" ] && ok "the map is not drawn unasked" ||
        fail "the map is not drawn unasked"
    finish
    exit
fi

# Seed 5: the first room is quiet; a step east is free.
play --name ears --seed 5
start 80x24 yasr -C "$SPEECH_DIR/yasr.conf" "$SPEECH_DIR/play"
wait_for "Welcome to murk" >/dev/null
sleep 0.5
spoken 0 | grep -q "Welcome to murk. Press ? for the keys." &&
    ok "the reader says the welcome" || fail "the reader says the welcome (said: $(spoken 0))"
spoken 0 | grep -q "number\|repeats" &&
    fail "no glyph of the map is read at the start (said: $(spoken 0))" ||
    ok "no glyph of the map is read at the start"

say l
[ "$SAID" = "You step east." ] && ok "a step's speech is its news and nothing else" ||
    fail "a step's speech is its news and nothing else (said: $SAID)"
[ "$(news_rows)" = "$SAID" ] && ok "the speech is the news as the screen shows it" ||
    fail "the speech is the news as the screen shows it (screen: $(news_rows))"
x=$(tm display -p -t game '#{cursor_x}')
y=$(tm display -p -t game '#{cursor_y}')
[ "$y" = 14 ] && [ "$x" = "${#SAID}" ] && ok "the cursor rests after the newest line" ||
    fail "the cursor rests after the newest line (at $x,$y)"
[ -z "$(screen | head -n 14 | tr -d ' \n')" ] && ok "the map stands still, undrawn" ||
    fail "the map stands still, undrawn"
say l
[ "$SAID" = "You step east." ] && ok "the same news again is said again" ||
    fail "the same news again is said again (said: $SAID)"
say h h h h h
say y
case "$SAID" in "No way north-west: A wall.") ok "a wall in the way is said" ;;
*) fail "a wall in the way is said (said: $SAID)" ;; esac
say @
echo "$SAID" | grep -q "^Health 30 of 30. Depth 1, turn [0-9]*.$" && ok "@ says health, depth and turn" ||
    fail "@ says health, depth and turn (said: $SAID)"
echo "$SAID" | grep -q "^Wielding nothing.$" && ok "@ says what is wielded" ||
    fail "@ says what is wielded (said: $SAID)"
# The ? screen: a key that is a symbol is said by name too (yasr says no
# _ nor > with punctuation at "some": travel and the stairs were silent).
say '?'
echo "$SAID" | grep -q "^ *_\{0,1\} *underscore$" && echo "$SAID" | grep -q "^ *>\{0,1\} *greater-than$" &&
    ok "? names the keys that are symbols (travel, the stairs down)" ||
    fail "? names the keys that are symbols (said: $(echo "$SAID" | head -n 20))"
say Escape
say C-r
echo "$SAID" | grep -q "number\|repeats" && ok "Ctrl-R draws the map, and the reader reads it" ||
    fail "Ctrl-R draws the map, and the reader reads it (said: $SAID)"
say l
[ "$SAID" = "You step east." ] && ok "after it, a step is only its news again" ||
    fail "after it, a step is only its news again (said: $SAID)"
stop

# V: a band in view, with its mind.
"$FIGHT_SAVE_BIN" "$MURK_HOME" band band >/dev/null
play --name band
: >"$LOG"
start 80x24 yasr -C "$SPEECH_DIR/yasr.conf" "$SPEECH_DIR/play"
sleep 1.5
say V
echo "$SAID" | grep -q "band of [0-9]*, [a-z ]*, [a-z ]*, [0-9]* \(east\|west\|north\|south\)" &&
    ok "V reads the band, its mind and where it is" || fail "V reads the band (said: $SAID)"
stop

# A floor by ear: each key chosen from the speech alone.
play --name blind --seed 5
: >"$LOG"
start 80x24 yasr -C "$SPEECH_DIR/yasr.conf" "$SPEECH_DIR/play"
sleep 1.5

# toward "3 east 2 north": the move key that closes on it.
toward() {
    dx=0
    dy=0
    for w in $(echo "$1" | grep -o '[0-9]* \(east\|west\|north\|south\)' | tr ' ' ':'); do
        case "$w" in
        *:east) dx=1 ;; *:west) dx=-1 ;; *:south) dy=1 ;; *:north) dy=-1 ;;
        esac
    done
    case "$dx,$dy" in
    1,0) echo l ;; -1,0) echo h ;; 0,1) echo j ;; 0,-1) echo k ;;
    1,1) echo n ;; -1,1) echo b ;; 1,-1) echo u ;; -1,-1) echo y ;; *) echo . ;;
    esac
}

down=no
keys_used=0
while [ $keys_used -lt 200 ] && [ $down = no ]; do
    say V
    keys_used=$((keys_used + 1))
    view=$SAID
    stairs=$(echo "$view" | grep '^Stairs down, ')
    foe=$(echo "$view" | grep -v '^No monster\|^Stairs\|^On the floor\|, your ally, \|, caged, ' |
        grep ', [0-9][0-9 a-z]*\.$' | head -n 1)
    if echo "$stairs" | grep -q '^Stairs down, here'; then
        key='>'
        say '>'
        echo "$SAID" | grep -q "You descend to floor 2." && down=yes
    elif [ -n "$foe" ] && ! echo "$foe" | grep -q 'asleep'; then
        key=$(toward "$foe")
        say "$key"
    elif [ -n "$stairs" ]; then
        key=travel
        say _ '>' Enter
    else
        key=o
        say o
        if echo "$SAID" | grep -q "^Not with"; then
            [ -n "$foe" ] && say "$(toward "$foe")"
        fi
    fi
    keys_used=$((keys_used + 1))
    printf '%s\n-- %s\n%s\n--\n' "$view" "$key" "$SAID" >>"$SPEECH_DIR/trace"
    [ -n "$view$SAID" ] || { screen | tail -n 12 >>"$SPEECH_DIR/trace"; break; }
    echo "$SAID" | grep -q "You die" && break
done
[ $down = yes ] && ok "a floor played from the speech alone reaches the stairs ($keys_used keys)" ||
    fail "a floor played from the speech alone reaches the stairs (last said: $SAID)" &&
    tail -n 40 "$SPEECH_DIR/trace"
stop
finish
