/* libFuzzer entry: any bytes at all as a recording, through the whole
 * reader as --replay --verify uses it: the header, every line, the
 * digests owed, the game replayed. Seeded with the checked-in recordings
 * (tests/data/recordings, made with the data MURK_DATA names:
 * tests/data/fixed), so the fuzzer
 * starts from games that verify. Run with AddressSanitizer and UBSan:
 * `make fuzz-recording`. The bytes go through a real file, as the reader
 * takes only regular files. */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_save_data.h"
#include "replay/recording.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct fuzz_data real;
    static char path[64];
    if (!path[0]) {
        fuzz_data_load(&real);
        snprintf(path, sizeof path, "/tmp/murk-fuzz-recording-%ld", (long)getpid());
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        abort();
    for (size_t put = 0; put < size;) {
        ssize_t n = write(fd, data + put, size - put);
        if (n <= 0)
            abort();
        put += (size_t)n;
    }
    close(fd);
    char why[4096 + 256];
    recording_verify(path, &real.kinds, &real.items, real.hash, why, sizeof why);
    return 0;
}
