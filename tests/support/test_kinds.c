#include "test_kinds.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

static const char text[] = "name:goblin\nglyph:g\ncolour:120,170,230\nsight:7\nhealth:8\n"
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
                           "damage:1-3\ndefense:0\nvenom:4\ndepth:1-3\nfrequency:10\n";

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
