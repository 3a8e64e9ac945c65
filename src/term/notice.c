/* The front end's own words, apart from the game's log (which only game_do
 * writes): the saver's failures, shown the turn they happen, and the line
 * a start has to say. */
#include "notice.h"

#include <stdio.h>
#include <string.h>

#include "acting.h"
#include "term.h"

void ui_tell(struct ui *ui, const char *text)
{
    /* Cut to the line: the front end's window is no wider. */
    size_t len = text ? strnlen(text, sizeof ui->notice - 1) : 0;
    memcpy(ui->notice, text ? text : "", len);
    ui->notice[len] = 0;
}

void ui_tell_end(struct ui *ui, const char *text)
{
    snprintf(ui->end_note, sizeof ui->end_note, "%s", text ? text : "");
}

void ui_save_failed(struct ui *ui, const char *reason)
{
    if (!reason) {
        if (ui->unsaved)
            ui_tell(ui, "Your game is saved again.");
        ui->unsaved = false;
        return;
    }
    /* Said once a failure, not once a turn: the mark stays meanwhile. */
    if (!ui->unsaved || strcmp(ui->unsaved_why, reason) != 0) {
        char line[sizeof ui->notice + 64];
        snprintf(line, sizeof line, "Your game could not be saved: %s.", reason);
        ui_tell(ui, line);
    }
    ui->unsaved = true;
    snprintf(ui->unsaved_why, sizeof ui->unsaved_why, "%s", reason);
}

bool ui_save_refused(struct ui *ui)
{
    ui_changed(ui); /* the saver tries once more */
    if (!ui->unsaved)
        return false;
    char line[sizeof ui->notice + 64];
    snprintf(line,
             sizeof line,
             "Not saved: %s. The game goes on; S again once it can be written.",
             ui->unsaved_why);
    ui_tell(ui, line); /* cut to the line's length */
    return true;
}
