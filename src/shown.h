#ifndef MURK_SHOWN_H
#define MURK_SHOWN_H

/* Text from outside (arguments, paths, file names) as it may be shown on a
 * terminal: a control byte or a byte past ASCII in an error message could
 * drive the caller's terminal (`--data $'\e[2J'` clears it), so each is
 * written escaped: \e, \n, \x9b. */

#include <stddef.h>

enum { SHOWN_MAX = 80 /* the most characters of an argument echoed */ };

/* text escaped into out (size bytes); with max_chars > 0, cut after that
 * many characters of text with "..." after. Returns out. */
const char *shown_escape(char *out, size_t size, const char *text, int max_chars);

/* An argument to echo in a usage message: escaped, cut at SHOWN_MAX
 * characters. The text lives in one of four buffers used in turn, so a
 * message may echo up to four. */
const char *shown_arg(const char *arg);

/* Prints "murk: LINE" and a newline on stderr, LINE escaped (not cut). */
void shown_error(const char *line);

#endif
