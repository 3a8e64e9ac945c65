#define _POSIX_C_SOURCE 200809L /* sigaction */

#include "signals.h"

#include <signal.h>
#include <stddef.h>

/* The only state a handler may touch. Static, here in the front end: the
 * core has no globals, and nothing but the key reader reads these. */
static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t interrupted;
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
    return stop_signal || interrupted;
}

bool signals_take_interrupt(void)
{
    if (!interrupted)
        return false;
    interrupted = 0;
    return true;
}
