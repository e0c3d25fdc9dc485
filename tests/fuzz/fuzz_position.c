/* fuzz_position — a position file of CT_FUZZ_GAME (its default set): a
 * position that loads must survive the JSON round trip, list legal actions
 * and play a few random moves (each state round-tripped again).  Both
 * readers run (readers_agree.h): member by member (game_from_text, what the
 * program uses) must agree with the tree on the state or the message. */
#include "fuzzlib.h"
#include "readers_agree.h"
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const GameModule *m = fuzz_game();
    const CardSet *set = fuzz_default_set(m);
    char *text = fuzz_text(data, size);
    Error e = {{0}};
    GameState *st = NULL;
    const char *differ = position_readers_differ(m, set, text, size, &st, &e);
    if (differ) fuzz_fail("%s", differ);
    if (!st && !e.msg[0]) fuzz_fail("position refused with no message");
    if (st) {
        fuzz_play(m, st, size, 8);
        game_free(st);
    }
    free(text);
    return 0;
}
