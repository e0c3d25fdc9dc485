/* click_kit.h — helpers shared by the click-driven UI tests (click_kit.c). */
#ifndef CT_CLICK_KIT_H
#define CT_CLICK_KIT_H
#include "ui/ui_app.h"
#include <stdbool.h>

/* A new folder under /tmp for an app's preferences (NULL if it cannot be made). */
char *tmpdir(void);
/* A headless 1600x900 app on preference folder pref (NULL: a new one), no
 * animations, a quick AI. */
UiApp *make_app(const char *pref);
/* Clicks the first button whose label contains `label`; false if none. */
bool click_button(UiApp *app, const char *label);
/* One human decision by clicking: a target if one is lit, else a source or an
 * action button, a chooser entry, or the pass screen; false if nothing to click. */
bool human_click(UiApp *app);
/* Plays clicks until the human has made one decision and it is their turn again. */
int one_human_move(UiApp *app);
/* Clicks the first clickable of `kind` whose label contains `label`. */
bool click_kind(UiApp *app, UiClickKind kind, const char *label);

#endif
