/* test_hint_sentence.c — a hint says in one sentence what its move changes
 * that a player weighs, in each game's own figures, and for a move that
 * changes nothing why the others are worse (hint_words.c):
 *  - Queen's Blood: who leads a lane after the move ("you now lead the top lane 2 to 0");
 *  - Queen's Court: the spread ("your spread falls from 6 to 1");
 *  - Queen by Midnight: Clout spent on a buy; End turn with cards to play
 *    says what the best other move would leave worse;
 *  - Blood Wars: the cards a challenge costs and what the reply brings (VP);
 *  - Long Live the Queen: the only move says so;
 *  - beside a single other move, that move by name (not "none of the 1 other moves");
 *  - never that no other move "changes anything that counts" when one raises a figure;
 *  - a move that leaves the seat worse: what the best other move would leave worse still;
 *  - what another move "would only" change starts from the figure on the board;
 *  - a move that changes no figure says what it does on the table (a tie),
 *    or, changing nothing there either, that the moves tie;
 * each a sentence of at least eight words, the seat as "you". */
#include "testlib.h"
#include "ai/hint_words.h"
#include "core/carddb.h"
#include "core/registry.h"
#include <stdlib.h>
#include <string.h>

static int words_in(const char *s)
{
    int n = 0;
    for (bool in = false; *s; s++) {
        bool w = *s != ' ';
        n += w && !in;
        in = w;
    }
    return n;
}

/* The hint's sentence for the action `act` (text form) in a position file. */
static void sentence_for(const char *game, const char *set_dir, const char *pos, const char *act, char *out, size_t n)
{
    out[0] = 0;
    const GameModule *m = games_find(game);
    REQUIRE(m);
    CardSet *set = tl_load_set(m, set_dir);
    REQUIRE(set);
    GameState *st = tl_load_position(m, set, pos);
    REQUIRE(st);
    Action a;
    Error err = {{0}};
    REQUIRE(game_parse_action(m, st, act, &a, &err));
    hint_sentence(m, st, m->current_player(st), a, out, n);
    CHECKF(words_in(out) >= 8, "%s: \"%s\" is short", pos, out);
    CHECKF(strchr(out, '%') == NULL, "%s: \"%s\" is a percentage", pos, out);
    CHECKF(out[strlen(out) - 1] == '.', "%s: \"%s\" is no sentence", pos, out);
    game_free(st);
    carddb_free(set);
}

static void qb_tells_who_leads_the_lane(void)
{
    char s[640];
    sentence_for("queens-blood", "tests/data/qb-test-set", "tests/positions/queens-blood/loop.json", "play thornlash -> 0.0",
                 s, sizeof s);
    CHECK_CONTAINS(s, "Play Thornlash in the top lane");
    CHECK_CONTAINS(s, "you now lead the top lane 2 to 0");
    CHECK_CONTAINS(s, "best reply");
}

static void qc_tells_the_spread(void)
{
    char s[640];
    sentence_for("queens-court", NULL, "tests/positions/queens-court/wild-last-holder.json", "play 9 -> p1.left", s,
                 sizeof s);
    CHECK_CONTAINS(s, "your spread falls from 6 to 1");
}

static void qm_tells_clout_and_why_to_wait(void)
{
    char s[640];
    const char *pos = "tests/positions/queen-by-midnight/banish-from-hand.json";
    sentence_for("queen-by-midnight", NULL, pos, "buy vault 2 tamsin-haymaker", s, sizeof s);
    CHECK_CONTAINS(s, "your Clout falls from 4 to 0");
    /* and what the card brings, as it reads: the Clout alone told nothing */
    CHECK_CONTAINS(s, "; you gain Haymaker, which reads \"Attack: deal Major Brawler damage\" (");
    CHECK_CONTAINS(s, " at your levels now)");
    /* ending the turn with cards to play changes nothing: the sentence says
     * what the best other move would leave worse, or that none changes anything */
    sentence_for("queen-by-midnight", NULL, pos, "end turn", s, sizeof s);
    CHECKF(strncmp(s, "End turn: ", 10) == 0, "\"%s\"", s);
    CHECKF(strstr(s, "every other move does worse; the best of them, ") || strstr(s, "other moves changes anything"), "\"%s\"", s);
}

/* A move that leaves the seat worse (HP falls, a rival's Clout rises) says
 * why it is still the best: what the other move would leave worse still. */
static void qm_worse_move_says_why_it_is_best(void)
{
    char s[640];
    sentence_for("queen-by-midnight", NULL, "tests/positions/queen-by-midnight/attacked.json", "take", s, sizeof s);
    CHECK_CONTAINS(s, "your HP falls from 30 to 25");
    CHECK_CONTAINS(s, "; the only other move, react with Folded Step for 1 Clout, would leave your Clout at 2 instead of 3");
}

static void bw_tells_cards_and_vp(void)
{
    char s[640];
    sentence_for("blood-wars", NULL, "tests/positions/blood-wars/combat-example.json",
                 "challenge ember-market intrigue w0", s, sizeof s);
    CHECK_CONTAINS(s, "Intrigue challenge for Ember Market");
    CHECK_CONTAINS(s, "your cards in hand fall from 3 to 2");
    CHECK_CONTAINS(s, "VP");
}

static void ll_only_move_says_so(void)
{
    char s[640];
    sentence_for("long-live-the-queen", NULL, "tests/positions/long-live-the-queen/base.json", "roll", s, sizeof s);
    CHECK_STR(s, "Roll the dice: it is the only move you have at this point.");
}

/* Plays a seeded random game of m (the state from seed * mult, the moves
 * from seed) for at most `steps` moves, calling at() at each position until
 * it answers false. */
typedef bool (*AtPosition)(const GameModule *m, const GameState *st, const Action *acts, int n, void *ctx);
static void random_game(const GameModule *m, const CardSet *set, uint64_t seed, uint64_t mult, int steps, AtPosition at,
                        void *ctx)
{
    GameSetup setup;
    setup_default(m, &setup);
    GameState *st = game_new(m, &setup, set, seed * mult, NULL);
    REQUIRE(st);
    Rng r;
    rng_seed(&r, seed);
    Action acts[GM_MAX_ACTIONS];
    for (int step = 0; step < steps && !game_is_over(m, st); step++) {
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n <= 0 || !at(m, st, acts, n, ctx)) break;
        REQUIRE(m->apply(st, acts[rng_below(&r, (uint32_t)n)]));
    }
    game_free(st);
}

typedef struct Tally {
    const char *game;
    int asked, hits, cap;
} Tally;

static bool name_the_one_other(const GameModule *m, const GameState *st, const Action *acts, int n, void *ctx)
{
    Tally *t = ctx;
    for (int i = 0; n == 2 && i < 2; i++) {
        char out[640];
        hint_sentence(m, st, m->current_player(st), acts[i], out, sizeof out);
        CHECKF(strstr(out, "of the 1 other") == NULL, "%s: \"%s\"", t->game, out);
        t->hits += strstr(out, "the only other move, ") != NULL;
        t->asked++;
    }
    return t->asked < t->cap;
}

/* A waiting move beside exactly one other names that move ("the only other
 * move, defend with Judicator Pell, ...") instead of "none of the 1 other
 * moves": seeded random games of each game, every position with two moves. */
static void one_other_move_is_named(void)
{
    static const char *const GAMES[] = {"blood-wars", "queens-court", "queen-by-midnight", "queens-blood", "long-live-the-queen"};
    Tally t = {0};
    for (int g = 0; g < 5; g++) {
        const GameModule *m = games_find(GAMES[g]);
        REQUIRE(m);
        CardSet *set = tl_load_set(m, NULL);
        REQUIRE(set);
        t.game = GAMES[g];
        t.cap = 60 * (g + 1);
        for (uint64_t seed = 1; seed <= 2; seed++) random_game(m, set, seed, 97, 400, name_the_one_other, &t);
        carddb_free(set);
    }
    printf("  %d hints in two-move positions, %d named the other move\n", t.asked, t.hits);
    CHECK(t.hits > 0);
}

/* A lane is told by a side's total in it ("Ben's total in the middle lane"),
 * never "Ben's the middle lane": every move of Queen's Blood's first turns,
 * mulligans included, in seeded games. */
static bool lane_words_read(const GameModule *m, const GameState *st, const Action *acts, int n, void *ctx)
{
    Tally *t = ctx;
    for (int i = 0; i < n && i < 6; i++) {
        char out[640];
        hint_sentence(m, st, m->current_player(st), acts[i], out, sizeof out);
        CHECKF(strstr(out, "'s the ") == NULL && strstr(out, "your the ") == NULL, "\"%s\"", out);
        t->hits += strstr(out, "total in the ") != NULL;
        t->asked++;
    }
    return true;
}

static void qb_lane_words_read(void)
{
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    Tally t = {.game = "queens-blood"};
    for (uint64_t seed = 1; seed <= 3; seed++) random_game(m, set, seed, 31, 16, lane_words_read, &t);
    carddb_free(set);
    printf("  %d Queen's Blood hints, %d told a side's total in a lane\n", t.asked, t.hits);
    CHECK(t.hits > 0);
}

/* The seat's own figure `name` in st (-1 when the module has none). */
static int own_figure(const GameModule *m, const GameState *st, int seat, const char *name)
{
    GameFigure f[GM_MAX_FIGURES];
    int n = m->hint_figures(st, f, GM_MAX_FIGURES);
    for (int i = 0; i < n; i++)
        if (f[i].owner == seat && strcmp(f[i].name, name) == 0) return f[i].value;
    return -1;
}

/* Queen by Midnight: "End turn" with a coin in hand never says that no other
 * move "changes anything that counts" (playing the coin raises the Clout);
 * it says what the best other move would only change.  Seeded random games. */
static void waiting_move_never_says_nothing_changes_untrue(void)
{
    const GameModule *m = games_find("queen-by-midnight");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    int asked = 0, only = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        GameSetup setup;
        setup_default(m, &setup);
        GameState *st = game_new(m, &setup, set, seed * 31, NULL), *copy = game_clone(m, st);
        REQUIRE(st && copy);
        Rng r;
        rng_seed(&r, seed);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 300 && !game_is_over(m, st) && asked < 40; step++) {
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS), seat = m->current_player(st), end = -1;
            if (n <= 0) break;
            bool raises = false; /* a move that raises the seat's Clout at once */
            for (int i = 0; i < n; i++) {
                char t[96];
                m->action_text(st, acts[i], t, sizeof t);
                if (strcmp(t, "end turn") == 0) end = i;
                game_copy(m, copy, st);
                if (m->apply(copy, acts[i]) && own_figure(m, copy, seat, "Clout") > own_figure(m, st, seat, "Clout")) raises = true;
            }
            if (end >= 0 && raises) {
                char out[640];
                hint_sentence(m, st, seat, acts[end], out, sizeof out);
                CHECKF(strstr(out, "changes anything that counts") == NULL, "step %d: \"%s\"", step, out);
                only += strstr(out, "would only raise") != NULL || strstr(out, "would only lower") != NULL;
                if (asked == 0) printf("  %s\n", out);
                asked++;
            }
            REQUIRE(m->apply(st, acts[rng_below(&r, (uint32_t)n)]));
        }
        game_free(copy);
        game_free(st);
    }
    carddb_free(set);
    printf("  %d End turn hints beside a move that raises Clout, %d told what it would only change\n", asked, only);
    CHECK(asked > 0);
}

/* The seat's figure named in words at w ("your Clout", "{p1}'s HP"), ending
 * before `end`; -1 when none matches. */
static int figure_named(const GameModule *m, const GameState *st, int seat, const char *w, const char *end)
{
    int owner = seat;
    if (strncmp(w, "{p", 2) == 0) owner = w[2] - '0';
    else if (strncmp(w, "your ", 5) != 0) return -1;
    const char *name = strchr(w, ' ') + 1;
    GameFigure f[GM_MAX_FIGURES];
    int n = m->hint_figures(st, f, GM_MAX_FIGURES);
    for (int i = 0; i < n; i++)
        if (f[i].owner == owner && strlen(f[i].name) == (size_t)(end - name) && strncmp(f[i].name, name, (size_t)(end - name)) == 0)
            return f[i].value;
    return -1;
}

typedef struct FromTally {
    int asked, told;
} FromTally;

/* "the best of them, ..., would only lower Ben's Clout from 4 to 2": the
 * "from" (or the "keep ... at") is the figure the board shows now, never the
 * one after the hinted move and its reply (Ben showed 2 while the hint said
 * 4).  Every move of seeded Queen by Midnight games' first turns. */
static bool only_from_the_board(const GameModule *m, const GameState *st, const Action *acts, int n, void *ctx)
{
    FromTally *t = ctx;
    int seat = m->current_player(st);
    for (int i = 0; i < n && i < 8; i++) {
        char out[640];
        hint_sentence(m, st, seat, acts[i], out, sizeof out);
        t->asked++;
        const char *w = strstr(out, "would only ");
        if (!w) continue;
        w += strlen("would only ");
        const char *sp = strchr(w, ' ');
        bool keep = strncmp(w, "keep ", 5) == 0;
        const char *end = sp ? strstr(sp + 1, keep ? " at " : " from ") : NULL;
        CHECKF(end != NULL, "\"%s\"", out);
        if (!end) return false;
        int shown = figure_named(m, st, seat, sp + 1, end), said = atoi(end + (keep ? 4 : 6));
        CHECKF(shown >= 0 && said == shown, "board %d: \"%s\"", shown, out);
        t->told++;
    }
    return t->asked < 400;
}

static void only_changes_start_from_the_board(void)
{
    const GameModule *m = games_find("queen-by-midnight");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    FromTally t = {0};
    for (uint64_t seed = 1; seed <= 2; seed++) random_game(m, set, seed, 31, 300, only_from_the_board, &t);
    carddb_free(set);
    printf("  %d hints, %d told what another move would only change\n", t.asked, t.told);
    CHECK(t.told > 0);
}

/* A move that changes no figure, among others that change none either (a
 * tie), still says what it does: Long Live the Queen's tile placing ("your
 * tiles to place go from 10 to 9"), Queen by Midnight's archiving ("your
 * hand goes from 5 to 4 and your archive from 0 to 1"). */
static void tie_says_what_the_move_does(void)
{
    char s[640];
    const GameModule *m = games_find("long-live-the-queen");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    GameSetup setup;
    setup_default(m, &setup);
    GameState *st = game_new(m, &setup, set, 31, NULL);
    REQUIRE(st);
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    REQUIRE(n > 1);
    hint_sentence(m, st, m->current_player(st), acts[0], s, sizeof s);
    CHECK_CONTAINS(s, "your tiles to place go from 11 to 10");
    CHECKF(strstr(s, "keeps your choices open") == NULL, "\"%s\"", s);
    game_free(st);
    carddb_free(set);
    /* a tie that changes nothing on the table either (Queen's Blood's
     * mulligan): what the move does, never only "a tie" */
    m = games_find("queens-blood");
    REQUIRE(m);
    set = tl_load_set(m, NULL);
    REQUIRE(set);
    setup_default(m, &setup);
    st = game_new(m, &setup, set, 31, NULL);
    REQUIRE(st);
    REQUIRE(m->legal_actions(st, acts, GM_MAX_ACTIONS) > 1);
    hint_sentence(m, st, m->current_player(st), acts[0], s, sizeof s);
    CHECK_CONTAINS(s, ": it goes under your deck for a new card; the ");
    CHECK_CONTAINS(s, " others change nothing that counts either");
    CHECKF(strstr(s, "a tie, and the look-ahead chose this one") == NULL, "\"%s\"", s);
    int done = -1;
    n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        char t[64];
        m->action_text(st, acts[i], t, sizeof t);
        if (strcmp(t, "mulligan toggle 0") == 0) REQUIRE(m->apply(st, acts[i]));
    }
    n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        char t[64];
        m->action_text(st, acts[i], t, sizeof t);
        if (strcmp(t, "mulligan done") == 0) done = i;
    }
    REQUIRE(done >= 0);
    hint_sentence(m, st, m->current_player(st), acts[done], s, sizeof s);
    CHECK_CONTAINS(s, "sends back 1 card under your deck and draws as many");
    game_free(st);
    carddb_free(set);
}

typedef struct SwapTally {
    int asked;
} SwapTally;

/* Long Live the Queen's swaps change no token and no count: the hint names
 * the two tiles ("swaps your Spy at 4 and your Pilot at 5"), never only "a
 * tie".  Seeded random games until a few swaps were hinted. */
static bool swap_says_which_tiles(const GameModule *m, const GameState *st, const Action *acts, int n, void *ctx)
{
    SwapTally *t = ctx;
    for (int i = 0; i < n; i++) {
        char text[64], out[640];
        m->action_text(st, acts[i], text, sizeof text);
        if (strncmp(text, "swap ", 5) != 0 && strncmp(text, "reposition swap ", 16) != 0) continue;
        hint_sentence(m, st, m->current_player(st), acts[i], out, sizeof out);
        CHECKF(strstr(out, ": swaps ") != NULL && strstr(out, "a tie, and the look-ahead") == NULL, "%s: \"%s\"", text, out);
        if (t->asked++ == 0) printf("  %s\n", out);
        break;
    }
    return t->asked < 6;
}

static void ll_swap_names_the_tiles(void)
{
    const GameModule *m = games_find("long-live-the-queen");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    SwapTally t = {0};
    for (uint64_t seed = 1; seed <= 4 && t.asked < 6; seed++) random_game(m, set, seed, 31, 400, swap_says_which_tiles, &t);
    carddb_free(set);
    printf("  %d swaps hinted\n", t.asked);
    CHECK(t.asked > 0);
}

int main(void)
{
    RUN(qb_tells_who_leads_the_lane);
    RUN(qc_tells_the_spread);
    RUN(qm_tells_clout_and_why_to_wait);
    RUN(qm_worse_move_says_why_it_is_best);
    RUN(bw_tells_cards_and_vp);
    RUN(ll_only_move_says_so);
    RUN(one_other_move_is_named);
    RUN(qb_lane_words_read);
    RUN(waiting_move_never_says_nothing_changes_untrue);
    RUN(only_changes_start_from_the_board);
    RUN(tie_says_what_the_move_does);
    RUN(ll_swap_names_the_tiles);
    return tl_summary();
}
