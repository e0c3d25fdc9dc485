/* fuzzlib.h — what the libFuzzer targets in tests/fuzz share: the game under
 * test (CT_FUZZ_GAME, or the registry's first), its default card set loaded
 * once, a NUL-terminated copy of the input, a seeded move chooser, and the
 * JSON round trip every accepted state must survive. A broken invariant is
 * reported and aborts, which libFuzzer records as a crash. */
#ifndef CT_FUZZLIB_H
#define CT_FUZZLIB_H
#include <stddef.h>
#include <stdint.h>
#include "core/game.h"

const GameModule *fuzz_game(void);
const CardSet *fuzz_default_set(const GameModule *m);
/* malloc'd copy of data with a NUL after it */
char *fuzz_text(const uint8_t *data, size_t size);
/* A private temp folder for targets that must read files (removed at exit). */
const char *fuzz_tmpdir(void);
void fuzz_write(const char *path, const char *data, size_t len);
/* Checks state_from_json(state_to_json(st)) gives the same JSON; then plays
 * up to `moves` legal actions chosen by `seed`, checking each again. */
void fuzz_play(const GameModule *m, GameState *st, uint64_t seed, int moves);
/* Prints why and aborts (a finding). */
void fuzz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

#endif
