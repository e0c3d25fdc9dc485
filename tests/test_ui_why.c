/* test_ui_why.c — a click on something that is no move always says why
 * (issue 8), driven only by synthetic clicks: in every game a shared zone (a
 * market, a supply, a deck) and a rival's hidden hand, clicked on the human's
 * turn where nothing glows, leave the game as it was and show a reason. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

/* Zone `id`'s box on screen; false when the layout does not show it. */
static bool zone_box(UiApp *app, const char *id, SDL_Rect *out)
{
    char ids[96][32];
    SDL_Rect r[96];
    int n = ui_app_zone_rects(app, ids, r, 96);
    for (int i = 0; i < n; i++)
        if (strcmp(ids[i], id) == 0) {
            *out = r[i];
            return r[i].w > 0 && r[i].h > 0;
        }
    return false;
}

/* True when nothing clickable for a move (a source, a target) lies in box. */
static bool nothing_glows_in(UiApp *app, SDL_Rect box)
{
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < n; i++)
        if ((cl[i].kind == CLICK_SOURCE || cl[i].kind == CLICK_TARGET) && cl[i].x >= box.x &&
            cl[i].x < box.x + box.w && cl[i].y >= box.y && cl[i].y < box.y + box.h)
            return false;
    return true;
}

/* Starts `game` (me seat 0 against an AI), advances by the test's own moves
 * until it is my turn and nothing in zone `zone` is a move, clicks the zone's
 * middle and checks that no move was made and that the notice contains
 * `expect` (and, when `named` >= 0, that seat's name). */
static void click_says(const char *game, unsigned long long seed, const char *zone, const char *expect, int named)
{
    if (!games_find(game)) return;
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, 2, 2u, seed));
    SDL_Rect box = {0, 0, 0, 0};
    bool ready = false;
    for (int i = 0; i < 300 && !ready && !ui_app_game_over(app); i++) {
        kit_settle(app);
        ready = ui_app_waiting_for_human(app) && ui_app_current_player(app) == 0 && !ui_app_overlay_open(app) &&
                !ui_app_pass_screen(app) && zone_box(app, zone, &box) && nothing_glows_in(app, box);
        if (!ready) ui_app_debug_advance(app, 1, seed + (unsigned long long)i);
    }
    if (!ready) fprintf(stderr, "%s: never my turn with %s shown and not glowing\n", game, zone);
    REQUIRE(ready);
    int before = ui_app_num_actions(app);
    click_at(app, box.x + box.w / 2.0f, box.y + box.h / 2.0f);
    kit_settle(app);
    CHECK_INT(ui_app_num_actions(app), before);
    CHECK(!ui_app_overlay_open(app));
    const char *said = ui_app_notice(app);
    if (!strstr(said, expect)) fprintf(stderr, "%s, %s: the notice is \"%s\"\n", game, zone, said);
    CHECK_CONTAINS(said, expect);
    CHECK(strstr(said, "can't be played") == NULL); /* a reason, or whose it is */
    if (named >= 0) CHECK_CONTAINS(said, ui_app_seat_name(app, named));
    char png[96];
    snprintf(png, sizeof png, "why-%s-%s.png", game, zone);
    snapshot_png(app, png);
    ui_app_free(app);
}

/* A rival's hand shows backs: the click says whose it is. */
static void test_rival_hand_says_whose(void)
{
    click_says("queens-court", 31, "p1.hand", "hand", 1);
    click_says("queens-blood", 31, "p1.hand", "hand", 1);
    click_says("queen-by-midnight", 31, "p1.hand", "hand", 1);
    click_says("blood-wars", 31, "p1.hand", "hand", 1);
}

/* Shared zones nobody owns say why in their own words, never that a deck or
 * a supply "can't be played" (issue 8). */
static void test_shared_zone_says_why(void)
{
    click_says("queens-court", 31, "deck", "Draw pile: you draw from it after each play", -1);
    click_says("queen-by-midnight", 31, "market", ": it is of a class", -1);
    click_says("long-live-the-queen", 4321, "supply.red", "Supply red: a token leaves the supply only when", -1);
    click_says("queens-court", 31, "p0.spread", "Spread: no move here now — ", -1); /* a counter, no reason: the prompt */
}

/* Blood Wars in the Assembly: a click on a warlord (where cards go, not what
 * moves) says how to stack under it (it said "can't be played now"). */
static void test_warlord_in_the_assembly_says_how(void)
{
    click_says("blood-wars", 31, "p0.w0", "to stack under this warlord, pick a card in your hand", -1);
}

/* Long Live the Queen: the number bar only counts, and an empty place of the
 * line in setup waits for the Master first (both said "no move here now"). */
static void test_number_bar_and_empty_place_say_why(void)
{
    click_says("long-live-the-queen", 4321, "bar.9", "9: the number bar never moves: when the dice total 9", -1);
    click_says("long-live-the-queen", 4321, "p0.pos9", "first choose your secret Master", -1);
}

/* Queen's Court's piles show their cards when clicked with no card picked
 * (the pile viewer): no "can't be played" message goes with it (issue 8). */
static void test_a_pile_click_opens_its_viewer_without_a_message(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 31));
    kit_settle(app);
    REQUIRE(ui_app_waiting_for_human(app) && ui_app_current_player(app) == 0);
    SDL_Rect box;
    REQUIRE(zone_box(app, "p1.left", &box));
    int before = ui_app_num_actions(app);
    click_at(app, box.x + box.w / 2.0f, box.y + box.h / 2.0f);
    kit_settle(app);
    CHECK_INT(ui_app_num_actions(app), before);
    CHECK(ui_app_overlay_open(app));
    CHECK(strstr(ui_app_notice(app), "can't be played") == NULL);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_rival_hand_says_whose);
    RUN(test_shared_zone_says_why);
    RUN(test_warlord_in_the_assembly_says_how);
    RUN(test_number_bar_and_empty_place_say_why);
    RUN(test_a_pile_click_opens_its_viewer_without_a_message);
    SDL_Quit();
    return tl_summary();
}
