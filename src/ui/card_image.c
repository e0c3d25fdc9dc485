/* card_image.c — one card as a picture: face_render_argb (the face renderer
 * print uses) onto a plain surface; see card_image.h. */
#include "card_image.h"
#include "card_face.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct UiCardImager {
    SDL_Surface *surface;
};

UiCardImager *ui_card_imager_new(int pw, int ph, char *err, size_t errn)
{
    if (pw < 8 || ph < 8 || pw > 8192 || ph > 8192) {
        snprintf(err, errn, "card image size %dx%d pixels is out of range (8..8192)", pw, ph);
        return NULL;
    }
    UiCardImager *im = calloc(1, sizeof *im);
    if (im) im->surface = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!im || !im->surface) {
        snprintf(err, errn, "out of memory for a %dx%d card image", pw, ph);
        free(im);
        return NULL;
    }
    return im;
}

void ui_card_imager_free(UiCardImager *im)
{
    if (!im) return;
    SDL_FreeSurface(im->surface);
    free(im);
}

SDL_Surface *ui_card_image(UiCardImager *im, const CardSet *set, int card)
{
    SDL_Surface *s = im->surface;
    SDL_FillRect(s, NULL, 0);
    const FaceTemplate *t = card_face_template(set);
    if (!t) return s;
    FaceOptions o = {.form = FACE_FULL};
    int stride = 0;
    uint32_t *px = face_render_argb(t, games_find(set->game), set, card < set->ncards ? card : -1, s->w, s->h, &o, &stride);
    if (!px) return s;
    card_face_unpremultiply(px, s->w, s->h, stride);
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y++)
        memcpy((unsigned char *)s->pixels + (size_t)y * (size_t)s->pitch, (const unsigned char *)px + (size_t)y * (size_t)stride,
               (size_t)s->w * 4);
    SDL_UnlockSurface(s);
    free(px);
    return s;
}
