/* qm_figures.c — what a Queen by Midnight player weighs, for the hints:
 * each seat's HP and Clout. */
#include <stdio.h>
#include <string.h>
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

/* A bought card's words: what it brings, as its card reads ("you gain
 * Haymaker, which reads \"Attack: deal Major Brawler damage\""), for the
 * hint beside the Clout it costs. */
void qm_hint_move_words(const GameState *gs, int seat, Action a, char *out, size_t n)
{
    const QmState *s = (const QmState *)gs;
    out[0] = 0;
    if (a.kind != QM_ACT_BUY || a.a < 0 || a.a > 2 || a.b < 0 || a.b > 2 || seat < 0 || seat >= s->np) return;
    const QmPlayer *p = &s->p[seat];
    int c = a.a == QM_BUY_MARKET ? s->market[a.b] : a.a == QM_BUY_VAULT ? p->vault[a.b] : p->war[a.b];
    if (c < 0 || c >= s->set->ncards) return;
    const CardDef *card = &s->set->cards[c];
    char text[112];
    snprintf(text, sizeof text, "%s", card_text(card));
    size_t len = strlen(text);
    if (len + 1 == sizeof text) { /* a long text ends at its last whole word */
        char *cut = strrchr(text, ' ');
        if (cut) *cut = 0;
        len = strlen(text);
        snprintf(text + len, sizeof text - len, "...");
    } else if (len > 0 && text[len - 1] == '.') text[len - 1] = 0; /* the sentence goes on */
    /* a figure set by the seat's levels ("Major Brawler damage") as a number now */
    char now[40] = "";
    const QmCardData *cd = qm_card(s->set, c);
    for (int i = 0; i < cd->neffects && !now[0]; i++)
        if (cd->effects[i].level != QL_NONE) {
            QmPending pend = {.card = (int16_t)c, .effcard = (int16_t)c, .controller = (int8_t)seat};
            snprintf(now, sizeof now, " (%d at your levels now)", qm_effect_count(s, &pend, &cd->effects[i]));
        }
    if (!text[0]) snprintf(out, n, "you gain %s", card->name);
    else snprintf(out, n, "you gain %s, which reads \"%s\"%s", card->name, text, now);
}
