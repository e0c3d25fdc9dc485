/* app_hooks.c — the UiApp's hooks for tests and the benchmark (ui_app.h):
 * what is on screen, where to click, and shortcuts into a game. */
#include "ui_internal.h"
#include "table_internal.h" /* what is clickable on the table, and where */
#include "card_face.h"
#include "core/registry.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool ui_app_overlay_open(const UiApp *app) { return app->overlay != OV_NONE; }
bool ui_app_pass_screen(const UiApp *app) { return app->scene == SCENE_TABLE && app->s.pass_screen; }
bool ui_app_has_hint(const UiApp *app) { return app->s.has_hint; }
int ui_app_num_actions(const UiApp *app) { return app->s.rec_ok ? app->s.rec.nactions : 0; }
int ui_app_current_player(const UiApp *app) { return app->s.st ? app->s.m->current_player(app->s.st) : GM_TERMINAL; }
bool ui_app_game_over(const UiApp *app) { return app->s.st && app->s.m->current_player(app->s.st) == GM_TERMINAL; }
bool ui_app_ai_busy(const UiApp *app) { return app->s.job != NULL || app->s.ai_showing; }
bool ui_app_ai_thinking(const UiApp *app) { return app->s.job != NULL || net_play_thinking_seat(app) >= 0; }
bool ui_app_ai_showing(const UiApp *app) { return app->s.ai_showing; }
bool ui_app_ai_decided(const UiApp *app)
{
    return app->s.job && !app->s.job_hint && ai_job_poll(app->s.job, NULL, NULL);
}
bool ui_app_waiting_for_human(const UiApp *app)
{
    if (!app->s.st || app->s.job || app->s.ai_showing) return false;
    int cp = app->s.m->current_player(app->s.st);
    return cp != GM_TERMINAL && play_is_human(app, cp);
}
const char *ui_app_notice(const UiApp *app)
{
    return app->scene == SCENE_MENU ? app->menu_notice : app->scene == SCENE_ERROR ? app->error_text : app->s.notice;
}
unsigned long long ui_app_frames(const UiApp *app) { return app->frames; }
const char *ui_app_copied_text(const UiApp *app) { return app->copied ? app->copied : ""; }

int ui_app_log_count(const UiApp *app) { return app->s.nlog; }
int ui_app_log_act(const UiApp *app, int i) { return i >= 0 && i < app->s.nlog ? app->s.log[i].act : -1; }
int ui_app_log_seat(const UiApp *app, int i) { return i >= 0 && i < app->s.nlog ? app->s.log[i].seat : -1; }

int ui_app_shown_card(const UiApp *app, const char *zone, int idx)
{
    const ViewZone *z = app->s.st ? view_find(app->s.view, zone) : NULL;
    return z && idx >= 0 && idx < z->nitems ? z->items[idx].card : -3;
}

int ui_app_shown_flags(const UiApp *app, const char *zone, int idx)
{
    const ViewZone *z = app->s.st ? view_find(app->s.view, zone) : NULL;
    return z && idx >= 0 && idx < z->nitems ? z->items[idx].flags : -1;
}

int ui_app_shown_value(const UiApp *app, const char *zone, int idx)
{
    const ViewZone *z = app->s.st ? view_find(app->s.view, zone) : NULL;
    return z && idx >= 0 && idx < z->nitems ? z->items[idx].value : -1000;
}

int ui_app_action_at(const UiApp *app, int i, char *text, size_t n)
{
    const UiSession *S = &app->s;
    if (n) text[0] = 0;
    if (!S->st || !S->rec_ok || i < 0 || i >= S->rec.nactions) return -1;
    GameState *w = record_replay(&S->rec, i, &(Error){{0}});
    if (w && S->m->action_text) S->m->action_text(w, S->rec.actions[i], text, n);
    game_free(w);
    return S->actors[i];
}
const char *ui_app_log_line(const UiApp *app, int i)
{
    return i >= 0 && i < app->s.nlog ? app->s.log[i].text : "";
}

int ui_app_history_count(const UiApp *app)
{
    const View *v = app->s.view;
    if (!v || !app->s.st) return 0;
    return v->nhistory < 16 ? v->nhistory : 16;
}

const char *ui_app_history_line(const UiApp *app, int i)
{
    return i >= 0 && i < ui_app_history_count(app) ? app->s.view->history[i] : "";
}

const char *ui_app_view_text(const UiApp *app, const char *field)
{
    const View *v = app->s.view;
    if (!v || !app->s.st) return "";
    if (strcmp(field, "prompt") == 0) return v->prompt;
    if (strcmp(field, "status") == 0) return v->status;
    if (strcmp(field, "result") == 0) return v->result;
    if (strcmp(field, "last_event") == 0) return v->last_event;
    if (strcmp(field, "toast") == 0) return app->s.toast;
    if (strcmp(field, "toast_drawn") == 0) return app->s.toast_drawn;
    if (strncmp(field, "seat", 4) == 0 && field[4] >= '0' && field[4] < '0' + v->num_players && !field[5])
        return v->seat_status[field[4] - '0'];
    if (strcmp(field, "summary") == 0) return app->s.summary_open && v->nsummary > 0 ? v->summary[0] : "";
    static char undo_why[200]; /* the greyed Undo's tooltip; the pass screen's refusal */
    if (strcmp(field, "undo_why") == 0) return play_undo_blocked(app, undo_why, sizeof undo_why) ? undo_why : "";
    return "";
}
const char *ui_app_seat_name(const UiApp *app, int seat) { return seat_name(app, seat); }
const struct GameState *ui_app_game(const UiApp *app, const struct GameModule **m, const struct CardSet **set)
{
    if (m) *m = app->s.m;
    if (set) *set = play_set(app);
    return app->s.st;
}
void ui_app_set_hide_zones(UiApp *app, bool hide) { app->hide_zones = hide; app_dirty(app); }

int ui_app_clickables(UiApp *app, UiClickable *out, int cap)
{
    app_update_viewport(app);
    app->ncollect = 0;
    app_run_pass(app, PASS_COLLECT);
    float ratio = 1;
    if (app->win) {
        int ww, wh, ow, oh;
        SDL_GetWindowSize(app->win, &ww, &wh);
        SDL_GetRendererOutputSize(app->ren, &ow, &oh);
        if (ow > 0) ratio = (float)ww / ow;
    }
    int n = 0;
    for (int i = 0; i < app->ncollect && n < cap; i++) {
        const UiCollect *c = &app->collect[i];
        out[n].kind = c->kind;
        snprintf(out[n].label, sizeof out[n].label, "%s", c->label);
        out[n].x = ((c->r.x + c->r.w / 2) * app->gfx.scale + app->gfx.offx) * ratio;
        out[n].y = ((c->r.y + c->r.h / 2) * app->gfx.scale + app->gfx.offy) * ratio;
        out[n].w = c->r.w * app->gfx.scale * ratio;
        out[n].h = c->r.h * app->gfx.scale * ratio;
        n++;
    }
    return n;
}

bool ui_app_find(UiApp *app, UiClickKind kind, const char *label, float *x, float *y)
{
    UiClickable cl[UI_MAX_COLLECT];
    int n = ui_app_clickables(app, cl, UI_MAX_COLLECT);
    for (int i = 0; i < n; i++)
        if (cl[i].kind == kind && strstr(cl[i].label, label)) {
            *x = cl[i].x;
            *y = cl[i].y;
            return true;
        }
    return false;
}

bool ui_app_open_setup(UiApp *app, const char *game_id)
{
    const GameModule *m = games_find(game_id);
    if (!m) return false;
    setup_enter(app, m);
    return app->scene == SCENE_SETUP;
}

bool ui_app_start(UiApp *app, const char *game_id, int nplayers, unsigned ai_mask, unsigned long long seed)
{
    if (!ui_app_open_setup(app, game_id)) return false;
    UiSession *S = &app->s;
    if (nplayers < S->m->min_players || nplayers > S->m->max_players) return false;
    S->nplayers = nplayers;
    for (int i = 0; i < nplayers; i++) S->seats[i].ai = (ai_mask >> i) & 1;
    return play_start(app, seed);
}

int ui_app_get_setting(const UiApp *app, const char *name)
{
    const UiSettings *s = &app->settings;
    if (strcmp(name, "volume") == 0) return s->volume;
    if (strcmp(name, "muted") == 0) return s->muted;
    if (strcmp(name, "anim_speed") == 0) return s->anim_speed;
    if (strcmp(name, "fullscreen") == 0) return s->fullscreen;
    if (strcmp(name, "ui_scale") == 0) return s->ui_scale;
    if (strcmp(name, "colourblind") == 0) return s->colourblind;
    if (strcmp(name, "auto_pass") == 0) return s->auto_pass;
    if (strcmp(name, "allow_spectators") == 0) return s->allow_spectators;
    return -1;
}

bool ui_app_set_setting(UiApp *app, const char *name, int value)
{
    UiSettings *s = &app->settings;
    if (strcmp(name, "volume") == 0) s->volume = value;
    else if (strcmp(name, "muted") == 0) s->muted = value != 0;
    else if (strcmp(name, "anim_speed") == 0) s->anim_speed = value;
    else if (strcmp(name, "ui_scale") == 0) s->ui_scale = value < 80 ? 80 : value > 150 ? 150 : value;
    else if (strcmp(name, "colourblind") == 0) s->colourblind = value != 0;
    else if (strcmp(name, "auto_pass") == 0) s->auto_pass = value != 0;
    else if (strcmp(name, "allow_spectators") == 0) s->allow_spectators = value != 0;
    else return false;
    app_settings_changed(app);
    return true;
}

int ui_app_clipped_count(const UiApp *app) { return app->gfx.nclipped; }

const char *ui_app_clipped_text(const UiApp *app, int i)
{
    int kept = (int)(sizeof app->gfx.clipped / sizeof app->gfx.clipped[0]);
    return i >= 0 && i < app->gfx.nclipped && i < kept ? app->gfx.clipped[i] : "";
}

void ui_app_clipped_reset(UiApp *app) { app->gfx.nclipped = 0; }

void ui_app_labels_record(UiApp *app, bool on)
{
    app->gfx.log_rects = on;
    if (on) app->gfx.nrects = app->gfx.unnamed = 0;
}

int ui_app_unnamed_cards(const UiApp *app, char *first, size_t n)
{
    if (first && n) snprintf(first, n, "%s", app->gfx.unnamed ? app->gfx.unnamed_first : "");
    return app->gfx.unnamed;
}

int ui_app_label_overlaps(UiApp *app, char *first, size_t n) { return gfx_label_overlaps(&app->gfx, first, n); }
int ui_app_label_count(const UiApp *app) { return app->gfx.nrects; }

const char *ui_app_label_at(const UiApp *app, int i, SDL_Rect *out)
{
    if (i < 0 || i >= app->gfx.nrects) return NULL;
    SDL_FRect r = app->gfx.rects[i].r;
    const UiGfx *g = &app->gfx;
    *out = (SDL_Rect){(int)(r.x * g->scale + g->offx), (int)(r.y * g->scale + g->offy), (int)(r.w * g->scale), (int)(r.h * g->scale)};
    return g->rects[i].s;
}

float ui_app_label_size(const UiApp *app, int i)
{
    return i >= 0 && i < app->gfx.nrects ? app->gfx.rects[i].size : -1;
}

int ui_app_label_px(const UiApp *app, int i)
{
    return i >= 0 && i < app->gfx.nrects ? app->gfx.rects[i].px : -1;
}

int ui_app_text_floor_px(const UiApp *app) { return (int)lroundf(gfx_floor_px(&app->gfx)); }

bool ui_app_draw_card(UiApp *app, int card, int value, float x, float y, float w, float h, bool log)
{
    const CardSet *set = play_set(app);
    if (!set || card < 0 || card >= set->ncards) return false;
    ViewItem it;
    memset(&it, 0, sizeof it);
    it.card = (int16_t)card;
    it.owner = 0;
    it.flags = VI_FACE_UP;
    it.value = (int16_t)value;
    it.base = (int16_t)set->cards[card].value;
    app_update_viewport(app);
    app->gfx.log_texts = log;
    app->gfx.ndrawn = 0;
    app->no_card_cache = log; /* paint it, so the texts can be seen */
    card_draw(app, set, &it, (SDL_FRect){x, y, w, h}, false);
    app->no_card_cache = false;
    app->gfx.log_texts = false;
    return true;
}

int ui_app_card_text_overlaps(UiApp *app, int card, int value, const char *badge, unsigned flags, float w, float h,
                              char *first, size_t n)
{
    const CardSet *set = play_set(app);
    if (!set || card < 0 || card >= set->ncards) return -1;
    ViewItem it;
    memset(&it, 0, sizeof it);
    it.card = (int16_t)card;
    it.flags = (uint8_t)(VI_FACE_UP | flags);
    it.value = (int16_t)value;
    it.base = (int16_t)set->cards[card].value;
    snprintf(it.badge, sizeof it.badge, "%s", badge ? badge : "");
    app_update_viewport(app);
    app->gfx.nrects = 0;
    app->gfx.log_rects = app->gfx.log_card_texts = true;
    app->no_card_cache = true; /* paint it, so its texts are recorded */
    card_draw(app, set, &it, (SDL_FRect){10, 10, w, h}, false);
    app->no_card_cache = false;
    app->gfx.log_rects = app->gfx.log_card_texts = false;
    return gfx_label_overlaps(&app->gfx, first, n);
}

bool ui_app_hint_glow(const UiApp *app, int side, SDL_Rect *out, char *text, size_t n)
{
    const UiSession *S = &app->s;
    if (n) text[0] = 0;
    if (!S->st || !S->has_hint || side < 0 || side > 1 || S->hint_glows[side].w <= 0) return false;
    SDL_FRect r = S->hint_glows[side];
    *out = (SDL_Rect){(int)(r.x * app->gfx.scale + app->gfx.offx), (int)(r.y * app->gfx.scale + app->gfx.offy), (int)(r.w * app->gfx.scale),
                      (int)(r.h * app->gfx.scale)};
    if (S->m->action_text) S->m->action_text(S->st, S->hint, text, n);
    return true;
}

bool ui_app_hint_tag(const UiApp *app, int side, SDL_Rect *out)
{
    const UiSession *S = &app->s;
    if (!S->st || !S->has_hint || side < 0 || side > 1 || S->hint_tags[side].w <= 0) return false;
    SDL_FRect r = S->hint_tags[side];
    *out = (SDL_Rect){(int)(r.x * app->gfx.scale + app->gfx.offx), (int)(r.y * app->gfx.scale + app->gfx.offy), (int)(r.w * app->gfx.scale),
                      (int)(r.h * app->gfx.scale)};
    return true;
}

/* Boxes in logical units as surface pixels: at most cap of the n; returns how many. */
static int surface_rects(const UiGfx *g, const SDL_FRect *in, int n, SDL_Rect *out, int cap)
{
    int k = 0;
    for (; k < n && k < cap; k++)
        out[k] = (SDL_Rect){(int)(in[k].x * g->scale + g->offx), (int)(in[k].y * g->scale + g->offy), (int)(in[k].w * g->scale),
                            (int)(in[k].h * g->scale)};
    return k;
}

int ui_app_banner_rects(const UiApp *app, SDL_Rect *out, int cap)
{
    return surface_rects(&app->gfx, app->s.banners, app->s.nbanners, out, cap);
}

int ui_app_deck_list_discs(const UiApp *app, SDL_Rect *out, int cap)
{
    return surface_rects(&app->gfx, app->s.deck_discs, app->s.ndeck_discs, out, cap);
}

void ui_app_draw_pawns(UiApp *app, int owner, int count, float x, float y, float w, float h)
{
    app_update_viewport(app);
    pawns_draw(app, owner, count, (SDL_FRect){x, y, w, h});
}

/* A box in the 1600x900 units, in window pixels. */
static SDL_Rect in_window(const UiApp *app, SDL_FRect r)
{
    return (SDL_Rect){(int)(r.x * app->gfx.scale + app->gfx.offx), (int)(r.y * app->gfx.scale + app->gfx.offy),
                      (int)(r.w * app->gfx.scale), (int)(r.h * app->gfx.scale)};
}

bool ui_app_item_rect(UiApp *app, const char *zone, int idx, SDL_Rect *out)
{
    UiSession *S = &app->s;
    if (!S->st) return false;
    app_update_viewport(app);
    for (int zi = 0; zi < S->view->nzones; zi++) {
        if (strcmp(S->view->zones[zi].id, zone) != 0) continue;
        SDL_FRect r;
        if (idx < 0 || idx >= S->view->zones[zi].nitems || !table_item_rect(app, S->view, S->zr, zi, idx, &r)) return false;
        *out = in_window(app, r);
        return true;
    }
    return false;
}

int ui_app_click_parts(UiApp *app, char (*ids)[40], SDL_Rect *out, int cap)
{
    UiSession *S = &app->s;
    if (!S->st || app->scene != SCENE_TABLE) return 0;
    app_update_viewport(app);
    const View *v = S->view;
    int n = 0;
    for (int zi = 0; zi < v->nzones && n < cap; zi++) {
        const ZoneRes *r = &S->zr[zi];
        if (!r->placed) continue;
        const ViewZone *z = &v->zones[zi];
        bool lvl = table_zone_level(r->kind);
        int items = lvl || z->nitems == 0 ? 1 : z->nitems;
        for (int i = 0; i < items && n < cap; i++) {
            int idx = lvl ? z->nitems - 1 : z->nitems > 0 ? i : -1;
            if (!table_is_source(app, zi, idx) && !table_is_target(app, zi, idx)) continue;
            SDL_FRect q = table_glow_rect(app, zi, idx), next;
            /* a card of a hand or row is covered by the next one from its right */
            bool spread = r->kind == DK_HAND || r->kind == DK_ROW;
            if (spread && idx >= 0 && idx + 1 < z->nitems && table_item_rect(app, v, S->zr, zi, idx + 1, &next) &&
                next.x > q.x && next.x < q.x + q.w)
                q.w = next.x - q.x;
            snprintf(ids[n], 40, "%s#%d", z->id, idx);
            out[n++] = in_window(app, q);
        }
    }
    return n;
}

bool ui_app_zoom_rect(UiApp *app, SDL_Rect *out)
{
    if (!app->zoom_shown) return false;
    *out = in_window(app, app->zoom_rect);
    return true;
}

bool ui_app_tip_rect(UiApp *app, SDL_Rect *out)
{
    if (!app->tip_shown) return false;
    *out = in_window(app, app->tip_rect);
    return true;
}

void ui_app_render_logged(UiApp *app)
{
    app->gfx.log_texts = true;
    app->gfx.ndrawn = 0;
    ui_app_render(app);
    app->gfx.log_texts = false;
}

int ui_app_drawn_count(const UiApp *app) { return app->gfx.ndrawn; }

const char *ui_app_drawn_text(const UiApp *app, int i)
{
    return i >= 0 && i < app->gfx.ndrawn ? app->gfx.drawn[i] : "";
}

int ui_app_anim_rects(const UiApp *app, SDL_Rect *from, SDL_Rect *to, int cap)
{
    const UiGfx *g = &app->gfx;
    int n = 0;
    for (int i = 0; i < app->s.nanims && n < cap; i++, n++) {
        SDL_FRect f = app->s.anims[i].from, t = app->s.anims[i].to;
        from[n] = (SDL_Rect){(int)(f.x * g->scale + g->offx), (int)(f.y * g->scale + g->offy), (int)(f.w * g->scale), (int)(f.h * g->scale)};
        to[n] = (SDL_Rect){(int)(t.x * g->scale + g->offx), (int)(t.y * g->scale + g->offy), (int)(t.w * g->scale), (int)(t.h * g->scale)};
    }
    return n;
}

void ui_app_set_anim(UiApp *app, int speed)
{
    app->settings.anim_speed = speed < 0 ? 0 : speed > 3 ? 3 : speed;
}

void ui_app_set_ai(UiApp *app, const char *spec)
{
    snprintf(app->ai_override, sizeof app->ai_override, "%s", spec ? spec : "");
}

int ui_app_debug_advance(UiApp *app, int n, unsigned long long seed)
{
    UiSession *S = &app->s;
    int done = 0;
    uint64_t r = seed * 2654435761ull + 1;
    Action *acts = malloc(sizeof *acts * GM_MAX_ACTIONS);
    if (!acts) return 0;
    table_note_changed(app, NULL, NULL); /* as if the human acted: these moves are what "just changed" */
    for (int i = 0; i < n && S->st; i++) {
        if (S->m->current_player(S->st) == GM_TERMINAL) break;
        play_cancel_ai(app);
        int k = S->m->legal_actions(S->st, acts, GM_MAX_ACTIONS);
        if (k <= 0) break;
        r = r * 6364136223846793005ull + 1442695040888963407ull;
        if (!play_commit(app, acts[(r >> 33) % (uint64_t)k], true)) break;
        done++;
    }
    free(acts);
    S->nanims = 0;
    S->pass_screen = false;
    play_rebuild_index(app);
    return done;
}

int ui_app_zone_rects(UiApp *app, char (*ids)[32], SDL_Rect *rects, int cap)
{
    UiSession *S = &app->s;
    int n = 0;
    if (!S->st && !net_play_active(app)) return 0; /* a network table: the view the host sent */
    app_update_viewport(app);
    for (int i = 0; i < S->view->nzones && n < cap; i++) {
        if (!S->zr[i].placed) continue;
        const ViewZone *z = &S->view->zones[i];
        bool hand = S->zr[i].kind == DK_HAND || S->zr[i].kind == DK_ROW;
        if (hand && z->nitems == 0 && z->count == 0 && !(z->flags & VI_HIGHLIGHT)) continue; /* out of play: not drawn */
        if (table_pile_unseen(&S->zr[i], z)) continue;
        SDL_FRect r = S->zr[i].rect;
        snprintf(ids[n], 32, "%s", S->view->zones[i].id);
        rects[n].x = (int)(r.x * app->gfx.scale + app->gfx.offx);
        rects[n].y = (int)(r.y * app->gfx.scale + app->gfx.offy);
        rects[n].w = (int)(r.w * app->gfx.scale);
        rects[n].h = (int)(r.h * app->gfx.scale);
        n++;
    }
    return n;
}

bool ui_app_buttons_panel_rect(UiApp *app, SDL_Rect *out)
{
    UiSession *S = &app->s;
    if (!S->st) return false;
    app_update_viewport(app);
    SDL_FRect r = S->layout.buttons_rect;
    out->x = (int)(r.x * app->gfx.scale + app->gfx.offx);
    out->y = (int)(r.y * app->gfx.scale + app->gfx.offy);
    out->w = (int)(r.w * app->gfx.scale);
    out->h = (int)(r.h * app->gfx.scale);
    return true;
}

int ui_app_panel_rects(UiApp *app, SDL_Rect *out, int cap)
{
    UiSession *S = &app->s;
    if (!S->st) return 0;
    app_update_viewport(app);
    const SDL_FRect panels[3] = {S->layout.seats_rect, S->layout.log_rect, S->layout.buttons_rect};
    int n = 0;
    for (int k = 0; k < 3 && n < cap; k++) {
        SDL_FRect r = panels[k];
        if (r.w <= 0 || r.h <= 0) continue;
        out[n++] = (SDL_Rect){(int)(r.x * app->gfx.scale + app->gfx.offx), (int)(r.y * app->gfx.scale + app->gfx.offy), (int)(r.w * app->gfx.scale),
                              (int)(r.h * app->gfx.scale)};
    }
    return n;
}

int ui_app_count_badges(UiApp *app, char (*ids)[32], SDL_Rect *rects, int cap)
{
    UiSession *S = &app->s;
    int n = 0;
    if (!S->st) return 0;
    app_update_viewport(app);
    SDL_FRect r;
    for (int i = 0; i < S->view->nzones && n < cap; i++) {
        if (!S->zr[i].placed || !table_count_badge(app, i, &r)) continue;
        snprintf(ids[n], 32, "%s", S->view->zones[i].id);
        rects[n] = (SDL_Rect){(int)(r.x * app->gfx.scale + app->gfx.offx), (int)(r.y * app->gfx.scale + app->gfx.offy),
                              (int)(r.w * app->gfx.scale), (int)(r.h * app->gfx.scale)};
        n++;
    }
    return n;
}

int ui_app_fallback_zones(UiApp *app, char *ids, size_t n)
{
    UiSession *S = &app->s;
    int k = 0;
    if (ids && n) ids[0] = 0;
    for (int i = 0; S->st && i < S->view->nzones; i++) {
        if (!S->zr[i].fallback) continue;
        k++;
        if (ids) {
            size_t L = strlen(ids);
            snprintf(ids + L, n - L, "%s%s", L ? " " : "", S->view->zones[i].id);
        }
    }
    return k;
}

void ui_app_open_overlay(UiApp *app, const char *name)
{
    if (strcmp(name, "pause") == 0) app->overlay = OV_PAUSE;
    else if (strcmp(name, "settings") == 0) { app->overlay = OV_SETTINGS; app->settings_return = OV_NONE; }
    else if (strcmp(name, "rules") == 0) app->overlay = OV_RULES;
    else if (strcmp(name, "load") == 0) { saves_refresh(app); app->overlay = OV_LOAD; }
    else app->overlay = OV_NONE;
    app_dirty(app);
}

void ui_app_show_error(UiApp *app, const char *title, const char *text)
{
    app_show_error(app, title, text);
}

void ui_app_force_pass_screen(UiApp *app)
{
    app->s.pass_screen = true;
    app_dirty(app);
}

const char *ui_app_reload_banner(const UiApp *app)
{
    return app->live.banner_hidden ? "" : app->live.banner;
}
bool ui_app_reload_banner_rect(const UiApp *app, SDL_Rect *out)
{
    SDL_FRect r = live_reload_banner_rect(app);
    *out = (SDL_Rect){(int)(r.x * app->gfx.scale + app->gfx.offx), (int)(r.y * app->gfx.scale + app->gfx.offy),
                      (int)(r.w * app->gfx.scale), (int)(r.h * app->gfx.scale)};
    return r.h > 0;
}
const char *ui_app_reload_ended(const UiApp *app) { return app->live.ended; }
int ui_app_reloads(const UiApp *app) { return app->live.reloads; }
int ui_app_face_renders(const UiApp *app, int *cards, int max)
{
    (void)app; /* one face cache per process */
    return card_face_renders(cards, max);
}
double ui_app_reload_ms(const UiApp *app) { return app->live.last_ms; }

bool ui_app_card_pixels(UiApp *app, int card, int pw, int ph, uint32_t *out)
{
    const CardSet *set = play_set(app);
    if (!set || card < 0 || card >= set->ncards || !app->ren || pw < 8 || ph < 8) return false;
    app_update_viewport(app);
    UiGfx *g = &app->gfx;
    ViewItem it;
    memset(&it, 0, sizeof it);
    it.card = (int16_t)card;
    it.owner = 0;
    it.flags = VI_FACE_UP;
    it.value = it.base = (int16_t)set->cards[card].value;
    SDL_SetRenderTarget(app->ren, NULL);
    SDL_SetRenderDrawColor(app->ren, 0, 0, 0, 255);
    SDL_RenderClear(app->ren);
    /* at surface pixel (16, 16), pw x ph pixels: the table's own path, its cache and all */
    SDL_FRect r = {(16 - g->offx) / g->scale, (16 - g->offy) / g->scale, pw / g->scale, ph / g->scale};
    card_draw(app, set, &it, r, false);
    SDL_Rect at = {16, 16, pw, ph};
    return SDL_RenderReadPixels(app->ren, &at, SDL_PIXELFORMAT_ARGB8888, out, pw * 4) == 0;
}

void ui_app_card_texts_record(UiApp *app, bool on)
{
    ui_app_labels_record(app, on);
    app->gfx.log_card_texts = on;
    app->no_card_cache = on; /* each face drawn, so its words are recorded */
}

bool ui_app_label_of_card(const UiApp *app, int i, bool *cut)
{
    if (i < 0 || i >= app->gfx.nrects) return false;
    if (cut) *cut = app->gfx.rects[i].cut;
    return app->gfx.rects[i].card;
}

int ui_app_summary_layer(UiApp *app, bool on)
{
    app->under_off = !on;
    return app->under_paints;
}

int ui_app_background_paints(UiApp *app, bool felt_only, bool flush)
{
    if (flush) app->felt_key[0] = 0;
    if (flush && felt_only) app->felt_base_key[0] = 0;
    return felt_only ? app->felt_base_paints : app->felt_paints;
}

uint64_t ui_app_frame_hash(UiApp *app)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app->ren, &w, &h);
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    uint64_t hash = 1469598103934665603ull;
    if (!px || SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4) != 0) {
        free(px);
        return 0;
    }
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++) hash = (hash ^ px[i]) * 1099511628211ull;
    free(px);
    return hash;
}
