#define _POSIX_C_SOURCE 200809L /* poll */

#include <poll.h>
#include <stdio.h>

#include "signals.h"
#include "term.h"

/* Whether a read that came back empty failed rather than timed out: the
 * terminal says it has input, or has hung up, yet gave curses nothing. */
bool ui_input_failed(void)
{
    struct pollfd in = {.fd = fileno(stdin), .events = POLLIN};
    return poll(&in, 1, 0) > 0 && (in.revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL));
}

int ui_signal_key(struct ui *ui)
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
        return ui_resized(ui);
    }
    return 0;
}

int ui_resized(struct ui *ui)
{
    screen_layout(&ui->screen, ui->minds);
    /* The terminal has moved or cut what it showed, and curses cannot
     * know how: whatever is drawn next (the game, a list, the end screen)
     * goes out whole, on a cleared screen. */
    clearok(curscr, TRUE);
    return KEY_RESIZE;
}

int ui_read_key(struct ui *ui)
{
    for (;;) {
        int signalled = ui_signal_key(ui);
        if (signalled)
            return signalled;
        WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
        wtimeout(from, READ_SLICE_MS);
        int key = wgetch(from);
        if (key == ERR) {
            /* A closed terminal fails every read at once; the hang-up
             * signal that comes with it is given a moment to arrive, so it,
             * not the failed reads, says how the game ends. */
            if (ui_input_failed()) {
                ui->read_errors++;
                napms(10);
            }
            continue;
        }
        ui->read_errors = 0;
        if (key == KEY_RESIZE)
            return ui_resized(ui);
        return key;
    }
}

enum ui_end ui_gone(void)
{
    return signals_stop() || signals_hangup_handled() ? UI_SIGNAL : UI_LOST;
}
