/* scene_menu.c — the main menu: a card per game, Continue, Load, Deck builder, Settings, Host / Join a game, Quit. */
#include "ui_internal.h"
#include "core/registry.h"
#include "core/file_open.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

void menu_refresh(UiApp *app)
{
    char path[700];
    snprintf(path, sizeof path, "%s/autosave.json", app->pref_dir);
    struct stat sb;
    app->has_autosave = app->pref_dir[0] && stat(path, &sb) == 0;
    if (!net_play_hosted_save(app, app->hosted_game, sizeof app->hosted_game)) app->hosted_game[0] = 0;
    app->autosave_game[0] = 0;
    if (app->has_autosave) {
        /* the game id is enough for the button; the full load happens on Continue */
        Error err;
        FILE *f = file_fopen_regular(path, &err);
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

/* A game's title at `size` in width w: on at most two lines, no word cut. */
static bool title_fits(UiGfx *g, float size, float w, const char *title)
{
    char word[64];
    float ww, wh, lw, lh;
    for (const char *p = title; *p;) {
        size_t k = strcspn(p, " ");
        snprintf(word, sizeof word, "%.*s", (int)(k < sizeof word - 1 ? k : sizeof word - 1), p);
        gfx_text_size(g, FACE_SERIF_BOLD, size, word, &ww, &wh);
        if (ww > w) return false;
        p += k;
        p += strspn(p, " ");
    }
    gfx_text_size(g, FACE_SERIF_BOLD, size, "Ag", &lw, &lh);
    return gfx_text_wrap_height(g, FACE_SERIF_BOLD, size, w, title) <= lh * 2.2f;
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
    /* "Play <title>" where every one fits at the button's own size; else
     * "Play" under the card's title (shrunk to fit, the labels stayed at the
     * 100 % size as the rest of the text grew) */
    bool play_named = true;
    for (int i = 0; i < n; i++) {
        const GameModule *m = games_at(i);
        float tw, th;
        char lab[96];
        snprintf(lab, sizeof lab, "Play %s", m->title);
        gfx_text_size(g, FACE_BOLD, play_sz, lab, &tw, &th);
        if (tw > cw - 48 - 14) play_named = false;
        while (title_sz > 14 && !title_fits(g, title_sz, cw - 48, m->title)) title_sz *= 0.96f;
    }
    /* the titles' room: two lines if any title takes two, every card alike */
    float title_h = 0;
    for (int i = 0; i < n; i++) title_h = fmaxf(title_h, gfx_text_wrap_height(g, FACE_SERIF_BOLD, title_sz, cw - 48, games_at(i)->title));
    float below = title_h > 44 ? title_h - 38 : 0; /* what the second line pushes down */
    ch += below;
    /* the second line takes the room under the tagline (it ends at 280) and
     * some of the gap above the buttons: at 100 % text they keep their places */
    float shift = fminf(below, 24), tighter = fminf(below - shift, 14);
    y0 -= shift;
    for (int i = 0; i < n; i++) {
        const GameModule *m = games_at(i);
        while (m->blurb && blurb_sz > 8 && gfx_text_wrap_height(g, FACE_SANS, blurb_sz, cw - 48, m->blurb) > ch - 156 - below)
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
        float th = gfx_text_wrap_height(g, FACE_SERIF_BOLD, title_sz, cw - 48, m->title);
        gfx_text_wrap(g, FACE_SERIF_BOLD, title_sz, GOLD, r.x + 24, r.y + 16 + (fmaxf(title_h, 44) - th) / 2, r.w - 48, ALIGN_LEFT, m->title);
        char pl[64];
        if (m->min_players == m->max_players) snprintf(pl, sizeof pl, "%d players", m->min_players);
        else snprintf(pl, sizeof pl, "%d–%d players", m->min_players, m->max_players);
        gfx_text_line(g, FACE_BOLD, 15, rgba(0xe9, 0xc4, 0x6a, 230), (SDL_FRect){r.x + 24, r.y + 62 + below, r.w - 48, 24}, ALIGN_LEFT, pl);
        gfx_text_box(g, FACE_SANS, blurb_sz, CREAM, (SDL_FRect){r.x + 24, r.y + 90 + below, r.w - 48, r.h - 60 - 96 - below}, ALIGN_LEFT,
                     false, m->blurb ? m->blurb : "");
        char lab[96];
        snprintf(lab, sizeof lab, "Play %s", m->title);
        SDL_FRect pb = {r.x + 24, r.y + r.h - 60, r.w - 48, 44};
        if (!play_named) ui_collect(app, CLICK_BUTTON, lab, pb); /* findable by the game's name too */
        if (ui_button_sized(app, pb, play_named ? lab : "Play", true, true, play_sz) ||
            (app->pass == PASS_CLICK && ui_hit(app, r))) {
            setup_enter(app, m);
            return;
        }
    }
    float by = y0 + ch + 44 - tighter;
    float bw = 300;
    float bx = 800 - bw / 2;
    /* a game to go on with: Continue (this window's own), Host again (a hosted
     * game whose host crashed or was closed); both share the row */
    bool hosted = app->hosted_game[0] != 0;
    SDL_FRect cont = {bx - 60, by, bw + 120, 50}, again = cont;
    if (app->has_autosave && hosted) {
        cont = (SDL_FRect){800 - 8 - 458, by, 458, 50};
        again = (SDL_FRect){800 + 8, by, 458, 50};
    }
    if (hosted) {
        char lab[160];
        snprintf(lab, sizeof lab, "Host again: %s", app->hosted_game);
        if (ui_button(app, again, lab, true, true)) {
            net_play_resume(app);
            return;
        }
        if (ui_hover(app, again)) table_tooltip(app, NET_HOST_AGAIN_WHY, app->mx, app->my);
    }
    if (app->has_autosave) {
        char lab[128];
        snprintf(lab, sizeof lab, "Continue%s%s%s", app->autosave_failed ? " an older save" : "",
                 app->autosave_game[0] ? ": " : "", app->autosave_game);
        if (ui_button(app, cont, lab, true, true)) {
            app->menu_notice[0] = 0;
            if (!play_continue(app)) {
                menu_refresh(app);
                if (app->scene == SCENE_TABLE) app->scene = SCENE_MENU;
            }
            app_dirty(app);
            return;
        }
    }
    if (app->has_autosave || hosted) by += 62;
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
    /* network play flanks Quit: the row keeps the menu's height at any text size */
    if (ui_button(app, (SDL_FRect){800 - bw / 2 - 16 - bw, by, bw, 46}, "Host a game", true, false)) {
        app->scene = SCENE_NET_PICK;
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){800 + bw / 2 + 16, by, bw, 46}, "Join a game", true, false)) {
        net_join_form_open(app);
        return;
    }
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
    /* the keys a little above the captions' size (at 12 units and faint they were
     * about 7 px high at 1280x720), kept inside the frame at any text size */
    static const char KEYS[] = "Esc: menu · Ctrl+Z: undo · H: hint · F11: fullscreen";
    float kw, kh;
    gfx_text_size(g, FACE_SANS, 14, KEYS, &kw, &kh);
    gfx_text(g, FACE_SANS, 14, rgba(255, 255, 255, 190), UI_W - 16, UI_H - kh - 12, ALIGN_RIGHT, KEYS);
}
