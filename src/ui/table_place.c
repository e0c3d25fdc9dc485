/* table_place.c — where things go: resolves the layout's zones for a view
 * (anchors, seats relative to the observer, auto-layout for unplaced zones)
 * and the rectangle of every item in a zone. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

bool table_zone_for_seat(const LayoutZone *lz, int seat, int observer)
{
    bool self = seat == (observer >= 0 ? observer : 0); /* a spectator sees the table from seat 0 */
    return !(lz->who == WHO_SELF && !self) && !(lz->who == WHO_OTHER && self);
}

SDL_FRect table_anchor_rect(const Layout *L, SDL_FRect r, int seat, int observer, int n, float *scale)
{
    int rel = rel_seat(seat, observer, n);
    LayoutAnchor an = {0, 0, 1};
    if (n >= 1 && n <= GM_MAX_PLAYERS && L->nanchors[n] == n) an = L->anchors[n][rel];
    *scale = an.scale;
    SDL_FRect o = {an.x + r.x * an.scale, an.y + r.y * an.scale, r.w * an.scale, r.h * an.scale};
    return o;
}

/* The free table under zone zi, across its width: down to the nearest zone
 * below that shows something or has a caption above it (with its caption
 * band; a hand with the room its cards rise into when pointed at) or the
 * window's foot. */
static float room_below(const UiApp *app, const View *v, const ZoneRes *zr, int zi)
{
    const ZoneRes *r = &zr[zi];
    float bottom = r->rect.y + r->rect.h, limit = UI_H - 8;
    for (int k = 0; k < v->nzones; k++) {
        const ZoneRes *o = &zr[k];
        if (k == zi || !o->placed || o->kind == DK_HIDDEN || o->kind == DK_SEAT) continue;
        SDL_FRect b = o->kind == DK_HAND ? table_hand_row(o) : o->rect;
        if (o->caption == CAP_ABOVE) {
            b.y -= 19;
            b.h += 19;
        }
        if (b.x >= r->rect.x + r->rect.w || b.x + b.w <= r->rect.x || b.y + b.h <= bottom) continue;
        /* an empty row leaves its place free, but not its caption (drawn all the same) */
        bool empty_row = (o->kind == DK_ROW || o->kind == DK_HAND) && v->zones[k].nitems == 0 && v->zones[k].count == 0;
        if ((!empty_row || o->caption == CAP_ABOVE) && b.y - 8 < limit) limit = b.y - 8;
    }
    /* and the seats' nameplates */
    const Layout *L = &app->s.layout;
    for (int k = 0; k < L->nzones; k++) {
        const LayoutZone *lz = &L->zones[k];
        if (lz->kind != DK_SEAT || lz->who != WHO_SELF) continue;
        SDL_FRect b = lz->rect;
        if (b.x < r->rect.x + r->rect.w && b.x + b.w > r->rect.x && b.y >= bottom && b.y - 4 < limit) limit = b.y - 4;
    }
    return fmaxf(limit - bottom, 0);
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
        SDL_FRect open = {0, 0, 0, 0};
        for (int k = 0; k < L->nzones && !hit; k++) {
            const LayoutZone *lz = &L->zones[k];
            if (lz->kind == DK_SEAT) continue;
            if (!lz->seat_pattern) {
                if (strcmp(lz->id, z->id) == 0) { hit = lz; rect = lz->rect; open = lz->open; }
                continue;
            }
            for (int s = 0; s < n && !hit; s++) {
                char id[64];
                seat_id(id, sizeof id, lz->id, s);
                if (strcmp(id, z->id) != 0) continue;
                if (!table_zone_for_seat(lz, s, v->observer)) continue;
                hit = lz;
                rect = table_anchor_rect(L, lz->rect, s, v->observer, n, &scale);
                if (lz->open.w > 0) open = table_anchor_rect(L, lz->open, s, v->observer, n, &scale);
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
            r->strip_w = hit->strip_w * scale;
            r->strip_h = hit->strip_h * scale;
            r->open = open;
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
    table_open_resolve(v, zr); /* face-up cards listed in their open place: the seat's zones under it wait */
    float right = UI_W - 8;
    if (L->seats_rect.w > 0) right = fminf(right, L->seats_rect.x - 8);
    if (L->log_rect.w > 0) right = fminf(right, L->log_rect.x - 8);
    for (int zi = 0; zi < v->nzones; zi++)
        if (zr[zi].placed && zr[zi].kind == DK_WARLORD && zr[zi].strip_w > 0) {
            zr[zi].room_below = room_below(app, v, zr, zi);
            zr[zi].right_edge = right;
        }
}

SDL_FRect table_fit_card(SDL_FRect box, float cw, float ch)
{
    float k = 1;
    if (cw > box.w) k = box.w / cw;
    if (ch * k > box.h) k = box.h / ch;
    SDL_FRect r = {box.x + (box.w - cw * k) / 2, box.y + (box.h - ch * k) / 2, cw * k, ch * k};
    return r;
}

bool table_pile_count_beside(const ZoneRes *r)
{
    if ((r->kind != DK_PILE && r->kind != DK_CARD) || r->strip_w > 0) return false;
    SDL_FRect c = table_fit_card(r->rect, r->card_w, r->card_h);
    return r->rect.w - c.w >= r->rect.h;
}

float table_pile_edge_step(SDL_FRect card) { return fminf(2.2f, card.w * 0.05f); }

bool table_zone_level(UiDrawer k)
{
    return k == DK_PILE || k == DK_CARD || k == DK_CELL || k == DK_COUNTER || k == DK_TRACK || k == DK_TOKENS;
}

/* How far card i of a held hand of n turns (degrees): a little fan, at most
 * 7 degrees at the ends however long the hand. */
double table_fan_angle(int n, int i)
{
    if (n <= 1) return 0;
    double mid = (n - 1) / 2.0, step = n > 6 ? 1.6 : 2.6;
    if (step * mid > 7) step = 7 / mid;
    return (i - mid) * step;
}

float table_spread_step(const ZoneRes *zr, int n, float cw)
{
    if (n <= 1) return 0;
    if ((zr->strip_w > 0 && zr->open.w <= 0) || zr->open_total > 0) return cw + 8; /* strips lie side by side or one under another, never over */
    float gap = cw + 8;
    float fit = (zr->rect.w - cw) / (n - 1);
    return fit < gap ? fit : gap;
}

SDL_FRect table_hand_row(const ZoneRes *r)
{
    return (SDL_FRect){r->rect.x, r->rect.y - 36, r->rect.w, r->rect.h + 48};
}

/* The place in the held layout of each item of z, in order (a card played
 * from it leaves its place empty); false when z is no longer what was held
 * less some cards (a card came in, or the order changed).  Of twins, the
 * place emptied is the one of the copy clicked (hold_gone), whichever copy
 * the rules took: the twin left over is shown in the other's place. */
static bool held_places(const UiSession *S, const ViewZone *z, int *slot)
{
    if (z->nitems > S->hold_n) return false;
    bool used[VIEW_MAX_ITEMS] = {false};
    int j = 0, at_gone = -1;
    for (int i = 0; i < z->nitems; i++, j++) {
        while (j < S->hold_n && S->hold_cards[j] != z->items[i].card) j++;
        if (j == S->hold_n) return false;
        slot[i] = j;
        used[j] = true;
        if (j == S->hold_gone) at_gone = i;
    }
    for (int g = 0; at_gone >= 0 && g < S->hold_n; g++)
        if (!used[g] && S->hold_cards[g] == S->hold_cards[S->hold_gone]) {
            slot[at_gone] = g;
            break;
        }
    return true;
}

void table_hand_taken(UiApp *app, int zi, int item)
{
    UiSession *S = &app->s;
    int places[VIEW_MAX_ITEMS];
    S->hold_gone = -1; /* the places as they stand, then the one clicked */
    if (zi < 0 || zi != S->hold_zone || S->hold_n <= 0 || item < 0 || item >= S->view->zones[zi].nitems) return;
    if (held_places(S, &S->view->zones[zi], places)) S->hold_gone = places[item];
}

static bool point_in(const UiApp *app, SDL_FRect b)
{
    return app->mx >= b.x && app->mx < b.x + b.w && app->my >= b.y && app->my < b.y + b.h;
}

void table_hide_under(UiSession *S, const View *v, int zi, SDL_FRect list)
{
    const ZoneRes *lister = &S->zr[zi];
    for (int k = 0; k < v->nzones; k++) {
        ZoneRes *o = &S->zr[k];
        SDL_FRect b = o->rect;
        if (o->caption == CAP_ABOVE) b = (SDL_FRect){b.x, b.y - 19, b.w, b.h + 19};
        if (o->caption == CAP_BELOW) b.h += 22;
        bool same_list = lister->open_total > 0 && o->open_total > 0 && o->open_lead == lister->open_lead;
        if (k == zi || same_list || !o->placed || o->kind == DK_SEAT || !SDL_HasIntersectionF(&b, &list)) continue;
        o->placed = false;
        o->under_list = true;
    }
}

void table_hand_hold(UiApp *app)
{
    UiSession *S = &app->s;
    const View *v = S->view;
    int over = -1;
    for (int zi = 0; zi < v->nzones && over < 0; zi++) {
        const ZoneRes *r = &S->zr[zi];
        SDL_FRect row = table_hand_row(r);
        if (r->placed && r->kind == DK_HAND && app->mx >= row.x && app->mx < row.x + row.w && app->my >= row.y &&
            app->my < row.y + row.h)
            over = zi;
    }
    /* a warlord's battle hand spreads while the pointer is over it (or over
     * the spread fan), so each card shows enough of itself to be hit; a
     * crowded one is listed whole over the places round it, which wait */
    for (int zi = 0; zi < v->nzones; zi++)
        if (S->zr[zi].under_list) S->zr[zi].placed = !(S->zr[zi].under_list = false);
    table_open_hold(app);
    int open = -1; /* a list open last frame stays open while the pointer is on it or its warlord */
    SDL_FRect list;
    for (int zi = 0; zi < v->nzones && open < 0; zi++) {
        ZoneRes *r = &S->zr[zi];
        int places, slot;
        if (!r->spread || r->kind != DK_WARLORD) continue;
        table_item_place(app, v, zi, 1, &places, &slot);
        SDL_FRect box;
        if (!warlord_crowded_list(r, &v->zones[zi], places, &list)) continue;
        SDL_UnionFRect(&r->rect, &list, &box);
        if (point_in(app, box)) open = zi;
    }
    for (int zi = 0; zi < v->nzones; zi++) {
        ZoneRes *r = &S->zr[zi];
        if (!r->placed || r->kind != DK_WARLORD) continue;
        r->front = table_front_item(app, zi);
        SDL_FRect box = r->rect, first, last;
        int n = v->zones[zi].nitems, places, slot;
        if (r->spread && n > 1 && table_item_rect(app, v, S->zr, zi, 1, &first) && table_item_rect(app, v, S->zr, zi, n - 1, &last)) {
            float x0 = fminf(box.x, first.x), x1 = fmaxf(box.x + box.w, last.x + last.w);
            box = (SDL_FRect){x0, box.y, x1 - x0, box.h};
        }
        r->spread = open >= 0 ? zi == open : point_in(app, box);
        if (over < 0 && r->spread) over = zi; /* held as a hand is: a card used from it leaves a gap */
        table_item_place(app, v, zi, 1, &places, &slot);
        if (r->spread && open < 0 && warlord_crowded_list(r, &v->zones[zi], places, &list)) open = zi;
    }
    if (open >= 0) {
        int places, slot;
        table_item_place(app, v, open, 1, &places, &slot);
        if (warlord_crowded_list(&S->zr[open], &v->zones[open], places, &list)) table_hide_under(S, v, open, list);
    }
    int slot[VIEW_MAX_ITEMS];
    if (over < 0 || over != S->hold_zone) S->hold_n = 0; /* the pointer left: the hand closes up */
    S->hold_zone = over;
    if (over < 0 || (S->hold_n > 0 && held_places(S, &v->zones[over], slot))) return;
    const ViewZone *z = &v->zones[over];
    S->hold_n = z->nitems;
    S->hold_gone = -1;
    for (int i = 0; i < z->nitems; i++) S->hold_cards[i] = z->items[i].card;
}

void table_item_place(const UiApp *app, const View *v, int zi, int idx, int *n, int *slot)
{
    const UiSession *S = &app->s;
    const ViewZone *z = &v->zones[zi];
    int places[VIEW_MAX_ITEMS];
    *n = z->nitems;
    *slot = idx;
    if (v != S->view || zi != S->hold_zone || S->hold_n <= 0 || idx < 0 || idx >= z->nitems) return;
    if (!held_places(S, z, places)) return;
    *n = S->hold_n;
    *slot = places[idx];
}

/* Strip idx of n in a zone that lists its cards as strips: top to bottom,
 * then the next column; more than the columns hold, and they get thinner. */
static SDL_FRect strip_rect(const ZoneRes *r, int idx, int n)
{
    const float gap = 3;
    SDL_FRect box = r->rect;
    float w = fminf(r->strip_w, box.w), h = 0;
    int per_col = 1;
    /* a row's strips start a little under its top, clear of the caption over
     * it even at 150 % text, unless that would thin them past a readable height */
    for (int inset = r->caption == CAP_ABOVE && r->kind == DK_ROW; inset >= 0; inset--) {
        box = r->rect;
        box.y += inset ? TABLE_STRIP_INSET : 0;
        box.h -= inset ? TABLE_STRIP_INSET : 0;
        h = fminf(r->strip_h, box.h);
        int cols = (int)((box.w + gap) / (w + gap));
        per_col = (int)((box.h + gap) / (h + gap));
        if (cols < 1) cols = 1;
        if (per_col < 1) per_col = 1;
        if (n > cols * per_col) {
            per_col = (n + cols - 1) / cols;
            h = (box.h + gap) / (float)per_col - gap;
        }
        if (h >= fminf(r->strip_h, TABLE_STRIP_LEAST)) break;
    }
    if (n == 1 && r->kind != DK_ROW) /* a pile's top: at its place's left (right of a caption), room for its count after it */
        return (SDL_FRect){r->caption == CAP_LEFT ? table_left_caption_end(r) : box.x, box.y + (box.h - h) / 2, w, h};
    return (SDL_FRect){box.x + (float)(idx / per_col) * (w + gap), box.y + (float)(idx % per_col) * (h + gap), w, h};
}

bool table_item_rect(UiApp *app, const View *v, const ZoneRes *zr, int zi, int idx, SDL_FRect *out)
{
    const ZoneRes *r = &zr[zi];
    const ViewZone *z = &v->zones[zi];
    if (!r->placed) return false;
    int n = z->nitems;
    switch (r->kind) {
    case DK_PILE: case DK_CARD:
        *out = r->strip_w > 0 ? strip_rect(r, 0, 1) : table_fit_card(r->rect, r->card_w, r->card_h);
        if (table_pile_count_beside(r)) out->x = r->rect.x;
        return true;
    case DK_CELL: {
        SDL_FRect in = {r->rect.x + 5, r->rect.y + 5, r->rect.w - 10, r->rect.h - 10};
        *out = table_fit_card(in, r->card_w, r->card_h);
        return true;
    }
    case DK_HAND: case DK_ROW: {
        if (idx < 0 || idx >= n) { *out = r->rect; return idx < 0 || n == 0; }
        if (r->open_total > 0) return table_open_strip(r, idx, out); /* false: behind its list's "+N more" */
        if (r->strip_w > 0 && r->open.w <= 0) { /* with an open place, strips only there */
            *out = strip_rect(r, idx, n);
            return true;
        }
        if (r->kind == DK_HAND) table_item_place(app, v, zi, idx, &n, &idx);
        SDL_FRect c = table_fit_card((SDL_FRect){0, 0, r->card_w, r->rect.h}, r->card_w, r->card_h);
        float step = table_spread_step(r, n, c.w);
        float total = c.w + step * (n - 1);
        out->x = r->rect.x + (r->rect.w - total) / 2 + step * idx;
        out->y = r->rect.y + (r->rect.h - c.h) / 2;
        out->w = c.w;
        out->h = c.h;
        if (r->kind == DK_HAND && n > 1) {
            /* a fan: the outer cards dip and tilt, but a long hand's lowest
             * corner stays inside its zone (a glow's width past it) and the window */
            float mid = (n - 1) / 2.0f, d = fabsf(idx - mid);
            float tilt = c.w / 2 * sinf((float)fabs(table_fan_angle(n, 0)) * (float)M_PI / 180);
            float room = fminf(r->rect.y + r->rect.h + 12, UI_H - 4) - (out->y + c.h) - tilt, dip = mid * mid * 1.2f;
            out->y += d * d * 1.2f * (dip > room ? fmaxf(room, 0) / dip : 1);
        }
        return true;
    }
    case DK_WARLORD: {
        int places, slot;
        table_item_place(app, v, zi, idx, &places, &slot);
        return warlord_item_rect(r, z, idx, places, slot, out);
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
void table_item_click_point(UiApp *app, int zi, int idx, float *x, float *y)
{
    UiSession *S = &app->s;
    const ZoneRes *r = &S->zr[zi];
    SDL_FRect q;
    if (!table_item_rect(app, S->view, S->zr, zi, idx, &q)) q = r->rect;
    int n = S->view->zones[zi].nitems;
    *x = q.x + q.w / 2;
    *y = q.y + q.h / 2;
    if ((r->kind == DK_HAND || r->kind == DK_ROW) && idx >= 0 && idx < n - 1) {
        float step = table_spread_step(r, n, q.w);
        *x = q.x + (step < q.w ? step : q.w) / 2;
    }
    if (r->kind == DK_WARLORD) {
        q = warlord_visible_rect(app, zi, idx, table_front_item(app, zi));
        *x = q.x + q.w / 2;
    }
}


int table_front_item(UiApp *app, int zi)
{
    UiSession *S = &app->s;
    const char *id = S->view->zones[zi].id;
    if (S->picked >= 0 && strcmp(S->picked_zone, id) == 0) return S->picked_item;
    if (!S->has_hint) return -1;
    ActionDesc d;
    play_hint_desc(app, &d);
    if (d.src_index >= 0 && strcmp(d.src_zone, id) == 0) return d.src_index;
    if (d.dst_index >= 0 && strcmp(d.dst_zone, id) == 0) return d.dst_index;
    return -1;
}
