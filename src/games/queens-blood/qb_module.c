/* qb_module.c — the Queen's Blood GameModule: setup, view, action texts,
 * JSON positions, determinization and heuristic.  Rules live in qb_rules.c,
 * card data in qb_cards.c.
 *
 * View zone ids (the layout data/games/queens-blood.json uses exactly these):
 *   board.<lane>.<col>  VZ_CELL   lane 0..2 (top..bottom), col 0..4 (player 0's
 *                                 start column is 0, player 1's is 4).  Zone owner =
 *                                 card owner or pawn owner (-1), value = pawn count
 *                                 (0 under a card).  One item when a card is there:
 *                                 card index, owner, value = current power, base =
 *                                 printed power, VI_ENHANCED / VI_ENFEEBLED, and
 *                                 VI_HIGHLIGHT on the card played last.
 *   lane<l>.p<s>        VZ_COUNTER lane total of seat s; VI_HIGHLIGHT on the leader.
 *   p<s>.hand           VZ_HAND   the hand (backs for the other seat, except cards
 *                                 revealed by add_to_hand); VI_SELECTED = chosen for
 *                                 the mulligan.
 *   p<s>.deck           VZ_PILE   count = cards left (one back item when not empty).
 *   p<s>.score          VZ_COUNTER points of the lanes seat s leads now (final score at the end).
 *   castle              VZ_COUNTER marker: value 0 = castle on the left (player 0's side).
 *
 * Actions (0-based seats, lanes and columns):
 *   "mulligan toggle <i>"  src p<s>.hand[i]          kind 1, a = hand index
 *   "mulligan done"        button "Keep this hand" / "Send back 2, draw 2"  kind 2
 *   "play <id> -> <l>.<c>" src p<s>.hand, dst board  kind 3, a = card, b = lane, c = col
 *   "replace <id> -> <l>.<c>"                        kind 4 (same fields)
 *   "pass"                 button "Pass"             kind 5
 */
#include <cjson/cJSON.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qb.h"
#include "core/json_lazy.h"
#include "core/json_util.h"

static QbState *S(GameState *st) { return (QbState *)st; }
static const QbState *CS(const GameState *st) { return (const QbState *)st; }

/* ---- setup ---- */
static bool default_deck(const CardSet *set, Deck *d)
{
    memset(d, 0, sizeof *d);
    snprintf(d->id, sizeof d->id, "auto");
    for (int pass = 0; pass < 2 && d->ncards < QB_DECK_SIZE; pass++)
        for (int i = 0; i < set->ncards && d->ncards < QB_DECK_SIZE; i++) {
            const QbCardData *cd = qb_card(set, i);
            if (cd->rarity == QB_TOKEN || (pass == 1 && cd->rarity != QB_REGULAR)) continue;
            d->cards[d->ncards++] = (int16_t)i;
        }
    return d->ncards == QB_DECK_SIZE;
}

static bool qb_init(GameState *st, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    QbState *s = S(st);
    memset(s, 0, sizeof *s);
    s->set = set;
    rng_seed(&s->rng, seed);
    if (setup && setup->num_players && setup->num_players != 2)
        return error_set(err, NULL, "setup", "Queen's Blood is for 2 players, got %d", setup->num_players);
    for (int p = 0; p < 2; p++) {
        Deck auto_deck;
        const Deck *d = NULL;
        const char *want = setup ? setup->deck[p] : "";
        if (want[0]) {
            d = carddb_deck(set, want);
            if (!d) {
                char list[300] = "";
                for (int i = 0; i < set->ndecks; i++) {
                    size_t u = strlen(list);
                    snprintf(list + u, sizeof list - u, "%s%s", i ? ", " : "", set->decks[i].id);
                }
                return error_set(err, NULL, "setup", "deck%d: no deck \"%s\" in set \"%s\" (decks: %s)", p, want,
                                 set->id, list[0] ? list : "none");
            }
        } else if (set->ndecks) d = &set->decks[p % set->ndecks];
        else {
            if (!default_deck(set, &auto_deck))
                return error_set(err, NULL, "setup", "set \"%s\" has no decks and too few cards for one", set->id);
            d = &auto_deck;
        }
        if (!qb_validate_deck(set, d, err)) return false;
        QbPlayer *pl = &s->p[p];
        for (int i = 0; i < d->ncards; i++) pl->deck[i] = d->cards[i];
        pl->ndeck = (int8_t)d->ncards;
        rng_shuffle_i16(&s->rng, pl->deck, pl->ndeck);
        while (pl->nhand < QB_HAND_START) qb_draw(s, p);
    }
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            QbZone *z = &s->z[l][k];
            z->card = -1;
            z->owner = -1;
            z->pawn_owner = k == 0 ? 0 : k == QB_COLS - 1 ? 1 : -1;
            z->pawns = (k == 0 || k == QB_COLS - 1) ? 1 : 0;
        }
    s->first = (int8_t)rng_below(&s->rng, 2);
    s->current = s->first;
    s->phase = QB_PH_MULLIGAN;
    s->last_lane = s->last_col = -1;
    snprintf(s->last_event, sizeof s->last_event, "{p%d} goes first", s->first);
    s->event_seq = 1;
    return true;
}

/* ---- play ---- */
static int qb_current(const GameState *st)
{
    return CS(st)->phase == QB_PH_OVER ? GM_TERMINAL : CS(st)->current;
}

static int legal(const GameState *st, Action *out, int cap) { return qb_legal_actions(CS(st), out, cap); }

static bool apply(GameState *st, Action a)
{
    QbState *s = S(st);
    if (s->phase == QB_PH_OVER) return false;
    int toggles = s->p[s->current].mull_toggles; /* Done clears them: the seat's views counted them (qb_view) */
    if (!qb_apply(s, a)) return false;
    if (a.kind == QB_ACT_DONE) s->event_seq += (uint32_t)toggles;
    if (a.kind != QB_ACT_TOGGLE) s->event_seq++; /* a toggle is secret and tells nothing: its event stays the one before */
    return true;
}

static void qb_returns(const GameState *st, double *r)
{
    const QbState *s = CS(st);
    int sc[2], lp[QB_LANES][2];
    qb_scores(s, sc, lp);
    if (s->phase != QB_PH_OVER || sc[0] == sc[1]) r[0] = r[1] = 0.5;
    else {
        r[0] = sc[0] > sc[1] ? 1.0 : 0.0;
        r[1] = 1.0 - r[0];
    }
}

/* ---- hidden information ---- */
/* The unseen cards are sorted before the shuffle, so the sample depends only on
 * what the observer knows, never on where the hidden cards really are. */
static void sort_i16(int16_t *v, int n)
{
    for (int i = 1; i < n; i++) {
        int16_t x = v[i];
        int k = i;
        for (; k > 0 && v[k - 1] > x; k--) v[k] = v[k - 1];
        v[k] = x;
    }
}

static void qb_determinize(GameState *st, int observer, Rng *rng)
{
    QbState *s = S(st);
    for (int p = 0; p < 2; p++) {
        QbPlayer *pl = &s->p[p];
        if (p == observer) {
            /* own deck: contents known, order unknown except the cards we sent to the bottom */
            int known = pl->bottom_known < pl->ndeck ? pl->bottom_known : pl->ndeck;
            sort_i16(pl->deck + known, pl->ndeck - known);
            rng_shuffle_i16(rng, pl->deck + known, pl->ndeck - known);
            continue;
        }
        int16_t pool[QB_MAX_HAND + QB_MAX_DECK];
        int n = 0;
        for (int i = 0; i < pl->nhand; i++)
            if (!((pl->hand_public >> i) & 1)) pool[n++] = pl->hand[i];
        for (int i = 0; i < pl->ndeck; i++) pool[n++] = pl->deck[i];
        sort_i16(pool, n);
        rng_shuffle_i16(rng, pool, n);
        int k = 0;
        for (int i = 0; i < pl->nhand; i++)
            if (!((pl->hand_public >> i) & 1)) pl->hand[i] = pool[k++];
        for (int i = 0; i < pl->ndeck; i++) pl->deck[i] = pool[k++];
    }
    rng_seed(&s->rng, rng_next(rng));
}

/* ---- presentation ---- */
static void qb_action_text(const GameState *st, Action a, char *buf, size_t n)
{
    const QbState *s = CS(st);
    switch (a.kind) {
    case QB_ACT_TOGGLE: snprintf(buf, n, "mulligan toggle %d", a.a); break;
    case QB_ACT_DONE: snprintf(buf, n, "mulligan done"); break;
    case QB_ACT_PLAY:
    case QB_ACT_REPLACE:
        snprintf(buf, n, "%s %s -> %d.%d", a.kind == QB_ACT_PLAY ? "play" : "replace",
                 a.a >= 0 && a.a < s->set->ncards ? s->set->cards[a.a].id : "?", a.b, a.c);
        break;
    case QB_ACT_PASS: snprintf(buf, n, "pass"); break;
    default: snprintf(buf, n, "?");
    }
}

static void qb_describe(const GameState *st, Action a, ActionDesc *d)
{
    const QbState *s = CS(st);
    memset(d, 0, sizeof *d);
    d->src_index = d->dst_index = -1;
    const QbPlayer *p = &s->p[s->current];
    switch (a.kind) {
    case QB_ACT_TOGGLE:
        snprintf(d->src_zone, sizeof d->src_zone, "p%d.hand", s->current);
        d->src_index = a.a;
        /* the card by name: the table logs a label only for the one person who
         * moved (ui/play.c hide_action_text); others read "sent back N cards" */
        if (a.a >= 0 && a.a < p->nhand)
            snprintf(d->label, sizeof d->label, "%s %s", ((p->mull_sel >> a.a) & 1) ? "Keep" : "Send back",
                     p->hand[a.a] >= 0 && p->hand[a.a] < s->set->ncards ? s->set->cards[p->hand[a.a]].name : "a card");
        break;
    case QB_ACT_DONE: { /* the button and the hint say what it does: "Hint: Done" told a new player nothing */
        int marked = 0;
        for (int i = 0; i < p->nhand; i++) marked += (int)((p->mull_sel >> i) & 1);
        if (marked == 0) snprintf(d->label, sizeof d->label, "Keep this hand");
        /* the prompt's words, short enough for the button at 150 % text ("Send back 2 cards and
         * draw 2" shrank to 12 of its 19 there) */
        else snprintf(d->label, sizeof d->label, "Send back %d, draw %d", marked, marked);
        break;
    }
    case QB_ACT_PLAY:
    case QB_ACT_REPLACE: {
        snprintf(d->src_zone, sizeof d->src_zone, "p%d.hand", s->current);
        for (int i = 0; i < p->nhand; i++)
            if (p->hand[i] == a.a) {
                d->src_index = i;
                break;
            }
        snprintf(d->dst_zone, sizeof d->dst_zone, "board.%d.%d", a.b, a.c);
        d->dst_index = 0;
        const char *name = a.a >= 0 && a.a < s->set->ncards ? s->set->cards[a.a].name : "?";
        if (a.b < 0 || a.b >= QB_LANES || a.c < 0 || a.c >= QB_COLS) { /* no space of the board */
            snprintf(d->label, sizeof d->label, "Play %s", name);
            break;
        }
        if (a.kind == QB_ACT_PLAY)
            snprintf(d->label, sizeof d->label, "Play %s in the %s lane, %s", name, QB_LANE_WORDS[a.b], QB_SPACE_WORDS[a.c]);
        else {
            const QbZone *z = &s->z[a.b][a.c];
            snprintf(d->label, sizeof d->label, "Replace %s with %s in the %s lane, %s",
                     z->card >= 0 ? s->set->cards[z->card].name : "?", name, QB_LANE_WORDS[a.b], QB_SPACE_WORDS[a.c]);
        }
        break;
    }
    case QB_ACT_PASS: snprintf(d->label, sizeof d->label, "Pass"); break;
    default: break;
    }
}

/* What the seat to play can do: a pass alone says why (a full board
 * said "Play a card or pass"). */
static const char *play_prompt(const QbState *s)
{
    Action acts[GM_MAX_ACTIONS];
    if (qb_legal_actions(s, acts, GM_MAX_ACTIONS) > 1) return "Play a card or pass";
    int cards = 0, free_mine = 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            cards += s->z[l][k].card >= 0;
            free_mine += s->z[l][k].card < 0 && s->z[l][k].pawn_owner == s->current && s->z[l][k].pawns > 0;
        }
    if (cards == QB_LANES * QB_COLS) return "The board is full: pass";
    if (s->p[s->current].nhand == 0) return "No cards in your hand: pass";
    if (free_mine == 0) return "No empty space holds your pawns: pass";
    return "No card in your hand fits your pawns: pass";
}

/* QB_LANE_WORDS starting a caption */
static const char *const LANE_TITLES[QB_LANES] = {"Top", "Middle", "Bottom"};

static void qb_view(const GameState *st, int observer, View *v)
{
    const QbState *s = CS(st);
    view_reset(v, observer, 2, qb_current(st));
    int tot[QB_LANES][2], sc[2], lp[QB_LANES][2];
    qb_lane_totals(s, tot);
    qb_scores(s, sc, lp);
    char label[48];
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &s->z[l][k];
            char id[VIEW_ID_LEN];
            snprintf(id, sizeof id, "board.%d.%d", l, k);
            snprintf(label, sizeof label, "%s lane, %s", LANE_TITLES[l], QB_SPACE_WORDS[k]);
            ViewZone *vz = view_zone(v, id, label, VZ_CELL, z->card >= 0 ? z->owner : z->pawn_owner);
            if (!vz) continue;
            vz->value = z->pawns;
            if (z->card >= 0) {
                int pw = qb_power(s, z), base = qb_card(s->set, z->card)->power;
                unsigned f = VI_FACE_UP | (pw > base ? VI_ENHANCED : 0) | (pw < base ? VI_ENFEEBLED : 0) |
                             (l == s->last_lane && k == s->last_col ? VI_HIGHLIGHT : 0);
                view_item(vz, z->card, z->owner, f, pw, base);
            }
        }
    for (int l = 0; l < QB_LANES; l++)
        for (int p = 0; p < 2; p++) {
            char id[VIEW_ID_LEN];
            snprintf(id, sizeof id, "lane%d.p%d", l, p);
            snprintf(label, sizeof label, "%s lane, {p%d}", LANE_TITLES[l], p);
            ViewZone *vz = view_zone(v, id, label, VZ_COUNTER, p);
            if (!vz) continue;
            /* the leader's counter says what the lane scores now (lane bonuses and folds
             * included), so a play preview agrees with the result; the other side's, its power */
            bool leads = tot[l][p] > tot[l][1 - p];
            vz->value = (int16_t)(leads ? lp[l][p] : tot[l][p]);
            if (leads && lp[l][p] != tot[l][p])
                snprintf(vz->label, sizeof vz->label, "%s lane, {p%d}: power %d, scores %d", LANE_TITLES[l],
                         p, tot[l][p], lp[l][p]);
            if (leads) vz->flags |= VI_HIGHLIGHT;
        }
    for (int p = 0; p < 2; p++) {
        const QbPlayer *pl = &s->p[p];
        char id[VIEW_ID_LEN];
        snprintf(id, sizeof id, "p%d.hand", p);
        snprintf(label, sizeof label, "{p%d}'s hand", p);
        ViewZone *vz = view_zone(v, id, label, VZ_HAND, p);
        for (int i = 0; vz && i < pl->nhand; i++) {
            bool pub = (pl->hand_public >> i) & 1;
            unsigned f = pub ? VI_FACE_UP : 0;
            int card = pl->hand[i];
            if (observer == p) {
                if (!pub) f |= VI_PEEK;
                if ((pl->mull_sel >> i) & 1) f |= VI_SELECTED;
            } else if (!pub) card = VIEW_CARD_BACK;
            int pw = card >= 0 ? qb_card(s->set, card)->power : 0;
            view_item(vz, card, p, f, pw, pw);
        }
        snprintf(id, sizeof id, "p%d.deck", p);
        snprintf(label, sizeof label, "{p%d}'s deck", p);
        vz = view_zone(v, id, label, VZ_PILE, p);
        if (vz) {
            if (pl->ndeck) view_item(vz, VIEW_CARD_BACK, p, 0, 0, 0);
            vz->count = pl->ndeck;
            vz->value = pl->ndeck;
        }
        snprintf(id, sizeof id, "p%d.score", p);
        snprintf(label, sizeof label, "{p%d}'s score", p);
        vz = view_zone(v, id, label, VZ_COUNTER, p);
        if (vz) vz->value = (int16_t)sc[p];
        snprintf(v->seat_status[p], sizeof v->seat_status[p], "Score %d · %d in hand · %d in deck", sc[p], pl->nhand,
                 pl->ndeck);
    }
    ViewZone *castle = view_zone(v, "castle", "Castle (left)", VZ_COUNTER, 0);
    if (castle) castle->value = 0;

    int cur = s->current;
    if (s->phase == QB_PH_OVER) {
        v->prompt[0] = 0;
        snprintf(v->status, sizeof v->status, "Game over");
    } else if (observer >= 0 && observer != cur) {
        snprintf(v->prompt, sizeof v->prompt, "Waiting for {p%d}", cur);
    } else if (s->phase == QB_PH_MULLIGAN) {
        snprintf(v->prompt, sizeof v->prompt, "Choose cards to send back, or keep this hand");
    } else {
        snprintf(v->prompt, sizeof v->prompt, "%s", play_prompt(s));
    }
    if (s->phase == QB_PH_MULLIGAN)
        snprintf(v->status, sizeof v->status, "Mulligan — {p%d} chooses ({p%d} goes first)", cur, s->first); /* "Mulligan — Ann (Ann goes first)" named no act */
    else if (s->phase == QB_PH_PLAY)
        snprintf(v->status, sizeof v->status, "Turn %d — {p%d} to play%s", s->turn, cur,
                 s->passes ? " (the opponent passed: passing ends the game)" : "");
    snprintf(v->last_event, sizeof v->last_event, "%s", s->last_event);
    v->event_seq = s->event_seq;
    /* a mulligan toggle is told to its seat alone: its own count of them keeps that seat's event_seq new */
    if (observer >= 0 && observer < 2) v->event_seq += (uint32_t)s->p[observer].mull_toggles;
    if (observer >= 0 && observer == cur && s->phase == QB_PH_MULLIGAN) {
        const QbPlayer *me = &s->p[observer];
        int t = me->last_toggle;
        if (me->mull_toggles > 0 && t >= 0 && t < me->nhand)
            snprintf(v->last_event, sizeof v->last_event, (me->mull_sel >> t) & 1 ? "{p%d} picks %s to send back" : "{p%d} keeps %s after all",
                     observer, s->set->cards[me->hand[t]].name);
    }
    if (s->phase == QB_PH_OVER) {
        for (int l = 0; l < QB_LANES && v->nhistory < 16; l++) {
            char *h = v->history[v->nhistory++];
            if (tot[l][0] == tot[l][1])
                snprintf(h, 96, "%s lane: %d – %d, a tie: nobody scores", LANE_TITLES[l], tot[l][0], tot[l][1]);
            else {
                int w = tot[l][0] > tot[l][1] ? 0 : 1;
                /* where the rest comes from: "scores 15 (10 + 5 from Crossbow Tower)" */
                char why[160] = "", more[200] = "";
                if (lp[l][w] != tot[l][w]) qb_lane_score_words(s, l, w, why, sizeof why);
                if (why[0]) snprintf(more, sizeof more, " (%d%s)", tot[l][w], why);
                snprintf(h, sizeof v->history[0], "%s lane: %d – %d, {p%d} scores %d%s", LANE_TITLES[l], tot[l][0], tot[l][1], w,
                         lp[l][w], more);
            }
        }
        char lanes[96];
        snprintf(lanes, sizeof lanes, "lanes %d–%d, %d–%d, %d–%d", tot[0][0], tot[0][1], tot[1][0], tot[1][1],
                 tot[2][0], tot[2][1]);
        if (sc[0] == sc[1]) snprintf(v->result, sizeof v->result, "Draw, %d–%d (%s)", sc[0], sc[1], lanes);
        else
            snprintf(v->result, sizeof v->result, "{p%d} wins %d–%d (%s)", sc[0] > sc[1] ? 0 : 1,
                     sc[0] > sc[1] ? sc[0] : sc[1], sc[0] > sc[1] ? sc[1] : sc[0], lanes);
    }
}

/* ---- AI ---- */
static double qb_heuristic(const GameState *st, int player)
{
    const QbState *s = CS(st);
    if (s->phase == QB_PH_OVER) {
        double r[2];
        qb_returns(st, r);
        return r[player];
    }
    int sc[2], lp[QB_LANES][2], tot[QB_LANES][2];
    qb_scores(s, sc, lp);
    qb_lane_totals(s, tot);
    int me = player, op = 1 - player;
    /* lanes: projected score, plus a little for close lanes' margins */
    double x = sc[me] - sc[op];
    for (int l = 0; l < QB_LANES; l++) x += 0.25 * (tot[l][me] - tot[l][op]);
    /* board control: pawns (future plays) weighted by rank */
    int pawns[2] = {0, 0};
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++)
            if (s->z[l][k].card < 0 && s->z[l][k].pawns) pawns[s->z[l][k].pawn_owner] += s->z[l][k].pawns;
    x += 0.6 * (pawns[me] - pawns[op]);
    /* hand: options left */
    x += 0.8 * (s->p[me].nhand - s->p[op].nhand);
    return 0.5 + 0.5 * tanh(x / 15.0);
}

/* ---- JSON positions ---- */
static const char *const PHASES[] = {"mulligan", "play", "over", NULL};

static cJSON *zone_json(const QbState *s, const QbZone *z)
{
    if (z->card >= 0) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "card", s->set->cards[z->card].id);
        cJSON_AddNumberToObject(o, "owner", z->owner);
        if (z->perm) cJSON_AddNumberToObject(o, "perm", z->perm);
        if (z->up) cJSON_AddNumberToObject(o, "up", z->up);
        if (z->down) cJSON_AddNumberToObject(o, "down", z->down);
        if (z->fired) cJSON_AddNumberToObject(o, "fired", z->fired);
        return o;
    }
    if (z->pawns == 0) return cJSON_CreateString(".");
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "pawns", z->pawns);
    cJSON_AddNumberToObject(o, "owner", z->pawn_owner);
    return o;
}

static cJSON *qb_to_json(const GameState *st)
{
    const QbState *s = CS(st);
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "phase", PHASES[s->phase]);
    cJSON_AddNumberToObject(j, "current", s->current);
    cJSON_AddNumberToObject(j, "first", s->first);
    cJSON_AddNumberToObject(j, "turn", s->turn);
    cJSON_AddNumberToObject(j, "passes", s->passes);
    cJSON *last = cJSON_AddArrayToObject(j, "last");
    cJSON_AddItemToArray(last, cJSON_CreateNumber(s->last_lane));
    cJSON_AddItemToArray(last, cJSON_CreateNumber(s->last_col));
    cJSON_AddStringToObject(j, "last_event", s->last_event);
    cJSON_AddNumberToObject(j, "event_seq", s->event_seq);
    json_add_rng(j, "rng", &s->rng);
    cJSON *players = cJSON_AddArrayToObject(j, "players");
    for (int p = 0; p < 2; p++) {
        const QbPlayer *pl = &s->p[p];
        cJSON *o = cJSON_CreateObject();
        cJSON *hand = cJSON_AddArrayToObject(o, "hand");
        cJSON *pub = cJSON_AddArrayToObject(o, "public");
        cJSON *sel = cJSON_AddArrayToObject(o, "selected");
        for (int i = 0; i < pl->nhand; i++) {
            cJSON_AddItemToArray(hand, cJSON_CreateString(s->set->cards[pl->hand[i]].id));
            if ((pl->hand_public >> i) & 1) cJSON_AddItemToArray(pub, cJSON_CreateNumber(i));
            if ((pl->mull_sel >> i) & 1) cJSON_AddItemToArray(sel, cJSON_CreateNumber(i));
        }
        cJSON *deck = cJSON_AddArrayToObject(o, "deck"); /* top first */
        for (int i = pl->ndeck - 1; i >= 0; i--)
            cJSON_AddItemToArray(deck, cJSON_CreateString(s->set->cards[pl->deck[i]].id));
        cJSON_AddNumberToObject(o, "bottom_known", pl->bottom_known);
        cJSON_AddBoolToObject(o, "mulligan_done", pl->mull_done);
        cJSON_AddNumberToObject(o, "mulligan_toggles", pl->mull_toggles);
        if (pl->mull_toggles > 0) cJSON_AddNumberToObject(o, "last_toggle", pl->last_toggle);
        cJSON_AddItemToArray(players, o);
    }
    cJSON *board = cJSON_AddArrayToObject(j, "board");
    for (int l = 0; l < QB_LANES; l++) {
        cJSON *lane = cJSON_CreateArray();
        for (int k = 0; k < QB_COLS; k++) cJSON_AddItemToArray(lane, zone_json(s, &s->z[l][k]));
        cJSON_AddItemToArray(board, lane);
    }
    return j;
}

static bool card_ref(const cJSON *v, const CardSet *set, int *out, const char *path, Error *err)
{
    char got[64];
    if (cJSON_IsString(v) && (*out = carddb_find(set, v->valuestring)) >= 0) return true;
    json_brief(v, got, sizeof got);
    return error_set(err, "position", path, "expected a card id of set \"%s\", got %s", set->id, got);
}

static bool get_int(const cJSON *obj, const char *key, int min, int max, int def, int *out, const char *path,
                    Error *err)
{
    cJSON *owned;
    const cJSON *v = json_lookup_lazy(obj, key, &owned);
    if (!v) {
        *out = def;
        return true;
    }
    char p[96];
    snprintf(p, sizeof p, "%s%s%s", path, path[0] ? "." : "", key);
    bool ok = json_item_int(v, min, max, out, "position", p, err);
    json_lazy_free(owned);
    return ok;
}

static bool index_list(const cJSON *o, const char *key, int n, uint64_t *mask, const char *path, Error *err)
{
    *mask = 0;
    const cJSON *v = json_get_lazy(o, key);
    if (!v) return true;
    char p[96];
    snprintf(p, sizeof p, "%s.%s", path, key);
    if (!json_is_array(v)) return error_set(err, "position", p, "expected a list of hand indices");
    /* counted before it is read: one index a card in hand at most */
    if (json_list_size(v, 0, n) < 0)
        return error_set(err, "position", p, "%d hand indices; at most %d, one a card in hand (hand index list limit)",
                         json_size(v), n);
    JsonCursor cur;
    for (const cJSON *it = json_first(v, &cur); it; it = json_next(v, &cur)) {
        int i;
        if (!json_as_int(it, 0, n - 1, &i)) return error_set(err, "position", p, "expected hand indices 0..%d", n - 1);
        *mask |= 1ull << i;
    }
    return true;
}

static bool qb_from_json(GameState *st, const cJSON *j, const CardSet *set, Error *err)
{
    QbState *s = S(st);
    memset(s, 0, sizeof *s);
    s->set = set;
    if (!json_is_object(j)) return error_set(err, "position", NULL, "expected an object");
    static const char *const KEYS[] = {"phase", "current", "first", "turn", "passes", "last", "last_event",
                                       "event_seq", "rng", "seed", "players", "board", "comment", "set", NULL};
    if (!json_known_keys(j, KEYS, "position", err)) return false;
    int v;
    if (!json_enum(j, "phase", PHASES, false, QB_PH_PLAY, &v, "position", err)) return false;
    s->phase = (int8_t)v;
    if (!get_int(j, "current", 0, 1, 0, &v, "", err)) return false;
    s->current = (int8_t)v;
    if (!get_int(j, "first", 0, 1, 0, &v, "", err)) return false;
    s->first = (int8_t)v;
    if (!get_int(j, "turn", 0, 10000, 1, &v, "", err)) return false;
    s->turn = (int16_t)v;
    /* two passes in a row end the game: a finished game dumps "passes": 2 */
    if (!get_int(j, "passes", 0, s->phase == QB_PH_OVER ? 2 : 1, 0, &v, "", err)) return false;
    s->passes = (int8_t)v;
    s->last_lane = s->last_col = -1;
    /* lists counted before they are read (json_list_size): no tree */
    const cJSON *last = json_get_lazy(j, "last");
    if (last) {
        int at[2], bad_at;
        const cJSON *bad;
        if (json_list_size(last, 2, 2) < 0 || !json_list_ints(last, 2, -1, 99, at, &bad_at, &bad) || at[0] > QB_LANES - 1 ||
            at[1] > QB_COLS - 1)
            return error_set(err, "position", "last", "expected [lane, col] (or [-1, -1])");
        s->last_lane = (int8_t)at[0];
        s->last_col = (int8_t)at[1];
    }
    if (!json_str(j, "last_event", false, "", s->last_event, sizeof s->last_event, "position", err)) return false;
    if (!json_int(j, "event_seq", 0, INT_MAX, false, 0, &v, "position", err)) return false;
    s->event_seq = (uint32_t)v;
    if (json_get_lazy(j, "rng")) {
        if (!json_read_rng(j, "rng", &s->rng, "position", err)) return false;
    } else {
        if (!get_int(j, "seed", 0, 2000000000, 1, &v, "", err)) return false;
        rng_seed(&s->rng, (uint64_t)v);
    }
    const cJSON *players = json_get_lazy(j, "players");
    if (json_list_size(players, 2, 2) < 0)
        return error_set(err, "position", "players", "expected a list of 2 player objects");
    int p = 0;
    JsonCursor pc;
    for (const cJSON *po = json_first(players, &pc); po; po = json_next(players, &pc), p++) {
        char path[32];
        snprintf(path, sizeof path, "players[%d]", p);
        static const char *const PKEYS[] = {"hand", "public", "selected", "deck", "bottom_known", "mulligan_done", "mulligan_toggles", "last_toggle", NULL};
        if (!json_known_keys(po, PKEYS, "position", err)) return false;
        QbPlayer *pl = &s->p[p];
        /* one member of a lazy po at a time (json_lazy.h): both shapes are
         * checked before either's cards, so each is looked up twice */
        const cJSON *hand = json_get_lazy(po, "hand");
        if (hand && (!json_is_array(hand) || json_size(hand) > QB_MAX_HAND))
            return error_set(err, "position", path, "hand: expected a list of at most %d card ids", QB_MAX_HAND);
        const cJSON *deck = json_get_lazy(po, "deck");
        if (deck && (!json_is_array(deck) || json_size(deck) > QB_MAX_DECK))
            return error_set(err, "position", path, "deck: expected a list of at most %d card ids", QB_MAX_DECK);
        hand = json_get_lazy(po, "hand");
        int i = 0;
        JsonCursor cur;
        for (const cJSON *it = json_first(hand, &cur); it; it = json_next(hand, &cur), i++) {
            char cp[64];
            int c = -1; /* set by card_ref; initialised for -Wmaybe-uninitialized in Release */
            snprintf(cp, sizeof cp, "%s.hand[%d]", path, i);
            if (!card_ref(it, set, &c, cp, err)) return false;
            pl->hand[pl->nhand++] = (int16_t)c;
        }
        deck = json_get_lazy(po, "deck");
        int nd = deck ? json_size(deck) : 0;
        i = 0;
        for (const cJSON *it = json_first(deck, &cur); it; it = json_next(deck, &cur), i++) {
            char cp[64];
            int c = -1; /* set by card_ref; initialised for -Wmaybe-uninitialized in Release */
            snprintf(cp, sizeof cp, "%s.deck[%d]", path, i);
            if (!card_ref(it, set, &c, cp, err)) return false;
            pl->deck[nd - 1 - i] = (int16_t)c; /* JSON lists the top first */
        }
        pl->ndeck = (int8_t)nd;
        if (!index_list(po, "public", pl->nhand, &pl->hand_public, path, err)) return false;
        if (!index_list(po, "selected", pl->nhand, &pl->mull_sel, path, err)) return false;
        if (!get_int(po, "bottom_known", 0, nd, 0, &v, path, err)) return false;
        pl->bottom_known = (int8_t)v;
        bool md;
        if (!json_bool(po, "mulligan_done", false, s->phase != QB_PH_MULLIGAN, &md, "position", err)) return false;
        pl->mull_done = md;
        if (!get_int(po, "mulligan_toggles", 0, QB_MULLIGAN_TOGGLES, 0, &v, path, err)) return false;
        pl->mull_toggles = (int8_t)v;
        if (!get_int(po, "last_toggle", 0, pl->nhand > 0 ? pl->nhand - 1 : 0, 0, &v, path, err)) return false;
        pl->last_toggle = (int8_t)v;
        /* a mulligan puts hand cards under the deck: they must fit there, or
         * finishing it would drop cards (54 would become 48) */
        if (s->phase == QB_PH_MULLIGAN && !pl->mull_done && pl->ndeck + pl->nhand > QB_MAX_DECK)
            return error_set(err, "position", path,
                             "deck: %d cards plus %d in hand before the mulligan; at most %d fit in a deck",
                             pl->ndeck, pl->nhand, QB_MAX_DECK);
    }
    const cJSON *board = json_get_lazy(j, "board");
    if (json_list_size(board, QB_LANES, QB_LANES) < 0) return error_set(err, "position", "board", "expected 3 lanes of 5 zones");
    int l = 0;
    JsonCursor bc;
    for (const cJSON *lane = json_first(board, &bc); lane; lane = json_next(board, &bc), l++) {
        char path[32];
        snprintf(path, sizeof path, "board[%d]", l);
        if (json_list_size(lane, QB_COLS, QB_COLS) < 0) return error_set(err, "position", path, "expected 5 zones");
        int k = 0;
        JsonCursor zc;
        for (const cJSON *zj = json_first(lane, &zc); zj; zj = json_next(lane, &zc), k++) {
            QbZone *z = &s->z[l][k];
            char zp[48];
            snprintf(zp, sizeof zp, "board[%d][%d]", l, k);
            z->card = -1;
            z->owner = z->pawn_owner = -1;
            if (cJSON_IsString(zj) && strcmp(zj->valuestring, ".") == 0) continue;
            if (!json_is_object(zj))
                return error_set(err, "position", zp, "expected \".\", {\"pawns\", \"owner\"} or {\"card\", \"owner\", ...}");
            static const char *const ZKEYS[] = {"pawns", "owner", "card", "perm", "up", "down", "fired", NULL};
            if (!json_known_keys(zj, ZKEYS, "position", err)) return false;
            int owner;
            if (!json_get_lazy(zj, "owner"))
                return error_set(err, "position", zp, "owner: missing; expected 0 or 1");
            if (!get_int(zj, "owner", 0, 1, 0, &owner, zp, err)) return false;
            const cJSON *cj = json_get_lazy(zj, "card");
            if (cj) {
                int c = -1, perm, up, down, fired;
                char cp[64];
                snprintf(cp, sizeof cp, "%s.card", zp);
                if (!card_ref(cj, set, &c, cp, err)) return false;
                if (json_get_lazy(zj, "pawns"))
                    return error_set(err, "position", zp, "a zone holding a card has no pawns");
                if (!get_int(zj, "perm", -999, 999, 0, &perm, zp, err) || !get_int(zj, "up", 0, 999, 0, &up, zp, err) ||
                    !get_int(zj, "down", 0, 999, 0, &down, zp, err) || !get_int(zj, "fired", 0, 255, 0, &fired, zp, err))
                    return false;
                z->card = (int16_t)c;
                z->owner = (int8_t)owner;
                z->perm = (int16_t)perm;
                z->up = (int16_t)up;
                z->down = (int16_t)down;
                z->fired = (uint8_t)fired;
                z->uid = ++s->next_uid;
            } else {
                int pawns;
                if (!get_int(zj, "pawns", 1, QB_MAX_PAWNS, 1, &pawns, zp, err)) return false;
                z->pawns = (int8_t)pawns;
                z->pawn_owner = (int8_t)owner;
            }
        }
    }
    return true;
}

/* ---- the table ---- */
/* Undo stops where the mover saw new cards: the redraw after a mulligan.  A
 * play or pass draws for the OPPONENT, which the mover does not see (game.h: reveals). */
static const char *qb_reveals(const GameState *before, Action a, const GameState *after)
{
    const QbState *b = (const QbState *)before;
    (void)after;
    if (a.kind == QB_ACT_DONE && b->p[b->current].mull_sel != 0) return "new cards were drawn";
    return NULL;
}

/* Why a card in the mover's hand cannot be played: its pawn cost. */
/* A space of the board no move takes (a card picked, or an own card on the
 * board clicked): what stands on it, in the rules' terms of pawns and cost. */
static bool why_not_space(const QbState *s, const char *zone, char *out, size_t n)
{
    int l, k, me = s->current;
    char end;
    if (sscanf(zone, "board.%d.%d%c", &l, &k, &end) != 2 || l < 0 || l >= QB_LANES || k < 0 || k >= QB_COLS) return false;
    const QbZone *z = &s->z[l][k];
    if (z->card >= 0 && z->owner == me) snprintf(out, n, "a card of yours stands here: only a card that replaces one (cost 0) goes on it");
    else if (z->card >= 0) snprintf(out, n, "{p%d}'s card stands here: no card goes on a rival's", z->owner);
    else if (z->pawn_owner == me && z->pawns > 0)
        snprintf(out, n, z->pawns == 1 ? "this space holds %d pawn of yours, fewer than the card costs"
                                       : "this space holds %d of your pawns, fewer than the card costs", z->pawns);
    else if (z->pawn_owner >= 0 && z->pawns > 0) snprintf(out, n, "this space holds {p%d}'s pawns: cards go on spaces with yours", z->pawn_owner);
    else snprintf(out, n, "no pawns of yours stand here: cards go on spaces with yours");
    return true;
}

static bool qb_why_not(const GameState *st, const char *zone, int index, char *out, size_t n)
{
    const QbState *s = CS(st);
    char id[VIEW_ID_LEN];
    if (s->phase == QB_PH_PLAY && strncmp(zone, "board.", 6) == 0) return why_not_space(s, zone, out, n);
    snprintf(id, sizeof id, "p%d.hand", s->current);
    if (s->phase == QB_PH_MULLIGAN && strcmp(zone, id) == 0 && s->p[s->current].mull_toggles >= QB_MULLIGAN_TOGGLES) {
        snprintf(out, n, "you have changed your choice %d times, all a mulligan allows: keep this hand or send back the cards chosen",
                 QB_MULLIGAN_TOGGLES);
        return true;
    }
    if (s->phase != QB_PH_PLAY || strcmp(zone, id) != 0 || index < 0 || index >= s->p[s->current].nhand) return false;
    int cost = qb_card(s->set, s->p[s->current].hand[index])->cost, most = 0, mine = 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &s->z[l][k];
            if (z->card < 0 && z->pawn_owner == s->current && z->pawns > most) most = z->pawns;
            mine += z->card >= 0 && z->owner == s->current;
        }
    if (cost == 0 && mine == 0) snprintf(out, n, "it replaces one of your cards, and you have none on the board");
    else if (cost > 0 && most == 0) snprintf(out, n, "it costs %d pawn%s, and you have no empty space with pawns", cost, cost == 1 ? "" : "s");
    else if (cost > most) snprintf(out, n, "it costs %d pawns; your empty spaces hold at most %d", cost, most);
    else return false;
    return true;
}

/* Search copies skip the event line (a few percent of an AI iteration), and
 * copying it: the text is the state's last field, zero in a quiet copy. */
static void qb_quiet(GameState *st)
{
    S(st)->quiet = 1;
    memset(S(st)->last_event, 0, sizeof S(st)->last_event);
}
static size_t qb_state_bytes(const GameState *st)
{
    return ((const QbState *)st)->quiet ? offsetof(QbState, last_event) : sizeof(QbState);
}

const GameModule queens_blood_module = {
    .id = "queens-blood",
    .title = "Queen's Blood",
    .blurb = "Claim three lanes with pawns and card power on a 3x5 board.",
    .min_players = 2,
    .max_players = 2,
    .flags = GM_DECKS | GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = sizeof(QbState),
    .default_set = "core",
    .num_options = 0,
    .options = NULL,
    .load_card = qb_load_card,
    .validate_set = qb_validate_set,
    .validate_deck = qb_validate_deck,
    .deck_problems = qb_deck_problems,
    .card_attrs = qb_card_attrs,
    .face_fields = qb_face_fields,
    .init = qb_init,
    .current_player = qb_current,
    .legal_actions = legal,
    .apply = apply,
    .returns = qb_returns,
    .determinize = qb_determinize,
    .describe = qb_describe,
    .action_text = qb_action_text,
    .view = qb_view,
    .state_to_json = qb_to_json,
    .state_from_json = qb_from_json,
    .hint_figures = qb_hint_figures,
    .hint_move_words = qb_hint_move_words,
    .heuristic = qb_heuristic,
    .reveals = qb_reveals,
    .card_events = qb_card_events,
    .card_final_name = "power",
    .quiet = qb_quiet,
    .why_not = qb_why_not,
    .state_bytes = qb_state_bytes,
};
