/* test_qc_round_end.c — Queen's Court's view_round_end (game.h): after the
 * play that ends a round, the table as it stood then — each pile's cards and
 * value as scored (end_left / end_right), each hand — not the next deal; it
 * hides what view() hides from the observer; it survives a save; the next
 * play forgets it.  Games are played with a fixed seed, the moves chosen by
 * a fixed generator, so every run meets the same round ends. */
#include "testlib.h"
#include "core/game.h"
#include "games/queens-court/qc.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const GameModule *M = &queens_court_module;
static CardSet *SET;

static QcState *new_game(int players, uint64_t seed)
{
    GameSetup s;
    setup_default(M, &s);
    s.num_players = players;
    Error e = {{0}};
    QcState *st = (QcState *)game_new(M, &s, SET, seed, &e);
    if (!st) fprintf(stderr, "game_new: %s\n", e.msg);
    return st;
}

/* Plays moves picked by *r until a play ends a round (true: *before is the
 * state just before it) or the game ends (false). */
static bool play_to_round_end(QcState *st, QcState *before, uint64_t *r)
{
    Action acts[GM_MAX_ACTIONS];
    for (int guard = 0; guard < 2000; guard++) {
        int n = M->legal_actions((const GameState *)st, acts, GM_MAX_ACTIONS);
        if (n <= 0) return false;
        *r = *r * 6364136223846793005ull + 1442695040888963407ull;
        memcpy(before, st, sizeof *st);
        if (!M->apply((GameState *)st, acts[(*r >> 33) % (uint64_t)n])) return false;
        if ((st->last_flags & QC_LF_ROUND_END) && !st->over) return true;
    }
    return false;
}

static const ViewZone *zone(const View *v, const char *fmt, int p)
{
    char id[VIEW_ID_LEN];
    snprintf(id, sizeof id, fmt, p);
    return view_find(v, id);
}

/* The ended view of `st` (the play after `before`) for `observer` against
 * the truth: `before` with the round-ending card on its pile. */
static void check_ended_view(const QcState *before, const QcState *st, int observer, View *v, View *now)
{
    memset(v, 0, sizeof *v);
    REQUIRE(M->view_round_end((const GameState *)st, observer, v));
    memset(now, 0, sizeof *now);
    M->view((const GameState *)st, observer, now);
    CHECK_INT(v->current_player, GM_TERMINAL); /* nobody moves on a table that is over */
    CHECK(!v->terminal);
    CHECK_STR(v->status, "Round 1 is over");
    CHECK(v->nsummary > 1);
    CHECK_STR(v->summary[0], now->summary[0]); /* the same round told */
    CHECK_INT(v->event_seq, now->event_seq);
    int newdeal_same = 0;
    for (int p = 0; p < st->nplayers; p++) {
        for (int k = 0; k < 2; k++) {
            /* the pile as it stood: before's cards, plus the play that ended the round */
            int8_t truth[QC_PILE_MAX + 1];
            int len = before->pilelen[p][k];
            memcpy(truth, before->pile[p][k], (size_t)len);
            if (st->last_target == p && st->last_pile == k) truth[len++] = st->last_code;
            const ViewZone *z = zone(v, k ? "p%d.right" : "p%d.left", p);
            REQUIRE(z);
            CHECK_INT(z->count, len);
            int shown = len < QC_END_PILE ? len : QC_END_PILE;
            REQUIRE(z->nitems == shown);
            for (int i = 0; i < shown; i++) CHECK_INT(z->items[i].card, st->cardidx[truth[len - shown + i]]);
            int want = k ? st->end_right[p] : st->end_left[p];
            CHECK_INT(z->value, want);                       /* the value scored */
            CHECK_INT(z->items[shown - 1].value, want);      /* shown on its top card */
            CHECK(z->flags & VI_LOCKED);                     /* nothing opens */
            const ViewZone *nz = zone(now, k ? "p%d.right" : "p%d.left", p);
            REQUIRE(nz);
            CHECK_INT(nz->count, 1); /* the next deal: one card a pile */
            newdeal_same += nz->count == z->count && nz->items[0].card == z->items[0].card;
        }
        const ViewZone *sp = zone(v, "p%d.spread", p);
        REQUIRE(sp);
        CHECK_INT(sp->value, st->end_spread[p]);
        /* hands: the owner's faces, everyone else's backs, as view() hides them */
        const ViewZone *h = zone(v, "p%d.hand", p), *nh = zone(now, "p%d.hand", p);
        REQUIRE(h && nh);
        int held = 0;
        for (int c = 1; c < QC_NCODES; c++) held += before->hand[p][c] - (before->turn == p && c == st->last_code);
        CHECK_INT(h->nitems, held);
        CHECK(!(h->flags & VI_HIGHLIGHT));
        int i = 0;
        for (int c = 1; c < QC_NCODES; c++)
            for (int j = 0; j < st->end_hand[p][c] && i < h->nitems; j++, i++) {
                if (p == observer) CHECK_INT(h->items[i].card, st->cardidx[c]);
                else CHECK_INT(h->items[i].card, VIEW_CARD_BACK);
                CHECK(p == observer || !(h->items[i].flags & (VI_FACE_UP | VI_PEEK)));
            }
        if (p != observer)
            for (int j = 0; j < nh->nitems; j++) CHECK_INT(nh->items[j].card, VIEW_CARD_BACK); /* view() hides it too */
    }
    CHECK(newdeal_same < 2 * st->nplayers); /* not the new deal's table */
    const ViewZone *deck = view_find(v, "deck");
    REQUIRE(deck);
    CHECK_INT(deck->nitems, 0); /* spent: the round ends in its second half */
}

/* A 2- and a 3-player game to the end of round 1, the ended table checked
 * for each observer and a spectator; one seat still holding cards (its
 * piles Gloved) is met too, so a hidden hand is checked. */
static void test_round_end_view(void)
{
    View *v = malloc(sizeof *v), *now = malloc(sizeof *now);
    QcState *before = malloc(sizeof *before);
    REQUIRE(v && now && before);
    bool held_hand_seen = false;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        int players = 2 + (int)(seed % 2);
        QcState *st = new_game(players, seed);
        REQUIRE(st);
        uint64_t r = seed;
        if (!play_to_round_end(st, before, &r)) {
            game_free((GameState *)st);
            continue;
        }
        CHECK_INT(st->round, 2); /* the next deal is already in the state */
        for (int o = -1; o < players; o++) check_ended_view(before, st, o, v, now);
        for (int p = 0; p < players; p++)
            for (int c = 1; c < QC_NCODES; c++) held_hand_seen |= st->end_hand[p][c] > 0;
        game_free((GameState *)st);
    }
    CHECK(held_hand_seen);
    free(v);
    free(now);
    free(before);
}

/* The kept table goes into a save and comes back whole; a position written
 * without it gives no ended view (the table then shows view()); the next
 * play forgets it. */
static void test_round_end_saved_and_forgotten(void)
{
    QcState *before = malloc(sizeof *before);
    REQUIRE(before);
    QcState *st = new_game(2, 3);
    REQUIRE(st);
    uint64_t r = 3;
    REQUIRE(play_to_round_end(st, before, &r));
    cJSON *j = M->state_to_json((const GameState *)st);
    REQUIRE(j);
    const cJSON *last = cJSON_GetObjectItem(j, "last");
    CHECK(cJSON_GetObjectItem(last, "round_end_table") != NULL);
    QcState *back = calloc(1, M->state_size);
    Error e = {{0}};
    CHECK(M->state_from_json((GameState *)back, j, SET, &e));
    CHECKF(memcmp(back, st, sizeof *st) == 0, "the state after a save and a load differs (%s)", e.msg);
    View *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    REQUIRE(a && b);
    memset(a, 0, sizeof *a);
    memset(b, 0, sizeof *b);
    CHECK(M->view_round_end((const GameState *)st, 0, a));
    CHECK(M->view_round_end((const GameState *)back, 0, b));
    CHECK(memcmp(a, b, sizeof *a) == 0);

    cJSON_DeleteItemFromObject(cJSON_GetObjectItem(j, "last"), "round_end_table");
    memset(back, 0, M->state_size);
    CHECK(M->state_from_json((GameState *)back, j, SET, &e));
    CHECK(!M->view_round_end((const GameState *)back, 0, b));

    /* a table not of a round end is refused, naming where */
    cJSON *bad = M->state_to_json((const GameState *)st);
    cJSON *evs = cJSON_GetObjectItem(cJSON_GetObjectItem(bad, "last"), "events");
    while (cJSON_GetArraySize(evs) > 0) cJSON_DeleteItemFromArray(evs, 0);
    memset(back, 0, M->state_size);
    CHECK(!M->state_from_json((GameState *)back, bad, SET, &e));
    CHECK_CONTAINS(e.msg, "round_end_table");
    cJSON_Delete(bad);

    Action acts[GM_MAX_ACTIONS];
    REQUIRE(M->legal_actions((const GameState *)st, acts, GM_MAX_ACTIONS) > 0);
    REQUIRE(M->apply((GameState *)st, acts[0]));
    CHECK(!M->view_round_end((const GameState *)st, 0, a));
    cJSON_Delete(j);
    free(a);
    free(b);
    free(back);
    free(before);
    game_free((GameState *)st);
}

int main(void)
{
    SET = tl_load_set(M, NULL);
    if (!SET) return 1;
    RUN(test_round_end_view);
    RUN(test_round_end_saved_and_forgotten);
    carddb_free(SET);
    return tl_summary();
}
