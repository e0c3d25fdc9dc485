/* qb_cards.c — Queen's Blood card fields and effect language: parsing,
 * validation (errors name the JSON path), set and deck checks.
 * The format is documented in cards/README.md. */
#include "qb.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/json_util.h"
#include "core/paths.h"

/* Paths in messages relative to the data dir, as the core loader shows them. */
static const char *shown(const char *p)
{
    const char *d = paths_data_dir();
    size_t n = d ? strlen(d) : 0;
    if (n && strncmp(p, d, n) == 0 && p[n] == '/') return p + n + 1;
    return p;
}

const char *const QB_TRIGGER_NAMES[] = {
    "played", "in_play", "destroyed", "allied_played", "enemy_played", "any_played",
    "allied_destroyed", "enemy_destroyed", "any_destroyed", "first_enhanced",
    "first_enfeebled", "reaches_power", "lane_won", "game_end", NULL};
const char *const QB_ACTION_NAMES[] = {
    "raise", "lower", "raise_per", "lower_per", "destroy", "add_to_hand", "spawn",
    "raise_rank", "lane_bonus", "fold_lost_lanes", NULL};
/* index = QbTargets; QX_NONE is not accepted in data */
static const char *const TARGET_NAMES[] = {
    "", "self", "trigger", "affected_allies", "affected_enemies", "affected_all",
    "lane_allies", "lane_enemies", "lane_all", "board_allies", "board_enemies", "board_all",
    "affected", "lane", "board", NULL};
static const char *const CARD_TARGETS[] = {
    "self", "trigger", "affected_allies", "affected_enemies", "affected_all", "lane_allies",
    "lane_enemies", "lane_all", "board_allies", "board_enemies", "board_all", NULL};
static const char *const ZONE_TARGETS[] = {"affected", "lane", "board", NULL};
static const char *const PER_NAMES[] = {
    "allies", "enemies", "cards", "enhanced_allies", "enhanced_enemies", "enhanced_cards",
    "enfeebled_allies", "enfeebled_enemies", "enfeebled_cards", NULL};
static const char *const COUNT_IN_NAMES[] = {"board", "lane", "affected", NULL};
static const char *const CONDITION_NAMES[] = {
    "", "trigger_in_lane", "trigger_affected", "self_enhanced", "self_enfeebled", NULL};
static const char *const RARITY_NAMES[] = {"regular", "legendary", "token", NULL};
static const char *const CARD_KEYS[] = {"cost", "power", "rarity", "grid", "pawns_per_square", "effects", NULL};
static const char *const EFFECT_KEYS[] = {
    "trigger", "condition", "action", "targets", "amount", "per", "count_in", "card", "rank", "n", NULL};

static void list_names(const char *const *names, char *buf, size_t n)
{
    buf[0] = 0;
    int k = 0;
    for (int i = 0; names[i]; i++) {
        if (!names[i][0]) continue;
        size_t u = strlen(buf);
        snprintf(buf + u, n - u, "%s%s", k++ ? ", " : "", names[i]);
    }
}

static int find_name(const char *const *names, const char *s)
{
    for (int i = 0; names[i]; i++)
        if (names[i][0] && strcmp(names[i], s) == 0) return i;
    return -1;
}

/* Reads obj[key] as one of `names`; path is "effects[i].key". */
static bool read_enum(const cJSON *obj, const char *key, const char *const *names, bool required, int *out,
                      const char *where, const char *path, Error *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    char list[600];
    list_names(names, list, sizeof list);
    if (!v) {
        *out = -1;
        if (required) return error_set(err, where, path, "missing; expected one of %s", list);
        return true;
    }
    int i = cJSON_IsString(v) ? find_name(names, v->valuestring) : -1;
    if (i < 0) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, where, path, "expected one of %s, got %s", list, got);
    }
    *out = i;
    return true;
}

static bool read_card_id(const cJSON *v, char *out, const char *where, const char *path, Error *err)
{
    if (!cJSON_IsString(v) || !v->valuestring[0] || strlen(v->valuestring) >= 48) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, where, path, "expected a card id of this set, got %s", got);
    }
    snprintf(out, 48, "%s", v->valuestring);
    return true;
}

static bool is_watcher(int t)
{
    return t >= QT_ALLIED_PLAYED && t <= QT_ANY_DESTROYED;
}

static bool parse_effect(const cJSON *ej, int ei, QbEffect *e, const QbCardData *cd, const char *where, Error *err)
{
    char path[64], p2[96];
    snprintf(path, sizeof path, "effects[%d]", ei);
    memset(e, 0, sizeof *e);
    if (!cJSON_IsObject(ej)) {
        char got[64];
        json_brief(ej, got, sizeof got);
        return error_set(err, where, path, "expected an effect object {trigger, action, ...}, got %s", got);
    }
    for (const cJSON *it = ej->child; it; it = it->next)
        if (find_name(EFFECT_KEYS, it->string) < 0) {
            char list[300];
            list_names(EFFECT_KEYS, list, sizeof list);
            snprintf(p2, sizeof p2, "%s.%s", path, it->string);
            return error_set(err, where, p2, "unknown field (known fields: %s)", list);
        }
    int trig, act;
    snprintf(p2, sizeof p2, "%s.trigger", path);
    if (!read_enum(ej, "trigger", QB_TRIGGER_NAMES, true, &trig, where, p2, err)) return false;
    snprintf(p2, sizeof p2, "%s.action", path);
    if (!read_enum(ej, "action", QB_ACTION_NAMES, true, &act, where, p2, err)) return false;
    e->trigger = (uint8_t)trig;
    e->action = (uint8_t)act;

    /* which trigger goes with which action */
    if (trig == QT_IN_PLAY && !(act == QA_RAISE || act == QA_LOWER || act == QA_RAISE_PER || act == QA_LOWER_PER))
        return error_set(err, where, p2, "\"%s\" cannot be continuous: trigger \"in_play\" takes raise, lower, raise_per or lower_per",
                         QB_ACTION_NAMES[act]);
    if ((act == QA_LANE_BONUS) != (trig == QT_LANE_WON))
        return error_set(err, where, p2, "action \"lane_bonus\" goes with trigger \"lane_won\" and only with it (got %s with %s)",
                         QB_ACTION_NAMES[act], QB_TRIGGER_NAMES[trig]);
    if ((act == QA_FOLD_LOST_LANES) != (trig == QT_GAME_END))
        return error_set(err, where, p2, "action \"fold_lost_lanes\" goes with trigger \"game_end\" and only with it (got %s with %s)",
                         QB_ACTION_NAMES[act], QB_TRIGGER_NAMES[trig]);

    /* keys each action uses */
    bool uses_targets = act <= QA_DESTROY || act == QA_SPAWN || act == QA_RAISE_RANK;
    bool uses_amount = act <= QA_LOWER_PER || act == QA_RAISE_RANK || act == QA_LANE_BONUS;
    bool uses_per = act == QA_RAISE_PER || act == QA_LOWER_PER;
    bool uses_card = act == QA_ADD_TO_HAND || act == QA_SPAWN;
    bool uses_rank = act == QA_SPAWN;
    const char *const used[][2] = {
        {"targets", uses_targets ? "y" : ""}, {"amount", uses_amount ? "y" : ""}, {"per", uses_per ? "y" : ""},
        {"count_in", uses_per ? "y" : ""},    {"card", uses_card ? "y" : ""},     {"rank", uses_rank ? "y" : ""},
        {"n", trig == QT_REACHES_POWER ? "y" : ""}};
    for (size_t k = 0; k < sizeof used / sizeof used[0]; k++)
        if (!used[k][1][0] && cJSON_GetObjectItemCaseSensitive(ej, used[k][0])) {
            snprintf(p2, sizeof p2, "%s.%s", path, used[k][0]);
            return error_set(err, where, p2, "not used by action \"%s\" with trigger \"%s\"", QB_ACTION_NAMES[act],
                             QB_TRIGGER_NAMES[trig]);
        }

    /* targets */
    e->targets = QX_NONE;
    if (uses_targets) {
        bool zones = act == QA_SPAWN || act == QA_RAISE_RANK;
        int t;
        snprintf(p2, sizeof p2, "%s.targets", path);
        if (!read_enum(ej, "targets", zones ? ZONE_TARGETS : CARD_TARGETS, !zones, &t, where, p2, err)) return false;
        const char *name = zones ? (t < 0 ? "affected" : ZONE_TARGETS[t]) : CARD_TARGETS[t];
        e->targets = (uint8_t)find_name(TARGET_NAMES, name);
        if (e->targets == QX_TRIGGER && !(trig == QT_ALLIED_PLAYED || trig == QT_ENEMY_PLAYED || trig == QT_ANY_PLAYED))
            return error_set(err, where, p2, "\"trigger\" (the card just played) only goes with allied_played, enemy_played or any_played, not \"%s\"",
                             QB_TRIGGER_NAMES[trig]);
        if (e->targets == QX_SELF && trig == QT_DESTROYED)
            return error_set(err, where, p2, "\"self\" is gone when its \"destroyed\" effect fires; target other cards");
    }

    /* amount */
    if (uses_amount) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(ej, "amount");
        snprintf(p2, sizeof p2, "%s.amount", path);
        if (!v && act == QA_RAISE_RANK) e->amount = 1;
        else if (!v) return error_set(err, where, p2, "missing; expected an integer%s",
                                      (act == QA_RAISE || act == QA_LOWER) ? " or \"replaced_power\"" : "");
        else if (cJSON_IsString(v) && strcmp(v->valuestring, "replaced_power") == 0) {
            if (!(act == QA_RAISE || act == QA_LOWER))
                return error_set(err, where, p2, "\"replaced_power\" only goes with raise or lower");
            if (trig != QT_PLAYED || cd->cost != 0)
                return error_set(err, where, p2, "\"replaced_power\" only in a \"played\" effect of a card with cost \"replace\"");
            e->replaced_power = true;
        } else {
            int a, max = act == QA_RAISE_RANK ? 3 : act == QA_LANE_BONUS ? 999 : 99;
            if (!json_item_int(v, 1, max, &a, where, p2, err)) {
                if (act == QA_RAISE || act == QA_LOWER) {
                    char got[64];
                    json_brief(v, got, sizeof got);
                    return error_set(err, where, p2, "expected an integer 1..99 or \"replaced_power\", got %s", got);
                }
                return false;
            }
            e->amount = (int16_t)a;
        }
    }

    /* per / count_in */
    if (uses_per) {
        int per, cin;
        snprintf(p2, sizeof p2, "%s.per", path);
        if (!read_enum(ej, "per", PER_NAMES, true, &per, where, p2, err)) return false;
        e->per_side = (uint8_t)(per % 3);
        e->per_state = (uint8_t)(per / 3);
        snprintf(p2, sizeof p2, "%s.count_in", path);
        if (!read_enum(ej, "count_in", COUNT_IN_NAMES, false, &cin, where, p2, err)) return false;
        e->count_in = (uint8_t)(cin < 0 ? QR_BOARD : cin);
    }

    /* card */
    if (uses_card) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(ej, "card");
        snprintf(p2, sizeof p2, "%s.card", path);
        if (!v) return error_set(err, where, p2, "missing; expected a card id or a list of %s", act == QA_ADD_TO_HAND ? "card ids" : "3 token ids (for zones of rank 1, 2, 3)");
        if (cJSON_IsArray(v)) {
            int n = cJSON_GetArraySize(v);
            if (act == QA_SPAWN && n != 3)
                return error_set(err, where, p2, "expected 3 token ids (for zones of rank 1, 2, 3), got %d", n);
            if (n < 1 || n > QB_MAX_ADD) return error_set(err, where, p2, "expected 1..%d card ids, got %d", QB_MAX_ADD, n);
            int k = 0;
            for (const cJSON *it = v->child; it; it = it->next, k++) {
                char p3[112];
                snprintf(p3, sizeof p3, "%s[%d]", p2, k);
                if (!read_card_id(it, e->card[k], where, p3, err)) return false;
            }
            e->nadd = n;
        } else {
            if (!read_card_id(v, e->card[0], where, p2, err)) return false;
            e->nadd = 1;
        }
    }

    /* rank (spawn) */
    e->rank = 1;
    if (uses_rank && cJSON_GetObjectItemCaseSensitive(ej, "rank")) {
        int r;
        snprintf(p2, sizeof p2, "%s.rank", path);
        if (!json_item_int(cJSON_GetObjectItemCaseSensitive(ej, "rank"), 1, 3, &r, where, p2, err)) return false;
        e->rank = (uint8_t)r;
    }

    /* n (reaches_power) */
    if (trig == QT_REACHES_POWER) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(ej, "n");
        int n;
        snprintf(p2, sizeof p2, "%s.n", path);
        if (!v) return error_set(err, where, p2, "missing; trigger \"reaches_power\" needs the power threshold n (1..99)");
        if (!json_item_int(v, 1, 99, &n, where, p2, err)) return false;
        e->n = (int16_t)n;
    }

    /* condition */
    int cond;
    snprintf(p2, sizeof p2, "%s.condition", path);
    if (!read_enum(ej, "condition", CONDITION_NAMES, false, &cond, where, p2, err)) return false;
    e->condition = (uint8_t)(cond < 0 ? QC_NONE : cond);
    if ((e->condition == QC_TRIGGER_IN_LANE || e->condition == QC_TRIGGER_AFFECTED) && !is_watcher(trig))
        return error_set(err, where, p2, "\"%s\" needs a trigger fired by another card (allied_/enemy_/any_ played or destroyed), not \"%s\"",
                         CONDITION_NAMES[e->condition], QB_TRIGGER_NAMES[trig]);
    return true;
}

/* Each bad row is reported (its first bad column). */
static bool parse_grid(const cJSON *g, QbCardData *cd, const char *where, Report *problems)
{
    char got[64];
    bool ok = true;
    if (!cJSON_IsArray(g) || cJSON_GetArraySize(g) != 5) {
        json_brief(g, got, sizeof got);
        return report_field(problems, where, "grid", "expected 5 strings of 5 characters (rows top to bottom, . P E B and C in the centre), got %s", got);
    }
    int r = 0;
    for (const cJSON *row = g->child; row; row = row->next, r++) {
        char path[32];
        snprintf(path, sizeof path, "grid[%d]", r);
        if (!cJSON_IsString(row) || strlen(row->valuestring) != 5) {
            json_brief(row, got, sizeof got);
            ok = report_field(problems, where, path, "expected a string of 5 characters from . P E B C, got %s", got);
            continue;
        }
        for (int c = 0, row_ok = 1; c < 5 && row_ok; c++) {
            char ch = row->valuestring[c];
            bool centre = r == 2 && c == 2;
            uint8_t v;
            switch (ch) {
            case '.': v = CG_NONE; break;
            case 'P': case 'p': v = CG_PAWN; break;
            case 'E': case 'e': v = CG_EFFECT; break;
            case 'B': case 'b': v = CG_BOTH; break;
            case 'C': case 'X': case 'c': case 'x': v = CG_SELF; break;
            default:
                row_ok = 0, ok = report_field(problems, where, path, "column %d: expected one of . P E B C X, got '%c'", c, ch);
                continue;
            }
            if (centre && v != CG_SELF)
                row_ok = 0, ok = report_field(problems, where, path, "column 2: the centre must be C (the card itself), got '%c'", ch);
            else if (!centre && v == CG_SELF)
                row_ok = 0, ok = report_field(problems, where, path, "column %d: C/X marks the card itself and only goes in the centre (row 2, column 2)", c);
            cd->grid[r][c] = v;
        }
    }
    return ok;
}

bool qb_load_card(const cJSON *json, CardDef *card, const char *where, Report *problems)
{
    Error err;
    bool ok = json_report_unknown_keys(json, CARD_KEYS, where, problems);
    QbCardData *cd = calloc(1, sizeof *cd + QB_MAX_EFFECTS * sizeof cd->effects[0]);
    if (!cd) abort();
    card->game = cd;
    /* cost */
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(json, "cost");
    cd->cost = 1;
    if (!c) ok = report_field(problems, where, "cost", "missing; expected 1, 2, 3 or \"replace\"");
    else if (cJSON_IsString(c) && strcmp(c->valuestring, "replace") == 0) cd->cost = 0;
    else if (!json_as_int(c, 1, 3, &cd->cost)) {
        char got[64];
        json_brief(c, got, sizeof got);
        ok = report_field(problems, where, "cost", "expected 1, 2, 3 or \"replace\", got %s", got);
        cd->cost = 1;
    }
    if (!json_int(json, "power", 1, 99, true, 1, &cd->power, where, &err)) ok = report_error(problems, &err);
    int rar = QB_REGULAR;
    if (!read_enum(json, "rarity", RARITY_NAMES, true, &rar, where, "rarity", &err)) {
        ok = report_error(problems, &err);
        rar = QB_REGULAR;
    }
    cd->rarity = rar;
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(json, "grid");
    if (!g) ok = report_field(problems, where, "grid", "missing; expected 5 strings of 5 characters");
    else if (!parse_grid(g, cd, where, problems)) ok = false;
    if (!json_int(json, "pawns_per_square", 1, 3, false, 1, &cd->pawns_per_square, where, &err)) ok = report_error(problems, &err);
    const cJSON *effs = cJSON_GetObjectItemCaseSensitive(json, "effects");
    int n = cJSON_IsArray(effs) ? cJSON_GetArraySize(effs) : 0;
    if (effs && !cJSON_IsArray(effs)) {
        char got[64];
        json_brief(effs, got, sizeof got);
        ok = report_field(problems, where, "effects", "expected a list of effect objects, got %s", got);
    } else if (n > QB_MAX_EFFECTS) {
        ok = report_field(problems, where, "effects", "expected at most %d effects, got %d", QB_MAX_EFFECTS, n);
        n = 0;
    }
    /* each effect's first problem: what an effect may hold depends on its trigger and action */
    int i = 0;
    for (const cJSON *e = n ? effs->child : NULL; e; e = e->next, i++) {
        if (!parse_effect(e, i, &cd->effects[i], cd, where, &err)) {
            ok = report_error(problems, &err);
            continue;
        }
        cd->triggers |= 1u << cd->effects[i].trigger;
        if (cd->effects[i].trigger == QT_IN_PLAY &&
            (cd->effects[i].condition == QC_SELF_ENHANCED || cd->effects[i].condition == QC_SELF_ENFEEBLED))
            cd->self_aura = true;
    }
    if (!ok) return false;
    cd->neffects = n;
    /* keep only the effects the card has */
    QbCardData *fit = realloc(cd, sizeof *cd + (size_t)cd->neffects * sizeof cd->effects[0]);
    if (fit) card->game = cd = fit;
    /* presentation */
    snprintf(card->kind, sizeof card->kind, "%s", RARITY_NAMES[cd->rarity]);
    if (cd->cost) snprintf(card->corner, sizeof card->corner, "%d", cd->cost);
    else snprintf(card->corner, sizeof card->corner, "R");
    card->corner_is_cost = true; /* pawn cost; the power shows in its own disc */
    snprintf(card->colour, sizeof card->colour, "%s",
             cd->rarity == QB_LEGENDARY ? "gold" : cd->rarity == QB_TOKEN ? "grey" : "");
    card->value = cd->power;
    card->has_grid = true;
    memcpy(card->grid, cd->grid, sizeof card->grid);
    card->copies = cd->rarity == QB_REGULAR ? 2 : cd->rarity == QB_LEGENDARY ? 1 : 0;
    return true;
}

/* The copy limits come before the size: a deck being built is short of cards
 * most of the time, and a broken copy limit is the news worth showing first. */
int qb_deck_problems(const CardSet *set, const Deck *deck, Report *out)
{
    int before = out->count;
    for (int i = 0; i < deck->ncards; i++) {
        int ci = deck->cards[i];
        if (ci < 0 || ci >= set->ncards) {
            report_addf(out, "deck \"%s\": card %d is not in the set", deck->id, i);
            continue;
        }
        bool first = true;
        for (int k = 0; k < i; k++)
            if (deck->cards[k] == ci) first = false;
        if (!first) continue;
        int copies = 0;
        for (int k = 0; k < deck->ncards; k++) copies += deck->cards[k] == ci;
        const QbCardData *cd = qb_card(set, ci);
        if (cd->rarity == QB_TOKEN)
            report_addf(out, "deck \"%s\": \"%s\" is a token: tokens cannot be in a deck", deck->id, set->cards[ci].id);
        else if (cd->rarity == QB_REGULAR && copies > 2)
            report_addf(out, "deck \"%s\": %d copies of \"%s\": at most 2 of a regular card", deck->id, copies,
                        set->cards[ci].id);
        else if (cd->rarity == QB_LEGENDARY && copies > 1)
            report_addf(out, "deck \"%s\": %d copies of \"%s\": at most 1 of a legendary card", deck->id, copies,
                        set->cards[ci].id);
    }
    if (deck->ncards != QB_DECK_SIZE)
        report_addf(out, "deck \"%s\": %d cards needed, %d in the deck", deck->id, QB_DECK_SIZE, deck->ncards);
    return out->count - before;
}

bool qb_validate_deck(const CardSet *set, const Deck *deck, Error *err)
{
    return deck_first_problem(qb_deck_problems, set, deck, err);
}

/* For the deck builder: Cost (the curve), Power, Rarity (the type counts). */
int qb_card_attrs(const CardSet *set, int idx, CardAttr *out, int cap)
{
    const QbCardData *cd = qb_card(set, idx);
    if (cd->rarity == QB_TOKEN) return -1;
    if (cap < 3) return 0;
    out[0] = (CardAttr){"Cost", CA_CURVE, cd->cost, ""};
    if (cd->cost) snprintf(out[0].text, sizeof out[0].text, "%d", cd->cost);
    else snprintf(out[0].text, sizeof out[0].text, "Replace");
    out[1] = (CardAttr){"Power", 0, cd->power, ""};
    snprintf(out[1].text, sizeof out[1].text, "%d", cd->power);
    out[2] = (CardAttr){"Rarity", CA_GROUP, cd->rarity, ""};
    snprintf(out[2].text, sizeof out[2].text, "%s", cd->rarity == QB_LEGENDARY ? "Legendary" : "Regular");
    return 3;
}

bool qb_validate_set(const CardSet *set, Report *problems)
{
    bool ok = true;
    for (int i = 0; i < set->ncards; i++) {
        const QbCardData *cd = qb_card(set, i);
        for (int k = 0; k < cd->neffects; k++) {
            const QbEffect *e = &cd->effects[k];
            for (int j = 0; j < e->nadd; j++) {
                int t = carddb_find(set, e->card[j]);
                char path[48];
                if (e->nadd > 1) snprintf(path, sizeof path, "effects[%d].card[%d]", k, j);
                else snprintf(path, sizeof path, "effects[%d].card", k);
                if (t < 0 && carddb_failed(set, e->card[j])) {
                    report_addf(problems, "%s/set.json: cards[%d] \"%s\": %s: uses %s, which did not load: see above",
                                shown(set->dir), carddb_place(set, i), set->cards[i].id, path, e->card[j]);
                    ok = false;
                } else if (t < 0) {
                    report_addf(problems, "%s/set.json: cards[%d] \"%s\": %s: unknown card id \"%s\" (not in this set)",
                                shown(set->dir), carddb_place(set, i), set->cards[i].id, path, e->card[j]);
                    ok = false;
                } else if (e->action == QA_SPAWN && qb_card(set, t)->rarity != QB_TOKEN) {
                    report_addf(problems, "%s/set.json: cards[%d] \"%s\": %s: \"%s\" is not a token (spawn puts a \"token\" card into play)",
                                shown(set->dir), carddb_place(set, i), set->cards[i].id, path, e->card[j]);
                    ok = false;
                }
            }
        }
    }
    for (int d = 0; d < set->ndecks; d++) {
        Report r = {0};
        for (int k = 0, n = qb_deck_problems(set, &set->decks[d], &r); k < n; k++)
            report_addf(problems, "%s: %s", shown(set->decks[d].file), r.lines[k]);
        ok = ok && r.count == 0;
        report_free(&r);
    }
    return ok;
}

/* For card faces: pawn cost (R: replaces an ally), power and rarity; the
 * placement pattern is CardDef.grid. */
int qb_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap)
{
    const QbCardData *cd = (const QbCardData *)set->cards[idx].game;
    int n = face_field_add(out, 0, cap, "kind", "%s", RARITY_NAMES[cd->rarity]);
    if (cd->cost) n = face_field_add(out, n, cap, "cost", "%d", cd->cost);
    else n = face_field_add(out, n, cap, "cost", "R");
    n = face_field_add(out, n, cap, "power", "%d", cd->power);
    n = face_field_add(out, n, cap, "rarity", "%s", cd->rarity == QB_LEGENDARY ? "Legendary" : cd->rarity == QB_TOKEN ? "Token" : "");
    return n;
}
