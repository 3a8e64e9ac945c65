/* Names belong to players. Shared through the games group, the first uid
 * to play a name owns it: its lock, save/NAME.lock, is made by that
 * player's murk and so owned by that uid, in a folder (save/, root's,
 * 2770) that no player reaches from a shell, and that murk never removes.
 * A name that is an account's login is that account's from the start, so
 * nobody can take bob's name before bob has played. One player alone has
 * every name. */
#define _POSIX_C_SOURCE 200809L /* getpwnam, fstatat */

#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "name.h"
#include "owner.h"

#include "../files/files.h"
#include "../files/group.h"

static int refuse(const char *name, char *why, size_t why_size)
{
    snprintf(why, why_size, "%s is another player's name.", name);
    return EX_USAGE;
}

int store_name_check_at(int save_dir, const char *name, char *why, size_t why_size)
{
    if (!files_group_shared())
        return EX_OK;
    uid_t me = getuid();
    const struct passwd *pw = getpwnam(name);
    if (pw && pw->pw_uid != me)
        return refuse(name, why, why_size);
    char lock[STORE_NAME_MAX + 8];
    snprintf(lock, sizeof lock, "%s.lock", name);
    struct stat st;
    if (fstatat(save_dir, lock, &st, AT_SYMLINK_NOFOLLOW) == 0 && st.st_uid != me)
        return refuse(name, why, why_size);
    return EX_OK;
}

int store_name_claim(const char *base, const char *name, char *why, size_t why_size)
{
    if (!files_group_shared())
        return EX_OK;
    char save[STORE_PATH_MAX + 8];
    snprintf(save, sizeof save, "%s/save", base);
    int dir = files_open_dir(save, false, NULL, why, why_size);
    if (dir < 0)
        return EX_IOERR;
    int status = store_name_check_at(dir, name, why, why_size);
    if (status == EX_OK) {
        /* Made now, by this uid, unless there: the name is theirs. */
        char lock[STORE_NAME_MAX + 8];
        snprintf(lock, sizeof lock, "%s.lock", name);
        int fd = openat(
            dir, lock, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, files_mode(FILES_LOCK));
        if (fd >= 0)
            close(fd);
        else if (errno != EEXIST) {
            snprintf(why, why_size, "cannot make %s/%s: %s", save, lock, strerror(errno));
            status = EX_IOERR;
        } else
            status = store_name_check_at(dir, name, why, why_size); /* made meanwhile */
    }
    close(dir);
    return status;
}
