/* test_qm_rulings.c — Queen by Midnight rules checked line by line against the
 * rulebook: what a full negate stops on a card that is not an Attack, when
 * Snare Line may be activated, dismissing face-down Reactions, declarations
 * when the first player is out, and the Armory's size (RULES-NOTES.md). */
#include "testlib.h"
#include <stdlib.h>
#include <string.h>
#include "qm_kit.h"

/* Seat 0 acts as an advisor of `leader` (4 players, nothing pending). */
static void advisor_turn(QmState *s, int leader)
{
    s->p[0].status = QM_ADVISOR;
    s->p[0].leader = (int8_t)leader;
    s->p[leader].advisor = 0;
    turn_of(s, 0);
    s->phase = QM_PH_ADVISE;
}

/* "Any damage dealt, or Clout stolen" is what a Reaction stops: a full negate
 * of a card that is no Attack stops its theft as well as its damage; the rest
 * of the card (a heal for its player) still happens. */
static void test_a_full_negate_stops_theft_from_an_ultimate(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 5);
    as(s, 1, "marisol", 5);
    s->clock = 8;
    turn_of(s, 0);
    arm(s, 1, "twi-ward", true);
    give(s, 0, "tamsin-ultimate"); /* 8 damage and steal 4 Clout */
    REQUIRE(play(s, "tamsin-ultimate"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(qm_cur_player(s), 1);
    REQUIRE(act(s, "react 0 twi-ward"));
    CHECK_INT(s->p[1].hp, 30);
    CHECK_INT(s->p[1].clout, 4); /* only the Ward's To Play */
    CHECK_INT(s->p[0].clout, 3); /* only the ultimate's To Play */
    game_free((GameState *)s);

    s = mk(2, 8);
    as(s, 0, "nadira", 5);
    as(s, 1, "pell", 5);
    s->p[0].hp = 20;
    turn_of(s, 0);
    arm(s, 1, "twi-ward", true);
    give(s, 0, "nadira-ultimate"); /* steal 6 Clout and heal 5 */
    REQUIRE(play(s, "nadira-ultimate"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 twi-ward"));
    CHECK_INT(s->p[1].clout, 4);
    CHECK_INT(s->p[0].clout, 3);
    CHECK_INT(s->p[0].hp, 25); /* not part of the attack: still healed */
    game_free((GameState *)s);
}

static void test_a_full_negate_stops_an_advisors_theft(void)
{
    static const char *const advisors[][2] = {{"marisol", "advise 1"} /* Drag Below: steal 4 */,
                                              {"nadira", "advise 1"} /* Pinch the Purse: steal 3 */};
    for (int i = 0; i < 2; i++) {
        QmState *s = mk(4, 8);
        as(s, 0, advisors[i][0], 0);
        as(s, 1, "pell", 6);
        as(s, 2, "tamsin", 0);
        as(s, 3, strcmp(advisors[i][0], "nadira") ? "nadira" : "marisol", 0);
        advisor_turn(s, 2);
        arm(s, 1, "aft-parry", true); /* negates damage only: the theft goes on */
        arm(s, 1, "twi-ward", true);
        REQUIRE(act(s, advisors[i][1])); /* Drag Below hits each foe of the leader (seat 3 has no Clout) */
        if (legal(s, "target 1")) REQUIRE(act(s, "target 1"));
        CHECK_INT(qm_cur_player(s), 1);
        REQUIRE(act(s, "react 1 twi-ward"));
        CHECKF(s->p[1].clout == 5 && s->p[0].clout == 0, "%s's advisor theft: victim %d, advisor %d Clout", advisors[i][0],
               s->p[1].clout, s->p[0].clout);
        game_free((GameState *)s);
    }
    /* the contrast: "negate damage" leaves the theft */
    QmState *s = mk(4, 8);
    as(s, 0, "nadira", 0);
    as(s, 1, "pell", 6);
    as(s, 2, "tamsin", 0);
    as(s, 3, "marisol", 0);
    advisor_turn(s, 2);
    arm(s, 1, "aft-parry", true);
    REQUIRE(act(s, "advise 1"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 aft-parry"));
    CHECK_INT(s->p[1].clout, 2); /* 6 - 1 for Parry - 3 stolen */
    CHECK_INT(s->p[0].clout, 3);
    game_free((GameState *)s);
}

/* "If she has no trap in her Vault, 'Trip Wire' cannot be activated." */
static void test_snare_line_needs_a_trap_in_the_vault(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 3);
    as(s, 1, "tamsin", 3);
    for (int k = 0; k < 3; k++) s->p[1].vault[k] = (int16_t)C("tamsin-haymaker");
    arm(s, 1, "tamsin-tripline", true);
    turn_of(s, 0);
    give(s, 0, "marisol-jab");
    give(s, 0, "marisol-jab");
    REQUIRE(play(s, "marisol-jab"));
    REQUIRE(act(s, "target 1"));
    CHECK(qm_cur_player(s) == 0 && s->depth == 0); /* no window: nothing to react with */
    CHECK_INT(s->p[1].narmory, 1);
    s->p[1].vault[1] = (int16_t)C("tamsin-trap-sting");
    REQUIRE(play(s, "marisol-jab"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(qm_cur_player(s), 1);
    CHECK(legal(s, "react 0 tamsin-tripline"));
    game_free((GameState *)s);
}

/* Reactions stay face down "until they are activated or dismissed by another
 * effect": Royal Exile may dismiss one, picked unseen. */
static void test_royal_exile_dismisses_a_face_down_reaction(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 3);
    as(s, 1, "tamsin", 0); /* cannot pay a Reaction: no window */
    arm(s, 1, "tamsin-counter", true);
    arm(s, 1, "aft-parry", true);
    turn_of(s, 0);
    give(s, 0, "twi-exile");
    REQUIRE(play(s, "twi-exile"));
    REQUIRE(act(s, "target 1"));
    CHECK(pick_legal(s, 0) && pick_legal(s, 1));
    char text[64]; /* the pick does not name the hidden card */
    M->action_text((GameState *)s, (Action){QM_ACT_PICK, 1, 0, 0}, text, sizeof text);
    CHECK_STR(text, "pick 1 face-down");
    REQUIRE(pick(s, 1));
    CHECK_INT(s->p[1].narmory, 1);
    CHECK_INT(s->p[1].armory[0].card, C("tamsin-counter"));
    CHECK(in_zone(s->p[1].archive, s->p[1].narchive, C("aft-parry")));
    CHECK_INT(s->p[1].hp, 29);
    game_free((GameState *)s);
}

/* When the clock strikes 6 with 4 players, everyone still in declares, even
 * when the first player's seat (where the round turns) is out. */
static void test_declarations_at_6_with_the_first_seat_out(void)
{
    QmState *s = mk(4, 21);
    as(s, 0, "tamsin", 0);
    as(s, 1, "pell", 0);
    as(s, 2, "marisol", 0);
    as(s, 3, "nadira", 0);
    s->first = 0;
    s->p[0].status = QM_OUT;
    s->p[0].hp = 0;
    s->clock = 5;
    turn_of(s, 3);
    REQUIRE(act(s, "end turn"));
    REQUIRE(act(s, "done"));
    CHECK_INT(s->clock, 6);
    CHECK_INT(s->phase, QM_PH_DECLARE);
    CHECK_INT(qm_cur_player(s), 1);
    REQUIRE(act(s, "declare 2"));
    REQUIRE(act(s, "declare 3"));
    REQUIRE(act(s, "declare 1"));
    CHECK_INT(s->phase, QM_PH_MAIN);
    CHECK_INT(s->current, 1);
    CHECK(s->p[1].declared == 2 && s->p[2].declared == 3 && s->p[3].declared == 1);
    game_free((GameState *)s);
}

/* The rulebook sets no limit on the Armory; ours holds 16 cards: a Reaction,
 * Summon or Boon waits in the hand while it is full, and a Bane played at a
 * full Armory goes to its player's Archive. */
static void test_the_armory_holds_16(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 9);
    as(s, 1, "nadira", 0);
    for (int k = 0; k < QM_ARMORY; k++) arm(s, 0, "aft-parry", true);
    for (int k = 0; k < QM_ARMORY; k++) arm(s, 1, "aft-parry", true);
    turn_of(s, 0);
    give(s, 0, "aft-parry");
    give(s, 0, "twi-curse");
    CHECK(!legal(s, "play 0 aft-parry"));
    REQUIRE(play(s, "twi-curse"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].narmory, QM_ARMORY);
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("twi-curse")));
    game_free((GameState *)s);
}

int main(void)
{
    if (!qm_kit_open()) return 1;
    RUN(test_a_full_negate_stops_theft_from_an_ultimate);
    RUN(test_a_full_negate_stops_an_advisors_theft);
    RUN(test_snare_line_needs_a_trap_in_the_vault);
    RUN(test_royal_exile_dismisses_a_face_down_reaction);
    RUN(test_declarations_at_6_with_the_first_seat_out);
    RUN(test_the_armory_holds_16);
    qm_kit_close();
    return tl_summary();
}
