#!/bin/sh
# What drawing costs a key: callgrind counts the instructions spent under
# the front end's ui_draw_all (every window drawn and sent with doupdate) while
# draw_keys plays its scripted 300-key game on a pseudo-terminal, and this
# divides by the keys. Prints draw_instructions_per_key= (and the bytes the
# terminal was sent per key), or says why it was skipped.
#
#   sh src/bench/draw_instructions.sh DRAW_KEYS_BIN [DATA_DIR]
set -u
bin=$1
data=${2:-data}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "draw_instructions_per_key=skipped (no valgrind)"
    exit 0
fi
out=$(mktemp "${TMPDIR:-/tmp}/murk-draw.XXXXXX")
err=$(mktemp "${TMPDIR:-/tmp}/murk-draw-err.XXXXXX")
trap 'rm -f "$out" "$err"' EXIT
valgrind --tool=callgrind --toggle-collect=ui_draw_all --callgrind-out-file="$out" \
    "$bin" "$data" 2>"$err" || { echo "draw_keys failed:" >&2; tail -5 "$err" >&2; exit 1; }
instructions=$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$out")
[ -n "$instructions" ] || instructions=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$out")
keys=$(sed -n 's/.*keys=\([0-9]*\).*/\1/p' "$err")
bytes=$(sed -n 's/.*bytes=\([0-9]*\).*/\1/p' "$err")
if [ -z "$keys" ] || [ "$keys" = 0 ] || [ -z "$instructions" ] || [ "$instructions" = 0 ]; then
    echo "draw_keys: no count (is ui_draw_all in the binary?)" >&2
    exit 1
fi
echo "draw_instructions_per_key=$((instructions / keys))"
echo "draw_bytes_per_key=$((bytes / keys)) draw_keys=$keys"
