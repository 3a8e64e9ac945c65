#!/bin/sh
# Items: seed 1451 has a potion of poison, in view, one row down and three to
# the right of the player's start (n, l, l). Walk there, pick it up, list the
# pack, drink it, and read what happened off the side panel and the log.
. "$(dirname "$0")/lib.sh"

start 80x24 "$MURK_BIN" --seed 1451
expect "Health 30/30" "the game starts"
expect "!" "the potion is drawn on the floor"
keys n
keys l
keys l
keys g
expect "You pick up a murky potion (a)." "g picks it up, by its colour"
keys i
expect "Your pack (1 of 26)" "i lists the pack"
expect "a) ! a murky potion" "with its letter"
keys Escape
keys q
expect "Drink which potion?" "q asks which"
keys Escape
expect_not "It was a potion" "Esc cancels"
expect "Turn 4" "and a cancelled choice costs no turn"
keys q
keys a
expect "It was a potion of poison." "drinking identifies the potion"
expect "You feel very sick!" "and says what it did"
expect "Poisoned (5)" "the side panel shows the status with turns left"
expect "Health 29/30" "poison takes a point a turn"
keys q
expect_line "You have nothing to drink." "an empty pack says so"
keys r
expect_line "You have nothing to read." "and so for scrolls"
keys .
expect "Poisoned (4)" "the count goes down each turn"
keys R
expect "You feel the poison leave you." "R rests until something needs reading"
expect_not "Poisoned" "the status is gone from the side panel"
expect "Turn 10" "four turns of rest, no more"

finish
