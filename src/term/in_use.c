#include "in_use.h"

#include <stdio.h>

#include "murk/base/item_lore.h"

/* What is in use at slot by its kind's name, with its enchantment ("+1
 * short sword"), into out; NULL when nothing is. */
static const char *in_use_name(const struct game *game, int slot, char *out, size_t n)
{
    if (slot < 0)
        return NULL;
    const struct pack *pack = &game->run.pack;
    const char *name = game->item_kinds->kinds[pack->kinds[slot]].name;
    if (pack->enchant[slot] != 0)
        snprintf(out, n, "%+d %s", pack->enchant[slot], name);
    else
        snprintf(out, n, "%s", name);
    return out;
}

const char *in_use_weapon(const struct game *game, char *out, size_t n)
{
    return game->item_kinds
               ? in_use_name(game, item_pack_weapon(&game->run.pack, game->item_kinds), out, n)
               : NULL;
}

const char *in_use_armour(const struct game *game, char *out, size_t n)
{
    return game->item_kinds
               ? in_use_name(game, item_pack_armour(&game->run.pack, game->item_kinds), out, n)
               : NULL;
}

const char *in_use_launcher(const struct game *game, char *out, size_t n)
{
    return game->item_kinds
               ? in_use_name(game, item_pack_launcher(&game->run.pack, game->item_kinds), out, n)
               : NULL;
}

void in_use_firing(const struct game *game, char *out, size_t n)
{
    out[0] = 0;
    struct item_missile m;
    if (!game->item_kinds || item_missile_to_fire(&game->run.pack, game->item_kinds, &m) != ITEM_OK)
        return;
    char name[ITEM_NAME_MAX];
    item_name_count(&game->run.lore,
                    game->item_kinds,
                    m.kind,
                    item_pack_count(&game->run.pack, m.slot),
                    name,
                    sizeof name);
    snprintf(out, n, "%c) %s", item_pack_letter(&game->run.pack, m.slot), name);
}

