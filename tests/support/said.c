#include "said.h"

#include <string.h>

const char *said_newest(const struct game *g, int age)
{
    const struct msg *m = msglog_get(&g->run.log, age);
    return m ? m->text : "";
}

bool said(const struct game *g, const char *text)
{
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strcmp(msglog_get(&g->run.log, age)->text, text) == 0)
            return true;
    return false;
}

bool said_start(const struct game *g, const char *start)
{
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strncmp(msglog_get(&g->run.log, age)->text, start, strlen(start)) == 0)
            return true;
    return false;
}
