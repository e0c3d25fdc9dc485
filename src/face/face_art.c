/* face_art.c — the default art loader (SDL2_image decodes SVG / PNG into a
 * plain surface, no renderer) and placing a picture in its window: fit shows
 * the whole picture, fill crops it around the template's anchor. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <stdlib.h>
#include "core/file_open.h"
#include "core/image_check.h"
#include "face/face_internal.h"
#ifdef CT_FACE_HAVE_IMAGE
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#endif

#define FACE_ART_MAX_PX 4096 /* a picture larger than this on a side is drawn at this size */

#ifdef CT_FACE_HAVE_IMAGE
static cairo_surface_t *from_sdl(SDL_Surface *s)
{
    SDL_Surface *argb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    if (!argb) return NULL;
    cairo_surface_t *c = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, argb->w, argb->h);
    if (cairo_surface_status(c) != CAIRO_STATUS_SUCCESS) {
        SDL_FreeSurface(argb);
        cairo_surface_destroy(c);
        return NULL;
    }
    cairo_surface_flush(c);
    unsigned char *dst = cairo_image_surface_get_data(c);
    int stride = cairo_image_surface_get_stride(c);
    SDL_LockSurface(argb);
    for (int y = 0; y < argb->h; y++) {
        const uint32_t *src = (const uint32_t *)((const unsigned char *)argb->pixels + (size_t)y * (size_t)argb->pitch);
        uint32_t *out = (uint32_t *)(dst + (size_t)y * (size_t)stride);
        for (int x = 0; x < argb->w; x++) { /* cairo wants premultiplied alpha */
            uint32_t v = src[x], a = v >> 24;
            uint32_t r = ((v >> 16) & 255) * a / 255, g = ((v >> 8) & 255) * a / 255, b = (v & 255) * a / 255;
            out[x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
    SDL_UnlockSurface(argb);
    SDL_FreeSurface(argb);
    cairo_surface_mark_dirty(c);
    return c;
}
#endif

/* Decoded pictures by (path, size): a face drawn again at the same size does
 * not parse its SVG again.  A picture that failed (missing, over the
 * image_check limits, undecodable) is remembered under any size until the
 * next flush, so it is not read again for every face.  Least recently used
 * goes first. */
#define ART_CACHE 24
static struct ArtEntry {
    char path[600];
    int w, h;
    unsigned used;
    cairo_surface_t *pic; /* NULL with a path: failed */
} art_cache[ART_CACHE];
static unsigned art_tick;
static int art_decodes; /* pictures decoded so far: tests see the cache hold */

int face_art_decodes(void) { return art_decodes; }

void face_art_cache_flush(void)
{
    for (int i = 0; i < ART_CACHE; i++)
        if (art_cache[i].pic) cairo_surface_destroy(art_cache[i].pic);
    memset(art_cache, 0, sizeof art_cache);
}

static cairo_surface_t *decode(const char *path, int px_w, int px_h);

cairo_surface_t *face_art_load_default(void *ctx, const char *path, int px_w, int px_h)
{
    (void)ctx;
    if (!path || !path[0]) return NULL;
    int victim = 0;
    for (int i = 0; i < ART_CACHE; i++) {
        struct ArtEntry *e = &art_cache[i];
        if (e->path[0] && (!e->pic || (e->w == px_w && e->h == px_h)) && strcmp(e->path, path) == 0) {
            e->used = ++art_tick;
            return e->pic ? cairo_surface_reference(e->pic) : NULL;
        }
        if (!e->path[0] || (art_cache[victim].path[0] && e->used < art_cache[victim].used)) victim = i;
    }
    cairo_surface_t *pic = decode(path, px_w, px_h);
    art_decodes++;
    struct ArtEntry *e = &art_cache[victim];
    if (e->pic) cairo_surface_destroy(e->pic);
    snprintf(e->path, sizeof e->path, "%s", path);
    e->w = px_w;
    e->h = px_h;
    e->used = ++art_tick;
    e->pic = pic ? cairo_surface_reference(pic) : NULL;
    return pic;
}

static cairo_surface_t *decode(const char *path, int px_w, int px_h)
{
#ifdef CT_FACE_HAVE_IMAGE
    /* the picture's header is checked against the size limits before a
     * decoder sees it, and the bytes checked are the bytes decoded */
    ImageInfo info;
    Error err = {{0}};
    if (!image_check_file(path, &info, &err)) return NULL;
    if (px_w > FACE_ART_MAX_PX) px_w = FACE_ART_MAX_PX;
    if (px_h > FACE_ART_MAX_PX) px_h = FACE_ART_MAX_PX;
    FILE *f = file_fopen_regular(path, &err);
    unsigned char *data = f && info.file_bytes > 0 ? malloc((size_t)info.file_bytes) : NULL;
    size_t len = data ? fread(data, 1, (size_t)info.file_bytes, f) : 0;
    if (f) fclose(f);
    bool svg = info.kind == IMAGE_SVG;
    SDL_Surface *s = NULL;
    if (data && image_check_bytes(data, len, svg, path, &info, &err)) {
        SDL_RWops *rw = SDL_RWFromConstMem(data, (int)len);
        /* an SVG is rasterised at the window's width (its aspect kept: height 0 follows) */
        if (rw) s = svg ? IMG_LoadSizedSVG_RW(rw, px_w > 0 ? px_w : 0, 0) : IMG_Load_RW(rw, 0);
        if (rw) SDL_RWclose(rw);
    }
    free(data);
    if (!s) return NULL;
    cairo_surface_t *c = s->w > 0 && s->h > 0 && s->w <= 16384 && s->h <= 16384 ? from_sdl(s) : NULL;
    SDL_FreeSurface(s);
    return c;
#else
    (void)path;
    (void)px_w;
    (void)px_h;
    return NULL;
#endif
}

void face_art_place(cairo_t *cr, cairo_surface_t *pic, const FaceRegion *rg, double x, double y, double w, double h,
                    FaceDrawn *drawn)
{
    int pw = cairo_image_surface_get_width(pic), ph = cairo_image_surface_get_height(pic);
    if (pw <= 0 || ph <= 0 || w <= 0 || h <= 0) return;
    double sx = w / pw, sy = h / ph;
    double s = rg->art_mode == FA_FILL ? (sx > sy ? sx : sy) : (sx < sy ? sx : sy);
    if (rg->art_mode == FA_FIT && fabs(sx - sy) > 0.01 * s) { /* the bands beside a whole picture: itself, filled and faded */
        FaceRegion behind = *rg;
        behind.art_mode = FA_FILL;
        behind.anchor_x = behind.anchor_y = 0.5;
        face_art_place(cr, pic, &behind, x, y, w, h, NULL);
        cairo_save(cr);
        cairo_set_source_rgba(cr, 0.96, 0.93, 0.86, 0.72);
        cairo_rectangle(cr, x, y, w, h);
        cairo_fill(cr);
        cairo_restore(cr);
    }
    double dw = pw * s, dh = ph * s;
    /* fill: the anchor point of the picture stays where it is in the window */
    double ox = x + (w - dw) * (rg->art_mode == FA_FILL ? rg->anchor_x : 0.5);
    double oy = y + (h - dh) * (rg->art_mode == FA_FILL ? rg->anchor_y : 0.5);
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_translate(cr, ox, oy);
    cairo_scale(cr, s, s);
    cairo_set_source_surface(cr, pic, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_paint(cr);
    cairo_restore(cr);
    if (drawn) {
        double vis_w = dw < w ? dw : w, vis_h = dh < h ? dh : h;
        drawn->art_shown = (vis_w * vis_h) / (dw * dh);
    }
}

const char *face_back_path(const CardSet *set, char *buf, size_t n)
{
    static const char *const names[] = {"art/back.svg", "art/back.png"};
    if (!set) return NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        struct stat sb;
        snprintf(buf, n, "%s/%s", set->dir, names[i]);
        if (stat(buf, &sb) == 0) return buf;
    }
    return NULL;
}
