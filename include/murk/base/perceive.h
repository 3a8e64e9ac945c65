#ifndef MURK_PERCEIVE_H
#define MURK_PERCEIVE_H

/* How the player perceives a monster (murk/perceive.def): each monster's
 * way is a fact kept in the world's caches (world_perceives), read by
 * every part that shows or uses what the player knows of monsters. */

enum perceive {
    PERCEIVE_NONE, /* not perceived: neither seen nor sensed */
#define PERCEIVE(id, word) PERCEIVE_##id,
#include "murk/base/perceive.def"
#undef PERCEIVE
    PERCEIVE_COUNT
};

/* The way's word ("seen", "sensed"), or "" for none or a value out of range. */
static inline const char *perceive_word(enum perceive way)
{
    static const char *const words[PERCEIVE_COUNT] = {
        [PERCEIVE_NONE] = "",
#define PERCEIVE(id, word) [PERCEIVE_##id] = word,
#include "murk/base/perceive.def"
#undef PERCEIVE
    };
    return (unsigned)way < PERCEIVE_COUNT ? words[way] : "";
}

#endif
