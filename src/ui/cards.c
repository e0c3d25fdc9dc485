/* cards.c — cards on the table, pawns, dice and tokens.  A card's printed
 * face (and back) comes from the face renderer (card_face.c, the pixels
 * print makes); what belongs to the table, not to the card (highlight,
 * tick, padlock, the "hidden" band, dimming, badges, the colour-blind token)
 * is drawn over it here, from ViewItem. */
#include "ui_internal.h"
#include "card_face.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Okabe–Ito based: distinguishable for common colour-vision deficiencies. */
const SDL_Color UI_PALETTE[8] = {
    {0x3d, 0x8b, 0xe0, 255}, {0xe6, 0x9f, 0x00, 255}, {0xcc, 0x79, 0xa7, 255}, {0xd5, 0x5e, 0x00, 255},
    {0x56, 0xb4, 0xe9, 255}, {0xf0, 0xe4, 0x42, 255}, {0xee, 0xee, 0xee, 255}, {0x00, 0x9e, 0x73, 255},
};
const char *const UI_PALETTE_NAMES[8] = {"Blue", "Orange", "Pink", "Red", "Sky", "Yellow", "White", "Green"};

/* From this width a face is a zoom (or a print): name and text always whole. */
#define ZOOM_W 200.0f

/* What a card's marks, corners and shadow are sized by: its width, or a
 * strip's height (a card the table lists as a band wider than tall). */
static float card_side(SDL_FRect r)
{
    return fminf(r.w, r.h);
}

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

void card_draw_empty(UiApp *app, SDL_FRect r, const char *label)
{
    UiGfx *g = &app->gfx;
    float rad = card_side(r) * 0.08f;
    gfx_rrect(g, r, rad, rgba(0, 0, 0, 40), rgba(0, 0, 0, 55));
    gfx_rrect_outline(g, r, rad, 1.5f, rgba(255, 255, 255, 60));
    if (!label || !label[0] || r.w <= 40) return;
    /* never under the text floor: a slot too small for the word at it goes
     * without (its outline says it is empty) */
    float size = fmaxf(card_side(r) * 0.12f, gfx_least_size(g)), w, h;
    gfx_text_size(g, FACE_SANS, size, label, &w, &h);
    if (w <= r.w - 8) gfx_text(g, FACE_SANS, size, rgba(255, 255, 255, 110), r.x + r.w / 2, r.y + r.h / 2 - h / 2, ALIGN_CENTER, label);
}

/* Does the face show the card's name (or short name), whole? */
static bool face_named(const FaceDrawn *fd)
{
    for (int i = 0; fd && i < fd->n; i++)
        if (strcmp(fd->s[i].region, "name") == 0 && fd->s[i].text[0] && !fd->s[i].overflow) return true;
    return false;
}

/* The face's pixels at r, 1:1 (r is pixel-aligned by the caller's cache);
 * its words go to the test instruments as a card's own texts. */
static const FaceDrawn *face_copy(UiApp *app, const CardSet *set, const CardFaceAsk *ask, SDL_FRect r)
{
    UiGfx *g = &app->gfx;
    CardFace f;
    if (!card_face_get(g->r, set, ask, &f)) return NULL;
    SDL_Rect d = {(int)lroundf(r.x * g->scale + g->offx), (int)lroundf(r.y * g->scale + g->offy), ask->pw, ask->ph};
    SDL_RenderCopy(g->r, f.tex, NULL, &d);
    for (int i = 0; f.drawn && i < f.drawn->n; i++) {
        const FaceString *s = &f.drawn->s[i];
        if (!s->text[0]) continue;
        SDL_FRect box = {r.x + (float)s->x / g->scale, r.y + (float)s->y / g->scale, (float)s->w / g->scale,
                         (float)s->h / g->scale};
        gfx_note_card_text(g, s->text, box, (int)lround(s->px), s->overflow);
    }
    if (g->log_rects && ask->card >= 0 && !g->off && !face_named(f.drawn)) {
        if (g->unnamed++ == 0)
            snprintf(g->unnamed_first, sizeof g->unnamed_first, "%s at %dx%d px", set->cards[ask->card].name, ask->pw, ask->ph);
    }
    return f.drawn;
}

static CardFaceAsk ask_for(const UiGfx *g, int card, SDL_FRect r)
{
    CardFaceAsk ask = {.card = card, .pw = (int)lroundf(r.w * g->scale), .ph = (int)lroundf(r.h * g->scale)};
    /* below the zoom a card shows its compact face: the whole name (or short
     * name) and the numbers that matter, large enough to read; a place wider
     * than tall (a zone that lists its cards as strips) gets the strip face */
    ask.form = r.w > r.h ? FACE_STRIP : r.w >= ZOOM_W ? FACE_FULL : FACE_COMPACT;
    /* a word too small to read is left off (the zoom reads it), never shrunk */
    if (ask.form != FACE_FULL) ask.least_px = CARD_WORD_MIN_PX;
    return ask;
}

static void back_paint(UiApp *app, const CardSet *set, SDL_FRect r)
{
    UiGfx *g = &app->gfx;
    float rad = card_side(r) * 0.07f;
    gfx_shadow(g, r, rad, card_side(r) * 0.05f, 70);
    CardFaceAsk ask = ask_for(g, -1, r);
    if (face_copy(app, set, &ask, r)) return;
    gfx_rrect(g, r, rad, rgba(0x8c, 0x1d, 0x2a, 255), rgba(0x52, 0x0e, 0x18, 255));
    gfx_rrect_outline(g, r, rad, 1.0f, rgba(60, 40, 20, 160));
}

static void no_card_paint(UiApp *app, const ViewItem *it, SDL_FRect r)
{
    UiGfx *g = &app->gfx;
    SDL_Color c = it->owner >= 0 ? seat_colour(app, it->owner) : rgba(220, 220, 220, 255);
    float s = (r.w < r.h ? r.w : r.h) * 0.3f;
    gfx_shape(g, it->owner >= 0 ? seat_shape(it->owner) : SHAPE_CIRCLE, r.x + r.w / 2, r.y + r.h / 2, s, c,
              rgba(20, 20, 20, 255));
    if (it->badge[0])
        gfx_text(g, FACE_BOLD, s * 0.8f, rgba(255, 255, 255, 255), r.x + r.w / 2, r.y + r.h - s, ALIGN_CENTER, it->badge);
}

/* Does box (logical units) meet a word the face drew at r? */
static bool meets_words(const UiGfx *g, const FaceDrawn *fd, SDL_FRect r, SDL_FRect box)
{
    for (int i = 0; fd && i < fd->n; i++) {
        const FaceString *s = &fd->s[i];
        if (!s->text[0]) continue;
        float x = r.x + (float)s->x / g->scale, y = r.y + (float)s->y / g->scale;
        if (x < box.x + box.w && box.x < x + (float)s->w / g->scale && y < box.y + box.h && box.y < y + (float)s->h / g->scale)
            return true;
    }
    return false;
}

/* A table's tag on the card ("Master", "as Schemer", "⚠ roll 5/9"): never
 * under the card word floor and never cut; too wide for the card on one
 * line, it takes two (split at the space nearest its middle), its pill as
 * wide as its words even where that passes the card's edges.  On the art's
 * foot, or higher up the art, or across the card's foot: where it covers no
 * word. */
/* Where a card's face is painted into the cache: the margin (logical px)
 * around the card that the cached texture holds; -1 while painting straight
 * onto the table.  A tag reaching past it would be cut off. */
static float paint_margin = -1;

/* A tag's words on a card `w` wide: its lines (two when one is too wide),
 * their size, and the pill's width and height; `wide` when its one line
 * passes the card's sides (it then hangs under the card, whole). */
typedef struct BadgeFit {
    char lines[2][48];
    int n;
    bool wide;
    float bs, bh, pw, ph;
} BadgeFit;

/* How far past a card's width a one-line tag may reach: "as Assassin" on a
 * Recruit split into "as" and a second line hung below the tile. */
#define BADGE_WIDE 1.5f

static BadgeFit badge_fit(UiGfx *g, const char *badge, SDL_FRect r)
{
    BadgeFit b = {.n = 1};
    float bw, w = r.w;
    b.bs = fmaxf(fmaxf(card_side(r) * 0.09f, 9), CARD_WORD_MIN_PX / g->scale + 0.01f);
    snprintf(b.lines[0], sizeof b.lines[0], "%s", badge);
    gfx_text_size(g, FACE_BOLD, b.bs, badge, &bw, &b.bh);
    const char *split = NULL, *mid = badge + strlen(badge) / 2;
    for (const char *p = strchr(badge, ' '); p; p = strchr(p + 1, ' '))
        if (!split || labs((long)(p - mid)) < labs((long)(split - mid))) split = p;
    if (bw + 10 > w - 4 && bw + 6 <= w * BADGE_WIDE && r.w <= r.h) b.wide = true;
    else if (bw + 10 > w - 4 && split) {
        snprintf(b.lines[0], sizeof b.lines[0], "%.*s", (int)(split - badge), badge);
        snprintf(b.lines[1], sizeof b.lines[1], "%s", split + 1);
        float w0, w1;
        gfx_text_size(g, FACE_BOLD, b.bs, b.lines[0], &w0, &b.bh);
        gfx_text_size(g, FACE_BOLD, b.bs, b.lines[1], &w1, &b.bh);
        bw = fmaxf(w0, w1);
        b.n = 2;
    }
    b.ph = b.bh * (float)b.n;
    b.pw = bw + 10 > w - 4 ? bw + 6 : bw + 10;
    return b;
}

/* How far a tag's pill may reach past the card's edges: half its height
 * below the foot (where it straddles it), or its overhang on either side. */
static float badge_reach(UiGfx *g, const char *badge, SDL_FRect r)
{
    float w = r.w;
    if (!badge[0]) return 0;
    BadgeFit b = badge_fit(g, badge, r);
    return fmaxf(b.wide ? b.ph + 1 : b.ph / 2, (b.pw - w) / 2) + 2;
}

static void badge_draw(UiApp *app, const char *badge, SDL_FRect r, SDL_FRect a, const FaceDrawn *fd)
{
    UiGfx *g = &app->gfx;
    float w = r.w, h = r.h;
    BadgeFit b = badge_fit(g, badge, r);
    float bs = b.bs, bh = b.bh, ph = b.ph, pw = b.pw;
    int n = b.n;
    SDL_FRect pill = {r.x + (w - pw) / 2, a.y + a.h - ph - w * 0.02f, pw, ph};
    /* the last but one straddles the card's foot, clear of its name */
    const float ys[] = {pill.y, a.y + (a.h - ph) / 2, a.y + 1, r.y + h - ph / 2, r.y + h - ph - w * 0.03f};
    if (b.wide) pill.y = r.y + h + 1; /* wider than the card: under it, where the next card drawn cannot cover it */
    for (size_t k = 0; !b.wide && k < sizeof ys / sizeof ys[0]; k++) {
        SDL_FRect at = {pill.x, ys[k], pill.w, pill.h};
        if (!meets_words(g, fd, r, at)) {
            pill = at;
            break;
        }
    }
    gfx_rrect(g, pill, bh / 2, rgba(30, 30, 40, 230), rgba(30, 30, 40, 230));
    for (int i = 0; i < n; i++)
        gfx_text(g, FACE_BOLD, bs, rgba(255, 240, 200, 255), pill.x + pill.w / 2, pill.y + bh * (float)i, ALIGN_CENTER,
                 b.lines[i]);
    float m = paint_margin;
    if (m >= 0 && (pill.x < r.x - m || pill.y < r.y - m || pill.x + pill.w > r.x + w + m || pill.y + pill.h > r.y + h + m)) {
        bool shortened_ok = g->cut_ok; /* a small card's words may shorten by design; its tag is never cut */
        g->cut_ok = false;
        gfx_note_clipped(g, badge, fmaxf(pill.w, pill.h), m); /* past the cached face's margin: cut off on the table */
        g->cut_ok = shortened_ok;
    }
}

/* The table's marks over the printed face: they sit on the art window,
 * where they hide no words. */
static void overlays(UiApp *app, const CardDef *d, const ViewItem *it, SDL_FRect r, SDL_FRect a, const FaceDrawn *fd)
{
    UiGfx *g = &app->gfx;
    float w = card_side(r), h = r.h, rad = w * 0.07f;
    bool zoom = w >= ZOOM_W;
    bool badge_in_band = zoom && (it->flags & VI_PEEK); /* the zoom of a tile you peek at: its tag joins the band */
    if (it->badge[0] && !badge_in_band) badge_draw(app, it->badge, r, a, fd);
    if (app->settings.colourblind && d->colour[0]) {
        float tr = w * 0.07f;
        token_draw(app, d->colour, a.x + tr + 2, a.y + a.h - tr - 2, tr);
    }
    if (it->flags & VI_PEEK) { /* face down on the table: you see it, the others do not */
        float bh = fminf(h * (zoom ? 0.06f : 0.1f), a.h * 0.45f);
        SDL_FRect band = {a.x, a.y, a.w, bh};
        gfx_rect(g, band, rgba(20, 20, 40, 170));
        char words[48];
        snprintf(words, sizeof words, "%s%s%s", "hidden", badge_in_band && it->badge[0] ? " · " : "",
                 badge_in_band ? it->badge : "");
        float tw, th;
        gfx_text_size(g, FACE_BOLD, bh * 0.75f, words, &tw, &th);
        /* the word where it reads whole; else the eye alone says it */
        bool say = bh * 0.75f * g->scale >= CARD_WORD_MIN_PX && tw <= a.w - 4 - bh;
        if (say)
            gfx_text(g, FACE_BOLD, bh * 0.75f, rgba(255, 255, 255, 255), a.x + a.w / 2 + bh * 0.4f, band.y + bh * 0.08f,
                     ALIGN_CENTER, words);
        eye_marker(g, say ? band.x + bh * 0.7f : band.x + band.w / 2, band.y + bh / 2, bh * 0.45f);
    }
    if (it->flags & VI_DIMMED) gfx_rrect(g, r, rad, rgba(0, 0, 0, 110), rgba(0, 0, 0, 110));
    if (it->flags & VI_LOCKED) { /* on the art's corner */
        float ps = fminf(w * (zoom ? 0.12f : 0.16f), a.h * 0.45f), px = a.x + a.w - ps * 0.85f, py = a.y + ps * 1.05f;
        padlock(g, px, py, ps);
        gfx_note_rect(g, "(padlock)", (SDL_FRect){px - ps * 0.6f, py - ps * 0.95f, ps * 1.2f, ps * 1.6f}, ps);
    }
    if (it->flags & VI_HIGHLIGHT) gfx_rrect_outline(g, r, rad, 2.5f, rgba(0xff, 0xd4, 0x50, 255));
    if (it->flags & VI_SELECTED) { /* ticked: in the middle of the art */
        gfx_rrect_outline(g, r, rad, 3, rgba(0x4a, 0xa8, 0xff, 255));
        float s = fminf(w * 0.12f, a.h * 0.4f), tx = a.x + a.w / 2, ty = a.y + a.h / 2;
        gfx_circle(g, tx, ty, s, rgba(0x4a, 0xa8, 0xff, 255));
        gfx_line(g, tx - s * 0.5f, ty, tx - s * 0.1f, ty + s * 0.4f, s * 0.28f, rgba(255, 255, 255, 255));
        gfx_line(g, tx - s * 0.1f, ty + s * 0.4f, tx + s * 0.55f, ty - s * 0.5f, s * 0.28f, rgba(255, 255, 255, 255));
        gfx_note_rect(g, "(tick)", (SDL_FRect){tx - s, ty - s, 2 * s, 2 * s}, s);
    }
}

static void face_paint_body(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid)
{
    UiGfx *g = &app->gfx;
    if (it->card == VIEW_NO_CARD) {
        no_card_paint(app, it, r);
        return;
    }
    if (it->card == VIEW_CARD_BACK || !set || it->card < 0 || it->card >= set->ncards) {
        back_paint(app, set, r);
        if (it->flags & VI_LOCKED) padlock(g, r.x + r.w - r.w * 0.18f, r.y + r.w * 0.2f, r.w * 0.16f);
        return;
    }
    const CardDef *d = &set->cards[it->card];
    gfx_shadow(g, r, card_side(r) * 0.07f, card_side(r) * 0.05f, 80);
    /* a strip with a tag: the face draws it as its row's last pill, so it
     * hides no name and shares the row with the card's own pills ("RR 3");
     * where the name would not read then, the name wins and the tag goes (a
     * flipped card is dimmed all the same) */
    ViewItem shown = *it;
    CardFaceAsk ask = ask_for(g, it->card, r);
    /* the value in play, where it is not the printed one; a wild card (value 0)
     * shows what it counts as in its face's {live} region */
    ask.has_live_value = it->value != it->base;
    ask.live_value = it->value;
    ask.mirror = mirror_grid;
    if (ask.form == FACE_STRIP && shown.badge[0]) {
        snprintf(ask.tag, sizeof ask.tag, "%s", shown.badge);
        CardFace probe;
        if (card_face_get(g->r, set, &ask, &probe) && !face_named(probe.drawn)) ask.tag[0] = 0;
        shown.badge[0] = 0; /* on the face, or gone */
    }
    it = &shown;
    const FaceDrawn *fd = face_copy(app, set, &ask, r);
    /* the art window, or where it would be */
    SDL_FRect a = r.w > r.h ? r : (SDL_FRect){r.x + r.w * 0.07f, r.y + r.h * 0.14f, r.w * 0.86f, r.h * 0.42f};
    if (fd && fd->art_w > 0)
        a = (SDL_FRect){r.x + (float)fd->art_x / g->scale, r.y + (float)fd->art_y / g->scale,
                        (float)fd->art_w / g->scale, (float)fd->art_h / g->scale};
    overlays(app, d, it, r, a, fd);
}

/* A card is a printed object: its text scales with the card, not with the
 * text-size setting (the zoom grows instead). */
static void face_paint(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid)
{
    UiGfx *g = &app->gfx;
    float ts = g->text_scale;
    bool cut = g->cut_ok, in_card = g->in_card;
    g->text_scale = 1;
    g->cut_ok = cut || card_side(r) < ZOOM_W; /* a small card's badge may shorten; the zoom shows it whole */
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

static int cache_flushes; /* a reload or a reset: faces may show otherwise than before */

int card_cache_generation(void)
{
    return cache_flushes;
}

void card_cache_flush(void)
{
    cache_flushes++;
    card_face_forget_sets();
    for (int i = 0; i < FACE_CACHE; i++)
        if (faces[i].tex) SDL_DestroyTexture(faces[i].tex);
    memset(faces, 0, sizeof faces);
}

void card_cache_release(void)
{
    card_cache_flush();
    card_face_flush();
    card_face_release();
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
        double quarter = fmod(fabs(angle), 180.0);
        g->sideways = quarter > 45 && quarter < 135; /* drawn upright here, but the words a player sees lie sideways */
        if (back) back_paint(app, set, r);
        else face_paint(app, set, it, r, mirror);
        g->sideways = false;
        return;
    }
    char key[128];
    snprintf(key, sizeof key, "%p|%d|%d|%d|%d|%d|%d|%d|%d|%s|%d", (const void *)set, back ? -9 : it->card,
             back ? 0 : it->owner, back ? 0 : it->flags, back ? 0 : it->value, back ? 0 : it->base, pw, ph, mirror,
             back ? "" : it->badge, app->settings.colourblind);
    face_tick++;
    FaceEntry *e = NULL;
    int victim = 0;
    for (int i = 0; i < FACE_CACHE; i++) {
        if (faces[i].tex && strcmp(faces[i].key, key) == 0) { e = &faces[i]; break; }
        if (!faces[victim].tex) continue;
        if (!faces[i].tex || faces[i].used < faces[victim].used) victim = i;
    }
    if (!e) {
        /* room for a small tilt's corners, and for a tag reaching past the card */
        float margin = fmaxf(card_side(r) * 0.12f, back ? 0 : badge_reach(g, it->badge, r));
        int pad = (int)(margin * g->scale) + 2;
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
        paint_margin = (float)pad / g->scale;
        if (back) back_paint(app, set, r);
        else face_paint(app, set, it, r, mirror);
        paint_margin = -1;
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
