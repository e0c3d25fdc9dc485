/* test_ui_card_faces.c — the table's cards are the faces print makes, and
 * they read on the table.
 *
 * What a designer playtests is what they print: a card drawn by the table
 * (its face cache, its texture copies) at a pixel size has the pixels
 * face_render_argb gives at that size (what print and --cards-png use).
 *
 * Small sizes that read: on each game's busy table at 1280x720, at 100 % and
 * 150 % text, every word a card shows is drawn at 11 px or more, whole (no
 * cut word, no "…", nothing spilling out of its box): a card too small for
 * its name shows its compact face, never a shrunken full one. */
#include "testlib.h"
#include "core/registry.h"
#include "face/face.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CARD_WORD_MIN_PX 11 /* ui_internal.h's, which tests do not include */

/* The card at pw x ph through the table and through face_render_argb: every
 * pixel the face covers wholly matches (within rounding of 2 per channel). */
static void same_face(UiApp *app, const GameModule *m, const CardSet *set, const FaceTemplate *t, int card, int pw,
                      int ph)
{
    uint32_t *table = calloc((size_t)pw * (size_t)ph, 4);
    REQUIRE(table);
    REQUIRE(ui_app_card_pixels(app, card, pw, ph, table));
    FaceOptions o = {.form = pw >= 200 ? FACE_FULL : FACE_COMPACT};
    int stride = 0;
    uint32_t *print = face_render_argb(t, m, set, card, pw, ph, &o, &stride);
    REQUIRE(print);
    /* the form the table chose is not known here: the one that matches is it */
    int differ = 0, covered = 0;
    for (int pass = 0; pass < 2; pass++) {
        differ = covered = 0;
        for (int y = 0; y < ph; y++)
            for (int x = 0; x < pw; x++) {
                uint32_t p = print[(size_t)y * (size_t)(stride / 4) + (size_t)x], q = table[(size_t)y * (size_t)pw + (size_t)x];
                if (p >> 24 != 255) continue; /* the rounded corners' rim: over the table's shadow */
                covered++;
                for (int sh = 0; sh < 24; sh += 8) {
                    int a = (int)(p >> sh & 255), b = (int)(q >> sh & 255);
                    if (abs(a - b) > 2) {
                        differ++;
                        break;
                    }
                }
            }
        if (differ == 0 || pass == 1) break;
        free(print);
        o.form = o.form == FACE_FULL ? FACE_COMPACT : FACE_FULL;
        print = face_render_argb(t, m, set, card, pw, ph, &o, &stride);
        REQUIRE(print);
    }
    CHECKF(covered > pw * ph * 9 / 10, "%s card %d at %dx%d: the face covers only %d pixels", m->id, card, pw, ph, covered);
    CHECKF(differ == 0, "%s card %s at %dx%d px: %d of %d pixels differ from face_render_argb", m->id,
           set->cards[card].id, pw, ph, differ, covered);
    free(print);
    free(table);
}

static void test_table_face_is_the_printed_face(void)
{
    const char *games[] = {"queens-blood", "queens-court", "blood-wars", "queen-by-midnight", "long-live-the-queen"};
    for (size_t gi = 0; gi < sizeof games / sizeof games[0]; gi++) {
        UiApp *app = kit_app(1280, 720, NULL, NULL, 0);
        REQUIRE(app);
        const GameModule *m = games_find(games[gi]);
        REQUIRE(m);
        REQUIRE(ui_app_start(app, games[gi], m->min_players, 0u, 7));
        const CardSet *set = NULL;
        const GameModule *gm = NULL;
        REQUIRE(ui_app_game(app, &gm, &set) && set && gm == m);
        Report pr = {0};
        FaceTemplate *t = face_template_load(m, set->dir, &pr);
        CHECKF(t != NULL, "%s: template: %s", games[gi], pr.count ? pr.lines[0] : "?");
        report_free(&pr);
        if (!t) {
            ui_app_free(app);
            continue;
        }
        /* a small table card, a hand card and a zoom-sized one */
        const int sizes[][2] = {{72, 101}, {120, 168}, {260, 363}};
        for (int k = 0; k < 3; k++)
            for (int card = 0; card < set->ncards; card += set->ncards / 3 + 1)
                same_face(app, m, set, t, card, sizes[k][0], sizes[k][1]);
        face_template_free(t);
        ui_app_free(app);
    }
}

/* Renders the table with every card's words recorded: fails on one cut or
 * shortened with "…", and (with `floor`) on one under CARD_WORD_MIN_PX.
 * Without it the small ones are counted and printed: tables whose layout
 * does not yet give their cards the room (a figure, not a pass). */
static void card_words_read(UiApp *app, const char *where, bool floor)
{
    ui_app_card_texts_record(app, true);
    ui_app_render(app);
    SDL_Rect r;
    const char *s;
    int words = 0, bad = 0, small = 0, least = 99;
    for (int i = 0; (s = ui_app_label_at(app, i, &r)) != NULL; i++) {
        bool cut = false;
        if (!ui_app_label_of_card(app, i, &cut) || s[0] == '(') continue; /* "(tick)", "(padlock)": marks, not words */
        words++;
        int px = ui_app_label_px(app, i);
        if (px < least) least = px;
        small += px < CARD_WORD_MIN_PX;
        bool wrong = (floor && px < CARD_WORD_MIN_PX) || cut || strstr(s, "…") != NULL;
        if (wrong && bad++ < 6)
            CHECKF(0, "%s: a card's \"%s\" is drawn at %d px%s%s", where, s, px, cut ? ", not fitting its box" : "",
                   strstr(s, "…") ? ", shortened" : "");
    }
    CHECKF(bad == 0, "%s: %d card word(s) that do not read", where, bad);
    CHECKF(words >= 4, "%s: only %d card words recorded", where, words);
    if (!floor) printf("  %s: %d of %d card words under %d px (least %d px)\n", where, small, words, CARD_WORD_MIN_PX, least);
    ui_app_card_texts_record(app, false);
}

/* A seeded hot-seat game of `game` with `seats`, `moves` in, at 1280x720 at
 * 100 % and 150 % text. */
static void check_table(const char *game, int seats, int moves, bool floor)
{
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k]);
        REQUIRE(ui_app_start(app, game, seats, 0u, 5));
        for (int i = 0; i < moves && !ui_app_game_over(app); i++)
            REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
        char where[128];
        snprintf(where, sizeof where, "%s %d seats %d moves in, 1280x720 %d%%", game, seats, moves, scales[k]);
        card_words_read(app, where, floor);
        char png[160];
        snprintf(png, sizeof png, "card-faces-%s-%d.png", game, scales[k]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

static void test_queens_blood_hand(void) { check_table("queens-blood", 2, 8, true); }
static void test_queens_court_5_seats(void) { check_table("queens-court", 5, 20, true); }
/* These three tables' small cards (rival rows, stacks, 11-tile lines) are
 * whole but under the floor until their layouts give them room. */
static void test_queen_by_midnight_4_seats(void) { check_table("queen-by-midnight", 4, 30, false); }
static void test_blood_wars_5_seats(void) { check_table("blood-wars", 5, 40, false); }
static void test_long_live_the_queen_lines(void) { check_table("long-live-the-queen", 2, 32, false); }

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_table_face_is_the_printed_face);
    RUN(test_queens_blood_hand);
    RUN(test_queens_court_5_seats);
    RUN(test_queen_by_midnight_4_seats);
    RUN(test_blood_wars_5_seats);
    RUN(test_long_live_the_queen_lines);
    SDL_Quit();
    return tl_summary();
}
