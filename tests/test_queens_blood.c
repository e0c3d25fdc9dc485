/* test_queens_blood.c — Queen's Blood rules: the worked example of the rules
 * text, one test per effect kind / trigger / ruling, scoring, game flow, deck
 * and card validation.  Positions are JSON files in tests/positions/queens-blood/
 * over the test card set tests/data/qb-test-set/. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "games/queens-blood/qb.h"

extern const GameModule queens_blood_module;
static const GameModule *M = &queens_blood_module;
static CardSet *g_set;

/* ---- helpers ---- */
static QbState *load_pos(const char *name)
{
    char rel[256];
    snprintf(rel, sizeof rel, "tests/positions/queens-blood/%s.json", name);
    return (QbState *)tl_load_position(M, g_set, rel);
}

static bool act(QbState *s, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(M, (const GameState *)s, text, &a, &e)) {
        fprintf(stderr, "  %s\n", e.msg);
        return false;
    }
    return M->apply((GameState *)s, a);
}

static int pw(const QbState *s, int l, int c)
{
    return s->z[l][c].card >= 0 ? qb_power(s, &s->z[l][c]) : -1;
}

static const char *card_at(const QbState *s, int l, int c)
{
    return s->z[l][c].card >= 0 ? s->set->cards[s->z[l][c].card].id : ".";
}

/* pawns as "<owner>x<n>", "." empty, "card" when a card is there */
static const char *pawns_at(const QbState *s, int l, int c)
{
    static char buf[8][16];
    static int k;
    char *b = buf[k++ % 8];
    const QbZone *z = &s->z[l][c];
    if (z->card >= 0) snprintf(b, 16, "card");
    else if (z->pawns == 0) snprintf(b, 16, ".");
    else snprintf(b, 16, "%dx%d", z->pawn_owner, z->pawns);
    return b;
}

/* records the board after each procedure step */
#define MAX_SNAPS 64
static struct {
    int n;
    int step[MAX_SNAPS];
    QbState st[MAX_SNAPS];
} snaps;

static void record(const QbState *s, int step, void *ctx)
{
    (void)ctx;
    if (snaps.n < MAX_SNAPS) {
        snaps.step[snaps.n] = step;
        snaps.st[snaps.n++] = *s;
    }
}

/* the state after the k-th occurrence (0-based) of `step`, or NULL */
static const QbState *after_step(int step, int k)
{
    for (int i = 0; i < snaps.n; i++)
        if (snaps.step[i] == step && k-- == 0) return &snaps.st[i];
    return NULL;
}

static int count_steps(int step)
{
    int n = 0;
    for (int i = 0; i < snaps.n; i++) n += snaps.step[i] == step;
    return n;
}

static void start_recording(void)
{
    snaps.n = 0;
    qb_set_step_hook(record, NULL);
}

/* ---- the worked example ---- */
static void test_worked_example(void)
{
    QbState *s = load_pos("worked-example");
    REQUIRE(s);
    start_recording();
    REQUIRE(act(s, "play thornlash -> 0.0"));
    qb_set_step_hook(NULL, NULL);
    const QbState *s1 = after_step(1, 0), *s2 = after_step(2, 0), *s3 = after_step(3, 0), *s8 = after_step(8, 0);
    REQUIRE(s1 && s2 && s3 && s8);
    /* 1: Ember Pie drops to 0 and is destroyed; its zone is left empty */
    CHECK_STR(card_at(s1, 1, 0), ".");
    CHECK_STR(pawns_at(s1, 1, 0), ".");
    CHECK_INT(pw(s1, 0, 0), 2);
    /* 2: the empty zone in player 0's start column gets a pawn of player 0 */
    CHECK_STR(pawns_at(s2, 1, 0), "0x1");
    /* 3: Thornlash's pawns: in front 1, the middle start zone now 2 */
    CHECK_STR(pawns_at(s3, 0, 1), "0x1");
    CHECK_STR(pawns_at(s3, 1, 0), "0x2");
    /* 8: Ember Pie's when-destroyed effect raises Thornlash (above it) by 2 */
    CHECK_INT(pw(s3, 0, 0), 2);
    CHECK_INT(pw(s8, 0, 0), 4);
    /* 9: nothing destroyed in step 8: the procedure ends after one pass */
    CHECK_INT(count_steps(8), 1);
    CHECK_INT(pw(s, 0, 0), 4);
    CHECK_STR(pawns_at(s, 1, 0), "0x2");
    CHECK_INT(s->current, 1);
    free(s);
}

/* ---- rulings ---- */
static void test_pawn_placement_rules(void)
{
    QbState *s = load_pos("pawn-placement");
    REQUIRE(s);
    REQUIRE(act(s, "play footman -> 1.1"));
    CHECK_STR(pawns_at(s, 0, 0), "0x3"); /* own at 3 stays 3 */
    CHECK_STR(pawns_at(s, 0, 1), "0x1"); /* empty +1 */
    CHECK_STR(pawns_at(s, 1, 0), "0x2"); /* own +1 */
    CHECK_STR(card_at(s, 1, 2), "brute"); /* a zone with a card is unchanged */
    CHECK_INT(s->z[1][2].owner, 1);
    CHECK_INT(s->z[1][2].pawns, 0);
    CHECK_STR(pawns_at(s, 2, 1), "0x2"); /* enemy 2 replaced by 2 of ours */
    free(s);
}

static void test_grid_mirrored_for_player_1(void)
{
    QbState *s = load_pos("pawn-mirror");
    REQUIRE(s);
    REQUIRE(act(s, "play footman -> 1.3"));
    CHECK_STR(pawns_at(s, 0, 4), "1x2"); /* grid up-left = player 1's up-right */
    CHECK_STR(pawns_at(s, 0, 3), "1x1");
    CHECK_STR(pawns_at(s, 1, 4), "1x2"); /* grid left = towards player 1's castle */
    CHECK_STR(pawns_at(s, 1, 2), "1x1");
    CHECK_STR(pawns_at(s, 2, 3), "1x1");
    CHECK_STR(pawns_at(s, 0, 2), ".");
    free(s);
}

static void test_play_needs_pawns_for_cost(void)
{
    QbState *s = load_pos("pawn-placement");
    REQUIRE(s);
    s->p[0].hand[s->p[0].nhand++] = (int16_t)carddb_find(g_set, "brute");
    s->p[0].hand[s->p[0].nhand++] = (int16_t)carddb_find(g_set, "brute");
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS);
    int brute = carddb_find(g_set, "brute"), nbrute = 0;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == QB_ACT_PLAY && acts[i].a == brute) {
            nbrute++;
            CHECK(s->z[acts[i].b][acts[i].c].pawns >= 2);
        }
    CHECK_INT(nbrute, 1); /* only 0.0 has 2+ of our pawns; two Brutes = one action */
    Error e;
    Action a;
    CHECK(!game_parse_action(M, (GameState *)s, "play brute -> 1.0", &a, &e));
    /* a card no place can pay for: the table is told why (issue 8), a playable one gives no reason */
    char why[160] = "";
    s->z[0][0].pawns = 2; /* the most of our pawns on an empty place */
    REQUIRE(carddb_find(g_set, "giant") >= 0);
    s->p[0].hand[s->p[0].nhand++] = (int16_t)carddb_find(g_set, "giant");
    REQUIRE(M->why_not);
    CHECK(M->why_not((GameState *)s, "p0.hand", s->p[0].nhand - 1, why, sizeof why));
    CHECK_CONTAINS(why, "costs 3 pawns; your empty spaces hold at most 2");
    CHECK(!M->why_not((GameState *)s, "p0.hand", s->p[0].nhand - 2, why, sizeof why)); /* a Brute can go to 0.0 */
    CHECK(!M->why_not((GameState *)s, "p1.hand", 0, why, sizeof why));
    /* with the Giant picked, a space it cannot go to says what stands there (issue 8) */
    CHECK(M->why_not((GameState *)s, "board.0.0", 0, why, sizeof why));
    CHECK_STR(why, "this space holds 2 of your pawns, fewer than the card costs");
    s->z[2][2].card = -1;
    s->z[2][2].pawns = 0;
    s->z[2][2].pawn_owner = -1;
    CHECK(M->why_not((GameState *)s, "board.2.2", 0, why, sizeof why));
    CHECK_STR(why, "no pawns of yours stand here: cards go on spaces with yours");
    free(s);
}

static void test_destroyed_card_leaves_zone_empty(void)
{
    QbState *s = load_pos("watchers-destroyed");
    REQUIRE(s);
    REQUIRE(act(s, "play headsman -> 0.1"));
    CHECK_STR(card_at(s, 0, 2), ".");
    CHECK_STR(pawns_at(s, 0, 2), "."); /* no pawns, nobody's zone */
    CHECK_INT(s->z[0][2].pawn_owner, -1);
    free(s);
}

static void test_replace_fires_destroyed_and_uses_power(void)
{
    QbState *s = load_pos("replace-raise");
    REQUIRE(s);
    /* Replace targets only our own cards */
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS), nrep = 0;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == QB_ACT_REPLACE) {
            nrep++;
            CHECK_INT(s->z[acts[i].b][acts[i].c].owner, 0);
        }
    CHECK_INT(nrep, 3);
    REQUIRE(act(s, "replace torch -> 1.1"));
    CHECK_STR(card_at(s, 1, 1), "torch");
    CHECK_INT(pw(s, 1, 1), 1);
    /* Footman: +4 (Ember Pie's power when it left) + 2 (Ember Pie's when-destroyed) */
    CHECK_INT(pw(s, 0, 1), 8);
    CHECK_INT(pw(s, 1, 2), 1);  /* the enemy is not an ally */
    CHECK_INT(pw(s, 2, 2), 3);  /* Mourner saw an allied card destroyed */
    free(s);
}

static void test_replace_lower_all(void)
{
    QbState *s = load_pos("replace-lower");
    REQUIRE(s);
    REQUIRE(act(s, "replace pyre -> 1.1"));
    CHECK_STR(card_at(s, 1, 1), "pyre");
    CHECK_INT(pw(s, 1, 2), 2);        /* giant 7 - 5 */
    CHECK_STR(card_at(s, 0, 1), "."); /* our page 1 - 5: destroyed */
    free(s);
}

static void test_replace_plain(void)
{
    QbState *s = load_pos("replace-plain");
    REQUIRE(s);
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS);
    int nplay = 0;
    for (int i = 0; i < n; i++) nplay += acts[i].kind == QB_ACT_PLAY;
    CHECK_INT(nplay, 0); /* a replace card cannot be played onto pawns */
    REQUIRE(act(s, "replace understudy -> 1.1"));
    CHECK_STR(card_at(s, 1, 1), "understudy");
    CHECK_INT(pw(s, 1, 1), 4);
    CHECK_INT(s->p[0].nhand, 1);
    free(s);
}

static void test_loop_back_to_step_4(void)
{
    QbState *s = load_pos("loop");
    REQUIRE(s);
    CHECK_INT(pw(s, 1, 2), 3); /* footman 2 + Fuse's aura */
    start_recording();
    REQUIRE(act(s, "play thornlash -> 0.0"));
    qb_set_step_hook(NULL, NULL);
    CHECK_INT(count_steps(8), 2); /* Fuse destroyed in step 8 -> steps 4..9 again */
    const QbState *a8 = after_step(8, 0), *b7 = after_step(7, 1), *b8 = after_step(8, 1);
    REQUIRE(a8 && b7 && b8);
    CHECK_STR(card_at(a8, 1, 1), ".");   /* Keg's when-destroyed lowered Fuse to 0 */
    CHECK_INT(pw(a8, 1, 2), 3);           /* Fuse's aura still counts until step 7 */
    CHECK_INT(pw(b7, 1, 2), 2);           /* step 7 of the second pass undoes it */
    CHECK_INT(pw(b8, 1, 2), 5);           /* step 8: Fuse's when-destroyed +3 */
    CHECK_INT(pw(s, 1, 2), 5);
    CHECK_INT(s->z[1][2].up, 0);
    CHECK_INT(s->z[1][2].perm, 3);
    CHECK_STR(pawns_at(s, 1, 1), ".");
    free(s);
}

static void test_lane_tie_scores_nobody(void)
{
    QbState *s = load_pos("scoring-tie");
    REQUIRE(s);
    REQUIRE(act(s, "pass"));
    CHECK_INT(M->current_player((GameState *)s), GM_TERMINAL);
    int sc[2], lp[QB_LANES][2];
    qb_scores(s, sc, lp);
    CHECK_INT(lp[0][0] + lp[0][1], 0);
    CHECK_INT(sc[0], 1);
    CHECK_INT(sc[1], 2);
    double r[2];
    M->returns((GameState *)s, r);
    CHECK(r[1] == 1.0 && r[0] == 0.0);
    View *v = malloc(sizeof *v);
    M->view((GameState *)s, 0, v);
    CHECK(v->terminal);
    CHECK_CONTAINS(v->result, "{p1} wins 2–1");
    CHECK_INT(v->nhistory, 3);
    CHECK_CONTAINS(v->history[0], "nobody scores");
    free(v);
    free(s);
}

static void test_equal_totals_draw(void)
{
    QbState *s = load_pos("scoring-draw");
    REQUIRE(s);
    REQUIRE(act(s, "pass"));
    double r[2];
    M->returns((GameState *)s, r);
    CHECK(r[0] == 0.5 && r[1] == 0.5);
    free(s);
}

/* ---- triggers and actions ---- */
static void test_in_play_raise_and_undo(void)
{
    QbState *s = load_pos("in-play-raise");
    REQUIRE(s);
    REQUIRE(act(s, "play banner -> 0.1"));
    CHECK_INT(pw(s, 0, 0), 3);
    CHECK_INT(s->z[0][0].up, 1);
    REQUIRE(act(s, "play headsman -> 0.2"));
    CHECK_STR(card_at(s, 0, 1), ".");
    CHECK_INT(pw(s, 0, 0), 2); /* the aura left with its card */
    CHECK_INT(s->z[0][0].perm, 0);
    free(s);
}

static void test_in_play_lower_destroys_in_step_4(void)
{
    QbState *s = load_pos("in-play-lower");
    REQUIRE(s);
    start_recording();
    REQUIRE(act(s, "play hag -> 1.1"));
    qb_set_step_hook(NULL, NULL);
    CHECK_STR(card_at(after_step(3, 0), 1, 2), "page");
    CHECK_STR(card_at(after_step(4, 0), 1, 2), ".");
    CHECK_STR(card_at(s, 1, 2), ".");
    free(s);
}

static void test_played_watchers(void)
{
    QbState *s = load_pos("watchers-played");
    REQUIRE(s);
    REQUIRE(act(s, "play page -> 1.0"));
    CHECK_INT(pw(s, 0, 1), 3);          /* drill: ally played */
    CHECK_INT(pw(s, 0, 2), 3);          /* crowd: any other card played */
    CHECK_STR(card_at(s, 1, 0), ".");   /* tripwire lowered the page to 0 in its lane */
    REQUIRE(act(s, "play page -> 0.4"));
    CHECK_INT(pw(s, 0, 1), 3);          /* drill ignores enemy plays */
    CHECK_INT(pw(s, 0, 2), 4);
    REQUIRE(act(s, "play page -> 2.0"));
    CHECK_INT(pw(s, 2, 0), 1);          /* tripwire: not its lane */
    CHECK_INT(pw(s, 0, 1), 4);
    CHECK_INT(pw(s, 0, 2), 5);
    free(s);
}

static void test_destroyed_watchers(void)
{
    QbState *s = load_pos("watchers-destroyed");
    REQUIRE(s);
    REQUIRE(act(s, "play headsman -> 0.1"));
    CHECK_INT(pw(s, 1, 1), 2); /* vulture: enemy destroyed +1 */
    CHECK_INT(pw(s, 1, 2), 3); /* gravedigger: any destroyed +1 */
    CHECK_INT(pw(s, 1, 4), 3); /* mourner (player 1): ally destroyed +2 */
    free(s);
}

static void test_destroy_action(void)
{
    QbState *s = load_pos("watchers-destroyed");
    REQUIRE(s);
    REQUIRE(act(s, "play headsman -> 0.1"));
    CHECK_STR(card_at(s, 0, 2), "."); /* the enemy on the affected zone */
    CHECK_STR(card_at(s, 0, 3), "page"); /* not affected */
    CHECK_STR(card_at(s, 0, 1), "headsman");
    free(s);
}

static void test_first_enhanced_fires_once(void)
{
    QbState *s = load_pos("first-enhanced");
    REQUIRE(s);
    REQUIRE(act(s, "play banner -> 1.3"));
    CHECK_INT(pw(s, 1, 2), 4);
    CHECK_INT(pw(s, 0, 2), 2);
    REQUIRE(act(s, "pass"));
    REQUIRE(act(s, "play page -> 2.0"));
    CHECK_INT(pw(s, 0, 2), 2); /* still enhanced, but it fired already */
    free(s);
}

static void test_first_enfeebled(void)
{
    QbState *s = load_pos("first-enfeebled");
    REQUIRE(s);
    REQUIRE(act(s, "play thornlash -> 0.1"));
    CHECK_INT(pw(s, 1, 1), 2);
    CHECK_INT(pw(s, 1, 0), 3); /* brute 5 - 2 (spite's grid mirrored: its right = our left) */
    free(s);
}

static void test_reaches_power(void)
{
    QbState *s = load_pos("reaches-power");
    REQUIRE(s);
    REQUIRE(act(s, "play banner -> 1.3"));
    CHECK_INT(pw(s, 1, 2), 4); /* star 3 + banner */
    CHECK_INT(pw(s, 0, 0), 2); /* other allies +1 */
    CHECK_INT(pw(s, 1, 3), 3);
    free(s);
}

static void test_raise_per(void)
{
    QbState *s = load_pos("raise-per");
    REQUIRE(s);
    REQUIRE(act(s, "play page -> 1.0"));
    CHECK_INT(pw(s, 1, 2), 4); /* two enhanced allies; the enhanced enemy does not count */
    free(s);
}

static void test_lower_per(void)
{
    QbState *s = load_pos("lower-per");
    REQUIRE(s);
    REQUIRE(act(s, "play hexer -> 1.1"));
    CHECK_INT(pw(s, 1, 2), 3); /* 2 enfeebled enemies in this lane -> -2 */
    CHECK_INT(pw(s, 1, 3), 4);
    CHECK_INT(pw(s, 1, 4), 4); /* not affected */
    CHECK_INT(pw(s, 0, 3), 4); /* other lane: neither counted nor hit */
    free(s);
}

static void test_add_to_hand(void)
{
    QbState *s = load_pos("add-to-hand");
    REQUIRE(s);
    REQUIRE(act(s, "play quartermaster -> 1.0"));
    REQUIRE(s->p[0].nhand == 2);
    CHECK_STR(g_set->cards[s->p[0].hand[1]].id, "ration");
    View *v = malloc(sizeof *v);
    M->view((GameState *)s, 1, v);
    const ViewZone *h = view_find(v, "p0.hand");
    REQUIRE(h && h->nitems == 2);
    CHECK_INT(h->items[0].card, VIEW_CARD_BACK);
    CHECK_INT(h->items[1].card, carddb_find(g_set, "ration")); /* revealed */
    free(v);
    free(s);
}

static void test_spawn(void)
{
    QbState *s = load_pos("spawn");
    REQUIRE(s);
    REQUIRE(act(s, "play hive -> 1.1"));
    CHECK_STR(card_at(s, 0, 1), "drone"); /* empty, 2 of our pawns */
    CHECK_INT(s->z[0][1].owner, 0);
    CHECK_STR(pawns_at(s, 1, 2), "0x1"); /* rank 1 < 2 */
    CHECK_STR(pawns_at(s, 2, 1), "1x2"); /* the opponent's */
    CHECK_INT(pw(s, 2, 3), 3);            /* drill saw Hive played, not the Drone */
    free(s);
}

static void test_raise_rank(void)
{
    QbState *s = load_pos("raise-rank");
    REQUIRE(s);
    REQUIRE(act(s, "play surveyor -> 1.1"));
    CHECK_STR(pawns_at(s, 0, 1), "0x1");
    CHECK_STR(pawns_at(s, 1, 2), "0x3");
    CHECK_STR(pawns_at(s, 2, 1), "1x1");
    free(s);
}

static void test_lane_bonus(void)
{
    QbState *s = load_pos("lane-bonus");
    REQUIRE(s);
    REQUIRE(act(s, "pass"));
    int sc[2], lp[QB_LANES][2];
    qb_scores(s, sc, lp);
    CHECK_INT(lp[1][0], 12); /* won with Bearer: 2 + 10 */
    CHECK_INT(lp[2][0], 5);  /* the opponent's Bearer lost its lane: no bonus */
    CHECK_INT(lp[0][1], 1);
    CHECK_INT(sc[0], 17);
    CHECK_INT(sc[1], 1);
    free(s);
}

static void test_fold_lost_lanes(void)
{
    QbState *s = load_pos("fold-lost-lanes");
    REQUIRE(s);
    REQUIRE(act(s, "pass"));
    int sc[2], lp[QB_LANES][2];
    qb_scores(s, sc, lp);
    CHECK_INT(lp[0][1], 13); /* 7 + our 6 */
    CHECK_INT(lp[1][0], 6);  /* 5 + their 1 */
    CHECK_INT(sc[0], 6);
    CHECK_INT(sc[1], 13);
    free(s);
}

static void test_conditions(void)
{
    QbState *s = load_pos("conditions");
    REQUIRE(s);
    REQUIRE(act(s, "play page -> 1.2"));
    CHECK_INT(pw(s, 1, 2), 2); /* on Spider's affected zone */
    CHECK_INT(pw(s, 0, 4), 3); /* Grudge was enfeebled: +1 */
    REQUIRE(act(s, "pass"));
    REQUIRE(act(s, "play page -> 2.0"));
    CHECK_INT(pw(s, 2, 0), 1); /* not affected by Spider */
    CHECK_INT(pw(s, 0, 4), 3); /* no longer enfeebled: no raise */
    free(s);
}

/* Both players pass: the game ends and scores the board as it stands. */
static void pass_pass(QbState *s, int sc[2], int lp[QB_LANES][2])
{
    CHECK(act(s, "pass"));
    CHECK(act(s, "pass"));
    CHECK_INT(M->current_player((GameState *)s), GM_TERMINAL);
    qb_scores(s, sc, lp);
}

/* An in_play aura with self_enhanced takes hold in the play that enhances its
 * card (even by another card's aura), and counts if the game ends at once. */
static void test_self_enhanced_aura_at_once(void)
{
    QbState *s = load_pos("self-aura-enhanced");
    REQUIRE(s);
    REQUIRE(act(s, "play banner -> 1.2"));
    CHECK_INT(pw(s, 1, 1), 3); /* Vane enhanced by Banner's aura */
    CHECK_INT(pw(s, 0, 1), 2); /* ... so its allies rise now */
    CHECK_INT(pw(s, 2, 1), 2);
    int sc[2], lp[QB_LANES][2];
    pass_pass(s, sc, lp);
    CHECK_INT(lp[0][0], 2);
    CHECK_INT(lp[2][0], 2);
    CHECK_INT(lp[1][0], 5); /* Vane 3 + Banner 2 */
    free(s);
}

static void test_self_enfeebled_aura_at_once(void)
{
    QbState *s = load_pos("self-aura-enfeebled");
    REQUIRE(s);
    REQUIRE(act(s, "play hag -> 1.2"));
    CHECK_INT(pw(s, 1, 1), 1); /* Vane enfeebled by Hag's aura */
    CHECK_INT(pw(s, 0, 1), 1); /* ... so its allies fall now */
    CHECK_INT(pw(s, 2, 1), 1);
    int sc[2], lp[QB_LANES][2];
    pass_pass(s, sc, lp);
    CHECK_INT(lp[0][0], 1);
    CHECK_INT(lp[2][0], 1);
    CHECK_INT(lp[1][1], 3); /* Hag 3 beats Vane 1 */
    free(s);

    /* a raise (step 5) that ends the enfeeblement ends the lowering (step 4) in the same play */
    s = load_pos("self-aura-flip");
    REQUIRE(s);
    CHECK_INT(pw(s, 0, 1), 1);
    REQUIRE(act(s, "play banner -> 1.2"));
    CHECK_INT(pw(s, 1, 1), 2); /* printed power again: neither enhanced nor enfeebled */
    CHECK_INT(pw(s, 0, 1), 2);
    CHECK_INT(pw(s, 2, 1), 2);
    pass_pass(s, sc, lp);
    CHECK_INT(lp[0][0], 2);
    free(s);
}

/* RULES-NOTES: counting auras count the board as the plain auras left it, so
 * one counter's bonus is never counted by another. */
static void test_counting_auras_do_not_count_each_other(void)
{
    QbState *s = load_pos("counting-order");
    REQUIRE(s);
    REQUIRE(act(s, "play banner -> 1.2"));
    CHECK_INT(pw(s, 1, 1), 2); /* the Page, enhanced by Banner */
    CHECK_INT(pw(s, 0, 1), 3); /* Choir: +1 for the Page only */
    CHECK_INT(pw(s, 2, 1), 3);
    free(s);
}

/* pawns_per_square 2: each square takes its pawns one at a time. */
static void test_pawns_per_square(void)
{
    QbState *s = load_pos("pawns-per-square");
    REQUIRE(s);
    REQUIRE(act(s, "play mason -> 1.1"));
    CHECK_STR(pawns_at(s, 0, 1), "0x2"); /* 1 enemy: taken over, then raised */
    CHECK_STR(pawns_at(s, 1, 0), "0x3"); /* 2 enemy: taken over, then raised */
    CHECK_STR(pawns_at(s, 1, 2), "0x3"); /* 2 ours: capped at 3 */
    CHECK_STR(pawns_at(s, 2, 1), "0x2"); /* empty */
    free(s);
}

/* spawn into "board": every empty zone held by the player, token by rank. */
static void test_spawn_board_by_rank(void)
{
    QbState *s = load_pos("spawn-board");
    REQUIRE(s);
    REQUIRE(act(s, "play grove -> 1.1"));
    CHECK_STR(card_at(s, 0, 0), "sprout");
    CHECK_STR(card_at(s, 0, 3), "sprout"); /* far from Grove: still ours */
    CHECK_STR(card_at(s, 1, 0), "sapling");
    CHECK_STR(card_at(s, 2, 0), "oak");
    CHECK_INT(s->z[2][0].owner, 0);
    CHECK_STR(pawns_at(s, 2, 2), "1x2");   /* the opponent's */
    CHECK_STR(pawns_at(s, 0, 2), ".");     /* nobody's */
    CHECK_STR(card_at(s, 0, 4), ".");
    free(s);
}

/* ---- game flow ---- */
static GameState *new_game(uint64_t seed)
{
    GameSetup setup;
    setup_default(M, &setup);
    Error e = {{0}};
    GameState *st = game_new(M, &setup, g_set, seed, &e);
    if (!st) fprintf(stderr, "%s\n", e.msg);
    return st;
}

static void test_setup_and_mulligan(void)
{
    GameState *st = new_game(7);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    CHECK_INT(s->phase, QB_PH_MULLIGAN);
    CHECK_INT(s->p[0].nhand, 5);
    CHECK_INT(s->p[1].ndeck, 10);
    int first = s->first;
    CHECK_INT(s->current, first);
    CHECK_STR(s->z[1][0].pawns == 1 && s->z[1][0].pawn_owner == 0 ? "ok" : "no", "ok");
    CHECK_STR(s->z[2][4].pawns == 1 && s->z[2][4].pawn_owner == 1 ? "ok" : "no", "ok");
    int16_t c0 = s->p[first].hand[0], c1 = s->p[first].hand[1];
    REQUIRE(act(s, "mulligan toggle 0"));
    REQUIRE(act(s, "mulligan toggle 1"));
    REQUIRE(act(s, "mulligan toggle 1")); /* toggled back */
    REQUIRE(act(s, "mulligan toggle 1"));
    REQUIRE(act(s, "mulligan done"));
    CHECK_INT(s->p[first].nhand, 5);
    CHECK_INT(s->p[first].ndeck, 10);
    CHECK_INT(s->p[first].deck[0], c0); /* bottom of the deck */
    CHECK_INT(s->p[first].deck[1], c1);
    char said[64];
    snprintf(said, sizeof said, "{p%d} sent back 2 cards and drew as many", first);
    CHECK_STR(s->last_event, said);
    CHECK_INT(s->current, 1 - first);
    CHECK_INT(s->phase, QB_PH_MULLIGAN);
    REQUIRE(act(s, "mulligan done"));
    snprintf(said, sizeof said, "{p%d} kept the whole hand", 1 - first); /* not "sent back 0 cards" */
    CHECK_STR(s->last_event, said);
    CHECK_INT(s->phase, QB_PH_PLAY);
    CHECK_INT(s->current, first);
    CHECK_INT(s->p[first].nhand, 5); /* no draw on the game's first turn */
    REQUIRE(act(s, "pass"));
    CHECK_INT(s->p[1 - first].nhand, 6); /* the second player draws */
    game_free(st);
}

/* The mulligan always ends: after QB_MULLIGAN_TOGGLES changes only "done"
 * is left (an AI toggling one card on and off never finished a game). */
static void test_mulligan_toggles_are_capped(void)
{
    GameState *st = new_game(7);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    int first = s->current;
    for (int i = 0; i < QB_MULLIGAN_TOGGLES; i++) REQUIRE(act(s, "mulligan toggle 0"));
    CHECK(!act(s, "mulligan toggle 1"));
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
    CHECK_INT(n, 1);
    char t[64];
    M->action_text(st, acts[0], t, sizeof t);
    CHECK_STR(t, "mulligan done");
    CHECK(((s->p[first].mull_sel) & 1) == 0); /* ten toggles of card 0: kept */
    REQUIRE(act(s, "mulligan done"));
    CHECK_INT(s->current, 1 - first);
    CHECK(act(s, "mulligan toggle 1")); /* the other player has a fresh budget */
    game_free(st);
}

static void test_mulligan_choice_is_secret(void)
{
    GameState *st = new_game(21);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    int me = s->current;
    REQUIRE(act(s, "mulligan toggle 2"));
    View *v = malloc(sizeof *v);
    char zid[16];
    snprintf(zid, sizeof zid, "p%d.hand", me);
    M->view(st, me, v);
    CHECK_STR(v->prompt, "Choose cards to send back, then Done");
    CHECK(view_find(v, zid)->items[2].flags & VI_SELECTED);
    M->view(st, 1 - me, v);
    const ViewZone *h = view_find(v, zid);
    CHECK_INT(h->items[2].card, VIEW_CARD_BACK);
    CHECK(!(h->items[2].flags & VI_SELECTED));
    Action a;
    Error e;
    REQUIRE(game_parse_action(M, st, "mulligan toggle 2", &a, &e));
    ActionDesc d;
    M->describe(st, a, &d);
    /* the card by name: the table logs it for its chooser alone (test_ui_log) */
    char want[96];
    snprintf(want, sizeof want, "Keep %s", s->set->cards[s->p[me].hand[2]].name);
    CHECK_STR(d.label, want);
    free(v);
    game_free(st);
}

static void test_two_passes_end_the_game(void)
{
    QbState *s = load_pos("watchers-played");
    REQUIRE(s);
    REQUIRE(act(s, "pass"));
    REQUIRE(act(s, "play page -> 0.4"));
    REQUIRE(act(s, "pass"));
    CHECK(M->current_player((GameState *)s) != GM_TERMINAL); /* not consecutive */
    REQUIRE(act(s, "pass"));
    CHECK_INT(M->current_player((GameState *)s), GM_TERMINAL);
    Action acts[8];
    CHECK_INT(M->legal_actions((GameState *)s, acts, 8), 0);
    free(s);
}

static void test_texts_and_describe(void)
{
    QbState *s = load_pos("worked-example");
    REQUIRE(s);
    Action a;
    Error e;
    REQUIRE(game_parse_action(M, (GameState *)s, "play thornlash -> 0.0", &a, &e));
    ActionDesc d;
    M->describe((GameState *)s, a, &d);
    CHECK_STR(d.src_zone, "p0.hand");
    CHECK_INT(d.src_index, 0);
    CHECK_STR(d.dst_zone, "board.0.0");
    CHECK_STR(d.label, "Play Thornlash in the top lane, leftmost space"); /* as the board shows it, not "lane 1, zone 1" */
    REQUIRE(game_parse_action(M, (GameState *)s, "pass", &a, &e));
    M->describe((GameState *)s, a, &d);
    CHECK_STR(d.src_zone, "");
    CHECK_STR(d.label, "Pass");
    free(s);
}

/* The prompt says what the seat to play can do: when a pass is all that is
 * left it says why ("The board is full: pass"), never "Play a card or pass"
 * (issue 8).  Seeded random games, to their end, read at every turn. */
static void test_prompt_says_when_only_a_pass_is_left(void)
{
    int only_pass = 0, full = 0;
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    for (uint64_t seed = 1; seed <= 40; seed++) {
        GameSetup setup;
        setup_default(M, &setup);
        Error err = {{0}};
        GameState *st = game_new(M, &setup, g_set, seed, &err);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed);
        for (int step = 0; step < 200 && !game_is_over(M, st); step++) {
            const QbState *s = (const QbState *)st;
            Action acts[GM_MAX_ACTIONS];
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            memset(v, 0, sizeof *v);
            M->view(st, s->current, v);
            if (s->phase == QB_PH_PLAY) {
                int cards = 0;
                for (int l = 0; l < QB_LANES; l++)
                    for (int k = 0; k < QB_COLS; k++) cards += s->z[l][k].card >= 0;
                if (n == 1) {
                    only_pass++;
                    full += cards == QB_LANES * QB_COLS;
                    CHECKF(strstr(v->prompt, ": pass") != NULL, "seed %llu step %d: only a pass, prompt \"%s\"",
                           (unsigned long long)seed, step, v->prompt);
                    if (cards == QB_LANES * QB_COLS) CHECK_STR(v->prompt, "The board is full: pass");
                } else CHECK_STR(v->prompt, "Play a card or pass");
            }
            /* play a card when one can be played, so boards fill up */
            REQUIRE(M->apply(st, acts[n > 1 ? rng_below(&pick, (uint32_t)(n - 1)) : 0]));
        }
        game_free(st);
    }
    free(v);
    printf("  %d turns with only a pass (%d on a full board)\n", only_pass, full);
    CHECK(only_pass > 0 && full > 0);
}

static void test_view_zone_ids(void)
{
    QbState *s = load_pos("loop");
    REQUIRE(s);
    View *v = malloc(sizeof *v);
    M->view((GameState *)s, 0, v);
    const char *ids[] = {"board.0.0", "board.2.4", "lane0.p0", "lane2.p1", "p0.hand", "p1.hand",
                         "p0.deck", "p1.deck", "p0.score", "p1.score", "castle"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) CHECKF(view_find(v, ids[i]), "missing zone %s", ids[i]);
    const ViewZone *z = view_find(v, "board.1.2");
    REQUIRE(z && z->nitems == 1);
    CHECK_INT(z->items[0].value, 3);
    CHECK_INT(z->items[0].base, 2);
    CHECK(z->items[0].flags & VI_ENHANCED);
    const ViewZone *lane = view_find(v, "lane1.p0");
    CHECK_INT(lane->value, 1 + 1 + 3);
    CHECK(lane->flags & VI_HIGHLIGHT);
    CHECK_INT(view_find(v, "p1.hand")->items[0].card, VIEW_CARD_BACK);
    CHECK_STR(v->prompt, "Play a card or pass");
    free(v);
    free(s);
}

static void test_json_round_trip(void)
{
    const char *names[] = {"worked-example", "loop", "raise-per", "add-to-hand"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        QbState *s = load_pos(names[i]);
        REQUIRE(s);
        if (i == 3) REQUIRE(act(s, "play quartermaster -> 1.0"));
        cJSON *j = M->state_to_json((GameState *)s);
        char *t1 = cJSON_PrintUnformatted(j);
        QbState *b = calloc(1, M->state_size);
        Error e = {{0}};
        CHECKF(M->state_from_json((GameState *)b, j, g_set, &e), "%s", e.msg);
        cJSON *j2 = M->state_to_json((GameState *)b);
        char *t2 = cJSON_PrintUnformatted(j2);
        CHECK_STR(t1, t2);
        free(t1);
        free(t2);
        cJSON_Delete(j);
        cJSON_Delete(j2);
        free(b);
        free(s);
    }
}

static void test_determinize_keeps_own_hand(void)
{
    GameState *st = new_game(11);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    while (s->phase == QB_PH_MULLIGAN) REQUIRE(act(s, "mulligan done"));
    int me = s->current;
    QbState before = *s;
    Rng r;
    rng_seed(&r, 99);
    M->determinize(st, me, &r);
    CHECK(memcmp(s->p[me].hand, before.p[me].hand, sizeof before.p[me].hand) == 0);
    CHECK_INT(s->p[1 - me].nhand, before.p[1 - me].nhand);
    CHECK_INT(s->p[1 - me].ndeck, before.p[1 - me].ndeck);
    /* the opponent's cards are a permutation of the same multiset */
    int cnt[256] = {0};
    for (int i = 0; i < before.p[1 - me].nhand; i++) cnt[before.p[1 - me].hand[i]]++;
    for (int i = 0; i < before.p[1 - me].ndeck; i++) cnt[before.p[1 - me].deck[i]]++;
    for (int i = 0; i < s->p[1 - me].nhand; i++) cnt[s->p[1 - me].hand[i]]--;
    for (int i = 0; i < s->p[1 - me].ndeck; i++) cnt[s->p[1 - me].deck[i]]--;
    bool same = true;
    for (int i = 0; i < 256; i++) same &= cnt[i] == 0;
    CHECK(same);
    /* canonical: two worlds that differ only in hidden cards sample alike */
    QbState *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    *a = before;
    *b = *s;
    Rng r1, r2;
    rng_seed(&r1, 5);
    rng_seed(&r2, 5);
    M->determinize((GameState *)a, me, &r1);
    M->determinize((GameState *)b, me, &r2);
    CHECK(memcmp(a, b, sizeof *a) == 0);
    free(a);
    free(b);
    game_free(st);
}

/* apply accepts exactly the listed actions (it checks legality without listing) */
static void test_apply_accepts_exactly_the_legal_actions(void)
{
    GameState *st = new_game(3);
    REQUIRE(st);
    GameState *tmp = game_clone(M, st);
    Rng r;
    rng_seed(&r, 5);
    int mismatches = 0, probes = 0;
    for (int move = 0; move < 60 && M->current_player(st) != GM_TERMINAL; move++) {
        Action acts[GM_MAX_ACTIONS];
        int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
        for (int kind = 0; kind <= 6; kind++)
            for (int a = -1; a <= g_set->ncards; a += (kind == QB_ACT_PLAY || kind == QB_ACT_REPLACE) ? 1 : 7)
                for (int b = 0; b < 4; b++)
                    for (int c = 0; c < 6; c++) {
                        Action x = {(int16_t)kind, (int16_t)a, (int16_t)b, (int16_t)c};
                        bool listed = false;
                        for (int i = 0; i < n; i++) listed |= action_eq(acts[i], x);
                        game_copy(M, tmp, st);
                        bool applied = M->apply(tmp, x);
                        probes++;
                        if (applied != listed) mismatches++;
                        if (!applied) mismatches += memcmp(tmp, st, M->state_size) != 0;
                    }
        /* mostly play, so the board fills */
        Action pick = acts[rng_below(&r, (uint32_t)n)];
        if (pick.kind == QB_ACT_PASS && n > 1 && rng_below(&r, 4)) pick = acts[0];
        REQUIRE(M->apply(st, pick));
    }
    CHECK(probes > 1000);
    CHECK_INT(mismatches, 0);
    game_free(tmp);
    game_free(st);
}

/* ---- deck validation ---- */
static Deck make_deck(const char *spec)
{
    /* "id:count,id:count..." */
    Deck d;
    memset(&d, 0, sizeof d);
    snprintf(d.id, sizeof d.id, "x");
    char buf[512];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        char *colon = strchr(tok, ':');
        int n = 1;
        if (colon) {
            *colon = 0;
            n = atoi(colon + 1);
        }
        int idx = carddb_find(g_set, tok);
        for (int k = 0; k < n && idx >= 0; k++) d.cards[d.ncards++] = (int16_t)idx;
    }
    return d;
}

static void test_deck_validation(void)
{
    Error e = {{0}};
    Deck ok = make_deck("footman:2,page:2,brute:2,giant:2,thornlash:2,ember-pie:2,banner:2,legend:1");
    CHECK(M->validate_deck(g_set, &ok, &e));
    Deck three = make_deck("footman:3,page:2,brute:2,giant:2,thornlash:2,ember-pie:2,banner:1,legend:1");
    CHECK(!M->validate_deck(g_set, &three, &e));
    CHECK_CONTAINS(e.msg, "deck \"x\": 3 copies of \"footman\": at most 2 of a regular card");
    Deck leg = make_deck("footman:2,page:2,brute:2,giant:2,thornlash:2,ember-pie:2,banner:1,legend:2");
    CHECK(!M->validate_deck(g_set, &leg, &e));
    CHECK_CONTAINS(e.msg, "2 copies of \"legend\": at most 1 of a legendary card");
    Deck small = make_deck("footman:2,page:2,brute:2,giant:2,thornlash:2,ember-pie:2,banner:2");
    CHECK(!M->validate_deck(g_set, &small, &e));
    CHECK_CONTAINS(e.msg, "deck \"x\": 15 cards needed, 14 in the deck");
    /* the copy limit is told before the size: a short deck with a third copy */
    Deck short3 = make_deck("footman:3,page:2");
    CHECK(!M->validate_deck(g_set, &short3, &e));
    CHECK_CONTAINS(e.msg, "3 copies of \"footman\": at most 2 of a regular card");
    Deck tok = make_deck("footman:2,page:2,brute:2,giant:2,thornlash:2,ember-pie:2,banner:2,drone:1");
    CHECK(!M->validate_deck(g_set, &tok, &e));
    CHECK_CONTAINS(e.msg, "\"drone\" is a token: tokens cannot be in a deck");
}

/* ---- card validation ---- */
static bool load_text(const char *json, Error *e)
{
    cJSON *j = cJSON_Parse(json);
    if (!j) {
        snprintf(e->msg, sizeof e->msg, "bad test JSON");
        return false;
    }
    CardDef c;
    memset(&c, 0, sizeof c);
    bool ok = M->load_card(j, &c, "set.json: cards[0] \"t\"", e);
    free(c.game);
    cJSON_Delete(j);
    return ok;
}

#define GRID "\"grid\": [\".....\", \".....\", \"..C..\", \".....\", \".....\"]"
#define BASE "\"cost\": 1, \"power\": 2, \"rarity\": \"regular\", " GRID

static void expect_error(const char *json, const char *needle)
{
    Error e = {{0}};
    bool ok = load_text(json, &e);
    CHECKF(!ok, "accepted: %s", json);
    CHECKF(strstr(e.msg, needle) != NULL, "\"%s\" lacks \"%s\"", e.msg, needle);
}

static void test_card_validation(void)
{
    Error e = {{0}};
    CHECKF(load_text("{" BASE "}", &e), "%s", e.msg);
    CHECKF(load_text("{\"cost\": \"replace\", \"power\": 1, \"rarity\": \"legendary\", " GRID ", \"effects\": "
                     "[{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"affected_allies\", \"amount\": \"replaced_power\"}]}",
                     &e),
           "%s", e.msg);
    expect_error("{\"cost\": 4, \"power\": 2, \"rarity\": \"regular\", " GRID "}",
                 "set.json: cards[0] \"t\": cost: expected 1, 2, 3 or \"replace\", got 4");
    expect_error("{\"cost\": 1, \"power\": \"9x\", \"rarity\": \"regular\", " GRID "}",
                 "power: expected an integer 1..99, got \"9x\"");
    expect_error("{\"cost\": 1, \"power\": 0, \"rarity\": \"regular\", " GRID "}", "power: expected an integer 1..99");
    expect_error("{" BASE ", \"pawns_per_square\": 4}", "pawns_per_square: expected an integer 1..3");
    CHECKF(load_text("{" BASE ", \"pawns_per_square\": 2}", &e), "%s", e.msg);
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"spawn\", \"card\": [\"a\", \"b\"], "
                 "\"targets\": \"board\"}]}",
                 "effects[0].card: expected 3 token ids (for zones of rank 1, 2, 3), got 2");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"board\", "
                 "\"amount\": 1}]}",
                 "targets");
    expect_error("{\"cost\": 1, \"power\": 2, \"rarity\": \"rare\", " GRID "}",
                 "rarity: expected one of regular, legendary, token, got \"rare\"");
    expect_error("{\"cost\": 1, \"power\": 2, \"rarity\": \"regular\"}", "grid: missing");
    expect_error("{\"cost\": 1, \"power\": 2, \"rarity\": \"regular\", \"grid\": [\".....\"]}", "grid: expected 5 strings");
    expect_error("{\"cost\": 1, \"power\": 2, \"rarity\": \"regular\", \"grid\": [\".....\", \".....\", \"..P..\", \".....\", \".....\"]}",
                 "grid[2]: column 2: the centre must be C");
    expect_error("{\"cost\": 1, \"power\": 2, \"rarity\": \"regular\", \"grid\": [\".....\", \".Q...\", \"..C..\", \".....\", \".....\"]}",
                 "grid[1]: column 1: expected one of");
    expect_error("{\"cost\": 1, \"power\": 2, \"rarity\": \"regular\", \"grid\": [\".....\", \"..C..\", \"..C..\", \".....\", \".....\"]}",
                 "only goes in the centre");
    expect_error("{" BASE ", \"colour\": \"red\"}", "colour: unknown field");
    expect_error("{" BASE ", \"effects\": {}}", "effects: expected a list");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1},"
                 " {\"trigger\": \"whenplayed\", \"action\": \"raise\"}]}",
                 "set.json: cards[0] \"t\": effects[1].trigger: expected one of played, in_play, destroyed");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"whenplayed\", \"action\": \"raise\"}]}", "got \"whenplayed\"");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"boost\"}]}",
                 "effects[0].action: expected one of raise, lower,");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"friends\", \"amount\": 1}]}",
                 "effects[0].targets: expected one of self, trigger,");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"self\"}]}",
                 "effects[0].amount: missing");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 0}]}",
                 "effects[0].amount: expected an integer 1..99");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": \"replaced_power\"}]}",
                 "\"replaced_power\" only in a \"played\" effect of a card with cost \"replace\"");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1, \"bonus\": 2}]}",
                 "effects[0].bonus: unknown field");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"destroy\", \"targets\": \"affected_enemies\", \"amount\": 1}]}",
                 "effects[0].amount: not used by action \"destroy\"");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"in_play\", \"action\": \"destroy\", \"targets\": \"affected_enemies\"}]}",
                 "trigger \"in_play\" takes raise, lower, raise_per or lower_per");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"lane_bonus\", \"amount\": 5}]}",
                 "\"lane_bonus\" goes with trigger \"lane_won\"");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"lane_won\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1}]}",
                 "\"lane_bonus\" goes with trigger \"lane_won\"");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"fold_lost_lanes\"}]}",
                 "\"fold_lost_lanes\" goes with trigger \"game_end\"");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise_per\", \"targets\": \"self\", \"amount\": 1}]}",
                 "effects[0].per: missing");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise_per\", \"targets\": \"self\", \"amount\": 1, \"per\": \"friends\"}]}",
                 "effects[0].per: expected one of allies, enemies, cards");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise_per\", \"targets\": \"self\", \"amount\": 1, \"per\": \"allies\", \"count_in\": \"world\"}]}",
                 "effects[0].count_in: expected one of board, lane, affected");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"reaches_power\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1}]}",
                 "effects[0].n: missing");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1, \"n\": 3}]}",
                 "effects[0].n: not used");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"lower\", \"targets\": \"trigger\", \"amount\": 1}]}",
                 "effects[0].targets: \"trigger\" (the card just played) only goes with");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"condition\": \"trigger_in_lane\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1}]}",
                 "effects[0].condition: \"trigger_in_lane\" needs a trigger fired by another card");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"condition\": \"sometimes\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1}]}",
                 "effects[0].condition: expected one of trigger_in_lane");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"add_to_hand\"}]}", "effects[0].card: missing");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"add_to_hand\", \"card\": 7}]}",
                 "effects[0].card: expected a card id");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"spawn\", \"card\": \"drone\", \"rank\": 4}]}",
                 "effects[0].rank: expected an integer 1..3");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"played\", \"action\": \"raise_rank\", \"targets\": \"affected_allies\"}]}",
                 "effects[0].targets: expected one of affected, lane");
    expect_error("{" BASE ", \"effects\": [{\"trigger\": \"destroyed\", \"action\": \"raise\", \"targets\": \"self\", \"amount\": 1}]}",
                 "\"self\" is gone");
}

/* validate_set: ids referenced by effects exist; spawn needs a token */
static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static void test_set_validation(void)
{
    const char *out = getenv("CT_TEST_OUT");
    char dir[1024], file[1100], cmd[1200];
    snprintf(dir, sizeof dir, "%s/qb-bad-set", out ? out : "/tmp");
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    if (system(cmd) != 0) return;
    snprintf(file, sizeof file, "%s/set.json", dir);
    write_file(file,
               "{\"game\": \"queens-blood\", \"id\": \"bad\", \"name\": \"Bad\", \"cards\": ["
               "{\"id\": \"a\", \"name\": \"A\", \"cost\": 1, \"power\": 1, \"rarity\": \"regular\", " GRID ","
               " \"effects\": [{\"trigger\": \"played\", \"action\": \"add_to_hand\", \"card\": \"nope\"}]},"
               "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1, \"power\": 1, \"rarity\": \"regular\", " GRID ","
               " \"effects\": [{\"trigger\": \"played\", \"action\": \"spawn\", \"card\": \"a\"}]}]}");
    Report r = {0};
    CardSet *set = carddb_load(M, dir, &r, NULL);
    CHECK(set == NULL);
    char all[2048] = "";
    for (int i = 0; i < r.count; i++) {
        size_t u = strlen(all);
        snprintf(all + u, sizeof all - u, "%s\n", r.lines[i]);
    }
    CHECK_CONTAINS(all, "cards[0] \"a\": effects[0].card: unknown card id \"nope\"");
    CHECK_CONTAINS(all, "cards[1] \"b\": effects[0].card: \"a\" is not a token");
    report_free(&r);
    carddb_free(set);
}

static void test_shipped_set_loads(void)
{
    Report r = {0};
    CardSet *set = carddb_load_named(M, "core", &r);
    for (int i = 0; i < r.count; i++) fprintf(stderr, "  %s\n", r.lines[i]);
    CHECK(set != NULL);
    if (set) CHECK(set->ndecks >= 1);
    report_free(&r);
    carddb_free(set);
}

int main(void)
{
    char dir[1024];
    paths_join(dir, sizeof dir, "tests/data/qb-test-set");
    Report r = {0};
    g_set = carddb_load(M, dir, &r, NULL);
    for (int i = 0; i < r.count; i++) fprintf(stderr, "%s\n", r.lines[i]);
    report_free(&r);
    if (!g_set) {
        fprintf(stderr, "cannot load %s\n", dir);
        return 1;
    }
    RUN(test_worked_example);
    RUN(test_pawn_placement_rules);
    RUN(test_grid_mirrored_for_player_1);
    RUN(test_play_needs_pawns_for_cost);
    RUN(test_destroyed_card_leaves_zone_empty);
    RUN(test_replace_fires_destroyed_and_uses_power);
    RUN(test_replace_lower_all);
    RUN(test_replace_plain);
    RUN(test_loop_back_to_step_4);
    RUN(test_lane_tie_scores_nobody);
    RUN(test_equal_totals_draw);
    RUN(test_in_play_raise_and_undo);
    RUN(test_in_play_lower_destroys_in_step_4);
    RUN(test_played_watchers);
    RUN(test_destroyed_watchers);
    RUN(test_destroy_action);
    RUN(test_first_enhanced_fires_once);
    RUN(test_first_enfeebled);
    RUN(test_reaches_power);
    RUN(test_raise_per);
    RUN(test_lower_per);
    RUN(test_add_to_hand);
    RUN(test_spawn);
    RUN(test_raise_rank);
    RUN(test_lane_bonus);
    RUN(test_fold_lost_lanes);
    RUN(test_conditions);
    RUN(test_self_enhanced_aura_at_once);
    RUN(test_self_enfeebled_aura_at_once);
    RUN(test_counting_auras_do_not_count_each_other);
    RUN(test_pawns_per_square);
    RUN(test_spawn_board_by_rank);
    RUN(test_setup_and_mulligan);
    RUN(test_mulligan_toggles_are_capped);
    RUN(test_mulligan_choice_is_secret);
    RUN(test_two_passes_end_the_game);
    RUN(test_texts_and_describe);
    RUN(test_view_zone_ids);
    RUN(test_json_round_trip);
    RUN(test_determinize_keeps_own_hand);
    RUN(test_apply_accepts_exactly_the_legal_actions);
    RUN(test_deck_validation);
    RUN(test_prompt_says_when_only_a_pass_is_left);
    RUN(test_card_validation);
    RUN(test_set_validation);
    RUN(test_shipped_set_loads);
    carddb_free(g_set);
    return tl_summary();
}
