#ifndef MURK_STORE_OWNER_H
#define MURK_STORE_OWNER_H

/* Whose a name is, in the shared folder (owner.c). */

#include <stddef.h>

/* Shared through the games group (files/group.h), whether name is this
 * user's to play: not another account's login, and not a name another uid
 * has played (its save/NAME.lock theirs); save_dir is the open save
 * folder. One player: always. Returns 0, or EX_USAGE ("bob is another
 * player's name."). */
int store_name_check_at(int save_dir, const char *name, char *why, size_t why_size);

/* store_name_check_at on BASE/save, and the name made this user's (its
 * lock made) when it is no one's yet: for a player who records runs
 * without playing on a terminal (--bot --name). Returns 0, EX_USAGE or
 * EX_IOERR. */
int store_name_claim(const char *base, const char *name, char *why, size_t why_size);

#endif
