/* qm_setup.c — setup (clock, bazaar decks, first player by dice, princesses),
 * the turn order and the clock's events (5, 6, 8, 11, 12), elimination and
 * the Inner Circle, and scoring at Midnight. */
#include "qm.h"
#include <stdio.h>
#include <string.h>

int qm_alive_count(const QmState *s)
{
    int n = 0;
    for (int q = 0; q < s->np; q++) n += s->p[q].status == QM_ALIVE;
    return n;
}

/* Adds `copies` of every card of the set matching the filter to arr. */
static int collect(const QmState *s, int16_t *arr, int cap, int n, int source, int princess, int type_only)
{
    for (int i = 0; i < s->set->ncards; i++) {
        const QmCardData *cd = qm_card(s->set, i);
        if (cd->type == QK_PRINCESS || cd->type == QK_INNER) continue;
        if (type_only >= 0 ? cd->type != type_only : (cd->source != source || cd->type == QK_TRAP)) continue;
        if (princess >= 0 && cd->princess != princess) continue;
        if (cd->players_min > s->np) continue; /* e.g. the two Twilight cards marked 3+ players */
        for (int c = 0; c < s->set->cards[i].copies && n < cap; c++) arr[n++] = (int16_t)i;
    }
    return n;
}

void qm_deal_princess(QmState *s, int seat, int princess)
{
    QmPlayer *p = &s->p[seat];
    const QmCardData *pc = qm_card(s->set, princess);
    p->princess = (int16_t)princess;
    for (int i = 0; i < s->set->ncards; i++)
        if (qm_card(s->set, i)->type == QK_INNER && qm_card(s->set, i)->princess == princess) p->inner = (int16_t)i;
    p->hp = QM_HP_MAX;
    p->clout = 0;
    if (pc->trait == QTR_SWITCH) p->side = (int8_t)rng_below(&s->rng, 2); /* the token is flipped like a coin */
    p->ndeck = (int8_t)collect(s, p->deck, QM_OWN, 0, QS_STARTER, princess, -1);
    rng_shuffle_i16(&s->rng, p->deck, p->ndeck);
    int nv = collect(s, p->vaultdeck, QM_VAULT, 0, QS_VAULT, princess, -1);
    if (pc->trait == QTR_TRAPS) nv = collect(s, p->vaultdeck, QM_VAULT, nv, -1, princess, QK_TRAP);
    p->nvaultdeck = (int8_t)nv;
    rng_shuffle_i16(&s->rng, p->vaultdeck, p->nvaultdeck);
    for (int k = 0; k < 3; k++) qm_refill_vault(s, seat, k);
    int16_t war[8];
    int nw = collect(s, war, 8, 0, QS_WAR_CHEST, princess, -1);
    for (int k = 0; k < 3; k++) p->war[k] = -1;
    for (int k = 0, j = 0; k < nw && j < 3; k++) /* boons first, the ultimate art last */
        if (qm_card(s->set, war[k])->type != QK_ULTIMATE) p->war[j++] = war[k];
    for (int k = 0; k < nw; k++)
        if (qm_card(s->set, war[k])->type == QK_ULTIMATE) p->war[2] = war[k];
    qm_draw(s, seat, 5);
}

bool qm_init(GameState *st, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    QmState *s = (QmState *)st;
    memset(s, 0, sizeof *s);
    s->set = set;
    rng_seed(&s->rng, seed);
    int np = setup && setup->num_players ? setup->num_players : 2;
    if (np < 2 || np > QM_MAXP)
        return error_set(err, NULL, "setup", "Queen by Midnight is for 2 to 4 players, got %d", np);
    int princesses[16], npr = 0;
    for (int i = 0; i < set->ncards && npr < 16; i++)
        if (qm_card(set, i)->type == QK_PRINCESS) princesses[npr++] = i;
    if (npr < np)
        return error_set(err, NULL, "setup", "set \"%s\" has %d princesses; %d players need %d", set->id, npr, np, np);
    s->np = (int8_t)np;
    s->choose_princesses = (int8_t)(setup ? setup->option[0] : 0);
    s->clock = (int8_t)(np >= 4 ? 2 : 1);
    s->hand_limit = 5;
    for (int a = 0; a < 3; a++) {
        s->nbaz[a] = (int16_t)collect(s, s->bazaar[a], QM_BAZAAR, 0, QS_AFTERNOON + a, -1, -1);
        rng_shuffle_i16(&s->rng, s->bazaar[a], s->nbaz[a]);
    }
    for (int k = 0; k < 3; k++) qm_refill_market(s, k);
    for (int q = 0; q < QM_MAXP; q++) {
        s->p[q].princess = s->p[q].inner = -1;
        s->p[q].leader = s->p[q].advisor = s->p[q].declared = -1;
        for (int k = 0; k < 3; k++) s->p[q].vault[k] = s->p[q].war[k] = -1;
    }
    /* first player: everyone rolls 2 dice, ties among the highest roll again */
    unsigned in = (1u << np) - 1;
    for (int round = 0; round < 64; round++) {
        int best = 0;
        for (int q = 0; q < np; q++) {
            if (!(in & (1u << q))) continue;
            s->dice[q] = (int8_t)(2 + rng_below(&s->rng, 6) + rng_below(&s->rng, 6));
            if (s->dice[q] > best) best = s->dice[q];
        }
        unsigned top = 0;
        for (int q = 0; q < np; q++)
            if ((in & (1u << q)) && s->dice[q] == best) top |= 1u << q;
        in = top;
        if ((in & (in - 1)) == 0) break;
    }
    for (int q = 0; q < np; q++)
        if (in & (1u << q)) { s->first = (int8_t)q; break; }
    if (s->choose_princesses) {
        s->phase = QM_PH_PICK;
        s->pick_pos = 0;
        qm_event(s, QE_FIRST_CHOOSE, s->first, -1, -1, 0);
        return true;
    }
    for (int i = npr - 1; i > 0; i--) { /* shuffle and deal */
        int j = (int)rng_below(&s->rng, (uint32_t)(i + 1));
        int t = princesses[i]; princesses[i] = princesses[j]; princesses[j] = t;
    }
    for (int q = 0; q < np; q++) qm_deal_princess(s, q, princesses[q]);
    qm_event(s, QE_FIRST, s->first, -1, -1, 0);
    qm_begin_game(s);
    return true;
}

void qm_begin_game(QmState *s)
{
    s->current = s->first;
    s->turns = 1;
    qm_start_turn(s);
}

bool qm_can_flip(const QmState *s, int seat)
{
    const QmPlayer *p = &s->p[seat];
    if (s->np < 4 || s->clock < 11 || p->status != QM_ALIVE || p->declared < 0 || p->advisor >= 0) return false;
    const QmPlayer *d = &s->p[p->declared];
    return d->status == QM_ALIVE && d->advisor < 0;
}

void qm_start_turn(QmState *s)
{
    QmPlayer *p = &s->p[s->current];
    s->refreshed_bazaar = s->refreshed_vault = s->advised = false;
    if (p->status == QM_ADVISOR) {
        s->phase = QM_PH_ADVISE;
        return;
    }
    if (qm_can_flip(s, s->current) && s->phase != QM_PH_FLIP) {
        s->phase = QM_PH_FLIP;
        return;
    }
    /* cards set aside over the hand limit come back, then draw up to the limit */
    int had = p->nhand;
    for (int k = 0; k < p->nheld && p->nhand < QM_HAND; k++) p->hand[p->nhand++] = p->held[k];
    p->nheld = 0;
    qm_tell(s, QO_DRAW, s->current, -1, -1, p->nhand - had, QDR_HELD, -1);
    had = p->nhand;
    qm_draw_to_limit(s, s->current);
    qm_tell(s, QO_DRAW, s->current, -1, -1, p->nhand - had, QDR_TURN, -1);
    s->phase = QM_PH_MAIN;
    for (int k = 0; k < p->narmory; k++) {
        const QmArmed *a = &p->armory[k];
        if (a->face_down) continue;
        const QmCardData *cd = qm_card(s->set, a->card);
        for (int i = 0; i < cd->neffects; i++)
            if (cd->effects[i].trigger == QT_TURN_START) {
                qm_queue(s, a->card, s->current, QT_TURN_START);
                break;
            }
    }
    qm_run(s);
}

static void change_age(QmState *s, int age)
{
    s->age = (int8_t)age; /* the old market and deck leave the game */
    for (int k = 0; k < 3; k++) qm_refill_market(s, k);
}

void qm_next_turn(QmState *s)
{
    bool declare = false; /* the clock struck 6: declarations come even when the first player's seat is out */
    for (int guard = 0; guard < 64; guard++) {
        int next = (s->current + 1) % s->np;
        bool new_round = next == s->first;
        s->current = (int8_t)next;
        if (new_round) {
            s->clock++;
            if (s->clock >= 12) {
                s->clock = 12;
                qm_finish_by_points(s);
                return;
            }
            if (s->clock == 5) { change_age(s, 1); s->hand_limit = 6; }
            if (s->clock == 8) { change_age(s, 2); s->hand_limit = 7; }
            declare = s->clock == 6 && s->np >= 4;
            /* the draw that passed the turn stays told: one line, in the order it happened */
            if (s->event.kind == QE_DRAWS_UP) qm_event(s, QE_DRAWS_CLOCK, s->event.seat, -1, -1, s->event.n);
            else qm_event(s, QE_CLOCK, -1, -1, -1, s->clock);
        }
        if (s->p[next].status == QM_OUT) continue;
        s->turns++;
        if (declare) {
            s->phase = QM_PH_DECLARE;
            s->declare_pos = 0;
            qm_after_declare(s); /* skips to the first seat still to declare */
            return;
        }
        qm_start_turn(s);
        return;
    }
}

/* The seat declaring now: ALIVE seats in turn order from the first player. */
int qm_declarer(const QmState *s)
{
    int k = 0;
    for (int i = 0; i < s->np; i++) {
        int q = (s->first + i) % s->np;
        if (s->p[q].status != QM_ALIVE) continue;
        if (k++ == s->declare_pos) return q;
    }
    return -1;
}

void qm_after_declare(QmState *s)
{
    if (qm_declarer(s) >= 0) return;
    qm_start_turn(s);
}

/* The choosing order for princesses: from the last seat, counter-clockwise. */
int qm_chooser(const QmState *s)
{
    return ((s->first - 1 - s->pick_pos) % s->np + 2 * s->np) % s->np;
}

static void game_over(QmState *s, unsigned queens)
{
    s->winners = 0;
    for (int q = 0; q < s->np; q++)
        if (queens & (1u << q)) {
            s->winners |= (uint8_t)(1u << q);
            if (s->p[q].advisor >= 0) s->winners |= (uint8_t)(1u << s->p[q].advisor);
        }
    s->phase = QM_PH_OVER;
    s->depth = 0;
    s->nqueue = 0;
}

void qm_check_eliminations(QmState *s, int killer, int card)
{
    unsigned fallen = 0;
    for (int k = 0; k < s->np; k++) {
        int q = (s->current + k) % s->np;
        QmPlayer *p = &s->p[q];
        if (p->status != QM_ALIVE || p->hp >= 1) continue;
        p->hp = 0;
        p->status = QM_OUT;
        fallen |= 1u << q;
        int d = p->declared;
        if (s->np >= 4 && qm_alive_count(s) >= 2 && d >= 0) {
            /* the declaration is revealed: join the Inner Circle unless it is the killer or already taken */
            if (s->p[d].status == QM_ALIVE && s->p[d].advisor < 0 && d != killer) {
                p->status = QM_ADVISOR;
                p->leader = (int8_t)d;
                s->p[d].advisor = (int8_t)q;
                qm_event(s, QE_OUT_CIRCLE, q, -1, d, 0);
                qm_tell(s, QO_OUT, q, killer, card, d * 4, QOUT_CIRCLE, -1);
            } else { /* why not (qm_event_text tells it): 1 that princess dealt the blow, 2 she has an Advisor, 3 she is out */
                int why = d == killer ? 1 : s->p[d].status == QM_ALIVE ? 2 : 3;
                qm_event(s, QE_OUT_GOOD, q, -1, d, why);
                qm_tell(s, QO_OUT, q, killer, card, d * 4 + why, QOUT_GOOD, -1);
            }
        } else {
            qm_event(s, QE_OUT, q, -1, -1, 0);
            qm_tell(s, QO_OUT, q, killer, card, 0, QOUT_PLAIN, -1);
        }
        if (p->advisor >= 0) { /* an advisor falls with her leader */
            s->p[p->advisor].status = QM_OUT;
            qm_tell(s, QO_OUT, p->advisor, killer, card, q * 4, QOUT_LEADER, -1);
        }
    }
    int alive = qm_alive_count(s);
    if (alive == 1) {
        for (int q = 0; q < s->np; q++)
            if (s->p[q].status == QM_ALIVE) game_over(s, 1u << q);
    } else if (alive == 0)
        game_over(s, fallen); /* everyone left fell at once: they share the crown */
}

void qm_finish_by_points(QmState *s)
{
    int best_vp = -1, best_clout = -1;
    for (int q = 0; q < s->np; q++) {
        const QmPlayer *p = &s->p[q];
        if (p->status != QM_ALIVE) continue;
        int vp = p->clout + p->hp;
        if (vp > best_vp || (vp == best_vp && p->clout > best_clout)) {
            best_vp = vp;
            best_clout = p->clout;
        }
    }
    unsigned queens = 0;
    for (int q = 0; q < s->np; q++) {
        const QmPlayer *p = &s->p[q];
        if (p->status == QM_ALIVE && p->clout + p->hp == best_vp && p->clout == best_clout) queens |= 1u << q;
    }
    /* the draw that passed the turn stays told, as when the clock strikes earlier */
    if (s->event.kind == QE_DRAWS_UP) qm_event(s, QE_MIDNIGHT, s->event.seat, -1, -1, s->event.n);
    else qm_event(s, QE_MIDNIGHT, -1, -1, -1, 0);
    game_over(s, queens);
}

int qm_cur_player(const QmState *s)
{
    if (s->phase == QM_PH_OVER) return GM_TERMINAL;
    if (s->depth > 0) {
        const QmPending *p = &s->stack[s->depth - 1];
        return p->stage == QM_ST_WINDOW ? p->window_seat : p->controller;
    }
    if (s->phase == QM_PH_PICK) return qm_chooser(s);
    if (s->phase == QM_PH_DECLARE) return qm_declarer(s);
    return s->current;
}
