#ifndef MURK_TEST_KINDS_H
#define MURK_TEST_KINDS_H

#include "murk/base/item.h"
#include "murk/base/kind.h"

/* Kinds with fixed numbers for tests, parsed from a string kept beside the
 * tests (so tuning data/monsters.txt never breaks them): "goblin" (8 health,
 * 1-4 damage, defense 1, sight 7), "rat" (3 health, 1-2), "brute" (20
 * health, 5-5 damage, defense 3), "statue" (0-0 damage) and "bat"
 * (never_sleeps erratic), "shrieker" (stationary shrieks), "spider" (venom
 * 4), "archer" (8 health, 1-1 damage, sight 8; shoots: range 5, 2-3), "eel"
 * (swims, submerges; 10 health, 3-3), "blinker" (blinks; 10 health,
 * 1-1) and "wisp" (flies; 6 health, 1-1). The list lives until the
 * program ends. */
const struct kind_list *test_kinds(void);

/* The index of the named test kind; fails the test if there is none. */
int test_kind(const char *name);

/* Item kinds with fixed numbers: potions of healing (10), greater healing,
 * strength (1), poison (6), regeneration (12), confusion (8); scrolls of
 * identify and fear (10); a dagger (+1), a sword (+3), leather armour (+1)
 * and chain mail (+3). The list lives until the program ends. */
const struct item_kind_list *test_items(void);

/* The index of the named test item kind; fails the test if there is none. */
int test_item_kind(const char *name);

#endif
