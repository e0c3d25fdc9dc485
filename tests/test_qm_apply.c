/* test_qm_apply.c — Queen by Midnight's apply checks the frequent actions of a
 * turn directly instead of listing them (for speed): over random games, every
 * probe near the legal actions (each kind, indices a little out of range,
 * stray b and c) is applied exactly when the legal list holds it, and a
 * refused probe leaves the state byte-identical. */
#include "testlib.h"
#include <stdlib.h>
#include "core/registry.h"
#include "games/queen-by-midnight/qm.h"

extern const GameModule queen_by_midnight_module;
static const GameModule *M = &queen_by_midnight_module;

static bool listed(const Action *acts, int n, Action a)
{
    for (int i = 0; i < n; i++)
        if (action_eq(acts[i], a)) return true;
    return false;
}

static CardSet *g_set;

static void one_game(CardSet *set, int np, uint64_t seed)
{
    GameSetup su;
    setup_default(M, &su);
    su.num_players = np;
    Error e = {{0}};
    GameState *st = game_new(M, &su, set, seed, &e);
    REQUIRE(st);
    GameState *probe = game_clone(M, st);
    Action acts[GM_MAX_ACTIONS];
    Rng rng;
    rng_seed(&rng, seed);
    int bad = 0, checked = 0;
    for (int step = 0; step < 2000 && M->current_player(st) != GM_TERMINAL; step++) {
        int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
        REQUIRE(n > 0);
        for (int kind = QM_ACT_PICK_PRINCESS; kind <= QM_ACT_SEAT && bad < 5; kind++)
            for (int a = -1; a <= 9; a++)
                for (int b = -1; b <= 3; b++)
                    for (int c = 0; c <= 1; c++) {
                        Action x = {(int16_t)kind, (int16_t)a, (int16_t)b, (int16_t)c};
                        bool want = listed(acts, n, x);
                        bool got = M->apply(probe, x);
                        checked++;
                        if (got != want || (!got && memcmp(probe, st, M->state_size) != 0)) {
                            bad++;
                            CHECKF(false, "seed %llu step %d: {%d,%d,%d,%d} listed %d, applied %d",
                                   (unsigned long long)seed, step, kind, a, b, c, want, got);
                        }
                        if (got) game_copy(M, probe, st);
                    }
        REQUIRE(M->apply(st, acts[rng_below(&rng, (uint32_t)n)]));
        game_copy(M, probe, st);
    }
    CHECK(checked > 1000);
    game_free(probe);
    game_free(st);
}

static void test_apply_accepts_exactly_the_legal_list(void)
{
    for (int g = 0; g < 6; g++) one_game(g_set, 2 + g % 3, 900 + (uint64_t)g);
}

int main(void)
{
    Report rep = {0};
    CardSet *set = carddb_load_named(M, NULL, &rep);
    report_free(&rep);
    if (!set) {
        CHECKF(false, "the default set did not load");
        return tl_summary();
    }
    g_set = set;
    RUN(test_apply_accepts_exactly_the_legal_list);
    carddb_free(set);
    return tl_summary();
}
