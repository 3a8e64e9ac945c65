#ifndef MURK_STORE_TAKEOVER_H
#define MURK_STORE_TAKEOVER_H

/* Taking a game over from a murk still playing it: store_open (store.h)
 * when NAME is already playing. */

#include <stdint.h>
#include <stdio.h>

#include "store.h"

/* After store_open said NAME is already playing (holder_pid known): asks
 * that murk to save and leave (SIGHUP; SIGTERM if it is still there after
 * 2 s, as a murk run under nohup ignores SIGHUP; SIGKILL after 4 s, for
 * one stuck writing to a frozen connection, whose turns are all saved
 * already) and opens the store once it lets go, within 6 s. Returns 0 with the store open;
 * EX_TEMPFAIL when it may not be signalled (another user's) or does not let go. */
int store_take_over(struct store *store, const char *base, const char *name, uint64_t data_hash,
                    char *why, size_t why_size);

/* store_open, and when NAME is already playing and in is a terminal, the
 * question "NAME is already playing (since 12:30). Take that game over?
 * (y/n)" on out, answered by one key on in: y takes it over
 * (store_take_over). Without a terminal to ask on, or on any other key,
 * EX_TEMPFAIL as store_open. */
int store_open_or_take_over(struct store *store, const char *base, const char *name,
                            uint64_t data_hash, int in, FILE *out, char *why, size_t why_size);

#endif
