#!/bin/sh
# The core's layers (DESIGN.md): base, world, rules, turn. Each module may
# include only modules of its own layer or below, and no modules include
# each other in a circle, directly or through others. A new module must be
# given its layer here, or this check fails.
#
# And no circle anywhere in src/: no two folders include each other
# (include/murk is the core's, src/*.c the app's), directly or through
# others; and within a folder no two files stand on each other, directly
# or through others, where X stands on Y when X.c calls or names a function
# Y.c defines, or X.c or X.h includes Y.h and there is a Y.c (a header with
# no .c of its own, such as term.h, only gathers).
set -eu
cd "$(dirname "$0")/.."

layer_of() {
    case "$1" in
    rng | grid | map | mapgen | fov | dmap | dmap_scale | pathcache | parse | datafile | kindfile | diag | \
        kind | trait | item | item_kind | item_lore | item_floor | pack | entity | status | \
        monster | msglog | rgb | status_id) echo 1 ;;
    world | save) echo 2 ;;
    mind | combat | item_use | status_turn | look | travel) echo 3 ;;
    game | resume) echo 4 ;;
    *) echo 0 ;;
    esac
}

bad=0
edges=$(mktemp)
folder_edges=$(mktemp)
file_edges=$(mktemp)
trap 'rm -f "$edges" "$folder_edges" "$file_edges"' EXIT
for file in src/core/*.c include/murk/*.h; do
    module=$(basename "$file" | sed 's/\.[ch]$//')
    from=$(layer_of "$module")
    if [ "$from" = 0 ]; then
        echo "layers: $file: module '$module' has no layer in tests/layers.sh"
        bad=1
        continue
    fi
    for used in $(sed -n 's|^#include "murk/\([a-z_]*\)\.h".*|\1|p' "$file"); do
        [ "$used" = "$module" ] && continue
        to=$(layer_of "$used")
        if [ "$to" -gt "$from" ]; then
            echo "layers: $file: $module (layer $from) includes $used (layer $to), above it"
            bad=1
        fi
        echo "$module $used" >>"$edges"
    done
done
if ! tsort "$edges" >/dev/null 2>"$edges.err"; then
    echo "layers: modules include each other in a circle:"
    cat "$edges.err"
    bad=1
fi
rm -f "$edges.err"

# tsort's complaints, one line a circle, without its temporary file's name.
circles() {
    awk '/input contains a loop/ { if (line != "") print line; line = "  circle:"; next }
        { sub(/^tsort: /, ""); line = line " " $0 }
        END { if (line != "") print line }' "$1"
}

# The folder a file of the tree is in: core, app (src/*.c) or src's folder.
folder_of() {
    case "$1" in
    include/murk/*) echo core ;;
    src/*/*) echo "$1" | cut -d/ -f2 ;;
    src/*) echo app ;;
    *) echo outside ;;
    esac
}

# Where a quoted include in file finds its header: beside it, or through
# -Isrc or -Iinclude.
header_of() {
    for candidate in "$(dirname "$1")/$2" "src/$2" "include/$2"; do
        if [ -f "$candidate" ]; then
            realpath -m --relative-to=. "$candidate"
            return
        fi
    done
}

for file in $(find src -name '*.[ch]' | sort); do
    from=$(folder_of "$file")
    for inc in $(sed -n 's|^#include "\([^"]*\)".*|\1|p' "$file"); do
        header=$(header_of "$file" "$inc")
        [ -n "$header" ] || continue
        to=$(folder_of "$header")
        [ "$to" = "$from" ] || echo "$from $to" >>"$folder_edges"
    done
done
if ! tsort "$folder_edges" >/dev/null 2>"$folder_edges.err"; then
    echo "layers: folders of src/ include each other in a circle:"
    circles "$folder_edges.err"
    bad=1
fi
rm -f "$folder_edges.err"

# A C file with its comments and its strings and characters blanked, so a
# name in them is not taken for a use.
code_of() {
    awk '{
        line = $0; out = ""
        while (line != "") {
            if (comment) {
                end = index(line, "*/")
                if (end == 0) { line = ""; break }
                line = substr(line, end + 2); comment = 0; continue
            }
            two = substr(line, 1, 2); c = substr(line, 1, 1)
            if (two == "//") break
            if (two == "/*") { comment = 1; line = substr(line, 3); out = out " "; continue }
            if (c == "\"" || c == "\047") {
                j = 2
                while (j <= length(line) && substr(line, j, 1) != c)
                    j += substr(line, j, 1) == "\\" ? 2 : 1
                line = substr(line, j + 1); out = out " "; continue
            }
            out = out c; line = substr(line, 2)
        }
        print out
    }' "$1"
}

# The edges between the files of one folder: "X Y" when X stands on Y.
folder_file_edges() {
    defs=$(mktemp)
    for c in "$1"/*.c; do
        code_of "$c" | sed -n '/^static/d; s/^[A-Za-z_][^;=(]*[ *]\([A-Za-z_][A-Za-z0-9_]*\)(.*/\1/p' |
            sed "s|\$| $(basename "$c" .c)|"
    done >"$defs"
    for c in "$1"/*.c; do
        code_of "$c" | grep -o '[A-Za-z_][A-Za-z0-9_]*' | sort -u |
            awk -v m="$(basename "$c" .c)" 'NR == FNR { def[$1] = $2; next }
                ($1 in def) && def[$1] != m { print m, def[$1] }' "$defs" -
    done
    rm -f "$defs"
    for file in "$1"/*.[ch]; do
        module=$(basename "$file" | sed 's/\.[ch]$//')
        [ -f "$1/$module.c" ] || continue
        for inc in $(sed -n 's|^#include "\([a-z_0-9]*\)\.h".*|\1|p' "$file"); do
            [ "$inc" != "$module" ] && [ -f "$1/$inc.c" ] && echo "$module $inc"
        done
    done
}

for dir in src src/*/; do
    dir=${dir%/}
    ls "$dir"/*.c >/dev/null 2>&1 || continue
    folder_file_edges "$dir" | sort -u >"$file_edges"
    if ! tsort "$file_edges" >/dev/null 2>"$file_edges.err"; then
        echo "layers: files of $dir stand on each other in a circle:"
        circles "$file_edges.err"
        bad=1
    fi
    rm -f "$file_edges.err"
done

[ $bad = 0 ] && echo "layers: $(wc -l <"$edges") includes, all downward, no circle;" \
    "$(sort -u "$folder_edges" | wc -l) between folders of src/, no circle there or between files of a folder"
exit $bad
