/* overlay_text.c — the overlays that scroll a text: a broken card set's report and the rules. */
#include "ui_internal.h"
#include <stdio.h>
#include <string.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

/* Scrolls `text` in the box {x, y, w, view_h}; clamps *scroll; returns the
 * scroll range (0 = it fits). Shared by the rules and the set report. */
static float scrolled_text(UiGfx *g, const char *text, float x, float y, float w, float view_h, int size, float *scroll)
{
    float h = gfx_text_wrap_height(g, FACE_SANS, size, w, text);
    float maxs = h > view_h ? h - view_h : 0;
    if (*scroll > maxs) *scroll = maxs;
    if (*scroll < 0) *scroll = 0;
    if (!g->off) {
        SDL_Rect clip = {(int)(x * g->scale + g->offx), (int)(y * g->scale + g->offy), (int)(w * g->scale), (int)(view_h * g->scale)};
        SDL_RenderSetClipRect(g->r, &clip);
        gfx_text_wrap(g, FACE_SANS, size, WHITE, x, y - *scroll, w, ALIGN_LEFT, text);
        SDL_RenderSetClipRect(g->r, NULL);
    }
    return maxs;
}

/* The check-cards report of a broken set, scrollable, with Copy. */
void overlay_set_report(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (S->report_idx < 0 || S->report_idx >= S->nbroken) {
        app->overlay = OV_NONE;
        return;
    }
    SDL_FRect p = {240, 60, 1120, 780};
    char t[128];
    snprintf(t, sizeof t, "Card set \"%s\": %d problem%s", S->broken_name[S->report_idx], S->broken_count[S->report_idx],
             S->broken_count[S->report_idx] == 1 ? "" : "s");
    overlay_frame(app, p, 78, t);
    const char *text = S->broken_report[S->report_idx];
    float maxs = scrolled_text(g, text, 280, 130, 1040, 600, 15, &S->report_scroll);
    if (maxs > 0) gfx_text(g, FACE_SANS, 13, CREAM, 1320, 740, ALIGN_RIGHT, "Scroll with the mouse wheel");
    if (ui_button(app, (SDL_FRect){480, 770, 300, 50}, "Copy", true, false)) {
        ui_copy_text(app, text);
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){820, 770, 300, 50}, "Back", true, true)) {
        app->overlay = OV_NONE;
        app_dirty(app);
        return;
    }
}

void overlay_rules(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    SDL_FRect p = {240, 60, 1120, 780};
    char t[128];
    snprintf(t, sizeof t, "Rules: %s", S->m ? S->m->title : "");
    overlay_frame(app, p, 78, t);
    const char *rules = S->layout_ok && S->layout.rules ? S->layout.rules : "No rules summary in this game's layout file (\"rules\").";
    float maxs = scrolled_text(g, rules, 280, 130, 1040, 600, 16, &app->rules_scroll);
    if (maxs > 0) gfx_text(g, FACE_SANS, 13, CREAM, 1320, 740, ALIGN_RIGHT, "Scroll with the mouse wheel");
    if (ui_button(app, (SDL_FRect){650, 770, 300, 50}, "Back", true, true)) {
        app->overlay = S->st ? OV_PAUSE : OV_NONE;
        app_dirty(app);
        return;
    }
}
