#include "carddb.h"
#include "carddb_csv.h"
#include "game.h"
#include "file_open.h"
#include "image_check.h"
#include "json_lazy.h"
#include "json_scan.h"
#include "json_util.h"
#include "paths.h"
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const SET_KEYS[] = {"game", "id", "name", "description", "author", "version", "cards", "cards_csv", NULL};
static const char *const COMMON_CARD_KEYS[] = {"id", "name", "short_name", "text", "art", NULL};
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

bool carddb_failed(const CardSet *set, const char *card_id)
{
    for (int k = 0; k < set->nfailed; k++)
        if (strcmp(set->failed[k], card_id) == 0) return true;
    return false;
}

int carddb_place(const CardSet *set, int i)
{
    return set->source_index ? set->source_index[i] : i;
}

const char *carddb_unloaded_note(const CardSet *set)
{
    return set->nunloaded ? " (or it is among the cards that did not load: see above)" : "";
}

const Deck *carddb_deck(const CardSet *set, const char *deck_id)
{
    for (int i = 0; i < set->ndecks; i++)
        if (strcmp(set->decks[i].id, deck_id) == 0) return &set->decks[i];
    return NULL;
}

/* A card's variable-size text: allocated to its length; "" is shared (a
 * loaded card's text and art are never NULL, so `c->art[0]` stays safe). */
static char card_empty[1];

static void free_card_strings(CardDef *c)
{
    if (c->text != card_empty) free(c->text);
    if (c->art != card_empty) free(c->art);
    if (c->short_name != card_empty) free(c->short_name);
}

void carddb_free(CardSet *set)
{
    if (!set) return;
    for (int i = 0; i < set->ncards; i++) {
        free(set->cards[i].game);
        free_card_strings(&set->cards[i]);
    }
    free(set->cards);
    free(set->id_slots);
    free(set->decks);
    free(set->source_index);
    free(set->failed);
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
            /* not only regular files: a FIFO or a device named *.json is
             * reported by its reader, not skipped without a word */
            if (l <= s || strcmp(e->d_name + l - s, suffix) != 0 || is_dir(full)) continue;
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

int carddb_check_art(const CardSet *set, Report *out)
{
    int bad = 0;
    Error err;
    for (int i = 0; i < set->ncards; i++) {
        const char *art = card_art(&set->cards[i]);
        bool seen = !art[0];
        for (int j = 0; j < i && !seen; j++) seen = strcmp(card_art(&set->cards[j]), art) == 0;
        if (seen) continue;
        if (!image_check_file(art, NULL, &err)) {
            report_addf(out, "%s/set.json: cards[%d] \"%s\": art: %s; the card is drawn without its art", set->dir, i,
                        set->cards[i].id, err.msg);
            bad++;
        }
    }
    const char *backs[] = {"art/back.svg", "art/back.png"};
    for (int i = 0; i < 2; i++) {
        char path[1100];
        snprintf(path, sizeof path, "%s/%s", set->dir, backs[i]);
        if (access(path, F_OK) != 0) continue;
        if (!image_check_file(path, NULL, &err)) {
            report_addf(out, "card back: %s; the back is drawn without its art", err.msg);
            bad++;
        }
        break;
    }
    return bad;
}

static char *dup_or_empty(const char *s)
{
    if (!*s) return card_empty;
    char *d = strdup(s);
    if (!d) abort();
    return d;
}

static void add_problem(Report *r, const Error *e) { report_add(r, e->msg); }

/* UTF-8 characters, not bytes: "Königin" is 7. */
static int short_name_chars(const char *s)
{
    int n = 0;
    for (; *s; s++) n += ((unsigned char)*s & 0xc0) != 0x80;
    return n;
}

/* Where card `index` stands: cards[i] in set.json, or its spreadsheet row. */
static void card_place(char *out, size_t n, const int *rows, int index)
{
    if (rows) snprintf(out, n, "row %d", rows[index]);
    else snprintf(out, n, "cards[%d]", index);
}

/* A spreadsheet card's problem names its row and column: "cards.csv row 12,
 * column power: ..." (the field is the first part after the row). */
static void add_card_line(Report *r, const char *msg, const char *where, bool csv)
{
    size_t n = strlen(where);
    if (csv && strncmp(msg, where, n) == 0 && strncmp(msg + n, ": ", 2) == 0 && strstr(msg + n + 2, ": "))
        report_addf(r, "%s, column %s", where, msg + n + 2);
    else report_add(r, msg);
}

static void add_card_problem(Report *r, const Error *e, const char *where, bool csv)
{
    add_card_line(r, e->msg, where, csv);
}

/* cj is the caller's and is changed: its common fields are removed once read.
 * rows: the spreadsheet row of each card, NULL for set.json. */
static void load_card(const GameModule *m, cJSON *cj, int index, const int *rows, const char *file, const char *setdir,
                      CardSet *set, Report *problems, Report *warnings)
{
    Error e = {{0}};
    char where[640], place[48];
    CardDef *c = &set->cards[set->ncards];
    memset(c, 0, sizeof *c);
    card_place(place, sizeof place, rows, index);
    snprintf(where, sizeof where, rows ? "%s %s" : "%s: %s", file, place);
    if (!cJSON_IsObject(cj)) {
        char got[64];
        json_brief(cj, got, sizeof got);
        error_set(&e, where, NULL, "expected a card object, got %s", got);
        add_problem(problems, &e);
        return;
    }
    if (!json_str(cj, "id", true, "", c->id, sizeof c->id, where, &e)) {
        add_card_problem(problems, &e, where, rows);
        return;
    }
    if (!rows) snprintf(where, sizeof where, "%s: %s \"%s\"", file, place, c->id);
    bool ok = true;
    if (!valid_slug(c->id)) {
        error_set(&e, where, "id", "expected a slug of lower-case letters, digits and '-', got \"%s\"", c->id);
        add_card_problem(problems, &e, where, rows);
        ok = false;
    }
    int first = carddb_find(set, c->id);
    if (first >= 0) {
        char other[48];
        card_place(other, sizeof other, rows, set->source_index ? set->source_index[first] : first);
        error_set(&e, where, "id", "duplicate id \"%s\": %s and %s (ids must be unique in a set)", c->id, other, place);
        add_card_problem(problems, &e, where, rows);
        ok = false;
    }
    char art[256] = "", text[320] = "", art_path[512] = "", short_name[64] = "";
    const struct { const char *key; char *out; size_t n; bool required; } strings[] = {
        {"name", c->name, sizeof c->name, true}, {"short_name", short_name, sizeof short_name, false},
        {"text", text, sizeof text, false}, {"art", art, sizeof art, false}};
    bool read[4]; /* each field is checked further only when it was read */
    for (size_t k = 0; k < sizeof strings / sizeof strings[0]; k++) {
        read[k] = json_str(cj, strings[k].key, strings[k].required, "", strings[k].out, strings[k].n, where, &e);
        if (!read[k]) {
            strings[k].out[0] = 0;
            add_card_problem(problems, &e, where, rows);
            ok = false;
        }
    }
    if (read[1] && short_name_chars(short_name) > CARD_SHORT_NAME_MAX) {
        error_set(&e, where, "short_name", "expected at most %d characters (it must read whole on a small card), got \"%s\"",
                  CARD_SHORT_NAME_MAX, short_name);
        add_card_problem(problems, &e, where, rows);
        ok = false;
    }
    char why[400];
    if (read[3] && art[0] && !resolve_art(setdir, art, art_path, sizeof art_path, why, sizeof why)) {
        error_set(&e, where, "art", "%s", why);
        add_card_problem(problems, &e, where, rows);
        ok = false;
        art_path[0] = 0;
    }
    if (ok && art[0]) {
        if (!is_file(art_path)) {
            report_addf(warnings, "%s: art: file \"%s\" not found; the card is drawn without art", where, art);
            art_path[0] = 0;
        }
    }
    if (ok) {
        c->text = dup_or_empty(text);
        c->art = dup_or_empty(art_path);
        c->short_name = dup_or_empty(short_name);
    }
    /* The module sees only its own fields: common ones are handled here (and
     * removed in place: a copy of the card's tree cost memory for nothing). */
    cJSON *own = cj;
    for (int i = 0; COMMON_CARD_KEYS[i]; i++) cJSON_DeleteItemFromObjectCaseSensitive(own, COMMON_CARD_KEYS[i]);
    c->copies = 1;
    Report own_problems = {0};
    if (!m->load_card(own, c, where, &own_problems)) {
        for (int k = 0; k < own_problems.count; k++) add_card_line(problems, own_problems.lines[k], where, rows);
        ok = false;
    }
    report_free(&own_problems);
    if (ok) {
        if (set->source_index) set->source_index[set->ncards] = index;
        index_card(set, set->ncards++);
    } else {
        if (first < 0 && c->id[0]) { /* grown as cards fail: most sets have none */
            char(*grown)[48] = realloc(set->failed, (size_t)(set->nfailed + 1) * sizeof *set->failed);
            if (!grown) abort();
            set->failed = grown;
            snprintf(set->failed[set->nfailed++], sizeof set->failed[0], "%s", c->id);
        }
        free(c->game);
        free_card_strings(c);
        memset(c, 0, sizeof *c);
    }
}

/* A file of the set (set.json, a deck) that is a link must stay inside the
 * set folder: it is refused before it is read, so no message quotes a file
 * that is not the set's own. */
static bool inside_set(const char *dir, const char *path, Report *problems)
{
    if (file_inside_dir(path, dir)) return true;
    report_addf(problems, "%s: a link that leads outside the set folder (%s); every file of a set must stay inside it",
                display_path(path), display_path(dir));
    return false;
}

static void load_deck(const GameModule *m, CardSet *set, const char *path, const char *stem, Report *problems)
{
    Error e = {{0}};
    const char *file = display_path(path);
    if (!inside_set(set->dir, path, problems)) return;
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
    int i = 0, entry_problems = 0;
    for (const cJSON *it = ok ? cards->child : NULL; it; it = it->next, i++) {
        char path_[48], id[64];
        int count = 1;
        snprintf(path_, sizeof path_, "cards[%d]", i);
        char where[640];
        snprintf(where, sizeof where, "%s: %s", file, path_);
        bool entry_ok = true;
        if (cJSON_IsString(it)) snprintf(id, sizeof id, "%s", it->valuestring);
        else if (cJSON_IsObject(it)) {
            entry_ok = json_known_keys(it, DECK_ENTRY_KEYS, where, &e) &&
                       json_str(it, "card", true, "", id, sizeof id, where, &e) &&
                       json_int(it, "count", 1, DECK_MAX, false, 1, &count, where, &e);
        } else {
            char got[64];
            json_brief(it, got, sizeof got);
            entry_ok = error_set(&e, file, path_, "expected a card id or {\"card\": id, \"count\": n}, got %s", got);
        }
        int idx = entry_ok ? carddb_find(set, id) : -1;
        if (entry_ok && idx < 0) {
            if (carddb_failed(set, id)) error_set(&e, file, path_, "uses %s, which did not load: see above", id);
            else error_set(&e, file, path_, "unknown card id \"%s\" (not in this set)", id);
            entry_ok = false;
        }
        for (int k = 0; entry_ok && k < count; k++) {
            if (d->ncards >= DECK_MAX) {
                entry_ok = error_set(&e, file, "cards", "more than %d cards", DECK_MAX);
                break;
            }
            d->cards[d->ncards++] = (int16_t)idx;
        }
        if (!entry_ok) { /* every entry's problem is shown, not only the first */
            report_add(problems, e.msg);
            entry_problems++;
        }
        if (d->ncards >= DECK_MAX && !entry_ok) break; /* one "more than" is enough */
    }
    if (!entry_problems && !ok) report_add(problems, e.msg);
    if (m->deck_problems && (ok || (entry_problems && d->ncards))) {
        /* every rule the deck breaks, not only the first; with entries that did
         * not resolve, the rules are checked on the cards that did */
        Report r = {0};
        for (int k = 0, n = m->deck_problems(set, d, &r); k < n; k++)
            report_addf(problems, "%s: %s%s", file, r.lines[k], entry_problems ? " (counting the cards that resolved)" : "");
        ok = ok && !entry_problems && r.count == 0;
        report_free(&r);
    } else if (entry_problems) ok = false;
    else if (ok && m->validate_deck && !m->validate_deck(set, d, &e)) {
        report_addf(problems, "%s: %s", file, e.msg);
        ok = false;
    }
    if (ok) set->ndecks++;
    cJSON_Delete(j);
}

static long tree_values(const cJSON *v)
{
    long n = 1;
    for (const cJSON *c = v->child; c; c = c->next) n += tree_values(c);
    return n;
}

static bool card_too_big(long values, int index, const char *file, Report *problems)
{
    if (values <= CT_MAX_CARD_VALUES) return false;
    report_addf(problems, "%s: cards[%d]: more than %d values in one card (values per card limit, see \"Limits\" in "
                "cards/README.md)", file, index, CT_MAX_CARD_VALUES);
    return true;
}

/* A malformed set.json: name the card whose object the error is in (the
 * last "id" before its line; cards are written id first). */
static void malformed_in_card(const char *text, size_t len, Error *e)
{
    const char *at = strstr(e->msg, "malformed JSON at line ");
    int line = 0;
    if (!at || sscanf(at, "malformed JSON at line %d", &line) != 1) return;
    size_t end = 0;
    for (int l = 1; l < line && end < len; end++)
        if (text[end] == '\n') l++;
    const char *id = NULL;
    for (const char *p = text; (p = strstr(p, "\"id\"")) && (size_t)(p - text) < end; p += 4) id = p;
    if (!id) return;
    const char *q = id + 4;
    while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r' || *q == ':') q++;
    if (*q != '"') return;
    const char *close = strchr(q + 1, '"');
    if (!close || close - q > 48 || (size_t)(close - text) > end) return;
    size_t n = strlen(e->msg);
    snprintf(e->msg + n, sizeof e->msg - n, "; in the card \"%.*s\"", (int)(close - q - 1), q + 1);
}

/* set.json's text -> a set without decks. `lazy`: each card is parsed from
 * its own span of the text; false with *retry set when that cannot be done
 * (the caller then parses the whole document). */
static CardSet *load_set_json(const GameModule *m, const char *dir, const char *path, const char *text, size_t len,
                              bool lazy, Report *pr, Report *warnings, bool *retry)
{
    const char *file = display_path(path);
    Error e = {{0}};
    *retry = false;
    size_t cs = 0, ce = 0;
    int lazy_count = -1;
    cJSON *j = NULL;
    if (lazy) {
        /* the cards' spans come from the text the document reads: a key
         * spelled with an escape is read from a respelled copy */
        /* (a document that is not an object is refused below, lazily) */
        if (!json_check_text(text, len, path, &e) || !(j = json_lazy_doc_any(text, len)) ||
            (json_is_object(j) &&
             (!json_scan_member((text = json_lazy_text(j, &len)), len, "cards", &cs, &ce) || text[cs] != '[' ||
              (lazy_count = (int)json_scan_count_elements(text, cs, ce)) < 0))) {
            json_lazy_free(j);
            *retry = true;
            return NULL;
        }
    } else if (!(j = json_parse_text(text, len, path, &e))) {
        malformed_in_card(text, len, &e);
        report_add(pr, e.msg);
        return NULL;
    }
    CardSet *set = calloc(1, sizeof *set);
    if (!set) abort();
    snprintf(set->dir, sizeof set->dir, "%s", dir);
    const char *slash = strrchr(dir, '/');
    char folder[64];
    snprintf(folder, sizeof folder, "%s", slash && slash[1] ? slash + 1 : dir);
    char game[32] = "";
    bool ok = json_is_object(j);
    if (!ok) error_set(&e, file, NULL, "expected an object {game, id, name, cards}");
    ok = ok && json_known_keys(j, SET_KEYS, file, &e) && json_str(j, "game", true, "", game, sizeof game, file, &e) &&
         json_str(j, "id", false, folder, set->id, sizeof set->id, file, &e) &&
         json_str(j, "name", false, set->id, set->name, sizeof set->name, file, &e) &&
         json_str(j, "description", false, "", set->description, sizeof set->description, file, &e);
    if (ok && strcmp(game, m->id) != 0)
        ok = error_set(&e, file, "game", "expected \"%s\", got \"%s\"", m->id, game);
    char csv_name[256] = "", csv_path[1100], csv_file[1100];
    ok = ok && json_str(j, "cards_csv", false, "", csv_name, sizeof csv_name, file, &e);
    cJSON *csv_cards = NULL;
    int *rows = NULL;
    if (ok && csv_name[0] && json_get_list(j, "cards"))
        ok = error_set(&e, file, "cards_csv", "a set keeps its cards in \"cards\" or in \"cards_csv\", not both");
    else if (ok && csv_name[0]) {
        char why[400];
        if (!resolve_art(dir, csv_name, csv_path, sizeof csv_path, why, sizeof why))
            ok = error_set(&e, file, "cards_csv", "%s", why);
        else {
            snprintf(csv_file, sizeof csv_file, "%s", display_path(csv_path));
            if (!(csv_cards = carddb_csv_read(csv_path, csv_file, &rows, pr))) {
                json_lazy_free(j);
                free(set);
                return NULL;
            }
            file = csv_file;
            lazy = false; /* the cards are a tree now */
        }
    }
    const cJSON *cards = csv_cards ? csv_cards : ok ? json_get_list(j, "cards") : NULL;
    int n = !json_is_array(cards) ? 0 : lazy ? lazy_count : cJSON_GetArraySize(cards);
    if (ok && n == 0) ok = error_set(&e, file, "cards", "expected a non-empty array of cards");
    if (ok && n > CT_MAX_CARDS_PER_SET)
        ok = error_set(&e, file, "cards", "%d cards; a set holds at most %d (cards per set limit, see \"Limits\" in cards/README.md)",
                       n, CT_MAX_CARDS_PER_SET);
    if (!ok) {
        report_add(pr, e.msg);
        json_lazy_free(j); /* a tree or a lazy document */
        cJSON_Delete(csv_cards);
        free(rows);
        free(set);
        return NULL;
    }
    snprintf(set->game, sizeof set->game, "%s", m->id);
    set->cards = calloc((size_t)n, sizeof *set->cards);
    set->id_cap = 16;
    while (set->id_cap < 2 * n) set->id_cap *= 2;
    set->id_slots = calloc((size_t)set->id_cap, sizeof *set->id_slots);
    set->source_index = calloc((size_t)n, sizeof *set->source_index);
    if (!set->cards || !set->id_slots || !set->source_index) abort();
    int i = 0;
    if (!lazy)
        for (cJSON *c = cards->child; c; c = c->next, i++) /* load_card changes c: a tree's own */
            if (!card_too_big(tree_values(c), i, file, pr)) load_card(m, c, i, rows, file, dir, set, pr, warnings);
    size_t pos = cs, es, ee;
    bool done;
    while (lazy && json_scan_next(text, cs, ce, &pos, &es, &ee, &done)) {
        if (card_too_big(json_scan_count_values(text, es, ee), i, file, pr)) {
            i++;
            continue;
        }
        cJSON *c = json_parse_span(text, es, ee);
        if (!c) {
            /* the scan let through what cJSON refuses: the whole parse names it */
            json_lazy_free(j);
            carddb_free(set);
            *retry = true;
            return NULL;
        }
        load_card(m, c, i++, NULL, file, dir, set, pr, warnings);
        cJSON_Delete(c);
    }
    json_lazy_free(j);
    cJSON_Delete(csv_cards);
    free(rows);
    set->nunloaded = n - set->ncards;
    return set;
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
    struct stat lsb;
    if (lstat(path, &lsb) != 0) {
        report_addf(pr, "%s: missing file: a card set folder needs a set.json", file);
        report_free(&local);
        return NULL;
    }
    if (!inside_set(dir, path, pr)) {
        report_free(&local);
        return NULL;
    }
    size_t len;
    char *text = json_read_file(path, &len, &e);
    if (!text) {
        report_add(pr, e.msg);
        report_free(&local);
        return NULL;
    }
    /* One card at a time: the whole document's tree would cost ~10x the
     * text; any surprise on the way and the whole document is parsed (for
     * its exact error message, or because it is fine after all). */
    bool retry = false;
    Report lazy_pr = {0}, lazy_warn = {0}; /* kept only if the lazy load goes through */
    CardSet *set = load_set_json(m, dir, path, text, len, true, &lazy_pr, warnings ? &lazy_warn : NULL, &retry);
    if (retry) set = load_set_json(m, dir, path, text, len, false, pr, warnings, &retry);
    else {
        for (int k = 0; k < lazy_pr.count; k++) report_add(pr, lazy_pr.lines[k]);
        for (int k = 0; warnings && k < lazy_warn.count; k++) report_add(warnings, lazy_warn.lines[k]);
    }
    report_free(&lazy_pr);
    report_free(&lazy_warn);
    free(text);
    if (!set) {
        report_free(&local);
        return NULL;
    }

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

    /* the whole-set checks run over the cards that loaded even when others did
     * not: a set's problems all show in one pass, not one after another fix */
    if (m->validate_set && set->ncards) m->validate_set(set, pr);
    if (pr->count != before) {
        carddb_free(set);
        report_free(&local);
        return NULL;
    }
    report_free(&local);
    return set;
}

/* Folders that may hold a set of one game, in the order they are listed:
 * the data dir's cards/<game>/, the user folder's, then each --cards folder. */
typedef struct SetDirs {
    char **dirs;
    int n, cap;
} SetDirs;

static void set_dirs_add(SetDirs *l, const char *dir)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        char **nd = realloc(l->dirs, (size_t)l->cap * sizeof *nd);
        if (!nd) abort();
        l->dirs = nd;
    }
    l->dirs[l->n] = strdup(dir);
    if (!l->dirs[l->n]) abort();
    l->n++;
}

bool carddb_set_game(const char *dir, char *game, size_t n, Error *err)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/set.json", dir);
    game[0] = 0;
    Report pr = {0};
    bool inside = inside_set(dir, path, &pr);
    if (!inside) error_set(err, NULL, NULL, "%s", pr.lines[0]);
    report_free(&pr);
    size_t len;
    char *text = inside ? json_read_file(path, &len, err) : NULL;
    cJSON *j = text ? json_parse_text(text, len, path, err) : NULL;
    if (!j && text) malformed_in_card(text, len, err); /* say in which card */
    free(text);
    if (!j) return false;
    const cJSON *g = cJSON_IsObject(j) ? cJSON_GetObjectItemCaseSensitive(j, "game") : NULL;
    if (cJSON_IsString(g)) snprintf(game, n, "%s", g->valuestring);
    cJSON_Delete(j);
    return true;
}

/* Does DIR/set.json belong to m? A set.json that cannot be read belongs to
 * every game, so its problems are shown wherever the designer looks. */
static bool set_is_for(const GameModule *m, const char *dir)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/set.json", dir);
    Error e = {{0}};
    cJSON *j = json_load_file(path, &e);
    if (!j) return true;
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(j, "game");
    bool mine = !cJSON_IsString(g) || strcmp(g->valuestring, m->id) == 0;
    cJSON_Delete(j);
    return mine;
}

/* Adds the sub-folders of base. In a folder of one game (cards/<game>/) every
 * sub-folder is a set, and one without set.json is reported; in a mixed tree
 * given with --cards only folders holding a set of m count. */
static void set_dirs_add_children(SetDirs *l, const GameModule *m, const char *base, bool mixed, Report *problems)
{
    char **names;
    int n = list_dir(base, NULL, &names);
    if (n < 0) {
        report_addf(problems, "%s: cannot read the folder (%s)", display_path(base), strerror(errno));
        return;
    }
    for (int i = 0; i < n; i++) {
        char dir[1100], sj[1200];
        snprintf(dir, sizeof dir, "%s/%s", base, names[i]);
        snprintf(sj, sizeof sj, "%s/set.json", dir);
        if (!mixed || (is_file(sj) && set_is_for(m, dir))) set_dirs_add(l, dir);
    }
    free_list(names, n);
}

/* How many sub-folders of dir hold a set.json (of any game). */
static int sets_below(const char *dir)
{
    char **names;
    int n = list_dir(dir, NULL, &names), found = 0;
    for (int i = 0; i < n; i++) {
        char sj[1200];
        snprintf(sj, sizeof sj, "%s/%s/set.json", dir, names[i]);
        found += is_file(sj);
    }
    free_list(names, n);
    return found;
}

/* A --cards folder: a set wherever a set.json stands (the folder itself, one
 * level down, or in a folder named after a game, as `new-set` and cards/<game>/
 * make). Folders that are none of these are skipped, and `skipped` says why. */
static void set_dirs_add_cards_dir(SetDirs *l, const GameModule *m, const char *d, Report *problems, Report *skipped)
{
    char sj[1100];
    snprintf(sj, sizeof sj, "%s/set.json", d);
    if (is_file(sj)) {
        if (set_is_for(m, d)) set_dirs_add(l, d); /* one set */
        return;
    }
    if (!is_dir(d)) {
        report_addf(problems, "%s: --cards: not a folder", d);
        return;
    }
    char **names;
    int n = list_dir(d, NULL, &names);
    if (n < 0) {
        report_addf(problems, "%s: cannot read the folder (%s)", display_path(d), strerror(errno));
        return;
    }
    for (int i = 0; i < n; i++) {
        char dir[1100];
        snprintf(dir, sizeof dir, "%s/%s", d, names[i]);
        snprintf(sj, sizeof sj, "%s/set.json", dir);
        if (is_file(sj)) {
            if (set_is_for(m, dir)) set_dirs_add(l, dir);
        } else if (strcmp(names[i], m->id) == 0)
            set_dirs_add_children(l, m, dir, false, problems); /* a cards/ tree: every folder a set */
        else if (sets_below(dir))
            set_dirs_add_children(l, m, dir, true, problems); /* another game's folder, or a folder of sets */
        else
            report_addf(skipped, "%s: skipped: no set.json in it or in its folders (not a card set)", display_path(dir));
    }
    free_list(names, n);
}

static void set_dirs_collect(const GameModule *m, SetDirs *l, Report *problems, Report *skipped)
{
    char base[1100];
    snprintf(base, sizeof base, "%s/cards/%s", paths_data_dir(), m->id);
    set_dirs_add_children(l, m, base, false, problems);
    if (paths_user_dir()[0]) {
        snprintf(base, sizeof base, "%s/cards/%s", paths_user_dir(), m->id);
        set_dirs_add_children(l, m, base, false, problems);
    }
    Report ignored = {0};
    for (int i = 0; i < paths_cards_dir_count(); i++)
        set_dirs_add_cards_dir(l, m, paths_cards_dir_at(i), problems, skipped ? skipped : &ignored);
    report_free(&ignored);
}

static void set_dirs_free(SetDirs *l)
{
    free_list(l->dirs, l->n);
    *l = (SetDirs){0};
}

CardSet *carddb_load_named(const GameModule *m, const char *id_or_dir, Report *problems)
{
    const char *id = id_or_dir && *id_or_dir ? id_or_dir : m->default_set;
    char dir[1024] = "";
    if (strchr(id, '/') || is_dir(id)) snprintf(dir, sizeof dir, "%s", id);
    else {
        SetDirs l = {0};
        Report ignored = {0};
        set_dirs_collect(m, &l, &ignored, NULL);
        report_free(&ignored);
        for (int i = 0; i < l.n && !dir[0]; i++) {
            const char *slash = strrchr(l.dirs[i], '/');
            if (strcmp(slash ? slash + 1 : l.dirs[i], id) == 0) snprintf(dir, sizeof dir, "%s", l.dirs[i]);
        }
        set_dirs_free(&l);
        if (!dir[0]) {
            char base[1100], looked[2400];
            snprintf(base, sizeof base, "%s/cards/%s", paths_data_dir(), m->id);
            snprintf(looked, sizeof looked, "%s%s%s%s%s", display_path(base), paths_user_dir()[0] ? ", " : "",
                     paths_user_dir(), paths_user_dir()[0] ? "/cards/" : "", paths_user_dir()[0] ? m->id : "");
            report_addf(problems, "%s: no card set \"%s\" for %s (looked in %s%s)", id, id, m->title, looked,
                        paths_cards_dir_count() ? " and the --cards folders" : "");
            return NULL;
        }
    }
    size_t l = strlen(dir);
    while (l > 1 && dir[l - 1] == '/') dir[--l] = 0;
    return carddb_load(m, dir, problems, NULL);
}

int carddb_load_all(const GameModule *m, CardSet ***out, Report *problems)
{
    return carddb_load_all_cb(m, out, problems, NULL, NULL);
}

int carddb_load_all_cb(const GameModule *m, CardSet ***out, Report *problems, CarddbBrokenFn on_broken, void *ctx)
{
    SetDirs l = {0};
    set_dirs_collect(m, &l, problems, NULL);
    CardSet **sets = calloc((size_t)(l.n ? l.n : 1), sizeof *sets);
    if (!sets) abort();
    int got = 0;
    for (int i = 0; i < l.n; i++) {
        Report r = {0};
        CardSet *s = carddb_load(m, l.dirs[i], &r, NULL);
        if (s) sets[got++] = s;
        else if (on_broken) on_broken(ctx, l.dirs[i], &r);
        else {
            report_addf(problems, "%s: card set skipped (%d problem%s):", display_path(l.dirs[i]), r.count,
                        r.count == 1 ? "" : "s");
            for (int k = 0; k < r.count; k++) report_addf(problems, "  %s", r.lines[k]);
        }
        report_free(&r);
    }
    set_dirs_free(&l);
    *out = sets;
    return got;
}

int carddb_set_dirs(const GameModule *m, char ***dirs, Report *problems, Report *skipped)
{
    SetDirs l = {0};
    set_dirs_collect(m, &l, problems, skipped);
    *dirs = l.dirs;
    return l.n;
}

void carddb_free_dirs(char **dirs, int n) { free_list(dirs, n); }

void carddb_free_all(CardSet **sets, int n)
{
    for (int i = 0; i < n; i++) carddb_free(sets[i]);
    free(sets);
}
