#include "shown.h"

#include <stdio.h>
#include <string.h>

const char *shown_escape(char *out, size_t size, const char *text, int max_chars)
{
    size_t n = 0;
    int chars = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++, chars++) {
        char piece[8];
        if (max_chars > 0 && chars == max_chars)
            snprintf(piece, sizeof piece, "...");
        else if (*c == 27)
            snprintf(piece, sizeof piece, "\\e");
        else if (*c == '\n')
            snprintf(piece, sizeof piece, "\\n");
        else if (*c == '\t')
            snprintf(piece, sizeof piece, "\\t");
        else if (*c < 32 || *c >= 127)
            snprintf(piece, sizeof piece, "\\x%02x", *c);
        else
            snprintf(piece, sizeof piece, "%c", *c);
        size_t len = strlen(piece);
        if (n + len + 1 > size)
            break;
        memcpy(out + n, piece, len);
        n += len;
        if (max_chars > 0 && chars == max_chars)
            break;
    }
    if (size > 0)
        out[n] = 0;
    return out;
}

const char *shown_arg(const char *arg)
{
    static char buffers[4][SHOWN_MAX * 4 + 8];
    static int next;
    char *out = buffers[next];
    next = (next + 1) % 4;
    return shown_escape(out, sizeof buffers[0], arg, SHOWN_MAX);
}

void shown_error(const char *line)
{
    char out[16384];
    fprintf(stderr, "murk: %s\n", shown_escape(out, sizeof out, line, 0));
}
