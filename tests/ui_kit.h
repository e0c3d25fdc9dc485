/* ui_kit.h — helpers shared by the UI tests that drive a headless UiApp. */
#ifndef CT_UI_KIT_H
#define CT_UI_KIT_H
#include "ui/ui_app.h"
#include <SDL2/SDL.h>

/* One synthetic mouse event: SDL_MOUSEMOTION to (x, y), or a left
 * SDL_MOUSEBUTTONDOWN / SDL_MOUSEBUTTONUP there. */
void mouse_event(UiApp *app, Uint32 type, float x, float y);
/* A synthetic left click at (x, y): motion, button down, button up. */
void click_at(UiApp *app, float x, float y);

#endif
