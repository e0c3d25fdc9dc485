/* test_ui_played.c — defects seen by playing with the mouse (issue 8, the
 * table), each driven by synthetic clicks on a headless table:
 *  - the Load list's rows and its Delete question are read at full size at
 *    150 % text (the one-line row shrank to about 7 units), and the list
 *    counts "moves", as the log line of a loaded game does (it said
 *    "actions");
 *  - the pause menu's autosave line keeps inside the panel's margins at 150 %
 *    text (it ran from edge to edge).
 * Everything is seeded: the same frames on every run, whatever the load. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

static UiApp *make_app(int w, int h, char *dir, size_t n)
{
    return kit_app(w, h, "ismcts:easy/it=20/t=0", dir, n);
}

/* The Load list's own words: a row's two lines ("Queen's Court — <date>",
 * "Ann, Ben (AI) · 3 moves"), the question and the buttons beside them (the
 * menu behind has words of its own). */
static bool list_words(const char *t)
{
    return strstr(t, " — ") || strstr(t, " · ") || strstr(t, "for good") || strcmp(t, "Delete") == 0 ||
           strcmp(t, "Keep") == 0;
}

/* Every word of the list recorded in the frame is drawn at `least` units or
 * more before the text-size setting; returns how many were checked. */
static int labels_at_least(UiApp *app, float least, const char *where)
{
    SDL_Rect r;
    const char *t;
    int n = 0;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (!list_words(t)) continue;
        float size = ui_app_label_size(app, i);
        CHECKF(size >= least, "%s: \"%s\" drawn at %.1f units (at least %.0f wanted)", where, t, size, least);
        n++;
    }
    return n;
}

static void render_with_labels(UiApp *app)
{
    ui_app_labels_record(app, true);
    ui_app_render(app);
    ui_app_labels_record(app, false);
}

/* A saved game of Queen's Court, 3 moves in, in the Load list at 150 % text. */
static void test_load_list_reads_at_150(void)
{
    char dir[256];
    UiApp *app = make_app(1600, 900, dir, sizeof dir);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 21));
    REQUIRE(ui_app_debug_advance(app, 3, 5) == 3);
    ui_app_open_overlay(app, "pause");
    float x, y;
    REQUIRE(kit_find(app, "Save game", &x, &y));
    click_at(app, x, y);
    /* from the menu: nothing of the table behind the list */
    REQUIRE(kit_find(app, "Quit to menu", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_set_setting(app, "ui_scale", 150));
    REQUIRE(kit_find(app, "Load game", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_overlay_open(app));
    UiClickable cl[64];
    int n = ui_app_clickables(app, cl, 64), rows = 0;
    for (int i = 0; i < n; i++)
        if (cl[i].kind == CLICK_BUTTON && strstr(cl[i].label, "Queen's Court")) {
            rows++;
            CHECK_CONTAINS(cl[i].label, "3 moves");
            CHECKF(!strstr(cl[i].label, "action"), "the Load list says \"%s\"", cl[i].label);
        }
    CHECK_INT(rows, 1);
    render_with_labels(app);
    CHECKF(labels_at_least(app, 14, "Load list at 150 %") >= 3, "the row's words were not drawn");
    kit_expect_nothing_cut(app, 0, "the Load list at 150 %");
    CHECK(kit_save_png(app, "load-list-150.png"));

    /* Delete asks, at the row's size */
    REQUIRE(kit_find(app, "Delete", &x, &y));
    click_at(app, x, y);
    REQUIRE(kit_find(app, "Keep", &x, &y));
    render_with_labels(app);
    CHECKF(labels_at_least(app, 14, "Delete question at 150 %") >= 3, "the question was not drawn");
    kit_expect_nothing_cut(app, 0, "the Delete question at 150 %");
    CHECK(kit_save_png(app, "load-list-delete-150.png"));
    click_at(app, x, y);

    /* loaded, the log counts the same moves in the same word */
    REQUIRE(kit_find(app, "Queen's Court", &x, &y));
    click_at(app, x, y);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    REQUIRE(ui_app_log_count(app) > 0);
    CHECK_CONTAINS(ui_app_log_line(app, 0), "(3 moves so far)");
    ui_app_free(app);
}

/* The pause panel (600..1000) keeps its autosave line 24 units from each edge. */
static void test_pause_line_inside_the_panel(void)
{
    const int scales[2] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = make_app(1600, 900, NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_set_setting(app, "ui_scale", scales[k]));
        REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 21));
        ui_app_open_overlay(app, "pause");
        render_with_labels(app);
        SDL_Rect r;
        const char *t;
        int found = 0;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (!strstr(t, "autosaved")) continue;
            found++;
            CHECKF(r.x >= 624 && r.x + r.w <= 976, "at %d %%: the autosave line spans %d..%d in the panel 600..1000",
                   scales[k], r.x, r.x + r.w);
        }
        CHECKF(found > 0, "at %d %%: no autosave line", scales[k]);
        kit_expect_nothing_cut(app, 0, "the pause menu");
        if (k == 1) CHECK(kit_save_png(app, "pause-150.png"));
        ui_app_free(app);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_load_list_reads_at_150);
    RUN(test_pause_line_inside_the_panel);
    SDL_Quit();
    return tl_summary();
}
