#ifndef MURK_KIND_H
#define MURK_KIND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/base/diag.h"
#include "murk/base/parse.h"
#include "murk/base/passability.h"
#include "murk/base/rgb.h"
#include "murk/base/trait.h"

/* The most cells a monster sees, and so the farthest it can shoot: it
 * shoots only at a player it sees. */
enum { KIND_SIGHT_MAX = 20 };

/* A follower kind of a group (kind_group.h): how many come with the
 * leader. */
enum { KIND_GROUP_MAX = 4, KIND_GROUP_TEXT = 128, KIND_SHOUT_WORD = 16 };
struct kind_follower {
    int kind; /* an index into the kind list */
    int min, max;
};

/* A kind of monster, as data/monsters.txt describes it. Monsters refer to
 * their kind by its index in the kind list. */
struct kind {
    char name[32]; /* "giant white rat"; unique in the list */
    char glyph;    /* one printable ASCII character */
    struct rgb colour;
    int sight;                  /* cells it sees, 1..KIND_SIGHT_MAX */
    int health;                 /* most health, 1..1000 */
    struct parse_entries blows; /* its blows, each turn it fights, in order: the effect
                                   (effect.def), the damage min-max (0..100), the
                                   effect's number ("blow:poison:1-3:4"); none: it
                                   never attacks */
    int damage_min, damage_max; /* the old form: "damage:1-3" is read as "blow:hit:1-3", */
    int venom;                  /* with "venom:4" as "blow:poison:1-3:4", and the trait
                                   drains as "blow:drain:1-3" */
    int defense;                /* taken off every blow it suffers, 0..100 */
    uint32_t traits;            /* TRAIT_BIT()s */
    uint32_t blow_effects;      /* 1u << effect of each of its blows, made from blows:
                                   a rule that comes with a blow asks it at once */
    enum passability moves;     /* what it walks through; PASS_WALKER by default */
    int shot_range;             /* how far it shoots, 2..KIND_SIGHT_MAX; 0: it never shoots */
    int shot_min, shot_max;     /* a shot's damage, 1..100, min <= max; 0-0 with no range */
    int depth_min, depth_max;   /* floors it appears on, 1..100 */
    int frequency;              /* relative weight among the kinds of a floor, 1..1000 */
    char group_text[KIND_GROUP_TEXT]; /* "goblin:2-4,goblin archer:0-1", as written */
    struct kind_follower group[KIND_GROUP_MAX]; /* read from it (kind_group.c) */
    int group_count;                  /* follower kinds; 0: it comes alone */
    char shout[KIND_SHOUT_WORD];      /* "shouts", "howls"; "": it never shouts */
    int shout_loudness;               /* its shout's loudness; 0: MIND_SHOUT_LOUDNESS */
    int nerve;                        /* percent it holds when its pack breaks; 0: default */
};

/* The kinds of a data file. Zero-initialise it before the first parse or
 * load, and free it after, whatever they returned. */
struct kind_list {
    struct kind *kinds;
    int count;
    int capacity;
};

/* Whether kind k has trait t. */
static inline bool kind_has(const struct kind *k, enum trait t)
{
    return (k->traits & TRAIT_BIT(t)) != 0;
}

/* What kind k walks through: its moves: class, or the door opener's for a
 * walker with the trait opens_doors (doc/rules.md, "Doors"). */
static inline enum passability kind_moves(const struct kind *k)
{
    return k->moves == PASS_WALKER && kind_has(k, TRAIT_OPENS_DOORS) ? PASS_DOOR_OPENER : k->moves;
}

/* Whether a monster of kind k opens doors: its class walks through closed
 * ones (a step into one opens it). */
static inline bool kind_opens_doors(const struct kind *k)
{
    return (passability_tiles(kind_moves(k)) & TILE_BIT(TILE_DOOR_CLOSED)) != 0;
}

/* Parses the len bytes at text (no NUL needed) into the empty list, reporting
 * errors as "PATH:LINE:COL: message" to diag. Returns 0 when the text is
 * good, -1 when it has errors (the list may then hold some kinds). */
int kind_list_parse(struct kind_list *list, const char *text, size_t len, const char *path,
                    struct diag *diag);

/* Reads the file at path and parses it into the empty list. Returns
 *    0  good;
 *   -1  bad data (exit 65): the errors are in diag;
 *   -2  the file cannot be opened or read (exit 66): diag holds one line,
 *       "PATH: cannot open: reason" or "PATH: cannot read: reason". */
int kind_list_load(struct kind_list *list, const char *path, struct diag *diag);

/* Frees the kinds and leaves the list empty and reusable. */
void kind_list_free(struct kind_list *list);

/* The index of the kind called name, or -1. */
int kind_find(const struct kind_list *list, const char *name);

#endif
