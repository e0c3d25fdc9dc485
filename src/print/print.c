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
#include <sys/wait.h>
#include <unistd.h>

#include "core/json_util.h"
#include "core/paths.h"
#include "ui/card_image.h"

#define MARGIN_MM 4.0   /* least page margin: printers' edge, room for crop marks */
#define MARK_GAP_MM 1.0 /* crop marks stop this far outside the bleed */
#define MARK_LEN_MM 3.0

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

typedef struct Sheet {
    double dpi, pt_per_px;
    int page_w_px, page_h_px;
    int card_w, card_h, bleed; /* px */
    int cols, rows;
    int x0, y0;                /* top-left of the grid (bleed edge), px */
} Sheet;

/* The card picture made opaque over its edge colour (which also fills the bleed). */
typedef struct CardPic {
    cairo_surface_t *img;
    double r, g, b;
    int card;
} CardPic;

static void pic_clear(CardPic *p)
{
    if (p->img) cairo_surface_destroy(p->img);
    p->img = NULL;
    p->card = -2;
}

/* Flattens straight-alpha ARGB8888 pixels over the edge colour, which is read
 * just inside the card's top edge and also fills the bleed. */
static bool pic_from_pixels(CardPic *p, const uint32_t *px, int w, int h, int card)
{
    pic_clear(p);
    uint32_t e = px[(size_t)(w / 80 + 1) * (size_t)w + (size_t)(w / 2)];
    double ea = (e >> 24) / 255.0;
    p->r = (((e >> 16) & 255) * ea + 255 * (1 - ea)) / 255.0;
    p->g = (((e >> 8) & 255) * ea + 255 * (1 - ea)) / 255.0;
    p->b = ((e & 255) * ea + 255 * (1 - ea)) / 255.0;
    p->img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    if (cairo_surface_status(p->img) != CAIRO_STATUS_SUCCESS) {
        pic_clear(p);
        return false;
    }
    cairo_surface_flush(p->img);
    unsigned char *dst = cairo_image_surface_get_data(p->img);
    int stride = cairo_image_surface_get_stride(p->img);
    int br = (int)lround(p->r * 255), bg = (int)lround(p->g * 255), bb = (int)lround(p->b * 255);
    for (int y = 0; y < h; y++) {
        const uint32_t *src = px + (size_t)y * (size_t)w;
        uint32_t *out = (uint32_t *)(dst + (size_t)stride * (size_t)y);
        for (int x = 0; x < w; x++) {
            uint32_t v = src[x];
            int a = (int)(v >> 24);
            int r = (int)((v >> 16) & 255), g = (int)((v >> 8) & 255), b = (int)(v & 255);
            r = (r * a + br * (255 - a) + 127) / 255;
            g = (g * a + bg * (255 - a) + 127) / 255;
            b = (b * a + bb * (255 - a) + 127) / 255;
            out[x] = 0xff000000u | (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
        }
    }
    cairo_surface_mark_dirty(p->img);
    p->card = card;
    return true;
}

/* Paints a card (-1: the back) into w*h packed ARGB8888 pixels. */
static bool paint_pixels(UiCardImager *im, const CardSet *set, int card, uint32_t *out, int w, int h)
{
    SDL_Surface *s = ui_card_image(im, set, card);
    if (!s || s->w != w || s->h != h || SDL_LockSurface(s) != 0) return false;
    for (int y = 0; y < h; y++)
        memcpy(out + (size_t)y * (size_t)w, (const uint8_t *)s->pixels + (size_t)s->pitch * (size_t)y, (size_t)w * 4);
    SDL_UnlockSurface(s);
    return true;
}

/* Paints the n pictures of a page, split over `jobs` processes (forked: the
 * renderer keeps per-process caches, so processes, not threads) writing into
 * one shared mapping; without jobs > 1 in this process.  false if any failed. */
static bool paint_all(UiCardImager *im, const CardSet *set, const int *cards, int n, uint32_t *buf, int w, int h,
                      int jobs)
{
    size_t one = (size_t)w * (size_t)h;
    if (jobs > n) jobs = n;
    pid_t kids[16];
    int nkids = 0;
    for (int k = 1; k < jobs && k < 16; k++) {
        pid_t pid = fork();
        if (pid == 0) {
            bool ok = true;
            for (int i = k; i < n; i += jobs) ok = ok && paint_pixels(im, set, cards[i], buf + one * (size_t)i, w, h);
            _exit(ok ? 0 : 1);
        }
        if (pid < 0) break; /* no more processes: this one paints the rest */
        kids[nkids++] = pid;
    }
    bool ok = true;
    for (int i = 0; i < n; i++) {
        bool mine = i % jobs == 0 || i % jobs > nkids;
        if (mine) ok = ok && paint_pixels(im, set, cards[i], buf + one * (size_t)i, w, h);
    }
    for (int k = 0; k < nkids; k++) {
        int status = 0;
        if (waitpid(kids[k], &status, 0) != kids[k] || !WIFEXITED(status) || WEXITSTATUS(status) != 0) ok = false;
    }
    return ok;
}

/* One cell: bleed in the edge colour, the picture on the card's own pixels. */
static void draw_cell(cairo_t *cr, const Sheet *sh, const CardPic *p, int col, int row)
{
    double k = sh->pt_per_px;
    int x = sh->x0 + col * (sh->card_w + 2 * sh->bleed), y = sh->y0 + row * (sh->card_h + 2 * sh->bleed);
    cairo_set_source_rgb(cr, p->r, p->g, p->b);
    cairo_rectangle(cr, x * k, y * k, (sh->card_w + 2 * sh->bleed) * k, (sh->card_h + 2 * sh->bleed) * k);
    cairo_fill(cr);
    cairo_save(cr);
    cairo_translate(cr, (x + sh->bleed) * k, (y + sh->bleed) * k);
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
    double k = sh->pt_per_px, mm = sh->dpi / 25.4;
    double gap = MARK_GAP_MM * mm, len = MARK_LEN_MM * mm;
    int cw = sh->card_w + 2 * sh->bleed, ch = sh->card_h + 2 * sh->bleed;
    double left = sh->x0, right = sh->x0 + sh->cols * cw, top = sh->y0, bottom = sh->y0 + sh->rows * ch;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.25);
    for (int c = 0; c < sh->cols; c++)
        for (int e = 0; e < 2; e++) {
            double x = (sh->x0 + c * cw + sh->bleed + e * sh->card_w) * k;
            cairo_move_to(cr, x, (top - gap - len) * k);
            cairo_line_to(cr, x, (top - gap) * k);
            cairo_move_to(cr, x, (bottom + gap) * k);
            cairo_line_to(cr, x, (bottom + gap + len) * k);
        }
    for (int r = 0; r < sh->rows; r++)
        for (int e = 0; e < 2; e++) {
            double y = (sh->y0 + r * ch + sh->bleed + e * sh->card_h) * k;
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

/* Draws one page (slots[i] = card index, -1 = empty; back: the set's back,
 * columns mirrored) to the PDF and/or a PNG. */
static bool out_page(Out *o, const Sheet *sh, const PrintOptions *opt, UiCardImager *im, const CardSet *set,
                     const int *slots, bool back, char *err, size_t errn)
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
    int per = sh->cols * sh->rows, distinct[64], nd = 0, which[64];
    for (int i = 0; i < per; i++) {
        which[i] = -1;
        if (slots[i] < 0) continue;
        int want = back ? -1 : slots[i];
        int j = 0;
        while (j < nd && distinct[j] != want) j++;
        if (j == nd) distinct[nd++] = want;
        which[i] = j;
    }
    bool ok = paint_all(im, set, distinct, nd, o->pixels, sh->card_w, sh->card_h, opt->jobs);
    if (!ok) snprintf(err, errn, "could not paint the cards of page %d", o->page + 1);
    CardPic pic = {NULL, 0, 0, 0, -2};
    size_t one = (size_t)sh->card_w * (size_t)sh->card_h;
    for (int i = 0; i < per && ok; i++) {
        if (which[i] < 0) continue;
        if (pic.card != which[i] &&
            !pic_from_pixels(&pic, o->pixels + one * (size_t)which[i], sh->card_w, sh->card_h, which[i])) {
            snprintf(err, errn, "out of memory for a card picture");
            ok = false;
            break;
        }
        int col = i % sh->cols, row = i / sh->cols;
        if (back) col = sh->cols - 1 - col; /* duplex, flipped on the long edge */
        for (int c = 0; c < 2; c++)
            if (crs[c]) draw_cell(crs[c], sh, &pic, col, row);
    }
    pic_clear(&pic);
    for (int c = 0; c < 2 && ok; c++)
        if (crs[c] && opt->crop_marks) draw_crop_marks(crs[c], sh);
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
    return p == PAPER_LETTER ? "Letter" : "A4";
}

bool print_sheets(const GameModule *m, const CardSet *set, const PrintOptions *opt, PrintResult *res, char *err,
                  size_t errn)
{
    memset(res, 0, sizeof *res);
    if (!opt->pdf && !opt->png_dir) {
        snprintf(err, errn, "nothing to write: give a PDF file and/or a PNG folder");
        return false;
    }
    if (opt->jobs < 1 || opt->jobs > 16 || opt->copies < 1 || opt->copies > 99 || opt->dpi < 72 || opt->dpi > 1200 || opt->bleed_mm < 0 ||
        opt->bleed_mm > 6) {
        snprintf(err, errn, "jobs must be 1..16, copies 1..99, dpi 72..1200 and bleed 0..6 mm");
        return false;
    }
    double wmm, hmm;
    if (!print_card_mm(m, &wmm, &hmm, err, errn)) return false;
    /* the cards to place, in order */
    const Deck *deck = NULL;
    if (opt->deck) {
        deck = carddb_deck(set, opt->deck);
        if (!deck) {
            int n = snprintf(err, errn, "set %s has no deck \"%s\"; decks:", set->dir, opt->deck);
            for (int i = 0; i < set->ndecks && n > 0 && (size_t)n < errn; i++)
                n += snprintf(err + n, errn - (size_t)n, " %s", set->decks[i].id);
            if (!set->ndecks && n > 0 && (size_t)n < errn) snprintf(err + n, errn - (size_t)n, " (none)");
            return false;
        }
    }
    int nlist = (deck ? deck->ncards : set->ncards) * opt->copies;
    if (nlist <= 0) {
        snprintf(err, errn, "set %s has no cards to print", set->dir);
        return false;
    }
    int *list = malloc(sizeof *list * (size_t)nlist);
    if (!list) {
        snprintf(err, errn, "out of memory");
        return false;
    }
    int n = 0;
    for (int i = 0; i < (deck ? deck->ncards : set->ncards); i++)
        for (int c = 0; c < opt->copies; c++) list[n++] = deck ? deck->cards[i] : i;

    Sheet sh;
    memset(&sh, 0, sizeof sh);
    sh.dpi = opt->dpi;
    sh.pt_per_px = 72.0 / opt->dpi;
    double pw_pt = opt->paper == PAPER_LETTER ? 612.0 : 595.2756, ph_pt = opt->paper == PAPER_LETTER ? 792.0 : 841.8898;
    double px_mm = opt->dpi / 25.4;
    sh.page_w_px = (int)lround(pw_pt / sh.pt_per_px);
    sh.page_h_px = (int)lround(ph_pt / sh.pt_per_px);
    sh.card_w = (int)lround(wmm * px_mm);
    sh.card_h = (int)lround(hmm * px_mm);
    sh.bleed = (int)lround(opt->bleed_mm * px_mm);
    int cw = sh.card_w + 2 * sh.bleed, ch = sh.card_h + 2 * sh.bleed;
    /* how many fit is worked out in millimetres, so it does not depend on the dpi */
    sh.cols = (int)floor((pw_pt * 25.4 / 72 - 2 * MARGIN_MM) / (wmm + 2 * opt->bleed_mm) + 1e-9);
    sh.rows = (int)floor((ph_pt * 25.4 / 72 - 2 * MARGIN_MM) / (hmm + 2 * opt->bleed_mm) + 1e-9);
    if (sh.cols * cw > sh.page_w_px) sh.cols = sh.page_w_px / cw;
    if (sh.rows * ch > sh.page_h_px) sh.rows = sh.page_h_px / ch;
    if (sh.cols < 1 || sh.rows < 1) {
        snprintf(err, errn, "a %.0f x %.0f mm card with %.1f mm bleed does not fit on %s inside %.0f mm margins", wmm,
                 hmm, opt->bleed_mm, paper_name(opt->paper), MARGIN_MM);
        free(list);
        return false;
    }
    sh.x0 = (sh.page_w_px - sh.cols * cw) / 2;
    sh.y0 = (sh.page_h_px - sh.rows * ch) / 2;
    res->cols = sh.cols;
    res->rows = sh.rows;
    res->card_w_mm = wmm;
    res->card_h_mm = hmm;
    res->page_w_pt = pw_pt;
    res->page_h_pt = ph_pt;
    res->card_w_px = sh.card_w;
    res->card_h_px = sh.card_h;
    res->grid_x_px = sh.x0;
    res->grid_y_px = sh.y0;
    res->bleed_px = sh.bleed;

    if (opt->png_dir && mkdir(opt->png_dir, 0755) != 0 && errno != EEXIST) {
        snprintf(err, errn, "%s: cannot create the folder: %s", opt->png_dir, strerror(errno));
        free(list);
        return false;
    }
    UiCardImager *im = ui_card_imager_new(sh.card_w, sh.card_h, PRINT_LOGICAL_W, err, errn);
    if (!im) {
        free(list);
        return false;
    }
    Out o = {NULL, NULL, NULL, opt->png_dir, 0};
    int per = sh.cols * sh.rows;
    size_t pix_bytes = (size_t)per * (size_t)sh.card_w * (size_t)sh.card_h * 4;
    void *map = per <= 64 ? mmap(NULL, pix_bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0) : MAP_FAILED;
    bool ok = map != MAP_FAILED;
    if (ok) o.pixels = map;
    else if (per > 64) snprintf(err, errn, "%d cards a page: at most 64 (the cards are too small)", per);
    else snprintf(err, errn, "%d cards a page at %d dpi: out of memory", per, opt->dpi);
    if (ok && opt->pdf) {
        o.pdf = cairo_pdf_surface_create(opt->pdf, pw_pt, ph_pt);
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
    for (int first = 0; ok && first < nlist; first += per) {
        for (int i = 0; i < per; i++) slots[i] = first + i < nlist ? list[first + i] : -1;
        ok = out_page(&o, &sh, opt, im, set, slots, false, err, errn);
        if (ok && opt->backs) ok = out_page(&o, &sh, opt, im, set, slots, true, err, errn);
    }
    if (o.pdf_cr) cairo_destroy(o.pdf_cr);
    if (o.pdf) {
        cairo_surface_finish(o.pdf);
        if (ok) ok = out_check(o.pdf, opt->pdf, err, errn);
        cairo_surface_destroy(o.pdf);
    }
    res->pages = o.page;
    res->cards = nlist;
    free(slots);
    free(list);
    if (map != MAP_FAILED) munmap(map, pix_bytes);
    ui_card_imager_free(im);
    return ok;
}
