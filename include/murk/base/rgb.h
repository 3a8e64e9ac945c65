#ifndef MURK_RGB_H
#define MURK_RGB_H

#include <stdint.h>

/* A colour as the data files give it; the front end maps it to what the
 * terminal can show. */
struct rgb {
    uint8_t r, g, b;
};

#endif
