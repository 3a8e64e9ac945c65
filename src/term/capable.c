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
