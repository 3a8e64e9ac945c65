#include "test_kinds.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

static const char text[] =
    "name:goblin\nglyph:g\ncolour:120,170,230\nsight:7\nhealth:8\n"
    "damage:1-4\ndefense:1\ndepth:1-3\nfrequency:10\n\n"
    "name:rat\nglyph:r\ncolour:150,150,160\nsight:6\nhealth:3\n"
    "damage:1-2\ndefense:0\ndepth:1-3\nfrequency:10\n\n"
    "name:brute\nglyph:B\ncolour:200,100,100\nsight:6\nhealth:20\n"
    "damage:5-5\ndefense:3\ndepth:1-3\nfrequency:10\n\n"
    "name:statue\nglyph:s\ncolour:200,200,200\nsight:6\nhealth:5\n"
    "damage:0-0\ndefense:0\ndepth:1-3\nfrequency:10\n\n"
    "name:bat\nglyph:b\ncolour:180,140,100\nsight:6\nhealth:3\n"
    "damage:1-2\ndefense:0\ntraits:never_sleeps erratic\ndepth:1-3\n"
    "frequency:10\n\n"
    "name:shrieker\nglyph:,\ncolour:210,130,220\nsight:5\nhealth:4\n"
    "damage:0-0\ndefense:0\ntraits:stationary shrieks\ndepth:1-3\n"
    "frequency:10\n\n"
    "name:spider\nglyph:S\ncolour:150,130,175\nsight:5\nhealth:5\n"
    "damage:1-3\ndefense:0\nvenom:4\ndepth:1-3\nfrequency:10\n\n"
    "name:zombie\nglyph:Z\ncolour:120,160,110\nsight:5\nhealth:16\n"
    "damage:2-2\ndefense:0\ntraits:slow fearless\ndepth:3-8\nfrequency:10\n\n"
    "name:troll\nglyph:T\ncolour:90,150,80\nsight:7\nhealth:24\n"
    "damage:3-3\ndefense:0\ntraits:regenerates\ndepth:5-10\nfrequency:10\n\n"
    "name:leech\nglyph:v\ncolour:150,60,80\nsight:7\nhealth:10\n"
    "damage:3-3\ndefense:0\ntraits:drains\ndepth:4-10\nfrequency:10\n\n"
    "name:hawk\nglyph:h\ncolour:170,140,90\nsight:12\nhealth:4\n"
    "damage:1-2\ndefense:0\ndepth:4-10\nfrequency:10\n\n"
    /* Deeper than any floor a test makes, so adding it changed none. */
    "name:archer\nglyph:a\ncolour:150,200,230\nsight:8\nhealth:8\n"
    "damage:1-1\ndefense:0\nshot_range:5\nshot_damage:2-3\ndepth:90-100\nfrequency:10\n\n"
    /* The kinds of the lakes, as deep, for the same reason. */
    "name:eel\nglyph:e\ncolour:70,170,190\nsight:6\nhealth:10\n"
    "damage:3-3\ndefense:0\nmoves:swimmer\ntraits:submerges\ndepth:90-100\nfrequency:10\n\n"
    "name:blinker\nglyph:d\ncolour:210,180,90\nsight:8\nhealth:10\n"
    "damage:1-1\ndefense:0\ntraits:blinks\ndepth:90-100\nfrequency:10\n\n"
    "name:wisp\nglyph:w\ncolour:180,230,255\nsight:7\nhealth:6\n"
    "damage:1-1\ndefense:0\nmoves:flier\ndepth:90-100\nfrequency:10\n";

const struct kind_list *test_kinds(void)
{
    static struct kind_list kinds;
    static struct diag diag;
    if (kinds.count == 0) {
        int result = kind_list_parse(&kinds, text, strlen(text), "test kinds", &diag);
        if (result != 0)
            fail_msg("test kinds do not parse: %s", diag.lines[0]);
    }
    return &kinds;
}

int test_kind(const char *name)
{
    int index = kind_find(test_kinds(), name);
    if (index < 0)
        fail_msg("no test kind called %s", name);
    return index;
}

/* Item kinds with fixed numbers, kept beside the tests so that tuning
 * data/items.txt never breaks them. */
static const char item_text[] = "name:healing\nclass:potion\neffect:healing\npower:10\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:greater healing\nclass:potion\neffect:greater_healing\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:strength\nclass:potion\neffect:strength\npower:1\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:poison\nclass:potion\neffect:poison\nturns:6\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:regeneration\nclass:potion\neffect:regeneration\nturns:12\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:confusion\nclass:potion\neffect:confusion\nturns:8\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:identify\nclass:scroll\neffect:identify\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:fear\nclass:scroll\neffect:fear\nturns:10\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:dagger\nclass:weapon\ncolour:180,185,200\ndamage:1\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:sword\nclass:weapon\ncolour:200,205,220\ndamage:3\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:leather armour\nclass:armour\ncolour:160,110,60\ndefense:1\n"
                                "depth:1-100\nfrequency:10\n\n"
                                "name:chain mail\nclass:armour\ncolour:195,195,210\ndefense:3\n"
                                "depth:1-100\nfrequency:10\n";

const struct item_kind_list *test_items(void)
{
    static struct item_kind_list list;
    static struct diag diag;
    if (list.count == 0 &&
        item_kind_list_parse(&list, item_text, strlen(item_text), "test items", &diag) != 0)
        fail_msg("test items do not parse: %s", diag.lines[0]);
    return &list;
}

int test_item_kind(const char *name)
{
    int k = item_kind_find(test_items(), name);
    if (k < 0)
        fail_msg("no test item called %s", name);
    return k;
}
