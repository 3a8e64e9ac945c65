#include "speech.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/status.h"
#include "murk/rules/look.h"
#include "murk/rules/why.h"
#include "in_use.h"
#include "mind_list.h"

void speech_clear(struct speech *s)
{
    s->count = 0;
}

void speech_add(struct speech *s, const char *fmt, ...)
{
    if (s->count >= SPEECH_LINES)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->lines[s->count], SPEECH_LINE, fmt, ap);
    va_end(ap);
    if (s->lines[s->count][0])
        s->count++;
}

void speech_where(struct pos from, struct pos to, char *out, size_t size)
{
    int dx = to.x - from.x, dy = to.y - from.y;
    char across[24] = "", down[24] = "";
    if (dx)
        snprintf(across, sizeof across, "%d %s", abs(dx), dx > 0 ? "east" : "west");
    if (dy)
        snprintf(down, sizeof down, "%d %s", abs(dy), dy > 0 ? "south" : "north");
    if (!dx && !dy)
        snprintf(out, size, "here");
    else
        snprintf(out, size, "%s%s%s", across, dx && dy ? " " : "", down);
}

/* A symbol's name as a reader's user hears it, or NULL. */
static const char *symbol_name(char c)
{
    static const struct {
        char symbol;
        const char *name;
    } names[] = {{'>', "greater-than"}, {'<', "less-than"}, {'_', "underscore"},
                 {',', "comma"},        {'.', "period"},    {';', "semicolon"},
                 {':', "colon"},        {'?', "question mark"}, {'@', "at sign"},
                 {'/', "slash"},        {'\\', "backslash"}, {'*', "star"},
                 {'-', "minus"},        {'+', "plus"},      {'=', "equals"},
                 {'!', "exclamation mark"}, {'"', "quote"}, {'\'', "apostrophe"},
                 {'#', "hash"},         {'$', "dollar"},    {'%', "percent"},
                 {'&', "ampersand"},    {'^', "caret"},     {'~', "tilde"},
                 {'`', "backtick"},     {'|', "bar"},       {'[', "left bracket"},
                 {']', "right bracket"}, {'{', "left brace"}, {'}', "right brace"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].symbol == c)
            return names[i].name;
    return NULL;
}

void speech_spell_symbols(const char *text, char *out, size_t size)
{
    size_t at = 0;
    if (size == 0)
        return;
    out[0] = 0;
    for (const char *p = text; *p && at + 1 < size;) {
        size_t len = strcspn(p, " ");
        /* A word of one symbol, or one in parentheses: "(>". */
        const char *symbol = NULL;
        if (len == 1)
            symbol = symbol_name(p[0]);
        else if (len == 2 && p[0] == '(')
            symbol = symbol_name(p[1]);
        int n = symbol ? snprintf(out + at, size - at, "%.*s %s", (int)len, p, symbol)
                       : snprintf(out + at, size - at, "%.*s", (int)len, p);
        if (n < 0 || (size_t)n >= size - at) {
            out[size - 1] = 0;
            return;
        }
        at += (size_t)n;
        p += len;
        while (*p == ' ' && at + 1 < size) {
            out[at++] = *p++;
            out[at] = 0;
        }
    }
}

/* A step's direction in a word: "east", "north-west". */
static const char *direction_word(int dx, int dy)
{
    static const char *const words[3][3] = {{"north-west", "north", "north-east"},
                                            {"west", "nowhere", "east"},
                                            {"south-west", "south", "south-east"}};
    dx = dx < 0 ? 0 : dx > 0 ? 2 : 1;
    dy = dy < 0 ? 0 : dy > 0 ? 2 : 1;
    return words[dy][dx];
}

static uint64_t text_hash(const char *text)
{
    uint64_t h = 14695981039346656037ULL;
    for (; *text; text++)
        h = (h ^ (unsigned char)*text) * 1099511628211ULL;
    return h;
}

/* The nearest perceived monster hunting the player, or -1. */
static int nearest_hunter(const struct game *game)
{
    int best = -1, best_d = 0;
    struct pos me = game->run.player.pos;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (!world_perceived(game, i) || mind_awareness(game, m) != AWARE_HUNTING)
            continue;
        int d = grid_distance(m->base.pos, me);
        if (best < 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
}

void speech_seen_take(const struct game *game, struct speech_seen *seen)
{
    const struct msglog *log = &game->run.log;
    seen->said = log->said;
    seen->lines = log->count;
    for (int age = 0; age < 2; age++) {
        const struct msg *m = msglog_get(log, age);
        seen->newest[age] = m ? text_hash(m->text) : 0;
        seen->repeats[age] = m ? m->repeat : 0;
    }
    seen->depth = game->run.depth;
    seen->player = game->run.player.pos;
    seen->count = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        if (!world_perceived(game, i))
            continue;
        const struct monster *m = &game->floor.monsters[i];
        seen->ids[seen->count] = m->id;
        seen->states[seen->count] = (int)mind_awareness(game, m);
        seen->count++;
    }
    int hunter = nearest_hunter(game);
    seen->nearest_hunter = hunter >= 0 ? game->floor.monsters[hunter].id : 0;
    if (hunter >= 0)
        seen->hunter_at = (struct pos){game->floor.monsters[hunter].base.pos.x - seen->player.x,
                                       game->floor.monsters[hunter].base.pos.y - seen->player.y};
}

/* Where id stood in seen, or -1. */
static int seen_index(const struct speech_seen *seen, int id)
{
    for (int i = 0; i < seen->count; i++)
        if (seen->ids[i] == id)
            return i;
    return -1;
}

/* How many lines the log has gained since before. A message said again
 * as one of the two newest lines adds no line, only to its count
 * (msglog.h): until the ring is full its lines count up; after, the line
 * that was newest is looked for. */
static int fresh_lines(const struct msglog *log, const struct speech_seen *before)
{
    if (log->said == before->said)
        return 0;
    if (log->count < MSGLOG_CAPACITY)
        return log->count - before->lines;
    for (int age = 0; age < log->count; age++) {
        const struct msg *m = msglog_get(log, age);
        if (text_hash(m->text) == before->newest[0] && m->repeat >= before->repeats[0])
            return age;
    }
    return log->count;
}

/* The game's messages said since before, oldest first: those said again
 * on one of the lines that were newest, then the new lines. */
static int news_messages(const struct game *game, const struct speech_seen *before,
                         struct speech *out)
{
    const struct msglog *log = &game->run.log;
    int fresh = fresh_lines(log, before);
    for (int old = 1; old >= 0; old--) {
        const struct msg *m = msglog_get(log, fresh + old);
        if (m && text_hash(m->text) == before->newest[old] && m->repeat > before->repeats[old])
            speech_add(out, "%s", m->text);
    }
    for (int age = fresh - 1; age >= 0; age--) {
        const struct msg *m = msglog_get(log, age);
        if (m)
            speech_add(out, "%s", m->text);
    }
    return fresh;
}

/* The step or the walk, and what lies where it ended. */
static void news_moves(const struct game *game, const struct speech_seen *before,
                       const struct pos *step_dir, bool said_any, struct speech *out)
{
    struct pos now = game->run.player.pos;
    if (game->run.depth != before->depth || game->run.over)
        return;
    if (grid_eq(now, before->player)) {
        /* A step that took the player nowhere and that the game said
         * nothing of: what stood in the way. */
        if (step_dir && !said_any) {
            struct pos to = {now.x + step_dir->x, now.y + step_dir->y};
            char what[SPEECH_LINE];
            look_describe(game, to, what, sizeof what);
            speech_add(out, "No way %s: %s", direction_word(step_dir->x, step_dir->y), what);
        }
        return;
    }
    int dx = now.x - before->player.x, dy = now.y - before->player.y;
    if (abs(dx) <= 1 && abs(dy) <= 1) {
        speech_add(out, "You step %s.", direction_word(dx, dy));
    } else {
        char where[48];
        speech_where(before->player, now, where, sizeof where);
        speech_add(out, "You walk, and stop %s of where you were.", where);
    }
    char things[SPEECH_LINE];
    if (look_things_at(game, now, things, sizeof things) > 0)
        speech_add(out, "Here: %s.", things);
    if (world_stairs_at(game, now))
        speech_add(out, "The stairs down are here.");
}

/* A monster's name, mind and why, and where it is: "goblin, hunting you
 * (it saw you 3 turns ago), 3 east 2 north". */
static void monster_words(const struct game *game, const struct monster *m, int many,
                          char *out, size_t size)
{
    char where[48], why[WHY_LINE], cause[WHY_LINE + 8] = "";
    speech_where(game->run.player.pos, m->base.pos, where, sizeof where);
    if (why_full(game, m, why, sizeof why) > 0)
        snprintf(cause, sizeof cause, " (%s)", why);
    const char *name = world_kind_of(game, m)->name;
    if (many > 1)
        snprintf(out, size, "%d %ss, %s%s, the nearest %s", many, name,
                 look_monster_mind(game, m).state, cause, where);
    else
        snprintf(out, size, "%s, %s%s, %s", name, look_monster_mind(game, m).state, cause, where);
}

/* Whether a line told already names the monster's kind: the game has
 * told of it (a message said again counts too). */
static bool named_since(const struct speech *out, const char *name)
{
    for (int i = 0; i < out->count; i++)
        if (strstr(out->lines[i], name))
            return true;
    return false;
}

static void news_monsters(const struct game *game, const struct speech_seen *before,
                          struct speech *out)
{
    if (game->run.depth != before->depth)
        return;
    struct mind_row rows[GAME_MAX_MONSTERS];
    int n = mind_list(game, rows);
    bool told[GAME_MAX_MONSTERS] = {false};
    for (int i = 0; i < n; i++) {
        if (told[i])
            continue;
        const struct monster *m = &game->floor.monsters[rows[i].slot];
        int was = seen_index(before, m->id);
        enum awareness a = mind_awareness(game, m);
        if (was >= 0) {
            if (before->states[was] != (int)a &&
                !named_since(out, world_kind_of(game, m)->name)) {
                char words[SPEECH_LINE];
                monster_words(game, m, 1, words, sizeof words);
                speech_add(out, "Now %s.", words);
            }
            continue;
        }
        /* Come into view: with the others of its kind and mind that came
         * with it, nearest first as the list has them. */
        int many = 1;
        for (int j = i + 1; j < n; j++) {
            const struct monster *o = &game->floor.monsters[rows[j].slot];
            if (!told[j] && o->kind == m->kind && seen_index(before, o->id) < 0 &&
                mind_awareness(game, o) == a) {
                told[j] = true;
                many++;
            }
        }
        char words[SPEECH_LINE];
        monster_words(game, m, many, words, sizeof words);
        speech_add(out, "In view: %s.", words);
    }
    /* Out of view, and not dead (a death is the game's to tell). */
    char gone[SPEECH_LINE] = "";
    size_t used = 0;
    for (int i = 0; i < before->count; i++) {
        int slot = world_monster_by_id(game, before->ids[i]);
        if (slot < 0 || world_perceived(game, slot))
            continue;
        const struct monster *m = &game->floor.monsters[slot];
        if (m->base.health <= 0)
            continue;
        int w = snprintf(gone + used, sizeof gone - used, "%s%s", used ? ", " : "",
                         world_kind_of(game, m)->name);
        if (w < 0 || (size_t)w >= sizeof gone - used)
            break;
        used += (size_t)w;
    }
    if (used)
        speech_add(out, "Out of view: %s.", gone);
    /* The nearest hunter, where it moved or another is nearer now; not
     * one just told of as come into view. */
    int hunter = nearest_hunter(game);
    if (hunter < 0)
        return;
    const struct monster *h = &game->floor.monsters[hunter];
    struct pos me = game->run.player.pos;
    struct pos rel = {h->base.pos.x - me.x, h->base.pos.y - me.y};
    bool known = seen_index(before, h->id) >= 0;
    if (known && (h->id != before->nearest_hunter || !grid_eq(rel, before->hunter_at)) &&
        !named_since(out, world_kind_of(game, h)->name)) {
        char where[48];
        speech_where(me, h->base.pos, where, sizeof where);
        speech_add(out, "The %s, hunting you, is %s.", world_kind_of(game, h)->name, where);
    }
}

void speech_news(const struct game *game, const struct speech_seen *before,
                 const struct pos *step_dir, struct speech *out)
{
    speech_clear(out);
    news_messages(game, before, out);
    news_moves(game, before, step_dir, out->count > 0, out);
    news_monsters(game, before, out);
}

/* The in-view key's monsters: each group of the minds pane on a line. */
static void in_view_monsters(const struct game *game, struct speech *out)
{
    struct mind_row rows[GAME_MAX_MONSTERS];
    int n = mind_list(game, rows);
    for (int i = 0; i < n;) {
        int members = 1;
        while (i + members < n && rows[i + members].place == MIND_FOLLOWS)
            members++;
        const struct monster *m = &game->floor.monsters[rows[i].slot];
        char where[48], name[80];
        /* A band is told by its nearest member's place. */
        struct pos nearest = m->base.pos, me = game->run.player.pos;
        for (int k = 1; k < members; k++) {
            struct pos p = game->floor.monsters[rows[i + k].slot].base.pos;
            if (grid_distance(p, me) < grid_distance(nearest, me))
                nearest = p;
        }
        speech_where(me, nearest, where, sizeof where);
        if (members > 1)
            snprintf(name, sizeof name, "%s band of %d", world_kind_of(game, m)->name, members);
        else
            snprintf(name, sizeof name, "%s", world_kind_of(game, m)->name);
        /* An ally or the captive says so in its state ("your ally",
         * "caged"), and where it is: never "beside you" of one far off. */
        struct pos to;
        bool has_to;
        speech_add(out, "%s, %s, %s, %s.", name, look_monster_mind(game, m).state,
                   mind_aim_words(mind_aim_of(game, m, &to, &has_to)), where);
        i += members;
    }
}

/* The items in sight, nearest first. */
static void in_view_items(const struct game *game, struct speech *out)
{
    const struct item_floor *items = &game->floor.items;
    struct pos me = game->run.player.pos;
    int order[ITEM_FLOOR_MAX], n = 0;
    for (int i = 0; i < items->count; i++) {
        struct pos p = items->items[i].pos;
        if (!world_sees(game, p) || world_monster_at(game, p) >= 0)
            continue;
        /* One line a cell: its top item stands for the pile. */
        bool again = false;
        for (int k = 0; k < n; k++)
            again |= grid_eq(items->items[order[k]].pos, p);
        if (!again)
            order[n++] = i;
    }
    for (int a = 1; a < n; a++)
        for (int b = a; b > 0 && grid_distance(items->items[order[b]].pos, me) <
                                     grid_distance(items->items[order[b - 1]].pos, me);
             b--) {
            int t = order[b];
            order[b] = order[b - 1];
            order[b - 1] = t;
        }
    for (int k = 0; k < n; k++) {
        struct pos p = items->items[order[k]].pos;
        char things[SPEECH_LINE / 2], where[48];
        look_things_at(game, p, things, sizeof things);
        speech_where(me, p, where, sizeof where);
        speech_add(out, "On the floor: %s, %s.", things, where);
    }
}

void speech_in_view(const struct game *game, struct speech *out)
{
    speech_clear(out);
    in_view_monsters(game, out);
    if (out->count == 0)
        speech_add(out, "No monster in view.");
    in_view_items(game, out);
    struct pos stairs = world_stairs_down(game);
    const struct map *map = &game->floor.map;
    if (stairs.x >= 0 && map->remembered[map_index(map, stairs.x, stairs.y)]) {
        char where[48];
        speech_where(game->run.player.pos, stairs, where, sizeof where);
        speech_add(out, "Stairs down, %s%s.", where,
                   world_sees(game, stairs) ? "" : ", remembered");
    }
}

void speech_state(const struct game *game, struct speech *out)
{
    speech_clear(out);
    const struct entity *p = &game->run.player;
    speech_add(out, "Health %d of %d. Depth %d, turn %d.", p->health > 0 ? p->health : 0,
               p->health_max, game->run.depth, game->run.turn);
    char statuses[SPEECH_LINE] = "";
    size_t used = 0;
    for (int s = 0; s < STATUS_COUNT; s++) {
        if (p->status[s] <= 0)
            continue;
        int w = snprintf(statuses + used, sizeof statuses - used, "%s%s for %d turns",
                         used ? ", " : "", status_name((enum status)s), p->status[s]);
        if (w < 0 || (size_t)w >= sizeof statuses - used)
            break;
        used += (size_t)w;
    }
    speech_add(out, "%s%s.", used ? "" : "No status", statuses);
    char name[80], fires[80];
    speech_add(out, "Wielding %s.", in_use_weapon(game, name, sizeof name) ? name : "nothing");
    speech_add(out, "Wearing %s.", in_use_armour(game, name, sizeof name) ? name : "no armour");
    if (in_use_launcher(game, name, sizeof name))
        speech_add(out, "Readied: %s.", name);
    in_use_firing(game, fires, sizeof fires);
    if (fires[0])
        speech_add(out, "Quiver: %s.", fires);
}
