/* test_ll_roll.c — Long Live the Queen: how a roll resolves.  The three roll
 * cases, the five abilities whose choice can settle itself (each must still
 * let the roll's second step happen), and a property over random games: once a
 * roll has resolved, both rolled tiles are face up unless turned face down
 * during it, and two activations came in initiative order.  Helpers: ll_kit.c. */
#include "testlib.h"
#include "ll_kit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------- the three roll cases */

static void test_both_face_down_turn_up(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    REQUIRE(roll_to(st, 4));
    CHECK(S(st)->up[0][4] && S(st)->up[1][4]);
    for (int c = 0; c < LL_NCOL; c++) CHECK_INT(S(st)->supply[c], 6); /* nobody activated */
    CHECK(!S(st)->up[0][LL_MASTER]); /* Recruits turned up do not act, the Master stays secret */
    CHECK_CONTAINS(event(st), "both tiles at 4 turned face up");
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

static void test_both_face_up_lower_initiative_first(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    /* Sniper (1) for p0 and Assassin (2) for p1 on 5; one red left in the supply */
    put(st, 0, 5, "sniper", 1);
    put(st, 1, 5, "assassin", 1);
    put(st, 1, 9, "pilot", 1);
    set_tokens(st, 0, 2, 0, 0);
    set_tokens(st, 1, 3, 0, 0);
    REQUIRE(roll_to(st, 5));
    CHECK(before(event(st), "Sniper ({p0})", "Assassin ({p1})"));
    CHECK_INT(S(st)->tokens[0][LL_RED], 3); /* the lower initiative took the last red */
    CHECK_INT(S(st)->tokens[1][LL_RED], 3);
    CHECK_INT(S(st)->supply[LL_RED], 0);
    CHECK(!S(st)->up[1][9]);                /* the Sniper hit first... */
    CHECK(!S(st)->up[0][5]);                /* ...then the Assassin turned it down */
    CHECK_CONTAINS(event(st), "no red token left");
    game_free(st);

    /* the other way round: p1 lower goes first even though p0 rolled */
    st = load_pos("base.json");
    put(st, 0, 8, "pilot", 1);
    put(st, 1, 8, "schemer", 1);
    REQUIRE(roll_to(st, 8));
    CHECK(before(event(st), "Schemer ({p1})", "Pilot ({p0})"));
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 1);
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1);
    CHECK_INT(M->current_player(st), 0); /* the Pilot's owner swaps */
    CHECK(legal(st, "stop"));
    game_free(st);
}

static void test_one_up_one_down(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 3, "sniper", 1);
    put(st, 1, 3, "assassin", 0);
    put(st, 1, 11, "entertainer", 1);
    REQUIRE(roll_to(st, 3));
    CHECK_INT(S(st)->tokens[0][LL_RED], 1);
    CHECK(!S(st)->up[1][11]);  /* activated... */
    CHECK(S(st)->up[1][3]);    /* ...then the face-down tile turned up */
    CHECK_INT(S(st)->tokens[1][LL_RED], 0); /* turned up, not activated */
    CHECK(before(event(st), "Sniper ({p0})", "{p1}'s Assassin at 3 turned face up"));
    game_free(st);

    /* the face-up tile may be the opponent's; an Assassin aiming at the
     * face-down tile changes nothing and it is turned up afterwards */
    st = load_pos("base.json");
    put(st, 1, 4, "assassin", 1);
    put(st, 0, 4, "spy", 0);
    REQUIRE(roll_to(st, 4));
    CHECK_INT(S(st)->tokens[1][LL_RED], 1);
    CHECK(S(st)->up[0][4]);
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 0);
    game_free(st);
}

static void test_equal_initiative_nobody_acts(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 6, "sniper", 1);
    put(st, 1, 6, "sniper", 1);
    put(st, 0, 8, "pilot", 1);
    put(st, 1, 8, "pilot", 1);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->supply[LL_RED], 6);
    CHECK(S(st)->up[0][8] && S(st)->up[1][8]);
    CHECK_CONTAINS(event(st), "tie on initiative 1");
    game_free(st);

    /* a Recruit ties through its Master's initiative (and shows the Master) */
    st = load_pos("base.json");
    set_master(st, 0, "sniper");
    put(st, 0, 5, "recruit", 1);
    put(st, 1, 5, "sniper", 1);
    REQUIRE(roll_to(st, 5));
    CHECK_INT(S(st)->supply[LL_RED], 6);
    CHECK(S(st)->up[0][LL_MASTER]);
    CHECK_CONTAINS(event(st), "Recruit ({p0}) revealed their Master, the Sniper"); /* past tense, like the rest of the line */
    game_free(st);
}

static void test_turned_down_neither_acts_nor_returns(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 9, "assassin", 1);
    put(st, 1, 9, "pilot", 1);
    REQUIRE(roll_to(st, 9));
    CHECK(!S(st)->up[1][9]);
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 0); /* the Pilot never acted */
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);

    /* a Princess acting later that turn may not turn it back up */
    st = load_pos("base.json");
    put(st, 0, 5, "sniper", 1);
    put(st, 1, 5, "princess", 1);
    put(st, 1, 9, "spy", 1);
    put(st, 1, 3, "assassin", 0);
    REQUIRE(roll_to(st, 5));
    CHECK(!S(st)->up[1][9]);
    CHECK_INT(M->current_player(st), 1); /* the Princess's owner chooses */
    CHECK(!legal(st, "choose tile 9"));
    CHECK(legal(st, "choose tile 3"));
    REQUIRE(act(st, "choose tile 3"));
    CHECK(S(st)->up[1][3]);
    CHECK(!S(st)->up[1][9]);
    game_free(st);
}

/* ------------------------- a choice that settles itself ends only its step */

/* Gambler against a rival holding 2 tokens or fewer takes them all without
 * asking; the rival's face-down tile on the rolled position is then turned up. */
static void test_gambler_settled_then_rival_turned_up(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 6, "gambler", 1);
    put(st, 1, 6, "pilot", 0);
    set_tokens(st, 1, 0, 1, 0);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(S(st)->tokens[1][LL_YELLOW], 0);
    CHECK(S(st)->up[1][6]);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    CHECK(before(turn_log(st), "Gambler ({p0}) won {p1}'s yellow token", "{p1}'s Pilot at 6 turned face up"));
    game_free(st);

    st = load_pos("base.json"); /* two tokens: both taken, still no choice */
    put(st, 0, 6, "gambler", 1);
    put(st, 1, 6, "pilot", 0);
    set_tokens(st, 1, 1, 0, 1);
    REQUIRE(roll_to(st, 6));
    CHECK_INT(S(st)->tokens[0][LL_RED] + S(st)->tokens[0][LL_BLUE], 2);
    CHECK(S(st)->up[1][6]);
    CHECK(before(turn_log(st), "won {p1}'s red token and a blue one", "{p1}'s Pilot at 6 turned face up")); /* one clause (test_words) */
    game_free(st);
}

/* Schemer (3) against a rival holding one colour returns it without asking;
 * the rival's face-up Pilot (7) then acts. */
static void test_schemer_settled_then_rival_acts(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 4, "schemer", 1);
    put(st, 1, 4, "pilot", 1);
    set_tokens(st, 1, 0, 0, 2);
    REQUIRE(roll_to(st, 4));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 1);
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 2); /* one returned, one taken by the Pilot */
    CHECK_INT(S(st)->supply[LL_BLUE], 4);
    CHECK_INT(S(st)->pend, LL_PC_PILOT);
    CHECK_INT(M->current_player(st), 1); /* the Pilot's owner swaps */
    CHECK(before(turn_log(st), "Schemer ({p0}) took a yellow token, returned {p1}'s blue token to the supply", "Pilot ({p1}) took a blue token"));
    /* the log's line does not stop at the tile whose choice is awaited ("… — Princess ({p1})") */
    const char *ev = event(st), *want = "Pilot ({p1}) took a blue token, and may swap neighbouring tiles of {p1}'s line twice";
    CHECKF(strlen(ev) >= strlen(want) && strcmp(ev + strlen(ev) - strlen(want), want) == 0, "the event: \"%s\"", ev);
    CHECK(strstr(turn_log(st), "may swap") == NULL); /* the history tells what was done, not what was awaited */
    REQUIRE(act(st, "stop"));
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

/* Noble with one colour left in the supply takes it without asking; the
 * rival's face-down tile is then turned up. */
static void test_noble_settled_then_rival_turned_up(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    set_master(st, 0, "pilot");
    put(st, 0, 8, "noble", 1);
    put(st, 1, 8, "pilot", 0);
    set_tokens(st, 0, 3, 0, 3);
    set_tokens(st, 1, 3, 0, 3); /* the supply holds yellow only */
    REQUIRE(roll_to(st, 8));
    CHECK_INT(S(st)->tokens[0][LL_YELLOW], 2);
    CHECK(S(st)->up[1][8]);
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    CHECK(before(turn_log(st), "Noble ({p0}) took a yellow token, then chose a yellow one", "{p1}'s Pilot at 8 turned face up"));
    game_free(st);
}

/* Entertainer (8) with one colour to give and one to take trades without
 * asking; the rival's face-up Spy (9) then acts. */
static void test_entertainer_settled_then_rival_acts(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 9, "entertainer", 1);
    put(st, 1, 9, "spy", 1);
    REQUIRE(roll_to(st, 9));
    CHECK_INT(S(st)->tokens[0][LL_BLUE], 1); /* took blue, gave it, took it back */
    CHECK_INT(S(st)->tokens[1][LL_BLUE], 1); /* the Spy's own */
    CHECK_INT(S(st)->pend, LL_PC_SPY);
    CHECK_INT(M->current_player(st), 1);
    CHECK(before(turn_log(st), "Entertainer ({p0}) took a blue token, gave {p1} a blue token, took {p1}'s blue token",
                 "Spy ({p1}) took a blue token"));
    REQUIRE(act(st, "stop"));
    CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
    game_free(st);
}

/* Princess with one face-down tile turns it up without asking, with none she
 * does nothing; either way the rival's face-down tile is then turned up. */
static void test_princess_settled_then_rival_turned_up(void)
{
    for (int facedown = 0; facedown <= 1; facedown++) {
        GameState *st = load_pos("base.json");
        REQUIRE(st);
        put(st, 1, 7, "spy", 0);
        put(st, 1, 9, "princess", 1);
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) S(st)->up[0][pos] = 1;
        if (facedown) S(st)->up[0][12] = 0;
        REQUIRE(roll_to(st, 7));
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) CHECKF(S(st)->up[0][pos], "p0's %d face down", pos);
        CHECK(S(st)->up[1][7]);
        CHECK_INT(S(st)->phase, LL_PH_REPOSITION);
        const char *first = facedown ? "Princess ({p0}) turned up their Recruit at 12"
                                     : "Princess ({p0}) had no face-down tile to turn up";
        CHECKF(before(turn_log(st), first, "{p1}'s Spy at 7 turned face up"), "%s", turn_log(st));
        game_free(st);
    }
}

/* ------------------------------------------- property over random games */

/* Where p's tile rolled this turn is found in its log: "Sniper ({p0})" when it
 * acts or is skipped, "Recruit ({p0} as ..." for a Recruit acting. */
static const char *activation_in_log(GameState *st, int p, int card)
{
    const char *log = turn_log(st);
    char mark[48];
    const LlCard *c = ll_card(SET, card);
    if (!c) return NULL;
    if (c->ability == LL_AB_RECRUIT) {
        snprintf(mark, sizeof mark, "Recruit ({p%d} as ", p);
        const char *acted = strstr(log, mark);
        snprintf(mark, sizeof mark, "Recruit ({p%d}) was turned face down", p);
        const char *skipped = strstr(log, mark);
        return acted ? acted : skipped;
    }
    snprintf(mark, sizeof mark, "%s ({p%d})", ll_ability_names[c->ability], p);
    return strstr(log, mark);
}

static int initiative(GameState *st, int p, int card)
{
    const LlCard *c = ll_card(SET, card);
    if (c && c->ability == LL_AB_RECRUIT) c = ll_card(SET, S(st)->card[p][LL_MASTER]);
    return c && c->initiative > 0 ? c->initiative : 0;
}

/* One random game: follows both rolled tiles through the roll's swaps and,
 * when the roll has resolved, checks the rule.  Counts rolls and ordered pairs. */
static void play_and_check_rolls(uint64_t seed, int *rolls, int *ordered)
{
    GameSetup setup = {.num_players = 2};
    Error err = {{0}};
    GameState *st = game_new(M, &setup, SET, seed, &err);
    REQUIRE(st);
    Rng pick;
    rng_seed(&pick, seed * 7919 + 3);
    Action acts[GM_MAX_ACTIONS];
    int where[2] = {0, 0}, card[2] = {-1, -1};
    bool was_up[2] = {false, false}, in_roll = false;
    const int failures_at_start = tl_failures;
    for (int step = 0; step < 20000 && tl_failures == failures_at_start; step++) {
        if (M->current_player(st) == GM_TERMINAL) break;
        int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
        REQUIRE(n > 0);
        Action a = acts[rng_below(&pick, (uint32_t)n)];
        LlState *s = S(st);
        if (a.kind == LA_SWAP) { /* the rolled tile travels with a Pilot's or Spy's swap */
            int line = s->pend == LL_PC_PILOT ? s->pend_player : 1 - s->pend_player;
            if (where[line] == a.a) where[line] = a.a + 1;
            else if (where[line] == a.a + 1) where[line] = a.a;
        }
        uint8_t up_before[2][LL_SLOTS];
        memcpy(up_before, s->up, sizeof up_before);
        REQUIRE(M->apply(st, a));
        if (a.kind == LA_ROLL) {
            in_roll = true;
            for (int p = 0; p < 2; p++) {
                where[p] = s->active;
                card[p] = s->card[p][s->active];
                was_up[p] = up_before[p][s->active];
            }
        }
        if (!in_roll || s->phase == LL_PH_CHOICE) continue;
        in_roll = false;
        if (s->phase == LL_PH_OVER) continue; /* a Princess fell or tokens won mid-roll */
        (*rolls)++;
        for (int p = 0; p < 2; p++)
            CHECKF(s->up[p][where[p]] || was_up[p],
                   "seed %llu turn %d: {p%d}'s rolled tile (now at %d) stayed face down: %s",
                   (unsigned long long)seed, s->turn, p, where[p], s->turn_log);
        int i0 = initiative(st, 0, card[0]), i1 = initiative(st, 1, card[1]);
        if (!was_up[0] || !was_up[1] || i0 == 0 || i1 == 0 || i0 == i1) continue;
        if (strlen(s->turn_log) >= sizeof s->turn_log - 8) continue; /* the log may be cut */
        int lo = i0 < i1 ? 0 : 1;
        const char *first = activation_in_log(st, lo, card[lo]), *second = activation_in_log(st, 1 - lo, card[1 - lo]);
        CHECKF(first && second && first < second, "seed %llu turn %d: activations not both in initiative order: %s",
               (unsigned long long)seed, s->turn, s->turn_log);
        (*ordered)++;
    }
    game_free(st);
}

static void test_property_every_roll_plays_both_steps(void)
{
    int rolls = 0, ordered = 0;
    const int failures_at_start = tl_failures; /* the first broken game is enough */
    for (uint64_t seed = 1; seed <= 300 && tl_failures == failures_at_start; seed++) play_and_check_rolls(seed, &rolls, &ordered);
    printf("  %d rolls checked, %d with two activations in order\n", rolls, ordered);
    CHECK(rolls > 6000);
    CHECK(ordered > 2000);
}

/* The dice shown are this turn's: none while "Roll the dice" waits (last
 * turn's dice read as this turn's), the two faces once rolled, and the
 * number bar marks the same. */
static void test_dice_shown_only_once_rolled(void)
{
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    int waits = 0, shown = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        GameState *st = new_game(seed);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 400 && M->current_player(st) != GM_TERMINAL; step++) {
            LlState *s = S(st);
            M->view(st, M->current_player(st), v);
            const ViewZone *dz = view_find(v, "dice");
            REQUIRE(dz);
            if (s->phase == LL_PH_ROLL) {
                waits += s->turn > 1;
                CHECKF(dz->nitems == 0, "seed %llu turn %d: %d dice shown before the roll", (unsigned long long)seed, s->turn,
                       dz->nitems);
            } else if (s->phase == LL_PH_CHOICE || s->phase == LL_PH_REPOSITION) {
                shown++;
                CHECKF(dz->nitems == 2 && dz->items[0].value + dz->items[1].value == s->active,
                       "seed %llu turn %d: the dice do not show the %d rolled", (unsigned long long)seed, s->turn, s->active);
            }
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            REQUIRE(M->apply(st, acts[rng_below(&pick, (uint32_t)n)]));
        }
        game_free(st);
    }
    CHECKF(waits >= 10 && shown >= 10, "%d rolls waited for, %d shown", waits, shown);
    free(v);
}

/* A turn's words are never cut silently: words that do not fit the turn's
 * log set turn_cut, and the history line then ends in "..." (test_texts fails
 * on that mark); a whole turn of the rules fits (LL_TURN_TEXT). */
static void test_a_cut_turn_is_marked(void)
{
    GameState *st = load_pos("base.json");
    REQUIRE(st);
    put(st, 0, 6, "gambler", 1);
    put(st, 1, 6, "pilot", 0);
    REQUIRE(roll_to(st, 6));
    LlState *s = S(st);
    CHECK(!s->turn_cut);
    char words[LL_TURN_TEXT];
    memset(words, 'x', sizeof words - 1);
    words[sizeof words - 1] = 0;
    ll_say(s, "%s", words + 800); /* 223 more bytes: still room */
    ll_hist_sync(s);
    CHECK(!s->turn_cut);
    size_t l = strlen(s->hist[s->nhist - 1]);
    CHECK(l > 3 && strcmp(s->hist[s->nhist - 1] + l - 3, "...") != 0);
    ll_say(s, "%s", words); /* a whole LL_TURN_TEXT more: no room */
    ll_hist_sync(s);
    CHECK(s->turn_cut);
    l = strlen(s->hist[s->nhist - 1]);
    CHECK(l > 3 && strcmp(s->hist[s->nhist - 1] + l - 3, "...") == 0);
    game_free(st);
}

int main(void)
{
    if (!ll_kit_open()) return 1;
    RUN(test_both_face_down_turn_up);
    RUN(test_both_face_up_lower_initiative_first);
    RUN(test_one_up_one_down);
    RUN(test_equal_initiative_nobody_acts);
    RUN(test_turned_down_neither_acts_nor_returns);
    RUN(test_gambler_settled_then_rival_turned_up);
    RUN(test_schemer_settled_then_rival_acts);
    RUN(test_noble_settled_then_rival_turned_up);
    RUN(test_entertainer_settled_then_rival_acts);
    RUN(test_princess_settled_then_rival_turned_up);
    RUN(test_property_every_roll_plays_both_steps);
    RUN(test_a_cut_turn_is_marked);
    RUN(test_dice_shown_only_once_rolled);
    return tl_summary();
}
