#ifndef MURK_SAVE_LAYOUT_H
#define MURK_SAVE_LAYOUT_H

/* The save's field list as this murk has it, as one number: a test holds
 * it to SAVE_LAYOUT_DIGEST (save.h), so a changed list is seen to need a
 * new format version. */

#include <stdint.h>

/* FNV-1a over save_field.def's text. */
uint64_t save_layout_digest(void);

#endif
