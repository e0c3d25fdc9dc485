/* test_queens_blood.c — Queen's Blood rules: the worked example of the rules
 * text, one test per effect kind / trigger / ruling, scoring.  Game flow
 * (mulligan, words, view, saves): test_qb_flow.c; deck, card and set
 * validation: test_qb_validation.c.  Positions are JSON files in
 * tests/positions/queens-blood/ over the test card set tests/data/qb-test-set/. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "games/queens-blood/qb.h"
#include "qb_kit.h"

/* ---- helpers ---- */
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
    /* the log names what was destroyed and whose (it said "; 1 destroyed") */
    CHECK_CONTAINS(s->last_event, "; {p0}'s Ember Pie was destroyed");
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
    /* a card no place can pay for: the table is told why, a playable one gives no reason */
    char why[160] = "";
    s->z[0][0].pawns = 2; /* the most of our pawns on an empty place */
    REQUIRE(carddb_find(g_set, "giant") >= 0);
    s->p[0].hand[s->p[0].nhand++] = (int16_t)carddb_find(g_set, "giant");
    REQUIRE(M->why_not);
    CHECK(M->why_not((GameState *)s, "p0.hand", s->p[0].nhand - 1, why, sizeof why));
    CHECK_CONTAINS(why, "costs 3 pawns; your empty spaces hold at most 2");
    CHECK(!M->why_not((GameState *)s, "p0.hand", s->p[0].nhand - 2, why, sizeof why)); /* a Brute can go to 0.0 */
    CHECK(!M->why_not((GameState *)s, "p1.hand", 0, why, sizeof why));
    /* with the Giant picked, a space it cannot go to says what stands there */
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
    CHECK(strstr(s->last_event, "destroyed") == NULL); /* the replaced card is told by "replaced": not "; 0 destroyed" */
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
    /* the results say where the 12 come from ("2 – 1, Ann scores 12" was unexplained) */
    REQUIRE(M->current_player((GameState *)s) == GM_TERMINAL);
    static View v;
    memset(&v, 0, sizeof v);
    M->view((GameState *)s, 0, &v);
    char want[160];
    snprintf(want, sizeof want, "{p0} scores 12 (2 + 10 from %s)", s->set->cards[s->z[1][0].card].name);
    bool told = false;
    for (int i = 0; i < v.nhistory; i++) told |= strstr(v.history[i], "Middle lane") && strstr(v.history[i], want);
    CHECKF(told, "no history line says \"%s\" (first: \"%s\")", want, v.nhistory ? v.history[0] : "");
    for (int i = 0; i < v.nhistory; i++) /* a lane won by power alone says nothing more */
        if (strstr(v.history[i], "Bottom lane")) CHECK(strchr(v.history[i], '(') == NULL);
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
    REQUIRE(M->current_player((GameState *)s) == GM_TERMINAL);
    {
        static View v;
        memset(&v, 0, sizeof v);
        M->view((GameState *)s, 0, &v);
        bool told = false;
        for (int i = 0; i < v.nhistory; i++) told |= strstr(v.history[i], "{p1} scores 13 (7 + the loser's 6") != NULL;
        CHECKF(told, "the fold is not explained (first line: \"%s\")", v.nhistory ? v.history[0] : "");
    }
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

int main(void)
{
    if (!qb_kit_open()) return 1;
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
    qb_kit_close();
    return tl_summary();
}
