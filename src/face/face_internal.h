/* face_internal.h — the face layer's parsed template, shared by its files:
 * face_template.c (load, merge, check), face_draw.c (faces and backs),
 * face_text.c (pango text fitting) and face_art.c (art loading and placing). */
#ifndef CT_FACE_INTERNAL_H
#define CT_FACE_INTERNAL_H
#include <pango/pangocairo.h>
#include "face/face.h"

typedef enum { FR_TEXT, FR_ART, FR_GRID, FR_BOX } FaceRegionKind;
typedef enum { FS_NONE, FS_RECT, FS_ROUND, FS_PILL, FS_DISC } FaceShape;
typedef enum { FA_FIT, FA_FILL } FaceArtMode;

typedef struct FaceRegion {
    char name[24];
    FaceRegionKind kind;
    double x, y, w, h;   /* fractions of the card's width and height */
    char text[128];      /* "RR {rr}": {key} is a card field; a region whose fields are missing is skipped */
    char font[48];       /* pango family and style, "DejaVu Serif Bold" */
    double size, least;  /* font size, and the least it shrinks to: fractions of the card's shorter side (its width; a strip's height) */
    int lines;           /* lines before it shrinks further (0: any) */
    int align, valign;   /* 0 left/top, 1 centre, 2 right/bottom */
    char colour[16], fill[16], outline[16];
    FaceShape shape;
    bool markup;         /* keywords before a colon are set in bold */
    bool live;           /* shows the value in play (FaceOptions.live_value) when there is one */
    FaceArtMode art_mode;
    double anchor_x, anchor_y; /* fill: which part of the picture stays in the window */
} FaceRegion;

typedef struct FaceLayout {
    char kind[24]; /* "" = the default */
    FaceForm form;
    int n;
    FaceRegion *r;
} FaceLayout;

struct FaceTemplate {
    double aspect;
    uint64_t hash;
    char paper[2][16], frame[16], ink[16];
    double radius; /* corner radius: fraction of the width */
    char game_back[1024]; /* cards/<game>/back.svg or .png when the game has one; "" = none */
    int nlayouts;
    FaceLayout *layouts;
};

const FaceLayout *face_layout(const FaceTemplate *t, const char *kind, FaceForm form);

/* colours: "#rrggbb[aa]", "accent", "accent-dark", "accent-light", "ink",
 * "paper", "white", "black", "none"; false for "none" or unknown */
typedef struct FaceRGBA { double r, g, b, a; } FaceRGBA;
bool face_colour(const char *spec, const char *accent, const FaceTemplate *t, FaceRGBA *out);
bool face_colour_known(const char *spec);

/* Sets `text` (plain, or pango markup when markup) in the box, shrinking from
 * size to least, then wrapping more lines; never cuts a word.  Records it in
 * drawn.  Returns the size used. */
typedef struct FaceTextJob {
    const char *region, *text, *font;
    bool markup;
    double x, y, w, h, size, least;
    int lines, align, valign;
    FaceRGBA ink;
} FaceTextJob;
double face_text(cairo_t *cr, const FaceTextJob *job, FaceDrawn *drawn);
/* Does the text fit its box at job->least or more (on any number of lines), no word cut? */
bool face_text_fits(cairo_t *cr, const FaceTextJob *job);
/* How wide the text of job is on one line at `size`. */
double face_text_line_width(cairo_t *cr, const FaceTextJob *job, double size);
/* How tall the text of job would be at job->least with any number of lines. */
double face_text_height(cairo_t *cr, const FaceTextJob *job, double size);

/* art: places `pic` in the window per the region; records the shown share */
void face_art_place(cairo_t *cr, cairo_surface_t *pic, const FaceRegion *rg, double x, double y, double w, double h,
                    FaceDrawn *drawn);
const char *face_back_path(const CardSet *set, char *buf, size_t n);

#endif
