#ifndef MURK_TERM_DRAW_SPEECH_H
#define MURK_TERM_DRAW_SPEECH_H

/* The screen-reader mode's frame (doc/design.md, "Playing by ear"): the
 * news, one line each, in the window under the map, the cursor parked
 * after the newest; the map drawn only when asked (Ctrl-R), so that
 * between two keys nothing but the news goes out, written whole. */

#include "term.h"

void draw_speech_frame(struct ui *ui);

/* What the player perceived before a key (ui_play calls it before each),
 * then that key's news, unless V or @ told something of its own; step_dir
 * is the move the key asked for, or NULL. */
void speech_before_key(struct ui *ui);
/* A game begun or taken up: its newest message and what is in view are
 * the first news, and the map is drawn once. */
void speech_begin(struct ui *ui);
void speech_after_key(struct ui *ui, const struct pos *step_dir);

#endif
