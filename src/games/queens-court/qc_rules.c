/* qc_rules.c — Queen's Court play: dealing, legal plays, applying them,
 * scoring rounds, determinization and the heuristic.  Rules choices are
 * written down in RULES-NOTES.md next to this file. */
#include "qc.h"
#include <stdlib.h>
#include <string.h>

static const QcState *cst(const GameState *gs) { return (const QcState *)gs; }

int qc_composition(int mode, int code)
{
    if (code == 1 || code == 10) return 6;
    if (code >= 2 && code <= 9) return 4;
    if (code == QC_QUEEN) return mode == QC_MODE_WILD ? QC_NQUEENS : 0;
    return 0; /* Gloves are never dealt: they are handed out at half time */
}

int qc_hand_size(const QcState *st, int p)
{
    int n = 0;
    for (int c = 1; c < QC_NCODES; c++) n += st->hand[p][c];
    return n;
}

/* A player who played their last card in the second half is done for the round. */
bool qc_locked_in(const QcState *st, int p) { return st->half == QC_SECOND_HALF && qc_hand_size(st, p) == 0; }

int qc_top(const QcState *st, int p, int k)
{
    int n = st->pilelen[p][k];
    return n > 0 ? st->pile[p][k][n - 1] : 0;
}

bool qc_gloved(const QcState *st, int p, int k) { return qc_top(st, p, k) == QC_GLOVE; }

int qc_counted(const QcState *st, int p, int k)
{
    for (int i = st->pilelen[p][k] - 1; i >= 0; i--)
        if (st->pile[p][k][i] != QC_GLOVE) return st->pile[p][k][i];
    return 0;
}

bool qc_pile_open(const QcState *st, int p, int k) { return !qc_gloved(st, p, k) && !qc_locked_in(st, p); }

bool qc_two_queens(const QcState *st, int p)
{
    return qc_counted(st, p, 0) == QC_QUEEN && qc_counted(st, p, 1) == QC_QUEEN;
}

/* A Queen takes the value of the owner's other pile (so the spread is 0). */
int qc_pile_value(const QcState *st, int p, int k)
{
    int c = qc_counted(st, p, k);
    if (c != QC_QUEEN) return c;
    int o = qc_counted(st, p, 1 - k);
    return o == QC_QUEEN ? 0 : o;
}

int qc_spread(const QcState *st, int p)
{
    if (qc_two_queens(st, p)) return QC_SPREAD_TWO_QUEENS;
    return abs(qc_pile_value(st, p, 0) - qc_pile_value(st, p, 1));
}

int qc_pile_cards(const QcState *st, int p) { return st->pilelen[p][0] + st->pilelen[p][1]; }

int qc_holders(const QcState *st)
{
    int n = 0;
    for (int p = 0; p < st->nplayers; p++) n += qc_hand_size(st, p) > 0;
    return n;
}

int qc_hist_kept(const QcState *st) { return st->nhist < QC_HIST ? st->nhist : QC_HIST; }

const QcRoundRec *qc_hist_at(const QcState *st, int i)
{
    int kept = qc_hist_kept(st);
    if (i < 0 || i >= kept) return NULL;
    return &st->hist[(st->nhist - kept + i) % QC_HIST];
}

bool qc_map_cards(QcState *st, const CardSet *set, Error *err)
{
    st->set = set;
    for (int c = 0; c < QC_NCODES; c++) st->cardidx[c] = (int16_t)(c - 1);
    if (!set) return true;
    bool found[QC_NCODES] = {false};
    for (int i = 0; i < set->ncards; i++) {
        const CardDef *d = &set->cards[i];
        int code = 0;
        if (strcmp(d->kind, "noble") == 0 && d->value >= 1 && d->value <= 10) code = d->value;
        else if (strcmp(d->kind, "queen") == 0) code = QC_QUEEN;
        else if (strcmp(d->kind, "glove") == 0) code = QC_GLOVE;
        if (code && !found[code]) {
            found[code] = true;
            st->cardidx[code] = (int16_t)i;
        }
    }
    for (int c = 1; c < QC_NCODES; c++)
        if (!found[c])
            return error_set(err, set->dir, NULL, "card set \"%s\" has no card for %s%s", set->id,
                             c <= 10 ? "rank " : "the ", qc_code_title(c));
    return true;
}

static int draw_one(QcState *st)
{
    if (st->ndeck <= 0) return 0;
    int c = st->deck[--st->ndeck];
    st->deck[st->ndeck] = 0; /* keep unused slots zero: states compare with memcmp */
    return c;
}

/* Fresh shuffle and deal: 3 cards to each hand, then a left and a right pile. */
static void start_round(QcState *st)
{
    memset(st->deck, 0, sizeof st->deck);
    memset(st->hand, 0, sizeof st->hand);
    memset(st->pile, 0, sizeof st->pile);
    memset(st->pilelen, 0, sizeof st->pilelen);
    int n = 0;
    for (int c = 1; c <= QC_QUEEN; c++)
        for (int k = 0; k < qc_composition(st->mode, c); k++) st->deck[n++] = (int8_t)c;
    st->ndeck = (int8_t)n;
    rng_shuffle_i8(&st->rng, st->deck, n);
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < st->nplayers; i++) {
            int p = (st->starter + i) % st->nplayers;
            st->hand[p][draw_one(st)]++;
        }
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < st->nplayers; i++) {
            int p = (st->starter + i) % st->nplayers;
            st->pile[p][k][0] = (int8_t)draw_one(st);
            st->pilelen[p][k] = 1;
        }
    st->half = QC_FIRST_HALF;
    st->gloves_left = QC_NGLOVES;
    st->turn = st->starter;
}

bool qc_init(GameState *gs, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    QcState *st = (QcState *)gs;
    if (setup->num_players < 2 || setup->num_players > QC_MAXP)
        return error_set(err, NULL, "players", "Queen's Court takes 2 to 5 players, not %d", setup->num_players);
    int mode = setup->option[QC_OPT_MODE], wager = setup->option[QC_OPT_WAGER];
    if (mode < 0 || mode > 1) return error_set(err, NULL, "mode", "expected classic or wild (0..1), got %d", mode);
    if (wager < 0 || wager > 1) return error_set(err, NULL, "wager", "expected off or on (0..1), got %d", wager);
    memset(st, 0, sizeof *st);
    if (!qc_map_cards(st, set, err)) return false;
    rng_seed(&st->rng, seed);
    st->nplayers = (int8_t)setup->num_players;
    st->mode = (int8_t)mode;
    st->wager = (int8_t)wager;
    st->round = 1;
    st->starter = 0;
    st->winner = -1;
    st->last_seat = -1;
    if (st->wager) st->pot = (int8_t)(QC_WAGER_COINS * st->nplayers); /* everyone pays in */
    start_round(st);
    return true;
}

int qc_current_player(const GameState *gs)
{
    const QcState *st = cst(gs);
    return st->over ? GM_TERMINAL : st->turn;
}

int qc_legal_actions(const GameState *gs, Action *out, int cap)
{
    const QcState *st = cst(gs);
    if (st->over) return 0;
    int p = st->turn, n = 0;
    for (int c = 1; c < QC_NCODES; c++) {
        if (!st->hand[p][c]) continue;
        for (int t = 0; t < st->nplayers; t++)
            for (int k = 0; k < 2; k++)
                if (qc_pile_open(st, t, k) && st->pilelen[t][k] < QC_PILE_MAX && n < cap)
                    out[n++] = (Action){QC_ACT_PLAY, (int16_t)c, (int16_t)t, (int16_t)k};
    }
    return n;
}

static bool legal(const QcState *st, Action a)
{
    if (st->over || a.kind != QC_ACT_PLAY) return false;
    if (a.a < 1 || a.a >= QC_NCODES || a.b < 0 || a.b >= st->nplayers || a.c < 0 || a.c > 1) return false;
    if (!st->hand[st->turn][a.a]) return false;
    return qc_pile_open(st, a.b, a.c) && st->pilelen[a.b][a.c] < QC_PILE_MAX;
}

/* Next seat clockwise after `from` that still holds cards (may be `from`). */
static int next_holder(const QcState *st, int from)
{
    for (int i = 1; i <= st->nplayers; i++) {
        int p = (from + i) % st->nplayers;
        if (qc_hand_size(st, p) > 0) return p;
    }
    return -1;
}

/* The round is over when nobody holds cards, or when no holder's pile is open:
 * then no holder can play anywhere (every holder sees the same open piles). */
static bool round_over(const QcState *st)
{
    if (st->half != QC_SECOND_HALF) return false;
    for (int p = 0; p < st->nplayers; p++)
        if (qc_hand_size(st, p) > 0 && (qc_pile_open(st, p, 0) || qc_pile_open(st, p, 1))) return false;
    return true;
}

void qc_keep_round_end(QcState *st)
{
    for (int p = 0; p < st->nplayers; p++) {
        for (int k = 0; k < 2; k++) {
            int len = st->pilelen[p][k], from = len > QC_END_PILE ? len - QC_END_PILE : 0;
            st->end_pilelen[p][k] = (int8_t)len;
            memcpy(st->end_pile[p][k], st->pile[p][k] + from, (size_t)(len - from));
        }
        memcpy(st->end_hand[p], st->hand[p], sizeof st->end_hand[p]);
    }
    st->end_gloves = st->gloves_left;
}

void qc_forget_round_end(QcState *st)
{
    memset(st->end_pilelen, 0, sizeof st->end_pilelen);
    memset(st->end_pile, 0, sizeof st->end_pile);
    memset(st->end_hand, 0, sizeof st->end_hand);
    st->end_gloves = 0;
}

bool qc_round_end_known(const QcState *st)
{
    return (st->last_flags & QC_LF_ROUND_END) && st->end_pilelen[0][0] > 0;
}

static void score_round(QcState *st)
{
    int n = st->nplayers, best = -1;
    for (int p = 0; p < n; p++) { /* the table as it ended, before the next deal clears it */
        st->end_left[p] = (int8_t)(st->pilelen[p][QC_LEFT] ? qc_pile_value(st, p, QC_LEFT) : -1);
        st->end_right[p] = (int8_t)(st->pilelen[p][QC_RIGHT] ? qc_pile_value(st, p, QC_RIGHT) : -1);
        st->end_spread[p] = (int8_t)qc_spread(st, p);
        st->end_cards[p] = (int8_t)qc_pile_cards(st, p);
    }
    qc_keep_round_end(st);
    uint8_t tied = 0;
    for (int p = 0; p < n; p++) {
        if (qc_two_queens(st, p)) continue; /* automatic loss */
        int s = qc_spread(st, p), c = qc_pile_cards(st, p);
        int key = s * 256 + c; /* spread first, then fewest cards */
        if (best < 0 || key < best) {
            best = key;
            tied = 0;
        }
        if (key == best) tied |= (uint8_t)(1u << p);
    }
    QcRoundRec r;
    memset(&r, 0, sizeof r);
    memset(r.seat_spread, -1, sizeof r.seat_spread);
    memset(r.seat_cards, -1, sizeof r.seat_cards);
    for (int p = 0; p < n; p++) {
        r.seat_spread[p] = st->end_spread[p];
        r.seat_cards[p] = st->end_cards[p];
    }
    r.round = st->round;
    r.winners = tied;
    r.spread = (int8_t)(best < 0 ? -1 : best / 256);
    r.cards = (int8_t)(best < 0 ? -1 : best % 256);
    int ntied = 0;
    for (int p = 0; p < n; p++) ntied += (tied >> p) & 1;
    if (ntied == 0) r.kind = QC_RR_NONE;
    else if (ntied == 1) {
        r.kind = QC_RR_WIN;
        r.gained = tied;
    } else {
        /* A tie gives a win only to tied players without one, so no tie can win the game. */
        r.kind = QC_RR_TIE;
        for (int p = 0; p < n; p++)
            if (((tied >> p) & 1) && st->wins[p] == 0) r.gained |= (uint8_t)(1u << p);
    }
    for (int p = 0; p < n; p++) {
        if (!((r.gained >> p) & 1)) continue;
        st->wins[p]++;
        if (st->wager && st->pot > 0) {
            st->pot--;
            st->coins[p]++;
        }
    }
    st->hist[st->nhist % QC_HIST] = r;
    st->nhist++;
    st->last_flags |= QC_LF_ROUND_END;
    if (r.kind == QC_RR_WIN) {
        int w = 0;
        while (!((r.gained >> w) & 1)) w++;
        if (st->wins[w] >= QC_WINS_TO_WIN) {
            st->over = 1;
            st->winner = (int8_t)w;
            st->turn = GM_TERMINAL;
            st->coins[w] = (int8_t)(st->coins[w] + st->pot);
            st->pot = 0;
            st->last_flags |= QC_LF_GAME_END;
            return;
        }
    }
    st->round++;
    st->starter = (int8_t)((st->starter + 1) % n);
    start_round(st);
}

bool qc_apply(GameState *gs, Action a)
{
    QcState *st = (QcState *)gs;
    if (!legal(st, a)) return false;
    int p = st->turn, t = a.b, k = a.c, code = a.a;
    st->hand[p][code]--;
    st->pile[t][k][st->pilelen[t][k]++] = (int8_t)code;
    st->last_seat = (int8_t)p;
    st->last_code = (int8_t)code;
    st->last_target = (int8_t)t;
    st->last_pile = (int8_t)k;
    st->last_drew = 0;
    st->last_flags = 0;
    st->event_seq++;
    /* the round summary belongs to the action that ended the round (it is in the JSON only then) */
    memset(st->end_left, 0, sizeof st->end_left);
    memset(st->end_right, 0, sizeof st->end_right);
    memset(st->end_spread, 0, sizeof st->end_spread);
    memset(st->end_cards, 0, sizeof st->end_cards);
    qc_forget_round_end(st);
    if (st->half == QC_FIRST_HALF) {
        int want = 1;
        if (qc_spread(st, t) == 0 && !qc_two_queens(st, t)) {
            want = 2;
            st->last_flags |= QC_LF_ZERO;
        }
        for (int i = 0; i < want && st->ndeck > 0; i++) {
            st->hand[p][draw_one(st)]++;
            st->last_drew++;
        }
        if (st->ndeck == 0) {
            /* Half time: every player adds one Glove to their hand. */
            st->half = QC_SECOND_HALF;
            for (int q = 0; q < st->nplayers && st->gloves_left > 0; q++) {
                st->hand[q][QC_GLOVE]++;
                st->gloves_left--;
            }
            st->last_flags |= QC_LF_SECOND_HALF;
        }
        st->turn = (int8_t)((p + 1) % st->nplayers);
        return true;
    }
    if (qc_hand_size(st, p) == 0) st->last_flags |= QC_LF_LOCKED;
    if (round_over(st)) {
        score_round(st);
        return true;
    }
    st->turn = (int8_t)next_holder(st, p);
    return true;
}

void qc_returns(const GameState *gs, double *per_player)
{
    const QcState *st = cst(gs);
    for (int p = 0; p < st->nplayers; p++)
        per_player[p] = st->over ? (p == st->winner ? 1.0 : 0.0) : 1.0 / st->nplayers;
}

/* Everything the observer cannot see (other hands, the draw pile) is pooled,
 * shuffled and dealt back with the same hand sizes.  The pool is built in
 * card order (not in where-it-was order) so the result depends only on what
 * the observer knows.  Gloves stay put: who still holds one is public (each
 * player got one, and every play is seen). */
void qc_determinize(GameState *gs, int observer, Rng *rng)
{
    QcState *st = (QcState *)gs;
    int8_t pool[QC_DECK_MAX + QC_MAXP * QC_NCODES];
    int n = 0, need[QC_MAXP] = {0}, count[QC_NCODES] = {0};
    for (int p = 0; p < st->nplayers; p++) {
        if (p == observer) continue;
        for (int c = 1; c < QC_GLOVE; c++) {
            count[c] += st->hand[p][c];
            need[p] += st->hand[p][c];
            st->hand[p][c] = 0;
        }
    }
    for (int i = 0; i < st->ndeck; i++) count[st->deck[i]]++;
    for (int c = 1; c < QC_NCODES; c++)
        for (int i = 0; i < count[c]; i++) pool[n++] = (int8_t)c;
    rng_shuffle_i8(rng, pool, n);
    int at = 0;
    for (int p = 0; p < st->nplayers; p++)
        for (int i = 0; i < need[p]; i++) st->hand[p][pool[at++]]++;
    for (int i = 0; i < st->ndeck; i++) st->deck[i] = pool[at++];
    rng_seed(&st->rng, rng_next(rng)); /* the shuffles to come are unknown too */
}

/* Round wins dominate; within a round, a small spread relative to the others. */
double qc_heuristic(const GameState *gs, int player)
{
    const QcState *st = cst(gs);
    if (st->over) return player == st->winner ? 1.0 : 0.0;
    int n = st->nplayers, best_other = 0;
    double others = 0;
    for (int p = 0; p < n; p++) {
        if (p == player) continue;
        if (st->wins[p] > best_other) best_other = st->wins[p];
        others += qc_spread(st, p);
    }
    others /= (n - 1);
    double wins = (st->wins[player] - best_other + 2) / 4.0;               /* [0,1] */
    double spread = (others - qc_spread(st, player) + QC_SPREAD_TWO_QUEENS) /
                    (2.0 * QC_SPREAD_TWO_QUEENS);                           /* [0,1] */
    double h = 0.75 * wins + 0.25 * spread;
    return h < 0 ? 0 : h > 1 ? 1 : h;
}
