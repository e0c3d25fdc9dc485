/* ui_kit.h — helpers shared by the UI tests that drive a headless UiApp. */
#ifndef CT_UI_KIT_H
#define CT_UI_KIT_H
#include "ui/ui_app.h"

/* A synthetic left click at (x, y): motion, button down, button up. */
void click_at(UiApp *app, float x, float y);

#endif
