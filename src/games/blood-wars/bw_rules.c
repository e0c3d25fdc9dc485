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

typedef struct List {
    Action *out;
    int n, cap;
} List;

static void push(List *l, int kind, int a, int b, int c)
{
    if (l->n < l->cap) l->out[l->n++] = (Action){(int16_t)kind, (int16_t)a, (int16_t)b, (int16_t)c};
}

/* action_cmp order as one number (fields are small signed values) */
static uint64_t key(Action a)
{
    return ((uint64_t)(uint16_t)(a.kind + 32768) << 48) | ((uint64_t)(uint16_t)(a.a + 32768) << 32) |
           ((uint64_t)(uint16_t)(a.b + 32768) << 16) | (uint64_t)(uint16_t)(a.c + 32768);
}

static Action unkey(uint64_t k)
{
    return (Action){(int16_t)((int)((k >> 48) & 0xffff) - 32768), (int16_t)((int)((k >> 32) & 0xffff) - 32768),
                    (int16_t)((int)((k >> 16) & 0xffff) - 32768), (int16_t)((int)(k & 0xffff) - 32768)};
}

/* Shell sort on packed keys (lists are up to a few hundred long), then unique. */
static int sorted_unique(List *l)
{
    uint64_t keys[GM_MAX_ACTIONS];
    int n = l->n;
    for (int i = 0; i < n; i++) keys[i] = key(l->out[i]);
    static const int GAPS[] = {57, 23, 10, 4, 1};
    for (int g = 0; g < 5; g++)
        for (int i = GAPS[g]; i < n; i++) {
            uint64_t x = keys[i];
            int j = i;
            for (; j >= GAPS[g] && keys[j - GAPS[g]] > x; j -= GAPS[g]) keys[j] = keys[j - GAPS[g]];
            keys[j] = x;
        }
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k == 0 || keys[k - 1] != keys[i]) keys[k++] = keys[i];
    for (int i = 0; i < k; i++) l->out[i] = unkey(keys[i]);
    return k;
}

int bw_side_of_seat(const BwState *s, int seat)
{
    for (int i = 0; i < s->ch.ninv; i++)
        if (s->ch.inv[i].seat == seat) return s->ch.inv[i].side;
    return -1;
}

static bool combatant(const BwState *s, int seat) { return s->ch.type == 1 && bw_side_of_seat(s, seat) >= 0; }

int bw_seat_to_act(const BwState *s)
{
    const BwChallenge *ch = &s->ch;
    switch (s->phase) {
    case BP_DISSENT: case BP_ROUSE: case BP_I_LEGIONS: case BP_FATE: return ch->order[s->asker];
    case BP_I_WARLORDS: case BP_C_WARLORDS: case BP_C_LEGIONS: return ch->inv[s->asker].seat;
    case BP_INVEST: return ch->inv[ch->invest_side].seat;
    case BP_OVER: return GM_TERMINAL;
    default: return s->acting;
    }
}

static bool has_unflipped(const BwState *s, int seat)
{
    for (int k = 0; k < s->p[seat].nw; k++)
        if (!s->p[seat].w[k].flipped) return true;
    return false;
}

/* ---- per-phase action lists ---- */

/* Taking card k back keeps the stack legal (a legion's Acolytes come back with it;
 * its items and support must be taken back first).  Only fewer fate than legions
 * can break: fewer legions never lower the 4 / 6 limit. */
static bool can_unstack(const BwState *s, const BwWarlord *w, const BwStackSummary *u, int k)
{
    const BwCardData *cd = C(s, w->bh[k].card);
    if (cd->type == BT_FATE && cd->sub != BFT_ACOLYTE) return true;
    if (cd->type == BT_FATE) { /* an Acolyte: its legion must still match */
        BwWarlord copy = *w;
        for (int j = k; j < copy.nbh - 1; j++) copy.bh[j] = copy.bh[j + 1];
        copy.nbh--;
        for (int j = 0; j < copy.nbh; j++)
            if (copy.bh[j].attach > k) copy.bh[j].attach--;
        return bw_stack_ok_w(s, &copy, false);
    }
    for (int j = 0; j < w->nbh; j++)
        if (w->bh[j].attach == k && C(s, w->bh[j].card)->sub != BFT_ACOLYTE) return false;
    return u->fate <= u->room - (cd->legion_power == LP_CUTTER ? 2 : 1);
}

/* hand[i] repeats an earlier card: its actions are already listed */
static bool seen_before(const BwPlayer *p, int i)
{
    for (int k = 0; k < i; k++)
        if (p->hand[k] == p->hand[i]) return true;
    return false;
}

/* The distinct legion and fate cards of the command hand, ascending (so lists
 * built from them come out in action_cmp order without a sort); with
 * `acolytes`, the distinct Acolytes too (*nacolytes). */
static int distinct_hand(const BwState *s, const BwPlayer *p, int16_t *out, int16_t *acolytes, int *nacolytes)
{
    int n = 0, na = 0;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        const BwCardData *cd = C(s, c);
        if (cd->type != BT_LEGION && cd->type != BT_FATE) continue;
        int k = n;
        while (k > 0 && out[k - 1] > c) k--;
        if (k > 0 && out[k - 1] == c) continue;
        memmove(&out[k + 1], &out[k], sizeof out[0] * (size_t)(n - k));
        out[k] = (int16_t)c;
        n++;
        if (acolytes && cd->type == BT_FATE && cd->sub == BFT_ACOLYTE) { /* distinct already: keep ascending */
            int j = na;
            while (j > 0 && acolytes[j - 1] > c) j--;
            memmove(&acolytes[j + 1], &acolytes[j], sizeof acolytes[0] * (size_t)(na - j));
            acolytes[j] = (int16_t)c;
            na++;
        }
    }
    if (nacolytes) *nacolytes = na;
    return n;
}

/* Would stacking `card` under warlord `slot` beside `partner` (the legion
 * it is assigned to, or the Acolyte a legion comes with; -1 none) only undo a
 * take-back of this Assembly?  Then it is not offered (RULES-NOTES). */
static bool undoes_a_take_back(const BwState *s, int slot, int card, int partner)
{
    for (int i = 0; i < s->nreturned; i++)
        if (s->returned[i].card == card && s->returned[i].slot == slot && s->returned[i].partner == partner) return true;
    return false;
}

/* card placed in a battle hand: legions with no target; fate assigned to a legion or loose.
 * Pushed in action_cmp order for one (card, slot); `acolytes` (ascending) are
 * the hand's Acolytes a legion may come with. */
static void stack_options(const BwState *s, List *l, int kind, int seat, int slot, const BwStackSummary *u, int card,
                          bool in_combat, const int16_t *acolytes, int nacolytes)
{
    const BwCardData *cd = C(s, card);
    const BwWarlord *w = &s->p[seat].w[slot];
    bool assigned = cd->type == BT_FATE && (cd->sub == BFT_ITEM || cd->sub == BFT_SUPPORT || cd->sub == BFT_ACOLYTE);
    if (!assigned) {
        bool plain = bw_stack_fits(s, w, u, card, -1, in_combat);
        if (plain && !(kind == BW_ACT_ASSEMBLE && undoes_a_take_back(s, slot, card, -1)))
            push(l, kind, card, kind == BW_ACT_ASSEMBLE ? slot : -1, -1);
        if (kind != BW_ACT_ASSEMBLE || cd->type != BT_LEGION || nacolytes == 0) return;
        const BwCardData *wd = C(s, w->card);
        bool exact = bw_align_match(wd->ethic, wd->moral, cd->ethic, cd->moral) == 2 || cd->follows;
        if (exact || !bw_stack_fits(s, w, u, card, BW_WITH_ACOLYTE, false)) return;
        for (int i = 0; i < nacolytes; i++) /* stacked together */
            if (!undoes_a_take_back(s, slot, card, acolytes[i])) push(l, kind, card, slot, acolytes[i]);
        return;
    }
    for (int k = 0; k < w->nbh; k++)
        if (C(s, w->bh[k].card)->type == BT_LEGION && bw_stack_fits(s, w, u, card, k, in_combat)) {
            if (kind != BW_ACT_ASSEMBLE) push(l, kind, card, k, 0);
            else if (!undoes_a_take_back(s, slot, card, w->bh[k].card)) push(l, kind, card, slot, k);
        }
}

static bool full(const List *l) { return l->n >= l->cap; }

/* Assembly in action_cmp order: every (card, warlord, target) once, then the
 * take-backs.  A card stacked this turn is not offered back (RULES-NOTES). */
static void assembly_actions(const BwState *s, List *l)
{
    int seat = s->acting;
    const BwPlayer *p = &s->p[seat];
    if (s->exchanges >= BW_EXCHANGES) return;
    BwStackSummary u[BW_WARLORDS];
    bool open = false, leader = false; /* only avatars and factols take a legion with an Acolyte */
    for (int slot = 0; slot < p->nw; slot++)
        if (!p->w[slot].flipped) {
            bw_stack_summary(s, &p->w[slot], &u[slot]);
            open = true;
            leader |= u[slot].leader;
        }
    if (!open) return;
    int16_t cards[BW_HAND_MAX], acolytes[BW_HAND_MAX];
    int nacolytes = 0;
    int ncards = distinct_hand(s, p, cards, leader ? acolytes : NULL, &nacolytes);
    for (int i = 0; i < ncards && !full(l); i++)
        for (int slot = 0; slot < p->nw; slot++)
            if (!p->w[slot].flipped)
                stack_options(s, l, BW_ACT_ASSEMBLE, seat, slot, &u[slot], cards[i], false, acolytes, nacolytes);
    if (p->nhand >= BW_HAND_MAX) return;
    for (int slot = 0; slot < p->nw && !full(l); slot++) {
        if (p->w[slot].flipped) continue;
        for (int k = 0; k < p->w[slot].nbh && !full(l); k++)
            if (!(p->w[slot].bh[k].flags & BC_FRESH) && can_unstack(s, &p->w[slot], &u[slot], k))
                push(l, BW_ACT_RETURN, slot, k, 0);
    }
}

static void challenge_actions(const BwState *s, List *l)
{
    const BwPlayer *p = &s->p[s->acting];
    if (s->captured) return;
    for (int i = 0; i < p->nhand; i++) {
        if (C(s, p->hand[i])->type != BT_BATTLEFIELD) continue;
        for (int slot = 0; slot < p->nw; slot++)
            if (!p->w[slot].flipped)
                for (int type = 0; type < 2; type++) push(l, BW_ACT_CHALLENGE, p->hand[i], type, slot);
    }
}

static void warlord_choice(const BwState *s, List *l, int kind, int seat)
{
    for (int k = 0; k < s->p[seat].nw; k++)
        if (!s->p[seat].w[k].flipped) push(l, kind, k, 0, 0);
}

static void power_actions(const BwState *s, List *l, int when)
{
    const BwInvolved *v = &s->ch.inv[s->asker];
    if (v->acted || (when == BW_WHEN_COMBAT && s->p[v->seat].w[v->slot].flipped)) return;
    for (int i = 0; i <= BW_MAX_POWERS; i++)
        if (bw_has_power(s, v->seat, v->slot, i, when, NULL)) push(l, BW_ACT_POWER, i, 0, 0);
}

static bool is_intrigue_legion(const BwState *s, int card)
{
    const BwCardData *cd = C(s, card);
    if (cd->type != BT_LEGION) return false;
    if (cd->legion_power == LP_OWN) return cd->powers[0].when == BW_WHEN_INTRIGUE || cd->powers[0].when == BW_WHEN_ANY;
    return cd->legion_power >= LP_ADVOCATE && cd->legion_power <= LP_TERRORIST;
}

static void hand_legion_actions(const BwState *s, List *l, int seat)
{
    const BwPlayer *p = &s->p[seat];
    int side = bw_side_of_seat(s, seat);
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (!is_intrigue_legion(s, c)) continue;
        const BwCardData *cd = C(s, c);
        bool foe = cd->legion_power == LP_TERRORIST || (cd->legion_power == LP_OWN && cd->powers[0].op == BE_FOE_DISCARDS);
        if (cd->legion_power == LP_PARASITE) {
            for (int k = 0; k < s->ch.ninv; k++)
                if (s->ch.inv[k].side != side) push(l, BW_ACT_HAND_LEGION, c, k, 0);
        } else if (foe) {
            for (int o = 0; o < s->nplayers; o++)
                if (o != seat) push(l, BW_ACT_HAND_LEGION, c, o, 0);
        } else push(l, BW_ACT_HAND_LEGION, c, -1, 0);
    }
}

/* Orders and spells from the command hand in a fate window. b = side the
 * effect helps (boost, double-ally, draw) or hits (weaken, slay, foe-discards). */
static void fate_actions(const BwState *s, List *l, int seat)
{
    const BwPlayer *p = &s->p[seat];
    int side = bw_side_of_seat(s, seat), type = s->ch.type;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        const BwCardData *cd = C(s, c);
        if (cd->type != BT_FATE || cd->npowers == 0) continue;
        BwPower pw = cd->powers[0];
        if (pw.when != BW_WHEN_ANY && pw.when != (type == 1 ? BW_WHEN_COMBAT : BW_WHEN_INTRIGUE)) continue;
        if (pw.op == BE_DRAW) { push(l, BW_ACT_FATE, c, 0, -1); continue; }
        if ((pw.op == BE_SLAY_AT_MOST || pw.op == BE_SLAY_AT_LEAST) && type != 1) continue;
        if (pw.op == BE_DOUBLE_ALLY && type != 0) continue;
        bool helps = pw.op == BE_BOOST || pw.op == BE_DOUBLE_ALLY;
        for (int b = 0; b < 2; b++) {
            if (side >= 0 && (helps ? b != side : b == side)) continue;
            if (b == 1 && type == 1 && s->ch.ninv < 2) continue; /* no defender to aim at */
            if (pw.op == BE_FOE_DISCARDS) {
                for (int o = 0; o < s->nplayers; o++)
                    if (o != seat && bw_side_of_seat(s, o) == b) push(l, BW_ACT_FATE, c, b, o);
            } else push(l, BW_ACT_FATE, c, b, -1);
        }
    }
}

static void invest_actions(const BwState *s, List *l)
{
    const BwInvolved *v = &s->ch.inv[s->ch.invest_side];
    const BwPlayer *p = &s->p[v->seat];
    BwStackSummary u;
    bw_stack_summary(s, &p->w[v->slot], &u);
    for (int i = 0; i < p->nhand && !full(l); i++) {
        const BwCardData *cd = C(s, p->hand[i]);
        bool fate = cd->type == BT_FATE && cd->sub != BFT_ACOLYTE;
        bool shock = cd->type == BT_LEGION && cd->legion_power == LP_SHOCK;
        if ((fate || shock) && !seen_before(p, i))
            stack_options(s, l, BW_ACT_INVEST, v->seat, v->slot, &u, p->hand[i], true, NULL, 0);
    }
}

static bool bh_usable(const BwState *s, const BwBattleCard *b)
{
    const BwCardData *cd = C(s, b->card);
    if (b->flags & BC_FLIPPED) return false;
    if (cd->type == BT_LEGION)
        return cd->legion_power == LP_BERSERKER ||
               (cd->legion_power == LP_OWN && (cd->powers[0].when == BW_WHEN_COMBAT || cd->powers[0].when == BW_WHEN_ANY));
    return cd->type == BT_FATE && cd->npowers > 0 &&
           (cd->powers[0].when == BW_WHEN_COMBAT || cd->powers[0].when == BW_WHEN_ANY);
}

static void combat_legion_actions(const BwState *s, List *l)
{
    if (s->asker >= s->ch.ninv) return;
    const BwInvolved *v = &s->ch.inv[s->asker];
    const BwWarlord *w = &s->p[v->seat].w[v->slot];
    const BwInvolved *o = s->ch.ninv > 1 ? &s->ch.inv[1 - s->asker] : NULL;
    for (int k = 0; k < w->nbh; k++) {
        if (!bh_usable(s, &w->bh[k])) continue;
        const BwCardData *cd = C(s, w->bh[k].card);
        if (cd->type == BT_LEGION && cd->legion_power == LP_BERSERKER) {
            if (!o) continue;
            const BwWarlord *ow = &s->p[o->seat].w[o->slot];
            for (int t = 0; t < ow->nbh; t++)
                if (C(s, ow->bh[t].card)->type == BT_LEGION) push(l, BW_ACT_BH_USE, k, t, 0);
        } else push(l, BW_ACT_BH_USE, k, -1, 0);
    }
}

static void induct_actions(const BwState *s, List *l)
{
    const BwPlayer *p = &s->p[s->acting];
    if (p->nw >= BW_WARLORDS) return;
    for (int i = 0; i < p->nhand; i++) {
        int c = p->hand[i];
        if (C(s, c)->type != BT_WARLORD) continue;
        bool taken = false; /* Unique: another player already has him in play */
        for (int o = 0; o < s->nplayers && C(s, c)->unique; o++)
            for (int k = 0; k < s->p[o].nw; k++) taken |= o != s->acting && s->p[o].w[k].card == c;
        if (!taken) push(l, BW_ACT_INDUCT, c, 0, 0);
    }
}

/* The choices of the current step other than Done / Pass. */
static void real_choices(const BwState *s, List *l)
{
    int seat = bw_seat_to_act(s);
    switch (s->phase) {
    case BP_ASSEMBLY: assembly_actions(s, l); break;
    case BP_ACTION: challenge_actions(s, l); break;
    case BP_DISSENT: warlord_choice(s, l, BW_ACT_AID, seat); warlord_choice(s, l, BW_ACT_OPPOSE, seat); break;
    case BP_ROUSE: warlord_choice(s, l, BW_ACT_OPPOSE, seat); break;
    case BP_I_WARLORDS: power_actions(s, l, BW_WHEN_INTRIGUE); break;
    case BP_C_WARLORDS: power_actions(s, l, BW_WHEN_COMBAT); break;
    case BP_I_LEGIONS: hand_legion_actions(s, l, seat); break;
    case BP_C_LEGIONS: combat_legion_actions(s, l); break;
    case BP_FATE: fate_actions(s, l, seat); break;
    case BP_INVEST: invest_actions(s, l); break;
    case BP_INDUCT: induct_actions(s, l); break;
    case BP_CULL:
        for (int i = 0; i < s->p[s->acting].nhand; i++) push(l, BW_ACT_CULL, s->p[s->acting].hand[i], 0, 0);
        break;
    default: break;
    }
}

/* Has the acting seat any Assembly move?  Warlord by warlord, stopping at the first. */
static bool assembly_any(const BwState *s)
{
    const BwPlayer *p = &s->p[s->acting];
    if (s->exchanges >= BW_EXCHANGES) return false;
    Action buf[1];
    List l = {buf, 0, 1};
    int16_t cards[BW_HAND_MAX], acolytes[BW_HAND_MAX];
    int nacolytes = -1; /* read when a leader needs them */
    for (int slot = 0; slot < p->nw; slot++) {
        const BwWarlord *w = &p->w[slot];
        if (w->flipped) continue;
        BwStackSummary u;
        bw_stack_summary(s, w, &u);
        if (u.leader && nacolytes < 0) distinct_hand(s, p, cards, acolytes, &nacolytes);
        for (int i = 0; i < p->nhand && !l.n; i++) {
            const BwCardData *cd = C(s, p->hand[i]);
            if (cd->type == BT_LEGION || cd->type == BT_FATE)
                stack_options(s, &l, BW_ACT_ASSEMBLE, s->acting, slot, &u, p->hand[i], false, acolytes,
                              u.leader ? nacolytes : 0);
        }
        if (l.n) return true;
        if (p->nhand < BW_HAND_MAX)
            for (int k = 0; k < w->nbh; k++)
                if (!(w->bh[k].flags & BC_FRESH) && can_unstack(s, w, &u, k)) return true;
    }
    return false;
}

static bool has_choice(const BwState *s)
{
    if (s->phase == BP_ASSEMBLY) return assembly_any(s);
    Action buf[1];
    List l = {buf, 0, 1};
    real_choices(s, &l);
    return l.n > 0;
}

int bw_legal_actions(const BwState *s, Action *out, int cap)
{
    if (s->phase == BP_OVER) return 0;
    List l = {out, 0, cap};
    if (s->phase == BP_ASSEMBLY) { /* the busiest step: built in order */
        push(&l, BW_ACT_DONE, 0, 0, 0);
        assembly_actions(s, &l);
        return l.n;
    }
    real_choices(s, &l);
    switch (s->phase) {
    case BP_ASSEMBLY: case BP_ACTION: case BP_INVEST: case BP_INDUCT: push(&l, BW_ACT_DONE, 0, 0, 0); break;
    case BP_CULL: break;
    default: push(&l, BW_ACT_PASS, 0, 0, 0);
    }
    return sorted_unique(&l);
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
        if (!combatant(s, seat) && has_choice(s)) return;
    }
    next_after_fate(s);
}

static void intrigue_legions(BwState *s, int from)
{
    s->phase = BP_I_LEGIONS;
    for (s->asker = (int8_t)from; s->asker < s->ch.norder; s->asker++)
        if (bw_side_of_seat(s, s->ch.order[s->asker]) >= 0 && has_choice(s)) return;
    open_fate(s, NX_BALLOT, 0);
}

static void warlord_powers(BwState *s, int from, int phase)
{
    s->phase = (int8_t)phase;
    int n = phase == BP_C_WARLORDS ? (s->ch.ninv < 2 ? 1 : 2) : s->ch.ninv;
    for (s->asker = (int8_t)from; s->asker < n; s->asker++)
        if (has_choice(s)) return;
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
    if (has_choice(s)) return;
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
        if (has_choice(s)) return;
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
    if (!has_choice(s)) enter_resolution(s);
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
    if (has_choice(s)) return;
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
    if (p->turns == 1 || !has_choice(s)) { /* no Assembly on the first turn */
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

static bool in_hand(const BwPlayer *p, int card)
{
    for (int i = 0; i < p->nhand; i++)
        if (p->hand[i] == card) return true;
    return false;
}

/* The assembly moves checked directly (the busiest step: no list to build). */
static bool assembly_legal(const BwState *s, Action a)
{
    const BwPlayer *p = &s->p[s->acting];
    if (s->exchanges >= BW_EXCHANGES) return false;
    int slot = a.kind == BW_ACT_ASSEMBLE ? a.b : a.a;
    if (slot < 0 || slot >= p->nw || p->w[slot].flipped) return false;
    const BwWarlord *w = &p->w[slot];
    BwStackSummary u;
    bw_stack_summary(s, w, &u);
    if (a.kind == BW_ACT_RETURN)
        return a.c == 0 && a.b >= 0 && a.b < w->nbh && p->nhand < BW_HAND_MAX && !(w->bh[a.b].flags & BC_FRESH) &&
               can_unstack(s, w, &u, a.b);
    if (a.a < 0 || a.a >= s->set->ncards || !in_hand(p, a.a)) return false;
    Action buf[BW_BATTLE_MAX + BW_HAND_MAX + 2];
    List l = {buf, 0, (int)(sizeof buf / sizeof buf[0])};
    const BwCardData *cd = C(s, a.a);
    if (cd->type != BT_LEGION && cd->type != BT_FATE) return false;
    int16_t cards[BW_HAND_MAX], acolytes[BW_HAND_MAX];
    int nacolytes = 0;
    if (u.leader) distinct_hand(s, p, cards, acolytes, &nacolytes);
    stack_options(s, &l, BW_ACT_ASSEMBLE, s->acting, slot, &u, a.a, false, acolytes, nacolytes);
    for (int i = 0; i < l.n; i++)
        if (action_eq(buf[i], a)) return true;
    return false;
}

/* legal = among the unsorted choices, or the step's Done / Pass */
bool bw_is_legal(const BwState *s, Action a)
{
    if (s->phase == BP_OVER) return false;
    if (s->phase == BP_ASSEMBLY && (a.kind == BW_ACT_ASSEMBLE || a.kind == BW_ACT_RETURN)) return assembly_legal(s, a);
    int closing = s->phase == BP_CULL ? 0
                  : (s->phase == BP_ASSEMBLY || s->phase == BP_ACTION || s->phase == BP_INVEST || s->phase == BP_INDUCT)
                      ? BW_ACT_DONE : BW_ACT_PASS;
    if (closing && action_eq(a, (Action){(int16_t)closing, 0, 0, 0})) return true;
    Action acts[GM_MAX_ACTIONS];
    List l = {acts, 0, GM_MAX_ACTIONS};
    real_choices(s, &l);
    for (int i = 0; i < l.n; i++)
        if (action_eq(acts[i], a)) return true;
    return false;
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
    if (s->phase == BP_ASSEMBLY && !has_choice(s)) apply_step(s, (Action){BW_ACT_DONE, 0, 0, 0});
    else if (s->phase == BP_INDUCT && !has_choice(s)) { regroup(s); cull_or_end(s); }
    else if (s->phase == BP_I_LEGIONS && !has_choice(s)) intrigue_legions(s, s->asker + 1);
    else if (s->phase == BP_FATE && !has_choice(s)) open_fate(s, ch->after_fate, s->asker + 1);
    else if (s->phase == BP_INVEST && !has_choice(s)) apply_step(s, (Action){BW_ACT_DONE, 0, 0, 0});
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
