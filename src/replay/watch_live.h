#ifndef MURK_REPLAY_WATCH_LIVE_H
#define MURK_REPLAY_WATCH_LIVE_H

/* Watching the games in progress (live.h follows them) on the curses
 * front end. */

#include <stdbool.h>

#include "live.h"

/* `murk --watch [NAME]` on the save directory base: the list of games
 * in progress to choose from, or name's game straight away; each followed
 * until the watcher leaves (q) or the game ends (back to the list; with a
 * name, out). minds: the host allows the debugging aids, so the watcher
 * may open the minds pane of a game that allows them. Returns an exit
 * status: 66 with "NAME is not playing." when name is not, 65 when a
 * recording disagrees with its game (one line on stderr). */
int live_watch(const char *base, const char *name, const struct live_data *data, bool minds);

#endif
