/* hint_words.h — a hint in one sentence a player understands: the move in
 * the player's words, then what it changes that matters (the module's
 * figures: lane totals and who leads them, HP, Clout, VP...) and what the
 * best reply leaves of it; for a move that changes nothing, why every other
 * move is worse.  The table and `crowntable analyse --hint` both print it. */
#ifndef CT_HINT_WORDS_H
#define CT_HINT_WORDS_H
#include <stddef.h>
#include "core/game.h"

/* The sentence for `seat` (the current player of st) taking `a`.  The seat
 * is "you"/"your"; other seats stay "{pN}" for the presenter's names.  It
 * reads only what `seat` may know: hidden cards are sampled (determinize)
 * with a fixed seed, so the same position gives the same sentence. */
void hint_sentence(const GameModule *m, const GameState *st, int seat, Action a, char *out, size_t n);

#endif
