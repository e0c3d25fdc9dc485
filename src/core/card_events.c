/* card_events.c — the one helper the modules' card_events hooks share:
 * which cards a seat gained between two states (draws, reveals), and which
 * of its cards an action already accounted for. */
#include <stdlib.h>
#include <string.h>
#include "core/game.h"

static int cmp_i16(const void *x, const void *y)
{
    return *(const int16_t *)x - *(const int16_t *)y;
}

int card_events_gains(const int16_t *before, int nb, const int16_t *after, int na, CardEvent proto,
                      CardEvent *out, int n, int cap)
{
    int16_t b[GM_MAX_CARD_EVENTS], a[GM_MAX_CARD_EVENTS];
    nb = nb < 0 ? 0 : nb > GM_MAX_CARD_EVENTS ? GM_MAX_CARD_EVENTS : nb;
    na = na < 0 ? 0 : na > GM_MAX_CARD_EVENTS ? GM_MAX_CARD_EVENTS : na;
    if (nb > 0) memcpy(b, before, sizeof b[0] * (size_t)nb); /* before may be NULL when nb is 0 */
    if (na > 0) memcpy(a, after, sizeof a[0] * (size_t)na);
    qsort(b, (size_t)nb, sizeof b[0], cmp_i16);
    qsort(a, (size_t)na, sizeof a[0], cmp_i16);
    /* merge: every card of `after` not matched by one of `before` is a gain */
    int i = 0;
    for (int j = 0; j < na && n < cap; j++) {
        while (i < nb && b[i] < a[j]) i++;
        if (i < nb && b[i] == a[j]) {
            i++;
            continue;
        }
        out[n] = proto;
        out[n].card = a[j];
        n++;
    }
    return n;
}

int card_events_moved_out(int16_t *cards, int n, const CardEvent *ev, int nev, int seat)
{
    for (int e = 0; e < nev; e++) {
        if (ev[e].seat != seat) continue;
        for (int i = 0; i < n; i++)
            if (cards[i] == ev[e].card) {
                cards[i] = cards[--n];
                break;
            }
    }
    return n;
}
