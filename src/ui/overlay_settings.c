/* overlay_settings.c — the settings overlay: sound, animations, full screen, text size, marks, names. */
#include "ui_internal.h"
#include "core/json_util.h"
#include <stdio.h>
#include <string.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

/* A row's name, its vertical centre level with the 40-high button at y (at a
 * fixed y + 10 it sat lower than the button as the text grew). */
static void row_name(UiApp *app, float y, const char *label)
{
    float w, h;
    gfx_text_size(&app->gfx, FACE_BOLD, 17, label, &w, &h);
    gfx_text(&app->gfx, FACE_BOLD, 17, WHITE, 440, y + (40 - h) / 2, ALIGN_LEFT, label);
}

static bool toggle_row(UiApp *app, float y, const char *label, const char *value)
{
    row_name(app, y, label);
    SDL_FRect b = {860, y, 300, 40};
    ui_collect(app, CLICK_BUTTON, label, b); /* findable by its row name too */
    return ui_cycle_button(app, b, value, true, 0);
}

void overlay_settings(UiApp *app)
{
    UiGfx *g = &app->gfx;
    UiSettings *st = &app->settings;
    SDL_FRect p = {400, 60, 800, 780};
    overlay_frame(app, p, 78, "Settings");
    float y = 140;
    row_name(app, y, "Volume");
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
    float head_w, head_h; /* the fields start below the heading's measured height (they touched at 150 %) */
    gfx_text_size(g, FACE_SERIF_BOLD, 20, "Default seat names", &head_w, &head_h);
    gfx_text(g, FACE_SERIF_BOLD, 20, GOLD, 440, y, ALIGN_LEFT, "Default seat names");
    y += head_h + 8 > 36 ? head_h + 8 : 36;
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
