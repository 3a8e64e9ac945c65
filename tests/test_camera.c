/* The map window's camera (src/term/camera.c), driven as the front end
 * drives it, one frame a step, without curses: whatever the walk, every
 * cell the player sees is in the window, at 80x24 with the side panel and
 * with the minds pane in its place. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "murk/game.h"
#include "murk/rng.h"
#include "support/real_data.h"
#include "term/camera.h"

/* The map window at 80x24: the terminal less the log's 5 lines, and less
 * the side panel's 20 columns or the minds pane's 30. */
enum { VIEW_ROWS = 24 - 5, PANEL_VIEW_COLS = 80 - 20, MINDS_VIEW_COLS = 80 - 30 };
enum { SEEDS = 20, WALKS = 200, STEPS = 60 };

/* How many seen cells lie outside the camera's rows by cols window. */
static int seen_outside(const struct game *g, const struct camera *cam, int rows, int cols)
{
    const struct map *map = &g->floor.map;
    int outside = 0;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            if (!world_sees(g, (struct pos){x, y}))
                continue;
            int vx = x - cam->origin.x, vy = y - cam->origin.y;
            if (vx < 0 || vy < 0 || vx >= cols || vy >= rows)
                outside++;
        }
    return outside;
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

/* Plays the walks at one window width; returns the steps that left a seen
 * cell out of the window. */
static int walk_and_count(int cols)
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
            bad += seen_outside(&g, &cam, VIEW_ROWS, cols) > 0;
            for (int s = 0; s < STEPS && !g.run.over; s++) {
                game_do(&g, random_step(&r));
                camera_update(&cam, &g, VIEW_ROWS, cols, NULL);
                bad += seen_outside(&g, &cam, VIEW_ROWS, cols) > 0;
            }
            game_free(&g);
        }
    }
    assert_int_equal(walks, 200);
    return bad;
}

static void test_every_seen_cell_is_in_the_side_panel_view(void **state)
{
    (void)state;
    assert_int_equal(walk_and_count(PANEL_VIEW_COLS), 0);
}

static void test_every_seen_cell_is_in_the_minds_pane_view(void **state)
{
    (void)state;
    assert_int_equal(walk_and_count(MINDS_VIEW_COLS), 0);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_seen_cell_is_in_the_side_panel_view),
        cmocka_unit_test(test_every_seen_cell_is_in_the_minds_pane_view),
        cmocka_unit_test(test_a_step_inside_the_view_keeps_it),
        cmocka_unit_test(test_the_look_cursor_is_followed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
