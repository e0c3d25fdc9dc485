/* live_reload.c — the table side of live reload: the card set in use is
 * watched (core/set_watch) while the setup screen, the table, the results or
 * the deck builder are open, and an edit reloads it (core/set_reload).  The
 * deck builder gets the new set through deck_builder_set_reloaded (its deck
 * found again by card id).  A clean set replaces
 * the running game's card data in place and the game goes on from the same
 * position ("Cards reloaded: N changed" in the log, the card faces redrawn);
 * a set with problems keeps the last good version and shows the first
 * problem in a banner (Copy, Hide); a card in play that is gone opens the
 * "This game cannot go on" page with a restart.  Undo after a reload replays
 * from the reloaded position, never from the start with cards that changed. */
#include "ui_internal.h"
#include "face/face.h"
#include "card_face.h"
#include "deck_builder.h" /* DB_GRID_*: where the banner goes in the builder */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

/* A scene that uses a card set: the one chosen on the setup screen or played,
 * or the one the deck builder shows. */
static const CardSet *set_in_use(const UiApp *app)
{
    if (app->scene == SCENE_DECKS) return deck_builder_set(app);
    /* a network table's cards are the host's to change */
    bool uses = (app->scene == SCENE_SETUP || app->scene == SCENE_TABLE || app->scene == SCENE_RESULTS) && !net_play_active(app);
    return uses && app->s.m ? play_set(app) : NULL;
}

void live_reload_forget(UiApp *app)
{
    UiLive *L = &app->live;
    game_free(L->base);
    L->base = NULL;
    L->base_at = 0;
    L->ended[0] = 0;
    carddb_free(L->pending);
    L->pending = NULL;
    if (app->overlay == OV_RELOAD_ENDED) app->overlay = OV_NONE;
}

void live_reload_free(UiApp *app)
{
    live_reload_forget(app);
    set_watch_free(&app->live.watch);
    set_prints_free(&app->live.prints);
}

void live_reload_swap_set(UiApp *app, int idx, CardSet *set)
{
    UiSession *S = &app->s;
    CardSet *old = S->sets[idx];
    S->sets[idx] = set;
    if (idx == S->set_idx && S->rec_ok) S->rec.set = set;
    for (int i = 0; idx == S->set_idx && i < GM_MAX_PLAYERS; i++)
        if (S->seats[i].deck >= set->ndecks) S->seats[i].deck = -1; /* a deck file was removed */
    carddb_free(old);
    card_cache_flush(); /* faces are keyed by the set's address, which malloc may hand out again */
    set_watch_rebase(&app->live.watch, set);
}

static void continue_with(UiApp *app, SetReload *r, bool face_edited)
{
    UiSession *S = &app->s;
    UiLive *L = &app->live;
    if (S->st) {
        game_free(S->st);
        S->st = r->st;
        game_free(L->base);
        L->base = game_clone(S->m, S->st);
        L->base_at = S->rec.nactions;
    }
    live_reload_swap_set(app, S->set_idx, r->set);
    L->banner[0] = 0;
    /* the set was put right while "cannot go on" was open: the game goes on after all */
    carddb_free(L->pending);
    L->pending = NULL;
    L->ended[0] = 0;
    if (app->overlay == OV_RELOAD_ENDED) app->overlay = OV_NONE;
    if (!S->st) return;
    /* what was picked or offered named actions of the old cards */
    if (app->overlay == OV_CHOOSER) app->overlay = OV_NONE;
    S->nchooser = 0;
    S->picked = -1;
    S->preview_action = -1;
    S->has_hint = false;
    play_refresh(app, NULL, NULL);
    if (r->changes[0]) play_log(app, -1, "Cards reloaded: %s", r->changes);
    else if (face_edited && r->changed == 0) play_log(app, -1, "Card faces reloaded (face.json)");
    else play_log(app, -1, "Cards reloaded: %d changed", r->changed);
    if (face_edited && r->changed == 0) snprintf(S->notice, sizeof S->notice, "Card faces reloaded");
    else snprintf(S->notice, sizeof S->notice, "Cards reloaded: %d changed", r->changed);
    S->notice_until = app->now + 3;
}

/* Line breaks and tabs become single spaces. */
static void one_line(char *s)
{
    char *o = s;
    for (const char *p = s; *p; p++) {
        char c = (*p == '\n' || *p == '\r' || *p == '\t') ? ' ' : *p;
        if (c == ' ' && o > s && o[-1] == ' ') continue;
        *o++ = c;
    }
    *o = 0;
}

/* The set's face.json is part of the set: one with problems is told like a
 * set.json typo (the first problem, file and JSON path) and nothing is
 * reloaded; the faces keep its last good version (card_face). */
static bool face_problem(const GameModule *m, const CardSet *set, SetReload *r)
{
    char path[600];
    struct stat sb;
    snprintf(path, sizeof path, "%s/face.json", set->dir);
    if (lstat(path, &sb) != 0) return false; /* none: the game's own template, nothing of the set's to tell */
    Report pr = {0};
    FaceTemplate *t = face_template_load(m, set->dir, &pr);
    bool bad = !t && pr.count > 0;
    if (bad) {
        memset(r, 0, sizeof *r);
        r->kind = RELOAD_PROBLEM;
        r->nproblems = pr.count;
        snprintf(r->message, sizeof r->message, "%s", pr.lines[0]);
    }
    face_template_free(t);
    report_free(&pr);
    return bad;
}

static void reload_now(UiApp *app, int what)
{
    UiSession *S = &app->s;
    UiLive *L = &app->live;
    const CardSet *old = set_in_use(app);
    bool builder = app->scene == SCENE_DECKS; /* no game runs under the deck builder */
    /* the AI thinks on a copy of the position that points at the old cards */
    if (S->st) play_cancel_ai(app);
    Uint64 t0 = SDL_GetPerformanceCounter();
    SetReload r;
    int nart = what & SET_WATCH_ART ? L->watch.nchanged_art : 0;
    if (!face_problem(S->m, old, &r))
        set_reload(S->m, old, builder ? NULL : S->st, &L->prints, (const char (*)[600])L->watch.changed_art, nart, &r);
    L->last_ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    if (what & SET_WATCH_ART) { /* the art is loaded again and the faces that show it painted again */
        face_art_cache_flush();
        card_face_flush();
        card_cache_flush();
    }
    if (r.kind == RELOAD_PROBLEM) {
        char banner[sizeof L->banner];
        if (r.nproblems > 1)
            snprintf(banner, sizeof banner, "%s (and %d more: crowntable check-cards lists them)", r.message, r.nproblems - 1);
        else snprintf(banner, sizeof banner, "%s", r.message);
        one_line(banner); /* the parser quotes the text near the error, line breaks and all */
        if (strcmp(banner, L->banner) != 0) L->banner_hidden = false;
        snprintf(L->banner, sizeof L->banner, "%s", banner);
        SDL_Log("crowntable: the edited set has a problem; the game goes on with the last good version: %s", r.message);
    } else if (r.kind == RELOAD_CANNOT_GO_ON) {
        carddb_free(L->pending);
        L->pending = r.set;
        L->banner[0] = 0;
        snprintf(L->ended, sizeof L->ended, "%s", r.message);
        app->overlay = OV_RELOAD_ENDED;
        SDL_Log("crowntable: this game cannot go on: %s", r.message);
    } else {
        L->reloads++;
        if (builder) {
            L->banner[0] = 0;
            deck_builder_set_reloaded(app, r.set, r.changed);
        } else continue_with(app, &r, what & SET_WATCH_FACE);
        SDL_Log("crowntable: cards reloaded: %d changed (%.1f ms)", r.changed, L->last_ms);
    }
    app_dirty(app);
}

void live_reload_update(UiApp *app)
{
    UiLive *L = &app->live;
    const CardSet *set = set_in_use(app);
    if (!set) {
        if (L->watch.files) {
            set_watch_free(&L->watch);
            set_prints_free(&L->prints);
            L->banner[0] = 0;
        }
        return;
    }
    if (!set_watch_is(&L->watch, set->dir)) {
        set_watch_init(&L->watch, set, app->now, 0.5);
        set_prints_take(&L->prints, set->dir);
        L->banner[0] = 0;
        return;
    }
    int what = set_watch_poll(&L->watch, app->now);
    if (what) reload_now(app, what);
}

int live_reload_wait_ms(const UiApp *app, int wait_ms)
{
    if (!app->live.watch.files) return wait_ms;
    int due = (int)(set_watch_due_in(&app->live.watch, app->now) * 1000.0) + 1;
    return due < wait_ms ? due : wait_ms;
}

/* ---------------------------------------------------------------- undo */
GameState *live_replay(const UiApp *app, int upto, Error *err)
{
    const UiSession *S = &app->s;
    const UiLive *L = &app->live;
    if (!L->base) return record_replay(&S->rec, upto, err);
    if (upto < L->base_at) {
        error_set(err, NULL, NULL, "the cards were reloaded after move %d", upto + 1);
        return NULL;
    }
    GameState *st = game_clone(S->m, L->base);
    for (int i = L->base_at; st && i < upto; i++)
        if (!game_apply_checked(S->m, st, S->rec.actions[i])) {
            error_set(err, NULL, NULL, "move %d is not legal with the reloaded cards", i + 1);
            game_free(st);
            return NULL;
        }
    return st;
}

bool live_undo_blocked(const UiApp *app, int last)
{
    const UiLive *L = &app->live;
    return L->base && last < L->base_at;
}

/* ---------------------------------------------------------------- restart */
bool live_restart_same_seed(UiApp *app)
{
    UiSession *S = &app->s;
    UiLive *L = &app->live;
    if (!S->rec_ok) return false;
    uint64_t seed = S->rec.seed;
    CardSet *pending = L->pending;
    L->pending = NULL;
    play_end(app); /* the game that pointed at the old cards is gone before they are */
    if (pending) live_reload_swap_set(app, S->set_idx, pending);
    if (!play_start(app, seed)) return false;
    snprintf(S->notice, sizeof S->notice, "Restarted with the same seed and the cards as they are now");
    S->notice_until = app->now + 4;
    return true;
}

/* ---------------------------------------------------------------- drawing */
#define LIVE_STRIP_H 132.0f /* logical units kept above the scene for the banner */
SDL_FRect live_reload_banner_rect(const UiApp *app)
{
    const UiLive *L = &app->live;
    if (!L->banner[0] || L->banner_hidden || app->overlay != OV_NONE || !set_in_use(app)) return (SDL_FRect){0, 0, 0, 0};
    /* the builder: over the top of the grid, which starts below it (the Game and
     * Set buttons above stay free); elsewhere in a strip above the scene, which
     * shrinks to make room (live_reload_strip): no header, zone or button under it */
    if (app->scene == SCENE_DECKS) return (SDL_FRect){DB_GRID_X, DB_GRID_Y, DB_GRID_W, 126};
    return (SDL_FRect){12, 6 - LIVE_STRIP_H, UI_W - 24, LIVE_STRIP_H - 12};
}

float live_reload_strip(const UiApp *app)
{
    return app->scene != SCENE_DECKS && live_reload_banner_rect(app).h > 0 ? LIVE_STRIP_H : 0;
}

void live_reload_banner(UiApp *app)
{
    UiLive *L = &app->live;
    SDL_FRect p = live_reload_banner_rect(app);
    if (p.h <= 0) return;
    UiGfx *g = &app->gfx;
    float text_w = p.w - 230; /* between the "!" and the buttons */
    if (app->pass == PASS_DRAW) {
        gfx_shadow(g, p, 12, 10, 110);
        gfx_rrect(g, p, 12, rgba(0x6e, 0x22, 0x18, 248), rgba(0x4a, 0x14, 0x0e, 250));
        gfx_rrect_outline(g, p, 12, 1.5f, rgba(0xff, 0xb0, 0x80, 160));
        gfx_circle(g, p.x + 36, p.y + 40, 18, rgba(0xf0, 0xc8, 0x62, 255));
        gfx_text(g, FACE_BOLD, 24, rgba(0x4a, 0x14, 0x0e, 255), p.x + 36, p.y + 25, ALIGN_CENTER, "!");
        gfx_text_line(g, FACE_BOLD, 18, GOLD, (SDL_FRect){p.x + 66, p.y + 10, text_w, 26}, ALIGN_LEFT,
                      app->scene == SCENE_DECKS
                          ? "The edited set has a problem: the builder keeps the last good version"
                          : "The edited card set has a problem: the game goes on with the last good version");
        gfx_text_box(g, FACE_SANS, 16, CREAM, (SDL_FRect){p.x + 66, p.y + 40, text_w, p.h - 46}, ALIGN_LEFT, false, L->banner);
    }
    /* the banner sits above the scene: its buttons take the click first */
    if (ui_button(app, (SDL_FRect){p.x + p.w - 140, p.y + 14, 124, 40}, "Copy", true, false)) {
        ui_copy_text(app, L->banner);
        app_dirty(app);
    }
    if (ui_button(app, (SDL_FRect){p.x + p.w - 140, p.y + 64, 124, 40}, "Hide", true, false)) {
        L->banner_hidden = true;
        app_dirty(app);
    }
    if (ui_hit(app, p)) app_dirty(app); /* a click on the banner is not a click on the table below */
}

void overlay_reload_ended(UiApp *app)
{
    UiGfx *g = &app->gfx;
    UiLive *L = &app->live;
    gfx_rect(g, (SDL_FRect){0, 0, UI_W, UI_H}, rgba(0, 0, 0, 160));
    SDL_FRect p = {260, 230, 1080, 390};
    gfx_shadow(g, p, 16, 14, 120);
    ui_panel(app, p);
    gfx_text_line(g, FACE_SERIF_BOLD, 32, GOLD, (SDL_FRect){p.x + 40, p.y + 26, p.w - 80, 46}, ALIGN_CENTER,
                  "This game cannot go on");
    gfx_text_box(g, FACE_SANS, 17, CREAM, (SDL_FRect){p.x + 50, p.y + 92, p.w - 100, 110}, ALIGN_LEFT, false, L->ended);
    gfx_text_box(g, FACE_SANS, 15, CREAM, (SDL_FRect){p.x + 50, p.y + 214, p.w - 100, 56}, ALIGN_CENTER, false,
                 "The edited set loaded, but the position holds a card it no longer has. Restart plays the same "
                 "shuffle again with the cards as they are now.");
    if (ui_button(app, (SDL_FRect){p.x + 150, p.y + 300, 360, 54}, "Restart with the same seed", true, true)) {
        live_restart_same_seed(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){p.x + 570, p.y + 300, 360, 54}, "Back to menu", true, false)) {
        app_goto_menu(app, NULL);
        return;
    }
}
