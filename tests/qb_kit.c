/* qb_kit.c — the Queen's Blood rules tests' shared module, card set and helpers (qb_kit.h). */
#include "qb_kit.h"
#include "testlib.h"
#include "core/paths.h"
#include <stdio.h>

extern const GameModule queens_blood_module;
const GameModule *M = &queens_blood_module;
CardSet *g_set;

bool qb_kit_open(void)
{
    char dir[1024];
    paths_join(dir, sizeof dir, "tests/data/qb-test-set");
    Report r = {0};
    g_set = carddb_load(M, dir, &r, NULL);
    for (int i = 0; i < r.count; i++) fprintf(stderr, "%s\n", r.lines[i]);
    report_free(&r);
    if (!g_set) fprintf(stderr, "cannot load %s\n", dir);
    return g_set != NULL;
}

void qb_kit_close(void)
{
    carddb_free(g_set);
    g_set = NULL;
}

QbState *load_pos(const char *name)
{
    char rel[256];
    snprintf(rel, sizeof rel, "tests/positions/queens-blood/%s.json", name);
    return (QbState *)tl_load_position(M, g_set, rel);
}

GameState *new_game(uint64_t seed)
{
    GameSetup setup;
    setup_default(M, &setup);
    Error e = {{0}};
    GameState *st = game_new(M, &setup, g_set, seed, &e);
    if (!st) fprintf(stderr, "%s\n", e.msg);
    return st;
}

bool act(QbState *s, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(M, (const GameState *)s, text, &a, &e)) {
        fprintf(stderr, "  %s\n", e.msg);
        return false;
    }
    return M->apply((GameState *)s, a);
}
