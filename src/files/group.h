#ifndef MURK_FILES_GROUP_H
#define MURK_FILES_GROUP_H

/* Many players on one machine, Debian's way: murk installed setgid games
 * (`make install GAMES_GROUP=games`) shares one folder, STATEDIR
 * (/var/games/murk, root:games 2775), between every player. Run so, murk
 * uses only the paths built into it; it holds the group only while it
 * opens files there (files_group_raise ... files_group_lower), and drops
 * it for good before it uses any path a user gave (files_group_drop).
 * What a file's mode is in either way of running: files.h (files_mode). */

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Called first in main, before anything is opened: when the binary's mode
 * gave murk a group (its effective group is not its real one, or the
 * binary is setgid to the group it runs with), murk shares STATEDIR: the
 * group is put aside (raised again by files_group_raise) and the umask
 * made 007, so the modes murk asks for are the modes files get. Returns 0,
 * or EX_OSERR with why when the group cannot be put aside. */
int files_group_start(char *why, size_t why_size);

/* What is left of the user's environment once murk keeps the group (no
 * path given, files_group_drop not called): HOME goes, which only curses
 * would still read (~/.terminfo). */
void files_group_settle(void);

/* Lets go of the group for good (real, effective and saved group all the
 * real one, and checked): murk then runs as the user alone, as for one
 * player. Returns 0, or EX_OSERR with why. */
int files_group_drop(char *why, size_t why_size);

/* Whether murk shares STATEDIR through the group (started so, not
 * dropped). */
bool files_group_shared(void);

/* The shared group's id (meaningful when files_group_shared). */
gid_t files_group_gid(void);

/* The group in effect while files are opened in STATEDIR, and put aside
 * again after. Calls nest: only the outermost pair changes anything. No-ops
 * when murk does not share. */
void files_group_raise(void);
void files_group_lower(void);

/* STATEDIR as built in (make STATEDIR=...): the shared folder. */
const char *files_group_state_dir(void);

#endif
