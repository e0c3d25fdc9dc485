/* match.h — headless AI-vs-AI games for `crowntable sim`, `bench` and tests.
 * Game i of a batch uses seed + i and seats rotated by i (seat p plays agent
 * (p + i) mod n), so results do not depend on the number of threads.
 * Memory: AiMatch.results is malloc'd by ai_match_run; free with ai_match_free. */
#ifndef CT_AI_MATCH_H
#define CT_AI_MATCH_H
#include <stdbool.h>
#include <stdint.h>
#include "ai/ai.h"
#include "core/game.h"

#define AI_MATCH_TIMES 160           /* decision times kept per agent and game */

typedef struct AiGameResult {
    bool ok;                         /* false: error (see AiMatch.error) */
    int length;                      /* actions played */
    int agent_of_seat[GM_MAX_PLAYERS];
    double ret[GM_MAX_PLAYERS];      /* returns by seat */
    int winner_seat;                 /* seat with return 1, or -1 (draw/shared) */
    /* Decision times are CPU seconds of the deciding thread: what one core
     * spends, the same on a busy machine as on a quiet one. */
    double think[GM_MAX_PLAYERS];    /* seconds spent deciding, by agent */
    double think_max[GM_MAX_PLAYERS];/* longest single decision, by agent */
    float times[GM_MAX_PLAYERS][AI_MATCH_TIMES]; /* the first decisions' seconds, by agent */
    int decisions[GM_MAX_PLAYERS];   /* decisions taken (more than one legal action), by agent */
    char error[256];                 /* why !ok */
} AiGameResult;

typedef struct AiMatch {
    /* in */
    const GameModule *m;
    const CardSet *set;              /* not owned */
    GameSetup setup;                 /* num_players = number of agents */
    AiConfig agents[GM_MAX_PLAYERS];
    int games;
    uint64_t seed;
    int jobs;                        /* threads (>= 1) */
    int max_moves;                   /* safety cap per game (0 = 100000) */
    /* optional observers (playtest): on_step after setup (before == NULL) and after each
     * action, on_game after each game; both from the worker thread playing game `index` */
    void (*on_step)(void *ctx, int index, const GameState *before, Action a, const GameState *after);
    void (*on_game)(void *ctx, int index, const AiGameResult *r);
    void *ctx;
    const volatile int *stop;        /* optional: once *stop is set, no new game starts */
    /* out */
    AiGameResult *results;           /* games entries */
    double seconds;                  /* wall time */
    char error[300];                 /* first failing game's error, "" if none */
    int played;                      /* games played (fewer than games when stopped) */
} AiMatch;

/* Plays game `index` of the batch (seed + index, seats rotated by index). */
void ai_match_play_one(const AiMatch *mt, int index, AiGameResult *out);
/* Plays all games (until *stop); false if any game failed (mt->error: the first failing game). */
bool ai_match_run(AiMatch *mt);
void ai_match_free(AiMatch *mt);

#endif
