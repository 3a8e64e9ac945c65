/* The digest of save_field.def's text (save_layout.h): a module of its
 * own, as neither the codec nor the walk of the game uses it; the tests
 * hold it to the digest pinned beside the version. */
#include "murk/world/save_layout.h"

/* The list as text, for the layout digest. */
static const char layout[] =
#define SAVE_FIELD(id, n, type, def) #id " " #n " " #type " " #def "\n"
#include "murk/world/save_field.def"
#undef SAVE_FIELD
    ;

uint64_t save_layout_digest(void)
{
    uint64_t hash = 14695981039346656037ULL;
    for (const char *s = layout; *s; s++) {
        hash ^= (unsigned char)*s;
        hash *= 1099511628211ULL;
    }
    return hash;
}
