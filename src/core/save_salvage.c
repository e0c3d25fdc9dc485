/* save_salvage.c — a save cut short (a kill mid-write, a full disk) or
 * damaged part-way still holds its game: the header members whole and the
 * moves up to the damage.  The text is walked member by member as far as it
 * parses; the moves array element by element; what parses is written out as
 * a well-formed save, which is then loaded as any save is. */
#include "save.h"
#include "json_lazy.h"
#include "json_scan.h"
#include "json_util.h"
#include "textbuf.h"
#include <stdlib.h>
#include <string.h>

/* t[s..e) parses alone and passes the strict check. */
static bool span_good(const char *t, size_t s, size_t e)
{
    cJSON *v = json_parse_span(t, s, e);
    if (!v) return false;
    cJSON_Delete(v);
    Error ignored;
    return json_check_strict(t + s, e - s, "", &ignored);
}

static void where_at(const char *t, size_t off, Error *why)
{
    int line, col;
    json_line_col(t, off, &line, &col);
    error_set(why, NULL, NULL, "the file is cut short or damaged at line %d, column %d", line, col);
}

/* The moves array at t[v] == '[': each element that parses, up to the
 * first that does not; true if the array was whole (*end past it). */
static bool salvage_actions(const char *t, size_t len, size_t v, TextBuf *o, int *kept, size_t *end, size_t *bad)
{
    textbuf_put(o, "\"actions\":[", 11);
    size_t pos = v, es, ee;
    bool done = false;
    *kept = 0;
    while (json_scan_next(t, v, len, &pos, &es, &ee, &done)) {
        if (!span_good(t, es, ee)) {
            *bad = es;
            done = false;
            break;
        }
        if (*kept) textbuf_put(o, ",", 1);
        textbuf_put(o, t + es, ee - es);
        ++*kept;
    }
    textbuf_put(o, "]", 1);
    if (!done) {
        if (!*bad) *bad = pos;
        return false;
    }
    pos = json_scan_skip_ws(t, len, pos);
    *end = pos + 1; /* past the ']' */
    return true;
}

char *save_salvage_text(const char *t, size_t len, size_t *out_len, int *kept_actions, Error *why)
{
    *kept_actions = -1;
    size_t i = json_scan_skip_ws(t, len, len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0);
    if (i >= len || t[i] != '{') return NULL;
    TextBuf o = {0};
    textbuf_put(&o, "{", 1);
    int members = 0, nseen = 0;
    size_t bad = 0, seen[32][2];
    bool whole = false;
    i = json_scan_skip_ws(t, len, i + 1);
    while (i < len && t[i] == '"') {
        size_t ks = i, ke = i;
        if (!json_scan_value(t, len, &ke) || !span_good(t, ks, ke)) break;
        /* a key given twice is damage too: what came before it is kept */
        bool again = false;
        for (int k = 0; k < nseen && !again; k++)
            again = seen[k][1] - seen[k][0] == ke - ks && memcmp(t + seen[k][0], t + ks, ke - ks) == 0;
        if (again || nseen == 32) break;
        seen[nseen][0] = ks;
        seen[nseen++][1] = ke;
        size_t c = json_scan_skip_ws(t, len, ke);
        if (c >= len || t[c] != ':') break;
        size_t v = json_scan_skip_ws(t, len, c + 1), ve = v;
        bool actions = ke - ks == 9 && memcmp(t + ks, "\"actions\"", 9) == 0;
        if (actions && v < len && t[v] == '[') {
            if (members) textbuf_put(&o, ",", 1);
            members++;
            size_t end = 0;
            if (!salvage_actions(t, len, v, &o, kept_actions, &end, &bad)) break;
            ve = end;
        } else {
            if (!json_scan_value(t, len, &ve) || !span_good(t, v, ve)) break;
            if (members) textbuf_put(&o, ",", 1);
            members++;
            textbuf_put(&o, t + ks, ve - ks);
        }
        i = json_scan_skip_ws(t, len, ve);
        if (i < len && t[i] == ',') {
            i = json_scan_skip_ws(t, len, i + 1);
            continue;
        }
        whole = i < len && t[i] == '}' && json_scan_skip_ws(t, len, i + 1) == len;
        break;
    }
    textbuf_put(&o, "}", 1);
    /* nothing to salvage: the text is whole (a loader's own message says
     * what else is wrong with it), or it holds no moves to keep */
    if (whole || *kept_actions < 0) {
        free(o.buf);
        *kept_actions = -1;
        return NULL;
    }
    where_at(t, bad ? bad : i, why);
    *out_len = o.len;
    return o.buf;
}

char *save_text_to_load(char *text, size_t *len, const char *where, bool *salvaged, Error *why)
{
    *salvaged = false;
    Error ignored;
    if (json_check_text(text, *len, where, &ignored) && json_lazy_check(text, *len)) return text;
    size_t flen;
    int kept; /* the moves that parse; the replay says how many apply */
    Error cut = {{0}};
    char *fixed = save_salvage_text(text, *len, &flen, &kept, &cut);
    if (!fixed) return text;
    free(text);
    *len = flen;
    *salvaged = true;
    error_set(why, where, NULL, "%s", cut.msg);
    return fixed;
}

bool save_load_restoring(const char *path, SaveSetFinder find_set, void *ctx, GameRecord *out, GameState **out_state,
                         bool *damaged, Error *why, Error *err)
{
    *damaged = false;
    memset(out, 0, sizeof *out);
    *out_state = NULL;
    size_t len;
    char *text = json_read_file(path, &len, err);
    if (!text) return false;
    bool salvaged;
    text = save_text_to_load(text, &len, path, &salvaged, why);
    int damaged_at = -1;
    bool ok = save_from_text_prefix(text, len, path, find_set, ctx, out, out_state, &damaged_at, err);
    free(text);
    if (ok && damaged_at >= 0) *why = *err; /* an action that does not apply: it says which */
    *damaged = ok && (salvaged || damaged_at >= 0);
    return ok;
}
