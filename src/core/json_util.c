#include "json_util.h"
#include "json_lazy.h"
#include "json_scan.h"
#include "file_open.h"
#include "rng.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>


/* Reads at most CT_MAX_FILE_BYTES (a bigger file is refused before it fills
 * memory); anything but a regular file (a FIFO, a device, a folder) is
 * refused before a read, with no blocking open (file_open.h). It is read into a
 * buffer of exactly its size, with no stdio buffer beside it: the text is the
 * first 1x of a loader's memory (at most 4x the input). */
static char *read_all(const char *path, size_t *len_out, Error *err)
{
    int64_t size;
    int fd = file_open_regular(path, &size, err);
    if (fd < 0) return NULL;
    if (size > CT_MAX_FILE_BYTES) {
        close(fd);
        error_set(err, path, NULL, "file larger than the limit of %d bytes (file size limit, %s)", CT_MAX_FILE_BYTES,
                  CT_LIMITS_DOC);
        return NULL;
    }
    /* +2: the NUL, and one byte to notice a file that grew meanwhile */
    size_t cap = (size_t)size + 2, len = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    for (;;) {
        if (cap - len - 1 == 0) {
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) abort();
            buf = nb;
        }
        ssize_t got = read(fd, buf + len, cap - len - 1);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            int e = errno;
            close(fd);
            free(buf);
            error_set(err, path, NULL, "read error: %s", strerror(e));
            return NULL;
        }
        if (got == 0) break;
        len += (size_t)got;
        if (len > CT_MAX_FILE_BYTES) {
            close(fd);
            free(buf);
            error_set(err, path, NULL, "file larger than the limit of %d bytes (file size limit, %s)", CT_MAX_FILE_BYTES,
                      CT_LIMITS_DOC);
            return NULL;
        }
    }
    close(fd);
    buf[len] = 0;
    *len_out = len;
    return buf;
}

void json_line_col(const char *text, size_t off, int *line, int *col)
{
    *line = 1;
    *col = 1;
    for (size_t i = 0; i < off; i++) {
        if (text[i] == '\n') { (*line)++; *col = 1; } else (*col)++;
    }
}

/* One pass over the text before cJSON allocates anything: nesting depth,
 * string length and the number of values (commas + containers, a slight
 * over-count) must stay inside input_limits.h. Syntax is left to cJSON. */
static bool check_shape(const char *t, size_t len, const char *name, Error *err)
{
    int depth = 0;
    long values = 1;
    int line, col;
    for (size_t i = 0; i < len; i++) {
        char c = t[i];
        if (c == '"') {
            size_t start = i++;
            while (i < len && t[i] != '"') i += t[i] == '\\' ? 2 : 1;
            if (i - start - 1 > CT_MAX_STRING_BYTES) {
                json_line_col(t, start, &line, &col);
                return error_set(err, name, NULL, "line %d, column %d: a string longer than %d bytes (string length limit, %s)",
                                 line, col, CT_MAX_STRING_BYTES, CT_LIMITS_DOC);
            }
        } else if (c == '[' || c == '{') {
            values++;
            if (++depth > CT_MAX_JSON_DEPTH) {
                json_line_col(t, i, &line, &col);
                return error_set(err, name, NULL, "line %d, column %d: nested more than %d deep (nesting depth limit, %s)",
                                 line, col, CT_MAX_JSON_DEPTH, CT_LIMITS_DOC);
            }
        } else if (c == ']' || c == '}') {
            depth--;
        } else if (c == ',' && ++values > CT_MAX_JSON_VALUES) {
            json_line_col(t, i, &line, &col);
            return error_set(err, name, NULL, "line %d, column %d: more than %d values in one file (value count limit, %s)",
                             line, col, CT_MAX_JSON_VALUES, CT_LIMITS_DOC);
        }
    }
    return true;
}

bool json_check_text(const char *text, size_t len, const char *name, Error *err)
{
    if (len == 0) return error_set(err, name, NULL, "the file is empty; expected a JSON document");
    if (len > CT_MAX_FILE_BYTES)
        return error_set(err, name, NULL, "file larger than the limit of %d bytes (file size limit, %s)", CT_MAX_FILE_BYTES,
                         CT_LIMITS_DOC);
    return check_shape(text, len, name, err) && json_check_strict(text, len, name, err);
}

cJSON *json_parse_text(const char *text, size_t len, const char *name, Error *err)
{
    if (!json_check_text(text, len, name, err)) return NULL;
    size_t off;
    /* a malformed text is not parsed whole: cJSON would hold the tree of all
     * before the error (~40x a dense text) only to say where it is */
    if (!json_malformed_at(text, len, &off)) {
        const char *end = NULL;
        /* length includes the terminating NUL: cJSON checks for it after the value,
         * and a truncated document then fails at the NUL ("ends early") */
        cJSON *j = cJSON_ParseWithLengthOpts(text, len + 1, &end, true);
        if (j) return j;
        off = end && end >= text ? (size_t)(end - text) : 0;
    }
    /* name line and column of the first bad character */
    if (off > len) off = len;
    int line, col;
    json_line_col(text, off, &line, &col);
    if (off >= len) {
        error_set(err, name, NULL, "malformed JSON: the document ends early (truncated?) at line %d, column %d", line, col);
        return NULL;
    }
    /* the likeliest cause, from the last thing before the bad character */
    char cause[96] = "";
    size_t p = off;
    while (p > 0 && (unsigned char)text[p - 1] <= 32) p--;
    if (p > 0) {
        char before = text[p - 1], at = text[off];
        int pline, pcol;
        json_line_col(text, p - 1, &pline, &pcol);
        bool value_ended = before == '"' || before == '}' || before == ']' || (before >= '0' && before <= '9') ||
                           before == 'e' || before == 'l';
        bool value_starts = at == '"' || at == '{' || at == '[' || at == '-' || (at >= '0' && at <= '9') || at == 't' ||
                            at == 'f' || at == 'n';
        if (value_ended && value_starts) snprintf(cause, sizeof cause, ": missing comma after line %d?", pline);
        else if (before == ',' && (at == '}' || at == ']'))
            snprintf(cause, sizeof cause, ": a comma too many at the end of line %d? (none goes before a closing bracket)", pline);
    }
    /* the text there, to the end of its line (quoted only when it has no quote of its own) */
    int n = 0;
    while (n < 30 && off + (size_t)n < len && text[off + (size_t)n] != '\n' && text[off + (size_t)n] != '\r') n++;
    while (n > 0 && (unsigned char)text[off + (size_t)n - 1] <= 32) n--;
    bool quoted = memchr(text + off, '"', (size_t)n) != NULL;
    error_set(err, name, NULL, "malformed JSON at line %d, column %d%s (near %s%.*s%s)", line, col, cause, quoted ? "" : "\"",
              n, text + off, quoted ? "" : "\"");
    return NULL;
}

char *json_read_file(const char *path, size_t *len, Error *err) { return read_all(path, len, err); }

cJSON *json_parse_span(const char *t, size_t vs, size_t ve)
{
    /* cJSON skips a byte order mark at the start of its buffer: inside a
     * document, where a value starts, it is an error */
    if (ve - vs >= 3 && memcmp(t + vs, "\xEF\xBB\xBF", 3) == 0) return NULL;
    const char *end = NULL;
    cJSON *j = cJSON_ParseWithLengthOpts(t + vs, ve - vs, &end, false);
    if (j && end != t + ve) {
        cJSON_Delete(j);
        return NULL;
    }
    return j;
}

cJSON *json_parse_member(const char *t, size_t len, const char *key)
{
    size_t vs, ve;
    return json_scan_member(t, len, key, &vs, &ve) ? json_parse_span(t, vs, ve) : NULL;
}

cJSON *json_load_file(const char *path, Error *err)
{
    size_t len;
    char *text = read_all(path, &len, err);
    if (!text) return NULL;
    cJSON *j = json_parse_text(text, len, path, err);
    free(text);
    return j;
}

bool file_write_atomic(const char *path, const char *data, size_t len, Error *err)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s.tmp-%ld", path, (long)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return error_set(err, tmp, NULL, "cannot create: %s", strerror(errno));
    /* held until the file is renamed or the writer dies (the kernel drops it
     * then, even before a killed writer is reaped): how a cleaner tells a
     * live writer's temp file from a dead one's (file_clean_stale_temps) */
    flock(fd, LOCK_EX);
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
    /* the rename is durable only once the folder itself is on disk */
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash) *(slash == dir ? slash + 1 : slash) = 0;
    else snprintf(dir, sizeof dir, ".");
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    return true;
}

int file_clean_stale_temps(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *t = strstr(e->d_name, ".tmp-");
        if (!t) continue;
        char *end;
        long pid = strtol(t + 5, &end, 10);
        if (*end || pid <= 0 || end == t + 5) continue;
        char p[1100];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        /* a live writer (this process, another window of the program) holds
         * its file's lock; a dead one's is free at once, even while the
         * killed writer's pid still answers kill(pid, 0) (not yet reaped,
         * or the number taken again): the pid alone left such a file for
         * the next start */
        int fd = open(p, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0) continue;
        struct stat sb;
        bool stale = fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && flock(fd, LOCK_EX | LOCK_NB) == 0;
        if (stale && unlink(p) == 0) removed++;
        close(fd);
    }
    closedir(d);
    return removed;
}

bool dir_ensure(const char *dir, Error *err)
{
    struct stat sb;
    if (stat(dir, &sb) == 0) {
        if (S_ISDIR(sb.st_mode)) return true;
        return error_set(err, dir, NULL, "exists but is not a folder");
    }
    if (mkdir(dir, 0755) != 0 && errno != EEXIST)
        return error_set(err, dir, NULL, "cannot create the folder: %s", strerror(errno));
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
    else if (json_is_lazy(v)) snprintf(buf, n, "%s", json_is_array(v) ? "an array" : "an object");
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

bool json_as_int(const cJSON *v, int min, int max, int *out)
{
    if (!cJSON_IsNumber(v)) return false;
    double d = v->valuedouble;
    /* range first: converting a double outside int's range is undefined */
    if (!(d >= (double)min && d <= (double)max)) return false;
    int i = (int)d;
    if ((double)i != d) return false;
    *out = i;
    return true;
}

bool json_as_u64(const cJSON *v, uint64_t *out)
{
    if (!cJSON_IsNumber(v)) return false;
    double d = v->valuedouble;
    if (!(d >= 0 && d < 18446744073709551616.0)) return false; /* 2^64 */
    uint64_t u = (uint64_t)d;
    if ((double)u != d) return false;
    *out = u;
    return true;
}

bool json_item_int(const cJSON *v, int min, int max, int *out, const char *where, const char *path, Error *err)
{
    if (json_as_int(v, min, max, out)) return true;
    char got[64];
    json_brief(v, got, sizeof got);
    return error_set(err, where, path, "expected an integer %d..%d, got %s", min, max, got);
}

bool json_int(const cJSON *obj, const char *key, int min, int max, bool required, int def, int *out,
              const char *where, Error *err)
{
    cJSON *owned;
    const cJSON *v = json_lookup_lazy(obj, key, &owned);
    if (!v) {
        char what[64];
        snprintf(what, sizeof what, "an integer %d..%d", min, max);
        *out = def;
        return missing(key, required, where, err, what);
    }
    bool ok = json_item_int(v, min, max, out, where, key, err);
    json_lazy_free(owned);
    return ok;
}

static bool bool_of(const cJSON *v, const char *key, bool required, bool def, bool *out, const char *where, Error *err)
{
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

/* Each reader below looks its member up (json_lookup_lazy: a scalar parsed
 * alone from a lazy document, a list or object left unparsed), reads it with
 * its *_of twin and frees what it parsed. */
bool json_bool(const cJSON *obj, const char *key, bool required, bool def, bool *out, const char *where, Error *err)
{
    cJSON *owned;
    bool ok = bool_of(json_lookup_lazy(obj, key, &owned), key, required, def, out, where, err);
    json_lazy_free(owned);
    return ok;
}

static bool str_of(const cJSON *v, const char *key, bool required, const char *def, char *out, size_t n,
                   const char *where, Error *err)
{
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

bool json_str(const cJSON *obj, const char *key, bool required, const char *def, char *out, size_t n,
              const char *where, Error *err)
{
    cJSON *owned;
    bool ok = str_of(json_lookup_lazy(obj, key, &owned), key, required, def, out, n, where, err);
    json_lazy_free(owned);
    return ok;
}

static bool enum_of(const cJSON *v, const char *key, const char *const *choices, bool required, int def, int *out,
                    const char *where, Error *err)
{
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

bool json_enum(const cJSON *obj, const char *key, const char *const *choices, bool required, int def, int *out,
               const char *where, Error *err)
{
    cJSON *owned;
    bool ok = enum_of(json_lookup_lazy(obj, key, &owned), key, choices, required, def, out, where, err);
    json_lazy_free(owned);
    return ok;
}

typedef struct KnownKeys {
    const char *const *allowed;
    const char *where;
    Error *err;
    Report *every; /* NULL: stop at the first unknown key; else each goes here */
} KnownKeys;

/* Letters to insert, delete, change or swap to turn a into b (-1: too long to tell). */
static int edit_distance(const char *a, const char *b)
{
    int la = (int)strlen(a), lb = (int)strlen(b);
    if (la > 40 || lb > 40) return -1;
    int d[41][41];
    for (int i = 0; i <= la; i++) d[i][0] = i;
    for (int j = 0; j <= lb; j++) d[0][j] = j;
    for (int i = 1; i <= la; i++)
        for (int j = 1; j <= lb; j++) {
            int v = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < v) v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v) v = d[i - 2][j - 2] + 1;
            d[i][j] = v;
        }
    return d[la][lb];
}

static bool key_known(const char *key, void *ctx)
{
    const KnownKeys *k = ctx;
    for (int i = 0; k->allowed[i]; i++)
        if (strcmp(k->allowed[i], key) == 0) return true;
    char list[400] = "";
    const char *nearest = NULL;
    int best = 0;
    for (int i = 0; k->allowed[i]; i++) {
        size_t u = strlen(list);
        snprintf(list + u, sizeof list - u, "%s%s", i ? ", " : "", k->allowed[i]);
        int d = edit_distance(key, k->allowed[i]);
        if (d >= 0 && (!nearest || d < best)) nearest = k->allowed[i], best = d;
    }
    /* a slip of a letter or two: name the field it most likely is */
    int len = (int)strlen(key);
    if (nearest && best <= (len > 6 ? 2 : 1))
        error_set(k->err, k->where, key, "unknown field; did you mean %s? (known fields: %s)", nearest, list);
    else error_set(k->err, k->where, key, "unknown field (known fields: %s)", list);
    if (!k->every) return false;
    report_add(k->every, k->err->msg);
    return true;
}

bool json_known_keys(const cJSON *obj, const char *const *allowed, const char *where, Error *err)
{
    KnownKeys k = {allowed, where, err, NULL};
    return json_each_key(obj, key_known, &k);
}

bool json_report_unknown_keys(const cJSON *obj, const char *const *allowed, const char *where, Report *problems)
{
    Error e;
    int before = problems->count;
    KnownKeys k = {allowed, where, &e, problems};
    json_each_key(obj, key_known, &k);
    return problems->count == before;
}

void json_add_rng(cJSON *obj, const char *key, const Rng *r)
{
    cJSON *a = cJSON_AddArrayToObject(obj, key);
    for (int i = 0; i < 4; i++) {
        char hex[24];
        snprintf(hex, sizeof hex, "%016llx", (unsigned long long)r->s[i]);
        cJSON_AddItemToArray(a, cJSON_CreateString(hex));
    }
}

static bool rng_of(const cJSON *a, const char *key, Rng *r, const char *where, Error *err)
{
    if (!a) return true;
    if (!json_is_array(a) || json_size(a) != 4) return error_set(err, where, key, "expected 4 hex strings");
    Rng got;
    int i = 0;
    JsonCursor c;
    for (const cJSON *it = json_first(a, &c); it; it = json_next(a, &c), i++) {
        char *end = NULL;
        if (!cJSON_IsString(it) || !it->valuestring[0]) return error_set(err, where, key, "[%d]: expected a hex string", i);
        got.s[i] = strtoull(it->valuestring, &end, 16);
        if (!end || *end) return error_set(err, where, key, "[%d]: expected a hex string, got \"%.20s\"", i, it->valuestring);
    }
    *r = got;
    return true;
}

bool json_read_rng(const cJSON *obj, const char *key, Rng *r, const char *where, Error *err)
{
    cJSON *owned;
    bool ok = rng_of(json_lookup_lazy(obj, key, &owned), key, r, where, err);
    json_lazy_free(owned);
    return ok;
}
