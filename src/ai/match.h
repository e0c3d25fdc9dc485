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
    int winner_seat;                 /* the only seat with return 1, or -1 (none, or a shared win) */
    unsigned winners;                /* bit per seat with return 1: every winner of a shared win too */
    int nwinners;
    int first_seat;                  /* the seat to act first (who moves first matters in
                                        most games: the ladder splits its results by it) */
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
    int first_index;                 /* game i of this batch is game first_index + i of a larger run
                                      * (its seed and seat rotation): a slice of it plays the same games */
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

/* How a finished game counts for one seat.  A game won by several seats
 * together (Queen by Midnight's Dual Queens, an Advisor with her queen) is a
 * win for each of them, and a shared one.  Points score it fairly: a win alone
 * 1, a win shared by k winners 1/k (1/k of a win against each co-winner, a
 * full win against the rest), otherwise the seat's return (a draw 1/2, a
 * loss 0); in a two-player game both winning is worth a draw each. */
bool ai_result_won(const AiGameResult *r, int seat);
bool ai_result_shared(const AiGameResult *r, int seat); /* won, together with another seat */
double ai_result_points(const AiGameResult *r, int seat);

/* One agent's or seat's results over games. */
typedef struct AiTally {
    int games, wins, shared_wins, draws, losses; /* wins include the shared ones; a draw: nobody won, its return > 0 */
    double points, returns;                     /* sums of ai_result_points and of the returns */
} AiTally;
void ai_tally_add(AiTally *t, const AiGameResult *r, int seat);

/* Plays game `index` of the batch (seed + index, seats rotated by index). */
void ai_match_play_one(const AiMatch *mt, int index, AiGameResult *out);
/* Plays all games (until *stop); false if any game failed (mt->error: the first failing game). */
bool ai_match_run(AiMatch *mt);
void ai_match_free(AiMatch *mt);

#endif
