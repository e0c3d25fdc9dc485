/* test_card_events.c — GameModule.card_events, the playtest's one hook:
 * for every game that has it, over random games, events name real cards and
 * seats, a card is played only after its seat drew it, final powers come only
 * at the end; and in Queen's Blood a replace reports the card played, the
 * replaced card and a card its effect killed as destroyed, and the opening
 * hands as draws; Queen by Midnight's and Blood Wars' plays, draws and
 * destroyed cards in set-up positions. */
#include "testlib.h"
#include "core/carddb.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"
#include <stdlib.h>
#include <string.h>

static void random_games(const GameModule *m)
{
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    GameSetup setup;
    setup_default(m, &setup);
    Action *acts = malloc(sizeof *acts * GM_MAX_ACTIONS);
    int *drawn = calloc((size_t)set->ncards * GM_MAX_PLAYERS, sizeof *drawn);
    REQUIRE(acts && drawn);
    int bad_card = 0, bad_kind = 0, played_undrawn = 0, early_final = 0, plays = 0, draws = 0;
    for (int g = 0; g < 30; g++) {
        Error err = {{0}};
        GameState *st = game_new(m, &setup, set, 1000 + (uint64_t)g, &err);
        REQUIRE(st);
        GameState *before = game_clone(m, st);
        memset(drawn, 0, sizeof *drawn * (size_t)set->ncards * GM_MAX_PLAYERS);
        Rng rng;
        rng_seed(&rng, (uint64_t)g);
        CardEvent ev[GM_MAX_CARD_EVENTS];
        int n = m->card_events(NULL, (Action){0, 0, 0, 0}, st, ev, GM_MAX_CARD_EVENTS);
        for (int step = 0; step < 5000; step++) {
            bool over = m->current_player(st) == GM_TERMINAL;
            for (int i = 0; i < n; i++) {
                if (ev[i].card < 0 || ev[i].card >= set->ncards || ev[i].seat < 0 || ev[i].seat >= setup.num_players) {
                    bad_card++;
                    continue;
                }
                int *d = &drawn[ev[i].seat * set->ncards + ev[i].card];
                if (ev[i].kind == CE_DRAWN) (*d)++, draws++;
                else if (ev[i].kind == CE_PLAYED) plays++, played_undrawn += *d == 0;
                else if (ev[i].kind == CE_FINAL) early_final += !over;
                else if (ev[i].kind != CE_DESTROYED) bad_kind++;
            }
            if (over) break;
            int nl = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(nl > 0);
            Action a = acts[rng_below(&rng, (uint32_t)nl)];
            game_copy(m, before, st);
            REQUIRE(m->apply(st, a));
            n = m->card_events(before, a, st, ev, GM_MAX_CARD_EVENTS);
        }
        game_free(before);
        game_free(st);
    }
    CHECKF(bad_card == 0, "%s: %d events name a card or seat that does not exist", m->id, bad_card);
    CHECKF(bad_kind == 0, "%s: %d events of no known kind", m->id, bad_kind);
    CHECKF(played_undrawn == 0, "%s: %d cards played before their seat drew them", m->id, played_undrawn);
    CHECKF(early_final == 0, "%s: %d final powers before the end", m->id, early_final);
    CHECKF(plays > 0 && draws > 0, "%s: %d plays and %d draws in 30 games", m->id, plays, draws);
    free(acts);
    free(drawn);
    carddb_free(set);
}

static void test_every_game_reports_sound_events(void)
{
    int with = 0;
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        if (!m->card_events) continue; /* optional: the games still being written adopt it */
        with++;
        random_games(m);
    }
    CHECK(with >= 5);
}

static int count(const CardEvent *ev, int n, int kind, int seat, int card)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += ev[i].kind == kind && ev[i].seat == seat && ev[i].card == card;
    return k;
}

/* Pyre replaces our Brute at 1.1; its -5 on the affected zones kills our Page
 * (power 1) at 0.1 and leaves the enemy Giant at 2. */
static void test_qb_replace_events(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, "tests/data/qb-test-set");
    REQUIRE(set);
    GameState *st = tl_load_position(m, set, "tests/positions/queens-blood/replace-lower.json");
    REQUIRE(st);
    GameState *before = game_clone(m, st);
    Action a;
    Error err = {{0}};
    REQUIRE(game_parse_action(m, st, "replace pyre -> 1.1", &a, &err));
    REQUIRE(m->apply(st, a));
    CardEvent ev[GM_MAX_CARD_EVENTS];
    int n = m->card_events(before, a, st, ev, GM_MAX_CARD_EVENTS);
    int pyre = carddb_find(set, "pyre"), brute = carddb_find(set, "brute"), page = carddb_find(set, "page"),
        giant = carddb_find(set, "giant");
    CHECK_INT(count(ev, n, CE_PLAYED, 0, pyre), 1);
    CHECK_INT(count(ev, n, CE_DESTROYED, 0, brute), 1); /* replaced */
    CHECK_INT(count(ev, n, CE_DESTROYED, 0, page), 1);  /* killed by the effect */
    CHECK_INT(count(ev, n, CE_DESTROYED, 1, giant), 0);
    for (int i = 0; i < n; i++) CHECK(ev[i].kind != CE_FINAL);
    /* the opening: each seat's hand as draws */
    n = m->card_events(NULL, a, before, ev, GM_MAX_CARD_EVENTS);
    CHECK_INT(count(ev, n, CE_DRAWN, 0, pyre), 1);
    CHECK_INT(count(ev, n, CE_DRAWN, 1, page), 1);
    CHECK_INT(n, 2);
    game_free(before);
    game_free(st);
    carddb_free(set);
}

/* Opens a position of game `id` on its default set. */
static GameState *open_position(const char *id, const char *path, const GameModule **m, CardSet **set)
{
    *m = games_find(id);
    *set = *m ? tl_load_set(*m, NULL) : NULL;
    GameState *st = *set ? tl_load_position(*m, *set, path) : NULL;
    CHECKF(st != NULL, "%s: %s does not load", id, path);
    return st;
}

/* Takes the named actions in turn; their events, all together, into ev. */
static int take_moves(const GameModule *m, GameState *st, const char *const *moves, int nmoves, CardEvent *ev, int cap)
{
    int total = 0;
    GameState *before = game_clone(m, st);
    for (int k = 0; k < nmoves; k++) {
        Action a;
        Error err = {{0}};
        game_copy(m, before, st);
        bool ok = game_parse_action(m, st, moves[k], &a, &err) && m->apply(st, a);
        CHECKF(ok, "%s: \"%s\" not taken: %s", m->id, moves[k], err.msg);
        if (!ok) break;
        total += m->card_events(before, a, st, ev + total, cap - total < GM_MAX_CARD_EVENTS ? cap - total : GM_MAX_CARD_EVENTS);
    }
    game_free(before);
    return total;
}

/* Queen by Midnight: the princesses open the game (drawn and played at once),
 * Burn the Ledger is played, the Coin it banishes from the hand is destroyed
 * and the Coin it draws (the deck holds only Coins) is a draw. */
static void test_qm_events(void)
{
    const GameModule *m;
    CardSet *set;
    GameState *st = open_position("queen-by-midnight", "tests/positions/queen-by-midnight/banish-from-hand.json", &m, &set);
    REQUIRE(st);
    int tamsin = carddb_find(set, "tamsin"), pell = carddb_find(set, "pell"), plan = carddb_find(set, "tamsin-plan"),
        coin = carddb_find(set, "tamsin-coin");
    CardEvent ev[4 * GM_MAX_CARD_EVENTS];
    int n = m->card_events(NULL, (Action){0, 0, 0, 0}, st, ev, GM_MAX_CARD_EVENTS);
    CHECK_INT(count(ev, n, CE_DRAWN, 0, tamsin) + count(ev, n, CE_PLAYED, 0, tamsin), 2);
    CHECK_INT(count(ev, n, CE_PLAYED, 1, pell), 1);
    CHECK_INT(count(ev, n, CE_DRAWN, 0, plan), 1);
    const char *moves[] = {"play 0 tamsin-plan", "pick 0 tamsin-coin"};
    n = take_moves(m, st, moves, 2, ev, 4 * GM_MAX_CARD_EVENTS);
    CHECK_INT(count(ev, n, CE_PLAYED, 0, plan), 1);
    CHECK_INT(count(ev, n, CE_PLAYED, 0, tamsin), 0); /* the princess only once */
    CHECK_INT(count(ev, n, CE_DESTROYED, 0, coin), 1);
    CHECK_INT(count(ev, n, CE_DRAWN, 0, coin), 1);
    for (int i = 0; i < n; i++) CHECK(ev[i].kind != CE_FINAL);
    game_free(st);
    carddb_free(set);
}

/* Blood Wars, the combat worked example: the battlefield and the invested fate
 * are played; the Phalanx slain by Gorrath's power and its War Banner, and the
 * loser's battle hand, are destroyed; the warlords themselves are not. */
static void test_bw_events(void)
{
    const GameModule *m;
    CardSet *set;
    GameState *st = open_position("blood-wars", "tests/positions/blood-wars/combat-example.json", &m, &set);
    REQUIRE(st);
    const char *moves[] = {"challenge ember-market combat w0", "invest hold-the-line", "oppose w0", "power 0", "power 0",
                           "use 1", "use 0 -> 0"};
    CardEvent ev[8 * GM_MAX_CARD_EVENTS];
    int n = take_moves(m, st, moves, (int)(sizeof moves / sizeof moves[0]), ev, 8 * GM_MAX_CARD_EVENTS);
    CHECK_INT(count(ev, n, CE_PLAYED, 0, carddb_find(set, "ember-market")), 1);
    CHECK_INT(count(ev, n, CE_PLAYED, 0, carddb_find(set, "hold-the-line")), 1);
    CHECK_INT(count(ev, n, CE_DESTROYED, 0, carddb_find(set, "clockwork-phalanx")), 1);
    CHECK_INT(count(ev, n, CE_DESTROYED, 0, carddb_find(set, "war-banner")), 1);
    CHECK_INT(count(ev, n, CE_DESTROYED, 1, carddb_find(set, "bone-rabble")), 1);
    CHECK_INT(count(ev, n, CE_DESTROYED, 0, carddb_find(set, "marshal-veyra")), 0);
    CHECK_INT(count(ev, n, CE_DESTROYED, 1, carddb_find(set, "gorrath")), 0);
    CHECK_INT(count(ev, n, CE_PLAYED, 1, carddb_find(set, "bone-rabble")), 0); /* assembled before the position */
    game_free(st);
    carddb_free(set);
}

int main(void)
{
    RUN(test_every_game_reports_sound_events);
    RUN(test_qb_replace_events);
    RUN(test_qm_events);
    RUN(test_bw_events);
    return tl_summary();
}
