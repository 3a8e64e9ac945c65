#!/bin/sh
# Growth (doc/rules.md, "Growth"): a saved game (written by
# tests/tools/growth_save through the real save files) with a mace
# wielded, leather armour and two scrolls of enchanting not yet known, is
# resumed by name. Reading one asks which item, though it was unknown; the
# mace chosen is "+1" in the pack, on the side panel and in its damage.
# The second, known now, asks again and Esc takes the reading back.
. "$(dirname "$0")/lib.sh"
GROWTH_SAVE_BIN=${GROWTH_SAVE_BIN:-build/plain/tests/tools/growth_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-growth.XXXXXX")
at_exit 'rm -rf "$dir"'
"$GROWTH_SAVE_BIN" "$dir" grower || { fail "a saved game with scrolls of enchanting"; finish; exit 1; }

start 80x24 "$MURK_BIN" --name grower --save-dir "$dir"
expect "Damage 4-7" "the mace wielded: 1-4 and its 3"
keys i
expect "c) ? 2 scrolls labelled" "the scrolls are not known"
keys Escape
keys r c
expect "Enchant which? (a-z; Esc: what you use)" "an unknown scroll of enchanting still asks which"
expect "b) [ leather armour" "and lists what can be enchanted"
expect_not "c) ?" "but not the scrolls"
keys a
expect_line "It was a scroll of enchanting." "reading it names it"
expect_line "It glows: a +1 mace (a)." "and says what it enchanted"
expect "Damage 4-7.5" "+1 on a weapon raises the top of its damage by half a point"
expect "Wield +1 mace" "the side panel shows the enchantment"
keys i
expect "a) ) a +1 mace (wielded: 4-7.5)" "the pack shows the +1"
keys Escape
keys r c
expect "Enchant which item? (a-z, Esc to cancel)" "a known one asks too"
keys Escape
expect "Turn 1" "and Esc takes the reading back: no turn"
keys r c b
expect_line "It glows: +1 leather armour (b)." "armour is enchanted by name"
keys i
expect "b) [ +1 leather armour (defense 1.5; you now 0)" "and its defense is half a point more"
keys Escape

finish
