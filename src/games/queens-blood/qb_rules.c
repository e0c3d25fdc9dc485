/* qb_rules.c — Queen's Blood rules: legal actions, mulligan, turns, and the
 * nine-step play procedure of the rules text with a generic interpreter of
 * the effect language (no per-card code).
 *
 * Power model: power = printed + perm + up - down.  `perm` collects one-shot
 * raises/lowers; `up`/`down` are the continuous ("while in play") auras,
 * recomputed from their sources: down in step 4, up in step 5, both in step 7
 * once destroyed sources are dropped.  So an aura is undone exactly when its
 * source leaves, and one-shot modifiers survive. */
#include "qb.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static QbStepHook g_hook;
static void *g_hook_ctx;

void qb_set_step_hook(QbStepHook hook, void *ctx)
{
    g_hook = hook;
    g_hook_ctx = ctx;
}

int qb_power(const QbState *s, const QbZone *z)
{
    return qb_card(s->set, z->card)->power + z->perm + z->up - z->down;
}

/* Rounds of aura recomputation before a self-dependent aura loop (a card's
 * status switching its own aura on and off through others) is left as is. */
#define QB_AURA_ROUNDS 8

/* ---- resolution context (lives only inside one apply) ---- */
#define QB_MAX_DYING 64
typedef struct Dying {
    int16_t card, power;
    int8_t owner, lane, col;
    bool aura_active; /* its in_play effects still count until step 7 */
    bool pending;     /* its destroyed effects still to fire in step 8 */
} Dying;

typedef struct Ctx {
    QbState *s;
    int replaced_power;
    int8_t new_lane, new_col, new_owner;
    uint16_t new_uid;
    int nd;
    Dying d[QB_MAX_DYING];
} Ctx;

/* Where an effect comes from: a card on the board, or one that just left. */
typedef struct Src {
    int16_t card;
    int8_t owner, lane, col;
    bool on_board;
} Src;

static void hook(const Ctx *c, int step)
{
    if (g_hook) g_hook(c->s, step, g_hook_ctx);
}

static bool affects(const QbCardData *cd, int owner, int lane, int col, int tl, int tc)
{
    int dl = tl - lane, dc = tc - col;
    if (owner == 1) dc = -dc; /* grids are written for player 0 */
    if (dl < -2 || dl > 2 || dc < -2 || dc > 2) return false;
    uint8_t g = cd->grid[dl + 2][dc + 2];
    return g == CG_EFFECT || g == CG_BOTH;
}

static bool side_ok(int side, int src_owner, int owner)
{
    return side == QS_ALL || (side == QS_ALLIES) == (owner == src_owner);
}

static bool state_ok(int st, const QbState *s, const QbZone *z)
{
    if (st == QP_ANY) return true;
    int p = qb_power(s, z), base = qb_card(s->set, z->card)->power;
    return st == QP_ENHANCED ? p > base : p < base;
}

/* Is the card at (tl,tc) in the card set `t` of src? (not QX_TRIGGER) */
static bool in_targets(const QbState *s, const Src *src, int t, int tl, int tc)
{
    const QbZone *z = &s->z[tl][tc];
    if (z->card < 0) return false;
    bool is_self = src->on_board && tl == src->lane && tc == src->col;
    if (t == QX_SELF) return is_self;
    if (is_self) return false;
    int side = (t - QX_AFFECTED_ALLIES) % 3;
    int region = (t - QX_AFFECTED_ALLIES) / 3; /* 0 affected, 1 lane, 2 board */
    if (!side_ok(side, src->owner, z->owner)) return false;
    if (region == 0) return affects(qb_card(s->set, src->card), src->owner, src->lane, src->col, tl, tc);
    if (region == 1) return tl == src->lane;
    return true;
}

static bool in_zone_set(const QbState *s, const Src *src, int t, int tl, int tc)
{
    if (t == QX_ZONES_BOARD) return true;
    if (t == QX_ZONES_LANE) return tl == src->lane && !(tl == src->lane && tc == src->col);
    return affects(qb_card(s->set, src->card), src->owner, src->lane, src->col, tl, tc);
}

static int count_per(const QbState *s, const Src *src, const QbEffect *e)
{
    int n = 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int c = 0; c < QB_COLS; c++) {
            const QbZone *z = &s->z[l][c];
            if (z->card < 0) continue;
            if (src->on_board && l == src->lane && c == src->col) continue;
            if (e->count_in == QR_LANE && l != src->lane) continue;
            if (e->count_in == QR_AFFECTED &&
                !affects(qb_card(s->set, src->card), src->owner, src->lane, src->col, l, c))
                continue;
            if (side_ok(e->per_side, src->owner, z->owner) && state_ok(e->per_state, s, z)) n++;
        }
    return n;
}

static void clear_zone(QbZone *z)
{
    z->card = -1;
    z->owner = -1;
    z->pawn_owner = -1;
    z->pawns = 0;
    z->perm = z->up = z->down = 0;
    z->fired = 0;
    z->uid = 0;
}

static void place_card(QbState *s, int l, int c, int card, int owner)
{
    QbZone *z = &s->z[l][c];
    clear_zone(z);
    z->card = (int16_t)card;
    z->owner = (int8_t)owner;
    z->uid = ++s->next_uid ? s->next_uid : ++s->next_uid;
}

/* A destroyed card leaves its zone EMPTY (RULINGS). */
static void destroy_at(Ctx *c, int l, int col)
{
    QbZone *z = &c->s->z[l][col];
    if (z->card < 0) return;
    if (c->nd < QB_MAX_DYING) {
        const QbCardData *cd = qb_card(c->s->set, z->card);
        Dying *d = &c->d[c->nd++];
        d->card = z->card;
        d->power = (int16_t)qb_power(c->s, z);
        d->owner = z->owner;
        d->lane = (int8_t)l;
        d->col = (int8_t)col;
        d->aura_active = (cd->triggers >> QT_IN_PLAY) & 1;
        d->pending = true;
    }
    clear_zone(z);
}

static int check_destroy(Ctx *c)
{
    int n = 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int col = 0; col < QB_COLS; col++) {
            QbZone *z = &c->s->z[l][col];
            if (z->card >= 0 && qb_power(c->s, z) <= 0) {
                destroy_at(c, l, col);
                n++;
            }
        }
    return n;
}

static bool condition_ok(const QbState *s, const Src *src, const QbEffect *e, int tl, int tc)
{
    switch (e->condition) {
    case QC_TRIGGER_IN_LANE: return tl == src->lane;
    case QC_TRIGGER_AFFECTED: return affects(qb_card(s->set, src->card), src->owner, src->lane, src->col, tl, tc);
    case QC_SELF_ENHANCED:
    case QC_SELF_ENFEEBLED:
        if (!src->on_board) return false;
        return state_ok(e->condition == QC_SELF_ENHANCED ? QP_ENHANCED : QP_ENFEEBLED, s, &s->z[src->lane][src->col]);
    default: return true;
    }
}

/* Runs one non-continuous effect. (tl,tc,tuid) = the card that fired a watcher. */
static void run_effect(Ctx *c, const Src *src, const QbEffect *e, int tl, int tc, uint16_t tuid)
{
    QbState *s = c->s;
    if (!condition_ok(s, src, e, tl, tc)) return;
    int amount = e->replaced_power ? c->replaced_power : e->amount;
    switch (e->action) {
    case QA_RAISE:
    case QA_LOWER:
    case QA_RAISE_PER:
    case QA_LOWER_PER: {
        int delta = amount;
        if (e->action == QA_RAISE_PER || e->action == QA_LOWER_PER) delta *= count_per(s, src, e);
        if (e->action == QA_LOWER || e->action == QA_LOWER_PER) delta = -delta;
        if (delta == 0) return;
        if (e->targets == QX_TRIGGER) {
            if (tl >= 0 && s->z[tl][tc].card >= 0 && s->z[tl][tc].uid == tuid) s->z[tl][tc].perm += (int16_t)delta;
            return;
        }
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++)
                if (in_targets(s, src, e->targets, l, k)) s->z[l][k].perm += (int16_t)delta;
        return;
    }
    case QA_DESTROY:
        if (e->targets == QX_TRIGGER) {
            if (tl >= 0 && s->z[tl][tc].card >= 0 && s->z[tl][tc].uid == tuid) destroy_at(c, tl, tc);
            return;
        }
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++)
                if (in_targets(s, src, e->targets, l, k)) destroy_at(c, l, k);
        return;
    case QA_ADD_TO_HAND: {
        QbPlayer *p = &s->p[src->owner];
        for (int j = 0; j < e->nadd; j++) {
            int idx = carddb_find(s->set, e->card[j]);
            if (idx < 0 || p->nhand >= QB_MAX_HAND) continue;
            p->hand_public |= 1ull << p->nhand;
            p->hand[p->nhand++] = (int16_t)idx;
        }
        return;
    }
    case QA_SPAWN:
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                QbZone *z = &s->z[l][k];
                if (z->card >= 0 || z->pawn_owner != src->owner || z->pawns < e->rank ||
                    !in_zone_set(s, src, e->targets, l, k))
                    continue;
                /* one token id, or three: the token for a zone of rank 1, 2, 3 */
                int idx = carddb_find(s->set, e->card[e->nadd == 3 ? z->pawns - 1 : 0]);
                if (idx >= 0) place_card(s, l, k, idx, src->owner);
            }
        return;
    case QA_RAISE_RANK:
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                QbZone *z = &s->z[l][k];
                if (z->card >= 0 || (z->pawns > 0 && z->pawn_owner != src->owner)) continue;
                if (!in_zone_set(s, src, e->targets, l, k)) continue;
                z->pawn_owner = src->owner;
                z->pawns = (int8_t)(z->pawns + amount > QB_MAX_PAWNS ? QB_MAX_PAWNS : z->pawns + amount);
            }
        return;
    default: return; /* lane_bonus, fold_lost_lanes: scoring only */
    }
}

static void run_trigger(Ctx *c, const Src *src, int trig, int tl, int tc, uint16_t tuid)
{
    const QbCardData *cd = qb_card(c->s->set, src->card);
    if (!((cd->triggers >> trig) & 1)) return;
    for (int i = 0; i < cd->neffects; i++)
        if (cd->effects[i].trigger == trig) run_effect(c, src, &cd->effects[i], tl, tc, tuid);
}

/* ---- continuous auras ---- */
static void add_aura_from(Ctx *c, const Src *src, bool raise, bool per_pass, int delta[QB_LANES][QB_COLS])
{
    QbState *s = c->s;
    const QbCardData *cd = qb_card(s->set, src->card);
    for (int i = 0; i < cd->neffects; i++) {
        const QbEffect *e = &cd->effects[i];
        if (e->trigger != QT_IN_PLAY) continue;
        int want = per_pass ? (raise ? QA_RAISE_PER : QA_LOWER_PER) : (raise ? QA_RAISE : QA_LOWER);
        if (e->action != want || !condition_ok(s, src, e, -1, -1)) continue;
        int amt = e->amount * (per_pass ? count_per(s, src, e) : 1);
        if (!amt) continue;
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++)
                if (in_targets(s, src, e->targets, l, k)) delta[l][k] += amt;
    }
}

/* Recomputes `down` (raise=false) or `up` (raise=true) of every card from the
 * active sources: cards on the board plus destroyed cards not yet undone.
 * Plain auras first, then the counting ones (which see the plain result). */
static void recompute(Ctx *c, bool raise)
{
    QbState *s = c->s;
    for (int pass = 0; pass < 2; pass++) {
        int delta[QB_LANES][QB_COLS] = {{0}};
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                const QbZone *z = &s->z[l][k];
                if (z->card < 0 || !((qb_card(s->set, z->card)->triggers >> QT_IN_PLAY) & 1)) continue;
                Src src = {z->card, z->owner, (int8_t)l, (int8_t)k, true};
                add_aura_from(c, &src, raise, pass == 1, delta);
            }
        for (int i = 0; i < c->nd; i++)
            if (c->d[i].aura_active) {
                Src src = {c->d[i].card, c->d[i].owner, c->d[i].lane, c->d[i].col, false};
                add_aura_from(c, &src, raise, pass == 1, delta);
            }
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                QbZone *z = &s->z[l][k];
                if (z->card < 0) continue;
                int16_t *v = raise ? &z->up : &z->down;
                if (pass == 0) *v = (int16_t)delta[l][k];
                else *v = (int16_t)(*v + delta[l][k]);
            }
    }
}

/* Bit pair per zone: is the card there enhanced / enfeebled — only for cards
 * with an aura that depends on it (self_enhanced / self_enfeebled in_play). */
static uint32_t self_statuses(const QbState *s)
{
    uint32_t bits = 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &s->z[l][k];
            if (z->card < 0 || !qb_card(s->set, z->card)->self_aura) continue;
            int bit = 2 * (l * QB_COLS + k);
            if (state_ok(QP_ENHANCED, s, z)) bits |= 1u << bit;
            if (state_ok(QP_ENFEEBLED, s, z)) bits |= 1u << (bit + 1);
        }
    return bits;
}

/* Recomputes one kind of aura until every self_enhanced / self_enfeebled
 * source was judged on the power this recompute gives it (a card made
 * enhanced by an aura raises its allies in the same play, not the next).
 * statuses: self_statuses() before; returns them after. */
static uint32_t recompute_settled(Ctx *c, bool raise, uint32_t statuses)
{
    for (int round = 0; round < QB_AURA_ROUNDS; round++) {
        recompute(c, raise);
        uint32_t now = self_statuses(c->s);
        if (now == statuses) break;
        statuses = now;
    }
    return statuses;
}

/* Lowering auras, then raising ones: steps 4 (with its destroy check) and 5,
 * or the undo of step 7 (steps_4_5 false).  A raise can change a status a
 * lowering aura depends on (and the other way round), so the two are repeated
 * until those statuses hold still; a loop that never settles stops after
 * QB_AURA_ROUNDS rounds as it stands. */
static void apply_auras(Ctx *c, bool steps_4_5)
{
    uint32_t statuses = self_statuses(c->s);
    for (int round = 0; round < QB_AURA_ROUNDS; round++) {
        statuses = recompute_settled(c, false, statuses);
        if (steps_4_5 && check_destroy(c)) statuses = self_statuses(c->s);
        if (steps_4_5) hook(c, 4);
        uint32_t judged = statuses; /* what the lowering auras were judged on */
        statuses = recompute_settled(c, true, statuses);
        if (steps_4_5) hook(c, 5);
        if (statuses == judged) return;
    }
}

/* first_enhanced / first_enfeebled / reaches_power: each fires once per card. */
static void state_triggers(Ctx *c)
{
    QbState *s = c->s;
    for (int guard = 0; guard < 64; guard++) {
        bool fired = false;
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                QbZone *z = &s->z[l][k];
                if (z->card < 0) continue;
                const QbCardData *cd = qb_card(s->set, z->card);
                if (!(cd->triggers & ((1u << QT_FIRST_ENHANCED) | (1u << QT_FIRST_ENFEEBLED) | (1u << QT_REACHES_POWER))))
                    continue;
                for (int i = 0; i < cd->neffects && s->z[l][k].card >= 0; i++) {
                    const QbEffect *e = &cd->effects[i];
                    if (z->fired & (1u << i)) continue;
                    int p = qb_power(s, z);
                    bool due = (e->trigger == QT_FIRST_ENHANCED && p > cd->power) ||
                               (e->trigger == QT_FIRST_ENFEEBLED && p < cd->power) ||
                               (e->trigger == QT_REACHES_POWER && p >= e->n);
                    if (!due) continue;
                    z->fired |= (uint8_t)(1u << i);
                    Src src = {z->card, z->owner, (int8_t)l, (int8_t)k, true};
                    run_effect(c, &src, e, -1, -1, 0);
                    fired = true;
                }
            }
        if (!fired) return;
    }
}

/* Watchers of a played card (step 6) or destroyed card (step 8). */
static void watchers(Ctx *c, int owner, bool played, int tl, int tc, uint16_t tuid, uint16_t skip_uid)
{
    QbState *s = c->s;
    /* snapshot: cards placed while watchers resolve do not see this event */
    uint16_t uids[QB_LANES][QB_COLS];
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) uids[l][k] = s->z[l][k].card >= 0 ? s->z[l][k].uid : 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            QbZone *z = &s->z[l][k];
            if (z->card < 0 || z->uid != uids[l][k] || z->uid == skip_uid) continue;
            int base = played ? QT_ALLIED_PLAYED : QT_ALLIED_DESTROYED;
            int trig = z->owner == owner ? base : base + 1;
            Src src = {z->card, z->owner, (int8_t)l, (int8_t)k, true};
            run_trigger(c, &src, trig, tl, tc, tuid);
            if (s->z[l][k].card >= 0 && s->z[l][k].uid == uids[l][k]) run_trigger(c, &src, base + 2, tl, tc, tuid);
        }
}

/* The nine steps, after the card has been put into its zone. */
static void resolve(Ctx *c)
{
    QbState *s = c->s;
    int nl = c->new_lane, nc = c->new_col, me = c->new_owner;
    const QbZone *nz = &s->z[nl][nc];
    int card = nz->card;
    /* 1: when-played effects of the new card */
    Src src = {(int16_t)card, (int8_t)me, (int8_t)nl, (int8_t)nc, true};
    run_trigger(c, &src, QT_PLAYED, -1, -1, 0);
    check_destroy(c);
    hook(c, 1);
    /* 2: empty start-column zones get a pawn of that column's player */
    for (int l = 0; l < QB_LANES; l++)
        for (int p = 0; p < 2; p++) {
            QbZone *z = &s->z[l][p == 0 ? 0 : QB_COLS - 1];
            if (z->card < 0 && z->pawns == 0) {
                z->pawn_owner = (int8_t)p;
                z->pawns = 1;
            }
        }
    hook(c, 2);
    /* 3: pawns by the played card's grid, mirrored for player 1; a card with
     * pawns_per_square N places its N pawns one at a time (so enemy pawns are
     * first taken over, then raised) */
    const QbCardData *cd = qb_card(s->set, card);
    for (int r = 0; r < 5; r++)
        for (int g = 0; g < 5; g++) {
            if (cd->grid[r][g] != CG_PAWN && cd->grid[r][g] != CG_BOTH) continue;
            int l = nl + r - 2, k = nc + (me == 0 ? g - 2 : 2 - g);
            if (l < 0 || l >= QB_LANES || k < 0 || k >= QB_COLS) continue;
            QbZone *z = &s->z[l][k];
            if (z->card >= 0) continue;
            for (int n = 0; n < cd->pawns_per_square; n++) {
                if (z->pawns == 0) {
                    z->pawn_owner = (int8_t)me;
                    z->pawns = 1;
                } else if (z->pawn_owner == me) {
                    if (z->pawns < QB_MAX_PAWNS) z->pawns++;
                } else z->pawn_owner = (int8_t)me; /* same count, now ours */
            }
        }
    hook(c, 3);
    for (int pass = 0; pass < 50; pass++) {
        apply_auras(c, true); /* 4: lowering auras, then destroy; 5: raising auras */
        /* 6: "when..." effects of other cards (the play is seen once), then state triggers */
        if (pass == 0) watchers(c, me, true, nl, nc, c->new_uid, c->new_uid);
        state_triggers(c);
        check_destroy(c);
        hook(c, 6);
        /* 7: undo the auras of destroyed cards */
        bool undo = false;
        for (int i = 0; i < c->nd; i++)
            if (c->d[i].aura_active) {
                c->d[i].aura_active = false;
                undo = true;
            }
        if (undo) apply_auras(c, false);
        hook(c, 7);
        /* 8: when-destroyed effects, and watchers of destruction */
        int n0 = c->nd;
        for (int i = 0; i < n0; i++) {
            if (!c->d[i].pending) continue;
            c->d[i].pending = false;
            Dying d = c->d[i];
            Src ds = {d.card, d.owner, d.lane, d.col, false};
            run_trigger(c, &ds, QT_DESTROYED, -1, -1, 0);
            watchers(c, d.owner, false, d.lane, d.col, 0, 0);
        }
        state_triggers(c);
        check_destroy(c);
        hook(c, 8);
        /* 9: anything destroyed in step 8 -> back to step 4 */
        bool again = c->nd > n0;
        hook(c, 9);
        if (!again) break;
    }
}

/* ---- turns ---- */
void qb_draw(QbState *s, int pi)
{
    QbPlayer *p = &s->p[pi];
    if (p->ndeck <= 0 || p->nhand >= QB_MAX_HAND) return;
    p->hand[p->nhand++] = p->deck[--p->ndeck];
    if (p->bottom_known > p->ndeck) p->bottom_known = p->ndeck;
}

static void next_turn(QbState *s)
{
    s->current = (int8_t)(1 - s->current);
    s->turn++;
    qb_draw(s, s->current);
}

static void remove_hand(QbPlayer *p, int i)
{
    uint64_t low = p->hand_public & ((1ull << i) - 1), high = (p->hand_public >> (i + 1)) << i;
    p->hand_public = low | high;
    for (int k = i; k < p->nhand - 1; k++) p->hand[k] = p->hand[k + 1];
    p->nhand--;
}

static int hand_index(const QbPlayer *p, int card)
{
    for (int i = 0; i < p->nhand; i++)
        if (p->hand[i] == card) return i;
    return -1;
}

static int cmp_action(const void *a, const void *b)
{
    return action_cmp(*(const Action *)a, *(const Action *)b);
}

int qb_legal_actions(const QbState *s, Action *out, int cap)
{
    int n = 0;
#define PUSH(K, A, B, C)                                                                     \
    do {                                                                                     \
        if (n < cap) out[n++] = (Action){(int16_t)(K), (int16_t)(A), (int16_t)(B), (int16_t)(C)}; \
    } while (0)
    if (s->phase == QB_PH_OVER) return 0;
    const QbPlayer *p = &s->p[s->current];
    if (s->phase == QB_PH_MULLIGAN) {
        if (p->mull_toggles < QB_MULLIGAN_TOGGLES)
            for (int i = 0; i < p->nhand; i++) PUSH(QB_ACT_TOGGLE, i, 0, 0);
        PUSH(QB_ACT_DONE, 0, 0, 0);
        return n;
    }
    int me = s->current;
    for (int i = 0; i < p->nhand; i++) {
        int card = p->hand[i];
        if (hand_index(p, card) != i) continue; /* same card: one action */
        int cost = qb_card(s->set, card)->cost;
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                const QbZone *z = &s->z[l][k];
                if (cost > 0 && z->card < 0 && z->pawn_owner == me && z->pawns >= cost) PUSH(QB_ACT_PLAY, card, l, k);
                if (cost == 0 && z->card >= 0 && z->owner == me) PUSH(QB_ACT_REPLACE, card, l, k);
            }
    }
    PUSH(QB_ACT_PASS, 0, 0, 0);
#undef PUSH
    qsort(out, (size_t)n, sizeof *out, cmp_action);
    return n;
}

/* Direct check, same rules as qb_legal_actions (apply is on the AI's hot path). */
static bool is_legal(const QbState *s, Action a)
{
    if (s->phase == QB_PH_OVER) return false;
    const QbPlayer *p = &s->p[s->current];
    if (s->phase == QB_PH_MULLIGAN) {
        if (a.kind == QB_ACT_TOGGLE)
            return p->mull_toggles < QB_MULLIGAN_TOGGLES && a.a >= 0 && a.a < p->nhand && a.b == 0 && a.c == 0;
        return a.kind == QB_ACT_DONE && a.a == 0 && a.b == 0 && a.c == 0;
    }
    if (a.kind == QB_ACT_PASS) return a.a == 0 && a.b == 0 && a.c == 0;
    if (a.kind != QB_ACT_PLAY && a.kind != QB_ACT_REPLACE) return false;
    if (a.a < 0 || a.a >= s->set->ncards || hand_index(p, a.a) < 0) return false;
    if (a.b < 0 || a.b >= QB_LANES || a.c < 0 || a.c >= QB_COLS) return false;
    const QbZone *z = &s->z[a.b][a.c];
    int cost = qb_card(s->set, a.a)->cost;
    if (a.kind == QB_ACT_PLAY) return cost > 0 && z->card < 0 && z->pawn_owner == s->current && z->pawns >= cost;
    return cost == 0 && z->card >= 0 && z->owner == s->current;
}

static void finish_mulligan(QbState *s)
{
    QbPlayer *p = &s->p[s->current];
    int16_t keep[QB_MAX_HAND], back[QB_MAX_HAND];
    uint64_t pub = 0;
    int nk = 0, nb = 0;
    for (int i = 0; i < p->nhand; i++) {
        if ((p->mull_sel >> i) & 1) back[nb++] = p->hand[i];
        else {
            if ((p->hand_public >> i) & 1) pub |= 1ull << nk;
            keep[nk++] = p->hand[i];
        }
    }
    /* to the bottom: the first chosen card ends lowest */
    if (p->ndeck + nb > QB_MAX_DECK) nb = QB_MAX_DECK - p->ndeck; /* cannot happen with legal decks */
    memmove(p->deck + nb, p->deck, (size_t)p->ndeck * sizeof p->deck[0]);
    for (int i = 0; i < nb; i++) p->deck[i] = back[i];
    p->ndeck = (int8_t)(p->ndeck + nb);
    p->bottom_known = (int8_t)nb;
    memcpy(p->hand, keep, (size_t)nk * sizeof keep[0]);
    p->nhand = (int8_t)nk;
    p->hand_public = pub;
    p->mull_sel = 0;
    p->mull_toggles = 0;
    p->mull_done = true;
    while (p->nhand < QB_HAND_START && p->ndeck > 0) qb_draw(s, s->current);
    if (s->quiet) {
    } else if (nb == 0) snprintf(s->last_event, sizeof s->last_event, "{p%d} kept the whole hand", s->current);
    else snprintf(s->last_event, sizeof s->last_event, "{p%d} sent back %d card%s and drew as many", s->current, nb, nb == 1 ? "" : "s");
    if (!s->p[1 - s->current].mull_done) s->current = (int8_t)(1 - s->current);
    else {
        s->phase = QB_PH_PLAY;
        s->current = s->first;
        s->turn = 1; /* the first player does not draw on the game's first turn */
    }
}

bool qb_apply(QbState *s, Action a)
{
    if (!is_legal(s, a)) return false;
    QbPlayer *p = &s->p[s->current];
    switch (a.kind) {
    case QB_ACT_TOGGLE:
        p->mull_sel ^= 1ull << a.a;
        p->mull_toggles++;
        p->last_toggle = (int8_t)a.a;
        return true;
    case QB_ACT_DONE:
        finish_mulligan(s);
        return true;
    case QB_ACT_PASS:
        s->passes++;
        if (!s->quiet) snprintf(s->last_event, sizeof s->last_event, "{p%d} passed", s->current);
        if (s->passes >= 2) s->phase = QB_PH_OVER;
        else next_turn(s);
        return true;
    case QB_ACT_PLAY:
    case QB_ACT_REPLACE: {
        Ctx ctx;
        memset(&ctx, 0, sizeof ctx);
        Ctx *c = &ctx;
        c->s = s;
        int me = s->current, l = a.b, k = a.c;
        remove_hand(p, hand_index(p, a.a));
        const char *replaced = NULL;
        if (a.kind == QB_ACT_REPLACE) {
            QbZone *z = &s->z[l][k];
            c->replaced_power = qb_power(s, z);
            replaced = s->set->cards[z->card].name;
            destroy_at(c, l, k); /* counts as destroyed: fires in step 8 */
        }
        place_card(s, l, k, a.a, me);
        c->new_lane = (int8_t)l;
        c->new_col = (int8_t)k;
        c->new_owner = (int8_t)me;
        c->new_uid = s->z[l][k].uid;
        s->last_lane = (int8_t)l;
        s->last_col = (int8_t)k;
        resolve(c);
        if (s->quiet) {
        } else if (replaced)
            snprintf(s->last_event, sizeof s->last_event, "{p%d} replaced %s with %s in the %s lane, %s", me,
                     replaced, s->set->cards[a.a].name, QB_LANE_WORDS[l], QB_SPACE_WORDS[k]);
        else
            snprintf(s->last_event, sizeof s->last_event, "{p%d} played %s in the %s lane, %s", me,
                     s->set->cards[a.a].name, QB_LANE_WORDS[l], QB_SPACE_WORDS[k]);
        if (!s->quiet) { /* by name and owner: "; Ben's Ember Pie was destroyed" (the replaced card is told already) */
            int first = replaced ? 1 : 0, told = 0, gone = c->nd - first;
            size_t u = strlen(s->last_event);
            for (int i = first; i < c->nd && u < sizeof s->last_event; i++, told++)
                u += (size_t)snprintf(s->last_event + u, sizeof s->last_event - u, "%s{p%d}'s %s", told == 0 ? "; " : told == gone - 1 ? " and " : ", ",
                                      c->d[i].owner, s->set->cards[c->d[i].card].name);
            if (gone > 0 && u < sizeof s->last_event) snprintf(s->last_event + u, sizeof s->last_event - u, " %s destroyed", gone == 1 ? "was" : "were");
        }
        s->passes = 0;
        next_turn(s);
        return true;
    }
    default: return false;
    }
}

/* ---- scoring ---- */
/* The board as drawn: lanes top to bottom, seat 0's start column on the left. */
const char *const QB_LANE_WORDS[QB_LANES] = {"top", "middle", "bottom"};
const char *const QB_SPACE_WORDS[QB_COLS] = {"leftmost space", "second space from the left", "middle space",
                                             "second space from the right", "rightmost space"};

void qb_lane_totals(const QbState *s, int totals[QB_LANES][2])
{
    for (int l = 0; l < QB_LANES; l++) {
        totals[l][0] = totals[l][1] = 0;
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &s->z[l][k];
            if (z->card >= 0) totals[l][z->owner] += qb_power(s, z);
        }
    }
}

/* scoring effects may carry self_enhanced / self_enfeebled conditions */
static bool scoring_condition(const QbState *s, const QbZone *z, const QbEffect *e)
{
    if (e->condition == QC_SELF_ENHANCED) return state_ok(QP_ENHANCED, s, z);
    if (e->condition == QC_SELF_ENFEEBLED) return state_ok(QP_ENFEEBLED, s, z);
    return true;
}

bool qb_fold_active(const QbState *s)
{
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &s->z[l][k];
            if (z->card < 0) continue;
            const QbCardData *cd = qb_card(s->set, z->card);
            if (!((cd->triggers >> QT_GAME_END) & 1)) continue;
            for (int i = 0; i < cd->neffects; i++)
                if (cd->effects[i].action == QA_FOLD_LOST_LANES && scoring_condition(s, z, &cd->effects[i])) return true;
        }
    return false;
}

void qb_scores(const QbState *s, int score[2], int lane_points[QB_LANES][2])
{
    int t[QB_LANES][2];
    qb_lane_totals(s, t);
    bool fold = qb_fold_active(s);
    score[0] = score[1] = 0;
    for (int l = 0; l < QB_LANES; l++) {
        lane_points[l][0] = lane_points[l][1] = 0;
        if (t[l][0] == t[l][1]) continue; /* a tie scores for nobody */
        int w = t[l][0] > t[l][1] ? 0 : 1;
        int pts = t[l][w] + (fold ? t[l][1 - w] : 0);
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &s->z[l][k];
            if (z->card < 0 || z->owner != w) continue;
            const QbCardData *cd = qb_card(s->set, z->card);
            for (int i = 0; i < cd->neffects; i++)
                if (cd->effects[i].trigger == QT_LANE_WON && scoring_condition(s, z, &cd->effects[i]))
                    pts += cd->effects[i].amount;
        }
        lane_points[l][w] = pts;
        score[w] += pts;
    }
}

/* Why lane l's winner w scores more than its power, after the power: ", with
 * the loser's 2 (a fold)", "+5 from Crossbow Tower"; "" when it scores its
 * power alone.  The same sums as qb_scores (the results explain themselves). */
void qb_lane_score_words(const QbState *s, int l, int w, char *out, size_t n)
{
    int t[QB_LANES][2];
    qb_lane_totals(s, t);
    size_t u = 0;
    out[0] = 0;
    if (qb_fold_active(s) && t[l][1 - w] > 0)
        u += (size_t)snprintf(out + u, n - u, " + the loser's %d (a card folds lost lanes in)", t[l][1 - w]);
    for (int k = 0; k < QB_COLS && u < n; k++) {
        const QbZone *z = &s->z[l][k];
        if (z->card < 0 || z->owner != w) continue;
        const QbCardData *cd = qb_card(s->set, z->card);
        for (int i = 0; i < cd->neffects && u < n; i++)
            if (cd->effects[i].trigger == QT_LANE_WON && scoring_condition(s, z, &cd->effects[i]))
                u += (size_t)snprintf(out + u, n - u, " + %d from %s", cd->effects[i].amount, s->set->cards[z->card].name);
    }
}
