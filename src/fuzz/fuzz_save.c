/* libFuzzer entry: any bytes at all as a save file. The header must refuse
 * them or find a body; and whatever the checksum says, the body then goes
 * to the decoder, so the fuzzer reaches it without forging checksums. A
 * game the decoder accepts must play (run with AddressSanitizer and UBSan:
 * `make fuzz-save`). */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_save_data.h"
#include "murk/turn/game.h"
#include "murk/turn/resume.h"
#include "../store/store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct fuzz_data real;
    static int loaded;
    if (!loaded) {
        fuzz_data_load(&real);
        loaded = 1;
    }
    char why[STORE_WHY_MAX];
    const uint8_t *body;
    size_t body_len;
    struct store_header header;
    store_parse(data, size, &header, &body, &body_len, why, sizeof why);
    if (store_split(data, size, &header, why, sizeof why) != 0)
        return 0;
    static struct game game; /* large: kept off the stack */
    if (game_resume(&game,
                    &real.kinds,
                    &real.items,
                    header.version,
                    data + header.size,
                    size - header.size,
                    why,
                    sizeof why) == 0) {
        game_do(&game, (struct action){.kind = ACTION_WAIT});
        game_do(&game, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
        game_do(&game, (struct action){.kind = ACTION_REST});
        game_digest(&game);
    }
    game_free(&game);
    return 0;
}
