#include "save.h"
#include <sys/stat.h>
#include "json_lazy.h"
#include "json_scan.h"
#include "json_util.h"
#include "registry.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void record_init(GameRecord *r, const GameModule *m, const CardSet *set, const GameSetup *s, uint64_t seed)
{
    memset(r, 0, sizeof *r);
    r->module = m;
    r->set = set;
    r->setup = *s;
    r->seed = seed;
}

void record_push(GameRecord *r, Action a)
{
    if (r->nactions == r->cap) {
        int cap = r->cap ? r->cap * 2 : 64;
        Action *na = realloc(r->actions, (size_t)cap * sizeof *na);
        if (!na) abort();
        r->actions = na;
        r->cap = cap;
    }
    r->actions[r->nactions++] = a;
}

void record_reserve(GameRecord *r, int n)
{
    if (n <= r->cap) return;
    Action *na = realloc(r->actions, (size_t)n * sizeof *na);
    if (!na) abort();
    r->actions = na;
    r->cap = n;
}

void record_free(GameRecord *r)
{
    free(r->actions);
    r->actions = NULL;
    r->nactions = r->cap = 0;
}

GameState *record_replay(const GameRecord *r, int upto, Error *err)
{
    if (upto < 0 || upto > r->nactions) upto = r->nactions;
    GameState *st = game_new(r->module, &r->setup, r->set, r->seed, err);
    if (!st) return NULL;
    for (int i = 0; i < upto; i++) {
        if (!game_apply_checked(r->module, st, r->actions[i])) {
            error_set(err, NULL, NULL, "action %d of the record is not legal when replayed", i + 1);
            game_free(st);
            return NULL;
        }
    }
    return st;
}

cJSON *save_to_json(const GameRecord *r, Error *err)
{
    const GameModule *m = r->module;
    GameState *st = game_new(m, &r->setup, r->set, r->seed, err);
    if (!st) return NULL;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "format_version", SAVE_FORMAT_VERSION);
    cJSON_AddStringToObject(j, "game", m->id);
    cJSON_AddStringToObject(j, "set", r->set ? r->set->id : "");
    /* the folder too: a user's copy of an installed set keeps the set's id */
    if (r->set && r->set->dir[0]) cJSON_AddStringToObject(j, "set_dir", r->set->dir);
    cJSON_AddItemToObject(j, "setup", setup_to_json(m, &r->setup));
    /* seeds are 64-bit: a string keeps every bit (JSON numbers are doubles) */
    char seed[32];
    snprintf(seed, sizeof seed, "%" PRIu64, r->seed);
    cJSON_AddStringToObject(j, "seed", seed);
    cJSON *acts = cJSON_AddArrayToObject(j, "actions");
    char text[160];
    for (int i = 0; i < r->nactions; i++) {
        m->action_text(st, r->actions[i], text, sizeof text);
        if (!game_apply_checked(m, st, r->actions[i])) {
            error_set(err, NULL, NULL, "cannot save: action %d (\"%s\") is not legal in its position", i + 1, text);
            cJSON_Delete(j);
            game_free(st);
            return NULL;
        }
        cJSON_AddItemToArray(acts, cJSON_CreateString(text));
    }
    game_free(st);
    return j;
}

bool save_write(const char *path, const GameRecord *r, Error *err)
{
    cJSON *j = save_to_json(r, err);
    if (!j) return false;
    bool ok = json_save_file(path, j, err);
    cJSON_Delete(j);
    return ok;
}

/* The damaged-save form of the prefix loaders: any damage fails the load. */
static bool whole_or_nothing(bool ok, int damaged_at, GameRecord *out, GameState **out_state)
{
    if (!ok) return false;
    if (damaged_at < 0) return true;
    game_free(*out_state);
    *out_state = NULL;
    record_free(out);
    return false;
}

bool save_from_json(const cJSON *j, const char *where, SaveSetFinder find_set, void *ctx, GameRecord *out,
                    GameState **out_state, Error *err)
{
    int damaged_at;
    bool ok = save_from_json_prefix(j, where, find_set, ctx, out, out_state, &damaged_at, err);
    return whole_or_nothing(ok, damaged_at, out, out_state);
}

/* Everything but the actions: *out is a record with room for `nactions`
 * (the length of `actions`, counted by the caller) and *out_state the state
 * after setup.  j's "actions" is only checked to be an array.  j is a tree
 * or a lazy document (json_lazy.h: one member at a time). */
static bool save_header(const cJSON *j, const char *where, int nactions, SaveSetFinder find_set, void *ctx,
                        GameRecord *out, GameState **out_state, Error *err)
{
    /* "ui": the program's seat settings, read by src/ui; "serve": a headless
     * host's seats and progress, read by src/net */
    static const char *const KEYS[] = {"format_version", "game", "set", "set_dir", "setup", "seed", "actions", "ui",
                                       "serve", NULL};
    memset(out, 0, sizeof *out);
    *out_state = NULL;
    if (!json_is_object(j)) return error_set(err, where, NULL, "expected a save object {format_version, game, ...}");
    int version;
    char game[32], set_id[64], set_dir[512], seed_text[64];
    if (!json_known_keys(j, KEYS, where, err) ||
        !json_int(j, "format_version", 1, 1000, true, 0, &version, where, err) ||
        !json_str(j, "game", true, "", game, sizeof game, where, err) ||
        !json_str(j, "set", true, "", set_id, sizeof set_id, where, err) ||
        !json_str(j, "set_dir", false, "", set_dir, sizeof set_dir, where, err))
        return false;
    if (version > SAVE_FORMAT_VERSION)
        return error_set(err, where, "format_version", "expected at most %d (this save is from a newer Crowntable), got %d",
                         SAVE_FORMAT_VERSION, version);
    const cJSON *seedj = json_get(j, "seed");
    uint64_t seed;
    if (cJSON_IsString(seedj)) {
        /* the whole text must be a number 0..2^64-1: never clamp or cut it (a
         * different seed would make the first random action look illegal) */
        const char *t = seedj->valuestring;
        char *end;
        errno = 0;
        seed = strtoull(t, &end, 10);
        if (!isdigit((unsigned char)t[0]) || *end || errno == ERANGE) {
            json_brief(seedj, seed_text, sizeof seed_text);
            return error_set(err, where, "seed", "expected a decimal integer 0..18446744073709551615, got %s", seed_text);
        }
    } else if (!json_as_u64(seedj, &seed))
        return error_set(err, where, "seed", "missing or not an integer");
    const GameModule *m = NULL;
    m = games_find(game);
    if (!m) return error_set(err, where, "game", "unknown game \"%s\"", game);
    /* a list or an object stays lazy: read member by member, never whole */
    const cJSON *setupj = json_get_lazy(j, "setup");
    GameSetup setup;
    Error e2;
    if (!setup_from_json(m, setupj, &setup, &e2)) return error_set(err, where, NULL, "%s", e2.msg);
    /* by its folder first (sets in several folders share ids), then by id */
    const CardSet *set = find_set && set_dir[0] ? find_set(m, set_dir, ctx) : NULL;
    if (!set && find_set) set = find_set(m, set_id, ctx);
    if (!set) return error_set(err, where, "set", "card set \"%s\" for %s is not available", set_id, m->title);
    if (!json_is_array(json_get_list(j, "actions")))
        return error_set(err, where, "actions", "expected an array of action texts");
    if (nactions > CT_MAX_SAVE_ACTIONS)
        return error_set(err, where, "actions", "%d actions; a save holds at most %d (save length limit, see \"Limits\" in cards/README.md)",
                         nactions, CT_MAX_SAVE_ACTIONS);
    record_init(out, m, set, &setup, seed);
    GameState *st = game_new(m, &setup, set, seed, &e2);
    if (!st) {
        record_free(out);
        return error_set(err, where, "setup", "%s", e2.msg);
    }
    record_reserve(out, nactions);
    *out_state = st;
    return true;
}

/* Applies the actions (a tree, or a lazy array: each element parsed alone,
 * json_lazy.h) to *st; a damaged one ends the replay (*damaged_at). */
static void replay_actions(const cJSON *acts, const char *where, GameRecord *out, GameState *st, int *damaged_at,
                           Error *err)
{
    const GameModule *m = out->module;
    Error e2;
    JsonCursor cur;
    int i = 0;
    for (const cJSON *a = json_first(acts, &cur); a; a = json_next(acts, &cur), i++) {
        char path[32];
        snprintf(path, sizeof path, "actions[%d]", i);
        Action act;
        if (!cJSON_IsString(a)) { /* an array or object comes lazy: told, never parsed */
            char got[64];
            json_brief(a, got, sizeof got);
            error_set(err, where, path, "expected an action text, got %s", got);
        } else if (game_parse_action(m, st, a->valuestring, &act, &e2) && m->apply(st, act)) {
            record_push(out, act);
            continue;
        } else
            error_set(err, where, path, "%s", e2.msg);
        /* the moves before the damage are a legal game: keep them */
        *damaged_at = i;
        break;
    }
}

bool save_from_json_prefix(const cJSON *j, const char *where, SaveSetFinder find_set, void *ctx, GameRecord *out,
                           GameState **out_state, int *damaged_at, Error *err)
{
    *damaged_at = -1;
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(j, "actions");
    if (!save_header(j, where, cJSON_IsArray(acts) ? cJSON_GetArraySize(acts) : 0, find_set, ctx, out, out_state, err))
        return false;
    replay_actions(acts, where, out, *out_state, damaged_at, err);
    return true;
}

bool save_from_text_prefix(const char *text, size_t len, const char *where, SaveSetFinder find_set, void *ctx,
                           GameRecord *out, GameState **out_state, int *damaged_at, Error *err)
{
    *damaged_at = -1;
    /* The header read one member at a time (a lazy document, which checks
     * the whole text first: every action parses alone), then the actions one
     * at a time: a whole tree would cost ~10x the text (the memory
     * figure), the header's tree alone ~5x a short save's. */
    Error scan_err = {{0}};
    size_t as, ae;
    long n = -1;
    cJSON *head = NULL;
    const char *t = text;
    size_t tl = len;
    /* (a key spelled with an escape: the document reads a respelled copy,
     * and the actions are counted there; a document that is not an object:
     * save_header refuses it, lazily) */
    if (json_check_text(text, len, where, &scan_err) && (head = json_lazy_doc_any(text, len)) &&
        (!json_is_object(head) ||
         (json_scan_member((t = json_lazy_text(head, &tl)), tl, "actions", &as, &ae) && t[as] == '[' &&
          (n = json_scan_count_elements(t, as, ae)) >= 0))) {
        bool ok = save_header(head, where, (int)n, find_set, ctx, out, out_state, err);
        if (ok) replay_actions(json_get_list(head, "actions"), where, out, *out_state, damaged_at, err);
        json_lazy_free(head);
        return ok;
    }
    json_lazy_free(head);
    /* any surprise in the scan: the whole tree, for its exact message */
    cJSON *j = json_parse_text(text, len, where, err);
    if (!j) {
        memset(out, 0, sizeof *out);
        *out_state = NULL;
        return false;
    }
    bool ok = save_from_json_prefix(j, where, find_set, ctx, out, out_state, damaged_at, err);
    cJSON_Delete(j);
    return ok;
}

bool save_load(const char *path, SaveSetFinder find_set, void *ctx, GameRecord *out, GameState **out_state, Error *err)
{
    size_t len;
    char *text = json_read_file(path, &len, err);
    if (!text) {
        memset(out, 0, sizeof *out);
        *out_state = NULL;
        return false;
    }
    int damaged_at;
    bool ok = save_from_text_prefix(text, len, path, find_set, ctx, out, out_state, &damaged_at, err);
    free(text);
    return whole_or_nothing(ok, damaged_at, out, out_state);
}

cJSON *save_read_header(const char *path, int *nactions, Error *err)
{
    *nactions = -1;
    size_t len;
    char *text = json_read_file(path, &len, err);
    if (!text) return NULL;
    Error scan_err = {{0}};
    /* no tree at all: a huge header member (a hostile "ui" or "setup") is
     * never parsed, and the actions are counted in the text */
    cJSON *head = json_check_text(text, len, path, &scan_err) ? json_lazy_doc_own(text, len) : NULL;
    if (!head) {
        head = json_parse_text(text, len, path, err);
        free(text);
    }
    const cJSON *acts = head ? json_get_lazy(head, "actions") : NULL;
    if (json_is_array(acts)) *nactions = json_size(acts);
    return head;
}

bool save_quarantine(const char *path, char *buf, size_t n)
{
    time_t now = time(NULL);
    struct tm tmv;
    localtime_r(&now, &tmv);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tmv);
    for (int k = 0; k < 100; k++) {
        if (k == 0) snprintf(buf, n, "%s.bad-%s", path, stamp);
        else snprintf(buf, n, "%s.bad-%s-%d", path, stamp, k);
        struct stat sb;
        if (lstat(buf, &sb) == 0) continue; /* taken (never opened: it may be a FIFO) */
        return rename(path, buf) == 0;
    }
    return false;
}
