/* bw_json.c — Blood Wars positions as JSON.  state_to_json writes every field;
 * state_from_json reads the same document, checks every number's range and
 * every card id, and fills defaults for what a hand-written position leaves
 * out (empty piles, no challenge, rng from seed 1).
 * Round trip: to_json(from_json(to_json(x))) == to_json(x). */
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bw_json.h"
#include "core/json_lazy.h"
#include "core/json_util.h"

static const char *const PHASE_IDS[] = {"assembly", "action", "dissent", "intrigue-warlords", "intrigue-legions",
                                        "invest", "rouse", "combat-warlords", "combat-legions", "fate", "induct",
                                        "cull", "over", NULL};

/* ---- writing ---- */
static cJSON *cards_json(const BwState *s, const int16_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateString(s->set->cards[v[i]].id));
    return a;
}

static cJSON *player_json(const BwState *s, const BwPlayer *p)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "hand", cards_json(s, p->hand, p->nhand));
    cJSON_AddItemToObject(o, "deck", cards_json(s, p->deck, p->ndeck));
    cJSON_AddItemToObject(o, "discard", cards_json(s, p->discard, p->ndiscard));
    cJSON_AddItemToObject(o, "dead", cards_json(s, p->dead, p->ndead));
    cJSON_AddItemToObject(o, "pool", cards_json(s, p->pool, p->npool));
    cJSON_AddNumberToObject(o, "turns", p->turns);
    cJSON *ws = cJSON_AddArrayToObject(o, "warlords");
    for (int k = 0; k < p->nw; k++) {
        const BwWarlord *w = &p->w[k];
        cJSON *wj = cJSON_CreateObject();
        cJSON_AddStringToObject(wj, "card", s->set->cards[w->card].id);
        cJSON_AddBoolToObject(wj, "flipped", w->flipped);
        cJSON *bh = cJSON_AddArrayToObject(wj, "battle");
        for (int j = 0; j < w->nbh; j++) {
            cJSON *b = cJSON_CreateObject();
            cJSON_AddStringToObject(b, "card", s->set->cards[w->bh[j].card].id);
            cJSON_AddNumberToObject(b, "on", w->bh[j].attach);
            cJSON_AddNumberToObject(b, "flags", w->bh[j].flags);
            cJSON_AddNumberToObject(b, "hits", w->bh[j].hits);
            cJSON_AddItemToArray(bh, b);
        }
        cJSON_AddItemToArray(ws, wj);
    }
    return o;
}

static cJSON *ints_json(const int16_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
    return a;
}

static cJSON *challenge_json(const BwState *s)
{
    const BwChallenge *ch = &s->ch;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "type", ch->type);
    cJSON_AddStringToObject(o, "field", ch->field >= 0 ? s->set->cards[ch->field].id : "");
    cJSON *inv = cJSON_AddArrayToObject(o, "involved");
    for (int i = 0; i < ch->ninv; i++) {
        const BwInvolved *v = &ch->inv[i];
        int16_t f[5] = {v->seat, v->slot, v->side, v->is_mod, v->acted};
        cJSON_AddItemToArray(inv, ints_json(f, 5));
    }
    cJSON_AddItemToObject(o, "mod", ints_json(ch->mod, 2));
    for (int side = 0; side < 2; side++) {
        char key[16];
        snprintf(key, sizeof key, "ally%d", side);
        cJSON_AddStringToObject(o, key, ch->ally[side] >= 0 ? s->set->cards[ch->ally[side]].id : "");
    }
    int16_t misc[] = {ch->ally_double[0], ch->ally_double[1], ch->ally_seat[0], ch->ally_seat[1], ch->advocate,
                      ch->passes, ch->invest_side, ch->after_fate, ch->result, ch->total[0], ch->total[1], ch->norder, ch->invested};
    cJSON_AddItemToObject(o, "misc", ints_json(misc, (int)(sizeof misc / sizeof misc[0])));
    int16_t order[BW_MAX_SEATS];
    for (int i = 0; i < ch->norder; i++) order[i] = ch->order[i];
    cJSON_AddItemToObject(o, "order", ints_json(order, ch->norder));
    return o;
}

cJSON *bw_state_to_json(const GameState *st)
{
    const BwState *s = (const BwState *)st;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "game", "blood-wars");
    cJSON_AddNumberToObject(j, "players", s->nplayers);
    cJSON_AddStringToObject(j, "phase", PHASE_IDS[s->phase]);
    cJSON_AddNumberToObject(j, "acting", s->acting);
    cJSON_AddNumberToObject(j, "asker", s->asker);
    cJSON_AddNumberToObject(j, "game_vp", s->game_vp);
    cJSON_AddNumberToObject(j, "muster", s->muster);
    cJSON_AddNumberToObject(j, "exchanges", s->exchanges);
    cJSON_AddBoolToObject(j, "captured", s->captured);
    cJSON_AddNumberToObject(j, "winner", s->winner);
    cJSON_AddNumberToObject(j, "round", s->round);
    cJSON_AddStringToObject(j, "last_event", s->last_event);
    cJSON_AddNumberToObject(j, "event_seq", s->event_seq);
    if (s->private_event[0]) { /* a face-down move's words for its seat (bw_words.c) */
        cJSON_AddStringToObject(j, "private_event", s->private_event);
        cJSON_AddNumberToObject(j, "private_seat", s->private_seat);
    }
    if (s->nreturned > 0) { /* this Assembly's take-backs (undoes_a_take_back) */
        cJSON *r = cJSON_AddArrayToObject(j, "returned");
        for (int i = 0; i < s->nreturned; i++) {
            const BwReturned *t = &s->returned[i];
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "card", s->set->cards[t->card].id);
            cJSON_AddNumberToObject(o, "warlord", t->slot);
            cJSON_AddStringToObject(o, "with", t->partner >= 0 ? s->set->cards[t->partner].id : "");
            cJSON_AddItemToArray(r, o);
        }
    }
    json_add_rng(j, "rng", &s->rng);
    cJSON_AddItemToObject(j, "challenge", challenge_json(s));
    cJSON *seats = cJSON_AddArrayToObject(j, "seats");
    for (int p = 0; p < s->nplayers; p++) cJSON_AddItemToArray(seats, player_json(s, &s->p[p]));
    return j;
}

/* ---- reading ---- */
static const char *const STATE_KEYS[] = {"game", "comment", "set", "players", "phase", "acting", "asker", "game_vp", "muster",
                                         "exchanges", "captured", "winner", "round", "last_event", "rng", "challenge",
                                         "seats", "event_seq", "private_event", "private_seat", "returned", NULL};
static const char *const SEAT_KEYS[] = {"hand", "deck", "discard", "dead", "pool", "turns", "warlords", NULL};
static const char *const WARLORD_KEYS[] = {"card", "flipped", "battle", NULL};
static const char *const BATTLE_KEYS[] = {"card", "on", "flags", "hits", NULL};

static bool read_cards(const cJSON *o, const char *key, const CardSet *set, int16_t *out, int16_t *n, int cap,
                       const char *where, Error *err)
{
    const cJSON *a = json_get_lazy(o, key);
    *n = 0;
    if (!a) return true;
    if (!json_is_array(a)) return error_set(err, where, key, "expected a list of card ids");
    if (json_size(a) > cap) return error_set(err, where, key, "expected at most %d cards", cap);
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(a, &cur); it; it = json_next(a, &cur), i++) {
        int c = cJSON_IsString(it) ? carddb_find(set, it->valuestring) : -1;
        if (c < 0) return error_set(err, where, key, "[%d]: expected a card id of set \"%s\"", i, set->id);
        out[(*n)++] = (int16_t)c;
    }
    return true;
}

/* The list a (named key in messages) of at most n <= 12 integers lo..hi, counted before it is read. */
static bool read_int_list(const cJSON *a, const char *key, int16_t *out, int n, int lo, int hi, const char *where, Error *err)
{
    int len = json_list_size(a, 0, n), v[13], bad_at;
    const cJSON *bad;
    if (len < 0) return error_set(err, where, key, "expected a list of at most %d integers", n);
    if (!json_list_ints(a, len, lo, hi, v, &bad_at, &bad)) {
        char path[48];
        snprintf(path, sizeof path, "%s[%d]", key, bad_at);
        return json_item_int(bad, lo, hi, &v[0], where, path, err);
    }
    for (int i = 0; i < len; i++) out[i] = (int16_t)v[i];
    return true;
}

static bool read_ints(const cJSON *o, const char *key, int16_t *out, int n, int lo, int hi, const char *where, Error *err)
{
    const cJSON *a = json_get_lazy(o, key);
    return !a || read_int_list(a, key, out, n, lo, hi, where, err);
}

static bool read_card_id(const cJSON *o, const char *key, const CardSet *set, int16_t *out, const char *where, Error *err)
{
    char id[64];
    if (!json_str(o, key, false, "", id, sizeof id, where, err)) return false;
    *out = -1;
    if (!id[0]) return true;
    int c = carddb_find(set, id);
    if (c < 0) return error_set(err, where, key, "unknown card id \"%s\"", id);
    *out = (int16_t)c;
    return true;
}

static bool read_warlord(const cJSON *wj, BwWarlord *w, const CardSet *set, const char *where, Error *err)
{
    bool fl;
    if (!json_is_object(wj)) return error_set(err, where, NULL, "expected {card, flipped, battle}");
    if (!json_known_keys(wj, WARLORD_KEYS, where, err)) return false;
    if (!read_card_id(wj, "card", set, &w->card, where, err) || !json_bool(wj, "flipped", false, false, &fl, where, err))
        return false;
    if (w->card < 0 || bw_card(set, w->card)->type != BT_WARLORD) return error_set(err, where, "card", "expected a warlord");
    w->flipped = fl;
    const cJSON *bh = json_get_lazy(wj, "battle");
    if (bh && json_list_size(bh, 0, BW_BATTLE_MAX) < 0)
        return error_set(err, where, "battle", "expected a list of at most %d battle-hand cards", BW_BATTLE_MAX);
    int j = 0;
    JsonCursor cur;
    for (const cJSON *b = json_first(bh, &cur); b; b = json_next(bh, &cur), j++) {
        char at[700];
        snprintf(at, sizeof at, "%s: battle[%d]", where, j);
        int on, flags, hits;
        if (!json_is_object(b)) return error_set(err, at, NULL, "expected {card, on, flags, hits}");
        if (!json_known_keys(b, BATTLE_KEYS, at, err)) return false;
        if (!read_card_id(b, "card", set, &w->bh[j].card, at, err) || !json_int(b, "on", -1, BW_BATTLE_MAX - 1, false, -1, &on, at, err) ||
            !json_int(b, "flags", 0, 7, false, 0, &flags, at, err) || !json_int(b, "hits", 0, 1, false, 0, &hits, at, err))
            return false;
        if (w->bh[j].card < 0) return error_set(err, at, "card", "missing");
        /* a card is stacked after the legion it goes on (returning a legion
         * takes its Acolytes by index: fuzz_position found a self-attached
         * card that made "return" run off the battle hand) */
        if (on >= 0 && (on >= j || bw_card(set, w->bh[on].card)->type != BT_LEGION ||
                        bw_card(set, w->bh[j].card)->type == BT_LEGION))
            return error_set(err, at, "on", "%d: expected -1, or the index of an earlier legion in this battle hand "
                             "for a card that is not a legion", on);
        w->bh[j].attach = (int8_t)on;
        w->bh[j].flags = (uint8_t)flags;
        w->bh[j].hits = (int8_t)hits;
    }
    w->nbh = (int8_t)j;
    return true;
}

static bool read_player(const cJSON *pj, BwPlayer *p, const CardSet *set, const char *where, Error *err)
{
    int turns;
    if (!json_is_object(pj)) return error_set(err, where, NULL, "expected a seat object");
    if (!json_known_keys(pj, SEAT_KEYS, where, err)) return false;
    if (!read_cards(pj, "hand", set, p->hand, &p->nhand, BW_HAND_MAX, where, err) ||
        !read_cards(pj, "deck", set, p->deck, &p->ndeck, BW_MAX_DECK, where, err) ||
        !read_cards(pj, "discard", set, p->discard, &p->ndiscard, BW_MAX_DECK, where, err) ||
        !read_cards(pj, "dead", set, p->dead, &p->ndead, BW_MAX_DECK, where, err) ||
        !read_cards(pj, "pool", set, p->pool, &p->npool, BW_POOL_MAX, where, err) ||
        !json_int(pj, "turns", 0, 10000, false, 0, &turns, where, err))
        return false;
    p->turns = (int16_t)turns;
    const cJSON *ws = json_get_lazy(pj, "warlords");
    if (ws && json_list_size(ws, 0, BW_WARLORDS) < 0)
        return error_set(err, where, "warlords", "expected a list of at most %d warlords", BW_WARLORDS);
    int k = 0;
    JsonCursor cur;
    for (const cJSON *w = json_first(ws, &cur); w; w = json_next(ws, &cur), k++) {
        char at[700];
        snprintf(at, sizeof at, "%s: warlords[%d]", where, k);
        if (!read_warlord(w, &p->w[k], set, at, err)) return false;
    }
    p->nw = (int8_t)k;
    return true;
}

/* "returned": the Assembly's take-backs, [{card, warlord, with}] (after the seats: a warlord slot must exist). */
static bool read_returned(const cJSON *a, BwState *s, const CardSet *set, Error *err)
{
    static const char *const KEYS[] = {"card", "warlord", "with", NULL};
    if (json_list_size(a, 0, BW_EXCHANGES) < 0)
        return error_set(err, "state", "returned", "expected a list of at most %d {card, warlord, with}", BW_EXCHANGES);
    int i = 0, slot;
    JsonCursor cur;
    for (const cJSON *o = json_first(a, &cur); o; o = json_next(a, &cur), i++) {
        char at[48];
        snprintf(at, sizeof at, "state: returned[%d]", i);
        BwReturned *t = &s->returned[i];
        if (!json_is_object(o)) return error_set(err, at, NULL, "expected {card, warlord, with}");
        if (!json_known_keys(o, KEYS, at, err) || !read_card_id(o, "card", set, &t->card, at, err) ||
            !json_int(o, "warlord", 0, s->p[s->acting].nw - 1, true, 0, &slot, at, err) ||
            !read_card_id(o, "with", set, &t->partner, at, err))
            return false;
        if (t->card < 0) return error_set(err, at, "card", "missing");
        t->slot = (int16_t)slot;
    }
    s->nreturned = (int8_t)i;
    return true;
}

static bool read_challenge(const cJSON *o, BwState *s, const CardSet *set, Error *err)
{
    BwChallenge *ch = &s->ch;
    const char *where = "challenge";
    int type;
    if (!json_is_object(o)) return error_set(err, "state", where, "expected an object");
    if (!json_int(o, "type", -1, 1, false, -1, &type, where, err) || !read_card_id(o, "field", set, &ch->field, where, err) ||
        !read_card_id(o, "ally0", set, &ch->ally[0], where, err) || !read_card_id(o, "ally1", set, &ch->ally[1], where, err) ||
        !read_ints(o, "mod", ch->mod, 2, -999, 999, where, err))
        return false;
    ch->type = (int8_t)type;
    const cJSON *inv = json_get_lazy(o, "involved");
    if (inv && json_list_size(inv, 0, BW_MAX_SEATS) < 0)
        return error_set(err, where, "involved", "expected at most %d [seat, slot, side, is_mod, acted] lists", BW_MAX_SEATS);
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(inv, &cur); it; it = json_next(inv, &cur), i++) {
        int16_t f[5] = {0};
        if (json_list_size(it, 5, 5) < 0 || !read_int_list(it, "v", f, 5, -99, 99, where, err)) return error_set(err, where, "involved", "[%d]: expected [seat, slot, side, is_mod, acted]", i);
        if (f[0] < 0 || f[0] >= s->nplayers || f[1] < 0 || f[1] >= s->p[f[0]].nw || f[2] < 0 || f[2] > 1)
            return error_set(err, where, "involved", "[%d]: no such warlord", i);
        ch->inv[i] = (BwInvolved){(int8_t)f[0], (int8_t)f[1], (int8_t)f[2], (int8_t)f[3], f[4] != 0};
    }
    ch->ninv = (int8_t)i;
    int16_t misc[13] = {0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0}, order[BW_MAX_SEATS] = {0};
    if (!read_ints(o, "misc", misc, 13, -999, 999, where, err) || !read_ints(o, "order", order, BW_MAX_SEATS, 0, BW_MAX_SEATS - 1, where, err))
        return false;
    /* each is an index or a count somewhere: out of range they read past the
     * arrays (fuzz_position: norder 6 ran off order[5]) */
    const struct { int min, max; const char *name; } MISC[13] = {
        {0, 1, "ally_double[0]"}, {0, 1, "ally_double[1]"}, {0, s->nplayers - 1, "ally_seat[0]"},
        {0, s->nplayers - 1, "ally_seat[1]"}, {0, (1 << s->nplayers) - 1, "advocate"}, {0, 2 * BW_MAX_SEATS, "passes"},
        {0, 1, "invest_side"}, {0, BP_OVER, "after_fate"}, {-1, 1, "result"}, {-999, 999, "total[0]"},
        {-999, 999, "total[1]"}, {0, s->nplayers, "norder"}, {0, BW_BATTLE_MAX, "invested"}};
    for (int k = 0; k < 13; k++)
        if (misc[k] < MISC[k].min || misc[k] > MISC[k].max)
            return error_set(err, where, "misc", "[%d] (%s): expected %d..%d, got %d", k, MISC[k].name, MISC[k].min,
                             MISC[k].max, misc[k]);
    for (int k = 0; k < misc[11]; k++)
        if (order[k] >= s->nplayers)
            return error_set(err, where, "order", "[%d]: seat %d; expected a seat of the %d at the table", k, order[k],
                             s->nplayers);
    ch->ally_double[0] = misc[0] != 0;
    ch->ally_double[1] = misc[1] != 0;
    ch->ally_seat[0] = (int8_t)misc[2];
    ch->ally_seat[1] = (int8_t)misc[3];
    ch->advocate = (uint8_t)misc[4];
    ch->passes = (int8_t)misc[5];
    ch->invest_side = (int8_t)misc[6];
    ch->after_fate = (int8_t)misc[7];
    ch->result = (int8_t)misc[8];
    ch->total[0] = misc[9];
    ch->total[1] = misc[10];
    ch->invested = (int8_t)misc[12];
    ch->norder = (int8_t)misc[11];
    if (!json_get_lazy(o, "misc")) { /* hand-written: the window order from the acting seat */
        ch->norder = s->nplayers;
        for (int k = 0; k < s->nplayers; k++) ch->order[k] = (int8_t)((s->acting - k + s->nplayers) % s->nplayers);
    } else
        for (int k = 0; k < ch->norder; k++) ch->order[k] = (int8_t)order[k];
    return true;
}

bool bw_state_from_json(GameState *st, const cJSON *j, const CardSet *set, Error *err)
{
    BwState *s = (BwState *)st;
    memset(s, 0, sizeof *s);
    s->set = set;
    const char *w = "state";
    int n, phase, acting, asker, vp, muster, exch, winner, round, seq, private_seat;
    bool captured;
    char ev[sizeof s->last_event];
    if (!json_is_object(j)) return error_set(err, w, NULL, "expected an object");
    if (!json_known_keys(j, STATE_KEYS, w, err)) return false;
    if (!json_int(j, "players", 2, BW_MAX_SEATS, true, 2, &n, w, err) ||
        !json_enum(j, "phase", PHASE_IDS, true, 0, &phase, w, err) || !json_int(j, "acting", 0, n - 1, true, 0, &acting, w, err) ||
        !json_int(j, "asker", 0, BW_MAX_SEATS, false, 0, &asker, w, err) ||
        !json_int(j, "game_vp", 1, 99, false, 13, &vp, w, err) || !json_int(j, "muster", 0, 99, false, 2, &muster, w, err) ||
        !json_int(j, "exchanges", 0, BW_EXCHANGES, false, 0, &exch, w, err) ||
        !json_bool(j, "captured", false, false, &captured, w, err) || !json_int(j, "winner", -2, n - 1, false, -1, &winner, w, err) ||
        !json_int(j, "round", 0, 30000, false, 0, &round, w, err) ||
        !json_str(j, "last_event", false, "", ev, sizeof ev, w, err) ||
        !json_int(j, "event_seq", 0, INT_MAX, false, 0, &seq, w, err) ||
        !json_str(j, "private_event", false, "", s->private_event, sizeof s->private_event, w, err) ||
        !json_int(j, "private_seat", -1, n - 1, false, -1, &private_seat, w, err))
        return false;
    s->private_seat = (int8_t)private_seat;
    s->event_seq = (uint32_t)seq;
    s->nplayers = (int8_t)n;
    s->phase = (int8_t)phase;
    s->acting = (int8_t)acting;
    s->asker = (int8_t)asker;
    s->game_vp = (int8_t)vp;
    s->muster = (int8_t)muster;
    s->exchanges = (int8_t)exch;
    s->captured = captured;
    s->winner = (int8_t)winner;
    s->round = (int16_t)round;
    snprintf(s->last_event, sizeof s->last_event, "%s", ev);
    rng_seed(&s->rng, 1);
    if (!json_read_rng(j, "rng", &s->rng, w, err)) return false;
    const cJSON *seats = json_get_lazy(j, "seats");
    if (json_list_size(seats, n, n) < 0)
        return error_set(err, w, "seats", "expected a list of %d seat objects", n);
    int p = 0;
    JsonCursor cur;
    for (const cJSON *pj = json_first(seats, &cur); pj; pj = json_next(seats, &cur), p++) {
        char at[64];
        snprintf(at, sizeof at, "state: seats[%d]", p);
        if (!read_player(pj, &s->p[p], set, at, err)) return false;
    }
    const cJSON *ret = json_get_lazy(j, "returned");
    if (ret && !read_returned(ret, s, set, err)) return false;
    s->ch.type = -1;
    s->ch.field = s->ch.ally[0] = s->ch.ally[1] = -1;
    s->ch.result = -1;
    const cJSON *ch = json_get_lazy(j, "challenge");
    if (ch && !read_challenge(ch, s, set, err)) return false;
    return true;
}
