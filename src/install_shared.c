/* murk-install-shared DIR: what `make install GAMES_GROUP=...` runs, as
 * root, before anyone plays: DIR's scores.sqlite made with murk's schema in
 * WAL mode (its -wal and -shm kept), or the one there checked (a schema
 * murk did not make is refused) and brought up to date, and an xlogfile.
 * The install then gives them to root and the games group: a player's
 * murk only ever opens them, so no player owns a file the others write
 * (Debian's nethack-console makes its record and logfile so). Built from
 * the same record code as murk, never installed. */
#include <stdio.h>
#include <sysexits.h>

#include "record/record.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: murk-install-shared DIR\n");
        return EX_USAGE;
    }
    char why[RECORD_PATH_MAX + 256];
    int status = record_scores_make(argv[1], why, sizeof why);
    if (status == 0)
        status = record_xlog_make(argv[1], why, sizeof why);
    if (status != 0)
        fprintf(stderr, "murk-install-shared: %s\n", why);
    return status;
}
