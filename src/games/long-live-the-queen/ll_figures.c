/* ll_figures.c — what a Long Live the Queen player weighs, for the hints:
 * each seat's tokens of each colour (three of each wins). */
#include <stdio.h>
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

/* The tile at `pos` of `line` as `seat` may know it: "your Spy", "{p1}'s
 * Sniper", or "{p1}'s face-down tile". */
static void tile_words(const LlState *s, int seat, int line, int pos, char *out, size_t n)
{
    int card = s->card[line][pos];
    bool seen = line == seat || s->up[line][pos] || s->known[line][pos];
    char who[8];
    snprintf(who, sizeof who, line == seat ? "your" : "{p%d}'s", line);
    if (card < 0) snprintf(out, n, "the empty place");
    else if (!seen) snprintf(out, n, "%s face-down tile", who);
    else snprintf(out, n, "%s %s", who, ll_role(s, card));
}

/* A swap changes no token and, to the eye, only two tiles' places: the hint
 * names them ("swaps your Spy at 4 and your Pilot at 5"). */
void ll_hint_move_words(const GameState *gs, int seat, Action a, char *out, size_t n)
{
    const LlState *s = (const LlState *)gs;
    out[0] = 0;
    if (seat < 0 || seat > 1) return;
    int line = seat, lo = a.a, hi = a.a + 1;
    if (a.kind == LA_SWAP) line = s->pend == LL_PC_SPY ? ll_other(seat) : seat;
    else if (a.kind == LA_REORDER) hi = a.b;
    else if (a.kind != LA_REPO_SWAP) return;
    if (lo < 0 || lo >= LL_SLOTS || hi < 0 || hi >= LL_SLOTS) return;
    char x[48], y[48];
    tile_words(s, seat, line, lo, x, sizeof x);
    tile_words(s, seat, line, hi, y, sizeof y);
    if (lo == LL_MASTER) snprintf(out, n, "%s at %d becomes your Master and %s takes its place", y, hi, x);
    else snprintf(out, n, "swaps %s at %d and %s at %d", x, lo, y, hi);
}
