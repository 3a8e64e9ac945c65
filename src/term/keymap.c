#include "keymap.h"

#include <curses.h>

#define CTRL(c) ((c)&0x1f)

struct binding {
    int key;
    enum command command;
    int dx, dy;
};

/* Vi keys, arrows, the keypad with and without Num Lock. */
static const struct binding bindings[] = {
    {'h', CMD_MOVE, -1, 0},
    {'j', CMD_MOVE, 0, 1},
    {'k', CMD_MOVE, 0, -1},
    {'l', CMD_MOVE, 1, 0},
    {'y', CMD_MOVE, -1, -1},
    {'u', CMD_MOVE, 1, -1},
    {'b', CMD_MOVE, -1, 1},
    {'n', CMD_MOVE, 1, 1},
    {KEY_LEFT, CMD_MOVE, -1, 0},
    {KEY_DOWN, CMD_MOVE, 0, 1},
    {KEY_UP, CMD_MOVE, 0, -1},
    {KEY_RIGHT, CMD_MOVE, 1, 0},
    {KEY_A1, CMD_MOVE, -1, -1},
    {KEY_HOME, CMD_MOVE, -1, -1},
    {KEY_A3, CMD_MOVE, 1, -1},
    {KEY_PPAGE, CMD_MOVE, 1, -1},
    {KEY_C1, CMD_MOVE, -1, 1},
    {KEY_END, CMD_MOVE, -1, 1},
    {KEY_C3, CMD_MOVE, 1, 1},
    {KEY_NPAGE, CMD_MOVE, 1, 1},
    {'1', CMD_MOVE, -1, 1},
    {'2', CMD_MOVE, 0, 1},
    {'3', CMD_MOVE, 1, 1},
    {'4', CMD_MOVE, -1, 0},
    {'6', CMD_MOVE, 1, 0},
    {'7', CMD_MOVE, -1, -1},
    {'8', CMD_MOVE, 0, -1},
    {'9', CMD_MOVE, 1, -1},
    {'.', CMD_WAIT, 0, 0},
    {'5', CMD_WAIT, 0, 0},
    {KEY_B2, CMD_WAIT, 0, 0},
    {'?', CMD_HELP, 0, 0},
    {CTRL('r'), CMD_REDRAW, 0, 0},
    {CTRL('p'), CMD_HISTORY, 0, 0},
    {'Q', CMD_QUIT, 0, 0},
    {CTRL('c'), CMD_QUIT, 0, 0}, /* the read turns SIGINT into this key */
    {'S', CMD_SAVE, 0, 0},
    {'D', CMD_DISTANCE_OVERLAY, 0, 0},
    {KEY_F(3), CMD_DISTANCE_OVERLAY, 0, 0},
    {'X', CMD_REVEAL_MAP, 0, 0},
    {KEY_F(1), CMD_REVEAL_MAP, 0, 0},
    {'x', CMD_LOOK, 0, 0},
    {';', CMD_LOOK, 0, 0},
    {'\t', CMD_NEXT_MONSTER, 0, 0},
    {27, CMD_CANCEL, 0, 0},
    {'m', CMD_MINDS, 0, 0},
    {KEY_F(4), CMD_MINDS, 0, 0},
    {'g', CMD_PICK_UP, 0, 0},
    {',', CMD_PICK_UP, 0, 0},
    {'i', CMD_INVENTORY, 0, 0},
    {'q', CMD_DRINK, 0, 0},
    {'r', CMD_READ, 0, 0},
    {'d', CMD_DROP, 0, 0},
    {'w', CMD_EQUIP, 0, 0},
    {'R', CMD_REST, 0, 0},
    {'>', CMD_DESCEND, 0, 0},
    {':', CMD_LOOK_HERE, 0, 0},
    {'[', CMD_MINDS_UP, 0, 0},
    {']', CMD_MINDS_DOWN, 0, 0},
};

static const struct key_help help[] = {
    {"h j k l y u b n", "move or attack: west, south, north, east, diagonals"},
    {"arrow keys, keypad", "move or attack (keypad 7 9 1 3 go diagonally)"},
    {". or keypad 5", "wait a turn"},
    {"R", "rest until healed or something happens"},
    {"g or ,", "pick up what lies here"},
    {":", "say what lies here"},
    {">", "go down the stairs you stand on"},
    {"i", "list the pack"},
    {"q r w d", "drink, read, wield or wear, drop: each asks which"},
    {"x or ;", "look around: Tab to the next monster, Esc to stop"},
    {"mouse click", "look at the cell clicked"},
    {"?", "show this list of keys"},
    {"Ctrl-P", "the messages the log has kept"},
    {"Ctrl-R", "redraw the screen"},
    {"S", "save and quit; play again with the same name to go on"},
    {"Q or Ctrl-C", "quit and give this game up (asks first)"},
    {"m or F4", "debugging aid: the minds pane, each monster's state"},
    {"[ and ]", "scroll the minds pane up and down"},
    {"D or F3", "debugging aid: distance overlay from the player"},
    {"X or F1", "debugging aid: reveal the whole floor"},
};

struct key_command keymap_lookup(int key)
{
    for (size_t i = 0; i < sizeof bindings / sizeof bindings[0]; i++)
        if (bindings[i].key == key)
            return (struct key_command){bindings[i].command, {bindings[i].dx, bindings[i].dy}};
    return (struct key_command){CMD_NONE, {0, 0}};
}

const struct key_help *keymap_help(int *count)
{
    *count = (int)(sizeof help / sizeof help[0]);
    return help;
}
