/* bench_faces.c — `crowntable bench faces`: every face of every shipped set
 * drawn by the face renderer (src/face) at the zoom's size and at the
 * table's size, with the median and worst milliseconds per face.  Numbers
 * are printed, never asserted. */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "core/carddb.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "face/face.h"

#define ZOOM_PX 290   /* the hover zoom's card width (table units at 1600x900, 1:1) */
#define TABLE_SCALE 0.8 /* 1280x720: the table's units to pixels */

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The game's table card width (data/games/<id>.json "card"), in table units. */
static double table_card_w(const GameModule *m)
{
    char rel[128], path[1024];
    snprintf(rel, sizeof rel, "data/games/%s.json", m->id);
    paths_join(path, sizeof path, rel);
    Error e = {{0}};
    cJSON *j = json_load_file(path, &e);
    const cJSON *card = j ? cJSON_GetObjectItemCaseSensitive(j, "card") : NULL;
    double w = cJSON_IsArray(card) && cJSON_IsNumber(cJSON_GetArrayItem(card, 0)) ? cJSON_GetArrayItem(card, 0)->valuedouble : 100;
    cJSON_Delete(j);
    return w >= 20 && w <= 400 ? w : 100;
}

static void print_row(const GameModule *m, const CardSet *set, const char *what, int pw, int ph, double *ms)
{
    qsort(ms, (size_t)set->ncards, sizeof *ms, cmp_double);
    printf("  %-20s %-12s %-15s %4dx%-4d px  %3d faces  median %6.2f ms  worst %6.2f ms\n", m->id, set->id, what, pw,
           ph, set->ncards, ms[set->ncards / 2], ms[set->ncards - 1]);
}

/* Each face twice in a row: the first decodes its art, the second finds it in the loader's cache. */
static void one_size(const char *what, const FaceTemplate *t, const GameModule *m, const CardSet *set, int pw,
                     FaceForm form)
{
    int ph = (int)(pw / face_template_aspect(t) + 0.5);
    double *ms = malloc(sizeof *ms * 2 * (size_t)(set->ncards ? set->ncards : 1));
    if (!ms || !set->ncards) {
        free(ms);
        return;
    }
    FaceOptions o = {.form = form};
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
    for (int i = 0; i < set->ncards; i++)
        for (int pass = 0; pass < 2; pass++) {
            double t0 = cpu_now();
            cairo_t *cr = cairo_create(s);
            face_draw(cr, t, m, set, i, pw, ph, &o, NULL);
            cairo_destroy(cr);
            cairo_surface_flush(s);
            ms[pass * set->ncards + i] = (cpu_now() - t0) * 1000;
        }
    cairo_surface_destroy(s);
    char label[48];
    snprintf(label, sizeof label, "%s, new art", what);
    print_row(m, set, label, pw, ph, ms);
    snprintf(label, sizeof label, "%s, cached", what);
    print_row(m, set, label, pw, ph, ms + set->ncards);
    free(ms);
}

void bench_faces(const GameModule *only)
{
    printf("Card faces (src/face; CPU ms per face, art loaded through the default loader's cache):\n");
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        if (only && m != only) continue;
        Report pr = {0};
        CardSet **sets = NULL;
        int n = carddb_load_all(m, &sets, &pr);
        report_free(&pr);
        int table_px = (int)(table_card_w(m) * TABLE_SCALE + 0.5);
        for (int s = 0; s < n; s++) {
            Report tp = {0};
            FaceTemplate *t = face_template_load(m, sets[s]->dir, &tp);
            for (int i = 0; i < tp.count; i++) printf("  %s\n", tp.lines[i]);
            report_free(&tp);
            if (!t) continue;
            face_art_cache_flush();
            one_size("zoom", t, m, sets[s], ZOOM_PX, FACE_FULL);
            one_size("table", t, m, sets[s], table_px, FACE_COMPACT);
            face_template_free(t);
        }
        carddb_free_all(sets, n);
    }
}
