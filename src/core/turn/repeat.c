/* The shared loop of repeated actions (repeat.h). */
#include "murk/turn/repeat.h"

struct repeat repeat_start(struct action action)
{
    return (struct repeat){.next = action, .given = action, .steps = 0};
}

bool repeat_step(struct game *game, struct repeat *r)
{
    r->given = r->next;
    r->result = game_do(game, r->given);
    r->steps++;
    if (r->result.stop != GAME_GOING || r->steps >= REPEAT_MAX)
        return false;
    r->next = r->result.next;
    return true;
}
