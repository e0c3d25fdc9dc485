/* qb_kit.h — what the Queen's Blood rules tests share (test_queens_blood.c,
 * test_qb_flow.c, test_qb_validation.c): the module and the test card set
 * under test, and the helpers that load a position, start a game and act. */
#ifndef CT_QB_KIT_H
#define CT_QB_KIT_H
#include <stdbool.h>
#include <stdint.h>
#include "core/registry.h"
#include "games/queens-blood/qb.h"

extern const GameModule *M;
extern CardSet *g_set;

/* Loads tests/data/qb-test-set into g_set; false (with the problems printed) when it fails. */
bool qb_kit_open(void);
void qb_kit_close(void);

QbState *load_pos(const char *name);   /* tests/positions/queens-blood/<name>.json over g_set */
GameState *new_game(uint64_t seed);    /* a new seeded game with the default setup */
bool act(QbState *s, const char *text); /* parses and applies an action text (false, said, when it fails) */

#endif
