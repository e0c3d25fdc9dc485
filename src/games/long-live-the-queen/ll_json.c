/* ll_json.c — Long Live the Queen positions as JSON (saves of a position,
 * tests, designers).  state_to_json writes every field; state_from_json
 * accepts the same document and fills sensible defaults for the fields a
 * hand-written position may leave out (see RULES-NOTES.md, "Position files").
 * Round trip: to_json(from_json(to_json(x))) == to_json(x). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "core/json_lazy.h"
#include "core/json_util.h"
#include "ll.h"

const char *const ll_phase_ids[6] = {"setup", "roll", "choice", "reposition", "over", NULL};
const char *const ll_pending_ids[LL_PC_COUNT + 1] = {"none", "schemer", "noble", "gambler", "entertainer-give",
                                                     "entertainer-take", "princess", "pilot", "spy", NULL};
static const char *const STEP_IDS[] = {"activate", "turn-up", NULL};

bool ll_fill_template(LlState *s, const CardSet *set, Error *err)
{
    int n = 0;
    for (int c = 0; c < set->ncards; c++) {
        if (!ll_card(set, c)) return error_set(err, set->id, "cards", "card %d has no tile fields", c);
        for (int k = 0; k < set->cards[c].copies; k++) {
            if (n >= LL_TILES) return error_set(err, set->id, "cards", "expected %d tiles per side, got more", LL_TILES);
            s->tile_card[n++] = (int8_t)c;
        }
    }
    if (n != LL_TILES) return error_set(err, set->id, "cards", "expected %d tiles per side, got %d", LL_TILES, n);
    return true;
}

/* ------------------------------------------------------------- writing */

static cJSON *tokens_json(const int8_t *t)
{
    cJSON *o = cJSON_CreateObject();
    for (int c = 0; c < LL_NCOL; c++) cJSON_AddNumberToObject(o, ll_colour_ids[c], t[c]);
    return o;
}

static void flags_str(const uint8_t *f, char *buf)
{
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) buf[pos - LL_POS_MIN] = f[pos] ? '1' : '0';
    buf[LL_LINE] = 0;
}

static cJSON *card_or_null(const LlState *s, int c)
{
    if (c < 0 || c >= s->set->ncards) return cJSON_CreateNull();
    return cJSON_CreateString(s->set->cards[c].id);
}

cJSON *ll_state_to_json(const GameState *st)
{
    const LlState *s = (const LlState *)(const void *)st;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "game", "long-live-the-queen");
    cJSON_AddStringToObject(j, "set", s->set ? s->set->id : "");
    cJSON_AddStringToObject(j, "phase", ll_phase_ids[s->phase]);
    cJSON_AddNumberToObject(j, "setup_seat", s->setup_seat);
    cJSON_AddNumberToObject(j, "current", s->cur);
    cJSON_AddNumberToObject(j, "starter", s->starter);
    cJSON_AddNumberToObject(j, "turn", s->turn);
    cJSON_AddNumberToObject(j, "winner", s->winner);
    cJSON_AddNumberToObject(j, "active", s->active);
    int d[2] = {s->dice[0], s->dice[1]};
    cJSON_AddItemToObject(j, "dice", cJSON_CreateIntArray(d, 2));
    cJSON *sd = cJSON_CreateArray();
    for (int p = 0; p < 2; p++) {
        int x[2] = {s->start_dice[p][0], s->start_dice[p][1]};
        cJSON_AddItemToArray(sd, cJSON_CreateIntArray(x, 2));
    }
    cJSON_AddItemToObject(j, "start_dice", sd);
    json_add_rng(j, "rng", &s->rng);
    cJSON_AddItemToObject(j, "supply", tokens_json(s->supply));
    cJSON *players = cJSON_CreateArray();
    for (int p = 0; p < 2; p++) {
        cJSON *pj = cJSON_CreateObject();
        cJSON_AddItemToObject(pj, "master", card_or_null(s, s->card[p][LL_MASTER]));
        cJSON_AddBoolToObject(pj, "master_up", s->up[p][LL_MASTER]);
        cJSON_AddBoolToObject(pj, "master_known", s->known[p][LL_MASTER]);
        cJSON *line = cJSON_CreateArray();
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) cJSON_AddItemToArray(line, card_or_null(s, s->card[p][pos]));
        cJSON_AddItemToObject(pj, "line", line);
        char f[LL_LINE + 1];
        flags_str(s->up[p], f);
        cJSON_AddStringToObject(pj, "up", f);
        flags_str(s->known[p], f);
        cJSON_AddStringToObject(pj, "known", f);
        flags_str(s->downed[p], f);
        cJSON_AddStringToObject(pj, "downed", f);
        cJSON_AddItemToObject(pj, "tokens", tokens_json(s->tokens[p]));
        if (s->setup_swaps[p]) cJSON_AddNumberToObject(pj, "setup_swaps", s->setup_swaps[p]);
        cJSON_AddItemToArray(players, pj);
    }
    cJSON_AddItemToObject(j, "players", players);
    cJSON *steps = cJSON_CreateArray();
    for (int i = 0; i < s->nsteps; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", STEP_IDS[s->steps[i].type]);
        cJSON_AddNumberToObject(o, "player", s->steps[i].player);
        cJSON_AddNumberToObject(o, "pos", s->steps[i].pos);
        cJSON_AddItemToArray(steps, o);
    }
    cJSON_AddItemToObject(j, "steps", steps);
    cJSON_AddNumberToObject(j, "step", s->stepi);
    if (s->pend == LL_PC_NONE) cJSON_AddNullToObject(j, "pending");
    else {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kind", ll_pending_ids[s->pend]);
        cJSON_AddNumberToObject(o, "player", s->pend_player);
        cJSON_AddNumberToObject(o, "count", s->pend_count);
        cJSON_AddItemToObject(j, "pending", o);
    }
    cJSON_AddStringToObject(j, "result", s->result);
    cJSON_AddStringToObject(j, "last_event", s->last_event);
    cJSON_AddStringToObject(j, "private_event", s->private_event);
    cJSON_AddNumberToObject(j, "private_seat", s->private_seat);
    cJSON_AddStringToObject(j, "turn_log", s->turn_log);
    cJSON_AddNumberToObject(j, "event_seq", s->event_seq);
    cJSON *h = cJSON_CreateArray();
    for (int i = 0; i < s->nhist; i++) cJSON_AddItemToArray(h, cJSON_CreateString(s->hist[i]));
    cJSON_AddItemToObject(j, "history", h);
    return j;
}

/* ------------------------------------------------------------- reading */

static bool read_tokens(const cJSON *obj, const char *key, int8_t *out, bool *given, const char *where, Error *err)
{
    char w[160];
    const cJSON *t = json_get_lazy(obj, key);
    *given = t != NULL;
    memset(out, 0, LL_NCOL);
    if (!t) return true;
    snprintf(w, sizeof w, "%s.%s", where, key);
    if (!json_is_object(t)) return error_set(err, w, NULL, "expected {\"red\": n, \"yellow\": n, \"blue\": n}");
    static const char *const keys[] = {"red", "yellow", "blue", NULL};
    if (!json_known_keys(t, keys, w, err)) return false;
    for (int c = 0; c < LL_NCOL; c++) {
        int v;
        if (!json_int(t, ll_colour_ids[c], 0, LL_PER_COLOUR - 1 + (strcmp(key, "supply") == 0), false, 0, &v, w, err))
            return false;
        out[c] = (int8_t)v;
    }
    return true;
}

static bool read_flags(const cJSON *obj, const char *key, uint8_t *out, const char *where, Error *err)
{
    const cJSON *f = json_get_lazy(obj, key);
    if (!f) return true;
    if (!cJSON_IsString(f) || strlen(f->valuestring) != LL_LINE || strspn(f->valuestring, "01") != LL_LINE) {
        char got[64];
        json_brief(f, got, sizeof got);
        return error_set(err, where, key, "expected 11 characters '0'/'1' for positions 2..12, got %s", got);
    }
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) out[pos] = f->valuestring[pos - LL_POS_MIN] == '1';
    return true;
}

static bool read_card(const CardSet *set, const cJSON *v, int8_t *out, const char *where, const char *key, Error *err)
{
    if (!v || cJSON_IsNull(v)) {
        *out = -1;
        return true;
    }
    int c = cJSON_IsString(v) ? carddb_find(set, v->valuestring) : -1;
    if (c < 0) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, where, key, "expected a tile id of set \"%s\" or null, got %s", set->id, got);
    }
    *out = (int8_t)c;
    return true;
}

static bool read_player(LlState *s, const cJSON *pj, int p, bool *tokens_given, Error *err)
{
    char where[64];
    snprintf(where, sizeof where, "state: players[%d]", p);
    if (!json_is_object(pj)) return error_set(err, where, NULL, "expected a player object {master, line, up, tokens}");
    static const char *const keys[] = {"master", "master_up", "master_known", "line", "up", "known", "downed", "tokens", "setup_swaps", NULL};
    if (!json_known_keys(pj, keys, where, err)) return false;
    int swaps;
    if (!json_int(pj, "setup_swaps", 0, LL_SETUP_SWAPS, false, 0, &swaps, where, err)) return false;
    s->setup_swaps[p] = (int8_t)swaps;
    if (!read_card(s->set, json_get_lazy(pj, "master"), &s->card[p][LL_MASTER], where, "master", err))
        return false;
    bool b;
    if (!json_bool(pj, "master_up", false, false, &b, where, err)) return false;
    s->up[p][LL_MASTER] = b;
    if (!json_bool(pj, "master_known", false, false, &b, where, err)) return false;
    s->known[p][LL_MASTER] = b;
    const cJSON *line = json_get_lazy(pj, "line");
    if (json_list_size(line, LL_LINE, LL_LINE) < 0)
        return error_set(err, where, "line", "expected an array of 11 tile ids (positions 2..12, null = empty)");
    int pos = LL_POS_MIN;
    JsonCursor cur;
    for (const cJSON *it = json_first(line, &cur); it; it = json_next(line, &cur), pos++) {
        char key[24];
        snprintf(key, sizeof key, "line[%d]", pos - LL_POS_MIN);
        if (!read_card(s->set, it, &s->card[p][pos], where, key, err)) return false;
    }
    if (!read_flags(pj, "up", s->up[p], where, err) || !read_flags(pj, "known", s->known[p], where, err) ||
        !read_flags(pj, "downed", s->downed[p], where, err))
        return false;
    /* flags describe a tile: an empty slot (during setup) has none, and a
     * flag there would not survive the round trip */
    for (int q = 0; q < LL_SLOTS; q++)
        if (q != 1 && s->card[p][q] < 0 && (s->up[p][q] || s->known[p][q] || s->downed[p][q])) {
            if (q == LL_MASTER) return error_set(err, where, "master_up", "set, but there is no Master tile");
            char key[40];
            snprintf(key, sizeof key, "up/known/downed[%d]", q - LL_POS_MIN);
            return error_set(err, where, key, "a flag is set on position %d, which holds no tile", q);
        }
    /* a face-up tile is known to everyone */
    for (int q = 0; q < LL_SLOTS; q++)
        if (s->up[p][q] && s->card[p][q] >= 0) s->known[p][q] = 1;
    if (!read_tokens(pj, "tokens", s->tokens[p], tokens_given, where, err)) return false;
    /* the tiles must be this set's: no tile more often than it exists */
    int have[LL_MAX_CARDS] = {0}, want[LL_MAX_CARDS] = {0};
    for (int t = 0; t < LL_TILES; t++) want[s->tile_card[t]]++;
    for (int q = 0; q < LL_SLOTS; q++)
        if (q != 1 && s->card[p][q] >= 0) have[s->card[p][q]]++;
    for (int c = 0; c < s->set->ncards && c < LL_MAX_CARDS; c++)
        if (have[c] > want[c])
            return error_set(err, where, "line", "tile \"%s\" appears %d times, the set has %d", s->set->cards[c].id,
                             have[c], want[c]);
    for (int c = 0; c < s->set->ncards && c < LL_MAX_CARDS; c++) {
        if (s->phase != LL_PH_SETUP && have[c] != want[c])
            return error_set(err, where, "line", "tile \"%s\" is missing (outside setup the line and Master hold "
                             "all 12 tiles)", s->set->cards[c].id);
    }
    if (s->card[p][LL_MASTER] >= 0 && !ll_card(s->set, s->card[p][LL_MASTER])->can_be_master)
        return error_set(err, where, "master", "\"%s\" may not be Master", s->set->cards[s->card[p][LL_MASTER]].id);
    return true;
}

static bool read_str(const cJSON *j, const char *key, char *out, size_t n, Error *err)
{
    return json_str(j, key, false, "", out, n, "state", err);
}

bool ll_state_from_json(GameState *st, const cJSON *j, const CardSet *set, Error *err)
{
    static LlState zero;
    LlState tmp = zero; /* built aside: st is untouched on error */
    LlState *s = &tmp;
    const char *W = "state";
    if (!set) return error_set(err, W, NULL, "a tile set is needed");
    if (!json_is_object(j)) return error_set(err, W, NULL, "expected a position object");
    static const char *const keys[] = {"game", "set", "phase", "setup_seat", "current", "starter", "turn", "winner",
                                       "active", "dice", "start_dice", "rng", "seed", "supply", "players", "steps",
                                       "step", "pending", "result", "last_event", "private_event", "private_seat",
                                       "turn_log", "history", "event_seq", NULL};
    if (!json_known_keys(j, keys, W, err)) return false;
    char game[40];
    if (!json_str(j, "game", false, "long-live-the-queen", game, sizeof game, W, err)) return false;
    if (strcmp(game, "long-live-the-queen") != 0)
        return error_set(err, W, "game", "expected \"long-live-the-queen\", got \"%s\"", game);
    if (!ll_fill_template(s, set, err)) return false;
    s->set = set;
    int v;
    if (!json_enum(j, "phase", ll_phase_ids, false, LL_PH_ROLL, &v, W, err)) return false;
    s->phase = (int8_t)v;
    if (!json_int(j, "setup_seat", 0, 1, false, 0, &v, W, err)) return false;
    s->setup_seat = (int8_t)v;
    if (!json_int(j, "current", 0, 1, false, 0, &v, W, err)) return false;
    s->cur = (int8_t)v;
    if (!json_int(j, "starter", 0, 1, false, 0, &v, W, err)) return false;
    s->starter = (int8_t)v;
    if (!json_int(j, "turn", 0, 30000, false, s->phase == LL_PH_SETUP ? 0 : 2, &v, W, err)) return false;
    s->turn = (int16_t)v;
    if (!json_int(j, "winner", -1, 2, false, -1, &v, W, err)) return false;
    s->winner = (int8_t)v;
    if (!json_int(j, "active", 0, LL_POS_MAX, false, 0, &v, W, err)) return false;
    s->active = (int8_t)v;
    if (s->active == 1) return error_set(err, W, "active", "expected 0 (none) or a position 2..12, got 1");

    /* lists counted before they are read (json_list_size): no tree */
    const cJSON *dice = json_get_lazy(j, "dice");
    int face[2], bad_at;
    const cJSON *bad;
    if (dice) {
        if (json_list_size(dice, 2, 2) < 0) return error_set(err, W, "dice", "expected two die faces [a, b]");
        if (!json_list_ints(dice, 2, 0, 6, face, &bad_at, &bad))
            return error_set(err, W, "dice", "expected faces 1..6 (0 = not rolled)");
        for (int i = 0; i < 2; i++) s->dice[i] = (int8_t)face[i];
    }
    const cJSON *sd = json_get_lazy(j, "start_dice");
    if (sd) {
        if (json_list_size(sd, 2, 2) < 0) return error_set(err, W, "start_dice", "expected [[a, b], [c, d]]");
        JsonCursor sc;
        const cJSON *pr = json_first(sd, &sc);
        for (int p = 0; p < 2; p++, pr = json_next(sd, &sc)) {
            if (json_list_size(pr, 2, 2) < 0) return error_set(err, W, "start_dice", "expected [[a, b], [c, d]]");
            if (!json_list_ints(pr, 2, 0, 6, face, &bad_at, &bad))
                return error_set(err, W, "start_dice", "expected faces 1..6 (0 = not rolled)");
            for (int i = 0; i < 2; i++) s->start_dice[p][i] = (int8_t)face[i];
        }
    }
    if (json_get_lazy(j, "rng")) {
        if (!json_read_rng(j, "rng", &s->rng, W, err)) return false;
    } else {
        int seed;
        if (!json_int(j, "seed", 0, 2000000000, false, 1, &seed, W, err)) return false;
        rng_seed(&s->rng, (uint64_t)seed);
    }

    const cJSON *players = json_get_lazy(j, "players");
    if (json_list_size(players, 2, 2) < 0)
        return error_set(err, W, "players", "expected an array of 2 players");
    memset(s->card, -1, sizeof s->card);
    bool tok_given[2];
    JsonCursor cur;
    const cJSON *pj = json_first(players, &cur);
    for (int p = 0; p < 2; p++, pj = json_next(players, &cur))
        if (!read_player(s, pj, p, &tok_given[p], err)) return false;
    bool sup_given;
    if (!read_tokens(j, "supply", s->supply, &sup_given, W, err)) return false;
    for (int c = 0; c < LL_NCOL; c++) {
        int held = s->tokens[0][c] + s->tokens[1][c];
        if (!sup_given) s->supply[c] = (int8_t)(LL_PER_COLOUR - held);
        if (s->supply[c] < 0 || s->supply[c] + held != LL_PER_COLOUR)
            return error_set(err, W, "supply", "%s: supply %d + held %d must be %d", ll_colour_ids[c], s->supply[c],
                             held, LL_PER_COLOUR);
    }

    const cJSON *steps = json_get_lazy(j, "steps");
    if (steps) {
        if (json_list_size(steps, 0, 2) < 0) return error_set(err, W, "steps", "expected at most 2 steps {type, player, pos}");
        int i = 0;
        JsonCursor sc;
        for (const cJSON *it = json_first(steps, &sc); it; it = json_next(steps, &sc), i++) {
            char w[32];
            snprintf(w, sizeof w, "state: steps[%d]", i);
            int ty, pl, pos;
            if (!json_enum(it, "type", STEP_IDS, true, 0, &ty, w, err) ||
                !json_int(it, "player", 0, 1, true, 0, &pl, w, err) ||
                !json_int(it, "pos", LL_POS_MIN, LL_POS_MAX, true, 0, &pos, w, err))
                return false;
            s->steps[i] = (LlStep){(int8_t)ty, (int8_t)pl, (int8_t)pos, 0};
        }
        s->nsteps = (int8_t)i;
    }
    if (!json_int(j, "step", 0, 2, false, 0, &v, W, err)) return false;
    s->stepi = (int8_t)v;
    const cJSON *pend = json_get_lazy(j, "pending");
    if (pend && !cJSON_IsNull(pend)) {
        const char *w = "state: pending";
        int kind, pl, cnt;
        static const char *const pkeys[] = {"kind", "player", "count", NULL};
        if (!json_is_object(pend)) return error_set(err, W, "pending", "expected null or {kind, player, count}");
        if (!json_known_keys(pend, pkeys, w, err) || !json_enum(pend, "kind", ll_pending_ids, true, 0, &kind, w, err) ||
            !json_int(pend, "player", 0, 1, true, 0, &pl, w, err) ||
            !json_int(pend, "count", 0, 2, false, 1, &cnt, w, err))
            return false;
        s->pend = (int8_t)kind;
        s->pend_player = (int8_t)pl;
        s->pend_count = (int8_t)cnt;
    }
    if (s->phase == LL_PH_SETUP && s->setup_seat == 1)
        for (int slot = 0; slot < LL_SLOTS; slot++)
            if (slot != 1 && s->card[0][slot] < 0)
                return error_set(err, W, "setup_seat", "seat 1 sets up only after seat 0's line and Master are complete");
    if (s->phase == LL_PH_CHOICE && (s->pend == LL_PC_NONE || s->stepi >= s->nsteps))
        return error_set(err, W, "pending", "phase \"choice\" needs a pending choice and the step it belongs to");
    if (s->phase != LL_PH_CHOICE && s->pend != LL_PC_NONE)
        return error_set(err, W, "pending", "expected null outside phase \"choice\"");
    if (s->phase == LL_PH_OVER && s->winner < 0)
        return error_set(err, W, "winner", "phase \"over\" needs a winner (0, 1, or 2 for a draw)");
    if (s->phase != LL_PH_OVER && s->winner >= 0)
        return error_set(err, W, "winner", "expected -1 while the game goes on");

    if (!read_str(j, "result", s->result, sizeof s->result, err) ||
        !read_str(j, "last_event", s->last_event, sizeof s->last_event, err) ||
        !read_str(j, "private_event", s->private_event, sizeof s->private_event, err) ||
        !read_str(j, "turn_log", s->turn_log, sizeof s->turn_log, err))
        return false;
    if (!json_int(j, "private_seat", -1, 1, false, -1, &v, W, err)) return false;
    s->private_seat = (int8_t)v;
    if (!json_int(j, "event_seq", 0, INT_MAX, false, 0, &v, W, err)) return false;
    s->event_seq = (uint32_t)v;
    const cJSON *h = json_get_lazy(j, "history");
    if (h) {
        if (json_list_size(h, 0, LL_HIST) < 0)
            return error_set(err, W, "history", "expected an array of at most %d strings", LL_HIST);
        JsonCursor hc;
        for (const cJSON *it = json_first(h, &hc); it; it = json_next(h, &hc)) {
            if (!cJSON_IsString(it)) return error_set(err, W, "history", "expected strings");
            snprintf(s->hist[s->nhist++], sizeof s->hist[0], "%s", it->valuestring);
        }
    }
    if (s->phase != LL_PH_OVER) { /* a playable position offers at least one action */
        Action acts[64];
        if (long_live_the_queen_module.legal_actions((const GameState *)(const void *)s, acts, 64) == 0)
            return error_set(err, W, "phase", "the position offers no legal action (e.g. no tile left that may be Master)");
    }
    memcpy(st, s, sizeof *s);
    return true;
}
