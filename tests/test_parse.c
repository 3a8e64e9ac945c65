/* The data-file parser, through the monster kinds it reads and a table of
 * its own: every error with its line and column, the forms of text it
 * accepts, the kinds file loader, and robustness against any bytes at all
 * (this file also runs under ASan and UBSan). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "murk/base/diag.h"
#include "murk/base/effect_list.h"
#include "murk/base/kind.h"
#include "murk/base/kindfile.h"
#include "murk/base/parse.h"
#include "murk/base/rng.h"
#include "murk/base/trait.h"

/* A complete, good kind, to build files from. */
#define RAT                                                                                        \
    "name:rat\n"                                                                                   \
    "glyph:r\n"                                                                                    \
    "colour:150,150,160\n"                                                                         \
    "sight:6\n"                                                                                    \
    "health:3\n"                                                                                   \
    "damage:1-2\n"                                                                                 \
    "depth:1-3\n"                                                                                  \
    "frequency:100\n"

/* The kind's lines after its name, for writing a kind with another name. */
#define BODY                                                                                       \
    "glyph:x\n"                                                                                    \
    "colour:1,2,3\n"                                                                               \
    "sight:6\n"                                                                                    \
    "health:3\n"                                                                                   \
    "damage:1-2\n"                                                                                 \
    "depth:1-3\n"                                                                                  \
    "frequency:100\n"

struct result {
    struct kind_list list;
    struct diag diag;
    int status;
};

/* Parses len bytes copied into a buffer of exactly that size, so reading a
 * byte past the end is caught by ASan. */
static void parse_bytes(struct result *r, const char *bytes, size_t len)
{
    memset(r, 0, sizeof *r);
    char *copy = malloc(len ? len : 1);
    assert_non_null(copy);
    if (len)
        memcpy(copy, bytes, len);
    r->status = kind_list_parse(&r->list, copy, len, "t.txt", &r->diag);
    free(copy);
}

static void parse_text(struct result *r, const char *text)
{
    parse_bytes(r, text, strlen(text));
}

/* Parses text, checks it fails, and returns its first error line. */
static void expect_first_error(const char *text, const char *expected)
{
    struct result r;
    parse_text(&r, text);
    assert_int_equal(r.status, -1);
    assert_true(r.diag.count >= 1);
    assert_string_equal(r.diag.lines[0], expected);
    kind_list_free(&r.list);
}

static void expect_good(struct result *r, const char *text)
{
    parse_text(r, text);
    if (r->status != 0 && r->diag.count > 0)
        print_error("unexpected error: %s\n", r->diag.lines[0]);
    assert_int_equal(r->status, 0);
    assert_int_equal(r->diag.total, 0);
}

/* ---- what is accepted ---- */

static void test_a_good_kind_fills_every_field(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r,
                "name:cave spider\n"
                "glyph:S\n"
                "colour:150,130,175\n"
                "sight:5\n"
                "health:5\n"
                "damage:1-3\n"
                "defense:2\n"
                "traits:never_sleeps erratic\n"
                "venom:4\n"
                "shot_range:6\n"
                "shot_damage:1-4\n"
                "depth:2-10\n"
                "frequency:40\n");
    assert_int_equal(r.list.count, 1);
    const struct kind *k = &r.list.kinds[0];
    assert_string_equal(k->name, "cave spider");
    assert_int_equal(k->glyph, 'S');
    assert_int_equal(k->colour.r, 150);
    assert_int_equal(k->colour.g, 130);
    assert_int_equal(k->colour.b, 175);
    assert_int_equal(k->sight, 5);
    assert_int_equal(k->health, 5);
    assert_int_equal(k->damage_min, 1);
    assert_int_equal(k->damage_max, 3);
    assert_int_equal(k->defense, 2);
    assert_int_equal(k->traits, TRAIT_BIT(TRAIT_NEVER_SLEEPS) | TRAIT_BIT(TRAIT_ERRATIC));
    assert_int_equal(k->venom, 4);
    assert_int_equal(k->shot_range, 6);
    assert_int_equal(k->shot_min, 1);
    assert_int_equal(k->shot_max, 4);
    assert_int_equal(k->depth_min, 2);
    assert_int_equal(k->depth_max, 10);
    assert_int_equal(k->frequency, 40);
    kind_list_free(&r.list);
}

static void test_optional_fields_default_to_zero(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r, RAT);
    assert_int_equal(r.list.kinds[0].defense, 0);
    assert_int_equal(r.list.kinds[0].traits, 0);
    assert_int_equal(r.list.kinds[0].venom, 0);
    assert_int_equal(r.list.kinds[0].shot_range, 0); /* it never shoots */
    assert_int_equal(r.list.kinds[0].shot_max, 0);
    kind_list_free(&r.list);
}

static void test_an_empty_traits_line_means_no_traits(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r, RAT "traits:\n");
    assert_int_equal(r.list.kinds[0].traits, 0);
    kind_list_free(&r.list);
}

static void test_many_kinds_are_read_in_order_and_found_by_name(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r, RAT "\nname:kobold\n" BODY "\nname:giant white rat\n" BODY);
    assert_int_equal(r.list.count, 3);
    assert_int_equal(kind_find(&r.list, "rat"), 0);
    assert_int_equal(kind_find(&r.list, "kobold"), 1);
    assert_int_equal(kind_find(&r.list, "giant white rat"), 2);
    assert_int_equal(kind_find(&r.list, "giant"), -1);
    kind_list_free(&r.list);
    assert_int_equal(r.list.count, 0);
    assert_null(r.list.kinds);
}

static void test_comments_blank_lines_and_blanks_around_values_are_ignored(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r,
                "# a comment\n"
                "\n"
                "   # an indented comment, with UTF-8: \xc3\xa9\n"
                "  \t \n"
                "  name :  giant white rat  \n"
                "glyph:\t#\n"
                "colour: 1, 2 ,3\n"
                "sight:6\n"
                "health:3\n"
                "damage: 1 - 2\n"
                "traits:  shrieks\t stationary  \n"
                "depth:1-3\n"
                "frequency:100\n");
    assert_string_equal(r.list.kinds[0].name, "giant white rat");
    /* No trailing comments, so '#' can be a glyph. */
    assert_int_equal(r.list.kinds[0].glyph, '#');
    assert_int_equal(r.list.kinds[0].colour.g, 2);
    assert_int_equal(r.list.kinds[0].damage_max, 2);
    assert_true(kind_has(&r.list.kinds[0], TRAIT_SHRIEKS));
    assert_true(kind_has(&r.list.kinds[0], TRAIT_STATIONARY));
    kind_list_free(&r.list);
}

static void test_crlf_line_endings_are_accepted(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r,
                "# crlf\r\nname:rat\r\nglyph:r\r\ncolour:1,2,3\r\nsight:6\r\nhealth:3\r\n"
                "damage:1-2\r\ndepth:1-3\r\nfrequency:100\r\n");
    assert_string_equal(r.list.kinds[0].name, "rat");
    assert_int_equal(r.list.kinds[0].frequency, 100);
    kind_list_free(&r.list);
}

static void test_a_missing_final_newline_is_accepted(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r,
                "name:rat\nglyph:r\ncolour:1,2,3\nsight:6\nhealth:3\n"
                "damage:1-2\ndepth:1-3\nfrequency:77");
    assert_int_equal(r.list.kinds[0].frequency, 77);
    kind_list_free(&r.list);
    expect_good(&r,
                "name:rat\nglyph:r\ncolour:1,2,3\nsight:6\nhealth:3\n"
                "damage:1-2\ndepth:1-3\nfrequency:77\r");
    kind_list_free(&r.list);
}

static void test_only_the_given_length_is_read(void **state)
{
    (void)state;
    /* The bytes after len would be an error if they were read. */
    const char text[] = RAT "bogus";
    struct result r;
    parse_bytes(&r, text, strlen(RAT));
    assert_int_equal(r.status, 0);
    kind_list_free(&r.list);
}

static void test_numbers_at_the_ends_of_their_ranges_are_accepted(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r,
                "name:a\nglyph:!\ncolour:0,0,0\nsight:1\nhealth:1\ndamage:0-0\n"
                "defense:0\nvenom:0\nshot_range:2\nshot_damage:1-1\ndepth:1-1\nfrequency:1\n"
                "name:b\nglyph:~\ncolour:255,255,255\nsight:20\nhealth:1000\ndamage:100-100\n"
                "defense:100\nvenom:100\nshot_range:20\nshot_damage:100-100\ndepth:100-100\n"
                "frequency:1000\n");
    assert_int_equal(r.list.kinds[0].shot_range, 2);
    assert_int_equal(r.list.kinds[1].shot_range, 20);
    assert_int_equal(r.list.kinds[1].shot_max, 100);
    assert_int_equal(r.list.kinds[1].health, 1000);
    assert_int_equal(r.list.kinds[1].colour.b, 255);
    kind_list_free(&r.list);
}

static void test_a_name_of_31_characters_fits(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r, "name:abcdefghijklmnopqrstuvwxyz01234\n" BODY);
    assert_string_equal(r.list.kinds[0].name, "abcdefghijklmnopqrstuvwxyz01234");
    kind_list_free(&r.list);
}

/* ---- each error, with its line and column ---- */

static void test_an_unknown_directive_is_reported_at_the_directive(void **state)
{
    (void)state;
    expect_first_error(RAT "  colr:1,2,3\n", "t.txt:9:3: unknown directive 'colr'");
}

static void test_directives_are_matched_case_sensitively(void **state)
{
    (void)state;
    expect_first_error("Name:rat\n" BODY, "t.txt:1:1: unknown directive 'Name'");
}

static void test_a_word_where_a_number_belongs_is_reported_at_the_word(void **state)
{
    (void)state;
    expect_first_error("name:rat\nglyph:r\ncolour:1,2,3\nsight:6\nhealth: x3\n",
                       "t.txt:5:9: health 'x3' is not a number");
    expect_first_error("name:rat\nglyph:r\ncolour:1,2,3\nsight:6\nhealth:3 4\n",
                       "t.txt:5:8: health '3 4' is not a number");
    expect_first_error("name:rat\nglyph:r\ncolour:1,2,3\nsight:6\nhealth:-\n",
                       "t.txt:5:8: health '-' is not a number");
    expect_first_error("name:rat\nglyph:r\ncolour:1,2,3\nsight:6\nhealth:+3\n",
                       "t.txt:5:8: health '+3' is not a number");
}

static void test_a_number_out_of_range_names_the_range(void **state)
{
    (void)state;
    expect_first_error("name:rat\nsight:21\n", "t.txt:2:7: sight 21 is out of range 1..20");
    expect_first_error("name:rat\nhealth:0\n", "t.txt:2:8: health 0 is out of range 1..1000");
    expect_first_error("name:rat\nvenom:-1\n", "t.txt:2:7: venom -1 is out of range 0..100");
    /* Next to the player a shooter fights, so a range of 1 would never
     * shoot; past its sight it could not see whom it shoots at. */
    expect_first_error("name:rat\nshot_range:1\n",
                       "t.txt:2:12: shot_range 1 is out of range 2..20");
    expect_first_error("name:rat\nshot_range:21\n",
                       "t.txt:2:12: shot_range 21 is out of range 2..20");
    expect_first_error("name:rat\nshot_damage:0-3\n",
                       "t.txt:2:13: shot_damage 0 is out of range 1..100");
}

static void test_a_shot_needs_both_its_range_and_its_damage(void **state)
{
    (void)state;
    expect_first_error(RAT "shot_range:6\n",
                       "t.txt:9:1: kind 'rat': shot_range needs shot_damage:MIN-MAX, what a "
                       "shot does");
    expect_first_error(RAT "shot_damage:1-4\n",
                       "t.txt:9:1: kind 'rat': shot_damage needs shot_range:N, how far it shoots");
    expect_first_error(RAT "shot_damage:4-1\nshot_range:6\n",
                       "t.txt:9:13: shot_damage 4-1 has its minimum above its maximum");
}

static void test_a_huge_number_is_out_of_range_not_an_overflow(void **state)
{
    (void)state;
    expect_first_error("name:rat\nhealth:99999999999999999999999\n",
                       "t.txt:2:8: health 99999999999999999999999 is out of range 1..1000");
    expect_first_error("name:rat\nhealth:-4294967297\n",
                       "t.txt:2:8: health -4294967297 is out of range 1..1000");
}

static void test_an_unknown_trait_is_named_at_its_column(void **state)
{
    (void)state;
    expect_first_error("name:fruit bat\nglyph:b\n\ntraits:erratic never_sleep\n",
                       "t.txt:4:16: unknown trait 'never_sleep'");
}

static void test_a_trait_given_twice_is_reported_at_the_second(void **state)
{
    (void)state;
    expect_first_error("name:fruit bat\ntraits:erratic  erratic\n",
                       "t.txt:2:17: trait 'erratic' given twice");
}

static void test_a_kind_that_names_no_class_walks(void **state)
{
    (void)state;
    struct result r;
    expect_good(&r, RAT);
    assert_int_equal(r.list.kinds[0].moves, PASS_WALKER);
    kind_list_free(&r.list);
    expect_good(&r, RAT "moves:walker\n");
    assert_int_equal(r.list.kinds[0].moves, PASS_WALKER);
    kind_list_free(&r.list);
}

static void test_an_unknown_class_is_named_at_its_column(void **state)
{
    (void)state;
    expect_first_error(RAT "moves: burrower\n", "t.txt:9:8: unknown passability class 'burrower'");
    expect_first_error(RAT "moves:walker walker\n",
                       "t.txt:9:1: kind 'rat': moves takes one of walker, swimmer, flier, door_opener");
}

static void test_a_duplicate_name_points_back_to_the_first(void **state)
{
    (void)state;
    expect_first_error(RAT "\nname: rat\n" BODY,
                       "t.txt:10:7: duplicate kind 'rat' (first at line 1)");
}

static void test_a_missing_required_field_is_reported_at_the_name_line(void **state)
{
    (void)state;
    expect_first_error("# kinds\nname:rat\nglyph:r\ncolour:1,2,3\nsight:6\ndamage:1-2\n"
                       "depth:1-3\nfrequency:100\n" RAT,
                       "t.txt:2:1: kind 'rat' is missing 'health:'");
}

static void test_every_missing_field_of_a_bare_name_is_reported(void **state)
{
    (void)state;
    struct result r;
    parse_text(&r, "name:ghost\n");
    assert_int_equal(r.status, -1);
    assert_int_equal(r.diag.total, 6); /* glyph colour sight health depth frequency */
    assert_string_equal(r.diag.lines[0], "t.txt:1:1: kind 'ghost' is missing 'glyph:'");
    assert_string_equal(r.diag.lines[5], "t.txt:1:1: kind 'ghost' is missing 'frequency:'");
    kind_list_free(&r.list);
}

static void test_a_glyph_must_be_one_printable_ascii_character(void **state)
{
    (void)state;
    expect_first_error("name:rat\nglyph:rr\n",
                       "t.txt:2:7: glyph must be one printable ASCII character, not 'rr'");
    expect_first_error("name:rat\nglyph: r r\n",
                       "t.txt:2:8: glyph must be one printable ASCII character, not 'r r'");
    expect_first_error("name:rat\nglyph:\n", "t.txt:2:7: 'glyph' has no value");
    expect_first_error("name:rat\nglyph:\xc3\xa9\n",
                       "t.txt:2:7: non-ASCII byte 0xc3 (data files are ASCII)");
}

static void test_the_players_glyph_is_refused_at_the_glyph_line(void **state)
{
    (void)state;
    expect_first_error("name:doppelganger\nglyph:@\ncolour:1,2,3\nsight:6\nhealth:3\n"
                       "damage:1-2\ndepth:1-3\nfrequency:100\n",
                       "t.txt:2:1: kind 'doppelganger': glyph '@' is the player's; choose another");
}

static void test_a_value_before_any_name_is_reported(void **state)
{
    (void)state;
    expect_first_error("# header\n\nglyph:r\n" RAT,
                       "t.txt:3:1: 'glyph' comes before any 'name:' line");
}

static void test_a_directive_given_twice_points_back_to_the_first(void **state)
{
    (void)state;
    expect_first_error("name:rat\nhealth:3\nglyph:r\n health:4\n",
                       "t.txt:4:2: 'health' given twice (first at line 2)");
}

static void test_a_line_without_a_colon_is_reported(void **state)
{
    (void)state;
    expect_first_error(RAT "  health 3\n", "t.txt:9:3: no ':' in line (expected directive:value)");
}

static void test_a_colon_without_a_directive_is_reported(void **state)
{
    (void)state;
    expect_first_error(RAT "   :3\n", "t.txt:9:4: no directive before ':'");
}

static void test_an_empty_value_is_reported_just_after_the_colon(void **state)
{
    (void)state;
    expect_first_error("name:rat\nhealth:   \n", "t.txt:2:8: 'health' has no value");
    expect_first_error("name:\n" BODY, "t.txt:1:6: 'name' has no value");
}

static void test_a_name_too_long_is_reported(void **state)
{
    (void)state;
    expect_first_error("name:abcdefghijklmnopqrstuvwxyz012345\n" BODY,
                       "t.txt:1:6: name 'abcdefghijklmnopqrstuvwxyz012345' is longer than 31 "
                       "characters");
}

static void test_a_range_needs_two_numbers_in_order(void **state)
{
    (void)state;
    expect_first_error("name:rat\ndamage:3\n", "t.txt:2:8: damage '3' is not a range (min-max)");
    expect_first_error("name:rat\ndamage:3-\n", "t.txt:2:8: damage '3-' is not a range (min-max)");
    expect_first_error("name:rat\ndamage:1-x\n", "t.txt:2:10: damage 'x' is not a number");
    expect_first_error("name:rat\ndamage:1-2-3\n", "t.txt:2:10: damage '2-3' is not a number");
    expect_first_error("name:rat\ndamage:1-101\n", "t.txt:2:10: damage 101 is out of range 0..100");
    expect_first_error("name:rat\ndamage:3-1\n",
                       "t.txt:2:8: damage 3-1 has its minimum above its maximum");
    expect_first_error("name:rat\ndepth:0-3\n", "t.txt:2:7: depth 0 is out of range 1..100");
    expect_first_error("name:rat\ndepth:5-2\n",
                       "t.txt:2:7: depth 5-2 has its minimum above its maximum");
}

static void test_a_colour_needs_three_parts_each_a_byte(void **state)
{
    (void)state;
    expect_first_error("name:rat\ncolour:1,2\n", "t.txt:2:8: colour '1,2' is not a colour (R,G,B)");
    expect_first_error("name:rat\ncolour:1,2,3,4\n",
                       "t.txt:2:8: colour '1,2,3,4' is not a colour (R,G,B)");
    expect_first_error("name:rat\ncolour:1,,3\n",
                       "t.txt:2:8: colour '1,,3' is not a colour (R,G,B)");
    expect_first_error("name:rat\ncolour:1, 256,3\n",
                       "t.txt:2:11: colour 256 is out of range 0..255");
    expect_first_error("name:rat\ncolour:1,2,blue\n", "t.txt:2:12: colour 'blue' is not a number");
}

static void test_a_nul_byte_is_reported_at_its_column(void **state)
{
    (void)state;
    static const char text[] = "name:rat\nglyph:r\nhea\0lth:3\n";
    struct result r;
    parse_bytes(&r, text, sizeof text - 1);
    assert_int_equal(r.status, -1);
    assert_string_equal(r.diag.lines[0], "t.txt:3:4: non-text byte 0x00");
    kind_list_free(&r.list);
}

static void test_a_name_line_with_a_bad_byte_still_starts_a_kind(void **state)
{
    (void)state;
    /* Otherwise every line after it would come "before any name". */
    struct result r;
    parse_text(&r, RAT "name:caf\xc3\xa9\n" BODY);
    assert_int_equal(r.status, -1);
    assert_int_equal(r.diag.total, 1);
    assert_string_equal(r.diag.lines[0], "t.txt:9:9: non-ASCII byte 0xc3 (data files are ASCII)");
    assert_int_equal(r.list.count, 2);
    kind_list_free(&r.list);
}

static void test_control_bytes_are_reported_even_in_comments(void **state)
{
    (void)state;
    expect_first_error("# bell \a\n" RAT, "t.txt:1:8: non-text byte 0x07");
    expect_first_error(RAT "glyph:r\rhealth:3\n", "t.txt:9:8: non-text byte 0x0d");
}

static void test_a_tab_counts_as_one_column(void **state)
{
    (void)state;
    expect_first_error("name:rat\n\thealth:\tx\n", "t.txt:2:10: health 'x' is not a number");
}

static void test_crlf_lines_report_the_same_columns(void **state)
{
    (void)state;
    expect_first_error("name:fruit bat\r\nglyph:b\r\n\r\ntraits:erratic never_sleep\r\n",
                       "t.txt:4:16: unknown trait 'never_sleep'");
}

static void test_an_error_on_a_last_line_without_newline_is_reported(void **state)
{
    (void)state;
    expect_first_error(RAT "sight:99", "t.txt:9:1: 'sight' given twice (first at line 4)");
    expect_first_error("name:rat\nsight:99", "t.txt:2:7: sight 99 is out of range 1..20");
}

static void test_a_huge_line_is_reported_once_and_skipped(void **state)
{
    (void)state;
    size_t huge = 100 * 1024;
    size_t len = strlen(RAT) + huge + 1 + strlen("health:4\n");
    char *text = malloc(len);
    assert_non_null(text);
    char *at = text;
    memcpy(at, RAT, strlen(RAT));
    at += strlen(RAT);
    memset(at, 'a', huge);
    at += huge;
    *at++ = '\n';
    memcpy(at, "health:4\n", strlen("health:4\n"));

    struct result r;
    parse_bytes(&r, text, len);
    free(text);
    assert_int_equal(r.status, -1);
    assert_int_equal(r.diag.total, 2);
    assert_string_equal(r.diag.lines[0], "t.txt:9:1001: line is longer than 1000 characters");
    /* The next line is read as usual. */
    assert_string_equal(r.diag.lines[1], "t.txt:10:1: 'health' given twice (first at line 5)");
    kind_list_free(&r.list);
}

static void test_a_line_of_exactly_the_limit_is_accepted(void **state)
{
    (void)state;
    char text[2048];
    int n = snprintf(text, sizeof text, "%s#", RAT);
    memset(text + n, 'c', PARSE_LINE_MAX - 1);
    text[n + PARSE_LINE_MAX - 1] = '\n';
    struct result r;
    parse_bytes(&r, text, (size_t)n + PARSE_LINE_MAX);
    assert_int_equal(r.status, 0);
    kind_list_free(&r.list);
    /* One more character is too many. */
    text[n + PARSE_LINE_MAX - 1] = 'c';
    parse_bytes(&r, text, (size_t)n + PARSE_LINE_MAX);
    assert_int_equal(r.status, -1);
    assert_string_equal(r.diag.lines[0], "t.txt:9:1001: line is longer than 1000 characters");
    kind_list_free(&r.list);
}

static void test_a_long_bad_token_is_cut_short_in_the_message(void **state)
{
    (void)state;
    char text[600];
    int n = snprintf(text, sizeof text, "name:rat\n");
    memset(text + n, 'z', 500);
    memcpy(text + n + 500, ":1\n", 4);
    expect_first_error(text,
                       "t.txt:2:1: unknown directive "
                       "'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz...'");
}

static void test_an_empty_file_has_no_kinds(void **state)
{
    (void)state;
    struct result r;
    parse_bytes(&r, "", 0);
    assert_int_equal(r.status, -1);
    assert_int_equal(r.diag.total, 1);
    assert_string_equal(r.diag.lines[0], "t.txt: no kinds found (a kind starts with 'name:')");
    kind_list_free(&r.list);
    expect_first_error("# only a comment\n\n  \n",
                       "t.txt: no kinds found (a kind starts with "
                       "'name:')");
}

static void test_binary_bytes_give_errors_not_a_crash(void **state)
{
    (void)state;
    static const char elf[] = "\x7f"
                              "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0\x01\0\0\0\x10\x10\n";
    expect_first_error(elf, "t.txt:1:1: non-text byte 0x7f");
    struct result r;
    parse_bytes(&r, elf, sizeof elf - 1);
    assert_int_equal(r.diag.total, 1);
    kind_list_free(&r.list);
}

static void test_errors_past_twenty_are_counted_not_kept(void **state)
{
    (void)state;
    char text[4096];
    size_t n = (size_t)snprintf(text, sizeof text, "%s", RAT);
    for (int i = 0; i < 30; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "bogus%d:1\n", i);
    struct result r;
    parse_bytes(&r, text, n);
    assert_int_equal(r.status, -1);
    assert_int_equal(r.diag.count, DIAG_MAX);
    assert_int_equal(r.diag.total, 30);
    assert_string_equal(r.diag.lines[0], "t.txt:9:1: unknown directive 'bogus0'");
    assert_string_equal(r.diag.lines[19], "t.txt:28:1: unknown directive 'bogus19'");
    kind_list_free(&r.list);
}

static void test_parsing_goes_on_past_an_error_to_report_the_rest(void **state)
{
    (void)state;
    struct result r;
    parse_text(&r,
               "name:rat\nglyph:rr\ncolour:1,2,3\nsight:6\nhealth:3\ndamage:1-2\n"
               "depth:1-3\nfrequency:100\ntraits:sleepy\n");
    assert_int_equal(r.diag.total, 2);
    assert_string_equal(r.diag.lines[0],
                        "t.txt:2:7: glyph must be one printable ASCII character, not 'rr'");
    assert_string_equal(r.diag.lines[1], "t.txt:9:8: unknown trait 'sleepy'");
    kind_list_free(&r.list);
}

/* ---- diag ---- */

static void test_diag_formats_path_line_and_column(void **state)
{
    (void)state;
    struct diag d;
    diag_clear(&d);
    diag_add(&d, "data/monsters.txt", 14, 8, "unknown trait '%s'", "never_sleep");
    diag_add_file(&d, "data/items.txt", "cannot open: %s", "No such file or directory");
    assert_int_equal(d.count, 2);
    assert_int_equal(d.total, 2);
    assert_string_equal(d.lines[0], "data/monsters.txt:14:8: unknown trait 'never_sleep'");
    assert_string_equal(d.lines[1], "data/items.txt: cannot open: No such file or directory");
}

static void test_diag_cuts_a_long_line_to_fit(void **state)
{
    (void)state;
    static char path[2 * DIAG_LINE];
    memset(path, 'p', sizeof path - 1);
    struct diag d;
    diag_clear(&d);
    diag_add(&d, path, 1, 1, "x");
    diag_add_file(&d, "f", "%s", path);
    assert_int_equal(strlen(d.lines[0]), DIAG_LINE - 1);
    assert_int_equal(strlen(d.lines[1]), DIAG_LINE - 1);
}

/* ---- many names ---- */

/* A file of n kinds named k0, k1, ..., one kind every 9 lines, then what
 * tail holds. Names that are prefixes of others (k1, k12, k123) are among
 * them. */
static char *many_kinds(int n, const char *tail, size_t *len)
{
    static const char body[] = BODY "\n";
    size_t size = (size_t)n * (sizeof body + 16) + strlen(tail) + 1;
    char *text = malloc(size);
    assert_non_null(text);
    size_t used = 0;
    for (int i = 0; i < n; i++)
        used += (size_t)snprintf(text + used, size - used, "name:k%d\n%s", i, body);
    used += (size_t)snprintf(text + used, size - used, "%s", tail);
    *len = used;
    return text;
}

static void test_a_duplicate_among_many_names_points_back_to_the_first(void **state)
{
    (void)state;
    size_t len;
    char *text = many_kinds(30000, "name:k12345\n" BODY, &len);
    struct result r;
    parse_bytes(&r, text, len);
    assert_int_equal(r.status, -1);
    assert_int_equal(r.diag.total, 1);
    assert_string_equal(r.diag.lines[0],
                        "t.txt:270001:6: duplicate kind 'k12345' (first at line 111106)");
    assert_int_equal(kind_find(&r.list, "k29999"), 29999);
    kind_list_free(&r.list);
    free(text);
}

static void test_a_hundred_thousand_kinds_parse_in_well_under_a_second(void **state)
{
    (void)state;
    size_t len;
    char *text = many_kinds(100000, "", &len);
    /* CPU time, and a bound loose enough for a sanitized build on a slow
     * machine: checking each name against every earlier one took 13 s. */
    clock_t start = clock();
    struct result r;
    parse_bytes(&r, text, len);
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    assert_int_equal(r.status, 0);
    assert_int_equal(r.list.count, 100000);
    if (seconds >= 3.0)
        print_error("100,000 kinds took %.2f s\n", seconds);
    assert_true(seconds < 3.0);
    kind_list_free(&r.list);
    free(text);
}

/* ---- one word of a list, and the kinds file loader: a file of shapes ---- */

struct shape {
    char name[16];
    int form;
    int sides;
};

static const char *const forms[] = {"round", "oval", "square", NULL};

static const struct parse_field shape_fields[] = {
    {.directive = "name",
     .type = PARSE_STRING,
     .offset = offsetof(struct shape, name),
     .size = sizeof(((struct shape *)0)->name),
     .required = true},
    {.directive = "form",
     .type = PARSE_CHOICE,
     .offset = offsetof(struct shape, form),
     .choices = forms,
     .word_noun = "form",
     .required = true},
    {.directive = "sides",
     .type = PARSE_INT,
     .offset = offsetof(struct shape, sides),
     .min = 0,
     .max = 8},
};

static bool one_round_shape_at_most(const void *records, int count, char *message, size_t size)
{
    const struct shape *shapes = records;
    int round = 0;
    for (int i = 0; i < count; i++)
        round += shapes[i].form == 0;
    if (round <= 1)
        return true;
    snprintf(message, size, "%d round shapes; one at most", round);
    return false;
}

static const struct kindfile shape_file = {
    .table =
        {
            .noun = "shape",
            .fields = shape_fields,
            .count = (int)(sizeof shape_fields / sizeof shape_fields[0]),
        },
    .record_size = sizeof(struct shape),
    .max = 3,
    .check_all = one_round_shape_at_most,
};

struct shapes {
    struct kindfile_records records;
    struct diag diag;
    int status;
};

static const struct shape *shapes_parse(struct shapes *s, const char *text)
{
    memset(s, 0, sizeof *s);
    size_t len = strlen(text);
    char *copy = malloc(len ? len : 1);
    assert_non_null(copy);
    memcpy(copy, text, len);
    s->status = kindfile_parse(&shape_file, &s->records, copy, len, "t.txt", &s->diag);
    free(copy);
    return s->records.data;
}

static void expect_shapes_error(const char *text, const char *expected)
{
    struct shapes s;
    shapes_parse(&s, text);
    assert_int_equal(s.status, -1);
    assert_true(s.diag.count >= 1);
    assert_string_equal(s.diag.lines[0], expected);
    kindfile_free(&s.records);
}

static void test_a_choice_reads_as_the_index_of_its_word(void **state)
{
    (void)state;
    struct shapes s;
    const struct shape *shapes =
        shapes_parse(&s, "name:a\nform:square\n\nname:b\nform:\t oval \n\nname:c\nform:round\n");
    assert_int_equal(s.status, 0);
    assert_int_equal(s.records.count, 3);
    assert_int_equal(shapes[0].form, 2);
    assert_int_equal(shapes[1].form, 1);
    assert_int_equal(shapes[2].form, 0);
    assert_int_equal(kindfile_find(&shape_file, shapes, s.records.count, "b"), 1);
    assert_int_equal(kindfile_find(&shape_file, shapes, s.records.count, "d"), -1);
    kindfile_free(&s.records);
}

static void test_a_word_not_among_the_choices_is_unknown_at_its_column(void **state)
{
    (void)state;
    expect_shapes_error("name:a\nform:  hexagon\n", "t.txt:2:8: unknown form 'hexagon'");
    /* Whole words, matched exactly. */
    expect_shapes_error("name:a\nform:squar\n", "t.txt:2:6: unknown form 'squar'");
    expect_shapes_error("name:a\nform:squares\n", "t.txt:2:6: unknown form 'squares'");
    expect_shapes_error("name:a\nform:Square\n", "t.txt:2:6: unknown form 'Square'");
}

static void test_a_choice_of_several_words_lists_the_choices(void **state)
{
    (void)state;
    expect_shapes_error("name:a\nform:round oval\n",
                        "t.txt:2:1: shape 'a': form takes one of round, oval, square");
    expect_shapes_error("name:a\n  form:round\toval\n",
                        "t.txt:2:3: shape 'a': form takes one of round, oval, square");
}

static void test_an_empty_choice_is_reported_just_after_the_colon(void **state)
{
    (void)state;
    expect_shapes_error("name:a\nform:\n", "t.txt:2:6: 'form' has no value");
}

static void test_a_choice_index_is_found_for_whole_words_only(void **state)
{
    (void)state;
    assert_int_equal(parse_choice_index(forms, "oval", 4), 1);
    assert_int_equal(parse_choice_index(forms, "ovals", 4), 1); /* only len bytes are read */
    assert_int_equal(parse_choice_index(forms, "ova", 3), -1);
    assert_int_equal(parse_choice_index(forms, "ovals", 5), -1);
    assert_int_equal(parse_choice_index(forms, "", 0), -1);
    assert_int_equal(parse_choice_index(forms, NULL, 0), -1);
    assert_int_equal(parse_choice_index(NULL, "oval", 4), -1);
}

static void test_records_past_a_files_most_are_dropped_and_reported(void **state)
{
    (void)state;
    struct shapes s;
    shapes_parse(&s,
                 "name:a\nform:oval\nname:b\nform:oval\nname:c\nform:oval\n"
                 "name:d\nform:oval\nsides:9\n");
    assert_int_equal(s.status, -1);
    assert_int_equal(s.records.count, 3);
    /* The dropped record is still read, so its mistakes are reported. */
    assert_int_equal(s.diag.count, 2);
    assert_string_equal(s.diag.lines[0], "t.txt:9:7: sides 9 is out of range 0..8");
    assert_string_equal(s.diag.lines[1], "t.txt: more than 3 shapes");
    kindfile_free(&s.records);
}

static void test_a_files_records_are_checked_together_when_each_is_good(void **state)
{
    (void)state;
    expect_shapes_error("name:a\nform:round\nname:b\nform:round\n",
                        "t.txt: 2 round shapes; one at most");
    /* Not when one is bad already: the first mistake is the one to fix. */
    struct shapes s;
    shapes_parse(&s, "name:a\nform:round\nname:b\nform:round\nsides:9\n");
    assert_int_equal(s.diag.total, 1);
    kindfile_free(&s.records);
}

/* ---- files ---- */

static const char *srcdir(void)
{
    const char *dir = getenv("MURK_SRCDIR");
    return dir && *dir ? dir : ".";
}

static void test_the_real_monsters_file_has_every_kind_of_the_rules(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/data/monsters.txt", srcdir());
    struct kind_list list = {0};
    struct diag d = {0};
    int status = kind_list_load(&list, path, &d);
    if (status != 0)
        print_error("%s\n", d.lines[0]);
    assert_int_equal(status, 0);

    /* Each kind the rules name is there, with its numbers; the file may hold
     * more (adding a kind is adding a block to data/monsters.txt), and the
     * list of every kind shipped is the catalogue's to check.
     * name, glyph, sight, health, damage, defense, traits, venom: doc/rules.md;
     * DRAIN_BLOW among the traits is a drain blow (the trait drains was one);
     * the deeper kinds' depth ranges too (-1: the first kinds', ours) */
#define DRAIN_BLOW (UINT32_C(1) << 31)
    /* The kinds that open doors (doc/rules.md, "Doors"): the humanoids. */
#define DOORS TRAIT_BIT(TRAIT_OPENS_DOORS)
    static const struct {
        const char *name;
        char glyph;
        int sight, health, damage_min, damage_max, defense;
        uint32_t traits;
        int venom;
        int r, g, b;
        int depth_min, depth_max;
    } rules[] = {
        {"rat", 'r', 6, 3, 1, 2, 0, 0, 0, 150, 150, 160, -1, -1},
        {"kobold", 'k', 6, 5, 1, 3, 0, DOORS, 0, 110, 200, 120, -1, -1},
        {"jackal", 'j', 7, 4, 1, 2, 0, 0, 0, -1, -1, -1, -1, -1},
        {"goblin", 'g', 7, 8, 1, 4, 1, DOORS, 0, 120, 170, 230, -1, -1},
        {"giant white rat", 'r', 6, 4, 1, 3, 0, 0, 0, -1, -1, -1, -1, -1},
        {"fruit bat",
         'b',
         6,
         3,
         1,
         2,
         0,
         TRAIT_BIT(TRAIT_NEVER_SLEEPS) | TRAIT_BIT(TRAIT_ERRATIC),
         0,
         205,
         120,
         90,
         -1,
         -1},
        {"shrieker",
         ',',
         5,
         4,
         0,
         0,
         0,
         TRAIT_BIT(TRAIT_STATIONARY) | TRAIT_BIT(TRAIT_SHRIEKS),
         0,
         210,
         130,
         220,
         -1,
         -1},
        {"cave spider", 'S', 5, 5, 1, 3, 0, 0, 4, 150, 130, 175, -1, -1},
        {"hobgoblin", 'h', 7, 12, 2, 5, 1, DOORS, 0, -1, -1, -1, 3, 7},
        {"zombie",
         'Z',
         5,
         16,
         2,
         6,
         1,
         TRAIT_BIT(TRAIT_SLOW) | TRAIT_BIT(TRAIT_FEARLESS),
         0,
         -1,
         -1,
         -1,
         3,
         8},
        {"giant spider", 'S', 6, 12, 2, 5, 1, 0, 6, -1, -1, -1, 5, 10},
        {"vampire bat",
         'v',
         7,
         8,
         1,
         4,
         0,
         TRAIT_BIT(TRAIT_NEVER_SLEEPS) | TRAIT_BIT(TRAIT_ERRATIC) | DRAIN_BLOW,
         0,
         -1,
         -1,
         -1,
         4,
         10},
        {"forest troll", 'T', 7, 24, 3, 7, 2, TRAIT_BIT(TRAIT_REGENERATES) | DOORS, 0, -1, -1, -1, 5, 10},
        {"ogre", 'O', 6, 30, 4, 9, 2, TRAIT_BIT(TRAIT_SLOW) | DOORS, 0, -1, -1, -1, 6, 10},
        {"wraith",
         'W',
         8,
         20,
         3,
         7,
         3,
         TRAIT_BIT(TRAIT_FEARLESS) | DRAIN_BLOW | TRAIT_BIT(TRAIT_NEVER_SLEEPS) | DOORS,
         0,
         -1,
         -1,
         -1,
         8,
         10},
        {"cave bear", 'B', 6, 26, 3, 8, 2, TRAIT_BIT(TRAIT_FEARLESS), 0, -1, -1, -1, 7, 10},
        {"goblin archer", 'a', 8, 8, 1, 3, 0, DOORS, 0, -1, -1, -1, 3, 9},
    };
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        int at = kind_find(&list, rules[i].name);
        if (at < 0)
            print_error("no kind '%s'\n", rules[i].name);
        assert_true(at >= 0);
        const struct kind *k = &list.kinds[at];
        assert_int_equal(k->glyph, rules[i].glyph);
        assert_int_equal(k->sight, rules[i].sight);
        /* The deeper kinds' fighting numbers are tuned by the bot's runs
         * (make balance), so only the first kinds' are pinned here. */
        if (rules[i].depth_min < 0) {
            assert_int_equal(k->health, rules[i].health);
            assert_int_equal(k->damage_min, rules[i].damage_min);
            assert_int_equal(k->damage_max, rules[i].damage_max);
            assert_int_equal(k->defense, rules[i].defense);
        }
        /* Its one blow: poisoning for its venom's turns, draining, or a hit. */
        assert_int_equal(k->traits, rules[i].traits & ~DRAIN_BLOW);
        assert_int_equal(k->blows.count, rules[i].damage_max > 0 ? 1 : 0);
        int blow = rules[i].venom > 0             ? EFFECT_POISON
                   : rules[i].traits & DRAIN_BLOW ? EFFECT_DRAIN
                                                  : EFFECT_HIT;
        if (k->blows.count > 0) {
            assert_int_equal(k->blows.at[0].word, blow);
            assert_int_equal(k->blows.at[0].amount, rules[i].venom);
        }
        if (rules[i].r >= 0) { /* the seeds' colours, where they give one */
            assert_int_equal(k->colour.r, rules[i].r);
            assert_int_equal(k->colour.g, rules[i].g);
            assert_int_equal(k->colour.b, rules[i].b);
        }
        assert_true(k->depth_min >= 1 && k->depth_min <= k->depth_max);
        if (rules[i].depth_min > 0) {
            assert_int_equal(k->depth_min, rules[i].depth_min);
            assert_int_equal(k->depth_max, rules[i].depth_max);
        }
        assert_true(k->frequency >= 1);
    }
    /* The goblin archer alone shoots: range 6, 1-4 (doc/rules.md, "Fighting at range"). */
    for (int i = 0; i < list.count; i++) {
        const struct kind *k = &list.kinds[i];
        bool archer = strcmp(k->name, "goblin archer") == 0;
        assert_int_equal(k->shot_range, archer ? 6 : 0);
        assert_int_equal(k->shot_min, archer ? 1 : 0);
        assert_int_equal(k->shot_max, archer ? 4 : 0);
    }
    /* Some kinds must be able to appear on the first floor. */
    int first_floor = 0;
    for (int i = 0; i < list.count; i++)
        first_floor += list.kinds[i].depth_min == 1;
    assert_true(first_floor >= 3);
    kind_list_free(&list);
}
#undef DRAIN_BLOW
#undef DOORS

static void test_loading_a_missing_file_says_it_cannot_open_it(void **state)
{
    (void)state;
    struct kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(kind_list_load(&list, "no/such/monsters.txt", &d), -2);
    assert_int_equal(d.count, 1);
    assert_string_equal(d.lines[0], "no/such/monsters.txt: cannot open: No such file or directory");
    kind_list_free(&list);
}

static void test_loading_a_directory_says_it_cannot_read_it(void **state)
{
    (void)state;
    struct kind_list list = {0};
    struct diag d = {0};
    int status = kind_list_load(&list, srcdir(), &d);
    assert_int_equal(status, -2);
    assert_int_equal(d.count, 1);
    assert_non_null(strstr(d.lines[0], ": cannot "));
    kind_list_free(&list);
}

static void test_loading_bad_data_returns_minus_one(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/unknown_trait.txt", srcdir());
    struct kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(kind_list_load(&list, path, &d), -1);
    assert_true(d.count >= 1);
    kind_list_free(&list);
}

/* ---- robustness: any bytes at all ---- */

static char *read_whole(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[1 << 16];
    *len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    char *copy = malloc(*len);
    assert_non_null(copy);
    memcpy(copy, buf, *len);
    return copy;
}

static void test_random_bytes_never_crash_the_parser(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 20240601);
    /* Alphabets that reach deeper into the parser than uniform bytes. */
    static const char alphabet[] = "name:glyph:colour:health:damage:depth:traits:erratic"
                                   "0123456789-,#\n\n\r\t  :";
    for (int round = 0; round < 3000; round++) {
        size_t len = (size_t)rng_range(&rng, 0, round % 10 == 0 ? 4000 : 300);
        char *buf = malloc(len ? len : 1);
        assert_non_null(buf);
        int style = round % 3;
        for (size_t i = 0; i < len; i++) {
            if (style == 0)
                buf[i] = (char)rng_range(&rng, 0, 255);
            else if (style == 1)
                buf[i] = alphabet[rng_range(&rng, 0, (int)sizeof alphabet - 2)];
            else
                buf[i] = (char)rng_range(&rng, 0, 127);
        }
        struct kind_list list = {0};
        struct diag d = {0};
        int status = kind_list_parse(&list, buf, len, "fuzz", &d);
        assert_true(status == 0 || status == -1);
        assert_true(status == 0 ? d.total == 0 : d.total > 0);
        assert_true(d.count <= DIAG_MAX && d.count <= d.total);
        for (int i = 0; i < d.count; i++)
            assert_true(strlen(d.lines[i]) < DIAG_LINE);
        kind_list_free(&list);
        free(buf);
    }
}

static void test_mutations_of_the_monsters_file_never_crash_the_parser(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/data/monsters.txt", srcdir());
    size_t len;
    char *original = read_whole(path, &len);
    assert_true(len > 100);
    struct rng rng;
    rng_seed(&rng, 7);
    static const char interesting[] = "\0\r\n\t :-,#@~\x7f\x80\xff"
                                      "0-9";
    int good = 0;
    for (int round = 0; round < 3000; round++) {
        /* Each round mutates a fresh copy; some rounds also cut it short. */
        size_t n = len;
        if (rng_one_in(&rng, 4))
            n = (size_t)rng_range(&rng, 0, (int)len);
        char *buf = malloc(n ? n : 1);
        assert_non_null(buf);
        memcpy(buf, original, n);
        int edits = rng_range(&rng, 1, 8);
        for (int e = 0; e < edits && n > 0; e++) {
            size_t at = (size_t)rng_range(&rng, 0, (int)n - 1);
            switch (rng_range(&rng, 0, 3)) {
            case 0:
                buf[at] = (char)rng_range(&rng, 0, 255);
                break;
            case 1:
                buf[at] = interesting[rng_range(&rng, 0, (int)sizeof interesting - 2)];
                break;
            case 2: /* swap with a neighbour */
                if (at + 1 < n) {
                    char c = buf[at];
                    buf[at] = buf[at + 1];
                    buf[at + 1] = c;
                }
                break;
            default: /* a digit, to push numbers out of range */
                buf[at] = (char)('0' + rng_range(&rng, 0, 9));
                break;
            }
        }
        struct kind_list list = {0};
        struct diag d = {0};
        int status = kind_list_parse(&list, buf, n, "mutant", &d);
        assert_true(status == 0 ? d.total == 0 : d.total > 0);
        if (status == 0) {
            good++;
            for (int i = 0; i < list.count; i++) {
                const struct kind *k = &list.kinds[i];
                assert_true(k->damage_min <= k->damage_max);
                assert_true(k->depth_min <= k->depth_max);
                assert_true(k->health >= 1 && k->health <= 1000);
                assert_true(k->glyph > ' ' && k->glyph <= '~');
                assert_true(strlen(k->name) > 0 && strlen(k->name) < sizeof k->name);
            }
        }
        kind_list_free(&list);
        free(buf);
    }
    /* Edits inside comments leave the file good: some rounds must pass. */
    assert_true(good > 0);
    free(original);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_good_kind_fills_every_field),
        cmocka_unit_test(test_optional_fields_default_to_zero),
        cmocka_unit_test(test_an_empty_traits_line_means_no_traits),
        cmocka_unit_test(test_many_kinds_are_read_in_order_and_found_by_name),
        cmocka_unit_test(test_comments_blank_lines_and_blanks_around_values_are_ignored),
        cmocka_unit_test(test_crlf_line_endings_are_accepted),
        cmocka_unit_test(test_a_missing_final_newline_is_accepted),
        cmocka_unit_test(test_only_the_given_length_is_read),
        cmocka_unit_test(test_numbers_at_the_ends_of_their_ranges_are_accepted),
        cmocka_unit_test(test_a_name_of_31_characters_fits),
        cmocka_unit_test(test_an_unknown_directive_is_reported_at_the_directive),
        cmocka_unit_test(test_directives_are_matched_case_sensitively),
        cmocka_unit_test(test_a_word_where_a_number_belongs_is_reported_at_the_word),
        cmocka_unit_test(test_a_number_out_of_range_names_the_range),
        cmocka_unit_test(test_a_shot_needs_both_its_range_and_its_damage),
        cmocka_unit_test(test_a_huge_number_is_out_of_range_not_an_overflow),
        cmocka_unit_test(test_an_unknown_trait_is_named_at_its_column),
        cmocka_unit_test(test_a_trait_given_twice_is_reported_at_the_second),
        cmocka_unit_test(test_a_kind_that_names_no_class_walks),
        cmocka_unit_test(test_an_unknown_class_is_named_at_its_column),
        cmocka_unit_test(test_a_duplicate_name_points_back_to_the_first),
        cmocka_unit_test(test_a_missing_required_field_is_reported_at_the_name_line),
        cmocka_unit_test(test_every_missing_field_of_a_bare_name_is_reported),
        cmocka_unit_test(test_a_glyph_must_be_one_printable_ascii_character),
        cmocka_unit_test(test_the_players_glyph_is_refused_at_the_glyph_line),
        cmocka_unit_test(test_a_value_before_any_name_is_reported),
        cmocka_unit_test(test_a_directive_given_twice_points_back_to_the_first),
        cmocka_unit_test(test_a_line_without_a_colon_is_reported),
        cmocka_unit_test(test_a_colon_without_a_directive_is_reported),
        cmocka_unit_test(test_an_empty_value_is_reported_just_after_the_colon),
        cmocka_unit_test(test_a_name_too_long_is_reported),
        cmocka_unit_test(test_a_range_needs_two_numbers_in_order),
        cmocka_unit_test(test_a_colour_needs_three_parts_each_a_byte),
        cmocka_unit_test(test_a_nul_byte_is_reported_at_its_column),
        cmocka_unit_test(test_a_name_line_with_a_bad_byte_still_starts_a_kind),
        cmocka_unit_test(test_control_bytes_are_reported_even_in_comments),
        cmocka_unit_test(test_a_tab_counts_as_one_column),
        cmocka_unit_test(test_crlf_lines_report_the_same_columns),
        cmocka_unit_test(test_an_error_on_a_last_line_without_newline_is_reported),
        cmocka_unit_test(test_a_huge_line_is_reported_once_and_skipped),
        cmocka_unit_test(test_a_line_of_exactly_the_limit_is_accepted),
        cmocka_unit_test(test_a_long_bad_token_is_cut_short_in_the_message),
        cmocka_unit_test(test_an_empty_file_has_no_kinds),
        cmocka_unit_test(test_binary_bytes_give_errors_not_a_crash),
        cmocka_unit_test(test_errors_past_twenty_are_counted_not_kept),
        cmocka_unit_test(test_parsing_goes_on_past_an_error_to_report_the_rest),
        cmocka_unit_test(test_diag_formats_path_line_and_column),
        cmocka_unit_test(test_diag_cuts_a_long_line_to_fit),
        cmocka_unit_test(test_a_duplicate_among_many_names_points_back_to_the_first),
        cmocka_unit_test(test_a_hundred_thousand_kinds_parse_in_well_under_a_second),
        cmocka_unit_test(test_a_choice_reads_as_the_index_of_its_word),
        cmocka_unit_test(test_a_word_not_among_the_choices_is_unknown_at_its_column),
        cmocka_unit_test(test_a_choice_of_several_words_lists_the_choices),
        cmocka_unit_test(test_an_empty_choice_is_reported_just_after_the_colon),
        cmocka_unit_test(test_a_choice_index_is_found_for_whole_words_only),
        cmocka_unit_test(test_records_past_a_files_most_are_dropped_and_reported),
        cmocka_unit_test(test_a_files_records_are_checked_together_when_each_is_good),
        cmocka_unit_test(test_the_real_monsters_file_has_every_kind_of_the_rules),
        cmocka_unit_test(test_loading_a_missing_file_says_it_cannot_open_it),
        cmocka_unit_test(test_loading_a_directory_says_it_cannot_read_it),
        cmocka_unit_test(test_loading_bad_data_returns_minus_one),
        cmocka_unit_test(test_random_bytes_never_crash_the_parser),
        cmocka_unit_test(test_mutations_of_the_monsters_file_never_crash_the_parser),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
