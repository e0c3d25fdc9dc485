/* qc_figures.c — what a Queen's Court player weighs, for the hints: each
 * seat's rounds won, spread this round (the smallest wins it) and cards
 * left in hand. */
#include "qc.h"

int qc_hint_figures(const GameState *gs, GameFigure *out, int cap)
{
    const QcState *s = (const QcState *)gs;
    int n = 0;
    for (int p = 0; p < s->nplayers; p++) {
        n = game_figure_add(out, n, cap, "rounds won", p, +1, s->wins[p]);
        n = game_figure_add(out, n, cap, "spread", p, -1, qc_spread(s, p));
        n = game_figure_add(out, n, cap, "cards in hand", p, -1, qc_hand_size(s, p));
    }
    return n;
}
