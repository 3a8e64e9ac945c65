#!/bin/sh
# The docs say what the tree holds, checked so they cannot drift:
#  - doc/design.md section 1's diagram: each layer's line names every module
#    of its folder (src/core/LAYER/*.c, include/murk/LAYER/*.h) and none
#    that is not there;
#  - doc/design.md section 5 names every file under src/ and include/, and
#    no file that is not there; README's Layout every folder of them;
#  - doc/design.md section 3's action table names every action of
#    include/murk/base/action.def;
#  - doc/rules.md's tables list every kind of data/items.txt and
#    data/monsters.txt, and no kind that is not there;
#  - doc/rules.md's Traits section begins a line with each trait of
#    include/murk/base/trait.def, its word and then its description, the one
#    wording (the recall says it too), and names no trait that is not there.
# Each thing missing is named on a line of its own, and then, once for each
# kind of thing missing, the files to touch for it: the list of section 6's
# subsection for that kind ("docs: to add a trait, touch: ...").
#
# How a section names a file: in backquotes, by its path (`src/bot/aim.c`,
# `src/term/cursor.h/.c` for both), by its name alone after a path of the
# same folder in one table row or list item (`src/term/ui.h`, `ui.c`), or,
# for the core, by its module (`rng`: include/murk/base/rng.h and
# src/core/base/rng.c) or its name (`trait.def`, `dmap_layout.h`).
set -eu
cd "$(dirname "$0")/.."

bad=0
missing() {
    echo "docs: $*"
    bad=1
}

# The recipes a failure calls for, printed at the end from doc/design.md
# section 6 (its subsection's list of files), never written out here.
recipes=""
recipe() {
    case " $recipes " in
    *" $1 "*) ;;
    *) recipes="$recipes $1" ;;
    esac
}

# The lines of a markdown section: from the heading that matches $2 to the
# next heading of its level or above.
section() {
    awk -v want="$2" '
        /^#+ / {
            level = index($0, " ") - 1
            if (inside && level <= at) exit
            if (!inside && $0 ~ want) { inside = 1; at = level; next }
        }
        inside { print }
    ' "$1"
}

# The files a section names, one path a line, each resolved as the header
# says; a path that is not there is printed with a leading "!".
named_files() {
    awk '
        function exists(path) { return system("test -f \"" path "\"") == 0 }
        function name(path) { print path; if (!exists(path)) print "!" path }
        # A core module or a name of the core: either place. A bare word
        # that is neither is some other word (a function), not a file.
        function either(a, b, strict,   found) {
            found = 0
            if (a in core) { print core[a]; found = 1 }
            if (b in core) { print core[b]; found = 1 }
            if (!found && strict) print "!" a
        }
        function resolve(token,   dir, base, n, i, parts) {
            if (token ~ /[*{ ]/ || token !~ /^[A-Za-z0-9_.\/-]+$/) return
            # A folder; include/murk/ and src/core/ are the core (either).
            if (token ~ /\/$/) {
                if (token == "include/murk/" || token == "src/core/") folder = ""
                else if (token ~ /^(src|include)\//) folder = token
                return
            }
            # x.h/.c: both.
            if (token ~ /\.h\/\.c$/) {
                sub(/\/\.c$/, "", token)
                resolve(token)
                sub(/\.h$/, ".c", token)
                resolve(token)
                return
            }
            if (token ~ /\//) {
                if (token !~ /^(src|include)\//) return
                dir = token; sub(/[^\/]*$/, "", dir)
                folder = dir
                name(token)
                return
            }
            if (token !~ /\./) {
                if (token ~ /^[a-z][a-z0-9_]*$/ && folder == "")
                    either("include/murk/" token ".h", "src/core/" token ".c", 0)
                return
            }
            if (token !~ /^[a-z_][a-z0-9_]*\.(c|h|def|sh)$/) return
            if (folder != "") name(folder token)
            else if (token !~ /\.sh$/) either("include/murk/" token, "src/core/" token, 1)
        }
        # The core by its name alone, whatever layer it sits in:
        # include/murk/base/rng.h stands for include/murk/base/rng.h.
        BEGIN {
            while (("find include/murk src/core -type f" | getline path) > 0) {
                short = path
                sub(/\/(base|world|rules|turn)\//, "/", short)
                core[short] = path
            }
        }
        # A table row or a list item starts afresh.
        /^\|/ || /^ *- / || /^$/ { folder = "" }
        {
            line = $0
            while (match(line, /`[^`]*`/)) {
                resolve(substr(line, RSTART + 1, RLENGTH - 2))
                line = substr(line, RSTART + RLENGTH)
            }
        }
    '
}

# Every file under src/ and include/ named, and nothing named that is gone.
check_layout() {
    where=$1
    text=$2
    if [ -z "$text" ]; then
        missing "$where: the section is not there"
        return
    fi
    named=$(printf '%s\n' "$text" | named_files | sort -u)
    for file in $(find src include -type f | sort); do
        printf '%s\n' "$named" | grep -qxF "$file" || {
            missing "$where does not name $file"
            recipe module
        }
    done
    for gone in $(printf '%s\n' "$named" | sed -n 's/^!//p'); do
        missing "$where names $gone, which is not there"
    done
}

# Section 1's diagram: the line of each layer (with the indented lines
# after it) names every module of its folder (a .c under src/core/LAYER or
# a .h under include/murk/LAYER), and no module that is not there.
diagram=$(section doc/design.md '^## 1\. ' | awk '
    /^```/ { if (inside) exit; inside = 1; next }
    !inside { next }
    /^ *[1-4] +(base|world|rules|turn)( |$)/ {
        n = split($0, w, " "); layer = w[2]
        for (i = 3; i <= n; i++) print layer, w[i]
        next
    }
    layer != "" && /^            +[a-z]/ {
        n = split($0, w, " ")
        for (i = 1; i <= n; i++) print layer, w[i]
        next
    }
    { layer = "" }
')
for layer in base world rules turn; do
    named=$(printf '%s\n' "$diagram" | sed -n "s/^$layer //p" | sort -u)
    there=$(for f in src/core/$layer/*.c include/murk/$layer/*.h; do
        [ -e "$f" ] && basename "$f" | sed 's/\.[ch]$//'
    done | sort -u)
    for module in $there; do
        printf '%s\n' "$named" | grep -qxF "$module" || {
            missing "doc/design.md section 1's line for $layer lacks the module $module"
            recipe module
        }
    done
    for module in $named; do
        printf '%s\n' "$there" | grep -qxF "$module" ||
            missing "doc/design.md section 1's line for $layer names $module, which is not in src/core/$layer nor include/murk/$layer"
    done
done

check_layout "doc/design.md section 5" "$(section doc/design.md '^## 5\. ')"
# README's Layout names every folder under src/ and include/ (the files are
# design.md's), and no folder that is not there.
layout=$(section README.md '^## Layout')
if [ -z "$layout" ]; then
    missing "README.md's Layout: the section is not there"
fi
for dir in $(find src include -type d | sort); do
    printf '%s\n' "$layout" | grep -qF "\`$dir/\`" || missing "README.md's Layout does not name the folder $dir/"
done
for dir in $(printf '%s\n' "$layout" | grep -o '`\(src\|include\)/[a-z_/]*/`' | tr -d '`' | sort -u); do
    [ -d "$dir" ] || missing "README.md's Layout names the folder $dir, which is not there"
done

# Every action in section 3's table.
table=$(section doc/design.md '^## 3\. ' | grep '^| `')
for word in $(sed -n 's/^ACTION([A-Z_0-9]*, *\([a-z_]*\),.*/\1/p' include/murk/base/action.def); do
    printf '%s\n' "$table" | grep -q "\`$word\`" ||
        {
            missing "doc/design.md section 3's action table lacks the action $word"
            recipe action
        }
done

# The kinds of a data file against the first column of a section's tables
# (a table's header row, the one above its |---| line, left out).
check_kinds() {
    data=$1
    heading=$2
    what=$3
    rows=$(section doc/rules.md "$heading" | awk '
        /^\|/ {
            if (held != "" && $0 !~ /^\|-/) print held
            held = ""
            if ($0 !~ /^\|-/) { cell = $0; sub(/^\| */, "", cell); sub(/ *\|.*/, "", cell); held = cell }
            next
        }
        { if (held != "") print held; held = "" }
        END { if (held != "") print held }
    ' | sort -u)
    kinds=$(sed -n 's/^name:\(.*[^ ]\) *$/\1/p' "$data" | sort -u)
    printf '%s\n' "$kinds" | while IFS= read -r kind; do
        printf '%s\n' "$rows" | grep -qxF "$kind" ||
            echo "docs: doc/rules.md's $what table lacks $kind ($data)"
    done
    printf '%s\n' "$rows" | while IFS= read -r row; do
        printf '%s\n' "$kinds" | grep -qxF "$row" ||
            echo "docs: doc/rules.md's $what table lists $row, which $data does not have"
    done
}
# The man page names every potion (issue 44: sleeping and telepathy were
# missing): a player meets each by name once it is known.
for potion in $(awk '/^name:/ { n = substr($0, 6); gsub(/ /, "_", n) } /^class:potion/ { print n }' data/items.txt); do
    grep -qi -- "$(printf '%s' "$potion" | tr _ ' ')" man/murk.6 ||
        missing "man/murk.6 does not name the potion of $(printf '%s' "$potion" | tr _ ' ')"
done
kinds_out=$(
    check_kinds data/items.txt '^## Items' item
    check_kinds data/monsters.txt '^## The monster kinds' "monster kinds'"
)
if [ -n "$kinds_out" ]; then
    printf '%s\n' "$kinds_out"
    bad=1
    case "$kinds_out" in *"item table"*) recipe item ;; esac
    case "$kinds_out" in *"monster kinds' table"*) recipe monster ;; esac
fi

# Each trait's line: "- `word`: description", and no line for a trait gone.
traits=$(section doc/rules.md '^## Traits')
list=$(mktemp)
trap 'rm -f "$list"' EXIT
sed -n 's/^TRAIT([A-Z_0-9]*, *"\([^"]*\)", *"\([^"]*\)").*/\1 \2/p' include/murk/base/trait.def >"$list"
while read -r word description; do
    printf '%s\n' "$traits" | grep -qF -- "- \`$word\`: $description" ||
        {
            missing "doc/rules.md's Traits lacks the line '- \`$word\`: $description' (trait.def's wording)"
            recipe trait
        }
done <"$list"
for word in $(printf '%s\n' "$traits" | sed -n 's/^- `\([a-z_]*\)`:.*/\1/p'); do
    grep -q "^$word " "$list" || missing "doc/rules.md's Traits has $word, which trait.def does not"
done

# Each recipe called for: the files its subsection of section 6 lists, one
# "- `path` - what to do" bullet each.
for what in $recipes; do
    case $what in
    module) heading='^### A module' said='a module' ;;
    action) heading='^### An action' said='an action' ;;
    item) heading='^### An item kind' said='an item kind' ;;
    monster) heading='^### A monster kind' said='a monster kind' ;;
    trait) heading='^### A trait' said='a trait' ;;
    esac
    files=$(section doc/design.md "$heading" | sed -n 's/^- `\([^`]*\)`.*/\1/p' | paste -sd, - | sed 's/,/, /g')
    if [ -n "$files" ]; then
        echo "docs: to add $said, touch: $files"
    else
        echo "docs: doc/design.md section 6 has no recipe for $said ($heading)"
    fi
done

[ "$bad" = 0 ] && echo "docs: every file, action, kind and trait is where the docs say"
exit "$bad"
