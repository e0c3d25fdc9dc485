/* overlay_pause.c — the frame every overlay opens with, and the pause menu. */
#include "ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

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

/* Restart asks first, in a panel of its own sized to its words and centred:
 * a misclick must not throw a game away, and the old game is kept in Load
 * game.  (It sat small at the top of the tall pause panel.) */
static void restart_confirm(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const bool same = S->confirm_same_seed;
    const char *title = same ? "Restart with the same seed?" : "Restart this game?";
    const char *body = same ? "The same shuffle again, with the cards as they are now. The game so far is kept in Load game."
                            : "A new deal with the same players. The game so far is kept in Load game.";
    float tw, th, w = 560;
    gfx_text_size(g, FACE_SERIF_BOLD, 28, title, &tw, &th);
    if (tw + 80 > w) w = fminf(tw + 80, UI_W - 80);
    float bh = gfx_text_wrap_height(g, FACE_SANS, 17, w - 60, body);
    float h = 28 + th + 14 + bh + 28 + 52 + 28;
    SDL_FRect p = {(UI_W - w) / 2, (UI_H - h) / 2, w, h};
    dim(app);
    gfx_shadow(g, p, 16, 14, 120);
    ui_panel(app, p);
    float y = p.y + 28;
    gfx_text(g, FACE_SERIF_BOLD, 28, GOLD, UI_W / 2, y, ALIGN_CENTER, title);
    y += th + 14;
    gfx_text_wrap(g, FACE_SANS, 17, CREAM, p.x + 30, y, w - 60, ALIGN_CENTER, body);
    y += bh + 28;
    float bw = (w - 60 - 20) / 2;
    if (ui_button(app, (SDL_FRect){p.x + 30, y, bw, 52}, "Yes, restart", true, true)) {
        char kept[800] = "";
        bool worth = S->rec.nactions > 0 && !game_is_over(S->m, S->st);
        bool saved = worth && play_save_copy(app, "restart", kept, sizeof kept);
        if ((same ? live_restart_same_seed(app) : play_start(app, app_new_game_seed(app))) && worth) {
            snprintf(S->notice, sizeof S->notice, saved ? "New game. The one you left is in Load game."
                                                        : "New game. The one you left could not be kept: %s", kept);
            S->notice_until = app->now + 6;
        }
        return;
    }
    if (ui_button(app, (SDL_FRect){p.x + 30 + bw + 20, y, bw, 52}, "No", true, false)) {
        S->confirm_restart = false;
        app_dirty(app);
    }
}

void overlay_pause(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (S->confirm_restart) {
        restart_confirm(app);
        return; /* nothing else until it is answered */
    }
    overlay_frame(app, (SDL_FRect){600, 130, 400, 610}, 152, "Paused");
    float y = 212, bw = 320, bx = 640;
    if (ui_button(app, (SDL_FRect){bx, y, bw, 50}, "Resume", true, true)) { app->overlay = OV_NONE; app_dirty(app); return; }
    y += 62;
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
        bool ok = play_save_copy(app, "saved", path, sizeof path);
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
    /* inside the panel's margins at any text size (at 150 % the autosave
     * line ran from edge to edge) */
    const SDL_FRect words = {632, 654, 336, 76};
    if (S->notice[0]) gfx_text_box(g, FACE_SANS, 13, CREAM, words, ALIGN_CENTER, false, S->notice);
    else if (net_play_active(app)) /* why Restart and Save are grey */
        gfx_text_box(g, FACE_SANS, 13, CREAM, words, ALIGN_CENTER, true,
                     "A game over the network is the host's: it cannot be restarted or saved here. Quit to menu leaves it.");
    else gfx_text_box(g, FACE_SANS, 13, CREAM, words, ALIGN_CENTER, true, "The game is autosaved after every move.");
}
