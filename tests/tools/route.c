/* route: the keys the test driver (tests/support/driver.c) presses to play
 * a seed down on the shipped data, for the end-to-end tests to type into
 * the real binary. The game is the same game there, key for key.
 *
 *   route SEED DEPTH     keys until the player stands on floor DEPTH
 *   route SEED win       keys until the run ends; exit 1 unless it is won
 *   route find FROM TO   the first seed in FROM..TO the driver wins, or exit 1
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/game.h"
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
    if (argc != 3) {
        fprintf(stderr, "usage: route SEED DEPTH | route SEED win | route find FROM TO\n");
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
