/* qb_figures.c — what a Queen's Blood player weighs, for the hints: each
 * lane's totals (who leads it) and the spaces each side holds. */
#include <stdio.h>
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

/* The mulligan's moves change no figure and nothing the seat sees on the
 * table: the hint says what they do ("sends back 2 cards under your deck
 * and draws as many"). */
void qb_hint_move_words(const GameState *st, int seat, Action a, char *out, size_t n)
{
    const QbState *s = (const QbState *)st;
    out[0] = 0;
    if (seat < 0 || seat > 1) return;
    const QbPlayer *p = &s->p[seat];
    if (a.kind == QB_ACT_TOGGLE && a.a >= 0 && a.a < p->nhand) {
        /* the label names the card ("Send back Clockwork Owl") */
        if ((p->mull_sel >> a.a) & 1) snprintf(out, n, "it stays in your hand after all");
        else snprintf(out, n, "it goes under your deck for a new card");
    } else if (a.kind == QB_ACT_DONE) {
        int marked = 0;
        for (int i = 0; i < p->nhand; i++) marked += (int)((p->mull_sel >> i) & 1);
        if (marked == 0) snprintf(out, n, "keeps the %d cards you were dealt", p->nhand);
        else snprintf(out, n, "sends back %d card%s under your deck and draws as many", marked, marked == 1 ? "" : "s");
    }
}
