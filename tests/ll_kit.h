/* ll_kit.h — what the Long Live the Queen tests share: the module and tile
 * set under test, position loading, tile placement and dice setting. */
#ifndef CT_LL_KIT_H
#define CT_LL_KIT_H
#include <stdbool.h>
#include "core/registry.h"
#include "games/long-live-the-queen/ll.h"

extern const GameModule *M;
extern CardSet *SET;

/* Finds the module and loads the "dieselpunk" set into M and SET; false (with
 * the problems printed) when either is missing. */
bool ll_kit_open(void);

LlState *S(GameState *st);
int card_of(const char *id);
const char *id_at(GameState *st, int p, int slot);
GameState *load_pos(const char *name); /* tests/positions/long-live-the-queen/<name> */
/* A new game with the default setup and `seed`; NULL (the error printed) if it fails. */
GameState *new_game(uint64_t seed);
/* Brings p's tile `id` to pos (exchanging it with the tile there, so all 12
 * tiles stay) and sets it face up or down. */
void put(GameState *st, int p, int pos, const char *id, int up);
/* Exchanges p's Master with the line tile `id` (both stay face down). */
void set_master(GameState *st, int p, const char *id);
void set_tokens(GameState *st, int p, int r, int y, int b); /* supply = the rest */
/* base.json with p0's Gambler face up at 6 facing p1's face-down Pilot, p1
 * holding r red, y yellow, b blue (the Gambler tests, and the sixth token). */
GameState *gambler_position(int r, int y, int b);
bool act(GameState *st, const char *text);
bool legal(GameState *st, const char *text);
int nlegal(GameState *st);
/* The test sets its dice: reseeds the state's Rng with the first seed whose
 * roll totals `pos`, then rolls for real. */
bool roll_to(GameState *st, int pos);
const char *event(GameState *st);
const char *turn_log(GameState *st);
/* a appears before b in text */
bool before(const char *text, const char *a, const char *b);

#endif
