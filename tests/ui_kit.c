#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <string.h>

void mouse_event(UiApp *app, Uint32 type, float x, float y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.x = (int)x;
        ev.motion.y = (int)y;
    } else {
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.x = (int)x;
        ev.button.y = (int)y;
    }
    ui_app_handle_event(app, &ev);
}

void click_at(UiApp *app, float x, float y)
{
    mouse_event(app, SDL_MOUSEMOTION, x, y);
    mouse_event(app, SDL_MOUSEBUTTONDOWN, x, y);
    mouse_event(app, SDL_MOUSEBUTTONUP, x, y);
}
