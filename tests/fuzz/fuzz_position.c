/* fuzz_position — a position file of CT_FUZZ_GAME (its default set): a
 * position that loads must survive the JSON round trip, list legal actions
 * and play a few random moves (each state round-tripped again). */
#include "fuzzlib.h"
#include "core/json_util.h"
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const GameModule *m = fuzz_game();
    const CardSet *set = fuzz_default_set(m);
    char *text = fuzz_text(data, size);
    Error e = {{0}};
    cJSON *j = json_parse_text(text, size, "position", &e);
    GameState *st = j ? game_from_json(m, j, set, &e) : NULL;
    if (!st && !e.msg[0]) fuzz_fail("position refused with no message");
    if (st) {
        fuzz_play(m, st, size, 8);
        game_free(st);
    }
    cJSON_Delete(j);
    free(text);
    return 0;
}
