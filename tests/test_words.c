/* test_words.c — what the table tells a player, in words a new player reads
 * without the rules at hand ("Outcomes that explain themselves"):
 *  - Long Live the Queen's seat lines name the prestige tokens by colour
 *    ("0 red, 2 yellow, 5 blue"), not "R0 Y2 B5", and its events say "took a
 *    red token", not "took red";
 *  - Blood Wars: an intrigue's outcome names whose challenge it was, so joined
 *    to an ally's line it is never read as the ally's;
 *  - Queen's Court's "How it went" gives every seat's spread per round and the
 *    tie-break that decided, and keeps them through a position file;
 *  - Queen by Midnight's clock marks what its next hours bring. */
#include "testlib.h"
#include <cjson/cJSON.h>
#include "core/carddb.h"
#include "core/registry.h"
#include "core/view.h"
#include "games/blood-wars/bw.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static View VIEW;

/* A position of game `id` from JSON written with single quotes; NULL (said) if it does not load. */
static GameState *pos(const GameModule *m, const CardSet *set, const char *text, char *err_out, size_t n)
{
    char *json = strdup(text);
    for (char *c = json; *c; c++)
        if (*c == '\'') *c = '"';
    Error e = {{0}};
    GameState *st = game_from_text(m, json, strlen(json), "test", set, &e);
    free(json);
    if (err_out) snprintf(err_out, n, "%s", e.msg);
    else if (!st) fprintf(stderr, "  position: %s\n", e.msg);
    return st;
}

static CardSet *set_of(const GameModule *m)
{
    Report problems = {0};
    CardSet *set = carddb_load_named(m, NULL, &problems);
    report_free(&problems);
    return set;
}

/* A new game of `m` at its default setup, dealt by `seed`. */
static GameState *seeded(const GameModule *m, const CardSet *set, uint64_t seed)
{
    GameSetup setup;
    setup_default(m, &setup);
    Error err = {{0}};
    return game_new(m, &setup, set, seed, &err);
}

/* ---- Long Live the Queen ---- */

/* A colour said bare in an event ("took red", "gave Ann blue": a new player
 * reads a colour, not a prestige token); NULL when every colour is followed by
 * "token(s)" or "one" ("then chose a blue one"). */
static const char *bare_colour(const char *s)
{
    static const char *const COLOURS[] = {"red", "yellow", "blue"};
    for (int c = 0; c < 3; c++)
        for (const char *p = strstr(s, COLOURS[c]); p; p = strstr(p + 1, COLOURS[c])) {
            size_t l = strlen(COLOURS[c]);
            if ((p > s && isalpha((unsigned char)p[-1])) || isalpha((unsigned char)p[l])) continue; /* inside a word */
            if (strncmp(p + l, " token", 6) != 0 && strncmp(p + l, " one", 4) != 0) return p;
        }
    return NULL;
}

/* Every seat line of seeded games names the tokens by colour, in the order
 * red, yellow, blue, with the counts the rules hold ("R0 Y2 B5" was never
 * explained); every event says "a red token", never a bare "red". */
static void ll_seat_lines_name_the_tokens(void)
{
    const GameModule *m = games_find("long-live-the-queen");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    int lines = 0, with_tokens = 0, events = 0, colours = 0, bare_told = 0, relabels = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        GameState *st = seeded(m, set, seed);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed);
        for (int step = 0; step < 400 && !game_is_over(m, st); step++) {
            for (int seat = 0; seat < 2; seat++) {
                memset(&VIEW, 0, sizeof VIEW);
                m->view(st, seat, &VIEW);
                for (int p = 0; p < 2; p++) {
                    const char *line = VIEW.seat_status[p];
                    int r = -1, y = -1, b = -1, used = 0;
                    bool words = sscanf(line, "%d red, %d yellow, %d blue · %n", &r, &y, &b, &used) == 3 && used > 0;
                    CHECKF(words, "seed %llu step %d: seat %d's line \"%s\" does not name the tokens by colour",
                           (unsigned long long)seed, step, p, line);
                    CHECKF(strstr(line, "Master") != NULL, "seat line \"%s\" lost its Master", line);
                    lines++;
                    with_tokens += r + y + b > 0;
                    if (!words) goto next_game;
                }
            }
            Action acts[GM_MAX_ACTIONS];
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            for (int i = 0; i < n; i++) { /* the labels name the seat ("the rival's tiles" was misread) and say where the old Master goes */
                ActionDesc d;
                m->describe(st, acts[i], &d);
                CHECKF((!strstr(d.label, "the rival") && !strstr(d.label, "old one out")) || bare_told++ >= 3, "label \"%s\"", d.label);
                relabels += strstr(d.label, "{p") != NULL || strstr(d.label, "old Master face up at") != NULL;
            }
            REQUIRE(m->apply(st, acts[rng_below(&pick, (uint32_t)n)]));
            memset(&VIEW, 0, sizeof VIEW);
            m->view(st, -1, &VIEW);
            const char *bare = bare_colour(VIEW.last_event);
            CHECKF(!bare || bare_told++ >= 3, "seed %llu step %d: a bare colour at \"%.30s\" in \"%s\"", (unsigned long long)seed, step,
                   bare, VIEW.last_event);
            events += VIEW.last_event[0] != 0;
            colours += strstr(VIEW.last_event, " token") != NULL;
        }
    next_game:
        game_free(st);
    }
    CHECKF(with_tokens > 0, "no seat line with a token in %d lines: the games never got far", lines);
    CHECKF(colours > 0, "no event of %d told a token", events);
    CHECKF(relabels > 0, "no label named a seat or the old Master's place: the games never got there");
    carddb_free(set);
}

/* A Gambler that wins two tokens at once says it once ("won 2 of {p0}'s blue
 * tokens", "won {p0}'s red token and a blue one"): "won {p0}'s blue token, won
 * {p0}'s blue token" read as a doubled line.  Seeded games, random moves:
 * neither the events nor the turns' history say "won" twice in a row. */
static void ll_gambler_says_two_wins_once(void)
{
    const GameModule *m = games_find("long-live-the-queen");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    int joined = 0;
    for (uint64_t seed = 1; seed <= 12 && joined < 2; seed++) {
        GameState *st = seeded(m, set, seed);
        REQUIRE(st);
        Rng pick;
        rng_seed(&pick, seed + 40);
        for (int step = 0; step < 600 && !game_is_over(m, st); step++) {
            Action acts[GM_MAX_ACTIONS];
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            REQUIRE(n > 0);
            REQUIRE(m->apply(st, acts[rng_below(&pick, (uint32_t)n)]));
            memset(&VIEW, 0, sizeof VIEW);
            m->view(st, -1, &VIEW);
            CHECKF(!strstr(VIEW.last_event, "token, won {p"), "seed %llu step %d: \"%s\"", (unsigned long long)seed, step, VIEW.last_event);
            for (int h = 0; h < VIEW.nhistory; h++)
                CHECKF(!strstr(VIEW.history[h], "token, won {p"), "seed %llu: history \"%s\"", (unsigned long long)seed, VIEW.history[h]);
            joined += strstr(VIEW.last_event, "won 2 of {p") != NULL || strstr(VIEW.last_event, " token and a ") != NULL;
        }
        game_free(st);
    }
    CHECKF(joined > 0, "no Gambler won two tokens at once in 12 seeded games");
    carddb_free(set);
}

/* ---- Blood Wars ---- */

/* Cleo (seat 1, the last to speak in the Dissent) aids; nobody is left to
 * act, so the Ballot resolves in her move.  Her line and the coup are two
 * sentences, and the coup's names the challenger (it read "Cleo aids the
 * challenger with …. Bloodless Coup: Ben takes …", marked as Cleo's). */
static void bw_coup_says_whose_it_is(void)
{
    const GameModule *m = games_find("blood-wars");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    static const char *const SEAT0 =
        "{'hand':['chain-bridge'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'warden-ashcombe'}]}";
    static const char *const SEAT1 = "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'marshal-veyra'}]}";
    static const char *const SEAT2 = "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'castellan-orm'}]}";
    for (int k = 0; k < 2; k++) {
        char json[1200];
        /* k 1: the defender (seat 2) opposes with a stronger warlord, and the challenge fails */
        snprintf(json, sizeof json, "{'players':3,'phase':'action','acting':0,'seats':[%s,%s,%s]}", SEAT0, SEAT1,
                 k == 0 ? SEAT2 : "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'queen-of-masks'}]}");
        GameState *st = pos(m, set, json, NULL, 0);
        REQUIRE(st);
        memset(&VIEW, 0, sizeof VIEW);
        m->view(st, 0, &VIEW); /* the header as the seat lines say it: " · " between figures, not " - " */
        CHECKF(strncmp(VIEW.status, "Turn of {p0} · first to ", 25) == 0, "the header reads \"%s\"", VIEW.status);
        REQUIRE(tl_act(m, st, "challenge chain-bridge intrigue w0"));
        /* seat 2 speaks first (the acting seat's right), then seat 1 */
        static const char *const MOVES[2][3] = {{"pass", "aid w0", NULL}, {"oppose w0", "pass", "pass"}}; /* k 1: the Queen keeps her power */
        for (int i = 0; i < 3 && MOVES[k][i]; i++) REQUIRE(tl_act(m, st, MOVES[k][i]));
        memset(&VIEW, 0, sizeof VIEW);
        m->view(st, -1, &VIEW);
        const char *ev = VIEW.last_event;
        if (k == 0) {
            CHECKF(strncmp(ev, "{p1} aids the challenger with ", 30) == 0, "the aid's line: \"%s\"", ev);
            /* the step's button as the others say it ("Done assembling"), not "No (more) legion powers" */
            static BwState step;
            step.phase = BP_I_LEGIONS;
            BwStepWords w = bw_pass_words(&step);
            CHECK_STR(w.label, "Done with legion powers");
            const char *next = strstr(ev, VIEW_EVENT_SEP); /* the Ballot, then the outcome: events of their own (view.h) */
            REQUIRE(next);
            CHECKF(strncmp(next + strlen(VIEW_EVENT_SEP), "The Ballot: ", 12) == 0, "no Ballot after the aid: \"%s\"", ev);
            next = strstr(next + strlen(VIEW_EVENT_SEP), VIEW_EVENT_SEP);
            REQUIRE(next);
            CHECKF(strncmp(next + strlen(VIEW_EVENT_SEP), "{p0} wins the intrigue", 22) == 0, "the coup after the aid does not name the challenger: \"%s\"", ev);
            CHECK_CONTAINS(ev, "and takes Chain Bridge (Bloodless Coup)");
        } else {
            CHECKF(strstr(ev, "{p0} loses the intrigue") != NULL, "a failed challenge does not name the challenger: \"%s\"", ev);
            CHECK_CONTAINS(ev, "and fails to take Chain Bridge (Loss of Status)");
        }
        game_free(st);
    }
    carddb_free(set);
}

/* A seat outside the battle is asked for fate at each window of a challenge;
 * its passes say which window ("plays no fate" twice in a row read as one
 * line doubled): four windows, four sentences, the button the same. */
static void bw_fate_passes_name_their_window(void)
{
    static BwState st;
    st.phase = BP_FATE;
    static const int WINDOWS[4] = {NX_C_WARLORDS, NX_C_LEGIONS, NX_BALLOT, NX_COMPARE};
    const char *said[4];
    for (int w = 0; w < 4; w++) {
        st.ch.after_fate = (int8_t)WINDOWS[w];
        BwStepWords words = bw_pass_words(&st);
        CHECK_STR(words.label, "Pass (no fate)");
        said[w] = words.sentence;
        CHECKF(strncmp(said[w], "plays no fate before ", 21) == 0, "window %d: \"%s\"", w, said[w]);
        for (int k = 0; k < w; k++) CHECKF(strcmp(said[k], said[w]) != 0, "windows %d and %d both say \"%s\"", k, w, said[w]);
    }
    st.ch.after_fate = NX_I_WARLORDS; /* an intrigue's windows are named as a combat's */
    CHECK_STR(bw_pass_words(&st).sentence, said[0]);
}

/* ---- Queen's Court ---- */

/* Three seats end a round: Ann and Ben both at spread 2, Ann with fewer cards,
 * Cleo at 5.  "How it went" names every seat's spread, the cards where they
 * decided, and the tie-break used (it gave only the winner's spread). */
static const char *const QC_TIE_ON_SPREAD =
    "{'players':3,'half':'second','turn':2,'starter':0,"
    "'seats':[{'hand':[],'left':[4],'right':[6]},"
    "         {'hand':[],'left':[1,3],'right':[5]},"
    "         {'hand':[9],'left':[2],'right':[8]}]}";

static void qc_history_gives_every_spread(void)
{
    const GameModule *m = games_find("queens-court");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    GameState *st = pos(m, set, QC_TIE_ON_SPREAD, NULL, 0);
    REQUIRE(st);
    REQUIRE(tl_act(m, st, "play 9 -> p2.right")); /* Cleo: 2 / 9, spread 7; the round ends */
    memset(&VIEW, 0, sizeof VIEW);
    m->view(st, 0, &VIEW);
    REQUIRE(VIEW.nhistory == 1);
    CHECK_STR(VIEW.history[0], "Round 1: {p0} wins with spread 2. Spreads: {p0} 2 (2 cards), {p1} 2 (3 cards), {p2} 7; "
                               "the tie on spread 2 went to the fewest cards");
    /* through a position file: the same words */
    cJSON *j = m->state_to_json(st);
    REQUIRE(j);
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    REQUIRE(text);
    CHECK_CONTAINS(text, "\"seat_spreads\":[2,2,7],\"seat_cards\":[2,3,3]");
    Error e = {{0}};
    GameState *back = game_from_text(m, text, strlen(text), "round-trip", set, &e);
    free(text);
    REQUIRE(back);
    View *again = calloc(1, sizeof *again);
    REQUIRE(again);
    m->view(back, 0, again);
    CHECK_STR(again->history[0], VIEW.history[0]);
    free(again);
    game_free(back);
    game_free(st);

    /* a clean win: every spread, no tie-break */
    st = pos(m, set,
             "{'players':3,'half':'second','turn':2,'starter':0,"
             "'seats':[{'hand':[],'left':[4],'right':[5]},{'hand':[],'left':[3],'right':[8]},{'hand':[9],'left':[2],'right':[7]}]}",
             NULL, 0);
    REQUIRE(st);
    REQUIRE(tl_act(m, st, "play 9 -> p2.left"));
    memset(&VIEW, 0, sizeof VIEW);
    m->view(st, 0, &VIEW);
    REQUIRE(VIEW.nhistory == 1);
    CHECK_STR(VIEW.history[0], "Round 1: {p0} wins with spread 1. Spreads: {p0} 1, {p1} 5, {p2} 2");
    game_free(st);
    carddb_free(set);
}

/* A record written without the spreads (older saves) tells the round as
 * before; a malformed list is refused with its path. */
static void qc_history_spreads_in_position_files(void)
{
    const GameModule *m = games_find("queens-court");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    static const char *const HEAD = "{'players':2,'round':2,'turn':0,'half':'second','rounds_played':1,'seats':[{'hand':[3],'left':[2],'right':[6]},{'hand':[4],'left':[9],'right':[1]}],"
                                    "'history':[{'round':1,'result':'win','winners':[0],'gained':[0],'spread':1,'cards':3%s}]}";
    char json[600], err[300];
    snprintf(json, sizeof json, HEAD, "");
    GameState *st = pos(m, set, json, NULL, 0);
    REQUIRE(st);
    memset(&VIEW, 0, sizeof VIEW);
    m->view(st, 0, &VIEW);
    CHECK_STR(VIEW.history[0], "Round 1: {p0} wins with spread 1");
    game_free(st);

    snprintf(json, sizeof json, HEAD, ",'seat_spreads':[1,4],'seat_cards':[3,2]");
    st = pos(m, set, json, NULL, 0);
    REQUIRE(st);
    memset(&VIEW, 0, sizeof VIEW);
    m->view(st, 1, &VIEW);
    CHECK_STR(VIEW.history[0], "Round 1: {p0} wins with spread 1. Spreads: {p0} 1, {p1} 4");
    game_free(st);

    static const char *const BAD[][2] = {
        {",'seat_spreads':[1],'seat_cards':[3,2]", "history[0]: seat_spreads: expected 2 numbers 0..10, one per seat"},
        {",'seat_spreads':[1,11],'seat_cards':[3,2]", "history[0]: seat_spreads: expected 2 numbers 0..10, one per seat"},
        {",'seat_spreads':[1,4]", "history[0]: seat_spreads and seat_cards: expected both or neither"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        snprintf(json, sizeof json, HEAD, BAD[i][0]);
        st = pos(m, set, json, err, sizeof err);
        CHECKF(st == NULL, "accepted %s", BAD[i][0]);
        CHECKF(strstr(err, BAD[i][1]) != NULL, "for %s: \"%s\" lacks \"%s\"", BAD[i][0], err, BAD[i][1]);
        if (st) game_free(st);
    }
    carddb_free(set);
}

/* ---- Queen by Midnight ---- */

/* The clock's marked hours say what they bring (the table reads "Next:
 * <badge> at <hour>"): the Bazaars by name, and 6 and 11 only at 4 seats. */
static void qm_clock_marks_say_what_comes(void)
{
    const GameModule *m = games_find("queen-by-midnight");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    for (int players = 2; players <= 4; players += 2) {
        GameSetup setup;
        setup_default(m, &setup);
        setup.num_players = players;
        Error err = {{0}};
        GameState *st = game_new(m, &setup, set, 7, &err);
        REQUIRE(st);
        memset(&VIEW, 0, sizeof VIEW);
        m->view(st, 0, &VIEW);
        const ViewZone *z = view_find(&VIEW, "clock");
        REQUIRE(z && z->nitems == 12);
        static const char *const WANT4[13] = {"", "", "", "", "", "Twilight Bazaar", "Declarations", "", "Midnight Bazaar", "", "", "Advisors", "Game end"};
        for (int i = 0; i < 12; i++) {
            int h = z->items[i].value;
            const char *want = players < 4 && (h == 6 || h == 11) ? "" : WANT4[h];
            CHECKF(strcmp(z->items[i].badge, want) == 0, "%d seats, hour %d: \"%s\", wanted \"%s\"", players, h, z->items[i].badge, want);
        }
        game_free(st);
    }
    carddb_free(set);
}

/* The first legal move of `kind` in st, or a zero action. */
static Action bw_move_of(const GameModule *m, const GameState *st, int kind)
{
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == kind) return acts[i];
    return (Action){0};
}

/* Done investing says "adds nothing more" only after a card went in this
 * step; with none it said "more" all the same. */
static void bw_done_investing_says_more_only_after_a_card(void)
{
    const GameModule *m = games_find("blood-wars");
    REQUIRE(m);
    CardSet *set = set_of(m);
    REQUIRE(set);
    static const char *const POS =
        "{'players':2,'phase':'action','acting':0,'seats':["
        "{'hand':['chain-bridge','hold-the-line','press-the-advantage'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'warden-ashcombe'}]},"
        "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'marshal-veyra'}]}]}";
    for (int cards = 0; cards < 2; cards++) {
        GameState *st = pos(m, set, POS, NULL, 0);
        REQUIRE(st);
        REQUIRE(tl_act(m, st, "challenge chain-bridge combat w0"));
        CHECK_INT(((const BwState *)st)->phase, BP_INVEST);
        if (cards) {
            Action inv = bw_move_of(m, st, BW_ACT_INVEST);
            CHECK(inv.kind == BW_ACT_INVEST && m->apply(st, inv));
        }
        Action done = bw_move_of(m, st, BW_ACT_DONE);
        REQUIRE(done.kind == BW_ACT_DONE && m->apply(st, done));
        memset(&VIEW, 0, sizeof VIEW);
        m->view(st, -1, &VIEW);
        CHECK_CONTAINS(VIEW.last_event, cards ? "{p0} adds nothing more to the battle hand" : "{p0} adds nothing to the battle hand");
        game_free(st);
    }
    carddb_free(set);
}

int main(void)
{
    RUN(ll_seat_lines_name_the_tokens);
    RUN(ll_gambler_says_two_wins_once);
    RUN(bw_coup_says_whose_it_is);
    RUN(bw_done_investing_says_more_only_after_a_card);
    RUN(bw_fate_passes_name_their_window);
    RUN(qc_history_gives_every_spread);
    RUN(qc_history_spreads_in_position_files);
    RUN(qm_clock_marks_say_what_comes);
    return tl_summary();
}
