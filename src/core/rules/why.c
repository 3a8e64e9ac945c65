/* Why minds change: the cause each rule records, told in full, short, in
 * the log, and what would change the mind next by the rules' own numbers.
 * Lines are put together by msglog_format, snprintf's own line at a tenth
 * of the cost: a mind changes every few turns. */
#include "murk/rules/why.h"

#include <stdbool.h>
#include <string.h>

#include "murk/base/status.h"
#include "murk/world/world.h"

void why_set(const struct game *game, struct monster *m, enum cause cause, int arg, int kind)
{
    monster_set_cause(m, cause, arg, kind, game->run.turn);
}

/* The kind the cause names, or NULL. */
static const char *named_kind(const struct game *game, const struct monster *m)
{
    int kind = m->cause_kind - 1;
    if (kind < 0 || kind >= game->kinds->count)
        return NULL;
    return game->kinds->kinds[kind].name;
}

/* "the jackal's howl": a kind's shout word ("howls") as a noun. */
static void shout_noun(const struct game *game, const struct monster *m, char *out, size_t size)
{
    const char *name = named_kind(game, m);
    if (name == NULL) {
        msglog_format(out, size, "heard a shout");
        return;
    }
    const char *word = game->kinds->kinds[m->cause_kind - 1].shout;
    int len = (int)strlen(word);
    if (len > 0 && word[len - 1] == 's')
        len--;
    msglog_format(out, size, "heard the %s's %.*s", name, len, word[0] ? word : "shout");
}

/* A give-up's number packs how the hunter lost the player and its number
 * (how + GAVE_UP_HOWS * n): the count of causes when saves first held it,
 * fixed, so a cause added to cause.def reads old saves the same. */
#define GAVE_UP_HOWS 28
_Static_assert(CAUSE_LOST_RANGE < GAVE_UP_HOWS && CAUSE_LOST_CORNER < GAVE_UP_HOWS &&
                   CAUSE_LOST_DOOR < GAVE_UP_HOWS,
               "a give-up's number packs how the hunter lost the player below GAVE_UP_HOWS");

int why_gave_up(const struct monster *m)
{
    return m->cause + GAVE_UP_HOWS * m->cause_arg;
}

/* How a hunter lost the player: "you went beyond its sight of 7". */
static void lost_how(enum cause how, int n, char *out, size_t size)
{
    if (how == CAUSE_LOST_RANGE)
        msglog_format(out, size, "you went beyond its sight of %d", n);
    else if (how == CAUSE_LOST_DOOR)
        msglog_format(out, size, "you went through a door it cannot open");
    else
        msglog_format(out, size, "you went round a corner");
}

/* A noise heard: "heard the jackal's howl", and how far where far is
 * true ("... 7 steps away"). */
static void heard(const struct game *game, const struct monster *m, char *out, size_t size,
                  bool far)
{
    const char *kind = named_kind(game, m);
    char noun[64];
    if (m->cause == CAUSE_HEARD_SHRIEK)
        msglog_format(noun, sizeof noun, kind ? "heard the %s's shriek" : "heard a shriek", kind);
    else if (m->cause == CAUSE_HEARD_SHOUT)
        shout_noun(game, m, noun, sizeof noun);
    else
        msglog_format(noun, sizeof noun, "%s", cause_words((enum cause)m->cause));
    int n = m->cause_arg;
    if (far)
        msglog_format(out, size, "%s %d %s away", noun, n, n == 1 ? "step" : "steps");
    else
        msglog_format(out, size, "%s", noun);
}

/* The cause's own words, in full, without when: "heard the fight 6 steps
 * away"; without how far where far is false ("heard the fight"), for the
 * log, where alike lines are counted as one. */
static void cause_in_full(const struct game *game, const struct monster *m, char *out, size_t size,
                          bool far)
{
    int n = m->cause_arg;
    const char *kind = named_kind(game, m);
    char noun[64];
    switch ((enum cause)m->cause) {
    case CAUSE_SAW_YOU:
        if (far)
            msglog_format(out, size, "saw you %d %s away", n, n == 1 ? "cell" : "cells");
        else
            msglog_format(out, size, "saw you");
        return;
    case CAUSE_HEARD_FIGHT:
    case CAUSE_HEARD_MISSILE:
    case CAUSE_HEARD_BURST:
    case CAUSE_HEARD_NOISE:
    case CAUSE_HEARD_SHRIEK:
    case CAUSE_HEARD_SHOUT:
        heard(game, m, out, size, far);
        return;
    case CAUSE_STRUCK:
        if (kind)
            msglog_format(out, size, "struck by your %s", kind);
        else
            msglog_format(out, size, "struck by you");
        return;
    case CAUSE_MATE_DIED:
        msglog_format(out, size, "saw a packmate die%s", n ? "; its leader stands" : "");
        return;
    case CAUSE_LEADER_FELL:
        msglog_format(out, size, "saw its leader fall");
        return;
    case CAUSE_MATE_FLED:
        msglog_format(out, size, "saw a packmate flee%s", n ? "; its leader stands" : "");
        return;
    case CAUSE_BADLY_HURT:
        msglog_format(out, size, "badly hurt");
        return;
    case CAUSE_SCARED:
        msglog_format(out, size, "frightened by magic");
        return;
    case CAUSE_FEAR_ENDED:
        msglog_format(out, size, "its fear ran out");
        return;
    case CAUSE_HEALED:
        msglog_format(out, size, "healed past two thirds of its health");
        return;
    case CAUSE_LOST_RANGE:
    case CAUSE_LOST_CORNER:
    case CAUSE_LOST_DOOR:
        lost_how((enum cause)m->cause, n, noun, sizeof noun);
        msglog_format(out, size, "lost you: %s", noun);
        return;
    case CAUSE_GAVE_UP:
        if (n == 0) {
            msglog_format(out, size, "gave up searching where it lost you");
            return;
        }
        lost_how((enum cause)(n % GAVE_UP_HOWS), n / GAVE_UP_HOWS, noun, sizeof noun);
        msglog_format(out, size, "gave up: %s", noun);
        return;
    case CAUSE_TRAIL:
        msglog_format(out, size, "found your trail by scent");
        return;
    case CAUSE_FOLLOWED:
        msglog_format(out, size, "followed you down the stairs");
        return;
    case CAUSE_SLEPT:
        msglog_format(out, size, "put to sleep by magic");
        return;
    case CAUSE_VANISHED:
        msglog_format(out, size, "sent far off by magic");
        return;
    case CAUSE_FOUND_OUT:
        msglog_format(out, size, "found out hiding as an item");
        return;
    case CAUSE_FREED:
        msglog_format(out, size, "freed from its cage by you");
        return;
    case CAUSE_PACK_WOKE:
        msglog_format(out, size, "woken by its pack");
        return;
    case CAUSE_TURNED:
        msglog_format(
            out, size, "%s as it fled: it will not flee again", n ? "struck" : "cornered");
        return;
    case CAUSE_STOLE:
        msglog_format(out, size, "stole from you");
        return;
    case CAUSE_NONE:
    case CAUSE_COUNT:
        break;
    }
    out[0] = 0;
}

int why_when(const struct game *game, const struct monster *m, char *out, size_t size)
{
    int ago = game->run.turn - m->cause_turn;
    if (ago <= 0)
        return msglog_format(out, size, "this turn");
    return msglog_format(out, size, "%d %s ago", ago, ago == 1 ? "turn" : "turns");
}

int why_full(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (size == 0)
        return 0;
    out[0] = 0;
    if (m->cause == CAUSE_NONE)
        return 0;
    char cause[WHY_LINE], when[24];
    cause_in_full(game, m, cause, sizeof cause, true);
    why_when(game, m, when, sizeof when);
    return msglog_format(out, size, "%s, %s", cause, when);
}

int why_said(const struct game *game, const struct monster *m, bool far, char *out, size_t size)
{
    if (size == 0)
        return 0;
    out[0] = 0;
    char cause[WHY_LINE];
    cause_in_full(game, m, cause, sizeof cause, far);
    if (!cause[0])
        return 0;
    /* Said of the monster as what happened to it, or as what the player
     * did (a loss); the rest are what it did: "it heard the fight". */
    switch ((enum cause)m->cause) {
    case CAUSE_LOST_RANGE:
    case CAUSE_LOST_CORNER:
    case CAUSE_LOST_DOOR:
        return msglog_format(out, size, "%s", cause + sizeof "lost you: " - 1);
    case CAUSE_PACK_WOKE:
        return msglog_format(out, size, "its pack woke it");
    case CAUSE_TURNED:
        return msglog_format(out, size, "it will not flee again");
    case CAUSE_FEAR_ENDED:
        return msglog_format(out, size, "%s", cause);
    case CAUSE_BADLY_HURT:
        return msglog_format(out, size, "it is %s", cause);
    case CAUSE_STRUCK:
    case CAUSE_SCARED:
    case CAUSE_FOUND_OUT:
    case CAUSE_SLEPT:
    case CAUSE_VANISHED:
    case CAUSE_FREED:
        return msglog_format(out, size, "it was %s", cause);
    default:
        return msglog_format(out, size, "it %s", cause);
    }
}

void why_announce(struct game *game, const struct monster *m, const char *what)
{
    char said[WHY_LINE], line[MSGLOG_LINE];
    why_said(game, m, false, said, sizeof said);
    msglog_format(line, sizeof line, "%s%s%s.", what, said[0] ? ": " : "", said);
    world_announce(game, m, line);
}

enum cause why_lost(const struct game *game, const struct monster *m, int *sight)
{
    const struct map *map = &game->floor.map;
    struct pos at = m->base.pos, player = game->run.player.pos;
    const struct game_caches *c = &game->cache;
    const uint8_t *line = c->line_apart ? c->sight_line : c->visible;
    int s = m->base.sight;
    if (status_has(&game->run.player, STATUS_DARKENED))
        s = (s + WORLD_DARK_SIGHT_DIVISOR - 1) / WORLD_DARK_SIGHT_DIVISOR;
    *sight = s;
    if (map_in_bounds(map, at.x, at.y) && line[map_index(map, at.x, at.y)])
        return CAUSE_LOST_RANGE;
    if (!world_has(game, m, TRAIT_OPENS_DOORS) && why_shut_door_between(game, at, player))
        return CAUSE_LOST_DOOR;
    return CAUSE_LOST_CORNER;
}

bool why_shut_door_between(const struct game *game, struct pos a, struct pos b)
{
    const struct map *map = &game->floor.map;
    enum { LINE_MAX = 2 * KIND_SIGHT_MAX + 2 };
    struct pos cells[LINE_MAX];
    int n = grid_line(a, b, cells, LINE_MAX);
    for (int i = 1; i < n - 1 && i < LINE_MAX; i++)
        if (map_in_bounds(map, cells[i].x, cells[i].y) &&
            map->tiles[map_index(map, cells[i].x, cells[i].y)] == TILE_DOOR_CLOSED)
            return true;
    return false;
}
