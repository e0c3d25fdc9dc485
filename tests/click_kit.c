/* click_kit.c — helpers shared by the tests that drive the table with
 * synthetic clicks (test_ui_click.c: games, undo, hot-seat; test_ui_saves.c:
 * saving, loading, autosave, settings). */
#include "click_kit.h"
#include "ui_kit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned rnd_state = 12345;
static unsigned rnd(unsigned n)
{
    rnd_state = rnd_state * 1103515245u + 12345u;
    return (rnd_state >> 8) % n;
}

char *tmpdir(void)
{
    return kit_tmpdir("ct-ui-click");
}

UiApp *make_app(const char *pref)
{
    UiApp *app = ui_app_create_headless(1600, 900, pref ? pref : tmpdir());
    if (app) {
        ui_app_set_anim(app, 0);
        ui_app_set_ai(app, "ismcts:easy/it=40/t=0");
    }
    return app;
}

bool click_button(UiApp *app, const char *label)
{
    float x, y;
    if (!ui_app_find(app, CLICK_BUTTON, label, &x, &y)) return false;
    click_at(app, x, y);
    return true;
}

static bool chrome(const char *label)
{
    return strcmp(label, "Menu") == 0 || strcmp(label, "Undo") == 0 || strncmp(label, "Hint", 4) == 0;
}

/* One human decision by clicking: a target if one is lit, else a source or an
 * action button, a chooser entry, or the pass screen. */
bool human_click(UiApp *app)
{
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256);
    int idx[256], k = 0;
    for (int i = 0; i < n; i++) if (cl[i].kind == CLICK_PASS) idx[k++] = i;
    if (!k) for (int i = 0; i < n; i++) if (cl[i].kind == CLICK_CHOICE) idx[k++] = i;
    if (!k) for (int i = 0; i < n; i++) if (cl[i].kind == CLICK_TARGET) idx[k++] = i;
    if (!k) {
        int nb = 0, ns = 0;
        int b[256], s[256];
        for (int i = 0; i < n; i++) {
            if (cl[i].kind == CLICK_SOURCE) s[ns++] = i;
            else if (cl[i].kind == CLICK_BUTTON && !chrome(cl[i].label)) b[nb++] = i;
        }
        if (nb && (!ns || rnd(100) < 10)) { memcpy(idx, b, sizeof b[0] * (size_t)nb); k = nb; }
        else { memcpy(idx, s, sizeof s[0] * (size_t)ns); k = ns; }
    }
    if (!k) return false;
    int pick = idx[rnd((unsigned)k)];
    click_at(app, cl[pick].x, cl[pick].y);
    return true;
}

/* Plays clicks until the human has made one decision and it is their turn again. */
int one_human_move(UiApp *app)
{
    int before = ui_app_num_actions(app);
    for (int i = 0; i < 40 && ui_app_num_actions(app) == before; i++) {
        kit_settle(app);
        human_click(app);
    }
    kit_settle(app);
    return ui_app_num_actions(app) - before;
}

/* Clicks the first clickable of `kind` whose label contains `label`. */
bool click_kind(UiApp *app, UiClickKind kind, const char *label)
{
    float x, y;
    if (!ui_app_find(app, kind, label, &x, &y)) return false;
    click_at(app, x, y);
    return true;
}
