#!/bin/sh
# The core's layers (doc/design.md): base, world, rules, turn, each a folder
# of src/core (the code) and include/murk (the headers). A module's layer
# is the folder it sits in; it may include only modules of its own layer or
# below (the layer is in every include: "murk/rules/mind.h"), and no
# modules include each other in a circle, directly or through others.
#
# And no two folders of src/ include each other (the second half), directly
# or through others. That no two files call each other in a circle is
# tests/modules.sh's, over all of src/ at once.
set -eu
cd "$(dirname "$0")/.."

# A layer's number from its folder's name: the only list here, and it is
# the four layers, not the modules. A module's layer is where it sits.
layer_number() {
    case "$1" in
    base) echo 1 ;;
    world) echo 2 ;;
    rules) echo 3 ;;
    turn) echo 4 ;;
    *) echo 0 ;;
    esac
}

bad=0
edges=$(mktemp)
trap 'rm -f "$edges"' EXIT
for file in src/core/* include/murk/*; do
    if [ ! -d "$file" ] || [ "$(layer_number "$(basename "$file")")" = 0 ]; then
        echo "layers: $file: the core holds only the layers' folders (base, world, rules, turn)"
        bad=1
    fi
done
for file in src/core/*/*.[ch] include/murk/*/*.h; do
    module=$(basename "$file" | sed 's/\.[ch]$//')
    folder=$(basename "$(dirname "$file")")
    from=$(layer_number "$folder")
    [ "$from" = 0 ] && continue
    # A module's header and its code sit in one layer.
    for other in src/core/*/"$module".c include/murk/*/"$module".h; do
        [ -e "$other" ] || continue
        if [ "$(basename "$(dirname "$other")")" != "$folder" ]; then
            echo "layers: $file and $other: one module, two layers ($folder, $(basename "$(dirname "$other")"))"
            bad=1
        fi
    done
    for used in $(sed -n 's|^#include "murk/\([a-z]*\)/\([a-z_0-9]*\)\.h".*|\1/\2|p; s|^#include "murk/\([a-z]*\)/\([a-z_0-9]*\.def\)".*|\1/\2|p' "$file"); do
        layer=${used%%/*}
        used=${used#*/}
        [ "$used" = "$module" ] && continue
        to=$(layer_number "$layer")
        if [ ! -e "include/murk/$layer/$used.h" ] && [ ! -e "include/murk/$layer/$used" ]; then
            echo "layers: $file: includes murk/$layer/$used, which is not there"
            bad=1
        elif [ "$to" -gt "$from" ]; then
            echo "layers: $file: $module ($folder, layer $from) includes $used ($layer, layer $to), above it"
            bad=1
        fi
        echo "$module $used" >>"$edges"
    done
    if grep -q '^#include "murk/[a-z_0-9]*\.' "$file"; then
        echo "layers: $file: includes a core header without its layer (murk/LAYER/NAME.h)"
        bad=1
    fi
done
if ! tsort "$edges" >/dev/null 2>"$edges.err"; then
    echo "layers: modules include each other in a circle:"
    cat "$edges.err"
    bad=1
fi
rm -f "$edges.err"

# ---- no circle anywhere in src/ ----
# Folders: include/murk is the core's, src/*.c the app's, src/X/ (and all
# below it) X's. A folder includes another when one of its files includes
# a header of the other's, found as the compiler finds it: beside the file,
# through -Isrc or through -Iinclude.
circles=$(mktemp -d)
trap 'rm -f "$edges"; rm -rf "$circles"' EXIT

# Fails when the "from to" lines in $1 go round, naming each circle.
no_circle() {
    sort -u "$1" >"$circles/sorted"
    tsort "$circles/sorted" >/dev/null 2>"$circles/err" && return 0
    echo "layers: $2 in a circle:"
    awk '/input contains a loop/ { if (line != "") print line; line = "  circle:"; next }
        { sub(/^tsort: /, ""); line = line " " $0 }
        END { if (line != "") print line }' "$circles/err"
    bad=1
}

find src -name '*.[ch]' | sort | xargs awk '
    function clean(path, n, part, kept, k, i, out) {
        n = split(path, part, "/")
        k = 0
        for (i = 1; i <= n; i++)
            if (part[i] == "..")
                k--
            else if (part[i] != "." && part[i] != "")
                kept[++k] = part[i]
        out = kept[1]
        for (i = 2; i <= k; i++)
            out = out "/" kept[i]
        return out
    }
    function exists(path, line, got) {
        got = (getline line < path)
        close(path)
        return got >= 0
    }
    function folder(path, n, part) {
        if (path ~ /^include\/murk\// || path ~ /^src\/core\//)
            return "core"
        n = split(path, part, "/")
        return n > 2 ? part[2] : "app"
    }
    /^#include "/ {
        header = $0
        sub(/^#include "/, "", header)
        sub(/".*/, "", header)
        dir = FILENAME
        sub(/\/[^\/]*$/, "", dir)
        split(dir "/" header " src/" header " include/" header, where, " ")
        for (i = 1; i <= 3; i++)
            if (exists(clean(where[i]))) {
                if (folder(FILENAME) != folder(clean(where[i])))
                    print folder(FILENAME), folder(clean(where[i]))
                break
            }
    }' >"$circles/folders"
no_circle "$circles/folders" "folders of src/ include each other"
# The file layer's order: src/files, under both, includes no other folder of
# murk's, and store and record know nothing of each other (src/run_end.c,
# above both, ends a run).
sort -u "$circles/folders" >"$circles/sorted"
while read -r from to; do
    case "$from $to" in
    "files "* | "store record" | "record store")
        echo "layers: src/$from includes src/$to: store and record stand on src/files, and on each other never"
        bad=1
        ;;
    esac
done <"$circles/sorted"

[ $bad = 0 ] && echo "layers: $(wc -l <"$edges") includes, all downward, no circle;" \
    "$(sort -u "$circles/folders" | wc -l) between folders of src/ and none in a circle"
exit $bad
