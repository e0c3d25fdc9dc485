/* playtest.h — `crowntable playtest`, shared by its two files: playtest.c
 * (plays the pairings, gathers per-card and per-deck statistics, writes
 * REPORT.json) and playtest_html.c (turns that JSON into REPORT.html). */
#ifndef CT_CLI_PLAYTEST_H
#define CT_CLI_PLAYTEST_H
#include <stdbool.h>
#include <stddef.h>
#include "core/carddb.h"

struct cJSON;

/* Writes the self-contained HTML page for a report (the JSON written by
 * playtest.c) about `set`; card art is inlined.  false with a message in err. */
bool playtest_write_html(const struct cJSON *report, const CardSet *set, const char *path, char *err, size_t errn);

/* Writes REPORT.json and REPORT.html for `out` (REPORT or REPORT.json), whose
 * paths go to json_path and html_path (PT_PATH_MAX bytes each); false with
 * the reason in err ("" when the JSON text could not be made). */
#define PT_PATH_MAX 1100
bool playtest_write_report(const struct cJSON *report, const CardSet *set, const char *out, char *json_path,
                           char *html_path, char *err, size_t errn);

struct GameModule;
/* The report of the whole run from the reports of its N shards (`playtest
 * --shard K/N`, every K once), figure for figure what one run would write;
 * NULL with the reason in err (names[i] names reports[i]). */
struct cJSON *playtest_merge(const struct GameModule *m, const CardSet *set, struct cJSON *const *reports,
                             const char *const *names, int n, char *err, size_t errn);

#endif
