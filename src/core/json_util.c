#include "json_util.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *read_all(const char *path, size_t *len_out, Error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_set(err, path, NULL, "cannot open: %s", strerror(errno));
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    size_t got;
    while ((got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (cap - len - 1 == 0) {
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) abort();
            buf = nb;
        }
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        error_set(err, path, NULL, "read error");
        return NULL;
    }
    buf[len] = 0;
    *len_out = len;
    return buf;
}

cJSON *json_load_file(const char *path, Error *err)
{
    size_t len;
    char *text = read_all(path, &len, err);
    if (!text) return NULL;
    if (len == 0) {
        free(text);
        error_set(err, path, NULL, "the file is empty; expected a JSON document");
        return NULL;
    }
    const char *end = NULL;
    /* length includes the terminating NUL: cJSON checks for it after the value */
    cJSON *j = cJSON_ParseWithLengthOpts(text, len + 1, &end, true);
    if (!j) {
        /* name line and column of the first bad character */
        size_t off = end && end >= text ? (size_t)(end - text) : 0;
        if (off > len) off = len;
        int line = 1, col = 1;
        for (size_t i = 0; i < off; i++) {
            if (text[i] == '\n') { line++; col = 1; } else col++;
        }
        if (off >= len)
            error_set(err, path, NULL, "malformed JSON: the document ends early (truncated?) at line %d, column %d",
                      line, col);
        else
            error_set(err, path, NULL, "malformed JSON at line %d, column %d (near \"%.20s\")", line, col,
                      text + off);
    }
    free(text);
    return j;
}

bool file_write_atomic(const char *path, const char *data, size_t len, Error *err)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s.tmp-%ld", path, (long)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return error_set(err, tmp, NULL, "cannot create: %s", strerror(errno));
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0) {
            if (errno == EINTR) continue;
            int e = errno;
            close(fd);
            unlink(tmp);
            return error_set(err, tmp, NULL, "write failed: %s", strerror(e));
        }
        done += (size_t)w;
    }
    if (fsync(fd) != 0 || close(fd) != 0) {
        unlink(tmp);
        return error_set(err, tmp, NULL, "could not flush to disk: %s", strerror(errno));
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        return error_set(err, path, NULL, "could not replace the file: %s", strerror(e));
    }
    return true;
}

bool json_save_file(const char *path, const cJSON *json, Error *err)
{
    char *text = cJSON_Print(json);
    if (!text) return error_set(err, path, NULL, "could not serialise JSON");
    size_t len = strlen(text);
    /* end with a newline: friendlier for diff and for designers' editors */
    char *withnl = malloc(len + 2);
    if (!withnl) abort();
    memcpy(withnl, text, len);
    withnl[len] = '\n';
    withnl[len + 1] = 0;
    cJSON_free(text);
    bool ok = file_write_atomic(path, withnl, len + 1, err);
    free(withnl);
    return ok;
}

void json_brief(const cJSON *v, char *buf, size_t n)
{
    if (!v) snprintf(buf, n, "nothing");
    else if (cJSON_IsString(v)) snprintf(buf, n, "\"%.40s%s\"", v->valuestring, strlen(v->valuestring) > 40 ? "..." : "");
    else if (cJSON_IsNumber(v)) snprintf(buf, n, "%g", v->valuedouble);
    else if (cJSON_IsBool(v)) snprintf(buf, n, "%s", cJSON_IsTrue(v) ? "true" : "false");
    else if (cJSON_IsNull(v)) snprintf(buf, n, "null");
    else if (cJSON_IsArray(v)) snprintf(buf, n, "an array");
    else if (cJSON_IsObject(v)) snprintf(buf, n, "an object");
    else snprintf(buf, n, "an invalid value");
}

static bool missing(const char *key, bool required, const char *where, Error *err, const char *what)
{
    if (required) return error_set(err, where, key, "missing; expected %s", what);
    return true;
}

bool json_int(const cJSON *obj, const char *key, int min, int max, bool required, int def, int *out,
              const char *where, Error *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    char what[64];
    snprintf(what, sizeof what, "an integer %d..%d", min, max);
    if (!v) {
        *out = def;
        return missing(key, required, where, err, what);
    }
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)(long long)v->valuedouble || v->valuedouble < min ||
        v->valuedouble > max) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, where, key, "expected %s, got %s", what, got);
    }
    *out = (int)v->valuedouble;
    return true;
}

bool json_bool(const cJSON *obj, const char *key, bool required, bool def, bool *out, const char *where, Error *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!v) {
        *out = def;
        return missing(key, required, where, err, "true or false");
    }
    if (!cJSON_IsBool(v)) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, where, key, "expected true or false, got %s", got);
    }
    *out = cJSON_IsTrue(v);
    return true;
}

bool json_str(const cJSON *obj, const char *key, bool required, const char *def, char *out, size_t n,
              const char *where, Error *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!v) {
        snprintf(out, n, "%s", def ? def : "");
        return missing(key, required, where, err, "a string");
    }
    if (!cJSON_IsString(v)) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, where, key, "expected a string, got %s", got);
    }
    if (strlen(v->valuestring) >= n)
        return error_set(err, where, key, "expected a string of at most %zu characters, got %zu", n - 1,
                         strlen(v->valuestring));
    snprintf(out, n, "%s", v->valuestring);
    return true;
}

bool json_enum(const cJSON *obj, const char *key, const char *const *choices, bool required, int def, int *out,
               const char *where, Error *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    char list[400] = "";
    for (int i = 0; choices[i]; i++) {
        size_t u = strlen(list);
        snprintf(list + u, sizeof list - u, "%s%s", i ? ", " : "", choices[i]);
    }
    if (!v) {
        *out = def;
        if (required) return error_set(err, where, key, "missing; expected one of %s", list);
        return true;
    }
    if (cJSON_IsString(v))
        for (int i = 0; choices[i]; i++)
            if (strcmp(v->valuestring, choices[i]) == 0) {
                *out = i;
                return true;
            }
    char got[64];
    json_brief(v, got, sizeof got);
    return error_set(err, where, key, "expected one of %s, got %s", list, got);
}

bool json_known_keys(const cJSON *obj, const char *const *allowed, const char *where, Error *err)
{
    if (!cJSON_IsObject(obj)) return true;
    for (const cJSON *it = obj->child; it; it = it->next) {
        bool ok = false;
        for (int i = 0; allowed[i] && !ok; i++) ok = strcmp(allowed[i], it->string) == 0;
        if (!ok) {
            char list[400] = "";
            for (int i = 0; allowed[i]; i++) {
                size_t u = strlen(list);
                snprintf(list + u, sizeof list - u, "%s%s", i ? ", " : "", allowed[i]);
            }
            return error_set(err, where, it->string, "unknown field (known fields: %s)", list);
        }
    }
    return true;
}
