#ifndef MURK_REPLAY_KEEP_H
#define MURK_REPLAY_KEEP_H

/* Where an interactive game's recordings are kept: the last game of each
 * name in the save directory, as recordings/NAME-DATE.murkrec (the name's
 * older ones there removed), and with --record DIR every game in DIR too.
 * A resumed game goes on in the recording that led to its save; when there
 * is none (a save from before recordings, a file removed or damaged) it is
 * not recorded in that directory. The front end calls keep_action for every
 * action it gives game_do. No curses. */

#include <dirent.h>
#include <stdint.h>
#include <time.h>

#include "recording.h"

enum {
    KEEP_PATH_MAX = 4096,
    KEEP_WHY_MAX = KEEP_PATH_MAX + 256,
    KEEP_DIRS = 2 /* the save directory's recordings/, and --record's DIR */
};

struct keep {
    char dir[KEEP_DIRS][KEEP_PATH_MAX]; /* for messages: every file is used through dir_fd */
    int dir_fd[KEEP_DIRS];              /* each directory, opened once and held */
    bool prune[KEEP_DIRS]; /* keep only the name's last recording there */
    int dirs;
    char name[64];
    uint64_t data_hash;
    struct recorder rec[KEEP_DIRS]; /* the game in play's; file NULL when none */
    char path[KEEP_DIRS][KEEP_PATH_MAX];
    int status; /* the first failure (EX_IOERR), or 0 */
    char why[KEEP_WHY_MAX];
};

/* Makes BASE/recordings (0700) and, when record_dir is not NULL,
 * record_dir (0700) when it is missing, and opens each once: every
 * recording is then made, read and removed through that descriptor, so a
 * directory swapped for a link during play changes nothing. Neither may be
 * a symbolic link, another user's or writable by others (files_open_dir).
 * Returns 0, or EX_IOERR with one line in why (keep_close is still
 * owed). */
int keep_open(struct keep *keep, const char *base, const char *record_dir, const char *name,
              uint64_t data_hash, char *why, size_t why_size);

/* Lets go of the directories (after keep_stop). */
void keep_close(struct keep *keep);

/* The file name a game of name started at now is recorded under:
 * NAME-YYYYMMDD-HHMMSS.murkrec (UTC). */
void keep_file_name(char *out, size_t size, const char *name, time_t now);

/* A new game, started at now: a recording of it begins in each directory.
 * A failure is kept in status and why, and that recording is dropped. */
void keep_start(struct keep *keep, const struct game *game, time_t now);

/* A game resumed from its save: in each directory, the newest of the name's
 * recordings that leads to it goes on (recorder_resume); with none, that
 * directory records nothing of this game. */
void keep_resume(struct keep *keep, const struct game *game, const struct kind_list *kinds,
                 const struct item_kind_list *items);

/* The directory open as dir, read from its start (closedir lets go of
 * this, not of dir). NULL when it cannot be. */
DIR *keep_read_dir(int dir);

/* The newest of name's recordings in the directory open as dir, its file
 * name into out. Returns 0, or -1 when there is none. */
int keep_newest(int dir, const char *name, char *out, size_t size);

/* The front end's action hook (ui_on_action): keep is the struct keep.
 * Notes the action in each recording and flushes it, so a kill -9 loses at
 * most the action being written. */
void keep_action(void *keep, const struct game *game, struct action action);

/* The game is over, or left (saved, given up): each recording gets its last
 * digest and end line and is closed. */
void keep_stop(struct keep *keep, const struct game *game);

#endif
