/* Writes real saves for the save fuzzer to start from: games of a few
 * seeds, new and played for a while, as the game writes them.
 * Usage: save_seeds DATA_DIR OUT_DIR */
#define _POSIX_C_SOURCE 200809L /* setenv */

#include <stdio.h>
#include <stdlib.h>

#include "fuzz_save_data.h"
#include "murk/turn/game.h"
#include "../store/store.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: save_seeds DATA_DIR OUT_DIR\n");
        return 64;
    }
    setenv("MURK_DATA", argv[1], 1);
    static struct fuzz_data real;
    fuzz_data_load(&real);
    static const int lengths[] = {0, 25, 150};
    for (uint64_t seed = 1; seed <= 6; seed++)
        for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
            static struct game game;
            if (game_new(&game, seed, &real.kinds, &real.items) != 0)
                return 71;
            struct rng keys;
            rng_seed(&keys, seed);
            for (int i = 0; i < lengths[l] && !game.run.over; i++) {
                struct action a = {.kind = ACTION_MOVE, .dir = grid_dir(rng_range(&keys, 0, 7))};
                if (rng_one_in(&keys, 5))
                    a = (struct action){.kind = ACTION_PICK_UP};
                game_do(&game, a);
            }
            struct save_buf body = {0};
            char header[STORE_HEADER_MAX], path[2048];
            if (save_encode(&game, &body) != 0)
                return 71;
            size_t header_len = store_header(
                header, store_murk_version(), real.hash, 1700000000, body.bytes, body.len);
            snprintf(path, sizeof path, "%s/seed%d-%d.sav", argv[2], (int)seed, lengths[l]);
            FILE *f = fopen(path, "wb");
            if (!f || fwrite(header, 1, header_len, f) != header_len ||
                fwrite(body.bytes, 1, body.len, f) != body.len || fclose(f) != 0) {
                fprintf(stderr, "save_seeds: cannot write %s\n", path);
                return 74;
            }
            save_buf_free(&body);
            game_free(&game);
        }
    return 0;
}
