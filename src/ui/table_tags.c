/* table_tags.c — the glow and the words on one side of a described move
 * (the hint's "Hint" / "here", the AI's choice told in words), placed where
 * they cover nothing a player reads: another zone, a zone's caption, a seat's
 * name box, the top bar, the side panels, the messages or another tag. */
#include "table_internal.h"
#include <math.h>
#include <string.h>

static float overlap_area(SDL_FRect a, SDL_FRect b)
{
    float w = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x), h = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

/* The box of zone k's caption words (above or below it), as caption() in
 * table_zones.c centres them; w = 0 when it has none. */
static SDL_FRect caption_box(UiApp *app, int k)
{
    const UiSession *S = &app->s;
    const ZoneRes *r = &S->zr[k];
    if (r->caption == CAP_LEFT) return (SDL_FRect){r->rect.x, r->rect.y, table_left_caption_end(r) - r->rect.x, r->rect.h};
    if (r->caption != CAP_ABOVE && r->caption != CAP_BELOW) return (SDL_FRect){0, 0, 0, 0};
    const char *label = table_zone_caption(app, k);
    float w, h;
    gfx_text_size(&app->gfx, FACE_BOLD, 13, label, &w, &h);
    w += 48; /* the owner's mark left of it, a pile's " · 12" right of it */
    float y = r->caption == CAP_ABOVE ? r->rect.y - 19 : r->rect.y + r->rect.h + 3;
    return (SDL_FRect){r->rect.x + r->rect.w / 2 - w / 2, y, w, 17};
}

/* How much of the box p covers the words zone zi draws in its own box (a
 * token row's "×N", a counter's caption and number), weighed heavier: the
 * words of the thing a tag marks must stay readable. */
static float own_words_covered(UiApp *app, int zi, SDL_FRect p)
{
    if (zi < 0) return 0;
    const ZoneRes *r = &app->s.zr[zi];
    if (r->kind == DK_TOKENS) return 4 * overlap_area(p, table_token_parts(app, zi).words);
    if (r->kind == DK_COUNTER) {
        CounterParts c = table_counter_parts(app, zi, app->s.view->zones[zi].value);
        return 4 * (overlap_area(p, c.label) + overlap_area(p, c.number));
    }
    return 0;
}

/* How much of the box p covers what must stay readable; zone zi (the
 * tag's own) counts only by its caption and its own words. */
float table_covered(UiApp *app, int zi, SDL_FRect p)
{
    const UiSession *S = &app->s;
    const Layout *L = &S->layout;
    float a = overlap_area(p, (SDL_FRect){0, 0, UI_W, UI_TOP_BAR_H}) + own_words_covered(app, zi, p);
    if (p.y + p.h > UI_H) a += p.w * (p.y + p.h - UI_H);
    for (int k = 0; k < S->view->nzones; k++) {
        if (!S->zr[k].placed) continue;
        if (k != zi) a += overlap_area(p, S->zr[k].rect) + own_words_covered(app, k, p); /* a neighbour row's "×N" too */
        a += overlap_area(p, caption_box(app, k));
    }
    /* the side panels are drawn over the table: a tag on one (even its
     * frame) reads as part of it; heavier than covering a zone (a token
     * row's tag sat on the Players panel's frame) */
    const SDL_FRect panels[3] = {L->seats_rect, L->log_rect, L->buttons_rect};
    for (int k = 0; k < 3; k++)
        if (panels[k].w > 0 && panels[k].h > 0)
            a += 20 * overlap_area(p, (SDL_FRect){panels[k].x - 6, panels[k].y - 6, panels[k].w + 12, panels[k].h + 12});
    for (int k = 0; k < S->nbanners; k++) a += overlap_area(p, S->banners[k]); /* the messages drawn before, the other tags */
    int n = S->view->num_players > 0 ? S->view->num_players : S->nplayers;
    for (int k = 0; k < L->nzones; k++) {
        const LayoutZone *lz = &L->zones[k];
        if (lz->kind != DK_SEAT || !lz->seat_pattern) continue;
        for (int s = 0; s < n; s++) {
            if (!table_zone_for_seat(lz, s, S->view->observer)) continue;
            float sc;
            a += overlap_area(p, table_anchor_rect(L, lz->rect, s, S->view->observer, n, &sc));
        }
    }
    return a;
}

/* The hand card q (item idx of zone zi) as drawn: raised when the pointer
 * or the pick lifts it; w is the strip the next card leaves visible. */
static SDL_FRect hand_card_as_drawn(UiApp *app, int zi, int idx, SDL_FRect q)
{
    UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    int hz, hi;
    if (idx >= 0 && S->picked >= 0 && strcmp(S->picked_zone, z->id) == 0 && S->picked_item == idx) q.y -= 22;
    else if (idx >= 0 && table_hit_zone(app, app->mx, app->my, &hz, &hi) && hz == zi && hi == idx) q.y -= 14;
    if (idx >= 0 && idx < z->nitems - 1) q.w = fminf(q.w, table_spread_step(&S->zr[zi], z->nitems, q.w));
    return q;
}

static SDL_FRect on_screen(SDL_FRect p)
{
    if (p.x + p.w > UI_W - 8) p.x = UI_W - 8 - p.w;
    if (p.x < 8) p.x = 8;
    return p;
}

/* Where a tag of w x h goes by the glowing item q of zone zi: the first of
 * its places that covers nothing, else the one that covers least.  A hand
 * card's tag goes above it (clear of a lift), else across its picture above
 * the name; a battle hand's name strip has its tag beside it, off the
 * strips above and below; a zone captioned above keeps its tag off the
 * caption and the item's words; any other tag goes above, below, right,
 * left, and last on the card's foot. */
static SDL_FRect tag_place(UiApp *app, int zi, int idx, SDL_FRect q, float w, float h, float *cover)
{
    const ZoneRes *r = &app->s.zr[zi];
    SDL_FRect c[6];
    int n = 0;
    float cx = q.x + q.w / 2 - w / 2, cy = q.y + q.h / 2 - h / 2;
    bool strip = r->kind == DK_WARLORD && idx > 0 && q.w > 2.5f * q.h;
    if (r->kind == DK_HAND) {
        c[n++] = (SDL_FRect){cx, q.y - h - 24, w, h};
        /* else across the foot of its picture: below a name at the top (Blood
         * Wars' fan), above one under the picture (across the middle the tag
         * sat on Queen's Court's names) */
        SDL_FRect d = hand_card_as_drawn(app, zi, idx, q);
        c[n++] = (SDL_FRect){d.x + fmaxf(d.w, w) / 2 - w / 2, d.y + d.h * 0.36f - h / 2, w, h};
    } else if (strip) {
        /* a battle hand's name strip: the strips above and below are other
         * cards' names, and its own is all it shows: beside it first */
        c[n++] = (SDL_FRect){q.x + q.w + 6, cy, w, h};
        c[n++] = (SDL_FRect){q.x - w - 6, cy, w, h};
        c[n++] = (SDL_FRect){cx, q.y + q.h + 4, w, h};
        c[n++] = (SDL_FRect){cx, q.y - h - 4, w, h};
    } else if (r->caption == CAP_ABOVE) {
        /* the caption above and the item's own words stay readable: below it,
         * then across a card's picture (a small card's name lies under the
         * picture, a token row's "×N" in its middle), beside it, last its foot */
        bool card = r->kind == DK_PILE || r->kind == DK_CARD || r->kind == DK_CELL || r->kind == DK_ROW || r->kind == DK_WARLORD;
        c[n++] = (SDL_FRect){cx, q.y + q.h + 4, w, h};
        if (card) c[n++] = (SDL_FRect){cx, q.y + q.h * 0.36f - h / 2, w, h}; /* the picture's foot: the middle was on the name */
        c[n++] = (SDL_FRect){q.x + q.w + 6, cy, w, h};
        c[n++] = (SDL_FRect){q.x - w - 6, cy, w, h};
        c[n++] = (SDL_FRect){cx, q.y + q.h - h - 6, w, h};
    } else {
        if (r->kind == DK_TOKENS) c[n++] = (SDL_FRect){q.x + 2, cy, w, h}; /* on the tokens, short of the "×N" */
        c[n++] = (SDL_FRect){cx, q.y - h - 4, w, h};
        c[n++] = (SDL_FRect){cx, q.y + q.h + 4, w, h};
        c[n++] = (SDL_FRect){q.x + q.w + 6, cy, w, h};
        c[n++] = (SDL_FRect){q.x - w - 6, cy, w, h};
        c[n++] = (SDL_FRect){cx, q.y + q.h - h - 6, w, h};
    }
    int best = 0;
    float least = -1;
    int nitems = app->s.view->zones[zi].nitems;
    for (int i = 0; i < n; i++) {
        c[i] = on_screen(c[i]);
        float a = table_covered(app, zi, c[i]);
        for (int j = 0; strip && j < nitems; j++) /* the warlord and his other cards are read too */
            if (j != idx) a += overlap_area(c[i], table_glow_rect(app, zi, j));
        if (least < 0 || a < least) { least = a; best = i; }
        if (a <= 0) break;
    }
    *cover = least;
    return c[best];
}

/* The tag's box and size: at a larger text size, where no place is free,
 * back towards the size at 100 %.  *cover: what it covers (0: nothing). */
static SDL_FRect tag_box(UiApp *app, int zi, int index, SDL_FRect q, const char *tag, float *size, float *cover)
{
    UiGfx *g = &app->gfx;
    float w, h;
    *size = 13;
    gfx_text_size(g, FACE_BOLD, *size, tag, &w, &h);
    SDL_FRect p = tag_place(app, zi, index, q, w + 16, h + 4, cover);
    if (*cover > 0 && g->text_scale > 1) {
        float small = 13 / g->text_scale, scover;
        gfx_text_size(g, FACE_BOLD, small, tag, &w, &h);
        SDL_FRect sp = tag_place(app, zi, index, q, w + 16, h + 4, &scover);
        if (scover < *cover) { p = sp; *size = small; *cover = scover; }
    }
    return p;
}

bool table_tag_fits(UiApp *app, const char *zone, int index, const char *tag)
{
    int zi = zone[0] ? table_zone_of(app, zone) : -1;
    if (zi < 0 || !app->s.zr[zi].placed) return false;
    float size, cover;
    tag_box(app, zi, index, table_glow_rect(app, zi, index), tag, &size, &cover);
    return cover <= 0;
}

SDL_FRect table_glow_desc_side(UiApp *app, const char *zone, int index, SDL_Color c, const char *tag, SDL_FRect *tag_at)
{
    UiSession *S = &app->s;
    if (!zone[0]) return (SDL_FRect){0, 0, 0, 0};
    int zi = table_zone_of(app, zone);
    if (zi < 0 || !S->zr[zi].placed) return (SDL_FRect){0, 0, 0, 0};
    SDL_FRect q = table_glow_rect(app, zi, index);
    UiGfx *g = &app->gfx;
    gfx_glow(g, q, 8, alpha(c, (int)(255 * table_pulse(app))), 12);
    gfx_rrect_outline(g, q, 8, 3, c);
    if (!tag) return q;
    float size, cover;
    SDL_FRect p = tag_box(app, zi, index, q, tag, &size, &cover);
    table_note_banner(app, p);
    if (tag_at) *tag_at = p;
    gfx_rrect(g, p, p.h / 2, c, mixc(c, rgba(0, 0, 0, 255), 0.3f));
    gfx_text(g, FACE_BOLD, size, rgba(20, 20, 20, 255), p.x + p.w / 2, p.y + 2, ALIGN_CENTER, tag);
    return q;
}
