/* The reader of format 5, the last untagged save body: frozen as it was
 * when format 6 replaced it, so a game saved by murk of format 5 is
 * upgraded when it is loaded (save.c, the first step of the chain). Never
 * change it: it reads files that exist. */
#include "save_v5.h"

#include "murk/world/save.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/world/world.h"
#include "save_names.h"

struct codec {
    const uint8_t *in;
    size_t in_len, at;
    char why[96];            /* the first thing wrong; "" while all is well */
    const struct game *game; /* for the kind names */
};

static void fail(struct codec *c, const char *why)
{
    if (!c->why[0])
        snprintf(c->why, sizeof c->why, "%s", why);
}

static bool failed(const struct codec *c)
{
    return c->why[0] != 0;
}

static void get_bytes(struct codec *c, uint8_t *bytes, size_t n)
{
    if (failed(c) || c->in_len - c->at < n) {
        fail(c, "truncated");
        memset(bytes, 0, n);
        return;
    }
    memcpy(bytes, c->in + c->at, n);
    c->at += n;
}

static void io_bytes(struct codec *c, void *bytes, size_t n)
{
    get_bytes(c, bytes, n);
}

static void io_u64(struct codec *c, uint64_t *v)
{
    uint8_t b[8];
    io_bytes(c, b, 8);
    *v = 0;
    for (int i = 0; i < 8; i++)
        *v |= (uint64_t)b[i] << (8 * i);
}

/* An int with the range it must lie in when read back. */
static void io_int(struct codec *c, int *v, int lo, int hi, const char *what)
{
    uint8_t b[4];
    io_bytes(c, b, 4);
    uint32_t u = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    long long value = u <= 0x7fffffffu ? (long long)u : (long long)u - 0x100000000LL;
    if (value < lo || value > hi) {
        char why[96];
        snprintf(why, sizeof why, "%s out of range", what);
        fail(c, why);
        value = lo;
    }
    *v = (int)value;
}

static void io_bool(struct codec *c, bool *v)
{
    int i = 0;
    io_int(c, &i, 0, 1, "a flag");
    *v = i != 0;
}

static void io_u8(struct codec *c, uint8_t *v)
{
    io_bytes(c, v, 1);
}

/* A NUL-terminated string of at most size - 1 bytes, without control
 * characters. */
static void io_string(struct codec *c, char *s, size_t size, const char *what)
{
    int len = 0;
    io_int(c, &len, 0, (int)size - 1, what);
    io_bytes(c, s, (size_t)len);
    s[len] = 0;
    for (int i = 0; i < len; i++)
        if ((unsigned char)s[i] < 32 || s[i] == 127) {
            fail(c, "a control character in a text");
            s[0] = 0;
            return;
        }
}

static void io_pos(struct codec *c, struct pos *p, const struct map *map, const char *what)
{
    io_int(c, &p->x, 0, map->width - 1, what);
    io_int(c, &p->y, 0, map->height - 1, what);
}

/* A monster kind by name. */
static void io_kind(struct codec *c, int *kind)
{
    const struct kind_list *kinds = c->game->kinds;
    char name[sizeof kinds->kinds[0].name] = "";
    io_string(c, name, sizeof name, "a kind name");
    if (failed(c))
        return;
    *kind = kinds ? kind_find(kinds, name) : -1;
    if (*kind < 0) {
        char why[96];
        snprintf(why, sizeof why, "unknown monster kind '%s'", name);
        fail(c, why);
        *kind = 0;
    }
}

/* An item kind by name. */
static void io_item_kind(struct codec *c, int *kind)
{
    const struct item_kind_list *kinds = c->game->item_kinds;
    char name[sizeof kinds->kinds[0].name] = "";
    io_string(c, name, sizeof name, "an item kind name");
    if (failed(c))
        return;
    *kind = kinds ? item_kind_find(kinds, name) : -1;
    if (*kind < 0) {
        char why[96];
        snprintf(why, sizeof why, "unknown item kind '%s'", name);
        fail(c, why);
        *kind = 0;
    }
}

static void io_rng(struct codec *c, struct rng *rng)
{
    io_u64(c, &rng->state);
    io_u64(c, &rng->inc);
    if ((rng->inc & 1) == 0)
        fail(c, "a broken generator");
}

enum { BIG = 1000000 };

/* The lists as format 5 wrote them, frozen here: a status's count, a
 * monster's state and a recall's trait bits were numbers in these orders.
 * Each is read back by name into the live lists (status.def, state.def,
 * trait.def), so a row added, moved or dropped there changes nothing read
 * here; a name the live list no longer has is skipped, as format 6's
 * reader skips one. tests/frozen.sh checks that no live list's count is
 * used in this file. */
static const char *const v5_statuses[] = {"Poisoned", "Regenerating", "Confused", "Afraid"};
static const char *const v5_states[] = {"asleep", "wandering", "hunting", "fleeing"};
static const char *const v5_traits[] = {
    "never_sleeps",
    "erratic",
    "stationary",
    "shrieks",
    "slow",
    "fearless",
    "regenerates",
    "drains",
};
enum {
    V5_STATUSES = sizeof v5_statuses / sizeof v5_statuses[0],
    V5_STATES = sizeof v5_states / sizeof v5_states[0],
    V5_TRAITS = sizeof v5_traits / sizeof v5_traits[0],
    V5_DRAINS = 7, /* v5_traits[7] */
};

static void io_entity(struct codec *c, struct entity *e, const struct map *map)
{
    io_pos(c, &e->pos, map, "a position");
    io_int(c, &e->health_max, 1, BIG, "most health");
    io_int(c, &e->health, -BIG, e->health_max, "health");
    io_int(c, &e->defense, 0, BIG, "defense");
    io_int(c, &e->damage_min, 0, BIG, "damage");
    io_int(c, &e->damage_max, e->damage_min, BIG, "damage");
    io_int(c, &e->sight, 0, WORLD_SIGHT_LINE_MAX, "sight");
    int glyph = (unsigned char)e->glyph;
    io_int(c, &glyph, 33, 126, "a glyph");
    e->glyph = (char)glyph;
    io_u8(c, &e->colour.r);
    io_u8(c, &e->colour.g);
    io_u8(c, &e->colour.b);
    for (int s = 0; s < V5_STATUSES; s++) {
        int turns = 0;
        io_int(c, &turns, 0, BIG, "a status");
        int live = save_status_named(v5_statuses[s]);
        if (live >= 0)
            e->status[live] = turns;
    }
}

static void io_log(struct codec *c, struct msglog *log)
{
    io_int(c, &log->count, 0, MSGLOG_CAPACITY, "the log");
    uint64_t wide;
    io_u64(c, &wide);
    log->start = 0;
    log->said = (long)(wide & 0x7fffffffffffffffULL);
    /* Oldest first, so a read-back log starts at slot 0. */
    for (int age = log->count - 1; age >= 0; age--) {
        struct msg *m = &log->msgs[log->count - 1 - age];
        io_string(c, m->text, sizeof m->text, "a message");
        io_int(c, &m->turn, 0, BIG * 1000, "a message's turn");
        io_int(c, &m->repeat, 1, BIG * 1000, "a message's count");
    }
}

static void io_items(struct codec *c, struct game *g)
{
    const struct item_kind_list *kinds = g->item_kinds;
    int kind_count = 0;
    io_int(c, &kind_count, 0, ITEM_KINDS_MAX, "the item kinds");
    if (failed(c))
        return;
    /* The lore by kind name, so it follows the kinds wherever they move: as
     * format 6 reads it, a kind gone from the data is dropped and one new
     * in it is dealt its looks, so a save made with other data loads. */
    struct item_lore *lore = &g->run.lore;
    bool dealt[ITEM_KINDS_MAX] = {false};
    for (int i = 0; i < kind_count; i++) {
        char name[sizeof kinds->kinds[0].name] = "";
        io_string(c, name, sizeof name, "an item kind name");
        if (failed(c))
            return;
        int kind = kinds ? item_kind_find(kinds, name) : -1;
        struct item_lore gone = {0};
        struct item_lore *to = kind >= 0 ? lore : &gone;
        int at = kind >= 0 ? kind : 0;
        io_int(c, &to->appearance[at], 0, ITEM_POTION_COLOURS - 1, "a potion colour");
        io_string(c, to->title[at], sizeof to->title[at], "a scroll title");
        io_bool(c, &to->known[at]);
        if (kind >= 0)
            dealt[kind] = true;
    }
    if (kinds && !failed(c)) {
        struct rng rng;
        rng_seed_stream(&rng, g->run.seed, 0x6c6f7265); /* as format 6: not the play's */
        item_lore_deal_new(lore, kinds, dealt, &rng);
    }
    struct pack *pack = &g->run.pack;
    io_int(c, &pack->count, 0, ITEM_PACK_MAX, "the pack");
    for (int i = 0; i < pack->count; i++) {
        io_item_kind(c, &pack->kinds[i]);
        io_bool(c, &pack->equipped[i]);
        int count = item_pack_count(pack, i);
        io_int(c, &count, 1, BIG, "a stack in the pack");
        pack->counts[i] = count;
        int letter = pack->letters[i];
        io_int(c, &letter, 'a', 'z', "a letter in the pack");
        pack->letters[i] = (char)letter;
    }
    struct item_floor *floor = &g->floor.items;
    io_int(c, &floor->count, 0, ITEM_FLOOR_MAX, "the floor's items");
    for (int i = 0; i < floor->count; i++) {
        io_item_kind(c, &floor->items[i].kind);
        int count = item_floor_count(&floor->items[i]);
        io_int(c, &count, 1, BIG, "a stack on the floor");
        floor->items[i].count = count;
        io_pos(c, &floor->items[i].pos, &g->floor.map, "an item's cell");
        io_bool(c, &floor->items[i].seen);
        io_bool(c, &floor->items[i].stepped);
    }
}

static void io_map(struct codec *c, struct map *map)
{
    int w = map->width, h = map->height;
    io_int(c, &w, 3, 1000, "the map's width");
    io_int(c, &h, 3, 1000, "the map's height");
    if (failed(c))
        return;
    if (map_init(map, w, h) != 0) {
        fail(c, "out of memory");
        return;
    }
    size_t cells = (size_t)w * (size_t)h;
    io_bytes(c, map->tiles, cells);
    io_bytes(c, map->remembered, cells);
    io_int(c, &map->room_count, 0, MAP_MAX_ROOMS, "the rooms");
    for (int r = 0; r < map->room_count; r++) {
        struct room *room = &map->rooms[r];
        io_int(c, &room->x, 0, w - 1, "a room");
        io_int(c, &room->y, 0, h - 1, "a room");
        io_int(c, &room->w, 0, w, "a room");
        io_int(c, &room->h, 0, h, "a room");
    }
}

static void io_monster(struct codec *c, struct monster *m, const struct map *map)
{
    io_kind(c, &m->kind);
    io_entity(c, &m->base, map);
    int state = 0;
    io_int(c, &state, 0, V5_STATES - 1, "a monster's state");
    int live = save_state_named(v5_states[state]);
    if (live >= 0)
        m->state = (enum mind_state)live;
    io_bool(c, &m->has_target);
    io_pos(c, &m->target, map, "a monster's target");
    io_bool(c, &m->knows_player);
    io_pos(c, &m->last_seen, map, "a monster's memory");
    io_int(c, &m->search_turns, 0, BIG, "a monster's search");
    io_bool(c, &m->idle_next);
}

/* The kills by kind: each kind by name, as io_kind writes it. */
static void io_kills(struct codec *c, struct game_run *run)
{
    io_int(c, &run->killed_kinds, 0, RUN_KILL_KINDS_MAX, "the kills by kind");
    for (int i = 0; i < run->killed_kinds && !failed(c); i++) {
        io_kind(c, &run->killed[i].kind);
        io_int(c, &run->killed[i].count, 1, BIG * 1000, "a kill count");
    }
}

/* What the player has seen of each kind (recall.h), each kind by name. */
static void io_recall(struct codec *c, struct recall *r)
{
    io_int(c, &r->count, 0, RECALL_KINDS_MAX, "the recall");
    for (int i = 0; i < r->count && !failed(c); i++) {
        struct recall_entry *e = &r->entries[i];
        io_kind(c, &e->kind);
        io_int(c, &e->awake_seen, 0, RECALL_SPEED_TURNS, "a recall's turns awake");
        io_int(c, &e->hits, 0, BIG * 1000, "a recall's blows");
        io_int(c, &e->hit_min, 0, BIG, "a recall's least blow");
        io_int(c, &e->hit_max, e->hit_min, BIG, "a recall's most blow");
        io_bool(c, &e->struck);
        uint64_t bits = 0;
        io_u64(c, &bits);
        if (bits >> V5_TRAITS)
            fail(c, "an unknown trait in the recall");
        e->traits = 0;
        e->effects = 0;
        for (int t = 0; t < V5_TRAITS; t++) {
            int live = trait_from_word(v5_traits[t], strlen(v5_traits[t]));
            if (bits >> t & 1 && live >= 0)
                e->traits |= TRAIT_BIT(live);
        }
        /* Format 5's trait drains is the blow effect drain now, and its
         * venom flag the poison blow seen. */
        if (bits >> V5_DRAINS & 1)
            e->effects |= EFFECT_BIT(EFFECT_DRAIN);
        bool venom = false;
        io_bool(c, &venom);
        if (venom)
            e->effects |= EFFECT_BIT(EFFECT_POISON);
    }
}

/* The walk of format 5. */
static void walk(struct codec *c, struct game *g)
{
    struct game_run *run = &g->run;
    io_u64(c, &run->seed);
    io_u64(c, &run->id);
    io_rng(c, &run->play);
    io_int(c, &run->turn, 0, BIG * 1000, "the turn");
    io_int(c, &run->depth, 1, GAME_FLOORS, "the depth");
    io_bool(c, &run->over);
    io_bool(c, &run->won);
    io_int(c, &run->kill_points, 0, BIG * 1000, "the points");
    io_int(c, &run->kills, 0, BIG * 1000, "the kills");
    io_string(c, run->killer, sizeof run->killer, "the killer");
    io_bool(c, &run->debug_used);
    io_bool(c, &run->quit);
    io_bool(c, &run->no_debug);
    io_kills(c, run);
    io_recall(c, &run->recall);
    io_log(c, &run->log);
    struct game_floor *floor = &g->floor;
    io_map(c, &floor->map);
    if (failed(c))
        return;
    io_entity(c, &run->player, &floor->map);
    io_bool(c, &floor->has_lamp);
    io_pos(c, &floor->lamp, &floor->map, "the Lamp");
    io_int(c, &floor->monster_count, 0, GAME_MAX_MONSTERS, "the monsters");
    for (int i = 0; i < floor->monster_count && !failed(c); i++) {
        io_monster(c, &floor->monsters[i], &floor->map);
        floor->monsters[i].id = i + 1;
    }
    io_int(c, &floor->last_target, 0, floor->monster_count, "the last target");
    io_items(c, g);
}

int save_decode_v5(struct game *game, const uint8_t *bytes, size_t len, char *why, size_t why_size)
{
    struct codec c = {.in = bytes, .in_len = len, .game = game};
    walk(&c, game);
    if (!failed(&c) && c.at != len)
        fail(&c, "bytes after the end");
    if (failed(&c)) {
        snprintf(why, why_size, "%s", c.why);
        return -1;
    }
    return 0;
}
