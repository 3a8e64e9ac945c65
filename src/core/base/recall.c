#include "murk/base/recall.h"

#include <stdio.h>
#include <string.h>

const struct recall_entry *recall_find(const struct recall *r, int kind)
{
    for (int i = 0; i < r->count; i++)
        if (r->entries[i].kind == kind)
            return &r->entries[i];
    return NULL;
}

struct recall_entry *recall_meet(struct recall *r, int kind)
{
    struct recall_entry *e = (struct recall_entry *)recall_find(r, kind);
    if (e || r->count >= RECALL_KINDS_MAX)
        return e;
    e = &r->entries[r->count++];
    *e = (struct recall_entry){.kind = kind};
    return e;
}

void recall_note_awake(struct recall *r, int kind)
{
    struct recall_entry *e = recall_meet(r, kind);
    if (e && e->awake_seen < RECALL_SPEED_TURNS)
        e->awake_seen++;
}

void recall_note_hit(struct recall *r, int kind, int damage)
{
    struct recall_entry *e = recall_meet(r, kind);
    if (!e || damage <= 0)
        return;
    if (e->hits == 0 || damage < e->hit_min)
        e->hit_min = damage;
    if (e->hits == 0 || damage > e->hit_max)
        e->hit_max = damage;
    e->hits++;
}

void recall_note_struck(struct recall *r, int kind)
{
    struct recall_entry *e = recall_meet(r, kind);
    if (e)
        e->struck = true;
}

void recall_note_trait(struct recall *r, int kind, enum trait t)
{
    struct recall_entry *e = recall_meet(r, kind);
    if (e)
        e->traits |= TRAIT_BIT(t);
}

void recall_note_effect(struct recall *r, int kind, enum effect effect)
{
    struct recall_entry *e = recall_meet(r, kind);
    if (e && (unsigned)effect < EFFECT_COUNT)
        e->effects |= EFFECT_BIT(effect);
}

bool recall_knows_slow(const struct recall *r, const struct kind *k, int kind)
{
    const struct recall_entry *e = recall_find(r, kind);
    return e && e->awake_seen >= RECALL_SPEED_TURNS && kind_has(k, TRAIT_SLOW);
}

bool recall_knows_trait(const struct recall *r, int kind, enum trait t)
{
    const struct recall_entry *e = recall_find(r, kind);
    return e && (e->traits & TRAIT_BIT(t)) != 0;
}

/* Appends ", word" (or the first word) to a list of traits. */
static void trait_add(char *out, size_t size, const char *word)
{
    size_t len = strlen(out);
    if (len < size)
        snprintf(out + len, size - len, "%s%s", len ? ", " : "", word);
}

/* The traits shown in play, each in trait.def's one wording (the words
 * help and doc/rules.md use too): "heals itself, venomous". */
static void traits_seen(const struct recall_entry *e, const struct kind *k, int killed, char *out,
                        size_t size)
{
    out[0] = 0;
    if (killed > 0 && kind_has(k, TRAIT_NEVER_SLEEPS))
        trait_add(out, size, trait_description(TRAIT_NEVER_SLEEPS));
    /* The traits the player learns by seeing them at work. */
    static const enum trait shown[] = {TRAIT_REGENERATES, TRAIT_USES_ITEMS, TRAIT_TRACKS_SCENT,
                                       TRAIT_OPENS_DOORS /* seen opening one */};
    for (size_t i = 0; e && i < sizeof shown / sizeof shown[0]; i++)
        if (e->traits & TRAIT_BIT(shown[i]))
            trait_add(out, size, trait_description(shown[i]));
    /* The blows seen, each in its effect's one wording ("drains life"). */
    for (int x = 0; e && x < EFFECT_COUNT; x++)
        if (e->effects & EFFECT_BIT(x))
            trait_add(out, size, effect_wording((enum effect)x));
}

int recall_lines(const struct recall *r, const struct kind *k, int kind, int killed,
                 char lines[][RECALL_LINE], int max)
{
    const struct recall_entry *e = recall_find(r, kind);
    char text[RECALL_LINES][RECALL_LINE];
    if (killed > 0)
        snprintf(text[0], RECALL_LINE, "Health: %d", k->health);
    else
        snprintf(text[0], RECALL_LINE, "Health: unknown (none killed yet)");
    if (e && e->hits > 0)
        snprintf(text[1],
                 RECALL_LINE,
                 "Damage: %d-%d (seen in %d blow%s)",
                 e->hit_min,
                 e->hit_max,
                 e->hits,
                 e->hits == 1 ? "" : "s");
    else
        snprintf(text[1], RECALL_LINE, "Damage: unknown (none has hurt you yet)");
    if (e && e->struck)
        snprintf(text[2], RECALL_LINE, "Defense: %d", k->defense);
    else
        snprintf(text[2], RECALL_LINE, "Defense: unknown (you have not struck one)");
    bool speed = e && e->awake_seen >= RECALL_SPEED_TURNS;
    snprintf(text[3],
             RECALL_LINE,
             "Speed: %s",
             !speed                    ? "unknown (not seen awake long enough)"
             : kind_has(k, TRAIT_SLOW) ? "slow (acts every other turn)"
                                       : "normal");
    char traits[RECALL_LINE - 16];
    traits_seen(e, k, killed, traits, sizeof traits);
    snprintf(text[4], RECALL_LINE, "Traits seen: %s", traits[0] ? traits : "none yet");
    snprintf(text[5], RECALL_LINE, "Killed: %d", killed);
    int n = max < RECALL_LINES ? max : RECALL_LINES;
    for (int i = 0; i < n; i++)
        memcpy(lines[i], text[i], RECALL_LINE);
    return n < 0 ? 0 : n;
}
