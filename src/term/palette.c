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
    palette->dims = (termattrs() & A_DIM) != 0;
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

/* The one of the sixteen ANSI colours that looks like colour to the eye:
 * greys by their brightness, the rest by their hue (the six of the colour
 * wheel), bright when the colour is. A terminal sends each of the sixteen
 * in five bytes (ESC [ 9 3 m), where a 256-colour code takes ten or eleven,
 * and the map's common cells (the player, monsters, items) change colour at
 * every step. Remembered things take the plain shade, or dark grey. */
static int ansi_like(struct rgb c, enum shade shade)
{
    int top = c.r > c.g ? (c.r > c.b ? c.r : c.b) : (c.g > c.b ? c.g : c.b);
    int low = c.r < c.g ? (c.r < c.b ? c.r : c.b) : (c.g < c.b ? c.g : c.b);
    bool bright = top >= 200;
    if (top - low < top / 4 || top < 60) {
        /* Grey: white, light grey or, remembered, dark grey. */
        if (shade == SHADE_DIM)
            return 8;
        return bright ? 15 : 7;
    }
    /* The hue in sixths of the wheel, from red: 0 red, 1 yellow, 2 green,
     * 3 cyan, 4 blue, 5 magenta; their ANSI numbers below. */
    static const int ansi_of_sixth[6] = {1, 3, 2, 6, 4, 5};
    int span = top - low, hue; /* in degrees */
    if (top == c.r)
        hue = 60 * (c.g - c.b) / span;
    else if (top == c.g)
        hue = 120 + 60 * (c.b - c.r) / span;
    else
        hue = 240 + 60 * (c.r - c.g) / span;
    hue = (hue + 360 + 30) % 360;
    int base = ansi_of_sixth[hue / 60];
    if (shade == SHADE_DIM)
        return base;
    /* Plain blue is too dark on black to read a letter by. */
    return bright || base == 4 ? base + 8 : base;
}

attr_t palette_attr(const struct palette *palette, struct rgb colour, enum shade shade)
{
    switch (palette->colours) {
    case 256:
    case 16: {
        /* Light grey is what a terminal draws text in: its own colour,
         * no code, which costs nothing to change to or from the floor. */
        int ansi = ansi_like(colour, shade);
        return ansi == COLOR_WHITE ? A_NORMAL : COLOR_PAIR(ansi + 1);
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
        /* Seen, the terminal's own colour and no attribute, and
         * remembered, dim: the cells at the edge of sight change at every
         * step, and dim costs the fewest bytes there. Curses turns dim on
         * in seven bytes and off in four, where dark grey took five and
         * nine, and a frame that ends on a dim cell is closed with four,
         * not nine. A terminal that cannot dim gets dark grey. */
        if (shade == SHADE_LIT)
            return A_NORMAL;
        return palette->dims ? A_DIM : COLOR_PAIR(COLOR_BLACK + 8 + 1);
    case 8:
        return COLOR_PAIR(COLOR_WHITE + 1) | (shade == SHADE_LIT ? A_BOLD : A_NORMAL);
    default:
        return shade == SHADE_LIT ? A_NORMAL : A_DIM;
    }
}

attr_t palette_player(const struct palette *palette, struct rgb colour)
{
    /* The player's pale gold is near white: the terminal's own colour,
     * with nothing on. The cursor rests on the player, which is what picks
     * it out; a code on and off around it would go out at every step
     * (eleven bytes of the fifty or so a step costs). */
    if (palette->colours >= 16)
        return A_NORMAL;
    return palette_attr(palette, colour, SHADE_LIT);
}
