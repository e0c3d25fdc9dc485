/* export_csv.c — `crowntable export-csv DIR [--out FILE]`: a set's cards as a
 * spreadsheet (CSV) to start editing in, which set.json can then name with
 * "cards_csv". */
#include "cli.h"
#include "core/carddb_csv.h"
#include "core/json_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_export_csv(int argc, char **argv)
{
    const char *dir = NULL, *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: crowntable export-csv DIR [--out FILE]\n\n"
                   "Writes the cards of the set folder DIR as CSV (to FILE, or to the standard output):\n"
                   "one row a card, one column a field; effects, patterns and other lists sit in their\n"
                   "cell as JSON. Save it in the set folder as cards.csv, replace \"cards\": [...] in\n"
                   "set.json with \"cards_csv\": \"cards.csv\", and edit the cards in a spreadsheet.\n");
            return 0;
        }
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) out = argv[++i];
        else if (argv[i][0] == '-') return cli_usage_error("export-csv", "unknown option \"%s\"", argv[i]);
        else if (!dir) dir = argv[i];
        else return cli_usage_error("export-csv", "one set folder only, got \"%s\" and \"%s\"", dir, argv[i]);
    }
    if (!dir) return cli_usage_error("export-csv", "give the set folder, e.g. cards/queens-blood/core");
    char path[1100];
    snprintf(path, sizeof path, "%s/set.json", dir);
    Error err = {{0}};
    cJSON *set = json_load_file(path, &err);
    if (!set) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    cJSON *from_csv = NULL; /* a spreadsheet set: written again, columns tidied */
    Report problems = {0};
    const cJSON *cards = carddb_csv_set_cards(set, dir, &from_csv, &problems);
    for (int i = 0; i < problems.count; i++) fprintf(stderr, "%s\n", problems.lines[i]);
    report_free(&problems);
    if (!cJSON_IsArray(cards)) {
        if (!from_csv) fprintf(stderr, "%s: cards: expected an array of cards (or \"cards_csv\")\n", path);
        cJSON_Delete(set);
        return 1;
    }
    char *text = carddb_csv_write(cards);
    cJSON_Delete(from_csv);
    cJSON_Delete(set);
    FILE *f = out ? fopen(out, "wb") : stdout;
    if (!f) {
        fprintf(stderr, "crowntable export-csv: %s: cannot write\n", out);
        free(text);
        return 1;
    }
    bool ok = fputs(text ? text : "", f) >= 0;
    if (out && fclose(f) != 0) ok = false;
    free(text);
    if (!ok) fprintf(stderr, "crowntable export-csv: %s: write failed\n", out ? out : "standard output");
    return ok ? 0 : 1;
}
