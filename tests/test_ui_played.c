/* test_ui_played.c — defects seen by playing with the mouse (the
 * table), each driven by synthetic clicks on a headless table:
 *  - the Load list's rows and its Delete question are read at full size at
 *    150 % text (the one-line row shrank to about 7 units), and the list
 *    counts "moves", as the log line of a loaded game does (it said
 *    "actions");
 *  - the pause menu's autosave line keeps inside the panel's margins at 150 %
 *    text (it ran from edge to edge);
 *  - a hover zoom opened while the AI thinks gives way to the AI's move: it
 *    moves (smaller if need be) or closes, never lying over the AI's words,
 *    the toast or a zone the move changed (Queen's Court, 1920x1080, 150 %:
 *    the zoom covered the toast's first words);
 *  - Queen by Midnight at 1600x900: why a click made no move goes with my next
 *    move; it stayed under the AI's words, over my Clout and class counters;
 *  - Queen's Blood's hint notice takes a sensible width beside its narrow
 *    message place (it was a 166-unit column of 11 lines at 150 %), covering
 *    no zone;
 *  - a chooser marks the hinted choice with a "Hint" tag (Blood Wars'
 *    intrigue / combat chooser did not; only the hint's words said it).
 * Everything is seeded: the same frames on every run, whatever the load. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/view.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static UiApp *make_app(int w, int h, char *dir, size_t n)
{
    return kit_app(w, h, "ismcts:easy/it=20/t=0", dir, n);
}

/* The Load list's own words: a row's two lines ("Queen's Court — <date>",
 * "Ann, Ben (AI) · 3 moves"), the question and the buttons beside them (the
 * menu behind has words of its own). */
static bool list_words(const char *t)
{
    return strstr(t, " — ") || strstr(t, " · ") || strstr(t, "for good") || strcmp(t, "Delete") == 0 ||
           strcmp(t, "Keep") == 0;
}

/* Every word of the list recorded in the frame is drawn at `least` units or
 * more before the text-size setting; returns how many were checked. */
static int labels_at_least(UiApp *app, float least, const char *where)
{
    SDL_Rect r;
    const char *t;
    int n = 0;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (!list_words(t)) continue;
        float size = ui_app_label_size(app, i);
        CHECKF(size >= least, "%s: \"%s\" drawn at %.1f units (at least %.0f wanted)", where, t, size, least);
        n++;
    }
    return n;
}

static void render_with_labels(UiApp *app)
{
    ui_app_labels_record(app, true);
    ui_app_render(app);
    ui_app_labels_record(app, false);
}

/* A saved game of Queen's Court, 3 moves in, in the Load list at 150 % text. */
static void test_load_list_reads_at_150(void)
{
    char dir[256];
    UiApp *app = make_app(1600, 900, dir, sizeof dir);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 21));
    REQUIRE(ui_app_debug_advance(app, 3, 5) == 3);
    ui_app_open_overlay(app, "pause");
    float x, y;
    REQUIRE(kit_find(app, "Save game", &x, &y));
    click_at(app, x, y);
    /* from the menu: nothing of the table behind the list */
    REQUIRE(kit_find(app, "Quit to menu", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_set_setting(app, "ui_scale", 150));
    REQUIRE(kit_find(app, "Load game", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_overlay_open(app));
    UiClickable cl[64];
    int n = ui_app_clickables(app, cl, 64), rows = 0;
    for (int i = 0; i < n; i++)
        if (cl[i].kind == CLICK_BUTTON && strstr(cl[i].label, "Queen's Court")) {
            rows++;
            CHECK_CONTAINS(cl[i].label, "3 moves");
            CHECKF(!strstr(cl[i].label, "action"), "the Load list says \"%s\"", cl[i].label);
        }
    CHECK_INT(rows, 1);
    render_with_labels(app);
    CHECKF(labels_at_least(app, 14, "Load list at 150 %") >= 3, "the row's words were not drawn");
    kit_expect_nothing_cut(app, 0, "the Load list at 150 %");
    CHECK(kit_save_png(app, "load-list-150.png"));

    /* Delete asks, at the row's size */
    REQUIRE(kit_find(app, "Delete", &x, &y));
    click_at(app, x, y);
    REQUIRE(kit_find(app, "Keep", &x, &y));
    render_with_labels(app);
    CHECKF(labels_at_least(app, 14, "Delete question at 150 %") >= 3, "the question was not drawn");
    kit_expect_nothing_cut(app, 0, "the Delete question at 150 %");
    CHECK(kit_save_png(app, "load-list-delete-150.png"));
    click_at(app, x, y);

    /* loaded, the log counts the same moves in the same word */
    REQUIRE(kit_find(app, "Queen's Court", &x, &y));
    click_at(app, x, y);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    REQUIRE(ui_app_log_count(app) > 0);
    CHECK_CONTAINS(ui_app_log_line(app, 0), "(3 moves so far)");
    ui_app_free(app);
}

/* The pause panel (600..1000) keeps its autosave line 24 units from each edge. */
static void test_pause_line_inside_the_panel(void)
{
    const int scales[2] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = make_app(1600, 900, NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_set_setting(app, "ui_scale", scales[k]));
        REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 21));
        ui_app_open_overlay(app, "pause");
        render_with_labels(app);
        SDL_Rect r;
        const char *t;
        int found = 0;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (!strstr(t, "autosaved")) continue;
            found++;
            CHECKF(r.x >= 624 && r.x + r.w <= 976, "at %d %%: the autosave line spans %d..%d in the panel 600..1000",
                   scales[k], r.x, r.x + r.w);
        }
        CHECKF(found > 0, "at %d %%: no autosave line", scales[k]);
        kit_expect_nothing_cut(app, 0, "the pause menu");
        if (k == 1) CHECK(kit_save_png(app, "pause-150.png"));
        ui_app_free(app);
    }
}

static bool find_kind(UiApp *app, UiClickKind kind, float *x, float *y)
{
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < n; i++)
        if (cl[i].kind == kind) {
            *x = cl[i].x;
            *y = cl[i].y;
            return true;
        }
    return false;
}

static bool zone_changed(const View *a, const View *b, const char *id)
{
    const ViewZone *x = view_find(a, id), *y = view_find(b, id);
    if (!x || !y) return x != y;
    if (x->nitems != y->nitems || x->value != y->value || x->count != y->count) return true;
    for (int i = 0; i < x->nitems; i++)
        if (x->items[i].card != y->items[i].card || x->items[i].value != y->items[i].value) return true;
    return false;
}

/* I move, rest the pointer on my hand while the AI thinks, and watch every
 * frame until a while after its move: the zoom never lies over the words
 * about the moves nor over a zone changed since my move (but my hand). */
static void test_zoom_gives_way_to_the_ai(void)
{
    UiApp *app = make_app(1920, 1080, NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_set_setting(app, "ui_scale", 150));
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 11));
    View *before = malloc(sizeof *before), *now = malloc(sizeof *now);
    REQUIRE(before && now);
    int zooms_with_words = 0;
    for (int round = 0; round < 3; round++) {
        kit_settle(app);
        ui_app_set_anim(app, 2); /* the AI's move shows before it is made, as in play */
        float x, y;
        REQUIRE(find_kind(app, CLICK_SOURCE, &x, &y));
        click_at(app, x, y);
        REQUIRE(find_kind(app, CLICK_TARGET, &x, &y));
        click_at(app, x, y);
        int mine = ui_app_num_actions(app);
        kit_seat_view(app, 0, before);
        char ids[96][32];
        SDL_Rect zr[96];
        int nz = ui_app_zone_rects(app, ids, zr, 96), hand = -1;
        for (int k = 0; k < nz; k++)
            if (strcmp(ids[k], "p0.hand") == 0) hand = k;
        REQUIRE(hand >= 0);
        mouse_event(app, SDL_MOUSEMOTION, zr[hand].x + zr[hand].w / 2.0f, zr[hand].y + zr[hand].h / 2.0f);
        int after = 0;
        for (int f = 0; f < 4000 && after < 30; f++) {
            ui_app_update(app, 0.05);
            if (ui_app_num_actions(app) > mine) after++;
            else kit_nap(app); /* the AI thinks on its thread */
            ui_app_render(app);
            SDL_Rect z, b[8];
            if (!ui_app_zoom_rect(app, &z)) continue;
            int nb = ui_app_banner_rects(app, b, 8);
            zooms_with_words += nb > 0;
            for (int k = 0; k < nb; k++)
                CHECKF(!kit_meets(z, b[k]), "round %d: the zoom %d,%d %dx%d lies over the words \"%s\" at %d,%d %dx%d", round,
                       z.x, z.y, z.w, z.h, ui_app_view_text(app, "toast"), b[k].x, b[k].y, b[k].w, b[k].h);
            kit_seat_view(app, 0, now);
            for (int k = 0; k < nz; k++)
                if (k != hand && zone_changed(before, now, ids[k]))
                    CHECKF(!kit_meets(z, zr[k]), "round %d: the zoom lies over %s, which the AI's move changed", round, ids[k]);
        }
        CHECKF(after > 0, "round %d: the AI did not move", round);
        if (round == 0) CHECK(kit_save_png(app, "zoom-after-ai-1920-150.png"));
        ui_app_set_anim(app, 0);
    }
    CHECKF(zooms_with_words > 0, "the zoom never showed beside the toast");
    free(before);
    free(now);
    ui_app_free(app);
}

/* The boxes of words now on screen that meet zone `id`; the first in *hit. */
static int words_over_zone(UiApp *app, const char *id, SDL_Rect *hit)
{
    char ids[96][32];
    SDL_Rect zr[96], b[8];
    int nz = ui_app_zone_rects(app, ids, zr, 96), nb = ui_app_banner_rects(app, b, 8), n = 0;
    for (int k = 0; k < nz; k++)
        if (strcmp(ids[k], id) == 0)
            for (int i = 0; i < nb; i++)
                if (kit_meets(b[i], zr[k]) && n++ == 0) *hit = b[i];
    return n;
}

static void test_reason_goes_with_my_move(void)
{
    UiApp *app = make_app(1600, 900, NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 2u, 31));
    kit_settle(app);
    REQUIRE(ui_app_waiting_for_human(app) && ui_app_current_player(app) == 0);
    /* the market's cards are no move now: the click says why */
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96), market = -1;
    for (int k = 0; k < nz; k++)
        if (strcmp(ids[k], "market") == 0) market = k;
    REQUIRE(market >= 0);
    int before = ui_app_num_actions(app);
    click_at(app, zr[market].x + zr[market].w / 2.0f, zr[market].y + zr[market].h / 2.0f);
    REQUIRE(ui_app_num_actions(app) == before);
    REQUIRE(ui_app_notice(app)[0]);
    /* I end my turn; the AI's moves show in words in the message place */
    ui_app_set_anim(app, 2);
    float x, y;
    REQUIRE(kit_find(app, "End turn", &x, &y));
    click_at(app, x, y);
    CHECK(ui_app_num_actions(app) > before);
    CHECKF(!ui_app_notice(app)[0], "the reason stayed after my move: \"%s\"", ui_app_notice(app));
    /* the end of my turn: archive nothing more, draw up */
    for (int k = 0; k < 12 && ui_app_waiting_for_human(app) && ui_app_current_player(app) == 0; k++)
        ui_app_debug_advance(app, 1, 7 + (unsigned)k);
    REQUIRE(ui_app_current_player(app) == 1);
    int shown = 0;
    for (int f = 0; f < 4000 && shown < 20 && !ui_app_game_over(app); f++) {
        if (ui_app_waiting_for_human(app)) break;
        ui_app_update(app, 0.05);
        if (!ui_app_ai_showing(app)) { kit_nap(app); continue; }
        shown++;
        ui_app_render(app);
        const char *counters[3] = {"p0.hp", "p0.clout", "p0.levels"};
        for (int c = 0; c < 3; c++) {
            SDL_Rect hit;
            CHECKF(words_over_zone(app, counters[c], &hit) == 0, "words at %d,%d %dx%d over my %s while the AI's move shows",
                   hit.x, hit.y, hit.w, hit.h, counters[c]);
        }
        if (shown == 1) CHECK(kit_save_png(app, "qbm-ai-words-1600.png"));
    }
    CHECKF(shown > 0, "the AI's move never showed");
    ui_app_free(app);
}

/* The hint at Queen's Blood's mulligan, in words: at least 240 units wide
 * (the place is 166), at most 4 lines, covering no zone and no label. */
static void test_queens_blood_hint_width(void)
{
    const int sizes[3][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 150}};
    for (int k = 0; k < 3; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        UiApp *app = make_app(w, h, NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_set_setting(app, "ui_scale", sizes[k][2]));
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 12));
        kit_settle(app);
        float x, y;
        REQUIRE(kit_find(app, "Hint", &x, &y));
        click_at(app, x, y);
        for (int i = 0; i < 20000 && !ui_app_has_hint(app); i++) {
            ui_app_update(app, 0.001);
            kit_nap(app);
        }
        REQUIRE(ui_app_has_hint(app));
        REQUIRE(strncmp(ui_app_notice(app), "Hint: ", 6) == 0);
        render_with_labels(app);
        float unit = w / 1600.0f;
        SDL_Rect b[8], r, box = {0, 0, 0, 0};
        int nb = ui_app_banner_rects(app, b, 8), lines = 0;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
            if (strncmp(t, "Hint:", 5) == 0)
                for (int j = 0; j < nb; j++)
                    if (r.x >= b[j].x - 1 && r.y >= b[j].y - 1 && r.x + r.w <= b[j].x + b[j].w + 1) box = b[j];
        REQUIRE(box.w > 0);
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
            lines += r.y >= box.y && r.y + r.h <= box.y + box.h + 1 && r.x >= box.x && r.x + r.w <= box.x + box.w + 1;
        CHECKF(box.w >= 240 * unit, "%dx%d %d %%: the hint is %.0f units wide", w, h, sizes[k][2], box.w / unit);
        CHECKF(lines <= 4, "%dx%d %d %%: the hint takes %d lines", w, h, sizes[k][2], lines);
        char ids[96][32];
        SDL_Rect zr[96];
        int nz = ui_app_zone_rects(app, ids, zr, 96);
        for (int i = 0; i < nz; i++)
            CHECKF(!kit_meets(box, zr[i]), "%dx%d %d %%: the hint covers %s", w, h, sizes[k][2], ids[i]);
        char first[160];
        CHECKF(ui_app_label_overlaps(app, first, sizeof first) == 0, "%dx%d %d %%: %s", w, h, sizes[k][2], first);
        char png[64];
        snprintf(png, sizeof png, "qb-hint-%d-%d.png", w, sizes[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

static bool wait_for_hint(UiApp *app)
{
    for (int i = 0; i < 20000 && !ui_app_has_hint(app); i++) {
        ui_app_update(app, 0.001);
        kit_nap(app);
    }
    return ui_app_has_hint(app);
}

/* Random clicks through Blood Wars until a chooser opens; then the hint is
 * asked (the chooser closed) and the same two clicks open it again.  When
 * the hint is one of its choices, that row carries a "Hint" tag and no
 * other row does. */
static void test_chooser_marks_the_hint(void)
{
    UiApp *app = make_app(1280, 720, NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "blood-wars", 2, 2u, 8));
    unsigned r = 12345;
    float px[2] = {0, 0}, py[2] = {0, 0};
    int marked = 0, choosers = 0;
    for (int step = 0; step < 600 && !marked && !ui_app_game_over(app); step++) {
        kit_settle(app);
        UiClickable cl[256];
        int n = ui_app_clickables(app, cl, 256), targets[256], others[256], choice, no;
        int nt = kit_walk_clicks(cl, n, &choice, targets, others, &no);
        if (choice >= 0 && choosers++ < 12) {
            press_key(app, SDLK_ESCAPE, 0); /* closes the chooser */
            press_key(app, SDLK_h, 0);
            if (wait_for_hint(app) && strncmp(ui_app_notice(app), "Hint: ", 6) == 0) {
                char hinted[96];
                snprintf(hinted, sizeof hinted, "%s", ui_app_notice(app) + 6);
                char *cut = strstr(hinted, ": "); /* the move, then why */
                if (cut) *cut = 0;
                for (int k = 0; k < 2; k++) click_at(app, px[k], py[k]); /* the same source and target again */
                ui_app_labels_record(app, true);
                ui_app_render(app);
                ui_app_labels_record(app, false);
                n = ui_app_clickables(app, cl, 256);
                int row = -1, rows = 0;
                for (int i = 0; i < n; i++)
                    if (cl[i].kind == CLICK_CHOICE) {
                        rows++;
                        if (strcmp(cl[i].label, hinted) == 0) row = i;
                    }
                if (rows > 0 && row >= 0) {
                    /* "Hint" tags level with a choice (the table's own tags lie elsewhere, under the chooser) */
                    SDL_Rect t;
                    const char *lab;
                    int on_row = 0, on_others = 0;
                    for (int i = 0; (lab = ui_app_label_at(app, i, &t)) != NULL; i++) {
                        if (strcmp(lab, "Hint") != 0) continue;
                        for (int c = 0; c < n; c++)
                            if (cl[c].kind == CLICK_CHOICE && t.y <= cl[c].y && t.y + t.h >= cl[c].y && t.x > cl[c].x) {
                                if (c == row) on_row++;
                                else on_others++;
                            }
                    }
                    CHECKF(on_row == 1 && on_others == 0, "the hinted choice \"%s\": %d Hint tags on its row, %d on the others",
                           hinted, on_row, on_others);
                    CHECK(kit_save_png(app, "chooser-hint.png"));
                    marked++;
                    break;
                }
            }
            n = ui_app_clickables(app, cl, 256); /* whatever is open now: go on by a random click */
            nt = no = 0;
            for (int i = 0; i < n; i++)
                if (cl[i].kind == CLICK_CHOICE || cl[i].kind == CLICK_TARGET) targets[nt++] = i;
                else if (cl[i].kind == CLICK_SOURCE || cl[i].kind == CLICK_PASS) others[no++] = i;
        } else if (choice >= 0) {
            targets[0] = choice;
            nt = 1;
        }
        r = r * 1103515245u + 12345u;
        int pick = nt ? targets[(r >> 8) % (unsigned)nt] : no ? others[(r >> 8) % (unsigned)no] : -1;
        if (pick < 0) break;
        px[0] = px[1];
        py[0] = py[1];
        px[1] = cl[pick].x;
        py[1] = cl[pick].y;
        click_at(app, cl[pick].x, cl[pick].y);
    }
    CHECKF(marked > 0, "no chooser held the hinted choice (%d choosers opened)", choosers);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_load_list_reads_at_150);
    RUN(test_pause_line_inside_the_panel);
    RUN(test_zoom_gives_way_to_the_ai);
    RUN(test_reason_goes_with_my_move);
    RUN(test_queens_blood_hint_width);
    RUN(test_chooser_marks_the_hint);
    SDL_Quit();
    return tl_summary();
}
