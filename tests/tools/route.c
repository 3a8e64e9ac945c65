/* route: the keys the test driver (tests/support/driver.c) presses to play
 * a seed down on the shipped data, for the end-to-end tests to type into
 * the real binary. The game is the same game there, key for key.
 *
 *   route SEED DEPTH     keys until the player stands on floor DEPTH
 *   route SEED win       keys until the run ends; exit 1 unless it is won
 *   route find FROM TO   the first seed in FROM..TO the driver wins, or exit 1
 *   route explore SEED   keys that explore floor 1 with o until the game
 *                        says "Explored.": o while no monster is in view,
 *                        else a step toward the nearest (a blow when next
 *                        to it), R when hurt; exit 1 if it never is
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/turn/game.h"
#include "murk/turn/repeat.h"
#include "murk/rules/travel.h"
#include "support/driver.h"
#include "support/real_data.h"

enum { MAX_ACTIONS = 20000 };

/* Plays seed until the depth is reached (0: to the end). Writes the keys. */
static bool play(uint64_t seed, int depth, char *keys, struct game *g)
{
    struct driver d = {0};
    if (game_new(g, seed, real_kinds(), real_items()) != 0)
        return false;
    int n = 0;
    struct action action;
    char key;
    while (n < MAX_ACTIONS && (depth == 0 || g->run.depth < depth) &&
           driver_next(&d, g, &action, &key)) {
        game_do(g, action);
        keys[n++] = key;
    }
    keys[n] = 0;
    driver_free(&d);
    return depth == 0 ? g->run.won : g->run.depth >= depth;
}

/* The vi key of a step. */
static char vi_key(struct pos dir)
{
    static const char keys[3][4] = {"yku", "h.l", "bjn"};
    return keys[dir.y + 1][dir.x + 1];
}

/* A multi-turn key as the front end plays it: the action again while it
 * takes a turn and says nothing. */
static void walk(struct game *g, struct action a)
{
    /* The loop the terminal's walks share (murk/repeat.h), so the game
     * here is the terminal's key for key: a walk goes on through a door
     * it opens, as there. */
    struct repeat r = repeat_start(a);
    while (repeat_step(g, &r))
        ;
}

/* The step toward the nearest monster in view, over floor (by a walking
 * map from it), or {0, 0}. */
static struct pos toward_monster(const struct game *g, struct dmap *d)
{
    int slot = travel_monster_in_view(g);
    if (slot < 0)
        return (struct pos){0, 0};
    dmap_costs_from_map(d, &g->floor.map);
    dmap_set_goal(d, g->floor.monsters[slot].base.pos, 0);
    dmap_scan(d);
    int dir = dmap_downhill(d, g->run.player.pos, NULL, NULL, NULL);
    return dir < 0 ? (struct pos){0, 0} : grid_dir(dir);
}

static int explore(uint64_t seed, char *keys)
{
    struct game g;
    if (game_new(&g, seed, real_kinds(), real_items()) != 0)
        return 1;
    struct dmap d = {0};
    dmap_init(&d, g.floor.map.width, g.floor.map.height);
    int n = 0;
    bool explored = false;
    while (n < 2000 && !g.run.over && !explored) {
        const struct msg *m;
        if (travel_monster_in_view(&g) >= 0) {
            struct pos dir = toward_monster(&g, &d);
            keys[n++] = dir.x || dir.y ? vi_key(dir) : '.';
            game_do(
                &g,
                (struct action){.kind = dir.x || dir.y ? ACTION_MOVE : ACTION_WAIT,
                                .dir = dir,
                                .slot = -1,
                                .target = -1});
        } else if (g.run.player.health < g.run.player.health_max / 2) {
            keys[n++] = 'R';
            walk(&g, (struct action){.kind = ACTION_REST, .slot = -1, .target = -1});
        } else {
            keys[n++] = 'o';
            walk(&g, (struct action){.kind = ACTION_EXPLORE, .slot = -1, .target = -1});
            explored = (m = msglog_get(&g.run.log, 0)) && strncmp(m->text, "Explored.", 9) == 0;
        }
    }
    keys[n] = 0;
    printf("%s\n", keys);
    fprintf(stderr,
            "route: seed %llu, %d keys, turn %d, health %d%s\n",
            (unsigned long long)seed,
            n,
            g.run.turn,
            g.run.player.health,
            explored ? ", explored" : "");
    dmap_free(&d);
    game_free(&g);
    return explored ? 0 : 1;
}

int main(int argc, char **argv)
{
    static char keys[MAX_ACTIONS + 1];
    struct game g;
    if (argc == 4 && strcmp(argv[1], "find") == 0) {
        for (uint64_t seed = strtoull(argv[2], NULL, 10); seed <= strtoull(argv[3], NULL, 10);
             seed++) {
            bool won = play(seed, 0, keys, &g);
            game_free(&g);
            if (won) {
                printf("%llu\n", (unsigned long long)seed);
                return 0;
            }
        }
        return 1;
    }
    if (argc == 3 && strcmp(argv[1], "explore") == 0)
        return explore(strtoull(argv[2], NULL, 10), keys);
    if (argc != 3) {
        fprintf(stderr,
                "usage: route SEED DEPTH | route SEED win | route find FROM TO | route explore "
                "SEED\n");
        return 64;
    }
    uint64_t seed = strtoull(argv[1], NULL, 10);
    bool win = strcmp(argv[2], "win") == 0;
    bool reached = play(seed, win ? 0 : atoi(argv[2]), keys, &g);
    printf("%s\n", keys);
    fprintf(stderr,
            "route: seed %llu, %zu keys, depth %d, turn %d, health %d, points %d%s\n",
            (unsigned long long)seed,
            strlen(keys),
            g.run.depth,
            g.run.turn,
            g.run.player.health,
            world_points(&g),
            g.run.won ? ", won" : "");
    game_free(&g);
    return reached ? 0 : 1;
}
