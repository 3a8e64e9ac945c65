#include "capable.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
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

void term_weigh_fewer_moves(void)
{
    /* Each cursor move curses makes near the last one is weighed against
     * every way the terminal offers: direct addressing, then local moves
     * from where the cursor is, from the line's start and from the top
     * corner, each priced by building its string (tparm, some 1,200
     * instructions a call, four calls a way). Home and a local move from
     * it almost never beat direct addressing, which every terminal murk
     * plays on has: curses is told the terminal has no home (it still
     * does), and a key costs 8k instructions fewer (of 77k, walking). */
    if (cursor_address)
        cursor_home = NULL;
}
