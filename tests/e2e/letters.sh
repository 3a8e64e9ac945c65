#!/bin/sh
# Pack letters stay with their items: on seed 96, o walks to 9 arrows and
# then to a smoky potion; both are picked up (a, b). An arrow dropped leaves
# the stack a; all nine dropped leave the potion b in the pack list at 80x24,
# and the arrows picked up again take the first free letter, a, again.
. "$(dirname "$0")/lib.sh"

# Waits until the screen stops changing: a walk draws every step.
settle() {
    last=
    same=0
    i=0
    while [ $i -lt 100 ]; do
        now=$(screen)
        if [ "$now" = "$last" ]; then
            same=$((same + 1))
            [ $same -ge 3 ] && return 0
        else
            same=0
        fi
        last=$now
        sleep 0.2
        i=$((i + 1))
    done
}

start 80x24 "$MURK_BIN" --seed 96 --name letters --data "$(dirname "$0")/../data/e2e_frozen"
expect "Health 30/30" "the game starts"
keys o
settle
expect "You see here 9 arrows." "o walks to the arrows"
keys g
expect "You pick up 9 arrows (a)." "the arrows come in as a"
keys o
settle
expect "You see here a smoky potion." "o walks on to the potion"
keys g
expect "You pick up a smoky potion (b)." "the potion comes in as b"
keys d
expect "Drop which item?" "d asks which"
keys a
expect "You drop an arrow." "d a drops an arrow"
keys i
expect "a) { 8 arrows" "the stack keeps its letter"
keys Escape
for n in 1 2 3 4 5 6 7 8; do keys d a; done
keys i
expect "Your pack (1 of 26)" "i lists the pack"
expect "b) ! a smoky potion" "the potion is still b"
expect_not "a) " "and nothing is a"
keys Escape
keys g
expect "You pick up 9 arrows (a)." "the arrows picked up again take a, the first letter free"
keys i
expect "a) { 9 arrows" "the list goes by letter: a"
expect "b) ! a smoky potion" "then b"
keys Escape
keys Q
keys y
finish
