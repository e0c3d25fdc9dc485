#include "ui_kit.h"
#include <SDL2/SDL.h>
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
