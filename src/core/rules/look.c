#include "murk/rules/look.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "murk/world/carry.h"
#include "murk/rules/ally.h"
#include "murk/rules/behaviour.h"
#include "murk/rules/intent.h"
#include "murk/rules/mind.h"
#include "murk/base/enchant.h"
#include "murk/world/world.h"
#include "murk/base/status.h"
#include "murk/world/place.h"
#include "murk/world/place_cage.h"
#include "murk/rules/why.h"

/* Appends the next of count names to a list: "a, b and c". */
static void list_add(char *out, size_t size, int index, int count, const char *name)
{
    size_t len = strlen(out);
    if (len >= size)
        return;
    const char *joint = index == 0 ? "" : index == count - 1 ? " and " : ", ";
    snprintf(out + len, size - len, "%s%s", joint, name);
}

int look_things_at(const struct game *game, struct pos p, char *out, size_t size)
{
    if (size == 0)
        return 0;
    out[0] = 0;
    const struct item_floor *floor = &game->floor.items;
    int count = world_lamp_at(game, p) ? 1 : 0;
    for (int i = 0; i < floor->count; i++)
        count += grid_eq(floor->items[i].pos, p);
    int index = 0;
    if (world_lamp_at(game, p))
        list_add(out, size, index++, count, "the Lamp of the Deep");
    for (int i = floor->count - 1; i >= 0 && game->item_kinds; i--) {
        if (!grid_eq(floor->items[i].pos, p))
            continue;
        char name[ITEM_NAME_MAX];
        item_name_enchanted(&game->run.lore,
                            game->item_kinds,
                            floor->items[i].kind,
                            item_floor_count(&floor->items[i]),
                            floor->items[i].enchant,
                            name,
                            sizeof name);
        list_add(out, size, index++, count, name);
    }
    return count;
}

/* A monster as look tells it: "A goblin, unhurt, hunting you." and, sensed
 * but not seen, the way it is perceived last: "..., hunting you, sensed.";
 * then why its mind last changed, in full: "It heard the fight 6 steps
 * away, 3 turns ago." */
static void describe_monster(const struct game *game, int slot, char *out, size_t size)
{
    const struct monster *m = &game->floor.monsters[slot];
    const char *name = world_kind_of(game, m)->name;
    const char *article = monster_article(name);
    char words[LOOK_WORDS_MAX];
    look_monster_words(game, m, words, sizeof words);
    enum perceive way = world_perceives(game, slot);
    snprintf(out,
             size,
             "%c%s %s, %s, %s%s%s.",
             toupper((unsigned char)article[0]),
             article + 1,
             name,
             monster_wound_word(m),
             words,
             way == PERCEIVE_SIGHT ? "" : ", ",
             way == PERCEIVE_SIGHT ? "" : perceive_word(way));
    char why[WHY_LINE];
    if (why_said(game, m, true, why, sizeof why) == 0)
        return;
    char when[24];
    why_when(game, m, when, sizeof when);
    size_t len = strlen(out);
    if (len + 1 < size)
        snprintf(out + len, size - len, " %c%s, %s.", toupper((unsigned char)why[0]), why + 1, when);
}

void look_describe(const struct game *game, struct pos p, char *out, size_t size)
{
    const struct map *map = &game->floor.map;
    if (size == 0)
        return;
    /* A monster perceived without sight is told of wherever it stands, on a
     * cell seen, remembered or never seen. */
    int sensed = world_monster_at(game, p);
    if (sensed >= 0 && world_perceived(game, sensed) &&
        world_perceives(game, sensed) != PERCEIVE_SIGHT) {
        describe_monster(game, sensed, out, size);
        return;
    }
    if (!map_in_bounds(map, p.x, p.y) || !map->remembered[map_index(map, p.x, p.y)]) {
        snprintf(out, size, "You have not seen this place.");
        return;
    }
    /* Out of sight, a door is as the player last saw it. */
    int at = map_index(map, p.x, p.y);
    enum tile tile = (enum tile)(world_sees(game, p) ? map->tiles[at] : map_remembered_tile(map, at));
    const char *ground = tile == TILE_WALL          ? "A wall"
                         : tile == TILE_STAIRS      ? "Stairs down"
                         : tile == TILE_DOOR_CLOSED ? "A closed door"
                         : tile == TILE_DOOR_OPEN   ? "An open door"
                         : tile == TILE_WATER       ? "Water"
                                                    : "Floor";
    /* A place's cell tells the place and what it offers (place.h), unless
     * the player or a monster seen stands on it. */
    int standing = world_monster_at(game, p);
    if (!grid_eq(p, game->run.player.pos) &&
        !(standing >= 0 && world_perceives(game, standing) == PERCEIVE_SIGHT &&
          standing != place_captive(game)) &&
        place_describe(game, p, out, size))
        return;
    if (!world_sees(game, p)) {
        /* What the map draws there, it says: an item seen there is
         * remembered as the map remembers it. */
        int item = item_floor_at(&game->floor.items, p);
        if (item >= 0 && game->floor.items.items[item].seen && game->item_kinds) {
            char name[ITEM_NAME_MAX];
            const struct item *it = &game->floor.items.items[item];
            item_name_enchanted(&game->run.lore,
                                game->item_kinds,
                                it->kind,
                                item_floor_count(it),
                                it->enchant,
                                name,
                                sizeof name);
            name[0] = (char)toupper((unsigned char)name[0]);
            snprintf(out, size, "%s, as you remember it.", name);
            return;
        }
        snprintf(out, size, "%s you remember.", ground);
        return;
    }
    if (grid_eq(p, game->run.player.pos)) {
        char things[MSGLOG_LINE];
        int count = look_things_at(game, p, things, sizeof things);
        snprintf(out,
                 size,
                 "You, with %d of %d health%s.%s%s",
                 game->run.player.health,
                 game->run.player.health_max,
                 tile == TILE_STAIRS      ? ", on stairs down"
                 : tile == TILE_DOOR_OPEN ? ", in an open door"
                                          : "",
                 count > 0 ? " Here: " : "",
                 count > 0 ? things : "");
        if (count > 0 && strlen(out) + 1 < size)
            strcat(out, ".");
        return;
    }
    int index = world_monster_at(game, p);
    if (index >= 0 && world_perceives(game, index) == PERCEIVE_SIGHT) {
        describe_monster(game, index, out, size);
        return;
    }
    char things[MSGLOG_LINE];
    int count = look_things_at(game, p, things, sizeof things);
    things[0] = (char)toupper((unsigned char)things[0]);
    if (count > 0 && tile == TILE_STAIRS)
        snprintf(out, size, "%s, on stairs down.", things);
    else if (count > 0)
        snprintf(out, size, "%s.", things);
    else
        snprintf(out, size, "%s.", ground);
}

/* Whether the player has seen the monster's kind heal: a fleer of it
 * comes back once healed. */
static bool seen_healing(const struct game *game, const struct monster *m)
{
    const struct recall *recall = &game->run.recall;
    const struct recall_entry *e = recall_find(recall, m->kind);
    return recall_knows_trait(recall, m->kind, TRAIT_REGENERATES) ||
           (e != NULL && (e->effects & EFFECT_BIT(EFFECT_DRAIN)));
}

/* Why a fleer flees, and whether it will be back, from what its state
 * holds: fear that runs out (and it is not badly hurt) ends in hunting
 * (mind_fear_ended); a hurt one hunts again only once healed past two
 * thirds, which only a kind that heals does. */
static const char *fleeing_detail(const struct game *game, const struct monster *m)
{
    /* A thief with its loot never comes back while it carries it. */
    if (behaviour_stays_fleeing(game, m))
        return ", with its loot: keeps away";
    bool hurt = monster_badly_wounded(m);
    if (mind_for_the_stairs(game, m))
        return ", hurt: making for the stairs";
    if (!hurt && m->base.status[STATUS_AFRAID] > 0)
        return ", afraid: will come back";
    if (hurt && seen_healing(game, m))
        return ", hurt: will come back healed";
    return hurt ? ", hurt" : "";
}

/* A group member's intention (intent.h), in the list's words: the first
 * word its short state, the rest its detail. */
static bool group_mind(const struct game *game, const struct monster *m, bool sees,
                       struct look_mind *out)
{
    switch (intent_of(game, m)) {
    case INTENT_SHOUTING:
        *out = (struct look_mind){"shouting", sees ? ", hunting you" : ", hunting"};
        return true;
    case INTENT_WAITING:
        *out = (struct look_mind){"waiting", " at the corridor"};
        return true;
    case INTENT_BROKE:
        *out = (struct look_mind){sees ? "fleeing" : "lying low", ", afraid: the pack broke"};
        return true;
    case INTENT_FOLLOWING: {
        const char *words = intent_list_words(game, m);
        *out = (struct look_mind){"following", words + sizeof "following" - 1};
        return true;
    }
    case INTENT_NONE:
        break;
    }
    return false;
}

struct look_mind look_monster_mind(const struct game *game, const struct monster *m)
{
    bool sees = world_monster_sees_player(game, m);
    if (m->ally)
        return (struct look_mind){"your ally", m->order == ALLY_STAYS ? ", staying" : ", following"};
    if (place_captive(game) == (int)(m - game->floor.monsters))
        return (struct look_mind){"caged", ""};
    struct look_mind group;
    if (m->state != STATE_ASLEEP && group_mind(game, m, sees, &group))
        return group;
    if (m->state == STATE_ASLEEP)
        return (struct look_mind){"asleep", ""};
    /* What cannot move keeps to its place whatever its state says. */
    if (kind_has(world_kind_of(game, m), TRAIT_STATIONARY))
        return (struct look_mind){sees ? "watching you" : "awake", ""};
    switch (m->state) {
    case STATE_WANDERING:
        return (struct look_mind){"wandering", ", unaware of you"};
    case STATE_HUNTING:
        /* "Hunting you" is said only of one that sees the player. */
        if (sees)
            return (struct look_mind){"hunting you", m->spent ? ", will not flee again" : ""};
        if (!m->knows_player && !m->on_trail) /* gives up at its next act, or finds the trail */
            return (struct look_mind){"hunting", ", not knowing where you are"};
        if (m->on_trail) /* it took a step along the scent this turn (scent.h) */
            return (struct look_mind){"following your trail", ""};
        if (m->search_turns > 0 || grid_eq(m->base.pos, m->last_seen))
            return (struct look_mind){"searching", " where it lost you"};
        return (struct look_mind){"hunting", ", going where it saw you"};
    case STATE_FLEEING:
        /* With nowhere lower to flee it struck the player this turn. */
        if (m->cornered)
            return (struct look_mind){"cornered", fleeing_detail(game, m)};
        /* Out of the player's reach of its eyes a fleer lies still, but
         * for one making for the stairs. */
        return (struct look_mind){sees || mind_for_the_stairs(game, m) ? "fleeing" : "lying low",
                                  fleeing_detail(game, m)};
    default:
        return (struct look_mind){mind_state_name(m->state), ""};
    }
}

/* Appends each of n words to out, joined by ", ". */
static void join_words(char *out, size_t size, const char *const *words, int n)
{
    for (int i = 0; i < n; i++) {
        size_t len = strlen(out);
        if (len < size)
            snprintf(out + len, size - len, "%s%s", len ? ", " : "", words[i]);
    }
}

/* Whether the mind's detail says the status already ("afraid: will come
 * back"). */
static bool said_in_mind(const struct game *game, const struct monster *m, enum status s)
{
    return s == STATUS_AFRAID && strstr(look_monster_mind(game, m).detail, "afraid") != NULL;
}

/* What shows on it and its kind's ways once seen, after its mind: what
 * it carries (written into carrying), its statuses, its kind's ways. */
static int plain_words(const struct game *game, const struct monster *m, const char **words,
                       char *carrying, size_t size)
{
    int n = 0;
    if (carry_describe(game, m, carrying, size) > 0)
        words[n++] = carrying;
    /* Only what is plain to see: never how long a status has left. */
    for (int s = 0; s < STATUS_COUNT; s++) {
        const char *word = status_look_word((enum status)s);
        if (word && m->base.status[s] > 0 && !said_in_mind(game, m, (enum status)s))
            words[n++] = word;
    }
    /* A kind's ways, once the player has seen them (recall.h). */
    const struct recall *recall = &game->run.recall;
    if (m->state != STATE_ASLEEP && recall_knows_slow(recall, world_kind_of(game, m), m->kind))
        words[n++] = "slow";
    if (recall_knows_trait(recall, m->kind, TRAIT_REGENERATES))
        words[n++] = "regenerates";
    return n;
}

int look_monster_words(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (size == 0)
        return 0;
    struct look_mind mind = look_monster_mind(game, m);
    snprintf(out, size, "%s%s", mind.state, mind.detail);
    const char *words[STATUS_COUNT + 3];
    char carrying[LOOK_WORDS_MAX];
    int n = plain_words(game, m, words, carrying, sizeof carrying);
    join_words(out, size, words, n);
    return n + 1;
}

int look_monster_more(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (size == 0)
        return 0;
    out[0] = 0;
    struct look_mind mind = look_monster_mind(game, m);
    const char *detail = mind.detail;
    /* The detail's own joint is for after the state, which is not here. */
    while (*detail == ',' || *detail == ' ')
        detail++;
    const char *words[STATUS_COUNT + 4];
    char carrying[LOOK_WORDS_MAX];
    int n = 0;
    if (detail[0])
        words[n++] = detail;
    n += plain_words(game, m, words + n, carrying, sizeof carrying);
    join_words(out, size, words, n);
    return n;
}

int look_recall(const struct game *game, int kind, char lines[][RECALL_LINE], int max)
{
    int killed = 0;
    for (int i = 0; i < game->run.killed_kinds; i++)
        if (game->run.killed[i].kind == kind)
            killed = game->run.killed[i].count;
    return recall_lines(&game->run.recall, &game->kinds->kinds[kind], kind, killed, lines, max);
}

struct pos look_next_monster(const struct game *game, struct pos from)
{
    const struct map *map = &game->floor.map;
    int cells = map->width * map->height;
    int start = map_in_bounds(map, from.x, from.y) ? map_index(map, from.x, from.y) : -1;
    for (int step = 1; step <= cells; step++) {
        int i = (start + step) % cells;
        struct pos p = {i % map->width, i / map->width};
        int slot = world_monster_at(game, p);
        if (slot >= 0 && world_perceived(game, slot))
            return p;
    }
    return from;
}
