#ifndef MURK_PACK_H
#define MURK_PACK_H

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/entity.h"
#include "murk/base/item_kind.h"
#include "murk/base/item_lore.h"

/* The player's pack: adding and taking items, equipping a weapon, an
 * armour and a launcher, what flies when the player fires or throws, what
 * the front end asks the player to choose from, and the messages for what
 * an item action could not do. */

enum {
    ITEM_PACK_MAX = 26, /* the letters a to z */
    /* A thrown weapon deals what it deals wielded: the player's bare hands
     * (game.c's new player, 1-4) plus its damage (doc/rules.md, "Fighting
     * at range"). */
    ITEM_HAND_DAMAGE_MIN = 1,
    ITEM_HAND_DAMAGE_MAX = 4,
    /* How far a potion flies thrown (doc/rules.md, "Wands and thrown
     * potions", tune). */
    ITEM_POTION_THROW_RANGE = 6
};

/* What an enchantment of enchant adds, to the top of a weapon's (or a
 * bow's, or a missile's) damage and to an armour's defense: half a point
 * each +1, the whole points here (+1: 0, +2: 1, +3: 1, ...) and the half
 * in enchant_half, which counts whole on 1 blow in 2 (doc/rules.md,
 * Growth): every scroll shows, "defense 2.5". */
static inline int enchant_gain(int enchant)
{
    return enchant > 0 ? enchant / 2 : 0;
}

/* Whether the enchantment leaves half a point: an odd +N. */
static inline int enchant_half(int enchant)
{
    return enchant > 0 ? enchant % 2 : 0;
}

/* "8" or "8.5": a number with its half, as the pack and panel show it. */
const char *item_half_text(int whole, int half, char *out, size_t size);

/* The player's pack: slots 0 to count - 1 in the order their items came
 * in (taking the last item of a slot out moves the later slots down), each
 * with its letter. A letter stays with its item until the item leaves the
 * pack; a new slot takes the first letter no slot holds. Potions, scrolls
 * and ammunition of one kind stack in one slot, with a count (and keep its
 * letter), and so do weapons made to be thrown (daggers); other weapons,
 * armour and launchers take a slot each. A weapon, an
 * armour and a launcher may be equipped (each its own place); they stay in
 * the pack. A zeroed pack is empty. */
struct pack {
    int kinds[ITEM_PACK_MAX];
    bool equipped[ITEM_PACK_MAX];
    int counts[ITEM_PACK_MAX];   /* items in the slot: 1 or more (0 reads as 1) */
    char letters[ITEM_PACK_MAX]; /* 'a' to 'z', each used once */
    int charges[ITEM_PACK_MAX];  /* a wand's charges left; 0 for the rest */
    /* Each slot's enchantment (a scroll of enchanting's +1s, enchant.h):
     * added to a weapon's damage, an armour's defense, a bow's harm; 0
     * for anything else. A stack is enchanted whole. */
    int enchant[ITEM_PACK_MAX];
    int count;                   /* slots used */
    /* The quiver: what `f` lets fly, its kind + 1 (0: none chosen), and
     * the letter it had, which it takes again when it comes back into the
     * pack after the last of it flew (0: none). */
    int quiver;
    char quiver_letter;
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
    ITEM_NOT_EQUIPPED,     /* "You are not using that." */
    ITEM_NOTHING_TO_FIRE,  /* "You have nothing to fire." */
    ITEM_CANNOT_THROW,     /* "You cannot throw that." */
    ITEM_CANNOT_ZAP,       /* "You cannot zap that." */
    ITEM_RESULT_COUNT
};

/* What the front end asks the player to choose from. */
enum item_query {
    ITEM_QUERY_ANY,      /* the whole pack: `i`, `d` */
    ITEM_QUERY_DRINK,    /* potions: `q` */
    ITEM_QUERY_READ,     /* scrolls: `r` */
    ITEM_QUERY_EQUIP,    /* weapons, armour and launchers: `w` */
    ITEM_QUERY_EQUIPPED, /* what is wielded, worn or readied: `T` */
    ITEM_QUERY_IDENTIFY, /* potions and scrolls not yet known */
    ITEM_QUERY_THROW,    /* what can be thrown (darts, daggers, potions; not arrows): `t` */
    ITEM_QUERY_ZAP,      /* wands: `z` */
    ITEM_QUERY_ENCHANT   /* weapons, armour and launchers: a scroll of enchanting */
};

/* What flies when the player lets fly: from item_missile_to_fire/_to_throw. */
struct item_missile {
    int slot;                   /* the pack slot it is taken from */
    int kind;                   /* its item kind: what lands */
    int damage_min, damage_max; /* with the bow's bonus when fired */
    int damage_half;            /* its top a point more on 1 blow in 2 */
    int range;
    int breaks; /* 1 in breaks breaks when it lands; 0 never */
    int enchant; /* what lands keeps it (a +1 dagger) */
};

/* The letter of a slot ('a' to 'z'), or '?' for a bad slot. */
char item_pack_letter(const struct pack *pack, int slot);

/* The slot of a letter, or -1 when the pack has no item there. */
int item_pack_slot(const struct pack *pack, int letter);

/* The slots in the order of their letters, for lists the player reads:
 * fills order (ITEM_PACK_MAX long) and returns how many. */
int item_pack_by_letter(const struct pack *pack, int *order);

/* Whether letters are each 'a' to 'z' and used once (a save's check). */
bool item_pack_letters_valid(const struct pack *pack);

/* Whether items of the kind stack in one slot: potions, scrolls,
 * ammunition and weapons with a throw range (daggers) do. */
bool item_stacks(const struct item_kind_list *kinds, int kind);

/* How many items the slot holds (0 for a bad slot). */
int item_pack_count(const struct pack *pack, int slot);

/* Adds an item of the kind: onto the slot holding its kind when it stacks
 * (kinds may be NULL: then nothing stacks), else into a new slot. Returns
 * ITEM_OK and its slot in *slot (may be NULL), or ITEM_PACK_FULL. */
enum item_result item_pack_add(struct pack *pack, const struct item_kind_list *kinds, int kind,
                               int *slot);

/* Adds count items of the kind at once (a bundle of arrows picked up), as
 * item_pack_add adds one; a kind that does not stack takes one slot
 * whatever the count. */
enum item_result item_pack_add_count(struct pack *pack, const struct item_kind_list *kinds,
                                     int kind, int count, int *slot);

/* As item_pack_add_count, of items enchanted by enchant: they stack only
 * with their kind of the same enchantment. */
enum item_result item_pack_add_enchanted(struct pack *pack, const struct item_kind_list *kinds,
                                         int kind, int count, int enchant, int *slot);

/* Puts the bonuses of every equipped item on e (sign 1) or takes them off
 * (-1): a save keeps the player's numbers without them, so the item kinds
 * of the data that reads it decide them. */
void item_pack_bonuses(const struct pack *pack, const struct item_kind_list *kinds,
                       struct entity *e, int sign);

/* Enchants the item at slot by `by` (a stack whole), its bonus on wearer
 * changed with it while it is equipped (doc/rules.md, "Growth"). */
void item_pack_enchant(struct pack *pack, const struct item_kind_list *kinds, int slot, int by,
                       struct entity *wearer);

/* Takes one item at slot out of the pack and returns its kind, or -1 for a
 * bad slot; the slot goes when its last item does. If it was equipped, its
 * bonus comes off wearer first. */
int item_pack_take(struct pack *pack, const struct item_kind_list *kinds, int slot,
                   struct entity *wearer);

/* Equips the weapon, armour or launcher at slot, putting its bonus on
 * wearer (a launcher's goes to what it fires, not the wearer); the one
 * equipped before in the same place stays in the pack, and its bonus comes
 * off. Returns ITEM_OK, ITEM_NO_SUCH_ITEM, ITEM_CANNOT_EQUIP or
 * ITEM_ALREADY_EQUIPPED. */
enum item_result item_equip(struct pack *pack, const struct item_kind_list *kinds, int slot,
                            struct entity *wearer);

/* Takes off the armour or puts away the weapon at slot, taking its bonus
 * off wearer; it stays in the pack. Returns ITEM_OK, ITEM_NO_SUCH_ITEM or
 * ITEM_NOT_EQUIPPED. */
enum item_result item_unequip(struct pack *pack, const struct item_kind_list *kinds, int slot,
                              struct entity *wearer);

/* The slot of the wielded weapon, or -1. */
int item_pack_weapon(const struct pack *pack, const struct item_kind_list *kinds);

/* The slot of the worn armour, or -1. */
int item_pack_armour(const struct pack *pack, const struct item_kind_list *kinds);

/* The slot of the readied launcher (the bow), or -1. */
int item_pack_launcher(const struct pack *pack, const struct item_kind_list *kinds);

/* For the pack list and its prompts: what the weapon or armour at slot
 * does for wearer, against what is in use now. A weapon not wielded:
 * wearer's damage wielding it and now ("4-7; you now 1-4"); armour not
 * worn: its defense worn and now ("defense 3; you now 1"); what is in use:
 * what it gives ("4-7", "defense 1"). "" for anything else or a bad slot.
 * Only numbers the player reads on the side panel. */
void item_pack_compare(const struct pack *pack, const struct item_kind_list *kinds, int slot,
                       const struct entity *wearer, char *out, size_t size);

/* For the side panel: the wielded weapon's name ("short sword"), or NULL. */
const char *item_pack_weapon_name(const struct pack *pack, const struct item_kind_list *kinds);

/* For the side panel: the worn armour's name ("leather armour"), or NULL. */
const char *item_pack_armour_name(const struct pack *pack, const struct item_kind_list *kinds);

/* For the side panel: the readied launcher's name ("short bow"), or NULL. */
const char *item_pack_launcher_name(const struct pack *pack, const struct item_kind_list *kinds);

/* `f`: what is quivered, if the pack holds it and it can fly (arrows
 * need the bow; a weapon wielded alone is never thrown by `f`); else an
 * arrow from the worn bow (its damage with the bow's, its range), or,
 * with no bow worn or no arrows for it, a dart, else a weapon that can be
 * thrown (a dagger; not the one in hand alone). ITEM_OK and *m, or
 * ITEM_NOTHING_TO_FIRE ("You have nothing to fire."). */
enum item_result item_missile_to_fire(const struct pack *pack, const struct item_kind_list *kinds,
                                      struct item_missile *m);

/* `t`: the item at slot, thrown: ammunition not fired from a launcher (a
 * dart: its harm, range and breaking), or a weapon with a range (a dagger:
 * ITEM_HAND_DAMAGE plus its damage; it never breaks). ITEM_OK and *m,
 * ITEM_NO_SUCH_ITEM, or ITEM_CANNOT_THROW ("You cannot throw that."). */
enum item_result item_missile_to_throw(const struct pack *pack, const struct item_kind_list *kinds,
                                       int slot, struct item_missile *m);

/* Puts what is at slot in the quiver: `f` lets it fly next. */
void item_pack_quiver(struct pack *pack, int slot);

/* The one-word name of what flies, for messages: "arrow", "dart",
 * "dagger" (the kind's name; "missile" for a bad kind). */
const char *item_missile_name(const struct item_kind_list *kinds, int kind);

/* Whether the item at slot is one the query asks for. */
bool item_query_fits(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, int slot, enum item_query query);

/* How many items in the pack the query asks for. */
int item_query_count(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, enum item_query query);

/* What the player is told when nothing fits the query: "Your pack is
 * empty.", "You have nothing to drink.", "You have nothing to read.", "You
 * have nothing to wield or wear.", "You have nothing to identify.", "You
 * have nothing to take off.", "You have nothing to throw." */
const char *item_query_none_message(enum item_query query);

/* What the player is told when the item chosen does not fit the query:
 * "you cannot throw that." (after its letter). */
const char *item_query_wrong_message(enum item_query query);

/* The player's message for a result ("Your pack is full."); "" for
 * ITEM_OK. */
const char *item_result_message(enum item_result result);

#endif
