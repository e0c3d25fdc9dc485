/* test_print.c — print sheets: page and card counts for a set and for a deck
 * with copies, page sizes in points (pdfinfo), crop marks and bleed where they
 * belong and a card on the page equal to the table's renderer at the same size
 * (the page rendered back with pdftoppm), and bad options refused. */
#include "testlib.h"
#include "core/carddb.h"
#include "core/registry.h"
#include "print/print.h"
#include "ui/card_image.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char out_dir[512];

static CardSet *load(const char *game, const char *set_dir)
{
    char rel[300];
    snprintf(rel, sizeof rel, "cards/%s/%s", game, set_dir);
    return tl_load_set(games_find(game), strchr(set_dir, '/') ? set_dir : rel);
}

/* `pdfinfo FILE` line "key: value" -> value (trimmed) */
static bool pdfinfo(const char *pdf, const char *key, char *out, size_t n)
{
    char cmd[800], line[512];
    snprintf(cmd, sizeof cmd, "pdfinfo '%s' 2>&1", pdf);
    FILE *f = popen(cmd, "r");
    if (!f) return false;
    bool found = false;
    while (fgets(line, sizeof line, f))
        if (!found && strncmp(line, key, strlen(key)) == 0 && line[strlen(key)] == ':') {
            const char *v = line + strlen(key) + 1;
            while (*v == ' ') v++;
            snprintf(out, n, "%s", v);
            out[strcspn(out, "\n")] = 0;
            found = true;
        }
    pclose(f);
    return found;
}

/* Page 1 of a PDF rendered by pdftoppm at dpi. */
static SDL_Surface *render_page(const char *pdf, int dpi, const char *name)
{
    char cmd[1200], base[700], png[720];
    snprintf(base, sizeof base, "%s/%s", out_dir, name);
    snprintf(cmd, sizeof cmd, "pdftoppm -r %d -f 1 -l 1 -singlefile -png '%s' '%s'", dpi, pdf, base);
    if (system(cmd) != 0) return NULL;
    snprintf(png, sizeof png, "%s.png", base);
    SDL_Surface *raw = IMG_Load(png);
    if (!raw) return NULL;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    return s;
}

static Uint32 px(SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)s->pitch * (size_t)y))[x];
}

static int lum(Uint32 p)
{
    return (int)(((p >> 16) & 255) + ((p >> 8) & 255) + (p & 255)) / 3;
}

static void test_deck_with_copies_and_backs(void)
{
    CardSet *set = load("queens-blood", "core");
    REQUIRE(set);
    const Deck *d = carddb_deck(set, "castle-watch");
    REQUIRE(d);
    PrintOptions o;
    print_options_default(&o);
    char pdf[700];
    snprintf(pdf, sizeof pdf, "%s/deck.pdf", out_dir);
    o.deck = "castle-watch";
    o.copies = 2;
    o.backs = true;
    o.dpi = 100;
    o.jobs = 2;
    o.pdf = pdf;
    PrintResult r;
    char err[600] = "";
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    /* 15 cards x 2 on 3 x 3 A4 pages: 4 pages of fronts, each followed by its backs */
    CHECK_INT(r.cards, d->ncards * 2);
    CHECK_INT(r.cols * r.rows, 9);
    CHECK_INT(r.pages, 2 * ((d->ncards * 2 + 8) / 9));
    char v[200];
    CHECK(pdfinfo(pdf, "Pages", v, sizeof v));
    CHECK_INT(atoi(v), r.pages);
    CHECK(pdfinfo(pdf, "Page size", v, sizeof v));
    CHECK_CONTAINS(v, "595.276 x 841.89 pts (A4)");
    carddb_free(set);
}

static void test_whole_set_on_letter(void)
{
    CardSet *set = load("queens-blood", "tests/data/playtest-qb");
    REQUIRE(set);
    PrintOptions o;
    print_options_default(&o);
    char pdf[700];
    snprintf(pdf, sizeof pdf, "%s/letter.pdf", out_dir);
    o.paper = PAPER_LETTER;
    o.bleed_mm = 0;
    o.dpi = 72;
    o.copies = 3;
    o.pdf = pdf;
    PrintResult r;
    char err[600] = "";
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    CHECK_INT(r.cards, set->ncards * 3);
    CHECK_INT(r.cols, 3); /* 3 x 63 mm across 215.9 mm, 3 x 88 mm down 279.4 mm */
    CHECK_INT(r.rows, 3);
    CHECK_INT(r.pages, (set->ncards * 3 + 8) / 9);
    char v[200];
    CHECK(pdfinfo(pdf, "Page size", v, sizeof v));
    CHECK_CONTAINS(v, "612 x 792 pts (letter)");
    CHECK(pdfinfo(pdf, "Pages", v, sizeof v));
    CHECK_INT(atoi(v), r.pages);
    carddb_free(set);
}

/* The card on the printed page is the renderer's picture of it, pixel for pixel
 * (flattened over the frame colour), and the bleed and crop marks sit outside it. */
static void test_page_matches_renderer_with_bleed_and_marks(void)
{
    CardSet *set = load("queens-blood", "core");
    REQUIRE(set);
    const int dpi = 150;
    char pdf[700], err[600] = "";
    PrintResult r, r0;
    PrintOptions o;
    print_options_default(&o);
    o.dpi = dpi;
    o.bleed_mm = 3;
    o.crop_marks = true;
    snprintf(pdf, sizeof pdf, "%s/marks.pdf", out_dir);
    o.pdf = pdf;
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    SDL_Surface *page = render_page(pdf, dpi, "marks-page");
    REQUIRE(page);
    CHECKF(abs(page->w - (int)(595.276 * dpi / 72 + 0.5)) <= 1, "page %d pixels wide", page->w);

    /* the renderer at the same size, flattened like the sheet does */
    char e2[300];
    UiCardImager *im = ui_card_imager_new(r.card_w_px, r.card_h_px, PRINT_LOGICAL_W, e2, sizeof e2);
    REQUIRE(im);
    SDL_Surface *card = ui_card_image(im, set, 0);
    REQUIRE(card);
    Uint32 edge = px(card, card->w / 2, card->w / 80 + 1);
    int ea = (int)(edge >> 24), er = (int)((edge >> 16) & 255), eg = (int)((edge >> 8) & 255), eb = (int)(edge & 255);
    er = (er * ea + 255 * (255 - ea)) / 255, eg = (eg * ea + 255 * (255 - ea)) / 255, eb = (eb * ea + 255 * (255 - ea)) / 255;
    int cx = r.grid_x_px + r.bleed_px, cy = r.grid_y_px + r.bleed_px;
    /* exact: the sheet places the picture on whole pixels at its own resolution */
    long total = 0, far = 0, n = 0;
    for (int y = 0; y < card->h; y++)
        for (int x = 0; x < card->w; x++) {
            Uint32 a = px(card, x, y), b = px(page, cx + x, cy + y);
            int al = (int)(a >> 24), bg[3] = {er, eg, eb}, d = 0;
            for (int k = 0; k < 3; k++) {
                int want = ((int)((a >> (16 - 8 * k)) & 255) * al + bg[k] * (255 - al) + 127) / 255;
                d += abs(want - (int)((b >> (16 - 8 * k)) & 255));
            }
            total += d;
            far += d > 24;
            n++;
        }
    double mean = (double)total / (3.0 * n);
    printf("  page vs renderer: mean difference %.2f per channel, %ld of %ld pixels off by > 8\n", mean, far, n);
    CHECKF(mean < 0.5, "mean difference %.2f per channel between the page and the renderer", mean);
    CHECKF(far < n / 1000, "%ld of %ld pixels differ by more than 8 per channel", far, n);

    /* bleed: beyond the cut line, the frame colour (not paper white) */
    Uint32 bleed = px(page, r.grid_x_px + r.bleed_px / 2, cy + r.card_h_px / 2);
    CHECKF(abs((int)((bleed >> 16) & 255) - er) < 12 && abs((int)(bleed & 255) - eb) < 12,
           "bleed pixel %06x, frame colour %02x%02x%02x", bleed & 0xffffff, er, eg, eb);
    /* crop marks: dark on the cut lines in the top margin, white beside them */
    double mm = dpi / 25.4;
    int my = r.grid_y_px - (int)(2.5 * mm);
    int dark = 255;
    for (int dx = -1; dx <= 1; dx++) dark = lum(px(page, cx + dx, my)) < dark ? lum(px(page, cx + dx, my)) : dark;
    CHECKF(dark < 160, "no crop mark at the first cut line (lightest %d)", dark);
    dark = 255;
    for (int dx = -1; dx <= 1; dx++)
        dark = lum(px(page, cx + r.card_w_px + dx, my)) < dark ? lum(px(page, cx + r.card_w_px + dx, my)) : dark;
    CHECKF(dark < 160, "no crop mark at the card's right cut line (lightest %d)", dark);
    CHECK(lum(px(page, cx + r.card_w_px / 2, my)) > 240);
    CHECK(lum(px(page, cx, r.grid_y_px - (int)(0.4 * mm))) > 240); /* marks stop short of the bleed */

    /* without marks and bleed the margin is paper white */
    o.bleed_mm = 0;
    o.crop_marks = false;
    snprintf(pdf, sizeof pdf, "%s/plain.pdf", out_dir);
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r0, err, sizeof err), "%s", err);
    SDL_Surface *plain = render_page(pdf, dpi, "plain-page");
    REQUIRE(plain);
    CHECK_INT(r0.bleed_px, 0);
    CHECK(lum(px(plain, r0.grid_x_px, r0.grid_y_px - (int)(2.5 * mm))) > 240);
    CHECK(lum(px(plain, r0.grid_x_px - (int)(0.5 * mm), r0.grid_y_px + r0.card_h_px / 2)) > 240);
    SDL_FreeSurface(plain);
    SDL_FreeSurface(page);
    ui_card_imager_free(im);
    carddb_free(set);
}

/* Backs follow their fronts, each in the mirrored column (duplex, long edge). */
static void test_backs_mirrored(void)
{
    CardSet *set = load("long-live-the-queen", "dieselpunk");
    REQUIRE(set);
    char dir[700], png[760], err[600] = "";
    snprintf(dir, sizeof dir, "%s/backs", out_dir);
    PrintOptions o;
    print_options_default(&o);
    o.backs = true;
    o.dpi = 72;
    o.png_dir = dir;
    PrintResult r;
    CHECKF(print_sheets(games_find("long-live-the-queen"), set, &o, &r, err, sizeof err), "%s", err);
    CHECK_INT(r.cols, 3); /* 50 x 70 mm tiles, 2 mm bleed: 3 x 3 on A4 */
    CHECK_INT(r.rows, 3);
    int last = set->ncards % 9; /* the second page holds the rest */
    REQUIRE(last > 0 && last < 3);
    CHECK_INT(r.pages, 4);
    snprintf(png, sizeof png, "%s/page-003.png", dir);
    SDL_Surface *front = IMG_Load(png);
    snprintf(png, sizeof png, "%s/page-004.png", dir);
    SDL_Surface *back = IMG_Load(png);
    REQUIRE(front && back);
    SDL_Surface *f = SDL_ConvertSurfaceFormat(front, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_Surface *b = SDL_ConvertSurfaceFormat(back, SDL_PIXELFORMAT_ARGB8888, 0);
    REQUIRE(f && b);
    int cw = r.card_w_px + 2 * r.bleed_px, y = r.grid_y_px + r.card_h_px / 2;
    for (int col = 0; col < 3; col++) {
        int x = r.grid_x_px + col * cw + cw / 2;
        bool used = col < last, mirrored_used = 2 - col < last;
        CHECKF((lum(px(f, x, y)) < 250) == used, "front page 2, column %d", col);
        CHECKF((lum(px(b, x, y)) < 250) == mirrored_used, "back page 2, column %d", col);
    }
    SDL_FreeSurface(f), SDL_FreeSurface(b), SDL_FreeSurface(front), SDL_FreeSurface(back);
    carddb_free(set);
}

static void test_bad_options_refused(void)
{
    CardSet *set = load("queens-blood", "tests/data/playtest-qb");
    REQUIRE(set);
    const GameModule *m = games_find("queens-blood");
    PrintOptions o;
    PrintResult r;
    char err[600], pdf[700];
    snprintf(pdf, sizeof pdf, "%s/bad.pdf", out_dir);
    print_options_default(&o);
    o.pdf = pdf;
    o.deck = "nope";
    CHECK(!print_sheets(m, set, &o, &r, err, sizeof err));
    CHECK_CONTAINS(err, "no deck \"nope\"");
    CHECK_CONTAINS(err, "plain titan");
    print_options_default(&o);
    o.pdf = pdf;
    o.copies = 0;
    CHECK(!print_sheets(m, set, &o, &r, err, sizeof err));
    CHECK_CONTAINS(err, "copies");
    print_options_default(&o);
    CHECK(!print_sheets(m, set, &o, &r, err, sizeof err));
    CHECK_CONTAINS(err, "nothing to write");
    print_options_default(&o);
    o.pdf = "/nonexistent-dir/x.pdf";
    CHECK(!print_sheets(m, set, &o, &r, err, sizeof err));
    CHECK_CONTAINS(err, "/nonexistent-dir/x.pdf");
    carddb_free(set);
}

/* Art is rasterised once per size, not once per card drawn: a back on
 * every page and a card printed twice cost one rasterisation each (a heavy
 * SVG cost a print run its time again for every copy). */
static void test_art_is_rasterised_once_per_size(void)
{
    CardSet *set = load("queens-blood", "core");
    REQUIRE(set);
    char e2[300];
    UiCardImager *im = ui_card_imager_new(372, 520, PRINT_LOGICAL_W, e2, sizeof e2);
    REQUIRE(im);
    REQUIRE(ui_card_image(im, set, 0));
    REQUIRE(ui_card_image(im, set, -1));
    int once = ui_card_imager_art_decodes(im);
    CHECKF(once >= 2, "%d pictures for a card and the back", once);
    for (int k = 0; k < 3; k++) {
        REQUIRE(ui_card_image(im, set, 0));
        REQUIRE(ui_card_image(im, set, -1));
    }
    CHECK_INT(ui_card_imager_art_decodes(im), once);
    ui_card_imager_free(im);
    carddb_free(set);
}

int main(void)
{
    const char *o = getenv("CT_TEST_OUT");
    snprintf(out_dir, sizeof out_dir, "%s/print", o && o[0] ? o : "/tmp");
    mkdir(o && o[0] ? o : "/tmp", 0755);
    mkdir(out_dir, 0755);
    RUN(test_deck_with_copies_and_backs);
    RUN(test_whole_set_on_letter);
    RUN(test_page_matches_renderer_with_bleed_and_marks);
    RUN(test_backs_mirrored);
    RUN(test_bad_options_refused);
    RUN(test_art_is_rasterised_once_per_size);
    return tl_summary();
}
