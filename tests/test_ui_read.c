/* test_ui_read.c — every card readable, every copy playable.
 *  - duplicates: each copy of a card held twice is a source and playing the
 *    second copy works (Queen's Court hand ranks, Long Live the Queen's second
 *    Recruit in setup), by synthetic clicks only;
 *  - clipped text: every table, at 90-150 % text size and 1280x720 to
 *    2560x1440, draws no label cut short of the box it was given (gfx counts
 *    the texts it had to cut) nor over another label (gfx records where each
 *    label went);
 *  - the hover zoom shows the whole name and rules text of every card, and a
 *    card's power always shows (even when it equals the corner number). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/registry.h"
#include "core/game.h"
#include "core/view.h"
#include "core/carddb.h"
#include <SDL2/SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>


static UiApp *make_app(int w, int h)
{
    return kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
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
        kit_settle(app);
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


/* Renders one frame recording cut texts and where labels go: none cut, none
 * drawn over another. */
static void check_frame(UiApp *app, const char *where)
{
    ui_app_clipped_reset(app);
    ui_app_labels_record(app, true);
    ui_app_render(app);
    ui_app_labels_record(app, false);
    if (getenv("CT_DEBUG_LABELS")) printf("%s: %d labels\n", where, ui_app_label_count(app));
    kit_check_nothing_cut(app, where);
    char first[240];
    int n = ui_app_label_overlaps(app, first, sizeof first);
    CHECKF(n == 0, "%s: %d pair(s) of labels drawn over each other, e.g. %s", where, n, first);
}

/* A 1600x900 table of game m (fewest seats) with its card set; NULL if the game has none. */
static UiApp *app_with_cards(const GameModule *m, const CardSet **set)
{
    UiApp *app = make_app(1600, 900);
    const GameModule *gm;
    if (app && ui_app_start(app, m->id, m->min_players, 0, 5) && ui_app_game(app, &gm, set) && *set) {
        ui_app_render(app);
        return app;
    }
    if (app) ui_app_free(app);
    return NULL;
}

/* Every card of every game, at zoom size (100 % and 150 % text) and at print
 * size: the whole name and rules text, nothing cut.  A sheet of the first
 * cards at zoom size is written for a look. */
static void test_every_card_whole_in_zoom(void)
{
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        const CardSet *set;
        UiApp *app = app_with_cards(m, &set);
        if (!app) continue;
        const float sizes[][2] = {{246.5f, 345.1f}, {290, 406}, {435, 609}, {750, 1050}}; /* the least zoom (ZOOM_LEAST), 100 %, 150 %, print */
        /* Print size (face_render_argb) lays the face out in proportion to the
         * zoom's, at 3x the pixels: only the longest names and texts there. */
        for (int c = 0; c < set->ncards; c++) {
            size_t nl = strlen(set->cards[c].name), tl = strlen(set->cards[c].text);
            int longer_n = 0, longer_t = 0;
            for (int o = 0; o < set->ncards; o++) {
                longer_n += strlen(set->cards[o].name) > nl;
                longer_t += strlen(set->cards[o].text) > tl;
            }
            bool longest = longer_n < 4 || longer_t < 8; /* the 4 longest names, the 8 longest texts */
            for (int k = 0; k < (longest ? 4 : 3); k++) {
                ui_app_clipped_reset(app);
                REQUIRE(ui_app_draw_card(app, c, set->cards[c].value, 10, 10, sizes[k][0], sizes[k][1], true));
                char where[160];
                snprintf(where, sizeof where, "%s card %s at %.0fx%.0f", m->id, set->cards[c].name, sizes[k][0], sizes[k][1]);
                kit_check_nothing_cut(app, where);
            }
        }
        /* a sheet: the cards with the longest names and texts, at zoom size */
        ui_app_render(app);
        int shown = 0;
        for (int pass = 0; pass < 2 && shown < 5; pass++)
            for (int c = 0; c < set->ncards && shown < 5; c++) {
                bool long_one = strlen(set->cards[c].name) > 13 || strlen(card_text(&set->cards[c])) > 150;
                if (long_one == (pass == 0)) ui_app_draw_card(app, c, set->cards[c].value, 10 + shown++ * 310.0f, 60, 290, 406, false);
            }
        char name[96];
        snprintf(name, sizeof name, "zoom-sheet-%s.png", m->id);
        CHECK(kit_save_png(app, name));
        ui_app_free(app);
    }
}

/* A card's value always shows: where the corner states something else (a
 * cost), the value is drawn too, even when the two numbers are equal. */
static void test_power_always_shows(void)
{
    int tested = 0;
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        UiApp *app = make_app(1600, 900);
        REQUIRE(app);
        const GameModule *gm;
        const CardSet *set;
        if (ui_app_start(app, m->id, m->min_players, 0, 5) && ui_app_game(app, &gm, &set) && set) {
            ui_app_render(app);
            for (int c = 0; c < set->ncards; c++) {
                const CardDef *d = &set->cards[c];
                if (!d->corner_is_cost) continue;
                for (int k = 0; k < 2; k++) {
                    float w = k ? 290 : 100, h = k ? 406 : 140;
                    REQUIRE(ui_app_draw_card(app, c, d->value, 10, 10, w, h, true));
                    char num[16];
                    snprintf(num, sizeof num, "%d", d->value);
                    int seen = 0;
                    for (int i = 0; i < ui_app_drawn_count(app); i++) seen += strcmp(ui_app_drawn_text(app, i), num) == 0;
                    int want = strcmp(d->corner, num) == 0 ? 2 : 1; /* the corner, and the value */
                    CHECKF(seen >= want, "%s: %s (corner %s, value %s) at %.0f wide shows the value %d time(s)", m->id,
                           d->name, d->corner, num, w, seen - (want - 1));
                    tested++;
                }
            }
        }
        ui_app_free(app);
    }
    CHECKF(tested > 0, "no card set has a cost in its corner");
}

/* Every table, the menu and setup, at the extreme window sizes and text
 * sizes: no label is cut short of its box or drawn over another.  Seat
 * counts: the fewest and the most, and every count of the games whose
 * layout changes with each (Queen by Midnight, Blood Wars).  One app per
 * size and text size serves every game (its cost is the frames, not setup). */
static void test_no_text_clipped_any_size(void)
{
    const int sizes[][2] = {{1280, 720}, {1920, 1080}, {2560, 1440}};
    const int scales[] = {90, 150};
    for (int si = 0; si < 3; si++)
        for (int ki = 0; ki < 2; ki++) {
            UiApp *app = make_app(sizes[si][0], sizes[si][1]);
            REQUIRE(app);
            ui_app_set_setting(app, "ui_scale", scales[ki]);
            char where[160];
            snprintf(where, sizeof where, "menu at %dx%d, text %d%%", sizes[si][0], sizes[si][1], scales[ki]);
            check_frame(app, where);
            for (int gi = 0; gi < games_count(); gi++) {
                const GameModule *m = games_at(gi);
                if (ui_app_open_setup(app, m->id)) {
                    snprintf(where, sizeof where, "%s setup at %dx%d, text %d%%", m->id, sizes[si][0], sizes[si][1],
                             scales[ki]);
                    check_frame(app, where);
                }
                bool every = strcmp(m->id, "queen-by-midnight") == 0 || strcmp(m->id, "blood-wars") == 0;
                for (int players = m->min_players; players <= m->max_players; players++) {
                    if (!every && players != m->min_players && players != m->max_players) continue;
                    if (!ui_app_start(app, m->id, players, 0, 42)) continue;
                    ui_app_debug_advance(app, strcmp(m->id, "long-live-the-queen") == 0 ? 32 : 12, 5);
                    snprintf(where, sizeof where, "%s %dp table at %dx%d, text %d%%", m->id, players, sizes[si][0],
                             sizes[si][1], scales[ki]);
                    check_frame(app, where);
                    if (scales[ki] == 150 && si != 2) {
                        char name[128];
                        snprintf(name, sizeof name, "text150-%s-%dp-%d.png", m->id, players, sizes[si][0]);
                        CHECK(kit_save_png(app, name));
                    }
                }
            }
            ui_app_free(app);
        }
}

static bool rects_overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* A pile's count badge sits clear of every other zone: at 3-5 seats Blood
 * Wars stands its piles close, and a badge hanging past the card's edge lay
 * over the next pile.  Every badge and every card drawn lies on the felt, 8
 * units in from the window's edge (another seat's hand showed its backs from
 * the window's edge, under the deck's count). */
static void test_count_badges_clear_of_other_zones(void)
{
    const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    int badges = 0;
    for (int si = 0; si < 2; si++) {
        UiApp *app = make_app(sizes[si][0], sizes[si][1]);
        REQUIRE(app);
        for (int players = 2; players <= 5; players++) {
            if (!ui_app_start(app, "blood-wars", players, 0, 42)) continue;
            ui_app_debug_advance(app, 40, 5);
            ui_app_render(app);
            char ids[64][32], bids[32][32];
            SDL_Rect zr[64], br[32];
            int nz = ui_app_zone_rects(app, ids, zr, 64), nb = ui_app_count_badges(app, bids, br, 32);
            badges += nb;
            float rim = 8 * sizes[si][0] / 1600.0f;
            SDL_FRect felt = {rim - 1, rim - 1, sizes[si][0] - 2 * rim + 2, sizes[si][1] - 2 * rim + 2}; /* 1 px for rounding */
            for (int z = 0; z < nz; z++) {
                SDL_Rect q;
                for (int i = 0; i < 64 && ui_app_item_rect(app, ids[z], i, &q); i++)
                    CHECKF(q.x >= felt.x && q.y >= felt.y && q.x + q.w <= felt.x + felt.w && q.y + q.h <= felt.y + felt.h,
                           "blood-wars %dp at %dx%d: card %d of %s (%d,%d %dx%d) leaves the felt", players, sizes[si][0], sizes[si][1], i,
                           ids[z], q.x, q.y, q.w, q.h);
            }
            for (int b = 0; b < nb; b++)
                CHECKF(br[b].x >= felt.x && br[b].y >= felt.y && br[b].x + br[b].w <= felt.x + felt.w && br[b].y + br[b].h <= felt.y + felt.h,
                       "blood-wars %dp at %dx%d: the count badge of %s leaves the felt", players, sizes[si][0], sizes[si][1], bids[b]);
            for (int b = 0; b < nb; b++)
                for (int z = 0; z < nz; z++) {
                    if (strcmp(bids[b], ids[z]) != 0)
                        CHECKF(!rects_overlap(br[b], zr[z]), "blood-wars %dp at %dx%d: the count badge of %s lies over %s", players,
                               sizes[si][0], sizes[si][1], bids[b], ids[z]);
                    else /* on its own card, not hanging into the gap to the next pile (1 px for rounding) */
                        CHECKF(br[b].x >= zr[z].x - 1 && br[b].y >= zr[z].y - 1 && br[b].x + br[b].w <= zr[z].x + zr[z].w + 1 &&
                                   br[b].y + br[b].h <= zr[z].y + zr[z].h + 1,
                               "blood-wars %dp at %dx%d: the count badge of %s (%d,%d %dx%d) leaves its card (%d,%d %dx%d)", players,
                               sizes[si][0], sizes[si][1], bids[b], br[b].x, br[b].y, br[b].w, br[b].h, zr[z].x, zr[z].y, zr[z].w, zr[z].h);
                }
        }
        ui_app_free(app);
    }
    CHECK(badges > 0); /* piles of several cards were on the table */
}

/* The hover zoom opens only after the pointer rests on a card, beside the
 * pointer (never under it), on screen, and never over what "just changed"
 * (hard): the zones the AI's moves since mine took from or played onto
 * (replayed from the game as it was after my move), the highlighted zones,
 * the words about the moves and the action buttons.  Another zone that
 * changed since my move (a counter such as Queen by Midnight's Clout, my
 * hand) it covers only when no place near the pointer is free of all of
 * these (soft). */
static void hover_zoom_in(const char *game, int w, int h, int rounds)
{
    UiApp *app = make_app(w, h);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, 2, 2u, 11));
    View *v = malloc(sizeof *v), *prev = calloc(1, sizeof *prev);
    REQUIRE(v && prev);
    kit_seat_view(app, 0, prev); /* the AI may move first: what it changes is new too */
    int checked = 0, counters = 0, banners = 0, hard_seen = 0, free_seen = 0;
    for (int round = 0; round < rounds; round++) {
        const GameModule *m;
        const CardSet *set;
        REQUIRE(ui_app_game(app, &m, &set));
        GameState *mine = game_clone(m, ui_app_game(app, &m, &set)); /* after my move: the AI's replies follow */
        REQUIRE(mine);
        int first = ui_app_num_actions(app);
        kit_settle(app);
        char moved[2048];
        CHECKF(kit_moved_zones(app, mine, first, 0, moved, sizeof moved), "%s: the AI's moves cannot be replayed", game);
        game_free(mine);
        if (ui_app_game_over(app)) break;
        /* the pointer rests off the hand first: a hand under the pointer holds
         * a played card's gap, and closes up once the pointer leaves it */
        mouse_event(app, SDL_MOUSEMOTION, 1, 1);
        ui_app_render(app);
        UiClickable cl[256];
        int n = ui_app_clickables(app, cl, 256);
        char ids[96][32];
        SDL_Rect zr[96];
        int nz = ui_app_zone_rects(app, ids, zr, 96);
        kit_seat_view(app, 0, v);
        /* hard (the AI's moves, highlights) and soft (other changes) zones, by rect */
        SDL_Rect changed[96];
        char changed_id[96][32];
        bool hard[96];
        int nchanged = 0;
        for (int i = 0; i < v->nzones; i++) {
            const ViewZone *z = &v->zones[i];
            char key[40];
            snprintf(key, sizeof key, "|%s|", z->id);
            bool must = (z->flags & VI_HIGHLIGHT) != 0 || strstr(moved, key) != NULL;
            for (int k = 0; k < z->nitems; k++) must |= (z->items[k].flags & VI_HIGHLIGHT) != 0;
            const ViewZone *b = view_find(prev, z->id);
            if (!must && !(!b || kit_zone_differs(b, z))) continue;
            for (int k = 0; k < nz; k++)
                if (strcmp(ids[k], z->id) == 0) {
                    snprintf(changed_id[nchanged], sizeof changed_id[nchanged], "%s", z->id);
                    hard[nchanged] = must;
                    hard_seen += must;
                    changed[nchanged++] = zr[k];
                    counters += z->kind == VZ_COUNTER && !must;
                }
        }
        for (int i = 0; i < n; i++) {
            if (cl[i].kind != CLICK_SOURCE) continue;
            char zid[32];
            int item = -1;
            if (sscanf(cl[i].label, "%31[^#]#%d", zid, &item) != 2) continue;
            const ViewZone *hz = view_find(v, zid);
            int top = hz ? (item >= 0 && item < hz->nitems ? item : hz->nitems - 1) : -1;
            if (top < 0 || hz->items[top].card < 0) continue; /* a face-down pile: nothing to read */
            mouse_event(app, SDL_MOUSEMOTION, cl[i].x, cl[i].y);
            ui_app_render(app);
            SDL_Rect z;
            CHECKF(!ui_app_zoom_rect(app, &z), "%s: the zoom opened at once", game);
            ui_app_update(app, 0.15);
            ui_app_render(app);
            CHECKF(!ui_app_zoom_rect(app, &z), "%s: the zoom opened after 0.15 s", game);
            ui_app_update(app, 0.3);
            ui_app_render(app);
            if (!ui_app_zoom_rect(app, &z)) {
                CHECKF(false, "%s: no zoom after resting 0.45 s on %s", game, cl[i].label);
                continue;
            }
            /* nor the words about the last move (it hid the banner's first word), nor the buttons */
            SDL_Rect avoid[112];
            int na = ui_app_banner_rects(app, avoid, 8);
            banners += na;
            for (int k = 0; k < na; k++)
                CHECKF(!rects_overlap(z, avoid[k]), "%s %dx%d: the zoom of %s covers the move's words (%s) at %d,%d %dx%d", game,
                       w, h, cl[i].label, ui_app_view_text(app, "toast"), avoid[k].x, avoid[k].y, avoid[k].w, avoid[k].h);
            if (ui_app_buttons_panel_rect(app, &avoid[na])) na++;
            checked++;
            CHECKF(!(cl[i].x >= z.x && cl[i].x < z.x + z.w && cl[i].y >= z.y && cl[i].y < z.y + z.h),
                   "%s: the zoom covers the pointer", game);
            CHECKF(z.x >= 0 && z.y >= 0 && z.x + z.w <= w && z.y + z.h <= h, "%s: the zoom leaves the window", game);
            SDL_Rect keep = {0, 0, 0, 0};
            for (int k = 0; k < nz; k++)
                if (strcmp(ids[k], zid) == 0) keep = zr[k];
            const char *soft_hit = NULL;
            int nhard = na; /* avoid[0..nhard): must not be covered; then what changed otherwise */
            for (int k = 0; k < nchanged; k++)
                if (hard[k] && strcmp(changed_id[k], zid) != 0) avoid[nhard++] = changed[k];
            na = nhard;
            for (int k = 0; k < nchanged; k++) {
                if (strcmp(changed_id[k], zid) == 0) continue; /* the hovered zone may be covered */
                if (!hard[k]) avoid[na++] = changed[k];
                if (!rects_overlap(z, changed[k])) continue;
                if (hard[k])
                    CHECKF(false, "%s %dx%d: the zoom of %s covers %s, which the AI's move just changed (%d,%d %dx%d)", game, w, h,
                           cl[i].label, changed_id[k], changed[k].x, changed[k].y, changed[k].w, changed[k].h);
                else soft_hit = changed_id[k];
            }
            /* what changed otherwise gives way when a place near the pointer is
             * free of all; the zoom stays near unless no place there is free of the hard */
            bool in_hand = strstr(zid, "hand") != NULL;
            bool free_near = kit_zoom_place_free(w, h, in_hand, cl[i].x, cl[i].y, keep, z.w, z.h, avoid, na, 100, 3);
            free_seen += free_near;
            CHECKF(!soft_hit || !free_near, "%s %dx%d: the zoom of %s at %d,%d covers %s, changed since my move, though a place near was free",
                   game, w, h, cl[i].label, z.x, z.y, soft_hit ? soft_hit : "");
            if (soft_hit) {
                float s = (float)w / 1600; /* the table's units, 1600 wide at these sizes */
                float gx = cl[i].x < z.x ? z.x - cl[i].x : cl[i].x > z.x + z.w ? cl[i].x - (z.x + z.w) : 0;
                float gy = cl[i].y < z.y ? z.y - cl[i].y : cl[i].y > z.y + z.h ? cl[i].y - (z.y + z.h) : 0;
                bool near = gx <= 240 * s && gy <= 240 * s; /* the zoom's 150 units from a card up to 180 units across */
                CHECKF(near || !kit_zoom_place_free(w, h, in_hand, cl[i].x, cl[i].y, keep, z.w, z.h, avoid, nhard, 100, 3),
                       "%s %dx%d: the zoom of %s at %d,%d lies far (%.0f, %.0f px) though a place near covered only what changed otherwise",
                       game, w, h, cl[i].label, z.x, z.y, gx, gy);
            }
            if (round == 0 && checked == 1) {
                char name[96];
                snprintf(name, sizeof name, "zoom-hover-%s-%d.png", game, w);
                CHECK(kit_save_png(app, name));
            }
        }
        /* one move by clicks, so the next round has a fresh "last move" */
        memcpy(prev, v, sizeof *v);
        float x, y;
        if (find_kind(app, CLICK_SOURCE, NULL, &x, &y)) {
            click_at(app, x, y);
            if (find_kind(app, CLICK_TARGET, NULL, &x, &y)) click_at(app, x, y);
        } else if (find_kind(app, CLICK_BUTTON, "End", &x, &y)) {
            click_at(app, x, y);
        }
    }
    CHECKF(checked > 0, "%s: no card was hovered", game);
    printf("  %s %dx%d: %d zooms, beside %d boxes of words about the moves; %d zones the AI's moves changed, %d zooms with "
           "a free place near\n",
           game, w, h, checked, banners, hard_seen, free_seen);
    CHECKF(hard_seen > 0, "%s: the AI's moves changed nothing to keep clear of", game);
    if (strcmp(game, "queen-by-midnight") == 0) CHECKF(free_seen > 0, "%s: no zoom had a free place near", game);
    if (strcmp(game, "queen-by-midnight") == 0) CHECKF(counters > 0, "%s: no counter changed in %d rounds", game, rounds);
    free(v);
    free(prev);
    ui_app_free(app);
}

/* The empty end of a hand is no card: no zoom opens there (it showed the
 * hand's last card, over Queen by Midnight's counters). */
static void test_no_zoom_beside_a_hand(void)
{
    UiApp *app = make_app(1280, 720);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 2u, 11));
    kit_settle(app);
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96), found = 0;
    for (int k = 0; k < nz; k++) {
        if (strcmp(ids[k], "p0.hand") != 0) continue;
        found = 1;
        mouse_event(app, SDL_MOUSEMOTION, (float)(zr[k].x + zr[k].w - 4), (float)(zr[k].y + zr[k].h / 2));
        ui_app_render(app);
        ui_app_update(app, 0.5);
        ui_app_render(app);
        SDL_Rect z;
        CHECKF(!ui_app_zoom_rect(app, &z), "a zoom opened over the empty end of the hand");
        /* a card of the hand still opens one */
        float x, y;
        if (find_kind(app, CLICK_SOURCE, "p0.hand#0", &x, &y)) {
            mouse_event(app, SDL_MOUSEMOTION, x, y);
            ui_app_render(app);
            ui_app_update(app, 0.5);
            ui_app_render(app);
            CHECKF(ui_app_zoom_rect(app, &z), "no zoom over the hand's first card");
        }
    }
    CHECKF(found, "no hand placed");
    ui_app_free(app);
}

static void test_hover_zoom_waits_and_stays_clear(void)
{
    hover_zoom_in("queens-court", 1280, 720, 3);
    hover_zoom_in("queens-blood", 1920, 1080, 3);
    hover_zoom_in("queen-by-midnight", 1280, 720, 4);
}

/* Queen's Court: the hint's "here" tag on a pile leaves the pile's caption
 * ("Left · 1") readable (it half covered it). */
static void test_hint_tag_clear_of_captions(void)
{
    int tags = 0;
    for (unsigned seed = 31; seed < 37 && tags < 2; seed++) {
        UiApp *app = make_app(1280, 720);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-court", 2, 2u, seed));
        kit_settle(app);
        float x, y;
        REQUIRE(find_kind(app, CLICK_BUTTON, "Hint", &x, &y));
        click_at(app, x, y);
        for (int i = 0; i < 20000 && !ui_app_has_hint(app); i++) {
            ui_app_update(app, 0.01);
            kit_nap(app);
        }
        REQUIRE(ui_app_has_hint(app));
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect caps[32], tag = {0, 0, 0, 0};
        int nc = 0;
        for (int i = 0; i < ui_app_label_count(app); i++) {
            SDL_Rect r;
            const char *t = ui_app_label_at(app, i, &r);
            if (strcmp(t, "here") == 0) tag = (SDL_Rect){r.x - 8, r.y - 2, r.w + 16, r.h + 4}; /* its pill */
            else if (strstr(t, " · ") && nc < 32) caps[nc++] = r;
        }
        ui_app_labels_record(app, false);
        if (tag.w > 0) {
            tags++;
            for (int c = 0; c < nc; c++) CHECKF(!rects_overlap(tag, caps[c]), "seed %u: the \"here\" tag covers a pile's caption", seed);
            if (tags == 1) CHECK(kit_save_png(app, "hint-here-queens-court.png"));
        }
        ui_app_free(app);
    }
    CHECKF(tags > 0, "no hint pointed at a pile");
}

/* The text sizes of every recorded label that is part of a game's blurb. */
static int blurb_heights(UiApp *app, float *h, int cap)
{
    int n = 0;
    for (int i = 0; n < cap; i++) {
        SDL_Rect b;
        const char *t = ui_app_label_at(app, i, &b);
        if (!t) break;
        float size = ui_app_label_size(app, i);
        for (int g = 0; g < games_count(); g++) {
            const char *bl = games_at(g)->blurb;
            if (bl && strlen(t) >= 6 && strstr(bl, t)) {
                h[n++] = size;
                break;
            }
        }
    }
    return n;
}

static void spread_of(const float *h, int n, float *lo, float *hi)
{
    *lo = 1e9f;
    *hi = 0;
    for (int i = 0; i < n; i++) {
        if (h[i] < *lo) *lo = h[i];
        if (h[i] > *hi) *hi = h[i];
    }
}

/* The games' blurbs on the menu cards, and under the setup title, are each
 * drawn at one size for every game (they shrank unevenly at 150 % text), and
 * stay readable. */
static void test_blurbs_one_size(void)
{
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = make_app(1280, 720);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k]);
        ui_app_labels_record(app, false);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float h[64], lo, hi;
        int n = blurb_heights(app, h, 64);
        spread_of(h, n, &lo, &hi);
        CHECKF(n >= games_count(), "menu at %d %%: only %d blurb lines drawn", scales[k], n);
        CHECKF(hi - lo <= 0.05f, "menu at %d %%: blurbs drawn at sizes %.1f to %.1f", scales[k], lo, hi);
        CHECKF(lo >= 12, "menu at %d %%: blurbs drawn at size %.1f (too small to read)", scales[k], lo);
        /* the "Play ..." buttons share one size too (each shrank to its own at 150 %) */
        float play[16];
        int np = 0;
        for (int i = 0; i < ui_app_label_count(app) && np < 16; i++) {
            SDL_Rect b;
            if (strncmp(ui_app_label_at(app, i, &b), "Play", 4) == 0) play[np++] = ui_app_label_size(app, i);
        }
        spread_of(play, np, &lo, &hi);
        /* each "Play <title>", or (when the names do not fit) one "Play" look painted once for all */
        CHECKF(np >= 1, "menu at %d %%: %d \"Play\" buttons drawn", scales[k], np);
        CHECKF(hi - lo <= 0.05f, "menu at %d %%: \"Play\" buttons drawn at sizes %.1f to %.1f", scales[k], lo, hi);
        snapshot_png(app, k ? "menu-150.png" : "menu-100.png");
        float setup_h[8];
        int ns = 0;
        for (int g = 0; g < games_count() && ns < 8; g++) {
            REQUIRE(ui_app_open_setup(app, games_at(g)->id));
            ui_app_labels_record(app, false);
            ui_app_labels_record(app, true);
            ui_app_render(app);
            if (blurb_heights(app, &setup_h[ns], 1) == 1) ns++;
        }
        spread_of(setup_h, ns, &lo, &hi);
        CHECKF(ns == games_count(), "setup at %d %%: %d of %d blurbs drawn whole", scales[k], ns, games_count());
        CHECKF(hi - lo <= 0.05f, "setup at %d %%: blurbs drawn at sizes %.1f to %.1f", scales[k], lo, hi);
        ui_app_labels_record(app, false);
        ui_app_free(app);
    }
}

/* A chooser (several moves on one click) shows each choice whole at the
 * buttons' full size: Blood Wars' "Intrigue challenge for Hungering Abyss
 * (5 VP) led by Vizier Mordane" was squeezed to ~8 px in a 400 px box. */
static void chooser_in(const char *game, size_t min_len, unsigned seed)
{
    UiApp *app = make_app(1280, 720);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, 2, 2u, seed));
    unsigned r = 12345;
    bool seen = false;
    char last[96] = "";
    for (int step = 0; step < 400 && !seen && !ui_app_game_over(app); step++) {
        kit_settle(app);
        UiClickable cl[256];
        int n = ui_app_clickables(app, cl, 256);
        int choice, targets[256], others[256], no;
        int nt = kit_walk_clicks(cl, n, &choice, targets, others, &no);
        size_t longest = 0;
        for (int i = 0; i < n; i++)
            if (cl[i].kind == CLICK_CHOICE && strlen(cl[i].label) > longest) longest = strlen(cl[i].label);
        if (choice >= 0 && longest < min_len) { /* short choices fit anyway: take one and go on */
            targets[0] = choice;
            nt = 1;
        } else if (choice >= 0) {
            seen = true; /* the labels were recorded when the chooser was first painted (buttons are cached) */
            int checked = 0;
            for (int i = 0; i < n; i++) {
                if (cl[i].kind != CLICK_CHOICE) continue;
                for (int k = 0;; k++) {
                    SDL_Rect b;
                    const char *t = ui_app_label_at(app, k, &b);
                    if (!t) break;
                    float size = ui_app_label_size(app, k);
                    if (strncmp(t, cl[i].label, strlen(t)) != 0 || strlen(t) < 6) continue;
                    checked++;
                    CHECKF(size >= 15.9f, "choice \"%s\" drawn at %.1f (the buttons' size is 16)", cl[i].label, size);
                }
            }
            CHECKF(checked > 0, "no choice label was drawn");
            /* and it leaves the zone clicked in view (the cards it names) */
            char ids[96][32];
            SDL_Rect zr[96];
            int nz = ui_app_zone_rects(app, ids, zr, 96);
            size_t zl = strcspn(last, "#");
            for (int k = 0; k < nz; k++) {
                if (strlen(ids[k]) != zl || strncmp(ids[k], last, zl) != 0) continue;
                for (int i = 0; i < n; i++)
                    if (cl[i].kind == CLICK_CHOICE)
                        CHECKF(!(cl[i].x >= zr[k].x && cl[i].x < zr[k].x + zr[k].w && cl[i].y >= zr[k].y &&
                                 cl[i].y < zr[k].y + zr[k].h),
                               "the choice \"%s\" covers %s, the zone clicked", cl[i].label, ids[k]);
            }
            break;
        }
        r = r * 1103515245u + 12345u;
        int pick = nt ? targets[(r >> 8) % (unsigned)nt] : no ? others[(r >> 8) % (unsigned)no] : -1;
        if (pick < 0) break;
        ui_app_labels_record(app, false);
        ui_app_labels_record(app, true);
        snprintf(last, sizeof last, "%s", cl[pick].label);
        click_at(app, cl[pick].x, cl[pick].y);
        ui_app_render(app);
        ui_app_labels_record(app, false);
    }
    CHECKF(seen, "%s: no chooser with a choice of %zu+ characters opened in 400 clicks", game, min_len);
    ui_app_free(app);
}

/* ... and the chooser leaves the zone clicked in view (Queen by Midnight's
 * "choose a card for Out to Sea" covered the hand it names; random clicks
 * do not reach that prompt here, so Blood Wars' warlord is what is checked). */
static void test_chooser_choices_full_size(void)
{
    chooser_in("blood-wars", 50, 7);
}

/* A table tag ("Master", a threat "⚠ roll 7") and the "hidden" band stay on
 * the hover zoom, but never over the card's own words: every card of every
 * game, at zoom size, tagged, has no two texts drawn over each other. */
static void test_zoom_tags_clear_of_card_text(void)
{
    const char *tags[] = {"Master", "\xe2\x9a\xa0 roll 12", "as Pilot"};
    int games = 0;
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        const CardSet *set;
        UiApp *app = app_with_cards(m, &set);
        if (!app) continue;
        int bad = 0;
        for (int c = 0; c < set->ncards && bad < 3; c++)
            for (int k = 0; k < 3; k++) {
                char first[300];
                int n = ui_app_card_text_overlaps(app, c, set->cards[c].value, tags[k], k == 0 ? VI_PEEK : 0, 290, 406,
                                                  first, sizeof first);
                if (n != 0) bad++;
                CHECKF(n == 0, "%s card %s tagged \"%s\" at zoom size: %s", m->id, set->cards[c].name, tags[k], first);
                if (bad) break;
            }
        /* a small tile on the table: a long tag beside the value disc (a Long
         * Live the Queen Recruit "as Entertainer" showing its Master's 8) */
        for (int c = 0; c < set->ncards && bad < 3; c++)
            for (int size = 80; size <= 100; size += 20) {
                char first[300];
                int n = ui_app_card_text_overlaps(app, c, 8, "as Entertainer", VI_PEEK, (float)size, size * 1.4f, first,
                                                  sizeof first);
                bad += n != 0;
                CHECKF(n == 0, "%s card %s %dpx wide tagged \"as Entertainer\": %s", m->id, set->cards[c].name, size, first);
            }
        games++;
        ui_app_free(app);
    }
    CHECKF(games == games_count(), "only %d of %d games have a table with cards", games, games_count());
}

/* The game is over: the results and the final table name what was secret in
 * each seat's status line too (Long Live the Queen: the AI's Master, not
 * "Master hidden"), as that seat itself saw it. */
static void test_results_name_the_secret_master(void)
{
    UiApp *app = make_app(1280, 720);
    REQUIRE(app);
    /* a game the AI wins or loses with its Master still face down */
    bool secret = false;
    const GameModule *m = NULL;
    const GameState *st = NULL;
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    for (unsigned long long seed = 1; seed < 30 && !secret; seed++) {
        REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, seed)); /* me seat 0, AI seat 1 */
        for (int i = 0; i < 3000 && !ui_app_game_over(app); i++) ui_app_debug_advance(app, 1, seed * 7919 + (unsigned)i);
        REQUIRE(ui_app_game_over(app));
        st = ui_app_game(app, &m, NULL);
        REQUIRE(st);
        m->view(st, 0, v); /* what the rules show me: is the AI's Master still unknown to me? */
        secret = strstr(v->seat_status[1], "hidden") != NULL;
    }
    REQUIRE(secret);
    for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
    m->view(st, 1, v); /* the AI's own view: its Master by name */
    CHECK(strstr(v->seat_status[1], "hidden") == NULL);
    CHECK_STR(ui_app_view_text(app, "seat1"), v->seat_status[1]);
    ui_app_render_logged(app);
    bool shown = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++) shown |= strcmp(ui_app_drawn_text(app, i), v->seat_status[1]) == 0;
    CHECKF(shown, "the results do not show the AI's status \"%s\"", v->seat_status[1]);
    free(v);
    ui_app_free(app);
}

/* The results' four buttons share one label size (at 150 % "See the
 * final table" and "Restart with the same seed" shrank below "Rematch"). */
static void test_results_buttons_one_size(void)
{
    static const char *const LABEL[4] = {"See the final table", "Rematch", "Restart with the same seed", "Back to menu"};
    const int scales[] = {100, 150}, sizes[2][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 4; k++) {
        UiApp *app = make_app(sizes[k / 2][0], sizes[k / 2][1]);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k % 2]);
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 5));
        ui_app_debug_advance(app, 100000, 3);
        for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
        REQUIRE(ui_app_scene(app) == SCENE_RESULTS);
        ui_app_labels_record(app, false);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float size[4] = {0}, lo, hi;
        for (int i = 0; i < ui_app_label_count(app); i++) {
            SDL_Rect b;
            const char *t = ui_app_label_at(app, i, &b);
            for (int j = 0; j < 4; j++)
                if (strcmp(t, LABEL[j]) == 0) size[j] = ui_app_label_size(app, i);
        }
        for (int j = 0; j < 4; j++) CHECKF(size[j] > 0, "results at %d %%: \"%s\" not drawn whole", scales[k % 2], LABEL[j]);
        spread_of(size, 4, &lo, &hi);
        CHECKF(hi - lo <= 0.05f, "results at %d %%: buttons drawn at sizes %.1f to %.1f", scales[k % 2], lo, hi);
        CHECKF(lo >= 12, "results at %d %%: buttons drawn at size %.1f", scales[k % 2], lo);
        char png[48];
        snprintf(png, sizeof png, "results-%d-%d.png", sizes[k / 2][0], scales[k % 2]);
        snapshot_png(app, png);
        ui_app_labels_record(app, false);
        ui_app_free(app);
    }
}

/* Settings: the volume figure ("70%") sits clear of its slider at every
 * size (at 150 % text it touched the slider's top). */
static void test_volume_figure_clear_of_slider(void)
{
    const int sizes[2][2] = {{1280, 720}, {1920, 1080}}, scales[] = {100, 150};
    for (int k = 0; k < 4; k++) {
        int w = sizes[k / 2][0], h = sizes[k / 2][1];
        UiApp *app = make_app(w, h);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k % 2]);
        ui_app_set_setting(app, "volume", 70);
        ui_app_open_overlay(app, "settings");
        ui_app_labels_record(app, false);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float x, y, px = h / 900.0f; /* surface pixels per layout unit (16:9) */
        REQUIRE(ui_app_find(app, CLICK_BUTTON, "Volume slider", &x, &y));
        SDL_Rect slider = {(int)(x - 90 * px), (int)(y - 6 * px), (int)(180 * px), (int)(12 * px)}, fig = {0};
        bool found = false;
        for (int i = 0; i < ui_app_label_count(app) && !found; i++)
            found = strcmp(ui_app_label_at(app, i, &fig), "70%") == 0;
        CHECKF(found, "settings %dx%d at %d %%: no \"70%%\" drawn", w, h, scales[k % 2]);
        bool apart = fig.y + fig.h <= slider.y || slider.y + slider.h <= fig.y || fig.x + fig.w <= slider.x ||
                     slider.x + slider.w <= fig.x;
        CHECKF(apart, "settings %dx%d at %d %%: \"70%%\" (y %d-%d) meets the slider (y %d-%d)", w, h, scales[k % 2], fig.y,
               fig.y + fig.h, slider.y, slider.y + slider.h);
        if (k == 1) snapshot_png(app, "settings-150.png");
        ui_app_labels_record(app, false);
        ui_app_free(app);
    }
}

/* Pawns stay inside their cell with a little room: three of them in a Queen's
 * Blood cell at 1280x720 (taller than wide) touched both side borders (the
 * circles went over). Nothing of theirs within 5 % of the cell's edges. */
static void test_pawns_inside_their_cell(void)
{
    UiApp *app = make_app(1600, 900); /* logical units = surface pixels */
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-blood", 2, 0, 3));
    ui_app_render(app);
    SDL_Surface *sf = ui_app_surface(app);
    const int boxes[][2] = {{125, 175}, {100, 140}, {175, 125}, {60, 60}};
    for (int b = 0; b < 4; b++)
        for (int owner = 0; owner < 2; owner++)
            for (int count = 1; count <= 5; count++) {
                SDL_FillRect(sf, NULL, SDL_MapRGB(sf->format, 0, 0, 0));
                const int x0 = 200, y0 = 200, w = boxes[b][0], h = boxes[b][1], m = w / 20;
                ui_app_draw_pawns(app, owner, count, (float)x0, (float)y0, (float)w, (float)h);
                int outside = 0, inside = 0;
                SDL_LockSurface(sf);
                for (int y = y0 - 40; y < y0 + h + 40; y++)
                    for (int x = x0 - 40; x < x0 + w + 40; x++) {
                        Uint8 r, g, bl;
                        SDL_GetRGB(((Uint32 *)((Uint8 *)sf->pixels + y * sf->pitch))[x], sf->format, &r, &g, &bl);
                        bool lit = r > 60 || g > 60 || bl > 60;
                        if (x >= x0 + m && x < x0 + w - m && y >= y0 && y < y0 + h) inside += lit;
                        else outside += lit;
                    }
                SDL_UnlockSurface(sf);
                CHECKF(inside > 0, "%d pawns of seat %d in a %dx%d cell: nothing drawn", count, owner, w, h);
                CHECKF(outside == 0, "%d pawns of seat %d in a %dx%d cell: %d pixels within 5 %% of its sides or outside",
                       count, owner, w, h, outside);
            }
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_duplicate_rank_in_hand_queens_court);
    RUN(test_second_recruit_in_setup_long_live_the_queen);
    RUN(test_every_card_whole_in_zoom);
    RUN(test_hover_zoom_waits_and_stays_clear);
    RUN(test_no_zoom_beside_a_hand);
    RUN(test_power_always_shows);
    RUN(test_pawns_inside_their_cell);
    RUN(test_results_name_the_secret_master);
    RUN(test_zoom_tags_clear_of_card_text);
    RUN(test_blurbs_one_size);
    RUN(test_results_buttons_one_size);
    RUN(test_volume_figure_clear_of_slider);
    RUN(test_hint_tag_clear_of_captions);
    RUN(test_chooser_choices_full_size);
    RUN(test_count_badges_clear_of_other_zones);
    RUN(test_no_text_clipped_any_size);
    SDL_Quit();
    return tl_summary();
}
