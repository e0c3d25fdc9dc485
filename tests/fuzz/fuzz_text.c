/* fuzz_text — the text parsers: byte 0 picks the game, byte 1 the parser
 * (action text on a new game, setup text, AI spec); the rest is the text. */
#include "fuzzlib.h"
#include "ai/ai.h"
#include "core/registry.h"
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) return 0;
    const GameModule *m = games_at(data[0] % games_count());
    char *text = fuzz_text(data + 2, size - 2);
    Error e = {{0}};
    switch (data[1] % 3) {
    case 0: {
        GameSetup setup;
        setup_default(m, &setup);
        GameState *st = game_new(m, &setup, fuzz_default_set(m), 1, &e);
        if (!st) fuzz_fail("%s: default game refused: %s", m->id, e.msg);
        Action a;
        if (game_parse_action(m, st, text, &a, &e)) {
            if (!game_apply_checked(m, st, a)) fuzz_fail("%s: parsed action \"%s\" is not legal", m->id, text);
        } else if (!e.msg[0]) fuzz_fail("action refused with no message");
        game_free(st);
        break;
    }
    case 1: {
        GameSetup setup;
        if (setup_from_text(m, text, &setup, &e)) {
            char back[512];
            setup_to_text(m, &setup, back, sizeof back);
            GameSetup again;
            if (!setup_from_text(m, back, &again, &e)) fuzz_fail("%s: own setup text \"%s\" refused: %s", m->id, back, e.msg);
        } else if (!e.msg[0]) fuzz_fail("setup refused with no message");
        break;
    }
    default: {
        AiConfig cfg;
        if (!ai_parse_spec(text, &cfg, &e) && !e.msg[0]) fuzz_fail("AI spec refused with no message");
        break;
    }
    }
    free(text);
    return 0;
}
