#ifndef MURK_MIND_H
#define MURK_MIND_H

#include <stdbool.h>

#include "murk/base/cause.h"
#include "murk/base/grid.h"
#include "murk/base/kind.h"
#include "murk/base/outcome.h"
#include "murk/base/rng.h"

struct game;
struct monster;

/* Numbers from doc/rules.md's "Monster minds" (all tune). */
enum {
    MIND_AWAKE_ONE_IN = 3,     /* one monster in 3 starts the floor awake */
    MIND_WAKE_ONE_IN = 20,     /* a sleeper that sees the player wakes 1 turn in 20 */
    MIND_SEARCH_TURNS = 5,     /* a hunter that lost the player searches this long */
    MIND_SEARCH_RADIUS = 3,    /* ...within this many cells of the last sighting */
    MIND_WANDER_TRIES = 500,   /* tries at a random floor cell to wander to */
    MIND_WANDER_REACH = 10,    /* ...within this many cells each way of it */
    MIND_FIGHT_LOUDNESS = 8,   /* every blow in a fight */
    MIND_SHRIEK_LOUDNESS = 25, /* a shrieker's shriek */
    MIND_WAKE_LOUDNESS = 3,    /* what a sleeper must hear to wake */
    MIND_SHRIEK_EVERY = 3,     /* a shrieker that sees the player shrieks every 3rd turn */
};

/* The item kind (data/items.txt) a monster's shot lands as, by name. */
#define MIND_ARROW "arrow"

/* The monster in slot takes its turn, by its state: one handler each for
 * asleep, wandering, hunting and fleeing, chosen by one switch; an awake
 * stationary monster does only what it can in place. Nothing happens once
 * the player is dead. shot comes in as OUTCOME_NONE; a hunter that shoots
 * (a kind with a shot_range, seeing the player within it on a clear line,
 * not next to them) fills it with its OUTCOME_MISSILE instead of stepping,
 * and the caller applies it. */
void mind_act(struct game *game, int slot, struct outcome *shot);

/* Whether the fleer makes for the stairs (doc/rules.md, "Fleeing once"):
 * badly hurt, of a kind that cannot heal, not held by fear, on a floor
 * with a way down. It walks there seen or unseen (one with no way there
 * flees as others do), and on the stairs it leaves the floor with what it
 * carries (no kill); struck or cornered on the way it turns at bay. */
bool mind_for_the_stairs(const struct game *game, const struct monster *m);

/* How a monster starts a floor, drawn from the floor's own generator: asleep, or 1 in 3 awake and
 * wandering; never_sleeps kinds always awake. */
void mind_place(const struct kind *kind, struct monster *m, struct rng *rng);

/* The player's blow landed on a monster that lived, for damage (0 for a
 * cloud or a bolt, whose harm comes after): its kind's struck behaviours
 * run (behaviour.h), and an asleep or wandering one wakes hunting, knowing
 * where the player is. Hunters stay hunters; a fleer turns at bay, hunting
 * and never to flee again, unless magic's fear holds it (or it is a thief
 * with its loot: behaviour.h). */
void mind_struck(struct game *game, struct monster *m, int damage);

/* A noise of the given loudness at origin, spreading by walking distance. A
 * monster hears loudness less its distance, if not below 0; the dead hear
 * nothing. A sleeper hearing MIND_WAKE_LOUDNESS or more wakes and goes to
 * see; a wanderer hearing anything goes to see; hunters and fleers ignore
 * it. Each it stirs keeps heard (a noise cause of cause.h, naming kind, or
 * -1) as why its mind changed, with its distance (why.h). */
void mind_noise(struct game *game, struct pos origin, int loudness, enum cause heard, int kind);

/* The scroll of fear, read by the player: every living monster the player
 * sees that can move and is not fearless is frightened (mind_frighten, mind_fright.h) and
 * gets a dose of fear for turns: "The cave spider flees in terror!"; a
 * fearless one "is unmoved."; stationary ones take no notice. With none
 * frightened: "A dreadful cry echoes, and fades." Returns how many were. */
int mind_scare(struct game *game, int turns);

/* A monster's fear has run out: one that is not badly wounded comes back,
 * hunting if it sees the player, else wandering. */
void mind_fear_ended(struct game *game, int slot);

#endif
