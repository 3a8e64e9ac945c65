#!/bin/sh
# game_instructions_per_turn=: instructions in game_do alone, counted by
# callgrind while the bot plays the first floor of fixed seeds (a floor-1
# population), divided by the turns played: 20,000 turns, some 34 runs
# (3,000 were 5, and the figure moved by a tenth as the games did).
# Skipped without valgrind.
# With a second bench (the build before, the Makefile's BENCH_BEFORE), its
# figure too, before_game_instructions_per_turn=.
bench=$1
before=${2:-}
turns=20000
if ! command -v valgrind >/dev/null 2>&1; then
    echo "game_instructions_per_turn=skipped (no valgrind)"
    exit 0
fi

# Instructions a turn of the bench named, or "unknown".
per_turn() {
    out=$(mktemp)
    played=$(valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect=game_do \
        "$1" --floor1-turns $turns 2>/dev/null | sed -n 's/^turns=//p')
    total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
    rm -f "$out"
    if [ -n "$total" ] && [ -n "$played" ] && [ "$played" -gt 0 ]; then
        echo $((total / played))
    else
        echo unknown
    fi
}

echo "game_instructions_per_turn=$(per_turn "$bench")"
if [ -n "$before" ]; then
    echo "before_game_instructions_per_turn=$(per_turn "$before")"
fi
