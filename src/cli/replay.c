/* replay.c — `crowntable replay SAVE.json`: loads a save the way the table
 * does (a damaged move ends the replay there, a file cut short keeps the
 * moves that parse) and says what it restored; for bug reports too. */
#include "cli.h"
#include "core/carddb.h"
#include "core/save.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void replay_usage(FILE *out)
{
    fprintf(out, "usage: crowntable replay SAVE.json [--dump] [--to N]\n"
                 "  Loads a save (the autosave, a saved game, a bug report) as the table does and prints\n"
                 "  the game, the set, how many moves were restored and, if the file is cut short or damaged,\n"
                 "  where. The file is never changed (the table keeps a damaged file beside the restored one).\n\n"
                 "  --dump   the state after the moves as JSON (as `crowntable state --dump`), alone on\n"
                 "           stdout (the words above go to stderr), ready for `analyse --load`\n"
                 "  --to N   stop after the first N moves (0 = the setup)\n"
                 "Exit 0 if the whole save replayed, 1 if it was restored only in part or not at all.\n");
}

int cli_replay(int argc, char **argv)
{
    const char *path = NULL;
    bool dump = false;
    long to = -1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            replay_usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--dump") == 0) dump = true;
        else if (strcmp(argv[i], "--to") == 0) {
            char *end = NULL;
            if (i + 1 >= argc) return cli_usage_error("replay", "--to needs a number of moves");
            to = strtol(argv[++i], &end, 10);
            if (!argv[i][0] || *end || to < 0 || to > CT_MAX_SAVE_ACTIONS)
                return cli_usage_error("replay", "--to: expected a number 0..%d, got \"%s\"", CT_MAX_SAVE_ACTIONS, argv[i]);
        } else if (argv[i][0] == '-') return cli_usage_error("replay", "unknown option \"%s\"", argv[i]);
        else if (!path) path = argv[i];
        else return cli_usage_error("replay", "one save only; got a second, \"%s\"", argv[i]);
    }
    if (!path) return cli_usage_error("replay", "give the save file, e.g. autosave.json");
    CliSaveSet sets = {0};
    GameRecord rec;
    GameState *st = NULL;
    bool damaged = false;
    Error why = {{0}}, err = {{0}};
    if (!save_load_restoring(path, cli_find_save_set, &sets, &rec, &st, &damaged, &why, &err)) {
        fprintf(stderr, "crowntable replay: %s\n", err.msg);
        if (sets.why[0]) fprintf(stderr, "  %s\n", sets.why);
        carddb_free(sets.set);
        return 1;
    }
    const GameModule *m = rec.module;
    /* with --dump the words go to stderr: stdout is the position alone, for `analyse --load` */
    FILE *say = dump ? stderr : stdout;
    fprintf(say, "%s: %s, set \"%s\", %d player%s, seed %llu\n", path, m->title, rec.set->id, rec.setup.num_players,
           rec.setup.num_players == 1 ? "" : "s", (unsigned long long)rec.seed);
    if (damaged)
        fprintf(say, "restored %d move%s; the rest was damaged: %s\n", rec.nactions, rec.nactions == 1 ? "" : "s", why.msg);
    else
        fprintf(say, "restored %d move%s: the whole save\n", rec.nactions, rec.nactions == 1 ? "" : "s");
    int rc = damaged ? 1 : 0;
    if (to >= 0 && to < rec.nactions) {
        game_free(st);
        st = record_replay(&rec, (int)to, &err);
        if (!st) {
            fprintf(stderr, "crowntable replay: %s\n", err.msg);
            rc = 1;
        } else
            fprintf(say, "stopped after move %ld of %d\n", to, rec.nactions);
    }
    if (st && dump) {
        cJSON *j = m->state_to_json(st);
        char *text = cJSON_Print(j);
        printf("%s\n", text);
        cJSON_free(text);
        cJSON_Delete(j);
    }
    game_free(st);
    record_free(&rec);
    carddb_free(sets.set);
    return rc;
}
