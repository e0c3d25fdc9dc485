/* blood_wars_board.c — the "warlord" drawer (DK_WARLORD): one warlord on the
 * table with the battle hand stacked under him.
 *
 * The zone's item 0 is the warlord (VI_DIMMED = flipped), items 1.. his battle
 * hand.  A box wider than tall puts the battle hand to the warlord's right
 * (the seat at the screen); a taller box puts it below him (the other seats'
 * blocks).  Cards anyone at the screen may see (the owner's own, or a hand
 * revealed in combat) are spread so each can be picked; a hand of backs is a
 * tucked pile.  A badge on the warlord's top corner gives the battle hand's
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

/* Strip k of n listed in box, w x h each: one under another, then the next
 * column.  Too many for the box, the list grows into up to `below` more of
 * the table under it, then the strips get thinner. */
static SDL_FRect strip_in_list(SDL_FRect box, float w, float h, float below, int k, int n)
{
    const float gap = 3;
    int cols = (int)((box.w + gap) / (w + gap));
    if (cols < 1) cols = 1;
    int per_col = (n + cols - 1) / cols;
    if (per_col < 1) per_col = 1;
    float tall = fminf((float)per_col * (h + gap) - gap, box.h + below);
    h = fminf(h, (tall + gap) / (float)per_col - gap);
    return (SDL_FRect){box.x + (float)(k / per_col) * (w + gap), box.y + (float)(k % per_col) * (h + gap), w, h};
}

bool warlord_item_rect(const ZoneRes *r, const ViewZone *z, int idx, int places, int slot, SDL_FRect *out)
{
    WarlordGeo g;
    warlord_geo(r, &g);
    if (idx == 0 && g.strip && r->open.w > 0 && warlord_open(z)) {
        *out = strip_in_list(r->open, g.sw, g.sh, 0, 0, places);
        return true;
    }
    if (idx <= 0 || idx >= z->nitems) {
        *out = idx == 0 ? g.lord : r->rect;
        return idx == 0 || idx < 0;
    }
    int n = places - 1;
    float y = g.below ? g.hand.y : g.hand.y + g.hand.h - g.bh;
    if (g.hand_strips && warlord_open(z)) {
        *out = strip_in_list(g.hand, g.bw, g.bh, r->room_below, slot - 1, n); /* a held hand keeps each card's place */
        return true;
    }
    if (g.strip && r->open.w > 0 && warlord_open(z)) { /* listed in the open place, after the warlord */
        *out = strip_in_list(r->open, g.sw, g.sh, 0, slot, n + 1);
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
static void warlord_place(const UiApp *app, int zi, int idx, int *places, int *slot, SDL_FRect *q)
{
    table_item_place(app, app->s.view, zi, idx, places, slot);
    warlord_item_rect(&app->s.zr[zi], &app->s.view->zones[zi], idx, *places, *slot, q);
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
    bool listed = warlord_lists_open(r, z);
    if (listed) {
        q = r->open; /* the open place: over what lies there (the seat's other zones are not drawn under it) */
        gfx_rrect(&app->gfx, (SDL_FRect){q.x - 3, q.y - 3, q.w + 6, q.h + 6}, 6, rgba(28, 12, 14, 235), rgba(20, 8, 10, 235));
        gfx_rrect_outline(&app->gfx, (SDL_FRect){q.x - 3, q.y - 3, q.w + 6, q.h + 6}, 6, 1, rgba(255, 230, 170, 90));
    }
    if (n > 0 && warlord_open(z)) {
        int f = front_of(z, front);
        for (int k = 1; k <= n; k++) {
            int i = k < f ? k : k == n ? f : n + f - k; /* left of the front card up, right of it down, it last */
            warlord_place(app, zi, i, &places, &slot, &q);
            if (i == hover_item && !g.hand_strips && !listed) q.y -= g.below ? 4 : 10;
            ViewItem it = z->items[i];
            it.flags &= (uint8_t)~VI_PEEK; /* a battle hand is hidden from the others anyway: no band on each strip */
            table_draw_item_card(app, &it, q);
        }
    } else if (n > 0) {
        warlord_place(app, zi, 1, &places, &slot, &q);
        int depth = n > 6 ? 3 : n > 2 ? 2 : n > 1 ? 1 : 0;
        for (int d = depth; d >= 1; d--) card_draw_back(app, set, (SDL_FRect){q.x + d * 2.5f, q.y + d * 2.5f, q.w, q.h});
        card_draw_back(app, set, q);
    }
    /* the warlord; a flipped one stays upright, its words readable, dimmed
     * and tagged "flipped" (turned sideways, its name and pills could not be read) */
    warlord_place(app, zi, 0, &places, &slot, &q);
    table_draw_item_card(app, &z->items[0], q);
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
