/* net_wire.c — records: [version u8][type u8][length u32 LE][payload].
 * Integers little-endian, strings as u16 length + bytes (no NUL).  The
 * decoders check every length against the field it fills, so a hostile peer
 * can neither overrun a buffer nor make the host allocate much. */
#include <stdlib.h>
#include <string.h>
#include "net/net.h"

void net_buf_free(NetBuf *b)
{
    free(b->data);
    memset(b, 0, sizeof *b);
}

static void put(NetBuf *b, const void *p, size_t n)
{
    if (b->failed) return;
    if (b->len + n > NET_MAX_RECORD + 64) {
        b->failed = true;
        return;
    }
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->len + n) cap *= 2;
        unsigned char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = true;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}
static void put_u8(NetBuf *b, int v)
{
    unsigned char c = (unsigned char)v;
    put(b, &c, 1);
}
static void put_u16(NetBuf *b, unsigned v)
{
    unsigned char c[2] = {(unsigned char)(v & 0xff), (unsigned char)(v >> 8)};
    put(b, c, 2);
}
static void put_u32(NetBuf *b, uint32_t v)
{
    unsigned char c[4];
    for (int i = 0; i < 4; i++) c[i] = (unsigned char)(v >> (8 * i));
    put(b, c, 4);
}
static void put_i16(NetBuf *b, int v) { put_u16(b, (unsigned)(uint16_t)(int16_t)v); }
static void put_str(NetBuf *b, const char *s)
{
    size_t n = strnlen(s, 4096);
    put_u16(b, (unsigned)n);
    put(b, s, n);
}

/* header now, length patched by end_record */
static size_t begin_record(NetBuf *b, int type)
{
    put_u8(b, NET_PROTOCOL_VERSION);
    put_u8(b, type);
    size_t at = b->len;
    put_u32(b, 0);
    return at;
}
static void end_record(NetBuf *b, size_t at)
{
    if (b->failed) return;
    uint32_t n = (uint32_t)(b->len - at - 4);
    if (n > NET_MAX_RECORD) {
        b->failed = true;
        return;
    }
    for (int i = 0; i < 4; i++) b->data[at + (size_t)i] = (unsigned char)(n >> (8 * i));
}

/* ---- reader ---- */
typedef struct Rd {
    const unsigned char *p;
    size_t n, at;
    bool bad;
} Rd;
static bool get(Rd *r, void *out, size_t n)
{
    if (r->bad || r->n - r->at < n) {
        r->bad = true;
        if (out) memset(out, 0, n);
        return false;
    }
    if (out) memcpy(out, r->p + r->at, n);
    r->at += n;
    return true;
}
static int get_u8(Rd *r)
{
    unsigned char c = 0;
    get(r, &c, 1);
    return c;
}
static unsigned get_u16(Rd *r)
{
    unsigned char c[2] = {0, 0};
    get(r, c, 2);
    return (unsigned)c[0] | ((unsigned)c[1] << 8);
}
static uint32_t get_u32(Rd *r)
{
    unsigned char c[4] = {0, 0, 0, 0};
    get(r, c, 4);
    return (uint32_t)c[0] | ((uint32_t)c[1] << 8) | ((uint32_t)c[2] << 16) | ((uint32_t)c[3] << 24);
}
static int get_i16(Rd *r) { return (int16_t)(uint16_t)get_u16(r); }
/* a string into a field of `cap` bytes: longer is malformed */
static void get_str(Rd *r, char *out, size_t cap)
{
    unsigned n = get_u16(r);
    if (n >= cap) {
        r->bad = true;
        out[0] = '\0';
        return;
    }
    get(r, out, n);
    if (!r->bad && memchr(out, '\0', n)) r->bad = true; /* text never holds a NUL */
    out[r->bad ? 0 : n] = '\0';
}
/* a count in [lo, hi] */
static int get_count(Rd *r, int v, int lo, int hi)
{
    if (v < lo || v > hi) r->bad = true;
    return r->bad ? lo : v;
}
static bool done(const Rd *r) { return !r->bad && r->at == r->n; }

/* a seat, or -1 (a spectator, "any seat") as 255 */
static void put_seat(NetBuf *b, int seat) { put_u8(b, seat < 0 ? 255 : seat); }
static int get_seat(Rd *r)
{
    int v = get_u8(r);
    return v == 255 ? -1 : get_count(r, v, 0, GM_MAX_PLAYERS - 1);
}

bool net_decode_record(const unsigned char *data, size_t len, int *type, const unsigned char **payload,
                       size_t *plen)
{
    if (len < 6 || data[0] != NET_PROTOCOL_VERSION) return false;
    uint32_t n = (uint32_t)data[2] | ((uint32_t)data[3] << 8) | ((uint32_t)data[4] << 16) | ((uint32_t)data[5] << 24);
    if (n > NET_MAX_RECORD || n != len - 6) return false;
    *type = data[1];
    *payload = data + 6;
    *plen = n;
    return true;
}

/* ---- the view ---- */
static void put_view(NetBuf *b, const View *v)
{
    int np = v->num_players < 0 ? 0 : v->num_players > 5 ? 5 : v->num_players;
    put_u8(b, v->observer + 1);
    put_u8(b, np);
    put_u8(b, v->current_player + 1);
    put_u8(b, v->terminal);
    put_str(b, v->prompt);
    put_str(b, v->status);
    for (int p = 0; p < np; p++) put_str(b, v->seat_status[p]);
    put_str(b, v->result);
    put_u8(b, v->nhistory);
    for (int i = 0; i < v->nhistory && i < 16; i++) put_str(b, v->history[i]);
    put_str(b, v->last_event);
    put_u32(b, v->event_seq);
    put_u8(b, v->nsummary);
    for (int i = 0; i < v->nsummary && i < 8; i++) put_str(b, v->summary[i]);
    put_u8(b, v->nzones);
    for (int z = 0; z < v->nzones && z < VIEW_MAX_ZONES; z++) {
        const ViewZone *zn = &v->zones[z];
        put_str(b, zn->id);
        put_str(b, zn->label);
        put_u8(b, zn->kind);
        put_u8(b, zn->owner + 1);
        put_i16(b, zn->value);
        put_i16(b, zn->count);
        put_u8(b, zn->flags);
        put_u8(b, zn->nitems);
        for (int i = 0; i < zn->nitems && i < VIEW_MAX_ITEMS; i++) {
            const ViewItem *it = &zn->items[i];
            put_i16(b, it->card);
            put_u8(b, it->owner + 1);
            put_u8(b, it->flags);
            put_i16(b, it->value);
            put_i16(b, it->base);
            put_str(b, it->badge);
        }
    }
}

static void get_view(Rd *r, View *v)
{
    memset(v, 0, sizeof *v);
    v->observer = get_count(r, get_u8(r) - 1, -1, 4);
    v->num_players = get_count(r, get_u8(r), 0, 5);
    v->current_player = get_count(r, get_u8(r) - 1, -1, 4);
    v->terminal = get_u8(r) != 0;
    get_str(r, v->prompt, sizeof v->prompt);
    get_str(r, v->status, sizeof v->status);
    for (int p = 0; p < v->num_players; p++) get_str(r, v->seat_status[p], sizeof v->seat_status[p]);
    get_str(r, v->result, sizeof v->result);
    v->nhistory = get_count(r, get_u8(r), 0, 16);
    for (int i = 0; i < v->nhistory; i++) get_str(r, v->history[i], sizeof v->history[i]);
    get_str(r, v->last_event, sizeof v->last_event);
    v->event_seq = get_u32(r);
    v->nsummary = get_count(r, get_u8(r), 0, 8);
    for (int i = 0; i < v->nsummary; i++) get_str(r, v->summary[i], sizeof v->summary[i]);
    v->nzones = get_count(r, get_u8(r), 0, VIEW_MAX_ZONES);
    for (int z = 0; z < v->nzones && !r->bad; z++) {
        ViewZone *zn = &v->zones[z];
        get_str(r, zn->id, sizeof zn->id);
        get_str(r, zn->label, sizeof zn->label);
        zn->kind = (uint8_t)get_count(r, get_u8(r), VZ_PILE, VZ_TOKENS);
        zn->owner = (int8_t)get_count(r, get_u8(r) - 1, -1, 4);
        zn->value = (int16_t)get_i16(r);
        zn->count = (int16_t)get_i16(r);
        zn->flags = (uint8_t)get_u8(r);
        zn->nitems = (int16_t)get_count(r, get_u8(r), 0, VIEW_MAX_ITEMS);
        for (int i = 0; i < zn->nitems && !r->bad; i++) {
            ViewItem *it = &zn->items[i];
            it->card = (int16_t)get_count(r, get_i16(r), VIEW_NO_CARD, INT16_MAX);
            it->owner = (int8_t)get_count(r, get_u8(r) - 1, -1, 4);
            it->flags = (uint8_t)get_u8(r);
            it->value = (int16_t)get_i16(r);
            it->base = (int16_t)get_i16(r);
            get_str(r, it->badge, sizeof it->badge);
        }
    }
}

void net_encode_state(NetBuf *b, const NetStateMsg *m)
{
    size_t at = begin_record(b, NR_STATE);
    put_u32(b, m->seq);
    put_seat(b, m->seat);
    put_u16(b, (unsigned)m->nlegal);
    for (int i = 0; i < m->nlegal; i++) {
        const NetLegal *l = &m->legal[i];
        put_str(b, l->label);
        put_str(b, l->src_zone);
        put_i16(b, l->src_index);
        put_str(b, l->dst_zone);
        put_i16(b, l->dst_index);
    }
    put_view(b, &m->view);
    end_record(b, at);
}

bool net_decode_state(const unsigned char *p, size_t n, NetStateMsg *out)
{
    Rd r = {p, n, 0, false};
    out->seq = get_u32(&r);
    out->seat = get_seat(&r);
    out->nlegal = get_count(&r, (int)get_u16(&r), 0, GM_MAX_ACTIONS);
    for (int i = 0; i < out->nlegal && !r.bad; i++) {
        NetLegal *l = &out->legal[i];
        get_str(&r, l->label, sizeof l->label);
        get_str(&r, l->src_zone, sizeof l->src_zone);
        l->src_index = (int16_t)get_i16(&r);
        get_str(&r, l->dst_zone, sizeof l->dst_zone);
        l->dst_index = (int16_t)get_i16(&r);
    }
    get_view(&r, &out->view);
    return done(&r);
}

void net_encode_act(NetBuf *b, const NetActMsg *m)
{
    size_t at = begin_record(b, NR_ACT);
    put_u8(b, m->seat);
    put_u32(b, m->seq);
    put_u16(b, (unsigned)m->index);
    end_record(b, at);
}

bool net_decode_act(const unsigned char *p, size_t n, NetActMsg *out)
{
    Rd r = {p, n, 0, false};
    out->seat = get_u8(&r);
    out->seq = get_u32(&r);
    out->index = (int)get_u16(&r);
    return done(&r);
}

void net_encode_result(NetBuf *b, const NetResultMsg *m)
{
    size_t at = begin_record(b, NR_RESULT);
    put_u8(b, m->num_players);
    /* returns in [0,1] as thousandths: no floats on the wire */
    for (int p = 0; p < m->num_players && p < GM_MAX_PLAYERS; p++) put_u16(b, (unsigned)(m->returns[p] * 1000.0 + 0.5));
    put_str(b, m->result);
    put_u16(b, (unsigned)m->game_index);
    end_record(b, at);
}

bool net_decode_result(const unsigned char *p, size_t n, NetResultMsg *out)
{
    Rd r = {p, n, 0, false};
    memset(out, 0, sizeof *out);
    out->num_players = get_count(&r, get_u8(&r), 1, GM_MAX_PLAYERS);
    for (int i = 0; i < out->num_players; i++) out->returns[i] = get_count(&r, (int)get_u16(&r), 0, 1000) / 1000.0;
    get_str(&r, out->result, sizeof out->result);
    out->game_index = (int)get_u16(&r);
    return done(&r);
}

void net_encode_seat(NetBuf *b, const NetSeatMsg *m)
{
    size_t at = begin_record(b, NR_SEAT);
    put_seat(b, m->seat);
    put_u8(b, m->num_players);
    put_u16(b, (unsigned)m->games);
    put_str(b, m->game);
    end_record(b, at);
}

bool net_decode_seat(const unsigned char *p, size_t n, NetSeatMsg *out)
{
    Rd r = {p, n, 0, false};
    out->seat = get_seat(&r);
    out->num_players = get_count(&r, get_u8(&r), 1, GM_MAX_PLAYERS);
    out->games = (int)get_u16(&r);
    get_str(&r, out->game, sizeof out->game);
    return done(&r);
}

void net_encode_text(NetBuf *b, int type, const char *text)
{
    size_t at = begin_record(b, type);
    put_str(b, text);
    end_record(b, at);
}

bool net_decode_text(const unsigned char *p, size_t n, char *out, size_t cap)
{
    Rd r = {p, n, 0, false};
    get_str(&r, out, cap);
    return done(&r);
}

void net_encode_key(NetBuf *b, int type, const unsigned char pk[32])
{
    size_t at = begin_record(b, type);
    put(b, pk, 32);
    end_record(b, at);
}

bool net_decode_key(const unsigned char *p, size_t n, unsigned char pk[32])
{
    Rd r = {p, n, 0, false};
    get(&r, pk, 32);
    return done(&r);
}

void net_encode_hello(NetBuf *b, const NetHelloMsg *m)
{
    size_t at = begin_record(b, NR_HELLO);
    put(b, m->pk, 32);
    put_u8(b, m->spectate ? 1 : 0);
    put_seat(b, m->seat);
    if (m->name[0]) put_str(b, m->name);
    end_record(b, at);
}

bool net_decode_hello(const unsigned char *p, size_t n, NetHelloMsg *out)
{
    Rd r = {p, n, 0, false};
    get(&r, out->pk, 32);
    out->spectate = get_count(&r, get_u8(&r), 0, 1) == 1;
    out->seat = get_seat(&r);
    out->name[0] = '\0';
    if (!r.bad && r.at < r.n) get_str(&r, out->name, sizeof out->name); /* a client that gives no name sends none */
    return done(&r);
}

void net_encode_lobby(NetBuf *b, const NetLobbyMsg *m)
{
    size_t at = begin_record(b, NR_LOBBY);
    put_str(b, m->game);
    put_str(b, m->set);
    put_u8(b, m->num_players);
    put_u8(b, m->started ? 1 : 0);
    for (int i = 0; i < m->num_players && i < GM_MAX_PLAYERS; i++) {
        put_u8(b, m->seats[i].kind);
        put_u8(b, m->seats[i].joined ? 1 : 0);
        put_str(b, m->seats[i].name);
    }
    end_record(b, at);
}

bool net_decode_lobby(const unsigned char *p, size_t n, NetLobbyMsg *out)
{
    Rd r = {p, n, 0, false};
    memset(out, 0, sizeof *out);
    get_str(&r, out->game, sizeof out->game);
    get_str(&r, out->set, sizeof out->set);
    out->num_players = get_count(&r, get_u8(&r), 1, GM_MAX_PLAYERS);
    out->started = get_count(&r, get_u8(&r), 0, 1) == 1;
    for (int i = 0; i < out->num_players && !r.bad; i++) {
        out->seats[i].kind = get_count(&r, get_u8(&r), NET_SEAT_AI, NET_SEAT_REMOTE);
        out->seats[i].joined = get_count(&r, get_u8(&r), 0, 1) == 1;
        get_str(&r, out->seats[i].name, sizeof out->seats[i].name);
    }
    return done(&r);
}

void net_encode_advice(NetBuf *b, int type, const NetAdviceMsg *m)
{
    size_t at = begin_record(b, type);
    put_u32(b, m->seq);
    put_i16(b, m->index);
    put_str(b, m->spec);
    end_record(b, at);
}

bool net_decode_advice(const unsigned char *p, size_t n, NetAdviceMsg *out)
{
    Rd r = {p, n, 0, false};
    out->seq = get_u32(&r);
    out->index = get_count(&r, get_i16(&r), -1, GM_MAX_ACTIONS - 1);
    get_str(&r, out->spec, sizeof out->spec);
    return done(&r);
}

void net_encode_thinking(NetBuf *b, const NetThinkingMsg *m)
{
    size_t at = begin_record(b, NR_THINKING);
    put_u32(b, m->seq);
    put_seat(b, m->seat);
    put_u8(b, m->percent);
    end_record(b, at);
}

bool net_decode_thinking(const unsigned char *p, size_t n, NetThinkingMsg *out)
{
    Rd r = {p, n, 0, false};
    out->seq = get_u32(&r);
    out->seat = get_count(&r, get_seat(&r), 0, GM_MAX_PLAYERS - 1);
    out->percent = get_count(&r, get_u8(&r), 0, 100);
    return done(&r);
}
