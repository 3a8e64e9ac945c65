/* The morgue: a finished run told in plain text, one file a run, for the
 * player to read afterwards and a server to link to. */
#define _GNU_SOURCE /* O_NOFOLLOW, O_CLOEXEC, O_DIRECTORY */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "murk/base/enchant.h"
#include "murk/turn/game.h"
#include "murk/base/item_lore.h"
#include "murk/rules/look.h"
#include "murk/base/pack.h"
#include "murk/rules/wand.h"
#include "morgue.h"
#include "../files/files.h"

static void heading(FILE *out, const char *title)
{
    fprintf(out, "\n%s\n", title);
    for (const char *c = title; *c; c++)
        fputc('-', out);
    fputc('\n', out);
}

static void summary(FILE *out, const struct record *r, const struct game *game)
{
    char started[32], ended[32];
    record_time_text(started, sizeof started, "%Y-%m-%d %H:%M:%S UTC", (time_t)r->started);
    record_time_text(ended, sizeof ended, "%Y-%m-%d %H:%M:%S UTC", (time_t)r->ended);
    fprintf(out, "murk %s: the run of %s\n", r->version, r->name);
    fprintf(out, "\n");
    fprintf(out, "Name:      %s\n", r->name);
    fprintf(out, "Outcome:   %s, on turn %d\n", r->death, r->turns);
    fprintf(out, "Turn:      %d\n", r->turns);
    fprintf(out, "Floor:     %d of %d\n", r->depth, GAME_FLOORS);
    fprintf(out, "Points:    %d\n", r->points);
    fprintf(out, "Kills:     %d\n", r->kills);
    fprintf(out,
            "Seed:      %" PRIu64 "%s\n",
            r->seed,
            r->seeded ? " (chosen with --seed: a seeded run)" : "");
    fprintf(out, "Version:   %s\n", r->version);
    fprintf(out, "Started:   %s\n", started);
    fprintf(out, "Ended:     %s\n", ended);
    fprintf(out,
            "Debugging: %s\n",
            r->debug             ? "a debugging aid was used in this run"
            : game->run.no_debug ? "none used (off on this server)"
                                 : "none used");
}

/* The last messages in the order each was last said. A line said again is
 * counted on its line and carries the turn it was last said on; one that
 * alternates with the newest (a blow each way) is counted on the line
 * before it (msglog.c), so the log can hold a line said on turn 1279 above
 * one said on 1278. Listed by that turn (a stable sort: lines of one turn
 * keep the log's order), the morgue's turns never go back. */
static void messages(FILE *out, const struct game *game)
{
    heading(out, "The last messages");
    const struct msglog *log = &game->run.log;
    int shown = log->count < RECORD_MESSAGES ? log->count : RECORD_MESSAGES;
    if (shown == 0)
        fprintf(out, "  (none)\n");
    const struct msg *in_order[RECORD_MESSAGES];
    for (int i = 0; i < shown; i++) {
        const struct msg *m = msglog_get(log, shown - 1 - i);
        int at = i;
        for (; at > 0 && in_order[at - 1]->turn > m->turn; at--)
            in_order[at] = in_order[at - 1];
        in_order[at] = m;
    }
    for (int i = 0; i < shown; i++) {
        const struct msg *m = in_order[i];
        if (m->repeat > 1)
            fprintf(out, "  %6d  %s (x%d)\n", m->turn, m->text, m->repeat);
        else
            fprintf(out, "  %6d  %s\n", m->turn, m->text);
    }
}

static void pack(FILE *out, const struct game *game)
{
    heading(out, "The pack");
    const struct pack *p = &game->run.pack;
    const struct item_kind_list *kinds = game->item_kinds;
    if (!kinds || p->count == 0) {
        fprintf(out, "  (empty)\n");
        return;
    }
    int weapon = item_pack_weapon(p, kinds), armour = item_pack_armour(p, kinds);
    int order[ITEM_PACK_MAX];
    int n = item_pack_by_letter(p, order);
    for (int at = 0; at < n; at++) {
        int i = order[at];
        char name[ITEM_NAME_MAX], charges[16];
        item_pack_name(p, &game->run.lore, kinds, i, name, sizeof name);
        wand_charges_shown(p, &game->run.lore, kinds, i, charges, sizeof charges);
        fprintf(out,
                "  %c - %s%s%s\n",
                item_pack_letter(p, i),
                name,
                charges,
                i == weapon   ? " (wielded)"
                : i == armour ? " (worn)"
                              : "");
    }
}

static void identified(FILE *out, const struct game *game)
{
    heading(out, "Kinds identified");
    const struct item_kind_list *kinds = game->item_kinds;
    int n = 0;
    for (int k = 0; kinds && k < kinds->count; k++) {
        enum item_class class = kinds->kinds[k].class;
        /* Weapons and armour are known from the start: not learnt. */
        if ((class != ITEM_CLASS_POTION && class != ITEM_CLASS_SCROLL) ||
            !item_known(&game->run.lore, kinds, k))
            continue;
        char name[ITEM_NAME_MAX];
        item_true_name(kinds, k, name, sizeof name);
        fprintf(out, "  %s\n", name);
        n++;
    }
    if (n == 0)
        fprintf(out, "  (none)\n");
}

/* A cell as the player saw it: themselves, a monster perceived (seen or
 * sensed), then what is remembered (an item seen there, the Lamp, the stairs, floor, wall). */
static char seen_glyph(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    if (grid_eq(p, game->run.player.pos))
        return '@';
    int slot = world_monster_at(game, p);
    if (slot >= 0 && world_perceived(game, slot))
        return game->floor.monsters[slot].base.glyph;
    int i = map_index(map, p.x, p.y);
    if (!map->remembered[i])
        return ' ';
    int item = item_floor_at(&game->floor.items, p);
    if (item >= 0 && game->floor.items.items[item].seen && game->item_kinds)
        return item_glyph(game->item_kinds, game->floor.items.items[item].kind);
    if (game->floor.has_lamp && grid_eq(p, game->floor.lamp))
        return '*';
    static const char drawn[TILE_COUNT] = {
        [TILE_WALL] = '#', [TILE_FLOOR] = '.', [TILE_STAIRS] = '>', [TILE_WATER] = '~',
        [TILE_DOOR_CLOSED] = '+', [TILE_DOOR_OPEN] = '\'',
    };
    unsigned tile = map_remembered_tile(map, i); /* a door as last seen */
    return tile < TILE_COUNT && drawn[tile] ? drawn[tile] : '.';
}

static void floor_seen(FILE *out, const struct game *game)
{
    char title[64];
    snprintf(title, sizeof title, "Floor %d, as it was seen", game->run.depth);
    heading(out, title);
    const struct map *map = &game->floor.map;
    int x0 = map->width, x1 = -1, y0 = map->height, y1 = -1;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++)
            if (seen_glyph(game, (struct pos){x, y}) != ' ') {
                x0 = x < x0 ? x : x0;
                x1 = x > x1 ? x : x1;
                y0 = y < y0 ? y : y0;
                y1 = y > y1 ? y : y1;
            }
    for (int y = y0; y <= y1; y++) {
        char row[1024];
        int n = 0;
        for (int x = x0; x <= x1 && n + 1 < (int)sizeof row; x++)
            row[n++] = seen_glyph(game, (struct pos){x, y});
        while (n > 0 && row[n - 1] == ' ')
            n--;
        row[n] = 0;
        fprintf(out, "  %s\n", row);
    }
}

static void kills(FILE *out, const struct game *game)
{
    const struct game_run *run = &game->run;
    char title[64];
    snprintf(title, sizeof title, "Monsters killed: %d", run->kills);
    heading(out, title);
    int listed = 0;
    for (int i = 0; i < run->killed_kinds; i++) {
        const struct run_kill *k = &run->killed[i];
        const char *name = game->kinds && k->kind >= 0 && k->kind < game->kinds->count
                               ? game->kinds->kinds[k->kind].name
                               : "?";
        fprintf(out, "  %4d  %s\n", k->count, name);
        listed += k->count;
    }
    if (run->kills > listed)
        fprintf(out, "  %4d  of other kinds\n", run->kills - listed);
    if (run->kills == 0)
        fprintf(out, "  (none)\n");
}

/* The kinds met, each with what the player saw of it (look_recall). */
static void kinds_met(FILE *out, const struct game *game)
{
    const struct recall *recall = &game->run.recall;
    heading(out, "Monsters met");
    if (!game->kinds || recall->count == 0) {
        fprintf(out, "  (none)\n");
        return;
    }
    for (int i = 0; i < recall->count; i++) {
        int kind = recall->entries[i].kind;
        if (kind < 0 || kind >= game->kinds->count)
            continue;
        fprintf(out, "  %s\n", game->kinds->kinds[kind].name);
        char lines[RECALL_LINES][RECALL_LINE];
        int n = look_recall(game, kind, lines, RECALL_LINES);
        for (int l = 0; l < n; l++)
            fprintf(out, "    %s\n", lines[l]);
    }
}

void record_morgue_text(FILE *out, const struct record *r, const struct game *game)
{
    summary(out, r, game);
    messages(out, game);
    pack(out, game);
    identified(out, game);
    floor_seen(out, game);
    kills(out, game);
    kinds_met(out, game);
}

/* Writes the morgue's text to the open file fd (closed here), durably:
 * made in memory first and written by the file layer, as every byte murk
 * keeps is, so a disk that fills is met the same way everywhere. */
static int write_text(int fd, const struct record *r, const struct game *game)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out) {
        close(fd);
        return -1;
    }
    record_morgue_text(out, r, game);
    int bad = fclose(out) != 0 || files_write_all(fd, text, len) != 0 || fsync(fd) != 0;
    int err = errno;
    free(text);
    if (close(fd) != 0 && !bad) {
        bad = 1;
        err = errno;
    }
    errno = err ? err : EIO;
    return bad ? -1 : 0;
}

/* The morgue's file name: the run id in it, so a run has one morgue
 * however often its record is tried. */
static void morgue_name(char *out, size_t size, const struct record *r, const char *suffix)
{
    char date[32];
    record_time_text(date, sizeof date, "%Y%m%d-%H%M%S", (time_t)r->ended);
    snprintf(out, size, "%s-%s-%016" PRIx64 ".txt%s", r->name, date, r->run_id, suffix);
}

/* Whether the file name is NAME-*-RUNID followed by tail. */
static bool of_run(const char *file, const struct record *r, const char *tail)
{
    char end[48];
    snprintf(end, sizeof end, "-%016" PRIx64 "%s", r->run_id, tail);
    size_t len = strlen(file), name_len = strlen(r->name), end_len = strlen(end);
    return len > name_len + end_len && strncmp(file, r->name, name_len) == 0 &&
           file[name_len] == '-' && strcmp(file + len - end_len, end) == 0;
}

/* Whether the run already has its morgue (a record tried again): any file
 * NAME-*-RUNID.txt in the folder. A temporary one of the run that a kill
 * left (named by the time of that try, not this one's) is removed. */
static bool has_morgue(int morgue, const struct record *r)
{
    int fd = dup(morgue);
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d) {
        if (fd >= 0)
            close(fd);
        return false;
    }
    bool found = false;
    for (struct dirent *e = readdir(d); e && !found; e = readdir(d)) {
        found = of_run(e->d_name, r, ".txt");
        if (of_run(e->d_name, r, ".txt.tmp"))
            unlinkat(morgue, e->d_name, 0);
    }
    closedir(d);
    return found;
}

int record_morgue_write(const char *base, const struct record *r, const struct game *game,
                        char *path, size_t path_size, char *why, size_t why_size)
{
    int dir = files_open_dir(base, true, NULL, why, why_size);
    if (dir < 0)
        return EX_IOERR;
    char shown[RECORD_PATH_MAX];
    snprintf(shown, sizeof shown, "%s/morgue", base);
    int morgue = files_open_dir_at(dir, "morgue", shown, true, NULL, why, why_size);
    close(dir);
    if (morgue < 0)
        return EX_IOERR;
    record_give_mode(morgue, true);
    char file[RECORD_NAME_MAX + 96], tmp[RECORD_NAME_MAX + 96];
    morgue_name(file, sizeof file, r, "");
    morgue_name(tmp, sizeof tmp, r, ".tmp");
    if (path)
        snprintf(path, path_size, "%s/%s", shown, file);
    if (has_morgue(morgue, r)) {
        close(morgue);
        return EX_OK;
    }
    /* Written whole under a temporary name and only then given its own: a
     * morgue is never half a file, and a kill -9 leaves at most the
     * temporary one, written over when the record is tried again. */
    int fd = files_open_fresh(morgue, tmp, files_mode(FILES_RECORD));
    if (fd >= 0)
        record_give_mode(fd, false);
    int err = 0;
    if (fd < 0 || write_text(fd, r, game) != 0 || renameat(morgue, tmp, morgue, file) != 0 ||
        fsync(morgue) != 0)
        err = errno ? errno : EIO;
    if (err)
        unlinkat(morgue, tmp, 0);
    close(morgue);
    if (err) {
        snprintf(why, why_size, "cannot write %s/%s: %s", shown, file, files_open_reason(err));
        return EX_IOERR;
    }
    return EX_OK;
}
