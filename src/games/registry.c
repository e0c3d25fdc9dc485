/* registry.c — the explicit list of games. Adding a game = one line here plus
 * its folder under src/games/. */
#include "core/registry.h"

extern const GameModule queens_court_module;
extern const GameModule queens_blood_module;
extern const GameModule long_live_the_queen_module;
extern const GameModule queen_by_midnight_module;
extern const GameModule blood_wars_module;

static const GameModule *const GAMES[] = {
    &queens_court_module,
    &queens_blood_module,
    &long_live_the_queen_module,
    &queen_by_midnight_module,
    &blood_wars_module,
};

/* Modules the CLI (sim, bench, check-cards, state), saves and the tests reach
 * by id while the menu does not list them yet (the table cannot play them
 * whole): add one here while its table is built.  NULL entries are skipped. */
static const GameModule *const UNLISTED[] = {
    NULL,
};

int games_count(void)
{
    return (int)(sizeof GAMES / sizeof GAMES[0]);
}

const GameModule *games_at(int i)
{
    return (i >= 0 && i < games_count()) ? GAMES[i] : 0;
}

int games_all_count(void)
{
    int n = 0;
    for (size_t i = 0; i < sizeof UNLISTED / sizeof UNLISTED[0]; i++) n += UNLISTED[i] != NULL;
    return games_count() + n;
}

const GameModule *games_all_at(int i)
{
    if (i >= 0 && i < games_count()) return GAMES[i];
    i -= games_count();
    for (size_t k = 0; k < sizeof UNLISTED / sizeof UNLISTED[0]; k++)
        if (UNLISTED[k] && i-- == 0) return UNLISTED[k];
    return 0;
}

const GameModule *games_find(const char *id)
{
    for (int i = 0; i < games_all_count(); i++) {
        const char *a = games_all_at(i)->id, *b = id;
        while (*a && *a == *b) { a++; b++; }
        if (*a == 0 && *b == 0) return games_all_at(i);
    }
    return 0;
}
