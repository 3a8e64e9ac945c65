#ifndef MURK_TERM_SPEECH_H
#define MURK_TERM_SPEECH_H

/* The game in words, for the screen-reader mode (doc/design.md, "Playing
 * by ear"): each command's news, what is in view, the player's state. No
 * curses here, so a test can check every word; draw_speech.c writes them.
 * Nothing is said by glyph or colour alone. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/turn/game.h"

enum { SPEECH_LINES = 24, SPEECH_LINE = 200 };

/* Lines of words, one sentence or one group each. */
struct speech {
    int count;
    char lines[SPEECH_LINES][SPEECH_LINE];
};

void speech_clear(struct speech *s);
/* Adds a line (printf format; cut to fit; dropped when full). */
void speech_add(struct speech *s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Where to is from from, as a player hears it: "3 east 2 north", "1
 * west", "here". */
void speech_where(struct pos from, struct pos to, char *out, size_t size);

/* text with each key that is a lone symbol followed by its name, for the
 * ? screen by ear: "g or , comma", "_ underscore", "(> greater-than jumps
 * to the stairs)". A reader that leaves punctuation unsaid (yasr's
 * "some") said nothing for `_` or `>`; a word with a symbol in it
 * ("drop:", "Ctrl-R") is left as it is. */
void speech_spell_symbols(const char *text, char *out, size_t size);

/* What the player perceived before a command, to tell what it changed. */
struct speech_seen {
    long said;            /* the log's every message so far (msglog.said)... */
    int lines;            /* ...the lines it kept... */
    uint64_t newest[2];   /* ...and its two newest lines' texts, hashed... */
    int repeats[2];       /* ...with how often each was said in a row */
    int depth;
    struct pos player;
    int count;            /* the monsters perceived... */
    int ids[GAME_MAX_MONSTERS];   /* ...by id... */
    int states[GAME_MAX_MONSTERS]; /* ...and how aware of the player (enum awareness) */
    int nearest_hunter;   /* the id of the nearest perceived hunting the player, or 0... */
    struct pos hunter_at; /* ...and where it stood from the player */
};
void speech_seen_take(const struct game *game, struct speech_seen *seen);

/* A command's news, from what the player perceived before it: the game's
 * messages said since, the player's step or walk (or the wall that stopped
 * a step: step_dir is the move asked for, or NULL for any other command),
 * what lies where they stopped, each monster that came into view (grouped
 * by kind and mind, with why its mind is as it is), each one whose
 * awareness changed without a message saying so, those lost from view,
 * and where the nearest monster hunting the player now is, when that
 * changed (one coming closer is news, a pack's every step is not). */
void speech_news(const struct game *game, const struct speech_seen *before,
                 const struct pos *step_dir, struct speech *out);

/* What is in view, nearest first, the monsters grouped as the minds pane
 * groups them ("goblin band of 4, hunting you, 3 east 2 north"), then the
 * items, then the stairs down where the player knows them. */
void speech_in_view(const struct game *game, struct speech *out);

/* The player's state: health, statuses, depth and turn, what is wielded,
 * worn, readied and quivered. */
void speech_state(const struct game *game, struct speech *out);

#endif
