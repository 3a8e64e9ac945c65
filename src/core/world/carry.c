/* What monsters carry (carry.h). */
#include "murk/world/carry.h"

#include <stdio.h>
#include <string.h>

#include "murk/base/item_floor.h"
#include "murk/world/world.h"

int carry_find(const struct monster *m, int kind)
{
    for (int i = 0; i < m->carried_stacks; i++)
        if (m->carried[i].kind == kind)
            return i;
    return -1;
}

bool carry_fits(const struct monster *m, int kind)
{
    return carry_find(m, kind) >= 0 || m->carried_stacks < MONSTER_CARRY_MAX;
}

bool carry_add(struct monster *m, int kind, int count)
{
    if (!carry_fits(m, kind) || count <= 0)
        return false;
    int stack = carry_find(m, kind);
    if (stack < 0) {
        stack = m->carried_stacks++;
        m->carried[stack] = (struct carried){.kind = kind, .count = 0};
    }
    m->carried[stack].count += count;
    return true;
}

void carry_take_one(struct monster *m, int stack)
{
    if (stack < 0 || stack >= m->carried_stacks)
        return;
    if (--m->carried[stack].count > 0)
        return;
    memmove(&m->carried[stack],
            &m->carried[stack + 1],
            (size_t)(m->carried_stacks - stack - 1) * sizeof m->carried[0]);
    m->carried_stacks--;
}

int carry_describe(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (size == 0)
        return 0;
    out[0] = 0;
    if (!game->item_kinds || m->carried_stacks <= 0)
        return 0;
    snprintf(out, size, "carrying ");
    for (int i = 0; i < m->carried_stacks; i++) {
        char name[ITEM_NAME_MAX];
        item_name_count(&game->run.lore,
                        game->item_kinds,
                        m->carried[i].kind,
                        m->carried[i].count,
                        name,
                        sizeof name);
        size_t len = strlen(out);
        const char *joint = i == 0                       ? ""
                            : i == m->carried_stacks - 1 ? " and "
                                                         : ", ";
        if (len < size)
            snprintf(out + len, size - len, "%s%s", joint, name);
    }
    return m->carried_stacks;
}

void carry_drop_from_dead(struct game *game)
{
    if (!game->item_kinds)
        return;
    /* Every turn: the few that carry anything asked first whether they
     * live, not every monster of the floor. */
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
        if (m->carried_stacks == 0 || entity_alive(&m->base))
            continue;
        while (m->carried_stacks > 0) {
            const struct carried *c = &m->carried[m->carried_stacks - 1];
            if (game->floor.items.count >= ITEM_FLOOR_MAX)
                return; /* a floor this full keeps the loot with the dead, to drop later */
            item_floor_add_count(&game->floor.items, c->kind, c->count, m->base.pos);
            if (world_sees(game, m->base.pos)) {
                char name[ITEM_NAME_MAX];
                item_name_count(
                    &game->run.lore, game->item_kinds, c->kind, c->count, name, sizeof name);
                world_say(game, "The %s drops %s.", world_kind_of(game, m)->name, name);
            }
            m->carried_stacks--;
        }
    }
}
