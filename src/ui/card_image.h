/* card_image.h — one card as a picture, painted by the table's own card
 * renderer (cards.c) at any resolution: print sheets (src/print) and tests use
 * it, so a printed card is the card the table shows, only sharper.
 *
 * The card is laid out at a logical size (the table's units: the zoomed card
 * is 290 wide) and scaled to the pixel size, so text is set by SDL_ttf and SVG
 * art rasterised at the final pixel size, never upscaled.
 * Needs no window (a software renderer on a surface).
 * Memory: the imager owns its surface; ui_card_image's result is valid until
 * the next call or ui_card_imager_free. */
#ifndef CT_UI_CARD_IMAGE_H
#define CT_UI_CARD_IMAGE_H
#include <stdbool.h>
#include <stddef.h>
#include <SDL2/SDL.h>
#include "core/carddb.h"

typedef struct UiCardImager UiCardImager;

/* An imager for cards of pw x ph pixels laid out at logical width lw (the
 * height follows the pixel aspect).  NULL with a reason in err. */
UiCardImager *ui_card_imager_new(int pw, int ph, float lw, char *err, size_t errn);
void ui_card_imager_free(UiCardImager *im);
/* Paints card `card` of `set` face up (card < 0: the set's back), as it lies
 * in a hand at the table, onto a transparent ARGB8888 surface. */
SDL_Surface *ui_card_image(UiCardImager *im, const CardSet *set, int card);
/* How many pictures the imager has decoded or rasterised: art is done once
 * per size and kept between cards (within a memory budget). */
int ui_card_imager_art_decodes(const UiCardImager *im);

#endif
