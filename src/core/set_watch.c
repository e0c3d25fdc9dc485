/* set_watch.c — polls a card set's files for edits (see set_watch.h). */
#include "set_watch.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define STAMP_MISSING (-1)

static bool stat_stamp(const char *path, int64_t *stamp, void *ctx)
{
    (void)ctx;
    struct stat sb;
    if (stat(path, &sb) != 0) return false;
    /* ns mtime and size: two saves within one coarse clock tick still differ in size, mostly */
    *stamp = (int64_t)sb.st_mtim.tv_sec * 1000000000 + sb.st_mtim.tv_nsec + (int64_t)sb.st_size * 7919;
    return true;
}

static int64_t stamp_of(const SetWatch *w, const char *path)
{
    int64_t s = 0;
    bool ok = w->stat_fn ? w->stat_fn(path, &s, w->stat_ctx) : stat_stamp(path, &s, NULL);
    return ok ? s : STAMP_MISSING;
}

static SetWatchFile *add_file(SetWatch *w, const char *path, bool art)
{
    for (int i = 0; i < w->nfiles; i++)
        if (strcmp(w->files[i].path, path) == 0) return &w->files[i]; /* art shared by several cards */
    if (w->nfiles == w->cap) {
        int cap = w->cap ? w->cap * 2 : 64;
        SetWatchFile *f = realloc(w->files, sizeof *f * (size_t)cap);
        if (!f) return NULL; /* out of memory: that file is not watched */
        w->files = f;
        w->cap = cap;
    }
    SetWatchFile *f = &w->files[w->nfiles++];
    snprintf(f->path, sizeof f->path, "%s", path);
    f->art = art;
    f->face = false;
    f->stamp = stamp_of(w, path);
    return f;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The spreadsheets in the set folder (a set may keep its cards in one). */
static void add_spreadsheets(SetWatch *w)
{
    DIR *d = opendir(w->dir);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        size_t L = strlen(e->d_name);
        if (L > 4 && strcmp(e->d_name + L - 4, ".csv") == 0) {
            char path[1100];
            snprintf(path, sizeof path, "%s/%s", w->dir, e->d_name);
            add_file(w, path, false);
        }
    }
    if (d) closedir(d);
}

/* set.json, its spreadsheets, the decks folder and its .json files (sorted,
 * so the list is stable), the art. */
static void list_files(SetWatch *w, const CardSet *set)
{
    char path[1100];
    w->nfiles = 0;
    snprintf(path, sizeof path, "%s/set.json", w->dir);
    add_file(w, path, false);
    add_spreadsheets(w);
    snprintf(path, sizeof path, "%s/face.json", w->dir);
    SetWatchFile *face = add_file(w, path, false);
    if (face) face->face = true;
    snprintf(path, sizeof path, "%s/decks", w->dir);
    add_file(w, path, false);
    DIR *d = opendir(path);
    if (d) {
        char *names[128];
        int n = 0;
        struct dirent *e;
        while ((e = readdir(d)) && n < 128) {
            size_t L = strlen(e->d_name);
            if (L > 5 && strcmp(e->d_name + L - 5, ".json") == 0 && (names[n] = strdup(e->d_name))) n++;
        }
        closedir(d);
        qsort(names, (size_t)n, sizeof *names, cmp_str);
        for (int i = 0; i < n; i++) {
            snprintf(path, sizeof path, "%s/decks/%s", w->dir, names[i]);
            add_file(w, path, false);
            free(names[i]);
        }
    }
    for (int i = 0; set && i < set->ncards; i++)
        if (card_art(&set->cards[i])[0]) add_file(w, set->cards[i].art, true);
}

void set_watch_init(SetWatch *w, const CardSet *set, double now, double interval)
{
    SetWatchStatFn fn = w->stat_fn;
    void *ctx = w->stat_ctx;
    set_watch_free(w);
    memset(w, 0, sizeof *w);
    w->stat_fn = fn; /* a test's stat survives a restart of the watch */
    w->stat_ctx = ctx;
    snprintf(w->dir, sizeof w->dir, "%s", set ? set->dir : "");
    w->interval = interval > 0 ? interval : 0.5;
    w->next_poll = now + w->interval;
    if (set) list_files(w, set);
}

void set_watch_free(SetWatch *w)
{
    free(w->files);
    w->files = NULL;
    w->nfiles = w->cap = 0;
}

bool set_watch_is(const SetWatch *w, const char *dir)
{
    return w->files && strcmp(w->dir, dir) == 0;
}

int set_watch_poll(SetWatch *w, double now)
{
    if (!w->files || now < w->next_poll) return 0;
    w->next_poll = now + w->interval;
    w->polls++;
    int what = 0, nart = 0;
    for (int i = 0; i < w->nfiles; i++) {
        SetWatchFile *f = &w->files[i];
        int64_t s = stamp_of(w, f->path);
        if (s == f->stamp) continue;
        f->stamp = s;
        what |= f->art ? SET_WATCH_ART : f->face ? SET_WATCH_DATA | SET_WATCH_FACE : SET_WATCH_DATA;
        if (f->art && nart < 16) snprintf(w->changed_art[nart++], sizeof w->changed_art[0], "%s", f->path);
    }
    if (what) w->nchanged_art = nart;
    return what;
}

double set_watch_due_in(const SetWatch *w, double now)
{
    double d = w->next_poll - now;
    return d > 0 ? d : 0;
}

void set_watch_rebase(SetWatch *w, const CardSet *set)
{
    /* keep the stamps of files already known: an edit made since the last poll is still seen */
    int nold = w->nfiles;
    SetWatchFile *old = nold ? malloc(sizeof *old * (size_t)nold) : NULL;
    if (old) memcpy(old, w->files, sizeof *old * (size_t)nold);
    list_files(w, set);
    for (int i = 0; old && i < w->nfiles; i++)
        for (int j = 0; j < nold; j++)
            if (strcmp(w->files[i].path, old[j].path) == 0) {
                w->files[i].stamp = old[j].stamp;
                break;
            }
    free(old);
}
