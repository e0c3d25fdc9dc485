/* test_net.c — network play in one process over the loopback: a host and its
 * clients stepped in turn (no threads, no wall clock: bounded by steps).
 *  - the leak test: whole seeded games of every module with network seats;
 *    every plaintext record the host sends a seat is searched for every card
 *    that seat may not know at that moment (with a computer seat where the
 *    game has room: what the host tells of its thinking is searched too);
 *  - a client acting for another seat, out of turn, on an old list or with no
 *    such move is refused, counted and never applied;
 *  - a wrong code is refused with no game data;
 *  - replayed, reordered and forged packets are dropped. */
#include <stdlib.h>
#include <string.h>
#include "ai/ai.h"
#include "core/carddb.h"
#include "core/registry.h"
#include "core/rng.h"
#include "net/net.h"
#include "net_kit.h"
#include "testlib.h"

/* ---- the leak test ---- */
typedef struct Leak {
    const GameModule *m;
    const CardSet *set;
    bool known[GM_MAX_PLAYERS + 1][4096]; /* card ids each seat (last: the spectator) has seen or the table named */
    int records, leaks;
    int control_leaks; /* seat 0's records, searched as if seat 1 had been sent them */
    int spectator_records, spectator_control_leaks; /* the same, as if the spectator had */
    int thinking_records, thinking_most;          /* "a computer seat thinks, n %": how many, the highest n */
    View view;
    NetStateMsg msg;
} Leak;

static bool contains(const unsigned char *hay, size_t n, const char *needle)
{
    size_t k = strlen(needle);
    if (k == 0 || k > n) return false;
    for (size_t i = 0; i + k <= n; i++)
        if (hay[i] == (unsigned char)needle[0] && memcmp(hay + i, needle, k) == 0) return true;
    return false;
}

static void learn_zones(Leak *L, int seat, const View *v)
{
    for (int z = 0; z < v->nzones; z++)
        for (int i = 0; i < v->zones[z].nitems; i++) {
            int card = v->zones[z].items[i].card;
            if (card >= 0 && card < L->set->ncards && card < 4096) L->known[seat][card] = true;
        }
}

/* the public log: a card the spectator's texts name is known to all */
static void learn_public(Leak *L, int nseats, const View *pub)
{
    for (int c = 0; c < L->set->ncards && c < 4096; c++) {
        const char *name = L->set->cards[c].name;
        bool named = strstr(pub->last_event, name) || strstr(pub->result, name) || strstr(pub->status, name);
        for (int h = 0; h < pub->nhistory && !named; h++) named = strstr(pub->history[h], name) != NULL;
        for (int h = 0; h < pub->nsummary && !named; h++) named = strstr(pub->summary[h], name) != NULL;
        if (named)
            for (int s = 0; s < nseats; s++) L->known[s][c] = true;
    }
}

/* a name known under another id (copies), or part of a known name, is no leak */
static bool name_known(const Leak *L, int seat, const char *name)
{
    for (int c = 0; c < L->set->ncards && c < 4096; c++)
        if (L->known[seat][c] && strstr(L->set->cards[c].name, name)) return true;
    return false;
}

/* Cards in a record the seat may not know; also learns what st shows it.
 * `quiet`: count only (the control that proves the search finds leaks). */
static int count_leaks(Leak *L, int seat, const unsigned char *rec, size_t len, const GameState *st, bool quiet)
{
    int who = seat; /* the row of known[]; the seat -1 is a spectator: the public view */
    if (seat < 0) who = GM_MAX_PLAYERS;
    if (st) { /* before the first game there is nothing to know */
        L->m->view(st, -1, &L->view);
        learn_public(L, GM_MAX_PLAYERS + 1, &L->view);
        L->m->view(st, seat, &L->view);
        learn_zones(L, who, &L->view);
    }
    int leaks = 0;
    /* every card id in the record's zones is one the seat's view shows now */
    int type;
    const unsigned char *p;
    size_t n;
    if (net_decode_record(rec, len, &type, &p, &n) && type == NR_STATE) {
        CHECK(net_decode_state(p, n, &L->msg));
        const View *v = &L->msg.view;
        for (int z = 0; z < v->nzones; z++)
            for (int i = 0; i < v->zones[z].nitems; i++) {
                int card = v->zones[z].items[i].card;
                bool leak = card >= 0 && !L->known[who][card];
                leaks += leak;
                if (!quiet) CHECKF(!leak, "%s: seat %d was sent card %d in %s", L->m->id, seat, card, v->zones[z].id);
            }
    }
    for (int c = 0; c < L->set->ncards && c < 4096; c++) {
        if (L->known[who][c]) continue;
        const CardDef *cd = &L->set->cards[c];
        /* an id that is part of the game's own id ("queen" in "queens-court") says nothing */
        bool leak = (strlen(cd->id) >= 4 && !strstr(L->m->id, cd->id) && contains(rec, len, cd->id)) ||
                    (strlen(cd->name) >= 4 && contains(rec, len, cd->name) && !name_known(L, who, cd->name));
        leaks += leak;
        if (leak && !quiet && L->leaks + leaks <= 5)
            CHECKF(!leak, "%s: seat %d was sent \"%s\" (%s), which it may not see", L->m->id, seat, cd->name, cd->id);
    }
    return leaks;
}

static void on_send(void *ctx, int seat, const unsigned char *rec, size_t len, const GameState *st)
{
    Leak *L = ctx;
    L->records++;
    int type;
    const unsigned char *p;
    size_t n;
    NetThinkingMsg t;
    if (net_decode_record(rec, len, &type, &p, &n) && type == NR_THINKING) {
        CHECK(net_decode_thinking(p, n, &t));
        CHECK(n <= 8); /* the position's number, the seat and the percent: nothing else */
        L->thinking_records++;
        if (t.percent > L->thinking_most) L->thinking_most = t.percent;
    }
    L->spectator_records += seat < 0;
    L->leaks += count_leaks(L, seat, rec, len, st, false);
    /* the control: what seat 0 is sent, were it sent to seat 1, must count as
     * a leak at least once a game (both hold private hands) */
    if (st && seat == 0 && L->m->current_player(st) != GM_TERMINAL) {
        Leak *probe = &L[1];
        memcpy(probe->known, L->known, sizeof probe->known);
        probe->m = L->m;
        probe->set = L->set;
        L->control_leaks += count_leaks(probe, 1, rec, len, NULL, true);
        L->spectator_control_leaks += count_leaks(probe, -1, rec, len, NULL, true);
    }
}

/* `seats` network players (the second one's moves picked by the host's
 * greedy advisor) and `computers` computer seats after them; a spectator watches. */
static void play_networked(const GameModule *m, int seats, int computers, uint64_t seed)
{
    Leak *L = calloc(2, sizeof *L); /* [1]: the control's scratch */
    REQUIRE(L);
    L->m = m;
    L->set = tl_load_set(m, NULL);
    REQUIRE(L->set);
    NetHostConfig cfg = {.module = m, .set = L->set, .games = 1, .seed = seed, .port = nk_port(),
                         .code = "leak test code", .spectators = 1, .on_send = on_send, .ctx = L};
    setup_default(m, &cfg.setup);
    cfg.setup.num_players = seats + computers;
    for (int s = 0; s < seats; s++) cfg.seat_kind[s] = NET_SEAT_REMOTE;
    AiConfig computer;
    Error aerr = {{0}};
    REQUIRE(ai_parse_spec("ismcts:easy/it=400/t=0", &computer, &aerr));
    for (int s = seats; s < seats + computers; s++) {
        cfg.seat_kind[s] = NET_SEAT_AI;
        cfg.ai[s] = &computer;
    }
    FILE *log = tmpfile();
    cfg.log = log;
    Error err = {{0}};
    NetHost *h = net_host_new(&cfg, &err);
    CHECKF(h != NULL, "%s", err.msg);
    NetClient *cl[GM_MAX_PLAYERS + 1] = {0};
    Rng rng[GM_MAX_PLAYERS + 1];
    for (int s = 0; h && s <= seats; s++) { /* the last one watches */
        rng_seed(&rng[s], seed + (uint64_t)s);
        cl[s] = net_client_new("127.0.0.1", cfg.port, "Leak-Test-Code", nk_choose_random, &rng[s], &err);
        CHECKF(cl[s] != NULL, "%s", err.msg);
        if (cl[s] && s == seats) net_client_set_role(cl[s], true, -1);
        if (cl[s] && s == 1) net_client_set_advisor(cl[s], "greedy");
    }
    if (h && cl[seats]) {
        CHECKF(nk_run_table(h, cl, seats + 1), "%s: the networked game did not end", m->id);
        CHECK_INT(net_host_stats(h)->games_done, 1);
        CHECK_INT(net_host_stats(h)->refused_actions, 0);
        CHECK(L->records > seats * 3);
        CHECKF(L->control_leaks > 0, "%s: the leak search found nothing in another seat's records", m->id);
        CHECKF(L->spectator_control_leaks > 0, "%s: the leak search found nothing for the spectator", m->id);
        CHECK(L->spectator_records > 2);
        CHECK_INT(net_host_stats(h)->spectators, 1);
        CHECK(net_host_stats(h)->advice_given > 0);
        for (int s = 0; s <= seats; s++) CHECK(net_client_last_result(cl[s]) != NULL);
        CHECK_INT(net_client_seat(cl[seats]), -1);
        if (computers) CHECKF(L->thinking_records > 0, "%s: the computer's thinking was told", m->id);
    }
    printf("  %s: %d records to %d seats and a spectator (%d), %d leaks (control: %d, spectator's: %d), %d moves "
           "advised, %d computer seats' thinking told (%d records, up to %d %%)\n",
           m->id, L->records, seats, L->spectator_records, L->leaks, L->control_leaks, L->spectator_control_leaks,
           h ? net_host_stats(h)->advice_given : 0, computers, L->thinking_records, L->thinking_most);
    for (int s = 0; s <= seats; s++) net_client_free(cl[s]);
    net_host_free(h);
    if (log) fclose(log);
    carddb_free((CardSet *)L->set);
    free(L);
}

static void test_nothing_hidden_leaves_the_host(void)
{
    for (int i = 0; i < games_all_count(); i++) {
        const GameModule *m = games_all_at(i);
        int seats = m->max_players < 3 ? m->max_players : 3;
        if (seats < m->min_players) seats = m->min_players;
        play_networked(m, seats, seats < m->max_players, 11 + (uint64_t)i);
    }
}

/* ---- refusals ---- */
static void test_only_the_seat_to_act_acts(void)
{
    const GameModule *m = games_find("queens-court");
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(m && set);
    NetHostConfig cfg = {.module = m, .set = set, .games = 1, .seed = 5, .port = nk_port(), .code = "owl-reef"};
    setup_default(m, &cfg.setup);
    cfg.setup.num_players = 2;
    cfg.seat_kind[0] = cfg.seat_kind[1] = NET_SEAT_REMOTE;
    FILE *log = tmpfile();
    cfg.log = log;
    Error err = {{0}};
    NetHost *h = net_host_new(&cfg, &err);
    REQUIRE(h);
    NetClient *cl[2] = {net_client_new("127.0.0.1", cfg.port, "owl reef", NULL, NULL, &err),
                        net_client_new("127.0.0.1", cfg.port, "owl reef", NULL, NULL, &err)};
    REQUIRE(cl[0] && cl[1]);
    REQUIRE(nk_wait_states(h, cl, 2, 0));
    int mover = net_client_last_state(cl[0])->nlegal > 0 ? 0 : 1, other = 1 - mover;
    int mover_seat = net_client_seat(cl[mover]), other_seat = net_client_seat(cl[other]);
    uint32_t seq = net_client_last_state(cl[mover])->seq;
    CHECK(net_client_last_state(cl[other])->nlegal == 0);
    NetActMsg out_of_turn = {.seat = other_seat, .seq = seq, .index = 0};
    NetActMsg for_another = {.seat = mover_seat, .seq = seq, .index = 0};
    NetActMsg stale = {.seat = mover_seat, .seq = seq - 1, .index = 0};
    NetActMsg no_such = {.seat = mover_seat, .seq = seq, .index = 9999};
    net_client_send_act(cl[other], &out_of_turn);
    net_client_send_act(cl[other], &for_another);
    net_client_send_act(cl[mover], &stale);
    net_client_send_act(cl[mover], &no_such);
    nk_settle(h, cl, 2);
    CHECK_INT(net_host_stats(h)->refused_actions, 4);
    CHECK_INT(net_client_last_state(cl[0])->seq, seq); /* nothing was applied */
    NetActMsg good = {.seat = mover_seat, .seq = seq, .index = 0};
    net_client_send_act(cl[mover], &good);
    CHECK(nk_wait_states(h, cl, 2, seq));
    CHECK_INT(net_host_stats(h)->refused_actions, 4);
    net_client_free(cl[0]);
    net_client_free(cl[1]);
    net_host_free(h);
    fclose(log);
    carddb_free(set);
}

static void test_a_wrong_code_is_refused(void)
{
    const GameModule *m = games_find("queens-blood");
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(m && set);
    NetHostConfig cfg = {.module = m, .set = set, .games = 1, .seed = 5, .port = nk_port(), .code = "amber-river-fox"};
    setup_default(m, &cfg.setup);
    cfg.setup.num_players = 2;
    cfg.seat_kind[0] = cfg.seat_kind[1] = NET_SEAT_REMOTE;
    FILE *log = tmpfile();
    cfg.log = log;
    Error err = {{0}};
    NetHost *h = net_host_new(&cfg, &err);
    REQUIRE(h);
    NetClient *c = net_client_new("127.0.0.1", cfg.port, "amber-river-wolf", NULL, NULL, &err);
    REQUIRE(c);
    NetClientStatus st = NC_CONNECTING;
    for (int step = 0; step < 20000 && (st == NC_CONNECTING || st == NC_PLAYING); step++) {
        net_host_step(h, 1);
        st = net_client_step(c, 0);
    }
    CHECK_INT(st, NC_REFUSED);
    CHECK_CONTAINS(net_client_error(c), "join code was refused");
    CHECK(net_client_last_state(c) == NULL);
    CHECK_INT(net_client_seat(c), -1);
    CHECK_INT(net_host_stats(h)->refused_codes, 1);
    CHECK(!net_host_all_joined(h));
    net_client_free(c);
    net_host_free(h);
    fclose(log);
    carddb_free(set);
}

/* ---- the channel ---- */
static void test_replayed_reordered_and_forged_packets_are_dropped(void)
{
    REQUIRE(net_init());
    unsigned char key[NET_KEY_BYTES];
    Error err = {{0}};
    REQUIRE(net_key_from_code("Cedar  Owl", key, &err));
    NetChannel host, client;
    net_channel_init(&host, key);
    net_channel_init(&client, key);
    REQUIRE(net_channel_client_ready(&client, host.pk));
    REQUIRE(net_channel_host_ready(&host, client.pk));
    NetBuf rec = {0}, p1 = {0}, p2 = {0}, out = {0};
    NetActMsg a = {.seat = 1, .seq = 7, .index = 3};
    net_encode_act(&rec, &a);
    REQUIRE(net_seal(&client, false, &rec, &p1));
    REQUIRE(net_seal(&client, false, &rec, &p2));
    int kind;
    const char *why = "";
    CHECK(!net_open(&host, p2.data, p2.len, &kind, &out, &why)); /* out of order */
    CHECK_STR(why, "replayed");
    CHECK(net_open(&host, p1.data, p1.len, &kind, &out, &why));
    CHECK_INT(kind, NP_SESSION);
    CHECK(!net_open(&host, p1.data, p1.len, &kind, &out, &why)); /* replayed */
    CHECK_STR(why, "replayed");
    p2.data[p2.len - 1] ^= 1;
    CHECK(!net_open(&host, p2.data, p2.len, &kind, &out, &why)); /* forged */
    CHECK_STR(why, "forged");
    p2.data[p2.len - 1] ^= 1;
    CHECK(net_open(&host, p2.data, p2.len, &kind, &out, &why)); /* the real one still opens */
    int type;
    const unsigned char *pl;
    size_t n;
    NetActMsg back;
    CHECK(net_decode_record(out.data, out.len, &type, &pl, &n) && type == NR_ACT && net_decode_act(pl, n, &back));
    CHECK_INT(back.index, 3);
    /* another code's key opens nothing */
    unsigned char other[NET_KEY_BYTES];
    REQUIRE(net_key_from_code("cedar-owl-x", other, &err));
    NetChannel stranger;
    net_channel_init(&stranger, other);
    net_buf_free(&p1);
    REQUIRE(net_seal(&client, true, &rec, &p1));
    CHECK(!net_open(&stranger, p1.data, p1.len, &kind, &out, &why));
    CHECK(net_open(&host, p1.data, p1.len, &kind, &out, &why) && kind == NP_HANDSHAKE);
    /* codes read aloud differently are the same code */
    char a1[NET_CODE_LEN], a2[NET_CODE_LEN];
    net_code_normalize(" Cedar  OWL ", a1, sizeof a1);
    net_code_normalize("cedar_owl", a2, sizeof a2);
    CHECK_STR(a1, "cedar-owl");
    CHECK_STR(a2, "cedar-owl");
    net_code_random(a1, sizeof a1, 4);
    int dashes = 0;
    for (const char *q = a1; *q; q++) dashes += *q == '-';
    CHECK_INT(dashes, 3);
    /* a truncated or oversized record does not decode */
    CHECK(!net_decode_record(rec.data, rec.len - 1, &type, &pl, &n));
    CHECK(!net_decode_act(rec.data + 6, rec.len - 7, &back));
    net_buf_free(&rec);
    net_buf_free(&p1);
    net_buf_free(&p2);
    net_buf_free(&out);
}

int main(void)
{
    tl_run("replayed, reordered and forged packets are dropped", test_replayed_reordered_and_forged_packets_are_dropped);
    tl_run("a wrong code is refused", test_a_wrong_code_is_refused);
    tl_run("only the seat to act acts", test_only_the_seat_to_act_acts);
    tl_run("nothing hidden leaves the host", test_nothing_hidden_leaves_the_host);
    return tl_summary();
}
