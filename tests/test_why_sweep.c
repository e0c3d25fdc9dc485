/* test_why_sweep.c — a click that does nothing says why, swept over
 * seeded random games, for the places where the table used to say only "can't
 * be played now": Queen's Court's draw pile (nobody draws by hand: the play
 * does it) and Long Live the Queen's tiles, Masters and tokens before the roll
 * (the dice come first).  In each position the reason appears exactly when no
 * move names the place; and Long Live the Queen's number bar and the empty
 * places of a line in setup.  Blood Wars' warlords in the Assembly are swept in
 * test_bw_why.c. */
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/registry.h"
#include "games/queens-court/qc.h"
#include "games/long-live-the-queen/ll.h"

/* Does some legal move name `zone` at either end? */
static bool a_move_names(const GameModule *m, const GameState *st, const Action *acts, int n, const char *zone)
{
    for (int i = 0; i < n; i++) {
        ActionDesc d;
        memset(&d, 0, sizeof d);
        m->describe(st, acts[i], &d);
        if (strcmp(d.src_zone, zone) == 0 || strcmp(d.dst_zone, zone) == 0) return true;
    }
    return false;
}

typedef void (*Look)(const GameModule *m, GameState *st, const Action *acts, int n, int counts[3]);

/* Seeded random games of m at its seat counts; `look` sees every position. */
static void sweep(const char *game, int games, Look look, int counts[3])
{
    const GameModule *m = games_find(game);
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    for (int g = 0; g < games; g++) {
        GameSetup setup;
        setup_default(m, &setup);
        setup.num_players = m->min_players + g % (m->max_players - m->min_players + 1);
        GameState *st = game_new(m, &setup, set, (uint64_t)g + 700, NULL);
        REQUIRE(st);
        Rng r;
        rng_seed(&r, (uint64_t)g * 31 + 5);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 2000 && !game_is_over(m, st); step++) {
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            if (n <= 0) break;
            look(m, st, acts, n, counts);
            REQUIRE(m->apply(st, acts[rng_below(&r, (uint32_t)n)]));
        }
        game_free(st);
    }
    carddb_free(set);
}

/* counts: {first half, second half, a move on the deck} */
static void qc_deck(const GameModule *m, GameState *st, const Action *acts, int n, int counts[3])
{
    const QcState *s = (const QcState *)st;
    char why[256] = "";
    bool said = m->why_not(st, "deck", -1, why, sizeof why);
    bool moved = a_move_names(m, st, acts, n, "deck");
    CHECKF(said != moved, "round %d half %d: a move on the deck %d, why_not \"%s\"", s->round, s->half, moved, said ? why : "");
    counts[2] += moved;
    if (!said) return;
    if (s->half == QC_FIRST_HALF) CHECK_CONTAINS(why, "you draw from it after each play");
    else CHECK_CONTAINS(why, "it is empty");
    counts[s->half == QC_FIRST_HALF ? 0 : 1]++;
}

static void queens_court_deck_says_why(void)
{
    int counts[3] = {0, 0, 0};
    sweep("queens-court", 6, qc_deck, counts);
    printf("  draw pile clicked: %d in a first half, %d in a second half, %d a move\n", counts[0], counts[1], counts[2]);
    CHECK(counts[0] > 0 && counts[1] > 0);
    CHECK_INT(counts[2], 0);
}

/* counts: {tiles and Masters told "roll the dice first", own tokens told so, places named by a move then} */
static void ll_before_the_roll(const GameModule *m, GameState *st, const Action *acts, int n, int counts[3])
{
    const LlState *s = (const LlState *)st;
    char zone[VIEW_ID_LEN], why[256];
    for (int seat = 0; seat < 2; seat++)
        for (int pos = LL_MASTER; pos <= LL_POS_MAX; pos++) {
            if (pos > LL_MASTER && pos < LL_POS_MIN) continue;
            if (pos == LL_MASTER) snprintf(zone, sizeof zone, "p%d.master", seat);
            else snprintf(zone, sizeof zone, "p%d.pos%d", seat, pos);
            why[0] = 0;
            bool said = m->why_not(st, zone, 0, why, sizeof why) && strstr(why, "roll the dice first");
            bool roll_now = s->phase == LL_PH_ROLL && s->card[seat][pos] >= 0;
            bool moved = a_move_names(m, st, acts, n, zone);
            CHECKF(said == (roll_now && !moved), "phase %d, %s: roll now %d, a move %d, why_not \"%s\"", s->phase, zone, roll_now, moved, why);
            counts[0] += said;
            counts[2] += roll_now && moved;
        }
    if (s->phase != LL_PH_ROLL) return;
    for (int c = 0; c < LL_NCOL; c++) {
        snprintf(zone, sizeof zone, "p%d.%s", s->cur, ll_colour_ids[c]);
        CHECK(m->why_not(st, zone, -1, why, sizeof why));
        CHECK_CONTAINS(why, "roll the dice first");
        counts[1]++;
    }
}

static void long_live_the_queen_tiles_wait_for_the_roll(void)
{
    int counts[3] = {0, 0, 0};
    sweep("long-live-the-queen", 4, ll_before_the_roll, counts);
    printf("  before the roll: %d tiles or Masters and %d tokens said why; %d were named by a move\n", counts[0], counts[1], counts[2]);
    CHECK(counts[0] > 0 && counts[1] > 0);
    CHECK_INT(counts[2], 0);
}

/* counts: {bar cells, empty setup places told how, told why not} */
static void ll_bar_and_setup_places(const GameModule *m, GameState *st, const Action *acts, int n, int counts[3])
{
    const LlState *s = (const LlState *)st;
    char zone[VIEW_ID_LEN], why[256];
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) { /* the number bar only counts: never a move, always a reason */
        snprintf(zone, sizeof zone, "bar.%d", pos);
        why[0] = 0;
        bool said = m->why_not(st, zone, 0, why, sizeof why);
        CHECKF(said && !a_move_names(m, st, acts, n, zone), "phase %d, %s: why_not \"%s\"", s->phase, zone, why);
        if (said) CHECK_CONTAINS(why, "of both lines act");
        counts[0] += said;
    }
    if (s->phase != LL_PH_SETUP) return;
    int p = s->setup_seat;
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        if (s->card[p][pos] >= 0) continue;
        snprintf(zone, sizeof zone, "p%d.pos%d", p, pos);
        why[0] = 0;
        CHECKF(m->why_not(st, zone, -1, why, sizeof why), "setup, empty %s: no reason", zone);
        bool how = strstr(why, "pick one of the tiles to place") != NULL;
        bool moved = a_move_names(m, st, acts, n, zone);
        CHECKF(how == moved, "setup, empty %s: a move %d, why_not \"%s\"", zone, moved, why);
        counts[how ? 1 : 2]++;
    }
}

/* The number bar and an empty place of the line in setup said only
 * "no move here now": the bar says what a roll there does, an empty place
 * what fills it (the Master first, then the line from 2 upward). */
static void long_live_the_queen_bar_and_empty_places_say_why(void)
{
    int counts[3] = {0, 0, 0};
    sweep("long-live-the-queen", 4, ll_bar_and_setup_places, counts);
    printf("  %d number-bar cells said what a roll does; empty setup places: %d told how to fill, %d why not yet\n", counts[0],
           counts[1], counts[2]);
    CHECK(counts[0] > 0 && counts[1] > 0 && counts[2] > 0);
}

/* ---- every refused click, in every phase of every game ---- */

static View seen; /* the mover's view of the position swept */

/* Does some legal move name item idx of zone zi, as the table matches it?
 * A hand or row names its card (or a copy with the same face in that hand);
 * any other zone (a pile, a cell, tokens) is one target whatever the item. */
static bool a_move_takes(const GameModule *m, const GameState *st, const Action *acts, int n, int zi, int idx)
{
    const ViewZone *z = &seen.zones[zi];
    bool by_item = z->kind == VZ_HAND || z->kind == VZ_ROW;
    for (int i = 0; i < n; i++) {
        ActionDesc d;
        memset(&d, 0, sizeof d);
        m->describe(st, acts[i], &d);
        const char *zones[2] = {d.src_zone, d.dst_zone};
        int at[2] = {d.src_index, d.dst_index};
        for (int e = 0; e < 2; e++) {
            if (strcmp(zones[e], z->id) != 0) continue;
            if (!by_item || at[e] < 0 || at[e] >= z->nitems || idx < 0 || at[e] == idx) return true;
            if (z->items[at[e]].card >= 0 && z->items[at[e]].card == z->items[idx].card) return true; /* a copy */
        }
    }
    return false;
}

/* The things a player clicks to act, per game: the mover's hand in every
 * game (and Queen's Court's draw pile: every card in its hands is a move); Long Live the Queen's tiles, Masters and tokens of both lines and the
 * supply during play (swaps and tokens); Blood Wars' warlords, battle hands,
 * victory pool, battlefield and sides of a challenge. */
static bool swept_zone(const char *game, const GameState *st, const ViewZone *z, int me)
{
    char hand[VIEW_ID_LEN];
    snprintf(hand, sizeof hand, "p%d.hand", me);
    if (strcmp(z->id, hand) == 0) return true;
    if (strcmp(game, "queens-court") == 0) return strcmp(z->id, "deck") == 0; /* every card in hand is a move */
    if (strcmp(game, "long-live-the-queen") == 0) {
        const LlState *s = (const LlState *)st;
        if (s->phase != LL_PH_CHOICE && s->phase != LL_PH_REPOSITION) return false;
        return strncmp(z->id, "supply.", 7) == 0 || ((z->id[0] == 'p') && strchr(z->id, '.') && strstr(z->id, ".gang") == NULL);
    }
    if (strcmp(game, "blood-wars") == 0) {
        char own[8];
        snprintf(own, sizeof own, "p%d.", me);
        return strcmp(z->id, "field") == 0 || strncmp(z->id, "side", 4) == 0 ||
               (strncmp(z->id, own, strlen(own)) == 0 && (z->id[strlen(own)] == 'w' || strcmp(z->id + strlen(own), "pool") == 0));
    }
    return false;
}

static const char *swept_game;

/* counts: {clicks looked at, refused with a reason, refused without one} */
static void every_refusal(const GameModule *m, GameState *st, const Action *acts, int n, int counts[3])
{
    int me = m->current_player(st);
    if (me < 0) return;
    m->view(st, me, &seen);
    for (int zi = 0; zi < seen.nzones; zi++) {
        const ViewZone *z = &seen.zones[zi];
        if (!swept_zone(swept_game, st, z, me)) continue;
        for (int idx = z->kind == VZ_HAND ? 0 : -1; idx < z->nitems; idx++) {
            if (idx < 0 && z->nitems > 0) continue; /* a zone is clicked as itself only when it is empty */
            counts[0]++;
            if (a_move_takes(m, st, acts, n, zi, idx)) continue;
            char why[256] = "";
            bool said = m->why_not(st, z->id, idx, why, sizeof why);
            bool words = said && strlen(why) >= 12 && strchr(why, ' ') && !strstr(why, "can't be played") && !strchr(why, '%');
            CHECKF(words, "%s: %s item %d refused with no reason in words (prompt \"%s\"): \"%s\"", swept_game, z->id, idx,
                   seen.prompt, why);
            counts[words ? 1 : 2]++;
        }
    }
}

/* Every click on a thing the table offers that no move takes says why, in
 * the module's words, at every position of seeded random games of all five
 * games — Long Live the Queen's refused swaps and tokens and Blood Wars'
 * Invest, Induct, Cull and legion steps among them. */
static void every_refused_click_says_why(void)
{
    static const char *const GAMES[] = {"queens-blood", "queens-court", "queen-by-midnight", "long-live-the-queen", "blood-wars"};
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++) {
        int counts[3] = {0, 0, 0};
        swept_game = GAMES[g];
        sweep(GAMES[g], 4, every_refusal, counts);
        printf("  %s: %d clicks looked at, %d refused with a reason, %d without\n", GAMES[g], counts[0], counts[1], counts[2]);
        CHECK(counts[0] > 0 && counts[1] > 0);
        CHECK_INT(counts[2], 0);
    }
}

int main(void)
{
    RUN(queens_court_deck_says_why);
    RUN(long_live_the_queen_tiles_wait_for_the_roll);
    RUN(long_live_the_queen_bar_and_empty_places_say_why);
    RUN(every_refused_click_says_why);
    return tl_summary();
}
