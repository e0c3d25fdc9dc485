/* qb_figures.c — what a Queen's Blood player weighs, for the hints: each
 * lane's totals (who leads it) and the spaces each side holds. */
#include "qb.h"

int qb_hint_figures(const GameState *st, GameFigure *out, int cap)
{
    const QbState *s = (const QbState *)st;
    static const char *const LANE[QB_LANES] = {"the top lane", "the middle lane", "the bottom lane"};
    int tot[QB_LANES][2];
    qb_lane_totals(s, tot);
    int n = 0;
    for (int l = 0; l < QB_LANES; l++)
        for (int w = 0; w < 2; w++) n = game_figure_lead(out, n, cap, LANE[l], w, tot[l][w]);
    int held[2] = {0, 0};
    for (int l = 0; l < QB_LANES; l++)
        for (int c = 0; c < QB_COLS; c++) {
            const QbZone *z = &s->z[l][c];
            int who = z->card >= 0 ? z->owner : z->pawns > 0 ? z->pawn_owner : -1;
            if (who == 0 || who == 1) held[who]++;
        }
    for (int w = 0; w < 2; w++) n = game_figure_add(out, n, cap, "spaces held", w, +1, held[w]);
    return n;
}
