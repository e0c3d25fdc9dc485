/* test_ll_tile_set.c — Long Live the Queen's tile set: the shipped
 * "dieselpunk" set loads with every tile's number, colour and Master rule, and
 * a broken set.json is refused with the card and field named. */
#include "testlib.h"
#include "ll_kit.h"
#include "core/paths.h"
#include "core/json_util.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <sys/stat.h>

static void test_tile_set_loads(void)
{
    REQUIRE(SET != NULL);
    CHECK_INT(SET->ncards, 11);
    int tiles = 0, masters = 0;
    for (int i = 0; i < SET->ncards; i++) {
        const LlCard *c = ll_card(SET, i);
        REQUIRE(c != NULL);
        tiles += SET->cards[i].copies;
        masters += c->can_be_master;
        CHECKF(strcmp(SET->cards[i].id, ll_ability_ids[c->ability]) == 0, "id %s", SET->cards[i].id);
    }
    CHECK_INT(tiles, 12);
    CHECK_INT(masters, 7);
    CHECK_INT(SET->cards[card_of("recruit")].copies, 2);
    CHECK_INT(ll_card(SET, card_of("sniper"))->initiative, 1);
    CHECK_INT(ll_card(SET, card_of("spy"))->initiative, 9);
    CHECK_INT(ll_card(SET, card_of("recruit"))->initiative, LL_INIT_MASTER);
    CHECK_INT(ll_card(SET, card_of("guard"))->initiative, LL_INIT_NONE);
    CHECK_INT(ll_card(SET, card_of("noble"))->prestige, LL_YELLOW);
    CHECK_INT(ll_card(SET, card_of("gambler"))->prestige, -1);
    CHECK(!ll_card(SET, card_of("gambler"))->can_be_master);
    CHECK(!ll_card(SET, card_of("princess"))->can_be_master);
    CHECK(!ll_card(SET, card_of("recruit"))->can_be_master);
    CHECK(!ll_card(SET, card_of("guard"))->can_be_master);
    CHECK_STR(SET->cards[card_of("sniper")].corner, "1");
    CHECK_STR(SET->cards[card_of("recruit")].corner, "M");
    CHECK_STR(SET->cards[card_of("pilot")].colour, "blue");
}

/* Writes set.json with one card field changed and returns the first problem. */
static bool broken_set(const char *name, int card, const char *key, cJSON *value, char *problem, size_t n)
{
    char src[1024], dir[1024], path[1100];
    paths_join(src, sizeof src, "cards/long-live-the-queen/dieselpunk/set.json");
    const char *out = getenv("CT_TEST_OUT");
    snprintf(dir, sizeof dir, "%s/ll-%s", out && *out ? out : "/tmp", name);
    if (out && *out) mkdir(out, 0755);
    mkdir(dir, 0755);
    Error e = {{0}};
    cJSON *j = json_load_file(src, &e);
    if (!j) return false;
    cJSON *c = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "cards"), card);
    if (cJSON_GetObjectItem(c, key)) cJSON_ReplaceItemInObject(c, key, value);
    else cJSON_AddItemToObject(c, key, value);
    snprintf(path, sizeof path, "%s/set.json", dir);
    bool ok = json_save_file(path, j, &e);
    cJSON_Delete(j);
    if (!ok) return false;
    Report r = {0};
    CardSet *set = carddb_load(M, dir, &r, NULL);
    bool refused = set == NULL && r.count > 0;
    snprintf(problem, n, "%s", r.count ? r.lines[0] : "");
    carddb_free(set);
    report_free(&r);
    return refused;
}

static void test_tile_set_errors_name_the_path(void)
{
    char msg[800];
    CHECK(broken_set("init", 0, "initiative", cJSON_CreateString("9x"), msg, sizeof msg));
    CHECK_CONTAINS(msg, "cards[0] \"sniper\": initiative: expected an integer 1..99");
    CHECK_CONTAINS(msg, "set.json");
    CHECK(broken_set("colour", 3, "prestige", cJSON_CreateString("green"), msg, sizeof msg));
    CHECK_CONTAINS(msg, "cards[3] \"noble\": prestige: expected \"red\", \"yellow\", \"blue\" or null, got \"green\"");
    CHECK(broken_set("ability", 1, "ability", cJSON_CreateString("sniper"), msg, sizeof msg));
    CHECK_CONTAINS(msg, "\"sniper\" appears twice");
    CHECK(broken_set("copies", 10, "copies", cJSON_CreateNumber(1), msg, sizeof msg));
    CHECK_CONTAINS(msg, "cards[10] \"recruit\": copies: expected 2, got 1");
    CHECK(broken_set("guardmaster", 9, "can_be_master", cJSON_CreateTrue(), msg, sizeof msg));
    CHECK_CONTAINS(msg, "cards[9] \"guard\": can_be_master");
    CHECK(broken_set("unknown", 2, "power", cJSON_CreateNumber(3), msg, sizeof msg));
    CHECK_CONTAINS(msg, "power");
    CHECK(broken_set("recruitinit", 10, "initiative", cJSON_CreateNumber(4), msg, sizeof msg));
    CHECK_CONTAINS(msg, "cards[10] \"recruit\": initiative");
    /* a designer's retune is accepted */
    CHECK(!broken_set("retune", 0, "initiative", cJSON_CreateNumber(12), msg, sizeof msg));
}

/* A tile with several bad fields gets each of them reported in one pass. */
static void test_card_reports_every_bad_field(void)
{
    static const char *const expected[] = {
        "ability: expected one of sniper", "initiative: expected an integer 1..99, \"master\" or null, got \"fast\"",
        "prestige: expected \"red\", \"yellow\", \"blue\" or null, got \"green\"", "can_be_master: expected true or false",
        "copies: expected an integer 1..2, got 3", NULL};
    tl_check_card_problems(M, "{'ability': 'wizard', 'initiative': 'fast', 'prestige': 'green', 'can_be_master': 'yes',"
                              " 'copies': 3}", expected);
    /* fields that read but disagree: each disagreement */
    static const char *const recruit[] = {"initiative: expected \"master\" for a recruit",
                                          "prestige: expected null for a recruit", "can_be_master: expected false for a recruit",
                                          NULL};
    tl_check_card_problems(M, "{'ability': 'recruit', 'initiative': 4, 'prestige': 'red', 'can_be_master': true}", recruit);
}

int main(void)
{
    if (!ll_kit_open() && !M) return 1;
    RUN(test_tile_set_loads);
    if (!SET) return tl_summary();
    RUN(test_tile_set_errors_name_the_path);
    RUN(test_card_reports_every_bad_field);
    carddb_free(SET);
    return tl_summary();
}
