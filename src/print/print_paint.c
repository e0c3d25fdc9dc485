/* print_paint.c — card pictures for print: the face renderer (fronts and
 * the back) into pixels, painted in parallel processes, and made
 * opaque over the card's edge colour. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "print/print_internal.h"

void print_pic_clear(CardPic *p)
{
    if (p->img) cairo_surface_destroy(p->img);
    p->img = NULL;
    p->card = -2;
}

/* Flattens straight-alpha ARGB8888 pixels over the edge colour, which is read
 * just inside the card's top edge and also fills the bleed. */
bool print_pic_from_pixels(CardPic *p, const uint32_t *px, int w, int h, int card)
{
    print_pic_clear(p);
    uint32_t e = px[(size_t)(w / 80 + 1) * (size_t)w + (size_t)(w / 2)];
    double ea = (e >> 24) / 255.0;
    p->r = (((e >> 16) & 255) * ea + 255 * (1 - ea)) / 255.0;
    p->g = (((e >> 8) & 255) * ea + 255 * (1 - ea)) / 255.0;
    p->b = ((e & 255) * ea + 255 * (1 - ea)) / 255.0;
    p->img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    if (cairo_surface_status(p->img) != CAIRO_STATUS_SUCCESS) {
        print_pic_clear(p);
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

bool print_painter_open(Painter *pa, const GameModule *m, const CardSet *set, double dpi, char *err, size_t errn)
{
    memset(pa, 0, sizeof *pa);
    pa->art_scale = dpi / 72.0;
    pa->m = m;
    pa->set = set;
    Report problems = {0};
    pa->face = face_template_load(m, set->dir, &problems);
    if (!pa->face) {
        snprintf(err, errn, "%s", problems.count ? problems.lines[0] : "the card face template did not load");
        report_free(&problems);
        return false;
    }
    report_free(&problems);
    return true;
}

void print_painter_close(Painter *pa)
{
    face_template_free(pa->face);
    pa->face = NULL;
}

/* Art at the print resolution: on a PDF surface the renderer asks for art
 * at its device size, which is points (72 dpi). */
static cairo_surface_t *load_art_at_dpi(void *ctx, const char *path, int px_w, int px_h)
{
    double scale = *(const double *)ctx;
    return face_art_load_default(NULL, path, (int)ceil(px_w * scale), (int)ceil(px_h * scale));
}

bool print_paint_vector(const Painter *pa, cairo_t *cr, int card, double w, double h)
{
    FaceOptions o = {.load_art = load_art_at_dpi, .art_ctx = (void *)&pa->art_scale};
    return pa->face && card >= 0 && face_draw(cr, pa->face, pa->m, pa->set, card, w, h, &o, NULL);
}

/* Paints a card (-1: the back) into w*h packed ARGB8888 pixels: the face
 * renderer's premultiplied pixels, made straight like the rest of the
 * pipeline expects. */
static bool paint_pixels(const Painter *pa, int card, uint32_t *out, int w, int h)
{
    FaceOptions o = {0};
    int stride = 0;
    uint32_t *px = face_render_argb(pa->face, pa->m, pa->set, card, w, h, &o, &stride);
    if (!px) return false;
    face_unpremultiply(px, w, h, stride);
    for (int y = 0; y < h; y++)
        memcpy(out + (size_t)y * (size_t)w, (const uint8_t *)px + (size_t)stride * (size_t)y, (size_t)w * 4);
    free(px);
    return true;
}

/* Forked, not threaded: the renderer keeps per-process caches. Without
 * jobs > 1 everything is painted in this process. */
bool print_paint_all(const Painter *pa, const int *cards, int n, uint32_t *buf, int w, int h, int jobs)
{
    size_t one = (size_t)w * (size_t)h;
    if (jobs > n) jobs = n;
    pid_t kids[16];
    int nkids = 0;
    for (int k = 1; k < jobs && k < 16; k++) {
        pid_t pid = fork();
        if (pid == 0) {
            bool ok = true;
            for (int i = k; i < n; i += jobs) ok = ok && paint_pixels(pa, cards[i], buf + one * (size_t)i, w, h);
            _exit(ok ? 0 : 1);
        }
        if (pid < 0) break; /* no more processes: this one paints the rest */
        kids[nkids++] = pid;
    }
    bool ok = true;
    for (int i = 0; i < n; i++) {
        bool mine = jobs <= 1 || i % jobs == 0 || i % jobs > nkids;
        if (mine) ok = ok && paint_pixels(pa, cards[i], buf + one * (size_t)i, w, h);
    }
    for (int k = 0; k < nkids; k++) {
        int status = 0;
        if (waitpid(kids[k], &status, 0) != kids[k] || !WIFEXITED(status) || WEXITSTATUS(status) != 0) ok = false;
    }
    return ok;
}
