/* What the last frame drew, so that the next draws only what changed. */
#include "drawn.h"

#include <stdlib.h>
#include <string.h>

#include "term.h"

bool drawn_changed(struct ui *ui, uint64_t *last, uint64_t hash)
{
    const struct drawn *d = &ui->drawn;
    if (d->valid && d->layout == ui->screen.layout && *last == hash)
        return false;
    *last = hash;
    return true;
}

void drawn_forget(struct ui *ui)
{
    ui->drawn.valid = false;
    ui->drawn.terrain_made = false; /* the colour pairs may be others now */
}

void drawn_free(struct ui *ui)
{
    struct drawn *d = &ui->drawn;
    free(d->map);
    free(d->next.cells);
    free(d->next.marks);
    free(d->map_overlaid);
    free(d->map_dirty);
    free(d->map_was_visible);
    memset(d, 0, sizeof *d);
}
