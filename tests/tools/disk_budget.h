#ifndef MURK_TESTS_DISK_BUDGET_H
#define MURK_TESTS_DISK_BUDGET_H

/* A full disk for the tests, without root: every write murk makes is
 * charged against a budget of free bytes, as a file system would charge
 * it, and fails with ENOSPC past it (a short write first, where part of it
 * fits); removing a file, renaming over one, or cutting one shorter gives
 * its bytes back. Unlike RLIMIT_FSIZE (a limit on each file's size), it
 * is one disk for all of murk's files, so space freed by one file is
 * there for the next, as on a real disk.
 *
 * Only in test builds: the programs that use it are linked with
 * -Wl,--wrap for write, pwrite, ftruncate, posix_fallocate, renameat and
 * unlinkat (murk's own objects), and SQLite's system calls are swapped
 * through its VFS (sqlite3_vfs.xSetSystemCall). Files only, by their size:
 * holes, blocks and metadata are not modelled. */

/* free_bytes of room from now on; negative: no limit (the start). */
void disk_budget_set(long long free_bytes);

/* The room left (negative: no limit), and the bytes charged since the
 * last disk_budget_set. */
long long disk_budget_left(void);
long long disk_budget_charged(void);

/* With MURK_TEST_DISK=PATH in the environment, PATH says the room: its
 * number is read again whenever the file changes (a missing file: no
 * limit), so a test script fills the disk (echo 0 > PATH) and frees it
 * during play. Installs the SQLite hooks too; done before main in a
 * program linked with this file. */
void disk_budget_install(void);

#endif
