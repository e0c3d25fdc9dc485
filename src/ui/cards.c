/* cards.c — card faces and backs from a CardSet, pawns, dice and tokens.
 * Everything a card shows comes from CardDef (frame colour, corner, name, art,
 * placement grid, text) and ViewItem (value vs base, flags, badge). */
#include "ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* Okabe–Ito based: distinguishable for common colour-vision deficiencies. */
const SDL_Color UI_PALETTE[8] = {
    {0x3d, 0x8b, 0xe0, 255}, {0xe6, 0x9f, 0x00, 255}, {0xcc, 0x79, 0xa7, 255}, {0xd5, 0x5e, 0x00, 255},
    {0x56, 0xb4, 0xe9, 255}, {0xf0, 0xe4, 0x42, 255}, {0xee, 0xee, 0xee, 255}, {0x00, 0x9e, 0x73, 255},
};
const char *const UI_PALETTE_NAMES[8] = {"Blue", "Orange", "Pink", "Red", "Sky", "Yellow", "White", "Green"};

static const SDL_Color INK = {0x2a, 0x22, 0x1a, 255};
/* From this width a face is a zoom (or a print): name and text always whole. */
#define ZOOM_W 200.0f
/* Set while a reading view (the pile viewer) draws: names whole at any
 * width, as in the zoom (issue 8: "Grand Duke Al…" at 180 units). */
static bool face_whole;
static const SDL_Color PAPER_TOP = {0xfd, 0xf8, 0xec, 255};
static const SDL_Color PAPER_BOT = {0xef, 0xe3, 0xc8, 255};

SDL_Color accent_colour(const char *name, SDL_Color def)
{
    if (!name || !name[0]) return def;
    if (name[0] == '#') return hexcol(name, def);
    static const struct { const char *n; SDL_Color c; } T[] = {
        {"red", {0xb8, 0x32, 0x2c, 255}},    {"blue", {0x2f, 0x5f, 0xb0, 255}},
        {"yellow", {0xd9, 0xa4, 0x1b, 255}}, {"gold", {0xc8, 0x9b, 0x2c, 255}},
        {"green", {0x2f, 0x8a, 0x55, 255}},  {"purple", {0x7b, 0x4a, 0xa8, 255}},
        {"black", {0x33, 0x30, 0x2e, 255}},  {"white", {0xe8, 0xe4, 0xd8, 255}},
        {"silver", {0x9a, 0xa3, 0xad, 255}}, {"orange", {0xdd, 0x7a, 0x1f, 255}},
        {"grey", {0x80, 0x80, 0x80, 255}},   {"gray", {0x80, 0x80, 0x80, 255}},
    };
    for (size_t i = 0; i < sizeof T / sizeof T[0]; i++)
        if (strcmp(T[i].n, name) == 0) return T[i].c;
    return def;
}

static SDL_Color darker(SDL_Color c, float t)
{
    return mixc(c, rgba(0, 0, 0, c.a), t);
}

static SDL_Color lighter(SDL_Color c, float t)
{
    return mixc(c, rgba(255, 255, 255, c.a), t);
}

static void padlock(UiGfx *g, float cx, float cy, float s)
{
    gfx_ring(g, cx, cy - s * 0.35f, s * 0.42f, s * 0.14f, rgba(40, 40, 40, 255));
    gfx_rrect(g, (SDL_FRect){cx - s * 0.55f, cy - s * 0.3f, s * 1.1f, s * 0.85f}, s * 0.12f,
              rgba(0xe0, 0xb0, 0x40, 255), rgba(0xa0, 0x70, 0x20, 255));
    gfx_circle(g, cx, cy + s * 0.08f, s * 0.12f, rgba(40, 30, 10, 255));
}

static void eye_marker(UiGfx *g, float cx, float cy, float s)
{
    gfx_circle(g, cx, cy, s, rgba(20, 20, 30, 220));
    gfx_ring(g, cx, cy, s * 0.6f, s * 0.12f, rgba(255, 255, 255, 255));
    gfx_circle(g, cx, cy, s * 0.22f, rgba(255, 255, 255, 255));
    gfx_line(g, cx - s * 0.75f, cy + s * 0.75f, cx + s * 0.75f, cy - s * 0.75f, s * 0.16f, rgba(255, 90, 90, 255));
}

/* Rules text: the whole of it, wrapped and shrunk to the box. */
static void fit_text(UiGfx *g, const char *text, SDL_FRect box, float size)
{
    gfx_text_box(g, FACE_SANS, size, INK, box, ALIGN_LEFT, false, text);
}

static void art_fallback(UiGfx *g, const CardDef *d, SDL_FRect a, SDL_Color acc)
{
    gfx_rrect(g, a, 3, lighter(acc, 0.35f), darker(acc, 0.25f));
    /* a soft lattice so the fallback reads as "art", not an empty box */
    for (int i = 1; i < 6; i++) {
        float x = a.x + a.w * i / 6;
        gfx_line(g, x, a.y + 2, x - a.h * 0.3f, a.y + a.h - 2, 1, alpha(lighter(acc, 0.6f), 50));
    }
    float s = a.h < a.w ? a.h : a.w;
    gfx_crown(g, a.x + a.w / 2, a.y + a.h * 0.42f, s * 0.55f, alpha(rgba(0xff, 0xe9, 0xa8, 255), 230));
    char init[8] = {0};
    if (d->name[0]) {
        int len = (d->name[0] & 0x80) ? ((d->name[0] & 0xe0) == 0xc0 ? 2 : 3) : 1;
        snprintf(init, sizeof init, "%.*s", len, d->name);
    }
    if (s > 40) gfx_text(g, FACE_SERIF_BOLD, s * 0.28f, alpha(rgba(255, 255, 255, 255), 220), a.x + a.w / 2,
                         a.y + a.h * 0.64f, ALIGN_CENTER, init);
}

static void draw_grid(UiGfx *g, const CardDef *d, SDL_FRect gr, bool mirror, SDL_Color acc)
{
    float cell = gr.w / CARD_GRID;
    gfx_rrect(g, (SDL_FRect){gr.x - 2, gr.y - 2, gr.w + 4, gr.h + 4}, 3, rgba(60, 55, 50, 255), rgba(40, 36, 32, 255));
    for (int r = 0; r < CARD_GRID; r++)
        for (int c = 0; c < CARD_GRID; c++) {
            int v = d->grid[r][mirror ? CARD_GRID - 1 - c : c];
            SDL_FRect q = {gr.x + c * cell + 0.8f, gr.y + r * cell + 0.8f, cell - 1.6f, cell - 1.6f};
            SDL_Color bg = rgba(0x8a, 0x82, 0x74, 255);
            if (v == CG_SELF) bg = rgba(250, 250, 250, 255);
            else if (v == CG_PAWN) bg = rgba(0xf2, 0xc4, 0x3a, 255);
            else if (v == CG_EFFECT) bg = rgba(0xd8, 0x4a, 0x3a, 255);
            else if (v == CG_BOTH) bg = rgba(0xe8, 0x8a, 0x2a, 255);
            gfx_rect(g, q, bg);
            float cx = q.x + q.w / 2, cy = q.y + q.h / 2, s = q.w * 0.32f;
            /* shapes so the grid reads without colour: dot = pawn, X = effect, both = dot + X */
            if (v == CG_PAWN || v == CG_BOTH) gfx_circle(g, cx, cy, s * (v == CG_BOTH ? 0.55f : 0.8f), INK);
            if (v == CG_EFFECT || v == CG_BOTH) {
                gfx_line(g, cx - s, cy - s, cx + s, cy + s, q.w * 0.12f, INK);
                gfx_line(g, cx - s, cy + s, cx + s, cy - s, q.w * 0.12f, INK);
            }
            if (v == CG_SELF) gfx_rrect_outline(g, q, 0, 1.2f, acc);
        }
}

void card_draw_empty(UiApp *app, SDL_FRect r, const char *label)
{
    UiGfx *g = &app->gfx;
    float rad = r.w * 0.08f;
    gfx_rrect(g, r, rad, rgba(0, 0, 0, 40), rgba(0, 0, 0, 55));
    gfx_rrect_outline(g, r, rad, 1.5f, rgba(255, 255, 255, 60));
    if (!label || !label[0] || r.w <= 40) return;
    /* never under the text floor: a slot too small for the word at it goes
     * without (its outline says it is empty) */
    float size = fmaxf(r.w * 0.12f, gfx_least_size(g)), w, h;
    gfx_text_size(g, FACE_SANS, size, label, &w, &h);
    if (w <= r.w - 8) gfx_text(g, FACE_SANS, size, rgba(255, 255, 255, 110), r.x + r.w / 2, r.y + r.h / 2 - h / 2, ALIGN_CENTER, label);
}

static const char *back_path(const CardSet *set)
{
    static char dir[512], path[512];
    static bool found;
    if (!set) return NULL;
    if (strcmp(dir, set->dir) != 0) {
        snprintf(dir, sizeof dir, "%s", set->dir);
        const char *names[] = {"art/back.svg", "art/back.png", NULL};
        found = false;
        for (int i = 0; names[i] && !found; i++) {
            struct stat sb;
            snprintf(path, sizeof path, "%s/%s", set->dir, names[i]);
            found = stat(path, &sb) == 0;
        }
    }
    return found ? path : NULL;
}

static void back_paint(UiApp *app, const CardSet *set, SDL_FRect r)
{
    UiGfx *g = &app->gfx;
    float rad = r.w * 0.08f;
    gfx_shadow(g, r, rad, r.w * 0.05f, 70);
    const char *bp = back_path(set);
    SDL_Texture *t = bp ? gfx_art(g, bp, (int)(r.w * g->scale), (int)(r.h * g->scale)) : NULL;
    if (t) {
        gfx_rrect(g, r, rad, rgba(250, 245, 235, 255), rgba(250, 245, 235, 255));
        gfx_texture(g, t, (SDL_FRect){r.x + 2, r.y + 2, r.w - 4, r.h - 4});
        gfx_rrect_outline(g, r, rad, 1.2f, rgba(40, 30, 20, 200));
        return;
    }
    gfx_rrect(g, r, rad, rgba(0xf6, 0xef, 0xdc, 255), rgba(0xe4, 0xd6, 0xb6, 255));
    SDL_FRect in = {r.x + r.w * 0.07f, r.y + r.w * 0.07f, r.w * 0.86f, r.h - r.w * 0.14f};
    gfx_rrect(g, in, rad * 0.6f, rgba(0x8c, 0x1d, 0x2a, 255), rgba(0x52, 0x0e, 0x18, 255));
    /* diamond lattice */
    int n = 6;
    for (int i = -n; i <= 2 * n; i++) {
        float x = in.x + in.w * i / n;
        gfx_line(g, x, in.y + 1, x + in.h * 0.5f, in.y + in.h - 1, 1, rgba(0xe9, 0xc4, 0x6a, 40));
        gfx_line(g, x, in.y + 1, x - in.h * 0.5f, in.y + in.h - 1, 1, rgba(0xe9, 0xc4, 0x6a, 40));
    }
    /* clip the lattice overspill by repainting the margin */
    gfx_rrect_outline(g, (SDL_FRect){r.x, r.y, r.w, r.h}, rad, r.w * 0.07f + 0.5f, rgba(0xf0, 0xe6, 0xcf, 255));
    gfx_rrect_outline(g, in, rad * 0.6f, 1.5f, rgba(0xe9, 0xc4, 0x6a, 220));
    gfx_circle(g, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.24f, rgba(0x3e, 0x08, 0x10, 255));
    gfx_ring(g, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.24f, 1.5f, rgba(0xe9, 0xc4, 0x6a, 230));
    gfx_crown(g, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.3f, rgba(0xf2, 0xcf, 0x6e, 255));
    gfx_rrect_outline(g, r, rad, 1.0f, rgba(60, 40, 20, 160));
}

static void face_paint_body(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid)
{
    UiGfx *g = &app->gfx;
    if (it->card == VIEW_CARD_BACK || !set || it->card < 0 || it->card >= set->ncards) {
        if (it->card == VIEW_NO_CARD) {
            SDL_Color c = it->owner >= 0 ? seat_colour(app, it->owner) : rgba(220, 220, 220, 255);
            float s = (r.w < r.h ? r.w : r.h) * 0.3f;
            gfx_shape(g, it->owner >= 0 ? seat_shape(it->owner) : SHAPE_CIRCLE, r.x + r.w / 2, r.y + r.h / 2, s, c,
                      rgba(20, 20, 20, 255));
            if (it->badge[0]) gfx_text(g, FACE_BOLD, s * 0.8f, rgba(255, 255, 255, 255), r.x + r.w / 2, r.y + r.h - s,
                                       ALIGN_CENTER, it->badge);
            return;
        }
        back_paint(app, set, r);
        if (it->flags & VI_LOCKED) padlock(g, r.x + r.w - r.w * 0.18f, r.y + r.w * 0.2f, r.w * 0.16f);
        return;
    }
    const CardDef *d = &set->cards[it->card];
    float w = r.w, h = r.h, rad = w * 0.07f;
    SDL_Color acc = accent_colour(d->colour, rgba(0x6b, 0x4a, 0x2e, 255));
    gfx_shadow(g, r, rad, w * 0.05f, 80);
    gfx_rrect(g, r, rad, darker(acc, 0.35f), darker(acc, 0.55f));
    SDL_FRect body = {r.x + w * 0.035f, r.y + w * 0.035f, w - w * 0.07f, h - w * 0.07f};
    gfx_rrect(g, body, rad * 0.7f, PAPER_TOP, PAPER_BOT);

    bool small = w < 78;
    float pad = w * 0.07f;
    /* corner: rank / cost */
    float cs = w * (small ? 0.3f : 0.2f);
    float ccx = body.x + pad * 0.6f + cs / 2, ccy = body.y + pad * 0.6f + cs / 2;
    bool has_corner = d->corner[0] != 0;
    float corner_half = cs * 0.62f; /* a long corner ("10/2") widens the disc into a pill */
    if (has_corner) {
        float tw, th;
        gfx_text_size(g, FACE_SERIF_BOLD, cs * 0.6f, d->corner, &tw, &th);
        if (tw > cs * 1.1f) corner_half = tw / 2 + cs * 0.2f;
        SDL_FRect pill = {ccx - cs * 0.62f, ccy - cs * 0.62f, corner_half * 2, cs * 1.24f};
        ccx = pill.x + pill.w / 2;
        if (corner_half > cs * 0.62f) {
            gfx_rrect(g, pill, cs * 0.62f, darker(acc, 0.1f), darker(acc, 0.1f));
            gfx_rrect_outline(g, pill, cs * 0.62f, 1.2f, rgba(255, 240, 200, 200));
        } else {
            gfx_circle(g, ccx, ccy, cs * 0.62f, darker(acc, 0.1f));
            gfx_ring(g, ccx, ccy, cs * 0.62f, 1.2f, rgba(255, 240, 200, 200));
        }
        gfx_text_fit(g, FACE_SERIF_BOLD, cs * 0.78f, rgba(255, 255, 255, 255), ccx, ccy - cs * 0.48f,
                     corner_half * 2 - cs * 0.14f, ALIGN_CENTER, d->corner);
    }
    /* name */
    float ny = body.y + pad * 0.45f;
    float nx = has_corner ? ccx + corner_half + cs * 0.13f : body.x + pad * 0.6f;
    float nw = body.x + body.w - pad * 0.5f - nx;
    if (!small && (w >= ZOOM_W || face_whole)) /* the zoom: the whole name, on two lines if need be */
        gfx_text_box(g, FACE_SERIF_BOLD, w * 0.095f, INK, (SDL_FRect){nx, ny - cs * 0.05f, nw, cs * 1.2f}, ALIGN_CENTER,
                     true, d->name);
    else if (!small)
        gfx_text_fit(g, FACE_SERIF_BOLD, w * 0.105f, INK, nx + nw / 2, ny + cs * 0.1f, nw, ALIGN_CENTER, d->name);
    /* the value disc (bottom right), with +N / -N against a printed base;
     * the power always shows unless the corner already reads it */
    char num[16];
    snprintf(num, sizeof num, "%d", it->value);
    bool printed = d->value != 0 || it->base != 0; /* a wild card (value 0) only "counts as" */
    bool changed = it->value != it->base && printed;
    bool show_value = changed || !has_corner || d->corner_is_cost || strcmp(num, d->corner) != 0;
    if (it->value == 0 && it->base == 0 && !d->value) show_value = false;
    float vs = w * (small ? 0.3f : w >= ZOOM_W ? 0.18f : 0.22f);
    float vx = body.x + body.w - vs * 0.75f, vy = body.y + body.h - vs * 0.75f;
    /* rules text stays clear of the disc */
    float bottom = body.y + body.h - (show_value ? vs * 1.5f : w * 0.06f);
    /* art */
    float top = body.y + cs * 1.3f + (small ? 0 : pad * 0.2f);
    /* without readable rules text (small cards) the art takes the room */
    float art_h = body.h * (d->has_grid ? (h > 240 ? 0.24f : 0.30f) : h >= 200 ? 0.47f : 0.56f);
    if (small) art_h = body.h * 0.56f;
    float gs = body.w * (h > 240 ? 0.38f : 0.46f); /* placement grid */
    if (gs > body.h * 0.3f) gs = body.h * 0.3f;
    bool text_beside = d->has_grid && !small && h > 240, text_below = !d->has_grid && h >= 200;
    float kind_h = !small && d->kind[0] && h > 120 ? w * 0.09f : 0;
    float text_w = text_beside ? body.w - pad * 1.7f - gs : body.w - pad * 1.2f;
    float text_size = w * (text_beside ? 0.05f : 0.056f);
    if ((text_beside || text_below) && card_text(d)[0]) {
        /* a long rules text takes room from the art (up to two thirds of it) so it
         * is read at a comfortable size */
        float need = gfx_text_wrap_height(g, FACE_SANS, text_size, text_w, card_text(d));
        float avail = bottom - (top + art_h + pad * 0.35f + kind_h) - 4;
        if (need > avail) art_h -= need - avail < art_h * 0.65f ? need - avail : art_h * 0.65f;
    }
    SDL_FRect a = {body.x + pad * 0.5f, top, body.w - pad, art_h};
    /* SVG art is rasterized at the area's width (height left generous) so a
     * "cover" crop fills the window without upscaling */
    SDL_Texture *t = card_art(d)[0] ? gfx_art(g, d->art, (int)(a.w * g->scale), (int)(a.h * g->scale * 3)) : NULL;
    if (t) {
        int tw, th;
        SDL_QueryTexture(t, NULL, NULL, &tw, &th);
        SDL_Rect src = {0, 0, tw, th};
        float area = a.w / a.h;
        if ((float)tw / th < area) { /* taller than the window: crop top and bottom, keep the upper middle */
            src.h = (int)(tw / area);
            src.y = (int)((th - src.h) * 0.4f);
        } else { /* wider: crop the sides */
            src.w = (int)(th * area);
            src.x = (tw - src.w) / 2;
        }
        gfx_texture_part(g, t, src, a);
    } else {
        art_fallback(g, d, a, acc);
    }
    gfx_rrect_outline(g, a, 3, 1, alpha(darker(acc, 0.4f), 180));
    float y = a.y + a.h + pad * 0.35f;
    if (small) { /* under the art, ending short of the value disc (at 60 wide they met): shortened if need be */
        float name_end = show_value ? vx - vs * 0.7f - 2 : body.x + body.w - 2;
        if (show_value) gfx_text_fit(g, FACE_BOLD, w * 0.15f, INK, body.x + 2, y, name_end - body.x - 2, ALIGN_LEFT, d->name);
        else gfx_text_fit(g, FACE_BOLD, w * 0.15f, INK, body.x + body.w / 2, y, body.w - 4, ALIGN_CENTER, d->name);
        y += w * 0.2f;
    }
    /* kind line */
    if (!small && d->kind[0] && h > 120) {
        char kl[32];
        snprintf(kl, sizeof kl, "%s", d->kind);
        for (char *p = kl; *p; p++) if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 32);
        gfx_text_fit(g, FACE_SANS, w * 0.07f, darker(acc, 0.2f), body.x + body.w / 2, y, body.w - pad, ALIGN_CENTER, kl);
        y += w * 0.09f;
    }
    /* placement grid; on large cards the rules text sits beside it */
    if (d->has_grid && !small) {
        SDL_FRect gr = {body.x + pad * 0.6f, y + 2, gs, gs};
        draw_grid(g, d, gr, mirror_grid, acc);
        if (text_beside && card_text(d)[0])
            fit_text(g, card_text(d), (SDL_FRect){gr.x + gs + pad * 0.6f, y, text_w, bottom - y}, text_size);
    } else if (text_below && card_text(d)[0]) {
        /* rules text: only where it can be read (zoom and large cards) */
        fit_text(g, card_text(d), (SDL_FRect){body.x + pad * 0.6f, y + 2, text_w, bottom - y - 2}, text_size);
    }
    if (show_value) {
        SDL_Color vc = !printed ? darker(acc, 0.15f)
                     : (it->flags & VI_ENHANCED) || it->value > it->base ? rgba(0x2f, 0x8a, 0x3c, 255)
                     : (it->flags & VI_ENFEEBLED) || it->value < it->base ? rgba(0xb8, 0x2c, 0x2c, 255)
                                                                         : darker(acc, 0.15f);
        gfx_circle(g, vx, vy, vs * 0.7f, rgba(255, 250, 235, 255));
        gfx_circle(g, vx, vy, vs * 0.62f, vc);
        gfx_text_fit(g, FACE_BOLD, vs * 0.75f, rgba(255, 255, 255, 255), vx, vy - vs * 0.46f, vs * 1.1f, ALIGN_CENTER, num);
        if (changed && (w >= 100 || app->settings.colourblind)) {
            char dl[16];
            snprintf(dl, sizeof dl, "%+d", it->value - it->base);
            float dw, dh;
            gfx_text_size(g, FACE_BOLD, vs * 0.45f, dl, &dw, &dh);
            SDL_FRect pill = {vx - vs * 0.7f - dw - 8, vy - dh / 2 - 1, dw + 8, dh + 2};
            gfx_rrect(g, pill, dh / 2, vc, darker(vc, 0.2f));
            gfx_text(g, FACE_BOLD, vs * 0.45f, rgba(255, 255, 255, 255), pill.x + pill.w / 2, pill.y + 1, ALIGN_CENTER, dl);
        }
    }
    /* the zoom of a tile you peek at: its tag joins the "hidden" band (short art has no room for both) */
    bool badge_in_band = w >= ZOOM_W && (it->flags & VI_PEEK);
    if (it->badge[0] && !badge_in_band) {
        float bs = w * 0.09f;
        if (bs < 9) bs = 9;
        float bw, bh;
        gfx_text_size(g, FACE_BOLD, bs, it->badge, &bw, &bh);
        SDL_FRect pill = {r.x + (w - bw) / 2 - 5, r.y + h - bh - w * 0.05f, bw + 10, bh};
        if (w < 100) pill.x = r.x + w * 0.05f;
        if (w >= ZOOM_W) pill.y = a.y + a.h - bh - w * 0.02f; /* the zoom: on the art's foot, clear of the rules text */
        /* a small card: the tag ("as Entertainer") shrinks to end short of the value disc */
        float room = show_value && w < ZOOM_W ? vx - vs * 0.7f - 2 - pill.x : r.x + w - 2 - pill.x;
        if (pill.w > room && room > 12) pill.w = room;
        gfx_rrect(g, pill, bh / 2, rgba(30, 30, 40, 230), rgba(30, 30, 40, 230));
        gfx_text_fit(g, FACE_BOLD, bs, rgba(255, 240, 200, 255), pill.x + pill.w / 2, pill.y, pill.w - 6, ALIGN_CENTER,
                     it->badge);
    }
    if (app->settings.colourblind && d->colour[0]) {
        float tr = w * 0.07f;
        token_draw(app, d->colour, body.x + tr + 2, a.y + a.h - tr - 2, tr);
    }
    if (it->flags & VI_PEEK) {
        /* face down on the table: you see it, the others do not */
        float bh = h * 0.1f;
        SDL_FRect band = {body.x, body.y + body.h - bh - h * 0.2f, body.w, bh};
        if (w >= ZOOM_W) { /* the zoom: a thinner band over the art's top, clear of the rules text */
            bh = h * 0.06f;
            band = (SDL_FRect){a.x, a.y, a.w, bh};
        }
        gfx_rect(g, band, rgba(20, 20, 40, 170));
        char words[48];
        snprintf(words, sizeof words, "%s%s%s", "hidden", badge_in_band && it->badge[0] ? " · " : "",
                 badge_in_band ? it->badge : "");
        gfx_text_fit(g, FACE_BOLD, bh * 0.75f, rgba(255, 255, 255, 255), r.x + w / 2 + bh * 0.4f, band.y + bh * 0.08f,
                     w - 8 - bh, ALIGN_CENTER, words);
        eye_marker(g, band.x + bh * 0.7f, band.y + bh / 2, bh * 0.45f);
    }
    if (it->flags & VI_DIMMED) gfx_rrect(g, r, rad, rgba(0, 0, 0, 110), rgba(0, 0, 0, 110));
    if (it->flags & VI_LOCKED) { /* on the art's corner, clear of the name (above the art, or under it on a small card) */
        float ps = w * (w >= ZOOM_W ? 0.12f : 0.16f), px = a.x + a.w - ps * 0.85f, py = a.y + ps * 1.05f;
        padlock(g, px, py, ps);
        gfx_note_rect(g, "(padlock)", (SDL_FRect){px - ps * 0.6f, py - ps * 0.95f, ps * 1.2f, ps * 1.6f}, ps);
    }
    if (it->flags & VI_HIGHLIGHT) gfx_rrect_outline(g, r, rad, 2.5f, rgba(0xff, 0xd4, 0x50, 255));
    if (it->flags & VI_SELECTED) { /* ticked: in the middle of the art, where it covers no words */
        gfx_rrect_outline(g, r, rad, 3, rgba(0x4a, 0xa8, 0xff, 255));
        float s = fminf(w * 0.12f, a.h * 0.4f), tx = a.x + a.w / 2, ty = a.y + a.h / 2;
        gfx_circle(g, tx, ty, s, rgba(0x4a, 0xa8, 0xff, 255));
        gfx_line(g, tx - s * 0.5f, ty, tx - s * 0.1f, ty + s * 0.4f, s * 0.28f, rgba(255, 255, 255, 255));
        gfx_line(g, tx - s * 0.1f, ty + s * 0.4f, tx + s * 0.55f, ty - s * 0.5f, s * 0.28f, rgba(255, 255, 255, 255));
        gfx_note_rect(g, "(tick)", (SDL_FRect){tx - s, ty - s, 2 * s, 2 * s}, s);
    }
    gfx_rrect_outline(g, r, rad, 1.0f, rgba(30, 20, 10, 140));
}

/* A card is a printed object: its text scales with the card, not with the
 * text-size setting (the zoom grows instead).  Below zoom size a name may
 * be shortened; the zoom shows everything whole. */
static void face_paint(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid)
{
    UiGfx *g = &app->gfx;
    float ts = g->text_scale;
    bool cut = g->cut_ok, in_card = g->in_card;
    g->text_scale = 1;
    g->cut_ok = cut || (r.w < ZOOM_W && !face_whole);
    g->in_card = true; /* a card's own words are laid out by the card, not labels on the table */
    face_paint_body(app, set, it, r, mirror_grid);
    g->text_scale = ts;
    g->cut_ok = cut;
    g->in_card = in_card;
}

void pawns_draw(UiApp *app, int owner, int count, SDL_FRect r)
{
    if (count <= 0) return;
    UiGfx *g = &app->gfx;
    SDL_Color c = owner >= 0 ? seat_colour(app, owner) : rgba(220, 220, 220, 255);
    UiShape s = owner >= 0 ? seat_shape(owner) : SHAPE_CIRCLE;
    int shown = count > 3 ? 3 : count;
    float size = (r.w < r.h ? r.w : r.h) * 0.15f;
    if (size > r.w / (shown * 2.4f + 1.2f)) size = r.w / (shown * 2.4f + 1.2f); /* a row of three keeps clear of the sides */
    float total = shown * size * 2.4f;
    for (int i = 0; i < shown; i++) {
        float cx = r.x + r.w / 2 - total / 2 + size * 1.2f + i * size * 2.4f;
        float cy = r.y + r.h / 2;
        gfx_circle(g, cx + 1.5f, cy + 2.5f, size * 1.05f, rgba(0, 0, 0, 70));
        gfx_shape(g, s, cx, cy, size, c, rgba(20, 20, 20, 255));
    }
    if (count > 3) {
        char b[12];
        snprintf(b, sizeof b, "x%d", count);
        gfx_text(g, FACE_BOLD, size * 1.2f, rgba(255, 255, 255, 255), r.x + r.w / 2, r.y + r.h / 2 + size * 1.3f,
                 ALIGN_CENTER, b);
    }
}

typedef struct DieLook { UiGfx *g; int face; bool highlight; } DieLook;

static void die_paint(void *ctx, SDL_FRect r)
{
    const DieLook *dl = ctx;
    UiGfx *g = dl->g;
    int face = dl->face;
    bool highlight = dl->highlight;
    float s = r.w < r.h ? r.w : r.h;
    SDL_FRect q = {r.x + (r.w - s) / 2, r.y + (r.h - s) / 2, s, s};
    gfx_shadow(g, q, s * 0.18f, s * 0.06f, 90);
    gfx_rrect(g, q, s * 0.18f, rgba(255, 255, 255, 255), rgba(0xdd, 0xd8, 0xcc, 255));
    gfx_rrect_outline(g, q, s * 0.18f, 1, rgba(80, 70, 60, 200));
    if (highlight) gfx_rrect_outline(g, q, s * 0.18f, 2.5f, rgba(0xff, 0xd4, 0x50, 255));
    static const int pips[7][7][2] = {
        {{0}}, {{1, 1}}, {{0, 0}, {2, 2}}, {{0, 0}, {1, 1}, {2, 2}}, {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}, {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
    };
    if (face >= 1 && face <= 6) {
        for (int i = 0; i < face; i++) {
            float px = q.x + s * (0.25f + 0.25f * pips[face][i][0]);
            float py = q.y + s * (0.25f + 0.25f * pips[face][i][1]);
            gfx_circle(g, px, py, s * 0.08f, rgba(0x2a, 0x22, 0x1a, 255));
        }
    } else {
        char b[12];
        snprintf(b, sizeof b, "%d", face);
        gfx_text(g, FACE_BOLD, s * 0.5f, rgba(0x2a, 0x22, 0x1a, 255), q.x + s / 2, q.y + s * 0.2f, ALIGN_CENTER, b);
    }
}

void die_draw(UiApp *app, int face, SDL_FRect r, bool highlight)
{
    DieLook dl = {&app->gfx, face, highlight};
    char key[48];
    snprintf(key, sizeof key, "die|%d|%d", face, highlight);
    gfx_sprite(&app->gfx, key, r, r.w * 0.15f + 2, die_paint, &dl);
}

typedef struct TokenLook { UiGfx *g; const char *colour; } TokenLook;

static void token_paint(void *ctx, SDL_FRect r)
{
    const TokenLook *tl = ctx;
    UiGfx *g = tl->g;
    const char *colour = tl->colour;
    float rad = r.w / 2, cx = r.x + rad, cy = r.y + rad;
    SDL_Color c = accent_colour(colour, rgba(0xc8, 0xc0, 0xb0, 255));
    UiShape sym = SHAPE_CIRCLE;
    if (colour) {
        if (strcmp(colour, "red") == 0) sym = SHAPE_TRIANGLE;
        else if (strcmp(colour, "yellow") == 0 || strcmp(colour, "gold") == 0) sym = SHAPE_STAR;
        else if (strcmp(colour, "blue") == 0) sym = SHAPE_SQUARE;
        else if (strcmp(colour, "green") == 0) sym = SHAPE_DIAMOND;
        else if (strcmp(colour, "purple") == 0) sym = SHAPE_HEX;
    }
    gfx_circle(g, cx + 1.5f, cy + 2.5f, rad, rgba(0, 0, 0, 80));
    gfx_circle(g, cx, cy, rad, darker(c, 0.35f));
    gfx_circle(g, cx, cy - rad * 0.05f, rad * 0.86f, c);
    gfx_ring(g, cx, cy, rad * 0.7f, rad * 0.06f, alpha(lighter(c, 0.5f), 200));
    gfx_shape(g, sym, cx, cy, rad * 0.38f, rgba(255, 255, 255, 235), darker(c, 0.5f));
}

/* A token: a coloured disc with a symbol per colour, so colour is never the only cue. */
void token_draw(UiApp *app, const char *colour, float cx, float cy, float rad)
{
    TokenLook tl = {&app->gfx, colour};
    char key[64];
    snprintf(key, sizeof key, "token|%s", colour ? colour : "");
    gfx_sprite(&app->gfx, key, (SDL_FRect){cx - rad, cy - rad, 2 * rad, 2 * rad}, 4, token_paint, &tl);
}

/* ---------------------------------------------------------------- face cache
 * A card is ~40 shapes and texts; drawn every frame that is most of a redraw
 * on the software renderer.  Faces are painted once into a texture (with room
 * for the shadow) per look (card, pixel size, value, flags, badge) and copied. */
typedef struct FaceEntry {
    char key[128];
    SDL_Texture *tex;
    int pw, ph, pad;
    uint32_t used;
} FaceEntry;

#define FACE_CACHE 160
static FaceEntry faces[FACE_CACHE];
static uint32_t face_tick;
static SDL_Renderer *face_ren;
static bool face_prepaint_only; /* card_prepaint: fill the cache, draw nothing */
static int face_paints;         /* faces painted into the cache so far */

void card_cache_flush(void)
{
    for (int i = 0; i < FACE_CACHE; i++)
        if (faces[i].tex) SDL_DestroyTexture(faces[i].tex);
    memset(faces, 0, sizeof faces);
}

static void rotated_copy(UiGfx *g, FaceEntry *upright, const char *key, double angle, SDL_Rect d);

static void cached(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror, bool back, double angle)
{
    UiGfx *g = &app->gfx;
    if (g->off) return;
    if (face_ren != g->r) {
        card_cache_flush(); /* textures belong to one renderer */
        face_ren = g->r;
    }
    int pw = (int)lroundf(r.w * g->scale), ph = (int)lroundf(r.h * g->scale);
    if (app->no_card_cache || pw < 8 || ph < 8 || pw > 1200 || ph > 1600) {
        if (face_prepaint_only) return;
        if (back) back_paint(app, set, r);
        else face_paint(app, set, it, r, mirror);
        return;
    }
    char key[128];
    snprintf(key, sizeof key, "%p|%d|%d|%d|%d|%d|%d|%d|%d|%s|%d|%.0f|%d", (const void *)set, back ? -9 : it->card,
             back ? 0 : it->owner, back ? 0 : it->flags, back ? 0 : it->value, back ? 0 : it->base, pw, ph, mirror,
             back ? "" : it->badge, app->settings.colourblind, 100.0, face_whole && !back);
    face_tick++;
    FaceEntry *e = NULL;
    int victim = 0;
    for (int i = 0; i < FACE_CACHE; i++) {
        if (faces[i].tex && strcmp(faces[i].key, key) == 0) { e = &faces[i]; break; }
        if (!faces[victim].tex) continue;
        if (!faces[i].tex || faces[i].used < faces[victim].used) victim = i;
    }
    if (!e) {
        int pad = (int)(r.w * 0.12f * g->scale) + 2;
        SDL_Texture *t = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, pw + 2 * pad, ph + 2 * pad);
        SDL_Texture *prev = SDL_GetRenderTarget(g->r);
        if (!t || SDL_SetRenderTarget(g->r, t) != 0) {
            if (t) SDL_DestroyTexture(t);
            if (face_prepaint_only) return;
            if (back) back_paint(app, set, r);
            else face_paint(app, set, it, r, mirror);
            return;
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(g->r, 0, 0, 0, 0);
        SDL_RenderClear(g->r);
        float ox = g->offx, oy = g->offy;
        /* paint at (pad, pad) in the texture: shift the logical->pixel mapping */
        g->offx = pad - r.x * g->scale;
        g->offy = pad - r.y * g->scale;
        if (back) back_paint(app, set, r);
        else face_paint(app, set, it, r, mirror);
        g->offx = ox;
        g->offy = oy;
        SDL_SetRenderTarget(g->r, prev);
        e = &faces[victim];
        if (e->tex) SDL_DestroyTexture(e->tex);
        snprintf(e->key, sizeof e->key, "%s", key);
        e->tex = t;
        e->pw = pw;
        e->ph = ph;
        e->pad = pad;
        face_paints++;
    }
    e->used = face_tick;
    if (face_prepaint_only) return;
    SDL_Rect d = {(int)lroundf(r.x * g->scale + g->offx) - e->pad, (int)lroundf(r.y * g->scale + g->offy) - e->pad,
                  e->pw + 2 * e->pad, e->ph + 2 * e->pad};
    if (angle != 0) rotated_copy(g, e, key, angle, d);
    else SDL_RenderCopy(g->r, e->tex, NULL, &d);
}

/* A tilted card (a fanned hand): the software renderer rotates a texture
 * pixel by pixel on every copy, so the tilted face is kept too, per angle. */
static void rotated_copy(UiGfx *g, FaceEntry *upright, const char *key, double angle, SDL_Rect d)
{
    char rkey[128];
    snprintf(rkey, sizeof rkey, "%s|r%.1f", key, angle);
    FaceEntry *e = NULL;
    int victim = -1; /* the least used entry, never the upright face itself */
    for (int i = 0; i < FACE_CACHE; i++) {
        if (faces[i].tex && strcmp(faces[i].key, rkey) == 0) { e = &faces[i]; break; }
        if (&faces[i] == upright) continue;
        if (victim < 0 || !faces[i].tex || (faces[victim].tex && faces[i].used < faces[victim].used)) victim = i;
    }
    if (!e) {
        SDL_Texture *t = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, d.w, d.h);
        SDL_Texture *prev = SDL_GetRenderTarget(g->r);
        if (!t || SDL_SetRenderTarget(g->r, t) != 0) {
            if (t) SDL_DestroyTexture(t);
            SDL_RenderCopyEx(g->r, upright->tex, NULL, &d, angle, NULL, SDL_FLIP_NONE);
            return;
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(g->r, 0, 0, 0, 0);
        SDL_RenderClear(g->r);
        /* the pad around the face leaves room for a small tilt's corners */
        SDL_Rect in = {0, 0, d.w, d.h};
        SDL_SetTextureBlendMode(upright->tex, SDL_BLENDMODE_NONE);
        SDL_RenderCopyEx(g->r, upright->tex, NULL, &in, angle, NULL, SDL_FLIP_NONE);
        SDL_SetTextureBlendMode(upright->tex, SDL_BLENDMODE_BLEND);
        SDL_SetRenderTarget(g->r, prev);
        e = &faces[victim];
        if (e->tex) SDL_DestroyTexture(e->tex);
        snprintf(e->key, sizeof e->key, "%s", rkey);
        e->tex = t;
        e->pw = upright->pw;
        e->ph = upright->ph;
        e->pad = upright->pad;
    }
    e->used = face_tick;
    SDL_RenderCopy(g->r, e->tex, NULL, &d);
}

bool card_prepaint(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r)
{
    if (it->card == VIEW_NO_CARD) return false;
    int before = face_paints;
    face_prepaint_only = true;
    cached(app, set, it, r, false, false, 0);
    face_prepaint_only = false;
    return face_paints != before;
}

int card_paint_count(void)
{
    return face_paints;
}

void card_draw_back(UiApp *app, const CardSet *set, SDL_FRect r)
{
    cached(app, set, NULL, r, false, true, 0);
}

void card_draw(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid)
{
    if (it->card == VIEW_NO_CARD) {
        face_paint(app, set, it, r, mirror_grid);
        return;
    }
    cached(app, set, it, r, mirror_grid, false, 0);
}

void card_draw_whole(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r)
{
    face_whole = true;
    card_draw(app, set, it, r, false);
    face_whole = false;
}

void card_draw_rot(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid, double angle)
{
    if (!it) {
        cached(app, set, NULL, r, false, true, angle);
        return;
    }
    if (it->card == VIEW_NO_CARD) {
        face_paint(app, set, it, r, mirror_grid);
        return;
    }
    cached(app, set, it, r, mirror_grid, false, angle);
}
