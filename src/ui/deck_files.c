/* deck_files.c — the deck builder's files: a deck is saved atomically as
 * <set>/decks/<slug>.json (the format carddb loads), renamed (new file, old
 * one removed), duplicated, deleted with an undo (the bytes are kept until
 * the next delete).  A set installed with the program is never written: it
 * is copied to the user's card folder first (<pref>/cards/<game>/<id>/), and
 * the builder goes on in the copy. */
#include "deck_builder.h"
#include "core/json_util.h"
#include "core/file_open.h"
#include "core/paths.h"
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void db_slug(const char *name, char *out, size_t n)
{
    size_t k = 0;
    bool dash = false;
    for (const unsigned char *p = (const unsigned char *)name; *p && k + 2 < n; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')) out[k++] = (char)*p, dash = false;
        else if (*p >= 'A' && *p <= 'Z') out[k++] = (char)(*p - 'A' + 'a'), dash = false;
        else if (k > 0 && !dash) out[k++] = '-', dash = true;
    }
    while (k > 0 && out[k - 1] == '-') k--;
    out[k] = 0;
    if (!k) snprintf(out, n, "deck");
}

static bool under(const char *path, const char *dir)
{
    size_t L = strlen(dir);
    return L > 0 && strncmp(path, dir, L) == 0 && path[L] == '/';
}

bool db_set_installed(const CardSet *set)
{
    char cards[1100];
    snprintf(cards, sizeof cards, "%s/cards", paths_data_dir());
    return set && under(set->dir, cards);
}

/* Where a set comes from, in a few words. */
static void origin(const CardSet *set, char *buf, size_t n)
{
    if (db_set_installed(set)) snprintf(buf, n, "installed");
    else if (paths_user_dir()[0] && under(set->dir, paths_user_dir())) snprintf(buf, n, "your folder");
    else {
        const char *p = set->dir + strlen(set->dir);
        int slashes = 0;
        while (p > set->dir && slashes < 2) /* the last two folders name it well enough */
            if (*--p == '/') slashes++;
        snprintf(buf, n, "%s%s", slashes == 2 ? "…" : "", p);
    }
}

void db_set_label(const UiApp *app, int set_idx, char *buf, size_t n)
{
    const UiSession *S = &app->s;
    if (set_idx < 0 || set_idx >= S->nsets) {
        snprintf(buf, n, "?");
        return;
    }
    const CardSet *set = S->sets[set_idx];
    const char *name = set->name[0] ? set->name : set->id;
    bool twin = false;
    for (int i = 0; i < S->nsets; i++) {
        const CardSet *o = S->sets[i];
        twin |= i != set_idx && (strcmp(o->id, set->id) == 0 || strcmp(o->name[0] ? o->name : o->id, name) == 0);
    }
    if (!twin) {
        snprintf(buf, n, "%s", name);
        return;
    }
    char where[200];
    origin(set, where, sizeof where);
    snprintf(buf, n, "%s (%s)", name, where);
}

/* ------------------------------------------------------------- copying a set */
static bool copy_file(const char *from, const char *to, Error *err)
{
    FILE *in = file_fopen_regular(from, err);
    if (!in) return false;
    FILE *out = fopen(to, "wb");
    if (!out) {
        fclose(in);
        return error_set(err, to, NULL, "cannot write (%s)", strerror(errno));
    }
    char buf[16384];
    size_t got;
    bool ok = true;
    while (ok && (got = fread(buf, 1, sizeof buf, in)) > 0) ok = fwrite(buf, 1, got, out) == got;
    ok = ok && !ferror(in);
    if (fclose(out) != 0) ok = false;
    fclose(in);
    if (!ok) return error_set(err, to, NULL, "copy failed (%s)", strerror(errno));
    return true;
}

/* Copies the folder from -> to (to is created): regular files and folders;
 * links and hidden files are left out. */
static bool copy_tree(const char *from, const char *to, int depth, Error *err)
{
    if (depth > 8) return error_set(err, from, NULL, "folders nested too deep to copy");
    if (mkdir(to, 0755) != 0) return error_set(err, to, NULL, "cannot create the folder (%s)", strerror(errno));
    DIR *d = opendir(from);
    if (!d) return error_set(err, from, NULL, "cannot read the folder (%s)", strerror(errno));
    bool ok = true;
    struct dirent *e;
    while (ok && (e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char a[1200], b[1200];
        snprintf(a, sizeof a, "%s/%s", from, e->d_name);
        snprintf(b, sizeof b, "%s/%s", to, e->d_name);
        struct stat sb;
        if (lstat(a, &sb) != 0) continue;
        if (S_ISDIR(sb.st_mode)) ok = copy_tree(a, b, depth + 1, err);
        else if (S_ISREG(sb.st_mode)) ok = copy_file(a, b, err);
    }
    closedir(d);
    return ok;
}

static void remove_tree(const char *dir, int depth)
{
    DIR *d = depth < 10 ? opendir(dir) : NULL;
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        char p[1200];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat sb;
        if (lstat(p, &sb) == 0 && S_ISDIR(sb.st_mode)) remove_tree(p, depth + 1);
        else unlink(p);
    }
    if (d) closedir(d);
    rmdir(dir);
}

static bool exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

/* Copies the builder's set into <user>/cards/<game>/<id>[-copy[-N]]/ (through
 * a hidden temporary folder, renamed at the end, so a half copy is never
 * listed as a set) and points the builder at it. */
static bool copy_set_to_user(UiApp *app, DeckBuilder *db, char *newdir, size_t n)
{
    const CardSet *set = db_set(app, db);
    const char *user = paths_user_dir();
    Error e = {{0}};
    if (!user[0]) {
        db_note(db, true, "Not saved: \"%s\" came with the program and there is no user folder to copy it to.", set->name);
        return false;
    }
    char base[900], cards[900];
    snprintf(cards, sizeof cards, "%s/cards", user);
    snprintf(base, sizeof base, "%s/cards/%s", user, db->m->id);
    if (!dir_ensure(cards, &e) || !dir_ensure(base, &e)) {
        db_note(db, true, "Not saved: %s", e.msg);
        return false;
    }
    snprintf(newdir, n, "%s/%s", base, set->id);
    for (int k = 1; exists(newdir) && k < 100; k++) {
        if (k == 1) snprintf(newdir, n, "%s/%s-copy", base, set->id);
        else snprintf(newdir, n, "%s/%s-copy-%d", base, set->id, k);
    }
    char tmp[1000];
    snprintf(tmp, sizeof tmp, "%s/.%s.copying-%ld", base, set->id, (long)getpid());
    remove_tree(tmp, 0);
    if (!copy_tree(set->dir, tmp, 0, &e) || rename(tmp, newdir) != 0) {
        if (!e.msg[0]) snprintf(e.msg, sizeof e.msg, "%s: cannot rename (%s)", newdir, strerror(errno));
        remove_tree(tmp, 0);
        db_note(db, true, "Not saved: the set could not be copied to your folder: %s", e.msg);
        return false;
    }
    /* the open deck is the copy's file of the same name now */
    if (db->file[0] && under(db->file, set->dir)) {
        char rel[600];
        snprintf(rel, sizeof rel, "%s", db->file + strlen(set->dir));
        snprintf(db->file, sizeof db->file, "%s%s", newdir, rel);
    }
    snprintf(db->set_dir, sizeof db->set_dir, "%s", newdir);
    if (!db_reload_sets(app, db)) {
        db_note(db, true, "Not saved: the copy in %s did not load.", newdir);
        return false;
    }
    return true;
}

/* ------------------------------------------------------------- decks */
static bool needs_copy(const CardSet *set)
{
    return db_set_installed(set) || access(set->dir, W_OK) != 0;
}

/* decks/<slug>.json not taken by another deck of the set (the file or its id). */
static void free_path(const CardSet *set, const DeckBuilder *db, char *slug, size_t sn, char *path, size_t pn)
{
    char base[64];
    db_slug(db->name, base, sizeof base);
    snprintf(slug, sn, "%s", base);
    for (int k = 2; k < 1000; k++) {
        snprintf(path, pn, "%s/decks/%s.json", set->dir, slug);
        bool mine = db->file[0] && strcmp(path, db->file) == 0;
        const Deck *other = carddb_deck(set, slug);
        bool taken = (!mine && exists(path)) || (other && strcmp(other->file, db->file) != 0);
        if (!taken) return;
        snprintf(slug, sn, "%.40s-%d", base, k);
    }
}

static cJSON *deck_json(const CardSet *set, const DeckBuilder *db, const char *slug)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "id", slug);
    cJSON_AddStringToObject(j, "name", db->name);
    if (db->style[0]) cJSON_AddStringToObject(j, "style", db->style);
    cJSON *cards = cJSON_AddArrayToObject(j, "cards");
    for (int i = 0; i < db->ncards; i++) {
        if (!db->count[i]) continue;
        cJSON *c = cJSON_CreateObject();
        cJSON_AddStringToObject(c, "card", set->cards[i].id);
        cJSON_AddNumberToObject(c, "count", db->count[i]);
        cJSON_AddItemToArray(cards, c);
    }
    return j;
}

/* Finds the open deck again after a reload (by its file) and reloads it, so
 * what is shown is what the program will play. */
static void reopen(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    for (int d = 0; set && d < set->ndecks; d++)
        if (strcmp(set->decks[d].file, db->file) == 0) {
            db_load_deck(app, db, d);
            return;
        }
}

bool db_save(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    if (!set) return false;
    if (db->problem[0]) {
        db_note(db, true, "Not saved: %s", db->problem);
        return false;
    }
    if (db->total == 0) {
        db_note(db, true, "Not saved: the deck is empty.");
        return false;
    }
    if (!db->name[0]) snprintf(db->name, sizeof db->name, "My deck");
    char copied[900] = "";
    if (needs_copy(set)) {
        char was[64], newdir[900];
        snprintf(was, sizeof was, "%s", set->name[0] ? set->name : set->id);
        if (!copy_set_to_user(app, db, newdir, sizeof newdir)) return false;
        set = db_set(app, db);
        snprintf(copied, sizeof copied, " \"%s\" came with the program, so it was copied to your card folder first (%s); "
                 "the deck is saved in the copy.", was, newdir);
    }
    char decks[900], slug[64], path[1000];
    snprintf(decks, sizeof decks, "%s/decks", set->dir);
    Error e = {{0}};
    if (!dir_ensure(decks, &e)) {
        db_note(db, true, "Not saved: %s", e.msg);
        return false;
    }
    free_path(set, db, slug, sizeof slug, path, sizeof path);
    cJSON *j = deck_json(set, db, slug);
    bool ok = json_save_file(path, j, &e);
    cJSON_Delete(j);
    if (!ok) {
        db_note(db, true, "Not saved: %s", e.msg);
        return false;
    }
    char renamed[700] = "";
    if (db->file[0] && strcmp(db->file, path) != 0 && under(db->file, set->dir)) {
        if (unlink(db->file) == 0) {
            const char *old = strrchr(db->file, '/');
            snprintf(renamed, sizeof renamed, " (renamed from %s)", old ? old + 1 : db->file);
        }
    }
    snprintf(db->file, sizeof db->file, "%s", path);
    snprintf(db->deck_id, sizeof db->deck_id, "%s", slug);
    char name[64];
    snprintf(name, sizeof name, "%s", db->name);
    db_reload_sets(app, db);
    reopen(app, db);
    if (db_set(app, db)) setup_remember_set(app, db->m, db_set(app, db)); /* "Play" offers this set next */
    db_note(db, false, "Saved \"%s\" as decks/%s.json%s.%s", name, slug, renamed, copied);
    app_dirty(app);
    return true;
}

bool db_duplicate(UiApp *app, DeckBuilder *db)
{
    if (db->problem[0]) {
        db_note(db, true, "Not duplicated: only a legal deck is saved: %s", db->problem);
        return false;
    }
    char name[64];
    snprintf(name, sizeof name, "%.56s copy", db->name);
    snprintf(db->name, sizeof db->name, "%s", name);
    db->file[0] = db->deck_id[0] = 0; /* a new file; the original stays as it is on disk */
    return db_save(app, db);
}

static char *read_all(const char *path, size_t *len)
{
    Error err;
    FILE *f = file_fopen_regular(path, &err);
    if (!f) return NULL;
    char *buf = NULL;
    size_t cap = 0, n = 0, got;
    char chunk[8192];
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (n + got + 1 > cap) {
            cap = (n + got + 1) * 2;
            char *nb = realloc(buf, cap);
            if (!nb) abort();
            buf = nb;
        }
        memcpy(buf + n, chunk, got);
        n += got;
    }
    fclose(f);
    if (!buf) buf = calloc(1, 1);
    if (!buf) abort();
    buf[n] = 0;
    *len = n;
    return buf;
}

bool db_delete(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    if (!set || !db->file[0]) return false;
    if (db_set_installed(set)) {
        db_note(db, true, "Not deleted: \"%s\" came with the program; its decks stay.", set->name);
        return false;
    }
    size_t len = 0;
    char *text = read_all(db->file, &len);
    if (!text || unlink(db->file) != 0) {
        db_note(db, true, "Not deleted: %s: %s", db->file, strerror(errno));
        free(text);
        return false;
    }
    free(db->deleted_text);
    db->deleted_text = text;
    snprintf(db->deleted_path, sizeof db->deleted_path, "%s", db->file);
    snprintf(db->deleted_name, sizeof db->deleted_name, "%s", db->saved_name);
    db_reload_sets(app, db);
    db_load_deck(app, db, -1);
    db_note(db, false, "Deleted \"%s\". Undo (Ctrl+Z) brings it back.", db->deleted_name);
    app_dirty(app);
    return true;
}

bool db_undo_delete(UiApp *app, DeckBuilder *db)
{
    if (!db->deleted_text) {
        db_note(db, false, "Nothing to undo: Ctrl+Z brings back the last deleted deck.");
        return false;
    }
    Error e = {{0}};
    if (!file_write_atomic(db->deleted_path, db->deleted_text, strlen(db->deleted_text), &e)) {
        db_note(db, true, "Not restored: %s", e.msg);
        return false;
    }
    free(db->deleted_text);
    db->deleted_text = NULL;
    /* back in its set (which may not be the one shown now) */
    char dir[600];
    snprintf(dir, sizeof dir, "%s", db->deleted_path);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = 0;
    slash = strrchr(dir, '/'); /* .../<set>/decks -> .../<set> */
    if (slash) *slash = 0;
    snprintf(db->set_dir, sizeof db->set_dir, "%s", dir);
    snprintf(db->file, sizeof db->file, "%s", db->deleted_path);
    db_reload_sets(app, db);
    reopen(app, db);
    db_note(db, false, "Restored \"%s\".", db->deleted_name);
    app_dirty(app);
    return true;
}
