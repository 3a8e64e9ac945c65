#!/bin/sh
# grow_list.sh FILE.def: the list with one row more, before its first: a
# copy of its first row under another name (the ID GROWN_TEST, its first
# text "grown_test"). The build that proves the frozen readers read as they
# did (the Makefile's GROWN) makes its statuses, states and traits so: with
# every live number moved by one, an old format read by live numbers would
# show it.
set -eu
first=$(grep -E '^[A-Z_]+\(' "$1" | head -1)
case "$first" in
*\)) ;;
*)
    echo "grow_list: $1: its first row is not one line ending in ')': $first" >&2
    exit 65
    ;;
esac
grown=$(printf '%s\n' "$first" | sed -E 's/^([A-Z_]+)\([A-Z_0-9]+,/\1(GROWN_TEST,/; s/"[^"]*"/"grown_test"/')
# A status's tenth field is where it ticks, each place used once: the grown
# one ticks last, after the rows there are.
case "$first" in
STATUS\(*)
    rows=$(grep -cE '^STATUS\(' "$1")
    grown=$(printf '%s\n' "$grown" | awk -v last=$((rows + 1)) 'BEGIN { FS = OFS = ", " } { $10 = last; print }')
    ;;
esac
printf '%s\n' "$grown"
cat "$1"
