/* test_ui_render.c — every scene renders headless (software renderer) to a
 * PNG in $CT_TEST_OUT; each image must not be blank, and every zone
 * rectangle the layout places for a table view must hold drawn pixels
 * (compared against the same frame rendered with the zones left out). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/paths.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char out_dir[512];

static UiApp *make_app(void)
{
    return kit_app(1600, 900, NULL, NULL, 0);
}

static void save(UiApp *app, const char *name)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s.png", out_dir, name);
    CHECKF(ui_app_save_png(app, path), "could not write %s", path);
}

/* Not blank: many distinct colours and no single colour covering nearly everything. */
static bool not_blank(SDL_Surface *s)
{
    SDL_LockSurface(s);
    int distinct = 0;
    Uint32 seen[64];
    int nseen = 0;
    long same = 0, total = 0;
    Uint32 first = ((Uint32 *)s->pixels)[0];
    for (int y = 0; y < s->h; y += 7) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x += 7) {
            Uint32 p = row[x];
            total++;
            same += p == first;
            bool known = false;
            for (int i = 0; i < nseen; i++) known |= seen[i] == p;
            if (!known && nseen < 64) { seen[nseen++] = p; distinct++; }
        }
    }
    SDL_UnlockSurface(s);
    return distinct >= 32 && same < total * 0.9;
}

static long diff_in(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    long n = 0;
    SDL_LockSurface(a);
    SDL_LockSurface(b);
    for (int y = r.y < 0 ? 0 : r.y; y < r.y + r.h && y < a->h; y++) {
        const Uint32 *ra = (const Uint32 *)((const Uint8 *)a->pixels + y * a->pitch);
        const Uint32 *rb = (const Uint32 *)((const Uint8 *)b->pixels + y * b->pitch);
        for (int x = r.x < 0 ? 0 : r.x; x < r.x + r.w && x < a->w; x++) n += ra[x] != rb[x];
    }
    SDL_UnlockSurface(a);
    SDL_UnlockSurface(b);
    return n;
}

static void render_check(UiApp *app, const char *name)
{
    ui_app_render(app);
    save(app, name);
    CHECKF(not_blank(ui_app_surface(app)), "%s is blank", name);
}

static void test_menu(void)
{
    UiApp *app = make_app();
    REQUIRE(app);
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    render_check(app, "menu");
    /* the fans show the shared card back, not a plain red card: its gold
     * crown sits at the centre of the left fan's front card */
    SDL_Surface *s = ui_app_surface(app);
    Uint8 r, g, b;
    SDL_LockSurface(s);
    SDL_GetRGB(((Uint32 *)((Uint8 *)s->pixels + 153 * (size_t)s->pitch))[372], s->format, &r, &g, &b);
    SDL_UnlockSurface(s);
    CHECKF(r > 180 && g > 150 && b < 150, "the menu's front card shows %d,%d,%d at its centre, not the back's gold crown", r, g, b);
    float x, y;
    CHECK(ui_app_find(app, CLICK_BUTTON, "Quit", &x, &y));
    CHECK(ui_app_find(app, CLICK_BUTTON, "Settings", &x, &y));
    ui_app_open_overlay(app, "settings");
    render_check(app, "settings");
    ui_app_free(app);
}

static void test_setup(void)
{
    UiApp *app = make_app();
    REQUIRE(app);
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        if (!ui_app_open_setup(app, m->id)) continue;
        CHECK_INT(ui_app_scene(app), SCENE_SETUP);
        char name[96];
        snprintf(name, sizeof name, "setup-%s", m->id);
        render_check(app, name);
        float x, y;
        CHECK(ui_app_find(app, CLICK_BUTTON, "Start game", &x, &y));
        CHECK(ui_app_find(app, CLICK_BUTTON, "Back", &x, &y));
    }
    ui_app_free(app);
}

/* Starts a game with all seats human, plays `moves` legal moves, renders,
 * and checks every placed zone against a render without zones. */
static void table_for(const GameModule *m, int players, int moves, const char *name)
{
    UiApp *app = make_app();
    REQUIRE(app);
    if (!ui_app_start(app, m->id, players, 0, 42)) {
        printf("  (skip %s: could not start: module not ready?)\n", m->id);
        ui_app_free(app);
        return;
    }
    int done = ui_app_debug_advance(app, moves, 5);
    CHECKF(done > 0 || moves == 0, "%s: no move could be played", m->id);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    render_check(app, name);
    SDL_Surface *full = SDL_DuplicateSurface(ui_app_surface(app));
    REQUIRE(full);
    char ids[96][32];
    SDL_Rect rects[96];
    int n = ui_app_zone_rects(app, ids, rects, 96);
    CHECKF(n > 3, "%s: only %d zones placed", m->id, n);
    /* the shipped layouts place every zone their module shows */
    char missing[1024];
    CHECKF(ui_app_fallback_zones(app, missing, sizeof missing) == 0, "%s: layout lacks zones: %s", m->id, missing);
    ui_app_set_hide_zones(app, true);
    ui_app_render(app);
    for (int i = 0; i < n; i++) {
        long d = diff_in(full, ui_app_surface(app), rects[i]);
        CHECKF(d > 0, "%s: zone %s at %d,%d %dx%d has no drawn pixels", m->id, ids[i], rects[i].x, rects[i].y,
               rects[i].w, rects[i].h);
    }
    ui_app_set_hide_zones(app, false);
    SDL_FreeSurface(full);

    /* pick a source and hover a target: glows, lit targets, preview ghost */
    UiClickable cl[256];
    int nc = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < nc; i++) {
        if (cl[i].kind != CLICK_SOURCE) continue;
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_MOUSEBUTTONDOWN;
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.x = (int)cl[i].x;
        ev.button.y = (int)cl[i].y;
        ui_app_handle_event(app, &ev);
        ev.type = SDL_MOUSEBUTTONUP;
        ui_app_handle_event(app, &ev);
        int nt = ui_app_clickables(app, cl, 256);
        for (int k = 0; k < nt; k++) {
            if (cl[k].kind != CLICK_TARGET) continue;
            memset(&ev, 0, sizeof ev);
            ev.type = SDL_MOUSEMOTION;
            ev.motion.x = (int)cl[k].x;
            ev.motion.y = (int)cl[k].y;
            ui_app_handle_event(app, &ev);
            break;
        }
        char pname[128];
        snprintf(pname, sizeof pname, "%s-picked", name);
        render_check(app, pname);
        break;
    }
    ui_app_free(app);
}

static void test_tables(void)
{
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        char name[96];
        snprintf(name, sizeof name, "table-%s", m->id);
        int players = m->min_players;
        if (strcmp(m->id, "queens-court") == 0) players = 3;
        /* deep enough to be mid-game (past set-up phases) */
        table_for(m, players, strcmp(m->id, "long-live-the-queen") == 0 ? 32 : strcmp(m->id, "queens-blood") == 0 ? 9 : 14, name);
        if (strcmp(m->id, "long-live-the-queen") == 0) /* setup: the tiles still to place */
            table_for(m, 2, 3, "table-long-live-the-queen-setup");
        if (m->max_players > players) {
            snprintf(name, sizeof name, "table-%s-%dp", m->id, m->max_players);
            table_for(m, m->max_players, 9, name);
        }
    }
}

/* Blood Wars: a combat challenge in progress (a screenshot in docs/screenshots). */
static void test_blood_wars_combat(void)
{
    UiApp *app = make_app();
    REQUIRE(app);
    bool combat = false;
    View *v = calloc(1, sizeof *v);
    for (int game = 0; game < 20 && !combat; game++) {
        if (!ui_app_start(app, "blood-wars", 2, 0, 11 + (unsigned long long)game)) break;
        for (int i = 0; i < 600 && !combat; i++) {
            if (ui_app_debug_advance(app, 1, (unsigned long long)(game * 1000 + i)) < 1) break;
            const GameModule *m;
            const CardSet *set;
            const GameState *st = ui_app_game(app, &m, &set);
            m->view(st, 0, v);
            const ViewZone *f = view_find(v, "field"), *d = view_find(v, "side1"), *t0 = view_find(v, "total0"),
                           *t1 = view_find(v, "total1");
            /* a defender has roused and both battle hands are revealed */
            combat = f && f->nitems && strstr(f->label, "Combat") && d && d->nitems && t0 && t0->value > 0 && t1 && t1->value > 0;
        }
    }
    free(v);
    CHECKF(combat, "no combat challenge reached");
    if (combat) render_check(app, "table-blood-wars-combat");
    ui_app_free(app);
}

static bool rects_meet(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Blood Wars at 2 to 5 seats, mid-game: no seat's zone (warlords, hand, piles,
 * pool) reaches the challenge area or another seat's zones. */
static void test_blood_wars_seats_apart(void)
{
    for (int np = 2; np <= 5; np++) {
        UiApp *app = make_app();
        REQUIRE(app);
        if (!ui_app_start(app, "blood-wars", np, 0, 5)) {
            CHECKF(0, "blood-wars %dp did not start", np);
            ui_app_free(app);
            continue;
        }
        ui_app_debug_advance(app, 60, 9);
        char ids[128][32];
        SDL_Rect rects[128];
        int n = ui_app_zone_rects(app, ids, rects, 128);
        for (int i = 0; i < n; i++) {
            if (ids[i][0] != 'p') continue; /* a seat's zone: "p<seat>.<what>" */
            for (int j = 0; j < n; j++) {
                bool challenge = ids[j][0] != 'p';
                bool other_seat = !challenge && ids[j][1] != ids[i][1];
                if ((challenge || other_seat) && rects_meet(rects[i], rects[j]))
                    CHECKF(0, "blood-wars %dp: %s meets %s", np, ids[i], ids[j]);
            }
        }
        if (np == 5) render_check(app, "table-blood-wars-5p");
        ui_app_free(app);
    }
}

/* Blood Wars at 5 seats draws the other seats at half size: their names and
 * status lines stay readable (6.5 units; now 14 and 12, as the
 * table's other small words), and so do the Players panel's five rows (they
 * were 10.4), whole, never smaller at 150 % text than at 100 %, at 1280x720
 * and 1920x1080. */
static void test_blood_wars_other_seats_readable(void)
{
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 4; k++) {
        UiApp *app = kit_app(sizes[k % 2][0], sizes[k % 2][1], NULL, NULL, 0);
        REQUIRE(app);
        int scale = k < 2 ? 100 : 150;
        ui_app_set_setting(app, "ui_scale", scale);
        REQUIRE(ui_app_start(app, "blood-wars", 5, 0, 5));
        ui_app_debug_advance(app, 60, 9);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float smallest_name = 99, smallest_status = 99;
        for (int i = 0; i < ui_app_label_count(app); i++) {
            SDL_Rect r;
            const char *t = ui_app_label_at(app, i, &r);
            float sz = ui_app_label_size(app, i) * scale / 100; /* as drawn: the box may hold back 150 % */
            if (strstr(t, " in hand") && sz < smallest_status) smallest_status = sz;
            for (int s = 0; s < 5; s++)
                if (strcmp(t, ui_app_seat_name(app, s)) == 0 && sz < smallest_name) smallest_name = sz;
        }
        ui_app_labels_record(app, false);
        printf("  %dx%d at %d %%: smallest seat name %.1f, status %.1f\n", sizes[k % 2][0], sizes[k % 2][1], scale,
               smallest_name, smallest_status);
        CHECKF(smallest_name >= 13.9f && smallest_status >= 11.9f, "%dx%d at %d %%: a seat's name at %.1f or status at %.1f",
               sizes[k % 2][0], sizes[k % 2][1], scale, smallest_name, smallest_status);
        kit_expect_nothing_cut(app, 0, "blood-wars 5 seats");
        if (k == 2) save(app, "table-blood-wars-5p-150");
        ui_app_free(app);
    }
}

/* The rules overlay of every game (their texts are the longest on screen). */
static void test_rules_overlays(void)
{
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        UiApp *app = make_app();
        REQUIRE(app);
        if (ui_app_start(app, m->id, m->min_players, 0, 4)) {
            ui_app_open_overlay(app, "rules");
            char name[96];
            snprintf(name, sizeof name, "rules-%s", m->id);
            render_check(app, name);
            float x, y;
            CHECK(ui_app_find(app, CLICK_BUTTON, "Back", &x, &y));
        }
        ui_app_free(app);
    }
}

static void test_pause_rules_results_pass(void)
{
    const GameModule *m = games_find("queens-court");
    REQUIRE(m);
    UiApp *app = make_app();
    REQUIRE(app);
    if (!ui_app_start(app, m->id, 2, 0, 9)) {
        printf("  (skip: queens-court could not start)\n");
        ui_app_free(app);
        return;
    }
    ui_app_debug_advance(app, 6, 1);
    ui_app_open_overlay(app, "pause");
    render_check(app, "pause");
    float x, y;
    CHECK(ui_app_find(app, CLICK_BUTTON, "Resume", &x, &y));
    CHECK(ui_app_find(app, CLICK_BUTTON, "Quit to menu", &x, &y));
    ui_app_open_overlay(app, "rules");
    render_check(app, "rules");
    ui_app_open_overlay(app, "");
    ui_app_force_pass_screen(app);
    render_check(app, "pass-to");
    CHECK(ui_app_pass_screen(app));
    /* the pass screen hides every zone: nothing clickable but the screen itself */
    UiClickable cl[256];
    int nc = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < nc; i++) CHECK(cl[i].kind == CLICK_PASS || cl[i].kind == CLICK_BUTTON);
    CHECK(ui_app_find(app, CLICK_PASS, "show my table", &x, &y));
    ui_app_debug_advance(app, 100000, 3);
    for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
    CHECK_INT(ui_app_scene(app), SCENE_RESULTS);
    render_check(app, "results");
    CHECK(ui_app_find(app, CLICK_BUTTON, "Rematch", &x, &y));
    CHECK(ui_app_find(app, CLICK_BUTTON, "Back to menu", &x, &y));
    ui_app_free(app);
}

static void test_error_screen(void)
{
    UiApp *app = make_app();
    REQUIRE(app);
    ui_app_show_error(app, "This game's table layout is broken",
                      "data/games/queens-court.json: zones[3] \"p{seat}.left\": rect: expected [x, y, w, h] (4 numbers), got [1, 2]");
    CHECK_INT(ui_app_scene(app), SCENE_ERROR);
    render_check(app, "error");
    float x, y;
    CHECK(ui_app_find(app, CLICK_BUTTON, "Back to menu", &x, &y));
    ui_app_free(app);
}

/* A layout that places only the draw pile: every other zone still shows,
 * through the auto-layout, with drawn pixels. */
static void test_auto_layout_fallback(void)
{
    char *d = kit_tmpdir("ct-ui-layout");
    REQUIRE(d);
    char orig[1024], p[1200], link[1200], cards[1200];
    snprintf(orig, sizeof orig, "%s", paths_data_dir());
    snprintf(p, sizeof p, "%s/data", d);
    mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/data/games", d);
    mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/data/games/queens-court.json", d);
    FILE *f = fopen(p, "w");
    REQUIRE(f);
    fputs("{\"game\": \"queens-court\", \"zones\": [{\"id\": \"deck\", \"kind\": \"pile\", \"rect\": [600, 600, 110, 154]}]}", f);
    fclose(f);
    snprintf(cards, sizeof cards, "%s/cards", orig);
    snprintf(link, sizeof link, "%s/cards", d);
    REQUIRE(symlink(cards, link) == 0);
    paths_set_data_dir(d);
    UiApp *app = make_app();
    if (app && ui_app_start(app, "queens-court", 2, 0, 3)) {
        ui_app_debug_advance(app, 4, 2);
        render_check(app, "table-auto-layout");
        char missing[1024];
        int nf = ui_app_fallback_zones(app, missing, sizeof missing);
        CHECKF(nf >= 10, "only %d zones fell back: %s", nf, missing);
        SDL_Surface *full = SDL_DuplicateSurface(ui_app_surface(app));
        char ids[96][32];
        SDL_Rect rects[96];
        int n = ui_app_zone_rects(app, ids, rects, 96);
        CHECK_INT(n, nf + 1);
        ui_app_set_hide_zones(app, true);
        ui_app_render(app);
        for (int i = 0; full && i < n; i++)
            CHECKF(diff_in(full, ui_app_surface(app), rects[i]) > 0, "zone %s not drawn", ids[i]);
        SDL_FreeSurface(full);
    } else {
        CHECKF(false, "queens-court did not start with a partial layout");
    }
    ui_app_free(app);
    /* no layout file at all (a brand-new game): everything goes to the auto-layout */
    unlink(p);
    app = make_app();
    if (app && ui_app_start(app, "queens-court", 2, 0, 5)) {
        render_check(app, "table-no-layout");
        char ids[96][32];
        SDL_Rect rects[96];
        int n = ui_app_zone_rects(app, ids, rects, 96);
        CHECK(n > 10);
        CHECK_INT(ui_app_fallback_zones(app, NULL, 0), n);
    } else {
        CHECKF(false, "queens-court did not start without a layout file");
    }
    ui_app_free(app);
    paths_set_data_dir(orig);
    unlink(link);
}

int main(void)
{
    const char *o = getenv("CT_TEST_OUT");
    snprintf(out_dir, sizeof out_dir, "%s", o && o[0] ? o : "test-output");
    mkdir(out_dir, 0755);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_menu);
    RUN(test_setup);
    RUN(test_tables);
    RUN(test_blood_wars_combat);
    RUN(test_blood_wars_seats_apart);
    RUN(test_blood_wars_other_seats_readable);
    RUN(test_pause_rules_results_pass);
    RUN(test_rules_overlays);
    RUN(test_error_screen);
    RUN(test_auto_layout_fallback);
    SDL_Quit();
    return tl_summary();
}
