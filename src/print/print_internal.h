/* print_internal.h — what the parts of src/print share: the page geometry in
 * device pixels, card pictures and their painting. */
#ifndef CT_PRINT_INTERNAL_H
#define CT_PRINT_INTERNAL_H
#include <cairo.h>
#include <stdint.h>

#include "print/print.h"
#include "face/face.h"

typedef struct Sheet {
    double dpi, pt_per_px;
    int page_w_px, page_h_px;
    int card_w, card_h;     /* the card to the cut line, px */
    int cell_w, cell_h;     /* the card plus its bleed, px: round((card + 2 bleed) at the dpi) */
    int bleed_x, bleed_y;   /* bleed left of / above the card inside its cell */
    int cols, rows;
    int x0, y0;             /* top-left of the grid (bleed edge), px */
    double mark_len_px;     /* crop mark length (0: none) */
} Sheet;

/* What paints a card: the card-face renderer (vector on the PDF, pixels for
 * PNGs and backs). */
typedef struct Painter {
    const GameModule *m;
    const CardSet *set;
    double art_scale;    /* device pixels per point of the printed page (dpi / 72) */
    FaceTemplate *face;
} Painter;

/* The card picture made opaque over its edge colour (which also fills the bleed). */
typedef struct CardPic {
    cairo_surface_t *img;
    double r, g, b;
    int card;
} CardPic;

void print_pic_clear(CardPic *p);
bool print_pic_from_pixels(CardPic *p, const uint32_t *px, int w, int h, int card);
/* Paints the n pictures (card -1: the back), split over `jobs` processes, into
 * n consecutive w*h ARGB8888 blocks of buf (a shared mapping when jobs > 1). */
bool print_paint_all(const Painter *pa, const int *cards, int n, uint32_t *buf, int w, int h, int jobs);
/* Draws card `card` face up into (0,0)-(w,h) of cr, as vector art; false if it cannot. */
bool print_paint_vector(const Painter *pa, cairo_t *cr, int card, double w, double h);
/* Sets up / releases a painter for a print at dpi; false with the reason in err. */
bool print_painter_open(Painter *pa, const GameModule *m, const CardSet *set, double dpi, char *err, size_t errn);
void print_painter_close(Painter *pa);
/* Adds a TrimBox (the cut) and BleedBox (the cut plus bleed) to every page of
 * a finished PDF written by cairo at version 1.4, as an incremental update.
 * Boxes in points, PDF coordinates (origin bottom left): x0 y0 x1 y1. */
bool print_pdf_add_boxes(const char *pdf, const double trim[4], const double bleed[4], char *err, size_t errn);

#endif
