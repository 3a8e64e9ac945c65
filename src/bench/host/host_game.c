/* A murk on a pty as a player's terminal would run it (host_game.h). */
#define _DEFAULT_SOURCE /* forkpty, setenv */

#include "host_game.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

int host_game_start(struct host_game *g, const char *murk, const char *dir, const char *name,
                    unsigned seed, const char *config_dir)
{
    memset(g, 0, sizeof *g);
    g->fd = -1;
    g->rng = 0x9e3779b97f4a7c15ul ^ ((unsigned long)seed * 0xbf58476d1ce4e5b9ul);
    if (mkdir(dir, 0700) != 0 && errno != EEXIST)
        return -1;
    struct winsize size = {.ws_row = 24, .ws_col = 80};
    int fd;
    pid_t pid = forkpty(&fd, NULL, NULL, &size);
    if (pid < 0)
        return -1;
    if (pid == 0) {
        /* The environment a login over SSH gives: nothing of whoever runs
         * the bench (their options file, their background) but the TERM. */
        setenv("TERM", "xterm-256color", 1);
        setenv("XDG_CONFIG_HOME", config_dir, 1);
        unsetenv("MURK_OPTIONS");
        unsetenv("MURK_BACKGROUND");
        unsetenv("COLORFGBG");
        unsetenv("MURK_NAME");
        unsetenv("MURK_HOME");
        unsetenv("ESCDELAY");
        char seed_text[16];
        snprintf(seed_text, sizeof seed_text, "%u", seed);
        execl(murk, murk, "--seed", seed_text, "--name", name, "--save-dir", dir, (char *)NULL);
        fprintf(stderr, "bench_host: cannot run %s: %s\n", murk, strerror(errno));
        _exit(127);
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    g->pid = pid;
    g->fd = fd;
    return 0;
}

/* Whether TEXT is in the bytes held from before followed by the new ones:
 * a match split between two reads is found. */
static bool host_saw(const struct host_game *g, const char *got, size_t n, const char *text)
{
    char joined[sizeof g->tail + 4096];
    size_t held = strnlen(g->tail, sizeof g->tail);
    size_t take = n < 4096 ? n : 4096;
    memcpy(joined, g->tail, held);
    memcpy(joined + held, got + n - take, take);
    size_t len = held + take, want = strlen(text);
    for (size_t i = 0; i + want <= len; i++)
        if (memcmp(joined + i, text, want) == 0)
            return true;
    return false;
}

static void host_keep_tail(struct host_game *g, const char *got, size_t n)
{
    size_t keep = sizeof g->tail - 1;
    char joined[2 * sizeof g->tail];
    size_t held = strnlen(g->tail, sizeof g->tail);
    size_t take = n < keep ? n : keep;
    memcpy(joined, g->tail, held);
    memcpy(joined + held, got + n - take, take);
    size_t len = held + take, from = len > keep ? len - keep : 0;
    memset(g->tail, 0, sizeof g->tail);
    /* A NUL in the output would cut the held text short: none is sent. */
    memcpy(g->tail, joined + from, len - from);
}

ssize_t host_game_drain(struct host_game *g)
{
    if (g->fd < 0)
        return -1;
    ssize_t total = 0;
    char got[8192];
    for (;;) {
        ssize_t n = read(g->fd, got, sizeof got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return total;
        if (n <= 0) {
            /* EIO: the last process on the pty's other side has gone. */
            g->gone = true;
            return total > 0 ? total : -1;
        }
        size_t len = (size_t)n;
        /* murk asks the terminal its background (OSC 11) and what it is
         * (DA1) before its first frame; xterm answers both at once. */
        if (!g->answered && host_saw(g, got, len, "\033[c")) {
            g->answered = true;
            static const char answer[] = "\033]11;rgb:0000/0000/0000\033\\\033[?64;1;2;6;9;15;18;21;22c";
            if (write(g->fd, answer, sizeof answer - 1) < 0) {
                /* The game is told nothing: it waits its 150 ms and plays dark. */
            }
        }
        if (!g->ready && host_saw(g, got, len, "Health"))
            g->ready = true;
        host_keep_tail(g, got, len);
        g->output_bytes += len;
        total += n;
    }
}

char host_game_next_key(struct host_game *g)
{
    /* xorshift64 */
    g->rng ^= g->rng << 13;
    g->rng ^= g->rng >> 7;
    g->rng ^= g->rng << 17;
    unsigned roll = (unsigned)(g->rng >> 33) % 100;
    if (roll < 6)
        return 'o';
    if (roll < 9)
        return 'm';
    if (g->steps_left <= 0) {
        g->heading = (int)((g->rng >> 20) % 8);
        g->steps_left = 1 + (int)((g->rng >> 40) % 6);
    }
    g->steps_left--;
    return "hjklyubn"[g->heading];
}

int host_game_send(struct host_game *g, char key)
{
    if (g->fd < 0)
        return -1;
    for (;;) {
        ssize_t n = write(g->fd, &key, 1);
        if (n == 1)
            return 0;
        if (n < 0 && errno == EINTR)
            continue;
        return -1;
    }
}

void host_game_hang_up(struct host_game *g)
{
    if (g->fd >= 0)
        close(g->fd);
    g->fd = -1;
}
