/* print.h — print sheets: a set's cards, drawn by the card-face renderer
 * (face/face.h: vector faces on the PDF, pixels for PNGs), laid out on PDF pages through cairo's
 * PDF surface (and/or one PNG per page) at the game's physical card size
 * ("card_mm" in data/games/<game>.json), centred, with bleed, crop marks
 * outside the cut lines (never within 4 mm of the paper's edge), and mirrored
 * backs on the following page for duplex.  A page of one card carries a
 * TrimBox and BleedBox; one PNG per card (card plus bleed) is the form
 * print-on-demand shops take.
 * Pages are drawn and written one at a time, so memory stays flat. */
#ifndef CT_PRINT_H
#define CT_PRINT_H
#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"

/* PAPER_CARD: each page is one card plus its bleed (TrimBox = the cut). */
typedef enum PrintPaper { PAPER_A4 = 0, PAPER_LETTER, PAPER_CARD } PrintPaper;

#define PRINT_EDGE_MM 4.0     /* nothing printed this close to the paper's edge: printers cannot reach it */
#define PRINT_MARK_GAP_MM 1.0 /* crop marks stop this far outside the bleed */
#define PRINT_MARK_MIN_MM 2.0 /* crop marks are 2..3 mm long, shortened to keep off the edge */
#define PRINT_MARK_MAX_MM 3.0

typedef struct PrintOptions {
    const char *deck;    /* deck id, or NULL for every card of the set */
    bool as_played;      /* each card as often as the game uses it (the set's copies; a deck's own counts) */
    int copies;          /* each card (each deck entry) this many times, >= 1 */
    PrintPaper paper;
    double bleed_mm;     /* 0..6 around each card, beyond the cut line */
    bool crop_marks;
    bool backs;          /* a page of backs after each page of fronts, mirrored for duplex */
    int dpi;             /* 72..1200 */
    const char *pdf;     /* output file, or NULL */
    const char *png_dir; /* folder for page-NNN.png, or NULL */
    const char *cards_png; /* folder for one PNG per card (card plus bleed) named by card id, or NULL */
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
    int bleed_px, bleed_y_px; /* bleed left of / above the card in its cell */
    int cell_w_px, cell_h_px; /* a card plus bleed, px (the size of each --cards-png picture) */
    double mark_len_mm;       /* crop marks' length, 0 without */
    double edge_mm;           /* least distance from anything printed (marks, bleed) to the paper's edge */
    int card_pngs;            /* pictures written to cards_png (backs included) */
    char note[200];           /* why the grid is smaller than the paper would hold, or "" */
} PrintResult;

void print_options_default(PrintOptions *o);
/* The cards to print, in order (card indices; see PrintOptions: deck,
 * as_played, copies); a malloc'd array, NULL with the reason in err. */
int *print_card_list(const CardSet *set, const PrintOptions *o, int *n, char *err, size_t errn);
/* The game's printed card size from its layout JSON. */
bool print_card_mm(const GameModule *m, double *w_mm, double *h_mm, char *err, size_t errn);
/* Writes the sheets; false with the reason (naming the file) in err. */
bool print_sheets(const GameModule *m, const CardSet *set, const PrintOptions *o, PrintResult *res, char *err,
                  size_t errn);

#endif
