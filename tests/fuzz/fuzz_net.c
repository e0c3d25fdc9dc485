/* fuzz_net — the network decoder: the input is one plaintext record as a
 * hostile peer could send it once it holds the code (the sealed packet's
 * opener is fuzzed too, with the input as a packet).  Every record that
 * decodes must encode and decode again to the same bytes. */
#include <stdlib.h>
#include <string.h>
#include "fuzzlib.h"
#include "net/net.h"

static NetStateMsg state, again;

static void roundtrip_state(void)
{
    NetBuf b = {0};
    net_encode_state(&b, &state);
    int type;
    const unsigned char *p;
    size_t n;
    if (b.failed || !net_decode_record(b.data, b.len, &type, &p, &n) || !net_decode_state(p, n, &again))
        fuzz_fail("a decoded state record does not decode again");
    NetBuf c = {0};
    net_encode_state(&c, &again);
    if (c.len != b.len || memcmp(c.data, b.data, b.len) != 0) fuzz_fail("a state record changes on its way round");
    net_buf_free(&b);
    net_buf_free(&c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static NetChannel ch;
    static bool ready;
    if (!ready) {
        if (!net_init()) fuzz_fail("net_init");
        unsigned char key[NET_KEY_BYTES] = {1, 2, 3};
        net_channel_init(&ch, key);
        unsigned char other[32] = {9};
        net_channel_host_ready(&ch, other);
        ready = true;
    }
    NetBuf out = {0};
    int kind;
    const char *why;
    net_open(&ch, data, size, &kind, &out, &why);
    net_buf_free(&out);

    int type;
    const unsigned char *p;
    size_t n;
    if (!net_decode_record(data, size, &type, &p, &n)) return 0;
    char text[256];
    unsigned char pk[32];
    NetActMsg act;
    NetResultMsg res;
    NetSeatMsg seat;
    NetHelloMsg hello;
    NetAdviceMsg advice;
    NetLobbyMsg lobby;
    NetThinkingMsg thinking;
    switch (type) {
    case NR_STATE:
        if (net_decode_state(p, n, &state)) roundtrip_state();
        break;
    case NR_ACT: net_decode_act(p, n, &act); break;
    case NR_RESULT: net_decode_result(p, n, &res); break;
    case NR_SEAT: net_decode_seat(p, n, &seat); break;
    case NR_HELLO: net_decode_hello(p, n, &hello); break;
    case NR_WELCOME: net_decode_key(p, n, pk); break;
    case NR_ADVISE:
    case NR_ADVICE: net_decode_advice(p, n, &advice); break;
    case NR_LOBBY: net_decode_lobby(p, n, &lobby); break;
    case NR_THINKING: net_decode_thinking(p, n, &thinking); break;
    default: net_decode_text(p, n, text, sizeof text); break;
    }
    return 0;
}
