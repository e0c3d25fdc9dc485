/* bench_net.c — `crowntable bench net`: many tables on one host over the
 * loopback.  The hosts run on one thread and the bot clients on another, so
 * the host's CPU time is measured alone.  Figures are printed, never asserted. */
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/carddb.h"
#include "core/rng.h"
#include "net/net.h"

#define BENCH_MAX_TABLES 64
#define BENCH_SEATS 5

typedef struct BenchNet {
    NetHost *hosts[BENCH_MAX_TABLES];
    int ntables;
    NetClient *clients[BENCH_MAX_TABLES * BENCH_SEATS];
    Rng rng[BENCH_MAX_TABLES * BENCH_SEATS];
    int nclients;
    volatile int hosts_on; /* written by the host thread, read by the clients' */
    double host_cpu;
} BenchNet;

static double wall_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int choose_random(void *ctx, const NetStateMsg *msg) { return (int)rng_below(ctx, (uint32_t)msg->nlegal); }

/* every host, stepped whenever one of their sockets has something (or every 5 ms) */
static void *host_thread(void *arg)
{
    BenchNet *b = arg;
    struct pollfd fds[BENCH_MAX_TABLES];
    for (int i = 0; i < b->ntables; i++) fds[i] = (struct pollfd){.fd = net_host_fd(b->hosts[i]), .events = POLLIN};
    double t0 = bench_cpu_now();
    bool on[BENCH_MAX_TABLES];
    for (int i = 0; i < b->ntables; i++) on[i] = true;
    for (int left = b->ntables; left > 0;) {
        poll(fds, (nfds_t)b->ntables, 5);
        left = 0;
        for (int i = 0; i < b->ntables; i++) {
            if (on[i]) on[i] = net_host_step(b->hosts[i], 0);
            left += on[i];
        }
        b->hosts_on = left;
    }
    b->host_cpu = bench_cpu_now() - t0;
    return NULL;
}

static void clients_loop(BenchNet *b)
{
    struct pollfd *fds = calloc((size_t)b->nclients, sizeof *fds);
    if (!fds) return;
    for (int i = 0; i < b->nclients; i++) fds[i] = (struct pollfd){.fd = net_client_fd(b->clients[i]), .events = POLLIN};
    for (int idle = 0; idle < 2000;) { /* 10 s after the hosts end at most */
        poll(fds, (nfds_t)b->nclients, 5);
        bool any = false;
        for (int i = 0; i < b->nclients; i++) {
            NetClientStatus s = net_client_step(b->clients[i], 0);
            any |= s == NC_CONNECTING || s == NC_PLAYING;
        }
        if (!any) break;
        if (b->hosts_on == 0) idle++;
    }
    free(fds);
}

void bench_net(const GameModule *m, int tables, int games)
{
    CardSet *set = cli_load_set("bench", m, NULL);
    if (!set) return;
    if (m->max_players < BENCH_SEATS) {
        printf("  %s: takes at most %d players; bench net needs %d\n", m->id, m->max_players, BENCH_SEATS);
        carddb_free(set);
        return;
    }
    BenchNet *b = calloc(1, sizeof *b);
    if (!b) return;
    b->ntables = tables < 1 ? 1 : tables > BENCH_MAX_TABLES ? BENCH_MAX_TABLES : tables;
    uint16_t port0 = (uint16_t)(40000 + getpid() % 20000);
    bool ok = true;
    double setup0 = wall_now();
    FILE *quiet = fopen("/dev/null", "w");
    for (int t = 0; t < b->ntables && ok; t++) {
        NetHostConfig cfg = {.module = m, .set = set, .games = games, .seed = 1 + (uint64_t)t,
                             .port = (uint16_t)(port0 + t), .code = "bench net code", .log = quiet};
        setup_default(m, &cfg.setup);
        cfg.setup.num_players = BENCH_SEATS;
        for (int s = 0; s < BENCH_SEATS; s++) cfg.seat_kind[s] = NET_SEAT_REMOTE;
        Error err = {{0}};
        b->hosts[t] = net_host_new(&cfg, &err);
        ok = b->hosts[t] != NULL;
        for (int s = 0; s < BENCH_SEATS && ok; s++) {
            int i = b->nclients;
            rng_seed(&b->rng[i], 100 + (uint64_t)i);
            b->clients[i] = net_client_new("127.0.0.1", cfg.port, cfg.code, choose_random, &b->rng[i], &err);
            ok = b->clients[i] != NULL;
            b->nclients += ok;
        }
        if (!ok) printf("  could not open table %d: %s\n", t + 1, err.msg);
    }
    if (ok) {
        printf("    set-up: %.1f s (a key derived from the code, Argon2id, per host and per client)\n",
               wall_now() - setup0);
        fflush(stdout);
        b->hosts_on = b->ntables;
        double w0 = wall_now();
        pthread_t th;
        if (pthread_create(&th, NULL, host_thread, b) == 0) {
            clients_loop(b);
            pthread_join(th, NULL);
            double wall = wall_now() - w0;
            long moves = 0, records = 0, done = 0;
            double bytes_out = 0;
            for (int t = 0; t < b->ntables; t++) {
                const NetHostStats *s = net_host_stats(b->hosts[t]);
                moves += s->moves;
                records += s->records_sent + s->records_received;
                bytes_out += (double)s->bytes_sent;
                done += s->games_done;
            }
            printf("  %s: %d tables x %d network seats (random bots), %ld of %d games in %.2f s\n", m->id,
                   b->ntables, BENCH_SEATS, done, b->ntables * games, wall);
            printf("    messages: %ld (%.0f per second)\n", records, records / wall);
            if (moves > 0) {
                printf("    host CPU per move: %.1f us (%.2f s of the host thread for %ld moves)\n",
                       b->host_cpu / (double)moves * 1e6, b->host_cpu, moves);
                printf("    bytes per move per client: %.0f (host to clients, on the wire)\n",
                       bytes_out / (double)moves / BENCH_SEATS);
            }
        }
    }
    for (int i = 0; i < b->nclients; i++) net_client_free(b->clients[i]);
    for (int t = 0; t < b->ntables; t++) net_host_free(b->hosts[t]);
    if (quiet) fclose(quiet);
    free(b);
    carddb_free(set);
}
