/* net_host_int.h — what the host's two files share: the connections and
 * seats (net_host.c) and the table, its games, saves and advice
 * (net_host_table.c).  Not for use outside src/net. */
#ifndef CT_NET_HOST_INT_H
#define CT_NET_HOST_INT_H
#include <enet/enet.h>
#include "ai/ai.h"
#include "core/save.h"
#include "net/net.h"

/* players, spectators and connections still in their handshake */
#define NET_MAX_CONNS (GM_MAX_PLAYERS + NET_MAX_SPECTATORS + 8)

typedef struct Conn {
    bool used;
    bool spectator;
    ENetPeer *peer;
    NetChannel ch;
    int seat;              /* -1 until the handshake gave it one (and for a spectator) */
    double tokens;         /* records it may still send now (flood control) */
    uint32_t refilled_at;  /* host clock of the last refill */
    int throttled;         /* records dropped for flooding */
    AiJob *advice;         /* the one search it may have running here */
    uint32_t advice_seq;
} Conn;

struct NetHost {
    NetHostConfig cfg;
    ENetHost *enet;
    unsigned char key[NET_KEY_BYTES];
    Conn conns[NET_MAX_CONNS];
    int seat_conn[GM_MAX_PLAYERS];     /* index into conns, or -1 */
    bool missing[GM_MAX_PLAYERS];      /* its player left and has not come back */
    uint32_t left_at[GM_MAX_PLAYERS];  /* when (host clock) */
    bool standing_in[GM_MAX_PLAYERS];  /* the computer plays it until the player rejoins */
    AiConfig stand_in;
    AiJob *seat_job;                   /* a computer seat's search, on the AI's worker thread */
    int job_seat;
    uint32_t job_seq;                  /* the position it searches (h->seq when it started) */
    int thinking_told;                 /* the percent of it last told the clients (-1: none yet) */
    GameState *st;
    GameRecord record;                 /* the game in progress, for the autosave */
    int game;                          /* games started */
    bool started, finished;
    bool start_asked;                  /* net_host_start was called (hold_start) */
    char names[GM_MAX_PLAYERS][32];    /* what each remote seat's player called itself */
    int closing_steps;
    uint32_t seq;
    Action legal[GM_MAX_ACTIONS];
    int nlegal;
    NetHostStats stats;
    char status[256];
    NetStateMsg *msg;
    NetBuf rec, pkt;
};

void host_log(NetHost *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
uint32_t host_now(const NetHost *h);
/* seals h->rec for a connection and queues it; seat is what on_send is told */
void host_send_record(NetHost *h, Conn *c, int seat, bool handshake, bool clear);
/* the record in h->rec to every player and spectator */
void host_send_all(NetHost *h);
void host_send_state(NetHost *h, Conn *c);
/* the lobby (seats, who has joined, game and set) to every player and spectator */
void host_send_lobby(NetHost *h);

/* net_host_table.c */
void table_start_game(NetHost *h);
/* a resumed table plays on at once, every player missing until it rejoins */
void table_resume(NetHost *h);
void table_send_states(NetHost *h);
/* plays a move for the seat to act; false (nothing changed) when the engine refuses it */
bool table_play(NetHost *h, Action a);
void table_play_computer_seats(NetHost *h);
void table_cancel_computer_seat(NetHost *h);
void table_seat_left(NetHost *h, int seat);
void table_seat_back(NetHost *h, int seat);
void table_update_seats(NetHost *h);
void table_on_advise(NetHost *h, Conn *c, const unsigned char *p, size_t n);
void table_poll_advice(NetHost *h, Conn *c);
#endif
