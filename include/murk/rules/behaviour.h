#ifndef MURK_BEHAVIOUR_H
#define MURK_BEHAVIOUR_H

/* A monster's behaviours (behaviour.def): the rules of its kind's traits,
 * run at the moments of its turn and of a blow, each by the table's order.
 * Only a monster whose kind has a line's trait (or blow) runs the line. */

#include <stdbool.h>

struct game;
struct monster;

/* Whether it lies hidden (the mimic): then its turn is nothing at all. */
bool behaviour_hidden(const struct game *game, const struct monster *m);

/* Before its state's act: whether a behaviour spent its turn (the eel
 * lurking, the blink dog's blink, a potion drunk or an item picked up). */
bool behaviour_before(struct game *game, struct monster *m);

/* After its state's act, in a turn no behaviour spent before: the eel
 * dives. */
void behaviour_after(struct game *game, struct monster *m);

/* The monster in slot was struck and lives, for damage (0 for a cloud or
 * a bolt): the splitter splits, the mimic shows itself. */
void behaviour_struck(struct game *game, int slot, int damage);

/* A fleer whose fear ended or whose wounds healed would hunt again: whether
 * a behaviour keeps it fleeing (a thief with its loot keeps away). */
bool behaviour_stays_fleeing(const struct game *game, const struct monster *m);

#endif
