/* bw_kit.h — what the Blood Wars rules tests share (test_blood_wars.c,
 * test_bw_log.c, test_bw_deck.c, test_bw_games.c): the module and the shipped
 * planar-war set under test, and the helpers that set up a position and act
 * in it.  Positions are written with ' for " (tl_position). */
#ifndef CT_BW_KIT_H
#define CT_BW_KIT_H
#include <stdbool.h>
#include <stdint.h>
#include "core/registry.h"
#include "games/blood-wars/bw.h"

extern const GameModule *M;
extern CardSet *g_set;

/* Loads the planar-war set into g_set; false (with the problem printed) when it fails. */
bool bw_kit_open(void);
void bw_kit_close(void);

BwState *pos(const char *text);                  /* a position from JSON text */
BwState *load(const char *name);                 /* tests/positions/blood-wars/<name>.json */
bool act(BwState *s, const char *text);          /* parses and applies an action text */
bool legal(const BwState *s, const char *text);  /* the action text parses as a legal action */
int card(const char *id);                        /* the card's index in g_set */
const char *cardname(const char *id);            /* its name */
int count_in(const int16_t *v, int n, const char *id); /* copies of card `id` among v[0..n) */

#define SEATS2(seat0, seat1) "'seats':[" seat0 "," seat1 "]"
#define IDLE_SEAT "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5}"

#endif
