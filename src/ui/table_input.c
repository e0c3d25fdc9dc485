/* table_input.c — the action index: which items are sources and targets of
 * the legal actions (from describe()), hit-testing, clicks and keys, the
 * chooser for ambiguous clicks, zone-less buttons, and the hover preview. */
#include "table_internal.h"
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ action index */
static bool idx_match(const ZoneRes *zr, const ViewZone *z, int want, int hit)
{
    if (table_zone_level(zr->kind)) return true;
    if (want < 0 || want >= z->nitems || hit < 0) return true;
    return want == hit;
}

int table_zone_of(const UiApp *app, const char *id)
{
    const View *v = app->s.view;
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].id, id) == 0) return i;
    return -1;
}

static bool busy(const UiApp *app)
{
    const UiSession *S = &app->s;
    return S->job && !S->job_hint;
}

/* Two cards in a hand that look the same are the same to the player: either
 * copy may be played (describe() names only one of them). */
static bool same_face(const ViewItem *a, const ViewItem *b)
{
    return a->card >= 0 && a->card == b->card && a->owner == b->owner && a->value == b->value &&
           a->base == b->base && a->flags == b->flags && strcmp(a->badge, b->badge) == 0;
}

/* Is one end (zone, index) of an action the item idx of zone zi? */
static bool end_is(const UiApp *app, const char *zone, int index, int zi, int idx)
{
    const UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    return zone[0] && strcmp(zone, z->id) == 0 && idx_match(&S->zr[zi], z, index, idx);
}

/* The item index the legal actions use for a click on item idx of zone zi:
 * idx itself if some action's source matches it, else a copy with the same
 * face in the same hand that some action names.  False if the item is no source. */
static bool source_index(const UiApp *app, int zi, int idx, int *out)
{
    const UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    int alias = -1;
    for (int i = 0; i < S->nlegal; i++) {
        const ActionDesc *d = &S->desc[i];
        if (d->swap_ends && end_is(app, d->dst_zone, d->dst_index, zi, idx)) { /* either end may be picked */
            *out = idx;
            return true;
        }
        if (!d->src_zone[0] || strcmp(d->src_zone, z->id) != 0) continue;
        if (idx_match(&S->zr[zi], z, d->src_index, idx)) {
            *out = idx;
            return true;
        }
        if (alias < 0 && S->zr[zi].kind == DK_HAND && idx >= 0 && idx < z->nitems && d->src_index >= 0 &&
            d->src_index < z->nitems && same_face(&z->items[d->src_index], &z->items[idx]))
            alias = d->src_index;
    }
    *out = alias;
    return alias >= 0;
}

/* Is (zone zi, item idx) a source of some legal action? */
bool table_is_source(const UiApp *app, int zi, int idx)
{
    const UiSession *S = &app->s;
    int src;
    if (S->picked >= 0 || busy(app) || S->ai_showing) return false;
    return source_index(app, zi, idx, &src);
}

static bool picked_match(const UiSession *S, const ActionDesc *d)
{
    return S->picked >= 0 && strcmp(d->src_zone, S->picked_zone) == 0 && d->src_index == S->picked_index;
}

/* A swap_ends action picked at its dst end (the other end is then its target). */
static bool picked_match_dst(const UiSession *S, const ActionDesc *d)
{
    return S->picked >= 0 && d->swap_ends && strcmp(d->dst_zone, S->picked_zone) == 0 &&
           d->dst_index == S->picked_index;
}

/* Actions that a click on (zi, idx) would take as a target. */
int table_targets_at(const UiApp *app, int zi, int idx, int *out, int cap)
{
    const UiSession *S = &app->s;
    int n = 0;
    for (int i = 0; i < S->nlegal && n < cap; i++) {
        const ActionDesc *d = &S->desc[i];
        bool ok;
        if (S->picked < 0) ok = !d->src_zone[0] && end_is(app, d->dst_zone, d->dst_index, zi, idx);
        else ok = (picked_match(S, d) && end_is(app, d->dst_zone, d->dst_index, zi, idx)) ||
                  (picked_match_dst(S, d) && end_is(app, d->src_zone, d->src_index, zi, idx));
        if (ok) out[n++] = i;
    }
    return n;
}

bool table_is_target(const UiApp *app, int zi, int idx)
{
    int tmp[4];
    if (busy(app) || app->s.ai_showing) return false;
    return table_targets_at(app, zi, idx, tmp, 4) > 0;
}

/* Finds the zone and item under (x, y), topmost first. */
bool table_hit_zone(UiApp *app, float x, float y, int *zi_out, int *idx_out)
{
    UiSession *S = &app->s;
    const View *v = S->view;
    for (int zi = v->nzones - 1; zi >= 0; zi--) {
        const ZoneRes *r = &S->zr[zi];
        if (!r->placed) continue;
        const ViewZone *z = &v->zones[zi];
        if (!table_zone_level(r->kind)) {
            for (int i = z->nitems - 1; i >= 0; i--) {
                SDL_FRect q;
                bool at = table_item_rect(app, v, S->zr, zi, i, &q);
                if (r->kind == DK_WARLORD) q = warlord_visible_rect(app, zi, i, table_front_item(app, zi)); /* the front card over its neighbours */
                if (at && x >= q.x && x < q.x + q.w && y >= q.y && y < q.y + q.h) {
                    *zi_out = zi;
                    *idx_out = i;
                    return true;
                }
            }
        }
        if (r->open_total > 0) continue; /* listed in its open place: its own box lies under the list */
        SDL_FRect q = r->rect;
        if (table_zone_level(r->kind)) table_item_rect(app, v, S->zr, zi, z->nitems - 1, &q);
        /* zone-level drawers hit on the whole zone box too */
        SDL_FRect box = r->rect;
        if ((x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h) ||
            (x >= q.x && x < q.x + q.w && y >= q.y && y < q.y + q.h)) {
            *zi_out = zi;
            *idx_out = table_zone_level(r->kind) ? z->nitems - 1 : -1;
            return true;
        }
    }
    return false;
}

static void open_chooser(UiApp *app, const int *acts, int n, float x, float y)
{
    UiSession *S = &app->s;
    if (n > 32) n = 32;
    memcpy(S->chooser, acts, sizeof acts[0] * (size_t)n);
    S->nchooser = n;
    S->chooser_x = x;
    S->chooser_y = y;
    app->overlay = OV_CHOOSER;
    app_dirty(app);
}

void table_take(UiApp *app, int ai)
{
    UiSession *S = &app->s;
    if (ai < 0 || ai >= S->nlegal) return;
    Action a = S->legal[ai];
    app->overlay = OV_NONE;
    app_sound(app, SND_CLICK);
    play_commit(app, a, false);
}

/* "<what>: <why><more>", or only "<Why><more>" when the reason already
 * begins with what was clicked ("Ironclad Guard has no prestige colour",
 * not "Ironclad Guard: Ironclad Guard has ..."). */
static void reason_words(const char *what, const char *why, const char *more, char *out, size_t n)
{
    size_t wl = strlen(what);
    if (wl > 0 && strncmp(why, what, wl) == 0 && (why[wl] == ' ' || why[wl] == '\'')) snprintf(out, n, "%s%s", why, more);
    else snprintf(out, n, "%s: %s%s", what, why, more);
}

/* A click on any item that is no move now (it does not glow) says why,
 * instead of doing nothing — the mover's own card, a shared zone (a market, a
 * supply) or a rival's: "<what>: <the module's reason>" when it has one, else
 * "Gate Warden can't be played now — <the prompt>" for a card, "Draw pile: no
 * move here now — <the prompt>" for a zone, or, for a rival's hidden card,
 * whose it is ("That is Ben's hand — <the prompt>"). */
static void say_not_playable(UiApp *app, int zi, int idx)
{
    UiSession *S = &app->s;
    const View *v = S->view;
    const ViewZone *z = &v->zones[zi];
    int cp = v->current_player;
    if (!v->terminal && cp >= 0 && cp < S->nplayers && cp != v->observer && net_play_active(app)) {
        /* another player's turn at a network table: they move on their own screen */
        snprintf(S->notice, sizeof S->notice, "It is %s's turn: wait for their move", S->seats[cp].name);
        S->notice_until = app->now + 4;
        S->notice_reason = true;
        app_dirty(app);
        return;
    }
    if (v->terminal || S->handoff || cp < 0 || cp != v->observer || !play_is_human(app, cp)) return;
    const ViewItem *it = idx >= 0 && idx < z->nitems ? &z->items[idx] : NULL;
    int owner = it && it->owner >= 0 ? it->owner : z->owner;
    /* a click beside the cards of a fanned hand of backs is still on that hand */
    bool hidden = it ? it->card == VIEW_CARD_BACK : z->nitems > 0 && z->items[z->nitems - 1].card == VIEW_CARD_BACK;
    const CardSet *set = play_set(app);
    char what[96], why[256] = "", text[640];
    bool a_card = it && it->card >= 0 && set && it->card < set->ncards;
    if (a_card) snprintf(what, sizeof what, "%s", set->cards[it->card].name);
    else snprintf(what, sizeof what, "%s", table_zone_caption(app, zi));
    if (S->st && S->m->why_not && S->m->why_not(S->st, z->id, idx, why, sizeof why))
        reason_words(what, why, "", text, sizeof text); /* the reason is the whole answer, for a card or a deck */
    else if (hidden && owner >= 0 && owner != cp)
        snprintf(text, sizeof text, z->kind == VZ_HAND || S->zr[zi].kind == DK_HAND ? "That is {p%d}'s hand — %s" : "That card is {p%d}'s, face down — %s",
                 owner, v->prompt);
    else if (a_card)
        snprintf(text, sizeof text, "%s can't be played now — %s", what, v->prompt);
    else /* a deck, a supply, a counter: nothing there is "played" */
        snprintf(text, sizeof text, "%s: no move here now — %s", what, v->prompt);
    play_names(app, text, S->notice, sizeof S->notice);
    S->notice_until = app->now + 4;
    S->notice_reason = true;
    app_dirty(app);
}

/* A click on item idx of zone zi with nothing picked: picks it as a source
 * (its moves' targets glow), takes its only move, offers its moves in the
 * chooser, takes it as a target, or says why nothing happens. */
static void click_source(UiApp *app, int zi, int idx, float x, float y)
{
    UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    int acts[32];
    /* a duplicate in hand stands for the copy the actions name */
    int clicked = idx;
    if (!source_index(app, zi, idx, &idx)) idx = clicked;
    int with_dst = 0, src_only = 0, first_dst = -1;
    int only[32];
    for (int i = 0; i < S->nlegal; i++) {
        const ActionDesc *d = &S->desc[i];
        if (d->swap_ends && end_is(app, d->dst_zone, d->dst_index, zi, idx)) { /* picked at its other end */
            if (first_dst < 0) first_dst = i;
            with_dst++;
            continue;
        }
        if (!d->src_zone[0] || strcmp(d->src_zone, z->id) != 0 || !idx_match(&S->zr[zi], z, d->src_index, idx)) continue;
        if (d->dst_zone[0]) {
            if (first_dst < 0) first_dst = i;
            with_dst++;
        } else if (src_only < 32) {
            only[src_only++] = i;
        }
    }
    if (with_dst > 0) {
        const ActionDesc *fd = &S->desc[first_dst];
        bool at_dst = fd->swap_ends && end_is(app, fd->dst_zone, fd->dst_index, zi, idx);
        S->picked = first_dst;
        snprintf(S->picked_zone, sizeof S->picked_zone, "%s", at_dst ? fd->dst_zone : fd->src_zone);
        S->picked_index = at_dst ? fd->dst_index : fd->src_index;
        S->picked_item = clicked;
        S->preview_action = -1;
        app_sound(app, SND_CLICK);
        app_dirty(app);
        return;
    }
    if (src_only == 1) {
        table_hand_taken(app, zi, clicked);
        table_take(app, only[0]);
        return;
    }
    if (src_only > 1) { open_chooser(app, only, src_only, x, y); return; }
    /* a target of a dst-only action? */
    int n = table_targets_at(app, zi, idx, acts, 32);
    if (n == 1) table_take(app, acts[0]);
    else if (n > 1) open_chooser(app, acts, n, x, y);
    else if (!pile_view_open(app, zi)) say_not_playable(app, zi, clicked); /* no move here: a face-up pile shows its cards */
}

/* A click on a hand's row beside its cards: a chooser of every card that can
 * be played (one entry per face: its move when it has just one without a
 * target, else its name, which picks it as a click on it would), or why
 * none can. */
static void choose_from_hand(UiApp *app, int zi, float x, float y)
{
    UiSession *S = &app->s;
    const ViewZone *z = &S->view->zones[zi];
    const CardSet *set = play_set(app);
    int n = 0;
    for (int i = 0; i < z->nitems && n < 32 && set; i++) {
        int src;
        if (z->items[i].card < 0 || z->items[i].card >= set->ncards || !source_index(app, zi, i, &src)) continue;
        bool seen = false;
        for (int k = 0; k < n && !seen; k++) seen = same_face(&z->items[S->chooser_item[k]], &z->items[i]);
        if (seen) continue;
        /* a card with one move and no target: that move, in its own words ("Play Lifted Coin") */
        int moves = 0, only = -1;
        for (int a = 0; a < S->nlegal; a++) {
            const ActionDesc *d = &S->desc[a];
            if (d->src_zone[0] && strcmp(d->src_zone, z->id) == 0 && idx_match(&S->zr[zi], z, d->src_index, src)) {
                moves++;
                only = d->dst_zone[0] || d->swap_ends ? -1 : a;
            }
        }
        S->chooser[n] = moves == 1 ? only : -1;
        S->chooser_item[n] = i;
        snprintf(S->chooser_name[n], sizeof S->chooser_name[n], "%s", set->cards[z->items[i].card].name);
        n++;
    }
    if (n == 0) {
        say_not_playable(app, zi, -1);
        return;
    }
    S->chooser_zone = zi;
    S->nchooser = n;
    S->chooser_x = x;
    S->chooser_y = y;
    app->overlay = OV_CHOOSER;
    app_dirty(app);
}

/* " — War Banner can go to Pit Vanguard or Gnawling Swarm (pick it again)":
 * where the picked card can go (the places that glowed), named by their cards
 * or captions; the module's reason for a place says why not there, not where
 * to instead.  The pick itself is dropped, as a click elsewhere drops it. */
static void picked_goes(const UiApp *app, char *out, size_t n)
{
    const UiSession *S = &app->s;
    const View *v = S->view;
    const CardSet *set = play_set(app);
    const char *names[4];
    char buf[4][96];
    int k = 0;
    bool more = false;
    for (int i = 0; i < S->nlegal; i++) {
        const ActionDesc *d = &S->desc[i];
        const char *zone = picked_match(S, d) ? d->dst_zone : picked_match_dst(S, d) ? d->src_zone : "";
        int index = picked_match(S, d) ? d->dst_index : d->src_index, zi = zone[0] ? table_zone_of(app, zone) : -1;
        if (zi < 0) continue;
        const ViewZone *z = &v->zones[zi];
        /* an item of a row or hand by its card; a pile, a cell, a track by its caption */
        int card = !table_zone_level(S->zr[zi].kind) && index >= 0 && index < z->nitems ? z->items[index].card : -1;
        char name[96];
        if (set && card >= 0 && card < set->ncards) snprintf(name, sizeof name, "%s", set->cards[card].name);
        else if (z->owner >= 0 && z->owner < S->nplayers && S->seats[z->owner].name[0] &&
                 strncmp(z->label, S->seats[z->owner].name, strlen(S->seats[z->owner].name)) == 0)
            snprintf(name, sizeof name, "%s", z->label); /* a caption that names its seat ("Ann at 3") reads as it is */
        else if (z->owner >= 0 && z->label[0]) { /* "your left pile", "{p1}'s left pile": a seat's own captions leave the seat out */
            char low[VIEW_ID_LEN + 48];
            snprintf(low, sizeof low, "%s", z->label);
            low[0] = (char)tolower((unsigned char)low[0]);
            if (z->owner == v->observer) snprintf(name, sizeof name, "your %s", low);
            else snprintf(name, sizeof name, "{p%d}'s %s", z->owner, low);
        } else snprintf(name, sizeof name, "%s", table_zone_caption(app, zi));
        bool seen = false;
        for (int j = 0; j < k && !seen; j++) seen = strcmp(names[j], name) == 0;
        if (seen) continue;
        if (k == 3) { more = true; break; }
        snprintf(buf[k], sizeof buf[k], "%s", name);
        names[k] = buf[k];
        k++;
    }
    const ViewZone *pz = NULL;
    int pzi = table_zone_of(app, S->picked_zone);
    if (pzi >= 0) pz = &v->zones[pzi];
    int pcard = pz && S->picked_item >= 0 && S->picked_item < pz->nitems ? pz->items[S->picked_item].card : -1;
    const char *what = set && pcard >= 0 && pcard < set->ncards ? set->cards[pcard].name : "the card you picked";
    if (k == 0) { out[0] = 0; return; }
    size_t len = (size_t)snprintf(out, n, " — %s can go to %s", what, names[0]);
    for (int j = 1; j < k && len < n; j++)
        len += (size_t)snprintf(out + len, n - len, "%s%s", j == k - 1 && !more ? " or " : ", ", names[j]);
    if (more && len < n) len += (size_t)snprintf(out + len, n - len, ", or elsewhere");
    if (len < n) snprintf(out + len, n - len, " (pick it again)");
}

void table_click(UiApp *app, float x, float y)
{
    UiSession *S = &app->s;
    int zi, idx;
    if (busy(app) || S->ai_showing) return;
    /* the hint's tag, often beside what it marks (below a pile at the table's
     * foot): a click on the words "here" is a click on the place they name */
    for (int side = 0; side < 2 && S->has_hint; side++) {
        SDL_FRect t = S->hint_tags[side], q = S->hint_glows[side];
        if (q.w > 0 && t.w > 0 && x >= t.x && x < t.x + t.w && y >= t.y && y < t.y + t.h) {
            x = q.x + q.w / 2;
            y = q.y + q.h / 2;
            break;
        }
    }
    if (!table_hit_zone(app, x, y, &zi, &idx)) {
        if (S->picked >= 0) { S->picked = -1; app_dirty(app); }
        return;
    }
    const ViewZone *z = &S->view->zones[zi];
    int acts[32];
    if (S->picked >= 0) {
        int n = table_targets_at(app, zi, idx, acts, 32);
        if (n == 1) {
            table_hand_taken(app, table_zone_of(app, S->picked_zone), S->picked_item);
            table_take(app, acts[0]);
            return;
        }
        if (n > 1) { open_chooser(app, acts, n, x, y); return; }
        /* clicking the picked source again: its src-only actions, else drop the pick */
        bool same = strcmp(z->id, S->picked_zone) == 0 && (idx_match(&S->zr[zi], z, S->picked_index, idx) || idx == S->picked_item);
        char goes[320] = "";
        if (!same) picked_goes(app, goes, sizeof goes); /* named while the pick still stands */
        S->picked = -1;
        app_dirty(app);
        if (same) {
            for (int i = 0; i < S->nlegal && n < 32; i++)
                if (!S->desc[i].dst_zone[0] && strcmp(S->desc[i].src_zone, z->id) == 0 &&
                    S->desc[i].src_index == S->picked_index) acts[n++] = i;
            if (n == 1) table_take(app, acts[0]);
            else if (n > 1) open_chooser(app, acts, n, x, y);
            return;
        }
        if (!table_is_source(app, zi, idx)) {
            /* say why the card stayed in hand instead of a click that seems to do nothing */
            bool lock = (z->flags & VI_LOCKED) || (idx >= 0 && idx < z->nitems && (z->items[idx].flags & VI_LOCKED));
            char why[256], text[800];
            if (!(S->st && S->m->why_not && S->m->why_not(S->st, z->id, idx, why, sizeof why)))
                snprintf(why, sizeof why, "%s", lock ? "locked" : "not a place for it");
            reason_words(table_zone_caption(app, zi), why, goes, text, sizeof text);
            play_names(app, text, S->notice, sizeof S->notice);
            S->notice_until = app->now + 3;
            S->notice_reason = true;
            return;
        }
    }
    if (S->picked < 0 && S->zr[zi].kind == DK_HAND && idx < 0 && table_targets_at(app, zi, idx, acts, 32) == 0) {
        choose_from_hand(app, zi, x, y); /* beside the cards: never a silent click, nor a card picked by chance */
        return;
    }
    click_source(app, zi, idx, x, y);
}

/* ------------------------------------------------------------ preview */
int table_hovered_target_action(UiApp *app, int *zi_out, int *idx_out)
{
    UiSession *S = &app->s;
    int zi, idx, acts[4];
    if (S->picked < 0 || app->overlay != OV_NONE) return -1;
    if (!table_hit_zone(app, app->mx, app->my, &zi, &idx)) return -1;
    if (zi_out) *zi_out = zi;
    if (idx_out) *idx_out = idx;
    int n = table_targets_at(app, zi, idx, acts, 4);
    return n == 1 ? acts[0] : -1;
}

void table_update_preview(UiApp *app)
{
    UiSession *S = &app->s;
    int a = table_hovered_target_action(app, NULL, NULL);
    if (a == S->preview_action) return;
    S->preview_action = a;
    S->preview_ok = false;
    if (a < 0 || !S->st) return;
    GameState *c = game_clone(S->m, S->st);
    if (!c) return;
    /* Resample what this seat cannot see first, so a preview can never show a
     * real hidden card (the next draw, a shuffled deck). */
    if (S->m->determinize && (S->m->flags & (GM_HIDDEN_INFO | GM_CHANCE)) && S->observer >= 0) {
        Rng rng;
        rng_seed(&rng, 0x5eed0000u + (uint64_t)a);
        S->m->determinize(c, S->observer, &rng);
    }
    if (S->m->apply(c, S->legal[a])) {
        memset(S->preview, 0, sizeof *S->preview);
        S->m->view(c, S->observer, S->preview);
        play_name_view(app, S->preview);
        S->preview_ok = true;
    }
    game_free(c);
}

/* Enter may press action i's button: a decision ("Do not defend") only when
 * it is the seat's one move, never by a key meant for another. */
bool table_enter_may_take(const UiApp *app, int i)
{
    const UiSession *S = &app->s;
    return !(S->desc[i].flags & AD_DECISION) || S->nlegal == 1;
}

int table_button_actions(const UiApp *app, int *out, int cap)
{
    const UiSession *S = &app->s;
    int n = 0;
    if (busy(app) || S->ai_showing) return 0;
    for (int i = 0; i < S->nlegal && n < cap; i++) {
        const ActionDesc *d = &S->desc[i];
        if (!d->src_zone[0] && !d->dst_zone[0]) out[n++] = i;
    }
    /* the picked source's own (target-less) actions */
    for (int i = 0; S->picked >= 0 && i < S->nlegal && n < cap; i++) {
        const ActionDesc *d = &S->desc[i];
        if (d->src_zone[0] && !d->dst_zone[0] && picked_match(S, d)) out[n++] = i;
    }
    return n;
}

static const char *chooser_label(const UiSession *S, int i)
{
    return S->chooser[i] >= 0 ? S->desc[S->chooser[i]].label : S->chooser_name[i];
}

void overlay_chooser(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    int n = S->nchooser;
    float w = 400, bh = 40, h = 52 + n * (bh + 6) + bh + 10;
    /* the hinted choice is marked: it glows, with a "Hint" tag in a column
     * right of the choices (the hint's words alone said it) */
    int hinted = -1;
    for (int i = 0; i < n && S->has_hint; i++)
        if (S->chooser[i] >= 0 && action_eq(S->hint, S->legal[S->chooser[i]])) hinted = i;
    float tag_w = 0, tag_h = 0;
    if (hinted >= 0) {
        gfx_text_size(g, FACE_BOLD, 13, "Hint", &tag_w, &tag_h);
        tag_w += 16;
    }
    float col = hinted >= 0 ? tag_w + 10 : 0;
    /* wide enough for the longest choice at the buttons' full size (16 for a 40 px button) */
    for (int i = 0; i < n; i++) {
        float tw, th;
        gfx_text_size(g, FACE_BOLD, 16, chooser_label(S, i), &tw, &th);
        if (tw + 64 + col > w) w = tw + 64 + col;
    }
    if (w > UI_W - 40) w = UI_W - 40;
    float x = S->chooser_x + 10, y = S->chooser_y - h / 2;
    if (x + w > UI_W - 10) x = S->chooser_x - w - 10;
    if (x < 10) x = 10;
    if (y < 70) y = 70;
    if (y + h > UI_H - 10) y = UI_H - 10 - h;
    /* clear of the zone clicked (a hand whose cards the choices name): above it, else below it */
    int zi, idx;
    if (table_hit_zone(app, S->chooser_x, S->chooser_y, &zi, &idx)) {
        SDL_FRect z = S->zr[zi].rect;
        bool covers = x < z.x + z.w && z.x < x + w && y < z.y + z.h && z.y < y + h;
        if (covers && z.y - h - 10 >= 70) y = z.y - h - 10;
        else if (covers && z.y + z.h + 10 + h <= UI_H - 10) y = z.y + z.h + 10;
    }
    SDL_FRect p = {x, y, w, h};
    gfx_shadow(g, p, 12, 14, 120);
    ui_panel(app, p);
    gfx_text(g, FACE_SERIF_BOLD, 18, rgba(255, 226, 160, 255), x + 16, y + 14, ALIGN_LEFT, "Choose");
    for (int i = 0; i < n; i++) {
        SDL_FRect b = {x + 12, y + 48 + i * (bh + 6), w - 24 - col, bh};
        int ai = S->chooser[i];
        if (i == hinted && app->pass == PASS_DRAW) {
            gfx_glow(g, b, 10, HINT_GLOW, 8);
            SDL_FRect t = {b.x + b.w + 10, b.y + (bh - tag_h - 4) / 2, tag_w, tag_h + 4};
            gfx_rrect(g, t, t.h / 2, HINT_GLOW, mixc(HINT_GLOW, rgba(0, 0, 0, 255), 0.3f));
            gfx_text(g, FACE_BOLD, 13, rgba(20, 20, 20, 255), t.x + t.w / 2, t.y + 2, ALIGN_CENTER, "Hint");
        }
        if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_CHOICE, chooser_label(S, i), b);
        if (ui_button(app, b, chooser_label(S, i), true, true)) {
            app->overlay = OV_NONE;
            S->nchooser = 0;
            if (ai >= 0) table_take(app, ai);
            else click_source(app, S->chooser_zone, S->chooser_item[i], S->chooser_x, S->chooser_y);
            return;
        }
    }
    if (ui_button(app, (SDL_FRect){x + 12, y + 48 + n * (bh + 6), w - 24, bh}, "Cancel", true, false)) {
        app->overlay = OV_NONE;
        S->nchooser = 0;
        S->picked = -1;
        app_dirty(app);
        return;
    }
    /* a click outside closes the chooser */
    if (app->pass == PASS_CLICK && !app->consumed) {
        app->consumed = true;
        app->overlay = OV_NONE;
        S->nchooser = 0;
        app_dirty(app);
    }
}

void table_key(UiApp *app, SDL_Keycode k, bool ctrl)
{
    UiSession *S = &app->s;
    bool press = k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER;
    if (S->summary_open && press && S->summary_until <= 0) {
        play_summary_close(app);
        return;
    }
    if (S->pass_screen) {
        if (k == SDLK_z && ctrl) play_undo(app); /* only the seat that just moved; see play_undo_blocked */
        else if (press) {
            S->pass_screen = false;
            play_rebuild_index(app);
            app_dirty(app);
        }
        return;
    }
    if (k == SDLK_z && ctrl) {
        play_undo(app);
    } else if (k == SDLK_h && !ctrl) {
        play_hint(app);
    } else if (press) {
        /* the one obvious button: a lone action, "Done: pass to …", "Back to the results" */
        int acts[4];
        if (table_button_actions(app, acts, 4) == 1) {
            if (table_enter_may_take(app, acts[0])) table_take(app, acts[0]);
        }
        else if (!app_press_default(app) && S->nanims) S->nanims = 0;
    }
    app_dirty(app);
}

