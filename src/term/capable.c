#include "capable.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <unistd.h>

bool term_can_play(char *why, size_t why_size)
{
    int err = 0;
    if (setupterm(NULL, STDOUT_FILENO, &err) != OK)
        return true; /* unknown: newterm tells the player */
    char *cup = tigetstr("cup");
    bool can = cup != NULL && cup != (char *)-1 && tigetflag("hc") <= 0;
    del_curterm(cur_term);
    if (!can) {
        /* TERM is the caller's text: only what is plainly printable of it. */
        const char *term = getenv("TERM");
        char name[41];
        size_t n = 0;
        for (const char *c = term ? term : ""; *c && n < sizeof name - 1; c++)
            name[n++] = *c > 32 && *c < 127 ? *c : '?';
        name[n] = 0;
        snprintf(why,
                 why_size,
                 "the terminal type '%s' cannot move the cursor; set TERM to your "
                 "terminal's type (such as xterm-256color)",
                 name);
    }
    return can;
}

void term_send_only_common(void)
{
    /* REP (CSI n b, "the last character n times more"), which ncurses
     * sends for a run of one character where the entry has `rep`
     * (xterm-256color, xterm-16color, putty): mosh, which sets
     * TERM=xterm-256color for the programs it runs, does not know it, and
     * every run of # or . came out as one character; GNU screen's ttyplay
     * neither. Without it the same 100 keys cost 0.3% more bytes. */
    repeat_char = NULL;
}

void term_weigh_fewer_moves(void)
{
    /* Each cursor move curses makes near the last one is weighed against
     * every way the terminal offers: direct addressing, then local moves
     * from where the cursor is, from the line's start and from the top
     * corner, each priced by building its strings (tparm, some 1,200
     * instructions a call, two to four calls a way). Home, and the line's
     * start (a carriage return), then a local move, almost never beat
     * direct addressing, which every terminal murk plays on has: curses is
     * told the terminal has neither (it still has both, and curses sends a
     * bare \r where it must). Walking, a key costs 68k instructions, not
     * 77k, without home; 60k, not 68k, without the carriage return too.
     * The bench's bytes per move stay the same on every seed but one
     * (138 to 139, the minds pane open). */
    if (cursor_address) {
        cursor_home = NULL;
        carriage_return = NULL;
    }
}

void term_step_down_in_one_byte(void)
{
    /* A step down a row, in the cell below the last one changed: where
     * the edge of sight runs down a room, most of a step's moves are such.
     * The entry's one-byte way (cud1) is a line feed, which curses never
     * takes, as the tty might make it a carriage return too (murk's has
     * -onlcr: curses clears it); it sent VPA instead ("\E[13d", 4 or 5
     * bytes). A vertical tab does what a line feed does on the VT100 and
     * on every terminal murk is played on (xterm, tmux, GNU screen, mosh
     * since 0.98c, the Linux console, PuTTY), and is one byte, the price
     * curses set from the line feed when it started: the bench's walks
     * cost 7-10% fewer bytes (doc/design.md). With it, VPA (down or up)
     * and CUD are no longer weighed: curses builds each one's string
     * (tparm) for every move only to price it, where tabs cost it nothing
     * to price; a move of more rows down goes by direct addressing, one
     * up by CUU, cuu1 or direct addressing. Walking,
     * 43.8k instructions a key, where the tab beside VPA and CUD took
     * 46.3k and VPA alone 44.5k; the bytes a move the same or fewer on
     * every seed. An entry whose step down is anything else (PuTTY's own,
     * ESC D) is left as it is. */
    static char vertical_tab[] = "\013";
    if (cursor_down && strcmp(cursor_down, "\n") == 0 && cursor_address) {
        cursor_down = vertical_tab;
        row_address = NULL;
        parm_down_cursor = NULL;
    }
}

void term_send_shorter_attributes(void)
{
    /* curses changes attributes with sgr, which names every one afresh
     * ("\E(B\E[0;2m", dim, on xterm) and the character set too, and
     * turns all off with sgr0 ("\E(B\E[m"), which resets the character
     * set again. murk draws no line-drawing characters (no A_ALTCHARSET):
     * the character set is reset once, here, and every change after is
     * the terminal's own one-attribute codes ("\E[2m") and sgr0 without
     * the character set ("\E[m"; tmux's "\E[m^O" less its shift-in).
     * Walking on xterm, a move in a room whose far side comes in and out
     * of sight sends an eighth fewer bytes. sgr is put aside only where
     * the terminal has each attribute murk draws on its own: curses would
     * otherwise leave out those it has only in sgr. */
    const char *reset = exit_attribute_mode;
    if (!reset || (set_attributes && (!enter_bold_mode || !enter_dim_mode || !enter_reverse_mode ||
                                      !enter_underline_mode)))
        return;
    static char plain_reset[32];
    size_t n = 0;
    for (const char *c = reset; *c; c++) {
        if (c[0] == '\033' && c[1] == '(' && c[2] == 'B')
            c += 2; /* G0 to ASCII */
        else if (*c == '\017')
            continue; /* shift in: G0 */
        else if (n < sizeof plain_reset - 1)
            plain_reset[n++] = *c;
        else
            return; /* longer than any terminal's: left as it is */
    }
    plain_reset[n] = 0;
    putp(reset);
    exit_attribute_mode = plain_reset;
    set_attributes = NULL;
}
