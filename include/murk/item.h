#ifndef MURK_ITEM_H
#define MURK_ITEM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/diag.h"
#include "murk/entity.h"
#include "murk/grid.h"
#include "murk/map.h"
#include "murk/msglog.h"
#include "murk/rgb.h"
#include "murk/rng.h"

/* Items: their kinds from data/items.txt, the names they hide behind, the
 * ones lying on a floor, the player's pack, and what using one does. Kinds,
 * items and the pack refer to each other by index, so all of it is plain
 * data a save can walk. */

enum item_class {
#define ITEM_CLASS(id, word, glyph, one) ITEM_CLASS_##id,
#include "murk/item_class.def"
#undef ITEM_CLASS
    ITEM_CLASS_COUNT
};

enum item_effect {
#define ITEM_EFFECT(id, word, class, needs) ITEM_EFFECT_##id,
#include "murk/item_effect.def"
#undef ITEM_EFFECT
    ITEM_EFFECT_COUNT
};

_Static_assert(ITEM_CLASS_COUNT <= 32,
               "classes are bits while parsing: item_class.def has too many");
_Static_assert(ITEM_EFFECT_COUNT <= 32,
               "effects are bits while parsing: item_effect.def has too many");

enum {
    ITEM_KINDS_MAX = 64,      /* kinds in data/items.txt */
    ITEM_PACK_MAX = 26,       /* the letters a to z */
    ITEM_FLOOR_MAX = 128,     /* items lying on one floor */
    ITEM_TITLE_MAX = 24,      /* a scroll's title, with its NUL */
    ITEM_NAME_MAX = 80,       /* room enough for any item_name */
    ITEM_POTION_COLOURS = 14, /* colours a run deals its potions: at most so many potion kinds */
    /* Items a new floor gets (tune). */
    ITEM_FLOOR_COUNT_MIN = 3,
    ITEM_FLOOR_COUNT_MAX = 6
};

/* A kind of item, as data/items.txt describes it. */
struct item_kind {
    char name[32];           /* "healing", "short sword"; unique in the list */
    enum item_class class;   /* potion, scroll, weapon or armour */
    enum item_effect effect; /* ITEM_EFFECT_NONE for weapons and armour */
    struct rgb colour;       /* weapons and armour; potions take their appearance's */
    int turns;               /* effects that give a status: how long it lasts */
    int power;               /* healing: health given back; strength: damage added */
    int damage;              /* weapons: added to both ends of the wielder's damage */
    int defense;             /* armour: added to the wearer's defense */
    int depth_min, depth_max;
    int frequency; /* relative weight among the kinds of a floor */
};

/* The kinds of a data file. Zero-initialise it before the first parse or
 * load, and free it after, whatever they returned. */
struct item_kind_list {
    struct item_kind *kinds;
    int count;
    int capacity;
};

/* What the player has learnt this run: which appearance each potion and
 * scroll hides behind, and which kinds are known. Made by
 * item_lore_shuffle; plain data. */
struct item_lore {
    int appearance[ITEM_KINDS_MAX];             /* potions: a colour, by number */
    char title[ITEM_KINDS_MAX][ITEM_TITLE_MAX]; /* scrolls: "XIXAXA" */
    bool known[ITEM_KINDS_MAX];                 /* weapons and armour always are */
};

/* An item lying on a floor. */
struct item {
    int kind;       /* index into the item kind list */
    struct pos pos; /* its cell */
    bool seen;      /* the player has seen it there, so the map remembers it */
};

/* The items of the current floor, oldest first; the newest at a cell lies
 * on top. */
struct item_floor {
    struct item items[ITEM_FLOOR_MAX];
    int count;
};

/* The player's pack: slot i is letter 'a' + i. Taking an item out moves the
 * later ones up a letter. A weapon and an armour may be equipped; they stay
 * in the pack. A zeroed pack is empty. */
struct pack {
    int kinds[ITEM_PACK_MAX];
    bool equipped[ITEM_PACK_MAX];
    int count;
};

/* Why an item action did nothing; each has a message for the player. */
enum item_result {
    ITEM_OK = 0,
    ITEM_NOTHING_HERE,     /* "There is nothing here to pick up." */
    ITEM_PACK_FULL,        /* "Your pack is full." */
    ITEM_FLOOR_FULL,       /* "There is no room to drop anything here." */
    ITEM_NO_SUCH_ITEM,     /* "You have no such item." */
    ITEM_CANNOT_DRINK,     /* "You cannot drink that." */
    ITEM_CANNOT_READ,      /* "You cannot read that." */
    ITEM_CANNOT_EQUIP,     /* "You cannot wield or wear that." */
    ITEM_ALREADY_EQUIPPED, /* "You are already using that." */
    ITEM_RESULT_COUNT
};

/* What the front end asks the player to choose from. */
enum item_query {
    ITEM_QUERY_ANY,     /* the whole pack: `i`, `d` */
    ITEM_QUERY_DRINK,   /* potions: `q` */
    ITEM_QUERY_READ,    /* scrolls: `r` */
    ITEM_QUERY_EQUIP,   /* weapons and armour: `w` */
    ITEM_QUERY_IDENTIFY /* potions and scrolls not yet known */
};

/* ---- kinds (item_kind.c) ---- */

/* The word data files use for the class ("potion"), or NULL. */
const char *item_class_word(enum item_class class);

/* A single item of the class, for messages: "a potion", "armour". */
const char *item_class_one(enum item_class class);

/* The glyph every item of the class shows as: '!', '?', ')' or '['. */
char item_class_glyph(enum item_class class);

/* The class whose word is the len bytes at word, or -1. */
int item_class_from_word(const char *word, size_t len);

/* The word data files use for the effect ("greater_healing"), or NULL. */
const char *item_effect_word(enum item_effect effect);

/* The effect whose word is the len bytes at word, or -1. */
int item_effect_from_word(const char *word, size_t len);

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

/* Picks a kind for a floor of the given depth, weighted by frequency among
 * the kinds whose depth range holds it. Returns -1 when none fits. */
int item_pick_kind(const struct item_kind_list *kinds, int depth, struct rng *rng);

/* ---- names and looks (item.c) ---- */

/* Deals this run's appearances: each potion kind a different colour, each
 * scroll kind a different title made of syllables, all from rng; nothing is
 * known but weapons and armour. The same seed gives the same deal. */
void item_lore_shuffle(struct item_lore *lore, const struct item_kind_list *kinds, struct rng *rng);

/* Whether the player knows what items of the kind are. */
bool item_known(const struct item_lore *lore, const struct item_kind_list *kinds, int kind);

/* The kind's name as the player knows it, with its article: "a murky
 * potion", "a scroll labelled XIXAXA"; once known "a potion of healing",
 * "a scroll of fear"; "a short sword"; armour is a mass noun: "leather
 * armour". Writes at most n bytes. */
void item_name(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
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

/* ---- the floor (item.c) ---- */

/* Puts an item of the kind at p, on top of any there. Returns its index, or
 * -1 when the floor holds ITEM_FLOOR_MAX already. */
int item_floor_add(struct item_floor *floor, int kind, struct pos p);

/* The index of the topmost item at p, or -1. */
int item_floor_at(const struct item_floor *floor, struct pos p);

/* Takes the item at index off the floor, keeping the others' order. */
void item_floor_remove(struct item_floor *floor, int index);

/* Scatters ITEM_FLOOR_COUNT_MIN..MAX items, of kinds picked by depth and
 * frequency, over the floor cells of the map's rooms (anywhere on the floor
 * when it has none), one to a cell and none at keep_clear (the player's
 * cell). Empties the floor first. All randomness from rng. Returns how many
 * it placed. */
int item_place_floor(struct item_floor *floor, const struct map *map,
                     const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                     struct rng *rng);

/* Marks the items on cells the player sees now (visible: one byte a cell of
 * the map, as struct game keeps it) as seen, so the map remembers them. */
void item_floor_see(struct item_floor *floor, const struct map *map, const uint8_t *visible);

/* ---- the pack (item.c) ---- */

/* The letter of a slot, 'a' for 0. */
char item_pack_letter(int slot);

/* The slot of a letter, or -1 when the pack has no item there. */
int item_pack_slot(const struct pack *pack, int letter);

/* Adds an item of the kind. Returns ITEM_OK and its slot in *slot (may be
 * NULL), or ITEM_PACK_FULL. */
enum item_result item_pack_add(struct pack *pack, int kind, int *slot);

/* Takes the item at slot out of the pack and returns its kind, or -1 for a
 * bad slot. If it was equipped, its bonus comes off wearer first. */
int item_pack_take(struct pack *pack, const struct item_kind_list *kinds, int slot,
                   struct entity *wearer);

/* Equips the weapon or armour at slot, putting its bonus on wearer; the one
 * equipped before in the same place stays in the pack, and its bonus comes
 * off. Returns ITEM_OK, ITEM_NO_SUCH_ITEM, ITEM_CANNOT_EQUIP or
 * ITEM_ALREADY_EQUIPPED. */
enum item_result item_equip(struct pack *pack, const struct item_kind_list *kinds, int slot,
                            struct entity *wearer);

/* The slot of the wielded weapon, or -1. */
int item_pack_weapon(const struct pack *pack, const struct item_kind_list *kinds);

/* The slot of the worn armour, or -1. */
int item_pack_armour(const struct pack *pack, const struct item_kind_list *kinds);

/* For the side panel: the wielded weapon's name ("short sword"), or NULL. */
const char *item_pack_weapon_name(const struct pack *pack, const struct item_kind_list *kinds);

/* For the side panel: the worn armour's name ("leather armour"), or NULL. */
const char *item_pack_armour_name(const struct pack *pack, const struct item_kind_list *kinds);

/* Whether the item at slot is one the query asks for. */
bool item_query_fits(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, int slot, enum item_query query);

/* How many items in the pack the query asks for. */
int item_query_count(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, enum item_query query);

/* What the player is told when nothing fits the query: "Your pack is
 * empty.", "You have nothing to drink.", "You have nothing to read.", "You
 * have nothing to wield or wear.", "You have nothing to identify." */
const char *item_query_none_message(enum item_query query);

/* The player's message for a result ("Your pack is full."); "" for
 * ITEM_OK. */
const char *item_result_message(enum item_result result);

#endif
