#ifndef MURK_PLACE_VAULT_H
#define MURK_PLACE_VAULT_H

/* The vault (place.h), for place.c's dispatch. Within the core only. */

struct place_rules;

extern const struct place_rules place_vault_rules;

#endif
