#define _POSIX_C_SOURCE 200809L /* fileno */

#include "watch.h"

#include <stdio.h>
#include <sysexits.h>
#include <unistd.h>

#include "../term/replay.h"
#include "../term/ui.h"
#include "recording.h"

/* The actions, one at a time, for the viewer; the digests were checked
 * before it started. */
static bool next_action(void *ctx, struct action *action)
{
    struct playback *pb = ctx;
    for (;;) {
        int turn;
        uint64_t digest;
        char why[8];
        enum playback_step step = playback_next(pb, action, &turn, &digest, why, sizeof why);
        if (step == PLAYBACK_ACTION)
            return true;
        if (step != PLAYBACK_DIGEST)
            return false;
    }
}

int replay_watch(const char *path, const struct kind_list *kinds,
                 const struct item_kind_list *items, uint64_t data_hash, int max_cols,
                 int max_lines)
{
    char why[4096 + 256];
    int status = recording_verify(path, kinds, items, data_hash, why, sizeof why);
    if (status != EX_OK) {
        fprintf(stderr, "murk: %s\n", why);
        return status;
    }
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "murk: needs a terminal on standard input and output (or --verify)\n");
        return EX_USAGE;
    }
    struct playback pb;
    status = playback_open(&pb, path, why, sizeof why);
    if (status != EX_OK) {
        fprintf(stderr, "murk: %s\n", why);
        return status;
    }
    static struct game game;
    if (game_new(&game, pb.seed, kinds, items) != 0) {
        playback_close(&pb);
        fprintf(stderr, "murk: out of memory\n");
        return EX_OSERR;
    }
    struct ui *ui = ui_open();
    if (!ui)
        status = EX_UNAVAILABLE;
    else {
        ui_cap_size(ui, max_cols, max_lines);
        enum ui_end end = ui_replay(ui, &game, next_action, &pb);
        ui_close(ui);
        if (end == UI_LOST) {
            fprintf(stderr, "murk: the terminal went away\n");
            status = EX_IOERR;
        }
    }
    game_free(&game);
    playback_close(&pb);
    return status;
}
