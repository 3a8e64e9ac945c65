#ifndef MURK_WHY_NEXT_H
#define MURK_WHY_NEXT_H

#include <stddef.h>

struct game;
struct monster;

/* What would change its mind next, where a number of the rules decides it:
 * "a fight within 5 steps' walk would wake it", "sees you: 1 in 20 a turn
 * to wake", "sees 7: you are 9 away", "back at 11 health: has 4", "waits
 * 12 more turns". Writes "" where no number decides. */
int why_next(const struct game *game, const struct monster *m, char *out, size_t size);

#endif
