/* The game in play kept on disk (src/session.c): the journal and the
 * snapshots. A scripted game is played as the front end plays it (each
 * action to session_action, then session_changed) in a child process that
 * is killed with SIGKILL after each of its first 300 turns; every time, the
 * game resumed from the files (store_load, then keep_resume) is the one
 * the uninterrupted game was at that turn, or the turn before. A journal
 * that disagrees with its snapshot never locks the player out: the game
 * goes on from the snapshot, the journal kept aside, one line told. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <sysexits.h>
#include <unistd.h>

#include "../src/session.h"
#include "murk/turn/game.h"
#include "support/random_action.h"
#include "support/real_data.h"
#include "support/temp_dir.h"
#include "support/text_file.h"

enum { PATH = 4096, TURNS = 300, SEED = 7, DATA_HASH = 0xda7a };

/* The scripted game's actions: random, on a seed where the hero lives. */
static struct action script[TURNS + 1];

static void make_script(void)
{
    struct rng r;
    rng_seed(&r, 99);
    for (int i = 0; i <= TURNS; i++)
        script[i] = random_action(&r);
}

/* The uninterrupted game: its digest after each number of actions. */
static uint64_t digests[TURNS + 1];

static void play_uninterrupted(void)
{
    static struct game g;
    assert_int_equal(game_new(&g, SEED, fixed_kinds(), fixed_items()), 0);
    digests[0] = game_digest(&g);
    for (int i = 1; i <= TURNS; i++) {
        game_do(&g, script[i - 1]);
        if (g.run.over)
            fail_msg("the scripted game ends at action %d: pick another seed", i);
        digests[i] = game_digest(&g);
    }
    game_free(&g);
}

/* In a child: the session of name in base, the script's first `played`
 * actions given as the front end gives them; killed after the last, at
 * one of two places: after its journal line (before the saver looks), or
 * after the saver. Never returns. */
static void play_and_die(const char *base, int played, bool before_saver)
{
    static struct session s;
    static struct keep keep;
    static struct game g;
    char why[STORE_WHY_MAX];
    if (store_open(&s.store, base, "kim", DATA_HASH, why, sizeof why) != 0 ||
        keep_open(&keep, base, NULL, "kim", DATA_HASH, why, sizeof why) != 0 ||
        game_new(&g, SEED, fixed_kinds(), fixed_items()) != 0)
        _exit(1);
    s.keep = &keep;
    keep_start(&keep, &g, 1700000000);
    session_new_game(&s);
    session_changed(&s, &g);
    for (int i = 0; i < played; i++) {
        game_do(&g, script[i]);
        session_action(&s, &g, script[i]);
        if (i == played - 1 && before_saver)
            raise(SIGKILL);
        session_changed(&s, &g);
    }
    raise(SIGKILL);
    _exit(2);
}

/* The game resumed from base's files, as murk resumes it: 0 with *g, or
 * the status; the line keep_resume tells, if any, in aside. */
static char aside[512];
static int resume(const char *base, struct game *g, char *why, size_t size)
{
    aside[0] = 0;
    static struct store store;
    static struct keep keep;
    int status = store_open(&store, base, "kim", DATA_HASH, why, size);
    bool found = false;
    if (status == 0)
        status = store_load(&store, g, fixed_kinds(), fixed_items(), &found, why, size);
    if (status == 0 && !found)
        status = EX_NOINPUT;
    if (status == 0)
        status = keep_open(&keep, base, NULL, "kim", DATA_HASH, why, size);
    if (status == 0) {
        status = keep_resume(&keep, g, fixed_kinds(), fixed_items());
        if (status)
            snprintf(why, size, "%s", keep.why);
        snprintf(aside, sizeof aside, "%s", keep.aside);
        keep_stop(&keep, g);
        keep_close(&keep);
    }
    store_close(&store);
    return status;
}

static void test_a_kill_after_any_turn_loses_at_most_that_turn(void **state)
{
    (void)state;
    make_script();
    play_uninterrupted();
    int journal_only = 0;
    for (int played = 1; played <= TURNS; played++) {
        char base[PATH], why[STORE_WHY_MAX];
        make_temp_dir(base, sizeof base, "session");
        bool before_saver = played % 2 == 1;
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0)
            play_and_die(base, played, before_saver);
        int status;
        assert_int_equal(waitpid(child, &status, 0), child);
        assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
        static struct game g;
        if (resume(base, &g, why, sizeof why) != 0)
            fail_msg("killed after %d actions: %s", played, why);
        uint64_t got = game_digest(&g);
        if (got != digests[played] && got != digests[played - 1])
            fail_msg("killed after %d actions: the resumed game is neither that turn's nor "
                     "the one before",
                     played);
        /* Most turns are in no snapshot: the journal brings them back. */
        journal_only += g.run.turn > 0 && got == digests[played];
        game_free(&g);
        remove_dir(base);
    }
    assert_true(journal_only > TURNS / 2);
}

/* The journal's one recording file in base (with suffix: the one kept
 * aside, else the one in use). */
static void journal_path(const char *base, char *out, size_t size, const char *suffix)
{
    char dir[PATH];
    path_of(dir, sizeof dir, "%s/recordings", base);
    DIR *d = opendir(dir);
    assert_non_null(d);
    out[0] = 0;
    for (struct dirent *e; (e = readdir(d));) {
        const char *dot = strstr(e->d_name, ".murkrec");
        if (e->d_name[0] != '.' && dot && strcmp(dot + strlen(".murkrec"), suffix) == 0)
            path_of(out, size, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    assert_true(out[0] != 0);
}

/* An action before the snapshot changed: the journal no longer leads to
 * the save. The game goes on from the save (its turn and digest), the
 * journal is kept aside as it was under a name that says why, one line
 * tells it, and a new recording of the game begins. */
static void test_a_journal_that_disagrees_with_its_snapshot_locks_no_one_out(void **state)
{
    (void)state;
    make_script();
    char base[PATH], journal[PATH], save[PATH], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "session");
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0)
        play_and_die(base, TURNS, false);
    int status;
    assert_int_equal(waitpid(child, &status, 0), child);
    journal_path(base, journal, sizeof journal, "");
    path_of(save, sizeof save, "%s/save/kim.sav", base);
    size_t len, save_len;
    char *text = text_file_read(journal, &len);
    /* The first move, made a wait: the player stays where the save has
     * them gone, or a turn passes that did not. */
    char *move = strstr(text, "\na move ");
    assert_non_null(move);
    char *end = strchr(move + 1, '\n');
    assert_non_null(end);
    const char flipped[] = "\na wait 0 0 -1 -1 0 0";
    int n = (int)strlen(flipped);
    size_t size = len + sizeof flipped;
    char *changed = malloc(size);
    assert_non_null(changed);
    int changed_len = snprintf(changed, size, "%.*s%s%s", (int)(move - text), text, flipped, end);
    assert_true(n > 0 && changed_len > 0);
    text_file_write(journal, changed, (size_t)changed_len);
    char *save_before = text_file_read(save, &save_len);
    /* The save's own game. */
    static struct store store;
    static struct game saved;
    bool found = false;
    assert_int_equal(store_open(&store, base, "kim", DATA_HASH, why, sizeof why), 0);
    assert_int_equal(
        store_load(&store, &saved, fixed_kinds(), fixed_items(), &found, why, sizeof why), 0);
    assert_true(found);
    store_close(&store);

    static struct game g;
    int resumed = resume(base, &g, why, sizeof why);
    if (resumed != 0)
        fail_msg("not resumed (%d): %s", resumed, why);
    assert_int_equal(g.run.turn, saved.run.turn);
    assert_true(game_digest(&g) == game_digest(&saved));
    assert_null(strchr(aside, '\n'));
    if (!strstr(aside, "The recording disagreed with the save") || !strstr(aside, ".disagrees"))
        fail_msg("told: '%s'", aside);
    char kept[PATH], fresh[PATH];
    journal_path(base, kept, sizeof kept, ".disagrees");
    size_t after_len;
    char *after = text_file_read(kept, &after_len);
    assert_int_equal(after_len, (size_t)changed_len);
    assert_memory_equal(after, changed, after_len);
    free(after);
    /* The new recording leads to the game: resumed again, no word. */
    journal_path(base, fresh, sizeof fresh, "");
    game_free(&g);
    assert_int_equal(resume(base, &g, why, sizeof why), 0);
    assert_string_equal(aside, "");
    assert_true(game_digest(&g) == game_digest(&saved));
    after = text_file_read(save, &after_len);
    assert_int_equal(after_len, save_len);
    assert_memory_equal(after, save_before, save_len);
    free(after);
    game_free(&g);
    game_free(&saved);
    free(save_before);
    free(changed);
    free(text);
    remove_dir(base);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_kill_after_any_turn_loses_at_most_that_turn),
        cmocka_unit_test(test_a_journal_that_disagrees_with_its_snapshot_locks_no_one_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
