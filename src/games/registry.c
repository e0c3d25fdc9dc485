/* registry.c — the explicit list of games. Adding a game = one line here plus
 * its folder under src/games/. */
#include "core/registry.h"

extern const GameModule queens_court_module;
extern const GameModule queens_blood_module;
extern const GameModule long_live_the_queen_module;
extern const GameModule queen_by_midnight_module;

static const GameModule *const GAMES[] = {
    &queens_court_module,
    &queens_blood_module,
    &long_live_the_queen_module,
    &queen_by_midnight_module,
};

int games_count(void)
{
    return (int)(sizeof GAMES / sizeof GAMES[0]);
}

const GameModule *games_at(int i)
{
    return (i >= 0 && i < games_count()) ? GAMES[i] : 0;
}

const GameModule *games_find(const char *id)
{
    for (int i = 0; i < games_count(); i++) {
        const char *a = GAMES[i]->id, *b = id;
        while (*a && *a == *b) { a++; b++; }
        if (*a == 0 && *b == 0) return GAMES[i];
    }
    return 0;
}
