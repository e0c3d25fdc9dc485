/* set_watch.h — notices edits to a card set on disk (live reload).
 *
 * Polls the modification time and size of the set's files — set.json, every
 * decks/NAME.json (and the decks folder itself, so a deck added or removed
 * counts), face.json (made, edited or removed) and each card's art file — at most every `interval` seconds.  No
 * threads, no OS watcher: a poll of a 73-card set is a few dozen stat() calls,
 * and between polls nothing runs.  The clock is the caller's (`now`), and
 * stat can be replaced, so tests drive it without sleeping.
 * Memory: SetWatch owns its file list; set_watch_free releases it. */
#ifndef CT_SET_WATCH_H
#define CT_SET_WATCH_H
#include <stdbool.h>
#include <stdint.h>
#include "carddb.h"

/* Fills *stamp (mtime in ns, mixed with the size) for path; false if it cannot be read. */
typedef bool (*SetWatchStatFn)(const char *path, int64_t *stamp, void *ctx);

typedef struct SetWatchFile {
    char path[600];
    int64_t stamp;   /* 0 = missing */
    bool art;
    bool face;       /* the set's face.json (card face template) */
} SetWatchFile;

/* SET_WATCH_FACE comes with SET_WATCH_DATA: the set is loaded again with its
 * face template (a face.json made, edited or removed). */
enum { SET_WATCH_DATA = 1, SET_WATCH_ART = 2, SET_WATCH_FACE = 4 };

typedef struct SetWatch {
    char dir[512];
    int nfiles, cap;
    SetWatchFile *files;
    double interval, next_poll;
    SetWatchStatFn stat_fn;  /* NULL = stat(2) */
    void *stat_ctx;
    /* art files whose stamp changed at the last poll that found a change */
    int nchanged_art;
    char changed_art[16][600];
    int polls;               /* polls done (bench, tests) */
} SetWatch;

/* Starts watching `set` (its folder and art) from now; polls every `interval` s (0 = 0.5). */
void set_watch_init(SetWatch *w, const CardSet *set, double now, double interval);
void set_watch_free(SetWatch *w);
/* true when w watches a set in folder dir. */
bool set_watch_is(const SetWatch *w, const char *dir);
/* Polls when due: 0 if nothing changed (or not due yet), else SET_WATCH_DATA
 * and/or SET_WATCH_ART.  The stamps are taken anew, so one edit is told once. */
int set_watch_poll(SetWatch *w, double now);
/* Seconds from now until the next poll is due (>= 0): the caller sleeps that long. */
double set_watch_due_in(const SetWatch *w, double now);
/* After a reload: watch the new set's files (art may have changed) keeping the time of the next poll. */
void set_watch_rebase(SetWatch *w, const CardSet *set);

#endif
