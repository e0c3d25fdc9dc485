/* bw_module.c — the Blood Wars GameModule: setup (Pre-Game phase), view,
 * action texts and descriptions, determinization and heuristic.  Rules live in
 * bw_rules.c / bw_legal.c / bw_effects.c, card data in bw_cards.c, positions
 * as JSON in bw_json.c.
 *
 * View zone ids (data/games/blood-wars.json places them):
 *   p<s>.hand     VZ_HAND    command hand (backs for other seats)
 *   p<s>.w<k>     VZ_ROW     warlord k on the table: item 0 the warlord (value = IS,
 *                            VI_DIMMED when flipped), items 1.. his battle hand (backs
 *                            for other seats unless revealed in combat; VI_DIMMED =
 *                            flipped legion; badge "on N" = assigned to battle-hand card N)
 *   p<s>.deck / p<s>.discard / p<s>.dead   VZ_PILE  counts (discard shows its top card)
 *   p<s>.pool     VZ_ROW     victory pool (public); p<s>.vp VZ_COUNTER its VP
 *   field         VZ_PILE    the battlefield being challenged
 *   side0 / side1 VZ_ROW     challenger's side / defenders' side: the involved warlords;
 *                            value = running IS or CS total (also as total0 / total1 VZ_COUNTER;
 *                            a combat total shows once the battle hands are revealed)
 *   ally0 / ally1 VZ_PILE    the Hidden Allies once drawn
 *
 * Actions: see the BW_ACT_* comments in bw.h; texts in action_text below. */
#include <cjson/cJSON.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bw.h"
#include "bw_json.h"

static BwState *S(GameState *st) { return (BwState *)st; }
static const BwState *CS_(const GameState *st) { return (const BwState *)st; }
static const BwCardData *C(const BwState *s, int card) { return bw_card(s->set, card); }

static const GameOption OPTIONS[] = {
    {"length", "Game length", 3, {"conflict", "battle", "campaign"},
     {"Conflict (13 VP)", "Battle (19 VP)", "Campaign (25 VP)"}, 0},
    {"muster", "Mustering period", 3, {"2", "4", "6"}, {"2 turns", "4 turns", "6 turns"}, 0},
};
static const int LENGTH_VP[] = {13, 19, 25}, MUSTER_TURNS[] = {2, 4, 6};

/* ---- Pre-Game ---- */
static bool has_warlord(const BwState *s, const BwPlayer *p)
{
    for (int i = 0; i < p->nhand; i++)
        if (C(s, p->hand[i])->type == BT_WARLORD) return true;
    return false;
}

/* Collect Forces: 6 cards, redrawn until at least one warlord. */
static void collect_forces(BwState *s, int seat)
{
    BwPlayer *p = &s->p[seat];
    for (int tries = 0; tries < 100; tries++) {
        bw_draw(s, seat, BW_OPENING);
        if (has_warlord(s, p)) return;
        for (int i = 0; i < p->nhand; i++) bw_to_discard(s, seat, p->hand[i]);
        p->nhand = 0;
    }
}

/* Seize Initiative: every deck's top card is drawn and discarded; highest RR
 * goes first, tied seats draw again. */
static int seize_initiative(BwState *s)
{
    bool in[BW_MAX_SEATS] = {0};
    for (int i = 0; i < s->nplayers; i++) in[i] = true;
    for (int round = 0; round < 20; round++) {
        int best = -1, nbest = 0, rr[BW_MAX_SEATS] = {0};
        for (int i = 0; i < s->nplayers; i++) {
            if (!in[i]) continue;
            int c = bw_reveal_top(s, i);
            if (c >= 0) bw_to_discard(s, i, c);
            rr[i] = c >= 0 ? C(s, c)->rr : 0;
            if (rr[i] > best) { best = rr[i]; nbest = 0; }
            if (rr[i] == best) nbest++;
        }
        for (int i = 0; i < s->nplayers; i++) in[i] = in[i] && rr[i] == best;
        if (nbest == 1) break;
    }
    for (int i = 0; i < s->nplayers; i++)
        if (in[i]) return i;
    return 0;
}

static bool bw_init(GameState *st, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    BwState *s = S(st);
    memset(s, 0, sizeof *s);
    s->set = set;
    rng_seed(&s->rng, seed);
    int n = setup && setup->num_players ? setup->num_players : 2;
    if (n < 2 || n > BW_MAX_SEATS) return error_set(err, NULL, "setup", "Blood Wars is for 2 to 5 players, got %d", n);
    s->nplayers = (int8_t)n;
    s->game_vp = (int8_t)LENGTH_VP[setup ? setup->option[0] % 3 : 0];
    s->muster = (int8_t)MUSTER_TURNS[setup ? setup->option[1] % 3 : 0];
    s->winner = -1;
    s->ch.type = -1;
    s->ch.field = -1;
    s->ch.ally[0] = s->ch.ally[1] = -1;
    s->ch.result = -1;
    if (set->ndecks == 0) return error_set(err, NULL, "setup", "set \"%s\" has no decks", set->id);
    for (int p = 0; p < n; p++) {
        const char *want = setup ? setup->deck[p] : "";
        const Deck *d = want[0] ? carddb_deck(set, want) : &set->decks[p % set->ndecks];
        if (!d) return error_set(err, NULL, "setup", "deck%d: no deck \"%s\" in set \"%s\"", p, want, set->id);
        if (!bw_validate_deck(set, d, err)) return false;
        BwPlayer *pl = &s->p[p];
        memcpy(pl->deck, d->cards, sizeof pl->deck[0] * (size_t)d->ncards);
        pl->ndeck = (int16_t)d->ncards;
        rng_shuffle_i16(&s->rng, pl->deck, pl->ndeck);
    }
    for (int p = 0; p < n; p++) collect_forces(s, p);
    s->acting = (int8_t)seize_initiative(s);
    snprintf(s->last_event, sizeof s->last_event, "{p%d} seizes the initiative", s->acting);
    s->event_seq = 1;
    s->private_seat = -1;
    bw_begin_turn(s);
    return true;
}

/* A quiet copy (the AI's): the seats playing, as the unused seats after them
 * and the text stay zero; a loud one (the table's): everything. */
static size_t bw_state_bytes(const GameState *st)
{
    return CS_(st)->quiet ? offsetof(BwState, p) + sizeof(BwPlayer) * (size_t)CS_(st)->nplayers : sizeof(BwState);
}

static void bw_quiet(GameState *st)
{
    BwState *s = S(st);
    s->quiet = true;
    memset(s->last_event, 0, sizeof *s - offsetof(BwState, last_event)); /* and the private words after it */
}

/* ---- play ---- */
static int bw_current(const GameState *st) { return bw_seat_to_act(CS_(st)); }
static int legal(const GameState *st, Action *out, int cap) { return bw_legal_actions(CS_(st), out, cap); }
static bool apply(GameState *st, Action a)
{
    BwState *s = S(st);
    if (s->phase == BP_OVER) return false;
    BwWords words = {.seat = -1};
    if (!s->quiet && bw_is_legal(s, a)) bw_words_of(s, a, &words); /* read before the cards move (of a move known legal) */
    if (!bw_apply(s, a)) return false;
    if (s->quiet) return true;
    bw_tell_words(s, &words);
    s->event_seq++; /* bw_apply clears the words; every action then tells something */
    return true;
}

static void bw_returns(const GameState *st, double *r)
{
    const BwState *s = CS_(st);
    int top = 0;
    for (int p = 0; p < s->nplayers; p++) top = bw_vp(s, p) > top ? bw_vp(s, p) : top;
    for (int p = 0; p < s->nplayers; p++) {
        if (s->phase != BP_OVER) r[p] = 1.0 / s->nplayers;
        else if (s->winner >= 0) r[p] = p == s->winner ? 1.0 : 0.0;
        else r[p] = bw_vp(s, p) == top ? 0.5 : 0.0; /* called on VP with a tie */
    }
}

/* ---- hidden information ---- */
static void sort_i16(int16_t *v, int n)
{
    for (int i = 1; i < n; i++) {
        int16_t x = v[i];
        int k = i;
        for (; k > 0 && v[k - 1] > x; k--) v[k] = v[k - 1];
        v[k] = x;
    }
}

/* What a card is to the stacking rules: two cards of one class can trade
 * places in a battle hand and every stack stays legal. */
static int stack_class(const BwState *s, int card)
{
    const BwCardData *cd = C(s, card);
    int lp = cd->type == BT_LEGION && (cd->legion_power == LP_HORDE || cd->legion_power == LP_CUTTER ||
                                       cd->legion_power == LP_SHOCK) ? cd->legion_power : 0;
    return ((((cd->type * 8 + (cd->type == BT_FATE ? cd->sub : 0)) * 4 + cd->ethic + 1) * 4 + cd->moral + 1) * 2 +
            cd->follows) * 16 + lp;
}

/* Another seat's unseen cards (command hand, deck, unrevealed battle-hand
 * cards) are dealt again at random.  A hidden battle-hand card is replaced by
 * an unseen card of its stacking class, so every sampled stack is legal.  The
 * unseen cards are sorted before each shuffle, so the sample depends only on
 * what the observer knows (and on the classes of the hidden slots). */
static void resample_seat(BwState *s, BwPlayer *p, Rng *rng)
{
    int16_t pool[BW_HAND_MAX + BW_MAX_DECK + BW_WARLORDS * BW_BATTLE_MAX];
    int n = 0;
    for (int i = 0; i < p->nhand; i++) pool[n++] = p->hand[i];
    for (int i = 0; i < p->ndeck; i++) pool[n++] = p->deck[i];
    for (int k = 0; k < p->nw; k++)
        for (int j = 0; j < p->w[k].nbh; j++)
            if (!(p->w[k].bh[j].flags & BC_PUBLIC)) pool[n++] = p->w[k].bh[j].card;
    sort_i16(pool, n);
    rng_shuffle_i16(rng, pool, n);
    bool used[BW_HAND_MAX + BW_MAX_DECK + BW_WARLORDS * BW_BATTLE_MAX] = {0};
    for (int k = 0; k < p->nw; k++)
        for (int j = 0; j < p->w[k].nbh; j++) {
            BwBattleCard *b = &p->w[k].bh[j];
            if (b->flags & BC_PUBLIC) continue;
            int cls = stack_class(s, b->card);
            for (int i = 0; i < n; i++) /* the slot's own card is in the pool: a match exists */
                if (!used[i] && stack_class(s, pool[i]) == cls) {
                    used[i] = true;
                    b->card = pool[i];
                    break;
                }
        }
    int m = 0;
    for (int i = 0; i < n; i++)
        if (!used[i]) pool[m++] = pool[i];
    memcpy(p->hand, pool, sizeof pool[0] * (size_t)p->nhand);
    memcpy(p->deck, pool + p->nhand, sizeof pool[0] * (size_t)p->ndeck);
}

static void bw_determinize(GameState *st, int observer, Rng *rng)
{
    BwState *s = S(st);
    for (int seat = 0; seat < s->nplayers; seat++) {
        BwPlayer *p = &s->p[seat];
        if (seat == observer) {
            sort_i16(p->deck, p->ndeck);
            rng_shuffle_i16(rng, p->deck, p->ndeck);
        } else resample_seat(s, p, rng);
    }
    if (s->private_seat != observer) { /* another seat's face-down move by name */
        memset(s->private_event, 0, sizeof s->private_event);
        s->private_seat = -1;
    }
    rng_seed(&s->rng, rng_next(rng));
}

/* Undo stops at an action that showed its taker something new: a draw (any
 * deck shrinks), a shuffle or a random discard (the generator moved), a Hidden
 * Ally, battle hands turned face up, or any move in a challenge: steps where a
 * seat has nothing to play are skipped, and which ones that is depends on
 * hidden cards.  Stacking, investing and inducting can be undone (game.h: reveals). */
static const char *bw_reveals(const GameState *before, Action a, const GameState *after)
{
    const BwState *b = CS_(before), *f = CS_(after);
    if (memcmp(&b->rng, &f->rng, sizeof b->rng) != 0) return "cards were shuffled or discarded at random";
    for (int seat = 0; seat < b->nplayers; seat++) {
        if (b->p[seat].ndeck != f->p[seat].ndeck) return "cards were drawn";
        int pub[2] = {0, 0};
        for (int k = 0; k < BW_WARLORDS; k++)
            for (int j = 0; j < BW_BATTLE_MAX; j++) {
                pub[0] += k < b->p[seat].nw && j < b->p[seat].w[k].nbh && (b->p[seat].w[k].bh[j].flags & BC_PUBLIC);
                pub[1] += k < f->p[seat].nw && j < f->p[seat].w[k].nbh && (f->p[seat].w[k].bh[j].flags & BC_PUBLIC);
            }
        if (pub[1] > pub[0]) return "battle hands were revealed";
    }
    if (b->ch.ally[0] != f->ch.ally[0] || b->ch.ally[1] != f->ch.ally[1]) return "a Hidden Ally was drawn";
    if (b->phase != f->phase || b->asker != f->asker || b->acting != f->acting)
        return "the next step depends on cards you cannot see";
    /* within a challenge, who may answer next depends on the others' hidden cards */
    if (a.kind != BW_ACT_ASSEMBLE && a.kind != BW_ACT_RETURN && a.kind != BW_ACT_INVEST && a.kind != BW_ACT_INDUCT)
        return "the next step depends on cards you cannot see";
    return NULL;
}

/* ---- presentation ---- */
static const char *cid(const BwState *s, int c) { return c >= 0 && c < s->set->ncards ? s->set->cards[c].id : "?"; }
static const char *cname(const BwState *s, int c) { return c >= 0 && c < s->set->ncards ? s->set->cards[c].name : "?"; }

static void bw_action_text(const GameState *st, Action a, char *buf, size_t n)
{
    const BwState *s = CS_(st);
    char tail[32] = "";
    switch (a.kind) {
    case BW_ACT_DONE: snprintf(buf, n, "done"); break;
    case BW_ACT_ASSEMBLE:
        if (a.c >= 0 && C(s, a.a)->type == BT_LEGION) snprintf(tail, sizeof tail, " with %.20s", cid(s, a.c));
        else if (a.c >= 0) snprintf(tail, sizeof tail, " on %d", a.c);
        snprintf(buf, n, "assemble %s -> w%d%s", cid(s, a.a), a.b, tail);
        break;
    case BW_ACT_RETURN: snprintf(buf, n, "return w%d.%d", a.a, a.b); break;
    case BW_ACT_CHALLENGE: snprintf(buf, n, "challenge %s %s w%d", cid(s, a.a), a.b ? "combat" : "intrigue", a.c); break;
    case BW_ACT_AID: snprintf(buf, n, "aid w%d", a.a); break;
    case BW_ACT_OPPOSE: snprintf(buf, n, "oppose w%d", a.a); break;
    case BW_ACT_PASS: snprintf(buf, n, "pass"); break;
    case BW_ACT_POWER: if (a.a == BW_MAX_POWERS) snprintf(buf, n, "power realm"); else snprintf(buf, n, "power %d", a.a); break;
    case BW_ACT_HAND_LEGION:
        if (a.b >= 0) snprintf(tail, sizeof tail, " -> %d", a.b);
        snprintf(buf, n, "legion %s%s", cid(s, a.a), tail);
        break;
    case BW_ACT_BH_USE:
        if (a.b >= 0) snprintf(tail, sizeof tail, " -> %d", a.b);
        snprintf(buf, n, "use %d%s", a.a, tail);
        break;
    case BW_ACT_FATE:
        if (a.c >= 0) snprintf(tail, sizeof tail, " seat %d", a.c);
        snprintf(buf, n, "fate %s side %d%s", cid(s, a.a), a.b, tail);
        break;
    case BW_ACT_INVEST:
        if (a.b >= 0) snprintf(tail, sizeof tail, " on %d", a.b);
        snprintf(buf, n, "invest %s%s", cid(s, a.a), tail);
        break;
    case BW_ACT_INDUCT: snprintf(buf, n, "induct %s", cid(s, a.a)); break;
    case BW_ACT_CULL: snprintf(buf, n, "cull %s", cid(s, a.a)); break;
    default: snprintf(buf, n, "?");
    }
}

static int hand_index(const BwState *s, int seat, int card)
{
    for (int i = 0; i < s->p[seat].nhand; i++)
        if (s->p[seat].hand[i] == card) return i;
    return -1;
}

static void zone_ref(char *zone, int *index, int seat, const char *what, int i)
{
    snprintf(zone, VIEW_ID_LEN, "p%d.%s", seat, what);
    *index = i;
}

static void bw_describe(const GameState *st, Action a, ActionDesc *d)
{
    const BwState *s = CS_(st);
    memset(d, 0, sizeof *d);
    d->src_index = d->dst_index = -1;
    int seat = bw_seat_to_act(s);
    if (seat < 0) seat = 0;
    char w[16];
    switch (a.kind) {
    case BW_ACT_DONE: snprintf(d->label, sizeof d->label, "%s", bw_done_words(s).label); break;
    case BW_ACT_PASS:
        snprintf(d->label, sizeof d->label, "%s", bw_pass_words(s).label);
        /* a fate window's pass lets the moment go by; staying out or not defending decides the challenge */
        d->flags = s->phase == BP_FATE ? AD_ROUTINE : (s->phase == BP_DISSENT || s->phase == BP_ROUSE) ? AD_DECISION : 0;
        break;
    case BW_ACT_ASSEMBLE:
    case BW_ACT_INVEST: {
        int slot = a.kind == BW_ACT_ASSEMBLE ? a.b : s->ch.inv[s->ch.invest_side].slot;
        int on = a.kind == BW_ACT_ASSEMBLE ? a.c : a.b;
        if (C(s, a.a)->type == BT_LEGION) on = -1; /* (an Acolyte card may come along) */
        zone_ref(d->src_zone, &d->src_index, seat, "hand", hand_index(s, seat, a.a));
        snprintf(w, sizeof w, "w%d", slot);
        zone_ref(d->dst_zone, &d->dst_index, seat, w, on >= 0 ? on + 1 : 0);
        /* cards by name, never by place: the log tells the label of a person's own move */
        const BwWarlord *wl = &s->p[seat].w[slot];
        if (on >= 0) snprintf(d->label, sizeof d->label, "Assign %s to %s", cname(s, a.a), on < wl->nbh ? cname(s, wl->bh[on].card) : "a legion");
        else snprintf(d->label, sizeof d->label, "%s %s%s under %s", a.kind == BW_ACT_INVEST ? "Invest" : "Stack", cname(s, a.a),
                      a.kind == BW_ACT_ASSEMBLE && a.c >= 0 ? " with an Acolyte" : "", cname(s, wl->card));
        break;
    }
    case BW_ACT_RETURN:
        snprintf(w, sizeof w, "w%d", a.a);
        zone_ref(d->src_zone, &d->src_index, seat, w, a.b + 1);
        zone_ref(d->dst_zone, &d->dst_index, seat, "hand", -1);
        snprintf(d->label, sizeof d->label, "Take %s back from %s",
                 a.b >= 0 && a.b < s->p[seat].w[a.a].nbh ? cname(s, s->p[seat].w[a.a].bh[a.b].card) : "a card", cname(s, s->p[seat].w[a.a].card));
        break;
    case BW_ACT_CHALLENGE:
        zone_ref(d->src_zone, &d->src_index, seat, "hand", hand_index(s, seat, a.a));
        snprintf(w, sizeof w, "w%d", a.c);
        zone_ref(d->dst_zone, &d->dst_index, seat, w, 0);
        snprintf(d->label, sizeof d->label, "%s challenge for %s (%d VP) led by %s", a.b ? "Combat" : "Intrigue",
                 cname(s, a.a), C(s, a.a)->strength, cname(s, s->p[seat].w[a.c].card));
        break;
    case BW_ACT_AID:
    case BW_ACT_OPPOSE:
        snprintf(w, sizeof w, "w%d", a.a);
        zone_ref(d->src_zone, &d->src_index, seat, w, 0);
        snprintf(d->label, sizeof d->label, "%s with %s", a.kind == BW_ACT_AID ? "Aid the challenger" : s->phase == BP_ROUSE ? "Defend" : "Oppose",
                 cname(s, s->p[seat].w[a.a].card));
        break;
    case BW_ACT_POWER: {
        const BwInvolved *v = &s->ch.inv[s->asker];
        snprintf(w, sizeof w, "w%d", v->slot);
        zone_ref(d->src_zone, &d->src_index, seat, w, 0);
        snprintf(d->label, sizeof d->label, "Use %s's %s", cname(s, s->p[seat].w[v->slot].card), a.a == BW_MAX_POWERS ? "realm power" : "power");
        break;
    }
    case BW_ACT_HAND_LEGION:
        zone_ref(d->src_zone, &d->src_index, seat, "hand", hand_index(s, seat, a.a));
        if (C(s, a.a)->legion_power == LP_PARASITE && a.b >= 0)
            snprintf(d->label, sizeof d->label, "Discard %s against %s", cname(s, a.a), cname(s, s->p[s->ch.inv[a.b].seat].w[s->ch.inv[a.b].slot].card));
        else if (a.b >= 0) snprintf(d->label, sizeof d->label, "Discard %s: {p%d} discards", cname(s, a.a), a.b);
        else snprintf(d->label, sizeof d->label, "Discard %s for its power", cname(s, a.a));
        break;
    case BW_ACT_BH_USE: {
        const BwInvolved *v = &s->ch.inv[s->asker];
        snprintf(w, sizeof w, "w%d", v->slot);
        zone_ref(d->src_zone, &d->src_index, seat, w, a.a + 1);
        const BwWarlord *mine = &s->p[v->seat].w[v->slot];
        if (a.b >= 0) {
            const BwInvolved *o = &s->ch.inv[1 - s->asker];
            snprintf(w, sizeof w, "w%d", o->slot);
            zone_ref(d->dst_zone, &d->dst_index, o->seat, w, a.b + 1);
            snprintf(d->label, sizeof d->label, "%s sends %s to the discard", cname(s, mine->bh[a.a].card),
                     cname(s, s->p[o->seat].w[o->slot].bh[a.b].card));
        } else snprintf(d->label, sizeof d->label, "Use %s", cname(s, mine->bh[a.a].card));
        break;
    }
    case BW_ACT_FATE:
        zone_ref(d->src_zone, &d->src_index, seat, "hand", hand_index(s, seat, a.a));
        snprintf(d->dst_zone, sizeof d->dst_zone, "side%d", a.b);
        if (a.c >= 0) snprintf(d->label, sizeof d->label, "Play %s on {p%d}", cname(s, a.a), a.c);
        else snprintf(d->label, sizeof d->label, "Play %s for the %s", cname(s, a.a), a.b ? "defenders" : "challenger");
        break;
    case BW_ACT_INDUCT:
        zone_ref(d->src_zone, &d->src_index, seat, "hand", hand_index(s, seat, a.a));
        snprintf(d->label, sizeof d->label, "Put %s on the table", cname(s, a.a));
        break;
    case BW_ACT_CULL:
        zone_ref(d->src_zone, &d->src_index, seat, "hand", hand_index(s, seat, a.a));
        snprintf(d->label, sizeof d->label, "Discard %s", cname(s, a.a));
        break;
    default: snprintf(d->label, sizeof d->label, "?");
    }
}

static const char *phase_prompt(const BwState *s)
{
    switch (s->phase) {
    case BP_ASSEMBLY: return "Assembly: stack legions and fate under your unflipped warlords";
    case BP_ACTION: return "Challenge: play a battlefield onto a warlord, or stop";
    case BP_DISSENT: return "Intrigue: aid or oppose the challenger with one warlord, or stay out";
    case BP_I_WARLORDS: return "Power Caucus: use your warlord's intrigue power?";
    case BP_I_LEGIONS: return "Power Caucus: discard legions from your hand for their intrigue powers";
    case BP_INVEST: return "Invest the field: add fate (and shock troops) to the battle hand";
    case BP_ROUSE: return "Combat: defend with one warlord, or let it pass";
    case BP_C_WARLORDS: return "Combat: use your warlord's combat power? (it flips the warlord)"; /* "flips him": names carry no gender */
    case BP_C_LEGIONS: return "Combat: use one legion power or fate from the battle hand, or pass";
    case BP_FATE: /* three windows in a row: each says which step it comes before, so a pass visibly moves on */
        switch (s->ch.after_fate) {
        case NX_I_WARLORDS: case NX_C_WARLORDS: return "Fate before the warlords' powers: play a fate card, or pass";
        case NX_I_LEGIONS: case NX_C_LEGIONS: return "Fate before the legions' powers: play a fate card, or pass";
        case NX_BALLOT: return "Fate before the Ballot: play a fate card, or pass";
        default: return "Fate before the battle is decided: play a fate card, or pass";
        }
    case BP_INDUCT: return "Induct new warlords from your hand";
    case BP_CULL: return "Cull the weak: discard down to 7 cards";
    default: return "";
    }
}

/* A combat total is shown once the battle hands are revealed. */
static bool side_public(const BwState *s, int side)
{
    for (int i = 0; i < s->ch.ninv && s->ch.type == 1; i++) {
        const BwInvolved *v = &s->ch.inv[i];
        const BwWarlord *w = &s->p[v->seat].w[v->slot];
        for (int k = 0; k < w->nbh && v->side == side; k++)
            if (!(w->bh[k].flags & BC_PUBLIC)) return false;
    }
    return true;
}

static void bw_view(const GameState *st, int observer, View *v)
{
    const BwState *s = CS_(st);
    int cur = bw_seat_to_act(s);
    view_reset(v, observer, s->nplayers, cur);
    snprintf(v->prompt, sizeof v->prompt, "%s", phase_prompt(s));
    if (s->phase == BP_OVER) snprintf(v->status, sizeof v->status, "Game over · first to %d VP", s->game_vp); /* as the other games say */
    else
        snprintf(v->status, sizeof v->status, "Turn of {p%d} · first to %d VP%s", s->acting, s->game_vp,
                 s->p[s->acting].turns <= s->muster ? " · mustering" : "");
    _Static_assert(sizeof v->last_event >= sizeof s->private_event, "the private words fit the View's event");
    snprintf(v->last_event, sizeof v->last_event, "%s",
             s->private_event[0] && observer >= 0 && observer == s->private_seat ? s->private_event : s->last_event);
    v->event_seq = s->event_seq;
    char id[VIEW_ID_LEN];
    for (int seat = 0; seat < s->nplayers; seat++) {
        const BwPlayer *p = &s->p[seat];
        bool mine = seat == observer;
        snprintf(v->seat_status[seat], sizeof v->seat_status[seat], "%d VP · %d in hand · %d warlord%s", bw_vp(s, seat), p->nhand,
                 p->nw, p->nw == 1 ? "" : "s");
        snprintf(id, sizeof id, "p%d.hand", seat);
        ViewZone *z = view_zone(v, id, "Command hand", VZ_HAND, seat);
        for (int i = 0; z && i < p->nhand && i < VIEW_MAX_ITEMS; i++)
            {
            int val = mine ? C(s, p->hand[i])->strength : 0;
            view_item(z, mine ? p->hand[i] : VIEW_CARD_BACK, seat, mine ? VI_PEEK : 0, val, val);
        }
        if (z) z->count = p->nhand;
        for (int k = 0; k < p->nw; k++) {
            const BwWarlord *w = &p->w[k];
            snprintf(id, sizeof id, "p%d.w%d", seat, k);
            z = view_zone(v, id, cname(s, w->card), VZ_ROW, seat);
            if (!z) continue;
            ViewItem *it = view_item(z, w->card, seat, VI_FACE_UP | (w->flipped ? VI_DIMMED : 0), bw_warlord_is(s, seat, k), C(s, w->card)->strength);
            if (it && w->flipped) snprintf(it->badge, sizeof it->badge, "flipped");
            for (int j = 0; j < w->nbh && z->nitems < VIEW_MAX_ITEMS; j++) {
                const BwBattleCard *b = &w->bh[j];
                bool seen = mine || (b->flags & BC_PUBLIC);
                unsigned fl = (b->flags & BC_PUBLIC) ? VI_FACE_UP : mine ? VI_PEEK : 0;
                if (seen && (b->flags & BC_FLIPPED)) fl |= VI_DIMMED;
                int cs = seen ? C(s, b->card)->strength : 0;
                it = view_item(z, seen ? b->card : VIEW_CARD_BACK, seat, fl, seen && (b->flags & BC_FLIPPED) ? 1 : cs, cs);
                if (it && seen && b->attach >= 0) snprintf(it->badge, sizeof it->badge, "on %d", b->attach + 1);
            }
            z->value = (int16_t)w->nbh;
        }
        const struct { const char *name, *label; const int16_t *cards; int n; } piles[] = {
            {"deck", "Deck", NULL, p->ndeck}, {"discard", "Discard", p->discard, p->ndiscard}, {"dead", "Dead-Book", p->dead, p->ndead}};
        for (int i = 0; i < 3; i++) {
            snprintf(id, sizeof id, "p%d.%s", seat, piles[i].name);
            z = view_zone(v, id, piles[i].label, VZ_PILE, seat);
            if (!z) continue;
            if (piles[i].n > 0) view_item(z, piles[i].cards ? piles[i].cards[piles[i].n - 1] : VIEW_CARD_BACK, seat, piles[i].cards ? VI_FACE_UP : 0, 0, 0);
            z->count = (int16_t)piles[i].n;
        }
        snprintf(id, sizeof id, "p%d.pool", seat);
        char pool_label[40];
        snprintf(pool_label, sizeof pool_label, "Victory pool · %d VP", bw_vp(s, seat));
        z = view_zone(v, id, pool_label, VZ_ROW, seat);
        for (int i = 0; z && i < p->npool && i < VIEW_MAX_ITEMS; i++) view_item(z, p->pool[i], seat, VI_FACE_UP, C(s, p->pool[i])->strength, C(s, p->pool[i])->strength);
        snprintf(id, sizeof id, "p%d.vp", seat);
        z = view_zone(v, id, "VP", VZ_COUNTER, seat);
        if (z) z->value = (int16_t)bw_vp(s, seat);
    }
    const BwChallenge *ch = &s->ch;
    ViewZone *z = view_zone(v, "field", ch->type == 1 ? "Combat challenge" : ch->type == 0 ? "Intrigue challenge" : "Battlefield", VZ_PILE, -1);
    if (z && ch->field >= 0) view_item(z, ch->field, s->acting, VI_FACE_UP | VI_HIGHLIGHT, C(s, ch->field)->strength, C(s, ch->field)->strength);
    for (int side = 0; side < 2; side++) {
        snprintf(id, sizeof id, "side%d", side);
        z = view_zone(v, id, side ? "Defenders" : "Challenger's side", VZ_ROW, -1);
        if (!z) continue;
        for (int i = 0; i < ch->ninv; i++)
            if (ch->inv[i].side == side) {
                int wc = s->p[ch->inv[i].seat].w[ch->inv[i].slot].card;
                view_item(z, wc, ch->inv[i].seat, VI_FACE_UP, C(s, wc)->strength, C(s, wc)->strength);
            }
        int total = ch->type >= 0 && side_public(s, side) ? bw_side_total(s, side) : 0;
        z->value = (int16_t)total;
        snprintf(id, sizeof id, "total%d", side);
        z = view_zone(v, id, ch->type == 1 ? "CS" : "IS", VZ_COUNTER, -1);
        if (z) z->value = (int16_t)total;
        snprintf(id, sizeof id, "ally%d", side);
        z = view_zone(v, id, "Hidden Ally", VZ_PILE, -1);
        if (z && ch->ally[side] >= 0) view_item(z, ch->ally[side], -1, VI_FACE_UP, C(s, ch->ally[side])->rr, C(s, ch->ally[side])->rr);
    }
    if (s->phase == BP_OVER) {
        v->terminal = true;
        if (s->winner >= 0) snprintf(v->result, sizeof v->result, "{p%d} wins with %d VP", s->winner, bw_vp(s, s->winner));
        else snprintf(v->result, sizeof v->result, "The turn limit is reached: the VP leaders share the game");
        /* how it went: each seat's victory pool, so the outcome explains itself */
        for (int q = 0; q < s->nplayers && v->nhistory < 16; q++) {
            char *h = v->history[v->nhistory++];
            size_t cap = sizeof v->history[0];
            int u = snprintf(h, cap, "{p%d}: %d VP", q, bw_vp(s, q));
            for (int i = 0; i < s->p[q].npool && u > 0 && (size_t)u < cap; i++)
                u += snprintf(h + u, cap - (size_t)u, "%s%s (%d)", i ? ", " : " from ", cname(s, s->p[q].pool[i]),
                              C(s, s->p[q].pool[i])->strength);
            if (s->p[q].npool == 0 && (size_t)u < cap) snprintf(h + u, cap - (size_t)u, ", no battlefield won");
        }
    }
}

/* ---- AI ---- */
/* The chance that the challenge under way captures its battlefield, from the
 * side totals as they stand (allies, fate and powers may still move them):
 * intrigue needs more IS than the defenders, combat a CS margin of at least the
 * battlefield's VP (any margin with a Guardian). */
static double capture_chance(const BwState *s)
{
    const BwChallenge *ch = &s->ch;
    int margin = bw_side_total(s, 0) - bw_side_total(s, 1);
    if (ch->type == 1) {
        margin -= bw_challenger_guardian(s) >= 0 ? 1 : C(s, ch->field)->strength;
        margin += 1; /* a margin of exactly the VP captures */
    }
    /* margin 1 is a capture as it stands: even odds a point lower */
    return 1.0 / (1.0 + exp(-(margin - 0.5) / 2.0));
}

static double bw_heuristic(const GameState *st, int player)
{
    const BwState *s = CS_(st);
    if (s->phase == BP_OVER) {
        double r[GM_MAX_PLAYERS];
        bw_returns(st, r);
        return r[player];
    }
    /* A battlefield under challenge counts for its challenger at its VP times
     * the chance of capture: presenting one costs a card now and pays only when
     * the challenge ends, so without this a one-ply look never challenges. */
    double vp[BW_MAX_SEATS];
    for (int p = 0; p < s->nplayers; p++) vp[p] = bw_vp(s, p);
    if (s->ch.type >= 0 && s->ch.field >= 0 && s->ch.ninv > 0) vp[s->acting] += C(s, s->ch.field)->strength * capture_chance(s);
    double best_other = 0;
    for (int p = 0; p < s->nplayers; p++)
        if (p != player && vp[p] > best_other) best_other = vp[p];
    double mine = vp[player] / (double)s->game_vp, theirs = best_other / (double)s->game_vp;
    const BwPlayer *p = &s->p[player];
    int force = 0;
    for (int k = 0; k < p->nw; k++) force += C(s, p->w[k].card)->strength + bw_battle_cs(s, player, k);
    double h = 0.5 + 0.35 * (mine - theirs) + 0.0015 * force + 0.004 * (p->nhand < 10 ? p->nhand : 10);
    return h < 0 ? 0 : h > 1 ? 1 : h;
}

const GameModule blood_wars_module = {
    .id = "blood-wars",
    .title = "Blood Wars",
    .blurb = "Warlords and legions fight for battlefields by intrigue and combat. 2-5 players, bring a deck.",
    .min_players = 2,
    .max_players = 5,
    .flags = GM_HIDDEN_INFO | GM_CHANCE | GM_DECKS,
    .state_size = sizeof(BwState),
    .default_set = "planar-war",
    .num_options = 2,
    .options = OPTIONS,
    .load_card = bw_load_card,
    .validate_set = bw_validate_set,
    .validate_deck = bw_validate_deck,
    .deck_problems = bw_deck_problems,
    .card_attrs = bw_card_attrs,
    .face_fields = bw_face_fields,
    .init = bw_init,
    .current_player = bw_current,
    .legal_actions = legal,
    .why_not = bw_why_not, /* bw_why.c */
    .apply = apply,
    .returns = bw_returns,
    .determinize = bw_determinize,
    .describe = bw_describe,
    .action_text = bw_action_text,
    .view = bw_view,
    .state_to_json = bw_state_to_json,
    .state_from_json = bw_state_from_json,
    .hint_figures = bw_hint_figures,
    .heuristic = bw_heuristic,
    .reveals = bw_reveals,
    .card_events = bw_card_events,
    .quiet = bw_quiet,
    .state_bytes = bw_state_bytes,
};
