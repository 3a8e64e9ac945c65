#!/bin/sh
# Perceiving (doc/rules.md, "Perceiving"): a saved game whose player is
# telepathic (written by tests/tools/telepathic_save through the real save
# files) is resumed by name. No monster is in view on arrival, so every one
# shown is sensed: the map draws them beyond the walls, the side panel
# lists them as sensed, look (and its recall) and the target cursor tell
# of them, and the map's cells follow them as they move far from the
# player (the map drawn turn by turn is the map drawn afresh).
. "$(dirname "$0")/lib.sh"
TELEPATHIC_SAVE_BIN=${TELEPATHIC_SAVE_BIN:-build/plain/tests/tools/telepathic_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-perceive.XXXXXX")
at_exit 'rm -rf "$dir"'
sensed=$("$TELEPATHIC_SAVE_BIN" "$dir" seer 50) || { fail "a saved game of a telepathic player"; finish; exit 1; }
[ "$sensed" -gt 0 ] && ok "the player senses $sensed monsters" || fail "the player senses monsters"

# The map's window: the left 60 columns above the log.
map() { screen | head -20 | cut -c1-60; }
# Monster glyphs on the map (letters: nothing else on the map is one).
glyphs() { map | tr -cd 'A-Za-z' | wc -c; }

start 80x24 "$MURK_BIN" --name seer --save-dir "$dir"
expect "Telepathic (50)" "the side panel shows the status"
expect "sensed" "the monster list says a monster is sensed"
[ "$(glyphs)" -gt 0 ] && ok "the map shows monsters sensed out of sight" \
    || fail "the map shows monsters sensed out of sight"

keys x Tab
expect "sensed." "look's Tab goes to a sensed monster and says how it is perceived"
keys Enter
expect "What you have seen of its kind:" "Enter on it gives its kind's recall"
keys Escape Escape Escape

keys t a
expect "Esc: cancel" "the target cursor comes out with a dagger to throw"
expect "Throw: blocked" "it starts on a sensed monster, behind the walls: blocked"
keys Escape

before=$(map)
keys . . . . . .
expect "Turn 6" "six turns pass"
after=$(map)
[ "$before" != "$after" ] && ok "sensed monsters moved on the map" || fail "sensed monsters moved on the map"
# The pack drawn over the map, then the map drawn again whole.
keys i
keys Escape
sleep 0.3
afresh=$(map)
[ "$after" = "$afresh" ] && ok "the map drawn turn by turn is the map drawn afresh: no sensed monster left behind" \
    || { fail "the map drawn turn by turn is the map drawn afresh"; echo "$after" >&2; echo "---" >&2; echo "$afresh" >&2; }
# Saved and left, so nothing is writing in the directory when it goes.
keys S
i=0
while tm has-session 2>/dev/null && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
[ -s "$dir/save/seer.sav" ] && ok "S saves and leaves" || fail "S saves and leaves"
finish
