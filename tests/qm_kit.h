/* qm_kit.h — what the Queen by Midnight rules tests share (test_queen_by_midnight.c,
 * test_qm_effects.c, test_qm_clock.c): the module and the Quarter Hour set
 * under test, and the helpers that set up a position and act in it. */
#ifndef CT_QM_KIT_H
#define CT_QM_KIT_H
#include <stdbool.h>
#include <stdint.h>
#include "core/registry.h"
#include "games/queen-by-midnight/qm.h"

extern const GameModule *M;
extern CardSet *g_set;

/* Loads the "quarter-hour" set into g_set; false (with the problems printed) when it fails. */
bool qm_kit_open(void);
void qm_kit_close(void);

int C(const char *id);                 /* the card's index in g_set (-1, said, when missing) */
QmState *mk(int np, uint64_t seed);    /* a new seeded game of np players */
/* Seat q plays princess `pid` with empty zones, 30 HP, `clout`, and a deck of 10 `pid`-coin cards. */
void as(QmState *s, int q, const char *pid, int clout);
void give(QmState *s, int q, const char *id);              /* the card into q's hand */
void arm(QmState *s, int q, const char *id, bool face_down); /* the card into q's armory */
void turn_of(QmState *s, int q);       /* q's main phase, nothing pending */
bool act(QmState *s, const char *text); /* parses and applies an action text */
bool pick_legal(QmState *s, int idx);  /* a pick of the pending choice by index is legal */
bool pick(QmState *s, int idx);        /* applies that pick (false, said, when not legal) */
int hand_index(const QmState *s, int q, const char *id);
bool play(QmState *s, const char *id); /* plays the card `id` from the current seat's hand */
bool in_zone(const int16_t *arr, int n, int card);
bool legal(QmState *s, const char *text); /* the action text parses as a legal action */

#endif
