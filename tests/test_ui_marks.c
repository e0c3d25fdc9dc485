/* test_ui_marks.c — what the table puts on a card to mark it (the hint's
 * glow and tag) leaves the card readable and clickable (issue 8):
 *  - Blood Wars, 3 seats hot-seat, Assembly: the hinted card in a warlord's
 *    fanned battle hand was drawn under the card stacked after it; the Hint
 *    tag sat on its name and a click in the middle of its glow took the
 *    other card.  Now the hinted card lies over its neighbours (each keeps a
 *    strip): a click in the middle of each of the hint's glows makes the
 *    hinted move, and the tag keeps off the card's top (its name);
 * at 1280x720 and 1920x1080, 100 % and 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A fixed hot-seat game of 3 (seed 1, 22 random moves in): Cleo assembles,
 * with 4 cards stacked under Judicator Pell; the hint assigns an item to the
 * first of them, covered by the three stacked after it. */
static void test_hinted_fan_card_clicked_in_its_glow(void)
{
    const int sizes[][3] = {{1920, 1080, 150}, {1920, 1080, 100}, {1280, 720, 100}, {1280, 720, 150}};
    for (int k = 0; k < 4; k++) {
        char where[96];
        snprintf(where, sizeof where, "blood-wars at %dx%d, %d %% text", sizes[k][0], sizes[k][1], sizes[k][2]);
        UiApp *app = kit_app(sizes[k][0], sizes[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", sizes[k][2]);
        REQUIRE(ui_app_start(app, "blood-wars", 3, 0u, 1));
        for (int step = 0; step < 22; step++) REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)step + 1) == 1);
        CHECK_CONTAINS(ui_app_view_text(app, "prompt"), "Assembly");
        REQUIRE(kit_ask_hint(app));
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect src, dst, pill;
        char hint[128], dummy[8];
        REQUIRE(ui_app_hint_glow(app, 0, &src, hint, sizeof hint));
        bool two = ui_app_hint_glow(app, 1, &dst, dummy, sizeof dummy);
        /* the case: an item onto a legion in the battle hand */
        CHECKF(strncmp(ui_app_notice(app), "Hint: Assign Iron Shield to Clockwork Phalanx", 45) == 0, "%s: the hint is \"%s\"", where,
               ui_app_notice(app));
        REQUIRE(two);
        /* the tags ("Hint", "here") keep off the cards' words: a card's name
         * and value lie in its top and bottom quarters */
        const char *tags[] = {"Hint", "here"};
        for (int t = 0; t < 2; t++) {
            REQUIRE(kit_tag_pill(app, tags[t], &pill, NULL));
            for (int side = 0; side < 2; side++) {
                SDL_Rect g = side ? dst : src, top = {g.x, g.y, g.w, g.h / 4}, foot = {g.x, g.y + g.h - g.h / 4, g.w, g.h / 4};
                CHECKF(!kit_meets(pill, top) && !kit_meets(pill, foot), "%s: the %s tag (%d,%d %dx%d) covers the top or foot of the hinted card (%d,%d %dx%d)",
                       where, tags[t], pill.x, pill.y, pill.w, pill.h, g.x, g.y, g.w, g.h);
            }
        }
        char png[96];
        snprintf(png, sizeof png, "hinted-fan-card-%dx%d-%d.png", sizes[k][0], sizes[k][1], sizes[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_labels_record(app, false);
        int before = ui_app_num_actions(app);
        click_at(app, src.x + src.w / 2.0f, src.y + src.h / 2.0f); /* picks the item */
        ui_app_render(app);
        REQUIRE(ui_app_hint_glow(app, 1, &dst, dummy, sizeof dummy));
        click_at(app, dst.x + dst.w / 2.0f, dst.y + dst.h / 2.0f);
        char took[128];
        CHECKF(ui_app_num_actions(app) == before + 1, "%s: clicking the hint's glows made %d moves", where, ui_app_num_actions(app) - before);
        ui_app_action_at(app, ui_app_num_actions(app) - 1, took, sizeof took);
        CHECKF(strcmp(took, hint) == 0, "%s: the hint was \"%s\", the clicks took \"%s\"", where, hint, took);
        ui_app_free(app);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_hinted_fan_card_clicked_in_its_glow);
    SDL_Quit();
    return tl_summary();
}
