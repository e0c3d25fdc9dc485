/* json_lazy.h — a JSON document read one member at a time: positions, a
 * save's header and actions, a card set's header (a loader's peak
 * memory within 4x its input).  A cJSON tree costs
 * ~90 bytes a value while a position holds a value every 6-12 bytes of text,
 * so a reader that parses the whole document first holds ~10x the file.
 *
 * A lazy node stands for an object or array still in the text: reading a
 * member parses that member's value alone.  The readers below take a tree
 * node or a lazy one alike, so one state_from_json serves both (a test or
 * the set reloader hands it a tree; a position file is read lazily):
 *
 *   json_is_object / json_is_array     cJSON_IsObject / cJSON_IsArray
 *   json_get(obj, key)                 cJSON_GetObjectItemCaseSensitive
 *   json_get_list(obj, key)            the same, for an array read with
 *                                      json_size / json_first / json_next
 *                                      (from a lazy object: a lazy array,
 *                                      each element parsed alone in turn)
 *   json_size(arr)                     cJSON_GetArraySize
 *   for (it = json_first(arr, &c); it; it = json_next(arr, &c))
 *                                      for (it = arr->child; it; it = it->next)
 *                                      (an element that is an object or
 *                                      array comes lazy: read its members)
 *   json_value(v)                      v as a tree (a lazy v parsed whole)
 *
 * Ownership: what json_get / json_get_list return from a lazy node lives
 * until the next json_get / json_get_lazy / json_get_list / json_first / json_next /
 * json_value on that same node (one member at a
 * time: that is the point), or until the document is freed.  json_int,
 * json_str... (json_util.h) take lazy objects too and keep nothing.
 *
 * Exactness: json_lazy_check validates the whole text first, piece by piece
 * (each number, string and key parsed alone by cJSON), and refuses anything
 * a lazy reader could read differently from a tree (a key with an escape
 * that decodes to a plain name; one that decodes to a quote, a backslash or
 * a control byte is kept as spelled: no reader asks for it, and the key
 * walk decodes it for a message);
 * the caller then parses the whole text, for the tree's result and message. */
#ifndef CT_JSON_LAZY_H
#define CT_JSON_LAZY_H
#include <stdbool.h>
#include <stddef.h>
#include <cjson/cJSON.h>

/* True if t[0..len) is one JSON object that a lazy reader reads exactly as
 * cJSON's tree (valid syntax, keys without escapes); the text limits
 * (json_check_text) are the caller's.  A top-level array passes too: every
 * loader refuses a document that is not an object, and a lazy array lets it
 * say so without a tree (a hostile 60,000-number document: ~37x). */
bool json_lazy_check(const char *t, size_t len);
/* The object (or array) t[0..len) as a lazy node (t must outlive it), or NULL when
 * json_lazy_check refuses it.  Free with json_lazy_free. */
cJSON *json_lazy_doc(const char *t, size_t len);
/* json_lazy_doc, or for a text cJSON reads that the check refuses for its
 * spelling alone (a key with an escape, a control byte or NUL between
 * values, a NUL inside a string value or key: the copy ends the string
 * there, as cJSON's does; a byte order mark), a lazy document of a copy spelled the way the
 * lazy reader reads it (the document owns it): so a hostile text costs no
 * tree for an escaped key.  NULL if the tree is needed after all.  A reader
 * that scans spans too takes them from json_lazy_text, not from t. */
cJSON *json_lazy_doc_any(const char *t, size_t len);
/* json_lazy_doc_any of a text the document then owns (frees): for a
 * document that outlives its reader.  NULL (text still the caller's) when
 * json_lazy_doc_any gives none. */
cJSON *json_lazy_doc_own(char *text, size_t len);
/* The text a document from json_lazy_doc / json_lazy_doc_any reads (t, or
 * its respelled copy, minified), for a reader that also scans spans of it. */
const char *json_lazy_text(const cJSON *doc, size_t *len);
/* Frees a lazy document and what its readers still hold. */
void json_lazy_free(cJSON *doc);

bool json_is_lazy(const cJSON *v);
bool json_is_object(const cJSON *v);
bool json_is_array(const cJSON *v);
const cJSON *json_get(const cJSON *obj, const char *key);
const cJSON *json_get_list(const cJSON *obj, const char *key);
int json_size(const cJSON *arr);
typedef struct JsonCursor {
    const cJSON *node;
    size_t pos;
} JsonCursor;
const cJSON *json_first(const cJSON *arr, JsonCursor *c);
const cJSON *json_next(const cJSON *arr, JsonCursor *c);
/* v itself as a tree: a lazy v parsed whole (held by v like a member),
 * a tree node returned as it is. */
const cJSON *json_value(const cJSON *v);

/* For json_util's readers: the member `key` of obj; parsed into *owned
 * (which the caller deletes) when obj is lazy, else borrowed (*owned NULL). */
const cJSON *json_lookup(const cJSON *obj, const char *key, cJSON **owned);
/* json_lookup for a reader that wants a scalar, or a list it checks the size
 * of before reading: an object or array member of a lazy obj comes lazy, not
 * parsed (a hostile 60,000-number array costs no tree).  Free *owned with
 * json_lazy_free. */
const cJSON *json_lookup_lazy(const cJSON *obj, const char *key, cJSON **owned);
/* json_get, but an object or array member of a lazy obj comes lazy (read it
 * with json_get*, json_size, json_first...; json_value parses it whole).
 * Lives like json_get's result. */
const cJSON *json_get_lazy(const cJSON *obj, const char *key);
/* Calls fn with each key of the object obj (tree or lazy) in order, until fn
 * returns false; false if fn stopped it. */
bool json_each_key(const cJSON *obj, bool (*fn)(const char *key, void *ctx), void *ctx);
/* The same with each member's value too (every member, repeated keys
 * included, as a tree visits them): from a lazy obj an object or array value
 * comes lazy, a scalar parsed, and lives until fn returns. */
bool json_each_member(const cJSON *obj, bool (*fn)(const char *key, const cJSON *value, void *ctx), void *ctx);

/* Counted lists, for every loader of a position member (a hostile
 * 60,000-number member costs no tree).  Take the member with json_get_lazy
 * (an array or object stays text), then:
 *   json_list_size(a, min, max)   its element count, counted in the text
 *                                 before any element is parsed: the count
 *                                 when a is an array of min..max elements,
 *                                 else -1 (the caller words its message);
 *   json_list_ints(a, n, ...)     its first n elements as integers.
 * Both take a tree or a lazy node alike. */
int json_list_size(const cJSON *a, int min, int max);
/* The first n elements of the array a as integers lo..hi into out[0..n),
 * parsed one at a time: true if all n are such integers; else false with
 * *bad_at the index of the first that is not and *bad that element (NULL
 * when a has fewer than n; for json_brief / json_item_int's message; it
 * lives until the next json_first / json_next on a). */
bool json_list_ints(const cJSON *a, int n, int lo, int hi, int *out, int *bad_at, const cJSON **bad);

#endif
