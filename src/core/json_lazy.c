#include "json_lazy.h"
#include "input_limits.h"
#include "json_scan.h"
#include "json_util.h"
#include <stdlib.h>
#include <string.h>

/* A lazy node: a cJSON no parser makes (raw + reference: cJSON_Delete frees
 * neither its text nor a child), its span in valuestring / valueint, and the
 * member its reader last asked for. */
typedef struct Lazy {
    cJSON node;
    cJSON *held;
    char *text; /* a respelled copy the document reads (json_lazy_doc_any) */
} Lazy;
#define LAZY_TYPE (cJSON_Raw | cJSON_IsReference)

static size_t skip_ws(const char *t, size_t len, size_t i)
{
    while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
    return i;
}

/* cJSON accepts exactly t[s..e) as one value */
static bool parses(const char *t, size_t s, size_t e)
{
    cJSON *v = json_parse_span(t, s, e);
    cJSON_Delete(v);
    return v != NULL;
}

/* cJSON's whitespace: every byte up to ' ', NUL included */
static size_t skip_any_ws(const char *t, size_t len, size_t i)
{
    while (i < len && (unsigned char)t[i] <= 32) i++;
    return i;
}

/* One walk serves the check (out NULL: the lazy reader's own spelling, or
 * false) and the respelling (json_lazy_doc_any: a copy to out, minified,
 * each key as cJSON reads it, escapes decoded). */
typedef struct Walk {
    char *out;
    size_t n;
} Walk;

static size_t walk_ws(const Walk *w, const char *t, size_t len, size_t i)
{
    return w->out ? skip_any_ws(t, len, i) : skip_ws(t, len, i);
}

static void emit(Walk *w, const char *s, size_t n)
{
    if (!w->out) return;
    memcpy(w->out + w->n, s, n);
    w->n += n;
}

/* A key decoded to a quote, a backslash or a control byte: no loader asks
 * for one, so its raw spelling (escapes kept) can never match a name the
 * raw compare looks for; each_member decodes it for a message. */
static bool odd_key(const char *k)
{
    for (const char *c = k; *c; c++)
        if (*c == '"' || *c == '\\' || (unsigned char)*c < 0x20) return true;
    return false;
}

static bool walk_key(Walk *w, const char *t, size_t len, size_t *pos)
{
    size_t ks = *pos, i = ks;
    if (i >= len || t[i] != '"' || !json_scan_value(t, len, &i)) return false;
    *pos = i;
    bool escaped = memchr(t + ks, '\\', i - ks) != NULL;
    if (!w->out && !escaped) return parses(t, ks, i);
    cJSON *key = json_parse_span(t, ks, i);
    const char *k = cJSON_GetStringValue(key);
    bool ok = k != NULL;
    if (!w->out) {
        /* a key with an escape ("t\u0075rn") is "turn" to cJSON; the lazy
         * reader compares raw bytes: it needs the respelled copy, but for
         * an odd key, kept as it is spelled */
        ok = ok && odd_key(k);
    } else if (ok && odd_key(k)) {
        /* cut at a raw NUL, as cJSON's key is (walk_value's strings) */
        const char *nul = memchr(t + ks, 0, i - ks);
        emit(w, t + ks, nul ? (size_t)(nul - (t + ks)) : i - ks);
        if (nul) emit(w, "\"", 1);
    } else if (ok) {
        emit(w, "\"", 1);
        emit(w, k, strlen(k));
        emit(w, "\"", 1);
    }
    cJSON_Delete(key);
    return ok;
}

/* One value at *pos, checked the way cJSON reads it but one scalar at a time
 * (containers walked, never parsed whole). */
static bool walk_value(Walk *w, const char *t, size_t len, size_t *pos, int depth)
{
    size_t i = walk_ws(w, t, len, *pos);
    if (i >= len) return false;
    if (t[i] != '{' && t[i] != '[') {
        size_t s = i;
        if (!json_scan_value(t, len, &i) || !parses(t, s, i)) return false;
        /* a string with a raw NUL is, to cJSON, the string up to the NUL
         * (every escape before it complete: it parsed) */
        const char *nul = w->out && t[s] == '"' ? memchr(t + s, 0, i - s) : NULL;
        if (nul) {
            emit(w, t + s, (size_t)(nul - (t + s)));
            emit(w, "\"", 1);
        } else {
            emit(w, t + s, i - s);
        }
        *pos = i;
        return true;
    }
    if (depth > CT_MAX_JSON_DEPTH) return false;
    bool object = t[i] == '{';
    char close = object ? '}' : ']';
    emit(w, t + i, 1);
    i = walk_ws(w, t, len, i + 1);
    if (i < len && t[i] == close) {
        emit(w, t + i, 1);
        *pos = i + 1;
        return true;
    }
    for (;;) {
        if (object) {
            if (!walk_key(w, t, len, &i)) return false;
            i = walk_ws(w, t, len, i);
            if (i >= len || t[i] != ':') return false;
            emit(w, ":", 1);
            i++;
        }
        if (!walk_value(w, t, len, &i, depth + 1)) return false;
        i = walk_ws(w, t, len, i);
        if (i >= len || (t[i] != ',' && t[i] != close)) return false;
        emit(w, t + i, 1);
        if (t[i] == close) {
            *pos = i + 1;
            return true;
        }
        i = walk_ws(w, t, len, i + 1);
    }
}

bool json_lazy_check(const char *t, size_t len)
{
    /* a NUL ends a string early for cJSON, not for the raw key compare */
    if (memchr(t, 0, len)) return false;
    Walk w = {NULL, 0};
    size_t i = skip_ws(t, len, 0);
    if (i >= len || (t[i] != '{' && t[i] != '[') || !walk_value(&w, t, len, &i, 1)) return false;
    return skip_ws(t, len, i) == len;
}

static cJSON *lazy_new(const char *t, size_t s, size_t e)
{
    Lazy *z = calloc(1, sizeof *z);
    if (!z) abort();
    z->node.type = LAZY_TYPE;
    z->node.valuestring = (char *)(t + s);
    z->node.valueint = (int)(e - s);
    return &z->node;
}

cJSON *json_lazy_doc(const char *t, size_t len)
{
    if (!json_lazy_check(t, len)) return NULL;
    size_t s = skip_ws(t, len, 0), e = s;
    if (!json_scan_value(t, len, &e)) return NULL;
    return lazy_new(t, s, e);
}

cJSON *json_lazy_doc_any(const char *t, size_t len)
{
    cJSON *doc = json_lazy_doc(t, len);
    if (doc) return doc;
    /* a key with an escape, a control byte or a NUL between values, a BOM:
     * cJSON reads them; the copy spells them as the lazy reader can (a key
     * never grows when decoded, so the copy is at most len bytes) */
    Walk w = {malloc(len + 1), 0};
    if (!w.out) abort();
    size_t i = len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    i = skip_any_ws(t, len, i);
    if (i < len && (t[i] == '{' || t[i] == '[') && walk_value(&w, t, len, &i, 1) && skip_any_ws(t, len, i) == len) {
        w.out[w.n] = 0;
        if ((doc = json_lazy_doc(w.out, w.n)) != NULL) {
            ((Lazy *)doc)->text = w.out;
            return doc;
        }
    }
    free(w.out);
    return NULL;
}

cJSON *json_lazy_doc_own(char *text, size_t len)
{
    cJSON *doc = json_lazy_doc_any(text, len);
    if (!doc) return NULL;
    Lazy *z = (Lazy *)doc;
    if (z->text) free(text); /* it reads its respelled copy */
    else z->text = text;
    return doc;
}

bool json_is_lazy(const cJSON *v) { return v && v->type == LAZY_TYPE; }

const char *json_lazy_text(const cJSON *doc, size_t *len)
{
    *len = (size_t)doc->valueint;
    return doc->valuestring;
}

/* Frees v and its siblings: lazy nodes with what they hold, tree nodes
 * (which may hold lazy elements: json_get_list) child first. */
static void lazy_delete(cJSON *v)
{
    while (v) {
        cJSON *next = v->next;
        if (json_is_lazy(v)) {
            lazy_delete(((Lazy *)v)->held);
            free(((Lazy *)v)->text);
            free(v);
        } else {
            lazy_delete(v->child);
            v->child = NULL;
            v->next = v->prev = NULL;
            cJSON_Delete(v);
        }
        v = next;
    }
}

void json_lazy_free(cJSON *doc) { lazy_delete(doc); }

bool json_is_object(const cJSON *v) { return json_is_lazy(v) ? v->valuestring[0] == '{' : cJSON_IsObject(v); }
bool json_is_array(const cJSON *v) { return json_is_lazy(v) ? v->valuestring[0] == '[' : cJSON_IsArray(v); }

/* The span of member `key` of the lazy object v. */
static bool lazy_member(const cJSON *v, const char *key, size_t *vs, size_t *ve)
{
    return v->valuestring[0] == '{' && json_scan_member(v->valuestring, (size_t)v->valueint, key, vs, ve);
}

const cJSON *json_lookup(const cJSON *obj, const char *key, cJSON **owned)
{
    *owned = NULL;
    if (!json_is_lazy(obj)) return cJSON_GetObjectItemCaseSensitive(obj, key);
    size_t vs, ve;
    if (!lazy_member(obj, key, &vs, &ve)) return NULL;
    *owned = json_parse_span(obj->valuestring, vs, ve);
    return *owned;
}

/* t[s..e) as a node: an object or array lazy, a scalar parsed */
static cJSON *span_node(const char *t, size_t s, size_t e)
{
    return t[s] == '{' || t[s] == '[' ? lazy_new(t, s, e) : json_parse_span(t, s, e);
}

const cJSON *json_lookup_lazy(const cJSON *obj, const char *key, cJSON **owned)
{
    *owned = NULL;
    if (!json_is_lazy(obj)) return cJSON_GetObjectItemCaseSensitive(obj, key);
    size_t vs, ve;
    if (!lazy_member(obj, key, &vs, &ve)) return NULL;
    return *owned = span_node(obj->valuestring, vs, ve);
}

static Lazy *release(const cJSON *obj)
{
    Lazy *z = (Lazy *)obj;
    lazy_delete(z->held);
    z->held = NULL;
    return z;
}

const cJSON *json_get(const cJSON *obj, const char *key)
{
    if (!json_is_lazy(obj)) return cJSON_GetObjectItemCaseSensitive(obj, key);
    Lazy *z = release(obj);
    return json_lookup(obj, key, &z->held);
}

const cJSON *json_get_lazy(const cJSON *obj, const char *key)
{
    if (!json_is_lazy(obj)) return cJSON_GetObjectItemCaseSensitive(obj, key);
    Lazy *z = release(obj);
    return json_lookup_lazy(obj, key, &z->held);
}

const cJSON *json_get_list(const cJSON *obj, const char *key)
{
    if (!json_is_lazy(obj)) return cJSON_GetObjectItemCaseSensitive(obj, key);
    Lazy *z = release(obj);
    size_t vs, ve;
    const char *t = obj->valuestring;
    if (!lazy_member(obj, key, &vs, &ve)) return NULL;
    return z->held = t[vs] == '[' ? lazy_new(t, vs, ve) : json_parse_span(t, vs, ve);
}

int json_size(const cJSON *arr)
{
    if (!json_is_lazy(arr)) return cJSON_GetArraySize(arr);
    long n = json_is_array(arr) ? json_scan_count_elements(arr->valuestring, 0, (size_t)arr->valueint) : 0;
    return n < 0 ? 0 : (int)n;
}

const cJSON *json_next(const cJSON *arr, JsonCursor *c)
{
    if (!json_is_lazy(arr)) return c->node = c->node ? c->node->next : NULL;
    Lazy *z = release(arr);
    const char *t = arr->valuestring;
    size_t es, ee;
    bool done;
    if (!json_is_array(arr) || !json_scan_next(t, 0, (size_t)arr->valueint, &c->pos, &es, &ee, &done)) return NULL;
    z->held = span_node(t, es, ee);
    if (!z->held) abort(); /* json_lazy_check parsed it */
    return z->held;
}

const cJSON *json_first(const cJSON *arr, JsonCursor *c)
{
    c->pos = 0;
    if (!json_is_lazy(arr)) return c->node = arr ? arr->child : NULL;
    return json_next(arr, c);
}

const cJSON *json_value(const cJSON *v)
{
    if (!json_is_lazy(v)) return v;
    Lazy *z = release(v);
    return z->held = json_parse_span(v->valuestring, 0, (size_t)v->valueint);
}

/* Calls on_key(key) or, when on_member is set, on_member(key, value) for
 * each member of obj in order, until one returns false; false if one did. */
static bool each_member(const cJSON *obj, bool (*on_key)(const char *key, void *ctx),
                        bool (*on_member)(const char *key, const cJSON *value, void *ctx), void *ctx)
{
    if (!json_is_lazy(obj)) {
        for (const cJSON *it = cJSON_IsObject(obj) ? obj->child : NULL; it; it = it->next)
            if (on_member ? !on_member(it->string, it, ctx) : !on_key(it->string, ctx)) return false;
        return true;
    }
    if (!json_is_object(obj)) return true;
    const char *t = obj->valuestring;
    size_t len = (size_t)obj->valueint, i = skip_ws(t, len, 1);
    char key[CT_MAX_STRING_BYTES + 1];
    /* checked by json_lazy_check: "key": value, ... with escape-free keys */
    while (i < len && t[i] == '"') {
        size_t ks = i;
        if (!json_scan_value(t, len, &i)) return true;
        size_t n = i - ks - 2 < sizeof key - 1 ? i - ks - 2 : sizeof key - 1;
        memcpy(key, t + ks + 1, n);
        key[n] = 0;
        if (memchr(key, '\\', n)) {
            /* an odd key (odd_key), kept escaped: cJSON's decoding of it */
            cJSON *d = json_parse_span(t, ks, i);
            const char *k = cJSON_GetStringValue(d);
            n = k ? strlen(k) : 0;
            memcpy(key, k ? k : "", n < sizeof key - 1 ? n : sizeof key - 1);
            key[n < sizeof key - 1 ? n : sizeof key - 1] = 0;
            cJSON_Delete(d);
        }
        i = skip_ws(t, len, i);
        i = skip_ws(t, len, i + 1); /* past ':' */
        size_t vs = i;
        if (!json_scan_value(t, len, &i)) return true;
        if (on_member) {
            cJSON *value = span_node(t, vs, i);
            if (!value) abort(); /* json_lazy_check parsed it */
            bool go_on = on_member(key, value, ctx);
            lazy_delete(value);
            if (!go_on) return false;
        } else if (!on_key(key, ctx)) {
            return false;
        }
        i = skip_ws(t, len, i);
        if (i < len && t[i] == ',') i = skip_ws(t, len, i + 1);
        else break;
    }
    return true;
}

bool json_each_key(const cJSON *obj, bool (*fn)(const char *key, void *ctx), void *ctx)
{
    return each_member(obj, fn, NULL, ctx);
}

bool json_each_member(const cJSON *obj, bool (*fn)(const char *key, const cJSON *value, void *ctx), void *ctx)
{
    return each_member(obj, NULL, fn, ctx);
}

int json_list_size(const cJSON *a, int min, int max)
{
    if (!json_is_array(a)) return -1;
    int n = json_size(a);
    return n >= min && n <= max ? n : -1;
}

bool json_list_ints(const cJSON *a, int n, int lo, int hi, int *out, int *bad_at, const cJSON **bad)
{
    JsonCursor c;
    const cJSON *it = json_first(a, &c);
    for (int i = 0; i < n; i++, it = json_next(a, &c))
        if (!it || !json_as_int(it, lo, hi, &out[i])) {
            *bad_at = i;
            *bad = it;
            return false;
        }
    return true;
}
