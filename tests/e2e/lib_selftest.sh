#!/bin/sh
# The helpers the other scripts stand on: expect and wait_for find whole
# words, never part of one ("Turn 3" is not on a screen that shows Turn 30),
# take the text as it is, not as a pattern, and expect_line wants the whole
# line. Read from a real tmux pane, as the scripts read the game.
. "$(dirname "$0")/lib.sh"

fixture=$(mktemp "${TMPDIR:-/tmp}/murk-e2e-screen.XXXXXX")
at_exit 'rm -f "$fixture"'
cat >"$fixture" <<'SCREEN'
Turn 30   Health 30/30
Look: You, with 30 of 30 health.
kobolds [distance overlay] (x4) a\b
    Really quit? (y/n)
    You are already at full health.
SCREEN
# Drawn once the pane has its size; the pane then stays as it is.
start 80x24 sh -c 'sleep 0.2; cat "$1"; exec sleep 600' sh "$fixture"

# The positive cases through expect itself, the negative ones through
# wait_for and shows, which expect and expect_not are made of.
expect "Turn 30" "a whole number is found"
expect_not "Turn 3" "expect_not: Turn 3 is not on a screen showing Turn 30"
if wait_for "Turn 3"; then fail "wait_for: Turn 3 matched Turn 30"; else ok "wait_for: Turn 3 does not match Turn 30"; fi
if screen | shows "urn 30"; then fail "a word's tail matched"; else ok "nor does the tail of a word"; fi
if screen | shows "kobold"; then fail "kobold matched kobolds"; else ok "kobold is not found in kobolds"; fi
if printf 'x111\n' | shows "11"; then fail "11 matched inside 111"; else ok "nor is a word found again further inside a longer one"; fi
if printf '30 3\n' | shows "3"; then ok "a word is found after a longer one that holds it"; else fail "3 not found in: 30 3"; fi
expect "Look: " "a text ending in a space may be followed by a word"
expect "[distance overlay]" "brackets are taken as they are"
expect "(x4)" "and parentheses"
expect 'a\b' "and a backslash"
if screen | shows "[distance.overlay]"; then fail "a dot matched a space"; else ok "a dot is a dot, not any character"; fi
expect "30/30" "a number between signs is a whole word"
expect_line "Really quit? (y/n)" "expect_line finds a line that is the text, spaces at its ends aside"
if screen | shows_line "Really quit?"; then fail "expect_line matched part of a line"; else ok "but not a line that only holds it"; fi
expect_line "You are already at full health." "a message alone on its line"
finish
