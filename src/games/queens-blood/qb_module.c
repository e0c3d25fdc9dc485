/* qb_module.c — Queen's Blood rules module (stub; being filled in). */
#include "core/game.h"

typedef struct QbStub { int dummy; } QbStub;

const GameModule queens_blood_module = {
    .id = "queens-blood",
    .title = "Queen's Blood",
    .blurb = "Claim lanes on a 3x5 board with pawns and card power.",
    .min_players = 2,
    .max_players = 2,
    .flags = GM_DECKS | GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = sizeof(QbStub),
    .default_set = "core",
};
