/* table_summary.c — the round summary: when a round ends (View.summary), the
 * table stops on it until a click on "Next round" (an AI-only table: a short
 * pause).  Behind it the table shows the round as it ended — the module's
 * view_round_end hook (game.h), drawn by the generic drawers like any view —
 * not the next deal; nobody moves, hints and undo wait, and the header tells
 * the module's words ("Round 1 is over").  Generic: no game's rules here. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/* Puts the session's view to the ended round's table while the summary is
 * open (the module's hook; without one the table keeps view()). */
void play_summary_view(UiApp *app)
{
    UiSession *S = &app->s;
    if (!S->st || !S->summary_open || !S->m->view_round_end) return;
    int nsummary = S->view->nsummary;
    char summary[8][96];
    memcpy(summary, S->view->summary, sizeof summary);
    memset(S->view, 0, sizeof *S->view);
    if (!S->m->view_round_end(S->st, S->observer, S->view)) {
        memset(S->view, 0, sizeof *S->view);
        S->m->view(S->st, S->observer, S->view);
    }
    /* the box tells the round view() told of, in the words already named */
    S->view->nsummary = nsummary;
    memcpy(S->view->summary, summary, sizeof summary);
    play_show_view(app);
}

/* The summary is done with: the next round's table, turn and moves show. */
void play_summary_close(UiApp *app)
{
    UiSession *S = &app->s;
    if (!S->summary_open) return;
    S->summary_open = false;
    if (S->st && S->m->view_round_end) {
        memset(S->view, 0, sizeof *S->view);
        S->m->view(S->st, S->observer, S->view);
        play_show_view(app);
        S->nanims = 0;
    } else if (!S->st) {
        play_rebuild_index(app); /* a network seat: the moves the host sent wait no longer */
    }
    app_dirty(app);
}

/* The summary box's shadow and panel: painted once per size (a large soft
 * shadow blended every frame was most of a frame's time while it is open). */
static void summary_box_paint(void *ctx, SDL_FRect r)
{
    UiApp *app = ctx;
    gfx_shadow(&app->gfx, r, 16, 14, 120);
    ui_panel(app, r);
}

/* What the table under the summary looks like: the view's items, the
 * words about the moves, the output, and where the pointer is when that
 * changes what is drawn (the top bar's buttons, the action buttons). */
static uint64_t under_key(UiApp *app)
{
    const UiSession *S = &app->s;
    const UiGfx *g = &app->gfx;
    uint64_t h = table_backdrop_key(app);
#define MIX(v) (h = (h ^ (uint64_t)(int64_t)(v)) * 1099511628211ull)
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(app->ren, &ow, &oh);
    MIX(ow);
    MIX(oh);
    MIX(lroundf(g->scale * 1000));
    MIX(lroundf(g->offx));
    MIX(lroundf(g->offy));
    MIX(lroundf(g->text_scale * 100));
    for (int zi = 0; zi < S->view->nzones; zi++) {
        const ViewZone *z = &S->view->zones[zi];
        MIX(z->nitems);
        MIX(z->count);
        MIX(z->value);
        for (int i = 0; i < z->nitems; i++) {
            const ViewItem *it = &z->items[i];
            MIX(it->card);
            MIX(it->flags);
            MIX(it->value);
            MIX(it->owner);
            for (const char *c = it->badge; *c; c++) MIX(*c);
        }
    }
    for (int i = 0; i < S->view->nsummary; i++)
        for (const char *c = S->view->summary[i]; *c; c++) MIX(*c);
    for (const char *c = S->toast; *c; c++) MIX(*c);
    for (const char *c = S->notice; *c; c++) MIX(*c);
    bool over_buttons = app->my < UI_TOP_BAR_H || ui_hover(app, S->layout.buttons_rect);
    MIX(over_buttons ? lroundf(app->mx) * 4096 + lroundf(app->my) : -1);
    MIX(app->mouse_down);
    MIX(card_cache_generation()); /* a card reloaded, or the render targets lost */
    MIX(S->hold_zone);
    MIX(S->hold_n);
    for (int zi = 0; zi < S->view->nzones; zi++) MIX(S->zr[zi].spread);
#undef MIX
    return h;
}

bool table_summary_over_still_table(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (app->pass != PASS_DRAW || app->under_painting || app->under_off || !S->summary_open || S->pass_screen || S->nanims > 0 ||
        S->ai_showing || app->overlay != OV_NONE || g->off || app->hide_zones || app->no_card_cache || g->log_rects ||
        g->log_texts)
        return false;
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(app->ren, &ow, &oh);
    uint64_t key = under_key(app);
    if (!app->under_tex || key != app->under_key) {
        int tw = 0, th = 0;
        if (app->under_tex) SDL_QueryTexture(app->under_tex, NULL, NULL, &tw, &th);
        if (app->under_tex && (tw != ow || th != oh)) {
            SDL_DestroyTexture(app->under_tex);
            app->under_tex = NULL;
        }
        if (!app->under_tex) app->under_tex = SDL_CreateTexture(app->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, ow, oh);
        SDL_Texture *prev = SDL_GetRenderTarget(app->ren);
        if (!app->under_tex || SDL_SetRenderTarget(app->ren, app->under_tex) != 0) {
            if (app->under_tex) SDL_DestroyTexture(app->under_tex);
            app->under_tex = NULL;
            return false; /* no render targets: the table is drawn every frame */
        }
        SDL_SetRenderDrawColor(app->ren, 0, 0, 0, 255);
        SDL_RenderClear(app->ren);
        app->under_painting = true;
        scene_table(app); /* the table and the dimming, without the box */
        app->under_painting = false;
        SDL_SetRenderTarget(app->ren, prev);
        app->under_key = key;
        app->under_paints++;
    }
    SDL_SetTextureBlendMode(app->under_tex, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(app->ren, app->under_tex, NULL, NULL);
    table_draw_hover(app); /* a zoom reads undimmed over it */
    app->under_shown = true;
    table_round_summary(app);
    app->under_shown = false;
    return true;
}

/* The top of a w x h box at x that hides the least of the table behind it —
 * the ended round's piles, hands and counters (their captions above them
 * too; an empty zone counts a fifth) — the nearest the usual place (200) on
 * a tie.  Generic: it reads the zones' placed rectangles, not a layout. */
static float overlap(SDL_FRect a, SDL_FRect b)
{
    float ox = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x), oy = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return ox > 0 && oy > 0 ? ox * oy : 0;
}

static float summary_top(const UiApp *app, float x, float w, float h)
{
    const UiSession *S = &app->s;
    const Layout *L = &S->layout;
    const View *v = S->view;
    int n = v->num_players > 0 ? v->num_players : S->nplayers;
    float best = 200, best_cost = -1;
    for (float y = 70; y + h <= UI_H - 10; y += 10) {
        SDL_FRect box = {x, y, w, h};
        float cost = 0;
        for (int zi = 0; zi < v->nzones; zi++) {
            if (!S->zr[zi].placed) continue;
            SDL_FRect r = S->zr[zi].rect;
            r.y -= 24; /* the caption above it */
            r.h += 24;
            cost += overlap(box, r) * (v->zones[zi].nitems > 0 ? 1.0f : 0.2f);
        }
        for (int k = 0; k < L->nzones; k++) { /* the seats' name plates */
            const LayoutZone *lz = &L->zones[k];
            if (lz->kind != DK_SEAT || !lz->seat_pattern) continue;
            for (int s = 0; s < n; s++) {
                float sc;
                if (table_zone_for_seat(lz, s, v->observer))
                    cost += overlap(box, table_anchor_rect(L, lz->rect, s, v->observer, n, &sc));
            }
        }
        bool tie = best_cost >= 0 && fabsf(cost - best_cost) <= 1;
        if (best_cost < 0 || (!tie && cost < best_cost) || (tie && fabsf(y - 200) < fabsf(best - 200))) {
            best = y;
            best_cost = cost;
        }
    }
    return best;
}

/* How the round ended (View.summary), over the table until clicked away.
 * Only public words: in hot-seat it may show before the pass screen. */
void table_round_summary(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    float w = 760, lh = 30, h = 128 + lh * (float)(v->nsummary - 1);
    SDL_FRect p = {(UI_W - w) / 2 - 170, 200, w, h}; /* centred on the table, clear of the side panels */
    if (!S->pass_screen) p.y = summary_top(app, p.x, w, h); /* the ended round shows around it */
    if (app->pass == PASS_DRAW && !app->under_shown) gfx_rect(g, (SDL_FRect){0, 0, UI_W, UI_H}, rgba(0, 0, 0, 110));
    if (app->under_painting) return; /* the layer under the box ends with the dimming */
    if (app->pass == PASS_DRAW) {
        char key[48];
        snprintf(key, sizeof key, "summary-box|%.0fx%.0f", p.w, p.h);
        gfx_sprite(g, key, p, 30, summary_box_paint, app);
        gfx_text_fit(g, FACE_SERIF_BOLD, 26, rgba(255, 226, 160, 255), p.x + w / 2, p.y + 18, w - 40, ALIGN_CENTER, v->summary[0]);
        for (int i = 1; i < v->nsummary && i < 8; i++)
            gfx_text_fit(g, i == v->nsummary - 1 ? FACE_BOLD : FACE_SANS, 18, rgba(255, 244, 225, 240), p.x + 40,
                         p.y + 60 + lh * (float)(i - 1), w - 80, ALIGN_LEFT, v->summary[i]);
    }
    if (app->pass == PASS_DRAW && S->notice[0] && app->overlay == OV_NONE) {
        /* why H or Ctrl+Z did nothing: under the box, which hides the message place */
        float tw, th;
        gfx_text_size(g, FACE_BOLD, 15, S->notice, &tw, &th);
        if (tw > w - 28) tw = w - 28;
        SDL_FRect n = {p.x + (w - tw - 28) / 2, p.y + h + 10, tw + 28, th + 12};
        gfx_rrect(g, n, 10, rgba(20, 40, 70, 240), rgba(20, 40, 70, 240));
        gfx_rrect_outline(g, n, 10, 1, rgba(0x7c, 0xc8, 0xff, 180));
        gfx_text_fit(g, FACE_BOLD, 15, WHITE, n.x + 14, n.y + 6, n.w - 28, ALIGN_LEFT, S->notice);
    }
    bool ai_only = S->summary_until > 0;
    if (!ai_only && ui_button(app, (SDL_FRect){p.x + w / 2 - 130, p.y + h - 62, 260, 46}, "Next round", true, true)) {
        play_summary_close(app);
        return;
    }
    if (ai_only && app->pass == PASS_DRAW)
        gfx_text(g, FACE_SANS, 15, rgba(255, 236, 200, 200), p.x + w / 2, p.y + h - 44, ALIGN_CENTER, "The next round starts in a moment…");
}
