#!/bin/sh
# How the monster phase grows, counted in instructions, which a loaded
# machine does not move (bench_monsters.c's times do): callgrind counts
# game_do alone while the bench plays a monster case (--monsters-case: a
# player nobody can harm waits out 320 turns among 40, 160 or 300 awake
# monsters), and the ratios to 40 are printed beside their goals (160 at
# most 4.0 times 40, 300 at most 7.5: linear would be 4 and 7.5).
# With a second program (the Makefile's BENCH_BEFORE build of
# before/monsters_only.c, which plays the same cases) its figures too,
# prefixed before_. Skipped without valgrind.
#
#   sh src/bench/monster_instructions.sh BENCH [BEFORE_MONSTERS]
bench=$1
before=${2:-}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "monsters_instructions=skipped (no valgrind)"
    exit 0
fi

# Instructions of game_do in one case's turns, or "unknown".
case_instructions() {
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect=game_do \
        "$1" --monsters-case "$2" >/dev/null 2>&1
    total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
    rm -f "$out"
    echo "${total:-unknown}"
}

# The figures of one program, each line prefixed.
figures() {
    prefix=$2
    at40=$(case_instructions "$1" 40)
    at160=$(case_instructions "$1" 160)
    at300=$(case_instructions "$1" 300)
    echo "${prefix}monsters_40_instructions=$at40"
    echo "${prefix}monsters_160_instructions=$at160"
    echo "${prefix}monsters_300_instructions=$at300"
    case "$at40$at160$at300" in
    *unknown*) return ;;
    esac
    awk -v p="$prefix" -v a="$at40" -v b="$at160" -v c="$at300" 'BEGIN {
        printf "%smonsters_instructions_growth_160_over_40=%.2f (goal <= 4.00)\n", p, b / a
        printf "%smonsters_instructions_growth_300_over_40=%.2f (goal <= 7.50)\n", p, c / a
    }'
}

figures "$bench" ""
if [ -n "$before" ]; then
    figures "$before" before_
fi
