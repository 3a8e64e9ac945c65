#!/bin/sh
# Wands and thrown potions at 80x24: a wand found hides behind its
# material; z asks which wand, brings out the target cursor ("Zap at"),
# and z lets the bolt fly: seen striking, the wand is known and shows its
# charges. t throws a potion at a monster: it shatters into a cloud, the
# potion is known, and the monster caught shows it on the panel.
#
# Seeds 108 and 61 on frozen floors (tests/data/e2e_wands: wands of slowness and
# potions of poison alone; tests/data/e2e_throw: potions of poison alone):
# o walks to the first item, a wand (a potion), and on past a goblin asleep
# until it wakes (or one comes into view awake).
. "$(dirname "$0")/lib.sh"

turn() { screen | grep -ow 'Turn [0-9]*'; }

data="$(dirname "$0")/../data"
start 80x24 "$MURK_BIN" --seed 108 --name zapper --data "$data/e2e_wands"
expect "Health 30/30" "the game starts"
keys o
expect "You see here a bone wand." "a wand is named by its material"
keys g
expect "You pick up a bone wand (a)." "g takes it"
keys o
expect "You stop: the goblin wakes up." "o walks on past a goblin asleep until it wakes"
before=$(turn)
keys z
expect "Zap which wand? (a-z, Esc to cancel)" "z asks which wand"
expect "a) / a bone wand" "the unknown wand is listed without its charges"
keys a
expect "Zap at" "a wand chosen, the target cursor comes out"
expect "z or Enter: zap" "the look window says how to zap"
keys Tab
expect "A goblin, unhurt," "Tab goes to the goblin"
keys z
expect "You zap a bone wand." "z zaps"
expect "It was a wand of slowness." "seen striking the goblin, the wand is known"
expect "The goblin slows down." "the goblin is slowed"
expect "slowed" "the side panel shows the goblin slowed"
[ "$(turn)" != "$before" ] && ok "the zap took a turn" || fail "the zap took a turn"
keys i
expect "a) / a wand of slowness [2]" "the known wand shows its charges left"
keys Escape
keys z
keys Escape
expect_not "Zap at" "Esc puts the choice away"
stop

start 80x24 "$MURK_BIN" --seed 61 --name thrower --data "$data/e2e_throw"
expect "Health 30/30" "the second game starts"
keys o
expect "You see here a turquoise potion." "o walks to a potion"
keys g
keys o
expect "You stop: a goblin comes into view." "o walks on until a goblin comes into view"
keys t
expect "a) ! a turquoise potion" "t lists the potion as something to throw"
keys a
expect "Throw at" "the target cursor comes out"
expect "A goblin, unhurt," "on the goblin near"
keys t
expect "The potion shatters into a cloud!" "thrown at the goblin, it shatters into a cloud"
expect "It was a potion of poison." "seen shattering, the potion is known"
expect "The goblin is caught in the cloud." "the goblin is caught in it"
expect "poisoned" "the side panel shows the goblin poisoned"
expect_not "turquoise potion (a)" "the potion left the pack"
stop

finish
