/* net_kit.h — what the network tests share (test_net.c, test_net_table.c): a
 * fresh loopback port, a random chooser, and loops that step a host and its
 * clients in one process, bounded by steps (never by the wall clock). */
#ifndef CT_NET_KIT_H
#define CT_NET_KIT_H
#include <stdbool.h>
#include <stdint.h>
#include "net/net.h"

uint16_t nk_port(void);
/* a NetChooser; ctx is an Rng */
int nk_choose_random(void *ctx, const NetStateMsg *msg);
/* host + clients stepped until the host is done; false when the step bound runs out */
bool nk_run_table(NetHost *h, NetClient **cl, int n);
/* steps until every client holds a state numbered above `after` */
bool nk_wait_states(NetHost *h, NetClient **cl, int n, uint32_t after);
/* a few hundred steps: what was sent arrives */
void nk_settle(NetHost *h, NetClient **cl, int n);
/* a two-seat table of network players over the default set, logging to a tmpfile */
void nk_config(NetHostConfig *cfg, const GameModule *m, const CardSet *set, const char *code, int seats);
#endif
