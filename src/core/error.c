#include "error.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((format(printf, 4, 0)))
static void error_vset(Error *err, const char *file, const char *path, const char *fmt, va_list ap)
{
    char body[600];
    vsnprintf(body, sizeof body, fmt, ap);
    const bool has_file = file && *file, has_path = path && *path;
    snprintf(err->msg, sizeof err->msg, "%s%s%s%s%s", has_file ? file : "", has_file ? ": " : "",
             has_path ? path : "", has_path ? ": " : "", body);
}

bool error_set(Error *err, const char *file, const char *path, const char *fmt, ...)
{
    if (!err) return false;
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, file, path, fmt, ap);
    va_end(ap);
    return false;
}

bool report_field(Report *r, const char *file, const char *path, const char *fmt, ...)
{
    Error e;
    va_list ap;
    va_start(ap, fmt);
    error_vset(&e, file, path, fmt, ap);
    va_end(ap);
    return report_error(r, &e);
}

void report_add(Report *r, const char *line)
{
    if (!r) return;
    if (r->count == r->cap) {
        int cap = r->cap ? r->cap * 2 : 8;
        char **lines = realloc(r->lines, (size_t)cap * sizeof *lines);
        if (!lines) abort(); /* out of memory is a programmer-level failure here */
        r->lines = lines;
        r->cap = cap;
    }
    size_t n = strlen(line) + 1;
    char *copy = malloc(n);
    if (!copy) abort();
    memcpy(copy, line, n);
    r->lines[r->count++] = copy;
}

void report_addf(Report *r, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    report_add(r, buf);
}

void report_free(Report *r)
{
    if (!r) return;
    for (int i = 0; i < r->count; i++) free(r->lines[i]);
    free(r->lines);
    r->lines = NULL;
    r->count = r->cap = 0;
}

bool report_error(Report *r, const Error *e)
{
    report_add(r, e->msg);
    return false;
}
