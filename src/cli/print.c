/* print.c — `crowntable print DIR`: print sheets of a card set as a PDF (and/or
 * one PNG per page) through src/print.  Parses flags, loads the set, reports. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/carddb.h"
#include "core/json_util.h"
#include "core/registry.h"
#ifdef CT_HAVE_PRINT
#include "print/print.h"
#endif

static void print_usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable print DIR [--deck NAME | --all] [--as-played] [--copies N]\n"
            "                        [--paper a4|letter|card] [--bleed MM] [--crop-marks] [--backs] [--dpi N]\n"
            "                        --out FILE.pdf | --png DIR | --cards-png DIR\n"
            "  Draws every card of the set folder DIR (or one deck) with the card-face renderer (the\n"
            "  table's faces; text stays text on the PDF) and lays them out at the game's physical\n"
            "  card size, centred.\n\n"
            "  --deck NAME     the cards of one deck (decks/NAME.json), each entry as often as listed\n"
            "  --all           every card of the set once (the default)\n"
            "  --as-played     each card as many times as the game uses it (the set's copies;\n"
            "                  with --deck, the deck's own counts)\n"
            "  --copies N      each card N times (1..99, default 1)\n"
            "  --paper P       a4 (default), letter, or card: a page of one card plus bleed,\n"
            "                  with a TrimBox on the cut and a BleedBox around it\n"
            "  --bleed MM      extra edge colour beyond each cut line, 0..6 mm (default 2)\n"
            "  --crop-marks    hairlines in the margin on every cut line, never within 4 mm of the\n"
            "                  paper's edge (fewer cards a page where they would be)\n"
            "  --backs         after each page of fronts, a page of backs mirrored for duplex\n"
            "                  (flip on the long edge): the set's art/back.svg|png, else the game's\n"
            "                  cards/GAME/back.svg|png, else the shared back\n"
            "  --dpi N         card picture resolution, 72..1200 (default 300)\n"
            "  --jobs N        processes painting cards, 1..16 (default: the number of cores, at most 4)\n"
            "  --out FILE.pdf  the PDF to write\n"
            "  --png DIR       also (or only) one PNG per page, DIR/page-001.png ...\n"
            "  --cards-png DIR one PNG per card printed, the card plus bleed at --dpi, named by card id\n"
            "                  (ID-1.png, ID-2.png... for copies; back.png with --backs)\n\n"
            "example: crowntable print cards/queens-blood/core --crop-marks --backs --out qb.pdf\n");
}

#ifdef CT_HAVE_PRINT
static double print_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#endif

int cli_print(int argc, char **argv)
{
    const char *dir = NULL, *deck = NULL, *out = NULL, *png = NULL, *cards_png = NULL;
    bool all = false, crop = false, backs = false, as_played = false;
    long copies = 1, dpi = 300, jobs = sysconf(_SC_NPROCESSORS_ONLN);
    if (jobs < 1) jobs = 1;
    if (jobs > 4) jobs = 4;
    double bleed = 2;
    const char *paper = "a4";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            print_usage(stdout);
            return 0;
        }
        if (strcmp(a, "--all") == 0) all = true;
        else if (strcmp(a, "--crop-marks") == 0) crop = true;
        else if (strcmp(a, "--backs") == 0) backs = true;
        else if (strcmp(a, "--as-played") == 0) as_played = true;
        else if (strncmp(a, "--", 2) == 0) {
            bool takes = strcmp(a, "--deck") == 0 || strcmp(a, "--copies") == 0 || strcmp(a, "--paper") == 0 ||
                         strcmp(a, "--bleed") == 0 || strcmp(a, "--dpi") == 0 || strcmp(a, "--out") == 0 ||
                         strcmp(a, "--png") == 0 || strcmp(a, "--jobs") == 0 || strcmp(a, "--cards-png") == 0;
            if (!takes) return cli_usage_error("print", "unknown option \"%s\"", a);
            if (i + 1 >= argc) return cli_usage_error("print", "%s needs a value", a);
            const char *v = argv[++i];
            char *end = NULL;
            if (strcmp(a, "--deck") == 0) deck = v;
            else if (strcmp(a, "--out") == 0) out = v;
            else if (strcmp(a, "--png") == 0) png = v;
            else if (strcmp(a, "--cards-png") == 0) cards_png = v;
            else if (strcmp(a, "--paper") == 0) {
                if (strcmp(v, "a4") != 0 && strcmp(v, "letter") != 0 && strcmp(v, "card") != 0)
                    return cli_usage_error("print", "--paper: expected a4, letter or card, got \"%s\"", v);
                paper = v;
            } else if (strcmp(a, "--copies") == 0) {
                copies = strtol(v, &end, 10);
                if (!v[0] || *end || copies < 1 || copies > 99) return cli_usage_error("print", "--copies: expected a number 1..99, got \"%s\"", v);
            } else if (strcmp(a, "--jobs") == 0) {
                jobs = strtol(v, &end, 10);
                if (!v[0] || *end || jobs < 1 || jobs > 16) return cli_usage_error("print", "--jobs: expected a number 1..16, got \"%s\"", v);
            } else if (strcmp(a, "--dpi") == 0) {
                dpi = strtol(v, &end, 10);
                if (!v[0] || *end || dpi < 72 || dpi > 1200) return cli_usage_error("print", "--dpi: expected a number 72..1200, got \"%s\"", v);
            } else {
                bleed = strtod(v, &end);
                if (!v[0] || *end || !(bleed >= 0 && bleed <= 6)) return cli_usage_error("print", "--bleed: expected millimetres 0..6, got \"%s\"", v);
            }
        } else if (!dir) {
            dir = a;
        } else {
            return cli_usage_error("print", "one set folder only; got a second, \"%s\"", a);
        }
    }
    if (!dir) return cli_usage_error("print", "give the set folder, e.g. cards/queens-blood/core");
    if (deck && all) return cli_usage_error("print", "give --deck NAME or --all, not both");
    if (!out && !png && !cards_png) return cli_usage_error("print", "give --out FILE.pdf, --png DIR and/or --cards-png DIR");
    if (out && (strlen(out) < 5 || strcmp(out + strlen(out) - 4, ".pdf") != 0))
        return cli_usage_error("print", "--out: expected a file name ending in .pdf, got \"%s\"", out);

    /* the set names its game */
    char setjson[1024];
    snprintf(setjson, sizeof setjson, "%s/set.json", dir);
    Error e = {{0}};
    char game[64];
    if (!carddb_set_game(dir, game, sizeof game, &e)) {
        fprintf(stderr, "crowntable print: %s\n", e.msg);
        return 1;
    }
    const GameModule *m = games_find(game);
    if (!m) {
        fprintf(stderr, "crowntable print: %s: game: expected one of the games (see `crowntable games`)\n", setjson);
        return 1;
    }
    CardSet *set = cli_load_set("print", m, dir);
    if (!set) return 1;
    Report art = {0};
    carddb_check_art(set, &art);
    for (int i = 0; i < art.count; i++) fprintf(stderr, "crowntable print: warning: %s\n", art.lines[i]);
    report_free(&art);
#ifdef CT_HAVE_PRINT
    PrintOptions o;
    print_options_default(&o);
    o.deck = deck;
    o.as_played = as_played;
    o.copies = (int)copies;
    o.paper = strcmp(paper, "letter") == 0 ? PAPER_LETTER : strcmp(paper, "card") == 0 ? PAPER_CARD : PAPER_A4;
    o.bleed_mm = bleed;
    o.crop_marks = crop;
    o.backs = backs;
    o.dpi = (int)dpi;
    o.pdf = out;
    o.png_dir = png;
    o.cards_png = cards_png;
    o.jobs = (int)jobs;
    PrintResult r;
    char err[1200];
    double t0 = print_now();
    bool ok = print_sheets(m, set, &o, &r, err, sizeof err);
    static const char *const papers[] = {"A4", "Letter", "card-size pages"};
    if (ok && (out || png))
        printf("%s: %d card(s) on %d page(s), %s, %d x %d cards of %.0f x %.0f mm, %.1f mm bleed%s%s, %d dpi, %.1f s\n",
               out ? out : png, r.cards, r.pages, papers[o.paper], r.cols, r.rows, r.card_w_mm, r.card_h_mm, bleed,
               crop ? ", crop marks" : "", backs ? ", backs" : "", (int)dpi, print_now() - t0);
    if (ok && cards_png)
        printf("%s: %d card picture(s) of %d x %d px (%.0f x %.0f mm card, %.1f mm bleed, %d dpi)\n", cards_png,
               r.card_pngs, r.cell_w_px, r.cell_h_px, r.card_w_mm, r.card_h_mm, bleed, (int)dpi);
    if (ok && r.note[0]) printf("note: %s\n", r.note);
    if (!ok)
        fprintf(stderr, "crowntable print: %s\n", err);
    carddb_free(set);
    return ok ? 0 : 1;
#else
    /* the options were checked above, so a mistyped line is told even here */
    (void)deck, (void)as_played, (void)copies, (void)paper, (void)bleed, (void)crop, (void)backs, (void)dpi,
        (void)jobs;
    carddb_free(set);
    fprintf(stderr, "crowntable print: this build has no card renderer (built with -DCT_UI=OFF)\n");
    return 1;
#endif
}
