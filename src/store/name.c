/* Player names and where saves live (doc/design.md, "File formats"). */
#define _POSIX_C_SOURCE 200809L /* getpwuid */

#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "name.h"

#include "../files/group.h"

static bool name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
}

bool store_name_valid(const char *name)
{
    size_t len = strlen(name);
    /* Never a leading '-': a file name that reads as an option; never a
     * leading '.': a hidden file, or "." and "..". */
    if (len == 0 || len > STORE_NAME_MAX || name[0] == '-' || name[0] == '.')
        return false;
    for (size_t i = 0; i < len; i++)
        if (!name_char(name[i]) && name[i] != '.')
            return false;
    return true;
}

int store_name_of_login(const char *login, char *out, size_t size, char *why, size_t why_size)
{
    if (!login || !*login) {
        snprintf(why, why_size, "there is no login name to play as; give a name with --name NAME");
        return EX_USAGE;
    }
    /* Never made valid by dropping what it may not hold: "j.d oe" and
     * "jdoe" would be one player, and another account may be "jdoe". */
    if (!store_name_valid(login) || strlen(login) >= size) {
        char shown[2 * STORE_NAME_MAX];
        size_t n = 0;
        for (const char *c = login; *c && n + 4 < sizeof shown; c++)
            shown[n++] = *c >= ' ' && *c <= '~' ? *c : '?';
        shown[n] = 0;
        snprintf(why,
                 why_size,
                 "the login name '%s%s' cannot be a player name (1 to %d letters, digits, '-', "
                 "'_' and '.' not first); give one with --name NAME",
                 shown,
                 login[n] ? "..." : "",
                 STORE_NAME_MAX);
        return EX_USAGE;
    }
    snprintf(out, size, "%s", login);
    return 0;
}

int store_name_default(char *out, size_t size, char *why, size_t why_size)
{
    /* The account we run as, not $USER: the saves are that account's. */
    const struct passwd *pw = getpwuid(geteuid());
    const char *login = pw && pw->pw_name ? pw->pw_name : getenv("LOGNAME");
    return store_name_of_login(login, out, size, why, why_size);
}

/* An environment variable that is set and not empty. */
static const char *env(const char *name)
{
    const char *value = getenv(name);
    return value && *value ? value : NULL;
}

int store_base_dir(const char *given, char *out, size_t size, char *why, size_t why_size)
{
    const char *xdg = env("XDG_DATA_HOME");
    const char *home = env("HOME");
    int n;
    if (files_group_shared()) /* the built-in folder alone: see files/group.h */
        n = snprintf(out, size, "%s", files_group_state_dir());
    else if (given)
        n = snprintf(out, size, "%s", given);
    else if (env("MURK_HOME"))
        n = snprintf(out, size, "%s", env("MURK_HOME"));
    else if (xdg && xdg[0] == '/') /* the XDG rule: a relative path is ignored */
        n = snprintf(out, size, "%s/murk", xdg);
    else if (home)
        n = snprintf(out, size, "%s/.local/share/murk", home);
    else {
        snprintf(why, why_size, "no home directory to keep the save in; give --save-dir DIR");
        return EX_USAGE;
    }
    if (n < 0 || (size_t)n >= size || out[0] == 0) {
        snprintf(why, why_size, "the save directory's name is too long or empty");
        return EX_USAGE;
    }
    return 0;
}
