#ifndef MURK_ITEM_KIND_H
#define MURK_ITEM_KIND_H

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/diag.h"
#include "murk/base/effect_list.h"
#include "murk/base/rgb.h"
#include "murk/base/rng.h"

/* Kinds of item, from data/items.txt: their classes and effects, the list a
 * file makes, and picking one for a floor. Everything else about items
 * (their names, the floor's, the pack) refers to a kind by its index in the
 * list. */

enum item_class {
#define ITEM_CLASS(id, word, glyph, one) ITEM_CLASS_##id,
#include "murk/base/item_class.def"
#undef ITEM_CLASS
    ITEM_CLASS_COUNT
};

enum {
    ITEM_KINDS_MAX = 64,      /* kinds in data/items.txt */
    ITEM_POTION_COLOURS = 14, /* colours a run deals its potions: at most so many potion kinds */
    ITEM_WAND_MATERIALS = 12  /* materials a run deals its wands: at most so many wand kinds */
};

/* A kind of item, as data/items.txt describes it. */
struct item_kind {
    char name[32];              /* "healing", "short sword", "arrow"; unique in the list */
    char plural[32];            /* "arrows", for counts; "" reads as name + "s" */
    enum item_class class;      /* potion, scroll, weapon, armour, launcher or ammo */
    struct parse_entries effects; /* potions and scrolls: what using it does, in order
                                     ("effect:poison:6": EFFECT_POISON, amount 6); none
                                     for the rest */
    struct rgb colour;          /* not potions, not scrolls: they take their appearance's */
    int turns;                  /* the old form: "effect:poison" and "turns:6" are read as
                                   "effect:poison:6" (the amount filled in), as */
    int power;                  /* "effect:healing" and "power:10" as "effect:healing:10" */
    int damage;                 /* weapons: added to both ends of the wielder's damage;
                                   launchers: to both ends of what they fire (0: nothing) */
    int defense;                /* armour: added to the wearer's defense */
    int harm_min, harm_max;     /* ammo, lightning, fireball: the damage when it hits */
    int range;                  /* ammo, lightning, fireball and weapons that can be
                                   thrown (0: cannot): how far it flies */
    int fired;                  /* ammo: 1 fired from a worn launcher (arrows), 0 thrown */
    int breaks;                 /* ammo: breaks 1 time in this many when it lands; 0 never */
    int bundle_min, bundle_max; /* ammo: how many lie together where it is found */
    int depth_min, depth_max;
    int frequency; /* relative weight among the kinds of a floor */
    int charges_min, charges_max; /* wands: the charges one is found with, rolled when placed */
    int metered;   /* 1: drawn by its effect's meter (meter.def), frequency its start */
};

/* The kinds of a data file. Zero-initialise it before the first parse or
 * load, and free it after, whatever they returned. */
struct item_kind_list {
    struct item_kind *kinds;
    int count;
    int capacity;
};

/* The word data files use for the class ("potion"), or NULL. */
const char *item_class_word(enum item_class class);

/* A single item of the class, for messages: "a potion", "armour". */
const char *item_class_one(enum item_class class);

/* The glyph every item of the class shows as: '!', '?', ')', '[', '}' or
 * '{'. */
char item_class_glyph(enum item_class class);

/* The class whose word is the len bytes at word, or -1. */
int item_class_from_word(const char *word, size_t len);

/* Whether the kind's use has effect e (a potion of telepathy has
 * EFFECT_TELEPATHY). */
bool item_kind_has(const struct item_kind *kind, enum effect e);

/* Whether every effect of the kind is good for whom it befalls (effect.def's
 * JUDGE): what the bot drinks and reads once it knows the kind. */
bool item_kind_good(const struct item_kind *kind);

/* The amount of the kind's first line of effect e ("effect:poison:6": 6),
 * or 0. */
int item_kind_amount(const struct item_kind *kind, enum effect e);

/* Parses the len bytes at text (no NUL needed) into the empty list, with the
 * data-file rules of parse.h, reporting errors as "PATH:LINE:COL: message"
 * to diag. Returns 0 when the text is good, -1 when it has errors (the list
 * may then hold some kinds). */
int item_kind_list_parse(struct item_kind_list *list, const char *text, size_t len,
                         const char *path, struct diag *diag);

/* Reads the file at path and parses it into the empty list. Returns 0 good,
 * -1 bad data (exit 65; errors in diag), -2 the file cannot be opened or
 * read (exit 66; one line in diag), as kind_list_load does. */
int item_kind_list_load(struct item_kind_list *list, const char *path, struct diag *diag);

/* Frees the kinds and leaves the list empty and reusable. */
void item_kind_list_free(struct item_kind_list *list);

/* The index of the kind called name, or -1. */
int item_kind_find(const struct item_kind_list *list, const char *name);

/* Whether kind is an index into the list (and below ITEM_KINDS_MAX, so that
 * it also indexes what is kept per kind, as struct item_lore does). */
bool item_kind_valid(const struct item_kind_list *kinds, int kind);

/* The kind's plural for counts: its plural:, or its name and an s. Writes
 * at most n bytes. */
void item_kind_plural(const struct item_kind *kind, char *out, size_t n);

/* Picks a kind for a floor of the given depth, weighted by frequency among
 * the kinds whose depth range holds it. Returns -1 when none fits. */
int item_pick_kind(const struct item_kind_list *kinds, int depth, struct rng *rng);

/* The same among the kinds of one class alone; -1 when none fits. */
int item_pick_kind_of(const struct item_kind_list *kinds, int depth, enum item_class class,
                      struct rng *rng);

#endif
