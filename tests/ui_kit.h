/* ui_kit.h — helpers shared by the UI tests that drive a headless UiApp. */
#ifndef CT_UI_KIT_H
#define CT_UI_KIT_H
#include "ui/ui_app.h"

/* A synthetic left click at (x, y): motion, button down, button up. */
void click_at(UiApp *app, float x, float y);
/* Renders and saves a picture as $CT_TEST_OUT/name (set by CTest; nothing without it). */
void kit_snapshot(UiApp *app, const char *name);
/* Renders, then the centre of the first button whose label contains `label`. */
bool kit_find(UiApp *app, const char *label, float *x, float *y);

#endif
