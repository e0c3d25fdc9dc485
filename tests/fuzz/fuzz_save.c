/* fuzz_save — a save file (any game; each game's default set): a save that
 * loads replays to a state that survives the round trip and a few moves.
 * Both readers run (readers_agree.h): the text walk (save_from_text_prefix,
 * actions parsed one at a time, what the program uses) must agree with the
 * tree (save_from_json_prefix) on the result, the damaged action and the
 * message. */
#include "fuzzlib.h"
#include "readers_agree.h"
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
    free(text);
    return 0;
}
