/* Whether the terminal's background is light (background = auto): as
 * COLORFGBG says where the terminal sets it (rxvt, Konsole), else as the
 * terminal answers OSC 11, "what is your background colour?", as vim asks
 * it. The question goes with a second that every terminal answers (DA1,
 * "what are you?"), and answers come in order, so a terminal that does not
 * know OSC 11 (GNU screen, the Linux console) is known at once, and a slow
 * link is waited for BACKGROUND_WAIT_MS at most: then the palette stays
 * dark, and the answers, when they come, are taken off the keys
 * (background_swallow). */
#define _POSIX_C_SOURCE 200809L /* poll */

#include "background.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

enum { BACKGROUND_WAIT_MS = 150 };

int background_from_colorfgbg(const char *value)
{
    /* "15;0" or "15;default;0": the background is the last number. */
    if (!value || !*value)
        return -1;
    const char *last = strrchr(value, ';');
    if (!last || !last[1])
        return -1;
    char *end;
    long bg = strtol(last + 1, &end, 10);
    if (*end || bg < 0 || bg > 15)
        return -1;
    /* The light ones: white and light grey, and the bright colours but
     * dark grey (8), as vim reads them. */
    return bg == 7 || bg >= 9;
}

int background_from_answer(const char *answer, size_t len)
{
    /* ESC ] 11 ; rgb:RRRR/GGGG/BBBB, each 1 to 4 hex digits, then BEL or
     * ESC \. Light when the colour's luma is over half. */
    const char *at = NULL;
    for (size_t i = 0; i + 4 <= len && !at; i++)
        if (memcmp(answer + i, "rgb:", 4) == 0)
            at = answer + i + 4;
    if (!at)
        return -1;
    const char *end = answer + len;
    double part[3];
    for (int c = 0; c < 3; c++) {
        unsigned long v = 0;
        int digits = 0;
        while (at < end && digits < 4 && strchr("0123456789abcdefABCDEF", *at) && *at) {
            char d = *at++;
            v = v * 16 + (unsigned long)(d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
            digits++;
        }
        if (digits == 0)
            return -1;
        part[c] = (double)v / (double)((1ul << (4 * digits)) - 1);
        if (c < 2 && (at >= end || *at++ != '/'))
            return -1;
    }
    double luma = 0.299 * part[0] + 0.587 * part[1] + 0.114 * part[2];
    return luma > 0.5;
}

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Asks the terminal (in and out are its descriptors, in its own mode) and
 * reads its answers until the DA1 answer's end or the deadline. */
static int ask_terminal(int in, int out, bool *late)
{
    struct termios was, raw;
    if (tcgetattr(in, &was) != 0)
        return -1;
    raw = was;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(in, TCSANOW, &raw) != 0)
        return -1;
    static const char ask[] = "\033]11;?\033\\\033[c";
    int light = -1;
    if (write(out, ask, sizeof ask - 1) == (ssize_t)(sizeof ask - 1)) {
        char got[256];
        size_t n = 0;
        bool done = false;
        long until = now_ms() + BACKGROUND_WAIT_MS;
        while (!done && n < sizeof got - 1) {
            long left = until - now_ms();
            struct pollfd p = {.fd = in, .events = POLLIN};
            if (left <= 0 || poll(&p, 1, (int)left) <= 0)
                break;
            ssize_t r = read(in, got + n, sizeof got - 1 - n);
            if (r <= 0)
                break;
            n += (size_t)r;
            /* The DA1 answer, ESC [ ? ... c, comes after OSC 11's. */
            got[n] = 0;
            const char *da = strstr(got, "\033[?");
            done = da && strchr(da, 'c');
        }
        *late = !done;
        light = background_from_answer(got, n);
    }
    tcsetattr(in, TCSANOW, &was);
    return light;
}

bool background_light(int wish, bool *late)
{
    *late = false;
    if (wish >= 0)
        return wish;
    int light = background_from_colorfgbg(getenv("COLORFGBG"));
    if (light >= 0)
        return light;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
        return false;
    fflush(stdout);
    light = ask_terminal(STDIN_FILENO, STDOUT_FILENO, late);
    return light > 0;
}
