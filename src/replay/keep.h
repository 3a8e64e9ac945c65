#ifndef MURK_REPLAY_KEEP_H
#define MURK_REPLAY_KEEP_H

/* Where an interactive game's recordings are kept: the last game of each
 * name in the save directory, as recordings/NAME-DATE.murkrec (the name's
 * older ones there removed), and with --record DIR every game in DIR too.
 * A resumed game goes on in the recording that led to its save; when there
 * is none (a save from before recordings, a file removed or damaged, a
 * recording by another murk) a new recording starts from the save. The front end calls keep_action
 * for every action it gives game_do. No curses. */

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
    bool prune[KEEP_DIRS];              /* keep only the name's last recording there */
    int dirs;
    char name[64];
    uint64_t data_hash;
    struct recorder rec[KEEP_DIRS]; /* the game in play's; file NULL when none */
    char path[KEEP_DIRS][KEEP_PATH_MAX];
    int status; /* the first failure (EX_IOERR), or 0 */
    char why[KEEP_WHY_MAX];
    char aside[512]; /* a journal that disagreed with its save, kept aside: the line to tell */
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

/* keep_start for a saved game that goes on under another murk or other
 * data: its old recordings prove it only to the murk that made them, so a
 * new one starts from the save (recorder_open_from_save_at), and the old
 * ones are pruned as keep_start prunes them. */
void keep_start_from_save(struct keep *keep, const struct game *game, time_t now);

/* A game resumed from its save. The save directory's recording is the
 * game's journal: the newest of the name's recordings there that leads to
 * the save is replayed on past it (recorder_journal_at), so game becomes
 * the game as last played, every action since the save back, and goes on
 * in that recording. In --record's directory the newest that leads to the
 * game goes on (recorder_resume). With none that leads to it, a new one
 * starts from the save there, as keep_start_from_save's. A journal that
 * disagrees with the save never locks the player out: the game goes on
 * from the save, in a new recording, the journal kept aside as
 * FILE.disagrees, and keep->aside holds the line to tell. Returns 0. */
int keep_resume(struct keep *keep, struct game *game, const struct kind_list *kinds,
                const struct item_kind_list *items);

/* Whether the journal (the save directory's recording) is being written
 * whole: while it is, a save needs not be written every turn. */
bool keep_journal_ok(const struct keep *keep);

/* A snapshot of the game was written: its digest goes in the journal (and
 * in --record's copy, so the two stay the same), so a resume proves the
 * journal leads to it. */
void keep_journal_mark(struct keep *keep, const struct game *game);

/* Whether the journal is open but a write to it failed: lines are lost. */
bool keep_journal_failed(const struct keep *keep);

/* A new journal, from the game as it is now (its save): after the old one
 * failed to be written and a save worked again. */
void keep_restart_journal(struct keep *keep, const struct game *game);

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
