#ifndef MURK_REPLAY_APPENDER_H
#define MURK_REPLAY_APPENDER_H

/* A file appended to through a shared mapping of its end: an append is a
 * copy into the page cache, with no system call, yet as safe as write(2)
 * against a kill -9 (the pages are the kernel's, not the process's). It is
 * what lets the journal take every key cheaply: a write(2) of one line
 * dirtied the inode in ext4's journal at each key (doc/design.md gives the
 * figures).
 *
 * The room is reserved before it is used (posix_fallocate, APPENDER_RESERVE
 * bytes at a time, or just what one append needs when that much is not to
 * be had): a full disk or a file size limit is an error at the append, as
 * with write(2), never a SIGBUS at the copy. While the file is open it is
 * longer than what was written, the rest NUL bytes; readers stop at the
 * first NUL, and appender_finish cuts the file to what was written.
 *
 * Each append's last byte (a line's newline) is stored after all the others,
 * so a reader never sees a whole line that is not yet whole. The file's
 * modification time is set at most every APPENDER_TOUCH_SECONDS (a copy into
 * the mapping does not set it at each): how long a player has been idle is
 * read from it. The process must not be writing when another cuts the file
 * shorter: murk's lock on the save directory sees to that. */

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum { APPENDER_RESERVE = 64 * 1024, APPENDER_TOUCH_SECONDS = 5 };

struct appender {
    int fd;     /* open for reading and writing (a shared mapping needs both) */
    off_t used; /* the bytes written: where the next append goes */
    off_t room; /* where the reserved and mapped room ends */
    char *map;  /* the mapping, from map_at, map_len bytes; NULL before the first append */
    off_t map_at;
    size_t map_len;
    time_t touched; /* when the modification time was last set (0: never) */
    bool grown;     /* room was reserved past what is written: to be cut at the finish */
};

/* Starts appending to fd after its first used bytes (anything after them is
 * overwritten). Nothing is reserved or mapped until the first append. */
void appender_start(struct appender *a, int fd, off_t used);

/* Appends n bytes. Returns false, errno set, when the room for them cannot
 * be reserved or mapped: nothing of them is written. */
bool appender_add(struct appender *a, const char *bytes, size_t n);

/* Lets go of the mapping and cuts the file to what was written. The file
 * stays open (its owner closes it). Returns 0, or -1 with errno. */
int appender_finish(struct appender *a);

#endif
