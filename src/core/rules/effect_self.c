/* The effects that befall the drinker or the one struck alone: health,
 * strength and the statuses. */
#include "murk/rules/effect_self.h"

#include <stdio.h>

#include "murk/rules/effect_use.h"
#include "murk/base/entity.h"
#include "murk/base/recall.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

/* Where the use's messages go; a cloud's on a monster go unsaid (the
 * cloud names who it caught). */
static void say(const struct effect_use *use, const char *text)
{
    if (use->by == EFFECT_BY_CLOUD && use->victim >= 0)
        return;
    if (use->by == EFFECT_BY_BLOW || use->by == EFFECT_BY_CLOUD)
        world_say(use->game, "%s", text);
    else
        msglog_add(use->env->log, use->env->turn, "%s", text);
}

void effect_healing(struct effect_use *use)
{
    entity_heal(use->target, use->line->amount);
    say(use, "You feel better.");
}

void effect_greater_healing(struct effect_use *use)
{
    bool poisoned = status_has(use->target, STATUS_POISONED);
    use->target->health = use->target->health_max;
    status_cure(use->target, STATUS_POISONED);
    say(use, "You feel much better.");
    if (poisoned)
        say(use, status_end_message(STATUS_POISONED));
}

void effect_strength(struct effect_use *use)
{
    use->target->damage_min += use->line->amount;
    use->target->damage_max += use->line->amount;
    say(use, "You feel stronger!");
}

/* Drunk, it poisons for its turns; a bite that hurt and did not kill
 * poisons for at least as long, said the first time ("You are
 * poisoned!"), and the recall learns the kind poisons. */
void effect_poison(struct effect_use *use)
{
    if (use->by != EFFECT_BY_BLOW) {
        status_dose(use->target, STATUS_POISONED, use->line->amount);
        say(use, "You feel very sick!");
        return;
    }
    if (use->blow->killed || use->blow->damage <= 0)
        return;
    if (!status_envenom(use->target, use->line->amount))
        return;
    say(use, "You are poisoned!");
    if (use->seen)
        recall_note_effect(&use->game->run.recall,
                           use->game->floor.monsters[use->striker].kind,
                           EFFECT_POISON);
}

void effect_regeneration(struct effect_use *use)
{
    status_dose(use->target, STATUS_REGENERATING, use->line->amount);
    say(use, "You feel your wounds begin to close.");
}

void effect_confusion(struct effect_use *use)
{
    status_dose(use->target, STATUS_CONFUSED, use->line->amount);
    say(use, "You feel dizzy!");
}

void effect_telepathy(struct effect_use *use)
{
    status_dose(use->target, STATUS_TELEPATHIC, use->line->amount);
    say(use, "Your mind reaches out to every mind on the floor.");
}

void effect_darkness(struct effect_use *use)
{
    status_dose(use->target, STATUS_DARKENED, use->line->amount);
    say(use, "Darkness gathers around you.");
}

void effect_haste(struct effect_use *use)
{
    status_dose(use->target, STATUS_HASTED, use->line->amount);
    say(use, "You feel yourself speed up.");
}
