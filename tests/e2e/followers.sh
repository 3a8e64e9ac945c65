#!/bin/sh
# Followers on the stairs and what monsters carry (doc/rules.md,
# "Followers, scavengers, thieves and trackers"): a saved game (written by
# tests/tools/follower_save through the real save files) has the player on
# the stairs down with a kobold scavenger next to them, hunting them and
# carrying 3 darts. Going down, the minds pane says it is following; a
# turn later it comes down next to the player, and look tells what it
# carries.
. "$(dirname "$0")/lib.sh"
FOLLOWER_SAVE_BIN=${FOLLOWER_SAVE_BIN:-build/plain/tests/tools/follower_save}

dir=$(mktemp -d "${TMPDIR:-/tmp}/murk-e2e-followers.XXXXXX")
at_exit 'rm -rf "$dir"'
"$FOLLOWER_SAVE_BIN" "$dir" follow || { fail "a saved game on the stairs"; finish; exit 1; }

start 80x24 "$MURK_BIN" --name follow --save-dir "$dir"
expect "kobold scavenger" "the monster list shows the scavenger next to the player"
keys x Tab
expect "carrying 3 darts" "look tells what it carries"
keys Escape Escape
keys m
expect "Minds (m hides)" "m opens the minds pane"
keys '>'
expect "You descend to floor 2." "the player goes down"
expect "kobold scavenger follows you" "the minds pane says who follows, between floors"
keys m
keys .
expect "The kobold scavenger follows you down!" "a turn later it follows the player down"
keys x Tab
expect "carrying 3" "it came down with what it carries"
expect "followed" "the list says why its mind changed: it followed you down"
keys Escape Escape
keys S
i=0
while tm has-session 2>/dev/null && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
finish
