#include "readers_agree.h"
#include "core/json_util.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char why[1400];

void save_read_free(SaveRead *r)
{
    if (!r->ok) return;
    game_free(r->st);
    record_free(&r->rec);
    r->ok = false;
}

const char *save_readers_differ(const char *text, size_t len, SaveSetFinder find_set, void *ctx, SaveRead *walk)
{
    SaveRead tree = {0};
    memset(walk, 0, sizeof *walk);
    walk->damaged_at = tree.damaged_at = -2;
    walk->ok = save_from_text_prefix(text, len, "save", find_set, ctx, &walk->rec, &walk->st, &walk->damaged_at, &walk->err);
    cJSON *j = json_parse_text(text, len, "save", &tree.err);
    tree.ok = j && save_from_json_prefix(j, "save", find_set, ctx, &tree.rec, &tree.st, &tree.damaged_at, &tree.err);
    cJSON_Delete(j);
    const char *out = NULL;
    if (walk->ok != tree.ok || strcmp(walk->err.msg, tree.err.msg) != 0) {
        snprintf(why, sizeof why, "the text walk and the tree disagree: %d \"%s\" vs %d \"%s\"", walk->ok, walk->err.msg,
                 tree.ok, tree.err.msg);
        out = why;
    } else if (walk->ok && (walk->damaged_at != tree.damaged_at || walk->rec.nactions != tree.rec.nactions ||
                            memcmp(walk->st, tree.st, tree.rec.module->state_size) != 0)) {
        snprintf(why, sizeof why, "the text walk and the tree restore different games (damaged at %d vs %d, %d vs %d actions)",
                 walk->damaged_at, tree.damaged_at, walk->rec.nactions, tree.rec.nactions);
        out = why;
    }
    save_read_free(&tree);
    return out;
}

static char *dump(const GameModule *m, const GameState *st)
{
    cJSON *j = m->state_to_json(st);
    char *t = j ? cJSON_PrintUnformatted(j) : NULL;
    cJSON_Delete(j);
    return t;
}

const char *position_readers_differ(const GameModule *m, const CardSet *set, const char *text, size_t len,
                                    GameState **st, Error *err)
{
    Error e1 = {{0}}, e2 = {{0}};
    GameState *lazy = game_from_text(m, text, len, "position", set, &e1);
    cJSON *j = json_parse_text(text, len, "position", &e2);
    GameState *tree = j ? game_from_json(m, j, set, &e2) : NULL;
    cJSON_Delete(j);
    const char *out = NULL;
    if (!lazy != !tree || strcmp(e1.msg, e2.msg) != 0) {
        snprintf(why, sizeof why, "%s: member by member and the tree disagree: %s \"%s\" vs %s \"%s\"", m->id,
                 lazy ? "loads" : "refused", e1.msg, tree ? "loads" : "refused", e2.msg);
        out = why;
    } else if (lazy) {
        char *a = dump(m, lazy), *b = dump(m, tree);
        if (!a || !b || strcmp(a, b) != 0) {
            snprintf(why, sizeof why, "%s: member by member and the tree load different states:\n%.600s\n%.600s", m->id,
                     a ? a : "?", b ? b : "?");
            out = why;
        }
        cJSON_free(a);
        cJSON_free(b);
    }
    game_free(tree);
    if (err) *err = e1;
    if (st) *st = lazy;
    else game_free(lazy);
    return out;
}

const char *malformed_readers_differ(const char *text, size_t len)
{
    const char *end = NULL;
    cJSON *whole = cJSON_ParseWithLengthOpts(text, len + 1, &end, true);
    size_t at = 0;
    bool found = json_malformed_at(text, len, &at);
    if (whole) {
        cJSON_Delete(whole);
        if (!found) return NULL;
        snprintf(why, sizeof why, "cJSON parses the text, json_malformed_at says it breaks at %zu", at);
        return why;
    }
    size_t tree_at = end && end >= text ? (size_t)(end - text) : 0;
    if (found && at == tree_at) return NULL;
    if (!found) /* allowed: the caller then parses the text whole, for its exact offset */
        return NULL;
    snprintf(why, sizeof why, "cJSON breaks at %zu, json_malformed_at says %zu (near \"%.20s\")", tree_at, at,
             text + tree_at);
    return why;
}
