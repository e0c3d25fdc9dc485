/* net_client.c — a seat over the network: it knows only what the host sends
 * it (its view, its legal moves in words) and answers with an index. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <enet/enet.h>
#include <sodium.h>
#include "net/net.h"

struct NetClient {
    ENetHost *enet;
    ENetPeer *peer;
    NetChannel ch;
    NetClientStatus status;
    char error[256];
    int seat;
    bool have_state, have_result, have_advice, have_lobby;
    NetLobbyMsg lobby;
    char name[32];
    unsigned nstates;
    NetAdviceMsg advice;  /* the last the host sent */
    NetStateMsg *state;
    NetResultMsg result;
    NetChooser choose;
    void *ctx;
    bool spectate;
    int wanted_seat;
    char advisor[64];     /* the AI spec the host is asked for advice; "" = choose here */
    bool asked;           /* advice asked for the last state */
    char notice[256];
    NetThinkingMsg thinking; /* the host's last word on a computer seat's search */
    bool have_thinking;
    NetBuf rec, pkt;
};

NetClient *net_client_new(const char *host, uint16_t port, const char *code, NetChooser choose, void *ctx,
                          Error *err)
{
    if (!net_init()) {
        error_set(err, "network", "", "could not start libsodium / ENet");
        return NULL;
    }
    unsigned char key[NET_KEY_BYTES];
    if (!net_key_from_code(code, key, err)) return NULL;
    NetClient *c = calloc(1, sizeof *c);
    if (!c || !(c->state = malloc(sizeof *c->state))) {
        free(c);
        error_set(err, "network", "", "out of memory");
        return NULL;
    }
    net_channel_init(&c->ch, key);
    sodium_memzero(key, sizeof key);
    c->seat = -1;
    c->wanted_seat = -1;
    c->choose = choose;
    c->ctx = ctx;
    ENetAddress addr = {.port = port};
    c->enet = enet_host_create(NULL, 1, 1, 0, 0);
    if (!c->enet || enet_address_set_host(&addr, host) != 0) {
        error_set(err, "network", "", "cannot resolve host \"%s\"", host);
        net_client_free(c);
        return NULL;
    }
    c->enet->maximumPacketSize = NET_MAX_RECORD + 128;
    c->peer = enet_host_connect(c->enet, &addr, 1, 0);
    if (!c->peer) {
        error_set(err, "network", "", "cannot connect to %s:%u", host, (unsigned)port);
        net_client_free(c);
        return NULL;
    }
    /* a host that vanished (crashed) is noticed within seconds, so a player can rejoin */
    enet_peer_timeout(c->peer, 0, 3000, 8000);
    return c;
}

void net_client_leave(NetClient *c)
{
    if (c->status == NC_CONNECTING || c->status == NC_PLAYING) enet_peer_disconnect_now(c->peer, 0);
    c->status = NC_FAILED;
    snprintf(c->error, sizeof c->error, "we left");
}

void net_client_free(NetClient *c)
{
    if (!c) return;
    if (c->enet) enet_host_destroy(c->enet);
    sodium_memzero(&c->ch, sizeof c->ch);
    net_buf_free(&c->rec);
    net_buf_free(&c->pkt);
    free(c->state);
    free(c);
}

const char *net_client_error(const NetClient *c) { return c->error; }
const char *net_client_notice(const NetClient *c) { return c->notice; }
int net_client_fd(const NetClient *c) { return (int)c->enet->socket; }

void net_client_set_role(NetClient *c, bool spectate, int seat)
{
    c->spectate = spectate;
    c->wanted_seat = seat;
}

void net_client_set_name(NetClient *c, const char *name) { snprintf(c->name, sizeof c->name, "%s", name); }
const NetLobbyMsg *net_client_lobby(const NetClient *c) { return c->have_lobby ? &c->lobby : NULL; }
unsigned net_client_state_count(const NetClient *c) { return c->nstates; }
int net_client_rtt_ms(const NetClient *c) { return c->peer ? (int)c->peer->roundTripTime : 0; }

int net_client_silent_ms(const NetClient *c)
{
    if (!c->peer || c->status != NC_PLAYING) return 0;
    uint32_t now = enet_time_get(), last = c->peer->lastReceiveTime;
    return now >= last ? (int)(now - last) : 0; /* ENet's service time may run a hair ahead */
}

bool net_client_act(NetClient *c, int index)
{
    if (!c->have_state || index < 0 || index >= c->state->nlegal) return false;
    NetActMsg a = {.seat = c->seat, .seq = c->state->seq, .index = index};
    return net_client_send_act(c, &a);
}

void net_client_set_advisor(NetClient *c, const char *spec) { snprintf(c->advisor, sizeof c->advisor, "%s", spec); }
int net_client_seat(const NetClient *c) { return c->seat; }
const NetResultMsg *net_client_last_result(const NetClient *c) { return c->have_result ? &c->result : NULL; }
const NetStateMsg *net_client_last_state(const NetClient *c) { return c->have_state ? c->state : NULL; }

static bool send_rec(NetClient *c, bool handshake)
{
    if (!net_seal(&c->ch, handshake, &c->rec, &c->pkt)) return false;
    return net_send_packet(c->peer, &c->pkt);
}

const NetAdviceMsg *net_client_last_advice(const NetClient *c) { return c->have_advice ? &c->advice : NULL; }

bool net_client_thinking(const NetClient *c, int *seat, int *percent)
{
    /* a word about an older position is stale: that search has ended */
    if (!c->have_thinking || !c->have_state || c->thinking.seq != c->state->seq || c->status != NC_PLAYING) return false;
    if (seat) *seat = c->thinking.seat;
    if (percent) *percent = c->thinking.percent;
    return true;
}

bool net_client_ask_advice(NetClient *c, uint32_t seq, const char *spec)
{
    NetAdviceMsg q = {.seq = seq};
    snprintf(q.spec, sizeof q.spec, "%s", spec);
    c->have_advice = false; /* until this one is answered */
    c->rec.len = 0;
    net_encode_advice(&c->rec, NR_ADVISE, &q);
    return send_rec(c, false);
}

bool net_client_send_act(NetClient *c, const NetActMsg *act)
{
    c->rec.len = 0;
    net_encode_act(&c->rec, act);
    return send_rec(c, false);
}

static void fail(NetClient *c, NetClientStatus st, const char *why)
{
    c->status = st;
    snprintf(c->error, sizeof c->error, "%s", why);
    enet_peer_disconnect(c->peer, 0);
}

static void act(NetClient *c, int index)
{
    NetActMsg a = {.seat = c->seat, .seq = c->state->seq, .index = index};
    net_client_send_act(c, &a);
}

/* our turn: ask the host's advisor, or choose here */
static void on_turn(NetClient *c)
{
    if (c->advisor[0]) {
        c->asked = net_client_ask_advice(c, c->state->seq, c->advisor);
        if (c->asked) return;
    }
    if (c->choose) act(c, c->choose(c->ctx, c->state));
}

static void on_advice(NetClient *c, const NetAdviceMsg *a)
{
    c->advice = *a;
    c->have_advice = true;
    if (!c->asked || !c->have_state || a->seq != c->state->seq) return;
    c->asked = false;
    if (a->index >= 0 && a->index < c->state->nlegal) act(c, a->index);
    else if (c->choose) act(c, c->choose(c->ctx, c->state));
}

static void on_record(NetClient *c, int kind, int type, const unsigned char *p, size_t n)
{
    char text[200];
    if (kind == NP_CLEAR) {
        /* only a refusal travels in clear, and only before the handshake */
        if (type == NR_REFUSED && !c->ch.ready && net_decode_text(p, n, text, sizeof text))
            fail(c, NC_REFUSED, text);
        return;
    }
    if (kind == NP_HANDSHAKE) {
        unsigned char pk[32];
        if (type == NR_WELCOME && !c->ch.ready && net_decode_key(p, n, pk) && net_channel_client_ready(&c->ch, pk))
            c->status = NC_PLAYING;
        return;
    }
    if (type == NR_SEAT) {
        NetSeatMsg s;
        if (net_decode_seat(p, n, &s)) c->seat = s.seat;
    } else if (type == NR_STATE) {
        if (!net_decode_state(p, n, c->state)) return;
        c->have_state = true;
        c->nstates++;
        c->asked = false;
        if (c->state->nlegal > 0) on_turn(c);
    } else if (type == NR_ADVICE) {
        NetAdviceMsg a;
        if (net_decode_advice(p, n, &a)) on_advice(c, &a);
    } else if (type == NR_LOBBY) {
        NetLobbyMsg l;
        if (net_decode_lobby(p, n, &l)) {
            c->lobby = l;
            c->have_lobby = true;
        }
    } else if (type == NR_THINKING) {
        NetThinkingMsg t;
        if (net_decode_thinking(p, n, &t)) {
            c->thinking = t;
            c->have_thinking = true;
        }
    } else if (type == NR_NOTICE) {
        net_decode_text(p, n, c->notice, sizeof c->notice);
    } else if (type == NR_RESULT) {
        c->have_result = net_decode_result(p, n, &c->result);
    } else if (type == NR_BYE) {
        c->status = NC_DONE;
        enet_peer_disconnect_later(c->peer, 0);
    }
}

NetClientStatus net_client_step(NetClient *c, int timeout_ms)
{
    ENetEvent ev;
    int got = enet_host_service(c->enet, &ev, (enet_uint32)timeout_ms);
    while (got > 0) {
        if (ev.type == ENET_EVENT_TYPE_CONNECT) {
            NetHelloMsg hello = {.spectate = c->spectate, .seat = c->wanted_seat};
            memcpy(hello.pk, c->ch.pk, sizeof hello.pk);
            snprintf(hello.name, sizeof hello.name, "%s", c->name);
            c->rec.len = 0;
            net_encode_hello(&c->rec, &hello);
            send_rec(c, true);
        } else if (ev.type == ENET_EVENT_TYPE_RECEIVE) {
            int kind = 0, type = 0;
            const char *why;
            const unsigned char *payload;
            size_t plen;
            if (net_open(&c->ch, ev.packet->data, ev.packet->dataLength, &kind, &c->rec, &why) &&
                net_decode_record(c->rec.data, c->rec.len, &type, &payload, &plen))
                on_record(c, kind, type, payload, plen);
            enet_packet_destroy(ev.packet);
        } else if (ev.type == ENET_EVENT_TYPE_DISCONNECT) {
            if (c->status == NC_CONNECTING) {
                c->status = NC_FAILED;
                snprintf(c->error, sizeof c->error, "no answer from the host");
            } else if (c->status == NC_PLAYING) {
                c->status = NC_FAILED;
                snprintf(c->error, sizeof c->error, "the connection to the host was lost");
            }
        }
        if (c->status == NC_REFUSED || c->status == NC_FAILED) break;
        got = enet_host_service(c->enet, &ev, 0);
    }
    enet_host_flush(c->enet);
    return c->status;
}
