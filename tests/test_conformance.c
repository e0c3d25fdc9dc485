/* test_conformance.c — the contract every registered game keeps (game.h):
 * random playouts reach the end; legal actions sorted, unique, non-empty
 * until the end; an illegal action leaves the state byte-identical; clones are
 * independent; seed + actions replays exactly; save -> load round-trips;
 * every state reached reads back from its JSON byte-identical (finished ones too; sampled ones also
 * member by member, as a position file is read); determinize never changes what
 * the observer sees; returns are in range; action texts parse back. */
#include "testlib.h"
#include "readers_agree.h"
#include "core/registry.h"
#include "core/save.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#define MAX_GAME_LENGTH 20000

static const CardSet *the_set;
static const CardSet *find_set(const GameModule *m, const char *id, void *ctx) { return the_set; }

/* Random games per game: 200 (Blood Wars, the slowest, about 0.15 s of CPU
 * each), 60 under CT_TEST_QUICK (the sanitizer stages, which look for memory
 * and arithmetic faults, not for rare rule paths); CT_CONFORMANCE_SEEDS sets
 * another number, such as 2000 for a long run by hand. */
static int seeds_per_game(void)
{
    const char *n = getenv("CT_CONFORMANCE_SEEDS");
    if (n && atoi(n) > 0) return atoi(n);
    return getenv("CT_TEST_QUICK") ? 60 : 200;
}

static char *json_text(const GameModule *m, const GameState *st)
{
    cJSON *j = m->state_to_json(st);
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

/* Sorted by action_cmp, no duplicates, texts unique and parsed back. */
/* state_from_json(state_to_json(s)) reproduces s for every state a game
 * reaches, the finished one included: the same JSON, the same seat to act and
 * legal actions, and (on sampled steps) the same view for every seat. Bytes
 * are not compared: modules leave dead slots (cards past the deck's end, text
 * after a NUL) that no position holds. */
static void check_json_round_trip(const GameModule *m, const CardSet *set, const GameState *st, int nplayers,
                                  bool views, uint64_t seed, int step)
{
    char *t1 = json_text(m, st);
    Error err = {{0}};
    GameState *back = NULL;
    /* on sampled steps also read as a position file is (member by member),
     * which must agree with the tree (on every step: 2.5x the test's time) */
    const char *differ = NULL;
    if (views) differ = position_readers_differ(m, set, t1, strlen(t1), &back, &err);
    else {
        cJSON *j = cJSON_Parse(t1);
        back = game_from_json(m, j, set, &err);
        cJSON_Delete(j);
    }
    CHECKF(differ == NULL, "%s seed %llu step %d: %s", m->id, (unsigned long long)seed, step, differ);
    CHECKF(back != NULL, "%s seed %llu step %d: state_from_json rejected its own output: %s\n%s", m->id,
           (unsigned long long)seed, step, err.msg, t1);
    if (back) {
        char *t2 = json_text(m, back);
        CHECKF(strcmp(t1, t2) == 0, "%s seed %llu step %d: state JSON does not round-trip", m->id,
               (unsigned long long)seed, step);
        static Action a1[GM_MAX_ACTIONS], a2[GM_MAX_ACTIONS];
        int n1 = m->legal_actions(st, a1, GM_MAX_ACTIONS), n2 = m->legal_actions(back, a2, GM_MAX_ACTIONS);
        CHECKF(m->current_player(st) == m->current_player(back) && n1 == n2 &&
                   memcmp(a1, a2, sizeof *a1 * (size_t)(n1 > 0 ? n1 : 0)) == 0,
               "%s seed %llu step %d: the state read back has other moves", m->id, (unsigned long long)seed, step);
        for (int p = 0; views && p < nplayers; p++) {
            static View v1, v2;
            memset(&v1, 0, sizeof v1);
            memset(&v2, 0, sizeof v2);
            m->view(st, p, &v1);
            m->view(back, p, &v2);
            CHECKF(memcmp(&v1, &v2, sizeof v1) == 0, "%s seed %llu step %d: seat %d sees another table after the round trip",
                   m->id, (unsigned long long)seed, step, p);
        }
        cJSON_free(t2);
        game_free(back);
    }
    cJSON_free(t1);
}

static bool check_legal_list(const GameModule *m, const GameState *st, const Action *acts, int n)
{
    bool ok = true;
    for (int i = 1; i < n; i++)
        if (action_cmp(acts[i - 1], acts[i]) >= 0) {
            CHECKF(0, "%s: legal actions %d and %d out of order or duplicated", m->id, i - 1, i);
            ok = false;
        }
    char a[160], b[160];
    for (int i = 0; i < n && ok; i++) {
        m->action_text(st, acts[i], a, sizeof a);
        CHECKF(a[0] != 0, "%s: empty action text", m->id);
        for (int k = i + 1; k < n; k++) {
            m->action_text(st, acts[k], b, sizeof b);
            if (strcmp(a, b) == 0) {
                CHECKF(0, "%s: two legal actions share the text \"%s\"", m->id, a);
                ok = false;
            }
        }
        Action back;
        Error e;
        if (!game_parse_action(m, st, a, &back, &e) || !action_eq(back, acts[i])) {
            CHECKF(0, "%s: text \"%s\" does not parse back", m->id, a);
            ok = false;
        }
        ActionDesc d;
        memset(&d, 0, sizeof d);
        m->describe(st, acts[i], &d);
        CHECKF(d.label[0] != 0, "%s: action \"%s\" has no label", m->id, a);
    }
    return ok;
}

static void check_illegal_untouched(const GameModule *m, GameState *st, const Action *acts, int n)
{
    GameState *before = game_clone(m, st);
    Action probes[4] = {{.kind = 999}, {.kind = -1}, {0}, {0}};
    int np = 2;
    if (n > 0) {
        probes[np] = acts[n - 1];
        probes[np].c += 77;
        probes[np + 1] = acts[0];
        probes[np + 1].a -= 55;
        np += 2;
    }
    for (int i = 0; i < np; i++) {
        bool is_legal = false;
        for (int k = 0; k < n; k++) is_legal |= action_eq(acts[k], probes[i]);
        if (is_legal) continue;
        bool applied = m->apply(st, probes[i]);
        CHECKF(!applied, "%s: illegal action {%d,%d,%d,%d} was applied", m->id, probes[i].kind, probes[i].a,
               probes[i].b, probes[i].c);
        CHECKF(memcmp(before, st, m->state_size) == 0, "%s: illegal action changed the state", m->id);
        if (applied) game_copy(m, st, before);
    }
    game_free(before);
}

/* state_bytes: everything after the used bytes is zero, so copying only those is a full copy */
static void check_unused_tail_zero(const GameModule *m, const GameState *st, const char *what)
{
    size_t used = game_state_bytes(m, st);
    CHECKF(used > 0 && used <= m->state_size, "%s: state_bytes %zu outside 1..%zu", m->id, used, m->state_size);
    const unsigned char *b = (const unsigned char *)st;
    for (size_t i = used; i < m->state_size; i++)
        if (b[i]) {
            CHECKF(0, "%s: %s: byte %zu after the %zu used bytes is not zero", m->id, what, i, used);
            break;
        }
}

static void check_determinize_keeps_view(const GameModule *m, const GameState *st, int observer, uint64_t seed)
{
    /* two views for the whole run: a View is ~145 KB, and a fresh pair per
     * call (mapped and zeroed each time) was a third of this test's time */
    static View *a, *b;
    if (!a) a = malloc(sizeof *a), b = malloc(sizeof *b);
    GameState *c = game_clone(m, st);
    m->view(st, observer, a);
    Rng r;
    rng_seed(&r, seed);
    m->determinize(c, observer, &r);
    check_unused_tail_zero(m, c, "determinized");
    m->view(c, observer, b);
    if (memcmp(a, b, sizeof *a) != 0) {
        for (int z = 0; z < a->nzones; z++)
            if (memcmp(&a->zones[z], &b->zones[z], sizeof a->zones[z]) != 0) {
                CHECKF(0, "%s: determinize for seat %d changed what it sees in zone %s", m->id, observer, a->zones[z].id);
                break;
            }
        CHECKF(0, "%s: determinize changed the observer's view", m->id);
    }
    /* a determinized state is still a legal, playable position */
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(c, acts, GM_MAX_ACTIONS);
    CHECKF((n == 0) == (m->current_player(c) == GM_TERMINAL), "%s: determinized state has no moves", m->id);
    game_free(c);
}

/* The quiet copy agrees with the loud one on everything but text: whose turn,
 * the legal actions (acts[0..n) of the loud one; n = 0: not listed), the
 * heuristic and, at the end, the returns. */
static void check_quiet_twin(const GameModule *m, const GameState *loud, const GameState *quiet, const Action *acts,
                             int n, int nplayers, uint64_t seed, int step)
{
    int cp = m->current_player(loud);
    check_unused_tail_zero(m, quiet, "quiet copy"); /* so copying its used bytes is a full copy */
    CHECKF(m->current_player(quiet) == cp, "%s seed %llu step %d: quiet copy has player %d to act, loud %d", m->id,
           (unsigned long long)seed, step, m->current_player(quiet), cp);
    if (n > 0) {
        Action *qa = malloc(sizeof(Action) * GM_MAX_ACTIONS);
        int qn = qa ? m->legal_actions(quiet, qa, GM_MAX_ACTIONS) : -1;
        CHECKF(qn == n && memcmp(qa, acts, sizeof(Action) * (size_t)n) == 0,
               "%s seed %llu step %d: quiet copy lists %d legal actions, loud %d (or others)", m->id,
               (unsigned long long)seed, step, qn, n);
        free(qa);
    }
    double rl[GM_MAX_PLAYERS] = {0}, rq[GM_MAX_PLAYERS] = {0};
    if (cp == GM_TERMINAL) {
        m->returns(loud, rl);
        m->returns(quiet, rq);
    } else if (m->heuristic) {
        for (int p = 0; p < nplayers; p++) rl[p] = m->heuristic(loud, p), rq[p] = m->heuristic(quiet, p);
    }
    for (int p = 0; p < nplayers; p++)
        CHECKF(rl[p] == rq[p], "%s seed %llu step %d: seat %d valued %g by the quiet copy, %g by the loud one", m->id,
               (unsigned long long)seed, step, p, rq[p], rl[p]);
}

static void play_one(const GameModule *m, const CardSet *set, uint64_t seed, int *failures_seen)
{
    GameSetup setup;
    tl_random_setup(m, set, seed, &setup);
    Error err = {{0}};
    GameState *st = game_new(m, &setup, set, seed, &err);
    CHECKF(st != NULL, "%s seed %llu: game_new failed: %s", m->id, (unsigned long long)seed, err.msg);
    if (!st) return;
    GameRecord rec;
    record_init(&rec, m, set, &setup, seed);
    Rng r;
    rng_seed(&r, seed ^ 0xABCDEFull);
    Action acts[GM_MAX_ACTIONS];
    int steps = 0;
    const int failures_at_start = tl_failures;
    /* a quiet twin (GameModule.quiet) takes the same actions and must reach the same positions */
    GameState *twin = m->quiet ? game_clone(m, st) : NULL;
    if (twin) m->quiet(twin);
    bool deep = seed % 25 == 0; /* the costly checks on every step of some games */
    while (steps < MAX_GAME_LENGTH && tl_failures == failures_at_start) {
        int cp = m->current_player(st);
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        check_json_round_trip(m, set, st, setup.num_players, deep || steps % 17 == 0 || cp == GM_TERMINAL, seed, steps);
        if (cp == GM_TERMINAL) {
            CHECKF(n == 0, "%s: terminal state offers %d actions", m->id, n);
            break;
        }
        CHECKF(cp >= 0 && cp < setup.num_players, "%s: current player %d out of range", m->id, cp);
        CHECKF(n > 0, "%s seed %llu step %d: no legal actions before the end", m->id, (unsigned long long)seed, steps);
        if (n <= 0) break;
        if (deep || steps % 17 == 0) {
            check_legal_list(m, st, acts, n);
            check_unused_tail_zero(m, st, "in play");
            check_illegal_untouched(m, st, acts, n);
            for (int obs = 0; obs < setup.num_players; obs++) check_determinize_keeps_view(m, st, obs, seed + (uint64_t)steps);
        }
        Action a = acts[rng_below(&r, (uint32_t)n)];
        if (deep || steps % 23 == 0) {
            /* clone independence: acting on the clone leaves the original alone */
            GameState *copy = game_clone(m, st), *pristine = game_clone(m, st);
            CHECK(m->apply(copy, a));
            CHECKF(memcmp(st, pristine, m->state_size) == 0, "%s: applying to a clone changed the original", m->id);
            game_free(copy);
            game_free(pristine);
        }
        if (twin) check_quiet_twin(m, st, twin, acts, n, setup.num_players, seed, steps);
        bool ok = m->apply(st, a);
        CHECKF(ok, "%s: a legal action was refused", m->id);
        if (!ok) break;
        if (twin) CHECKF(m->apply(twin, a), "%s seed %llu step %d: the quiet copy refused a legal action", m->id,
                         (unsigned long long)seed, steps);
        record_push(&rec, a);
        steps++;
    }
    if (twin) {
        check_quiet_twin(m, st, twin, acts, 0, setup.num_players, seed, steps);
        game_free(twin);
    }
    CHECKF(steps < MAX_GAME_LENGTH, "%s seed %llu: no end after %d actions", m->id, (unsigned long long)seed, steps);
    if (m->current_player(st) == GM_TERMINAL) {
        double ret[GM_MAX_PLAYERS] = {0};
        m->returns(st, ret);
        for (int p = 0; p < setup.num_players; p++) CHECKF(ret[p] >= 0 && ret[p] <= 1, "%s: return %g out of [0,1]", m->id, ret[p]);
    }
    /* seed + actions replays to the identical state */
    GameState *replayed = record_replay(&rec, -1, &err);
    CHECKF(replayed && memcmp(replayed, st, m->state_size) == 0, "%s seed %llu: replay differs", m->id,
           (unsigned long long)seed);
    game_free(replayed);
    /* save -> load round trip */
    if (deep || seed % 10 == 1) {
        cJSON *sj = save_to_json(&rec, &err);
        CHECKF(sj != NULL, "%s: save failed: %s", m->id, err.msg);
        if (sj) {
            GameRecord loaded;
            GameState *ls = NULL;
            the_set = set;
            bool ok = save_from_json(sj, "save", find_set, NULL, &loaded, &ls, &err);
            CHECKF(ok, "%s: load of own save failed: %s", m->id, err.msg);
            if (ok) {
                CHECKF(memcmp(ls, st, m->state_size) == 0, "%s: loaded save differs from the game", m->id);
                CHECK_INT(loaded.nactions, rec.nactions);
                game_free(ls);
                record_free(&loaded);
            }
            cJSON_Delete(sj);
        }
    }
    if (tl_failures != failures_at_start) (*failures_seen)++;
    record_free(&rec);
    game_free(st);
}

/* Every table entry the rest of the program calls without checking is set
 * (heuristic, validate_set and validate_deck are the optional ones). */
static void test_every_module_fills_its_table(void)
{
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        CHECKF(m->id && m->title && m->blurb && m->default_set, "game %d: names missing", g);
        CHECKF(m->min_players >= 1 && m->max_players <= GM_MAX_PLAYERS && m->min_players <= m->max_players,
               "%s: player counts", m->id);
        CHECKF(m->state_size > 0 && m->num_options <= GM_MAX_OPTIONS, "%s: sizes", m->id);
#define NEED(f) CHECKF(m->f != NULL, "%s: GameModule." #f " is not set", m->id)
        NEED(load_card); NEED(init); NEED(current_player); NEED(legal_actions); NEED(apply); NEED(returns);
        NEED(determinize); NEED(describe); NEED(action_text); NEED(view); NEED(state_to_json); NEED(state_from_json);
#undef NEED
    }
}

/* A game whose seats build decks tells the deck builder its cards'
 * attributes: the same names in the same order for every card, within cap,
 * and every one of its default set's decks made of cards that go into decks. */
static void test_deck_games_describe_their_cards(void)
{
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        if (!(m->flags & GM_DECKS)) continue;
        CHECKF(m->validate_deck && m->deck_problems && m->card_attrs,
               "%s: a deck game needs validate_deck, deck_problems (every problem of a deck) and card_attrs", m->id);
        if (!m->card_attrs) continue;
        Report problems = {0};
        CardSet *set = carddb_load_named(m, NULL, &problems);
        report_free(&problems);
        if (!set) continue;
        CardAttr first[GM_MAX_CARD_ATTRS], a[GM_MAX_CARD_ATTRS];
        int nfirst = -1;
        for (int i = 0; i < set->ncards; i++) {
            int n = m->card_attrs(set, i, a, GM_MAX_CARD_ATTRS);
            CHECKF(n >= -1 && n <= GM_MAX_CARD_ATTRS, "%s: card_attrs returned %d", m->id, n);
            if (n < 0) continue;
            if (nfirst < 0) { nfirst = n; memcpy(first, a, sizeof a); }
            CHECKF(n == nfirst, "%s: card %s has %d attributes, the first card %d", m->id, set->cards[i].id, n, nfirst);
            for (int k = 0; k < n && k < nfirst; k++)
                CHECKF(a[k].name && strcmp(a[k].name, first[k].name) == 0 && a[k].flags == first[k].flags,
                       "%s: card %s: attribute %d differs from the first card's", m->id, set->cards[i].id, k);
        }
        CHECKF(nfirst > 0, "%s: no card has attributes", m->id);
        for (int d = 0; d < set->ndecks; d++)
            for (int k = 0; k < set->decks[d].ncards; k++)
                CHECKF(m->card_attrs(set, set->decks[d].cards[k], a, GM_MAX_CARD_ATTRS) >= 0,
                       "%s: deck %s holds a card card_attrs keeps out of decks", m->id, set->decks[d].id);
        carddb_free(set);
    }
}

static void test_every_game_keeps_the_contract(void)
{
    CHECK(games_count() >= 1);
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        const char *only = getenv("CT_CONFORMANCE_GAME"); /* while working on one game */
        if (only && strcmp(only, m->id) != 0) continue;
        Report problems = {0};
        CardSet *set = carddb_load_named(m, NULL, &problems);
        CHECKF(set != NULL, "%s: default set did not load: %s", m->id, problems.count ? problems.lines[0] : "?");
        report_free(&problems);
        if (!set) continue;
        int bad_games = 0, n = seeds_per_game();
        for (int s = 0; s < n && bad_games < 3; s++) play_one(m, set, (uint64_t)s, &bad_games);
        printf("  %-22s %d seeds%s\n", m->id, n, bad_games ? " — FAILURES" : " ok");
        carddb_free(set);
    }
}

int main(void)
{
    RUN(test_every_module_fills_its_table);
    RUN(test_deck_games_describe_their_cards);
    RUN(test_every_game_keeps_the_contract);
    return tl_summary();
}
