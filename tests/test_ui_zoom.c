/* test_ui_zoom.c — the hover zoom's place: beside the card it shows, never
 * over the zone being read (a pile at a window edge or corner included) nor
 * over the zone the last move just changed, in every game at 1280x720
 * (issue 8: a zoom of a Queen's Court pile lay over that pile's corner while
 * the AI played onto it). */
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

/* The zones whose view changed between a and b (ids, "|a|b|"). */
static void changed_ids(const View *a, const View *b, char *out, size_t n)
{
    out[0] = 0;
    for (int i = 0; i < b->nzones; i++) {
        const ViewZone *y = &b->zones[i], *x = view_find(a, y->id);
        bool diff = !x || x->nitems != y->nitems || x->value != y->value || x->count != y->count;
        for (int k = 0; !diff && k < y->nitems; k++) diff = x->items[k].card != y->items[k].card;
        size_t len = strlen(out);
        if (diff) snprintf(out + len, n - len, "|%s|", y->id);
    }
}

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
    /* the AI's move (or the next one) made while I watch: what it changed is "just changed" */
    ui_app_debug_advance(app, 1, 5);
    kit_settle(app);
    kit_seat_view(app, 0, now);
    char changed[2048];
    changed_ids(before, now, changed, sizeof changed);
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
            CHECKF(!kit_meets(zoom, zr[k]), "%s: hovering %s at %.0f,%.0f, the zoom %d,%d %dx%d covers it (%d,%d %dx%d)", m->id,
                   ids[k], px[p], py[p], zoom.x, zoom.y, zoom.w, zoom.h, zr[k].x, zr[k].y, zr[k].w, zr[k].h);
            CHECKF(zoom.x >= 0 && zoom.y >= 0 && zoom.x + zoom.w <= 1280 && zoom.y + zoom.h <= 720, "%s: the zoom leaves the window", m->id);
            for (int c = 0; c < nz; c++) {
                char key[40];
                snprintf(key, sizeof key, "|%s|", ids[c]);
                if (c != k && strstr(changed, key) && strstr(ids[c], "hand") == NULL)
                    CHECKF(!kit_meets(zoom, zr[c]), "%s: hovering %s, the zoom covers %s, which the last move changed", m->id, ids[k], ids[c]);
            }
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

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_zoom_never_covers_the_hovered_or_changed_zone);
    RUN(test_revealed_card_zoom_says_nothing_hidden);
    SDL_Quit();
    return tl_summary();
}
