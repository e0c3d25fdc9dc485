/* table_hover.c — what floats over the table: the play preview ghost, the
 * hover zoom and tooltips. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void table_draw_preview(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (!S->preview_ok || S->preview_action < 0) return;
    const View *P = S->preview, *V = S->view;
    int shown = 0;
    for (int pi = 0; pi < P->nzones; pi++) {
        const ViewZone *pz = &P->zones[pi];
        int zi = table_zone_of(app, pz->id);
        if (zi < 0 || !S->zr[zi].placed) continue;
        const ViewZone *z = &V->zones[zi];
        const ZoneRes *r = &S->zr[zi];
        char b[48] = "";
        if (pz->value != z->value && r->kind == DK_COUNTER) {
            /* the counter shows its value after the move, tinted, where its
             * number is: its caption ("Score", "Lane") stays readable */
            SDL_FRect c = table_counter_parts(app, zi, z->value).free;
            gfx_rrect(g, c, 8, rgba(20, 90, 50, 245), rgba(16, 70, 40, 245));
            gfx_rrect_outline(g, c, 8, 1.5f, rgba(0x8c, 0xf0, 0xa8, 255));
            char v[32];
            snprintf(v, sizeof v, "%d → %d", z->value, pz->value);
            float ns = c.h * 0.62f > 26 ? 26 : c.h * 0.62f;
            gfx_text_fit(g, FACE_BOLD, ns, WHITE, c.x + c.w / 2, c.y + (c.h - ns * 1.2f) / 2, c.w - 8, ALIGN_CENTER, v);
            shown++;
        } else if (pz->value != z->value && (r->kind == DK_TRACK || r->kind == DK_TOKENS)) {
            snprintf(b, sizeof b, "%d → %d", z->value, pz->value);
        }
        if (r->kind == DK_CELL && (pz->owner != z->owner || pz->value != z->value)) {
            bool had_card = false;
            for (int i = 0; i < pz->nitems; i++) had_card |= pz->items[i].card != VIEW_NO_CARD;
            if (!had_card) {
                gfx_rrect(g, r->rect, 8, rgba(255, 255, 255, 40), rgba(255, 255, 255, 40));
                SDL_FRect half = {r->rect.x, r->rect.y + r->rect.h * 0.5f, r->rect.w, r->rect.h * 0.5f};
                pawns_draw(app, pz->owner, pz->value, half);
                gfx_text(g, FACE_BOLD, 12, rgba(255, 255, 255, 230), r->rect.x + r->rect.w / 2, r->rect.y + 4, ALIGN_CENTER, "after");
                shown++;
            }
        }
        /* items whose value changes (power up/down) */
        for (int i = 0; i < pz->nitems && i < z->nitems; i++) {
            const ViewItem *a = &z->items[i], *p = &pz->items[i];
            if (a->card != p->card || a->value == p->value || a->card < 0) continue;
            SDL_FRect q;
            if (!table_item_rect(app, V, S->zr, zi, i, &q)) continue;
            char d[32];
            snprintf(d, sizeof d, "%d → %d", a->value, p->value);
            SDL_Color c = p->value > a->value ? rgba(0x3a, 0xb0, 0x4a, 240) : rgba(0xd0, 0x3a, 0x3a, 240);
            SDL_FRect pill = {q.x + q.w / 2 - 34, q.y + q.h / 2 - 12, 68, 24};
            gfx_rrect(g, pill, 12, c, c);
            gfx_text(g, FACE_BOLD, 14, WHITE, pill.x + 34, pill.y + 3, ALIGN_CENTER, d);
            shown++;
        }
        /* a card newly on top of a pile/cell: ghost of it */
        if ((r->kind == DK_PILE || r->kind == DK_CARD || r->kind == DK_CELL) && pz->nitems > 0) {
            const ViewItem *pt = &pz->items[pz->nitems - 1];
            bool changed = z->nitems == 0 || z->items[z->nitems - 1].card != pt->card || pz->count != z->count;
            if (changed && pt->card != VIEW_NO_CARD) {
                SDL_FRect q;
                table_item_rect(app, V, S->zr, zi, pz->nitems - 1, &q);
                if (q.w <= 0) q = table_fit_card(r->rect, r->card_w, r->card_h);
                card_draw(app, play_set(app), pt, q, table_mirror_for(app, pt->owner));
                gfx_rrect(g, q, 6, rgba(255, 255, 255, 70), rgba(255, 255, 255, 70));
                gfx_rrect_outline(g, q, 6, 2, rgba(0x6c, 0xf0, 0x9a, 255));
                shown++;
            }
        }
        if (b[0]) {
            float w, h;
            gfx_text_size(g, FACE_BOLD, 14, b, &w, &h);
            SDL_FRect pill = {r->rect.x + r->rect.w / 2 - w / 2 - 8, r->rect.y + r->rect.h - h / 2, w + 16, h + 4};
            gfx_rrect(g, pill, pill.h / 2, rgba(20, 90, 50, 235), rgba(20, 90, 50, 235));
            gfx_text(g, FACE_BOLD, 14, WHITE, pill.x + pill.w / 2, pill.y + 2, ALIGN_CENTER, b);
            shown++;
        }
    }
    /* per-seat status after the move (e.g. a spread) */
    for (int s = 0; s < P->num_players && s < GM_MAX_PLAYERS; s++)
        if (strcmp(P->seat_status[s], V->seat_status[s]) != 0) shown++;
    (void)shown;
}

const char *table_zone_caption(const UiApp *app, int zi)
{
    const ViewZone *z = &app->s.view->zones[zi];
    const ZoneRes *r = &app->s.zr[zi];
    return r->lz && r->lz->label[0] ? r->lz->label : z->label[0] ? z->label : z->id;
}

/* The tooltip's box for `text` with its top left at (x, y). */
static SDL_FRect tip_size(UiApp *app, const char *text, float x, float y)
{
    float w, h;
    gfx_text_size(&app->gfx, FACE_SANS, 14, text, &w, &h);
    return (SDL_FRect){x, y, w + 20, h + 10};
}

static void draw_tip(UiApp *app, const char *text, SDL_FRect p)
{
    UiGfx *g = &app->gfx;
    app->tip_shown = true;
    app->tip_rect = p;
    gfx_shadow(g, p, 6, 4, 80);
    gfx_rrect(g, p, 6, rgba(30, 26, 22, 245), rgba(22, 18, 14, 245));
    gfx_rrect_outline(g, p, 6, 1, rgba(255, 220, 150, 120));
    gfx_text(g, FACE_SANS, 14, rgba(255, 240, 215, 255), p.x + 10, p.y + 5, ALIGN_LEFT, text);
}

/* At the pointer, turned left / up at the window's right / bottom edge. */
static void tooltip(UiApp *app, const char *text, float x, float y)
{
    SDL_FRect p = tip_size(app, text, x + 16, y + 18);
    if (p.x + p.w > UI_W - 8) p.x = x - p.w - 12;
    if (p.y + p.h > UI_H - 8) p.y = y - p.h - 12;
    draw_tip(app, text, p);
}

/* Under the top bar: at the pointer a tooltip of a button or text in the bar
 * lay over the header's prompt ("…in the draw pile)" under Undo's reason). */
static void bar_tooltip(UiApp *app, const char *text, SDL_FRect under)
{
    SDL_FRect p = tip_size(app, text, 0, UI_TOP_BAR_H + 6);
    p.x = fmaxf(8, fminf(under.x + under.w - p.w, UI_W - 8 - p.w)); /* ends where the button ends */
    if (p.x + p.w > UI_W - 8) p.w = UI_W - 16; /* wider than the window: never off it */
    draw_tip(app, text, p);
}

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool zone_differs(const ViewZone *a, const ViewZone *b)
{
    if (a->value != b->value || a->count != b->count || a->nitems != b->nitems || a->owner != b->owner) return true;
    for (int i = 0; i < a->nitems; i++)
        if (a->items[i].card != b->items[i].card || a->items[i].value != b->items[i].value) return true;
    return false;
}

/* Zone sets are "|a|b|" strings (entries share their bars). */
static void zone_set_add(char *set, size_t cap, const char *id)
{
    char key[VIEW_ID_LEN + 2];
    snprintf(key, sizeof key, "|%s|", id);
    size_t len = strlen(set);
    if (!id[0] || strstr(set, key) || len + strlen(key) >= cap) return;
    snprintf(set + len, cap - len, "%s", len ? key + 1 : key);
}

static bool zone_set_has(const char *set, const char *id)
{
    char key[VIEW_ID_LEN + 2];
    snprintf(key, sizeof key, "|%s|", id);
    return strstr(set, key) != NULL;
}

void table_note_changed(UiApp *app, const View *before, const View *after)
{
    if (!before || !after) {
        app->s.changed_zones[0] = app->s.moved_zones[0] = 0;
        return;
    }
    for (int zi = 0; zi < after->nzones; zi++) {
        const ViewZone *z = &after->zones[zi];
        const ViewZone *b = view_find(before, z->id);
        if (!b || zone_differs(b, z)) zone_set_add(app->s.changed_zones, sizeof app->s.changed_zones, z->id);
    }
}

void table_note_moved(UiApp *app, const ActionDesc *ad)
{
    zone_set_add(app->s.moved_zones, sizeof app->s.moved_zones, ad->src_zone);
    zone_set_add(app->s.moved_zones, sizeof app->s.moved_zones, ad->dst_zone);
}

/* What the zoom of item `item` of zone `zi` must never cover: the zone
 * (a pile, a cell, a row of cards); in a hand, which may span the table,
 * the hovered card when no place clears the whole hand (`whole` false). */
static SDL_FRect hovered_rect(UiApp *app, int zi, int item, bool whole)
{
    UiSession *S = &app->s;
    SDL_FRect q;
    if (whole || S->zr[zi].kind != DK_HAND || !table_item_rect(app, S->view, S->zr, zi, item, &q)) return S->zr[zi].rect;
    return q;
}

/* How far apart two boxes are along one axis (0 when they share that span). */
static float axis_gap(float a, float aw, float b, float bw)
{
    return a > b + bw ? a - (b + bw) : b > a + aw ? b - (a + aw) : 0;
}

/* A place for the zoom, as good as what it covers and how far it is. */
typedef struct ZoomPlace {
    SDL_FRect r;
    int hard, soft; /* how many it covers of what must not / should not be covered */
    bool near;      /* within ZOOM_NEAR of the hovered card in x and in y */
    bool aside;     /* far, and over the Players panel or the game log */
    float dist;     /* its gaps from the hovered card, x plus y */
} ZoomPlace;

/* "Beside the pointer": the zoom's nearest edge at most this far (units)
 * from the hovered card, in x and in y (120 px at 1280x720). */
#define ZOOM_NEAR 150.0f
/* The smallest zoom with enlarged text, of its size at 100 %: 5 players at 150 % left
 * no free place beside my pile for the 100 % one (the AIs' hands above it
 * that they drew into, my hand right of it, the toast) — 16 units short. */
#define ZOOM_LEAST 0.85f

/* a better than b: not far over the side panels (the log tells the moves
 * the zoom must not hide), fewer hard hits, then near, then fewer soft
 * hits, then closer */
static bool place_better(const ZoomPlace *a, const ZoomPlace *b)
{
    if (a->aside != b->aside) return !a->aside;
    if (a->hard != b->hard) return a->hard < b->hard;
    if (a->near != b->near) return a->near;
    if (a->soft != b->soft) return a->soft < b->soft;
    return a->dist < b->dist;
}

/* Where the zoom (w x h) goes, on screen, never over the pointer nor the
 * hovered zone (keep).  What it must not cover (hard): what "just changed"
 * — the zones the moves since the human last acted took from or played
 * onto, the AI's move while it shows, highlighted zones and items, cards
 * still flying — and the words about the moves and the action buttons.
 * What it should not cover (soft): any other zone whose contents or value
 * changed since then (a counter, the viewer's own hand).  The best place
 * (place_better): clear of the hard, near the hovered card (`card`), clear
 * of the soft, closest; a near place that covers only soft zones beats any
 * far one.  Places tried: beside the hovered card (right, left, above,
 * below; then slid up or down), beside the pointer, every place near the
 * card on a grid, last the window's sides.  ->hard -1: no place keeps
 * clear of the hovered zone. */
static ZoomPlace zoom_place(UiApp *app, float w, float h, bool in_hand, int hovered_zone, SDL_FRect keep, SDL_FRect card)
{
    UiSession *S = &app->s;
    SDL_FRect avoid[VIEW_MAX_ZONES + 7];
    bool hard[VIEW_MAX_ZONES + 7];
    int na = 0;
    /* the AI's chosen move, while it shows: the zones it takes from and plays onto */
    ActionDesc ai;
    memset(&ai, 0, sizeof ai);
    if (S->ai_showing) S->m->describe(S->st, S->ai_action, &ai);
    for (int zi = 0; zi < S->view->nzones && na < VIEW_MAX_ZONES; zi++) {
        const ViewZone *z = &S->view->zones[zi];
        if (!S->zr[zi].placed || zi == hovered_zone || S->zr[zi].kind == DK_HIDDEN) continue;
        bool must = (z->flags & VI_HIGHLIGHT) != 0 || zone_set_has(S->moved_zones, z->id) ||
                    (ai.src_zone[0] && strcmp(ai.src_zone, z->id) == 0) || (ai.dst_zone[0] && strcmp(ai.dst_zone, z->id) == 0);
        for (int a = 0; a < S->nanims; a++) must |= strcmp(S->anims[a].dst_zone, z->id) == 0;
        for (int it = 0; !must && it < z->nitems; it++) must = (z->items[it].flags & VI_HIGHLIGHT) != 0;
        if (!must && !zone_set_has(S->changed_zones, z->id)) continue;
        hard[na] = must;
        avoid[na++] = S->zr[zi].rect;
    }
    for (int b = 0; b < S->nbanners && b < 6; b++) { /* and the words about the moves (the toast, a tag) */
        hard[na] = true;
        avoid[na++] = S->banners[b];
    }
    if (S->layout.buttons_rect.w > 0) { /* and the action buttons ("Roll the dice") */
        hard[na] = true;
        avoid[na++] = S->layout.buttons_rect;
    }
    float mx = app->mx, my = app->my, gap = 14;
    float bottom_limit = in_hand ? UI_H - 140 : UI_H - 10;
    /* beside the hovered card first (a pile 110 wide hovered at its left
     * edge: 40 right of the pointer was still on the pile), then the pointer */
    const SDL_FRect anchors[2] = {{keep.x - gap, keep.y, keep.w + 2 * gap, keep.h}, {mx - 40, my, 80, 0}};
    enum { FIXED = 4, SLIDES = 24, PER = FIXED + 2 * SLIDES, EDGES = 2 * (VIEW_MAX_ZONES + 7) + 8 };
    /* The near places: a free place slid toward the card until it meets
     * something stops with an edge against an edge, so the places whose
     * left (top) side lies at an edge of what it avoids, the hovered zone,
     * the pointer or the near band are all that need trying — the near
     * one is found whenever there is one. */
    const SDL_FRect apart = {keep.x - gap, keep.y - gap, keep.w + 2 * gap, keep.h + 2 * gap};
    const float e = 0.01f; /* touching is not covering */
    const float x0 = fmaxf(10, card.x - ZOOM_NEAR - w), x1 = fminf(UI_W - 10 - w, card.x + card.w + ZOOM_NEAR);
    const float y0 = fmaxf(70, card.y - ZOOM_NEAR - h), y1 = fminf(bottom_limit - h, card.y + card.h + ZOOM_NEAR);
    float xs[EDGES], ys[EDGES];
    int nx = 0, ny = 0;
    const float xe[6] = {x0, x1, apart.x - w - e, apart.x + apart.w + e, mx - w - e, mx + e};
    const float ye[6] = {y0, y1, apart.y - h - e, apart.y + apart.h + e, my - h - e, my + e};
    for (int i = 0; i < 6 + 2 * na; i++) {
        float x = xe[i % 6], y = ye[i % 6];
        if (i >= 6) { /* against the left or right (top or bottom) side of what it avoids */
            const SDL_FRect *a = &avoid[(i - 6) / 2];
            x = i % 2 ? a->x + a->w + e : a->x - w - e;
            y = i % 2 ? a->y + a->h + e : a->y - h - e;
        }
        if (x >= x0 && x <= x1) xs[nx++] = x;
        if (y >= y0 && y <= y1) ys[ny++] = y;
    }
    /* last, the window's sides: a crowded middle (a board) may have no free place near */
    SDL_FRect cand[3 * PER];
    const SDL_FRect sides = {10 + w, my, UI_W - 20 - 2 * w, 0};
    for (int a = 0; a < 3; a++) {
        SDL_FRect k = a < 2 ? anchors[a] : sides;
        float cy = k.y + k.h / 2 - h / 2, cx = k.x + k.w / 2 - w / 2;
        SDL_FRect *c = cand + a * PER;
        c[0] = (SDL_FRect){k.x + k.w, cy, w, h};
        c[1] = (SDL_FRect){k.x - w, cy, w, h};
        c[2] = (SDL_FRect){cx, (a ? my - 40 : k.y - gap) - h, w, h};
        c[3] = (SDL_FRect){cx, a ? my + 40 : k.y + k.h + gap, w, h};
        if (a == 2) c[2] = c[3] = c[0]; /* the sides: beside only */
        for (int s = 0; s < SLIDES; s++) { /* beside, from the top bar down */
            float y = 70 + (UI_H - 80 - h) * (float)s / (SLIDES - 1);
            c[FIXED + 2 * s] = (SDL_FRect){k.x + k.w, y, w, h};
            c[FIXED + 2 * s + 1] = (SDL_FRect){k.x - w, y, w, h};
        }
        if ((a < 2) == (mx >= UI_W / 2)) { /* beside: on the right half, left first; the sides: the nearer first */
            SDL_FRect t = c[0];
            c[0] = c[1];
            c[1] = t;
        }
    }
    ZoomPlace best = {{0, 0, 0, 0}, -1, 0, false, false, 0};
    const int nfixed = 2 * PER, ngrid = nx * ny;
    for (int c = 0; c < nfixed + ngrid + PER; c++) {
        SDL_FRect q;
        bool above = false;
        if (c < nfixed || c >= nfixed + ngrid) {
            int f = c < nfixed ? c : c - ngrid;
            q = cand[f];
            above = f % PER == 2;
            if (q.y + q.h > bottom_limit && !above) q.y = bottom_limit - q.h;
            if (q.y < 70) q.y = 70;
            if (q.y + q.h > UI_H - 10) q.y = UI_H - 10 - q.h;
        } else {
            int g = c - nfixed;
            q = (SDL_FRect){xs[g % nx], ys[g / nx], w, h};
            if (overlaps(q, apart)) continue; /* as far from the card as the places beside it */
        }
        if (q.x < 10 || q.x + q.w > UI_W - 10 || q.y + q.h > UI_H - 10) continue;
        if (mx >= q.x && mx < q.x + q.w && my >= q.y && my < q.y + q.h) continue; /* never under the pointer */
        if (overlaps(q, keep)) continue; /* nor over the card being read */
        float gxs = axis_gap(q.x, q.w, card.x, card.w), gys = axis_gap(q.y, q.h, card.y, card.h);
        ZoomPlace p = {q, 0, 0, gxs <= ZOOM_NEAR && gys <= ZOOM_NEAR, false, gxs + gys};
        p.aside = !p.near && (overlaps(q, S->layout.log_rect) || overlaps(q, S->layout.seats_rect));
        for (int a = 0; a < na; a++)
            if (overlaps(q, avoid[a])) *(hard[a] ? &p.hard : &p.soft) += 1;
        if (best.hard < 0 || place_better(&p, &best)) best = p;
    }
    return best;
}

/* The zoom's box: at the text size's scale where a place covers nothing,
 * else smaller, down to its size at 100 % (at 150 % a 435-unit card found
 * no free place at 1920x1080 and lay over the AI's newest words): the best
 * place (place_better) of any size, the larger first among equals.  A
 * place that covers something it must not (nowhere better): an empty box
 * (w 0) when that is newer than the zoom itself (an AI's move showing or
 * made since the pointer came to rest) — the zoom closes until the pointer
 * rests on another card; older things it may cover.  The hovered zone
 * itself it never covers: no place clear of it, no zoom. */
static SDL_FRect zoom_box(UiApp *app, bool in_hand, int hovered_zone, SDL_FRect keep, SDL_FRect card)
{
    UiSession *S = &app->s;
    float k = app->settings.ui_scale / 100.0f;
    const float scales[4] = {k, (k + 1) / 2, 1, ZOOM_LEAST};
    ZoomPlace best = {{0, 0, 0, 0}, -1, 0, false, false, 0};
    /* the least size only with enlarged text, where it was needed: trying it
     * at 100 % too doubled the search on every crowded zoom (Queen's Blood's
     * redraw p95 went from 3 to 12 ms CPU in `bench ui`) */
    int tries = k > 1 ? 4 : 3;
    for (int i = 0; i < tries; i++) {
        if (i > 0 && scales[i] >= scales[i - 1]) continue;
        ZoomPlace p = zoom_place(app, 290 * scales[i], 406 * scales[i], in_hand, hovered_zone, keep, card);
        if (p.hard < 0) continue; /* nowhere clear of the hovered zone at this size */
        ZoomPlace pd = p, bd = best;
        pd.dist = bd.dist = 0; /* the size decides before the distance */
        if (best.hard < 0 || place_better(&pd, &bd)) best = p;
        if (!p.hard && p.near && !p.soft) break;
    }
    if (best.hard < 0) return (SDL_FRect){0, 0, 0, 0};
    bool newer = S->shown_seq != app->zoom_seq || (S->ai_showing && !app->zoom_ai);
    if (best.hard > 0 && newer) {
        app->zoom_closed = true;
        return (SDL_FRect){0, 0, 0, 0};
    }
    return best.r;
}

void table_draw_hover(UiApp *app)
{
    UiSession *S = &app->s;
    app->zoom_shown = false;
    int zi, idx;
    if (app->overlay == OV_NONE && app->my >= 0 && app->my < UI_TOP_BAR_H) {
        /* the status and prompt where the bar drew them: when shrunk or cut there, whole under the bar */
        for (int i = 0; i < 2; i++) {
            SDL_FRect r = S->bar_text[i];
            if (app->mx >= r.x && app->mx < r.x + r.w && app->my >= r.y && app->my < r.y + r.h && S->bar_text_cut[i])
                bar_tooltip(app, S->bar_words[i], r);
        }
        return;
    }
    if (app->overlay != OV_NONE) return;
    if (!table_hit_zone(app, app->mx, app->my, &zi, &idx)) {
        /* off every zone: coming back is a new rest (a zoom that gave way opens again) */
        app->hover_zone = app->hover_item = -1;
        app->hover_wait = false;
        return;
    }
    const ViewZone *z = &S->view->zones[zi];
    const ZoneRes *r = &S->zr[zi];
    /* why a zone cannot take the picked card */
    if (S->picked >= 0 && !table_is_target(app, zi, idx)) {
        bool same = strcmp(z->id, S->picked_zone) == 0;
        bool lock = (z->flags & VI_LOCKED) || (idx >= 0 && idx < z->nitems && (z->items[idx].flags & VI_LOCKED));
        if (!same) {
            char t[128];
            snprintf(t, sizeof t, "%s: %s", table_zone_caption(app, zi), lock ? "Locked" : "Not a legal target for this card");
            tooltip(app, t, app->mx, app->my);
            return;
        }
    }
    if (S->picked >= 0) {
        int a = table_hovered_target_action(app, NULL, NULL);
        if (a >= 0) tooltip(app, S->desc[a].label, app->mx, app->my);
        else {
            int acts[4];
            if (table_targets_at(app, zi, idx, acts, 4) > 1) tooltip(app, "Several moves here: click to choose", app->mx, app->my);
        }
        return;
    }
    /* zoom on a visible card so its text can be read: after a short rest of
     * the pointer, beside it, never over what the last move changed */
    /* a pile shows its top card wherever it is hovered; a hand or row only the card under the pointer */
    int i = idx >= 0 && idx < z->nitems ? idx : table_zone_level(r->kind) ? z->nitems - 1 : -1;
    if (i >= 0 && i < z->nitems && z->items[i].card >= 0 && play_set(app)) {
        if (app->hover_zone != zi || app->hover_item != i) {
            app->hover_zone = zi;
            app->hover_item = i;
            app->hover_since = app->now;
            app->hover_wait = true;
            /* what is newer than the zoom is counted from the pointer's rest */
            app->zoom_closed = false;
            app->zoom_seq = S->shown_seq;
            app->zoom_ai = S->ai_showing;
            return;
        }
        if (app->now - app->hover_since < UI_HOVER_DELAY || app->zoom_closed) return;
        SDL_FRect card = hovered_rect(app, zi, i, false);
        SDL_FRect zr = zoom_box(app, r->kind == DK_HAND, zi, hovered_rect(app, zi, i, true), card);
        if (zr.w <= 0 && r->kind == DK_HAND && !app->zoom_closed) zr = zoom_box(app, true, zi, card, card);
        if (zr.w <= 0) return;
        ViewItem it = z->items[i]; /* (the face carries its own shadow) */
        if (r->kind == DK_HAND) it.flags &= (uint8_t)~VI_PEEK;
        card_draw(app, play_set(app), &it, zr, table_mirror_for(app, it.owner));
        app->zoom_shown = true;
        app->zoom_rect = zr;
        return;
    }
    app->hover_zone = app->hover_item = -1;
    app->hover_wait = false;
    if (r->kind == DK_CELL || r->kind == DK_COUNTER || r->kind == DK_TRACK) {
        char t[128];
        snprintf(t, sizeof t, "%s", table_zone_caption(app, zi));
        if ((z->flags & VI_LOCKED)) snprintf(t, sizeof t, "%s: Locked", table_zone_caption(app, zi));
        tooltip(app, t, app->mx, app->my);
    } else if (z->flags & VI_LOCKED) {
        char t[128];
        snprintf(t, sizeof t, "%s: Locked", table_zone_caption(app, zi));
        tooltip(app, t, app->mx, app->my);
    }
}

/* Nameplates from the layout's "seat" entries (id with {seat}). */

/* The same tooltip for the scene's other files (the Undo button says why it is grey). */
void table_tooltip(UiApp *app, const char *text, float x, float y)
{
    tooltip(app, text, x, y);
}

void table_bar_tooltip(UiApp *app, const char *text, SDL_FRect button)
{
    bar_tooltip(app, text, button);
}
