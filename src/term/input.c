#define _POSIX_C_SOURCE 200809L /* poll */

#include "input.h"

#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <termios.h>
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

/* Whether the terminal's read waits at most a slice by itself (the
 * terminal's timer, VTIME): a key is then one read(2), where curses' own
 * timed wait is a poll(2) and a read. */
static bool read_slices;

void input_start(void)
{
    struct termios mode;
    read_slices = false;
    if (tcgetattr(STDIN_FILENO, &mode) != 0)
        return;
    /* A read returns with the first byte, or with none once VTIME tenths
     * of a second have passed without one. */
    mode.c_cc[VMIN] = 0;
    mode.c_cc[VTIME] = READ_SLICE_MS / 100;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &mode) != 0)
        return;
    /* Curses puts this mode back whenever it takes the screen again
     * (after Ctrl-Z, after a list drawn outside it). */
    def_prog_mode();
    read_slices = true;
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

/* Waits, with no timer, until the terminal has a key or a signal has come
 * (each handler writes to the wake pipe, watched beside the terminal, so
 * one that lands between the look at the flags and the wait ends the wait
 * at once). Returns the key curses holds already (what it pushed back of
 * an escape sequence, an answer's ungetch, the resize it noted), ERR when
 * the terminal has a key for curses to read (or has hung up: its read
 * fails as before), or LOOK_AGAIN after a signal. Curses is asked for a
 * key it holds only when it may hold one: each ask is a poll(2), and a key
 * is then two system calls, a poll and a read, where blocking the signals
 * over the look made it five. No timer either way: an idle player on a
 * shared host costs nothing (make bench-host). */
static int wait_for_key(struct ui *ui, WINDOW *from)
{
    if (ui->curses_may_hold) {
        wtimeout(from, 0);
        int held = wgetch(from);
        if (held != ERR)
            return held;
        ui->curses_may_hold = false;
    }
    if (signals_pending())
        return LOOK_AGAIN;
    struct pollfd fds[2] = {
        {.fd = STDIN_FILENO, .events = POLLIN},
        {.fd = signals_wake_fd(), .events = POLLIN},
    };
    /* Without a wake pipe, a slice's timer bounds a signal's wait. */
    int n = poll(fds, 2, fds[1].fd >= 0 ? -1 : READ_SLICE_MS);
    if (fds[1].fd >= 0 && fds[1].revents)
        signals_drain_wake();
    if (n > 0 && fds[0].revents)
        return ERR;
    if (n != 0 && !signals_pending()) {
        /* Curses' own SIGWINCH notes a resize, which only a read it cuts
         * short or a refresh turns into KEY_RESIZE: the refresh, then. */
        doupdate();
        wtimeout(from, 0);
        int resize = wgetch(from);
        if (resize != ERR)
            return resize;
    }
    return LOOK_AGAIN;
}

int ui_read_key_within(struct ui *ui, int wait_ms)
{
    for (;;) {
        int signalled = signal_key(ui);
        if (signalled)
            return signalled;
        int slice = wait_ms < 0 || wait_ms > READ_SLICE_MS ? READ_SLICE_MS : wait_ms;
        WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
        int key = wait_ms < 0 ? wait_for_key(ui, from) : ERR;
        if (key == LOOK_AGAIN)
            continue;
        /* The terminal has a key (or hung up): curses reads it at once,
         * with no poll before; the terminal's timer ends a slice still,
         * should the wait have been cut short for nothing. */
        if (key == ERR) {
            wtimeout(from, wait_ms < 0 && read_slices ? -1 : slice);
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
