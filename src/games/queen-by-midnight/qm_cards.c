/* qm_cards.c — Queen by Midnight card fields and effect language: parsing and
 * validation (every error names the file, the card, the JSON path and what was
 * expected), and the whole-set checks (component counts, owning princesses).
 * The format is documented with examples in cards/README.md. */
#include "qm.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/json_util.h"

const char *const QM_CLASS_NAMES[] = {"brawler", "caster", "schemer", "neutral", "card", "primary", NULL};
const char *const QM_TYPE_NAMES[] = {"utility", "attack", "reaction", "summon", "boon", "bane", "event",
                                     "trap", "ultimate", "princess", "inner_circle", NULL};
static const char *const CARD_CLASSES[] = {"brawler", "caster", "schemer", "neutral", NULL};
static const char *const PRINCESS_CLASSES[] = {"brawler", "caster", "schemer", NULL};
static const char *const SOURCE_NAMES[] = {"starter", "vault", "war_chest", "afternoon", "twilight", "midnight", NULL};
static const char *const TRIGGER_NAMES[] = {"play", "activate", "purchase", "banished", "discarded", "turn_start",
                                            "turn_end", "drawn", "ultimate", "advisor", NULL};
static const char *const ACTION_NAMES[] = {"gain_clout", "lose_clout", "steal_clout", "damage", "heal", "draw",
                                           "discard", "banish", "level_up", "level_down", "loyalty", "negate",
                                           "negate_damage", "redirect", "dismiss", "buy", "put", "roll", "choose",
                                           "switch", NULL};
static const char *const TARGET_NAMES[] = {"self", "foe", "leader", "owner", "attacker", NULL};
static const char *const PER_NAMES[] = {"none", "grotto", "growth", "die", "banished", NULL};
static const char *const IF_NAMES[] = {"none", "clout_at_least", "hp_at_most", "grotto_at_least",
                                       "clock_at_least", "die_at_least", NULL};
static const char *const ZONE_NAMES[] = {"hand", "archive", "market", "vault", "war_chest", "armory", NULL};
static const char *const TO_NAMES[] = {"hand", "deck_top", NULL};
static const char *const WHEN_NAMES[] = {"attacked", "own_turn", NULL};
static const char *const LEVEL_NAMES[] = {"none", "major", "minor", NULL};
static const char *const TRAIT_NAMES[] = {"none", "switch", "grotto", "traps", "growth", NULL};
static const char *const TARGETS_NAMES[] = {"one", "each", NULL};

static const char *const CARD_KEYS[] = {"type", "class", "source", "princess", "buy", "play", "copies", "loyalty",
                                        "players_min", "when", "grows", "targets", "effects", "classes", "major",
                                        "minor", "switch", "trait", "abilities", NULL};
static const char *const EFFECT_KEYS[] = {"trigger", "action", "target", "amount", "class", "level", "per", "max",
                                          "if", "n", "zone", "to", "count", "up_to", "free", "unblockable",
                                          "ability", "options", NULL};

/* which actions each trigger may use, and which reactions may use */
static bool reaction_only(int a) { return a == QA_NEGATE || a == QA_NEGATE_DAMAGE || a == QA_REDIRECT; }
static bool needs_choice(int a)
{
    return a == QA_DISCARD || a == QA_BANISH || a == QA_DISMISS || a == QA_BUY || a == QA_PUT || a == QA_CHOOSE;
}

static bool parse_effect(const cJSON *ej, const char *where, QmEffect *e, QmCardData *cd, int depth, Error *err);

static bool read_pair(const cJSON *obj, const char *key, int min, int max, int8_t out[2], const char *where, Error *err)
{
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 2) {
        char got[64];
        json_brief(a, got, sizeof got);
        return error_set(err, where, key, "expected two integers %d..%d (one per class), got %s", min, max, got);
    }
    for (int i = 0; i < 2; i++) {
        char path[48];
        int v;
        snprintf(path, sizeof path, "%s[%d]", key, i);
        if (!json_item_int(cJSON_GetArrayItem(a, i), min, max, &v, where, path, err)) return false;
        out[i] = (int8_t)v;
    }
    return true;
}

static bool read_class_pair(const cJSON *obj, const char *key, uint8_t out[2], const char *where, Error *err)
{
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 2) {
        char got[64];
        json_brief(a, got, sizeof got);
        return error_set(err, where, key, "expected two classes of brawler, caster, schemer, got %s", got);
    }
    for (int i = 0; i < 2; i++) {
        cJSON *holder = cJSON_CreateObject();
        cJSON_AddItemReferenceToObject(holder, "class", cJSON_GetArrayItem(a, i));
        char w[640];
        snprintf(w, sizeof w, "%s: %s[%d]", where, key, i);
        int c;
        bool ok = json_enum(holder, "class", PRINCESS_CLASSES, true, 0, &c, w, err);
        cJSON_Delete(holder);
        if (!ok) return false;
        out[i] = (uint8_t)c;
    }
    if (out[0] == out[1]) return error_set(err, where, key, "expected two different classes");
    return true;
}

static bool parse_options(const cJSON *ej, const char *where, QmEffect *e, QmCardData *cd, int depth, Error *err)
{
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(ej, "options");
    if (!cJSON_IsArray(opts) || cJSON_GetArraySize(opts) < 2)
        return error_set(err, where, "options", "expected a list of 2 or more effects to choose from");
    if (depth > 0) return error_set(err, where, "options", "a choice cannot hold another choice");
    int n = cJSON_GetArraySize(opts);
    if (cd->noptions + n > QM_MAX_OPTIONS)
        return error_set(err, where, "options", "at most %d options per card, got %d", QM_MAX_OPTIONS,
                         cd->noptions + n);
    e->option_first = (int8_t)cd->noptions;
    e->noptions = (int8_t)n;
    int k = 0;
    for (const cJSON *it = opts->child; it; it = it->next, k++) {
        char w[700];
        snprintf(w, sizeof w, "%s: options[%d]", where, k);
        QmEffect *o = &cd->options[cd->noptions++];
        if (!parse_effect(it, w, o, cd, depth + 1, err)) return false;
        o->trigger = e->trigger;
    }
    return true;
}

static bool parse_effect(const cJSON *ej, const char *where, QmEffect *e, QmCardData *cd, int depth, Error *err)
{
    memset(e, 0, sizeof *e);
    if (!cJSON_IsObject(ej)) {
        char got[64];
        json_brief(ej, got, sizeof got);
        return error_set(err, where, NULL, "expected an effect object {trigger, action, ...}, got %s", got);
    }
    if (!json_known_keys(ej, EFFECT_KEYS, where, err)) return false;
    int trig = QT_PLAY, act, target, cls, level, per, cond, zone, to, amount, max, n, count, ability;
    bool up_to, free_buy, unblockable;
    if (depth == 0 && !json_enum(ej, "trigger", TRIGGER_NAMES, true, 0, &trig, where, err)) return false;
    if (depth > 0 && cJSON_GetObjectItemCaseSensitive(ej, "trigger"))
        return error_set(err, where, "trigger", "an option runs with the trigger of its choice; leave it out");
    if (!json_enum(ej, "action", ACTION_NAMES, true, 0, &act, where, err) ||
        !json_enum(ej, "target", TARGET_NAMES, false, QX_SELF, &target, where, err) ||
        !json_enum(ej, "class", QM_CLASS_NAMES, false, QC_CARD, &cls, where, err) ||
        !json_enum(ej, "level", LEVEL_NAMES, false, QL_NONE, &level, where, err) ||
        !json_enum(ej, "per", PER_NAMES, false, QPER_NONE, &per, where, err) ||
        !json_enum(ej, "if", IF_NAMES, false, QIF_NONE, &cond, where, err) ||
        !json_enum(ej, "zone", ZONE_NAMES, false, QZ_HAND, &zone, where, err) ||
        !json_enum(ej, "to", TO_NAMES, false, QTO_HAND, &to, where, err) ||
        !json_int(ej, "amount", 0, 30, false, 0, &amount, where, err) ||
        !json_int(ej, "max", 1, 30, false, 30, &max, where, err) ||
        !json_int(ej, "n", 0, 30, false, 0, &n, where, err) ||
        !json_int(ej, "count", 1, 5, false, 1, &count, where, err) ||
        !json_int(ej, "ability", 0, 1, false, 0, &ability, where, err) ||
        !json_bool(ej, "up_to", false, false, &up_to, where, err) ||
        !json_bool(ej, "free", false, false, &free_buy, where, err) ||
        !json_bool(ej, "unblockable", false, false, &unblockable, where, err))
        return false;
    e->trigger = (uint8_t)trig;
    e->action = (uint8_t)act;
    e->target = (uint8_t)target;
    e->cls = (uint8_t)cls;
    e->level = (uint8_t)level;
    e->per = (uint8_t)per;
    e->cond = (uint8_t)cond;
    e->zone = (uint8_t)zone;
    e->to = (uint8_t)to;
    e->amount = (int8_t)amount;
    e->max = (int8_t)max;
    e->n = (int8_t)n;
    e->count = (int8_t)count;
    e->ability = (uint8_t)ability;
    e->up_to = up_to;
    e->free_buy = free_buy;
    e->unblockable = unblockable;

    /* the rules each construct keeps */
    bool numeric = act == QA_GAIN_CLOUT || act == QA_LOSE_CLOUT || act == QA_STEAL_CLOUT || act == QA_DAMAGE ||
                   act == QA_HEAL || act == QA_DRAW || act == QA_LEVEL_UP || act == QA_LEVEL_DOWN ||
                   act == QA_LOYALTY || act == QA_BUY;
    if (numeric && amount == 0 && level == QL_NONE && per == QPER_NONE)
        return error_set(err, where, "amount", "\"%s\" needs an amount, a level (major/minor) or a per", ACTION_NAMES[act]);
    if (level != QL_NONE && cls == QC_CARD && cd->cls == QC_NEUTRAL && cd->type != QK_PRINCESS && cd->type != QK_INNER)
        return error_set(err, where, "class", "a Neutral card has no class level: name brawler, caster, schemer or primary");
    if (level != QL_NONE && cls == QC_NEUTRAL)
        return error_set(err, where, "class", "neutral has no level: name brawler, caster, schemer, card or primary");
    if (reaction_only(act) && cd->type != QK_REACTION)
        return error_set(err, where, "action", "\"%s\" only works on a reaction card", ACTION_NAMES[act]);
    if (reaction_only(act) && trig != QT_ACTIVATE)
        return error_set(err, where, "trigger", "\"%s\" goes with trigger \"activate\"", ACTION_NAMES[act]);
    if (cd->type == QK_REACTION && trig == QT_ACTIVATE && needs_choice(act) && act != QA_PUT)
        return error_set(err, where, "action", "a reaction resolves at once: \"%s\" needs a choice, use it on other cards",
                         ACTION_NAMES[act]);
    if ((trig == QT_DRAWN || trig == QT_TURN_START || trig == QT_TURN_END || trig == QT_BANISHED ||
         trig == QT_DISCARDED) && (needs_choice(act) || target == QX_FOE))
        return error_set(err, where, "trigger", "\"%s\" effects resolve without a choice: \"%s\"%s is not allowed",
                         TRIGGER_NAMES[trig], ACTION_NAMES[act], target == QX_FOE ? " on a foe" : "");
    if (trig == QT_DRAWN && cd->type != QK_EVENT)
        return error_set(err, where, "trigger", "\"drawn\" is for event cards");
    if (trig == QT_ACTIVATE && cd->type != QK_REACTION)
        return error_set(err, where, "trigger", "\"activate\" is for reaction cards");
    if ((trig == QT_ULTIMATE || trig == QT_ADVISOR) && cd->type != QK_INNER)
        return error_set(err, where, "trigger", "\"%s\" is for the inner_circle card", TRIGGER_NAMES[trig]);
    if (target == QX_ATTACKER && cd->type != QK_REACTION)
        return error_set(err, where, "target", "\"attacker\" is for reaction cards");
    if (target == QX_OWNER && cd->type != QK_TRAP)
        return error_set(err, where, "target", "\"owner\" (the trap's princess) is for trap cards");
    if (target == QX_LEADER && !(cd->type == QK_INNER && trig == QT_ADVISOR))
        return error_set(err, where, "target", "\"leader\" is for advisor abilities");
    if ((act == QA_STEAL_CLOUT || act == QA_DAMAGE) && target != QX_FOE && target != QX_ATTACKER && target != QX_SELF)
        return error_set(err, where, "target", "\"%s\" hits a foe, the attacker or yourself", ACTION_NAMES[act]);
    if (act == QA_STEAL_CLOUT && target == QX_SELF)
        return error_set(err, where, "target", "you cannot steal from yourself: use foe or attacker");
    if (act == QA_BANISH && !(zone == QZ_HAND || zone == QZ_ARCHIVE || zone == QZ_MARKET))
        return error_set(err, where, "zone", "banish takes from hand, archive or market");
    if (act == QA_BUY && !(zone == QZ_MARKET || zone == QZ_VAULT || zone == QZ_WAR_CHEST))
        return error_set(err, where, "zone", "buy takes from market, vault or war_chest");
    if (act == QA_PUT && !((zone == QZ_ARCHIVE && to == QTO_HAND) || (zone == QZ_VAULT && to == QTO_DECK_TOP)))
        return error_set(err, where, "zone", "put moves a card archive -> hand, or a trap vault -> deck_top");
    if (act == QA_DISMISS && target != QX_FOE && target != QX_SELF)
        return error_set(err, where, "target", "dismiss takes a card from a foe's or your own armory");
    if (act == QA_CHOOSE) return parse_options(ej, where, e, cd, depth, err);
    if (cJSON_GetObjectItemCaseSensitive(ej, "options"))
        return error_set(err, where, "options", "only \"choose\" takes options");
    return true;
}

/* Every field is read and each problem reported; the checks between fields
 * run once the fields they compare were read. */
bool qm_load_card(const cJSON *json, CardDef *card, const char *where, Report *problems)
{
    Error err;
    bool keys_ok = json_report_unknown_keys(json, CARD_KEYS, where, problems), ok = true;
    QmCardData *cd = calloc(1, sizeof *cd);
    if (!cd) abort();
    card->game = cd;
    cd->princess = -1;
    int type = -1, cls = QC_NEUTRAL, source = QS_NONE, buy = 0, play = 0, copies = 1, loyalty = 0, pmin = 2,
        when = QW_ATTACKED, trait = QTR_NONE, targets = 0;
    bool grows = false;
    if (!json_enum(json, "type", QM_TYPE_NAMES, true, 0, &type, where, &err)) {
        ok = report_error(problems, &err);
        type = -1; /* the fields that depend on the type are checked once it reads */
    }
    bool playable = type != QK_PRINCESS && type != QK_INNER;
    if (playable && !json_enum(json, "class", CARD_CLASSES, type >= 0 && type != QK_EVENT, QC_NEUTRAL, &cls, where, &err))
        ok = report_error(problems, &err);
    if (playable && !json_enum(json, "source", SOURCE_NAMES, type >= 0, 0, &source, where, &err))
        ok = report_error(problems, &err);
    if (!json_int(json, "buy", 0, 20, false, 0, &buy, where, &err)) ok = report_error(problems, &err);
    if (!json_int(json, "play", 0, 20, false, 0, &play, where, &err)) ok = report_error(problems, &err);
    if (!json_int(json, "copies", 1, 10, false, 1, &copies, where, &err)) ok = report_error(problems, &err);
    if (!json_int(json, "loyalty", 0, 20, type == QK_SUMMON, 0, &loyalty, where, &err)) ok = report_error(problems, &err);
    if (!json_int(json, "players_min", 2, 4, false, 2, &pmin, where, &err)) ok = report_error(problems, &err);
    if (!json_enum(json, "when", WHEN_NAMES, type == QK_REACTION, QW_ATTACKED, &when, where, &err)) ok = report_error(problems, &err);
    if (!json_enum(json, "trait", TRAIT_NAMES, false, QTR_NONE, &trait, where, &err)) ok = report_error(problems, &err);
    if (!json_enum(json, "targets", TARGETS_NAMES, false, 0, &targets, where, &err)) ok = report_error(problems, &err);
    if (!json_bool(json, "grows", false, false, &grows, where, &err)) ok = report_error(problems, &err);
    if (!json_str(json, "princess", false, "", cd->princess_id, sizeof cd->princess_id, where, &err))
        ok = report_error(problems, &err);
    if (!ok) return false;
    cd->type = (uint8_t)type;
    cd->cls = (uint8_t)cls;
    cd->source = (uint8_t)source;
    cd->buy = (int8_t)buy;
    cd->play = (int8_t)play;
    cd->loyalty = (int8_t)loyalty;
    cd->players_min = (int8_t)pmin;
    cd->when = (uint8_t)when;
    cd->trait = (uint8_t)trait;
    cd->targets_each = targets == 1;
    cd->grows = grows;
    card->copies = copies;

    /* which fields go with which type */
    if (type != QK_SUMMON && cJSON_GetObjectItemCaseSensitive(json, "loyalty"))
        ok = report_field(problems, where, "loyalty", "only summons have loyalty");
    if (type != QK_REACTION && cJSON_GetObjectItemCaseSensitive(json, "when"))
        ok = report_field(problems, where, "when", "only reactions have an activation condition");
    if (type != QK_PRINCESS && cJSON_GetObjectItemCaseSensitive(json, "trait"))
        ok = report_field(problems, where, "trait", "only a princess has a trait");
    if (type == QK_EVENT && !(source == QS_AFTERNOON || source == QS_TWILIGHT || source == QS_MIDNIGHT))
        ok = report_field(problems, where, "source", "event cards are bazaar cards (afternoon, twilight or midnight)");
    if (type == QK_TRAP && source != QS_VAULT)
        ok = report_field(problems, where, "source", "trap cards go in their princess's vault");
    if (type == QK_ULTIMATE && source != QS_WAR_CHEST)
        ok = report_field(problems, where, "source", "the ultimate art card starts in the war chest");
    bool owned = source == QS_STARTER || source == QS_VAULT || source == QS_WAR_CHEST || type == QK_INNER;
    if (owned && !cd->princess_id[0])
        ok = report_field(problems, where, "princess", "missing; expected the id of the princess this card belongs to");
    if (!owned && cd->princess_id[0])
        ok = report_field(problems, where, "princess", "only starter, vault, war chest and inner circle cards belong to a princess");
    if (pmin > 2 && source != QS_TWILIGHT && source != QS_AFTERNOON && source != QS_MIDNIGHT)
        ok = report_field(problems, where, "players_min", "only bazaar cards are removed by player count");

    if (type == QK_PRINCESS) {
        bool classes_read = read_class_pair(json, "classes", cd->classes, where, &err);
        if (!classes_read) ok = report_error(problems, &err);
        bool major_read = read_pair(json, "major", 0, 9, cd->major, where, &err);
        if (!major_read) ok = report_error(problems, &err);
        bool minor_read = read_pair(json, "minor", 0, 9, cd->minor, where, &err);
        if (!minor_read) ok = report_error(problems, &err);
        for (int i = 0; i < 2 && major_read && minor_read; i++)
            if (cd->minor[i] > cd->major[i]) {
                ok = report_field(problems, where, "minor", "a Minor level is at most its Major level");
                break;
            }
        if (trait == QTR_SWITCH) {
            if (!read_class_pair(json, "switch", cd->switch_classes, where, &err)) ok = report_error(problems, &err);
            else if (classes_read && cd->switch_classes[0] != cd->classes[1] && cd->switch_classes[1] != cd->classes[1])
                ok = report_field(problems, where, "switch", "one side of the switch must be the second class");
            else if (classes_read && (cd->switch_classes[0] == cd->classes[0] || cd->switch_classes[1] == cd->classes[0]))
                ok = report_field(problems, where, "switch", "the switch sides cannot include the first class");
        } else if (cJSON_GetObjectItemCaseSensitive(json, "switch"))
            ok = report_field(problems, where, "switch", "only a princess with trait \"switch\" has a switch");
    } else {
        static const char *const princess_only[] = {"classes", "major", "minor", "switch", NULL};
        for (int i = 0; princess_only[i]; i++)
            if (cJSON_GetObjectItemCaseSensitive(json, princess_only[i]))
                ok = report_field(problems, where, princess_only[i], "only a princess card has this field");
    }
    const cJSON *abl = cJSON_GetObjectItemCaseSensitive(json, "abilities");
    if (type == QK_INNER) {
        if (!cJSON_IsArray(abl) || cJSON_GetArraySize(abl) != 2 || !cJSON_IsString(cJSON_GetArrayItem(abl, 0)) ||
            !cJSON_IsString(cJSON_GetArrayItem(abl, 1)))
            ok = report_field(problems, where, "abilities", "expected the names of the two advisor abilities");
        else
            for (int i = 0; i < 2; i++)
                snprintf(cd->ability_label[i], sizeof cd->ability_label[i], "%s", cJSON_GetArrayItem(abl, i)->valuestring);
    } else if (abl)
        ok = report_field(problems, where, "abilities", "only the inner_circle card has advisor abilities");

    const cJSON *effs = cJSON_GetObjectItemCaseSensitive(json, "effects");
    int n = cJSON_IsArray(effs) ? cJSON_GetArraySize(effs) : 0;
    if (effs && !cJSON_IsArray(effs)) ok = report_field(problems, where, "effects", "expected a list of effects");
    else if (n > QM_MAX_EFFECTS) {
        ok = report_field(problems, where, "effects", "at most %d effects, got %d", QM_MAX_EFFECTS, n);
        n = 0;
    }
    /* each effect's first problem: an effect's fields depend on its action */
    int k = 0;
    bool effects_read = true;
    for (const cJSON *it = n ? effs->child : NULL; it; it = it->next, k++) {
        char w[700];
        snprintf(w, sizeof w, "%s: effects[%d]", where, k);
        if (!parse_effect(it, w, &cd->effects[k], cd, 0, &err)) {
            ok = effects_read = report_error(problems, &err);
            continue;
        }
        const QmEffect *e = &cd->effects[k];
        bool trig_ok = true;
        switch (type) {
        case QK_REACTION: trig_ok = e->trigger == QT_ACTIVATE; break;
        case QK_SUMMON: case QK_BOON: case QK_BANE:
            trig_ok = e->trigger == QT_PLAY || e->trigger == QT_TURN_START || e->trigger == QT_TURN_END; break;
        case QK_EVENT: trig_ok = e->trigger == QT_PURCHASE || e->trigger == QT_DRAWN; break;
        case QK_INNER: trig_ok = e->trigger == QT_ULTIMATE || e->trigger == QT_ADVISOR; break;
        case QK_PRINCESS: trig_ok = false; break;
        default: trig_ok = e->trigger == QT_PLAY || e->trigger == QT_BANISHED || e->trigger == QT_DISCARDED ||
                           e->trigger == QT_PURCHASE;
        }
        if (!trig_ok)
            ok = report_field(problems, w, "trigger", "\"%s\" does not fit a %s card", TRIGGER_NAMES[e->trigger],
                              QM_TYPE_NAMES[type]);
    }
    cd->neffects = effects_read ? n : 0;
    if (type == QK_ULTIMATE && n > 0)
        ok = report_field(problems, where, "effects", "the ultimate art card has no effects: they live on the inner_circle card");
    if (type == QK_INNER && effects_read) {
        bool has[3] = {false, false, false};
        for (int i = 0; i < n; i++)
            has[cd->effects[i].trigger == QT_ULTIMATE ? 2 : cd->effects[i].ability] = true;
        if (!has[0] || !has[1] || !has[2])
            ok = report_field(problems, where, "effects", "the inner_circle card needs ultimate effects and advisor effects for abilities 0 and 1");
    }
    if (type == QK_REACTION && n == 0) ok = report_field(problems, where, "effects", "a reaction needs at least one activate effect");
    if (!ok || !keys_ok) return false;

    /* presentation */
    snprintf(card->kind, sizeof card->kind, "%s", QM_TYPE_NAMES[type]);
    snprintf(card->colour, sizeof card->colour, "%s",
             type == QK_PRINCESS || type == QK_INNER ? "gold" : cls == QC_BRAWLER ? "red" : cls == QC_CASTER ? "blue"
             : cls == QC_SCHEMER ? "yellow" : "");
    if (playable) snprintf(card->corner, sizeof card->corner, "%d/%d", buy, play);
    card->value = type == QK_SUMMON ? loyalty : buy;
    return true;
}

/* Whole-set checks: owning princesses exist, the component counts of the
 * text (10 starters, 15 vault, 2 boons + 1 ultimate, 1 inner circle per
 * princess; 10 traps for the trap princess; bazaar 27/27/26 with two 3+ cards
 * in Twilight).  `problems` gets one line per problem. */
bool qm_validate_set(const CardSet *set, Report *problems)
{
    int before = problems->count;
    const char *unloaded = carddb_unloaded_note(set);
    int nprincess = 0, baz[3] = {0, 0, 0}, twilight_3p = 0;
    bool has_type[QK_COUNT] = {false};
    for (int i = 0; i < set->ncards; i++) {
        QmCardData *cd = (QmCardData *)set->cards[i].game;
        has_type[cd->type] = true;
        if (cd->type == QK_PRINCESS) nprincess++;
        if (cd->source >= QS_AFTERNOON && cd->source <= QS_MIDNIGHT) {
            baz[cd->source - QS_AFTERNOON] += set->cards[i].copies;
            if (cd->source == QS_TWILIGHT && cd->players_min > 2) twilight_3p += set->cards[i].copies;
        }
        if (cd->princess_id[0]) {
            int p = carddb_find(set, cd->princess_id);
            if (p < 0 && carddb_failed(set, cd->princess_id))
                report_addf(problems, "%s/set.json: cards[%d] \"%s\": princess: uses %s, which did not load: see above",
                            set->dir, carddb_place(set, i), set->cards[i].id, cd->princess_id);
            else if (p < 0 || qm_card(set, p)->type != QK_PRINCESS)
                report_addf(problems, "%s/set.json: cards[%d] \"%s\": princess: no princess card \"%s\" in this set",
                            set->dir, carddb_place(set, i), set->cards[i].id, cd->princess_id);
            else cd->princess = (int16_t)p;
        }
    }
    if (nprincess < 2) report_addf(problems, "%s/set.json: cards: expected at least 2 princesses, got %d%s", set->dir, nprincess, unloaded);
    static const int want_baz[3] = {27, 27, 26};
    static const char *const age[3] = {"afternoon", "twilight", "midnight"};
    for (int a = 0; a < 3; a++)
        if (baz[a] != want_baz[a])
            report_addf(problems, "%s/set.json: cards: the %s bazaar holds %d cards (copies counted), expected %d%s",
                        set->dir, age[a], baz[a], want_baz[a], unloaded);
    if (twilight_3p != 2)
        report_addf(problems, "%s/set.json: cards: expected 2 twilight cards with players_min 3, got %d%s", set->dir, twilight_3p, unloaded);
    for (int i = 0; i < set->ncards; i++) {
        const QmCardData *pc = qm_card(set, i);
        if (pc->type != QK_PRINCESS) continue;
        int starters = 0, vault = 0, boons = 0, ults = 0, inner = 0, traps = 0;
        for (int k = 0; k < set->ncards; k++) {
            const QmCardData *cd = qm_card(set, k);
            if (cd->princess != i) continue;
            int c = set->cards[k].copies;
            if (cd->type == QK_INNER) inner += c;
            else if (cd->type == QK_TRAP) traps += c;
            else if (cd->source == QS_STARTER) starters += c;
            else if (cd->source == QS_VAULT) vault += c;
            else if (cd->source == QS_WAR_CHEST && cd->type == QK_ULTIMATE) ults += c;
            else if (cd->source == QS_WAR_CHEST) boons += c;
        }
        const char *id = set->cards[i].id;
        if (starters != 10) report_addf(problems, "%s/set.json: princess \"%s\": %d starter cards, expected 10%s", set->dir, id, starters, unloaded);
        if (vault != 15) report_addf(problems, "%s/set.json: princess \"%s\": %d vault cards (traps aside), expected 15%s", set->dir, id, vault, unloaded);
        if (boons != 2 || ults != 1)
            report_addf(problems, "%s/set.json: princess \"%s\": war chest holds %d cards + %d ultimate, expected 2 + 1%s", set->dir, id, boons, ults, unloaded);
        if (inner != 1) report_addf(problems, "%s/set.json: princess \"%s\": %d inner_circle cards, expected 1%s", set->dir, id, inner, unloaded);
        if (pc->trait == QTR_TRAPS && traps != 10)
            report_addf(problems, "%s/set.json: princess \"%s\" (trait traps): %d trap cards, expected 10%s", set->dir, id, traps, unloaded);
        if (pc->trait != QTR_TRAPS && traps)
            report_addf(problems, "%s/set.json: princess \"%s\": trap cards belong to a princess with trait \"traps\"", set->dir, id);
    }
    for (int t = 0; t < QK_COUNT; t++)
        if (!has_type[t]) report_addf(problems, "%s/set.json: cards: no card of type \"%s\" (every type must appear)%s", set->dir, QM_TYPE_NAMES[t], unloaded);
    return problems->count == before;
}

/* For card faces: the costs ("4/1" = buy 4, play 1, spelled out for the
 * legend), class, type, source and a summon's loyalty; a princess's two
 * classes with their major / minor damage levels. */
int qm_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap)
{
    static const char *const CLASS[] = {"Brawler", "Caster", "Schemer", "Neutral", "", ""};
    static const char *const TYPE[QK_COUNT] = {"Utility", "Attack", "Reaction", "Summon", "Boon", "Bane", "Event",
                                               "Trap", "Ultimate", "Princess", "Inner Circle"};
    static const char *const SOURCE[] = {"Starter", "Vault", "War chest", "Afternoon", "Twilight", "Midnight", ""};
    const QmCardData *cd = qm_card(set, idx);
    int n = face_field_add(out, 0, cap, "kind", "%s", QM_TYPE_NAMES[cd->type]);
    bool classless = cd->type == QK_EVENT || cd->type == QK_PRINCESS || cd->type == QK_INNER;
    const char *cls = cd->cls <= QC_NEUTRAL && !classless ? CLASS[cd->cls] : "";
    n = face_field_add(out, n, cap, "type", "%s%s%s", cls, cls[0] ? " " : "", TYPE[cd->type]);
    if (cd->type == QK_PRINCESS) {
        for (int k = 0; k < 2; k++)
            n = face_field_add(out, n, cap, k ? "class2" : "class1", "%s: major %d, minor %d", CLASS[cd->classes[k] % 4],
                               cd->major[k], cd->minor[k]);
        return n;
    }
    if (cd->type == QK_INNER) return n;
    if (cd->type == QK_EVENT) { /* an event is bought, never played */
        n = face_field_add(out, n, cap, "cost", "%d", cd->buy);
        n = face_field_add(out, n, cap, "buy", "%d", cd->buy);
    } else {
        n = face_field_add(out, n, cap, "cost", "%d/%d", cd->buy, cd->play);
        n = face_field_add(out, n, cap, "buy", "%d", cd->buy);
        n = face_field_add(out, n, cap, "play", "%d", cd->play);
    }
    if (cd->type == QK_SUMMON) n = face_field_add(out, n, cap, "loyalty", "%d", cd->loyalty);
    if (cd->source < QS_NONE) n = face_field_add(out, n, cap, "source", "%s", SOURCE[cd->source]);
    if (cd->players_min > 2) n = face_field_add(out, n, cap, "players", "%d+ players", cd->players_min);
    return n;
}
