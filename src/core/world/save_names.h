#ifndef MURK_SAVE_NAMES_H
#define MURK_SAVE_NAMES_H

/* Saves write statuses and monster states by name: each reader, the frozen
 * readers of old formats too, finds a saved name among the live lists
 * (status.def, state.def) here. A trait's word is trait_from_word's. */

/* The live status whose name (status_name) is name, or -1 when this murk
 * has none by it. */
int save_status_named(const char *name);

/* The live monster state whose word (mind_state_name) is name, or -1. */
int save_state_named(const char *name);

#endif
