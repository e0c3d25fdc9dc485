/* test_qm_clock.c — Queen by Midnight's clock events (5, 6, 8, 11, 12),
 * scoring and ties, elimination and the Inner Circle with 4 players, hidden
 * information (determinize), positions as JSON, and bad cards refused with
 * their path. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "core/json_util.h"
#include "core/view.h"
#include "qm_kit.h"

/* ---- the clock ---- */
static void finish_turn(QmState *s)
{
    REQUIRE(act(s, "end turn"));
    REQUIRE(act(s, "done"));
}

static void test_clock_events_5_8_and_12(void)
{
    QmState *s = mk(2, 12);
    as(s, 0, "tamsin", 0);
    as(s, 1, "nadira", 0);
    s->first = 0;
    turn_of(s, 1);
    s->clock = 4;
    finish_turn(s);
    CHECK_INT(s->clock, 5);
    CHECK_INT(s->age, 1);
    CHECK_INT(s->hand_limit, 6);
    for (int k = 0; k < 3; k++) CHECK_INT(qm_card(g_set, s->market[k])->source, QS_TWILIGHT);
    CHECK_INT(s->p[0].nhand, 6); /* draws the extra card at the start of her turn */
    s->clock = 7;
    turn_of(s, 1);
    finish_turn(s);
    CHECK_INT(s->clock, 8);
    CHECK_INT(s->hand_limit, 7);
    for (int k = 0; k < 3; k++) CHECK_INT(qm_card(g_set, s->market[k])->source, QS_MIDNIGHT);
    s->clock = 11;
    s->p[0].clout = 3;
    s->p[0].hp = 20; /* 23 VP */
    s->p[1].clout = 5;
    s->p[1].hp = 18; /* 23 VP, more Clout */
    turn_of(s, 1);
    finish_turn(s);
    CHECK_INT(s->phase, QM_PH_OVER);
    CHECK_INT(s->winners, 2);
    game_free((GameState *)s);
}

static void test_dual_queens_on_a_full_tie(void)
{
    QmState *s = mk(2, 12);
    as(s, 0, "tamsin", 4);
    as(s, 1, "nadira", 4);
    s->first = 0;
    s->clock = 11;
    turn_of(s, 1);
    finish_turn(s);
    CHECK_INT(s->winners, 3);
    double r[4];
    M->returns((GameState *)s, r);
    CHECK(r[0] == 1.0 && r[1] == 1.0);
    game_free((GameState *)s);
}

static void test_last_princess_standing_wins_at_once(void)
{
    QmState *s = mk(2, 12);
    as(s, 0, "tamsin", 5);
    as(s, 1, "nadira", 0);
    s->p[1].hp = 3;
    turn_of(s, 0);
    give(s, 0, "tamsin-haymaker");
    REQUIRE(play(s, "tamsin-haymaker"));
    REQUIRE(act(s, "target 1"));
    static char said[VIEW_EVENT_LEN]; /* the log names the blow that eliminated her */
    qm_log_text(s, said, sizeof said);
    CHECK_CONTAINS(said, "{p1} loses 3 HP to {p0}'s Haymaker (5 damage: all the HP they had)");
    CHECK_CONTAINS(said, "{p1} is eliminated by {p0}'s Haymaker");
    CHECK_INT(s->phase, QM_PH_OVER);
    CHECK_INT(s->winners, 1);
    CHECK_INT(s->p[1].status, QM_OUT);
    CHECK_INT(M->current_player((GameState *)s), GM_TERMINAL);
    game_free((GameState *)s);
}

/* ---- Inner Circle (4 players) ---- */
static QmState *four(void)
{
    QmState *s = mk(4, 21);
    as(s, 0, "tamsin", 9);
    as(s, 1, "pell", 0);
    as(s, 2, "marisol", 0);
    as(s, 3, "nadira", 0);
    s->first = 0;
    return s;
}

static void test_declarations_at_6_are_secret(void)
{
    QmState *s = four();
    s->clock = 5;
    turn_of(s, 3);
    finish_turn(s);
    CHECK_INT(s->clock, 6);
    CHECK_INT(s->phase, QM_PH_DECLARE);
    CHECK_INT(qm_cur_player(s), 0);
    CHECK(!legal(s, "declare 0"));
    REQUIRE(act(s, "declare 2"));
    CHECK_INT(qm_cur_player(s), 1);
    View *v = calloc(1, sizeof *v);
    M->view((GameState *)s, 1, v);
    CHECK(strstr(v->seat_status[0], "{p2}") == NULL); /* seat 1 cannot see seat 0's declaration */
    M->view((GameState *)s, 0, v);
    /* what was declared and what it means ("declared {p2}" did not say), short enough for a seat box */
    CHECK_CONTAINS(v->seat_status[0], "Clout 9 · advises {p2} if out");
    free(v);
    REQUIRE(act(s, "declare 0"));
    REQUIRE(act(s, "declare 0"));
    REQUIRE(act(s, "declare 1"));
    CHECK_INT(s->phase, QM_PH_MAIN);
    CHECK_INT(s->current, 0);
    CHECK_INT(s->p[3].declared, 1);
    game_free((GameState *)s);
}

static void kill(QmState *s, int attacker, int victim)
{
    turn_of(s, attacker);
    s->p[victim].hp = 1;
    s->p[attacker].clout = 9;
    char id[64];
    snprintf(id, sizeof id, "%s-jab", s->set->cards[s->p[attacker].princess].id);
    give(s, attacker, id);
    REQUIRE(play(s, id));
    char t[32];
    snprintf(t, sizeof t, "target %d", victim);
    REQUIRE(act(s, t));
}

static void test_eliminated_player_becomes_the_advisor_of_her_declared_princess(void)
{
    QmState *s = four();
    s->clock = 7;
    for (int q = 0; q < 4; q++) s->p[q].declared = (int8_t)((q + 2) % 4);
    kill(s, 0, 1); /* seat 1 declared for 3 */
    CHECK_INT(s->p[1].status, QM_ADVISOR);
    CHECK_INT(s->p[1].leader, 3);
    CHECK_INT(s->p[3].advisor, 1);
    /* the advisor's turn: one ability */
    turn_of(s, 0);
    finish_turn(s);
    CHECK_INT(s->current, 1);
    CHECK_INT(s->phase, QM_PH_ADVISE);
    REQUIRE(act(s, "advise 0")); /* Pour Another Cup: leader gains 4 */
    CHECK_INT(s->p[3].clout, 4);
    CHECK_INT(s->current, 2);
    game_free((GameState *)s);
}

static void test_declared_for_your_killer_means_out(void)
{
    QmState *s = four();
    s->clock = 7;
    s->p[1].declared = 0;
    kill(s, 0, 1);
    CHECK_INT(s->p[1].status, QM_OUT);
    CHECK_INT(s->p[0].advisor, -1);
    char said[VIEW_EVENT_LEN];
    qm_event_text(s, said, sizeof said); /* why the Declaration made no Advisor: "(declared for Ann)" said nothing */
    CHECK_STR(said, "{p1} is eliminated for good: they declared for {p0}, who dealt the last blow");
    game_free((GameState *)s);
}

static void test_only_one_advisor_per_princess(void)
{
    QmState *s = four();
    s->clock = 7;
    s->p[1].declared = 3;
    s->p[2].declared = 3;
    kill(s, 0, 1);
    CHECK_INT(s->p[1].status, QM_ADVISOR);
    kill(s, 0, 2);
    CHECK_INT(s->p[2].status, QM_OUT);
    char said[VIEW_EVENT_LEN];
    qm_event_text(s, said, sizeof said);
    CHECK_STR(said, "{p2} is eliminated for good: they declared for {p3}, who already has an Advisor");
    game_free((GameState *)s);
}

static void test_advisor_wins_with_her_queen(void)
{
    QmState *s = four();
    s->clock = 7;
    s->p[1].declared = 3;
    kill(s, 0, 1);
    kill(s, 3, 2); /* seat 2 declared nobody: out */
    CHECK_INT(s->p[2].status, QM_OUT);
    kill(s, 3, 0); /* only one left: Nadira and her advisor win */
    CHECK_INT(s->phase, QM_PH_OVER);
    CHECK_INT(s->winners, (1 << 3) | (1 << 1));
    game_free((GameState *)s);
}

static void test_flip_at_11_instead_of_a_turn(void)
{
    QmState *s = four();
    s->clock = 10;
    for (int q = 0; q < 4; q++) s->p[q].declared = (int8_t)((q + 1) % 4);
    turn_of(s, 3);
    finish_turn(s);
    CHECK_INT(s->clock, 11);
    CHECK_INT(s->current, 0);
    CHECK_INT(s->phase, QM_PH_FLIP);
    static View fv; /* the seat that declared reads whom for; the others learn nothing */
    M->view((GameState *)s, 0, &fv);
    CHECK_STR(fv.prompt, "{p0}: become {p1}'s Advisor, as you declared, or take your turn");
    M->view((GameState *)s, 2, &fv);
    CHECK(strstr(fv.prompt, "{p1}") == NULL);
    REQUIRE(act(s, "flip"));
    CHECK_INT(s->p[0].status, QM_ADVISOR);
    CHECK_INT(s->p[1].advisor, 0);
    REQUIRE(act(s, "advise 1")); /* Ambush: 5 damage to a foe of the leader */
    static View v; /* the prompt names the ability, not the Inner Circle card ("… / Inner Circle") */
    M->view((GameState *)s, 0, &v);
    CHECK_STR(v.prompt, "{p0}: choose a target for Ambush (an advisor ability)");
    CHECK(!legal(s, "target 1")); /* not the leader */
    REQUIRE(act(s, "target 2"));
    CHECK_INT(s->p[2].hp, 25);
    char words[160]; /* the advisor's attack by what it is, not by the Inner Circle card's name */
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p0}'s advisor ability hits {p2} for 5");
    CHECK_INT(s->current, 1);
    /* seat 1 has an advisor now: no flip for her */
    CHECK_INT(s->phase, QM_PH_MAIN);
    game_free((GameState *)s);
}

/* ---- hidden information and positions ---- */
static void test_determinize_resamples_only_hidden_cards(void)
{
    QmState *s = mk(2, 31);
    QmState *c = (QmState *)game_clone(M, (GameState *)s);
    Rng r;
    rng_seed(&r, 99);
    M->determinize((GameState *)c, 0, &r);
    CHECK(memcmp(c->p[0].hand, s->p[0].hand, sizeof s->p[0].hand) == 0);
    CHECK(memcmp(c->p[0].archive, s->p[0].archive, sizeof s->p[0].archive) == 0);
    CHECK(memcmp(c->market, s->market, sizeof s->market) == 0);
    int16_t a[40], b[40];
    int n = 0;
    for (int i = 0; i < s->p[1].nhand; i++) a[n] = s->p[1].hand[i], b[n++] = c->p[1].hand[i];
    for (int i = 0; i < s->p[1].ndeck; i++) a[n] = s->p[1].deck[i], b[n++] = c->p[1].deck[i];
    int sa = 0, sb = 0;
    for (int i = 0; i < n; i++) sa += a[i], sb += b[i];
    CHECK_INT(sa, sb); /* same cards, another arrangement */
    game_free((GameState *)c);
    game_free((GameState *)s);
}

static void test_position_json_round_trip_with_a_pending_choice(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 3);
    turn_of(s, 0);
    give(s, 0, "pell-riddle");
    REQUIRE(play(s, "pell-riddle"));
    /* apply records the event as data; the words are made for the view */
    CHECK_INT(s->event.kind, QE_PLAYS);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    M->view((GameState *)s, 0, v);
    CHECK_CONTAINS(v->last_event, "{p0} plays ");
    CHECK_CONTAINS(v->last_event, g_set->cards[C("pell-riddle")].name);
    cJSON *j = M->state_to_json((GameState *)s);
    Error e = {{0}};
    GameState *back = game_from_json(M, j, g_set, &e);
    CHECKF(back != NULL, "%s", e.msg);
    if (back) {
        CHECK(memcmp(&((QmState *)back)->event, &s->event, sizeof s->event) == 0);
        CHECK(act((QmState *)back, "choose 0"));
        CHECK_INT(((QmState *)back)->p[0].clout, 6);
        game_free(back);
    }
    free(v);
    /* a bad card id names its path */
    cJSON_ReplaceItemInArray(cJSON_GetObjectItem(j, "market"), 0, cJSON_CreateString("no-such-card"));
    CHECK(game_from_json(M, j, g_set, &e) == NULL);
    CHECK_CONTAINS(e.msg, "state.market[0]");
    cJSON_Delete(j);
    game_free((GameState *)s);
}

static void test_position_file_loads(void)
{
    QmState *s = (QmState *)tl_load_position(M, g_set, "tests/positions/queen-by-midnight/attacked.json");
    REQUIRE(s);
    CHECK_INT(qm_cur_player(s), 1);
    CHECK(act(s, "take"));
    CHECK_INT(s->p[1].hp, 25);
    game_free((GameState *)s);
}

/* ---- bad cards ---- */
static void expect_bad(const char *card_json, const char *needle)
{
    cJSON *j = cJSON_Parse(card_json);
    REQUIRE(j);
    char text[2048];
    int n = tl_card_problem_text(M, j, "set.json: cards[0] \"x\"", text, sizeof text);
    CHECKF(n > 0, "accepted: %s", card_json);
    if (n > 0) CHECKF(strstr(text, needle) != NULL, "\"%s\" lacks \"%s\"", text, needle);
    cJSON_Delete(j);
}

static void test_bad_cards_are_refused_with_their_path(void)
{
    expect_bad("{\"type\":\"attack\",\"source\":\"afternoon\"}", "class");
    expect_bad("{\"type\":\"wizard\",\"class\":\"caster\",\"source\":\"afternoon\"}", "type");
    expect_bad("{\"type\":\"attack\",\"class\":\"caster\",\"source\":\"afternoon\",\"buy\":99}", "buy: expected an integer 0..20");
    expect_bad("{\"type\":\"utility\",\"class\":\"caster\",\"source\":\"afternoon\",\"effects\":[{\"trigger\":\"play\",\"action\":\"explode\"}]}",
               "effects[0]: action");
    expect_bad("{\"type\":\"utility\",\"class\":\"caster\",\"source\":\"afternoon\",\"effects\":[{\"trigger\":\"play\",\"action\":\"gain_clout\"}]}",
               "needs an amount");
    expect_bad("{\"type\":\"utility\",\"class\":\"caster\",\"source\":\"afternoon\",\"effects\":[{\"trigger\":\"play\",\"action\":\"negate\"}]}",
               "only works on a reaction");
    expect_bad("{\"type\":\"reaction\",\"class\":\"caster\",\"source\":\"afternoon\",\"when\":\"attacked\",\"effects\":[{\"trigger\":\"activate\",\"action\":\"choose\",\"options\":[{\"action\":\"draw\",\"amount\":1},{\"action\":\"heal\",\"amount\":1}]}]}",
               "resolves at once");
    expect_bad("{\"type\":\"summon\",\"class\":\"caster\",\"source\":\"afternoon\"}", "loyalty");
    expect_bad("{\"type\":\"utility\",\"class\":\"neutral\",\"source\":\"afternoon\",\"effects\":[{\"trigger\":\"play\",\"action\":\"damage\",\"target\":\"foe\",\"level\":\"major\"}]}",
               "Neutral card has no class level");
    expect_bad("{\"type\":\"utility\",\"class\":\"caster\",\"source\":\"afternoon\",\"effects\":[{\"trigger\":\"play\",\"action\":\"choose\",\"options\":[{\"action\":\"draw\",\"amount\":1}]}]}",
               "options");
    expect_bad("{\"type\":\"trap\",\"class\":\"neutral\",\"source\":\"afternoon\"}", "vault");
    expect_bad("{\"type\":\"utility\",\"class\":\"caster\",\"source\":\"vault\"}", "princess");
    expect_bad("{\"type\":\"boon\",\"class\":\"caster\",\"source\":\"afternoon\",\"effects\":[{\"trigger\":\"turn_start\",\"action\":\"damage\",\"target\":\"foe\",\"amount\":1}]}",
               "without a choice");
    expect_bad("{\"type\":\"princess\",\"classes\":[\"caster\",\"caster\"],\"major\":[4,4],\"minor\":[2,2]}", "two different classes");
    expect_bad("{\"type\":\"utility\",\"class\":\"caster\",\"source\":\"afternoon\",\"colour\":\"red\"}", "unknown field");
}

static void test_set_counts_are_checked(void)
{
    /* the shipped set is clean */
    Report r = {0};
    CHECK(qm_validate_set(g_set, &r));
    CHECK_INT(r.count, 0);
    report_free(&r);
    /* a set missing a card breaks the component counts */
    CardSet copy = *g_set;
    copy.ncards = g_set->ncards - 1; /* drops the last Midnight card */
    Report r2 = {0};
    CHECK(!qm_validate_set(&copy, &r2));
    bool named = false;
    for (int i = 0; i < r2.count; i++) named |= strstr(r2.lines[i], "midnight bazaar holds") != NULL;
    CHECK(named);
    report_free(&r2);
}

/* A card with several bad fields gets each of them reported in one pass. */
static void test_card_reports_every_bad_field(void)
{
    static const char *const expected[] = {"cost: unknown field", "class: expected one of", "buy: expected an integer 0..20, got 99",
                                           "play: expected an integer 0..20, got -1", "grows: expected true or false", NULL};
    tl_check_card_problems(M, "{'type': 'attack', 'class': 'wizard', 'source': 'afternoon', 'buy': 99, 'play': -1,"
                              " 'grows': 'yes', 'cost': 2}", expected);
}

int main(void)
{
    if (!qm_kit_open()) return 1;
    RUN(test_clock_events_5_8_and_12);
    RUN(test_dual_queens_on_a_full_tie);
    RUN(test_last_princess_standing_wins_at_once);
    RUN(test_declarations_at_6_are_secret);
    RUN(test_eliminated_player_becomes_the_advisor_of_her_declared_princess);
    RUN(test_declared_for_your_killer_means_out);
    RUN(test_only_one_advisor_per_princess);
    RUN(test_advisor_wins_with_her_queen);
    RUN(test_flip_at_11_instead_of_a_turn);
    RUN(test_determinize_resamples_only_hidden_cards);
    RUN(test_position_json_round_trip_with_a_pending_choice);
    RUN(test_position_file_loads);
    RUN(test_bad_cards_are_refused_with_their_path);
    RUN(test_set_counts_are_checked);
    RUN(test_card_reports_every_bad_field);
    qm_kit_close();
    return tl_summary();
}
