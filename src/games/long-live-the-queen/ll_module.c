/* ll_module.c — Long Live the Queen rules module (stub; being filled in). */
#include "core/game.h"

const GameModule long_live_the_queen_module = {
    .id = "long-live-the-queen",
    .title = "Long Live the Queen",
    .blurb = "Two gangs, one number bar: roll, reveal, activate, reposition.",
    .min_players = 2,
    .max_players = 2,
    .flags = GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = 8,
    .default_set = "dieselpunk",
};
