/* qb_stats.c — Queen's Blood's card_events hook for playtest statistics:
 * draws (hand gains, opening hands and mulligans included), plays and
 * replaces, cards that left the board (destroyed), final power at the end. */
#include "qb.h"

int qb_card_events(const GameState *before_gs, Action a, const GameState *after_gs, CardEvent *out, int cap)
{
    const QbState *b = (const QbState *)before_gs, *s = (const QbState *)after_gs;
    int n = 0;
    int turn = b ? b->turn : s->turn;
    for (int p = 0; p < 2; p++) {
        CardEvent proto = {CE_DRAWN, (int8_t)p, 0, (int16_t)turn, 0};
        n = card_events_gains(b ? b->p[p].hand : NULL, b ? b->p[p].nhand : 0, s->p[p].hand, s->p[p].nhand, proto,
                              out, n, cap);
    }
    if (!b) return n;
    if ((a.kind == QB_ACT_PLAY || a.kind == QB_ACT_REPLACE) && n < cap)
        out[n++] = (CardEvent){CE_PLAYED, b->current, a.a, b->turn, 0};
    /* a card whose identity is gone from the board was destroyed (replacing one included) */
    for (int l = 0; l < QB_LANES; l++)
        for (int k = 0; k < QB_COLS; k++) {
            const QbZone *z = &b->z[l][k];
            if (z->card < 0) continue;
            bool stays = false;
            for (int l2 = 0; l2 < QB_LANES && !stays; l2++)
                for (int k2 = 0; k2 < QB_COLS && !stays; k2++)
                    stays = s->z[l2][k2].card >= 0 && s->z[l2][k2].uid == z->uid;
            if (!stays && n < cap) out[n++] = (CardEvent){CE_DESTROYED, z->owner, z->card, b->turn, 0};
        }
    if (s->phase == QB_PH_OVER)
        for (int l = 0; l < QB_LANES; l++)
            for (int k = 0; k < QB_COLS; k++) {
                const QbZone *z = &s->z[l][k];
                if (z->card >= 0 && n < cap)
                    out[n++] = (CardEvent){CE_FINAL, z->owner, z->card, s->turn, (int16_t)qb_power(s, z)};
            }
    return n;
}
