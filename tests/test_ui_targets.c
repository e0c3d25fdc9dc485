/* test_ui_targets.c — every clickable card keeps a target a hand can hit: at
 * 1280x720 each source and target shows at least 24 px of its own width (a
 * fanned Blood Wars battle hand left 3 px slivers; a click meant for a legion
 * hit the warlord).  Each game's busiest tables, move after move, with the
 * pointer over the card about to be clicked, as a player's would be. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

#define LEAST_PX 24

/* Every clickable part is at least LEAST_PX wide with the pointer over it. */
static int check_parts(UiApp *app, const char *where, int step)
{
    static char ids[256][40];
    static SDL_Rect parts[256];
    ui_app_render(app);
    int n = ui_app_click_parts(app, ids, parts, 256), bad = 0;
    for (int i = 0; i < n; i++) {
        mouse_event(app, SDL_MOUSEMOTION, parts[i].x + parts[i].w / 2.0f, parts[i].y + parts[i].h / 2.0f);
        ui_app_render(app);
        static char ids2[256][40];
        static SDL_Rect parts2[256];
        int n2 = ui_app_click_parts(app, ids2, parts2, 256);
        for (int k = 0; k < n2; k++)
            if (strcmp(ids2[k], ids[i]) == 0 && parts2[k].w < LEAST_PX && bad++ < 3)
                CHECKF(0, "%s, move %d: %s shows %d px of its own (at least %d), pointer over it", where, step, ids[i],
                       parts2[k].w, LEAST_PX);
    }
    return bad;
}

static void sweep(const char *game, int seats, int moves)
{
    char where[96];
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, seats, 0u, 5));
    snprintf(where, sizeof where, "%s, %d seats", game, seats);
    int bad = 0;
    for (int i = 0; i < moves && !ui_app_game_over(app) && bad == 0; i++) {
        bad += check_parts(app, where, i);
        if (ui_app_debug_advance(app, 1, (unsigned long long)i + 1) != 1) break;
    }
    ui_app_free(app);
}

static void test_queen_by_midnight(void) { sweep("queen-by-midnight", 4, 40); }
static void test_long_live_the_queen(void) { sweep("long-live-the-queen", 2, 60); }
static void test_queens_court(void) { sweep("queens-court", 5, 40); }
static void test_blood_wars(void)
{
    sweep("blood-wars", 5, 60);
    sweep("blood-wars", 3, 250); /* long enough for a big battle hand in a rival's narrow block */
}
static void test_queens_blood(void) { sweep("queens-blood", 2, 20); }

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    RUN(test_queen_by_midnight);
    RUN(test_long_live_the_queen);
    RUN(test_queens_court);
    RUN(test_blood_wars);
    RUN(test_queens_blood);
    SDL_Quit();
    return tl_summary();
}
