/* table_open.c — a seat's face-up cards listed in the layout's "open" place.
 *
 * A zone too small to show its cards face up (another seat's hand one card
 * wide, a warlord drawn as a name strip) may name an "open" place: while any
 * of its cards is face up to the screen (revealed in combat, or every hand
 * at the game's end) they are listed there as name strips over a backdrop,
 * and the seat's zones under the place wait.  The seat's zones that name
 * the same place share it, one after another in view order (a hand, then
 * each warlord with his battle hand), so that none hides another.  A list
 * too long for the place shows its first strips and "+N more"; the pointer
 * on it lists it whole over the table round it.  A list of parts the layout
 * captions differently ("open_caption") starts each part with its caption
 * row, so that it says where one ends and the next begins. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

#define OPEN_GAP 3.0f

bool table_lists_open(const ZoneRes *r, const ViewZone *z)
{
    if (!r->placed || r->open.w <= 0 || r->strip_w <= 0) return false;
    if (r->kind == DK_WARLORD) return warlord_lists_open(r, z);
    if (r->kind != DK_ROW && r->kind != DK_HAND) return false;
    for (int i = 0; i < z->nitems; i++)
        if (z->items[i].card >= 0) return true;
    return false;
}

static bool same_place(SDL_FRect a, SDL_FRect b)
{
    return fabsf(a.x - b.x) < 0.5f && fabsf(a.y - b.y) < 0.5f && fabsf(a.w - b.w) < 0.5f && fabsf(a.h - b.h) < 0.5f;
}

static int face_up_count(const ViewZone *z)
{
    int n = 0;
    for (int i = 0; i < z->nitems; i++) n += z->items[i].card >= 0;
    return n;
}

static const char *open_caption(const ZoneRes *r) { return r->lz ? r->lz->open_caption : ""; }

/* Rows of a list of n strips sw x sh in its place `box` (not pointed at):
 * as many as it needs, or as many as fit at the least strip height. */
static int grid_rows(SDL_FRect box, float sw, float sh, int n, int *cols)
{
    float w = fminf(sw, box.w), least = fminf(sh, TABLE_STRIP_LEAST);
    *cols = (int)((box.w + OPEN_GAP) / (w + OPEN_GAP));
    if (*cols < 1) *cols = 1;
    int need = (n + *cols - 1) / *cols, fit = (int)((box.h + OPEN_GAP) / (least + OPEN_GAP));
    if (need < 1) need = 1;
    if (fit < 1) fit = 1;
    return need <= fit ? need : fit;
}

/* The zones listed in the list `lead` (open_lead == lead, `total` cells)
 * get a caption row before their part where their caption differs from the
 * part's before, when the list holds two captions or more; a caption that
 * would end a column moves to the next, over its part.  Returns the list's
 * cells with those rows. */
static int caption_rows(int nzones, ZoneRes *zr, int lead, int total)
{
    int order[VIEW_MAX_ZONES], n = 0;
    bool mixed = false;
    for (int k = 0; k < nzones && n < VIEW_MAX_ZONES; k++) {
        if (zr[k].open_lead != lead) continue;
        mixed |= n > 0 && strcmp(open_caption(&zr[order[0]]), open_caption(&zr[k])) != 0;
        int i = n++;
        for (; i > 0 && zr[order[i - 1]].open_first > zr[k].open_first; i--) order[i] = order[i - 1]; /* in list order */
        order[i] = k;
    }
    if (!mixed) return total;
    const ZoneRes *place = &zr[lead];
    int cols, rows = 0, cells = total;
    /* the rows depend on the cells, the padding on the rows: settle in a few rounds */
    for (int round = 0; round < 4; round++) {
        int want = grid_rows(place->open, place->strip_w, place->strip_h, cells, &cols);
        if (want == rows) break;
        rows = want;
        const char *before = "";
        cells = 0;
        for (int i = 0; i < n; i++) {
            ZoneRes *r = &zr[order[i]];
            const char *c = open_caption(r);
            r->open_captioned = c[0] && strcmp(c, before) != 0;
            if (r->open_captioned) {
                if (rows > 1 && cells % rows == rows - 1) cells++; /* not alone at a column's foot */
                cells++;
            }
            r->open_first = cells;
            cells += r->open_count;
            before = c;
        }
    }
    return cells;
}

void table_open_resolve(const View *v, ZoneRes *zr)
{
    for (int zi = 0; zi < v->nzones; zi++) {
        zr[zi].open_total = 0;
        zr[zi].open_lead = -1;
        zr[zi].open_captioned = false;
    }
    for (int zi = 0; zi < v->nzones; zi++) {
        if (zr[zi].open_lead >= 0 || !table_lists_open(&zr[zi], &v->zones[zi])) continue;
        /* the zones face up first, then the seat's others that name the
         * place with their face-up cards (a warlord whose battle hand is
         * hidden: himself), so that nothing under the place is lost */
        int total = 0, first = -1;
        for (int pass = 0; pass < 2; pass++)
            for (int k = 0; k < v->nzones; k++) {
                ZoneRes *r = &zr[k];
                if (r->open_lead >= 0 || !r->placed || r->strip_w <= 0 || v->zones[k].owner != v->zones[zi].owner ||
                    !same_place(r->open, zr[zi].open))
                    continue;
                bool open = table_lists_open(r, &v->zones[k]);
                int n = open ? v->zones[k].nitems : face_up_count(&v->zones[k]);
                if (open != (pass == 0) || n == 0) continue;
                r->open_lead = zi;
                r->open_first = total;
                r->open_count = n;
                total += n;
                if (first < 0 || k < first) first = k;
            }
        total = caption_rows(v->nzones, zr, zi, total);
        for (int k = 0; k < v->nzones; k++)
            if (zr[k].open_lead == zi) {
                zr[k].open_lead = first; /* the first drawn draws the backdrop */
                zr[k].open_total = total;
                zr[k].open_all = false;
                zr[k].open_box = zr[zi].open;
                zr[k].open_sw = zr[zi].strip_w;
                zr[k].open_sh = zr[zi].strip_h;
            }
        /* the seat's other zones under the place wait (not one whose caption only touches its edge) */
        SDL_FRect p = {zr[zi].open.x + 1, zr[zi].open.y + 1, zr[zi].open.w - 2, zr[zi].open.h - 2};
        for (int k = 0; k < v->nzones; k++) {
            SDL_FRect b = zr[k].rect;
            if (zr[k].caption == CAP_ABOVE) b = (SDL_FRect){b.x, b.y - 19, b.w, b.h + 19};
            if (zr[k].placed && zr[k].open_lead != first && v->zones[k].owner == v->zones[zi].owner && SDL_HasIntersectionF(&b, &p))
                zr[k].placed = false;
        }
    }
}

/* The list's grid in its box: strips w x h in `cols` columns of `rows`,
 * `shown` of them (the rest behind a "+N more" in the cell after them). */
typedef struct OpenGrid {
    SDL_FRect box;
    float w, h;
    int cols, rows, shown;
} OpenGrid;

static OpenGrid open_grid(const ZoneRes *r)
{
    OpenGrid g;
    g.box = r->open_box;
    g.w = fminf(r->open_sw, g.box.w);
    int n = r->open_total;
    g.rows = grid_rows(g.box, r->open_sw, r->open_sh, n, &g.cols);
    if (r->open_all) g.rows = (n + g.cols - 1) / g.cols; /* the whole list: as many rows as it needs */
    if (g.rows < 1) g.rows = 1;
    g.h = fminf(r->open_sh, (g.box.h + OPEN_GAP) / (float)g.rows - OPEN_GAP);
    g.shown = n <= g.cols * g.rows ? n : g.cols * g.rows - 1;
    return g;
}

static SDL_FRect grid_cell(const OpenGrid *g, int k)
{
    return (SDL_FRect){g->box.x + (float)(k / g->rows) * (g->w + OPEN_GAP), g->box.y + (float)(k % g->rows) * (g->h + OPEN_GAP), g->w,
                       g->h};
}

bool table_open_strip(const ZoneRes *r, int k, SDL_FRect *out)
{
    OpenGrid g = open_grid(r);
    int at = r->open_first + k;
    if (r->open_total <= 0 || k < 0 || k >= r->open_count || at >= g.shown) return false;
    *out = grid_cell(&g, at);
    return true;
}

/* The whole list, its strips at their full height (thinner where the
 * window is too low), from the open place's top. */
static SDL_FRect whole_list(const ZoneRes *r)
{
    SDL_FRect p = r->open;
    float w = fminf(r->open_sw, p.w);
    int cols = (int)((p.w + OPEN_GAP) / (w + OPEN_GAP));
    if (cols < 1) cols = 1;
    int rows = (r->open_total + cols - 1) / cols;
    float h = fminf((float)rows * (r->open_sh + OPEN_GAP) - OPEN_GAP, UI_H - 16), y = fminf(p.y, UI_H - 8 - h);
    return (SDL_FRect){p.x, y, p.w, fmaxf(h, p.h)};
}

void table_open_hold(UiApp *app)
{
    UiSession *S = &app->s;
    const View *v = S->view;
    for (int zi = 0; zi < v->nzones; zi++) {
        ZoneRes *lead = &S->zr[zi];
        if (lead->open_total <= 0 || lead->open_lead != zi) continue;
        ZoneRes in_place = *lead;
        in_place.open_all = false;
        in_place.open_box = lead->open;
        OpenGrid g = open_grid(&in_place);
        SDL_FRect box = lead->open_box;
        bool pointed = app->mx >= box.x && app->mx < box.x + box.w && app->my >= box.y && app->my < box.y + box.h;
        bool all = pointed && g.shown < lead->open_total;
        SDL_FRect to = all ? whole_list(lead) : lead->open;
        for (int k = zi; k < v->nzones; k++)
            if (S->zr[k].open_total > 0 && S->zr[k].open_lead == zi) {
                S->zr[k].open_all = all;
                S->zr[k].open_box = to;
            }
        if (all) table_hide_under(S, v, zi, (SDL_FRect){to.x - 3, to.y - 3, to.w + 6, to.h + 6});
    }
}

/* A part's caption, small and muted over a rule: it names the strips under it. */
static void caption_row(UiApp *app, SDL_FRect cell, const char *text)
{
    /* smaller than the strips' names whatever the text size, but as large
     * as the least card word: it names the cards under it */
    const UiGfx *g = &app->gfx;
    float ts = g->text_scale > 0 ? g->text_scale : 1, w, h;
    float fs = fmaxf(fmaxf(cell.h * 0.4f / ts, gfx_least_size(g)), CARD_WORD_MIN_PX / (g->scale * ts) + 0.01f);
    gfx_text_size(&app->gfx, FACE_BOLD, fs, text, &w, &h);
    float y = cell.y + (cell.h - h) / 2;
    gfx_text(&app->gfx, FACE_BOLD, fs, rgba(255, 220, 150, 230), cell.x + 4, y, ALIGN_LEFT, text);
    float rule = cell.x + 4 + w + 6;
    if (rule < cell.x + cell.w - 4) gfx_rect(&app->gfx, (SDL_FRect){rule, y + h / 2, cell.x + cell.w - 4 - rule, 1}, rgba(255, 220, 150, 90));
}

void table_open_draw_backdrop(UiApp *app, int zi)
{
    const ZoneRes *r = &app->s.zr[zi];
    if (r->open_total <= 0 || r->open_lead != zi) return;
    SDL_FRect b = r->open_box;
    table_list_backdrop(app, (SDL_FRect){b.x - 3, b.y - 3, b.w + 6, b.h + 6});
    OpenGrid g = open_grid(r);
    for (int k = 0; k < app->s.view->nzones; k++) {
        const ZoneRes *part = &app->s.zr[k];
        if (part->open_lead == zi && part->open_captioned && part->open_first - 1 < g.shown)
            caption_row(app, grid_cell(&g, part->open_first - 1), open_caption(part));
    }
    if (g.shown < r->open_total) table_more_row(app, grid_cell(&g, g.shown), r->open_total - g.shown); /* pointing at it lists it whole */
}

void table_list_backdrop(UiApp *app, SDL_FRect box)
{
    gfx_rrect(&app->gfx, box, 6, rgba(28, 12, 14, 235), rgba(20, 8, 10, 235));
    gfx_rrect_outline(&app->gfx, box, 6, 1, rgba(255, 230, 170, 90));
}

void table_more_row(UiApp *app, SDL_FRect more, int n)
{
    char t[32];
    snprintf(t, sizeof t, "+%d more", n);
    gfx_rrect(&app->gfx, more, 4, rgba(40, 30, 24, 220), rgba(30, 22, 18, 220));
    gfx_rrect_outline(&app->gfx, more, 4, 1, rgba(255, 230, 170, 110));
    float fs = fmaxf(more.h * 0.6f, gfx_least_size(&app->gfx)), w, h;
    gfx_text_size(&app->gfx, FACE_BOLD, fs, t, &w, &h);
    gfx_text(&app->gfx, FACE_BOLD, fs, WHITE, more.x + more.w / 2, more.y + (more.h - h) / 2, ALIGN_CENTER, t);
}
