#!/bin/sh
# The core's layers (DESIGN.md): base, world, rules, turn. Each module may
# include only modules of its own layer or below, and no modules include
# each other in a circle, directly or through others. A new module must be
# given its layer here, or this check fails.
set -eu
cd "$(dirname "$0")/.."

layer_of() {
    case "$1" in
    rng | grid | map | mapgen | fov | dmap | dmap_scale | pathcache | parse | datafile | kindfile | diag | \
        kind | trait | item | item_kind | item_lore | item_floor | pack | entity | status | \
        monster | msglog | rgb | status_id | action | outcome) echo 1 ;;
    world | save) echo 2 ;;
    mind | combat | item_use | status_turn | look | travel) echo 3 ;;
    game | resume | act | floor | repeat) echo 4 ;;
    *) echo 0 ;;
    esac
}

bad=0
edges=$(mktemp)
trap 'rm -f "$edges"' EXIT
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
[ $bad = 0 ] && echo "layers: $(wc -l <"$edges") includes, all downward, no circle"
exit $bad
