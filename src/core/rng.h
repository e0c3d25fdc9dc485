/* rng.h — the only source of randomness in rules: a small PRNG (xoshiro256**)
 * stored by value inside each game state, so seed + action list replays a game
 * exactly. */
#ifndef CT_RNG_H
#define CT_RNG_H
#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];
} Rng;

void rng_seed(Rng *r, uint64_t seed);
uint64_t rng_next(Rng *r);
/* Uniform in [0, n); n > 0. */
uint32_t rng_below(Rng *r, uint32_t n);
double rng_double(Rng *r); /* [0,1) */
/* Fisher-Yates shuffle of n int16 values. */
void rng_shuffle_i16(Rng *r, int16_t *v, int n);
void rng_shuffle_i8(Rng *r, int8_t *v, int n);

#endif
