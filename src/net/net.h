/* net.h — network play: one host runs the only engine, clients see only their
 * own seat.  No rules and no window here: it drives any game through GameModule.
 *
 * Layers:
 *  - code + keys (net_crypto.c): a join code of a few words, the key derived
 *    from it, and the sealed channel (handshake under the code key, then a
 *    fresh key pair per connection and a nonce counter per direction);
 *  - records (net_wire.c): small versioned, size-limited messages and the
 *    encoding of a seat's View and legal moves; the decoder never trusts input;
 *  - host and client (net_host.c, net_client.c): ENet connections, stepped
 *    without blocking so a test can run a host and its clients in one loop;
 *    the host's table (net_host_table.c): its games, the seats of players
 *    who left, the autosave and the AI advice it gives a player.
 * Memory: every object here is owned by its creator and freed by its _free. */
#ifndef CT_NET_H
#define CT_NET_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "core/game.h"
#include "core/save.h"

#define NET_PROTOCOL_VERSION 2
#define NET_MAX_RECORD (512 * 1024) /* bytes of one plaintext record */
#define NET_KEY_BYTES 32
#define NET_CODE_LEN 64

/* once per process: libsodium + ENet; false when either fails */
bool net_init(void);

/* ---- join codes and keys ---- */
/* "Amber  river_fox" -> "amber-river-fox": lower case, one '-' between words */
void net_code_normalize(const char *in, char *out, size_t n);
/* a fresh code of `words` words from the built-in list (8 bits each) */
void net_code_random(char *out, size_t n, int words);
/* the code's key; false (err says why) for an empty code */
bool net_key_from_code(const char *code, unsigned char key[NET_KEY_BYTES], Error *err);

/* ---- records ---- */
enum NetRecordType {
    NR_HELLO = 1,   /* client -> host, under the code key: client's public key, player or spectator */
    NR_WELCOME,     /* host -> client, under the code key: host's public key */
    NR_REFUSED,     /* host -> client, in clear: why (a wrong code, a full table) */
    NR_SEAT,        /* host -> client: your seat, the seat count, the game id */
    NR_STATE,       /* host -> client: your view, the public log, your legal moves */
    NR_ACT,         /* client -> host: "action index N of the list numbered seq" */
    NR_RESULT,      /* host -> client: a game ended: returns per seat */
    NR_BYE,         /* host -> client: all games are over */
    NR_ADVISE,      /* client -> host: "which move would AI spec S take from list seq?" */
    NR_ADVICE,      /* host -> client: that move's index (-1: no advice) */
    NR_NOTICE,      /* host -> client: the table's news in words (a seat is missing...) */
    NR_LOBBY,       /* host -> client: the seats, who has joined, the game and set */
    NR_THINKING,    /* host -> client: a computer seat thinks on list seq, n % done (public) */
};

typedef struct NetHelloMsg {
    unsigned char pk[32];
    bool spectate;  /* watch only: public information */
    int seat;       /* the seat asked for (a rejoin), -1 = any free one */
    char name[32];  /* the player's name ("" = none; optional on the wire) */
} NetHelloMsg;

/* The table before and while it plays: what a lobby shows. */
typedef struct NetLobbySeat {
    int kind;       /* NET_SEAT_AI or NET_SEAT_REMOTE */
    bool joined;    /* a remote seat's player is connected */
    char name[32];  /* the player's name, or the computer's ("" = none given) */
} NetLobbySeat;
typedef struct NetLobbyMsg {
    char game[32];  /* module id */
    char set[48];   /* card set id */
    int num_players;
    bool started;
    NetLobbySeat seats[GM_MAX_PLAYERS];
} NetLobbyMsg;

/* NR_ADVISE names spec; NR_ADVICE answers with index */
typedef struct NetAdviceMsg {
    uint32_t seq;
    int index;
    char spec[64];
} NetAdviceMsg;

/* A computer seat's search under way: which seat, how far (0..100), on which position. */
typedef struct NetThinkingMsg {
    uint32_t seq;
    int seat;
    int percent;
} NetThinkingMsg;

typedef struct NetLegal {
    char label[96];
    char src_zone[VIEW_ID_LEN];
    int16_t src_index;
    char dst_zone[VIEW_ID_LEN];
    int16_t dst_index;
} NetLegal;

/* What a seat is sent after every move (heap: a View is large). */
typedef struct NetStateMsg {
    uint32_t seq;   /* numbers the legal list; an NR_ACT names it */
    int seat;       /* -1: a spectator's public view */
    int nlegal;     /* 0 when the seat is not to act */
    NetLegal legal[GM_MAX_ACTIONS];
    View view;
} NetStateMsg;

typedef struct NetActMsg {
    int seat;
    uint32_t seq;
    int index;
} NetActMsg;

typedef struct NetResultMsg {
    int num_players;
    double returns[GM_MAX_PLAYERS];
    char result[200];
    int game_index;
} NetResultMsg;

typedef struct NetSeatMsg {
    int seat, num_players, games; /* seat -1: a spectator */
    char game[32];
} NetSeatMsg;

/* A growable byte buffer; `failed` once an append would pass NET_MAX_RECORD. */
typedef struct NetBuf {
    unsigned char *data;
    size_t len, cap;
    bool failed;
} NetBuf;
void net_buf_free(NetBuf *b);

/* Encoders append one whole record (version, type, length, payload). */
void net_encode_state(NetBuf *b, const NetStateMsg *m);
void net_encode_act(NetBuf *b, const NetActMsg *m);
void net_encode_result(NetBuf *b, const NetResultMsg *m);
void net_encode_seat(NetBuf *b, const NetSeatMsg *m);
void net_encode_text(NetBuf *b, int type, const char *text); /* NR_REFUSED, NR_BYE */
void net_encode_key(NetBuf *b, int type, const unsigned char pk[32]); /* NR_WELCOME */
void net_encode_hello(NetBuf *b, const NetHelloMsg *m);
void net_encode_advice(NetBuf *b, int type, const NetAdviceMsg *m); /* NR_ADVISE, NR_ADVICE */
void net_encode_lobby(NetBuf *b, const NetLobbyMsg *m);
void net_encode_thinking(NetBuf *b, const NetThinkingMsg *m);

/* Reads the record header: its type and payload; false for a wrong version,
 * a length that is not the rest of the data, or more than NET_MAX_RECORD. */
bool net_decode_record(const unsigned char *data, size_t len, int *type, const unsigned char **payload,
                       size_t *plen);
/* Payload decoders: false for anything malformed (out is then unspecified). */
bool net_decode_state(const unsigned char *p, size_t n, NetStateMsg *out);
bool net_decode_act(const unsigned char *p, size_t n, NetActMsg *out);
bool net_decode_result(const unsigned char *p, size_t n, NetResultMsg *out);
bool net_decode_seat(const unsigned char *p, size_t n, NetSeatMsg *out);
bool net_decode_text(const unsigned char *p, size_t n, char *out, size_t cap);
bool net_decode_key(const unsigned char *p, size_t n, unsigned char pk[32]);
bool net_decode_hello(const unsigned char *p, size_t n, NetHelloMsg *out);
bool net_decode_advice(const unsigned char *p, size_t n, NetAdviceMsg *out);
bool net_decode_lobby(const unsigned char *p, size_t n, NetLobbyMsg *out);
bool net_decode_thinking(const unsigned char *p, size_t n, NetThinkingMsg *out);

/* ---- the sealed channel ---- */
/* One direction-pair of a connection.  Handshake packets are sealed under the
 * code key with a random nonce; after it, each direction has its own key
 * (crypto_kx) and a counter: a packet whose counter is not the next one (a
 * replay, a reorder) is dropped.  */
typedef struct NetChannel {
    unsigned char code_key[NET_KEY_BYTES];
    unsigned char pk[32], sk[32];         /* this end's key pair for the connection */
    unsigned char rx[32], tx[32];         /* session keys once `ready` */
    uint64_t rx_next, tx_next;
    bool ready;
} NetChannel;

void net_channel_init(NetChannel *c, const unsigned char code_key[NET_KEY_BYTES]);
/* finish the handshake with the other end's public key */
bool net_channel_client_ready(NetChannel *c, const unsigned char host_pk[32]);
bool net_channel_host_ready(NetChannel *c, const unsigned char client_pk[32]);
/* Packet kinds on the wire (first two bytes: protocol version, kind). */
enum { NP_CLEAR = 0, NP_HANDSHAKE = 1, NP_SESSION = 2 };
/* Seals a record into a packet (handshake: under the code key; else session). */
bool net_seal(NetChannel *c, bool handshake, const NetBuf *record, NetBuf *packet);
bool net_seal_clear(const NetBuf *record, NetBuf *packet);
/* Queues a sealed packet, reliable and ordered; false (the packet freed) when
 * the peer no longer takes packets. */
struct _ENetPeer;
bool net_send_packet(struct _ENetPeer *peer, const NetBuf *packet);
/* Opens a packet into `record`; *kind = NP_*.  Returns false, with *why
 * "version", "malformed", "forged" or "replayed", when it must be dropped. */
bool net_open(NetChannel *c, const unsigned char *pkt, size_t n, int *kind, NetBuf *record, const char **why);

/* ---- host ---- */
#define NET_SEAT_AI 0
#define NET_SEAT_REMOTE 1
#define NET_MAX_SPECTATORS 16
/* flood control defaults: a player sends one record per move it is offered */
#define NET_FLOOD_BURST 64
#define NET_FLOOD_PER_SECOND 32
#define NET_FLOOD_DROP_AFTER 256
/* advice searches are capped so one client cannot buy the host's cores */
#define NET_ADVICE_MAX_ITERATIONS 20000

/* Where a resumed host stands: the games before the one in the save, and
 * who sat where. */
typedef struct NetHostProgress {
    int games;                           /* how many the host was to play */
    int game_index;                      /* the saved game's index (0 = the first) */
    int games_done;
    double returns[GM_MAX_PLAYERS];
    int wins[GM_MAX_PLAYERS];
    char names[GM_MAX_PLAYERS][32];      /* each seat's name in the lobby ("" = none) */
    int window_seat;                     /* the hosting window's own seat; -1: none (serve) */
    uint16_t port;                       /* the port it was hosted on (0: not saved) */
} NetHostProgress;

typedef struct NetHostConfig {
    const GameModule *module;
    const CardSet *set;
    GameSetup setup;
    int seat_kind[GM_MAX_PLAYERS];       /* NET_SEAT_* */
    struct AiConfig *ai[GM_MAX_PLAYERS]; /* for NET_SEAT_AI seats */
    int games;
    uint64_t seed;
    uint16_t port;
    const char *code;
    /* Drops: a player who leaves keeps its seat for rejoin_seconds (the table
     * waits when it is that seat's turn), then stand_in plays it (random when
     * NULL) until the player rejoins; no_stand_in: the table waits for good. */
    int rejoin_seconds;
    const struct AiConfig *stand_in;
    bool no_stand_in;
    int spectators;                      /* how many may watch (public view only), <= NET_MAX_SPECTATORS */
    /* Flood control per client: a bucket of flood_burst records refilled at
     * flood_per_second; a record sent into an empty bucket is dropped, and
     * after flood_drop_after such records the client is disconnected.  0 = defaults. */
    int flood_burst, flood_per_second, flood_drop_after;
    /* The game in progress is saved here after every move (a save the window
     * opens too, plus the host's progress); NULL = no autosave. */
    const char *autosave;
    /* Resume: replay this game (same module, set, setup and seed as above) at
     * progress->game_index instead of starting the first one. */
    const GameRecord *resume;
    NetHostProgress progress;
    const char *players;                 /* the seats as `serve --players` lists them, for the autosave */
    bool window;                         /* a window hosts: its own seat is window_seat (autosaved) */
    int window_seat;
    const char *seat_names[GM_MAX_PLAYERS]; /* the lobby's names of computer seats (NULL = none) */
    /* The games start when net_host_start is called (a window's Start
     * button) and every network seat is taken; false: as soon as they are. */
    bool hold_start;
    /* A test's clock in milliseconds (ENet's when NULL). */
    uint32_t (*clock_ms)(void *clock_ctx);
    void *clock_ctx;
    /* A test's window onto every plaintext record the host sends a seat (-1:
     * a spectator), with the state it was made from. */
    void (*on_send)(void *ctx, int seat, const unsigned char *record, size_t len, const GameState *st);
    void *ctx;
    FILE *log;                           /* refusals and drops; NULL = stderr */
} NetHostConfig;

typedef struct NetHostStats {
    int refused_codes, refused_actions, dropped_packets, replayed_packets;
    int throttled_records, flood_drops;  /* records dropped for flooding; clients dropped for it */
    int rejoins, spectators, advice_given;
    int moves;                           /* applied, by every seat */
    long records_sent, records_received; /* sealed records, either way */
    uint64_t bytes_sent, bytes_received; /* on the wire (ENet's count, headers included) */
    int games_done;
    double returns[GM_MAX_PLAYERS];      /* summed over the games */
    int wins[GM_MAX_PLAYERS];            /* games with the best return, not shared */
} NetHostStats;

typedef struct NetHost NetHost;
NetHost *net_host_new(const NetHostConfig *cfg, Error *err);
/* Serves for up to timeout_ms; returns false once every game is over and every
 * client was told. */
bool net_host_step(NetHost *h, int timeout_ms);
const NetHostStats *net_host_stats(const NetHost *h);
/* A computer seat is thinking (on the AI's worker thread); *seat (may be NULL) says which. */
bool net_host_thinking(const NetHost *h, int *seat);
bool net_host_all_joined(const NetHost *h);
/* With hold_start: start once every network seat is taken (false: not yet all are). */
bool net_host_start(NetHost *h);
bool net_host_started(const NetHost *h);
/* The table in words: who is missing, who plays for whom ("" when all is well). */
const char *net_host_status(const NetHost *h);
/* Reads a host autosave: the game (out, *out_state as save_load) and the
 * host's seats ("net,net,greedy" into players) and progress.  A resumed
 * host (cfg.resume) plays on at once: the save's players are missing until
 * they rejoin (their seats found again by number or by name), as after a drop. */
bool net_host_load(const char *path, SaveSetFinder find_set, void *ctx, GameRecord *out, GameState **out_state,
                   char *players, size_t players_cap, char *code, size_t code_cap, NetHostProgress *progress,
                   Error *err);
/* The seats as `serve --players` lists them ("net,net,ismcts:normal") into
 * cfg's seat kinds and ai[] (cfg->ai points there); the count, or -1 (err says why). */
int net_parse_seats(const char *list, const GameModule *m, NetHostConfig *cfg, struct AiConfig *ai, Error *err);
/* What a resumed config points into (free with net_resume_free). */
typedef struct NetResume {
    GameRecord rec;
    char players[512];
    char code[NET_CODE_LEN];
    struct AiConfig *ai;                 /* GM_MAX_PLAYERS of them */
} NetResume;
/* A host autosave into a config that resumes it: game, set, setup, seats,
 * code, games and progress (serve --load and the window's resume share it);
 * the caller adds the port, the autosave path and the rest. */
bool net_host_resume(const char *path, SaveSetFinder find_set, void *ctx, NetResume *r, NetHostConfig *cfg,
                     Error *err);
void net_resume_free(NetResume *r);
void net_host_free(NetHost *h);
/* The host's UDP socket, for a caller that waits on many hosts at once (poll). */
int net_host_fd(const NetHost *h);
/* This machine's IPv4 addresses other players can reach (loopback left out),
 * "192.168.1.20" each; returns the count. */
int net_local_addresses(char (*out)[48], int cap);

/* ---- client ---- */
typedef enum NetClientStatus {
    NC_CONNECTING = 0,
    NC_PLAYING,
    NC_DONE,          /* the host said goodbye */
    NC_REFUSED,       /* the host refused us: why in net_client_error */
    NC_FAILED,        /* no host, or the connection was lost */
} NetClientStatus;

/* How a headless client picks among the labels it was sent: returns an index
 * into msg->legal. */
typedef int (*NetChooser)(void *ctx, const NetStateMsg *msg);

typedef struct NetClient NetClient;
NetClient *net_client_new(const char *host, uint16_t port, const char *code, NetChooser choose, void *ctx,
                          Error *err);
NetClientStatus net_client_step(NetClient *c, int timeout_ms);
/* Before the first step: watch as a spectator, or ask for a seat (a rejoin; -1 = any). */
void net_client_set_role(NetClient *c, bool spectate, int seat);
/* Let the host's AI `spec` pick each move (searching only what this seat may
 * know); the chooser is used when the host gives no advice. */
void net_client_set_advisor(NetClient *c, const char *spec);
/* Before the first step: the name the lobby shows for this player. */
void net_client_set_name(NetClient *c, const char *name);
const NetLobbyMsg *net_client_lobby(const NetClient *c); /* NULL before the host sent one */
/* The round trip to the host (ENet's smoothed figure), in ms. */
int net_client_rtt_ms(const NetClient *c);
/* How long nothing has come from the host (ENet pings it twice a second), in ms; 0 when not connected. */
int net_client_silent_ms(const NetClient *c);
/* Sends "action index of the last list of moves" for this seat; false when there is no such move. */
bool net_client_act(NetClient *c, int index);
const char *net_client_error(const NetClient *c);
const char *net_client_notice(const NetClient *c); /* the host's last news ("" before any) */
int net_client_seat(const NetClient *c);
const NetResultMsg *net_client_last_result(const NetClient *c); /* NULL before any */
const NetStateMsg *net_client_last_state(const NetClient *c);  /* NULL before any */
unsigned net_client_state_count(const NetClient *c);           /* states received so far: a new one came */
/* asks the host which move AI `spec` would take from list seq; the answer
 * arrives as net_client_last_advice (index -1: none) */
bool net_client_ask_advice(NetClient *c, uint32_t seq, const char *spec);
const NetAdviceMsg *net_client_last_advice(const NetClient *c); /* NULL until the answer */
/* A computer seat is thinking on the host on the position last sent: which and how far (0..100). */
bool net_client_thinking(const NetClient *c, int *seat, int *percent);
/* sends an action record as given (tests: another seat, a stale list) */
bool net_client_send_act(NetClient *c, const NetActMsg *act);
/* Says goodbye at once (the program closes): the host holds the seat for a rejoin. */
void net_client_leave(NetClient *c);
void net_client_free(NetClient *c);
int net_client_fd(const NetClient *c); /* its UDP socket (see net_host_fd) */

#endif
