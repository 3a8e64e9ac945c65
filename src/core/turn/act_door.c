/* The player's deed with doors: `c` and a direction shuts an open door
 * (opening one is a step into it: act_move). */
#include "murk/turn/act.h"
#include "murk/world/door_change.h"

bool act_close(struct game *game, struct action action, struct outcome *outcome)
{
    (void)outcome;
    struct pos d = action.dir;
    if (d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1 || (d.x == 0 && d.y == 0)) {
        world_say(game, "There is nothing to close there.");
        return false;
    }
    return door_change_close(game, grid_add(game->run.player.pos, d));
}
