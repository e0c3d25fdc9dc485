/* test_qb_flow.c — Queen's Blood game flow: setup and the mulligan, passing,
 * the words of moves and prompts, the view's zones, saves (JSON), determinizing,
 * and apply's legality check.  Split from test_queens_blood.c (rules). */
#include "testlib.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include "core/json_util.h"
#include "core/registry.h"
#include "games/queens-blood/qb.h"
#include "qb_kit.h"

/* ---- game flow ---- */
static void test_setup_and_mulligan(void)
{
    GameState *st = new_game(7);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    CHECK_INT(s->phase, QB_PH_MULLIGAN);
    CHECK_INT(s->p[0].nhand, 5);
    CHECK_INT(s->p[1].ndeck, 10);
    int first = s->first;
    CHECK_INT(s->current, first);
    CHECK_STR(s->z[1][0].pawns == 1 && s->z[1][0].pawn_owner == 0 ? "ok" : "no", "ok");
    CHECK_STR(s->z[2][4].pawns == 1 && s->z[2][4].pawn_owner == 1 ? "ok" : "no", "ok");
    int16_t c0 = s->p[first].hand[0], c1 = s->p[first].hand[1];
    REQUIRE(act(s, "mulligan toggle 0"));
    REQUIRE(act(s, "mulligan toggle 1"));
    REQUIRE(act(s, "mulligan toggle 1")); /* toggled back */
    REQUIRE(act(s, "mulligan toggle 1"));
    REQUIRE(act(s, "mulligan done"));
    CHECK_INT(s->p[first].nhand, 5);
    CHECK_INT(s->p[first].ndeck, 10);
    CHECK_INT(s->p[first].deck[0], c0); /* bottom of the deck */
    CHECK_INT(s->p[first].deck[1], c1);
    char said[64];
    snprintf(said, sizeof said, "{p%d} sent back 2 cards and drew as many", first);
    CHECK_STR(s->last_event, said);
    CHECK_INT(s->current, 1 - first);
    CHECK_INT(s->phase, QB_PH_MULLIGAN);
    REQUIRE(act(s, "mulligan done"));
    snprintf(said, sizeof said, "{p%d} kept the whole hand", 1 - first); /* not "sent back 0 cards" */
    CHECK_STR(s->last_event, said);
    CHECK_INT(s->phase, QB_PH_PLAY);
    CHECK_INT(s->current, first);
    CHECK_INT(s->p[first].nhand, 5); /* no draw on the game's first turn */
    REQUIRE(act(s, "pass"));
    CHECK_INT(s->p[1 - first].nhand, 6); /* the second player draws */
    game_free(st);
}

/* The mulligan always ends: after QB_MULLIGAN_TOGGLES changes only "done"
 * is left (an AI toggling one card on and off never finished a game). */
static void test_mulligan_toggles_are_capped(void)
{
    GameState *st = new_game(7);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    int first = s->current;
    for (int i = 0; i < QB_MULLIGAN_TOGGLES; i++) REQUIRE(act(s, "mulligan toggle 0"));
    CHECK(!act(s, "mulligan toggle 1"));
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
    CHECK_INT(n, 1);
    char t[64];
    M->action_text(st, acts[0], t, sizeof t);
    CHECK_STR(t, "mulligan done");
    CHECK(((s->p[first].mull_sel) & 1) == 0); /* ten toggles of card 0: kept */
    REQUIRE(act(s, "mulligan done"));
    CHECK_INT(s->current, 1 - first);
    CHECK(act(s, "mulligan toggle 1")); /* the other player has a fresh budget */
    game_free(st);
}

static void test_mulligan_choice_is_secret(void)
{
    GameState *st = new_game(21);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    int me = s->current;
    REQUIRE(act(s, "mulligan toggle 2"));
    View *v = malloc(sizeof *v);
    char zid[16];
    snprintf(zid, sizeof zid, "p%d.hand", me);
    M->view(st, me, v);
    CHECK_STR(v->prompt, "Choose cards to send back, or keep this hand");
    char status[64]; /* says what the seat does now, and who goes first */
    snprintf(status, sizeof status, "Mulligan — {p%d} chooses ({p%d} goes first)", me, s->first);
    CHECK_STR(v->status, status);
    CHECK(view_find(v, zid)->items[2].flags & VI_SELECTED);
    M->view(st, 1 - me, v);
    const ViewZone *h = view_find(v, zid);
    CHECK_INT(h->items[2].card, VIEW_CARD_BACK);
    CHECK(!(h->items[2].flags & VI_SELECTED));
    Action a;
    Error e;
    REQUIRE(game_parse_action(M, st, "mulligan toggle 2", &a, &e));
    ActionDesc d;
    M->describe(st, a, &d);
    /* the card by name: the table logs it for its chooser alone (test_ui_log) */
    char want[96];
    snprintf(want, sizeof want, "Keep %s", s->set->cards[s->p[me].hand[2]].name);
    CHECK_STR(d.label, want);
    free(v);
    game_free(st);
}

static void test_two_passes_end_the_game(void)
{
    QbState *s = load_pos("watchers-played");
    REQUIRE(s);
    REQUIRE(act(s, "pass"));
    REQUIRE(act(s, "play page -> 0.4"));
    REQUIRE(act(s, "pass"));
    CHECK(M->current_player((GameState *)s) != GM_TERMINAL); /* not consecutive */
    REQUIRE(act(s, "pass"));
    CHECK_INT(M->current_player((GameState *)s), GM_TERMINAL);
    Action acts[8];
    CHECK_INT(M->legal_actions((GameState *)s, acts, 8), 0);
    free(s);
}

static void test_texts_and_describe(void)
{
    QbState *s = load_pos("worked-example");
    REQUIRE(s);
    Action a;
    Error e;
    REQUIRE(game_parse_action(M, (GameState *)s, "play thornlash -> 0.0", &a, &e));
    ActionDesc d;
    M->describe((GameState *)s, a, &d);
    CHECK_STR(d.src_zone, "p0.hand");
    CHECK_INT(d.src_index, 0);
    CHECK_STR(d.dst_zone, "board.0.0");
    CHECK_STR(d.label, "Play Thornlash in the top lane, leftmost space"); /* as the board shows it, not "lane 1, zone 1" */
    REQUIRE(game_parse_action(M, (GameState *)s, "pass", &a, &e));
    M->describe((GameState *)s, a, &d);
    CHECK_STR(d.src_zone, "");
    CHECK_STR(d.label, "Pass");
    free(s);
}

/* The prompt says what the seat to play can do: when a pass is all that is
 * left it says why ("The board is full: pass"), never "Play a card or pass".
 * Seeded random games, to their end, read at every turn. */
static void test_prompt_says_when_only_a_pass_is_left(void)
{
    int only_pass = 0, full = 0;
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    for (uint64_t seed = 1; seed <= 40; seed++) {
        GameSetup setup;
        setup_default(M, &setup);
        Error err = {{0}};
        GameState *st = game_new(M, &setup, g_set, seed, &err);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed);
        for (int step = 0; step < 200 && !game_is_over(M, st); step++) {
            const QbState *s = (const QbState *)st;
            Action acts[GM_MAX_ACTIONS];
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            memset(v, 0, sizeof *v);
            M->view(st, s->current, v);
            if (s->phase == QB_PH_PLAY) {
                int cards = 0;
                for (int l = 0; l < QB_LANES; l++)
                    for (int k = 0; k < QB_COLS; k++) cards += s->z[l][k].card >= 0;
                if (n == 1) {
                    only_pass++;
                    full += cards == QB_LANES * QB_COLS;
                    CHECKF(strstr(v->prompt, ": pass") != NULL, "seed %llu step %d: only a pass, prompt \"%s\"",
                           (unsigned long long)seed, step, v->prompt);
                    if (cards == QB_LANES * QB_COLS) CHECK_STR(v->prompt, "The board is full: pass");
                } else CHECK_STR(v->prompt, "Play a card or pass");
            }
            /* play a card when one can be played, so boards fill up */
            REQUIRE(M->apply(st, acts[n > 1 ? rng_below(&pick, (uint32_t)(n - 1)) : 0]));
        }
        game_free(st);
    }
    free(v);
    printf("  %d turns with only a pass (%d on a full board)\n", only_pass, full);
    CHECK(only_pass > 0 && full > 0);
}

static void test_view_zone_ids(void)
{
    QbState *s = load_pos("loop");
    REQUIRE(s);
    View *v = malloc(sizeof *v);
    M->view((GameState *)s, 0, v);
    const char *ids[] = {"board.0.0", "board.2.4", "lane0.p0", "lane2.p1", "p0.hand", "p1.hand",
                         "p0.deck", "p1.deck", "p0.score", "p1.score", "castle"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) CHECKF(view_find(v, ids[i]), "missing zone %s", ids[i]);
    const ViewZone *z = view_find(v, "board.1.2");
    REQUIRE(z && z->nitems == 1);
    CHECK_INT(z->items[0].value, 3);
    CHECK_INT(z->items[0].base, 2);
    CHECK(z->items[0].flags & VI_ENHANCED);
    const ViewZone *lane = view_find(v, "lane1.p0");
    CHECK_INT(lane->value, 1 + 1 + 3);
    CHECK(lane->flags & VI_HIGHLIGHT);
    CHECK_INT(view_find(v, "p1.hand")->items[0].card, VIEW_CARD_BACK);
    CHECK_STR(v->prompt, "Play a card or pass");
    free(v);
    free(s);
}

static void test_json_round_trip(void)
{
    const char *names[] = {"worked-example", "loop", "raise-per", "add-to-hand"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        QbState *s = load_pos(names[i]);
        REQUIRE(s);
        if (i == 3) REQUIRE(act(s, "play quartermaster -> 1.0"));
        cJSON *j = M->state_to_json((GameState *)s);
        char *t1 = cJSON_PrintUnformatted(j);
        QbState *b = calloc(1, M->state_size);
        Error e = {{0}};
        CHECKF(M->state_from_json((GameState *)b, j, g_set, &e), "%s", e.msg);
        cJSON *j2 = M->state_to_json((GameState *)b);
        char *t2 = cJSON_PrintUnformatted(j2);
        CHECK_STR(t1, t2);
        free(t1);
        free(t2);
        cJSON_Delete(j);
        cJSON_Delete(j2);
        free(b);
        free(s);
    }
}

static void test_determinize_keeps_own_hand(void)
{
    GameState *st = new_game(11);
    REQUIRE(st);
    QbState *s = (QbState *)st;
    while (s->phase == QB_PH_MULLIGAN) REQUIRE(act(s, "mulligan done"));
    int me = s->current;
    QbState before = *s;
    Rng r;
    rng_seed(&r, 99);
    M->determinize(st, me, &r);
    CHECK(memcmp(s->p[me].hand, before.p[me].hand, sizeof before.p[me].hand) == 0);
    CHECK_INT(s->p[1 - me].nhand, before.p[1 - me].nhand);
    CHECK_INT(s->p[1 - me].ndeck, before.p[1 - me].ndeck);
    /* the opponent's cards are a permutation of the same multiset */
    int cnt[256] = {0};
    for (int i = 0; i < before.p[1 - me].nhand; i++) cnt[before.p[1 - me].hand[i]]++;
    for (int i = 0; i < before.p[1 - me].ndeck; i++) cnt[before.p[1 - me].deck[i]]++;
    for (int i = 0; i < s->p[1 - me].nhand; i++) cnt[s->p[1 - me].hand[i]]--;
    for (int i = 0; i < s->p[1 - me].ndeck; i++) cnt[s->p[1 - me].deck[i]]--;
    bool same = true;
    for (int i = 0; i < 256; i++) same &= cnt[i] == 0;
    CHECK(same);
    /* canonical: two worlds that differ only in hidden cards sample alike */
    QbState *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    *a = before;
    *b = *s;
    Rng r1, r2;
    rng_seed(&r1, 5);
    rng_seed(&r2, 5);
    M->determinize((GameState *)a, me, &r1);
    M->determinize((GameState *)b, me, &r2);
    CHECK(memcmp(a, b, sizeof *a) == 0);
    free(a);
    free(b);
    game_free(st);
}

/* apply accepts exactly the listed actions (it checks legality without listing) */
static void test_apply_accepts_exactly_the_legal_actions(void)
{
    GameState *st = new_game(3);
    REQUIRE(st);
    GameState *tmp = game_clone(M, st);
    Rng r;
    rng_seed(&r, 5);
    int mismatches = 0, probes = 0;
    for (int move = 0; move < 60 && M->current_player(st) != GM_TERMINAL; move++) {
        Action acts[GM_MAX_ACTIONS];
        int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
        for (int kind = 0; kind <= 6; kind++)
            for (int a = -1; a <= g_set->ncards; a += (kind == QB_ACT_PLAY || kind == QB_ACT_REPLACE) ? 1 : 7)
                for (int b = 0; b < 4; b++)
                    for (int c = 0; c < 6; c++) {
                        Action x = {(int16_t)kind, (int16_t)a, (int16_t)b, (int16_t)c};
                        bool listed = false;
                        for (int i = 0; i < n; i++) listed |= action_eq(acts[i], x);
                        game_copy(M, tmp, st);
                        bool applied = M->apply(tmp, x);
                        probes++;
                        if (applied != listed) mismatches++;
                        if (!applied) mismatches += memcmp(tmp, st, M->state_size) != 0;
                    }
        /* mostly play, so the board fills */
        Action pick = acts[rng_below(&r, (uint32_t)n)];
        if (pick.kind == QB_ACT_PASS && n > 1 && rng_below(&r, 4)) pick = acts[0];
        REQUIRE(M->apply(st, pick));
    }
    CHECK(probes > 1000);
    CHECK_INT(mismatches, 0);
    game_free(tmp);
    game_free(st);
}

int main(void)
{
    if (!qb_kit_open()) return 1;
    RUN(test_setup_and_mulligan);
    RUN(test_mulligan_toggles_are_capped);
    RUN(test_mulligan_choice_is_secret);
    RUN(test_two_passes_end_the_game);
    RUN(test_texts_and_describe);
    RUN(test_view_zone_ids);
    RUN(test_json_round_trip);
    RUN(test_determinize_keeps_own_hand);
    RUN(test_apply_accepts_exactly_the_legal_actions);
    RUN(test_prompt_says_when_only_a_pass_is_left);
    qb_kit_close();
    return tl_summary();
}
