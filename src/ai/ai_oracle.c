/* ai_oracle.c — the oracle: a yardstick that cheats.  Alpha-beta over the
 * TRUE state — the opponents' hands, the deck order, the state's own Rng, so
 * every draw and shuffle is the one that will really happen — to a fixed
 * number of plies, with the module's heuristic at the leaves (ai_leaf_value).
 * It never determinizes: that is the point.  It measures how much an honest
 * player loses to hidden information and to its search, so only the
 * measuring commands can name it (ai_parse_yardstick_spec).
 *
 * Generic over GameModule (legal, apply, returns, heuristic).  With more
 * than two seats it is paranoid: every other seat minimises the searching
 * seat's value.  Chance needs no node of its own: apply draws from the
 * state's Rng, which the oracle copies along with the rest. */
#include "ai/ai_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct Oracle {
    const GameModule *m;
    int seat;
    GameState **ply_state;  /* one scratch state per ply */
    Action **ply_legal;     /* one action list per ply */
    double **ply_key;       /* move ordering keys per ply */
    int **ply_order;
    Action *buf;            /* playouts of modules without a heuristic */
    uint64_t playout_seed;
    long nodes;
    atomic_int *cancel;
} Oracle;

/* A finished game scores its result, pulled a hair towards a draw the later
 * it comes: a win now beats the same win later, a loss later beats a loss now. */
static double oracle_terminal(double r, int ply) { return 0.5 + (r - 0.5) * (1.0 - 1e-3 * ply); }

static double oracle_leaf(Oracle *o, GameState *st, int ply)
{
    if (o->m->current_player(st) == GM_TERMINAL) {
        double r[GM_MAX_PLAYERS] = {0};
        o->m->returns(st, r);
        return oracle_terminal(r[o->seat], ply);
    }
    return ai_leaf_value(o->m, st, o->seat, o->playout_seed, o->buf);
}

/* Children best-first for the mover by their static value, so alpha-beta
 * cuts early; `order` gets indices into legal[0..n). */
static void oracle_order(Oracle *o, const GameState *st, int ply, int mover, int n)
{
    const GameModule *m = o->m;
    GameState *child = o->ply_state[ply + 1];
    double *key = o->ply_key[ply];
    int *order = o->ply_order[ply];
    for (int i = 0; i < n; i++) {
        order[i] = i;
        memcpy(child, st, game_state_bytes(m, st));
        double v = m->apply(child, o->ply_legal[ply][i]) ? ai_static_value(m, child, mover) : -1.0;
        key[i] = isnan(v) ? 0.5 : v;
    }
    for (int i = 1; i < n; i++) { /* insertion sort, stable: equal keys keep legal order */
        int x = order[i], j = i;
        while (j > 0 && key[x] > key[order[j - 1]]) order[j] = order[j - 1], j--;
        order[j] = x;
    }
}

/* The searching seat's value of st, `depth` plies deep, within (alpha, beta). */
static double oracle_search(Oracle *o, const GameState *st, int ply, int depth, double alpha, double beta)
{
    const GameModule *m = o->m;
    o->nodes++;
    int p = m->current_player(st);
    GameState *child = o->ply_state[ply + 1];
    if (p == GM_TERMINAL || depth <= 0 || (o->cancel && atomic_load(o->cancel))) {
        memcpy(child, st, game_state_bytes(m, st));
        return oracle_leaf(o, child, ply);
    }
    int n = ai_legal(m, st, o->ply_legal[ply]);
    if (n <= 0) {
        memcpy(child, st, game_state_bytes(m, st));
        return oracle_leaf(o, child, ply);
    }
    bool maxing = p == o->seat;
    if (depth >= 2) oracle_order(o, st, ply, p, n);
    else
        for (int i = 0; i < n; i++) o->ply_order[ply][i] = i;
    double best = maxing ? -1.0 : 2.0;
    for (int k = 0; k < n; k++) {
        memcpy(child, st, game_state_bytes(m, st));
        if (!m->apply(child, o->ply_legal[ply][o->ply_order[ply][k]])) continue;
        double v = oracle_search(o, child, ply + 1, depth - 1, alpha, beta);
        if (maxing) {
            if (v > best) best = v;
            if (best > alpha) alpha = best;
        } else {
            if (v < best) best = v;
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    return best;
}

Action ai_oracle(const GameModule *m, const GameState *root, int seat, const AiConfig *cfg, uint64_t seed,
                 AiStats *stats, AiAnalysis *an, atomic_int *cancel)
{
    int depth = cfg->search_depth < 1 ? 1 : cfg->search_depth > AI_ORACLE_MAX_DEPTH ? AI_ORACLE_MAX_DEPTH
                                                                                    : cfg->search_depth;
    Oracle o;
    memset(&o, 0, sizeof o);
    o.m = m;
    o.seat = seat;
    o.cancel = cancel;
    Rng rng;
    rng_seed(&rng, seed);
    o.playout_seed = rng_next(&rng);
    Action best = {0, 0, 0, 0};
    bool ok = true;
    GameState *all_states[AI_ORACLE_MAX_DEPTH + 2] = {0};
    Action *all_legal[AI_ORACLE_MAX_DEPTH + 1] = {0};
    double *all_keys[AI_ORACLE_MAX_DEPTH + 1] = {0};
    int *all_orders[AI_ORACLE_MAX_DEPTH + 1] = {0};
    o.ply_state = all_states;
    o.ply_legal = all_legal;
    o.ply_key = all_keys;
    o.ply_order = all_orders;
    o.buf = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    ok = o.buf != NULL;
    for (int i = 0; i < depth + 2 && ok; i++) {
        all_states[i] = calloc(1, m->state_size);
        ok = all_states[i] != NULL;
        if (ok && m->quiet) m->quiet(all_states[i]);
    }
    for (int i = 0; i <= depth && ok; i++) {
        all_legal[i] = malloc(sizeof(Action) * GM_MAX_ACTIONS);
        all_keys[i] = malloc(sizeof(double) * GM_MAX_ACTIONS);
        all_orders[i] = malloc(sizeof(int) * GM_MAX_ACTIONS);
        ok = all_legal[i] && all_keys[i] && all_orders[i];
    }
    if (!ok) goto done;

    /* the root as a quiet copy: no log text in the search */
    GameState *top = all_states[0];
    memcpy(top, root, game_state_bytes(m, root));
    if (m->quiet) m->quiet(top);
    int n = ai_legal(m, top, all_legal[0]);
    stats->legal = n;
    if (n <= 0) goto done;
    best = all_legal[0][0];
    if (n == 1 && !an) goto done;

    /* Root moves best-first by their static value; among equal keys a seeded
     * shuffle, so the oracle does not always take the first of equals. */
    Action *legal = all_legal[0];
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&rng, (uint32_t)(i + 1));
        Action x = legal[i];
        legal[i] = legal[j];
        legal[j] = x;
    }
    oracle_order(&o, top, 0, seat, n);
    /* Without analysis, a null window above the best so far proves each
     * later move no better; analysis wants every move's own value. */
    double bestv = -1.0, runner = -1.0;
    for (int k = 0; k < n; k++) {
        int i = all_orders[0][k];
        GameState *child = all_states[1];
        memcpy(child, top, game_state_bytes(m, top));
        if (!m->apply(child, legal[i])) continue;
        double v = oracle_search(&o, child, 1, depth - 1, an ? -1.0 : bestv, 2.0);
        stats->iterations++;
        if (an) {
            an->moves[an->nmoves].action = legal[i];
            an->moves[an->nmoves].visits = 1;
            an->moves[an->nmoves].value = v;
            an->nmoves++;
        }
        if (v > bestv) {
            runner = bestv;
            bestv = v;
            best = legal[i];
        } else if (an && v > runner) {
            runner = v;
        }
    }
    stats->value = bestv;
    stats->runner_up = runner;
    if (an) {
        ai_rank_evals(an->moves, an->nmoves, best);
        an->line_len = 1;
        an->line[0] = best;
        an->line_seat[0] = seat;
    }
done:
    stats->nodes = (int)(o.nodes > 2147483647L ? 2147483647L : o.nodes);
    free(o.buf);
    for (int i = 0; i < AI_ORACLE_MAX_DEPTH + 2; i++) free(all_states[i]);
    for (int i = 0; i < AI_ORACLE_MAX_DEPTH + 1; i++) {
        free(all_legal[i]);
        free(all_keys[i]);
        free(all_orders[i]);
    }
    return best;
}

bool ai_parse_yardstick_spec(const char *spec, AiConfig *out, Error *err)
{
    if (!spec || strncasecmp(spec, "oracle", 6) != 0) return ai_parse_spec(spec, out, err);
    const char *rest = spec + 6;
    long d = 3;
    if (*rest == ':') {
        char *end = NULL;
        d = strtol(rest + 1, &end, 10);
        if (end == rest + 1 || *end != 0) d = -1;
    } else if (*rest != 0) {
        d = -1;
    }
    if (d < 1 || d > AI_ORACLE_MAX_DEPTH) {
        error_set(err, NULL, NULL, "AI spec \"%s\": expected oracle:D with D the plies searched, 1..%d",
                  spec, AI_ORACLE_MAX_DEPTH);
        return false;
    }
    AiConfig cfg;
    ai_config_default(&cfg, AI_ORACLE);
    cfg.search_depth = (int)d;
    snprintf(cfg.name, sizeof cfg.name, "oracle:%ld", d);
    *out = cfg;
    return true;
}
