/* registry.h — the explicit list of game modules (src/games/registry.c). */
#ifndef CT_REGISTRY_H
#define CT_REGISTRY_H
#include "game.h"

int games_count(void);
const GameModule *games_at(int i);
const GameModule *games_find(const char *id); /* NULL if unknown; listed or not */
/* Listed games first, then those the menu does not show yet (tests cover all). */
int games_all_count(void);
const GameModule *games_all_at(int i);

#endif
