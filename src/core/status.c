#include "murk/status.h"

const char *status_name(enum status status)
{
    static const char *const names[STATUS_COUNT] = {
#define STATUS(id, name, r, g, b) name,
#include "murk/status.def"
#undef STATUS
    };
    return (unsigned)status < STATUS_COUNT ? names[status] : "?";
}

struct rgb status_colour(enum status status)
{
    static const struct rgb colours[STATUS_COUNT] = {
#define STATUS(id, name, r, g, b) {r, g, b},
#include "murk/status.def"
#undef STATUS
    };
    return (unsigned)status < STATUS_COUNT ? colours[status] : (struct rgb){255, 255, 255};
}
