/* test_oracle.c — the oracle, the yardstick that reads every hidden card:
 * it finds the two-move win a position file sets up where a one-ply judge
 * takes the move that loses; it knows the card the rival will draw; it plays whole games of the games it is
 * measured in; and no seat at the table can be given it (the table's AI
 * strengths are honest players, and the parser the table uses refuses it). */
#include "testlib.h"
#include "ai/ai.h"
#include "ai/match.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const POSITION = "tests/positions/queens-blood/oracle-two-move-win.json";

static AiConfig oracle(const char *spec)
{
    AiConfig cfg;
    Error err = {{0}};
    memset(&cfg, 0, sizeof cfg);
    CHECKF(ai_parse_yardstick_spec(spec, &cfg, &err), "%s: %s", spec, err.msg);
    return cfg;
}

/* Footman -> 1.0 takes the opponent's only place: it must pass, and so the
 * game ends 3-2.  Brute -> 0.0 wins a lane at once, which a one-ply judge
 * prefers, and loses 6-7 to the Giant it lets in. */
static void test_oracle_finds_the_two_move_win(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, "tests/data/qb-test-set");
    REQUIRE(set);
    GameState *st = tl_load_position(m, set, POSITION);
    REQUIRE(st);
    Action win, trap;
    Error err = {{0}};
    REQUIRE(game_parse_action(m, st, "play footman -> 1.0", &win, &err));
    REQUIRE(game_parse_action(m, st, "play brute -> 0.0", &trap, &err));

    AiConfig deep = oracle("oracle:3"), shallow = oracle("oracle:1");
    AiStats stats;
    CHECK(action_eq(ai_choose(m, st, 0, &shallow, 1, NULL), trap)); /* the one-ply judge falls for it */
    CHECK(action_eq(ai_choose(m, st, 0, &deep, 1, &stats), win));
    CHECKF(stats.value > 0.99, "oracle:3 values its move %.3f, not a win", stats.value);

    /* the win is real: play it out, the oracle on both sides */
    GameState *line = game_clone(m, st);
    REQUIRE(line);
    for (int k = 0; k < 10 && m->current_player(line) != GM_TERMINAL; k++) {
        int p = m->current_player(line);
        REQUIRE(m->apply(line, ai_choose(m, line, p, &deep, (uint64_t)k, NULL)));
    }
    double r[GM_MAX_PLAYERS] = {0};
    REQUIRE(m->current_player(line) == GM_TERMINAL);
    m->returns(line, r);
    CHECK(r[0] == 1.0);
    /* and the trap loses against the same opponent */
    game_copy(m, line, st);
    REQUIRE(m->apply(line, trap));
    for (int k = 0; k < 10 && m->current_player(line) != GM_TERMINAL; k++) {
        int p = m->current_player(line);
        REQUIRE(m->apply(line, ai_choose(m, line, p, &deep, (uint64_t)k, NULL)));
    }
    REQUIRE(m->current_player(line) == GM_TERMINAL);
    m->returns(line, r);
    CHECK(r[1] == 1.0);

    /* analysis lists every move with its searched value, the win first */
    AiAnalysis *an = malloc(sizeof *an);
    REQUIRE(an);
    REQUIRE(ai_analyse(m, st, 0, &deep, 1, an));
    Action legal[GM_MAX_ACTIONS];
    CHECK_INT(an->nmoves, m->legal_actions(st, legal, GM_MAX_ACTIONS));
    CHECK(action_eq(an->moves[0].action, win));
    CHECK(an->moves[1].value < 0.5);
    free(an);
    game_free(line);
    game_free(st);
    carddb_free(set);
}

/* Chance is the true next state: the oracle sees the card the rival will draw.
 * The same board with the rival's hand empty and the same two cards in its
 * deck: a Giant on top makes Brute -> 0.0 the losing move it was, a Page on
 * top makes it a good one.  Only the order differs, which no honest player
 * knows. */
static void test_oracle_sees_the_next_draw(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, "tests/data/qb-test-set");
    REQUIRE(set);
    static const char *const decks[2] = {"'giant', 'page'", "'page', 'giant'"}; /* top first */
    double brute_value[2] = {0, 0};
    AiConfig deep = oracle("oracle:3");
    AiAnalysis *an = malloc(sizeof *an);
    REQUIRE(an);
    for (int t = 0; t < 2; t++) {
        char text[1024];
        snprintf(text, sizeof text,
                 "{'phase': 'play', 'current': 0, 'first': 0, 'turn': 9, 'passes': 0,"
                 " 'players': [{'hand': ['footman', 'brute'], 'deck': []}, {'hand': [], 'deck': [%s]}],"
                 " 'board': [[{'pawns': 2, 'owner': 0}, '.', '.', '.', {'card': 'footman', 'owner': 1}],"
                 "  [{'pawns': 1, 'owner': 0}, {'pawns': 3, 'owner': 1}, '.', '.', '.'],"
                 "  [{'card': 'page', 'owner': 0}, '.', '.', '.', '.']]}", decks[t]);
        GameState *st = tl_position(m, set, text);
        REQUIRE(st);
        Action brute;
        Error err = {{0}};
        REQUIRE(game_parse_action(m, st, "play brute -> 0.0", &brute, &err));
        REQUIRE(ai_analyse(m, st, 0, &deep, 1, an));
        for (int i = 0; i < an->nmoves; i++)
            if (action_eq(an->moves[i].action, brute)) brute_value[t] = an->moves[i].value;
        game_free(st);
    }
    CHECKF(brute_value[0] < 0.5 && brute_value[1] > 0.5, "brute -> 0.0 with a giant on top %.3f, a page %.3f",
           brute_value[0], brute_value[1]);
    free(an);
    carddb_free(set);
}

/* Generic over the module table: a whole seeded game in each game the
 * ladder measures it in, every move legal (ai_match checks that). */
static void test_oracle_plays_whole_games(void)
{
    static const char *const games[] = {"queens-blood", "queens-court", "long-live-the-queen"};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const GameModule *m = games_find(games[g]);
        REQUIRE(m);
        CardSet *set = tl_load_set(m, NULL);
        REQUIRE(set);
        AiMatch mt = {.m = m, .set = set, .games = 2, .seed = 3, .jobs = 1};
        setup_default(m, &mt.setup);
        mt.setup.num_players = 2;
        mt.agents[0] = oracle("oracle:2");
        mt.agents[1] = oracle("greedy"); /* the yardstick parser takes the honest AIs too */
        CHECKF(ai_match_run(&mt), "%s: %s", games[g], mt.error);
        ai_match_free(&mt);
        carddb_free(set);
    }
}

/* The table builds its AIs with ai_parse_spec from AI_TABLE_LEVELS (and from
 * --ai): every level is an honest player, and the oracle is refused there. */
static void test_table_never_offers_the_oracle(void)
{
    Error err = {{0}};
    AiConfig cfg;
    for (int i = 0; i < AI_TABLE_NLEVELS; i++) {
        REQUIRE(ai_parse_spec(AI_TABLE_LEVELS[i], &cfg, &err));
        CHECKF(cfg.kind != AI_ORACLE, "the table's level %d is the oracle", i);
        CHECK(strstr(AI_TABLE_LEVELS[i], "oracle") == NULL);
    }
    static const char *const cheats[] = {"oracle", "oracle:3", "ORACLE:5"};
    for (size_t i = 0; i < sizeof cheats / sizeof cheats[0]; i++) {
        memset(&err, 0, sizeof err);
        CHECKF(!ai_parse_spec(cheats[i], &cfg, &err), "ai_parse_spec accepted %s", cheats[i]);
        CHECK_CONTAINS(err.msg, "cheats");
    }
    /* the measuring commands' parser takes it, with a depth in range */
    CHECK(ai_parse_yardstick_spec("oracle:5", &cfg, &err) && cfg.kind == AI_ORACLE && cfg.search_depth == 5);
    CHECK(ai_parse_yardstick_spec("ismcts:hard", &cfg, &err) && cfg.kind == AI_ISMCTS);
    static const char *const bad[] = {"oracle:0", "oracle:9", "oracle:x", "oracle:", "oracles"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&err, 0, sizeof err);
        CHECKF(!ai_parse_yardstick_spec(bad[i], &cfg, &err), "accepted %s", bad[i]);
        CHECK_CONTAINS(err.msg, "oracle:D");
    }
}

int main(void)
{
    RUN(test_oracle_finds_the_two_move_win);
    RUN(test_oracle_sees_the_next_draw);
    RUN(test_oracle_plays_whole_games);
    RUN(test_table_never_offers_the_oracle);
    return tl_summary();
}
