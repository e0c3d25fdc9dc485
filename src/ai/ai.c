/* ai.c — random, greedy and SO-ISMCTS players over the GameModule table.
 * See ai.h for the information-safety and memory rules. */
#include "ai/ai.h"
#include "ai/ai_internal.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

/* A rollout that runs this long is a module bug (games end); score it as a draw. */
#define AI_ROLLOUT_HARD_CAP 20000

static double ai_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* splitmix64: derives independent sub-seeds from one seed. */
static uint64_t ai_mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* ------------------------------------------------------------------ config */

void ai_config_default(AiConfig *cfg, AiKind kind)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->kind = kind;
    cfg->exploration = 0.7;
    cfg->rollout = AI_ROLLOUT_RANDOM;
    cfg->rollout_epsilon = 0.25;
    cfg->rollout_depth = 0;
    cfg->rollout_candidates = 0;
    cfg->greedy_samples = 4;
    cfg->max_nodes = 400000;
    switch (kind) {
    case AI_RANDOM:
        snprintf(cfg->name, sizeof cfg->name, "random");
        cfg->iterations = 1;
        break;
    case AI_GREEDY:
        snprintf(cfg->name, sizeof cfg->name, "greedy");
        cfg->iterations = 1;
        break;
    case AI_LOOKAHEAD:
        snprintf(cfg->name, sizeof cfg->name, "lookahead");
        cfg->iterations = 1;
        break;
    case AI_ORACLE:
        snprintf(cfg->name, sizeof cfg->name, "oracle:3");
        cfg->iterations = 1;
        cfg->search_depth = 3;
        break;
    case AI_ISMCTS:
    default:
        cfg->kind = AI_ISMCTS;
        snprintf(cfg->name, sizeof cfg->name, "ismcts:normal");
        cfg->iterations = 2000;
        cfg->time_cap_seconds = 0.5;
        cfg->rollout = AI_ROLLOUT_HEURISTIC;
        cfg->rollout_epsilon = 0.05; /* QC 2p, 100 games at 500 it: e=0.05 beat 0.1 63-37, 0.1 beat 0.25 66-34 */
        cfg->rollout_depth = 24;     /* d=24 beat d=12 55-45; heuristic rollouts beat 4x as many random ones 70-30 */
        cfg->exploration_from_game = true;
        break;
    }
}

/* Difficulty = budget + rollout knowledge. Budgets measured on the 2-core
 * reference machine for Queen's Court 2p (see docs/benchmarks.md). */
static void ai_level(AiConfig *cfg, int level)
{
    ai_config_default(cfg, AI_ISMCTS);
    switch (level) {
    case 0: /* easy: small budget, plain random rollouts */
        snprintf(cfg->name, sizeof cfg->name, "ismcts:easy");
        cfg->iterations = 200;
        cfg->time_cap_seconds = 0.15;
        cfg->exploration = 1.0;
        cfg->exploration_from_game = false;
        cfg->rollout = AI_ROLLOUT_RANDOM;
        cfg->rollout_depth = 0;
        break;
    case 2: /* hard: the budget the 2 s target allows in the slowest game (Queen's
             * Blood), and progressive bias so wide nodes spend it on the moves
             * the heuristic likes first (see git log for the ladder figures) */
        snprintf(cfg->name, sizeof cfg->name, "ismcts:hard");
        cfg->iterations = 20000;
        cfg->time_cap_seconds = 2.0;
        cfg->progressive_bias = 1.0;
        cfg->rollout = AI_ROLLOUT_HEURISTIC;
        cfg->rollout_depth = 24;
        break;
    case 3: /* playtest (the playtest report's default): normal's rollout knowledge
             * on a fifth of its budget, so a playtest of hundreds of games runs
             * in minutes while its card ranking agrees with normal's about as
             * well as normal's own on another seed (docs/benchmarks.md) */
        snprintf(cfg->name, sizeof cfg->name, "ismcts:playtest");
        cfg->iterations = 400;
        break;
    default:
        break; /* normal = the defaults */
    }
}

static bool ai_parse_double(const char *s, double *out)
{
    char *end = NULL;
    double v = strtod(s, &end);
    if (end == s || *end != 0 || !isfinite(v) || v < 0) return false;
    *out = v;
    return true;
}

bool ai_parse_spec(const char *spec, AiConfig *out, Error *err)
{
    static const char *const accepted =
        "random, greedy, lookahead, ismcts, ismcts:easy, ismcts:playtest, ismcts:normal, ismcts:hard "
        "(optionally followed by /it=N /t=SECONDS /c=X /d=N /k=N /e=X /w=X /r=0|1)";
    if (!spec || !*spec) {
        error_set(err, NULL, NULL, "empty AI spec; expected one of %s", accepted);
        return false;
    }
    char buf[128];
    if (strlen(spec) >= sizeof buf) {
        error_set(err, NULL, NULL, "AI spec too long: \"%.40s...\"", spec);
        return false;
    }
    snprintf(buf, sizeof buf, "%s", spec);
    char *over = strchr(buf, '/');
    bool overridden = over != NULL;
    if (over) *over++ = 0;

    AiConfig cfg;
    if (strcasecmp(buf, "random") == 0) {
        ai_config_default(&cfg, AI_RANDOM);
    } else if (strcasecmp(buf, "greedy") == 0) {
        ai_config_default(&cfg, AI_GREEDY);
    } else if (strcasecmp(buf, "lookahead") == 0) {
        ai_config_default(&cfg, AI_LOOKAHEAD);
    } else if (strcasecmp(buf, "ismcts") == 0 || strcasecmp(buf, "ismcts:normal") == 0) {
        ai_level(&cfg, 1);
    } else if (strcasecmp(buf, "ismcts:easy") == 0) {
        ai_level(&cfg, 0);
    } else if (strcasecmp(buf, "ismcts:hard") == 0) {
        ai_level(&cfg, 2);
    } else if (strcasecmp(buf, "ismcts:playtest") == 0) {
        ai_level(&cfg, 3);
    } else if (strncasecmp(buf, "oracle", 6) == 0) {
        error_set(err, NULL, NULL, "AI \"%s\" reads every hidden card (it cheats): only `ladder`, `sim` and "
                  "`analyse` accept it; expected one of %s", spec, accepted);
        return false;
    } else {
        error_set(err, NULL, NULL, "unknown AI \"%s\"; expected one of %s", spec, accepted);
        return false;
    }

    /* "/key=value" overrides, so sim and bench can vary one knob. */
    while (over && *over) {
        char *next = strchr(over, '/');
        if (next) *next++ = 0;
        char *eq = strchr(over, '=');
        double v = 0;
        if (!eq || !ai_parse_double(eq + 1, &v)) {
            error_set(err, NULL, NULL, "AI spec \"%s\": bad override \"%s\"; expected key=number "
                      "with key it, t, c, d, k, e, w or r", spec, over);
            return false;
        }
        *eq = 0;
        if (cfg.kind != AI_ISMCTS) {
            error_set(err, NULL, NULL, "AI spec \"%s\": overrides apply to ismcts only", spec);
            return false;
        }
        if (strcmp(over, "it") == 0 && v >= 1 && v <= 10000000) cfg.iterations = (int)v;
        else if (strcmp(over, "t") == 0 && v <= 3600) cfg.time_cap_seconds = v;
        else if (strcmp(over, "c") == 0 && v <= 100) cfg.exploration = v, cfg.exploration_from_game = false;
        else if (strcmp(over, "d") == 0 && v <= 100000) cfg.rollout_depth = (int)v;
        else if (strcmp(over, "k") == 0 && v <= GM_MAX_ACTIONS) cfg.rollout_candidates = (int)v;
        else if (strcmp(over, "e") == 0 && v <= 1) cfg.rollout_epsilon = v;
        else if (strcmp(over, "w") == 0 && v <= 100) cfg.progressive_bias = v;
        else if (strcmp(over, "r") == 0 && (v == 0 || v == 1))
            cfg.rollout = v == 1 ? AI_ROLLOUT_HEURISTIC : AI_ROLLOUT_RANDOM;
        else {
            error_set(err, NULL, NULL, "AI spec \"%s\": override \"%s\" unknown or out of range "
                      "(it 1..10000000, t 0..3600, c 0..100, d 0..100000, k 0..%d, e 0..1, w 0..100, r 0|1)",
                      spec, over, GM_MAX_ACTIONS);
            return false;
        }
        over = next;
    }
    if (overridden) {
        /* keep the full spec as the printed name when overrides were given */
        snprintf(cfg.name, sizeof cfg.name, "%.47s", spec);
    }
    *out = cfg;
    return true;
}

const char *const AI_TABLE_LEVELS[AI_TABLE_NLEVELS] = {"ismcts:easy", "ismcts:normal", "ismcts:hard"};

void ai_config_deterministic(AiConfig *cfg)
{
    cfg->time_cap_seconds = 0;
}

/* ------------------------------------------------------------- shared bits */

/* Hooks that let the job wrapper stop a search and watch its progress. */
typedef struct AiHooks {
    atomic_int *cancel;     /* non-zero = stop now */
    atomic_int *iterations; /* iterations done, for progress */
} AiHooks;

/* The legal actions the AI weighs: the module's, less those its ai_skips hook
 * leaves out (all of them if it would leave none). */
int ai_legal(const GameModule *m, const GameState *st, Action *out)
{
    int n = m->legal_actions(st, out, GM_MAX_ACTIONS);
    if (!m->ai_skips || n <= 1) return n;
    int k = 0;
    for (int i = 0; i < n; i++)
        if (!m->ai_skips(st, out[i])) out[k++] = out[i];
    return k > 0 ? k : m->legal_actions(st, out, GM_MAX_ACTIONS);
}

static Action ai_random_action(const GameModule *m, const GameState *st, Rng *rng, Action *buf)
{
    int n = ai_legal(m, st, buf);
    if (n <= 0) {
        Action none = {0, 0, 0, 0};
        return none;
    }
    return buf[rng_below(rng, (uint32_t)n)];
}

/* Value of a position for `player` without search: the result if over, else
 * the heuristic; NAN when the module has no heuristic. */
double ai_static_value(const GameModule *m, const GameState *st, int player)
{
    if (m->current_player(st) == GM_TERMINAL) {
        double r[GM_MAX_PLAYERS] = {0};
        m->returns(st, r);
        return r[player];
    }
    if (m->heuristic) return m->heuristic(st, player);
    return NAN;
}

/* ------------------------------------------------------------------ greedy */

/* Plays uniformly random moves to the end; returns `player`'s result. */
static double ai_random_playout(const GameModule *m, GameState *st, int player, Rng *rng,
                                Action *buf)
{
    for (int depth = 0; depth < AI_ROLLOUT_HARD_CAP; depth++) {
        if (m->current_player(st) == GM_TERMINAL) {
            double r[GM_MAX_PLAYERS] = {0};
            m->returns(st, r);
            return r[player];
        }
        Action a = ai_random_action(m, st, rng, buf);
        if (!m->apply(st, a)) break;
    }
    return 0.5;
}

/* Value for `seat` of a position a move reached: the result or heuristic, else
 * a random playout from playout_seed (the same seed for every move compared). */
double ai_leaf_value(const GameModule *m, GameState *st, int seat, uint64_t playout_seed, Action *buf)
{
    double v = ai_static_value(m, st, seat);
    if (isnan(v)) {
        Rng prng;
        rng_seed(&prng, playout_seed);
        v = ai_random_playout(m, st, seat, &prng, buf);
    }
    return v;
}

/* The reply the next mover picks by its own heuristic, one ply; returns
 * `seat`'s value after it (ties: the reply worse for seat).  NAN when there is
 * no reply to judge (game over, or no heuristic). */
static double ai_reply_value(const GameModule *m, const GameState *st, int seat, Action *acts, GameState *tmp)
{
    int q = m->current_player(st);
    if (q == GM_TERMINAL || q < 0 || !m->heuristic) return NAN;
    int n = ai_legal(m, st, acts);
    double best_q = -1.0, v_seat = NAN;
    for (int j = 0; j < n; j++) {
        memcpy(tmp, st, game_state_bytes(m, st));
        if (!m->apply(tmp, acts[j])) continue;
        double vq = ai_static_value(m, tmp, q);
        double vs = q == seat ? vq : ai_static_value(m, tmp, seat);
        if (vq > best_q + 1e-12 || (fabs(vq - best_q) <= 1e-12 && vs < v_seat)) {
            best_q = vq;
            v_seat = vs;
        }
    }
    return v_seat;
}

/* Orders evals best first (value, then visits); `chosen` goes first among equals. */
void ai_rank_evals(AiMoveEval *ev, int n, Action chosen)
{
    for (int i = 1; i < n; i++) {
        AiMoveEval x = ev[i];
        int j = i;
        while (j > 0 && (x.value > ev[j - 1].value + 1e-12 ||
                         (fabs(x.value - ev[j - 1].value) <= 1e-12 && action_eq(x.action, chosen))))
            ev[j] = ev[j - 1], j--;
        ev[j] = x;
    }
}

/* Greedy (plies 1) and lookahead (plies 2): each legal action's mean value for
 * `seat` over a few determinizations, the best one chosen (ties at random). */
static Action ai_greedy(const GameModule *m, const GameState *root, int seat, const AiConfig *cfg,
                        int plies, Rng *rng, AiStats *stats, AiAnalysis *an)
{
    Action *legal = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    Action *buf = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    GameState *det = calloc(1, m->state_size);
    GameState *tmp = calloc(1, m->state_size);
    GameState *tmp2 = calloc(1, m->state_size);
    double *sum = calloc(GM_MAX_ACTIONS, sizeof(double));
    Action best = {0, 0, 0, 0};
    int n = 0, samples = 1;
    if (!legal || !buf || !det || !tmp || !tmp2 || !sum) goto done;

    n = ai_legal(m, root, legal);
    if (n <= 0) goto done;
    best = legal[0];
    stats->legal = n;
    if (n == 1 && !an) goto done;

    samples = cfg->greedy_samples > 0 ? cfg->greedy_samples : 1;
    if (!(m->flags & (GM_HIDDEN_INFO | GM_CHANCE))) samples = 1;
    for (int k = 0; k < samples; k++) {
        /* One determinization shared by all actions (common random numbers),
         * so differences between actions are not sampling noise. */
        memcpy(det, root, game_state_bytes(m, root));
        if (m->quiet) m->quiet(det);
        Rng drng;
        rng_seed(&drng, rng_next(rng));
        if (m->determinize) m->determinize(det, seat, &drng);
        uint64_t playout_seed = rng_next(rng);
        for (int i = 0; i < n; i++) {
            memcpy(tmp, det, game_state_bytes(m, det));
            double v = 0.0;
            if (m->apply(tmp, legal[i])) {
                double r = plies > 1 ? ai_reply_value(m, tmp, seat, buf, tmp2) : NAN;
                v = isnan(r) ? ai_leaf_value(m, tmp, seat, playout_seed, buf) : r;
            }
            sum[i] += v;
            stats->iterations++;
        }
    }
    /* Best mean; ties broken at random (reservoir) so greedy is not biased to
     * the first action in sort order. */
    double bestv = -1.0;
    int ties = 0;
    for (int i = 0; i < n; i++) {
        double v = sum[i] / samples;
        if (v > bestv + 1e-12) {
            bestv = v;
            best = legal[i];
            ties = 1;
        } else if (fabs(v - bestv) <= 1e-12) {
            ties++;
            if (rng_below(rng, (uint32_t)ties) == 0) best = legal[i];
        }
    }
    stats->value = bestv;
    stats->runner_up = -1.0;
    for (int i = 0; i < n; i++)
        if (!action_eq(legal[i], best) && sum[i] / samples > stats->runner_up) stats->runner_up = sum[i] / samples;
done:
    if (an && legal && sum) {
        an->nmoves = n > 0 ? n : 0;
        for (int i = 0; i < an->nmoves; i++) {
            an->moves[i].action = legal[i];
            an->moves[i].visits = samples;
            an->moves[i].value = sum[i] / samples;
        }
        ai_rank_evals(an->moves, an->nmoves, best);
        an->line_len = n > 0 ? 1 : 0;
        an->line[0] = best;
        an->line_seat[0] = seat;
    }
    free(legal);
    free(buf);
    free(det);
    free(tmp);
    free(tmp2);
    free(sum);
    return best;
}

/* ------------------------------------------------------------------ ISMCTS */

typedef struct AiNode {
    Action action;         /* move that led here */
    int32_t parent;
    int32_t child;         /* first child; children sorted by action_cmp */
    int32_t sibling;
    int32_t visits;
    int32_t avail;         /* times this node was available when its parent was selected from */
    int8_t mover;          /* seat that played `action` (-1 at the root) */
    double reward;         /* sum of the mover's returns */
    float prior;           /* heuristic value for the mover right after `action` (progressive bias) */
} AiNode;

typedef struct AiSearch {
    const GameModule *m;
    const AiConfig *cfg;
    int seat;
    AiNode *nodes;
    int nnodes, cap, max;
    Rng rng;
    GameState *work;      /* the determinization being played out */
    GameState *tmp;       /* scratch for heuristic rollouts */
    Action *legal;        /* GM_MAX_ACTIONS */
    Action *untried;      /* GM_MAX_ACTIONS */
    int32_t *avail_kids;  /* GM_MAX_ACTIONS */
    int *order;           /* GM_MAX_ACTIONS, rollout candidate sample */
    double c_explore;     /* cfg->exploration, or the module's ai_exploration */
} AiSearch;

static int32_t ai_node_new(AiSearch *s, int32_t parent, Action a, int mover)
{
    if (s->nnodes >= s->max) return -1;
    if (s->nnodes == s->cap) {
        int ncap = s->cap ? s->cap * 2 : 4096;
        if (ncap > s->max) ncap = s->max;
        AiNode *nn = realloc(s->nodes, sizeof(AiNode) * (size_t)ncap);
        if (!nn) return -1;
        s->nodes = nn;
        s->cap = ncap;
    }
    int32_t id = s->nnodes++;
    AiNode *n = &s->nodes[id];
    memset(n, 0, sizeof *n);
    n->action = a;
    n->parent = parent;
    n->child = -1;
    n->sibling = -1;
    n->mover = (int8_t)mover;
    n->avail = 1;
    if (parent >= 0) {
        /* insert keeping children sorted, so selection is one merge walk */
        int32_t *link = &s->nodes[parent].child;
        while (*link >= 0 && action_cmp(s->nodes[*link].action, a) < 0) link = &s->nodes[*link].sibling;
        n->sibling = *link;
        *link = id;
    }
    return id;
}

/* Heuristic-guided (the module's playout policy, else epsilon-greedy by its
 * heuristic) or uniform choice for rollouts. */
static Action ai_rollout_action(AiSearch *s, int mover, int n)
{
    const GameModule *m = s->m;
    if (s->cfg->rollout != AI_ROLLOUT_HEURISTIC || (!m->heuristic && !m->playout) || n == 1 ||
        rng_double(&s->rng) < s->cfg->rollout_epsilon)
        return s->legal[rng_below(&s->rng, (uint32_t)n)];
    if (m->playout) { /* the module's own model of a player: no copies */
        int i = m->playout(s->work, s->legal, n, &s->rng);
        return s->legal[i >= 0 && i < n ? i : 0];
    }
    /* Score a random sample of at most k actions: wide games (many cards x
     * many cells) would otherwise pay n copies + applies per rollout move. */
    int k = s->cfg->rollout_candidates > 0 && s->cfg->rollout_candidates < n ? s->cfg->rollout_candidates : n;
    for (int i = 0; i < n; i++) s->order[i] = i;
    if (k < n)
        for (int i = 0; i < k; i++) {
            int j = i + (int)rng_below(&s->rng, (uint32_t)(n - i));
            int x = s->order[i];
            s->order[i] = s->order[j];
            s->order[j] = x;
        }
    double bestv = -1.0;
    int best = s->order[0], ties = 0;
    for (int ci = 0; ci < k; ci++) {
        int i = s->order[ci];
        memcpy(s->tmp, s->work, game_state_bytes(m, s->work));
        if (!m->apply(s->tmp, s->legal[i])) continue;
        double v = ai_static_value(m, s->tmp, mover);
        if (v > bestv + 1e-12) {
            bestv = v;
            best = i;
            ties = 1;
        } else if (fabs(v - bestv) <= 1e-12 && rng_below(&s->rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return s->legal[best];
}

/* Plays s->work out; fills per-player values. `movers` = seats whose values
 * backprop needs (heuristic is evaluated only for them). */
static void ai_rollout(AiSearch *s, unsigned movers, double *out)
{
    const GameModule *m = s->m;
    const AiConfig *cfg = s->cfg;
    for (int i = 0; i < GM_MAX_PLAYERS; i++) out[i] = 0.5;
    /* A module's playout policy is cheap enough to play to the end, and a cut
     * after a fixed number of moves misjudges games of long turns: it scores
     * "end my turn" after the rival's attacks but "play on" before them
     * (Queen by Midnight: cut at 24 moves normal lost 3-7 to greedy, played
     * to the end it won 8-2, 10 seeded games each). */
    bool to_the_end = m->playout && cfg->rollout == AI_ROLLOUT_HEURISTIC;
    for (int depth = 0;; depth++) {
        int p = m->current_player(s->work);
        if (p == GM_TERMINAL) {
            m->returns(s->work, out);
            return;
        }
        if ((cfg->rollout_depth > 0 && depth >= cfg->rollout_depth && m->heuristic && !to_the_end) ||
            depth >= AI_ROLLOUT_HARD_CAP) {
            if (m->heuristic)
                for (int q = 0; q < GM_MAX_PLAYERS; q++)
                    if (movers & (1u << q)) out[q] = m->heuristic(s->work, q);
            return;
        }
        int n = ai_legal(m, s->work, s->legal);
        if (n <= 0) return; /* module bug: non-terminal with no moves */
        Action a = ai_rollout_action(s, p, n);
        if (!m->apply(s->work, a)) return;
    }
}

/* One SO-ISMCTS iteration: determinize, select, expand, roll out, backprop. */
static void ai_iterate(AiSearch *s, const GameState *root)
{
    const GameModule *m = s->m;
    memcpy(s->work, root, game_state_bytes(m, root));
    Rng drng;
    rng_seed(&drng, rng_next(&s->rng));
    /* Before anything reads the clone: hidden cards of other seats are now a
     * sample consistent with what s->seat sees. */
    if (m->determinize) m->determinize(s->work, s->seat, &drng);

    int32_t node = 0;
    unsigned movers = 0;
    for (;;) {
        int p = m->current_player(s->work);
        if (p == GM_TERMINAL || p < 0 || p >= GM_MAX_PLAYERS) break;
        int n = ai_legal(m, s->work, s->legal);
        if (n <= 0) break;
        /* merge walk: children and legal actions are both sorted */
        int nuntried = 0, nkids = 0;
        int32_t c = s->nodes[node].child;
        for (int i = 0; i < n; i++) {
            while (c >= 0 && action_cmp(s->nodes[c].action, s->legal[i]) < 0) c = s->nodes[c].sibling;
            if (c >= 0 && action_eq(s->nodes[c].action, s->legal[i]))
                s->avail_kids[nkids++] = c;
            else
                s->untried[nuntried++] = s->legal[i];
        }
        if (nuntried > 0) {
            Action a = s->untried[rng_below(&s->rng, (uint32_t)nuntried)];
            if (!m->apply(s->work, a)) break;
            movers |= 1u << p;
            int32_t kid = ai_node_new(s, node, a, p);
            if (kid >= 0) {
                node = kid;
                if (s->cfg->progressive_bias > 0) {
                    double h = ai_static_value(m, s->work, p);
                    s->nodes[kid].prior = (float)(isnan(h) ? 0.5 : h);
                }
            }
            /* pool full: roll out from here, backprop into the path so far */
            break;
        }
        /* UCB with availability counts instead of the parent's visits */
        double c_explore = s->c_explore;
        int32_t best = -1;
        double bestv = -1e300;
        for (int k = 0; k < nkids; k++) {
            AiNode *ch = &s->nodes[s->avail_kids[k]];
            /* progressive bias: the heuristic steers the first visits, then fades */
            double v = ch->reward / ch->visits + c_explore * sqrt(log((double)ch->avail) / ch->visits) +
                       s->cfg->progressive_bias * ch->prior / (ch->visits + 1);
            if (v > bestv) {
                bestv = v;
                best = s->avail_kids[k];
            }
        }
        for (int k = 0; k < nkids; k++) s->nodes[s->avail_kids[k]].avail++;
        if (best < 0 || !m->apply(s->work, s->nodes[best].action)) break;
        movers |= 1u << p;
        node = best;
    }

    double ret[GM_MAX_PLAYERS];
    ai_rollout(s, movers, ret);
    for (int32_t k = node; k >= 0; k = s->nodes[k].parent) {
        AiNode *nd = &s->nodes[k];
        nd->visits++;
        if (nd->mover >= 0) nd->reward += ret[nd->mover];
    }
}

static double ai_node_mean(const AiNode *n) { return n->visits > 0 ? n->reward / n->visits : -1.0; }

/* Analysis from a finished search: ranked root children, then the legal moves
 * never tried (visits 0, value -1), and the expected line. */
static void ai_fill_analysis(const AiSearch *s, const int32_t *kids, int nk, const Action *rootlegal, int nroot,
                             AiAnalysis *an)
{
    an->nmoves = 0;
    for (int k = 0; k < nk; k++) {
        AiMoveEval *e = &an->moves[an->nmoves++];
        e->action = s->nodes[kids[k]].action;
        e->visits = s->nodes[kids[k]].visits;
        e->value = ai_node_mean(&s->nodes[kids[k]]);
    }
    for (int i = 0; i < nroot; i++) {
        bool seen = false;
        for (int k = 0; k < nk && !seen; k++) seen = action_eq(rootlegal[i], s->nodes[kids[k]].action);
        if (seen) continue;
        AiMoveEval *e = &an->moves[an->nmoves++];
        e->action = rootlegal[i];
        e->visits = 0;
        e->value = -1.0;
    }
    an->line_len = 0;
    int32_t node = nk > 0 ? kids[0] : -1;
    while (node >= 0 && an->line_len < AI_LINE_MAX) {
        an->line[an->line_len] = s->nodes[node].action;
        an->line_seat[an->line_len++] = s->nodes[node].mover;
        int32_t next = -1;
        for (int32_t c = s->nodes[node].child; c >= 0; c = s->nodes[c].sibling)
            if (s->nodes[c].visits >= 2 && (next < 0 || s->nodes[c].visits > s->nodes[next].visits)) next = c;
        node = next;
    }
}

static Action ai_ismcts(const GameModule *m, const GameState *root, int seat, const AiConfig *cfg,
                        Rng *rng, AiStats *stats, const AiHooks *hooks, AiAnalysis *an)
{
    AiSearch s;
    memset(&s, 0, sizeof s);
    s.m = m;
    s.cfg = cfg;
    s.seat = seat;
    s.max = cfg->max_nodes > 16 ? cfg->max_nodes : 16;
    s.c_explore = cfg->exploration_from_game && m->ai_exploration > 0 ? m->ai_exploration : cfg->exploration;
    rng_seed(&s.rng, rng_next(rng));
    s.work = calloc(1, m->state_size);
    s.tmp = calloc(1, m->state_size);
    s.legal = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    s.untried = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    s.avail_kids = malloc(sizeof(int32_t) * GM_MAX_ACTIONS);
    s.order = malloc(sizeof(int) * GM_MAX_ACTIONS);
    Action *rootlegal = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    GameState *qroot = calloc(1, m->state_size); /* the root as a quiet copy: no log text in the search */
    Action best = {0, 0, 0, 0};
    int nroot = 0;
    if (!s.work || !s.tmp || !s.legal || !s.untried || !s.avail_kids || !s.order || !rootlegal || !qroot) goto done;
    memcpy(qroot, root, game_state_bytes(m, root));
    if (m->quiet) m->quiet(qroot);
    nroot = ai_legal(m, root, rootlegal);
    stats->legal = nroot;
    if (nroot <= 0) goto done;
    best = rootlegal[0];
    if (nroot == 1 && !an) goto done;
    if (ai_node_new(&s, -1, best, -1) != 0) goto done;

    double t0 = ai_now();
    int iters = cfg->iterations > 0 ? cfg->iterations : 1;
    for (int it = 0; it < iters; it++) {
        if (hooks && hooks->cancel && atomic_load(hooks->cancel)) break;
        ai_iterate(&s, qroot);
        stats->iterations++;
        if (hooks && hooks->iterations) atomic_store(hooks->iterations, stats->iterations);
        if (cfg->time_cap_seconds > 0 && ai_now() - t0 >= cfg->time_cap_seconds) break;
    }

    /* Root children legal in the real state (they always should be: the
     * seat's own options do not depend on hidden cards), most visited first,
     * then the better mean. */
    int32_t *kids = s.avail_kids;
    int nk = 0;
    for (int32_t c = s.nodes[0].child; c >= 0; c = s.nodes[c].sibling) {
        bool ok = false;
        for (int i = 0; i < nroot && !ok; i++) ok = action_eq(rootlegal[i], s.nodes[c].action);
        if (!ok) continue;
        const AiNode *x = &s.nodes[c];
        int j = nk++;
        while (j > 0 && (x->visits > s.nodes[kids[j - 1]].visits ||
                         (x->visits == s.nodes[kids[j - 1]].visits && x->reward > s.nodes[kids[j - 1]].reward))) {
            kids[j] = kids[j - 1];
            j--;
        }
        kids[j] = c;
    }
    if (nk > 0) {
        best = s.nodes[kids[0]].action;
        stats->value = ai_node_mean(&s.nodes[kids[0]]);
        stats->runner_up = nk > 1 ? ai_node_mean(&s.nodes[kids[1]]) : -1.0;
    }
    if (an) ai_fill_analysis(&s, kids, nk, rootlegal, nroot, an);
done:
    stats->nodes = s.nnodes;
    free(s.nodes);
    free(s.work);
    free(s.tmp);
    free(s.legal);
    free(s.untried);
    free(s.avail_kids);
    free(s.order);
    free(rootlegal);
    free(qroot);
    return best;
}

/* ------------------------------------------------------------------- entry */

static Action ai_choose_hooked(const GameModule *m, const GameState *st, int seat,
                               const AiConfig *cfg, uint64_t seed, AiStats *stats_out,
                               const AiHooks *hooks, AiAnalysis *an)
{
    AiStats stats;
    memset(&stats, 0, sizeof stats);
    stats.value = -1.0;
    stats.runner_up = -1.0;
    double t0 = ai_now();
    Rng rng;
    rng_seed(&rng, ai_mix(seed ^ 0xc7a1u));
    Action a = {0, 0, 0, 0};
    switch (cfg->kind) {
    case AI_RANDOM: {
        Action *buf = malloc(sizeof(Action) * GM_MAX_ACTIONS);
        if (buf) {
            stats.legal = ai_legal(m, st, buf);
            if (stats.legal > 0) a = buf[rng_below(&rng, (uint32_t)stats.legal)];
            stats.iterations = 1;
            free(buf);
        }
        break;
    }
    case AI_GREEDY:
    case AI_LOOKAHEAD:
        a = ai_greedy(m, st, seat, cfg, cfg->kind == AI_LOOKAHEAD ? 2 : 1, &rng, &stats, an);
        break;
    case AI_ORACLE:
        a = ai_oracle(m, st, seat, cfg, rng_next(&rng), &stats, an, hooks ? hooks->cancel : NULL);
        break;
    case AI_ISMCTS:
    default:
        a = ai_ismcts(m, st, seat, cfg, &rng, &stats, hooks, an);
        break;
    }
    stats.elapsed = ai_now() - t0;
    if (stats_out) *stats_out = stats;
    return a;
}

Action ai_choose(const GameModule *m, const GameState *st, int seat, const AiConfig *cfg,
                 uint64_t seed, AiStats *stats_out)
{
    return ai_choose_hooked(m, st, seat, cfg, seed, stats_out, NULL, NULL);
}

bool ai_analyse(const GameModule *m, const GameState *st, int seat, const AiConfig *cfg, uint64_t seed,
                AiAnalysis *out)
{
    memset(out, 0, sizeof *out);
    if (m->current_player(st) == GM_TERMINAL) return false;
    if (cfg->kind == AI_RANDOM) {
        /* random has no opinion: every move, unvalued */
        Action *buf = malloc(sizeof(Action) * GM_MAX_ACTIONS);
        if (!buf) return false;
        Action a = ai_choose(m, st, seat, cfg, seed, &out->stats);
        out->nmoves = m->legal_actions(st, buf, GM_MAX_ACTIONS);
        for (int i = 0; i < out->nmoves; i++) {
            out->moves[i].action = buf[i];
            out->moves[i].value = -1.0;
        }
        ai_rank_evals(out->moves, out->nmoves, a);
        out->line_len = 1;
        out->line[0] = a;
        out->line_seat[0] = seat;
        free(buf);
        return true;
    }
    ai_choose_hooked(m, st, seat, cfg, seed, &out->stats, NULL, out);
    return out->nmoves > 0;
}

void ai_hint_reason(const AiStats *stats, char *buf, size_t n)
{
    if (n == 0) return;
    buf[0] = 0;
    if (stats->legal == 1) {
        snprintf(buf, n, "the only legal move");
        return;
    }
    if (stats->value < 0) return;
    int len = snprintf(buf, n, "AI estimate: %.0f%% win after this move", 100.0 * stats->value);
    /* The AI picks the move it tried most; the next one may show a higher
     * mean on fewer tries ("69% …; next best 75%" read as the wrong advice). */
    bool higher = stats->runner_up >= 0 && lround(100.0 * stats->runner_up) > lround(100.0 * stats->value);
    if (stats->runner_up >= 0 && len > 0 && (size_t)len < n)
        snprintf(buf + len, n - (size_t)len, "; next best %.0f%%%s", 100.0 * stats->runner_up, higher ? " on fewer tries" : "");
}

/* -------------------------------------------------------------------- jobs */

struct AiJob {
    const GameModule *m;
    GameState *st;
    int seat;
    AiConfig cfg;
    uint64_t seed;
    pthread_t thread;
    atomic_int cancel;
    atomic_int done;
    atomic_int iterations;
    double t0;
    Action result;
    AiStats stats;
};

static void *ai_job_main(void *arg)
{
    AiJob *job = arg;
    AiHooks hooks = {&job->cancel, &job->iterations};
    job->result = ai_choose_hooked(job->m, job->st, job->seat, &job->cfg, job->seed, &job->stats, &hooks, NULL);
    atomic_store(&job->done, 1); /* seq_cst: result/stats are visible after this */
    return NULL;
}

AiJob *ai_job_start(const GameModule *m, const GameState *st, int seat, const AiConfig *cfg,
                    uint64_t seed)
{
    AiJob *job = calloc(1, sizeof *job);
    if (!job) return NULL;
    job->st = calloc(1, m->state_size);
    if (!job->st) {
        free(job);
        return NULL;
    }
    memcpy(job->st, st, game_state_bytes(m, st));
    job->m = m;
    job->seat = seat;
    job->cfg = *cfg;
    job->seed = seed;
    atomic_init(&job->cancel, 0);
    atomic_init(&job->done, 0);
    atomic_init(&job->iterations, 0);
    job->t0 = ai_now();
    if (pthread_create(&job->thread, NULL, ai_job_main, job) != 0) {
        free(job->st);
        free(job);
        return NULL;
    }
    return job;
}

bool ai_job_poll(AiJob *job, Action *out, double *progress_0_1)
{
    if (!job) return false;
    if (atomic_load(&job->done)) {
        if (out) *out = job->result;
        if (progress_0_1) *progress_0_1 = 1.0;
        return true;
    }
    if (progress_0_1) {
        double p = 0.0;
        if (job->cfg.kind == AI_ISMCTS) {
            int it = atomic_load(&job->iterations);
            if (job->cfg.iterations > 0) p = (double)it / job->cfg.iterations;
            if (job->cfg.time_cap_seconds > 0) {
                double tp = (ai_now() - job->t0) / job->cfg.time_cap_seconds;
                if (tp > p) p = tp;
            }
        }
        if (p > 0.99) p = 0.99;
        *progress_0_1 = p;
    }
    return false;
}

void ai_job_stats(AiJob *job, AiStats *out)
{
    memset(out, 0, sizeof *out);
    if (job && atomic_load(&job->done)) *out = job->stats;
}

void ai_job_cancel_and_free(AiJob *job)
{
    if (!job) return;
    atomic_store(&job->cancel, 1);
    pthread_join(job->thread, NULL);
    free(job->st);
    free(job);
}
