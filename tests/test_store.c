/* Saves on disk: a saved game comes back as the same game and plays on the
 * same; every damaged save is refused with one reason and kept aside, never
 * deleted; names, places, permissions, symbolic links and the lock. */
#define _GNU_SOURCE /* mkdtemp, setenv, symlink, mkfifo */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "../src/run_end.h"
#include "../src/files/files.h"
#include "../src/files/group.h"
#include "../src/store/store.h"
#include "../src/store/takeover.h"
#include "murk/turn/game.h"
#include "murk/turn/resume.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/test_kinds.h"
#include "support/random_action.h"
#include "support/temp_dir.h"

enum { DATA_HASH = 0x5eed5eedu };

/* Room for a temporary directory's name, and for a file's path under it. */
enum { DIR_MAX = 512, FILE_MAX = 1024 };

/* ---- helpers ---- */

static void open_store(struct store *store, const char *base, const char *name)
{
    char why[STORE_WHY_MAX];
    int status = store_open(store, base, name, DATA_HASH, why, sizeof why);
    if (status)
        fail_msg("store_open: %s", why);
}

/* DIR/save/NAME + suffix. */
static void save_file(char *out, size_t size, const char *base, const char *name,
                      const char *suffix)
{
    path_of(out, size, "%s/save/%s%s", base, name, suffix);
}

static bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *bytes = malloc((size_t)size + 1);
    assert_non_null(bytes);
    assert_int_equal(fread(bytes, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    *len = (size_t)size;
    return bytes;
}

static void write_file(const char *path, const uint8_t *bytes, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

/* A game of seed played for some random actions. */
static void played_game(struct game *g, uint64_t seed, int actions)
{
    assert_int_equal(game_new(g, seed, test_kinds(), test_items()), 0);
    struct rng r;
    rng_seed(&r, seed * 31);
    for (int i = 0; i < actions && !g->run.over; i++)
        game_do(g, random_action(&r));
}

/* The bytes of a real save file: seed 4 after 60 actions, still alive
 * (a game over is saved with no notice to give on loading it). */
static uint8_t *real_save(const char *base, size_t *len)
{
    struct store store;
    struct game g;
    char why[STORE_WHY_MAX], path[FILE_MAX];
    open_store(&store, base, "real");
    played_game(&g, 4, 60);
    assert_false(g.run.over);
    assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
    game_free(&g);
    store_close(&store);
    save_file(path, sizeof path, base, "real", ".sav");
    uint8_t *bytes = read_file(path, len);
    unlink(path);
    return bytes;
}

/* Writes bytes as NAME.sav and loads it: it must be refused with 65, said in
 * one line naming the file, and be kept as NAME.sav.bad with its bytes. */
static void assert_refused(struct store *store, const char *base, const uint8_t *bytes, size_t len,
                           const char *reason)
{
    char path[FILE_MAX], bad[FILE_MAX], why[STORE_WHY_MAX];
    save_file(path, sizeof path, base, store->name, ".sav");
    save_file(bad, sizeof bad, base, store->name, ".sav.bad");
    write_file(path, bytes, len);
    struct game g;
    bool found = false;
    int status = store_load(store, &g, test_kinds(), test_items(), &found, why, sizeof why);
    if (status != EX_DATAERR)
        fail_msg("a damaged save was not refused with 65 (got %d, %s)", status, why);
    assert_true(found);
    assert_non_null(strstr(why, path));
    assert_non_null(strstr(why, "kept as"));
    assert_null(strchr(why, '\n'));
    if (reason && !strstr(why, reason))
        fail_msg("wanted '%s' in: %s", reason, why);
    assert_false(exists(path));
    size_t kept_len;
    uint8_t *kept = read_file(bad, &kept_len);
    assert_int_equal(kept_len, len);
    assert_memory_equal(kept, bytes, len);
    free(kept);
    unlink(bad);
}

/* ---- the round trip ---- */

static void reload_with(struct store *store, struct game *g, const struct kind_list *kinds,
                        const struct item_kind_list *items)
{
    char why[STORE_WHY_MAX];
    assert_int_equal(store_save(store, g, false, why, sizeof why), 0);
    game_free(g);
    bool found = false;
    int status = store_load(store, g, kinds, items, &found, why, sizeof why);
    if (status)
        fail_msg("a fresh save did not load: %s", why);
    assert_true(found);
}

static void reload(struct store *store, struct game *g)
{
    reload_with(store, g, test_kinds(), test_items());
}

static void test_a_saved_game_loads_as_the_same_game_and_plays_on_the_same(void **state)
{
    (void)state;
    enum { ACTIONS = 1000, EVERY = 50 };
    static uint64_t digests[ACTIONS];
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "trip");
    int reloads = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        struct rng r;
        assert_int_equal(game_new(&g, seed, test_kinds(), test_items()), 0);
        rng_seed(&r, seed * 7);
        for (int i = 0; i < ACTIONS; i++) {
            game_do(&g, random_action(&r));
            digests[i] = game_digest(&g);
        }
        game_free(&g);
        /* Again, but through a save file every 50th turn; the game that
         * plays on is always the one loaded. */
        assert_int_equal(game_new(&g, seed, test_kinds(), test_items()), 0);
        rng_seed(&r, seed * 7);
        for (int i = 0; i < ACTIONS; i++) {
            bool turned = game_do(&g, random_action(&r)).took;
            if (turned && g.run.turn % EVERY == 0) {
                reload(&store, &g);
                reloads++;
            }
            if (game_digest(&g) != digests[i])
                fail_msg("seed %d: after action %d (turn %d) the reloaded game went its own way",
                         (int)seed,
                         i,
                         g.run.turn);
        }
        game_free(&g);
    }
    /* Random play dies young (the sooner since wanderers walk between the
     * floor's waypoints: 59 reloads here, 90 with random cells); still,
     * most seeds must have been saved more than once. */
    assert_true(reloads >= 20 * 2);
    store_close(&store);
    remove_dir(base);
}

/* A stack lying on the floor (a bundle of arrows) keeps its count, and the
 * digest sees the count. */
static void test_a_stack_on_the_floor_keeps_its_count_through_a_save(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "stack");
    struct game g;
    assert_int_equal(game_new(&g, 5, test_kinds(), test_items()), 0);
    assert_true(g.floor.items.count >= 2);
    g.floor.items.items[1].count = 9;
    uint64_t nine = game_digest(&g);
    g.floor.items.items[1].count = 8;
    assert_true(game_digest(&g) != nine);
    g.floor.items.items[1].count = 9;
    reload(&store, &g);
    assert_int_equal(g.floor.items.items[1].count, 9);
    assert_int_equal(g.floor.items.items[0].count, 1);
    assert_true(game_digest(&g) == nine);
    game_free(&g);
    store_close(&store);
    remove_dir(base);
}

/* The kind of the pack's item at letter, or -1. */
static int kind_at_letter(const struct game *g, int letter)
{
    int slot = item_pack_slot(&g->run.pack, letter);
    return slot < 0 ? -1 : g->run.pack.kinds[slot];
}

/* Letters stay with their items through a save: five items, b dropped, and
 * c, d and e are still c, d and e when the game loads; the next item in
 * takes b. A save with one letter twice is refused. */
static void test_a_save_keeps_the_pack_letters(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "letters");
    struct game g;
    assert_int_equal(game_new(&g, 5, test_kinds(), test_items()), 0);
    const struct item_kind_list *items = test_items();
    int kinds[5];
    for (int i = 0; i < 5; i++) {
        kinds[i] = items->count - 1 - i;
        assert_int_equal(item_pack_add(&g.run.pack, items, kinds[i], NULL), ITEM_OK);
    }
    struct action drop = {.kind = ACTION_DROP, .slot = item_pack_slot(&g.run.pack, 'b')};
    assert_true(game_do(&g, drop).took);
    reload(&store, &g);
    assert_int_equal(g.run.pack.count, 4);
    assert_int_equal(kind_at_letter(&g, 'a'), kinds[0]);
    assert_int_equal(kind_at_letter(&g, 'b'), -1);
    assert_int_equal(kind_at_letter(&g, 'c'), kinds[2]);
    assert_int_equal(kind_at_letter(&g, 'd'), kinds[3]);
    assert_int_equal(kind_at_letter(&g, 'e'), kinds[4]);
    assert_int_equal(item_pack_add(&g.run.pack, items, kinds[1], NULL), ITEM_OK);
    assert_int_equal(kind_at_letter(&g, 'b'), kinds[1]);

    g.run.pack.letters[item_pack_slot(&g.run.pack, 'c')] = 'd';
    assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
    game_free(&g);
    save_file(path, sizeof path, base, "letters", ".sav");
    size_t len;
    uint8_t *bytes = read_file(path, &len);
    assert_refused(&store, base, bytes, len, "two items with one letter");
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

/* What the player has seen of each kind (the recall) comes back whole, by
 * kind name, and the digest sees it. */
static void test_the_recall_comes_back_through_a_save(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "recall");
    struct game g;
    assert_int_equal(game_new(&g, 5, test_kinds(), test_items()), 0);
    int goblin = test_kind("goblin"), troll = test_kind("troll");
    uint64_t none = game_digest(&g);
    recall_note_hit(&g.run.recall, goblin, 3);
    recall_note_hit(&g.run.recall, goblin, 1);
    recall_note_struck(&g.run.recall, goblin);
    recall_note_awake(&g.run.recall, troll);
    recall_note_trait(&g.run.recall, troll, TRAIT_REGENERATES);
    recall_note_effect(&g.run.recall, troll, EFFECT_POISON);
    uint64_t seen = game_digest(&g);
    assert_true(seen != none);
    reload(&store, &g);
    assert_true(game_digest(&g) == seen);
    assert_int_equal(g.run.recall.count, 2);
    const struct recall_entry *e = recall_find(&g.run.recall, goblin);
    assert_non_null(e);
    assert_int_equal(e->hits, 2);
    assert_int_equal(e->hit_min, 1);
    assert_int_equal(e->hit_max, 3);
    assert_true(e->struck);
    e = recall_find(&g.run.recall, troll);
    assert_non_null(e);
    assert_int_equal(e->awake_seen, 1);
    assert_true(recall_knows_trait(&g.run.recall, troll, TRAIT_REGENERATES));
    assert_true(e->effects & EFFECT_BIT(EFFECT_POISON));
    assert_false(e->struck);
    game_free(&g);
    store_close(&store);
    remove_dir(base);
}

/* Deeper floors, with the real data as shipped (frozen in tests/data/fixed,
 * so a harder kind added to data/ cannot stop the driver going down): the
 * test driver plays each seed down, and the same actions are played again
 * through a save file on every new floor and every 50th turn. */
static void test_a_game_saved_on_any_floor_loads_there_and_plays_on_the_same(void **state)
{
    (void)state;
    enum { MOST = 8000 };
    static struct action actions[MOST];
    static uint64_t digests[MOST];
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "deep");
    int deepest = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        struct game g;
        struct driver driver = {0};
        assert_int_equal(game_new(&g, seed, fixed_kinds(), fixed_items()), 0);
        int n = 0;
        char key;
        while (n < MOST && driver_next(&driver, &g, &actions[n], &key)) {
            game_do(&g, actions[n]);
            digests[n++] = game_digest(&g);
        }
        driver_free(&driver);
        game_free(&g);
        assert_int_equal(game_new(&g, seed, fixed_kinds(), fixed_items()), 0);
        int depth = 1;
        for (int i = 0; i < n; i++) {
            bool turned = game_do(&g, actions[i]).took;
            if (!g.run.over && (g.run.depth != depth || (turned && g.run.turn % 50 == 0))) {
                reload_with(&store, &g, fixed_kinds(), fixed_items());
                depth = g.run.depth;
            }
            if (game_digest(&g) != digests[i])
                fail_msg("seed %d: after action %d (floor %d, turn %d) the reloaded game went "
                         "its own way",
                         (int)seed,
                         i,
                         g.run.depth,
                         g.run.turn);
        }
        deepest = g.run.depth > deepest ? g.run.depth : deepest;
        game_free(&g);
    }
    /* The driver must have taken at least one seed well down. */
    print_message("deepest floor saved and loaded on: %d\n", deepest);
    assert_true(deepest >= 3);
    store_close(&store);
    remove_dir(base);
}

static void test_a_loaded_game_shows_what_the_saved_one_did(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "screen");
    struct game g, saved;
    played_game(&g, 9, 40);
    played_game(&saved, 9, 40);
    reload(&store, &g);
    /* What the screen draws from: the caches are made again, not saved. */
    size_t cells = (size_t)g.floor.map.width * (size_t)g.floor.map.height;
    assert_memory_equal(g.cache.visible, saved.cache.visible, cells);
    assert_memory_equal(g.floor.map.remembered, saved.floor.map.remembered, cells);
    assert_int_equal(g.run.log.count, saved.run.log.count);
    for (int age = 0; age < g.run.log.count; age++)
        assert_string_equal(msglog_get(&g.run.log, age)->text,
                            msglog_get(&saved.run.log, age)->text);
    assert_true(game_cosmetic_seed(&g) == game_cosmetic_seed(&saved));
    game_free(&g);
    game_free(&saved);
    store_close(&store);
    remove_dir(base);
}

/* ---- hostile files ---- */

static void test_every_truncation_of_a_real_save_is_refused_and_kept(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store store;
    open_store(&store, base, "cut");
    for (size_t cut = 0; cut < len; cut++)
        assert_refused(&store, base, bytes, cut, cut == 0 ? "empty" : "truncated");
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

static void test_ten_thousand_random_byte_flips_are_refused_and_kept(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store store;
    open_store(&store, base, "flip");
    struct rng r;
    rng_seed(&r, 12345);
    for (int i = 0; i < 10000; i++) {
        size_t at = (size_t)rng_range(&r, 0, (int)len - 1);
        uint8_t mask = (uint8_t)rng_range(&r, 1, 255);
        bytes[at] ^= mask;
        assert_refused(&store, base, bytes, len, NULL);
        bytes[at] ^= mask;
    }
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

/* Behind the checksum, the decoder itself: flipped bodies either fail with
 * a reason or give a game that plays (the sanitizers watch both). */
static void test_a_damaged_body_past_the_checksum_never_makes_an_unsafe_game(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store_header h;
    char why[256];
    assert_int_equal(store_split(bytes, len, &h, why, sizeof why), 0);
    uint8_t *body = bytes + h.size;
    size_t body_len = len - h.size;
    struct rng r;
    rng_seed(&r, 777);
    int loaded = 0;
    for (int i = 0; i < 10000; i++) {
        size_t at = (size_t)rng_range(&r, 0, (int)body_len - 1);
        uint8_t mask = (uint8_t)(1u << rng_range(&r, 0, 7));
        body[at] ^= mask;
        struct game g;
        why[0] = 0;
        if (game_resume(
                &g, test_kinds(), test_items(), h.version, body, body_len, why, sizeof why) == 0) {
            loaded++;
            for (int t = 0; t < 3; t++)
                game_do(&g, (struct action){.kind = ACTION_WAIT});
        } else {
            assert_true(why[0] != 0);
        }
        game_free(&g);
        body[at] ^= mask;
    }
    /* Most flips land in the map or in numbers where any value is fair. */
    assert_true(loaded > 0);
    free(bytes);
    remove_dir(base);
}

/* A hand edit that fixes the checksum up gets past it, and must still be
 * caught by the decoder: here a byte added to the end of the game, a key
 * without its value. */
static void test_a_hand_edited_save_with_a_fixed_checksum_is_still_refused(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store_header h;
    char why[256];
    assert_int_equal(store_split(bytes, len, &h, why, sizeof why), 0);
    size_t body_len = len - h.size + 1;
    uint8_t *body = malloc(body_len);
    memcpy(body, bytes + h.size, body_len - 1);
    body[body_len - 1] = 0;
    char header[STORE_HEADER_MAX];
    size_t header_len = store_header(header, "0.2.0", DATA_HASH, h.started, body, body_len);
    uint8_t *edited = malloc(header_len + body_len);
    memcpy(edited, header, header_len);
    memcpy(edited + header_len, body, body_len);
    struct store store;
    open_store(&store, base, "edit");
    assert_refused(&store, base, edited, header_len + body_len, "truncated");
    free(edited);
    free(body);
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

/* How many times the log holds text. */
static int said_times(const struct game *g, const char *text)
{
    int n = 0;
    for (int age = 0; age < g->run.log.count; age++)
        if (strcmp(msglog_get(&g->run.log, age)->text, text) == 0)
            n++;
    return n;
}

/* A save made with other data files loads; the game is told once that the
 * rules changed, and not again when it is saved and loaded once more. */
static void test_a_save_made_with_other_data_loads_and_says_so_once(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store store;
    open_store(&store, base, "tuned");
    save_file(path, sizeof path, base, "tuned", ".sav");
    write_file(path, bytes, len);
    store.data_hash = DATA_HASH + 1;
    struct game g;
    bool found = false;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     0);
    assert_true(found);
    assert_true(store.updated);
    assert_int_equal(said_times(&g, "murk was updated; this game goes on under the new rules."), 1);
    assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
    game_free(&g);
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     0);
    assert_false(store.updated);
    assert_int_equal(said_times(&g, "murk was updated; this game goes on under the new rules."), 1);
    game_free(&g);
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

/* A save's text with its header line `from` made `to`, the checksum made
 * good again, as a newer (or an older) murk would have written it: a new
 * buffer of *len bytes. */
static uint8_t *resealed(const uint8_t *bytes, size_t *len, const char *from, const char *to)
{
    const char *at = strstr((const char *)bytes, from);
    assert_non_null(at);
    size_t before = (size_t)(at - (const char *)bytes), grown = strlen(to) - strlen(from);
    uint8_t *out = malloc(*len + grown);
    assert_non_null(out);
    memcpy(out, bytes, before);
    memcpy(out + before, to, strlen(to));
    memcpy(out + before + strlen(to), at + strlen(from), *len - before - strlen(from));
    *len += grown;
    char *check = strstr((char *)out, "\ncheck ") + 1;
    size_t header = (size_t)(check - (char *)out), body = header + 6 + 16 + 1;
    uint64_t sum = store_fnv1a(STORE_FNV_START, out, header);
    sum = store_fnv1a(sum, out + body, *len - body);
    char line[32];
    snprintf(line, sizeof line, "check %016" PRIx64 "\n", sum);
    memcpy(check, line, strlen(line));
    return out;
}

/* A save of a newer format than this murk reads, whole (its checksum
 * holds), is refused in one line naming both versions, and left exactly
 * where and as it is; one whose version a bit changed is damaged, and
 * set aside so the name plays again. */
static void test_a_save_from_a_newer_murk_is_refused_and_left_alone(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store store;
    open_store(&store, base, "newer");
    size_t newer_len = len;
    uint8_t *newer =
        resealed(bytes, &newer_len, "version 9\nmurk 0.2.0\n", "version 10\nmurk 9.9.9\n");
    save_file(path, sizeof path, base, "newer", ".sav");
    write_file(path, newer, newer_len);
    struct game g;
    bool found = false;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_DATAERR);
    assert_null(strchr(why, '\n'));
    if (!strstr(why,
                "format version 10 (murk 9.9.9), made by a newer murk; this murk (0.2.0) reads "
                "versions 5 to 9"))
        fail_msg("got: %s", why);
    assert_non_null(strstr(why, "left as it is"));
    size_t kept_len;
    uint8_t *kept = read_file(path, &kept_len);
    assert_int_equal(kept_len, newer_len);
    assert_memory_equal(kept, newer, newer_len);
    free(kept);
    free(newer);
    /* Older than this line of murk reads: a major break, said as such,
     * and the file left for the murk that reads it. */
    size_t older_len = len;
    uint8_t *older = resealed(bytes, &older_len, "version 9\nmurk 0.2.0\n", "version 4\n");
    write_file(path, older, older_len);
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_DATAERR);
    if (!strstr(why, "a save of format version 4, older than this murk (0.2.0) reads (5 to 9)"))
        fail_msg("got: %s", why);
    kept = read_file(path, &kept_len);
    assert_int_equal(kept_len, older_len);
    assert_memory_equal(kept, older, older_len);
    free(kept);
    free(older);
    /* A flip of four bits: 9 became 6, a version it reads, but the checksum no longer holds. */
    char *v = strstr((char *)bytes, "version 9\n");
    assert_non_null(v);
    v[8] ^= 0x0f;
    assert_refused(&store, base, bytes, len, "damaged: the checksum does not match");
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

/* A body of this format under a version 7 header (its checksum made to
 * hold): the fields of format 8 it holds (the scent, the meters, a door)
 * are not a version 7 save's. Refused in one line, kept aside. */
static void test_a_newer_body_under_an_older_header_is_refused(void **state)
{
    (void)state;
    char base[DIR_MAX], now[32];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store store;
    open_store(&store, base, "seven");
    snprintf(now, sizeof now, "version %d\n", SAVE_FORMAT_VERSION);
    uint8_t *seven = resealed(bytes, &len, now, "version 7\n");
    assert_refused(&store, base, seven, len, "in a version 7 save");
    free(seven);
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

static void test_a_save_that_is_not_one_is_refused_by_name(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    struct store store;
    open_store(&store, base, "other");

    /* Bytes added at the end, and a file that is not a save at all. */
    uint8_t *longer = malloc(len + 1);
    memcpy(longer, bytes, len);
    longer[len] = 'x';
    assert_refused(&store, base, longer, len + 1, "1 bytes after the end");
    free(longer);
    const char *text = "Dear diary, today I saved.\n";
    assert_refused(&store, base, (const uint8_t *)text, strlen(text), "not a murk save");

    free(bytes);
    store_close(&store);
    remove_dir(base);
}

static void test_an_older_bad_save_is_never_written_over(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], bad[FILE_MAX], bad2[FILE_MAX];
    char why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "twice");
    save_file(path, sizeof path, base, "twice", ".sav");
    save_file(bad, sizeof bad, base, "twice", ".sav.bad");
    save_file(bad2, sizeof bad2, base, "twice", ".sav.bad.2");
    write_file(path, (const uint8_t *)"first", 5);
    struct game g;
    bool found;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_DATAERR);
    write_file(path, (const uint8_t *)"second", 6);
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_DATAERR);
    assert_non_null(strstr(why, "kept as twice.sav.bad.2"));
    size_t len;
    uint8_t *first = read_file(bad, &len);
    assert_memory_equal(first, "first", 5);
    free(first);
    assert_true(exists(bad2));
    store_close(&store);
    remove_dir(base);
}

static void test_a_symbolic_link_in_place_of_a_save_is_refused_and_left(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], target[FILE_MAX];
    char why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    size_t len;
    uint8_t *bytes = real_save(base, &len);
    path_of(target, sizeof target, "%s/elsewhere", base);
    write_file(target, bytes, len);
    struct store store;
    open_store(&store, base, "link");
    save_file(path, sizeof path, base, "link", ".sav");
    assert_int_equal(symlink(target, path), 0);
    struct game g;
    bool found;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_IOERR);
    assert_non_null(strstr(why, "is a symbolic link"));
    struct stat st;
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISLNK(st.st_mode));

    /* Nor is a save written through a link put where the temporary goes:
     * the link is removed, and the save made anew in its place. */
    unlink(path);
    char tmp[FILE_MAX];
    save_file(tmp, sizeof tmp, base, "link", ".sav.tmp");
    assert_int_equal(symlink(target, tmp), 0);
    played_game(&g, 4, 10);
    assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISREG(st.st_mode));
    game_free(&g);
    size_t after_len;
    uint8_t *after = read_file(target, &after_len);
    assert_int_equal(after_len, len);
    assert_memory_equal(after, bytes, len);
    free(after);
    free(bytes);
    store_close(&store);
    remove_dir(base);
}

static void test_a_fifo_in_place_of_a_save_is_refused_without_waiting(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "fifo");
    save_file(path, sizeof path, base, "fifo", ".sav");
    assert_int_equal(mkfifo(path, 0600), 0);
    struct game g;
    bool found;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_IOERR);
    assert_non_null(strstr(why, "not a regular file"));
    store_close(&store);
    remove_dir(base);
}

/* ---- hostile numbers, sealed with a good checksum ---- */

static void said_overflows(struct game *g)
{
    g->run.log.said = LONG_MAX;
}
static void dead_but_not_over(struct game *g)
{
    g->run.player.health = 0;
}
static void below_zero_but_not_over(struct game *g)
{
    g->run.player.health = -5;
}
static void defense_below_zero(struct game *g)
{
    g->run.player.defense = -100;
}
static void blind(struct game *g)
{
    g->run.player.sight = 0;
}

/* The slot of the n-th living monster on the floor (the test fails if
 * there is none). */
static int living(const struct game *g, int n)
{
    for (int i = 0; i < g->floor.monster_count; i++)
        if (entity_alive(&g->floor.monsters[i].base) && n-- == 0)
            return i;
    fail_msg("no living monster %d", n);
    return -1;
}
static void leads_itself(struct game *g)
{
    int a = living(g, 0);
    g->floor.monsters[a].leader = a + 1;
}
static void two_lead_each_other(struct game *g)
{
    int a = living(g, 0), b = living(g, 1);
    g->floor.monsters[a].leader = b + 1;
    g->floor.monsters[b].leader = a + 1;
}
static void three_in_a_ring(struct game *g)
{
    int a = living(g, 0), b = living(g, 1), c = living(g, 2);
    g->floor.monsters[a].leader = b + 1;
    g->floor.monsters[b].leader = c + 1;
    g->floor.monsters[c].leader = b + 1;
}
static void led_by_no_monster_of_the_floor(struct game *g)
{
    g->floor.monsters[living(g, 0)].leader = g->floor.monster_count + 1;
}
static void a_follower_at(struct game *g, int health)
{
    g->run.followers[0] = g->floor.monsters[living(g, 0)];
    g->run.followers[0].base.health = health;
    g->run.follower_count = 1;
}
static void a_follower_at_minus_one(struct game *g)
{
    a_follower_at(g, -1);
}
static void a_follower_at_zero(struct game *g)
{
    a_follower_at(g, 0);
}
/* Every living monster of a kind a cage may hold made an ally: more than
 * one on floor 1. */
static void every_monster_an_ally(struct game *g)
{
    int allies = 0;
    for (int i = 0; i < g->floor.monster_count; i++) {
        struct monster *m = &g->floor.monsters[i];
        const struct kind *k = &test_kinds()->kinds[m->kind];
        if (entity_alive(&m->base) && k->damage_max > 0 && !kind_has(k, TRAIT_STATIONARY))
            allies += m->ally = true;
    }
    assert_true(allies > g->run.depth);
}
static void a_shrieker_ally(struct game *g)
{
    int shrieker = kind_find(test_kinds(), "shrieker");
    assert_true(shrieker >= 0);
    for (int i = 0; i < g->floor.monster_count; i++)
        if (g->floor.monsters[i].kind == shrieker)
            g->floor.monsters[i].ally = true;
    g->run.followers[0] = g->floor.monsters[living(g, 0)];
    g->run.followers[0].kind = shrieker;
    g->run.followers[0].ally = true;
    g->run.follower_count = 1;
}

static const struct hostile {
    void (*spoil)(struct game *g);
    const char *reason;
} hostile_numbers[] = {
    {leads_itself, "a monster that leads itself"},
    {two_lead_each_other, "leaders in a ring"},
    {three_in_a_ring, "leaders in a ring"},
    {led_by_no_monster_of_the_floor, "leader not a monster of the floor"},
    {a_follower_at_minus_one, "a follower's health out of range"},
    {a_follower_at_zero, "a follower's health out of range"},
    {every_monster_an_ally, "more allies than floors"},
    {a_shrieker_ally, "an ally of a kind no cage holds"},
    {said_overflows, "message count out of range"},
    {dead_but_not_over, "health"},
    {below_zero_but_not_over, "health"},
    {defense_below_zero, "defense"},
    {blind, "sight"},
};

/* Each number a save may not hold, and each relation between monsters
 * (leaders, followers, allies), written by murk's own encoder (so its
 * checksum holds, as a resealed save's would): refused in one line, 65,
 * and the file set aside so the name can play again. */
static void test_hostile_numbers_in_a_resealed_save_are_refused_in_one_line(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    for (size_t i = 0; i < sizeof hostile_numbers / sizeof hostile_numbers[0]; i++) {
        struct store store;
        open_store(&store, base, "hostile");
        struct game g;
        played_game(&g, 3, 10);
        assert_false(g.run.over);
        hostile_numbers[i].spoil(&g);
        assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
        game_free(&g);
        bool found = false;
        int status = store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why);
        if (status != EX_DATAERR || !strstr(why, hostile_numbers[i].reason))
            fail_msg("case %zu: wanted 65 and '%s', got %d: %s",
                     i,
                     hostile_numbers[i].reason,
                     status,
                     why);
        assert_null(strchr(why, '\n'));
        assert_non_null(strstr(why, "kept as"));
        save_file(path, sizeof path, base, "hostile", ".sav");
        assert_false(exists(path));
        save_file(path, sizeof path, base, "hostile", ".sav.bad");
        unlink(path);
        store_close(&store);
    }
    remove_dir(base);
}

/* A 60 MB save is refused by its size, never read; a body of a hundred
 * thousand unknown fields, by their number, before its index grows. */
static void test_a_huge_save_is_refused_within_a_bounded_size(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "huge");
    save_file(path, sizeof path, base, "huge", ".sav");
    int fd = open(path, O_WRONLY | O_CREAT, 0600);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, 60 << 20), 0);
    close(fd);
    struct game g;
    bool found = false;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     EX_DATAERR);
    assert_non_null(strstr(why, "too large to be a save"));
    save_file(path, sizeof path, base, "huge", ".sav.bad");
    unlink(path);
    enum { FIELDS = 100000 };
    size_t body_len = 3 * FIELDS;
    uint8_t *body = malloc(body_len);
    assert_non_null(body);
    for (size_t i = 0; i < FIELDS; i++) {
        /* Field 1000 (unknown), a varint, value 0: key 4000 as a varint. */
        body[3 * i] = 0xa0 | 0x80;
        body[3 * i + 1] = 0x1f;
        body[3 * i + 2] = 0;
    }
    char header[STORE_HEADER_MAX];
    size_t header_len = store_header(header, "0.2.0", DATA_HASH, 1, body, body_len);
    uint8_t *file = malloc(header_len + body_len);
    assert_non_null(file);
    memcpy(file, header, header_len);
    memcpy(file + header_len, body, body_len);
    assert_refused(&store, base, file, header_len + body_len, "too many fields");
    free(file);
    free(body);
    store_close(&store);
    remove_dir(base);
}

/* A FIFO (or anything) at the temporary name, the reserve's or the save's
 * own, never blocks a save: it is removed and the save written. */
static void test_a_fifo_at_the_temporary_name_never_blocks_a_save(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store store;
    open_store(&store, base, "fifo");
    save_file(path, sizeof path, base, "fifo", ".sav.tmp");
    assert_int_equal(mkfifo(path, 0600), 0);
    save_file(path, sizeof path, base, "fifo", ".reserve");
    assert_int_equal(mkfifo(path, 0600), 0);
    struct game g;
    assert_int_equal(game_new(&g, 3, test_kinds(), test_items()), 0);
    assert_int_equal(store_save(&store, &g, true, why, sizeof why), 0);
    game_do(&g, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
    assert_int_equal(store_save_ending(&store, &g, why, sizeof why), 0);
    struct stat st;
    save_file(path, sizeof path, base, "fifo", ".sav");
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISREG(st.st_mode));
    game_free(&g);
    store_close(&store);
    remove_dir(base);
}

/* ---- the file layer's promises ---- */

static void test_saves_are_private_and_leave_no_temporary_behind(void **state)
{
    (void)state;
    char base[DIR_MAX], nested[FILE_MAX], path[FILE_MAX];
    char why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    path_of(nested, sizeof nested, "%s/a/b", base);
    mode_t old = umask(0); /* what we ask for, not what the umask leaves */
    struct store store;
    open_store(&store, nested, "mine");
    struct game g;
    played_game(&g, 2, 5);
    assert_int_equal(store_save(&store, &g, true, why, sizeof why), 0);
    umask(old);
    struct stat st;
    const char *dirs[] = {"/a", "/a/b", "/a/b/save"};
    for (size_t i = 0; i < 3; i++) {
        path_of(path, sizeof path, "%s%s", base, dirs[i]);
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(st.st_mode & 0777, 0700);
    }
    save_file(path, sizeof path, nested, "mine", ".sav");
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    save_file(path, sizeof path, nested, "mine", ".sav.tmp");
    assert_false(exists(path));

    /* A temporary left by a crash is written over, and the game loads. */
    write_file(path, (const uint8_t *)"half a save", 11);
    assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
    assert_false(exists(path));
    uint64_t digest = game_digest(&g);
    game_free(&g);
    bool found;
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     0);
    assert_true(found);
    assert_true(game_digest(&g) == digest);

    /* The run's end removes the save. */
    assert_int_equal(run_end(&store, &g, why, sizeof why), 0);
    save_file(path, sizeof path, nested, "mine", ".sav");
    assert_false(exists(path));
    game_free(&g);
    assert_int_equal(store_load(&store, &g, test_kinds(), test_items(), &found, why, sizeof why),
                     0);
    assert_false(found);
    store_close(&store);
    remove_dir(base);
}

static void test_one_process_plays_a_name_at_a_time(void **state)
{
    (void)state;
    char base[DIR_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store first, second, other;
    open_store(&first, base, "alice");
    /* flock belongs to the open file, so a second open is refused even in
     * the same process, as another process would be. */
    assert_int_equal(store_open(&second, base, "alice", DATA_HASH, why, sizeof why), EX_TEMPFAIL);
    assert_string_equal(why, "alice is already playing.");
    open_store(&other, base, "bob");
    store_close(&first);
    open_store(&second, base, "alice");
    store_close(&second);
    store_close(&other);
    remove_dir(base);
}

static void test_the_lock_says_who_holds_it_and_since_when(void **state)
{
    (void)state;
    char base[DIR_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store first, second;
    time_t before = time(NULL);
    open_store(&first, base, "alice");
    assert_int_equal(store_open(&second, base, "alice", DATA_HASH, why, sizeof why), EX_TEMPFAIL);
    assert_int_equal(second.holder_pid, (long)getpid());
    assert_true(second.holder_since >= before && second.holder_since <= time(NULL));
    store_close(&first);
    remove_dir(base);
}

static void test_without_a_terminal_to_ask_on_a_name_in_play_is_refused(void **state)
{
    (void)state;
    char base[DIR_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store first, second;
    open_store(&first, base, "alice");
    int keys[2];
    assert_int_equal(pipe(keys), 0);
    assert_int_equal(write(keys[1], "y", 1), 1); /* a yes that is never asked for */
    char *said = NULL;
    size_t said_len = 0;
    FILE *out = open_memstream(&said, &said_len);
    assert_int_equal(
        store_open_or_take_over(&second, base, "alice", DATA_HASH, keys[0], out, why, sizeof why),
        EX_TEMPFAIL);
    fclose(out);
    assert_string_equal(why, "alice is already playing.");
    assert_int_equal(said_len, 0); /* nothing asked */
    free(said);
    close(keys[0]);
    close(keys[1]);
    store_close(&first);
    remove_dir(base);
}

/* A murk playing alice in a child, that saves and leaves on SIGHUP as the
 * front end does (its lock let go as the process ends); or, stuck, heeds
 * neither SIGHUP nor SIGTERM. */
static void hold_until_hangup(const char *base, int ready, bool stuck)
{
    sigset_t hup;
    sigemptyset(&hup);
    sigaddset(&hup, SIGHUP);
    if (stuck) {
        signal(SIGHUP, SIG_IGN);
        signal(SIGTERM, SIG_IGN);
    } else
        sigprocmask(SIG_BLOCK, &hup, NULL);
    struct store store;
    char why[STORE_WHY_MAX];
    if (store_open(&store, base, "alice", DATA_HASH, why, sizeof why) != 0)
        _exit(1);
    (void)!write(ready, "r", 1);
    int sig;
    while (stuck)
        pause();
    sigwait(&hup, &sig);
    _exit(0);
}

/* Takes alice over from a child holding her lock; returns how the child
 * ended (waitpid's status). */
static int take_over_child(bool stuck)
{
    char base[DIR_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0)
        hold_until_hangup(base, ready[1], stuck);
    char r;
    assert_int_equal(read(ready[0], &r, 1), 1);
    struct store store;
    assert_int_equal(store_open(&store, base, "alice", DATA_HASH, why, sizeof why), EX_TEMPFAIL);
    assert_int_equal(store.holder_pid, (long)child);
    assert_int_equal(store_take_over(&store, base, "alice", DATA_HASH, why, sizeof why), 0);
    int status;
    assert_int_equal(waitpid(child, &status, 0), child);
    assert_true(store.lock_fd >= 0);
    store_close(&store);
    close(ready[0]);
    close(ready[1]);
    remove_dir(base);
    return status;
}

static void test_a_game_in_play_is_taken_over_with_a_hangup(void **state)
{
    (void)state;
    int status = take_over_child(false);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0); /* it left on SIGHUP */
}

static void test_a_murk_that_heeds_no_hangup_is_killed_to_take_over(void **state)
{
    (void)state;
    int status = take_over_child(true);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
}

/* One place decides every mode: one player's files are theirs alone; shared
 * through the games group, what others see is the group's, saves never. */
static void test_modes_for_one_player_and_for_a_shared_folder(void **state)
{
    (void)state;
    for (int kind = FILES_PRIVATE; kind <= FILES_RECORD; kind++)
        assert_int_equal(files_mode_for(false, (enum files_kind)kind), 0600);
    assert_int_equal(files_dir_mode_for(false), 0700);
    assert_int_equal(files_mode_for(true, FILES_PRIVATE), 0600);
    assert_int_equal(files_mode_for(true, FILES_LOCK), 0640);
    assert_int_equal(files_mode_for(true, FILES_SHARED), 0660);
    assert_int_equal(files_mode_for(true, FILES_RECORD), 0640);
    assert_int_equal(files_dir_mode_for(true), 02770);
    for (int kind = FILES_PRIVATE; kind <= FILES_RECORD; kind++)
        assert_int_equal(files_mode_for(true, (enum files_kind)kind) & 07, 0); /* never others */
    /* Not setgid here: this murk runs for one player. */
    assert_false(files_group_shared());
    assert_int_equal(files_mode(FILES_SHARED), 0600);
}

static bool dir_ok(uid_t owner, gid_t group, mode_t mode, uid_t euid, gid_t games)
{
    struct stat st = {.st_uid = owner, .st_gid = group, .st_mode = S_IFDIR | mode};
    char why[256];
    return files_dir_ok(&st, euid, games, "D", why, sizeof why);
}

static void test_which_directories_murk_keeps_files_in(void **state)
{
    (void)state;
    const gid_t solo = (gid_t)-1, games = 60;
    /* One player: their own, not open to others' writes (sticky aside). */
    assert_true(dir_ok(1000, 1000, 0700, 1000, solo));
    assert_false(dir_ok(1001, 1000, 0700, 1000, solo));
    assert_false(dir_ok(0, 0, 0755, 1000, solo));
    assert_false(dir_ok(1000, 1000, 0777, 1000, solo));
    assert_true(dir_ok(1000, 1000, 01777, 1000, solo));
    /* Shared: root's (installed) or this user's, of the games group, shut
     * to others; never another player's, who could open it up. */
    assert_true(dir_ok(0, games, 02775, 1000, games));
    assert_true(dir_ok(0, games, 02770, 1000, games));
    assert_true(dir_ok(1000, games, 02770, 1000, games));
    assert_false(dir_ok(1001, games, 02770, 1000, games));
    assert_false(dir_ok(0, 0, 02775, 1000, games));
    assert_false(dir_ok(0, games, 02777, 1000, games));
}

static void test_a_name_is_letters_digits_dash_underscore_and_dot_up_to_31(void **state)
{
    (void)state;
    assert_true(store_name_valid("alice"));
    assert_true(store_name_valid("Bob-the_2nd"));
    assert_true(store_name_valid("a"));
    assert_false(store_name_valid("-x"));
    assert_true(store_name_valid("x-"));
    assert_true(store_name_valid("abcdefghijabcdefghijabcdefghij1"));
    assert_false(store_name_valid("abcdefghijabcdefghijabcdefghij12"));
    assert_false(store_name_valid(""));
    assert_false(store_name_valid("../etc"));
    assert_false(store_name_valid("a b"));
    assert_false(store_name_valid("a/b"));
    assert_false(store_name_valid(".hidden"));
    assert_false(store_name_valid("."));
    assert_false(store_name_valid(".."));
    assert_true(store_name_valid("j.doe"));
    assert_true(store_name_valid("a.b.c."));
    assert_false(store_name_valid("caf\xc3\xa9"));
}

/* The login is the name as it is, or refused: never a name made by
 * dropping what does not fit (j.doe would be jdoe, another's login). */
static void test_a_login_is_the_name_as_it_is_or_is_refused(void **state)
{
    (void)state;
    char name[STORE_NAME_MAX + 1], why[STORE_WHY_MAX];
    assert_int_equal(store_name_of_login("j.doe", name, sizeof name, why, sizeof why), 0);
    assert_string_equal(name, "j.doe");
    const char *bad[] = {"J Doe", ".doe", "caf\xc3\xa9", "abcdefghijabcdefghijabcdefghij12", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(store_name_of_login(bad[i], name, sizeof name, why, sizeof why), EX_USAGE);
        assert_non_null(strstr(why, "give"));
        assert_non_null(strstr(why, "--name NAME"));
    }
    assert_int_equal(store_name_of_login("J Doe", name, sizeof name, why, sizeof why), EX_USAGE);
    assert_string_equal(why,
                        "the login name 'J Doe' cannot be a player name (1 to 31 letters, digits, "
                        "'-', '_' and '.' not first); give one with --name NAME");
    assert_int_equal(store_name_of_login(NULL, name, sizeof name, why, sizeof why), EX_USAGE);
}

/* A name with a dot is a name like any other: its save and its lock are
 * its own, never another's. */
static void test_a_name_with_a_dot_has_its_own_save(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "store");
    struct store dotted, plain;
    open_store(&dotted, base, "j.doe");
    open_store(&plain, base, "jdoe");
    struct game g;
    assert_int_equal(game_new(&g, 7, real_kinds(), real_items()), 0);
    assert_int_equal(store_save(&dotted, &g, true, why, sizeof why), 0);
    path_of(path, sizeof path, "%s/save/j.doe.sav", base);
    assert_int_equal(access(path, F_OK), 0);
    path_of(path, sizeof path, "%s/save/jdoe.sav", base);
    assert_int_equal(access(path, F_OK), -1);
    game_free(&g);
    store_close(&dotted);
    store_close(&plain);
    remove_dir(base);
}

static void test_the_save_directory_comes_from_the_option_then_the_environment(void **state)
{
    (void)state;
    char dir[FILE_MAX], why[STORE_WHY_MAX];
    setenv("MURK_HOME", "/m", 1);
    setenv("XDG_DATA_HOME", "/x", 1);
    setenv("HOME", "/h", 1);
    assert_int_equal(store_base_dir("/given", dir, sizeof dir, why, sizeof why), 0);
    assert_string_equal(dir, "/given");
    assert_int_equal(store_base_dir(NULL, dir, sizeof dir, why, sizeof why), 0);
    assert_string_equal(dir, "/m");
    unsetenv("MURK_HOME");
    assert_int_equal(store_base_dir(NULL, dir, sizeof dir, why, sizeof why), 0);
    assert_string_equal(dir, "/x/murk");
    setenv("XDG_DATA_HOME", "relative", 1); /* ignored, as the XDG rules say */
    assert_int_equal(store_base_dir(NULL, dir, sizeof dir, why, sizeof why), 0);
    assert_string_equal(dir, "/h/.local/share/murk");
    unsetenv("XDG_DATA_HOME");
    unsetenv("HOME");
    assert_int_equal(store_base_dir(NULL, dir, sizeof dir, why, sizeof why), EX_USAGE);
    assert_non_null(strstr(why, "--save-dir"));
}

static void test_the_data_hash_changes_with_any_byte_of_the_data(void **state)
{
    (void)state;
    const char *src = getenv("MURK_SRCDIR");
    char data[FILE_MAX], base[FILE_MAX], why[STORE_WHY_MAX];
    path_of(data, sizeof data, "%s/data", src ? src : ".");
    uint64_t a, b, c;
    assert_int_equal(store_data_hash(data, &a, why, sizeof why), 0);
    assert_int_equal(store_data_hash(data, &b, why, sizeof why), 0);
    assert_true(a == b);
    make_temp_dir(base, sizeof base, "store");
    const char *files[] = {"monsters.txt", "items.txt"};
    for (int i = 0; i < 2; i++) {
        char from[FILE_MAX], to[FILE_MAX];
        path_of(from, sizeof from, "%s/%s", data, files[i]);
        path_of(to, sizeof to, "%s/%s", base, files[i]);
        size_t len;
        uint8_t *bytes = read_file(from, &len);
        if (i == 1)
            bytes[len / 2] ^= 1;
        write_file(to, bytes, len);
        free(bytes);
    }
    assert_int_equal(store_data_hash(base, &c, why, sizeof why), 0);
    assert_true(c != a);
    remove_dir(base);
    assert_int_equal(store_data_hash(base, &c, why, sizeof why), EX_NOINPUT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_saved_game_loads_as_the_same_game_and_plays_on_the_same),
        cmocka_unit_test(test_a_stack_on_the_floor_keeps_its_count_through_a_save),
        cmocka_unit_test(test_a_save_keeps_the_pack_letters),
        cmocka_unit_test(test_the_recall_comes_back_through_a_save),
        cmocka_unit_test(test_a_game_saved_on_any_floor_loads_there_and_plays_on_the_same),
        cmocka_unit_test(test_a_loaded_game_shows_what_the_saved_one_did),
        cmocka_unit_test(test_every_truncation_of_a_real_save_is_refused_and_kept),
        cmocka_unit_test(test_ten_thousand_random_byte_flips_are_refused_and_kept),
        cmocka_unit_test(test_a_damaged_body_past_the_checksum_never_makes_an_unsafe_game),
        cmocka_unit_test(test_a_hand_edited_save_with_a_fixed_checksum_is_still_refused),
        cmocka_unit_test(test_a_save_made_with_other_data_loads_and_says_so_once),
        cmocka_unit_test(test_a_save_from_a_newer_murk_is_refused_and_left_alone),
        cmocka_unit_test(test_a_newer_body_under_an_older_header_is_refused),
        cmocka_unit_test(test_a_save_that_is_not_one_is_refused_by_name),
        cmocka_unit_test(test_an_older_bad_save_is_never_written_over),
        cmocka_unit_test(test_a_symbolic_link_in_place_of_a_save_is_refused_and_left),
        cmocka_unit_test(test_a_fifo_in_place_of_a_save_is_refused_without_waiting),
        cmocka_unit_test(test_a_fifo_at_the_temporary_name_never_blocks_a_save),
        cmocka_unit_test(test_hostile_numbers_in_a_resealed_save_are_refused_in_one_line),
        cmocka_unit_test(test_a_huge_save_is_refused_within_a_bounded_size),
        cmocka_unit_test(test_saves_are_private_and_leave_no_temporary_behind),
        cmocka_unit_test(test_one_process_plays_a_name_at_a_time),
        cmocka_unit_test(test_the_lock_says_who_holds_it_and_since_when),
        cmocka_unit_test(test_without_a_terminal_to_ask_on_a_name_in_play_is_refused),
        cmocka_unit_test(test_a_game_in_play_is_taken_over_with_a_hangup),
        cmocka_unit_test(test_a_murk_that_heeds_no_hangup_is_killed_to_take_over),
        cmocka_unit_test(test_modes_for_one_player_and_for_a_shared_folder),
        cmocka_unit_test(test_which_directories_murk_keeps_files_in),
        cmocka_unit_test(test_a_name_is_letters_digits_dash_underscore_and_dot_up_to_31),
        cmocka_unit_test(test_a_login_is_the_name_as_it_is_or_is_refused),
        cmocka_unit_test(test_a_name_with_a_dot_has_its_own_save),
        cmocka_unit_test(test_the_save_directory_comes_from_the_option_then_the_environment),
        cmocka_unit_test(test_the_data_hash_changes_with_any_byte_of_the_data),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
