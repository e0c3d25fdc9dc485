/* test_hint_words.c — a move's label is what the Hint says ("Hint: <label>
 * (AI estimate …)"), so it must read as advice to a player in one line
 * ("Hints address the player and say why in one line"):
 *  - Queen's Blood's mulligan button says what it does: "Keep this hand", or
 *    "Send back 2, draw 2" — "Hint: Done" told nothing;
 *  - Queen by Midnight's labels give a price only when there is one, as "for 3
 *    Clout": "Play Lifted Coin (0 Clout) (AI estimate …)" was two pairs of
 *    brackets, the first saying nothing;
 *  - the reason: a next best that looks higher rests on fewer tries. */
#include "testlib.h"
#include "core/carddb.h"
#include "core/registry.h"
#include "ai/ai.h"
#include "games/queens-blood/qb.h"
#include <stdlib.h>
#include <string.h>

static CardSet *set_of(const GameModule *m)
{
    Report problems = {0};
    CardSet *set = carddb_load_named(m, NULL, &problems);
    report_free(&problems);
    return set;
}

/* The label of the legal action of kind `kind` (the first), "" if none. */
static const char *label_of_kind(const GameModule *m, const GameState *st, int kind, ActionDesc *d)
{
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    d->label[0] = 0;
    for (int i = 0; i < n; i++)
        if (acts[i].kind == kind) {
            m->describe(st, acts[i], d);
            break;
        }
    return d->label;
}

static void qb_mulligan_button_says_what_it_does(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    GameSetup setup;
    setup_default(m, &setup);
    Error err = {{0}};
    GameState *st = game_new(m, &setup, set, 5, &err);
    REQUIRE(st);
    ActionDesc d;
    CHECK_STR(label_of_kind(m, st, QB_ACT_DONE, &d), "Keep this hand");
    REQUIRE(tl_act(m, st, "mulligan toggle 0"));
    CHECK_STR(label_of_kind(m, st, QB_ACT_DONE, &d), "Send back 1, draw 1");
    REQUIRE(tl_act(m, st, "mulligan toggle 3"));
    CHECK_STR(label_of_kind(m, st, QB_ACT_DONE, &d), "Send back 2, draw 2");
    /* a card to mark is named: the hint says which card to swap */
    const QbState *s = (const QbState *)st;
    char want[96];
    snprintf(want, sizeof want, "Send back %s", set->cards[s->p[s->current].hand[1]].name);
    const char *first = label_of_kind(m, st, QB_ACT_TOGGLE, &d); /* card 0 is marked: taking it back keeps it */
    CHECKF(strncmp(first, "Keep ", 5) == 0, "the marked card's label \"%s\"", first);
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS), named = 0;
    for (int i = 0; i < n; i++) {
        m->describe(st, acts[i], &d);
        named += strcmp(d.label, want) == 0;
    }
    CHECKF(named >= 1, "no label \"%s\" among %d", want, n);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    m->view(st, s->current, v);
    CHECK_STR(v->prompt, "Choose cards to send back, or keep this hand");
    free(v);
    game_free(st);
    carddb_free(set);
}

/* Every label of seeded Queen by Midnight games (2 and 4 seats, random moves):
 * no "(N Clout)", and no price of 0; a price reads "for N Clout". */
static void qm_labels_name_a_price_only_when_there_is_one(void)
{
    const GameModule *m = games_find("queen-by-midnight");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    int labels = 0, priced = 0, free_plays = 0, bad = 0;
    for (int k = 0; k < 2; k++) {
        GameSetup setup;
        setup_default(m, &setup);
        setup.num_players = k ? 4 : 2;
        Error err = {{0}};
        GameState *st = game_new(m, &setup, set, 3 + (uint64_t)k, &err);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, 17 + (uint64_t)k);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 600 && !game_is_over(m, st); step++) {
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            for (int i = 0; i < n; i++) {
                ActionDesc d;
                m->describe(st, acts[i], &d);
                labels++;
                bool wrong = strstr(d.label, "Clout)") != NULL || strstr(d.label, "for 0 Clout") != NULL;
                CHECKF(!wrong || bad++ >= 3, "step %d: label \"%s\"", step, d.label);
                priced += strstr(d.label, " Clout") != NULL;
                free_plays += strncmp(d.label, "Play ", 5) == 0 && !strstr(d.label, " Clout");
            }
            REQUIRE(m->apply(st, acts[rng_below(&pick, (uint32_t)n)]));
        }
        game_free(st);
    }
    printf("  %d labels: %d with a price, %d free plays named without one\n", labels, priced, free_plays);
    CHECKF(priced > 0 && free_plays > 0, "the games never offered both a priced move and a free play");
    carddb_free(set);
}

/* The reason after a hint: the estimate and the next best; a next best that
 * looks higher is said to rest on fewer tries (the AI plays the move it tried
 * most: "69% …; next best 75%" read as the wrong advice). */
static void hint_reason_explains_a_higher_next_best(void)
{
    AiStats st;
    memset(&st, 0, sizeof st);
    st.legal = 5;
    st.value = 0.62;
    st.runner_up = 0.55;
    char why[128];
    ai_hint_reason(&st, why, sizeof why);
    CHECK_STR(why, "AI estimate: 62% win after this move; next best 55%");
    st.value = 0.69;
    st.runner_up = 0.75;
    ai_hint_reason(&st, why, sizeof why);
    CHECK_STR(why, "AI estimate: 69% win after this move; next best 75% on fewer tries");
    st.legal = 1;
    ai_hint_reason(&st, why, sizeof why);
    CHECK_STR(why, "the only legal move");
}

int main(void)
{
    RUN(qb_mulligan_button_says_what_it_does);
    RUN(qm_labels_name_a_price_only_when_there_is_one);
    RUN(hint_reason_explains_a_higher_next_best);
    return tl_summary();
}
