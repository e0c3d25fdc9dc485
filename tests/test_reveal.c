/* test_reveal.c — the reveals hook (game.h) that undo trusts: for every game,
 * random playouts check that the module's hook names a reveal whenever the
 * module-free test (game_reveals_sampled: does the taker's view after the
 * action depend on what the taker could not see?) finds one, so undo can
 * never replay a draw, a shuffle, a roll or a turned tile.  Then one case per
 * kind of reveal in each game, set up by playing to it. */
#include "testlib.h"
#include "core/registry.h"
#include <cjson/cJSON.h>
#include <stdlib.h>

static CardSet *load_set(const GameModule *m)
{
    Report problems = {0};
    CardSet *set = carddb_load_named(m, NULL, &problems);
    report_free(&problems);
    return set;
}

static GameState *start(const GameModule *m, const CardSet *set, int nplayers, uint64_t seed)
{
    GameSetup setup;
    setup_default(m, &setup);
    setup.num_players = nplayers;
    Error err = {{0}};
    GameState *st = game_new(m, &setup, set, seed, &err);
    if (!st) fprintf(stderr, "%s: %s\n", m->id, err.msg);
    return st;
}

/* A new game of `id` with its default set (*set to free after the state). */
static GameState *open_game(const char *id, int nplayers, uint64_t seed, const GameModule **m, CardSet **set)
{
    *m = games_find(id);
    *set = *m ? load_set(*m) : NULL;
    return *set ? start(*m, *set, nplayers, seed) : NULL;
}

/* The first legal action whose text starts with `prefix`, applied; false if none. */
static bool play_text(const GameModule *m, GameState *st, const char *prefix, Action *out, GameState **before)
{
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    char t[160];
    for (int i = 0; i < n; i++) {
        m->action_text(st, acts[i], t, sizeof t);
        if (strncmp(t, prefix, strlen(prefix)) != 0) continue;
        *before = game_clone(m, st);
        *out = acts[i];
        return m->apply(st, acts[i]);
    }
    return false;
}

static void hook_never_laxer_than_sampling(void)
{
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        /* the hook is optional for a new module (game_reveals then samples), but every
           shipped game has one: sampling can miss a reveal it happens not to hit */
        CHECKF(m->reveals != NULL, "%s has no reveals hook", m->id);
        if (!m->reveals) printf("  %s: no reveals hook, undo asks game_reveals_sampled\n", m->id);
        CardSet *set = load_set(m);
        REQUIRE(set);
        int actions = 0, reveals = 0, sampled_n = 0;
        for (uint64_t seed = 1; seed <= 12; seed++) {
            GameState *st = start(m, set, m->min_players + (int)(seed % (unsigned)(m->max_players - m->min_players + 1)), seed);
            REQUIRE(st);
            Rng pick;
            rng_seed(&pick, seed * 31);
            for (int step = 0; step < 400 && !game_is_over(m, st); step++) {
                Action acts[GM_MAX_ACTIONS];
                int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
                Action a = acts[rng_below(&pick, (uint32_t)n)];
                GameState *before = game_clone(m, st);
                REQUIRE(m->apply(st, a));
                bool sampled = game_reveals_sampled(m, before, a, st);
                const char *why = game_reveals(m, before, a, st);
                char t[160];
                m->action_text(before, a, t, sizeof t);
                CHECKF(!sampled || why, "%s seed %llu step %d: \"%s\" showed its taker something, but the hook says nothing",
                       m->id, (unsigned long long)seed, step, t);
                actions++;
                reveals += why != NULL;
                sampled_n += sampled;
                game_free(before);
            }
            game_free(st);
        }
        printf("  %s: %d actions, %d reveal by the hook, %d by sampling\n", m->id, actions, reveals, sampled_n);
        CHECKF(sampled_n > 0, "%s: sampling never saw a reveal", m->id);
        CHECKF(reveals > 0 && reveals < actions, "%s: a hook that always or never answers is no test", m->id);
        carddb_free(set);
    }
}

/* Queen's Court: a first-half play draws (a reveal); a second-half play does not. */
static void queens_court_draw_reveals_second_half_does_not(void)
{
    const GameModule *m;
    CardSet *set;
    GameState *st = open_game("queens-court", 3, 7, &m, &set);
    REQUIRE(st);
    Action a;
    GameState *before = NULL;
    REQUIRE(play_text(m, st, "play ", &a, &before));
    const char *why = game_reveals(m, before, a, st);
    CHECK(why != NULL && strstr(why, "drawn"));
    game_free(before);
    /* play on until the draw pile is gone: second-half plays draw nothing */
    bool checked = false;
    for (int i = 0; i < 300 && !game_is_over(m, st) && !checked; i++) {
        REQUIRE(play_text(m, st, "play ", &a, &before));
        cJSON *j = m->state_to_json(before);
        const cJSON *half = cJSON_GetObjectItemCaseSensitive(j, "half");
        bool second = cJSON_IsString(half) && strcmp(half->valuestring, "second") == 0;
        cJSON_Delete(j);
        if (second) {
            why = game_reveals(m, before, a, st);
            /* the round may end on this play (a new deal is a reveal); otherwise nothing */
            j = m->state_to_json(st);
            const cJSON *round_after = cJSON_GetObjectItemCaseSensitive(j, "round");
            cJSON *jb = m->state_to_json(before);
            const cJSON *round_before = cJSON_GetObjectItemCaseSensitive(jb, "round");
            if (cJSON_IsNumber(round_after) && cJSON_IsNumber(round_before) && round_after->valueint == round_before->valueint) {
                CHECKF(why == NULL, "second-half play reported \"%s\"", why ? why : "");
                checked = true;
            }
            cJSON_Delete(j);
            cJSON_Delete(jb);
        }
        game_free(before);
    }
    CHECK(checked);
    game_free(st);
    carddb_free(set);
}

/* Plays the first legal action whose text starts with `prefix`; *why = the
 * hook's answer, *sampled = the module-free one. false if there is none. */
static bool step(const GameModule *m, GameState *st, const char *prefix, const char **why, bool *sampled)
{
    Action a;
    GameState *before = NULL;
    bool ok = play_text(m, st, prefix, &a, &before);
    if (ok) {
        *why = game_reveals(m, before, a, st);
        *sampled = game_reveals_sampled(m, before, a, st);
    }
    game_free(before);
    return ok;
}

/* Queen's Blood: sending cards back draws new ones (a reveal); a play only draws for the opponent. */
static void queens_blood_mulligan_redraw_reveals_play_does_not(void)
{
    const GameModule *m;
    CardSet *set;
    GameState *st = open_game("queens-blood", 2, 11, &m, &set);
    REQUIRE(st);
    const char *why;
    bool sampled;
    REQUIRE(step(m, st, "mulligan toggle", &why, &sampled));
    CHECK(!why && !sampled); /* choosing what to send back shows nothing */
    REQUIRE(step(m, st, "mulligan done", &why, &sampled));
    CHECK(why && strstr(why, "drawn") && sampled);
    REQUIRE(step(m, st, "mulligan done", &why, &sampled)); /* the other seat keeps all: nothing new */
    CHECK(!why && !sampled);
    REQUIRE(step(m, st, "play", &why, &sampled));
    CHECK(!why && !sampled);
    game_free(st);
    carddb_free(set);
}

/* Long Live the Queen: choosing and placing tiles show nothing; arranging at random and rolling do. */
static void long_live_roll_and_random_arrangement_reveal(void)
{
    const GameModule *m;
    CardSet *set;
    GameState *st = open_game("long-live-the-queen", 2, 5, &m, &set);
    REQUIRE(st);
    const char *why;
    bool sampled;
    REQUIRE(step(m, st, "master ", &why, &sampled));
    CHECK(!why && !sampled);
    REQUIRE(step(m, st, "place ", &why, &sampled));
    CHECK(!why && !sampled);
    REQUIRE(step(m, st, "arrange random", &why, &sampled));
    CHECK(why && sampled);
    for (int seat = 0; seat < 2; seat++) { /* the first seat ends its setup; the second sets up at random */
        if (seat == 1) {
            REQUIRE(step(m, st, "master ", &why, &sampled));
            REQUIRE(step(m, st, "arrange random", &why, &sampled));
        }
        REQUIRE(step(m, st, "ready", &why, &sampled));
    }
    REQUIRE(step(m, st, "roll", &why, &sampled));
    CHECK(why && strstr(why, "dice") && sampled);
    game_free(st);
    carddb_free(set);
}

/* Queen by Midnight: while a card resolves and another seat keeps a card face
 * down in its Armory, the move cannot be taken back (whether a reaction window
 * opens would tell of that card); the reason is said so a player sees why:
 * seen with Out to Sea, "whether another seat could react was shown" read as
 * nothing a player would recognise. */
static void queen_by_midnight_face_down_answer_in_words(void)
{
    const GameModule *m = games_find("queen-by-midnight");
    if (!m) return;
    CardSet *set = load_set(m);
    REQUIRE(set);
    const char *want = "another seat's face-down card could have answered it";
    bool seen = false;
    for (uint64_t seed = 1; seed <= 8 && !seen; seed++) {
        GameState *st = start(m, set, 2, seed);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed * 17);
        for (int step = 0; step < 600 && !game_is_over(m, st) && !seen; step++) {
            Action acts[GM_MAX_ACTIONS];
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            Action a = acts[rng_below(&pick, (uint32_t)n)];
            GameState *before = game_clone(m, st);
            REQUIRE(m->apply(st, a));
            const char *why = game_reveals(m, before, a, st);
            CHECKF(!why || !strstr(why, "whether"), "reason \"%s\"", why);
            seen = why && strcmp(why, want) == 0;
            game_free(before);
        }
        game_free(st);
    }
    CHECKF(seen, "no move in 8 games was refused for \"%s\"", want);
    carddb_free(set);
}

int main(void)
{
    RUN(hook_never_laxer_than_sampling);
    RUN(queens_court_draw_reveals_second_half_does_not);
    RUN(queens_blood_mulligan_redraw_reveals_play_does_not);
    RUN(long_live_roll_and_random_arrangement_reveal);
    RUN(queen_by_midnight_face_down_answer_in_words);
    return tl_summary();
}
