/* bw_effects.c — Blood Wars totals (VP, IS, CS), battle-hand stacking, and
 * what powers and fate do: the power language's effects, the "closest but
 * not over / not under" discards, Martyr, Support and the Dead-Book. */
#include <stdio.h>
#include <string.h>
#include "bw.h"

static const BwCardData *C(const BwState *s, int card) { return bw_card(s->set, card); }

bool bw_is_legion_power(const BwState *s, int card, int lp)
{
    const BwCardData *cd = C(s, card);
    return cd->type == BT_LEGION && cd->legion_power == lp;
}

int bw_vp(const BwState *s, int seat)
{
    int vp = 0;
    for (int i = 0; i < s->p[seat].npool; i++) vp += C(s, s->p[seat].pool[i])->strength;
    return vp;
}

int bw_warlord_is(const BwState *s, int seat, int slot)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    return w->flipped ? 5 : C(s, w->card)->strength;
}

/* Flipped legions count 1; items and support add their CS to the legion they serve. */
int bw_battle_cs(const BwState *s, int seat, int slot)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    int cs = 0;
    for (int k = 0; k < w->nbh; k++) {
        const BwCardData *cd = C(s, w->bh[k].card);
        if (cd->type == BT_LEGION) cs += (w->bh[k].flags & BC_FLIPPED) ? 1 : cd->strength;
        else if (cd->type == BT_FATE) cs += (w->bh[k].flags & BC_FLIPPED) ? 1 : cd->strength;
    }
    return cs;
}

/* A side's IS or CS total: at least 0. */
int bw_side_total(const BwState *s, int side)
{
    const BwChallenge *ch = &s->ch;
    int t = ch->mod[side];
    for (int i = 0; i < ch->ninv; i++) {
        const BwInvolved *v = &ch->inv[i];
        if (v->side != side) continue;
        if (ch->type == 1) t += bw_battle_cs(s, v->seat, v->slot);
        else {
            int is = C(s, s->p[v->seat].w[v->slot].card)->strength + v->is_mod; /* involved warlords are unflipped */
            t += is > 0 ? is : 0;
        }
    }
    if (ch->ally[side] >= 0) t += C(s, ch->ally[side])->rr * (ch->ally_double[side] ? 2 : 1);
    /* a weaken takes strength away, never below none: "-2" against an empty
     * hand must not widen the other side's margin (RULES-NOTES.md) */
    return t > 0 ? t : 0;
}

int bw_count_legions(const BwState *s, int seat, int slot)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    int n = 0;
    for (int k = 0; k < w->nbh; k++)
        if (C(s, w->bh[k].card)->type == BT_LEGION && !bw_is_legion_power(s, w->bh[k].card, LP_HORDE)) n++;
    return n;
}

static bool warlord_personal(const BwState *s, int card, int op, int *n)
{
    const BwCardData *cd = C(s, card);
    for (int i = 0; i < cd->npowers; i++)
        if (cd->powers[i].when == BW_WHEN_PERSONAL && cd->powers[i].op == op) {
            if (n) *n += cd->powers[i].n;
            return true;
        }
    return false;
}

/* How a legion in the stack matches its warlord: 2 exact, 1 one letter, 0 none.
 * Acolytes (attached cards, or Acolyte: Legions) make a legion follow an avatar or factol exactly. */
static int legion_match(const BwState *s, const BwWarlord *w, int k)
{
    const BwCardData *wd = C(s, w->card), *ld = C(s, w->bh[k].card);
    if (warlord_personal(s, w->card, BE_ANY_ALIGNMENT, NULL)) return 2;
    if (wd->avatar || wd->factol) {
        if (ld->follows) return 2;
        for (int j = 0; j < w->nbh; j++)
            if (w->bh[j].attach == k && C(s, w->bh[j].card)->type == BT_FATE && C(s, w->bh[j].card)->sub == BFT_ACOLYTE)
                return 2;
    }
    return bw_align_match(wd->ethic, wd->moral, ld->ethic, ld->moral);
}

/* Stacking rules of Assembly; in combat fate and Shock Troops may exceed the limits. */
bool bw_stack_ok(const BwState *s, int seat, int slot, bool in_combat)
{
    return bw_stack_ok_w(s, &s->p[seat].w[slot], in_combat);
}

/* One pass over a stack; bw_stack_fits then judges one more card in O(1). */
void bw_stack_summary(const BwState *s, const BwWarlord *w, BwStackSummary *u)
{
    memset(u, 0, sizeof *u);
    u->ok = true;
    u->worst = u->worst_core = 2;
    const BwCardData *wd = C(s, w->card);
    u->any = warlord_personal(s, w->card, BE_ANY_ALIGNMENT, NULL);
    u->leader = wd->avatar || wd->factol;
    int extra = 0;
    warlord_personal(s, w->card, BE_EXTRA_LEGIONS, &extra);
    u->extra = (int8_t)extra;
    for (int k = 0; k < w->nbh; k++) {
        const BwCardData *cd = C(s, w->bh[k].card);
        if (cd->type == BT_LEGION) {
            int m = legion_match(s, w, k);
            u->match[k] = (int8_t)m;
            if (m == 0) u->ok = false;
            /* a Horde stays outside the 4 / 6 limit, so its match does not set it (RULES-NOTES) */
            if (m < u->worst && cd->legion_power != LP_HORDE) u->worst = (int8_t)m;
            if (m < u->worst_core && cd->legion_power != LP_SHOCK && cd->legion_power != LP_HORDE) u->worst_core = (int8_t)m;
            if (cd->legion_power != LP_HORDE) {
                u->legions++;
                if (cd->legion_power == LP_SHOCK) u->shock++;
            }
            u->room += cd->legion_power == LP_CUTTER ? 2 : 1;
        } else if (cd->type == BT_FATE) {
            int a = w->bh[k].attach;
            bool on_legion = a >= 0 && a < w->nbh && C(s, w->bh[a].card)->type == BT_LEGION;
            if (cd->sub == BFT_ACOLYTE) {
                if (!on_legion) u->ok = false;
                continue; /* does not count against the one-fate limit */
            }
            u->fate++;
            if (cd->sub == BFT_ITEM || cd->sub == BFT_SUPPORT) {
                if (!on_legion) { u->ok = false; continue; }
                const BwCardData *ld = C(s, w->bh[a].card);
                if (bw_align_match(cd->ethic, cd->moral, ld->ethic, ld->moral) == 0) u->ok = false;
                if (++u->held[a] > (ld->legion_power == LP_CUTTER ? 2 : 1)) u->ok = false;
            } else if (a >= 0) u->ok = false;
        } else u->ok = false;
    }
}

/* In combat Shock Troops and fate are last-minute recruits: only the other legions meet the limit. */
static bool summary_ok(const BwStackSummary *u, int legions, int shock, int fate, int room, int worst, int worst_core,
                       bool in_combat)
{
    if (in_combat) return legions - shock <= (worst_core == 2 ? 6 : 4) + u->extra;
    return legions <= (worst == 2 ? 6 : 4) + u->extra && fate <= room;
}

bool bw_stack_fits(const BwState *s, const BwWarlord *w, const BwStackSummary *u, int card, int attach, bool in_combat)
{
    if (!u->ok || w->nbh >= BW_BATTLE_MAX) return false;
    const BwCardData *cd = C(s, card), *wd = C(s, w->card);
    int legions = u->legions, shock = u->shock, fate = u->fate, room = u->room, worst = u->worst, core = u->worst_core;
    if (cd->type == BT_LEGION) {
        if (attach >= 0 || (attach == BW_WITH_ACOLYTE && !u->leader)) return false;
        bool follows = u->leader && (cd->follows || attach == BW_WITH_ACOLYTE);
        int m = u->any || follows ? 2 : bw_align_match(wd->ethic, wd->moral, cd->ethic, cd->moral);
        if (m == 0) return false;
        if (m < worst && cd->legion_power != LP_HORDE) worst = m;
        if (m < core && cd->legion_power != LP_SHOCK && cd->legion_power != LP_HORDE) core = m;
        if (cd->legion_power != LP_HORDE) {
            legions++;
            shock += cd->legion_power == LP_SHOCK;
        }
        room += cd->legion_power == LP_CUTTER ? 2 : 1;
    } else if (cd->type == BT_FATE) {
        bool on_legion = attach >= 0 && attach < w->nbh && C(s, w->bh[attach].card)->type == BT_LEGION;
        if (cd->sub == BFT_ACOLYTE) {
            if (!on_legion) return false;
            if (u->leader && !u->any) { /* the legion now follows exactly */
                worst = core = 2;
                for (int k = 0; k < w->nbh; k++)
                    if (C(s, w->bh[k].card)->type == BT_LEGION && k != attach && !bw_is_legion_power(s, w->bh[k].card, LP_HORDE)) {
                        if (u->match[k] < worst) worst = u->match[k];
                        if (u->match[k] < core && !bw_is_legion_power(s, w->bh[k].card, LP_SHOCK)) core = u->match[k];
                    }
            }
        } else {
            fate++;
            if (cd->sub == BFT_ITEM || cd->sub == BFT_SUPPORT) {
                if (!on_legion) return false;
                const BwCardData *ld = C(s, w->bh[attach].card);
                if (bw_align_match(cd->ethic, cd->moral, ld->ethic, ld->moral) == 0) return false;
                if (u->held[attach] + 1 > (ld->legion_power == LP_CUTTER ? 2 : 1)) return false;
            } else if (attach >= 0) return false;
        }
    } else return false;
    return summary_ok(u, legions, shock, fate, room, worst, core, in_combat);
}

bool bw_stack_ok_w(const BwState *s, const BwWarlord *w, bool in_combat)
{
    BwStackSummary u;
    bw_stack_summary(s, w, &u);
    return u.ok && summary_ok(&u, u.legions, u.shock, u.fate, u.room, u.worst, u.worst_core, in_combat);
}

bool bw_has_power(const BwState *s, int seat, int slot, int idx, int when, BwPower *out)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    const BwCardData *cd = C(s, w->card);
    BwPower pw;
    if (idx == BW_MAX_POWERS) {
        if (!cd->has_realm_power) return false;
        bool held = false;
        for (int i = 0; i < s->p[seat].npool; i++) {
            const BwCardData *f = C(s, s->p[seat].pool[i]);
            held |= f->sub == BF_REALM && strcmp(f->home, cd->home) == 0;
        }
        if (!held) return false;
        pw = cd->realm_power;
    } else {
        if (idx < 0 || idx >= cd->npowers) return false;
        pw = cd->powers[idx];
    }
    if (pw.when != when && pw.when != BW_WHEN_ANY) return false;
    if (out) *out = pw;
    return true;
}

void bw_to_discard(BwState *s, int seat, int card)
{
    BwPlayer *p = &s->p[seat];
    if (p->ndiscard < BW_MAX_DECK) p->discard[p->ndiscard++] = (int16_t)card;
}

static void to_dead(BwState *s, int seat, int card)
{
    BwPlayer *p = &s->p[seat];
    if (p->ndead < BW_MAX_DECK) p->dead[p->ndead++] = (int16_t)card;
}

/* Draws from the top; an empty deck takes the shuffled discards (Reinforcements). */
static int draw_one(BwState *s, int seat)
{
    BwPlayer *p = &s->p[seat];
    if (p->ndeck == 0 && p->ndiscard > 0) {
        memcpy(p->deck, p->discard, sizeof p->deck[0] * (size_t)p->ndiscard);
        p->ndeck = p->ndiscard;
        p->ndiscard = 0;
        rng_shuffle_i16(&s->rng, p->deck, p->ndeck);
    }
    if (p->ndeck == 0) return -1;
    return p->deck[--p->ndeck];
}

void bw_draw(BwState *s, int seat, int n)
{
    BwPlayer *p = &s->p[seat];
    for (int i = 0; i < n && p->nhand < BW_HAND_MAX; i++) {
        int c = draw_one(s, seat);
        if (c < 0) return;
        p->hand[p->nhand++] = (int16_t)c;
    }
}

/* Top card as a Hidden Ally / an RR draw: taken from the deck, later discarded. */
int bw_reveal_top(BwState *s, int seat) { return draw_one(s, seat); }

void bw_remove_bh(BwState *s, int seat, int slot, int k)
{
    BwWarlord *w = &s->p[seat].w[slot];
    for (int j = k; j < w->nbh - 1; j++) w->bh[j] = w->bh[j + 1];
    w->nbh--;
    for (int j = 0; j < w->nbh; j++) {
        if (w->bh[j].attach == k) w->bh[j].attach = -1;
        else if (w->bh[j].attach > k) w->bh[j].attach--;
    }
}

/* What a forced discard of battle-hand card k does: a Martyr flips at the
 * first, Support goes in place of its legion (*support its index), else the
 * card leaves.  bw_slay and the log's words both read it. */
BwSlayKind bw_slay_plan(const BwState *s, int seat, int slot, int k, int *support)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    const BwCardData *cd = C(s, w->bh[k].card);
    if (cd->type != BT_LEGION) return BWS_LEAVES;
    if (cd->legion_power == LP_MARTYR && w->bh[k].hits == 0) return BWS_MARTYR_FLIPS;
    for (int j = 0; j < w->nbh; j++)
        if (w->bh[j].attach == k && C(s, w->bh[j].card)->sub == BFT_SUPPORT) {
            if (support) *support = j;
            return BWS_SUPPORT_INSTEAD;
        }
    return BWS_LEAVES;
}

/* A forced discard of battle-hand card k: a Martyr takes two, Support goes in
 * place of its legion; cards attached to a legion that leaves go with it. */
void bw_slay(BwState *s, int seat, int slot, int k, bool dead_book)
{
    BwWarlord *w = &s->p[seat].w[slot];
    int support = -1;
    switch (bw_slay_plan(s, seat, slot, k, &support)) {
    case BWS_MARTYR_FLIPS:
        w->bh[k].hits = 1;
        w->bh[k].flags |= BC_FLIPPED;
        return;
    case BWS_SUPPORT_INSTEAD:
        bw_to_discard(s, seat, w->bh[support].card);
        bw_remove_bh(s, seat, slot, support);
        return;
    default: break;
    }
    if (C(s, w->bh[k].card)->type == BT_LEGION) {
        for (int j = w->nbh - 1; j >= 0; j--)
            if (w->bh[j].attach == k) {
                bw_to_discard(s, seat, w->bh[j].card);
                bw_remove_bh(s, seat, slot, j);
                if (j < k) k--;
            }
    }
    if (dead_book) to_dead(s, seat, w->bh[k].card);
    else bw_to_discard(s, seat, w->bh[k].card);
    bw_remove_bh(s, seat, slot, k);
}

/* A legion's CS as it stands: "Flipped Legions count as 1 CS, rather than
 * their normal CS" (the text); its items and support are cards of their own. */
int bw_legion_cs(const BwState *s, const BwBattleCard *b)
{
    return (b->flags & BC_FLIPPED) ? 1 : C(s, b->card)->strength;
}

/* Guardian is passive: a Guardian in the challenger's battle hand lets any
 * winning combat margin capture.  The first one's card, -1 when there is none. */
int bw_challenger_guardian(const BwState *s)
{
    const BwWarlord *cw = &s->p[s->acting].w[s->ch.inv[0].slot];
    for (int k = 0; k < cw->nbh; k++)
        if (bw_is_legion_power(s, cw->bh[k].card, LP_GUARDIAN)) return cw->bh[k].card;
    return -1;
}

/* The opposing legion "of n CS or less" (closest, not over) or "at least n"
 * (closest, not under), by its CS as it stands (RULES-NOTES). */
int bw_slay_target(const BwState *s, int seat, int slot, int n, bool at_least)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    int best = -1, best_cs = 0;
    for (int k = 0; k < w->nbh; k++) {
        const BwCardData *cd = C(s, w->bh[k].card);
        if (cd->type != BT_LEGION) continue;
        int cs = bw_legion_cs(s, &w->bh[k]);
        bool fits = at_least ? cs >= n : cs <= n;
        if (!fits) continue;
        if (best < 0 || (at_least ? cs < best_cs : cs > best_cs)) {
            best = k;
            best_cs = cs;
        }
    }
    return best;
}

int bw_opposing_warlord(const BwState *s, int side, int *seat)
{
    for (int i = 0; i < s->ch.ninv; i++)
        if (s->ch.inv[i].side != side) {
            *seat = s->ch.inv[i].seat;
            return s->ch.inv[i].slot;
        }
    return -1;
}

/* Applies one power for `side`; target: an opposing seat for foe-discards. */
void bw_apply_power(BwState *s, int seat, int side, BwPower pw, int target)
{
    BwChallenge *ch = &s->ch;
    switch (pw.op) {
    case BE_BOOST: ch->mod[side] += pw.n; break;
    case BE_WEAKEN: ch->mod[1 - side] -= pw.n; break;
    case BE_DRAW: bw_draw(s, seat, pw.n); break;
    case BE_DOUBLE_ALLY: ch->ally_double[side] = true; break;
    case BE_SLAY_AT_MOST:
    case BE_SLAY_AT_LEAST: {
        int os, slot = bw_opposing_warlord(s, side, &os);
        if (slot < 0 || ch->type != 1) break;
        int k = bw_slay_target(s, os, slot, pw.n, pw.op == BE_SLAY_AT_LEAST);
        if (k >= 0) bw_slay(s, os, slot, k, pw.dead_book);
        break;
    }
    case BE_FOE_DISCARDS: {
        if (target < 0 || target >= s->nplayers) break;
        BwPlayer *p = &s->p[target];
        for (int i = 0; i < pw.n && p->nhand > 0; i++) {
            int k = (int)rng_below(&s->rng, (uint32_t)p->nhand);
            bw_to_discard(s, target, p->hand[k]);
            p->hand[k] = p->hand[--p->nhand];
        }
        break;
    }
    default: break;
    }
}
