/* test_ll_abilities.c — Long Live the Queen: what each tile does when it
 * acts (Sniper, Assassin, Schemer, Noble, Gambler, Princess, Pilot, Spy,
 * Entertainer, Recruit as its Master), one test per ability, on positions from
 * tests/positions/long-live-the-queen/ with the dice set by ll_kit.c.  The
 * setup, tokens, repositioning and the end of the game: test_long_live_the_queen.c. */
#include "testlib.h"
#include "ll_kit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_sniper_every_mirror_pair(void)
{
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        if (pos == 7) continue;
        int mirror = 14 - pos;
        GameState *st = load_pos("base.json");
        REQUIRE(st);
        /* every p1 tile face up, except the Guard, face down on the rolled position */
        for (int q = LL_POS_MIN; q <= LL_POS_MAX; q++) {
            S(st)->up[1][q] = 1;
            S(st)->known[1][q] = 1;
        }
        put(st, 1, pos, "guard", 0);
        if (S(st)->card[1][mirror] == card_of("princess")) put(st, 1, mirror, "spy", 1);
        put(st, 0, pos, "sniper", 1);
        REQUIRE(roll_to(st, pos));
        CHECKF(!S(st)->up[1][mirror], "Sniper on %d should hit %d", pos, mirror);
        for (int q = LL_POS_MIN; q <= LL_POS_MAX; q++)
            if (q != mirror) CHECKF(S(st)->up[1][q], "Sniper on %d hit %d too", pos, q);
        CHECK_INT(S(st)->tokens[0][LL_RED], 1);
        game_free(st);
    }
    /* 7 <-> 7: the tile facing her is her mirror */
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 7, "sniper", 1);
    put(st, 0, 9, "princess", 1);
    put(st, 1, 7, "pilot", 1);
    put(st, 1, 9, "princess", 1);
    REQUIRE(roll_to(st, 7));
    CHECK(!S(st)->up[1][7]);
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 0);
    game_free(st);
}

/* The result names whose Princess fell: on the loser's screen "Ben wins: the
 * rival Princess was turned face down" read as Ben's own Princess. */
static void test_princess_turned_down_names_her_seat(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 5, "sniper", 1);
    put(st, 1, 9, "princess", 1);
    REQUIRE(roll_to(st, 5));
    CHECK(!S(st)->up[1][9]);
    CHECK_INT(S(st)->winner, 0);
    CHECK_STR(S(st)->result, "{p0} wins: {p1}'s Princess was turned face down");
    /* the roll's words, then the game's end as an event of its own (view.h); the turn's history line keeps "; " */
    const char *end = strstr(S(st)->last_event, VIEW_EVENT_SEP "{p0} wins: ");
    CHECKF(end && strncmp(S(st)->last_event, "Turn ", 5) == 0 && strchr(end + 1, '\n') == NULL, "the roll's event: \"%s\"",
           S(st)->last_event);
    CHECK_CONTAINS(S(st)->hist[S(st)->nhist - 1], "; {p0} wins: ");
    game_free(st);
}

static void test_assassin_same_position(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 10, "assassin", 1);
    put(st, 1, 10, "entertainer", 1);
    put(st, 1, 4, "spy", 1); /* the mirror of 10 is untouched */
    REQUIRE(roll_to(st, 10));
    CHECK(!S(st)->up[1][10]);
    CHECK(S(st)->up[1][4]);
    CHECK_INT(S(st)->tokens[0][LL_RED], 1);
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 0);
    game_free(st);
}

static void test_schemer_returns_a_chosen_token(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    S(st)->cur = 1; /* p1 rolls, p0's Schemer acts: p0 chooses */
    put(st, 0, 4, "schemer", 1);
    put(st, 1, 4, "gambler", 0);
    set_tokens(st, 1, 1, 0, 2);
    REQUIRE(roll_to(st, 4));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(M->current_player(st), 0);
    CHECK_INT(nlegal(st), 2);
    CHECK(legal(st, "choose token red"));
    CHECK(legal(st, "choose token blue"));
    REQUIRE(act(st, "choose token blue"));
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 1);
    CHECK_INT(S(st)->supply[LL_BLUE], 5);
    CHECK(S(st)->up[1][4]); /* then the face-down tile turned up */
    CHECK_INT(M->current_player(st), 1); /* back to p1 to reposition */
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);

    /* taking from a rival who has none gives nothing (and asks nothing) */
    st = load_pos("base.json");
    put(st, 0, 4, "schemer", 1);
    set_tokens(st, 1, 0, 0, 0);
    REQUIRE(roll_to(st, 4));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    CHECK_CONTAINS(event(st), "found no token to return");
    game_free(st);
}

static void test_noble_takes_a_chosen_token(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    set_master(st, 0, "pilot");
    put(st, 0, 4, "noble", 1);
    put(st, 1, 4, "gambler", 0);
    set_tokens(st, 1, 0, 0, 5);
    set_tokens(st, 0, 0, 0, 1); /* no blue left in the supply: not offered */
    CHECK_INT(S(st)->supply[LL_BLUE], 0);
    REQUIRE(roll_to(st, 4));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(M->current_player(st), 0);
    CHECK(legal(st, "choose token red"));
    CHECK(legal(st, "choose token yellow"));
    CHECK(!legal(st, "choose token blue"));
    char why[256]; /* a click on the empty blue supply says why; red is a move */
    CHECK(M->why_not(st, "supply.blue", -1, why, sizeof why));
    CHECK_STR(why, "no blue token is left in the supply: the Noble takes one of a colour still there");
    CHECK(!M->why_not(st, "supply.red", 0, why, sizeof why));
    REQUIRE(act(st, "choose token red"));
    CHECK_INT(S(st)->tokens[0][LL_RED], 1);
    CHECK_INT(S(st)->supply[LL_RED], 5);
    CHECK(M->why_not(st, "supply.red", 0, why, sizeof why)); /* the Noble has taken: no choice left */
    CHECK_CONTAINS(why, "only when an activated tile takes one");
    game_free(st);
}

static void test_gambler_zero_one_many(void)
{
    GameState *st = gambler_position(0, 0, 0);
    REQUIRE(st);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION); /* nothing to take, no choice */
    CHECK_INT(S(st)->tokens[0][0] + S(st)->tokens[0][1] + S(st)->tokens[0][2], 0);
    game_free(st);

    st = gambler_position(0, 1, 0);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 0);
    CHECK(S(st)->up[1][6]); /* the roll's second step still happens */
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);

    st = gambler_position(2, 0, 1);
    set_tokens(st, 0, 0, 1, 0); /* a yellow of seat 0's own */
    set_tokens(st, 1, 2, 0, 1);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(M->current_player(st), 0);
    char why[256]; /* a click on your own token: the Gambler takes the opponent's */
    CHECK(M->why_not(st, "p0.yellow", 0, why, sizeof why));
    CHECK_STR(why, "the Gambler takes tokens from {p1}: pick one of theirs");
    CHECK(legal(st, "choose token red"));
    CHECK(legal(st, "choose token blue"));
    CHECK(!legal(st, "choose token yellow"));
    REQUIRE(act(st, "choose token red"));
    CHECK(legal(st, "choose token red"));
    REQUIRE(act(st, "choose token red"));
    CHECK_INT(S(st)->tokens[0][LL_RED], 2);
    CHECK_INT(S(st)->tokens[1][LL_RED], 0);
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 1); /* only 2 */
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    /* repositioning: a click on the Master says how it is changed */
    CHECK(M->why_not(st, "p0.master", 0, why, sizeof why));
    CHECK_CONTAINS(why, "put a face-up tile of your line on it: any but the Gambler, Princess, Recruit or Guard");
    /* the rival's Master: never this seat's move; secret until a Recruit turns it up, and only its owner changes it */
    REQUIRE(!S(st)->up[1][LL_MASTER]);
    CHECK(M->why_not(st, "p1.master", 0, why, sizeof why));
    CHECK_STR(why, "{p1}'s Master is secret: only {p1} changes it, when repositioning on their own turn; now repositioning swaps two "
                   "neighbouring tiles of your line, changes your Master, or is skipped");
    S(st)->up[1][LL_MASTER] = 1;
    CHECK(M->why_not(st, "p1.master", 0, why, sizeof why));
    CHECK_CONTAINS(why, "{p1}'s Master is face up since a Recruit acted, but it is theirs: only {p1} changes it");
    CHECK(strstr(why, "secret") == NULL);
    game_free(st);

    st = gambler_position(1, 0, 1); /* exactly 2: both, no choice needed */
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->tokens[0][LL_RED], 1);
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

static void test_princess_turns_own_tile_up(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 1, 7, "spy", 0);
    put(st, 1, 9, "princess", 1);
    put(st, 0, 3, "assassin", 1);
    REQUIRE(roll_to(st, 7));
    CHECK_INT(M->current_player(st), 0);
    CHECK(!legal(st, "choose tile 3")); /* already face up */
    CHECK(!legal(st, "choose tile 7")); /* herself */
    CHECK(legal(st, "choose tile 2"));
    CHECK(legal(st, "choose tile 12"));
    REQUIRE(act(st, "choose tile 12"));
    CHECK(S(st)->up[0][12]);
    CHECK(S(st)->up[1][7]); /* then p1's face-down tile */
    game_free(st);
}

static void test_pilot_swaps_own_line(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 8, "pilot", 1);
    set_master(st, 1, "spy");
    put(st, 1, 8, "noble", 0);
    REQUIRE(roll_to(st, 8));
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    CHECK_INT(nlegal(st), 11); /* swap 2..11 and stop */
    const char *a2 = id_at(st, 0, 2), *a3 = id_at(st, 0, 3);
    char x2[48], x3[48];
    snprintf(x2, sizeof x2, "%s", a2);
    snprintf(x3, sizeof x3, "%s", a3);
    REQUIRE(act(st, "swap 2 3"));
    CHECK_STR(id_at(st, 0, 2), x3);
    CHECK_STR(id_at(st, 0, 3), x2);
    CHECK_INT(M->current_player(st), 0);
    REQUIRE(act(st, "swap 8 9")); /* the Pilot moves itself: allowed */
    CHECK_STR(id_at(st, 0, 9), "pilot");
    CHECK(S(st)->up[0][9]);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION); /* two swaps used */
    CHECK(S(st)->up[1][8]);
    game_free(st);

    st = load_pos("base.json");
    put(st, 0, 8, "pilot", 1);
    REQUIRE(roll_to(st, 8));
    REQUIRE(act(st, "stop"));
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

static void test_spy_swaps_opponent_line(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 10, "spy", 1);
    put(st, 1, 10, "entertainer", 0);
    put(st, 1, 9, "gambler", 0);
    REQUIRE(roll_to(st, 10));
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    ActionDesc d;
    Action a;
    Error e;
    REQUIRE(game_parse_action(M, st, "swap 9 10", &a, &e));
    M->describe(st, a, &d);
    CHECK_STR(d.src_zone, "p1.pos9");
    CHECK_STR(d.dst_zone, "p1.pos10");
    /* a click on a tile of your own line says why nothing happens */
    char why[256];
    CHECK(M->why_not(st, "p0.pos9", 0, why, sizeof why));
    CHECK_STR(why, "the Spy swaps tiles in {p1}'s line, not in yours");
    REQUIRE(act(st, "swap 9 10"));
    CHECK_STR(id_at(st, 1, 9), "entertainer");
    CHECK_STR(id_at(st, 1, 10), "gambler");
    REQUIRE(act(st, "stop"));
    /* the tile rolled is the one turned up, wherever the Spy moved it */
    CHECK(S(st)->up[1][9]);
    CHECK(!S(st)->up[1][10]);
    game_free(st);
}

static void test_entertainer_gives_then_takes(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 9, "entertainer", 1);
    put(st, 1, 9, "gambler", 0);
    set_tokens(st, 0, 1, 0, 0);
    set_tokens(st, 1, 0, 2, 1);
    REQUIRE(roll_to(st, 9));
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    CHECK_INT(M->current_player(st), 0);
    CHECK(legal(st, "choose token red"));
    CHECK(legal(st, "choose token blue"));
    CHECK(!legal(st, "choose token yellow"));
    REQUIRE(act(st, "choose token red"));
    CHECK_INT(S(st)->tokens[1][LL_RED], 1);
    CHECK_INT(S(st)->tokens[0][LL_RED], 0);
    CHECK(legal(st, "choose token yellow")); /* now any of theirs */
    CHECK(legal(st, "choose token red"));
    REQUIRE(act(st, "choose token yellow"));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 1);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

static void test_recruit_acts_as_master(void)
{
    /* Sniper as Master: initiative 1, red, mirrored shot; the Master is revealed */
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    set_master(st, 0, "sniper");
    put(st, 0, 5, "recruit", 1);
    put(st, 1, 5, "pilot", 1);
    put(st, 1, 9, "spy", 1);
    REQUIRE(roll_to(st, 5));
    CHECK(before(event(st), "Recruit ({p0} as Sniper)", "Pilot ({p1})"));
    CHECK_INT(S(st)->tokens[0][LL_RED], 1);
    CHECK(!S(st)->up[1][9]);
    CHECK(S(st)->up[0][LL_MASTER]);
    View *v = calloc(1, sizeof *v);
    M->view(st, 1, v);
    const ViewZone *z = view_find(v, "p0.master");
    REQUIRE(z && z->nitems == 1);
    CHECK_INT(z->items[0].card, card_of("sniper"));
    CHECK(z->items[0].flags & VI_FACE_UP);
    z = view_find(v, "p0.pos5");
    CHECK_STR(z->items[0].badge, "as Sniper");
    CHECK_INT(z->items[0].value, 1);
    game_free(st);

    /* Noble as Master: yellow and the Noble's choice */
    st = load_pos("base.json");
    put(st, 0, 5, "recruit", 1);
    put(st, 1, 5, "gambler", 0);
    REQUIRE(roll_to(st, 5));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(M->current_player(st), 0);
    CHECK(legal(st, "choose token blue"));
    REQUIRE(act(st, "choose token blue"));
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    game_free(st);

    /* Spy as Master: initiative 9 goes after a Schemer (3); swaps p1's line */
    st = load_pos("base.json");
    set_master(st, 0, "spy");
    put(st, 0, 5, "recruit", 1);
    put(st, 1, 5, "schemer", 1);
    REQUIRE(roll_to(st, 5));
    CHECK(before(event(st), "Schemer ({p1})", "Recruit ({p0} as Spy)"));
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    CHECK(legal(st, "swap 2 3"));
    char x2[48];
    snprintf(x2, sizeof x2, "%s", id_at(st, 1, 2));
    REQUIRE(act(st, "swap 2 3"));
    CHECK_STR(id_at(st, 1, 3), x2);
    game_free(st);

    /* Assassin as Master: beats the Schemer to it and turns it down */
    st = load_pos("base.json");
    set_master(st, 0, "assassin");
    put(st, 0, 5, "recruit", 1);
    put(st, 1, 5, "schemer", 1);
    REQUIRE(roll_to(st, 5));
    CHECK(!S(st)->up[1][5]);
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 0);
    CHECK_INT(S(st)->tokens[0][LL_RED], 1);
    free(v);
    game_free(st);
}

/* While an ability takes or returns tokens, a click on one of the mover's own
 * tokens says why exactly when no move takes it from there (the Entertainer
 * giving one: never), and in every phase a click on the common supply does
 * (the Noble's choice of a colour left: a move), over seeded random games. */
static void test_own_token_clicks_say_why(void)
{
    int asked = 0, told = 0, supply_told = 0, supply_moves = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        GameState *st = new_game(seed);
        REQUIRE(st != NULL);
        const LlState *s = (const LlState *)(const void *)st;
        Rng r;
        rng_seed(&r, seed * 7 + 3);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 3000 && s->phase != LL_PH_OVER; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            bool tokens = s->phase == LL_PH_CHOICE && s->pend != LL_PC_NONE && s->pend != LL_PC_PRINCESS &&
                          s->pend != LL_PC_PILOT && s->pend != LL_PC_SPY;
            for (int c = 0; tokens && c < LL_NCOL; c++) {
                int me = s->pend_player;
                if (s->tokens[me][c] == 0) continue; /* nothing there to click */
                char zone[16], why[256];
                snprintf(zone, sizeof zone, "p%d.%s", me, ll_colour_ids[c]);
                bool source = false;
                for (int a = 0; a < n; a++) {
                    ActionDesc d;
                    M->describe(st, acts[a], &d);
                    source |= strcmp(d.src_zone, zone) == 0;
                }
                bool said = M->why_not(st, zone, 0, why, sizeof why);
                CHECKF(said != source, "seed %llu step %d: pending %d, %s is %sa move, why_not says %s", (unsigned long long)seed, step,
                       s->pend, zone, source ? "" : "not ", said ? why : "nothing");
                asked++;
                told += said;
            }
            for (int c = 0; c < LL_NCOL; c++) { /* the common supply: a reason exactly when no move takes from it */
                char zone[16], why[256];
                snprintf(zone, sizeof zone, "supply.%s", ll_colour_ids[c]);
                bool source = false;
                for (int a = 0; a < n; a++) {
                    ActionDesc d;
                    M->describe(st, acts[a], &d);
                    source |= strcmp(d.src_zone, zone) == 0;
                }
                bool said = M->why_not(st, zone, s->supply[c] > 0 ? 0 : -1, why, sizeof why);
                CHECKF(said != source, "seed %llu step %d: phase %d pending %d, %s is %sa move, why_not says %s", (unsigned long long)seed,
                       step, s->phase, s->pend, zone, source ? "" : "not ", said ? why : "nothing");
                supply_told += said;
                supply_moves += source;
            }
            if (n <= 0 || !M->apply(st, acts[rng_below(&r, (uint32_t)n)])) break;
        }
        game_free(st);
    }
    printf("  %d own-token clicks asked, %d reasons; supply: %d reasons, %d moves\n", asked, told, supply_told, supply_moves);
    CHECK(asked > 0 && told > 0);
    CHECK(supply_told > 0 && supply_moves > 0);
}

int main(void)
{
    if (!ll_kit_open()) return 1;
    RUN(test_sniper_every_mirror_pair);
    RUN(test_princess_turned_down_names_her_seat);
    RUN(test_assassin_same_position);
    RUN(test_schemer_returns_a_chosen_token);
    RUN(test_noble_takes_a_chosen_token);
    RUN(test_gambler_zero_one_many);
    RUN(test_princess_turns_own_tile_up);
    RUN(test_pilot_swaps_own_line);
    RUN(test_spy_swaps_opponent_line);
    RUN(test_own_token_clicks_say_why);
    RUN(test_entertainer_gives_then_takes);
    RUN(test_recruit_acts_as_master);
    return tl_summary();
}
