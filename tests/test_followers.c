/* Minds that follow and use what they find (doc/rules.md, "Followers on
 * the stairs", "Monsters that use what they find", "The thief", "Cornered",
 * "Scent"): hand-drawn maps, driven through game_do and mind_act. The test
 * kinds' numbers are their own (not the real data's), so each number here
 * comes from the kind or the rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "murk/world/carry.h"
#include "murk/turn/game.h"
#include "murk/rules/group.h"
#include "murk/rules/look.h"
#include "murk/rules/mind.h"
#include "murk/rules/why.h"
#include "murk/rules/why_next.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/status.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/said.h"

static const char items_text[] = "name:healing\nclass:potion\neffect:healing:10\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:poison\nclass:potion\neffect:poison:6\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:dart\nplural:darts\nclass:ammo\ncolour:1,2,3\nharm:2-2\n"
                                 "range:6\nflies:thrown\nbreaks:5\nbundle:3-3\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:arrow\nplural:arrows\nclass:ammo\ncolour:1,2,3\nharm:2-2\n"
                                 "range:6\nflies:fired\nbundle:3-3\ndepth:1-1\nfrequency:1\n";

/* Depth 1 only: the floors below get no monsters of their own. */
static const char kinds_text[] =
    "name:hunter\nglyph:h\ncolour:1,2,3\nsight:7\nhealth:8\nblow:hit:2-2\n"
    "depth:1-1\nfrequency:1\n\n"
    "name:scavenger\nglyph:k\ncolour:1,2,3\nsight:7\nhealth:9\nblow:hit:1-1\n"
    "traits:uses_items\ndepth:1-1\nfrequency:1\n\n"
    "name:monkey\nglyph:m\ncolour:1,2,3\nsight:8\nhealth:6\nblow:steal:0-0:20\n"
    "traits:never_sleeps\ndepth:1-1\nfrequency:1\n\n"
    "name:hound\nglyph:C\ncolour:1,2,3\nsight:7\nhealth:9\nblow:hit:1-1\n"
    "traits:tracks_scent\ndepth:1-1\nfrequency:1\n\n"
    "name:goblin chief\nglyph:G\ncolour:1,2,3\nsight:7\nhealth:12\nblow:hit:1-1\n"
    "depth:1-1\nfrequency:1\n\n"
    "name:goblin\nglyph:g\ncolour:1,2,3\nsight:7\nhealth:8\nblow:hit:1-1\n"
    "depth:1-1\nfrequency:1\n";

static struct item_kind_list items;
static struct kind_list kinds;

static int setup(void **state)
{
    (void)state;
    struct diag d = {0};
    if (item_kind_list_parse(&items, items_text, strlen(items_text), "items", &d) != 0 ||
        kind_list_parse(&kinds, kinds_text, strlen(kinds_text), "kinds", &d) != 0) {
        print_error("%s\n", d.lines[0]);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    item_kind_list_free(&items);
    kind_list_free(&kinds);
    return 0;
}

static void start(struct game *g, const char *const *rows, int n)
{
    assert_int_equal(game_new_from_ascii(g, 5, rows, n, &kinds), 0);
    game_use_items(g, &items);
}

/* A monster of the kind at marker, hunting the player. */
static int hunter_at(struct game *g, const char *kind, const char *const *rows, int n, char marker)
{
    int slot = game_add_monster(g, kind_find(&kinds, kind), ascii_find(rows, n, marker));
    assert_true(slot >= 0);
    struct monster *m = &g->floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g->run.player.pos;
    return slot;
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT};
}

static int item(const char *name)
{
    return item_kind_find(&items, name);
}

/* The monster's own turn, on the view of now. */
static struct outcome act(struct game *g, int slot)
{
    world_refresh_view(g);
    struct outcome shot = {.effect = OUTCOME_NONE};
    mind_act(g, slot, &shot);
    return shot;
}

/* The game saved and resumed into again, which the caller frees. */
static void resume_into(const struct game *g, struct game *again)
{
    struct save_buf buf = {0};
    assert_int_equal(save_encode(g, &buf), 0);
    char why[256];
    assert_int_equal(
        game_resume(
            again, &kinds, &items, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
        0);
    save_buf_free(&buf);
}

/* ---- followers on the stairs ---- */

/* The player on the stairs at '@': 'a' next to them, 'b' two cells off. */
static const char *const stairs_room[] = {
    "#########",
    "#.......#",
    "#.a@.b..#",
    "#.......#",
    "#########",
};

static void on_the_stairs(struct game *g)
{
    start(g, stairs_room, ASCII_ROWS(stairs_room));
    struct map *map = &g->floor.map;
    map->tiles[map_index(map, g->run.player.pos.x, g->run.player.pos.y)] = TILE_STAIRS;
}

static struct action descend(void)
{
    return (struct action){.kind = ACTION_DESCEND};
}

/* Whether a living monster of the kind stands next to the player. */
static int next_to_player(const struct game *g, const char *kind)
{
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        if (entity_alive(&m->base) && m->kind == kind_find(&kinds, kind) &&
            grid_adjacent(m->base.pos, g->run.player.pos))
            return i;
    }
    return -1;
}

static void
test_a_hunter_next_to_the_player_follows_down_and_one_two_cells_off_does_not(void **state)
{
    (void)state;
    struct game g;
    on_the_stairs(&g);
    int near = hunter_at(&g, "hunter", stairs_room, ASCII_ROWS(stairs_room), 'a');
    hunter_at(&g, "scavenger", stairs_room, ASCII_ROWS(stairs_room), 'b');
    g.floor.monsters[near].base.health = 5; /* of 8: hurt, not badly */
    g.floor.monsters[near].base.status[STATUS_CONFUSED] = 9;
    assert_true(game_do(&g, descend()).took);
    assert_int_equal(g.run.depth, 2);
    /* On the way: not on the new floor yet, and the pane's word for it. */
    assert_int_equal(g.run.follower_count, 1);
    assert_int_equal(next_to_player(&g, "hunter"), -1);
    /* Between floors it is in the save, and the digest. */
    struct game again;
    resume_into(&g, &again);
    assert_int_equal(again.run.follower_count, 1);
    assert_true(game_digest(&again) == game_digest(&g));
    again.run.follower_count = 0;
    assert_true(game_digest(&again) != game_digest(&g));
    game_free(&again);
    /* A turn later it comes down next to the player, as it was. */
    game_do(&g, wait_turn());
    assert_true(said(&g, "The hunter follows you down!"));
    assert_int_equal(g.run.follower_count, 0);
    int slot = next_to_player(&g, "hunter");
    assert_true(slot >= 0);
    const struct monster *m = &g.floor.monsters[slot];
    assert_int_equal(m->base.health, 5);
    assert_true(m->base.status[STATUS_CONFUSED] > 0);
    assert_int_equal(m->state, STATE_HUNTING);
    /* The one two cells off stayed behind, with the floor. */
    for (int i = 0; i < g.floor.monster_count; i++)
        assert_int_not_equal(g.floor.monsters[i].kind, kind_find(&kinds, "scavenger"));
    game_free(&g);
}

static void test_a_fleeing_or_afraid_monster_never_follows(void **state)
{
    (void)state;
    struct game g;
    on_the_stairs(&g);
    int fleer = hunter_at(&g, "hunter", stairs_room, ASCII_ROWS(stairs_room), 'a');
    g.floor.monsters[fleer].state = STATE_FLEEING;
    game_do(&g, descend());
    assert_int_equal(g.run.follower_count, 0);
    game_free(&g);

    on_the_stairs(&g);
    int afraid = hunter_at(&g, "hunter", stairs_room, ASCII_ROWS(stairs_room), 'a');
    g.floor.monsters[afraid].base.status[STATUS_AFRAID] = 3;
    game_do(&g, descend());
    assert_int_equal(g.run.follower_count, 0);
    game_free(&g);
}

/* ---- monsters that use what they find ---- */

static const char *const open_room[] = {
    "###########",
    "#.........#",
    "#.k.....@.#",
    "#.........#",
    "###########",
};

/* Badly wounded is a third of its most health or less (9: 3). */
static void test_a_scavenger_drinks_healing_at_the_threshold_and_not_above(void **state)
{
    (void)state;
    struct game g;
    start(&g, open_room, ASCII_ROWS(open_room));
    int k = hunter_at(&g, "scavenger", open_room, ASCII_ROWS(open_room), 'k');
    struct monster *m = &g.floor.monsters[k];
    assert_true(carry_add(m, item("healing"), 1));
    m->base.health = 4;
    act(&g, k);
    assert_int_equal(m->carried_stacks, 1);
    assert_int_equal(m->base.health, 4);
    assert_false(said(&g, "The scavenger drinks a potion!"));
    m->base.health = 3;
    act(&g, k);
    assert_int_equal(m->carried_stacks, 0);
    assert_int_equal(m->base.health, 9); /* 3 + 10, never past its most */
    assert_true(said(&g, "The scavenger drinks a potion!"));
    /* Seen to drink it, the player knows the potion, and the kind's ways. */
    assert_true(item_known(&g.run.lore, &items, item("healing")));
    assert_true(recall_knows_trait(&g.run.recall, m->kind, TRAIT_USES_ITEMS));
    char lines[RECALL_LINES][RECALL_LINE];
    int n = look_recall(&g, m->kind, lines, RECALL_LINES);
    bool told = false;
    for (int i = 0; i < n; i++)
        told |= strstr(lines[i], "picks up potions") != NULL;
    assert_true(told);
    game_free(&g);
}

/* A potion that does not heal it keeps, and drinks never. */
static void test_a_scavenger_never_drinks_what_does_not_heal(void **state)
{
    (void)state;
    struct game g;
    start(&g, open_room, ASCII_ROWS(open_room));
    int k = hunter_at(&g, "scavenger", open_room, ASCII_ROWS(open_room), 'k');
    struct monster *m = &g.floor.monsters[k];
    assert_true(carry_add(m, item("poison"), 1));
    m->base.health = 1;
    act(&g, k);
    assert_int_equal(m->carried_stacks, 1);
    assert_false(item_known(&g.run.lore, &items, item("poison")));
    game_free(&g);
}

/* The player behind a wall: the wanderer at 'k' sees the darts 3 cells off
 * ('d'), walks there and picks them up; not the arrows it cannot throw. */
static const char *const darts_room[] = {
    "############",
    "#k..d......#",
    "#..........#",
    "#########.##",
    "#@.........#",
    "############",
};

static void test_a_scavenger_picks_up_darts_it_sees_and_throws_them(void **state)
{
    (void)state;
    struct game g;
    start(&g, darts_room, ASCII_ROWS(darts_room));
    struct pos darts = ASCII_FIND(darts_room, 'd');
    item_floor_add_count(&g.floor.items, item("dart"), 3, darts);
    item_floor_add_count(&g.floor.items, item("arrow"), 3, (struct pos){darts.x + 4, darts.y + 1});
    int k = game_add_monster(&g, kind_find(&kinds, "scavenger"), ASCII_FIND(darts_room, 'k'));
    struct monster *m = &g.floor.monsters[k];
    m->state = STATE_WANDERING;
    /* 3 cells off, in sight: it heads for them at once. */
    act(&g, k);
    assert_true(m->has_target && grid_eq(m->target, darts));
    for (int turn = 0; turn < 6 && m->carried_stacks == 0; turn++)
        act(&g, k);
    assert_int_equal(m->carried_stacks, 1);
    assert_int_equal(m->carried[0].kind, item("dart"));
    assert_int_equal(m->carried[0].count, 3);
    assert_int_equal(item_floor_at(&g.floor.items, darts), -1);
    /* Look and the list say what it carries. */
    char words[LOOK_WORDS_MAX];
    look_monster_words(&g, m, words, sizeof words);
    assert_non_null(strstr(words, "carrying 3 darts"));
    /* Hunting the player in view at 5 cells (the dart flies 6), it throws. */
    world_move_monster(&g, k, (struct pos){1, 4});
    g.run.player.pos = (struct pos){6, 4};
    m->state = STATE_HUNTING;
    struct outcome shot = act(&g, k);
    assert_int_equal(shot.effect, OUTCOME_MISSILE);
    assert_int_equal(shot.item, item("dart"));
    assert_int_equal(shot.damage_min, 2);
    assert_int_equal(m->carried[0].count, 2);
    assert_true(said(&g, "The scavenger throws a dart!"));
    /* Out of the dart's range (7 cells) it closes in instead. */
    world_move_monster(&g, k, (struct pos){1, 4});
    g.run.player.pos = (struct pos){8, 4};
    shot = act(&g, k);
    assert_int_equal(shot.effect, OUTCOME_NONE);
    assert_int_equal(m->carried[0].count, 2);
    /* Killed, it drops what it carries. */
    struct pos at = m->base.pos;
    m->base.health = 0;
    carry_drop_from_dead(&g);
    int lying = item_floor_at(&g.floor.items, at);
    assert_true(lying >= 0);
    assert_int_equal(g.floor.items.items[lying].kind, item("dart"));
    assert_int_equal(item_floor_count(&g.floor.items.items[lying]), 2);
    game_free(&g);
}

/* Darts 4 cells off, past its reach: it goes on with its own wandering. */
static void test_a_scavenger_leaves_darts_past_its_reach(void **state)
{
    (void)state;
    struct game g;
    start(&g, darts_room, ASCII_ROWS(darts_room));
    struct pos darts = {ASCII_FIND(darts_room, 'd').x + 1, ASCII_FIND(darts_room, 'd').y};
    item_floor_add_count(&g.floor.items, item("dart"), 3, darts);
    int k = game_add_monster(&g, kind_find(&kinds, "scavenger"), ASCII_FIND(darts_room, 'k'));
    struct monster *m = &g.floor.monsters[k];
    m->state = STATE_WANDERING;
    act(&g, k);
    assert_false(m->has_target && grid_eq(m->target, darts));
    game_free(&g);
}

/* Up to MONSTER_CARRY_MAX stacks, and the stacks are in the save. */
static void test_what_a_monster_carries_is_saved_stack_by_stack(void **state)
{
    (void)state;
    struct game g;
    start(&g, open_room, ASCII_ROWS(open_room));
    int k = hunter_at(&g, "scavenger", open_room, ASCII_ROWS(open_room), 'k');
    struct monster *m = &g.floor.monsters[k];
    assert_true(carry_add(m, item("dart"), 2));
    assert_true(carry_add(m, item("healing"), 1));
    assert_true(carry_add(m, item("poison"), 1));
    assert_true(carry_add(m, item("arrow"), 4));
    assert_int_equal(m->carried_stacks, 4);
    assert_true(carry_add(m, item("dart"), 1)); /* onto its own stack */
    assert_int_equal(m->carried[0].count, 3);
    struct game again;
    resume_into(&g, &again);
    const struct monster *back = &again.floor.monsters[k];
    assert_int_equal(back->carried_stacks, 4);
    assert_int_equal(back->carried[3].kind, item("arrow"));
    assert_int_equal(back->carried[3].count, 4);
    assert_true(game_digest(&again) == game_digest(&g));
    game_free(&again);
    game_free(&g);
}

/* ---- the thief ---- */

/* The monkey next to the player, a corridor away round a corner. */
static const char *const thief_room[] = {
    "##############",
    "#....#########",
    "#.@m.........#",
    "#....#######.#",
    "############.#",
    "#............#",
    "##############",
};

/* The monkey next to a player with one potion: its first blow steals it.
 * Its slot. */
static int monkey_steals(struct game *g)
{
    start(g, thief_room, ASCII_ROWS(thief_room));
    int potion;
    assert_int_equal(item_pack_add(&g->run.pack, &items, item("healing"), &potion), ITEM_OK);
    int s = hunter_at(g, "monkey", thief_room, ASCII_ROWS(thief_room), 'm');
    game_do(g, wait_turn());
    assert_true(said_start(g, "The monkey steals "));
    return s;
}

static void test_a_thief_steals_runs_lies_low_and_its_death_gives_the_item_back(void **state)
{
    (void)state;
    struct game g;
    int s = monkey_steals(&g);
    const struct monster *m = &g.floor.monsters[s];
    assert_int_equal(g.run.pack.count, 0);
    assert_int_equal(m->carried_stacks, 1);
    /* It runs until out of sight, and there lies low, past its fear. */
    for (int turn = 0; turn < 30; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(m->base.status[STATUS_AFRAID], 0);
    assert_int_equal(m->state, STATE_FLEEING);
    assert_false(world_monster_sees_player(&g, m));
    assert_string_equal(look_monster_mind(&g, m).state, "lying low");
    /* Killed, it gives the potion back where it dies. */
    struct pos at = m->base.pos;
    g.floor.monsters[s].base.health = 0;
    game_do(&g, wait_turn());
    int lying = item_floor_at(&g.floor.items, at);
    assert_true(lying >= 0);
    assert_int_equal(g.floor.items.items[lying].kind, item("healing"));
    game_free(&g);
}

/* A thief runs because it stole, and says so: its fear is its theft's,
 * never "frightened by magic" (seed 777, floor 2, played: a monkey that
 * stole a bow). */
static void test_a_thief_flees_because_it_stole_not_from_magic(void **state)
{
    (void)state;
    struct game g;
    int s = monkey_steals(&g);
    const struct monster *m = &g.floor.monsters[s];
    game_do(&g, wait_turn());
    assert_int_equal(m->state, STATE_FLEEING);
    assert_true(said(&g, "The monkey flees: it stole from you."));
    char why[WHY_LINE];
    why_full(&g, m, why, sizeof why);
    assert_non_null(strstr(why, "stole from you"));
    assert_null(strstr(why, "magic"));
    /* What comes next is true of a thief: it never comes back with its
     * loot, afraid or not, nor turns when struck. */
    why_next(&g, m, why, sizeof why);
    assert_string_equal(why, "keeps away while it has your things; cornered, it strikes");
    assert_string_equal(look_monster_mind(&g, m).detail, ", with its loot: keeps away");
    for (int turn = 0; turn < 30; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(m->base.status[STATUS_AFRAID], 0);
    why_next(&g, m, why, sizeof why);
    assert_string_equal(why, "keeps away while it has your things; cornered, it strikes");
    assert_string_equal(look_monster_mind(&g, m).detail, ", with its loot: keeps away");
    game_free(&g);
}

/* ---- cornered ---- */

static const char *const dead_end[] = {
    "#######",
    "#f@...#",
    "#######",
};

static void test_a_cornered_fleer_next_to_the_player_fights(void **state)
{
    (void)state;
    struct game g;
    start(&g, dead_end, ASCII_ROWS(dead_end));
    int f = hunter_at(&g, "hunter", dead_end, ASCII_ROWS(dead_end), 'f');
    struct monster *m = &g.floor.monsters[f];
    m->state = STATE_FLEEING;
    m->base.status[STATUS_AFRAID] = 10;
    int health = g.run.player.health;
    act(&g, f);
    assert_int_equal(g.run.player.health, health - 2); /* its blow: 2-2 */
    assert_true(m->cornered);
    assert_string_equal(look_monster_mind(&g, m).state, "cornered");
    game_free(&g);
}

/* With a way to run, a fleer runs and does not fight, nor says cornered. */
static void test_a_fleer_with_a_way_out_runs(void **state)
{
    (void)state;
    struct game g;
    start(&g, open_room, ASCII_ROWS(open_room));
    struct pos next = {g.run.player.pos.x - 1, g.run.player.pos.y};
    int f = game_add_monster(&g, kind_find(&kinds, "hunter"), next);
    struct monster *m = &g.floor.monsters[f];
    m->state = STATE_FLEEING;
    m->base.status[STATUS_AFRAID] = 10;
    int health = g.run.player.health;
    act(&g, f);
    assert_int_equal(g.run.player.health, health);
    assert_false(m->cornered);
    assert_int_equal(grid_distance(m->base.pos, g.run.player.pos), 2);
    game_free(&g);
}

/* ---- scent ---- */

/* The player at '@' went from next to 'h' east along the top, down the
 * east side and back west: out of the monster's sight all the way. */
static const char *const bend[] = {
    "############",
    "#h.........#",
    "##########.#",
    "##########.#",
    "#@.........#",
    "############",
};

/* Lays the player's way round the bend, the last step the turn before now. */
static void lay_trail(struct game *g)
{
    struct pos way[32];
    int n = 0;
    for (int x = 2; x <= 10; x++)
        way[n++] = (struct pos){x, 1};
    for (int y = 2; y <= 4; y++)
        way[n++] = (struct pos){10, y};
    for (int x = 9; x >= 1; x--)
        way[n++] = (struct pos){x, 4};
    g->run.turn = 40;
    for (int i = 0; i < n; i++)
        scent_lay(&g->floor.scent, way[i], g->run.turn - n + i);
}

/* The monster at 'h' lost the player where it stands. */
static int lost_at_the_bend(struct game *g, const char *kind)
{
    start(g, bend, ASCII_ROWS(bend));
    lay_trail(g);
    int h = hunter_at(g, kind, bend, ASCII_ROWS(bend), 'h');
    g->floor.monsters[h].last_seen = g->floor.monsters[h].base.pos;
    return h;
}

static void test_a_tracker_follows_the_trail_round_the_bend_where_a_hunter_gives_up(void **state)
{
    (void)state;
    struct game g;
    int h = lost_at_the_bend(&g, "hunter");
    for (int turn = 0; turn < 8; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[h].state, STATE_WANDERING);
    assert_true(said_start(&g, "The hunter gives up the hunt: you went round a corner") ||
                !world_sees(&g, g.floor.monsters[h].base.pos));
    game_free(&g);

    int t = lost_at_the_bend(&g, "hound");
    const struct monster *m = &g.floor.monsters[t];
    game_do(&g, wait_turn());
    assert_true(m->on_trail);
    assert_int_equal(m->base.pos.x, 2); /* one step along the trail */
    assert_int_equal(m->state, STATE_HUNTING);
    assert_string_equal(look_monster_mind(&g, m).state, "following your trail");
    for (int turn = 0; turn < 8; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(m->state, STATE_HUNTING);
    assert_true(m->base.pos.x >= 9); /* still on the trail, past where it lost them */
    int health = g.run.player.health;
    for (int turn = 0; turn < 25 && g.run.player.health == health; turn++)
        game_do(&g, wait_turn());
    assert_true(grid_adjacent(m->base.pos, g.run.player.pos));
    assert_true(g.run.player.health < health);
    game_free(&g);
}

/* A trail older than SCENT_FADE_TURNS is gone. */
static void test_scent_fades(void **state)
{
    (void)state;
    struct scent_trail trail = {0};
    scent_lay(&trail, (struct pos){3, 3}, 10);
    assert_int_equal(scent_at(&trail, (struct pos){3, 3}, 11), 10);
    assert_int_equal(scent_at(&trail, (struct pos){3, 3}, 10 + 59), 10);
    assert_int_equal(scent_at(&trail, (struct pos){3, 3}, 10 + 60), -1);
    assert_int_equal(scent_at(&trail, (struct pos){4, 3}, 11), -1);
}

/* A trail laid past its size keeps its newest SCENT_TRAIL_MAX cells,
 * oldest first, and a saved game resumes with the same trail. */
static void test_a_full_trail_drops_its_oldest_and_saves_oldest_first(void **state)
{
    (void)state;
    static struct game g, again;
    start(&g, stairs_room, ASCII_ROWS(stairs_room));
    struct scent_trail *trail = &g.floor.scent;
    *trail = (struct scent_trail){0};
    enum { LAID = SCENT_TRAIL_MAX + 12 };
    struct pos laid[LAID];
    for (int i = 0; i < LAID; i++) {
        laid[i] = (struct pos){1 + i % 7, 1 + (i / 7) % 3};
        scent_lay(trail, laid[i], 100 + i);
    }
    assert_int_equal(trail->count, SCENT_TRAIL_MAX);
    for (int i = 0; i < SCENT_TRAIL_MAX; i++) {
        assert_true(grid_eq(scent_cell(trail, i)->pos, laid[LAID - SCENT_TRAIL_MAX + i]));
        assert_int_equal(scent_cell(trail, i)->turn, 100 + LAID - SCENT_TRAIL_MAX + i);
    }
    /* The freshest at a cell laid more than once is its last. */
    assert_int_equal(scent_at(trail, laid[LAID - 1], 100 + LAID), 100 + LAID - 1);
    resume_into(&g, &again);
    assert_int_equal(again.floor.scent.count, SCENT_TRAIL_MAX);
    for (int i = 0; i < SCENT_TRAIL_MAX; i++) {
        assert_true(grid_eq(scent_cell(&again.floor.scent, i)->pos, scent_cell(trail, i)->pos));
        assert_int_equal(scent_cell(&again.floor.scent, i)->turn, scent_cell(trail, i)->turn);
    }
    assert_true(game_digest(&again) == game_digest(&g));
    game_free(&again);
    game_free(&g);
}

/* The real data's kinds that show these off, each with what makes it so. */
static void test_the_new_kinds_have_their_traits(void **state)
{
    (void)state;
    const struct kind_list *real = real_kinds();
    int scavenger = kind_find(real, "kobold scavenger"), hound = kind_find(real, "hound");
    int monkey = kind_find(real, "monkey");
    assert_true(scavenger >= 0 && hound >= 0 && monkey >= 0);
    assert_true(kind_has(&real->kinds[scavenger], TRAIT_USES_ITEMS));
    assert_true(kind_has(&real->kinds[hound], TRAIT_TRACKS_SCENT));
    assert_false(kind_has(&real->kinds[monkey], TRAIT_USES_ITEMS));
    const struct parse_entries *blows = &real->kinds[monkey].blows;
    assert_int_equal(blows->count, 1);
    assert_int_equal(blows->at[0].word, EFFECT_STEAL);
    /* The test kinds have them too. */
    assert_true(kind_has(&kinds.kinds[kind_find(&kinds, "scavenger")], TRAIT_USES_ITEMS));
    assert_true(kind_has(&kinds.kinds[kind_find(&kinds, "hound")], TRAIT_TRACKS_SCENT));
}

/* ---- a band on the stairs ---- */

/* The player on the stairs at '@'; 'c' and 'g' next to them, 'h' too;
 * 'f' and 'x' far off. */
static const char *const band_room[] = {
    "##########",
    "#f.......#",
    "#...c....#",
    "#...@g...#",
    "#...h...x#",
    "##########",
};

static int asleep_at(struct game *g, const char *kind, char marker)
{
    int slot = game_add_monster(g, kind_find(&kinds, kind), ASCII_FIND(band_room, marker));
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = STATE_ASLEEP;
    return slot;
}

static void on_the_band_stairs(struct game *g)
{
    start(g, band_room, ASCII_ROWS(band_room));
    struct map *map = &g->floor.map;
    map->tiles[map_index(map, g->run.player.pos.x, g->run.player.pos.y)] = TILE_STAIRS;
}

/* The living monster of the kind on the floor, or NULL. */
static const struct monster *the(const struct game *g, const char *kind)
{
    for (int i = 0; i < g->floor.monster_count; i++)
        if (g->floor.monsters[i].kind == kind_find(&kinds, kind) &&
            entity_alive(&g->floor.monsters[i].base))
            return &g->floor.monsters[i];
    return NULL;
}

static void test_a_chief_and_its_goblin_follow_down_and_it_leads_it_by_its_new_id(void **state)
{
    (void)state;
    static struct game g;
    on_the_band_stairs(&g);
    /* Two far off first, so the band's ids are 3 and 4 up here. */
    asleep_at(&g, "hunter", 'f');
    asleep_at(&g, "hunter", 'x');
    int chief = hunter_at(&g, "goblin chief", band_room, ASCII_ROWS(band_room), 'c');
    int goblin = hunter_at(&g, "goblin", band_room, ASCII_ROWS(band_room), 'g');
    g.floor.monsters[goblin].leader = g.floor.monsters[chief].id;
    assert_int_equal(g.floor.monsters[chief].id, 3);
    assert_true(game_do(&g, descend()).took);
    assert_int_equal(g.run.follower_count, 2);
    game_do(&g, wait_turn());
    const struct monster *c = the(&g, "goblin chief"), *m = the(&g, "goblin");
    assert_non_null(c);
    assert_non_null(m);
    /* Ids are the floor's: down here the chief's is new, and the goblin's
     * leader is it. */
    assert_int_not_equal(c->id, 3);
    assert_int_equal(m->leader, c->id);
    assert_ptr_equal(group_leader(&g, m), c);
    assert_true(group_is_member(&g, c));
    assert_int_equal(g.cache.followers[world_monster_by_id(&g, c->id)], 1);
    game_free(&g);
}

static void test_a_goblin_down_without_its_chief_comes_alone_not_led_by_the_old_id(void **state)
{
    (void)state;
    static struct game g;
    on_the_band_stairs(&g);
    asleep_at(&g, "hunter", 'f');
    int chief = asleep_at(&g, "goblin chief", 'x'); /* far off: it stays */
    int goblin = hunter_at(&g, "goblin", band_room, ASCII_ROWS(band_room), 'g');
    hunter_at(&g, "hunter", band_room, ASCII_ROWS(band_room), 'h');
    int old_leader = g.floor.monsters[chief].id;
    g.floor.monsters[goblin].leader = old_leader;
    assert_true(game_do(&g, descend()).took);
    assert_int_equal(g.run.follower_count, 2);
    game_do(&g, wait_turn());
    assert_null(the(&g, "goblin chief"));
    const struct monster *m = the(&g, "goblin");
    assert_non_null(m);
    /* The hunter that came down with it has the chief's old id here. */
    int other = world_monster_by_id(&g, old_leader);
    assert_true(other >= 0);
    assert_int_equal(g.floor.monsters[other].kind, kind_find(&kinds, "hunter"));
    assert_int_equal(m->leader, 0);
    assert_null(group_leader(&g, m));
    assert_false(group_is_member(&g, &g.floor.monsters[other]));
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(
            test_a_hunter_next_to_the_player_follows_down_and_one_two_cells_off_does_not),
        cmocka_unit_test(test_a_fleeing_or_afraid_monster_never_follows),
        cmocka_unit_test(test_a_scavenger_drinks_healing_at_the_threshold_and_not_above),
        cmocka_unit_test(test_a_scavenger_never_drinks_what_does_not_heal),
        cmocka_unit_test(test_a_scavenger_picks_up_darts_it_sees_and_throws_them),
        cmocka_unit_test(test_a_scavenger_leaves_darts_past_its_reach),
        cmocka_unit_test(test_what_a_monster_carries_is_saved_stack_by_stack),
        cmocka_unit_test(test_a_thief_steals_runs_lies_low_and_its_death_gives_the_item_back),
        cmocka_unit_test(test_a_thief_flees_because_it_stole_not_from_magic),
        cmocka_unit_test(test_a_cornered_fleer_next_to_the_player_fights),
        cmocka_unit_test(test_a_fleer_with_a_way_out_runs),
        cmocka_unit_test(test_a_tracker_follows_the_trail_round_the_bend_where_a_hunter_gives_up),
        cmocka_unit_test(test_scent_fades),
        cmocka_unit_test(test_a_full_trail_drops_its_oldest_and_saves_oldest_first),
        cmocka_unit_test(test_the_new_kinds_have_their_traits),
        cmocka_unit_test(test_a_chief_and_its_goblin_follow_down_and_it_leads_it_by_its_new_id),
        cmocka_unit_test(test_a_goblin_down_without_its_chief_comes_alone_not_led_by_the_old_id),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
