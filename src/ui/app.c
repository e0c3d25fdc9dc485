/* app.c — the UiApp object: creation (window or headless surface), event
 * handling from SDL_Event structs, the immediate-mode passes (draw, click,
 * collect), widgets and the ui_main loop.  Settings live in settings.c, the
 * hooks for tests and the benchmark in app_hooks.c.  The loop redraws only
 * when something changed or animates (SDL_WaitEventTimeout when idle). */
#include "ui_internal.h"
#include "ui.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* ---------------------------------------------------------------- helpers */
void app_dirty(UiApp *app)
{
    app->dirty = true;
}

void app_sound(UiApp *app, SoundId id)
{
    if (app->audio_on) audio_play(id);
}

SDL_Color seat_colour(const UiApp *app, int seat)
{
    if (seat >= 0 && seat < GM_MAX_PLAYERS) {
        int c = seat < app->s.nplayers ? app->s.seats[seat].colour : seat;
        return UI_PALETTE[c & 7];
    }
    return rgba(200, 200, 200, 255);
}

UiShape seat_shape(int seat)
{
    static const UiShape S[GM_MAX_PLAYERS] = {SHAPE_CIRCLE, SHAPE_SQUARE, SHAPE_TRIANGLE, SHAPE_DIAMOND, SHAPE_STAR};
    return seat >= 0 && seat < GM_MAX_PLAYERS ? S[seat] : SHAPE_HEX;
}

const char *seat_name(const UiApp *app, int seat)
{
    return seat >= 0 && seat < app->s.nplayers ? app->s.seats[seat].name : "?";
}

bool ui_hover(const UiApp *app, SDL_FRect r)
{
    return app->mx >= r.x && app->mx < r.x + r.w && app->my >= r.y && app->my < r.y + r.h;
}

bool ui_hit(UiApp *app, SDL_FRect r)
{
    if (app->pass != PASS_CLICK || app->consumed) return false;
    if (app->click_x >= r.x && app->click_x < r.x + r.w && app->click_y >= r.y && app->click_y < r.y + r.h) {
        app->consumed = true;
        return true;
    }
    return false;
}

void ui_collect(UiApp *app, UiClickKind kind, const char *label, SDL_FRect r)
{
    if (app->pass != PASS_COLLECT || app->ncollect >= UI_MAX_COLLECT) return;
    UiCollect *c = &app->collect[app->ncollect++];
    c->kind = kind;
    snprintf(c->label, sizeof c->label, "%s", label);
    c->r = r;
    c->primary = false;
}

void ui_panel(UiApp *app, SDL_FRect r)
{
    UiGfx *g = &app->gfx;
    gfx_rrect(g, r, 14, rgba(0x3a, 0x26, 0x18, 250), rgba(0x24, 0x17, 0x0e, 252));
    gfx_rrect_outline(g, r, 14, 1.5f, rgba(0xe9, 0xc4, 0x6a, 110));
    gfx_rrect_outline(g, (SDL_FRect){r.x + 4, r.y + 4, r.w - 8, r.h - 8}, 11, 1, rgba(255, 255, 255, 14));
}

typedef struct ButtonLook {
    UiGfx *g;
    const char *label;
    SDL_Color top, bot, text, edge;
    bool shadow;
    float size; /* the label's size; 0: the button's own (fitted to its box) */
} ButtonLook;

static void button_paint(void *ctx, SDL_FRect r)
{
    const ButtonLook *b = ctx;
    if (b->shadow) gfx_shadow(b->g, r, 9, 3, 70);
    gfx_rrect(b->g, r, 9, b->top, b->bot);
    gfx_rrect_outline(b->g, r, 9, 1, b->edge);
    float size = b->size > 0 ? b->size : r.h * 0.4f > 19 ? 19 : r.h * 0.4f;
    gfx_text_line(b->g, FACE_BOLD, size, b->text, (SDL_FRect){r.x + 7, r.y + 2, r.w - 14, r.h - 4}, ALIGN_CENTER, b->label);
}

bool ui_button(UiApp *app, SDL_FRect r, const char *label, bool enabled, bool primary)
{
    return ui_button_sized(app, r, label, enabled, primary, 0);
}

/* A button that steps through choices: its label ends with "▸". */
bool ui_cycle_button(UiApp *app, SDL_FRect r, const char *label, bool enabled, float size)
{
    char b[140];
    snprintf(b, sizeof b, "%s%s", label, UI_CYCLE_MARK);
    return ui_button_sized(app, r, b, enabled, false, size);
}

bool ui_button_sized(UiApp *app, SDL_FRect r, const char *label, bool enabled, bool primary, float size)
{
    UiGfx *g = &app->gfx;
    if (app->pass == PASS_DRAW) {
        bool hov = enabled && ui_hover(app, r);
        ButtonLook b = {g, label, {0}, {0}, {0}, {0}, enabled, size};
        if (!enabled) {
            b.top = rgba(80, 70, 60, 160); b.bot = rgba(60, 52, 44, 160); b.text = rgba(200, 190, 170, 120);
        } else if (primary) {
            b.top = hov ? rgba(0xff, 0xdc, 0x84, 255) : rgba(0xf0, 0xc8, 0x62, 255);
            b.bot = hov ? rgba(0xd8, 0xa4, 0x3a, 255) : rgba(0xc0, 0x8c, 0x2a, 255);
            b.text = rgba(0x2a, 0x18, 0x08, 255);
        } else {
            b.top = hov ? rgba(0x7a, 0x56, 0x38, 255) : rgba(0x5e, 0x40, 0x28, 255);
            b.bot = hov ? rgba(0x5a, 0x3c, 0x24, 255) : rgba(0x44, 0x2c, 0x1a, 255);
            b.text = rgba(0xff, 0xf0, 0xd2, 255);
        }
        b.edge = enabled ? rgba(0xff, 0xe8, 0xb0, primary ? 200 : 90) : rgba(255, 255, 255, 30);
        /* painted once per look and size (the shadow's blending is what costs) */
        char key[160];
        snprintf(key, sizeof key, "button|%d%d%d|%.2f|%s", enabled, primary, hov, size, label);
        gfx_sprite(g, key, r, 8, button_paint, &b);
        return false;
    }
    if (!enabled) return false;
    if (app->pass == PASS_COLLECT) {
        ui_collect(app, CLICK_BUTTON, label, r);
        if (app->ncollect > 0) app->collect[app->ncollect - 1].primary = primary;
        return false;
    }
    if (ui_hit(app, r)) {
        app_sound(app, SND_CLICK);
        return true;
    }
    return false;
}

void ui_textfield(UiApp *app, SDL_FRect r, char *buf, size_t n)
{
    UiGfx *g = &app->gfx;
    bool focus = app->focus_buf == buf;
    if (app->pass == PASS_DRAW) {
        gfx_rrect(g, r, 7, rgba(255, 250, 238, 255), rgba(240, 230, 210, 255));
        gfx_rrect_outline(g, r, 7, focus ? 2.5f : 1, focus ? rgba(0xe9, 0xa4, 0x2a, 255) : rgba(60, 40, 20, 160));
        /* centred in the box at any text size (a fixed offset sank it at 150 %) */
        float w = gfx_text_line(g, FACE_SANS, 17, rgba(0x2a, 0x1c, 0x10, 255), (SDL_FRect){r.x + 10, r.y + 2, r.w - 24, r.h - 4},
                                ALIGN_LEFT, buf);
        if (focus) { /* caret (steady: a blinking one would need idle redraws) */
            float tw, th;
            gfx_text_size(g, FACE_SANS, w, buf, &tw, &th);
            gfx_rect(g, (SDL_FRect){r.x + 11 + tw, r.y + 7, 2, r.h - 14}, rgba(0x2a, 0x1c, 0x10, 255));
        }
        return;
    }
    if (app->pass == PASS_COLLECT) {
        ui_collect(app, CLICK_BUTTON, buf, r);
        return;
    }
    if (ui_hit(app, r)) {
        app->focus_buf = buf;
        app->focus_len = n;
        if (app->win) SDL_StartTextInput();
        app_dirty(app);
    }
}

static void felt_paint(UiApp *app, SDL_Color top, SDL_Color bottom, const SDL_FRect *panels, int npanels)
{
    bool topbar = npanels < 0;
    if (npanels < 0) npanels = -npanels;
    UiGfx *g = &app->gfx;
    /* wood rim, then felt with a soft light in the middle (the rim is only
     * the band the felt leaves: a window-sized fill costs the software renderer) */
    SDL_FRect felt = {8, 8, UI_W - 16, UI_H - 16};
    gfx_rrect_band(g, (SDL_FRect){0, 0, UI_W, UI_H}, 0, felt, 18, rgba(0x4a, 0x2c, 0x18, 255), rgba(0x2a, 0x18, 0x0c, 255));
    gfx_rrect(g, felt, 18, top, bottom);
    SDL_Color light = mixc(top, rgba(255, 255, 230, 255), 0.10f);
    gfx_radial(g, (SDL_FRect){150, 60, 1100, 700}, alpha(light, 120), alpha(top, 0));
    gfx_rrect_outline(g, felt, 18, 3, rgba(0, 0, 0, 60));
    gfx_rrect_outline(g, (SDL_FRect){felt.x + 3, felt.y + 3, felt.w - 6, felt.h - 6}, 16, 1, rgba(255, 255, 255, 18));
    for (int i = 0; i < npanels; i++) ui_panel(app, panels[i]);
    if (topbar) {
        gfx_rrect(g, (SDL_FRect){0, 0, UI_W, UI_TOP_BAR_H}, 0, rgba(24, 18, 12, 235), rgba(40, 28, 18, 235));
        gfx_rect(g, (SDL_FRect){0, UI_TOP_BAR_H, UI_W, 2}, rgba(0xc8, 0x9b, 0x2c, 200));
    }
}

/* A layer the size of the output, kept while its key holds: *tex is made
 * (or remade at a new size) and set as the render target, and true is
 * returned when it must be painted.  NULL in *tex: no render targets here. */
static bool layer_begin(UiApp *app, SDL_Texture **tex, char *have, size_t n, const char *key, int ow, int oh)
{
    if (*tex && strcmp(have, key) == 0) return false;
    int tw = 0, th = 0;
    if (*tex) SDL_QueryTexture(*tex, NULL, NULL, &tw, &th);
    if (*tex && (tw != ow || th != oh)) {
        SDL_DestroyTexture(*tex);
        *tex = NULL;
    }
    if (!*tex) {
        *tex = SDL_CreateTexture(app->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, ow, oh);
        if (*tex) SDL_SetTextureBlendMode(*tex, SDL_BLENDMODE_NONE); /* opaque: a copy, not a blend */
    }
    if (!*tex || SDL_SetRenderTarget(app->ren, *tex) != 0) {
        if (*tex) SDL_DestroyTexture(*tex);
        *tex = NULL;
        have[0] = 0;
        return true;
    }
    snprintf(have, n, "%s", key);
    return true;
}

/* npanels < 0: -npanels panels plus the table's top bar.
 * The felt (and any fixed panels) is painted once into a texture per output
 * size and colours: big translucent fills are the slowest thing the software
 * renderer does, and the background never changes between frames.  What a
 * scene adds (the table's zone boxes) changes with the game, so it is a
 * second layer: a copy of the felt with the boxes over it, and a move that
 * changes a box does not paint the felt again. */
void ui_felt_panels(UiApp *app, SDL_Color top, SDL_Color bottom, const SDL_FRect *panels, int npanels)
{
    UiGfx *g = &app->gfx;
    if (g->off) return;
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(app->ren, &ow, &oh);
    char key[160], full[190];
    /* the place the table is drawn at is part of the key: the reload banner's
     * strip shrinks it in the same output, and a felt kept from before would
     * show its panels and top bar where they were */
    snprintf(key, sizeof key, "%d %d %.4f %.1f %.1f %02x%02x%02x %02x%02x%02x %d %.2f", ow, oh, (double)g->scale,
             (double)g->offx, (double)g->offy, top.r, top.g, top.b, bottom.r, bottom.g, bottom.b, npanels,
             (double)g->text_scale);
    for (int i = 0; i < (npanels < 0 ? -npanels : npanels); i++) {
        size_t L = strlen(key);
        snprintf(key + L, sizeof key - L, " %d,%d", (int)panels[i].x, (int)panels[i].y);
    }
    snprintf(full, sizeof full, "%s|%llx", key, (unsigned long long)app->backdrop_key);
    SDL_Texture *prev = SDL_GetRenderTarget(app->ren); /* the layer under a round summary may be the target */
    if (layer_begin(app, &app->felt_base_tex, app->felt_base_key, sizeof app->felt_base_key, key, ow, oh)) {
        app->felt_paints++;
        app->felt_base_paints++;
        if (!app->felt_base_tex) { /* no render targets: paint straight onto the frame */
            felt_paint(app, top, bottom, panels, npanels);
            if (app->backdrop) app->backdrop(app);
            return;
        }
        SDL_SetRenderDrawColor(app->ren, 0, 0, 0, 255);
        SDL_RenderClear(app->ren);
        felt_paint(app, top, bottom, panels, npanels);
        SDL_SetRenderTarget(app->ren, prev);
        app->felt_key[0] = 0; /* the backdrop's layer holds the old felt */
    }
    if (!app->backdrop) {
        SDL_RenderCopy(app->ren, app->felt_base_tex, NULL, NULL);
        return;
    }
    if (layer_begin(app, &app->felt_tex, app->felt_key, sizeof app->felt_key, full, ow, oh)) {
        app->felt_paints++;
        if (!app->felt_tex) {
            SDL_RenderCopy(app->ren, app->felt_base_tex, NULL, NULL);
            app->backdrop(app);
            return;
        }
        SDL_RenderCopy(app->ren, app->felt_base_tex, NULL, NULL);
        app->backdrop(app);
        SDL_SetRenderTarget(app->ren, prev);
    }
    SDL_RenderCopy(app->ren, app->felt_tex, NULL, NULL);
}

void ui_felt(UiApp *app, SDL_Color top, SDL_Color bottom)
{
    ui_felt_panels(app, top, bottom, NULL, 0);
}

void app_goto_menu(UiApp *app, const char *notice)
{
    play_end(app);
    net_play_end(app); /* leaving a hosted or joined table closes it */
    app->net_setup = false;
    app->scene = SCENE_MENU;
    app->overlay = OV_NONE;
    app->focus_buf = NULL;
    if (notice) snprintf(app->menu_notice, sizeof app->menu_notice, "%s", notice);
    menu_refresh(app);
    app_dirty(app);
}

void app_show_error(UiApp *app, const char *title, const char *text)
{
    play_end(app);
    app->scene = SCENE_ERROR;
    app->overlay = OV_NONE;
    snprintf(app->error_title, sizeof app->error_title, "%s", title);
    snprintf(app->error_text, sizeof app->error_text, "%s", text);
    SDL_Log("crowntable: %s: %s", title, text);
    app_dirty(app);
}

/* ---------------------------------------------------------------- passes */
static void run_scene(UiApp *app)
{
    switch (app->scene) {
    case SCENE_MENU: scene_menu(app); break;
    case SCENE_SETUP: scene_setup(app); break;
    case SCENE_TABLE: scene_table(app); break;
    case SCENE_RESULTS: scene_results(app); break;
    case SCENE_ERROR: scene_error(app); break;
    case SCENE_DECKS: scene_deck_builder(app); break;
    case SCENE_NET_PICK: scene_net_pick(app); break;
    case SCENE_NET_JOIN: scene_net_join(app); break;
    case SCENE_NET_LOBBY: scene_net_lobby(app); break;
    }
}

static void run_overlay(UiApp *app)
{
    switch (app->overlay) {
    case OV_PAUSE: overlay_pause(app); break;
    case OV_SETTINGS: overlay_settings(app); break;
    case OV_RULES: overlay_rules(app); break;
    case OV_SET_REPORT: overlay_set_report(app); break;
    case OV_CHOOSER: overlay_chooser(app); break;
    case OV_LOAD: overlay_load(app); break;
    case OV_PILE: overlay_pile(app); break;
    case OV_RELOAD_ENDED: overlay_reload_ended(app); break;
    default: break;
    }
}

void app_run_pass(UiApp *app, UiPass pass)
{
    app->pass = pass;
    app->gfx.off = pass != PASS_DRAW;
    app->consumed = false;
    if (pass == PASS_DRAW) {
        UiScene sc = app->scene;
        run_scene(app);
        if (app->scene == sc && app->overlay != OV_NONE) run_overlay(app);
        live_reload_banner(app); /* over the scene, when no overlay is open */
    } else if (app->overlay != OV_NONE) {
        /* overlays are modal */
        run_overlay(app);
    } else {
        live_reload_banner(app); /* drawn on top, so it is hit first */
        run_scene(app);
    }
    app->pass = PASS_DRAW;
    app->gfx.off = false;
}

static void to_logical(const UiApp *app, int wx, int wy, float *lx, float *ly)
{
    float ratio = 1;
    if (app->win) {
        int ww, wh, ow, oh;
        SDL_GetWindowSize(app->win, &ww, &wh);
        SDL_GetRendererOutputSize(app->ren, &ow, &oh);
        if (ww > 0) ratio = (float)ow / ww;
    }
    *lx = (wx * ratio - app->gfx.offx) / app->gfx.scale;
    *ly = (wy * ratio - app->gfx.offy) / app->gfx.scale;
}

void app_update_viewport(UiApp *app)
{
    int ow = 0, oh = 0;
    if (app->ren) SDL_GetRendererOutputSize(app->ren, &ow, &oh);
    if (ow > 0 && oh > 0) gfx_viewport(&app->gfx, ow, oh, live_reload_strip(app));
}

static void click(UiApp *app, float x, float y)
{
    UiSession *S = &app->s;
    if (app->scene == SCENE_TABLE && (S->nanims > 0 || S->ai_showing) && app->overlay == OV_NONE) {
        /* a click skips the animation (and the AI's move highlight); the top
         * bar's buttons still answer: Menu must pause the AI's shown move, not make it */
        S->nanims = 0;
        bool top_bar = y < UI_TOP_BAR_H;
        if (S->ai_showing && !top_bar) S->ai_show_until = app->now;
        app_dirty(app);
        if (!top_bar) return;
    }
    if (app->focus_buf) {
        app->focus_buf = NULL;
        if (app->win) SDL_StopTextInput();
    }
    app->click_x = x;
    app->click_y = y;
    app_run_pass(app, PASS_CLICK);
    app_dirty(app);
}

bool app_press_default(UiApp *app)
{
    app->ncollect = 0;
    app_run_pass(app, PASS_COLLECT);
    int found = -1, n = 0;
    for (int i = 0; i < app->ncollect; i++)
        if (app->collect[i].kind == CLICK_BUTTON && app->collect[i].primary) { found = i; n++; }
    if (n != 1) return false;
    SDL_FRect r = app->collect[found].r;
    click(app, r.x + r.w / 2, r.y + r.h / 2);
    return true;
}

static void escape(UiApp *app)
{
    UiSession *S = &app->s;
    if (app->focus_buf) { app->focus_buf = NULL; return; }
    switch (app->overlay) {
    case OV_CHOOSER: app->overlay = OV_NONE; S->nchooser = 0; S->picked = -1; return;
    case OV_PAUSE:
        if (S->confirm_restart) S->confirm_restart = false; /* Esc answers "No" */
        else app->overlay = OV_NONE;
        return;
    case OV_SETTINGS: app_settings_changed(app); app->overlay = app->settings_return; return;
    case OV_RULES: app->overlay = S->st ? OV_PAUSE : OV_NONE; return;
    case OV_LOAD: app->overlay = OV_NONE; return;
    case OV_SET_REPORT: app->overlay = OV_NONE; return;
    case OV_PILE: app->overlay = OV_NONE; return;
    case OV_RELOAD_ENDED: return; /* the game cannot go on: Restart or the menu */
    default: break;
    }
    switch (app->scene) {
    case SCENE_TABLE:
        if (S->picked >= 0) { S->picked = -1; return; }
        app->overlay = OV_PAUSE;
        return;
    case SCENE_SETUP: case SCENE_RESULTS: case SCENE_ERROR:
    case SCENE_NET_PICK: case SCENE_NET_JOIN: case SCENE_NET_LOBBY:
        app_goto_menu(app, NULL);
        return;
    case SCENE_DECKS:
        deck_builder_escape(app);
        return;
    case SCENE_MENU:
        return;
    }
}

/* Full screen on or off.  Without a window manager (Xvfb, some kiosks) X11
 * ignores the full-screen request while SDL already reports the screen's
 * size, and a 1920x1080 frame lands in a 1600x900 window.  A window manager
 * tells the frame sizes (_NET_FRAME_EXTENTS); when it does not answer, the
 * window is made borderless and sized to the screen by hand instead. */
void app_set_fullscreen(UiApp *app, bool on)
{
    if (!app->win) return;
    static int saved_x, saved_y, saved_w, saved_h;
    if (app->manual_fullscreen && !on) {
        SDL_SetWindowBordered(app->win, SDL_TRUE);
        SDL_SetWindowSize(app->win, saved_w, saved_h);
        SDL_SetWindowPosition(app->win, saved_x, saved_y);
        app->manual_fullscreen = false;
    } else if (on) {
        int top = -1, left = -1, bottom = -1, right = -1;
        bool wm = SDL_GetWindowBordersSize(app->win, &top, &left, &bottom, &right) == 0 &&
                  (top > 0 || left > 0 || bottom > 0 || right > 0);
        if (wm) {
            SDL_SetWindowFullscreen(app->win, SDL_WINDOW_FULLSCREEN_DESKTOP);
        } else {
            SDL_Rect b;
            SDL_GetWindowPosition(app->win, &saved_x, &saved_y);
            SDL_GetWindowSize(app->win, &saved_w, &saved_h);
            if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(app->win), &b) == 0) {
                SDL_SetWindowBordered(app->win, SDL_FALSE);
                SDL_SetWindowPosition(app->win, b.x, b.y);
                SDL_SetWindowSize(app->win, b.w, b.h);
                app->manual_fullscreen = true;
            }
        }
    } else {
        SDL_SetWindowFullscreen(app->win, 0);
    }
    app_update_viewport(app);
    app_dirty(app);
}

static void toggle_fullscreen(UiApp *app)
{
    app->settings.fullscreen = !app->settings.fullscreen;
    app_set_fullscreen(app, app->settings.fullscreen);
    app_settings_changed(app);
}

void ui_app_handle_event(UiApp *app, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_QUIT:
        app->quit = true;
        break;
    case SDL_WINDOWEVENT:
        app_update_viewport(app);
        app_dirty(app);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        /* cached card faces and the felt live in render targets: repaint them */
        card_cache_release();
        gfx_flush_sprites(&app->gfx);
        app->felt_key[0] = app->felt_base_key[0] = 0;
        if (ev->type == SDL_RENDER_DEVICE_RESET) {
            gfx_flush_text(&app->gfx);
        }
        app_dirty(app);
        break;
    case SDL_MOUSEMOTION: {
        float x, y;
        to_logical(app, ev->motion.x, ev->motion.y, &x, &y);
        if (x != app->mx || y != app->my) app_dirty(app);
        app->mx = x;
        app->my = y;
        break;
    }
    case SDL_MOUSEBUTTONDOWN: {
        float x, y;
        to_logical(app, ev->button.x, ev->button.y, &x, &y);
        app->mx = x;
        app->my = y;
        if (ev->button.button == SDL_BUTTON_LEFT) {
            app->mouse_down = true;
            app->down_x = x;
            app->down_y = y;
            click(app, x, y);
        } else if (ev->button.button == SDL_BUTTON_RIGHT) {
            if (app->overlay == OV_CHOOSER) app->overlay = OV_NONE;
            app->s.picked = -1;
            app_dirty(app);
        }
        break;
    }
    case SDL_MOUSEBUTTONUP: {
        float x, y;
        to_logical(app, ev->button.x, ev->button.y, &x, &y);
        if (ev->button.button != SDL_BUTTON_LEFT) break;
        bool was_down = app->mouse_down;
        app->mouse_down = false;
        /* drag and drop: releasing a picked source away from where it was
         * grabbed is a click on the drop point (same action index as clicks) */
        float dx = x - app->down_x, dy = y - app->down_y;
        if (was_down && app->scene == SCENE_TABLE && app->overlay == OV_NONE && app->s.picked >= 0 &&
            dx * dx + dy * dy > 16 * 16)
            click(app, x, y);
        if (was_down && app->scene == SCENE_DECKS && app->overlay == OV_NONE) deck_builder_release(app, x, y);
        app_dirty(app);
        break;
    }
    case SDL_MOUSEWHEEL: {
        float d = (float)ev->wheel.y;
        if (app->overlay == OV_RULES) app->rules_scroll -= d * 40;
        else if (app->overlay == OV_SET_REPORT) app->s.report_scroll -= d * 40;
        else if (app->scene == SCENE_DECKS) deck_builder_wheel(app, d);
        else if (app->scene == SCENE_TABLE) {
            app->s.log_scroll += d;
            if (app->s.log_scroll < 0) app->s.log_scroll = 0;
            if (app->s.log_scroll > app->s.log_scroll_max) app->s.log_scroll = app->s.log_scroll_max; /* the last frame's: draw_log */
        }
        app_dirty(app);
        break;
    }
    case SDL_TEXTINPUT:
        if (app->focus_buf) {
            size_t L = strlen(app->focus_buf);
            size_t add = strlen(ev->text.text);
            if (L + add + 1 <= app->focus_len) memcpy(app->focus_buf + L, ev->text.text, add + 1);
            app_dirty(app);
        } else if (app->scene == SCENE_DECKS && app->overlay == OV_NONE) {
            deck_builder_text(app, ev->text.text); /* type to search */
        }
        break;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        bool ctrl = (ev->key.keysym.mod & KMOD_CTRL) != 0;
        app_dirty(app);
        if (app->focus_buf) {
            if (k == SDLK_BACKSPACE) {
                size_t L = strlen(app->focus_buf);
                while (L > 0 && (app->focus_buf[L - 1] & 0xc0) == 0x80) L--; /* whole UTF-8 char */
                if (L > 0) L--;
                app->focus_buf[L] = 0;
            } else if (k == SDLK_RETURN || k == SDLK_ESCAPE || k == SDLK_TAB) {
                app->focus_buf = NULL;
                if (app->win) SDL_StopTextInput();
            } else if (ctrl && k == SDLK_s && app->scene == SCENE_DECKS) {
                app->focus_buf = NULL; /* Ctrl+S saves a deck whose name is being typed */
                deck_builder_key(app, k, ctrl);
            }
            break;
        }
        if (k == SDLK_ESCAPE) escape(app);
        else if (k == SDLK_F11) toggle_fullscreen(app);
        else if (app->scene == SCENE_TABLE && app->overlay == OV_NONE) table_key(app, k, ctrl);
        else if (app->scene == SCENE_DECKS && app->overlay == OV_NONE) deck_builder_key(app, k, ctrl);
        else if (app->scene == SCENE_RESULTS && app->overlay == OV_NONE && results_key(app, k)) break;
        else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) app_press_default(app);
        break;
    }
    default:
        break;
    }
}

void ui_app_update(UiApp *app, double dt)
{
    app->now += dt;
    live_reload_update(app); /* before the AI is asked to move on cards that are about to change */
    net_play_update(app);
    play_update(app);
    if (app->hover_wait && app->now - app->hover_since >= UI_HOVER_DELAY) {
        app->hover_wait = false;
        app_dirty(app);
    }
}

void ui_app_render(UiApp *app)
{
    app_update_viewport(app);
    SDL_SetRenderDrawColor(app->ren, 0x2a, 0x18, 0x0c, 255); /* letterbox bands in the wood colour */
    SDL_RenderClear(app->ren);
    app->tip_shown = false;
    app_run_pass(app, PASS_DRAW);
    if (app->win) SDL_RenderPresent(app->ren);
    app->frames++;
    app->dirty = app->print_stage == 2; /* "Printing…" is on screen: the next frame prints */
}

bool ui_app_needs_redraw(const UiApp *app)
{
    return app->dirty;
}

/* ---------------------------------------------------------------- create */
static bool app_init(UiApp *app, const char *pref_dir, char *err, size_t errn)
{
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear"); /* smooth scaled art and fanned cards */
    settings_default(&app->settings);
    app->s.view = calloc(1, sizeof(View));
    app->s.scratch = calloc(1, sizeof(View));
    app->s.preview = calloc(1, sizeof(View));
    app->s.legal = calloc(GM_MAX_ACTIONS, sizeof(Action));
    app->s.desc = calloc(GM_MAX_ACTIONS, sizeof(ActionDesc));
    if (!app->s.view || !app->s.scratch || !app->s.preview || !app->s.legal || !app->s.desc) {
        snprintf(err, errn, "out of memory");
        return false;
    }
    app->s.picked = -1;
    app->s.preview_action = -1;
    const char *env = getenv("CROWNTABLE_PREF_DIR");
    if (pref_dir) snprintf(app->pref_dir, sizeof app->pref_dir, "%s", pref_dir);
    else if (env && env[0]) snprintf(app->pref_dir, sizeof app->pref_dir, "%s", env);
    else {
        char *p = SDL_GetPrefPath("crowntable", "crowntable");
        if (p) {
            snprintf(app->pref_dir, sizeof app->pref_dir, "%s", p);
            SDL_free(p);
        }
    }
    size_t L = strlen(app->pref_dir);
    if (L > 1 && app->pref_dir[L - 1] == '/') app->pref_dir[L - 1] = 0;
    paths_set_user_dir(app->pref_dir); /* the designer's own sets: <pref>/cards/<game>/<set>/ */
    if (app->pref_dir[0]) {
        Error de = {{0}};
        if (!dir_ensure(app->pref_dir, &de)) SDL_Log("crowntable: %s (games cannot be saved)", de.msg);
        /* temp files of a save interrupted by a crash */
        char saves[700];
        snprintf(saves, sizeof saves, "%s/saves", app->pref_dir);
        int stale = file_clean_stale_temps(app->pref_dir) + file_clean_stale_temps(saves);
        if (stale) SDL_Log("crowntable: removed %d temporary file%s left by an interrupted save", stale, stale == 1 ? "" : "s");
    }
    const char *ai = getenv("CROWNTABLE_UI_AI");
    if (ai) snprintf(app->ai_override, sizeof app->ai_override, "%s", ai);
    app_load_settings(app);
    app->gfx_ok = gfx_init(&app->gfx, app->ren, err, errn);
    if (!app->gfx_ok) return false;
    app->gfx.text_scale = app->settings.ui_scale / 100.0f;
    app->scene = SCENE_MENU;
    app->mx = app->my = -1000;
    app->hover_zone = app->hover_item = -1;
    menu_refresh(app);
    app_update_viewport(app);
    app->dirty = true;
    return true;
}

/* The seed of a game started from setup, Rematch or Restart: from the clock in
 * a window; a fixed sequence when headless, so a test that presses "Start
 * game" sees the same deal on every run (a time seed made them flaky). */
uint64_t app_new_game_seed(UiApp *app)
{
    if (!app->win) return 0x5eedull * 1000003ull + ++app->games_started;
    return (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 13);
}

UiApp *ui_app_create_headless(int w, int h, const char *pref_dir)
{
    UiApp *app = calloc(1, sizeof *app);
    if (!app) return NULL;
    app->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (app->surface) app->ren = SDL_CreateSoftwareRenderer(app->surface);
    char err[600] = "";
    if (!app->ren || !app_init(app, pref_dir, err, sizeof err)) {
        SDL_Log("crowntable: headless UI failed: %s %s", err, SDL_GetError());
        ui_app_free(app);
        return NULL;
    }
    return app;
}

void ui_app_free(UiApp *app)
{
    if (!app) return;
    free(app->copied);
    deck_builder_free(app);
    play_end(app);
    net_play_end(app); /* a closed window leaves its table at once: the host holds its seat */
    live_reload_free(app);
    play_free_sets(app);
    if (app->s.layout_ok) layout_free(&app->s.layout);
    free(app->s.actors);
    free(app->s.revealed);
    free(app->s.view);
    free(app->s.scratch);
    free(app->s.preview);
    free(app->s.legal);
    free(app->s.desc);
    if (app->felt_tex) SDL_DestroyTexture(app->felt_tex);
    if (app->felt_base_tex) SDL_DestroyTexture(app->felt_base_tex);
    if (app->under_tex) SDL_DestroyTexture(app->under_tex);
    card_cache_release();
    if (app->gfx_ok) gfx_free(&app->gfx);
    if (app->ren) SDL_DestroyRenderer(app->ren);
    if (app->surface) SDL_FreeSurface(app->surface);
    if (app->win) SDL_DestroyWindow(app->win);
    free(app);
}

SDL_Surface *ui_app_surface(UiApp *app)
{
    return app->surface;
}

bool ui_app_save_png(UiApp *app, const char *path)
{
    if (!app->surface) return false;
    return IMG_SavePNG(app->surface, path) == 0;
}

UiScene ui_app_scene(const UiApp *app) { return app->scene; }
/* Puts text on the clipboard; kept in the app too, since a headless or
 * clipboard-less display refuses it and the tests read it back. */
void ui_copy_text(UiApp *app, const char *text)
{
    if (SDL_SetClipboardText(text) != 0) SDL_Log("crowntable: copy to the clipboard failed: %s", SDL_GetError());
    free(app->copied);
    app->copied = strdup(text);
}

static bool ticking(const UiApp *app)
{
    const UiSession *S = &app->s;
    return S->job || S->ai_showing || S->nanims > 0 || S->toast[0] || S->notice[0] || app->hover_wait ||
           (S->st && app->scene == SCENE_TABLE && S->m->current_player(S->st) != GM_TERMINAL &&
            !play_is_human(app, S->m->current_player(S->st)) && !S->pass_screen) ||
           (S->st && app->scene == SCENE_TABLE && S->m->current_player(S->st) == GM_TERMINAL);
}

bool ui_app_step(UiApp *app, int timeout_ms)
{
    static Uint64 last;
    Uint64 t0 = SDL_GetTicks64();
    if (!last) last = t0;
    /* pulsing glows need a slow tick only while something is clickable */
    int wait = net_play_wait_ms(app, live_reload_wait_ms(app, ticking(app) ? 16 : timeout_ms)); /* the set watch polls twice a second */
    SDL_Event ev;
    if (SDL_WaitEventTimeout(&ev, wait)) {
        ui_app_handle_event(app, &ev);
        while (SDL_PollEvent(&ev)) ui_app_handle_event(app, &ev);
    }
    Uint64 t1 = SDL_GetTicks64();
    ui_app_update(app, (t1 - last) / 1000.0);
    last = t1;
    if (app->dirty) {
        ui_app_render(app);
        return true;
    }
    return false;
}

/* ---------------------------------------------------------------- ui_main */
int ui_main(int argc, char **argv)
{
    int want_w = 0, want_h = 0, fullscreen = -1;
    const char *game = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--windowed") == 0) fullscreen = 0;
        else if (strcmp(argv[i], "--fullscreen") == 0) fullscreen = 1;
        else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &want_w, &want_h) != 2 || want_w < 320 || want_h < 200) {
                fprintf(stderr, "crowntable: --size expects WxH, e.g. 1280x720\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game = argv[++i];
        else if (strcmp(argv[i], "--cards") == 0 && i + 1 < argc) {
            if (!paths_add_cards_dir(argv[++i])) {
                fprintf(stderr, "crowntable: --cards: at most %d folders\n", PATHS_MAX_CARD_DIRS);
                return 2;
            }
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: crowntable [--windowed|--fullscreen] [--size WxH] [--game ID] [--cards DIR]...\n"
                   "  --cards DIR  also list the card sets in DIR (one set, or a folder of sets)\n");
            return 0;
        }
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        fprintf(stderr, "crowntable: cannot open the display: %s\n", SDL_GetError());
        return 1;
    }
    UiApp *app = calloc(1, sizeof *app);
    if (!app) return 1;
    if (!want_w) {
        SDL_Rect b;
        want_w = 1600;
        want_h = 900;
        if (SDL_GetDisplayUsableBounds(0, &b) == 0 && (b.w < 1640 || b.h < 960)) {
            float k = (b.w * 0.92f) / 1600 < (b.h * 0.9f) / 900 ? (b.w * 0.92f) / 1600 : (b.h * 0.9f) / 900;
            want_w = (int)(1600 * k);
            want_h = (int)(900 * k);
        }
    }
    app->win = SDL_CreateWindow("Crowntable", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, want_w, want_h,
                                SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!app->win) {
        fprintf(stderr, "crowntable: cannot open a window: %s\n", SDL_GetError());
        free(app);
        SDL_Quit();
        return 1;
    }
    SDL_SetWindowMinimumSize(app->win, 640, 360);
    app->ren = SDL_CreateRenderer(app->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!app->ren) app->ren = SDL_CreateRenderer(app->win, -1, SDL_RENDERER_SOFTWARE);
    char err[600] = "";
    if (!app->ren || !app_init(app, NULL, err, sizeof err)) {
        fprintf(stderr, "crowntable: %s\n", err[0] ? err : SDL_GetError());
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Crowntable", err[0] ? err : SDL_GetError(), app->win);
        ui_app_free(app);
        SDL_Quit();
        return 1;
    }
    app->audio_on = audio_init();
    if (app->audio_on) {
        audio_set_volume(app->settings.volume);
        audio_set_muted(app->settings.muted);
    }
    if (fullscreen >= 0) app->settings.fullscreen = fullscreen == 1;
    if (app->settings.fullscreen) app_set_fullscreen(app, true);
    if (game) {
        const GameModule *m = games_find(game);
        if (m) setup_enter(app, m);
        else fprintf(stderr, "crowntable: unknown game \"%s\"\n", game);
    }
    SDL_StopTextInput();
    while (!app->quit) ui_app_step(app, 1000);
    if (app->audio_on) audio_shutdown();
    ui_app_free(app);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return 0;
}
