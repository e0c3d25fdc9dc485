/* test_qm_ai.c — Queen by Midnight's AI pieces (qm_ai.c): the playout policy
 * ISMCTS rollouts use keeps its rules in every position of random games
 * (react when it can, play before buying, buy the dearest card while the
 * night is young, attack the leader, end the turn by drawing); the heuristic
 * tells a lead from a deficit on a scale the search can see.  The seeded
 * strength batches are in test_ai_strength.c. */
#include "testlib.h"
#include <stdlib.h>
#include "core/registry.h"
#include "games/queen-by-midnight/qm.h"

extern const GameModule queen_by_midnight_module;
static const GameModule *M = &queen_by_midnight_module;
static CardSet *g_set;

static int count_kind(const Action *acts, int n, int kind)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += acts[i].kind == kind;
    return k;
}

static int buy_cost(const QmState *s, Action a)
{
    int me = qm_cur_player(s);
    int c = a.a == QM_BUY_MARKET ? s->market[a.b] : a.a == QM_BUY_VAULT ? s->p[me].vault[a.b] : s->p[me].war[a.b];
    return qm_card(s->set, c)->buy;
}

static void test_playout_policy_keeps_its_rules(void)
{
    Action acts[GM_MAX_ACTIONS];
    int seen_buy = 0, seen_react = 0, seen_play = 0;
    for (int g = 0; g < 12; g++) {
        GameSetup su;
        setup_default(M, &su);
        su.num_players = 2 + g % 3;
        Error e = {{0}};
        GameState *st = game_new(M, &su, g_set, 500 + (uint64_t)g, &e);
        REQUIRE(st);
        const QmState *s = (const QmState *)st;
        Rng rng;
        rng_seed(&rng, 42 + (uint64_t)g);
        for (int step = 0; step < 3000 && M->current_player(st) != GM_TERMINAL; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            int i = M->playout(st, acts, n, &rng);
            REQUIRE(i >= 0 && i < n);
            Action a = acts[i];
            bool window = s->depth > 0 && s->stack[s->depth - 1].stage == QM_ST_WINDOW;
            if (window && count_kind(acts, n, QM_ACT_REACT) > 0) { CHECK_INT(a.kind, QM_ACT_REACT); seen_react++; }
            if (s->depth == 0 && s->phase == QM_PH_MAIN) {
                if (count_kind(acts, n, QM_ACT_PLAY) > 0) { CHECK_INT(a.kind, QM_ACT_PLAY); seen_play++; }
                else if (a.kind == QM_ACT_BUY) {
                    seen_buy++;
                    CHECK(a.a == QM_BUY_WAR_CHEST || s->clock <= 6);
                    for (int k = 0; k < n; k++) /* the dearest of the market and vault */
                        if (acts[k].kind == QM_ACT_BUY && acts[k].a != QM_BUY_WAR_CHEST && a.a != QM_BUY_WAR_CHEST)
                            CHECK(buy_cost(s, acts[k]) <= buy_cost(s, a));
                }
                CHECK(a.kind != QM_ACT_REFRESH);
            }
            if (s->depth == 0 && s->phase == QM_PH_END && count_kind(acts, n, QM_ACT_DONE) > 0)
                CHECK_INT(a.kind, QM_ACT_DONE);
            REQUIRE(M->apply(st, a));
        }
        CHECK(M->current_player(st) == GM_TERMINAL); /* policy games end */
        game_free(st);
    }
    CHECK(seen_buy > 0);
    CHECK(seen_play > 0);
    printf("  %d plays, %d buys, %d reactions checked\n", seen_play, seen_buy, seen_react);
}

/* Three more points of lead (HP) move the value by several percent: the
 * search adds these values to an exploration term, so they must not all sit
 * at 50%. */
static void test_heuristic_scale(void)
{
    GameSetup su;
    setup_default(M, &su);
    Error e = {{0}};
    GameState *st = game_new(M, &su, g_set, 7, &e);
    REQUIRE(st);
    QmState *s = (QmState *)st;
    double even = M->heuristic(st, 0);
    s->p[1].hp = (int16_t)(s->p[1].hp - 3);
    double ahead = M->heuristic(st, 0), behind = M->heuristic(st, 1);
    CHECKF(ahead > even + 0.05, "even %.3f, 3 HP ahead %.3f", even, ahead);
    CHECKF(behind < even - 0.05, "even %.3f, 3 HP behind %.3f", even, behind);
    CHECK(ahead > 0 && ahead < 1 && behind > 0 && behind < 1);
    game_free(st);
}

int main(void)
{
    Report rep = {0};
    g_set = carddb_load_named(M, NULL, &rep);
    report_free(&rep);
    if (!g_set) {
        CHECKF(false, "the default set did not load");
        return tl_summary();
    }
    RUN(test_playout_policy_keeps_its_rules);
    RUN(test_heuristic_scale);
    carddb_free(g_set);
    return tl_summary();
}
