/* state.c — `crowntable state`: build a position (new game or a position
 * file), apply actions given in their text form, dump the state JSON. */
#include "cli.h"
#include "core/json_util.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable state --game ID (--new [SETUP] | --load POS.json) [--set SET] [--seed N]\n"
            "                        [--apply \"ACTION; ACTION\"] [--dump] [--legal] [--out FILE]\n\n"
            "  --new SETUP     a new game; SETUP like \"players=3 mode=wild wager=on\" (\"\" = defaults)\n"
            "  --load FILE     a position file written by --dump (or by hand)\n"
            "  --apply TEXT    actions in text form separated by ';' (see --legal)\n"
            "  --dump          print the state JSON after the actions (the default)\n"
            "  --legal         print the legal actions, one per line, after the actions\n"
            "  --out FILE      write the JSON to FILE instead of stdout (atomically)\n"
            "An illegal action exits 1, naming it and listing the legal ones.\n");
}

int cli_state(int argc, char **argv)
{
    const char *game = NULL, *setup_text = NULL, *load = NULL, *set_id = NULL, *apply = NULL, *out = NULL;
    unsigned long long seed = 1;
    bool legal = false, dump = false, have_new = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--game") == 0 && next) game = argv[++i];
        else if (strcmp(a, "--new") == 0) {
            have_new = true;
            if (next && next[0] != '-') setup_text = argv[++i];
        } else if (strcmp(a, "--load") == 0 && next) load = argv[++i];
        else if (strcmp(a, "--set") == 0 && next) set_id = argv[++i];
        else if (strcmp(a, "--seed") == 0 && next) {
            char *end;
            seed = strtoull(argv[++i], &end, 10);
            if (*end) {
                fprintf(stderr, "crowntable state: --seed: expected an integer, got \"%s\"\n", argv[i]);
                return 2;
            }
        } else if (strcmp(a, "--apply") == 0 && next) apply = argv[++i];
        else if (strcmp(a, "--out") == 0 && next) out = argv[++i];
        else if (strcmp(a, "--dump") == 0) dump = true;
        else if (strcmp(a, "--legal") == 0) legal = true;
        else {
            fprintf(stderr, "crowntable state: unknown or incomplete option \"%s\"\n\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (!game || (have_new == (load != NULL))) {
        fprintf(stderr, "crowntable state: give --game and exactly one of --new or --load\n\n");
        usage(stderr);
        return 2;
    }
    const GameModule *m = games_find(game);
    if (!m) {
        fprintf(stderr, "crowntable state: unknown game \"%s\" (see `crowntable games`)\n", game);
        return 2;
    }
    CardSet *set = cli_load_position_set("state", m, set_id, load);
    if (!set) return 1;
    Error err = {{0}};
    GameState *st = NULL;
    if (load) {
        st = cli_load_position(m, set, load, &err);
    } else {
        GameSetup setup;
        if (setup_from_text(m, setup_text, &setup, &err)) st = game_new(m, &setup, set, seed, &err);
    }
    if (!st) {
        fprintf(stderr, "crowntable state: %s\n", err.msg);
        carddb_free(set);
        return 1;
    }
    int rc = 0;
    if (apply) {
        char *copy = strdup(apply);
        char *save_ptr = NULL;
        int n = 0;
        for (char *tok = strtok_r(copy, ";", &save_ptr); tok; tok = strtok_r(NULL, ";", &save_ptr)) {
            n++;
            Action act;
            if (!game_parse_action(m, st, tok, &act, &err) || !m->apply(st, act)) {
                fprintf(stderr, "crowntable state: action %d: %s\n", n, err.msg);
                rc = 1;
                break;
            }
        }
        free(copy);
    }
    if (rc == 0) {
        if (legal) {
            Action acts[GM_MAX_ACTIONS];
            int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
            char buf[160];
            for (int i = 0; i < n; i++) {
                m->action_text(st, acts[i], buf, sizeof buf);
                printf("%s\n", buf);
            }
        }
        if (dump || !legal) {
            cJSON *j = m->state_to_json(st);
            if (out) {
                if (!json_save_file(out, j, &err)) {
                    fprintf(stderr, "crowntable state: %s\n", err.msg);
                    rc = 1;
                }
            } else {
                char *text = cJSON_Print(j);
                printf("%s\n", text);
                cJSON_free(text);
            }
            cJSON_Delete(j);
        }
    }
    game_free(st);
    carddb_free(set);
    return rc;
}
