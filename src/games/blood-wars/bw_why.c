/* bw_why.c — why a click on the seat's own card is no move now
 * (GameModule.why_not), in the words of the rules text's phases: Assembly
 * (stacking, and taking a card back),
 * the Action phase's challenge, Invest the Field, the Intrigue and Combat
 * legion powers, fate windows, Induct New Warlords, and the steps that take
 * no hand card (aiding, opposing, defending, a warlord's power).  Asked only of a card no legal action takes, so each reason names
 * the rule that stops it. */
#include <stdio.h>
#include <string.h>
#include "bw.h"

static const BwCardData *C(const BwState *s, int card) { return bw_card(s->set, card); }

/* Is some legal action of `kind` taking `card` (a = card)? */
static bool takes_card(const BwState *s, int kind, int card)
{
    Action acts[GM_MAX_ACTIONS];
    int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < na; i++)
        if (acts[i].kind == kind && (acts[i].a == card || (kind == BW_ACT_ASSEMBLE && acts[i].c == card && C(s, acts[i].a)->type == BT_LEGION)))
            return true; /* (an Acolyte goes with its legion) */
    return false;
}

/* The hand card clicked, or -1 when `zone` is not `seat`'s command hand. */
static int hand_card(const BwState *s, int seat, const char *zone, int index)
{
    char id[VIEW_ID_LEN];
    snprintf(id, sizeof id, "p%d.hand", seat);
    if (seat < 0 || strcmp(zone, id) != 0 || index < 0 || index >= s->p[seat].nhand) return -1;
    return s->p[seat].hand[index];
}

/* Cards that wait for another phase of the turn, whatever the step. */
static bool other_phase(const BwCardData *cd, char *out, size_t n)
{
    if (cd->type == BT_BATTLEFIELD) snprintf(out, n, "a battlefield is challenged for in the Action phase, one challenge at a time");
    else if (cd->type == BT_WARLORD) snprintf(out, n, "a new warlord is inducted in the Resolution phase, at the end of your turn");
    else return false;
    return true;
}

static bool why_not_stacked(const BwState *s, int seat, int card, char *out, size_t n)
{
    const BwCardData *cd = C(s, card);
    if (takes_card(s, BW_ACT_ASSEMBLE, card)) {
        Action acts[GM_MAX_ACTIONS];
        int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
        for (int i = 0; i < na; i++)
            if (acts[i].kind == BW_ACT_ASSEMBLE && acts[i].a == card) return false;
        /* taken only along with a legion: the click goes to that legion */
        snprintf(out, n, "an Acolyte is stacked with its legion: pick the legion in your hand, and the Acolyte goes with it");
        return true;
    }
    bool standing = false;
    for (int k = 0; k < s->p[seat].nw; k++) standing |= !s->p[seat].w[k].flipped;
    if (other_phase(cd, out, n)) return true;
    for (int i = 0; i < s->nreturned; i++)
        if (s->returned[i].card == card && s->exchanges < BW_EXCHANGES) {
            snprintf(out, n, "you took it back from under %s this Assembly: Undo puts it back there",
                     s->set->cards[s->p[seat].w[s->returned[i].slot].card].name);
            return true;
        }
    if (s->exchanges >= BW_EXCHANGES) snprintf(out, n, "you have made all %d Assembly moves of this turn", BW_EXCHANGES);
    else if (!standing) snprintf(out, n, "all your warlords are flipped: they stand again at your Regroup");
    else if (cd->type == BT_LEGION)
        snprintf(out, n, "no unflipped warlord of yours can take it: its alignment matches none of them, or their battle hands hold all the legions they may");
    else if (cd->sub == BFT_ITEM || cd->sub == BFT_SUPPORT || cd->sub == BFT_ACOLYTE)
        snprintf(out, n, "it goes with a legion, and no legion under your unflipped warlords can take it (alignment, or one item or support each)");
    else snprintf(out, n, "no battle hand of your unflipped warlords has room for more fate (one per legion, two with a Cutter)");
    return true;
}

/* The warlord itself clicked in the Assembly: it is where cards go, never
 * what is moved, so the click always gets an answer — how to stack under it,
 * or why nothing can go there now. */
static bool why_not_stack_target(const BwState *s, int seat, int slot, char *out, size_t n)
{
    Action acts[GM_MAX_ACTIONS];
    int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < na; i++)
        if (acts[i].kind == BW_ACT_ASSEMBLE && acts[i].b == slot) {
            snprintf(out, n, "to stack under this warlord, pick a card in your hand that fits it, then the warlord");
            return true;
        }
    if (s->p[seat].w[slot].flipped) snprintf(out, n, "this warlord is flipped: its battle hand waits for your Regroup");
    else if (s->exchanges >= BW_EXCHANGES) snprintf(out, n, "you have made all %d Assembly moves of this turn", BW_EXCHANGES);
    else snprintf(out, n, "no card in your hand can go under this warlord: its alignment matches none, or its battle hand is full");
    return true;
}

/* A battle-hand card clicked in the Assembly, to take it back to the command hand. */
static bool why_not_taken_back(const BwState *s, int seat, int slot, int k, char *out, size_t n)
{
    const BwWarlord *w = &s->p[seat].w[slot];
    Action acts[GM_MAX_ACTIONS];
    int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < na; i++)
        if (acts[i].kind == BW_ACT_RETURN && acts[i].a == slot && acts[i].b == k) return false;
    const BwBattleCard *b = &w->bh[k];
    if (w->flipped) snprintf(out, n, "its warlord is flipped: the battle hand waits for your Regroup");
    else if (b->flags & BC_FRESH)
        snprintf(out, n, "it was stacked this turn: Undo takes that back; a card goes back to your hand in a later Assembly");
    else if (s->exchanges >= BW_EXCHANGES) snprintf(out, n, "you have made all %d Assembly moves of this turn", BW_EXCHANGES);
    else if (s->p[seat].nhand >= BW_HAND_MAX) snprintf(out, n, "your command hand holds %d cards, all there is room for", BW_HAND_MAX);
    else if (C(s, b->card)->type == BT_LEGION)
        snprintf(out, n, "take back its item or support first, or the fate left would outnumber the legions");
    else snprintf(out, n, "without it the legion it follows would no longer match this warlord");
    return true;
}

/* Invest the Field: fate cards and Shock Troops go into the battle hand. */
static bool why_not_invested(const BwState *s, int card, char *out, size_t n)
{
    if (takes_card(s, BW_ACT_INVEST, card)) return false;
    const BwCardData *cd = C(s, card);
    if (other_phase(cd, out, n)) return true;
    if (cd->type == BT_LEGION)
        snprintf(out, n, "only fate cards and Shock Troop legions join a battle hand when the field is invested; other legions are stacked in the Assembly");
    else if (cd->sub == BFT_ACOLYTE) snprintf(out, n, "an Acolyte comes with its legion in the Assembly");
    else if (cd->sub == BFT_ITEM || cd->sub == BFT_SUPPORT)
        snprintf(out, n, "it goes with a legion, and no legion in this battle hand can take it (alignment, or one item or support each)");
    else snprintf(out, n, "this battle hand has no room for more fate (one per legion, two with a Cutter)");
    return true;
}

/* Induct New Warlords: warlords only, a Unique one if nobody else has him. */
static bool why_not_inducted(const BwState *s, int seat, int card, char *out, size_t n)
{
    if (takes_card(s, BW_ACT_INDUCT, card)) return false;
    const BwCardData *cd = C(s, card);
    if (cd->type != BT_WARLORD) {
        snprintf(out, n, "only warlords are put on the table now (Induct New Warlords); %s wait for your next turn",
                 cd->type == BT_BATTLEFIELD ? "battlefields" : "legions and fate");
        return true;
    }
    if (s->p[seat].nw >= BW_WARLORDS) {
        snprintf(out, n, "you have %d warlords on the table, all there is room for", BW_WARLORDS);
        return true;
    }
    for (int o = 0; o < s->nplayers; o++)
        for (int k = 0; k < s->p[o].nw && o != seat; k++)
            if (s->p[o].w[k].card == card) {
                snprintf(out, n, "%s is Unique and {p%d} already has that warlord in play", s->set->cards[card].name, o);
                return true;
            }
    return false;
}

/* The intrigue legion step: legions discarded from the command hand for an Intrigue Power. */
static bool why_not_intrigue_legion(const BwState *s, int card, char *out, size_t n)
{
    if (takes_card(s, BW_ACT_HAND_LEGION, card)) return false;
    const BwCardData *cd = C(s, card);
    if (other_phase(cd, out, n)) return true;
    if (cd->type == BT_FATE) snprintf(out, n, "fate is played in a fate window; now legions are discarded for their Intrigue Powers");
    else snprintf(out, n, "only a legion with an Intrigue Power (Advocate, Aide, Diplomat, Parasite, Terrorist) is discarded for it in an intrigue");
    return true;
}

/* The Action phase: a challenge starts with a battlefield from the hand. */
static bool why_not_challenge(const BwState *s, int seat, int card, char *out, size_t n)
{
    if (takes_card(s, BW_ACT_CHALLENGE, card)) return false;
    const BwCardData *cd = C(s, card);
    if (cd->type == BT_WARLORD) snprintf(out, n, "a new warlord is inducted in the Resolution phase, at the end of your turn");
    else if (cd->type != BT_BATTLEFIELD)
        snprintf(out, n, "a challenge starts with a battlefield card from your hand; legions and fate are stacked in your Assembly");
    else if (s->captured) snprintf(out, n, "you captured a battlefield this turn: one capture per turn");
    else {
        bool standing = false;
        for (int k = 0; k < s->p[seat].nw; k++) standing |= !s->p[seat].w[k].flipped;
        if (standing) return false;
        snprintf(out, n, "all your warlords are flipped: a challenge needs an unflipped one to lead it");
    }
    return true;
}

/* A fate window: orders and spells whose power fits this challenge. */
static bool why_not_fate(const BwState *s, int card, char *out, size_t n)
{
    if (takes_card(s, BW_ACT_FATE, card)) return false;
    const BwCardData *cd = C(s, card);
    bool combat = s->ch.type == 1;
    if (other_phase(cd, out, n)) return true;
    if (cd->type == BT_LEGION) snprintf(out, n, "only orders and spells are played in a fate window; legions are stacked in the Assembly");
    else if (cd->sub == BFT_ITEM || cd->sub == BFT_SUPPORT || cd->sub == BFT_ACOLYTE)
        snprintf(out, n, "items, support and Acolytes go with a legion in the Assembly, not in a fate window");
    else if (cd->npowers == 0) return false;
    else if (cd->powers[0].when != BW_WHEN_ANY && cd->powers[0].when != (combat ? BW_WHEN_COMBAT : BW_WHEN_INTRIGUE))
        snprintf(out, n, "it is played in %s challenge, and this one is %s", combat ? "an intrigue" : "a combat", combat ? "a combat" : "an intrigue");
    else if (!combat && (cd->powers[0].op == BE_SLAY_AT_MOST || cd->powers[0].op == BE_SLAY_AT_LEAST))
        snprintf(out, n, "it slays a legion, and an intrigue has no battle hands to slay from");
    else if (combat && cd->powers[0].op == BE_DOUBLE_ALLY) snprintf(out, n, "it doubles a Hidden Ally, and only an intrigue has one");
    else snprintf(out, n, "there is no side here it can be aimed at");
    return true;
}

/* The combat legion step: one unflipped legion's Combat Power, or a fate card of the battle hand. */
static bool why_not_combat_card(const BwState *s, int seat, const char *zone, int index, char *out, size_t n)
{
    if (s->asker >= s->ch.ninv) return false;
    const BwInvolved *v = &s->ch.inv[s->asker];
    char id[VIEW_ID_LEN];
    snprintf(id, sizeof id, "p%d.w%d", v->seat, v->slot);
    if (v->seat != seat || strcmp(zone, id) != 0 || index < 1) return false;
    const BwWarlord *w = &s->p[v->seat].w[v->slot];
    int k = index - 1;
    if (k >= w->nbh) return false;
    Action acts[GM_MAX_ACTIONS];
    int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < na; i++)
        if (acts[i].kind == BW_ACT_BH_USE && acts[i].a == k) return false;
    const BwBattleCard *b = &w->bh[k];
    const BwCardData *cd = C(s, b->card);
    int lp = cd->legion_power;
    if (b->flags & BC_FLIPPED) snprintf(out, n, "its power is used: a flipped legion counts 1 CS");
    else if (cd->type == BT_LEGION && lp == LP_BERSERKER)
        snprintf(out, n, "a Berserker sends an opposing legion to the discard, and the other side has none");
    else if (cd->type == BT_LEGION && lp >= LP_ADVOCATE && lp <= LP_TERRORIST)
        snprintf(out, n, "its power (%s) is an Intrigue Power: it works only in an intrigue challenge", BW_LEGION_POWER_NAMES[lp]);
    else if (cd->type == BT_LEGION && lp != LP_NONE && lp != LP_OWN)
        snprintf(out, n, "its power (%s) works by itself: it is never used like a Combat Power", BW_LEGION_POWER_NAMES[lp]);
    else if (cd->npowers == 0) snprintf(out, n, "it has no power to use: it adds its CS to the battle hand");
    else snprintf(out, n, "its power is not a Combat Power: it works only in an intrigue, or at all times by itself");
    return true;
}

/* A command-hand card clicked in a step that takes none: the seat is asked
 * about a warlord (aid, oppose, defend, his power) or the battle hand, and
 * the card waits for the phase where it is played. */
static bool why_not_hand_in_step(const BwState *s, int card, char *out, size_t n)
{
    const char *step;
    switch (s->phase) {
    case BP_DISSENT: step = "this step is for aiding or opposing the challenger with one warlord, or staying out"; break;
    case BP_ROUSE: step = "this step is for defending with one warlord, or letting the challenge pass"; break;
    case BP_I_WARLORDS: case BP_C_WARLORDS: step = "this step is for a warlord's own power, used or not"; break;
    case BP_C_LEGIONS: step = "this step uses one legion or fate card already in the battle hand, not your command hand"; break;
    default: return false;
    }
    const BwCardData *cd = C(s, card);
    const char *later = cd->type == BT_FATE ? "fate from your hand is played in a fate window"
                        : cd->type == BT_BATTLEFIELD ? "a battlefield starts a challenge in your Action phase"
                        : cd->type == BT_WARLORD ? "a warlord is inducted in your Resolution phase"
                                                 : "legions go under your warlords in your Assembly";
    snprintf(out, n, "%s; %s", step, later);
    return true;
}

/* The step under way, as a clause: what it takes. */
static const char *step_words(const BwState *s)
{
    switch (s->phase) {
    case BP_ASSEMBLY: return "in your Assembly, cards from your hand go under your unflipped warlords (or come back from them)";
    case BP_ACTION: return "in the Action phase a challenge starts with a battlefield from your hand played onto an unflipped warlord, or you stop";
    case BP_DISSENT: return "now each seat aids or opposes the challenger with one unflipped warlord, or stays out";
    case BP_I_WARLORDS: return "now an involved warlord may use his intrigue power, or not";
    case BP_I_LEGIONS: return "now legions with an Intrigue Power are discarded from the command hand for it, or you pass";
    case BP_INVEST: return "the field is invested: fate and Shock Troops go from your command hand into the battle hand";
    case BP_ROUSE: return "now the defender answers with one unflipped warlord, or lets the challenge pass";
    case BP_C_WARLORDS: return "now a warlord in the combat may use his combat power, or not";
    case BP_C_LEGIONS: return "now one legion power or fate card of the battle hand is used, or you pass";
    case BP_FATE: return "this is a fate window: an order or spell from your command hand, or pass";
    case BP_INDUCT: return "in Induct New Warlords, warlords from your command hand go onto the table";
    case BP_CULL: return "you cull the weak: discard from your command hand down to 7 cards";
    default: return NULL;
    }
}

/* A click no other reason covers, on the seat's own warlord or battle hand,
 * its victory pool, the battlefield or a side of the challenge: what the
 * thing clicked is, and what the step under way takes instead. */
static bool why_not_part_of_step(const BwState *s, int seat, const char *zone, int index, char *out, size_t n)
{
    const char *step = step_words(s);
    if (!step) return false;
    extern const GameModule blood_wars_module; /* its describe says where each move starts and ends */
    Action acts[GM_MAX_ACTIONS];
    int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < na; i++) {
        ActionDesc d;
        memset(&d, 0, sizeof d);
        blood_wars_module.describe((const GameState *)(const void *)s, acts[i], &d);
        if ((strcmp(d.src_zone, zone) == 0 && (d.src_index < 0 || index < 0 || d.src_index == index)) ||
            (strcmp(d.dst_zone, zone) == 0 && (d.dst_index < 0 || index < 0 || d.dst_index == index)))
            return false; /* a move: nothing to explain */
    }
    char id[VIEW_ID_LEN];
    snprintf(id, sizeof id, "p%d.pool", seat);
    if (strcmp(zone, id) == 0) {
        snprintf(out, n, "your victory pool holds the battlefields you captured, counted as VP; none is played again. Now: %s", step);
        return true;
    }
    if (strcmp(zone, "field") == 0) {
        snprintf(out, n, "this battlefield goes to the winner of the challenge; it is not played. Now: %s", step);
        return true;
    }
    if (strcmp(zone, "side0") == 0 || strcmp(zone, "side1") == 0) {
        snprintf(out, n, "this side shows the warlords in the challenge and their total. Now: %s", step);
        return true;
    }
    for (int k = 0; k < s->p[seat].nw; k++) {
        snprintf(id, sizeof id, "p%d.w%d", seat, k);
        if (strcmp(zone, id) != 0) continue;
        if (index >= 1) snprintf(out, n, "a battle-hand card stays under its warlord until a combat uses it. Now: %s", step);
        else snprintf(out, n, "this warlord is no move now: %s", step);
        return true;
    }
    return false;
}

bool bw_why_not(const GameState *st, const char *zone, int index, char *out, size_t n)
{
    const BwState *s = (const BwState *)st;
    int who = bw_seat_to_act(s);
    if (who < 0) return false;
    /* a flipped warlord, clicked to challenge, aid or oppose */
    if ((s->phase == BP_ROUSE || s->phase == BP_DISSENT || s->phase == BP_ACTION) && index == 0) {
        char id[VIEW_ID_LEN];
        int slot = -1;
        for (int k = 0; k < s->p[who].nw && slot < 0; k++) {
            snprintf(id, sizeof id, "p%d.w%d", who, k);
            if (strcmp(zone, id) == 0) slot = k;
        }
        if (slot >= 0) {
            if (!s->p[who].w[slot].flipped) {
                Action acts[GM_MAX_ACTIONS];
                int na = bw_legal_actions(s, acts, GM_MAX_ACTIONS);
                for (int i = 0; i < na; i++)
                    if (((acts[i].kind == BW_ACT_AID || acts[i].kind == BW_ACT_OPPOSE) && acts[i].a == slot) ||
                        (acts[i].kind == BW_ACT_CHALLENGE && acts[i].c == slot))
                        return false; /* a move: he aids, opposes, defends or leads the challenge */
                return why_not_part_of_step(s, who, zone, index, out, n);
            }
            snprintf(out, n, "this warlord is flipped (a power used, or a challenge fought) and stands again at your Regroup");
            return true;
        }
    }
    if (s->phase == BP_C_LEGIONS && why_not_combat_card(s, who, zone, index, out, n)) return true; /* else maybe a hand card */
    if (s->phase == BP_ASSEMBLY && index <= 0) /* on the warlord, or beside its battle hand */
        for (int k = 0; k < s->p[who].nw; k++) {
            char id[VIEW_ID_LEN];
            snprintf(id, sizeof id, "p%d.w%d", who, k);
            if (strcmp(zone, id) == 0) return why_not_stack_target(s, who, k, out, n);
        }
    if (s->phase == BP_ASSEMBLY && index >= 1)
        for (int k = 0; k < s->p[who].nw; k++) {
            char id[VIEW_ID_LEN];
            snprintf(id, sizeof id, "p%d.w%d", who, k);
            if (strcmp(zone, id) == 0)
                return index - 1 < s->p[who].w[k].nbh && why_not_taken_back(s, who, k, index - 1, out, n);
        }
    int card = hand_card(s, who, zone, index);
    if (card < 0) return why_not_part_of_step(s, who, zone, index, out, n);
    switch (s->phase) {
    case BP_ASSEMBLY: return why_not_stacked(s, who, card, out, n);
    case BP_INVEST: return why_not_invested(s, card, out, n);
    case BP_INDUCT: return why_not_inducted(s, who, card, out, n);
    case BP_I_LEGIONS: return why_not_intrigue_legion(s, card, out, n);
    case BP_ACTION: return why_not_challenge(s, who, card, out, n);
    case BP_FATE: return why_not_fate(s, card, out, n);
    default: return why_not_hand_in_step(s, card, out, n);
    }
}
