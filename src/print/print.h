/* print.h — print sheets: a set's cards, drawn by the table's own renderer
 * (ui/card_image.h) at print resolution, laid out on PDF pages through cairo's
 * PDF surface (and/or one PNG per page) at the game's physical card size
 * ("card_mm" in data/games/<game>.json), centred, with bleed, crop marks
 * outside the cut lines, and mirrored backs on the following page for duplex.
 * Pages are drawn and written one at a time, so memory stays flat.
 * This folder is the only user of cairo. */
#ifndef CT_PRINT_H
#define CT_PRINT_H
#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"

/* Cards are laid out as the table's zoomed card (290 units wide, see
 * table.c) and scaled to the print pixels: the same picture, only sharper. */
#define PRINT_LOGICAL_W 290.0f

typedef enum PrintPaper { PAPER_A4 = 0, PAPER_LETTER } PrintPaper;

typedef struct PrintOptions {
    const char *deck;    /* deck id, or NULL for every card of the set */
    int copies;          /* each card (each deck entry) this many times, >= 1 */
    PrintPaper paper;
    double bleed_mm;     /* 0..6 around each card, beyond the cut line */
    bool crop_marks;
    bool backs;          /* a page of backs after each page of fronts, mirrored for duplex */
    int dpi;             /* 72..1200 */
    const char *pdf;     /* output file, or NULL */
    const char *png_dir; /* folder for page-NNN.png, or NULL */
    int jobs;            /* processes painting a page's cards (1..16; forks: not from a threaded program) */
} PrintOptions;

typedef struct PrintResult {
    int pages;           /* pages written (fronts and backs) */
    int cards;           /* card faces placed */
    int cols, rows;      /* cards per page = cols * rows */
    double card_w_mm, card_h_mm;
    double page_w_pt, page_h_pt;
    int card_w_px, card_h_px; /* one card's picture at the chosen dpi */
    int grid_x_px, grid_y_px; /* top-left of the first cell's bleed on the page, at the dpi */
    int bleed_px;
} PrintResult;

void print_options_default(PrintOptions *o);
/* The game's printed card size from its layout JSON. */
bool print_card_mm(const GameModule *m, double *w_mm, double *h_mm, char *err, size_t errn);
/* Writes the sheets; false with the reason (naming the file) in err. */
bool print_sheets(const GameModule *m, const CardSet *set, const PrintOptions *o, PrintResult *res, char *err,
                  size_t errn);

#endif
