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

struct GameModule;
/* The report of the whole run from the reports of its N shards (`playtest
 * --shard K/N`, every K once), figure for figure what one run would write;
 * NULL with the reason in err (names[i] names reports[i]). */
struct cJSON *playtest_merge(const struct GameModule *m, const CardSet *set, struct cJSON *const *reports,
                             const char *const *names, int n, char *err, size_t errn);

#endif
