/* test_ai_strength.c — the AI is worth playing against in the two-player
 * games with hidden information: seeded batches (time cap off, so the result
 * is the same on any machine) of ismcts:normal against the baselines, seats
 * alternating, with the shipped card sets and the modules' default decks.
 * 40 games a pairing: the 200-game figures take about 20 minutes on two cores,
 * so `crowntable sim` prints those (see the README) and the bounds here are
 * safe floors under them. Under CT_TEST_QUICK (the sanitizer run) a shorter
 * batch with a lower floor. */
#include "testlib.h"
#include "ai/ai.h"
#include "ai/match.h"
#include "core/registry.h"
#include <stdlib.h>

#define GAMES (quick() ? 10 : 40)

static bool quick(void)
{
    const char *q = getenv("CT_TEST_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

static AiConfig spec(const char *s)
{
    AiConfig c;
    Error err = {{0}};
    if (!ai_parse_spec(s, &c, &err)) abort();
    ai_config_deterministic(&c);
    return c;
}

/* Mean return of agent 0 (`who`) against `against` over `games` games. */
static double strength(const char *game, const char *who, const char *against, int games, uint64_t seed)
{
    const GameModule *m = games_find(game);
    if (!m) return -1;
    Report rep = {0};
    CardSet *set = carddb_load_named(m, NULL, &rep);
    report_free(&rep);
    if (!set) return -1;
    static AiMatch mt;
    memset(&mt, 0, sizeof mt);
    mt.m = m;
    mt.set = set;
    setup_default(m, &mt.setup);
    mt.setup.num_players = 2;
    mt.agents[0] = spec(who);
    mt.agents[1] = spec(against);
    mt.games = games;
    mt.seed = seed;
    mt.jobs = 2;
    bool ok = ai_match_run(&mt);
    CHECKF(ok, "%s", mt.error);
    double sum = 0;
    int wins = 0, draws = 0;
    for (int g = 0; ok && g < mt.games; g++) {
        const AiGameResult *r = &mt.results[g];
        int seat = r->agent_of_seat[0] == 0 ? 0 : 1;
        sum += r->ret[seat];
        if (r->winner_seat == seat) wins++;
        else if (r->winner_seat < 0) draws++;
    }
    double v = ok ? sum / mt.games : -1;
    printf("  %s: %s vs %s: mean return %.3f (%d wins, %d draws / %d games, %.1f s)\n", game, who, against, v, wins,
           draws, mt.games, mt.seconds);
    fflush(stdout);
    ai_match_free(&mt);
    carddb_free(set);
    return v;
}

static void test_queens_blood_normal_beats_random(void)
{
    double v = strength("queens-blood", "ismcts:normal", "random", GAMES, 4100);
    CHECKF(v >= (quick() ? 0.70 : 0.85), "scored %.3f", v);
}

static void test_queens_blood_normal_beats_greedy(void)
{
    double v = strength("queens-blood", "ismcts:normal", "greedy", GAMES, 4200);
    CHECKF(v >= (quick() ? 0.50 : 0.65), "scored %.3f", v);
}

static void test_long_live_the_queen_normal_beats_random(void)
{
    double v = strength("long-live-the-queen", "ismcts:normal", "random", GAMES, 5100);
    CHECKF(v >= (quick() ? 0.60 : 0.75), "scored %.3f", v);
}

int main(void)
{
    RUN(test_queens_blood_normal_beats_random);
    RUN(test_queens_blood_normal_beats_greedy);
    RUN(test_long_live_the_queen_normal_beats_random);
    return tl_summary();
}
