/* /proc read for the host bench (host_proc.h). */
#define _DEFAULT_SOURCE

#include "host_proc.h"

#include <stdio.h>
#include <string.h>

/* The value of the line that starts with KEY in FILE (kB, or a count). */
static long host_field(const char *path, const char *key)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[256];
    long value = -1;
    size_t len = strlen(key);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, key, len) == 0) {
            sscanf(line + len, "%ld", &value);
            break;
        }
    fclose(f);
    return value;
}

static unsigned long long host_stat_ticks(pid_t pid)
{
    char path[64], text[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    /* The name, in parentheses, may hold spaces: count from its end.
     * After it: state (3), ... utime (14), stime (15). */
    const char *at = strrchr(text, ')');
    if (!at)
        return 0;
    unsigned long long utime = 0, stime = 0;
    if (sscanf(at + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime, &stime) != 2)
        return 0;
    return utime + stime;
}

int host_proc_read(pid_t pid, struct host_proc_use *use)
{
    memset(use, 0, sizeof *use);
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/smaps_rollup", (int)pid);
    long clean = host_field(path, "Private_Clean:");
    long dirty = host_field(path, "Private_Dirty:");
    if (clean < 0 || dirty < 0)
        return -1;
    use->private_kb = clean + dirty;
    use->pss_kb = host_field(path, "Pss:");
    use->rss_kb = host_field(path, "Rss:");
    use->cpu_ticks = host_stat_ticks(pid);
    snprintf(path, sizeof path, "/proc/%d/schedstat", (int)pid);
    FILE *f = fopen(path, "r");
    if (f) {
        if (fscanf(f, "%llu", &use->cpu_ns) != 1)
            use->cpu_ns = 0;
        fclose(f);
    }
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    use->wakeups = host_field(path, "voluntary_ctxt_switches:");
    return 0;
}
