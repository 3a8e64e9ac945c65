#ifndef MURK_STORE_STORE_H
#define MURK_STORE_STORE_H

/* The file layer: where a player's save lives, the lock that lets one
 * process play a name at a time, and the save file itself, written whole to
 * a temporary file beside it and renamed over it, and read back through
 * every check there is. Not in the core: the core knows bytes, not files.
 * What the rest of murk includes: it brings the names (name.h) and the
 * header (envelope.h) with it; records kept pending are pending.h's, taking
 * a game over takeover.h's.
 *
 * The functions that can fail return an exit status from sysexits.h (0 when
 * all is well) and put one line saying why, without "murk: ", in why. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "envelope.h"
#include "murk/world/save.h"
#include "name.h"
#include "owner.h"

struct game;
struct kind_list;
struct item_kind_list;

/* No save comes near this (a real one is about 10 KB, 100 times less); a
 * file larger is not read into memory but refused at once. */
enum { STORE_FILE_MAX = 1 << 20 };

/* ---- one player's save (store.c) ---- */

/* What a game resumed under another murk or other data is told, once. */
#define STORE_UPDATED_MESSAGE "murk was updated; this game goes on under the new rules."

struct store {
    int dir_fd;                /* the save directory, held open: every file is opened in it */
    int lock_fd;               /* NAME.lock, locked while we play; -1 when not */
    char base[STORE_PATH_MAX]; /* where the save directory and the records live */
    char dir[STORE_PATH_MAX];
    char name[STORE_NAME_MAX + 1];
    uint64_t data_hash;
    uint64_t started;              /* when the run in play began; 0 until its first save */
    int error;                     /* why the last store_save failed (an errno), or 0 */
    int64_t reserved;              /* bytes NAME.reserve holds for the run's end (0: none known) */
    bool updated;                  /* the save loaded was made by another murk, format or data */
    unsigned saved_by_version;     /* the loaded save's format version */
    char saved_by[STORE_MURK_MAX]; /* and its murk ("" before format 6) */
    long holder_pid;      /* after EX_TEMPFAIL from store_open: who plays NAME (0: unknown) */
    int64_t holder_since; /* ...and since when (seconds since 1970) */
    struct save_buf body; /* reused from one save to the next */
};

/* A hash of the data files' bytes (monsters.txt and items.txt in data_dir):
 * a save made with other data is refused. Returns 0, or EX_NOINPUT. */
int store_data_hash(const char *data_dir, uint64_t *hash, char *why, size_t why_size);

/* Makes BASE/save (0700, and BASE too when missing) and takes the lock on
 * NAME, once store_name_check_at says the name is this user's (EX_USAGE
 * when it is not, before any file is made). Returns 0; EX_TEMPFAIL ("NAME is already playing.")
 * when another process holds it; EX_IOERR when the directory cannot be made or used. */
int store_open(struct store *store, const char *base, const char *name, uint64_t data_hash,
               char *why, size_t why_size);

/* Reads NAME.sav into game, through every check. A game that is over (its
 * run ended, its record not yet written) is read like any other: the
 * caller finishes its record (run_end_pending). A save of an older format,
 * or made by another murk or with other data, loads (store->updated then
 * says so). Returns 0 with *found saying whether there was a save at all;
 * EX_DATAERR for a save that is damaged (it is then renamed to
 * NAME.sav.bad, never deleted, and why says so), or that is sound but of a
 * newer format or names a kind the data has no more (left as it is: the
 * newer murk, or the old data, can still play it); EX_IOERR for a save that
 * is a symbolic link or not a regular file (left where it is), or cannot
 * be read. */
int store_load(struct store *store, struct game *game, const struct kind_list *kinds,
               const struct item_kind_list *items, bool *found, char *why, size_t why_size);

/* Writes the game to NAME.sav.tmp (0600) and renames it over NAME.sav, so
 * the save is always the old game or the new one, never half of each (the
 * temporary file is removed when it fails), and then sees that
 * NAME.reserve holds the run's end's space (store_save_ending). durable: fsync the file and
 * the directory first (quit, hang-up, a new floor, a run's end); a save
 * every turn skips that. Returns 0, or EX_IOERR with store->error set. */
int store_save(struct store *store, const struct game *game, bool durable, char *why,
               size_t why_size);

/* The ending of a run (the game over), saved durably over NAME.sav like
 * store_save, but written into NAME.reserve, the space each save sets
 * aside (2 x the save + 128 KB, allocated), and renamed into place: on a
 * full disk the ending needs no new space, and the reserve's rest and the
 * old save are freed for the record. With no reserve (or a failing one)
 * the reserve is removed and the ending saved as store_save would.
 * Returns 0, or EX_IOERR with store->error set. */
int store_save_ending(struct store *store, const struct game *game, char *why, size_t why_size);

/* The game saved durably as file in the save folder (by file.tmp), not
 * over NAME.sav: a bot's run kept pending beside a player's game of the
 * same name. Returns 0, or EX_IOERR with why. */
int store_save_as(struct store *store, const struct game *game, const char *file, char *why,
                  size_t why_size);

/* The run in play is over: when it began (seconds since 1970, from its
 * save; 0 when it was never saved), and forgotten, so the next run starts
 * its own clock. */
uint64_t store_take_started(struct store *store);

/* Removes NAME.sav (a save already gone is no error) and makes that
 * durable, so a run that is over stays over after a crash. Only for a run
 * whose record is written (run_end.c). Returns 0 or EX_IOERR. */
int store_remove_save(struct store *store, char *why, size_t why_size);

/* The whole of an open file into memory (free it); a file larger than
 * STORE_FILE_MAX (status EX_DATAERR) or that cannot be read (EX_IOERR)
 * gives NULL with what in words. */
uint8_t *store_read_all(int fd, size_t *len, int *status, char *what, size_t what_size);

/* The save's path, for messages: DIR/NAME.sav. */
void store_path(const struct store *store, char *out, size_t size);

/* Lets go of the lock and the directory. */
void store_close(struct store *store);

#endif
