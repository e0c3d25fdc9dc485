/* json_util.h — typed reads from cJSON that report problems as
 * "where: key: expected X, got Y". `where` is the caller's prefix, e.g.
 * "cards/queens-court/classic/set.json: cards[3] \"duke\"".
 *
 * Every loader (each game's cards, decks, positions; saves; layouts; new games
 * too) reads files with json_load_file and numbers with json_int / json_as_int
 * / json_item_int: they check the double's range BEFORE converting (a cast of
 * 1e300 to int is undefined behaviour) and the parse enforces the limits in
 * input_limits.h (file size, nesting depth, string length, value count). Use
 * them and those limits; never read valueint or cast valuedouble yourself. */
#ifndef CT_JSON_UTIL_H
#define CT_JSON_UTIL_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cjson/cJSON.h>
#include "error.h"
#include "input_limits.h"

/* Reads a whole file and parses it. On failure err names the file and, for a
 * syntax error, the line and column. Caller frees with cJSON_Delete. */
cJSON *json_load_file(const char *path, Error *err);
/* The text of a file (NUL-terminated, *len bytes) under the file size limit;
 * caller frees. For loaders that parse a document piece by piece. */
char *json_read_file(const char *path, size_t *len, Error *err);
/* The limits json_parse_text checks before parsing (size, depth, string
 * length, value count), for text parsed piece by piece. */
bool json_check_text(const char *text, size_t len, const char *name, Error *err);
/* What cJSON accepts but no loader may: a key twice in one object, a NUL
 * in a string (raw or \u0000), bytes that are not UTF-8; err names the file,
 * the JSON path, the line and the column (json_strict.c).  Part of
 * json_check_text. */
bool json_check_strict(const char *text, size_t len, const char *name, Error *err);
/* The line and column (both from 1) of byte off of text, as errors name them. */
void json_line_col(const char *text, size_t off, int *line, int *col);
/* Parses text[0..len) (text[len] must be NUL) under the limits of
 * input_limits.h; `name` is the file named in errors. */
cJSON *json_parse_text(const char *text, size_t len, const char *name, Error *err);
/* True when text[0..len) is malformed JSON, with *off where cJSON's parse of
 * it fails, found without building the tree of all before the error
 * (json_malformed.c); false for a well-formed text (or any doubt: the
 * caller parses it). */
bool json_malformed_at(const char *text, size_t len, size_t *off);
/* Exactly the value t[vs..ve) (a span from json_scan.h), or NULL. */
cJSON *json_parse_span(const char *t, size_t vs, size_t ve);
/* The value of the top-level member `key` of the document t[0..len), parsed
 * alone (not the whole tree); NULL if missing or if the scan fails. */
cJSON *json_parse_member(const char *t, size_t len, const char *key);
/* Writes atomically: temp file in the same folder, fsync, rename. */
bool json_save_file(const char *path, const cJSON *json, Error *err);
bool file_write_atomic(const char *path, const char *data, size_t len, Error *err);
/* Removes "*.tmp-<pid>" files left in dir by a writer that died mid-save
 * (no process holds the file's lock: file_write_atomic holds it while it
 * writes); returns how many. Call at start for the save folders. */
int file_clean_stale_temps(const char *dir);
/* Creates dir if missing; false with the reason ("Permission denied") if it
 * cannot be created or is not a folder. */
bool dir_ensure(const char *dir, Error *err);

/* Each returns false (with err set) if the key is present but of the wrong
 * type/range, or missing while required. If missing and optional, *out = def. */
bool json_int(const cJSON *obj, const char *key, int min, int max, bool required, int def,
              int *out, const char *where, Error *err);
/* The one range-checked conversion: true with *out set when v is a number
 * with no fraction in min..max. Never converts a double that does not fit. */
bool json_as_int(const cJSON *v, int min, int max, int *out);
/* Same for 0..UINT64_MAX (seeds); false for fractions, negatives, >= 2^64. */
bool json_as_u64(const cJSON *v, uint64_t *out);
/* json_as_int for an array element or value already fetched: on failure
 * err = "where: path: expected an integer min..max, got X". */
bool json_item_int(const cJSON *v, int min, int max, int *out, const char *where, const char *path, Error *err);
bool json_bool(const cJSON *obj, const char *key, bool required, bool def, bool *out,
               const char *where, Error *err);
bool json_str(const cJSON *obj, const char *key, bool required, const char *def, char *out,
              size_t n, const char *where, Error *err);
/* One of `choices` (NULL-terminated); *out = index. */
bool json_enum(const cJSON *obj, const char *key, const char *const *choices, bool required,
               int def, int *out, const char *where, Error *err);
/* Reports the first key of obj not in `allowed` (NULL-terminated). */
bool json_known_keys(const cJSON *obj, const char *const *allowed, const char *where, Error *err);
/* Adds every key of obj not in `allowed` to problems; true when there is none. */
bool json_report_unknown_keys(const cJSON *obj, const char *const *allowed, const char *where, Report *problems);
/* An Rng as 4 hex strings under `key` (positions keep the state's generator). */
struct Rng;
void json_add_rng(cJSON *obj, const char *key, const struct Rng *r);
/* Reads it back; a missing key leaves *r alone and returns true. */
bool json_read_rng(const cJSON *obj, const char *key, struct Rng *r, const char *where, Error *err);
/* Short printable form of a value for messages ("\"9x\"", "true", "{...}"). */
void json_brief(const cJSON *v, char *buf, size_t n);

#endif
