/* ai.h — the generic players: uniform random, greedy (best one-ply by the
 * module's heuristic) and information-set MCTS (SO-ISMCTS, Cowling, Powley &
 * Whitehouse 2012).  They drive any game through GameModule alone.
 *
 * Information safety: every look ahead starts from a clone of the state that
 * was passed through module->determinize(clone, seat, rng) first, so the AI
 * never reads another seat's hidden cards (as long as the module's determinize
 * output depends only on what `seat` can see plus the rng — modules should put
 * the unseen cards in a canonical order, e.g. sorted, before shuffling).
 * The one exception is the oracle (AI_ORACLE, ai_oracle.c): it reads the true
 * state on purpose, as a yardstick, and ai_parse_spec refuses it.
 *
 * Memory: ai_choose allocates its search tree (a bounded node pool) and frees it
 * before returning; nothing is kept between calls.  An AiJob owns a copy of the
 * state and its thread; free it with ai_job_cancel_and_free. */
#ifndef CT_AI_H
#define CT_AI_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/game.h"

typedef enum AiKind {
    AI_RANDOM = 0,
    AI_GREEDY,
    AI_ISMCTS,
    AI_LOOKAHEAD,             /* two-ply: best move against the reply that hurts it most,
                                 by the module's heuristic (a rung between greedy and ISMCTS) */
    AI_ORACLE,                /* CHEATS: alpha-beta over the true state (every hidden card,
                                 the deck order) to search_depth plies; a yardstick for
                                 ladder, sim and analyse only (ai_parse_spec refuses it) */
} AiKind;

typedef enum AiRollout {
    AI_ROLLOUT_RANDOM = 0,    /* uniform random moves */
    AI_ROLLOUT_HEURISTIC,     /* epsilon-greedy by module->heuristic (random if none) */
} AiRollout;

typedef struct AiConfig {
    AiKind kind;
    char name[48];            /* "ismcts:normal", for printing */
    int iterations;           /* ISMCTS iteration budget (> 0) */
    double time_cap_seconds;  /* ISMCTS wall-clock cap, 0 = none (deterministic) */
    double exploration;       /* UCT constant c */
    bool exploration_from_game; /* use the module's ai_exploration when it gives one
                                   (normal, hard; an explicit /c= clears it) */
    AiRollout rollout;
    double rollout_epsilon;   /* heuristic rollout: chance of a uniform random move */
    int rollout_depth;        /* moves per rollout before scoring by module->heuristic
                                 (when present); 0 = play to the end.  Heuristic
                                 rollouts of a module with a playout policy
                                 always play to the end (see ai_rollout) */
    int rollout_candidates;   /* heuristic rollout: actions sampled and scored per
                                 move (0 = all); bounds the cost in wide games */
    double progressive_bias;  /* weight w of the heuristic prior in selection,
                                 w * h / (visits + 1); 0 = off */
    int greedy_samples;       /* determinizations averaged by greedy (hidden info/chance) */
    int max_nodes;            /* node pool cap; the tree stops growing there */
    int search_depth;         /* oracle: plies searched (actions, whoever takes them) */
} AiConfig;

/* Figures from one decision (or the running job). */
typedef struct AiStats {
    int iterations;           /* search iterations done (greedy: evaluations) */
    double elapsed;           /* seconds */
    int nodes;                /* tree nodes used */
    int legal;                /* legal actions at the root */
    double value;             /* estimated return of the chosen action for the seat,
                                 [0,1]; -1 when unknown (random) */
    double runner_up;         /* the same for the next best action; -1 when none */
} AiStats;

/* Defaults for a kind (ismcts = normal). */
void ai_config_default(AiConfig *cfg, AiKind kind);
/* "random", "greedy", "lookahead", "ismcts" (= normal), "ismcts:easy|normal|hard".
 * Optional overrides after the level, comma-free: "ismcts:hard/it=5000/t=0"
 * (it = iterations, t = time cap in seconds, c = exploration, d = rollout depth,
 * k = rollout candidates, e = rollout epsilon, w = progressive bias,
 * r = rollout 0 random / 1 heuristic).
 * On error err says what was given and what is accepted. */
bool ai_parse_spec(const char *spec, AiConfig *out, Error *err);
/* The same, and also "oracle:D" (D = 1..AI_ORACLE_MAX_DEPTH plies): the agent
 * that reads every hidden card.  Only the measuring commands (ladder, sim,
 * analyse) parse with this; the table, hints and served games use
 * ai_parse_spec, which refuses the oracle. */
#define AI_ORACLE_MAX_DEPTH 8
bool ai_parse_yardstick_spec(const char *spec, AiConfig *out, Error *err);
/* The specs behind the table's AI strengths Easy, Normal and Hard, in that
 * order: every AI a seat at the table can be given. */
#define AI_TABLE_NLEVELS 3
extern const char *const AI_TABLE_LEVELS[AI_TABLE_NLEVELS];
/* Turns the time cap off so results depend only on the seed. */
void ai_config_deterministic(AiConfig *cfg);

/* Picks an action for `seat`, which must be the current player of a
 * non-terminal state (the hint feature passes the human's seat).  Deterministic for a given seed when the time cap is 0.
 * stats_out may be NULL.  Returns the only legal action at once when there is
 * one. */
Action ai_choose(const GameModule *m, const GameState *st, int seat, const AiConfig *cfg,
                 uint64_t seed, AiStats *stats_out);

/* ---- analysis: what the search thinks of every move ---- */
#define AI_LINE_MAX 8
typedef struct AiMoveEval {
    Action action;
    int visits;               /* root visits (ismcts); evaluations (lookahead/greedy) */
    double value;             /* estimated return for the seat after this move, [0,1]
                                 (a win counts 1, a draw 0.5 in these games) */
} AiMoveEval;
typedef struct AiAnalysis {
    int nmoves;               /* every legal action of the seat, best first */
    AiMoveEval moves[GM_MAX_ACTIONS];
    int line_len;             /* the line the AI expects: its move, then the most
                                 visited replies, while they have >= 2 visits */
    Action line[AI_LINE_MAX];
    int line_seat[AI_LINE_MAX];
    AiStats stats;
} AiAnalysis;
/* Runs the decision ai_choose would make (same seed, same move: moves[0]) and
 * reports every root move.  Random and greedy report their one-ply figures.
 * false only when out of memory or the state is terminal.  out is large
 * (~100 KiB): allocate it, do not put it on a small stack. */
bool ai_analyse(const GameModule *m, const GameState *st, int seat, const AiConfig *cfg, uint64_t seed,
                AiAnalysis *out);

/* One line saying why a suggested move: "AI estimate: 72% win after this
 * move; next best 55%" (or less when the figures are unknown). */
void ai_hint_reason(const AiStats *stats, char *buf, size_t n);

/* ---- asynchronous decision (UI turn or hint); pthreads, no windowing library ---- */
typedef struct AiJob AiJob;
/* Copies the state (the CardSet it points to must outlive the job); the
 * search runs on its own thread.  NULL if out of memory or the thread could
 * not start.  Same result as ai_choose with the same arguments when the time
 * cap is 0. */
AiJob *ai_job_start(const GameModule *m, const GameState *st, int seat, const AiConfig *cfg,
                    uint64_t seed);
/* true once done (then *out is the action).  progress (may be NULL) gets
 * 0..1 of the budget (the larger of iterations and time fraction). */
bool ai_job_poll(AiJob *job, Action *out, double *progress_0_1);
/* Statistics of a finished job (zeros while running). */
void ai_job_stats(AiJob *job, AiStats *out);
/* Stops the search (if still running), joins the thread and frees the job. */
void ai_job_cancel_and_free(AiJob *job);

#endif
