/* print.c — print sheets on cairo pages; see print.h.
 *
 * Geometry is worked out in device pixels at the chosen dpi and then turned
 * into points, so every card picture lands on whole pixels: a page rendered
 * back at the same dpi (pdftoppm -r) shows the renderer's pixels unchanged. */
#include "print/print.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "core/json_util.h"
#include "core/paths.h"
#include "print/print_internal.h"

void print_options_default(PrintOptions *o)
{
    memset(o, 0, sizeof *o);
    o->copies = 1;
    o->paper = PAPER_A4;
    o->bleed_mm = 2;
    o->dpi = 300;
    o->jobs = 1;
}

bool print_card_mm(const GameModule *m, double *w_mm, double *h_mm, char *err, size_t errn)
{
    char rel[128], path[1024];
    snprintf(rel, sizeof rel, "data/games/%s.json", m->id);
    paths_join(path, sizeof path, rel);
    Error e = {{0}};
    cJSON *j = json_load_file(path, &e);
    if (!j) {
        snprintf(err, errn, "%s", e.msg);
        return false;
    }
    const cJSON *mm = cJSON_GetObjectItemCaseSensitive(j, "card_mm");
    bool ok = cJSON_IsArray(mm) && cJSON_GetArraySize(mm) == 2 && cJSON_IsNumber(cJSON_GetArrayItem(mm, 0)) &&
              cJSON_IsNumber(cJSON_GetArrayItem(mm, 1));
    if (ok) {
        *w_mm = cJSON_GetArrayItem(mm, 0)->valuedouble;
        *h_mm = cJSON_GetArrayItem(mm, 1)->valuedouble;
        ok = *w_mm >= 10 && *w_mm <= 300 && *h_mm >= 10 && *h_mm <= 300;
    }
    if (!ok) snprintf(err, errn, "%s: card_mm: expected [width, height] in millimetres (10..300), e.g. [63, 88]", path);
    cJSON_Delete(j);
    return ok;
}

int *print_card_list(const CardSet *set, const PrintOptions *o, int *n, char *err, size_t errn)
{
    const Deck *deck = NULL;
    if (o->deck) {
        deck = carddb_deck(set, o->deck);
        if (!deck) {
            int k = snprintf(err, errn, "set %s has no deck \"%s\"; decks:", set->dir, o->deck);
            for (int i = 0; i < set->ndecks && k > 0 && (size_t)k < errn; i++)
                k += snprintf(err + k, errn - (size_t)k, " %s", set->decks[i].id);
            if (!set->ndecks && k > 0 && (size_t)k < errn) snprintf(err + k, errn - (size_t)k, " (none)");
            return NULL;
        }
    }
    /* a deck lists each copy already; the set's own copies are how often its default deck holds a card */
    int kinds = deck ? deck->ncards : set->ncards, total = 0;
    for (int i = 0; i < kinds; i++) total += !deck && o->as_played && set->cards[i].copies > 1 ? set->cards[i].copies : 1;
    total *= o->copies;
    if (total <= 0) {
        snprintf(err, errn, "set %s has no cards to print", set->dir);
        return NULL;
    }
    int *list = malloc(sizeof *list * (size_t)total);
    if (!list) {
        snprintf(err, errn, "out of memory");
        return NULL;
    }
    *n = 0;
    for (int i = 0; i < kinds; i++) {
        int card = deck ? deck->cards[i] : i;
        int times = !deck && o->as_played && set->cards[card].copies > 1 ? set->cards[card].copies : 1;
        for (int c = 0; c < times * o->copies; c++) list[(*n)++] = card;
    }
    return list;
}

/* One cell: bleed in the edge colour, the card on it: drawn as vector art
 * where `vector` can (the PDF's fronts), else the picture on its own pixels. */
static void draw_cell(cairo_t *cr, const Sheet *sh, const CardPic *p, int col, int row, const Painter *vector,
                      int card)
{
    double k = sh->pt_per_px;
    int x = sh->x0 + col * sh->cell_w, y = sh->y0 + row * sh->cell_h;
    cairo_set_source_rgb(cr, p->r, p->g, p->b);
    cairo_rectangle(cr, x * k, y * k, sh->cell_w * k, sh->cell_h * k);
    cairo_fill(cr);
    if (vector) {
        cairo_save(cr);
        cairo_translate(cr, (x + sh->bleed_x) * k, (y + sh->bleed_y) * k);
        /* laid out in the card's pixels, as its pictures are: the same text
         * sizes and line breaks; nothing beyond the card's own rectangle */
        cairo_scale(cr, k, k);
        cairo_rectangle(cr, 0, 0, sh->card_w, sh->card_h);
        cairo_clip(cr);
        bool drawn = print_paint_vector(vector, cr, card, sh->card_w, sh->card_h);
        cairo_restore(cr);
        if (drawn) return;
    }
    cairo_save(cr);
    cairo_translate(cr, (x + sh->bleed_x) * k, (y + sh->bleed_y) * k);
    /* a hair under one pixel per pixel: rounding up in a viewer (poppler's
     * Splash) would otherwise stretch the picture by a pixel and blur it */
    cairo_scale(cr, k * (1 - 1e-6), k * (1 - 1e-6));
    cairo_set_source_surface(cr, p->img, 0, 0);
    /* printed at its own resolution: no /Interpolate, viewers show the pixels as painted */
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
    cairo_rectangle(cr, 0, 0, sh->card_w, sh->card_h);
    cairo_fill(cr);
    cairo_restore(cr);
}

/* Hairlines in the margins on the line of every cut, stopping short of the bleed. */
static void draw_crop_marks(cairo_t *cr, const Sheet *sh)
{
    double k = sh->pt_per_px, gap = PRINT_MARK_GAP_MM * sh->dpi / 25.4, len = sh->mark_len_px;
    double left = sh->x0, right = sh->x0 + sh->cols * sh->cell_w, top = sh->y0, bottom = sh->y0 + sh->rows * sh->cell_h;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.25);
    for (int c = 0; c < sh->cols; c++)
        for (int e = 0; e < 2; e++) {
            double x = (sh->x0 + c * sh->cell_w + sh->bleed_x + e * sh->card_w) * k;
            cairo_move_to(cr, x, (top - gap - len) * k);
            cairo_line_to(cr, x, (top - gap) * k);
            cairo_move_to(cr, x, (bottom + gap) * k);
            cairo_line_to(cr, x, (bottom + gap + len) * k);
        }
    for (int r = 0; r < sh->rows; r++)
        for (int e = 0; e < 2; e++) {
            double y = (sh->y0 + r * sh->cell_h + sh->bleed_y + e * sh->card_h) * k;
            cairo_move_to(cr, (left - gap - len) * k, y);
            cairo_line_to(cr, (left - gap) * k, y);
            cairo_move_to(cr, (right + gap) * k, y);
            cairo_line_to(cr, (right + gap + len) * k, y);
        }
    cairo_stroke(cr);
}

typedef struct Out {
    uint32_t *pixels; /* a page's card pictures, shared with the painting processes */
    cairo_surface_t *pdf;
    cairo_t *pdf_cr;
    const char *png_dir;
    int page;
} Out;

static bool out_check(cairo_surface_t *s, const char *what, char *err, size_t errn)
{
    cairo_status_t st = cairo_surface_status(s);
    if (st == CAIRO_STATUS_SUCCESS) return true;
    snprintf(err, errn, "%s: %s", what, cairo_status_to_string(st));
    return false;
}

/* The distinct pictures among n slots (-1 = empty; back: all the back) into
 * distinct[], which[i] = its index there or -1; returns how many. */
static int distinct_cards(const int *slots, int n, bool back, int *distinct, int *which)
{
    int nd = 0;
    for (int i = 0; i < n; i++) {
        which[i] = -1;
        if (slots[i] < 0) continue;
        int want = back ? -1 : slots[i];
        int j = 0;
        while (j < nd && distinct[j] != want) j++;
        if (j == nd) distinct[nd++] = want;
        which[i] = j;
    }
    return nd;
}

/* Draws one page (slots[i] = card index, -1 = empty; back: the set's back,
 * columns mirrored) to the PDF and/or a PNG. */
static bool out_page(Out *o, const Sheet *sh, const PrintOptions *opt, const Painter *pa, const int *slots, bool back,
                     char *err, size_t errn)
{
    cairo_surface_t *png = NULL;
    cairo_t *png_cr = NULL;
    if (o->png_dir) {
        png = cairo_image_surface_create(CAIRO_FORMAT_RGB24, sh->page_w_px, sh->page_h_px);
        if (!out_check(png, "page image", err, errn)) {
            cairo_surface_destroy(png);
            return false;
        }
        png_cr = cairo_create(png);
        cairo_scale(png_cr, 1 / sh->pt_per_px, 1 / sh->pt_per_px);
        cairo_set_source_rgb(png_cr, 1, 1, 1);
        cairo_paint(png_cr);
    }
    cairo_t *crs[2] = {o->pdf_cr, png_cr};
    /* the page's distinct pictures, painted (in parallel) before placing */
    int per = sh->cols * sh->rows, distinct[64], which[64];
    int nd = distinct_cards(slots, per, back, distinct, which);
    /* vector fronts on a PDF alone need their pictures only for the edge
     * colour (the bleed): a small one does */
    int pw = sh->card_w, ph = sh->card_h;
    if (!png && !back && pw > 96) ph = ph * 96 / pw, pw = 96;
    bool ok = print_paint_all(pa, distinct, nd, o->pixels, pw, ph, opt->jobs);
    if (!ok) snprintf(err, errn, "could not paint the cards of page %d", o->page + 1);
    CardPic pic = {NULL, 0, 0, 0, -2};
    size_t one = (size_t)pw * (size_t)ph;
    for (int i = 0; i < per && ok; i++) {
        if (which[i] < 0) continue;
        if (pic.card != which[i] && !print_pic_from_pixels(&pic, o->pixels + one * (size_t)which[i], pw, ph, which[i])) {
            snprintf(err, errn, "out of memory for a card picture");
            ok = false;
            break;
        }
        int col = i % sh->cols, row = i / sh->cols;
        if (back) col = sh->cols - 1 - col; /* duplex, flipped on the long edge */
        for (int c = 0; c < 2; c++)
            if (crs[c]) draw_cell(crs[c], sh, &pic, col, row, c == 0 && !back ? pa : NULL, slots[i]);
    }
    print_pic_clear(&pic);
    for (int c = 0; c < 2 && ok; c++)
        if (crs[c] && sh->mark_len_px > 0) draw_crop_marks(crs[c], sh);
    o->page++;
    if (ok && o->pdf_cr) {
        cairo_show_page(o->pdf_cr);
        ok = out_check(o->pdf, opt->pdf, err, errn);
    }
    if (ok && png) {
        char path[1100];
        snprintf(path, sizeof path, "%s/page-%03d.png", o->png_dir, o->page);
        cairo_status_t st = cairo_surface_write_to_png(png, path);
        if (st != CAIRO_STATUS_SUCCESS) {
            snprintf(err, errn, "%s: %s", path, cairo_status_to_string(st));
            ok = false;
        }
    }
    if (png_cr) cairo_destroy(png_cr);
    if (png) cairo_surface_destroy(png);
    return ok;
}

static const char *paper_name(PrintPaper p)
{
    return p == PAPER_LETTER ? "Letter" : p == PAPER_CARD ? "card-size pages" : "A4";
}

/* How many cells of `cell` mm fit in `paper` mm inside `margin` mm margins. */
static int fit(double paper, double margin, double cell)
{
    return (int)floor((paper - 2 * margin) / cell + 1e-9);
}

/* The page geometry: cells of card plus bleed in whole pixels, as many as fit
 * inside the margins (where crop marks, when asked for, must keep 4 mm off
 * the paper's edge), centred.  false with the reason in err. */
static bool sheet_layout(Sheet *sh, const PrintOptions *opt, double wmm, double hmm, PrintResult *res, char *err,
                         size_t errn)
{
    memset(sh, 0, sizeof *sh);
    double px_mm = opt->dpi / 25.4, b = opt->bleed_mm;
    sh->dpi = opt->dpi;
    sh->pt_per_px = 72.0 / opt->dpi;
    sh->card_w = (int)lround(wmm * px_mm);
    sh->card_h = (int)lround(hmm * px_mm);
    sh->cell_w = (int)lround((wmm + 2 * b) * px_mm);
    sh->cell_h = (int)lround((hmm + 2 * b) * px_mm);
    sh->bleed_x = (sh->cell_w - sh->card_w) / 2;
    sh->bleed_y = (sh->cell_h - sh->card_h) / 2;
    if (opt->paper == PAPER_CARD) {
        if (opt->crop_marks) {
            snprintf(err, errn, "--crop-marks: a card-size page has no margin for them (its TrimBox marks the cut)");
            return false;
        }
        sh->page_w_px = sh->cell_w, sh->page_h_px = sh->cell_h;
        sh->cols = sh->rows = 1;
    } else {
        double pw_mm = opt->paper == PAPER_LETTER ? 215.9 : 210, ph_mm = opt->paper == PAPER_LETTER ? 279.4 : 297;
        sh->page_w_px = (int)lround(pw_mm * px_mm);
        sh->page_h_px = (int)lround(ph_mm * px_mm);
        double margin = PRINT_EDGE_MM + (opt->crop_marks ? PRINT_MARK_GAP_MM + PRINT_MARK_MIN_MM : 0);
        sh->cols = fit(pw_mm, margin, wmm + 2 * b);
        sh->rows = fit(ph_mm, margin, hmm + 2 * b);
        while (sh->cols > 0 && sh->cols * sh->cell_w > sh->page_w_px - 2 * (int)ceil(margin * px_mm)) sh->cols--;
        while (sh->rows > 0 && sh->rows * sh->cell_h > sh->page_h_px - 2 * (int)ceil(margin * px_mm)) sh->rows--;
        int cols0 = fit(pw_mm, PRINT_EDGE_MM, wmm + 2 * b), rows0 = fit(ph_mm, PRINT_EDGE_MM, hmm + 2 * b);
        if (sh->cols < 1 || sh->rows < 1) {
            if (opt->crop_marks && cols0 >= 1 && rows0 >= 1)
                snprintf(err, errn,
                         "a %.0f x %.0f mm card with %.1f mm bleed leaves no room on %s for crop marks %.0f mm from "
                         "the paper's edge; print it without --crop-marks, with less --bleed or with --paper card",
                         wmm, hmm, b, paper_name(opt->paper), PRINT_EDGE_MM);
            else
                snprintf(err, errn, "a %.0f x %.0f mm card with %.1f mm bleed does not fit on %s inside %.0f mm margins",
                         wmm, hmm, b, paper_name(opt->paper), PRINT_EDGE_MM);
            return false;
        }
        if (sh->cols * sh->rows < cols0 * rows0)
            snprintf(res->note, sizeof res->note,
                     "crop marks %.0f mm from the paper's edge leave room for %d x %d cards a page (%d x %d without)",
                     PRINT_EDGE_MM, sh->cols, sh->rows, cols0, rows0);
    }
    sh->x0 = (sh->page_w_px - sh->cols * sh->cell_w) / 2;
    sh->y0 = (sh->page_h_px - sh->rows * sh->cell_h) / 2;
    double least_px = sh->x0 < sh->y0 ? sh->x0 : sh->y0;
    res->edge_mm = least_px / px_mm;
    if (opt->crop_marks) {
        /* as long as they can be while staying PRINT_EDGE_MM off the edge */
        double room = least_px / px_mm - PRINT_EDGE_MM - PRINT_MARK_GAP_MM;
        res->mark_len_mm = room < PRINT_MARK_MAX_MM ? room : PRINT_MARK_MAX_MM;
        sh->mark_len_px = res->mark_len_mm * px_mm;
        res->edge_mm -= PRINT_MARK_GAP_MM + res->mark_len_mm;
    }
    res->cols = sh->cols;
    res->rows = sh->rows;
    res->card_w_mm = wmm;
    res->card_h_mm = hmm;
    res->page_w_pt = sh->page_w_px * sh->pt_per_px;
    res->page_h_pt = sh->page_h_px * sh->pt_per_px;
    if (opt->paper == PAPER_A4) res->page_w_pt = 595.2756, res->page_h_pt = 841.8898;
    if (opt->paper == PAPER_LETTER) res->page_w_pt = 612, res->page_h_pt = 792;
    res->card_w_px = sh->card_w;
    res->card_h_px = sh->card_h;
    res->cell_w_px = sh->cell_w;
    res->cell_h_px = sh->cell_h;
    res->grid_x_px = sh->x0;
    res->grid_y_px = sh->y0;
    res->bleed_px = sh->bleed_x;
    res->bleed_y_px = sh->bleed_y;
    return true;
}

static bool make_dir(const char *dir, char *err, size_t errn)
{
    if (!dir || mkdir(dir, 0755) == 0 || errno == EEXIST) return true;
    snprintf(err, errn, "%s: cannot create the folder: %s", dir, strerror(errno));
    return false;
}

/* Writes one picture of a card plus bleed. */
static bool write_card_png(const Sheet *sh, const CardPic *pic, const char *path, char *err, size_t errn)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, sh->cell_w, sh->cell_h);
    bool ok = out_check(s, path, err, errn);
    if (ok) {
        cairo_t *cr = cairo_create(s);
        cairo_set_source_rgb(cr, pic->r, pic->g, pic->b);
        cairo_paint(cr);
        cairo_set_source_surface(cr, pic->img, sh->bleed_x, sh->bleed_y);
        cairo_paint(cr);
        cairo_destroy(cr);
        cairo_status_t st = cairo_surface_write_to_png(s, path);
        if (st != CAIRO_STATUS_SUCCESS) snprintf(err, errn, "%s: %s", path, cairo_status_to_string(st)), ok = false;
    }
    cairo_surface_destroy(s);
    return ok;
}

/* One PNG per card in the list, named by card id (id-1, id-2... where a card
 * comes more than once), and back.png with backs; pictures painted a batch at
 * a time into `buf` (room for `cap`). */
static bool out_card_pngs(const Sheet *sh, const PrintOptions *opt, const Painter *pa, const int *list, int n,
                          uint32_t *buf, int cap, PrintResult *res, char *err, size_t errn)
{
    int *distinct = malloc(sizeof *distinct * (size_t)(n + 1));
    int *seen = calloc((size_t)pa->set->ncards, sizeof *seen);
    bool ok = distinct && seen;
    int nd = 0;
    for (int i = 0; ok && i < n; i++)
        if (seen[list[i]]++ == 0) distinct[nd++] = list[i];
    if (ok && opt->backs) distinct[nd++] = -1;
    size_t one = (size_t)sh->card_w * (size_t)sh->card_h;
    CardPic pic = {NULL, 0, 0, 0, -2};
    for (int first = 0; ok && first < nd; first += cap) {
        int batch = nd - first < cap ? nd - first : cap;
        ok = print_paint_all(pa, distinct + first, batch, buf, sh->card_w, sh->card_h, opt->jobs);
        if (!ok) snprintf(err, errn, "could not paint the cards for %s", opt->cards_png);
        for (int j = 0; ok && j < batch; j++) {
            int card = distinct[first + j];
            ok = print_pic_from_pixels(&pic, buf + one * (size_t)j, sh->card_w, sh->card_h, card);
            if (!ok) snprintf(err, errn, "out of memory for a card picture");
            int times = card < 0 ? 1 : seen[card];
            for (int k = 1; ok && k <= times; k++) {
                char path[1200];
                if (card < 0) snprintf(path, sizeof path, "%s/back.png", opt->cards_png);
                else if (times == 1) snprintf(path, sizeof path, "%s/%s.png", opt->cards_png, pa->set->cards[card].id);
                else snprintf(path, sizeof path, "%s/%s-%d.png", opt->cards_png, pa->set->cards[card].id, k);
                ok = write_card_png(sh, &pic, path, err, errn);
                res->card_pngs += ok;
            }
        }
    }
    print_pic_clear(&pic);
    if (!distinct || !seen) snprintf(err, errn, "out of memory");
    free(distinct);
    free(seen);
    return ok;
}

/* The page boxes of a PDF whose pages hold one card: TrimBox the cut,
 * BleedBox the cut plus bleed (PDF y runs upwards). */
static bool add_page_boxes(const Sheet *sh, const char *pdf, char *err, size_t errn)
{
    double k = sh->pt_per_px, H = sh->page_h_px;
    double trim[4] = {(sh->x0 + sh->bleed_x) * k, (H - sh->y0 - sh->bleed_y - sh->card_h) * k,
                      (sh->x0 + sh->bleed_x + sh->card_w) * k, (H - sh->y0 - sh->bleed_y) * k};
    double bleed[4] = {sh->x0 * k, (H - sh->y0 - sh->cell_h) * k, (sh->x0 + sh->cell_w) * k, (H - sh->y0) * k};
    return print_pdf_add_boxes(pdf, trim, bleed, err, errn);
}

bool print_sheets(const GameModule *m, const CardSet *set, const PrintOptions *opt, PrintResult *res, char *err,
                  size_t errn)
{
    memset(res, 0, sizeof *res);
    if (!opt->pdf && !opt->png_dir && !opt->cards_png) {
        snprintf(err, errn, "nothing to write: give a PDF file, a folder for page PNGs and/or one for card PNGs");
        return false;
    }
    if (opt->jobs < 1 || opt->jobs > 16 || opt->copies < 1 || opt->copies > 99 || opt->dpi < 72 || opt->dpi > 1200 ||
        opt->bleed_mm < 0 || opt->bleed_mm > 6) {
        snprintf(err, errn, "jobs must be 1..16, copies 1..99, dpi 72..1200 and bleed 0..6 mm");
        return false;
    }
    double wmm, hmm;
    if (!print_card_mm(m, &wmm, &hmm, err, errn)) return false;
    Sheet sh;
    if (!sheet_layout(&sh, opt, wmm, hmm, res, err, errn)) return false;
    int nlist = 0;
    int *list = print_card_list(set, opt, &nlist, err, errn);
    if (!list) return false;
    if (!make_dir(opt->png_dir, err, errn) || !make_dir(opt->cards_png, err, errn)) {
        free(list);
        return false;
    }
    Painter pa;
    if (!print_painter_open(&pa, m, set, sh.dpi, err, errn)) {
        print_painter_close(&pa);
        free(list);
        return false;
    }
    const Deck *deck = opt->deck ? carddb_deck(set, opt->deck) : NULL;
    Out o = {NULL, NULL, NULL, opt->png_dir, 0};
    /* card PNGs are painted in batches of up to 16, kept under about 256 MB */
    size_t one_bytes = (size_t)sh.card_w * (size_t)sh.card_h * 4;
    int per = sh.cols * sh.rows, batch = (int)((256u << 20) / one_bytes);
    int cap = opt->cards_png && batch > per ? (batch < 16 ? batch : 16) : per;
    size_t pix_bytes = (size_t)cap * one_bytes;
    void *map = per <= 64 ? mmap(NULL, pix_bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0) : MAP_FAILED;
    bool ok = map != MAP_FAILED;
    if (ok) o.pixels = map;
    else if (per > 64) snprintf(err, errn, "%d cards a page: at most 64 (the cards are too small)", per);
    else snprintf(err, errn, "%d cards a page at %d dpi: out of memory", per, opt->dpi);
    if (ok && opt->pdf) {
        o.pdf = cairo_pdf_surface_create(opt->pdf, res->page_w_pt, res->page_h_pt);
        /* page boxes are added to plain page objects (see print_pdfbox.c) */
        if (per == 1) cairo_pdf_surface_restrict_to_version(o.pdf, CAIRO_PDF_VERSION_1_4);
        ok = out_check(o.pdf, opt->pdf, err, errn);
        if (ok) {
            char title[200];
            snprintf(title, sizeof title, "%s — %s%s%s", m->title, set->name, deck ? ", " : "", deck ? deck->name : "");
            cairo_pdf_surface_set_metadata(o.pdf, CAIRO_PDF_METADATA_TITLE, title);
            cairo_pdf_surface_set_metadata(o.pdf, CAIRO_PDF_METADATA_CREATOR, "crowntable print");
            o.pdf_cr = cairo_create(o.pdf);
        }
    }
    int *slots = malloc(sizeof *slots * (size_t)per);
    if (!slots && ok) ok = false, snprintf(err, errn, "out of memory");
    for (int first = 0; ok && (o.pdf || o.png_dir) && first < nlist; first += per) {
        for (int i = 0; i < per; i++) slots[i] = first + i < nlist ? list[first + i] : -1;
        ok = out_page(&o, &sh, opt, &pa, slots, false, err, errn);
        if (ok && opt->backs) ok = out_page(&o, &sh, opt, &pa, slots, true, err, errn);
    }
    if (o.pdf_cr) cairo_destroy(o.pdf_cr);
    if (o.pdf) {
        cairo_surface_finish(o.pdf);
        if (ok) ok = out_check(o.pdf, opt->pdf, err, errn);
        cairo_surface_destroy(o.pdf);
        if (ok && per == 1) ok = add_page_boxes(&sh, opt->pdf, err, errn);
    }
    if (ok && opt->cards_png) ok = out_card_pngs(&sh, opt, &pa, list, nlist, o.pixels, cap, res, err, errn);
    res->pages = o.page;
    res->cards = nlist;
    free(slots);
    free(list);
    if (map != MAP_FAILED) munmap(map, pix_bytes);
    print_painter_close(&pa);
    return ok;
}
