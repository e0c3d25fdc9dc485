#include "carddb.h"
#include "game.h"
#include "json_util.h"
#include "paths.h"
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const SET_KEYS[] = {"game", "id", "name", "description", "author", "version", "cards", NULL};
static const char *const COMMON_CARD_KEYS[] = {"id", "name", "text", "art", NULL};
static const char *const DECK_KEYS[] = {"id", "name", "style", "description", "cards", NULL};
static const char *const DECK_ENTRY_KEYS[] = {"card", "count", NULL};

static bool is_dir(const char *p)
{
    struct stat sb;
    return stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static bool is_file(const char *p)
{
    struct stat sb;
    return stat(p, &sb) == 0 && S_ISREG(sb.st_mode);
}

/* Paths in messages are shown relative to the data dir when inside it. */
static const char *display_path(const char *p)
{
    const char *d = paths_data_dir();
    size_t n = strlen(d);
    if (n && strncmp(p, d, n) == 0 && p[n] == '/') return p + n + 1;
    return p;
}

static bool valid_slug(const char *s)
{
    if (!*s) return false;
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '-' || *s == '_')) return false;
    return true;
}

static unsigned id_hash(const char *s)
{
    unsigned h = 2166136261u; /* FNV-1a */
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* A hash keeps loading linear: a quadratic duplicate check made a
 * 100,000-card set take 27 s. id_cap is a power of two above 2x the cards. */
int carddb_find(const CardSet *set, const char *card_id)
{
    if (!set->id_cap) {
        for (int i = 0; i < set->ncards; i++)
            if (strcmp(set->cards[i].id, card_id) == 0) return i;
        return -1;
    }
    for (unsigned h = id_hash(card_id) & (unsigned)(set->id_cap - 1);; h = (h + 1) & (unsigned)(set->id_cap - 1)) {
        int slot = set->id_slots[h];
        if (!slot) return -1;
        if (strcmp(set->cards[slot - 1].id, card_id) == 0) return slot - 1;
    }
}

static void index_card(CardSet *set, int i)
{
    unsigned h = id_hash(set->cards[i].id) & (unsigned)(set->id_cap - 1);
    while (set->id_slots[h]) h = (h + 1) & (unsigned)(set->id_cap - 1);
    set->id_slots[h] = i + 1;
}

const Deck *carddb_deck(const CardSet *set, const char *deck_id)
{
    for (int i = 0; i < set->ndecks; i++)
        if (strcmp(set->decks[i].id, deck_id) == 0) return &set->decks[i];
    return NULL;
}

void carddb_free(CardSet *set)
{
    if (!set) return;
    for (int i = 0; i < set->ncards; i++) free(set->cards[i].game);
    free(set->cards);
    free(set->id_slots);
    free(set->decks);
    free(set);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Sorted list of names in dir ending with `suffix` (NULL = sub-directories).
 * A folder that exists but cannot be read (a link to itself, no permission)
 * returns -1 with errno set; a missing one returns 0. */
static int list_dir(const char *dir, const char *suffix, char ***out)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (!d) return errno == ENOENT ? 0 : -1;
    int n = 0, cap = 0;
    char **names = NULL;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char full[1024];
        snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
        if (suffix) {
            size_t l = strlen(e->d_name), s = strlen(suffix);
            if (l <= s || strcmp(e->d_name + l - s, suffix) != 0 || !is_file(full)) continue;
        } else if (!is_dir(full)) continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            char **nn = realloc(names, (size_t)cap * sizeof *nn);
            if (!nn) abort();
            names = nn;
        }
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    if (n) qsort(names, (size_t)n, sizeof *names, cmp_str);
    *out = names;
    return n;
}

static void free_list(char **names, int n)
{
    for (int i = 0; i < n; i++) free(names[i]);
    free(names);
}

/* Art comes from shared, untrusted sets: the path must be relative and, once
 * normalised ("a/./b/../c" -> "a/c") and with symlinks followed, stay inside
 * the set folder, so "../../etc/passwd" never reaches the image loader.
 * Writes the full path to `out`; false with the reason in `why`. */
static bool resolve_art(const char *setdir, const char *art, char *out, size_t n, char *why, size_t whyn)
{
    if (art[0] == '/' || art[0] == '~' || strchr(art, '\\')) {
        snprintf(why, whyn, "expected a path relative to the set folder with '/' separators, got \"%s\"", art);
        return false;
    }
    char norm[256] = "";
    size_t len = 0;
    const char *p = art;
    while (*p) {
        const char *q = strchr(p, '/');
        size_t k = q ? (size_t)(q - p) : strlen(p);
        if (k == 2 && p[0] == '.' && p[1] == '.') {
            if (!len) {
                snprintf(why, whyn, "\"%s\" leads outside the set folder (art must stay inside it)", art);
                return false;
            }
            char *slash = strrchr(norm, '/');
            len = slash ? (size_t)(slash - norm) : 0;
            norm[len] = 0;
        } else if (k && !(k == 1 && p[0] == '.')) {
            len += (size_t)snprintf(norm + len, sizeof norm - len, "%s%.*s", len ? "/" : "", (int)k, p);
            if (len >= sizeof norm) len = sizeof norm - 1;
        }
        p += k + (q ? 1 : 0);
    }
    if (!len) {
        snprintf(why, whyn, "expected a file inside the set folder, got \"%s\"", art);
        return false;
    }
    snprintf(out, n, "%s/%s", setdir, norm);
    /* a symlink (the file or a folder on the way) may still lead out */
    char real_dir[4096], real_art[4096];
    if (realpath(out, real_art) && realpath(setdir, real_dir)) {
        size_t d = strlen(real_dir);
        if (strncmp(real_art, real_dir, d) != 0 || real_art[d] != '/') {
            snprintf(why, whyn, "\"%s\" is a link that leads outside the set folder (art must stay inside it)", art);
            return false;
        }
    }
    return true;
}

static void add_problem(Report *r, const Error *e) { report_add(r, e->msg); }

static void load_card(const GameModule *m, const cJSON *cj, int index, const char *file, const char *setdir,
                      CardSet *set, Report *problems, Report *warnings)
{
    Error e = {{0}};
    char where[640];
    CardDef *c = &set->cards[set->ncards];
    memset(c, 0, sizeof *c);
    snprintf(where, sizeof where, "%s: cards[%d]", file, index);
    if (!cJSON_IsObject(cj)) {
        char got[64];
        json_brief(cj, got, sizeof got);
        error_set(&e, where, NULL, "expected a card object, got %s", got);
        add_problem(problems, &e);
        return;
    }
    if (!json_str(cj, "id", true, "", c->id, sizeof c->id, where, &e)) {
        add_problem(problems, &e);
        return;
    }
    snprintf(where, sizeof where, "%s: cards[%d] \"%s\"", file, index, c->id);
    bool ok = true;
    if (!valid_slug(c->id)) {
        error_set(&e, where, "id", "expected a slug of lower-case letters, digits and '-', got \"%s\"", c->id);
        add_problem(problems, &e);
        ok = false;
    }
    if (carddb_find(set, c->id) >= 0) {
        error_set(&e, where, "id", "duplicate id \"%s\" (ids must be unique in a set)", c->id);
        add_problem(problems, &e);
        ok = false;
    }
    char art[256];
    if (!json_str(cj, "name", true, "", c->name, sizeof c->name, where, &e) ||
        !json_str(cj, "text", false, "", c->text, sizeof c->text, where, &e) ||
        !json_str(cj, "art", false, "", art, sizeof art, where, &e)) {
        add_problem(problems, &e);
        ok = false;
    }
    char why[400];
    if (ok && art[0] && !resolve_art(setdir, art, c->art, sizeof c->art, why, sizeof why)) {
        error_set(&e, where, "art", "%s", why);
        add_problem(problems, &e);
        ok = false;
        c->art[0] = 0;
    }
    if (ok && art[0]) {
        if (!is_file(c->art)) {
            report_addf(warnings, "%s: art: file \"%s\" not found; the card is drawn without art", where, art);
            c->art[0] = 0;
        }
    }
    /* The module sees only its own fields: common ones are handled here. */
    cJSON *own = cJSON_Duplicate(cj, true);
    for (int i = 0; COMMON_CARD_KEYS[i]; i++) cJSON_DeleteItemFromObjectCaseSensitive(own, COMMON_CARD_KEYS[i]);
    c->copies = 1;
    if (!m->load_card(own, c, where, &e)) {
        add_problem(problems, &e);
        ok = false;
    }
    cJSON_Delete(own);
    if (ok) index_card(set, set->ncards++);
    else {
        free(c->game);
        memset(c, 0, sizeof *c);
    }
}

static void load_deck(const GameModule *m, CardSet *set, const char *path, const char *stem, Report *problems)
{
    Error e = {{0}};
    const char *file = display_path(path);
    cJSON *j = json_load_file(path, &e);
    if (!j) {
        report_add(problems, e.msg);
        return;
    }
    Deck *d = &set->decks[set->ndecks];
    memset(d, 0, sizeof *d);
    snprintf(d->file, sizeof d->file, "%s", path);
    bool ok = cJSON_IsObject(j);
    if (!ok) error_set(&e, file, NULL, "expected a deck object {id, name, style, cards}");
    ok = ok && json_known_keys(j, DECK_KEYS, file, &e) &&
         json_str(j, "id", false, stem, d->id, sizeof d->id, file, &e) &&
         json_str(j, "name", false, d->id, d->name, sizeof d->name, file, &e) &&
         json_str(j, "style", false, "", d->style, sizeof d->style, file, &e);
    if (ok && !d->style[0]) json_str(j, "description", false, "", d->style, sizeof d->style, file, &e);
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(j, "cards");
    if (ok && !cJSON_IsArray(cards)) ok = error_set(&e, file, "cards", "expected an array of card ids or {card, count}");
    if (ok && carddb_deck(set, d->id)) ok = error_set(&e, file, "id", "duplicate deck id \"%s\"", d->id);
    int i = 0;
    for (const cJSON *it = ok ? cards->child : NULL; it && ok; it = it->next, i++) {
        char path_[48], id[64];
        int count = 1;
        snprintf(path_, sizeof path_, "cards[%d]", i);
        char where[640];
        snprintf(where, sizeof where, "%s: %s", file, path_);
        if (cJSON_IsString(it)) snprintf(id, sizeof id, "%s", it->valuestring);
        else if (cJSON_IsObject(it)) {
            ok = json_known_keys(it, DECK_ENTRY_KEYS, where, &e) &&
                 json_str(it, "card", true, "", id, sizeof id, where, &e) &&
                 json_int(it, "count", 1, DECK_MAX, false, 1, &count, where, &e);
            if (!ok) break;
        } else {
            char got[64];
            json_brief(it, got, sizeof got);
            ok = error_set(&e, file, path_, "expected a card id or {\"card\": id, \"count\": n}, got %s", got);
            break;
        }
        int idx = carddb_find(set, id);
        if (idx < 0) {
            ok = error_set(&e, file, path_, "unknown card id \"%s\" (not in this set)", id);
            break;
        }
        for (int k = 0; k < count; k++) {
            if (d->ncards >= DECK_MAX) {
                ok = error_set(&e, file, "cards", "more than %d cards", DECK_MAX);
                break;
            }
            d->cards[d->ncards++] = (int16_t)idx;
        }
    }
    if (ok && m->validate_deck && !m->validate_deck(set, d, &e)) {
        char msg[900];
        snprintf(msg, sizeof msg, "%s: %s", file, e.msg);
        snprintf(e.msg, sizeof e.msg, "%s", msg);
        ok = false;
    }
    if (ok) set->ndecks++;
    else report_add(problems, e.msg);
    cJSON_Delete(j);
}

CardSet *carddb_load(const GameModule *m, const char *dir, Report *problems, Report *warnings)
{
    Report local = {0};
    Report *pr = problems ? problems : &local;
    int before = pr->count;
    char path[1024];
    snprintf(path, sizeof path, "%s/set.json", dir);
    const char *file = display_path(path);
    Error e = {{0}};
    if (!is_dir(dir)) {
        report_addf(pr, "%s: not a folder (a card set is a folder holding set.json)", display_path(dir));
        report_free(&local);
        return NULL;
    }
    if (!is_file(path)) {
        report_addf(pr, "%s: missing file: a card set folder needs a set.json", file);
        report_free(&local);
        return NULL;
    }
    cJSON *j = json_load_file(path, &e);
    if (!j) {
        report_add(pr, e.msg);
        report_free(&local);
        return NULL;
    }
    CardSet *set = calloc(1, sizeof *set);
    if (!set) abort();
    snprintf(set->dir, sizeof set->dir, "%s", dir);
    const char *slash = strrchr(dir, '/');
    char folder[64];
    snprintf(folder, sizeof folder, "%s", slash && slash[1] ? slash + 1 : dir);
    char game[32] = "";
    bool ok = cJSON_IsObject(j);
    if (!ok) error_set(&e, file, NULL, "expected an object {game, id, name, cards}");
    ok = ok && json_known_keys(j, SET_KEYS, file, &e) && json_str(j, "game", true, "", game, sizeof game, file, &e) &&
         json_str(j, "id", false, folder, set->id, sizeof set->id, file, &e) &&
         json_str(j, "name", false, set->id, set->name, sizeof set->name, file, &e) &&
         json_str(j, "description", false, "", set->description, sizeof set->description, file, &e);
    if (ok && strcmp(game, m->id) != 0)
        ok = error_set(&e, file, "game", "expected \"%s\", got \"%s\"", m->id, game);
    const cJSON *cards = ok ? cJSON_GetObjectItemCaseSensitive(j, "cards") : NULL;
    if (ok && (!cJSON_IsArray(cards) || cJSON_GetArraySize(cards) == 0))
        ok = error_set(&e, file, "cards", "expected a non-empty array of cards");
    if (ok && cJSON_GetArraySize(cards) > CT_MAX_CARDS_PER_SET)
        ok = error_set(&e, file, "cards", "%d cards; a set holds at most %d (cards per set limit, see \"Limits\" in cards/README.md)",
                       cJSON_GetArraySize(cards), CT_MAX_CARDS_PER_SET);
    if (!ok) {
        report_add(pr, e.msg);
        cJSON_Delete(j);
        free(set);
        report_free(&local);
        return NULL;
    }
    snprintf(set->game, sizeof set->game, "%s", m->id);
    int n = cJSON_GetArraySize(cards);
    set->cards = calloc((size_t)n, sizeof *set->cards);
    set->id_cap = 16;
    while (set->id_cap < 2 * n) set->id_cap *= 2;
    set->id_slots = calloc((size_t)set->id_cap, sizeof *set->id_slots);
    if (!set->cards || !set->id_slots) abort();
    int i = 0;
    for (const cJSON *c = cards->child; c; c = c->next, i++) load_card(m, c, i, file, dir, set, pr, warnings);
    cJSON_Delete(j);

    /* decks/NAME.json, in name order */
    char deckdir[1024];
    snprintf(deckdir, sizeof deckdir, "%s/decks", dir);
    char **names;
    int nd = list_dir(deckdir, ".json", &names);
    if (nd < 0) {
        report_addf(warnings, "%s: cannot read the folder (%s); the set is loaded without decks", display_path(deckdir),
                    strerror(errno));
        nd = 0;
    }
    if (nd > CT_MAX_DECKS_PER_SET) {
        report_addf(pr, "%s: %d deck files; a set holds at most %d (decks per set limit, see \"Limits\" in cards/README.md)",
                    display_path(deckdir), nd, CT_MAX_DECKS_PER_SET);
        free_list(names, nd);
        nd = 0;
        names = NULL;
    }
    if (nd) {
        set->decks = calloc((size_t)nd, sizeof *set->decks);
        if (!set->decks) abort();
    }
    for (int k = 0; k < nd; k++) {
        char dp[1100], stem[64];
        snprintf(dp, sizeof dp, "%s/%s", deckdir, names[k]);
        snprintf(stem, sizeof stem, "%s", names[k]);
        char *dot = strrchr(stem, '.');
        if (dot) *dot = 0;
        load_deck(m, set, dp, stem, pr);
    }
    free_list(names, nd);

    if (pr->count == before && m->validate_set) m->validate_set(set, pr);
    if (pr->count != before) {
        carddb_free(set);
        report_free(&local);
        return NULL;
    }
    report_free(&local);
    return set;
}

static void set_dir_for(const GameModule *m, char *buf, size_t n)
{
    char rel[128];
    snprintf(rel, sizeof rel, "cards/%s", m->id);
    paths_join(buf, n, rel);
}

CardSet *carddb_load_named(const GameModule *m, const char *id_or_dir, Report *problems)
{
    const char *id = id_or_dir && *id_or_dir ? id_or_dir : m->default_set;
    char dir[1024];
    if (strchr(id, '/') || is_dir(id)) snprintf(dir, sizeof dir, "%s", id);
    else {
        char base[900];
        set_dir_for(m, base, sizeof base);
        snprintf(dir, sizeof dir, "%s/%s", base, id);
        if (!is_dir(dir)) {
            report_addf(problems, "%s: no card set \"%s\" for %s (looked in %s)", id, id, m->title, display_path(base));
            return NULL;
        }
    }
    size_t l = strlen(dir);
    while (l > 1 && dir[l - 1] == '/') dir[--l] = 0;
    return carddb_load(m, dir, problems, NULL);
}

int carddb_load_all(const GameModule *m, CardSet ***out, Report *problems)
{
    char base[1024];
    set_dir_for(m, base, sizeof base);
    char **names;
    int n = list_dir(base, NULL, &names);
    if (n < 0) {
        report_addf(problems, "%s: cannot read the folder (%s)", display_path(base), strerror(errno));
        n = 0;
    }
    CardSet **sets = calloc((size_t)(n ? n : 1), sizeof *sets);
    if (!sets) abort();
    int got = 0;
    for (int i = 0; i < n; i++) {
        char dir[1100];
        snprintf(dir, sizeof dir, "%s/%s", base, names[i]);
        Report r = {0};
        CardSet *s = carddb_load(m, dir, &r, NULL);
        if (s) sets[got++] = s;
        else {
            report_addf(problems, "%s: card set skipped (%d problem%s):", display_path(dir), r.count,
                        r.count == 1 ? "" : "s");
            for (int k = 0; k < r.count; k++) report_addf(problems, "  %s", r.lines[k]);
        }
        report_free(&r);
    }
    free_list(names, n);
    *out = sets;
    return got;
}

void carddb_free_all(CardSet **sets, int n)
{
    for (int i = 0; i < n; i++) carddb_free(sets[i]);
    free(sets);
}
