/* json_malformed.c — where cJSON's parse of a malformed text fails, found
 * without the tree cJSON builds of everything before the error (~40x a
 * dense text: 60,000 numbers and a stray bracket cost 4.4 MB before the
 * message).  The text is copied and, walking it the way cJSON reads it (each
 * scalar parsed by cJSON alone, containers walked), every value found whole
 * is blanked to "0" and spaces, which cJSON reads alike and leaves at the
 * same place; in a container that breaks, the good elements before the bad
 * one go to spaces but the last, so cJSON reaches the bad one in the same
 * state.  cJSON then parses the copy, holding a handful of values, and fails
 * at the same offset.  Any doubt leaves the text as it is (exact, only not
 * cheaper): a value the walk cannot read is never blanked. */
#include "json_util.h"
#include <stdlib.h>
#include <string.h>

/* cJSON's whitespace: every byte up to ' ', NUL included */
static size_t skip_ws(const char *t, size_t len, size_t i)
{
    while (i < len && (unsigned char)t[i] <= 32) i++;
    return i;
}

static void to_zero(char *c, size_t s, size_t e)
{
    c[s] = '0';
    memset(c + s + 1, ' ', e - s - 1);
}

/* The scalar at c[s]: its end, as cJSON reads it there, or 0. */
static size_t scalar_end(const char *c, size_t len, size_t s)
{
    if ((unsigned char)c[s] == 0xEF) return 0; /* cJSON would skip it as a BOM at the start of its own buffer */
    const char *end = NULL;
    cJSON *v = cJSON_ParseWithLengthOpts(c + s, len - s, &end, false);
    if (!v) return 0;
    cJSON_Delete(v);
    return (size_t)(end - c);
}

/* The value at *pos: true (blanked, *pos past it) if cJSON reads it whole. */
static bool blank_value(char *c, size_t len, size_t *pos, int depth)
{
    size_t s = skip_ws(c, len, *pos);
    if (s >= len) return false;
    if (c[s] != '{' && c[s] != '[') {
        size_t e = scalar_end(c, len, s);
        if (!e) return false;
        to_zero(c, s, e);
        *pos = e;
        return true;
    }
    if (depth > 2 * CT_MAX_JSON_DEPTH) return false;
    bool object = c[s] == '{';
    char close = object ? '}' : ']';
    size_t i = skip_ws(c, len, s + 1), prev = 0;
    bool have_prev = false;
    if (i < len && c[i] == close) {
        to_zero(c, s, i + 1);
        *pos = i + 1;
        return true;
    }
    for (;;) {
        size_t es = i;
        if (object) {
            if (i >= len || c[i] != '"' || !(i = scalar_end(c, len, i))) return false;
            i = skip_ws(c, len, i);
            if (i >= len || c[i] != ':') return false;
            i++;
        }
        if (!blank_value(c, len, &i, depth + 1)) return false;
        /* the element before this one (with its comma) to spaces */
        if (have_prev) memset(c + prev, ' ', es - prev);
        have_prev = true;
        prev = es;
        i = skip_ws(c, len, i);
        if (i < len && c[i] == ',') {
            i = skip_ws(c, len, i + 1);
            continue;
        }
        if (i < len && c[i] == close) {
            to_zero(c, s, i + 1);
            *pos = i + 1;
            return true;
        }
        return false;
    }
}

bool json_malformed_at(const char *text, size_t len, size_t *off)
{
    char *c = malloc(len + 1);
    if (!c) abort();
    memcpy(c, text, len);
    c[len] = 0;
    size_t i = len >= 3 && memcmp(c, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    if (blank_value(c, len, &i, 1) && skip_ws(c, len, i) == len) {
        free(c);
        return false; /* well-formed */
    }
    const char *end = NULL;
    cJSON *j = cJSON_ParseWithLengthOpts(c, len + 1, &end, true);
    bool found = j == NULL;
    cJSON_Delete(j);
    if (found) *off = end && end >= c ? (size_t)(end - c) : 0;
    free(c);
    return found;
}
