/* scenes.c — main menu, game setup, results, error screen, and the pause,
 * settings and rules overlays.  Every screen has a way back. */
#include "ui_internal.h"
#include "core/registry.h"
#include "core/json_util.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

static void title(UiApp *app, const char *t, const char *sub)
{
    UiGfx *g = &app->gfx;
    gfx_text_line(g, FACE_SERIF_BOLD, 40, GOLD, (SDL_FRect){150, 30, 1300, 56}, ALIGN_CENTER, t);
    if (sub) gfx_text_line(g, FACE_SANS, 17, CREAM, (SDL_FRect){150, 89, 1300, 26}, ALIGN_CENTER, sub);
}

void menu_refresh(UiApp *app)
{
    char path[700];
    snprintf(path, sizeof path, "%s/autosave.json", app->pref_dir);
    struct stat sb;
    app->has_autosave = app->pref_dir[0] && stat(path, &sb) == 0;
    app->autosave_game[0] = 0;
    if (app->has_autosave) {
        /* the game id is enough for the button; the full load happens on Continue */
        FILE *f = fopen(path, "rb");
        if (f) {
            char buf[4096];
            size_t n = fread(buf, 1, sizeof buf - 1, f);
            buf[n] = 0;
            fclose(f);
            char *p = strstr(buf, "\"game\"");
            if (p && (p = strchr(p + 6, '"'))) {
                char *e = strchr(p + 1, '"');
                if (e && e - p - 1 < (long)sizeof app->autosave_game) {
                    snprintf(app->autosave_game, sizeof app->autosave_game, "%.*s", (int)(e - p - 1), p + 1);
                    const GameModule *m = games_find(app->autosave_game);
                    if (m) snprintf(app->autosave_game, sizeof app->autosave_game, "%s", m->title);
                }
            }
        }
        /* autosave.json is from before a failed autosave: say so */
        if (app->autosave_failed)
            snprintf(app->menu_notice, sizeof app->menu_notice,
                     "The last autosave failed (%s).\nContinue opens the game as it was saved before that.", app->autosave_error);
    }
}

void scene_menu(UiApp *app)
{
    UiGfx *g = &app->gfx;
    ui_felt(app, rgba(0x2f, 0x6b, 0x4a, 255), rgba(0x14, 0x36, 0x25, 255));
    /* two small fans of cards framing the title */
    for (int side = -1; side <= 1; side += 2) {
        for (int k = 0; k < 5; k++) {
            double a = (k - 2) * 9.0 + side * 6;
            float x = 800 + side * 480 + (k - 2) * 26 - 55, y = 60 + (float)((k - 2) * (k - 2)) * 4;
            card_draw_rot(app, NULL, NULL, (SDL_FRect){x, y, 110, 154}, false, a);
        }
    }
    gfx_crown(g, 800, 92, 90, rgba(0xe9, 0xc4, 0x6a, 255));
    gfx_text_line(g, FACE_SERIF_BOLD, 76, rgba(0x24, 0x14, 0x08, 160), (SDL_FRect){403, 145, 800, 100}, ALIGN_CENTER, "Crowntable");
    gfx_text_line(g, FACE_SERIF_BOLD, 76, GOLD, (SDL_FRect){400, 142, 800, 100}, ALIGN_CENTER, "Crowntable");
    gfx_text_line(g, FACE_SANS, 19, CREAM, (SDL_FRect){100, 248, 1400, 32}, ALIGN_CENTER,
                  "Card and board games at one table: hot-seat with friends, or against the AI.");

    int n = games_count();
    /* the cards grow with the text size, so the blurbs keep a readable size */
    float ts = g->text_scale > 1 ? g->text_scale : 1;
    float cw = 440, ch = 250 + 140 * (ts - 1), gap = 28;
    float total = n * cw + (n - 1) * gap;
    if (total > 1500) { cw = (1500 - (n - 1) * gap) / n; total = 1500; }
    float x0 = 800 - total / 2, y0 = 312;
    /* one title size, one blurb size and one "Play ..." size for every card: the largest at which all fit */
    float title_sz = 30, blurb_sz = 16, play_sz = 44 * 0.4f; /* a 44-high button's own label size */
    for (int i = 0; i < n; i++) {
        const GameModule *m = games_at(i);
        float tw, th;
        char lab[96];
        snprintf(lab, sizeof lab, "Play %s", m->title);
        for (gfx_text_size(g, FACE_BOLD, play_sz, lab, &tw, &th); tw > cw - 48 - 14 && play_sz > 9;
             gfx_text_size(g, FACE_BOLD, play_sz, lab, &tw, &th))
            play_sz *= 0.96f;
        for (gfx_text_size(g, FACE_SERIF_BOLD, title_sz, m->title, &tw, &th); tw > cw - 48 && title_sz > 14;
             gfx_text_size(g, FACE_SERIF_BOLD, title_sz, m->title, &tw, &th))
            title_sz *= 0.96f;
        while (m->blurb && blurb_sz > 8 && gfx_text_wrap_height(g, FACE_SANS, blurb_sz, cw - 48, m->blurb) > ch - 156)
            blurb_sz *= 0.96f;
    }
    for (int i = 0; i < n; i++) {
        const GameModule *m = games_at(i);
        SDL_FRect r = {x0 + i * (cw + gap), y0, cw, ch};
        bool hov = ui_hover(app, r);
        gfx_shadow(g, r, 16, 12, 110);
        gfx_rrect(g, r, 16, hov ? rgba(0x5a, 0x3a, 0x22, 250) : rgba(0x46, 0x2c, 0x1a, 245), rgba(0x2a, 0x1a, 0x0e, 250));
        gfx_rrect_outline(g, r, 16, hov ? 2.5f : 1.5f, hov ? rgba(0xe9, 0xc4, 0x6a, 255) : rgba(0xe9, 0xc4, 0x6a, 120));
        /* boxes, not lines: at a small window and a large text size each part keeps to its own space */
        gfx_text_line(g, FACE_SERIF_BOLD, title_sz, GOLD, (SDL_FRect){r.x + 24, r.y + 16, r.w - 48, 44}, ALIGN_LEFT, m->title);
        char pl[64];
        if (m->min_players == m->max_players) snprintf(pl, sizeof pl, "%d players", m->min_players);
        else snprintf(pl, sizeof pl, "%d–%d players", m->min_players, m->max_players);
        gfx_text_line(g, FACE_BOLD, 15, rgba(0xe9, 0xc4, 0x6a, 230), (SDL_FRect){r.x + 24, r.y + 62, r.w - 48, 24}, ALIGN_LEFT, pl);
        gfx_text_box(g, FACE_SANS, blurb_sz, CREAM, (SDL_FRect){r.x + 24, r.y + 90, r.w - 48, r.h - 60 - 96}, ALIGN_LEFT, false,
                     m->blurb ? m->blurb : "");
        char lab[96];
        snprintf(lab, sizeof lab, "Play %s", m->title);
        if (ui_button_sized(app, (SDL_FRect){r.x + 24, r.y + r.h - 60, r.w - 48, 44}, lab, true, true, play_sz) ||
            (app->pass == PASS_CLICK && ui_hit(app, r))) {
            setup_enter(app, m);
            return;
        }
    }
    float by = y0 + ch + 44;
    float bw = 300;
    float bx = 800 - bw / 2;
    if (app->has_autosave) {
        char lab[128];
        snprintf(lab, sizeof lab, "Continue%s%s%s", app->autosave_failed ? " an older save" : "",
                 app->autosave_game[0] ? ": " : "", app->autosave_game);
        if (ui_button(app, (SDL_FRect){bx - 60, by, bw + 120, 50}, lab, true, true)) {
            app->menu_notice[0] = 0;
            if (!play_continue(app)) {
                menu_refresh(app);
                if (app->scene == SCENE_TABLE) app->scene = SCENE_MENU;
            }
            app_dirty(app);
            return;
        }
        by += 62;
    }
    /* Load game, Deck builder and Settings share a row: Quit keeps its place */
    if (ui_button(app, (SDL_FRect){800 - bw / 2 - 16 - bw, by, bw, 46}, "Load game", true, false)) {
        saves_refresh(app);
        app->overlay = OV_LOAD;
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){800 - bw / 2, by, bw, 46}, "Deck builder", true, false)) {
        deck_builder_open_from_menu(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){800 + bw / 2 + 16, by, bw, 46}, "Settings", true, false)) {
        app->overlay = OV_SETTINGS;
        app->settings_return = OV_NONE;
        app_dirty(app);
        return;
    }
    by += 58;
    if (ui_button(app, (SDL_FRect){bx, by, bw, 46}, "Quit", true, false)) {
        app->quit = true;
        return;
    }
    if (app->menu_notice[0]) {
        float h = gfx_text_wrap_height(g, FACE_SANS, 15, 1000, app->menu_notice);
        SDL_FRect p = {300, UI_H - h - 90, 1000, h + 70};
        gfx_rrect(g, p, 10, rgba(90, 30, 20, 240), rgba(60, 20, 14, 240));
        gfx_rrect_outline(g, p, 10, 1.5f, rgba(255, 160, 120, 200));
        gfx_text_wrap(g, FACE_SANS, 15, WHITE, p.x + 16, p.y + 12, p.w - 32, ALIGN_LEFT, app->menu_notice);
        if (ui_button(app, (SDL_FRect){p.x + p.w - 130, p.y + p.h - 46, 114, 36}, "Dismiss", true, false)) {
            app->menu_notice[0] = 0;
            app_dirty(app);
            return;
        }
    }
    gfx_text(g, FACE_SANS, 12, rgba(255, 255, 255, 90), UI_W - 12, UI_H - 22, ALIGN_RIGHT, "Esc: menu · Ctrl+Z: undo · H: hint · F11: fullscreen");
}

/* ---------------------------------------------------------------- setup */
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
    app->scene = SCENE_SETUP;
    app->overlay = OV_NONE;
    app_dirty(app);
}

/* The cards of the previewed seat's deck (its chosen deck, or the set's
 * default mix), as small cards; hovering one is not needed to choose. */
static float deck_preview(UiApp *app, const CardSet *set, SDL_FRect box)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    int seat = S->deck_seat >= 0 && S->deck_seat < S->nplayers ? S->deck_seat : 0;
    const SeatCfg *sc = &S->seats[seat];
    const Deck *d = sc->deck >= 0 && sc->deck < set->ndecks ? &set->decks[sc->deck] : NULL;
    char head[160];
    snprintf(head, sizeof head, "%s's deck: %s", sc->name[0] ? sc->name : "Player", d ? d->name : set->ndecks ? "not chosen" : "the default mix");
    gfx_text_line(g, FACE_BOLD, 16, WHITE, (SDL_FRect){box.x, box.y, box.w, 22}, ALIGN_LEFT, head);
    float y = box.y + 26;
    if (d && d->style[0]) y += gfx_text_wrap(g, FACE_SANS, 13, CREAM, box.x, y, box.w, ALIGN_LEFT, d->style) + 6;
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
    /* a list in two columns: corner, name, count and value, like a deck sheet */
    int per_col = (n + 1) / 2;
    float rowh = per_col > 0 ? (box.y + box.h - y) / per_col : 24;
    if (rowh < 15) { /* the whole set: too long to list readably */
        char t[200];
        snprintf(t, sizeof t, "The default deck is built from the whole set (%d kinds of card). Choose a deck beside a "
                 "player to see its cards here.", n);
        return y + gfx_text_wrap(g, FACE_SANS, 14, CREAM, box.x, y, box.w, ALIGN_LEFT, t);
    }
    if (rowh > 26) rowh = 26;
    float colw = (box.w - 16) / 2;
    for (int j = 0; j < n; j++) {
        const CardDef *cd = &set->cards[card[j]];
        float x = box.x + (j / per_col) * (colw + 16), yy = y + (j % per_col) * rowh;
        SDL_Color acc = accent_colour(cd->colour, rgba(0x8a, 0x64, 0x3e, 255));
        float rad = rowh * 0.4f;
        if (cd->corner[0]) {
            gfx_circle(g, x + rad, yy + rowh / 2, rad, acc);
            gfx_text_line(g, FACE_BOLD, rowh * 0.55f, WHITE, (SDL_FRect){x, yy + 2, 2 * rad, rowh - 4}, ALIGN_CENTER, cd->corner);
        }
        char cnt[16], val[16];
        snprintf(cnt, sizeof cnt, "×%d", count[j]);
        snprintf(val, sizeof val, "%d", cd->value);
        float vx = x + colw - 2 * rad;
        gfx_circle(g, vx + rad, yy + rowh / 2, rad, rgba(0x5a, 0x40, 0x28, 255));
        gfx_text_line(g, FACE_BOLD, rowh * 0.55f, WHITE, (SDL_FRect){vx, yy + 2, 2 * rad, rowh - 4}, ALIGN_CENTER, val);
        gfx_text_line(g, FACE_BOLD, rowh * 0.55f, CREAM, (SDL_FRect){vx - 34, yy, 30, rowh}, ALIGN_RIGHT, count[j] > 1 ? cnt : "");
        gfx_text_line(g, FACE_SANS, rowh * 0.6f, WHITE, (SDL_FRect){x + 2 * rad + 8, yy, vx - 40 - (x + 2 * rad + 8), rowh},
                      ALIGN_LEFT, cd->name);
    }
    return y + per_col * rowh;
}

static bool cycle_button(UiApp *app, SDL_FRect r, const char *label, bool enabled)
{
    char b[140];
    snprintf(b, sizeof b, "%s  ▸", label);
    return ui_button(app, r, b, enabled, false);
}

static bool broken_set_row(UiApp *app, SDL_FRect r, const char *label); /* below, beside its overlay */

void scene_setup(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const GameModule *m = S->m;
    if (!m) { app_goto_menu(app, NULL); return; }
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
    gfx_text_line(g, FACE_SERIF_BOLD, 22, GOLD, (SDL_FRect){lp.x + 20, lp.y + 12, 132, 36}, ALIGN_LEFT, "Players");
    char pc[32];
    snprintf(pc, sizeof pc, "%d", S->nplayers);
    if (ui_button(app, (SDL_FRect){lp.x + 160, lp.y + 12, 40, 36}, "−", S->nplayers > m->min_players, false)) {
        S->nplayers--;
        app_dirty(app);
        return;
    }
    gfx_text(g, FACE_BOLD, 22, WHITE, lp.x + 228, lp.y + 16, ALIGN_CENTER, pc);
    if (ui_button(app, (SDL_FRect){lp.x + 256, lp.y + 12, 40, 36}, "+", S->nplayers < m->max_players, false)) {
        S->nplayers++;
        app_dirty(app);
        return;
    }
    char range[48];
    snprintf(range, sizeof range, "(%d to %d)", m->min_players, m->max_players);
    gfx_text(g, FACE_SANS, 15, CREAM, lp.x + 312, lp.y + 22, ALIGN_LEFT, range);
    const CardSet *set = play_set(app);
    bool decks = (m->flags & GM_DECKS) && set && set->ndecks > 0;
    float y = lp.y + 70;
    gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 64, y, ALIGN_LEFT, "Name");
    gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 330, y, ALIGN_LEFT, "Who plays");
    gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 500, y, ALIGN_LEFT, "AI strength");
    if (decks) gfx_text(g, FACE_BOLD, 13, CREAM, lp.x + 660, y, ALIGN_LEFT, "Deck");
    y += 24;
    static const char *const LV[3] = {"Easy", "Normal", "Hard"};
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
        ui_textfield(app, (SDL_FRect){lp.x + 64, y + 4, 250, 36}, sc->name, sizeof sc->name);
        char who[32];
        snprintf(who, sizeof who, "%s", sc->ai ? "AI" : "Human");
        if (cycle_button(app, (SDL_FRect){lp.x + 330, y + 4, 150, 36}, who, true)) {
            sc->ai = !sc->ai;
            app_dirty(app);
            return;
        }
        if (sc->ai && cycle_button(app, (SDL_FRect){lp.x + 500, y + 4, 140, 36}, LV[sc->level % 3], true)) {
            sc->level = (sc->level + 1) % 3;
            app_dirty(app);
            return;
        }
        if (decks) {
            const char *dn = sc->deck >= 0 && sc->deck < set->ndecks ? set->decks[sc->deck].name : "Default deck";
            if (cycle_button(app, (SDL_FRect){lp.x + 660, y + 4, 220, 36}, dn, true)) {
                sc->deck = sc->deck + 1 >= set->ndecks ? -1 : sc->deck + 1;
                S->deck_seat = i; /* its cards show in the preview */
                app_dirty(app);
                return;
            }
        }
        y += 50;
    }
    int humans = 0;
    for (int i = 0; i < S->nplayers; i++) humans += !S->seats[i].ai;
    const char *mode = humans == 0 ? "All seats are AI: you watch the game."
                     : humans == 1 ? "Solo against the AI."
                                   : "Hot-seat: a \"Pass to\" screen hides each hand between human turns.";
    gfx_text(g, FACE_SANS, 15, CREAM, lp.x + 20, lp.y + lp.h - 34, ALIGN_LEFT, mode);

    /* options and card set */
    SDL_FRect rp = {970, 130, 590, 660};
    ui_panel(app, rp);
    gfx_text(g, FACE_SERIF_BOLD, 22, GOLD, rp.x + 20, rp.y + 16, ALIGN_LEFT, "Options");
    y = rp.y + 60;
    for (int i = 0; i < m->num_options && i < GM_MAX_OPTIONS; i++) {
        const GameOption *o = &m->options[i];
        gfx_text_fit(g, FACE_BOLD, 16, WHITE, rp.x + 20, y + 10, 200, ALIGN_LEFT, o->label);
        int ch = S->setup.option[i];
        if (ch < 0 || ch >= o->nchoices) ch = o->default_choice;
        const char *cl = o->choice_labels[ch] ? o->choice_labels[ch] : o->choices[ch];
        if (cycle_button(app, (SDL_FRect){rp.x + 230, y + 2, rp.w - 250, 38}, cl ? cl : "?", o->nchoices > 1)) {
            S->setup.option[i] = (ch + 1) % o->nchoices;
            app_dirty(app);
            return;
        }
        y += 50;
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
    } else if (set && cycle_button(app, (SDL_FRect){rp.x + 20, y, rp.w - 40, 40}, set_label, S->nsets > 1)) {
        S->set_idx = (S->set_idx + 1) % S->nsets;
        for (int i = 0; i < GM_MAX_PLAYERS; i++) S->seats[i].deck = -1;
        app_dirty(app);
        return;
    }
    y += 48;
    print_sheets_button(app, (SDL_FRect){rp.x + 20, y, 230, 38}, m, set);
    if (set && (m->flags & GM_DECKS) && m->card_attrs) { /* the deck builder, for the previewed seat's deck */
        int seat = S->deck_seat >= 0 && S->deck_seat < S->nplayers ? S->deck_seat : 0, d = S->seats[seat].deck;
        SDL_FRect edit_r = {rp.x + 260, y, 150, 38};
        bool editable = d >= 0 && d < set->ndecks;
        if (ui_button(app, edit_r, "Edit deck…", editable, false)) {
            deck_builder_open(app, m, S->set_idx, d, seat);
            return;
        }
        if (!editable && app->overlay == OV_NONE && ui_hover(app, edit_r))
            grey_why = "Choose a deck beside a player first (the default deck is dealt at random)";
        if (ui_button(app, (SDL_FRect){rp.x + 420, y, rp.w - 440, 38}, "New deck", true, false)) {
            deck_builder_open(app, m, S->set_idx, -1, seat);
            return;
        }
    }
    y += 46;
    if (app->print_notice[0])
        y += gfx_text_wrap(g, FACE_SANS, 13, CREAM, rp.x + 20, y, rp.w - 40, ALIGN_LEFT, app->print_notice) + 8;
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
    if (ui_button(app, (SDL_FRect){1300, 812, 260, 56}, "Start game", set != NULL, true)) {
        app->focus_buf = NULL;
        for (int i = 0; i < S->nplayers; i++) {
            S->setup.deck[i][0] = 0;
            if (decks && S->seats[i].deck >= 0 && S->seats[i].deck < set->ndecks)
                snprintf(S->setup.deck[i], sizeof S->setup.deck[i], "%s", set->decks[S->seats[i].deck].id);
            if (!S->seats[i].name[0]) snprintf(S->seats[i].name, sizeof S->seats[i].name, "Player %d", i + 1);
        }
        setup_remember(app);
        uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 13);
        play_start(app, seed);
        return;
    }
    if (grey_why) table_tooltip(app, grey_why, app->mx, app->my);
}

/* ---------------------------------------------------------------- results */
void scene_results(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (!S->st) { app_goto_menu(app, NULL); return; }
    ui_felt(app, S->layout.felt_top, S->layout.felt_bottom);
    const View *v = S->view;
    double ret[GM_MAX_PLAYERS] = {0};
    S->m->returns(S->st, ret);
    double best = -1;
    int nbest = 0, winner = -1;
    for (int i = 0; i < S->nplayers; i++) {
        if (ret[i] > best + 1e-9) { best = ret[i]; nbest = 1; winner = i; }
        else if (ret[i] > best - 1e-9) nbest++;
    }
    SDL_FRect p = {220, 70, 1160, 760}; /* wide enough for the button row's labels at 150 % text */
    gfx_shadow(g, p, 18, 16, 120);
    ui_panel(app, p);
    gfx_crown(g, 800, 130, 84, rgba(0xe9, 0xc4, 0x6a, 255));
    char head[128];
    if (nbest == 1 && winner >= 0) {
        if (play_human_count(app) == 1 && play_is_human(app, winner)) snprintf(head, sizeof head, "You win, %s!", S->seats[winner].name);
        else snprintf(head, sizeof head, "%s wins!", S->seats[winner].name);
    } else {
        snprintf(head, sizeof head, "A draw");
    }
    if (winner >= 0 && nbest == 1) {
        float w, h;
        gfx_text_size(g, FACE_SERIF_BOLD, 46, head, &w, &h);
        gfx_shape(g, seat_shape(winner), 800 - w / 2 - 30, 210, 14, seat_colour(app, winner), rgba(0, 0, 0, 255));
    }
    gfx_text(g, FACE_SERIF_BOLD, 46, GOLD, 800, 178, ALIGN_CENTER, head);
    float y = 250;
    y += gfx_text_wrap(g, FACE_SANS, 18, WHITE, 360, y, 880, ALIGN_CENTER, v->result) + 18;
    for (int i = 0; i < S->nplayers; i++) {
        SDL_Color c = seat_colour(app, i);
        gfx_shape(g, seat_shape(i), 420, y + 11, 8, c, rgba(0, 0, 0, 255));
        char line[160];
        snprintf(line, sizeof line, "%s%s", S->seats[i].name, S->seats[i].ai ? " (AI)" : "");
        gfx_text(g, FACE_BOLD, 17, WHITE, 440, y, ALIGN_LEFT, line);
        gfx_text_fit(g, FACE_SANS, 16, CREAM, 700, y + 1, 520, ALIGN_LEFT, v->seat_status[i]);
        y += 28;
    }
    /* how the last round ended (View.summary), each seat's line */
    for (int i = 1; i < v->nsummary && i < 8; i++) {
        gfx_text_fit(g, i == v->nsummary - 1 ? FACE_BOLD : FACE_SANS, 15, CREAM, 440, y, 800, ALIGN_LEFT, v->summary[i]);
        y += 22;
    }
    y += 12;
    if (v->nhistory > 0) {
        gfx_text(g, FACE_SERIF_BOLD, 20, GOLD, 420, y, ALIGN_LEFT, "How it went");
        y += 32;
        /* whole lines, wrapped: the latest that fit above the buttons (a cut line would mislead) */
        int first = v->nhistory < 16 ? v->nhistory : 16;
        float used = 0;
        while (first > 0) {
            float h = gfx_text_wrap_height(g, FACE_SANS, 15, 800, v->history[first - 1]) + 4;
            if (y + used + h > 748) break;
            used += h;
            first--;
        }
        if (first > 0) {
            gfx_text(g, FACE_SANS, 13, rgba(255, 236, 200, 150), 1240, y - 26, ALIGN_RIGHT, "earlier turns are in the game log");
        }
        int nh = v->nhistory < 16 ? v->nhistory : 16;
        for (int i = first; i < nh; i++) y += gfx_text_wrap(g, FACE_SANS, 15, CREAM, 440, y, 800, ALIGN_LEFT, v->history[i]) + 4;
    }
    /* one label size for the row, the largest at which every label fits its
     * button (at 150 % text the two long ones shrank alone: issue 8) */
    static const char *const LABEL[4] = {"See the final table", "Rematch", "Restart with the same seed", "Back to menu"};
    static const SDL_FRect BOX[4] = {{244, 760, 278, 52}, {536, 760, 170, 52}, {720, 760, 362, 52}, {1096, 760, 260, 52}};
    float row_sz = 52 * 0.4f > 19 ? 19 : 52 * 0.4f; /* a 52-high button's own label size */
    for (int i = 0; i < 4; i++) {
        float tw, th;
        for (gfx_text_size(g, FACE_BOLD, row_sz, LABEL[i], &tw, &th); tw > BOX[i].w - 14 && row_sz > 9;
             gfx_text_size(g, FACE_BOLD, row_sz, LABEL[i], &tw, &th))
            row_sz *= 0.96f;
    }
    if (ui_button_sized(app, BOX[0], LABEL[0], true, false, row_sz)) {
        S->peek_final = true;
        app->scene = SCENE_TABLE;
        app_dirty(app);
        return;
    }
    if (ui_button_sized(app, BOX[1], LABEL[1], true, true, row_sz)) {
        uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 7);
        play_start(app, seed);
        return;
    }
    if (ui_button_sized(app, BOX[2], LABEL[2], true, false, row_sz)) {
        live_restart_same_seed(app); /* A/B: the same shuffle with the cards as they are now */
        return;
    }
    if (ui_button_sized(app, BOX[3], LABEL[3], true, false, row_sz)) {
        app_goto_menu(app, NULL);
        return;
    }
}

/* ---------------------------------------------------------------- error */
void scene_error(UiApp *app)
{
    UiGfx *g = &app->gfx;
    ui_felt(app, rgba(0x4a, 0x26, 0x1c, 255), rgba(0x24, 0x10, 0x0c, 255));
    SDL_FRect p = {200, 140, 1200, 620};
    ui_panel(app, p);
    gfx_circle(g, 800, 205, 34, rgba(0xd0, 0x4a, 0x30, 255));
    gfx_text(g, FACE_BOLD, 44, WHITE, 800, 178, ALIGN_CENTER, "!");
    gfx_text_fit(g, FACE_SERIF_BOLD, 32, GOLD, 800, 258, 1100, ALIGN_CENTER, app->error_title);
    gfx_text_wrap(g, FACE_SANS, 17, WHITE, 260, 320, 1080, ALIGN_LEFT, app->error_text);
    gfx_text_wrap(g, FACE_SANS, 14, CREAM, 260, 640, 1080, ALIGN_LEFT,
                  "Fix the file named above (the message says where and what was expected) and try again. "
                  "Nothing else was changed.");
    if (ui_button(app, (SDL_FRect){650, 690, 300, 52}, "Back to menu", true, true)) {
        app_goto_menu(app, NULL);
        return;
    }
}

/* ---------------------------------------------------------------- overlays */
static void dim(UiApp *app)
{
    gfx_rect(&app->gfx, (SDL_FRect){0, 0, UI_W, UI_H}, rgba(0, 0, 0, 150));
}

/* The frame every overlay opens with: the table dimmed, a shadowed panel, a title. */
void overlay_frame(UiApp *app, SDL_FRect p, float title_y, const char *title)
{
    dim(app);
    gfx_shadow(&app->gfx, p, 16, 14, 120);
    ui_panel(app, p);
    gfx_text(&app->gfx, FACE_SERIF_BOLD, 30, GOLD, 800, title_y, ALIGN_CENTER, title);
}

void overlay_pause(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    overlay_frame(app, (SDL_FRect){600, 130, 400, 610}, 152, "Paused");
    float y = 212, bw = 320, bx = 640;
    if (!S->confirm_restart && ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Resume", true, true)) { app->overlay = OV_NONE; app_dirty(app); return; }
    y += 62;
    if (S->confirm_restart) {
        /* a misclick must not throw a game away: ask, and keep the old game in Load game */
        const bool same = S->confirm_same_seed;
        gfx_text_box(g, FACE_SANS, 15, CREAM, (SDL_FRect){bx, y - 8, bw, same ? 66 : 40}, ALIGN_CENTER, false,
                     same ? "Restart with the same seed: the same shuffle, with the cards as they are now? "
                            "The game so far is kept in Load game."
                          : "Restart this game? The game so far is kept in Load game.");
        if (same) y += 26;
        if (ui_button(app, (SDL_FRect){bx, y + 40, bw / 2 - 6, 44}, "Yes, restart", true, true)) {
            char kept[800] = "";
            bool worth = S->rec.nactions > 0 && !game_is_over(S->m, S->st);
            bool saved = worth && play_save_copy(app, kept, sizeof kept);
            uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 9);
            if ((same ? live_restart_same_seed(app) : play_start(app, seed)) && worth) {
                snprintf(S->notice, sizeof S->notice, saved ? "New game. The one you left is in Load game."
                                                            : "New game. The one you left could not be kept: %s", kept);
                S->notice_until = app->now + 6;
            }
            return;
        }
        if (ui_button(app, (SDL_FRect){bx + bw / 2 + 6, y + 40, bw / 2 - 6, 44}, "No", true, false)) {
            S->confirm_restart = false;
            app_dirty(app);
        }
        return; /* nothing else until it is answered */
    }
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Restart", S->st != NULL, false)) {
        S->confirm_restart = true;
        S->confirm_same_seed = false;
        app_dirty(app);
        return;
    }
    y += 62;
    /* A/B: the same shuffle again after editing the cards */
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Restart with the same seed", S->st != NULL, false)) {
        S->confirm_restart = true;
        S->confirm_same_seed = true;
        app_dirty(app);
        return;
    }
    y += 62;
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Save game", S->st != NULL, false)) {
        char path[800];
        bool ok = play_save_copy(app, path, sizeof path);
        if (ok) {
            /* the file's name and its folder (home as ~), on lines of their own */
            const char *slash = strrchr(path, '/'), *home = getenv("HOME");
            char folder[600];
            snprintf(folder, sizeof folder, "%.*s", slash ? (int)(slash - path) : 0, path);
            size_t hl = home ? strlen(home) : 0;
            bool in_home = hl > 1 && strncmp(folder, home, hl) == 0 && (folder[hl] == '/' || !folder[hl]);
            snprintf(S->notice, sizeof S->notice, "Saved as %s\nin %s%s\n(Load game in the main menu lists it)",
                     slash ? slash + 1 : path, in_home ? "~" : "", in_home ? folder + hl : folder);
        } else {
            snprintf(S->notice, sizeof S->notice, "Could not save: %s", path);
        }
        S->notice_until = app->now + 6;
        app_dirty(app);
        return;
    }
    y += 62;
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Rules", true, false)) { app->overlay = OV_RULES; app->rules_scroll = 0; app_dirty(app); return; }
    y += 62;
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Settings", true, false)) {
        app->overlay = OV_SETTINGS;
        app->settings_return = OV_PAUSE;
        app_dirty(app);
        return;
    }
    y += 62;
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Quit to menu", true, false)) {
        app_goto_menu(app, NULL);
        return;
    }
    if (S->notice[0]) gfx_text_box(g, FACE_SANS, 13, CREAM, (SDL_FRect){612, 654, 376, 76}, ALIGN_CENTER, false, S->notice);
    else gfx_text(g, FACE_SANS, 13, CREAM, 800, 684, ALIGN_CENTER, "The game is autosaved after every move.");
}

static bool toggle_row(UiApp *app, float y, const char *label, const char *value)
{
    gfx_text(&app->gfx, FACE_BOLD, 17, WHITE, 440, y + 10, ALIGN_LEFT, label);
    SDL_FRect b = {860, y, 300, 40};
    ui_collect(app, CLICK_BUTTON, label, b); /* findable by its row name too */
    return cycle_button(app, b, value, true);
}

void overlay_settings(UiApp *app)
{
    UiGfx *g = &app->gfx;
    UiSettings *st = &app->settings;
    SDL_FRect p = {400, 60, 800, 780};
    overlay_frame(app, p, 78, "Settings");
    float y = 140;
    gfx_text(g, FACE_BOLD, 17, WHITE, 440, y + 10, ALIGN_LEFT, "Volume");
    if (ui_button(app, (SDL_FRect){860, y, 44, 40}, "−", st->volume > 0, false)) { st->volume = st->volume >= 10 ? st->volume - 10 : 0; app_settings_changed(app); return; }
    SDL_FRect bar = {914, y + 14, 180, 12};
    gfx_rrect(g, bar, 6, rgba(255, 255, 255, 40), rgba(255, 255, 255, 40));
    gfx_rrect(g, (SDL_FRect){bar.x, bar.y, bar.w * st->volume / 100.0f, bar.h}, 6, rgba(0xe9, 0xc4, 0x6a, 255), rgba(0xc8, 0x9b, 0x2c, 255));
    SDL_FRect barhit = {bar.x, bar.y - 12, bar.w, bar.h + 24};
    if (app->pass == PASS_CLICK && ui_hit(app, barhit)) {
        int v = (int)((app->click_x - bar.x) / bar.w * 100 + 0.5f);
        st->volume = v < 0 ? 0 : v > 100 ? 100 : v;
        app_settings_changed(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){1104, y, 44, 40}, "+", st->volume < 100, false)) { st->volume = st->volume <= 90 ? st->volume + 10 : 100; app_settings_changed(app); return; }
    ui_collect(app, CLICK_BUTTON, "Volume slider", bar);
    char vb[16];
    snprintf(vb, sizeof vb, "%d%%", st->volume);
    float vw, vh; /* the figure sits on the slider, its foot clear of it at any text size */
    gfx_text_size(g, FACE_SANS, 14, vb, &vw, &vh);
    gfx_text(g, FACE_SANS, 14, CREAM, 1004, bar.y - 3 - vh, ALIGN_CENTER, vb);
    y += 56;
    if (toggle_row(app, y, "Sound", st->muted ? "Muted" : "On")) { st->muted = !st->muted; app_settings_changed(app); return; }
    y += 56;
    static const char *const SP[4] = {"Off", "Fast", "Normal", "Slow"};
    if (toggle_row(app, y, "Animations", SP[st->anim_speed & 3])) { st->anim_speed = (st->anim_speed + 1) & 3; app_settings_changed(app); return; }
    y += 56;
    if (toggle_row(app, y, "Fullscreen (F11)", st->fullscreen ? "On" : "Off")) {
        st->fullscreen = !st->fullscreen;
        app_set_fullscreen(app, st->fullscreen);
        app_settings_changed(app);
        return;
    }
    y += 56;
    char sc[16];
    snprintf(sc, sizeof sc, "%d%%", st->ui_scale);
    if (toggle_row(app, y, "Text size", sc)) {
        static const int S[] = {90, 100, 115, 130, 150};
        int k = 0;
        while (k < 5 && S[k] <= st->ui_scale) k++;
        st->ui_scale = S[k % 5];
        app_settings_changed(app);
        return;
    }
    y += 56;
    if (toggle_row(app, y, "Colour-blind safe marks", st->colourblind ? "On" : "Off")) { st->colourblind = !st->colourblind; app_settings_changed(app); return; }
    y += 66;
    gfx_text(g, FACE_SERIF_BOLD, 20, GOLD, 440, y, ALIGN_LEFT, "Default seat names");
    y += 36;
    for (int i = 0; i < GM_MAX_PLAYERS; i++) {
        float x = i < 3 ? 440 + i * 245 : 440 + (i - 3) * 245;
        float yy = i < 3 ? y : y + 50;
        ui_textfield(app, (SDL_FRect){x, yy, 230, 38}, st->names[i], sizeof st->names[i]);
    }
    if (app->pref_dir[0]) {
        /* the designer's own sets: <pref>/cards/<game>/<set>/, listed beside the shipped ones */
        char cards[700];
        snprintf(cards, sizeof cards, "%s/cards", app->pref_dir);
        char shown[760];
        snprintf(shown, sizeof shown, "Your card sets: %s", cards);
        gfx_text_fit(g, FACE_SANS, 14, CREAM, 440, y + 112, 470, ALIGN_LEFT, shown);
        if (ui_button(app, (SDL_FRect){920, y + 104, 240, 38}, "Open card folder", true, false)) {
            Error e = {{0}};
            if (!dir_ensure(cards, &e)) SDL_Log("crowntable: %s", e.msg);
            else if (app->win) {
                char url[760];
                snprintf(url, sizeof url, "file://%s", cards);
                if (SDL_OpenURL(url) != 0) SDL_Log("crowntable: could not open %s: %s", url, SDL_GetError());
            }
            return;
        }
    }
    if (ui_button(app, (SDL_FRect){650, 770, 300, 50}, "Done", true, true)) {
        app->focus_buf = NULL;
        for (int i = 0; i < GM_MAX_PLAYERS; i++)
            if (!st->names[i][0]) snprintf(st->names[i], sizeof st->names[i], "Player %d", i + 1);
        app_settings_changed(app);
        app->overlay = app->settings_return;
        app_dirty(app);
        return;
    }
}

/* ---------------------------------------------------------------- load game */
static int save_newer_first(const void *a, const void *b)
{
    const struct UiSaveEntry *x = a, *y = b;
    if (x->mtime != y->mtime) return x->mtime < y->mtime ? 1 : -1;
    return strcmp(x->file, y->file);
}

/* Lists the .json files of pref_dir/saves (moved-aside ".bad-" files end otherwise). */
void saves_refresh(UiApp *app)
{
    app->nsaves = 0;
    app->save_delete_asked = -1;
    app->saves_first = 0;
    char dir[700];
    snprintf(dir, sizeof dir, "%s/saves", app->pref_dir);
    DIR *d = app->pref_dir[0] ? opendir(dir) : NULL;
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d)) && app->nsaves < UI_MAX_SAVES) {
        size_t L = strlen(de->d_name);
        if (de->d_name[0] == '.' || L < 6 || strcmp(de->d_name + L - 5, ".json") != 0) continue;
        struct UiSaveEntry *e = &app->saves[app->nsaves];
        memset(e, 0, sizeof *e);
        snprintf(e->path, sizeof e->path, "%s/%s", dir, de->d_name);
        snprintf(e->file, sizeof e->file, "%s", de->d_name);
        struct stat sb;
        if (stat(e->path, &sb) != 0 || !S_ISREG(sb.st_mode)) continue;
        e->mtime = (long long)sb.st_mtime;
        time_t t = sb.st_mtime;
        struct tm tm;
        localtime_r(&t, &tm);
        strftime(e->when, sizeof e->when, "%Y-%m-%d %H:%M", &tm);
        /* the title from the header only (the actions counted, not parsed);
         * the full load (and any complaint) comes on click */
        Error err = {{0}};
        int nactions;
        cJSON *j = save_read_header(e->path, &nactions, &err);
        const cJSON *gid = j ? cJSON_GetObjectItemCaseSensitive(j, "game") : NULL;
        const GameModule *m = cJSON_IsString(gid) ? games_find(gid->valuestring) : NULL;
        snprintf(e->title, sizeof e->title, "%s", m ? m->title : j ? "(unknown game)" : "(unreadable)");
        /* who played and how far it went */
        const cJSON *ui = j ? cJSON_GetObjectItemCaseSensitive(j, "ui") : NULL;
        const cJSON *seats = ui ? cJSON_GetObjectItemCaseSensitive(ui, "seats") : NULL;
        for (const cJSON *st = cJSON_IsArray(seats) ? seats->child : NULL; st; st = st->next) {
            const cJSON *nm = cJSON_GetObjectItemCaseSensitive(st, "name");
            size_t dl = strlen(e->details);
            snprintf(e->details + dl, sizeof e->details - dl, "%s%s%s", dl ? ", " : "",
                     cJSON_IsString(nm) ? nm->valuestring : "?", cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(st, "ai")) ? " (AI)" : "");
        }
        if (nactions >= 0) {
            size_t dl = strlen(e->details);
            snprintf(e->details + dl, sizeof e->details - dl, "%s%d moves", dl ? " · " : "", nactions);
        }
        cJSON_Delete(j);
        app->nsaves++;
    }
    closedir(d);
    qsort(app->saves, (size_t)app->nsaves, sizeof app->saves[0], save_newer_first);
}

void overlay_load(UiApp *app)
{
    UiGfx *g = &app->gfx;
    SDL_FRect p = {380, 80, 840, 740};
    overlay_frame(app, p, 98, "Load game");
    enum { PER_PAGE = 9 };
    if (app->nsaves == 0)
        gfx_text_wrap(g, FACE_SANS, 17, CREAM, 420, 200, 760, ALIGN_CENTER,
                      "No saved games yet. During a game, Menu → Save game keeps a copy here.");
    float y = 156;
    for (int i = app->saves_first; i < app->nsaves && i < app->saves_first + PER_PAGE; i++) {
        const struct UiSaveEntry *e = &app->saves[i];
        char lab[260];
        if (app->save_delete_asked == i) {
            /* the confirmation takes the row's place */
            SDL_FRect r = {420, y, 760, 52};
            if (!g->off) {
                gfx_rrect(g, r, 9, rgba(90, 30, 20, 230), rgba(70, 22, 14, 230));
                snprintf(lab, sizeof lab, "Delete %s — %s for good?", e->title, e->when);
                gfx_text_line(g, FACE_BOLD, 15, WHITE, (SDL_FRect){r.x + 14, r.y + 4, 480, r.h - 8}, ALIGN_LEFT, lab);
            }
            if (ui_button(app, (SDL_FRect){r.x + 510, y + 6, 110, 40}, "Delete", true, true)) {
                if (remove(e->path) != 0) snprintf(app->menu_notice, sizeof app->menu_notice, "Could not delete %s", e->path);
                int first = app->saves_first;
                saves_refresh(app);
                app->saves_first = first < app->nsaves ? first : 0;
                app_dirty(app);
                return;
            }
            if (ui_button(app, (SDL_FRect){r.x + 630, y + 6, 120, 40}, "Keep", true, false)) {
                app->save_delete_asked = -1;
                app_dirty(app);
                return;
            }
            y += 60;
            continue;
        }
        snprintf(lab, sizeof lab, "%s — %s%s%s", e->title, e->when, e->details[0] ? " · " : "", e->details);
        SDL_FRect r = {420, y, 650, 52};
        if (ui_button(app, r, lab, true, false)) {
            char path[sizeof e->path], what[200];
            snprintf(path, sizeof path, "%s", e->path);
            snprintf(what, sizeof what, "The save %s", e->file);
            app->overlay = OV_NONE;
            app->menu_notice[0] = 0;
            if (!play_load_save(app, path, what)) {
                menu_refresh(app);
                if (app->scene == SCENE_TABLE) app->scene = SCENE_MENU;
                saves_refresh(app); /* a broken one was moved aside */
            }
            app_dirty(app);
            return;
        }
        if (ui_button(app, (SDL_FRect){1080, y + 6, 100, 40}, "Delete", true, false)) {
            app->save_delete_asked = i;
            app_dirty(app);
            return;
        }
        y += 60;
    }
    float by = 740;
    if (app->saves_first > 0 && ui_button(app, (SDL_FRect){420, by, 160, 50}, "Newer", true, false)) {
        app->saves_first -= PER_PAGE;
        if (app->saves_first < 0) app->saves_first = 0;
        app_dirty(app);
        return;
    }
    if (app->saves_first + PER_PAGE < app->nsaves && ui_button(app, (SDL_FRect){1020, by, 160, 50}, "Older", true, false)) {
        app->saves_first += PER_PAGE;
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){650, by, 300, 50}, "Back", true, true)) {
        app->overlay = OV_NONE;
        app_dirty(app);
        return;
    }
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

/* Scrolls `text` in the box {x, y, w, view_h}; clamps *scroll; returns the
 * scroll range (0 = it fits). Shared by the rules and the set report. */
static float scrolled_text(UiGfx *g, const char *text, float x, float y, float w, float view_h, int size, float *scroll)
{
    float h = gfx_text_wrap_height(g, FACE_SANS, size, w, text);
    float maxs = h > view_h ? h - view_h : 0;
    if (*scroll > maxs) *scroll = maxs;
    if (*scroll < 0) *scroll = 0;
    if (!g->off) {
        SDL_Rect clip = {(int)(x * g->scale + g->offx), (int)(y * g->scale + g->offy), (int)(w * g->scale), (int)(view_h * g->scale)};
        SDL_RenderSetClipRect(g->r, &clip);
        gfx_text_wrap(g, FACE_SANS, size, WHITE, x, y - *scroll, w, ALIGN_LEFT, text);
        SDL_RenderSetClipRect(g->r, NULL);
    }
    return maxs;
}

/* The check-cards report of a broken set, scrollable, with Copy. */
void overlay_set_report(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (S->report_idx < 0 || S->report_idx >= S->nbroken) {
        app->overlay = OV_NONE;
        return;
    }
    SDL_FRect p = {240, 60, 1120, 780};
    char t[128];
    snprintf(t, sizeof t, "Card set \"%s\": %d problem%s", S->broken_name[S->report_idx], S->broken_count[S->report_idx],
             S->broken_count[S->report_idx] == 1 ? "" : "s");
    overlay_frame(app, p, 78, t);
    const char *text = S->broken_report[S->report_idx];
    float maxs = scrolled_text(g, text, 280, 130, 1040, 600, 15, &S->report_scroll);
    if (maxs > 0) gfx_text(g, FACE_SANS, 13, CREAM, 1320, 740, ALIGN_RIGHT, "Scroll with the mouse wheel");
    if (ui_button(app, (SDL_FRect){480, 770, 300, 50}, "Copy", true, false)) {
        ui_copy_text(app, text);
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){820, 770, 300, 50}, "Back", true, true)) {
        app->overlay = OV_NONE;
        app_dirty(app);
        return;
    }
}

void overlay_rules(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    SDL_FRect p = {240, 60, 1120, 780};
    char t[128];
    snprintf(t, sizeof t, "Rules: %s", S->m ? S->m->title : "");
    overlay_frame(app, p, 78, t);
    const char *rules = S->layout_ok && S->layout.rules ? S->layout.rules : "No rules summary in this game's layout file (\"rules\").";
    float maxs = scrolled_text(g, rules, 280, 130, 1040, 600, 16, &app->rules_scroll);
    if (maxs > 0) gfx_text(g, FACE_SANS, 13, CREAM, 1320, 740, ALIGN_RIGHT, "Scroll with the mouse wheel");
    if (ui_button(app, (SDL_FRect){650, 770, 300, 50}, "Back", true, true)) {
        app->overlay = S->st ? OV_PAUSE : OV_NONE;
        app_dirty(app);
        return;
    }
}
