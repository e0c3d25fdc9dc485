/* qm_module.c — the Queen by Midnight GameModule: action texts and labels,
 * the view for one observer, determinize, returns and the heuristic.
 *
 * View zone ids (data/games/queen-by-midnight.json places them):
 *   clock          VZ_COUNTER value = the hour the hand points at; 12 items (value =
 *                  hour, VI_HIGHLIGHT on the current one, badge = the event of 5, 6,
 *                  8, 11, 12: "Twilight Bazaar", "Declarations", "Midnight Bazaar",
 *                  "Advisors", "Game end"; the table says "Next: <badge> at <hour>").
 *   bazaar         VZ_PILE   the current Bazaar deck (backs), label names the age.
 *   market         VZ_ROW    3 slots; an empty slot is a VIEW_NO_CARD item.
 *   banish         VZ_PILE   the central Banish pile, face up (last 48 listed).
 *   princesses     VZ_ROW    while princesses are chosen: those still free.
 *   p<s>.princess  VZ_PILE   the princess card, value = HP; badge Advisor / Out.
 *   p<s>.hp p<s>.clout        VZ_COUNTER.
 *   p<s>.levels    VZ_COUNTER label "Brawler 4/2 · Caster 3/2" (current levels).
 *   p<s>.hand      VZ_HAND   own cards face up, others' as backs.
 *   p<s>.deck p<s>.held p<s>.vaultdeck   VZ_PILE backs with counts.
 *   p<s>.archive p<s>.grotto              VZ_PILE face up (public).
 *   p<s>.armory    VZ_ROW    Reactions face down (VI_PEEK for their owner); Summons
 *                            value = Loyalty.
 *   p<s>.vault     VZ_ROW    3 face-up vault slots.
 *   p<s>.war       VZ_ROW    war chest, VI_LOCKED before the clock strikes 8.
 */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qm.h"

static const QmState *CS(const GameState *st) { return (const QmState *)st; }
static QmState *S(GameState *st) { return (QmState *)st; }

static const char *cname(const QmState *s, int c) { return c >= 0 && c < s->set->ncards ? s->set->cards[c].name : "?"; }
static const char *cid(const QmState *s, int c) { return c >= 0 && c < s->set->ncards ? s->set->cards[c].id : "?"; }
static const char *const CLASS_WORDS[] = {"Brawler", "Caster", "Schemer", "Neutral", "card", "primary"};

/* ---- words for effects (choice labels, prompts) ---- */
/* An effect in words, as its choice button says it; v: its count (qm_effect_count
 * while the card is pending, kept in the event for the log). */
static void effect_words(const QmState *s, int controller, int effcard, const QmEffect *e, int v, char *buf, size_t n)
{
    static const char *const who[] = {"you", "the target", "your leader", "the trap's princess", "the attacker"};
    const char *t = who[e->target];
    switch (e->action) {
    case QA_GAIN_CLOUT: snprintf(buf, n, "%s gain%s %d Clout", t, e->target ? "s" : "", v); break;
    case QA_LOSE_CLOUT: snprintf(buf, n, "%s lose%s %d Clout", t, e->target ? "s" : "", v); break;
    case QA_STEAL_CLOUT: snprintf(buf, n, "steal %d Clout from %s", v, t); break;
    case QA_DAMAGE: snprintf(buf, n, "%d damage to %s%s", v, t, e->unblockable ? " (unblockable)" : ""); break;
    case QA_HEAL: snprintf(buf, n, "%s heal%s %d", t, e->target ? "s" : "", v); break;
    case QA_DRAW: snprintf(buf, n, "%s draw%s %d", t, e->target ? "s" : "", v); break;
    case QA_DISCARD: snprintf(buf, n, "discard %d", e->count); break;
    case QA_BANISH: snprintf(buf, n, "banish %s%d from your %s", e->up_to ? "up to " : "", e->count,
                             e->zone == QZ_HAND ? "hand" : e->zone == QZ_ARCHIVE ? "archive" : "market"); break;
    case QA_LEVEL_UP: case QA_LEVEL_DOWN: {
        int cls = e->cls == QC_CARD ? qm_card(s->set, effcard)->cls : e->cls == QC_PRIMARY ? qm_card(s->set, s->p[controller].princess)->classes[0] : e->cls;
        snprintf(buf, n, "%s %s %s level %d", t, e->action == QA_LEVEL_UP ? "raise" : "lower", CLASS_WORDS[cls], v);
        break;
    }
    case QA_LOYALTY: snprintf(buf, n, "+%d Loyalty to your Summons", v); break;
    case QA_BUY: snprintf(buf, n, "buy a card costing up to %d%s", v, e->free_buy ? " for free" : ""); break;
    case QA_PUT: snprintf(buf, n, e->zone == QZ_ARCHIVE ? "take a card from your archive" : "put a trap on a deck"); break;
    case QA_ROLL: snprintf(buf, n, "roll a die"); break;
    case QA_SWITCH: snprintf(buf, n, "flip your Grow/Shrink token"); break;
    case QA_DISMISS: snprintf(buf, n, "dismiss an armory card"); break;
    default: snprintf(buf, n, "%s", "resolve"); break;
    }
    if (buf[0] >= 'a' && buf[0] <= 'z') buf[0] = (char)(buf[0] - 32);
}

static int window_damage(const QmState *s, const QmPending *p)
{
    const QmCardData *cd = qm_card(s->set, p->effcard);
    int dmg = 0;
    for (int i = 0; i < cd->neffects; i++) {
        const QmEffect *e = &cd->effects[i];
        if (e->trigger == p->trigger && e->target == QX_FOE && e->action == QA_DAMAGE) dmg += qm_effect_count(s, p, e);
    }
    return dmg;
}

/* The card a pick of the pending choice names (-1 if none). */
static int picked_card(const QmState *s, int idx)
{
    if (s->depth == 0 || idx < 0) return -1;
    const QmPending *top = &s->stack[s->depth - 1];
    const QmPlayer *me = &s->p[top->controller], *zp = &s->p[top->pick_seat];
    switch (top->pick_zone) {
    case QZ_HAND: return idx < me->nhand ? me->hand[idx] : -1;
    case QZ_ARCHIVE: return idx < me->narchive ? me->archive[idx] : -1;
    case QZ_MARKET: return idx < 3 ? s->market[idx] : -1;
    case QZ_VAULT: return idx < 3 ? me->vault[idx] : -1;
    case QZ_WAR_CHEST: return idx < 3 ? me->war[idx] : -1;
    default: /* a rival's face-down Reaction stays unnamed until it is dismissed */
        if (idx >= zp->narmory || (zp->armory[idx].face_down && top->pick_seat != top->controller)) return -1;
        return zp->armory[idx].card;
    }
}

/* ---- the last event in words ---- */
const char *const QM_EVENT_NAMES[] = {"none", "first", "first-choose", "chooses", "declares", "flips", "advises",
                                      "face-down", "plays", "activates", "reacts", "buys", "refreshes", "slips",
                                      "redirects", "clock", "out-circle", "out-good", "out", "midnight", "targets", "ends",
                                      "archives", "sets-aside", "draws-up", "takes", "picks", "stops", "takes-turn",
                                      "draws-up-clock", "opts", "hits-armory", NULL};

/* What the hour brings (the rules' "When the clock strikes …"), after a colon;
 * "" at other hours. */
static const char *hour_words(const QmState *s, int hour)
{
    if (hour == 5) return ": the Twilight Bazaar opens, and hands hold up to 6";
    if (hour == 8) return ": the Midnight Bazaar and the War Chests open, and hands hold up to 7";
    if (hour == 6 && s->np >= 4) return ": each princess secretly declares for another";
    if (hour == 11 && s->np >= 4) return ": at the start of a turn, a princess may flip a Declaration to advise instead";
    return "";
}

/* What a pick of kind k (QPK_*) is for, after "a card": "to banish"; "" for
 * none.  you: said to the seat itself ("into your hand"), else of it. */
static const char *pick_purpose(int k, bool you)
{
    static const char *const WHAT[] = {"to discard", "to banish", "to take into their hand", "to banish", "to dismiss",
                                       "to dismiss", "to banish", "to gain", "to put on a deck"};
    _Static_assert(sizeof WHAT / sizeof WHAT[0] == QPK_ON_DECK + 1, "a word for every pick kind");
    if (you && k == QPK_TO_HAND) return "to take into your hand";
    return k >= 0 && k < (int)(sizeof WHAT / sizeof WHAT[0]) ? WHAT[k] : "";
}

void qm_event_text(const QmState *s, char *buf, size_t n)
{
    const QmEvent *e = &s->event;
    const char *card = cname(s, e->card);
    /* an advisor's attack comes from the Inner Circle card: its name ("Storm the
     * Citadel / Inner Circle") read as a card played */
    bool advisor = e->card >= 0 && e->card < s->set->ncards && qm_card(s->set, e->card)->type == QK_INNER;
    const char *attack = advisor ? "advisor ability" : card;
    switch (e->kind) {
    case QE_FIRST: snprintf(buf, n, "{p%d} rolled highest and goes first", e->seat); break;
    case QE_FIRST_CHOOSE:
        snprintf(buf, n, "{p%d} rolled highest and goes first; princesses are chosen from the last seat", e->seat);
        break;
    case QE_CHOOSES: snprintf(buf, n, "{p%d} chooses %s", e->seat, card); break;
    case QE_DECLARES: snprintf(buf, n, "{p%d} secretly declares whom they would advise if out", e->seat); break;
    case QE_FLIPS: snprintf(buf, n, "{p%d} flips their Declaration and joins {p%d}'s Inner Circle as advisor", e->seat, e->other); break;
    case QE_ADVISES:
        snprintf(buf, n, "{p%d} uses the advisor ability %s", e->seat,
                 e->card >= 0 && e->card < s->set->ncards ? qm_card(s->set, e->card)->ability_label[e->n & 1] : "?");
        break;
    case QE_FACE_DOWN: snprintf(buf, n, "{p%d} places a card face down in the Armory", e->seat); break;
    case QE_PLAYS: snprintf(buf, n, "{p%d} plays %s", e->seat, card); break;
    case QE_ACTIVATES: snprintf(buf, n, "{p%d} activates %s", e->seat, card); break;
    case QE_REACTS: /* n: the HP the attack still cost them, once it resolved (-1: not known yet) */
        if (e->n > 0) snprintf(buf, n, "{p%d} reacts with %s and still loses %d HP", e->seat, card, e->n);
        else if (e->n == 0) snprintf(buf, n, "{p%d} reacts with %s and loses no HP", e->seat, card);
        else snprintf(buf, n, "{p%d} reacts with %s", e->seat, card);
        break;
    case QE_BUYS: snprintf(buf, n, "{p%d} buys %s", e->seat, card); break;
    case QE_REFRESHES: snprintf(buf, n, "{p%d} refreshes the %s", e->seat, e->n ? "Vault" : "Bazaar"); break;
    case QE_SLIPS: snprintf(buf, n, "{p%d} slips %s into {p%d}'s Archive", e->seat, card, e->other); break;
    case QE_REDIRECTS: snprintf(buf, n, "{p%d} redirects the attack to {p%d}", e->seat, e->other); break;
    case QE_CLOCK: snprintf(buf, n, "The clock strikes %d%s", e->n, hour_words(s, e->n)); break;
    case QE_OUT_CIRCLE: snprintf(buf, n, "{p%d} is eliminated and joins {p%d}'s Inner Circle", e->seat, e->other); break;
    case QE_OUT_GOOD: { /* why the Declaration did not make them an Advisor */
        static const char *const WHY[] = {"", ", who dealt the last blow", ", who already has an Advisor", ", who is out"};
        snprintf(buf, n, "{p%d} is eliminated for good: they declared for {p%d}%s", e->seat, e->other, WHY[e->n >= 1 && e->n <= 3 ? e->n : 0]);
        break;
    }
    case QE_OUT: snprintf(buf, n, "{p%d} is eliminated", e->seat); break;
    case QE_MIDNIGHT: /* seat: the draw that passed the turn, then midnight (two events, view.h) */
        if (e->seat >= 0 && e->n > 0)
            snprintf(buf, n, "{p%d} draws %d and passes the turn" VIEW_EVENT_SEP "Midnight: the game is over", e->seat, e->n);
        else if (e->seat >= 0) snprintf(buf, n, "{p%d} draws no card and passes the turn" VIEW_EVENT_SEP "Midnight: the game is over", e->seat);
        else snprintf(buf, n, "Midnight: the game is over");
        break;
    case QE_ENDS: snprintf(buf, n, "{p%d} ends their turn", e->seat); break; /* the archiving and drawing are told as they happen */
    case QE_ARCHIVES: snprintf(buf, n, "{p%d} archives %s", e->seat, card); break;
    case QE_SETS_ASIDE: snprintf(buf, n, "{p%d} sets a card aside (over the hand limit)", e->seat); break;
    case QE_DRAWS_UP:
        if (e->n > 0) snprintf(buf, n, "{p%d} draws %d, up to %d, and passes the turn", e->seat, e->n, s->hand_limit);
        else snprintf(buf, n, "{p%d} draws no card and passes the turn", e->seat); /* "draws 0, up to 5" */
        break;
    case QE_DRAWS_CLOCK: /* the clock strikes only with a new event, so it is still this event's hour; two events (view.h) */
        if (e->n > 0) snprintf(buf, n, "{p%d} draws %d and passes the turn" VIEW_EVENT_SEP "The clock strikes %d%s", e->seat, e->n, s->clock, hour_words(s, s->clock));
        else snprintf(buf, n, "{p%d} draws no card and passes the turn" VIEW_EVENT_SEP "The clock strikes %d%s", e->seat, s->clock, hour_words(s, s->clock));
        break;
    case QE_TAKES:
        if (e->n > 0 && e->other >= 0) snprintf(buf, n, "{p%d} does not react: {p%d}'s %s hits {p%d} for %d", e->seat, e->other, attack, e->seat, e->n);
        else snprintf(buf, n, "{p%d} does not react to %s%s", e->seat, advisor ? "the " : "", attack);
        break;
    case QE_OPTS: { /* "Ann picks “Gain 2 Clout” from Twilight Bargain": the words of the button pressed */
        char words[96] = "";
        if (e->card >= 0 && e->card < s->set->ncards && e->n >= 0 && e->n < qm_card(s->set, e->card)->noptions)
            effect_words(s, e->seat, e->card, &qm_card(s->set, e->card)->options[e->n], e->other, words, sizeof words);
        snprintf(buf, n, "{p%d} picks “%s” from %s", e->seat, words, card);
        break;
    }
    case QE_STOPS: /* "stops choosing for Out to Sea" left a new player asking: choosing what? */
        if (pick_purpose(e->n - 1, false)[0]) snprintf(buf, n, "{p%d} chooses no more cards %s for %s", e->seat, pick_purpose(e->n - 1, false), card);
        else snprintf(buf, n, "{p%d} stops choosing for %s", e->seat, card);
        break;
    case QE_TAKES_TURN: snprintf(buf, n, "{p%d} keeps their Declaration and takes their turn", e->seat); break;
    case QE_PICKS:
        switch (e->n) {
        case QPK_DISCARD: snprintf(buf, n, "{p%d} discards %s to their Archive", e->seat, card); break;
        case QPK_BANISH_HAND: snprintf(buf, n, "{p%d} banishes %s from their hand", e->seat, card); break;
        case QPK_TO_HAND: snprintf(buf, n, "{p%d} takes %s from their Archive into their hand", e->seat, card); break;
        case QPK_BANISH_ARCHIVE: snprintf(buf, n, "{p%d} banishes %s from their Archive", e->seat, card); break;
        case QPK_DISMISS: snprintf(buf, n, "{p%d} dismisses %s from {p%d}'s Armory", e->seat, card, e->other); break;
        case QPK_DISMISS_HIDDEN: snprintf(buf, n, "{p%d} dismisses a face-down card from {p%d}'s Armory", e->seat, e->other); break;
        case QPK_BANISH_MARKET: snprintf(buf, n, "{p%d} banishes %s from the Market", e->seat, card); break; /* the table's name for the row */
        case QPK_ON_DECK: snprintf(buf, n, "{p%d} puts %s on top of {p%d}'s deck", e->seat, card, e->other); break;
        default: snprintf(buf, n, "{p%d} gains %s", e->seat, card); break;
        }
        break;
    case QE_HITS_ARMORY:
        if (e->n < 0) snprintf(buf, n, "{p%d}'s attack dismisses {p%d}'s %s from their Armory", e->seat, e->other, e->card >= 0 ? card : "card");
        else if (e->n > 0) snprintf(buf, n, "{p%d}'s attack takes %d loyalty from {p%d}'s %s", e->seat, e->n, e->other, e->card >= 0 ? card : "card");
        else snprintf(buf, n, "{p%d}'s attack does no harm to {p%d}'s %s", e->seat, e->other, e->card >= 0 ? card : "card");
        break;
    case QE_TARGETS:
        if (e->n > 0) snprintf(buf, n, "{p%d}'s %s hits {p%d} for %d", e->seat, attack, e->other, e->n);
        else if (advisor) snprintf(buf, n, "{p%d} aims their advisor ability at %s{p%d}%s", e->seat, e->n < 0 ? "a card in " : "", e->other, e->n < 0 ? "'s Armory" : "");
        else if (e->n < 0) snprintf(buf, n, "{p%d} aims %s at a card in {p%d}'s Armory", e->seat, card, e->other);
        else if (e->card >= 0 && e->card < s->set->ncards && qm_card(s->set, e->card)->type == QK_BANE)
            snprintf(buf, n, "{p%d} puts %s into {p%d}'s Armory", e->seat, card, e->other); /* "aims Gossip Leech at Ann" told not where it went */
        else snprintf(buf, n, "{p%d} aims %s at {p%d}", e->seat, card, e->other);
        break;
    default: if (n) buf[0] = 0; break;
    }
}

/* ---- texts ---- */
static void qm_action_text(const GameState *st, Action a, char *buf, size_t n)
{
    const QmState *s = CS(st);
    int me = qm_cur_player(s);
    const QmPlayer *p = me >= 0 ? &s->p[me] : &s->p[0];
    int h = a.a >= 0 && a.a < p->nhand ? p->hand[a.a] : -1;
    static const char *const zones[] = {"market", "vault", "war"};
    switch (a.kind) {
    case QM_ACT_PICK_PRINCESS: snprintf(buf, n, "princess %s", cid(s, a.a)); break;
    case QM_ACT_DECLARE: snprintf(buf, n, "declare %d", a.a); break;
    case QM_ACT_FLIP: snprintf(buf, n, "flip"); break;
    case QM_ACT_NO_FLIP: snprintf(buf, n, "no flip"); break;
    case QM_ACT_ADVISE: snprintf(buf, n, "advise %d", a.a); break;
    case QM_ACT_PLAY: snprintf(buf, n, "play %d %s", a.a, cid(s, h)); break;
    case QM_ACT_ACTIVATE: case QM_ACT_REACT:
        snprintf(buf, n, "%s %d %s", a.kind == QM_ACT_REACT ? "react" : "activate", a.a,
                 a.a >= 0 && a.a < p->narmory ? cid(s, p->armory[a.a].card) : "?");
        break;
    case QM_ACT_BUY: {
        int c = a.b < 0 || a.b > 2 || a.a < 0 || a.a > 2 ? -1 : a.a == 0 ? s->market[a.b] : a.a == 1 ? p->vault[a.b] : p->war[a.b];
        snprintf(buf, n, "buy %s %d %s", a.a >= 0 && a.a < 3 ? zones[a.a] : "?", a.b, cid(s, c));
        break;
    }
    case QM_ACT_REFRESH: snprintf(buf, n, "refresh %s", a.a == 0 ? "bazaar" : "vault"); break;
    case QM_ACT_END_TURN: snprintf(buf, n, "end turn"); break;
    case QM_ACT_ARCHIVE: snprintf(buf, n, "archive %d %s", a.a, cid(s, h)); break;
    case QM_ACT_HOLD: snprintf(buf, n, "hold %d %s", a.a, cid(s, h)); break;
    case QM_ACT_DONE: snprintf(buf, n, "done"); break;
    case QM_ACT_TARGET:
        if (a.b >= 0) snprintf(buf, n, "target %d summon %d", a.a, a.b);
        else snprintf(buf, n, "target %d", a.a);
        break;
    case QM_ACT_TAKE: snprintf(buf, n, "take"); break;
    case QM_ACT_CHOOSE: snprintf(buf, n, "choose %d", a.a); break;
    case QM_ACT_PICK: {
        int c = picked_card(s, a.a);
        snprintf(buf, n, "pick %d %s", a.a, c >= 0 ? cid(s, c) : "face-down");
        break;
    }
    case QM_ACT_SKIP: snprintf(buf, n, "skip"); break;
    case QM_ACT_SEAT: snprintf(buf, n, "seat %d", a.a); break;
    default: snprintf(buf, n, "?"); break;
    }
}

static void set_zone(char *z, const char *fmt, int seat)
{
    snprintf(z, VIEW_ID_LEN, fmt, seat);
}

/* "Buy Lifted Coin for 2 Clout"; a free card names no price ("Play Lifted
 * Coin", not "(0 Clout)"): a hint adds its reason in brackets after the
 * label, and one pair of them reads as one line. */
static void price_label(char *out, size_t n, const char *verb, const char *card, int clout)
{
    if (clout > 0) snprintf(out, n, "%s %s for %d Clout", verb, card, clout);
    else snprintf(out, n, "%s %s", verb, card);
}

static void qm_describe(const GameState *st, Action a, ActionDesc *d)
{
    const QmState *s = CS(st);
    memset(d, 0, sizeof *d);
    d->src_index = d->dst_index = -1;
    int me = qm_cur_player(s);
    if (me < 0) me = 0;
    const QmPlayer *p = &s->p[me];
    const QmPending *top = s->depth > 0 ? &s->stack[s->depth - 1] : NULL;
    int h = a.a >= 0 && a.a < p->nhand ? p->hand[a.a] : -1;
    switch (a.kind) {
    case QM_ACT_PICK_PRINCESS: {
        snprintf(d->src_zone, sizeof d->src_zone, "princesses");
        int k = 0;
        for (int i = 0; i < a.a; i++)
            if (qm_card(s->set, i)->type == QK_PRINCESS) {
                bool taken = false;
                for (int q = 0; q < s->np; q++) taken |= s->p[q].princess == i;
                k += !taken;
            }
        d->src_index = k;
        snprintf(d->label, sizeof d->label, "Play as %s", cname(s, a.a));
        break;
    }
    case QM_ACT_DECLARE:
    case QM_ACT_SEAT:
        set_zone(d->dst_zone, "p%d.princess", a.a);
        d->dst_index = 0;
        if (a.kind == QM_ACT_DECLARE) snprintf(d->label, sizeof d->label, "Declare for {p%d}", a.a);
        else if (top && top->pick_zone == 1) snprintf(d->label, sizeof d->label, "Slip the trap into {p%d}'s Archive", a.a);
        else snprintf(d->label, sizeof d->label, "Redirect the attack to {p%d}", a.a);
        break;
    case QM_ACT_FLIP: snprintf(d->label, sizeof d->label, "Become {p%d}'s Advisor", p->declared); break;
    case QM_ACT_NO_FLIP: snprintf(d->label, sizeof d->label, "Take my turn"); break;
    case QM_ACT_ADVISE:
        snprintf(d->label, sizeof d->label, "%s", p->inner >= 0 ? qm_card(s->set, p->inner)->ability_label[a.a & 1] : "Advise");
        break;
    case QM_ACT_PLAY: {
        set_zone(d->src_zone, "p%d.hand", me);
        d->src_index = a.a;
        const QmCardData *cd = h >= 0 ? qm_card(s->set, h) : NULL;
        if (cd && cd->type == QK_REACTION) {
            set_zone(d->dst_zone, "p%d.armory", me);
            d->dst_index = 0;
            snprintf(d->label, sizeof d->label, "Place a reaction face down in the Armory");
        } else price_label(d->label, sizeof d->label, "Play", cname(s, h), cd ? cd->play : 0);
        break;
    }
    case QM_ACT_ACTIVATE:
    case QM_ACT_REACT: {
        set_zone(d->src_zone, "p%d.armory", me);
        d->src_index = a.a;
        int c = a.a >= 0 && a.a < p->narmory ? p->armory[a.a].card : -1;
        price_label(d->label, sizeof d->label, a.kind == QM_ACT_REACT ? "React with" : "Activate", cname(s, c),
                    c >= 0 ? qm_card(s->set, c)->play : 0);
        break;
    }
    case QM_ACT_BUY: {
        int c = a.a == 0 ? s->market[a.b] : a.a == 1 ? p->vault[a.b] : p->war[a.b];
        if (a.a == 0) snprintf(d->src_zone, sizeof d->src_zone, "market");
        else set_zone(d->src_zone, a.a == 1 ? "p%d.vault" : "p%d.war", me);
        d->src_index = a.b;
        price_label(d->label, sizeof d->label, "Buy", cname(s, c), c >= 0 ? qm_card(s->set, c)->buy : 0);
        break;
    }
    case QM_ACT_REFRESH:
        if (a.a == 0) snprintf(d->src_zone, sizeof d->src_zone, "bazaar");
        else set_zone(d->src_zone, "p%d.vaultdeck", me);
        d->src_index = 0;
        snprintf(d->label, sizeof d->label, "Refresh the %s for 2 Clout", a.a == 0 ? "Bazaar" : "Vault");
        break;
    case QM_ACT_END_TURN: snprintf(d->label, sizeof d->label, "End turn"); break;
    case QM_ACT_ARCHIVE:
    case QM_ACT_HOLD:
        set_zone(d->src_zone, "p%d.hand", me);
        d->src_index = a.a;
        set_zone(d->dst_zone, a.kind == QM_ACT_ARCHIVE ? "p%d.archive" : "p%d.held", me);
        d->dst_index = 0;
        /* the card by name, never by its place in the hand: the log tells it too */
        snprintf(d->label, sizeof d->label, a.kind == QM_ACT_ARCHIVE ? "Archive %s" : "Set %s aside (over the hand limit)", cname(s, h));
        break;
    case QM_ACT_DONE: snprintf(d->label, sizeof d->label, "Draw up to %d and pass", s->hand_limit); break;
    case QM_ACT_TARGET:
        if (a.b >= 0) {
            set_zone(d->dst_zone, "p%d.armory", a.a);
            d->dst_index = a.b;
            snprintf(d->label, sizeof d->label, "Target {p%d}'s %s", a.a, cname(s, s->p[a.a].armory[a.b].card));
        } else {
            set_zone(d->dst_zone, "p%d.princess", a.a);
            d->dst_index = 0;
            snprintf(d->label, sizeof d->label, "Target {p%d}", a.a);
        }
        break;
    case QM_ACT_TAKE: snprintf(d->label, sizeof d->label, "Take it"); break;
    case QM_ACT_CHOOSE: {
        const QmCardData *cd = qm_card(s->set, top->effcard);
        const QmEffect *opt = &cd->options[cd->effects[top->pc].option_first + a.a];
        effect_words(s, top->controller, top->effcard, opt, qm_effect_count(s, top, opt), d->label, sizeof d->label);
        break;
    }
    case QM_ACT_PICK: {
        static const char *const zones[] = {"p%d.hand", "p%d.archive", "market", "p%d.vault", "p%d.war", "p%d.armory"};
        set_zone(d->src_zone, zones[top->pick_zone], top->pick_zone == QZ_ARMORY ? top->pick_seat : me);
        d->src_index = a.a;
        int c = picked_card(s, a.a);
        snprintf(d->label, sizeof d->label, "Choose %s", c >= 0 ? cname(s, c) : "a face-down card");
        break;
    }
    case QM_ACT_SKIP: snprintf(d->label, sizeof d->label, "Choose no more"); break; /* as the log says it ("chooses no more cards to …") */
    default: break;
    }
}

/* ---- view ---- */
static void add_cards(ViewZone *z, const int16_t *arr, int n, int owner, bool show, bool peek)
{
    int from = n > VIEW_MAX_ITEMS ? n - VIEW_MAX_ITEMS : 0;
    for (int i = from; i < n; i++)
        view_item(z, show || peek ? arr[i] : VIEW_CARD_BACK, owner, show ? VI_FACE_UP : peek ? VI_PEEK : 0, 0, 0);
    z->count = (int16_t)n;
}

static void add_slots(ViewZone *z, const int16_t *slots, int owner, const QmState *s)
{
    for (int k = 0; k < 3; k++) {
        ViewItem *it = view_item(z, slots[k] >= 0 ? slots[k] : VIEW_NO_CARD, owner, slots[k] >= 0 ? VI_FACE_UP : VI_DIMMED,
                                 slots[k] >= 0 ? qm_card(s->set, slots[k])->buy : 0, 0);
        (void)it;
    }
}

static void prompt(const QmState *s, int observer, View *v)
{
    int cp = qm_cur_player(s);
    if (cp < 0) return;
    const QmPending *top = s->depth > 0 ? &s->stack[s->depth - 1] : NULL;
    if (top) {
        const char *card = cname(s, top->card);
        char ability[64]; /* an advisor acts with an ability of her Inner Circle card, not with the card ("Upside-Down Tea / Inner Circle") */
        if (top->trigger == QT_ADVISOR && top->card >= 0 && top->card < s->set->ncards && qm_card(s->set, top->card)->type == QK_INNER) {
            snprintf(ability, sizeof ability, "%s (an advisor ability)", qm_card(s->set, top->card)->ability_label[top->ability & 1]);
            card = ability;
        }
        switch (top->stage) {
        case QM_ST_TARGET: snprintf(v->prompt, sizeof v->prompt, "{p%d}: choose a target for %s", cp, card); break;
        case QM_ST_WINDOW: {
            int dmg = window_damage(s, top);
            if (dmg > 0)
                snprintf(v->prompt, sizeof v->prompt, "{p%d}: you are attacked by {p%d} with %s for %d — react or take it", cp,
                         top->controller, card, dmg);
            else
                snprintf(v->prompt, sizeof v->prompt, "{p%d}: {p%d} targets you with %s — react or take it", cp, top->controller, card);
            break;
        }
        case QM_ST_CHOOSE: snprintf(v->prompt, sizeof v->prompt, "{p%d}: choose one effect of %s", cp, card); break;
        case QM_ST_PICK: /* "choose a card for Out to Sea": for what? */
            snprintf(v->prompt, sizeof v->prompt, "{p%d}: choose a card %s for %s", cp, pick_purpose(qm_pick_kind(s), true), card);
            break;
        default: snprintf(v->prompt, sizeof v->prompt, "{p%d}: choose a princess for %s", cp, card); break;
        }
        return;
    }
    switch (s->phase) {
    case QM_PH_PICK: snprintf(v->prompt, sizeof v->prompt, "{p%d}: choose your princess", cp); break;
    case QM_PH_DECLARE: snprintf(v->prompt, sizeof v->prompt, "{p%d}: secretly declare whom you would advise", cp); break;
    case QM_PH_FLIP: /* the princess by name to the seat that declared (to no one else: a Declaration is secret) */
        if (observer == cp && s->p[cp].declared >= 0)
            snprintf(v->prompt, sizeof v->prompt, "{p%d}: become {p%d}'s Advisor, as you declared, or take your turn", cp, s->p[cp].declared);
        else snprintf(v->prompt, sizeof v->prompt, "{p%d}: become your declared princess's Advisor, or take your turn", cp);
        break;
    case QM_PH_ADVISE: snprintf(v->prompt, sizeof v->prompt, "{p%d}: use one advisor ability for {p%d}", cp, s->p[cp].leader); break;
    case QM_PH_MAIN: snprintf(v->prompt, sizeof v->prompt, "{p%d}: play, buy or refresh — then end your turn", cp); break;
    case QM_PH_END:
        if (s->p[cp].nhand > s->hand_limit)
            snprintf(v->prompt, sizeof v->prompt, "{p%d}: over the hand limit of %d — archive or set cards aside", cp, s->hand_limit);
        else snprintf(v->prompt, sizeof v->prompt, "{p%d}: archive any cards, then draw up to %d", cp, s->hand_limit);
        break;
    default: break;
    }
    (void)observer;
}

static void qm_view(const GameState *st, int observer, View *v)
{
    const QmState *s = CS(st);
    view_reset(v, observer, s->np, qm_cur_player(s));
    static const char *const ages[] = {"Afternoon", "Twilight", "Midnight"};
    char id[VIEW_ID_LEN], label[48];
    /* the clock: value = the hour the hand points at; one item per hour, the
     * hours whose events change the game carry a badge */
    ViewZone *cz = view_zone(v, "clock", "Clock", VZ_COUNTER, -1);
    cz->value = s->clock;
    for (int h = 1; h <= 12; h++) {
        ViewItem *it = view_item(cz, VIEW_NO_CARD, -1, h == s->clock ? VI_HIGHLIGHT : 0, h, 0);
        /* what the hour brings, as the table says it: "Next: Midnight Bazaar at 8"
         * ("8: Midnight" under the clock read as the time) */
        const char *ev = h == 5 ? "Twilight Bazaar" : h == 6 ? (s->np >= 4 ? "Declarations" : "") : h == 8 ? "Midnight Bazaar"
                         : h == 11 ? (s->np >= 4 ? "Advisors" : "") : h == 12 ? "Game end" : "";
        snprintf(it->badge, sizeof it->badge, "%s", ev);
    }
    snprintf(label, sizeof label, "%s Bazaar", ages[s->age]);
    ViewZone *bz = view_zone(v, "bazaar", label, VZ_PILE, -1);
    if (s->nbaz[s->age] > 0) view_item(bz, VIEW_CARD_BACK, -1, 0, 0, 0);
    bz->count = s->nbaz[s->age];
    add_slots(view_zone(v, "market", "Market", VZ_ROW, -1), s->market, -1, s);
    add_cards(view_zone(v, "banish", "Banished", VZ_PILE, -1), s->banish, s->nbanish, -1, true, false);
    if (s->phase == QM_PH_PICK) {
        ViewZone *pz = view_zone(v, "princesses", "Princesses", VZ_ROW, -1);
        for (int i = 0; i < s->set->ncards; i++) {
            if (qm_card(s->set, i)->type != QK_PRINCESS) continue;
            bool taken = false;
            for (int q = 0; q < s->np; q++) taken |= s->p[q].princess == i;
            if (!taken) view_item(pz, i, -1, VI_FACE_UP, 0, 0);
        }
    }
    for (int q = 0; q < s->np; q++) {
        const QmPlayer *p = &s->p[q];
        bool own = q == observer;
        snprintf(id, sizeof id, "p%d.princess", q);
        ViewZone *z = view_zone(v, id, "Princess", VZ_PILE, q);
        if (p->princess >= 0) {
            ViewItem *it = view_item(z, p->princess, q, VI_FACE_UP | (p->status != QM_ALIVE ? VI_DIMMED : 0), p->hp, QM_HP_MAX);
            snprintf(it->badge, sizeof it->badge, "%s", p->status == QM_ADVISOR ? "Advisor" : p->status == QM_OUT ? "Out" : "");
        }
        snprintf(id, sizeof id, "p%d.hp", q);
        view_zone(v, id, "HP", VZ_COUNTER, q)->value = p->hp;
        snprintf(id, sizeof id, "p%d.clout", q);
        view_zone(v, id, "Clout", VZ_COUNTER, q)->value = p->clout;
        if (p->princess >= 0) {
            const QmCardData *pc = qm_card(s->set, p->princess);
            int c0 = pc->classes[0], c1 = pc->trait == QTR_SWITCH ? pc->switch_classes[p->side] : pc->classes[1];
            snprintf(label, sizeof label, "%s %d/%d · %s %d/%d", CLASS_WORDS[c0], qm_level(s, q, c0, QL_MAJOR),
                     qm_level(s, q, c0, QL_MINOR), CLASS_WORDS[c1], qm_level(s, q, c1, QL_MAJOR), qm_level(s, q, c1, QL_MINOR));
            snprintf(id, sizeof id, "p%d.levels", q);
            view_zone(v, id, label, VZ_COUNTER, q)->value = (int16_t)qm_level(s, q, c0, QL_MAJOR);
        }
        snprintf(id, sizeof id, "p%d.hand", q);
        add_cards(view_zone(v, id, "Hand", VZ_HAND, q), p->hand, p->nhand, q, own, false);
        snprintf(id, sizeof id, "p%d.deck", q);
        ViewZone *dz = view_zone(v, id, "Deck", VZ_PILE, q);
        if (p->ndeck) view_item(dz, VIEW_CARD_BACK, q, 0, 0, 0);
        dz->count = p->ndeck;
        snprintf(id, sizeof id, "p%d.archive", q);
        add_cards(view_zone(v, id, "Archive", VZ_PILE, q), p->archive, p->narchive, q, true, false);
        snprintf(id, sizeof id, "p%d.held", q);
        add_cards(view_zone(v, id, "Set aside", VZ_PILE, q), p->held, p->nheld, q, false, own);
        snprintf(id, sizeof id, "p%d.armory", q);
        ViewZone *az = view_zone(v, id, "Armory", VZ_ROW, q);
        for (int k = 0; k < p->narmory; k++) {
            const QmArmed *a = &p->armory[k];
            bool down = a->face_down;
            view_item(az, down && !own ? VIEW_CARD_BACK : a->card, a->owner, down ? (own ? VI_PEEK : 0) : VI_FACE_UP,
                      a->loyalty, qm_card(s->set, a->card)->loyalty);
        }
        snprintf(id, sizeof id, "p%d.vault", q);
        add_slots(view_zone(v, id, "Vault", VZ_ROW, q), p->vault, q, s);
        snprintf(id, sizeof id, "p%d.vaultdeck", q);
        ViewZone *vz = view_zone(v, id, "Vault deck", VZ_PILE, q);
        if (p->nvaultdeck) view_item(vz, VIEW_CARD_BACK, q, 0, 0, 0);
        vz->count = p->nvaultdeck;
        snprintf(id, sizeof id, "p%d.war", q);
        ViewZone *wz = view_zone(v, id, "War chest", VZ_ROW, q);
        add_slots(wz, p->war, q, s);
        if (s->clock < 8) wz->flags |= VI_LOCKED;
        snprintf(id, sizeof id, "p%d.grotto", q);
        add_cards(view_zone(v, id, "Grotto", VZ_PILE, q), p->grotto, p->ngrotto, q, true, false);
        /* seat line: declarations only to their maker until revealed */
        char extra[48] = "";
        if (p->status == QM_ADVISOR) snprintf(extra, sizeof extra, " · advises {p%d}", p->leader);
        else if (p->status == QM_OUT) snprintf(extra, sizeof extra, " · out");
        /* "declared Cleo" said nothing; the line stays short (a seat box is narrow) */
        else if (p->declared >= 0 && own && s->phase == QM_PH_OVER) snprintf(extra, sizeof extra, " · declared for {p%d}", p->declared);
        else if (p->declared >= 0 && own) snprintf(extra, sizeof extra, " · advises {p%d} if out", p->declared);
        snprintf(v->seat_status[q], sizeof v->seat_status[q], "HP %d · Clout %d%s", p->hp, p->clout, extra);
    }
    if (s->phase == QM_PH_OVER) snprintf(v->status, sizeof v->status, "Game over at clock %d", s->clock); /* as the other games say */
    else snprintf(v->status, sizeof v->status, "Clock %d · %s · hand limit %d", s->clock, ages[s->age], s->hand_limit);
    qm_log_text(s, v->last_event, sizeof v->last_event);
    v->event_seq = s->event_seq;
    prompt(s, observer, v);
    if (s->phase == QM_PH_OVER) {
        v->terminal = true;
        /* the queens first, then who shares the crown from a queen's Inner Circle
         * (an Advisor wins with its leader: not "Ann and Cleo win … the most HP") */
        char *r = v->result;
        size_t left = sizeof v->result;
        int k = 0;
        for (int q = 0; q < s->np; q++)
            if ((s->winners & (1u << q)) && s->p[q].status != QM_ADVISOR) {
                int w = snprintf(r, left, "%s{p%d}", k++ ? " and " : "", q);
                if (w > 0 && (size_t)w < left) { r += w; left -= (size_t)w; }
            }
        bool midnight = s->clock >= 12;
        int w = snprintf(r, left, " %s %s", k > 1 ? "win" : "wins",
                         midnight ? "at Midnight: the most HP + Clout" : "as the last princess standing");
        if (w > 0 && (size_t)w < left) { r += w; left -= (size_t)w; }
        for (int q = 0; q < s->np; q++)
            if ((s->winners & (1u << q)) && s->p[q].status == QM_ADVISOR) {
                w = snprintf(r, left, "; {p%d} shares the crown from {p%d}'s Inner Circle", q, s->p[q].leader);
                if (w > 0 && (size_t)w < left) { r += w; left -= (size_t)w; }
            }
        /* how it went: each princess's end, so the outcome explains itself */
        for (int q = 0; q < s->np && v->nhistory < 16; q++) {
            const QmPlayer *p = &s->p[q];
            char *h = v->history[v->nhistory++];
            /* an Advisor either fell (HP 0) and joined the declared princess, or chose to flip at eleven */
            if (p->status == QM_ADVISOR && p->hp <= 0)
                snprintf(h, sizeof v->history[0], "{p%d} was knocked out and joined {p%d}'s Inner Circle", q, p->leader);
            else if (p->status == QM_ADVISOR)
                snprintf(h, sizeof v->history[0], "{p%d} flipped their Declaration and joined {p%d}'s Inner Circle as advisor, with HP %d",
                         q, p->leader, p->hp);
            else if (p->status == QM_OUT) snprintf(h, sizeof v->history[0], "{p%d} was knocked out (HP %d)", q, p->hp);
            else if (midnight)
                snprintf(h, sizeof v->history[0], "{p%d} stood at Midnight: HP %d + Clout %d = %d%s", q, p->hp, p->clout,
                         p->hp + p->clout, s->winners & (1u << q) ? " — the best" : "");
            else snprintf(h, sizeof v->history[0], "{p%d} was the last one standing, with HP %d", q, p->hp);
        }
        if (midnight && k > 1 && v->nhistory < 16)
            snprintf(v->history[v->nhistory++], sizeof v->history[0], "A tie on points and Clout: the crown is shared");
    }
}

/* ---- hidden information ---- */
static int cmp_i16(const void *a, const void *b)
{
    return *(const int16_t *)a - *(const int16_t *)b;
}

/* Sort, then shuffle: the sample never depends on the true hidden order. */
static void resample(Rng *rng, int16_t *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_i16);
    rng_shuffle_i16(rng, v, n);
}

static void qm_determinize(GameState *st, int observer, Rng *rng)
{
    QmState *s = S(st);
    for (int q = 0; q < s->np; q++) {
        QmPlayer *p = &s->p[q];
        resample(rng, p->vaultdeck, p->nvaultdeck);
        if (q == observer) {
            resample(rng, p->deck, p->ndeck);
            continue;
        }
        int16_t pool[QM_OWN + QM_HAND + QM_HELD + QM_ARMORY];
        int n = 0;
        for (int i = 0; i < p->nhand; i++) pool[n++] = p->hand[i];
        for (int i = 0; i < p->ndeck; i++) pool[n++] = p->deck[i];
        for (int i = 0; i < p->nheld; i++) pool[n++] = p->held[i];
        for (int k = 0; k < p->narmory; k++)
            if (p->armory[k].face_down) pool[n++] = p->armory[k].card;
        resample(rng, pool, n);
        /* face-down armory slots take reactions from the pool */
        for (int k = 0; k < p->narmory; k++) {
            if (!p->armory[k].face_down) continue;
            for (int i = 0; i < n; i++)
                if (qm_card(s->set, pool[i])->type == QK_REACTION) {
                    p->armory[k].card = pool[i];
                    pool[i] = pool[--n];
                    break;
                }
        }
        int i = 0;
        for (int k = 0; k < p->nhand; k++) p->hand[k] = pool[i++];
        for (int k = 0; k < p->nheld; k++) p->held[k] = pool[i++];
        for (int k = 0; k < p->ndeck; k++) p->deck[k] = pool[i++];
        if (p->status == QM_ALIVE && p->declared >= 0) {
            int d;
            do d = (int)rng_below(rng, (uint32_t)s->np); while (d == q);
            p->declared = (int8_t)d;
        }
    }
    for (int a = 0; a < 3; a++) resample(rng, s->bazaar[a], s->nbaz[a]);
    rng_seed(&s->rng, rng_next(rng));
}

static void qm_returns(const GameState *st, double *r)
{
    const QmState *s = CS(st);
    for (int q = 0; q < s->np; q++) r[q] = (s->winners >> q) & 1 ? 1.0 : 0.0;
}

/* A card that does not glow in the main phase: the mover's hand card (its
 * cost, class or the Armory), a Bazaar market, Vault or War Chest card to buy,
 * the Bazaar or Vault deck to refresh, an Armory card to activate.  Another
 * seat's zones have no reason here (the table says whose they are). */
static bool qm_why_not(const GameState *st, const char *zone, int index, char *out, size_t n)
{
    const QmState *s = CS(st);
    int me = qm_cur_player(s);
    char id[VIEW_ID_LEN];
    snprintf(id, sizeof id, "p%d.hand", me);
    if (me >= 0 && (s->phase != QM_PH_MAIN || s->depth > 0) && strcmp(zone, id) == 0 && index >= 0)
        return qm_why_not_in_step(s, out, n);
    if (me < 0 || s->phase != QM_PH_MAIN || s->depth > 0) return false;
    static const struct { const char *fmt; int zone; } OWN[] = {
        {"p%d.vault", QM_BUY_VAULT}, {"p%d.war", QM_BUY_WAR_CHEST}, {"p%d.vaultdeck", QM_WHY_VAULT_DECK}, {"p%d.armory", QM_WHY_ARMORY},
        {"market", QM_BUY_MARKET}, {"bazaar", QM_WHY_BAZAAR_DECK}};
    out[0] = 0;
    snprintf(id, sizeof id, "p%d.hand", me);
    if (strcmp(zone, id) == 0) {
        if (index < 0 || index >= s->p[me].nhand) return false;
        qm_why_not_play(s, me, s->p[me].hand[index], out, n);
    }
    for (size_t i = 0; i < sizeof OWN / sizeof OWN[0]; i++) {
        snprintf(id, sizeof id, OWN[i].fmt, me);
        if (strcmp(zone, id) == 0) qm_why_not_own(s, me, OWN[i].zone, index, out, n);
    }
    return out[0] != 0;
}

static int qm_current(const GameState *st) { return qm_cur_player(CS(st)); }
static int qm_legal(const GameState *st, Action *out, int cap) { return qm_legal_actions(CS(st), out, cap); }
static bool qm_apply_action(GameState *st, Action a) { return qm_apply(S(st), a); }

static const GameOption QM_OPTIONS[] = {
    {"princesses", "Princesses", 2, {"random", "choose"}, {"Dealt at random", "Chosen from the last seat"}, 0},
};

const GameModule queen_by_midnight_module = {
    .id = "queen-by-midnight",
    .title = "Queen by Midnight",
    .blurb = "A deck-building duel on the clock for 2-4 princesses: buy, attack, react, survive to Midnight.",
    .min_players = 2,
    .max_players = 4,
    .flags = GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = sizeof(QmState),
    .default_set = "quarter-hour",
    .num_options = 1,
    .options = QM_OPTIONS,
    .load_card = qm_load_card,
    .validate_set = qm_validate_set,
    .face_fields = qm_face_fields,
    .init = qm_init,
    .current_player = qm_current,
    .legal_actions = qm_legal,
    .apply = qm_apply_action,
    .returns = qm_returns,
    .determinize = qm_determinize,
    .describe = qm_describe,
    .action_text = qm_action_text,
    .view = qm_view,
    .state_to_json = qm_state_to_json,
    .state_from_json = qm_state_from_json,
    .hint_figures = qm_hint_figures,
    .hint_move_words = qm_hint_move_words,
    .heuristic = qm_heuristic,
    .playout = qm_playout,
    .reveals = qm_reveals,
    .why_not = qm_why_not,
    .card_events = qm_card_events,
    .card_final_name = "HP",
};
