/* Watching a game in progress (src/replay/live.c and the live reading of
 * src/replay/recording.c): a recording that grows in pieces is read to its
 * last whole line and no further, a line half written is read once it is
 * whole, a damaged line or a digest that disagrees stops it; a game is in
 * progress while its lock is held (where the kernel's lock table cannot be
 * read: until its end line), and looking never takes the lock. */
#define _GNU_SOURCE /* flock */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sysexits.h>
#include <unistd.h>

#include "murk/turn/game.h"
#include "replay/keep.h"
#include "replay/live.h"
#include "replay/recording.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/temp_dir.h"
#include "support/text_file.h"

enum { DATA_HASH = 0xda7a, SEED = 3, ACTIONS = 450, PATH = 1024 };

struct place {
    char base[PATH], save[PATH], recordings[PATH], file[PATH];
};

static void make_place(struct place *p)
{
    make_temp_dir(p->base, sizeof p->base, "live");
    path_of(p->save, sizeof p->save, "%s/save", p->base);
    path_of(p->recordings, sizeof p->recordings, "%s/recordings", p->base);
    assert_int_equal(mkdir(p->save, 0700), 0);
    assert_int_equal(mkdir(p->recordings, 0700), 0);
    char name[128];
    keep_file_name(name, sizeof name, "alice", 1700000000);
    path_of(p->file, sizeof p->file, "%s/%s", p->recordings, name);
}

/* A game of SEED played by the test driver for up to ACTIONS actions,
 * recorded at path and left there whole, end line and all. The game is
 * left as it ended. */
static void play_recorded(struct game *g, const char *path)
{
    struct recorder rec;
    assert_int_equal(game_new(g, SEED, fixed_kinds(), fixed_items()), 0);
    assert_int_equal(recorder_open(&rec, path, DATA_HASH, g), 0);
    struct driver d = {0};
    struct action a;
    char key;
    for (int i = 0; i < ACTIONS && driver_next(&d, g, &a, &key); i++) {
        game_do(g, a);
        recorder_action(&rec, g, a);
    }
    driver_free(&d);
    assert_int_equal(recorder_close(&rec, g), 0);
}

static char *read_text(const char *path, size_t *len)
{
    return text_file_read(path, len);
}

/* Appends n bytes to path, as the recorder's flush does. */
static void append(const char *path, const char *bytes, size_t n)
{
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0600);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, bytes, n), (ssize_t)n);
    close(fd);
}

/* The length of the header: its lines up to the run id's. */
static size_t header_length(const char *text)
{
    const char *at = strstr(text, "\nrun ") + 1;
    at = strchr(at, '\n') + 1;
    return (size_t)(at - text);
}

static const struct live_data data = {.kinds = NULL, .items = NULL, .hash = DATA_HASH};

static struct live_data fixed_data(void)
{
    struct live_data d = data;
    d.kinds = fixed_kinds();
    d.items = fixed_items();
    return d;
}

/* A new place, and a game played and recorded whole beside it: the
 * recording's text (malloc'd, *len bytes), to be written into the place's
 * recording as the test likes. */
static char *played_text(struct place *p, struct game *played, size_t *len)
{
    make_place(p);
    char whole[PATH];
    path_of(whole, sizeof whole, "%s/whole.murkrec", p->base);
    play_recorded(played, whole);
    return read_text(whole, len);
}

static void played_free(const struct place *p, struct game *played, char *text)
{
    game_free(played);
    free(text);
    remove_dir(p->base);
}

/* ---- reading a recording as it grows ---- */

static void test_a_recording_that_grows_in_pieces_is_read_to_its_last_whole_line(void **state)
{
    (void)state;
    struct place p;
    static struct game played, watched;
    char why[LIVE_WHY_MAX];
    size_t len;
    char *text = played_text(&p, &played, &len);
    size_t at = header_length(text);
    append(p.file, text, at);

    struct playback pb;
    assert_int_equal(playback_open(&pb, p.file, why, sizeof why), EX_OK);
    playback_live(&pb);
    assert_int_equal(playback_game(&pb, &watched, fixed_kinds(), fixed_items(), why, sizeof why),
                     0);
    struct playback_proof proof = {0};
    /* Nothing past the header yet: more, not the end. */
    assert_int_equal(playback_play(&pb, &watched, &proof, why, sizeof why), PLAYED_MORE);
    /* The rest in pieces of 7 bytes, which split lines anywhere: every
     * piece is read up to its last whole line, never into a half one. */
    int actions = 0, digests = 0;
    enum playback_played got = PLAYED_MORE;
    while (at < len) {
        size_t n = len - at < 7 ? len - at : 7;
        append(p.file, text + at, n);
        at += n;
        while ((got = playback_play(&pb, &watched, &proof, why, sizeof why)) == PLAYED_ACTION ||
               got == PLAYED_DIGEST) {
            actions += got == PLAYED_ACTION;
            digests += got == PLAYED_DIGEST;
            /* Read so far: never beyond what is there, and always whole. */
            assert_true(pb.offset <= (long)at);
            assert_int_equal(text[pb.offset - 1], '\n');
        }
        if (got != PLAYED_MORE)
            break;
    }
    assert_int_equal(got, PLAYED_END);
    assert_int_equal(at, len);
    /* The game watched is the game played, and every line was read. */
    assert_true(game_digest(&watched) == game_digest(&played));
    assert_int_equal(watched.run.turn, played.run.turn);
    assert_true(actions > 100);
    assert_true(digests >= played.run.turn / RECORDING_DIGEST_EVERY);
    playback_close(&pb);
    game_free(&watched);
    game_free(&played);
    free(text);
    remove_dir(p.base);
}

static void test_a_partial_last_line_is_not_read_until_it_is_whole(void **state)
{
    (void)state;
    struct place p;
    make_place(&p);
    char why[LIVE_WHY_MAX];
    static const char header[] =
        "murk recording\nversion 4\ndata 000000000000da7a\nseed 7\nrun 0123456789abcdef\n";
    append(p.file, header, strlen(header));
    append(p.file, "a move 1 0", 10);
    struct playback pb;
    assert_int_equal(playback_open(&pb, p.file, why, sizeof why), EX_OK);
    playback_live(&pb);
    struct action a;
    int turn;
    uint64_t digest;
    /* Half a move: not a move yet (read as whole it would be damaged). */
    assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_MORE);
    assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_MORE);
    int line = pb.line;
    append(p.file, " 0 0 0 0", 8);
    assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_MORE);
    assert_int_equal(pb.line, line);
    /* Its newline makes it whole: the whole move, and the line counted. */
    append(p.file, "\nd 1", 4);
    assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_ACTION);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1);
    assert_int_equal(a.dir.y, 0);
    assert_int_equal(pb.line, line + 1);
    assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_MORE);
    append(p.file, "00 0123456789abcdef\n", 20);
    assert_int_equal(playback_next(&pb, &a, &turn, &digest, why, sizeof why), PLAYBACK_DIGEST);
    assert_int_equal(turn, 100);
    assert_true(digest == 0x0123456789abcdefULL);
    playback_close(&pb);

    /* Read as a finished recording, the same half line is damaged. */
    append(p.file, "a move 1", 8);
    assert_int_equal(playback_open(&pb, p.file, why, sizeof why), EX_OK);
    enum playback_step step;
    while ((step = playback_next(&pb, &a, &turn, &digest, why, sizeof why)) != PLAYBACK_BAD)
        assert_true(step == PLAYBACK_ACTION || step == PLAYBACK_DIGEST);
    playback_close(&pb);
    remove_dir(p.base);
}

static void test_a_damaged_line_or_a_digest_that_disagrees_stops_a_live_recording(void **state)
{
    (void)state;
    struct place p;
    static struct game played, watched;
    char why[LIVE_WHY_MAX];
    size_t len;
    char *text = played_text(&p, &played, &len);
    /* The first digest, changed in its last digit. */
    char *d = strstr(text, "\nd 100 ") + 7 + 15;
    char *line_end = strchr(d, '\n');
    *d = *d == '0' ? '1' : '0';
    append(p.file, text, (size_t)(line_end + 1 - text));
    struct playback pb;
    assert_int_equal(playback_open(&pb, p.file, why, sizeof why), EX_OK);
    playback_live(&pb);
    assert_int_equal(playback_game(&pb, &watched, fixed_kinds(), fixed_items(), why, sizeof why),
                     0);
    struct playback_proof proof = {0};
    enum playback_played got;
    while ((got = playback_play(&pb, &watched, &proof, why, sizeof why)) == PLAYED_ACTION)
        ;
    assert_int_equal(got, PLAYED_BAD);
    assert_non_null(strstr(why, "turn 100 differs from the recording"));
    playback_close(&pb);
    game_free(&watched);

    /* A whole line that is no line of a recording. */
    remove(p.file);
    append(p.file, text, header_length(text));
    append(p.file, "a mvoe 1 0 0 0 0 0\n", 19);
    assert_int_equal(playback_open(&pb, p.file, why, sizeof why), EX_OK);
    playback_live(&pb);
    assert_int_equal(playback_game(&pb, &watched, fixed_kinds(), fixed_items(), why, sizeof why),
                     0);
    memset(&proof, 0, sizeof proof);
    assert_int_equal(playback_play(&pb, &watched, &proof, why, sizeof why), PLAYED_BAD);
    assert_non_null(strstr(why, ":7: not an action, a digest or the end"));
    playback_close(&pb);
    game_free(&watched);
    game_free(&played);
    free(text);
    remove_dir(p.base);
}

/* ---- games in progress ---- */

/* The place's folders, open as a watcher opens them. */
static struct live_dirs open_dirs(const struct place *p)
{
    struct live_dirs dirs = {.save_fd = -1, .rec_fd = -1};
    char why[LIVE_WHY_MAX];
    assert_int_equal(live_open(&dirs, p->base, why, sizeof why), EX_OK);
    return dirs;
}

/* Holds (or not) name's lock as a player does: flock on its own open. */
static int hold_lock(const struct place *p, const char *name)
{
    char lock[PATH];
    path_of(lock, sizeof lock, "%s/%s.lock", p->save, name);
    int fd = open(lock, O_RDWR | O_CREAT, 0600);
    assert_true(fd >= 0);
    assert_int_equal(flock(fd, LOCK_EX | LOCK_NB), 0);
    return fd;
}

static void
test_a_game_is_in_progress_while_its_lock_is_held_and_looking_takes_no_lock(void **state)
{
    (void)state;
    struct place p;
    make_place(&p);
    static struct game played;
    play_recorded(&played, p.file);
    struct live_dirs dirs = open_dirs(&p);
    char why[LIVE_WHY_MAX];
    struct live_data d = fixed_data();
    struct live_game games[4];
    struct live_roster roster = {.count = 0};
    /* A lock file nobody holds: a game left, not played. */
    close(hold_lock(&p, "alice"));
    assert_false(live_playing(&dirs, "alice"));
    assert_int_equal(live_list(&dirs, &d, &roster, games, 4), 0);
    static struct live_follow f;
    assert_int_equal(live_follow_open(&f, &dirs, "alice", &d, why, sizeof why), EX_NOINPUT);
    assert_string_equal(why, "alice is not playing.");

    int held = hold_lock(&p, "alice");
    assert_true(live_playing(&dirs, "alice"));
    assert_false(live_playing(&dirs, "bob"));
    assert_int_equal(live_list(&dirs, &d, &roster, games, 4), 1);
    assert_string_equal(games[0].name, "alice");
    assert_int_equal(games[0].turn, played.run.turn);
    assert_int_equal(games[0].depth, played.run.depth);

    /* While watched, the player leaves and logs in again: the lock is
     * theirs to take, the watcher holding none of it. */
    assert_int_equal(live_follow_open(&f, &dirs, "alice", &d, why, sizeof why), EX_OK);
    close(held);
    held = hold_lock(&p, "alice");
    live_follow_close(&f);
    close(held);
    live_roster_free(&roster);
    live_close(&dirs);
    game_free(&played);
    remove_dir(p.base);
}

static void test_without_the_lock_table_a_game_is_in_progress_until_its_end_line(void **state)
{
    (void)state;
    struct place p;
    static struct game played;
    size_t len;
    char *text = played_text(&p, &played, &len);
    struct live_dirs dirs = open_dirs(&p);
    dirs.locks = "/nonexistent/locks"; /* a chroot without /proc */
    close(hold_lock(&p, "alice"));     /* the lock file, held by nobody */
    /* Its end line not yet written: in progress, lock or no lock. */
    append(p.file, text, len - 4);
    assert_true(live_playing(&dirs, "alice"));
    append(p.file, text + len - 4, 4);
    assert_false(live_playing(&dirs, "alice"));
    /* With the table, the lock decides. */
    dirs.locks = "/proc/locks";
    remove(p.file);
    append(p.file, text, len - 4);
    assert_false(live_playing(&dirs, "alice"));
    live_close(&dirs);
    played_free(&p, &played, text);
}

/* A stand-in for the kernel's lock table: foreign locks held by others
 * (another device's), alice's own lock line first or last. */
static void write_lock_table(const char *path, const char *alice_line, bool alice_first,
                             int foreign)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    if (alice_first)
        fputs(alice_line, f);
    for (int i = 0; i < foreign; i++)
        fprintf(f, "%d: FLOCK  ADVISORY  WRITE %d fd:63:%d 0 EOF\n", i + 2, 1000 + i, 100000 + i);
    if (!alice_first)
        fputs(alice_line, f);
    fclose(f);
}

/* Watching stays cheap under any number of foreign locks: only the save
 * folder's device's lines are kept, and the table is read at most
 * LOCKS_READ_MAX bytes (4 MB); past it, a game whose lock was not met is
 * told by its recording, as without the table. 200,000 foreign locks
 * (9 MB): alice's lock first is found; last, it is never read, and her
 * recording decides (ended: not playing; open: playing). */
static void test_a_huge_lock_table_is_read_only_so_far(void **state)
{
    (void)state;
    struct place p;
    static struct game played;
    size_t len;
    char *text = played_text(&p, &played, &len);
    struct live_dirs dirs = open_dirs(&p);
    int held = hold_lock(&p, "alice");
    char lock[PATH], table[PATH], line[128];
    path_of(lock, sizeof lock, "%s/alice.lock", p.save);
    path_of(table, sizeof table, "%s/locks", p.base);
    struct stat st;
    assert_int_equal(stat(lock, &st), 0);
    snprintf(line,
             sizeof line,
             "1: FLOCK  ADVISORY  WRITE %d %02x:%02x:%ju 0 EOF\n",
             (int)getpid(),
             major(st.st_dev),
             minor(st.st_dev),
             (uintmax_t)st.st_ino);
    dirs.locks = table;
    append(p.file, text, len); /* her recording ended */
    write_lock_table(table, line, true, 200000);
    assert_true(live_playing(&dirs, "alice"));
    write_lock_table(table, line, false, 200000);
    assert_false(live_playing(&dirs, "alice"));
    remove(p.file);
    append(p.file, text, len - 4); /* her recording open */
    assert_true(live_playing(&dirs, "alice"));
    close(held);
    live_close(&dirs);
    played_free(&p, &played, text);
}

static void test_a_followed_game_says_when_its_player_stops(void **state)
{
    (void)state;
    struct place p;
    static struct game played;
    char why[LIVE_WHY_MAX], said[LIVE_WHY_MAX];
    size_t len;
    char *text = played_text(&p, &played, &len);
    /* The game to turn 100 and its digest: a game being played. */
    char *cut = strchr(strstr(text, "\nd 100 ") + 1, '\n');
    append(p.file, text, (size_t)(cut + 1 - text));
    int held = hold_lock(&p, "alice");
    struct live_dirs dirs = open_dirs(&p);
    struct live_data d = fixed_data();
    static struct live_follow f;
    /* A watcher on other data files could not play it: refused in a line. */
    struct live_data other = d;
    other.hash = DATA_HASH + 1;
    assert_int_equal(live_follow_open(&f, &dirs, "alice", &other, why, sizeof why), EX_DATAERR);
    assert_string_equal(
        why, "alice's game is played with another murk or other data files than this murk's");
    assert_int_equal(live_follow_open(&f, &dirs, "alice", &d, why, sizeof why), EX_OK);
    enum live_step step;
    while ((step = live_follow_next(&f, said, sizeof said)) == LIVE_ACTION)
        ;
    assert_int_equal(step, LIVE_WAIT);
    assert_int_equal(f.game.run.turn, 100);
    /* The list, made twice, follows the games between: the second reads
     * on from where the first had got to. bob plays too (a copy of the
     * game so far). */
    char bob[PATH], name[128];
    keep_file_name(name, sizeof name, "bob", 1700000000);
    path_of(bob, sizeof bob, "%s/%s", p.recordings, name);
    append(bob, text, (size_t)(cut + 1 - text));
    int bob_held = hold_lock(&p, "bob");
    struct live_roster roster = {.count = 0};
    struct live_game games[2];
    for (int i = 0; i < 2; i++) {
        assert_int_equal(live_list(&dirs, &d, &roster, games, 2), 2);
        assert_string_equal(games[1].name, "bob");
        assert_int_equal(games[0].turn, 100);
        assert_int_equal(games[1].turn, 100);
        assert_int_equal(roster.count, 2);
    }
    close(bob_held);
    /* The rest comes, to the end line: the game is the one played, and
     * its end is said. */
    append(p.file, cut + 1, len - (size_t)(cut + 1 - text));
    while ((step = live_follow_next(&f, said, sizeof said)) == LIVE_ACTION)
        ;
    if (step != LIVE_OVER)
        fail_msg("%s", said);
    assert_true(game_digest(&f.game) == game_digest(&played));
    assert_non_null(strstr(said, "alice"));
    assert_int_equal(live_list(&dirs, &d, &roster, games, 2), 1);
    assert_int_equal(games[0].turn, played.run.turn);
    assert_int_equal(roster.count, 0); /* ended: nothing more to follow */
    live_roster_free(&roster);
    live_follow_close(&f);
    close(held);
    live_close(&dirs);
    played_free(&p, &played, text);
}

static void test_a_game_over_is_told_before_its_end_line(void **state)
{
    (void)state;
    struct place p;
    static struct game played;
    char why[LIVE_WHY_MAX], said[LIVE_WHY_MAX], want[LIVE_WHY_MAX];
    size_t len;
    char *text = played_text(&p, &played, &len);
    assert_true(played.run.over); /* seed 3 dies within ACTIONS, past turn 200 */
    /* Without its last digest and end line: the player is on the end
     * screen, which writes them only when left. */
    char *cut = strstr(text, "\nd ");
    for (char *next; (next = strstr(cut + 1, "\nd ")) != NULL;)
        cut = next;
    append(p.file, text, (size_t)(cut + 1 - text));
    int held = hold_lock(&p, "alice");
    struct live_dirs dirs = open_dirs(&p);
    struct live_data d = fixed_data();
    static struct live_follow f;
    assert_int_equal(live_follow_open(&f, &dirs, "alice", &d, why, sizeof why), EX_OK);
    enum live_step step;
    while ((step = live_follow_next(&f, said, sizeof said)) == LIVE_ACTION)
        ;
    assert_int_equal(step, LIVE_OVER);
    snprintf(want,
             sizeof want,
             "alice's game is over, on floor %d at turn %d.",
             played.run.depth,
             played.run.turn);
    assert_string_equal(said, want);
    live_follow_close(&f);
    close(held);
    live_close(&dirs);
    played_free(&p, &played, text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_recording_that_grows_in_pieces_is_read_to_its_last_whole_line),
        cmocka_unit_test(test_a_partial_last_line_is_not_read_until_it_is_whole),
        cmocka_unit_test(test_a_damaged_line_or_a_digest_that_disagrees_stops_a_live_recording),
        cmocka_unit_test(
            test_a_game_is_in_progress_while_its_lock_is_held_and_looking_takes_no_lock),
        cmocka_unit_test(test_without_the_lock_table_a_game_is_in_progress_until_its_end_line),
        cmocka_unit_test(test_a_huge_lock_table_is_read_only_so_far),
        cmocka_unit_test(test_a_followed_game_says_when_its_player_stops),
        cmocka_unit_test(test_a_game_over_is_told_before_its_end_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
