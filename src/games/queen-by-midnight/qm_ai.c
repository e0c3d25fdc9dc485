/* qm_ai.c — how good a Queen by Midnight position looks to the AI.
 *
 * A seat's worth in points: health and Clout (the victory points at
 * Midnight), class levels, and the cards it owns (a deck builder's engine).
 * The value for a player is a logistic of her lead over the best rival in
 * those points.  The scale matters to the search, not to greedy (one ply
 * picks the same best move under any increasing function): ISMCTS adds these
 * values to an exploration term, and the old ratio mine / (mine + best) moved
 * only a point or two per card, so every move looked like 50% and the search
 * spread its visits evenly (it lost 1-5 to greedy). */
#include <math.h>
#include "qm.h"

/* A card is worth its price times a factor that shrinks as Midnight nears:
 * early buys pay back many times, late ones less than the Clout they cost
 * (which counts as points). */
static double seat_value(const QmState *s, int q)
{
    const QmPlayer *p = &s->p[q];
    if (p->status == QM_OUT) return 0;
    if (p->status == QM_ADVISOR) return p->leader >= 0 ? 0.5 * seat_value(s, p->leader) : 0;
    double factor = 0.12 * (12 - s->clock);
    if (factor > 1.3) factor = 1.3;
    double engine = 0;
    const int16_t *zones[] = {p->deck, p->hand, p->archive, p->held};
    int counts[] = {p->ndeck, p->nhand, p->narchive, p->nheld};
    for (int z = 0; z < 4; z++)
        for (int i = 0; i < counts[z]; i++) {
            const QmCardData *cd = qm_card(s->set, zones[z][i]);
            engine += cd->type == QK_TRAP ? -1.5 : cd->buy * factor;
        }
    for (int k = 0; k < p->narmory; k++) {
        const QmArmed *a = &p->armory[k];
        if (a->owner == q) engine += (qm_card(s->set, a->card)->buy + 1) * factor + a->loyalty * 0.2;
        else engine -= 2 * factor; /* a rival's Bane */
    }
    return p->hp * 1.2 + p->clout + (p->level[0] + p->level[1]) * 2.0 * factor + engine + 1.0;
}

/* Points of lead that make a 73% favourite (logistic scale). */
#define QM_LEAD_SCALE 6.0

double qm_heuristic(const GameState *st, int player)
{
    const QmState *s = (const QmState *)st;
    if (s->phase == QM_PH_OVER) return (s->winners >> player) & 1 ? 1.0 : 0.0;
    if (s->p[player].status == QM_OUT) return 0.0;
    double mine = seat_value(s, player), best = 0;
    for (int q = 0; q < s->np; q++) {
        double v = q != player ? seat_value(s, q) : 0;
        if (v > best) best = v;
    }
    return 1.0 / (1.0 + exp(-(mine - best) / QM_LEAD_SCALE));
}

/* ---- the playout policy: a sensible player without look-ahead ----
 * Reacts when it can, plays every card it can (attacks at the rival who
 * leads), buys the dearest card it can afford while the night is young (and
 * the war chest's at any hour), never refreshes, then ends the turn and
 * draws.  Choices inside a card are random.  Cheap: no copies, no applies. */

/* Clock hour after which the playout stops buying from the market and vault:
 * later, Clout is worth more as points than as cards. */
#define QM_PLAYOUT_LAST_BUY_HOUR 6

static int random_of_kind(const Action *legal, int n, int kind, Rng *rng)
{
    int found = 0, pick = -1;
    for (int i = 0; i < n; i++)
        if (legal[i].kind == kind && rng_below(rng, (uint32_t)++found) == 0) pick = i;
    return pick;
}

static int best_buy(const QmState *s, int me, const Action *legal, int n, Rng *rng)
{
    int pick = -1, best = -1, ties = 0;
    for (int i = 0; i < n; i++) {
        if (legal[i].kind != QM_ACT_BUY) continue;
        int zone = legal[i].a, slot = legal[i].b;
        if (zone != QM_BUY_WAR_CHEST && s->clock > QM_PLAYOUT_LAST_BUY_HOUR) continue;
        int c = zone == QM_BUY_MARKET ? s->market[slot] : zone == QM_BUY_VAULT ? s->p[me].vault[slot] : s->p[me].war[slot];
        const QmCardData *cd = qm_card(s->set, c);
        int worth = cd->buy + (zone == QM_BUY_WAR_CHEST ? 10 : 0);
        if (worth > best) { best = worth; pick = i; ties = 1; }
        else if (worth == best && rng_below(rng, (uint32_t)++ties) == 0) pick = i;
    }
    return pick;
}

/* The target: the princess of the rival with the most points (not a Summon). */
static int best_target(const QmState *s, const Action *legal, int n)
{
    int pick = -1;
    double best = -1e9;
    for (int i = 0; i < n; i++) {
        if (legal[i].kind != QM_ACT_TARGET || legal[i].b >= 0) continue;
        double v = seat_value(s, legal[i].a);
        if (v > best) { best = v; pick = i; }
    }
    return pick;
}

int qm_playout(const GameState *st, const Action *legal, int n, Rng *rng)
{
    const QmState *s = (const QmState *)st;
    int me = qm_cur_player(s);
    int i = -1;
    if (s->depth > 0) {
        switch (s->stack[s->depth - 1].stage) {
        case QM_ST_WINDOW: i = random_of_kind(legal, n, QM_ACT_REACT, rng); break;
        case QM_ST_TARGET: i = best_target(s, legal, n); break;
        case QM_ST_PICK: i = random_of_kind(legal, n, QM_ACT_PICK, rng); break;
        default: break;
        }
        return i >= 0 ? i : (int)rng_below(rng, (uint32_t)n);
    }
    switch (s->phase) {
    case QM_PH_MAIN:
        i = random_of_kind(legal, n, QM_ACT_PLAY, rng);
        if (i < 0) i = random_of_kind(legal, n, QM_ACT_ACTIVATE, rng);
        if (i < 0 && me >= 0) i = best_buy(s, me, legal, n, rng);
        if (i < 0) i = random_of_kind(legal, n, QM_ACT_END_TURN, rng);
        break;
    case QM_PH_END:
        i = random_of_kind(legal, n, QM_ACT_DONE, rng);
        if (i < 0) i = random_of_kind(legal, n, QM_ACT_HOLD, rng);
        break;
    default: break;
    }
    return i >= 0 ? i : (int)rng_below(rng, (uint32_t)n);
}
