/* bw_kit.c — the Blood Wars rules tests' shared helpers (bw_kit.h). */
#include "bw_kit.h"
#include "testlib.h"
#include <stdio.h>

extern const GameModule blood_wars_module;
const GameModule *M = &blood_wars_module;
CardSet *g_set;

bool bw_kit_open(void)
{
    Report rep = {0};
    g_set = carddb_load_named(M, NULL, &rep);
    if (!g_set) fprintf(stderr, "planar-war set did not load: %s\n", rep.count ? rep.lines[0] : "?");
    report_free(&rep);
    return g_set != NULL;
}

void bw_kit_close(void)
{
    carddb_free(g_set);
    g_set = NULL;
}

BwState *pos(const char *text) { return (BwState *)tl_position(M, g_set, text); }

BwState *load(const char *name)
{
    char rel[256];
    snprintf(rel, sizeof rel, "tests/positions/blood-wars/%s.json", name);
    return (BwState *)tl_load_position(M, g_set, rel);
}

bool act(BwState *s, const char *text) { return tl_act(M, (GameState *)s, text); }
bool legal(const BwState *s, const char *text) { return tl_legal(M, (const GameState *)s, text); }
int card(const char *id) { return carddb_find(g_set, id); }
const char *cardname(const char *id) { return g_set->cards[card(id)].name; }

int count_in(const int16_t *v, int n, const char *id)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += v[i] == card(id);
    return k;
}
