/* fuzz_save — a save file (any game; each game's default set): a save that
 * loads replays to a state that survives the round trip and a few moves. */
#include "fuzzlib.h"
#include "core/json_util.h"
#include "core/save.h"
#include <stdlib.h>
#include <string.h>

static const CardSet *find_set(const GameModule *m, const char *set_id, void *ctx)
{
    const CardSet *set = fuzz_default_set(m);
    return strcmp(set->id, set_id) == 0 ? set : NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    Error e = {{0}};
    cJSON *j = json_parse_text(text, size, "save", &e);
    GameRecord rec;
    GameState *st = NULL;
    if (j && save_from_json(j, "save", find_set, NULL, &rec, &st, &e)) {
        fuzz_play(rec.module, st, size, 4);
        game_free(st);
        record_free(&rec);
    } else if (!e.msg[0]) fuzz_fail("save refused with no message");
    cJSON_Delete(j);
    free(text);
    return 0;
}
