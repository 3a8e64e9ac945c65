/* murk: arguments, files, and which front end runs. */
#define _GNU_SOURCE /* getopt_long */

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "data_files.h"
#include "murk/game.h"
#include "term/ui.h"

#ifndef MURK_VERSION
#define MURK_VERSION "0.0"
#endif

static const char usage_line[] =
    "usage: murk [--seed N] [--data DIR] | --check-data [--data DIR] | --help | --version";

static void print_help(void)
{
    printf("%s\n\n"
           "A terminal roguelike. Walk with h j k l y u b n, the arrow keys or the keypad;\n"
           "press ? in the game for every key, and see murk(6).\n\n"
           "  --seed N       play the dungeon made from seed N (0 to 18446744073709551615);\n"
           "                 without it the seed is random and shown in the side panel\n"
           "  --data DIR     read the data files from DIR\n"
           "  --check-data   check every data file, print nothing if all is well, exit 0;\n"
           "                 otherwise one line per error, exit 65 (66 if unreadable)\n"
           "  --help         show this help and exit\n"
           "  --version      show the version and exit\n",
           usage_line);
}

static bool parse_seed(const char *text, uint64_t *seed)
{
    if (!*text)
        return false;
    for (const char *c = text; *c; c++)
        if (*c < '0' || *c > '9')
            return false;
    errno = 0;
    char *end;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno == ERANGE || *end)
        return false;
    *seed = (uint64_t)value;
    return true;
}

/* A seed nobody chose: from the kernel, else the clock and the process. */
static uint64_t random_seed(void)
{
    uint64_t seed = 0;
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd >= 0) {
        ssize_t got = read(fd, &seed, sizeof seed);
        close(fd);
        if (got == (ssize_t)sizeof seed)
            return seed;
    }
    return (uint64_t)time(NULL) * 6364136223846793005ULL ^ (uint64_t)getpid();
}

/* Games one after another, until the player quits. The first uses the given
 * seed, if any; every new game after a death gets a random one. */
static int play(const uint64_t *seed, const struct kind_list *kinds,
                const struct item_kind_list *items)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "murk: needs a terminal on standard input and output\n");
        return EX_USAGE;
    }
    struct ui *ui = ui_open();
    if (!ui)
        return EX_UNAVAILABLE;
    static struct game game; /* large: kept off the stack */
    enum ui_end end = UI_NEW_GAME;
    for (bool first = true; end == UI_NEW_GAME; first = false) {
        if (game_new(&game, first && seed ? *seed : random_seed(), kinds, items) != 0) {
            ui_close(ui);
            game_free(&game);
            fprintf(stderr, "murk: out of memory\n");
            return EX_OSERR;
        }
        end = ui_play(ui, &game);
        game_free(&game);
    }
    ui_close(ui);
    if (end == UI_LOST) {
        fprintf(stderr, "murk: the terminal went away\n");
        return EX_IOERR;
    }
    return EX_OK;
}

int main(int argc, char **argv)
{
    enum { OPT_SEED = 256, OPT_HELP, OPT_VERSION, OPT_DATA, OPT_CHECK_DATA };
    static const struct option options[] = {
        {"seed", required_argument, NULL, OPT_SEED},
        {"data", required_argument, NULL, OPT_DATA},
        {"check-data", no_argument, NULL, OPT_CHECK_DATA},
        {"help", no_argument, NULL, OPT_HELP},
        {"version", no_argument, NULL, OPT_VERSION},
        {NULL, 0, NULL, 0},
    };
    uint64_t seed = 0;
    bool seeded = false, check_only = false;
    const char *data_arg = NULL;

    opterr = 0; /* we say what went wrong ourselves, in one line */
    int opt;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (opt) {
        case OPT_SEED:
            if (!parse_seed(optarg, &seed)) {
                fprintf(stderr,
                        "murk: --seed wants a whole number from 0 to %" PRIu64 ", not '%s'\n",
                        UINT64_MAX,
                        optarg);
                return EX_USAGE;
            }
            seeded = true;
            break;
        case OPT_DATA:
            data_arg = optarg;
            break;
        case OPT_CHECK_DATA:
            check_only = true;
            break;
        case OPT_HELP:
            print_help();
            return EX_OK;
        case OPT_VERSION:
            printf("murk %s\n", MURK_VERSION);
            return EX_OK;
        default:
            if (optopt == OPT_SEED || optopt == OPT_DATA)
                fprintf(stderr, "murk: %s needs a value (%s)\n", argv[optind - 1], usage_line);
            else
                fprintf(stderr, "murk: unknown option '%s' (%s)\n", argv[optind - 1], usage_line);
            return EX_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "murk: unexpected argument '%s' (%s)\n", argv[optind], usage_line);
        return EX_USAGE;
    }
    char data_dir[4096];
    data_dir_find(data_arg, argv[0], data_dir, sizeof data_dir);
    struct kind_list kinds = {0};
    struct item_kind_list items = {0};
    int status = data_load_all(data_dir, &kinds, &items);
    if (status == EX_OK && !check_only)
        status = play(seeded ? &seed : NULL, &kinds, &items);
    kind_list_free(&kinds);
    item_kind_list_free(&items);
    return status;
}
