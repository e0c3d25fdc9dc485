/* test_queens_court.c — Queen's Court rules, one scenario per ruling.
 * Positions are written as JSON (single quotes for readability, turned into
 * double quotes by J()), loaded with state_from_json, then played with the
 * actions' text forms exactly as the CLI and the saves do. */
#include "testlib.h"
#include "core/game.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "games/queens-court/qc.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

static const GameModule *M = &queens_court_module;
static CardSet *SET;

/* ---------------- helpers ---------------- */

static cJSON *J(const char *text)
{
    size_t n = strlen(text);
    char *s = malloc(n + 1);
    for (size_t i = 0; i <= n; i++) s[i] = text[i] == '\'' ? '"' : text[i];
    cJSON *j = cJSON_Parse(s);
    if (!j) fprintf(stderr, "bad test JSON near: %.60s\n", cJSON_GetErrorPtr() ? cJSON_GetErrorPtr() : "?");
    free(s);
    return j;
}

/* Loads a position; NULL (and the error printed) if it does not load. */
static QcState *pos(const char *text)
{
    cJSON *j = J(text);
    if (!j) return NULL;
    QcState *st = calloc(1, M->state_size);
    Error e = {{0}};
    if (!M->state_from_json((GameState *)st, j, SET, &e)) {
        fprintf(stderr, "position did not load: %s\n", e.msg);
        free(st);
        st = NULL;
    }
    cJSON_Delete(j);
    return st;
}

static bool load_err(const char *text, char *msg, size_t n)
{
    cJSON *j = J(text);
    QcState *st = calloc(1, M->state_size);
    Error e = {{0}};
    bool ok = j && M->state_from_json((GameState *)st, j, SET, &e);
    snprintf(msg, n, "%s", e.msg);
    free(st);
    cJSON_Delete(j);
    return ok;
}

static QcState *new_game(const char *setup_text, uint64_t seed)
{
    GameSetup s;
    setup_default(M, &s);
    Error e = {{0}};
    if (!setup_from_text(M, setup_text, &s, &e)) {
        fprintf(stderr, "setup: %s\n", e.msg);
        return NULL;
    }
    QcState *st = (QcState *)game_new(M, &s, SET, seed, &e);
    if (!st) fprintf(stderr, "game_new: %s\n", e.msg);
    return st;
}

/* Plays one action by its text form; false if it is not legal. */
static bool play(QcState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(M, (GameState *)st, text, &a, &e)) {
        fprintf(stderr, "  (%s)\n", e.msg);
        return false;
    }
    return M->apply((GameState *)st, a);
}

static bool is_legal(const QcState *st, const char *text)
{
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((const GameState *)st, acts, GM_MAX_ACTIONS);
    char buf[64];
    for (int i = 0; i < n; i++) {
        M->action_text((const GameState *)st, acts[i], buf, sizeof buf);
        if (strcmp(buf, text) == 0) return true;
    }
    return false;
}

static int nlegal(const QcState *st)
{
    Action acts[GM_MAX_ACTIONS];
    return M->legal_actions((const GameState *)st, acts, GM_MAX_ACTIONS);
}

static View VIEW; /* large: keep off the stack */

static const ViewZone *zone(const QcState *st, int observer, const char *id)
{
    M->view((const GameState *)st, observer, &VIEW);
    return view_find(&VIEW, id);
}

static int count_code(const QcState *st, int code)
{
    int n = 0;
    for (int i = 0; i < st->ndeck; i++) n += st->deck[i] == code;
    for (int p = 0; p < st->nplayers; p++) {
        n += st->hand[p][code];
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < st->pilelen[p][k]; i++) n += st->pile[p][k][i] == code;
    }
    return n;
}

/* After a round is scored a fresh round is dealt: check that it looks dealt. */
static void check_fresh_round(const QcState *st, int round, int starter)
{
    CHECK_INT(st->round, round);
    CHECK_INT(st->starter, starter);
    CHECK_INT(st->turn, starter);
    CHECK_INT(st->half, QC_FIRST_HALF);
    CHECK_INT(st->gloves_left, QC_NGLOVES);
    for (int p = 0; p < st->nplayers; p++) {
        CHECK_INT(qc_hand_size(st, p), 3);
        CHECK_INT(st->pilelen[p][0], 1);
        CHECK_INT(st->pilelen[p][1], 1);
    }
    int total = st->mode == QC_MODE_WILD ? QC_DECK_MAX : QC_NOBLES;
    CHECK_INT(st->ndeck, total - 5 * st->nplayers);
}

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
    CHECK_STR(VIEW.last_event, "{p0} played a Glove on {p1}'s left pile"); /* "played Glove" (issue 8) */
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
    CHECK_STR(VIEW.history[0], "Round 1: {p0} wins with spread 1. Spreads: {p0} 1, {p1} 3, {p2} 3"); /* every seat's (session 8) */
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

/* ---------------- contract ---------------- */

static void test_illegal_actions_leave_state_identical(void)
{
    QcState *st = pos("{'players':3,'half':'second','turn':1,"
                      "'seats':[{'hand':[],'left':[5],'right':[6]},"
                      "         {'hand':[9,'glove'],'left':[2,'glove'],'right':[5]},"
                      "         {'hand':[1,1],'left':[10],'right':[7]}]}");
    REQUIRE(st);
    const Action bad[] = {
        {QC_ACT_PLAY, 4, 2, 0},          /* not in hand */
        {QC_ACT_PLAY, QC_QUEEN, 2, 0},   /* not in hand */
        {QC_ACT_PLAY, 9, 0, 0},          /* locked-in player's pile */
        {QC_ACT_PLAY, 9, 1, 0},          /* Gloved pile */
        {QC_ACT_PLAY, 9, 3, 0},          /* no such seat */
        {QC_ACT_PLAY, 9, -1, 0},
        {QC_ACT_PLAY, 9, 2, 2},          /* no such pile */
        {QC_ACT_PLAY, 0, 2, 0},          /* no such card */
        {QC_ACT_PLAY, 13, 2, 0},
        {0, 9, 2, 0},                    /* no such kind */
        {2, 9, 2, 0},
    };
    QcState before;
    memcpy(&before, st, sizeof before);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECKF(!M->apply((GameState *)st, bad[i]), "action %zu was accepted", i);
        CHECKF(memcmp(&before, st, sizeof before) == 0, "action %zu changed the state", i);
    }
    Action a;
    Error e = {{0}};
    CHECK(!game_parse_action(M, (GameState *)st, "play 9 -> p0.left", &a, &e));
    CHECK_CONTAINS(e.msg, "play 9 -> p2.left");
    CHECK(memcmp(&before, st, sizeof before) == 0);
    /* and after the game is over nothing is legal */
    QcState *done = pos("{'players':2,'half':'second','over':true,'winner':1,"
                        "'seats':[{'hand':[],'left':[5],'right':[6]},{'hand':[3],'left':[2],'right':[5],'wins':2}]}");
    REQUIRE(done);
    memcpy(&before, done, sizeof before);
    CHECK(!M->apply((GameState *)done, (Action){QC_ACT_PLAY, 3, 1, 0}));
    CHECK(memcmp(&before, done, sizeof before) == 0);
    free(done);
    free(st);
}

static void test_setups_deal_correctly(void)
{
    for (int n = 2; n <= 5; n++)
        for (int wild = 0; wild <= 1; wild++) {
            char setup[64];
            snprintf(setup, sizeof setup, "players=%d mode=%s", n, wild ? "wild" : "classic");
            QcState *st = new_game(setup, 100u + (uint64_t)n);
            REQUIRE(st);
            CHECK_INT(st->nplayers, n);
            CHECK_INT(st->mode, wild);
            check_fresh_round(st, 1, 0);
            for (int c = 1; c <= QC_QUEEN; c++) CHECK_INT(count_code(st, c), qc_composition(st->mode, c));
            CHECK_INT(count_code(st, QC_GLOVE), 0);
            if (!wild) CHECK_INT(count_code(st, QC_QUEEN), 0);
            CHECK_INT(nlegal(st) > 0, 1);
            M->view((GameState *)st, -1, &VIEW);
            CHECK_INT(VIEW.num_players, n);
            char id[16];
            snprintf(id, sizeof id, "p%d.right", n - 1);
            CHECK(view_find(&VIEW, id) != NULL);
            snprintf(id, sizeof id, "p%d.left", n);
            CHECK(view_find(&VIEW, id) == NULL);
            free(st);
        }
    /* 6 players, 1 player: refused */
    GameSetup s;
    setup_default(M, &s);
    s.num_players = 6;
    Error e = {{0}};
    CHECK(game_new(M, &s, SET, 1, &e) == NULL);
    /* different seeds deal differently, the same seed identically */
    QcState *a = new_game("players=3", 5), *b = new_game("players=3", 5), *c = new_game("players=3", 6);
    REQUIRE(a && b && c);
    CHECK(memcmp(a, b, sizeof *a) == 0);
    CHECK(memcmp(a, c, sizeof *a) != 0);
    free(a);
    free(b);
    free(c);
}

static void test_action_text_and_describe(void)
{
    QcState *st = pos("{'players':3,'mode':'wild','half':'second','turn':2,"
                      "'seats':[{'hand':[5],'left':[5],'right':[6]},"
                      "         {'hand':[9],'left':[2],'right':[5]},"
                      "         {'hand':[1,7,7,'queen','glove'],'left':[10,3],'right':[7]}]}");
    REQUIRE(st);
    CHECK(is_legal(st, "play 7 -> p1.left"));
    CHECK(is_legal(st, "play queen -> p0.right"));
    CHECK(is_legal(st, "play glove -> p1.left"));
    CHECK_INT(nlegal(st), 4 * 6); /* two 7s make one action per pile */
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((GameState *)st, acts, GM_MAX_ACTIONS);
    for (int i = 1; i < n; i++) CHECK(action_cmp(acts[i - 1], acts[i]) < 0);
    ActionDesc d;
    M->describe((GameState *)st, (Action){QC_ACT_PLAY, QC_QUEEN, 2, 0}, &d);
    CHECK_STR(d.src_zone, "p2.hand");
    CHECK_INT(d.src_index, 3); /* hand listed 1, 7, 7, Queen, Glove */
    CHECK_STR(d.dst_zone, "p2.left");
    CHECK_INT(d.dst_index, 1);
    CHECK_STR(d.label, "Play a Queen on {p2}'s left pile"); /* as the log: "played a Queen" */
    M->describe((GameState *)st, (Action){QC_ACT_PLAY, 7, 1, 1}, &d);
    CHECK_INT(d.src_index, 1);
    CHECK_STR(d.dst_zone, "p1.right");
    CHECK_STR(d.label, "Play 7 on {p1}'s right pile");
    /* the view shows the hand in that order, to its owner only */
    const ViewZone *h = zone(st, 2, "p2.hand");
    REQUIRE(h && h->nitems == 5);
    CHECK_INT(h->items[3].card, carddb_find(SET, "queen"));
    CHECK(h->flags & VI_HIGHLIGHT);
    h = zone(st, 0, "p2.hand");
    REQUIRE(h && h->nitems == 5);
    for (int i = 0; i < 5; i++) CHECK_INT(h->items[i].card, VIEW_CARD_BACK);
    h = zone(st, -1, "p0.hand");
    REQUIRE(h && h->nitems == 1);
    CHECK_INT(h->items[0].card, VIEW_CARD_BACK);
    const ViewZone *sp = view_find(&VIEW, "p2.spread");
    REQUIRE(sp);
    CHECK_INT(sp->kind, VZ_COUNTER);
    CHECK_INT(sp->value, 4);
    CHECK_STR(sp->label, "Spread");
    CHECK(view_find(&VIEW, "p1.wins") != NULL);
    CHECK(view_find(&VIEW, "deck") != NULL);
    CHECK(view_find(&VIEW, "gloves") != NULL);
    const ViewZone *pl = view_find(&VIEW, "p2.left");
    REQUIRE(pl && pl->nitems == 2);
    CHECK_INT(pl->items[0].card, carddb_find(SET, "noble-10"));
    CHECK(pl->items[1].flags & VI_FACE_UP);
    CHECK_STR(VIEW.seat_status[2], "0 wins · spread 4 · 5 cards in hand");
    CHECK_STR(VIEW.status, "Round 1 — second half");
    free(st);
}

static void test_determinize_keeps_what_observer_sees(void)
{
    QcState *st = new_game("players=4 mode=wild", 77);
    REQUIRE(st);
    Action acts[GM_MAX_ACTIONS];
    for (int i = 0; i < 9; i++) {
        int n = M->legal_actions((GameState *)st, acts, GM_MAX_ACTIONS);
        REQUIRE(M->apply((GameState *)st, acts[(i * 7) % n]));
    }
    int obs = st->turn;
    int changed = 0;
    for (int k = 0; k < 20; k++) {
        QcState d;
        memcpy(&d, st, sizeof d);
        Rng r;
        rng_seed(&r, 1000u + (uint64_t)k);
        M->determinize((GameState *)&d, obs, &r);
        CHECK(memcmp(d.hand[obs], st->hand[obs], sizeof d.hand[obs]) == 0);
        CHECK(memcmp(d.pile, st->pile, sizeof d.pile) == 0);
        CHECK_INT(d.ndeck, st->ndeck);
        for (int p = 0; p < 4; p++) CHECK_INT(qc_hand_size(&d, p), qc_hand_size(st, p));
        for (int c = 1; c < QC_NCODES; c++) CHECK_INT(count_code(&d, c), count_code(st, c));
        CHECK(memcmp(&d.rng, &st->rng, sizeof d.rng) != 0);
        changed += memcmp(d.hand, st->hand, sizeof d.hand) != 0 || memcmp(d.deck, st->deck, sizeof d.deck) != 0;
        /* what the observer sees is the same */
        static View v1, v2;
        M->view((GameState *)st, obs, &v1);
        M->view((GameState *)&d, obs, &v2);
        CHECK(memcmp(&v1, &v2, sizeof v1) == 0);
    }
    CHECK(changed > 15);
    free(st);
}

static void test_json_round_trip_over_playouts(void)
{
    Action acts[GM_MAX_ACTIONS];
    for (int g = 0; g < 12; g++) {
        QcState *st = new_game(g % 2 ? "players=5 mode=wild wager=on" : "players=2", 300u + (uint64_t)g);
        REQUIRE(st);
        Rng walk;
        rng_seed(&walk, (uint64_t)g);
        int steps = 0;
        while (!st->over && steps < 3000) {
            if (steps % 7 == 0) {
                cJSON *j = M->state_to_json((GameState *)st);
                char *a = cJSON_PrintUnformatted(j);
                QcState *back = calloc(1, sizeof *back);
                Error e = {{0}};
                bool ok = M->state_from_json((GameState *)back, j, SET, &e);
                CHECKF(ok, "%s", e.msg);
                if (ok) {
                    CHECK(memcmp(back, st, sizeof *st) == 0);
                    cJSON *j2 = M->state_to_json((GameState *)back);
                    char *b = cJSON_PrintUnformatted(j2);
                    CHECK_STR(a, b);
                    free(b);
                    cJSON_Delete(j2);
                }
                free(back);
                free(a);
                cJSON_Delete(j);
            }
            int n = M->legal_actions((GameState *)st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            REQUIRE(M->apply((GameState *)st, acts[rng_below(&walk, (uint32_t)n)]));
            steps++;
        }
        CHECK(st->over);
        CHECK_INT(st->wins[st->winner], 2);
        /* the finished game round-trips too */
        cJSON *j = M->state_to_json((GameState *)st);
        QcState *back = calloc(1, sizeof *back);
        Error e = {{0}};
        CHECKF(M->state_from_json((GameState *)back, j, SET, &e), "%s", e.msg);
        CHECK(memcmp(back, st, sizeof *st) == 0);
        free(back);
        cJSON_Delete(j);
        free(st);
    }
}

static void test_json_errors_name_the_path(void)
{
    char msg[800];
    CHECK(!load_err("{'players':2,'turn':0,'deck':[1],'seats':[{'hand':[3,'9x'],'left':[5],'right':[6]},"
                    "{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "seats[0].hand[1]: expected a card (1..10, \"queen\" or \"glove\"), got \"9x\"");
    CHECK(!load_err("{'players':7}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "players: expected an integer 2..5, got 7");
    CHECK(!load_err("{'players':2,'turn':0,'colour':1}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "colour: unknown field");
    CHECK(!load_err("{'players':2,'turn':0,'deck':[1],'seats':[{'hand':['queen'],'left':[5],'right':[6]},"
                    "{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "wild");
    CHECK(!load_err("{'players':2,'turn':0,'deck':[1],'seats':[{'hand':[1],'left':['glove',5],'right':[6]},"
                    "{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "seats[0].left");
    CHECK(!load_err("{'players':2,'turn':0,'deck':[1,1,1,1,1],'seats':[{'hand':[1],'left':[5],'right':[6]},"
                    "{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "7 cards of 1 in play");
    CHECK(!load_err("{'players':2,'half':'second','turn':0,'seats':[{'hand':[],'left':[5],'right':[6]},"
                    "{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "turn: seat 0 holds no cards");
    CHECK(!load_err("{'players':2,'turn':0,'rng':['x','0','0','0'],'deck':[1],'seats':[{'hand':[1],'left':[5],"
                    "'right':[6]},{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "rng: [0]: expected a string of 16 hex digits");
    CHECK(!load_err("{'players':2,'turn':0,'deck':[1],'seats':[{'hand':[1],'left':[5],'right':[6],'wins':3},"
                    "{'hand':[1],'left':[5],'right':[6]}]}", msg, sizeof msg));
    CHECK_CONTAINS(msg, "seats[0]: wins: expected an integer 0..2, got 3");
    /* a failed load leaves the target untouched */
    QcState *st = new_game("players=2", 1), copy;
    REQUIRE(st);
    memcpy(&copy, st, sizeof copy);
    cJSON *j = J("{'players':2,'turn':5}");
    Error e = {{0}};
    CHECK(!M->state_from_json((GameState *)st, j, SET, &e));
    CHECK(memcmp(&copy, st, sizeof copy) == 0);
    cJSON_Delete(j);
    free(st);
}

static void test_card_fields_validated(void)
{
    CardDef c;
    Error e = {{0}};
    const char *where = "cards/queens-court/x/set.json: cards[8] \"noble-9\"";
    memset(&c, 0, sizeof c);
    cJSON *j = J("{'kind':'noble','rank':'9x','copies':4}");
    CHECK(!M->load_card(j, &c, where, &e));
    CHECK_STR(e.msg, "cards/queens-court/x/set.json: cards[8] \"noble-9\": rank: expected an integer 1..10, got \"9x\"");
    cJSON_Delete(j);
    j = J("{'kind':'noble','rank':9,'copies':4,'power':3}");
    CHECK(!M->load_card(j, &c, where, &e));
    CHECK_CONTAINS(e.msg, "noble-9\": power: unknown field");
    cJSON_Delete(j);
    j = J("{'kind':'queen','rank':9,'copies':5}");
    CHECK(!M->load_card(j, &c, where, &e));
    CHECK_CONTAINS(e.msg, "rank: only nobles have a rank");
    cJSON_Delete(j);
    j = J("{'kind':'knight','copies':5}");
    CHECK(!M->load_card(j, &c, where, &e));
    CHECK_CONTAINS(e.msg, "kind: expected one of noble, queen, glove, got \"knight\"");
    cJSON_Delete(j);
    j = J("{'kind':'noble','rank':10,'copies':6}");
    REQUIRE(M->load_card(j, &c, where, &e));
    CHECK_STR(c.kind, "noble");
    CHECK_STR(c.corner, "10");
    CHECK_INT(c.value, 10);
    CHECK_INT(c.copies, 6);
    cJSON_Delete(j);
    j = J("{'kind':'glove','copies':5}");
    REQUIRE(M->load_card(j, &c, where, &e));
    CHECK_STR(c.corner, "G");
    cJSON_Delete(j);

    /* the shipped set: 12 cards making the 54-card deck */
    REQUIRE(SET);
    CHECK_INT(SET->ncards, 12);
    int total = 0;
    for (int i = 0; i < SET->ncards; i++) total += SET->cards[i].copies;
    CHECK_INT(total, 54);
    CHECK(carddb_find(SET, "noble-1") >= 0 && carddb_find(SET, "noble-10") >= 0);
    CHECK_STR(SET->cards[carddb_find(SET, "queen")].corner, "Q");
    /* a set with the wrong count is refused with the card named */
    CardSet bad = *SET;
    CardDef cards[12];
    memcpy(cards, SET->cards, sizeof cards);
    bad.cards = cards;
    cards[carddb_find(SET, "noble-7")].copies = 3;
    Report r = {0};
    CHECK(!M->validate_set(&bad, &r));
    REQUIRE(r.count == 1);
    CHECK_CONTAINS(r.lines[0], "\"noble-7\": copies: expected 4");
    report_free(&r);
    bad.ncards = 11; /* drop the Glove */
    cards[carddb_find(SET, "noble-7")].copies = 4;
    CHECK(!M->validate_set(&bad, &r));
    REQUIRE(r.count == 1);
    CHECK_CONTAINS(r.lines[0], "missing a card for the Glove");
    report_free(&r);
}

static void test_heuristic_in_range_and_prefers_wins(void)
{
    QcState *st = pos("{'players':3,'half':'second','turn':0,"
                      "'seats':[{'hand':[5],'left':[5],'right':[6],'wins':1},"
                      "         {'hand':[9],'left':[1],'right':[9]},"
                      "         {'hand':[1],'left':[3],'right':[3]}]}");
    REQUIRE(st);
    for (int p = 0; p < 3; p++) {
        double h = M->heuristic((GameState *)st, p);
        CHECK(h >= 0 && h <= 1);
    }
    CHECK(M->heuristic((GameState *)st, 0) > M->heuristic((GameState *)st, 1));
    CHECK(M->heuristic((GameState *)st, 2) > M->heuristic((GameState *)st, 1)); /* spread 0 vs 8 */
    free(st);
}

static QcState *pos_file(const char *name)
{
    char rel[160];
    snprintf(rel, sizeof rel, "tests/positions/queens-court/%s", name);
    return (QcState *)tl_load_position(M, SET, rel);
}

/* Every shipped position loads and round-trips; the Wild + Wager one plays out. */
static void test_position_files(void)
{
    char dir[1024];
    paths_join(dir, sizeof dir, "tests/positions/queens-court");
    DIR *d = opendir(dir);
    REQUIRE(d);
    int files = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 6 || strcmp(e->d_name + l - 5, ".json") != 0) continue;
        files++;
        QcState *st = pos_file(e->d_name);
        CHECKF(st != NULL, "%s does not load", e->d_name);
        if (!st) continue;
        cJSON *j = M->state_to_json((GameState *)st);
        QcState *back = calloc(1, sizeof *back);
        Error err = {{0}};
        CHECK(M->state_from_json((GameState *)back, j, SET, &err));
        CHECK(memcmp(back, st, sizeof *st) == 0);
        free(back);
        cJSON_Delete(j);
        free(st);
    }
    closedir(d);
    CHECK(files >= 2);

    QcState *st = pos_file("wild-last-holder.json");
    REQUIRE(st);
    CHECK_INT(nlegal(st), 6); /* last holder: own piles only */
    REQUIRE(play(st, "play queen -> p1.left"));
    CHECK_INT(qc_spread(st, 1), 0);
    CHECK_INT(qc_hand_size(st, 1), 2); /* second half: no draw */
    REQUIRE(play(st, "play glove -> p1.left"));
    CHECK_INT(qc_spread(st, 1), 0);
    REQUIRE(play(st, "play 9 -> p1.right")); /* last card: the round ends */
    const QcRoundRec *r = qc_hist_at(st, 1);
    REQUIRE(r);
    CHECK_INT(r->winners, 1 << 2); /* spread 0 on 3 cards beats spread 0 on 6 */
    CHECK_INT(st->wins[2], 1);
    CHECK_INT(st->coins[2], 1);
    CHECK_INT(st->pot, 4);
    check_fresh_round(st, 3, 2);
    free(st);
}

/* The round summary (View.summary) tells each seat's piles and which rule
 * decided: here a tie on spread 0 broken by the fewest cards (issue 8). */
static void test_round_summary_names_the_tie_break(void)
{
    QcState *st = pos_file("wild-last-holder.json");
    REQUIRE(st);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    REQUIRE(play(st, "play queen -> p1.left"));
    M->view((GameState *)st, -1, v);
    CHECK_INT(v->nsummary, 0); /* mid-round: nothing to stop for */
    REQUIRE(play(st, "play glove -> p1.left"));
    REQUIRE(play(st, "play 9 -> p1.right")); /* the round ends */
    memset(v, 0, sizeof *v);
    M->view((GameState *)st, -1, v);
    REQUIRE(v->nsummary == 5);
    CHECK_STR(v->summary[0], "Round 2: {p2} wins with spread 0");
    CHECK_STR(v->summary[1], "{p0}: piles 7 and 6, spread 1, 4 cards");
    CHECK_STR(v->summary[3], "{p2}: piles 3 and 3, spread 0, 3 cards");
    CHECK_STR(v->summary[4], "A tie on spread 0, broken by the fewest cards: 3 against 6");
    free(v);
    free(st);
}

/* History texts name seats "{pN}" and fit View.history even in the longest
 * case (5 tied seats, 4 gaining, round 32767): nothing cut mid-name. */
static void test_round_text_names_seats_and_fits(void)
{
    QcRoundRec r;
    memset(&r, 0, sizeof r);
    r.round = 32767;
    r.kind = QC_RR_TIE;
    r.winners = 0x1f;
    r.gained = 0x0f;
    r.spread = 10;
    r.cards = 99;
    char buf[sizeof ((View *)0)->history[0]];
    qc_round_text(&r, buf, sizeof buf);
    CHECKF(strlen(buf) < sizeof buf - 1, "cut: %s", buf);
    CHECK_CONTAINS(buf, "{p0}, {p1}, {p2}, {p3} and {p4} tie");
    CHECK_CONTAINS(buf, "{p0}, {p1}, {p2} and {p3} gain a win");
    r.round = 3;
    r.winners = 0x05;
    r.gained = 0x04;
    r.spread = 2;
    r.cards = 4;
    qc_round_text(&r, buf, sizeof buf);
    CHECK_STR(buf, "Round 3: {p0} and {p2} tie at spread 2 (4 cards); {p2} gains a win");
    char named[160];
    const char *names[] = {"Ann", "Ben", "Cleo"};
    view_names(buf, named, sizeof named, names, 3);
    CHECK_STR(named, "Round 3: Ann and Cleo tie at spread 2 (4 cards); Cleo gains a win");
    /* a text cut inside a placeholder never shows people "{p1" */
    view_names("Cleo beat {p1", named, sizeof named, names, 3);
    CHECK_STR(named, "Cleo beat ");
    view_names("Recruit ({", named, sizeof named, names, 3);
    CHECK_STR(named, "Recruit (");
}

/* A click on a pile that takes no card says why (issue 8: GameModule.why_not),
 * and exactly those piles do: over random games at 2-5 seats, why_not gives
 * words for a pile iff no legal play goes on it; a hand card always is a move. */
static void test_why_a_pile_takes_no_card(void)
{
    static const char *const WORD[2] = {"left", "right"};
    int gloved = 0, locked = 0, open = 0;
    Action acts[GM_MAX_ACTIONS];
    for (int g = 0; g < 8; g++) {
        char setup[32];
        snprintf(setup, sizeof setup, "players=%d", 2 + g % 4);
        QcState *st = new_game(setup, 900u + (uint64_t)g);
        REQUIRE(st);
        Rng walk;
        rng_seed(&walk, (uint64_t)g + 5);
        for (int step = 0; step < 3000 && !st->over; step++) {
            int n = M->legal_actions((GameState *)st, acts, GM_MAX_ACTIONS);
            char zone[16], why[200];
            for (int p = 0; p < st->nplayers; p++)
                for (int k = 0; k < 2; k++) {
                    bool target = false;
                    for (int a = 0; a < n; a++) target |= acts[a].b == p && acts[a].c == k;
                    snprintf(zone, sizeof zone, "p%d.%s", p, WORD[k]);
                    bool said = M->why_not((GameState *)st, zone, 0, why, sizeof why);
                    CHECKF(said != target, "game %d step %d: %s is %s a target, why_not says %s", g, step, zone,
                           target ? "" : "not", said ? why : "nothing");
                    gloved += said && strstr(why, "Glove") != NULL;
                    locked += said && strstr(why, "locked in") != NULL;
                    open += target;
                }
            snprintf(zone, sizeof zone, "p%d.hand", st->turn);
            CHECK(!M->why_not((GameState *)st, zone, 0, why, sizeof why));
            REQUIRE(n > 0);
            REQUIRE(M->apply((GameState *)st, acts[rng_below(&walk, (uint32_t)n)]));
        }
        free(st);
    }
    printf("  reasons: %d Glove, %d locked in; %d open piles\n", gloved, locked, open);
    CHECK(gloved > 0 && locked > 0 && open > 0);
}

int main(void)
{
    Report rep = {0};
    SET = carddb_load_named(M, NULL, &rep);
    for (int i = 0; i < rep.count; i++) fprintf(stderr, "%s\n", rep.lines[i]);
    report_free(&rep);
    CHECK(SET != NULL);
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
    RUN(test_round_text_names_seats_and_fits);
    RUN(test_no_game_win_on_a_tie);
    RUN(test_wager_coins);
    RUN(test_illegal_actions_leave_state_identical);
    RUN(test_setups_deal_correctly);
    RUN(test_action_text_and_describe);
    RUN(test_determinize_keeps_what_observer_sees);
    RUN(test_json_round_trip_over_playouts);
    RUN(test_json_errors_name_the_path);
    RUN(test_card_fields_validated);
    RUN(test_heuristic_in_range_and_prefers_wins);
    RUN(test_position_files);
    RUN(test_round_summary_names_the_tie_break);
    RUN(test_why_a_pile_takes_no_card);
    carddb_free(SET);
    return tl_summary();
}
