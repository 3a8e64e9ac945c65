#ifndef MURK_TEST_TEXT_FILE_H
#define MURK_TEST_TEXT_FILE_H

/* A whole file read into memory and written back, for tests that change a
 * file murk wrote and see what murk makes of it. */

#include <stddef.h>

/* The file's bytes, NUL-terminated (malloc'd; *len without the NUL); the
 * test fails when it cannot be read. */
char *text_file_read(const char *path, size_t *len);

/* len bytes of text as the whole file at path; the test fails when it
 * cannot be written. */
void text_file_write(const char *path, const char *text, size_t len);

#endif
