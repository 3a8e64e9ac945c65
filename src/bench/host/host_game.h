/* One player of the host bench: a murk on a pseudo-terminal of its own,
 * 80x24 xterm-256color, with its own save folder and name, and the keys a
 * person sends it, timed from the write to the answer. */
#ifndef MURK_BENCH_HOST_GAME_H
#define MURK_BENCH_HOST_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct host_game {
    pid_t pid;
    int fd;                /* the pty's master side; -1 once closed */
    unsigned long rng;     /* this player's keys */
    int heading;           /* the direction walked (an index of the eight) */
    int steps_left;        /* before a new direction is chosen */
    bool answered;         /* the terminal's questions were answered */
    bool ready;            /* the first frame (its status line) was drawn */
    bool gone;             /* the murk has exited (its pty hung up) */
    char tail[16];         /* the output's last bytes, for a match across reads */
    size_t output_bytes;
    /* The key in flight: written at sent_ms; first_ms once the first byte
     * after it came; last_ms the latest output byte. */
    bool waiting_first;
    bool in_burst;
    double sent_ms;
    double last_ms;
};

/* Starts MURK on a new pty at 80x24 in DIR (its save folder, made here),
 * as player NAME on SEED; CONFIG_DIR stands for the options file's home.
 * Returns 0, or -1 with errno. */
int host_game_start(struct host_game *g, const char *murk, const char *dir, const char *name,
                    unsigned seed, const char *config_dir);

/* Reads what the game wrote, answers the terminal's questions as xterm
 * does (background colour, device attributes), and notes whether the first
 * frame is drawn. Returns the bytes read, 0 when nothing was there, -1
 * when the pty hung up (the game ended). */
ssize_t host_game_drain(struct host_game *g);

/* The next key a person would press: a walk, a direction kept a few steps
 * (into whatever monster is there: a fight), now and then `o` (explore),
 * now and then `m` (the minds pane). */
char host_game_next_key(struct host_game *g);

/* Writes one key to the game's terminal. Returns 0 or -1. */
int host_game_send(struct host_game *g, char key);

/* Closes the pty (the game hangs up, saves and leaves). */
void host_game_hang_up(struct host_game *g);

#endif
