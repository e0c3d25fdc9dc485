/* test_ll_game_over_words.c — Long Live the Queen's seat status once the
 * game is over: the final table shows every tile, so a Master that
 * stayed face down is no longer "(secret)" to its owner; during play it is. */
#include "testlib.h"
#include "ll_kit.h"
#include "core/rng.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_no_secret_after_the_end(void)
{
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    int secret_to_the_end = 0, secret_during_play = 0;
    for (uint64_t seed = 1; seed <= 40 && secret_to_the_end < 2; seed++) {
        GameState *st = new_game(seed);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed * 31);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 600 && M->current_player(st) != GM_TERMINAL; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            REQUIRE(M->apply(st, acts[rng_below(&pick, (uint32_t)n)]));
            const LlState *s = S(st);
            if (M->current_player(st) == GM_TERMINAL || s->card[0][LL_MASTER] < 0 || s->up[0][LL_MASTER] || s->known[0][LL_MASTER])
                continue;
            M->view(st, 0, v); /* in play, a Master nobody else saw is the owner's secret */
            secret_during_play += strstr(v->seat_status[0], "(secret)") != NULL;
        }
        REQUIRE(M->current_player(st) == GM_TERMINAL);
        const LlState *s = S(st);
        for (int p = 0; p < 2; p++) {
            M->view(st, p, v);
            CHECKF(!strstr(v->seat_status[p], "(secret)"), "seed %llu, seat %d at the end: \"%s\"", (unsigned long long)seed, p,
                   v->seat_status[p]);
            if (s->card[p][LL_MASTER] < 0) continue;
            char master[64];
            snprintf(master, sizeof master, "Master %s", ll_role(s, s->card[p][LL_MASTER]));
            CHECKF(strstr(v->seat_status[p], master) != NULL, "seed %llu, seat %d: \"%s\" does not name its %s",
                   (unsigned long long)seed, p, v->seat_status[p], master);
            secret_to_the_end += !s->up[p][LL_MASTER] && !s->known[p][LL_MASTER];
        }
        game_free(st);
    }
    /* the case reported: a Master face down and unseen to the end */
    CHECKF(secret_to_the_end > 0, "no game ended with a Master never seen");
    CHECKF(secret_during_play > 0, "no \"(secret)\" Master during play");
    free(v);
}

int main(void)
{
    if (!ll_kit_open()) return 1;
    RUN(test_no_secret_after_the_end);
    return tl_summary();
}
