/* test_ui_played.c — defects seen by playing with the mouse (issue 8, the
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
 *    the zoom covered the toast's first words).
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

static void seat0_view(UiApp *app, View *v)
{
    const GameModule *m;
    const CardSet *set;
    const GameState *st = ui_app_game(app, &m, &set);
    memset(v, 0, sizeof *v);
    if (st) m->view(st, 0, v);
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
        seat0_view(app, before);
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
            else SDL_Delay(1); /* the AI thinks on its thread */
            ui_app_render(app);
            SDL_Rect z, b[8];
            if (!ui_app_zoom_rect(app, &z)) continue;
            int nb = ui_app_banner_rects(app, b, 8);
            zooms_with_words += nb > 0;
            for (int k = 0; k < nb; k++)
                CHECKF(!kit_meets(z, b[k]), "round %d: the zoom %d,%d %dx%d lies over the words \"%s\" at %d,%d %dx%d", round,
                       z.x, z.y, z.w, z.h, ui_app_view_text(app, "toast"), b[k].x, b[k].y, b[k].w, b[k].h);
            seat0_view(app, now);
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

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_load_list_reads_at_150);
    RUN(test_pause_line_inside_the_panel);
    RUN(test_zoom_gives_way_to_the_ai);
    SDL_Quit();
    return tl_summary();
}
