#ifndef MURK_STORE_OWNER_H
#define MURK_STORE_OWNER_H

/* Whose a name is, in the shared folder (owner.c). */

#include <stddef.h>

enum {
    STORE_NAMES_PER_UID = 20,     /* names one uid plays, its login's besides (tune) */
    STORE_NAME_IDLE_DAYS = 180,   /* a name unplayed so long no longer counts (tune) */
    STORE_BOT_RUNS_PER_HOUR = 60, /* recorded bot runs of one uid, but root's (tune) */
};

/* Shared through the games group (files/group.h), whether name is this
 * user's to play: not another account's login, nor a name another uid
 * played (its save/NAME.lock theirs), nor one read alike (by case, or
 * characters alike: store_name_skeleton) that is another's, a login's
 * included; a new name only while the user plays fewer than
 * STORE_NAMES_PER_UID played in the last STORE_NAME_IDLE_DAYS days. The
 * user's login is theirs whatever: one another uid played first is taken
 * back, that uid's files kept aside as FILE.uidN (EX_TEMPFAIL while that
 * uid's murk plays it). save_dir is the open save folder. One player:
 * always. Returns 0, EX_USAGE ("bob is another player's name.", or the
 * names used up) or EX_TEMPFAIL. */
int store_name_check_at(int save_dir, const char *name, char *why, size_t why_size);

/* store_name_check_at on BASE/save, and the name made this user's (its
 * lock made) when it is no one's yet: for a player who records runs
 * without playing on a terminal (--bot --name). Returns 0, EX_USAGE or
 * EX_IOERR. */
int store_name_claim(const char *base, const char *name, char *why, size_t why_size);

/* How name reads: lower case, each character to the one others read it as
 * (0 o, 1 i | l, 5 s...), '.', '_' and '-' dropped, "rn" m, "vv" w. Two
 * names alike have one skeleton. */
void store_name_skeleton(const char *name, char *out, size_t size);

/* Shared, for a user but root: runs more recorded bot runs this hour, at
 * most STORE_BOT_RUNS_PER_HOUR, counted in BASE/save/.bot.UID (the user's,
 * 0600). Returns 0, EX_TEMPFAIL (said in why) or EX_IOERR. */
int store_bot_allow(const char *base, int runs, char *why, size_t why_size);

#endif
