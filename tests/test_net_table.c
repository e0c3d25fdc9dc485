/* test_net_table.c — the network table's life beyond one clean game, over the
 * loopback in one process (bounded by steps; the host's clock is the test's):
 *  - a client that floods the host is throttled, then dropped, counted and logged;
 *  - a player who leaves keeps the seat: the table waits and says who is
 *    missing, the player rejoins the same seat and the game goes on;
 *  - once the rejoin time is over the computer plays the seat;
 *  - a host that crashes resumes from its autosave and the players rejoin;
 *  - a host that allows no spectators refuses one;
 *  - advice goes only to the seat to act, from an AI the host knows;
 *  - a computer seat thinks off the host's loop: the host keeps answering;
 *  - two players who join with one name are told apart. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ai/ai.h"
#include "core/carddb.h"
#include "core/registry.h"
#include "core/rng.h"
#include "net_kit.h"
#include "testlib.h"

static uint32_t g_now = 1000;
static uint32_t test_clock(void *ctx)
{
    (void)ctx;
    return g_now;
}

static const char *log_text(FILE *log)
{
    static char buf[16384];
    fflush(log);
    rewind(log);
    size_t n = fread(buf, 1, sizeof buf - 1, log);
    buf[n] = '\0';
    return buf;
}

typedef struct Table {
    const GameModule *m;
    CardSet *set;
    NetHostConfig cfg;
    NetHost *h;
    NetClient *cl[2];
    Rng rng[2];
} Table;

/* a two-seat Queen's Court table on the test's clock, not started */
static bool table_open(Table *t, const char *code)
{
    memset(t, 0, sizeof *t);
    t->m = games_find("queens-court");
    t->set = t->m ? tl_load_set(t->m, NULL) : NULL;
    if (!t->set) return false;
    nk_config(&t->cfg, t->m, t->set, code, 2);
    t->cfg.clock_ms = test_clock;
    t->cfg.rejoin_seconds = 30;
    return true;
}

static bool table_start(Table *t, bool choosing)
{
    Error err = {{0}};
    t->h = net_host_new(&t->cfg, &err);
    if (!t->h) return false;
    for (int i = 0; i < 2; i++) {
        rng_seed(&t->rng[i], 40 + (uint64_t)i);
        t->cl[i] = net_client_new("127.0.0.1", t->cfg.port, t->cfg.code, choosing ? nk_choose_random : NULL,
                                  &t->rng[i], &err);
        if (!t->cl[i]) return false;
    }
    return nk_wait_states(t->h, t->cl, 2, 0);
}

static void table_close(Table *t)
{
    for (int i = 0; i < 2; i++) net_client_free(t->cl[i]);
    net_host_free(t->h);
    if (t->cfg.log) fclose(t->cfg.log);
    carddb_free(t->set);
}

static uint32_t seq_of(NetClient *c)
{
    const NetStateMsg *s = net_client_last_state(c);
    return s ? s->seq : 0;
}

static void test_a_flooding_client_is_throttled_then_dropped(void)
{
    Table t;
    REQUIRE(table_open(&t, "flood-code"));
    REQUIRE(table_start(&t, false));
    NetClient *flooder = t.cl[1];
    int seat = net_client_seat(flooder);
    /* the clock stands still: only the first burst and what its lists of moves earned get through */
    NetActMsg junk = {.seat = seat, .seq = 0, .index = 0};
    for (int i = 0; i < 2000; i++) net_client_send_act(flooder, &junk);
    const NetHostStats *s = net_host_stats(t.h);
    for (int step = 0; step < 40000 && s->flood_drops == 0; step++) {
        net_host_step(t.h, step % 64 == 0 ? 1 : 0);
        net_client_step(t.cl[0], 0);
        net_client_step(flooder, 0);
    }
    CHECK_INT(s->flood_drops, 1);
    CHECK(s->throttled_records > NET_FLOOD_DROP_AFTER);
    CHECKF(s->refused_actions <= NET_FLOOD_BURST + 4, "%d records got through", s->refused_actions);
    const char *log = log_text(t.cfg.log);
    CHECK_CONTAINS(log, "sends too many messages: throttled");
    CHECK_CONTAINS(log, "kept flooding");
    char missing[64];
    snprintf(missing, sizeof missing, "seat %d is missing", seat + 1);
    CHECK_CONTAINS(net_host_status(t.h), missing);
    table_close(&t);
}

/* A game under way, then the second player leaves: its seat, or -1 when
 * the table did not get that far. */
static int play_then_leave(Table *t, const char *code)
{
    if (!table_open(t, code) || !table_start(t, true) || !nk_wait_states(t->h, t->cl, 2, 3)) return -1;
    int seat = net_client_seat(t->cl[1]);
    net_client_leave(t->cl[1]);
    net_client_free(t->cl[1]);
    t->cl[1] = NULL;
    nk_settle(t->h, t->cl, 1);
    return seat;
}

static void test_a_player_who_leaves_rejoins_the_same_seat(void)
{
    Table t;
    int seat = play_then_leave(&t, "rejoin-code");
    REQUIRE(seat >= 0);
    char missing[64];
    snprintf(missing, sizeof missing, "seat %d is missing (waiting", seat + 1);
    CHECK_CONTAINS(net_host_status(t.h), missing);
    CHECK_CONTAINS(net_client_notice(t.cl[0]), missing);
    /* the table waits for the missing seat: no move is made for it */
    NetClient *stay[1] = {t.cl[0]};
    nk_settle(t.h, stay, 1);
    uint32_t waiting = seq_of(t.cl[0]);
    nk_settle(t.h, stay, 1);
    CHECK_INT(seq_of(t.cl[0]), waiting);
    CHECK(net_client_last_result(t.cl[0]) == NULL);
    /* 20 s later (within the 30 s) it rejoins, asks for its seat and gets it */
    g_now += 20000;
    Error err = {{0}};
    t.cl[1] = net_client_new("127.0.0.1", t.cfg.port, "rejoin code", nk_choose_random, &t.rng[1], &err);
    REQUIRE(t.cl[1]);
    net_client_set_role(t.cl[1], false, seat);
    CHECK(nk_run_table(t.h, t.cl, 2));
    CHECK_INT(net_client_seat(t.cl[1]), seat);
    CHECK_INT(net_host_stats(t.h)->rejoins, 1);
    CHECK_INT(net_host_stats(t.h)->games_done, 1);
    CHECK(net_client_last_result(t.cl[1]) != NULL);
    CHECK_STR(net_host_status(t.h), "");
    table_close(&t);
}

static void test_the_computer_takes_a_seat_whose_player_is_gone_too_long(void)
{
    Table t;
    int seat = play_then_leave(&t, "stand-in-code");
    REQUIRE(seat >= 0);
    g_now += 31000;
    NetClient *stay[1] = {t.cl[0]};
    nk_settle(t.h, stay, 1);
    char played[80];
    snprintf(played, sizeof played, "seat %d is missing (the computer plays it)", seat + 1);
    CHECK_CONTAINS(net_host_status(t.h), played);
    CHECK(nk_run_table(t.h, stay, 1));
    CHECK_INT(net_host_stats(t.h)->games_done, 1);
    CHECK(net_client_last_result(t.cl[0]) != NULL);
    table_close(&t);
}

/* ---- a host crash ---- */
static const CardSet *g_find_set_answer;
static const CardSet *find_set(const GameModule *m, const char *set_id, void *ctx)
{
    (void)m, (void)set_id, (void)ctx;
    return g_find_set_answer;
}

/* the seat to act takes its first move; true when one was taken */
static bool play_first_move(Table *t)
{
    for (int i = 0; i < 2; i++) {
        const NetStateMsg *s = net_client_last_state(t->cl[i]);
        if (!s || s->nlegal == 0) continue;
        NetActMsg a = {.seat = net_client_seat(t->cl[i]), .seq = s->seq, .index = 0};
        net_client_send_act(t->cl[i], &a);
        return nk_wait_states(t->h, t->cl, 2, s->seq);
    }
    return false;
}

static bool same_view(const View *a, const View *b)
{
    if (a->nzones != b->nzones || strcmp(a->status, b->status) != 0) return false;
    for (int z = 0; z < a->nzones; z++) {
        if (a->zones[z].nitems != b->zones[z].nitems) return false;
        for (int i = 0; i < a->zones[z].nitems; i++)
            if (a->zones[z].items[i].card != b->zones[z].items[i].card) return false;
    }
    return true;
}

static void test_a_crashed_host_resumes_from_its_autosave(void)
{
    Table t;
    REQUIRE(table_open(&t, "crash-code"));
    char dir[] = "/tmp/ct-net-XXXXXX", path[64];
    REQUIRE(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/serve.json", dir);
    t.cfg.autosave = path;
    t.cfg.players = "net,net";
    Error err = {{0}};
    t.h = net_host_new(&t.cfg, &err);
    REQUIRE(t.h);
    const char *names[2] = {"Ann", "Bea"};
    for (int i = 0; i < 2; i++) {
        t.cl[i] = net_client_new("127.0.0.1", t.cfg.port, t.cfg.code, NULL, NULL, &err);
        REQUIRE(t.cl[i]);
        net_client_set_name(t.cl[i], names[i]);
    }
    REQUIRE(nk_wait_states(t.h, t.cl, 2, 0));
    int moves = 0;
    while (moves < 6 && play_first_move(&t)) moves++;
    CHECK_INT(moves, 6);
    int seat[2];
    View *before = malloc(2 * sizeof *before);
    REQUIRE(before);
    for (int i = 0; i < 2; i++) {
        seat[i] = net_client_seat(t.cl[i]);
        before[i] = net_client_last_state(t.cl[i])->view;
    }
    /* the crash: the host is gone without a word */
    net_host_free(t.h);
    t.h = NULL;
    for (int i = 0; i < 2; i++) {
        net_client_free(t.cl[i]);
        t.cl[i] = NULL;
    }
    GameRecord rec = {0};
    GameState *st = NULL;
    char players[64], code[NET_CODE_LEN];
    g_find_set_answer = t.set;
    NetHostConfig *cfg = &t.cfg;
    CHECKF(net_host_load(path, find_set, NULL, &rec, &st, players, sizeof players, code, sizeof code, &cfg->progress,
                         &err),
           "%s", err.msg);
    REQUIRE(st);
    CHECK_INT(rec.nactions, moves);
    CHECK_STR(players, "net,net");
    CHECK_STR(code, "crash-code");
    CHECK_INT(cfg->progress.game_index, 0);
    CHECK_INT(cfg->progress.port, cfg->port);
    CHECK_INT(cfg->progress.window_seat, -1);
    for (int i = 0; i < 2; i++) CHECK_STR(cfg->progress.names[seat[i]], names[i]);
    game_free(st);
    record_free(&rec);
    /* serve --load's way and the window's: the save into a config */
    NetResume resume;
    CHECKF(net_host_resume(path, find_set, NULL, &resume, cfg, &err), "%s", err.msg);
    CHECK(cfg->resume == &resume.rec && cfg->module == t.m && cfg->setup.num_players == 2);
    CHECK_INT(cfg->seat_kind[1], NET_SEAT_REMOTE);
    cfg->port = nk_port();
    /* the table is on again at once, its players missing until they rejoin */
    t.h = net_host_new(cfg, &err);
    REQUIRE(t.h);
    CHECK(net_host_started(t.h));
    CHECK_CONTAINS(net_host_status(t.h), "(Ann) is missing");
    CHECK_CONTAINS(net_host_status(t.h), "(Bea) is missing");
    /* the players come back to their seats, the second by its name alone and first */
    for (int i = 1; i >= 0; i--) {
        t.cl[i] = net_client_new("127.0.0.1", cfg->port, code, NULL, NULL, &err);
        REQUIRE(t.cl[i]);
        net_client_set_name(t.cl[i], names[i]);
        if (i == 0) net_client_set_role(t.cl[i], false, seat[i]);
        else nk_settle(t.h, &t.cl[1], 1);
    }
    CHECK(nk_wait_states(t.h, t.cl, 2, 0));
    CHECK_STR(net_host_status(t.h), "");
    for (int i = 0; i < 2; i++) {
        CHECK_INT(net_client_seat(t.cl[i]), seat[i]);
        CHECKF(same_view(&before[i], &net_client_last_state(t.cl[i])->view), "seat %d sees another table", seat[i] + 1);
    }
    CHECK(play_first_move(&t));
    table_close(&t);
    net_resume_free(&resume);
    free(before);
    unlink(path);
    rmdir(dir);
}

static void test_a_host_without_spectators_refuses_one(void)
{
    Table t;
    REQUIRE(table_open(&t, "watch-code"));
    Error err = {{0}};
    t.h = net_host_new(&t.cfg, &err);
    REQUIRE(t.h);
    NetClient *c = net_client_new("127.0.0.1", t.cfg.port, "watch code", NULL, NULL, &err);
    REQUIRE(c);
    net_client_set_role(c, true, -1);
    NetClientStatus st = NC_CONNECTING;
    for (int step = 0; step < 20000 && (st == NC_CONNECTING || st == NC_PLAYING); step++) {
        net_host_step(t.h, 1);
        st = net_client_step(c, 0);
    }
    CHECK_INT(st, NC_REFUSED);
    CHECK_CONTAINS(net_client_error(c), "does not allow spectators");
    CHECK(net_client_last_state(c) == NULL);
    net_client_free(c);
    table_close(&t);
}

/* the host's answer to the client's request, after stepping until it arrives */
static const NetAdviceMsg *advice_for(Table *t, NetClient *c, uint32_t seq)
{
    for (int step = 0; step < 40000; step++) {
        net_host_step(t->h, step % 64 == 0 ? 1 : 0);
        for (int i = 0; i < 2; i++) net_client_step(t->cl[i], 0);
        const NetAdviceMsg *a = net_client_last_advice(c);
        if (a && a->seq == seq) return a;
        if (step % 256 == 255) usleep(200);
    }
    return NULL;
}

static void test_advice_goes_only_to_the_seat_to_act(void)
{
    Table t;
    REQUIRE(table_open(&t, "advice-code"));
    REQUIRE(table_start(&t, false));
    int mover = net_client_last_state(t.cl[0])->nlegal > 0 ? 0 : 1;
    const NetStateMsg *s = net_client_last_state(t.cl[mover]);
    uint32_t seq = s->seq;
    int nlegal = s->nlegal;
    /* not its turn: no advice */
    REQUIRE(net_client_ask_advice(t.cl[1 - mover], seq, "greedy"));
    const NetAdviceMsg *a = advice_for(&t, t.cl[1 - mover], seq);
    REQUIRE(a);
    CHECK_INT(a->index, -1);
    /* an AI the host does not know: no advice */
    REQUIRE(net_client_ask_advice(t.cl[mover], seq, "wizard"));
    a = advice_for(&t, t.cl[mover], seq);
    REQUIRE(a);
    CHECK_INT(a->index, -1);
    CHECK_INT(net_host_stats(t.h)->advice_given, 0);
    /* the seat to act, a known AI: one of its moves */
    REQUIRE(net_client_ask_advice(t.cl[mover], seq, "ismcts:easy"));
    a = advice_for(&t, t.cl[mover], seq);
    REQUIRE(a);
    CHECK(a->index >= 0 && a->index < nlegal);
    CHECK_INT(net_host_stats(t.h)->advice_given, 1);
    CHECK_INT(seq_of(t.cl[mover]), seq); /* advice plays nothing */
    table_close(&t);
}

/* The window's lobby: a host held for its Start button, the seats' names and
 * who has joined (a name also in the missing-seat notice), and a hello that
 * gives no name still read. */
static void test_a_held_table_starts_when_asked_and_its_lobby_names_the_seats(void)
{
    Table t;
    REQUIRE(table_open(&t, "lobby-code"));
    t.cfg.hold_start = true;
    Error err = {{0}};
    t.h = net_host_new(&t.cfg, &err);
    REQUIRE(t.h);
    CHECK(!net_host_start(t.h)); /* nobody has joined yet */
    const char *names[2] = {"Ann", ""};
    for (int i = 0; i < 2; i++) {
        t.cl[i] = net_client_new("127.0.0.1", t.cfg.port, t.cfg.code, NULL, NULL, &err);
        REQUIRE(t.cl[i]);
        net_client_set_name(t.cl[i], names[i]);
    }
    nk_settle(t.h, t.cl, 2);
    CHECK(net_host_all_joined(t.h));
    CHECK(!net_host_started(t.h)); /* held until asked */
    CHECK(net_client_last_state(t.cl[0]) == NULL);
    const NetLobbyMsg *L = net_client_lobby(t.cl[1]);
    REQUIRE(L);
    CHECK(strcmp(L->game, "queens-court") == 0 && strcmp(L->set, t.set->id) == 0);
    CHECK_INT(L->num_players, 2);
    CHECK(!L->started && L->seats[0].joined && L->seats[1].joined);
    CHECK(strcmp(L->seats[0].name, "Ann") == 0 && L->seats[1].name[0] == 0);
    CHECK(net_host_start(t.h));
    CHECK(nk_wait_states(t.h, t.cl, 2, 0));
    nk_settle(t.h, t.cl, 2);
    CHECK(net_client_lobby(t.cl[1])->started);
    net_client_leave(t.cl[0]);
    nk_settle(t.h, &t.cl[1], 1);
    CHECKF(strstr(net_client_notice(t.cl[1]), "seat 1 (Ann) is missing") != NULL, "%s", net_client_notice(t.cl[1]));
    CHECK(!net_client_lobby(t.cl[1])->seats[0].joined);
    table_close(&t);

    /* the wire: a hello without a name (an older client) and one with */
    NetHelloMsg hello = {.seat = 1}, back;
    NetBuf b = {0};
    for (int named = 0; named < 2; named++) {
        snprintf(hello.name, sizeof hello.name, "%s", named ? "Bea" : "");
        b.len = 0;
        net_encode_hello(&b, &hello);
        int type;
        const unsigned char *p;
        size_t n;
        CHECK(net_decode_record(b.data, b.len, &type, &p, &n) && type == NR_HELLO);
        CHECK(net_decode_hello(p, n, &back));
        CHECK(back.seat == 1 && strcmp(back.name, hello.name) == 0);
    }
    net_buf_free(&b);
}

/* A computer seat with a search far too long to end during the test: the
 * host's step comes back while it thinks, says who is thinking, and answers
 * the player's requests meanwhile; no move is made until it has decided. */
static void test_the_host_keeps_answering_while_a_computer_seat_thinks(void)
{
    Table t;
    REQUIRE(table_open(&t, "think-code"));
    AiConfig slow;
    Error err = {{0}};
    REQUIRE(ai_parse_spec("ismcts:hard/it=10000000/t=0", &slow, &err));
    t.cfg.seat_kind[1] = NET_SEAT_AI;
    t.cfg.ai[1] = &slow;
    t.h = net_host_new(&t.cfg, &err);
    REQUIRE(t.h);
    rng_seed(&t.rng[0], 41);
    t.cl[0] = net_client_new("127.0.0.1", t.cfg.port, t.cfg.code, nk_choose_random, &t.rng[0], &err);
    REQUIRE(t.cl[0]);
    int seat = -1;
    for (int step = 0; step < 40000 && !net_host_thinking(t.h, &seat); step++) { /* the player moves until the computer's turn */
        net_host_step(t.h, step % 64 == 0 ? 1 : 0);
        net_client_step(t.cl[0], 0);
    }
    REQUIRE(net_host_thinking(t.h, &seat));
    CHECK_INT(seat, 1);
    /* the player hears who thinks, on the position it was last sent */
    int heard = -1, percent = -1;
    for (int step = 0; step < 2000 && !net_client_thinking(t.cl[0], &heard, &percent); step++) {
        net_host_step(t.h, step % 64 == 0 ? 1 : 0);
        net_client_step(t.cl[0], 0);
    }
    CHECK_INT(heard, 1);
    CHECK(percent >= 0 && percent < 100);
    int moves = net_host_stats(t.h)->moves;
    uint32_t seq = seq_of(t.cl[0]);
    /* a request for advice is answered, and a move out of turn refused, while the search runs on */
    CHECK(net_client_last_advice(t.cl[0]) == NULL);
    REQUIRE(net_client_ask_advice(t.cl[0], seq, "greedy"));
    NetActMsg out_of_turn = {.seat = 0, .seq = seq, .index = 0};
    REQUIRE(net_client_send_act(t.cl[0], &out_of_turn));
    int refused = net_host_stats(t.h)->refused_actions;
    const NetAdviceMsg *a = NULL;
    for (int step = 0; step < 40000 && !(a && net_host_stats(t.h)->refused_actions > refused); step++) {
        net_host_step(t.h, step % 64 == 0 ? 1 : 0);
        net_client_step(t.cl[0], 0);
        a = net_client_last_advice(t.cl[0]);
    }
    CHECK(a && a->seq == seq && a->index == -1); /* not its turn: no advice, but an answer */
    CHECK_INT(net_host_stats(t.h)->refused_actions, refused + 1);
    CHECK(net_host_thinking(t.h, NULL));
    CHECK_INT(net_host_stats(t.h)->moves, moves);
    CHECK_INT(seq_of(t.cl[0]), seq);
    net_client_free(t.cl[0]);
    t.cl[0] = NULL;
    table_close(&t); /* the search is stopped, not waited for */
}

/* Two players who kept the same name are told apart by their seat's number. */
static void test_two_players_of_one_name_are_told_apart(void)
{
    Table t;
    REQUIRE(table_open(&t, "twin-code"));
    Error err = {{0}};
    t.h = net_host_new(&t.cfg, &err);
    REQUIRE(t.h);
    for (int i = 0; i < 2; i++) {
        t.cl[i] = net_client_new("127.0.0.1", t.cfg.port, t.cfg.code, NULL, NULL, &err);
        REQUIRE(t.cl[i]);
        net_client_set_name(t.cl[i], "Ann");
        nk_settle(t.h, t.cl, i + 1);
    }
    nk_settle(t.h, t.cl, 2);
    const NetLobbyMsg *L = net_client_lobby(t.cl[0]);
    REQUIRE(L);
    CHECK_STR(L->seats[0].name, "Ann");
    CHECK_STR(L->seats[1].name, "Ann (2)");
    table_close(&t);
}

int main(void)
{
    tl_run("a flooding client is throttled, then dropped", test_a_flooding_client_is_throttled_then_dropped);
    tl_run("a player who leaves rejoins the same seat", test_a_player_who_leaves_rejoins_the_same_seat);
    tl_run("the computer takes a seat whose player is gone too long",
           test_the_computer_takes_a_seat_whose_player_is_gone_too_long);
    tl_run("a crashed host resumes from its autosave", test_a_crashed_host_resumes_from_its_autosave);
    tl_run("a host without spectators refuses one", test_a_host_without_spectators_refuses_one);
    tl_run("advice goes only to the seat to act", test_advice_goes_only_to_the_seat_to_act);
    tl_run("a held table starts when asked; its lobby names the seats",
           test_a_held_table_starts_when_asked_and_its_lobby_names_the_seats);
    tl_run("two players of one name are told apart", test_two_players_of_one_name_are_told_apart);
    tl_run("the host keeps answering while a computer seat thinks",
           test_the_host_keeps_answering_while_a_computer_seat_thinks);
    return tl_summary();
}
