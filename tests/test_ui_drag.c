/* test_ui_drag.c — drag and drop on the table with synthetic SDL mouse events
 * only (never calling apply): Long Live the Queen's setup arranged at random
 * in one click, then tiles reordered by dragging one onto another, in either
 * direction (an action whose ends are alike, ActionDesc.swap_ends), the Master
 * slot included; the ten-swap bound; and no empty "tiles to place" box left
 * once setup is over. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static UiApp *make_app(void)
{
    return kit_app(1600, 900, "ismcts:easy/it=40/t=0", NULL, 0);
}

/* Press on (x0, y0), move in a few steps to (x1, y1) with frames drawn on
 * the way (the dragged tile follows the pointer), release there. */
static void drag(UiApp *app, float x0, float y0, float x1, float y1)
{
    mouse_event(app, SDL_MOUSEMOTION, x0, y0);
    mouse_event(app, SDL_MOUSEBUTTONDOWN, x0, y0);
    for (int k = 1; k <= 4; k++) {
        mouse_event(app, SDL_MOUSEMOTION, x0 + (x1 - x0) * k / 4, y0 + (y1 - y0) * k / 4);
        ui_app_update(app, 0.02);
        ui_app_render(app);
    }
    mouse_event(app, SDL_MOUSEBUTTONUP, x1, y1);
    ui_app_update(app, 0.02);
    ui_app_render(app);
}

static bool drag_zones(UiApp *app, const char *from, const char *to)
{
    float x0, y0, x1, y1;
    if (!kit_zone_centre(app, from, &x0, &y0) || !kit_zone_centre(app, to, &x1, &y1)) return false;
    drag(app, x0, y0, x1, y1);
    return true;
}

static int sources_in_line(UiApp *app)
{
    UiClickable c[256];
    int n = ui_app_clickables(app, c, 256), k = 0;
    for (int i = 0; i < n; i++)
        if (c[i].kind == CLICK_SOURCE && strncmp(c[i].label, "p0.pos", 6) == 0) k++;
    return k;
}

static bool is_master_tile(const UiApp *app, int card)
{
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    if (!ui_app_game(app, &m, &set) || card < 0 || card >= set->ncards) return false;
    /* the dieselpunk tiles with a prestige colour */
    static const char *const ok[] = {"sniper", "assassin", "schemer", "noble", "pilot", "entertainer", "spy"};
    for (int i = 0; i < 7; i++)
        if (strcmp(set->cards[card].id, ok[i]) == 0) return true;
    return false;
}

static void test_arrange_then_drag_to_reorder(void)
{
    UiApp *app = make_app();
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 2024)); /* me seat 0, the AI seat 1 */
    ui_app_render(app);
    /* one click from the very first step: Master and line at random */
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Arrange everything at random", &x, &y));
    click_at(app, x, y);
    ui_app_update(app, 0.02);
    ui_app_render(app);
    CHECKF(ui_app_shown_card(app, "p0.master", 0) >= 0, "no Master after arranging: %d",
           ui_app_shown_card(app, "p0.master", 0));
    for (int pos = 2; pos <= 12; pos++) {
        char id[16];
        snprintf(id, sizeof id, "p0.pos%d", pos);
        CHECKF(ui_app_shown_card(app, id, 0) >= 0, "%s empty after arranging", id);
    }
    CHECK(ui_app_find(app, CLICK_BUTTON, "Ready", &x, &y));
    float gx, gy;
    CHECK(!kit_zone_centre(app, "p0.gang", &gx, &gy)); /* every tile placed: no empty "tiles to place" box */
    int n0 = ui_app_num_actions(app);

    /* backwards: drag the tile at 5 onto 3 (the action is "reorder 3 5") */
    int c3 = ui_app_shown_card(app, "p0.pos3", 0), c5 = ui_app_shown_card(app, "p0.pos5", 0);
    REQUIRE(drag_zones(app, "p0.pos5", "p0.pos3"));
    CHECK_INT(ui_app_shown_card(app, "p0.pos3", 0), c5);
    CHECK_INT(ui_app_shown_card(app, "p0.pos5", 0), c3);
    CHECK_INT(ui_app_num_actions(app), n0 + 1);
    char text[64];
    ui_app_action_at(app, n0, text, sizeof text);
    CHECK_STR(text, "reorder 3 5");
    /* forwards: and back again */
    REQUIRE(drag_zones(app, "p0.pos3", "p0.pos5"));
    CHECK_INT(ui_app_shown_card(app, "p0.pos3", 0), c3);
    CHECK_INT(ui_app_shown_card(app, "p0.pos5", 0), c5);
    /* the Princess does not move: a drop on 7 does nothing */
    int c2 = ui_app_shown_card(app, "p0.pos2", 0);
    REQUIRE(drag_zones(app, "p0.pos2", "p0.pos7"));
    CHECK_INT(ui_app_shown_card(app, "p0.pos2", 0), c2);
    CHECK_INT(ui_app_num_actions(app), n0 + 2);
    /* a press and release on the same tile only picks it: nothing moves */
    REQUIRE(drag_zones(app, "p0.pos4", "p0.pos4"));
    CHECK_INT(ui_app_num_actions(app), n0 + 2);
    mouse_event(app, SDL_MOUSEBUTTONDOWN, 5, 5); /* drop the pick */
    mouse_event(app, SDL_MOUSEBUTTONUP, 5, 5);
    /* the Master slot: a tile that may be Master dragged onto it trades places */
    int pos_m = 0;
    for (int pos = 2; pos <= 12 && !pos_m; pos++) {
        char id[16];
        snprintf(id, sizeof id, "p0.pos%d", pos);
        if (pos != 7 && is_master_tile(app, ui_app_shown_card(app, id, 0))) pos_m = pos;
    }
    REQUIRE(pos_m);
    char id_m[16];
    snprintf(id_m, sizeof id_m, "p0.pos%d", pos_m);
    int master = ui_app_shown_card(app, "p0.master", 0), incoming = ui_app_shown_card(app, id_m, 0);
    REQUIRE(drag_zones(app, id_m, "p0.master"));
    CHECK_INT(ui_app_shown_card(app, "p0.master", 0), incoming);
    CHECK_INT(ui_app_shown_card(app, id_m, 0), master);
    /* ten swaps per seat: after them the line no longer lifts */
    CHECK(sources_in_line(app) > 0);
    for (int k = 3; k < 10; k++) REQUIRE(drag_zones(app, "p0.pos2", "p0.pos3"));
    CHECK_INT(ui_app_num_actions(app), n0 + 10);
    ui_app_render(app);
    CHECK_INT(sources_in_line(app), 0);
    /* Ready: the AI sets up; afterwards no empty "tiles to place" box is drawn */
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Ready", &x, &y));
    click_at(app, x, y);
    for (int i = 0; i < 20000 && (ui_app_ai_busy(app) || !ui_app_waiting_for_human(app)) && !ui_app_game_over(app); i++) {
        ui_app_update(app, 0.02);
        kit_nap(app);
    }
    ui_app_render(app);
    CHECK(!kit_zone_centre(app, "p0.gang", &gx, &gy));
    CHECK(!kit_zone_centre(app, "p1.gang", &gx, &gy));
    const char *out = getenv("CT_TEST_OUT");
    if (out) {
        char png[512];
        snprintf(png, sizeof png, "%s/ui-drag-after-setup.png", out);
        ui_app_save_png(app, png);
    }
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_arrange_then_drag_to_reorder);
    SDL_Quit();
    return tl_summary();
}
