/* ai_internal.h — helpers that ai.c shares with the other players of src/ai
 * (ai_oracle.c); not for use outside src/ai. */
#ifndef CT_AI_INTERNAL_H
#define CT_AI_INTERNAL_H
#include <stdatomic.h>
#include "ai/ai.h"

/* The legal actions the AI weighs (the module's, less its ai_skips). */
int ai_legal(const GameModule *m, const GameState *st, Action *out);
/* The result if st is over, else the module's heuristic; NAN without one. */
double ai_static_value(const GameModule *m, const GameState *st, int player);
/* Value for `seat` of a position: ai_static_value, else a random playout
 * from playout_seed (st is played out). */
double ai_leaf_value(const GameModule *m, GameState *st, int seat, uint64_t playout_seed, Action *buf);
/* Orders evals best first (value, then visits); `chosen` goes first among equals. */
void ai_rank_evals(AiMoveEval *ev, int n, Action chosen);

/* ai_oracle.c */
Action ai_oracle(const GameModule *m, const GameState *root, int seat, const AiConfig *cfg, uint64_t seed,
                 AiStats *stats, AiAnalysis *an, atomic_int *cancel);
#endif
