#include "draw_death.h"

#include <inttypes.h>
#include <string.h>

#include "screen.h"
#include "term.h"

/* The saver's word on the record (ui_tell_end), wrapped at spaces into at
 * most four lines of width from row on, with a blank line after it.
 * Returns how many lines it took, the blank one counted. */
static int draw_death_note(const char *note, int row, int col, int width)
{
    int lines = 0;
    while (*note && lines < 4 && width > 10) {
        int len = (int)strlen(note);
        int cut = len;
        if (len > width) {
            cut = width;
            while (cut > 0 && note[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = width;
        }
        mvaddnstr(row + lines++, col, note, cut);
        note += cut;
        while (*note == ' ')
            note++;
    }
    return lines ? lines + 1 : 0;
}

/* The end of a run, a death, a quit or the win: how it ended and when, the points,
 * how deep it went, the seed, and whether a debugging aid was used. */
void draw_death(const struct ui *ui)
{
    const struct game *game = ui->game;
    const struct game_run *run = &game->run;
    screen_hide_cursor();
    werase(stdscr);
    int row = LINES > 10 ? LINES / 2 - 5 : 0;
    attron(A_BOLD);
    if (run->won)
        mvprintw(row, 4, "You lifted the Lamp of the Deep on turn %d, and won.", run->turn);
    else if (run->quit)
        mvprintw(row, 4, "You gave the run up on turn %d.", run->turn);
    else
        mvprintw(row,
                 4,
                 "Killed by %s, on turn %d.",
                 run->killer[0] ? run->killer : "something",
                 run->turn);
    attroff(A_BOLD);
    mvprintw(row + 2, 4, "Points: %d", world_points(game));
    mvprintw(row + 3, 4, "Turns: %d", run->turn);
    mvprintw(row + 4, 4, "Deepest floor: %d of %d", run->depth, GAME_FLOORS);
    mvprintw(row + 5, 4, "Seed: %" PRIu64, run->seed);
    if (run->debug_used)
        mvprintw(row + 6, 4, "A debugging aid was used in this game.");
    int below = row + 8 + draw_death_note(ui->end_note, row + 8, 4, COLS - 8);
    mvprintw(below, 4, "n: a new game    q: quit");
    wnoutrefresh(stdscr);
    doupdate();
}
