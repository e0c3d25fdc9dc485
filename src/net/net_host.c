/* net_host.c — the host's connections: handshakes, seats, spectators, flood
 * control and the records each client sends.  Each remote seat is sent its
 * own view, the public log in it and, when it is to act, its legal moves in
 * words; it answers with an index into that list, which is checked against
 * the seat, the turn and the list's number before the engine applies it.
 * The games themselves are net_host_table.c's. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sodium.h>
#include "net/net_host_int.h"

void host_log(NetHost *h, const char *fmt, ...)
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

uint32_t host_now(const NetHost *h)
{
    return h->cfg.clock_ms ? h->cfg.clock_ms(h->cfg.clock_ctx) : enet_time_get();
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
    NetHostConfig *c = &h->cfg;
    if (c->flood_burst <= 0) c->flood_burst = NET_FLOOD_BURST;
    if (c->flood_per_second <= 0) c->flood_per_second = NET_FLOOD_PER_SECOND;
    if (c->flood_drop_after <= 0) c->flood_drop_after = NET_FLOOD_DROP_AFTER;
    if (c->spectators > NET_MAX_SPECTATORS) c->spectators = NET_MAX_SPECTATORS;
    for (int p = 0; p < GM_MAX_PLAYERS; p++) h->seat_conn[p] = -1;
    if (c->stand_in) h->stand_in = *c->stand_in;
    else ai_config_default(&h->stand_in, AI_RANDOM);
    if (c->resume) {
        h->stats.games_done = c->progress.games_done;
        memcpy(h->stats.returns, c->progress.returns, sizeof h->stats.returns);
        memcpy(h->stats.wins, c->progress.wins, sizeof h->stats.wins);
        /* the saved names: the lobby shows who sat where, and a player is found again by name */
        for (int p = 0; p < c->setup.num_players; p++) {
            snprintf(h->names[p], sizeof h->names[p], "%s", c->progress.names[p]);
            if (c->seat_kind[p] == NET_SEAT_AI && !c->seat_names[p]) c->seat_names[p] = h->names[p];
        }
    }
    if (!net_key_from_code(c->code, h->key, err)) {
        net_host_free(h);
        return NULL;
    }
    ENetAddress addr = {.host = ENET_HOST_ANY, .port = c->port};
    h->enet = enet_host_create(&addr, NET_MAX_CONNS, 1, 0, 0);
    if (!h->enet) {
        error_set(err, "network", "", "could not listen on UDP port %u (in use?)", (unsigned)c->port);
        net_host_free(h);
        return NULL;
    }
    /* ENet drops a larger packet, and bounds what one peer may have waiting
     * to be read: a client costs the host at most this much incoming memory */
    h->enet->maximumPacketSize = NET_MAX_RECORD + 128;
    h->enet->maximumWaitingData = 2 * (NET_MAX_RECORD + 128);
    if (c->resume) table_resume(h);
    return h;
}

/* A host closing on an ended game lets what it queued (the last move, the
 * result) go out before its goodbye, for a quarter of a second at most:
 * closed at once, a player's table could miss how the game ended. */
#define NET_GOODBYE_MS 250
static void goodbye_after_the_end(NetHost *h)
{
    int open = 0;
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (h->conns[i].used && h->conns[i].peer && h->conns[i].peer->state == ENET_PEER_STATE_CONNECTED) {
            enet_peer_disconnect_later(h->conns[i].peer, 0);
            open++;
        }
    ENetEvent ev;
    enet_uint32 until = enet_time_get() + NET_GOODBYE_MS;
    while (open > 0 && (int32_t)(until - enet_time_get()) > 0) {
        int r = enet_host_service(h->enet, &ev, 10);
        if (r <= 0) continue;
        if (ev.type == ENET_EVENT_TYPE_DISCONNECT) open--;
        else if (ev.type == ENET_EVENT_TYPE_RECEIVE) enet_packet_destroy(ev.packet);
    }
}

void net_host_free(NetHost *h)
{
    if (!h) return;
    table_cancel_computer_seat(h);
    if (h->enet && h->st && h->cfg.module->current_player(h->st) == GM_TERMINAL) goodbye_after_the_end(h);
    for (int i = 0; i < NET_MAX_CONNS; i++) {
        ai_job_cancel_and_free(h->conns[i].advice);
        /* a host that closes says so: its players learn it at once, not after a timeout */
        if (h->conns[i].used && h->conns[i].peer && h->conns[i].peer->state != ENET_PEER_STATE_DISCONNECTED)
            enet_peer_disconnect_now(h->conns[i].peer, 0);
    }
    if (h->enet) enet_host_destroy(h->enet);
    game_free(h->st);
    record_free(&h->record);
    net_buf_free(&h->rec);
    net_buf_free(&h->pkt);
    sodium_memzero(h->key, sizeof h->key);
    free(h->msg);
    free(h);
}

const NetHostStats *net_host_stats(const NetHost *h) { return &h->stats; }
int net_host_fd(const NetHost *h) { return (int)h->enet->socket; }
const char *net_host_status(const NetHost *h) { return h->status; }

bool net_host_all_joined(const NetHost *h)
{
    for (int p = 0; p < h->cfg.setup.num_players; p++)
        if (h->cfg.seat_kind[p] == NET_SEAT_REMOTE && h->seat_conn[p] < 0) return false;
    return true;
}

bool net_host_start(NetHost *h)
{
    if (!net_host_all_joined(h)) return false;
    h->start_asked = true;
    return true;
}

bool net_host_started(const NetHost *h) { return h->started; }

int net_local_addresses(char (*out)[48], int cap)
{
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) != 0) return 0;
    int n = 0;
    for (struct ifaddrs *a = list; a && n < cap; a = a->ifa_next) {
        if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)a->ifa_addr;
        if ((ntohl(in->sin_addr.s_addr) >> 24) == 127) continue;
        if (inet_ntop(AF_INET, &in->sin_addr, out[n], sizeof out[n])) n++;
    }
    freeifaddrs(list);
    return n;
}

void host_send_record(NetHost *h, Conn *c, int seat, bool handshake, bool clear)
{
    if (h->cfg.on_send && !clear && !handshake) h->cfg.on_send(h->cfg.ctx, seat, h->rec.data, h->rec.len, h->st);
    bool ok = clear ? net_seal_clear(&h->rec, &h->pkt) : net_seal(&c->ch, handshake, &h->rec, &h->pkt);
    if (!ok) {
        host_log(h, "could not seal a record for seat %d", seat + 1);
        return;
    }
    h->stats.records_sent++;
    net_send_packet(c->peer, &h->pkt);
}

/* players and spectators: connections past their handshake */
static bool conn_joined(const Conn *c) { return c->used && (c->seat >= 0 || c->spectator); }

void host_send_all(NetHost *h)
{
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (conn_joined(&h->conns[i])) host_send_record(h, &h->conns[i], h->conns[i].seat, false, false);
}

void host_send_lobby(NetHost *h)
{
    const NetHostConfig *cfg = &h->cfg;
    NetLobbyMsg m = {.num_players = cfg->setup.num_players, .started = h->started};
    snprintf(m.game, sizeof m.game, "%s", cfg->module->id);
    snprintf(m.set, sizeof m.set, "%s", cfg->set ? cfg->set->id : "");
    for (int p = 0; p < m.num_players; p++) {
        NetLobbySeat *s = &m.seats[p];
        s->kind = cfg->seat_kind[p];
        s->joined = s->kind == NET_SEAT_REMOTE && h->seat_conn[p] >= 0;
        const char *name = s->kind == NET_SEAT_REMOTE ? h->names[p] : cfg->seat_names[p];
        snprintf(s->name, sizeof s->name, "%s", name ? name : "");
    }
    h->rec.len = 0;
    net_encode_lobby(&h->rec, &m);
    host_send_all(h);
}

void host_send_state(NetHost *h, Conn *c)
{
    const GameModule *m = h->cfg.module;
    NetStateMsg *msg = h->msg;
    int seat = c->spectator ? -1 : c->seat;
    msg->seq = h->seq;
    msg->seat = seat;
    msg->nlegal = 0;
    if (seat >= 0 && m->current_player(h->st) == seat) {
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
    /* a list of moves earns its answer and a request for advice, however fast the game goes */
    if (msg->nlegal > 0 && c->tokens < 2.0 * h->cfg.flood_burst) c->tokens += 2.0;
    m->view(h->st, seat, &msg->view);
    h->rec.len = 0;
    net_encode_state(&h->rec, msg);
    host_send_record(h, c, seat, false, false);
}

static void refuse(NetHost *h, Conn *c, const char *why)
{
    h->rec.len = 0;
    net_encode_text(&h->rec, NR_REFUSED, why);
    host_send_record(h, c, -1, false, true);
    enet_peer_disconnect_later(c->peer, 0);
}

/* a seat's name as the table shows it ("" for none) */
static const char *seat_name_of(const NetHost *h, int p)
{
    const char *name = h->cfg.seat_kind[p] == NET_SEAT_REMOTE ? h->names[p] : h->cfg.seat_names[p];
    return name ? name : "";
}

/* the name a player joins with, its seat's number added when another seat
 * has it ("Ann (2)"): two players who both kept the default name stay apart */
static void name_seat(NetHost *h, int seat, const char *name)
{
    bool taken = false;
    for (int p = 0; p < h->cfg.setup.num_players && name[0]; p++)
        taken |= p != seat && strcasecmp(seat_name_of(h, p), name) == 0;
    if (taken) snprintf(h->names[seat], sizeof h->names[seat], "%.24s (%d)", name, seat + 1);
    else snprintf(h->names[seat], sizeof h->names[seat], "%s", name);
}

/* a player's name as it joins matches the seat's (its number may have been added) */
static bool same_player(const char *seat_name, const char *name)
{
    size_t n = strlen(name);
    return strcasecmp(seat_name, name) == 0 || (strncasecmp(seat_name, name, n) == 0 && strncmp(seat_name + n, " (", 2) == 0);
}

/* the seat a joining player gets: the one asked for when it is free (a
 * rejoin), else a missing player's of the same name (a rejoin from a fresh
 * window), else the first free network seat nobody left; -1 when none is */
static int free_seat(const NetHost *h, int wanted, const char *name)
{
    int n = h->cfg.setup.num_players;
    bool open[GM_MAX_PLAYERS] = {false};
    for (int s = 0; s < n; s++) open[s] = h->cfg.seat_kind[s] == NET_SEAT_REMOTE && h->seat_conn[s] < 0;
    if (wanted >= 0 && wanted < n && open[wanted]) return wanted;
    for (int s = 0; s < n && name[0]; s++)
        if (open[s] && h->missing[s] && same_player(h->names[s], name)) return s;
    for (int pass = 0; pass < 2; pass++)
        for (int s = 0; s < n; s++)
            if (open[s] && (pass == 1 || !h->missing[s])) return s;
    return -1;
}

static int spectator_count(const NetHost *h)
{
    int n = 0;
    for (int i = 0; i < NET_MAX_CONNS; i++) n += h->conns[i].used && h->conns[i].spectator;
    return n;
}

static void on_hello(NetHost *h, Conn *c, int type, const unsigned char *p, size_t n)
{
    NetHelloMsg hello;
    if (conn_joined(c) || type != NR_HELLO || !net_decode_hello(p, n, &hello)) {
        h->stats.dropped_packets++;
        host_log(h, "dropped a malformed handshake (%d dropped)", h->stats.dropped_packets);
        return;
    }
    int seat = hello.spectate ? -1 : free_seat(h, hello.seat, hello.name);
    if (h->finished) return refuse(h, c, "the games are over");
    if (hello.spectate && spectator_count(h) >= h->cfg.spectators)
        return refuse(h, c, h->cfg.spectators ? "no more spectators may watch" : "this host does not allow spectators");
    if (!hello.spectate && seat < 0) return refuse(h, c, "the table is full");
    if (!net_channel_host_ready(&c->ch, hello.pk)) return refuse(h, c, "the handshake failed");
    h->rec.len = 0;
    net_encode_key(&h->rec, NR_WELCOME, c->ch.pk);
    host_send_record(h, c, seat, true, false);
    c->spectator = hello.spectate;
    c->seat = seat;
    NetSeatMsg sm = {.seat = seat, .num_players = h->cfg.setup.num_players, .games = h->cfg.games};
    snprintf(sm.game, sizeof sm.game, "%s", h->cfg.module->id);
    h->rec.len = 0;
    net_encode_seat(&h->rec, &sm);
    host_send_record(h, c, seat, false, false);
    if (hello.spectate) {
        h->stats.spectators++;
        host_log(h, "a spectator joined");
    } else {
        h->seat_conn[seat] = (int)(c - h->conns);
        name_seat(h, seat, hello.name);
        if (h->missing[seat]) table_seat_back(h, seat);
        else host_log(h, "seat %d joined", seat + 1);
    }
    host_send_lobby(h);
    if (h->status[0]) { /* who is missing: a newcomer has not heard it */
        h->rec.len = 0;
        net_encode_text(&h->rec, NR_NOTICE, h->status);
        host_send_record(h, c, seat, false, false);
    }
    if (h->started && !h->finished) host_send_state(h, c);
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
    if (!table_play(h, h->legal[a.index])) return refuse_action(h, c, "the engine refused it");
}

/* The connection is gone (it left, or was dropped): its seat waits for a rejoin. */
static void conn_gone(NetHost *h, Conn *c)
{
    if (c->seat >= 0) {
        h->seat_conn[c->seat] = -1;
        if (!h->finished) table_seat_left(h, c->seat);
    }
    bool was_player = c->seat >= 0;
    ai_job_cancel_and_free(c->advice);
    sodium_memzero(&c->ch, sizeof c->ch);
    if (c->peer) c->peer->data = NULL;
    memset(c, 0, sizeof *c);
    if (was_player && !h->finished) host_send_lobby(h);
}

/* Flood control: a bucket of records refilled with time and by every list of
 * moves the client is sent.  False when this
 * record must be dropped; a client that keeps flooding is disconnected. */
static bool within_budget(NetHost *h, Conn *c)
{
    uint32_t now = host_now(h);
    const NetHostConfig *cfg = &h->cfg;
    if (c->tokens < cfg->flood_burst) {
        c->tokens += (double)(now - c->refilled_at) * cfg->flood_per_second / 1000.0;
        if (c->tokens > cfg->flood_burst) c->tokens = cfg->flood_burst;
    }
    c->refilled_at = now;
    if (c->tokens >= 1.0) {
        c->tokens -= 1.0;
        return true;
    }
    h->stats.throttled_records++;
    if (c->throttled++ == 0) host_log(h, "seat %d sends too many messages: throttled", c->seat + 1);
    if (c->throttled > cfg->flood_drop_after) {
        h->stats.flood_drops++;
        host_log(h, "seat %d kept flooding (%d messages dropped): disconnected (%d so far)", c->seat + 1,
                 c->throttled, h->stats.flood_drops);
        enet_peer_disconnect_now(c->peer, 0);
        conn_gone(h, c);
    }
    return false;
}

static void on_receive(NetHost *h, Conn *c, const unsigned char *data, size_t len)
{
    if (!within_budget(h, c)) return;
    int kind = 0, type = 0;
    const char *why = "";
    const unsigned char *payload;
    size_t plen;
    if (!net_open(&c->ch, data, len, &kind, &h->rec, &why) || kind == NP_CLEAR ||
        !net_decode_record(h->rec.data, h->rec.len, &type, &payload, &plen)) {
        if (!conn_joined(c) && kind == NP_HANDSHAKE && strcmp(why, "forged") == 0) {
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
    h->stats.records_received++;
    if (kind == NP_HANDSHAKE) on_hello(h, c, type, payload, plen);
    else if (c->seat >= 0 && type == NR_ACT) on_action(h, c, payload, plen);
    else if (c->seat >= 0 && type == NR_ADVISE) table_on_advise(h, c, payload, plen);
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
            c->tokens = h->cfg.flood_burst;
            c->refilled_at = host_now(h);
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
        if (c) conn_gone(h, c);
        break;
    default:
        break;
    }
}

bool net_host_step(NetHost *h, int timeout_ms)
{
    ENetEvent ev;
    for (int i = 0; i < NET_MAX_CONNS; i++) /* a running search is polled often: its player waits */
        if (h->conns[i].advice && timeout_ms > 2) timeout_ms = 2;
    if (h->seat_job && timeout_ms > 2) timeout_ms = 2;
    int got = enet_host_service(h->enet, &ev, (enet_uint32)timeout_ms);
    while (got > 0) {
        on_event(h, &ev);
        got = enet_host_service(h->enet, &ev, 0);
    }
    if (!h->started && (!h->cfg.hold_start || h->start_asked) && net_host_all_joined(h)) table_start_game(h);
    table_update_seats(h);
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (h->conns[i].advice) table_poll_advice(h, &h->conns[i]);
    table_play_computer_seats(h);
    enet_host_flush(h->enet);
    h->stats.bytes_sent = h->enet->totalSentData;
    h->stats.bytes_received = h->enet->totalReceivedData;
    if (!h->finished) return true;
    bool any = false;
    for (int i = 0; i < NET_MAX_CONNS; i++) any |= h->conns[i].used;
    return any && ++h->closing_steps < 400;
}
