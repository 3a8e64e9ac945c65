#ifndef MURK_STORE_NAME_H
#define MURK_STORE_NAME_H

/* Player names and where saves live (name.c). */

#include <stdbool.h>
#include <stddef.h>

enum {
    STORE_NAME_MAX = 31,   /* the longest player name */
    STORE_PATH_MAX = 4096, /* the longest directory we keep saves in */
    STORE_WHY_MAX = STORE_PATH_MAX + 256,
};

/* Whether name is a player name: 1 to STORE_NAME_MAX letters, digits, '-',
 * '_' and '.', not starting with '-' or '.', so it is always a safe file
 * name (never hidden, never "." or ".."). */
bool store_name_valid(const char *name);

/* The player name of a login: the login itself, when it is a valid name
 * (login "j.doe" plays as "j.doe"). Never changed to fit: a login that is
 * not a name, or none, is EX_USAGE with a line in why telling to give
 * --name. Returns 0 or EX_USAGE. */
int store_name_of_login(const char *login, char *out, size_t size, char *why, size_t why_size);

/* store_name_of_login for the account murk runs as (getpwuid, else
 * $LOGNAME). */
int store_name_default(char *out, size_t size, char *why, size_t why_size);

/* The directory saves live under: given (--save-dir), else $MURK_HOME, else
 * $XDG_DATA_HOME/murk, else $HOME/.local/share/murk; murk setgid games
 * (files/group.h) always the STATEDIR built in. Returns 0, or
 * EX_USAGE when there is no home to put it in. */
int store_base_dir(const char *given, char *out, size_t size, char *why, size_t why_size);

#endif
