/* test_ui_bar_tip.c — a top-bar button's tooltip opens under the top bar
 * (seen by players: the greyed Undo's reason "Ben has moved since: …" was
 * drawn at the pointer, over the end of the header's prompt "…in the draw
 * pile)").  Queen's Court against the AI, after my move and the AI's: the
 * pointer on the greyed Undo shows its reason in a box on screen that covers
 * none of the top bar's drawn texts (title, status, whose turn, prompt,
 * the buttons' words) — at 1280x720 and 1920x1080, 100 % and 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

static const int SIZES[][2] = {{1280, 720}, {1920, 1080}};
static const int SCALES[] = {100, 150};

static void check_undo_tip(int W, int H)
{
    UiApp *app = kit_app(W, H, "ismcts:easy/it=40/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 31)); /* me, then the AI */
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    REQUIRE(one_human_move(app) > 0);
    kit_settle(app);
    char why[200];
    snprintf(why, sizeof why, "%s", ui_app_view_text(app, "undo_why"));
    REQUIRE(why[0]); /* Undo is greyed, with a reason */
    const float k = (float)W / 1600; /* 16:9: no letterbox */
    for (int s = 0; s < 2; s++) {
        char where[80];
        snprintf(where, sizeof where, "%dx%d, %d %% text", W, H, SCALES[s]);
        REQUIRE(ui_app_set_setting(app, "ui_scale", SCALES[s]));
        mouse_event(app, SDL_MOUSEMOTION, 1417 * k, 33 * k); /* on the greyed Undo (1364, 13, 106x40) */
        ui_app_update(app, 1.0);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect tip;
        CHECKF(ui_app_tip_rect(app, &tip), "%s: no tooltip on the greyed Undo", where);
        if (!ui_app_tip_rect(app, &tip)) {
            ui_app_labels_record(app, false);
            continue;
        }
        CHECKF(tip.x >= 0 && tip.y >= 0 && tip.x + tip.w <= W && tip.y + tip.h <= H, "%s: tooltip %d,%d %dx%d off screen", where,
               tip.x, tip.y, tip.w, tip.h);
        int header = 0;
        SDL_Rect r;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (r.y + r.h / 2 >= 66 * k) continue;  /* below the top bar */
            if (strncmp(t, why, 20) == 0) continue; /* the tooltip's own words */
            header++;
            CHECKF(!kit_meets(tip, r), "%s: the tooltip %d,%d %dx%d covers the header's \"%s\" at %d,%d %dx%d", where, tip.x, tip.y,
                   tip.w, tip.h, t, r.x, r.y, r.w, r.h);
        }
        CHECKF(header >= 4, "%s: only %d texts found in the top bar", where, header);
        ui_app_labels_record(app, false);
        if (W == 1280 && SCALES[s] == 150) CHECK(kit_save_png(app, "undo_tip_under_bar.png"));
    }
    ui_app_free(app);
}

static void test_undo_tip_under_the_bar(void)
{
    for (int i = 0; i < 2; i++) check_undo_tip(SIZES[i][0], SIZES[i][1]);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_undo_tip_under_the_bar);
    SDL_Quit();
    return tl_summary();
}
