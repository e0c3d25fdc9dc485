/* qc_module.c — Queen's Court rules module (stub; being filled in). */
#include "core/game.h"

typedef struct QcStub { int dummy; } QcStub;

const GameModule queens_court_module = {
    .id = "queens-court",
    .title = "Queen's Court",
    .blurb = "Keep the spread between your two piles smallest; first to two rounds wins.",
    .min_players = 2,
    .max_players = 5,
    .flags = GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = sizeof(QcStub),
    .default_set = "classic",
};
