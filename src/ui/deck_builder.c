/* deck_builder.c — the deck builder scene: opening it (from the menu or for
 * one deck from the setup screen), the filter sidebar, the deck model (a
 * count per card, checked by the game's validate_deck after every change)
 * and its keyboard and mouse input.  The grid and the deck panel are drawn by
 * deck_view.c; files are written by deck_files.c. */
#include "deck_builder.h"
#include "core/registry.h"
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

DeckBuilder *db_get(UiApp *app)
{
    return app->deck_builder;
}

const CardSet *db_set(const UiApp *app, const DeckBuilder *db)
{
    const UiSession *S = &app->s;
    return db && S->sets && db->set_idx >= 0 && db->set_idx < S->nsets ? S->sets[db->set_idx] : NULL;
}

void db_note(DeckBuilder *db, bool bad, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(db->notice, sizeof db->notice, fmt, ap);
    va_end(ap);
    db->notice_bad = bad;
}

static void free_cards(DeckBuilder *db)
{
    free(db->count);
    free(db->attrs);
    free(db->deckable);
    free(db->shown);
    db->count = NULL;
    db->attrs = NULL;
    db->deckable = NULL;
    db->shown = NULL;
    db->ncards = db->nshown = db->nattr = db->total = 0;
}

void deck_builder_free(UiApp *app)
{
    DeckBuilder *db = app->deck_builder;
    if (!db) return;
    free_cards(db);
    free(db->deleted_text);
    free(db);
    app->deck_builder = NULL;
}

static const CardAttr *attr(const DeckBuilder *db, int card, int k)
{
    return &db->attrs[(size_t)card * GM_MAX_CARD_ATTRS + (size_t)k];
}

/* Reads the current set's cards through card_attrs: what each card is, and
 * the values each filter offers.  Counts start at zero. */
static bool describe_cards(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    free_cards(db);
    if (!set) return false;
    int n = set->ncards;
    db->ncards = n;
    db->count = calloc((size_t)(n ? n : 1), sizeof *db->count);
    db->attrs = calloc((size_t)(n ? n : 1) * GM_MAX_CARD_ATTRS, sizeof *db->attrs);
    db->deckable = calloc((size_t)(n ? n : 1), sizeof *db->deckable);
    db->shown = calloc((size_t)(n ? n : 1), sizeof *db->shown);
    if (!db->count || !db->attrs || !db->deckable || !db->shown) abort();
    for (int i = 0; i < n; i++) {
        int k = db->m->card_attrs ? db->m->card_attrs(set, i, &db->attrs[(size_t)i * GM_MAX_CARD_ATTRS], GM_MAX_CARD_ATTRS) : 0;
        db->deckable[i] = k >= 0;
        if (k > db->nattr) db->nattr = k;
    }
    for (int k = 0; k < db->nattr; k++) {
        DbAttrInfo *in = &db->info[k];
        memset(in, 0, sizeof *in);
        for (int i = 0; i < n; i++) {
            const CardAttr *a = attr(db, i, k);
            if (!db->deckable[i] || !a->name) continue;
            if (!in->name) { in->name = a->name; in->flags = a->flags; }
            if (!a->text[0]) continue;
            int j = 0;
            while (j < in->nvalues && in->value[j] < a->value) j++;
            if (j < in->nvalues && in->value[j] == a->value) continue;
            if (in->nvalues == DB_MAX_VALUES) continue; /* more than a filter can offer */
            memmove(&in->value[j + 1], &in->value[j], sizeof in->value[0] * (size_t)(in->nvalues - j));
            memmove(&in->text[j + 1], &in->text[j], sizeof in->text[0] * (size_t)(in->nvalues - j));
            in->value[j] = a->value;
            snprintf(in->text[j], sizeof in->text[j], "%s", a->text);
            in->nvalues++;
        }
        if (!in->name) in->name = "?";
        if (db->filter[k] >= in->nvalues) db->filter[k] = -1;
    }
    for (int k = db->nattr; k < GM_MAX_CARD_ATTRS; k++) db->filter[k] = -1;
    if (db->sort > db->nattr) db->sort = 0;
    return true;
}

/* ASCII case-insensitive substring test (search). */
static bool contains(const char *hay, const char *needle)
{
    size_t nl = strlen(needle);
    if (!nl) return true;
    for (const char *p = hay; *p; p++) {
        size_t i = 0;
        while (i < nl && p[i] && tolower((unsigned char)p[i]) == tolower((unsigned char)needle[i])) i++;
        if (i == nl) return true;
    }
    return false;
}

static const DeckBuilder *sort_db; /* qsort's context (the UI runs on one thread) */
static const CardSet *sort_set;

static int cmp_shown(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    if (sort_db->sort > 0) {
        const CardAttr *x = attr(sort_db, a, sort_db->sort - 1), *y = attr(sort_db, b, sort_db->sort - 1);
        bool hx = x->text[0], hy = y->text[0];
        if (hx != hy) return hx ? -1 : 1; /* cards without the attribute last */
        if (hx && x->value != y->value) return x->value < y->value ? -1 : 1;
    }
    int c = strcmp(sort_set->cards[a].name, sort_set->cards[b].name);
    return c ? c : a - b;
}

void db_refilter(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    int was = db->highlight >= 0 && db->highlight < db->nshown ? db->shown[db->highlight] : -1;
    db->nshown = 0;
    if (!set) return;
    for (int i = 0; i < db->ncards; i++) {
        if (!db->deckable[i]) continue;
        const CardDef *c = &set->cards[i];
        bool ok = contains(c->name, db->search) || contains(c->id, db->search) || contains(card_text(c), db->search) ||
                  contains(c->kind, db->search);
        for (int k = 0; k < db->nattr && !ok; k++) ok = attr(db, i, k)->text[0] && contains(attr(db, i, k)->text, db->search);
        for (int k = 0; k < db->nattr && ok; k++) {
            int f = db->filter[k];
            if (f < 0) continue;
            const CardAttr *a = attr(db, i, k);
            ok = a->text[0] && a->value == db->info[k].value[f];
        }
        if (ok) db->shown[db->nshown++] = i;
    }
    sort_db = db;
    sort_set = set;
    qsort(db->shown, (size_t)db->nshown, sizeof *db->shown, cmp_shown);
    for (int i = 0; i < db->nshown && was >= 0; i++) /* the highlight stays on its card */
        if (db->shown[i] == was) db->highlight = i;
    if (db->highlight >= db->nshown) db->highlight = db->nshown - 1;
    if (db->highlight < 0) db->highlight = 0;
    db_clamp_scroll(db);
}

/* "deck \"x\": 15 cards needed, 13 in the deck" -> "15 cards needed, 13 in the deck" */
static const char *without_deck_prefix(const char *msg)
{
    if (strncmp(msg, "deck \"", 6) != 0) return msg;
    const char *e = strstr(msg + 6, "\": ");
    return e ? e + 3 : msg;
}

void db_revalidate(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    db->problem[0] = 0;
    if (!set || !db->m->validate_deck) return;
    Deck d;
    memset(&d, 0, sizeof d);
    snprintf(d.id, sizeof d.id, "%s", db->deck_id[0] ? db->deck_id : "new");
    for (int i = 0; i < db->ncards; i++)
        for (int k = 0; k < db->count[i] && d.ncards < DECK_MAX; k++) d.cards[d.ncards++] = (int16_t)i;
    Error e = {{0}};
    if (db->m->validate_deck(set, &d, &e)) return;
    /* the rule in the game's words, with card names for the ids it quotes */
    const char *m = without_deck_prefix(e.msg);
    size_t k = 0;
    while (*m && k + 1 < sizeof db->problem) {
        const char *q = *m == '"' ? strchr(m + 1, '"') : NULL;
        char id[64];
        int c = -1;
        if (q && q - m - 1 < (long)sizeof id) {
            snprintf(id, sizeof id, "%.*s", (int)(q - m - 1), m + 1);
            c = carddb_find(set, id);
        }
        if (c >= 0) {
            k += (size_t)snprintf(db->problem + k, sizeof db->problem - k, "%s", set->cards[c].name);
            if (k >= sizeof db->problem) k = sizeof db->problem - 1;
            m = q + 1;
        } else db->problem[k++] = *m++;
    }
    db->problem[k] = 0;
}

static void changed(UiApp *app, DeckBuilder *db)
{
    db->changed = true;
    db->leave_asked = false;
    db_revalidate(app, db);
    app_dirty(app);
}

bool db_add(UiApp *app, DeckBuilder *db, int card)
{
    const CardSet *set = db_set(app, db);
    if (!set || card < 0 || card >= db->ncards || !db->deckable[card]) return false;
    if (db->total >= DECK_MAX) {
        db_note(db, true, "A deck holds at most %d cards here.", DECK_MAX);
        return false;
    }
    db->count[card]++;
    db->total++;
    db->notice[0] = 0;
    app_sound(app, SND_DRAW);
    changed(app, db);
    return true;
}

bool db_remove(UiApp *app, DeckBuilder *db, int card)
{
    if (card < 0 || card >= db->ncards || db->count[card] == 0) return false;
    db->count[card]--;
    db->total--;
    db->notice[0] = 0;
    app_sound(app, SND_CLICK);
    changed(app, db);
    return true;
}

void db_load_deck(UiApp *app, DeckBuilder *db, int d)
{
    const CardSet *set = db_set(app, db);
    if (!db->count) return; /* no set (every set failed to reload): the scene goes back to the menu */
    memset(db->count, 0, sizeof *db->count * (size_t)(db->ncards ? db->ncards : 1));
    db->total = 0;
    db->deck_scroll = 0;
    db->changed = db->leave_asked = false;
    if (set && d >= 0 && d < set->ndecks) {
        const Deck *dk = &set->decks[d];
        snprintf(db->file, sizeof db->file, "%s", dk->file);
        snprintf(db->deck_id, sizeof db->deck_id, "%s", dk->id);
        snprintf(db->name, sizeof db->name, "%s", dk->name);
        snprintf(db->style, sizeof db->style, "%s", dk->style);
        for (int i = 0; i < dk->ncards; i++)
            if (dk->cards[i] >= 0 && dk->cards[i] < db->ncards) db->count[dk->cards[i]]++, db->total++;
    } else {
        db->file[0] = db->deck_id[0] = db->style[0] = 0;
        snprintf(db->name, sizeof db->name, "Untitled deck");
    }
    snprintf(db->saved_name, sizeof db->saved_name, "%s", db->name);
    db_revalidate(app, db);
}

/* Which deck of the set is open (by its file), -1 for a new one. */
static int open_deck_index(const UiApp *app, const DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    for (int d = 0; set && db->file[0] && d < set->ndecks; d++)
        if (strcmp(set->decks[d].file, db->file) == 0) return d;
    return -1;
}

/* The deck being edited as card ids: indices move when set.json changes. */
typedef struct DeckByIds {
    int n;
    struct DeckById { char id[48], name[64]; int count; } *cards;
} DeckByIds;

static DeckByIds deck_by_ids(const CardSet *set, const DeckBuilder *db)
{
    DeckByIds k = {0, calloc((size_t)(db->ncards ? db->ncards : 1), sizeof *k.cards)};
    if (!k.cards) abort();
    for (int i = 0; set && i < db->ncards; i++)
        if (db->count[i] > 0) {
            struct DeckById *c = &k.cards[k.n++];
            snprintf(c->id, sizeof c->id, "%s", set->cards[i].id);
            snprintf(c->name, sizeof c->name, "%s", set->cards[i].name);
            c->count = db->count[i];
        }
    return k;
}

/* Counts the kept cards again in the (new) set; the names of those it lacks
 * go to gone ("" if none).  Frees k. */
static void deck_from_ids(UiApp *app, DeckBuilder *db, DeckByIds *k, char *gone, size_t n)
{
    const CardSet *set = db_set(app, db);
    if (gone) gone[0] = 0;
    for (int i = 0; set && i < k->n; i++) {
        int c = carddb_find(set, k->cards[i].id);
        if (c >= 0 && db->deckable[c]) {
            db->count[c] += k->cards[i].count;
            db->total += k->cards[i].count;
        } else if (gone) {
            size_t L = strlen(gone);
            if (L + 70 < n) snprintf(gone + L, n - L, "%s%s", L ? ", " : "", k->cards[i].name);
        }
    }
    free(k->cards);
    k->cards = NULL;
}

bool db_reload_sets(UiApp *app, DeckBuilder *db)
{
    DeckByIds kept = deck_by_ids(db_set(app, db), db);
    UiSession *S = &app->s;
    play_load_sets(app, db->m);
    card_cache_flush(); /* faces are keyed by the set's address, which a new set may reuse */
    db->set_idx = -1;
    for (int i = 0; i < S->nsets; i++)
        if (strcmp(S->sets[i]->dir, db->set_dir) == 0) db->set_idx = i;
    bool found = db->set_idx >= 0;
    if (!found) db->set_idx = S->set_idx;
    describe_cards(app, db);
    const CardSet *set = db_set(app, db);
    if (found) deck_from_ids(app, db, &kept, NULL, 0);
    else free(kept.cards);
    if (set && !found) snprintf(db->set_dir, sizeof db->set_dir, "%s", set->dir);
    db_refilter(app, db);
    db_revalidate(app, db);
    return found;
}

const CardSet *deck_builder_set(const UiApp *app)
{
    return db_set(app, app->deck_builder);
}

void deck_builder_set_reloaded(UiApp *app, CardSet *set, int changed)
{
    DeckBuilder *db = app->deck_builder;
    if (!db || !db_set(app, db)) { carddb_free(set); return; }
    DeckByIds kept = deck_by_ids(db_set(app, db), db);
    live_reload_swap_set(app, db->set_idx, set); /* the old set is freed: nothing may point into it now */
    db->press_card = -1;
    describe_cards(app, db);
    char gone[400];
    deck_from_ids(app, db, &kept, gone, sizeof gone);
    db_refilter(app, db);
    db_revalidate(app, db);
    if (gone[0]) {
        db->changed = true; /* the deck in the builder is no longer the one in the file */
        db_note(db, true, "Cards reloaded: %d changed. No longer in the set, so taken out of the deck: %s.", changed, gone);
    } else if (changed > 0) {
        db_note(db, false, "Cards reloaded: %d changed.", changed);
    }
    app_dirty(app);
}

/* ------------------------------------------------------------- opening */
static const GameModule *last_game; /* the game last opened in the builder */

static bool deck_game(const GameModule *m)
{
    return m && (m->flags & GM_DECKS) && m->card_attrs && m->validate_deck;
}

static DeckBuilder *fresh(UiApp *app)
{
    DeckBuilder *db = app->deck_builder;
    if (!db) {
        db = calloc(1, sizeof *db);
        if (!db) abort();
        app->deck_builder = db;
    } else {
        char *undo = db->deleted_text; /* an undo survives leaving and coming back */
        char path[600], name[64];
        snprintf(path, sizeof path, "%s", db->deleted_path);
        snprintf(name, sizeof name, "%s", db->deleted_name);
        free_cards(db);
        memset(db, 0, sizeof *db);
        db->deleted_text = undo;
        snprintf(db->deleted_path, sizeof db->deleted_path, "%s", path);
        snprintf(db->deleted_name, sizeof db->deleted_name, "%s", name);
    }
    for (int k = 0; k < GM_MAX_CARD_ATTRS; k++) db->filter[k] = -1;
    db->press_card = -1;
    db->setup_seat = -1;
    return db;
}

bool deck_builder_open(UiApp *app, const GameModule *m, int set_idx, int deck_idx, int setup_seat)
{
    UiSession *S = &app->s;
    if (!deck_game(m)) return false;
    bool from_setup = app->scene == SCENE_SETUP && S->m == m;
    if (!from_setup) {
        play_end(app);
        S->m = m;
        if (!play_load_sets(app, m)) {
            app_show_error(app, "No card set to build decks from", S->set_report[0] ? S->set_report : "No card set was found.");
            return false;
        }
        if (set_idx < 0 || set_idx >= S->nsets) set_idx = S->set_idx;
    }
    if (set_idx < 0 || set_idx >= S->nsets) return false;
    DeckBuilder *db = fresh(app);
    db->m = m;
    last_game = m;
    db->from_setup = from_setup;
    db->setup_seat = from_setup ? setup_seat : -1;
    db->set_idx = set_idx;
    snprintf(db->set_dir, sizeof db->set_dir, "%s", S->sets[set_idx]->dir);
    if (from_setup) /* the seats' decks, by id: saving moves indices */
        for (int i = 0; i < GM_MAX_PLAYERS; i++) {
            const CardSet *set = S->sets[S->set_idx];
            int d = S->seats[i].deck;
            snprintf(db->seat_deck[i], sizeof db->seat_deck[i], "%s", d >= 0 && d < set->ndecks ? set->decks[d].id : "");
        }
    describe_cards(app, db);
    db_load_deck(app, db, deck_idx);
    db_refilter(app, db);
    app->scene = SCENE_DECKS;
    app->overlay = OV_NONE;
    app->focus_buf = NULL;
    if (app->win) SDL_StartTextInput(); /* typing goes to the search */
    app_dirty(app);
    return true;
}

void deck_builder_open_from_menu(UiApp *app)
{
    const GameModule *m = deck_game(last_game) ? last_game : NULL;
    for (int i = 0; !m && i < games_count(); i++)
        if (deck_game(games_at(i))) m = games_at(i);
    if (m) deck_builder_open(app, m, -1, 0, -1);
}

/* Another deck game (from the menu only: the setup screen is for one game). */
static void next_game(UiApp *app, DeckBuilder *db)
{
    int n = games_count(), at = 0;
    for (int i = 0; i < n; i++)
        if (games_at(i) == db->m) at = i;
    for (int k = 1; k < n; k++) {
        const GameModule *m = games_at((at + k) % n);
        if (deck_game(m)) {
            deck_builder_open(app, m, -1, 0, -1);
            return;
        }
    }
}

static int deck_games(void)
{
    int n = 0;
    for (int i = 0; i < games_count(); i++) n += deck_game(games_at(i));
    return n;
}

static void switch_set(UiApp *app, DeckBuilder *db, int idx)
{
    UiSession *S = &app->s;
    if (idx < 0 || idx >= S->nsets) return;
    db->set_idx = idx;
    snprintf(db->set_dir, sizeof db->set_dir, "%s", S->sets[idx]->dir);
    for (int k = 0; k < GM_MAX_CARD_ATTRS; k++) db->filter[k] = -1;
    db->scroll = 0;
    db->highlight = 0;
    describe_cards(app, db);
    db_load_deck(app, db, S->sets[idx]->ndecks > 0 ? 0 : -1);
    db_refilter(app, db);
    db->notice[0] = 0;
}

/* Back to where the builder was opened from; the setup screen gets the set
 * (perhaps a copy now) and its seats keep their decks, the opening seat the
 * deck just saved. */
static void leave(UiApp *app, DeckBuilder *db)
{
    UiSession *S = &app->s;
    if (app->win) SDL_StopTextInput();
    app->focus_buf = NULL;
    if (!db->from_setup) {
        app_goto_menu(app, NULL);
        return;
    }
    const CardSet *set = db_set(app, db);
    if (set) S->set_idx = db->set_idx;
    for (int i = 0; set && i < GM_MAX_PLAYERS; i++) {
        const Deck *d = db->seat_deck[i][0] ? carddb_deck(set, db->seat_deck[i]) : NULL;
        S->seats[i].deck = d ? (int)(d - set->decks) : -1;
    }
    int open = open_deck_index(app, db);
    if (db->setup_seat >= 0 && db->setup_seat < GM_MAX_PLAYERS && open >= 0) {
        S->seats[db->setup_seat].deck = open;
        S->deck_seat = db->setup_seat;
    }
    app->scene = SCENE_SETUP;
    app_dirty(app);
}

bool db_unsaved(const DeckBuilder *db)
{
    return db->changed || strcmp(db->name, db->saved_name) != 0;
}

static void back(UiApp *app, DeckBuilder *db)
{
    if (db_unsaved(db) && db->total > 0 && !db->leave_asked) {
        db->leave_asked = true;
        db_note(db, true, "\"%s\" has unsaved changes. Back again leaves without saving them; Ctrl+S saves.", db->name);
        app_dirty(app);
        return;
    }
    leave(app, db);
}

/* ------------------------------------------------------------- input */
static void highlight_move(DeckBuilder *db, int by)
{
    if (db->nshown == 0) return;
    db->scroll_dir = by < 0 ? -1 : 1;
    int h = db->highlight + by;
    if (h < 0) h = 0;
    if (h >= db->nshown) h = db->nshown - 1;
    db->highlight = h;
    db_scroll_to_highlight(db);
}

static int highlighted(const DeckBuilder *db)
{
    return db->highlight >= 0 && db->highlight < db->nshown ? db->shown[db->highlight] : -1;
}

bool deck_builder_key(UiApp *app, SDL_Keycode k, bool ctrl)
{
    DeckBuilder *db = app->deck_builder;
    if (!db) return false;
    int cols = db->columns > 0 ? db->columns : 1;
    if (ctrl && k == SDLK_s) db_save(app, db);
    else if (ctrl && k == SDLK_z) db_undo_delete(app, db);
    else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
        int c = highlighted(db);
        if (c < 0) db_note(db, true, "No card matches \"%s\".", db->search);
        else db_add(app, db, c);
    } else if (k == SDLK_BACKSPACE && db->search[0]) {
        size_t L = strlen(db->search);
        while (L > 0 && (db->search[L - 1] & 0xc0) == 0x80) L--; /* a whole UTF-8 character */
        if (L > 0) L--;
        db->search[L] = 0;
        db->highlight = 0;
        db_refilter(app, db);
    } else if (k == SDLK_BACKSPACE || k == SDLK_DELETE) {
        int c = highlighted(db);
        if (c >= 0 && !db_remove(app, db, c))
            db_note(db, false, "%s is not in the deck.", db_set(app, db)->cards[c].name);
    } else if (k == SDLK_LEFT) highlight_move(db, -1);
    else if (k == SDLK_RIGHT) highlight_move(db, 1);
    else if (k == SDLK_UP) highlight_move(db, -cols);
    else if (k == SDLK_DOWN) highlight_move(db, cols);
    else if (k == SDLK_PAGEUP) highlight_move(db, -cols * 4);
    else if (k == SDLK_PAGEDOWN) highlight_move(db, cols * 4);
    else if (k == SDLK_HOME) highlight_move(db, -db->nshown);
    else if (k == SDLK_END) highlight_move(db, db->nshown);
    else return false;
    app_dirty(app);
    return true;
}

void deck_builder_text(UiApp *app, const char *text)
{
    DeckBuilder *db = app->deck_builder;
    if (!db || (SDL_GetModState() & KMOD_CTRL)) return;
    size_t L = strlen(db->search), add = strlen(text);
    if (L + add + 1 > sizeof db->search) return;
    memcpy(db->search + L, text, add + 1);
    db_refilter(app, db);
    db->highlight = 0; /* the best match: Enter adds it */
    db->scroll = 0;
    app_dirty(app);
}

void deck_builder_wheel(UiApp *app, float dy)
{
    DeckBuilder *db = app->deck_builder;
    if (!db) return;
    if (ui_hover(app, db_deck_list_rect())) db->deck_scroll -= dy * 28;
    else {
        db->scroll -= dy * 60;
        db->scroll_dir = dy > 0 ? -1 : 1;
    }
    db_clamp_scroll(db);
    if (db->deck_scroll < 0) db->deck_scroll = 0; /* the panel clamps the top end */
    app_dirty(app);
}

void deck_builder_escape(UiApp *app)
{
    DeckBuilder *db = app->deck_builder;
    if (!db) { app_goto_menu(app, NULL); return; }
    if (db->search[0]) { /* Esc first clears the search, then leaves */
        db->search[0] = 0;
        db_refilter(app, db);
        app_dirty(app);
        return;
    }
    back(app, db);
}

/* Left button released: a press on a card without moving is a click (grid:
 * add, deck list: remove); a drag from the grid onto the deck panel adds, a
 * drag out of the deck list removes. */
void deck_builder_release(UiApp *app, float x, float y)
{
    DeckBuilder *db = app->deck_builder;
    if (!db || db->press_card < 0) return;
    int c = db->press_card;
    db->press_card = -1;
    float dx = x - app->down_x, dy = y - app->down_y;
    bool moved = dx * dx + dy * dy > 16 * 16;
    bool on_panel = x >= DB_PANEL_X;
    if (db->press_from_deck) {
        if (!moved || !on_panel) db_remove(app, db, c);
    } else if (!moved || on_panel) {
        db_add(app, db, c);
    }
    app_dirty(app);
}

/* ------------------------------------------------------------- scene */
static bool cycle(UiApp *app, SDL_FRect r, const char *label, bool enabled)
{
    char b[200];
    snprintf(b, sizeof b, "%s  ▸", label);
    return ui_button(app, r, b, enabled, false);
}

static void search_box(UiApp *app, DeckBuilder *db, SDL_FRect r)
{
    UiGfx *g = &app->gfx;
    if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_BUTTON, "search", r);
    if (app->pass != PASS_DRAW) return;
    gfx_rrect(g, r, 7, rgba(255, 250, 238, 255), rgba(240, 230, 210, 255));
    gfx_rrect_outline(g, r, 7, 2, app->focus_buf ? rgba(60, 40, 20, 160) : rgba(0xe9, 0xa4, 0x2a, 255));
    SDL_FRect t = {r.x + 10, r.y + 4, r.w - 20, r.h - 8};
    if (db->search[0]) {
        float size = gfx_text_line(g, FACE_SANS, 17, rgba(0x2a, 0x1c, 0x10, 255), t, ALIGN_LEFT, db->search);
        float tw, th;
        gfx_text_size(g, FACE_SANS, size, db->search, &tw, &th);
        if (!app->focus_buf && tw < t.w) gfx_rect(g, (SDL_FRect){t.x + tw + 1, r.y + 8, 2, r.h - 16}, rgba(0x2a, 0x1c, 0x10, 255));
    } else {
        gfx_text_line(g, FACE_SANS, 15, rgba(0x6a, 0x5a, 0x48, 255), t, ALIGN_LEFT, "type to search");
    }
}

/* Search, sort and one filter per card attribute; returns true if it acted. */
static bool sidebar(UiApp *app, DeckBuilder *db)
{
    UiGfx *g = &app->gfx;
    const float x = 40, w = 192;
    float y = 92;
    gfx_text_line(g, FACE_BOLD, 14, CREAM, (SDL_FRect){x, y, w, 20}, ALIGN_LEFT, "Search");
    search_box(app, db, (SDL_FRect){x, y + 22, w, 38});
    y += 70;
    gfx_text_line(g, FACE_BOLD, 14, CREAM, (SDL_FRect){x, y, w, 20}, ALIGN_LEFT, "Sort by");
    if (cycle(app, (SDL_FRect){x, y + 22, w, 36}, db->sort == 0 ? "Name" : db->info[db->sort - 1].name, true)) {
        db->sort = (db->sort + 1) % (db->nattr + 1);
        db_refilter(app, db);
        return true;
    }
    y += 68;
    bool any = db->search[0] != 0;
    for (int k = 0; k < db->nattr; k++) {
        const DbAttrInfo *in = &db->info[k];
        gfx_text_line(g, FACE_BOLD, 14, CREAM, (SDL_FRect){x, y, w, 20}, ALIGN_LEFT, in->name);
        int f = db->filter[k];
        any |= f >= 0;
        char lab[64];
        snprintf(lab, sizeof lab, "%s: %s", in->name, f >= 0 ? in->text[f] : "any");
        /* the button shows the value; the label above names the filter */
        const char *shown = strchr(lab, ':') + 2;
        if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_BUTTON, lab, (SDL_FRect){x, y + 22, w, 34});
        else if (cycle(app, (SDL_FRect){x, y + 22, w, 34}, shown, in->nvalues > 0)) {
            db->filter[k] = f + 1 >= in->nvalues ? -1 : f + 1;
            db->highlight = 0;
            db->scroll = 0;
            db_refilter(app, db);
            return true;
        }
        y += 62;
    }
    char cnt[80];
    snprintf(cnt, sizeof cnt, "%d card%s shown", db->nshown, db->nshown == 1 ? "" : "s");
    gfx_text_line(g, FACE_SANS, 14, CREAM, (SDL_FRect){x, y + 2, w, 20}, ALIGN_LEFT, cnt);
    const UiSession *S = &app->s;
    if (S->nbroken > 0) { /* a designer's set with a typo is not here: say why */
        char t[160];
        snprintf(t, sizeof t, "%d set%s of this game did not load; the setup screen shows %s problems.", S->nbroken,
                 S->nbroken == 1 ? "" : "s", S->nbroken == 1 ? "its" : "their");
        gfx_text_box(g, FACE_SANS, 13, rgba(0xff, 0xb0, 0x90, 255), (SDL_FRect){x, 730, w, 80}, ALIGN_LEFT, false, t);
    }
    if (any && ui_button(app, (SDL_FRect){x, y + 28, w, 34}, "Clear filters", true, false)) {
        db->search[0] = 0;
        for (int k = 0; k < GM_MAX_CARD_ATTRS; k++) db->filter[k] = -1;
        db_refilter(app, db);
        return true;
    }
    return false;
}

/* Grid and deck list presses (the release decides what they do). */
static void presses(UiApp *app, DeckBuilder *db)
{
    if (app->pass != PASS_CLICK || app->consumed) return;
    SDL_FRect grid = db_grid_rect(db);
    if (ui_hover(app, grid) || (app->click_x >= grid.x && app->click_x < grid.x + grid.w && app->click_y >= grid.y &&
                                app->click_y < grid.y + grid.h)) {
        int c = db_grid_card_at(db, app->click_x, app->click_y);
        if (c >= 0 && ui_hit(app, grid)) {
            db->press_card = c;
            db->press_from_deck = false;
            for (int i = 0; i < db->nshown; i++)
                if (db->shown[i] == c) db->highlight = i;
        }
        return;
    }
    int c = db_deck_card_at(app, db, app->click_x, app->click_y);
    if (c >= 0 && ui_hit(app, db_deck_list_rect())) {
        db->press_card = c;
        db->press_from_deck = true;
    }
}

void scene_deck_builder(UiApp *app)
{
    DeckBuilder *db = app->deck_builder;
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const CardSet *set = db_set(app, db);
    if (!db || !set) { app_goto_menu(app, NULL); return; }
    if (app->win && app->pass == PASS_DRAW && !app->focus_buf && !SDL_IsTextInputActive()) SDL_StartTextInput();
    SDL_FRect panels[2] = {{24, 80, 224, 800}, {DB_PANEL_X, 16, UI_W - 24 - DB_PANEL_X, 868}};
    ui_felt_panels(app, S->layout_ok ? S->layout.felt_top : rgba(0x2f, 0x6b, 0x4a, 255),
                   S->layout_ok ? S->layout.felt_bottom : rgba(0x14, 0x36, 0x25, 255), panels, 2);
    gfx_text_line(g, FACE_SERIF_BOLD, 30, GOLD, (SDL_FRect){28, 16, 224, 50}, ALIGN_LEFT, "Deck builder");
    /* a live-reload banner takes the grid's top: the grid starts below it */
    SDL_FRect banner = live_reload_banner_rect(app);
    float shift = banner.h > 0 ? banner.h + 8 : 0;
    if (shift != db->grid_shift) {
        db->grid_shift = shift;
        db_clamp_scroll(db);
    }
    char lab[200];
    snprintf(lab, sizeof lab, "Game: %s", db->m->title);
    if (cycle(app, (SDL_FRect){DB_GRID_X, 20, 300, 44}, lab, !db->from_setup && deck_games() > 1)) {
        next_game(app, db);
        return;
    }
    char sl[160];
    db_set_label(app, db->set_idx, sl, sizeof sl);
    snprintf(lab, sizeof lab, "Set: %s", sl);
    if (cycle(app, (SDL_FRect){DB_GRID_X + 312, 20, DB_GRID_W - 312, 44}, lab, S->nsets > 1)) {
        switch_set(app, db, (db->set_idx + 1) % S->nsets);
        app_dirty(app);
        return;
    }
    if (sidebar(app, db)) {
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){40, 822, 192, 46}, "Back", true, false)) {
        back(app, db);
        return;
    }
    presses(app, db);
    db_draw_grid(app, db);
    db_draw_panel(app, db);
    if (app->scene != SCENE_DECKS || app->deck_builder != db) return; /* a panel button left or reloaded */
    /* the notice, or what the keys do, under the grid */
    SDL_FRect nb = {DB_GRID_X, DB_GRID_Y + DB_GRID_H + 10, DB_GRID_W, 46};
    if (db->notice[0]) {
        bool undo = db->deleted_text != NULL;
        gfx_rrect(g, nb, 9, db->notice_bad ? rgba(110, 34, 24, 240) : rgba(24, 70, 40, 240),
                  db->notice_bad ? rgba(80, 22, 16, 240) : rgba(16, 50, 28, 240));
        gfx_text_box(g, FACE_SANS, 14, rgba(255, 255, 255, 255), (SDL_FRect){nb.x + 12, nb.y + 3, nb.w - (undo ? 130 : 24), nb.h - 6},
                     ALIGN_LEFT, true, db->notice);
        if (undo && ui_button(app, (SDL_FRect){nb.x + nb.w - 108, nb.y + 6, 98, 34}, "Undo", true, false)) {
            db_undo_delete(app, db);
            return;
        }
    } else {
        gfx_text_box(g, FACE_SANS, 14, CREAM, (SDL_FRect){nb.x, nb.y, nb.w, nb.h}, ALIGN_CENTER, true,
                     "Click or drag a card to add it; click or drag it out of the deck to remove it. Type to search, "
                     "Enter adds the highlighted card, Backspace removes it, Ctrl+S saves, Esc goes back.");
    }
    app->zoom_shown = false;
    db_draw_zoom(app, db);
    /* a card being dragged follows the pointer */
    if (app->pass == PASS_DRAW && db->press_card >= 0 && app->mouse_down) {
        float dx = app->mx - app->down_x, dy = app->my - app->down_y;
        if (dx * dx + dy * dy > 16 * 16) {
            ViewItem it;
            memset(&it, 0, sizeof it);
            it.card = (int16_t)db->press_card;
            it.flags = VI_FACE_UP;
            it.value = it.base = (int16_t)set->cards[db->press_card].value;
            card_draw(app, set, &it, (SDL_FRect){app->mx - DB_CARD_W / 2, app->my - DB_CARD_H / 2, DB_CARD_W, DB_CARD_H}, false);
        }
    }
}

/* Panel actions (deck_view.c draws the buttons and calls these). */
void db_action_new(UiApp *app, DeckBuilder *db)
{
    db_load_deck(app, db, -1);
    db->notice[0] = 0;
    app_dirty(app);
}

void db_action_next_deck(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    int d = open_deck_index(app, db) + 1;
    db_load_deck(app, db, set && d < set->ndecks ? d : -1);
    db->notice[0] = 0;
    app_dirty(app);
}

/* The saved deck to the table: the setup screen with this set, and the deck
 * for the seat that opened the builder (from the menu: the first seat). */
void db_action_play(UiApp *app, DeckBuilder *db)
{
    if (db->from_setup) {
        if (db->setup_seat < 0) db->setup_seat = 0;
        leave(app, db);
        return;
    }
    char dir[512], deck[48];
    snprintf(dir, sizeof dir, "%s", db->set_dir);
    snprintf(deck, sizeof deck, "%s", db->deck_id);
    if (app->win) SDL_StopTextInput();
    setup_enter(app, db->m);
    UiSession *S = &app->s;
    if (app->scene != SCENE_SETUP) return; /* the error scene says why */
    for (int i = 0; i < S->nsets; i++)
        if (strcmp(S->sets[i]->dir, dir) == 0) S->set_idx = i;
    const Deck *d = carddb_deck(S->sets[S->set_idx], deck);
    if (d) S->seats[0].deck = (int)(d - S->sets[S->set_idx]->decks);
    S->deck_seat = 0;
    app_dirty(app);
}

/* ------------------------------------------------------------- test hooks */
int ui_app_deck_count(const UiApp *app, const char *card_id)
{
    const DeckBuilder *db = app->deck_builder;
    const CardSet *set = db_set(app, db);
    int c = set ? carddb_find(set, card_id) : -1;
    return c >= 0 && c < db->ncards ? db->count[c] : -1;
}

const char *ui_app_deck_text(const UiApp *app, const char *field)
{
    const DeckBuilder *db = app->deck_builder;
    if (!db || app->scene != SCENE_DECKS) return "";
    if (strcmp(field, "problem") == 0) return db->problem;
    if (strcmp(field, "notice") == 0) return db->notice;
    if (strcmp(field, "name") == 0) return db->name;
    if (strcmp(field, "file") == 0) return db->file;
    if (strcmp(field, "set") == 0) return db->set_dir;
    if (strcmp(field, "search") == 0) return db->search;
    if (strncmp(field, "attrs:", 6) == 0) { /* what the builder knows of one card, as "Cost 1, Power 2, ..." */
        static char out[300];
        const CardSet *set = db_set(app, db);
        int c = set ? carddb_find(set, field + 6) : -1;
        out[0] = 0;
        for (int k = 0; c >= 0 && c < db->ncards && k < db->nattr; k++) {
            size_t L = strlen(out);
            snprintf(out + L, sizeof out - L, "%s%s %s", k ? ", " : "", db->info[k].name, attr(db, c, k)->text);
        }
        return out;
    }
    return "";
}

bool ui_app_open_deck_builder(UiApp *app, const char *game_id, const char *set_dir, const char *deck_id)
{
    const GameModule *m = games_find(game_id);
    if (!deck_game(m)) return false;
    if (app->scene != SCENE_SETUP || app->s.m != m) {
        play_end(app);
        app->s.m = m;
        if (!play_load_sets(app, m)) return false;
        app->scene = SCENE_MENU;
    }
    int si = app->s.set_idx, di = -1;
    for (int i = 0; set_dir && set_dir[0] && i < app->s.nsets; i++)
        if (strcmp(app->s.sets[i]->dir, set_dir) == 0) si = i;
    const Deck *d = deck_id && deck_id[0] ? carddb_deck(app->s.sets[si], deck_id) : NULL;
    if (d) di = (int)(d - app->s.sets[si]->decks);
    if (app->scene == SCENE_SETUP) return deck_builder_open(app, m, si, di, -1);
    /* from the menu: keep the loaded sets (deck_builder_open reloads them) */
    return deck_builder_open(app, m, si, di, -1) && app->scene == SCENE_DECKS;
}
