/* test_ladder.c — the ladder's arithmetic (Elo from a known result table,
 * Wilson intervals), its independence from the number of threads, and the
 * analysis: on a position with one winning move it ranks that move first with
 * the highest estimate, and it agrees with the move ai_choose makes. */
#include "testlib.h"
#include "ai/ai.h"
#include "ai/ladder.h"
#include "core/registry.h"
#include "core/paths.h"
#include <math.h>
#include <stdlib.h>

static double expected_score(double elo_diff) { return 1.0 / (1.0 + pow(10.0, -elo_diff / 400.0)); }

/* Three players at 0 / 200 / 500 Elo; a huge table with exactly the logistic
 * scores gives those ratings back (the virtual draws are negligible there). */
static void test_elo_from_known_table(void)
{
    const double truth[3] = {0, 200, 500};
    double points[9] = {0};
    int games[9] = {0};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            if (i != j) {
                games[i * 3 + j] = 10000000;
                points[i * 3 + j] = 10000000 * expected_score(truth[i] - truth[j]);
            }
    double elo[3];
    ladder_elo(3, points, games, 0, elo);
    for (int i = 0; i < 3; i++) CHECKF(fabs(elo[i] - truth[i]) < 0.5, "player %d: %.2f, want %.0f", i, elo[i], truth[i]);
}

/* 75% over 400 games plus the virtual draw: 400 log10(300.5 / 100.5) = 190.3;
 * a 10-0 sweep stays finite: 400 log10(10.5 / 0.5) = 528.9. */
static void test_elo_two_players_and_sweep(void)
{
    double points[4] = {0, 300, 100, 0};
    int games[4] = {0, 400, 400, 0};
    double elo[2];
    ladder_elo(2, points, games, 1, elo);
    CHECKF(fabs(elo[1]) < 1e-9, "anchor %.3f", elo[1]);
    CHECKF(fabs(elo[0] - 400 * log10(300.5 / 100.5)) < 0.01, "75%%: %.3f", elo[0]);
    double sweep[4] = {0, 0, 10, 0};
    int g10[4] = {0, 10, 10, 0};
    ladder_elo(2, sweep, g10, 0, elo);
    CHECKF(fabs(elo[1] - 400 * log10(10.5 / 0.5)) < 0.01, "10-0: %.3f", elo[1]);
}

/* Wilson 95%: 50/100 -> 40.4%..59.6%; 0/10 -> 0..27.8%; 10/10 -> 72.2%..100%. */
static void test_wilson_interval(void)
{
    double lo, hi;
    ladder_interval(50, 100, &lo, &hi);
    CHECKF(fabs(lo - 0.4038) < 0.001 && fabs(hi - 0.5962) < 0.001, "50/100: %.4f..%.4f", lo, hi);
    ladder_interval(0, 10, &lo, &hi);
    CHECKF(lo == 0 && fabs(hi - 0.2775) < 0.001, "0/10: %.4f..%.4f", lo, hi);
    ladder_interval(10, 10, &lo, &hi);
    CHECKF(fabs(lo - 0.7225) < 0.001 && fabs(hi - 1) < 1e-9, "10/10: %.4f..%.4f", lo, hi);
    ladder_interval(7.5, 10, &lo, &hi); /* draws count half */
    CHECK(lo < 0.75 && hi > 0.75);
}

static bool run_small_ladder(const GameModule *m, const CardSet *set, int jobs, Ladder *l)
{
    static const char *const specs[3] = {"random", "greedy", "ismcts:easy/it=60"};
    memset(l, 0, sizeof *l);
    l->m = m;
    l->set = set;
    setup_default(m, &l->setup);
    for (int i = 0; i < 3; i++) {
        Error err = {{0}};
        if (!ai_parse_spec(specs[i], &l->players[i], &err)) return false;
        ai_config_deterministic(&l->players[i]);
    }
    l->nplayers = 3;
    l->games = 8;
    l->seed = 77;
    l->jobs = jobs;
    return ladder_run(l);
}

static void test_ladder_same_for_any_jobs(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    Report rep = {0};
    CardSet *set = carddb_load_named(m, NULL, &rep);
    report_free(&rep);
    REQUIRE(set);
    static Ladder one, two;
    bool ok1 = run_small_ladder(m, set, 1, &one);
    bool ok2 = run_small_ladder(m, set, 2, &two);
    CHECKF(ok1 && ok2, "%s / %s", one.error, two.error);
    CHECK_INT(one.npairs, 3);
    CHECK_INT(two.npairs, 3);
    for (int k = 0; ok1 && ok2 && k < 3; k++) {
        const LadderPair *a = &one.pairs[k], *b = &two.pairs[k];
        CHECK_INT(a->games, 8);
        CHECK_INT(a->wins_a + a->draws + a->wins_b, 8);
        CHECKF(a->wins_a == b->wins_a && a->draws == b->draws && a->wins_b == b->wins_b,
               "pair %d: %d-%d-%d vs %d-%d-%d", k, a->wins_a, a->draws, a->wins_b, b->wins_a, b->draws, b->wins_b);
    }
    for (int i = 0; i < 3; i++) {
        CHECKF(one.elo[i] == two.elo[i], "player %d: %.3f vs %.3f", i, one.elo[i], two.elo[i]);
        CHECK(one.decisions[i] == two.decisions[i] && one.decisions[i] > 0);
    }
    CHECK(one.elo[ladder_anchor(&one)] == 0);
    CHECK_STR(one.players[ladder_anchor(&one)].name, "random");
    carddb_free(set);
}

static void test_analyse_finds_the_one_winning_move(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    char dir[1024];
    paths_join(dir, sizeof dir, "tests/data/qb-test-set");
    Report rep = {0};
    CardSet *set = carddb_load(m, dir, &rep, NULL);
    report_free(&rep);
    REQUIRE(set);
    GameState *st = tl_load_position(m, set, "tests/positions/queens-blood/one-winning-move.json");
    REQUIRE(st);
    Action win;
    Error err = {{0}};
    REQUIRE(game_parse_action(m, st, "play page -> 0.0", &win, &err));
    static const char *const judges[] = {"ismcts:easy", "ismcts:normal", "ismcts:hard/it=3000", "lookahead", "greedy"};
    AiAnalysis *an = malloc(sizeof *an);
    REQUIRE(an);
    for (size_t j = 0; j < sizeof judges / sizeof judges[0]; j++) {
        AiConfig cfg;
        REQUIRE(ai_parse_spec(judges[j], &cfg, &err));
        ai_config_deterministic(&cfg);
        REQUIRE(ai_analyse(m, st, 0, &cfg, 5, an));
        CHECK_INT(an->nmoves, 3); /* page -> 0.0, page -> 1.0, pass */
        CHECKF(action_eq(an->moves[0].action, win), "%s did not rank the winning move first", judges[j]);
        for (int i = 1; i < an->nmoves; i++)
            CHECKF(an->moves[0].value > an->moves[i].value, "%s: %.3f not above move %d's %.3f", judges[j],
                   an->moves[0].value, i, an->moves[i].value);
        CHECK(an->line_len >= 1 && action_eq(an->line[0], win));
        CHECK(an->stats.value == an->moves[0].value);
        CHECK(an->stats.runner_up == an->moves[1].value);
    }
    free(an);
    game_free(st);
    carddb_free(set);
}

/* On a real position with many moves the analysis is the decision: same seed,
 * same move as ai_choose, and every legal move is listed once. */
static void test_analyse_agrees_with_choose(void)
{
    const char *games[] = {"queens-court", "queens-blood", "long-live-the-queen"};
    AiAnalysis *an = malloc(sizeof *an);
    REQUIRE(an);
    for (int g = 0; g < 3; g++) {
        const GameModule *m = games_find(games[g]);
        REQUIRE(m);
        Report rep = {0};
        CardSet *set = carddb_load_named(m, NULL, &rep);
        report_free(&rep);
        REQUIRE(set);
        GameSetup setup;
        setup_default(m, &setup);
        Error err = {{0}};
        GameState *st = game_new(m, &setup, set, 9, &err);
        REQUIRE(st);
        AiConfig cfg, rnd;
        REQUIRE(ai_parse_spec("ismcts:easy", &cfg, &err) && ai_parse_spec("random", &rnd, &err));
        ai_config_deterministic(&cfg);
        /* a few random moves into the game, then ask */
        for (int k = 0; k < 6 && m->current_player(st) != GM_TERMINAL; k++)
            m->apply(st, ai_choose(m, st, m->current_player(st), &rnd, (uint64_t)k, NULL));
        int seat = m->current_player(st);
        REQUIRE(seat != GM_TERMINAL);
        Action chosen = ai_choose(m, st, seat, &cfg, 31, NULL);
        REQUIRE(ai_analyse(m, st, seat, &cfg, 31, an));
        CHECKF(action_eq(an->moves[0].action, chosen), "%s: analysis and choice differ", games[g]);
        Action legal[GM_MAX_ACTIONS];
        CHECK_INT(an->nmoves, m->legal_actions(st, legal, GM_MAX_ACTIONS));
        for (int i = 1; i < an->nmoves; i++) CHECK(an->moves[i].visits <= an->moves[i - 1].visits);
        game_free(st);
        carddb_free(set);
    }
    free(an);
}

int main(void)
{
    RUN(test_elo_from_known_table);
    RUN(test_elo_two_players_and_sweep);
    RUN(test_wilson_interval);
    RUN(test_ladder_same_for_any_jobs);
    RUN(test_analyse_finds_the_one_winning_move);
    RUN(test_analyse_agrees_with_choose);
    return tl_summary();
}
