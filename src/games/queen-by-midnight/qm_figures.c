/* qm_figures.c — what a Queen by Midnight player weighs, for the hints:
 * each seat's HP and Clout. */
#include "qm.h"

int qm_hint_figures(const GameState *gs, GameFigure *out, int cap)
{
    const QmState *s = (const QmState *)gs;
    int n = 0;
    for (int p = 0; p < s->np; p++) {
        n = game_figure_add(out, n, cap, "HP", p, +1, s->p[p].hp);
        n = game_figure_add(out, n, cap, "Clout", p, +1, s->p[p].clout);
    }
    return n;
}
