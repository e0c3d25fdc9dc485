/* test_qb_preview.c — Queen's Blood: the lane counters the table shows (and
 * so the play preview, which is the view after the move on a clone) say what
 * each lane scores, lane bonuses included, so a preview and the final result
 * agree (a preview said 15 -> 30 where the lane scored 32). */
#include "testlib.h"
#include <stdlib.h>
#include "core/paths.h"
#include "core/registry.h"
#include "games/queens-blood/qb.h"

static int lane_counter(const GameModule *m, const GameState *st, const char *id)
{
    View *v = calloc(1, sizeof *v);
    m->view(st, 0, v);
    const ViewZone *z = view_find(v, id);
    int value = z ? z->value : -999;
    free(v);
    return value;
}

static bool act(const GameModule *m, GameState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    return game_parse_action(m, st, text, &a, &e) && m->apply(st, a);
}

static void preview_agrees_with_lane_bonus_result(void)
{
    const GameModule *m = games_find("queens-blood");
    char dir[1024];
    paths_join(dir, sizeof dir, "tests/data/qb-test-set");
    Report r = {0};
    CardSet *set = carddb_load(m, dir, &r, NULL);
    report_free(&r);
    REQUIRE(set);
    GameState *st = tl_load_position(m, set, "tests/positions/queens-blood/preview-lane-bonus.json");
    REQUIRE(st);
    CHECK_INT(lane_counter(m, st, "lane1.p0"), 5); /* Brute alone: no bonus yet */
    /* the preview, as the table makes it: the move on a determinized clone */
    GameState *preview = game_clone(m, st);
    Rng rng;
    rng_seed(&rng, 99);
    m->determinize(preview, 0, &rng);
    REQUIRE(act(m, preview, "play bearer -> 1.1"));
    int shown = lane_counter(m, preview, "lane1.p0");
    CHECK_INT(shown, 17); /* 5 + 2, and Bearer's 10 when its owner wins the lane */
    /* the real move, then the game ends: the lane scores what the preview said */
    REQUIRE(act(m, st, "play bearer -> 1.1"));
    CHECK_INT(lane_counter(m, st, "lane1.p0"), shown);
    REQUIRE(act(m, st, "pass") && act(m, st, "pass"));
    REQUIRE(game_is_over(m, st));
    int sc[2], lp[QB_LANES][2];
    qb_scores((const QbState *)st, sc, lp);
    CHECK_INT(lp[1][0], shown);
    CHECK_INT(lane_counter(m, st, "lane1.p1"), 1); /* the losing side shows its power */
    game_free(preview);
    game_free(st);
    carddb_free(set);
}

int main(void)
{
    RUN(preview_agrees_with_lane_bonus_result);
    return tl_summary();
}
