/* test_ui_dice.c — Long Live the Queen's dice on the table: while "Roll the
 * dice" waits, no dice and the words "not rolled yet" (last turn's dice
 * stayed and read as this turn's); once rolled, the two dice. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

static bool drawn(UiApp *app, const char *text)
{
    ui_app_render_logged(app);
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        if (strcmp(ui_app_drawn_text(app, i), text) == 0) return true;
    return false;
}

static void test_no_dice_before_the_roll(void)
{
    UiApp *app = kit_app(1280, 720, NULL, NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 41)); /* the AI's seat moves only by debug_advance here */
    int waits = 0, rolled = 0;
    for (int step = 0; step < 300 && (waits < 3 || rolled < 3) && !ui_app_game_over(app); step++) {
        bool roll = strcmp(ui_app_view_text(app, "prompt"), "Roll the dice") == 0;
        bool after = strstr(ui_app_view_text(app, "status"), " rolled ") != NULL;
        char where[64];
        snprintf(where, sizeof where, "move %d (%s)", step, ui_app_view_text(app, "status"));
        if (roll && step > 20) { /* past the set-up: last turn's dice existed */
            waits++;
            CHECKF(ui_app_shown_card(app, "dice", 0) == -3, "%s: dice shown before the roll", where);
            CHECKF(drawn(app, "not rolled yet"), "%s: the empty dice box does not say \"not rolled yet\"", where);
            if (waits == 1) CHECK(kit_save_png(app, "dice-before-the-roll.png"));
        }
        if (after) {
            rolled++;
            CHECKF(ui_app_shown_card(app, "dice", 1) != -3, "%s: no dice after the roll", where);
            CHECKF(!drawn(app, "not rolled yet"), "%s: \"not rolled yet\" after the roll", where);
        }
        ui_app_debug_advance(app, 1, (unsigned long long)step + 1);
    }
    CHECKF(waits >= 3 && rolled >= 3, "%d rolls waited for, %d made", waits, rolled);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_no_dice_before_the_roll);
    SDL_Quit();
    return tl_summary();
}
