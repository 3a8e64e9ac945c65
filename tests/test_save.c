/* The save body across versions and data (save.h, save_field.def): the
 * golden saves of every format this murk reads load to the game pinned when
 * they were made and play on; the layout is pinned beside the version; a
 * reader skips what it does not know; a save made with other data loads
 * under the new numbers, and one naming a kind that is gone is refused by
 * name and left alone. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "murk/turn/game.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/world/save_layout.h"
#include "../src/store/store.h"
#include "support/random_action.h"
#include "support/real_data.h"
#include "support/temp_dir.h"
#include "support/text_file.h"

enum { PATH = 4096, WHY = 512 };

static const char *srcdir(void)
{
    const char *dir = getenv("MURK_SRCDIR");
    return dir && *dir ? dir : ".";
}

static uint8_t *read_file(const char *path, size_t *len)
{
    return (uint8_t *)text_file_read(path, len);
}

static void write_file(const char *path, const void *bytes, size_t len)
{
    text_file_write(path, bytes, len);
}

/* A golden save's game, through the file's header: 0, or what
 * game_resume said. */
static int load_file(const char *path, struct game *g, const struct kind_list *kinds,
                     const struct item_kind_list *items, char *why)
{
    size_t len;
    uint8_t *file = read_file(path, &len);
    struct store_header h;
    const uint8_t *body;
    size_t body_len;
    int status = store_parse(file, len, &h, &body, &body_len, why, WHY);
    if (status == 0)
        status = game_resume(g, kinds, items, h.version, body, body_len, why, WHY);
    free(file);
    return status;
}

/* The pinned digests: "NAME DIGEST" lines. */
struct golden {
    char name[32];
    uint64_t digest;
};

/* The digests pinned for one format's saves: its own vN/digests.txt where
 * the game those saves hold has changed since (a floor laid otherwise by a
 * newer murk keeps the old save's game as it was), else the newest. */
static int read_digests_of(int version, struct golden *out, int max)
{
    char path[PATH];
    path_of(path, sizeof path, "%s/tests/data/saves/v%d/digests.txt", srcdir(), version);
    FILE *f = version > 0 ? fopen(path, "r") : NULL;
    if (!f) {
        path_of(path, sizeof path, "%s/tests/data/saves/digests.txt", srcdir());
        f = fopen(path, "r");
    }
    assert_non_null(f);
    int n = 0;
    unsigned long long digest;
    while (n < max && fscanf(f, "%31s %llx", out[n].name, &digest) == 2)
        out[n++].digest = digest;
    fclose(f);
    return n;
}

static int read_digests(struct golden *out, int max)
{
    return read_digests_of(0, out, max);
}

/* ---- the layout and the chain ---- */

static void test_the_layout_is_pinned_beside_the_version(void **state)
{
    (void)state;
    /* A field added, dropped or changed in save_field.def changes the
     * digest: then a new format version, its step and a new pin. */
    if (save_layout_digest() != SAVE_LAYOUT_DIGEST)
        fail_msg("save_field.def changed (layout %016llx, pinned %016llx): give the change a new "
                 "SAVE_FORMAT_VERSION, a step in save_steps and a new SAVE_LAYOUT_DIGEST, and "
                 "make golden-saves",
                 (unsigned long long)save_layout_digest(),
                 (unsigned long long)SAVE_LAYOUT_DIGEST);
}

static void test_every_older_format_has_its_step_in_order(void **state)
{
    (void)state;
    int want = SAVE_OLDEST_VERSION;
    for (int i = 0; i < save_step_count; i++) {
        assert_int_equal(save_steps[i].from, want);
        assert_true(strlen(save_steps[i].change) > 10);
        want++;
    }
    assert_int_equal(want, SAVE_FORMAT_VERSION);
}

/* ---- golden saves ---- */

/* Every golden save of every format in tests/data/saves/vN loads to the
 * digest pinned when it was made, saves and loads again to the same, and
 * plays 100 turns on. */
static void test_golden_saves_load_to_their_pinned_game_and_play_on(void **state)
{
    (void)state;
    struct golden goldens[16];
    int count = read_digests(goldens, 16);
    assert_true(count >= 5);
    int loaded = 0;
    for (int version = SAVE_OLDEST_VERSION; version <= SAVE_FORMAT_VERSION; version++) {
        assert_int_equal(read_digests_of(version, goldens, 16), count);
        for (int i = 0; i < count; i++) {
            char path[PATH], why[WHY];
            path_of(path,
                    sizeof path,
                    "%s/tests/data/saves/v%d/%s.sav",
                    srcdir(),
                    version,
                    goldens[i].name);
            static struct game g;
            if (load_file(path, &g, fixed_kinds(), fixed_items(), why) != 0)
                fail_msg("%s: %s", path, why);
            if (game_digest(&g) != goldens[i].digest)
                fail_msg("%s: digest %016llx, pinned %016llx",
                         path,
                         (unsigned long long)game_digest(&g),
                         (unsigned long long)goldens[i].digest);
            struct save_buf buf = {0};
            assert_int_equal(save_encode(&g, &buf), 0);
            static struct game again;
            assert_int_equal(game_resume(&again,
                                         fixed_kinds(),
                                         fixed_items(),
                                         SAVE_FORMAT_VERSION,
                                         buf.bytes,
                                         buf.len,
                                         why,
                                         WHY),
                             0);
            assert_true(game_digest(&again) == goldens[i].digest);
            save_buf_free(&buf);
            game_free(&again);
            struct rng r;
            rng_seed(&r, (uint64_t)i);
            int start = g.run.turn;
            for (int k = 0; k < 1000 && !g.run.over && g.run.turn < start + 100; k++)
                game_do(&g, random_action(&r));
            assert_true(g.run.over || g.run.turn >= start + 100);
            game_free(&g);
            loaded++;
        }
    }
    assert_int_equal(loaded, count * (SAVE_FORMAT_VERSION - SAVE_OLDEST_VERSION + 1));
}

/* Under other data (the real data files, not the frozen ones they were
 * made with), every golden save of every format loads as design.md says:
 * played on under the data of now, or, where it names a kind the data
 * has no more, refused saying which; never "other item kinds". */
static void test_golden_saves_of_every_format_load_under_other_data(void **state)
{
    (void)state;
    struct golden goldens[16];
    int count = read_digests(goldens, 16);
    int loaded = 0;
    for (int version = SAVE_OLDEST_VERSION; version <= SAVE_FORMAT_VERSION; version++)
        for (int i = 0; i < count; i++) {
            char path[PATH], why[WHY] = "";
            path_of(path,
                    sizeof path,
                    "%s/tests/data/saves/v%d/%s.sav",
                    srcdir(),
                    version,
                    goldens[i].name);
            static struct game g;
            int status = load_file(path, &g, real_kinds(), real_items(), why);
            if (status == 0) {
                loaded++;
                game_free(&g);
            } else if (status != SAVE_GONE || !strstr(why, "is not in the data"))
                fail_msg("%s under other data: %d: %s", path, status, why);
        }
    print_message("golden saves under other data: %d of %d load\n",
                  loaded,
                  count * (SAVE_FORMAT_VERSION - SAVE_OLDEST_VERSION + 1));
    assert_true(loaded > 0);
}

/* A monster state by the word the golden saves were made with. */
static bool has_state(const struct game *g, const char *word)
{
    for (int i = 0; i < g->floor.monster_count; i++)
        if (strcmp(mind_state_name(g->floor.monsters[i].state), word) == 0)
            return true;
    return false;
}

/* What the golden saves of every format hold: the tenth floor, the
 * statuses, a full pack, a monster in every state. Named as the saves were
 * made, not by the live lists: a status or a state added to them changes
 * nothing an old save reads (format 5's reader has its own frozen lists). */
static void test_the_golden_saves_hold_what_they_are_named_for(void **state)
{
    (void)state;
    for (int version = SAVE_OLDEST_VERSION; version <= SAVE_FORMAT_VERSION; version++) {
        char path[PATH], why[WHY];
        static struct game g;
        path_of(path, sizeof path, "%s/tests/data/saves/v%d/floor10.sav", srcdir(), version);
        assert_int_equal(load_file(path, &g, fixed_kinds(), fixed_items(), why), 0);
        assert_int_equal(g.run.depth, 10);
        assert_true(g.floor.has_lamp);
        game_free(&g);
        /* Made poisoned 12, confused 9, regenerating 4, then two turns. */
        path_of(path, sizeof path, "%s/tests/data/saves/v%d/ailing.sav", srcdir(), version);
        assert_int_equal(load_file(path, &g, fixed_kinds(), fixed_items(), why), 0);
        assert_int_equal(g.run.player.status[STATUS_POISONED], 10);
        assert_int_equal(g.run.player.status[STATUS_CONFUSED], 7);
        assert_int_equal(g.run.player.status[STATUS_REGENERATING], 2);
        assert_int_equal(g.run.player.status[STATUS_AFRAID], 0);
        game_free(&g);
        path_of(path, sizeof path, "%s/tests/data/saves/v%d/full_pack.sav", srcdir(), version);
        assert_int_equal(load_file(path, &g, fixed_kinds(), fixed_items(), why), 0);
        assert_int_equal(g.run.pack.count, ITEM_PACK_MAX);
        int equipped = 0;
        for (int i = 0; i < g.run.pack.count; i++)
            equipped += g.run.pack.equipped[i];
        assert_int_equal(equipped, 2);
        game_free(&g);
        path_of(path, sizeof path, "%s/tests/data/saves/v%d/minds.sav", srcdir(), version);
        assert_int_equal(load_file(path, &g, fixed_kinds(), fixed_items(), why), 0);
        assert_true(has_state(&g, "asleep"));
        assert_true(has_state(&g, "wandering"));
        assert_true(has_state(&g, "hunting"));
        assert_true(has_state(&g, "fleeing"));
        game_free(&g);
    }
}

/* ---- what a reader does not know ---- */

static size_t put_varint(uint8_t *out, uint64_t v)
{
    size_t n = 0;
    do {
        out[n] = (uint8_t)(v & 0x7f);
        v >>= 7;
        if (v)
            out[n] |= 0x80;
        n++;
    } while (v);
    return n;
}

/* Fields of a later murk, before the body: a number, a text, and a section
 * with a field inside: a reader of now steps over them all. */
static void test_a_reader_skips_fields_it_does_not_know(void **state)
{
    (void)state;
    static struct game g;
    assert_int_equal(game_new(&g, 21, fixed_kinds(), fixed_items()), 0);
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    uint64_t digest = game_digest(&g);
    game_free(&g);
    uint8_t extra[64];
    size_t n = 0;
    n += put_varint(extra + n, 999u << 2 | 0); /* a varint */
    n += put_varint(extra + n, 123456);
    n += put_varint(extra + n, 998u << 2 | 1); /* a text */
    n += put_varint(extra + n, 3);
    memcpy(extra + n, "new", 3);
    n += 3;
    n += put_varint(extra + n, 997u << 2 | 2); /* a section... */
    n += put_varint(extra + n, 1u << 2 | 2);   /* ...holding one we know the number of */
    n += put_varint(extra + n, 1u << 2 | 3);
    n += put_varint(extra + n, 997u << 2 | 3);
    uint8_t *body = malloc(n + buf.len);
    assert_non_null(body);
    memcpy(body, extra, n);
    memcpy(body + n, buf.bytes, buf.len);
    char why[WHY];
    if (game_resume(
            &g, fixed_kinds(), fixed_items(), SAVE_FORMAT_VERSION, body, n + buf.len, why, WHY) !=
        0)
        fail_msg("%s", why);
    assert_true(game_digest(&g) == digest);
    game_free(&g);
    /* A section that ends where it never began is damage, not news. */
    body[n - 1] = (uint8_t)(996u << 2 | 3);
    assert_int_not_equal(
        game_resume(
            &g, fixed_kinds(), fixed_items(), SAVE_FORMAT_VERSION, body, n + buf.len, why, WHY),
        0);
    free(body);
    save_buf_free(&buf);
}

/* ---- other data ---- */

/* The fixed data's text with `from` replaced by `to` in the kind `kind`
 * (the first line starting with from after "name:KIND"), parsed. */
static void tuned_kinds(struct kind_list *list, const char *kind, const char *from, const char *to)
{
    char path[PATH];
    path_of(path, sizeof path, "%s/tests/data/fixed/monsters.txt", srcdir());
    size_t len;
    char *text = (char *)read_file(path, &len);
    text[len] = 0;
    char name[64];
    snprintf(name, sizeof name, "\nname:%s\n", kind);
    char *at = strstr(text, name);
    assert_non_null(at);
    char *line = strstr(at + 1, from);
    assert_non_null(line);
    size_t size = len + strlen(to) + 1;
    char *out = malloc(size);
    assert_non_null(out);
    char *eol = strchr(line, '\n');
    int n = snprintf(out, size, "%.*s%s%s", (int)(line - text), text, to, eol);
    struct diag diag = {0};
    if (kind_list_parse(list, out, (size_t)n, "tuned", &diag) != 0)
        fail_msg("tuned data: %s", diag.lines[0]);
    free(out);
    free(text);
}

/* A kind's monster in the golden floor-1 save. */
static int first_monster_of(const struct game *g)
{
    for (int i = 0; i < g->floor.monster_count; i++)
        if (entity_alive(&g->floor.monsters[i].base))
            return i;
    fail_msg("no monster");
    return -1;
}

static void copy_golden(const char *base, const char *name, const char *golden)
{
    char dir[PATH], from[PATH], to[PATH];
    path_of(dir, sizeof dir, "%s/save", base);
    mkdir(dir, 0700);
    path_of(
        from, sizeof from, "%s/tests/data/saves/v%d/%s.sav", srcdir(), SAVE_FORMAT_VERSION, golden);
    path_of(to, sizeof to, "%s/save/%s.sav", base, name);
    size_t len;
    uint8_t *bytes = read_file(from, &len);
    write_file(to, bytes, len);
    free(bytes);
}

static int said_times(const struct game *g, const char *text)
{
    int n = 0;
    for (int age = 0; age < g->run.log.count; age++)
        n += strcmp(msglog_get(&g->run.log, age)->text, text) == 0;
    return n;
}

/* One number tuned in a copy of monsters.txt: the save loads, the tuned
 * kind's monster has its health clamped to the new most, and the game is
 * told once. */
static void test_a_tuned_kind_loads_with_its_new_numbers(void **state)
{
    (void)state;
    char path[PATH], why[WHY];
    static struct game g;
    path_of(path, sizeof path, "%s/tests/data/saves/v%d/floor1.sav", srcdir(), SAVE_FORMAT_VERSION);
    assert_int_equal(load_file(path, &g, fixed_kinds(), fixed_items(), why), 0);
    int m = first_monster_of(&g);
    char kind[32];
    snprintf(kind, sizeof kind, "%s", fixed_kinds()->kinds[g.floor.monsters[m].kind].name);
    struct pos at = g.floor.monsters[m].base.pos;
    assert_true(g.floor.monsters[m].base.health > 1);
    game_free(&g);

    static struct kind_list tuned;
    tuned_kinds(&tuned, kind, "health:", "health:1");
    char base[PATH];
    make_temp_dir(base, sizeof base, "save");
    copy_golden(base, "tuned", "floor1");
    static struct store store;
    assert_int_equal(store_open(&store, base, "tuned", 0x1234, why, WHY), 0);
    bool found = false;
    assert_int_equal(store_load(&store, &g, &tuned, fixed_items(), &found, why, WHY), 0);
    assert_true(found);
    const struct monster *after = NULL;
    for (int i = 0; i < g.floor.monster_count; i++)
        if (grid_eq(g.floor.monsters[i].base.pos, at))
            after = &g.floor.monsters[i];
    assert_non_null(after);
    assert_int_equal(after->base.health_max, 1);
    assert_int_equal(after->base.health, 1);
    assert_int_equal(after->base.damage_min, fixed_kinds()->kinds[after->kind].damage_min);
    assert_int_equal(said_times(&g, STORE_UPDATED_MESSAGE), 1);
    for (int t = 0; t < 20 && !g.run.over; t++)
        game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1});
    game_free(&g);
    store_close(&store);
    kind_list_free(&tuned);
    remove_dir(base);
}

/* A kind gone from the data: the save is refused naming it, and the file
 * is left exactly as it was. */
static void test_a_save_naming_a_kind_that_is_gone_is_refused_and_left_alone(void **state)
{
    (void)state;
    char path[PATH], why[WHY];
    static struct game g;
    path_of(path, sizeof path, "%s/tests/data/saves/v%d/floor1.sav", srcdir(), SAVE_FORMAT_VERSION);
    assert_int_equal(load_file(path, &g, fixed_kinds(), fixed_items(), why), 0);
    char kind[32];
    snprintf(kind,
             sizeof kind,
             "%s",
             fixed_kinds()->kinds[g.floor.monsters[first_monster_of(&g)].kind].name);
    game_free(&g);

    static struct kind_list renamed;
    tuned_kinds(&renamed, kind, "name:", "name:nothing like it");
    char base[PATH], saved[PATH];
    make_temp_dir(base, sizeof base, "save");
    copy_golden(base, "gone", "floor1");
    path_of(saved, sizeof saved, "%s/save/gone.sav", base);
    size_t before_len;
    uint8_t *before = read_file(saved, &before_len);
    static struct store store;
    assert_int_equal(store_open(&store, base, "gone", 0x1234, why, WHY), 0);
    bool found = false;
    assert_int_equal(store_load(&store, &g, &renamed, fixed_items(), &found, why, WHY), EX_DATAERR);
    char want[96];
    snprintf(want, sizeof want, "the monster kind '%s' is not in the data", kind);
    if (!strstr(why, want))
        fail_msg("wanted '%s' in: %s", want, why);
    assert_null(strchr(why, '\n'));
    size_t after_len;
    uint8_t *after = read_file(saved, &after_len);
    assert_int_equal(after_len, before_len);
    assert_memory_equal(after, before, before_len);
    free(before);
    free(after);
    store_close(&store);
    kind_list_free(&renamed);
    remove_dir(base);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_layout_is_pinned_beside_the_version),
        cmocka_unit_test(test_every_older_format_has_its_step_in_order),
        cmocka_unit_test(test_golden_saves_load_to_their_pinned_game_and_play_on),
        cmocka_unit_test(test_golden_saves_of_every_format_load_under_other_data),
        cmocka_unit_test(test_the_golden_saves_hold_what_they_are_named_for),
        cmocka_unit_test(test_a_reader_skips_fields_it_does_not_know),
        cmocka_unit_test(test_a_tuned_kind_loads_with_its_new_numbers),
        cmocka_unit_test(test_a_save_naming_a_kind_that_is_gone_is_refused_and_left_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
