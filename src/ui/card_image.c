/* card_image.c — the table's card renderer (card_draw / card_draw_back) onto
 * an offscreen surface at print resolution; see card_image.h. */
#include "card_image.h"
#include "ui_internal.h"

struct UiCardImager {
    UiApp app; /* only the renderer, the gfx caches and default settings are used */
    float lw, lh;
};

UiCardImager *ui_card_imager_new(int pw, int ph, float lw, char *err, size_t errn)
{
    if (pw < 8 || ph < 8 || pw > 8192 || ph > 8192 || lw <= 0) {
        snprintf(err, errn, "card image size %dx%d pixels is out of range (8..8192)", pw, ph);
        return NULL;
    }
    UiCardImager *im = calloc(1, sizeof *im);
    if (!im) {
        snprintf(err, errn, "out of memory");
        return NULL;
    }
    UiApp *app = &im->app;
    app->surface = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, SDL_PIXELFORMAT_ARGB8888);
    if (app->surface) app->ren = SDL_CreateSoftwareRenderer(app->surface);
    if (!app->ren) {
        snprintf(err, errn, "no offscreen renderer: %s", SDL_GetError());
        ui_card_imager_free(im);
        return NULL;
    }
    settings_default(&app->settings);
    app->no_card_cache = true; /* one card at a time: paint straight onto the surface */
    app->gfx_ok = gfx_init(&app->gfx, app->ren, err, errn);
    if (!app->gfx_ok) {
        ui_card_imager_free(im);
        return NULL;
    }
    im->lw = lw;
    im->lh = lw * (float)ph / (float)pw;
    app->gfx.scale = (float)pw / lw;
    app->gfx.offx = app->gfx.offy = 0;
    app->gfx.text_scale = 1;
    return im;
}

void ui_card_imager_free(UiCardImager *im)
{
    if (!im) return;
    UiApp *app = &im->app;
    card_cache_release(); /* its faces were textures of this renderer */
    if (app->gfx_ok) gfx_free(&app->gfx);
    if (app->ren) SDL_DestroyRenderer(app->ren);
    if (app->surface) SDL_FreeSurface(app->surface);
    free(im);
}

SDL_Surface *ui_card_image(UiCardImager *im, const CardSet *set, int card)
{
    UiApp *app = &im->app;
    SDL_SetRenderDrawColor(app->ren, 0, 0, 0, 0);
    SDL_SetRenderDrawBlendMode(app->ren, SDL_BLENDMODE_NONE);
    SDL_RenderClear(app->ren);
    SDL_SetRenderDrawBlendMode(app->ren, SDL_BLENDMODE_BLEND);
    SDL_FRect r = {0, 0, im->lw, im->lh};
    if (card < 0 || card >= set->ncards) {
        card_draw_back(app, set, r);
    } else {
        const CardDef *d = &set->cards[card];
        ViewItem it = {.card = (int16_t)card, .owner = -1, .value = (int16_t)d->value, .base = (int16_t)d->value};
        card_draw(app, set, &it, r, false);
    }
    SDL_RenderFlush(app->ren);
    /* print-size art and text are large: keep memory flat across a whole set */
    gfx_flush_art(&app->gfx);
    gfx_flush_text(&app->gfx);
    return app->surface;
}
