#ifndef MURK_REPLAY_LIVE_H
#define MURK_REPLAY_LIVE_H

/* Games in progress, watched from their recordings as they are played
 * (`murk --watch`). No curses, and nothing written: the save directory's
 * save/ and recordings/ are opened for reading only, a player's lock is
 * never opened, let alone held.
 *
 * A game is in progress while its NAME.lock is held. That is read from the
 * kernel's table of held locks (/proc/locks), by the lock file's device
 * and inode: reading the table takes no lock, so a watcher can never make
 * a login fail ("alice is already playing."), and a player killed outright
 * holds none. Where the table cannot be read (a chroot without /proc, a
 * system without it), a game is in progress while its recording has no
 * end line: every way a game is left but a kill -9 writes one. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "murk/base/item_kind.h"
#include "murk/base/kind.h"
#include "recording.h"

enum { LIVE_NAME_MAX = 32, LIVE_FILE_MAX = 128, LIVE_WHY_MAX = 4096 + 256 };

/* The save directory's two folders, open for reading. */
struct live_dirs {
    int save_fd, rec_fd;
    char base[4096];
    const char *locks; /* the kernel's table of held locks: /proc/locks */
};

/* Opens BASE/save and BASE/recordings for reading (never making either;
 * a folder missing is one with no game in it). Returns 0, or EX_NOINPUT
 * with one line in why. */
int live_open(struct live_dirs *dirs, const char *base, char *why, size_t why_size);
void live_close(struct live_dirs *dirs);

/* Whether name's game is in progress now (see above). */
bool live_playing(const struct live_dirs *dirs, const char *name);

/* A game in progress as the watch list shows it. */
struct live_game {
    char name[LIVE_NAME_MAX];
    int depth, turn; /* -1 when its recording cannot be followed */
    long idle;       /* seconds since its recording last grew */
};

/* The data a watcher plays the recordings on. */
struct live_data {
    const struct kind_list *kinds;
    const struct item_kind_list *items;
    uint64_t hash;
    int max_cols, max_lines; /* the host's --max-size, as in play; 0: the whole terminal */
};

/* The most games a list shows, the most recently active first; and the
 * most lock files looked at for them. */
enum { LIVE_LIST_MAX = 128, LIVE_SCAN_MAX = 4096 };
struct live_follow;

/* The games of the last list, each followed where it had got to, so the
 * next list reads only what their recordings have added since. Starts
 * zeroed; live_roster_free lets go of it. */
struct live_roster {
    struct live_follow *follow[LIVE_LIST_MAX];
    int count;
};

/* The games in progress, the most recently active first, at most max of
 * them (the lock table read once); each recording
 * played to its last whole line for its floor and turn (from where the
 * roster had it). Returns how many. */
int live_list(const struct live_dirs *dirs, const struct live_data *data,
              struct live_roster *roster, struct live_game *games, int max);

void live_roster_free(struct live_roster *roster);

/* One game followed as it is played: its recording read to its last whole
 * line, then again each time it grows, every digest checked. */
struct live_follow {
    const struct live_dirs *dirs;
    char name[LIVE_NAME_MAX];
    char file[LIVE_FILE_MAX];
    struct playback pb;
    struct playback_proof proof;
    struct game game; /* the watcher's own copy */
    dev_t dev;
    ino_t ino;
    double checked; /* when the player and the file were last looked at */
};

/* Starts following name's game in progress. Returns 0; EX_NOINPUT with
 * "NAME is not playing." when it is not (or when its game has no
 * recording, saying so); EX_DATAERR when its recording
 * cannot be read, or was made with other data files; each with one line
 * in why. */
int live_follow_open(struct live_follow *f, const struct live_dirs *dirs, const char *name,
                     const struct live_data *data, char *why, size_t why_size);

/* What live_follow_next found. */
enum live_step {
    LIVE_ACTION, /* an action played on f->game */
    LIVE_WAIT,   /* nothing new yet */
    LIVE_OVER,   /* the game ended, or was left, or its recording replaced: said says which */
    LIVE_BAD     /* the recording disagrees with the game, or is damaged: said says where */
};

/* The next action of the game, when its recording has it whole; else
 * whether the player still plays on in that file. */
enum live_step live_follow_next(struct live_follow *f, char *said, size_t size);

/* How long ago the recording last grew, in seconds. */
long live_follow_idle(const struct live_follow *f);

void live_follow_close(struct live_follow *f);

#endif
