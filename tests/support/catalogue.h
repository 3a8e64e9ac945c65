#ifndef MURK_TEST_CATALOGUE_H
#define MURK_TEST_CATALOGUE_H

/* The seed catalogue, tests/data/catalogue.txt: for a few seeds, what each
 * of the run's floors holds (its monsters by kind and state of mind, its
 * items by kind, the stairs, the Lamp and how far they walk from the
 * arrival), so that any change to what a seed makes shows in review as a
 * change to that file. `make catalogue` writes it with tests/tools/catalogue;
 * tests/test_catalogue.c makes it again and compares. */

#include <stdint.h>
#include <stdio.h>

#include "murk/base/item_kind.h"
#include "murk/base/kind.h"

/* Writes what floors 1 to GAME_FLOORS of seed hold with these kinds and
 * items, one block a floor. The floors are reached as a player would reach
 * them (standing on the stairs, a test's privilege, and descending): a
 * floor is made from (seed, depth) alone, so no play is needed. Returns 0,
 * or -1 when a floor could not be made (out of memory). */
int catalogue_write_seed(FILE *out, uint64_t seed, const struct kind_list *kinds,
                         const struct item_kind_list *items);

/* The whole catalogue: a header, then every catalogued seed. Returns 0 or
 * -1 as catalogue_write_seed. */
int catalogue_write(FILE *out, const struct kind_list *kinds, const struct item_kind_list *items);

#endif
