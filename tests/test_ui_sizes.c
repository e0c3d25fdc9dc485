/* test_ui_sizes.c — words that belong together read at one size, and the
 * words a player reads are whole and above the floor (issue 8, seen by
 * playing at 150 % text):
 *  - the Players panel's seat lines share one size, and so do its names
 *    (Long Live the Queen at 1280x720: Ann's line wrapped at ~15 px while
 *    Ben's shrank to one line at ~10 px), in every game at 1280x720 and
 *    2560x1440, 150 %;
 *  - Queen's Court's Spread figure (the game's key figure) reads at least
 *    as large as the Wins figure beside it (it was ~14 px beside ~26 px);
 *  - Print sheets' result message is drawn at the set description's size,
 *    never under the floor (it was smaller than every text around it);
 *  - the pile viewer is a reading view: no card name in it is cut with an
 *    ellipsis ("Grand Duke Al…" on 180-unit cards at 1920x1080). */
#include "testlib.h"
#include "core/view.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static UiApp *sized_app(int w, int h, int scale)
{
    UiApp *app = kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
    if (app) ui_app_set_setting(app, "ui_scale", scale);
    return app;
}

/* True when recorded label t (its first 39 bytes) is the text s. */
static bool label_is(const char *t, const char *s)
{
    size_t n = strlen(t);
    return n > 0 && strncmp(t, s, n) == 0 && (n == strlen(s) || n >= 36);
}

static void save(UiApp *app, const char *what, int w, int h, int scale)
{
    char png[96];
    snprintf(png, sizeof png, "sizes-%s-%dx%d-%d.png", what, w, h, scale);
    CHECK(kit_save_png(app, png));
}

/* Each game against the AI (Ann, a person; Ben, the AI), at its start and a
 * few moves in, at both ends of the window and text sizes: the labels between "Players" and "Game log" that are seat
 * lines share one size, the names another, none under the floor. */
static void test_seat_lines_one_size(void)
{
    static const char *const GAMES[] = {"long-live-the-queen", "queens-court", "queen-by-midnight", "queens-blood", "blood-wars"};
    static const int SIZES[][3] = {{1280, 720, 150}, {2560, 1440, 150}};
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    for (int k = 0; k < 2; k++)
    for (size_t gi = 0; gi < sizeof GAMES / sizeof GAMES[0]; gi++) {
        const int W = SIZES[k][0], H = SIZES[k][1], SCALE = SIZES[k][2];
        UiApp *app = sized_app(W, H, SCALE);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, GAMES[gi], 2, 2u, 5));
        for (int step = 0; step < 2; step++) {
            if (step == 1) ui_app_debug_advance(app, 4, 9);
            kit_settle(app);
            if (ui_app_game_over(app)) break;
            kit_seat_view(app, 0, v);
            ui_app_labels_record(app, true);
            ui_app_clipped_reset(app);
            ui_app_render(app);
            SDL_Rect r;
            const char *t;
            int lines = 0, names = 0, in_panel = 0;
            float line_sz = -1, name_sz = -1;
            for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
                if (strcmp(t, "Players") == 0) { in_panel = 1; continue; }
                if (strcmp(t, "Game log") == 0) break;
                if (!in_panel) continue;
                float sz = ui_app_label_size(app, i);
                CHECKF(ui_app_label_px(app, i) >= ui_app_text_floor_px(app), "%s: \"%s\" at %d px", GAMES[gi], t,
                       ui_app_label_px(app, i));
                bool line = false;
                for (int s = 0; s < 2; s++) line |= v->seat_status[s][0] && label_is(t, v->seat_status[s]);
                if (line) {
                    if (line_sz < 0) line_sz = sz;
                    CHECKF(sz == line_sz, "%s %dx%d %d %% (step %d): seat line \"%s\" at %.2f, the first at %.2f", GAMES[gi], W, H, SCALE, step, t, sz, line_sz);
                    lines++;
                } else if (strncmp(t, "Ann", 3) == 0 || strncmp(t, "Ben", 3) == 0) {
                    if (name_sz < 0) name_sz = sz;
                    CHECKF(sz == name_sz, "%s %dx%d %d %% (step %d): name \"%s\" at %.2f, the first at %.2f", GAMES[gi], W, H, SCALE, step, t, sz, name_sz);
                    names++;
                }
            }
            if (!in_panel) { /* this game's layout leaves the panel out at this size (names stand on the table) */
                printf("  %s: no Players panel at %dx%d\n", GAMES[gi], W, H);
                CHECKF(strcmp(GAMES[gi], "queen-by-midnight") == 0, "%s at %dx%d, %d %%: no Players panel", GAMES[gi], W, H, SCALE);
                break;
            }
            CHECKF(lines == 2 && names == 2, "%s %dx%d %d %% (step %d): %d seat lines and %d names in the Players panel", GAMES[gi], W, H, SCALE, step, lines, names);
            kit_check_nothing_cut(app, GAMES[gi]);
            char what[64];
            snprintf(what, sizeof what, "players-%s-%d", GAMES[gi], step);
            save(app, what, W, H, SCALE);
        }
        ui_app_free(app);
    }
    free(v);
}

/* The size of the digits drawn inside zone `id`'s box; -1 if none. */
static int figure_px(UiApp *app, const char *id)
{
    char ids[64][32];
    SDL_Rect zr[64], r;
    int n = ui_app_zone_rects(app, ids, zr, 64), z = -1;
    for (int i = 0; i < n; i++)
        if (strcmp(ids[i], id) == 0) z = i;
    if (z < 0) return -1;
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        bool digits = t[0] != 0;
        for (const char *p = t; *p; p++) digits &= *p >= '0' && *p <= '9';
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        if (digits && cx >= zr[z].x && cx < zr[z].x + zr[z].w && cy >= zr[z].y && cy < zr[z].y + zr[z].h) return ui_app_label_px(app, i);
    }
    return -1;
}

/* Queen's Court against the AI at 150 % text: each seat's Spread figure is
 * at least as large as its Wins figure, at 1280x720 and 1920x1080, and with
 * five seats at 1920x1080. */
static void test_spread_figure_reads_large(void)
{
    static const int SIZES[][3] = {{1280, 720, 2}, {1920, 1080, 2}, {1920, 1080, 5}}; /* width, height, seats */
    for (int k = 0; k < 3; k++) {
        const int seats = SIZES[k][2];
        UiApp *app = sized_app(SIZES[k][0], SIZES[k][1], 150);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-court", seats, (1u << seats) - 2u, 5)); /* Ann a person, the rest AI */
        kit_settle(app);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        for (int s = 0; s < seats; s++) {
            char sid[16], wid[16];
            snprintf(sid, sizeof sid, "p%d.spread", s);
            snprintf(wid, sizeof wid, "p%d.wins", s);
            int spread = figure_px(app, sid), wins = figure_px(app, wid);
            CHECKF(spread > 0 && wins > 0, "%dx%d: no figure in %s (%d) or %s (%d)", SIZES[k][0], SIZES[k][1], sid, spread, wid, wins);
            CHECKF(spread >= wins, "%dx%d: seat %d's Spread figure is %d px, its Wins figure %d px", SIZES[k][0], SIZES[k][1], s, spread, wins);
        }
        kit_check_nothing_cut(app, "Queen's Court counters");
        save(app, seats == 5 ? "qc5-counters" : "qc-counters", SIZES[k][0], SIZES[k][1], 150);
        ui_app_free(app);
    }
}

/* Long Live the Queen's setup at 1280x720, 100 % and 90 % text: after Print
 * sheets… the message saying where the PDF went is drawn at the set
 * description's size or more, and not under the floor. */
static void test_print_message_readable(void)
{
    static const int SCALES[] = {100, 90};
    for (int k = 0; k < 2; k++) {
        UiApp *app = sized_app(1280, 720, SCALES[k]);
        REQUIRE(app);
        REQUIRE(ui_app_open_setup(app, "long-live-the-queen"));
        float x, y;
        REQUIRE(kit_find(app, "Print sheets", &x, &y));
        click_at(app, x, y);
        for (int i = 0; i < 4 && ui_app_needs_redraw(app); i++) ui_app_render(app);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect r;
        const char *t;
        int msg = -1, words = -1;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (msg < 0 && strncmp(t, "Wrote ", 6) == 0) msg = i;
            else if (msg >= 0 && words < 0) words = i; /* the set's description, drawn next */
        }
        CHECKF(msg >= 0, "%d %%: no \"Wrote …\" message after printing", SCALES[k]);
        if (msg >= 0) {
            CHECKF(ui_app_label_px(app, msg) >= ui_app_text_floor_px(app), "%d %%: the print message is %d px, the floor %d", SCALES[k],
                   ui_app_label_px(app, msg), ui_app_text_floor_px(app));
            CHECKF(words >= 0 && ui_app_label_size(app, msg) >= ui_app_label_size(app, words), "%d %%: the print message at %.1f, the description at %.1f",
                   SCALES[k], ui_app_label_size(app, msg), words >= 0 ? ui_app_label_size(app, words) : -1.0f);
        }
        save(app, "print-message", 1280, 720, SCALES[k]);
        ui_app_free(app);
    }
}

/* Five-seat hot-seat Queen's Court at 1920x1080, 150 % text, played (fixed
 * moves) until a rank-10 noble (Grand Duke Alaric) lies in another seat's
 * pile: that pile's viewer draws the name, and no text with an ellipsis. */
static void test_pile_view_names_whole(void)
{
    UiApp *app = sized_app(1920, 1080, 150);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 5, 0u, 11));
    static const char *const PILES[] = {"p1.left", "p1.right", "p2.left", "p2.right", "p3.left", "p3.right", "p4.left", "p4.right"};
    const char *pile = NULL;
    for (int moves = 0; !pile && moves < 200 && !ui_app_game_over(app); moves++) {
        REQUIRE(ui_app_debug_advance(app, 1, 31 + (unsigned long long)moves) == 1);
        for (size_t p = 0; p < sizeof PILES / sizeof PILES[0] && !pile; p++)
            for (int i = 0; ui_app_shown_value(app, PILES[p], i) != -1000; i++)
                if (ui_app_shown_value(app, PILES[p], i) == 10 && ui_app_shown_card(app, PILES[p], i) >= 0) pile = PILES[p];
    }
    REQUIRE(pile != NULL);
    ui_app_force_pass_screen(app);
    float x, y;
    if (ui_app_find(app, CLICK_PASS, "", &x, &y)) click_at(app, x, y);
    ui_app_render(app);
    REQUIRE(kit_zone_centre(app, pile, &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_overlay_open(app));
    ui_app_clipped_reset(app);
    ui_app_render_logged(app);
    bool duke = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++) {
        const char *t = ui_app_drawn_text(app, i);
        duke |= strstr(t, "Grand Duke") != NULL;
        CHECKF(strstr(t, "…") == NULL, "the pile viewer of %s draws \"%s\"", pile, t);
    }
    CHECKF(duke, "the pile viewer of %s does not name the Grand Duke", pile);
    kit_check_nothing_cut(app, "pile viewer");
    save(app, "pile-view", 1920, 1080, 150);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_seat_lines_one_size);
    RUN(test_spread_figure_reads_large);
    RUN(test_print_message_readable);
    RUN(test_pile_view_names_whole);
    SDL_Quit();
    return tl_summary();
}
