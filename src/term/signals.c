#define _POSIX_C_SOURCE 200809L /* sigaction */

#include "signals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <unistd.h>

/* The only state a handler may touch. Static, here in the front end: the
 * core has no globals, and nothing but the key reader reads these. */
static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t interrupted;
static volatile sig_atomic_t suspend_asked;
static bool hangup_handled; /* set before any handler is, never by one */
/* Whether the key reader is between its look at the flags and the end of
 * its read (signals_read_begin, signals_read_end). A handler then makes
 * the terminal's reads non-blocking, so a signal that lands before the
 * read is entered still ends it at once (EAGAIN), and one that lands in
 * it ends it itself (EINTR: no SA_RESTART). A key is then one read(2).
 * Blocking the signals over the gap cost two sigprocmask(2) calls a key;
 * a wake pipe polled beside the terminal, a poll(2) more. Only while
 * reading: a frame's writes never meet a non-blocking terminal. */
static volatile sig_atomic_t reading;
static volatile sig_atomic_t made_nonblocking;
static struct sigaction curses_on_resize; /* curses' own SIGWINCH handler */

static void wake(void)
{
    if (!reading)
        return;
    int saved = errno;
    int flags = fcntl(STDIN_FILENO, F_GETFL);
    if (flags >= 0 && !(flags & O_NONBLOCK) &&
        fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK) == 0)
        made_nonblocking = 1;
    errno = saved;
}

static void on_stop(int sig)
{
    stop_signal = sig;
    wake();
}

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
    wake();
}

static void on_suspend(int sig)
{
    (void)sig;
    suspend_asked = 1;
    wake();
}

static void on_resize(int sig)
{
    /* curses notes the new size itself; the wait only needs to end. */
    if (!(curses_on_resize.sa_flags & SA_SIGINFO) && curses_on_resize.sa_handler != SIG_DFL &&
        curses_on_resize.sa_handler != SIG_IGN)
        curses_on_resize.sa_handler(sig);
    wake();
}

static void handle(int sig, void (*handler)(int))
{
    struct sigaction sa = {0};
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    /* No SA_RESTART: a read waiting for a key returns at once, so the
     * flag is seen now rather than at the next key. */
    sa.sa_flags = 0;
    sigaction(sig, &sa, NULL);
}

void signals_install(void)
{
    struct sigaction old;
    hangup_handled = sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler != SIG_IGN;
    if (hangup_handled)
        handle(SIGHUP, on_stop);
    handle(SIGTERM, on_stop);
    handle(SIGINT, on_interrupt);
    /* Ctrl-\ would dump core and leave the terminal raw. */
    handle(SIGQUIT, SIG_IGN);
    /* A file size limit (ulimit -f, a host's setting) would kill the game
     * at the write that passes it, unsaved and with the terminal raw;
     * ignored, that write fails (EFBIG) and is handled as a full disk's. */
    handle(SIGXFSZ, SIG_IGN);
    /* Ctrl-Z: curses would catch it itself, and then turn it off and on
     * again around every frame it sends (two sigaction(2) calls a frame);
     * instead a flag, seen by the key reader, which leaves the screen
     * first. A SIGTSTP ignored when murk started (a host that allows no
     * suspending) stays ignored, and curses leaves it so too. */
    if (sigaction(SIGTSTP, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
        handle(SIGTSTP, on_suspend);
}

bool signals_hangup_handled(void)
{
    return hangup_handled;
}

int signals_stop(void)
{
    return stop_signal;
}

bool signals_pending(void)
{
    return stop_signal || interrupted || suspend_asked;
}

bool signals_take_interrupt(void)
{
    if (!interrupted)
        return false;
    interrupted = 0;
    return true;
}

bool signals_take_suspend(void)
{
    if (!suspend_asked)
        return false;
    suspend_asked = 0;
    return true;
}

void signals_watch_resize(void)
{
    struct sigaction now;
    if (sigaction(SIGWINCH, NULL, &now) != 0 || now.sa_handler == on_resize)
        return;
    curses_on_resize = now;
    struct sigaction sa = now;
    sa.sa_flags &= ~SA_SIGINFO;
    sa.sa_handler = on_resize;
    sigaction(SIGWINCH, &sa, NULL);
}

void signals_read_begin(void)
{
    reading = 1;
}

void signals_read_end(void)
{
    reading = 0;
    if (!made_nonblocking)
        return;
    made_nonblocking = 0;
    int flags = fcntl(STDIN_FILENO, F_GETFL);
    if (flags >= 0)
        fcntl(STDIN_FILENO, F_SETFL, flags & ~O_NONBLOCK);
}

void signals_suspend_now(void)
{
    /* As the shell asked: stopped by the signal's own default, then our
     * handler back once the shell has us go on (SIGCONT). */
    handle(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    handle(SIGTSTP, on_suspend);
}
