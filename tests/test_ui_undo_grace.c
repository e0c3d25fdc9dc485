/* test_ui_undo_grace.c — Undo against a quick AI: the AI thinks at
 * once, but its reply is held back, unshown and unmade, for UI_AI_UNDO_GRACE
 * after a human's move that can still be taken back; Undo in that time
 * discards the reply.  No wall-clock waits: the test waits on the AI
 * thread's state (ui_app_ai_decided) with the app's clock standing still,
 * then moves the clock itself. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

/* Steps the app with its clock stopped until the AI has decided (true) or
 * `n` moves have been made (false: the reply was not held back). */
static bool wait_decided(UiApp *app, int n)
{
    for (int i = 0; i < 30000 && ui_app_num_actions(app) == n; i++) {
        ui_app_update(app, 0.0);
        if (ui_app_ai_decided(app)) return true;
        kit_nap(app);
    }
    return false;
}

/* Steps with the clock stopped until more than `n` moves are made. */
static bool wait_moved(UiApp *app, int n)
{
    for (int i = 0; i < 30000 && ui_app_num_actions(app) == n; i++) {
        ui_app_update(app, 0.0);
        if (ui_app_num_actions(app) == n) kit_nap(app);
    }
    return ui_app_num_actions(app) > n;
}

static bool drew_text_containing(UiApp *app, const char *what)
{
    ui_app_render_logged(app);
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        if (strstr(ui_app_drawn_text(app, i), what)) return true;
    return false;
}

/* Undo is greyed, and Ctrl+Z takes nothing back and says `why`. */
static void check_undo_barred(UiApp *app, const char *why)
{
    int n = ui_app_num_actions(app);
    float x, y;
    CHECK(!kit_find(app, "Undo", &x, &y));
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK_CONTAINS(ui_app_notice(app), why);
}

/* Queen's Blood, me (seat 0) first against the AI, animations at `anim`. */
static UiApp *blood_me_first(int anim)
{
    UiApp *app = make_app(NULL);
    if (!app) return NULL;
    ui_app_set_anim(app, anim);
    for (unsigned long long seed = 1; seed < 40; seed++) {
        if (!ui_app_start(app, "queens-blood", 2, 2u, seed)) break;
        if (ui_app_current_player(app) == 0) return app;
    }
    ui_app_free(app);
    return NULL;
}

/* Keeping my hand shows me nothing: the AI's decided reply waits, Undo stays
 * and discards it; after the grace the reply is made and Undo is barred. */
static void test_undo_within_the_grace(void)
{
    UiApp *app = blood_me_first(0);
    REQUIRE(app);
    REQUIRE(click_button(app, "Keep this hand")); /* keep my hand: nothing drawn */
    REQUIRE(ui_app_num_actions(app) == 1);
    REQUIRE(wait_decided(app, 1));
    ui_app_update(app, UI_AI_UNDO_GRACE * 0.5);
    CHECK_INT(ui_app_num_actions(app), 1); /* decided, neither shown nor made */
    CHECK(!ui_app_ai_showing(app));
    CHECK(drew_text_containing(app, "is thinking")); /* a sign of life meanwhile */
    float x, y;
    CHECK(kit_find(app, "Undo", &x, &y));
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), 0);
    CHECK_INT(ui_app_current_player(app), 0);
    CHECK(!ui_app_ai_busy(app)); /* the held reply is gone */
    CHECK_CONTAINS(ui_app_notice(app), "Taken back");
    /* the same again, now letting the grace pass */
    REQUIRE(click_button(app, "Keep this hand"));
    REQUIRE(wait_decided(app, 1));
    CHECK(kit_find(app, "Undo", &x, &y));
    ui_app_update(app, UI_AI_UNDO_GRACE + 0.01);
    CHECK_INT(ui_app_num_actions(app), 2); /* no animations: made at once */
    check_undo_barred(app, "has moved since your last move, so it cannot be taken back");
    ui_app_free(app);
}

/* With animations the reply is shown after the grace (Undo then barred
 * because the AI has chosen), and the pause menu holds a decided reply. */
static void test_grace_then_shown_and_paused(void)
{
    UiApp *app = blood_me_first(2);
    REQUIRE(app);
    REQUIRE(click_button(app, "Keep this hand"));
    REQUIRE(wait_decided(app, 1));
    ui_app_open_overlay(app, "pause");
    ui_app_update(app, UI_AI_UNDO_GRACE * 3);
    CHECK(!ui_app_ai_showing(app)); /* behind the pause menu nothing moves */
    CHECK_INT(ui_app_num_actions(app), 1);
    ui_app_open_overlay(app, "");
    ui_app_update(app, 0.0);
    CHECK(ui_app_ai_showing(app)); /* the grace is over: the AI's move shows */
    CHECK_INT(ui_app_num_actions(app), 1);
    check_undo_barred(app, "has already chosen a reply to your move, so it cannot be taken back");
    ui_app_free(app);
}

/* No grace where Undo is barred anyway: after a Queen's Court play that drew
 * a card, and on a table of AIs, the reply comes with the clock standing still. */
static void test_no_grace_when_nothing_to_take_back(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 31)); /* me, then the AI */
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    REQUIRE(click_kind(app, CLICK_SOURCE, ".hand"));
    REQUIRE(click_kind(app, CLICK_TARGET, ""));
    REQUIRE(ui_app_num_actions(app) == 1);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_CONTAINS(ui_app_notice(app), "drawn"); /* the play drew a card */
    CHECK(wait_moved(app, 1));
    ui_app_free(app);

    app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-blood", 2, 3u, 7)); /* two AIs */
    CHECK(wait_moved(app, 0));
    CHECK(wait_moved(app, 1));
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_undo_within_the_grace);
    RUN(test_grace_then_shown_and_paused);
    RUN(test_no_grace_when_nothing_to_take_back);
    SDL_Quit();
    return tl_summary();
}
