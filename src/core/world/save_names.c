/* The live statuses and states by the names saves write (save_names.h). */
#include "save_names.h"

#include <string.h>

#include "murk/base/monster.h"
#include "murk/base/status.h"

int save_status_named(const char *name)
{
    for (int s = 0; s < STATUS_COUNT; s++)
        if (strcmp(name, status_name((enum status)s)) == 0)
            return s;
    return -1;
}

int save_state_named(const char *name)
{
    for (int s = 0; s < STATE_COUNT; s++)
        if (strcmp(name, mind_state_name((enum mind_state)s)) == 0)
            return s;
    return -1;
}
