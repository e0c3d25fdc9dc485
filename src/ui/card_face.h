/* card_face.h — the table's card faces drawn by the face renderer
 * (src/face): each set's template, and each face's pixels kept as an SDL
 * texture per (card, pixel size, template, live value, form, mirror), so a
 * redraw is a texture copy.  Cards are told apart by their contents, not by
 * the set's address: a reloaded set keeps the faces of its unchanged cards
 * and paints again only the cards that changed. */
#ifndef CT_UI_CARD_FACE_H
#define CT_UI_CARD_FACE_H
#include <SDL2/SDL.h>
#include <stdbool.h>
#include "face/face.h"

typedef struct CardFaceAsk {
    int card;           /* index in the set; -1 the set's back */
    int pw, ph;         /* pixels */
    FaceForm form;
    bool has_live_value;
    int live_value;
    bool mirror;
    /* No word under this many pixels (0: the template's sizes): a word that
     * does not fit at it is left off the face, its zoom reads it. */
    double least_px;
    char tag[16]; /* a strip's table tag, drawn as its last pill (FaceOptions.tag); "" none */
} CardFaceAsk;

typedef struct CardFace {
    SDL_Texture *tex;       /* pw x ph, straight alpha, blended */
    const FaceDrawn *drawn; /* what it shows (strings, art window): pixel units of the face */
} CardFace;

/* The face from the cache, rendered on a miss.  False without a face
 * (no template, a bad card, out of memory): the caller draws nothing. */
bool card_face_get(SDL_Renderer *r, const CardSet *set, const CardFaceAsk *ask, CardFace *out);
/* The set's template, loaded on first use (NULL when even the generic one fails). */
const FaceTemplate *card_face_template(const CardSet *set);
/* Sets may have been freed or reloaded: templates and card contents are
 * looked at again on next use; face pixels of unchanged cards are kept. */
void card_face_forget_sets(void);
/* Every set's template freed (the window goes). */
void card_face_release(void);
/* Art changed on disk, or the renderer went: every face is painted again. */
void card_face_flush(void);
/* Faces rendered so far (a bench and test counter); with `cards`, the card
 * indices of the last `max` of them (-1 a back), oldest first. */
int card_face_renders(int *cards, int max);

#endif
