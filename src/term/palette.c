#include <stdlib.h>

#include "term.h"

/* The 16 ANSI colours as xterm draws them, for finding the nearest one. */
static const struct rgb ansi16[16] = {
    {0, 0, 0},
    {205, 0, 0},
    {0, 205, 0},
    {205, 205, 0},
    {0, 0, 238},
    {205, 0, 205},
    {0, 205, 205},
    {229, 229, 229},
    {127, 127, 127},
    {255, 0, 0},
    {0, 255, 0},
    {255, 255, 0},
    {92, 92, 255},
    {255, 0, 255},
    {0, 255, 255},
    {255, 255, 255},
};

void palette_init(struct palette *palette)
{
    const char *no_colour = getenv("NO_COLOR");
    palette->colours = 0;
    if ((no_colour && *no_colour) || !has_colors())
        return;
    start_color();
    use_default_colors();
    palette->colours = COLORS >= 256 ? 256 : COLORS >= 16 ? 16 : 8;
    /* Pair n+1 is colour n on the default background, so no pair cache. */
    int pairs = palette->colours < COLOR_PAIRS - 1 ? palette->colours : COLOR_PAIRS - 1;
    for (int c = 0; c < pairs; c++)
        init_pair((short)(c + 1), (short)c, -1);
}

static int distance2(struct rgb a, struct rgb b)
{
    int dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b;
    return dr * dr + dg * dg + db * db;
}

static int nearest_ansi(struct rgb colour, int limit)
{
    int best = 0;
    for (int i = 1; i < limit; i++)
        if (distance2(colour, ansi16[i]) < distance2(colour, ansi16[best]))
            best = i;
    return best;
}

static int cube_level(int v)
{
    return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40;
}

/* The xterm 256-colour index nearest to the colour: the 6x6x6 cube or the
 * grey ramp, whichever is closer. */
static int nearest_256(struct rgb colour)
{
    static const int levels[6] = {0, 95, 135, 175, 215, 255};
    int r = cube_level(colour.r), g = cube_level(colour.g), b = cube_level(colour.b);
    struct rgb cube = {(uint8_t)levels[r], (uint8_t)levels[g], (uint8_t)levels[b]};
    int average = (colour.r + colour.g + colour.b) / 3;
    int step = average > 238 ? 23 : (average - 3) / 10;
    if (step < 0)
        step = 0;
    uint8_t grey = (uint8_t)(8 + 10 * step);
    struct rgb ramp = {grey, grey, grey};
    if (distance2(colour, ramp) < distance2(colour, cube))
        return 232 + step;
    return 16 + 36 * r + 6 * g + b;
}

static struct rgb darken(struct rgb c)
{
    return (struct rgb){
        (uint8_t)(c.r * 11 / 20), (uint8_t)(c.g * 11 / 20), (uint8_t)(c.b * 11 / 20)};
}

/* Below this brightness a colour is too close to a black background. */
static struct rgb keep_visible(struct rgb c, int floor)
{
    int top = c.r > c.g ? (c.r > c.b ? c.r : c.b) : (c.g > c.b ? c.g : c.b);
    if (top >= floor)
        return c;
    if (top == 0)
        return (struct rgb){(uint8_t)floor, (uint8_t)floor, (uint8_t)floor};
    return (struct rgb){
        (uint8_t)(c.r * floor / top), (uint8_t)(c.g * floor / top), (uint8_t)(c.b * floor / top)};
}

attr_t palette_attr(const struct palette *palette, struct rgb colour, enum shade shade)
{
    switch (palette->colours) {
    case 256: {
        struct rgb c = shade == SHADE_DIM ? darken(colour) : colour;
        return COLOR_PAIR(nearest_256(keep_visible(c, 78)) + 1);
    }
    case 16: {
        /* Lit is at least light grey; remembered is one step darker, and
         * bright black (8) is the dark grey that still shows on black. */
        int lit = nearest_ansi(colour, 16);
        if (lit == 0 || lit == 8)
            lit = 7;
        if (shade == SHADE_LIT)
            return COLOR_PAIR(lit + 1);
        int dim = nearest_ansi(darken(colour), 16);
        if (dim == 0 || dim == lit)
            dim = lit >= 9 ? lit - 8 : 8;
        return COLOR_PAIR(dim + 1);
    }
    case 8: {
        /* Eight colours have no dark grey that every terminal shows, so
         * brightness goes into bold: seen is bold, remembered is plain. */
        int index = nearest_ansi(keep_visible(colour, 140), 16);
        if (index >= 8)
            index -= 8;
        if (index == 0)
            index = 7;
        return COLOR_PAIR(index + 1) | (shade == SHADE_LIT ? A_BOLD : A_NORMAL);
    }
    default:
        return shade == SHADE_LIT ? A_BOLD : A_DIM;
    }
}

attr_t palette_terrain(const struct palette *palette, enum shade shade)
{
    switch (palette->colours) {
    case 256:
    case 16:
        /* Light grey and dark grey, of the sixteen: their codes are the
         * shortest a terminal takes (ESC [ 3 7 m), and walls and floor in
         * one colour run on without a change between them. */
        return COLOR_PAIR((shade == SHADE_LIT ? COLOR_WHITE : COLOR_BLACK + 8) + 1);
    case 8:
        return COLOR_PAIR(COLOR_WHITE + 1) | (shade == SHADE_LIT ? A_BOLD : A_NORMAL);
    default:
        return shade == SHADE_LIT ? A_NORMAL : A_DIM;
    }
}
