/* test_ui_min_text.c — no label is drawn under the text floor
 * (UI_TEXT_FLOOR_PX, 10 px: the table's own captions at 1280x720) nor cut
 * short of its box (at 1280x720 a 4-seat Queen by Midnight rival's
 * "HP", "Clout", levels line and "Archive" shrank to 6-7 px, and Long Live
 * the Queen's seat lines on the final table to 7 px; whole, but not
 * readable).  Each game's busiest table: Queen by Midnight with 4 seats,
 * Long Live the Queen's final table and results, Queen's Court and Blood
 * Wars with 5 seats, Queen's Blood, at 1280x720 and 1920x1080, 100 % and
 * 150 % text.  A card's own words are not labels (small cards shorten by
 * design; the zoom reads them whole). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int SIZES[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}, {1920, 1080, 150}};

/* Renders a frame with its labels recorded; fails (naming `where` and the
 * first few) on a label drawn under the floor or cut short. */
static void expect_readable(UiApp *app, const char *where)
{
    ui_app_labels_record(app, true);
    ui_app_clipped_reset(app);
    ui_app_render(app);
    SDL_Rect r;
    const char *t;
    int small = 0, labels = 0;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++, labels++) {
        int px = ui_app_label_px(app, i);
        if (px < ui_app_text_floor_px(app) && small++ < 4)
            CHECKF(0, "%s: \"%s\" is drawn at %d px (the floor is %d)", where, t, px, ui_app_text_floor_px(app));
    }
    CHECKF(small == 0, "%s: %d label(s) under the floor", where, small);
    CHECKF(ui_app_text_floor_px(app) == 10, "%s: the floor is %d px", where, ui_app_text_floor_px(app)); /* at 100 % text and more */
    CHECKF(labels >= 10, "%s: only %d labels recorded", where, labels);
    kit_check_nothing_cut(app, where);
    /* no two labels meet: zone captions (Blood Wars' warlords, "Deck /
     * Discard / Dead-Book", Queen by Midnight's "Archive / Vault / Set
     * aside"), counters, seat lines */
    char first[240];
    CHECKF(ui_app_label_overlaps(app, first, sizeof first) == 0, "%s: %s", where, first);
    char png[128];
    snprintf(png, sizeof png, "min-text-%s.png", where);
    for (char *p = png; *p; p++)
        if (*p == ' ' || *p == ',' || *p == '%') *p = '-';
    CHECK(kit_save_png(app, png));
    ui_app_labels_record(app, false);
}

/* A hot-seat game of `game` with `seats`, `moves` first legal moves in
 * (a fixed game: seeded, no AI), checked at every size; with `to_end`, also
 * its results and its final table ("See the final table"). */
static void check_game(const char *game, int seats, int moves, bool to_end)
{
    for (int k = 0; k < 4; k++) {
        UiApp *app = kit_app(SIZES[k][0], SIZES[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", SIZES[k][2]);
        REQUIRE(ui_app_start(app, game, seats, 0u, 5));
        int n = to_end ? 5000 : moves;
        for (int i = 0; i < n && !ui_app_game_over(app); i++) REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
        char where[128];
        snprintf(where, sizeof where, "%s %d seats %dx%d %d%%", game, seats, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        if (to_end) {
            REQUIRE(ui_app_game_over(app));
            for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
            REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
            char w2[160];
            snprintf(w2, sizeof w2, "%s results", where);
            expect_readable(app, w2);
            float x, y;
            REQUIRE(kit_find(app, "See the final table", &x, &y));
            click_at(app, x, y);
            snprintf(w2, sizeof w2, "%s final table", where);
            expect_readable(app, w2);
        } else {
            expect_readable(app, where);
        }
        ui_app_free(app);
    }
}

static void test_queen_by_midnight_4_seats(void) { check_game("queen-by-midnight", 4, 30, false); }
static void test_long_live_the_queen_final_table(void) { check_game("long-live-the-queen", 2, 0, true); }
static void test_queens_court_5_seats(void) { check_game("queens-court", 5, 20, false); }
static void test_blood_wars_5_seats(void) { check_game("blood-wars", 5, 20, false); }
static void test_queens_blood(void) { check_game("queens-blood", 2, 8, false); }

/* Captions apart all through a game: a seeded hot-seat game of `game` with
 * `seats`, looked at every `every` moves up to `moves`, at the four sizes at
 * once; at each look no two labels meet (every zone caption's text rect
 * against every other label's) and none is cut.  The other games' busiest
 * tables are looked at the same way by expect_readable above. */
static void captions_apart(const char *game, int seats, int moves, int every)
{
    UiApp *apps[4];
    for (int k = 0; k < 4; k++) {
        apps[k] = kit_app(SIZES[k][0], SIZES[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(apps[k]);
        ui_app_set_setting(apps[k], "ui_scale", SIZES[k][2]);
        REQUIRE(ui_app_start(apps[k], game, seats, 0u, 9));
    }
    int bad = 0;
    for (int i = 0; i <= moves && !ui_app_game_over(apps[0]) && bad < 3; i++) {
        if (i % every == 0)
            for (int k = 0; k < 4; k++) {
                ui_app_labels_record(apps[k], true);
                ui_app_clipped_reset(apps[k]);
                ui_app_render(apps[k]);
                char first[240], where[160];
                snprintf(where, sizeof where, "%s %d seats %d moves in, %dx%d %d%%", game, seats, i, SIZES[k][0],
                         SIZES[k][1], SIZES[k][2]);
                bool apart = ui_app_label_overlaps(apps[k], first, sizeof first) == 0;
                CHECKF(apart, "%s: %s", where, first);
                bad += !apart;
                kit_check_nothing_cut(apps[k], where);
                ui_app_labels_record(apps[k], false);
            }
        for (int k = 0; k < 4 && !ui_app_game_over(apps[k]); k++)
            REQUIRE(ui_app_debug_advance(apps[k], 1, (unsigned long long)i + 1) == 1);
    }
    for (int k = 0; k < 4; k++) ui_app_free(apps[k]);
}

static void test_captions_apart_blood_wars(void)
{
    captions_apart("blood-wars", 2, 125, 25);
    captions_apart("blood-wars", 5, 125, 25);
}
static void test_captions_apart_queen_by_midnight(void) { captions_apart("queen-by-midnight", 4, 125, 25); }

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_queen_by_midnight_4_seats);
    RUN(test_long_live_the_queen_final_table);
    RUN(test_queens_court_5_seats);
    RUN(test_blood_wars_5_seats);
    RUN(test_queens_blood);
    RUN(test_captions_apart_blood_wars);
    RUN(test_captions_apart_queen_by_midnight);
    SDL_Quit();
    return tl_summary();
}
