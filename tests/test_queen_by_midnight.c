/* test_queen_by_midnight.c — Queen by Midnight rules over the Quarter Hour set:
 * setup and the 2-player removal, one test per rule of a turn, attacks and
 * reactions, Clout, HP and summons, per card type (events, traps, the war
 * chest, ultimates): set up the position, apply, check the outcome.  The
 * effect constructs are in test_qm_effects.c; the clock, the Inner Circle,
 * hidden information, positions and bad cards in test_qm_clock.c; the
 * helpers in qm_kit.c. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "core/json_util.h"
#include "qm_kit.h"

/* ---- setup ---- */
static void test_setup_clock_market_and_repertoire(void)
{
    for (int np = 2; np <= 4; np++) {
        QmState *s = mk(np, 7);
        REQUIRE(s);
        CHECK_INT(s->clock, np == 4 ? 2 : 1);
        CHECK_INT(s->age, 0);
        CHECK_INT(s->hand_limit, 5);
        for (int k = 0; k < 3; k++) CHECK_INT(qm_card(g_set, s->market[k])->source, QS_AFTERNOON);
        for (int q = 0; q < np; q++) {
            const QmPlayer *p = &s->p[q];
            CHECK_INT(p->hp, 30);
            CHECK(p->princess >= 0 && qm_card(g_set, p->princess)->type == QK_PRINCESS);
            for (int k = 0; k < 3; k++) CHECK(p->vault[k] >= 0);
            CHECK_INT(qm_card(g_set, p->war[2])->type, QK_ULTIMATE);
            CHECK_INT(p->nhand + p->ndeck, 10);
            if (q != s->first) CHECK_INT(p->nhand, 5); /* the first player may already have played nothing: same */
            int traps = qm_card(g_set, p->princess)->trait == QTR_TRAPS ? 10 : 0;
            CHECK_INT(p->nvaultdeck + 3, 15 + traps);
            CHECK(s->dice[s->first] >= s->dice[q]);
        }
        CHECK_INT(s->p[s->first].clout, 0);
        game_free((GameState *)s);
    }
}

static void test_two_player_removal_of_the_3plus_twilight_cards(void)
{
    for (int np = 2; np <= 3; np++) {
        QmState *s = mk(np, 3);
        REQUIRE(s);
        int n3 = 0;
        for (int i = 0; i < s->nbaz[1]; i++) n3 += qm_card(g_set, s->bazaar[1][i])->players_min > 2;
        CHECK_INT(s->nbaz[1], np == 2 ? 25 : 27);
        CHECK_INT(n3, np == 2 ? 0 : 2);
        game_free((GameState *)s);
    }
}

static void test_princesses_chosen_from_the_last_seat_counter_clockwise(void)
{
    GameSetup su;
    setup_default(M, &su);
    su.num_players = 3;
    su.option[0] = 1; /* choose */
    Error e;
    QmState *s = (QmState *)game_new(M, &su, g_set, 11, &e);
    REQUIRE(s);
    CHECK_INT(s->phase, QM_PH_PICK);
    int last = (s->first + 2) % 3;
    CHECK_INT(qm_cur_player(s), last);
    REQUIRE(act(s, "princess tamsin"));
    CHECK_INT(s->p[last].princess, C("tamsin"));
    CHECK_INT(qm_cur_player(s), (last + 2) % 3);
    CHECK(!legal(s, "princess tamsin"));
    REQUIRE(act(s, "princess pell"));
    REQUIRE(act(s, "princess nadira"));
    CHECK_INT(s->phase, QM_PH_MAIN);
    CHECK_INT(s->current, s->first);
    game_free((GameState *)s);
}

/* ---- a turn ---- */
static void test_utility_pays_and_goes_to_the_archive(void)
{
    QmState *s = mk(2, 1);
    as(s, 0, "tamsin", 0);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    give(s, 0, "tamsin-coin");
    REQUIRE(play(s, "tamsin-coin"));
    CHECK_INT(s->p[0].clout, 2);
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("tamsin-coin")));
    give(s, 0, "tamsin-rally"); /* draw 2, costs 1 */
    s->p[0].clout = 0;
    CHECK(!legal(s, "play 0 tamsin-rally")); /* cannot pay To Play */
    game_free((GameState *)s);
}

static void test_class_rule_for_buying_and_neutral_for_all(void)
{
    QmState *s = mk(2, 1);
    as(s, 0, "tamsin", 20); /* brawler / schemer */
    turn_of(s, 0);
    s->market[0] = (int16_t)C("aft-hex");   /* caster */
    s->market[1] = (int16_t)C("aft-brawl"); /* brawler */
    s->market[2] = (int16_t)C("aft-purse"); /* neutral */
    CHECK(!legal(s, "buy market 0 aft-hex"));
    CHECK(legal(s, "buy market 1 aft-brawl"));
    int deck = s->nbaz[0];
    REQUIRE(act(s, "buy market 2 aft-purse"));
    CHECK_INT(s->p[0].clout, 16);
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("aft-purse")));
    CHECK(s->market[2] >= 0); /* replaced from the deck */
    CHECK_INT(s->nbaz[0], deck - 1);
    game_free((GameState *)s);
}

static void test_refresh_bazaar_and_vault_once_per_turn(void)
{
    QmState *s = mk(2, 2);
    as(s, 0, "nadira", 10);
    turn_of(s, 0);
    int16_t before[3];
    memcpy(before, s->market, sizeof before);
    int n = s->nbaz[0];
    REQUIRE(act(s, "refresh bazaar"));
    CHECK_INT(s->p[0].clout, 8);
    CHECK_INT(s->nbaz[0], n);
    for (int k = 0; k < 3; k++) CHECK(s->bazaar[0][k] == before[2 - k] || s->bazaar[0][k] == before[k]);
    CHECK(!legal(s, "refresh bazaar"));
    REQUIRE(act(s, "refresh vault"));
    CHECK(!legal(s, "refresh vault"));
    CHECK_INT(s->p[0].clout, 6);
    game_free((GameState *)s);
}

static void test_end_of_turn_archive_and_draw_to_the_limit(void)
{
    QmState *s = mk(2, 4);
    as(s, 0, "nadira", 0);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    s->first = 0;
    give(s, 0, "nadira-jab");
    give(s, 0, "nadira-spark");
    REQUIRE(act(s, "end turn"));
    CHECK_INT(s->phase, QM_PH_END);
    REQUIRE(act(s, "archive 0 nadira-jab"));
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("nadira-jab")));
    REQUIRE(act(s, "done"));
    CHECK_INT(s->p[0].nhand, 5); /* kept 1, drew 4 */
    CHECK(in_zone(s->p[0].hand, 5, C("nadira-spark")));
    CHECK_INT(s->current, 1);
    game_free((GameState *)s);
}

/* The log tells the end of a turn in the order it happens: "ends
 * their turn", then each card archived, then the draw; it said "ends their
 * turn: archive, then draw up to 5" before the archiving, and the clock
 * striking hid the draw of the seat that passed the turn. */
static void test_end_of_turn_told_in_order(void)
{
    QmState *s = mk(2, 4);
    as(s, 0, "nadira", 0);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    s->first = 0; /* a new round starts when the turn comes back to Ann */
    give(s, 0, "nadira-jab");
    char words[200];
    REQUIRE(act(s, "end turn"));
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p0} ends their turn");
    REQUIRE(act(s, "archive 0 nadira-jab"));
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p0} archives Pounce");
    REQUIRE(act(s, "done"));
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p0} draws 5, up to 5, and passes the turn");
    /* Ben ends the round: his draw is still told, then the clock striking, an event of its own (view.h) */
    int clock = s->clock;
    REQUIRE(act(s, "end turn"));
    s->p[1].nhand = 2; /* as if he had played three */
    REQUIRE(act(s, "done"));
    REQUIRE(s->clock == clock + 1);
    char want[120];
    snprintf(want, sizeof want, "{p1} draws 3 and passes the turn" VIEW_EVENT_SEP "The clock strikes %d", s->clock);
    REQUIRE(s->clock != 5 && s->clock != 8);
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, want);
    game_free((GameState *)s);
}

/* The hours that change the game say how ("The clock strikes 5"
 * left the new hand limit and the new Bazaar untold). */
static void test_the_clock_says_what_the_hour_brings(void)
{
    QmState *s = mk(2, 4);
    as(s, 0, "nadira", 0);
    as(s, 1, "pell", 0);
    turn_of(s, 1);
    s->first = 0;
    s->clock = 4;
    REQUIRE(act(s, "end turn"));
    REQUIRE(act(s, "done"));
    REQUIRE(s->clock == 5);
    char words[240];
    qm_event_text(s, words, sizeof words);
    CHECK_CONTAINS(words, VIEW_EVENT_SEP "The clock strikes 5: the Twilight Bazaar opens, and hands hold up to 6");
    CHECK_INT(s->hand_limit, 6);
    game_free((GameState *)s);
}

/* Midnight ends the game in the move that passes the turn: that seat's draw
 * is told, then midnight, two events (view.h); only "Midnight: the game is
 * over" was told, under the drawer's mark. */
static void test_midnight_keeps_the_draw_told(void)
{
    QmState *s = mk(2, 4);
    as(s, 0, "nadira", 0);
    as(s, 1, "pell", 0);
    turn_of(s, 1);
    s->first = 0;
    s->clock = 11;
    REQUIRE(act(s, "end turn"));
    REQUIRE(act(s, "done"));
    CHECK_INT(s->phase, QM_PH_OVER);
    char words[240], want[240];
    qm_event_text(s, words, sizeof words);
    snprintf(want, sizeof want, "{p1} draws %d and passes the turn" VIEW_EVENT_SEP "Midnight: the game is over", s->p[1].nhand);
    CHECK_STR(words, want);
    game_free((GameState *)s);
}

static void test_hand_over_the_limit_is_set_aside_at_the_end_of_turn(void)
{
    QmState *s = mk(2, 4);
    as(s, 0, "nadira", 0);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    s->first = 0;
    for (int i = 0; i < 7; i++) give(s, 0, "nadira-coin");
    REQUIRE(act(s, "end turn"));
    CHECK(!legal(s, "done"));
    REQUIRE(act(s, "hold 0 nadira-coin"));
    REQUIRE(act(s, "hold 0 nadira-coin"));
    CHECK_INT(s->p[0].nheld, 2);
    REQUIRE(act(s, "done"));
    CHECK_INT(s->p[0].nhand, 5);
    game_free((GameState *)s);
}

static void test_deck_runs_out_reshuffles_the_archive(void)
{
    QmState *s = mk(2, 5);
    as(s, 0, "nadira", 0);
    s->p[0].ndeck = 1;
    s->p[0].narchive = 3;
    for (int i = 0; i < 3; i++) s->p[0].archive[i] = (int16_t)C("nadira-jab");
    qm_draw(s, 0, 3);
    CHECK_INT(s->p[0].nhand, 3);
    CHECK_INT(s->p[0].narchive, 0);
    CHECK_INT(s->p[0].ndeck, 1);
    game_free((GameState *)s);
}

/* ---- attacks and reactions ---- */
static void test_attack_damage_by_class_level_minor_and_major(void)
{
    QmState *s = mk(2, 6);
    as(s, 0, "tamsin", 5); /* brawler 5/3 */
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    give(s, 0, "tamsin-jab");
    REQUIRE(play(s, "tamsin-jab"));
    CHECK_INT(s->p[0].clout, 4); /* To Play paid */
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].hp, 27); /* Minor Brawler 3 */
    give(s, 0, "tamsin-haymaker");
    REQUIRE(play(s, "tamsin-haymaker"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].hp, 22); /* Major Brawler 5 */
    game_free((GameState *)s);
}

static void test_level_change_moves_major_and_minor(void)
{
    QmState *s = mk(2, 6);
    as(s, 0, "nadira", 5); /* caster 4/2 */
    turn_of(s, 0);
    give(s, 0, "nadira-focus");
    REQUIRE(play(s, "nadira-focus"));
    CHECK_INT(qm_level(s, 0, QC_CASTER, QL_MAJOR), 5);
    CHECK_INT(qm_level(s, 0, QC_CASTER, QL_MINOR), 3);
    CHECK_INT(qm_level(s, 0, QC_BRAWLER, QL_MAJOR), 5);
    game_free((GameState *)s);
}

static void test_reaction_window_negate_damage_only_no_refund(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 5);
    as(s, 1, "tamsin", 3);
    turn_of(s, 0);
    arm(s, 1, "aft-parry", true);
    give(s, 0, "aft-rumor"); /* minor schemer damage + steal 1 */
    REQUIRE(play(s, "aft-rumor"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(qm_cur_player(s), 1); /* the targeted seat decides */
    View *v = calloc(1, sizeof *v);
    M->view((GameState *)s, 1, v);
    CHECK_CONTAINS(v->prompt, "attacked");
    CHECK_CONTAINS(v->prompt, "react or take it");
    free(v);
    REQUIRE(act(s, "react 0 aft-parry"));
    CHECK_INT(s->p[1].hp, 30);     /* damage negated */
    char words[200];
    qm_event_text(s, words, sizeof words); /* "reacts with Parry" left the outcome untold */
    CHECK_STR(words, "{p1} reacts with Parry and loses no HP");
    CHECK_INT(s->p[1].clout, 1);   /* paid 1 for Parry, then 1 stolen */
    CHECK_INT(s->p[0].clout, 5);   /* 5 - 1 To Play (not refunded) + 1 stolen */
    CHECK(in_zone(s->p[1].archive, s->p[1].narchive, C("aft-parry")));
    CHECK_INT(s->p[1].narmory, 0);
    game_free((GameState *)s);
}

static void test_negate_the_whole_attack(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 5);
    as(s, 1, "marisol", 3);
    turn_of(s, 0);
    arm(s, 1, "marisol-current", true); /* negate, costs 2 */
    give(s, 0, "aft-rumor");
    REQUIRE(play(s, "aft-rumor"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 marisol-current"));
    CHECK_INT(s->p[1].hp, 30);
    CHECK_INT(s->p[1].clout, 1); /* nothing stolen */
    CHECK_INT(s->p[0].clout, 4);
    game_free((GameState *)s);
}

static void test_take_it_when_a_reaction_is_ready(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 5);
    as(s, 1, "marisol", 3);
    turn_of(s, 0);
    arm(s, 1, "marisol-current", true);
    give(s, 0, "tamsin-jab");
    REQUIRE(play(s, "tamsin-jab"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "take"));
    CHECK_INT(s->p[1].hp, 27);
    CHECK_INT(s->p[1].narmory, 1);
    CHECK_INT(qm_cur_player(s), 0);
    game_free((GameState *)s);
}

static void test_no_window_without_an_affordable_reaction(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 5);
    as(s, 1, "marisol", 1); /* Cold Current costs 2 */
    turn_of(s, 0);
    arm(s, 1, "marisol-current", true);
    give(s, 0, "tamsin-jab");
    REQUIRE(play(s, "tamsin-jab"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].hp, 27);
    CHECK_INT(qm_cur_player(s), 0);
    game_free((GameState *)s);
}

static void test_redirect_sends_the_attack_elsewhere(void)
{
    QmState *s = mk(3, 9);
    as(s, 0, "tamsin", 5);
    as(s, 1, "pell", 3);
    as(s, 2, "nadira", 0);
    turn_of(s, 0);
    arm(s, 1, "pell-door", true);
    give(s, 0, "tamsin-haymaker");
    REQUIRE(play(s, "tamsin-haymaker"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 pell-door"));
    CHECK(!legal(s, "seat 0")); /* not back at the attacker */
    REQUIRE(act(s, "seat 2"));
    CHECK_INT(s->p[1].hp, 30);
    CHECK_INT(s->p[2].hp, 25);
    game_free((GameState *)s);
}

static void test_reaction_damage_hits_the_attacker(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 5);
    as(s, 1, "tamsin", 3);
    turn_of(s, 0);
    arm(s, 1, "tamsin-counter", true);
    give(s, 0, "pell-jab");
    REQUIRE(play(s, "pell-jab"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 tamsin-counter"));
    CHECK_INT(s->p[1].hp, 30);
    CHECK_INT(s->p[0].hp, 28);
    game_free((GameState *)s);
}

static void test_unblockable_damage_ignores_negation(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 5);
    as(s, 1, "nadira", 5);
    turn_of(s, 0);
    s->clock = 9;
    arm(s, 1, "mid-aegis", true); /* negate the attack */
    s->p[0].ngrotto = 3;
    for (int i = 0; i < 3; i++) s->p[0].grotto[i] = (int16_t)C("marisol-coin");
    give(s, 0, "marisol-ultimate");
    REQUIRE(play(s, "marisol-ultimate"));
    REQUIRE(act(s, "react 0 mid-aegis"));
    CHECK_INT(s->p[1].hp, 30 - 5); /* Aegis heals first (at full HP), then 2 + 3 grotto, unblockable */
    char words[200];
    qm_event_text(s, words, sizeof words); /* the log says what the attack still did */
    CHECK_STR(words, "{p1} reacts with Aegis and still loses 5 HP");
    game_free((GameState *)s);
}

static void test_non_attack_damage_is_its_own_attack(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 5);
    as(s, 1, "nadira", 5);
    turn_of(s, 0);
    arm(s, 1, "mid-aegis", true);
    give(s, 0, "mid-gambit"); /* utility: choose 6 damage or heal 6 */
    REQUIRE(play(s, "mid-gambit"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(qm_cur_player(s), 1); /* a window opens for the damage part */
    REQUIRE(act(s, "react 0 mid-aegis"));
    REQUIRE(act(s, "choose 0"));
    CHECK_INT(s->p[1].hp, 30); /* the damage is negated (healed 2 at full HP) */
    game_free((GameState *)s);
}

/* ---- Clout, HP, summons ---- */
static void test_steal_is_limited_to_what_the_target_has(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 2);
    as(s, 1, "pell", 1);
    turn_of(s, 0);
    give(s, 0, "nadira-heist");
    REQUIRE(play(s, "nadira-heist"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].clout, 0);
    CHECK_INT(s->p[0].clout, 2); /* 2 - 1 + 1 */
    game_free((GameState *)s);
}

static void test_heal_never_above_30(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    s->p[0].hp = 27;
    turn_of(s, 0);
    give(s, 0, "aft-tonic");
    REQUIRE(play(s, "aft-tonic"));
    CHECK_INT(s->p[0].hp, 30);
    game_free((GameState *)s);
}

static void test_summon_loyalty_takes_damage_and_theft_then_is_dismissed(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 9);
    as(s, 1, "nadira", 5);
    turn_of(s, 1);
    give(s, 1, "nadira-zephyr");
    REQUIRE(play(s, "nadira-zephyr"));
    CHECK_INT(s->p[1].narmory, 1);
    CHECK_INT(s->p[1].armory[0].loyalty, 4);
    turn_of(s, 0);
    give(s, 0, "tamsin-pickpocket"); /* steal 2: hits Loyalty */
    REQUIRE(play(s, "tamsin-pickpocket"));
    REQUIRE(act(s, "target 1 summon 0"));
    CHECK_INT(s->p[1].armory[0].loyalty, 2);
    CHECK_INT(s->p[1].clout, 4);
    char words[200], want[200]; /* what the attack did to the card ("aims … at a card in Ben's Armory", then nothing) */
    qm_event_text(s, words, sizeof words);
    snprintf(want, sizeof want, "{p0}'s attack takes 2 loyalty from {p1}'s %s", s->set->cards[C("nadira-zephyr")].name);
    CHECK_STR(words, want);
    give(s, 0, "tamsin-jab"); /* minor brawler 3 */
    REQUIRE(play(s, "tamsin-jab"));
    REQUIRE(act(s, "target 1 summon 0"));
    CHECK_INT(s->p[1].narmory, 0);
    qm_event_text(s, words, sizeof words);
    CHECK_CONTAINS(words, "dismiss");
    CHECK(in_zone(s->p[1].archive, s->p[1].narchive, C("nadira-zephyr")));
    CHECK_INT(s->p[1].hp, 30);
    game_free((GameState *)s);
}

static void test_summon_turn_start_effect(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 0);
    as(s, 1, "nadira", 0);
    s->first = 0;
    turn_of(s, 1);
    arm(s, 0, "tamsin-hound", false);
    REQUIRE(act(s, "end turn"));
    REQUIRE(act(s, "done"));
    CHECK_INT(s->current, 0);
    CHECK_INT(s->p[0].clout, 1);
    game_free((GameState *)s);
}

static void test_bane_goes_to_the_targets_armory_and_hurts_her(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 3);
    as(s, 1, "nadira", 0);
    s->first = 0;
    turn_of(s, 0);
    give(s, 0, "twi-curse");
    CHECK_INT(qm_card(g_set, C("twi-curse"))->cls, QC_CASTER);
    REQUIRE(play(s, "twi-curse"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].narmory, 1);
    CHECK_INT(s->p[1].armory[0].owner, 0);
    REQUIRE(act(s, "end turn"));
    REQUIRE(act(s, "done"));
    CHECK_INT(s->p[1].hp, 29);
    game_free((GameState *)s);
}

static void test_boon_played_to_the_armory(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "marisol", 6);
    turn_of(s, 0);
    give(s, 0, "marisol-pearl");
    REQUIRE(play(s, "marisol-pearl"));
    CHECK_INT(s->p[0].narmory, 1);
    CHECK(!s->p[0].armory[0].face_down);
    CHECK_INT(qm_level(s, 0, QC_SCHEMER, QL_MAJOR), 6);
    game_free((GameState *)s);
}

static void test_reaction_is_placed_face_down_without_paying(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    turn_of(s, 0);
    give(s, 0, "nadira-dodge");
    REQUIRE(play(s, "nadira-dodge"));
    CHECK_INT(s->p[0].narmory, 1);
    CHECK(s->p[0].armory[0].face_down);
    View *v = calloc(1, sizeof *v);
    M->view((GameState *)s, 1, v);
    const ViewZone *z = view_find(v, "p0.armory");
    REQUIRE(z);
    CHECK_INT(z->items[0].card, VIEW_CARD_BACK); /* the others see a back */
    M->view((GameState *)s, 0, v);
    CHECK_INT(view_find(v, "p0.armory")->items[0].card, C("nadira-dodge"));
    free(v);
    game_free((GameState *)s);
}

/* ---- events, traps, war chest, ultimates ---- */
static void test_event_resolves_on_purchase_and_is_banished(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 2);
    as(s, 1, "marisol", 2);
    turn_of(s, 0);
    s->market[0] = (int16_t)C("aft-fair");
    REQUIRE(act(s, "buy market 0 aft-fair"));
    CHECK_INT(s->p[0].clout, 4);
    CHECK(in_zone(s->banish, s->nbanish, C("aft-fair")));
    CHECK(!in_zone(s->p[0].archive, s->p[0].narchive, C("aft-fair")));
    /* the grotto princess banishes into her Grotto */
    turn_of(s, 1);
    s->market[1] = (int16_t)C("aft-fair");
    REQUIRE(act(s, "buy market 1 aft-fair"));
    CHECK(in_zone(s->p[1].grotto, s->p[1].ngrotto, C("aft-fair")));
    game_free((GameState *)s);
}

static void test_drawn_event_is_banished_and_replaced(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "nadira", 0);
    s->p[0].deck[9] = (int16_t)C("mid-toast");
    qm_draw(s, 0, 1);
    CHECK_INT(s->p[0].nhand, 1);
    CHECK(in_zone(s->banish, s->nbanish, C("mid-toast")));
    game_free((GameState *)s);
}

static void test_trap_is_bought_into_a_rivals_archive_and_pays_its_owner(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 4);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    s->p[0].vault[0] = (int16_t)C("tamsin-trap-tax");
    REQUIRE(act(s, "buy vault 0 tamsin-trap-tax"));
    CHECK_INT(qm_cur_player(s), 0);
    REQUIRE(act(s, "seat 1"));
    CHECK(in_zone(s->p[1].archive, s->p[1].narchive, C("tamsin-trap-tax")));
    CHECK(!in_zone(s->p[0].archive, s->p[0].narchive, C("tamsin-trap-tax")));
    turn_of(s, 1);
    give(s, 1, "tamsin-trap-tax");
    int hand = s->p[1].nhand;
    REQUIRE(play(s, "tamsin-trap-tax"));
    CHECK_INT(s->p[0].clout, 2 + 2); /* 4 - 2 to buy, + 2 from the trap */
    CHECK_INT(s->p[1].nhand, hand); /* played one, drew one */
    game_free((GameState *)s);
}

static void test_snare_line_puts_a_trap_on_the_attackers_deck(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "pell", 3);
    as(s, 1, "tamsin", 0);
    turn_of(s, 0);
    arm(s, 1, "tamsin-tripline", true);
    s->p[1].vault[1] = (int16_t)C("tamsin-trap-brand");
    give(s, 0, "pell-jab");
    REQUIRE(play(s, "pell-jab"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 tamsin-tripline"));
    REQUIRE(pick(s, 1));
    CHECK_INT(s->p[0].deck[s->p[0].ndeck - 1], C("tamsin-trap-brand"));
    game_free((GameState *)s);
}

static void test_war_chest_locked_until_8_and_the_ultimate(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 20);
    as(s, 1, "nadira", 0);
    s->p[0].war[0] = (int16_t)C("tamsin-boon-a");
    s->p[0].war[2] = (int16_t)C("tamsin-ultimate");
    turn_of(s, 0);
    CHECK(!legal(s, "buy war 2 tamsin-ultimate"));
    s->clock = 8;
    REQUIRE(act(s, "buy war 2 tamsin-ultimate"));
    CHECK_INT(s->p[0].clout, 11); /* the ultimate costs 9 */
    s->p[0].narchive = 0;
    give(s, 0, "tamsin-ultimate");
    s->p[1].clout = 5;
    REQUIRE(play(s, "tamsin-ultimate"));
    REQUIRE(act(s, "target 1"));
    CHECK_INT(s->p[1].hp, 22);    /* 8 damage, from the inner circle card */
    CHECK_INT(s->p[1].clout, 1);  /* 4 stolen */
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("tamsin-ultimate")));
    game_free((GameState *)s);
}

static void test_event_lets_you_buy_a_war_chest_boon_early(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 10);
    s->p[0].war[0] = (int16_t)C("tamsin-boon-a");
    s->p[0].war[1] = (int16_t)C("tamsin-boon-b");
    s->p[0].war[2] = (int16_t)C("tamsin-ultimate");
    turn_of(s, 0);
    s->market[0] = (int16_t)C("twi-omen");
    REQUIRE(act(s, "buy market 0 twi-omen"));
    CHECK(!pick_legal(s, 2)); /* not the ultimate */
    REQUIRE(pick(s, 1));
    CHECK_INT(s->p[0].clout, 10 - 1 - 6);
    CHECK(in_zone(s->p[0].archive, s->p[0].narchive, C("tamsin-boon-b")));
    CHECK_INT(s->p[0].war[1], -1);
    game_free((GameState *)s);
}

/* A card in hand that is no move says why (the table names the
 * reason on a click), and exactly the cards that are no move do: over
 * random games, why_not gives words iff no legal play takes that card. */
/* The main phase's other clicks: a Vault or War Chest card of your own or a
 * Bazaar market card (buy), your Vault deck or the Bazaar deck (refresh), an
 * Armory card (activate) says why exactly when no move takes it. */
typedef struct OwnTold {
    int told, moves, bazaar_told, bazaar_moves;
} OwnTold;

static void own_zones_say_why(QmState *s, const Action *acts, int n, int me, OwnTold *t)
{
    const QmPlayer *p = &s->p[me];
    static const char *const ZONES[] = {"p%d.vault", "p%d.war", "p%d.vaultdeck", "p%d.armory", "market", "bazaar"};
    for (int z = 0; z < 6; z++) {
        int items = z < 2 || z == 4 ? 3 : z == 2 ? (p->nvaultdeck > 0) : z == 3 ? p->narmory : 1;
        for (int i = 0; i < items; i++) {
            const int16_t *slots = z == 0 ? p->vault : z == 1 ? p->war : z == 4 ? s->market : NULL;
            if (slots && slots[i] < 0) continue; /* an empty slot */
            bool move = false;
            for (int a = 0; a < n; a++)
                move |= (z < 2 && acts[a].kind == QM_ACT_BUY && acts[a].a == z + 1 && acts[a].b == i) ||
                        (z == 4 && acts[a].kind == QM_ACT_BUY && acts[a].a == QM_BUY_MARKET && acts[a].b == i) ||
                        (z == 2 && acts[a].kind == QM_ACT_REFRESH && acts[a].a == 1) ||
                        (z == 5 && acts[a].kind == QM_ACT_REFRESH && acts[a].a == 0) || (z == 3 && acts[a].kind == QM_ACT_ACTIVATE && acts[a].a == i);
            char zone[16], why[160];
            snprintf(zone, sizeof zone, ZONES[z], me);
            bool said = M->why_not((GameState *)s, zone, i, why, sizeof why);
            CHECKF(said != move, "%s item %d is %sa move, why_not says %s", zone, i, move ? "" : "not ", said ? why : "nothing");
            t->told += said;
            t->moves += move;
            if (z >= 4) {
                t->bazaar_told += said;
                t->bazaar_moves += move;
            }
        }
    }
}

static void test_why_a_hand_card_cannot_be_played(void)
{
    int told = 0, playable = 0, costs = 0;
    OwnTold others = {0, 0, 0, 0};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        QmState *s = mk(2 + (int)(seed % 3), seed);
        Rng r;
        rng_seed(&r, seed * 7 + 1);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 400 && M->current_player((GameState *)s) != GM_TERMINAL; step++) {
            int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS);
            int me = qm_cur_player(s);
            if (me >= 0 && s->phase == QM_PH_MAIN && s->depth == 0) {
                const QmPlayer *p = &s->p[me];
                char zone[16], why[160];
                snprintf(zone, sizeof zone, "p%d.hand", me);
                for (int i = 0; i < p->nhand; i++) {
                    bool first = true, legal_play = false;
                    for (int k = 0; k < i; k++) first &= p->hand[k] != p->hand[i];
                    if (!first) continue; /* a copy: the table lets either stand for the one the actions name */
                    for (int a = 0; a < n; a++) legal_play |= acts[a].kind == QM_ACT_PLAY && acts[a].a == i;
                    bool said = M->why_not((GameState *)s, zone, i, why, sizeof why);
                    CHECKF(said != legal_play, "seed %llu step %d: %s is %s, why_not says %s", (unsigned long long)seed, step,
                           g_set->cards[p->hand[i]].name, legal_play ? "playable" : "not", said ? why : "nothing");
                    told += said;
                    playable += legal_play;
                    costs += said && strstr(why, "Clout") != NULL;
                }
                own_zones_say_why(s, acts, n, me, &others);
            }
            if (n <= 0 || !M->apply((GameState *)s, acts[rng_below(&r, (uint32_t)n)])) break;
        }
        free(s);
    }
    printf("  %d reasons given (%d of them Clout), %d playable cards\n", told, costs, playable);
    printf("  Vault, War Chest, Vault deck, Armory, Bazaar: %d reasons, %d moves (Bazaar: %d, %d)\n", others.told, others.moves,
           others.bazaar_told, others.bazaar_moves);
    CHECK(told > 0 && playable > 0 && costs > 0);
    CHECK(others.told > 0 && others.moves > 0);
    CHECK(others.bazaar_told > 0 && others.bazaar_moves > 0);
}

/* A click on your War Chest before 8, or on the Vault deck with no Clout, names the rule. */
static void test_why_the_war_chest_and_vault_deck_wait(void)
{
    QmState *s = mk(2, 3);
    as(s, 0, "tamsin", 1);
    turn_of(s, 0);
    s->clock = 5;
    char why[160];
    REQUIRE(s->p[0].war[0] >= 0);
    CHECK(M->why_not((GameState *)s, "p0.war", 0, why, sizeof why));
    CHECK_STR(why, "the War Chest opens when the clock strikes 8 (it is 5)");
    CHECK(M->why_not((GameState *)s, "p0.vaultdeck", 0, why, sizeof why));
    CHECK_STR(why, "refreshing your Vault costs 2 Clout; you have 1");
    s->p[0].clout = 2;
    CHECK(!M->why_not((GameState *)s, "p0.vaultdeck", 0, why, sizeof why) || s->p[0].nvaultdeck == 0);
    free(s);
}

/* A click on the Bazaar deck names the refresh rule, and on a market card
 * its price; a rival's zone has no module reason (the table says
 * whose it is). */
static void test_why_the_bazaar_waits(void)
{
    QmState *s = mk(2, 3);
    as(s, 0, "tamsin", 1);
    turn_of(s, 0);
    char why[160];
    s->p[0].clout = 1;
    CHECK(M->why_not((GameState *)s, "bazaar", 0, why, sizeof why));
    CHECK_STR(why, "refreshing the Bazaar costs 2 Clout; you have 1");
    s->p[0].clout = 2;
    s->refreshed_bazaar = true;
    CHECK(M->why_not((GameState *)s, "bazaar", 0, why, sizeof why));
    CHECK_STR(why, "you have refreshed the Bazaar this turn: once per turn");
    s->refreshed_bazaar = false;
    CHECK(!M->why_not((GameState *)s, "bazaar", 0, why, sizeof why)); /* a move now */
    s->p[0].clout = 0;
    int priced = 0;
    for (int k = 0; k < 3; k++) {
        int c = s->market[k];
        if (c < 0 || qm_card(s->set, c)->buy <= 0 || !qm_can_use(s, 0, c)) continue;
        char want[96];
        snprintf(want, sizeof want, "it costs %d Clout to buy; you have 0", qm_card(s->set, c)->buy);
        CHECK(M->why_not((GameState *)s, "market", k, why, sizeof why));
        CHECK_STR(why, want);
        priced++;
    }
    CHECK(priced > 0);
    CHECK(!M->why_not((GameState *)s, "p1.vault", 0, why, sizeof why));
    free(s);
}

/* The log tells what an attack did, in words: "{p0}'s Haymaker hits {p1}
 * for 5", not the bare choice "Target {p1}" (seen playing against the AI). */
static void test_attack_said_in_words(void)
{
    QmState *s = mk(2, 6);
    as(s, 0, "tamsin", 5);
    as(s, 1, "pell", 0);
    turn_of(s, 0);
    give(s, 0, "tamsin-haymaker");
    REQUIRE(play(s, "tamsin-haymaker"));
    REQUIRE(act(s, "target 1"));
    char words[200];
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p0}'s Haymaker hits {p1} for 5");
    REQUIRE(act(s, "end turn")); /* was logged as its label, "Ann: End turn" */
    qm_event_text(s, words, sizeof words);
    CHECK_CONTAINS(words, "{p0} ends their turn");
    game_free((GameState *)s);

    /* a reaction window declined: the log says what the attack then took ("Take it" was logged as its label) */
    s = mk(2, 6);
    as(s, 0, "tamsin", 5);
    as(s, 1, "pell", 1);
    turn_of(s, 0);
    arm(s, 1, "pell-guard", true);
    give(s, 0, "tamsin-haymaker");
    REQUIRE(play(s, "tamsin-haymaker"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(M->current_player((GameState *)s) == 1); /* her Guard could answer */
    REQUIRE(act(s, "take"));
    qm_event_text(s, words, sizeof words);
    CHECK_STR(words, "{p1} does not react: {p0}'s Haymaker hits {p1} for 5"); /* the name, not "them" */
    game_free((GameState *)s);
}

/* The end explains itself: the result names how the crown was won and the
 * history says how each princess ended ("at the last stand" told nothing). */
static void test_outcome_explains_itself(void)
{
    QmState *s = mk(2, 6);
    as(s, 0, "tamsin", 5);
    as(s, 1, "pell", 0);
    s->p[1].hp = 2;
    turn_of(s, 0);
    give(s, 0, "tamsin-haymaker");
    REQUIRE(play(s, "tamsin-haymaker"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(M->current_player((GameState *)s) == GM_TERMINAL);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    M->view((GameState *)s, 0, v);
    CHECK_STR(v->result, "{p0} wins as the last princess standing");
    CHECK_INT(v->nhistory, 2);
    CHECK_STR(v->history[0], "{p0} was the last one standing, with HP 30");
    CHECK_CONTAINS(v->history[1], "{p1} was knocked out");
    free(v);
    game_free((GameState *)s);
}

/* At Midnight the result names the queen, then who shares the crown from her
 * Inner Circle: it said "Ann and Cleo win at Midnight: the most HP + Clout"
 * and "A tie on points and Clout: the crown is shared" for a queen and her
 * Advisor. */
static void test_an_advisor_shares_the_crown_in_words(void)
{
    QmState *s = mk(4, 6);
    as(s, 0, "tamsin", 0);
    as(s, 1, "pell", 0);
    as(s, 2, "nadira", 7);
    as(s, 3, "marisol", 1);
    s->p[0].hp = 22;
    s->p[2].hp = 17; /* 17 + 7 = 24: the best */
    s->p[3].hp = 20;
    s->p[1].status = QM_ADVISOR; /* flipped at eleven, into Nadira's Inner Circle */
    s->p[1].hp = 12;
    s->p[1].leader = 2;
    s->p[2].advisor = 1;
    s->clock = 12;
    qm_finish_by_points(s);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    M->view((GameState *)s, 0, v);
    CHECK_STR(v->result, "{p2} wins at Midnight: the most HP + Clout; {p1} shares the crown from {p2}'s Inner Circle");
    for (int i = 0; i < v->nhistory; i++) CHECK(strstr(v->history[i], "A tie") == NULL);
    /* a flip is a choice, not a knock-out (the history said "was knocked out" of a princess who flipped) */
    CHECK_STR(v->history[1], "{p1} flipped their Declaration and joined {p2}'s Inner Circle as advisor, with HP 12");
    s->p[1].hp = 0;
    M->view((GameState *)s, 0, v);
    CHECK_STR(v->history[1], "{p1} was knocked out and joined {p2}'s Inner Circle");
    /* a real tie on points and Clout is told as one */
    s->p[0].hp = 17;
    s->p[0].clout = 7;
    s->phase = QM_PH_MAIN;
    qm_finish_by_points(s);
    M->view((GameState *)s, 0, v);
    CHECK_STR(v->result, "{p0} and {p2} win at Midnight: the most HP + Clout; {p1} shares the crown from {p2}'s Inner Circle");
    CHECK_CONTAINS(v->history[v->nhistory - 1], "A tie on points and Clout");
    free(v);
    game_free((GameState *)s);
}

int main(void)
{
    if (!qm_kit_open()) return 1;
    RUN(test_setup_clock_market_and_repertoire);
    RUN(test_why_a_hand_card_cannot_be_played);
    RUN(test_why_the_war_chest_and_vault_deck_wait);
    RUN(test_why_the_bazaar_waits);
    RUN(test_two_player_removal_of_the_3plus_twilight_cards);
    RUN(test_princesses_chosen_from_the_last_seat_counter_clockwise);
    RUN(test_utility_pays_and_goes_to_the_archive);
    RUN(test_class_rule_for_buying_and_neutral_for_all);
    RUN(test_refresh_bazaar_and_vault_once_per_turn);
    RUN(test_end_of_turn_archive_and_draw_to_the_limit);
    RUN(test_end_of_turn_told_in_order);
    RUN(test_the_clock_says_what_the_hour_brings);
    RUN(test_midnight_keeps_the_draw_told);
    RUN(test_hand_over_the_limit_is_set_aside_at_the_end_of_turn);
    RUN(test_deck_runs_out_reshuffles_the_archive);
    RUN(test_attack_damage_by_class_level_minor_and_major);
    RUN(test_attack_said_in_words);
    RUN(test_outcome_explains_itself);
    RUN(test_an_advisor_shares_the_crown_in_words);
    RUN(test_level_change_moves_major_and_minor);
    RUN(test_reaction_window_negate_damage_only_no_refund);
    RUN(test_negate_the_whole_attack);
    RUN(test_take_it_when_a_reaction_is_ready);
    RUN(test_no_window_without_an_affordable_reaction);
    RUN(test_redirect_sends_the_attack_elsewhere);
    RUN(test_reaction_damage_hits_the_attacker);
    RUN(test_unblockable_damage_ignores_negation);
    RUN(test_non_attack_damage_is_its_own_attack);
    RUN(test_steal_is_limited_to_what_the_target_has);
    RUN(test_heal_never_above_30);
    RUN(test_summon_loyalty_takes_damage_and_theft_then_is_dismissed);
    RUN(test_summon_turn_start_effect);
    RUN(test_bane_goes_to_the_targets_armory_and_hurts_her);
    RUN(test_boon_played_to_the_armory);
    RUN(test_reaction_is_placed_face_down_without_paying);
    RUN(test_event_resolves_on_purchase_and_is_banished);
    RUN(test_drawn_event_is_banished_and_replaced);
    RUN(test_trap_is_bought_into_a_rivals_archive_and_pays_its_owner);
    RUN(test_snare_line_puts_a_trap_on_the_attackers_deck);
    RUN(test_war_chest_locked_until_8_and_the_ultimate);
    RUN(test_event_lets_you_buy_a_war_chest_boon_early);
    qm_kit_close();
    return tl_summary();
}
