/* blood_wars_board.c — the "warlord" drawer (DK_WARLORD): one warlord on the
 * table with the battle hand stacked under him.
 *
 * The zone's item 0 is the warlord (VI_DIMMED = flipped), items 1.. his battle
 * hand.  A box wider than tall puts the battle hand to the warlord's right
 * (the seat at the screen); a taller box puts it below him (the other seats'
 * blocks).  Cards anyone at the screen may see (the owner's own, or a hand
 * revealed in combat) are spread so each can be picked (the seat's own, too
 * long to list beside him, listed whole over the table round him while
 * pointed at); a hand of backs is a tucked pile.  A badge on the warlord's top corner gives the battle hand's
 * size; a flipped warlord is dimmed and tagged, upright so that he reads. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>

typedef struct WarlordGeo {
    SDL_FRect lord; /* the warlord card */
    SDL_FRect hand; /* where the battle hand goes */
    float bw, bh;   /* one battle-hand card */
    bool below;     /* the battle hand under the warlord (else to his right) */
    bool strip;     /* the warlord as a name strip (the layout's "strip"), his battle hand a small pile after it */
    bool hand_strips; /* the warlord a card, his battle hand listed as name strips beside him */
    float sw, sh;   /* a strip's size */
} WarlordGeo;

static void warlord_geo(const ZoneRes *r, WarlordGeo *g)
{
    SDL_FRect b = r->rect;
    g->below = b.h > b.w && r->strip_w <= 0;
    /* with "strip": a zone tall enough for the warlord's card keeps him a
     * card and lists his battle hand as strips beside him; a lower one makes
     * him the strip */
    g->hand_strips = r->strip_w > 0 && r->card_h <= b.h;
    g->strip = r->strip_w > 0 && !g->hand_strips;
    g->sw = fminf(r->strip_w, b.w);
    g->sh = fminf(r->strip_h, b.h);
    if (g->hand_strips) {
        g->lord = table_fit_card((SDL_FRect){b.x, b.y, r->card_w, b.h}, r->card_w, r->card_h);
        g->lord.x = b.x;
        float left = g->lord.x + g->lord.w + 2, top = r->caption == CAP_ABOVE ? TABLE_STRIP_INSET : 0;
        g->hand = (SDL_FRect){left, b.y + top, fmaxf(b.x + b.w - left, 1), b.h - top};
        g->bw = fminf(g->sw, g->hand.w);
        g->bh = g->sh;
    } else if (g->strip) {
        float sw = g->sw, sh = g->sh;
        g->lord = (SDL_FRect){b.x, b.y + (b.h - sh) / 2, sw, sh};
        g->hand = (SDL_FRect){b.x + sw + 2, b.y, fmaxf(b.w - sw - 2, 1), b.h};
        SDL_FRect c = table_fit_card(g->hand, r->card_w, r->card_h);
        g->bw = c.w;
        g->bh = c.h;
    } else if (g->below) {
        g->lord = table_fit_card((SDL_FRect){b.x, b.y, b.w, b.h * 0.5f}, r->card_w, r->card_h);
        g->lord.y = b.y;
        float top = g->lord.y + g->lord.h + b.h * 0.04f;
        g->hand = (SDL_FRect){b.x, top, b.w, b.y + b.h - top};
        SDL_FRect c = table_fit_card(g->hand, r->card_w * 0.75f, r->card_h * 0.75f);
        g->bw = c.w;
        g->bh = c.h;
    } else {
        g->lord = table_fit_card((SDL_FRect){b.x, b.y, r->card_w, b.h}, r->card_w, r->card_h);
        g->lord.x = b.x;
        float left = g->lord.x + g->lord.w + 6;
        g->hand = (SDL_FRect){left, b.y, b.x + b.w - left, b.h};
        g->bw = g->lord.w * 0.9f;
        g->bh = g->lord.h * 0.9f;
    }
}

/* Spread when any battle-hand card is shown face up to this screen. */
static bool warlord_open(const ViewZone *z)
{
    for (int i = 1; i < z->nitems; i++)
        if (z->items[i].card != VIEW_CARD_BACK) return true;
    return false;
}

/* The least a card of a spread fan shows of its own: 24 px at 1280x720. */
#define WARLORD_LEAST_STRIP 32.0f

static float warlord_step(const ZoneRes *r, const WarlordGeo *g, int n)
{
    if (n <= 1) return 0;
    float fit = (g->hand.w - g->bw) / (float)(n - 1);
    if (r->spread && fit < WARLORD_LEAST_STRIP) return fminf(WARLORD_LEAST_STRIP, (UI_W - 16 - g->bw) / (float)(n - 1));
    return fit < g->bw + 3 ? (fit > 2 ? fit : 2) : g->bw + 3;
}

#define STRIP_GAP 3.0f

/* Strip k of n listed in box, w x h each: one under another, then the next
 * column.  Too many for the box, the list grows into up to `below` more of
 * the table under it, then the strips get thinner. */
static SDL_FRect strip_in_list(SDL_FRect box, float w, float h, float below, int k, int n)
{
    int cols = (int)((box.w + STRIP_GAP) / (w + STRIP_GAP));
    if (cols < 1) cols = 1;
    int per_col = (n + cols - 1) / cols;
    if (per_col < 1) per_col = 1;
    float tall = fminf((float)per_col * (h + STRIP_GAP) - STRIP_GAP, box.h + below);
    h = fminf(h, (tall + STRIP_GAP) / (float)per_col - STRIP_GAP);
    return (SDL_FRect){box.x + (float)(k / per_col) * (w + STRIP_GAP), box.y + (float)(k % per_col) * (h + STRIP_GAP), w, h};
}

/* A battle hand listed beside its warlord whose strips would be thinner
 * than a target (WARLORD_LEAST_STRIP) is listed whole at full strip size
 * over a backdrop, over the places round him, while the pointer is on him or
 * on the list.  Else, where its strips would not read (no free table under
 * a warlord with another under him, or in the second row), it shows its
 * first cards (the one picked or hinted among them) and a "+N more" row. */
#define CROWDED_LIST_ROWS 5

/* Rows of strips at least `least` tall in the hand's box and the table under it. */
static int hand_rows(const ZoneRes *r, const WarlordGeo *g, float least)
{
    return (int)((g->hand.h + r->room_below + STRIP_GAP) / (least + STRIP_GAP));
}

/* Does a hand of n not fit beside him in strips at least `least` tall? */
static bool hand_over(const ZoneRes *r, const WarlordGeo *g, int n, float least)
{
    int cols = (int)((g->hand.w + STRIP_GAP) / (g->bw + STRIP_GAP));
    return g->hand_strips && n > (cols < 1 ? 1 : cols) * hand_rows(r, g, least);
}

/* A listed strip's height: a target's at least. */
static float listed_h(const WarlordGeo *g) { return fmaxf(g->sh, WARLORD_LEAST_STRIP); }

/* Where a hand of n is listed whole: right of the warlord, or left of him
 * where the table ends first; inside the table. */
static SDL_FRect hand_list(const ZoneRes *r, const WarlordGeo *g, int n)
{
    int rows = n < CROWDED_LIST_ROWS ? n : CROWDED_LIST_ROWS, cols = (n + rows - 1) / rows;
    float w = (float)cols * (g->sw + STRIP_GAP) - STRIP_GAP, h = (float)rows * (listed_h(g) + STRIP_GAP) - STRIP_GAP;
    float right = r->right_edge > 0 ? r->right_edge : UI_W - 8, x = g->hand.x, y = g->hand.y;
    if (x + w > right) x = g->lord.x - 6 - w;
    if (x < 8) x = 8;
    if (y + h > UI_H - 8) y = UI_H - 8 - h;
    return (SDL_FRect){x, y, w, h};
}

bool warlord_crowded_list(const ZoneRes *r, const ViewZone *z, int places, SDL_FRect *out)
{
    if (!r->placed || r->kind != DK_WARLORD || !warlord_open(z)) return false;
    WarlordGeo g;
    warlord_geo(r, &g);
    if (!hand_over(r, &g, places - 1, WARLORD_LEAST_STRIP)) return false;
    SDL_FRect q = hand_list(r, &g, places - 1);
    *out = (SDL_FRect){q.x - 4, q.y - 4, q.w + 8, q.h + 8}; /* with its backdrop's rim */
    return true;
}

/* How many strips of a hand of n show: all of it, or (its strips too thin
 * to read, not pointed at) its first ones over a "+N more" row. */
static int hand_shown(const ZoneRes *r, const WarlordGeo *g, int n)
{
    bool listed = r->spread && hand_over(r, g, n, WARLORD_LEAST_STRIP);
    return !listed && hand_over(r, g, n, TABLE_STRIP_LEAST) ? hand_rows(r, g, TABLE_STRIP_LEAST) - 1 : n;
}

/* The row strip k takes when a hand shows `shown` of its cards: the first
 * ones, the card picked or hinted among them (in the last shown row); the
 * rest at the "+N more" row, `shown`. */
static int hand_row_of(const ZoneRes *r, int k, int shown)
{
    int f = r->front - 1;
    if (shown > 0 && f >= shown) {
        if (k == f) return shown - 1;
        if (k == shown - 1) return shown;
    }
    return k < shown ? k : shown;
}

/* Is strip k of a hand of n at the "+N more" row's place, not drawn? */
static bool hand_under_more(const ZoneRes *r, const WarlordGeo *g, int k, int n)
{
    int shown = hand_shown(r, g, n);
    return shown < n && hand_row_of(r, k, shown) >= shown;
}

/* Strip k (0..) of the hand of n listed beside the warlord; those not shown
 * lie at the "+N more" row's place (which the pointer opens). */
static SDL_FRect hand_strip(const ZoneRes *r, const WarlordGeo *g, int k, int n)
{
    if (r->spread && hand_over(r, g, n, WARLORD_LEAST_STRIP)) {
        SDL_FRect l = hand_list(r, g, n);
        int rows = n < CROWDED_LIST_ROWS ? n : CROWDED_LIST_ROWS;
        float h = listed_h(g);
        return (SDL_FRect){l.x + (float)(k / rows) * (g->sw + STRIP_GAP), l.y + (float)(k % rows) * (h + STRIP_GAP), g->sw, h};
    }
    int shown = hand_shown(r, g, n);
    if (shown == n) return strip_in_list(g->hand, g->bw, g->bh, r->room_below, k, n);
    return strip_in_list(g->hand, g->bw, g->bh, r->room_below, hand_row_of(r, k, shown), shown + 1);
}

bool warlord_item_rect(const ZoneRes *r, const ViewZone *z, int idx, int places, int slot, SDL_FRect *out)
{
    WarlordGeo g;
    warlord_geo(r, &g);
    if (idx == 0 && r->open_total > 0) return table_open_strip(r, 0, out);
    if (idx <= 0 || idx >= z->nitems) {
        *out = idx == 0 ? g.lord : r->rect;
        return idx == 0 || idx < 0;
    }
    int n = places - 1;
    float y = g.below ? g.hand.y : g.hand.y + g.hand.h - g.bh;
    if (g.hand_strips && warlord_open(z)) { /* a held hand keeps each card's place */
        *out = hand_strip(r, &g, slot - 1, n);
        return true;
    }
    if (r->open_total > 0) { /* listed in the open place after the warlord, set in under him (a list may hold a hand and other warlords) */
        if (!table_open_strip(r, slot, out)) return false;
        float in = fminf(out->h * 0.4f, 12);
        *out = (SDL_FRect){out->x + in, out->y, out->w - in, out->h};
        return true;
    }
    if (g.hand_strips) { /* a tucked pile of backs: a card's shape, by the warlord */
        SDL_FRect c = table_fit_card(g.hand, r->card_w * 0.75f, r->card_h * 0.75f);
        *out = (SDL_FRect){g.hand.x, g.hand.y + g.hand.h - c.h, c.w, c.h};
        return true;
    }
    if (!warlord_open(z)) { /* a tucked pile: every card at its place */
        *out = (SDL_FRect){g.hand.x + (g.below ? (g.hand.w - g.bw) / 2 : 0), y, g.bw, g.bh};
        return true;
    }
    float step = warlord_step(r, &g, n);
    float total = g.bw + step * (n - 1);
    float x0 = g.below ? g.hand.x + (g.hand.w - total) / 2 : g.hand.x;
    /* spread wider than its box: over the neighbours, inside the window */
    if (x0 + total > UI_W - 8) x0 = UI_W - 8 - total;
    if (x0 < 8) x0 = 8;
    *out = (SDL_FRect){x0 + step * (slot - 1), y, g.bw, g.bh};
    return true;
}

/* The fan's card `front` (1.., else the last) lies over both neighbours: the
 * cards left of it are covered from the right, those right of it from the
 * left, so every card keeps a strip and `front` shows whole (a hinted card
 * under the one stacked after it hid its name and took no click). */
static int front_of(const ViewZone *z, int front)
{
    return front >= 1 && front < z->nitems ? front : z->nitems - 1;
}

/* Item idx of the table's warlord zone zi where it lies: a battle hand under
 * the pointer keeps its places (table_hand_hold), a card used from it leaves a gap. */
static bool warlord_place(const UiApp *app, int zi, int idx, int *places, int *slot, SDL_FRect *q)
{
    table_item_place(app, app->s.view, zi, idx, places, slot);
    if (warlord_item_rect(&app->s.zr[zi], &app->s.view->zones[zi], idx, *places, *slot, q)) return true;
    *q = (SDL_FRect){0, 0, 0, 0}; /* behind its open list's "+N more" */
    return false;
}

/* The part of item idx not covered by another card (where a click lands). */
SDL_FRect warlord_visible_rect(const UiApp *app, int zi, int idx, int front)
{
    const ZoneRes *r = &app->s.zr[zi];
    const ViewZone *z = &app->s.view->zones[zi];
    SDL_FRect q, f;
    int places, slot, fslot;
    warlord_place(app, zi, idx, &places, &slot, &q);
    int n = places - 1;
    if (idx <= 0 || idx >= z->nitems || n <= 1 || !warlord_open(z)) return q;
    WarlordGeo g;
    warlord_geo(r, &g);
    if (g.hand_strips || g.strip) return q; /* strips do not overlap */
    float step = warlord_step(r, &g, n);
    if (step >= g.bw) return q;
    warlord_place(app, zi, front_of(z, front), &places, &fslot, &f);
    if (slot < fslot) q.w = step;
    else if (slot > fslot) {
        q.x += g.bw - step;
        q.w = step;
    }
    return q;
}
static void count_badge(UiApp *app, float cx, float cy, float rad, int n)
{
    char b[16];
    snprintf(b, sizeof b, "%d", n);
    /* the number at the text floor at least, the disc round it (a half-size
     * seat's badge drew it at 5 px at 1280x720) */
    float fs = fmaxf(rad * 1.1f, gfx_least_size(&app->gfx)), w, h;
    gfx_text_size(&app->gfx, FACE_BOLD, fs, b, &w, &h);
    rad = fmaxf(rad, fmaxf(w, h * 0.7f) / 2 + 1);
    gfx_circle(&app->gfx, cx, cy, rad, rgba(30, 24, 20, 235));
    gfx_ring(&app->gfx, cx, cy, rad, 1.2f, rgba(255, 230, 170, 160));
    gfx_text(&app->gfx, FACE_BOLD, fs, WHITE, cx, cy - h / 2, ALIGN_CENTER, b);
}

bool warlord_lists_open(const ZoneRes *r, const ViewZone *z)
{
    if (!r->placed || r->kind != DK_WARLORD || r->open.w <= 0 || !warlord_open(z)) return false;
    WarlordGeo g;
    warlord_geo(r, &g);
    return g.strip;
}

void warlord_board_draw(UiApp *app, int zi, int hover_item, int front)
{
    const ViewZone *z = &app->s.view->zones[zi];
    const ZoneRes *r = &app->s.zr[zi];
    if (z->nitems == 0) return;
    WarlordGeo g;
    warlord_geo(r, &g);
    const CardSet *set = play_set(app);
    int n = z->nitems - 1, places, slot;
    SDL_FRect q;
    bool listed = r->open_total > 0; /* in the open place (its backdrop drawn by table_draw_zone) */
    table_item_place(app, app->s.view, zi, 1, &places, &slot);
    SDL_FRect more;
    bool open = warlord_open(z);
    int shown = open && g.hand_strips ? hand_shown(r, &g, places - 1) : places;
    if (r->spread && warlord_crowded_list(r, z, places, &more)) table_list_backdrop(app, more);
    if (n > 0 && open) {
        int f = front_of(z, front);
        for (int k = 1; k <= n; k++) {
            int i = k < f ? k : k == n ? f : n + f - k; /* left of the front card up, right of it down, it last */
            if (!warlord_place(app, zi, i, &places, &slot, &q)) continue;
            if (g.hand_strips && hand_under_more(r, &g, slot - 1, places - 1)) continue;
            if (i == hover_item && !g.hand_strips && !listed) q.y -= g.below ? 4 : 10;
            ViewItem it = z->items[i];
            it.flags &= (uint8_t)~VI_PEEK; /* a battle hand is hidden from the others anyway: no band on each strip */
            table_draw_item_card(app, &it, q);
        }
    } else if (n > 0 && !listed) {
        warlord_place(app, zi, 1, &places, &slot, &q);
        int depth = n > 6 ? 3 : n > 2 ? 2 : n > 1 ? 1 : 0;
        for (int d = depth; d >= 1; d--) card_draw_back(app, set, (SDL_FRect){q.x + d * 2.5f, q.y + d * 2.5f, q.w, q.h});
        card_draw_back(app, set, q);
    }
    if (shown < places - 1) { /* the rest: pointing at the warlord lists them */
        table_more_row(app, strip_in_list(g.hand, g.bw, g.bh, r->room_below, shown, shown + 1), places - 1 - shown);
    }
    /* the warlord; a flipped one stays upright, its words readable, dimmed
     * and tagged "flipped" (turned sideways, its name and pills could not be read) */
    if (warlord_place(app, zi, 0, &places, &slot, &q)) table_draw_item_card(app, &z->items[0], q);
    if (listed) return; /* the list says how many */
    if (n > 0 && g.strip) { /* the battle hand's size on its pile, clear of the strip's name and number */
        warlord_place(app, zi, 1, &places, &slot, &q);
        count_badge(app, q.x + q.w / 2, q.y + q.h / 2, fminf(q.w, q.h) / 2, n);
    } else if (n > 0) { /* the battle hand's size, on the art's top corner: clear of the name and the stat pills below */
        float rad = g.lord.w * 0.2f > 11 ? 11 : g.lord.w * 0.2f;
        if (rad < 6) rad = 6;
        count_badge(app, g.lord.x + g.lord.w - rad * 0.6f, g.lord.y + rad * 0.6f, rad, n);
    }
}
