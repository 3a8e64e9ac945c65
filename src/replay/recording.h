#ifndef MURK_REPLAY_RECORDING_H
#define MURK_REPLAY_RECORDING_H

/* Recordings: a game as the data hash, the seed and the list of actions, with
 * the game's digest every RECORDING_DIGEST_EVERY turns, so a replay can
 * prove it is the same game and say where it first was not. A text file:
 *
 *   murk recording
 *   version 5
 *   murk 0.2.0                    the murk that made it (version 5 on)
 *   data 0123456789abcdef
 *   seed 42
 *   run 0123456789abcdef          the run id (version 4 on)
 *   save FORMAT LENGTH            optional (version 5 on): the game starts
 *   s HEX...                      from this save body, LENGTH bytes of save
 *                                 format FORMAT, 64 to an s line, not from
 *                                 the seed (a game resumed by another murk)
 *   a NAME DX DY SLOT TARGET CX CY    one per action given to game_do: its
 *                                     word in murk/action.def ("move"), so
 *                                     the table may be reordered freely
 *                                     (CX CY: the cell a travel goes to)
 *   d TURN DIGEST                 after the action that reached TURN
 *   end
 *
 * A recording proves a game only to the murk and the data that made it:
 * --verify of one made by another murk (or before version 5, which did not
 * say) or with other data says so, never "turn N differs".
 * Every line is read strictly: numbers in range, a digest every
 * RECORDING_DIGEST_EVERY turns and one before the end line are required,
 * and the file must be a regular file of at most RECORDING_FILE_MAX bytes.
 * Versions 2 and 3 have no run line: their run id is game_new's.
 * Version 2 wrote the action as the number of its place in the table of
 * that time (recording.c keeps that list); it is still read, and a game
 * resumed in a version 2 recording goes on writing version 2.
 *
 * The header is written through stdio; every line after it is appended
 * through a shared mapping (appender.h), as it is the journal that every
 * key writes to. While a recording is being written, the file is longer
 * than its lines, the rest NUL bytes (room reserved ahead): a reader takes
 * the first NUL for the end of the file, and the file is cut to its lines
 * when the recording is closed, or gone on with after a kill -9. */

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "appender.h"
#include "murk/turn/game.h"

enum { RECORDING_VERSION = 5, RECORDING_OLDEST_VERSION = 2, RECORDING_DIGEST_EVERY = 100 };

/* No game's recording comes near this: a larger file is refused unread. */
#define RECORDING_FILE_MAX (256L << 20)

struct recorder {
    FILE *file;
    int version;       /* the format it writes: a resumed recording's own */
    int digested_turn; /* the last turn a digest was written for */
    bool failed;       /* a write failed: the recording is incomplete */
    struct appender out; /* the lines after the header */
};

/* Starts a recording at path for a game about to begin (its seed and run
 * id): the file made 0600 (or emptied), never opened through a symbolic
 * link. Returns 0, or -1 with errno set (the recorder is then closed). */
int recorder_open(struct recorder *rec, const char *path, uint64_t data_hash,
                  const struct game *game);

/* recorder_open with path relative to the directory open as dir. */
int recorder_open_at(struct recorder *rec, int dir, const char *path, uint64_t data_hash,
                     const struct game *game);

/* recorder_open_at for a game that goes on from a save rather than from its
 * seed: the recording holds the game as it is now (its save body), and a
 * replay starts there. */
int recorder_open_from_save_at(struct recorder *rec, int dir, const char *path,
                               uint64_t data_hash, const struct game *game);

/* Notes an action just given to game_do, and the digest when the game has
 * reached another multiple of RECORDING_DIGEST_EVERY turns. */
void recorder_action(struct recorder *rec, const struct game *game, struct action action);

/* Goes on recording a game resumed from a save, in the recording at path
 * that led to it: the recording is replayed, cut after the last place where
 * the replayed game is this one (so actions a kill -9 left past the save,
 * half a line, or the end line go), and later actions are added there. The
 * file is opened as recorder_open's: 0600, not through a symbolic link.
 * Returns 0; or 66 it cannot be opened, 65 it is not a recording of this
 * game (other data, another seed, or it never reaches this game), 74 it
 * cannot be written, 71 out of memory, each with one line in why (the
 * recorder is then closed). */
int recorder_resume(struct recorder *rec, const char *path, const struct game *game,
                    const struct kind_list *kinds, const struct item_kind_list *items,
                    uint64_t data_hash, char *why, size_t why_size);

/* The recording as the journal of a game whose save (game, its snapshot)
 * may be behind it: the recording is replayed from its start; where the
 * replayed game is the snapshot, the replay goes on through every whole
 * line after it, each digest checked, and the game becomes the replayed
 * one: every action played since the snapshot is back. The file is cut
 * after the last whole line (a kill -9's half line, the end line go) and
 * later actions are added there. Returns 0; RECORDING_BEHIND when the
 * recording stops before the snapshot (its writes failed: the snapshot is
 * the game, and a new recording should start from it); 65 when it is not
 * this game's or disagrees with it (a replay that passes the snapshot's
 * turn without meeting it, or a digest after it that differs: one line in
 * why naming the line, and nothing written); 66, 74, 71 as
 * recorder_resume. */
enum { RECORDING_BEHIND = -3 };
int recorder_journal_at(struct recorder *rec, int dir, const char *path, struct game *game,
                        const struct kind_list *kinds, const struct item_kind_list *items,
                        uint64_t data_hash, char *why, size_t why_size);

/* recorder_resume with path relative to the directory open as dir. */
int recorder_resume_at(struct recorder *rec, int dir, const char *path, const struct game *game,
                       const struct kind_list *kinds, const struct item_kind_list *items,
                       uint64_t data_hash, char *why, size_t why_size);

/* A digest line of the game as it is now, as a snapshot of it is taken:
 * a resume then proves the journal leads to the snapshot (a digest that
 * differs is a journal that disagrees). */
void recorder_digest(struct recorder *rec, const struct game *game);

/* Ends the recording. Returns 0, or -1 when any write failed. */
int recorder_close(struct recorder *rec, const struct game *game);

/* Closes a recording without ending it (one whose writes failed, given up
 * for a new one): cut to its whole lines, with no end line. */
void recorder_drop(struct recorder *rec);

/* A recording being read back, one action at a time. */
struct playback {
    FILE *file;
    const char *path;
    uint64_t data_hash, seed;
    uint64_t run_id; /* version 4 on (has_run_id) */
    bool has_run_id;
    char murk[32];          /* the murk that made it; "" before version 5 */
    uint8_t *start;         /* the save body the game starts from, or NULL */
    size_t start_len;
    unsigned start_version; /* its save format */
    int version;
    int line;
    long offset; /* where the line after the last whole one read begins */
    bool ended;  /* its end line was read */
    bool live;   /* still being written: see playback_live */
    bool reread; /* read again from offset: a live line was not yet whole */
};

/* Opens and reads the header. Returns 0, or an exit status (66 cannot open,
 * 65 not a recording, or of a version this murk does not read) with one
 * line in why. */
int playback_open(struct playback *pb, const char *path, char *why, size_t why_size);

/* playback_open with path relative to the directory open as dir. */
int playback_open_at(struct playback *pb, int dir, const char *path, char *why, size_t why_size);

/* Starts the recorded game: game_new on its seed, with its run id, or the
 * game of its start save. Returns 0, or -1 with why (out of memory, a
 * start save that does not load). */
int playback_game(struct playback *pb, struct game *game, const struct kind_list *kinds,
                  const struct item_kind_list *items, char *why, size_t why_size);

/* Whether the recording was made by this murk with these data; when not,
 * why says so in one line (who made it, and who reads it). */
bool playback_ours(const struct playback *pb, uint64_t data_hash, char *why, size_t why_size);

/* Marks an open playback as a recording still being written (a game in
 * play, its every action flushed as it is played): from then on the file
 * is read up to its last whole line, and a line not yet whole, or none,
 * is PLAYBACK_MORE rather than the end, read again once the file grows. */
void playback_live(struct playback *pb);

/* What the next line holds; PLAYBACK_MORE only for a live playback. */
enum playback_step { PLAYBACK_ACTION, PLAYBACK_DIGEST, PLAYBACK_END, PLAYBACK_BAD, PLAYBACK_MORE };

/* Reads the next line: an action into *action, or a digest into *turn and
 * *digest. PLAYBACK_BAD (with why) for a line that is neither, or a file that
 * stops without its end line (a live one: PLAYBACK_MORE). */
enum playback_step playback_next(struct playback *pb, struct action *action, int *turn,
                                 uint64_t *digest, char *why, size_t why_size);

void playback_close(struct playback *pb);

/* Where a recording played against its game stands: the digest owed
 * (every RECORDING_DIGEST_EVERY turns, and one before the end). Starts
 * zeroed. */
struct playback_proof {
    int digested;     /* the last turn whose digest was read */
    int due;          /* a turn whose digest must come next, or 0 */
    bool last_digest; /* the line before was a digest: the end may come */
};

/* What playback_play did with a line. */
enum playback_played { PLAYED_ACTION, PLAYED_DIGEST, PLAYED_END, PLAYED_MORE, PLAYED_BAD };

/* Reads the next line and plays it on game: an action given to game_do, a
 * digest checked against the game (one owed and missing, or one that
 * differs, is PLAYED_BAD with why naming the line), the end line (a
 * finished recording must have nothing after it). PLAYED_MORE: a live
 * recording has no whole line more yet. */
enum playback_played playback_play(struct playback *pb, struct game *game,
                                   struct playback_proof *proof, char *why, size_t why_size);

/* Plays the recording headless and checks every digest, and that none is
 * missing. Returns 0, or 65 with why naming the line of the first turn
 * whose digest differs or is missing (or what else is wrong: a FIFO, a
 * device or a link is refused unread), or 66 when it cannot be opened. */
int recording_verify(const char *path, const struct kind_list *kinds,
                     const struct item_kind_list *items, uint64_t data_hash, char *why,
                     size_t why_size);

#endif
