/* test_queens_court.c — Queen's Court rules, one scenario per ruling.
 * Positions are written as JSON (single quotes for readability, turned into
 * double quotes by J()), loaded with state_from_json, then played with the
 * actions' text forms exactly as the CLI and the saves do (qc_kit.c).  The
 * module's contract (illegal actions, setups, texts, JSON, positions, the
 * round's words) is in test_qc_contract.c. */
#include "testlib.h"
#include "qc_kit.h"
#include <stdlib.h>
#include <string.h>

/* ---------------- first half ---------------- */

static void test_zero_spread_draws_two(void)
{
    const char *p = "{'players':2,'half':'first','turn':0,'seed':7,"
                    "'deck':[1,2,3,4,5,6],"
                    "'seats':[{'hand':[3,7,9],'left':[5],'right':[6]},"
                    "         {'hand':[2,2,4],'left':[3],'right':[8]}]}";
    QcState *st = pos(p);
    REQUIRE(st);
    /* 3 on Seat 1's right pile: 3 and 3, spread 0 -> draw 2 */
    REQUIRE(play(st, "play 3 -> p1.right"));
    CHECK_INT(qc_spread(st, 1), 0);
    CHECK_INT(qc_hand_size(st, 0), 4);
    CHECK_INT(st->ndeck, 4);
    CHECK_INT(st->last_drew, 2);
    CHECK_INT(st->turn, 1);
    M->view((GameState *)st, 0, &VIEW);
    CHECK_CONTAINS(VIEW.last_event, "zero spread and drew 2");
    free(st);

    /* the same card where it makes spread 4 draws only 1 */
    st = pos(p);
    REQUIRE(st);
    REQUIRE(play(st, "play 7 -> p1.left"));
    CHECK_INT(qc_spread(st, 1), 1);
    CHECK_INT(qc_hand_size(st, 0), 3);
    CHECK_INT(st->ndeck, 5);
    free(st);

    /* on your own piles too: 6 on own left pile (6 / 6) */
    st = pos("{'players':2,'half':'first','turn':0,'deck':[1,2,3,4,5,6],"
             "'seats':[{'hand':[6,7,9],'left':[5],'right':[6]},{'hand':[2,2,4],'left':[3],'right':[8]}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 6 -> p0.left"));
    CHECK_INT(qc_hand_size(st, 0), 4);
    M->view((GameState *)st, 0, &VIEW);
    /* one name, then "their own" ("Ann played 6 on Ann's left pile" read as two
     * Anns; "her own" guesses a gender, and test_texts refuses him/her) */
    CHECK_CONTAINS(VIEW.last_event, "{p0} played 6 on their own left pile");
    free(st);
}

static void test_double_queens_never_draw_two(void)
{
    const char *p = "{'players':2,'mode':'wild','half':'first','turn':0,'deck':[1,2,3,4,5,6],"
                    "'seats':[{'hand':['queen',7,9],'left':[5],'right':[6]},"
                    "         {'hand':[2,2,4],'left':['queen'],'right':[8]}]}";
    QcState *st = pos(p);
    REQUIRE(st);
    REQUIRE(play(st, "play queen -> p1.right"));
    CHECK(qc_two_queens(st, 1));
    CHECK_INT(qc_spread(st, 1), QC_SPREAD_TWO_QUEENS);
    CHECK_INT(qc_hand_size(st, 0), 3); /* drew 1 only */
    CHECK_INT(st->ndeck, 5);
    CHECK(!(st->last_flags & QC_LF_ZERO));
    free(st);

    /* contrast: a Queen opposite a noble is a zero spread and draws 2 */
    st = pos(p);
    REQUIRE(st);
    REQUIRE(play(st, "play queen -> p0.left"));
    CHECK_INT(qc_spread(st, 0), 0);
    CHECK_INT(qc_hand_size(st, 0), 4);
    free(st);
}

static void test_wild_queen_takes_other_pile_value(void)
{
    QcState *st = pos("{'players':2,'mode':'wild','half':'first','turn':1,'deck':[1,2,3],"
                      "'seats':[{'hand':[7],'left':[6,'queen'],'right':[9]},"
                      "         {'hand':[2,4,10],'left':[3],'right':[8]}]}");
    REQUIRE(st);
    CHECK_INT(qc_pile_value(st, 0, 0), 9);
    CHECK_INT(qc_spread(st, 0), 0);
    const ViewZone *z = zone(st, 1, "p0.left");
    REQUIRE(z);
    CHECK_INT(z->value, 9);
    CHECK_INT(z->items[1].value, 9); /* the Queen item shows what it counts as */
    REQUIRE(play(st, "play 2 -> p0.right"));
    CHECK_INT(qc_pile_value(st, 0, 0), 2); /* follows the other pile */
    CHECK_INT(qc_spread(st, 0), 0);
    CHECK_INT(qc_hand_size(st, 1), 4); /* Seat 1 kept Seat 0 at zero: drew 2 */
    free(st);

    /* a Gloved Queen keeps following the other pile; a Glove on the other pile
     * means the card under it counts */
    st = pos("{'players':2,'mode':'wild','half':'second','turn':1,"
             "'seats':[{'hand':[7],'left':[6,'queen','glove'],'right':[9]},"
             "         {'hand':[4],'left':[3],'right':[8]}]}");
    REQUIRE(st);
    CHECK_INT(qc_pile_value(st, 0, 0), 9);
    REQUIRE(play(st, "play 4 -> p0.right"));
    CHECK_INT(qc_pile_value(st, 0, 0), 4);
    CHECK_INT(qc_spread(st, 0), 0);
    free(st);
}

static void test_first_half_ends_when_deck_empties(void)
{
    QcState *st = pos("{'players':3,'half':'first','turn':0,'deck':[5],"
                      "'seats':[{'hand':[3,7,9],'left':[5],'right':[6]},"
                      "         {'hand':[2,2,4],'left':[3],'right':[8]},"
                      "         {'hand':[1,1,1],'left':[10],'right':[10]}]}");
    REQUIRE(st);
    CHECK_INT(zone(st, 0, "gloves")->count, 5);
    CHECK_CONTAINS(VIEW.status, "first half");
    CHECK_CONTAINS(VIEW.prompt, "1 card left in the draw pile");
    /* a zero spread with one card left draws just that one */
    REQUIRE(play(st, "play 3 -> p1.right"));
    CHECK_INT(st->ndeck, 0);
    CHECK_INT(st->last_drew, 1);
    CHECK_INT(st->half, QC_SECOND_HALF);
    for (int p = 0; p < 3; p++) CHECK_INT(st->hand[p][QC_GLOVE], 1);
    CHECK_INT(st->gloves_left, 2);
    CHECK_INT(st->turn, 1);
    CHECK(is_legal(st, "play glove -> p0.left"));
    const ViewZone *g = zone(st, 1, "gloves");
    REQUIRE(g);
    CHECK_INT(g->count, 2);
    CHECK_CONTAINS(VIEW.status, "second half");
    CHECK_CONTAINS(VIEW.last_event, "second half");
    CHECK_INT(view_find(&VIEW, "deck")->count, 0);
    free(st);

    /* the same in a real game: drive one to half time */
    st = new_game("players=4", 3);
    REQUIRE(st);
    Action acts[GM_MAX_ACTIONS];
    int guard = 0;
    while (st->half == QC_FIRST_HALF && guard++ < 200) {
        CHECK(st->ndeck > 0);
        CHECK_INT(count_code(st, QC_GLOVE), 0);
        int n = M->legal_actions((GameState *)st, acts, GM_MAX_ACTIONS);
        REQUIRE(n > 0);
        REQUIRE(M->apply((GameState *)st, acts[n - 1]));
    }
    CHECK_INT(st->ndeck, 0);
    CHECK_INT(st->gloves_left, 1);
    for (int p = 0; p < 4; p++) CHECK_INT(st->hand[p][QC_GLOVE], 1);
    free(st);
}

/* ---------------- second half ---------------- */

static void test_glove_locks_pile_spread_counts_card_under(void)
{
    QcState *st = pos("{'players':3,'half':'second','turn':0,"
                      "'seats':[{'hand':['glove',4],'left':[5],'right':[6]},"
                      "         {'hand':['glove',9],'left':[2],'right':[5]},"
                      "         {'hand':['glove',1],'left':[10],'right':[7]}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play glove -> p1.left"));
    CHECK(qc_gloved(st, 1, 0));
    M->view((GameState *)st, 0, &VIEW);
    CHECK_STR(VIEW.last_event, "{p0} played a Glove on {p1}'s left pile"); /* "played Glove" */
    CHECK_INT(qc_spread(st, 1), 3); /* the 2 under the Glove still counts */
    CHECK_INT(st->turn, 1);
    CHECK(!is_legal(st, "play 9 -> p1.left"));
    CHECK(!is_legal(st, "play glove -> p1.left"));
    CHECK(is_legal(st, "play 9 -> p1.right"));
    const ViewZone *z = zone(st, 2, "p1.left");
    REQUIRE(z);
    CHECK(z->flags & VI_LOCKED);
    CHECK_INT(z->value, 2);
    CHECK_INT(z->count, 2);
    CHECK(z->items[1].flags & VI_LOCKED);
    CHECK(!(zone(st, 2, "p1.right")->flags & VI_LOCKED));
    /* trying it anyway changes nothing */
    QcState before;
    memcpy(&before, st, sizeof before);
    CHECK(!M->apply((GameState *)st, (Action){QC_ACT_PLAY, 9, 1, 0}));
    CHECK(memcmp(&before, st, sizeof before) == 0);
    /* still closed later in the round */
    REQUIRE(play(st, "play 9 -> p0.left"));
    REQUIRE(play(st, "play 1 -> p0.right"));
    CHECK(!is_legal(st, "play 4 -> p1.left"));
    CHECK_INT(qc_spread(st, 1), 3);
    free(st);
}

static void test_last_card_locks_in_and_is_skipped(void)
{
    QcState *st = pos("{'players':3,'half':'second','turn':0,"
                      "'seats':[{'hand':[4],'left':[5],'right':[6]},"
                      "         {'hand':[9,9,'glove'],'left':[2],'right':[5]},"
                      "         {'hand':[1,1],'left':[10],'right':[7]}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 4 -> p2.left"));
    CHECK(qc_locked_in(st, 0));
    CHECK(st->last_flags & QC_LF_LOCKED);
    CHECK_INT(st->turn, 1);
    CHECK(!is_legal(st, "play 9 -> p0.left"));
    CHECK(!is_legal(st, "play 9 -> p0.right"));
    CHECK(!is_legal(st, "play glove -> p0.left"));
    CHECK_INT(nlegal(st), 2 * 4); /* 9 and glove, on p1 and p2 piles only */
    const ViewZone *z = zone(st, 1, "p0.left");
    REQUIRE(z);
    CHECK((z->flags & VI_LOCKED) && (z->flags & VI_DIMMED));
    CHECK_STR(VIEW.seat_status[0], "locked in · 0 wins · spread 1");
    CHECK_CONTAINS(VIEW.last_event, "locked in");
    REQUIRE(play(st, "play 9 -> p2.right"));
    CHECK_INT(st->turn, 2);
    REQUIRE(play(st, "play 1 -> p1.left"));
    CHECK_INT(st->turn, 1); /* Seat 0 is skipped */
    REQUIRE(play(st, "play 9 -> p1.right"));
    CHECK_INT(st->turn, 2);
    CHECK_INT(qc_spread(st, 0), 1); /* locked at 5 / 6 */
    free(st);
}

static void test_last_holder_plays_own_piles_round_ends_when_both_gloved(void)
{
    QcState *st = pos("{'players':3,'half':'second','turn':0,'starter':0,"
                      "'seats':[{'hand':[7,'glove'],'left':[5,'glove'],'right':[6]},"
                      "         {'hand':[],'left':[2],'right':[5]},"
                      "         {'hand':[],'left':[10],'right':[7]}]}");
    REQUIRE(st);
    /* everyone else is locked in: only the own open pile is playable */
    CHECK_INT(nlegal(st), 2);
    CHECK(is_legal(st, "play 7 -> p0.right"));
    CHECK(is_legal(st, "play glove -> p0.right"));
    M->view((GameState *)st, 0, &VIEW);
    CHECK_CONTAINS(VIEW.prompt, "last player holding cards");
    /* Glove the last open pile: Seat 0 still holds a 7 but the round is over */
    REQUIRE(play(st, "play glove -> p0.right"));
    CHECK_INT(st->nhist, 1);
    const QcRoundRec *r = qc_hist_at(st, 0);
    REQUIRE(r);
    CHECK_INT(r->kind, QC_RR_WIN);
    CHECK_INT(r->winners, 1 << 0); /* spread 1 beats 3 and 3 */
    CHECK_INT(st->wins[0], 1);
    check_fresh_round(st, 2, 1);
    M->view((GameState *)st, 0, &VIEW);
    REQUIRE(VIEW.nhistory == 1);
    CHECK_STR(VIEW.history[0], "Round 1: {p0} wins with spread 1. Spreads: {p0} 1, {p1} 3, {p2} 3"); /* every seat's */
    free(st);

    /* when the last holder plays their last card the round ends too */
    st = pos("{'players':2,'half':'second','turn':1,'starter':1,"
             "'seats':[{'hand':[],'left':[5],'right':[9]},{'hand':[3],'left':[2],'right':[8]}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 3 -> p1.right"));
    CHECK_INT(st->wins[1], 1);
    check_fresh_round(st, 2, 0);
    free(st);
}

/* No holder can play anywhere although two players still hold cards: the
 * round ends (there is no pass). */
static void test_round_ends_when_no_open_pile(void)
{
    QcState *st = pos("{'players':4,'half':'second','turn':0,"
                      "'seats':[{'hand':['glove',8],'left':[5,'glove'],'right':[6]},"
                      "         {'hand':[4],'left':[2,'glove'],'right':[5,'glove']},"
                      "         {'hand':[],'left':[10],'right':[7]},"
                      "         {'hand':[],'left':[1],'right':[7]}]}");
    REQUIRE(st);
    CHECK_INT(nlegal(st), 2); /* only p0.right is open */
    REQUIRE(play(st, "play glove -> p0.right"));
    CHECK_INT(st->nhist, 1);
    CHECK_INT(st->round, 2);
    free(st);
}

/* ---------------- scoring ---------------- */

static void test_two_queens_lose_the_round(void)
{
    QcState *st = pos("{'players':2,'mode':'wild','half':'second','turn':0,"
                      "'seats':[{'hand':['queen'],'left':['queen'],'right':[3]},"
                      "         {'hand':[],'left':[1],'right':[9]}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play queen -> p0.right"));
    /* Seat 0 shows two Queens: Seat 1 wins with the worst noble spread, 8 */
    const QcRoundRec *r = qc_hist_at(st, 0);
    REQUIRE(r);
    CHECK_INT(r->kind, QC_RR_WIN);
    CHECK_INT(r->winners, 1 << 1);
    CHECK_INT(r->spread, 8);
    CHECK_INT(st->wins[1], 1);
    CHECK_INT(st->wins[0], 0);
    free(st);

    /* every player showing two Queens: nobody wins the round */
    st = pos("{'players':2,'mode':'wild','half':'second','turn':0,"
             "'seats':[{'hand':['queen'],'left':['queen'],'right':[3]},"
             "         {'hand':[],'left':['queen'],'right':['queen','glove']}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play queen -> p0.right"));
    r = qc_hist_at(st, 0);
    REQUIRE(r);
    CHECK_INT(r->kind, QC_RR_NONE);
    CHECK_INT(st->wins[0] + st->wins[1], 0);
    M->view((GameState *)st, -1, &VIEW);
    CHECK_CONTAINS(VIEW.history[0], "no winner");
    check_fresh_round(st, 2, 1);
    free(st);
}

static void test_tie_broken_by_fewest_pile_cards(void)
{
    QcState *st = pos("{'players':2,'half':'second','turn':0,"
                      "'seats':[{'hand':[8],'left':[2],'right':[9]},{'hand':[],'left':[4],'right':[5]}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 8 -> p0.left")); /* 8 / 9: spread 1 with 3 cards */
    const QcRoundRec *r = qc_hist_at(st, 0);
    REQUIRE(r);
    CHECK_INT(r->kind, QC_RR_WIN);
    CHECK_INT(r->winners, 1 << 1); /* 4 / 5: spread 1 with 2 cards */
    CHECK_INT(r->cards, 2);
    CHECK_INT(st->wins[1], 1);
    CHECK_INT(st->wins[0], 0);
    free(st);
}

static void test_full_tie_each_gains_unless_already_won(void)
{
    QcState *st = pos("{'players':3,'half':'second','turn':2,'round':3,'rounds_played':2,"
                      "'seats':[{'hand':[],'left':[4],'right':[4],'wins':1},"
                      "         {'hand':[],'left':[7],'right':[7],'wins':0},"
                      "         {'hand':[1],'left':[9],'right':[3],'wins':0}],"
                      "'history':[{'round':1,'result':'none'},{'round':2,'result':'win','winners':[0],'gained':[0],"
                      "'spread':0,'cards':2}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 1 -> p2.left")); /* Seat 2: 1 / 3, spread 2 */
    const QcRoundRec *r = qc_hist_at(st, 2);
    REQUIRE(r);
    CHECK_INT(r->kind, QC_RR_TIE);
    CHECK_INT(r->winners, (1 << 0) | (1 << 1));
    CHECK_INT(r->gained, 1 << 1);
    CHECK_INT(st->wins[0], 1); /* already had one: no second win from a tie */
    CHECK_INT(st->wins[1], 1);
    CHECK_INT(st->wins[2], 0);
    CHECK(!st->over);
    M->view((GameState *)st, 0, &VIEW);
    CHECK_INT(VIEW.nhistory, 3);
    CHECK_STR(VIEW.history[2], "Round 3: {p0} and {p1} tie at spread 0 (2 cards); {p1} gains a win. Spreads: {p0} 0 (2 cards), {p1} 0 (2 cards), {p2} 2");
    free(st);
}

static void test_no_game_win_on_a_tie(void)
{
    /* a clean second win ends the game */
    QcState *st = pos("{'players':2,'half':'second','turn':0,'round':4,'starter':1,"
                      "'seats':[{'hand':[6],'left':[6],'right':[9],'wins':1},"
                      "         {'hand':[],'left':[2],'right':[5],'wins':1}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 6 -> p0.right")); /* 6 / 6: spread 0 against 3 */
    CHECK(st->over);
    CHECK_INT(st->winner, 0);
    CHECK_INT(st->wins[0], 2);
    CHECK_INT(M->current_player((GameState *)st), GM_TERMINAL);
    CHECK_INT(nlegal(st), 0);
    double ret[QC_MAXP];
    M->returns((GameState *)st, ret);
    CHECK(ret[0] == 1.0 && ret[1] == 0.0);
    M->view((GameState *)st, 0, &VIEW);
    CHECK(VIEW.terminal);
    CHECK_CONTAINS(VIEW.result, "{p0} wins the game");
    CHECK_CONTAINS(VIEW.last_event, "{p0} wins the game");
    free(st);

    /* the same seats in a full tie (spread 3, 3 cards each): both already have
     * a win, nobody gains, and a fresh round starts with the next seat */
    st = pos("{'players':2,'half':'second','turn':0,'round':4,'starter':1,"
             "'seats':[{'hand':[5],'left':[2],'right':[9],'wins':1},"
             "         {'hand':[],'left':[2,4],'right':[7],'wins':1}]}");
    REQUIRE(st);
    REQUIRE(play(st, "play 5 -> p0.right"));
    const QcRoundRec *r = qc_hist_at(st, 0);
    REQUIRE(r);
    CHECK_INT(r->kind, QC_RR_TIE);
    CHECK_INT(r->winners, 3);
    CHECK_INT(r->gained, 0);
    CHECK(!st->over);
    CHECK_INT(st->wins[0], 1);
    CHECK_INT(st->wins[1], 1);
    check_fresh_round(st, 5, 0);
    CHECK_INT(M->current_player((GameState *)st), 0);
    M->view((GameState *)st, 0, &VIEW);
    CHECK_STR(VIEW.history[0], "Round 4: {p0} and {p1} tie at spread 3 (3 cards); none gains (all had one)");
    free(st);
}

static void test_wager_coins(void)
{
    QcState *st = new_game("players=3 wager=on", 11);
    REQUIRE(st);
    CHECK_INT(st->pot, 6);
    for (int p = 0; p < 3; p++) CHECK_INT(st->coins[p], 0);
    const ViewZone *z = zone(st, 0, "pot");
    REQUIRE(z);
    CHECK_INT(z->value, 6);
    CHECK(view_find(&VIEW, "p2.coins") != NULL);
    free(st);
    st = new_game("players=3", 11);
    REQUIRE(st);
    CHECK(zone(st, 0, "pot") == NULL);
    CHECK(view_find(&VIEW, "p0.coins") == NULL);
    free(st);

    /* a round win returns one coin from the pot */
    st = pos("{'players':3,'wager':true,'half':'second','turn':0,"
             "'seats':[{'hand':[5],'left':[5],'right':[9]},{'hand':[],'left':[1],'right':[9]},"
             "         {'hand':[],'left':[1],'right':[10]}]}");
    REQUIRE(st);
    CHECK_INT(st->pot, 6);
    REQUIRE(play(st, "play 5 -> p0.right"));
    CHECK_INT(st->wins[0], 1);
    CHECK_INT(st->coins[0], 1);
    CHECK_INT(st->pot, 5);
    CHECK_INT(zone(st, 0, "p0.coins")->value, 1);
    const ViewZone *w = view_find(&VIEW, "p0.wins");
    REQUIRE(w);
    CHECK_INT(w->value, 1);
    CHECK_INT(w->nitems, 1);
    CHECK_INT(w->items[0].card, carddb_find(SET, "queen"));
    free(st);

    /* tie wins return a coin to each player who gains a win */
    st = pos("{'players':3,'wager':true,'half':'second','turn':0,"
             "'seats':[{'hand':[5],'left':[1],'right':[9]},{'hand':[],'left':[3],'right':[3],'wins':1,'coins':1},"
             "         {'hand':[],'left':[7],'right':[7]}]}");
    REQUIRE(st);
    CHECK_INT(st->pot, 5);
    REQUIRE(play(st, "play 5 -> p0.left")); /* 5 / 9: spread 4; seats 1 and 2 tie at 0 */
    CHECK_INT(st->coins[1], 1);
    CHECK_INT(st->coins[2], 1);
    CHECK_INT(st->wins[2], 1);
    CHECK_INT(st->pot, 4);
    free(st);

    /* the game winner keeps the pot */
    st = pos("{'players':3,'wager':true,'half':'second','turn':0,"
             "'seats':[{'hand':[9],'left':[5],'right':[9],'wins':1,'coins':1},"
             "         {'hand':[],'left':[1],'right':[9],'wins':1,'coins':1},"
             "         {'hand':[],'left':[1],'right':[10]}]}");
    REQUIRE(st);
    CHECK_INT(st->pot, 4);
    REQUIRE(play(st, "play 9 -> p0.left"));
    CHECK(st->over);
    CHECK_INT(st->winner, 0);
    CHECK_INT(st->coins[0], 1 + 1 + 3); /* own coin + this round's + the rest of the pot */
    CHECK_INT(st->pot, 0);
    CHECK_INT(st->coins[0] + st->coins[1] + st->coins[2], 6);
    M->view((GameState *)st, 0, &VIEW);
    CHECK_CONTAINS(VIEW.result, "5 coins");
    free(st);
}

int main(void)
{
    CHECK(qc_kit_open());
    CHECK(games_find("queens-court") == M);
    RUN(test_zero_spread_draws_two);
    RUN(test_double_queens_never_draw_two);
    RUN(test_wild_queen_takes_other_pile_value);
    RUN(test_first_half_ends_when_deck_empties);
    RUN(test_glove_locks_pile_spread_counts_card_under);
    RUN(test_last_card_locks_in_and_is_skipped);
    RUN(test_last_holder_plays_own_piles_round_ends_when_both_gloved);
    RUN(test_round_ends_when_no_open_pile);
    RUN(test_two_queens_lose_the_round);
    RUN(test_tie_broken_by_fewest_pile_cards);
    RUN(test_full_tie_each_gains_unless_already_won);
    RUN(test_no_game_win_on_a_tie);
    RUN(test_wager_coins);
    qc_kit_close();
    return tl_summary();
}
