/* draw_keys: the real front end plays a scripted 300-key game on a curses
 * screen opened (by ui_open, with newterm) on a pseudo-terminal of 80x24,
 * so that callgrind can count what drawing costs a key:
 *
 *   valgrind --tool=callgrind --toggle-collect=ui_draw_all draw_keys DATA_DIR [SEED]
 *
 * The keys are fed one group at a time from the front end's on_change hook,
 * which it calls before it draws and reads each key: the game is the same
 * game every run, key for key, however fast the machine. Curses is told
 * not to look ahead for typed keys (typeahead(-1)), so no frame is skipped.
 * Prints keys= and bytes= (what the terminal was sent) on stderr. */
#ifndef _XOPEN_SOURCE     /* curses' flags may set it already */
#define _XOPEN_SOURCE 700 /* posix_openpt, grantpt, unlockpt, ptsname */
#endif

#include <curses.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "murk/turn/game.h"
#include "term/ui.h"

enum { SEED = 2, KEYS = 300, MAX_GROUPS = KEYS };

struct script {
    char groups[MAX_GROUPS][8]; /* what one on_change sends: a key, or a short command */
    int count, next, keys;
    int master;        /* the terminal's other end */
    long bytes;        /* what the game sent to the terminal */
    volatile int over; /* the game ended: the death screen wants a q */
};

/* What a player does on a floor, more or less: walks in runs of a few steps
 * the same way, waits now and then, and every so often opens the pack, the
 * look cursor, the help or the message history, or redraws. From a fixed
 * generator, so every run is the same script. */
static void make_script(struct script *s)
{
    static const char moves[] = "hjklyubn";
    static const char *const extras[] = {
        "i\033", "xllj\033", "?\033", "\020\033", ":", "\022", "m", "m"};
    unsigned state = 12345;
    int extra = 0;
    char dir = 'l';
    while (s->keys < KEYS && s->count < MAX_GROUPS) {
        state = state * 1103515245u + 12345u;
        unsigned roll = (state >> 16) % 100;
        const char *group;
        char one[2] = {0, 0};
        if (roll < 4 && s->keys + 6 < KEYS) {
            group = extras[extra++ % (int)(sizeof extras / sizeof extras[0])];
        } else {
            if (roll < 30)
                dir = moves[(state >> 8) % 8];
            one[0] = roll < 36 ? '.' : dir;
            group = one;
        }
        snprintf(s->groups[s->count++], sizeof s->groups[0], "%s", group);
        s->keys += (int)strlen(group);
    }
}

static void feed(void *ctx, const struct game *game)
{
    struct script *s = ctx;
    /* The script's end saves and leaves; a death is left by the drainer,
     * since the death screen throws away what was typed before it. */
    if (game->run.over) {
        s->over = 1;
        return;
    }
    const char *group = s->next < s->count ? s->groups[s->next++] : "S";
    if (write(s->master, group, strlen(group)) < 0)
        perror("draw_keys: write");
}

static void *drain(void *arg)
{
    struct script *s = arg;
    char buf[4096];
    for (;;) {
        struct pollfd out = {.fd = s->master, .events = POLLIN};
        if (poll(&out, 1, 200) == 0) {
            if (s->over && write(s->master, "q", 1) < 0)
                return NULL;
            continue;
        }
        ssize_t n = read(s->master, buf, sizeof buf);
        if (n <= 0)
            return NULL;
        s->bytes += n;
    }
}

static int load(const char *dir, struct kind_list *kinds, struct item_kind_list *items)
{
    char path[1024];
    struct diag diag = {0};
    snprintf(path, sizeof path, "%s/monsters.txt", dir);
    if (kind_list_load(kinds, path, &diag) != 0)
        return -1;
    snprintf(path, sizeof path, "%s/items.txt", dir);
    return item_kind_list_load(items, path, &diag) != 0 ? -1 : 0;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "data";
    static struct kind_list kinds;
    static struct item_kind_list items;
    if (load(dir, &kinds, &items) != 0) {
        fprintf(stderr, "draw_keys: cannot load the data in %s\n", dir);
        return 1;
    }
    static struct script script;
    make_script(&script);

    script.master = posix_openpt(O_RDWR | O_NOCTTY);
    if (script.master < 0 || grantpt(script.master) != 0 || unlockpt(script.master) != 0) {
        perror("draw_keys: pseudo-terminal");
        return 1;
    }
    int slave = open(ptsname(script.master), O_RDWR | O_NOCTTY);
    struct winsize size = {.ws_row = 24, .ws_col = 80};
    if (slave < 0 || ioctl(slave, TIOCSWINSZ, &size) != 0) {
        perror("draw_keys: pseudo-terminal");
        return 1;
    }
    dup2(slave, STDIN_FILENO);
    dup2(slave, STDOUT_FILENO);
    close(slave);
    setenv("TERM", "xterm-256color", 1);
    unsetenv("LINES");
    unsetenv("COLUMNS");
    unsetenv("NO_COLOR");
    pthread_t drainer;
    pthread_create(&drainer, NULL, drain, &script);

    static struct game game;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : SEED;
    if (game_new(&game, seed, &kinds, &items) != 0)
        return 1;
    struct ui *ui = ui_open();
    if (!ui)
        return 1;
    typeahead(-1);
    ui_on_change(ui, feed, &script);
    ui_play(ui, &game);
    ui_close(ui);
    /* With every end of the terminal's slave side closed, the drainer's
     * read fails and it ends. */
    close(STDIN_FILENO);
    close(STDOUT_FILENO);
    pthread_join(drainer, NULL);
    fprintf(stderr,
            "keys=%d bytes=%ld turn=%d played=%d of %d%s\n",
            script.keys,
            script.bytes,
            game.run.turn,
            script.next,
            script.count,
            game.run.over ? " (the game ended)" : "");
    if (game.run.over)
        fprintf(stderr, "killer=%s won=%d\n", game.run.killer, game.run.won);
    game_free(&game);
    kind_list_free(&kinds);
    item_kind_list_free(&items);
    return 0;
}
