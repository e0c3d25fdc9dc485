/* bw_cards.c — Blood Wars card fields, the power language and the deck
 * construction chart of the rules text (40..100 cards). */
#include <ctype.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bw.h"
#include "core/json_util.h"

const char *const BW_TYPE_NAMES[] = {"warlord", "legion", "battlefield", "fate", NULL};
const char *const BW_LEGION_POWER_NAMES[] = {"none", "berserker", "cutter", "guardian", "horde", "martyr",
                                             "shock-troop", "spirit", "advocate", "aide", "diplomat",
                                             "parasite", "terrorist", "own", NULL};
const char *const BW_FATE_NAMES[] = {"acolyte", "item", "orders", "spell", "support", NULL};
static const char *const FIELD_KINDS[] = {"realm", "layer", "site", NULL};
static const char *const ITEM_KINDS[] = {"none", "artifact", "magical", "other", NULL};
static const char *const WHEN_NAMES[] = {"combat", "intrigue", "any", "personal", NULL};
static const char *const EFFECT_NAMES[] = {"boost", "weaken", "slay-at-most", "slay-at-least", "draw",
                                           "double-ally", "foe-discards", "any-alignment", "extra-legions", NULL};
static const char *const TO_NAMES[] = {"discard", "dead-book", NULL};
static const char *const CARD_KEYS[] = {"type", "rr", "alignment", "is", "cs", "vp", "kind", "item", "home",
                                        "unique", "avatar", "factol", "follows", "power", "powers",
                                        "realm_power", "effect", NULL};
static const char *const POWER_KEYS[] = {"when", "effect", "n", "to", NULL};

/* The alignment each named power belongs to: ethic or moral letter, -1 any. */
static const struct { int8_t ethic, moral; bool intrigue; } LP_RULE[LP_COUNT] = {
    [LP_NONE] = {-1, -1, 0},          [LP_BERSERKER] = {BA_CHAOS, -1, 0}, [LP_CUTTER] = {BA_NEUTRAL, BM_NEUTRAL, 0},
    [LP_GUARDIAN] = {BA_LAW, -1, 0},  [LP_HORDE] = {-1, BM_EVIL, 0},      [LP_MARTYR] = {-1, BM_GOOD, 0},
    [LP_SHOCK] = {-1, -1, 0},         [LP_SPIRIT] = {-1, -1, 0},          [LP_ADVOCATE] = {BA_NEUTRAL, BM_NEUTRAL, 1},
    [LP_AIDE] = {-1, BM_GOOD, 1},     [LP_DIPLOMAT] = {BA_LAW, -1, 1},    [LP_PARASITE] = {-1, BM_EVIL, 1},
    [LP_TERRORIST] = {BA_CHAOS, -1, 1}, [LP_OWN] = {-1, -1, 0},
};

void bw_alignment_text(int ethic, int moral, char *buf)
{
    static const char E[] = "LNC", M[] = "GNE";
    if (ethic < 0) { buf[0] = 0; return; }
    if (ethic == BA_NEUTRAL && moral == BM_NEUTRAL) { buf[0] = 'N'; buf[1] = 0; return; }
    buf[0] = E[ethic];
    buf[1] = M[moral];
    buf[2] = 0;
}

int bw_align_match(int e1, int m1, int e2, int m2)
{
    if (e1 < 0 || e2 < 0) return 2; /* no alignment printed: no restriction */
    return (e1 == e2 && m1 == m2) ? 2 : (e1 == e2 || m1 == m2) ? 1 : 0;
}

static bool parse_alignment(const char *t, int8_t *ethic, int8_t *moral)
{
    static const char E[] = "LNC", M[] = "GNE";
    if (strcmp(t, "N") == 0) { *ethic = BA_NEUTRAL; *moral = BM_NEUTRAL; return true; }
    if (strlen(t) != 2) return false;
    const char *e = strchr(E, t[0]), *m = strchr(M, t[1]);
    if (!e || !m || !t[0] || !t[1]) return false;
    *ethic = (int8_t)(e - E);
    *moral = (int8_t)(m - M);
    return true;
}

static bool read_power(const cJSON *pj, const char *key, BwPower *pw, const char *where, Error *err)
{
    char at[640];
    snprintf(at, sizeof at, "%s: %s", where, key);
    if (!cJSON_IsObject(pj)) {
        char got[64];
        json_brief(pj, got, sizeof got);
        return error_set(err, where, key, "expected a power object {when, effect, n, to}, got %s", got);
    }
    int when, op, n, to;
    if (!json_known_keys(pj, POWER_KEYS, at, err) ||
        !json_enum(pj, "when", WHEN_NAMES, true, 0, &when, at, err) ||
        !json_enum(pj, "effect", EFFECT_NAMES, true, 0, &op, at, err) ||
        !json_int(pj, "n", 0, 20, false, 0, &n, at, err) || !json_enum(pj, "to", TO_NAMES, false, 0, &to, at, err))
        return false;
    bool personal_op = op == BE_ANY_ALIGNMENT || op == BE_EXTRA_LEGIONS;
    if (personal_op != (when == BW_WHEN_PERSONAL))
        return error_set(err, at, "when", "\"%s\" is %s a personal effect: use when \"personal\" %s", EFFECT_NAMES[op],
                         personal_op ? "" : "not", personal_op ? "with it" : "only for any-alignment / extra-legions");
    bool needs_n = op != BE_DOUBLE_ALLY && op != BE_ANY_ALIGNMENT;
    if (needs_n && n < 1) return error_set(err, at, "n", "effect \"%s\" needs n >= 1", EFFECT_NAMES[op]);
    pw->when = (uint8_t)when;
    pw->op = (uint8_t)op;
    pw->n = (int8_t)n;
    pw->dead_book = to == 1;
    return true;
}

/* Each power's problem is reported, not only the first power's. */
static bool read_powers(const cJSON *json, BwCardData *cd, const char *where, Report *problems)
{
    Error e;
    const cJSON *ps = cJSON_GetObjectItemCaseSensitive(json, "powers");
    if (!ps) return true;
    if (!cJSON_IsArray(ps) || cJSON_GetArraySize(ps) > BW_MAX_POWERS)
        return report_field(problems, where, "powers", "expected a list of at most %d power objects", BW_MAX_POWERS);
    int i = 0;
    bool ok = true;
    for (const cJSON *p = ps->child; p; p = p->next, i++) {
        char key[32];
        snprintf(key, sizeof key, "powers[%d]", i);
        if (!read_power(p, key, &cd->powers[i], where, &e)) ok = report_error(problems, &e);
    }
    cd->npowers = (int8_t)i;
    return ok;
}

/* Fields that belong to other card types are refused, so a typo never passes silently. */
static bool only_for(const cJSON *json, const char *key, bool allowed, const char *who, const char *where, Report *problems)
{
    if (allowed || !cJSON_GetObjectItemCaseSensitive(json, key)) return true;
    return report_field(problems, where, key, "only %s cards have \"%s\"", who, key);
}

/* Reads every field the card's type has and reports each problem; the
 * checks between fields run only on fields that were read. */
static bool read_warlord(const cJSON *json, BwCardData *cd, char *corner, const char *where, Report *problems)
{
    Error e;
    int v = 1;
    bool u = false, a = false, f = false, ok = true;
    if (!json_int(json, "is", 1, 20, true, 1, &v, where, &e)) ok = report_error(problems, &e);
    if (!json_bool(json, "unique", false, false, &u, where, &e)) ok = report_error(problems, &e);
    bool avatar_read = json_bool(json, "avatar", false, false, &a, where, &e);
    if (!avatar_read) ok = report_error(problems, &e);
    if (!json_bool(json, "factol", false, false, &f, where, &e)) ok = report_error(problems, &e);
    if (!read_powers(json, cd, where, problems)) ok = false;
    cd->strength = (int8_t)v;
    cd->unique = u;
    cd->avatar = a;
    cd->factol = f;
    const cJSON *rp = cJSON_GetObjectItemCaseSensitive(json, "realm_power");
    if (avatar_read && rp && !a) ok = report_field(problems, where, "realm_power", "only an avatar (\"avatar\": true) has a realm power");
    if (avatar_read && a && !rp) ok = report_field(problems, where, "realm_power", "an avatar needs a realm power");
    if (avatar_read && a && !cd->home[0]) ok = report_field(problems, where, "home", "an avatar needs its home realm");
    if (rp && !read_power(rp, "realm_power", &cd->realm_power, where, &e)) ok = report_error(problems, &e);
    cd->has_realm_power = rp != NULL;
    snprintf(corner, 8, "%d", v);
    return ok;
}

static bool read_legion(const cJSON *json, BwCardData *cd, char *corner, const char *where, Report *problems)
{
    Error e;
    int v = 1, lp = LP_NONE;
    bool fol = false, ok = true;
    if (!json_int(json, "cs", 1, 20, true, 1, &v, where, &e)) ok = report_error(problems, &e);
    bool power_read = json_enum(json, "power", BW_LEGION_POWER_NAMES, false, LP_NONE, &lp, where, &e);
    if (!power_read) ok = report_error(problems, &e);
    if (!json_bool(json, "follows", false, false, &fol, where, &e)) ok = report_error(problems, &e);
    bool powers_read = read_powers(json, cd, where, problems);
    ok = ok && powers_read;
    cd->strength = (int8_t)v;
    cd->legion_power = (uint8_t)(power_read ? lp : LP_NONE);
    cd->follows = fol;
    snprintf(corner, 8, "%d", v);
    if (!power_read) return false;
    if (powers_read && (lp == LP_OWN) != (cd->npowers == 1))
        ok = report_field(problems, where, "powers", "a legion with \"power\": \"own\" has exactly one power in \"powers\" (and only it)");
    else if (powers_read && lp == LP_OWN && cd->powers[0].when == BW_WHEN_PERSONAL)
        ok = report_field(problems, where, "powers[0].when", "a legion's own power is \"combat\" or \"intrigue\"");
    int eth = LP_RULE[lp].ethic, mor = LP_RULE[lp].moral;
    /* a legion's alignment is required: none means it did not read (reported already) */
    bool fits = cd->ethic == BW_NO_ALIGN || (eth < 0 && mor < 0) || (eth >= 0 && cd->ethic == eth) || (mor >= 0 && cd->moral == mor);
    if (!fits)
        ok = report_field(problems, where, "power", "%s is a power of %s legions", BW_LEGION_POWER_NAMES[lp],
                          lp == LP_CUTTER || lp == LP_ADVOCATE ? "Neutral" : eth == BA_LAW ? "Lawful" : eth == BA_CHAOS ? "Chaotic"
                          : mor == BM_GOOD ? "Good" : "Evil");
    return ok;
}

static bool read_battlefield(const cJSON *json, BwCardData *cd, char *corner, const char *where, Report *problems)
{
    Error e;
    int v = 1, k = 0;
    bool ok = true;
    if (!json_int(json, "vp", 1, 10, true, 1, &v, where, &e)) ok = report_error(problems, &e);
    if (!json_enum(json, "kind", FIELD_KINDS, true, 0, &k, where, &e)) ok = report_error(problems, &e);
    else if (k == BF_REALM && !cd->home[0]) ok = report_field(problems, where, "home", "a realm names itself in \"home\"");
    cd->strength = (int8_t)v;
    cd->sub = (uint8_t)k;
    snprintf(corner, 8, "%d", v);
    return ok;
}

static bool read_fate(const cJSON *json, BwCardData *cd, char *corner, const char *where, Report *problems)
{
    Error e;
    int k = 0, it = BI_NONE, v = 0;
    bool ok = true;
    bool kind_read = json_enum(json, "kind", BW_FATE_NAMES, true, 0, &k, where, &e);
    if (!kind_read) ok = report_error(problems, &e);
    bool item_read = json_enum(json, "item", ITEM_KINDS, false, BI_NONE, &it, where, &e);
    if (!item_read) ok = report_error(problems, &e);
    bool cs_read = json_int(json, "cs", 0, 9, false, 0, &v, where, &e);
    if (!cs_read) ok = report_error(problems, &e);
    cd->sub = (uint8_t)k;
    cd->item = (uint8_t)it;
    cd->strength = (int8_t)v;
    if (kind_read && item_read && (k == BFT_ITEM) != (it != BI_NONE))
        ok = report_field(problems, where, "item", "an item names its kind (artifact, magical or other); other fate has none");
    if (kind_read && cs_read && v && k != BFT_ITEM && k != BFT_SUPPORT)
        ok = report_field(problems, where, "cs", "only items and support add CS");
    const cJSON *ef = cJSON_GetObjectItemCaseSensitive(json, "effect");
    bool wants_effect = k == BFT_ORDERS || k == BFT_SPELL;
    if (kind_read && wants_effect != (ef != NULL))
        ok = report_field(problems, where, "effect", wants_effect ? "orders and spells need an effect" : "only orders and spells have an effect");
    if (ef) {
        if (!read_power(ef, "effect", &cd->powers[0], where, &e)) ok = report_error(problems, &e);
        else if (cd->powers[0].when == BW_WHEN_PERSONAL)
            ok = report_field(problems, where, "effect.when", "fate is played in a challenge: combat, intrigue or any");
        else cd->npowers = 1;
    }
    if (v) snprintf(corner, 8, "+%d", v);
    return ok;
}

bool bw_load_card(const cJSON *json, CardDef *card, const char *where, Report *problems)
{
    Error e;
    bool ok = json_report_unknown_keys(json, CARD_KEYS, where, problems);
    BwCardData *cd = calloc(1, sizeof *cd);
    if (!cd) abort();
    card->game = cd;
    int type = -1, rr = 1;
    if (!json_enum(json, "type", BW_TYPE_NAMES, true, 0, &type, where, &e)) {
        ok = report_error(problems, &e);
        type = -1; /* the fields of a type are checked only once the type is known */
    }
    if (!json_int(json, "rr", 1, 10, true, 1, &rr, where, &e)) ok = report_error(problems, &e);
    cd->type = (uint8_t)(type < 0 ? 0 : type);
    cd->rr = (int8_t)rr;
    cd->ethic = cd->moral = BW_NO_ALIGN;
    bool W = type == BT_WARLORD, L = type == BT_LEGION, B = type == BT_BATTLEFIELD, F = type == BT_FATE;
    if (type >= 0) {
        const struct { const char *key; bool allowed; const char *who; } owners[] = {
            {"is", W, "warlord"}, {"unique", W, "warlord"}, {"avatar", W, "warlord"}, {"factol", W, "warlord"},
            {"realm_power", W, "warlord"}, {"vp", B, "battlefield"}, {"follows", L, "legion"}, {"power", L, "legion"},
            {"effect", F, "fate"}, {"item", F, "fate"}, {"alignment", !B, "warlord, legion and fate"},
            {"kind", B || F, "battlefield and fate"}, {"cs", L || F, "legion and fate"},
            {"powers", W || L, "warlord and legion"}};
        for (size_t k = 0; k < sizeof owners / sizeof owners[0]; k++)
            if (!only_for(json, owners[k].key, owners[k].allowed, owners[k].who, where, problems)) ok = false;
    }
    char al[8] = "";
    if (!json_str(json, "alignment", W || L, "", al, sizeof al, where, &e)) ok = report_error(problems, &e);
    else if (al[0] && !parse_alignment(al, &cd->ethic, &cd->moral))
        ok = report_field(problems, where, "alignment", "expected LG, LN, LE, NG, N, NE, CG, CN or CE, got \"%s\"", al);
    if (!json_str(json, "home", false, "", cd->home, sizeof cd->home, where, &e)) {
        ok = report_error(problems, &e);
        cd->home[0] = 0;
    }
    char corner[8] = "";
    bool (*const read_type[])(const cJSON *, BwCardData *, char *, const char *, Report *) = {
        [BT_WARLORD] = read_warlord, [BT_LEGION] = read_legion, [BT_BATTLEFIELD] = read_battlefield, [BT_FATE] = read_fate};
    if (type >= 0 && !read_type[type](json, cd, corner, where, problems)) ok = false;
    if (!ok) return false;
    /* presentation */
    snprintf(card->kind, sizeof card->kind, "%s", type == BT_FATE ? BW_FATE_NAMES[cd->sub] : BW_TYPE_NAMES[type]);
    snprintf(card->corner, sizeof card->corner, "%s", corner);
    char a[4];
    bw_alignment_text(cd->ethic, cd->moral, a);
    snprintf(card->colour, sizeof card->colour, "%s",
             cd->ethic == BA_LAW ? "blue" : cd->ethic == BA_CHAOS ? "red" : cd->ethic == BA_NEUTRAL ? "purple"
             : type == BT_BATTLEFIELD ? "gold" : "grey");
    card->value = cd->strength;
    card->copies = 1;
    return true;
}

/* ---- the deck construction chart ---- */
enum { CH_WARLORD, CH_IS, CH_LEGION, CH_CS, CH_FIELD, CH_REALM, CH_LAYER, CH_SITE, CH_VP, CH_FATE,
       CH_ACOLYTE, CH_ITEM, CH_ARTIFACT, CH_MAGICAL, CH_OTHER, CH_ORDERS, CH_SPELL, CH_SUPPORT, CH_ROWS };
static const char *const CHART_NAMES[CH_ROWS] = {
    "warlords", "total IS", "legions", "total CS", "battlefields", "realms", "layers", "sites/towns",
    "total VP", "fate cards", "acolytes", "items", "artifacts", "magical items", "other items", "orders",
    "spells", "support cards"};
/* [row][column 40,50,...,100] = {min, max}; IS/CS/VP rows are maxima (min 0). */
static const int16_t CHART[CH_ROWS][7][2] = {
    [CH_WARLORD] = {{3, 5}, {3, 6}, {3, 7}, {3, 8}, {3, 9}, {3, 9}, {3, 9}},
    [CH_IS] = {{0, 60}, {0, 70}, {0, 80}, {0, 90}, {0, 100}, {0, 110}, {0, 120}},
    [CH_LEGION] = {{10, 20}, {10, 25}, {10, 30}, {10, 35}, {10, 40}, {10, 45}, {10, 50}},
    [CH_CS] = {{0, 120}, {0, 150}, {0, 180}, {0, 210}, {0, 240}, {0, 270}, {0, 300}},
    [CH_FIELD] = {{5, 12}, {5, 15}, {5, 17}, {5, 20}, {5, 22}, {5, 25}, {5, 27}},
    [CH_REALM] = {{0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 6}, {0, 6}},
    [CH_LAYER] = {{0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 6}, {0, 6}},
    [CH_SITE] = {{0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8}, {0, 9}, {0, 10}},
    [CH_VP] = {{0, 40}, {0, 50}, {0, 60}, {0, 70}, {0, 80}, {0, 90}, {0, 100}},
    [CH_FATE] = {{0, 15}, {0, 20}, {0, 25}, {0, 30}, {0, 35}, {0, 40}, {0, 45}},
    [CH_ACOLYTE] = {{0, 10}, {0, 12}, {0, 14}, {0, 16}, {0, 18}, {0, 20}, {0, 20}},
    [CH_ITEM] = {{0, 15}, {0, 20}, {0, 25}, {0, 30}, {0, 35}, {0, 40}, {0, 45}},
    [CH_ARTIFACT] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 5}, {0, 5}},
    [CH_MAGICAL] = {{0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8}, {0, 8}},
    [CH_OTHER] = {{0, 15}, {0, 20}, {0, 25}, {0, 30}, {0, 35}, {0, 40}, {0, 45}},
    [CH_ORDERS] = {{0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8}, {0, 9}},
    [CH_SPELL] = {{0, 10}, {0, 12}, {0, 15}, {0, 17}, {0, 20}, {0, 22}, {0, 25}},
    [CH_SUPPORT] = {{0, 8}, {0, 10}, {0, 12}, {0, 14}, {0, 16}, {0, 18}, {0, 20}},
};

/* The chart lists sizes 40, 50 ... 100; a deck in between uses the column of
 * the largest listed size it reaches (a 45-card deck keeps the 40-card limits). */
int bw_deck_problems(const CardSet *set, const Deck *deck, Report *out)
{
    int n = deck->ncards, before = out->count;
    if (n > BW_MAX_DECK) {
        report_addf(out, "deck \"%s\": %d to %d cards needed, %d in the deck", deck->id, BW_MIN_DECK, BW_MAX_DECK, n);
        return 1; /* the chart has no column for it */
    }
    /* copies per card counted in one pass: a sorted copy of the deck (n <= 100) */
    int16_t sorted[BW_MAX_DECK];
    for (int i = 0; i < n; i++) {
        int ci = deck->cards[i];
        if (ci < 0 || ci >= set->ncards) {
            report_addf(out, "deck \"%s\": card %d is not in the set", deck->id, i);
            return out->count - before; /* the counts below read every card */
        }
        int k = i;
        for (; k > 0 && sorted[k - 1] > ci; k--) sorted[k] = sorted[k - 1];
        sorted[k] = (int16_t)ci;
    }
    /* the copy limit before the size: a deck being built is short most of the time */
    for (int i = 0, copies; i < n; i += copies) {
        int ci = sorted[i];
        for (copies = 1; i + copies < n && sorted[i + copies] == ci; copies++) {}
        const BwCardData *cd = bw_card(set, ci);
        if (copies > 3 && !(cd->type == BT_LEGION && cd->legion_power == LP_HORDE))
            report_addf(out, "deck \"%s\": %d copies of \"%s\": no more than 3 identical cards (only Horde legions may exceed it)",
                        deck->id, copies, set->cards[ci].id);
    }
    if (n < BW_MIN_DECK) {
        report_addf(out, "deck \"%s\": %d to %d cards needed, %d in the deck", deck->id, BW_MIN_DECK, BW_MAX_DECK, n);
        return out->count - before; /* the chart has no column for it */
    }
    int col = (n - 40) / 10, got[CH_ROWS] = {0};
    for (int i = 0; i < n; i++) {
        const BwCardData *cd = bw_card(set, deck->cards[i]);
        switch (cd->type) {
        case BT_WARLORD: got[CH_WARLORD]++; got[CH_IS] += cd->strength; break;
        case BT_LEGION: got[CH_LEGION]++; got[CH_CS] += cd->strength; break;
        case BT_BATTLEFIELD:
            got[CH_FIELD]++;
            got[CH_VP] += cd->strength;
            got[cd->sub == BF_REALM ? CH_REALM : cd->sub == BF_LAYER ? CH_LAYER : CH_SITE]++;
            break;
        default:
            got[CH_FATE]++;
            switch (cd->sub) {
            case BFT_ACOLYTE: got[CH_ACOLYTE]++; break;
            case BFT_ORDERS: got[CH_ORDERS]++; break;
            case BFT_SPELL: got[CH_SPELL]++; break;
            case BFT_SUPPORT: got[CH_SUPPORT]++; break;
            default:
                got[CH_ITEM]++;
                got[cd->item == BI_ARTIFACT ? CH_ARTIFACT : cd->item == BI_MAGICAL ? CH_MAGICAL : CH_OTHER]++;
            }
        }
    }
    for (int r = 0; r < CH_ROWS; r++) {
        int lo = CHART[r][col][0], hi = CHART[r][col][1];
        if (got[r] < lo || got[r] > hi)
            report_addf(out, "deck \"%s\": %d %s: a %d-card deck allows %d to %d (deck construction chart)", deck->id,
                        got[r], CHART_NAMES[r], n, lo, hi);
    }
    return out->count - before;
}

bool bw_validate_deck(const CardSet *set, const Deck *deck, Error *err)
{
    return deck_first_problem(bw_deck_problems, set, deck, err);
}

/* For the deck builder: what the deck construction chart and the table sort by. */
int bw_card_attrs(const CardSet *set, int idx, CardAttr *out, int cap)
{
    static const char *const TYPES[] = {"Warlord", "Legion", "Battlefield", "Fate"};
    static const char *const ETHIC[] = {"Lawful", "Neutral", "Chaotic"}, *const MORAL[] = {"Good", "Neutral", "Evil"};
    const BwCardData *cd = bw_card(set, idx);
    if (cap < 7) return 0;
    out[0] = (CardAttr){"Type", CA_GROUP, cd->type, ""};
    snprintf(out[0].text, sizeof out[0].text, "%s", TYPES[cd->type < BT_COUNT ? cd->type : BT_FATE]);
    /* Kind: the sub-type a chart row counts (realm, spell...), or what a warlord or legion is */
    out[1] = (CardAttr){"Kind", 0, 0, ""};
    const char *kind = "";
    switch (cd->type) {
    case BT_WARLORD: kind = cd->avatar ? "avatar" : cd->factol ? "factol" : "warlord"; break;
    case BT_LEGION: kind = BW_LEGION_POWER_NAMES[cd->legion_power]; break;
    case BT_BATTLEFIELD: kind = FIELD_KINDS[cd->sub]; break;
    default: kind = cd->sub == BFT_ITEM ? ITEM_KINDS[cd->item] : BW_FATE_NAMES[cd->sub]; break;
    }
    snprintf(out[1].text, sizeof out[1].text, "%s", kind);
    out[1].text[0] = (char)toupper((unsigned char)out[1].text[0]);
    out[1].value = cd->type * 16 + (cd->type == BT_LEGION ? cd->legion_power : cd->type == BT_FATE && cd->sub == BFT_ITEM ? 8 + cd->item : cd->sub);
    out[2] = (CardAttr){"Alignment", 0, cd->ethic < 0 ? 99 : cd->ethic * 3 + cd->moral, ""};
    if (cd->ethic >= 0) {
        if (cd->ethic == BA_NEUTRAL && cd->moral == BM_NEUTRAL) snprintf(out[2].text, sizeof out[2].text, "True Neutral");
        else snprintf(out[2].text, sizeof out[2].text, "%s %s", ETHIC[cd->ethic], MORAL[cd->moral]);
    }
    out[3] = (CardAttr){"RR", CA_CURVE, cd->rr, ""};
    snprintf(out[3].text, sizeof out[3].text, "%d", cd->rr);
    /* IS, CS, VP: the strength a chart row adds up, where the card has it */
    static const char *const STR[] = {"IS", "CS", "VP"};
    for (int k = 0; k < 3; k++) {
        out[4 + k] = (CardAttr){STR[k], 0, -1, ""};
        bool has = k == 0 ? cd->type == BT_WARLORD : k == 2 ? cd->type == BT_BATTLEFIELD
                                                           : cd->type == BT_LEGION || (cd->type == BT_FATE && cd->strength > 0);
        if (has) {
            out[4 + k].value = cd->strength;
            snprintf(out[4 + k].text, sizeof out[4 + k].text, "%d", cd->strength);
        }
    }
    return 7;
}

/* For card faces: the type line and every number the rules consult, in the
 * rulebook's abbreviations (LE, RR 4, IS / CS / VP). */
int bw_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap)
{
    static const char *const TYPES[] = {"Warlord", "Legion", "Battlefield", "Fate"};
    CardAttr attrs[7];
    if (bw_card_attrs(set, idx, attrs, 7) < 7) return 0;
    const BwCardData *cd = bw_card(set, idx);
    int type = cd->type < BT_COUNT ? cd->type : BT_FATE;
    int n = face_field_add(out, 0, cap, "kind", "%s", BW_TYPE_NAMES[type]);
    const char *sub = attrs[1].text; /* "Guardian", "Realm", "Artifact"... */
    bool plain = (cd->type == BT_LEGION && cd->legion_power == LP_NONE) || strcasecmp(sub, TYPES[type]) == 0;
    char line[48];
    snprintf(line, sizeof line, "%s%s%s%s", cd->unique ? "Unique " : "", TYPES[type], plain || !sub[0] ? "" : " - ", plain ? "" : sub);
    if (cd->type == BT_FATE && cd->sub == BFT_ITEM)
        snprintf(line, sizeof line, "Fate - Item%s%s", cd->item != BI_NONE ? " - " : "", cd->item != BI_NONE ? sub : "");
    n = face_field_add(out, n, cap, "type", "%s", line);
    char al[4];
    bw_alignment_text(cd->ethic, cd->moral, al);
    if (al[0]) n = face_field_add(out, n, cap, "alignment", "%s", al);
    n = face_field_add(out, n, cap, "rr", "%d", cd->rr);
    static const char *const KEYS[] = {"is", "cs", "vp"};
    for (int k = 0; k < 3; k++)
        if (attrs[4 + k].text[0]) n = face_field_add(out, n, cap, KEYS[k], "%s", attrs[4 + k].text);
    if (cd->home[0]) n = face_field_add(out, n, cap, "home", "%s", cd->home);
    return n;
}

bool bw_validate_set(const CardSet *set, Report *problems)
{
    bool ok = true;
    for (int d = 0; d < set->ndecks; d++) {
        Report r = {0};
        for (int k = 0, n = bw_deck_problems(set, &set->decks[d], &r); k < n; k++)
            report_addf(problems, "%s: %s", set->decks[d].file, r.lines[k]);
        ok = ok && r.count == 0;
        report_free(&r);
    }
    return ok;
}
