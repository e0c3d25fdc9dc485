/* fuzz_save — a save file (any game; each game's default set): a save that
 * loads replays to a state that survives the round trip and a few moves.
 * Both readers run: the text walk (save_from_text_prefix, actions parsed one
 * at a time, what the program uses) must agree with the tree
 * (save_from_json_prefix) on the result, the damaged action and the message. */
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
    Error e = {{0}}, walk_e = {{0}};
    GameRecord rec, walk_rec;
    GameState *st = NULL, *walk_st = NULL;
    int damaged_at = -1, walk_damaged_at = -1;
    bool walk_ok = save_from_text_prefix(text, size, "save", find_set, NULL, &walk_rec, &walk_st, &walk_damaged_at, &walk_e);
    cJSON *j = json_parse_text(text, size, "save", &e);
    bool ok = j && save_from_json_prefix(j, "save", find_set, NULL, &rec, &st, &damaged_at, &e);
    if (ok != walk_ok || strcmp(e.msg, walk_e.msg) != 0)
        fuzz_fail("the text walk and the tree disagree: %d \"%s\" vs %d \"%s\"", walk_ok, walk_e.msg, ok, e.msg);
    if (ok && (damaged_at != walk_damaged_at || rec.nactions != walk_rec.nactions ||
               memcmp(st, walk_st, rec.module->state_size) != 0))
        fuzz_fail("the text walk and the tree restore different games (damaged at %d vs %d)", walk_damaged_at, damaged_at);
    if (walk_ok) {
        game_free(walk_st);
        record_free(&walk_rec);
    }
    if (ok) {
        fuzz_play(rec.module, st, size, 4);
        game_free(st);
        record_free(&rec);
    } else if (!e.msg[0]) fuzz_fail("save refused with no message");
    cJSON_Delete(j);
    free(text);
    return 0;
}
