/* test_ui_header_sizes.c — texts that belong together read at sizes that
 * belong together (seen by playing Queen's Blood at 150 % text):
 *  - the top bar's status "Turn 4 — Ann to play (the opponent passed:
 *    passing ends the game)" is drawn whole at its own size or one step
 *    smaller (it shrank to 7 units, ~11-13 px, at 150 % and was cut at
 *    1280x720), within the bar and clear of the prompt; with a card picked
 *    (the longest prompt) both stay whole and apart;
 *  - at setup the seats' buttons share one size ("Brass Menagerie ▸" was
 *    drawn smaller than "Default deck ▸" and "Human ▸"), and the deck list's
 *    heading "Ann's deck: …" is never smaller than the lines under it (it
 *    shrank under its own style line), for every ready deck; the list's
 *    rows give their parts room, its columns a clear gap between them;
 *  - on the table, the two seats' "Score" captions share one size, and the
 *    name plates' seat lines stay within a step of their size;
 *  - the mulligan's button with cards marked reads at its size, as "Keep
 *    this hand" does, within a step;
 * at 1280x720, 1600x900, 1920x1080 and 2560x1440, 90 % to 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int SIZES[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1600, 900, 100}, {1600, 900, 150},
                               {1920, 1080, 100}, {1920, 1080, 150}, {2560, 1440, 90}, {2560, 1440, 150}};
enum { NSIZES = sizeof SIZES / sizeof SIZES[0] };
#define STATUS_SIZE 14.0f /* the size the top bar asks for its status (table.c) */
#define ONE_STEP 0.85f    /* one step smaller */

static UiApp *sized_app(int k, char *where, size_t n, const char *what)
{
    snprintf(where, n, "%s at %dx%d, %d %% text", what, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
    UiApp *app = kit_app(SIZES[k][0], SIZES[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
    if (app) ui_app_set_setting(app, "ui_scale", SIZES[k][2]);
    return app;
}

/* The first recorded label that starts with `prefix`: its index (-1 if none) and box. */
static int label_starting(UiApp *app, const char *prefix, SDL_Rect *r)
{
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, r)) != NULL; i++)
        if (strncmp(t, prefix, strlen(prefix)) == 0) return i;
    return -1;
}

/* A hot-seat Queen's Blood game (seed 5) at size k; NULL if it cannot start. */
static UiApp *qb_hot_seat(int k, char *where, size_t n, const char *what)
{
    UiApp *app = sized_app(k, where, n, what);
    if (app && !ui_app_start(app, "queens-blood", 2, 0u, 5)) {
        ui_app_free(app);
        return NULL;
    }
    return app;
}

static void save(UiApp *app, const char *what, int k)
{
    char png[96];
    snprintf(png, sizeof png, "%s-%dx%d-%d.png", what, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
    CHECK(kit_save_png(app, png));
}

/* A hot-seat Queen's Blood game (fixed seed and moves) played into its
 * turns, where the seat to move passes: the next seat's status says the
 * opponent passed. */
static void test_status_whole_at_its_size(void)
{
    for (int k = 0; k < NSIZES; k++) {
        char where[96];
        UiApp *app = qb_hot_seat(k, where, sizeof where, "Queen's Blood's status after a pass");
        REQUIRE(app);
        for (int i = 0; i < 40 && strncmp(ui_app_view_text(app, "status"), "Turn ", 5) != 0; i++)
            REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
        float x, y;
        REQUIRE(kit_find(app, "Pass", &x, &y));
        click_at(app, x, y);
        ui_app_debug_advance(app, 0, 1); /* past the pass screen */
        const char *status = ui_app_view_text(app, "status");
        REQUIRE(strstr(status, "the opponent passed") != NULL);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        kit_check_nothing_cut(app, where);
        SDL_Surface *s = ui_app_surface(app);
        float unit = s->w / 1600.0f;
        SDL_Rect st, pr;
        int si = label_starting(app, "Turn ", &st), pi = label_starting(app, "Play a card", &pr);
        REQUIRE(si >= 0 && pi >= 0);
        float size = ui_app_label_size(app, si);
        CHECKF(size >= STATUS_SIZE * ONE_STEP - 0.01f, "%s: the status is drawn at %.1f (asked %.0f; one step smaller is %.1f)", where,
               size, STATUS_SIZE, STATUS_SIZE * ONE_STEP);
        /* the prompt (asked 15) is the bar's other line of that kind: the status is at most ~a step under it */
        CHECKF(ui_app_label_px(app, si) >= 0.75f * ui_app_label_px(app, pi), "%s: the status at %d px, the prompt at %d px", where,
               ui_app_label_px(app, si), ui_app_label_px(app, pi));
        CHECKF(!kit_meets(st, pr), "%s: the status (%d,%d %dx%d) meets the prompt (%d,%d %dx%d)", where, st.x, st.y, st.w, st.h, pr.x,
               pr.y, pr.w, pr.h);
        CHECKF(st.y + st.h <= lroundf(66 * unit) + 1, "%s: the status reaches %d px, below the top bar (%ld px)", where, st.y + st.h,
               lroundf(66 * unit));
        CHECKF(pr.x + pr.w <= lroundf(1248 * unit), "%s: the prompt reaches %d px, under the Hint button (%ld px)", where, pr.x + pr.w,
               lroundf(1248 * unit));
        save(app, "status-passed", k);
        /* a card picked: the prompt is the longest the bar shows ("Choose where to play it (click the
         * card again or Esc to cancel)"); both whole, apart, in the bar, no smaller than the floor */
        REQUIRE(ui_app_find(app, CLICK_SOURCE, "hand", &x, &y));
        click_at(app, x, y);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        char w2[128];
        snprintf(w2, sizeof w2, "%s, a card picked", where);
        kit_check_nothing_cut(app, w2);
        si = label_starting(app, "Turn ", &st);
        pi = label_starting(app, "Choose where", &pr);
        REQUIRE(si >= 0 && pi >= 0);
        CHECKF(!kit_meets(st, pr), "%s: the status (%d,%d %dx%d) meets the prompt (%d,%d %dx%d)", w2, st.x, st.y, st.w, st.h, pr.x, pr.y,
               pr.w, pr.h);
        CHECKF(pr.x + pr.w <= lroundf(1248 * unit), "%s: the prompt reaches %d px, under the Hint button", w2, pr.x + pr.w);
        CHECKF(ui_app_label_px(app, si) >= ui_app_text_floor_px(app), "%s: the status at %d px", w2, ui_app_label_px(app, si));
        save(app, "status-passed-picked", k);
        ui_app_free(app);
    }
}

/* A hot-seat Queen's Blood game (fixed seed and moves) at Ann 3, Ben 10:
 * the two "Score" counters' captions at one size (beside 10 it shrank to
 * 12.1 while beside 3 it read 15, at 150 % text), and the name plates' seat
 * lines at most one step under their size, 13 (at 150 % "Score 0 · 5 in hand
 * · 10 in deck" shrank to the floor, 8.4, beside the Score counter that
 * says the score already). */
static void test_table_siblings_one_size(void)
{
    for (int k = 0; k < NSIZES; k++) {
        char where[96];
        UiApp *app = qb_hot_seat(k, where, sizeof where, "Queen's Blood's table at 3-10");
        REQUIRE(app);
        REQUIRE(ui_app_debug_advance(app, 22, 3) == 22);
        REQUIRE(strncmp(ui_app_view_text(app, "seat0"), "Score 3 ", 8) == 0);
        REQUIRE(strncmp(ui_app_view_text(app, "seat1"), "Score 10 ", 9) == 0);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        kit_check_nothing_cut(app, where);
        float unit = ui_app_surface(app)->w / 1600.0f, caption[2];
        int ncaptions = 0, plates = 0;
        SDL_Rect r;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (strcmp(t, "Score") == 0 && ncaptions < 2) caption[ncaptions++] = ui_app_label_size(app, i);
            if (strstr(t, " in hand") && r.x < 400 * unit) { /* a name plate's, not the Players panel's */
                plates++;
                CHECKF(ui_app_label_size(app, i) >= 13 * ONE_STEP - 0.01f, "%s: the plate's \"%s\" at %.1f (asked 13)", where, t,
                       ui_app_label_size(app, i));
            }
        }
        REQUIRE(ncaptions == 2);
        CHECKF(caption[0] == caption[1], "%s: \"Score\" beside 3 at %.1f, beside 10 at %.1f", where, caption[0], caption[1]);
        CHECKF(plates == 2, "%s: %d name plates' lines", where, plates);
        save(app, "table-3-10", k);
        ui_app_free(app);
    }
}

/* The recorded label starting with `prefix`, its size (-1 if not drawn). */
static float size_of(UiApp *app, const char *prefix)
{
    SDL_Rect r;
    int i = label_starting(app, prefix, &r);
    return i >= 0 ? ui_app_label_size(app, i) : -1;
}

/* The deck list at setup: each row's parts (cost disc, name, ×N, power
 * disc) apart by a space of the names' font at least, the columns by a
 * clear gap (at 150 % text, 1920x1080, Castle Watch read "Gate Warden
 * ×2❶ ❷ Watch Captain"), each digit inside its disc, all in the panel. */
enum { MAX_PARTS = 160 }; /* the deck list's discs and words */
#define IN_ROW_GAP 0.3f  /* em: about a space of DejaVu Sans (0.318 em) */
#define COLUMN_GAP 1.5f  /* em */
#define PANEL_RIGHT 1560 /* the Options panel (scene_setup.c rp), logical units */
#define PANEL_LEFT 970
#define PANEL_BOTTOM 790

typedef struct Part { SDL_Rect r; bool disc; char s[40]; } Part;

static bool centre_in(SDL_Rect in, SDL_Rect r)
{
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    return cx >= in.x && cx < in.x + in.w && cy >= in.y && cy < in.y + in.h;
}

/* Two parts in one row: their boxes share more than a third of the lower's height. */
static bool same_row(SDL_Rect a, SDL_Rect b)
{
    int iy = (a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h) - (a.y > b.y ? a.y : b.y);
    return iy > 0.35f * (a.h < b.h ? a.h : b.h);
}

/* The horizontal room between two boxes (negative: they overlap). */
static int gap_x(SDL_Rect a, SDL_Rect b)
{
    int right = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w, left = a.x > b.x ? a.x : b.x;
    return left - right;
}

/* Checks the deck list drawn in the last frame; `head`: the heading's label index. */
static void check_deck_list(UiApp *app, int head, const char *where)
{
    float unit = ui_app_surface(app)->w / 1600.0f;
    SDL_Rect discs[64];
    int nd = ui_app_deck_list_discs(app, discs, 64);
    CHECKF(nd >= 8, "%s: %d discs drawn in the deck list", where, nd);
    Part parts[MAX_PARTS];
    int np = 0;
    for (int i = 0; i < nd && np < MAX_PARTS; i++) parts[np++] = (Part){discs[i], true, "a disc"};
    /* the words under the heading (not the Back / Start game row), a disc's digit apart */
    SDL_Rect r;
    const char *t;
    float em = 0;
    for (int i = head + 1; (t = ui_app_label_at(app, i, &r)) != NULL && np < MAX_PARTS; i++) {
        if (r.y >= lroundf(PANEL_BOTTOM * unit)) continue;
        int in = -1;
        for (int k = 0; k < nd && in < 0; k++)
            if (centre_in(discs[k], r)) in = k;
        if (in >= 0) {
            CHECKF(r.x >= discs[in].x - 1 && r.x + r.w <= discs[in].x + discs[in].w + 1,
                   "%s: the digit \"%s\" (%d..%d) is wider than its disc (%d..%d)", where, t, r.x, r.x + r.w, discs[in].x,
                   discs[in].x + discs[in].w);
            continue;
        }
        Part p = {r, false, ""};
        snprintf(p.s, sizeof p.s, "%s", t);
        parts[np++] = p;
        for (int k = 0; k < nd; k++)
            if (same_row(discs[k], r) && ui_app_label_px(app, i) > em) em = (float)ui_app_label_px(app, i); /* a name or a count */
    }
    CHECKF(em > 0, "%s: no names beside the discs", where);
    for (int a = 0; a < np; a++) {
        SDL_Rect ra = parts[a].r;
        CHECKF(ra.x >= lroundf(PANEL_LEFT * unit) && ra.x + ra.w <= lroundf(PANEL_RIGHT * unit) && ra.y + ra.h <= lroundf(PANEL_BOTTOM * unit),
               "%s: \"%s\" (%d,%d %dx%d) is not inside the Options panel", where, parts[a].s, ra.x, ra.y, ra.w, ra.h);
        for (int b = a + 1; b < np; b++) {
            SDL_Rect rb = parts[b].r;
            if (!same_row(ra, rb)) continue;
            CHECKF(gap_x(ra, rb) >= IN_ROW_GAP * em, "%s: \"%s\" (%d,%d %dx%d) and \"%s\" (%d,%d %dx%d) %d px apart (a space is %.0f px)",
                   where, parts[a].s, ra.x, ra.y, ra.w, ra.h, parts[b].s, rb.x, rb.y, rb.w, rb.h, gap_x(ra, rb), IN_ROW_GAP * em);
            if (!parts[a].disc || !parts[b].disc || gap_x(ra, rb) < 0) continue;
            /* two discs side by side, nothing between them: a power and the next column's cost */
            int lo = ra.x < rb.x ? ra.x + ra.w : rb.x + rb.w, hi = ra.x < rb.x ? rb.x : ra.x;
            bool between = false;
            for (int c = 0; c < np && !between; c++) {
                int cx = parts[c].r.x + parts[c].r.w / 2;
                between = c != a && c != b && same_row(ra, parts[c].r) && cx > lo && cx < hi;
            }
            if (!between)
                CHECKF(hi - lo >= COLUMN_GAP * em, "%s: the columns %d px apart at the discs %d,%d and %d,%d (a clear gap is %.0f px)", where,
                       hi - lo, ra.x, ra.y, rb.x, rb.y, COLUMN_GAP * em);
        }
    }
}

/* Queen's Blood's setup with Ann a person and Ben the AI: the seats' cycle
 * buttons at one size whichever deck Ann's shows (a button's label is
 * recorded when it is painted: the first frame paints them all, each new
 * deck name its own); the deck list's heading not under its lines. */
static void test_setup_sizes_agree(void)
{
    for (int k = 0; k < NSIZES; k++) {
        char where[128];
        UiApp *app = sized_app(k, where, sizeof where, "Queen's Blood's setup");
        REQUIRE(app);
        REQUIRE(ui_app_open_setup(app, "queens-blood"));
        ui_app_labels_record(app, true);
        float x, y;
        REQUIRE(kit_find(app, "Default deck", &x, &y)); /* renders the first frame */
        float button = size_of(app, "Default deck");
        REQUIRE(button > 0);
        static const char *const SIBLINGS[] = {"Human", "AI  ", "Normal"};
        for (int i = 0; i < 3; i++)
            CHECKF(size_of(app, SIBLINGS[i]) == button, "%s: \"%s\" at %.1f, \"Default deck\" at %.1f", where, SIBLINGS[i],
                   size_of(app, SIBLINGS[i]), button);
        float unit = ui_app_surface(app)->w / 1600.0f;
        int decks = 0;
        for (int d = 0; d < 20; d++) {
            click_at(app, x, y); /* Ann's deck: the next one, until the cycle is back at the default */
            ui_app_labels_record(app, true);
            ui_app_clipped_reset(app);
            ui_app_render(app);
            char w2[200];
            SDL_Rect hr, r;
            int head = label_starting(app, "Ann's deck: ", &hr);
            REQUIRE(head >= 0);
            if (strstr(ui_app_label_at(app, head, &hr), "not chosen")) break;
            decks++;
            snprintf(w2, sizeof w2, "%s, %s", where, ui_app_label_at(app, head, &hr));
            kit_check_nothing_cut(app, w2);
            /* the button showing the deck's name (painted new, so recorded) */
            const char *name = ui_app_label_at(app, head, &hr) + strlen("Ann's deck: ");
            char prefix[48];
            snprintf(prefix, sizeof prefix, "%.20s", name);
            float deck_button = -1;
            const char *t;
            for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL && i < head; i++)
                if (strncmp(t, prefix, strlen(prefix)) == 0 && strstr(t, "▸")) deck_button = ui_app_label_size(app, i);
            CHECKF(deck_button == button, "%s: the deck button at %.1f, \"Default deck\" at %.1f", w2, deck_button, button);
            /* every word drawn under the heading: not larger than it, in size asked or pixels drawn */
            int lines = 0;
            for (int i = head + 1; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
                if (r.y >= lroundf(790 * unit)) continue; /* below the panel: the Back / Start game row */
                lines++;
                CHECKF(ui_app_label_size(app, i) <= ui_app_label_size(app, head), "%s: \"%s\" at %.1f, the heading at %.1f", w2, t,
                       ui_app_label_size(app, i), ui_app_label_size(app, head));
                CHECKF(ui_app_label_px(app, i) <= ui_app_label_px(app, head), "%s: \"%s\" at %d px, the heading at %d px", w2, t,
                       ui_app_label_px(app, i), ui_app_label_px(app, head));
            }
            CHECKF(lines >= 8, "%s: %d lines under the heading", w2, lines);
            check_deck_list(app, head, w2);
            if (d == 0) save(app, "setup-deck", k);
            if (d == 1) save(app, "setup-castle-watch", k); /* as the player saw it */
        }
        CHECKF(decks >= 5, "%s: %d ready decks shown", where, decks);
        ui_app_free(app);
    }
}

/* Hot-seat Queen's Blood's mulligan with two cards marked: its one action
 * button says so at the size of its other words ("Keep this hand"), or a
 * step under at most, and whole (at 150 % text "Send back 2 cards and draw
 * 2" shrank to 12.3 of the button's 19 while "Keep this hand" read 19). */
#define BUTTON_SIZE 19.0f /* a 52-high action button's label (app.c button_paint) */
static void test_mulligan_button_at_its_size(void)
{
    static const int AT[] = {0, 1, 4, 5}; /* 1280x720 and 1920x1080, 100 % and 150 % */
    for (int a = 0; a < 4; a++) {
        int k = AT[a];
        char where[96];
        UiApp *app = qb_hot_seat(k, where, sizeof where, "Queen's Blood's mulligan");
        REQUIRE(app);
        float x, y;
        REQUIRE(ui_app_find(app, CLICK_PASS, "show my table", &x, &y));
        click_at(app, x, y);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float keep = size_of(app, "Keep this hand");
        REQUIRE(keep > 0);
        static const char *const MARK[] = {"hand#0", "hand#2"};
        for (int i = 0; i < 2; i++) {
            /* a button's label is recorded when it is painted: the frame after the second mark */
            ui_app_labels_record(app, true);
            ui_app_clipped_reset(app);
            REQUIRE(ui_app_find(app, CLICK_SOURCE, MARK[i], &x, &y));
            click_at(app, x, y);
        }
        ui_app_render(app);
        kit_check_nothing_cut(app, where);
        SDL_Rect r;
        int i = label_starting(app, "Send back 2", &r);
        REQUIRE(i >= 0);
        float size = ui_app_label_size(app, i);
        CHECKF(size >= BUTTON_SIZE * ONE_STEP - 0.01f && size >= keep * ONE_STEP - 0.01f,
               "%s: \"%s\" at %.1f, \"Keep this hand\" at %.1f (the button's size %.0f)", where, ui_app_label_at(app, i, &r), size,
               keep, BUTTON_SIZE);
        save(app, "mulligan-2", k);
        ui_app_free(app);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_status_whole_at_its_size);
    RUN(test_table_siblings_one_size);
    RUN(test_setup_sizes_agree);
    RUN(test_mulligan_button_at_its_size);
    SDL_Quit();
    return tl_summary();
}
