/* test_ui_sizes.c — words that belong together read at one size, and the
 * words a player reads are whole and above the floor (seen by
 * playing at 150 % text):
 *  - the Players panel's seat lines share one size, and so do its names
 *    (Long Live the Queen at 1280x720: Ann's line wrapped at ~15 px while
 *    Ben's shrank to one line at ~10 px), in every game at 1280x720 and
 *    2560x1440, 150 %;
 *  - the seat boxes on the table share one size for their seat lines too
 *    (Long Live the Queen at 1280x720: Ann's ~10 px, Ben's ~12 px), at
 *    1280x720 and 1920x1080, 150 %;
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

/* One frame of walk_games: the game, the window, the step, Ann's view. */
typedef struct {
    const char *game;
    int w, h, scale, step;
    const View *v;
} Frame;

/* Each game against the AI (Ann, a person; Ben, the AI), at its start and
 * a few moves in, at each window size of `sizes` ({width, height, text %}):
 * renders with the labels recorded, hands the frame to `check`, then checks
 * nothing is cut and saves it as "`what`-<game>-<step>".  `check` returning
 * false ends that game at that size. */
static void walk_games(const int (*sizes)[3], int nsizes, const char *what, bool (*check)(UiApp *, const Frame *))
{
    static const char *const GAMES[] = {"long-live-the-queen", "queens-court", "queen-by-midnight", "queens-blood", "blood-wars"};
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    for (int k = 0; k < nsizes; k++)
    for (size_t gi = 0; gi < sizeof GAMES / sizeof GAMES[0]; gi++) {
        Frame f = {GAMES[gi], sizes[k][0], sizes[k][1], sizes[k][2], 0, v};
        UiApp *app = sized_app(f.w, f.h, f.scale);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, f.game, 2, 2u, 5));
        for (f.step = 0; f.step < 2; f.step++) {
            if (f.step == 1) ui_app_debug_advance(app, 4, 9);
            kit_settle(app);
            if (ui_app_game_over(app)) break;
            kit_seat_view(app, 0, v);
            ui_app_labels_record(app, true);
            ui_app_clipped_reset(app);
            ui_app_render(app);
            if (!check(app, &f)) break;
            kit_check_nothing_cut(app, f.game);
            char name[64];
            snprintf(name, sizeof name, "%s-%s-%d", what, f.game, f.step);
            save(app, name, f.w, f.h, f.scale);
        }
        ui_app_free(app);
    }
    free(v);
}

/* The labels between "Players" and "Game log" that are seat lines share one
 * size, the names another, none under the floor. */
static bool panel_lines_one_size(UiApp *app, const Frame *f)
{
    SDL_Rect r;
    const char *t;
    int lines = 0, names = 0, in_panel = 0;
    float line_sz = -1, name_sz = -1;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (strcmp(t, "Players") == 0) { in_panel = 1; continue; }
        if (strcmp(t, "Game log") == 0) break;
        if (!in_panel) continue;
        float sz = ui_app_label_size(app, i);
        CHECKF(ui_app_label_px(app, i) >= ui_app_text_floor_px(app), "%s: \"%s\" at %d px", f->game, t, ui_app_label_px(app, i));
        bool line = false;
        for (int s = 0; s < 2; s++) line |= f->v->seat_status[s][0] && label_is(t, f->v->seat_status[s]);
        if (line) {
            if (line_sz < 0) line_sz = sz;
            CHECKF(sz == line_sz, "%s %dx%d %d %% (step %d): seat line \"%s\" at %.2f, the first at %.2f", f->game, f->w, f->h, f->scale, f->step, t, sz, line_sz);
            lines++;
        } else if (strncmp(t, "Ann", 3) == 0 || strncmp(t, "Ben", 3) == 0) {
            if (name_sz < 0) name_sz = sz;
            CHECKF(sz == name_sz, "%s %dx%d %d %% (step %d): name \"%s\" at %.2f, the first at %.2f", f->game, f->w, f->h, f->scale, f->step, t, sz, name_sz);
            names++;
        }
    }
    if (!in_panel) { /* this game's layout leaves the panel out at this size (names stand on the table) */
        printf("  %s: no Players panel at %dx%d\n", f->game, f->w, f->h);
        CHECKF(strcmp(f->game, "queen-by-midnight") == 0, "%s at %dx%d, %d %%: no Players panel", f->game, f->w, f->h, f->scale);
        return false;
    }
    CHECKF(lines == 2 && names == 2, "%s %dx%d %d %% (step %d): %d seat lines and %d names in the Players panel", f->game, f->w, f->h, f->scale, f->step,
           lines, names);
    return true;
}

/* The Players panel at both ends of the window sizes, 150 % text (Long Live
 * the Queen at 1280x720: Ann's line wrapped at ~15 px while Ben's shrank to
 * one line at ~10 px). */
static void test_seat_lines_one_size(void)
{
    static const int SIZES[][3] = {{1280, 720, 150}, {2560, 1440, 150}};
    walk_games(SIZES, 2, "players", panel_lines_one_size);
}

/* True when recorded label t is seat line st, whole or without some of its
 * " · " parts (a seat box drops what a counter beside it shows). */
static bool plate_line_is(const char *t, const char *st)
{
    const char *parts[8];
    size_t lens[8];
    int np = 0;
    for (const char *p = st; *p && np < 8;) {
        const char *end = strstr(p, " · ");
        lens[np] = end ? (size_t)(end - p) : strlen(p);
        parts[np++] = p;
        p = end ? end + strlen(" · ") : p + strlen(p);
    }
    for (unsigned mask = 1; mask < (1u << np); mask++) {
        char line[256];
        size_t len = 0;
        for (int i = 0; i < np; i++)
            if (mask & (1u << i)) len += (size_t)snprintf(line + len, sizeof line - len, "%s%.*s", len ? " · " : "", (int)lens[i], parts[i]);
        if (label_is(t, line)) return true;
    }
    return false;
}

/* The seat lines in the seat boxes on the table (outside the Players
 * panel) share one size, none under the floor. */
static bool plate_lines_one_size(UiApp *app, const Frame *f)
{
    SDL_Rect r;
    const char *t;
    int lines = 0, in_panel = 0;
    float line_sz = -1;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (strcmp(t, "Players") == 0) in_panel = 1;
        else if (strcmp(t, "Game log") == 0) in_panel = 0;
        bool line = false;
        for (int s = 0; s < 2 && !in_panel; s++) line |= f->v->seat_status[s][0] && plate_line_is(t, f->v->seat_status[s]);
        if (!line) continue;
        float sz = ui_app_label_size(app, i);
        CHECKF(ui_app_label_px(app, i) >= ui_app_text_floor_px(app), "%s: plate line \"%s\" at %d px", f->game, t, ui_app_label_px(app, i));
        if (line_sz < 0) line_sz = sz;
        CHECKF(sz == line_sz, "%s %dx%d %d %% (step %d): plate line \"%s\" at %.2f, the first at %.2f", f->game, f->w, f->h, f->scale, f->step, t, sz,
               line_sz);
        lines++;
    }
    printf("  %s %dx%d step %d: %d plate lines at %.2f\n", f->game, f->w, f->h, f->step, lines, line_sz);
    CHECKF(lines >= 2, "%s %dx%d %d %% (step %d): %d seat lines in the seat boxes", f->game, f->w, f->h, f->scale, f->step, lines);
    return true;
}

/* The seat boxes on the table at 1280x720 and 1920x1080, 150 % text (Long
 * Live the Queen at 1280x720: Ann's line ~10 px, Ben's ~12 px). */
static void test_plate_lines_one_size(void)
{
    static const int SIZES[][3] = {{1280, 720, 150}, {1920, 1080, 150}};
    walk_games(SIZES, 2, "plates", plate_lines_one_size);
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
    RUN(test_plate_lines_one_size);
    RUN(test_spread_figure_reads_large);
    RUN(test_print_message_readable);
    RUN(test_pile_view_names_whole);
    SDL_Quit();
    return tl_summary();
}
