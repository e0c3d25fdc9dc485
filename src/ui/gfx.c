/* gfx.c — drawing primitives in logical 1600x900 units, fonts found at run
 * time and an LRU of rendered text textures (card art: the face renderer,
 * src/face, draws it into the card faces).
 * Shapes are built with SDL_RenderGeometry so gradients and rounded corners
 * work on every renderer, including the software one used by tests. */
#include "ui_internal.h"
#include <SDL2/SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

SDL_Color rgba(int r, int g, int b, int a)
{
    SDL_Color c = {(Uint8)r, (Uint8)g, (Uint8)b, (Uint8)a};
    return c;
}

SDL_Color alpha(SDL_Color c, int a)
{
    c.a = (Uint8)(a < 0 ? 0 : a > 255 ? 255 : a);
    return c;
}

SDL_Color mixc(SDL_Color a, SDL_Color b, float t)
{
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return rgba((int)(a.r + (b.r - a.r) * t), (int)(a.g + (b.g - a.g) * t),
                (int)(a.b + (b.b - a.b) * t), (int)(a.a + (b.a - a.a) * t));
}

SDL_Color hexcol(const char *hex, SDL_Color def)
{
    if (!hex || hex[0] != '#' || strlen(hex) != 7) return def;
    unsigned v = 0;
    for (int i = 1; i < 7; i++) {
        char ch = hex[i];
        int d = (ch >= '0' && ch <= '9') ? ch - '0' : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10
              : (ch >= 'A' && ch <= 'F') ? ch - 'A' + 10 : -1;
        if (d < 0) return def;
        v = v * 16 + (unsigned)d;
    }
    return rgba((int)(v >> 16) & 255, (int)(v >> 8) & 255, (int)v & 255, 255);
}

/* ---------------------------------------------------------------- fonts */
static bool file_exists(const char *p)
{
    struct stat sb;
    return p && p[0] && stat(p, &sb) == 0 && S_ISREG(sb.st_mode);
}

static const char *const FACE_FILES[FACE_COUNT] = {
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
};

/* Search list documented in fonts/README.md. */
static bool find_face(int face, char *out, size_t n)
{
    const char *env = getenv("CROWNTABLE_FONT");
    if (env && env[0]) {
        struct stat sb;
        if (stat(env, &sb) == 0 && S_ISDIR(sb.st_mode)) {
            snprintf(out, n, "%s/%s", env, FACE_FILES[face]);
            if (file_exists(out)) return true;
        } else if (file_exists(env) && face == FACE_SANS) {
            snprintf(out, n, "%s", env);
            return true;
        }
    }
    const char *dirs[] = {
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts/dejavu", "/usr/local/share/fonts", "/usr/share/fonts/truetype",
        "/opt/homebrew/share/fonts", "/Library/Fonts", NULL,
    };
    for (int i = 0; dirs[i]; i++) {
        snprintf(out, n, "%s/%s", dirs[i], FACE_FILES[face]);
        if (file_exists(out)) return true;
    }
    const char *home = getenv("HOME");
    if (home) {
        snprintf(out, n, "%s/.local/share/fonts/%s", home, FACE_FILES[face]);
        if (file_exists(out)) return true;
    }
    out[0] = 0;
    return false;
}

bool gfx_init(UiGfx *g, SDL_Renderer *r, char *err, size_t errn)
{
    memset(g, 0, sizeof *g);
    g->r = r;
    g->scale = 1;
    g->text_scale = 1;
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, errn, "SDL_ttf could not start: %s", TTF_GetError());
        return false;
    }
    int flags = IMG_INIT_PNG | IMG_INIT_JPG;
    if ((IMG_Init(flags) & flags) != flags)
        SDL_Log("crowntable: SDL_image: some formats unavailable: %s", IMG_GetError());
    for (int f = 0; f < FACE_COUNT; f++) find_face(f, g->font_path[f], sizeof g->font_path[f]);
    if (!g->font_path[FACE_SANS][0]) {
        snprintf(err, errn,
                 "No font found: install DejaVu (Debian: apt install fonts-dejavu-core) or set "
                 "CROWNTABLE_FONT to a .ttf file or a folder holding DejaVuSans.ttf "
                 "(see fonts/README.md)");
        return false;
    }
    /* Missing bold/serif faces fall back to the regular sans face. */
    for (int f = 1; f < FACE_COUNT; f++)
        if (!g->font_path[f][0]) snprintf(g->font_path[f], sizeof g->font_path[f], "%s", g->font_path[FACE_SANS]);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    return true;
}

bool gfx_font_ok(const UiGfx *g)
{
    return g->font_path[FACE_SANS][0] != 0;
}

void gfx_flush_text(UiGfx *g)
{
    for (int i = 0; i < UI_TEXT_CACHE; i++) {
        if (g->text[i].tex) SDL_DestroyTexture(g->text[i].tex);
        free(g->text[i].key);
        memset(&g->text[i], 0, sizeof g->text[i]);
    }
}

void gfx_flush_sprites(UiGfx *g)
{
    for (int i = 0; i < UI_SPRITE_CACHE; i++)
        if (g->sprites[i].tex) SDL_DestroyTexture(g->sprites[i].tex);
    memset(g->sprites, 0, sizeof g->sprites);
}

void gfx_free(UiGfx *g)
{
    gfx_flush_text(g);
    gfx_flush_sprites(g);
    for (int i = 0; i < g->nfonts; i++) TTF_CloseFont(g->fonts[i].font);
    g->nfonts = 0;
}

void gfx_viewport(UiGfx *g, int outw, int outh, float top)
{
    float sx = outw / UI_W, sy = outh / (UI_H + top);
    float s = sx < sy ? sx : sy;
    if (s <= 0) s = 1;
    if (fabsf(s - g->scale) > 1e-4f) gfx_flush_text(g); /* text is rasterized per scale */
    g->scale = s;
    g->offx = (outw - UI_W * s) / 2;
    g->offy = (outh - (UI_H + top) * s) / 2 + top * s;
}

static TTF_Font *font_get(UiGfx *g, int face, int px)
{
    if (px < 5) px = 5;
    if (px > 400) px = 400;
    for (int i = 0; i < g->nfonts; i++)
        if (g->fonts[i].face == face && g->fonts[i].px == px) return g->fonts[i].font;
    TTF_Font *f = TTF_OpenFont(g->font_path[face], px);
    if (!f) {
        SDL_Log("crowntable: cannot open font %s: %s", g->font_path[face], TTF_GetError());
        return NULL;
    }
    if (g->nfonts == UI_FONT_CACHE) {
        TTF_CloseFont(g->fonts[0].font);
        memmove(&g->fonts[0], &g->fonts[1], sizeof g->fonts[0] * (UI_FONT_CACHE - 1));
        g->nfonts--;
        gfx_flush_text(g); /* entries may reference nothing, but keep it simple and safe */
    }
    g->fonts[g->nfonts].face = face;
    g->fonts[g->nfonts].px = px;
    g->fonts[g->nfonts].font = f;
    g->nfonts++;
    return f;
}

static uint64_t fnv(const char *s, uint64_t h)
{
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Returns a cached texture of the text (pixel size px, wrap in pixels, 0 = none). */
static UiTextEntry *text_tex(UiGfx *g, UiFace f, int px, SDL_Color c, int wrap, int walign, const char *s)
{
    char key[64];
    snprintf(key, sizeof key, "%d|%d|%02x%02x%02x%02x|%d|%d|", (int)f, px, c.r, c.g, c.b, c.a, wrap, walign);
    uint64_t h = fnv(s, fnv(key, 1469598103934665603ull));
    g->tick++;
    int victim = 0;
    for (int i = 0; i < UI_TEXT_CACHE; i++) {
        UiTextEntry *e = &g->text[i];
        if (e->key && e->hash == h && strncmp(e->key, key, strlen(key)) == 0 &&
            strcmp(e->key + strlen(key), s) == 0) {
            e->used = g->tick;
            g->text_hits++;
            return e;
        }
        if (!g->text[victim].key) continue;
        if (!e->key || e->used < g->text[victim].used) victim = i;
    }
    g->text_misses++;
    TTF_Font *font = font_get(g, f, px);
    if (!font) return NULL;
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *surf = wrap > 0 ? TTF_RenderUTF8_Blended_Wrapped(font, s, white, (Uint32)wrap)
                                 : TTF_RenderUTF8_Blended(font, s, white);
    if (!surf) return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(g->r, surf);
    int w = surf->w, hh = surf->h;
    SDL_FreeSurface(surf);
    if (!t) return NULL;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    UiTextEntry *e = &g->text[victim];
    if (e->tex) SDL_DestroyTexture(e->tex);
    free(e->key);
    size_t kl = strlen(key) + strlen(s) + 1;
    e->key = malloc(kl);
    if (!e->key) {
        SDL_DestroyTexture(t);
        memset(e, 0, sizeof *e);
        return NULL;
    }
    snprintf(e->key, kl, "%s%s", key, s);
    e->hash = h;
    e->tex = t;
    e->w = w;
    e->h = hh;
    e->used = g->tick;
    return e;
}

static int px_of(const UiGfx *g, float size)
{
    int px = (int)lroundf(size * g->scale * g->text_scale);
    return px < 5 ? 5 : px;
}

void gfx_text_size(UiGfx *g, UiFace f, float size, const char *s, float *w, float *h)
{
    int px = px_of(g, size);
    /* shaping is costly and labels are measured every frame: remember sizes */
    uint64_t key = fnv(s ? s : "", (uint64_t)(f * 1000 + px) * 1099511628211ull + 7) | 1;
    int slot = (int)(key & 1023);
    if (g->sizes[slot].hash == key) {
        if (w) *w = g->sizes[slot].w / g->scale;
        if (h) *h = g->sizes[slot].h / g->scale;
        return;
    }
    TTF_Font *font = font_get(g, f, px);
    int iw = 0, ih = 0;
    if (font && s && s[0]) TTF_SizeUTF8(font, s, &iw, &ih);
    else if (font) ih = TTF_FontHeight(font);
    if (font) {
        g->sizes[slot].hash = key;
        g->sizes[slot].w = iw;
        g->sizes[slot].h = ih;
    }
    if (w) *w = iw / g->scale;
    if (h) *h = ih / g->scale;
}

float gfx_text(UiGfx *g, UiFace f, float size, SDL_Color c, float x, float y, int align, const char *s)
{
    if (!s || !s[0]) return 0;
    float w, h;
    if (g->off) {
        gfx_text_size(g, f, size, s, &w, &h);
        return w;
    }
    if (g->log_texts && g->ndrawn < (int)(sizeof g->drawn / sizeof g->drawn[0]))
        snprintf(g->drawn[g->ndrawn++], sizeof g->drawn[0], "%s", s);
    /* the cached texture's width is the text's width: no shaping per frame */
    UiTextEntry *e = text_tex(g, f, px_of(g, size), c, 0, 0, s);
    if (!e) {
        gfx_text_size(g, f, size, s, &w, &h);
        return w;
    }
    w = e->w / g->scale;
    float lx = align == ALIGN_CENTER ? x - w / 2 : align == ALIGN_RIGHT ? x - w : x;
    SDL_Rect d = {(int)lroundf(lx * g->scale + g->offx), (int)lroundf(y * g->scale + g->offy), e->w, e->h};
    SDL_RenderCopy(g->r, e->tex, NULL, &d);
    if (g->log_rects) gfx_note_rect(g, s, (SDL_FRect){lx, y, w, e->h / g->scale}, size);
    return w;
}

float gfx_text_wrap_height(UiGfx *g, UiFace f, float size, float w, const char *s)
{
    if (!s || !s[0]) return 0;
    int px = px_of(g, size);
    int wrap = (int)lroundf(w * g->scale); /* a box measured to the text must not wrap it by a rounding */
    if (wrap < 8) wrap = 8;
    /* Rendering is the only exact measure SDL_ttf 2.20 offers; it is cached. */
    UiTextEntry *e = text_tex(g, f, px, rgba(255, 255, 255, 255), wrap, 0, s);
    return e ? e->h / g->scale : 0;
}

float gfx_text_wrap(UiGfx *g, UiFace f, float size, SDL_Color c, float x, float y, float w, int align,
                    const char *s)
{
    if (!s || !s[0]) return 0;
    int px = px_of(g, size);
    int wrap = (int)lroundf(w * g->scale); /* a box measured to the text must not wrap it by a rounding */
    if (wrap < 8) wrap = 8;
    if (g->off) return gfx_text_wrap_height(g, f, size, w, s);
    if (g->log_texts && g->ndrawn < (int)(sizeof g->drawn / sizeof g->drawn[0]))
        snprintf(g->drawn[g->ndrawn++], sizeof g->drawn[0], "%s", s);
    TTF_Font *font = font_get(g, f, px);
    if (font) TTF_SetFontWrappedAlign(font, align == ALIGN_CENTER ? TTF_WRAPPED_ALIGN_CENTER
                                            : align == ALIGN_RIGHT ? TTF_WRAPPED_ALIGN_RIGHT
                                                                   : TTF_WRAPPED_ALIGN_LEFT);
    UiTextEntry *e = text_tex(g, f, px, c, wrap, align, s);
    if (!e) return 0;
    float lx = x;
    if (align == ALIGN_CENTER) lx = x + (w - e->w / g->scale) / 2;
    SDL_Rect d = {(int)lroundf(lx * g->scale + g->offx), (int)lroundf(y * g->scale + g->offy), e->w, e->h};
    SDL_RenderCopy(g->r, e->tex, NULL, &d);
    if (g->log_rects) gfx_note_rect(g, s, (SDL_FRect){lx, y, e->w / g->scale, e->h / g->scale}, size);
    if (font) TTF_SetFontWrappedAlign(font, TTF_WRAPPED_ALIGN_LEFT);
    return e->h / g->scale;
}

void gfx_note_rect(UiGfx *g, const char *s, SDL_FRect r, float size)
{
    if (!g->log_rects || (g->in_card && !g->log_card_texts) || g->off || g->nrects >= (int)(sizeof g->rects / sizeof g->rects[0])) return;
    if (SDL_RenderIsClipEnabled(g->r)) { /* a scrolled list: only the part shown */
        SDL_Rect c;
        SDL_RenderGetClipRect(g->r, &c);
        float cx = (c.x - g->offx) / g->scale, cy = (c.y - g->offy) / g->scale;
        float cw = c.w / g->scale, ch = c.h / g->scale;
        float x0 = r.x > cx ? r.x : cx, y0 = r.y > cy ? r.y : cy;
        float x1 = r.x + r.w < cx + cw ? r.x + r.w : cx + cw, y1 = r.y + r.h < cy + ch ? r.y + r.h : cy + ch;
        if (x1 <= x0 || y1 <= y0) return;
        r = (SDL_FRect){x0, y0, x1 - x0, y1 - y0};
    }
    struct UiTextRect *t = &g->rects[g->nrects++];
    t->r = r;
    t->size = size;
    t->px = px_of(g, size);
    t->card = g->in_card;
    t->cut = false;
    snprintf(t->s, sizeof t->s, "%s", s);
}

void gfx_note_card_text(UiGfx *g, const char *s, SDL_FRect r, int px, bool cut)
{
    if (g->off) return;
    if (g->log_texts && g->ndrawn < (int)(sizeof g->drawn / sizeof g->drawn[0]))
        snprintf(g->drawn[g->ndrawn++], sizeof g->drawn[0], "%s", s);
    int before = g->nrects;
    if (g->log_rects) gfx_note_rect(g, s, r, px / (g->scale > 0 ? g->scale : 1));
    if (g->nrects == before) return;
    g->rects[before].px = px;
    g->rects[before].card = true;
    g->rects[before].cut = cut || g->sideways;
}

int gfx_label_overlaps(const UiGfx *g, char *first, size_t n)
{
    int count = 0;
    if (first && n) first[0] = 0;
    for (int i = 0; i < g->nrects; i++)
        for (int j = i + 1; j < g->nrects; j++) {
            SDL_FRect a = g->rects[i].r, b = g->rects[j].r;
            float ix = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x);
            float iy = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
            /* a line box is ~1.2 em: neighbours' boxes may touch, glyphs may not meet */
            if (ix <= 2 || iy <= 0.35f * fminf(a.h, b.h)) continue;
            if (strcmp(g->rects[i].s, g->rects[j].s) == 0 && fabsf(a.x - b.x) <= 4 && fabsf(a.y - b.y) <= 4)
                continue; /* the same words twice: a shadow under its text */
            if (getenv("CT_DEBUG_LABELS"))
                printf("    overlap: \"%s\" %.0f,%.0f %.0fx%.0f / \"%s\" %.0f,%.0f %.0fx%.0f\n", g->rects[i].s, a.x, a.y, a.w,
                       a.h, g->rects[j].s, b.x, b.y, b.w, b.h);
            if (count++ == 0 && first)
                snprintf(first, n, "\"%s\" at %.0f,%.0f %.0fx%.0f meets \"%s\" at %.0f,%.0f %.0fx%.0f", g->rects[i].s, a.x,
                         a.y, a.w, a.h, g->rects[j].s, b.x, b.y, b.w, b.h);
        }
    return count;
}

void gfx_note_clipped(UiGfx *g, const char *s, float need, float box)
{
    if (g->cut_ok || g->off) return;
    if (g->nclipped < (int)(sizeof g->clipped / sizeof g->clipped[0]))
        snprintf(g->clipped[g->nclipped], sizeof g->clipped[0], "\"%.90s\" needs %.0f, box %.0f", s, need, box);
    g->nclipped++;
}

float gfx_floor_px(const UiGfx *g)
{
    /* below 100 % text the floor follows the setting down (a player who
     * chose 90 % asked for smaller words); above it stays (a larger setting
     * is honoured where there is room, readability is the floor's job) */
    float ts = g->text_scale > 0 ? g->text_scale : 1;
    return UI_TEXT_FLOOR_PX * (ts < 1 ? ts : 1);
}

float gfx_least_size(const UiGfx *g)
{
    /* a hair above the floor: a size computed back from pixels must not round under it */
    if (g->in_card) return 0.01f;
    float ts = g->text_scale > 0 ? g->text_scale : 1;
    return gfx_floor_px(g) / (g->scale * ts) + 0.01f;
}

float gfx_shrink_floor(const UiGfx *g, float size)
{
    float sz = size * 0.6f / (g->text_scale > 0 ? g->text_scale : 1);
    sz = fmaxf(sz, gfx_least_size(g));
    return sz < size ? sz : size;
}

float gfx_text_fit(UiGfx *g, UiFace f, float size, SDL_Color c, float x, float y, float w, int align,
                   const char *s)
{
    if (!s || !s[0]) return size;
    float tw, th;
    float sz = size;
    /* The box wins over the text-size setting: shrink as far as 60 % of the
     * size at 100 % (never under the floor), then cut with an ellipsis. */
    float floor_sz = gfx_shrink_floor(g, size);
    gfx_text_size(g, f, sz, s, &tw, &th);
    while (tw > w && sz > floor_sz) {
        sz *= 0.92f;
        if (sz < floor_sz) sz = floor_sz;
        gfx_text_size(g, f, sz, s, &tw, &th);
    }
    float yy = y + (size - sz) * 0.5f;
    if (tw > w && w > 8) {
        gfx_note_clipped(g, s, tw, w);
        /* still too wide at the smallest size: cut at a character and add an ellipsis */
        char buf[256];
        size_t n = strlen(s);
        if (n > sizeof buf - 4) n = sizeof buf - 4;
        while (n > 0) {
            n--;
            while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80) n--;
            snprintf(buf, sizeof buf, "%.*s…", (int)n, s);
            gfx_text_size(g, f, sz, buf, &tw, &th);
            if (tw <= w) break;
        }
        gfx_text(g, f, sz, c, x, yy, align, buf);
        return sz;
    }
    gfx_text(g, f, sz, c, x, yy, align, s);
    return sz;
}

float gfx_line_size(UiGfx *g, UiFace f, float size, SDL_FRect box, const char *s)
{
    if (!s || !s[0]) return size;
    float tw, th, sz = size;
    float floor_sz = gfx_shrink_floor(g, size);
    gfx_text_size(g, f, sz, s, &tw, &th);
    /* a font's line height is ~1.17 em: the glyphs themselves stay inside the box */
    while ((tw > box.w || th > box.h * 1.12f) && sz > floor_sz) {
        sz = fmaxf(sz * 0.93f, floor_sz);
        gfx_text_size(g, f, sz, s, &tw, &th);
    }
    return sz;
}

float gfx_text_line(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, const char *s)
{
    if (!s || !s[0]) return size;
    float tw, th, sz = gfx_line_size(g, f, size, box, s);
    gfx_text_size(g, f, sz, s, &tw, &th);
    float x = align == ALIGN_CENTER ? box.x + box.w / 2 : align == ALIGN_RIGHT ? box.x + box.w : box.x;
    return gfx_text_fit(g, f, sz, c, x, box.y + (box.h - th) / 2, box.w, align, s);
}

float gfx_row_size(UiGfx *g, UiFace f, float size, float least, const char *const *texts, const float *widths, int n)
{
    float sz = size, tw, th;
    least = fminf(size, fmaxf(least, gfx_least_size(g)));
    for (int i = 0; i < n; i++)
        for (gfx_text_size(g, f, sz, texts[i] ? texts[i] : "", &tw, &th); tw > widths[i] && sz > least;
             gfx_text_size(g, f, sz, texts[i], &tw, &th))
            sz = fmaxf(sz * 0.96f, least);
    return sz;
}

/* Widest single word of s at this size (a wrapped text cannot be narrower). */
static float widest_word(UiGfx *g, UiFace f, float size, const char *s)
{
    char word[128];
    float best = 0;
    while (*s) {
        while (*s == ' ' || *s == '\n') s++;
        size_t n = 0;
        while (s[n] && s[n] != ' ' && s[n] != '\n') n++;
        if (!n) break;
        snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word - 1 ? n : sizeof word - 1), s);
        float w, h;
        gfx_text_size(g, f, size, word, &w, &h);
        if (w > best) best = w;
        s += n;
    }
    return best;
}

float gfx_text_box(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, bool middle,
                   const char *s)
{
    if (!s || !s[0]) return size;
    float tw, th;
    gfx_text_size(g, f, size, s, &tw, &th);
    float sz = size, least = fminf(size, gfx_least_size(g));
    /* one line, shrunk to at most 80 % */
    while (tw > box.w && sz > fmaxf(size * 0.8f, least)) {
        sz = fmaxf(sz * 0.95f, least);
        gfx_text_size(g, f, sz, s, &tw, &th);
    }
    if (tw <= box.w && th <= box.h * 1.15f) {
        float x = align == ALIGN_CENTER ? box.x + box.w / 2 : align == ALIGN_RIGHT ? box.x + box.w : box.x;
        gfx_text(g, f, sz, c, x, middle ? box.y + (box.h - th) / 2 : box.y, align, s);
        return sz;
    }
    /* wrapped: from the full size down until every word fits the width and the lines the height */
    sz = size;
    float h = 0;
    for (int i = 0; i < 24; i++) {
        h = gfx_text_wrap_height(g, f, sz, box.w, s);
        if (h <= box.h && widest_word(g, f, sz, s) <= box.w) break;
        if (sz < 6 || sz <= least) break;
        sz = fmaxf(sz * 0.93f, least);
    }
    if (h > box.h || widest_word(g, f, sz, s) > box.w)
        gfx_note_clipped(g, s, h > box.h ? h : widest_word(g, f, sz, s), h > box.h ? box.h : box.w);
    gfx_text_wrap(g, f, sz, c, box.x, middle && h < box.h ? box.y + (box.h - h) / 2 : box.y, box.w, align, s);
    return sz;
}

float gfx_text_lines(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, const char *s)
{
    if (!s || !s[0]) return 0;
    float tw, th, sz = size, floor_sz = gfx_shrink_floor(g, size);
    gfx_text_size(g, f, sz, s, &tw, &th);
    while ((tw > box.w || th > box.h * 1.12f) && sz > floor_sz) {
        sz = fmaxf(sz * 0.93f, floor_sz);
        gfx_text_size(g, f, sz, s, &tw, &th);
    }
    if (tw <= box.w) {
        gfx_text_line(g, f, sz, c, box, align, s);
        return th;
    }
    /* too wide at the floor: wrapped, from the size asked down to the floor */
    float least = fminf(size, gfx_least_size(g)), h = 0;
    for (sz = size;; sz = fmaxf(sz * 0.93f, least)) {
        h = gfx_text_wrap_height(g, f, sz, box.w, s);
        if ((h <= box.h * 1.12f && widest_word(g, f, sz, s) <= box.w) || sz <= least) break;
    }
    if (h > box.h * 1.12f || widest_word(g, f, sz, s) > box.w)
        gfx_note_clipped(g, s, h > box.h * 1.12f ? h : widest_word(g, f, sz, s), h > box.h * 1.12f ? box.h : box.w);
    gfx_text_wrap(g, f, sz, c, box.x, box.y + (box.h - h) / 2, box.w, align, s);
    return h;
}

/* True when s fits box at exactly `size`: on one line, or wrapped (every
 * word within the width, the lines within the height, as gfx_text_lines allows). */
static bool lines_fit(UiGfx *g, UiFace f, float size, SDL_FRect box, const char *s)
{
    if (!s || !s[0]) return true;
    float tw, th;
    gfx_text_size(g, f, size, s, &tw, &th);
    if (tw <= box.w && th <= box.h * 1.12f) return true;
    return gfx_text_wrap_height(g, f, size, box.w, s) <= box.h * 1.12f && widest_word(g, f, size, s) <= box.w;
}

float gfx_lines_size(UiGfx *g, const UiFace *faces, float size, SDL_FRect box, const char *const *texts, int n)
{
    float least = fminf(size, gfx_least_size(g)), sz = size;
    for (int i = 0; i < n; i++)
        while (sz > least && !lines_fit(g, faces[i], sz, box, texts[i])) sz = fmaxf(sz * 0.95f, least);
    return sz;
}

float gfx_text_lines_at(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, const char *s)
{
    if (!s || !s[0]) return 0;
    float tw, th;
    gfx_text_size(g, f, size, s, &tw, &th);
    if (tw <= box.w) {
        float x = align == ALIGN_CENTER ? box.x + box.w / 2 : align == ALIGN_RIGHT ? box.x + box.w : box.x;
        gfx_text(g, f, size, c, x, box.y + (box.h - th) / 2, align, s);
        if (th > box.h * 1.12f) gfx_note_clipped(g, s, th, box.h);
        return th;
    }
    float h = gfx_text_wrap_height(g, f, size, box.w, s), ww = widest_word(g, f, size, s);
    if (h > box.h * 1.12f || ww > box.w) gfx_note_clipped(g, s, h > box.h * 1.12f ? h : ww, h > box.h * 1.12f ? box.h : box.w);
    gfx_text_wrap(g, f, size, c, box.x, box.y + (box.h - h) / 2, box.w, align, s);
    return h;
}

/* ---------------------------------------------------------------- shapes */
#define MAXV 256

static void geom(UiGfx *g, SDL_Vertex *v, int nv, int *idx, int ni)
{
    if (g->off || nv == 0) return;
    SDL_RenderGeometry(g->r, NULL, v, nv, idx, ni);
}

static SDL_Vertex vtx(const UiGfx *g, float x, float y, SDL_Color c)
{
    SDL_Vertex v;
    v.position.x = x * g->scale + g->offx;
    v.position.y = y * g->scale + g->offy;
    v.color = c;
    v.tex_coord.x = v.tex_coord.y = 0;
    return v;
}

void gfx_rect(UiGfx *g, SDL_FRect r, SDL_Color c)
{
    if (g->off) return;
    SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
    SDL_FRect d = {r.x * g->scale + g->offx, r.y * g->scale + g->offy, r.w * g->scale, r.h * g->scale};
    SDL_RenderFillRectF(g->r, &d);
}

/* Points per corner arc: enough that the curve reads at this scale. */
static int rr_segs(const UiGfx *g, float rad)
{
    int seg = (int)(rad * g->scale / 3);
    if (seg < 2) seg = 2;
    if (seg > 10) seg = 10;
    return rad <= 0.01f ? 0 : seg;
}

/* Perimeter of a rounded rect, clockwise from the top-left arc. */
static int rr_points_seg(const UiGfx *g, SDL_FRect r, float rad, SDL_FPoint *pts, int cap, int force_seg)
{
    if (rad * 2 > r.w) rad = r.w / 2;
    if (rad * 2 > r.h) rad = r.h / 2;
    if (rad < 0) rad = 0;
    int seg = force_seg >= 0 ? force_seg : rr_segs(g, rad);
    const float cx[4] = {r.x + rad, r.x + r.w - rad, r.x + r.w - rad, r.x + rad};
    const float cy[4] = {r.y + rad, r.y + rad, r.y + r.h - rad, r.y + r.h - rad};
    const float a0[4] = {(float)M_PI, (float)(1.5 * M_PI), 0, (float)(0.5 * M_PI)};
    int n = 0;
    for (int c = 0; c < 4; c++) {
        for (int i = 0; i <= seg && n < cap; i++) {
            float a = a0[c] + (float)(M_PI / 2) * (seg ? (float)i / seg : 0);
            pts[n].x = cx[c] + cosf(a) * rad;
            pts[n].y = cy[c] + sinf(a) * rad;
            n++;
        }
    }
    return n;
}

static int rr_points(const UiGfx *g, SDL_FRect r, float rad, SDL_FPoint *pts, int cap)
{
    return rr_points_seg(g, r, rad, pts, cap, -1);
}

void gfx_rrect(UiGfx *g, SDL_FRect r, float rad, SDL_Color top, SDL_Color bottom)
{
    if (g->off || r.w <= 0 || r.h <= 0) return;
    SDL_FPoint p[60], o[60];
    int n = rr_points(g, r, rad, p, 60);
    /* a one-pixel feather outside the edge fades to transparent: cheap anti-aliasing */
    float f = 0.9f / g->scale;
    int seg = n / 4 - 1;
    int no = rr_points_seg(g, (SDL_FRect){r.x - f, r.y - f, r.w + 2 * f, r.h + 2 * f}, rad > 0.01f ? rad + f : 0, o, 60, seg);
    bool feather = no == n;
    SDL_Vertex v[128];
    int idx[420];
    v[0] = vtx(g, r.x + r.w / 2, r.y + r.h / 2, mixc(top, bottom, 0.5f));
    for (int i = 0; i < n; i++) v[i + 1] = vtx(g, p[i].x, p[i].y, mixc(top, bottom, (p[i].y - r.y) / r.h));
    int ni = 0;
    for (int i = 0; i < n; i++) {
        idx[ni++] = 0;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + (i + 1) % n;
    }
    int nv = n + 1;
    if (feather) {
        for (int i = 0; i < n; i++) {
            SDL_Color c = mixc(top, bottom, (p[i].y - r.y) / r.h);
            c.a = 0;
            v[nv + i] = vtx(g, o[i].x, o[i].y, c);
        }
        for (int i = 0; i < n; i++) {
            int a = 1 + i, b = 1 + (i + 1) % n, c2 = nv + i, d = nv + (i + 1) % n;
            idx[ni++] = a; idx[ni++] = c2; idx[ni++] = b;
            idx[ni++] = b; idx[ni++] = c2; idx[ni++] = d;
        }
        nv += n;
    }
    geom(g, v, nv, idx, ni);
}

/* The band between a rounded rect and a smaller one inside it, shaded from
 * top to bottom of the outer one: both perimeters get the same point count,
 * so point i of each pairs up. */
void gfx_rrect_band(UiGfx *g, SDL_FRect out, float orad, SDL_FRect in, float irad, SDL_Color top, SDL_Color bottom)
{
    if (g->off || out.w <= 0 || out.h <= 0 || in.w <= 0 || in.h <= 0) return;
    SDL_FPoint po[60], pi[60];
    if (irad < 0.01f) irad = 0.01f;
    int seg = rr_segs(g, fmaxf(orad, irad)); /* the rounder edge sets the count */
    int n = rr_points_seg(g, out, orad, po, 60, seg);
    rr_points_seg(g, in, irad, pi, 60, seg);
    SDL_Vertex v[120];
    int idx[400];
    for (int i = 0; i < n; i++) {
        v[2 * i] = vtx(g, po[i].x, po[i].y, mixc(top, bottom, (po[i].y - out.y) / out.h));
        v[2 * i + 1] = vtx(g, pi[i].x, pi[i].y, mixc(top, bottom, (pi[i].y - out.y) / out.h));
    }
    int ni = 0;
    for (int i = 0; i < n; i++) {
        int a = 2 * i, b = 2 * i + 1, c2 = 2 * ((i + 1) % n), d = 2 * ((i + 1) % n) + 1;
        idx[ni++] = a; idx[ni++] = b; idx[ni++] = c2;
        idx[ni++] = b; idx[ni++] = d; idx[ni++] = c2;
    }
    geom(g, v, 2 * n, idx, ni);
}

void gfx_rrect_outline(UiGfx *g, SDL_FRect r, float rad, float th, SDL_Color c)
{
    gfx_rrect_band(g, r, rad, (SDL_FRect){r.x + th, r.y + th, r.w - 2 * th, r.h - 2 * th}, rad - th, c, c);
}

/* A soft shadow, in three widening layers.  What casts it (a card, a panel)
 * is opaque and drawn next over its middle, so each layer is a band around
 * a hole well inside the caster: the software renderer blends every pixel a
 * triangle covers, and a zoomed card's full fills cost more than its face. */
void gfx_shadow(UiGfx *g, SDL_FRect r, float rad, float spread, int strength)
{
    float m = spread * 0.6f + 1; /* deeper than the layers' downward shift: the hole stays inside each */
    SDL_FRect hole = {r.x + m, r.y + m, r.w - 2 * m, r.h - 2 * m};
    for (int i = 3; i >= 1; i--) {
        float s = spread * i / 3;
        SDL_FRect q = {r.x - s + spread * 0.3f, r.y - s + spread * 0.6f, r.w + 2 * s, r.h + 2 * s};
        int a = strength / (i + 1);
        if (hole.w > 2 && hole.h > 2) gfx_rrect_band(g, q, rad + s, hole, rad - m, rgba(0, 0, 0, a), rgba(0, 0, 0, a));
        else gfx_rrect(g, q, rad + s, rgba(0, 0, 0, a), rgba(0, 0, 0, a));
    }
}

void gfx_glow(UiGfx *g, SDL_FRect r, float rad, SDL_Color c, float size)
{
    for (int i = 4; i >= 1; i--) {
        float s = size * i / 4;
        SDL_FRect q = {r.x - s, r.y - s, r.w + 2 * s, r.h + 2 * s};
        gfx_rrect_outline(g, q, rad + s, size / 4 + 0.5f, alpha(c, c.a * (5 - i) / 5));
    }
}

void gfx_circle(UiGfx *g, float cx, float cy, float rad, SDL_Color c)
{
    if (g->off) return;
    int seg = (int)(rad * g->scale / 1.5f);
    if (seg < 12) seg = 12;
    if (seg > 90) seg = 90;
    SDL_Vertex v[184];
    int idx[820];
    float f = 0.9f / g->scale; /* feather ring: anti-aliased edge */
    SDL_Color clear = c;
    clear.a = 0;
    v[0] = vtx(g, cx, cy, c);
    for (int i = 0; i < seg; i++) {
        float a = (float)(2 * M_PI * i / seg);
        v[i + 1] = vtx(g, cx + cosf(a) * rad, cy + sinf(a) * rad, c);
        v[seg + 1 + i] = vtx(g, cx + cosf(a) * (rad + f), cy + sinf(a) * (rad + f), clear);
    }
    int ni = 0;
    for (int i = 0; i < seg; i++) {
        int j = (i + 1) % seg;
        idx[ni++] = 0;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + j;
        idx[ni++] = 1 + i; idx[ni++] = seg + 1 + i; idx[ni++] = 1 + j;
        idx[ni++] = 1 + j; idx[ni++] = seg + 1 + i; idx[ni++] = seg + 1 + j;
    }
    geom(g, v, 2 * seg + 1, idx, ni);
}

void gfx_ring(UiGfx *g, float cx, float cy, float rad, float th, SDL_Color c)
{
    if (g->off) return;
    int seg = (int)(rad * g->scale / 1.5f);
    if (seg < 12) seg = 12;
    if (seg > 90) seg = 90;
    SDL_Vertex v[182];
    int idx[560];
    for (int i = 0; i < seg; i++) {
        float a = (float)(2 * M_PI * i / seg);
        v[2 * i] = vtx(g, cx + cosf(a) * rad, cy + sinf(a) * rad, c);
        v[2 * i + 1] = vtx(g, cx + cosf(a) * (rad - th), cy + sinf(a) * (rad - th), c);
    }
    int ni = 0;
    for (int i = 0; i < seg; i++) {
        int a = 2 * i, b = a + 1, c2 = 2 * ((i + 1) % seg), d = c2 + 1;
        idx[ni++] = a; idx[ni++] = b; idx[ni++] = c2;
        idx[ni++] = b; idx[ni++] = d; idx[ni++] = c2;
    }
    geom(g, v, 2 * seg, idx, ni);
}

void gfx_line(UiGfx *g, float x1, float y1, float x2, float y2, float th, SDL_Color c)
{
    float dx = x2 - x1, dy = y2 - y1;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-4f) return;
    float nx = -dy / len * th / 2, ny = dx / len * th / 2;
    SDL_Vertex v[4] = {vtx(g, x1 + nx, y1 + ny, c), vtx(g, x2 + nx, y2 + ny, c),
                       vtx(g, x2 - nx, y2 - ny, c), vtx(g, x1 - nx, y1 - ny, c)};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    geom(g, v, 4, idx, 6);
}

static void poly(UiGfx *g, const float *xy, int n, SDL_Color c)
{
    SDL_Vertex v[32];
    int idx[96];
    float cx = 0, cy = 0;
    for (int i = 0; i < n; i++) { cx += xy[2 * i]; cy += xy[2 * i + 1]; }
    v[0] = vtx(g, cx / n, cy / n, c);
    for (int i = 0; i < n; i++) v[i + 1] = vtx(g, xy[2 * i], xy[2 * i + 1], c);
    int ni = 0;
    for (int i = 0; i < n; i++) {
        idx[ni++] = 0;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + (i + 1) % n;
    }
    geom(g, v, n + 1, idx, ni);
}

static int shape_points(UiShape s, float cx, float cy, float r, float *xy)
{
    int n = 0;
    switch (s) {
    case SHAPE_SQUARE:
        r *= 0.85f;
        xy[0] = cx - r; xy[1] = cy - r; xy[2] = cx + r; xy[3] = cy - r;
        xy[4] = cx + r; xy[5] = cy + r; xy[6] = cx - r; xy[7] = cy + r;
        return 4;
    case SHAPE_TRIANGLE:
        for (int i = 0; i < 3; i++) {
            float a = (float)(-M_PI / 2 + i * 2 * M_PI / 3);
            xy[n++] = cx + cosf(a) * r * 1.1f;
            xy[n++] = cy + sinf(a) * r * 1.1f + r * 0.15f;
        }
        return 3;
    case SHAPE_DIAMOND:
        xy[0] = cx; xy[1] = cy - r * 1.1f; xy[2] = cx + r; xy[3] = cy;
        xy[4] = cx; xy[5] = cy + r * 1.1f; xy[6] = cx - r; xy[7] = cy;
        return 4;
    case SHAPE_STAR:
        for (int i = 0; i < 10; i++) {
            float a = (float)(-M_PI / 2 + i * M_PI / 5);
            float rr = (i % 2) ? r * 0.45f : r * 1.1f;
            xy[n++] = cx + cosf(a) * rr;
            xy[n++] = cy + sinf(a) * rr;
        }
        return 10;
    case SHAPE_HEX:
        for (int i = 0; i < 6; i++) {
            float a = (float)(i * M_PI / 3);
            xy[n++] = cx + cosf(a) * r;
            xy[n++] = cy + sinf(a) * r;
        }
        return 6;
    default:
        return 0;
    }
}

void gfx_shape(UiGfx *g, UiShape s, float cx, float cy, float rad, SDL_Color fill, SDL_Color edge)
{
    if (g->off) return;
    if (s == SHAPE_CIRCLE) {
        gfx_circle(g, cx, cy, rad, edge);
        gfx_circle(g, cx, cy, rad - 1.5f, fill);
        return;
    }
    if (s == SHAPE_CROSS) {
        gfx_line(g, cx - rad, cy - rad, cx + rad, cy + rad, rad * 0.55f, edge);
        gfx_line(g, cx - rad, cy + rad, cx + rad, cy - rad, rad * 0.55f, edge);
        gfx_line(g, cx - rad * 0.9f, cy - rad * 0.9f, cx + rad * 0.9f, cy + rad * 0.9f, rad * 0.3f, fill);
        gfx_line(g, cx - rad * 0.9f, cy + rad * 0.9f, cx + rad * 0.9f, cy - rad * 0.9f, rad * 0.3f, fill);
        return;
    }
    float xy[40];
    int n = shape_points(s, cx, cy, rad + 1.5f, xy);
    poly(g, xy, n, edge);
    n = shape_points(s, cx, cy, rad, xy);
    poly(g, xy, n, fill);
}

void gfx_crown(UiGfx *g, float cx, float cy, float w, SDL_Color c)
{
    float h = w * 0.62f, x0 = cx - w / 2, y0 = cy - h / 2;
    /* band */
    gfx_rrect(g, (SDL_FRect){x0, y0 + h * 0.72f, w, h * 0.28f}, h * 0.06f, c, mixc(c, rgba(0, 0, 0, 255), 0.25f));
    /* three points */
    float pts[3][6] = {
        {x0, y0 + h * 0.74f, x0 + w * 0.08f, y0 + h * 0.15f, x0 + w * 0.38f, y0 + h * 0.74f},
        {x0 + w * 0.25f, y0 + h * 0.74f, cx, y0, x0 + w * 0.75f, y0 + h * 0.74f},
        {x0 + w * 0.62f, y0 + h * 0.74f, x0 + w * 0.92f, y0 + h * 0.15f, x0 + w, y0 + h * 0.74f},
    };
    for (int i = 0; i < 3; i++) poly(g, pts[i], 3, c);
    gfx_circle(g, x0 + w * 0.08f, y0 + h * 0.13f, w * 0.06f, c);
    gfx_circle(g, cx, y0, w * 0.07f, c);
    gfx_circle(g, x0 + w * 0.92f, y0 + h * 0.13f, w * 0.06f, c);
}

void gfx_radial(UiGfx *g, SDL_FRect r, SDL_Color centre, SDL_Color edge)
{
    if (g->off) return;
    const int seg = 48;
    SDL_Vertex v[50];
    int idx[150];
    float cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    v[0] = vtx(g, cx, cy, centre);
    for (int i = 0; i < seg; i++) {
        float a = (float)(2 * M_PI * i / seg);
        v[i + 1] = vtx(g, cx + cosf(a) * r.w * 0.72f, cy + sinf(a) * r.h * 0.72f, edge);
    }
    int ni = 0;
    for (int i = 0; i < seg; i++) {
        idx[ni++] = 0;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + (i + 1) % seg;
    }
    geom(g, v, seg + 1, idx, ni);
}

/* ---------------------------------------------------------------- sprites */
void gfx_sprite(UiGfx *g, const char *key, SDL_FRect r, float pad, void (*paint)(void *ctx, SDL_FRect r), void *ctx)
{
    if (g->off) return;
    int pw = (int)lroundf(r.w * g->scale), ph = (int)lroundf(r.h * g->scale), pp = (int)ceilf(pad * g->scale);
    /* the sub-pixel offset changes the rasterisation: part of the key */
    float fx = r.x * g->scale + g->offx, fy = r.y * g->scale + g->offy;
    int ix = (int)floorf(fx), iy = (int)floorf(fy);
    int sx = (int)((fx - ix) * 4), sy = (int)((fy - iy) * 4);
    uint64_t h = fnv(key, 1469598103934665603ull);
    h = (h ^ (uint64_t)(pw * 131071 + ph * 8191 + pp * 31 + sx * 7 + sy)) * 1099511628211ull;
    h = (h ^ (uint64_t)lroundf(g->text_scale * 100)) * 1099511628211ull;
    g->tick++;
    struct UiSprite *e = NULL;
    int victim = 0;
    for (int i = 0; i < UI_SPRITE_CACHE; i++) {
        if (g->sprites[i].tex && g->sprites[i].hash == h) { e = &g->sprites[i]; break; }
        if (!g->sprites[victim].tex) continue;
        if (!g->sprites[i].tex || g->sprites[i].used < g->sprites[victim].used) victim = i;
    }
    if (!e) {
        if (pw < 1 || ph < 1 || pw + 2 * pp > 2048 || ph + 2 * pp > 2048) {
            paint(ctx, r);
            return;
        }
        SDL_Texture *t = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, pw + 2 * pp + 1,
                                           ph + 2 * pp + 1);
        SDL_Texture *prev = SDL_GetRenderTarget(g->r);
        if (!t || SDL_SetRenderTarget(g->r, t) != 0) {
            if (t) SDL_DestroyTexture(t);
            paint(ctx, r);
            return;
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(g->r, 0, 0, 0, 0);
        SDL_RenderClear(g->r);
        float ox = g->offx, oy = g->offy;
        g->offx = ox - ix + pp; /* the same sub-pixel position as on screen */
        g->offy = oy - iy + pp;
        paint(ctx, r);
        g->offx = ox;
        g->offy = oy;
        SDL_SetRenderTarget(g->r, prev);
        e = &g->sprites[victim];
        if (e->tex) SDL_DestroyTexture(e->tex);
        e->tex = t;
        e->hash = h;
        e->pw = pw + 1;
        e->ph = ph + 1;
        e->pad = pp;
    }
    e->used = g->tick;
    SDL_Rect d = {ix - e->pad, iy - e->pad, e->pw + 2 * e->pad, e->ph + 2 * e->pad};
    SDL_RenderCopy(g->r, e->tex, NULL, &d);
}
