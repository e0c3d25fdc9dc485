/* qm_rules.c — the legal actions of every phase and pending choice, and apply.
 * apply() accepts only an action of the legal list, so it is all-or-nothing. */
#include "qm.h"
#include <stdio.h>
#include <string.h>

#define ADD(k, x, y) do { if (n < cap) out[n++] = (Action){(int16_t)(k), (int16_t)(x), (int16_t)(y), 0}; } while (0)
/* `only` != 0 lists just the actions of that kind (apply checks one action) */
#define WANT(k) (only == 0 || only == (k))

static bool first_of_its_card(const int16_t *arr, int i)
{
    for (int k = 0; k < i; k++)
        if (arr[k] == arr[i]) return false;
    return true;
}

static bool can_play(const QmState *s, int seat, int card)
{
    const QmCardData *cd = qm_card(s->set, card);
    const QmPlayer *p = &s->p[seat];
    if (!qm_can_use(s, seat, card) || p->clout < (cd->type == QK_REACTION ? 0 : cd->play)) return false;
    switch (cd->type) {
    case QK_REACTION: case QK_SUMMON: case QK_BOON: return p->narmory < QM_ARMORY;
    case QK_EVENT: case QK_PRINCESS: case QK_INNER: return false;
    default: return true;
    }
}

/* Why can_play says no, in words for people ("it costs 3 Clout; you have 1"); "" when it says yes. */
void qm_why_not_play(const QmState *s, int seat, int card, char *out, size_t n)
{
    const QmCardData *cd = qm_card(s->set, card);
    const QmPlayer *p = &s->p[seat];
    int cost = cd->type == QK_REACTION ? 0 : cd->play;
    out[0] = 0;
    if (!qm_can_use(s, seat, card)) snprintf(out, n, "it is of a class your princess does not have");
    else if (p->clout < cost) snprintf(out, n, "it costs %d Clout to play; you have %d", cost, p->clout);
    else if (cd->type == QK_EVENT || cd->type == QK_PRINCESS || cd->type == QK_INNER) snprintf(out, n, "it is never played from the hand");
    else if ((cd->type == QK_REACTION || cd->type == QK_SUMMON || cd->type == QK_BOON) && p->narmory >= QM_ARMORY)
        snprintf(out, n, "your Armory is full (%d cards)", QM_ARMORY);
}

bool qm_why_not_in_step(const QmState *s, char *out, size_t n)
{
    const char *step;
    if (s->depth > 0) {
        switch (s->stack[s->depth - 1].stage) {
        case QM_ST_TARGET: step = "first choose the target of the card being played"; break;
        case QM_ST_WINDOW: step = "this card cannot answer the attack: react with one that can, or take it"; break;
        case QM_ST_CHOOSE: step = "first choose one effect of the card being played"; break;
        case QM_ST_PICK: step = "first choose the card the effect under way asks for"; break;
        default: step = "first choose the princess the effect under way asks for"; break;
        }
    } else {
        switch (s->phase) {
        case QM_PH_PICK: step = "first choose your princess"; break;
        case QM_PH_DECLARE: step = "first declare in secret whom you would advise"; break;
        case QM_PH_FLIP: step = "first become your declared princess's Advisor, or take your turn"; break;
        case QM_PH_ADVISE: step = "as an Advisor you use one advisor ability, not your hand"; break;
        case QM_PH_END: step = "your turn is ending: archive or set aside cards, then draw"; break;
        default: return false;
        }
    }
    snprintf(out, n, "%s; cards in your hand are played in your main phase", step);
    return true;
}

/* Why the main phase's click on a Bazaar market card (buy) or the Bazaar deck
 * (refresh), or on `seat`'s own Vault or War Chest card (buy), Vault deck
 * (refresh) or Armory card (activate) is no move, as can_buy, the refresh rule
 * and qm_reaction_usable judge it; "" when it is one, or no reason applies. */
void qm_why_not_own(const QmState *s, int seat, int zone, int slot, char *out, size_t n)
{
    const QmPlayer *p = &s->p[seat];
    out[0] = 0;
    if (zone == QM_WHY_VAULT_DECK || zone == QM_WHY_BAZAAR_DECK) {
        bool bazaar = zone == QM_WHY_BAZAAR_DECK;
        const char *what = bazaar ? "the Bazaar" : "your Vault";
        if (bazaar ? s->refreshed_bazaar : s->refreshed_vault) snprintf(out, n, "you have refreshed %s this turn: once per turn", what);
        else if (p->clout < 2) snprintf(out, n, "refreshing %s costs 2 Clout; you have %d", what, p->clout);
        else if ((bazaar ? s->nbaz[s->age] : p->nvaultdeck) == 0) snprintf(out, n, "%s deck is empty", bazaar ? "the Bazaar" : "your Vault");
        return;
    }
    if (zone == QM_WHY_ARMORY) {
        if (slot < 0 || slot >= p->narmory) return;
        const QmCardData *cd = qm_card(s->set, p->armory[slot].card);
        if (!p->armory[slot].face_down || cd->type != QK_REACTION)
            snprintf(out, n, "it works from the Armory by itself: only a face-down Reaction is activated");
        else if (cd->when == QW_ATTACKED) snprintf(out, n, "this Reaction answers an attack: it is activated when you are attacked");
        else if (p->clout < cd->play) snprintf(out, n, "activating it costs %d Clout; you have %d", cd->play, p->clout);
        return;
    }
    int c = slot < 0 || slot > 2 ? -1 : zone == QM_BUY_MARKET ? s->market[slot] : zone == QM_BUY_VAULT ? p->vault[slot] : p->war[slot];
    if (c < 0) return;
    const QmCardData *cd = qm_card(s->set, c);
    if (zone == QM_BUY_WAR_CHEST && s->clock < 8) snprintf(out, n, "the War Chest opens when the clock strikes 8 (it is %d)", s->clock);
    else if (!qm_can_use(s, seat, c)) snprintf(out, n, "it is of a class your princess does not have");
    else if (p->clout < cd->buy) snprintf(out, n, "it costs %d Clout to buy; you have %d", cd->buy, p->clout);
    else if (qm_total_owned(p) >= QM_OWNED_CAP) snprintf(out, n, "you own %d cards, the most a princess may", QM_OWNED_CAP);
}

static bool can_buy(const QmState *s, int seat, int zone, int slot)
{
    const QmPlayer *p = &s->p[seat];
    int c = zone == QM_BUY_MARKET ? s->market[slot] : zone == QM_BUY_VAULT ? p->vault[slot] : p->war[slot];
    if (c < 0 || (zone == QM_BUY_WAR_CHEST && s->clock < 8)) return false;
    const QmCardData *cd = qm_card(s->set, c);
    return qm_can_use(s, seat, c) && p->clout >= cd->buy && qm_total_owned(p) < QM_OWNED_CAP;
}

static int pending_actions(const QmState *s, Action *out, int cap)
{
    int n = 0;
    const QmPending *p = &s->stack[s->depth - 1];
    switch (p->stage) {
    case QM_ST_TARGET:
        for (int q = 0; q < s->np; q++) {
            if (!qm_target_valid(s, q, -1)) continue;
            ADD(QM_ACT_TARGET, q, -1);
            for (int k = 0; k < s->p[q].narmory; k++)
                if (qm_target_valid(s, q, k)) ADD(QM_ACT_TARGET, q, k);
        }
        break;
    case QM_ST_WINDOW:
        for (int k = 0; k < s->p[p->window_seat].narmory; k++)
            if (qm_reaction_usable(s, p->window_seat, k, QW_ATTACKED)) ADD(QM_ACT_REACT, k, 0);
        ADD(QM_ACT_TAKE, 0, 0);
        break;
    case QM_ST_CHOOSE: {
        const QmCardData *cd = qm_card(s->set, p->effcard);
        for (int k = 0; k < cd->effects[p->pc].noptions; k++) ADD(QM_ACT_CHOOSE, k, 0);
        break;
    }
    case QM_ST_PICK: {
        const QmEffect *e = &qm_card(s->set, p->effcard)->effects[p->pc];
        if (e->action == QA_CHOOSE) e = &qm_card(s->set, p->effcard)->options[e->option_first + p->option];
        for (int i = 0, size = qm_pick_zone_size(s); i < size; i++)
            if (qm_pick_valid(s, i)) ADD(QM_ACT_PICK, i, 0);
        if (e->up_to || e->action == QA_BUY || n == 0) ADD(QM_ACT_SKIP, 0, 0);
        break;
    }
    case QM_ST_SEAT:
        for (int q = 0; q < s->np; q++)
            if (qm_seat_valid(s, q)) ADD(QM_ACT_SEAT, q, 0);
        break;
    default: break;
    }
    return n;
}

static int generate(const QmState *s, Action *out, int cap, int only)
{
    int n = 0;
    if (s->phase == QM_PH_OVER) return 0;
    if (s->depth > 0) return pending_actions(s, out, cap);
    int me = qm_cur_player(s);
    const QmPlayer *p = &s->p[me];
    switch (s->phase) {
    case QM_PH_PICK:
        for (int i = 0; i < s->set->ncards; i++) {
            if (qm_card(s->set, i)->type != QK_PRINCESS) continue;
            bool taken = false;
            for (int q = 0; q < s->np; q++) taken |= s->p[q].princess == i;
            if (!taken) ADD(QM_ACT_PICK_PRINCESS, i, 0);
        }
        break;
    case QM_PH_DECLARE:
        for (int q = 0; q < s->np; q++)
            if (q != me && s->p[q].status == QM_ALIVE) ADD(QM_ACT_DECLARE, q, 0);
        break;
    case QM_PH_FLIP: ADD(QM_ACT_FLIP, 0, 0); ADD(QM_ACT_NO_FLIP, 0, 0); break;
    case QM_PH_ADVISE: ADD(QM_ACT_ADVISE, 0, 0); ADD(QM_ACT_ADVISE, 1, 0); break;
    case QM_PH_MAIN:
        for (int i = 0; WANT(QM_ACT_PLAY) && i < p->nhand; i++)
            if (first_of_its_card(p->hand, i) && can_play(s, me, p->hand[i])) ADD(QM_ACT_PLAY, i, 0);
        for (int k = 0; WANT(QM_ACT_ACTIVATE) && k < p->narmory; k++)
            if (qm_reaction_usable(s, me, k, QW_OWN_TURN)) ADD(QM_ACT_ACTIVATE, k, 0);
        for (int z = 0; WANT(QM_ACT_BUY) && z < 3; z++)
            for (int k = 0; k < 3; k++)
                if (can_buy(s, me, z, k)) ADD(QM_ACT_BUY, z, k);
        if (!s->refreshed_bazaar && p->clout >= 2 && s->nbaz[s->age] > 0) ADD(QM_ACT_REFRESH, 0, 0);
        if (!s->refreshed_vault && p->clout >= 2 && p->nvaultdeck > 0) ADD(QM_ACT_REFRESH, 1, 0);
        ADD(QM_ACT_END_TURN, 0, 0);
        break;
    case QM_PH_END:
        for (int i = 0; i < p->nhand; i++)
            if (first_of_its_card(p->hand, i)) ADD(QM_ACT_ARCHIVE, i, 0);
        if (p->nhand > s->hand_limit) {
            for (int i = 0; i < p->nhand && p->nheld < QM_HELD; i++)
                if (first_of_its_card(p->hand, i)) ADD(QM_ACT_HOLD, i, 0);
        } else ADD(QM_ACT_DONE, 0, 0);
        break;
    default: break;
    }
    return n;
}

int qm_legal_actions(const QmState *s, Action *out, int cap)
{
    return generate(s, out, cap, 0);
}

static void take_from_hand(QmPlayer *p, int i)
{
    memmove(p->hand + i, p->hand + i + 1, (size_t)(p->nhand - i - 1) * sizeof *p->hand);
    p->nhand--;
}

static void play_card(QmState *s, int i)
{
    int me = s->current;
    QmPlayer *p = &s->p[me];
    int c = p->hand[i];
    const QmCardData *cd = qm_card(s->set, c);
    take_from_hand(p, i);
    if (cd->type == QK_REACTION) { /* placed face down; paid when activated */
        QmArmed *a = &p->armory[p->narmory++];
        *a = (QmArmed){(int16_t)c, (int8_t)me, 0, 1};
        qm_event(s, QE_FACE_DOWN, me, -1, -1, 0);
        return;
    }
    p->clout = (int16_t)(p->clout - cd->play);
    qm_tell(s, QO_PAY, me, -1, c, cd->play, QPAY_PLAY, -1);
    qm_event(s, QE_PLAYS, me, c, -1, 0);
    switch (cd->type) {
    case QK_SUMMON: case QK_BOON: qm_push(s, c, c, me, QT_PLAY, 0, QM_TO_ARMORY); break;
    case QK_BANE: qm_push(s, c, c, me, QT_PLAY, 0, QM_TO_TARGET_ARMORY); break;
    case QK_ULTIMATE: qm_push(s, c, p->inner, me, QT_ULTIMATE, 0, QM_TO_ARCHIVE); break;
    case QK_TRAP: {
        int had = p->nhand;
        qm_draw(s, me, 1); /* the trapped princess draws a card */
        qm_tell(s, QO_DRAW, me, -1, c, p->nhand - had, QDR_TRAP, -1);
        qm_push(s, c, c, me, QT_PLAY, 0, QM_TO_ARCHIVE);
        break;
    }
    default: qm_push(s, c, c, me, QT_PLAY, 0, QM_TO_ARCHIVE); break;
    }
}

static void buy(QmState *s, int zone, int slot)
{
    int me = s->current;
    QmPlayer *p = &s->p[me];
    int c;
    if (zone == QM_BUY_MARKET) { c = s->market[slot]; qm_refill_market(s, slot); }
    else if (zone == QM_BUY_VAULT) { c = p->vault[slot]; qm_refill_vault(s, me, slot); }
    else { c = p->war[slot]; p->war[slot] = -1; }
    p->clout = (int16_t)(p->clout - qm_card(s->set, c)->buy);
    qm_tell(s, QO_PAY, me, -1, c, qm_card(s->set, c)->buy, QPAY_BUY, -1);
    qm_event(s, QE_BUYS, me, c, -1, 0);
    qm_buy_into(s, me, c);
}

static void refresh(QmState *s, int which)
{
    int me = s->current;
    QmPlayer *p = &s->p[me];
    p->clout = (int16_t)(p->clout - 2);
    qm_tell(s, QO_PAY, me, -1, -1, 2, which == 0 ? QPAY_REFRESH_BAZAAR : QPAY_REFRESH_VAULT, -1);
    int16_t *deck = which == 0 ? s->bazaar[s->age] : p->vaultdeck;
    int16_t *slots = which == 0 ? s->market : p->vault;
    int n = which == 0 ? s->nbaz[s->age] : p->nvaultdeck;
    int cap = which == 0 ? QM_BAZAAR : QM_VAULT;
    for (int k = 0; k < 3; k++) { /* face-up cards go to the bottom */
        if (slots[k] < 0 || n >= cap) continue;
        memmove(deck + 1, deck, (size_t)n * sizeof *deck);
        deck[0] = slots[k];
        n++;
    }
    if (which == 0) { s->nbaz[s->age] = (int16_t)n; s->refreshed_bazaar = true; }
    else { p->nvaultdeck = (int8_t)n; s->refreshed_vault = true; }
    for (int k = 0; k < 3; k++) {
        if (which == 0) qm_refill_market(s, k);
        else qm_refill_vault(s, me, k);
    }
    qm_event(s, QE_REFRESHES, me, -1, -1, which);
}

static void queue_armory(QmState *s, int seat, int trigger)
{
    const QmPlayer *p = &s->p[seat];
    for (int k = 0; k < p->narmory; k++) {
        if (p->armory[k].face_down) continue;
        const QmCardData *cd = qm_card(s->set, p->armory[k].card);
        for (int i = 0; i < cd->neffects; i++)
            if (cd->effects[i].trigger == trigger) {
                qm_queue(s, p->armory[k].card, seat, trigger);
                break;
            }
    }
}

/* After resolving: a turn whose princess fell, or an advisor's spent ability, ends the turn. */
static void settle(QmState *s)
{
    if (s->phase == QM_PH_OVER || s->depth > 0) return;
    int st = s->p[s->current].status;
    if (s->phase == QM_PH_ADVISE && s->advised) qm_next_turn(s);
    else if ((s->phase == QM_PH_MAIN || s->phase == QM_PH_END) && st != QM_ALIVE) qm_next_turn(s);
}

/* Is `a` in the legal list?  The frequent kinds of a turn are checked
 * directly (the same tests generate() makes); the rest are looked up in the
 * list of their kind. */
static bool is_legal(const QmState *s, Action a)
{
    if (a.kind <= 0 || s->phase == QM_PH_OVER) return false;
    if (s->depth == 0 && (s->phase == QM_PH_MAIN || s->phase == QM_PH_END)) {
        int me = qm_cur_player(s);
        const QmPlayer *p = &s->p[me];
        bool main = s->phase == QM_PH_MAIN, in_hand = a.a >= 0 && a.a < p->nhand;
        if (a.c != 0) return false;
        switch (a.kind) {
        case QM_ACT_PLAY:
            return main && a.b == 0 && in_hand && first_of_its_card(p->hand, a.a) && can_play(s, me, p->hand[a.a]);
        case QM_ACT_BUY:
            return main && a.a >= 0 && a.a < 3 && a.b >= 0 && a.b < 3 && can_buy(s, me, a.a, a.b);
        case QM_ACT_END_TURN: return main && a.a == 0 && a.b == 0;
        case QM_ACT_ARCHIVE: return !main && a.b == 0 && in_hand && first_of_its_card(p->hand, a.a);
        case QM_ACT_HOLD:
            return !main && a.b == 0 && in_hand && p->nhand > s->hand_limit && p->nheld < QM_HELD &&
                   first_of_its_card(p->hand, a.a);
        case QM_ACT_DONE: return !main && a.a == 0 && a.b == 0 && p->nhand <= s->hand_limit;
        default: break;
        }
    } else if (s->depth > 0 && a.kind == QM_ACT_PICK && s->stack[s->depth - 1].stage == QM_ST_PICK) {
        return a.b == 0 && a.c == 0 && a.a >= 0 && a.a < qm_pick_zone_size(s) && qm_pick_valid(s, a.a);
    }
    Action acts[QM_OWN + QM_ARMORY]; /* more than any one kind can offer (64 archive picks + skip) */
    int n = generate(s, acts, QM_OWN + QM_ARMORY, a.kind);
    for (int i = 0; i < n; i++)
        if (action_eq(acts[i], a)) return true;
    return false;
}

bool qm_apply(QmState *s, Action a)
{
    if (!is_legal(s, a)) return false;
    int me = qm_cur_player(s);
    QmPlayer *p = &s->p[me];
    QmPending *top = s->depth > 0 ? &s->stack[s->depth - 1] : NULL;
    uint32_t seq_before = s->event_seq;
    s->ntold = 0; /* the outcomes of this action only */
    int hp_before = a.kind == QM_ACT_TARGET && a.a >= 0 && a.a < s->np ? s->p[a.a].hp
                    : a.kind == QM_ACT_TAKE || a.kind == QM_ACT_REACT ? p->hp
                                                                      : 0,
        aim_card = -1, depth_before = s->depth;
    QmArmed aimed = {-1, -1, 0, 0}; /* the Armory card an attack is aimed at, as it was */
    if (a.kind == QM_ACT_TARGET && a.b >= 0 && a.a >= 0 && a.a < s->np && a.b < s->p[a.a].narmory) aimed = s->p[a.a].armory[a.b];
    switch (a.kind) {
    case QM_ACT_PICK_PRINCESS:
        qm_deal_princess(s, me, a.a);
        qm_event(s, QE_CHOOSES, me, a.a, -1, 0);
        s->pick_pos++;
        if (s->pick_pos >= s->np) qm_begin_game(s);
        break;
    case QM_ACT_DECLARE:
        p->declared = (int8_t)a.a;
        qm_event(s, QE_DECLARES, me, -1, -1, 0);
        s->declare_pos++;
        qm_after_declare(s);
        break;
    case QM_ACT_FLIP: {
        int d = p->declared;
        p->status = QM_ADVISOR;
        p->leader = (int8_t)d;
        s->p[d].advisor = (int8_t)me;
        s->phase = QM_PH_ADVISE;
        qm_event(s, QE_FLIPS, me, -1, d, 0);
        break;
    }
    case QM_ACT_NO_FLIP:
        qm_event(s, QE_TAKES_TURN, me, -1, -1, 0); /* the turn's start may say more */
        qm_start_turn(s);
        break;
    case QM_ACT_ADVISE:
        s->advised = true;
        qm_event(s, QE_ADVISES, me, p->inner, -1, a.a);
        qm_push(s, p->inner, p->inner, me, QT_ADVISOR, a.a, QM_TO_NOWHERE);
        break;
    case QM_ACT_PLAY: play_card(s, a.a); break;
    case QM_ACT_ACTIVATE: {
        int c = p->armory[a.a].card;
        memmove(p->armory + a.a, p->armory + a.a + 1, (size_t)(p->narmory - a.a - 1) * sizeof *p->armory);
        p->narmory--;
        p->clout = (int16_t)(p->clout - qm_card(s->set, c)->play);
        qm_tell(s, QO_PAY, me, -1, c, qm_card(s->set, c)->play, QPAY_ACTIVATE, -1);
        qm_event(s, QE_ACTIVATES, me, c, -1, 0);
        qm_push(s, c, c, me, QT_ACTIVATE, 0, QM_TO_ARCHIVE);
        break;
    }
    case QM_ACT_BUY: buy(s, a.a, a.b); break;
    case QM_ACT_REFRESH: refresh(s, a.a); break;
    case QM_ACT_END_TURN:
        s->phase = QM_PH_END;
        qm_event(s, QE_ENDS, me, -1, -1, 0); /* before the turn-end effects, which may say more */
        queue_armory(s, me, QT_TURN_END);
        break;
    case QM_ACT_ARCHIVE:
    case QM_ACT_HOLD: {
        int c = p->hand[a.a];
        take_from_hand(p, a.a);
        if (a.kind == QM_ACT_ARCHIVE) p->archive[p->narchive++] = (int16_t)c;
        else p->held[p->nheld++] = (int16_t)c;
        qm_event(s, a.kind == QM_ACT_ARCHIVE ? QE_ARCHIVES : QE_SETS_ASIDE, me, a.kind == QM_ACT_ARCHIVE ? c : -1, -1, 0);
        break;
    }
    case QM_ACT_DONE: {
        int had = p->nhand;
        qm_draw_to_limit(s, me);
        qm_event(s, QE_DRAWS_UP, me, -1, -1, p->nhand - had); /* the clock may strike after it */
        qm_next_turn(s);
        break;
    }
    case QM_ACT_TARGET:
        aim_card = top->card;
        if (a.b >= 0) { top->summon_seat = (int8_t)a.a; top->summon_slot = (int8_t)a.b; }
        else top->targets = (uint8_t)(1u << a.a);
        top->targeted = true;
        break;
    case QM_ACT_REACT: {
        int c = p->armory[a.a].card;
        int attacker = top->controller;
        top->window_done |= (uint8_t)(1u << me);
        memmove(p->armory + a.a, p->armory + a.a + 1, (size_t)(p->narmory - a.a - 1) * sizeof *p->armory);
        p->narmory--;
        if (top->summon_seat == me && top->summon_slot > a.a) top->summon_slot--;
        p->clout = (int16_t)(p->clout - qm_card(s->set, c)->play);
        qm_tell(s, QO_PAY, me, -1, c, qm_card(s->set, c)->play, QPAY_ACTIVATE, -1);
        qm_event(s, QE_REACTS, me, c, attacker, -1); /* n: the HP the attack still cost, told below (-1: not known) */
        qm_push(s, c, c, me, QT_ACTIVATE, 0, QM_TO_ARCHIVE);
        s->stack[s->depth - 1].attacker = (int8_t)attacker;
        s->stack[s->depth - 1].targeted = true;
        break;
    }
    case QM_ACT_TAKE:
        top->window_done |= (uint8_t)(1u << me);
        qm_event(s, QE_TAKES, me, top->card, top->controller, 0); /* what it took is told below */
        break;
    case QM_ACT_CHOOSE: { /* told here: an option such as a gain of Clout has no event of its own */
        const QmCardData *cd = qm_card(s->set, top->effcard);
        int opt = cd->effects[top->pc].option_first + a.a, v = qm_effect_count(s, top, &cd->options[opt]);
        qm_event(s, QE_OPTS, me, top->effcard, v < 0 ? 0 : v > INT8_MAX ? INT8_MAX : v, opt);
        top->option = (int8_t)a.a;
        top->stage = QM_ST_EFFECTS;
        break;
    }
    case QM_ACT_PICK: qm_pick_done(s, a.a); break;
    case QM_ACT_SKIP:
        qm_event(s, QE_STOPS, me, top->card, -1, qm_pick_kind(s) + 1); /* n 0: not known (older positions) */
        qm_pick_done(s, -1);
        break;
    case QM_ACT_SEAT:
        if (top->pick_zone == 1) { /* a trap goes into that princess's Archive */
            QmPlayer *t = &s->p[a.a];
            if (t->narchive < QM_OWN) t->archive[t->narchive++] = top->card;
            qm_event(s, QE_SLIPS, me, top->card, a.a, 0);
            s->depth--;
        } else { /* redirect the attack underneath to that seat */
            QmPending *att = &s->stack[s->depth - 2];
            if (att->summon_seat == me) att->summon_seat = att->summon_slot = -1;
            att->targets = (uint8_t)((att->targets & ~(1u << me)) | (1u << a.a));
            qm_event(s, QE_REDIRECTS, me, -1, a.a, 0);
            top->stage = QM_ST_EFFECTS;
            top->pc++;
        }
        break;
    default: return false;
    }
    qm_run(s);
    settle(s);
    if (a.kind == QM_ACT_TAKE && s->event.kind == QE_TAKES && s->event_seq == seq_before + 1) { /* nothing louder: the HP it cost */
        int lost = hp_before - p->hp;
        s->event.n = (int8_t)(lost > 100 ? 100 : lost < 0 ? 0 : lost);
    }
    if (a.kind == QM_ACT_REACT && s->event.kind == QE_REACTS && s->event_seq == seq_before + 1) { /* and what the attack still did */
        int lost = hp_before - p->hp;
        s->event.other = s->event.seat == me ? (int8_t)s->event.other : -1;
        s->event.n = (int8_t)(lost > 100 ? 100 : lost < 0 ? 0 : lost);
    }
    if (a.kind == QM_ACT_TARGET && s->event_seq == seq_before && a.b >= 0 && s->depth < depth_before) {
        /* an Armory card hit and the attack resolved: what it cost the card */
        const QmPlayer *o = &s->p[a.a];
        bool still = a.b < o->narmory && o->armory[a.b].card == aimed.card;
        int lost = still ? aimed.loyalty - o->armory[a.b].loyalty : -1;
        qm_event(s, QE_HITS_ARMORY, me, aimed.face_down ? -1 : aimed.card, a.a, lost > 100 ? 100 : lost < -1 ? 0 : lost);
    } else if (a.kind == QM_ACT_TARGET && s->event_seq == seq_before) { /* nothing louder happened: say what the attack did */
        int lost = a.b >= 0 ? -1 : hp_before - s->p[a.a].hp;
        qm_event(s, QE_TARGETS, me, aim_card, a.a, lost > 100 ? 100 : lost < -1 ? 0 : lost);
    }
    return true;
}
