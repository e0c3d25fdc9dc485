/* bw_stats.c — Blood Wars' card_events hook for playtest statistics.
 *   drawn:     a card enters the command hand (draws, and a card taken back
 *              from a battle hand, so every play has a draw before it);
 *   played:    a card leaves the command hand into play — assembled into a
 *              battle hand (with its Acolyte), invested, a fate played, a legion
 *              used from the hand, a warlord inducted, a battlefield challenged for;
 *   destroyed: a card leaves a seat's warlords or battle hands other than back to
 *              the command hand (slain, discarded for its power, a fallen warlord);
 *   final:     each battlefield in a victory pool at the end, with its VP. */
#include <string.h>
#include "bw.h"

#define BW_TABLE_MAX (BW_WARLORDS * (BW_BATTLE_MAX + 1))

/* Seat p's cards in play: warlords and their battle hands. */
static int table_cards(const BwPlayer *p, int16_t *out)
{
    int n = 0;
    for (int w = 0; w < p->nw; w++) {
        out[n++] = p->w[w].card;
        for (int k = 0; k < p->w[w].nbh; k++) out[n++] = p->w[w].bh[k].card;
    }
    return n;
}

static int count_in(const int16_t *cards, int n, int card)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += cards[i] == card;
    return k;
}

static int left_play(const BwPlayer *bp, const BwPlayer *sp, int seat, int turn, CardEvent *out, int n, int cap)
{
    int16_t tb[BW_TABLE_MAX], ta[BW_TABLE_MAX];
    int nb = table_cards(bp, tb), na = table_cards(sp, ta);
    for (int i = 0; i < nb && n < cap; i++) {
        int c = tb[i];
        if (count_in(tb, i, c)) continue; /* each card once */
        int back = count_in(sp->hand, sp->nhand, c) - count_in(bp->hand, bp->nhand, c);
        int lost = count_in(tb, nb, c) - count_in(ta, na, c) - (back > 0 ? back : 0);
        for (; lost > 0 && n < cap; lost--) out[n++] = (CardEvent){CE_DESTROYED, (int8_t)seat, (int16_t)c, (int16_t)turn, 0};
    }
    return n;
}

static int played(Action a, const BwState *b, int *cards)
{
    switch (a.kind) {
    case BW_ACT_ASSEMBLE:
        cards[0] = a.a;
        if (bw_card(b->set, a.a)->type == BT_LEGION && a.c >= 0) return cards[1] = a.c, 2;
        return 1;
    case BW_ACT_INVEST: case BW_ACT_FATE: case BW_ACT_HAND_LEGION: case BW_ACT_INDUCT: case BW_ACT_CHALLENGE:
        cards[0] = a.a;
        return 1;
    default: return 0;
    }
}

int bw_card_events(const GameState *before_gs, Action a, const GameState *after_gs, CardEvent *out, int cap)
{
    const BwState *b = (const BwState *)before_gs, *s = (const BwState *)after_gs;
    int n = 0;
    if (b) {
        int seat = bw_seat_to_act(b), cards[2];
        for (int i = 0, k = played(a, b, cards); i < k && n < cap; i++)
            out[n++] = (CardEvent){CE_PLAYED, (int8_t)seat, (int16_t)cards[i], b->round, 0};
    }
    int moved_out = n; /* they left the hand, so a copy drawn by the same action is a draw */
    int16_t hb[BW_HAND_MAX];
    for (int p = 0; p < s->nplayers; p++) {
        int nb = 0;
        if (b) {
            memcpy(hb, b->p[p].hand, sizeof hb[0] * (size_t)b->p[p].nhand);
            nb = card_events_moved_out(hb, b->p[p].nhand, out, moved_out, p);
        }
        CardEvent proto = {CE_DRAWN, (int8_t)p, 0, s->round, 0};
        n = card_events_gains(hb, nb, s->p[p].hand, s->p[p].nhand, proto, out, n, cap);
    }
    if (!b) return n;
    for (int p = 0; p < s->nplayers; p++) n = left_play(&b->p[p], &s->p[p], p, b->round, out, n, cap);
    if (s->phase == BP_OVER && b->phase != BP_OVER)
        for (int p = 0; p < s->nplayers; p++)
            for (int i = 0; i < s->p[p].npool && n < cap; i++) {
                int c = s->p[p].pool[i];
                out[n++] = (CardEvent){CE_FINAL, (int8_t)p, (int16_t)c, s->round, bw_card(s->set, c)->strength};
            }
    return n;
}
