/* table_zones.c — drawing the zones with the generic drawers, the glows of
 * sources / targets / hints, and the move animations. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ drawing */
float table_pulse(const UiApp *app)
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

/* How far a caption centred on zone r (band y..y+h) may spread each side:
 * up to the middle of the gap to the nearest zone beside it on that band,
 * so two neighbours' captions never meet, and short of a side panel beside
 * it (at most 80 past the zone). */
static float caption_half_width(const UiApp *app, const ZoneRes *r, float y, float h)
{
    const UiSession *S = &app->s;
    float spare = 80;
    for (int k = 0; k < S->view->nzones; k++) {
        const ZoneRes *o = &S->zr[k];
        if (o == r || !o->placed) continue;
        /* the other zone with its own caption band */
        float top = o->rect.y - (o->caption == CAP_ABOVE ? 19 : 0);
        float bottom = o->rect.y + o->rect.h + (o->caption == CAP_BELOW ? 20 : 0);
        if (bottom <= y || top >= y + h) continue;
        float gap = o->rect.x >= r->rect.x + r->rect.w ? o->rect.x - (r->rect.x + r->rect.w)
                  : o->rect.x + o->rect.w <= r->rect.x ? r->rect.x - (o->rect.x + o->rect.w) : -1;
        if (gap < 0) continue; /* overlapping boxes (a zone inside another): not a neighbour */
        if (gap / 2 - 2 < spare) spare = gap / 2 - 2;
    }
    /* and short of the side panels (seats, log, buttons), which are drawn over the table */
    const Layout *L = &S->layout;
    const SDL_FRect panels[3] = {L->seats_rect, L->log_rect, L->buttons_rect};
    for (int k = 0; k < 3; k++) {
        SDL_FRect o = panels[k];
        if (o.w <= 0 || o.y + o.h <= y || o.y >= y + h) continue;
        float gap = o.x >= r->rect.x + r->rect.w ? o.x - (r->rect.x + r->rect.w) : o.x + o.w <= r->rect.x ? r->rect.x - (o.x + o.w) : -1;
        if (gap >= 0 && gap - 4 < spare) spare = gap - 4;
    }
    if (spare < 5) spare = 5;
    return r->rect.w / 2 + spare;
}

/* The room left of a strip for zone k's caption. */
static SDL_FRect left_caption_box(const ZoneRes *r)
{
    return (SDL_FRect){r->rect.x, r->rect.y + (r->rect.h - 17) / 2, table_left_caption_end(r) - r->rect.x - 4, 17};
}

/* A strip pile's caption left of its strip (the count is its badge), in the
 * room the strip leaves: every such caption on the table at one size, the
 * largest at which each fits (a pool's and a Dead-Book's, one over the
 * other, read as one list's labels), the text floor at least. */
static void caption_left(UiApp *app, const char *label, const ZoneRes *r)
{
    float sz = 13;
    for (int k = 0; k < app->s.view->nzones; k++)
        if (app->s.zr[k].placed && app->s.zr[k].caption == CAP_LEFT)
            sz = fminf(sz, gfx_line_size(&app->gfx, FACE_BOLD, 13, left_caption_box(&app->s.zr[k]), table_zone_caption(app, k)));
    gfx_text_line(&app->gfx, FACE_BOLD, sz, rgba(255, 246, 220, 220), left_caption_box(r), ALIGN_RIGHT, label);
}

static void caption(UiApp *app, const ViewZone *z, const ZoneRes *r)
{
    if (r->caption == CAP_NONE) return;
    const char *label = r->lz && r->lz->label[0] ? r->lz->label : z->label[0] ? z->label : z->id;
    if (r->caption == CAP_LEFT) {
        caption_left(app, label, r);
        return;
    }
    char buf[96];
    if (r->kind == DK_PILE && z->count > 0 && !(r->lz && r->lz->no_count)) snprintf(buf, sizeof buf, "%s · %d", label, z->count);
    else snprintf(buf, sizeof buf, "%s", label);
    float y = r->caption == CAP_ABOVE ? r->rect.y - 19 : r->caption == CAP_BELOW ? r->rect.y + r->rect.h + 3 : r->rect.y + 3;
    float x = r->rect.x + r->rect.w / 2;
    bool owned = z->owner >= 0 && z->owner < app->s.nplayers;
    /* the caption keeps between its neighbours, so two never collide */
    float cw = 2 * caption_half_width(app, r, y, 17) - (owned ? 16 : 0);
    if (owned) { /* the owner's mark goes when the words need its room at the text floor */
        float fw, fh;
        gfx_text_size(&app->gfx, FACE_BOLD, gfx_shrink_floor(&app->gfx, 13), buf, &fw, &fh);
        if (fw > cw) {
            owned = false;
            cw += 16;
        }
    }
    if (owned) x += 8;
    float sz = gfx_text_line(&app->gfx, FACE_BOLD, 13, rgba(255, 246, 220, 220), (SDL_FRect){x - cw / 2, y, cw, 17},
                             ALIGN_CENTER, buf);
    if (owned) { /* the owner's mark just left of the caption */
        float w, h;
        gfx_text_size(&app->gfx, FACE_BOLD, sz, buf, &w, &h);
        if (w > cw) w = cw;
        gfx_shape(&app->gfx, seat_shape(z->owner), x - w / 2 - 9, y + 8.5f, 5, seat_colour(app, z->owner), rgba(0, 0, 0, 255));
    }
}

float table_left_caption_end(const ZoneRes *r)
{
    return fmaxf(r->rect.x, r->rect.x + r->rect.w - r->rect.h - fminf(r->strip_w, r->rect.w));
}

bool table_pile_unseen(const ZoneRes *r, const ViewZone *z)
{
    return (r->kind == DK_PILE || r->kind == DK_CARD) && z->nitems == 0 && r->strip_w > 0 && r->caption == CAP_NONE &&
           !(z->flags & VI_HIGHLIGHT);
}

int table_pile_count(const ViewZone *z)
{
    return z->count > z->nitems ? z->count : z->nitems;
}

bool table_mirror_for(const UiApp *app, int owner)
{
    return owner >= 0 && owner < 32 && ((app->s.layout.mirror_grid_seats >> owner) & 1);
}

void table_draw_item_card(UiApp *app, const ViewItem *it, SDL_FRect q)
{
    card_draw(app, play_set(app), it, q, table_mirror_for(app, it->owner));
}

/* Where a pile's count badge goes (the caption does not say the count): on
 * the card's corner, inside its edges, so it never lies over the next pile
 * when piles stand close (Blood Wars at 3-5 seats).  At the foot, or at the
 * head when a caption sits below.  False when no badge is drawn. */
bool table_count_badge(UiApp *app, int zi, SDL_FRect *out)
{
    UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    const ZoneRes *r = &S->zr[zi];
    bool counted = (r->caption == CAP_ABOVE || r->caption == CAP_BELOW) && !(r->lz && r->lz->no_count);
    if ((r->kind != DK_PILE && r->kind != DK_CARD) || z->nitems == 0 || table_pile_count(z) <= 1 || counted) return false;
    SDL_FRect q;
    if (!table_item_rect(app, S->view, S->zr, zi, 0, &q)) return false;
    /* the small piles of the other seats get a badge to their size */
    /* large enough for its number at the text floor (UI_TEXT_FLOOR_PX) */
    float rad = fmaxf(q.w * 0.45f < 12 ? q.w * 0.45f : 12, fminf(gfx_least_size(&app->gfx) * 0.8f, q.w * 0.5f));
    float cx = q.x + q.w - rad, cy = r->caption == CAP_BELOW ? q.y + rad : q.y + q.h - rad;
    if (r->strip_w > 0) { /* a strip's count: after its end, clear of its name and number, inside its place */
        rad = fminf(rad, r->rect.h / 2);
        cx = fminf(q.x + q.w + 3 + rad, r->rect.x + r->rect.w - rad);
        cy = q.y + q.h / 2;
    } else if (table_pile_count_beside(r)) {
        /* after the card's stack, inside its place: a disc as tall as the
         * number at the text floor needs (or the place's height), a pill
         * where the number is wider than that disc */
        float least = gfx_least_size(&app->gfx), tw, th;
        char b[16];
        snprintf(b, sizeof b, "%d", table_pile_count(z));
        rad = fminf(fmaxf(rad, least * 0.8f), r->rect.h / 2);
        gfx_text_size(&app->gfx, FACE_BOLD, fmaxf(rad, least), b, &tw, &th);
        float w = fmaxf(2 * rad, tw + 6), x = q.x + q.w + 3 * table_pile_edge_step(q) + 3;
        *out = (SDL_FRect){fminf(x, r->rect.x + r->rect.w - w), q.y + q.h / 2 - rad, w, 2 * rad};
        return true;
    }
    *out = (SDL_FRect){cx - rad, cy - rad, 2 * rad, 2 * rad};
    return true;
}

/* A token row's parts: tokens drawn (up to 6, as many as leave room for the
 * words) and where its "×N" goes.  The drawer and the tags share it. */
TokenParts table_token_parts(UiApp *app, int zi)
{
    const ZoneRes *r = &app->s.zr[zi];
    const ViewZone *z = &app->s.view->zones[zi];
    TokenParts t;
    t.count = z->nitems > z->value ? z->nitems : z->value;
    t.rad = r->rect.h * 0.4f;
    t.size = t.rad * 1.1f;
    snprintf(t.text, sizeof t.text, "×%d", t.count);
    float tw, th;
    gfx_text_size(&app->gfx, FACE_BOLD, t.size, t.text, &tw, &th);
    int room = (int)((r->rect.w - tw - 10 - 2 * t.rad) / (t.rad * 0.9f)) + 1;
    t.shown = t.count < room ? t.count : room;
    if (t.shown > 6) t.shown = 6;
    if (t.shown < 1 && t.count > 0) t.shown = 1;
    float x = r->rect.x + t.rad + 2, cy = r->rect.y + r->rect.h / 2;
    float tx = t.count == 0 ? x + t.rad + 6 : x + (t.shown - 1) * t.rad * 0.9f + t.rad + 6;
    t.words = (SDL_FRect){tx, cy - th / 2, tw, th};
    return t;
}

/* Where a counter's caption and number go: a narrow counter puts the
 * caption on top and the number under it (a low one has no room for two
 * lines: side by side, shrunk).  The drawer and the play preview (which
 * shows "0 → 2" in the number's place, clear of the caption) share it. */
/* True when `num` stands in `text` as a number of its own (not inside a longer one). */
static bool says_number(const char *text, const char *num)
{
    size_t n = strlen(num);
    for (const char *p = strstr(text, num); p; p = strstr(p + 1, num)) {
        bool before = p > text && p[-1] >= '0' && p[-1] <= '9', after = p[n] >= '0' && p[n] <= '9';
        if (!before && !after) return true;
    }
    return false;
}

static CounterParts counter_parts_alone(UiApp *app, int zi, int value)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const ZoneRes *r = &S->zr[zi];
    const ViewZone *z = &S->view->zones[zi];
    CounterParts c;
    float x0 = r->rect.x + 10;
    if (z->owner >= 0 && z->owner < S->nplayers) x0 += 18;
    c.caption = r->lz && r->lz->label[0] ? r->lz->label : z->label[0] ? z->label : z->id;
    char num[16];
    snprintf(num, sizeof num, "%d", value);
    float nw, nh;
    /* sizes follow the box, but never under the text floor (a 4-seat Queen
     * by Midnight rival's "HP" was 6 px at 1280x720) */
    float least = gfx_least_size(g);
    float ns = fmaxf(r->rect.h * 0.55f > 30 ? 30 : r->rect.h * 0.55f, least);
    gfx_text_size(g, FACE_BOLD, ns, num, &nw, &nh);
    float lw = r->rect.x + r->rect.w - nw - 16 - x0;
    float ls = fmaxf(r->rect.h * 0.3f > 15 ? 15 : r->rect.h * 0.3f, least);
    float tw, th;
    gfx_text_size(g, FACE_SANS, ls, c.caption, &tw, &th);
    float inner = r->rect.w - (x0 - r->rect.x) - 6;
    float tmin, tmin_h; /* the caption as far as it may shrink (a quarter, never under the floor) */
    gfx_text_size(g, FACE_SANS, gfx_shrink_floor(g, ls), c.caption, &tmin, &tmin_h);
    /* where it fits so, the caption keeps room for two digits: it keeps its
     * size as the count passes 9, and beside its sibling counters ("Score"
     * beside 10 read smaller than beside 3 at 150 % text) */
    float two_w, two_h;
    gfx_text_size(g, FACE_BOLD, ns, "00", &two_w, &two_h);
    float lw_two = r->rect.x + r->rect.w - fmaxf(nw, two_w) - 16 - x0;
    if (tmin <= lw_two) lw = lw_two;
    c.stacked = fmaxf(tw * 0.75f, tmin) > lw && r->rect.h >= 30;
    c.number_shown = true;
    /* too long beside its number at the floor, and the caption says the
     * number already ("Brawler 5/3 · Caster 4/2" beside 5): the number goes */
    if (!c.stacked && tmin > lw && says_number(c.caption, num)) {
        c.number_shown = false;
        lw = r->rect.x + r->rect.w - 8 - x0;
        nw = 0;
    }
    if (c.stacked) {
        /* the caption small on top, the figure (the key one, Queen's Court's
         * Spread) the rest: the caption's line is at most 30 % of
         * the box, down to the floor */
        float cap = fmaxf(12, least), cw, ch;
        gfx_text_size(g, FACE_SANS, cap, c.caption, &cw, &ch);
        while ((ch > r->rect.h * 0.3f || cw > inner) && cap > least) {
            cap = fmaxf(cap * 0.93f, least);
            gfx_text_size(g, FACE_SANS, cap, c.caption, &cw, &ch);
        }
        float lh = fminf(ch, r->rect.h * 0.36f);
        c.label = (SDL_FRect){x0 - 4, r->rect.y + 3, inner, lh};
        c.label_size = cap;
        c.number = (SDL_FRect){x0 - 4, r->rect.y + 3 + lh, inner, r->rect.h - lh - 6};
        c.number_size = 28;
        c.free = c.number;
    } else {
        c.label = (SDL_FRect){x0, r->rect.y + 2, lw, r->rect.h - 4};
        c.label_size = ls;
        c.number = (SDL_FRect){r->rect.x + r->rect.w - 10 - nw, r->rect.y + 2, nw, r->rect.h - 4};
        c.number_size = ns;
        float used = tw < lw ? tw : lw; /* the caption as drawn (it may shrink to lw) */
        c.free = (SDL_FRect){x0 + used + 6, r->rect.y + 3, r->rect.x + r->rect.w - 4 - (x0 + used + 6), r->rect.h - 6};
    }
    return c;
}

/* The size a counter's figure is drawn at in its box. */
static float figure_size(UiApp *app, const CounterParts *c, int value)
{
    char num[16];
    snprintf(num, sizeof num, "%d", value);
    return gfx_line_size(&app->gfx, FACE_BOLD, c->number_size, c->number, num);
}

CounterParts table_counter_parts(UiApp *app, int zi, int value)
{
    UiSession *S = &app->s;
    CounterParts c = counter_parts_alone(app, zi, value);
    if (!c.number_shown) return c;
    /* a seat's counters show their figures at one size, the smallest any of
     * them fits: a stacked "Spread" figure read at half the size of the
     * "Wins" figure beside it at 150 % text */
    c.number_size = figure_size(app, &c, value);
    const ViewZone *z = &S->view->zones[zi];
    for (int j = 0; j < S->view->nzones; j++) {
        const ViewZone *o = &S->view->zones[j];
        if (j == zi || !S->zr[j].placed || S->zr[j].kind != DK_COUNTER || o->owner != z->owner) continue;
        CounterParts oc = counter_parts_alone(app, j, o->value);
        if (oc.number_shown) c.number_size = fminf(c.number_size, figure_size(app, &oc, o->value));
    }
    return c;
}

void table_draw_zone(UiApp *app, int zi)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const ViewZone *z = &S->view->zones[zi];
    const ZoneRes *r = &S->zr[zi];
    SDL_FRect q;
    bool locked = (z->flags & VI_LOCKED) != 0;
    table_open_draw_backdrop(app, zi); /* a list in its open place: under its strips */
    switch (r->kind) {
    case DK_PILE: case DK_CARD: {
        table_item_rect(app, S->view, S->zr, zi, 0, &q);
        if (z->nitems == 0) {
            /* the empty slot is part of the backdrop */
        } else if (z->nitems == 1 && anim_hides(app, z->id, 0)) {
            card_draw_empty(app, q, r->kind == DK_PILE ? "empty" : "");
        } else {
            /* stack depth: a few offset edges for a pile of several */
            int count = table_pile_count(z);
            int depth = count > 1 && r->strip_w <= 0 ? (count > 12 ? 3 : count > 4 ? 2 : 1) : 0;
            const ViewItem *top = &z->items[z->nitems - 1];
            for (int d = depth; d >= 1; d--) {
                float step = table_pile_edge_step(q);
                SDL_FRect e = {q.x + d * step, q.y + d * step, q.w, q.h};
                if (z->nitems >= 2 && top->card != VIEW_CARD_BACK) {
                    gfx_rrect(g, e, q.w * 0.07f, rgba(0xe8, 0xdc, 0xc0, 255), rgba(0xc8, 0xb8, 0x98, 255));
                    gfx_rrect_outline(g, e, q.w * 0.07f, 1, rgba(60, 40, 20, 120));
                } else {
                    card_draw_back(app, play_set(app), e);
                }
            }
            int shown = z->nitems - 1;
            if (anim_hides(app, z->id, shown) && shown > 0) shown--;
            if (!anim_hides(app, z->id, shown)) table_draw_item_card(app, &z->items[shown], q);
            SDL_FRect badge;
            if (table_count_badge(app, zi, &badge)) {
                char b[16];
                snprintf(b, sizeof b, "%d", count);
                float rad = badge.h / 2, cx = badge.x + badge.w / 2, cy = badge.y + rad, bw, bh;
                /* larger text where the disc holds it, the text floor at least ("20" at 150 % ran past the disc) */
                float size = gfx_line_size(g, FACE_BOLD, fmaxf(rad, gfx_least_size(g)), (SDL_FRect){badge.x + 2, badge.y, badge.w - 4, badge.h}, b);
                gfx_text_size(g, FACE_BOLD, size, b, &bw, &bh);
                if (badge.w > badge.h + 0.5f) /* a pill beside its card: the number is wider than a disc */
                    gfx_rrect(g, badge, rad, rgba(30, 30, 40, 230), rgba(30, 30, 40, 230));
                else
                    gfx_circle(g, cx, cy, rad, rgba(30, 30, 40, 230));
                gfx_text(g, FACE_BOLD, size, WHITE, cx, cy - bh / 2, ALIGN_CENTER, b);
            }
        }
        break;
    }
    case DK_HAND: case DK_ROW: {
        int hover_i = -1, hz, hi;
        bool fan = r->kind == DK_HAND && r->open_total <= 0; /* a hand listed as strips lies flat */
        if (fan && table_hit_zone(app, app->mx, app->my, &hz, &hi) && hz == zi) hover_i = hi;
        for (int i = 0; i < z->nitems; i++) {
            if (anim_hides(app, z->id, i) || !table_item_rect(app, S->view, S->zr, zi, i, &q)) continue;
            if (i == hover_i && z->items[i].card >= 0) q.y -= 14;
            bool picked = S->picked >= 0 && strcmp(S->picked_zone, z->id) == 0 && S->picked_item == i;
            if (picked) q.y -= 22;
            /* in a hand, "only you see it" is obvious: no hidden band */
            ViewItem it = z->items[i];
            if (r->kind == DK_HAND) it.flags &= (uint8_t)~VI_PEEK;
            /* a held hand fans out a little; the card under the mouse straightens */
            double angle = 0;
            if (fan && z->nitems > 1 && i != hover_i && !picked) {
                int places, place;
                table_item_place(app, S->view, zi, i, &places, &place);
                angle = table_fan_angle(places, place);
            }
            card_draw_rot(app, play_set(app), &it, q, table_mirror_for(app, it.owner), angle);
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
        bool has_card = false;
        for (int i = 0; i < z->nitems; i++) {
            if (z->items[i].card == VIEW_NO_CARD) continue;
            has_card = true;
            if (anim_hides(app, z->id, i)) continue;
            table_item_rect(app, S->view, S->zr, zi, i, &q);
            table_draw_item_card(app, &z->items[i], q);
        }
        if (!has_card && z->value > 0) pawns_draw(app, z->owner, z->value, r->rect);
        break;
    }
    case DK_TRACK: {
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
                table_draw_item_card(app, it, table_fit_card(q, r->card_w, r->card_h));
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
        if (z->owner >= 0 && z->owner < S->nplayers)
            gfx_shape(g, seat_shape(z->owner), r->rect.x + 16, r->rect.y + r->rect.h / 2, 6, seat_colour(app, z->owner), rgba(0, 0, 0, 255));
        CounterParts c = table_counter_parts(app, zi, z->value);
        char num[16];
        snprintf(num, sizeof num, "%d", z->value);
        SDL_Color vc = z->flags & VI_HIGHLIGHT ? rgba(0xff, 0xd4, 0x50, 255) : WHITE;
        gfx_text_line(g, FACE_SANS, c.label_size, rgba(255, 240, 210, 230), c.label, c.stacked ? ALIGN_CENTER : ALIGN_LEFT, c.caption);
        if (c.number_shown) gfx_text_line(g, FACE_BOLD, c.number_size, vc, c.number, c.stacked ? ALIGN_CENTER : ALIGN_RIGHT, num);
        break;
    }
    case DK_DICE:
        if (z->nitems == 0) { /* the module shows no dice before this turn's roll: say so, not a blank */
            gfx_rrect_outline(g, r->rect, 8, 1, rgba(255, 255, 255, 50));
            gfx_text_fit(g, FACE_SANS, 14, rgba(255, 255, 255, 150), r->rect.x + r->rect.w / 2, r->rect.y + r->rect.h / 2 - 9,
                         r->rect.w - 12, ALIGN_CENTER, "not rolled yet");
        }
        for (int i = 0; i < z->nitems; i++) {
            table_item_rect(app, S->view, S->zr, zi, i, &q);
            die_draw(app, z->items[i].value, q, (z->items[i].flags & VI_HIGHLIGHT) != 0);
        }
        break;
    case DK_TOKENS: {
        const char *col = r->lz && r->lz->colour[0] ? r->lz->colour : strrchr(z->id, '.') ? strrchr(z->id, '.') + 1 : "";
        if (z->nitems > 0 && z->items[0].badge[0]) col = z->items[0].badge;
        TokenParts t = table_token_parts(app, zi);
        float x = r->rect.x + t.rad + 2, cy = r->rect.y + r->rect.h / 2;
        if (t.count == 0) gfx_ring(g, x, cy, t.rad, 1.5f, rgba(255, 255, 255, 90));
        for (int i = 0; i < t.shown; i++) token_draw(app, col, x + i * t.rad * 0.9f, cy, t.rad);
        gfx_text(g, FACE_BOLD, t.size, t.count ? WHITE : rgba(255, 255, 255, 120), t.words.x, t.words.y, ALIGN_LEFT, t.text);
        break;
    }
    case DK_CLOCK: clock_board_draw(app, z, r->rect); break;
    case DK_WARLORD: {
        int hz, hi;
        bool over = table_hit_zone(app, app->mx, app->my, &hz, &hi) && hz == zi;
        warlord_board_draw(app, zi, over ? hi : -1, table_front_item(app, zi));
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

/* The parts of a zone that change only with its kind, place, owner and
 * highlight: painted into the cached table background (app->backdrop), so a
 * frame does not blend these large translucent boxes again. */
void table_draw_zone_backdrop(UiApp *app, int zi)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const ViewZone *z = &S->view->zones[zi];
    const ZoneRes *r = &S->zr[zi];
    SDL_FRect q;
    switch (r->kind) {
    case DK_PILE: case DK_CARD:
        if (z->nitems == 0 && !table_pile_unseen(r, z) && table_item_rect(app, S->view, S->zr, zi, 0, &q))
            card_draw_empty(app, q, r->kind == DK_PILE ? "empty" : "");
        break;
    case DK_HAND: case DK_ROW:
        /* an empty hand shows its place only while it is in play (LLtQ's
         * tiles-to-place box is gone once setup is over) */
        if (z->nitems == 0 && (z->count > 0 || (z->flags & VI_HIGHLIGHT)))
            card_draw_empty(app, table_fit_card(r->rect, r->card_w, r->card_h), "");
        break;
    case DK_CELL: {
        SDL_Color base = z->flags & VI_HIGHLIGHT ? rgba(255, 240, 190, 70) : rgba(255, 255, 255, 26);
        gfx_rrect(g, r->rect, 8, base, alpha(base, base.a + 14));
        gfx_rrect_outline(g, r->rect, 8, 1.2f, rgba(255, 255, 255, 55));
        if (z->owner >= 0 && z->owner < S->nplayers) /* the owner's colour as a tinted rim */
            gfx_rrect_outline(g, r->rect, 8, 3, alpha(seat_colour(app, z->owner), 170));
        break;
    }
    case DK_TRACK: {
        SDL_Color base = z->flags & VI_HIGHLIGHT ? rgba(255, 230, 160, 90) : rgba(0, 0, 0, 45);
        gfx_rrect(g, r->rect, 6, base, alpha(base, base.a + 20));
        gfx_rrect_outline(g, r->rect, 6, 1, rgba(255, 255, 255, 60));
        break;
    }
    case DK_COUNTER:
        gfx_rrect(g, r->rect, 8, rgba(20, 16, 12, 150), rgba(20, 16, 12, 190));
        gfx_rrect_outline(g, r->rect, 8, 1, rgba(255, 230, 170, 70));
        break;
    default:
        break;
    }
}

/* Everything table_draw_zone_backdrop depends on, hashed. */
uint64_t table_backdrop_key(const UiApp *app)
{
    const UiSession *S = &app->s;
    uint64_t h = 1469598103934665603ull;
#define MIX(v) (h = (h ^ (uint64_t)(int64_t)(v)) * 1099511628211ull)
    MIX(S->view->nzones);
    MIX(S->view->current_player);
    MIX(S->nplayers);
    MIX(app->settings.colourblind);
    for (int zi = 0; zi < S->view->nzones; zi++) {
        const ZoneRes *r = &S->zr[zi];
        const ViewZone *z = &S->view->zones[zi];
        if (!r->placed) continue;
        MIX(zi);
        MIX(r->kind);
        MIX(lroundf(r->rect.x * 4));
        MIX(lroundf(r->rect.y * 4));
        MIX(lroundf(r->rect.w * 4));
        MIX(lroundf(r->rect.h * 4));
        MIX(lroundf(r->card_w * 4));
        MIX(z->owner);
        MIX(z->owner >= 0 ? seat_colour(app, z->owner).r * 65536 + seat_colour(app, z->owner).g * 256 + seat_colour(app, z->owner).b : -1);
        MIX(z->flags & VI_HIGHLIGHT);
        MIX(z->nitems == 0);
        MIX(z->count > 0);
    }
    /* the Players panel's rows grow with their lines */
    for (int s = 0; s < S->nplayers && s < 5; s++)
        for (const char *c = S->view->seat_status[s]; *c; c++) MIX(*c);
#undef MIX
    return h;
}

SDL_FRect table_glow_rect(UiApp *app, int zi, int idx)
{
    UiSession *S = &app->s;
    SDL_FRect q;
    const ZoneRes *r = &S->zr[zi];
    if (table_zone_level(r->kind) && (r->kind == DK_PILE || r->kind == DK_CARD)) {
        table_item_rect(app, S->view, S->zr, zi, 0, &q);
        return q;
    }
    if (table_zone_level(r->kind) || idx < 0 || !table_item_rect(app, S->view, S->zr, zi, idx, &q)) return r->rect;
    if (r->kind == DK_WARLORD) return warlord_visible_rect(app, zi, idx, table_front_item(app, zi));
    return q;
}

/* Source/target glows (and colour-blind markers: ring = source, arrow = target). */
void table_draw_glows(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    for (int zi = 0; zi < v->nzones; zi++) {
        const ZoneRes *r = &S->zr[zi];
        if (!r->placed) continue;
        const ViewZone *z = &v->zones[zi];
        int n = table_zone_level(r->kind) ? 1 : (z->nitems > 0 ? z->nitems : 1);
        for (int i = 0; i < n; i++) {
            int idx = table_zone_level(r->kind) ? z->nitems - 1 : (z->nitems > 0 ? i : -1);
            bool src = table_is_source(app, zi, idx), dst = table_is_target(app, zi, idx);
            if (!src && !dst) continue;
            SDL_FRect q = table_glow_rect(app, zi, idx);
            if (r->kind == DK_HAND || r->kind == DK_ROW) {
                /* only the visible strip of an overlapped card */
                if (idx >= 0 && idx < z->nitems - 1) {
                    float step = table_spread_step(r, z->nitems, q.w);
                    if (step < q.w) q.w = step;
                }
            }
            SDL_Color c = dst ? DST_GLOW : SRC_GLOW;
            gfx_glow(g, q, 8, alpha(c, (int)(200 * table_pulse(app))), dst ? 12 : 7);
            gfx_rrect_outline(g, q, 8, dst ? 2.5f : 1.5f, alpha(c, 230));
            if (app->settings.colourblind) {
                /* inside the card's middle: never on a caption or the corner number */
                float cy = q.y + q.h * 0.45f;
                if (dst) {
                    gfx_shape(g, SHAPE_TRIANGLE, q.x + q.w / 2, cy, 8, c, rgba(0, 0, 0, 255));
                } else {
                    float cx = q.x + (q.w < 40 ? q.w / 2 : 10);
                    gfx_ring(g, cx, cy, 6, 2.5f, rgba(0, 0, 0, 255));
                    gfx_ring(g, cx, cy, 5, 2, c);
                }
            }
        }
    }
}

void table_draw_anims(UiApp *app)
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
