#include "json_scan.h"
#include <string.h>

size_t json_scan_skip_ws(const char *t, size_t len, size_t i)
{
    while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
    return i;
}

/* t[i] == '"': index just past the closing quote, or len if there is none */
static size_t skip_string(const char *t, size_t len, size_t i)
{
    for (i++; i < len; i++) {
        if (t[i] == '\\') i++;
        else if (t[i] == '"') return i + 1;
    }
    return len + 1;
}

bool json_scan_value(const char *t, size_t len, size_t *pos)
{
    size_t i = json_scan_skip_ws(t, len, *pos);
    if (i >= len) return false;
    if (t[i] == '"') {
        i = skip_string(t, len, i);
        if (i > len) return false;
    } else if (t[i] == '[' || t[i] == '{') {
        /* brackets are counted, not matched by kind: cJSON rejects "[}" later */
        int depth = 0;
        do {
            if (t[i] == '"') {
                i = skip_string(t, len, i);
                if (i > len) return false;
                continue;
            }
            if (t[i] == '[' || t[i] == '{') depth++;
            else if (t[i] == ']' || t[i] == '}') depth--;
            i++;
        } while (depth > 0 && i < len);
        if (depth) return false;
    } else {
        /* a number or literal: up to the next delimiter */
        size_t start = i;
        while (i < len && !strchr(",]} \t\r\n", t[i])) i++;
        if (i == start) return false;
    }
    *pos = i;
    return true;
}

bool json_scan_member(const char *t, size_t len, const char *key, size_t *vstart, size_t *vend)
{
    size_t klen = strlen(key);
    size_t i = json_scan_skip_ws(t, len, 0);
    if (i >= len || t[i] != '{') return false;
    i = json_scan_skip_ws(t, len, i + 1);
    while (i < len && t[i] == '"') {
        size_t kstart = i + 1, kend = skip_string(t, len, i);
        if (kend > len) return false;
        bool match = kend - 1 - kstart == klen && memcmp(t + kstart, key, klen) == 0;
        i = json_scan_skip_ws(t, len, kend);
        if (i >= len || t[i] != ':') return false;
        size_t v = json_scan_skip_ws(t, len, i + 1);
        i = v;
        if (!json_scan_value(t, len, &i)) return false;
        if (match) {
            *vstart = v;
            *vend = i;
            return true;
        }
        i = json_scan_skip_ws(t, len, i);
        if (i < len && t[i] == ',') i = json_scan_skip_ws(t, len, i + 1);
        else break;
    }
    return false;
}

bool json_scan_next(const char *t, size_t start, size_t end, size_t *pos, size_t *es, size_t *ee, bool *done)
{
    *done = false;
    size_t i = *pos;
    if (i == start) {
        if (t[i] != '[') return false;
        i = json_scan_skip_ws(t, end, i + 1);
        if (i < end && t[i] == ']') {
            *done = true;
            return false;
        }
    } else {
        i = json_scan_skip_ws(t, end, i);
        if (i < end && t[i] == ']') {
            *done = true;
            return false;
        }
        if (i >= end || t[i] != ',') return false;
        i++;
    }
    i = json_scan_skip_ws(t, end, i);
    size_t s = i;
    if (!json_scan_value(t, end, &i)) return false;
    *es = s;
    *ee = i;
    *pos = i;
    return true;
}

long json_scan_count_values(const char *t, size_t start, size_t end)
{
    long n = 1;
    for (size_t i = start; i < end; i++) {
        if (t[i] == '"') i = skip_string(t, end, i) - 1;
        else if (t[i] == ',' || t[i] == '[' || t[i] == '{') n++;
    }
    return n;
}

long json_scan_count_elements(const char *t, size_t start, size_t end)
{
    size_t pos = start, es, ee;
    bool done;
    long n = 0;
    while (json_scan_next(t, start, end, &pos, &es, &ee, &done)) n++;
    return done ? n : -1;
}
