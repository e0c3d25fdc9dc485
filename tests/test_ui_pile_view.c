/* test_ui_pile_view.c — the pile viewer by clicks: a face-up pile with no
 * move (Queen by Midnight's central Banish pile) opens on click and lists its
 * cards; Close and Esc shut it; a pile of backs (a deck) does not open. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *tmpdir(void)
{
    return kit_tmpdir("ct-ui-pile");
}

static void key(UiApp *app, SDL_Keycode k)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = k;
    ui_app_handle_event(app, &ev);
}

static void test_banish_pile_opens_on_click(void)
{
    if (!games_find("queen-by-midnight")) return;
    UiApp *app = ui_app_create_headless(1600, 900, tmpdir());
    REQUIRE(app);
    ui_app_set_anim(app, 0);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 0, 21)); /* two people: no AI thread */
    int moves = 0;
    while (ui_app_shown_card(app, "banish", 0) < 0 && moves < 3000 && !ui_app_game_over(app))
        moves += ui_app_debug_advance(app, 1, 77 + (unsigned long long)moves);
    REQUIRE(ui_app_shown_card(app, "banish", 0) >= 0);
    REQUIRE(!ui_app_game_over(app));
    ui_app_render(app);
    float x, y;
    /* a deck shows backs only: clicking it opens nothing */
    if (kit_zone_centre(app, "p0.deck", &x, &y) && ui_app_shown_card(app, "p0.deck", 0) == -1) {
        click_at(app, x, y);
        CHECK(!ui_app_overlay_open(app));
    }
    REQUIRE(kit_zone_centre(app, "banish", &x, &y));
    click_at(app, x, y);
    CHECK(ui_app_overlay_open(app));
    ui_app_render(app);
    float cx, cy;
    CHECK(ui_app_find(app, CLICK_BUTTON, "Close", &cx, &cy));
    const char *shot = getenv("CT_PILE_SHOT");
    if (shot && *shot) ui_app_save_png(app, shot);
    click_at(app, cx, cy);
    CHECK(!ui_app_overlay_open(app));
    /* Esc shuts it too */
    click_at(app, x, y);
    CHECK(ui_app_overlay_open(app));
    key(app, SDLK_ESCAPE);
    CHECK(!ui_app_overlay_open(app));
    printf("  banish pile opened after %d moves\n", moves);
    ui_app_free(app);
}

/* Queen's Court: every seat has a left pile; the viewer's title says whose. */
static void test_pile_title_names_the_owner(void)
{
    UiApp *app = ui_app_create_headless(1600, 900, tmpdir());
    REQUIRE(app);
    ui_app_set_anim(app, 0);
    REQUIRE(ui_app_start(app, "queens-court", 3, 0, 21));
    ui_app_force_pass_screen(app);
    float x, y;
    if (ui_app_find(app, CLICK_PASS, "", &x, &y)) click_at(app, x, y);
    ui_app_render(app);
    REQUIRE(kit_zone_centre(app, "p1.left", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_overlay_open(app));
    ui_app_render_logged(app);
    bool named = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        named |= strstr(ui_app_drawn_text(app, i), "Ben's left pile") != NULL;
    CHECK(named);
    ui_app_free(app);
}

/* Blood Wars lists another seat's victory pool as a pile (its latest
 * battlefield on top): a click opens the viewer with every battlefield. */
static void test_row_shown_as_a_pile_opens(void)
{
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    UiApp *app = kit_table("blood-wars", 2, 2u, 3, &m, &set); /* seat 1 the AI */
    REQUIRE(app);
    GameState *st = tl_load_position(m, set, "tests/positions/blood-wars/busy-table-2.json");
    REQUIRE(st);
    kit_install(app, st, 0);
    ui_app_render(app);
    SDL_Rect top;
    REQUIRE(ui_app_item_rect(app, "p1.pool", 0, &top));
    click_at(app, (float)top.x + (float)top.w / 2, (float)top.y + (float)top.h / 2);
    REQUIRE(ui_app_overlay_open(app));
    ui_app_render_logged(app);
    bool all = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        all |= strstr(ui_app_drawn_text(app, i), "victory pool") && strstr(ui_app_drawn_text(app, i), "4 cards");
    CHECK(all);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_banish_pile_opens_on_click);
    RUN(test_pile_title_names_the_owner);
    RUN(test_row_shown_as_a_pile_opens);
    SDL_Quit();
    return tl_summary();
}
