/* Taking a game over: a login for a name whose murk is still running (a
 * connection that froze, a terminal left open elsewhere) asks that murk to
 * save and leave, and plays on from its save. The old murk saves on SIGHUP
 * and SIGTERM as on any hang-up (src/term/signals.c), so nothing is lost. */
#define _POSIX_C_SOURCE 200809L /* kill, nanosleep, localtime_r */

#include <errno.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "takeover.h"
#include "store.h"

enum {
    POLL_MS = 20,
    TERM_MS = 2000, /* SIGHUP is given this long, then SIGTERM (nohup ignores SIGHUP) */
    KILL_MS = 4000, /* then SIGKILL: a murk stuck writing to a frozen connection */
    GIVE_UP_MS = 6000,
};

static void sleep_ms(long ms)
{
    struct timespec t = {.tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR)
        ;
}

int store_take_over(struct store *store, const char *base, const char *name, uint64_t data_hash,
                    char *why, size_t why_size)
{
    pid_t pid = (pid_t)store->holder_pid;
    if (pid <= 1) {
        snprintf(why, why_size, "%s is already playing.", name);
        return EX_TEMPFAIL;
    }
    if (kill(pid, SIGHUP) != 0 && errno == EPERM) {
        snprintf(
            why,
            why_size,
            "%s is already playing, in another user's murk: it cannot be taken over from here.",
            name);
        return EX_TEMPFAIL;
    }
    for (long waited = 0;; waited += POLL_MS) {
        int status = store_open(store, base, name, data_hash, why, why_size);
        if (status != EX_TEMPFAIL)
            return status;
        /* Another login that took it over first is not asked in turn. */
        bool other = store->holder_pid > 1 && store->holder_pid != (long)pid;
        if (other || waited >= GIVE_UP_MS) {
            snprintf(why,
                     why_size,
                     other ? "%s is already playing: another login took that game over first."
                           : "%s is already playing, and did not stop when asked.",
                     name);
            return EX_TEMPFAIL;
        }
        /* Each turn played is saved as it is played, so even a murk killed
         * outright leaves its game where it was (doc/design.md). */
        if (waited == TERM_MS || waited == KILL_MS)
            kill(pid, waited == TERM_MS ? SIGTERM : SIGKILL);
        sleep_ms(POLL_MS);
    }
}

/* "12:30" for a time today, else "Nov 29 12:30". */
static void say_since(char *out, size_t size, int64_t since)
{
    time_t then = (time_t)since, now = time(NULL);
    struct tm t, today;
    if (!localtime_r(&then, &t) || !localtime_r(&now, &today)) {
        snprintf(out, size, "?");
        return;
    }
    bool same_day = t.tm_year == today.tm_year && t.tm_yday == today.tm_yday;
    strftime(out, size, same_day ? "%H:%M" : "%b %d %H:%M", &t);
}

/* One key from the terminal in, without waiting for Enter or showing it;
 * -1 at the end of input or on an error. */
static int read_key(int in)
{
    struct termios old, raw;
    if (tcgetattr(in, &old) != 0)
        return -1;
    raw = old;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(in, TCSANOW, &raw);
    unsigned char c;
    ssize_t n;
    while ((n = read(in, &c, 1)) < 0 && errno == EINTR)
        ;
    tcsetattr(in, TCSANOW, &old);
    return n == 1 ? c : -1;
}

int store_open_or_take_over(struct store *store, const char *base, const char *name,
                            uint64_t data_hash, int in, FILE *out, char *why, size_t why_size)
{
    int status = store_open(store, base, name, data_hash, why, why_size);
    if (status != EX_TEMPFAIL || store->holder_pid <= 1 || !isatty(in))
        return status;
    char since[32];
    say_since(since, sizeof since, store->holder_since);
    fprintf(out, "%s is already playing (since %s). Take that game over? (y/n) ", name, since);
    fflush(out);
    int key = read_key(in);
    bool yes = key == 'y' || key == 'Y';
    fprintf(out, "%s\n", yes ? "y" : "n");
    fflush(out);
    if (!yes)
        return EX_TEMPFAIL; /* why still says NAME is already playing */
    return store_take_over(store, base, name, data_hash, why, why_size);
}
