/* test_queen_by_midnight.c — Queen by Midnight rules over the Quarter Hour set:
 * setup and the 2-player removal, one test per rule of a turn, per card type
 * and per effect construct (set up the position, apply, check the outcome),
 * the clock's events, elimination and the Inner Circle with 4 players,
 * scoring, hidden information, positions as JSON, and bad cards. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "core/json_util.h"
#include "core/registry.h"
#include "games/queen-by-midnight/qm.h"

extern const GameModule queen_by_midnight_module;
static const GameModule *M = &queen_by_midnight_module;
static CardSet *g_set;

/* ---- helpers ---- */
static int C(const char *id)
{
    int i = carddb_find(g_set, id);
    if (i < 0) fprintf(stderr, "  no card \"%s\" in the set\n", id);
    return i;
}

static QmState *mk(int np, uint64_t seed)
{
    GameSetup su;
    setup_default(M, &su);
    su.num_players = np;
    Error e = {{0}};
    QmState *s = (QmState *)game_new(M, &su, g_set, seed, &e);
    if (!s) fprintf(stderr, "  game_new: %s\n", e.msg);
    return s;
}

/* Seat q plays princess `pid` with empty zones, 30 HP, `clout`, and a deck of 10 `pid`-coin cards. */
static void as(QmState *s, int q, const char *pid, int clout)
{
    QmPlayer *p = &s->p[q];
    char id[64];
    p->princess = (int16_t)C(pid);
    snprintf(id, sizeof id, "%s-inner", pid);
    p->inner = (int16_t)C(id);
    p->hp = QM_HP_MAX;
    p->clout = (int16_t)clout;
    p->level[0] = p->level[1] = 0;
    p->side = 0;
    p->nhand = p->narchive = p->narmory = p->nheld = p->ngrotto = 0;
    snprintf(id, sizeof id, "%s-coin", pid);
    p->ndeck = 10;
    for (int i = 0; i < 10; i++) p->deck[i] = (int16_t)C(id);
    p->status = QM_ALIVE;
    p->leader = p->advisor = p->declared = -1;
    p->growth = 0;
}

static void give(QmState *s, int q, const char *id)
{
    s->p[q].hand[s->p[q].nhand++] = (int16_t)C(id);
}

static void arm(QmState *s, int q, const char *id, bool face_down)
{
    QmArmed *a = &s->p[q].armory[s->p[q].narmory++];
    a->card = (int16_t)C(id);
    a->owner = (int8_t)q;
    a->loyalty = qm_card(g_set, a->card)->loyalty;
    a->face_down = face_down;
}

static void turn_of(QmState *s, int q)
{
    s->current = (int8_t)q;
    s->phase = QM_PH_MAIN;
    s->depth = 0;
    s->nqueue = 0;
    s->refreshed_bazaar = s->refreshed_vault = false;
}

static bool act(QmState *s, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(M, (const GameState *)s, text, &a, &e)) {
        fprintf(stderr, "  %s\n", e.msg);
        return false;
    }
    return M->apply((GameState *)s, a);
}

/* a pick of the pending choice by index (its text also names the card) */
static bool pick_legal(QmState *s, int idx)
{
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == QM_ACT_PICK && acts[i].a == idx) return true;
    return false;
}

static bool pick(QmState *s, int idx)
{
    if (!pick_legal(s, idx)) {
        fprintf(stderr, "  pick %d is not legal here\n", idx);
        return false;
    }
    return M->apply((GameState *)s, (Action){QM_ACT_PICK, (int16_t)idx, 0, 0});
}

static int hand_index(const QmState *s, int q, const char *id)
{
    for (int i = 0; i < s->p[q].nhand; i++)
        if (s->p[q].hand[i] == C(id)) return i;
    return -1;
}

/* plays the card `id` from the current seat's hand */
static bool play(QmState *s, const char *id)
{
    char t[96];
    snprintf(t, sizeof t, "play %d %s", hand_index(s, s->current, id), id);
    return act(s, t);
}

static bool in_zone(const int16_t *arr, int n, int card)
{
    for (int i = 0; i < n; i++)
        if (arr[i] == card) return true;
    return false;
}

static bool legal(QmState *s, const char *text)
{
    Action a;
    Error e;
    return game_parse_action(M, (const GameState *)s, text, &a, &e);
}

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
    give(s, 0, "tamsin-jab"); /* minor brawler 3 */
    REQUIRE(play(s, "tamsin-jab"));
    REQUIRE(act(s, "target 1 summon 0"));
    CHECK_INT(s->p[1].narmory, 0);
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

/* ---- effect constructs ---- */
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
    REQUIRE(act(s, "skip")); /* "up to": banish nothing */
    CHECK_INT(s->p[1].nhand, 2);
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
    CHECK(strstr(v->seat_status[0], "declared") == NULL); /* seat 1 cannot see seat 0's declaration */
    M->view((GameState *)s, 0, v);
    CHECK_CONTAINS(v->seat_status[0], "declared {p2}");
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
    REQUIRE(act(s, "flip"));
    CHECK_INT(s->p[0].status, QM_ADVISOR);
    CHECK_INT(s->p[1].advisor, 0);
    REQUIRE(act(s, "advise 1")); /* Ambush: 5 damage to a foe of the leader */
    CHECK(!legal(s, "target 1")); /* not the leader */
    REQUIRE(act(s, "target 2"));
    CHECK_INT(s->p[2].hp, 25);
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
    CardDef c;
    memset(&c, 0, sizeof c);
    Error e = {{0}};
    bool ok = qm_load_card(j, &c, "set.json: cards[0] \"x\"", &e);
    CHECKF(!ok, "accepted: %s", card_json);
    if (!ok) CHECKF(strstr(e.msg, needle) != NULL, "\"%s\" lacks \"%s\"", e.msg, needle);
    free(c.game);
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

int main(void)
{
    Report problems = {0};
    g_set = carddb_load_named(M, "quarter-hour", &problems);
    if (!g_set) {
        for (int i = 0; i < problems.count; i++) fprintf(stderr, "%s\n", problems.lines[i]);
        return 1;
    }
    report_free(&problems);
    RUN(test_setup_clock_market_and_repertoire);
    RUN(test_two_player_removal_of_the_3plus_twilight_cards);
    RUN(test_princesses_chosen_from_the_last_seat_counter_clockwise);
    RUN(test_utility_pays_and_goes_to_the_archive);
    RUN(test_class_rule_for_buying_and_neutral_for_all);
    RUN(test_refresh_bazaar_and_vault_once_per_turn);
    RUN(test_end_of_turn_archive_and_draw_to_the_limit);
    RUN(test_hand_over_the_limit_is_set_aside_at_the_end_of_turn);
    RUN(test_deck_runs_out_reshuffles_the_archive);
    RUN(test_attack_damage_by_class_level_minor_and_major);
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
    RUN(test_choose_one_of_n);
    RUN(test_roll_a_die_and_count_it);
    RUN(test_buy_for_free_from_the_market);
    RUN(test_banish_from_hand_up_to_and_the_grotto);
    RUN(test_banish_from_archive_and_market);
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
    carddb_free(g_set);
    return tl_summary();
}
