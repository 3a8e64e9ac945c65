/* What the kernel says of a process, for the host bench: the memory it
 * has to itself, the CPU it has used, how often it has slept. */
#ifndef MURK_BENCH_HOST_PROC_H
#define MURK_BENCH_HOST_PROC_H

#include <sys/types.h>

struct host_proc_use {
    long private_kb;              /* Private_Clean + Private_Dirty (smaps_rollup) */
    long pss_kb;                  /* its share of what it shares, and the rest */
    long rss_kb;
    unsigned long long cpu_ticks; /* utime + stime (/proc/PID/stat), clock ticks */
    unsigned long long cpu_ns;    /* time on a CPU (/proc/PID/schedstat) */
    long wakeups;                 /* voluntary context switches (/proc/PID/status) */
};

/* Fills USE for PID. Returns 0, or -1 when the process is gone or /proc
 * cannot be read (the fields left 0). */
int host_proc_read(pid_t pid, struct host_proc_use *use);

#endif
