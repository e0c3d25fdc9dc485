/* error.h — errors in data are values, never aborts.
 * An Error holds one message that names the file, the JSON path and what was
 * expected: "cards/qb/core/set.json: cards[12] \"stoneguard\": power: expected
 * an integer 0..99, got \"9x\"".  A Report collects many (check-cards). */
#ifndef CT_ERROR_H
#define CT_ERROR_H
#include <stdbool.h>
#include <stddef.h>

typedef struct Error {
    char msg[768];
} Error;

/* Formats "file: path: message" (file/path may be NULL or ""). Returns false
 * so callers can write `return error_set(...)`. err may be NULL. */
bool error_set(Error *err, const char *file, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A growable list of messages; owns its strings. */
typedef struct Report {
    int count;
    int cap;
    char **lines;
} Report;

void report_add(Report *r, const char *line);
void report_addf(Report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void report_free(Report *r);
/* Adds e's message to r and returns false, so a loader that reports every
 * problem of a record reads `if (!json_int(..., &e)) ok = report_error(r, &e);`. */
bool report_error(Report *r, const Error *e);
/* error_set's "file: path: message" added to r; returns false. */
bool report_field(Report *r, const char *file, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif
