/* bw_words.c — what each Blood Wars action did, in a sentence for the log
 * (a log line is never a button's label such as "Stay out").
 *
 * bw_words_of reads the position BEFORE the action (card names, the step),
 * bw_tell_words joins that sentence to what the rules said on the way (a
 * combat's outcome, a stacking count) once the action is applied.  Moves made
 * face down (stacking, taking back, investing) are told in full to their
 * seat alone; the others learn the count when Assembly ends, or that a card
 * went into a battle hand.  Declining a power or a fate is told to its seat
 * alone too (the others read only what it led to). */
#include <stdio.h>
#include <string.h>
#include "bw.h"

static const char *name(const BwState *s, int c) { return c >= 0 && c < s->set->ncards ? s->set->cards[c].name : "a card"; }

static const char *warlord(const BwState *s, int seat, int slot)
{
    return seat >= 0 && slot >= 0 && slot < s->p[seat].nw ? name(s, s->p[seat].w[slot].card) : "a warlord";
}

static const char *bh_card(const BwState *s, int seat, int slot, int k)
{
    if (seat < 0 || slot < 0 || slot >= s->p[seat].nw || k < 0 || k >= s->p[seat].w[slot].nbh) return "a card";
    return name(s, s->p[seat].w[slot].bh[k].card);
}

/* "'s", or "'" after a name ending in s ("Grissle Ninefingers' power"). */
static const char *poss(const char *name)
{
    size_t l = strlen(name);
    return l > 0 && name[l - 1] == 's' ? "'" : "'s";
}

/* What a forced discard of battle-hand card k does, as the rules will do it
 * (bw_slay_plan): "it goes to the Dead-Book", a Martyr's flip, a Support in
 * its place.  `subject` names the card ("it"), NULL for its name. */
static void slain_words(const BwState *s, int seat, int slot, int k, bool dead_book, const char *subject, char *out, size_t n)
{
    const char *card = subject ? subject : bh_card(s, seat, slot, k);
    int support = -1;
    switch (bw_slay_plan(s, seat, slot, k, &support)) {
    case BWS_MARTYR_FLIPS: snprintf(out, n, "%s is flipped, as a Martyr leaves only at the second forced discard", card); break;
    case BWS_SUPPORT_INSTEAD: snprintf(out, n, "%s goes to the discard in %s place", bh_card(s, seat, slot, support), subject ? "its" : card); break;
    default: snprintf(out, n, "%s goes to the %s", card, dead_book ? "Dead-Book" : "discard");
    }
}

/* A slay "of n CS or less" / "at least n" used by `side`: which opposing
 * legion it takes and what becomes of it, or why none goes. */
static void slay_words(const BwState *s, BwPower pw, int side, char *out, size_t n)
{
    bool at_least = pw.op == BE_SLAY_AT_LEAST;
    char bound[32], fate[160];
    snprintf(bound, sizeof bound, at_least ? "at least %d CS" : "%d CS or less", pw.n);
    int os = -1, slot = s->ch.type == 1 ? bw_opposing_warlord(s, side, &os) : -1;
    int k = slot >= 0 ? bw_slay_target(s, os, slot, pw.n, at_least) : -1;
    if (s->ch.type != 1) snprintf(out, n, ": a legion of %s is slain only in combat, so none is", bound);
    else if (slot < 0) snprintf(out, n, ": no defender, so no legion of %s is slain", bound);
    else if (k < 0) snprintf(out, n, ": no opposing legion has %s, so none is slain", bound);
    else {
        slain_words(s, os, slot, k, pw.dead_book, "it", fate, sizeof fate);
        snprintf(out, n, ": the opposing legion of %s closest to %d is %s (%d CS): %s", bound, pw.n, bh_card(s, os, slot, k),
                 bw_legion_cs(s, &s->p[os].w[slot].bh[k]), fate);
    }
}

/* What a power used by `side` does, after a colon: "+2 CS for their side" ("" when it has no
 * words); `user` draws, `foe` (a seat, or -1 when the rules pick none) discards. */
static void power_words(const BwState *s, BwPower pw, int side, int user, int foe, char *out, size_t n)
{
    const char *unit = s->ch.type == 1 ? "CS" : "IS";
    switch (pw.op) {
    case BE_BOOST: snprintf(out, n, ": +%d %s for their side", pw.n, unit); break;
    case BE_WEAKEN: snprintf(out, n, ": -%d %s for the other side", pw.n, unit); break;
    case BE_SLAY_AT_MOST: case BE_SLAY_AT_LEAST: slay_words(s, pw, side, out, n); break;
    case BE_DRAW: snprintf(out, n, ": {p%d} draws %d", user, pw.n); break;
    case BE_DOUBLE_ALLY: snprintf(out, n, ": their Hidden Ally counts double"); break;
    case BE_FOE_DISCARDS:
        if (foe >= 0) snprintf(out, n, ": {p%d} discards %d at random", foe, pw.n);
        else snprintf(out, n, ": a foe discards %d", pw.n);
        break;
    default: out[0] = 0;
    }
}

static bool hits_the_side(BwPower pw)
{
    return pw.op == BE_WEAKEN || pw.op == BE_SLAY_AT_MOST || pw.op == BE_SLAY_AT_LEAST || pw.op == BE_FOE_DISCARDS;
}

/* Done and Pass mean a different thing at each step: one table gives the
 * button's label and the log's sentence together, so the two never disagree. */
BwStepWords bw_done_words(const BwState *s)
{
    switch (s->phase) {
    case BP_ASSEMBLY: return (BwStepWords){"Done assembling", "is done assembling"};
    case BP_ACTION: return (BwStepWords){"No more challenges", "makes no more challenges this turn"};
    case BP_INVEST: /* "more" only after a card went in this step */
        return (BwStepWords){"Done investing", s->ch.invested ? "adds nothing more to the battle hand" : "adds nothing to the battle hand"};
    default: return (BwStepWords){"Done inducting", "puts no more warlords on the table"};
    }
}

BwStepWords bw_pass_words(const BwState *s)
{
    switch (s->phase) {
    case BP_DISSENT: return (BwStepWords){"Stay out", "stays out of the intrigue"};
    case BP_ROUSE: return (BwStepWords){"Do not defend", "does not defend"};
    case BP_I_WARLORDS: case BP_C_WARLORDS: return (BwStepWords){"Do not use the power", "does not use their warlord's power"};
    case BP_I_LEGIONS: return (BwStepWords){"Done with legion powers", "is done discarding legions for their powers"}; /* was "No (more) …" */
    case BP_C_LEGIONS: return (BwStepWords){"Pass (no legion power)", "uses no legion power or fate"};
    default: /* which window: a seat alone outside the battle is asked at each, and "plays no fate" twice read as one line doubled */
        switch (s->ch.after_fate) {
        case NX_I_WARLORDS: case NX_C_WARLORDS: return (BwStepWords){"Pass (no fate)", "plays no fate before the warlords' powers"};
        case NX_I_LEGIONS: case NX_C_LEGIONS: return (BwStepWords){"Pass (no fate)", "plays no fate before the legions' powers"};
        case NX_BALLOT: return (BwStepWords){"Pass (no fate)", "plays no fate before the Ballot"};
        default: return (BwStepWords){"Pass (no fate)", "plays no fate before the battle is decided"};
        }
    }
}

void bw_words_of(const BwState *s, Action a, BwWords *words)
{
    int seat = bw_seat_to_act(s);
    const BwChallenge *ch = &s->ch;
    char what[256] = "", *out = words->own;
    size_t n = sizeof words->own;
    BwWordsKind *kind = &words->kind;
    *kind = BWW_PUBLIC;
    words->seat = seat;
    out[0] = words->pub[0] = 0;
    if (seat < 0) return;
    switch (a.kind) {
    case BW_ACT_DONE:
        snprintf(out, n, "{p%d} %s", seat, bw_done_words(s).sentence);
        if (s->phase == BP_ASSEMBLY) *kind = BWW_SECRET; /* the others get the count (tell_stacking) */
        break;
    case BW_ACT_PASS:
        snprintf(out, n, "{p%d} %s", seat, bw_pass_words(s).sentence);
        /* declining a power or fate is told to its seat alone: with 3-5 seats every window
         * would log a line per seat; joining or staying out of a challenge is for everyone */
        if (s->phase != BP_DISSENT && s->phase != BP_ROUSE) *kind = BWW_SECRET_THEN_PUBLIC;
        break;
    case BW_ACT_ASSEMBLE: {
        *kind = BWW_SECRET;
        const BwWarlord *w = &s->p[seat].w[a.b];
        if (bw_card(s->set, a.a)->type == BT_LEGION)
            snprintf(out, n, "{p%d} stacks %s%s%s under %s", seat, name(s, a.a), a.c >= 0 ? " with " : "",
                     a.c >= 0 ? name(s, a.c) : "", name(s, w->card));
        else if (a.c >= 0)
            snprintf(out, n, "{p%d} assigns %s to %s under %s", seat, name(s, a.a), bh_card(s, seat, a.b, a.c), name(s, w->card));
        else snprintf(out, n, "{p%d} stacks %s under %s", seat, name(s, a.a), name(s, w->card));
        break;
    }
    case BW_ACT_RETURN:
        *kind = BWW_SECRET;
        snprintf(out, n, "{p%d} takes %s back from under %s", seat, bh_card(s, seat, a.a, a.b), warlord(s, seat, a.a));
        break;
    case BW_ACT_AID: snprintf(out, n, "{p%d} aids the challenger with %s", seat, warlord(s, seat, a.a)); break;
    case BW_ACT_OPPOSE:
        snprintf(out, n, "{p%d} %s with %s", seat, s->phase == BP_ROUSE ? "defends" : "opposes", warlord(s, seat, a.a));
        break;
    case BW_ACT_POWER: {
        const BwInvolved *v = &ch->inv[s->asker];
        bool combat = s->phase == BP_C_WARLORDS;
        BwPower pw;
        int foe = -1; /* as the rules pick it: the first seat of the other side */
        for (int i = 0; i < ch->ninv && foe < 0; i++)
            if (ch->inv[i].side != v->side) foe = ch->inv[i].seat;
        if (bw_has_power(s, v->seat, v->slot, a.a, combat ? BW_WHEN_COMBAT : BW_WHEN_INTRIGUE, &pw))
            power_words(s, pw, v->side, seat, foe, what, sizeof what);
        const char *wl = warlord(s, v->seat, v->slot);
        snprintf(out, n, "{p%d} uses %s%s %s%s%s", seat, wl, poss(wl), a.a == BW_MAX_POWERS ? "realm power" : "power",
                 what, combat ? " (a combat power flips the warlord)" : "");
        break;
    }
    case BW_ACT_HAND_LEGION: {
        const BwCardData *cd = bw_card(s->set, a.a);
        if (cd->legion_power == LP_PARASITE && a.b >= 0 && a.b < ch->ninv)
            snprintf(out, n, "{p%d} discards %s against %s: -%d IS", seat, name(s, a.a),
                     warlord(s, ch->inv[a.b].seat, ch->inv[a.b].slot), cd->strength);
        else if (cd->legion_power == LP_TERRORIST && a.b >= 0)
            snprintf(out, n, "{p%d} discards %s: {p%d} discards %d at random", seat, name(s, a.a), a.b, cd->strength);
        else {
            if (cd->legion_power == LP_AIDE) snprintf(what, sizeof what, ": +%d IS for their warlord", cd->strength);
            else if (cd->legion_power == LP_ADVOCATE) snprintf(what, sizeof what, ": {p%d} is rewarded whatever the outcome", seat);
            else if (cd->legion_power == LP_DIPLOMAT) snprintf(what, sizeof what, ": their Hidden Ally counts double");
            else if (cd->npowers > 0) power_words(s, cd->powers[0], bw_side_of_seat(s, seat), seat, a.b, what, sizeof what);
            snprintf(out, n, "{p%d} discards %s for its power%s", seat, name(s, a.a), what);
        }
        break;
    }
    case BW_ACT_BH_USE: {
        const BwInvolved *v = &ch->inv[s->asker];
        const char *card = bh_card(s, v->seat, v->slot, a.a);
        if (a.b >= 0) { /* a Berserker: what the forced discard does (a Martyr only flips at the first) */
            const BwInvolved *o = &ch->inv[1 - s->asker];
            char fate[160];
            slain_words(s, o->seat, o->slot, a.b, false, "it", fate, sizeof fate);
            snprintf(out, n, "{p%d} discards %s (Berserker) to strike %s: %s", seat, card, bh_card(s, o->seat, o->slot, a.b), fate);
        } else {
            int c = s->p[v->seat].w[v->slot].bh[a.a].card;
            const BwCardData *cd = bw_card(s->set, c);
            if (cd->npowers > 0) power_words(s, cd->powers[0], v->side, seat, -1, what, sizeof what);
            snprintf(out, n, "{p%d} uses %s%s", seat, card, what);
        }
        break;
    }
    case BW_ACT_FATE: {
        BwPower pw = bw_card(s->set, a.a)->npowers > 0 ? bw_card(s->set, a.a)->powers[0] : (BwPower){0};
        power_words(s, pw, hits_the_side(pw) ? 1 - a.b : a.b, seat, a.c, what, sizeof what); /* b: the side helped or hit */
        if (a.c >= 0) snprintf(out, n, "{p%d} plays %s on {p%d}%s", seat, name(s, a.a), a.c, what);
        else
            snprintf(out, n, "{p%d} plays %s %s the %s%s", seat, name(s, a.a), hits_the_side(pw) ? "against" : "for",
                     a.b ? "defenders" : "challenger", what);
        break;
    }
    case BW_ACT_INVEST: {
        *kind = BWW_SECRET_THEN_PUBLIC;
        int slot = ch->inv[ch->invest_side].slot;
        if (a.b >= 0)
            snprintf(out, n, "{p%d} assigns %s to %s under %s", seat, name(s, a.a), bh_card(s, seat, slot, a.b), warlord(s, seat, slot));
        else snprintf(out, n, "{p%d} adds %s to %s%s battle hand", seat, name(s, a.a), warlord(s, seat, slot), poss(warlord(s, seat, slot)));
        snprintf(words->pub, sizeof words->pub, "{p%d} adds a card face down to %s%s battle hand", seat, warlord(s, seat, slot),
                 poss(warlord(s, seat, slot)));
        break;
    }
    case BW_ACT_CULL: snprintf(out, n, "{p%d} discards %s down to the hand limit of %d", seat, name(s, a.a), BW_HAND_LIMIT); break;
    case BW_ACT_CHALLENGE:
        snprintf(out, n, "{p%d} challenges for %s by %s, led by %s", seat, name(s, a.a), a.b ? "combat" : "intrigue",
                 warlord(s, seat, a.c));
        break;
    case BW_ACT_INDUCT: snprintf(out, n, "{p%d} puts %s on the table", seat, name(s, a.a)); break;
    default: break;
    }
}

/* s has been applied; `words` were read before it.  Public moves: the
 * sentence, then what the rules said on the way ("Ben wins the combat"), an
 * event of its own (VIEW_EVENT_SEP).
 * Secret ones: the sentence to its seat alone; the others read `pub` (or
 * nothing), then the rules' words. */
void bw_tell_words(BwState *s, const BwWords *words)
{
    const char *own = words->own;
    BwWordsKind kind = words->kind;
    s->private_event[0] = 0;
    s->private_seat = -1;
    if (!own[0]) return;
    char said[sizeof s->last_event];
    snprintf(said, sizeof said, "%s", s->last_event);
    if (kind == BWW_PUBLIC) {
        snprintf(s->last_event, sizeof s->last_event, "%s%s%s", own, said[0] ? VIEW_EVENT_SEP : "", said);
        return;
    }
    s->private_seat = (int8_t)words->seat;
    if (kind == BWW_SECRET) /* the seat saw every card go: the stacking count would tell it twice */
        snprintf(s->private_event, sizeof s->private_event, "%s", own);
    else snprintf(s->private_event, sizeof s->private_event, "%s%s%s", own, said[0] ? VIEW_EVENT_SEP : "", said);
    if (words->pub[0]) snprintf(s->last_event, sizeof s->last_event, "%s%s%s", words->pub, said[0] ? VIEW_EVENT_SEP : "", said);
}
