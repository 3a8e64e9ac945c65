#ifndef MURK_TEST_REAL_DATA_H
#define MURK_TEST_REAL_DATA_H

/* The shipped data files, data/monsters.txt and data/items.txt, loaded once
 * from $MURK_SRCDIR (default "."); the test fails when they do not load. */

#include "murk/item_kind.h"
#include "murk/kind.h"

const struct kind_list *real_kinds(void);
const struct item_kind_list *real_items(void);

#endif
