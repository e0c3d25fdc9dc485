/* net_crypto.c — join codes, the key derived from a code, and the sealed
 * channel.  Everything secret goes through libsodium. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>
#include <enet/enet.h>
#include "net/net.h"

static const char *const WORDS[256] = {
#include "net_words.inc"
};

bool net_init(void)
{
    static int state = 0; /* 0 not yet, 1 ready, -1 failed */
    if (state == 0) state = (sodium_init() >= 0 && enet_initialize() == 0) ? 1 : -1;
    return state == 1;
}

void net_code_normalize(const char *in, char *out, size_t n)
{
    size_t o = 0;
    bool gap = false;
    for (const char *p = in; *p && o + 1 < n; p++) {
        unsigned char ch = (unsigned char)*p;
        if (isalnum(ch)) {
            if (gap && o > 0 && o + 2 < n) out[o++] = '-';
            gap = false;
            out[o++] = (char)tolower(ch);
        } else {
            gap = true;
        }
    }
    out[o] = '\0';
}

void net_code_random(char *out, size_t n, int words)
{
    size_t o = 0;
    out[0] = '\0';
    for (int i = 0; i < words; i++) {
        const char *w = WORDS[randombytes_uniform(256)];
        int k = snprintf(out + o, n - o, "%s%s", i ? "-" : "", w);
        if (k < 0 || (size_t)k >= n - o) break;
        o += (size_t)k;
    }
}

/* Argon2id (crypto_pwhash), not a plain hash: a join code is a few words, so
 * anyone who records a handshake could try every code offline; a slow,
 * memory-hard derivation makes each guess cost ~0.1 s and 64 MiB.  The salt
 * is fixed per protocol because the two ends share nothing but the code
 * before they talk; a protocol-specific salt still keeps tables built for
 * other programs useless here.  A new protocol version takes a new salt. */
static const unsigned char SALT[crypto_pwhash_SALTBYTES] = "crowntable-net1";

bool net_key_from_code(const char *code, unsigned char key[NET_KEY_BYTES], Error *err)
{
    char norm[NET_CODE_LEN];
    net_code_normalize(code, norm, sizeof norm);
    if (!norm[0]) {
        error_set(err, "join code", "", "the join code is empty: give a few words such as amber-river-fox");
        return false;
    }
    if (!net_init() || crypto_pwhash(key, NET_KEY_BYTES, norm, strlen(norm), SALT, crypto_pwhash_OPSLIMIT_INTERACTIVE,
                                     crypto_pwhash_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_ARGON2ID13) != 0) {
        error_set(err, "join code", "", "could not derive a key (out of memory?)");
        return false;
    }
    return true;
}

void net_channel_init(NetChannel *c, const unsigned char code_key[NET_KEY_BYTES])
{
    memset(c, 0, sizeof *c);
    memcpy(c->code_key, code_key, NET_KEY_BYTES);
    crypto_kx_keypair(c->pk, c->sk);
}

bool net_channel_client_ready(NetChannel *c, const unsigned char host_pk[32])
{
    c->ready = crypto_kx_client_session_keys(c->rx, c->tx, c->pk, c->sk, host_pk) == 0;
    return c->ready;
}

bool net_channel_host_ready(NetChannel *c, const unsigned char client_pk[32])
{
    c->ready = crypto_kx_server_session_keys(c->rx, c->tx, c->pk, c->sk, client_pk) == 0;
    return c->ready;
}

static void counter_nonce(uint64_t counter, unsigned char nonce[crypto_secretbox_NONCEBYTES])
{
    memset(nonce, 0, crypto_secretbox_NONCEBYTES);
    for (int i = 0; i < 8; i++) nonce[i] = (unsigned char)(counter >> (8 * i));
}

static bool reserve(NetBuf *b, size_t n)
{
    if (n > b->cap) {
        unsigned char *d = realloc(b->data, n);
        if (!d) return false;
        b->data = d;
        b->cap = n;
    }
    b->len = n;
    return true;
}

bool net_seal_clear(const NetBuf *record, NetBuf *packet)
{
    if (record->failed || !reserve(packet, 2 + record->len)) return false;
    packet->data[0] = NET_PROTOCOL_VERSION;
    packet->data[1] = NP_CLEAR;
    memcpy(packet->data + 2, record->data, record->len);
    return true;
}

bool net_seal(NetChannel *c, bool handshake, const NetBuf *record, NetBuf *packet)
{
    if (record->failed || (!handshake && !c->ready)) return false;
    size_t head = 2 + (handshake ? crypto_secretbox_NONCEBYTES : 8);
    if (!reserve(packet, head + crypto_secretbox_MACBYTES + record->len)) return false;
    unsigned char *p = packet->data;
    p[0] = NET_PROTOCOL_VERSION;
    p[1] = handshake ? NP_HANDSHAKE : NP_SESSION;
    unsigned char nonce[crypto_secretbox_NONCEBYTES];
    const unsigned char *key = c->code_key;
    if (handshake) {
        randombytes_buf(nonce, sizeof nonce);
        memcpy(p + 2, nonce, sizeof nonce);
    } else {
        counter_nonce(c->tx_next, nonce);
        memcpy(p + 2, nonce, 8);
        c->tx_next++;
        key = c->tx;
    }
    crypto_secretbox_easy(p + head, record->data, record->len, nonce, key);
    return true;
}

bool net_open(NetChannel *c, const unsigned char *pkt, size_t n, int *kind, NetBuf *record, const char **why)
{
    *why = "malformed";
    if (n < 2) return false;
    if (pkt[0] != NET_PROTOCOL_VERSION) {
        *why = "version";
        return false;
    }
    *kind = pkt[1];
    if (*kind == NP_CLEAR) {
        if (!reserve(record, n - 2)) return false;
        memcpy(record->data, pkt + 2, n - 2);
        return true;
    }
    unsigned char nonce[crypto_secretbox_NONCEBYTES];
    const unsigned char *key;
    size_t head;
    uint64_t counter = 0;
    if (*kind == NP_HANDSHAKE) {
        head = 2 + crypto_secretbox_NONCEBYTES;
        if (n < head + crypto_secretbox_MACBYTES) return false;
        memcpy(nonce, pkt + 2, sizeof nonce);
        key = c->code_key;
    } else if (*kind == NP_SESSION) {
        head = 2 + 8;
        if (!c->ready || n < head + crypto_secretbox_MACBYTES) return false;
        for (int i = 0; i < 8; i++) counter |= (uint64_t)pkt[2 + i] << (8 * i);
        if (counter != c->rx_next) {
            *why = "replayed";
            return false;
        }
        counter_nonce(counter, nonce);
        key = c->rx;
    } else {
        return false;
    }
    size_t mlen = n - head - crypto_secretbox_MACBYTES;
    if (mlen > NET_MAX_RECORD + 64 || !reserve(record, mlen)) return false;
    if (crypto_secretbox_open_easy(record->data, pkt + head, n - head, nonce, key) != 0) {
        *why = "forged";
        return false;
    }
    if (*kind == NP_SESSION) c->rx_next++;
    return true;
}

bool net_send_packet(struct _ENetPeer *peer, const NetBuf *packet)
{
    ENetPacket *p = enet_packet_create(packet->data, packet->len, ENET_PACKET_FLAG_RELIABLE);
    if (!p) return false;
    if (enet_peer_send(peer, 0, p) == 0) return true;
    enet_packet_destroy(p); /* a peer that is not connected (any more) does not take it */
    return false;
}
