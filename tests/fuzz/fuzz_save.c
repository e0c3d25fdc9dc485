/* fuzz_save — a save file (any game; each game's default set): a save that
 * loads replays to a state that survives the round trip and a few moves.
 * Both readers run (readers_agree.h): the text walk (save_from_text_prefix,
 * actions parsed one at a time, what the program uses) must agree with the
 * tree (save_from_json_prefix) on the result, the damaged action and the
 * message.  A save cut short or damaged is salvaged too (save_salvage_text,
 * as the table loads one): its rebuilt text must be well-formed JSON that
 * passes every check, and load with no more moves than it kept. */
#include "fuzzlib.h"
#include "readers_agree.h"
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
    SaveRead walk;
    const char *differ = save_readers_differ(text, size, find_set, NULL, &walk);
    if (differ) fuzz_fail("%s", differ);
    if (walk.ok) fuzz_play(walk.rec.module, walk.st, size, 4);
    else if (!walk.err.msg[0]) fuzz_fail("save refused with no message");
    save_read_free(&walk);
    size_t flen;
    int kept;
    Error why = {{0}};
    char *fixed = save_salvage_text(text, size, &flen, &kept, &why);
    if (fixed) {
        Error e = {{0}};
        if (!json_check_text(fixed, flen, "salvaged", &e)) fuzz_fail("a salvaged save fails its checks: %s", e.msg);
        if (!why.msg[0]) fuzz_fail("salvaged with no reason");
        GameRecord rec;
        GameState *st = NULL;
        int damaged_at;
        if (save_from_text_prefix(fixed, flen, "salvaged", find_set, NULL, &rec, &st, &damaged_at, &e)) {
            if (rec.nactions > kept) fuzz_fail("%d moves restored of %d kept", rec.nactions, kept);
            game_free(st);
            record_free(&rec);
        }
        free(fixed);
    }
    free(text);
    return 0;
}
