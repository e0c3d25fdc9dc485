/* json_strict.c — what cJSON accepts that a loader must not: a key given
 * twice in one object (cJSON keeps both, every reader takes the first, so a
 * second "cards": [] is silently ignored), a NUL in a string (raw, or
 * \u0000: cJSON's C string ends there, so "a\u0000b" reads as "a"), and
 * bytes that are not UTF-8 (drawn later as boxes).  One pass over the text
 * before anything is parsed, naming the file, the JSON path, the line and
 * the column.  It walks containers and strings only: a text it cannot
 * follow is left to cJSON, which names the syntax error. */
#include "json_util.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Frame {
    bool object;
    bool want_key;   /* object: the next string is a key */
    uint32_t key;    /* object: offset of the current key's opening quote */
    int index;       /* array: the current element */
    size_t keys_base;
} Frame;

typedef struct KeyRef {
    uint32_t off;  /* the key's opening quote */
    uint32_t hash; /* of its decoded bytes */
} KeyRef;

typedef struct Walk {
    const char *t;
    size_t len;
    Frame frames[CT_MAX_JSON_DEPTH + 2];
    int depth;
    KeyRef *keys;
    size_t nkeys, cap;
    size_t err_at; /* where the refused thing is */
} Walk;

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The code point of the \uXXXX at t[i] (t[i] == '\\'), or -1. */
static long u_escape(const char *t, size_t len, size_t i)
{
    if (i + 6 > len || t[i + 1] != 'u') return -1;
    long v = 0;
    for (int k = 2; k < 6; k++) {
        int h = hexval(t[i + k]);
        if (h < 0) return -1;
        v = v * 16 + h;
    }
    return v;
}

/* Decodes the string whose opening quote is t[q] into out (at most n bytes,
 * escapes resolved; \u escapes kept as written beyond ASCII: enough to
 * compare keys); its length. */
static size_t decode(const char *t, size_t len, size_t q, char *out, size_t n)
{
    size_t k = 0;
    for (size_t i = q + 1; i < len && t[i] != '"' && k < n; i++) {
        char c = t[i];
        if (c == '\\' && i + 1 < len) {
            char e = t[++i];
            long u = e == 'u' ? u_escape(t, len, i - 1) : -1;
            if (u >= 0 && u < 0x80) {
                c = (char)u;
                i += 4;
            } else if (u < 0) {
                c = e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e;
            } else {
                c = '\\';
                i--; /* kept as spelled */
            }
        }
        out[k++] = c;
    }
    return k;
}

static uint32_t key_hash(const char *t, size_t len, size_t q)
{
    static char buf[CT_MAX_STRING_BYTES + 8];
    size_t n = decode(t, len, q, buf, sizeof buf);
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)buf[i]) * 16777619u;
    return h ^ (uint32_t)n;
}

static const Walk *sort_walk;
static int key_cmp(const void *a, const void *b)
{
    const KeyRef *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    static char bx[CT_MAX_STRING_BYTES + 8], by[CT_MAX_STRING_BYTES + 8];
    size_t nx = decode(sort_walk->t, sort_walk->len, x->off, bx, sizeof bx);
    size_t ny = decode(sort_walk->t, sort_walk->len, y->off, by, sizeof by);
    int c = nx != ny ? (nx < ny ? -1 : 1) : memcmp(bx, by, nx);
    if (c) return c;
    return x->off < y->off ? -1 : x->off > y->off; /* the first written first */
}

/* The JSON path of the value being read ("cards[3].name"); `with_current`
 * adds the top frame's current key or index. */
static void path_of(const Walk *w, bool with_current, char *out, size_t n)
{
    size_t u = 0;
    out[0] = 0;
    int top = with_current ? w->depth : w->depth - 1;
    for (int d = 0; d < top && u < n; d++) {
        const Frame *f = &w->frames[d];
        if (f->object && w->t[f->key] != '"') break; /* no key read yet */
        if (f->object) {
            char k[48];
            size_t kn = decode(w->t, w->len, f->key, k, sizeof k - 1);
            k[kn] = 0;
            u += (size_t)snprintf(out + u, n - u, "%s%s", u ? "." : "", k);
        } else {
            u += (size_t)snprintf(out + u, n - u, "[%d]", f->index);
        }
    }
}

static bool refuse(Walk *w, size_t off, bool with_current, const char *name, Error *err, const char *what)
{
    w->err_at = off;
    char path[256];
    int line, col;
    path_of(w, with_current, path, sizeof path);
    json_line_col(w->t, off, &line, &col);
    return error_set(err, name, path, "line %d, column %d: %s", line, col, what);
}

/* Length of the UTF-8 sequence at s (<= n bytes), 0 if it is not one. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t k;
    uint32_t cp;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) k = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF) k = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4) k = 4, cp = c & 0x07;
    else return 0;
    if (n < k) return 0;
    for (size_t i = 1; i < k; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if ((k == 3 && cp < 0x800) || (k == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return k;
}

/* The string at t[*i] == '"': checked for NUL and UTF-8; *i past it. */
static bool walk_string(Walk *w, size_t *i, bool is_key, const char *name, Error *err)
{
    const char *t = w->t;
    const char *where = is_key ? "a key" : "a string";
    char msg[160];
    size_t j = *i + 1;
    while (j < w->len && t[j] != '"') {
        unsigned char c = (unsigned char)t[j];
        if (c == 0) {
            snprintf(msg, sizeof msg, "a NUL byte in %s; a string may not hold one", where);
            return refuse(w, j, !is_key, name, err, msg);
        }
        if (c == '\\') {
            if (u_escape(t, w->len, j) == 0) {
                snprintf(msg, sizeof msg, "\\u0000 (a NUL character) in %s; a string may not hold one", where);
                return refuse(w, j, !is_key, name, err, msg);
            }
            j += 2;
            continue;
        }
        size_t k = utf8_len((const unsigned char *)t + j, w->len - j);
        if (!k) {
            snprintf(msg, sizeof msg, "invalid UTF-8 (byte 0x%02X) in %s; expected UTF-8 text", c, where);
            return refuse(w, j, !is_key, name, err, msg);
        }
        j += k;
    }
    *i = j + 1;
    return true;
}

static bool close_object(Walk *w, const char *name, Error *err)
{
    Frame *f = &w->frames[w->depth - 1];
    size_t n = w->nkeys - f->keys_base;
    KeyRef *k = n ? w->keys + f->keys_base : NULL; /* no key yet: no array either */
    if (n > 1) {
        sort_walk = w;
        qsort(k, n, sizeof *k, key_cmp);
        /* equal names sort together, the first written first */
        for (size_t i = 1; i < n; i++) {
            if (k[i - 1].hash != k[i].hash) continue;
            static char a[CT_MAX_STRING_BYTES + 8], b[CT_MAX_STRING_BYTES + 8];
            size_t na = decode(w->t, w->len, k[i - 1].off, a, sizeof a), nb = decode(w->t, w->len, k[i].off, b, sizeof b);
            if (na != nb || memcmp(a, b, na) != 0) continue;
            int fl, fc;
            json_line_col(w->t, k[i - 1].off, &fl, &fc);
            char msg[200];
            snprintf(msg, sizeof msg, "duplicate key \"%.*s\" (first at line %d, column %d); each key may appear once in an object",
                     (int)(na > 60 ? 60 : na), a, fl, fc);
            return refuse(w, k[i].off, false, name, err, msg);
        }
    }
    w->nkeys = f->keys_base;
    return true;
}

static bool strict_at(const char *t, size_t len, const char *name, Error *err, size_t *at)
{
    Walk w = {.t = t, .len = len};
    bool ok = true;
    for (size_t i = 0; i < len && ok;) {
        char c = t[i];
        Frame *top = w.depth ? &w.frames[w.depth - 1] : NULL;
        if (c == '"') {
            bool is_key = top && top->object && top->want_key;
            size_t q = i;
            if (!(ok = walk_string(&w, &i, is_key, name, err))) break;
            if (is_key) {
                top->want_key = false;
                top->key = (uint32_t)q;
                if (w.nkeys == w.cap) {
                    w.cap = w.cap ? w.cap * 2 : 64;
                    KeyRef *nk = realloc(w.keys, w.cap * sizeof *nk);
                    if (!nk) abort();
                    w.keys = nk;
                }
                w.keys[w.nkeys++] = (KeyRef){(uint32_t)q, key_hash(t, len, q)};
            }
            continue;
        }
        if (c == '{' || c == '[') {
            if (w.depth >= CT_MAX_JSON_DEPTH + 1) break; /* the depth limit is named by check_shape */
            w.frames[w.depth++] = (Frame){.object = c == '{', .want_key = c == '{', .keys_base = w.nkeys};
        } else if (c == '}' || c == ']') {
            if (!top || top->object != (c == '}')) break; /* a syntax error: cJSON names it */
            if (top->object && !(ok = close_object(&w, name, err))) break;
            w.depth--;
        } else if (c == ',' && top) {
            if (top->object) top->want_key = true;
            else top->index++;
        }
        i++;
    }
    free(w.keys);
    *at = w.err_at;
    return ok;
}

bool json_check_strict(const char *t, size_t len, const char *name, Error *err)
{
    size_t at;
    if (strict_at(t, len, name, err, &at)) return true;
    /* a syntax error before it is the first thing wrong: cJSON names that */
    size_t bad;
    return json_malformed_at(t, len, &bad) && bad < at;
}
