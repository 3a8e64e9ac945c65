#include "cursor.h"

#include "keymap.h"
#include "murk/rules/look.h"
#include "murk/rules/missile.h"
#include "murk/world/place_cage.h"
#include "draw_map.h"
#include "draw_recall.h"
#include "frame.h"
#include "input.h"
#include "menus.h"

bool cursor_clicked_cell(struct ui *ui, struct pos *cell)
{
    MEVENT event;
    if (getmouse(&event) != OK || ui->screen.too_small)
        return false;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED)))
        return false;
    int y = event.y, x = event.x;
    if (!wmouse_trafo(ui->screen.map, &y, &x, FALSE))
        return false;
    struct pos origin = map_view_origin(ui);
    *cell = (struct pos){origin.x + x, origin.y + y};
    return map_in_bounds(&ui->game->floor.map, cell->x, cell->y);
}

static void clamp_to_map(const struct map *map, struct pos *p)
{
    if (p->x < 0)
        p->x = 0;
    if (p->y < 0)
        p->y = 0;
    if (p->x >= map->width)
        p->x = map->width - 1;
    if (p->y >= map->height)
        p->y = map->height - 1;
}

struct pos cursor_way_on(const struct game *game, struct pos from)
{
    const struct map *map = &game->floor.map;
    if (game->floor.has_lamp)
        return map->remembered[map_index(map, game->floor.lamp.x, game->floor.lamp.y)]
                   ? game->floor.lamp
                   : from;
    for (int i = 0; i < map->width * map->height; i++)
        if (map->tiles[i] == TILE_STAIRS && map->remembered[i])
            return (struct pos){i % map->width, i / map->width};
    return from;
}

static bool chooses(const struct cursor_keys *keys, int key)
{
    if (keys->again != CMD_NONE && (int)keymap_lookup(key).command == keys->again)
        return true;
    for (int i = 0; i < CURSOR_CHOOSE_KEYS && keys->choose[i]; i++)
        if (keys->choose[i] == key)
            return true;
    return false;
}

/* The keys every cursor shares, through the keymap; false when the key
 * ends the cursor. */
static bool obey_shared(struct ui *ui, int key)
{
    struct key_command kc = keymap_lookup(key);
    switch (kc.command) {
    case CMD_MOVE:
    case CMD_RUN: /* a capital moves the cursor eight cells */
        for (int i = 0; i < (kc.command == CMD_RUN ? 8 : 1); i++)
            ui->look_at = grid_add(ui->look_at, kc.dir);
        clamp_to_map(&ui->game->floor.map, &ui->look_at);
        break;
    case CMD_NEXT_MONSTER:
        ui->look_at = look_next_monster(ui->game, ui->look_at);
        break;
    case CMD_HELP:
        menus_help(ui);
        break;
    case CMD_REDRAW:
        clearok(curscr, TRUE);
        break;
    case CMD_CANCEL:
    case CMD_LOOK:
    case CMD_QUIT:
        return false;
    default:
        break;
    }
    return true;
}

/* Enter or v: the recall of the monster under the cursor, if one is seen
 * there, until a key other than a resize; then the map again. Returns
 * whether the key was one of these. */
static bool describe(struct ui *ui, int key)
{
    bool asks = key == '\r' || key == '\n' || key == KEY_ENTER ||
                keymap_lookup(key).command == CMD_DESCRIBE;
    if (!asks)
        return false;
    int slot = world_monster_at(ui->game, ui->look_at);
    if (slot < 0 || !world_perceived(ui->game, slot))
        return true;
    for (;;) {
        draw_recall(ui, slot);
        int next = ui_read_key(ui);
        if (next != KEY_RESIZE && next != ERR)
            break;
    }
    ui_touch_all(ui);
    return true;
}

bool cursor_run(struct ui *ui, struct pos start, const struct cursor_keys *keys, struct pos *chosen)
{
    bool done = false;
    ui->looking = true;
    ui->look_purpose = keys->purpose;
    ui->look_at = start;
    while (ui->looking) {
        ui_draw_all(ui);
        int key = ui_read_key(ui);
        if (key == KEY_GONE)
            ui->looking = false;
        if (key == KEY_RESIZE || key == ERR || key == KEY_GONE || ui->screen.too_small)
            continue;
        if (key == KEY_MOUSE) {
            struct pos cell;
            if (cursor_clicked_cell(ui, &cell)) {
                ui->look_at = cell;
                done = keys->click_chooses;
                ui->looking = !done;
            }
        } else if (chooses(keys, key)) {
            done = true;
            ui->looking = false;
        } else if (keys->describes && describe(ui, key)) {
            continue;
        } else if (keys->jump_key && key == keys->jump_key) {
            ui->look_at = keys->jump(ui, ui->look_at);
        } else {
            ui->looking = obey_shared(ui, key);
        }
    }
    if (chosen)
        *chosen = ui->look_at;
    return done;
}

static struct pos way_on_jump(const struct ui *ui, struct pos at)
{
    return cursor_way_on(ui->game, at);
}

const struct cursor_keys cursor_look = {.purpose = LOOK_LOOK, .describes = true};

const struct cursor_keys cursor_travel = {
    .purpose = LOOK_TRAVEL,
    .choose = {'.', '_', ',', '\r', '\n', KEY_ENTER},
    .jump_key = '>',
    .jump = way_on_jump,
    .click_chooses = true,
};

/* A target: a living monster the player perceives (seen or sensed), not
 * an ally nor a cage's captive (a missile's aim is never theirs; the
 * cursor can still be moved onto them). */
static bool target_in_view(const struct game *game, int slot)
{
    return world_perceived(game, slot) && !game->floor.monsters[slot].ally &&
           slot != place_captive(game);
}

/* How soon a target comes in the aiming order: awake and within reach of
 * what would fly (0), asleep within reach (1), out of reach (2). */
static int reach_rank(const struct game *game, int slot, int range)
{
    const struct monster *m = &game->floor.monsters[slot];
    if (missile_reach(game, game->run.player.pos, m->base.pos, range, NULL) != MISSILE_REACHES)
        return 2;
    return m->state == STATE_ASLEEP;
}

/* Whether monster a comes before monster b in the aiming order: by
 * reach_rank, then nearer the player first (the king's move), the lower
 * slot on a tie. */
static bool nearer(const struct game *game, int range, int a, int b)
{
    int ra = reach_rank(game, a, range), rb = reach_rank(game, b, range);
    if (ra != rb)
        return ra < rb;
    struct pos from = game->run.player.pos;
    int da = grid_distance(from, game->floor.monsters[a].base.pos);
    int db = grid_distance(from, game->floor.monsters[b].base.pos);
    return da != db ? da < db : a < b;
}

/* The monster cursor_target_start starts on, or -1. */
static int first_target(const struct game *game, int range)
{
    int last = game->floor.last_target - 1;
    if (last >= 0 && target_in_view(game, last) && reach_rank(game, last, range) == 0)
        return last;
    int first = -1;
    for (int i = 0; i < game->floor.monster_count; i++)
        if (target_in_view(game, i) && (first < 0 || nearer(game, range, i, first)))
            first = i;
    return first;
}

struct pos cursor_target_start(const struct game *game, int range)
{
    int slot = first_target(game, range);
    return slot >= 0 ? game->floor.monsters[slot].base.pos : game->run.player.pos;
}

struct pos cursor_next_target(const struct game *game, int range, struct pos at)
{
    /* The monster under the cursor, if one is seen there; the next is the
     * first of those after it in the order, else the first of all. */
    int here = world_monster_at(game, at);
    if (!target_in_view(game, here))
        here = -1;
    int first = -1, next = -1;
    for (int i = 0; i < game->floor.monster_count; i++) {
        if (!target_in_view(game, i) || i == here)
            continue;
        if (first < 0 || nearer(game, range, i, first))
            first = i;
        if (here >= 0 && nearer(game, range, here, i) && (next < 0 || nearer(game, range, i, next)))
            next = i;
    }
    int to = next >= 0 ? next : first;
    return to >= 0 ? game->floor.monsters[to].base.pos : at;
}

static struct pos next_target_jump(const struct ui *ui, struct pos at)
{
    return cursor_next_target(ui->game, ui->aim_range, at);
}

/* The keys that let fly: the key that brought the cursor out, . and Enter;
 * Tab goes to the next monster by distance, and a click lets fly at once. */
#define CURSOR_TARGET(purpose_, command)                                                           \
    {                                                                                              \
        .purpose = (purpose_), .choose = {'.', '\r', '\n', KEY_ENTER}, .again = (command),         \
        .jump_key = '\t', .jump = next_target_jump, .click_chooses = true                          \
    }

static const struct cursor_keys cursor_fire = CURSOR_TARGET(LOOK_FIRE, CMD_FIRE);
static const struct cursor_keys cursor_throw = CURSOR_TARGET(LOOK_THROW, CMD_THROW);
static const struct cursor_keys cursor_read = CURSOR_TARGET(LOOK_READ, CMD_READ);
static const struct cursor_keys cursor_zap = CURSOR_TARGET(LOOK_ZAP, CMD_ZAP);

bool cursor_aim(struct ui *ui, struct action *action)
{
    int range = game_missile_range(ui->game, *action);
    if (range == 0)
        return true; /* nothing would fly: the game says so, and takes no turn */
    const struct cursor_keys *keys = action->kind == ACTION_FIRE    ? &cursor_fire
                                     : action->kind == ACTION_THROW ? &cursor_throw
                                     : action->kind == ACTION_ZAP   ? &cursor_zap
                                                                    : &cursor_read;
    ui->aim_range = range;
    struct pos at;
    bool chosen = cursor_run(ui, cursor_target_start(ui->game, range), keys, &at);
    ui->aim_range = 0;
    if (chosen)
        action->cell = at;
    return chosen;
}
