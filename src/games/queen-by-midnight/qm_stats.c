/* qm_stats.c — Queen by Midnight's card_events hook for playtest statistics:
 * the princess a seat takes (drawn and played at once, her health at the end
 * as the final value), cards that enter a hand (draws, puts, held cards do not
 * count twice), cards played from the hand, and a seat's cards banished (into
 * the Banish pile or a Grotto).  A card that leaves the hand some other way
 * (discarded, put back) and a copy of it drawn by the same action show as no
 * draw.  Buying is not reported: the hook's kinds are draw / play / destroy /
 * final, and a bought card counts once it is drawn. */
#include "qm.h"

/* The hand and the cards held over the limit (they return to the hand). */
static int holdings(const QmPlayer *p, int16_t *out)
{
    int n = 0;
    for (int i = 0; i < p->nhand && n < GM_MAX_CARD_EVENTS; i++) out[n++] = p->hand[i];
    for (int i = 0; i < p->nheld && n < GM_MAX_CARD_EVENTS; i++) out[n++] = p->held[i];
    return n;
}

static int count_in(const int16_t *cards, int n, int card)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += cards[i] == card;
    return k;
}

/* Copies of `card` that seat `seat` owns: deck, hand, held, Archive, and the
 * Armory cards that return to its Archive (wherever they sit). */
static int owned(const QmState *s, int seat, int card)
{
    const QmPlayer *p = &s->p[seat];
    int k = count_in(p->deck, p->ndeck, card) + count_in(p->hand, p->nhand, card) +
            count_in(p->held, p->nheld, card) + count_in(p->archive, p->narchive, card);
    for (int q = 0; q < s->np; q++)
        for (int i = 0; i < s->p[q].narmory; i++)
            k += s->p[q].armory[i].card == card && s->p[q].armory[i].owner == seat;
    return k;
}

/* A card newly banished: reported for the seat that lost a copy of it
 * (a card banished straight from the Market belonged to nobody). */
static int banished(const QmState *b, const QmState *s, int card, CardEvent *out, int n, int cap)
{
    for (int p = 0; p < s->np && n < cap; p++)
        if (owned(b, p, card) > owned(s, p, card)) {
            out[n++] = (CardEvent){CE_DESTROYED, (int8_t)p, (int16_t)card, b->turns, 0};
            break;
        }
    return n;
}

int qm_card_events(const GameState *before_gs, Action a, const GameState *after_gs, CardEvent *out, int cap)
{
    const QmState *b = (const QmState *)before_gs, *s = (const QmState *)after_gs;
    int n = 0;
    if (b && a.kind == QM_ACT_PLAY && a.a >= 0 && a.a < b->p[b->current].nhand && n < cap)
        out[n++] = (CardEvent){CE_PLAYED, b->current, b->p[b->current].hand[a.a], b->turns, 0};
    if (b) {
        for (int i = b->nbanish; i < s->nbanish; i++) n = banished(b, s, s->banish[i], out, n, cap);
        for (int p = 0; p < s->np; p++)
            for (int i = b->p[p].ngrotto; i < s->p[p].ngrotto; i++) n = banished(b, s, s->p[p].grotto[i], out, n, cap);
    }
    int moved_out = n; /* played and banished: they left the hand, so a copy drawn now is a draw */
    int16_t hb[GM_MAX_CARD_EVENTS], ha[GM_MAX_CARD_EVENTS];
    for (int p = 0; p < s->np; p++) {
        int16_t princess = s->p[p].princess;
        if (princess >= 0 && (!b || b->p[p].princess != princess) && n + 2 <= cap) {
            out[n++] = (CardEvent){CE_DRAWN, (int8_t)p, princess, s->turns, 0};
            out[n++] = (CardEvent){CE_PLAYED, (int8_t)p, princess, s->turns, 0};
        }
        int nb = b ? card_events_moved_out(hb, holdings(&b->p[p], hb), out, moved_out, p) : 0;
        CardEvent proto = {CE_DRAWN, (int8_t)p, 0, s->turns, 0};
        n = card_events_gains(hb, nb, ha, holdings(&s->p[p], ha), proto, out, n, cap);
    }
    if (b && s->phase == QM_PH_OVER && b->phase != QM_PH_OVER)
        for (int p = 0; p < s->np && n < cap; p++)
            if (s->p[p].princess >= 0)
                out[n++] = (CardEvent){CE_FINAL, (int8_t)p, s->p[p].princess, s->turns, s->p[p].hp};
    return n;
}
