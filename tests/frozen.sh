#!/bin/sh
# The readers of old formats are frozen: each reads a format as it was
# written, with its own copies of the lists of that time (statuses, states,
# traits, actions in order), never the live lists, which grow. This check
# fails when a frozen reader uses a live list's count (STATUS_COUNT, ...)
# or expands a .def list itself; test_save and test_recording load the
# golden files of each format (tests/data/saves/vN) to their pinned games.
set -eu
cd "$(dirname "$0")/.."

# The counts of the live lists: every NAME_COUNT the headers define.
counts=$(grep -ho '\b[A-Z][A-Z_]*_COUNT\b' include/murk/*/*.h src/core/*/*.h | sort -u | tr '\n' '|' | sed 's/|$//')

bad=0
# Files whose every line is frozen.
for file in src/core/world/save_v5.c; do
    if grep -nE "\\b($counts)\\b" "$file"; then
        echo "frozen: $file uses a live list's count: give it its own frozen list of that format's names"
        bad=1
    fi
    if grep -n '#include ".*\.def"' "$file"; then
        echo "frozen: $file expands a live .def list: copy the names it had then instead"
        bad=1
    fi
done
# Frozen tables in live files: version 2's actions (src/replay/recording.c)
# are written out by name, not built from action.def.
table=$(sed -n '/^static const char \*const version_2_actions\[\] = {/,/^};/p' src/replay/recording.c)
if [ -z "$table" ] || printf '%s\n' "$table" | sed '1d;$d' | grep -vqE '^( *"[a-z_]+",)+ *$'; then
    echo "frozen: src/replay/recording.c: version_2_actions must be version 2's action words, written out"
    bad=1
fi
[ "$bad" = 0 ] && echo "frozen: the old formats' readers use their own lists"
exit "$bad"
