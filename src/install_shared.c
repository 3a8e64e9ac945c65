/* murk-install-shared DIR: what `make install GAMES_GROUP=...` runs, as
 * root, before anyone plays: DIR's scores.sqlite made with murk's schema in
 * WAL mode (its -wal and -shm kept), or the one there checked (a schema
 * murk did not make is refused) and brought up to date, and an xlogfile.
 * The install then gives them to root and the games group: a player's
 * murk only ever opens them, so no player owns a file the others write
 * (Debian's nethack-console makes its record and logfile so). A shared
 * file there that the install did not make (not the folder owner's: a
 * player's murk made it before installs made them) is refused, its rows
 * and lines kept by no one, with a line saying how to move it aside. Built
 * from the same record code as murk, never installed. */
#define _POSIX_C_SOURCE 200809L /* fstatat */

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sysexits.h>

#include "record/record.h"

/* Whether each shared file in dir is there only as the install made it:
 * missing, or the folder owner's. */
static int made_by_the_install(const char *dir, char *why, size_t why_size)
{
    static const char *const files[] = {
        "scores.sqlite", "scores.sqlite-wal", "scores.sqlite-shm", "xlogfile"};
    struct stat folder, st;
    if (stat(dir, &folder) != 0)
        return EX_OK; /* made by what follows, or said there */
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[RECORD_PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        if (fstatat(AT_FDCWD, path, &st, AT_SYMLINK_NOFOLLOW) != 0 || st.st_uid == folder.st_uid)
            continue;
        snprintf(why,
                 why_size,
                 "%s belongs to uid %ld, not to the folder's owner: the install did not make it, "
                 "and no row or line in it can be trusted. Move it aside (mv %s %s.old, and the "
                 "other scores and xlogfile files there not the owner's), install again, and copy "
                 "back by hand what a look shows to be real",
                 path,
                 (long)st.st_uid,
                 path,
                 path);
        return EX_DATAERR;
    }
    return EX_OK;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: murk-install-shared DIR\n");
        return EX_USAGE;
    }
    char why[RECORD_PATH_MAX * 3 + 512];
    int status = made_by_the_install(argv[1], why, sizeof why);
    if (status == 0)
        status = record_scores_make(argv[1], why, sizeof why);
    if (status == 0)
        status = record_xlog_make(argv[1], why, sizeof why);
    if (status != 0)
        fprintf(stderr, "murk-install-shared: %s\n", why);
    return status;
}
