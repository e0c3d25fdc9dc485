#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void click_at(UiApp *app, float x, float y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = (int)x;
    ev.motion.y = (int)y;
    ui_app_handle_event(app, &ev);
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = (int)x;
    ev.button.y = (int)y;
    ui_app_handle_event(app, &ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ui_app_handle_event(app, &ev);
}

void kit_snapshot(UiApp *app, const char *name)
{
    const char *out = getenv("CT_TEST_OUT");
    if (!out) return;
    char path[600];
    snprintf(path, sizeof path, "%s/%s", out, name);
    ui_app_render(app);
    ui_app_save_png(app, path);
}

bool kit_find(UiApp *app, const char *label, float *x, float *y)
{
    ui_app_render(app);
    return ui_app_find(app, CLICK_BUTTON, label, x, y);
}
