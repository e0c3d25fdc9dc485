/* net_host.c — the host: the only engine.  Each remote seat is sent its own
 * view, the public log in it and, when it is to act, its legal moves in
 * words; it answers with an index into that list, which is checked against
 * the seat, the turn and the list's number before the engine applies it.
 * Computer seats are played here. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <enet/enet.h>
#include <sodium.h>
#include "ai/ai.h"
#include "net/net.h"

#define NET_MAX_CONNS 16

typedef struct Conn {
    bool used;
    ENetPeer *peer;
    NetChannel ch;
    int seat; /* -1 until the handshake gave it one */
} Conn;

struct NetHost {
    NetHostConfig cfg;
    ENetHost *enet;
    unsigned char key[NET_KEY_BYTES];
    Conn conns[NET_MAX_CONNS];
    int seat_conn[GM_MAX_PLAYERS]; /* index into conns, or -1 */
    AiConfig dropped_ai;           /* plays a seat whose player left */
    GameState *st;
    int game;                      /* games started */
    bool started, finished;
    int closing_steps;
    uint32_t seq;
    Action legal[GM_MAX_ACTIONS];
    int nlegal;
    NetHostStats stats;
    NetStateMsg *msg;
    NetBuf rec, pkt;
};

static void host_log(NetHost *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void host_log(NetHost *h, const char *fmt, ...)
{
    FILE *f = h->cfg.log ? h->cfg.log : stderr;
    va_list ap;
    va_start(ap, fmt);
    fprintf(f, "crowntable serve: ");
    vfprintf(f, fmt, ap);
    fprintf(f, "\n");
    va_end(ap);
    fflush(f);
}

NetHost *net_host_new(const NetHostConfig *cfg, Error *err)
{
    if (!net_init()) {
        error_set(err, "network", "", "could not start libsodium / ENet");
        return NULL;
    }
    NetHost *h = calloc(1, sizeof *h);
    if (!h || !(h->msg = malloc(sizeof *h->msg))) {
        free(h);
        error_set(err, "network", "", "out of memory");
        return NULL;
    }
    h->cfg = *cfg;
    for (int p = 0; p < GM_MAX_PLAYERS; p++) h->seat_conn[p] = -1;
    ai_config_default(&h->dropped_ai, AI_RANDOM);
    if (!net_key_from_code(cfg->code, h->key, err)) {
        net_host_free(h);
        return NULL;
    }
    ENetAddress addr = {.host = ENET_HOST_ANY, .port = cfg->port};
    h->enet = enet_host_create(&addr, NET_MAX_CONNS, 1, 0, 0);
    if (!h->enet) {
        error_set(err, "network", "", "could not listen on UDP port %u (in use?)", (unsigned)cfg->port);
        net_host_free(h);
        return NULL;
    }
    h->enet->maximumPacketSize = NET_MAX_RECORD + 128; /* ENet drops anything larger */
    return h;
}

void net_host_free(NetHost *h)
{
    if (!h) return;
    if (h->enet) enet_host_destroy(h->enet);
    game_free(h->st);
    net_buf_free(&h->rec);
    net_buf_free(&h->pkt);
    sodium_memzero(h->key, sizeof h->key);
    free(h->msg);
    free(h);
}

const NetHostStats *net_host_stats(const NetHost *h) { return &h->stats; }

bool net_host_all_joined(const NetHost *h)
{
    for (int p = 0; p < h->cfg.setup.num_players; p++)
        if (h->cfg.seat_kind[p] == NET_SEAT_REMOTE && h->seat_conn[p] < 0) return false;
    return true;
}

/* seals h->rec for a connection and queues it */
static void send_record(NetHost *h, Conn *c, int seat, bool handshake, bool clear)
{
    if (h->cfg.on_send && seat >= 0) h->cfg.on_send(h->cfg.ctx, seat, h->rec.data, h->rec.len, h->st);
    bool ok = clear ? net_seal_clear(&h->rec, &h->pkt) : net_seal(&c->ch, handshake, &h->rec, &h->pkt);
    if (!ok) {
        host_log(h, "could not seal a record for seat %d", seat + 1);
        return;
    }
    enet_peer_send(c->peer, 0, enet_packet_create(h->pkt.data, h->pkt.len, ENET_PACKET_FLAG_RELIABLE));
}

static void send_state(NetHost *h, int seat)
{
    int ci = h->seat_conn[seat];
    if (ci < 0) return;
    const GameModule *m = h->cfg.module;
    NetStateMsg *msg = h->msg;
    msg->seq = h->seq;
    msg->seat = seat;
    msg->nlegal = 0;
    if (m->current_player(h->st) == seat) {
        for (int i = 0; i < h->nlegal; i++) {
            ActionDesc d;
            memset(&d, 0, sizeof d);
            m->describe(h->st, h->legal[i], &d);
            NetLegal *l = &msg->legal[msg->nlegal++];
            snprintf(l->label, sizeof l->label, "%s", d.label);
            snprintf(l->src_zone, sizeof l->src_zone, "%s", d.src_zone);
            snprintf(l->dst_zone, sizeof l->dst_zone, "%s", d.dst_zone);
            l->src_index = (int16_t)d.src_index;
            l->dst_index = (int16_t)d.dst_index;
        }
    }
    m->view(h->st, seat, &msg->view);
    h->rec.len = 0;
    net_encode_state(&h->rec, msg);
    send_record(h, &h->conns[ci], seat, false, false);
}

static void send_states(NetHost *h)
{
    const GameModule *m = h->cfg.module;
    h->seq++;
    h->nlegal = game_is_over(m, h->st) ? 0 : m->legal_actions(h->st, h->legal, GM_MAX_ACTIONS);
    for (int p = 0; p < h->cfg.setup.num_players; p++) send_state(h, p);
}

static void send_text_all(NetHost *h, int type, const char *text)
{
    for (int p = 0; p < h->cfg.setup.num_players; p++) {
        if (h->seat_conn[p] < 0) continue;
        h->rec.len = 0;
        net_encode_text(&h->rec, type, text);
        send_record(h, &h->conns[h->seat_conn[p]], p, false, false);
    }
}

static void start_game(NetHost *h)
{
    Error err = {0};
    game_free(h->st);
    h->st = game_new(h->cfg.module, &h->cfg.setup, h->cfg.set, h->cfg.seed + (uint64_t)h->game, &err);
    if (!h->st) {
        host_log(h, "could not start the game: %s", err.msg);
        h->finished = true;
        send_text_all(h, NR_BYE, "the host could not start the game");
        return;
    }
    h->game++;
    h->started = true;
    send_states(h);
}

static void end_game(NetHost *h)
{
    const GameModule *m = h->cfg.module;
    NetResultMsg r;
    memset(&r, 0, sizeof r);
    r.num_players = h->cfg.setup.num_players;
    m->returns(h->st, r.returns);
    View *v = &h->msg->view;
    m->view(h->st, -1, v);
    snprintf(r.result, sizeof r.result, "%s", v->result);
    r.game_index = h->game - 1;
    int best = 0, nbest = 0;
    for (int p = 0; p < r.num_players; p++) {
        h->stats.returns[p] += r.returns[p];
        if (r.returns[p] > r.returns[best]) best = p;
    }
    for (int p = 0; p < r.num_players; p++) nbest += r.returns[p] == r.returns[best];
    if (nbest == 1) h->stats.wins[best]++;
    h->stats.games_done++;
    for (int p = 0; p < r.num_players; p++) {
        if (h->seat_conn[p] < 0) continue;
        h->rec.len = 0;
        net_encode_result(&h->rec, &r);
        send_record(h, &h->conns[h->seat_conn[p]], p, false, false);
    }
    if (h->game >= h->cfg.games) {
        h->finished = true;
        send_text_all(h, NR_BYE, "all games are over");
        for (int i = 0; i < NET_MAX_CONNS; i++)
            if (h->conns[i].used) enet_peer_disconnect_later(h->conns[i].peer, 0);
    } else {
        start_game(h);
    }
}

static void refuse(NetHost *h, Conn *c, const char *why)
{
    h->rec.len = 0;
    net_encode_text(&h->rec, NR_REFUSED, why);
    send_record(h, c, -1, false, true);
    enet_peer_disconnect_later(c->peer, 0);
}

static void on_hello(NetHost *h, Conn *c, int type, const unsigned char *p, size_t n)
{
    unsigned char pk[32];
    if (c->seat >= 0 || type != NR_HELLO || !net_decode_key(p, n, pk)) {
        h->stats.dropped_packets++;
        host_log(h, "dropped a malformed handshake (%d dropped)", h->stats.dropped_packets);
        return;
    }
    int seat = -1;
    for (int s = 0; s < h->cfg.setup.num_players && seat < 0; s++)
        if (h->cfg.seat_kind[s] == NET_SEAT_REMOTE && h->seat_conn[s] < 0) seat = s;
    if (seat < 0 || h->finished) {
        refuse(h, c, "the table is full");
        return;
    }
    if (!net_channel_host_ready(&c->ch, pk)) {
        refuse(h, c, "the handshake failed");
        return;
    }
    h->rec.len = 0;
    net_encode_key(&h->rec, NR_WELCOME, c->ch.pk);
    send_record(h, c, seat, true, false);
    c->seat = seat;
    h->seat_conn[seat] = (int)(c - h->conns);
    NetSeatMsg sm = {.seat = seat, .num_players = h->cfg.setup.num_players, .games = h->cfg.games};
    snprintf(sm.game, sizeof sm.game, "%s", h->cfg.module->id);
    h->rec.len = 0;
    net_encode_seat(&h->rec, &sm);
    send_record(h, c, seat, false, false);
    host_log(h, "seat %d joined", seat + 1);
    if (h->started && !h->finished) send_state(h, seat);
}

static void refuse_action(NetHost *h, Conn *c, const char *why)
{
    h->stats.refused_actions++;
    host_log(h, "refused an action from seat %d: %s (%d refused so far)", c->seat + 1, why, h->stats.refused_actions);
}

static void on_action(NetHost *h, Conn *c, const unsigned char *p, size_t n)
{
    NetActMsg a;
    if (!net_decode_act(p, n, &a)) {
        refuse_action(h, c, "malformed");
        return;
    }
    if (a.seat != c->seat) return refuse_action(h, c, "it names another seat");
    if (!h->started || h->finished || h->cfg.module->current_player(h->st) != c->seat)
        return refuse_action(h, c, "it is not this seat's turn");
    if (a.seq != h->seq) return refuse_action(h, c, "it answers an old list of moves");
    if (a.index < 0 || a.index >= h->nlegal) return refuse_action(h, c, "no such move in the list");
    if (!h->cfg.module->apply(h->st, h->legal[a.index])) return refuse_action(h, c, "the engine refused it");
    send_states(h);
}

static void on_receive(NetHost *h, Conn *c, const unsigned char *data, size_t len)
{
    int kind = 0, type = 0;
    const char *why = "";
    const unsigned char *payload;
    size_t plen;
    if (!net_open(&c->ch, data, len, &kind, &h->rec, &why) || kind == NP_CLEAR ||
        !net_decode_record(h->rec.data, h->rec.len, &type, &payload, &plen)) {
        if (c->seat < 0 && kind == NP_HANDSHAKE && strcmp(why, "forged") == 0) {
            h->stats.refused_codes++;
            host_log(h, "refused a player with a wrong join code (%d so far)", h->stats.refused_codes);
            refuse(h, c, "the join code was refused");
            return;
        }
        if (strcmp(why, "replayed") == 0) h->stats.replayed_packets++;
        else h->stats.dropped_packets++;
        host_log(h, "dropped a packet: %s (%d)", why[0] ? why : "malformed",
                 h->stats.dropped_packets + h->stats.replayed_packets);
        return;
    }
    if (kind == NP_HANDSHAKE) on_hello(h, c, type, payload, plen);
    else if (c->seat >= 0 && type == NR_ACT) on_action(h, c, payload, plen);
    else {
        h->stats.dropped_packets++;
        host_log(h, "dropped an unexpected record of type %d", type);
    }
}

static void on_event(NetHost *h, ENetEvent *ev)
{
    Conn *c = ev->peer->data;
    switch (ev->type) {
    case ENET_EVENT_TYPE_CONNECT:
        for (int i = 0; i < NET_MAX_CONNS; i++) {
            if (h->conns[i].used) continue;
            c = &h->conns[i];
            c->used = true;
            c->peer = ev->peer;
            c->seat = -1;
            net_channel_init(&c->ch, h->key);
            ev->peer->data = c;
            return;
        }
        enet_peer_disconnect_now(ev->peer, 0);
        break;
    case ENET_EVENT_TYPE_RECEIVE:
        if (c) on_receive(h, c, ev->packet->data, ev->packet->dataLength);
        enet_packet_destroy(ev->packet);
        break;
    case ENET_EVENT_TYPE_DISCONNECT:
        if (!c) break;
        if (c->seat >= 0) {
            h->seat_conn[c->seat] = -1;
            if (!h->finished) {
                /* no rejoin yet: the computer takes the seat so the table never stalls */
                h->cfg.seat_kind[c->seat] = NET_SEAT_AI;
                h->cfg.ai[c->seat] = &h->dropped_ai;
                host_log(h, "seat %d left; the computer plays it", c->seat + 1);
            }
        }
        sodium_memzero(&c->ch, sizeof c->ch);
        c->used = false;
        ev->peer->data = NULL;
        break;
    default:
        break;
    }
}

static void play_computer_seats(NetHost *h)
{
    const GameModule *m = h->cfg.module;
    while (h->started && !h->finished) {
        if (game_is_over(m, h->st)) {
            end_game(h);
            continue;
        }
        int seat = m->current_player(h->st);
        if (h->cfg.seat_kind[seat] != NET_SEAT_AI) return;
        Action a = ai_choose(m, h->st, seat, h->cfg.ai[seat], h->cfg.seed * 7919u + h->seq, NULL);
        if (!m->apply(h->st, a)) {
            host_log(h, "the computer at seat %d chose an illegal move", seat + 1);
            h->finished = true;
            return;
        }
        send_states(h);
    }
}

bool net_host_step(NetHost *h, int timeout_ms)
{
    ENetEvent ev;
    int got = enet_host_service(h->enet, &ev, (enet_uint32)timeout_ms);
    while (got > 0) {
        on_event(h, &ev);
        got = enet_host_service(h->enet, &ev, 0);
    }
    if (!h->started && net_host_all_joined(h)) start_game(h);
    play_computer_seats(h);
    enet_host_flush(h->enet);
    if (!h->finished) return true;
    bool any = false;
    for (int i = 0; i < NET_MAX_CONNS; i++) any |= h->conns[i].used;
    return any && ++h->closing_steps < 400;
}
