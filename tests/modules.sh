#!/bin/sh
# One module, one header (doc/design.md), for every file under src/ and the
# core's headers in include/murk:
#  1. a function x.c defines and does not keep static is declared in x's
#     own header (x.h beside it; include/murk/L/x.h for src/core/L/x.c) and
#     in no other header, nor in any .c;
#  2. a header declares only functions its own .c defines: a header with no
#     .c (a gather header, term.h) holds types, macros and inline code alone;
#  3. no two .c files use each other's functions in a circle, directly or
#     through others (a file-level call graph of all of src/, so a helper two
#     modules share has a module of its own, below both).
# Universal ctags finds each function's definitions and prototypes, with
# "static" among their properties. The calls are read from the code: every
# name in a .c file (comments, strings and characters blanked, a member
# after . or -> skipped) that another .c defines is a use of that file; a
# header's inline code is its own .c's. A name the file defines static
# itself is its own. The programs' entry points (main, libFuzzer's) have no
# header: the runtime calls them. MODULES_GRAPH=FILE writes the graph's
# edges ("from.c to.c"), to hold it beside nm on the objects.
set -eu
cd "$(dirname "$0")/.."

if ! ctags --version 2>/dev/null | grep -q 'Universal Ctags'; then
    echo "modules: needs universal-ctags (apt-get install universal-ctags)"
    exit 1
fi

list=$(mktemp)
tags=$(mktemp)
trap 'rm -f "$list" "$tags"' EXIT
find src include/murk -name '*.[ch]' | LC_ALL=C sort >"$list"
# One line a function, prototype or variable: kind (f, p, v or x), name,
# file, first and last line, and its properties ("static", "inline,static"), when it has any.
ctags -L "$list" -f - --sort=no --output-format=xref --language-force=C \
    --kinds-C=fpvx --fields=+e --fields-C=+'{properties}' \
    --_xformat='%k %N %F %n %{end} %{C.properties}' >"$tags"

# shellcheck disable=SC2046 # the file names have no spaces
awk '
    # The .c whose header this is, and the header of a .c: beside it, or
    # for the core the header of its layer in include/murk.
    function own_c(h, c) {
        c = h
        sub(/\.h$/, ".c", c)
        if (c ~ /^include\/murk\//)
            sub(/^include\/murk\//, "src/core/", c)
        return c
    }
    function own_h(c, h) {
        h = c
        sub(/\.c$/, ".h", h)
        if (h ~ /^src\/core\// && !(h in is_file)) {
            sub(/^src\/core\//, "include/murk/", h)
        }
        return h
    }
    function entry_point(name) {
        return name == "main" || name ~ /^LLVMFuzzer/
    }
    # The names a pasting macro makes from one line of its list, each used
    # (or, in a header, declared) by the file.
    function expand(macro, entry, n, param, arg, k, body, token, parts, p, i, made) {
        n = split(pasting[macro], param, ",")
        sub(/^[^(]*\(/, "", entry)
        sub(/\)[^)]*$/, "", entry)
        split(entry, arg, ",")
        for (k = 1; k <= n; k++)
            gsub(/^[ \t]+|[ \t]+$/, "", arg[k])
        body = pasted[macro]
        gsub(/[ \t]*##[ \t]*/, "##", body)
        while (match(body, /[A-Za-z0-9_#]*##[A-Za-z0-9_#]*/)) {
            token = substr(body, RSTART, RLENGTH)
            body = substr(body, RSTART + RLENGTH)
            p = split(token, parts, "##")
            made = ""
            for (i = 1; i <= p; i++) {
                for (k = 1; k <= n; k++)
                    if (parts[i] == param[k])
                        break
                made = made (k <= n ? arg[k] : parts[i])
            }
            if (FILENAME ~ /\.h$/) {
                if ((made in defined_in) && !((FILENAME, made) in declared)) {
                    declared[FILENAME, made] = 1
                    prototypes[++nprotos] = FILENAME " " made
                }
            } else
                use(made)
        }
    }
    # The file in hand uses name: an edge to the file defining it. A
    # macro of a header is used by each .c that includes it, directly or
    # through others; an inline function by each .c that names it.
    function use(name, to) {
        if (!(name in defined_in))
            return
        to = defined_in[name]
        if (to == module || (module, name) in local || entry_point(name))
            return
        if (!((module, to) in calls)) {
            calls[module, to] = name
            next_of[module] = next_of[module] " " to
        }
        if (graph != "")
            print module, to >graph
    }
    function fail(line) {
        print "modules: " line
        bad = 1
    }
    pass == 0 { is_file[$0] = 1; files[++nfiles] = $0; next }
    pass == 1 {
        kind = $1; name = $2; file = $3; is_static = $6 ~ /static/
        if (kind == "f" && file ~ /\.h$/) {
            inline_fn[name] = 1
            k = ++inlines[file]
            inline_name[file, k] = name
            inline_from[file, k] = $4
            inline_to[file, k] = $5
        } else if (kind == "f" && is_static)
            local[file, name] = 1
        else if (kind == "f") {
            if ((name in defined_in) && !entry_point(name))
                fail(name " is defined in " defined_in[name] " and in " file)
            defined_in[name] = file
            defines[file] = defines[file] " " name
        } else if ((kind == "p" || kind == "x") && !is_static) {
            declared[file, name] = 1
            prototypes[++nprotos] = file " " name
            if (kind == "x")
                shared[name] = 1
        } else if (kind == "v" && !is_static && file ~ /\.c$/)
            variable[++nvariables] = name " " file
        next
    }
    # A variable outside a function is shared when a header declares it
    # extern (ctags leaves "static" off a static table of an unnamed
    # struct): then it is one of its file, as a function is.
    pass == 2 && !variables_known {
        variables_known = 1
        for (i = 1; i <= nvariables; i++) {
            split(variable[i], part, " ")
            if (part[1] in shared) {
                defined_in[part[1]] = part[2]
                defines[part[2]] = defines[part[2]] " " part[1]
            }
        }
    }

    # ---- the code, read for the names it uses ----
    FNR == 1 {
        comment = 0
        continued = 0
        module = FILENAME
    }
    { defining = continued || $0 ~ /^[ \t]*#[ \t]*define/; continued = defining && $0 ~ /\\$/ }
    # A macro that pastes names together (act_##word) and the list it is
    # expanded over (#include "murk/base/action.def"): each name it makes is
    # used here, or in a header declared here.
    /^[ \t]*#[ \t]*define[ \t]+[A-Za-z_][A-Za-z0-9_]*\(/ || in_define {
        text = in_define ? text " " $0 : $0
        in_define = text ~ /\\$/
        sub(/\\$/, "", text)
        if (!in_define && text ~ /##/) {
            sub(/^[ \t]*#[ \t]*define[ \t]+/, "", text)
            macro = text
            sub(/\(.*/, "", macro)
            params = text
            sub(/^[^(]*\(/, "", params)
            sub(/\).*/, "", params)
            gsub(/[ \t]/, "", params)
            body = text
            sub(/^[^)]*\)/, "", body)
            pasting[macro] = params
            pasted[macro] = body
        }
        if (in_define)
            next
    }
    /^[ \t]*#[ \t]*undef/ { delete pasting[$2]; next }
    /^[ \t]*#[ \t]*include[ \t]*"[^"]*\.def"/ {
        list = $0
        sub(/^[^"]*"/, "", list)
        sub(/".*/, "", list)
        list = "include/" list
        while ((getline entry < list) > 0) {
            macro = entry
            if (!sub(/\(.*/, "", macro) || !(macro in pasting))
                continue
            expand(macro, entry)
        }
        close(list)
        next
    }
    # A header of murk (not the system): the compiler finds it beside the file, in src/
    # or in include/.
    /^[ \t]*#[ \t]*include[ \t]*"/ {
        header = $0
        sub(/^[^"]*"/, "", header)
        sub(/".*/, "", header)
        dir = FILENAME
        sub(/\/[^\/]*$/, "", dir)
        if ((dir "/" header) in is_file)
            includes[FILENAME] = includes[FILENAME] " " dir "/" header
        else if (("src/" header) in is_file)
            includes[FILENAME] = includes[FILENAME] " src/" header
        else if (("include/" header) in is_file)
            includes[FILENAME] = includes[FILENAME] " include/" header
        next
    }
    /^[ \t]*#[ \t]*include/ { next }
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
        while (match(code, /[A-Za-z_][A-Za-z0-9_]*/)) {
            name = substr(code, RSTART, RLENGTH)
            before = substr(code, 1, RSTART - 1)
            code = substr(code, RSTART + RLENGTH)
            if (before ~ /(\.|->)[ \t]*$/ || (!(name in defined_in) && !(name in inline_fn)))
                continue
            if (module ~ /\.c$/) {
                use(name)
                if (name in inline_fn)
                    uses_inline[module] = uses_inline[module] " " name
                continue
            }
            # In a header, only inline code and macros use anything.
            for (k = inlines[module]; k > 0; k--)
                if (FNR >= inline_from[module, k] && FNR <= inline_to[module, k])
                    break
            if (k > 0)
                inline_uses[inline_name[module, k]] = inline_uses[inline_name[module, k]] " " name
            else if (defining)
                header_uses[module] = header_uses[module] " " name
        }
    }

    # A circle, from the file where the walk met it again to the top of
    # the walk, each step naming one function it calls.
    function circle(from, i, k, text) {
        for (k = depth; walk[k] != from; k--)
            ;
        text = walk[k]
        for (i = k; i < depth; i++)
            text = text (i == k ? " calls " : ", which calls ") calls[walk[i], walk[i + 1]] " (" walk[i + 1] ")"
        text = text (depth == k ? " calls " : ", which calls ") calls[walk[depth], from] " back in " from
        fail("circle: " text)
    }
    function visit(file, n, i, to, next_files) {
        state[file] = 1
        walk[++depth] = file
        n = split(next_of[file], next_files, " ")
        for (i = 1; i <= n; i++) {
            to = next_files[i]
            if (state[to] == 1)
                circle(to)
            else if (!state[to])
                visit(to)
        }
        depth--
        state[file] = 2
    }

    END {
        # 1. each function in its own header, and in no other.
        for (i = 1; i <= nfiles; i++) {
            file = files[i]
            if (file !~ /\.c$/)
                continue
            n = split(defines[file], names, " ")
            for (k = 1; k <= n; k++) {
                name = names[k]
                if (entry_point(name))
                    continue
                header = own_h(file)
                if (!(header in is_file))
                    fail(name " is defined in " file ", which has no header of its own (" header ")")
                else if (!((header, name) in declared))
                    fail(name " is defined in " file " but not declared in its header " header)
            }
        }
        # 1 and 2. every prototype in the header of the file defining it.
        for (i = 1; i <= nprotos; i++) {
            split(prototypes[i], part, " ")
            file = part[1]
            name = part[2]
            if (entry_point(name))
                continue
            if (!(name in defined_in)) {
                if (!((file, name) in local))
                    fail(name " is declared in " file " but defined in no .c of src/")
            } else if (file ~ /\.c$/) {
                if (file != defined_in[name])
                    fail(name " is defined in " defined_in[name] " but declared in " file)
            } else if (own_c(file) != defined_in[name]) {
                fail(name " is defined in " defined_in[name] " but declared in " file)
            }
        }
        # 3. no circle.
        for (i = 1; i <= nfiles; i++) {
            module = files[i]
            if (module !~ /\.c$/)
                continue
            split("", seen)
            n = split(includes[module], todo, " ")
            while (n > 0) {
                header = todo[n--]
                if (header in seen)
                    continue
                seen[header] = 1
                k = split(header_uses[header], names, " ")
                while (k > 0)
                    use(names[k--])
                k = split(includes[header], more, " ")
                while (k > 0)
                    todo[++n] = more[k--]
            }
            split("", seen)
            n = split(uses_inline[module], todo, " ")
            while (n > 0) {
                name = todo[n--]
                if (name in seen)
                    continue
                seen[name] = 1
                k = split(inline_uses[name], names, " ")
                while (k > 0) {
                    use(names[k])
                    if (names[k] in inline_fn)
                        todo[++n] = names[k]
                    k--
                }
            }
        }
        for (i = 1; i <= nfiles; i++)
            if (files[i] ~ /\.c$/ && !state[files[i]])
                visit(files[i])
        for (edge in calls)
            edges++
        if (!bad)
            print "modules: " nprotos " prototypes, each in its own module'"'"'s header;", \
                edges + 0, "uses between files of src/, none in a circle"
        exit bad
    }' graph="${MODULES_GRAPH:-}" pass=0 "$list" pass=1 "$tags" pass=2 $(cat "$list")
