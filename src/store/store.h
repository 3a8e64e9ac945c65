#ifndef MURK_STORE_STORE_H
#define MURK_STORE_STORE_H

/* The file layer: where a player's save lives, the lock that lets one
 * process play a name at a time, and the save file itself, written whole to
 * a temporary file beside it and renamed over it, and read back through
 * every check there is. Not in the core: the core knows bytes, not files.
 *
 * The functions that can fail return an exit status from sysexits.h (0 when
 * all is well) and put one line saying why, without "murk: ", in why. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/save.h"

struct game;
struct kind_list;
struct item_kind_list;

enum {
    STORE_NAME_MAX = 31,   /* the longest player name */
    STORE_PATH_MAX = 4096, /* the longest directory we keep saves in */
    STORE_WHY_MAX = STORE_PATH_MAX + 256,
    /* The format of the file around the game's bytes; any other version is
     * refused. It must change whenever save.c's walk does. */
    STORE_FORMAT_VERSION = 3,
    /* No save comes near this; a file larger is not read into memory. */
    STORE_FILE_MAX = 64 << 20,
};

/* ---- names and places (name.c) ---- */

/* Whether name is a player name: 1 to STORE_NAME_MAX letters, digits, '-'
 * and '_', so it is always a safe file name. */
bool store_name_valid(const char *name);

/* The default name: the login name with what a name may not hold dropped,
 * cut to STORE_NAME_MAX; "player" when nothing is left. */
void store_name_default(char *out, size_t size);

/* The directory saves live under: given (--save-dir), else $MURK_HOME, else
 * $XDG_DATA_HOME/murk, else $HOME/.local/share/murk. Returns 0, or
 * EX_USAGE when there is no home to put it in. */
int store_base_dir(const char *given, char *out, size_t size, char *why, size_t why_size);

/* ---- the envelope (envelope.c): pure, no files ---- */

/* A 64-bit FNV-1a hash of n bytes, folded into hash (start from
 * STORE_FNV_START). */
#define STORE_FNV_START 14695981039346656037ULL
uint64_t store_fnv1a(uint64_t hash, const void *bytes, size_t n);

/* The header lines that go before a body of len bytes:
 *   murk save / version N / data HASH / started TIME / length LEN / check SUM
 * where TIME is when the run began (seconds since 1970: the core has no
 * clock, so the file keeps it for the run's record) and SUM is the FNV-1a
 * hash of the lines above it and of the body. Returns the header's length
 * (always less than STORE_HEADER_MAX). */
enum { STORE_HEADER_MAX = 160 };
size_t store_header(char *out, uint64_t data_hash, uint64_t started, const uint8_t *body,
                    size_t len);

/* What a header says. */
struct store_header {
    unsigned version;
    uint64_t data_hash, started, length, check;
    size_t size; /* the header's own length: the body starts here */
};

/* Reads the header of a whole save file and finds the body. Returns 0, or
 * -1 with what is wrong in why ("truncated", "not a murk save", "format
 * version 2; this murk reads version 1"). The checksum is not checked. */
int store_split(const uint8_t *file, size_t len, struct store_header *header, char *why,
                size_t why_size);

/* Everything store_split checks, and then the length, the checksum and the
 * data hash. Returns 0 with the body found, or -1 with why. */
int store_parse(const uint8_t *file, size_t len, uint64_t data_hash, const uint8_t **body,
                size_t *body_len, char *why, size_t why_size);

/* ---- one player's save (store.c) ---- */

struct store {
    int dir_fd;                /* the save directory, held open: every file is opened in it */
    int lock_fd;               /* NAME.lock, locked while we play; -1 when not */
    char base[STORE_PATH_MAX]; /* where the save directory and the records live */
    char dir[STORE_PATH_MAX];
    char name[STORE_NAME_MAX + 1];
    uint64_t data_hash;
    uint64_t started;     /* when the run in play began; 0 until its first save */
    struct save_buf body; /* reused from one save to the next */
};

/* A hash of the data files' bytes (monsters.txt and items.txt in data_dir):
 * a save made with other data is refused. Returns 0, or EX_NOINPUT. */
int store_data_hash(const char *data_dir, uint64_t *hash, char *why, size_t why_size);

/* Makes BASE/save (0700, and BASE too when missing) and takes the lock on
 * NAME. Returns 0; EX_TEMPFAIL ("NAME is already playing.") when another
 * process holds it; EX_IOERR when the directory cannot be made or used. */
int store_open(struct store *store, const char *base, const char *name, uint64_t data_hash,
               char *why, size_t why_size);

/* Reads NAME.sav into game, through every check. Returns 0 with *found
 * saying whether there was a save at all; EX_DATAERR for a save that is
 * damaged, of another version or other data (it is then renamed to
 * NAME.sav.bad, never deleted, and why says so); EX_IOERR for a save that
 * is a symbolic link or not a regular file (left where it is), or cannot
 * be read. */
int store_load(struct store *store, struct game *game, const struct kind_list *kinds,
               const struct item_kind_list *items, bool *found, char *why, size_t why_size);

/* Writes the game to NAME.sav.tmp (0600) and renames it over NAME.sav, so
 * the save is always the old game or the new one, never half of each.
 * durable: fsync the file and the directory first (quit, hang-up, a new
 * floor); a save every turn skips that. Returns 0 or EX_IOERR. */
int store_save(struct store *store, const struct game *game, bool durable, char *why,
               size_t why_size);

/* The run is over (a death, a win, or quitting it): the run's record is
 * written (src/record: a row in BASE/scores.sqlite, a line in
 * BASE/xlogfile, BASE/morgue/NAME-DATE.txt), and only then is the save
 * removed. Returns 0 or EX_IOERR (the save is then kept, and the record is
 * tried again when the game is next started). */
int store_end_run(struct store *store, const struct game *game, char *why, size_t why_size);

/* The save's path, for messages: DIR/NAME.sav. */
void store_path(const struct store *store, char *out, size_t size);

/* Lets go of the lock and the directory. */
void store_close(struct store *store);

#endif
