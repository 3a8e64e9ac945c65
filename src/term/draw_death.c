#include <inttypes.h>

#include "term.h"

/* The end of a game: what killed the player, when, where, and the seed. */
void draw_death(const struct ui *ui)
{
    const struct game *game = ui->game;
    werase(stdscr);
    int row = LINES / 2 - 4;
    attron(A_BOLD);
    mvprintw(row,
             4,
             "Killed by %s, on turn %d.",
             game->run.killer[0] ? game->run.killer : "something",
             game->run.turn);
    attroff(A_BOLD);
    mvprintw(row + 2, 4, "You reached depth %d.", game->run.depth);
    mvprintw(row + 3, 4, "The seed was %" PRIu64 ".", game->run.seed);
    if (game->run.debug_used)
        mvprintw(row + 4, 4, "A debugging aid was used in this game.");
    mvprintw(row + 6, 4, "n: a new game    q: quit");
    wnoutrefresh(stdscr);
    doupdate();
}
