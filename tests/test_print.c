/* test_print.c — print sheets: page and card counts for a set and for a deck
 * with copies, page sizes in points (pdfinfo), crop marks and bleed where they
 * belong and a card on the page equal to the face renderer at the same size
 * (the page rendered back with pdftoppm), crop marks never within 4 mm of the
 * paper's edge (A4 and Letter, 2 and 3 mm bleed), one PNG per card at the card
 * plus bleed size, the cards as the game plays them, a set's (or game's) own
 * back, TrimBox/BleedBox on card-size pages, and bad options refused. */
#include "testlib.h"
#include "core/carddb.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include <cairo.h>
#include "print/print.h"
#include "face/face.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <math.h>
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

static SDL_Surface *load_argb(const char *path)
{
    SDL_Surface *raw = IMG_Load(path);
    if (!raw) return NULL;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    return s;
}

/* Card 0 of the set as the printer draws it (the face renderer), w x h
 * straight-alpha ARGB8888. */
static SDL_Surface *reference_card(const CardSet *set, int w, int h)
{
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!out) return NULL;
    Report rep = {0};
    const GameModule *m = games_find(set->game);
    FaceTemplate *t = face_template_load(m, set->dir, &rep);
    report_free(&rep);
    FaceOptions fo = {0};
    int stride = 0;
    uint32_t *pm = t ? face_render_argb(t, m, set, 0, w, h, &fo, &stride) : NULL;
    for (int y = 0; pm && y < h; y++)
        for (int x = 0; x < w; x++) {
            Uint32 v = ((const Uint32 *)((const Uint8 *)pm + (size_t)stride * (size_t)y))[x], a = v >> 24, c[3];
            for (int k = 0; k < 3; k++) c[k] = a ? ((v >> (16 - 8 * k)) & 255) * 255 / a : 0;
            ((Uint32 *)((Uint8 *)out->pixels + (size_t)out->pitch * (size_t)y))[x] = a << 24 | c[0] << 16 | c[1] << 8 | c[2];
        }
    free(pm);
    face_template_free(t);
    if (!pm) SDL_FreeSurface(out), out = NULL;
    return out;
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
    char pages[700], png[760];
    snprintf(pdf, sizeof pdf, "%s/marks.pdf", out_dir);
    snprintf(pages, sizeof pages, "%s/marks-pages", out_dir);
    o.pdf = pdf;
    o.png_dir = pages;
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    SDL_Surface *page = render_page(pdf, dpi, "marks-page");
    REQUIRE(page);
    snprintf(png, sizeof png, "%s/page-001.png", pages);
    SDL_Surface *png_page = load_argb(png);
    REQUIRE(png_page);
    CHECKF(abs(page->w - (int)(595.276 * dpi / 72 + 0.5)) <= 1, "page %d pixels wide", page->w);

    /* the renderer at the same size, flattened like the sheet does */
    SDL_Surface *card = reference_card(set, r.card_w_px, r.card_h_px);
    REQUIRE(card);
    Uint32 edge = px(card, card->w / 2, card->w / 80 + 1);
    int ea = (int)(edge >> 24), er = (int)((edge >> 16) & 255), eg = (int)((edge >> 8) & 255), eb = (int)(edge & 255);
    er = (er * ea + 255 * (255 - ea)) / 255, eg = (eg * ea + 255 * (255 - ea)) / 255, eb = (eb * ea + 255 * (255 - ea)) / 255;
    int cx = r.grid_x_px + r.bleed_px, cy = r.grid_y_px + r.bleed_y_px;
    /* exact: the sheet places the picture on whole pixels at its own resolution */
    for (int pass = 0; pass < 2; pass++) {
        SDL_Surface *shown = pass ? png_page : page;
        long total = 0, far = 0, n = 0;
        for (int y = 0; y < card->h; y++)
            for (int x = 0; x < card->w; x++) {
                Uint32 a = px(card, x, y), b = px(shown, cx + x, cy + y);
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
        printf("  %s vs renderer: mean difference %.2f per channel, %ld of %ld pixels off by > 8\n",
               pass ? "PNG page" : "PDF page", mean, far, n);
        /* the PDF's faces are vector text and shapes, rasterised by the
         * viewer rather than by cairo: the same card, edges anti-aliased otherwise */
        if (pass == 0) {
            CHECKF(mean < 8, "mean difference %.2f per channel between the page and the renderer", mean);
            CHECKF(far < n / 5, "%ld of %ld pixels differ by more than 8 per channel", far, n);
            continue;
        }
        CHECKF(mean < 0.5, "mean difference %.2f per channel between the page and the renderer", mean);
        CHECKF(far < n / 1000, "%ld of %ld pixels differ by more than 8 per channel", far, n);
    }
    SDL_FreeSurface(png_page);

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
    SDL_FreeSurface(card);
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
    int cw = r.cell_w_px, y = r.grid_y_px + r.card_h_px / 2;
    for (int col = 0; col < 3; col++) {
        int x = r.grid_x_px + col * cw + cw / 2;
        bool used = col < last, mirrored_used = 2 - col < last;
        CHECKF((lum(px(f, x, y)) < 250) == used, "front page 2, column %d", col);
        CHECKF((lum(px(b, x, y)) < 250) == mirrored_used, "back page 2, column %d", col);
    }
    SDL_FreeSurface(f), SDL_FreeSurface(b), SDL_FreeSurface(front), SDL_FreeSurface(back);
    carddb_free(set);
}



/* Crop marks keep 4 mm off the paper's edge: the layout says so (worked out
 * from its grid here, not trusted from the result) and the page, rendered,
 * is paper white in that band; marks are still drawn. */
static void test_crop_marks_keep_off_the_edge(void)
{
    CardSet *set = load("queens-blood", "tests/data/playtest-qb");
    REQUIRE(set);
    const GameModule *m = games_find("queens-blood");
    const PrintPaper papers[2] = {PAPER_A4, PAPER_LETTER};
    const double bleeds[2] = {2, 3};
    const int dpi = 100;
    double px_mm = dpi / 25.4;
    for (int p = 0; p < 2; p++)
        for (int b = 0; b < 2; b++) {
            char dir[700], png[760], err[600] = "";
            snprintf(dir, sizeof dir, "%s/edge-%d-%d", out_dir, p, b);
            PrintOptions o;
            print_options_default(&o);
            o.paper = papers[p];
            o.bleed_mm = bleeds[b];
            o.crop_marks = true;
            o.dpi = dpi;
            o.png_dir = dir;
            PrintResult r;
            CHECKF(print_sheets(m, set, &o, &r, err, sizeof err), "%s", err);
            double margin_x = r.grid_x_px / px_mm, margin_y = r.grid_y_px / px_mm;
            double right = (r.page_w_pt / 72 * dpi - r.grid_x_px - r.cols * r.cell_w_px) / px_mm;
            double bottom = (r.page_h_pt / 72 * dpi - r.grid_y_px - r.rows * r.cell_h_px) / px_mm;
            double least = fmin(fmin(margin_x, margin_y), fmin(right, bottom));
            double reach = PRINT_MARK_GAP_MM + r.mark_len_mm;
            printf("  %s, %.0f mm bleed: %d x %d, marks %.2f mm long, %.2f mm from the edge\n",
                   p ? "Letter" : "A4", bleeds[b], r.cols, r.rows, r.mark_len_mm, least - reach);
            CHECKF(r.mark_len_mm >= PRINT_MARK_MIN_MM - 1e-9, "marks %.2f mm long", r.mark_len_mm);
            CHECKF(least - reach >= PRINT_EDGE_MM - 1e-6, "%s, %.0f mm bleed: a crop mark %.2f mm from the edge",
                   p ? "Letter" : "A4", bleeds[b], least - reach);
            CHECK(fabs(r.edge_mm - (least - reach)) < 0.2);
            snprintf(png, sizeof png, "%s/page-001.png", dir);
            SDL_Surface *page = load_argb(png);
            REQUIRE(page);
            int band = (int)(3.9 * px_mm), inked = 0, marks = 0;
            for (int y = 0; y < page->h; y++)
                for (int x = 0; x < page->w; x++) {
                    bool edge = x < band || y < band || x >= page->w - band || y >= page->h - band;
                    bool margin = x < r.grid_x_px - 1 || y < r.grid_y_px - 1;
                    int l = lum(px(page, x, y));
                    if (edge && l < 250) inked++;
                    if (!edge && margin && l < 250) marks++;
                }
            CHECKF(inked == 0, "%s, %.0f mm bleed: %d inked pixels within 3.9 mm of the edge", p ? "Letter" : "A4",
                   bleeds[b], inked);
            CHECKF(marks > 0, "no crop marks drawn");
            SDL_FreeSurface(page);
        }
    /* a grid that leaves no room for marks is refused with the reason */
    PrintOptions o;
    print_options_default(&o);
    o.paper = PAPER_CARD;
    o.crop_marks = true;
    o.cards_png = out_dir;
    PrintResult r;
    char err[600] = "";
    CHECK(!print_sheets(m, set, &o, &r, err, sizeof err));
    CHECK_CONTAINS(err, "no margin");
    carddb_free(set);
}

/* --cards-png: one picture per card, the card plus bleed at the dpi (63 x 88 mm
 * with 3 mm bleed at 300 dpi: 815 x 1110), the bleed in the card's edge colour. */
static void test_card_pngs(void)
{
    CardSet *set = load("queens-blood", "tests/data/playtest-qb");
    REQUIRE(set);
    char dir[700], png[800], err[600] = "";
    snprintf(dir, sizeof dir, "%s/cards-png", out_dir);
    PrintOptions o;
    print_options_default(&o);
    o.bleed_mm = 3;
    o.dpi = 300;
    o.jobs = 2;
    o.cards_png = dir;
    PrintResult r;
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    CHECK_INT(r.card_pngs, set->ncards);
    CHECK_INT(r.cell_w_px, 815);
    CHECK_INT(r.cell_h_px, 1110);
    CHECK_INT(r.pages, 0);
    for (int i = 0; i < set->ncards; i++) {
        snprintf(png, sizeof png, "%s/%s.png", dir, set->cards[i].id);
        SDL_Surface *s = load_argb(png);
        CHECKF(s && s->w == 815 && s->h == 1110, "%s: %dx%d", png, s ? s->w : 0, s ? s->h : 0);
        if (s && i == 0) {
            Uint32 corner = px(s, 2, 2), inside = px(s, s->w / 2, r.bleed_y_px + s->w / 80 + 1);
            CHECKF(abs(lum(corner) - lum(inside)) < 12, "bleed %06x, edge %06x", corner & 0xffffff, inside & 0xffffff);
        }
        SDL_FreeSurface(s);
    }
    /* with copies each copy is a file of its own */
    o.copies = 2;
    o.dpi = 72;
    snprintf(dir, sizeof dir, "%s/cards-png-2", out_dir);
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    CHECK_INT(r.card_pngs, 2 * set->ncards);
    snprintf(png, sizeof png, "%s/%s-2.png", dir, set->cards[0].id);
    FILE *f = fopen(png, "rb");
    CHECKF(f != NULL, "%s missing", png);
    if (f) fclose(f);
    carddb_free(set);
}

/* --as-played: Queen's Court's 54 cards from its 12 kinds; a deck's own counts. */
static void test_as_played(void)
{
    CardSet *set = load("queens-court", "classic");
    REQUIRE(set);
    PrintOptions o;
    print_options_default(&o);
    char err[600] = "";
    int n = 0;
    int *list = print_card_list(set, &o, &n, err, sizeof err);
    REQUIRE(list);
    CHECK_INT(n, set->ncards);
    free(list);
    o.as_played = true;
    list = print_card_list(set, &o, &n, err, sizeof err);
    REQUIRE(list);
    CHECK_INT(n, 54);
    int squires = 0;
    for (int i = 0; i < n; i++) squires += strcmp(set->cards[list[i]].id, "noble-1") == 0;
    CHECK_INT(squires, 6);
    free(list);
    carddb_free(set);
    set = load("queens-blood", "core");
    REQUIRE(set);
    const Deck *d = carddb_deck(set, "castle-watch");
    REQUIRE(d);
    o.deck = "castle-watch";
    list = print_card_list(set, &o, &n, err, sizeof err);
    REQUIRE(list);
    CHECK_INT(n, d->ncards);
    for (int i = 0; i < n && i < d->ncards; i++) CHECK_INT(list[i], d->cards[i]);
    free(list);
    carddb_free(set);
}

static void write_solid_png(const char *path, double r, double g, double b)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 60, 84);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, r, g, b);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_write_to_png(s, path);
    cairo_surface_destroy(s);
}

/* The colour at the middle of DIR/back.png, as 0xRRGGBB. */
static Uint32 back_colour(const char *dir)
{
    char png[800];
    snprintf(png, sizeof png, "%s/back.png", dir);
    SDL_Surface *s = load_argb(png);
    if (!s) return 0xdeadbeef;
    Uint32 c = px(s, s->w / 2, s->h / 2) & 0xffffff;
    SDL_FreeSurface(s);
    return c;
}

/* --backs prints the set's own back picture, else the game's (cards/GAME/back.png). */
static void test_backs_from_set_then_game(void)
{
    const GameModule *m = games_find("queens-blood");
    char root[700], path[900], set_dir[800], data[1024], cmd[2400], err[600] = "";
    snprintf(data, sizeof data, "%s", paths_data_dir());
    snprintf(root, sizeof root, "%s/backs-data", out_dir);
    snprintf(set_dir, sizeof set_dir, "%s/sets/plain", root);
    snprintf(cmd, sizeof cmd,
             "rm -rf '%s' && mkdir -p '%s/art' '%s/cards/queens-blood' && cp '%s/tests/data/playtest-qb/set.json' '%s/' && "
             "ln -s '%s/data' '%s/data'",
             root, set_dir, root, data, set_dir, data, root);
    REQUIRE(system(cmd) == 0);
    snprintf(path, sizeof path, "%s/cards/queens-blood/back.png", root);
    write_solid_png(path, 0, 0, 1); /* the game's: blue */
    paths_set_data_dir(root);
    Report rep = {0};
    CardSet *set = carddb_load(m, set_dir, &rep, NULL);
    report_free(&rep);
    REQUIRE(set);
    PrintOptions o;
    print_options_default(&o);
    o.backs = true;
    o.dpi = 72;
    o.bleed_mm = 0;
    char out1[800], out2[800];
    snprintf(out1, sizeof out1, "%s/game-back", out_dir);
    o.cards_png = out1;
    PrintResult r;
    CHECKF(print_sheets(m, set, &o, &r, err, sizeof err), "%s", err);
    CHECK_INT(r.card_pngs, set->ncards + 1);
    CHECKF(back_colour(out1) == 0x0000ff, "the game's back: %06x", back_colour(out1));
    snprintf(path, sizeof path, "%s/art/back.png", set_dir);
    write_solid_png(path, 1, 0, 0); /* the set's: red, before the game's */
    snprintf(out2, sizeof out2, "%s/set-back", out_dir);
    o.cards_png = out2;
    CHECKF(print_sheets(m, set, &o, &r, err, sizeof err), "%s", err);
    CHECKF(back_colour(out2) == 0xff0000, "the set's back: %06x", back_colour(out2));
    paths_set_data_dir(data);
    carddb_free(set);
}

/* --paper card: a page a card plus bleed, TrimBox on the cut, BleedBox round it. */
static void test_card_pages_have_boxes(void)
{
    CardSet *set = load("queens-blood", "tests/data/playtest-qb");
    REQUIRE(set);
    char pdf[700], err[600] = "", v[200];
    snprintf(pdf, sizeof pdf, "%s/card-pages.pdf", out_dir);
    PrintOptions o;
    print_options_default(&o);
    o.paper = PAPER_CARD;
    o.bleed_mm = 3;
    o.dpi = 72;
    o.backs = true;
    o.pdf = pdf;
    PrintResult r;
    CHECKF(print_sheets(games_find("queens-blood"), set, &o, &r, err, sizeof err), "%s", err);
    CHECK_INT(r.pages, 2 * set->ncards);
    CHECK(pdfinfo(pdf, "Pages", v, sizeof v));
    CHECK_INT(atoi(v), r.pages);
    char cmd[800], line[300];
    snprintf(cmd, sizeof cmd, "pdfinfo -box -f %d -l %d '%s' 2>&1", r.pages, r.pages, pdf);
    FILE *f = popen(cmd, "r");
    REQUIRE(f);
    double t[4] = {0}, b[4] = {0};
    int got = 0;
    while (fgets(line, sizeof line, f)) {
        const char *tb = strstr(line, "TrimBox:"), *bb = strstr(line, "BleedBox:");
        if (tb) got += sscanf(tb + 8, "%lf %lf %lf %lf", &t[0], &t[1], &t[2], &t[3]) == 4;
        if (bb) got += sscanf(bb + 9, "%lf %lf %lf %lf", &b[0], &b[1], &b[2], &b[3]) == 4;
    }
    pclose(f);
    CHECK_INT(got, 2);
    /* 63 x 88 mm = 178.6 x 249.4 pt inside 3 mm (8.5 pt) of bleed, to a pixel at 72 dpi */
    CHECKF(fabs(t[2] - t[0] - 63 / 25.4 * 72) <= 1 && fabs(t[3] - t[1] - 88 / 25.4 * 72) <= 1, "TrimBox %.1f x %.1f",
           t[2] - t[0], t[3] - t[1]);
    CHECKF(fabs(t[0] - b[0] - 3 / 25.4 * 72) <= 1 && fabs(b[3] - t[3] - 3 / 25.4 * 72) <= 1, "bleed %.1f, %.1f pt",
           t[0] - b[0], b[3] - t[3]);
    CHECK(fabs(b[2] - r.page_w_pt) < 0.01 && fabs(b[3] - r.page_h_pt) < 0.01);
    carddb_free(set);
}

/* `cmd` output as a malloc'd string (NULL if it did not run). */
static char *run_text(const char *cmd)
{
    FILE *f = popen(cmd, "r");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (n + 1 == cap) buf = realloc(buf, cap *= 2);
    }
    if (buf) buf[n] = 0;
    int rc = pclose(f);
    if (rc != 0) free(buf), buf = NULL;
    return buf;
}

/* Whitespace runs made one space (pdftotext breaks lines where the face wrapped). */
static void squeeze(char *s)
{
    char *o = s;
    for (const char *p = s; *p; p++) {
        bool sp = *p == ' ' || *p == '\n' || *p == '\r' || *p == '\t' || *p == '\f';
        if (sp && (o == s || o[-1] == ' ')) continue;
        *o++ = sp ? ' ' : *p;
    }
    *o = 0;
}

/* Cards are vector faces in the PDF: every name is text (pdftotext), its fonts
 * are embedded (pdffonts); Blood Wars prints "RR n" for each card's RR. */
static void test_vector_faces(void)
{
    if (system("command -v pdftotext >/dev/null && command -v pdffonts >/dev/null") != 0) {
        printf("  skipped: pdftotext / pdffonts not installed\n");
        return;
    }
    const char *games[2] = {"queens-blood", "blood-wars"}, *sets[2] = {"core", "planar-war"};
    for (int g = 0; g < 2; g++) {
        CardSet *set = load(games[g], sets[g]);
        REQUIRE(set);
        char pdf[700], cmd[800], err[600] = "";
        snprintf(pdf, sizeof pdf, "%s/vector-%d.pdf", out_dir, g);
        PrintOptions o;
        print_options_default(&o);
        o.dpi = 72;
        o.jobs = 2;
        o.pdf = pdf;
        PrintResult r;
        CHECKF(print_sheets(games_find(games[g]), set, &o, &r, err, sizeof err), "%s", err);
        /* -raw: in drawing order, so a name wrapped over two lines reads whole */
        snprintf(cmd, sizeof cmd, "pdftotext -raw '%s' - 2>/dev/null", pdf);
        char *text = run_text(cmd);
        REQUIRE(text);
        squeeze(text);
        int missing = 0;
        for (int i = 0; i < set->ncards; i++)
            if (!strstr(text, set->cards[i].name)) {
                if (missing++ < 3) printf("  %s: no \"%s\" in the PDF's text\n", games[g], set->cards[i].name);
            }
        CHECKF(missing == 0, "%s: %d card names not found as text", games[g], missing);
        if (g == 0) {
            /* Queen's Blood titles keep to one line, so plain pdftotext (as a
             * print shop or a search would run it) finds each name whole */
            snprintf(cmd, sizeof cmd, "pdftotext '%s' - 2>/dev/null", pdf);
            char *plain = run_text(cmd);
            REQUIRE(plain);
            int broken = 0;
            for (int i = 0; i < set->ncards; i++)
                if (!strstr(plain, set->cards[i].name) && broken++ < 3)
                    printf("  queens-blood: \"%s\" is not on one line of the PDF's text\n", set->cards[i].name);
            CHECKF(broken == 0, "queens-blood: %d names broken over lines", broken);
            free(plain);
        }
        snprintf(cmd, sizeof cmd, "pdffonts '%s' 2>/dev/null", pdf);
        char *fonts = run_text(cmd);
        REQUIRE(fonts);
        /* rows after the header: "name type encoding emb sub uni ..." with emb = yes */
        int rows = 0, embedded = 0;
        for (char *line = strtok(fonts, "\n"); line; line = strtok(NULL, "\n")) {
            if (strncmp(line, "name", 4) == 0 || strncmp(line, "---", 3) == 0) continue;
            rows++;
            embedded += strstr(line, " yes ") != NULL;
        }
        CHECKF(rows > 0 && embedded == rows, "%s: %d of %d fonts embedded", games[g], embedded, rows);
        if (g == 1) {
            /* each card's RR from its JSON, as often as the cards carry it */
            char path[1100];
            snprintf(path, sizeof path, "%s/set.json", set->dir);
            Error e = {{0}};
            cJSON *j = json_load_file(path, &e);
            REQUIRE(j);
            int want[16] = {0}, got[16] = {0}, with_rr = 0;
            const cJSON *c;
            cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(j, "cards"))
            {
                const cJSON *rr = cJSON_GetObjectItemCaseSensitive(c, "rr");
                if (cJSON_IsNumber(rr) && rr->valueint >= 0 && rr->valueint < 16) want[rr->valueint]++, with_rr++;
            }
            cJSON_Delete(j);
            for (const char *p = text; (p = strstr(p, "RR ")) != NULL; p += 3) {
                int v = atoi(p + 3);
                if (p[3] >= '0' && p[3] <= '9' && v < 16) got[v]++;
            }
            CHECK(with_rr > 0);
            for (int v = 0; v < 16; v++) CHECKF(got[v] >= want[v], "RR %d: %d cards, %d in the PDF", v, want[v], got[v]);
        }
        free(fonts);
        free(text);
        carddb_free(set);
    }
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

/* A card (-1: the back) as print paints it at 372 x 520 pixels. */
static bool painted(const FaceTemplate *t, const CardSet *set, int card)
{
    uint32_t *px = face_render_argb(t, games_find(set->game), set, card, 372, 520, NULL, NULL);
    bool ok = px != NULL;
    free(px);
    return ok;
}

/* Art is rasterised once per size, not once per card drawn: a back on
 * every page and a card printed twice cost one rasterisation each (a heavy
 * SVG cost a print run its time again for every copy). */
static void test_art_is_rasterised_once_per_size(void)
{
    CardSet *set = load("queens-blood", "core");
    REQUIRE(set);
    Report rep = {0};
    FaceTemplate *t = face_template_load(games_find(set->game), set->dir, &rep);
    report_free(&rep);
    REQUIRE(t);
    REQUIRE(painted(t, set, 0));
    REQUIRE(painted(t, set, -1));
    int once = face_art_decodes();
    CHECKF(once >= 2, "%d pictures for a card and the back", once);
    for (int k = 0; k < 3; k++) {
        REQUIRE(painted(t, set, 0));
        REQUIRE(painted(t, set, -1));
    }
    CHECK_INT(face_art_decodes(), once);
    face_template_free(t);
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
    RUN(test_crop_marks_keep_off_the_edge);
    RUN(test_card_pngs);
    RUN(test_as_played);
    RUN(test_backs_from_set_then_game);
    RUN(test_card_pages_have_boxes);
    RUN(test_vector_faces);
    RUN(test_bad_options_refused);
    RUN(test_art_is_rasterised_once_per_size);
    return tl_summary();
}
