/* test_long_live_the_queen.c — the rules of Long Live the Queen, one test per
 * rule: positions come from tests/positions/long-live-the-queen/ (JSON) (via
 * state_from_json) and are adjusted tile by tile; dice are set by reseeding
 * the state's own Rng until the roll gives the wanted position (ll_kit.c).
 * The roll's own resolution is tested in test_ll_roll.c, each tile's ability
 * in test_ll_abilities.c, the tile set's loading and errors in test_ll_tile_set.c. */
#include "testlib.h"
#include "ll_kit.h"
#include "ai/ai.h"
#include "core/json_util.h"
#include <cjson/cJSON.h>
#include <stdlib.h>

/* --------------------------------------------------------------- setup */

static void test_setup_by_actions(void)
{
    GameState *st = new_game(42);
    REQUIRE(st != NULL);
    CHECK_INT(M->current_player(st), 0);
    CHECK_STR(id_at(st, 0, 7), "princess");
    CHECK(S(st)->up[0][7] && S(st)->up[1][7]);
    /* only tiles with a prestige colour may be Master */
    const char *ok[] = {"sniper", "assassin", "schemer", "noble", "pilot", "entertainer", "spy"};
    for (int i = 0; i < 7; i++) {
        char t[64];
        snprintf(t, sizeof t, "master %s", ok[i]);
        CHECKF(legal(st, t), "%s should be a legal Master", ok[i]);
    }
    CHECK(!legal(st, "master gambler"));
    CHECK(!legal(st, "master princess"));
    CHECK(!legal(st, "master recruit"));
    CHECK(!legal(st, "master guard"));
    CHECK(legal(st, "arrange random")); /* everything at random, the Master too */
    CHECK_INT(nlegal(st), 8);
    REQUIRE(act(st, "master noble"));
    /* tile by tile onto the next empty position */
    CHECK(legal(st, "place sniper -> 2"));
    CHECK(!legal(st, "place sniper -> 3"));
    CHECK(!legal(st, "place noble -> 2"));    /* it is the Master */
    CHECK(!legal(st, "place princess -> 2")); /* already on 7 */
    CHECK(legal(st, "arrange random"));
    REQUIRE(act(st, "place recruit -> 2"));
    REQUIRE(act(st, "place recruit -> 3"));
    CHECK(!legal(st, "place recruit -> 4")); /* both copies placed */
    REQUIRE(act(st, "place guard -> 4"));
    /* the other seat learns nothing of it */
    View *v = calloc(1, sizeof *v);
    M->view(st, 1, v);
    const ViewZone *z = view_find(v, "p0.pos4");
    REQUIRE(z && z->nitems == 1);
    CHECK_INT(z->items[0].card, VIEW_CARD_BACK);
    CHECK(strstr(v->last_event, "guard") == NULL && strstr(v->last_event, "Guard") == NULL);
    z = view_find(v, "p0.master");
    REQUIRE(z && z->nitems == 1);
    CHECK_INT(z->items[0].card, VIEW_CARD_BACK);
    M->view(st, 0, v);
    z = view_find(v, "p0.pos4");
    CHECK_INT(z->items[0].card, card_of("guard"));
    CHECK(z->items[0].flags & VI_PEEK);
    CHECK_CONTAINS(v->last_event, "Ironclad Guard");
    z = view_find(v, "p0.pos7");
    CHECK(z->items[0].flags & VI_FACE_UP);
    REQUIRE(act(st, "arrange random"));
    CHECK(legal(st, "ready"));
    Action all[GM_MAX_ACTIONS];
    int nall = M->legal_actions(st, all, GM_MAX_ACTIONS);
    for (int i = 0; i < nall; i++) /* besides ready: swaps of placed tiles only */
        CHECK(all[i].kind == LA_READY || all[i].kind == LA_REORDER);
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) CHECK(S(st)->card[0][pos] >= 0);
    CHECK_STR(id_at(st, 0, 2), "recruit");
    CHECK_STR(id_at(st, 0, 4), "guard");
    REQUIRE(act(st, "ready"));
    CHECK_INT(M->current_player(st), 1);
    REQUIRE(act(st, "master spy"));
    REQUIRE(act(st, "arrange random"));
    REQUIRE(act(st, "ready"));
    /* the start: highest roll begins, never a tie */
    LlState *s = S(st);
    CHECK_INT(s->phase, LL_PH_ROLL);
    CHECK_INT(s->turn, 1);
    int r0 = s->start_dice[0][0] + s->start_dice[0][1], r1 = s->start_dice[1][0] + s->start_dice[1][1];
    CHECK(r0 != r1);
    CHECK_INT(s->starter, r0 > r1 ? 0 : 1);
    CHECK_INT(M->current_player(st), s->starter);
    CHECK(legal(st, "roll"));
    /* each side has all 12 tiles */
    for (int p = 0; p < 2; p++) {
        int count[LL_MAX_CARDS] = {0};
        for (int slot = 0; slot < LL_SLOTS; slot++)
            if (slot != 1) count[s->card[p][slot]]++;
        for (int c = 0; c < SET->ncards; c++) CHECK_INT(count[c], SET->cards[c].copies);
    }
    free(v);
    game_free(st);
}

/* Setup: the tiles still to place are in "p<s>.gang", face known to their
 * owner only; "place" and "master" name the tile there as their source. */
static void test_setup_gang_zone(void)
{
    GameState *st = new_game(7);
    REQUIRE(st != NULL);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    M->view(st, 0, v);
    const ViewZone *g = view_find(v, "p0.gang");
    REQUIRE(g && g->kind == VZ_HAND && g->owner == 0);
    CHECK_INT(g->nitems, 11); /* 12 tiles, the Princess already on 7 */
    for (int i = 0; i < g->nitems; i++) {
        CHECK(g->items[i].card >= 0 && (g->items[i].flags & VI_PEEK) && !(g->items[i].flags & VI_FACE_UP));
        CHECK(g->items[i].card != card_of("princess"));
    }
    const ViewZone *og = view_find(v, "p1.gang");
    REQUIRE(og && og->nitems == 11);
    for (int i = 0; i < og->nitems; i++) CHECK_INT(og->items[i].card, VIEW_CARD_BACK);
    /* the rival and a spectator see only backs of p0's */
    for (int obs = -1; obs <= 1; obs += 2) {
        M->view(st, obs, v);
        g = view_find(v, "p0.gang");
        REQUIRE(g && g->nitems == 11);
        for (int i = 0; i < g->nitems; i++) CHECK_INT(g->items[i].card, VIEW_CARD_BACK);
    }
    /* "master noble": source = the Noble in the gang, target = the Master slot */
    Action acts[GM_MAX_ACTIONS];
    Action a;
    Error e = {{0}};
    REQUIRE(game_parse_action(M, st, "master noble", &a, &e));
    ActionDesc d;
    M->describe(st, a, &d);
    CHECK_STR(d.src_zone, "p0.gang");
    CHECK_STR(d.dst_zone, "p0.master");
    M->view(st, 0, v);
    g = view_find(v, "p0.gang");
    REQUIRE(d.src_index >= 0 && d.src_index < g->nitems);
    CHECK_INT(g->items[d.src_index].card, card_of("noble"));
    REQUIRE(act(st, "master noble"));
    M->view(st, 0, v);
    CHECK_INT(view_find(v, "p0.gang")->nitems, 10);
    /* every place action: its tile, from the gang, to the next empty position */
    int n = M->legal_actions(st, acts, GM_MAX_ACTIONS), places = 0;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind != LA_PLACE) continue;
        places++;
        M->describe(st, acts[i], &d);
        CHECK_STR(d.src_zone, "p0.gang");
        CHECK_STR(d.dst_zone, "p0.pos2");
        g = view_find(v, "p0.gang");
        REQUIRE(d.src_index >= 0 && d.src_index < g->nitems);
        CHECK_INT(g->items[d.src_index].card, acts[i].a);
    }
    CHECK(places >= 8);
    REQUIRE(act(st, "place guard -> 2"));
    M->view(st, -1, v); /* the public account names no tile */
    CHECK_STR(v->last_event, "{p0} placed a tile at 2");
    M->view(st, 0, v);
    CHECK_CONTAINS(v->last_event, "Ironclad Guard");
    g = view_find(v, "p0.gang");
    CHECK_INT(g->nitems, 9);
    for (int i = 0; i < g->nitems; i++) CHECK(g->items[i].card != card_of("guard"));
    /* after setup the zone stays, empty */
    REQUIRE(act(st, "arrange random"));
    REQUIRE(act(st, "ready"));
    REQUIRE(act(st, "master spy"));
    REQUIRE(act(st, "arrange random"));
    REQUIRE(act(st, "ready"));
    M->view(st, 0, v);
    CHECK(view_find(v, "p0.gang") && view_find(v, "p0.gang")->nitems == 0);
    CHECK(view_find(v, "p1.gang") && view_find(v, "p1.gang")->nitems == 0);
    free(v);
    game_free(st);
}

/* "arrange random" from the first step sets a Master aside too; "reorder"
 * swaps two placed tiles (the Master slot with a tile that may be Master,
 * never the Princess), at most LL_SETUP_SWAPS times per seat; the rival's
 * account names no tile, and a swap can be taken back (nothing revealed). */
static void test_setup_reorder(void)
{
    GameState *st = new_game(42);
    REQUIRE(st != NULL);
    CHECK(!legal(st, "reorder 2 3")); /* nothing placed yet */
    REQUIRE(act(st, "arrange random"));
    LlState *s = S(st);
    REQUIRE(s->card[0][LL_MASTER] >= 0);
    CHECK(ll_info(s, s->card[0][LL_MASTER])->can_be_master);
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) CHECK(s->card[0][pos] >= 0);
    CHECK_STR(id_at(st, 0, 7), "princess");
    CHECK(legal(st, "ready"));
    CHECK(!legal(st, "reorder 3 7") && !legal(st, "reorder 7 9")); /* the Princess stays on 7 */
    CHECK(!legal(st, "reorder 5 3"));                               /* a < b: one text per swap */
    int c3 = s->card[0][3], c5 = s->card[0][5];
    GameState *before = game_clone(M, st);
    Action a;
    Error e = {{0}};
    REQUIRE(game_parse_action(M, st, "reorder 3 5", &a, &e));
    ActionDesc d;
    M->describe(st, a, &d);
    CHECK_STR(d.src_zone, "p0.pos3");
    CHECK_STR(d.dst_zone, "p0.pos5");
    CHECK(d.swap_ends);
    REQUIRE(act(st, "reorder 3 5"));
    CHECK_INT(s->card[0][3], c5);
    CHECK_INT(s->card[0][5], c3);
    CHECK_INT(s->setup_swaps[0], 1);
    CHECK(game_reveals(M, before, a, st) == NULL); /* undo may take it back */
    game_free(before);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    M->view(st, 1, v);
    CHECK_STR(v->last_event, "{p0} swapped two of their tiles");
    M->view(st, 0, v);
    CHECK_CONTAINS(v->last_event, SET->cards[c3].name);
    /* the Master slot: only with a tile that may be Master */
    int eligible = 0, other = 0;
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        if (pos == LL_PRINCESS_POS) continue;
        if (ll_info(s, s->card[0][pos])->can_be_master) eligible = eligible ? eligible : pos;
        else other = other ? other : pos;
    }
    REQUIRE(eligible && other);
    char t[40];
    snprintf(t, sizeof t, "reorder master %d", other);
    CHECK(!legal(st, t));
    int old_master = s->card[0][LL_MASTER], incoming = s->card[0][eligible];
    snprintf(t, sizeof t, "reorder master %d", eligible);
    REQUIRE(act(st, t));
    CHECK_INT(s->card[0][LL_MASTER], incoming);
    CHECK_INT(s->card[0][eligible], old_master);
    /* the bound: ten swaps, then only "ready" */
    for (int k = 2; k < LL_SETUP_SWAPS; k++) REQUIRE(act(st, "reorder 2 3"));
    CHECK_INT(s->setup_swaps[0], LL_SETUP_SWAPS);
    CHECK(!legal(st, "reorder 2 3"));
    CHECK_INT(nlegal(st), 1);
    /* the count survives a position round trip */
    cJSON *j = M->state_to_json(st);
    GameState *back = game_from_json(M, j, SET, &e);
    cJSON_Delete(j);
    REQUIRE(back != NULL);
    CHECK_INT(S(back)->setup_swaps[0], LL_SETUP_SWAPS);
    game_free(back);
    /* the AI leaves the swaps to people: from a full line it is ready */
    REQUIRE(M->ai_skips);
    for (int k = 0; k < 4; k++) {
        GameState *fresh = new_game(100 + (uint64_t)k);
        REQUIRE(fresh);
        REQUIRE(act(fresh, "arrange random"));
        AiConfig cfg;
        REQUIRE(ai_parse_spec(k < 2 ? "random" : "ismcts:easy/it=60/t=0", &cfg, &e));
        Action pick = ai_choose(M, fresh, 0, &cfg, 7 + (uint64_t)k, NULL);
        CHECKF(pick.kind == LA_READY, "the AI took action kind %d at a full line", pick.kind);
        game_free(fresh);
    }
    /* the other seat has its own ten */
    REQUIRE(act(st, "ready"));
    REQUIRE(act(st, "arrange random"));
    CHECK(legal(st, "reorder 2 3"));
    free(v);
    game_free(st);
}

/* ------------------------------------------------------------ the Guard */

static void test_guard_protects_neighbours_not_himself(void)
{
    /* left neighbour */
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 1, 6, "guard", 1);
    put(st, 1, 5, "schemer", 1);
    put(st, 0, 5, "assassin", 1);
    REQUIRE(roll_to(st, 5));
    CHECK(S(st)->up[1][5]);
    CHECK_CONTAINS(event(st), "saved by the Guard");
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 1); /* so the Schemer acted */
    game_free(st);

    /* right neighbour: the Princess on 7 survives a Sniper from 7 */
    st = load_pos("base.json");
    put(st, 1, 6, "guard", 1);
    put(st, 0, 7, "sniper", 1);
    put(st, 0, 9, "princess", 1);
    REQUIRE(roll_to(st, 7));
    CHECK(S(st)->up[1][7]);
    CHECK_INT(S(st)->winner, -1);
    game_free(st);

    /* not himself */
    st = load_pos("base.json");
    put(st, 1, 6, "guard", 1);
    put(st, 0, 6, "assassin", 1);
    REQUIRE(roll_to(st, 6));
    CHECK(!S(st)->up[1][6]);
    game_free(st);

    /* a face-down Guard protects nobody */
    st = load_pos("base.json");
    put(st, 1, 6, "guard", 0);
    put(st, 1, 5, "schemer", 1);
    put(st, 0, 5, "assassin", 1);
    REQUIRE(roll_to(st, 5));
    CHECK(!S(st)->up[1][5]);
    game_free(st);
}

/* -------------------------------------------------------------- tokens */

static void test_six_tokens_return_to_supply(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 2, "sniper", 1);
    set_tokens(st, 0, 5, 0, 0);
    REQUIRE(roll_to(st, 2));
    CHECK_INT(S(st)->tokens[0][LL_RED], 0);
    CHECK_INT(S(st)->supply[LL_RED], 6);
    CHECK_CONTAINS(event(st), "all 6 red");
    game_free(st);

    /* also when the sixth comes from the opponent (Gambler) */
    st = gambler_position(0, 2, 0);
    S(st)->tokens[0][LL_YELLOW] = 4;
    S(st)->supply[LL_YELLOW] = 0;
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 0);
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 0);
    CHECK_INT(S(st)->supply[LL_YELLOW], 6);
    game_free(st);
}

static void test_empty_supply_gives_nothing(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 2, "sniper", 1);
    set_tokens(st, 0, 3, 0, 0);
    set_tokens(st, 1, 3, 0, 0);
    REQUIRE(roll_to(st, 2));
    CHECK_INT(S(st)->tokens[0][LL_RED], 3);
    CHECK_INT(S(st)->supply[LL_RED], 0);
    CHECK_CONTAINS(event(st), "no red token left");
    game_free(st);

    /* Noble with the whole supply empty: no yellow, no choice */
    st = load_pos("base.json");
    set_master(st, 0, "pilot");
    put(st, 0, 4, "noble", 1);
    set_tokens(st, 0, 4, 4, 2); /* every token held, nobody with 3 of each */
    set_tokens(st, 1, 2, 2, 4);
    REQUIRE(roll_to(st, 4));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 4);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

/* --------------------------------------------------------- repositioning */

static void test_change_master(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    LlState *s = S(st);
    s->phase = LL_PH_REPOSITION;
    put(st, 0, 2, "sniper", 1);
    put(st, 0, 6, "gambler", 1);
    put(st, 0, 11, "guard", 1);
    put(st, 0, 3, "assassin", 0);
    put(st, 0, 5, "recruit", 1);
    CHECK(legal(st, "reposition master 2"));
    CHECK(!legal(st, "reposition master 6"));  /* Gambler */
    CHECK(!legal(st, "reposition master 11")); /* Guard */
    CHECK(!legal(st, "reposition master 7"));  /* Princess */
    CHECK(!legal(st, "reposition master 5"));  /* Recruit */
    CHECK(!legal(st, "reposition master 3"));  /* face down */
    GameState *keep = game_clone(M, st);
    Action bad = {LA_REPO_MASTER, 6, 0, 0};
    CHECK(!M->apply(st, bad));
    CHECK(memcmp(keep, st, M->state_size) == 0);
    Action bad2 = {LA_REPO_MASTER, 3, 0, 0};
    CHECK(!M->apply(st, bad2));
    CHECK(memcmp(keep, st, M->state_size) == 0);
    game_free(keep);
    REQUIRE(act(st, "reposition master 2"));
    CHECK_STR(id_at(st, 0, LL_MASTER), "sniper");
    /* in words: "made Sniper Master; old Master Noble out at 2" read like an engine's */
    CHECK_CONTAINS(S(st)->last_event, "{p0} made their Sniper the Master; the old Master, their Noble, is now face up at 2");
    CHECK(!s->up[0][LL_MASTER]);
    CHECK_STR(id_at(st, 0, 2), "noble");
    CHECK(s->up[0][2]); /* the old Master comes out face up */
    CHECK_INT(M->current_player(st), 1);
    /* the rival saw it go: it is known to p1, though face down */
    View *v = calloc(1, sizeof *v);
    M->view(st, 1, v);
    const ViewZone *z = view_find(v, "p0.master");
    CHECK_INT(z->items[0].card, card_of("sniper"));
    CHECK(z->items[0].flags & VI_PEEK);
    /* each seat's status says what that seat knows: seen by both, so
     * not "secret" to either, and face down, so not "revealed" */
    CHECK_STR(strstr(v->seat_status[0], "Master"), "Master Sniper (you saw it)");
    M->view(st, 0, v);
    /* who saw it by name: the results screen shows this line to the rival,
     * for whom "the rival saw it" meant themselves */
    CHECK_STR(strstr(v->seat_status[0], "Master"), "Master Sniper ({p1} saw it)");
    M->view(st, -1, v); /* a spectator was told nothing */
    CHECK_STR(strstr(v->seat_status[0], "Master"), "Master hidden");
    /* p1's Master, never seen by p0: secret to its owner, hidden from p0 */
    M->view(st, 1, v);
    CHECK(strstr(v->seat_status[1], "(secret)") != NULL);
    M->view(st, 0, v);
    CHECK(strstr(v->seat_status[1], "Master hidden") != NULL);
    free(v);
    game_free(st);

    /* a revealed Master can be changed too */
    st = load_pos("base.json");
    S(st)->phase = LL_PH_REPOSITION;
    S(st)->up[0][LL_MASTER] = 1;
    /* face up after a Recruit acted: the status says so, to both seats and in
     * words that explain it ("(revealed)" was read after a swap and
     * told nothing) */
    v = calloc(1, sizeof *v);
    for (int obs = -1; obs < 2; obs++) {
        M->view(st, obs, v);
        CHECK_STR(strstr(v->seat_status[0], "Master"), "Master Noble (shown by a Recruit)");
    }
    free(v);
    put(st, 0, 9, "pilot", 1);
    REQUIRE(act(st, "reposition master 9"));
    CHECK_STR(id_at(st, 0, LL_MASTER), "pilot");
    CHECK(!S(st)->up[0][LL_MASTER]);
    CHECK_STR(id_at(st, 0, 9), "noble");
    game_free(st);
}

static void test_reposition_swap_and_first_turn_ban(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    S(st)->turn = 1; /* the starting player's first turn */
    REQUIRE(roll_to(st, 4)); /* both down -> turned up, nothing to choose */
    CHECK_INT(S(st)->phase, LL_PH_ROLL); /* no repositioning */
    CHECK_INT(M->current_player(st), 1);
    CHECK_INT(S(st)->turn, 2);
    CHECK(!legal(st, "skip"));
    REQUIRE(roll_to(st, 3));
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION); /* the second player may */
    CHECK_INT(M->current_player(st), 1);
    CHECK(legal(st, "skip"));
    CHECK(legal(st, "reposition swap 2 3"));
    CHECK(legal(st, "reposition swap 11 12"));
    CHECK(!legal(st, "reposition swap 12 13"));
    Action a;
    Error e;
    ActionDesc d;
    REQUIRE(game_parse_action(M, st, "reposition swap 6 7", &a, &e));
    M->describe(st, a, &d);
    CHECK_STR(d.src_zone, "p1.pos6");
    CHECK_STR(d.dst_zone, "p1.pos7");
    REQUIRE(act(st, "reposition swap 6 7"));
    CHECK_STR(id_at(st, 1, 6), "princess");
    CHECK(S(st)->up[1][6]);
    CHECK_INT(M->current_player(st), 0);
    CHECK_INT(S(st)->turn, 3);
    game_free(st);
}

/* ------------------------------------------------------------- the end */

static void test_princess_turned_down_loses(void)
{
    GameState *st = load_pos("princess-exposed.json");
    REQUIRE(st);
    REQUIRE(roll_to(st, 7)); /* p1's Sniper (1) beats p0's Princess (6) on 7 */
    CHECK_INT(S(st)->winner, 1);
    CHECK_INT(M->current_player(st), GM_TERMINAL);
    CHECK_INT(nlegal(st), 0);
    double r[2];
    M->returns(st, r);
    CHECK(r[0] == 0.0 && r[1] == 1.0);
    View *v = calloc(1, sizeof *v);
    M->view(st, 0, v);
    CHECK(v->terminal);
    CHECK_CONTAINS(v->result, "{p1} wins");
    free(v);
    game_free(st);

    /* with the Guard face up beside her she survives */
    st = load_pos("princess-exposed.json");
    put(st, 0, 8, "guard", 1);
    REQUIRE(roll_to(st, 7));
    CHECK_INT(S(st)->winner, -1);
    CHECK(S(st)->up[0][7]);
    game_free(st);

    /* the Assassin kills too: p1's Assassin at 6 faces p0's Princess moved there */
    st = load_pos("princess-exposed.json");
    put(st, 0, 6, "princess", 1);
    put(st, 1, 6, "assassin", 1);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->winner, 1);
    game_free(st);
}

static void test_three_of_each_wins(void)
{
    GameState *st = load_pos("three-of-each.json");
    REQUIRE(st);
    REQUIRE(roll_to(st, 8)); /* p0's Pilot takes the third blue */
    CHECK_INT(S(st)->winner, 0);
    CHECK_INT(M->current_player(st), GM_TERMINAL);
    double r[2];
    M->returns(st, r);
    CHECK(r[0] == 1.0 && r[1] == 0.0);
    CHECK_CONTAINS(S(st)->result, "3 prestige tokens of each colour");
    game_free(st);

    /* a fourth red on 3/3/2 is not enough */
    st = load_pos("three-of-each.json");
    CHECK_INT(S(st)->winner, -1);
    put(st, 0, 2, "sniper", 1);
    REQUIRE(roll_to(st, 2));
    CHECK_INT(S(st)->tokens[0][LL_RED], 4);
    CHECK_INT(S(st)->winner, -1);
    game_free(st);
}

/* ---------------------------------------------------------- randomness */

static void dice_of_game(uint64_t seed, int *out, int n)
{
    GameState *st = new_game(seed);
    act(st, "master sniper");
    act(st, "arrange random");
    act(st, "ready");
    act(st, "master pilot");
    act(st, "arrange random");
    act(st, "ready");
    Action acts[GM_MAX_ACTIONS];
    int k = 0;
    while (k < n && M->current_player(st) != GM_TERMINAL) {
        int na = M->legal_actions(st, acts, GM_MAX_ACTIONS);
        Action a = acts[na - 1]; /* a fixed policy: the last legal action */
        bool roll = a.kind == LA_ROLL;
        M->apply(st, a);
        if (roll) out[k++] = S(st)->dice[0] * 10 + S(st)->dice[1];
    }
    for (; k < n; k++) out[k] = 0;
    game_free(st);
}

static void test_dice_come_from_state_rng(void)
{
    int a[30], b[30], c[30];
    dice_of_game(1234, a, 30);
    dice_of_game(1234, b, 30);
    dice_of_game(999, c, 30);
    CHECK(memcmp(a, b, sizeof a) == 0);
    CHECK(memcmp(a, c, sizeof a) != 0);
    /* and the roll is the state's: same Rng state, same faces */
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    GameState *twin = game_clone(M, st);
    REQUIRE(act(st, "roll"));
    REQUIRE(act(twin, "roll"));
    CHECK_INT(S(st)->dice[0], S(twin)->dice[0]);
    CHECK_INT(S(st)->dice[1], S(twin)->dice[1]);
    CHECK_INT(S(st)->active, S(st)->dice[0] + S(st)->dice[1]);
    game_free(st);
    game_free(twin);
}

/* ------------------------------------------------------ hidden information */

static void test_determinize_keeps_what_was_seen(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    /* p1's Pilot on 8 was seen face up, then turned face down again */
    put(st, 1, 8, "pilot", 1);
    S(st)->up[1][8] = 0;
    put(st, 1, 5, "spy", 1);
    View *v1 = calloc(1, sizeof *v1), *v2 = calloc(1, sizeof *v2);
    M->view(st, 0, v1);
    const ViewZone *z = view_find(v1, "p1.pos8");
    CHECK_INT(z->items[0].card, card_of("pilot"));
    CHECK(z->items[0].flags & VI_PEEK);
    z = view_find(v1, "p1.pos2");
    CHECK_INT(z->items[0].card, VIEW_CARD_BACK);
    int masters_seen[LL_MAX_CARDS] = {0}, moved = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        GameState *d = game_clone(M, st);
        Rng r;
        rng_seed(&r, seed);
        M->determinize(d, 0, &r);
        CHECK_STR(id_at(d, 1, 8), "pilot");
        CHECK_STR(id_at(d, 1, 5), "spy");
        CHECK_STR(id_at(d, 1, 7), "princess");
        for (int pos = 2; pos <= 12; pos++) CHECK_STR(id_at(d, 0, pos), id_at(st, 0, pos)); /* own line untouched */
        CHECK_STR(id_at(d, 0, LL_MASTER), id_at(st, 0, LL_MASTER));
        const LlCard *m = ll_card(SET, S(d)->card[1][LL_MASTER]);
        CHECK(m && m->can_be_master);
        masters_seen[S(d)->card[1][LL_MASTER]]++;
        int count[LL_MAX_CARDS] = {0};
        for (int slot = 0; slot < LL_SLOTS; slot++)
            if (slot != 1) count[S(d)->card[1][slot]]++;
        for (int c = 0; c < SET->ncards; c++) CHECK_INT(count[c], SET->cards[c].copies);
        M->view(d, 0, v2);
        CHECK(memcmp(v1, v2, sizeof *v1) == 0);
        moved += strcmp(id_at(d, 1, 2), id_at(st, 1, 2)) != 0;
        game_free(d);
    }
    int distinct = 0;
    for (int c = 0; c < SET->ncards; c++) distinct += masters_seen[c] > 0;
    CHECK(distinct >= 3); /* the unseen Master really is resampled */
    CHECK(moved > 0);
    free(v1);
    free(v2);
    game_free(st);
}

/* ------------------------------------------------------------------ view */

/* Over whole random games, no view shows a seat what it may not know. */
static void test_views_never_leak(void)
{
    View *v = calloc(1, sizeof *v);
    Action acts[GM_MAX_ACTIONS];
    int checked = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        GameState *st = new_game(seed);
        REQUIRE(st);
        Rng r;
        rng_seed(&r, seed * 31);
        for (int step = 0; step < 400 && M->current_player(st) != GM_TERMINAL; step++) {
            LlState *s = S(st);
            for (int obs = -1; obs < 2; obs++) {
                M->view(st, obs, v);
                for (int p = 0; p < 2; p++) {
                    if (p == obs) continue;
                    char id[32];
                    for (int slot = 0; slot < LL_SLOTS; slot++) {
                        if (slot == 1 || s->card[p][slot] < 0 || s->up[p][slot]) continue;
                        if (obs >= 0 && s->known[p][slot]) continue;
                        if (slot == LL_MASTER) snprintf(id, sizeof id, "p%d.master", p);
                        else snprintf(id, sizeof id, "p%d.pos%d", p, slot);
                        const ViewZone *z = view_find(v, id);
                        REQUIRE(z && z->nitems == 1);
                        const ViewItem *it = &z->items[0];
                        CHECKF(it->card == VIEW_CARD_BACK && it->value == 0 && it->base == 0 &&
                                   !(it->flags & (VI_PEEK | VI_FACE_UP)),
                               "seed %llu: %s shown to observer %d", (unsigned long long)seed, id, obs);
                        if (slot != LL_MASTER) CHECK(strncmp(it->badge, "as ", 3) != 0);
                        checked++;
                    }
                    if (!s->up[p][LL_MASTER] && s->card[p][LL_MASTER] >= 0 && (obs < 0 || !s->known[p][LL_MASTER]))
                        CHECK(strstr(v->seat_status[p], "Master hidden") != NULL);
                }
                if (s->private_seat >= 0 && obs != s->private_seat)
                    CHECK(strcmp(v->last_event, s->private_event) != 0);
            }
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            REQUIRE(M->apply(st, acts[rng_below(&r, (uint32_t)n)]));
        }
        game_free(st);
    }
    CHECK(checked > 1000);
    free(v);
}


static void test_view_zones(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    set_tokens(st, 0, 2, 1, 0);
    REQUIRE(roll_to(st, 4));
    View *v = calloc(1, sizeof *v);
    M->view(st, 0, v);
    char id[32];
    for (int p = 0; p < 2; p++) {
        for (int pos = 2; pos <= 12; pos++) {
            snprintf(id, sizeof id, "p%d.pos%d", p, pos);
            const ViewZone *z = view_find(v, id);
            CHECKF(z && z->kind == VZ_CELL && z->nitems == 1, "zone %s", id);
        }
        snprintf(id, sizeof id, "p%d.master", p);
        CHECK(view_find(v, id) != NULL);
        for (int c = 0; c < LL_NCOL; c++) {
            snprintf(id, sizeof id, "p%d.%s", p, ll_colour_ids[c]);
            CHECKF(view_find(v, id) != NULL, "zone %s", id);
        }
    }
    for (int c = 0; c < LL_NCOL; c++) {
        snprintf(id, sizeof id, "supply.%s", ll_colour_ids[c]);
        CHECK(view_find(v, id) != NULL);
    }
    CHECK_INT(view_find(v, "p0.red")->value, 2);
    CHECK_INT(view_find(v, "supply.red")->value, 4);
    for (int pos = 2; pos <= 12; pos++) {
        snprintf(id, sizeof id, "bar.%d", pos);
        const ViewZone *z = view_find(v, id);
        REQUIRE(z);
        CHECK_INT(z->value, pos);
        CHECK_INT(!!(z->flags & VI_HIGHLIGHT), pos == 4);
    }
    CHECK_STR(view_find(v, "bar.2")->items[0].badge, "↔12");
    CHECK_STR(view_find(v, "bar.7")->items[0].badge, "↔7");
    const ViewZone *dice = view_find(v, "dice");
    REQUIRE(dice && dice->kind == VZ_DICE && dice->nitems == 2);
    CHECK_INT(dice->items[0].value + dice->items[1].value, 4);
    CHECK_INT(dice->items[0].card, VIEW_NO_CARD);
    /* own face-down tile: peek; rival's: a back; the rival's Master: a back */
    const ViewZone *z = view_find(v, "p0.pos2");
    CHECK(z->items[0].flags & VI_PEEK);
    CHECK_INT(z->items[0].card, card_of("sniper"));
    CHECK_INT(view_find(v, "p1.pos2")->items[0].card, VIEW_CARD_BACK);
    CHECK_INT(view_find(v, "p1.master")->items[0].card, VIEW_CARD_BACK);
    CHECK_INT(view_find(v, "p0.master")->items[0].card, card_of("noble"));
    CHECK(view_find(v, "p0.pos4")->items[0].flags & VI_FACE_UP);
    CHECK_CONTAINS(v->history[v->nhistory - 1], "Turn 2: {p0} rolled 4");
    CHECK_CONTAINS(v->prompt, "Reposition");
    /* a spectator sees no secret at all */
    M->view(st, -1, v);
    CHECK_INT(view_find(v, "p0.pos2")->items[0].card, VIEW_CARD_BACK);
    CHECK_INT(view_find(v, "p0.master")->items[0].card, VIEW_CARD_BACK);
    free(v);
    game_free(st);
}

/* ------------------------------------------------------------ positions */

static void test_json_round_trip_and_errors(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 10, "spy", 1);
    REQUIRE(roll_to(st, 10)); /* mid-choice */
    cJSON *j = M->state_to_json(st);
    char *t1 = cJSON_PrintUnformatted(j);
    Error e = {{0}};
    GameState *back = game_from_json(M, j, SET, &e);
    CHECKF(back != NULL, "%s", e.msg);
    if (back) {
        cJSON *j2 = M->state_to_json(back);
        char *t2 = cJSON_PrintUnformatted(j2);
        CHECK_STR(t1, t2);
        CHECK(memcmp(S(back)->card, S(st)->card, sizeof S(st)->card) == 0);
        cJSON_free(t2);
        cJSON_Delete(j2);
        game_free(back);
    }
    /* errors name the path */
    cJSON *players = cJSON_GetObjectItem(j, "players");
    cJSON *line = cJSON_GetObjectItem(cJSON_GetArrayItem(players, 1), "line");
    cJSON_ReplaceItemInArray(line, 0, cJSON_CreateString("sniperx"));
    CHECK(game_from_json(M, j, SET, &e) == NULL);
    CHECK_CONTAINS(e.msg, "players[1]");
    CHECK_CONTAINS(e.msg, "line[0]");
    cJSON_ReplaceItemInArray(line, 0, cJSON_CreateString("princess"));
    CHECK(game_from_json(M, j, SET, &e) == NULL);
    CHECK_CONTAINS(e.msg, "\"princess\" appears 2 times");
    cJSON_Delete(j);
    cJSON_free(t1);
    game_free(st);

    /* a setup position: seat 1 may not set up before seat 0 is complete */
    j = cJSON_Parse("{\"phase\":\"setup\",\"setup_seat\":1,\"players\":["
                    "{\"master\":null,\"line\":[null,null,null,null,null,\"princess\",null,null,null,null,null]},"
                    "{\"master\":null,\"line\":[null,null,null,null,null,\"princess\",null,null,null,null,null]}]}");
    REQUIRE(j);
    CHECK(game_from_json(M, j, SET, &e) == NULL);
    CHECK_CONTAINS(e.msg, "setup_seat");
    cJSON_ReplaceItemInObject(j, "setup_seat", cJSON_CreateNumber(0));
    st = game_from_json(M, j, SET, &e);
    CHECKF(st != NULL, "%s", e.msg);
    if (st) {
        CHECK(legal(st, "master spy"));
        CHECK_INT(nlegal(st), 8); /* seven Masters, or everything at random */
        game_free(st);
    }
    cJSON_Delete(j);
}

/* A Spy or Pilot that stops swapping says so in words a player reads
 * ("swapped nothing", "swapped no more"), never the bare "stopped". */
static void test_stop_swapping_in_words(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 10, "spy", 1);
    REQUIRE(roll_to(st, 10)); /* the Spy may swap two of the rival's tiles, twice */
    REQUIRE(act(st, "stop"));
    CHECK_CONTAINS(event(st), "swapped nothing");
    CHECK(strstr(event(st), "stopped") == NULL);
    game_free(st);
    st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 10, "spy", 1);
    REQUIRE(roll_to(st, 10));
    REQUIRE(act(st, "swap 2 3"));
    REQUIRE(act(st, "stop"));
    CHECK_CONTAINS(event(st), "swapped no more tiles");
    game_free(st);
}

/* A click on a tile of the seat setting up that is no move says why
 * (GameModule.why_not), exactly when no legal action takes it: over the setups
 * of random games, each tile to place (a Master needs a prestige colour) and
 * the Princess on 7 (the table learns the sources from describe). */
static void test_why_a_tile_is_no_move_in_setup(void)
{
    int told = 0, movable = 0, princess = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        GameState *st = new_game(seed);
        REQUIRE(st != NULL);
        const LlState *s = (const LlState *)(const void *)st;
        Rng r;
        rng_seed(&r, seed * 5 + 3);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 200 && s->phase == LL_PH_SETUP; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS), p = s->setup_seat;
            char gang[16], seven[16], why[160];
            snprintf(gang, sizeof gang, "p%d.gang", p);
            snprintf(seven, sizeof seven, "p%d.pos%d", p, LL_PRINCESS_POS);
            View *v = calloc(1, sizeof *v);
            REQUIRE(v);
            M->view(st, p, v);
            const ViewZone *g = view_find(v, gang);
            for (int i = 0; g && i < g->nitems; i++) {
                bool first = true, source = false;
                for (int k = 0; k < i; k++) first &= g->items[k].card != g->items[i].card;
                if (!first) continue; /* a copy: the table lets either stand for the one the actions name */
                for (int a = 0; a < n; a++) {
                    ActionDesc d;
                    M->describe(st, acts[a], &d);
                    source |= strcmp(d.src_zone, gang) == 0 && d.src_index == i;
                }
                bool said = M->why_not(st, gang, i, why, sizeof why);
                CHECKF(said != source, "seed %llu step %d: tile %d to place is %s, why_not says %s", (unsigned long long)seed,
                       step, i, source ? "a move" : "not", said ? why : "nothing");
                told += said;
                movable += source;
            }
            free(v);
            bool used = false;
            for (int a = 0; a < n; a++) {
                ActionDesc d;
                M->describe(st, acts[a], &d);
                used |= strcmp(d.src_zone, seven) == 0 || strcmp(d.dst_zone, seven) == 0;
            }
            bool said = M->why_not(st, seven, 0, why, sizeof why);
            CHECK(said != used);
            princess += said;
            if (n <= 0 || !M->apply(st, acts[rng_below(&r, (uint32_t)n)])) break;
        }
        char why[160];
        if (s->phase != LL_PH_SETUP && M->why_not(st, "p0.pos7", 0, why, sizeof why)) /* play: no setup reasons (the roll's, test_why_sweep) */
            CHECKF(strstr(why, "the Princess always stands") == NULL, "in play: %s", why);
        game_free(st);
    }
    printf("  %d reasons for tiles to place, %d tiles that were moves, %d for the Princess\n", told, movable, princess);
    CHECK(told > 0 && movable > 0 && princess > 0);
}

/* When the Princess turns a tile up, a tile of mine she cannot turn says why
 * (face up already, or turned down this turn), exactly when no "choose tile"
 * takes it, over random games. */
static void test_why_the_princess_cannot_turn_a_tile(void)
{
    int asked = 0, told = 0;
    for (uint64_t seed = 1; seed <= 30 && asked < 40; seed++) {
        GameState *st = new_game(seed);
        REQUIRE(st != NULL);
        const LlState *s = (const LlState *)(const void *)st;
        Rng r;
        rng_seed(&r, seed * 3 + 11);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 3000 && s->phase != LL_PH_OVER; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            if (s->phase == LL_PH_CHOICE && s->pend == LL_PC_PRINCESS) {
                int me = s->pend_player;
                for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
                    bool target = false;
                    for (int a = 0; a < n; a++) target |= acts[a].kind == LA_TILE && acts[a].a == pos;
                    char zone[16], why[200];
                    snprintf(zone, sizeof zone, "p%d.pos%d", me, pos);
                    bool said = M->why_not(st, zone, 0, why, sizeof why);
                    CHECKF(said != target, "seed %llu step %d: tile at %d is %s a target, why_not says %s", (unsigned long long)seed,
                           step, pos, target ? "" : "not", said ? why : "nothing");
                    told += said;
                }
                asked++;
            }
            if (n <= 0 || !M->apply(st, acts[rng_below(&r, (uint32_t)n)])) break;
        }
        game_free(st);
    }
    printf("  %d Princess choices, %d reasons\n", asked, told);
    CHECK(asked > 0 && told > 0);
}

int main(void)
{
    if (!ll_kit_open()) return 1;
    RUN(test_setup_by_actions);
    RUN(test_setup_gang_zone);
    RUN(test_setup_reorder);
    RUN(test_guard_protects_neighbours_not_himself);
    RUN(test_six_tokens_return_to_supply);
    RUN(test_empty_supply_gives_nothing);
    RUN(test_change_master);
    RUN(test_reposition_swap_and_first_turn_ban);
    RUN(test_princess_turned_down_loses);
    RUN(test_three_of_each_wins);
    RUN(test_dice_come_from_state_rng);
    RUN(test_determinize_keeps_what_was_seen);
    RUN(test_view_zones);
    RUN(test_views_never_leak);
    RUN(test_json_round_trip_and_errors);
    RUN(test_stop_swapping_in_words);
    RUN(test_why_a_tile_is_no_move_in_setup);
    RUN(test_why_the_princess_cannot_turn_a_tile);
    carddb_free(SET);
    return tl_summary();
}
