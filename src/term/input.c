#define _POSIX_C_SOURCE 200809L /* poll */

#include "input.h"

#include <poll.h>
#include <stdio.h>
#include <termios.h>
#include <unistd.h>

#include "signals.h"
#include "screen.h"
#include "term.h"

/* How long a read waits for a key before it looks at the signal flags
 * again. A signal cuts the wait short itself (no handler restarts it), so
 * this only bounds one that lands between the look and the wait; each
 * slice is a wake-up, which an idle player on a shared host pays for. */
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

int ui_read_key_within(struct ui *ui, int wait_ms)
{
    for (;;) {
        int signalled = signal_key(ui);
        if (signalled)
            return signalled;
        int slice = wait_ms < 0 || wait_ms > READ_SLICE_MS ? READ_SLICE_MS : wait_ms;
        WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
        /* Waiting for ever, a slice at a time: the terminal's timer ends
         * each slice, so curses reads at once, with no poll before. */
        wtimeout(from, wait_ms < 0 && read_slices ? -1 : slice);
        int key = wgetch(from);
        if (key == KEY_RESIZE)
            return resized(ui);
        if (key == 27 && ui->answers_late && swallowed_answer(ui, from))
            continue;
        if (key != ERR) {
            ui->read_errors = 0;
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
