#ifndef MURK_TESTS_BOT_SCENE_H
#define MURK_TESTS_BOT_SCENE_H

/* The scene the bot's judgments are tested in (test_bot, test_zap,
 * test_bot_growth): the player at the west end of a long hall, every cell
 * in view, the test kinds and the shipped items. Inline, as only the
 * programs that link the bot's objects include it. */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "bot/bot.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "ascii_map.h"
#include "real_data.h"
#include "test_kinds.h"

static inline void bot_scene_start(struct game *g)
{
    static const char *const hall[] = {
        "##############",
        "#............#",
        "#@...........#",
        "#............#",
        "##############",
    };
    assert_int_equal(game_new_from_ascii(g, 3, hall, ASCII_ROWS(hall), test_kinds()), 0);
    game_use_items(g, real_items());
}

/* The shipped item kind of the name (the test fails if there is none). */
static inline int bot_scene_item(const char *name)
{
    int kind = item_kind_find(real_items(), name);
    assert_true(kind >= 0);
    return kind;
}

/* The pack's item in slot wielded or worn. */
static inline void bot_scene_ready(struct game *g, int slot)
{
    assert_int_equal(item_equip(&g->run.pack, g->item_kinds, slot, &g->run.player), ITEM_OK);
}

/* What a new bot does first, in view of what the player sees now. */
static inline struct action bot_scene_first_act(struct game *g)
{
    game_rebuild_caches(g);
    struct bot bot = {0};
    struct action a = bot_act(&bot, g);
    bot_free(&bot);
    return a;
}

#endif
