/* ll_cards.c — Long Live the Queen tile fields: parsing one tile (load_card)
 * and checking a whole set (validate_set).  A designer retunes initiatives,
 * colours and who may be Master in set.json without touching C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "core/json_util.h"
#include "ll.h"

const char *const ll_ability_ids[LL_AB_COUNT] = {"sniper", "assassin", "schemer", "noble",
                                                 "gambler", "princess", "pilot", "entertainer",
                                                 "spy", "guard", "recruit"};
const char *const ll_ability_names[LL_AB_COUNT] = {"Sniper", "Assassin", "Schemer", "Noble",
                                                   "Gambler", "Princess", "Pilot", "Entertainer",
                                                   "Spy", "Guard", "Recruit"};
const char *const ll_colour_ids[LL_NCOL] = {"red", "yellow", "blue"};

static const char *const LL_CARD_KEYS[] = {"initiative", "prestige", "ability", "can_be_master",
                                           "copies", NULL};

const LlCard *ll_card(const CardSet *set, int card)
{
    if (!set || card < 0 || card >= set->ncards) return NULL;
    return (const LlCard *)set->cards[card].game;
}

bool ll_load_card(const cJSON *json, CardDef *card, const char *where, Report *problems)
{
    Error e;
    bool keys_ok = json_report_unknown_keys(json, LL_CARD_KEYS, where, problems), ok = true;
    LlCard lc = {0};
    char got[64];

    static const char *const abil[LL_AB_COUNT + 1] = {"sniper", "assassin", "schemer", "noble",
                                                      "gambler", "princess", "pilot", "entertainer",
                                                      "spy", "guard", "recruit", NULL};
    if (!json_enum(json, "ability", abil, true, 0, &lc.ability, where, &e)) ok = report_error(problems, &e);

    /* initiative: 1..99, "master" (the Recruit's), or null (passive, never activates) */
    const cJSON *ini = cJSON_GetObjectItemCaseSensitive(json, "initiative");
    if (!ini)
        ok = report_field(problems, where, "initiative", "missing; expected an integer 1..99, \"master\" or null");
    else if (cJSON_IsNull(ini)) lc.initiative = LL_INIT_NONE;
    else if (cJSON_IsString(ini) && strcmp(ini->valuestring, "master") == 0) lc.initiative = LL_INIT_MASTER;
    else if (!json_as_int(ini, 1, 99, &lc.initiative)) {
        json_brief(ini, got, sizeof got);
        ok = report_field(problems, where, "initiative", "expected an integer 1..99, \"master\" or null, got %s", got);
    }

    /* prestige: "red" | "yellow" | "blue" | null */
    const cJSON *pr = cJSON_GetObjectItemCaseSensitive(json, "prestige");
    lc.prestige = -1;
    if (!pr) ok = report_field(problems, where, "prestige", "missing; expected \"red\", \"yellow\", \"blue\" or null");
    else if (!cJSON_IsNull(pr)) {
        for (int c = 0; c < LL_NCOL; c++)
            if (cJSON_IsString(pr) && strcmp(pr->valuestring, ll_colour_ids[c]) == 0) lc.prestige = c;
        if (lc.prestige < 0) {
            json_brief(pr, got, sizeof got);
            ok = report_field(problems, where, "prestige", "expected \"red\", \"yellow\", \"blue\" or null, got %s", got);
        }
    }

    if (!json_bool(json, "can_be_master", true, false, &lc.can_be_master, where, &e)) ok = report_error(problems, &e);
    int copies = 1;
    if (!json_int(json, "copies", 1, 2, false, 1, &copies, where, &e)) ok = report_error(problems, &e);
    /* the fields' agreement is judged only between fields that were read */
    if (!ok) return false;

    /* Per-tile consistency that a designer could get wrong. */
    if (lc.ability == LL_AB_RECRUIT && lc.initiative != LL_INIT_MASTER)
        ok = report_field(problems, where, "initiative", "expected \"master\" for a recruit (it acts with the Master's)");
    if (lc.ability != LL_AB_RECRUIT && lc.initiative == LL_INIT_MASTER)
        ok = report_field(problems, where, "initiative", "\"master\" is only for the recruit ability");
    if (lc.ability == LL_AB_RECRUIT && lc.prestige >= 0)
        ok = report_field(problems, where, "prestige", "expected null for a recruit (it uses the Master's colour)");
    if (lc.ability != LL_AB_GUARD && lc.ability != LL_AB_RECRUIT && lc.initiative == LL_INIT_NONE)
        ok = report_field(problems, where, "initiative", "expected an integer 1..99 for an active tile (only the guard may be null)");
    if (lc.can_be_master && (lc.ability == LL_AB_RECRUIT || lc.ability == LL_AB_PRINCESS ||
                             lc.ability == LL_AB_GUARD))
        ok = report_field(problems, where, "can_be_master", "expected false for a %s", ll_ability_ids[lc.ability]);
    if (lc.can_be_master && lc.prestige < 0)
        ok = report_field(problems, where, "can_be_master", "expected false: only tiles with a prestige colour may be Master");
    if (!ok || !keys_ok) return false;

    LlCard *owned = malloc(sizeof *owned);
    if (!owned) abort();
    *owned = lc;
    card->game = owned;
    card->copies = copies;
    snprintf(card->kind, sizeof card->kind, "%s", ll_ability_ids[lc.ability]);
    if (lc.initiative > 0) snprintf(card->corner, sizeof card->corner, "%d", (int)(unsigned char)lc.initiative);
    else if (lc.initiative == LL_INIT_MASTER) snprintf(card->corner, sizeof card->corner, "M");
    else card->corner[0] = 0;
    snprintf(card->colour, sizeof card->colour, "%s", lc.prestige >= 0 ? ll_colour_ids[lc.prestige] : "");
    card->value = lc.initiative > 0 ? lc.initiative : 0;
    return true;
}

bool ll_validate_set(const CardSet *set, Report *problems)
{
    char file[600];
    snprintf(file, sizeof file, "%s/set.json", set->dir[0] ? set->dir : set->id);
    int before = problems->count;
    const char *unloaded = carddb_unloaded_note(set);
    int seen[LL_AB_COUNT] = {0};
    int tiles = 0, masters = 0;
    if (set->ncards > LL_MAX_CARDS)
        report_addf(problems, "%s: cards: expected at most %d tile definitions, got %d", file, LL_MAX_CARDS,
                    set->ncards);
    for (int i = 0; i < set->ncards; i++) {
        const LlCard *c = ll_card(set, i);
        if (!c) {
            report_addf(problems, "%s: cards[%d] \"%s\": has no tile fields", file, carddb_place(set, i), set->cards[i].id);
            continue;
        }
        if (seen[c->ability])
            report_addf(problems, "%s: cards[%d] \"%s\": ability: \"%s\" appears twice (one tile per ability; "
                        "use \"copies\" for the recruit)", file, carddb_place(set, i), set->cards[i].id, ll_ability_ids[c->ability]);
        seen[c->ability]++;
        int want = c->ability == LL_AB_RECRUIT ? 2 : 1;
        if (set->cards[i].copies != want)
            report_addf(problems, "%s: cards[%d] \"%s\": copies: expected %d, got %d", file, carddb_place(set, i), set->cards[i].id,
                        want, set->cards[i].copies);
        tiles += set->cards[i].copies;
        if (c->can_be_master) masters++;
    }
    /* as many missing as tiles that did not load: those are the missing ones */
    int missing = 0;
    for (int a = 0; a < LL_AB_COUNT; a++) missing += !seen[a];
    for (int a = 0; a < LL_AB_COUNT && missing > set->nunloaded; a++)
        if (!seen[a]) report_addf(problems, "%s: cards: expected a tile with ability \"%s\", found none%s", file, ll_ability_ids[a], unloaded);
    if (problems->count == before && tiles != LL_TILES)
        report_addf(problems, "%s: cards: expected %d tiles per side, got %d%s", file, LL_TILES, tiles, unloaded);
    if (masters == 0) report_addf(problems, "%s: cards: expected at least one tile with can_be_master true%s", file, unloaded);
    return problems->count == before;
}

/* ---- what the rules ask of a tile (a Recruit answers as its Master) ---- */

static const LlCard LL_NOCARD = {LL_AB_GUARD, LL_INIT_NONE, -1, false};

const LlCard *ll_info(const LlState *s, int card)
{
    const LlCard *c = ll_card(s->set, card);
    return c ? c : &LL_NOCARD;
}

int ll_ability(const LlState *s, int card) { return ll_info(s, card)->ability; }

const char *ll_cid(const LlState *s, int card)
{
    return (s->set && card >= 0 && card < s->set->ncards) ? s->set->cards[card].id : "?";
}

const char *ll_cname(const LlState *s, int card)
{
    return (s->set && card >= 0 && card < s->set->ncards) ? s->set->cards[card].name : "?";
}

/* Short role word for logs ("Sniper"); names are long, history lines are not. */
const char *ll_role(const LlState *s, int card) { return ll_ability_names[ll_ability(s, card)]; }

/* The tile a Recruit stands for: its Master (if any); others are themselves. */
int ll_acting_card(const LlState *s, int p, int card)
{
    if (ll_ability(s, card) == LL_AB_RECRUIT && s->card[p][LL_MASTER] >= 0) return s->card[p][LL_MASTER];
    return card;
}

int ll_initiative_of(const LlState *s, int p, int card)
{
    int in = ll_info(s, ll_acting_card(s, p, card))->initiative;
    return in > 0 ? in : 0;
}


/* For tile faces: the tile's number (its initiative; M: the Master's), its
 * prestige colour, its ability and whether it may be the Master. */
int ll_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap)
{
    static const char *const COLOUR[LL_NCOL] = {"Red", "Yellow", "Blue"};
    const LlCard *c = ll_card(set, idx);
    if (!c) return 0;
    int n = face_field_add(out, 0, cap, "kind", "tile");
    if (c->initiative > 0) n = face_field_add(out, n, cap, "tile", "%d", c->initiative);
    else if (c->initiative == LL_INIT_MASTER) n = face_field_add(out, n, cap, "tile", "M");
    else n = face_field_add(out, n, cap, "tile", "-");
    n = face_field_add(out, n, cap, "type", "%s", ll_ability_names[c->ability]);
    if (c->prestige >= 0 && c->prestige < LL_NCOL) n = face_field_add(out, n, cap, "prestige", "%s", COLOUR[c->prestige]);
    n = face_field_add(out, n, cap, "master", "%s", c->can_be_master ? "May be Master" : "Never Master");
    return n;
}
