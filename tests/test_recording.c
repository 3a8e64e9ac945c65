/* Recordings: what the recorder writes, playback reads back action for
 * action and digest for digest, and a replay proves the same game; every
 * damaged file is refused with one line; a resumed game goes on in the
 * recording that led to it; the save directory keeps each name's last
 * game, privately. */
#define _GNU_SOURCE /* mkdtemp, symlink */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "data_files.h"
#include "murk/turn/game.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "replay/keep.h"
#include "replay/recording.h"
#include "store/store.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/temp_dir.h"

enum { DATA_HASH = 0xda7a, ACTIONS_MAX = 4000, WHY = 4096 + 256, PATH = 1024 };

/* ---- helpers ---- */

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)size, f), (size_t)size);
    text[size] = 0;
    fclose(f);
    return text;
}

static void write_text(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static int verify(const char *path, char *why)
{
    return recording_verify(path, fixed_kinds(), fixed_items(), DATA_HASH, why, WHY);
}

/* A game of seed played by the test driver for up to n actions, each one
 * recorded at path (when not NULL) and kept in actions. Returns how many. */
static int play_recorded(struct game *g, uint64_t seed, int n, const char *path,
                         struct action *actions)
{
    struct recorder rec;
    assert_int_equal(game_new(g, seed, fixed_kinds(), fixed_items()), 0);
    if (path)
        assert_int_equal(recorder_open(&rec, path, DATA_HASH, g), 0);
    struct driver d = {0};
    int i = 0;
    struct action a;
    char key;
    while (i < n && driver_next(&d, g, &a, &key)) {
        game_do(g, a);
        if (path)
            recorder_action(&rec, g, a);
        actions[i++] = a;
    }
    driver_free(&d);
    if (path)
        assert_int_equal(recorder_close(&rec, g), 0);
    return i;
}

/* A seed whose run the test driver plays for at least min actions, so a
 * test does not hang on how long one seed lasts. The games are played on
 * the frozen data (fixed_kinds): a harder kind added to data/ would leave
 * no seed that lasts. */
static uint64_t long_seed(int min)
{
    static struct action actions[ACTIONS_MAX];
    static struct game g;
    for (uint64_t seed = 1; seed < 200; seed++) {
        int n = play_recorded(&g, seed, min, NULL, actions);
        game_free(&g);
        if (n >= min)
            return seed;
    }
    fail_msg("no seed lasts %d actions", min);
    return 0;
}

/* The game through a save's bytes and back, as a resumed game is. */
static void save_and_load(struct game *g)
{
    struct save_buf buf = {0};
    assert_int_equal(save_encode(g, &buf), 0);
    uint64_t digest = game_digest(g);
    game_free(g);
    char why[256];
    assert_int_equal(game_resume(g,
                                 fixed_kinds(),
                                 fixed_items(),
                                 SAVE_FORMAT_VERSION,
                                 buf.bytes,
                                 buf.len,
                                 why,
                                 sizeof why),
                     0);
    save_buf_free(&buf);
    assert_true(game_digest(g) == digest);
}

static bool same_action(struct action a, struct action b)
{
    return a.kind == b.kind && a.dir.x == b.dir.x && a.dir.y == b.dir.y && a.slot == b.slot &&
           a.target == b.target && a.cell.x == b.cell.x && a.cell.y == b.cell.y;
}

/* ---- the round trip ---- */

static void test_playback_reads_back_every_action_and_digest_the_recorder_wrote(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    static struct action actions[ACTIONS_MAX];
    static struct game g;
    /* 400 actions: several floors, and several digests (one each
     * RECORDING_DIGEST_EVERY turns), on a run the driver survives. */
    uint64_t seed = long_seed(400);
    int n = play_recorded(&g, seed, 400, path, actions);
    int turns = g.run.turn;
    uint64_t end_digest = game_digest(&g);
    game_free(&g);

    struct playback pb;
    assert_int_equal(playback_open(&pb, path, why, sizeof why), 0);
    assert_true(pb.seed == seed);
    assert_true(pb.data_hash == DATA_HASH);
    int got = 0, digests = 0, last_turn = -1;
    uint64_t last_digest = 0;
    for (;;) {
        struct action a;
        int turn;
        uint64_t digest;
        enum playback_step step = playback_next(&pb, &a, &turn, &digest, why, sizeof why);
        if (step == PLAYBACK_END)
            break;
        assert_int_not_equal(step, PLAYBACK_BAD);
        if (step == PLAYBACK_ACTION) {
            assert_true(got < n);
            assert_true(same_action(a, actions[got]));
            got++;
        } else {
            digests++;
            last_turn = turn;
            last_digest = digest;
        }
    }
    playback_close(&pb);
    assert_int_equal(got, n);
    /* One every hundred turns, and the last state. */
    assert_int_equal(digests, turns / RECORDING_DIGEST_EVERY + 1);
    assert_int_equal(last_turn, turns);
    assert_true(last_digest == end_digest);
    assert_int_equal(verify(path, why), 0);
    remove_dir(dir);
}

/* A recording still being written is longer than its lines (the room its
 * journal takes ahead, NUL bytes): a live reader plays every action, waits
 * for more, and finds each new one as it is written; any other reader
 * finds it without its end line; once closed, it is its lines alone and
 * verifies. */
static void test_a_recording_being_written_is_read_to_its_last_line(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    static struct game g, watched;
    assert_int_equal(game_new(&g, long_seed(60), fixed_kinds(), fixed_items()), 0);
    struct recorder rec;
    assert_int_equal(recorder_open(&rec, path, DATA_HASH, &g), 0);
    struct driver d = {0};
    struct action a;
    char key;
    for (int i = 0; i < 50 && driver_next(&d, &g, &a, &key); i++) {
        game_do(&g, a);
        recorder_action(&rec, &g, a);
    }

    char *text = read_text(path);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true((off_t)strlen(text) < st.st_size); /* NUL bytes after the lines */
    free(text);

    struct playback pb;
    assert_int_equal(playback_open(&pb, path, why, sizeof why), 0);
    playback_live(&pb);
    assert_int_equal(playback_game(&pb, &watched, fixed_kinds(), fixed_items(), why, sizeof why),
                     0);
    struct playback_proof proof = {0};
    enum playback_played played;
    while ((played = playback_play(&pb, &watched, &proof, why, sizeof why)) == PLAYED_ACTION ||
           played == PLAYED_DIGEST)
        ;
    assert_int_equal(played, PLAYED_MORE);
    assert_int_equal(watched.run.turn, g.run.turn);
    assert_true(game_digest(&watched) == game_digest(&g));
    /* The game goes on: the reader, which had read into the room ahead,
     * finds each new action there. */
    for (int i = 0; i < 3 && driver_next(&d, &g, &a, &key); i++) {
        game_do(&g, a);
        recorder_action(&rec, &g, a);
        assert_int_equal(playback_play(&pb, &watched, &proof, why, sizeof why), PLAYED_ACTION);
        assert_true(game_digest(&watched) == game_digest(&g));
        assert_int_equal(playback_play(&pb, &watched, &proof, why, sizeof why), PLAYED_MORE);
    }
    driver_free(&d);
    playback_close(&pb);
    game_free(&watched);

    assert_int_equal(verify(path, why), EX_DATAERR);
    assert_non_null(strstr(why, "ends without its end line"));

    assert_int_equal(recorder_close(&rec, &g), 0);
    text = read_text(path);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal((off_t)strlen(text), st.st_size);
    assert_non_null(strstr(text, "\nend\n"));
    assert_string_equal(strstr(text, "\nend\n"), "\nend\n");
    free(text);
    assert_int_equal(verify(path, why), 0);
    game_free(&g);
    remove_dir(dir);
}

static void test_every_field_of_an_action_comes_back_a_travels_cell_too(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    static struct game g;
    assert_int_equal(game_new(&g, 12, fixed_kinds(), fixed_items()), 0);
    struct pos at = g.run.player.pos;
    const struct action sent[] = {
        {.kind = ACTION_TRAVEL, .cell = {at.x + 3, at.y - 2}, .slot = -1, .target = -1},
        {.kind = ACTION_RUN, .dir = {-1, 1}, .slot = -1, .target = -1},
        {.kind = ACTION_READ, .slot = 2, .target = 4},
        {.kind = ACTION_STOP, .slot = -1, .target = -1},
    };
    enum { SENT = sizeof sent / sizeof sent[0] };
    struct recorder rec;
    assert_int_equal(recorder_open(&rec, path, DATA_HASH, &g), 0);
    for (int i = 0; i < SENT; i++) {
        game_do(&g, sent[i]);
        recorder_action(&rec, &g, sent[i]);
    }
    assert_int_equal(recorder_close(&rec, &g), 0);
    game_free(&g);
    struct playback pb;
    assert_int_equal(playback_open(&pb, path, why, sizeof why), 0);
    for (int i = 0; i < SENT; i++) {
        struct action a;
        int turn;
        uint64_t digest;
        assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_ACTION);
        assert_true(same_action(a, sent[i]));
    }
    playback_close(&pb);
    assert_int_equal(verify(path, why), 0);
    remove_dir(dir);
}

static void test_a_whole_run_replays_to_the_same_end(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    for (uint64_t seed = 1; seed <= 3; seed++) {
        path_of(path, sizeof path, "%s/%d.murkrec", dir, (int)seed);
        static struct action actions[ACTIONS_MAX];
        static struct game g;
        play_recorded(&g, seed, ACTIONS_MAX, path, actions);
        game_free(&g);
        if (verify(path, why) != 0)
            fail_msg("seed %d: %s", (int)seed, why);
    }
    remove_dir(dir);
}

static void test_a_recording_is_private(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], link[PATH];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    static struct action actions[ACTIONS_MAX];
    static struct game g;
    play_recorded(&g, 2, 10, path, actions);
    game_free(&g);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    /* Never written through a symbolic link. */
    path_of(link, sizeof link, "%s/link.murkrec", dir);
    assert_int_equal(symlink(path, link), 0);
    struct recorder rec;
    assert_int_equal(game_new(&g, 2, real_kinds(), real_items()), 0);
    assert_int_equal(recorder_open(&rec, link, DATA_HASH, &g), -1);
    game_free(&g);
    assert_null(rec.file);
    remove_dir(dir);
}

/* ---- bad files ---- */

/* The text with the first `from` replaced by `to`, written to path. */
static void write_changed(const char *path, const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t len = strlen(text) + strlen(to) + 1;
    char *out = malloc(len);
    assert_non_null(out);
    int n = snprintf(out, len, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    write_text(path, out, (size_t)n);
    free(out);
}

static void assert_refused(const char *path, int want, const char *reason)
{
    char why[WHY];
    int status = verify(path, why);
    if (status != want)
        fail_msg("%s: wanted status %d, got %d (%s) for '%s'",
                 path,
                 want,
                 status,
                 status ? why : "",
                 reason);
    assert_null(strchr(why, '\n'));
    if (!strstr(why, reason))
        fail_msg("wanted '%s' in: %s", reason, why);
}

/* text without its lines that start with prefix. */
static void write_without(const char *path, const char *text, const char *prefix)
{
    char *out = malloc(strlen(text) + 1), *to = out;
    assert_non_null(out);
    for (const char *from = text; *from;) {
        const char *end = strchr(from, '\n');
        end = end ? end + 1 : from + strlen(from);
        if (strncmp(from, prefix, strlen(prefix)) != 0) {
            memcpy(to, from, (size_t)(end - from));
            to += end - from;
        }
        from = end;
    }
    write_text(path, out, (size_t)(to - out));
    free(out);
}

/* What a strict reading refuses of a good recording's text: digests left
 * out, numbers out of range, lines after the end. */
static void assert_strict(const char *bad, const char *text)
{
    write_without(bad, text, "d ");
    assert_refused(bad, EX_DATAERR, "the digest of turn 100 is missing");
    /* Only the last ones (two when the last action reached a hundred):
     * the end line must follow a digest. */
    const char *last = strstr(text, "\nend\n");
    const char *d = last;
    for (;;) {
        const char *line = d - 1;
        while (line > text && *line != '\n')
            line--;
        if (strncmp(line, "\nd ", 3) != 0)
            break;
        d = line;
    }
    char *cut = malloc(strlen(text) + 1);
    assert_non_null(cut);
    int n = sprintf(cut, "%.*s%s", (int)(d - text), text, last);
    write_text(bad, cut, (size_t)n);
    free(cut);
    assert_refused(bad, EX_DATAERR, "is missing");
    write_changed(bad, text, "\nd 100 ", "\nd 99999999999999 ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\nd 100 ", "\nd 4294967396 ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\na move 1 ", "\na move 2 ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\na move ", "\na move  ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    /* Numbers only as murk writes them, as the save reader wants them. */
    write_changed(bad, text, "\na move 1 ", "\na move 01 ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\na move 0 ", "\na move -0 ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\nd 100 ", "\nd 0100 ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\nend\n", "\nend\nend\n");
    assert_refused(bad, EX_DATAERR, "more after the end");
}

/* A recording that starts from a save holding a number no save may
 * (health 0 in a run not over, the message count at its end, defense
 * below zero, no sight): refused in one line, 65, as the save is. */
static void test_hostile_numbers_in_a_recordings_start_save_are_refused(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/hostile.murkrec", dir);
    for (int i = 0; i < 4; i++) {
        static struct game g;
        assert_int_equal(game_new(&g, 5, fixed_kinds(), fixed_items()), 0);
        static const char *const reasons[] = {"health", "message count", "defense", "sight"};
        if (i == 0)
            g.run.player.health = 0;
        else if (i == 1)
            g.run.log.said = LONG_MAX;
        else if (i == 2)
            g.run.player.defense = -100;
        else
            g.run.player.sight = 0;
        struct recorder rec;
        assert_int_equal(recorder_open_from_save_at(&rec, AT_FDCWD, path, DATA_HASH, &g), 0);
        assert_int_equal(recorder_close(&rec, &g), 0);
        game_free(&g);
        assert_int_equal(verify(path, why), EX_DATAERR);
        assert_null(strchr(why, '\n'));
        if (!strstr(why, reasons[i]))
            fail_msg("wanted '%s' in: %s", reasons[i], why);
    }
    remove_dir(dir);
}

static void test_every_damaged_recording_is_refused_in_one_line(void **state)
{
    (void)state;
    char dir[PATH], good[PATH], bad[PATH], line[64];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(good, sizeof good, "%s/good.murkrec", dir);
    path_of(bad, sizeof bad, "%s/bad.murkrec", dir);
    static struct action actions[ACTIONS_MAX];
    static struct game g;
    uint64_t seed = long_seed(500);
    char seed_line[32], other_seed[32];
    play_recorded(&g, seed, 500, good, actions);
    game_free(&g);
    char *text = read_text(good);

    path_of(bad, sizeof bad, "%s/missing.murkrec", dir);
    assert_refused(bad, EX_NOINPUT, "cannot open");
    path_of(bad, sizeof bad, "%s/bad.murkrec", dir);

    write_changed(bad, text, "murk recording", "murk save");
    assert_refused(bad, EX_DATAERR, "not a murk recording");
    write_changed(bad, text, "version 5", "version 9");
    assert_refused(bad, EX_DATAERR, "recording version 9");
    path_of(line, sizeof line, "data %016x", DATA_HASH);
    write_changed(bad, text, line, "data 00000000000000ff");
    assert_refused(bad, EX_DATAERR, "recorded with other data files (data 00000000000000ff");
    /* Another murk's: said so, never "turn N differs". */
    write_changed(bad, text, "\nmurk 0.2.0\n", "\nmurk 0.1.9\n");
    assert_refused(bad, EX_DATAERR, "recorded by murk 0.1.9; this is murk 0.2.0");
    path_of(seed_line, sizeof seed_line, "seed %d\n", (int)seed);
    path_of(other_seed, sizeof other_seed, "seed %d\n", (int)seed + 1);
    write_changed(bad, text, seed_line, other_seed);
    assert_refused(bad, EX_DATAERR, "differs from the recording");
    write_changed(bad, text, "\nend\n", "\n");
    assert_refused(bad, EX_DATAERR, "truncated");
    write_text(bad, text, strlen(text) / 2);
    assert_refused(bad, EX_DATAERR, "");
    write_changed(bad, text, "\na ", "\nq ");
    assert_refused(bad, EX_DATAERR, "not an action, a digest or the end");
    write_changed(bad, text, "\na move ", "\na fly ");
    assert_refused(bad, EX_DATAERR, "not an action");
    /* The first step after the first digest turned around: the game goes
     * another way, and the next digest names its turn. */
    const char *step = strstr(strstr(text, "\nd ") + 1, "\na move ");
    assert_non_null(step);
    int dx, dy, used = 0;
    assert_int_equal(sscanf(step, "\na move %d %d%n", &dx, &dy, &used), 2);
    size_t size = strlen(text) + 16;
    char *tampered = malloc(size);
    assert_non_null(tampered);
    int len = snprintf(
        tampered, size, "%.*s\na move %d %d%s", (int)(step - text), text, -dx, -dy, step + used);
    write_text(bad, tampered, (size_t)len);
    assert_refused(bad, EX_DATAERR, "differs from the recording");
    free(tampered);
    write_text(bad, "", 0);
    assert_refused(bad, EX_DATAERR, "not a murk recording");
    assert_strict(bad, text);
    free(text);
    remove_dir(dir);
}

/* A recording's text with every action written as version 2 wrote it: the
 * number of its place in the table of that time, which never changes. */
static char *as_version_2(const char *text)
{
    static const char *const numbered[] = {
        "move",    "wait",      "pick_up", "drink",      "read",        "drop",     "equip",
        "descend", "look_here", "rest",    "reveal_map", "debug_view",  "quit",     "debug_off",
        "travel",  "explore",   "run",     "stop",       "unknown_key", "take_off",
    };
    size_t size = strlen(text) + 1;
    char *out = malloc(size), *to = out;
    assert_non_null(out);
    for (const char *from = text; *from;) {
        const char *end = strchr(from, '\n');
        end = end ? end + 1 : from + strlen(from);
        int n = (int)(end - from);
        char word[24];
        int place = -1, used = 0;
        if (sscanf(from, "a %23s%n", word, &used) == 1)
            for (int i = 0; i < (int)(sizeof numbered / sizeof numbered[0]); i++)
                if (strcmp(numbered[i], word) == 0)
                    place = i;
        if (strncmp(from, "version 5", 9) == 0)
            to += sprintf(to, "version 2%.*s", n - 9, from + 9);
        else if (strncmp(from, "run ", 4) == 0 ||
                 (strncmp(from, "murk ", 5) == 0 && strncmp(from, "murk recording", 14) != 0))
            ; /* version 2 had no run id and named no murk */
        else if (place >= 0)
            to += sprintf(to, "a %d%.*s", place, n - used, from + used);
        else
            to += sprintf(to, "%.*s", n, from);
        from = end;
    }
    return out;
}

/* A version 2 recording's actions are still read, each as the action it
 * numbered; it was made by an older murk, so --verify says so. */
static void test_a_version_2_recording_with_numbered_actions_is_still_read(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/new.murkrec", dir);
    static struct action actions[ACTIONS_MAX];
    static struct game g;
    int n = play_recorded(&g, 7, 600, path, actions);
    game_free(&g);
    char *text = read_text(path);
    assert_non_null(strstr(text, "\nversion 5\n"));
    assert_non_null(strstr(text, "\na move "));
    char *old = as_version_2(text);
    assert_null(strstr(old, "\na move "));
    assert_non_null(strstr(old, "\na 0 "));
    write_text(path, old, strlen(old));
    struct playback pb;
    assert_int_equal(playback_open(&pb, path, why, sizeof why), 0);
    assert_int_equal(pb.version, 2);
    for (int i = 0; i < n; i++) {
        struct action action;
        int turn;
        uint64_t digest;
        enum playback_step step;
        do
            step = playback_next(&pb, &action, &turn, &digest, why, sizeof why);
        while (step == PLAYBACK_DIGEST);
        assert_int_equal(step, PLAYBACK_ACTION);
        assert_true(same_action(action, actions[i]));
    }
    playback_close(&pb);
    assert_refused(path, EX_DATAERR, "recorded by murk 0.1.0 or older; this is murk 0.2.0");
    /* Numbers past version 2's table name no action. */
    write_changed(path, old, "\na 0 ", "\na 20 ");
    assert_int_equal(playback_open(&pb, path, why, sizeof why), 0);
    enum playback_step step;
    do {
        struct action action;
        int turn;
        uint64_t digest;
        step = playback_next(&pb, &action, &turn, &digest, why, sizeof why);
    } while (step == PLAYBACK_ACTION || step == PLAYBACK_DIGEST);
    playback_close(&pb);
    assert_int_equal(step, PLAYBACK_BAD);
    assert_non_null(strstr(why, "not an action"));
    free(old);
    free(text);
    remove_dir(dir);
}

/* ---- a resumed game ---- */

/* Plays seed for `first` actions recorded, saves and loads the game, and
 * goes on for `then` more in the same recording through recorder_resume:
 * the game ends as one played straight through does, and its recording
 * verifies. damage, when not NULL, is done to the file before resuming. */
static void assert_resumes(const char *path, uint64_t seed, int first, int then,
                           void (*damage)(const char *path))
{
    static struct action actions[ACTIONS_MAX];
    static struct game g, straight;
    char why[WHY];
    int n = play_recorded(&straight, seed, first + then, NULL, actions);
    /* The driver may end the run sooner: the save comes halfway then. */
    assert_true(n > 100);
    if (first >= n)
        first = n / 2;
    play_recorded(&g, seed, first, path, actions);
    if (damage)
        damage(path);
    save_and_load(&g);
    struct recorder rec;
    int status =
        recorder_resume(&rec, path, &g, fixed_kinds(), fixed_items(), DATA_HASH, why, sizeof why);
    if (status)
        fail_msg("resume: %s", why);
    for (int i = first; i < n; i++) {
        game_do(&g, actions[i]);
        recorder_action(&rec, &g, actions[i]);
    }
    assert_int_equal(recorder_close(&rec, &g), 0);
    assert_true(game_digest(&g) == game_digest(&straight));
    game_free(&g);
    game_free(&straight);
    if (verify(path, why) != 0)
        fail_msg("the resumed recording does not verify: %s", why);
}

static void test_a_resumed_game_goes_on_in_its_recording(void **state)
{
    (void)state;
    char dir[PATH], path[PATH];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    assert_resumes(path, long_seed(650), 250, 400, NULL);
    /* and again, from a game resumed once already */
    char *once = read_text(path);
    assert_non_null(strstr(once, "\nend\n"));
    assert_null(strstr(strstr(once, "\nend\n") + 1, "\nend\n"));
    free(once);
    remove_dir(dir);
}

/* As a kill -9 leaves it: an action past the save, half a line, no end. */
static void cut_after_an_extra_action(const char *path)
{
    char *text = read_text(path);
    char *end = strstr(text, "\nd ");
    while (end && strstr(end + 1, "\nd "))
        end = strstr(end + 1, "\nd ");
    assert_non_null(end);
    strcpy(end, "\na 1 0 0 -1 -1 0 0\na 0 1");
    write_text(path, text, strlen(text));
    free(text);
}

static void test_a_recording_cut_by_a_crash_is_cut_back_to_the_save_and_goes_on(void **state)
{
    (void)state;
    char dir[PATH], path[PATH];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    assert_resumes(path, long_seed(600), 300, 300, cut_after_an_extra_action);
    remove_dir(dir);
}

/* As a kill -9 leaves a journal: half a line past the save, then the room
 * it had taken ahead, NUL bytes to the end. */
static void cut_by_a_kill_with_room_ahead(const char *path)
{
    cut_after_an_extra_action(path);
    FILE *f = fopen(path, "ab");
    assert_non_null(f);
    static const char room[5000];
    assert_int_equal(fwrite(room, 1, sizeof room, f), sizeof room);
    assert_int_equal(fclose(f), 0);
}

static void test_a_journal_killed_with_its_room_ahead_is_cut_to_its_lines_and_goes_on(void **state)
{
    (void)state;
    char dir[PATH], path[PATH];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    assert_resumes(path, long_seed(600), 300, 300, cut_by_a_kill_with_room_ahead);
    char *text = read_text(path);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal((off_t)strlen(text), st.st_size); /* not a NUL left */
    free(text);
    remove_dir(dir);
}

static void test_a_recording_of_another_game_is_not_gone_on_with(void **state)
{
    (void)state;
    char dir[PATH], path[PATH], why[WHY];
    make_temp_dir(dir, sizeof dir, "recording");
    path_of(path, sizeof path, "%s/a.murkrec", dir);
    static struct action actions[ACTIONS_MAX];
    static struct game g, other;
    uint64_t seed = long_seed(260);
    play_recorded(&g, seed, 200, path, actions);
    char *before = read_text(path);
    struct recorder rec;
    /* Another seed; the same seed further on than the recording goes. */
    play_recorded(&other, seed + 1, 50, NULL, actions);
    assert_int_equal(
        recorder_resume(
            &rec, path, &other, fixed_kinds(), fixed_items(), DATA_HASH, why, sizeof why),
        EX_DATAERR);
    assert_non_null(strstr(why, "another game"));
    game_free(&other);
    play_recorded(&other, seed, 260, NULL, actions);
    assert_int_equal(
        recorder_resume(
            &rec, path, &other, fixed_kinds(), fixed_items(), DATA_HASH, why, sizeof why),
        EX_DATAERR);
    assert_non_null(strstr(why, "does not lead to this game"));
    assert_null(rec.file);
    assert_int_equal(
        recorder_resume(&rec, path, &g, fixed_kinds(), fixed_items(), 1, why, sizeof why),
        EX_DATAERR);
    /* and the file is left as it was */
    char *after = read_text(path);
    assert_string_equal(before, after);
    free(before);
    free(after);
    game_free(&g);
    game_free(&other);
    remove_dir(dir);
}

/* ---- the save directory's recordings ---- */

static int count_files(const char *dir)
{
    char command[PATH];
    path_of(command, sizeof command, "ls '%s' | wc -l", dir);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    int n = -1;
    assert_int_equal(fscanf(p, "%d", &n), 1);
    pclose(p);
    return n;
}

static void test_the_save_directory_keeps_each_names_last_game_privately(void **state)
{
    (void)state;
    char base[PATH], rec_dir[PATH], path[PATH], file[128], why[WHY];
    make_temp_dir(base, sizeof base, "recording");
    path_of(rec_dir, sizeof rec_dir, "%s/recordings", base);
    static struct keep keep, other;
    static struct game g;
    assert_int_equal(game_new(&g, 3, fixed_kinds(), fixed_items()), 0);
    assert_int_equal(keep_open(&other, base, NULL, "bob-x", DATA_HASH, why, sizeof why), 0);
    keep_start(&other, &g, 1000);
    keep_stop(&other, &g);
    assert_int_equal(keep_open(&keep, base, NULL, "bob", DATA_HASH, why, sizeof why), 0);
    struct stat st;
    assert_int_equal(lstat(rec_dir, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    for (time_t t = 2000; t <= 4000; t += 1000) {
        keep_start(&keep, &g, t);
        keep_action(&keep, &g, (struct action){.kind = ACTION_WAIT});
        game_do(&g, (struct action){.kind = ACTION_WAIT});
        keep_stop(&keep, &g);
    }
    assert_int_equal(keep.status, 0);
    /* bob's last game and bob-x's: bob's older ones are gone. */
    assert_int_equal(count_files(rec_dir), 2);
    keep_file_name(file, sizeof file, "bob", 4000);
    assert_string_equal(file, "bob-19700101-010640.murkrec");
    path_of(path, sizeof path, "%s/%s", rec_dir, file);
    assert_true(exists(path));
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    keep_file_name(file, sizeof file, "bob-x", 1000);
    path_of(path, sizeof path, "%s/%s", rec_dir, file);
    assert_true(exists(path));
    game_free(&g);
    remove_dir(base);
}

static void test_a_resumed_game_is_kept_in_its_recording_and_in_the_record_dir(void **state)
{
    (void)state;
    char base[PATH], extra[PATH], path[PATH], file[128], why[WHY];
    make_temp_dir(base, sizeof base, "recording");
    path_of(extra, sizeof extra, "%s/mine", base);
    static struct keep keep;
    static struct game g;
    static struct action actions[ACTIONS_MAX];
    uint64_t seed = long_seed(400);
    int n = play_recorded(&g, seed, 400, NULL, actions);
    game_free(&g);
    assert_int_equal(game_new(&g, seed, fixed_kinds(), fixed_items()), 0);
    assert_int_equal(keep_open(&keep, base, extra, "ann", DATA_HASH, why, sizeof why), 0);
    keep_start(&keep, &g, 5000);
    for (int i = 0; i < n / 2; i++) {
        game_do(&g, actions[i]);
        keep_action(&keep, &g, actions[i]);
    }
    keep_stop(&keep, &g);
    save_and_load(&g);
    /* A later run, in another process: the same game goes on. */
    assert_int_equal(keep_open(&keep, base, extra, "ann", DATA_HASH, why, sizeof why), 0);
    keep_resume(&keep, &g, fixed_kinds(), fixed_items());
    assert_non_null(keep.rec[0].file);
    assert_non_null(keep.rec[1].file);
    for (int i = n / 2; i < n; i++) {
        game_do(&g, actions[i]);
        keep_action(&keep, &g, actions[i]);
    }
    keep_stop(&keep, &g);
    assert_int_equal(keep.status, 0);
    keep_file_name(file, sizeof file, "ann", 5000);
    path_of(path, sizeof path, "%s/recordings/%s", base, file);
    if (verify(path, why) != 0)
        fail_msg("%s", why);
    path_of(path, sizeof path, "%s/%s", extra, file);
    if (verify(path, why) != 0)
        fail_msg("%s", why);
    /* A save with no recording that leads to it: a new recording starts
     * from the save, and proves the game from there. */
    game_free(&g);
    assert_int_equal(game_new(&g, seed + 1, fixed_kinds(), fixed_items()), 0);
    for (int i = 0; i < 30; i++)
        game_do(&g, (struct action){.kind = ACTION_WAIT});
    int started_at = g.run.turn;
    assert_true(started_at > 0);
    assert_int_equal(keep_open(&keep, base, extra, "bea", DATA_HASH, why, sizeof why), 0);
    keep_resume(&keep, &g, fixed_kinds(), fixed_items());
    assert_non_null(keep.rec[0].file);
    assert_non_null(keep.rec[1].file);
    for (int i = 0; i < 150; i++) {
        struct action wait = {.kind = ACTION_WAIT, .slot = -1, .target = -1};
        game_do(&g, wait);
        keep_action(&keep, &g, wait);
    }
    keep_stop(&keep, &g);
    assert_int_equal(keep.status, 0);
    path_of(path, sizeof path, "%s/%s", extra, "");
    char found[PATH] = "";
    DIR *d = opendir(extra);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (strncmp(e->d_name, "bea-", 4) == 0)
            path_of(found, sizeof found, "%s/%s", extra, e->d_name);
    closedir(d);
    char *text = read_text(found);
    assert_non_null(strstr(text, "\nsave 9 "));
    char start[32];
    snprintf(start, sizeof start, "\nd %d ", started_at);
    assert_non_null(strstr(text, start));
    free(text);
    if (verify(found, why) != 0)
        fail_msg("%s", why);
    game_free(&g);
    remove_dir(base);
}

static void test_a_symbolic_link_for_the_recordings_directory_is_refused(void **state)
{
    (void)state;
    char base[PATH], link[PATH], why[WHY];
    make_temp_dir(base, sizeof base, "recording");
    path_of(link, sizeof link, "%s/recordings", base);
    assert_int_equal(symlink("/tmp", link), 0);
    static struct keep keep;
    assert_int_equal(keep_open(&keep, base, NULL, "eve", DATA_HASH, why, sizeof why), EX_IOERR);
    assert_non_null(strstr(why, "recordings"));
    assert_null(strchr(why, '\n'));
    remove_dir(base);
}

/* ---- the recordings checked in ---- */

static bool is_recording(const char *name)
{
    size_t len = strlen(name), suffix = strlen(".murkrec");
    return len > suffix && strcmp(name + len - suffix, ".murkrec") == 0;
}

/* The bot runs in tests/data/recordings (`make recordings`), each replayed
 * to the digests it wrote, as `murk --replay FILE --verify --data
 * tests/data/fixed` does it: with the frozen data they were made with, so
 * a change to data/ leaves them be while a change to
 * a rule (the minds, combat, items, the floors) fails here, naming the
 * first turn that plays otherwise. */
static void test_the_recordings_checked_in_replay_to_their_digests(void **state)
{
    (void)state;
    char dir[PATH], data[PATH], path[PATH], why[WHY];
    const char *src = getenv("MURK_SRCDIR");
    path_of(dir, sizeof dir, "%s/tests/data/recordings", src && *src ? src : ".");
    path_of(data, sizeof data, "%s/tests/data/fixed", src && *src ? src : ".");
    static struct kind_list kinds;
    static struct item_kind_list items;
    uint64_t hash;
    assert_int_equal(data_load_all(data, &kinds, &items), EX_OK);
    if (store_data_hash(data, &hash, why, sizeof why) != 0)
        fail_msg("%s", why);
    DIR *listing = opendir(dir);
    assert_non_null(listing);
    int verified = 0, failed = 0;
    for (struct dirent *e; (e = readdir(listing));) {
        if (!is_recording(e->d_name))
            continue;
        path_of(path, sizeof path, "%s/%s", dir, e->d_name);
        verified++;
        if (recording_verify(path, &kinds, &items, hash, why, sizeof why) != 0) {
            print_message("%s\n", why);
            failed++;
        }
    }
    closedir(listing);
    kind_list_free(&kinds);
    item_kind_list_free(&items);
    if (verified == 0)
        fail_msg("no recordings in %s: run make recordings", dir);
    if (failed > 0)
        fail_msg("%d of %d recordings play otherwise; if a rule changed on purpose, run make "
                 "recordings and commit %s",
                 failed,
                 verified,
                 dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_playback_reads_back_every_action_and_digest_the_recorder_wrote),
        cmocka_unit_test(test_a_recording_being_written_is_read_to_its_last_line),
        cmocka_unit_test(test_every_field_of_an_action_comes_back_a_travels_cell_too),
        cmocka_unit_test(test_a_whole_run_replays_to_the_same_end),
        cmocka_unit_test(test_a_recording_is_private),
        cmocka_unit_test(test_every_damaged_recording_is_refused_in_one_line),
        cmocka_unit_test(test_hostile_numbers_in_a_recordings_start_save_are_refused),
        cmocka_unit_test(test_a_resumed_game_goes_on_in_its_recording),
        cmocka_unit_test(test_a_version_2_recording_with_numbered_actions_is_still_read),
        cmocka_unit_test(test_a_recording_cut_by_a_crash_is_cut_back_to_the_save_and_goes_on),
        cmocka_unit_test(test_a_journal_killed_with_its_room_ahead_is_cut_to_its_lines_and_goes_on),
        cmocka_unit_test(test_a_recording_of_another_game_is_not_gone_on_with),
        cmocka_unit_test(test_the_save_directory_keeps_each_names_last_game_privately),
        cmocka_unit_test(test_a_resumed_game_is_kept_in_its_recording_and_in_the_record_dir),
        cmocka_unit_test(test_a_symbolic_link_for_the_recordings_directory_is_refused),
        cmocka_unit_test(test_the_recordings_checked_in_replay_to_their_digests),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
