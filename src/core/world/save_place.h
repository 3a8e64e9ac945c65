#ifndef MURK_CORE_SAVE_PLACE_H
#define MURK_CORE_SAVE_PLACE_H

/* The save's walk over the floor's place and a hidden mimic's item
 * (format 8; save_field.def's PLACE and MONSTER_DISGUISE). Internal to the
 * core: save.c calls these in its walk. */

#include "murk/world/world.h"
#include "save_codec.h"

/* The floor's place: a PLACE section when it has one, read back checked
 * (its cells in the map, its gifts kinds of the data). */
void save_io_place(struct codec *c, struct game *g);

/* A monster's disguise and whether it is an ally, inside its MONSTER
 * section. */
void save_io_disguise(struct codec *c, struct monster *m);

#endif
