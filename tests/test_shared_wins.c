/* test_shared_wins.c — a game several seats win together (Queen by
 * Midnight's Dual Queens, an Advisor with her queen) is a win for each
 * winner, counted as shared, and scored 1/k of a win in points, ladder scores
 * and Elo.  Played on a constructed game whose winners the test chooses. */
#include "testlib.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "ai/ladder.h"
#include "ai/match.h"

/* ---- "Crowns": every seat passes once, then the seats of `crown_winners` win */
static unsigned crown_winners;

typedef struct Crowns {
    int np, moved;
} Crowns;

static bool crowns_init(GameState *gs, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    (void)set, (void)seed, (void)err;
    Crowns *c = (Crowns *)gs;
    c->np = setup->num_players;
    c->moved = 0;
    return true;
}

static int crowns_current(const GameState *gs)
{
    const Crowns *c = (const Crowns *)gs;
    return c->moved >= c->np ? GM_TERMINAL : c->moved;
}

static int crowns_legal(const GameState *gs, Action *out, int cap)
{
    if (crowns_current(gs) == GM_TERMINAL || cap < 1) return 0;
    out[0] = (Action){1, 0, 0, 0};
    return 1;
}

static bool crowns_apply(GameState *gs, Action a)
{
    Crowns *c = (Crowns *)gs;
    if (a.kind != 1 || c->moved >= c->np) return false;
    c->moved++;
    return true;
}

static void crowns_returns(const GameState *gs, double *r)
{
    const Crowns *c = (const Crowns *)gs;
    for (int p = 0; p < c->np; p++) r[p] = (crown_winners >> p) & 1u ? 1.0 : 0.0;
}

static void crowns_determinize(GameState *gs, int observer, Rng *rng) { (void)gs, (void)observer, (void)rng; }

static void crowns_text(const GameState *gs, Action a, char *buf, size_t n)
{
    (void)gs, (void)a;
    snprintf(buf, n, "pass");
}

static const GameModule crowns = {
    .id = "crowns",
    .title = "Crowns",
    .min_players = 2,
    .max_players = 4,
    .state_size = sizeof(Crowns),
    .init = crowns_init,
    .current_player = crowns_current,
    .legal_actions = crowns_legal,
    .apply = crowns_apply,
    .returns = crowns_returns,
    .determinize = crowns_determinize,
    .action_text = crowns_text,
};

static AiConfig random_ai(void)
{
    AiConfig c;
    Error err = {{0}};
    CHECKF(ai_parse_spec("random", &c, &err), "%s", err.msg);
    return c;
}

static void run(AiMatch *mt, int players, int games)
{
    memset(mt, 0, sizeof *mt);
    mt->m = &crowns;
    mt->setup.num_players = players;
    for (int k = 0; k < players; k++) mt->agents[k] = random_ai();
    mt->games = games;
    mt->seed = 5;
    mt->jobs = 1;
    REQUIRE(ai_match_run(mt));
}

/* Seats 0 and 1 of three win together: both win, both shared, 1/2 point each. */
static void test_two_winners_each_win_and_share(void)
{
    crown_winners = 3;
    static AiMatch mt;
    run(&mt, 3, 6);
    const AiGameResult *r = &mt.results[0];
    CHECK_INT(r->nwinners, 2);
    CHECK_INT((int)r->winners, 3);
    CHECK_INT(r->winner_seat, -1); /* no seat won alone */
    CHECK(ai_result_won(r, 0) && ai_result_won(r, 1) && !ai_result_won(r, 2));
    CHECK(ai_result_shared(r, 0) && !ai_result_shared(r, 2));
    CHECK(ai_result_points(r, 0) == 0.5 && ai_result_points(r, 1) == 0.5 && ai_result_points(r, 2) == 0.0);
    AiTally ag[3];
    memset(ag, 0, sizeof ag);
    int wins = 0;
    double points = 0;
    for (int g = 0; g < mt.games; g++)
        for (int p = 0; p < 3; p++) ai_tally_add(&ag[mt.results[g].agent_of_seat[p]], &mt.results[g], p);
    for (int k = 0; k < 3; k++) { /* seats rotate: each agent sat in a winning seat 4 games of 6 */
        CHECKF(ag[k].wins == 4 && ag[k].shared_wins == 4 && ag[k].losses == 2 && ag[k].draws == 0,
               "agent %d: %d wins (%d shared), %d draws, %d losses", k, ag[k].wins, ag[k].shared_wins, ag[k].draws, ag[k].losses);
        wins += ag[k].wins;
        points += ag[k].points;
    }
    CHECK_INT(wins, 12); /* more wins than games */
    CHECK(fabs(points - 6.0) < 1e-9); /* but one win's points per game */
    ai_match_free(&mt);

    crown_winners = 4; /* a win alone: one point, not shared */
    run(&mt, 3, 3);
    r = &mt.results[0];
    CHECK(r->nwinners == 1 && r->winner_seat == 2 && !ai_result_shared(r, 2) && ai_result_points(r, 2) == 1.0);
    ai_match_free(&mt);
}

/* Two players both win every game: the ladder counts a win for each, all
 * shared, scores 1/2 each like a draw, and rates them the same. */
static void test_ladder_scores_a_shared_win_as_half(void)
{
    crown_winners = 3;
    static Ladder l;
    memset(&l, 0, sizeof l);
    l.m = &crowns;
    l.players[0] = random_ai();
    l.players[1] = random_ai();
    snprintf(l.players[1].name, sizeof l.players[1].name, "random-b");
    l.nplayers = 2;
    l.games = 10;
    l.seed = 1;
    l.jobs = 1;
    REQUIRE(ladder_run(&l));
    const LadderPair *p = &l.pairs[0];
    CHECK(p->wins_a == 10 && p->wins_b == 10 && p->shared == 10 && p->draws == 0);
    CHECK(fabs(p->score_a - 5.0) < 1e-9);
    CHECK(l.shared_wins[0] == 10 && l.shared_wins[1] == 10);
    CHECKF(fabs(l.elo[0] - l.elo[1]) < 1e-6, "Elo %.2f vs %.2f", l.elo[0], l.elo[1]);

    crown_winners = 2; /* the second seat alone: seats swap, so 5 wins each, none shared */
    REQUIRE(ladder_run(&l));
    p = &l.pairs[0];
    CHECK(p->wins_a == 5 && p->wins_b == 5 && p->shared == 0 && fabs(p->score_a - 5.0) < 1e-9);
}

int main(void)
{
    RUN(test_two_winners_each_win_and_share);
    RUN(test_ladder_scores_a_shared_win_as_half);
    return tl_summary();
}
