/* The monster cases alone (bench_monsters.h), as a program of their own:
 * the Makefile builds it against another build's core (BENCH_BEFORE) for
 * the bench to run beside its own. */
#include <stdio.h>
#include <string.h>

#include "bench_monsters.h"

int main(int argc, char **argv)
{
    if (argc != 3 || strcmp(argv[1], "--monsters-case") != 0) {
        fprintf(stderr, "usage: %s --monsters-case NAME\n", argv[0]);
        return 64; /* EX_USAGE */
    }
    return bench_monsters_case(argv[2]);
}
