/* qm_effects.c — resolving cards.  A card (or an advisor ability, or a queued
 * trigger) becomes a QmPending on a small stack and moves through its stages:
 * TARGET (the controller picks a foe or a foe's Summon) -> WINDOW (each
 * targeted seat in turn order may activate one Reaction) -> EFFECTS (run in
 * order; an effect that needs a decision parks the pending in CHOOSE, PICK or
 * SEAT until the matching action arrives).  qm_run() advances until a
 * decision is needed, so every choice is an ordinary legal action. */
#include "qm.h"
#include <string.h>

static unsigned bit(int seat) { return 1u << seat; }

/* ---- zones ---- */
int qm_total_owned(const QmPlayer *p)
{
    return p->ndeck + p->nhand + p->narchive + p->narmory + p->nheld;
}

static void push16(int16_t *arr, int8_t *n, int cap, int card)
{
    if (*n < cap) arr[(*n)++] = (int16_t)card;
}

static void remove16(int16_t *arr, int8_t *n, int i)
{
    memmove(arr + i, arr + i + 1, (size_t)(*n - i - 1) * sizeof *arr);
    (*n)--;
}

static void armory_remove(QmState *s, int seat, int slot)
{
    QmPlayer *p = &s->p[seat];
    memmove(p->armory + slot, p->armory + slot + 1, (size_t)(p->narmory - slot - 1) * sizeof *p->armory);
    p->narmory--;
    for (int d = 0; d < s->depth; d++) {
        QmPending *q = &s->stack[d];
        if (q->summon_seat != seat) continue;
        if (q->summon_slot == slot) q->summon_seat = q->summon_slot = -1;
        else if (q->summon_slot > slot) q->summon_slot--;
    }
}

static void armory_add(QmState *s, int seat, int card, int owner, bool face_down)
{
    QmPlayer *p = &s->p[seat];
    if (p->narmory >= QM_ARMORY) { /* no room: the card goes to its owner's Archive */
        push16(s->p[owner].archive, &s->p[owner].narchive, QM_OWN, card);
        return;
    }
    QmArmed *a = &p->armory[p->narmory++];
    a->card = (int16_t)card;
    a->owner = (int8_t)owner;
    a->loyalty = qm_card(s->set, card)->loyalty;
    a->face_down = face_down;
}

static void dismiss(QmState *s, int seat, int slot)
{
    QmArmed a = s->p[seat].armory[slot];
    armory_remove(s, seat, slot);
    push16(s->p[a.owner].archive, &s->p[a.owner].narchive, QM_OWN, a.card);
}

void qm_banish_card(QmState *s, int by_seat, int card)
{
    if (by_seat >= 0 && qm_card(s->set, s->p[by_seat].princess)->trait == QTR_GROTTO) {
        push16(s->p[by_seat].grotto, &s->p[by_seat].ngrotto, QM_OWN, card);
        return;
    }
    if (s->nbanish < QM_BANISH) s->banish[s->nbanish++] = (int16_t)card;
}

void qm_refill_market(QmState *s, int slot)
{
    int16_t *n = &s->nbaz[s->age];
    s->market[slot] = *n > 0 ? s->bazaar[s->age][--(*n)] : -1;
}

void qm_refill_vault(QmState *s, int seat, int slot)
{
    QmPlayer *p = &s->p[seat];
    p->vault[slot] = p->nvaultdeck > 0 ? p->vaultdeck[--p->nvaultdeck] : -1;
}

void qm_queue(QmState *s, int card, int controller, int trigger)
{
    if (s->nqueue >= QM_QUEUE) return;
    s->queue[s->nqueue++] = (QmQueued){(int16_t)card, (int8_t)controller, (int8_t)trigger};
}

static bool has_trigger(const QmCardData *cd, int trigger)
{
    for (int i = 0; i < cd->neffects; i++)
        if (cd->effects[i].trigger == trigger) return true;
    return false;
}

void qm_draw(QmState *s, int seat, int n)
{
    QmPlayer *p = &s->p[seat];
    for (int guard = 0; n > 0 && guard < 64; guard++) {
        if (p->ndeck == 0) {
            if (p->narchive == 0) return;
            memcpy(p->deck, p->archive, (size_t)p->narchive * sizeof *p->deck);
            p->ndeck = p->narchive;
            p->narchive = 0;
            rng_shuffle_i16(&s->rng, p->deck, p->ndeck);
        }
        if (p->nhand >= QM_HAND) return;
        int c = p->deck[--p->ndeck];
        if (qm_card(s->set, c)->type == QK_EVENT) {
            /* a drawn Event resolves its "drawn" effects and is banished; draw on */
            if (has_trigger(qm_card(s->set, c), QT_DRAWN)) qm_queue(s, c, seat, QT_DRAWN);
            qm_banish_card(s, seat, c);
            qm_tell(s, QO_EVENT, seat, -1, c, 0, 0, -1);
            continue;
        }
        p->hand[p->nhand++] = (int16_t)c;
        n--;
    }
}

void qm_draw_to_limit(QmState *s, int seat)
{
    int need = s->hand_limit - s->p[seat].nhand;
    if (need > 0) qm_draw(s, seat, need);
}

/* ---- classes and levels ---- */
static int class_slot(const QmState *s, int seat, int cls)
{
    const QmPlayer *p = &s->p[seat];
    if (p->princess < 0) return -1;
    const QmCardData *pc = qm_card(s->set, p->princess);
    if (cls == pc->classes[0]) return 0;
    int second = pc->trait == QTR_SWITCH ? pc->switch_classes[p->side] : pc->classes[1];
    return cls == second ? 1 : -1;
}

bool qm_has_class(const QmState *s, int seat, int cls)
{
    return cls == QC_NEUTRAL || class_slot(s, seat, cls) >= 0;
}

int qm_level(const QmState *s, int seat, int cls, int which)
{
    int slot = class_slot(s, seat, cls);
    if (slot < 0) return 0;
    const QmCardData *pc = qm_card(s->set, s->p[seat].princess);
    int v = (which == QL_MAJOR ? pc->major[slot] : pc->minor[slot]) + s->p[seat].level[slot];
    return v < 0 ? 0 : v;
}

bool qm_can_use(const QmState *s, int seat, int card)
{
    const QmCardData *cd = qm_card(s->set, card);
    if (cd->type == QK_TRAP || cd->type == QK_EVENT) return true; /* anyone plays a trap; events only resolve */
    return qm_has_class(s, seat, cd->cls);
}

static int effect_class(const QmState *s, const QmPending *p, const QmEffect *e)
{
    if (e->cls == QC_CARD) return qm_card(s->set, p->effcard)->cls;
    if (e->cls == QC_PRIMARY) return qm_card(s->set, s->p[p->controller].princess)->classes[0];
    return e->cls;
}

int qm_effect_count(const QmState *s, const QmPending *p, const QmEffect *e)
{
    const QmPlayer *me = &s->p[p->controller];
    int v = e->amount;
    if (e->level != QL_NONE) v += qm_level(s, p->controller, effect_class(s, p, e), e->level);
    switch (e->per) {
    case QPER_GROTTO: v += me->ngrotto; break;
    case QPER_GROWTH: v += me->growth; break;
    case QPER_DIE: v += p->die; break;
    case QPER_BANISHED: v += s->nbanish / 4; break;
    default: break;
    }
    return v > e->max ? e->max : v;
}

static bool condition_holds(const QmState *s, const QmPending *p, const QmEffect *e)
{
    const QmPlayer *me = &s->p[p->controller];
    switch (e->cond) {
    case QIF_CLOUT_AT_LEAST: return me->clout >= e->n;
    case QIF_HP_AT_MOST: return me->hp <= e->n;
    case QIF_GROTTO_AT_LEAST: return me->ngrotto >= e->n;
    case QIF_CLOCK_AT_LEAST: return s->clock >= e->n;
    case QIF_DIE_AT_LEAST: return p->die >= e->n;
    default: return true;
    }
}

static bool matches(const QmPending *p, const QmEffect *e)
{
    return e->trigger == p->trigger && (p->trigger != QT_ADVISOR || e->ability == p->ability);
}

/* ---- the stack ---- */
void qm_push(QmState *s, int card, int effcard, int controller, int trigger, int ability, int dest)
{
    if (s->depth >= QM_STACK) { /* cannot happen with validated cards; drop the effect, keep the card */
        if (dest == QM_TO_ARCHIVE) push16(s->p[controller].archive, &s->p[controller].narchive, QM_OWN, card);
        return;
    }
    QmPending *p = &s->stack[s->depth++];
    memset(p, 0, sizeof *p);
    p->card = (int16_t)card;
    p->effcard = (int16_t)effcard;
    p->controller = (int8_t)controller;
    p->trigger = (int8_t)trigger;
    p->ability = (int8_t)ability;
    p->dest = (int8_t)dest;
    p->stage = QM_ST_TARGET;
    p->option = -1;
    p->attacker = -1;
    p->summon_seat = p->summon_slot = -1;
    p->window_seat = -1;
    p->dest_seat = -1;
    p->is_attack = qm_card(s->set, card)->type == QK_ATTACK;
}

static bool needs_target(const QmState *s, const QmPending *p)
{
    const QmCardData *cd = qm_card(s->set, p->effcard);
    if (p->trigger == QT_PLAY && cd->type == QK_BANE) return true;
    for (int i = 0; i < cd->neffects; i++) {
        const QmEffect *e = &cd->effects[i];
        if (!matches(p, e)) continue;
        if (e->target == QX_FOE) return true;
        for (int k = 0; e->action == QA_CHOOSE && k < e->noptions; k++)
            if (cd->options[e->option_first + k].target == QX_FOE) return true;
    }
    return false;
}

/* Damage or Clout theft on a foe opens a reaction window (an Attack card
 * always does): "damage from a non-attack card is its own attack". */
static bool opens_window(const QmState *s, const QmPending *p)
{
    if (p->is_attack) return true;
    const QmCardData *cd = qm_card(s->set, p->effcard);
    for (int i = 0; i < cd->neffects; i++) {
        const QmEffect *e = &cd->effects[i];
        if (matches(p, e) && e->target == QX_FOE && (e->action == QA_DAMAGE || e->action == QA_STEAL_CLOUT)) return true;
        for (int k = 0; e->action == QA_CHOOSE && matches(p, e) && k < e->noptions; k++) {
            const QmEffect *o = &cd->options[e->option_first + k];
            if (o->target == QX_FOE && (o->action == QA_DAMAGE || o->action == QA_STEAL_CLOUT)) return true;
        }
    }
    return false;
}

bool qm_target_valid(const QmState *s, int seat, int slot)
{
    const QmPending *p = &s->stack[s->depth - 1];
    if (seat < 0 || seat >= s->np || seat == p->controller || s->p[seat].status != QM_ALIVE) return false;
    if (p->trigger == QT_ADVISOR && seat == s->p[p->controller].leader) return false;
    if (slot < 0) return true;
    if (qm_card(s->set, p->effcard)->type == QK_BANE) return false; /* a Bane goes to a princess's armory */
    const QmPlayer *t = &s->p[seat];
    return slot < t->narmory && !t->armory[slot].face_down && qm_card(s->set, t->armory[slot].card)->type == QK_SUMMON;
}

/* A Reaction that puts a trap from the Vault somewhere needs a trap there:
 * "If she has no trap in her Vault, 'Trip Wire' cannot be activated." */
static bool vault_trap_ready(const QmState *s, int seat, const QmCardData *cd)
{
    bool needs = false;
    for (int i = 0; i < cd->neffects; i++)
        needs |= cd->effects[i].trigger == QT_ACTIVATE && cd->effects[i].action == QA_PUT && cd->effects[i].zone == QZ_VAULT;
    if (!needs) return true;
    for (int k = 0; k < 3; k++)
        if (s->p[seat].vault[k] >= 0 && qm_card(s->set, s->p[seat].vault[k])->type == QK_TRAP) return true;
    return false;
}

bool qm_reaction_usable(const QmState *s, int seat, int slot, int when)
{
    const QmPlayer *p = &s->p[seat];
    if (slot < 0 || slot >= p->narmory || !p->armory[slot].face_down) return false;
    const QmCardData *cd = qm_card(s->set, p->armory[slot].card);
    return cd->type == QK_REACTION && cd->when == when && p->clout >= cd->play && vault_trap_ready(s, seat, cd);
}

static bool any_reaction(const QmState *s, int seat)
{
    for (int k = 0; k < s->p[seat].narmory; k++)
        if (qm_reaction_usable(s, seat, k, QW_ATTACKED)) return true;
    return false;
}

/* seats hit by the pending's "foe" effects, in turn order from the controller */
static unsigned foe_seats(const QmPending *p)
{
    unsigned m = p->targets;
    if (p->summon_seat >= 0) m |= bit(p->summon_seat);
    return m;
}

/* ---- picks ---- */
static const QmEffect *current_effect(const QmState *s, const QmPending *p)
{
    const QmCardData *cd = qm_card(s->set, p->effcard);
    const QmEffect *e = &cd->effects[p->pc];
    if (e->action == QA_CHOOSE && p->option >= 0) e = &cd->options[e->option_first + p->option];
    return e;
}

static int first_foe(const QmState *s, const QmPending *p)
{
    for (int k = 1; k <= s->np; k++) {
        int q = (p->controller + k) % s->np;
        if ((p->targets & bit(q)) && !(p->is_attack && (p->negated & bit(q))) && s->p[q].status == QM_ALIVE) return q;
    }
    return -1;
}

bool qm_pick_valid(const QmState *s, int idx)
{
    const QmPending *p = &s->stack[s->depth - 1];
    const QmEffect *e = current_effect(s, p);
    const QmPlayer *me = &s->p[p->controller];
    const QmPlayer *zp = &s->p[p->pick_seat];
    if (idx < 0) return false;
    switch (p->pick_zone) {
    case QZ_HAND:
        if (idx >= me->nhand) return false;
        for (int k = 0; k < idx; k++) if (me->hand[k] == me->hand[idx]) return false; /* one per card */
        return true;
    case QZ_ARCHIVE:
        if (idx >= me->narchive) return false;
        for (int k = 0; k < idx; k++) if (me->archive[k] == me->archive[idx]) return false;
        return true;
    case QZ_ARMORY: /* face-down Reactions too: they stay hidden "until activated or dismissed by another effect" */
        return idx < zp->narmory;
    case QZ_MARKET:
    case QZ_VAULT:
    case QZ_WAR_CHEST: {
        if (idx >= 3) return false;
        int c = p->pick_zone == QZ_MARKET ? s->market[idx] : p->pick_zone == QZ_VAULT ? me->vault[idx] : me->war[idx];
        if (c < 0) return false;
        const QmCardData *cd = qm_card(s->set, c);
        if (e->action == QA_BANISH) return true;
        if (e->action == QA_PUT) return cd->type == QK_TRAP;
        /* buy */
        if (!qm_can_use(s, p->controller, c) || cd->buy > qm_effect_count(s, p, e)) return false;
        if (!e->free_buy && me->clout < cd->buy) return false;
        if (p->pick_zone == QZ_WAR_CHEST && cd->type == QK_ULTIMATE && s->clock < 8) return false;
        return qm_total_owned(me) < QM_OWNED_CAP;
    }
    default: return false;
    }
}

/* How many indices the pending pick's zone has (picks are 0..size-1). */
int qm_pick_zone_size(const QmState *s)
{
    const QmPending *p = &s->stack[s->depth - 1];
    switch (p->pick_zone) {
    case QZ_HAND: return s->p[p->controller].nhand;
    case QZ_ARCHIVE: return s->p[p->controller].narchive;
    case QZ_ARMORY: return s->p[p->pick_seat].narmory;
    default: return 3;
    }
}

int qm_pick_count(const QmState *s)
{
    int n = 0, size = qm_pick_zone_size(s);
    for (int i = 0; i < size; i++) n += qm_pick_valid(s, i);
    return n;
}

bool qm_seat_valid(const QmState *s, int seat)
{
    const QmPending *p = &s->stack[s->depth - 1];
    if (seat < 0 || seat >= s->np || seat == p->controller || s->p[seat].status != QM_ALIVE) return false;
    if (p->pick_zone == 0) { /* redirect: not back at the attacker */
        return seat != p->attacker;
    }
    return true; /* trap destination: any other princess */
}

/* ---- executing one effect; false = waiting for a decision ---- */
/* An outcome of the pending card's effect, for the log (QmTold). */
static void tell(QmState *s, const QmPending *p, int kind, int seat, int n, int extra)
{
    qm_tell(s, kind, seat, p->controller, p->card, n, extra, p->trigger == QT_ADVISOR ? p->ability : -1);
}

static void hurt(QmState *s, const QmPending *p, int seat, int v)
{
    int lost = v < s->p[seat].hp ? v : s->p[seat].hp; /* HP never go below 0 */
    s->p[seat].hp = (int16_t)(s->p[seat].hp - v);
    tell(s, p, QO_HP, seat, -lost, v > lost ? v : 0);
    qm_check_eliminations(s, p->controller, p->card);
}

static void hit_summon(QmState *s, QmPending *p, int v)
{
    QmPlayer *t = &s->p[p->summon_seat];
    QmArmed *a = &t->armory[p->summon_slot];
    a->loyalty = (int8_t)(a->loyalty - v);
    if (a->loyalty <= 0) dismiss(s, p->summon_seat, p->summon_slot); /* clears summon_seat */
}

static void change_level(QmState *s, int seat, int cls, int delta)
{
    int slot = class_slot(s, seat, cls);
    if (slot < 0) return;
    int v = s->p[seat].level[slot] + delta;
    s->p[seat].level[slot] = (int8_t)(v < -9 ? -9 : v > 9 ? 9 : v);
}

static int owner_seat(const QmState *s, const QmPending *p)
{
    int pr = qm_card(s->set, p->effcard)->princess;
    for (int q = 0; q < s->np; q++)
        if (s->p[q].princess == pr && s->p[q].status != QM_OUT) return q;
    return -1;
}

/* Applies a simple effect to one recipient seat. */
static void apply_to(QmState *s, QmPending *p, const QmEffect *e, int seat, int v)
{
    QmPlayer *t = &s->p[seat];
    QmPlayer *me = &s->p[p->controller];
    int had = t->hp, clout = t->clout, held = t->nhand;
    switch (e->action) {
    case QA_GAIN_CLOUT:
        t->clout = (int16_t)(t->clout + v > 99 ? 99 : t->clout + v);
        tell(s, p, QO_CLOUT, seat, t->clout - clout, 0);
        break;
    case QA_LOSE_CLOUT:
        t->clout = (int16_t)(t->clout - (v < t->clout ? v : t->clout));
        tell(s, p, QO_CLOUT, seat, t->clout - clout, 0);
        break;
    case QA_STEAL_CLOUT: {
        int got = v < t->clout ? v : t->clout, mine = me->clout;
        t->clout = (int16_t)(t->clout - got);
        me->clout = (int16_t)(me->clout + got > 99 ? 99 : me->clout + got);
        qm_tell(s, QO_STEAL, p->controller, seat, p->card, me->clout - mine, 0, p->trigger == QT_ADVISOR ? p->ability : -1);
        tell(s, p, QO_CLOUT, seat, -(got - (me->clout - mine)), 0); /* what the thief could not hold (99) */
        break;
    }
    case QA_DAMAGE: hurt(s, p, seat, v); break;
    case QA_HEAL:
        t->hp = (int16_t)(t->hp + v > QM_HP_MAX ? QM_HP_MAX : t->hp + v);
        tell(s, p, QO_HP, seat, t->hp - had, 0);
        break;
    case QA_DRAW:
        qm_draw(s, seat, v);
        tell(s, p, QO_DRAW, seat, t->nhand - held, QDR_EFFECT);
        break;
    case QA_LEVEL_UP: change_level(s, seat, effect_class(s, p, e), v); break;
    case QA_LEVEL_DOWN: change_level(s, seat, effect_class(s, p, e), -v); break;
    case QA_LOYALTY:
        for (int k = 0; k < t->narmory; k++)
            if (!t->armory[k].face_down && qm_card(s->set, t->armory[k].card)->type == QK_SUMMON)
                t->armory[k].loyalty = (int8_t)(t->armory[k].loyalty + v > 99 ? 99 : t->armory[k].loyalty + v);
        break;
    case QA_SWITCH:
        if (qm_card(s->set, t->princess)->trait == QTR_SWITCH) t->side ^= 1;
        break;
    default: break;
    }
}

static bool begin_pick(QmState *s, QmPending *p, int zone, int seat, int count)
{
    p->pick_zone = (int8_t)zone;
    p->pick_seat = (int8_t)seat;
    p->left = (int8_t)count;
    p->stage = QM_ST_PICK;
    if (qm_pick_count(s) == 0) {
        p->stage = QM_ST_EFFECTS;
        return true;
    }
    return false;
}

/* Does a Reaction of seat bit b stop effect e of the pending card?  A full
 * negate of an Attack card stops all of it; of any other card, its attack
 * part: "any damage dealt, or Clout stolen".  "Negate damage" stops damage
 * only; unblockable damage is never stopped. */
static bool spared(const QmPending *p, const QmEffect *e, unsigned b)
{
    if (e->action == QA_DAMAGE && e->unblockable) return false;
    if (p->negated & b) return p->is_attack || e->action == QA_DAMAGE || e->action == QA_STEAL_CLOUT;
    return e->action == QA_DAMAGE && (p->dmg_negated & b);
}

static bool exec(QmState *s, QmPending *p, const QmEffect *e)
{
    int v = qm_effect_count(s, p, e);
    int me = p->controller;
    QmPending *under = s->depth >= 2 ? &s->stack[s->depth - 2] : NULL;
    switch (e->action) {
    case QA_NEGATE:
    case QA_NEGATE_DAMAGE:
        if (under) { /* what each kind stops: spared() */
            if (e->action == QA_NEGATE) under->negated |= (uint8_t)bit(me);
            else under->dmg_negated |= (uint8_t)bit(me);
        }
        return true;
    case QA_REDIRECT:
        if (!under) return true;
        p->pick_zone = 0;
        p->stage = QM_ST_SEAT;
        for (int q = 0; q < s->np; q++)
            if (qm_seat_valid(s, q)) return false;
        p->stage = QM_ST_EFFECTS;
        return true;
    case QA_ROLL: p->die = (int8_t)(1 + rng_below(&s->rng, 6)); return true;
    case QA_CHOOSE: p->stage = QM_ST_CHOOSE; return false;
    case QA_DISCARD: return begin_pick(s, p, QZ_HAND, me, e->count);
    case QA_BANISH: return begin_pick(s, p, e->zone, me, e->count);
    case QA_BUY: return begin_pick(s, p, e->zone, me, 1);
    case QA_PUT:
        if (e->zone == QZ_VAULT) {
            int to = e->target == QX_ATTACKER ? p->attacker : e->target == QX_FOE ? first_foe(s, p) : me;
            if (to < 0 || s->p[to].status == QM_OUT) return true;
            p->dest_seat = (int8_t)to;
        }
        return begin_pick(s, p, e->zone, me, e->count);
    case QA_DISMISS: {
        int seat = e->target == QX_SELF ? me : first_foe(s, p);
        if (seat < 0) return true;
        return begin_pick(s, p, QZ_ARMORY, seat, 1);
    }
    default: break;
    }
    switch (e->target) {
    case QX_SELF: apply_to(s, p, e, me, v); break;
    case QX_LEADER:
        if (s->p[me].leader >= 0 && s->p[s->p[me].leader].status == QM_ALIVE) apply_to(s, p, e, s->p[me].leader, v);
        break;
    case QX_OWNER: {
        int o = owner_seat(s, p);
        if (o >= 0) apply_to(s, p, e, o, v);
        break;
    }
    case QX_ATTACKER:
        if (p->attacker >= 0 && s->p[p->attacker].status == QM_ALIVE) apply_to(s, p, e, p->attacker, v);
        break;
    case QX_FOE: {
        bool harm = e->action == QA_DAMAGE || e->action == QA_STEAL_CLOUT;
        if (p->summon_seat >= 0 && harm && !spared(p, e, bit(p->summon_seat))) hit_summon(s, p, v);
        for (int k = 1; k <= s->np; k++) {
            int q = (me + k) % s->np;
            unsigned b = bit(q);
            if (!(p->targets & b) || s->p[q].status != QM_ALIVE) continue;
            if (!spared(p, e, b)) apply_to(s, p, e, q, v);
            else if (v > 0 && (e->action == QA_DAMAGE || e->action == QA_STEAL_CLOUT)) /* the log says what a Reaction stopped */
                tell(s, p, QO_SPARED, q, e->action == QA_DAMAGE || v < s->p[q].clout ? v : s->p[q].clout, e->action);
            if (s->phase == QM_PH_OVER) return true;
        }
        break;
    }
    }
    return true;
}

/* A "buy" effect picked card c: pay unless free, finish the effect, then the
 * card lands (an Event or a Trap pushes its own resolution on top). */
static void bought(QmState *s, QmPending *p, const QmEffect *e, int c)
{
    QmPlayer *me = &s->p[p->controller];
    if (!e->free_buy) {
        me->clout = (int16_t)(me->clout - qm_card(s->set, c)->buy);
        qm_tell(s, QO_PAY, p->controller, -1, c, qm_card(s->set, c)->buy, QPAY_BUY, -1);
    }
    p->left = 0;
    p->pc++;
    p->option = -1;
    p->stage = QM_ST_EFFECTS;
    qm_buy_into(s, p->controller, c);
}

/* A pick arrived (idx) or the player stopped (idx < 0). */
int qm_pick_kind(const QmState *s)
{
    const QmPending *p = &s->stack[s->depth - 1];
    int action = current_effect(s, p)->action;
    switch (p->pick_zone) {
    case QZ_HAND: return action == QA_DISCARD ? QPK_DISCARD : QPK_BANISH_HAND;
    case QZ_ARCHIVE: return action == QA_PUT ? QPK_TO_HAND : QPK_BANISH_ARCHIVE;
    case QZ_ARMORY: return QPK_DISMISS;
    case QZ_MARKET: return action == QA_BANISH ? QPK_BANISH_MARKET : QPK_GAIN;
    default: return action == QA_PUT ? QPK_ON_DECK : QPK_GAIN;
    }
}

void qm_pick_done(QmState *s, int idx)
{
    int di = s->depth - 1;
    QmPending *p = &s->stack[di];
    const QmEffect *e = current_effect(s, p);
    QmPlayer *me = &s->p[p->controller];
    if (idx >= 0) {
        int c;
        switch (p->pick_zone) {
        case QZ_HAND:
            c = me->hand[idx];
            remove16(me->hand, &me->nhand, idx);
            qm_event(s, QE_PICKS, p->controller, c, -1, e->action == QA_DISCARD ? QPK_DISCARD : QPK_BANISH_HAND);
            if (e->action == QA_DISCARD) {
                push16(me->archive, &me->narchive, QM_OWN, c);
                if (has_trigger(qm_card(s->set, c), QT_DISCARDED)) qm_queue(s, c, p->controller, QT_DISCARDED);
            } else {
                qm_banish_card(s, p->controller, c);
                if (has_trigger(qm_card(s->set, c), QT_BANISHED)) qm_queue(s, c, p->controller, QT_BANISHED);
            }
            break;
        case QZ_ARCHIVE:
            c = me->archive[idx];
            remove16(me->archive, &me->narchive, idx);
            qm_event(s, QE_PICKS, p->controller, c, -1, e->action == QA_PUT ? QPK_TO_HAND : QPK_BANISH_ARCHIVE);
            if (e->action == QA_PUT) push16(me->hand, &me->nhand, QM_HAND, c);
            else {
                qm_banish_card(s, p->controller, c);
                if (has_trigger(qm_card(s->set, c), QT_BANISHED)) qm_queue(s, c, p->controller, QT_BANISHED);
            }
            break;
        case QZ_ARMORY: {
            const QmArmed *armed = &s->p[p->pick_seat].armory[idx];
            qm_event(s, QE_PICKS, p->controller, armed->face_down ? -1 : armed->card, p->pick_seat,
                     armed->face_down ? QPK_DISMISS_HIDDEN : QPK_DISMISS);
            dismiss(s, p->pick_seat, idx);
            break;
        }
        case QZ_MARKET:
            c = s->market[idx];
            qm_refill_market(s, idx);
            qm_event(s, QE_PICKS, p->controller, c, -1, e->action == QA_BANISH ? QPK_BANISH_MARKET : QPK_GAIN);
            if (e->action == QA_BANISH) qm_banish_card(s, p->controller, c);
            else {
                bought(s, p, e, c);
                return;
            }
            break;
        case QZ_VAULT:
        case QZ_WAR_CHEST: {
            int16_t *slot = p->pick_zone == QZ_VAULT ? &me->vault[idx] : &me->war[idx];
            c = *slot;
            if (p->pick_zone == QZ_VAULT) qm_refill_vault(s, p->controller, idx);
            else *slot = -1;
            qm_event(s, QE_PICKS, p->controller, c, e->action == QA_PUT ? p->dest_seat : -1, e->action == QA_PUT ? QPK_ON_DECK : QPK_GAIN);
            if (e->action == QA_PUT) {
                QmPlayer *t = &s->p[p->dest_seat];
                push16(t->deck, &t->ndeck, QM_OWN, c); /* on top */
            } else {
                bought(s, p, e, c);
                return;
            }
            break;
        }
        }
        p->left--;
    } else p->left = 0;
    if (p->left > 0 && qm_pick_count(s) > 0) return;
    p->stage = QM_ST_EFFECTS;
    p->option = -1;
    p->pc++;
}

/* A bought card lands in the buyer's Archive; Events resolve and are
 * banished; Traps wait for the seat whose Archive they go to. */
void qm_buy_into(QmState *s, int seat, int card)
{
    const QmCardData *cd = qm_card(s->set, card);
    if (cd->type == QK_EVENT) {
        qm_push(s, card, card, seat, QT_PURCHASE, 0, QM_TO_BANISH);
        return;
    }
    if (cd->type == QK_TRAP) {
        qm_push(s, card, card, seat, QT_PURCHASE, 0, QM_TO_NOWHERE);
        QmPending *p = &s->stack[s->depth - 1];
        p->stage = QM_ST_SEAT;
        p->pick_zone = 1;
        p->targeted = true;
        return;
    }
    push16(s->p[seat].archive, &s->p[seat].narchive, QM_OWN, card);
    if (has_trigger(cd, QT_PURCHASE)) qm_push(s, card, card, seat, QT_PURCHASE, 0, QM_TO_NOWHERE);
}

static void finish(QmState *s)
{
    QmPending p = s->stack[--s->depth];
    QmPlayer *me = &s->p[p.controller];
    switch (p.dest) {
    case QM_TO_ARCHIVE: push16(me->archive, &me->narchive, QM_OWN, p.card); break;
    case QM_TO_ARMORY: armory_add(s, p.controller, p.card, p.controller, false); break;
    case QM_TO_TARGET_ARMORY: {
        int t = -1;
        for (int q = 0; q < s->np; q++)
            if ((p.targets & bit(q)) && s->p[q].status == QM_ALIVE && !(p.negated & bit(q))) t = q;
        if (t >= 0) armory_add(s, t, p.card, p.controller, false);
        else push16(me->archive, &me->narchive, QM_OWN, p.card);
        break;
    }
    case QM_TO_BANISH: qm_banish_card(s, p.controller, p.card); break;
    default: break;
    }
    if (p.trigger == QT_PLAY && qm_card(s->set, p.effcard)->grows) me->growth++;
}

void qm_run(QmState *s)
{
    for (int guard = 0; guard < 4096; guard++) {
        if (s->phase == QM_PH_OVER) {
            s->depth = 0;
            s->nqueue = 0;
            return;
        }
        if (s->depth == 0) {
            if (s->nqueue == 0) return;
            QmQueued q = s->queue[0];
            memmove(s->queue, s->queue + 1, (size_t)(--s->nqueue) * sizeof *s->queue);
            qm_push(s, q.card, q.card, q.controller, q.trigger, 0, QM_TO_NOWHERE);
            s->stack[s->depth - 1].targeted = true;
            continue;
        }
        QmPending *p = &s->stack[s->depth - 1];
        const QmCardData *cd = qm_card(s->set, p->effcard);
        switch (p->stage) {
        case QM_ST_TARGET:
            if (!p->targeted) {
                if (!needs_target(s, p)) p->targeted = true;
                else if (cd->targets_each) {
                    for (int q = 0; q < s->np; q++)
                        if (qm_target_valid(s, q, -1)) p->targets |= (uint8_t)bit(q);
                    p->targeted = true;
                } else {
                    bool any = false;
                    for (int q = 0; q < s->np && !any; q++) any = qm_target_valid(s, q, -1);
                    if (any) return; /* the controller picks */
                    p->targeted = true;
                }
            }
            p->stage = p->targets || p->summon_seat >= 0 ? QM_ST_WINDOW : QM_ST_EFFECTS;
            continue;
        case QM_ST_WINDOW: {
            if (!opens_window(s, p)) {
                p->stage = QM_ST_EFFECTS;
                continue;
            }
            unsigned todo = foe_seats(p) & ~p->window_done;
            p->window_seat = -1;
            for (int k = 1; k <= s->np && p->window_seat < 0; k++) {
                int q = (p->controller + k) % s->np;
                if (!(todo & bit(q))) continue;
                if (s->p[q].status == QM_ALIVE && any_reaction(s, q)) p->window_seat = (int8_t)q;
                else p->window_done |= (uint8_t)bit(q);
            }
            if (p->window_seat >= 0) return; /* the targeted seat reacts or takes it */
            p->stage = QM_ST_EFFECTS;
            continue;
        }
        case QM_ST_EFFECTS: {
            if (p->pc >= cd->neffects) {
                finish(s);
                continue;
            }
            const QmEffect *e = &cd->effects[p->pc];
            if (!matches(p, e) || (p->option < 0 && !condition_holds(s, p, e))) {
                p->pc++;
                continue;
            }
            if (e->action == QA_CHOOSE && p->option >= 0) e = &cd->options[e->option_first + p->option];
            int depth = s->depth;
            if (!exec(s, p, e)) return;
            p = &s->stack[depth - 1];
            if (p->stage == QM_ST_EFFECTS) {
                p->pc++;
                p->option = -1;
            }
            continue;
        }
        default: return; /* CHOOSE, PICK, SEAT wait for the action */
        }
    }
}
