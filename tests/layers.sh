#!/bin/sh
# The core's layers (doc/design.md): base, world, rules, turn, each a folder
# of src/core (the code) and include/murk (the headers). A module's layer
# is the folder it sits in; it may include only modules of its own layer or
# below (the layer is in every include: "murk/rules/mind.h"), and no
# modules include each other in a circle, directly or through others.
#
# And no circle anywhere in src/ (the second half): no two folders include
# each other, directly or through others, and no two files of one folder
# stand on each other, directly or through others.
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
# Files of one folder: X stands on Y when X.c calls or names a function Y.c
# defines, or X.c or X.h includes Y.h and there is a Y.c. What a header
# declares is no use of it, and a header with no .c of its own (term.h)
# only gathers: it stands on nothing. So a file that includes record.h,
# record.c's header, for helpers now in record_util.c is a circle:
# record.c calls it back.
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

# The files of one folder, read twice: first for the functions each .c
# defines, then for the names each file uses and the headers it includes.
# Comments, strings and characters are blanked first, so a name in them is
# no use.
file_edges() {
    awk '
        FNR == 1 {
            comment = 0
            module = FILENAME
            sub(/^.*\//, "", module)
            is_c = module ~ /\.c$/
            sub(/\.[ch]$/, "", module)
            if (pass == 1 && is_c)
                has_c[module] = 1
        }
        {
            line = $0
            code = ""
            while (line != "") {
                if (comment) {
                    end = index(line, "*/")
                    if (end == 0)
                        break
                    line = substr(line, end + 2)
                    comment = 0
                    continue
                }
                c = substr(line, 1, 1)
                if (substr(line, 1, 2) == "//")
                    break
                if (substr(line, 1, 2) == "/*") {
                    comment = 1
                    line = substr(line, 3)
                    code = code " "
                    continue
                }
                if (c == "\"" || c == "\047") {
                    j = 2
                    while (j <= length(line) && substr(line, j, 1) != c)
                        j += substr(line, j, 1) == "\\" ? 2 : 1
                    line = substr(line, j + 1)
                    code = code " "
                    continue
                }
                code = code c
                line = substr(line, 2)
            }
        }
        pass == 1 && is_c && code ~ /^[A-Za-z_][^;=(]*[ *][A-Za-z_][A-Za-z0-9_]*\(/ && code !~ /^static/ {
            name = code
            sub(/\(.*/, "", name)
            sub(/^.*[ *]/, "", name)
            defined_in[name] = module
        }
        pass == 2 && has_c[module] && $0 ~ /^#include "[a-z_0-9]+\.h"/ {
            used = $0
            sub(/^#include "/, "", used)
            sub(/\.h".*/, "", used)
            if (used != module && has_c[used])
                print module, used
        }
        pass == 2 && is_c {
            while (match(code, /[A-Za-z_][A-Za-z0-9_]*/)) {
                name = substr(code, RSTART, RLENGTH)
                code = substr(code, RSTART + RLENGTH)
                if ((name in defined_in) && defined_in[name] != module)
                    print module, defined_in[name]
            }
        }' pass=1 "$@" pass=2 "$@"
}

folders=0
for dir in src src/*/ src/*/*/; do
    dir=${dir%/}
    ls "$dir"/*.c >/dev/null 2>&1 || continue
    file_edges "$dir"/*.[ch] >"$circles/files"
    no_circle "$circles/files" "files of $dir stand on each other"
    folders=$((folders + 1))
done

[ $bad = 0 ] && echo "layers: $(wc -l <"$edges") includes, all downward, no circle;" \
    "$(sort -u "$circles/folders" | wc -l) between folders of src/ and none in a circle;" \
    "no circle between the files of any of $folders folders"
exit $bad
