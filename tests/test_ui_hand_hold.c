/* test_ui_hand_hold.c — cards never move under the pointer.  Queen by
 * Midnight at 1280x720, played with synthetic clicks: while the pointer stays
 * over my hand's row, a card played from it leaves its place empty and every
 * other card stays exactly where it was, so a second click on the same spot
 * hits no other card by surprise; a click on that empty place (or anywhere in
 * the row beside the cards) opens a chooser of every card I can play, never a
 * silent click nor a card picked by chance; when the pointer leaves the row
 * the hand closes up, centred and evenly spaced again.  So does a Blood Wars
 * warlord's battle hand under the pointer.  Of two like cards, the place of
 * the one clicked is the one left empty. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/carddb.h"
#include "core/game.h"
#include "core/view.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HAND "p0.hand"

static int hand_size(UiApp *app)
{
    View v;
    kit_seat_view(app, 0, &v);
    for (int i = 0; i < v.nzones; i++)
        if (strcmp(v.zones[i].id, HAND) == 0) return v.zones[i].nitems;
    return 0;
}

/* The glowing cards of my hand now (their indexes); the click points in x, y. */
static int hand_sources(UiApp *app, int *idx, float *x, float *y, int cap)
{
    static UiClickable cl[512];
    int n = ui_app_clickables(app, cl, 512), k = 0;
    for (int i = 0; i < n && k < cap; i++) {
        int at;
        if (cl[i].kind != CLICK_SOURCE || sscanf(cl[i].label, HAND "#%d", &at) != 1) continue;
        idx[k] = at;
        x[k] = cl[i].x;
        y[k] = cl[i].y;
        k++;
    }
    return k;
}

/* How many of the legal moves now play a card from the hand. */
static int plays_now(UiApp *app)
{
    const GameModule *m;
    const GameState *st = ui_app_game(app, &m, NULL);
    static Action acts[GM_MAX_ACTIONS];
    int na = st ? m->legal_actions(st, acts, GM_MAX_ACTIONS) : 0, n = 0;
    for (int i = 0; i < na; i++) {
        char t[128];
        m->action_text(st, acts[i], t, sizeof t);
        n += strncmp(t, "play ", 5) == 0;
    }
    return n;
}

/* How many cards of my hand show the same card as card i. */
static int copies_in_hand(UiApp *app, int i)
{
    View v;
    kit_seat_view(app, 0, &v);
    int n = 0;
    for (int z = 0; z < v.nzones; z++)
        if (strcmp(v.zones[z].id, HAND) == 0)
            for (int k = 0; k < v.zones[z].nitems; k++) n += v.zones[z].items[k].card == v.zones[z].items[i].card;
    return n;
}

/* Plays on (random legal moves, the AI's turns) until I am to act with at
 * least three cards of my hand to play. */
static bool until_three_to_play(UiApp *app)
{
    for (int step = 0; step < 400; step++) {
        kit_settle(app);
        if (ui_app_game_over(app) || ui_app_scene(app) != SCENE_TABLE) return false;
        if (ui_app_current_player(app) == 0 && plays_now(app) >= 3) return true;
        ui_app_debug_advance(app, 1, 100 + (unsigned long long)step);
    }
    return false;
}

static void test_hand_holds_still_under_the_pointer(void)
{
    const GameModule *m;
    const CardSet *set;
    UiApp *app = kit_table("queen-by-midnight", 2, 2u, 7, &m, &set);
    REQUIRE(app);
    REQUIRE(until_three_to_play(app));
    int idx[64];
    float x[64], y[64];
    int ns = hand_sources(app, idx, x, y, 64), n0 = hand_size(app);
    /* a card that plays with one click (a reaction is picked first): one not at the right end */
    bool played = false;
    float px = 0, py = 0;
    int at = -1;
    SDL_Rect before[64];
    for (int s = 0; s < ns && !played; s++) {
        if (idx[s] == n0 - 1 || copies_in_hand(app, idx[s]) > 1) continue; /* a twin may be the copy played */
        mouse_event(app, SDL_MOUSEMOTION, x[s], y[s]);
        ui_app_render(app);
        for (int i = 0; i < n0; i++) REQUIRE(ui_app_item_rect(app, HAND, i, &before[i]));
        click_at(app, x[s], y[s]);
        ui_app_render(app);
        played = hand_size(app) == n0 - 1;
        if (!played) press_key(app, SDLK_ESCAPE, 0); /* only picked: put it back */
        px = x[s];
        py = y[s];
        at = idx[s];
    }
    REQUIRE(played);
    snapshot_png(app, "hand-hold-gap.png");
    /* the pointer has not moved: every other card is where it was */
    for (int i = 0; i < n0 - 1; i++) {
        SDL_Rect now, was = before[i < at ? i : i + 1];
        REQUIRE(ui_app_item_rect(app, HAND, i, &now));
        CHECKF(now.x == was.x && now.y == was.y, "card %d of the hand moved from %d,%d to %d,%d under the pointer", i, was.x,
               was.y, now.x, now.y);
    }
    /* the same spot again: no card played or picked; a chooser of every card I can play */
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    int n1 = hand_size(app);
    int playable = hand_sources(app, idx, x, y, 64);
    View v;
    kit_seat_view(app, 0, &v);
    char names[64][64];
    int nn = 0;
    for (int s = 0; s < playable; s++) {
        int zi = -1;
        for (int z = 0; z < v.nzones; z++)
            if (strcmp(v.zones[z].id, HAND) == 0) zi = z;
        REQUIRE(zi >= 0);
        const char *name = set->cards[v.zones[zi].items[idx[s]].card].name;
        bool seen = false;
        for (int k = 0; k < nn; k++) seen |= strcmp(names[k], name) == 0;
        if (!seen) snprintf(names[nn++], sizeof names[0], "%s", name);
    }
    mouse_event(app, SDL_MOUSEMOTION, px, py);
    click_at(app, px, py);
    ui_app_render(app);
    CHECK_INT(hand_size(app), n1);
    CHECK(ui_app_overlay_open(app));
    snapshot_png(app, "hand-hold-chooser.png");
    static UiClickable cl[512];
    int ncl = ui_app_clickables(app, cl, 512), choices = 0;
    for (int i = 0; i < ncl; i++) {
        if (cl[i].kind != CLICK_CHOICE) continue;
        choices++;
        bool named = false;
        for (int k = 0; k < nn; k++) named |= strstr(cl[i].label, names[k]) != NULL; /* "Play Lifted Coin" or the name alone */
        CHECKF(named, "the chooser offers \"%s\", no card of my hand that can be played", cl[i].label);
    }
    CHECK_INT(choices, nn);
    /* a choice picks (or plays) that card, as a click on it would */
    for (int i = 0; i < ncl; i++)
        if (cl[i].kind == CLICK_CHOICE) {
            click_at(app, cl[i].x, cl[i].y);
            break;
        }
    ui_app_render(app);
    CHECK(!ui_app_overlay_open(app));
    press_key(app, SDLK_ESCAPE, 0); /* a picked reaction: put back */
    /* the pointer leaves the row: the hand closes up, evenly spaced about its zone's middle */
    mouse_event(app, SDL_MOUSEMOTION, 640, 300);
    ui_app_render(app);
    int n2 = hand_size(app);
    REQUIRE(n2 >= 2);
    SDL_Rect r[64], zr[120];
    char ids[120][32];
    for (int i = 0; i < n2; i++) REQUIRE(ui_app_item_rect(app, HAND, i, &r[i]));
    for (int i = 2; i < n2; i++)
        CHECKF(abs((r[i].x - r[i - 1].x) - (r[1].x - r[0].x)) <= 1, "card %d is %d px from the one before, card 1 %d", i,
               r[i].x - r[i - 1].x, r[1].x - r[0].x);
    int nz = ui_app_zone_rects(app, ids, zr, 120);
    for (int z = 0; z < nz; z++)
        if (strcmp(ids[z], HAND) == 0) {
            int left = r[0].x - zr[z].x, right = zr[z].x + zr[z].w - (r[n2 - 1].x + r[n2 - 1].w);
            CHECKF(abs(left - right) <= 2, "the closed hand is not centred: %d px free left, %d right", left, right);
        }
    ui_app_free(app);
}

/* How many items (the warlord and his battle hand) zone `id` shows me. */
static int zone_items(UiApp *app, const char *id)
{
    View v;
    kit_seat_view(app, 0, &v);
    for (int i = 0; i < v.nzones; i++)
        if (strcmp(v.zones[i].id, id) == 0) return v.zones[i].nitems;
    return 0;
}

/* A new table of `game` (me against an AI), the one before freed. */
static UiApp *fresh_table(UiApp *old, const char *game, unsigned long long seed)
{
    const GameModule *m;
    const CardSet *set;
    if (old) ui_app_free(old);
    return kit_table(game, 2, 2u, seed, &m, &set);
}

/* A card of one of my battle hands ("p0.wK") that a click uses now, with
 * cards on both sides of it: its zone and index; false when there is none. */
static bool usable_between(UiApp *app, char *zone, int *at)
{
    static UiClickable cl[512];
    ui_app_render(app);
    int n = ui_app_clickables(app, cl, 512);
    for (int i = 0; i < n; i++) {
        int w, k;
        if (cl[i].kind != CLICK_SOURCE || sscanf(cl[i].label, "p0.w%d#%d", &w, &k) != 2 || k < 2) continue;
        snprintf(zone, 16, "p0.w%d", w);
        if (k < zone_items(app, zone) - 1) {
            *at = k;
            return true;
        }
    }
    return false;
}

/* Blood Wars: a warlord's battle hand under the pointer holds still too.  In
 * a combat, a card used from my battle hand (one click: a legion's power or a
 * fate) leaves a gap and the others stay where they were: they closed up
 * under the pointer, so a second click there used another card. */
static void test_battle_hand_holds_still_under_the_pointer(void)
{
    char W[16] = "";
    int gone = -1;
    UiApp *app = NULL;
    for (unsigned long long seed = 1; seed <= 12 && gone < 0; seed++) {
        app = fresh_table(app, "blood-wars", seed);
        REQUIRE(app);
        for (int step = 0; step < 1500 && !ui_app_game_over(app); step++) {
            kit_settle(app);
            if (ui_app_current_player(app) == 0 && strstr(ui_app_view_text(app, "prompt"), "use one legion power") &&
                usable_between(app, W, &gone))
                break;
            gone = -1;
            ui_app_debug_advance(app, 1, seed * 5000 + (unsigned long long)step);
        }
    }
    REQUIRE(gone >= 2);
    int n0 = zone_items(app, W);
    char lab[32];
    snprintf(lab, sizeof lab, "%s#%d", W, gone);
    float px, py;
    REQUIRE(ui_app_find(app, CLICK_SOURCE, lab, &px, &py));
    mouse_event(app, SDL_MOUSEMOTION, px, py);
    ui_app_render(app);
    REQUIRE(ui_app_find(app, CLICK_SOURCE, lab, &px, &py)); /* the fan spreads under the pointer */
    mouse_event(app, SDL_MOUSEMOTION, px, py);
    ui_app_render(app);
    SDL_Rect before[32];
    REQUIRE(n0 <= 32);
    for (int i = 0; i < n0; i++) REQUIRE(ui_app_item_rect(app, W, i, &before[i]));
    click_at(app, px, py);
    if (ui_app_overlay_open(app)) { /* a fate that asks where: its first use */
        float cx, cy;
        REQUIRE(ui_app_find(app, CLICK_CHOICE, "", &cx, &cy));
        click_at(app, cx, cy);
        mouse_event(app, SDL_MOUSEMOTION, px, py);
    }
    ui_app_render(app);
    REQUIRE(zone_items(app, W) == n0 - 1);
    snapshot_png(app, "battle-hand-hold-gap.png");
    for (int i = 0; i < n0 - 1; i++) {
        SDL_Rect now, was = before[i < gone ? i : i + 1];
        REQUIRE(ui_app_item_rect(app, W, i, &now));
        CHECKF(now.x == was.x && now.y == was.y, "item %d of %s moved from %d,%d to %d,%d under the pointer", i, W, was.x,
               was.y, now.x, now.y);
    }
    /* the pointer leaves: the battle hand closes up */
    mouse_event(app, SDL_MOUSEMOTION, 640, 300);
    ui_app_render(app);
    SDL_Rect a;
    REQUIRE(ui_app_item_rect(app, W, gone, &a));
    /* (a fan closes leftwards, strips upwards: either way the card after the gap moves) */
    CHECKF(a.x != before[gone + 1].x || a.y != before[gone + 1].y, "item %d of %s stayed at %d,%d after the pointer left",
           gone, W, a.x, a.y);
    ui_app_free(app);
}

/* The hand index of the copy of card i's face whose place the rules' own
 * choice of copy (the first) would not empty by itself: the first copy of
 * two side by side, else the last copy; -1 when card i has no twin. */
static int twin_to_click(UiApp *app, int i)
{
    View v;
    kit_seat_view(app, 0, &v);
    for (int z = 0; z < v.nzones; z++) {
        const ViewZone *h = &v.zones[z];
        if (strcmp(h->id, HAND) != 0) continue;
        int first = -1, last = -1;
        for (int k = 0; k < h->nitems; k++)
            if (h->items[k].card == h->items[i].card) {
                if (first < 0) first = k;
                last = k;
            }
        if (first == last) return -1;
        return h->items[first + 1].card == h->items[first].card ? first : last;
    }
    return -1;
}

static void hand_cards(UiApp *app, int *out)
{
    View v;
    kit_seat_view(app, 0, &v);
    for (int z = 0; z < v.nzones; z++)
        if (strcmp(v.zones[z].id, HAND) == 0)
            for (int k = 0; k < v.zones[z].nitems; k++) out[k] = v.zones[z].items[k].card;
}

/* Two like cards in my hand (two Lifted Coins): the one clicked is the one
 * whose place empties, whichever copy the rules take; it was the other
 * copy's place, as if the card beside the pointer had been played. */
static void test_twin_leaves_its_own_place(void)
{
    UiApp *app = NULL;
    int k = -1, n0 = 0, cards[64];
    SDL_Rect before[64];
    for (unsigned long long seed = 1; seed <= 8 && k < 0; seed++) {
        app = fresh_table(app, "queen-by-midnight", seed);
        REQUIRE(app);
        for (int step = 0; step < 300 && k < 0 && !ui_app_game_over(app); step++) {
            kit_settle(app);
            if (ui_app_current_player(app) == 0 && ui_app_scene(app) == SCENE_TABLE) {
                int idx[64];
                float x[64], y[64];
                int ns = hand_sources(app, idx, x, y, 64);
                n0 = hand_size(app);
                for (int s = 0; s < ns && k < 0; s++) {
                    int t = twin_to_click(app, idx[s]);
                    float tx, ty;
                    char lab[32];
                    snprintf(lab, sizeof lab, HAND "#%d", t);
                    if (t < 0 || !ui_app_find(app, CLICK_SOURCE, lab, &tx, &ty)) continue;
                    mouse_event(app, SDL_MOUSEMOTION, tx, ty);
                    ui_app_render(app);
                    for (int i = 0; i < n0; i++) REQUIRE(ui_app_item_rect(app, HAND, i, &before[i]));
                    hand_cards(app, cards);
                    click_at(app, tx, ty);
                    ui_app_render(app);
                    if (hand_size(app) == n0 - 1) k = t;
                    else press_key(app, SDLK_ESCAPE, 0); /* only picked (a reaction): put it back */
                }
                if (k >= 0) break;
            }
            ui_app_debug_advance(app, 1, seed * 1000 + (unsigned long long)step);
        }
    }
    REQUIRE(k >= 0);
    snapshot_png(app, "hand-hold-twin.png");
    /* each card left is in a place it had, showing the card that was there; none in the clicked one's */
    View v;
    kit_seat_view(app, 0, &v);
    const ViewZone *h = NULL;
    for (int z = 0; z < v.nzones; z++)
        if (strcmp(v.zones[z].id, HAND) == 0) h = &v.zones[z];
    REQUIRE(h && h->nitems == n0 - 1);
    for (int i = 0; i < n0 - 1; i++) {
        SDL_Rect now;
        REQUIRE(ui_app_item_rect(app, HAND, i, &now));
        int j = 0;
        while (j < n0 && (before[j].x != now.x || before[j].y != now.y)) j++;
        CHECKF(j < n0 && j != k && cards[j] == h->items[i].card,
               "card %d of the hand is at %d,%d, %s: copy %d at %d,%d was clicked", i, now.x, now.y,
               j == n0 ? "no place it had" : j == k ? "the clicked copy's place" : "a place another card had", k,
               before[k].x, before[k].y);
    }
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    RUN(test_hand_holds_still_under_the_pointer);
    RUN(test_battle_hand_holds_still_under_the_pointer);
    RUN(test_twin_leaves_its_own_place);
    SDL_Quit();
    return tl_summary();
}
