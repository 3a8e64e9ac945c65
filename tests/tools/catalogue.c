/* catalogue: writes the seed catalogue (tests/support/catalogue.h) for the
 * shipped data in $MURK_SRCDIR/data (default ./data) to standard output.
 * `make catalogue` puts it in tests/data/catalogue.txt.
 *
 *   catalogue            the whole catalogue
 *   catalogue SEED       the floors of one seed, to look at any other
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <sysexits.h>

#include "support/catalogue.h"
#include "support/real_data.h"

int main(int argc, char **argv)
{
    if (argc > 2) {
        fprintf(stderr, "usage: catalogue [SEED]\n");
        return EX_USAGE;
    }
    int status;
    if (argc == 2) {
        char *end;
        errno = 0;
        uintmax_t seed = strtoumax(argv[1], &end, 10);
        if (errno || end == argv[1] || *end || argv[1][0] == '-' || seed > UINT64_MAX) {
            fprintf(
                stderr, "catalogue: '%s' is not a seed (0 to %" PRIu64 ")\n", argv[1], UINT64_MAX);
            return EX_USAGE;
        }
        status = catalogue_write_seed(stdout, (uint64_t)seed, real_kinds(), real_items());
    } else {
        status = catalogue_write(stdout, real_kinds(), real_items());
    }
    if (status != 0 || fflush(stdout) != 0) {
        fprintf(stderr, "catalogue: %s\n", status ? "out of memory" : "cannot write");
        return status ? EX_OSERR : EX_IOERR;
    }
    return 0;
}
