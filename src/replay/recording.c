#define _POSIX_C_SOURCE 200809L

#include "recording.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

/* path opened for writing as saves are: 0600, never through a symbolic
 * link. flags add O_TRUNC (a new recording) or not (one gone on with). */
static FILE *open_private(const char *path, int flags)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | flags, 0600);
    if (fd < 0)
        return NULL;
    FILE *file = fdopen(fd, "w");
    if (!file) {
        int saved = errno;
        close(fd);
        errno = saved;
    }
    return file;
}

/* Version 2's actions, by the number it wrote: the table's order of that
 * time. Frozen: version 3 writes names, so nothing is ever added here. */
static const char *const version_2_actions[] = {
    "move", "wait", "pick_up", "drink", "read", "drop", "equip", "descend", "look_here", "rest",
    "reveal_map", "debug_view", "quit", "debug_off", "travel", "explore", "run", "stop",
    "unknown_key", "take_off",
};
enum { VERSION_2_ACTIONS = sizeof version_2_actions / sizeof version_2_actions[0] };

/* The number version 2 wrote for kind, or -1 when version 2 had none. */
static int version_2_number(enum action_kind kind)
{
    const char *name = action_name(kind);
    for (int i = 0; name && i < VERSION_2_ACTIONS; i++)
        if (strcmp(version_2_actions[i], name) == 0)
            return i;
    return -1;
}

/* The kind of an action line's first field: a version 2 number or a
 * version 3 word. -1 when it names no action. */
static int action_kind_of(int version, const char *field)
{
    if (version >= 3)
        return action_by_name(field);
    char *end;
    long number = strtol(field, &end, 10);
    if (*field == 0 || *end != 0 || number < 0 || number >= VERSION_2_ACTIONS)
        return -1;
    return action_by_name(version_2_actions[number]);
}

int recorder_open(struct recorder *rec, const char *path, uint64_t data_hash, uint64_t seed)
{
    memset(rec, 0, sizeof *rec);
    rec->version = RECORDING_VERSION;
    rec->file = open_private(path, O_TRUNC);
    if (!rec->file)
        return -1;
    fprintf(rec->file,
            "murk recording\nversion %d\ndata %016" PRIx64 "\nseed %" PRIu64 "\n",
            RECORDING_VERSION,
            data_hash,
            seed);
    return 0;
}

void recorder_action(struct recorder *rec, const struct game *game, struct action action)
{
    if (!rec->file)
        return;
    char kind[24];
    if (rec->version >= 3)
        snprintf(kind, sizeof kind, "%s", action_name(action.kind));
    else
        snprintf(kind, sizeof kind, "%d", version_2_number(action.kind));
    if (fprintf(rec->file,
                "a %s %d %d %d %d %d %d\n",
                kind,
                action.dir.x,
                action.dir.y,
                action.slot,
                action.target,
                action.cell.x,
                action.cell.y) < 0)
        rec->failed = true;
    int turn = game->run.turn;
    if (turn % RECORDING_DIGEST_EVERY == 0 && turn != rec->digested_turn) {
        rec->digested_turn = turn;
        if (fprintf(rec->file, "d %d %016" PRIx64 "\n", turn, game_digest(game)) < 0)
            rec->failed = true;
    }
}

int recorder_close(struct recorder *rec, const struct game *game)
{
    if (!rec->file)
        return -1;
    /* The last state too, so a replay proves its end as well. */
    fprintf(rec->file, "d %d %016" PRIx64 "\nend\n", game->run.turn, game_digest(game));
    bool bad = rec->failed || ferror(rec->file);
    if (fclose(rec->file) != 0)
        bad = true;
    rec->file = NULL;
    return bad ? -1 : 0;
}

/* Reads one line into buf; false at the end of the file. A line too long to
 * be ours is read to its end and left as it is (it will not parse). */
static bool read_line(struct playback *pb, char *buf, size_t size)
{
    if (!fgets(buf, (int)size, pb->file))
        return false;
    pb->line++;
    size_t len = strlen(buf);
    if (len > 0 && buf[len - 1] == '\n')
        buf[len - 1] = 0;
    else
        for (int c = fgetc(pb->file); c != EOF && c != '\n'; c = fgetc(pb->file))
            ;
    return true;
}

int playback_open(struct playback *pb, const char *path, char *why, size_t why_size)
{
    memset(pb, 0, sizeof *pb);
    pb->path = path;
    pb->file = fopen(path, "r");
    if (!pb->file) {
        snprintf(why, why_size, "%s: cannot open: %s", path, strerror(errno));
        return EX_NOINPUT;
    }
    char line[128];
    int version = 0;
    bool ok = read_line(pb, line, sizeof line) && strcmp(line, "murk recording") == 0 &&
              read_line(pb, line, sizeof line) && sscanf(line, "version %d", &version) == 1;
    if (ok && (version < RECORDING_OLDEST_VERSION || version > RECORDING_VERSION)) {
        snprintf(why,
                 why_size,
                 "%s: recording version %d; this murk reads versions %d to %d",
                 path,
                 version,
                 RECORDING_OLDEST_VERSION,
                 RECORDING_VERSION);
        playback_close(pb);
        return EX_DATAERR;
    }
    ok = ok && read_line(pb, line, sizeof line) &&
         sscanf(line, "data %" SCNx64, &pb->data_hash) == 1 && read_line(pb, line, sizeof line) &&
         sscanf(line, "seed %" SCNu64, &pb->seed) == 1;
    pb->version = version;
    if (!ok) {
        snprintf(why, why_size, "%s:%d: not a murk recording", path, pb->line);
        playback_close(pb);
        return EX_DATAERR;
    }
    return EX_OK;
}

enum playback_step playback_next(struct playback *pb, struct action *action, int *turn,
                                 uint64_t *digest, char *why, size_t why_size)
{
    char line[128], extra;
    if (!read_line(pb, line, sizeof line)) {
        snprintf(why, why_size, "%s: ends without its end line (truncated?)", pb->path);
        return PLAYBACK_BAD;
    }
    char name[24];
    int kind, dx, dy, slot, target, cx, cy;
    if (sscanf(line,
               "a %23s %d %d %d %d %d %d %c",
               name,
               &dx,
               &dy,
               &slot,
               &target,
               &cx,
               &cy,
               &extra) == 7 &&
        (kind = action_kind_of(pb->version, name)) >= 0 && dx >= -1 && dx <= 1 && dy >= -1 &&
        dy <= 1) {
        *action = (struct action){.kind = (enum action_kind)kind,
                                  .dir = {dx, dy},
                                  .slot = slot,
                                  .target = target,
                                  .cell = {cx, cy}};
        return PLAYBACK_ACTION;
    }
    if (sscanf(line, "d %d %" SCNx64 " %c", turn, digest, &extra) == 2)
        return PLAYBACK_DIGEST;
    if (strcmp(line, "end") == 0) {
        pb->ended = true;
        return PLAYBACK_END;
    }
    snprintf(why, why_size, "%s:%d: not an action, a digest or the end", pb->path, pb->line);
    return PLAYBACK_BAD;
}

void playback_close(struct playback *pb)
{
    if (pb->file)
        fclose(pb->file);
    pb->file = NULL;
}

int recording_verify(const char *path, const struct kind_list *kinds,
                     const struct item_kind_list *items, uint64_t data_hash, char *why,
                     size_t why_size)
{
    struct playback pb;
    int status = playback_open(&pb, path, why, why_size);
    if (status != EX_OK)
        return status;
    if (pb.data_hash != data_hash) {
        snprintf(why, why_size, "%s: recorded with other data files", path);
        playback_close(&pb);
        return EX_DATAERR;
    }
    static struct game game;
    if (game_new(&game, pb.seed, kinds, items) != 0) {
        snprintf(why, why_size, "%s: out of memory", path);
        playback_close(&pb);
        return EX_OSERR;
    }
    status = EX_OK;
    for (;;) {
        struct action action;
        int turn;
        uint64_t digest;
        enum playback_step step = playback_next(&pb, &action, &turn, &digest, why, why_size);
        if (step == PLAYBACK_ACTION) {
            game_do(&game, action);
        } else if (step == PLAYBACK_DIGEST) {
            if (turn != game.run.turn || digest != game_digest(&game)) {
                snprintf(why,
                         why_size,
                         "%s:%d: turn %d differs from the recording",
                         path,
                         pb.line,
                         turn);
                status = EX_DATAERR;
                break;
            }
        } else if (step == PLAYBACK_END) {
            break;
        } else {
            status = EX_DATAERR;
            break;
        }
    }
    game_free(&game);
    playback_close(&pb);
    return status;
}

int recorder_resume(struct recorder *rec, const char *path, const struct game *game,
                    const struct kind_list *kinds, const struct item_kind_list *items,
                    uint64_t data_hash, char *why, size_t why_size)
{
    memset(rec, 0, sizeof *rec);
    struct playback pb;
    int status = playback_open(&pb, path, why, why_size);
    if (status != EX_OK)
        return status;
    if (pb.data_hash != data_hash || pb.seed != game->run.seed) {
        snprintf(why, why_size, "%s: a recording of another game", path);
        playback_close(&pb);
        return EX_DATAERR;
    }
    struct game *replayed = malloc(sizeof *replayed);
    if (!replayed || game_new(replayed, pb.seed, kinds, items) != 0) {
        snprintf(why, why_size, "%s: out of memory", path);
        free(replayed);
        playback_close(&pb);
        return EX_OSERR;
    }
    /* The last place in the file where the replayed game is this one: the
     * recording is kept up to there. Before it, a kill -9 may have left an
     * action the save never saw, or half a line. */
    uint64_t digest = game_digest(game);
    long keep = -1;
    for (;;) {
        long at = ftell(pb.file);
        if (replayed->run.turn == game->run.turn && game_digest(replayed) == digest)
            keep = at;
        struct action action;
        int turn;
        uint64_t recorded;
        char ignored[8];
        enum playback_step step =
            playback_next(&pb, &action, &turn, &recorded, ignored, sizeof ignored);
        if (step == PLAYBACK_ACTION)
            game_do(replayed, action);
        else if (step != PLAYBACK_DIGEST || turn != replayed->run.turn ||
                 recorded != game_digest(replayed))
            break; /* the end, a bad line, or a game gone astray */
    }
    game_free(replayed);
    free(replayed);
    playback_close(&pb);
    if (keep < 0) {
        snprintf(why, why_size, "%s: does not lead to this game", path);
        return EX_DATAERR;
    }
    rec->file = open_private(path, 0);
    if (!rec->file || ftruncate(fileno(rec->file), keep) != 0 ||
        fseek(rec->file, 0, SEEK_END) != 0) {
        snprintf(why, why_size, "%s: cannot write: %s", path, strerror(errno));
        if (rec->file)
            fclose(rec->file);
        rec->file = NULL;
        return EX_IOERR;
    }
    /* A digest for this turn, if due, is in the part kept. */
    rec->digested_turn = game->run.turn;
    rec->version = pb.version;
    return EX_OK;
}
