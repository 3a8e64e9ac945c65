/* The player's pack, and the messages for what an item action could not do. */
#include "murk/base/pack.h"

#include <stddef.h>
#include <stdio.h>

char item_pack_letter(const struct pack *pack, int slot)
{
    return slot >= 0 && slot < pack->count ? pack->letters[slot] : '?';
}

int item_pack_slot(const struct pack *pack, int letter)
{
    for (int i = 0; letter >= 'a' && letter <= 'z' && i < pack->count; i++)
        if (pack->letters[i] == letter)
            return i;
    return -1;
}

int item_pack_by_letter(const struct pack *pack, int *order)
{
    int n = 0;
    for (int letter = 'a'; letter <= 'z'; letter++) {
        int slot = item_pack_slot(pack, letter);
        if (slot >= 0)
            order[n++] = slot;
    }
    return n;
}

bool item_pack_letters_valid(const struct pack *pack)
{
    int order[ITEM_PACK_MAX];
    return item_pack_by_letter(pack, order) == pack->count;
}

/* The first letter no slot holds (there is one while the pack has room). */
static char free_letter(const struct pack *pack)
{
    char letter = 'a';
    while (letter < 'z' && item_pack_slot(pack, letter) >= 0)
        letter++;
    return letter;
}

bool item_stacks(const struct item_kind_list *kinds, int kind)
{
    if (!kinds || !item_kind_valid(kinds, kind))
        return false;
    enum item_class class = kinds->kinds[kind].class;
    return class == ITEM_CLASS_POTION || class == ITEM_CLASS_SCROLL || class == ITEM_CLASS_AMMO ||
           (class == ITEM_CLASS_WEAPON && kinds->kinds[kind].range > 0);
}

int item_pack_count(const struct pack *pack, int slot)
{
    if (slot < 0 || slot >= pack->count)
        return 0;
    return pack->counts[slot] > 1 ? pack->counts[slot] : 1;
}

enum item_result item_pack_add(struct pack *pack, const struct item_kind_list *kinds, int kind,
                               int *slot)
{
    return item_pack_add_count(pack, kinds, kind, 1, slot);
}

enum item_result item_pack_add_count(struct pack *pack, const struct item_kind_list *kinds,
                                     int kind, int count, int *slot)
{
    return item_pack_add_enchanted(pack, kinds, kind, count, 0, slot);
}

enum item_result item_pack_add_enchanted(struct pack *pack, const struct item_kind_list *kinds,
                                         int kind, int count, int enchant, int *slot)
{
    bool stacks = item_stacks(kinds, kind);
    int more = stacks && count > 1 ? count : 1;
    int at = -1;
    for (int i = 0; i < pack->count && at < 0 && stacks; i++)
        if (pack->kinds[i] == kind && pack->enchant[i] == enchant)
            at = i;
    if (at >= 0) {
        pack->counts[at] = item_pack_count(pack, at) + more;
    } else {
        if (pack->count >= ITEM_PACK_MAX)
            return ITEM_PACK_FULL;
        /* What was quivered comes back under its letter, if it is free. */
        bool back = pack->quiver == kind + 1 && pack->quiver_letter &&
                    item_pack_slot(pack, pack->quiver_letter) < 0;
        pack->letters[pack->count] = back ? pack->quiver_letter : free_letter(pack);
        at = pack->count++;
        pack->kinds[at] = kind;
        pack->equipped[at] = false;
        pack->counts[at] = more;
        pack->charges[at] = 0;
        pack->enchant[at] = enchant;
    }
    if (slot != NULL)
        *slot = at;
    return ITEM_OK;
}

/* Puts the bonus of the kind, enchanted by enchant, on the entity (sign
 * 1) or takes it off (-1): a weapon's enchantment raises the top of its
 * damage, an armour's its defense, by half a point a +1 (enchant_gain and
 * enchant_half: doc/rules.md, Growth). A launcher's goes to
 * what it fires, never to the wearer. */
static void apply_bonus(const struct item_kind *k, int enchant, struct entity *e, int sign)
{
    if (e == NULL || k->class == ITEM_CLASS_LAUNCHER)
        return;
    int weapon = k->class == ITEM_CLASS_WEAPON ? enchant_gain(enchant) : 0;
    int armour = k->class == ITEM_CLASS_ARMOUR ? enchant_gain(enchant) : 0;
    e->damage_min += sign * k->damage;
    e->damage_max += sign * (k->damage + weapon);
    e->defense += sign * (k->defense + armour);
    if (k->class == ITEM_CLASS_WEAPON)
        e->damage_half += sign * enchant_half(enchant);
    if (k->class == ITEM_CLASS_ARMOUR)
        e->defense_half += sign * enchant_half(enchant);
}

void item_pack_bonuses(const struct pack *pack, const struct item_kind_list *kinds,
                       struct entity *e, int sign)
{
    for (int i = 0; kinds && i < pack->count; i++)
        if (pack->equipped[i])
            apply_bonus(&kinds->kinds[pack->kinds[i]], pack->enchant[i], e, sign);
}

void item_pack_enchant(struct pack *pack, const struct item_kind_list *kinds, int slot, int by,
                       struct entity *wearer)
{
    if (slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot]))
        return;
    const struct item_kind *k = &kinds->kinds[pack->kinds[slot]];
    if (pack->equipped[slot])
        apply_bonus(k, pack->enchant[slot], wearer, -1);
    pack->enchant[slot] += by;
    if (pack->equipped[slot])
        apply_bonus(k, pack->enchant[slot], wearer, 1);
}

int item_pack_take(struct pack *pack, const struct item_kind_list *kinds, int slot,
                   struct entity *wearer)
{
    if (slot < 0 || slot >= pack->count)
        return -1;
    int kind = pack->kinds[slot];
    if (item_pack_count(pack, slot) > 1) {
        pack->counts[slot]--;
        return kind;
    }
    if (pack->equipped[slot] && item_kind_valid(kinds, kind))
        apply_bonus(&kinds->kinds[kind], pack->enchant[slot], wearer, -1);
    for (int i = slot; i + 1 < pack->count; i++) {
        pack->kinds[i] = pack->kinds[i + 1];
        pack->equipped[i] = pack->equipped[i + 1];
        pack->counts[i] = pack->counts[i + 1];
        pack->letters[i] = pack->letters[i + 1];
        pack->charges[i] = pack->charges[i + 1];
        pack->enchant[i] = pack->enchant[i + 1];
    }
    pack->count--;
    pack->charges[pack->count] = 0;
    pack->kinds[pack->count] = 0;
    pack->equipped[pack->count] = false;
    pack->counts[pack->count] = 0;
    pack->letters[pack->count] = 0;
    pack->enchant[pack->count] = 0;
    return kind;
}

/* The slot of the equipped item of the class, or -1. */
static int equipped_of(const struct pack *pack, const struct item_kind_list *kinds,
                       enum item_class class)
{
    for (int i = 0; i < pack->count; i++)
        if (pack->equipped[i] && item_kind_valid(kinds, pack->kinds[i]) &&
            kinds->kinds[pack->kinds[i]].class == class)
            return i;
    return -1;
}

/* Weapons, armour and launchers are equipped, each class in a place of
 * its own. */
static bool equippable(enum item_class class)
{
    return class == ITEM_CLASS_WEAPON || class == ITEM_CLASS_ARMOUR || class == ITEM_CLASS_LAUNCHER;
}

enum item_result item_equip(struct pack *pack, const struct item_kind_list *kinds, int slot,
                            struct entity *wearer)
{
    if (slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot]))
        return ITEM_NO_SUCH_ITEM;
    const struct item_kind *k = &kinds->kinds[pack->kinds[slot]];
    if (!equippable(k->class))
        return ITEM_CANNOT_EQUIP;
    if (pack->equipped[slot])
        return ITEM_ALREADY_EQUIPPED;
    int before = equipped_of(pack, kinds, k->class);
    if (before >= 0) {
        apply_bonus(&kinds->kinds[pack->kinds[before]], pack->enchant[before], wearer, -1);
        pack->equipped[before] = false;
    }
    apply_bonus(k, pack->enchant[slot], wearer, 1);
    pack->equipped[slot] = true;
    return ITEM_OK;
}

enum item_result item_unequip(struct pack *pack, const struct item_kind_list *kinds, int slot,
                              struct entity *wearer)
{
    if (slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot]))
        return ITEM_NO_SUCH_ITEM;
    if (!pack->equipped[slot])
        return ITEM_NOT_EQUIPPED;
    apply_bonus(&kinds->kinds[pack->kinds[slot]], pack->enchant[slot], wearer, -1);
    pack->equipped[slot] = false;
    return ITEM_OK;
}

int item_pack_weapon(const struct pack *pack, const struct item_kind_list *kinds)
{
    return equipped_of(pack, kinds, ITEM_CLASS_WEAPON);
}

int item_pack_armour(const struct pack *pack, const struct item_kind_list *kinds)
{
    return equipped_of(pack, kinds, ITEM_CLASS_ARMOUR);
}

int item_pack_launcher(const struct pack *pack, const struct item_kind_list *kinds)
{
    return equipped_of(pack, kinds, ITEM_CLASS_LAUNCHER);
}

const char *item_pack_weapon_name(const struct pack *pack, const struct item_kind_list *kinds)
{
    int slot = item_pack_weapon(pack, kinds);
    return slot >= 0 ? kinds->kinds[pack->kinds[slot]].name : NULL;
}

const char *item_pack_armour_name(const struct pack *pack, const struct item_kind_list *kinds)
{
    int slot = item_pack_armour(pack, kinds);
    return slot >= 0 ? kinds->kinds[pack->kinds[slot]].name : NULL;
}

const char *item_pack_launcher_name(const struct pack *pack, const struct item_kind_list *kinds)
{
    int slot = item_pack_launcher(pack, kinds);
    return slot >= 0 ? kinds->kinds[pack->kinds[slot]].name : NULL;
}

/* The kind at slot, or NULL for a bad slot. */
static const struct item_kind *kind_at(const struct pack *pack, const struct item_kind_list *kinds,
                                       int slot)
{
    if (slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot]))
        return NULL;
    return &kinds->kinds[pack->kinds[slot]];
}

/* The bonus of the equipped item of the class, the weapon's damage or the
 * armour's defense, or 0. */
static int bonus_in_use(const struct pack *pack, const struct item_kind_list *kinds,
                        enum item_class class)
{
    int slot = equipped_of(pack, kinds, class);
    const struct item_kind *k = kind_at(pack, kinds, slot);
    return k == NULL ? 0 : (class == ITEM_CLASS_WEAPON ? k->damage : k->defense);
}

/* The enchantment of the equipped item of the class, or 0: its gain in
 * half points (enchant_gain, enchant_half). */
static int enchant_in_use(const struct pack *pack, const struct item_kind_list *kinds,
                          enum item_class class)
{
    int slot = equipped_of(pack, kinds, class);
    return kind_at(pack, kinds, slot) == NULL ? 0 : pack->enchant[slot];
}

const char *item_half_text(int whole, int half, char *out, size_t size)
{
    snprintf(out, size, half > 0 ? "%d.5" : "%d", whole);
    return out;
}

/* A number in half points as text: 17 is "8.5". */
static const char *halves(int count, char *out, size_t size)
{
    return item_half_text(count / 2, count % 2, out, size);
}

void item_pack_compare(const struct pack *pack, const struct item_kind_list *kinds, int slot,
                       const struct entity *wearer, char *out, size_t size)
{
    const struct item_kind *k = kind_at(pack, kinds, slot);
    if (size > 0)
        out[0] = '\0';
    if (k == NULL || (k->class != ITEM_CLASS_WEAPON && k->class != ITEM_CLASS_ARMOUR))
        return;
    bool used = pack->equipped[slot];
    /* In half points: each +1 is one (enchant_gain). */
    int enchant = pack->enchant[slot] - enchant_in_use(pack, kinds, k->class);
    char a[16], b[16];
    if (k->class == ITEM_CLASS_WEAPON) {
        int more = k->damage - bonus_in_use(pack, kinds, ITEM_CLASS_WEAPON);
        int now = 2 * wearer->damage_max + wearer->damage_half;
        int lo = wearer->damage_min + more;
        halves(now + 2 * more + enchant, a, sizeof a);
        if (used)
            snprintf(out, size, "%d-%s", lo, a);
        else
            snprintf(out, size, "%d-%s; you now %d-%s", lo, a, wearer->damage_min,
                     halves(now, b, sizeof b));
        return;
    }
    int now = 2 * wearer->defense + wearer->defense_half;
    halves(now + 2 * (k->defense - bonus_in_use(pack, kinds, ITEM_CLASS_ARMOUR)) + enchant, a,
           sizeof a);
    if (used)
        snprintf(out, size, "defense %s", a);
    else
        snprintf(out, size, "defense %s; you now %s", a, halves(now, b, sizeof b));
}

/* Whether the kind can be thrown by hand: ammunition not fired from a
 * launcher, and weapons with a range. */
static bool throwable(const struct item_kind *k)
{
    return (k->class == ITEM_CLASS_AMMO && !k->fired) ||
           (k->class == ITEM_CLASS_WEAPON && k->range > 0) || k->class == ITEM_CLASS_POTION;
}

/* The first slot holding ammunition fired (fired 1) or thrown (0), or -1. */
static int ammo_slot(const struct pack *pack, const struct item_kind_list *kinds, int fired)
{
    for (int i = 0; i < pack->count; i++) {
        const struct item_kind *k = kind_at(pack, kinds, i);
        if (k && k->class == ITEM_CLASS_AMMO && k->fired == fired)
            return i;
    }
    return -1;
}

/* The first slot holding a weapon that can be thrown and is not the
 * weapon in hand alone (a dagger beside the sword, or one of 2 wielded),
 * or -1. */
static int weapon_to_throw(const struct pack *pack, const struct item_kind_list *kinds)
{
    for (int i = 0; i < pack->count; i++) {
        const struct item_kind *k = kind_at(pack, kinds, i);
        if (k && k->class == ITEM_CLASS_WEAPON && k->range > 0 &&
            !(pack->equipped[i] && item_pack_count(pack, i) == 1))
            return i;
    }
    return -1;
}

void item_pack_quiver(struct pack *pack, int slot)
{
    if (slot < 0 || slot >= pack->count)
        return;
    pack->quiver = pack->kinds[slot] + 1;
    pack->quiver_letter = pack->letters[slot];
}

/* The slot of what is quivered, if it can fly from there now, or -1. */
static int quivered(const struct pack *pack, const struct item_kind_list *kinds)
{
    if (pack->quiver <= 0)
        return -1;
    for (int i = 0; i < pack->count; i++) {
        const struct item_kind *k = kind_at(pack, kinds, i);
        if (!k || pack->kinds[i] != pack->quiver - 1)
            continue;
        /* Never the weapon in hand, when it is the only one. */
        if (pack->equipped[i] && item_pack_count(pack, i) == 1)
            return -1;
        if (k->class == ITEM_CLASS_AMMO && k->fired && item_pack_launcher(pack, kinds) < 0)
            return -1;
        return i;
    }
    return -1;
}

enum item_result item_missile_to_fire(const struct pack *pack, const struct item_kind_list *kinds,
                                      struct item_missile *m)
{
    int quiver = quivered(pack, kinds);
    const struct item_kind *q = kind_at(pack, kinds, quiver);
    if (q && !(q->class == ITEM_CLASS_AMMO && q->fired))
        return item_missile_to_throw(pack, kinds, quiver, m);
    int bow = item_pack_launcher(pack, kinds);
    int arrows = q ? quiver : bow >= 0 ? ammo_slot(pack, kinds, 1) : -1;
    if (arrows < 0) {
        int darts = ammo_slot(pack, kinds, 0);
        return item_missile_to_throw(pack,
                                     kinds,
                                     darts >= 0 ? darts : weapon_to_throw(pack, kinds),
                                     m) == ITEM_OK
                   ? ITEM_OK
                   : ITEM_NOTHING_TO_FIRE;
    }
    const struct item_kind *k = kind_at(pack, kinds, arrows);
    /* The bow's enchantment raises the top of its damage, the arrows' own
     * the top of theirs. */
    int bonus = kind_at(pack, kinds, bow)->damage;
    int both = pack->enchant[bow] + pack->enchant[arrows];
    *m = (struct item_missile){.slot = arrows,
                               .kind = pack->kinds[arrows],
                               .damage_min = k->harm_min + bonus,
                               .damage_max = k->harm_max + bonus + enchant_gain(both),
                               .damage_half = enchant_half(both),
                               .range = k->range,
                               .breaks = k->breaks,
                               .enchant = pack->enchant[arrows]};
    return ITEM_OK;
}

enum item_result item_missile_to_throw(const struct pack *pack, const struct item_kind_list *kinds,
                                       int slot, struct item_missile *m)
{
    const struct item_kind *k = kind_at(pack, kinds, slot);
    if (k == NULL)
        return ITEM_NO_SUCH_ITEM;
    if (!throwable(k))
        return ITEM_CANNOT_THROW;
    bool weapon = k->class == ITEM_CLASS_WEAPON;
    int enchant = pack->enchant[slot];
    /* A potion does no harm by its flight: it shatters (cloud.h). */
    *m = (struct item_missile){
        .slot = slot,
        .kind = pack->kinds[slot],
        .damage_min = weapon ? ITEM_HAND_DAMAGE_MIN + k->damage : k->harm_min,
        .damage_max = (weapon ? ITEM_HAND_DAMAGE_MAX + k->damage : k->harm_max) + enchant_gain(enchant),
        .damage_half = enchant_half(enchant),
        .range = k->class == ITEM_CLASS_POTION ? ITEM_POTION_THROW_RANGE : k->range,
        .breaks = weapon ? 0 : k->breaks,
        .enchant = enchant,
    };
    return ITEM_OK;
}

const char *item_missile_name(const struct item_kind_list *kinds, int kind)
{
    if (!item_kind_valid(kinds, kind))
        return "missile";
    /* A potion's kind is no name to give away in flight. */
    return kinds->kinds[kind].class == ITEM_CLASS_POTION ? "potion" : kinds->kinds[kind].name;
}

bool item_query_fits(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, int slot, enum item_query query)
{
    if (slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot]))
        return false;
    enum item_class class = kinds->kinds[pack->kinds[slot]].class;
    switch (query) {
    case ITEM_QUERY_ANY:
        return true;
    case ITEM_QUERY_DRINK:
        return class == ITEM_CLASS_POTION;
    case ITEM_QUERY_READ:
        return class == ITEM_CLASS_SCROLL;
    case ITEM_QUERY_EQUIP:
        return equippable(class);
    case ITEM_QUERY_EQUIPPED:
        return pack->equipped[slot];
    case ITEM_QUERY_IDENTIFY:
        return !item_known(lore, kinds, pack->kinds[slot]);
    case ITEM_QUERY_THROW:
        return throwable(&kinds->kinds[pack->kinds[slot]]);
    case ITEM_QUERY_ZAP:
        return class == ITEM_CLASS_WAND;
    case ITEM_QUERY_ENCHANT:
        return equippable(class);
    }
    return false;
}

int item_query_count(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, enum item_query query)
{
    int count = 0;
    for (int i = 0; i < pack->count; i++)
        count += item_query_fits(pack, lore, kinds, i, query);
    return count;
}

const char *item_query_none_message(enum item_query query)
{
    switch (query) {
    case ITEM_QUERY_ANY:
        return "Your pack is empty.";
    case ITEM_QUERY_DRINK:
        return "You have nothing to drink.";
    case ITEM_QUERY_READ:
        return "You have nothing to read.";
    case ITEM_QUERY_EQUIP:
        return "You have nothing to wield or wear.";
    case ITEM_QUERY_EQUIPPED:
        return "You have nothing to take off.";
    case ITEM_QUERY_IDENTIFY:
        return "You have nothing to identify.";
    case ITEM_QUERY_THROW:
        return "You have nothing to throw.";
    case ITEM_QUERY_ZAP:
        return "You have nothing to zap.";
    case ITEM_QUERY_ENCHANT:
        return "You have nothing to enchant.";
    }
    return "";
}

const char *item_query_wrong_message(enum item_query query)
{
    switch (query) {
    case ITEM_QUERY_ANY:
        return "that is not in your pack.";
    case ITEM_QUERY_DRINK:
        return "you cannot drink that.";
    case ITEM_QUERY_READ:
        return "you cannot read that.";
    case ITEM_QUERY_EQUIP:
        return "you cannot wield or wear that.";
    case ITEM_QUERY_EQUIPPED:
        return "you are not using that.";
    case ITEM_QUERY_IDENTIFY:
        return "that is known already.";
    case ITEM_QUERY_THROW:
        return "you cannot throw that.";
    case ITEM_QUERY_ZAP:
        return "you cannot zap that.";
    case ITEM_QUERY_ENCHANT:
        return "you cannot enchant that.";
    }
    return "";
}

const char *item_result_message(enum item_result result)
{
    static const char *const messages[ITEM_RESULT_COUNT] = {
        [ITEM_OK] = "",
        [ITEM_NOTHING_HERE] = "There is nothing here to pick up.",
        [ITEM_PACK_FULL] = "Your pack is full.",
        [ITEM_FLOOR_FULL] = "There is no room to drop anything here.",
        [ITEM_NO_SUCH_ITEM] = "You have no such item.",
        [ITEM_CANNOT_DRINK] = "You cannot drink that.",
        [ITEM_CANNOT_READ] = "You cannot read that.",
        [ITEM_CANNOT_EQUIP] = "You cannot wield or wear that.",
        [ITEM_ALREADY_EQUIPPED] = "You are already using that.",
        [ITEM_NOT_EQUIPPED] = "You are not using that.",
        [ITEM_NOTHING_TO_FIRE] = "You have nothing to fire.",
        [ITEM_CANNOT_THROW] = "You cannot throw that.",
        [ITEM_CANNOT_ZAP] = "You cannot zap that.",
    };
    return (unsigned)result < ITEM_RESULT_COUNT ? messages[result] : "";
}
