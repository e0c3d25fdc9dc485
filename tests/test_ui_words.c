/* test_ui_words.c — the table's words drawn whole and at their size:
 *  - the results screen's seat lines (Long Live the Queen's "0 red, 2 yellow,
 *    5 blue · Master Entertainer (shown by a Recruit)" is wider than the old
 *    520-unit column at 150 % text): never cut, never shrunk, inside the
 *    panel, clear of the other words;
 *  - the line under Queen by Midnight's clock says what comes next ("Next:
 *    Midnight Bazaar at 8"; "8: Midnight" read as the time), whole and never
 *    smaller than at 100 % text.
 * At 1280x720 and 1920x1080, 100 % and 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int SIZES[4][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}, {1920, 1080, 150}};

static UiApp *make_app(int w, int h, int scale)
{
    UiApp *app = kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
    if (app) ui_app_set_setting(app, "ui_scale", scale);
    return app;
}

/* The first recorded label starting like `text` (labels keep 39 bytes): its index, or -1. */
static int label_of(UiApp *app, const char *text, SDL_Rect *r)
{
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, r)) != NULL; i++)
        if (t[0] && strncmp(t, text, strlen(t)) == 0) return i;
    return -1;
}

/* Renders the frame recording texts and label boxes: none cut, none over another. */
static void render_checked(UiApp *app, const char *where)
{
    ui_app_clipped_reset(app);
    ui_app_labels_record(app, true);
    ui_app_render_logged(app);
    ui_app_labels_record(app, false);
    kit_check_nothing_cut(app, where);
    char first[240];
    int n = ui_app_label_overlaps(app, first, sizeof first);
    CHECKF(n == 0, "%s: %d pair(s) of labels drawn over each other, e.g. %s", where, n, first);
}

static bool drawn_whole(UiApp *app, const char *text)
{
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        if (strcmp(ui_app_drawn_text(app, i), text) == 0) return true;
    return false;
}

/* A Long Live the Queen game against the AI, played by random moves to its
 * end, whose results show the longest seat line among the first seeds. */
static unsigned long long longest_line_seed(size_t *len)
{
    UiApp *app = make_app(1280, 720, 100);
    unsigned long long best = 0;
    *len = 0;
    for (unsigned long long seed = 1; app && seed <= 24 && *len < 62; seed++) {
        if (!ui_app_start(app, "long-live-the-queen", 2, 2u, seed)) break;
        ui_app_debug_advance(app, 100000, seed);
        for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
        if (ui_app_scene(app) != SCENE_RESULTS) continue;
        for (int s = 0; s < 2; s++) {
            const char *line = ui_app_view_text(app, s ? "seat1" : "seat0");
            if (line && strlen(line) > *len) {
                *len = strlen(line);
                best = seed;
            }
        }
    }
    if (app) ui_app_free(app);
    return best;
}

static void test_results_seat_lines_whole(void)
{
    size_t len;
    unsigned long long seed = longest_line_seed(&len);
    REQUIRE(seed > 0);
    printf("  seed %llu: a seat line of %zu bytes\n", seed, len);
    CHECKF(len >= 55, "the longest seat line in 24 games is %zu bytes: too short to test the wrap", len);
    for (int k = 0; k < 4; k++) {
        UiApp *app = make_app(SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, seed));
        ui_app_debug_advance(app, 100000, seed);
        for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
        REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
        char where[96];
        snprintf(where, sizeof where, "results at %dx%d, %d %% text", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        render_checked(app, where);
        float unit = SIZES[k][0] / 1600.0f;
        for (int s = 0; s < 2; s++) {
            const char *line = ui_app_view_text(app, s ? "seat1" : "seat0");
            REQUIRE(line && line[0]);
            CHECKF(drawn_whole(app, line), "%s: \"%s\" not drawn whole", where, line);
            SDL_Rect r;
            int i = label_of(app, line, &r);
            REQUIRE(i >= 0);
            /* the size asked for: shrunk to fit (the old 520-unit column at 150 %) it was smaller than its neighbours */
            CHECKF(ui_app_label_size(app, i) >= 16 - 0.01f, "%s: \"%s\" drawn at size %.1f, not 16", where, line, ui_app_label_size(app, i));
            /* inside the panel (220..1380 units) */
            CHECKF(r.x >= (int)(220 * unit) && r.x + r.w <= (int)(1380 * unit) + 1, "%s: \"%s\" at %d..%d leaves the panel (%d..%d)", where,
                   line, r.x, r.x + r.w, (int)(220 * unit), (int)(1380 * unit));
        }
        char png[64];
        snprintf(png, sizeof png, "words-results-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

/* The line under the clock, 2 and 4 seats: "Next: <what> at <hour>", whole,
 * no smaller than its 13 at 100 % text, clear of every other label. */
static void test_clock_says_what_comes_next(void)
{
    for (int k = 0; k < 4; k++)
        for (int players = 2; players <= 4; players += 2) {
            UiApp *app = make_app(SIZES[k][0], SIZES[k][1], SIZES[k][2]);
            REQUIRE(app);
            REQUIRE(ui_app_start(app, "queen-by-midnight", players, 0u, 42));
            ui_app_debug_advance(app, 12, 5);
            char where[96];
            snprintf(where, sizeof where, "%dp table at %dx%d, %d %% text", players, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
            render_checked(app, where);
            const char *next = NULL;
            for (int i = 0; i < ui_app_drawn_count(app) && !next; i++)
                if (strncmp(ui_app_drawn_text(app, i), "Next: ", 6) == 0) next = ui_app_drawn_text(app, i);
            CHECKF(next != NULL, "%s: no \"Next: …\" under the clock", where);
            if (next) {
                int hour = 0, used = 0;
                const char *at = strstr(next, " at ");
                CHECKF(at && sscanf(at, " at %d%n", &hour, &used) == 1 && at[used] == 0 && hour >= 1 && hour <= 12,
                       "%s: \"%s\" does not end in \" at <hour>\"", where, next);
                /* it may give back some of the 150 %, never come out smaller than at 100 % */
                float size = kit_label_size(app, next), shown = size * SIZES[k][2] / 100.0f;
                CHECKF(shown >= 13 - 0.01f, "%s: \"%s\" drawn at size %.1f (%.1f at this text size), under 13", where, next, size, shown);
            }
            if (players == 2) {
                char png[64];
                snprintf(png, sizeof png, "words-clock-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
                CHECK(kit_save_png(app, png));
            }
            ui_app_free(app);
        }
}

/* Queen's Court's results with 5 seats: the seat lines and the last round's
 * lines keep apart at 150 % text (rows of 28 and 22 units touched), and a
 * "How it went" heading always has a line under it (with 5 seats at 150 %
 * none fitted: the heading stood over nothing). */
static void test_results_rows_apart_five_seats(void)
{
    for (int k = 0; k < 4; k++) {
        UiApp *app = make_app(SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-court", 5, 2u, 4));
        ui_app_debug_advance(app, 100000, 4);
        for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
        REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
        char where[96];
        snprintf(where, sizeof where, "5-seat results at %dx%d, %d %% text", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        render_checked(app, where);
        /* the labels left of the status column, top to bottom: seat names, then the summary lines */
        SDL_Rect prev = {0, 0, 0, 0}, r;
        const char *t, *prev_t = NULL;
        int rows = 0, rounds = 0;
        bool heading = false;
        float unit = SIZES[k][0] / 1600.0f;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            heading |= strcmp(t, "How it went") == 0;
            rounds += strncmp(t, "Round ", 6) == 0;
            if (r.x < (int)(430 * unit) || r.x > (int)(460 * unit) || r.y < (int)(250 * unit) || strncmp(t, "Round ", 6) == 0) continue;
            if (prev_t)
                CHECKF(r.y >= prev.y + prev.h - 1, "%s: \"%s\" (y %d) runs into \"%s\" (%d..%d)", where, t, r.y, prev_t, prev.y, prev.y + prev.h);
            prev = r;
            prev_t = t;
            rows++;
        }
        CHECKF(rows >= 10, "%s: %d rows of names and summary lines found", where, rows);
        CHECKF(!heading || rounds > 0, "%s: \"How it went\" with no round under it", where);
        ui_app_free(app);
    }
}

int main(void)
{
    RUN(test_results_seat_lines_whole);
    RUN(test_clock_says_what_comes_next);
    RUN(test_results_rows_apart_five_seats);
    return tl_summary();
}
