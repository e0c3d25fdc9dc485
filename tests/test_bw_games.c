/* test_bw_games.c — Blood Wars whole games: random games at 2, 3 and 5 seats
 * end with a winner on VP, a save mid-Assembly keeps what was stacked this
 * turn, and the end names each seat's victory pool. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include "bw_kit.h"

static void test_random_games_at_two_three_and_five(void)
{
    const int seats[] = {2, 3, 5};
    int n_games = getenv("CT_TEST_QUICK") ? 100 : 500;
    for (int k = 0; k < 3; k++) {
        int ended = 0, won = 0;
        for (int seed = 0; seed < n_games; seed++) {
            GameSetup setup;
            setup_default(M, &setup);
            setup.num_players = seats[k];
            setup.option[0] = seed % 3;
            setup.option[1] = (seed / 3) % 3;
            for (int p = 0; p < seats[k]; p++) snprintf(setup.deck[p], sizeof setup.deck[p], "%s", g_set->decks[(seed + p) % g_set->ndecks].id);
            GameState *st = game_new(M, &setup, g_set, (uint64_t)seed, NULL);
            REQUIRE(st);
            Rng r;
            rng_seed(&r, (uint64_t)seed * 31 + 7);
            Action acts[GM_MAX_ACTIONS];
            for (int step = 0; step < 40000 && M->current_player(st) != GM_TERMINAL; step++) {
                int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
                if (n <= 0) break;
                M->apply(st, acts[rng_below(&r, (uint32_t)n)]);
            }
            ended += M->current_player(st) == GM_TERMINAL;
            won += ((BwState *)st)->winner >= 0;
            game_free(st);
        }
        printf("  %d seats: %d/%d games ended, %d with a winner on VP\n", seats[k], ended, n_games, won);
        CHECK_INT(ended, n_games);
        CHECKF(won * 10 >= n_games * 9, "only %d of %d games reached the VP goal", won, n_games);
    }
}

/* Saving mid-Assembly keeps which cards were stacked this turn (BC_FRESH,
 * in each battle card's "flags"): they are still not offered back after a
 * load, and state_from_json(state_to_json(s)) reproduces every battle card
 * and the whole JSON in every state of the Assembly of a few random games. */
static int fresh_cards(const BwState *s)
{
    int n = 0;
    for (int p = 0; p < s->nplayers; p++)
        for (int k = 0; k < s->p[p].nw; k++)
            for (int j = 0; j < s->p[p].w[k].nbh; j++) n += (s->p[p].w[k].bh[j].flags & BC_FRESH) != 0;
    return n;
}

/* every battle card's fields, the flags included (slots past nbh are dead) */
static bool same_battle_hands(const BwState *a, const BwState *b)
{
    for (int p = 0; p < a->nplayers; p++)
        for (int k = 0; k < a->p[p].nw; k++) {
            const BwWarlord *x = &a->p[p].w[k], *y = &b->p[p].w[k];
            if (x->card != y->card || x->nbh != y->nbh) return false;
            for (int j = 0; j < x->nbh; j++)
                if (memcmp(&x->bh[j], &y->bh[j], sizeof x->bh[j]) != 0) return false;
        }
    return true;
}

static void test_stacked_this_turn_survives_a_save(void)
{
    int seen = 0, assembly_states = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        GameSetup setup;
        setup_default(M, &setup);
        GameState *st = game_new(M, &setup, g_set, seed, NULL);
        REQUIRE(st);
        Rng r;
        rng_seed(&r, seed * 13 + 5);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 3000 && M->current_player(st) != GM_TERMINAL; step++) {
            const BwState *s = (const BwState *)st;
            if (s->phase == BP_ASSEMBLY) {
                assembly_states++;
                cJSON *j = M->state_to_json(st);
                char *text = cJSON_PrintUnformatted(j);
                cJSON_Delete(j);
                Error e = {{0}};
                /* as a position file is read */
                BwState *back = (BwState *)game_from_text(M, text, strlen(text), "position", g_set, &e);
                CHECKF(back != NULL, "seed %llu step %d: %s", (unsigned long long)seed, step, e.msg);
                if (back) {
                    CHECK_INT(fresh_cards(back), fresh_cards(s));
                    CHECKF(same_battle_hands(back, s) && back->exchanges == s->exchanges && back->nreturned == s->nreturned,
                           "seed %llu step %d: the battle hands differ after the round trip", (unsigned long long)seed, step);
                    cJSON *again = M->state_to_json((GameState *)back);
                    char *text2 = cJSON_PrintUnformatted(again);
                    cJSON_Delete(again);
                    CHECK_STR(text2, text);
                    cJSON_free(text2);
                    Action a1[GM_MAX_ACTIONS], a2[GM_MAX_ACTIONS];
                    int n1 = M->legal_actions(st, a1, GM_MAX_ACTIONS), n2 = M->legal_actions((GameState *)back, a2, GM_MAX_ACTIONS);
                    CHECK(n1 == n2 && memcmp(a1, a2, sizeof *a1 * (size_t)n1) == 0);
                    seen += fresh_cards(s) > 1;
                    game_free((GameState *)back);
                }
                cJSON_free(text);
            }
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            if (n <= 0) break;
            M->apply(st, acts[rng_below(&r, (uint32_t)n)]);
        }
        game_free(st);
    }
    CHECKF(seen >= 5, "only %d Assembly states with 2+ fresh cards (of %d in Assembly)", seen, assembly_states);
}

/* The end explains itself: besides "Ben wins with 16 VP", one history line a
 * seat names the battlefields in its victory pool ("{p1}: 16 VP from …"). */
static void test_outcome_names_the_victory_pools(void)
{
    int ended = 0;
    for (uint64_t seed = 1; seed <= 6 && !ended; seed++) {
        GameSetup setup;
        setup_default(M, &setup);
        GameState *st = game_new(M, &setup, g_set, seed, NULL);
        REQUIRE(st);
        Rng r;
        rng_seed(&r, seed * 31 + 7);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 40000 && M->current_player(st) != GM_TERMINAL; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            REQUIRE(M->apply(st, acts[rng_below(&r, (uint32_t)n)]));
        }
        if (M->current_player(st) == GM_TERMINAL) {
            ended++;
            const BwState *s = (const BwState *)st;
            View *v = calloc(1, sizeof *v);
            REQUIRE(v);
            M->view(st, 0, v);
            CHECK_INT(v->nhistory, s->nplayers);
            for (int q = 0; q < s->nplayers && q < v->nhistory; q++) {
                char want[64];
                snprintf(want, sizeof want, "{p%d}: %d VP", q, bw_vp(s, q));
                CHECK_CONTAINS(v->history[q], want);
                if (s->p[q].npool > 0) CHECK_CONTAINS(v->history[q], g_set->cards[s->p[q].pool[0]].name);
            }
            free(v);
        }
        game_free(st);
    }
    CHECK(ended > 0);
}

int main(void)
{
    if (!bw_kit_open()) return 1;
    RUN(test_stacked_this_turn_survives_a_save);
    RUN(test_random_games_at_two_three_and_five);
    RUN(test_outcome_names_the_victory_pools);
    bw_kit_close();
    return tl_summary();
}
