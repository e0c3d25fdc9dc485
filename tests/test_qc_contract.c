/* test_qc_contract.c — the Queen's Court module's contract: illegal actions
 * leave the state as it was, setups deal right, action texts and
 * descriptions, determinization, JSON round trips and errors that name the
 * path, card validation, the heuristic, the position files, and the words of
 * a round's end and of a pile that takes no card. */
#include "testlib.h"
#include "qc_kit.h"
#include "core/json_util.h"
#include "core/paths.h"
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

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
    Report loaded = {0};
    char text[2048];
    const char *where = "cards/queens-court/x/set.json: cards[8] \"noble-9\"";
    memset(&c, 0, sizeof c);
    cJSON *j = J("{'kind':'noble','rank':'9x','copies':4}");
    CHECK(tl_card_problem_text(M, j, where, text, sizeof text) == 1);
    CHECK_STR(text, "cards/queens-court/x/set.json: cards[8] \"noble-9\": rank: expected an integer 1..10, got \"9x\"");
    cJSON_Delete(j);
    j = J("{'kind':'noble','rank':9,'copies':4,'power':3}");
    CHECK(tl_card_problem_text(M, j, where, text, sizeof text) == 1);
    CHECK_CONTAINS(text, "noble-9\": power: unknown field");
    cJSON_Delete(j);
    j = J("{'kind':'queen','rank':9,'copies':5}");
    CHECK(tl_card_problem_text(M, j, where, text, sizeof text) == 1);
    CHECK_CONTAINS(text, "rank: only nobles have a rank");
    cJSON_Delete(j);
    j = J("{'kind':'knight','copies':5}");
    CHECK(tl_card_problem_text(M, j, where, text, sizeof text) == 1);
    CHECK_CONTAINS(text, "kind: expected one of noble, queen, glove, got \"knight\"");
    cJSON_Delete(j);
    j = J("{'kind':'noble','rank':10,'copies':6}");
    REQUIRE(M->load_card(j, &c, where, &loaded));
    CHECK_STR(c.kind, "noble");
    CHECK_STR(c.corner, "10");
    CHECK_INT(c.value, 10);
    CHECK_INT(c.copies, 6);
    cJSON_Delete(j);
    j = J("{'kind':'glove','copies':5}");
    REQUIRE(M->load_card(j, &c, where, &loaded));
    CHECK_STR(c.corner, "G");
    cJSON_Delete(j);
    CHECK_INT(loaded.count, 0);
    report_free(&loaded);

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
 * decided: here a tie on spread 0 broken by the fewest cards. */
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
    /* the count is the cards in the piles (a tie goes to the fewest): ", 4 cards" alone read as a score */
    CHECK_STR(v->summary[1], "{p0}: piles 7 and 6, spread 1, 4 cards in the piles");
    CHECK_STR(v->summary[3], "{p2}: piles 3 and 3, spread 0, 3 cards in the piles");
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

/* A click on a pile that takes no card says why (GameModule.why_not),
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

/* A card with several bad fields gets each of them reported in one pass. */
static void test_card_reports_every_bad_field(void)
{
    static const char *const expected[] = {"rnk: unknown field; did you mean rank?", "rank: expected an integer 1..10, got 11",
                                           "copies: expected an integer 1..54, got 0", NULL};
    tl_check_card_problems(M, "{'kind': 'noble', 'rank': 11, 'copies': 0, 'rnk': 3}", expected);
    static const char *const unknown_kind[] = {"kind: expected one of noble, queen, glove, got \"knight\"",
                                               "rank: expected an integer 1..10, got \"x\"", NULL};
    tl_check_card_problems(M, "{'kind': 'knight', 'rank': 'x', 'copies': 4}", unknown_kind);
}

int main(void)
{
    CHECK(qc_kit_open());
    RUN(test_round_text_names_seats_and_fits);
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
    RUN(test_card_reports_every_bad_field);
    qc_kit_close();
    return tl_summary();
}
