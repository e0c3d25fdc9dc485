/* test_ui_zoom.c — the hover zoom's place: beside the card it shows, never
 * over the zone being read (a pile at a window edge or corner included) nor
 * over the zones the last move took from or played onto, and over another
 * zone that changed only when no place near is free, in every game at
 * 1280x720 (a zoom of a Queen's Court pile lay over that pile's
 * corner while the AI played onto it; then it fled to the window's edge). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/view.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A card of zone id is shown face up at the top (what a pile's hover zooms). */
static bool shows_a_card(const View *v, const char *id)
{
    const ViewZone *z = view_find(v, id);
    return z && z->nitems > 0 && z->items[z->nitems - 1].card >= 0;
}

/* Rests the pointer at (x, y) past the hover delay; the zoom's box, if one opened. */
static bool zoom_at(UiApp *app, float x, float y, SDL_Rect *z)
{
    mouse_event(app, SDL_MOUSEMOTION, -50, -50); /* off every zone: the rest starts anew */
    ui_app_render(app);
    mouse_event(app, SDL_MOUSEMOTION, x, y);
    ui_app_render(app);
    ui_app_update(app, 0.5);
    ui_app_render(app);
    return ui_app_zoom_rect(app, z);
}

static bool in_set(const char *set, const char *id)
{
    char key[40];
    snprintf(key, sizeof key, "|%s|", id);
    return strstr(set, key) != NULL;
}

/* How far apart two boxes are along x (y: pass the y spans). */
static int span_gap(int a, int aw, int b, int bw)
{
    return a > b + bw ? a - (b + bw) : b > a + aw ? b - (a + aw) : 0;
}

/* What the zoom keeps clear of on the table now: `moved` (the zones the
 * last moves took from or played onto) and the highlighted zones are hard,
 * the zones that differ from `before` soft.  The boxes go to avoid, the
 * hard first (*nhard of them), with the words about the moves and the
 * action buttons; the zone `hovered` is left out. */
static int zoom_obstacles(UiApp *app, const View *before, const View *now, const char *moved, const char *hovered, SDL_Rect *avoid,
                          char (*names)[32], int *nhard)
{
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96), na = ui_app_banner_rects(app, avoid, 8);
    for (int k = 0; k < na; k++) snprintf(names[k], 32, "the words about the moves");
    if (ui_app_buttons_panel_rect(app, &avoid[na])) snprintf(names[na++], 32, "the action buttons");
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) *nhard = na;
        for (int k = 0; k < nz; k++) {
            const ViewZone *z = view_find(now, ids[k]), *b = view_find(before, ids[k]);
            if (!z || strcmp(ids[k], hovered) == 0) continue;
            bool hard = in_set(moved, ids[k]) || (z->flags & VI_HIGHLIGHT);
            for (int i = 0; i < z->nitems; i++) hard |= (z->items[i].flags & VI_HIGHLIGHT) != 0;
            bool soft = !hard && (!b || kit_zone_differs(b, z));
            if (pass == 0 ? hard : soft) {
                snprintf(names[na], 32, "%s", ids[k]);
                avoid[na++] = zr[k];
            }
        }
    }
    return na;
}

/* Checks the zoom of the zone `hovered` (rect keep) at the pointer (px, py)
 * against the rule: never over the hovered zone nor the hard; over a soft
 * zone only when no place near the pointer is free of all. */
static void check_zoom(UiApp *app, const char *game, const View *before, const View *now, const char *moved, const char *hovered,
                       SDL_Rect keep, float px, float py, SDL_Rect zoom)
{
    SDL_Rect avoid[112];
    char names[112][32];
    int nhard, na = zoom_obstacles(app, before, now, moved, hovered, avoid, names, &nhard);
    CHECKF(!kit_meets(zoom, keep), "%s: hovering %s at %.0f,%.0f, the zoom %d,%d %dx%d covers it (%d,%d %dx%d)", game, hovered, px, py,
           zoom.x, zoom.y, zoom.w, zoom.h, keep.x, keep.y, keep.w, keep.h);
    CHECKF(zoom.x >= 0 && zoom.y >= 0 && zoom.x + zoom.w <= 1280 && zoom.y + zoom.h <= 720, "%s: the zoom leaves the window", game);
    for (int a = 0; a < na; a++) {
        if (!kit_meets(zoom, avoid[a])) continue;
        if (a < nhard) {
            CHECKF(false, "%s: hovering %s, the zoom covers %s, which the last move just changed", game, hovered, names[a]);
        } else {
            CHECKF(!kit_zoom_place_free(1280, 720, false, px, py, keep, zoom.w, zoom.h, avoid, na, 100, 3),
                   "%s: hovering %s at %.0f,%.0f, the zoom covers %s (changed) though a place near was free", game, hovered, px, py,
                   names[a]);
        }
    }
}

static void sweep_game(const GameModule *m, int moves, int *zooms)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=40/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, m->id, m->min_players, 2u, 7));
    ui_app_debug_advance(app, moves, 3);
    kit_settle(app);
    View *before = malloc(sizeof *before), *now = malloc(sizeof *now);
    REQUIRE(before && now);
    kit_seat_view(app, 0, before);
    const GameModule *gm;
    const CardSet *set;
    GameState *from = game_clone(m, ui_app_game(app, &gm, &set));
    REQUIRE(from);
    int first = ui_app_num_actions(app);
    /* the next move, made while I watch: the zones it took from and played onto "just changed" */
    ui_app_debug_advance(app, 1, 5);
    kit_settle(app);
    kit_seat_view(app, 0, now);
    char moved[2048];
    CHECKF(kit_moved_zones(app, from, first, -1, moved, sizeof moved), "%s: the moves cannot be replayed", m->id);
    game_free(from);
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96);
    for (int k = 0; k < nz; k++) {
        /* piles, cells and single cards: their top card is zoomed wherever they are hovered */
        const ViewZone *z = view_find(now, ids[k]);
        if (!z || !shows_a_card(now, ids[k]) || strstr(ids[k], "hand") || strstr(ids[k], "row")) continue;
        const float in = 3;
        const float px[5] = {zr[k].x + in, zr[k].x + zr[k].w - in, zr[k].x + in, zr[k].x + zr[k].w - in, zr[k].x + zr[k].w / 2.0f};
        const float py[5] = {zr[k].y + in, zr[k].y + in, zr[k].y + zr[k].h - in, zr[k].y + zr[k].h - in, zr[k].y + zr[k].h / 2.0f};
        for (int p = 0; p < 5; p++) {
            SDL_Rect zoom;
            if (!zoom_at(app, px[p], py[p], &zoom)) continue;
            (*zooms)++;
            check_zoom(app, m->id, before, now, moved, ids[k], zr[k], px[p], py[p], zoom);
        }
    }
    char name[80];
    snprintf(name, sizeof name, "zoom-edge-%s.png", m->id);
    CHECK(kit_save_png(app, name));
    free(before);
    free(now);
    ui_app_free(app);
}

static void test_zoom_never_covers_the_hovered_or_changed_zone(void)
{
    int zooms = 0;
    for (int g = 0; g < games_count(); g++) {
        int before = zooms;
        sweep_game(games_at(g), 8, &zooms);
        printf("  %s: %d zooms checked\n", games_at(g)->id, zooms - before);
    }
    CHECKF(zooms > 20, "only %d zooms opened", zooms);
}

/* My move, by clicks: the same ones on every run (`round` picks which). */
static void play_my_move(UiApp *app, int round)
{
    int done = ui_app_num_actions(app);
    for (int step = 0; step < 12 && ui_app_num_actions(app) == done && !ui_app_game_over(app); step++) {
        UiClickable cl[256];
        int n = ui_app_clickables(app, cl, 256), targets[256], others[256], choice, no;
        int nt = kit_walk_clicks(cl, n, &choice, targets, others, &no);
        int pick = choice >= 0 ? choice : nt > 0 ? targets[(round * 7 + step) % nt] : no > 0 ? others[(round * 3 + step) % no] : -1;
        if (pick < 0) break;
        click_at(app, cl[pick].x, cl[pick].y);
    }
}

/* In Queen's Court at 1280x720, after the AI played onto my pile,
 * resting the pointer on my piles opened the zoom at the window's right
 * edge over the log, ~930 px away: every place near covered something that
 * had changed (my hand, the Spread counter).  Now the zoom opens within
 * 150 px of the pile hovered, and never over the pile the AI played on. */
static void test_zoom_beside_my_piles_after_the_ai_plays_on_them(void)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=40/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 7)); /* me seat 0, the AI seat 1 */
    const GameModule *m;
    const CardSet *set;
    View *before = malloc(sizeof *before), *now = malloc(sizeof *now);
    REQUIRE(before && now);
    int plays_on_mine = 0, zooms = 0;
    for (int round = 0; round < 30 && plays_on_mine < 3; round++) {
        kit_seat_view(app, 0, before);
        const GameState *st = ui_app_game(app, &m, &set);
        REQUIRE(st);
        GameState *from = game_clone(m, st); /* after my move: the AI's reply follows */
        REQUIRE(from);
        int first = ui_app_num_actions(app);
        kit_settle(app); /* the AI's reply */
        if (ui_app_game_over(app)) {
            game_free(from);
            break;
        }
        char moved[2048];
        CHECK(kit_moved_zones(app, from, first, 0, moved, sizeof moved));
        game_free(from);
        kit_seat_view(app, 0, now);
        char ids[96][32];
        SDL_Rect zr[96];
        int nz = ui_app_zone_rects(app, ids, zr, 96);
        if (in_set(moved, "p0.left") || in_set(moved, "p0.right")) {
            plays_on_mine++;
            for (int k = 0; k < nz; k++) {
                if (strcmp(ids[k], "p0.left") != 0 && strcmp(ids[k], "p0.right") != 0) continue;
                const float in = 3;
                const float px[5] = {zr[k].x + in, zr[k].x + zr[k].w - in, zr[k].x + in, zr[k].x + zr[k].w - in, zr[k].x + zr[k].w / 2.0f};
                const float py[5] = {zr[k].y + in, zr[k].y + in, zr[k].y + zr[k].h - in, zr[k].y + zr[k].h - in, zr[k].y + zr[k].h / 2.0f};
                for (int p = 0; p < 5; p++) {
                    SDL_Rect zoom;
                    CHECKF(zoom_at(app, px[p], py[p], &zoom), "no zoom on %s at %.0f,%.0f", ids[k], px[p], py[p]);
                    if (!ui_app_zoom_rect(app, &zoom)) continue;
                    zooms++;
                    int gx = span_gap(zoom.x, zoom.w, zr[k].x, zr[k].w), gy = span_gap(zoom.y, zoom.h, zr[k].y, zr[k].h);
                    CHECKF(gx <= 150 && gy <= 150, "round %d: hovering %s at %.0f,%.0f, the zoom %d,%d %dx%d lies %d, %d px away from it",
                           round, ids[k], px[p], py[p], zoom.x, zoom.y, zoom.w, zoom.h, gx, gy);
                    check_zoom(app, "queens-court", before, now, moved, ids[k], zr[k], px[p], py[p], zoom);
                    if (zooms == 1) CHECK(kit_save_png(app, "zoom-beside-my-piles.png"));
                }
            }
        }
        play_my_move(app, round);
    }
    printf("  the AI played on my piles %d times: %d zooms checked\n", plays_on_mine, zooms);
    CHECKF(plays_on_mine >= 2 && zooms >= 20, "the AI played on my piles %d times (%d zooms)", plays_on_mine, zooms);
    free(before);
    free(now);
    ui_app_free(app);
}

/* The final table of Long Live the Queen shows every tile face up, the
 * AI's Master too: no tile nor its zoom says "hidden" any more (its "hidden"
 * band stayed on the tiles that were face down). */
static void test_revealed_card_zoom_says_nothing_hidden(void)
{
    UiApp *app = kit_app(1600, 900, "ismcts:easy/it=40/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 777)); /* me seat 0, AI seat 1 */
    for (int i = 0; i < 3000 && !ui_app_game_over(app); i++) ui_app_debug_advance(app, 1, (unsigned long long)i + 5);
    REQUIRE(ui_app_game_over(app));
    for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
    float x, y;
    REQUIRE(kit_find(app, "See the final table", &x, &y));
    click_at(app, x, y);
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    const GameState *st = ui_app_game(app, &m, &set);
    REQUIRE(st);
    View *mine = calloc(1, sizeof *mine);
    REQUIRE(mine);
    m->view(st, 0, mine);
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96), zooms = 0;
    for (int k = 0; k < nz; k++) {
        const ViewZone *z = view_find(mine, ids[k]);
        if (!z || z->nitems != 1 || ui_app_shown_card(app, ids[k], 0) < 0) continue;
        SDL_Rect zoom;
        if (!zoom_at(app, zr[k].x + zr[k].w / 2.0f, zr[k].y + zr[k].h / 2.0f, &zoom)) continue;
        zooms++;
        /* the zoom draws the item as the table shows it: no "hidden" band */
        CHECKF(!(ui_app_shown_flags(app, ids[k], 0) & VI_PEEK), "the final table's %s still says hidden", ids[k]);
        if (zooms == 1) CHECK(kit_save_png(app, "zoom-final-revealed.png"));
    }
    CHECKF(zooms >= 20, "only %d tiles zoomed", zooms);
    free(mine);
    ui_app_free(app);
}

/* Queen's Court with 5 players (me + 4 AIs) at 150 % text in a
 * 1920x1080 window: the first zoom of my left pile opened above it; from
 * the first AI move on it lay at the window's right edge over the Players
 * panel and the log.  Now, after each round of AI moves, the zoom of my
 * pile opens within the near band (150 units: 180 px at 1920 wide). */
static void test_zoom_beside_my_pile_five_players_at_150(void)
{
    UiApp *app = kit_app(1920, 1080, "ismcts:easy/it=40/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_set_setting(app, "ui_scale", 150));
    REQUIRE(ui_app_start(app, "queens-court", 5, 0x1Eu, 7)); /* me seat 0, AIs seats 1-4 */
    const float near_px = 150 * 1920 / 1600.0f;
    int zooms = 0;
    for (int round = 0; round < 4 && !ui_app_game_over(app); round++) {
        kit_settle(app); /* the AIs' moves */
        if (ui_app_game_over(app)) break;
        char ids[96][32];
        SDL_Rect zr[96];
        int nz = ui_app_zone_rects(app, ids, zr, 96);
        for (int k = 0; k < nz; k++) {
            if (strcmp(ids[k], "p0.left") != 0) continue;
            const float px[3] = {zr[k].x + zr[k].w / 2.0f, zr[k].x + 3.0f, zr[k].x + zr[k].w - 3.0f};
            for (int p = 0; p < 3; p++) {
                SDL_Rect zoom;
                if (!zoom_at(app, px[p], zr[k].y + zr[k].h / 2.0f, &zoom)) continue;
                zooms++;
                int gx = span_gap(zoom.x, zoom.w, zr[k].x, zr[k].w), gy = span_gap(zoom.y, zoom.h, zr[k].y, zr[k].h);
                CHECKF(gx <= near_px && gy <= near_px, "round %d: hovering p0.left at %.0f, the zoom %d,%d %dx%d lies %d, %d px away",
                       round, px[p], zoom.x, zoom.y, zoom.w, zoom.h, gx, gy);
                if (round == 1 && p == 0) CHECK(kit_save_png(app, "zoom-five-players-150.png")); /* after the AIs moved */
            }
        }
        play_my_move(app, round);
    }
    printf("  5 players at 150 %%: %d zooms checked\n", zooms);
    CHECKF(zooms >= 6, "only %d zooms of my pile opened", zooms);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_zoom_never_covers_the_hovered_or_changed_zone);
    RUN(test_zoom_beside_my_piles_after_the_ai_plays_on_them);
    RUN(test_zoom_beside_my_pile_five_players_at_150);
    RUN(test_revealed_card_zoom_says_nothing_hidden);
    SDL_Quit();
    return tl_summary();
}
