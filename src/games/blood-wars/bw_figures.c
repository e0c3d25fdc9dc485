/* bw_figures.c — what a Blood Wars player weighs, for the hints: each
 * seat's VP (the victory pool), warlords on the table and cards in the
 * command hand. */
#include "bw.h"

int bw_hint_figures(const GameState *gs, GameFigure *out, int cap)
{
    const BwState *s = (const BwState *)gs;
    int n = 0;
    for (int p = 0; p < s->nplayers; p++) {
        n = game_figure_add(out, n, cap, "VP", p, +1, bw_vp(s, p));
        n = game_figure_add(out, n, cap, "warlords on the table", p, +1, s->p[p].nw);
        n = game_figure_add(out, n, cap, "cards in hand", p, +1, s->p[p].nhand);
    }
    return n;
}
