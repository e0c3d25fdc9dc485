/* playtest_stats.h — what `crowntable playtest` counts, shared by playtest.c
 * (plays the games and adds the counts up, or adds shards' counts up) and
 * playtest_report.c (turns the counts into REPORT.json's judged figures). */
#ifndef CT_CLI_PLAYTEST_STATS_H
#define CT_CLI_PLAYTEST_STATS_H
#include <stdbool.h>
#include "ai/match.h"
#include "core/carddb.h"

#define PT_MAX_DECKS 32

typedef struct PtCard {
    int copies;            /* in the chosen decks together */
    int games_in_deck;     /* seat-games whose deck held it (or that drew it) */
    int drawn, games_drawn;
    int played, games_played;
    double score_played;   /* seat's result (win 1, draw 1/2) summed over games it was played */
    int games_not_played;  /* seat-games of the run in which it was not played (shown, not judged) */
    double score_not_played;
    int games_held;        /* drawn and not played */
    double score_held;
    long turn_sum;
    int finals;
    long power_sum;
    int destroyed;
    int legal;             /* decisions of its owner at which playing it was legal */
    int games_legal;       /* seat-games with at least one such decision */
} PtCard;

typedef struct PtTally {
    AiTally t;      /* score: its points (a win shared by k counts 1/k) */
    long length;
} PtTally;

struct PtBatch;
typedef struct PtRun {
    const GameModule *m;
    const CardSet *set;
    int ndecks;
    const Deck *decks[PT_MAX_DECKS]; /* NULL entry: the whole set (games without decks) */
    int nbatches;
    struct PtBatch *batches;
    int per_pairing;
    unsigned long long seed;
    char players[256];
    int shard_k, shard_n; /* this run plays slice K of N (0: the whole run) */
} PtRun;

/* Every sum a report is made from: one run's (or shard's), or several shards' added. */
typedef struct PtTotals {
    int nc, nd;
    PtCard *cards;
    PtTally first, all, *deck, *vs;
    bool has_draws, has_legal;
    int games;
} PtTotals;

/* The report of the totals, without its "raw" copy of them. */
struct cJSON *pt_render(const PtRun *run, const PtTotals *tot, int planned);

#endif
