/* face.h — card faces: one renderer for the table, the zoom, the deck builder
 * and print, drawing with cairo and pango from templates that are data.
 *
 *   data/faces/<game>.json   the game's template (regions per card kind)
 *   <set>/face.json          optional: overrides any part of it (deep merge by key)
 *
 * The game module says what is on a card (GameModule.face_fields: keys and
 * texts such as "rr" = "4", "alignment" = "LE"); the template says where each
 * goes.  This layer knows no rules and no SDL renderer: it draws onto any
 * cairo context (an image surface for the table, a PDF surface for print,
 * where text stays vector text).
 *
 * Memory: a FaceTemplate owns everything it points to; free it with
 * face_template_free().  face_draw keeps no pointer to its arguments.  The
 * art loader returns a new cairo surface reference that face_draw destroys.
 * FaceDrawn is the caller's: face_draw fills up to FACE_DRAWN_MAX entries. */
#ifndef CT_FACE_H
#define CT_FACE_H
#include <stdbool.h>
#include <stdint.h>
#include <cairo.h>
#include "core/carddb.h"
#include "core/error.h"
#include "core/game.h"

typedef struct FaceTemplate FaceTemplate;

/* Loads data/faces/<m->id>.json merged with <set_dir>/face.json when that
 * exists (set_dir may be NULL or "").  Every problem goes to `problems`
 * naming the file, the JSON path and what was expected; NULL when any.
 * A game without a template file gets the built-in generic one. */
FaceTemplate *face_template_load(const GameModule *m, const char *set_dir, Report *problems);
/* The same from texts (tests, fuzzing): `game_json` names `game_name` in
 * errors; `set_json` (may be NULL) names `set_name`. */
FaceTemplate *face_template_from_text(const char *game_json, const char *game_name, const char *set_json,
                                      const char *set_name, Report *problems);
void face_template_free(FaceTemplate *t);
/* Changes whenever the merged template changes: part of a face cache key. */
uint64_t face_template_hash(const FaceTemplate *t);
/* The card's width / height the template is laid out for (e.g. 63/88). */
double face_template_aspect(const FaceTemplate *t);

typedef enum FaceForm {
    FACE_FULL = 0,  /* everything the rules consult: zoom, print, large table cards */
    FACE_COMPACT,   /* small table cards: the whole name (or short name) and the numbers that matter */
    FACE_STRIP,     /* a card the table lists as a band wider than tall (a rival's row, a pile's top):
                       its name and the one or two numbers that matter, no art */
} FaceForm;

/* Art for `path` at about px_w x px_h pixels: a new reference the renderer
 * destroys, or NULL (the renderer then draws its fallback). */
typedef cairo_surface_t *(*FaceArtLoader)(void *ctx, const char *path, int px_w, int px_h);

typedef struct FaceOptions {
    FaceForm form;
    /* The value in play (Queen's Blood power changes): shown in place of the
     * printed value, green when above it, red when below, with +N / -N. */
    bool has_live_value;
    int live_value;
    bool mirror_grid;        /* the placement grid as the right-hand seat sees it */
    /* No text under this many device pixels (the table's reading floor, e.g.
     * 11): a text that does not fit then wraps onto more lines and, if it
     * still does not fit, is marked overflow in FaceDrawn — the caller gives
     * the card more room.  0: the template's least sizes alone. */
    double least_px;
    /* With least_px: a text that does not fit at least_px is left off (its
     * pill or disc too) rather than drawn overflowing — the table's small
     * cards, whose zoom reads every word.  Print never sets it. */
    bool drop_unfit;
    /* With least_px, a strip's table tag ("on 1", "flipped"): the last pill
     * of its row, at its right end, the template's regions in the room left
     * of it (its pills grow into the name's room as they do, or go).  NULL
     * or "": none. */
    const char *tag;
    FaceArtLoader load_art;  /* NULL: face_art_load_default */
    void *art_ctx;
} FaceOptions;

/* What a face drew, for tests and check-cards. */
#define FACE_DRAWN_MAX 48
typedef struct FaceString {
    char region[24];   /* template region name: "name", "rr", "text" ... */
    char text[336];    /* the string as drawn (markup removed); "" for the placement grid */
    char font[48];     /* the template's font for it */
    double x, y, w, h; /* its box, cairo user units */
    double px;         /* font size in device pixels */
    bool overflow;     /* did not fit its box even at the region's least size */
    double need_h;     /* overflow: the height (user units) the text would need at that size */
} FaceString;
typedef struct FaceDrawn {
    int n;
    FaceString s[FACE_DRAWN_MAX];
    double art_x, art_y, art_w, art_h; /* the art window (w 0: none) */
    double art_shown;  /* fraction of the picture's area visible in the window (1 = whole) */
} FaceDrawn;

/* Draws card `card` of `set` face up into (0,0)-(w,h) in user units.
 * o and drawn may be NULL.  False (nothing drawn) for a bad card index. */
bool face_draw(cairo_t *cr, const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, double w,
               double h, const FaceOptions *o, FaceDrawn *drawn);
/* The set's back (<set>/art/back.svg or .png), else the game's
 * (cards/<game>/back.svg or .png), else the shared drawn back. */
void face_draw_back(cairo_t *cr, const FaceTemplate *t, const CardSet *set, double w, double h,
                    const FaceOptions *o);

/* A face (card >= 0) or the back (card < 0) as premultiplied ARGB32 pixels,
 * pw x ph, rows of *stride bytes: malloc'd, the caller frees.  NULL on failure. */
uint32_t *face_render_argb(const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, int pw, int ph,
                           const FaceOptions *o, int *stride);
/* Those pixels to straight alpha (SDL textures, PNG pipelines), in place. */
void face_unpremultiply(uint32_t *px, int w, int h, int stride);

/* The default art loader (SVG or PNG via SDL2_image, no renderer), with a
 * small cache of decoded pictures by path and size (not thread-safe: one
 * drawing thread).  face_art_cache_flush empties it (art edited on disk). */
cairo_surface_t *face_art_load_default(void *ctx, const char *path, int px_w, int px_h);
void face_art_cache_flush(void);
/* How many pictures the default loader has decoded (cache misses), for tests. */
int face_art_decodes(void);

/* The rules text needs more room than its box: for check-cards. */
typedef struct FaceFit {
    bool fits;
    double need_h, box_h; /* the height the text needs at its least size, and its box's: fractions of the card's height */
    char region[24];
} FaceFit;
/* Drawn at the zoom's width and at a print's (290 and 630 pixels). */
bool face_check_fit(const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, FaceFit *out);

#endif
