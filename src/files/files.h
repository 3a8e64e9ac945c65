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

#include <sys/types.h>

/* Opens path as a directory (making it 0700 when create and it is
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
 * they could remove or forge what murk keeps there). Says why not in why
 * (path names it). */
bool files_dir_trusted(int fd, const char *path, char *why, size_t why_size);

/* files_open_regular's answer for a file that is there but is not a
 * regular file of a size murk reads (a link, a FIFO, a device, a
 * directory, a file too large). */
enum { FILES_NOT_REGULAR = -2 };

/* Opens name inside the directory open as dir (AT_FDCWD: a path) with
 * flags (O_RDONLY, O_RDWR...), never blocking and never through a
 * symbolic link, and only when it is a regular file of at most max bytes
 * (max < 0: any size). Returns its descriptor (blocking again), -1 when it
 * cannot be opened (errno set; ENOENT when it is missing), or
 * FILES_NOT_REGULAR; either way why says what it is in words. */
int files_open_regular(int dir, const char *name, int flags, off_t max, char *why, size_t why_size);

#endif
