/* qc_stats.c — Queen's Court's card_events hook for playtest statistics:
 * cards dealt or drawn into a hand, and cards played onto a pile. */
#include "qc.h"

/* The hand of seat p as card indices (one entry per copy). */
static int hand_cards(const QcState *st, int p, int16_t *out)
{
    int n = 0;
    for (int c = 1; c < QC_NCODES; c++)
        for (int k = 0; k < st->hand[p][c] && n < GM_MAX_CARD_EVENTS; k++) out[n++] = st->cardidx[c];
    return n;
}

int qc_card_events(const GameState *before_gs, Action a, const GameState *after_gs, CardEvent *out, int cap)
{
    const QcState *b = (const QcState *)before_gs, *s = (const QcState *)after_gs;
    int n = 0;
    int16_t hb[GM_MAX_CARD_EVENTS], ha[GM_MAX_CARD_EVENTS];
    for (int p = 0; p < s->nplayers; p++) {
        CardEvent proto = {CE_DRAWN, (int8_t)p, 0, s->round, 0};
        int nb = b ? hand_cards(b, p, hb) : 0;
        /* playing leaves the hand; what the seat holds beyond that was drawn */
        n = card_events_gains(hb, nb, ha, hand_cards(s, p, ha), proto, out, n, cap);
    }
    if (b && a.kind == QC_ACT_PLAY && a.a > 0 && a.a < QC_NCODES && n < cap)
        out[n++] = (CardEvent){CE_PLAYED, b->turn, b->cardidx[a.a], b->round, 0};
    return n;
}
