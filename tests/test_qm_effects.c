/* test_qm_effects.c — Queen by Midnight's effect constructs over the Quarter
 * Hour set, one test each (choose, dice, free buys, banish, discard, switch,
 * growth, conditions, triggers, loyalty, put, per-banished caps): set up the
 * position, apply, check the outcome. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include "core/json_util.h"
#include "qm_kit.h"

static void test_choose_one_of_n(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 3);
    turn_of(s, 0);
    give(s, 0, "pell-riddle");
    REQUIRE(play(s, "pell-riddle"));
    CHECK(legal(s, "choose 0") && legal(s, "choose 1"));
    REQUIRE(act(s, "choose 1"));
    CHECK_INT(s->p[0].nhand, 2);
    CHECK_INT(s->p[0].clout, 3);
    game_free((GameState *)s);
}

/* The log tells a chosen option ("Ann: Buy a card costing up to 5 for
 * free" was a move told by its button's label): a gain of Clout has no event of
 * its own, and a free buy waits for its pick. The event survives a position file. */
static void test_a_chosen_option_is_told(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 1);
    turn_of(s, 0);
    give(s, 0, "twi-bargain");
    give(s, 0, "twi-bargain");
    const char *name = g_set->cards[C("twi-bargain")].name;
    char words[200], want[200];
    REQUIRE(play(s, "twi-bargain"));
    uint32_t seq = s->event_seq;
    int clout = s->p[0].clout;
    REQUIRE(act(s, "choose 1"));
    CHECK(s->event_seq != seq);
    qm_event_text(s, words, sizeof words);
    snprintf(want, sizeof want, "{p0} picks “You gain 2 Clout” from %s", name);
    CHECK_STR(words, want);
    CHECK_INT(s->p[0].clout, clout + 2);

    REQUIRE(play(s, "twi-bargain"));
    REQUIRE(act(s, "choose 0"));
    qm_event_text(s, words, sizeof words);
    snprintf(want, sizeof want, "{p0} picks “Buy a card costing up to 5 for free” from %s", name);
    CHECK_STR(words, want);
    cJSON *j = M->state_to_json((GameState *)s);
    Error e = {{0}};
    GameState *back = game_from_json(M, j, g_set, &e);
    CHECKF(back != NULL, "%s", e.msg);
    if (back) CHECK(memcmp(&((QmState *)back)->event, &s->event, sizeof s->event) == 0);
    game_free(back);
    /* the option is one of the card's */
    cJSON_ReplaceItemInObject(cJSON_GetObjectItem(j, "event"), "n", cJSON_CreateNumber(9));
    CHECK(game_from_json(M, j, g_set, &e) == NULL);
    CHECK_CONTAINS(e.msg, "state.event");
    CHECK_CONTAINS(e.msg, "option 9");
    cJSON_Delete(j);
    game_free((GameState *)s);
}

static void test_roll_a_die_and_count_it(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 1);
    turn_of(s, 0);
    give(s, 0, "twi-dice");
    REQUIRE(play(s, "twi-dice"));
    CHECK(s->p[0].clout >= 1 && s->p[0].clout <= 6);
    game_free((GameState *)s);
}

static void test_buy_for_free_from_the_market(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 1);
    turn_of(s, 0);
    s->market[0] = (int16_t)C("aft-purse"); /* 4 */
    s->market[1] = (int16_t)C("twi-charge"); /* 5 */
    s->market[2] = (int16_t)C("mid-treasury"); /* 6 */
    give(s, 0, "twi-bargain");
    REQUIRE(play(s, "twi-bargain"));
    REQUIRE(act(s, "choose 0"));
    CHECK(!pick_legal(s, 2));
    REQUIRE(pick(s, 1));
    CHECK_INT(s->p[0].clout, 0);
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("twi-charge")));
    game_free((GameState *)s);
}

static void test_banish_from_hand_up_to_and_the_grotto(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 0);
    as(s, 1, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "marisol-plan");
    give(s, 0, "marisol-jab");
    REQUIRE(play(s, "marisol-plan"));
    REQUIRE(pick(s, 0));
    CHECK(in_zone(s->p[0].grotto, s->p[0].ngrotto, C("marisol-jab")));
    CHECK_INT(s->nbanish, 0);
    CHECK_INT(s->p[0].nhand, 1); /* drew 1 */
    turn_of(s, 1);
    give(s, 1, "nadira-plan");
    give(s, 1, "nadira-jab");
    REQUIRE(play(s, "nadira-plan"));
    static View v; /* the prompt says what the card is chosen for ("choose a card for Shed the Clutter") */
    M->view((GameState *)s, 1, &v);
    CHECK_STR(v.prompt, "{p1}: choose a card to banish for Shed the Clutter");
    REQUIRE(act(s, "skip")); /* "up to": banish nothing */
    CHECK_INT(s->p[1].nhand, 2);
    char words[160]; /* the log says what was not chosen ("stops choosing for …": choosing what?) */
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p1} chooses no more cards to banish for Shed the Clutter");
    game_free((GameState *)s);
}

/* A Bane played is told as where it went ("aims Gossip Leech at Ann" left
 * the reader to guess what it did). */
static void test_a_bane_is_told_where_it_goes(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 3);
    as(s, 1, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "twi-curse");
    REQUIRE(play(s, "twi-curse"));
    REQUIRE(act(s, "target 1"));
    char words[160];
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p0} puts Lingering Curse into {p1}'s Armory");
    game_free((GameState *)s);
}

static void test_banish_from_archive_and_market(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 0);
    turn_of(s, 0);
    s->p[0].narchive = 2;
    s->p[0].archive[0] = (int16_t)C("marisol-jab");
    s->p[0].archive[1] = (int16_t)C("marisol-coin");
    give(s, 0, "marisol-toll"); /* banish up to 2 from the archive, gain 2 */
    REQUIRE(play(s, "marisol-toll"));
    REQUIRE(pick(s, 1));
    REQUIRE(pick(s, 0));
    CHECK_INT(s->p[0].narchive, 1); /* only the Toll itself */
    CHECK_INT(s->p[0].ngrotto, 2);
    CHECK_INT(s->p[0].clout, 2);
    int m0 = s->market[0];
    give(s, 0, "marisol-wreck"); /* banish a market card, gain 1 */
    REQUIRE(play(s, "marisol-wreck"));
    REQUIRE(pick(s, 0));
    char words[160], want[160]; /* the row by the table's name for it ("from the Bazaar" named the deck) */
    qm_event_text(s, words, sizeof words);
    snprintf(want, sizeof want, "{p0} banishes %s from the Market", g_set->cards[m0].name);
    CHECK_STR(words, want);
    CHECK(in_zone(s->p[0].grotto, s->p[0].ngrotto, m0));
    CHECK(s->market[0] != m0 || s->nbaz[0] == 0);
    CHECK_INT(s->p[0].clout, 3);
    game_free((GameState *)s);
}

static void test_discard_then_gain(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "nadira-fence");
    give(s, 0, "nadira-jab");
    REQUIRE(play(s, "nadira-fence"));
    CHECK(!legal(s, "skip"));
    REQUIRE(pick(s, 0));
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("nadira-jab")));
    CHECK_INT(s->p[0].clout, 4);
    game_free((GameState *)s);
}

static void test_switch_flips_the_second_class(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 0);
    s->p[0].side = 0; /* schemer showing */
    turn_of(s, 0);
    CHECK(qm_has_class(s, 0, QC_SCHEMER) && !qm_has_class(s, 0, QC_BRAWLER));
    s->market[0] = (int16_t)C("aft-brawl");
    s->p[0].clout = 5;
    CHECK(!legal(s, "buy market 0 aft-brawl"));
    give(s, 0, "pell-tilt");
    REQUIRE(play(s, "pell-tilt"));
    CHECK(qm_has_class(s, 0, QC_BRAWLER) && !qm_has_class(s, 0, QC_SCHEMER));
    CHECK(legal(s, "buy market 0 aft-brawl"));
    game_free((GameState *)s);
}

static void test_growing_card_grows_without_limit(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 10);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    int hp = 30;
    for (int k = 0; k < 3; k++) {
        give(s, 0, "nadira-hawk");
        REQUIRE(play(s, "nadira-hawk"));
        REQUIRE(act(s, "target 1"));
        hp -= 2 + k;
        CHECK_INT(s->p[1].hp, hp);
    }
    CHECK_INT(s->p[0].growth, 3);
    game_free((GameState *)s);
}

static void test_condition_on_the_grotto(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 0);
    turn_of(s, 0);
    give(s, 0, "marisol-salvage");
    REQUIRE(play(s, "marisol-salvage"));
    CHECK_INT(s->p[0].clout, 2);
    s->p[0].ngrotto = 4;
    give(s, 0, "marisol-salvage");
    REQUIRE(play(s, "marisol-salvage"));
    CHECK_INT(s->p[0].clout, 5);
    game_free((GameState *)s);
}

static void test_dismiss_a_card_from_a_foes_armory(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 2);
    as(s, 1, "nadira", 0);
    turn_of(s, 0);
    arm(s, 1, "nadira-zephyr", false);
    give(s, 0, "twi-exile");
    REQUIRE(play(s, "twi-exile"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(pick(s, 0));
    CHECK_INT(s->p[1].narmory, 0);
    CHECK(in_zone(s->p[1].archive, s->p[1].narchive, C("nadira-zephyr")));
    CHECK_INT(s->p[1].hp, 29);
    game_free((GameState *)s);
}

static void test_each_foe_is_hit(void)
{
    QmState *s = mk(3, 8);
    as(s, 0, "tamsin", 2);
    as(s, 1, "pell", 0);
    as(s, 2, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "mid-storm");
    REQUIRE(play(s, "mid-storm"));
    CHECK_INT(s->p[1].hp, 27);
    CHECK_INT(s->p[2].hp, 27);
    CHECK_INT(s->p[0].hp, 30);
    game_free((GameState *)s);
}

static void test_banished_trigger(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "nadira-plan");
    give(s, 0, "aft-tonic"); /* when banished, gain 2 */
    REQUIRE(play(s, "nadira-plan"));
    REQUIRE(pick(s, 0));
    CHECK(in_zone(s->banish, s->nbanish, C("aft-tonic")));
    CHECK_INT(s->p[0].clout, 2);
    game_free((GameState *)s);
}

static void test_discarded_trigger(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "nadira-fence");  /* discard 1, gain 4 */
    give(s, 0, "nadira-sense");  /* when discarded, gain 1 */
    REQUIRE(play(s, "nadira-fence"));
    REQUIRE(pick(s, 0));
    CHECK_INT(s->p[0].clout, 5);
    game_free((GameState *)s);
}

static void test_turn_end_trigger(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 0);
    as(s, 1, "nadira", 0);
    s->first = 0;
    turn_of(s, 0);
    arm(s, 0, "aft-familiar", false);
    REQUIRE(act(s, "end turn"));
    CHECK_INT(s->p[0].clout, 1);
    game_free((GameState *)s);
}

static void test_loyalty_to_your_summons(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 1);
    turn_of(s, 0);
    arm(s, 0, "nadira-zephyr", false);
    give(s, 0, "mid-wyrm");
    REQUIRE(play(s, "mid-wyrm"));
    CHECK_INT(s->p[0].narmory, 2);
    CHECK_INT(s->p[0].armory[0].loyalty, 5);
    CHECK_INT(s->p[0].armory[1].loyalty, 6);
    game_free((GameState *)s);
}

static void test_put_from_archive_into_hand(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 1);
    turn_of(s, 0);
    s->p[0].narchive = 1;
    s->p[0].archive[0] = (int16_t)C("tamsin-haymaker");
    give(s, 0, "tamsin-rally");
    REQUIRE(play(s, "tamsin-rally"));
    REQUIRE(pick(s, 0));
    CHECK(in_zone(s->p[0].hand, s->p[0].nhand, C("tamsin-haymaker")));
    CHECK_INT(s->p[0].nhand, 2); /* the card taken back + 1 drawn */
    game_free((GameState *)s);
}

static void test_conditions_hp_clock_and_die(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    turn_of(s, 0);
    s->p[0].hp = 8;
    give(s, 0, "mid-elixir");
    REQUIRE(play(s, "mid-elixir"));
    CHECK_INT(s->p[0].hp, 18); /* 6 + 4 at 10 HP or less */
    give(s, 0, "mid-elixir");
    REQUIRE(play(s, "mid-elixir"));
    CHECK_INT(s->p[0].hp, 24);
    s->clock = 3;
    give(s, 0, "aft-purse");
    REQUIRE(play(s, "aft-purse"));
    CHECK_INT(s->p[0].clout, 3);
    s->clock = 4;
    give(s, 0, "aft-purse");
    REQUIRE(play(s, "aft-purse"));
    CHECK_INT(s->p[0].clout, 7);
    /* roll: gain the die; draw 1 more on 5 or 6 */
    for (uint64_t seed = 1; seed <= 6; seed++) {
        QmState *d = mk(2, seed);
        as(d, 0, "tamsin", 1);
        turn_of(d, 0);
        give(d, 0, "twi-dice");
        REQUIRE(play(d, "twi-dice"));
        int die = d->p[0].clout;
        CHECK(die >= 1 && die <= 6);
        CHECK_INT(d->p[0].nhand, die >= 5 ? 1 : 0);
        game_free((GameState *)d);
    }
    game_free((GameState *)s);
}

static void test_per_banished_with_a_cap(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    turn_of(s, 0);
    s->nbanish = 8;
    give(s, 0, "mid-treasury");
    REQUIRE(play(s, "mid-treasury"));
    CHECK_INT(s->p[0].clout, 6);
    s->nbanish = 40;
    give(s, 0, "mid-treasury");
    REQUIRE(play(s, "mid-treasury"));
    CHECK_INT(s->p[0].clout, 13); /* capped at 7 */
    game_free((GameState *)s);
}

int main(void)
{
    if (!qm_kit_open()) return 1;
    RUN(test_choose_one_of_n);
    RUN(test_a_chosen_option_is_told);
    RUN(test_roll_a_die_and_count_it);
    RUN(test_buy_for_free_from_the_market);
    RUN(test_banish_from_hand_up_to_and_the_grotto);
    RUN(test_banish_from_archive_and_market);
    RUN(test_a_bane_is_told_where_it_goes);
    RUN(test_discard_then_gain);
    RUN(test_switch_flips_the_second_class);
    RUN(test_growing_card_grows_without_limit);
    RUN(test_condition_on_the_grotto);
    RUN(test_dismiss_a_card_from_a_foes_armory);
    RUN(test_each_foe_is_hit);
    RUN(test_banished_trigger);
    RUN(test_discarded_trigger);
    RUN(test_turn_end_trigger);
    RUN(test_loyalty_to_your_summons);
    RUN(test_put_from_archive_into_hand);
    RUN(test_conditions_hp_clock_and_die);
    RUN(test_per_banished_with_a_cap);
    qm_kit_close();
    return tl_summary();
}
