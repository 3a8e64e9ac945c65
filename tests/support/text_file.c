#include "text_file.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

char *text_file_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    *len = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc(*len + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, *len, f), *len);
    text[*len] = 0;
    fclose(f);
    return text;
}

void text_file_write(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        fail_msg("cannot write %s", path);
    assert_int_equal(fwrite(text, 1, len, f), len);
    fclose(f);
}
