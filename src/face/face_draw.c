/* face_draw.c — a card face from its template: frame and paper, then each
 * region in the template's order (art, placement grid, decorations, text
 * with {field} bindings from the game module's face_fields). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "face/face_internal.h"

/* ---- colours ---- */

static const struct { const char *name; unsigned rgb; } NAMED[] = {
    {"red", 0xb8322c},    {"blue", 0x2f5fb0},   {"yellow", 0xd9a41b}, {"gold", 0xc89b2c}, {"green", 0x2f8a55},
    {"purple", 0x7b4aa8}, {"black", 0x33302e},  {"white", 0xe8e4d8},  {"silver", 0x9aa3ad}, {"orange", 0xdd7a1f},
    {"grey", 0x808080},   {"gray", 0x808080},
};

static bool hex(const char *s, FaceRGBA *out)
{
    size_t n = strlen(s);
    if (s[0] != '#' || (n != 7 && n != 9)) return false;
    unsigned v[4] = {0, 0, 0, 255};
    for (size_t i = 0; i < (n - 1) / 2; i++)
        if (sscanf(s + 1 + 2 * i, "%2x", &v[i]) != 1) return false;
    if (strspn(s + 1, "0123456789abcdefABCDEF") != n - 1) return false;
    *out = (FaceRGBA){v[0] / 255.0, v[1] / 255.0, v[2] / 255.0, v[3] / 255.0};
    return true;
}

static FaceRGBA accent_of(const char *accent)
{
    FaceRGBA c = {0x6b / 255.0, 0x4a / 255.0, 0x2e / 255.0, 1};
    if (accent && accent[0] == '#') hex(accent, &c);
    for (size_t i = 0; accent && i < sizeof NAMED / sizeof NAMED[0]; i++)
        if (strcmp(accent, NAMED[i].name) == 0)
            c = (FaceRGBA){(NAMED[i].rgb >> 16) / 255.0, ((NAMED[i].rgb >> 8) & 255) / 255.0, (NAMED[i].rgb & 255) / 255.0, 1};
    return c;
}

static FaceRGBA mix(FaceRGBA c, double r, double g, double b, double t)
{
    return (FaceRGBA){c.r + (r - c.r) * t, c.g + (g - c.g) * t, c.b + (b - c.b) * t, c.a};
}

bool face_colour_known(const char *spec)
{
    static const char *const WORDS[] = {"accent", "accent-dark", "accent-light", "ink", "paper", "white", "black", "none"};
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++)
        if (strcmp(spec, WORDS[i]) == 0) return true;
    FaceRGBA c;
    return hex(spec, &c);
}

bool face_colour(const char *spec, const char *accent, const FaceTemplate *t, FaceRGBA *out)
{
    if (!spec || !spec[0] || strcmp(spec, "none") == 0) return false;
    FaceRGBA a = accent_of(accent);
    if (strcmp(spec, "accent") == 0) *out = a;
    else if (strcmp(spec, "accent-dark") == 0) *out = mix(a, 0, 0, 0, 0.35);
    else if (strcmp(spec, "accent-light") == 0) *out = mix(a, 1, 1, 1, 0.55);
    else if (strcmp(spec, "white") == 0) *out = (FaceRGBA){1, 1, 1, 1};
    else if (strcmp(spec, "black") == 0) *out = (FaceRGBA){0, 0, 0, 1};
    else if (strcmp(spec, "ink") == 0) return t && strcmp(t->ink, "ink") != 0 ? face_colour(t->ink, accent, NULL, out) : hex("#2a221a", out);
    else if (strcmp(spec, "paper") == 0) return t ? face_colour(t->paper[0], accent, NULL, out) : hex("#fdf8ec", out);
    else return hex(spec, out);
    return true;
}

static void set_rgba(cairo_t *cr, FaceRGBA c)
{
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
}

static void rrect(cairo_t *cr, double x, double y, double w, double h, double r)
{
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 1.5 * M_PI);
    cairo_close_path(cr);
}

/* ---- fields ---- */

typedef struct Fields {
    int n;
    CardFaceField f[GM_MAX_FACE_FIELDS + 8];
    const char *name, *text, *short_name;
} Fields;

static void fields_of(const GameModule *m, const CardSet *set, int card, Fields *fl)
{
    const CardDef *d = &set->cards[card];
    memset(fl, 0, sizeof *fl);
    fl->name = d->name;
    fl->text = card_text(d);
    fl->short_name = card_short_name(d);
    if (m && m->face_fields) fl->n = m->face_fields(set, card, fl->f, GM_MAX_FACE_FIELDS);
    int cap = GM_MAX_FACE_FIELDS + 8;
    if (!m || !m->face_fields) {
        fl->n = face_field_add(fl->f, fl->n, cap, "kind", "%s", d->kind);
        if (d->corner[0]) fl->n = face_field_add(fl->f, fl->n, cap, "corner", "%s", d->corner);
        if (d->value) fl->n = face_field_add(fl->f, fl->n, cap, "value", "%d", d->value);
    }
    fl->n = face_field_add(fl->f, fl->n, cap, "id", "%s", d->id);
}

static const char *field(const Fields *fl, const char *key, size_t len)
{
    if (len == 4 && strncmp(key, "name", 4) == 0) return fl->name;
    if (len == 4 && strncmp(key, "text", 4) == 0) return fl->text;
    for (int i = fl->n - 1; i >= 0; i--)
        if (strlen(fl->f[i].key) == len && strncmp(fl->f[i].key, key, len) == 0) return fl->f[i].text;
    if (len == 10 && strncmp(key, "short_name", 10) == 0) return fl->short_name[0] ? fl->short_name : fl->name;
    return NULL;
}

static const char *kind_of(const Fields *fl)
{
    const char *k = field(fl, "kind", 4);
    return k ? k : "";
}

/* Fills `out` from the region's "{key}" text; false when a field is missing
 * or empty (the region is then not drawn).  With `markup`, the text is
 * escaped and a keyword before a colon at a sentence's start is bold. */
static bool expand(const char *tpl, const Fields *fl, const char *live, int *first, char *out, size_t n)
{
    size_t o = 0;
    out[0] = 0;
    bool firsts = true;
    for (const char *p = tpl; *p && o + 1 < n;) {
        if (*p == '{') {
            const char *end = strchr(p, '}');
            if (!end) return false;
            const char *v = field(fl, p + 1, (size_t)(end - p - 1));
            if (!v || !v[0]) return false;
            if (firsts && first) *first = atoi(v); /* the printed value a live one is told against */
            if (firsts && live) v = live;
            firsts = false;
            o += (size_t)snprintf(out + o, n - o, "%s", v);
            if (o >= n) o = n - 1;
            p = end + 1;
        } else {
            out[o++] = *p++;
            out[o] = 0;
        }
    }
    return true;
}

static void markup_of(const char *plain, char *out, size_t n)
{
    size_t o = 0;
    out[0] = 0;
    bool sentence = true;
    for (const char *p = plain; *p && o + 16 < n;) {
        if (sentence) { /* "Combat:", "Reaction (when attacked):" set in bold; a longer phrase is prose */
            const char *colon = strchr(p, ':');
            const char *stop = strpbrk(p, ".!?");
            int words = 1;
            for (const char *q = p; colon && q < colon; q++) words += *q == ' ';
            if (colon && colon - p <= 28 && words <= 3 && (!stop || stop > colon) && colon > p) {
                char *esc = g_markup_escape_text(p, colon - p + 1);
                o += (size_t)snprintf(out + o, n - o, "<b>%s</b>", esc);
                g_free(esc);
                if (o >= n) o = n - 1;
                p = colon + 1;
                sentence = false;
                continue;
            }
            sentence = false;
        }
        char c = *p++;
        const char *rep = c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '&' ? "&amp;" : NULL;
        if (rep) o += (size_t)snprintf(out + o, n - o, "%s", rep);
        else out[o++] = c;
        out[o] = 0;
        if (c == '.' || c == '!' || c == '?') {
            while (*p == ' ' && o + 1 < n) {
                out[o++] = *p++;
                out[o] = 0;
            }
            sentence = true;
        }
    }
}

/* ---- regions ---- */

static void shape(cairo_t *cr, const FaceRegion *rg, const char *accent, const FaceTemplate *t, double x, double y,
                  double w, double h)
{
    FaceRGBA fill, line;
    bool has_fill = face_colour(rg->fill, accent, t, &fill), has_line = face_colour(rg->outline, accent, t, &line);
    if (rg->shape == FS_NONE || (!has_fill && !has_line)) return;
    if (rg->shape == FS_DISC) {
        double r = (w < h ? w : h) / 2;
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + w / 2, y + h / 2, r, 0, 2 * M_PI);
    } else {
        rrect(cr, x, y, w, h, rg->shape == FS_PILL ? h / 2 : rg->shape == FS_ROUND ? h * 0.2 : 0);
    }
    if (has_fill) {
        set_rgba(cr, fill);
        if (has_line) cairo_fill_preserve(cr);
        else cairo_fill(cr);
    }
    if (has_line) {
        set_rgba(cr, line);
        cairo_set_line_width(cr, (w < h ? w : h) * 0.06);
        cairo_stroke(cr);
    }
}

static void grid(cairo_t *cr, const CardDef *d, bool mirror, double x, double y, double w, double h)
{
    double s = w < h ? w : h, cell = s / CARD_GRID;
    x += (w - s) / 2;
    y += (h - s) / 2;
    cairo_set_source_rgb(cr, 0.24, 0.22, 0.2);
    rrect(cr, x - s * 0.02, y - s * 0.02, s * 1.04, s * 1.04, s * 0.03);
    cairo_fill(cr);
    for (int r = 0; r < CARD_GRID; r++)
        for (int c = 0; c < CARD_GRID; c++) {
            int v = d->grid[r][mirror ? CARD_GRID - 1 - c : c];
            double qx = x + c * cell + cell * 0.05, qy = y + r * cell + cell * 0.05, q = cell * 0.9;
            unsigned rgb = v == CG_SELF ? 0xfafafa : v == CG_PAWN ? 0xf2c43a : v == CG_EFFECT ? 0xd84a3a
                         : v == CG_BOTH ? 0xe88a2a : 0x8a8274;
            cairo_set_source_rgb(cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 255) / 255.0, (rgb & 255) / 255.0);
            cairo_rectangle(cr, qx, qy, q, q);
            cairo_fill(cr);
            /* shapes so the pattern reads without colour: dot = pawn, X = effect */
            double cx = qx + q / 2, cy = qy + q / 2, k = q * 0.3;
            cairo_set_source_rgb(cr, 0.16, 0.13, 0.1);
            if (v == CG_PAWN || v == CG_BOTH) {
                cairo_arc(cr, cx, cy, k * (v == CG_BOTH ? 0.55 : 0.8), 0, 2 * M_PI);
                cairo_fill(cr);
            }
            if (v == CG_EFFECT || v == CG_BOTH) {
                cairo_set_line_width(cr, q * 0.12);
                cairo_move_to(cr, cx - k, cy - k);
                cairo_line_to(cr, cx + k, cy + k);
                cairo_move_to(cr, cx - k, cy + k);
                cairo_line_to(cr, cx + k, cy - k);
                cairo_stroke(cr);
            }
        }
}

static void art_fallback(cairo_t *cr, FaceRGBA acc, double x, double y, double w, double h)
{
    cairo_pattern_t *p = cairo_pattern_create_linear(0, y, 0, y + h);
    FaceRGBA top = mix(acc, 1, 1, 1, 0.35), bot = mix(acc, 0, 0, 0, 0.25);
    cairo_pattern_add_color_stop_rgb(p, 0, top.r, top.g, top.b);
    cairo_pattern_add_color_stop_rgb(p, 1, bot.r, bot.g, bot.b);
    cairo_set_source(cr, p);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
    cairo_pattern_destroy(p);
}

static void art(cairo_t *cr, const FaceRegion *rg, const CardDef *d, FaceRGBA acc, const FaceOptions *o, double x,
                double y, double w, double h, FaceDrawn *drawn)
{
    if (drawn) {
        drawn->art_x = x;
        drawn->art_y = y;
        drawn->art_w = w;
        drawn->art_h = h;
        drawn->art_shown = 1;
    }
    art_fallback(cr, acc, x, y, w, h);
    const char *path = card_art(d);
    double dw = w, dh = h;
    cairo_user_to_device_distance(cr, &dw, &dh);
    FaceArtLoader load = o && o->load_art ? o->load_art : face_art_load_default;
    cairo_surface_t *pic = path[0] ? load(o ? o->art_ctx : NULL, path, (int)ceil(fabs(dw)), (int)ceil(fabs(dh))) : NULL;
    if (pic) {
        face_art_place(cr, pic, rg, x, y, w, h, drawn);
        cairo_surface_destroy(pic);
    }
    FaceRGBA edge = mix(acc, 0, 0, 0, 0.4);
    cairo_set_source_rgba(cr, edge.r, edge.g, edge.b, 0.7);
    cairo_set_line_width(cr, w * 0.006 + 0.5);
    cairo_rectangle(cr, x, y, w, h);
    cairo_stroke(cr);
}

/* The caller's floor (FaceOptions.least_px, device pixels) in user units; 0: none. */
static double least_user(cairo_t *cr, const FaceOptions *o)
{
    if (!o || o->least_px <= 0) return 0;
    double ux = o->least_px, uy = 0;
    cairo_device_to_user_distance(cr, &ux, &uy);
    return fabs(ux);
}

static void raise_to_floor(FaceTextJob *job, double floor_u)
{
    if (job->least < floor_u) job->least = floor_u;
    if (job->size < floor_u) job->size = floor_u;
}

static void region(cairo_t *cr, const FaceTemplate *t, const FaceRegion *rg, const CardSet *set, int card,
                   const Fields *fl, double W, double H, const FaceOptions *o, FaceDrawn *drawn)
{
    const CardDef *d = &set->cards[card];
    double x = rg->x * W, y = rg->y * H, w = rg->w * W, h = rg->h * H;
    char text[1200] = "", live[16] = "";
    bool is_live = rg->live && o && o->has_live_value;
    if (is_live) snprintf(live, sizeof live, "%d", o->live_value);
    int printed = 0;
    if (rg->text[0] && !expand(rg->text, fl, is_live ? live : NULL, &printed, text, sizeof text)) return; /* a field this card lacks */
    int delta = is_live ? o->live_value - printed : 0;
    FaceRegion look = *rg;
    if (delta) snprintf(look.fill, sizeof look.fill, "%s", delta > 0 ? "#2f8a3c" : "#b82c2c");
    if (rg->kind != FR_TEXT || !text[0]) shape(cr, &look, d->colour, t, x, y, w, h);
    if (rg->kind == FR_ART) {
        art(cr, rg, d, accent_of(d->colour), o, x, y, w, h, drawn);
        return;
    }
    if (rg->kind == FR_GRID) {
        if (!d->has_grid) return;
        grid(cr, d, o && o->mirror_grid, x, y, w, h);
        if (drawn && drawn->n < FACE_DRAWN_MAX) /* the pattern is on the face: tests look for it */
            drawn->s[drawn->n++] = (FaceString){.region = "grid", .x = x, .y = y, .w = w, .h = h};
        return;
    }
    if (rg->kind == FR_BOX || !text[0]) return;
    char marked[2400];
    if (rg->markup) markup_of(text, marked, sizeof marked);
    FaceTextJob job = {rg->name, rg->markup ? marked : text, rg->font, rg->markup, x, y, w, h,
                       rg->size * fmin(W, H), rg->least * fmin(W, H), rg->lines, rg->align, rg->valign, {0, 0, 0, 1}};
    if (!face_colour(rg->colour, d->colour, t, &job.ink)) return;
    double floor_u = least_user(cr, o);
    raise_to_floor(&job, floor_u);
    if (rg->shape == FS_DISC || rg->shape == FS_PILL) { /* numbers in a disc or pill keep clear of its rim */
        double inset = (rg->shape == FS_DISC ? (w < h ? w : h) : h) * 0.12;
        job.x += inset;
        job.w -= 2 * inset;
    }
    /* {short_name}: the whole name where it fits (at the caller's floor too), else the short one */
    char whole_text[1200];
    if (!rg->markup && fl->short_name[0] && strstr(rg->text, "{short_name}")) {
        Fields whole = *fl;
        whole.short_name = "";
        int p2 = 0;
        FaceTextJob wj = job;
        wj.text = whole_text;
        if (expand(rg->text, &whole, is_live ? live : NULL, &p2, whole_text, sizeof whole_text) &&
            face_text_fits(cr, &wj))
            job.text = whole_text;
    }
    bool drop = floor_u > 0 && o->drop_unfit;
    if (drop && !face_text_fits(cr, &job)) return;
    shape(cr, &look, d->colour, t, x, y, w, h);
    face_text(cr, &job, drawn);
    if (delta) { /* the change against the printed value, beside it */
        char dl[16];
        snprintf(dl, sizeof dl, "%+d", delta);
        FaceTextJob dj = {"delta", dl, "DejaVu Sans Bold", false, x - w * 0.9, y + h * 0.25, w * 0.85, h * 0.5,
                          h * 0.4, h * 0.3, 1, 2, 1, {delta > 0 ? 0.18 : 0.72, delta > 0 ? 0.54 : 0.17, delta > 0 ? 0.24 : 0.17, 1}};
        raise_to_floor(&dj, floor_u);
        if (!drop || face_text_fits(cr, &dj)) face_text(cr, &dj, drawn);
    }
}

#define STRIP_REGIONS_MAX 16

/* Do regions a and b share a row of the strip? */
static bool same_row(const FaceRegion *a, const FaceRegion *b) { return a->y < b->y + b->h && b->y < a->y + a->h; }

/* A pill's width, as a fraction of the face's W, holding `job`'s words on
 * one line at `size` with a pill's rim insets (region) and the paper's edge. */
static double pill_width(cairo_t *cr, const FaceTextJob *job, double size, double h_frac, double W, double H)
{
    return (face_text_line_width(cr, job, size) + 2 * h_frac * H * 0.12 + 0.02) / W;
}

/* Does text region r of the strip still read at the floor in its box? */
static bool region_reads(cairo_t *cr, const FaceRegion *r, const Fields *fl, double W, double H, double floor_u)
{
    char text[1200];
    int printed = 0;
    if (r->kind != FR_TEXT || !r->text[0] || !expand(r->text, fl, NULL, &printed, text, sizeof text)) return true;
    double size = fmax(r->size * fmin(W, H), floor_u), least = fmax(r->least * fmin(W, H), floor_u);
    FaceTextJob job = {r->name, text, r->font, false, r->x * W, r->y * H, r->w * W, r->h * H, size, least, r->lines,
                       r->align, r->valign, {0, 0, 0, 1}};
    return face_text_fits(cr, &job);
}

/* Pill i of a strip went: the text regions beside it, to its left, reach
 * to its right end (or to the next pill drawn there), so a long name reads
 * where the pill was ("Ninefold Crown" on a strip narrowed for its tag). */
static void words_take_its_room(FaceLayout *l, int i, const Fields *fl, double right)
{
    const FaceRegion *p = &l->r[i];
    char text[128];
    int printed = 0;
    for (int k = 0; k < l->n; k++) {
        FaceRegion *o = &l->r[k];
        bool beside = same_row(o, p);
        if (k == i || o->kind != FR_TEXT || o->shape == FS_PILL || !beside || o->x >= p->x) continue;
        double reach = right;
        for (int j = 0; j < l->n; j++) { /* another pill of this card's on that row stays clear */
            const FaceRegion *q = &l->r[j];
            if (j != i && q->shape == FS_PILL && q->text[0] && q->x >= o->x + o->w - 0.001 && q->x < reach && same_row(q, o) &&
                expand(q->text, fl, NULL, &printed, text, sizeof text))
                reach = q->x - 0.01;
        }
        if (reach > o->x + o->w) o->w = reach - o->x;
    }
}

/* A strip's pill ("RR 5") reads on one line at the caller's floor: too
 * narrow for it there, it grows leftwards and the text regions left of it
 * (the name) give up that room; where the name would then not read (a strip
 * narrowed for a tag), the pill goes instead, as a pill that does not fit
 * always went, and leaves its room to the name.  A pill wrapped to "RR"
 * over "5" at 11 px. */
static void pills_on_one_line(cairo_t *cr, FaceLayout *l, const Fields *fl, double W, double H, double floor_u)
{
    for (int i = 0; i < l->n; i++) {
        FaceRegion *p = &l->r[i], before[STRIP_REGIONS_MAX];
        char text[128];
        int printed = 0;
        if (p->shape != FS_PILL || p->lines != 1 || p->kind != FR_TEXT || !p->text[0] ||
            !expand(p->text, fl, NULL, &printed, text, sizeof text))
            continue;
        double size = fmax(p->least * fmin(W, H), floor_u);
        FaceTextJob job = {p->name, text, p->font, false, 0, 0, 0, 0, size, size, 1, p->align, p->valign, {0, 0, 0, 1}};
        double need = pill_width(cr, &job, size, p->h, W, H);
        double right = p->x + p->w;
        if (need <= p->w) continue;
        memcpy(before, l->r, sizeof *before * (size_t)l->n);
        p->x = fmax(right - need, 0);
        p->w = right - p->x;
        bool reads = true;
        for (int k = 0; k < l->n; k++) {
            FaceRegion *o = &l->r[k];
            bool beside = same_row(o, p);
            if (k == i || o->kind != FR_TEXT || o->shape == FS_PILL || !beside || o->x >= p->x || o->x + o->w <= p->x - 0.01)
                continue;
            o->w = fmax(p->x - 0.01 - o->x, 0);
            reads = reads && region_reads(cr, o, fl, W, H, floor_u);
        }
        if (!reads) {
            memcpy(l->r, before, sizeof *before * (size_t)l->n);
            p->text[0] = 0; /* drawn neither its words nor its shape */
            p->shape = FS_NONE;
            words_take_its_room(l, i, fl, right);
        }
    }
}

/* Pills with words in a strip's layout. */
static int pills_of(const FaceLayout *l)
{
    int n = 0;
    for (int i = 0; i < l->n; i++) n += l->r[i].shape == FS_PILL && l->r[i].text[0];
    return n;
}

/* The table's tag as the strip's last pill: the template's regions keep
 * their shares of the room left of it, the tag as tight as a pill reads at
 * the floor (a condensed face: the room is the name's and the card's own
 * numbers'), outlined on light paper: a note about the card, not a number
 * printed on it like the dark pills beside it. */
static void tag_pill(cairo_t *cr, FaceLayout *l, const char *text, double W, double H, double floor_u, bool least)
{
    FaceRegion tag = {.name = "tag", .kind = FR_TEXT, .text = "{tag}", .font = "DejaVu Sans Condensed Bold", .size = 0.55,
                      .least = 0.3, .lines = 1, .align = 1, .valign = 1, .colour = "#2a2420", .fill = "#fff6dc", .outline = "#2a2420", .shape = FS_PILL,
                      .y = 0.04, .h = 0.92};
    double size = fmax((least ? tag.least : tag.size) * fmin(W, H), floor_u);
    if (least) tag.size = tag.least;
    FaceTextJob job = {tag.name, text, tag.font, false, 0, 0, 0, 0, size, size, 1, 1, 1, {0, 0, 0, 1}};
    tag.w = pill_width(cr, &job, size, tag.h, W, H);
    tag.x = 0.99 - tag.w;
    double room = tag.x - 0.01;
    for (int i = 0; i < l->n; i++) {
        l->r[i].x *= room;
        l->r[i].w *= room;
    }
    l->r[l->n++] = tag;
}

static void paper(cairo_t *cr, const FaceTemplate *t, const char *accent, double w, double h)
{
    double side = fmin(w, h), rad = side * t->radius, inset = side * 0.035; /* a strip rounds like a card */
    FaceRGBA frame, p0, p1;
    if (!face_colour(t->frame, accent, t, &frame)) frame = (FaceRGBA){0.3, 0.25, 0.2, 1};
    set_rgba(cr, frame);
    rrect(cr, 0, 0, w, h, rad);
    cairo_fill(cr);
    if (!face_colour(t->paper[0], accent, t, &p0)) p0 = (FaceRGBA){1, 1, 1, 1};
    if (!face_colour(t->paper[1], accent, t, &p1)) p1 = p0;
    cairo_pattern_t *pat = cairo_pattern_create_linear(0, 0, 0, h);
    cairo_pattern_add_color_stop_rgba(pat, 0, p0.r, p0.g, p0.b, p0.a);
    cairo_pattern_add_color_stop_rgba(pat, 1, p1.r, p1.g, p1.b, p1.a);
    cairo_set_source(cr, pat);
    rrect(cr, inset, inset, w - 2 * inset, h - 2 * inset, rad * 0.7);
    cairo_fill(cr);
    cairo_pattern_destroy(pat);
}

bool face_draw(cairo_t *cr, const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, double w,
               double h, const FaceOptions *o, FaceDrawn *drawn)
{
    if (drawn) memset(drawn, 0, sizeof *drawn);
    if (!cr || !t || !set || card < 0 || card >= set->ncards || w <= 0 || h <= 0) return false;
    Fields fl;
    fields_of(m, set, card, &fl);
    if (o && o->has_live_value) /* {live}: the value in play, for a card with none printed (a wild card) */
        fl.n = face_field_add(fl.f, fl.n, GM_MAX_FACE_FIELDS + 8, "live", "%d", o->live_value);
    const FaceLayout *l = face_layout(t, kind_of(&fl), o ? o->form : FACE_FULL);
    FaceRegion roomy[STRIP_REGIONS_MAX];
    FaceLayout widened;
    bool tagged = o && o->tag && o->tag[0] && o->form == FACE_STRIP;
    if (tagged) fl.n = face_field_add(fl.f, fl.n, GM_MAX_FACE_FIELDS + 8, "tag", "%s", o->tag);
    if (l && o && o->form == FACE_STRIP && l->n < STRIP_REGIONS_MAX && least_user(cr, o) > 0) {
        /* the tag as large as the card's own pills; where one of them would
         * go for it, at its least */
        for (int least = 0; least < 2; least++) {
            memcpy(roomy, l->r, sizeof *roomy * (size_t)l->n);
            widened = (FaceLayout){.form = l->form, .n = l->n, .r = roomy};
            int pills = tagged ? pills_of(&widened) : 0;
            if (tagged) tag_pill(cr, &widened, o->tag, w, h, least_user(cr, o), least);
            pills_on_one_line(cr, &widened, &fl, w, h, least_user(cr, o));
            if (!tagged || pills_of(&widened) > pills) break;
        }
        l = &widened;
    }
    cairo_save(cr);
    paper(cr, t, set->cards[card].colour, w, h);
    for (int i = 0; l && i < l->n; i++) region(cr, t, &l->r[i], set, card, &fl, w, h, o, drawn);
    cairo_set_source_rgba(cr, 0.12, 0.08, 0.04, 0.55);
    cairo_set_line_width(cr, fmin(w, h) * 0.004 + 0.3);
    rrect(cr, 0, 0, w, h, fmin(w, h) * t->radius);
    cairo_stroke(cr);
    cairo_restore(cr);
    return true;
}

/* The drawn back: a deep red panel with a lattice and a crown. */
static void back_drawn(cairo_t *cr, double w, double h)
{
    double rad = w * 0.07, m = w * 0.07;
    cairo_set_source_rgb(cr, 0.96, 0.94, 0.86);
    rrect(cr, 0, 0, w, h, rad);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0.55, 0.11, 0.16);
    rrect(cr, m, m, w - 2 * m, h - 2 * m, rad * 0.6);
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip(cr);
    cairo_set_source_rgba(cr, 0.91, 0.77, 0.42, 0.16);
    cairo_set_line_width(cr, w * 0.004 + 0.3);
    for (int i = -6; i <= 12; i++) {
        double x = m + (w - 2 * m) * i / 6;
        cairo_move_to(cr, x, m);
        cairo_line_to(cr, x + h * 0.5, h - m);
        cairo_move_to(cr, x, m);
        cairo_line_to(cr, x - h * 0.5, h - m);
    }
    cairo_stroke(cr);
    cairo_restore(cr);
    cairo_set_source_rgb(cr, 0.91, 0.77, 0.42);
    cairo_arc(cr, w / 2, h / 2, w * 0.24, 0, 2 * M_PI);
    cairo_set_line_width(cr, w * 0.01);
    cairo_stroke(cr);
    /* a crown: three points on a band */
    double cx = w / 2, cy = h / 2, s = w * 0.15;
    cairo_move_to(cr, cx - s, cy + s * 0.5);
    cairo_line_to(cr, cx - s, cy - s * 0.4);
    cairo_line_to(cr, cx - s * 0.5, cy + s * 0.05);
    cairo_line_to(cr, cx, cy - s * 0.7);
    cairo_line_to(cr, cx + s * 0.5, cy + s * 0.05);
    cairo_line_to(cr, cx + s, cy - s * 0.4);
    cairo_line_to(cr, cx + s, cy + s * 0.5);
    cairo_close_path(cr);
    cairo_fill(cr);
}

void face_draw_back(cairo_t *cr, const FaceTemplate *t, const CardSet *set, double w, double h, const FaceOptions *o)
{
    char buf[600];
    const char *path = face_back_path(set, buf, sizeof buf);
    if (!path && t && t->game_back[0]) path = t->game_back;
    cairo_save(cr);
    cairo_surface_t *pic = NULL;
    if (path) {
        double dw = w, dh = h;
        cairo_user_to_device_distance(cr, &dw, &dh);
        FaceArtLoader load = o && o->load_art ? o->load_art : face_art_load_default;
        pic = load(o ? o->art_ctx : NULL, path, (int)ceil(fabs(dw)), (int)ceil(fabs(dh)));
    }
    if (pic) {
        FaceRegion whole = {.art_mode = FA_FILL, .anchor_x = 0.5, .anchor_y = 0.5};
        int pw = cairo_image_surface_get_width(pic), ph = cairo_image_surface_get_height(pic);
        if (w > h * 1.6 && pw > 0 && ph > 0) {
            /* a strip (a face-down card in a list): the whole back small at
             * its left on a dark band, not a slice of the picture's middle */
            rrect(cr, 0, 0, w, h, h * 0.2);
            cairo_clip(cr);
            cairo_set_source_rgb(cr, 0.16, 0.13, 0.17);
            cairo_paint(cr);
            face_art_place(cr, pic, &whole, h * 0.1, 0, h * pw / ph, h, NULL);
            rrect(cr, 0.5, 0.5, w - 1, h - 1, h * 0.2);
            cairo_set_source_rgba(cr, 0.91, 0.77, 0.42, 0.7);
            cairo_set_line_width(cr, 1);
            cairo_stroke(cr);
        } else {
            rrect(cr, 0, 0, w, h, w * 0.07);
            cairo_clip(cr);
            face_art_place(cr, pic, &whole, 0, 0, w, h, NULL);
        }
        cairo_surface_destroy(pic);
    } else {
        back_drawn(cr, w, h);
    }
    cairo_restore(cr);
}

uint32_t *face_render_argb(const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, int pw, int ph,
                           const FaceOptions *o, int *stride)
{
    if (pw < 1 || ph < 1 || pw > 8192 || ph > 8192) return NULL;
    int st = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, pw);
    unsigned char *px = calloc((size_t)st, (size_t)ph);
    if (!px) return NULL;
    cairo_surface_t *s = cairo_image_surface_create_for_data(px, CAIRO_FORMAT_ARGB32, pw, ph, st);
    cairo_t *cr = cairo_create(s);
    if (card >= 0) face_draw(cr, t, m, set, card, pw, ph, o, NULL);
    else face_draw_back(cr, t, set, pw, ph, o);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    cairo_surface_destroy(s);
    if (stride) *stride = st;
    return (uint32_t *)px;
}

void face_unpremultiply(uint32_t *px, int w, int h, int stride)
{
    for (int y = 0; y < h; y++) {
        uint32_t *row = (uint32_t *)((unsigned char *)px + (size_t)y * (size_t)stride);
        for (int x = 0; x < w; x++) {
            uint32_t v = row[x], a = v >> 24;
            if (a == 255 || a == 0) continue; /* only the rim of the rounded corners is see-through */
            uint32_t r = (((v >> 16) & 255) * 255 + a / 2) / a, g = (((v >> 8) & 255) * 255 + a / 2) / a,
                     b = ((v & 255) * 255 + a / 2) / a;
            row[x] = a << 24 | (r > 255 ? 255 : r) << 16 | (g > 255 ? 255 : g) << 8 | (b > 255 ? 255 : b);
        }
    }
}

static cairo_surface_t *no_art(void *ctx, const char *path, int w, int h)
{
    (void)ctx, (void)path, (void)w, (void)h;
    return NULL;
}

/* One width; out keeps the first overflow found. */
static bool check_fit_at(const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, double w, FaceFit *out)
{
    double h = w / face_template_aspect(t);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)h);
    cairo_t *cr = cairo_create(s);
    FaceDrawn *drawn = calloc(1, sizeof *drawn);
    FaceOptions o = {.load_art = no_art};
    bool ok = drawn && face_draw(cr, t, m, set, card, w, h, &o, drawn);
    for (int i = 0; ok && i < drawn->n && out->fits; i++) {
        if (!drawn->s[i].overflow) continue;
        out->fits = false;
        snprintf(out->region, sizeof out->region, "%s", drawn->s[i].region);
        out->need_h = drawn->s[i].need_h / h;
        Fields fl;
        fields_of(m, set, card, &fl);
        const FaceLayout *l = face_layout(t, kind_of(&fl), FACE_FULL);
        for (int k = 0; l && k < l->n; k++)
            if (strcmp(l->r[k].name, out->region) == 0) out->box_h = l->r[k].h;
    }
    free(drawn);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return ok;
}

bool face_check_fit(const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, FaceFit *out)
{
    memset(out, 0, sizeof *out);
    out->fits = true;
    /* the zoom's width and a print's: text sizes scale with the card, so both should agree */
    return check_fit_at(t, m, set, card, 290, out) && (!out->fits || check_fit_at(t, m, set, card, 630, out));
}
