/* test_ui_level.c — marks and names that belong together are drawn together
 * (seen by playing at 150 % text):
 *  - the results screen's seat marks sit on their names' middle (they sat
 *    about 5 px above it at 150 %: a fixed offset from the line's top);
 *  - a short result's panel follows its content: the buttons sit at most
 *    four lines' height below the last line (a fixed-height panel left
 *    about 330 units empty between them);
 *  - the names in Queen's Blood's deck list at setup share one size (at
 *    150 % / 1280x720 "The Mainspring Lion" shrank alone);
 * at 1280x720 and 1920x1080, 100 % and 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int SIZES[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}, {1920, 1080, 150}};

static UiApp *sized_app(int k, char *where, size_t n, const char *what)
{
    snprintf(where, n, "%s at %dx%d, %d %% text", what, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
    UiApp *app = kit_app(SIZES[k][0], SIZES[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
    if (app) ui_app_set_setting(app, "ui_scale", SIZES[k][2]);
    return app;
}

static Uint32 pixel(SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
}

static int colour_distance(SDL_Surface *s, Uint32 a, Uint32 b)
{
    Uint8 r1, g1, b1, r2, g2, b2;
    SDL_GetRGB(a, s->format, &r1, &g1, &b1);
    SDL_GetRGB(b, s->format, &r2, &g2, &b2);
    return abs(r1 - r2) + abs(g1 - g2) + abs(b1 - b2);
}

/* The vertical middle of the run of rows, in the column x, that differs
 * from the panel beside it (column ref) and lies nearest row `near`, looked
 * for between rows y0 and y1; -1 if nothing is drawn there. */
static float drawn_middle(SDL_Surface *s, int x, int ref, int near, int y0, int y1)
{
    float best = -1;
    for (int y = y0 < 0 ? 0 : y0; y <= y1 && y < s->h; y++) {
        if (colour_distance(s, pixel(s, x, y), pixel(s, ref, y)) <= 60) continue;
        int first = y;
        while (y + 1 < s->h && colour_distance(s, pixel(s, x, y + 1), pixel(s, ref, y + 1)) > 60) y++;
        float mid = (first + y) / 2.0f;
        if (best < 0 || fabsf(mid - near) < fabsf(best - near)) best = mid;
    }
    return best;
}

/* A finished Queen's Blood game (Ann, a person, and Ben, the AI: a circle
 * and a square, both level shapes): each seat's mark, left of its name at
 * 420 units, has its middle within 2 px of the name's. */
static void test_results_marks_on_their_names_middle(void)
{
    for (int k = 0; k < 4; k++) {
        char where[96];
        UiApp *app = sized_app(k, where, sizeof where, "results");
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 5));
        ui_app_debug_advance(app, 100000, 3);
        for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
        REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Surface *s = ui_app_surface(app);
        float unit = s->w / 1600.0f;
        static const char *const NAME[2] = {"Ann", "Ben (AI)"};
        for (int seat = 0; seat < 2; seat++) {
            SDL_Rect r;
            const char *t;
            int i = 0;
            while ((t = ui_app_label_at(app, i, &r)) != NULL && strcmp(t, NAME[seat]) != 0) i++;
            REQUIRE(t != NULL);
            float name_mid = r.y + r.h / 2.0f;
            float mark_mid = drawn_middle(s, (int)lroundf(420 * unit), (int)lroundf(398 * unit), (int)name_mid, r.y - r.h, r.y + 2 * r.h);
            CHECKF(mark_mid >= 0, "%s: no mark left of \"%s\"", where, NAME[seat]);
            CHECKF(fabsf(mark_mid - name_mid) <= 2, "%s: %s's mark's middle is at %.1f px, the name's at %.1f", where, NAME[seat], mark_mid, name_mid);
        }
        /* the last line drawn before the button row, and the row's first label */
        SDL_Rect r, last = {0}, button = {0};
        const char *t;
        int found = 0;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (strcmp(t, "See the final table") == 0) { button = r; found = 1; break; }
            last = r;
        }
        REQUIRE(found && last.h > 0);
        int gap = button.y - (last.y + last.h);
        CHECKF(gap >= 0 && gap <= 4 * last.h, "%s: %d px between the last line and the buttons' labels (a line is %d px)", where, gap, last.h);
        char png[64];
        snprintf(png, sizeof png, "results-marks-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

/* Queen's Blood's setup, Ann's deck chosen (the set's first, the Brass
 * Menagerie, holding "The Mainspring Lion"): the names in the deck's list
 * are drawn at one size, none cut. */
static void test_deck_list_names_one_size(void)
{
    for (int k = 0; k < 4; k++) {
        char where[96];
        UiApp *app = sized_app(k, where, sizeof where, "Queen's Blood deck list");
        REQUIRE(app);
        REQUIRE(ui_app_open_setup(app, "queens-blood"));
        float x, y;
        REQUIRE(kit_find(app, "Default deck", &x, &y));
        click_at(app, x, y);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        kit_check_nothing_cut(app, where);
        SDL_Rect r;
        const char *t;
        int head = -1;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (head < 0 && strstr(t, "'s deck: ")) head = i;
        }
        REQUIRE(head >= 0);
        float lion = kit_label_size(app, "The Mainspring Lion");
        CHECKF(lion > 0, "%s: \"The Mainspring Lion\" is not in the list", where);
        /* the names: the words after the heading and the deck's style line (not counts, values, corners) */
        int names = 0;
        for (int i = head + 2; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            bool word = false;
            for (const char *p = t; *p; p++) word |= (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z');
            if (!word || strncmp(t, "×", 2) == 0) continue;
            names++;
            CHECKF(ui_app_label_size(app, i) == lion, "%s: \"%s\" is drawn at %.1f, \"The Mainspring Lion\" at %.1f", where, t,
                   ui_app_label_size(app, i), lion);
        }
        CHECKF(names >= 8, "%s: %d names in the list", where, names);
        char png[80];
        snprintf(png, sizeof png, "deck-list-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_results_marks_on_their_names_middle);
    RUN(test_deck_list_names_one_size);
    SDL_Quit();
    return tl_summary();
}
