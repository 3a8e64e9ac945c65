#ifndef MURK_FILES_FILES_H
#define MURK_FILES_FILES_H

/* Writing and opening files, what the saves (src/store) and a run's record
 * (src/record) both stand on. Below both: it includes nothing of murk's, so
 * neither folder has to reach into the other for it. */

#include <stdbool.h>
#include <stddef.h>

/* Writes all of n bytes, through short writes and interruptions. Returns 0,
 * or -1 with errno set. */
int files_write_all(int fd, const void *bytes, size_t n);

/* Why opening a file failed with err, in words: O_NOFOLLOW's ELOOP is a
 * symbolic link where a file should be. */
const char *files_open_reason(int err);

/* Opens path as a directory (making it 0700 when create and it is
 * missing), for the files in it to be opened with openat. Returns its
 * descriptor, or -1 with why ("cannot make PATH: ...", "cannot use PATH:
 * ..."), *missing (may be NULL) set when it does not exist and create was
 * false. */
int files_open_dir(const char *path, bool create, bool *missing, char *why, size_t why_size);

#endif
