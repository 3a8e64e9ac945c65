/* The run and the floor as a tagged body (save_codec.h): one walk over the
 * game's plain data serves writing, hashing and reading. Reading takes the
 * numbers that belong to the data (a monster's, an equipped item's) from
 * the kinds loaded now, so a save outlives a tuned data file; it refuses
 * only a save naming a kind that is gone. Older formats come in through
 * the chain of upgrades at the end. */
#include "murk/world/save.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/cause.h"
#include "murk/base/enchant.h"
#include "murk/base/status.h"
#include "murk/world/world.h"
#include "save_codec.h"
#include "save_names.h"
#include "save_place.h"
#include "save_v5.h"

enum { BIG = 1000000 };

/* Fails the read naming a kind the data no longer has. */
static void gone(struct codec *c, const char *what, const char *name)
{
    char why[96];
    snprintf(why, sizeof why, "%s '%s' is not in the data", what, name);
    if (!codec_failed(c))
        c->gone = true;
    codec_fail(c, why);
}

/* A monster kind by name. */
static void io_kind(struct codec *c, enum save_field field, int *kind)
{
    const struct kind_list *kinds = c->game->kinds;
    char name[sizeof kinds->kinds[0].name] = "";
    if (c->mode != CODEC_READ)
        snprintf(name, sizeof name, "%s", kinds->kinds[*kind].name);
    io_text(c, field, name, sizeof name, "a kind name");
    if (c->mode != CODEC_READ || codec_failed(c))
        return;
    *kind = kinds ? kind_find(kinds, name) : -1;
    if (*kind < 0) {
        gone(c, "the monster kind", name);
        *kind = 0;
    }
}

/* An item kind by name. */
static void io_item_kind(struct codec *c, enum save_field field, int *kind)
{
    const struct item_kind_list *kinds = c->game->item_kinds;
    char name[sizeof kinds->kinds[0].name] = "";
    if (c->mode != CODEC_READ)
        snprintf(name, sizeof name, "%s", kinds->kinds[*kind].name);
    io_text(c, field, name, sizeof name, "an item kind name");
    if (c->mode != CODEC_READ || codec_failed(c))
        return;
    *kind = kinds ? item_kind_find(kinds, name) : -1;
    if (*kind < 0) {
        gone(c, "the item kind", name);
        *kind = 0;
    }
}

static void io_xy(struct codec *c, enum save_field fx, enum save_field fy, struct pos *p,
                  const struct map *map, const char *what)
{
    io_int(c, fx, &p->x, 0, map->width - 1, what);
    io_int(c, fy, &p->y, 0, map->height - 1, what);
}

/* Each status with turns left, by name; a name this murk does not know is
 * skipped. */
static void io_statuses(struct codec *c, int *status)
{
    for (int s = 0; s < STATUS_COUNT && c->mode != CODEC_READ; s++) {
        if (status[s] == 0)
            continue;
        io_next(c, SAVE_FIELD_STATUS, 0, 1, 1, "statuses");
        char name[32];
        snprintf(name, sizeof name, "%s", status_name((enum status)s));
        io_text(c, SAVE_FIELD_STATUS_NAME, name, sizeof name, "a status");
        io_int(c, SAVE_FIELD_STATUS_TURNS, &status[s], 0, BIG, "a status");
        io_leave(c);
    }
    for (int i = 0;
         c->mode == CODEC_READ && io_next(c, SAVE_FIELD_STATUS, i, 0, STATUS_COUNT * 4, "statuses");
         i++) {
        char name[32];
        int turns = 0;
        io_text(c, SAVE_FIELD_STATUS_NAME, name, sizeof name, "a status");
        io_int(c, SAVE_FIELD_STATUS_TURNS, &turns, 0, BIG, "a status");
        int s = save_status_named(name);
        if (s >= 0)
            status[s] = turns;
        io_leave(c);
    }
}

/* The player, whose damage and defense go without what the equipped items
 * add: reading puts back what they add by the data of now (after the
 * pack is read). */
static void io_player(struct codec *c, struct game *g)
{
    struct entity bare = g->run.player;
    if (c->mode != CODEC_READ)
        item_pack_bonuses(&g->run.pack, g->item_kinds, &bare, -1);
    io_enter(c, SAVE_FIELD_PLAYER);
    io_xy(c, SAVE_FIELD_X, SAVE_FIELD_Y, &bare.pos, &g->floor.map, "the player's cell");
    io_int(c, SAVE_FIELD_HEALTH_MAX, &bare.health_max, 1, BIG, "most health");
    /* Alive, the player has health; only a run that is over (read
     * before) may end at 0 or below. */
    io_int(c, SAVE_FIELD_HEALTH, &bare.health, g->run.over ? -BIG : 1, bare.health_max, "health");
    /* Bare, without the items: nothing but an item gives defense. */
    io_int(c, SAVE_FIELD_DEFENSE, &bare.defense, 0, BIG, "defense");
    io_int(c, SAVE_FIELD_DAMAGE_MIN, &bare.damage_min, -BIG, BIG, "damage");
    io_int(c, SAVE_FIELD_DAMAGE_MAX, &bare.damage_max, bare.damage_min, BIG, "damage");
    io_int(c, SAVE_FIELD_SIGHT, &bare.sight, 1, WORLD_SIGHT_LINE_MAX, "sight");
    io_statuses(c, bare.status);
    io_leave(c);
    if (c->mode == CODEC_READ) {
        bare.glyph = PLAYER_GLYPH;
        bare.colour = PLAYER_COLOUR;
        g->run.player = bare;
    }
}

static void io_log(struct codec *c, struct msglog *log)
{
    io_enter(c, SAVE_FIELD_LOG);
    uint64_t said = (uint64_t)log->said;
    io_u64(c, SAVE_FIELD_LOG_SAID, &said);
    /* A count a game can reach (a few a turn), never one that overflows
     * when the next message is said. */
    if (c->mode == CODEC_READ && said > (uint64_t)BIG * 1000 * 100)
        codec_fail(c, "a message count out of range");
    /* Oldest first, so a read-back log starts at slot 0. */
    int count = log->count;
    int i = 0;
    for (; io_next(c, SAVE_FIELD_MSG, i, count, MSGLOG_CAPACITY, "messages"); i++) {
        struct msg *m =
            c->mode == CODEC_READ ? &log->msgs[i] : (struct msg *)msglog_get(log, count - 1 - i);
        io_text(c, SAVE_FIELD_MSG_TEXT, m->text, sizeof m->text, "a message");
        io_int(c, SAVE_FIELD_MSG_TURN, &m->turn, 0, BIG * 1000, "a message's turn");
        io_int(c, SAVE_FIELD_MSG_REPEAT, &m->repeat, 1, BIG * 1000, "a message's count");
        io_leave(c);
    }
    io_leave(c);
    if (c->mode == CODEC_READ) {
        log->count = i;
        log->start = 0;
        log->said = (long)(said & 0x7fffffffffffffffULL);
    }
}

/* The lore by kind name, so it follows the kinds wherever they move. A
 * kind gone from the data is dropped; a kind new in it is dealt its looks
 * (item_lore_deal_new). */
static void io_lore(struct codec *c, struct game *g)
{
    const struct item_kind_list *kinds = g->item_kinds;
    struct item_lore *lore = &g->run.lore;
    int count = kinds ? kinds->count : 0;
    bool dealt[ITEM_KINDS_MAX] = {false};
    for (int i = 0; io_next(c, SAVE_FIELD_LORE, i, count, ITEM_KINDS_MAX * 4, "lore"); i++) {
        char name[sizeof kinds->kinds[0].name] = "";
        if (c->mode != CODEC_READ)
            snprintf(name, sizeof name, "%s", kinds->kinds[i].name);
        io_text(c, SAVE_FIELD_LORE_KIND, name, sizeof name, "an item kind name");
        int kind = c->mode == CODEC_READ ? (kinds ? item_kind_find(kinds, name) : -1) : i;
        struct item_lore one = {0};
        int at = kind >= 0 ? kind : 0;
        struct item_lore *to = kind >= 0 ? lore : &one;
        io_int(c,
               SAVE_FIELD_LORE_APPEARANCE,
               &to->appearance[at],
               0,
               ITEM_POTION_COLOURS - 1,
               "a potion colour");
        io_text(c, SAVE_FIELD_LORE_TITLE, to->title[at], sizeof to->title[at], "a scroll title");
        io_bool(c, SAVE_FIELD_LORE_KNOWN, &to->known[at]);
        if (kind >= 0)
            dealt[kind] = true;
        io_leave(c);
    }
    if (c->mode == CODEC_READ && kinds && !codec_failed(c)) {
        struct rng rng;
        rng_seed_stream(&rng, g->run.seed, 0x6c6f7265); /* not the play's generator */
        item_lore_deal_new(lore, kinds, dealt, &rng);
    }
}

static void io_pack(struct codec *c, struct game *g)
{
    struct pack *pack = &g->run.pack;
    int i = 0;
    for (; io_next(c, SAVE_FIELD_PACK_ITEM, i, pack->count, ITEM_PACK_MAX, "the pack"); i++) {
        io_item_kind(c, SAVE_FIELD_PACK_KIND, &pack->kinds[i]);
        io_bool(c, SAVE_FIELD_PACK_EQUIPPED, &pack->equipped[i]);
        int count = item_pack_count(pack, i);
        io_int(c, SAVE_FIELD_PACK_COUNT, &count, 1, BIG, "a stack in the pack");
        pack->counts[i] = count;
        int letter = pack->letters[i];
        io_int(c, SAVE_FIELD_PACK_LETTER, &letter, 'a', 'z', "a letter in the pack");
        pack->letters[i] = (char)letter;
        io_int(c, SAVE_FIELD_PACK_CHARGES, &pack->charges[i], 0, 99, "a wand's charges");
        io_int(c, SAVE_FIELD_PACK_ENCHANT, &pack->enchant[i], 0, ITEM_ENCHANT_MAX, "an enchantment");
        io_leave(c);
    }
    pack->count = i;
    /* The quiver: a section when something was ever quivered. */
    int q = 0;
    for (; io_next(c, SAVE_FIELD_QUIVER, q, pack->quiver > 0, 1, "the quiver"); q++) {
        int kind = pack->quiver - 1;
        io_item_kind(c, SAVE_FIELD_QUIVER_KIND, &kind);
        int letter = pack->quiver_letter;
        io_int(c, SAVE_FIELD_QUIVER_LETTER, &letter, 'a', 'z', "the quiver's letter");
        pack->quiver = kind + 1;
        pack->quiver_letter = (char)letter;
        io_leave(c);
    }
    if (q == 0) {
        pack->quiver = 0;
        pack->quiver_letter = 0;
    }
}

/* The meters that moved, each by its word; one this murk does not know
 * is skipped, and one missing (an older save) is at its start. */
static void io_meters(struct codec *c, struct item_meters *meters)
{
    int moved[METER_COUNT], count = 0;
    for (int m = 0; m < METER_COUNT; m++)
        if (meters->shift[m] != 0)
            moved[count++] = m;
    for (int i = 0; io_next(c, SAVE_FIELD_METER, i, count, METER_COUNT * 4, "meters"); i++) {
        char name[32] = "";
        int shift = 0;
        if (c->mode != CODEC_READ) {
            snprintf(name, sizeof name, "%s", meter_word((enum meter)moved[i]));
            shift = meters->shift[moved[i]];
        }
        io_text(c, SAVE_FIELD_METER_NAME, name, sizeof name, "a meter");
        io_int(c, SAVE_FIELD_METER_SHIFT, &shift, -BIG, BIG, "a meter");
        int m = c->mode == CODEC_READ ? meter_from_word(name) : -1;
        if (m >= 0)
            meters->shift[m] = shift;
        io_leave(c);
    }
}

/* The kills by kind, each kind by name. */
static void io_kills(struct codec *c, struct game_run *run)
{
    int i = 0;
    for (; io_next(c, SAVE_FIELD_KILLED, i, run->killed_kinds, RUN_KILL_KINDS_MAX, "kinds killed");
         i++) {
        io_kind(c, SAVE_FIELD_KILLED_KIND, &run->killed[i].kind);
        io_int(c, SAVE_FIELD_KILLED_COUNT, &run->killed[i].count, 1, BIG * 1000, "a kill count");
        io_leave(c);
    }
    run->killed_kinds = i;
}

/* The traits seen, each by name; a name this murk does not know is
 * skipped. */
/* The word a save gives "the drains seen", from when drains was the last
 * trait: the drain blow seen is still saved as that trait, after the
 * traits, so the bytes (and every digest) stay as they were. */
static const char old_drains[] = "drains";

static void io_traits(struct codec *c, uint32_t *traits, uint32_t *effects)
{
    char name[32];
    for (int t = 0; t < TRAIT_COUNT && c->mode != CODEC_READ; t++) {
        snprintf(name, sizeof name, "%s", trait_name((enum trait)t));
        io_text_next(c, SAVE_FIELD_RECALL_TRAIT, name, sizeof name, *traits >> t & 1, "a trait");
    }
    if (c->mode != CODEC_READ) {
        snprintf(name, sizeof name, "%s", old_drains);
        io_text_next(c,
                     SAVE_FIELD_RECALL_TRAIT,
                     name,
                     sizeof name,
                     (*effects & EFFECT_BIT(EFFECT_DRAIN)) != 0,
                     "a trait");
    }
    while (c->mode == CODEC_READ &&
           io_text_next(c, SAVE_FIELD_RECALL_TRAIT, name, sizeof name, false, "a trait")) {
        if (strcmp(name, old_drains) == 0)
            *effects |= EFFECT_BIT(EFFECT_DRAIN);
        int t = trait_from_word(name, strlen(name));
        if (t >= 0)
            *traits |= TRAIT_BIT(t);
    }
}

/* The other blows seen: poison as the flag it was saved in when it was
 * a kind's venom; the rest (steal) by their effect's word. */
static void io_effects_seen(struct codec *c, uint32_t *effects)
{
    bool venom = (*effects & EFFECT_BIT(EFFECT_POISON)) != 0;
    io_bool(c, SAVE_FIELD_RECALL_VENOM, &venom);
    if (venom)
        *effects |= EFFECT_BIT(EFFECT_POISON);
    char word[32];
    for (int x = 0; x < EFFECT_COUNT && c->mode != CODEC_READ; x++) {
        bool own = x != EFFECT_DRAIN && x != EFFECT_POISON && (*effects & EFFECT_BIT(x));
        snprintf(word, sizeof word, "%s", effect_word((enum effect)x));
        io_text_next(c, SAVE_FIELD_RECALL_EFFECT, word, sizeof word, own, "a blow seen");
    }
    while (c->mode == CODEC_READ &&
           io_text_next(c, SAVE_FIELD_RECALL_EFFECT, word, sizeof word, false, "a blow seen")) {
        int x = effect_from_word(word, strlen(word));
        if (x < 0)
            codec_fail(c, "an unknown blow in the recall");
        else
            *effects |= EFFECT_BIT(x);
    }
}

/* What the player has seen of each kind (recall.h), each kind by name; a
 * kind gone from the data is dropped. */
static void io_recall(struct codec *c, struct recall *r)
{
    int n = 0;
    for (int i = 0; io_next(c, SAVE_FIELD_RECALL, i, r->count, RECALL_KINDS_MAX, "the recall");
         i++) {
        struct recall_entry *e = &r->entries[c->mode == CODEC_READ ? n : i];
        const struct kind_list *kinds = c->game->kinds;
        char name[sizeof kinds->kinds[0].name] = "";
        if (c->mode != CODEC_READ)
            snprintf(name, sizeof name, "%s", kinds->kinds[e->kind].name);
        io_text(c, SAVE_FIELD_RECALL_KIND, name, sizeof name, "a kind name");
        if (c->mode == CODEC_READ)
            e->kind = kinds ? kind_find(kinds, name) : -1;
        io_int(c,
               SAVE_FIELD_RECALL_AWAKE,
               &e->awake_seen,
               0,
               RECALL_SPEED_TURNS,
               "a recall's turns awake");
        io_int(c, SAVE_FIELD_RECALL_HITS, &e->hits, 0, BIG * 1000, "a recall's blows");
        io_int(c, SAVE_FIELD_RECALL_HIT_MIN, &e->hit_min, 0, BIG, "a recall's least blow");
        io_int(c, SAVE_FIELD_RECALL_HIT_MAX, &e->hit_max, e->hit_min, BIG, "a recall's most blow");
        io_bool(c, SAVE_FIELD_RECALL_STRUCK, &e->struck);
        io_traits(c, &e->traits, &e->effects);
        io_effects_seen(c, &e->effects);
        io_leave(c);
        if (c->mode == CODEC_READ && e->kind >= 0)
            n++;
        else if (c->mode == CODEC_READ)
            memset(e, 0, sizeof *e);
    }
    if (c->mode == CODEC_READ)
        r->count = n;
}

static void io_map(struct codec *c, struct map *map)
{
    int w = map->width, h = map->height;
    io_int(c, SAVE_FIELD_MAP_WIDTH, &w, 3, 1000, "the map's width");
    io_int(c, SAVE_FIELD_MAP_HEIGHT, &h, 3, 1000, "the map's height");
    if (codec_failed(c))
        return;
    if (c->mode == CODEC_READ && map_init(map, w, h) != 0) {
        codec_fail(c, "out of memory");
        return;
    }
    size_t cells = (size_t)w * (size_t)h;
    io_blob(c, SAVE_FIELD_MAP_TILES, map->tiles, cells, "the map");
    io_blob(c, SAVE_FIELD_MAP_REMEMBERED, map->remembered, cells, "the map's memory");
    int r = 0;
    for (; io_next(c, SAVE_FIELD_ROOM, r, map->room_count, MAP_MAX_ROOMS, "rooms"); r++) {
        struct room *room = &map->rooms[r];
        io_int(c, SAVE_FIELD_X, &room->x, 0, w - 1, "a room");
        io_int(c, SAVE_FIELD_Y, &room->y, 0, h - 1, "a room");
        io_int(c, SAVE_FIELD_ROOM_W, &room->w, 0, w, "a room");
        io_int(c, SAVE_FIELD_ROOM_H, &room->h, 0, h, "a room");
        io_leave(c);
    }
    map->room_count = r;
}

/* What a monster carries: its first stack as format 7 wrote a thief's
 * loot (the item kind by name, "" for nothing, and how many), each stack
 * after it a CARRIED section (format 8). */
static void io_carrying(struct codec *c, struct monster *m)
{
    const struct item_kind_list *kinds = c->game->item_kinds;
    char name[sizeof kinds->kinds[0].name] = "";
    int count = 0;
    bool any = m->carried_stacks > 0 && kinds;
    if (c->mode != CODEC_READ && any) {
        snprintf(name, sizeof name, "%s", kinds->kinds[m->carried[0].kind].name);
        count = m->carried[0].count;
    }
    io_text(c, SAVE_FIELD_CARRYING, name, sizeof name, "an item kind name");
    io_int(c, SAVE_FIELD_CARRYING_COUNT, &count, 0, BIG, "what a monster carries");
    if (c->mode == CODEC_READ && !codec_failed(c)) {
        int kind = name[0] && kinds ? item_kind_find(kinds, name) : -1;
        if (name[0] && kind < 0)
            gone(c, "the item kind", name);
        m->carried_stacks = 0;
        if (kind >= 0 && count > 0)
            m->carried[m->carried_stacks++] = (struct carried){kind, count};
    }
    int more = any ? m->carried_stacks - 1 : 0;
    for (int i = 0;
         io_next(c, SAVE_FIELD_CARRIED, i, more, MONSTER_CARRY_MAX - 1, "what a monster carries");
         i++) {
        struct carried one = c->mode == CODEC_READ ? (struct carried){0, 1} : m->carried[i + 1];
        io_item_kind(c, SAVE_FIELD_CARRIED_KIND, &one.kind);
        io_int(c, SAVE_FIELD_CARRIED_COUNT, &one.count, 1, BIG, "what a monster carries");
        if (c->mode == CODEC_READ && m->carried_stacks < MONSTER_CARRY_MAX)
            m->carried[m->carried_stacks++] = one;
        io_leave(c);
    }
}

/* Why its mind last changed (format 9): the cause by name, its turn and
 * number, the kind it names by name ("" none); and whether it saw the
 * player at its last act. */
static void io_cause(struct codec *c, struct monster *m)
{
    char name[24];
    snprintf(name, sizeof name, "%s", cause_name((enum cause)m->cause));
    io_text(c, SAVE_FIELD_MONSTER_CAUSE, name, sizeof name, "a monster's cause");
    int named = c->mode == CODEC_READ && !codec_failed(c) ? cause_named(name) : m->cause;
    if (named < 0)
        codec_fail(c, "a monster's cause that murk does not know");
    else
        m->cause = named;
    io_int(c, SAVE_FIELD_CAUSE_TURN, &m->cause_turn, 0, BIG * 1000, "a monster's cause");
    io_int(c, SAVE_FIELD_CAUSE_ARG, &m->cause_arg, 0, BIG, "a monster's cause");
    const struct kind_list *kinds = c->game->kinds;
    char kind[sizeof kinds->kinds[0].name] = "";
    if (c->mode != CODEC_READ && m->cause_kind > 0)
        snprintf(kind, sizeof kind, "%s", kinds->kinds[m->cause_kind - 1].name);
    io_text(c, SAVE_FIELD_CAUSE_KIND, kind, sizeof kind, "a monster's cause");
    if (c->mode == CODEC_READ && !codec_failed(c))
        m->cause_kind = (kind[0] ? kind_find(kinds, kind) : -1) + 1; /* a kind gone: said without */
    io_bool(c, SAVE_FIELD_SAW_PLAYER, &m->saw_player);
}

/* A monster: its kind by name and what it has lived through; its numbers
 * are its kind's in the data of now, its health at most their most. */
static void io_monster(struct codec *c, struct monster *m, const struct map *map)
{
    io_kind(c, SAVE_FIELD_MONSTER_KIND, &m->kind);
    if (c->mode == CODEC_READ && !codec_failed(c))
        monster_init(m, c->game->kinds, m->kind, m->base.pos);
    io_xy(c, SAVE_FIELD_X, SAVE_FIELD_Y, &m->base.pos, map, "a monster's cell");
    int health = m->base.health;
    io_int(c, SAVE_FIELD_HEALTH, &health, -BIG, BIG, "a monster's health");
    m->base.health = health < m->base.health_max ? health : m->base.health_max;
    io_statuses(c, m->base.status);
    char state[16];
    snprintf(state, sizeof state, "%s", mind_state_name(m->state));
    io_text(c, SAVE_FIELD_MONSTER_STATE, state, sizeof state, "a monster's state");
    int named = c->mode == CODEC_READ ? save_state_named(state) : -1;
    if (named >= 0)
        m->state = (enum mind_state)named;
    io_bool(c, SAVE_FIELD_HAS_TARGET, &m->has_target);
    io_xy(c, SAVE_FIELD_TARGET_X, SAVE_FIELD_TARGET_Y, &m->target, map, "a monster's target");
    io_bool(c, SAVE_FIELD_KNOWS_PLAYER, &m->knows_player);
    io_xy(c, SAVE_FIELD_SEEN_X, SAVE_FIELD_SEEN_Y, &m->last_seen, map, "a monster's memory");
    io_int(c, SAVE_FIELD_SEARCH_TURNS, &m->search_turns, 0, BIG, "a monster's search");
    io_bool(c, SAVE_FIELD_IDLE_NEXT, &m->idle_next);
    io_carrying(c, m);
    io_bool(c, SAVE_FIELD_CORNERED, &m->cornered);
    io_bool(c, SAVE_FIELD_ON_TRAIL, &m->on_trail);
    io_bool(c, SAVE_FIELD_MONSTER_NEGATED, &m->negated);
    io_int(c, SAVE_FIELD_LEADER, &m->leader, 0, GAME_MAX_MONSTERS, "a monster's leader");
    io_int(c, SAVE_FIELD_SHOUT, &m->shout, 0, 3, "a monster's shout");
    io_bool(c, SAVE_FIELD_BROKE, &m->broke);
    io_bool(c, SAVE_FIELD_WAITING, &m->waiting);
    io_int(c, SAVE_FIELD_WAITED, &m->waited, 0, BIG, "a monster's wait");
    save_io_disguise(c, m);
    io_cause(c, m);
    io_bool(c, SAVE_FIELD_MONSTER_SPENT, &m->spent);
}

/* Those following the player down, between floors: monsters whose cells
 * mean nothing yet (written as 0,0). */
static void io_followers(struct codec *c, struct game *g)
{
    struct game_run *run = &g->run;
    int i = 0;
    for (; io_next(c, SAVE_FIELD_FOLLOWER, i, run->follower_count, RUN_FOLLOWERS_MAX, "followers");
         i++) {
        io_monster(c, &run->followers[i], &g->floor.map);
        run->followers[i].id = 0;
        io_leave(c);
    }
    run->follower_count = i;
}

/* The player's trail on this floor, oldest first. */
static void io_scent(struct codec *c, struct game *g)
{
    struct scent_trail *trail = &g->floor.scent;
    if (c->mode == CODEC_READ)
        trail->start = 0; /* read oldest first from the ring's beginning */
    int i = 0;
    for (; io_next(c, SAVE_FIELD_SCENT, i, trail->count, SCENT_TRAIL_MAX, "the scent"); i++) {
        struct scent_cell *cell = scent_cell(trail, i);
        io_xy(c, SAVE_FIELD_X, SAVE_FIELD_Y, &cell->pos, &g->floor.map, "the scent's cell");
        io_int(c, SAVE_FIELD_SCENT_TURN, &cell->turn, 0, BIG * 1000, "the scent's turn");
        io_leave(c);
    }
    trail->count = i;
}

static void io_floor_items(struct codec *c, struct game *g)
{
    struct item_floor *floor = &g->floor.items;
    int i = 0;
    for (; io_next(c, SAVE_FIELD_FLOOR_ITEM, i, floor->count, ITEM_FLOOR_MAX, "items"); i++) {
        struct item *item = &floor->items[i];
        io_item_kind(c, SAVE_FIELD_ITEM_KIND, &item->kind);
        int count = item_floor_count(item);
        io_int(c, SAVE_FIELD_ITEM_COUNT, &count, 1, BIG, "a stack on the floor");
        item->count = count;
        io_xy(c, SAVE_FIELD_X, SAVE_FIELD_Y, &item->pos, &g->floor.map, "an item's cell");
        io_bool(c, SAVE_FIELD_ITEM_SEEN, &item->seen);
        io_bool(c, SAVE_FIELD_ITEM_STEPPED, &item->stepped);
        io_bool(c, SAVE_FIELD_ITEM_THROWN, &item->thrown);
        io_int(c, SAVE_FIELD_ITEM_CHARGES, &item->charges, 0, 99, "a wand's charges");
        io_int(c, SAVE_FIELD_ITEM_ENCHANT, &item->enchant, 0, ITEM_ENCHANT_MAX, "an enchantment");
        io_leave(c);
    }
    floor->count = i;
}

static void io_shut_doors(struct codec *c, struct game *g)
{
    struct game_floor *floor = &g->floor;
    int i = 0;
    for (; io_next(c,
                   SAVE_FIELD_SHUT_DOOR,
                   i,
                   floor->shut_door_count,
                   GAME_SHUT_DOORS_MAX,
                   "the doors shut");
         i++) {
        struct pos *p = &floor->shut_doors[i];
        io_xy(c, SAVE_FIELD_X, SAVE_FIELD_Y, p, &floor->map, "a door shut");
        if (c->mode == CODEC_READ && !codec_failed(c) &&
            !map_tile_door(floor->map.tiles[map_index(&floor->map, p->x, p->y)]))
            codec_fail(c, "a door shut where there is none");
        io_leave(c);
    }
    floor->shut_door_count = i;
}

static void io_floor(struct codec *c, struct game *g)
{
    struct game_floor *floor = &g->floor;
    io_enter(c, SAVE_FIELD_FLOOR);
    io_map(c, &floor->map);
    if (codec_failed(c))
        return;
    io_bool(c, SAVE_FIELD_HAS_LAMP, &floor->has_lamp);
    io_xy(c, SAVE_FIELD_LAMP_X, SAVE_FIELD_LAMP_Y, &floor->lamp, &floor->map, "the Lamp");
    int i = 0;
    for (; io_next(c, SAVE_FIELD_MONSTER, i, floor->monster_count, GAME_MAX_MONSTERS, "monsters");
         i++) {
        io_monster(c, &floor->monsters[i], &floor->map);
        floor->monsters[i].id = i + 1;
        io_leave(c);
    }
    floor->monster_count = i;
    io_floor_items(c, g);
    io_scent(c, g);
    save_io_place(c, g);
    io_xy(c, SAVE_FIELD_UNSEEN_X, SAVE_FIELD_UNSEEN_Y, &floor->unseen_from, &floor->map,
          "an unseen blow's cell");
    io_int(c, SAVE_FIELD_UNSEEN_TURN, &floor->unseen_turn, 0, BIG * 1000, "an unseen blow's turn");
    io_shut_doors(c, g);
    io_leave(c);
}

static void io_run(struct codec *c, struct game *g)
{
    struct game_run *run = &g->run;
    io_enter(c, SAVE_FIELD_RUN);
    io_u64(c, SAVE_FIELD_SEED, &run->seed);
    io_u64(c, SAVE_FIELD_RUN_ID, &run->id);
    io_u64(c, SAVE_FIELD_RNG_STATE, &run->play.state);
    io_u64(c, SAVE_FIELD_RNG_INC, &run->play.inc);
    if (c->mode == CODEC_READ && (run->play.inc & 1) == 0)
        codec_fail(c, "a broken generator");
    io_int(c, SAVE_FIELD_TURN, &run->turn, 0, BIG * 1000, "the turn");
    io_int(c, SAVE_FIELD_DEPTH, &run->depth, 1, GAME_FLOORS, "the depth");
    io_bool(c, SAVE_FIELD_OVER, &run->over);
    io_bool(c, SAVE_FIELD_WON, &run->won);
    io_int(c, SAVE_FIELD_KILL_POINTS, &run->kill_points, 0, BIG * 1000, "the points");
    io_int(c, SAVE_FIELD_KILLS, &run->kills, 0, BIG * 1000, "the kills");
    io_text(c, SAVE_FIELD_KILLER, run->killer, sizeof run->killer, "the killer");
    io_bool(c, SAVE_FIELD_DEBUG_USED, &run->debug_used);
    io_bool(c, SAVE_FIELD_QUIT, &run->quit);
    io_bool(c, SAVE_FIELD_NO_DEBUG, &run->no_debug);
    io_bool(c, SAVE_FIELD_SEEDED, &run->seeded);
    io_int(c,
           SAVE_FIELD_LAST_TARGET,
           &g->floor.last_target,
           0,
           g->floor.monster_count,
           "the last target");
    io_kills(c, run);
    io_recall(c, &run->recall);
    io_log(c, &run->log);
    io_lore(c, g);
    io_pack(c, g);
    io_meters(c, &run->meters);
    io_player(c, g);
    io_followers(c, g);
    io_leave(c);
}

/* The walk itself: the floor first, as the run's cells are checked against
 * its map. In the writing modes the game is only read. */
static void walk(struct codec *c, struct game *g)
{
    io_floor(c, g);
    if (!codec_failed(c))
        io_run(c, g);
}

int save_encode(const struct game *game, struct save_buf *buf)
{
    struct codec c = {.mode = CODEC_WRITE, .out = buf, .game = game};
    walk(&c, (struct game *)game); /* writing only reads the game */
    return buf->failed ? -1 : 0;
}

uint64_t save_hash(const struct game *game)
{
    struct codec c = {.mode = CODEC_HASH, .hash = 14695981039346656037ULL, .game = game};
    walk(&c, (struct game *)game); /* hashing only reads the game */
    return c.hash;
}

/* What the walk cannot check field by field: walkers on floor, apart, and
 * a pack that holds together. */
static void check_floor(struct codec *c, const struct game *g)
{
    const struct map *map = &g->floor.map;
    size_t cells = (size_t)map->width * (size_t)map->height;
    for (size_t i = 0; i < cells && !codec_failed(c); i++) {
        int x = (int)(i % (size_t)map->width), y = (int)(i / (size_t)map->width);
        bool edge = x == 0 || y == 0 || x == map->width - 1 || y == map->height - 1;
        if (map->tiles[i] >= TILE_COUNT || (edge && map->tiles[i] != TILE_WALL) ||
            map->remembered[i] > (map_tile_door(map->tiles[i]) ? MAP_REMEMBERED_OPEN : 1))
            codec_fail(c, "a broken map");
    }
    struct pos p = g->run.player.pos;
    if (!codec_failed(c) && !map_walkable(map, p.x, p.y))
        codec_fail(c, "the player inside a wall");
    for (int i = 0; i < g->floor.monster_count && !codec_failed(c); i++) {
        const struct monster *m = &g->floor.monsters[i];
        if (!entity_alive(&m->base))
            continue;
        /* Where its kind's class may stand: for a walker, not in a wall. */
        if (!world_passable(g, m, m->base.pos) || grid_eq(m->base.pos, p))
            codec_fail(c, "a monster inside a wall or on the player");
        for (int j = 0; j < i; j++)
            if (entity_alive(&g->floor.monsters[j].base) &&
                grid_eq(g->floor.monsters[j].base.pos, m->base.pos))
                codec_fail(c, "two monsters on one cell");
    }
    if (!item_pack_letters_valid(&g->run.pack))
        codec_fail(c, "two items with one letter");
    for (int i = 0; i < g->run.pack.count; i++) {
        if (g->run.pack.equipped[i] && !g->item_kinds)
            codec_fail(c, "an item without item kinds");
        if (item_pack_count(&g->run.pack, i) > 1 &&
            !item_stacks(g->item_kinds, g->run.pack.kinds[i]))
            codec_fail(c, "a stack of what does not stack");
    }
}

/* The relations between monsters no field shows alone: a leader is
 * another monster of the floor (maybe dead: an ally's kill hands no group
 * on, ally.c), and leaders never go round in a ring; a monster between
 * floors (a follower) has health 1 to its most; an ally is a captive
 * freed, of a kind a cage holds (moving, no mimic, with a blow;
 * place_cage.c), never one still caged, and at most one a floor down to
 * here. */
static void check_monsters(struct codec *c, const struct game *g)
{
    const struct monster *ms = g->floor.monsters;
    int n = g->floor.monster_count, allies = 0;
    for (int i = 0; i < n && !codec_failed(c); i++) {
        const struct monster *m = &ms[i];
        bool alive = entity_alive(&m->base);
        if (m->leader == i + 1)
            codec_fail(c, "a monster that leads itself");
        else if (m->leader > n)
            codec_fail(c, "a monster's leader not a monster of the floor");
        int at = m->leader, steps = 0;
        while (at > 0 && at <= n && steps <= n && !codec_failed(c)) {
            at = ms[at - 1].leader;
            steps++;
        }
        if (steps > n)
            codec_fail(c, "leaders in a ring");
        allies += m->ally && alive;
        if (m->ally && alive && g->floor.place.kind == PLACE_CAGE && !g->floor.place.done &&
            g->floor.place.captive == i + 1)
            codec_fail(c, "an ally still in its cage");
    }
    for (int i = 0; i < g->run.follower_count && !codec_failed(c); i++) {
        if (g->run.followers[i].base.health < 1)
            codec_fail(c, "a follower's health out of range");
        allies += g->run.followers[i].ally;
    }
    for (int i = 0; i < n + g->run.follower_count && !codec_failed(c); i++) {
        const struct monster *m = i < n ? &ms[i] : &g->run.followers[i - n];
        const struct kind *k = g->kinds && m->ally ? &g->kinds->kinds[m->kind] : NULL;
        if (k && (kind_has(k, TRAIT_STATIONARY) || kind_has(k, TRAIT_MIMIC) || k->damage_max <= 0))
            codec_fail(c, "an ally of a kind no cage holds");
    }
    if (!codec_failed(c) && allies > g->run.depth)
        codec_fail(c, "more allies than floors to free them on");
}

/* The fields each format added since the tagged body (format 6), by their
 * numbers in save_field.def: a body under an older header that holds one
 * is refused (a format 8 body under a version 7 header). A field new in a
 * format goes here. */
static const struct {
    uint16_t first, last;
    uint8_t format;
} save_since[] = {
    {25, 25, 7},
    {49, 49, 7},
    {75, 77, 7},
    {121, 122, 7},
    {135, 135, 7},
    {140, 144, 8},
    {160, 189, 8},
    {200, 202, 8},
    {225, 237, 8},
    {203, 212, 9},
    {250, 250, 9},
};

static void check_format(struct codec *c, unsigned version)
{
    for (int i = 0; i < c->node_count && !codec_failed(c); i++)
        for (size_t j = 0; j < sizeof save_since / sizeof save_since[0]; j++)
            if (c->nodes[i].number >= save_since[j].first &&
                c->nodes[i].number <= save_since[j].last && version < save_since[j].format) {
                char why[sizeof c->why];
                snprintf(why,
                         sizeof why,
                         "a field of format %d (number %u) in a version %u save",
                         save_since[j].format,
                         (unsigned)c->nodes[i].number,
                         version);
                codec_fail(c, why);
                break;
            }
    const struct map *map = &c->game->floor.map;
    size_t cells = (size_t)map->width * (size_t)map->height;
    for (size_t i = 0; version < 8 && i < cells && !codec_failed(c); i++)
        if (map_tile_door(map->tiles[i]) || map->remembered[i] == MAP_REMEMBERED_OPEN)
            codec_fail(c, "a door (format 8) in a version 7 save");
}

/* ---- the chain of upgrades ---- */

/* One step per format change, from the oldest format this line of murk
 * reads. A step that needs no code (a field added with the old behaviour
 * as its default) is listed all the same, saying so. */
const struct save_step save_steps[] = {
    {5, "the tagged body (save_field.def) replaced the fixed layout; save_v5.c reads the old"},
    {6,
     "a monster carries what it stole (CARRYING), blow effects seen beyond poison and drain "
     "(RECALL_EFFECT), the quiver (QUIVER), the player's own missiles on the floor "
     "(ITEM_THROWN) and a run begun on a seed the player chose (SEEDED); each missing in a "
     "version 6 save, which reads as it played: no code"},
    {7,
     "a monster's stacks past its first (CARRIED), cornered (CORNERED) and on the scent "
     "(ON_TRAIL), the monsters following the player down (FOLLOWER) and the player's trail "
     "(SCENT); a wand's charges in the pack and on the floor (PACK_CHARGES, ITEM_CHARGES) and a "
     "monster's magic stripped by negation (MONSTER_NEGATED); each missing in a version 7 save, "
     "which reads as it played (it holds no wand and no negated monster); the map's tiles "
     "(MAP_TILES) may hold doors, closed (4) and open (5), and its memory (MAP_REMEMBERED) a "
     "door last seen open (2): a version 7 save has none; a monster's group leader (LEADER), "
     "shout (SHOUT), broken nerve (BROKE) and waiting at a corridor (WAITING, WAITED): a "
     "version 7 save had no groups; each pack slot's and floor item's enchantment (PACK_ENCHANT, "
     "ITEM_ENCHANT) and the run's meters of growth (METER): a version 7 save reads as +0 items "
     "and meters at their start; "
     "the floor's place (PLACE: an altar, a vault or a cage, its cells, gifts, captive and "
     "choice), a hidden mimic's item (MONSTER_DISGUISE) and an ally (MONSTER_ALLY); each "
     "missing in a version 7 save, which reads as it played (no place, no mimic, no ally): "
     "no code"},
    {8,
     "why each monster's mind last changed (MONSTER_CAUSE, CAUSE_TURN, CAUSE_ARG, CAUSE_KIND), "
     "whether it saw the player at its last act (SAW_PLAYER) and the cell of the last blow "
     "from an unseen monster (UNSEEN_X, UNSEEN_Y, UNSEEN_TURN), the doors the player shut "
     "(SHUT_DOOR), a monster that fled once (MONSTER_SPENT) and an ally's order (ALLY_ORDER); "
     "each missing in a version 8 save, which reads as no cause told, not seen, no mark, no "
     "door shut, not fled, following: no code"},
};
const int save_step_count = (int)(sizeof save_steps / sizeof save_steps[0]);

static int decode_tagged(struct game *game, unsigned version, const uint8_t *bytes, size_t len,
                         char *why, size_t why_size)
{
    struct codec c = {.mode = CODEC_READ, .in = bytes, .in_len = len, .game = game, .section = -1};
    if (codec_parse(&c) == 0) {
        walk(&c, game);
        if (!codec_failed(&c))
            item_pack_bonuses(&game->run.pack, game->item_kinds, &game->run.player, 1);
        if (!codec_failed(&c))
            check_format(&c, version);
    }
    if (!codec_failed(&c))
        check_floor(&c, game);
    if (!codec_failed(&c))
        check_monsters(&c, game);
    codec_free(&c);
    if (codec_failed(&c)) {
        snprintf(why, why_size, "%s", c.why);
        return c.gone ? SAVE_GONE : -1;
    }
    return 0;
}

int save_decode(struct game *game, unsigned version, const uint8_t *bytes, size_t len, char *why,
                size_t why_size)
{
    if (version < SAVE_OLDEST_VERSION || version > SAVE_FORMAT_VERSION) {
        snprintf(why,
                 why_size,
                 "a save of format version %u; this murk reads %d to %d",
                 version,
                 SAVE_OLDEST_VERSION,
                 SAVE_FORMAT_VERSION);
        return -1;
    }
    if (version == 5) {
        if (save_decode_v5(game, bytes, len, why, why_size) != 0)
            return -1;
        struct codec c = {.mode = CODEC_READ, .game = game};
        check_floor(&c, game);
        if (codec_failed(&c)) {
            snprintf(why, why_size, "%s", c.why);
            return -1;
        }
        return 0;
    }
    return decode_tagged(game, version, bytes, len, why, why_size);
}

void save_buf_free(struct save_buf *buf)
{
    free(buf->bytes);
    memset(buf, 0, sizeof *buf);
}
