#include "murk/look.h"

#include <ctype.h>
#include <stdio.h>

#include "murk/world.h"
#include "murk/status.h"

void look_describe(const struct game *game, struct pos p, char *out, size_t size)
{
    const struct map *map = &game->floor.map;
    if (size == 0)
        return;
    if (!map_in_bounds(map, p.x, p.y) || !map->remembered[map_index(map, p.x, p.y)]) {
        snprintf(out, size, "You have not seen this place.");
        return;
    }
    bool wall = map->tiles[map_index(map, p.x, p.y)] == TILE_WALL;
    if (!world_sees(game, p)) {
        snprintf(out, size, "%s you remember.", wall ? "A wall" : "Floor");
        return;
    }
    if (grid_eq(p, game->run.player.pos)) {
        snprintf(
            out, size, "You, with %d of %d health.", game->run.player.health, game->run.player.health_max);
        return;
    }
    int index = world_monster_at(game, p);
    if (index >= 0) {
        const struct monster *m = &game->floor.monsters[index];
        const char *name = world_kind_of(game, m)->name;
        const char *article = monster_article(name);
        /* Only what is plain to see: never how long a status has left. */
        int len = snprintf(out,
                           size,
                           "%c%s %s, %s%s",
                           toupper((unsigned char)article[0]),
                           article + 1,
                           name,
                           monster_wound_word(m),
                           m->state == STATE_ASLEEP ? ", asleep" : "");
        for (int s = 0; s < STATUS_COUNT; s++) {
            const char *word = status_look_word((enum status)s);
            if (word && m->base.status[s] > 0 && len >= 0 && (size_t)len < size)
                len += snprintf(out + len, size - (size_t)len, ", %s", word);
        }
        if (len >= 0 && (size_t)len < size)
            snprintf(out + len, size - (size_t)len, ".");
        return;
    }
    snprintf(out, size, "%s", wall ? "A wall." : "Floor.");
}

struct pos look_next_monster(const struct game *game, struct pos from)
{
    const struct map *map = &game->floor.map;
    int cells = map->width * map->height;
    int start = map_in_bounds(map, from.x, from.y) ? map_index(map, from.x, from.y) : -1;
    for (int step = 1; step <= cells; step++) {
        int i = (start + step) % cells;
        struct pos p = {i % map->width, i / map->width};
        if (game->cache.visible[i] && world_monster_at(game, p) >= 0)
            return p;
    }
    return from;
}
