/* table.c — the table scene: places the view's zones by the layout, draws
 * them with generic drawers, and turns clicks into the legal actions that
 * describe() ties to zones.  Sources glow; a picked source lights its
 * targets; one (source, target) match applies at once, several open a
 * chooser; zone-less actions are buttons.  While a target is hovered, the
 * action is applied to a CLONE and the difference in the new view is shown
 * as a ghost overlay (the module computes it, not the UI). */
#include "ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color SRC_GLOW = {0xff, 0xd4, 0x50, 255};
static const SDL_Color DST_GLOW = {0x6c, 0xf0, 0x9a, 255};
static const SDL_Color HINT_GLOW = {0x7c, 0xc8, 0xff, 255};
static const SDL_Color AI_GLOW = {0xff, 0x8a, 0x3c, 255};

/* ------------------------------------------------------------ placement */
static UiDrawer drawer_for(int vk)
{
    switch (vk) {
    case VZ_PILE: return DK_PILE;
    case VZ_HAND: return DK_HAND;
    case VZ_ROW: return DK_ROW;
    case VZ_CELL: return DK_CELL;
    case VZ_COUNTER: return DK_COUNTER;
    case VZ_DICE: return DK_DICE;
    case VZ_TOKENS: return DK_TOKENS;
    default: return DK_PILE;
    }
}

static void seat_id(char *out, size_t n, const char *pattern, int seat)
{
    const char *p = strstr(pattern, "{seat}");
    if (!p) {
        snprintf(out, n, "%s", pattern);
        return;
    }
    snprintf(out, n, "%.*s%d%s", (int)(p - pattern), pattern, seat, p + 6);
}

static int rel_seat(int seat, int observer, int n)
{
    int base = observer >= 0 ? observer : 0;
    return ((seat - base) % n + n) % n;
}

static SDL_FRect anchor_rect(const Layout *L, SDL_FRect r, int seat, int observer, int n, float *scale)
{
    int rel = rel_seat(seat, observer, n);
    LayoutAnchor an = {0, 0, 1};
    if (n >= 1 && n <= GM_MAX_PLAYERS && L->nanchors[n] == n) an = L->anchors[n][rel];
    *scale = an.scale;
    SDL_FRect o = {an.x + r.x * an.scale, an.y + r.y * an.scale, r.w * an.scale, r.h * an.scale};
    return o;
}

void table_resolve(UiApp *app, const View *v, ZoneRes *zr)
{
    UiSession *S = &app->s;
    const Layout *L = &S->layout;
    int n = v->num_players > 0 ? v->num_players : S->nplayers;
    float fx = 24, fy = 104, rowh = 0;
    for (int zi = 0; zi < v->nzones; zi++) {
        const ViewZone *z = &v->zones[zi];
        ZoneRes *r = &zr[zi];
        memset(r, 0, sizeof *r);
        const LayoutZone *hit = NULL;
        float scale = 1;
        SDL_FRect rect = {0, 0, 0, 0};
        for (int k = 0; k < L->nzones && !hit; k++) {
            const LayoutZone *lz = &L->zones[k];
            if (lz->kind == DK_SEAT) continue;
            if (!lz->seat_pattern) {
                if (strcmp(lz->id, z->id) == 0) { hit = lz; rect = lz->rect; }
                continue;
            }
            for (int s = 0; s < n && !hit; s++) {
                char id[64];
                seat_id(id, sizeof id, lz->id, s);
                if (strcmp(id, z->id) != 0) continue;
                bool self = s == (v->observer >= 0 ? v->observer : 0);
                if ((lz->who == WHO_SELF && !self) || (lz->who == WHO_OTHER && self)) continue;
                hit = lz;
                rect = anchor_rect(L, lz->rect, s, v->observer, n, &scale);
            }
        }
        if (hit) {
            if (hit->kind == DK_HIDDEN) continue;
            r->placed = true;
            r->lz = hit;
            r->kind = hit->kind == DK_AUTO ? drawer_for(z->kind) : hit->kind;
            r->rect = rect;
            r->card_w = (hit->card_w > 0 ? hit->card_w : L->card_w) * scale;
            r->card_h = (hit->card_h > 0 ? hit->card_h : L->card_h) * scale;
            r->caption = hit->caption;
            continue;
        }
        /* not in the layout: log once, then place it with the auto-layout */
        if (S->layout_ok && strlen(S->logged_missing) + strlen(z->id) + 3 < sizeof S->logged_missing) {
            char key[VIEW_ID_LEN + 2];
            snprintf(key, sizeof key, "|%s|", z->id);
            if (!strstr(S->logged_missing, key)) {
                SDL_Log("crowntable: %s has no place for view zone \"%s\"; using the auto-layout", L->file, z->id);
                size_t len = strlen(S->logged_missing);
                snprintf(S->logged_missing + len, sizeof S->logged_missing - len, "%s", key);
            }
        }
        r->placed = true;
        r->fallback = true;
        r->kind = drawer_for(z->kind);
        r->card_w = 56;
        r->card_h = 78;
        float w = r->kind == DK_COUNTER ? 120 : r->kind == DK_HAND || r->kind == DK_ROW ? 220 : 90;
        float h = r->kind == DK_COUNTER ? 56 : 96;
        if (fx + w > 1240) { fx = 20; fy += rowh + 26; rowh = 0; }
        r->rect = (SDL_FRect){fx, fy, w, h};
        r->caption = r->kind == DK_COUNTER ? CAP_NONE : CAP_ABOVE;
        fx += w + 14;
        if (h > rowh) rowh = h;
    }
}

static SDL_FRect fit_card(SDL_FRect box, float cw, float ch)
{
    float k = 1;
    if (cw > box.w) k = box.w / cw;
    if (ch * k > box.h) k = box.h / ch;
    SDL_FRect r = {box.x + (box.w - cw * k) / 2, box.y + (box.h - ch * k) / 2, cw * k, ch * k};
    return r;
}

static bool zone_level(UiDrawer k)
{
    return k == DK_PILE || k == DK_CARD || k == DK_CELL || k == DK_COUNTER || k == DK_TRACK || k == DK_TOKENS;
}

static float spread_step(const ZoneRes *zr, int n, float cw)
{
    if (n <= 1) return 0;
    float gap = cw + 8;
    float fit = (zr->rect.w - cw) / (n - 1);
    return fit < gap ? fit : gap;
}

bool table_item_rect(UiApp *app, const View *v, const ZoneRes *zr, int zi, int idx, SDL_FRect *out)
{
    (void)app;
    const ZoneRes *r = &zr[zi];
    const ViewZone *z = &v->zones[zi];
    if (!r->placed) return false;
    int n = z->nitems;
    switch (r->kind) {
    case DK_PILE: case DK_CARD:
        *out = fit_card(r->rect, r->card_w, r->card_h);
        return true;
    case DK_CELL: {
        SDL_FRect in = {r->rect.x + 5, r->rect.y + 5, r->rect.w - 10, r->rect.h - 10};
        *out = fit_card(in, r->card_w, r->card_h);
        return true;
    }
    case DK_HAND: case DK_ROW: {
        if (idx < 0 || idx >= n) { *out = r->rect; return idx < 0 || n == 0; }
        SDL_FRect c = fit_card((SDL_FRect){0, 0, r->card_w, r->rect.h}, r->card_w, r->card_h);
        float step = spread_step(r, n, c.w);
        float total = c.w + step * (n - 1);
        out->x = r->rect.x + (r->rect.w - total) / 2 + step * idx;
        out->y = r->rect.y + (r->rect.h - c.h) / 2;
        out->w = c.w;
        out->h = c.h;
        if (r->kind == DK_HAND && n > 1) out->y += fabsf(idx - (n - 1) / 2.0f) * fabsf(idx - (n - 1) / 2.0f) * 1.2f;
        return true;
    }
    case DK_DICE: case DK_TOKENS: {
        if (idx < 0 || idx >= n) { *out = r->rect; return true; }
        float s = r->rect.h;
        float step = n > 1 ? (r->rect.w - s) / (n - 1) : 0;
        if (step > s + 8) step = s + 8;
        float total = s + step * (n - 1);
        *out = (SDL_FRect){r->rect.x + (r->rect.w - total) / 2 + step * idx, r->rect.y, s, s};
        return true;
    }
    case DK_TRACK: {
        float top = r->rect.y + r->rect.h * 0.42f;
        float h = r->rect.h - (top - r->rect.y) - 4;
        if (idx < 0 || idx >= n || n == 0) { *out = r->rect; return true; }
        float sh = h / n;
        *out = (SDL_FRect){r->rect.x + 3, top + sh * idx, r->rect.w - 6, sh};
        return true;
    }
    default:
        *out = r->rect;
        return true;
    }
}

/* Where a click lands on an item that may be partly covered by the next one. */
static void item_click_point(UiApp *app, int zi, int idx, float *x, float *y)
{
    UiSession *S = &app->s;
    const ZoneRes *r = &S->zr[zi];
    SDL_FRect q;
    if (!table_item_rect(app, S->view, S->zr, zi, idx, &q)) q = r->rect;
    int n = S->view->zones[zi].nitems;
    *x = q.x + q.w / 2;
    *y = q.y + q.h / 2;
    if ((r->kind == DK_HAND || r->kind == DK_ROW) && idx >= 0 && idx < n - 1) {
        float step = spread_step(r, n, q.w);
        *x = q.x + (step < q.w ? step : q.w) / 2;
    }
}

/* ------------------------------------------------------------ action index */
static bool idx_match(const ZoneRes *zr, const ViewZone *z, int want, int hit)
{
    if (zone_level(zr->kind)) return true;
    if (want < 0 || want >= z->nitems || hit < 0) return true;
    return want == hit;
}

static int zone_of(const UiApp *app, const char *id)
{
    const View *v = app->s.view;
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].id, id) == 0) return i;
    return -1;
}

static bool busy(const UiApp *app)
{
    const UiSession *S = &app->s;
    return S->job && !S->job_hint;
}

/* Is (zone zi, item idx) a source of some legal action? */
static bool is_source(const UiApp *app, int zi, int idx)
{
    const UiSession *S = &app->s;
    if (S->picked >= 0 || busy(app) || S->ai_showing) return false;
    const ViewZone *z = &S->view->zones[zi];
    for (int i = 0; i < S->nlegal; i++) {
        const ActionDesc *d = &S->desc[i];
        if (d->src_zone[0] && strcmp(d->src_zone, z->id) == 0 && idx_match(&S->zr[zi], z, d->src_index, idx)) return true;
    }
    return false;
}

static bool picked_match(const UiSession *S, const ActionDesc *d)
{
    return S->picked >= 0 && strcmp(d->src_zone, S->picked_zone) == 0 && d->src_index == S->picked_index;
}

/* Actions that a click on (zi, idx) would take as a target. */
static int targets_at(const UiApp *app, int zi, int idx, int *out, int cap)
{
    const UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    int n = 0;
    for (int i = 0; i < S->nlegal && n < cap; i++) {
        const ActionDesc *d = &S->desc[i];
        if (!d->dst_zone[0] || strcmp(d->dst_zone, z->id) != 0 || !idx_match(&S->zr[zi], z, d->dst_index, idx)) continue;
        bool ok = S->picked >= 0 ? picked_match(S, d) : !d->src_zone[0];
        if (ok) out[n++] = i;
    }
    return n;
}

static bool is_target(const UiApp *app, int zi, int idx)
{
    int tmp[4];
    if (busy(app) || app->s.ai_showing) return false;
    return targets_at(app, zi, idx, tmp, 4) > 0;
}

/* Finds the zone and item under (x, y), topmost first. */
static bool hit_zone(UiApp *app, float x, float y, int *zi_out, int *idx_out)
{
    UiSession *S = &app->s;
    const View *v = S->view;
    for (int zi = v->nzones - 1; zi >= 0; zi--) {
        const ZoneRes *r = &S->zr[zi];
        if (!r->placed) continue;
        const ViewZone *z = &v->zones[zi];
        if (!zone_level(r->kind)) {
            for (int i = z->nitems - 1; i >= 0; i--) {
                SDL_FRect q;
                if (table_item_rect(app, v, S->zr, zi, i, &q) && x >= q.x && x < q.x + q.w && y >= q.y && y < q.y + q.h) {
                    *zi_out = zi;
                    *idx_out = i;
                    return true;
                }
            }
        }
        SDL_FRect q = r->rect;
        if (zone_level(r->kind)) table_item_rect(app, v, S->zr, zi, z->nitems - 1, &q);
        /* zone-level drawers hit on the whole zone box too */
        SDL_FRect box = r->rect;
        if ((x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h) ||
            (x >= q.x && x < q.x + q.w && y >= q.y && y < q.y + q.h)) {
            *zi_out = zi;
            *idx_out = zone_level(r->kind) ? z->nitems - 1 : -1;
            return true;
        }
    }
    return false;
}

static void open_chooser(UiApp *app, const int *acts, int n, float x, float y)
{
    UiSession *S = &app->s;
    if (n > 32) n = 32;
    memcpy(S->chooser, acts, sizeof acts[0] * (size_t)n);
    S->nchooser = n;
    S->chooser_x = x;
    S->chooser_y = y;
    app->overlay = OV_CHOOSER;
    app_dirty(app);
}

static void take(UiApp *app, int ai)
{
    UiSession *S = &app->s;
    if (ai < 0 || ai >= S->nlegal) return;
    Action a = S->legal[ai];
    app->overlay = OV_NONE;
    app_sound(app, SND_CLICK);
    play_commit(app, a, false);
}

static void click_table(UiApp *app, float x, float y)
{
    UiSession *S = &app->s;
    int zi, idx;
    if (busy(app) || S->ai_showing) return;
    if (!hit_zone(app, x, y, &zi, &idx)) {
        if (S->picked >= 0) { S->picked = -1; app_dirty(app); }
        return;
    }
    const ViewZone *z = &S->view->zones[zi];
    int acts[32];
    if (S->picked >= 0) {
        int n = targets_at(app, zi, idx, acts, 32);
        if (n == 1) { take(app, acts[0]); return; }
        if (n > 1) { open_chooser(app, acts, n, x, y); return; }
        /* clicking the picked source again: its src-only actions, else drop the pick */
        bool same = strcmp(z->id, S->picked_zone) == 0 && idx_match(&S->zr[zi], z, S->picked_index, idx);
        S->picked = -1;
        app_dirty(app);
        if (same) {
            for (int i = 0; i < S->nlegal && n < 32; i++)
                if (!S->desc[i].dst_zone[0] && strcmp(S->desc[i].src_zone, z->id) == 0 &&
                    S->desc[i].src_index == S->picked_index) acts[n++] = i;
            if (n == 1) take(app, acts[0]);
            else if (n > 1) open_chooser(app, acts, n, x, y);
            return;
        }
        if (!is_source(app, zi, idx)) return;
    }
    /* a source? */
    int with_dst = 0, src_only = 0, first_dst = -1;
    int only[32];
    for (int i = 0; i < S->nlegal; i++) {
        const ActionDesc *d = &S->desc[i];
        if (!d->src_zone[0] || strcmp(d->src_zone, z->id) != 0 || !idx_match(&S->zr[zi], z, d->src_index, idx)) continue;
        if (d->dst_zone[0]) {
            if (first_dst < 0) first_dst = i;
            with_dst++;
        } else if (src_only < 32) {
            only[src_only++] = i;
        }
    }
    if (with_dst > 0) {
        S->picked = first_dst;
        snprintf(S->picked_zone, sizeof S->picked_zone, "%s", S->desc[first_dst].src_zone);
        S->picked_index = S->desc[first_dst].src_index;
        S->preview_action = -1;
        app_sound(app, SND_CLICK);
        app_dirty(app);
        return;
    }
    if (src_only == 1) { take(app, only[0]); return; }
    if (src_only > 1) { open_chooser(app, only, src_only, x, y); return; }
    /* a target of a dst-only action? */
    int n = targets_at(app, zi, idx, acts, 32);
    if (n == 1) take(app, acts[0]);
    else if (n > 1) open_chooser(app, acts, n, x, y);
}

/* ------------------------------------------------------------ preview */
static int hovered_target_action(UiApp *app, int *zi_out, int *idx_out)
{
    UiSession *S = &app->s;
    int zi, idx, acts[4];
    if (S->picked < 0 || app->overlay != OV_NONE) return -1;
    if (!hit_zone(app, app->mx, app->my, &zi, &idx)) return -1;
    if (zi_out) *zi_out = zi;
    if (idx_out) *idx_out = idx;
    int n = targets_at(app, zi, idx, acts, 4);
    return n == 1 ? acts[0] : -1;
}

static void update_preview(UiApp *app)
{
    UiSession *S = &app->s;
    int a = hovered_target_action(app, NULL, NULL);
    if (a == S->preview_action) return;
    S->preview_action = a;
    S->preview_ok = false;
    if (a < 0 || !S->st) return;
    GameState *c = game_clone(S->m, S->st);
    if (!c) return;
    /* Resample what this seat cannot see first, so a preview can never show a
     * real hidden card (the next draw, a shuffled deck). */
    if (S->m->determinize && (S->m->flags & (GM_HIDDEN_INFO | GM_CHANCE)) && S->observer >= 0) {
        Rng rng;
        rng_seed(&rng, 0x5eed0000u + (uint64_t)a);
        S->m->determinize(c, S->observer, &rng);
    }
    if (S->m->apply(c, S->legal[a])) {
        memset(S->preview, 0, sizeof *S->preview);
        S->m->view(c, S->observer, S->preview);
        play_name_view(app, S->preview);
        S->preview_ok = true;
    }
    game_free(c);
}

/* ------------------------------------------------------------ drawing */
static float pulse(const UiApp *app)
{
    return 0.65f + 0.35f * sinf((float)app->now * 5.0f);
}

static bool anim_hides(const UiApp *app, const char *zone, int idx)
{
    const UiSession *S = &app->s;
    for (int i = 0; i < S->nanims; i++)
        if (S->anims[i].dst_index == idx && strcmp(S->anims[i].dst_zone, zone) == 0 &&
            app->now < S->anims[i].start + S->anims[i].dur) return true;
    return false;
}

static void caption(UiApp *app, const ViewZone *z, const ZoneRes *r)
{
    if (r->caption == CAP_NONE) return;
    const char *label = r->lz && r->lz->label[0] ? r->lz->label : z->label[0] ? z->label : z->id;
    char buf[96];
    if (r->kind == DK_PILE && z->count > 0) snprintf(buf, sizeof buf, "%s · %d", label, z->count);
    else snprintf(buf, sizeof buf, "%s", label);
    float y = r->caption == CAP_ABOVE ? r->rect.y - 19 : r->caption == CAP_BELOW ? r->rect.y + r->rect.h + 3 : r->rect.y + 3;
    float x = r->rect.x + r->rect.w / 2;
    if (z->owner >= 0 && z->owner < app->s.nplayers) {
        float w, h;
        gfx_text_size(&app->gfx, FACE_BOLD, 13, buf, &w, &h);
        gfx_shape(&app->gfx, seat_shape(z->owner), x - w / 2 - 10, y + 8, 5, seat_colour(app, z->owner), rgba(0, 0, 0, 255));
        x += 4;
    }
    gfx_text_fit(&app->gfx, FACE_BOLD, 13, rgba(255, 246, 220, 220), x, y, r->rect.w + 60, ALIGN_CENTER, buf);
}

static bool mirror_for(const UiApp *app, int owner)
{
    return owner >= 0 && owner < 32 && ((app->s.layout.mirror_grid_seats >> owner) & 1);
}

static void draw_item_card(UiApp *app, const ViewItem *it, SDL_FRect q)
{
    card_draw(app, play_set(app), it, q, mirror_for(app, it->owner));
}

static void draw_zone(UiApp *app, int zi)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const ViewZone *z = &S->view->zones[zi];
    const ZoneRes *r = &S->zr[zi];
    SDL_FRect q;
    bool locked = (z->flags & VI_LOCKED) != 0;
    switch (r->kind) {
    case DK_PILE: case DK_CARD: {
        table_item_rect(app, S->view, S->zr, zi, 0, &q);
        if (z->nitems == 0 || (z->nitems == 1 && anim_hides(app, z->id, 0))) {
            card_draw_empty(app, q, r->kind == DK_PILE ? "empty" : "");
        } else {
            /* stack depth: a few offset edges for a pile of several */
            int depth = z->count > 1 ? (z->count > 12 ? 3 : z->count > 4 ? 2 : 1) : 0;
            const ViewItem *top = &z->items[z->nitems - 1];
            for (int d = depth; d >= 1; d--) {
                SDL_FRect e = {q.x + d * 2.2f, q.y + d * 2.2f, q.w, q.h};
                if (z->nitems >= 2 && top->card != VIEW_CARD_BACK) {
                    gfx_rrect(g, e, q.w * 0.07f, rgba(0xe8, 0xdc, 0xc0, 255), rgba(0xc8, 0xb8, 0x98, 255));
                    gfx_rrect_outline(g, e, q.w * 0.07f, 1, rgba(60, 40, 20, 120));
                } else {
                    card_draw_back(app, play_set(app), e);
                }
            }
            int shown = z->nitems - 1;
            if (anim_hides(app, z->id, shown) && shown > 0) shown--;
            if (!anim_hides(app, z->id, shown)) draw_item_card(app, &z->items[shown], q);
            if (z->count > 1 && r->caption != CAP_ABOVE && r->caption != CAP_BELOW) {
                char b[16];
                snprintf(b, sizeof b, "%d", z->count);
                gfx_circle(g, q.x + q.w - 4, q.y + q.h - 4, 13, rgba(30, 30, 40, 230));
                gfx_text(g, FACE_BOLD, 12, WHITE, q.x + q.w - 4, q.y + q.h - 12, ALIGN_CENTER, b);
            }
        }
        break;
    }
    case DK_HAND: case DK_ROW: {
        if (z->nitems == 0) {
            SDL_FRect e = fit_card(r->rect, r->card_w, r->card_h);
            card_draw_empty(app, e, z->count > 0 ? "" : "");
        }
        int hover_i = -1, hz, hi;
        if (r->kind == DK_HAND && hit_zone(app, app->mx, app->my, &hz, &hi) && hz == zi) hover_i = hi;
        for (int i = 0; i < z->nitems; i++) {
            if (anim_hides(app, z->id, i)) continue;
            table_item_rect(app, S->view, S->zr, zi, i, &q);
            if (i == hover_i && z->items[i].card >= 0) q.y -= 14;
            bool picked = S->picked >= 0 && strcmp(S->picked_zone, z->id) == 0 && S->picked_index == i;
            if (picked) q.y -= 22;
            /* in a hand, "only you see it" is obvious: no hidden band */
            ViewItem it = z->items[i];
            if (r->kind == DK_HAND) it.flags &= (uint8_t)~VI_PEEK;
            /* a held hand fans out a little; the card under the mouse straightens */
            double angle = 0;
            if (r->kind == DK_HAND && z->nitems > 1 && i != hover_i && !picked) {
                angle = (i - (z->nitems - 1) / 2.0) * (z->nitems > 6 ? 1.6 : 2.6);
            }
            card_draw_rot(app, play_set(app), &it, q, mirror_for(app, it.owner), angle);
            if (picked) gfx_glow(g, q, q.w * 0.07f, SRC_GLOW, 9);
        }
        if (z->count > z->nitems && z->nitems == 0) {
            char b[32];
            snprintf(b, sizeof b, "%d cards", z->count);
            gfx_text(g, FACE_BOLD, 14, WHITE, r->rect.x + r->rect.w / 2, r->rect.y + r->rect.h / 2 - 8, ALIGN_CENTER, b);
        }
        break;
    }
    case DK_CELL: {
        SDL_Color base = z->flags & VI_HIGHLIGHT ? rgba(255, 240, 190, 70) : rgba(255, 255, 255, 26);
        gfx_rrect(g, r->rect, 8, base, alpha(base, base.a + 14));
        gfx_rrect_outline(g, r->rect, 8, 1.2f, rgba(255, 255, 255, 55));
        if (z->owner >= 0 && z->owner < S->nplayers) {
            /* the owner's colour as a tinted rim, and their shape in the corner */
            gfx_rrect_outline(g, r->rect, 8, 3, alpha(seat_colour(app, z->owner), 170));
        }
        bool has_card = false;
        for (int i = 0; i < z->nitems; i++) {
            if (z->items[i].card == VIEW_NO_CARD) continue;
            has_card = true;
            if (anim_hides(app, z->id, i)) continue;
            table_item_rect(app, S->view, S->zr, zi, i, &q);
            draw_item_card(app, &z->items[i], q);
        }
        if (!has_card && z->value > 0) pawns_draw(app, z->owner, z->value, r->rect);
        break;
    }
    case DK_TRACK: {
        SDL_Color base = z->flags & VI_HIGHLIGHT ? rgba(255, 230, 160, 90) : rgba(0, 0, 0, 45);
        gfx_rrect(g, r->rect, 6, base, alpha(base, base.a + 20));
        gfx_rrect_outline(g, r->rect, 6, 1, rgba(255, 255, 255, 60));
        const char *num = z->id + strlen(z->id);
        while (num > z->id && num[-1] >= '0' && num[-1] <= '9') num--;
        const char *lab = r->lz && r->lz->label[0] ? r->lz->label : *num ? num : z->label;
        gfx_text_fit(g, FACE_SERIF_BOLD, r->rect.h * 0.3f > 26 ? 26 : r->rect.h * 0.3f, rgba(255, 246, 220, 220),
                     r->rect.x + r->rect.w / 2, r->rect.y + 3, r->rect.w - 4, ALIGN_CENTER, lab);
        for (int i = 0; i < z->nitems; i++) {
            table_item_rect(app, S->view, S->zr, zi, i, &q);
            const ViewItem *it = &z->items[i];
            if (it->card == VIEW_NO_CARD && it->owner < 0) {
                if (it->badge[0]) gfx_text_fit(g, FACE_SANS, 13, rgba(255, 240, 210, 170), q.x + q.w / 2, q.y + q.h / 2 - 8, q.w, ALIGN_CENTER, it->badge);
            } else if (it->card == VIEW_NO_CARD) {
                pawns_draw(app, it->owner, 1, q);
                if (it->badge[0]) gfx_text_fit(g, FACE_SANS, 10, WHITE, q.x + q.w / 2, q.y + q.h - 12, q.w, ALIGN_CENTER, it->badge);
            } else {
                draw_item_card(app, it, fit_card(q, r->card_w, r->card_h));
            }
        }
        if (z->value && z->nitems == 0) {
            char b[16];
            snprintf(b, sizeof b, "%d", z->value);
            gfx_text(g, FACE_BOLD, 16, WHITE, r->rect.x + r->rect.w / 2, r->rect.y + r->rect.h * 0.55f, ALIGN_CENTER, b);
        }
        break;
    }
    case DK_COUNTER: {
        gfx_rrect(g, r->rect, 8, rgba(20, 16, 12, 150), rgba(20, 16, 12, 190));
        gfx_rrect_outline(g, r->rect, 8, 1, rgba(255, 230, 170, 70));
        float x0 = r->rect.x + 10;
        if (z->owner >= 0 && z->owner < S->nplayers) {
            gfx_shape(g, seat_shape(z->owner), x0 + 6, r->rect.y + r->rect.h / 2, 6, seat_colour(app, z->owner), rgba(0, 0, 0, 255));
            x0 += 18;
        }
        const char *lab = r->lz && r->lz->label[0] ? r->lz->label : z->label[0] ? z->label : z->id;
        char num[16];
        snprintf(num, sizeof num, "%d", z->value);
        float nw, nh;
        float ns = r->rect.h * 0.55f > 30 ? 30 : r->rect.h * 0.55f;
        gfx_text_size(g, FACE_BOLD, ns, num, &nw, &nh);
        float lw = r->rect.x + r->rect.w - nw - 16 - x0;
        float ls = r->rect.h * 0.3f > 15 ? 15 : r->rect.h * 0.3f;
        float tw, th;
        gfx_text_size(g, FACE_SANS, ls, lab, &tw, &th);
        SDL_Color vc = z->flags & VI_HIGHLIGHT ? rgba(0xff, 0xd4, 0x50, 255) : WHITE;
        if (tw * 0.75f > lw && r->rect.h >= 48) {
            /* narrow counter: the caption on top, the number under it */
            gfx_text_fit(g, FACE_SANS, 12, rgba(255, 240, 210, 230), r->rect.x + r->rect.w / 2 + (x0 - r->rect.x - 10) / 2,
                         r->rect.y + 5, r->rect.w - (x0 - r->rect.x) - 6, ALIGN_CENTER, lab);
            float ns2 = (r->rect.h - 22) * 0.8f > 28 ? 28 : (r->rect.h - 22) * 0.8f;
            gfx_text(g, FACE_BOLD, ns2, vc, r->rect.x + r->rect.w / 2 + (x0 - r->rect.x - 10) / 2, r->rect.y + 21, ALIGN_CENTER, num);
        } else {
            gfx_text_fit(g, FACE_SANS, ls, rgba(255, 240, 210, 230), x0, r->rect.y + r->rect.h / 2 - ls * 0.65f, lw, ALIGN_LEFT, lab);
            gfx_text(g, FACE_BOLD, ns, vc, r->rect.x + r->rect.w - 10, r->rect.y + (r->rect.h - nh) / 2, ALIGN_RIGHT, num);
        }
        break;
    }
    case DK_DICE:
        if (z->nitems == 0) gfx_rrect_outline(g, r->rect, 8, 1, rgba(255, 255, 255, 50));
        for (int i = 0; i < z->nitems; i++) {
            table_item_rect(app, S->view, S->zr, zi, i, &q);
            die_draw(app, z->items[i].value, q, (z->items[i].flags & VI_HIGHLIGHT) != 0);
        }
        break;
    case DK_TOKENS: {
        const char *col = r->lz && r->lz->colour[0] ? r->lz->colour : strrchr(z->id, '.') ? strrchr(z->id, '.') + 1 : "";
        if (z->nitems > 0 && z->items[0].badge[0]) col = z->items[0].badge;
        int count = z->nitems > z->value ? z->nitems : z->value;
        float rad = r->rect.h * 0.4f;
        float cy = r->rect.y + r->rect.h / 2;
        char b[16];
        snprintf(b, sizeof b, "×%d", count);
        float tw, th;
        gfx_text_size(g, FACE_BOLD, rad * 1.1f, b, &tw, &th);
        int room = (int)((r->rect.w - tw - 10 - 2 * rad) / (rad * 0.9f)) + 1;
        int shown = count < room ? count : room;
        if (shown > 6) shown = 6;
        if (shown < 1 && count > 0) shown = 1;
        float x = r->rect.x + rad + 2;
        if (count == 0) gfx_ring(g, x, cy, rad, 1.5f, rgba(255, 255, 255, 90));
        for (int i = 0; i < shown; i++) token_draw(app, col, x + i * rad * 0.9f, cy, rad);
        float tx = count == 0 ? x + rad + 6 : x + (shown - 1) * rad * 0.9f + rad + 6;
        gfx_text(g, FACE_BOLD, rad * 1.1f, count ? WHITE : rgba(255, 255, 255, 120), tx, cy - th / 2, ALIGN_LEFT, b);
        break;
    }
    default:
        break;
    }
    if (locked) {
        gfx_rrect(g, r->rect, 8, rgba(0, 0, 0, 60), rgba(0, 0, 0, 60));
    }
    if ((z->flags & VI_HIGHLIGHT) && (r->kind == DK_CARD || r->kind == DK_PILE)) {
        table_item_rect(app, S->view, S->zr, zi, 0, &q);
        gfx_rrect_outline(g, (SDL_FRect){q.x - 4, q.y - 4, q.w + 8, q.h + 8}, 8, 2.5f, rgba(0xff, 0xd4, 0x50, 230));
    }
    caption(app, z, r);
}

static SDL_FRect zone_glow_rect(UiApp *app, int zi, int idx)
{
    UiSession *S = &app->s;
    SDL_FRect q;
    const ZoneRes *r = &S->zr[zi];
    if (zone_level(r->kind) && (r->kind == DK_PILE || r->kind == DK_CARD)) {
        table_item_rect(app, S->view, S->zr, zi, 0, &q);
        return q;
    }
    if (zone_level(r->kind) || idx < 0 || !table_item_rect(app, S->view, S->zr, zi, idx, &q)) return r->rect;
    return q;
}

static void glow_desc_side(UiApp *app, const char *zone, int index, SDL_Color c, const char *tag)
{
    UiSession *S = &app->s;
    if (!zone[0]) return;
    int zi = zone_of(app, zone);
    if (zi < 0 || !S->zr[zi].placed) return;
    SDL_FRect q = zone_glow_rect(app, zi, index);
    gfx_glow(&app->gfx, q, 8, alpha(c, (int)(255 * pulse(app))), 12);
    gfx_rrect_outline(&app->gfx, q, 8, 3, c);
    if (tag) {
        float w, h;
        gfx_text_size(&app->gfx, FACE_BOLD, 13, tag, &w, &h);
        SDL_FRect p = {q.x + q.w / 2 - w / 2 - 8, q.y - h - 8, w + 16, h + 4};
        gfx_rrect(&app->gfx, p, p.h / 2, c, mixc(c, rgba(0, 0, 0, 255), 0.3f));
        gfx_text(&app->gfx, FACE_BOLD, 13, rgba(20, 20, 20, 255), p.x + p.w / 2, p.y + 2, ALIGN_CENTER, tag);
    }
}

/* Source/target glows (and colour-blind markers: ring = source, arrow = target). */
static void draw_glows(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    for (int zi = 0; zi < v->nzones; zi++) {
        const ZoneRes *r = &S->zr[zi];
        if (!r->placed) continue;
        const ViewZone *z = &v->zones[zi];
        int n = zone_level(r->kind) ? 1 : (z->nitems > 0 ? z->nitems : 1);
        for (int i = 0; i < n; i++) {
            int idx = zone_level(r->kind) ? z->nitems - 1 : (z->nitems > 0 ? i : -1);
            bool src = is_source(app, zi, idx), dst = is_target(app, zi, idx);
            if (!src && !dst) continue;
            SDL_FRect q = zone_glow_rect(app, zi, idx);
            if (r->kind == DK_HAND || r->kind == DK_ROW) {
                /* only the visible strip of an overlapped card */
                if (idx >= 0 && idx < z->nitems - 1) {
                    float step = spread_step(r, z->nitems, q.w);
                    if (step < q.w) q.w = step;
                }
            }
            SDL_Color c = dst ? DST_GLOW : SRC_GLOW;
            gfx_glow(g, q, 8, alpha(c, (int)(200 * pulse(app))), dst ? 12 : 7);
            gfx_rrect_outline(g, q, 8, dst ? 2.5f : 1.5f, alpha(c, 230));
            if (app->settings.colourblind) {
                if (dst) {
                    float cx = q.x + q.w / 2, cy = q.y - 10;
                    gfx_shape(g, SHAPE_TRIANGLE, cx, cy, 7, c, rgba(0, 0, 0, 255));
                } else {
                    gfx_ring(g, q.x + 8, q.y + 8, 6, 2.5f, rgba(0, 0, 0, 255));
                    gfx_ring(g, q.x + 8, q.y + 8, 5, 2, c);
                }
            }
        }
    }
}

static void draw_anims(UiApp *app)
{
    UiSession *S = &app->s;
    for (int i = 0; i < S->nanims; i++) {
        const UiAnim *a = &S->anims[i];
        if (app->now < a->start) continue;
        float t = a->dur > 0 ? (float)((app->now - a->start) / a->dur) : 1;
        if (t > 1) t = 1;
        float e = 1 - (1 - t) * (1 - t) * (1 - t);
        float lift = sinf(t * (float)M_PI) * 26;
        SDL_FRect q = {a->from.x + (a->to.x - a->from.x) * e, a->from.y + (a->to.y - a->from.y) * e - lift,
                       a->from.w + (a->to.w - a->from.w) * e, a->from.h + (a->to.h - a->from.h) * e};
        ViewItem it;
        memset(&it, 0, sizeof it);
        it.card = a->card;
        it.owner = a->owner;
        it.flags = a->flags;
        it.value = a->value;
        it.base = a->base;
        gfx_shadow(&app->gfx, q, 6, 6 + lift * 0.4f, 60);
        app->no_card_cache = true;
        card_draw(app, play_set(app), &it, q, a->mirror);
        app->no_card_cache = false;
    }
}

/* Ghost overlay: what the hovered action would change, from the clone's view. */
static void draw_preview(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (!S->preview_ok || S->preview_action < 0) return;
    const View *P = S->preview, *V = S->view;
    int shown = 0;
    for (int pi = 0; pi < P->nzones; pi++) {
        const ViewZone *pz = &P->zones[pi];
        int zi = zone_of(app, pz->id);
        if (zi < 0 || !S->zr[zi].placed) continue;
        const ViewZone *z = &V->zones[zi];
        const ZoneRes *r = &S->zr[zi];
        char b[48] = "";
        if (pz->value != z->value && r->kind == DK_COUNTER) {
            /* the counter shows its value after the move, tinted, in place */
            SDL_FRect c = r->rect;
            gfx_rrect(g, c, 8, rgba(20, 90, 50, 245), rgba(16, 70, 40, 245));
            gfx_rrect_outline(g, c, 8, 1.5f, rgba(0x8c, 0xf0, 0xa8, 255));
            char v[32];
            snprintf(v, sizeof v, "%d → %d", z->value, pz->value);
            float ns = c.h * 0.5f > 26 ? 26 : c.h * 0.5f;
            gfx_text_fit(g, FACE_BOLD, ns, WHITE, c.x + c.w / 2, c.y + (c.h - ns * 1.2f) / 2, c.w - 10, ALIGN_CENTER, v);
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
                if (q.w <= 0) q = fit_card(r->rect, r->card_w, r->card_h);
                card_draw(app, play_set(app), pt, q, mirror_for(app, pt->owner));
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

static const char *zone_caption(const UiApp *app, int zi)
{
    const ViewZone *z = &app->s.view->zones[zi];
    const ZoneRes *r = &app->s.zr[zi];
    return r->lz && r->lz->label[0] ? r->lz->label : z->label[0] ? z->label : z->id;
}

static void tooltip(UiApp *app, const char *text, float x, float y)
{
    UiGfx *g = &app->gfx;
    float w, h;
    gfx_text_size(g, FACE_SANS, 14, text, &w, &h);
    SDL_FRect p = {x + 16, y + 18, w + 20, h + 10};
    if (p.x + p.w > UI_W - 8) p.x = x - p.w - 12;
    if (p.y + p.h > UI_H - 8) p.y = y - p.h - 12;
    gfx_shadow(g, p, 6, 4, 80);
    gfx_rrect(g, p, 6, rgba(30, 26, 22, 245), rgba(22, 18, 14, 245));
    gfx_rrect_outline(g, p, 6, 1, rgba(255, 220, 150, 120));
    gfx_text(g, FACE_SANS, 14, rgba(255, 240, 215, 255), p.x + 10, p.y + 5, ALIGN_LEFT, text);
}

static void draw_hover(UiApp *app)
{
    UiSession *S = &app->s;
    int zi, idx;
    if (app->overlay == OV_NONE && app->mx < 450 && app->my < 66 && app->my >= 0 && S->view->status[0]) {
        float w, h;
        gfx_text_size(&app->gfx, FACE_SANS, 14, S->view->status, &w, &h);
        if (w > 390) tooltip(app, S->view->status, app->mx, app->my); /* the top bar cut it short */
        return;
    }
    if (app->overlay == OV_NONE && app->mx > 450 && app->mx < 1150 && app->my < 66 && app->my >= 0) {
        const char *p = S->view->terminal ? S->view->result : S->view->prompt;
        float w, h;
        gfx_text_size(&app->gfx, FACE_SANS, 15, p, &w, &h);
        if (w > 700) tooltip(app, p, app->mx, app->my);
        return;
    }
    if (app->overlay != OV_NONE || !hit_zone(app, app->mx, app->my, &zi, &idx)) return;
    const ViewZone *z = &S->view->zones[zi];
    const ZoneRes *r = &S->zr[zi];
    /* why a zone cannot take the picked card */
    if (S->picked >= 0 && !is_target(app, zi, idx)) {
        bool same = strcmp(z->id, S->picked_zone) == 0;
        bool lock = (z->flags & VI_LOCKED) || (idx >= 0 && idx < z->nitems && (z->items[idx].flags & VI_LOCKED));
        if (!same) {
            char t[128];
            snprintf(t, sizeof t, "%s: %s", zone_caption(app, zi), lock ? "Locked" : "Not a legal target for this card");
            tooltip(app, t, app->mx, app->my);
            return;
        }
    }
    if (S->picked >= 0) {
        int a = hovered_target_action(app, NULL, NULL);
        if (a >= 0) tooltip(app, S->desc[a].label, app->mx, app->my);
        else {
            int acts[4];
            if (targets_at(app, zi, idx, acts, 4) > 1) tooltip(app, "Several moves here: click to choose", app->mx, app->my);
        }
        return;
    }
    /* zoom on a visible card so its text can be read */
    int i = idx >= 0 && idx < z->nitems ? idx : z->nitems - 1;
    if (i >= 0 && i < z->nitems && z->items[i].card >= 0 && play_set(app)) {
        float k = app->settings.ui_scale / 100.0f;
        float w = 290 * k, h = 406 * k;
        float x = app->mx < UI_W / 2 ? app->mx + 40 : app->mx - 40 - w;
        float y = app->my - h / 2;
        if (r->kind == DK_HAND && y > UI_H - h - 140) y = UI_H - h - 140;
        if (y < 70) y = 70;
        if (y + h > UI_H - 10) y = UI_H - 10 - h;
        if (x < 10) x = 10;
        gfx_shadow(&app->gfx, (SDL_FRect){x, y, w, h}, 14, 16, 120);
        ViewItem it = z->items[i];
        if (r->kind == DK_HAND) it.flags &= (uint8_t)~VI_PEEK;
        card_draw(app, play_set(app), &it, (SDL_FRect){x, y, w, h}, mirror_for(app, it.owner));
        return;
    }
    if (r->kind == DK_CELL || r->kind == DK_COUNTER || r->kind == DK_TRACK) {
        char t[128];
        snprintf(t, sizeof t, "%s", zone_caption(app, zi));
        if ((z->flags & VI_LOCKED)) snprintf(t, sizeof t, "%s: Locked", zone_caption(app, zi));
        tooltip(app, t, app->mx, app->my);
    } else if (z->flags & VI_LOCKED) {
        char t[128];
        snprintf(t, sizeof t, "%s: Locked", zone_caption(app, zi));
        tooltip(app, t, app->mx, app->my);
    }
}

/* Nameplates from the layout's "seat" entries (id with {seat}). */
static void draw_nameplates(UiApp *app)
{
    UiSession *S = &app->s;
    const Layout *L = &S->layout;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    int n = v->num_players > 0 ? v->num_players : S->nplayers;
    for (int k = 0; k < L->nzones; k++) {
        const LayoutZone *lz = &L->zones[k];
        if (lz->kind != DK_SEAT || !lz->seat_pattern) continue;
        for (int s = 0; s < n; s++) {
            bool self = s == (v->observer >= 0 ? v->observer : 0);
            if ((lz->who == WHO_SELF && !self) || (lz->who == WHO_OTHER && self)) continue;
            float sc;
            SDL_FRect r = anchor_rect(L, lz->rect, s, v->observer, n, &sc);
            bool turn = v->current_player == s;
            SDL_Color c = seat_colour(app, s);
            if (turn) gfx_glow(g, r, 10, alpha(c, (int)(180 * pulse(app))), 8);
            gfx_rrect(g, r, 10, rgba(28, 22, 16, 210), rgba(18, 14, 10, 225));
            gfx_rrect_outline(g, r, 10, turn ? 2.5f : 1, turn ? c : rgba(255, 230, 170, 60));
            float fs = 17 * sc;
            gfx_shape(g, seat_shape(s), r.x + 16 * sc, r.y + r.h * 0.34f, 7 * sc, c, rgba(0, 0, 0, 255));
            char nm[64];
            snprintf(nm, sizeof nm, "%s%s", S->seats[s].name, s == v->observer && play_human_count(app) > 0 ? " (you)" : "");
            gfx_text_fit(g, FACE_BOLD, fs, WHITE, r.x + 30 * sc, r.y + r.h * 0.34f - fs * 0.62f, r.w - 40 * sc, ALIGN_LEFT, nm);
            const char *st = v->seat_status[s];
            if (S->job && !S->job_hint && S->job_seat == s) st = "thinking…";
            gfx_text_fit(g, FACE_SANS, 13 * sc, rgba(255, 236, 200, 220), r.x + 30 * sc, r.y + r.h * 0.62f, r.w - 40 * sc,
                         ALIGN_LEFT, st);
        }
    }
}

static void draw_seats_panel(UiApp *app, SDL_FRect pr)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    gfx_text(g, FACE_SERIF_BOLD, 17, rgba(255, 226, 160, 255), pr.x + 14, pr.y + 10, ALIGN_LEFT, "Players");
    float y = pr.y + 40;
    float rowh = (pr.h - 48) / (S->nplayers > 0 ? S->nplayers : 1);
    if (rowh > 62) rowh = 62;
    for (int s = 0; s < S->nplayers; s++) {
        SDL_FRect row = {pr.x + 8, y, pr.w - 16, rowh - 6};
        bool turn = v->current_player == s;
        SDL_Color c = seat_colour(app, s);
        gfx_rrect(g, row, 8, turn ? rgba(255, 230, 160, 40) : rgba(255, 255, 255, 12), turn ? rgba(255, 230, 160, 25) : rgba(255, 255, 255, 8));
        if (turn) gfx_rrect_outline(g, row, 8, 2, c);
        gfx_shape(g, seat_shape(s), row.x + 16, row.y + 17, 8, c, rgba(0, 0, 0, 255));
        char nm[80];
        snprintf(nm, sizeof nm, "%s%s", S->seats[s].name,
                 S->seats[s].ai ? (S->seats[s].level == 0 ? "  · AI easy" : S->seats[s].level == 2 ? "  · AI hard" : "  · AI normal") : "");
        gfx_text_fit(g, FACE_BOLD, 15, WHITE, row.x + 32, row.y + 7, row.w - 40, ALIGN_LEFT, nm);
        const char *st = v->seat_status[s];
        if (S->preview_ok && S->preview_action >= 0 && strcmp(S->preview->seat_status[s], st) != 0) {
            /* what this seat's line becomes after the hovered move */
            char b[96];
            snprintf(b, sizeof b, "→ %s", S->preview->seat_status[s]);
            gfx_text_fit(g, FACE_BOLD, 13, rgba(0x8c, 0xf0, 0xa8, 255), row.x + 32, row.y + 28, row.w - 40, ALIGN_LEFT, b);
        } else {
            gfx_text_fit(g, FACE_SANS, 13, rgba(255, 236, 200, 210), row.x + 32, row.y + 28, row.w - 40, ALIGN_LEFT, st);
        }
        y += rowh;
    }
}

static void draw_log(UiApp *app, SDL_FRect pr)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    gfx_text(g, FACE_SERIF_BOLD, 17, rgba(255, 226, 160, 255), pr.x + 14, pr.y + 10, ALIGN_LEFT, "Game log");
    float top = pr.y + 38, bottom = pr.y + pr.h - 8, tw = pr.w - 36;
    int skip = (int)S->log_scroll;
    int end = S->nlog - skip;
    if (end < 0) end = 0;
    /* newest at the bottom: walk back while the wrapped lines still fit */
    int start = end;
    float used = 0;
    while (start > 0) {
        const UiLogLine *l = &S->log[start - 1];
        float h = gfx_text_wrap_height(g, l->seat >= 0 ? FACE_SANS : FACE_BOLD, 13, tw, l->text) + 3;
        if (used + h > bottom - top) break;
        used += h;
        start--;
    }
    float y = top;
    for (int i = start; i < end; i++) {
        const UiLogLine *l = &S->log[i];
        float x = pr.x + 12;
        if (l->seat >= 0 && l->seat < S->nplayers)
            gfx_shape(g, seat_shape(l->seat), x + 4, y + 8, 4, seat_colour(app, l->seat), rgba(0, 0, 0, 255));
        SDL_Color c = l->seat >= 0 ? rgba(250, 244, 230, 240) : rgba(255, 214, 140, 230);
        y += gfx_text_wrap(g, l->seat >= 0 ? FACE_SANS : FACE_BOLD, 13, c, x + 13, y, tw, ALIGN_LEFT, l->text) + 3;
    }
    if (skip > 0) gfx_text(g, FACE_SANS, 12, rgba(255, 255, 255, 140), pr.x + pr.w - 12, pr.y + 13, ALIGN_RIGHT, "scrolled ↑");
}

static int button_actions(const UiApp *app, int *out, int cap)
{
    const UiSession *S = &app->s;
    int n = 0;
    if (busy(app) || S->ai_showing) return 0;
    for (int i = 0; i < S->nlegal && n < cap; i++) {
        const ActionDesc *d = &S->desc[i];
        if (!d->src_zone[0] && !d->dst_zone[0]) out[n++] = i;
    }
    /* the picked source's own (target-less) actions */
    for (int i = 0; S->picked >= 0 && i < S->nlegal && n < cap; i++) {
        const ActionDesc *d = &S->desc[i];
        if (d->src_zone[0] && !d->dst_zone[0] && picked_match(S, d)) out[n++] = i;
    }
    return n;
}

static void draw_topbar(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    gfx_crown(g, 30, 30, 30, rgba(0xe9, 0xc4, 0x6a, 255));
    gfx_text(g, FACE_SERIF_BOLD, 21, rgba(255, 226, 160, 255), 54, 8, ALIGN_LEFT, S->m->title);
    gfx_text_fit(g, FACE_SANS, 14, rgba(255, 240, 210, 210), 54, 38, 390, ALIGN_LEFT, v->status);
    /* whose turn + prompt */
    char line[200];
    int cp = v->current_player;
    SDL_Color c = cp >= 0 && cp < S->nplayers ? seat_colour(app, cp) : WHITE;
    if (v->terminal) snprintf(line, sizeof line, "Game over");
    else if (S->job && !S->job_hint) snprintf(line, sizeof line, "%s is thinking…", S->seats[S->job_seat].name);
    else if (S->ai_showing) snprintf(line, sizeof line, "%s plays…", cp >= 0 ? S->seats[cp].name : "");
    else if (cp >= 0 && cp < S->nplayers && play_is_human(app, cp))
        snprintf(line, sizeof line, "%s", play_human_count(app) > 1 ? S->seats[cp].name : "Your turn");
    else if (cp >= 0 && cp < S->nplayers) snprintf(line, sizeof line, "%s to play", S->seats[cp].name);
    else line[0] = 0;
    float cx = 800;
    if (cp >= 0 && cp < S->nplayers) {
        float w, h;
        gfx_text_size(g, FACE_BOLD, 20, line, &w, &h);
        gfx_shape(g, seat_shape(cp), cx - w / 2 - 16, 19, 8, c, rgba(0, 0, 0, 255));
    }
    gfx_text(g, FACE_BOLD, 20, WHITE, cx, 6, ALIGN_CENTER, line);
    if (S->job && !S->job_hint) {
        SDL_FRect bar = {cx - 120, 38, 240, 10};
        gfx_rrect(g, bar, 5, rgba(255, 255, 255, 40), rgba(255, 255, 255, 40));
        float p = (float)S->job_progress;
        if (p < 0.03f) p = 0.03f;
        if (p > 1) p = 1;
        gfx_rrect(g, (SDL_FRect){bar.x, bar.y, bar.w * p, bar.h}, 5, c, mixc(c, rgba(0, 0, 0, 255), 0.3f));
        float a = (float)app->now * 6;
        for (int i = 0; i < 3; i++) gfx_circle(g, cx + 134 + i * 12, 43, 3 + 1.5f * (0.5f + 0.5f * sinf(a - i)), rgba(255, 255, 255, 200));
    } else {
        const char *prompt = v->terminal ? v->result : v->prompt;
        if (S->picked >= 0 && !v->terminal) prompt = "Choose where to play it (click the card again or Esc to cancel)";
        gfx_text_fit(g, FACE_SANS, 15, rgba(255, 240, 210, 235), cx, 38, 700, ALIGN_CENTER, prompt);
    }
}

void scene_table(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (!S->st || !S->layout_ok) {
        app_goto_menu(app, NULL);
        return;
    }
    if (S->pass_screen) {
        table_pass_screen(app);
        return;
    }
    SDL_FRect panels[2] = {S->layout.seats_rect, S->layout.log_rect};
    ui_felt_panels(app, S->layout.felt_top, S->layout.felt_bottom, panels, -2);
    if (app->pass == PASS_DRAW) update_preview(app);
    draw_topbar(app);

    /* chrome buttons */
    bool human_turn = S->nlegal > 0;
    if (ui_button(app, (SDL_FRect){1480, 13, 106, 40}, "Menu", true, false)) {
        app->overlay = OV_PAUSE;
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){1364, 13, 106, 40}, "Undo", S->rec.nactions > 0, false)) {
        play_undo(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){1248, 13, 106, 40}, S->job && S->job_hint ? "Hint…" : "Hint", human_turn && !S->job, false)) {
        play_hint(app);
        return;
    }

    if (!app->hide_zones) {
        draw_nameplates(app);
        for (int zi = 0; zi < S->view->nzones; zi++)
            if (S->zr[zi].placed) draw_zone(app, zi);
    }
    draw_seats_panel(app, S->layout.seats_rect);
    draw_log(app, S->layout.log_rect);

    /* action buttons (actions with no zone) */
    int acts[24];
    int nb = button_actions(app, acts, 24);
    SDL_FRect br = S->layout.buttons_rect;
    float bw = nb > 0 ? (br.w - 8 * (nb - 1)) / (nb > 3 ? 3 : nb) : 0;
    if (S->peek_final && ui_button(app, (SDL_FRect){br.x, br.y, br.w, 52}, "Back to the results", true, true)) {
        S->peek_final = false;
        app->scene = SCENE_RESULTS;
        app_dirty(app);
        return;
    }
    for (int i = 0; i < nb; i++) {
        int row = i / 3, col = i % 3;
        float bh = nb > 3 ? 40 : 52;
        SDL_FRect b = {br.x + col * (bw + 8), br.y + row * (bh + 6), bw, bh};
        bool hinted = S->has_hint && action_eq(S->hint, S->legal[acts[i]]);
        if (hinted) gfx_glow(g, b, 10, HINT_GLOW, 10);
        if (ui_button(app, b, S->desc[acts[i]].label, true, true)) {
            take(app, acts[i]);
            return;
        }
    }
    if (app->hide_zones) return;

    if (app->pass == PASS_DRAW) {
        draw_glows(app);
        if (S->has_hint) {
            ActionDesc d;
            memset(&d, 0, sizeof d);
            d.src_index = d.dst_index = -1;
            S->m->describe(S->st, S->hint, &d);
            glow_desc_side(app, d.src_zone, d.src_index, HINT_GLOW, "Hint");
            glow_desc_side(app, d.dst_zone, d.dst_index, HINT_GLOW, d.src_zone[0] ? "here" : "Hint");
        }
        if (S->ai_showing) {
            ActionDesc d;
            memset(&d, 0, sizeof d);
            d.src_index = d.dst_index = -1;
            S->m->describe(S->st, S->ai_action, &d);
            /* S->ai_label, not d.label: a hidden move's label would name secret cards */
            /* a face-down source glows as a whole: its place in the row could tell which card */
            int sz = d.src_zone[0] ? zone_of(app, d.src_zone) : -1;
            int si = d.src_index;
            if (sz >= 0 && si >= 0 && si < S->view->zones[sz].nitems && S->view->zones[sz].items[si].card == VIEW_CARD_BACK)
                si = -1;
            glow_desc_side(app, d.src_zone, si, AI_GLOW, NULL);
            glow_desc_side(app, d.dst_zone, d.dst_index, AI_GLOW, S->ai_label[0] ? S->ai_label : NULL);
            if (!d.src_zone[0] && !d.dst_zone[0] && S->ai_label[0]) {
                float w, h;
                gfx_text_size(g, FACE_BOLD, 22, S->ai_label, &w, &h);
                SDL_FRect p = {620 - w / 2 - 20, 400, w + 40, h + 20};
                gfx_rrect(g, p, 12, rgba(30, 20, 10, 230), rgba(30, 20, 10, 230));
                gfx_text(g, FACE_BOLD, 22, AI_GLOW, p.x + p.w / 2, p.y + 10, ALIGN_CENTER, S->ai_label);
            }
        }
        draw_preview(app);
        draw_anims(app);
        if (app->mouse_down && S->picked >= 0) {
            float dx = app->mx - app->down_x, dy = app->my - app->down_y;
            int pz = zone_of(app, S->picked_zone);
            if (pz >= 0 && dx * dx + dy * dy > 16 * 16 && S->picked_index >= 0 &&
                S->picked_index < S->view->zones[pz].nitems) {
                const ZoneRes *r = &S->zr[pz];
                ViewItem it = S->view->zones[pz].items[S->picked_index];
                it.flags &= (uint8_t)~VI_PEEK;
                SDL_FRect q = {app->mx - r->card_w / 2, app->my - r->card_h / 2, r->card_w, r->card_h};
                gfx_shadow(g, q, 8, 14, 90);
                draw_item_card(app, &it, q);
            }
        }
        if (S->toast[0]) {
            SDL_FRect tr = S->layout.toast_rect;
            float h = gfx_text_wrap_height(g, FACE_BOLD, 15, tr.w - 28, S->toast);
            float w, th;
            gfx_text_size(g, FACE_BOLD, 15, S->toast, &w, &th);
            if (w > tr.w - 28) w = tr.w - 28;
            SDL_FRect p = {tr.x + (tr.w - w - 28) / 2, tr.y, w + 28, h + 12};
            gfx_rrect(g, p, 12, rgba(30, 22, 14, 225), rgba(30, 22, 14, 225));
            gfx_rrect_outline(g, p, 12, 1, rgba(0xe9, 0xc4, 0x6a, 160));
            gfx_text_wrap(g, FACE_BOLD, 15, rgba(255, 230, 170, 255), p.x + 14, p.y + 6, p.w - 28, ALIGN_CENTER, S->toast);
        }
        if (S->notice[0]) {
            /* under the toast, in the layout's message place */
            SDL_FRect tr = S->layout.toast_rect;
            float ty = tr.y + (S->toast[0] ? gfx_text_wrap_height(g, FACE_BOLD, 15, tr.w - 28, S->toast) + 20 : 0);
            float h = gfx_text_wrap_height(g, FACE_BOLD, 15, tr.w - 28, S->notice);
            float w, th;
            gfx_text_size(g, FACE_BOLD, 15, S->notice, &w, &th);
            if (w > tr.w - 28) w = tr.w - 28;
            SDL_FRect p = {tr.x + (tr.w - w - 28) / 2, ty, w + 28, h + 12};
            gfx_rrect(g, p, 10, rgba(20, 40, 70, 240), rgba(20, 40, 70, 240));
            gfx_rrect_outline(g, p, 10, 1, rgba(0x7c, 0xc8, 0xff, 180));
            gfx_text_wrap(g, FACE_BOLD, 15, WHITE, p.x + 14, p.y + 6, p.w - 28, ALIGN_CENTER, S->notice);
        }
        draw_hover(app);
    }

    if (app->pass == PASS_COLLECT) {
        const View *v = S->view;
        for (int zi = 0; zi < v->nzones; zi++) {
            if (!S->zr[zi].placed) continue;
            const ViewZone *z = &v->zones[zi];
            bool lvl = zone_level(S->zr[zi].kind);
            int n = lvl ? 1 : (z->nitems > 0 ? z->nitems : 1);
            for (int i = 0; i < n; i++) {
                int idx = lvl ? z->nitems - 1 : (z->nitems > 0 ? i : -1);
                bool src = is_source(app, zi, idx), dst = is_target(app, zi, idx);
                if (!src && !dst) continue;
                float x, y;
                if (idx >= 0) item_click_point(app, zi, idx, &x, &y);
                else { x = S->zr[zi].rect.x + S->zr[zi].rect.w / 2; y = S->zr[zi].rect.y + S->zr[zi].rect.h / 2; }
                char lab[96];
                snprintf(lab, sizeof lab, "%s#%d", z->id, idx);
                ui_collect(app, dst ? CLICK_TARGET : CLICK_SOURCE, lab, (SDL_FRect){x - 1, y - 1, 2, 2});
            }
        }
    }
    if (app->pass == PASS_CLICK && !app->consumed) {
        app->consumed = true;
        click_table(app, app->click_x, app->click_y);
    }
}

void overlay_chooser(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    int n = S->nchooser;
    float w = 400, bh = 40, h = 52 + n * (bh + 6) + bh + 10;
    float x = S->chooser_x + 10, y = S->chooser_y - h / 2;
    if (x + w > UI_W - 10) x = S->chooser_x - w - 10;
    if (y < 70) y = 70;
    if (y + h > UI_H - 10) y = UI_H - 10 - h;
    SDL_FRect p = {x, y, w, h};
    gfx_shadow(g, p, 12, 14, 120);
    ui_panel(app, p);
    gfx_text(g, FACE_SERIF_BOLD, 18, rgba(255, 226, 160, 255), x + 16, y + 14, ALIGN_LEFT, "Choose");
    for (int i = 0; i < n; i++) {
        SDL_FRect b = {x + 12, y + 48 + i * (bh + 6), w - 24, bh};
        int ai = S->chooser[i];
        if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_CHOICE, S->desc[ai].label, b);
        if (ui_button(app, b, S->desc[ai].label, true, true)) {
            app->overlay = OV_NONE;
            S->nchooser = 0;
            take(app, ai);
            return;
        }
    }
    if (ui_button(app, (SDL_FRect){x + 12, y + 48 + n * (bh + 6), w - 24, bh}, "Cancel", true, false)) {
        app->overlay = OV_NONE;
        S->nchooser = 0;
        S->picked = -1;
        app_dirty(app);
        return;
    }
    /* a click outside closes the chooser */
    if (app->pass == PASS_CLICK && !app->consumed) {
        app->consumed = true;
        app->overlay = OV_NONE;
        S->nchooser = 0;
        app_dirty(app);
    }
}

void table_pass_screen(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    int cp = S->m->current_player(S->st);
    ui_felt(app, rgba(0x3a, 0x24, 0x18, 255), rgba(0x1c, 0x10, 0x0a, 255));
    SDL_Color c = cp >= 0 ? seat_colour(app, cp) : WHITE;
    gfx_crown(g, 800, 250, 120, rgba(0xe9, 0xc4, 0x6a, 255));
    char t[96];
    snprintf(t, sizeof t, "Pass to %s", cp >= 0 ? S->seats[cp].name : "the next player");
    if (cp >= 0) {
        float w, h;
        gfx_text_size(g, FACE_SERIF_BOLD, 56, t, &w, &h);
        gfx_shape(g, seat_shape(cp), 800 - w / 2 - 34, 372, 16, c, rgba(0, 0, 0, 255));
    }
    gfx_text(g, FACE_SERIF_BOLD, 56, WHITE, 800, 336, ALIGN_CENTER, t);
    gfx_text(g, FACE_SANS, 20, rgba(255, 236, 200, 220), 800, 420, ALIGN_CENTER,
             "Everything is hidden so nobody sees another player's hand.");
    char b[96];
    snprintf(b, sizeof b, "I am %s: show my table", cp >= 0 ? S->seats[cp].name : "ready");
    SDL_FRect btn = {800 - 200, 500, 400, 60};
    if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_PASS, b, btn);
    if (ui_button(app, btn, b, true, true) || (app->pass == PASS_CLICK && !app->consumed && (app->consumed = true))) {
        S->pass_screen = false;
        play_rebuild_index(app);
        app_dirty(app);
    }
}

void table_key(UiApp *app, SDL_Keycode k, bool ctrl)
{
    UiSession *S = &app->s;
    if (S->pass_screen) {
        if (k == SDLK_SPACE || k == SDLK_RETURN) {
            S->pass_screen = false;
            play_rebuild_index(app);
            app_dirty(app);
        }
        return;
    }
    if (k == SDLK_z && ctrl) {
        play_undo(app);
    } else if (k == SDLK_h && !ctrl) {
        play_hint(app);
    } else if (k == SDLK_SPACE) {
        int acts[4];
        if (button_actions(app, acts, 4) == 1) take(app, acts[0]);
        else if (S->nanims) S->nanims = 0;
    }
    app_dirty(app);
}
