/* gfx_art.c — card art for the window and print: each picture checked with
 * image_check_file before a decoder sees it (a picture over the limits is
 * drawn as the card without art, and the log says why), then decoded once
 * per pixel size and kept in a small LRU. */
#include "ui_internal.h"
#include "core/file_open.h"
#include "core/image_check.h"
#include <SDL2/SDL_image.h>
#include <stdlib.h>
#include <string.h>

void gfx_flush_art(UiGfx *g)
{
    for (int i = 0; i < UI_ART_CACHE; i++)
        if (g->art[i].tex) SDL_DestroyTexture(g->art[i].tex);
    memset(g->art, 0, sizeof g->art);
}

size_t gfx_art_bytes(UiGfx *g)
{
    size_t bytes = 0;
    for (int i = 0; i < UI_ART_CACHE; i++) {
        int w = 0, h = 0;
        if (g->art[i].tex && SDL_QueryTexture(g->art[i].tex, NULL, NULL, &w, &h) == 0) bytes += (size_t)w * (size_t)h * 4;
    }
    return bytes;
}

static SDL_Surface *art_decode(const char *path, bool svg, int pw, int ph, char *why, size_t whyn)
{
    ImageInfo info;
    Error err = {{0}};
    if (!image_check_file(path, &info, &err)) {
        snprintf(why, whyn, "%s", err.msg);
        return NULL;
    }
    /* the bytes checked are the bytes decoded: read once, from a regular file */
    FILE *f = file_fopen_regular(path, &err);
    unsigned char *data = f && info.file_bytes > 0 ? malloc((size_t)info.file_bytes) : NULL;
    size_t len = data ? fread(data, 1, (size_t)info.file_bytes, f) : 0;
    if (f) fclose(f);
    SDL_Surface *s = NULL;
    if (data && image_check_bytes(data, len, svg, path, &info, &err)) {
        SDL_RWops *rw = SDL_RWFromConstMem(data, (int)len);
        if (rw) {
            s = svg ? IMG_LoadSizedSVG_RW(rw, pw, ph) : IMG_Load_RW(rw, 0);
            SDL_RWclose(rw);
        }
        if (!s) snprintf(why, whyn, "%s: %s", path, IMG_GetError());
    } else {
        snprintf(why, whyn, "%s", err.msg[0] ? err.msg : "cannot be read");
    }
    free(data);
    return s;
}

SDL_Texture *gfx_art(UiGfx *g, const char *path, int pw, int ph)
{
    if (!path || !path[0]) return NULL;
    size_t L = strlen(path);
    bool svg = L > 4 && (strcmp(path + L - 4, ".svg") == 0 || strcmp(path + L - 4, ".SVG") == 0);
    /* bucket the pixel size so resizing does not thrash the cache */
    if (svg) {
        pw = (pw + 15) / 16 * 16;
        ph = (ph + 15) / 16 * 16;
    } else {
        pw = ph = 0;
    }
    g->tick++;
    int victim = 0;
    for (int i = 0; i < UI_ART_CACHE; i++) {
        UiArtEntry *e = &g->art[i];
        if (e->path[0] && e->w == pw && e->h == ph && strcmp(e->path, path) == 0) {
            e->used = g->tick;
            return e->tex;
        }
        if (!e->path[0]) { victim = i; break; }
        if (e->used < g->art[victim].used) victim = i;
    }
    /* A file that failed once is remembered under any size, so it is logged once. */
    for (int i = 0; i < UI_ART_CACHE; i++)
        if (g->art[i].path[0] && !g->art[i].tex && strcmp(g->art[i].path, path) == 0) return NULL;
    char why[800] = "";
    g->art_decodes++;
    SDL_Surface *s = art_decode(path, svg, pw, ph, why, sizeof why);
    UiArtEntry *e = &g->art[victim];
    if (e->tex) SDL_DestroyTexture(e->tex);
    memset(e, 0, sizeof *e);
    snprintf(e->path, sizeof e->path, "%s", path);
    e->w = pw;
    e->h = ph;
    e->used = g->tick;
    if (!s) {
        SDL_Log("crowntable: card art not drawn: %s; using the drawn fallback", why);
        return NULL;
    }
    e->tex = SDL_CreateTextureFromSurface(g->r, s);
    SDL_FreeSurface(s);
    if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    return e->tex;
}
