/* The map window's camera (src/term/camera.c), driven as the front end
 * drives it, one frame a step, without curses: whatever the walk, the
 * view never creeps (a move is half a view, or to a map's edge) and moves
 * only when the player comes within a quarter of its edge, or centres the
 * player where a monster they perceive would be off it, at 80x24 with the
 * side panel and with the minds pane in its place. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "murk/turn/game.h"
#include "murk/world/world.h"
#include "murk/base/rng.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"
#include "support/real_data.h"
#include "term/camera.h"

/* The map window at 80x24: the terminal less the log's 5 lines, and less
 * the side panel's 20 columns or the minds pane's 30. */
enum { VIEW_ROWS = 24 - 5, PANEL_VIEW_COLS = 80 - 20, MINDS_VIEW_COLS = 80 - 30 };
enum { SEEDS = 20, WALKS = 200, STEPS = 60 };

/* Whether a step's view move on one axis is what the camera may make: none;
 * half a view (a quarter of it, 19 rows, rounds to 9); or less where the
 * map's edge stops it; or to centre the player (at), which a monster off
 * the view asks. */
static bool fair_move(int from, int to, int view, int map_size, int at)
{
    int d = to > from ? to - from : from - to;
    return d == 0 || d == view / 2 || to == 0 || to == map_size - view || to == at - view / 2;
}

/* The monsters the player perceives within half a view of them (where a
 * view centred on the player shows them) that lie off the view. */
static int monsters_off_view(const struct game *g, const struct camera *cam, int rows, int cols)
{
    int off = 0;
    struct pos p = g->run.player.pos;
    for (int i = 0; i < g->floor.monster_count; i++) {
        struct pos m = g->floor.monsters[i].base.pos;
        /* A view centred on the player reaches cols / 2 to its left and
         * (cols - 1) / 2 to its right (30 and 29 of 60), alike down. */
        int dx = m.x - p.x, dy = m.y - p.y;
        if (!world_perceived(g, i) || dx < -cols / 2 || dx > (cols - 1) / 2 || dy < -rows / 2 ||
            dy > (rows - 1) / 2)
            continue;
        off += m.x < cam->origin.x || m.x >= cam->origin.x + cols || m.y < cam->origin.y ||
               m.y >= cam->origin.y + rows;
    }
    return off;
}

/* Whether the player, after a step, stands at least a quarter of the view
 * from each edge the map lets the view move past. */
static bool player_well_inside(const struct game *g, const struct camera *cam, int rows, int cols)
{
    int margin[2] = {cols / 4, rows / 4}, view[2] = {cols, rows};
    int at[2] = {g->run.player.pos.x - cam->origin.x, g->run.player.pos.y - cam->origin.y};
    int origin[2] = {cam->origin.x, cam->origin.y};
    int size[2] = {g->floor.map.width, g->floor.map.height};
    for (int a = 0; a < 2; a++) {
        if (size[a] <= view[a])
            continue;
        if (at[a] < margin[a] && origin[a] > 0)
            return false;
        if (at[a] >= view[a] - margin[a] && origin[a] < size[a] - view[a])
            return false;
    }
    return true;
}

/* A step of a random walk: mostly a move, now and then a step of
 * exploring (so walks reach across the floor) or a try at the stairs. */
static struct action random_step(struct rng *r)
{
    struct action a = {.kind = ACTION_MOVE, .slot = -1, .target = -1};
    if (rng_one_in(r, 4))
        a.kind = ACTION_EXPLORE;
    else if (rng_one_in(r, 20))
        a.kind = ACTION_DESCEND;
    else
        a.dir = grid_dir(rng_range(r, 0, GRID_DIRS - 1));
    return a;
}

/* Plays the walks at one window width; returns the steps on one floor
 * that moved the view other than by half a view (or to an edge, or to
 * centre the player), or left the player within a quarter of an edge; and
 * in *off the steps after which a monster perceived within half a view
 * was off it, and in *centred those whose view moved to centre the player
 * (and by no other rule). */
static int walk_and_count(int cols, int *off, int *centred)
{
    struct rng r;
    rng_seed(&r, 19);
    int bad = 0, walks = 0;
    for (int seed = 1; seed <= SEEDS; seed++) {
        for (int w = 0; w < WALKS / SEEDS; w++, walks++) {
            struct game g;
            assert_int_equal(game_new(&g, (uint64_t)seed, real_kinds(), real_items()), 0);
            struct camera cam = {.placed = false};
            camera_update(&cam, &g, VIEW_ROWS, cols, NULL);
            for (int s = 0; s < STEPS && !g.run.over; s++) {
                struct pos before = cam.origin;
                int depth = g.run.depth;
                game_do(&g, random_step(&r));
                camera_update(&cam, &g, VIEW_ROWS, cols, NULL);
                if (g.run.depth != depth)
                    continue; /* a new floor centres the view */
                struct pos p = g.run.player.pos;
                bad += !fair_move(before.x, cam.origin.x, cols, g.floor.map.width, p.x) ||
                       !fair_move(before.y, cam.origin.y, VIEW_ROWS, g.floor.map.height, p.y) ||
                       !player_well_inside(&g, &cam, VIEW_ROWS, cols);
                *off += monsters_off_view(&g, &cam, VIEW_ROWS, cols) > 0;
                *centred += cam.origin.y != before.y && cam.origin.y == p.y - VIEW_ROWS / 2 &&
                            !fair_move(before.y, cam.origin.y, VIEW_ROWS, g.floor.map.height, -VIEW_ROWS);
            }
            game_free(&g);
        }
    }
    assert_int_equal(walks, 200);
    return bad;
}

/* ...and a monster the player perceives within half a view (all those in
 * sight) is never off it: the view centres on the player for it, which
 * the walks ask of it now and then (a monster in sight above a player four
 * rows below the view's top). */
static void test_the_view_never_creeps_with_the_side_panel(void **state)
{
    (void)state;
    int off = 0, centred = 0;
    assert_int_equal(walk_and_count(PANEL_VIEW_COLS, &off, &centred), 0);
    assert_int_equal(off, 0);
    assert_true(centred > 0);
}

static void test_the_view_never_creeps_with_the_minds_pane(void **state)
{
    (void)state;
    int off = 0, centred = 0;
    assert_int_equal(walk_and_count(MINDS_VIEW_COLS, &off, &centred), 0);
    assert_int_equal(off, 0);
    assert_true(centred > 0);
}

/* A corridor 60 cells long, walked from its top to its bottom: the view
 * (19 rows) moves by 9 rows when the player comes within 4 of its bottom
 * edge, and at no other step: 5 times, where following every cell seen
 * would move it at nearly every step. */
static void test_a_corridor_walk_moves_the_view_by_half_a_screen_a_few_times(void **state)
{
    (void)state;
    static char lines[64][8];
    static const char *rows[64];
    for (int y = 0; y < 64; y++) {
        snprintf(lines[y], sizeof lines[y], "%s", y == 0 || y == 63 ? "#####" : "##.##");
        rows[y] = lines[y];
    }
    lines[1][2] = '@';
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, rows, 64, test_kinds()), 0);
    struct camera cam = {.placed = false};
    camera_update(&cam, &g, VIEW_ROWS, PANEL_VIEW_COLS, NULL);
    int moves = 0, steps = 0;
    for (; steps < 61; steps++) {
        int before = cam.origin.y;
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {0, 1}, .slot = -1, .target = -1});
        camera_update(&cam, &g, VIEW_ROWS, PANEL_VIEW_COLS, NULL);
        if (cam.origin.y != before) {
            moves++;
            assert_true(cam.origin.y - before == 9 || cam.origin.y == 64 - VIEW_ROWS);
        }
    }
    assert_int_equal(g.run.player.pos.y, 62);
    assert_int_equal(moves, 5);
    game_free(&g);
}

/* A new game on seed, and the camera placed on it with the side panel. */
static struct camera placed_on(struct game *g, uint64_t seed)
{
    assert_int_equal(game_new(g, seed, real_kinds(), real_items()), 0);
    struct camera cam = {.placed = false};
    camera_update(&cam, g, VIEW_ROWS, PANEL_VIEW_COLS, NULL);
    return cam;
}

/* A step that keeps everything seen in view, well inside it, does not
 * move the view: a moving view costs a whole map's bytes. */
static void test_a_step_inside_the_view_keeps_it(void **state)
{
    (void)state;
    struct game g;
    struct camera cam = placed_on(&g, 7);
    struct pos before = cam.origin;
    camera_update(&cam, &g, VIEW_ROWS, PANEL_VIEW_COLS, NULL);
    assert_int_equal(cam.origin.x, before.x);
    assert_int_equal(cam.origin.y, before.y);
    game_free(&g);
}

/* While the look cursor is out it is the cursor the view follows, even
 * to where the player's surroundings leave the window. */
static void test_the_look_cursor_is_followed(void **state)
{
    (void)state;
    struct game g;
    struct camera cam = placed_on(&g, 7);
    struct pos far = {g.run.player.pos.x < g.floor.map.width / 2 ? g.floor.map.width - 1 : 0,
                      g.run.player.pos.y < g.floor.map.height / 2 ? g.floor.map.height - 1 : 0};
    camera_update(&cam, &g, VIEW_ROWS, PANEL_VIEW_COLS, &far);
    assert_true(far.x >= cam.origin.x && far.x < cam.origin.x + PANEL_VIEW_COLS);
    assert_true(far.y >= cam.origin.y && far.y < cam.origin.y + VIEW_ROWS);
    game_free(&g);
}

static bool in_view(const struct camera *cam, struct pos p)
{
    return p.x >= cam->origin.x && p.x < cam->origin.x + cam->cols && p.y >= cam->origin.y &&
           p.y < cam->origin.y + cam->rows;
}

/* A monster 9 rows above the player (the player's sight) when the player
 * stands 4 rows below the view's top edge (as near as the camera lets
 * them) is off the screen: shown for a walk it stopped, it comes into the
 * view with the player, and the view holds until the player moves. */
static void test_a_cell_shown_comes_into_view_and_stays_till_the_player_moves(void **state)
{
    (void)state;
    struct game g;
    struct camera cam = placed_on(&g, 7);
    struct pos player = g.run.player.pos;
    cam.origin.y = player.y - VIEW_ROWS / 4;
    if (cam.origin.y < 0 || cam.origin.y + VIEW_ROWS > g.floor.map.height) {
        game_free(&g);
        skip();
    }
    struct pos monster = {player.x, player.y - PLAYER_SIGHT};
    assert_false(in_view(&cam, monster));
    camera_show(&cam, &g, monster);
    assert_true(in_view(&cam, monster));
    assert_true(in_view(&cam, player));
    struct pos shown = cam.origin;
    camera_update(&cam, &g, VIEW_ROWS, PANEL_VIEW_COLS, NULL);
    assert_int_equal(cam.origin.y, shown.y);
    assert_int_equal(cam.origin.x, shown.x);
    /* A step, and the view follows the player again by its own rule. */
    g.run.player.pos.y++;
    camera_update(&cam, &g, VIEW_ROWS, PANEL_VIEW_COLS, NULL);
    assert_false(cam.holding);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_view_never_creeps_with_the_side_panel),
        cmocka_unit_test(test_the_view_never_creeps_with_the_minds_pane),
        cmocka_unit_test(test_a_corridor_walk_moves_the_view_by_half_a_screen_a_few_times),
        cmocka_unit_test(test_a_step_inside_the_view_keeps_it),
        cmocka_unit_test(test_the_look_cursor_is_followed),
        cmocka_unit_test(test_a_cell_shown_comes_into_view_and_stays_till_the_player_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
