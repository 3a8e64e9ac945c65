/* The games group of a setgid murk: put aside at start, raised only while
 * files are opened in the shared folder, dropped for good before a path a
 * user gave is used. State of the process, as the ids are: kept here, out
 * of the core. */
#define _GNU_SOURCE /* setresgid, getresgid */

#include "group.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#ifndef MURK_STATEDIR
#define MURK_STATEDIR "/var/games/murk"
#endif

static bool shared;
static gid_t games;
static int raised; /* how deep the raise calls are */

const char *files_group_state_dir(void)
{
    return MURK_STATEDIR;
}

bool files_group_shared(void)
{
    return shared;
}

gid_t files_group_gid(void)
{
    return games;
}

/* Whether the binary itself is setgid to gid: a player whose own group is
 * games runs it with egid == rgid, and shares all the same. */
static bool binary_setgid_to(gid_t gid)
{
    struct stat st;
    return stat("/proc/self/exe", &st) == 0 && (st.st_mode & S_ISGID) && st.st_gid == gid;
}

int files_group_start(char *why, size_t why_size)
{
    gid_t real = getgid(), effective = getegid();
    if (effective == real && !binary_setgid_to(effective))
        return 0;
    shared = true;
    games = effective;
    raised = 0;
    /* With the group put aside, curses no longer sees a setgid program and
     * would read terminal descriptions from wherever these say: a crafted
     * one is how its parser's bugs were reached (CVE-2023-29491). The
     * system's descriptions only. */
    static const char *const terminfo[] = {"TERMINFO", "TERMINFO_DIRS", "TERMCAP", "TERMPATH"};
    for (size_t i = 0; i < sizeof terminfo / sizeof terminfo[0]; i++)
        unsetenv(terminfo[i]);
    /* The shared modes (files_mode) are at most 0770: a player's umask of
     * 077 would otherwise shut the group out of what every murk shares. */
    umask(007);
    if (setegid(real) != 0) {
        snprintf(why, why_size, "cannot put the games group aside: %s", strerror(errno));
        return EX_OSERR;
    }
    return 0;
}

int files_group_drop(char *why, size_t why_size)
{
    if (!shared)
        return 0;
    gid_t real = getgid();
    /* setgid() alone keeps the saved group for an ordinary user, who could
     * then take it back: all three are set, and checked. */
    gid_t r, e, s;
    if (setresgid(real, real, real) != 0 || getresgid(&r, &e, &s) != 0 || r != real || e != real ||
        s != real) {
        snprintf(why, why_size, "cannot let go of the games group: %s", strerror(errno));
        return EX_OSERR;
    }
    shared = false;
    raised = 0;
    return 0;
}

void files_group_settle(void)
{
    if (shared)
        unsetenv("HOME");
}

void files_group_raise(void)
{
    if (shared && raised++ == 0)
        (void)!setegid(games);
}

void files_group_lower(void)
{
    if (shared && raised > 0 && --raised == 0)
        (void)!setegid(getgid());
}
