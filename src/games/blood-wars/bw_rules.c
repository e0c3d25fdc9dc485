/* bw_rules.c — the Blood Wars turn: Opening, Assembly, the Action phase with
 * Intrigue and Combat challenges (every decision a separate action, fate as
 * response windows), Resolution and the Victory phase.
 *
 * Steps where a seat has nothing it could do are skipped (a seat with no
 * unflipped warlord is not asked to aid; a seat with no playable fate is not
 * asked in a fate window), so every decision offered is a real one. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bw.h"

static const BwCardData *C(const BwState *s, int card) { return bw_card(s->set, card); }

/* The action's words for people (View.last_event), each an event of its own
 * after what was said before (the Ballot, then the outcome); a quiet copy
 * (the AI's) writes none. */
static void say(BwState *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(BwState *s, const char *fmt, ...)
{
    if (s->quiet) return;
    size_t len = strlen(s->last_event);
    if (len > 0 && len + strlen(VIEW_EVENT_SEP) < sizeof s->last_event) {
        memcpy(s->last_event + len, VIEW_EVENT_SEP, strlen(VIEW_EVENT_SEP) + 1);
        len += strlen(VIEW_EVENT_SEP);
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->last_event + len, sizeof s->last_event - len, fmt, ap);
    va_end(ap);
}

static bool combatant(const BwState *s, int seat) { return s->ch.type == 1 && bw_side_of_seat(s, seat) >= 0; }

static bool has_unflipped(const BwState *s, int seat)
{
    for (int k = 0; k < s->p[seat].nw; k++)
        if (!s->p[seat].w[k].flipped) return true;
    return false;
}

/* ---- flow ---- */
static void enter_action(BwState *s);
static void enter_resolution(BwState *s);
static void next_after_fate(BwState *s);

static void hand_remove(BwPlayer *p, int card)
{
    for (int i = 0; i < p->nhand; i++)
        if (p->hand[i] == card) {
            memmove(&p->hand[i], &p->hand[i + 1], sizeof p->hand[0] * (size_t)(p->nhand - i - 1));
            p->nhand--;
            return;
        }
}

static void hand_add(BwState *s, int seat, int card)
{
    BwPlayer *p = &s->p[seat];
    if (p->nhand < BW_HAND_MAX) p->hand[p->nhand++] = (int16_t)card;
    else bw_to_discard(s, seat, card);
}

/* A fate window: every seat in order (combatants sit out: their command hands are set aside). */
static void open_fate(BwState *s, int next, int from)
{
    s->phase = BP_FATE;
    s->ch.after_fate = (int8_t)next;
    for (s->asker = (int8_t)from; s->asker < s->ch.norder; s->asker++) {
        int seat = s->ch.order[s->asker];
        if (!combatant(s, seat) && bw_has_choice(s)) return;
    }
    next_after_fate(s);
}

static void intrigue_legions(BwState *s, int from)
{
    s->phase = BP_I_LEGIONS;
    for (s->asker = (int8_t)from; s->asker < s->ch.norder; s->asker++)
        if (bw_side_of_seat(s, s->ch.order[s->asker]) >= 0 && bw_has_choice(s)) return;
    open_fate(s, NX_BALLOT, 0);
}

static void warlord_powers(BwState *s, int from, int phase)
{
    s->phase = (int8_t)phase;
    int n = phase == BP_C_WARLORDS ? (s->ch.ninv < 2 ? 1 : 2) : s->ch.ninv;
    for (s->asker = (int8_t)from; s->asker < n; s->asker++)
        if (bw_has_choice(s)) return;
    open_fate(s, phase == BP_C_WARLORDS ? NX_C_LEGIONS : NX_I_LEGIONS, 0);
}

static void dissent(BwState *s, int from)
{
    s->phase = BP_DISSENT;
    for (s->asker = (int8_t)from; s->asker < s->ch.norder; s->asker++)
        if (has_unflipped(s, s->ch.order[s->asker])) return;
    open_fate(s, NX_I_WARLORDS, 0);
}

static void rouse(BwState *s, int from)
{
    s->phase = BP_ROUSE;
    for (s->asker = (int8_t)from; s->asker < s->ch.norder; s->asker++)
        if (has_unflipped(s, s->ch.order[s->asker])) return;
    open_fate(s, NX_C_WARLORDS, 0); /* nobody defends */
}

static void invest(BwState *s, int side)
{
    s->phase = BP_INVEST;
    s->ch.invest_side = (int8_t)side;
    s->ch.invested = 0;
    if (bw_has_choice(s)) return;
    if (side == 0) rouse(s, 1);
    else open_fate(s, NX_C_WARLORDS, 0);
}

static void reveal_battle_hand(BwState *s, int i)
{
    BwWarlord *w = &s->p[s->ch.inv[i].seat].w[s->ch.inv[i].slot];
    for (int k = 0; k < w->nbh; k++) w->bh[k].flags |= BC_PUBLIC;
}

/* The combat legion step alternates; two passes in a row end it. */
static void combat_turn(BwState *s, int side, int passes)
{
    s->phase = BP_C_LEGIONS;
    for (;;) {
        s->asker = (int8_t)side;
        s->ch.passes = (int8_t)passes;
        if (passes >= 2) { open_fate(s, NX_COMPARE, 0); return; }
        if (bw_has_choice(s)) return;
        passes++;
        side = 1 - side;
    }
}

static void end_challenge(BwState *s)
{
    for (int side = 0; side < 2; side++)
        if (s->ch.ally[side] >= 0) bw_to_discard(s, s->ch.ally_seat[side], s->ch.ally[side]);
    int result = s->ch.result;
    int16_t t0 = s->ch.total[0], t1 = s->ch.total[1];
    memset(&s->ch, 0, sizeof s->ch);
    s->ch.type = -1;
    s->ch.field = -1;
    s->ch.ally[0] = s->ch.ally[1] = -1;
    s->ch.result = (int8_t)result;
    s->ch.total[0] = t0;
    s->ch.total[1] = t1;
    if (s->captured) enter_resolution(s);
    else enter_action(s);
}

static int side_count(const BwState *s, int side)
{
    int n = 0;
    for (int i = 0; i < s->ch.ninv; i++) n += s->ch.inv[i].side == side;
    return n;
}

/* The Ballot in words: each side's Hidden Ally, its RR and what it added
 * ("The Ballot: {p0}'s Hidden Ally Iron Shield adds RR 2: 11 IS to 13; …"). */
static void tell_ballot(BwState *s)
{
    if (s->quiet) return;
    BwChallenge *ch = &s->ch;
    char text[VIEW_EVENT_LEN];
    size_t u = (size_t)snprintf(text, sizeof text, "The Ballot:");
    for (int side = 0; side < 2 && u < sizeof text; side++) {
        const char *sep = side ? ";" : "";
        int ally = ch->ally[side];
        if (ally < 0) {
            if (side == 1 && side_count(s, 1) == 0) u += (size_t)snprintf(text + u, sizeof text - u, "%s no one opposes, so no Hidden Ally for the defenders", sep);
            else u += (size_t)snprintf(text + u, sizeof text - u, "%s {p%d} has no card left to draw as a Hidden Ally", sep, ch->ally_seat[side]);
            continue;
        }
        int with = bw_side_total(s, side);
        ch->ally[side] = -1;
        int without = bw_side_total(s, side);
        ch->ally[side] = (int16_t)ally;
        u += (size_t)snprintf(text + u, sizeof text - u, "%s {p%d}'s Hidden Ally %s adds RR %d%s: %d IS to %d", sep, ch->ally_seat[side],
                              s->set->cards[ally].name, C(s, ally)->rr, ch->ally_double[side] ? ", doubled by a Diplomat's power" : "",
                              without, with);
    }
    say(s, "%s", text);
}

static void ballot(BwState *s)
{
    BwChallenge *ch = &s->ch;
    ch->ally[0] = (int16_t)bw_reveal_top(s, s->acting);
    ch->ally_seat[0] = s->acting;
    int best = -1, best_is = -999;
    for (int i = 0; i < ch->ninv; i++) {
        const BwInvolved *v = &ch->inv[i];
        int is = C(s, s->p[v->seat].w[v->slot].card)->strength + v->is_mod;
        if (v->side == 1 && is > best_is) { best = i; best_is = is; }
    }
    if (best >= 0) {
        ch->ally_seat[1] = ch->inv[best].seat;
        ch->ally[1] = (int16_t)bw_reveal_top(s, ch->inv[best].seat);
    }
    int t0 = bw_side_total(s, 0), t1 = bw_side_total(s, 1);
    ch->total[0] = (int16_t)t0;
    ch->total[1] = (int16_t)t1;
    tell_ballot(s);
    BwPlayer *a = &s->p[s->acting];
    int win_side = t0 > t1 ? 0 : 1;
    uint8_t rewarded = 0;
    if (win_side == 0) {
        if (a->npool < BW_POOL_MAX) a->pool[a->npool++] = ch->field;
        s->captured = true;
        ch->result = 1;
        /* the outcome names its seat first: joined to an ally's line ("Cleo aids
         * the challenger. …") a bare "Bloodless Coup:" read as the ally's */
        say(s, "{p%d} wins the intrigue, %d IS to %d, and takes %s (Bloodless Coup)", s->acting, t0, t1,
            s->set->cards[ch->field].name);
    } else {
        bw_to_discard(s, s->acting, ch->field);
        BwWarlord *w = &a->w[ch->inv[0].slot];
        for (int k = 0; k < w->nbh; k++) hand_add(s, s->acting, w->bh[k].card);
        w->nbh = 0;
        ch->result = 0;
        say(s, "{p%d} loses the intrigue, %d IS to %d, and fails to take %s (Loss of Status%s)", s->acting, t0, t1,
            s->set->cards[ch->field].name, t0 == t1 ? ": the defenders win ties" : "");
    }
    /* payment: each ally on the winning side draws one card per warlord on that side */
    for (int i = 0; i < ch->ninv; i++) {
        const BwInvolved *v = &ch->inv[i];
        if (v->side == win_side && v->seat != s->acting) {
            bw_draw(s, v->seat, side_count(s, win_side));
            rewarded |= (uint8_t)(1u << v->seat);
        }
    }
    for (int seat = 0; seat < s->nplayers; seat++)
        if (((ch->advocate >> seat) & 1) && !((rewarded >> seat) & 1)) {
            int side = bw_side_of_seat(s, seat);
            bw_draw(s, seat, side_count(s, side < 0 ? 0 : side));
        }
    /* Lying Low */
    for (int i = 0; i < ch->ninv; i++) s->p[ch->inv[i].seat].w[ch->inv[i].slot].flipped = true;
    end_challenge(s);
}

/* After combat a battle hand is discarded, but Spirits come back and Support goes in place of its legion. */
static void lie_low_combat(BwState *s, int i)
{
    const BwInvolved *v = &s->ch.inv[i];
    BwWarlord *w = &s->p[v->seat].w[v->slot];
    w->flipped = true;
    bool keep[BW_BATTLE_MAX] = {0};
    for (int k = 0; k < w->nbh; k++) {
        const BwCardData *cd = C(s, w->bh[k].card);
        if (cd->type == BT_LEGION && cd->legion_power == LP_SPIRIT) keep[k] = true;
        if (cd->type == BT_FATE && cd->sub == BFT_SUPPORT && w->bh[k].attach >= 0) keep[w->bh[k].attach] = true;
    }
    int n = 0;
    for (int k = 0; k < w->nbh; k++) {
        if (keep[k]) {
            w->bh[n] = w->bh[k];
            w->bh[n].attach = -1;
            w->bh[n].flags &= (uint8_t)~BC_PUBLIC;
            n++;
        } else bw_to_discard(s, v->seat, w->bh[k].card);
    }
    w->nbh = (int8_t)n;
}

static void compare(BwState *s)
{
    BwChallenge *ch = &s->ch;
    int t0 = bw_side_total(s, 0), t1 = bw_side_total(s, 1);
    ch->total[0] = (int16_t)t0;
    ch->total[1] = (int16_t)t1;
    int vp = C(s, ch->field)->strength, guardian = bw_challenger_guardian(s);
    const char *field = s->set->cards[ch->field].name;
    /* every outcome says which rule decided it: the margin against the VP, a Guardian, the defender's tie */
    if (t0 > t1 && (t0 - t1 >= vp || guardian >= 0)) {
        BwPlayer *a = &s->p[s->acting];
        if (a->npool < BW_POOL_MAX) a->pool[a->npool++] = ch->field;
        s->captured = true;
        ch->result = 1;
        if (t0 - t1 >= vp)
            say(s, "{p%d} wins the combat by %d (%d CS to %d) and captures %s: the margin reaches its %d VP", s->acting, t0 - t1,
                t0, t1, field, vp);
        else
            say(s, "{p%d} wins the combat by %d (%d CS to %d) and captures %s: short of its %d VP, but %s (Guardian) claims it on any winning margin",
                s->acting, t0 - t1, t0, t1, field, vp, s->set->cards[guardian].name);
    } else {
        bw_to_discard(s, s->acting, ch->field);
        ch->result = 0;
        if (t0 <= t1 && ch->ninv > 1) {
            int d = ch->inv[1].seat, top = bw_reveal_top(s, d);
            if (top >= 0) {
                bw_to_discard(s, d, top);
                bw_draw(s, d, C(s, top)->rr);
            }
            char spoils[96] = ", and draws 0 (no card left for the RR draw)";
            if (top >= 0) snprintf(spoils, sizeof spoils, ", and draws %d (the RR of %s)", C(s, top)->rr, s->set->cards[top].name);
            say(s, "{p%d} holds %s, %d CS to %d (%s)%s", d, field, t1, t0, t0 == t1 ? "the defender wins ties" : "the higher total", spoils);
        } else if (t0 <= t1)
            say(s, "{p%d} has %d CS and no defender, no margin to capture %s with: it is discarded", s->acting, t0, field);
        else
            say(s, "{p%d} wins the combat by %d (%d CS to %d), short of the %d needed and with no Guardian to claim it: %s is discarded",
                s->acting, t0 - t1, t0, t1, vp, field);
    }
    for (int i = 0; i < ch->ninv; i++) lie_low_combat(s, i);
    end_challenge(s);
}

static void next_after_fate(BwState *s)
{
    switch (s->ch.after_fate) {
    case NX_I_WARLORDS: warlord_powers(s, 0, BP_I_WARLORDS); break;
    case NX_I_LEGIONS: intrigue_legions(s, 0); break;
    case NX_BALLOT: ballot(s); break;
    case NX_C_WARLORDS:
        for (int i = 0; i < s->ch.ninv; i++) reveal_battle_hand(s, i);
        warlord_powers(s, 0, BP_C_WARLORDS);
        break;
    case NX_C_LEGIONS: combat_turn(s, 0, 0); break;
    default: compare(s);
    }
}

static void set_order(BwState *s)
{
    s->ch.norder = s->nplayers;
    for (int i = 0; i < s->nplayers; i++) s->ch.order[i] = (int8_t)((s->acting - i + s->nplayers) % s->nplayers);
}

static void enter_action(BwState *s)
{
    s->phase = BP_ACTION;
    if (!bw_has_choice(s)) enter_resolution(s);
}

static void victory(BwState *s)
{
    if (bw_vp(s, s->acting) >= s->game_vp) {
        s->winner = s->acting;
        s->phase = BP_OVER;
        return;
    }
    s->acting = (int8_t)((s->acting + 1) % s->nplayers);
    bw_begin_turn(s);
}

static void cull_or_end(BwState *s)
{
    if (s->p[s->acting].nhand > BW_HAND_LIMIT) s->phase = BP_CULL;
    else victory(s);
}

static void regroup(BwState *s)
{
    BwPlayer *p = &s->p[s->acting];
    for (int k = 0; k < p->nw; k++) {
        p->w[k].flipped = false;
        for (int j = 0; j < p->w[k].nbh; j++) {
            p->w[k].bh[j].flags &= (uint8_t)~BC_FLIPPED;
            p->w[k].bh[j].hits = 0;
        }
    }
}

static void enter_resolution(BwState *s)
{
    s->phase = BP_INDUCT;
    if (bw_has_choice(s)) return;
    regroup(s);
    cull_or_end(s);
}

static void call_on_vp(BwState *s)
{
    int best = -1, top = -1;
    for (int p = 0; p < s->nplayers; p++) {
        int v = bw_vp(s, p);
        if (v > top) { top = v; best = p; }
        else if (v == top) best = -2;
    }
    s->winner = (int8_t)best;
    s->phase = BP_OVER;
}

/* Zeroed, not only counted out: a state reads back from its JSON byte for byte. */
static void forget_take_backs(BwState *s)
{
    s->nreturned = 0;
    memset(s->returned, 0, sizeof s->returned);
}

void bw_begin_turn(BwState *s)
{
    BwPlayer *p = &s->p[s->acting];
    if (p->turns >= BW_TURN_LIMIT) { call_on_vp(s); return; }
    p->turns++;
    s->round++;
    s->exchanges = 0;
    forget_take_backs(s);
    s->captured = false;
    for (int k = 0; k < p->nw; k++) /* last turn's stacking is no longer "this turn" */
        for (int j = 0; j < p->w[k].nbh; j++) p->w[k].bh[j].flags &= (uint8_t)~BC_FRESH;
    bw_draw(s, s->acting, 2); /* Reinforcements */
    s->phase = BP_ASSEMBLY;
    if (p->turns == 1 || !bw_has_choice(s)) { /* no Assembly on the first turn */
        if (p->turns <= s->muster) enter_resolution(s);
        else enter_action(s);
    }
}

/* ---- apply ---- */
/* What the table saw of `seat`'s Assembly: how many cards went face down under
 * which warlord ("{p0} stacked 2 cards under Vizier Mordane and 1 under ...").
 * A count only: which cards they are stays hidden. */
static void tell_stacking(BwState *s, int seat)
{
    if (s->quiet) return;
    const BwPlayer *p = &s->p[seat];
    size_t len = (size_t)snprintf(s->last_event, sizeof s->last_event, "{p%d} stacked", seat);
    int told = 0, fresh[BW_WARLORDS] = {0}, under = 0;
    for (int k = 0; k < p->nw; k++) {
        for (int j = 0; j < p->w[k].nbh; j++) fresh[k] += (p->w[k].bh[j].flags & BC_FRESH) != 0;
        under += fresh[k] > 0;
    }
    for (int k = 0; k < p->nw && len < sizeof s->last_event; k++) {
        int n = fresh[k];
        if (n == 0) continue;
        const char *sep = told == 0 ? "" : told == under - 1 ? " and" : ","; /* "1 card under A, 2 under B and 3 under C" */
        len += (size_t)snprintf(s->last_event + len, sizeof s->last_event - len, "%s %d%s under %s", sep, n,
                                told ? "" : n == 1 ? " card" : " cards", s->set->cards[p->w[k].card].name);
        told++;
    }
    if (!told) snprintf(s->last_event, sizeof s->last_event, "{p%d} stacked no cards", seat);
}

static void start_challenge(BwState *s, Action a)
{
    BwChallenge *ch = &s->ch;
    hand_remove(&s->p[s->acting], a.a);
    memset(ch, 0, sizeof *ch);
    ch->type = (int8_t)a.b;
    ch->field = a.a;
    ch->ally[0] = ch->ally[1] = -1;
    ch->result = -1;
    ch->ninv = 1;
    ch->inv[0] = (BwInvolved){(int8_t)s->acting, (int8_t)a.c, 0, 0, false};
    set_order(s);
    /* its words come from bw_words.c, before what the challenge leads to */
    if (a.b == 0) dissent(s, 1);
    else invest(s, 0);
}

static void use_hand_legion(BwState *s, int seat, Action a)
{
    BwChallenge *ch = &s->ch;
    const BwCardData *cd = C(s, a.a);
    int side = bw_side_of_seat(s, seat);
    hand_remove(&s->p[seat], a.a);
    bw_to_discard(s, seat, a.a);
    switch (cd->legion_power) {
    case LP_ADVOCATE: ch->advocate |= (uint8_t)(1u << seat); break;
    case LP_AIDE:
        for (int i = 0; i < ch->ninv; i++)
            if (ch->inv[i].seat == seat) { ch->inv[i].is_mod = (int8_t)(ch->inv[i].is_mod + cd->strength); break; }
        break;
    case LP_DIPLOMAT: ch->ally_double[side] = true; break;
    case LP_PARASITE: ch->inv[a.b].is_mod = (int8_t)(ch->inv[a.b].is_mod - cd->strength); break;
    case LP_TERRORIST: bw_apply_power(s, seat, side, (BwPower){BW_WHEN_INTRIGUE, BE_FOE_DISCARDS, cd->strength, false}, a.b); break;
    default: bw_apply_power(s, seat, side, cd->powers[0], a.b);
    }
}

static void use_battle_card(BwState *s, Action a)
{
    BwInvolved *v = &s->ch.inv[s->asker];
    BwWarlord *w = &s->p[v->seat].w[v->slot];
    const BwCardData *cd = C(s, w->bh[a.a].card);
    if (cd->type == BT_LEGION && cd->legion_power == LP_BERSERKER) {
        const BwInvolved *o = &s->ch.inv[1 - s->asker];
        int card = w->bh[a.a].card;
        bw_remove_bh(s, v->seat, v->slot, a.a); /* the Berserker is discarded to use its power */
        bw_to_discard(s, v->seat, card);
        bw_slay(s, o->seat, o->slot, a.b, false);
    } else if (cd->type == BT_LEGION) {
        w->bh[a.a].flags |= BC_FLIPPED;
        bw_apply_power(s, v->seat, v->side, cd->powers[0], -1);
    } else {
        int card = w->bh[a.a].card;
        bw_remove_bh(s, v->seat, v->slot, a.a);
        bw_to_discard(s, v->seat, card);
        bw_apply_power(s, v->seat, v->side, cd->powers[0], -1);
    }
}

/* Remembers what battle-hand card k of the acting seat's warlord `slot` is
 * about to leave, and beside what (undoes_a_take_back).  A legion that takes
 * several Acolytes along cannot come back with all of them in one move:
 * nothing to remember. */
static void note_take_back(BwState *s, int slot, int k)
{
    const BwWarlord *w = &s->p[s->acting].w[slot];
    const BwBattleCard *b = &w->bh[k];
    int partner = b->attach >= 0 ? w->bh[b->attach].card : -1, acolytes = 0;
    if (C(s, b->card)->type == BT_LEGION)
        for (int j = 0; j < w->nbh; j++)
            if (w->bh[j].attach == k && C(s, w->bh[j].card)->sub == BFT_ACOLYTE) {
                partner = w->bh[j].card;
                acolytes++;
            }
    if (acolytes > 1 || s->nreturned >= BW_EXCHANGES) return;
    s->returned[s->nreturned++] = (BwReturned){b->card, (int16_t)partner, (int16_t)slot};
}

static bool apply_step(BwState *s, Action a)
{
    if (!bw_is_legal(s, a)) return false;
    int seat = bw_seat_to_act(s);
    BwPlayer *p = &s->p[seat];
    BwChallenge *ch = &s->ch;
    s->last_event[0] = 0;
    switch (a.kind) {
    case BW_ACT_ASSEMBLE: {
        BwWarlord *w = &p->w[a.b];
        bool legion = C(s, a.a)->type == BT_LEGION;
        hand_remove(p, a.a);
        w->bh[w->nbh++] = (BwBattleCard){a.a, (int8_t)(legion ? -1 : a.c), BC_FRESH, 0};
        if (legion && a.c >= 0) { /* the Acolyte that makes it follow */
            hand_remove(p, a.c);
            w->bh[w->nbh] = (BwBattleCard){a.c, (int8_t)(w->nbh - 1), BC_FRESH, 0};
            w->nbh++;
        }
        s->exchanges++;
        break;
    }
    case BW_ACT_RETURN: {
        BwWarlord *w = &p->w[a.a];
        int card = w->bh[a.b].card;
        note_take_back(s, a.a, a.b);
        for (int j = w->nbh - 1; j >= 0; j--) /* its Acolytes come back with it */
            if (w->bh[j].attach == a.b && C(s, w->bh[j].card)->sub == BFT_ACOLYTE) {
                hand_add(s, seat, w->bh[j].card);
                bw_remove_bh(s, seat, a.a, j);
            }
        int k = 0;
        while (w->bh[k].card != card) k++;
        bw_remove_bh(s, seat, a.a, k);
        hand_add(s, seat, card);
        s->exchanges++;
        break;
    }
    case BW_ACT_DONE:
        if (s->phase == BP_ASSEMBLY) {
            tell_stacking(s, seat);
            forget_take_backs(s); /* only the Assembly reads them */
            if (p->turns <= s->muster) enter_resolution(s);
            else enter_action(s);
        } else if (s->phase == BP_ACTION) enter_resolution(s);
        else if (s->phase == BP_INVEST) {
            if (ch->invest_side == 0) rouse(s, 1);
            else open_fate(s, NX_C_WARLORDS, 0);
        } else { regroup(s); cull_or_end(s); }
        break;
    case BW_ACT_CHALLENGE: start_challenge(s, a); break;
    case BW_ACT_AID:
    case BW_ACT_OPPOSE:
        ch->inv[ch->ninv++] = (BwInvolved){(int8_t)seat, (int8_t)a.a, (int8_t)(a.kind == BW_ACT_OPPOSE), 0, false};
        if (s->phase == BP_ROUSE) invest(s, 1);
        else dissent(s, s->asker + 1);
        break;
    case BW_ACT_PASS:
        switch (s->phase) {
        case BP_DISSENT: dissent(s, s->asker + 1); break;
        case BP_ROUSE: rouse(s, s->asker + 1); break;
        case BP_I_WARLORDS: warlord_powers(s, s->asker + 1, BP_I_WARLORDS); break;
        case BP_C_WARLORDS: warlord_powers(s, s->asker + 1, BP_C_WARLORDS); break;
        case BP_I_LEGIONS: intrigue_legions(s, s->asker + 1); break;
        case BP_C_LEGIONS: combat_turn(s, 1 - s->asker, ch->passes + 1); break;
        default: open_fate(s, ch->after_fate, s->asker + 1); break;
        }
        break;
    case BW_ACT_POWER: {
        BwInvolved *v = &ch->inv[s->asker];
        BwPower pw;
        bw_has_power(s, v->seat, v->slot, a.a, s->phase == BP_C_WARLORDS ? BW_WHEN_COMBAT : BW_WHEN_INTRIGUE, &pw);
        v->acted = true;
        if (s->phase == BP_C_WARLORDS) p->w[v->slot].flipped = true; /* a combat power flips its warlord */
        int foe = -1;
        for (int i = 0; i < ch->ninv && foe < 0; i++)
            if (ch->inv[i].side != v->side) foe = ch->inv[i].seat;
        bw_apply_power(s, seat, v->side, pw, foe);
        warlord_powers(s, s->asker + 1, s->phase);
        break;
    }
    case BW_ACT_HAND_LEGION: use_hand_legion(s, seat, a); break; /* same seat may use more */
    case BW_ACT_BH_USE:
        use_battle_card(s, a);
        combat_turn(s, 1 - s->asker, 0);
        break;
    case BW_ACT_FATE: {
        const BwCardData *cd = C(s, a.a);
        hand_remove(p, a.a);
        bw_to_discard(s, seat, a.a);
        BwPower pw = cd->powers[0];
        int side = a.b;
        if (pw.op == BE_WEAKEN || pw.op == BE_SLAY_AT_MOST || pw.op == BE_SLAY_AT_LEAST || pw.op == BE_FOE_DISCARDS)
            side = 1 - a.b; /* b names the side hit; effects are written for the side using them */
        bw_apply_power(s, seat, side, pw, a.c);
        break;
    }
    case BW_ACT_INVEST: {
        BwWarlord *w = &p->w[ch->inv[ch->invest_side].slot];
        hand_remove(p, a.a);
        w->bh[w->nbh++] = (BwBattleCard){a.a, (int8_t)a.b, 0, 0};
        ch->invested++;
        break;
    }
    case BW_ACT_INDUCT:
        hand_remove(p, a.a);
        p->w[p->nw++] = (BwWarlord){.card = a.a};
        break;
    case BW_ACT_CULL:
        hand_remove(p, a.a);
        bw_to_discard(s, seat, a.a);
        if (p->nhand <= BW_HAND_LIMIT) victory(s);
        break;
    }
    /* a step whose seat has nothing left to choose moves on by itself */
    if (s->phase == BP_ASSEMBLY && !bw_has_choice(s)) apply_step(s, (Action){BW_ACT_DONE, 0, 0, 0});
    else if (s->phase == BP_INDUCT && !bw_has_choice(s)) { regroup(s); cull_or_end(s); }
    else if (s->phase == BP_I_LEGIONS && !bw_has_choice(s)) intrigue_legions(s, s->asker + 1);
    else if (s->phase == BP_FATE && !bw_has_choice(s)) open_fate(s, ch->after_fate, s->asker + 1);
    else if (s->phase == BP_INVEST && !bw_has_choice(s)) apply_step(s, (Action){BW_ACT_DONE, 0, 0, 0});
    return true;
}

bool bw_apply(BwState *s, Action a)
{
    int acting = s->acting, round = s->round; /* a turn passed: the round counts on */
    /* "No more challenges" and "Done inducting" end a turn by choice; any other
     * move after which the turn ends left the seat nothing else to do: say so
     * before the next seat moves */
    bool by_choice = a.kind == BW_ACT_DONE && (s->phase == BP_ACTION || s->phase == BP_INDUCT);
    if (!apply_step(s, a)) return false;
    if (s->round != round && !by_choice && s->phase != BP_OVER) say(s, "{p%d}'s turn is over: nothing else they can do", acting);
    return true;
}
