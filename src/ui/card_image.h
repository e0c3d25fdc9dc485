/* card_image.h — one card as a picture at any resolution: the full face from
 * face_render_argb (src/face, the renderer the table and print share), with
 * the set's template as the table loads it.  Needs no window.
 * Memory: the imager owns its surface; ui_card_image's result is valid until
 * the next call or ui_card_imager_free. */
#ifndef CT_UI_CARD_IMAGE_H
#define CT_UI_CARD_IMAGE_H
#include <stdbool.h>
#include <stddef.h>
#include <SDL2/SDL.h>
#include "core/carddb.h"

typedef struct UiCardImager UiCardImager;

/* An imager for cards of pw x ph pixels (the face is laid out at its pixel
 * size).  NULL with a reason in err. */
UiCardImager *ui_card_imager_new(int pw, int ph, char *err, size_t errn);
void ui_card_imager_free(UiCardImager *im);
/* Paints card `card` of `set` face up (card < 0: the set's back) onto a
 * transparent ARGB8888 surface (straight alpha). */
SDL_Surface *ui_card_image(UiCardImager *im, const CardSet *set, int card);

#endif
