/* ll_stats.c — Long Live the Queen's card_events hook for playtest statistics.
 * There are no hands: a tile is "drawn" when it is turned face up (revealed)
 * and "played" when it acts on a roll. */
#include "ll.h"

static int face_up(const LlState *s, int p, int16_t *out)
{
    int n = 0;
    for (int slot = 0; slot < LL_SLOTS; slot++)
        if (s->up[p][slot] && s->card[p][slot] >= 0) out[n++] = s->card[p][slot];
    return n;
}

static int initiative(const LlState *s, int p, int card)
{
    const LlCard *c = ll_card(s->set, card);
    if (c && c->initiative == LL_INIT_MASTER) c = ll_card(s->set, s->card[p][LL_MASTER]);
    return c && c->initiative > 0 ? c->initiative : 0;
}

int ll_card_events(const GameState *before_gs, Action a, const GameState *after_gs, CardEvent *out, int cap)
{
    const LlState *b = (const LlState *)before_gs, *s = (const LlState *)after_gs;
    int n = 0;
    int16_t ub[LL_SLOTS], ua[LL_SLOTS];
    for (int p = 0; p < 2; p++) {
        CardEvent proto = {CE_DRAWN, (int8_t)p, 0, s->turn, 0};
        n = card_events_gains(ub, b ? face_up(b, p, ub) : 0, ua, face_up(s, p, ua), proto, out, n, cap);
    }
    if (!b || a.kind != LA_ROLL) return n;
    /* the rolled position's tiles that were face up act (passive ones and
     * equal initiatives do not); one turned down before its turn did not */
    int pos = s->active;
    if (pos < LL_POS_MIN || pos > LL_POS_MAX) return n;
    int in[2];
    for (int p = 0; p < 2; p++) in[p] = b->up[p][pos] ? initiative(b, p, b->card[p][pos]) : 0;
    bool tie = b->up[0][pos] && b->up[1][pos] && in[0] == in[1];
    for (int p = 0; p < 2 && !tie; p++)
        if (in[p] > 0 && s->up[p][pos] && n < cap)
            out[n++] = (CardEvent){CE_PLAYED, (int8_t)p, b->card[p][pos], b->turn, 0};
    return n;
}
