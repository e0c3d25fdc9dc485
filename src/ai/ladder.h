/* ladder.h — a round robin of AIs in a two-player game: every pair plays the
 * same seeded batch (game i: seed + i, seats swapped every game, so both seat
 * orders equally often) through ai_match_run, so results do not depend on the
 * number of threads.  Also the arithmetic: score intervals and Elo ratings.
 * Used by `crowntable ladder` and by tests/test_ai_strength.c.
 * Memory: Ladder owns nothing it is given; ladder_run fills plain arrays. */
#ifndef CT_AI_LADDER_H
#define CT_AI_LADDER_H
#include <stdbool.h>
#include <stdint.h>
#include "ai/ai.h"
#include "ai/match.h"

#define LADDER_MAX_PLAYERS 12

typedef struct LadderPair {
    int a, b;                /* player indices, a < b */
    int games, wins_a, draws, wins_b;
    int shared;              /* games both won (counted in wins_a and wins_b too) */
    double score_a;          /* a's points: win 1, draw or shared win 1/2 (ai_result_points) */
    double lo, hi;           /* 95% interval of a's score rate */
    /* a's results split by who acted first: [0] a first, [1] b first */
    int games_by_first[2];
    double score_a_by_first[2];
    double lo_by_first[2], hi_by_first[2];
} LadderPair;

typedef struct Ladder {
    /* in */
    const GameModule *m;
    const CardSet *set;
    GameSetup setup;          /* num_players is forced to 2 */
    AiConfig players[LADDER_MAX_PLAYERS];
    int nplayers;
    int games;                /* per pair */
    uint64_t seed;
    int jobs;
    /* called after each pair (may be NULL), e.g. for progress on stderr */
    void (*on_pair)(const struct Ladder *, const LadderPair *, void *);
    void (*on_game)(const AiMatch *, const AiGameResult *, void *); /* after each game, worker thread */
    const AiMatch *playing;   /* the pair being played (for on_game) */
    void *user;
    /* out */
    LadderPair pairs[LADDER_MAX_PLAYERS * (LADDER_MAX_PLAYERS - 1) / 2];
    int npairs;
    double elo[LADDER_MAX_PLAYERS];
    double think[LADDER_MAX_PLAYERS];       /* seconds deciding, all its games */
    int decisions[LADDER_MAX_PLAYERS];      /* decisions with more than one legal move */
    int shared_wins[LADDER_MAX_PLAYERS];    /* its wins shared with the other player, all pairs */
    double think_max[LADDER_MAX_PLAYERS];
    double think_median[LADDER_MAX_PLAYERS];  /* median decision (CPU seconds, see match.h) */
    double seconds;
    char error[300];
} Ladder;

/* Plays every pair; false with l->error on the first failing game. */
bool ladder_run(Ladder *l);

/* Wilson 95% interval of a score rate (points / games; draws count half). */
void ladder_interval(double points, int games, double *lo, double *hi);

/* Elo ratings from a result table (Bradley–Terry maximum likelihood, draws as
 * half a win each way, one virtual draw per pair so a 100% result stays
 * finite), shifted so elo[anchor] = 0.  points[i*n+j] = i's points against j,
 * games[i*n+j] = games between them (symmetric). */
void ladder_elo(int n, const double *points, const int *games, int anchor, double *elo);

/* The anchor for ratings: the first player named "random", else player 0. */
int ladder_anchor(const Ladder *l);

#endif
