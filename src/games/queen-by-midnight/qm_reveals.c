/* qm_reveals.c — what an action showed the seat that took it (game.h:
 * reveals), so undo never takes back a draw, a shuffle, a roll, a new market
 * or vault card, or a look at a card another seat kept hidden. */
#include "qm.h"
#include <string.h>

static bool armory_hidden_changed(const QmPlayer *b, const QmPlayer *a)
{
    for (int i = 0; i < b->narmory; i++) {
        if (!b->armory[i].face_down) continue;
        /* a hidden card moved, left or was turned up */
        if (i >= a->narmory || a->armory[i].card != b->armory[i].card || !a->armory[i].face_down) return true;
    }
    return false;
}

static bool has_face_down(const QmPlayer *p)
{
    for (int i = 0; i < p->narmory; i++)
        if (p->armory[i].face_down) return true;
    return false;
}

const char *qm_reveals(const GameState *before, Action act, const GameState *after)
{
    (void)act;
    const QmState *b = (const QmState *)before, *a = (const QmState *)after;
    if (memcmp(&b->rng, &a->rng, sizeof b->rng) != 0) return "the dice were rolled or a deck was shuffled";
    for (int d = 0; d < 3; d++)
        if (a->nbaz[d] < b->nbaz[d] || a->market[d] != b->market[d]) return "a new bazaar card was turned up";
    if (a->phase == QM_PH_OVER && b->phase != QM_PH_OVER) return "the game ended and every card was shown";
    /* a new turn: start-of-turn Armory cards and flip offers depend on hidden cards */
    if (a->turns != b->turns) return "a new turn began";
    int me = qm_cur_player(b);
    /* while a card resolves, who must answer next (a reaction window opening
     * or not) depends on the Reactions others keep face down */
    if (a->depth > 0 || b->depth > 0)
        for (int p = 0; p < b->np; p++)
            if (p != me && has_face_down(&b->p[p])) return "another seat's face-down card could have answered it";
    for (int p = 0; p < b->np; p++) {
        const QmPlayer *pb = &b->p[p], *pa = &a->p[p];
        if (pa->ndeck < pb->ndeck) return "a card was drawn";
        if (pa->nvaultdeck < pb->nvaultdeck || memcmp(pa->vault, pb->vault, sizeof pa->vault) != 0)
            return "a vault card was turned up";
        if (pa->status != pb->status) return "a princess left the game and her cards were shown";
        if (p == me) continue;
        if (armory_hidden_changed(pb, pa)) return "a hidden card was shown";
        /* another seat's hand or declaration changed where the taker may see it */
        if (pa->nhand != pb->nhand || memcmp(pa->hand, pb->hand, sizeof pa->hand) != 0) return "another hand was shown";
        if (pa->declared != pb->declared) return "a declaration was shown";
    }
    return NULL;
}
