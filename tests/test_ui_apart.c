/* test_ui_apart.c — texts that belong apart stay apart at 90-150 % text
 * (seen by playing at 150 % text):
 *  - the setup screen's "Players" title keeps clear of its "−" button;
 *  - the results' subtitle keeps clear of the title, and "Restart with the
 *    same seed" keeps a margin inside its button (it filled it edge to edge);
 *  - each Settings row's name sits level with its button (their vertical
 *    centres within 3 units; the names sat lower), and the seat names'
 *    heading clear of the fields below it;
 *  - the menu's "Play …" buttons grow with the text like everything else
 *    (their labels shrank back to the 100 % size to keep the games' names);
 *  - no text on the table runs under a side panel (seats, log, buttons): a
 *    zone's caption spread as wide as its neighbours allowed, ignoring the
 *    panels (Blood Wars' Dead-Book ran under the buttons);
 *  - the menu's game titles are drawn at one size, on two lines if need be
 *    (at 150 % each shrank to fit one line, "Long Live the Queen" most);
 * at 1280x720 and 1920x1080. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/paths.h"
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <SDL2/SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static const int SIZES[][3] = {{1280, 720, 90}, {1280, 720, 150}, {1920, 1080, 150}};

static UiApp *make_app(int w, int h, int scale)
{
    UiApp *app = kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
    if (app) ui_app_set_setting(app, "ui_scale", scale);
    return app;
}

/* The box of the first recorded label `text`. */
static bool label_rect(UiApp *app, const char *text, SDL_Rect *out)
{
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, out)) != NULL; i++)
        if (strcmp(t, text) == 0) return true;
    return false;
}

/* True when a and b, each grown by `margin` pixels on every side, still do not meet. */
static bool apart(SDL_Rect a, SDL_Rect b, int margin)
{
    SDL_Rect g = {a.x - margin, a.y - margin, a.w + 2 * margin, a.h + 2 * margin};
    return !kit_meets(g, b);
}

static void test_setup_players_title_clear_of_minus(void)
{
    for (int k = 0; k < 3; k++) {
        UiApp *app = make_app(SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        REQUIRE(app);
        REQUIRE(ui_app_open_setup(app, "queens-court"));
        ui_app_labels_record(app, true);
        ui_app_render(app);
        char where[96];
        snprintf(where, sizeof where, "setup at %dx%d, %d %% text", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        SDL_Rect title, minus;
        REQUIRE(label_rect(app, "Players", &title));
        REQUIRE(label_rect(app, "−", &minus));
        /* the title at the panel titles' size (it shrank into its narrow box at 150 %), and
         * clear of the button's face, which reaches about 13 units beyond its sign */
        float unit = SIZES[k][0] / 1600.0f;
        CHECKF(kit_label_size(app, "Players") == kit_label_size(app, "Options"), "%s: \"Players\" is drawn at %.1f, \"Options\" at %.1f", where,
               kit_label_size(app, "Players"), kit_label_size(app, "Options"));
        CHECKF(apart(title, minus, (int)(17 * unit)), "%s: \"Players\" (%d,%d %dx%d) touches the − button (sign at %d,%d %dx%d)", where, title.x, title.y,
               title.w, title.h, minus.x, minus.y, minus.w, minus.h);
        char png[64];
        snprintf(png, sizeof png, "apart-setup-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

/* The button labelled `label` now (its box in pixels). */
static bool button_rect(UiApp *app, const char *label, SDL_FRect *out)
{
    static UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < n; i++)
        if (cl[i].kind == CLICK_BUTTON && strcmp(cl[i].label, label) == 0) {
            *out = (SDL_FRect){cl[i].x - cl[i].w / 2, cl[i].y - cl[i].h / 2, cl[i].w, cl[i].h};
            return true;
        }
    return false;
}

static void test_results_title_subtitle_and_buttons_clear(void)
{
    for (int k = 0; k < 3; k++) {
        UiApp *app = make_app(SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 5));
        ui_app_debug_advance(app, 100000, 3);
        for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
        REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        char where[96];
        snprintf(where, sizeof where, "results at %dx%d, %d %% text", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        float unit = SIZES[k][0] / 1600.0f;
        /* the title ("You win, Ann!") and the line drawn after it */
        SDL_Rect r, title = {0, 0, 0, 0}, sub = {0, 0, 0, 0};
        const char *t;
        int ti = -1;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
            if (ti < 0 && (strstr(t, "win") || strcmp(t, "A draw") == 0)) {
                ti = i;
                title = r;
            } else if (ti >= 0 && i == ti + 1) sub = r;
        REQUIRE(ti >= 0 && sub.h > 0);
        CHECKF(apart(title, sub, (int)(4 * unit)), "%s: the subtitle (%d,%d %dx%d) touches the title (%d,%d %dx%d)", where, sub.x, sub.y, sub.w,
               sub.h, title.x, title.y, title.w, title.h);
        static const char *const LABEL[4] = {"See the final table", "Rematch", "Restart with the same seed", "Back to menu"};
        for (int j = 0; j < 4; j++) {
            SDL_FRect b;
            REQUIRE(button_rect(app, LABEL[j], &b));
            REQUIRE(label_rect(app, LABEL[j], &r));
            float margin = 12 * unit;
            CHECKF(r.x >= b.x + margin && r.x + r.w <= b.x + b.w - margin, "%s: \"%s\" (%d..%d) has not %.0f pixels inside its button (%.0f..%.0f)",
                   where, LABEL[j], r.x, r.x + r.w, margin, b.x, b.x + b.w);
        }
        char png[64];
        snprintf(png, sizeof png, "apart-results-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

static void test_settings_names_level_with_buttons(void)
{
    /* each row's name, and the button beside it (Volume: its "−") */
    static const char *const ROW[6][2] = {{"Volume", "−"},         {"Sound", "Sound"},         {"Animations", "Animations"},
                                          {"Fullscreen (F11)", "Fullscreen (F11)"}, {"Text size", "Text size"},
                                          {"Colour-blind safe marks", "Colour-blind safe marks"}};
    for (int k = 0; k < 3; k++) {
        UiApp *app = make_app(SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        REQUIRE(app);
        ui_app_open_overlay(app, "settings");
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float unit = SIZES[k][0] / 1600.0f;
        for (int j = 0; j < 6; j++) {
            SDL_Rect r;
            SDL_FRect b;
            REQUIRE(label_rect(app, ROW[j][0], &r));
            REQUIRE(button_rect(app, ROW[j][1], &b));
            float name_mid = r.y + r.h / 2.0f, button_mid = b.y + b.h / 2;
            CHECKF(fabsf(name_mid - button_mid) <= 3 * unit, "settings at %dx%d, %d %% text: \"%s\" centred at y %.1f, its button at %.1f",
                   SIZES[k][0], SIZES[k][1], SIZES[k][2], ROW[j][0], name_mid, button_mid);
        }
        /* the "Default seat names" heading clear of the first name's field (they touched at 150 %) */
        SDL_Rect head;
        SDL_FRect ann;
        REQUIRE(label_rect(app, "Default seat names", &head));
        REQUIRE(button_rect(app, "Ann", &ann));
        CHECKF(head.y + head.h + 3 * unit <= ann.y, "settings at %dx%d, %d %% text: the heading ends at y %d, the name field starts at %.1f",
               SIZES[k][0], SIZES[k][1], SIZES[k][2], head.y + head.h, ann.y);
        char png[64];
        snprintf(png, sizeof png, "apart-settings-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

static void test_menu_play_labels_grow(void)
{
    const int scales[] = {90, 100, 115, 130, 150};
    for (int k = 0; k < 5; k++) {
        UiApp *app = make_app(1280, 720, scales[k]);
        REQUIRE(app);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        char where[64];
        snprintf(where, sizeof where, "menu at 1280x720, %d %% text", scales[k]);
        kit_check_nothing_cut(app, where);
        static UiClickable cl[256];
        int n = ui_app_clickables(app, cl, 256), plays = 0;
        SDL_Rect r;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (strncmp(t, "Play", 4) != 0) continue;
            plays++;
            /* the size the text scale is applied to: a 44-high button's own, 17.6, not shrunk to fit */
            CHECKF(ui_app_label_size(app, i) >= 17.5f, "%s: \"%s\" is drawn at %.1f", where, t, ui_app_label_size(app, i));
        }
        /* (a look painted once is recorded once: one "Play" label may stand for all) */
        int findable = 0; /* each game's button still found by "Play <its title>" */
        for (int i = 0; i < n; i++) findable += cl[i].kind == CLICK_BUTTON && strncmp(cl[i].label, "Play ", 5) == 0;
        CHECKF(plays >= 1 && findable >= 5, "%s: %d Play labels drawn, %d Play buttons", where, plays, findable);
        char png[64];
        snprintf(png, sizeof png, "apart-menu-1280x720-%d.png", scales[k]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

/* Fails the test if a label of the frame just drawn (labels recorded),
 * centred outside the side panels, reaches into one. */
static void check_nothing_under_a_panel(UiApp *app, const char *where)
{
    SDL_Rect panel[3], r;
    int np = ui_app_panel_rects(app, panel, 3), bad = 0;
    CHECKF(np >= 2, "%s: %d side panels", where, np);
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        bool inside = false;
        for (int p = 0; p < np; p++) inside |= cx >= panel[p].x && cx < panel[p].x + panel[p].w && cy >= panel[p].y && cy < panel[p].y + panel[p].h;
        for (int p = 0; p < np && !inside; p++)
            if (kit_meets(r, panel[p]) && bad++ < 3)
                CHECKF(0, "%s: \"%s\" (%d,%d %dx%d) runs under a side panel (%d,%d %dx%d)", where, t, r.x, r.y, r.w, r.h, panel[p].x, panel[p].y,
                       panel[p].w, panel[p].h);
    }
}

/* A long caption on a pile beside a side panel: Blood Wars' layout with its
 * Dead-Book named at length and moved beside the log, alone on its band,
 * in a data folder of its own (the other files linked).  The caption stops
 * short of the panel. */
static void long_caption_beside_a_panel(void)
{
    char *root = kit_tmpdir("ct-ui-apart-data"), p[700], q[700];
    REQUIRE(root);
    char saved[600], full[PATH_MAX];
    snprintf(saved, sizeof saved, "%s", paths_data_dir());
    REQUIRE(realpath(saved, full)); /* the links are made from another folder */
    const char *links[] = {"cards", "fonts", "data/icons", "data/starters"};
    snprintf(p, sizeof p, "%s/data", root);
    REQUIRE(mkdir(p, 0755) == 0);
    snprintf(p, sizeof p, "%s/data/games", root);
    REQUIRE(mkdir(p, 0755) == 0);
    for (int i = 0; i < 4; i++) {
        snprintf(p, sizeof p, "%s/%s", full, links[i]);
        snprintf(q, sizeof q, "%s/%s", root, links[i]);
        REQUIRE(symlink(p, q) == 0);
    }
    for (int gi = 0; gi < games_count(); gi++) {
        snprintf(p, sizeof p, "%s/data/games/%s.json", full, games_at(gi)->id);
        snprintf(q, sizeof q, "%s/data/games/%s.json", root, games_at(gi)->id);
        char *text = tl_read_text(p);
        if (text) tl_write_text(q, text);
        free(text);
    }
    snprintf(q, sizeof q, "%s/data/games/blood-wars.json", root);
    kit_edit_file(q, "\"Dead-Book\"", "\"Dead-Book of the Fallen Legions\"", true);
    /* (the seat's own Dead-Book lies at the foot of its band, 13 units from the log) */
    paths_set_data_dir(root);
    const int sizes[][3] = {{1280, 720, 100}, {1920, 1080, 150}};
    for (int k = 0; k < 2; k++) {
        UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "blood-wars", 2, 2u, 11)); /* against the AI: no pass screen */
        kit_settle(app);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        int seen = 0;
        SDL_Rect r;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) seen += strncmp(t, "Dead-B", 6) == 0; /* shortened if need be */
        char where[96];
        snprintf(where, sizeof where, "blood-wars, a long Dead-Book caption, %dx%d at %d %%", sizes[k][0], sizes[k][1], sizes[k][2]);
        CHECKF(seen > 0, "%s: not drawn", where);
        check_nothing_under_a_panel(app, where);
        CHECK(kit_save_png(app, k ? "apart-long-caption-1920x1080-150.png" : "apart-long-caption-1280x720-100.png"));
        ui_app_free(app);
    }
    paths_set_data_dir(saved);
    /* the folder goes: its links and copies, then itself */
    for (int i = 0; i < 4; i++) {
        snprintf(q, sizeof q, "%s/%s", root, links[i]);
        unlink(q);
    }
    for (int gi = 0; gi < games_count(); gi++) {
        snprintf(q, sizeof q, "%s/data/games/%s.json", root, games_at(gi)->id);
        unlink(q);
    }
    const char *dirs[] = {"data/games", "data", ""};
    for (int i = 0; i < 3; i++) {
        snprintf(q, sizeof q, "%s/%s", root, dirs[i]);
        CHECKF(rmdir(q) == 0, "the test's data folder %s is left behind", q);
    }
}

/* Every game at 2 seats and at its most, a few moves in, at 1280x720 and
 * 1920x1080 with 100 and 150 % text: a label centred outside the side
 * panels does not reach into one; nor a long caption beside a panel. */
static void test_nothing_runs_under_a_side_panel(void)
{
    long_caption_beside_a_panel();
    const int sizes[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 150}};
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        for (int k = 0; k < 3; k++)
            for (int most = 0; most < 2; most++) {
                int seats = most ? m->max_players : m->min_players;
                if (most && seats == m->min_players) continue;
                UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
                REQUIRE(app);
                REQUIRE(ui_app_start(app, m->id, seats, (1u << seats) - 2, 11)); /* seat 0 against the AI: no pass screen */
                ui_app_debug_advance(app, 6, 3);
                kit_settle(app);
                ui_app_labels_record(app, true);
                ui_app_render(app);
                char where[96];
                snprintf(where, sizeof where, "%s, %d seats, %dx%d at %d %%", m->id, seats, sizes[k][0], sizes[k][1], sizes[k][2]);
                check_nothing_under_a_panel(app, where);
                ui_app_free(app);
            }
    }
}

/* A computer seat's row reads "Ben · AI normal": one space each side of the dot. */
static void test_computer_seat_named_with_one_space(void)
{
    UiApp *app = make_app(1280, 720, 100);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 11));
    kit_settle(app);
    ui_app_labels_record(app, true);
    ui_app_render(app);
    CHECKF(kit_label_size(app, "Ben · AI normal") > 0, "the players panel does not read \"Ben · AI normal\" (was \"%s\" drawn?)",
           kit_label_size(app, "Ben  · AI normal") > 0 ? "Ben  · AI normal" : "neither");
    ui_app_free(app);
}

static void test_menu_titles_one_size(void)
{
    const int sizes[][3] = {{1280, 720, 90}, {1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}, {1920, 1080, 150}};
    for (int k = 0; k < 5; k++) {
        UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
        REQUIRE(app);
        char where[64];
        snprintf(where, sizeof where, "menu at %dx%d, %d %% text", sizes[k][0], sizes[k][1], sizes[k][2]);
        kit_expect_words_whole_and_apart(app, where);
        float one = -1;
        for (int gi = 0; gi < games_count(); gi++) {
            const char *title = games_at(gi)->title;
            float sz = kit_label_size(app, title);
            CHECKF(sz > 0, "%s: the title \"%s\" is not drawn", where, title);
            if (one < 0) one = sz;
            CHECKF(sz == one, "%s: \"%s\" is drawn at %.1f, \"%s\" at %.1f", where, title, sz, games_at(0)->title, one);
            /* the size a title is asked at grows with the text (30 units at 100 %) */
            CHECKF(sz >= 24, "%s: \"%s\" is drawn at %.1f", where, title, sz);
        }
        char png[64];
        snprintf(png, sizeof png, "apart-menu-titles-%dx%d-%d.png", sizes[k][0], sizes[k][1], sizes[k][2]);
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
    RUN(test_setup_players_title_clear_of_minus);
    RUN(test_results_title_subtitle_and_buttons_clear);
    RUN(test_settings_names_level_with_buttons);
    RUN(test_menu_play_labels_grow);
    RUN(test_menu_titles_one_size);
    RUN(test_nothing_runs_under_a_side_panel);
    RUN(test_computer_seat_named_with_one_space);
    SDL_Quit();
    return tl_summary();
}
