#ifndef MURK_DECIMAL_H
#define MURK_DECIMAL_H

/* Writes v in decimal at p, with no NUL; returns the end. For lines made at
 * every key (the journal's, the panel's turn), where snprintf's reading of
 * its format costs more than the rest. p needs room for 11 characters. */
static inline char *decimal_append(char *p, int v)
{
    char digits[12];
    int n = 0;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *p++ = '-';
    while (n)
        *p++ = digits[--n];
    return p;
}

#endif
