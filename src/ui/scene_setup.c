/* scene_setup.c — a game's setup: seats (human or AI, strength, deck), options and the card set. */
#include "ui_internal.h"
#include "core/registry.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

/* The width of the options' names column; the choice buttons take the rest. */
enum { OPTION_NAME_W = 240 };

/* One size for every choice of the game's options as their cycle buttons
 * show them ("Classic  ▸"), the largest up to `size` at which each fits `w`. */
static float option_choice_size(UiGfx *g, const GameModule *m, int nopt, float w, float size)
{
    static char lab[GM_MAX_OPTIONS * GM_MAX_CHOICES][140];
    const char *texts[GM_MAX_OPTIONS * GM_MAX_CHOICES];
    float widths[GM_MAX_OPTIONS * GM_MAX_CHOICES];
    int n = 0;
    for (int i = 0; i < nopt; i++)
        for (int c = 0; c < m->options[i].nchoices && c < GM_MAX_CHOICES; c++) {
            const char *cl = m->options[i].choice_labels[c] ? m->options[i].choice_labels[c] : m->options[i].choices[c];
            snprintf(lab[n], sizeof lab[n], "%s%s", cl ? cl : "?", UI_CYCLE_MARK);
            texts[n] = lab[n];
            widths[n++] = w;
        }
    return gfx_row_size(g, FACE_BOLD, size, 9, texts, widths, n);
}

/* The seats' buttons (who plays, AI strength, deck) at one size: the
 * largest at which every choice each may cycle to fits its column, so a row
 * reads evenly and a label keeps its size as it cycles (at 150 % text
 * "Brass Menagerie" shrank alone beside "Default deck"). */
static float seat_button_size(UiGfx *g, const CardSet *set, bool decks, const float col_w[3], float size)
{
    static const char *const FIXED[] = {"Human", "AI", "Network", "Easy", "Normal", "Hard", "Default deck"};
    static const int FIXED_COL[] = {0, 0, 0, 1, 1, 1, 2};
    int nfixed = decks ? 7 : 6, nd = decks ? set->ndecks : 0;
    float best = size;
    for (int i = 0; i < nfixed + nd; i++) {
        char lab[140];
        snprintf(lab, sizeof lab, "%s%s", i < nfixed ? FIXED[i] : set->decks[i - nfixed].name, UI_CYCLE_MARK);
        const char *t = lab;
        float w = col_w[i < nfixed ? FIXED_COL[i] : 2] - 14; /* the button's own margins */
        best = fminf(best, gfx_row_size(g, FACE_BOLD, best, 9, &t, &w, 1));
    }
    return best;
}

static void title(UiApp *app, const char *t, const char *sub)
{
    UiGfx *g = &app->gfx;
    gfx_text_line(g, FACE_SERIF_BOLD, 40, GOLD, (SDL_FRect){150, 30, 1300, 56}, ALIGN_CENTER, t);
    if (sub) gfx_text_line(g, FACE_SANS, 17, CREAM, (SDL_FRect){150, 89, 1300, 26}, ALIGN_CENTER, sub);
}

/* The settings' memory of this game's last set-up, or NULL. */
static struct UiLastSetup *last_setup(UiApp *app, const char *game, bool make)
{
    UiSettings *st = &app->settings;
    for (int k = 0; k < st->nlast; k++)
        if (strcmp(st->last[k].game, game) == 0) return &st->last[k];
    if (!make) return NULL;
    if (st->nlast == 8) { /* forget the oldest */
        memmove(&st->last[0], &st->last[1], sizeof st->last[0] * 7);
        st->nlast--;
    }
    struct UiLastSetup *L = &st->last[st->nlast++];
    memset(L, 0, sizeof *L);
    snprintf(L->game, sizeof L->game, "%s", game);
    return L;
}

/* Offers the last set-up of this game again (seats, options, set, decks). */
static void setup_recall(UiApp *app, const GameModule *m)
{
    UiSession *S = &app->s;
    const struct UiLastSetup *L = last_setup(app, m->id, false);
    if (!L) return;
    if (L->nplayers >= m->min_players && L->nplayers <= m->max_players) S->nplayers = L->nplayers;
    /* the set by its folder, else the first with its id (the folder moved), else by place (old settings) */
    int by_dir = -1, by_id = -1;
    for (int i = S->nsets - 1; i >= 0; i--) {
        if (L->set_dir[0] && strcmp(S->sets[i]->dir, L->set_dir) == 0) by_dir = i;
        if (L->set_id[0] && strcmp(S->sets[i]->id, L->set_id) == 0) by_id = i;
    }
    if (by_dir >= 0) S->set_idx = by_dir;
    else if (by_id >= 0) S->set_idx = by_id;
    else if (!L->set_id[0] && L->set_idx >= 0 && L->set_idx < S->nsets) S->set_idx = L->set_idx;
    for (int i = 0; i < m->num_options && i < GM_MAX_OPTIONS; i++)
        if (L->option[i] >= 0 && L->option[i] < m->options[i].nchoices) S->setup.option[i] = L->option[i];
    const CardSet *set = play_set(app);
    for (int i = 0; i < GM_MAX_PLAYERS; i++) {
        SeatCfg *sc = &S->seats[i];
        sc->ai = L->seat[i].ai;
        sc->level = L->seat[i].level;
        sc->colour = L->seat[i].colour & 7;
        for (int d = 0; set && d < set->ndecks; d++)
            if (L->seat[i].deck[0] && strcmp(set->decks[d].id, L->seat[i].deck) == 0) sc->deck = d;
    }
}

/* Remembers this set-up (and the names) in the settings for next time. */
static void setup_remember(UiApp *app)
{
    UiSession *S = &app->s;
    struct UiLastSetup *L = last_setup(app, S->m->id, true);
    const CardSet *set = play_set(app);
    L->nplayers = S->nplayers;
    L->set_idx = S->set_idx;
    snprintf(L->set_id, sizeof L->set_id, "%s", set ? set->id : "");
    snprintf(L->set_dir, sizeof L->set_dir, "%s", set ? set->dir : "");
    for (int i = 0; i < GM_MAX_OPTIONS; i++) L->option[i] = i < S->m->num_options ? S->setup.option[i] : -1;
    for (int i = 0; i < GM_MAX_PLAYERS; i++) {
        const SeatCfg *sc = &S->seats[i];
        L->seat[i].ai = sc->ai;
        L->seat[i].level = sc->level;
        L->seat[i].colour = sc->colour;
        snprintf(L->seat[i].deck, sizeof L->seat[i].deck, "%s",
                 set && sc->deck >= 0 && sc->deck < set->ndecks ? set->decks[sc->deck].id : "");
        if (i < S->nplayers && sc->name[0]) snprintf(app->settings.names[i], sizeof app->settings.names[i], "%s", sc->name);
    }
    app_settings_changed(app); /* saves settings.json */
}

/* A deck was saved into `set` (the deck builder): the setup of m offers that
 * set next time, by id and folder.  A game never set up gets the defaults. */
void setup_remember_set(UiApp *app, const GameModule *m, const CardSet *set)
{
    struct UiLastSetup *L = last_setup(app, m->id, true);
    if (L->nplayers == 0) { /* new: what setup_enter would offer */
        L->nplayers = m->min_players;
        for (int i = 0; i < GM_MAX_OPTIONS; i++) L->option[i] = -1;
        for (int i = 0; i < GM_MAX_PLAYERS; i++) {
            L->seat[i].ai = i > 0;
            L->seat[i].level = 1;
            L->seat[i].colour = i;
        }
    }
    snprintf(L->set_id, sizeof L->set_id, "%s", set->id);
    snprintf(L->set_dir, sizeof L->set_dir, "%s", set->dir);
    app_settings_changed(app); /* saves settings.json */
}

void setup_enter(UiApp *app, const GameModule *m)
{
    UiSession *S = &app->s;
    play_end(app);
    S->m = m;
    app->setup_m = m;
    app->focus_buf = NULL;
    setup_default(m, &S->setup);
    if (S->nplayers < m->min_players || S->nplayers > m->max_players || S->nplayers == 0)
        S->nplayers = m->min_players;
    for (int i = 0; i < GM_MAX_PLAYERS; i++) {
        SeatCfg *sc = &S->seats[i];
        sc->ai = i > 0;
        sc->level = 1;
        sc->colour = i;
        sc->deck = -1;
        snprintf(sc->name, sizeof sc->name, "%s", app->settings.names[i]);
    }
    if (!play_load_layout(app, true)) return; /* error scene shown */
    if (!play_load_sets(app, m)) {
        char t[2300];
        snprintf(t, sizeof t, "No card set of %s could be loaded.\n%s", m->title,
                 S->set_report[0] ? S->set_report : "The folder cards/<game>/ holds no set.");
        app_show_error(app, "No playable card set", t);
        return;
    }
    setup_recall(app, m);
    for (int i = 0; i < GM_MAX_PLAYERS; i++) { /* hosting: the first seat is yours, the next one a guest's */
        S->seats[i].net = app->net_setup && i == 1;
        if (app->net_setup && i < 2) S->seats[i].ai = false;
    }
    app->scene = SCENE_SETUP;
    app->overlay = OV_NONE;
    app_dirty(app);
}

#define HEAD_SIZE 16.0f /* "Ann's deck: Brass Menagerie" */
#define BODY_SIZE 14.0f /* the deck's style line and its cards' names, at most */
/* The deck list's gaps, in ems of its names (they grow with the text size):
 * each part of a row apart by more than a space, the columns by far more
 * (at 150 % text "Gate Warden ×2❶ ❷ Watch Captain" ran together). */
#define DISC_GAP 0.45f  /* cost disc to name */
#define NAME_GAP 0.7f   /* the widest name to the copies */
#define COUNT_GAP 0.5f  /* copies to the power disc */
#define COLUMN_GAP 2.0f /* at least, between the columns */
#define ROW_MIN 15.0f   /* a row less high does not read: the list is not shown */

static float text_scale(const UiGfx *g) { return g->text_scale > 0 ? g->text_scale : 1; }

/* How the deck list is laid out in ncols columns: its row height, its discs'
 * size, its names' and copies' size (one for all), each column's widest name
 * and copies and its width, the digits' size; fits: the rows fit at a
 * readable size. */
typedef struct DeckRows {
    int ncols, per_col;
    float rowh, disc, name_sz, digit_sz;
    float name_w[2], count_w[2], colw[2];
    bool fits;
} DeckRows;

/* Column c's width at names' size sz: its widest name and copies, measured. */
static float deck_column_w(UiGfx *g, const CardSet *set, const int *card, const int *count, int n, DeckRows *R, int c, float sz)
{
    float em = sz * text_scale(g), w, h;
    R->name_w[c] = R->count_w[c] = 0;
    for (int j = c * R->per_col; j < n && j < (c + 1) * R->per_col; j++) {
        gfx_text_size(g, FACE_SANS, sz, set->cards[card[j]].name, &w, &h);
        R->name_w[c] = fmaxf(R->name_w[c], w);
        if (count[j] < 2) continue; /* one copy: no count */
        char cnt[16];
        snprintf(cnt, sizeof cnt, "×%d", count[j]);
        gfx_text_size(g, FACE_BOLD, sz, cnt, &w, &h);
        R->count_w[c] = fmaxf(R->count_w[c], w);
    }
    R->colw[c] = 2 * R->disc + DISC_GAP * em + R->name_w[c] + NAME_GAP * em + (R->count_w[c] > 0 ? R->count_w[c] + COUNT_GAP * em : 0);
    return R->colw[c];
}

/* The names shrink together (never under the floor) until the widest row of
 * each column and the gap between the columns fit the width w. */
static DeckRows deck_rows(UiGfx *g, const CardSet *set, const int *card, const int *count, int n, int ncols, float avail, float w)
{
    DeckRows R = {.ncols = ncols, .per_col = (n + ncols - 1) / ncols, .rowh = 24};
    if (R.per_col > 0) R.rowh = fminf(avail / R.per_col, 26);
    if (R.rowh < ROW_MIN) return R;
    R.disc = R.rowh * 0.8f;
    float sz = fminf(R.rowh * 0.6f, BODY_SIZE), least = gfx_shrink_floor(g, sz), tw, th;
    for (;; sz = fmaxf(sz * 0.95f, least)) {
        float need = (ncols - 1) * COLUMN_GAP * sz * text_scale(g);
        for (int c = 0; c < ncols; c++) need += deck_column_w(g, set, card, count, n, &R, c, sz);
        gfx_text_size(g, FACE_SANS, sz, "Ag", NULL, &th);
        R.fits = need <= w && th <= R.rowh * 1.12f;
        if (R.fits || sz <= least) break;
    }
    R.name_sz = sz;
    /* the discs' digits at one size, the widest inside its disc */
    float least_digit = gfx_least_size(g);
    for (R.digit_sz = fmaxf(R.rowh * 0.55f, least_digit);; R.digit_sz = fmaxf(R.digit_sz * 0.95f, least_digit)) {
        float widest = 0;
        for (int j = 0; j < n; j++) {
            char val[16];
            snprintf(val, sizeof val, "%d", set->cards[card[j]].value);
            gfx_text_size(g, FACE_BOLD, R.digit_sz, val, &tw, &th);
            widest = fmaxf(widest, tw);
            gfx_text_size(g, FACE_BOLD, R.digit_sz, set->cards[card[j]].corner, &tw, &th);
            widest = fmaxf(widest, tw);
        }
        if ((widest <= R.disc * 0.9f && th <= R.disc * 1.12f) || R.digit_sz <= least_digit) break;
    }
    return R;
}

/* A disc of the deck list with its digit, noted for tests. */
static void deck_disc(UiApp *app, SDL_FRect r, SDL_Color c, float digit_sz, const char *digit)
{
    UiSession *S = &app->s;
    if (app->pass == PASS_DRAW && S->ndeck_discs < (int)(sizeof S->deck_discs / sizeof S->deck_discs[0])) S->deck_discs[S->ndeck_discs++] = r;
    gfx_circle(&app->gfx, r.x + r.w / 2, r.y + r.h / 2, r.w / 2, c);
    gfx_text_line(&app->gfx, FACE_BOLD, digit_sz, WHITE, r, ALIGN_CENTER, digit);
}

/* The cards of the previewed seat's deck (its chosen deck, or the set's
 * default mix), as a list; hovering one is not needed to choose. */
static float deck_preview(UiApp *app, const CardSet *set, SDL_FRect box)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    int seat = S->deck_seat >= 0 && S->deck_seat < S->nplayers ? S->deck_seat : 0;
    const SeatCfg *sc = &S->seats[seat];
    const Deck *d = sc->deck >= 0 && sc->deck < set->ndecks ? &set->decks[sc->deck] : NULL;
    char head[160];
    snprintf(head, sizeof head, "%s's deck: %s", sc->name[0] ? sc->name : "Player", d ? d->name : set->ndecks ? "not chosen" : "the default mix");
    /* the heading at its size, wrapped if long: never smaller than the lines
     * under it (in a fixed 22-unit box it shrank under them at 150 % text) */
    float y = box.y + gfx_text_wrap(g, FACE_BOLD, HEAD_SIZE, WHITE, box.x, box.y, box.w, ALIGN_LEFT, head) + 4;
    float style_y = y, style_h = d && d->style[0] ? gfx_text_wrap_height(g, FACE_SANS, BODY_SIZE, box.w, d->style) + 6 : 0;
    y += style_h; /* its height at the body's largest size: at a smaller one it takes no more */
    if (!d && set->ndecks > 0) { /* the game deals one of the set's ready decks, not the whole set */
        char t[200];
        snprintf(t, sizeof t, "No deck chosen: the game deals one of the set's %d ready decks. Choose a deck beside "
                 "a player to see its cards here.", set->ndecks);
        return y + gfx_text_wrap(g, FACE_SANS, 14, CREAM, box.x, y, box.w, ALIGN_LEFT, t);
    }
    /* the distinct cards with their counts */
    int card[DECK_MAX], count[DECK_MAX], n = 0;
    int total = d ? d->ncards : set->ncards;
    for (int k = 0; k < total; k++) {
        int c = d ? d->cards[k] : k, copies = d ? 1 : set->cards[k].copies;
        if (c < 0 || c >= set->ncards || copies <= 0) continue;
        int j = 0;
        while (j < n && card[j] != c) j++;
        if (j == n) {
            if (n == DECK_MAX) break;
            card[n] = c;
            count[n++] = 0;
        }
        count[j] += copies;
    }
    /* a list like a deck sheet: per row the cost disc, the name, the copies
     * and the power disc; two columns, or one if it reads as large */
    float avail = box.y + box.h - y;
    DeckRows two = deck_rows(g, set, card, count, n, 2, avail, box.w), one = deck_rows(g, set, card, count, n, 1, avail, box.w);
    DeckRows R = one.fits && (!two.fits || one.name_sz >= two.name_sz) ? one : two;
    if (R.rowh < ROW_MIN) { /* the whole set: too long to list readably */
        if (style_h > 0) gfx_text_wrap(g, FACE_SANS, BODY_SIZE, CREAM, box.x, style_y, box.w, ALIGN_LEFT, d->style);
        char t[200];
        snprintf(t, sizeof t, "The default deck is built from the whole set (%d kinds of card). Choose a deck beside a "
                 "player to see its cards here.", n);
        return y + gfx_text_wrap(g, FACE_SANS, 14, CREAM, box.x, y, box.w, ALIGN_LEFT, t);
    }
    /* the deck's style line and its cards: one body size (the names shrank
     * under the line above them at 150 % text) */
    if (style_h > 0) y = style_y + gfx_text_wrap(g, FACE_SANS, R.name_sz, CREAM, box.x, style_y, box.w, ALIGN_LEFT, d->style) + 6;
    float em = R.name_sz * text_scale(g);
    for (int j = 0; j < n; j++) {
        const CardDef *cd = &set->cards[card[j]];
        int c = j / R.per_col;
        /* the second column flush right: what is spare widens the gap between the columns */
        float x = c == 0 ? box.x : box.x + box.w - R.colw[c], yy = y + (j % R.per_col) * R.rowh;
        SDL_FRect cost = {x, yy + (R.rowh - R.disc) / 2, R.disc, R.disc}, power = cost;
        power.x = x + R.colw[c] - R.disc;
        if (cd->corner[0]) deck_disc(app, cost, accent_colour(cd->colour, rgba(0x8a, 0x64, 0x3e, 255)), R.digit_sz, cd->corner);
        char val[16];
        snprintf(val, sizeof val, "%d", cd->value);
        deck_disc(app, power, rgba(0x5a, 0x40, 0x28, 255), R.digit_sz, val);
        float nx = x + R.disc + DISC_GAP * em;
        gfx_text_line(g, FACE_SANS, R.name_sz, WHITE, (SDL_FRect){nx, yy, R.name_w[c] + 1, R.rowh}, ALIGN_LEFT, cd->name);
        if (count[j] > 1) {
            char cnt[16];
            snprintf(cnt, sizeof cnt, "×%d", count[j]);
            gfx_text_line(g, FACE_BOLD, R.name_sz, CREAM, (SDL_FRect){power.x - COUNT_GAP * em - R.count_w[c] - 1, yy, R.count_w[c] + 1, R.rowh},
                          ALIGN_RIGHT, cnt);
        }
    }
    return y + R.per_col * R.rowh;
}

/* A set that did not load: greyed, but a click opens its report. */
static bool broken_set_row(UiApp *app, SDL_FRect r, const char *label)
{
    if (app->pass != PASS_DRAW) return ui_button(app, r, label, true, false);
    UiGfx *g = &app->gfx;
    gfx_rrect(g, r, 8, rgba(80, 70, 60, 160), rgba(60, 52, 44, 160));
    gfx_text_fit(g, FACE_BOLD, 15, rgba(200, 190, 170, 150), r.x + 12, r.y + 8, r.w - 24, ALIGN_LEFT, label);
    return false;
}


void scene_setup(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const GameModule *m = S->m;
    if (!m) { app_goto_menu(app, NULL); return; }
    if (app->pass == PASS_DRAW) S->ndeck_discs = 0; /* the deck list notes this frame's */
    const char *grey_why = NULL; /* a grey button under the pointer says why, over everything else */
    ui_felt(app, S->layout_ok ? S->layout.felt_top : rgba(0x2f, 0x6b, 0x4a, 255),
            S->layout_ok ? S->layout.felt_bottom : rgba(0x16, 0x3a, 0x28, 255));
    char t[128];
    snprintf(t, sizeof t, "New game: %s", m->title);
    title(app, t, NULL);
    /* every game's blurb at one size (the largest at which the longest fits), so they do not shrink unevenly */
    float bs = 17;
    for (int i = 0; i < games_count(); i++) {
        const char *b = games_at(i)->blurb;
        float bw, bh;
        for (gfx_text_size(g, FACE_SANS, bs, b ? b : "", &bw, &bh); bw > 1300 && bs > 10;
             gfx_text_size(g, FACE_SANS, bs, b, &bw, &bh))
            bs *= 0.97f;
    }
    if (m->blurb) gfx_text_line(g, FACE_SANS, bs, CREAM, (SDL_FRect){150, 89, 1300, 26}, ALIGN_CENTER, m->blurb);

    /* seats */
    SDL_FRect lp = {40, 130, 900, 660};
    ui_panel(app, lp);
    /* the title at the panel titles' size, the counter after it (in a fixed
     * 132-wide box it shrank and met "−" at 150 % text) */
    float title_w, title_h;
    gfx_text_size(g, FACE_SERIF_BOLD, 22, "Players", &title_w, &title_h);
    gfx_text(g, FACE_SERIF_BOLD, 22, GOLD, lp.x + 20, lp.y + 16, ALIGN_LEFT, "Players");
    float cx = lp.x + 20 + (title_w > 124 ? title_w : 124) + 16; /* the counter's left edge */
    char pc[32];
    snprintf(pc, sizeof pc, "%d", S->nplayers);
    if (ui_button(app, (SDL_FRect){cx, lp.y + 12, 40, 36}, "−", S->nplayers > m->min_players, false)) {
        S->nplayers--;
        app_dirty(app);
        return;
    }
    gfx_text(g, FACE_BOLD, 22, WHITE, cx + 68, lp.y + 16, ALIGN_CENTER, pc);
    if (ui_button(app, (SDL_FRect){cx + 96, lp.y + 12, 40, 36}, "+", S->nplayers < m->max_players, false)) {
        S->nplayers++;
        app_dirty(app);
        return;
    }
    char range[48];
    snprintf(range, sizeof range, "(%d to %d)", m->min_players, m->max_players);
    gfx_text(g, FACE_SANS, 15, CREAM, cx + 152, lp.y + 22, ALIGN_LEFT, range);
    const CardSet *set = play_set(app);
    bool decks = (m->flags & GM_DECKS) && set && set->ndecks > 0;
    float y = lp.y + 70;
    gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 64, y, ALIGN_LEFT, "Name");
    gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 330, y, ALIGN_LEFT, "Who plays");
    gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 500, y, ALIGN_LEFT, "AI strength");
    if (decks) gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 660, y, ALIGN_LEFT, "Deck");
    y += 24;
    static const char *const LV[AI_TABLE_NLEVELS] = {"Easy", "Normal", "Hard"}; /* AI_TABLE_LEVELS' names */
    const float seat_col_w[3] = {150, 140, 220};
    float seat_sz = seat_button_size(g, set, decks, seat_col_w, 36 * 0.4f);
    for (int i = 0; i < S->nplayers; i++) {
        SeatCfg *sc = &S->seats[i];
        SDL_FRect sw = {lp.x + 20, y + 4, 34, 36};
        SDL_Color c = UI_PALETTE[sc->colour & 7];
        gfx_rrect(g, sw, 8, c, mixc(c, rgba(0, 0, 0, 255), 0.25f));
        gfx_shape(g, seat_shape(i), sw.x + 17, sw.y + 18, 8, rgba(255, 255, 255, 230), rgba(0, 0, 0, 255));
        if (ui_hit(app, sw)) {
            /* next colour not used by another seat */
            for (int k = 1; k <= 8; k++) {
                int cand = (sc->colour + k) & 7;
                bool used = false;
                for (int j = 0; j < S->nplayers; j++) used |= j != i && (S->seats[j].colour & 7) == cand;
                if (!used) { sc->colour = cand; break; }
            }
            app_dirty(app);
            return;
        }
        if (app->pass == PASS_COLLECT) {
            char lab[32];
            snprintf(lab, sizeof lab, "colour %d", i);
            ui_collect(app, CLICK_BUTTON, lab, sw);
        }
        if (sc->net) /* the player who joins gives the name */
            gfx_text_line(g, FACE_SANS, 15, CREAM, (SDL_FRect){lp.x + 70, y + 4, 244, 36}, ALIGN_LEFT, "joins over the network");
        else
            ui_textfield(app, (SDL_FRect){lp.x + 64, y + 4, 250, 36}, sc->name, sizeof sc->name);
        char who[32];
        snprintf(who, sizeof who, "%s", sc->ai ? "AI" : sc->net ? "Network" : "Human");
        if (ui_cycle_button(app, (SDL_FRect){lp.x + 330, y + 4, seat_col_w[0], 36}, who, true, seat_sz)) {
            /* hosting: Human -> AI -> Network (a player over the network) -> Human */
            bool to_net = app->net_setup && sc->ai;
            sc->ai = !sc->ai && !sc->net;
            sc->net = to_net;
            app_dirty(app);
            return;
        }
        if (sc->ai && ui_cycle_button(app, (SDL_FRect){lp.x + 500, y + 4, seat_col_w[1], 36}, LV[sc->level % AI_TABLE_NLEVELS], true, seat_sz)) {
            sc->level = (sc->level + 1) % AI_TABLE_NLEVELS;
            app_dirty(app);
            return;
        }
        if (decks) {
            const char *dn = sc->deck >= 0 && sc->deck < set->ndecks ? set->decks[sc->deck].name : "Default deck";
            if (ui_cycle_button(app, (SDL_FRect){lp.x + 660, y + 4, seat_col_w[2], 36}, dn, true, seat_sz)) {
                sc->deck = sc->deck + 1 >= set->ndecks ? -1 : sc->deck + 1;
                S->deck_seat = i; /* its cards show in the preview */
                app_dirty(app);
                return;
            }
        }
        y += 50;
    }
    int humans = 0, guests = 0;
    for (int i = 0; i < S->nplayers; i++) {
        humans += !S->seats[i].ai && !S->seats[i].net;
        guests += S->seats[i].net;
    }
    const char *mode = humans == 0 ? "All seats are AI: you watch the game."
                     : humans == 1 ? "Solo against the AI."
                                   : "Hot-seat: a \"Pass to\" screen hides each hand between human turns.";
    /* hosting: one seat is this window's, at least one a guest's (else Host game says why) */
    const char *host_why = humans != 1 ? "Hosting: make exactly one seat Human (yours); the others AI or Network."
                         : guests == 0 ? "Hosting: make at least one seat Network (a player joining over the network)."
                                       : NULL;
    if (app->net_setup) {
        mode = host_why ? host_why : "Hosting: Network seats are taken by players who join; AI seats play on this computer.";
        /* kept with the settings: a host who lets people watch usually does again */
        gfx_text(g, FACE_BOLD, 15, WHITE, lp.x + 20, lp.y + lp.h - 82, ALIGN_LEFT, "Spectators");
        const char *watch = app->settings.allow_spectators ? "Allowed: they see the public table only" : "Not allowed";
        if (ui_cycle_button(app, (SDL_FRect){lp.x + 150, lp.y + lp.h - 90, 420, 36}, watch, true, 0)) {
            app->settings.allow_spectators = !app->settings.allow_spectators;
            app_settings_changed(app);
            app_dirty(app);
            return;
        }
    }
    gfx_text(g, FACE_SANS, 15, CREAM, lp.x + 20, lp.y + lp.h - 34, ALIGN_LEFT, mode);

    /* options and card set */
    SDL_FRect rp = {970, 130, 590, 660};
    ui_panel(app, rp);
    gfx_text(g, FACE_SERIF_BOLD, 22, GOLD, rp.x + 20, rp.y + 16, ALIGN_LEFT, "Options");
    y = rp.y + 60;
    /* the option names at one size, the largest at which each fits its column
     * (at 150 % text "Mustering period" shrank alone under "Game length");
     * the choices at one size too, so a button's label keeps its size as it
     * cycles; a choice too long beside its name gets a row of its own */
    int nopt = m->num_options < GM_MAX_OPTIONS ? m->num_options : GM_MAX_OPTIONS;
    float side_w = rp.w - 50 - OPTION_NAME_W, button_sz = 38 * 0.4f;
    float choice_sz = option_choice_size(g, m, nopt, side_w - 14, button_sz);
    bool stacked = choice_sz < button_sz * 0.85f;
    if (stacked) choice_sz = option_choice_size(g, m, nopt, rp.w - 40 - 14, button_sz);
    const char *names[GM_MAX_OPTIONS];
    float name_w[GM_MAX_OPTIONS];
    for (int i = 0; i < nopt; i++) {
        names[i] = m->options[i].label;
        name_w[i] = stacked ? rp.w - 40 : OPTION_NAME_W;
    }
    float name_sz = gfx_row_size(g, FACE_BOLD, 16, 9, names, name_w, nopt), name_h;
    gfx_text_size(g, FACE_BOLD, name_sz, "Ag", NULL, &name_h);
    for (int i = 0; i < nopt; i++) {
        const GameOption *o = &m->options[i];
        gfx_text_fit(g, FACE_BOLD, name_sz, WHITE, rp.x + 20, y + (stacked ? 0 : 10) + (16 - name_sz) / 2, name_w[i], ALIGN_LEFT,
                     o->label);
        int ch = S->setup.option[i];
        if (ch < 0 || ch >= o->nchoices) ch = o->default_choice;
        const char *cl = o->choice_labels[ch] ? o->choice_labels[ch] : o->choices[ch];
        SDL_FRect b = stacked ? (SDL_FRect){rp.x + 20, y + name_h + 4, rp.w - 40, 38} : (SDL_FRect){rp.x + 30 + OPTION_NAME_W, y + 2, side_w, 38};
        if (ui_cycle_button(app, b, cl ? cl : "?", o->nchoices > 1, choice_sz)) {
            S->setup.option[i] = (ch + 1) % o->nchoices;
            app_dirty(app);
            return;
        }
        y += stacked ? name_h + 4 + 50 : 50;
    }
    if (m->num_options == 0) {
        gfx_text(g, FACE_SANS, 15, CREAM, rp.x + 20, y + 6, ALIGN_LEFT, "This game has no set-up options.");
        y += 40;
    }
    y += 16;
    gfx_text(g, FACE_SERIF_BOLD, 20, GOLD, rp.x + 20, y, ALIGN_LEFT, "Card set");
    y += 36;
    char set_label[160];
    db_set_label(app, S->set_idx, set_label, sizeof set_label); /* twins named by their folder */
    if (set && S->nsets == 1) {
        SDL_FRect box = {rp.x + 20, y, rp.w - 40, 40};
        gfx_rrect(g, box, 9, rgba(255, 255, 255, 18), rgba(255, 255, 255, 10));
        gfx_text_fit(g, FACE_BOLD, 17, WHITE, box.x + 14, box.y + 9, box.w - 28, ALIGN_LEFT, set_label);
    } else if (set && ui_cycle_button(app, (SDL_FRect){rp.x + 20, y, rp.w - 40, 40}, set_label, S->nsets > 1, 0)) {
        S->set_idx = (S->set_idx + 1) % S->nsets;
        for (int i = 0; i < GM_MAX_PLAYERS; i++) S->seats[i].deck = -1;
        app_dirty(app);
        return;
    }
    y += 48;
    /* the row's three buttons at one size, the largest at which each fits */
    bool deck_buttons = set && (m->flags & GM_DECKS) && m->card_attrs;
    const SDL_FRect print_r = {rp.x + 20, y, 200, 38}, edit_r = {rp.x + 230, y, 170, 38}, new_r = {rp.x + 410, y, rp.w - 430, 38};
    const char *row[3] = {app->print_stage ? "Printing…" : "Print sheets…", "Edit deck…", "New deck"};
    const float row_w[3] = {print_r.w - 14, edit_r.w - 14, new_r.w - 14};
    float row_sz = gfx_row_size(g, FACE_BOLD, 38 * 0.4f, 9, row, row_w, deck_buttons ? 3 : 1);
    print_sheets_button(app, print_r, m, set, row_sz);
    if (deck_buttons) { /* the deck builder, for the previewed seat's deck */
        int seat = S->deck_seat >= 0 && S->deck_seat < S->nplayers ? S->deck_seat : 0, d = S->seats[seat].deck;
        bool editable = d >= 0 && d < set->ndecks;
        if (ui_button_sized(app, edit_r, "Edit deck…", editable, false, row_sz)) {
            deck_builder_open(app, m, S->set_idx, d, seat);
            return;
        }
        if (!editable && app->overlay == OV_NONE && ui_hover(app, edit_r))
            grey_why = "Choose a deck beside a player first (the default deck is dealt at random)";
        if (ui_button_sized(app, new_r, "New deck", true, false, row_sz)) {
            deck_builder_open(app, m, S->set_idx, -1, seat);
            return;
        }
    }
    y += 46;
    if (app->print_notice[0]) /* where the PDF went: at the description's size, wrapped, never under the floor */
        y += gfx_text_wrap(g, FACE_SANS, fmaxf(14, gfx_least_size(g)), CREAM, rp.x + 20, y, rp.w - 40, ALIGN_LEFT, app->print_notice) + 8;
    if (set && set->description[0]) y += gfx_text_wrap(g, FACE_SANS, 14, CREAM, rp.x + 20, y, rp.w - 40, ALIGN_LEFT, set->description) + 8;
    if (decks) y = deck_preview(app, set, (SDL_FRect){rp.x + 20, y + 6, rp.w - 40, rp.y + rp.h - y - 20});
    for (int i = 0; i < S->nbroken && y + 36 < rp.y + rp.h - 10; i++, y += 40) {
        char label[120];
        snprintf(label, sizeof label, "%s: %d problem%s", S->broken_name[i], S->broken_count[i], S->broken_count[i] == 1 ? "" : "s");
        if (broken_set_row(app, (SDL_FRect){rp.x + 20, y, rp.w - 40, 34}, label)) {
            S->report_idx = i;
            S->report_scroll = 0;
            app->overlay = OV_SET_REPORT;
            app_dirty(app);
            return;
        }
    }
    if (S->set_report[0]) {
        char rep[2200];
        snprintf(rep, sizeof rep, "Some card sets were skipped:\n%s", S->set_report);
        float h = gfx_text_wrap_height(g, FACE_SANS, 13, rp.w - 60, rep);
        float maxh = rp.y + rp.h - 20 - y;
        if (h > maxh - 20) h = maxh - 20;
        if (h > 0) {
            SDL_FRect wbox = {rp.x + 20, y, rp.w - 40, h + 20};
            gfx_rrect(g, wbox, 8, rgba(90, 40, 20, 220), rgba(70, 30, 14, 220));
            gfx_text_wrap(g, FACE_SANS, 13, WHITE, wbox.x + 10, wbox.y + 10, wbox.w - 20, ALIGN_LEFT, rep);
        }
    }

    if (ui_button(app, (SDL_FRect){40, 812, 200, 56}, "Back", true, false)) {
        app_goto_menu(app, NULL);
        return;
    }
    SDL_FRect start_r = {1300, 812, 260, 56};
    if (app->net_setup && host_why && ui_hover(app, start_r)) grey_why = host_why;
    if (ui_button(app, start_r, app->net_setup ? "Host game" : "Start game", set != NULL && (!app->net_setup || !host_why), true)) {
        app->focus_buf = NULL;
        for (int i = 0; i < S->nplayers; i++) {
            S->setup.deck[i][0] = 0;
            if (decks && S->seats[i].deck >= 0 && S->seats[i].deck < set->ndecks)
                snprintf(S->setup.deck[i], sizeof S->setup.deck[i], "%s", set->decks[S->seats[i].deck].id);
            if (!S->seats[i].name[0]) snprintf(S->seats[i].name, sizeof S->seats[i].name, "Player %d", i + 1);
        }
        if (app->net_setup) { /* not remembered: the next game at this screen would find a guest's seat a person's */
            net_play_host(app);
        } else {
            setup_remember(app);
            play_start(app, app_new_game_seed(app));
        }
        return;
    }
    if (grey_why) table_tooltip(app, grey_why, app->mx, app->my);
}
