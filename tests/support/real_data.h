#ifndef MURK_TEST_REAL_DATA_H
#define MURK_TEST_REAL_DATA_H

/* The shipped data files, data/monsters.txt and data/items.txt, loaded once
 * from $MURK_SRCDIR (default "."); the test fails when they do not load. */

#include "murk/base/item_kind.h"
#include "murk/base/kind.h"

const struct kind_list *real_kinds(void);
const struct item_kind_list *real_items(void);

/* The same files frozen as they were shipped, tests/data/fixed/: for tests
 * whose games must last (a seed played long enough to record, a run taken
 * down to floor 3), which a new or harder kind in data/ would cut short. */
const struct kind_list *fixed_kinds(void);
const struct item_kind_list *fixed_items(void);

#endif
