/* playtest_merge.c — `crowntable playtest-merge A.json B.json ... --out REPORT`:
 * the shards of one playtest (played anywhere, `playtest --shard K/N`) added
 * up to the report one machine would have written for the whole run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

#include "cli/cli.h"
#include "cli/playtest.h"
#include "core/json_util.h"

#define MERGE_MAX 1024

int cli_playtest_merge(int argc, char **argv)
{
    const char *out = NULL, *set_id = NULL;
    const char *names[MERGE_MAX];
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: crowntable playtest-merge SHARD.json... [--set ID|DIR] --out REPORT\n\n"
                   "Adds up the reports of the N shards of one playtest (`crowntable playtest ...\n"
                   "--shard K/N`, each K once, played on any machines) and writes REPORT.json and\n"
                   "REPORT.html: the same report, figure for figure, as one run of the whole. The card\n"
                   "set is the one the shards name (--set gives its folder when it lives elsewhere here).\n"
                   "example: parallel crowntable playtest --game queens-blood --all-decks --games 2000 \\\n"
                   "           --shard {}/8 --out shard-{} ::: 1 2 3 4 5 6 7 8\n"
                   "         crowntable playtest-merge shard-*.json --out qb-report\n");
            return 0;
        }
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) out = argv[++i];
        else if (strcmp(argv[i], "--set") == 0 && i + 1 < argc) set_id = argv[++i];
        else if (argv[i][0] == '-') return cli_usage_error("playtest-merge", "unknown option \"%s\"", argv[i]);
        else if (n == MERGE_MAX) return cli_usage_error("playtest-merge", "at most %d reports", MERGE_MAX);
        else names[n++] = argv[i];
    }
    if (!n) return cli_usage_error("playtest-merge", "give the shards' reports (REPORT.json files)");
    if (!out) return cli_usage_error("playtest-merge", "--out REPORT is required (writes REPORT.json and REPORT.html)");
    cJSON **reports = calloc((size_t)n, sizeof *reports);
    if (!reports) return 1;
    int rc = 0;
    for (int i = 0; i < n && !rc; i++) {
        Error e = {{0}};
        if (!(reports[i] = json_load_file(names[i], &e))) {
            fprintf(stderr, "crowntable playtest-merge: %s\n", e.msg);
            rc = 1;
        }
    }
    const cJSON *game = rc ? NULL : cJSON_GetObjectItemCaseSensitive(reports[0], "game");
    const cJSON *set_name = rc ? NULL : cJSON_GetObjectItemCaseSensitive(reports[0], "set");
    const GameModule *m = !rc && cJSON_IsString(game) ? cli_find_game("playtest-merge", game->valuestring) : NULL;
    CardSet *set = m ? cli_load_set("playtest-merge", m, set_id ? set_id : cJSON_IsString(set_name) ? set_name->valuestring : NULL) : NULL;
    if (!rc && !set) {
        if (!cJSON_IsString(game)) fprintf(stderr, "crowntable playtest-merge: %s: not a playtest report\n", names[0]);
        rc = 1;
    }
    char err[700] = "";
    cJSON *report = rc ? NULL : playtest_merge(m, set, reports, names, n, err, sizeof err);
    if (!rc && !report) {
        fprintf(stderr, "crowntable playtest-merge: %s\n", err);
        rc = 1;
    }
    if (report) {
        char json_path[PT_PATH_MAX], html_path[PT_PATH_MAX];
        if (!playtest_write_report(report, set, out, json_path, html_path, err, sizeof err)) {
            if (err[0]) fprintf(stderr, "crowntable playtest-merge: %s\n", err);
            rc = 1;
        } else
            fprintf(stderr, "Wrote %s and %s (%d shards, %d games).\n", json_path, html_path, n,
                    (int)cJSON_GetObjectItemCaseSensitive(report, "games")->valuedouble);
        cJSON_Delete(report);
    }
    for (int i = 0; i < n; i++) cJSON_Delete(reports[i]);
    free(reports);
    carddb_free(set);
    return rc;
}
