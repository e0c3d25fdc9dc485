/* test_bw_deck.c — Blood Wars cards and decks: the deck construction chart
 * row by row (a generated set of every kind) and card loading errors that
 * name the place. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "bw_kit.h"

/* ---- deck construction chart ---- */
static CardSet *chart_set(void)
{
    /* 60 variants of each kind so no deck needs more than one copy of a card */
    static const char *const KINDS[][2] = {
        {"w", "'type':'warlord','alignment':'LN','is':%d,'rr':1"}, {"l", "'type':'legion','alignment':'LN','cs':%d,'rr':1"},
        {"h", "'type':'legion','alignment':'NE','cs':1,'rr':1,'power':'horde'"},
        {"r", "'type':'battlefield','kind':'realm','home':'x','vp':%d,'rr':1"}, {"y", "'type':'battlefield','kind':'layer','vp':%d,'rr':1"},
        {"t", "'type':'battlefield','kind':'site','vp':%d,'rr':1"}, {"a", "'type':'fate','kind':'acolyte','rr':1"},
        {"x", "'type':'fate','kind':'item','item':'artifact','cs':1,'rr':1"}, {"m", "'type':'fate','kind':'item','item':'magical','cs':1,'rr':1"},
        {"o", "'type':'fate','kind':'item','item':'other','cs':1,'rr':1"},
        {"d", "'type':'fate','kind':'orders','rr':1,'effect':{'when':'combat','effect':'boost','n':1}"},
        {"s", "'type':'fate','kind':'spell','rr':1,'effect':{'when':'combat','effect':'boost','n':1}"},
        {"u", "'type':'fate','kind':'support','cs':1,'rr':1"}};
    int nk = (int)(sizeof KINDS / sizeof KINDS[0]);
    CardSet *set = calloc(1, sizeof *set);
    set->cards = calloc((size_t)(nk * 60 * 2), sizeof *set->cards);
    snprintf(set->id, sizeof set->id, "chart");
    for (int k = 0; k < nk; k++)
        for (int v = 0; v < 120; v++) {
            CardDef *c = &set->cards[set->ncards];
            snprintf(c->id, sizeof c->id, "%s%d", KINDS[k][0], v);
            char body[256], json[300];
            if (strstr(KINDS[k][1], "%d")) /* variants 60+ are heavy: IS / CS 20, VP 10 */
                snprintf(body, sizeof body, KINDS[k][1], v < 60 ? 4 : strchr("ryt", KINDS[k][0][0]) ? 10 : 20);
            else snprintf(body, sizeof body, "%s", KINDS[k][1]);
            snprintf(json, sizeof json, "{%s}", body);
            for (char *p = json; *p; p++)
                if (*p == '\'') *p = '"';
            cJSON *j = cJSON_Parse(json);
            Report r = {0};
            if (!j || !bw_load_card(j, c, c->id, &r)) fprintf(stderr, "  chart card %s: %s\n", c->id, r.count ? r.lines[0] : "bad JSON");
            report_free(&r);
            cJSON_Delete(j);
            set->ncards++;
        }
    return set;
}

/* spec "w:5 l:20 ..." (count per kind, capital = heavy variants) -> deck */
static bool chart_deck(const CardSet *set, const char *spec, Error *err)
{
    Deck d;
    memset(&d, 0, sizeof d);
    snprintf(d.id, sizeof d.id, "test");
    char kind;
    int n, off;
    for (const char *p = spec; sscanf(p, " %c:%d%n", &kind, &n, &off) == 2; p += off) {
        bool heavy = kind >= 'A' && kind <= 'Z';
        char id[16];
        for (int i = 0; i < n && d.ncards < DECK_MAX; i++) {
            snprintf(id, sizeof id, "%c%d", heavy ? kind - 'A' + 'a' : kind, (heavy ? 60 : 0) + i);
            d.cards[d.ncards++] = (int16_t)carddb_find(set, id);
        }
    }
    return bw_validate_deck(set, &d, err);
}

static void expect_refused(const CardSet *set, const char *spec, const char *rule)
{
    Error e = {{0}};
    bool ok = chart_deck(set, spec, &e);
    CHECKF(!ok, "deck \"%s\" accepted", spec);
    if (!ok) CHECK_CONTAINS(e.msg, rule);
}

static void test_deck_chart(void)
{
    CardSet *set = chart_set();
    Error e = {{0}};
    const char *base = "w:5 l:20 r:3 y:3 t:5 s:10 d:4"; /* 50, legal */
    CHECKF(chart_deck(set, base, &e), "%s", e.msg);
    expect_refused(set, "w:7 l:18 r:3 y:3 t:5 s:10 d:4", "7 warlords: a 50-card deck allows 3 to 6");
    expect_refused(set, "w:2 l:23 r:3 y:3 t:5 s:10 d:4", "2 warlords");
    expect_refused(set, "W:4 w:1 l:20 r:3 y:3 t:5 s:10 d:4", "84 total IS");
    expect_refused(set, "w:5 l:26 r:3 y:3 t:5 s:4 d:4", "26 legions");
    expect_refused(set, "w:5 l:9 r:3 y:3 t:5 s:12 d:4 o:9", "9 legions");
    expect_refused(set, "w:5 L:8 l:12 r:3 y:3 t:5 s:10 d:4", "208 total CS");
    expect_refused(set, "w:5 l:20 r:2 y:1 t:1 s:12 d:4 o:5", "4 battlefields");
    expect_refused(set, "w:5 l:20 r:4 y:3 t:4 s:10 d:4", "4 realms");
    expect_refused(set, "w:5 l:20 r:3 y:4 t:4 s:10 d:4", "4 layers");
    expect_refused(set, "w:5 l:20 r:2 y:3 t:6 s:10 d:4", "6 sites/towns");
    expect_refused(set, "w:5 l:20 R:3 y:3 t:5 s:10 d:4", "62 total VP");
    expect_refused(set, "w:5 l:10 r:3 y:3 t:5 s:12 d:4 o:8", "24 fate cards");
    expect_refused(set, "w:5 l:20 r:3 y:3 t:5 s:7 d:4 x:3", "3 artifacts");
    expect_refused(set, "w:5 l:20 r:3 y:3 t:5 s:5 d:4 m:5", "5 magical items");
    expect_refused(set, "w:5 l:20 r:3 y:3 t:5 s:9 d:5", "5 orders");
    expect_refused(set, "w:5 l:20 r:3 y:3 t:5 s:13 d:1", "13 spells");
    expect_refused(set, "w:5 l:17 r:3 y:3 t:5 s:6 u:11", "11 support cards");
    expect_refused(set, "w:5 l:20 r:3 y:3 t:5 s:1 a:13", "13 acolytes");
    expect_refused(set, "w:5 l:20 r:3 y:3 t:5 s:1", "40 to 100 cards needed, 37 in the deck");
    /* a 45-card deck keeps the 40-card column: 5 warlords at most */
    expect_refused(set, "w:6 l:16 r:2 y:2 t:4 s:10 d:3 o:2", "6 warlords: a 45-card deck allows 3 to 5");
    /* 100 cards */
    CHECKF(chart_deck(set, "w:9 l:50 r:6 y:6 t:10 s:10 d:9", &e), "%s", e.msg);
    carddb_free(set);
    /* three identical cards at most, Hordes excepted (shipped set) */
    Deck d = *carddb_deck(g_set, "iron-tribunal");
    for (int i = 0; i < d.ncards; i++) /* two Hold the Line become War Banners: 4 of them */
        if (d.cards[i] == card("hold-the-line")) d.cards[i] = (int16_t)card("war-banner");
    CHECK(!bw_validate_deck(g_set, &d, &e));
    CHECK_CONTAINS(e.msg, "4 copies of \"war-banner\": no more than 3 identical cards");
    CHECK(bw_validate_deck(g_set, carddb_deck(g_set, "ashen-horde"), &e)); /* 5 Gnawling Swarms */
}

static void test_card_errors_name_the_place(void)
{
    const char *bad[][2] = {
        {"{'type':'legion','alignment':'LN','cs':5,'rr':4,'power':'berserker'}", "berserker is a power of Chaotic legions"},
        {"{'type':'legion','alignment':'LX','cs':5,'rr':4}", "alignment: expected LG"},
        {"{'type':'warlord','alignment':'LN','is':5,'rr':4,'vp':3}", "only battlefield cards have \"vp\""},
        {"{'type':'fate','kind':'spell','rr':4}", "orders and spells need an effect"},
        {"{'type':'fate','kind':'spell','rr':4,'effect':{'when':'combat','effect':'explode','n':1}}", "effect"},
        {"{'type':'warlord','alignment':'LN','is':5,'rr':11}", "rr"},
        {"{'type':'warlord','alignment':'LN','is':5,'rr':4,'avatar':true}", "an avatar needs a realm power"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char json[400];
        snprintf(json, sizeof json, "%s", bad[i][0]);
        for (char *p = json; *p; p++)
            if (*p == '\'') *p = '"';
        cJSON *j = cJSON_Parse(json);
        char text[2048];
        CHECKF(tl_card_problem_text(M, j, "set.json: cards[0] \"x\"", text, sizeof text) > 0, "accepted %s", bad[i][0]);
        CHECK_CONTAINS(text, "set.json: cards[0] \"x\"");
        CHECK_CONTAINS(text, bad[i][1]);
        cJSON_Delete(j);
    }
}

/* A card with several bad fields gets each of them reported in one pass. */
static void test_card_reports_every_bad_field(void)
{
    static const char *const expected[] = {"rr: expected an integer 1..10, got 11", "vp: only battlefield cards have \"vp\"",
                                           "alignment: expected LG, LN, LE, NG, N, NE, CG, CN or CE, got \"XX\"",
                                           "cs: expected an integer 1..20, got 0", "powers[1]: when: expected one of", NULL};
    tl_check_card_problems(M, "{'type': 'legion', 'alignment': 'XX', 'rr': 11, 'cs': 0, 'vp': 2,"
                              " 'powers': [{'when': 'combat', 'effect': 'boost', 'n': 1}, {'when': 'never', 'effect': 'boost', 'n': 1}]}",
                           expected);
}

int main(void)
{
    if (!bw_kit_open()) return 1;
    RUN(test_deck_chart);
    RUN(test_card_errors_name_the_place);
    RUN(test_card_reports_every_bad_field);
    bw_kit_close();
    return tl_summary();
}
