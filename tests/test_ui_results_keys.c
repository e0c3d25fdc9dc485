/* test_ui_results_keys.c — the results screen's keys never throw away what
 * it shows: Space and Enter, pressed once too many as the game ends, do
 * nothing until the result has been on screen a moment, then keep it in
 * view (See the final table); Rematch is R or a click, never the default. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdlib.h>

/* Two AI seats playing at random to the end of a Queen's Court game. */
static UiApp *at_results(char *dir)
{
    UiApp *app = ui_app_create_headless(1280, 720, dir);
    if (!app) return NULL;
    ui_app_set_anim(app, 0);
    ui_app_set_ai(app, "random");
    if (!ui_app_start(app, "queens-court", 2, 3u, 5)) return app;
    for (int i = 0; i < 200000 && ui_app_scene(app) != SCENE_RESULTS; i++) {
        ui_app_update(app, 0.0);
        if (ui_app_scene(app) != SCENE_RESULTS && i % 8 == 0) ui_app_update(app, 3.0); /* past summaries and pauses */
    }
    return app;
}

static void keys_wait_and_rematch_is_r(void)
{
    char *dir = kit_tmpdir("ct-results");
    UiApp *app = at_results(dir);
    REQUIRE(app);
    REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
    kit_settle(app);
    press_key(app, SDLK_SPACE, 0);
    press_key(app, SDLK_RETURN, 0);
    CHECK_INT(ui_app_scene(app), SCENE_RESULTS);
    CHECK(ui_app_game_over(app));
    /* a moment later Space keeps the result in view: the final table, the game still over */
    ui_app_update(app, 2.0);
    kit_settle(app);
    press_key(app, SDLK_SPACE, 0);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK(ui_app_game_over(app));
    float x, y;
    REQUIRE(kit_find(app, "Back to the results", &x, &y));
    click_at(app, x, y);
    CHECK_INT(ui_app_scene(app), SCENE_RESULTS);
    /* R: a new game */
    press_key(app, SDLK_r, 0);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK(!ui_app_game_over(app));
    ui_app_free(app);
}

int main(void)
{
    RUN(keys_wait_and_rematch_is_r);
    return tl_summary();
}
