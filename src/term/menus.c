#include "menus.h"
#include "signals.h"
#include "ask_direction.h"
#include "draw_death.h"
#include "draw_help.h"
#include "draw_history.h"
#include "frame.h"
#include "input.h"
#include "term.h"

bool menus_ask_yes_no(struct ui *ui, const char *question)
{
    int key = ask_key(ui, question);
    return key == 'y' || key == 'Y';
}

void menus_help(struct ui *ui)
{
    int first = 0;
    for (;;) {
        int last;
        int count = draw_help(ui, first, &last);
        int page = last - first + 1;
        int key = ui_read_key(ui);
        bool more = last + 1 < count;
        if ((key == KEY_DOWN || key == 'j') && more)
            first++;
        else if (key == KEY_UP || key == 'k')
            first--;
        else if (key == KEY_NPAGE && more)
            first += page;
        else if (key == KEY_PPAGE)
            first -= page;
        else if (key != KEY_RESIZE && key != ERR && key != KEY_DOWN && key != 'j' &&
                 key != KEY_NPAGE)
            break;
        first = first < 0 ? 0 : first >= count ? count - 1 : first;
    }
    ui_touch_all(ui);
}

void menus_history(struct ui *ui)
{
    int back = 0;
    for (;;) {
        int count = draw_history(ui, back);
        int page = LINES > 4 ? LINES - 3 : 1;
        int most = count > LINES - 2 ? count - (LINES - 2) : 0;
        int key = ui_read_key(ui);
        if (key == KEY_UP || key == 'k')
            back++;
        else if (key == KEY_DOWN || key == 'j')
            back--;
        else if (key == KEY_PPAGE)
            back += page;
        else if (key == KEY_NPAGE)
            back -= page;
        else if (key != KEY_RESIZE && key != ERR)
            break;
        back = back < 0 ? 0 : back > most ? most : back;
    }
    ui_touch_all(ui);
}

enum ui_end menus_death(struct ui *ui)
{
    /* Let the player read the killing blow first. */
    ui_draw_all(ui);
    for (int slice = 0; slice < 6 && !signals_pending(); slice++)
        napms(100); /* in slices: a hang-up must not wait out the pause */
    flushinp();
    for (;;) {
        draw_death(ui);
        int key = ui_read_key(ui);
        if (key == KEY_GONE)
            return ui_gone();
        if (key == 'n' || key == 'N')
            return UI_NEW_GAME;
        if (key == 'q' || key == 'Q' || key == KEY_CTRL_C)
            return UI_QUIT;
    }
}
