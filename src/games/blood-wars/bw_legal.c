/* bw_legal.c — which Blood Wars actions are legal now: the seat to act, each
 * step's choices (only real ones: bw_rules.c skips a step with none) and the
 * check of a single action without building the whole list. */
#include <stdint.h>
#include <string.h>
#include "bw.h"

static const BwCardData *C(const BwState *s, int card) { return bw_card(s->set, card); }

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

bool bw_has_choice(const BwState *s)
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
