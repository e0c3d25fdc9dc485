/* test_ui_why.c — a click on something that is no move always says why,
 * driven only by synthetic clicks: in every game a shared zone (a market, a
 * supply, a deck) and a rival's hidden hand, clicked on the human's turn
 * where nothing glows, leave the game as it was and show a reason; so do a
 * picked card dropped where it cannot go (naming where it can), a pile a Glove covers and a tile
 * clicked before the roll; a reason that names the tile is not prefixed
 * with its name again. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
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
 * a supply "can't be played". */
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
 * (the pile viewer): no "can't be played" message goes with it. */
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

/* A picked card dropped on a place that cannot take it stays in hand and
 * the table says why (not a click that silently does nothing): the draw pile
 * is drawn from by the play itself. */
static void test_click_on_a_wrong_place_says_why(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 31));
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_SOURCE, ".hand", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_find(app, CLICK_TARGET, "", &x, &y)); /* picked: the piles light up */
    char ids[64][32];
    SDL_Rect rects[64];
    int nz = ui_app_zone_rects(app, ids, rects, 64), draw = -1;
    for (int i = 0; i < nz; i++) if (strcmp(ids[i], "deck") == 0) draw = i;
    REQUIRE(draw >= 0);
    click_at(app, rects[draw].x + rects[draw].w / 2.0f, rects[draw].y + rects[draw].h / 2.0f);
    CHECK_INT(ui_app_num_actions(app), 0);
    CHECK_CONTAINS(ui_app_notice(app), "Draw pile: you draw from it after each play"); /* the module's reason */
    /* and where the card can go instead, named by the places' own words */
    printf("  the notice: %s\n", ui_app_notice(app));
    CHECK_CONTAINS(ui_app_notice(app), " can go to your left pile, your right pile, ");
    CHECK_CONTAINS(ui_app_notice(app), "(pick it again)");
    CHECK(!ui_app_find(app, CLICK_TARGET, "", &x, &y)); /* the pick is dropped, as any click elsewhere drops it */
    ui_app_free(app);
}

/* A picked card over a pile a Glove covers: the table gives Queen's Court's
 * reason (GameModule.why_not), not the generic words. */
static void test_click_on_a_gloved_pile_says_why(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 3, 6u, 31)); /* me seat 0, two AI seats */
    char gloved[32] = "";
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    for (int i = 0; i < 400 && !gloved[0] && !ui_app_game_over(app); i++) {
        kit_settle(app);
        const GameModule *m;
        const GameState *st = ui_app_game(app, &m, NULL);
        REQUIRE(st);
        if (ui_app_current_player(app) == 0 && ui_app_waiting_for_human(app)) {
            m->view(st, 0, v);
            for (int z = 0; z < v->nzones && !gloved[0]; z++) {
                const ViewZone *pz = &v->zones[z];
                if (pz->kind == VZ_PILE && pz->nitems > 0 && strchr(pz->id, '.') &&
                    (pz->items[pz->nitems - 1].flags & VI_LOCKED) && !(pz->flags & VI_DIMMED))
                    snprintf(gloved, sizeof gloved, "%s", pz->id);
            }
            if (gloved[0]) break;
        }
        ui_app_debug_advance(app, 1, 11u + (unsigned)i);
    }
    free(v);
    REQUIRE(gloved[0]);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_SOURCE, ".hand", &x, &y));
    click_at(app, x, y);
    int before = ui_app_num_actions(app);
    char ids[64][32];
    SDL_Rect rects[64];
    int nz = ui_app_zone_rects(app, ids, rects, 64), pile = -1;
    for (int i = 0; i < nz; i++) if (strcmp(ids[i], gloved) == 0) pile = i;
    REQUIRE(pile >= 0);
    click_at(app, rects[pile].x + rects[pile].w / 2.0f, rects[pile].y + rects[pile].h / 2.0f);
    CHECK_INT(ui_app_num_actions(app), before);
    CHECK_CONTAINS(ui_app_notice(app), "a Glove covers");
    CHECK_CONTAINS(ui_app_notice(app), "no one plays on it");
    snapshot_png(app, "gloved-pile-says-why.png");
    ui_app_free(app);
}

/* A click on one of my tiles that is no move now (Long Live the Queen, the
 * roll to make) says why instead of nothing: the dice come first. */
static void test_click_on_a_grey_tile_says_why(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 4321)); /* me seat 0, AI seat 1 */
    /* set up at random (the test's own moves) until my turn asks for the roll */
    for (int i = 0; i < 200 && !ui_app_game_over(app); i++) {
        kit_settle(app);
        if (strstr(ui_app_view_text(app, "prompt"), "oll")) break;
        ui_app_debug_advance(app, 1, 77u + (unsigned)i);
    }
    REQUIRE(strstr(ui_app_view_text(app, "prompt"), "oll") != NULL);
    REQUIRE(ui_app_waiting_for_human(app));
    int before = ui_app_num_actions(app);
    char ids[96][32];
    SDL_Rect rects[96];
    int nz = ui_app_zone_rects(app, ids, rects, 96), tile = -1;
    for (int i = 0; i < nz && tile < 0; i++) if (strcmp(ids[i], "p0.pos5") == 0) tile = i;
    REQUIRE(tile >= 0);
    click_at(app, rects[tile].x + rects[tile].w / 2.0f, rects[tile].y + rects[tile].h / 2.0f);
    CHECK_INT(ui_app_num_actions(app), before);
    /* the module's reason, not the generic "can't be played now — Roll the dice" */
    CHECK_CONTAINS(ui_app_notice(app), "roll the dice first");
    CHECK(strstr(ui_app_notice(app), "can't be played") == NULL);
    snapshot_png(app, "grey-tile-says-why.png");
    ui_app_free(app);
}

/* Long Live the Queen's setup: a tile that cannot be the Master says why
 * once ("Ironclad Guard has no prestige colour", never "Ironclad Guard:
 * Ironclad Guard has ..."); a picked tile dropped on a wrong place names
 * where it can go by the place's caption ("Ann Master", not "your ann
 * Master"). */
static void test_setup_tile_reasons_read_once(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 4321));
    kit_settle(app);
    REQUIRE(ui_app_waiting_for_human(app) && ui_app_current_player(app) == 0);
    const GameModule *m;
    const CardSet *set = NULL;
    const GameState *st = ui_app_game(app, &m, &set);
    REQUIRE(st && set && m->why_not);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    m->view(st, 0, v);
    const ViewZone *gang = view_find(v, "p0.gang");
    REQUIRE(gang);
    int plain = -1;
    char why[256];
    for (int i = 0; i < gang->nitems && plain < 0; i++)
        if (m->why_not(st, "p0.gang", i, why, sizeof why)) plain = i;
    REQUIRE(plain >= 0);
    char name[96], twice[200];
    snprintf(name, sizeof name, "%s", set->cards[gang->items[plain].card].name);
    snprintf(twice, sizeof twice, "%s: %s", name, name);
    free(v);
    SDL_Rect r;
    REQUIRE(ui_app_item_rect(app, "p0.gang", plain, &r));
    click_at(app, r.x + r.w / 2.0f, r.y + r.h / 2.0f);
    printf("  the notice: %s\n", ui_app_notice(app));
    CHECK_CONTAINS(ui_app_notice(app), name);
    CHECKF(strstr(ui_app_notice(app), twice) == NULL, "\"%s\"", ui_app_notice(app));
    /* a tile that can be the Master, dropped on the line before the Master is chosen */
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_SOURCE, "gang", &x, &y));
    click_at(app, x, y);
    REQUIRE(zone_box(app, "p0.pos4", &r));
    click_at(app, r.x + r.w / 2.0f, r.y + r.h / 2.0f);
    printf("  the notice: %s\n", ui_app_notice(app));
    char where[96];
    snprintf(where, sizeof where, "can go to %s Master", ui_app_seat_name(app, 0));
    CHECK_CONTAINS(ui_app_notice(app), where);
    CHECK_INT(ui_app_num_actions(app), 0);
    ui_app_free(app);
}

/* The top bar's words for a picked tile that can only be swapped (Long Live
 * the Queen's line, set at random): what to click next, never "Choose where
 * to play it". */
static void test_picked_tile_to_swap_says_swap(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 4321));
    kit_settle(app);
    float x, y;
    REQUIRE(kit_find(app, "Arrange everything at random", &x, &y));
    click_at(app, x, y);
    kit_settle(app);
    REQUIRE(ui_app_find(app, CLICK_SOURCE, "p0.pos", &x, &y));
    click_at(app, x, y);
    ui_app_render_logged(app);
    bool swap = false, play = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++) {
        swap |= strstr(ui_app_drawn_text(app, i), "Choose the one to swap it with") != NULL;
        play |= strstr(ui_app_drawn_text(app, i), "Choose where to play it") != NULL;
    }
    CHECK(swap);
    CHECK(!play);
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
    RUN(test_click_on_a_wrong_place_says_why);
    RUN(test_click_on_a_gloved_pile_says_why);
    RUN(test_click_on_a_grey_tile_says_why);
    RUN(test_setup_tile_reasons_read_once);
    RUN(test_picked_tile_to_swap_says_swap);
    SDL_Quit();
    return tl_summary();
}
