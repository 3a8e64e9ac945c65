#define _POSIX_C_SOURCE 200809L /* poll */

#include "input.h"

#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "signals.h"
#include "screen.h"
#include "term.h"

/* How long a timed read (ui_read_key_within, a replay's or a watcher's)
 * waits for a key before it looks at the signal flags again. A signal cuts
 * the wait short itself (no handler restarts it), so this only bounds one
 * that lands between the look and the wait. A read with no end waits with
 * no timer at all (wait_for_key): an idle player on a shared host costs
 * nothing. */
enum { READ_SLICE_MS = 1000 };

/* A read that took this long to give a key waited for it: the key was
 * typed after murk was ready, not queued behind others (a paste, keys a
 * slow link held back while a frame went out). A person's keys come tens
 * of milliseconds apart, murk's own work on one takes a fraction of one. */
enum { WAITED_NS = 1000000 };

/* Whether the terminal's read waits for a key by itself, with no timer
 * (termios VMIN 1, VTIME 0): a key is then one read(2), where curses' own
 * timed wait is a poll(2) and a read. */
static bool read_blocks;

void input_start(void)
{
    struct termios mode;
    read_blocks = false;
    if (tcgetattr(STDIN_FILENO, &mode) != 0)
        return;
    /* A read returns with the first byte, however long it waits. */
    mode.c_cc[VMIN] = 1;
    mode.c_cc[VTIME] = 0;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &mode) != 0)
        return;
    /* Curses puts this mode back whenever it takes the screen again
     * (after Ctrl-Z, after a list drawn outside it). */
    def_prog_mode();
    read_blocks = true;
}

/* Whether a read that came back empty failed rather than timed out: the
 * terminal says it has input, or has hung up, yet gave curses nothing. */
static bool input_failed(void)
{
    struct pollfd in = {.fd = fileno(stdin), .events = POLLIN};
    return poll(&in, 1, 0) > 0 && (in.revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL));
}

/* A new layout for the terminal's size, the screen to be sent whole. */
static int resized(struct ui *ui)
{
    screen_layout(&ui->screen, ui->minds);
    /* The terminal has moved or cut what it showed, and curses cannot
     * know how: whatever is drawn next (the game, a list, the end screen)
     * goes out whole, on a cleared screen. */
    clearok(curscr, TRUE);
    return KEY_RESIZE;
}

/* What the signals say before a read: KEY_GONE, KEY_CTRL_C, KEY_RESIZE
 * (back from Ctrl-Z) or 0 (read on). */
static int signal_key(struct ui *ui)
{
    if (signals_stop() || ui->read_errors >= GONE_AFTER_ERRORS)
        return KEY_GONE;
    if (signals_take_interrupt())
        return KEY_CTRL_C;
    if (signals_take_suspend()) {
        /* The shell gets its screen back while murk is stopped; once
         * continued, the terminal may have changed size, and what it shows
         * is the shell's: the game is drawn again whole, as after a resize. */
        endwin();
        signals_suspend_now();
        return resized(ui);
    }
    return 0;
}

/* After an Esc read while the terminal's answers to the background
 * question may still be on their way (background.c): the rest of an
 * answer, OSC 11's (ESC ] ... BEL or ESC \\) or DA1's (ESC [ ? ... c),
 * read and dropped, so that none of it is taken for keys. Returns whether
 * there was one; the key after a real Esc is left to be read. */
static bool swallowed_answer(struct ui *ui, WINDOW *from)
{
    enum { ANSWER_MAX = 256 };
    wtimeout(from, 50);
    int next = wgetch(from);
    bool osc = next == ']', da = next == '[';
    if (!osc && !da) {
        if (next != ERR)
            ungetch(next);
        return false;
    }
    int was = 0;
    for (int i = 0; i < ANSWER_MAX; i++) {
        int c = wgetch(from);
        if (c == ERR)
            break;
        if (osc && (c == 7 || (was == 27 && c == '\\')))
            break;
        if (da && c == 'c') {
            ui->answers_late = false; /* DA1's is the last */
            break;
        }
        was = c;
    }
    return true;
}

/* wait_for_key's answer when a signal cut its wait: look at the flags. */
enum { LOOK_AGAIN = -2 };

/* Whether a key read may have left curses holding bytes the terminal sent:
 * only a key that can begin an escape sequence (Esc, a control or 8-bit
 * byte) or one made of a sequence, since curses reads ahead only to match
 * one. A letter, murk's usual key, cannot. */
static bool may_leave_bytes(int key)
{
    return key < ' ' || key > '~';
}

/* Waits, with no timer, for a key or a signal: curses' read of the
 * terminal blocks, and a signal ends it at once, even one that lands
 * between the look at the flags and the read (signals_read_begin). Returns
 * the key (curses' KEY_RESIZE after a resize), LOOK_AGAIN after a signal,
 * or ERR when the read failed (the terminal hung up). The key curses
 * holds already (what it read ahead of an escape sequence, an answer's
 * ungetch) is asked for first, without a wait, only when it may hold one:
 * each ask is a poll(2). A key is then one system call, the read. No
 * timer: an idle player on a shared host costs nothing (make bench-host).
 * Where the terminal keeps no such mode, a slice's timer bounds the wait. */
static int wait_for_key(struct ui *ui, WINDOW *from)
{
    ui->key_waited = false;
    if (ui->curses_may_hold) {
        wtimeout(from, 0);
        int held = wgetch(from);
        if (held != ERR)
            return held;
        ui->curses_may_hold = false;
    }
    signals_read_begin();
    if (signals_pending()) {
        signals_read_end();
        return LOOK_AGAIN;
    }
    wtimeout(from, read_blocks ? -1 : READ_SLICE_MS);
    struct timespec before, after;
    clock_gettime(CLOCK_MONOTONIC, &before); /* the vDSO's: no system call */
    int key = wgetch(from);
    clock_gettime(CLOCK_MONOTONIC, &after);
    ui->key_waited = (after.tv_sec - before.tv_sec) * 1000000000L + (after.tv_nsec - before.tv_nsec) >=
                     WAITED_NS;
    signals_read_end();
    if (key == ERR && signals_pending())
        return LOOK_AGAIN;
    return key;
}

int ui_read_key_within(struct ui *ui, int wait_ms)
{
    for (;;) {
        int signalled = signal_key(ui);
        if (signalled)
            return signalled;
        int slice = wait_ms < 0 || wait_ms > READ_SLICE_MS ? READ_SLICE_MS : wait_ms;
        WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
        int key;
        if (wait_ms < 0) {
            key = wait_for_key(ui, from);
            if (key == LOOK_AGAIN)
                continue;
        } else {
            ui->key_waited = false;
            wtimeout(from, slice);
            key = wgetch(from);
        }
        if (key == KEY_RESIZE)
            return resized(ui);
        if (key == 27 && ui->answers_late && swallowed_answer(ui, from)) {
            ui->curses_may_hold = true; /* its ungetch, or what it left */
            continue;
        }
        if (key != ERR) {
            ui->read_errors = 0;
            if (may_leave_bytes(key))
                ui->curses_may_hold = true;
            return key;
        }
        /* A closed terminal fails every read at once; the hang-up signal
         * that comes with it is given a moment to arrive, so it, not the
         * failed reads, says how the game ends. */
        if (input_failed()) {
            ui->read_errors++;
            napms(10);
        }
        if (wait_ms >= 0) {
            wait_ms -= slice;
            if (wait_ms <= 0)
                return ERR;
        }
    }
}

int ui_read_key(struct ui *ui)
{
    return ui_read_key_within(ui, -1);
}

enum ui_end ui_gone(void)
{
    return signals_stop() || signals_hangup_handled() ? UI_SIGNAL : UI_LOST;
}
