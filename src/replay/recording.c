#define _POSIX_C_SOURCE 200809L

#include "recording.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "../files/files.h"
#include "murk/base/decimal.h"
#include "../store/envelope.h"
#include "../store/store.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"

/* path (relative to dir) opened for writing: 0600 (0640 shared through
 * the games group, for others to watch), never through a symbolic link. flags add O_TRUNC (a new
 * recording) or not (one gone on with). */
static FILE *open_private(int dir, const char *path, int flags)
{
    /* Read as well as written: the journal is appended through a shared
     * mapping (appender.h), which needs both. */
    int fd = openat(
        dir, path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | flags, files_mode(FILES_RECORD));
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
    "move",    "wait",      "pick_up", "drink",      "read",        "drop",     "equip",
    "descend", "look_here", "rest",    "reveal_map", "debug_view",  "quit",     "debug_off",
    "travel",  "explore",   "run",     "stop",       "unknown_key", "take_off",
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

/* A decimal number in [lo, hi]: an optional '-', then digits, nothing
 * else; overflow is caught before it happens, never wrapped. */
static bool parse_int(const char *text, long lo, long hi, long *out)
{
    bool negative = *text == '-';
    const char *c = text + negative;
    /* Canonical, as murk writes it and the save reader wants it: no
     * leading zero, no "-0". */
    if (*c < '0' || *c > '9' || (*c == '0' && (c[1] || negative)))
        return false;
    long limit = negative ? -lo : hi, value = 0;
    for (; *c; c++) {
        if (*c < '0' || *c > '9' || value > (limit - (*c - '0')) / 10)
            return false;
        value = value * 10 + (*c - '0');
    }
    *out = negative ? -value : value;
    return *out >= lo && *out <= hi;
}

/* The kind of an action line's first field: a version 2 number or a
 * version 3 word. -1 when it names no action. */
static int action_kind_of(int version, const char *field)
{
    if (version >= 3)
        return action_by_name(field);
    long number;
    if (!parse_int(field, 0, VERSION_2_ACTIONS - 1, &number))
        return -1;
    return action_by_name(version_2_actions[number]);
}

enum { SAVE_LINE_BYTES = 64 }; /* of the start save, in hex on an s line */

/* The header; from_save: with the game as it is now, to start from. */
static int open_recording(struct recorder *rec, int dir, const char *path, uint64_t data_hash,
                          const struct game *game, bool from_save)
{
    memset(rec, 0, sizeof *rec);
    rec->version = RECORDING_VERSION;
    struct save_buf body = {0};
    if (from_save && save_encode(game, &body) != 0) {
        save_buf_free(&body);
        errno = ENOMEM;
        return -1;
    }
    rec->file = open_private(dir, path, O_TRUNC);
    if (!rec->file) {
        save_buf_free(&body);
        return -1;
    }
    fprintf(rec->file,
            "murk recording\nversion %d\nmurk %s\ndata %016" PRIx64 "\nseed %" PRIu64
            "\nrun %016" PRIx64 "\n",
            RECORDING_VERSION,
            store_murk_version(),
            data_hash,
            game->run.seed,
            game->run.id);
    if (from_save) {
        fprintf(rec->file, "save %d %zu\n", SAVE_FORMAT_VERSION, body.len);
        for (size_t at = 0; at < body.len; at += SAVE_LINE_BYTES) {
            fputc('s', rec->file);
            fputc(' ', rec->file);
            for (size_t i = at; i < body.len && i < at + SAVE_LINE_BYTES; i++)
                fprintf(rec->file, "%02x", body.bytes[i]);
            fputc('\n', rec->file);
        }
        /* The digest of where it starts, so a replay proves the start. */
        fprintf(rec->file, "d %d %016" PRIx64 "\n", game->run.turn, game_digest(game));
        rec->digested_turn = game->run.turn;
    }
    save_buf_free(&body);
    /* The header goes out now, through stdio, so a watcher finds the game
     * before its first action; every line after it through the mapping. */
    off_t header = fflush(rec->file) == 0 ? ftello(rec->file) : -1;
    if (header < 0)
        rec->failed = true;
    appender_start(&rec->out, fileno(rec->file), header < 0 ? 0 : header);
    return 0;
}

int recorder_open_at(struct recorder *rec, int dir, const char *path, uint64_t data_hash,
                     const struct game *game)
{
    return open_recording(rec, dir, path, data_hash, game, false);
}

int recorder_open_from_save_at(struct recorder *rec, int dir, const char *path, uint64_t data_hash,
                               const struct game *game)
{
    return open_recording(rec, dir, path, data_hash, game, true);
}

int recorder_open(struct recorder *rec, const char *path, uint64_t data_hash,
                  const struct game *game)
{
    return recorder_open_at(rec, AT_FDCWD, path, data_hash, game);
}

/* Appends n bytes to the recording: an action and its digest reach the
 * file together, and a kill -9 finds at most a line cut short, which the
 * reader drops. */
static bool write_whole(struct recorder *rec, const char *bytes, size_t n)
{
    return appender_add(&rec->out, bytes, n);
}

void recorder_action(struct recorder *rec, const struct game *game, struct action action)
{
    /* After a failed write nothing more is added: the recording stays a
     * whole prefix of the game, which a resume can trust. */
    if (!rec->file || rec->failed)
        return;
    /* "a move 1 0 0 0 0 0": made by hand, as this runs at every key and
     * snprintf's parsing of its format costs more than the rest. */
    char line[160] = "a ";
    char *at = line + 2;
    if (rec->version >= 3) {
        size_t len = strlen(action_name(action.kind));
        memcpy(at, action_name(action.kind), len);
        at += len;
    } else {
        at = decimal_append(at, version_2_number(action.kind));
    }
    int fields[] = {
        action.dir.x, action.dir.y, action.slot, action.target, action.cell.x, action.cell.y};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        *at++ = ' ';
        at = decimal_append(at, fields[i]);
    }
    *at++ = '\n';
    int n = (int)(at - line);
    int turn = game->run.turn;
    if (turn % RECORDING_DIGEST_EVERY == 0 && turn != rec->digested_turn) {
        rec->digested_turn = turn;
        n += snprintf(
            line + n, sizeof line - (size_t)n, "d %d %016" PRIx64 "\n", turn, game_digest(game));
    }
    if (!write_whole(rec, line, (size_t)n))
        rec->failed = true;
}

void recorder_digest(struct recorder *rec, const struct game *game)
{
    if (!rec->file || rec->failed)
        return;
    char line[48];
    int n = snprintf(line, sizeof line, "d %d %016" PRIx64 "\n", game->run.turn, game_digest(game));
    if (!write_whole(rec, line, (size_t)n))
        rec->failed = true;
    else
        rec->digested_turn = game->run.turn;
}

/* Cuts the file to what was written (the mapping's reserve goes) and
 * closes it. Returns false when either fails. */
static bool let_go(struct recorder *rec)
{
    bool ok = appender_finish(&rec->out) == 0 && !ferror(rec->file);
    if (fclose(rec->file) != 0)
        ok = false;
    rec->file = NULL;
    return ok;
}

int recorder_close(struct recorder *rec, const struct game *game)
{
    if (!rec->file)
        return -1;
    /* The last state too, so a replay proves its end as well. */
    char line[48];
    int n = snprintf(
        line, sizeof line, "d %d %016" PRIx64 "\nend\n", game->run.turn, game_digest(game));
    bool bad = rec->failed || !write_whole(rec, line, (size_t)n);
    if (!let_go(rec))
        bad = true;
    return bad ? -1 : 0;
}

void recorder_drop(struct recorder *rec)
{
    if (rec->file)
        let_go(rec);
}

/* 1 to 20 decimal digits that fit in 64 bits. */
static bool parse_u64(const char *text, uint64_t *out)
{
    uint64_t value = 0;
    if (*text < '0' || *text > '9')
        return false;
    for (const char *c = text; *c; c++) {
        unsigned d = (unsigned)(*c - '0');
        if (*c < '0' || *c > '9' || value > (UINT64_MAX - d) / 10)
            return false;
        value = value * 10 + d;
    }
    *out = value;
    return true;
}

/* Exactly 16 lowercase hex digits, as the recorder writes them. */
static bool parse_hex64(const char *text, uint64_t *out)
{
    uint64_t value = 0;
    int n = 0;
    for (const char *c = text; *c; c++, n++) {
        int d = *c >= '0' && *c <= '9' ? *c - '0' : *c >= 'a' && *c <= 'f' ? *c - 'a' + 10 : -1;
        if (d < 0 || n == 16)
            return false;
        value = value << 4 | (uint64_t)d;
    }
    *out = value;
    return n == 16;
}

enum { FIELDS_MAX = 9 };

/* Splits line at single spaces into at most FIELDS_MAX fields. Returns how
 * many, or -1 when there are more, or an empty one (two spaces, a space at
 * either end). */
static int split(char *line, char **fields)
{
    int n = 0;
    for (char *at = line;; at++) {
        if (n == FIELDS_MAX)
            return -1;
        fields[n++] = at;
        at = strchr(at, ' ');
        if (!at)
            break;
        *at = 0;
    }
    for (int i = 0; i < n; i++)
        if (!*fields[i])
            return -1;
    return n;
}

/* Gives back what read_line took of a line not yet whole: a live
 * recording is read again from the last whole line once it has grown.
 * The seek back waits for the next read: stdio reads ahead as it seeks,
 * and what it read now, the room a journal takes ahead (NUL bytes), would
 * be read again from its buffer, not what is written there meanwhile. */
static bool unread(struct playback *pb)
{
    pb->reread = true;
    return false;
}

/* The seek unread put off, stdio's buffer let go first (fflush of a
 * stream being read), so the bytes come from the file as it is now. */
static void seek_back(struct playback *pb)
{
    pb->reread = false;
    clearerr(pb->file);
    fflush(pb->file);
    fseek(pb->file, pb->offset, SEEK_SET);
}

/* Reads one line into buf; false at the end of the file. A line too long to
 * be ours is read to its end and comes back empty (it will not parse). In
 * a live playback a last line without its newline is still being written:
 * it is left unread (false), to be read whole once the file has grown. */
static bool read_line(struct playback *pb, char *buf, size_t size)
{
    if (pb->reread)
        seek_back(pb);
    if (!fgets(buf, (int)size, pb->file))
        return pb->live ? unread(pb) : false;
    size_t len = strlen(buf);
    /* fgets stopped at neither a newline nor the end of the file nor the
     * end of buf: at a NUL, where the room a recording being written has
     * reserved begins (recording.h). Nothing is written past it yet. */
    if (len == 0 || (len + 1 < size && buf[len - 1] != '\n' && !feof(pb->file)))
        return pb->live ? unread(pb) : false;
    if (len > 0 && buf[len - 1] == '\n') {
        pb->line++;
        pb->offset += (long)len;
        buf[len - 1] = 0;
        return true;
    }
    bool whole = false;
    if (!feof(pb->file)) {
        buf[0] = 0;
        int c;
        while ((c = fgetc(pb->file)) != EOF && c != '\n')
            len++;
        whole = c == '\n';
        len += whole;
    }
    if (pb->live && !whole)
        return unread(pb);
    pb->line++;
    pb->offset += (long)len;
    return true;
}

/* The header line "KEY VALUE" read into value; false when it is not. */
static bool header_line(struct playback *pb, const char *key, char *line, size_t size, char **value)
{
    char *fields[FIELDS_MAX];
    if (!read_line(pb, line, size) || split(line, fields) != 2 || strcmp(fields[0], key) != 0)
        return false;
    *value = fields[1];
    return true;
}

/* Opens path (relative to dir) for reading: a regular file of at most
 * RECORDING_FILE_MAX bytes, never a link, a FIFO or a device. */
static FILE *open_reading(int dir, const char *path, char *why, size_t why_size, int *status)
{
    char what[256];
    int fd = files_open_regular(dir, path, O_RDONLY, RECORDING_FILE_MAX, what, sizeof what);
    FILE *file = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (fd >= 0 && !file) {
        snprintf(what, sizeof what, "%s", strerror(errno));
        close(fd);
    }
    if (!file) {
        snprintf(why,
                 why_size,
                 "%s: %s: %s",
                 path,
                 fd == FILES_NOT_REGULAR ? "refused, not a recording" : "cannot open",
                 what);
        *status = fd == FILES_NOT_REGULAR ? EX_DATAERR : EX_NOINPUT;
    }
    return file;
}

/* Two hex digits. */
static int hex_byte(const char *s)
{
    int v = 0;
    for (int i = 0; i < 2; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}

/* The start save, when the header has one: "save FORMAT LENGTH" and its s
 * lines. Without one, the next line is left unread. */
static bool read_start(struct playback *pb)
{
    long at = ftell(pb->file), offset_at = pb->offset;
    int line_at = pb->line;
    char line[2 * SAVE_LINE_BYTES + 16], *f[FIELDS_MAX];
    long format, length;
    if (!read_line(pb, line, sizeof line) || split(line, f) != 3 || strcmp(f[0], "save") != 0) {
        pb->line = line_at;
        pb->offset = offset_at;
        clearerr(pb->file);
        return fseek(pb->file, at, SEEK_SET) == 0;
    }
    if (!parse_int(f[1], SAVE_OLDEST_VERSION, 9999, &format) ||
        !parse_int(f[2], 1, STORE_FILE_MAX, &length))
        return false;
    pb->start = malloc((size_t)length);
    if (!pb->start)
        return false;
    pb->start_len = (size_t)length;
    pb->start_version = (unsigned)format;
    for (size_t done = 0; done < pb->start_len;) {
        size_t want =
            pb->start_len - done < SAVE_LINE_BYTES ? pb->start_len - done : SAVE_LINE_BYTES;
        if (!read_line(pb, line, sizeof line) || line[0] != 's' || line[1] != ' ' ||
            strlen(line) != 2 + 2 * want)
            return false;
        for (size_t i = 0; i < want; i++) {
            int b = hex_byte(line + 2 + 2 * i);
            if (b < 0)
                return false;
            pb->start[done + i] = (uint8_t)b;
        }
        done += want;
    }
    return true;
}

int playback_open_at(struct playback *pb, int dir, const char *path, char *why, size_t why_size)
{
    memset(pb, 0, sizeof *pb);
    pb->path = path;
    int status = EX_OK;
    pb->file = open_reading(dir, path, why, why_size, &status);
    if (!pb->file)
        return status;
    char line[128], *value;
    long version = 0;
    bool ok = read_line(pb, line, sizeof line) && strcmp(line, "murk recording") == 0 &&
              header_line(pb, "version", line, sizeof line, &value) &&
              parse_int(value, 0, 9999, &version);
    if (ok && (version < RECORDING_OLDEST_VERSION || version > RECORDING_VERSION)) {
        snprintf(why,
                 why_size,
                 "%s: recording version %ld; this murk reads versions %d to %d",
                 path,
                 version,
                 RECORDING_OLDEST_VERSION,
                 RECORDING_VERSION);
        playback_close(pb);
        return EX_DATAERR;
    }
    pb->version = (int)version;
    ok = ok && (version < 5 || (header_line(pb, "murk", line, sizeof line, &value) &&
                                strlen(value) < sizeof pb->murk &&
                                snprintf(pb->murk, sizeof pb->murk, "%s", value) > 0));
    ok = ok && header_line(pb, "data", line, sizeof line, &value) &&
         parse_hex64(value, &pb->data_hash) && header_line(pb, "seed", line, sizeof line, &value) &&
         parse_u64(value, &pb->seed);
    pb->has_run_id = ok && version >= 4;
    ok = ok && (version < 4 || (header_line(pb, "run", line, sizeof line, &value) &&
                                parse_hex64(value, &pb->run_id)));
    if (ok && version >= 5)
        ok = read_start(pb);
    if (!ok) {
        snprintf(why, why_size, "%s:%d: not a murk recording", path, pb->line);
        playback_close(pb);
        return EX_DATAERR;
    }
    return EX_OK;
}

int playback_open(struct playback *pb, const char *path, char *why, size_t why_size)
{
    return playback_open_at(pb, AT_FDCWD, path, why, why_size);
}

/* An action line's fields after the "a": its word (or version 2's number)
 * and six numbers, each in its range. */
static bool parse_action(const struct playback *pb, char **f, struct action *action)
{
    int kind = action_kind_of(pb->version, f[0]);
    long v[6];
    /* Directions are steps; the rest are slots and cells, never near this. */
    static const long range[6] = {1, 1, 1 << 20, 1 << 20, 1 << 20, 1 << 20};
    for (int i = 0; i < 6; i++)
        if (!parse_int(f[i + 1], -range[i], range[i], &v[i]))
            return false;
    if (kind < 0)
        return false;
    *action = (struct action){.kind = (enum action_kind)kind,
                              .dir = {(int)v[0], (int)v[1]},
                              .slot = (int)v[2],
                              .target = (int)v[3],
                              .cell = {(int)v[4], (int)v[5]}};
    return true;
}

enum playback_step playback_next(struct playback *pb, struct action *action, int *turn,
                                 uint64_t *digest, char *why, size_t why_size)
{
    char line[128], *f[FIELDS_MAX];
    if (!read_line(pb, line, sizeof line)) {
        if (pb->live)
            return PLAYBACK_MORE;
        snprintf(why, why_size, "%s: ends without its end line (truncated?)", pb->path);
        return PLAYBACK_BAD;
    }
    int n = split(line, f);
    if (n == 8 && strcmp(f[0], "a") == 0 && parse_action(pb, f + 1, action))
        return PLAYBACK_ACTION;
    long t;
    if (n == 3 && strcmp(f[0], "d") == 0 && parse_int(f[1], 0, INT_MAX, &t) &&
        parse_hex64(f[2], digest)) {
        *turn = (int)t;
        return PLAYBACK_DIGEST;
    }
    if (n == 1 && strcmp(f[0], "end") == 0) {
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
    free(pb->start);
    pb->start = NULL;
}

int playback_game(struct playback *pb, struct game *game, const struct kind_list *kinds,
                  const struct item_kind_list *items, char *why, size_t why_size)
{
    if (pb->start) {
        char what[128];
        if (game_resume(game,
                        kinds,
                        items,
                        pb->start_version,
                        pb->start,
                        pb->start_len,
                        what,
                        sizeof what) == 0)
            return 0;
        snprintf(why, why_size, "%s: its start save does not load: %s", pb->path, what);
        return -1;
    }
    if (game_new(game, pb->seed, kinds, items) != 0) {
        snprintf(why, why_size, "%s: out of memory", pb->path);
        return -1;
    }
    if (pb->has_run_id)
        game_set_run_id(game, pb->run_id);
    return 0;
}

bool playback_ours(const struct playback *pb, uint64_t data_hash, char *why, size_t why_size)
{
    const char *ours = store_murk_version();
    if (pb->murk[0] && strcmp(pb->murk, ours) == 0 && pb->data_hash == data_hash)
        return true;
    if (pb->murk[0] && strcmp(pb->murk, ours) == 0)
        snprintf(why,
                 why_size,
                 "%s: recorded with other data files (data %016" PRIx64 "; these are %016" PRIx64
                 "): it proves its game only with those",
                 pb->path,
                 pb->data_hash,
                 data_hash);
    else
        snprintf(why,
                 why_size,
                 "%s: recorded by murk %s; this is murk %s: it proves its game "
                 "only to the murk that made it",
                 pb->path,
                 pb->murk[0] ? pb->murk : "0.1.0 or older",
                 ours);
    return false;
}

void playback_live(struct playback *pb)
{
    pb->live = true;
}

enum playback_played playback_play(struct playback *pb, struct game *game, struct playback_proof *p,
                                   char *why, size_t why_size)
{
    struct action action;
    int turn;
    uint64_t digest;
    enum playback_step step = playback_next(pb, &action, &turn, &digest, why, why_size);
    if (step == PLAYBACK_MORE)
        return PLAYED_MORE;
    if (step == PLAYBACK_BAD)
        return PLAYED_BAD;
    bool owed = p->due > 0 && step != PLAYBACK_DIGEST;
    if (owed || (step == PLAYBACK_END && !p->last_digest)) {
        snprintf(why,
                 why_size,
                 "%s:%d: the digest of turn %d is missing",
                 pb->path,
                 pb->line,
                 owed ? p->due : game->run.turn);
        return PLAYED_BAD;
    }
    p->last_digest = step == PLAYBACK_DIGEST;
    if (step == PLAYBACK_ACTION) {
        game_do(game, action);
        int now = game->run.turn;
        if (now % RECORDING_DIGEST_EVERY == 0 && now != p->digested)
            p->due = now;
        return PLAYED_ACTION;
    }
    if (step == PLAYBACK_DIGEST) {
        if (turn != game->run.turn || digest != game_digest(game)) {
            snprintf(why,
                     why_size,
                     "%s:%d: turn %d differs from the recording",
                     pb->path,
                     pb->line,
                     turn);
            return PLAYED_BAD;
        }
        p->digested = turn;
        p->due = 0;
        return PLAYED_DIGEST;
    }
    /* A live recording may be gone on with after its end (a game resumed):
     * only a finished one must stop there. */
    char line[8];
    if (!pb->live && read_line(pb, line, sizeof line)) {
        snprintf(why, why_size, "%s:%d: more after the end line", pb->path, pb->line);
        return PLAYED_BAD;
    }
    return PLAYED_END;
}

int recording_verify(const char *path, const struct kind_list *kinds,
                     const struct item_kind_list *items, uint64_t data_hash, char *why,
                     size_t why_size)
{
    struct playback pb;
    int status = playback_open(&pb, path, why, why_size);
    if (status != EX_OK)
        return status;
    if (!playback_ours(&pb, data_hash, why, why_size)) {
        playback_close(&pb);
        return EX_DATAERR;
    }
    static struct game game;
    if (playback_game(&pb, &game, kinds, items, why, why_size) != 0) {
        playback_close(&pb);
        return EX_DATAERR;
    }
    struct playback_proof proof = {0};
    enum playback_played played;
    do
        played = playback_play(&pb, &game, &proof, why, why_size);
    while (played == PLAYED_ACTION || played == PLAYED_DIGEST);
    status = played == PLAYED_END ? EX_OK : EX_DATAERR;
    game_free(&game);
    playback_close(&pb);
    return status;
}

/* Where a replay of the rest of a recording stands against a game (the
 * save's snapshot, or the game being played on): where it met the game,
 * where the file may be cut, and why it stopped. */
struct journal {
    bool met;       /* the replayed game was the snapshot at some line */
    bool reached;   /* the replay reached the snapshot's turn without meeting it */
    bool disagrees; /* a digest was not the game's as replayed */
    long cut;       /* the end of the last whole line replayed */
    int digested;   /* the last turn whose digest lies before cut */
    long met_at;    /* the end of the last line after which the game was met, or -1 */
    int met_digested; /* the last turn whose digest lies before met_at */
    int line;       /* the line that disagreed */
};

/* Replays the rest of pb into replayed, through every whole line, noting
 * where it meets snapshot. One walk for both openings: the journal goes
 * on from the end (cut), a recording followed from the game's own place
 * (met_at), where a kill -9 may have left actions the save never saw. */
static void replay_journal(struct playback *pb, struct game *replayed, const struct game *snapshot,
                           struct journal *j)
{
    uint64_t digest = game_digest(snapshot);
    int turn_wanted = snapshot->run.turn;
    j->met_at = -1;
    for (;;) {
        long at = ftell(pb->file);
        int turn_now = replayed->run.turn;
        if (turn_now == turn_wanted && game_digest(replayed) == digest) {
            j->met = true;
            j->met_at = at;
            j->met_digested = j->digested;
        }
        /* The snapshot's turn reached, or passed, and the snapshot not
         * met: a journal that only lost its last lines (a write that
         * failed) stops before that turn. */
        if (!j->met && turn_now >= turn_wanted)
            j->reached = true;
        j->cut = at;
        struct action action;
        int turn;
        uint64_t recorded;
        char ignored[8];
        enum playback_step step =
            playback_next(pb, &action, &turn, &recorded, ignored, sizeof ignored);
        if (step == PLAYBACK_ACTION) {
            /* Only a whole line counts: a kill -9 may have cut the last. */
            if (fseek(pb->file, -1, SEEK_CUR) != 0 || fgetc(pb->file) != '\n')
                return;
            game_do(replayed, action);
        } else if (step == PLAYBACK_DIGEST &&
                   (turn != replayed->run.turn || recorded != game_digest(replayed))) {
            /* Every digest is the game's as it was played, the one each
             * snapshot left too: one that differs, before the snapshot or
             * after, is a journal that is not this game's. */
            j->disagrees = true;
            j->line = pb->line;
            return;
        } else if (step == PLAYBACK_DIGEST) {
            j->digested = turn;
        } else {
            return; /* the end line, or a line cut short */
        }
    }
}

/* Opens the recording at path, checks it is this murk's and this game's
 * (its seed, and its run id when same_run and it has one), and plays its
 * start into a new game: EX_OK with *pb open and *replayed made; else why,
 * and nothing left open. */
static int open_to_replay(struct playback *pb, struct game **replayed, int dir, const char *path,
                          const struct game *game, bool same_run, const struct kind_list *kinds,
                          const struct item_kind_list *items, uint64_t data_hash, char *why,
                          size_t why_size)
{
    int status = playback_open_at(pb, dir, path, why, why_size);
    if (status != EX_OK)
        return status;
    if (!playback_ours(pb, data_hash, why, why_size) || pb->seed != game->run.seed ||
        (same_run && pb->has_run_id && pb->run_id != game->run.id)) {
        snprintf(why, why_size, "%s: a recording of another game, or of another murk", path);
        playback_close(pb);
        return EX_DATAERR;
    }
    *replayed = calloc(1, sizeof **replayed);
    if (!*replayed || playback_game(pb, *replayed, kinds, items, why, why_size) != 0) {
        status = *replayed ? EX_DATAERR : EX_OSERR;
        if (!*replayed)
            snprintf(why, why_size, "%s: out of memory", path);
        free(*replayed);
        *replayed = NULL;
        playback_close(pb);
        return status;
    }
    return EX_OK;
}

/* Opens the recording for writing again, cut after its first cut bytes
 * (what a kill -9 left half written goes), and writes the digest owed at
 * game's turn, when one is and was not written (digested). */
static int write_on_from(struct recorder *rec, int dir, const char *path, long cut, int version,
                         const struct game *game, int digested, char *why, size_t why_size)
{
    rec->file = open_private(dir, path, 0);
    if (!rec->file || ftruncate(fileno(rec->file), cut) != 0 ||
        fseek(rec->file, 0, SEEK_END) != 0) {
        snprintf(why, why_size, "%s: cannot write: %s", path, strerror(errno));
        if (rec->file)
            fclose(rec->file);
        rec->file = NULL;
        return EX_IOERR;
    }
    rec->version = version;
    appender_start(&rec->out, fileno(rec->file), cut);
    /* A replay wants a digest every RECORDING_DIGEST_EVERY turns. */
    int turn = game->run.turn;
    if (turn % RECORDING_DIGEST_EVERY == 0 && turn != digested) {
        char line[48];
        int n = snprintf(line, sizeof line, "d %d %016" PRIx64 "\n", turn, game_digest(game));
        if (!write_whole(rec, line, (size_t)n))
            rec->failed = true;
    }
    rec->digested_turn = turn;
    return EX_OK;
}

/* The one opening of a recording to write on: replayed from its start
 * against game, then cut and written on from there. As the save's journal
 * (becomes is the game, the save's snapshot) the game becomes the replay
 * past the save, and the recording goes on from its last whole line; as a
 * recording that follows the game (becomes NULL), it goes on from where
 * the game stands in it, and the game is only read. */
static int reopen_at(struct recorder *rec, int dir, const char *path, const struct game *game,
                     struct game *becomes, const struct kind_list *kinds,
                     const struct item_kind_list *items, uint64_t data_hash, char *why,
                     size_t why_size)
{
    memset(rec, 0, sizeof *rec);
    struct playback pb;
    struct game *replayed;
    int status = open_to_replay(
        &pb, &replayed, dir, path, game, becomes != NULL, kinds, items, data_hash, why, why_size);
    if (status != EX_OK)
        return status;
    struct journal j = {0};
    replay_journal(&pb, replayed, game, &j);
    int version = pb.version;
    playback_close(&pb);
    if (!becomes) {
        game_free(replayed);
        free(replayed);
        if (j.met_at < 0) {
            snprintf(why, why_size, "%s: does not lead to this game", path);
            return EX_DATAERR;
        }
        return write_on_from(rec, dir, path, j.met_at, version, game, j.met_digested, why, why_size);
    }
    if (!j.met || j.disagrees) {
        if (j.disagrees || j.reached)
            snprintf(why,
                     why_size,
                     "%s:%d: the recording disagrees with the save (turn %d)",
                     path,
                     j.disagrees ? j.line : 0,
                     game->run.turn);
        else
            snprintf(why, why_size, "%s: stops before the save (turn %d)", path, game->run.turn);
        status = j.disagrees || j.reached ? EX_DATAERR : RECORDING_BEHIND;
    } else {
        status = write_on_from(rec, dir, path, j.cut, version, replayed, j.digested, why, why_size);
    }
    if (status != EX_OK) {
        game_free(replayed);
        free(replayed);
        return status;
    }
    game_free(becomes);
    *becomes = *replayed; /* the replayed game, caches and all, is the game now */
    free(replayed);
    return EX_OK;
}

int recorder_journal_at(struct recorder *rec, int dir, const char *path, struct game *game,
                        const struct kind_list *kinds, const struct item_kind_list *items,
                        uint64_t data_hash, char *why, size_t why_size)
{
    return reopen_at(rec, dir, path, game, game, kinds, items, data_hash, why, why_size);
}

int recorder_resume_at(struct recorder *rec, int dir, const char *path, const struct game *game,
                       const struct kind_list *kinds, const struct item_kind_list *items,
                       uint64_t data_hash, char *why, size_t why_size)
{
    return reopen_at(rec, dir, path, game, NULL, kinds, items, data_hash, why, why_size);
}

int recorder_resume(struct recorder *rec, const char *path, const struct game *game,
                    const struct kind_list *kinds, const struct item_kind_list *items,
                    uint64_t data_hash, char *why, size_t why_size)
{
    return recorder_resume_at(rec, AT_FDCWD, path, game, kinds, items, data_hash, why, why_size);
}
