#include "murk/turn/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/turn/act.h"
#include "murk/turn/apply.h"
#include "murk/world/carry.h"
#include "murk/base/door.h"
#include "murk/turn/floor.h"
#include "murk/rules/item_use.h"
#include "murk/rules/mimic.h"
#include "murk/rules/mind.h"
#include "murk/world/save.h"
#include "murk/base/scent.h"
#include "murk/rules/stairs_follow.h"
#include "murk/base/status.h"
#include "murk/rules/status_turn.h"
#include "murk/rules/travel.h"
#include "murk/rules/wand.h"

static void init_player(struct entity *player)
{
    memset(player, 0, sizeof *player);
    player->health = player->health_max = PLAYER_HEALTH;
    player->sight = PLAYER_SIGHT;
    player->damage_min = 1;
    player->damage_max = 4;
    player->glyph = PLAYER_GLYPH;
    player->colour = PLAYER_COLOUR;
}

/* The run's start: everything but a floor. */
static void init_run(struct game *game, uint64_t seed, const struct kind_list *kinds)
{
    memset(game, 0, sizeof *game);
    game->kinds = kinds;
    game->run.seed = seed;
    game->run.depth = 1;
    rng_seed_stream(&game->run.play, seed, STREAM_PLAY);
    /* Its own stream: drawing it changes nothing the game plays. */
    struct rng id;
    rng_seed_stream(&id, seed, STREAM_RUN_ID);
    game->run.id = (uint64_t)rng_next(&id) << 32 | rng_next(&id);
    init_player(&game->run.player);
}

void game_set_run_id(struct game *game, uint64_t id)
{
    game->run.id = id;
}

void game_use_items(struct game *game, const struct item_kind_list *items)
{
    game->item_kinds = items;
    if (items) {
        struct rng rng;
        rng_seed_stream(&rng, game->run.seed, STREAM_LORE);
        item_lore_shuffle(&game->run.lore, items, &rng);
    }
}

/* The run begun (init_run), the rest of a new game. */
static int start_run(struct game *game, const struct item_kind_list *items)
{
    game_use_items(game, items);
    if (floor_make(game) != 0)
        return -1;
    world_say(game, "Welcome to murk. Press ? for the keys.");
    return 0;
}

int game_new(struct game *game, uint64_t seed, const struct kind_list *kinds,
             const struct item_kind_list *items)
{
    init_run(game, seed, kinds);
    return start_run(game, items);
}

int game_renew(struct game *game, uint64_t seed, const struct kind_list *kinds,
               const struct item_kind_list *items)
{
    /* The caches go to the new game's first floor as they go to the next
     * floor down (world_caches_init keeps a floor of the same size's
     * buffers and forgets what they held), so a new game after a death
     * touches no memory the last did not: after the run's end gives the
     * free heap back (session.c), a game made afresh faulted in some 22
     * pages, some 220 us on a virtual machine. */
    struct game_caches kept = game->cache;
    map_free(&game->floor.map);
    init_run(game, seed, kinds);
    game->cache = kept;
    return start_run(game, items);
}

int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count,
                        const struct kind_list *kinds)
{
    init_run(game, seed, kinds);
    if (map_from_ascii(&game->floor.map, rows, row_count) != 0)
        return -1;
    struct pos start = {-1, -1};
    for (int y = 0; y < row_count; y++) {
        const char *at = strchr(rows[y], '@');
        if (at)
            start = (struct pos){(int)(at - rows[y]), y};
    }
    if (start.x < 0)
        return -1;
    game->run.player.pos = start;
    if (world_caches_init(game) != 0)
        return -1;
    world_rebuild(game);
    return 0;
}

int game_add_monster(struct game *game, int kind, struct pos p)
{
    int slot = world_add_monster(game, kind, p);
    /* Its sight may reach farther than any before it. */
    if (slot >= 0)
        world_refresh_view(game);
    return slot;
}

void game_free(struct game *game)
{
    map_free(&game->floor.map);
    world_caches_free(game);
    memset(game, 0, sizeof *game);
}

uint64_t game_digest(const struct game *game)
{
    return save_hash(game);
}

void game_rebuild_caches(struct game *game)
{
    world_rebuild(game);
}

uint64_t game_cosmetic_seed(const struct game *game)
{
    struct rng rng;
    rng_seed_stream(&rng, game->run.seed, STREAM_COSMETIC);
    return (uint64_t)rng_next(&rng) << 32 | rng_next(&rng);
}

bool game_debug_allowed(const struct game *game)
{
    return !game->run.no_debug;
}

/* Whether a rest could go on now: GAME_GOING, or why not (over, healed, a
 * monster in the way: awake and not fleeing, or near; travel.h). */
static enum game_stop rest_check(const struct game *game)
{
    if (game->run.over)
        return GAME_OVER;
    if (game->run.player.health >= game->run.player.health_max)
        return GAME_HEALED;
    if (travel_monster_in_the_way(game, NULL) >= 0)
        return GAME_MONSTER;
    return GAME_GOING;
}

/* A monster as the player names it: "a goblin", or with the article "the"
 * for one already seen. */
static void monster_called(const struct game *game, int slot, bool the, char *out, size_t size)
{
    const char *name = world_kind_of(game, &game->floor.monsters[slot])->name;
    snprintf(out, size, "%s %s", the ? "the" : monster_article(name), name);
}

/* Before the turn begins: a rest that cannot start says why, on this turn,
 * and takes none. */
static bool rest_may_start(struct game *game, struct action *action, bool *seeking)
{
    (void)action;
    *seeking = false;
    bool near;
    char text[MSGLOG_LINE];
    switch (rest_check(game)) {
    case GAME_HEALED:
        world_say(game, "You are already at full health.");
        return false;
    case GAME_MONSTER:
        monster_called(game, travel_monster_in_the_way(game, &near), false, text, sizeof text);
        if (near)
            world_say(game, "You cannot rest with %s so close.", text);
        else
            world_say(game, "You cannot rest with a monster in view.");
        return false;
    default:
        return true;
    }
}

/* A walk's step (travel.h): the move it makes, or false, having said why
 * there is none, when it cannot be taken ("Not with a goblin in view.").
 * *seeking is set when explore heads for what is left to see. */
static bool walk_step_to(struct game *game, struct action action, struct pos *step, bool *seeking)
{
    *seeking = false;
    enum travel_stop stop = travel_refusal(game);
    if (stop == TRAVEL_GO && action.kind == ACTION_TRAVEL) {
        stop = travel_toward(game, action.cell, step);
    } else if (stop == TRAVEL_GO && action.kind == ACTION_EXPLORE) {
        bool explored;
        stop = travel_explore(game, step, &explored);
        *seeking = !explored;
    } else if (stop == TRAVEL_GO) {
        struct pos to = grid_add(game->run.player.pos, action.dir);
        bool one_step = abs(action.dir.x) <= 1 && abs(action.dir.y) <= 1 &&
                        (action.dir.x != 0 || action.dir.y != 0);
        stop = one_step && door_player_may_enter(&game->floor.map, to) ? TRAVEL_GO : TRAVEL_BLOCKED;
        if (stop == TRAVEL_GO && travel_blocking(game, action.dir) >= 0)
            stop = TRAVEL_IN_THE_WAY;
        *step = action.dir;
    }
    char text[MSGLOG_LINE];
    switch (stop) {
    case TRAVEL_MONSTER:
    case TRAVEL_NEAR:
        monster_called(game, travel_monster_in_the_way(game, NULL), false, text, sizeof text);
        world_say(game, "Not with %s %s.", text, stop == TRAVEL_NEAR ? "so close" : "in view");
        break;
    case TRAVEL_IN_THE_WAY:
        monster_called(game,
                       travel_blocking(game, action.kind == ACTION_RUN ? action.dir : (struct pos){0, 0}),
                       false,
                       text,
                       sizeof text);
        world_say(game, "Not with %s in the way.", text);
        break;
    case TRAVEL_CONFUSED:
        world_say(game, "Not while you are confused.");
        break;
    case TRAVEL_UNKNOWN_CELL:
        world_say(game, "You do not know that place.");
        break;
    case TRAVEL_NO_WAY:
        world_say(game, "You know no way there.");
        break;
    case TRAVEL_EXPLORED:
        travel_explored_message(game, text, sizeof text);
        world_say(game, "%s", text);
        break;
    case TRAVEL_GO:
    case TRAVEL_OVER:
    case TRAVEL_ARRIVED: /* nothing to say: the walk is done */
    case TRAVEL_BLOCKED: /* as walking into a wall: no turn, nothing said */
        break;
    }
    return stop == TRAVEL_GO;
}

/* Before the turn begins: a walk's step becomes the move it makes. */
static bool walk_step(struct game *game, struct action *action, bool *seeking)
{
    if (!walk_step_to(game, *action, &action->dir, seeking))
        return false;
    action->kind = ACTION_MOVE;
    return true;
}

/* What the player is told when a monster stops a walk or a rest, by
 * travel_interrupted's reason, and the stop it is. */
static const struct {
    const char *says;
    enum game_stop stop;
} monster_stops[] = {
    [TRAVEL_SEES_MONSTER] = {"comes into view", GAME_MONSTER},
    [TRAVEL_SENSES_MONSTER] = {"comes into your mind", GAME_MONSTER},
    [TRAVEL_MONSTER_WAKES] = {"wakes up", GAME_MONSTER_TURNS},
    [TRAVEL_MONSTER_TURNS] = {"turns to fight", GAME_MONSTER_TURNS},
    [TRAVEL_MONSTER_NOTICES] = {"notices you", GAME_MONSTER_TURNS},
    [TRAVEL_MONSTER_NEAR] = {"is close", GAME_MONSTER_NEAR},
};

/* After a turn of a walk or a rest: why it stops, if something happened
 * that stops it ("You stop: a goblin comes into view.", "You stop: the
 * kobold turns to fight."). A message that came is its own reason. A rest
 * that healed the player says so; explore's step that leaves nothing more
 * to see says where the way on is. */
static enum game_stop after_walk(struct game *game, struct action action,
                                 const struct travel_watch *watch, bool seeking)
{
    const char *resting = action.kind == ACTION_REST ? " resting" : "";
    char text[MSGLOG_LINE];
    int monster = -1;
    enum travel_interrupt why = travel_interrupted(game, watch, &monster);
    switch (why) {
    case TRAVEL_SEES_MONSTER:
    case TRAVEL_SENSES_MONSTER:
    case TRAVEL_MONSTER_WAKES:
    case TRAVEL_MONSTER_TURNS:
    case TRAVEL_MONSTER_NOTICES:
    case TRAVEL_MONSTER_NEAR:
        monster_called(game,
                       monster,
                       why != TRAVEL_SEES_MONSTER && why != TRAVEL_SENSES_MONSTER,
                       text,
                       sizeof text);
        world_say(game, "You stop%s: %s %s.", resting, text, monster_stops[why].says);
        return monster_stops[why].stop;
    case TRAVEL_HURT:
        world_say(game, "You stop%s: you are hurt.", resting);
        return GAME_HURT;
    case TRAVEL_ENDED:
        return GAME_OVER;
    case TRAVEL_ON:
    case TRAVEL_TOLD:
        break;
    }
    const struct entity *player = &game->run.player;
    if (*resting && player->health >= player->health_max && watch->health < player->health_max)
        world_say(game, "You have rested to full health.");
    if (seeking && travel_explored(game)) {
        travel_explored_message(game, text, sizeof text);
        world_say(game, "%s", text);
    }
    return GAME_GOING;
}

/* The action table: for each action of murk/action.def its deed (act.h)
 * and, for those that may be refused before the turn begins (with the
 * refusal said on this turn), the check that does it; a walk's check turns
 * it into the move it makes. */
static const struct {
    bool (*deed)(struct game *game, struct action action, struct outcome *outcome);
} deeds[ACTION_KIND_COUNT] = {
#define ACTION(id, word, flags) [ACTION_##id] = {act_##word},
#include "murk/base/action.def"
#undef ACTION
};

static bool (*const before_turn[ACTION_KIND_COUNT])(struct game *game, struct action *action,
                                                    bool *seeking) = {
    [ACTION_REST] = rest_may_start,
    [ACTION_TRAVEL] = walk_step,
    [ACTION_EXPLORE] = walk_step,
    [ACTION_RUN] = walk_step,
};

/* The rest of the turn after the player's deed: the player's scent is
 * laid, every monster acts (not on a floor just arrived on: its monsters
 * have not noticed anyone yet, and the player arrives with none in view),
 * then who followed the player down arrives, the statuses tick, the player
 * heals now and then, and last the one check for the player's death. */
static void rest_of_turn(struct game *game, bool arrived)
{
    world_refresh_view(game);
    bool telepathic = status_has(&game->run.player, STATUS_TELEPATHIC);
    mimic_reveal_near(game);
    scent_lay(&game->floor.scent, game->run.player.pos, game->run.turn);
    /* Hasted, the player has a turn of their own every other turn. */
    bool outpaced = status_has(&game->run.player, STATUS_HASTED) && game->run.turn % 2 == 1;
    /* Marked empty, and again after a monster filled it: an outcome is
     * hundreds of bytes, most monsters fill none, and one that does fills
     * it whole (a compound literal), so nothing else is ever read unset. */
    struct outcome shot;
    shot.effect = OUTCOME_NONE;
    for (int i = 0; i < game->floor.monster_count && !arrived && !outpaced; i++) {
        mind_act(game, i, &shot);
        if (shot.effect != OUTCOME_NONE) {
            apply_outcome(game, &shot);
            shot.effect = OUTCOME_NONE;
        }
    }
    /* Who followed the player down comes a turn after them. */
    if (!arrived)
        stairs_follow_arrive(game);
    struct entity *player = &game->run.player;
    /* Alive after the monsters and dead after the statuses: the poison. */
    bool alive = entity_alive(player);
    status_tick_player(game);
    bool poisoned = alive && !entity_alive(player);
    /* Most monsters have no status: asked here, the call is not made. A
     * status that wore off may have been a way of perceiving: who has one
     * is perceived again, as is the dead (nobody perceives them), and
     * everyone if the player's telepathy came or went. The rest stand as
     * the view or their moves made them: the same as a whole pass. */
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct entity *e = &game->floor.monsters[i].base;
        if (!entity_alive(e)) {
            world_perceive_slot(game, i);
        } else if (status_any(e)) {
            if (status_tick_monster(game, i))
                mind_fear_ended(game, i);
            world_perceive_slot(game, i);
        }
    }
    carry_drop_from_dead(game);
    if (status_has(player, STATUS_TELEPATHIC) != telepathic)
        world_refresh_perception(game);
    if (entity_alive(player) && game->run.turn % PLAYER_HEAL_EVERY == 0)
        entity_heal(player, 1);
    if (!entity_alive(player)) {
        game->run.over = true;
        world_say(game, poisoned ? "You die of poison." : "You die...");
    }
}

static struct game_result result(bool took, enum game_stop stop)
{
    return (struct game_result){.took = took, .stop = stop};
}

/* Why a rest stops after its turn, or GAME_GOING: what stopped it as a
 * walk is stopped (told), over, a monster in the way, healed (before a
 * message: the rest itself says it healed), something said. */
static enum game_stop rest_stops(const struct game *game, enum game_stop told, long said_before)
{
    if (told != GAME_GOING)
        return told;
    enum game_stop stop = rest_check(game);
    if (stop == GAME_GOING && game->run.log.said != said_before)
        stop = GAME_MESSAGE;
    return stop;
}

/* Why a walk stops after its step, or GAME_GOING, with the step that
 * carries it on in *next: something said (a reason to stop, or what lies
 * here), the cell reached, a run come to its end. */
static enum game_stop walk_stops(const struct game *game, enum game_stop told, long said_before,
                                 struct pos from, struct action *next)
{
    if (told != GAME_GOING)
        return told;
    if (game->run.over)
        return GAME_OVER;
    if (game->run.log.said != said_before)
        return GAME_MESSAGE;
    struct pos at = game->run.player.pos;
    if (next->kind == ACTION_TRAVEL && grid_eq(at, next->cell))
        return GAME_ARRIVED;
    if (next->kind == ACTION_RUN) {
        next->dir = travel_run_next(game, (struct pos){at.x - from.x, at.y - from.y});
        if (next->dir.x == 0 && next->dir.y == 0)
            return GAME_ARRIVED;
    }
    return GAME_GOING;
}

struct game_result game_do(struct game *game, struct action action)
{
    if (game->run.over)
        return result(false, GAME_OVER);
    if ((unsigned)action.kind >= ACTION_KIND_COUNT)
        return result(false, GAME_REFUSED);
    unsigned flags = action_flags(action.kind);
    if ((flags & ACTS_DEBUG) && !game_debug_allowed(game)) {
        world_say(game, "Debugging aids are off on this server.");
        return result(false, GAME_REFUSED);
    }
    if (!(flags & ACTS_TURN)) {
        deeds[action.kind].deed(game, action, NULL);
        return result(false, GAME_DONE);
    }
    if ((flags & ACTS_ITEMS) && !game->item_kinds)
        return result(false, GAME_REFUSED);
    struct action deed = action;
    bool seeking = false;
    /* Asleep (a potion of sleep), the player cannot act: whatever the
     * action, the turn passes. */
    bool asleep = status_has(&game->run.player, STATUS_SLEEPING);
    if (asleep) {
        world_say(game, "You are asleep.");
        deed = (struct action){.kind = ACTION_WAIT, .slot = -1};
    } else if (before_turn[action.kind] && !before_turn[action.kind](game, &deed, &seeking)) {
        return result(false, GAME_REFUSED);
    }
    /* What a walk or a rest is stopped by is watched only for them: for
     * any other deed the watch (hundreds of bytes) is neither made nor read. */
    struct travel_watch watch;
    if (flags & ACTS_REPEAT)
        watch = travel_watch(game);
    struct pos from = game->run.player.pos;
    struct outcome outcome = {.effect = OUTCOME_NONE};
    /* A walk's step into a closed door opens it: the walk goes on through
     * it, so its line ("You open the door.") is no reason to stop. */
    bool opening =
        (flags & ACTS_WALK) && door_closed_at(&game->floor.map, grid_add(from, deed.dir));
    /* ...and a step into an ally swaps places with it ("You swap places
     * with your goblin."): the walk goes on past it. */
    int ally = (flags & ACTS_WALK) ? world_monster_at(game, grid_add(from, deed.dir)) : -1;
    bool swapping = ally >= 0 && game->floor.monsters[ally].ally;
    game->run.turn++;
    if (!deeds[deed.kind].deed(game, deed, &outcome)) {
        game->run.turn--;
        return result(false, GAME_REFUSED);
    }
    bool unsaid = (opening && door_open_at(&game->floor.map, grid_add(from, deed.dir))) ||
                  (swapping && !grid_eq(from, game->run.player.pos));
    apply_outcome(game, &outcome);
    if (game->run.won)
        return result(true, GAME_OVER); /* the run is over the moment the Lamp is lifted */
    rest_of_turn(game, action.kind == ACTION_DESCEND);
    if (!(flags & ACTS_REPEAT))
        return result(true, game->run.over ? GAME_OVER : GAME_DONE);
    /* Its own line ("You open the door.") no reason for the walk to stop. */
    watch.said += unsaid;
    struct game_result done = result(true, GAME_GOING);
    done.next = action;
    enum game_stop told = after_walk(game, action, &watch, seeking);
    done.stop = action.kind == ACTION_REST ? rest_stops(game, told, watch.said)
                                           : walk_stops(game, told, watch.said, from, &done.next);
    return done;
}

/* The kind of the item at slot, or -1. */
static int pack_kind(const struct game *game, int slot)
{
    const struct pack *pack = &game->run.pack;
    return game->item_kinds && slot >= 0 && slot < pack->count ? pack->kinds[slot] : -1;
}

/* Whether the kind is a scroll that is aimed: lightning or fireball. */
static bool aimed_scroll(const struct game *game, int kind)
{
    if (kind < 0)
        return false;
    /* A scroll whose effect needs what flies (harm and range) is aimed. */
    const struct item_kind *k = &game->item_kinds->kinds[kind];
    return k->class == ITEM_CLASS_SCROLL && k->range > 0;
}

bool game_read_asks_cell(const struct game *game, int slot)
{
    int kind = pack_kind(game, slot);
    return aimed_scroll(game, kind) && item_known(&game->run.lore, game->item_kinds, kind);
}

int game_missile_range(const struct game *game, struct action action)
{
    if (!game->item_kinds)
        return 0;
    struct item_missile m;
    switch (action.kind) {
    case ACTION_FIRE:
        return item_missile_to_fire(&game->run.pack, game->item_kinds, &m) == ITEM_OK ? m.range : 0;
    case ACTION_THROW:
        return item_missile_to_throw(&game->run.pack, game->item_kinds, action.slot, &m) == ITEM_OK
                   ? m.range
                   : 0;
    case ACTION_READ: {
        int kind = pack_kind(game, action.slot);
        return aimed_scroll(game, kind) ? game->item_kinds->kinds[kind].range : 0;
    }
    case ACTION_ZAP: {
        int kind = pack_kind(game, action.slot);
        return kind >= 0 && game->item_kinds->kinds[kind].class == ITEM_CLASS_WAND ? WAND_RANGE : 0;
    }
    default:
        return 0;
    }
}

bool game_read_asks_enchant(const struct game *game, int slot)
{
    const struct pack *pack = &game->run.pack;
    if (!game->item_kinds || slot < 0 || slot >= pack->count)
        return false;
    return item_kind_has(&game->item_kinds->kinds[pack->kinds[slot]], EFFECT_ENCHANTING) &&
           item_query_count(pack, &game->run.lore, game->item_kinds, ITEM_QUERY_ENCHANT) > 0;
}

bool game_read_asks_target(const struct game *game, int slot)
{
    const struct pack *pack = &game->run.pack;
    if (!game->item_kinds || slot < 0 || slot >= pack->count)
        return false;
    int kind = pack->kinds[slot];
    return item_kind_has(&game->item_kinds->kinds[kind], EFFECT_IDENTIFY) &&
           item_known(&game->run.lore, game->item_kinds, kind) &&
           item_query_count(pack, &game->run.lore, game->item_kinds, ITEM_QUERY_IDENTIFY) > 0;
}
