#ifndef MURK_FILES_FILES_H
#define MURK_FILES_FILES_H

/* Writing and opening files, what the saves (src/store) and a run's record
 * (src/record) both stand on. Below both: it includes nothing of murk's, so
 * neither folder has to reach into the other for it. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Writes all of n bytes, through short writes and interruptions. Returns 0,
 * or -1 with errno set. */
int files_write_all(int fd, const void *bytes, size_t n);

/* 64 random bits from the kernel (/dev/urandom), else from the clock and
 * the process: a seed nobody chose, a run's id. */
uint64_t files_random_u64(void);

/* Why opening a file failed with err, in words: O_NOFOLLOW's ELOOP is a
 * symbolic link where a file should be. */
const char *files_open_reason(int err);

#include <sys/stat.h>
#include <sys/types.h>

/* What a file is to the players, for the mode murk makes it with. */
enum files_kind {
    FILES_PRIVATE, /* a save, its temporary file and reserve: its player's alone */
    FILES_LOCK,    /* NAME.lock: who plays and since when, which the group may read */
    FILES_SHARED,  /* scores.sqlite, xlogfile: written by every player's murk */
    FILES_RECORD,  /* a morgue, a recording: written by one, shown to others */
};

/* The one place modes are decided. For one player (shared false) every
 * file is 0600 and every directory 0700. Shared through the games group
 * (group.h): a save 0600, a lock 0640, scores and xlogfile 0660, morgues
 * and recordings 0640, directories 02770 (the setgid bit keeps the group
 * on what is made in them); players outside the group reach none of it
 * but through murk. */
mode_t files_mode_for(bool shared, enum files_kind kind);
mode_t files_dir_mode_for(bool shared);

/* The same for the way this murk runs (files_group_shared). */
mode_t files_mode(enum files_kind kind);
mode_t files_dir_mode(void);

/* Opens path as a directory (making it files_dir_mode() when create and it is
 * missing), for the files in it to be opened with openat: never through a
 * symbolic link at its last step, and only one that is murk's to use
 * (files_dir_trusted). Returns its descriptor, or -1 with why ("cannot make
 * PATH: ...", "cannot use PATH: ..."), *missing (may be NULL) set when it
 * does not exist and create was false. */
int files_open_dir(const char *path, bool create, bool *missing, char *why, size_t why_size);

/* files_open_dir for the directory name inside the one open as dir (its
 * path, for messages, is shown as shown). */
int files_open_dir_at(int dir, const char *name, const char *shown, bool create, bool *missing,
                      char *why, size_t why_size);

/* Whether the open directory fd is one murk may keep files in: owned by
 * the user murk runs as, and not writable by others unless sticky (where
 * they could remove or forge what murk keeps there). Shared through the
 * games group, the shared folder's directories are root's (as installed)
 * or this user's, of the games group, and writable by no one else. Says
 * why not in why (path names it). */
bool files_dir_trusted(int fd, const char *path, char *why, size_t why_size);

/* files_dir_trusted's rule on a directory's stat: euid the user murk runs
 * as; games the shared group, or (gid_t)-1 for one player. */
bool files_dir_ok(const struct stat *st, uid_t euid, gid_t games, const char *path, char *why,
                  size_t why_size);

/* A temporary file, name in dir, made anew for writing (O_WRONLY, mode):
 * whatever was left under its name (a crash's half-written file, or a
 * FIFO, a device, a link put there) is removed first, and the file is
 * made with O_EXCL, so the open can neither block nor write through
 * anything but a new regular file. Returns its descriptor, or -1 with
 * errno set. */
int files_open_fresh(int dir, const char *name, mode_t mode);

/* files_open_regular's answer for a file that is there but is not a
 * regular file of a size murk reads (a link, a FIFO, a device, a
 * directory, a file too large). */
enum { FILES_NOT_REGULAR = -2 };

/* Opens name inside the directory open as dir (AT_FDCWD: a path) with
 * flags (O_RDONLY, O_RDWR...; with O_CREAT a file it makes is
 * files_mode(FILES_SHARED): only the xlogfile is made so), never blocking and never through a
 * symbolic link, and only when it is a regular file of at most max bytes
 * (max < 0: any size). Returns its descriptor (blocking again), -1 when it
 * cannot be opened (errno set; ENOENT when it is missing), or
 * FILES_NOT_REGULAR; either way why says what it is in words. */
int files_open_regular(int dir, const char *name, int flags, off_t max, char *why, size_t why_size);

#endif
