/* pile_view.c — the pile viewer: clicking a face-up pile that offers no move
 * (a banish pile, an archive) opens an overlay with every card the view lists
 * for it, newest last, and the count when the view lists only the latest.
 * Generic: it reads the view zone alone, never a game's rules.  The pointer
 * resting on a card shows it large.  Esc, a click outside or Close shuts it. */
#include <stdio.h>
#include <string.h>
#include "ui_internal.h"

static const ViewZone *pile_zone(const UiApp *app)
{
    const View *v = app->s.view;
    if (!v) return NULL;
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].id, app->s.pile_zone) == 0) return &v->zones[i];
    return NULL;
}

static bool shows_a_face(const ViewZone *z)
{
    for (int i = 0; i < z->nitems; i++)
        if (z->items[i].card >= 0 && (z->items[i].flags & (VI_FACE_UP | VI_PEEK))) return true;
    return false;
}

bool pile_view_open(UiApp *app, int zi)
{
    const View *v = app->s.view;
    if (!v || zi < 0 || zi >= v->nzones) return false;
    const ViewZone *z = &v->zones[zi];
    /* a pile, or a row the layout shows as one (its latest card on top) */
    if ((z->kind != VZ_PILE && app->s.zr[zi].kind != DK_PILE) || !shows_a_face(z)) return false;
    snprintf(app->s.pile_zone, sizeof app->s.pile_zone, "%s", z->id);
    app->overlay = OV_PILE;
    app_sound(app, SND_CLICK);
    app_dirty(app);
    return true;
}

/* Columns and card size so n cards fit w x h: the fewest columns that fit,
 * cards at most 180 wide; past 16 columns the cards shrink to the height. */
static void grid(int n, float w, float h, int *cols, float *cw, float *ch)
{
    for (int c = 1; c <= 16; c++) {
        float cardw = (w - (c - 1) * 10) / c;
        if (cardw > 180) cardw = 180;
        int rows = (n + c - 1) / c;
        *cols = c;
        *cw = cardw;
        *ch = cardw * 1.4f;
        if (rows * (*ch + 10) <= h) return;
    }
    int rows = (n + 15) / 16;
    *ch = h / rows - 10;
    *cw = *ch / 1.4f;
}

void overlay_pile(UiApp *app)
{
    const ViewZone *z = pile_zone(app);
    if (!z) {
        app->overlay = OV_NONE;
        return;
    }
    SDL_FRect p = {100, 50, 1400, 800};
    /* whose pile: every seat has a "Left pile" in Queen's Court */
    char label[96];
    snprintf(label, sizeof label, "%s", z->label);
    if (z->owner >= 0 && z->owner < app->s.nplayers && !strstr(z->label, app->s.seats[z->owner].name)) {
        snprintf(label, sizeof label, "%s's %s", app->s.seats[z->owner].name, z->label);
        char *first = label + strlen(app->s.seats[z->owner].name) + 3;
        if (*first >= 'A' && *first <= 'Z' && !(first[1] >= 'A' && first[1] <= 'Z')) *first = (char)(*first - 'A' + 'a');
    }
    char title[160];
    if (z->count > z->nitems)
        snprintf(title, sizeof title, "%s — %d cards (the latest %d shown)", label, z->count, z->nitems);
    else snprintf(title, sizeof title, "%s — %d card%s", label, z->nitems, z->nitems == 1 ? "" : "s");
    overlay_frame(app, p, 68, title);
    int cols = 1;
    float cw = 100, ch = 140, top = 120, left = 130, width = 1340, height = 640;
    grid(z->nitems > 0 ? z->nitems : 1, width, height, &cols, &cw, &ch);
    int across = z->nitems < cols ? z->nitems : cols;
    left = p.x + (p.w - (across * (cw + 10) - 10)) / 2; /* centred */
    int hovered = -1;
    SDL_FRect hr = {0};
    for (int i = 0; i < z->nitems; i++) {
        SDL_FRect r = {left + (i % cols) * (cw + 10), top + (float)(i / cols) * (ch + 10), cw, ch};
        if (z->items[i].card >= 0) card_draw(app, play_set(app), &z->items[i], r, false); /* the compact face shows the whole name */
        else card_draw_back(app, play_set(app), r);
        if (z->items[i].card >= 0 && ui_hover(app, r)) { hovered = i; hr = r; }
    }
    if (ui_button(app, (SDL_FRect){650, 780, 300, 50}, "Close", true, true)) {
        app->overlay = OV_NONE;
        app_dirty(app);
        return;
    }
    if (hovered >= 0 && app->pass == PASS_DRAW) {
        /* the card large beside the pointer, kept inside the panel */
        float zw = 300, zh = 420;
        float zx = hr.x + hr.w + 12 + zw > p.x + p.w ? hr.x - zw - 12 : hr.x + hr.w + 12;
        float zy = hr.y + zh > p.y + p.h ? p.y + p.h - zh : hr.y;
        if (zx < p.x) zx = p.x;
        SDL_FRect zr = {zx, zy, zw, zh};
        gfx_shadow(&app->gfx, zr, 12, 14, 140);
        card_draw(app, play_set(app), &z->items[hovered], zr, false);
    }
    /* a click anywhere else closes the viewer */
    if (app->pass == PASS_CLICK && !app->consumed) {
        app->consumed = true;
        app->overlay = OV_NONE;
        app_dirty(app);
    }
}
