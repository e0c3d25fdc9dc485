/* json_scan.h — finds the byte span of a JSON value without building a tree,
 * so a loader can parse a big document one piece at a time (a card set, one
 * card at a time: cJSON has no streaming API and its tree costs 64+ bytes a
 * value, ~10x the text).  The scan knows strings, escapes and brackets only;
 * it does not check numbers or literals: cJSON still parses every span, and a
 * caller falls back to parsing the whole document (for its exact error
 * message) whenever a scan fails. */
#ifndef CT_JSON_SCAN_H
#define CT_JSON_SCAN_H
#include <stdbool.h>
#include <stddef.h>

/* The first byte at or after i that is not JSON whitespace (space, tab, CR, LF). */
size_t json_scan_skip_ws(const char *t, size_t len, size_t i);
/* Skips whitespace, then one value starting at *pos (< len); on success *pos
 * is just past it.  False for a truncated or unbalanced value. */
bool json_scan_value(const char *t, size_t len, size_t *pos);
/* In the object that is the whole document t[0..len), the value of the first
 * member named `key` (an exact, escape-free key): t[*vstart..*vend). */
bool json_scan_member(const char *t, size_t len, const char *key, size_t *vstart, size_t *vend);
/* Walks the elements of the array t[start..end) (t[start] == '['): call with
 * *pos = start first, then with the *pos it leaves; each true gives the next element t[*es..*ee); false at
 * the end (*done = true) or on a malformed array (*done = false). */
bool json_scan_next(const char *t, size_t start, size_t end, size_t *pos, size_t *es, size_t *ee, bool *done);

/* Elements of the array t[start..end) (t[start] == '['), or -1 when the
 * scan fails: a pre-count, so a loader sizes its result once. */
long json_scan_count_elements(const char *t, size_t start, size_t end);

/* Values in t[start..end) (1 + commas + brackets outside strings: exact for
 * valid JSON but for empty arrays/objects, which count one too many). */
long json_scan_count_values(const char *t, size_t start, size_t end);

#endif
