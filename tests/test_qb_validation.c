/* test_qb_validation.c — Queen's Blood deck, card and set validation: what a
 * deck may hold, what a card file must say (each error names its place), ids
 * an effect refers to, and the shipped set loading whole.  Split from
 * test_queens_blood.c (rules). */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "games/queens-blood/qb.h"
#include "qb_kit.h"

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
    int n = tl_card_problem_text(M, j, "set.json: cards[0] \"t\"", e->msg, sizeof e->msg);
    CHECKF(n >= 0, "load_card's verdict and its problems disagree: %s", json);
    cJSON_Delete(j);
    return n == 0;
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

/* A card with several bad fields gets each of them reported in one pass:
 * its unknown field, cost, power, rarity, a grid row and a broken effect. */
static void test_card_reports_every_bad_field(void)
{
    static const char *const expected[] = {
        "powr: unknown field; did you mean power?", "cost: expected 1, 2, 3 or \"replace\", got 7",
        "power: expected an integer 1..99, got 120", "rarity: expected one of regular, legendary, token, got \"common\"",
        "grid[1]: column 2: expected one of . P E B C X, got 'Q'", "effects[1].trigger: expected one of", NULL};
    tl_check_card_problems(M, "{'cost': 7, 'power': 120, 'rarity': 'common', 'powr': 3,"
                              " 'grid': ['.....', '..Q..', '..C..', '.....', '.....'],"
                              " 'effects': [{'trigger': 'played', 'action': 'raise', 'targets': 'self', 'amount': 1},"
                              " {'trigger': 'boom', 'action': 'raise'}]}", expected);
}

int main(void)
{
    if (!qb_kit_open()) return 1;
    RUN(test_deck_validation);
    RUN(test_card_validation);
    RUN(test_set_validation);
    RUN(test_shipped_set_loads);
    RUN(test_card_reports_every_bad_field);
    qb_kit_close();
    return tl_summary();
}
