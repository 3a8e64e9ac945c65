#ifndef MURK_ITEM_LORE_H
#define MURK_ITEM_LORE_H

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/item_kind.h"
#include "murk/base/msglog.h"
#include "murk/base/rgb.h"
#include "murk/base/rng.h"

/* What items look like and are called: the appearances a run deals potions
 * and scrolls, the names the player knows them by, their glyphs and
 * colours, and learning what they are. */

enum {
    ITEM_TITLE_MAX = 24, /* a scroll's title, with its NUL */
    ITEM_NAME_MAX = 80   /* room enough for any item_name */
};

/* What the player has learnt this run: which appearance each potion and
 * scroll hides behind, and which kinds are known. Made by
 * item_lore_shuffle; plain data. */
struct item_lore {
    int appearance[ITEM_KINDS_MAX];             /* potions: a colour, by number */
    char title[ITEM_KINDS_MAX][ITEM_TITLE_MAX]; /* scrolls: "XIXAXA" */
    bool known[ITEM_KINDS_MAX];                 /* weapons and armour always are */
};

/* Deals this run's appearances: each potion kind a different colour, each
 * scroll kind a different title made of syllables, all from rng; nothing is
 * known but weapons and armour. The same seed gives the same deal. */
void item_lore_shuffle(struct item_lore *lore, const struct item_kind_list *kinds, struct rng *rng);

/* Deals the looks of the kinds not yet dealt (dealt[kind] false): a kind
 * new in the data since a save was made. A potion takes a colour no dealt
 * potion has (or shares one when none is left), a scroll a title no other
 * has, the rest are known. */
void item_lore_deal_new(struct item_lore *lore, const struct item_kind_list *kinds,
                        const bool *dealt, struct rng *rng);

/* Whether the player knows what items of the kind are. */
bool item_known(const struct item_lore *lore, const struct item_kind_list *kinds, int kind);

/* The kind's name as the player knows it, with its article: "a murky
 * potion", "a scroll labelled XIXAXA"; once known "a potion of healing",
 * "a scroll of fear"; "a short sword"; armour is a mass noun: "leather
 * armour". Writes at most n bytes. */
void item_name(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
               char *out, size_t n);

/* So many items of the kind, as the player knows them: "3 murky potions",
 * "2 scrolls of fear"; for one, item_name. Writes at most n bytes. */
void item_name_count(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                     int count, char *out, size_t n);

/* The name the kind hides behind, known or not: "a murky potion", "a
 * scroll labelled XIXAXA" (weapons and armour: their own name). */
void item_unknown_name(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                       char *out, size_t n);

/* The kind's real name, known or not: "a potion of poison". */
void item_true_name(const struct item_kind_list *kinds, int kind, char *out, size_t n);

/* The glyph items of the kind show as on the map. */
char item_glyph(const struct item_kind_list *kinds, int kind);

/* The colour items of the kind are drawn in: a potion its appearance's
 * colour, a scroll parchment, a weapon or armour its kind's. */
struct rgb item_colour(const struct item_lore *lore, const struct item_kind_list *kinds, int kind);

/* Learns the kind by using it. The first time, logs "It was a potion of
 * poison." and returns true; after that says nothing and returns false. */
bool item_learn(struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                struct msglog *log, int turn);

#endif
