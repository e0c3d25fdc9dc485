/* play.c — one game session on the table: start, apply a chosen action,
 * animations from view diffs, sounds, autosave and Continue.  Undo is in
 * play_undo.c; the AI's turns and hints in play_ai.c; the log's and the
 * toast's words in play_words.c.
 * Rules are never consulted here except through the GameModule table. */
#include "ui_internal.h"
#include "core/json_util.h"
#include "core/json_lazy.h"
#include "core/paths.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const CardSet *play_set(const UiApp *app)
{
    const UiSession *S = &app->s;
    return (S->sets && S->set_idx >= 0 && S->set_idx < S->nsets) ? S->sets[S->set_idx] : NULL;
}

bool play_is_human(const UiApp *app, int seat)
{
    return seat >= 0 && seat < app->s.nplayers && !app->s.seats[seat].ai;
}

int play_human_count(const UiApp *app)
{
    int n = 0;
    for (int i = 0; i < app->s.nplayers; i++) n += !app->s.seats[i].ai;
    return n;
}

double anim_factor(const UiApp *app)
{
    static const double F[4] = {0, 0.55, 1.0, 1.7};
    int s = app->settings.anim_speed;
    return F[s < 0 ? 0 : s > 3 ? 3 : s];
}

/* The session's view on the table: seat names put in, zones placed, moves indexed. */
/* A card's tag that says its zone's caption again ("Master" on the card
 * under the caption "Master") is said once, by the caption: the two met. */
static void drop_caption_tags(UiSession *S)
{
    for (int zi = 0; zi < S->view->nzones; zi++) {
        const ZoneRes *r = &S->zr[zi];
        if (!r->lz || !r->lz->label[0] || r->caption == CAP_NONE) continue;
        ViewZone *z = &S->view->zones[zi];
        for (int i = 0; i < z->nitems; i++)
            if (strcmp(z->items[i].badge, r->lz->label) == 0) z->items[i].badge[0] = 0;
    }
}

void play_show_view(UiApp *app)
{
    UiSession *S = &app->s;
    play_name_view(app, S->view);
    table_resolve(app, S->view, S->zr);
    drop_caption_tags(S);
    play_rebuild_index(app);
}

void play_rebuild_index(UiApp *app)
{
    UiSession *S = &app->s;
    S->nlegal = 0;
    S->picked = -1;
    S->picked_zone[0] = 0;
    S->picked_item = -1;
    S->nchooser = 0;
    S->preview_action = -1;
    S->preview_ok = false;
    if (!S->st) {
        if (net_play_active(app) && !S->pass_screen) net_play_index(app); /* the moves the host sent */
        return;
    }
    int cp = S->m->current_player(S->st);
    /* nor on the handoff: the next seat's moves would be open to the mover (its
     * cards clickable, Enter pressing its one button) before the pass screen */
    if (cp == GM_TERMINAL || !play_is_human(app, cp) || S->pass_screen || S->handoff) return;
    if (S->summary_open) return; /* the round is over on screen: the next one's moves wait for "Next round" */
    int n = S->m->legal_actions(S->st, S->legal, GM_MAX_ACTIONS);
    if (n < 0) n = 0;
    for (int i = 0; i < n; i++) {
        memset(&S->desc[i], 0, sizeof S->desc[i]);
        S->desc[i].src_index = S->desc[i].dst_index = -1;
        S->m->describe(S->st, S->legal[i], &S->desc[i]);
        if (!S->desc[i].label[0] && S->m->action_text)
            S->m->action_text(S->st, S->legal[i], S->desc[i].label, sizeof S->desc[i].label);
        play_name_desc_for(app, &S->desc[i], cp);
    }
    S->nlegal = n;
}

/* ---------------------------------------------------------- animations */
static int zone_index(const View *v, const char *id)
{
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].id, id) == 0) return i;
    return -1;
}

static int count_card(const ViewZone *z, int card, int upto)
{
    int n = 0;
    for (int i = 0; i < z->nitems && i < upto; i++) n += z->items[i].card == card;
    return n;
}

static bool anim_add(UiApp *app, const ViewItem *it, SDL_FRect from, SDL_FRect to, const char *zone, int idx,
                     bool mirror)
{
    UiSession *S = &app->s;
    if (S->nanims == UI_MAX_ANIMS) return false;
    UiAnim *a = &S->anims[S->nanims];
    memset(a, 0, sizeof *a);
    a->card = it->card;
    a->owner = it->owner;
    a->flags = it->flags;
    a->value = it->value;
    a->base = it->base;
    a->from = from;
    a->to = to;
    a->dur = 0.38 * anim_factor(app);
    a->start = app->now + S->nanims * 0.09 * anim_factor(app);
    snprintf(a->dst_zone, sizeof a->dst_zone, "%s", zone);
    a->dst_index = idx;
    a->mirror = mirror;
    S->nanims++;
    return true;
}

/* Finds cards that moved between views B (before) and A (after) and animates
 * them: the action's own source -> target first, then draws/deals by counts. */
static int diff_anims(UiApp *app, const View *B, const View *A, const ActionDesc *ad, int *to_hand)
{
    UiSession *S = &app->s;
    ZoneRes *zb = calloc(VIEW_MAX_ZONES, sizeof *zb);
    if (!zb) return 0;
    table_resolve(app, B, zb);
    int used[VIEW_MAX_ZONES] = {0};
    bool action_used = false;
    int moved = 0;
    for (int zi = 0; zi < A->nzones; zi++) {
        const ViewZone *za = &A->zones[zi];
        int bi = zone_index(B, za->id);
        for (int idx = 0; idx < za->nitems; idx++) {
            const ViewItem *it = &za->items[idx];
            if (it->card == VIEW_NO_CARD) continue;
            int k = count_card(za, it->card, idx + 1);
            int nb = bi >= 0 ? count_card(&B->zones[bi], it->card, VIEW_MAX_ITEMS) : 0;
            /* a pile listing only its top: a new top of the same card id still arrived */
            bool pile_grew = bi >= 0 && idx == za->nitems - 1 && za->nitems < za->count &&
                             za->count > B->zones[bi].count;
            if (k <= nb && !pile_grew) continue;
            int src = -1, src_idx = -1;
            if (!action_used && ad && ad->src_zone[0] && ad->dst_zone[0] && strcmp(ad->dst_zone, za->id) == 0) {
                src = zone_index(B, ad->src_zone);
                src_idx = ad->src_index;
                action_used = true;
            }
            for (int y = 0; src < 0 && it->card >= 0 && y < B->nzones; y++) {
                if (y == bi) continue;
                int ya = zone_index(A, B->zones[y].id);
                int lost = count_card(&B->zones[y], it->card, VIEW_MAX_ITEMS) -
                           (ya >= 0 ? count_card(&A->zones[ya], it->card, VIEW_MAX_ITEMS) : 0) - used[y];
                if (lost > 0) {
                    src = y;
                    for (int q = B->zones[y].nitems - 1; q >= 0; q--)
                        if (B->zones[y].items[q].card == it->card) { src_idx = q; break; }
                }
            }
            for (int y = 0; src < 0 && y < B->nzones; y++) {
                if (y == bi) continue;
                int ya = zone_index(A, B->zones[y].id);
                int lost = B->zones[y].count - (ya >= 0 ? A->zones[ya].count : 0) - used[y];
                if (lost > 0) {
                    src = y;
                    src_idx = B->zones[y].nitems - 1;
                }
            }
            if (src < 0) continue;
            used[src]++;
            SDL_FRect from, to;
            if (!zb[src].placed || !S->zr[zi].placed) continue;
            if (!table_item_rect(app, A, S->zr, zi, idx, &to)) continue;
            if (src_idx < 0 || !table_item_rect(app, B, zb, src, src_idx, &from)) from = table_fit_card(zb[src].rect, to.w, to.h); /* card-sized */
            if (za->kind == VZ_HAND || S->zr[zi].kind == DK_HAND) (*to_hand)++;
            bool mirror = it->owner >= 0 && (S->layout.mirror_grid_seats >> it->owner) & 1;
            if (anim_factor(app) > 0) anim_add(app, it, from, to, za->id, idx, mirror);
            moved++;
        }
    }
    free(zb);
    return moved;
}

static bool zone_locked(const ViewZone *z)
{
    if (z->flags & VI_LOCKED) return true;
    return z->nitems > 0 && (z->items[z->nitems - 1].flags & VI_LOCKED);
}

static void sounds_for(UiApp *app, const View *B, const View *A, int moved, int to_hand)
{
    if (A->terminal && !B->terminal && !app->s.st) { /* a network seat: the returns are the host's to tell */
        app_sound(app, SND_ROUND_WON);
        return;
    }
    if (A->terminal && !B->terminal) {
        double ret[GM_MAX_PLAYERS] = {0};
        app->s.m->returns(app->s.st, ret);
        double best = -1;
        for (int i = 0; i < A->num_players; i++) if (ret[i] > best) best = ret[i];
        bool human_won = false;
        for (int i = 0; i < A->num_players; i++) human_won |= play_is_human(app, i) && ret[i] >= best && best > 0;
        app_sound(app, human_won || play_human_count(app) == 0 ? SND_GAME_WON : SND_GAME_LOST);
        return;
    }
    if (A->nhistory > B->nhistory) {
        app_sound(app, SND_ROUND_WON);
        return;
    }
    for (int i = 0; i < A->nzones; i++) {
        int bi = zone_index(B, A->zones[i].id);
        if (bi < 0) continue;
        const ViewZone *za = &A->zones[i], *zb = &B->zones[bi];
        if (zone_locked(za) && !zone_locked(zb)) { app_sound(app, SND_LOCK); return; }
        if (za->kind == VZ_DICE)
            for (int k = 0; k < za->nitems && k < zb->nitems; k++)
                if (za->items[k].value != zb->items[k].value) { app_sound(app, SND_DICE); return; }
        if (za->count - zb->count >= 8) { app_sound(app, SND_SHUFFLE); return; }
    }
    if (moved > to_hand) app_sound(app, SND_PLAY);
    else if (to_hand > 0) app_sound(app, SND_DRAW);
}

/* ---------------------------------------------------------- refresh */

/* The game is over: what was hidden (the AI's Master and tiles, the hands
 * left) is shown on the final table and in each seat's status line.  Generic: each face-down item is taken
 * from the view of the seat owning its zone, where that seat could see it. */
static void reveal_final(UiApp *app, View *v)
{
    UiSession *S = &app->s;
    View *own = malloc(sizeof *own);
    if (!own) return;
    for (int seat = 0; seat < S->nplayers; seat++) {
        if (seat == v->observer) continue;
        memset(own, 0, sizeof *own);
        S->m->view(S->st, seat, own);
        snprintf(v->seat_status[seat], sizeof v->seat_status[seat], "%s", own->seat_status[seat]); /* "Master Assassin (secret)" */
        for (int zi = 0; zi < v->nzones; zi++) {
            ViewZone *z = &v->zones[zi];
            const ViewZone *oz = view_find(own, z->id);
            if (!oz || (z->owner != seat && z->owner >= 0) || oz->nitems != z->nitems) continue;
            for (int i = 0; i < z->nitems; i++) {
                if (z->items[i].card != VIEW_CARD_BACK || oz->items[i].card < 0) continue;
                z->items[i] = oz->items[i]; /* as its owner sees it */
            }
        }
    }
    /* all is shown now: no tile says "hidden" any more, nor its zoom */
    for (int zi = 0; zi < v->nzones; zi++)
        for (int i = 0; i < v->zones[zi].nitems; i++) v->zones[zi].items[i].flags &= (uint8_t)~VI_PEEK;
    free(own);
}

static void refresh_impl(UiApp *app, const View *before, const ActionDesc *ad)
{
    UiSession *S = &app->s;
    bool net = !S->st && net_play_active(app);
    if (!S->st && !net) return;
    const GameModule *m = S->m;
    int cp = net ? GM_TERMINAL : m->current_player(S->st);
    if (net) {
        /* a network seat: the view is the one the host sent */
    } else if (S->handoff) {
        /* the mover still looks at their own table (play_handoff_done passes it on) */
    } else if (cp != GM_TERMINAL && play_is_human(app, cp)) {
        /* another human's turn, or the first human's after the AI opened the game (nobody has said who they are yet) */
        if (play_human_count(app) > 1 && S->last_human != cp && (cp != S->observer || S->last_human < 0))
            S->pass_screen = true;
        S->observer = cp;
    } else if (S->observer < 0 || !play_is_human(app, S->observer)) {
        S->observer = -1;
        for (int i = 0; i < S->nplayers; i++)
            if (play_is_human(app, i)) { S->observer = i; break; }
    }
    memset(S->view, 0, sizeof *S->view);
    if (net) net_play_view(app, S->view);
    else m->view(S->st, S->observer, S->view);
    if (!net && S->view->terminal && (m->flags & GM_HIDDEN_INFO)) reveal_final(app, S->view);
    /* The event for the log and toast, seats still "{pN}" (they split at them).
     * With hidden information and not exactly one human at the screen, only
     * the public (spectator) account: in hot-seat the seat that just acted may
     * have learnt a secret the next one must not. */
    char raw[sizeof S->view->last_event];
    snprintf(raw, sizeof raw, "%s", S->view->last_event);
    if (!net && (m->flags & GM_HIDDEN_INFO) && play_human_count(app) != 1) {
        View *pv = malloc(sizeof *pv);
        if (pv) {
            memset(pv, 0, sizeof *pv);
            m->view(S->st, -1, pv);
            /* a secret move (a mulligan pick) moves only its seat's count: the
             * spectator's words are then the old event, not news (it was logged
             * as "Ben goes first" and taken back as that) */
            if (before && pv->event_seq == S->public_seq) raw[0] = 0;
            else snprintf(raw, sizeof raw, "%s", pv->last_event);
            S->public_seq = pv->event_seq;
            free(pv);
        }
    }
    play_show_view(app);
    S->nanims = 0;
    char ev[sizeof S->shown_event], last[sizeof S->shown_event];
    play_toast_event(app, raw, ev, sizeof ev, last, sizeof last);
    if (before && S->view->nsummary > 0 && !S->view->terminal) {
        /* a round ended: say how before the next one goes on (people click; an AI-only table waits a little) */
        S->summary_open = true;
        S->summary_until = play_human_count(app) == 0 ? app->now + 2.5 : 0;
    }
    if (S->summary_open) play_summary_view(app); /* the round as it ended stays behind it */
    else play_log_held(app, false); /* no summary to wait for: the next deal is told now */
    table_note_changed(app, before, S->view);
    if (before) {
        int to_hand = 0, moved = 0;
        if (before->observer == S->view->observer) moved = diff_anims(app, before, S->view, ad, &to_hand);
        sounds_for(app, before, S->view, moved, to_hand);
        if (ev[0] && S->view->event_seq != S->shown_seq) {
            /* the action's own line already tells of it (or says exactly this) */
            bool told = S->log_act >= 0 && S->nlog > 0 && S->log[S->nlog - 1].act == S->log_act;
            if (!told && (S->nlog == 0 || strcmp(S->log[S->nlog - 1].text, last) != 0)) play_log_event(app, -1, raw);
            snprintf(S->toast, sizeof S->toast, "%s", ev);
            S->toast_until = app->now + 3.0;
        }
    }
    snprintf(S->shown_event, sizeof S->shown_event, "%s", ev);
    S->shown_seq = S->view->event_seq;
    app_dirty(app);
}

void play_refresh(UiApp *app, const View *before, const ActionDesc *ad)
{
    refresh_impl(app, before, ad);
}

/* ---------------------------------------------------------- lifecycle */
static bool ensure_actors(UiSession *S, int n)
{
    if (n <= S->actors_cap) return true;
    int cap = S->actors_cap ? S->actors_cap * 2 : 256;
    while (cap < n) cap *= 2;
    int *a = realloc(S->actors, sizeof *a * (size_t)cap);
    if (!a) return false;
    S->actors = a;
    const char **r = realloc(S->revealed, sizeof *r * (size_t)cap);
    if (!r) return false;
    S->revealed = r;
    S->actors_cap = cap;
    return true;
}

void play_end(UiApp *app)
{
    UiSession *S = &app->s;
    play_cancel_ai(app);
    if (S->st) game_free(S->st);
    S->st = NULL;
    if (S->rec_ok) record_free(&S->rec);
    S->rec_ok = false;
    S->nanims = 0;
    S->nlegal = 0;
    S->has_hint = false;
    S->pass_screen = false;
    S->handoff = false;
    S->confirm_restart = false;
    S->summary_open = false;
    S->held_event[0] = 0;
    S->log_act = -1;
    S->peek_final = false;
    S->nlog = 0;
    S->toast[0] = 0;
    S->notice[0] = 0;
    live_reload_forget(app);
}

bool play_load_layout(UiApp *app, bool force)
{
    UiSession *S = &app->s;
    if (!force && S->layout_ok && strcmp(S->layout.game, S->m->id) == 0) return true;
    if (S->layout_ok) layout_free(&S->layout);
    S->layout_ok = false;
    char rel[256], path[1024], err[1024];
    snprintf(rel, sizeof rel, "data/games/%s.json", S->m->id);
    paths_join(path, sizeof path, rel);
    struct stat sb;
    if (stat(path, &sb) != 0) {
        /* a new game without a layout yet still shows everything */
        SDL_Log("crowntable: no layout file %s; every zone uses the auto-layout", path);
        layout_empty(&S->layout, S->m, path);
        S->layout_ok = true;
        S->logged_missing[0] = 0;
        return true;
    }
    if (!layout_load(&S->layout, path, S->m, err, sizeof err)) {
        app_show_error(app, "This game's table layout is broken", err);
        return false;
    }
    S->layout_ok = true;
    S->logged_missing[0] = 0;
    return true;
}

/* Hot-seat: nobody's table shows before its player says who they are. */
static void hotseat_pass_first(UiApp *app)
{
    UiSession *S = &app->s;
    int cp = S->st ? S->m->current_player(S->st) : GM_TERMINAL;
    if (play_human_count(app) > 1 && play_is_human(app, cp)) {
        S->pass_screen = true;
        play_rebuild_index(app);
    }
}

/* Hot-seat: the mover has seen what their move showed them; now the pass screen. */
void play_handoff_done(UiApp *app)
{
    UiSession *S = &app->s;
    S->handoff = false;
    S->observer = -1;
    refresh_impl(app, NULL, NULL);
    hotseat_pass_first(app);
}

bool play_start(UiApp *app, uint64_t seed)
{
    UiSession *S = &app->s;
    play_end(app);
    if (!play_load_layout(app, false)) return false;
    const CardSet *set = play_set(app);
    if (!set) {
        app_show_error(app, "No card set to play with",
                       S->set_report[0] ? S->set_report : "No card set was found for this game.");
        return false;
    }
    S->setup.num_players = S->nplayers;
    Error err = {{0}};
    S->st = game_new(S->m, &S->setup, set, seed, &err);
    if (!S->st) {
        app_show_error(app, "The game could not start", err.msg);
        return false;
    }
    record_init(&S->rec, S->m, set, &S->setup, seed);
    S->rec_ok = true;
    S->ai_seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    S->observer = -1;
    S->last_human = -1;
    S->pass_screen = false;
    memset(S->view, 0, sizeof *S->view);
    char names[200] = "";
    for (int i = 0; i < S->nplayers; i++) {
        size_t L = strlen(names);
        snprintf(names + L, sizeof names - L, "%s%s%s", i ? ", " : "", S->seats[i].name, S->seats[i].ai ? " (AI)" : "");
    }
    play_log(app, -1, "New game of %s: %s", S->m->title, names);
    app->scene = SCENE_TABLE;
    app->overlay = OV_NONE;
    refresh_impl(app, NULL, NULL);
    int cp = S->m->current_player(S->st);
    if (play_is_human(app, cp)) S->last_human = cp;
    hotseat_pass_first(app);
    char e2[256];
    play_autosave(app, e2, sizeof e2);
    return true;
}

bool play_commit(UiApp *app, Action a, bool by_ai)
{
    UiSession *S = &app->s;
    if (!S->st) return !by_ai && net_play_active(app) && net_play_commit(app, a); /* the host plays it */
    int cp = S->m->current_player(S->st);
    if (cp == GM_TERMINAL) return false;
    if (S->job && S->job_hint) { /* a hint for a position that is about to change */
        ai_job_cancel_and_free(S->job);
        S->job = NULL;
    }
    ActionDesc ad;
    memset(&ad, 0, sizeof ad);
    ad.src_index = ad.dst_index = -1;
    S->m->describe(S->st, a, &ad);
    /* a face-down source animates from its zone, not from a place that could tell which card */
    if (ad.src_zone[0] && ad.src_index >= 0) {
        const ViewZone *z = view_find(S->view, ad.src_zone);
        if (z && ad.src_index < z->nitems && z->items[ad.src_index].card == VIEW_CARD_BACK) ad.src_index = -1;
    }
    char text[128] = "";
    if (S->m->action_text) S->m->action_text(S->st, a, text, sizeof text);
    memcpy(S->scratch, S->view, sizeof *S->view);
    GameState *before = game_clone(S->m, S->st);
    if (!before) return false;
    if (!game_apply_checked(S->m, S->st, a)) {
        game_free(before);
        play_log(app, -1, "(refused: %s)", text);
        play_rebuild_index(app);
        return false;
    }
    if (!ensure_actors(S, S->rec.nactions + 1)) {
        game_free(before);
        return false;
    }
    S->actors[S->rec.nactions] = cp;
    S->revealed[S->rec.nactions] = game_reveals(S->m, before, a, S->st);
    S->log_act = S->rec.nactions;
    record_push(&S->rec, a);
    play_log_action(app, before, S->st, cp, a);
    game_free(before);
    /* the hint's words go with the move: in hot-seat they named the mover's
     * cards to the next seat ("Hint: Play 5 on your left pile") for 5 s */
    if (S->has_hint || strncmp(S->notice, "Hint: ", 6) == 0) S->notice[0] = 0;
    /* so do the words on why a click made no move: they stayed into the AI's
     * turn, under its move's words (Queen by Midnight: over the Clout and
     * class counters) */
    if (S->notice_reason) S->notice[0] = 0;
    S->notice_reason = false;
    S->has_hint = false;
    if (!by_ai && play_is_human(app, cp)) {
        S->last_human = cp;
        table_note_changed(app, NULL, NULL); /* a human acts: what changed is counted afresh from here */
    } else {
        table_note_moved(app, &ad); /* what "just changed" for the hover zoom: the AI's (another seat's) move */
    }
    /* hot-seat: a move that showed the mover something (a drawn card) is looked at before the pass screen */
    int next = S->m->current_player(S->st);
    S->handoff = !by_ai && play_human_count(app) > 1 && S->revealed[S->rec.nactions - 1] != NULL && next != cp &&
                 next != GM_TERMINAL && play_is_human(app, next);
    refresh_impl(app, S->scratch, &ad);
    S->log_act = -1;
    char err[512];
    if (!play_autosave(app, err, sizeof err)) {
        snprintf(S->notice, sizeof S->notice, "Autosave failed: %s", err);
        S->notice_until = app->now + 6;
    }
    return true;
}

/* ---------------------------------------------------------- saves */
static cJSON *ui_seats_json(const UiApp *app)
{
    cJSON *ui = cJSON_CreateObject();
    cJSON *arr = cJSON_AddArrayToObject(ui, "seats");
    for (int i = 0; i < app->s.nplayers; i++) {
        const SeatCfg *sc = &app->s.seats[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "name", sc->name);
        cJSON_AddBoolToObject(o, "ai", sc->ai);
        cJSON_AddNumberToObject(o, "level", sc->level);
        cJSON_AddNumberToObject(o, "colour", sc->colour);
        cJSON_AddItemToArray(arr, o);
    }
    /* for the Load list: why the copy was made and how far the game was */
    if (app->s.saving_kind) cJSON_AddStringToObject(ui, "kind", app->s.saving_kind);
    if (app->s.view) cJSON_AddStringToObject(ui, "status", app->s.view->status);
    return ui;
}

static bool write_save(UiApp *app, const char *path, char *err, size_t errn)
{
    Error e = {{0}};
    cJSON *j = save_to_json(&app->s.rec, &e);
    if (!j) {
        snprintf(err, errn, "%s", e.msg);
        return false;
    }
    /* the seat set-up (names, who is an AI) rides along in a "ui" object */
    cJSON_AddItemToObject(j, "ui", ui_seats_json(app));
    bool ok = json_save_file(path, j, &e);
    cJSON_Delete(j);
    if (!ok) snprintf(err, errn, "%s", e.msg);
    return ok;
}

bool play_autosave(UiApp *app, char *err, size_t errn)
{
    if (!app->s.st || !app->s.rec_ok || !app->pref_dir[0]) return true;
    char path[700];
    snprintf(path, sizeof path, "%s/autosave.json", app->pref_dir);
    bool ok = write_save(app, path, err, errn);
    app->has_autosave = ok;
    app->autosave_failed = !ok;
    if (!ok) snprintf(app->autosave_error, sizeof app->autosave_error, "%s", err);
    return ok;
}

bool play_save_copy(UiApp *app, const char *kind, char *path_out, size_t n)
{
    if (!app->s.st) return false;
    char dir[700];
    snprintf(dir, sizeof dir, "%s/saves", app->pref_dir);
    Error de = {{0}};
    if (!dir_ensure(dir, &de)) { /* say why, not the later "No such file" */
        snprintf(path_out, n, "%s", de.msg);
        return false;
    }
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(path_out, n, "%s/%s-%s.json", dir, app->s.m->id, stamp);
    struct stat sb; /* Save game, then Restart, within one second: two files */
    for (int k = 2; k < 100 && stat(path_out, &sb) == 0; k++) snprintf(path_out, n, "%s/%s-%s-%d.json", dir, app->s.m->id, stamp, k);
    char err[512];
    app->s.saving_kind = kind;
    bool ok = write_save(app, path_out, err, sizeof err);
    app->s.saving_kind = NULL;
    if (!ok) snprintf(path_out, n, "%s", err);
    return ok;
}

const CardSet *play_find_save_set(const GameModule *m, const char *set_id, void *ctx)
{
    UiApp *app = ctx;
    UiSession *S = &app->s;
    if (S->m != m) { /* a save read before its game's sets were (a hosted game's) */
        play_end(app);
        S->m = m;
        play_load_sets(app, m);
    }
    for (int pass = 0; pass < 2; pass++) /* set_id is a folder or an id (save.h) */
        for (int i = 0; i < S->nsets; i++)
            if (strcmp(pass == 0 ? S->sets[i]->dir : S->sets[i]->id, set_id) == 0) {
                S->set_idx = i;
                return S->sets[i];
            }
    return NULL;
}

void play_free_sets(UiApp *app)
{
    UiSession *S = &app->s;
    if (S->sets) carddb_free_all(S->sets, S->nsets);
    S->sets = NULL;
    S->nsets = 0;
    S->set_idx = 0;
    for (int i = 0; i < S->nbroken; i++) free(S->broken_report[i]);
    S->nbroken = 0;
}

/* Keeps a broken set's report for the setup screen (the first few sets). */
static void note_broken_set(void *ctx, const char *dir, const Report *problems)
{
    UiSession *S = ctx;
    if (S->nbroken == UI_MAX_BROKEN_SETS) return;
    size_t len = 1;
    for (int i = 0; i < problems->count; i++) len += strlen(problems->lines[i]) + 1;
    char *text = malloc(len);
    if (!text) return;
    text[0] = 0;
    for (int i = 0, at = 0; i < problems->count; i++)
        at += snprintf(text + at, len - (size_t)at, "%s\n", problems->lines[i]);
    const char *slash = strrchr(dir, '/');
    snprintf(S->broken_name[S->nbroken], sizeof S->broken_name[0], "%s", slash ? slash + 1 : dir);
    S->broken_count[S->nbroken] = problems->count;
    S->broken_report[S->nbroken++] = text;
}

/* Loads every set of m; a summary of skipped sets goes to set_report. */
bool play_load_sets(UiApp *app, const GameModule *m)
{
    UiSession *S = &app->s;
    play_free_sets(app);
    Report rep = {0};
    S->nsets = carddb_load_all_cb(m, &S->sets, &rep, note_broken_set, S);
    if (S->nsets < 0) S->nsets = 0;
    S->set_report[0] = 0;
    for (int i = 0; i < rep.count; i++) {
        size_t L = strlen(S->set_report);
        snprintf(S->set_report + L, sizeof S->set_report - L, "%s%s", L ? "\n" : "", rep.lines[i]);
    }
    report_free(&rep);
    /* no set loaded: there is no setup screen to list them, so the error says why */
    for (int i = 0; i < S->nbroken && S->nsets == 0; i++) {
        size_t L = strlen(S->set_report);
        snprintf(S->set_report + L, sizeof S->set_report - L, "%s%s: %s", L ? "\n" : "", S->broken_name[i], S->broken_report[i]);
    }
    S->set_idx = 0;
    if (m->default_set)
        for (int i = 0; i < S->nsets; i++)
            if (strcmp(S->sets[i]->id, m->default_set) == 0) {
                S->set_idx = i; /* the first: the shipped one before a user's copy */
                break;
            }
    return S->nsets > 0;
}

/* `what` names the file for people: "The autosave", "The save x.json". */
void play_quarantine(UiApp *app, const char *path, const char *what, const char *why)
{
    char moved[800];
    if (save_quarantine(path, moved, sizeof moved))
        snprintf(app->menu_notice, sizeof app->menu_notice, "%s could not be loaded and was moved aside to %s.\nProblem: %s",
                 what, moved, why);
    else
        snprintf(app->menu_notice, sizeof app->menu_notice, "%s could not be loaded (%s) and could not be moved aside.",
                 what, why);
    SDL_Log("crowntable: %s", app->menu_notice);
}

/* A save damaged part-way (an action that is not legal): the game goes on
 * from the last good move, the damaged file is kept beside it (.bad-...) and
 * the restored game is written in its place. */
static void keep_damaged(UiApp *app, const char *path, int restored, const char *why)
{
    char moved[800], err[512] = "";
    bool kept = save_quarantine(path, moved, sizeof moved);
    if (kept && !write_save(app, path, err, sizeof err)) SDL_Log("crowntable: %s", err);
    const char *base = strrchr(moved, '/');
    snprintf(app->s.notice, sizeof app->s.notice, "Restored up to move %d; the rest was damaged. %s%s", restored,
             kept ? "The damaged file is kept as " : "The damaged file could not be moved aside.",
             kept ? (base ? base + 1 : moved) : "");
    app->s.notice_until = app->now + 15;
    play_log(app, -1, "Restored up to move %d; the rest was damaged", restored);
    SDL_Log("crowntable: %s: restored up to move %d; the rest was damaged: %s", path, restored, why);
}

bool play_continue(UiApp *app)
{
    char path[700];
    snprintf(path, sizeof path, "%s/autosave.json", app->pref_dir);
    return play_load_save(app, path, "The autosave");
}

bool play_load_save(UiApp *app, const char *path, const char *what)
{
    UiSession *S = &app->s;
    Error e = {{0}};
    /* read piece by piece (save_from_text_prefix): never the whole tree */
    size_t len;
    char *text = json_read_file(path, &len, &e);
    /* cut short (a kill mid-write) or damaged part-way: the moves that parse */
    bool salvaged = false;
    Error cut = {{0}};
    if (text) text = save_text_to_load(text, &len, path, &salvaged, &cut);
    if (!text || !json_check_text(text, len, path, &e)) {
        free(text);
        play_quarantine(app, path, what, e.msg);
        return false;
    }
    cJSON *gid = json_parse_member(text, len, "game");
    const GameModule *m = cJSON_IsString(gid) ? games_find(gid->valuestring) : NULL;
    cJSON_Delete(gid);
    if (!m) {
        /* a document that does not parse: its own message (one that does,
         * a hostile array too, is told without a tree when it can be) */
        cJSON *doc = json_lazy_doc_any(text, len);
        cJSON *whole = doc ? NULL : json_parse_text(text, len, path, &e);
        free(text);
        play_quarantine(app, path, what, doc || whole ? "game: expected the id of a known game" : e.msg);
        json_lazy_free(doc);
        cJSON_Delete(whole);
        return false;
    }
    cJSON *ui = json_parse_member(text, len, "ui");
    play_end(app);
    S->m = m;
    play_load_sets(app, m);
    GameRecord rec;
    GameState *st = NULL;
    memset(&rec, 0, sizeof rec);
    int damaged_at = -1;
    bool ok = save_from_text_prefix(text, len, path, play_find_save_set, app, &rec, &st, &damaged_at, &e);
    free(text);
    if (!ok) {
        cJSON_Delete(ui);
        play_quarantine(app, path, what, e.msg);
        return false;
    }
    S->rec = rec;
    S->rec_ok = true;
    S->setup = rec.setup;
    S->nplayers = rec.setup.num_players;
    for (int i = 0; i < S->nplayers; i++) {
        SeatCfg *sc = &S->seats[i];
        memset(sc, 0, sizeof *sc);
        sc->ai = i > 0;
        sc->level = 1;
        sc->colour = i;
        sc->deck = -1;
        snprintf(sc->name, sizeof sc->name, "%s", app->settings.names[i]);
        const cJSON *so = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(ui, "seats"), i);
        if (cJSON_IsObject(so)) {
            const cJSON *v;
            if (cJSON_IsString(v = cJSON_GetObjectItemCaseSensitive(so, "name"))) snprintf(sc->name, sizeof sc->name, "%s", v->valuestring);
            if (cJSON_IsBool(v = cJSON_GetObjectItemCaseSensitive(so, "ai"))) sc->ai = cJSON_IsTrue(v);
            settings_seat_int(app, so, "level", 2, &sc->level, path, i);
            settings_seat_int(app, so, "colour", 7, &sc->colour, path, i);
        }
    }
    cJSON_Delete(ui);
    /* who took each action, for undo: replay once from the start */
    if (!ensure_actors(S, rec.nactions + 1)) { game_free(st); return false; }
    GameState *w = record_replay(&S->rec, 0, &e);
    /* "moves", the word of the Load list: a player counts moves, not actions */
    play_log(app, -1, "%s a saved game of %s (%d move%s so far)", strcmp(what, "The autosave") == 0 ? "Continued" : "Loaded",
             m->title, rec.nactions, rec.nactions == 1 ? "" : "s");
    for (int i = 0; w && i < rec.nactions; i++) {
        int seat = m->current_player(w);
        S->actors[i] = seat;
        GameState *before = game_clone(m, w);
        m->apply(w, rec.actions[i]);
        S->revealed[i] = game_reveals(m, before, rec.actions[i], w);
        S->log_act = i;
        play_log_action(app, before, w, seat, rec.actions[i]);
        play_log_held(app, false); /* a loaded game stops at no summary on the way */
        S->log_act = -1;
        game_free(before);
    }
    if (w) game_free(w);
    S->st = st;
    if (!play_load_layout(app, false)) return false;
    S->observer = -1;
    S->last_human = -1;
    int cp = m->current_player(st);
    if (play_is_human(app, cp)) S->last_human = cp;
    memset(S->view, 0, sizeof *S->view);
    app->scene = SCENE_TABLE;
    app->overlay = OV_NONE;
    refresh_impl(app, NULL, NULL);
    if (damaged_at < 0 && salvaged) {
        damaged_at = rec.nactions;
        e = cut;
    }
    if (damaged_at >= 0) keep_damaged(app, path, damaged_at, e.msg);
    hotseat_pass_first(app);
    return true;
}
