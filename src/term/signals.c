#define _POSIX_C_SOURCE 200809L /* sigaction */

#include "signals.h"

#include <signal.h>
#include <stddef.h>

/* The only state a handler may touch. Static, here in the front end: the
 * core has no globals, and nothing but the key reader reads these. */
static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t interrupted;
static volatile sig_atomic_t suspend_asked;
static bool hangup_handled; /* set before any handler is, never by one */

static void on_stop(int sig)
{
    stop_signal = sig;
}

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

static void on_suspend(int sig)
{
    (void)sig;
    suspend_asked = 1;
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

void signals_cut_waits(sigset_t *set)
{
    sigemptyset(set);
    sigaddset(set, SIGHUP);
    sigaddset(set, SIGTERM);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTSTP);
    sigaddset(set, SIGWINCH);
}

void signals_suspend_now(void)
{
    /* As the shell asked: stopped by the signal's own default, then our
     * handler back once the shell has us go on (SIGCONT). */
    handle(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    handle(SIGTSTP, on_suspend);
}
