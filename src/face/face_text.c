/* face_text.c — text on faces with pango: shrink to the region's least size,
 * then wrap onto more lines; a word is never cut and nothing is elided. */
#include <ctype.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "face/face_internal.h"

/* The table's font search (fonts/README.md): $CROWNTABLE_FONT, a folder or
 * one file, is added to fontconfig so pango sets the same faces. */
static void fonts_once(void)
{
    static bool done;
    if (done) return;
    done = true;
    const char *env = getenv("CROWNTABLE_FONT");
    struct stat sb;
    if (!env || !env[0] || stat(env, &sb) != 0) return;
    if (S_ISDIR(sb.st_mode)) FcConfigAppFontAddDir(NULL, (const FcChar8 *)env);
    else FcConfigAppFontAddFile(NULL, (const FcChar8 *)env);
}

static PangoLayout *layout_for(cairo_t *cr, const FaceTextJob *job, double size, int wrap_w)
{
    fonts_once();
    PangoLayout *l = pango_cairo_create_layout(cr);
    /* Unhinted metrics and unrounded glyph positions: a face lays out the
     * same at every size, so the table's pixels and a print's vectors agree. */
    PangoContext *ctx = pango_layout_get_context(l);
    cairo_font_options_t *fo = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(ctx, fo);
    cairo_font_options_destroy(fo);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    pango_layout_context_changed(l);
    PangoFontDescription *fd = pango_font_description_from_string(job->font);
    pango_font_description_set_absolute_size(fd, size * PANGO_SCALE);
    pango_layout_set_font_description(l, fd);
    pango_font_description_free(fd);
    if (job->markup) pango_layout_set_markup(l, job->text, -1);
    else pango_layout_set_text(l, job->text, -1);
    pango_layout_set_width(l, wrap_w > 0 ? wrap_w : -1);
    pango_layout_set_wrap(l, PANGO_WRAP_WORD);
    pango_layout_set_alignment(l, job->align == 0 ? PANGO_ALIGN_LEFT : job->align == 1 ? PANGO_ALIGN_CENTER
                                                                                        : PANGO_ALIGN_RIGHT);
    return l;
}

/* A line that starts inside a word means pango cut the word. */
static bool word_cut(PangoLayout *l)
{
    const char *t = pango_layout_get_text(l);
    for (GSList *it = pango_layout_get_lines_readonly(l); it; it = it->next) {
        const PangoLayoutLine *line = it->data;
        int i = line->start_index;
        if (i <= 0) continue;
        unsigned char prev = (unsigned char)t[i - 1], here = (unsigned char)t[i];
        if (prev >= 0x80 || here >= 0x80) continue; /* multibyte: trust pango's breaks */
        if (isalnum(prev) && isalnum(here)) return true;
    }
    return false;
}

typedef struct Fit {
    PangoLayout *l;
    double size, w, h;
    bool ok;
} Fit;

static Fit try_size(cairo_t *cr, const FaceTextJob *job, double size, int max_lines)
{
    Fit f = {layout_for(cr, job, size, (int)(job->w * PANGO_SCALE)), size, 0, 0, false};
    PangoRectangle ink, log;
    pango_layout_get_extents(f.l, &ink, &log);
    f.w = (double)log.width / PANGO_SCALE;
    f.h = (double)log.height / PANGO_SCALE;
    int lines = pango_layout_get_line_count(f.l);
    f.ok = f.h <= job->h + 0.01 && f.w <= job->w + 0.01 && (max_lines <= 0 || lines <= max_lines) && !word_cut(f.l);
    return f;
}

/* Largest size from job->size down to job->least that fits with max_lines. */
static Fit shrink(cairo_t *cr, const FaceTextJob *job, int max_lines)
{
    for (double s = job->size;; s *= 0.94) {
        bool last = s <= job->least;
        if (last) s = job->least;
        Fit f = try_size(cr, job, s, max_lines);
        if (f.ok || last) return f;
        g_object_unref(f.l);
    }
}

double face_text_line_width(cairo_t *cr, const FaceTextJob *job, double size)
{
    PangoLayout *l = layout_for(cr, job, size, 0);
    PangoRectangle ink, log;
    pango_layout_get_extents(l, &ink, &log);
    g_object_unref(l);
    return (double)log.width / PANGO_SCALE;
}

double face_text_height(cairo_t *cr, const FaceTextJob *job, double size)
{
    Fit f = try_size(cr, job, size, 0);
    g_object_unref(f.l);
    return f.h;
}

static void record(FaceDrawn *drawn, const FaceTextJob *job, PangoLayout *l, cairo_t *cr, const Fit *f, double y)
{
    if (!drawn || drawn->n >= FACE_DRAWN_MAX) return;
    FaceString *s = &drawn->s[drawn->n++];
    memset(s, 0, sizeof *s);
    snprintf(s->region, sizeof s->region, "%s", job->region);
    snprintf(s->text, sizeof s->text, "%s", pango_layout_get_text(l));
    snprintf(s->font, sizeof s->font, "%s", job->font);
    s->x = job->x;
    s->y = y;
    s->w = f->w;
    s->h = f->h;
    double dx = f->size, dy = 0;
    cairo_user_to_device_distance(cr, &dx, &dy);
    s->px = dx < 0 ? -dx : dx;
    s->overflow = !f->ok;
    s->need_h = f->h;
}

bool face_text_fits(cairo_t *cr, const FaceTextJob *job)
{
    if (!job->text || !job->text[0] || job->w <= 0) return false;
    Fit f = shrink(cr, job, job->lines);
    if (!f.ok && job->lines > 0) {
        g_object_unref(f.l);
        f = shrink(cr, job, 0);
    }
    g_object_unref(f.l);
    return f.ok;
}

double face_text(cairo_t *cr, const FaceTextJob *job, FaceDrawn *drawn)
{
    if (!job->text || !job->text[0] || job->w <= 0) return 0;
    Fit f = shrink(cr, job, job->lines);
    if (!f.ok && job->lines > 0) { /* at the least size on its lines it does not fit: wrap onto more */
        g_object_unref(f.l);
        f = shrink(cr, job, 0);
    }
    double y = job->y;
    if (f.h < job->h) y += job->valign == 1 ? (job->h - f.h) / 2 : job->valign == 2 ? job->h - f.h : 0;
    cairo_save(cr);
    cairo_set_source_rgba(cr, job->ink.r, job->ink.g, job->ink.b, job->ink.a);
    cairo_move_to(cr, job->x, y);
    pango_cairo_show_layout(cr, f.l);
    cairo_restore(cr);
    record(drawn, job, f.l, cr, &f, y);
    g_object_unref(f.l);
    return f.size;
}
