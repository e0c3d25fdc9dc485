/* net_kit.c — the network tests' shared loops (see net_kit.h). */
#include "net_kit.h"
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "core/rng.h"

uint16_t nk_port(void)
{
    static int n = 0;
    return (uint16_t)(30000 + (getpid() * 7) % 20000 + n++);
}

int nk_choose_random(void *ctx, const NetStateMsg *msg) { return (int)rng_below(ctx, (uint32_t)msg->nlegal); }

/* Bounded by a generous wall-clock guard, not by a count of steps: a
 * computer seat thinks on a worker thread while the loop spins, and under
 * the sanitizers a game's thinking outlasts any fixed count. */
bool nk_run_table(NetHost *h, NetClient **cl, int n)
{
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int step = 0;; step++) {
        if (step % 1024 == 0) {
            clock_gettime(CLOCK_MONOTONIC, &t);
            if (t.tv_sec - t0.tv_sec > 300) return false;
        }
        bool host_on = net_host_step(h, step < 50 ? 5 : 0);
        bool clients_on = false;
        for (int i = 0; i < n; i++) {
            if (!cl[i]) continue;
            NetClientStatus s = net_client_step(cl[i], 0);
            clients_on |= s == NC_CONNECTING || s == NC_PLAYING;
        }
        if (!host_on && !clients_on) return true;
        if (step % 64 == 63) usleep(200); /* let the loopback carry what was sent */
    }
}

bool nk_wait_states(NetHost *h, NetClient **cl, int n, uint32_t after)
{
    for (int step = 0; step < 20000; step++) {
        net_host_step(h, 1);
        bool all = true;
        for (int i = 0; i < n; i++) {
            net_client_step(cl[i], 0);
            const NetStateMsg *s = net_client_last_state(cl[i]);
            all &= s && s->seq > after;
        }
        if (all) return true;
    }
    return false;
}

void nk_settle(NetHost *h, NetClient **cl, int n)
{
    for (int step = 0; step < 300; step++) {
        net_host_step(h, 1);
        for (int i = 0; i < n; i++)
            if (cl[i]) net_client_step(cl[i], 0);
    }
}

void nk_config(NetHostConfig *cfg, const GameModule *m, const CardSet *set, const char *code, int seats)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->module = m;
    cfg->set = set;
    cfg->games = 1;
    cfg->seed = 5;
    cfg->port = nk_port();
    cfg->code = code;
    setup_default(m, &cfg->setup);
    cfg->setup.num_players = seats;
    for (int s = 0; s < seats; s++) cfg->seat_kind[s] = NET_SEAT_REMOTE;
    cfg->log = tmpfile();
}
