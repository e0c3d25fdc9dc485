/* fuzz_cards — a card set folder of CT_FUZZ_GAME: the input is set.json,
 * optionally followed by a line "#deck" and the text of decks/d.json. The
 * set is loaded as check-cards does; a set that loads gets a game started
 * with it and a few moves played. */
#include "fuzzlib.h"
#include "core/json_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const GameModule *m = fuzz_game();
    char *text = fuzz_text(data, size);
    char *deck = strstr(text, "\n#deck\n");
    size_t set_len = deck ? (size_t)(deck - text) : size;
    char dir[512], path[600];
    snprintf(dir, sizeof dir, "%s/set", fuzz_tmpdir());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/decks", dir);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/set.json", dir);
    fuzz_write(path, text, set_len);
    snprintf(path, sizeof path, "%s/decks/d.json", dir);
    if (deck) fuzz_write(path, deck + 7, size - set_len - 7);
    else remove(path);

    Report problems = {0}, warnings = {0};
    CardSet *set = carddb_load(m, dir, &problems, &warnings);
    if (!set && problems.count == 0) fuzz_fail("set refused with no problem reported");
    if (set) {
        GameSetup setup;
        setup_default(m, &setup);
        Error e = {{0}};
        GameState *st = game_new(m, &setup, set, size, &e);
        if (st) {
            /* moves only: the round trip needs the default set, not this one */
            static Action acts[GM_MAX_ACTIONS];
            for (int i = 0; i < 6 && !game_is_over(m, st); i++) {
                int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
                if (n <= 0) fuzz_fail("no legal action but the game is not over");
                if (!game_apply_checked(m, st, acts[(size + (size_t)i) % (size_t)n])) fuzz_fail("legal action refused");
            }
            game_free(st);
        }
        carddb_free(set);
    }
    report_free(&problems);
    report_free(&warnings);
    free(text);
    return 0;
}
