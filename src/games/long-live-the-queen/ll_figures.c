/* ll_figures.c — what a Long Live the Queen player weighs, for the hints:
 * each seat's tokens of each colour (three of each wins). */
#include "ll.h"

int ll_hint_figures(const GameState *gs, GameFigure *out, int cap)
{
    const LlState *s = (const LlState *)gs;
    static const char *const NAME[LL_NCOL] = {"red tokens", "yellow tokens", "blue tokens"};
    int n = 0;
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < LL_NCOL; c++) n = game_figure_add(out, n, cap, NAME[c], p, +1, s->tokens[p][c]);
    return n;
}
