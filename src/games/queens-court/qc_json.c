/* qc_json.c — a Queen's Court position as JSON and back.
 *
 * {
 *   "game": "queens-court", "players": 3, "mode": "classic"|"wild", "wager": false,
 *   "round": 1, "half": "first"|"second", "starter": 0, "turn": 1,
 *   "over": false, "winner": 2 (only when over),
 *   "rng": ["16 hex digits" x4]  (or "seed": n when writing a position by hand),
 *   "deck": [cards, bottom .. top],  "gloves_left": 5,  "pot": 0,
 *   "seats": [{"hand": [cards], "left": [bottom .. top], "right": [...],
 *              "wins": 0, "coins": 0}, ...],
 *   "rounds_played": 1,  "event_seq": 14 (plays so far: View.event_seq),
 *   "history": [{"round": 1, "result": "win"|"tie"|"none", "winners": [seats],
 *                "gained": [seats], "spread": 0, "cards": 4,
 *                "seat_spreads": [0, 3], "seat_cards": [4, 5]}],  (per seat, optional;
 *                spread 10 is two Queens)
 *   "last": {"seat": 0, "card": 7, "target": 2, "pile": "left", "drew": 1,
 *            "events": ["zero_spread", "locked_in", "second_half", "round_end", "game_end"],
 *            with "round_end" among them (optional, for the round's summary):
 *            "round_end": [[left, right, spread, cards] per seat],
 *            "round_end_table": {"gloves_left": 0, "seats": [{"hand": [cards],
 *                "left": [its top cards, at most 16], "left_cards": 23, "right": [...],
 *                "right_cards": 9}]}  (the table as the round ended: view_round_end)}
 * }
 * A card is 1..10 (a noble of that rank), "queen" or "glove".  Most keys are
 * optional when writing a position by hand; the writer emits all of them so
 * a state round-trips exactly.  Errors name the JSON path. */
#include "qc.h"
#include "core/json_lazy.h"
#include "core/json_util.h"
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const TOP_KEYS[] = {"game", "comment", "set", "players", "mode", "wager", "round", "half", "starter", "turn",
                                       "over", "winner", "rng", "seed", "deck", "gloves_left", "pot", "seats",
                                       "rounds_played", "history", "last", "event_seq", NULL};
static const char *const SEAT_KEYS[] = {"hand", "left", "right", "wins", "coins", NULL};
static const char *const HIST_KEYS[] = {"round", "result", "winners", "gained", "spread", "cards", "seat_spreads", "seat_cards", NULL};
static const char *const LAST_KEYS[] = {"seat", "card", "target", "pile", "drew", "events", "round_end", "round_end_table", NULL};
static const char *const END_TABLE_KEYS[] = {"gloves_left", "seats", NULL};
static const char *const END_SEAT_KEYS[] = {"hand", "left", "left_cards", "right", "right_cards", NULL};
static const char *const MODES[] = {"classic", "wild", NULL};
static const char *const HALVES[] = {"first", "second", NULL};
static const char *const PILES[] = {"left", "right", NULL};
static const char *const RESULTS[] = {"win", "tie", "none", NULL};
static const char *const EVENTS[] = {"zero_spread", "locked_in", "second_half", "round_end", "game_end", NULL};

/* ---------------- writing ---------------- */

static cJSON *card_json(int code)
{
    return code <= 10 ? cJSON_CreateNumber(code) : cJSON_CreateString(qc_code_word(code));
}

static cJSON *cards_json(const int8_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, card_json(v[i]));
    return a;
}

static cJSON *seats_json(uint8_t mask, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int p = 0; p < n; p++)
        if ((mask >> p) & 1) cJSON_AddItemToArray(a, cJSON_CreateNumber(p));
    return a;
}

/* The table as the last round ended (QcState.end_pile...). */
static cJSON *end_table_json(const QcState *st)
{
    cJSON *t = cJSON_CreateObject();
    cJSON_AddNumberToObject(t, "gloves_left", st->end_gloves);
    cJSON *seats = cJSON_AddArrayToObject(t, "seats");
    for (int p = 0; p < st->nplayers; p++) {
        cJSON *s = cJSON_CreateObject();
        cJSON *h = cJSON_AddArrayToObject(s, "hand");
        for (int c = 1; c < QC_NCODES; c++)
            for (int i = 0; i < st->end_hand[p][c]; i++) cJSON_AddItemToArray(h, card_json(c));
        for (int k = 0; k < 2; k++) {
            int len = st->end_pilelen[p][k], shown = len < QC_END_PILE ? len : QC_END_PILE;
            char key[16];
            cJSON_AddItemToObject(s, PILES[k], cards_json(st->end_pile[p][k], shown));
            snprintf(key, sizeof key, "%s_cards", PILES[k]);
            cJSON_AddNumberToObject(s, key, len);
        }
        cJSON_AddItemToArray(seats, s);
    }
    return t;
}

cJSON *qc_state_to_json(const GameState *gs)
{
    const QcState *st = (const QcState *)gs;
    int n = st->nplayers;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "game", "queens-court");
    cJSON_AddNumberToObject(j, "players", n);
    cJSON_AddStringToObject(j, "mode", MODES[st->mode]);
    cJSON_AddBoolToObject(j, "wager", st->wager);
    cJSON_AddNumberToObject(j, "round", st->round);
    cJSON_AddStringToObject(j, "half", HALVES[st->half - 1]);
    cJSON_AddNumberToObject(j, "starter", st->starter);
    cJSON_AddNumberToObject(j, "turn", st->turn);
    cJSON_AddBoolToObject(j, "over", st->over);
    if (st->over) cJSON_AddNumberToObject(j, "winner", st->winner);
    json_add_rng(j, "rng", &st->rng);
    cJSON_AddItemToObject(j, "deck", cards_json(st->deck, st->ndeck));
    cJSON_AddNumberToObject(j, "gloves_left", st->gloves_left);
    cJSON_AddNumberToObject(j, "pot", st->pot);
    cJSON *seats = cJSON_AddArrayToObject(j, "seats");
    for (int p = 0; p < n; p++) {
        cJSON *s = cJSON_CreateObject();
        cJSON *h = cJSON_AddArrayToObject(s, "hand");
        for (int c = 1; c < QC_NCODES; c++)
            for (int i = 0; i < st->hand[p][c]; i++) cJSON_AddItemToArray(h, card_json(c));
        cJSON_AddItemToObject(s, "left", cards_json(st->pile[p][0], st->pilelen[p][0]));
        cJSON_AddItemToObject(s, "right", cards_json(st->pile[p][1], st->pilelen[p][1]));
        cJSON_AddNumberToObject(s, "wins", st->wins[p]);
        cJSON_AddNumberToObject(s, "coins", st->coins[p]);
        cJSON_AddItemToArray(seats, s);
    }
    cJSON_AddNumberToObject(j, "rounds_played", st->nhist);
    cJSON_AddNumberToObject(j, "event_seq", st->event_seq);
    cJSON *hist = cJSON_AddArrayToObject(j, "history");
    for (int i = 0; i < qc_hist_kept(st); i++) {
        const QcRoundRec *r = qc_hist_at(st, i);
        cJSON *h = cJSON_CreateObject();
        cJSON_AddNumberToObject(h, "round", r->round);
        cJSON_AddStringToObject(h, "result", RESULTS[r->kind - 1]);
        cJSON_AddItemToObject(h, "winners", seats_json(r->winners, n));
        cJSON_AddItemToObject(h, "gained", seats_json(r->gained, n));
        cJSON_AddNumberToObject(h, "spread", r->spread);
        cJSON_AddNumberToObject(h, "cards", r->cards);
        if (r->seat_spread[0] >= 0) { /* known: every seat's, for "How it went" */
            int sp[QC_MAXP], cn[QC_MAXP];
            for (int p = 0; p < n; p++) {
                sp[p] = r->seat_spread[p];
                cn[p] = r->seat_cards[p];
            }
            cJSON_AddItemToObject(h, "seat_spreads", cJSON_CreateIntArray(sp, n));
            cJSON_AddItemToObject(h, "seat_cards", cJSON_CreateIntArray(cn, n));
        }
        cJSON_AddItemToArray(hist, h);
    }
    if (st->last_seat >= 0) {
        cJSON *l = cJSON_AddObjectToObject(j, "last");
        cJSON_AddNumberToObject(l, "seat", st->last_seat);
        cJSON_AddItemToObject(l, "card", card_json(st->last_code));
        cJSON_AddNumberToObject(l, "target", st->last_target);
        cJSON_AddStringToObject(l, "pile", PILES[st->last_pile]);
        cJSON_AddNumberToObject(l, "drew", st->last_drew);
        cJSON *ev = cJSON_AddArrayToObject(l, "events");
        for (int b = 0; EVENTS[b]; b++)
            if ((st->last_flags >> b) & 1) cJSON_AddItemToArray(ev, cJSON_CreateString(EVENTS[b]));
        if (st->last_flags & QC_LF_ROUND_END) { /* each seat as the round ended: [left, right, spread, cards] */
            cJSON *re = cJSON_AddArrayToObject(l, "round_end");
            for (int p = 0; p < n; p++) {
                int row[4] = {st->end_left[p], st->end_right[p], st->end_spread[p], st->end_cards[p]};
                cJSON_AddItemToArray(re, cJSON_CreateIntArray(row, 4));
            }
            if (qc_round_end_known(st)) cJSON_AddItemToObject(l, "round_end_table", end_table_json(st));
        }
    }
    return j;
}

/* ---------------- reading ---------------- */

static bool get_card(const cJSON *v, const char *path, int *code, Error *err)
{
    if (json_as_int(v, 1, 10, code)) return true;
    if (cJSON_IsString(v)) {
        for (int c = 1; c < QC_NCODES; c++)
            if (strcmp(v->valuestring, qc_code_word(c)) == 0) {
                *code = c;
                return true;
            }
    }
    char got[64];
    json_brief(v, got, sizeof got);
    return error_set(err, NULL, path, "expected a card (1..10, \"queen\" or \"glove\"), got %s", got);
}

static bool get_cards(const cJSON *obj, const char *key, const char *where, int8_t *out, int max, int *n,
                      Error *err)
{
    char path[96];
    snprintf(path, sizeof path, "%s%s%s", where, *where ? "." : "", key);
    const cJSON *a = json_get_lazy(obj, key);
    *n = 0;
    if (!a) return true;
    if (!json_is_array(a)) {
        char got[64];
        json_brief(a, got, sizeof got);
        return error_set(err, NULL, path, "expected an array of cards, got %s", got);
    }
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(a, &cur); it; it = json_next(a, &cur), i++) {
        char ip[112];
        snprintf(ip, sizeof ip, "%s[%d]", path, i);
        if (i >= max) return error_set(err, NULL, path, "expected at most %d cards", max);
        int code;
        if (!get_card(it, ip, &code, err)) return false;
        out[(*n)++] = (int8_t)code;
    }
    return true;
}

static bool get_seat_list(const cJSON *obj, const char *key, const char *where, int n, uint8_t *mask, Error *err)
{
    char path[96];
    snprintf(path, sizeof path, "%s.%s", where, key);
    const cJSON *a = json_get_lazy(obj, key);
    *mask = 0;
    if (!a) return true;
    if (!json_is_array(a)) return error_set(err, NULL, path, "expected an array of seat numbers");
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(a, &cur); it; it = json_next(a, &cur), i++) {
        int seat;
        if (!json_as_int(it, 0, n - 1, &seat)) {
            char got[64];
            json_brief(it, got, sizeof got);
            return error_set(err, NULL, path, "[%d]: expected a seat 0..%d, got %s", i, n - 1, got);
        }
        *mask |= (uint8_t)(1u << seat);
    }
    return true;
}

static bool parse_rng(const cJSON *j, Rng *rng, Error *err)
{
    const cJSON *r = json_get_lazy(j, "rng");
    if (!r) {
        int seed = 1;
        if (!json_int(j, "seed", 0, 2147483647, false, 1, &seed, "", err)) return false;
        rng_seed(rng, (uint64_t)seed);
        return true;
    }
    if (json_list_size(r, 4, 4) < 0) return error_set(err, NULL, "rng", "expected an array of 4 strings of 16 hex digits");
    int i = 0;
    bool any = false;
    JsonCursor cur;
    for (const cJSON *it = json_first(r, &cur); it; it = json_next(r, &cur), i++) {
        const char *s = cJSON_IsString(it) ? it->valuestring : NULL;
        bool ok = s && strlen(s) == 16 && strspn(s, "0123456789abcdefABCDEF") == 16;
        if (!ok) {
            char got[64];
            json_brief(it, got, sizeof got);
            return error_set(err, NULL, "rng", "[%d]: expected a string of 16 hex digits, got %s", i, got);
        }
        rng->s[i] = (uint64_t)strtoull(s, NULL, 16);
        any = any || rng->s[i] != 0;
    }
    if (!any) return error_set(err, NULL, "rng", "all four words are zero (not a usable generator state)");
    return true;
}

/* An optional list of one number lo..hi per seat (`key` of a history record);
 * absent: every entry -1 (not known). */
static bool get_seat_ints(const cJSON *rec, const char *key, const char *where, int n, int hi, int8_t *out, Error *err)
{
    memset(out, -1, QC_MAXP);
    const cJSON *a = json_get_lazy(rec, key);
    if (!a) return true;
    int v[QC_MAXP], bad_at;
    const cJSON *bad;
    if (json_list_size(a, n, n) < 0 || !json_list_ints(a, n, 0, hi, v, &bad_at, &bad))
        return error_set(err, NULL, where, "%s: expected %d numbers 0..%d, one per seat", key, n, hi);
    for (int p = 0; p < n; p++) out[p] = (int8_t)v[p];
    return true;
}

static bool parse_history(const cJSON *j, QcState *st, Error *err)
{
    const cJSON *h = json_get_lazy(j, "history");
    int len = 0;
    if (h && !json_is_array(h)) return error_set(err, NULL, "history", "expected an array of round records");
    if (h) len = json_size(h);
    if (len > QC_HIST) return error_set(err, NULL, "history", "expected at most %d records (the last ones)", QC_HIST);
    int played;
    if (!json_int(j, "rounds_played", 0, 30000, false, len, &played, "", err)) return false;
    int want = played < QC_HIST ? played : QC_HIST;
    if (len != want)
        return error_set(err, NULL, "history", "expected %d records for %d rounds played, got %d", want, played,
                         len);
    /* the round in progress is not played yet: a record for it would be
     * written a second time when it ends (and the dump then refused) */
    int most = st->over ? st->round : st->round - 1;
    if (played > most)
        return error_set(err, NULL, "rounds_played", "expected at most %d (%s round %d), got %d", most,
                         st->over ? "the game ended in" : "rounds before", st->round, played);
    st->nhist = (int16_t)played;
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(h, &cur); it; it = json_next(h, &cur), i++) {
        char where[32];
        snprintf(where, sizeof where, "history[%d]", i);
        QcRoundRec r;
        memset(&r, 0, sizeof r);
        int round, kind, spread, cards;
        if (!json_is_object(it)) return error_set(err, NULL, where, "expected a round record object");
        if (!json_known_keys(it, HIST_KEYS, where, err) ||
            !json_int(it, "round", 1, 30000, true, 1, &round, where, err) ||
            !json_enum(it, "result", RESULTS, true, 0, &kind, where, err) ||
            !get_seat_list(it, "winners", where, st->nplayers, &r.winners, err) ||
            !get_seat_list(it, "gained", where, st->nplayers, &r.gained, err) ||
            !json_int(it, "spread", -1, QC_SPREAD_TWO_QUEENS, false, -1, &spread, where, err) ||
            !json_int(it, "cards", -1, 2 * QC_PILE_MAX, false, -1, &cards, where, err))
            return false;
        if ((r.gained & ~r.winners) != 0)
            return error_set(err, NULL, where, "gained: every seat that gained a win must be among the winners");
        if (!get_seat_ints(it, "seat_spreads", where, st->nplayers, QC_SPREAD_TWO_QUEENS, r.seat_spread, err) ||
            !get_seat_ints(it, "seat_cards", where, st->nplayers, 2 * QC_PILE_MAX, r.seat_cards, err))
            return false;
        if ((r.seat_spread[0] < 0) != (r.seat_cards[0] < 0))
            return error_set(err, NULL, where, "seat_spreads and seat_cards: expected both or neither");
        r.round = (int16_t)round;
        r.kind = (uint8_t)(kind + 1);
        r.spread = (int8_t)spread;
        r.cards = (int8_t)cards;
        st->hist[(played - len + i) % QC_HIST] = r;
    }
    return true;
}

/* "round_end_table": the table as the last round ended (see the top). */
static bool parse_end_table(const cJSON *t, QcState *st, Error *err)
{
    const char *where = "last.round_end_table";
    int n = st->nplayers, gloves;
    if (!json_is_object(t)) return error_set(err, NULL, where, "expected an object {gloves_left, seats}");
    if (!json_known_keys(t, END_TABLE_KEYS, where, err) ||
        !json_int(t, "gloves_left", 0, QC_NGLOVES, false, 0, &gloves, where, err))
        return false;
    const cJSON *seats = json_get_lazy(t, "seats");
    if (json_list_size(seats, n, n) < 0)
        return error_set(err, NULL, where, "seats: expected %d objects {hand, left, left_cards, right, right_cards}", n);
    int p = 0;
    JsonCursor cur;
    for (const cJSON *s = json_first(seats, &cur); s; s = json_next(seats, &cur), p++) {
        char sw[64];
        snprintf(sw, sizeof sw, "%s.seats[%d]", where, p);
        if (!json_is_object(s)) return error_set(err, NULL, sw, "expected an object {hand, left, left_cards, right, right_cards}");
        if (!json_known_keys(s, END_SEAT_KEYS, sw, err)) return false;
        int8_t hand[QC_DECK_MAX + QC_NGLOVES];
        int nh;
        if (!get_cards(s, "hand", sw, hand, (int)sizeof hand, &nh, err)) return false;
        for (int i = 0; i < nh; i++) st->end_hand[p][hand[i]]++;
        for (int k = 0; k < 2; k++) {
            char key[16];
            int shown, len;
            snprintf(key, sizeof key, "%s_cards", PILES[k]);
            if (!get_cards(s, PILES[k], sw, st->end_pile[p][k], QC_END_PILE, &shown, err) ||
                !json_int(s, key, 1, QC_PILE_MAX, true, 1, &len, sw, err))
                return false;
            if (shown == 0 || shown != (len < QC_END_PILE ? len : QC_END_PILE))
                return error_set(err, NULL, sw, "%s: expected its top %d cards for %s %d, got %d", PILES[k],
                                 len < QC_END_PILE ? len : QC_END_PILE, key, len, shown);
            st->end_pilelen[p][k] = (int8_t)len;
        }
    }
    st->end_gloves = (int8_t)gloves;
    return true;
}

static bool parse_last(const cJSON *j, QcState *st, Error *err)
{
    const cJSON *l = json_get_lazy(j, "last");
    st->last_seat = -1;
    if (!l || cJSON_IsNull(l)) return true;
    if (!json_is_object(l)) return error_set(err, NULL, "last", "expected an object describing the last play");
    int seat, target, pile, drew, code;
    int n = st->nplayers;
    if (!json_known_keys(l, LAST_KEYS, "last", err) || !json_int(l, "seat", 0, n - 1, true, 0, &seat, "last", err) ||
        !json_int(l, "target", 0, n - 1, true, 0, &target, "last", err) ||
        !json_enum(l, "pile", PILES, true, 0, &pile, "last", err) ||
        !json_int(l, "drew", 0, 2, false, 0, &drew, "last", err))
        return false;
    const cJSON *c = json_get_lazy(l, "card");
    if (!c) return error_set(err, NULL, "last.card", "missing; expected a card");
    if (!get_card(c, "last.card", &code, err)) return false;
    const cJSON *ev = json_get_lazy(l, "events");
    uint8_t flags = 0;
    if (ev && !json_is_array(ev)) return error_set(err, NULL, "last.events", "expected an array of event names");
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(ev, &cur); it; it = json_next(ev, &cur), i++) {
        int b = -1;
        for (int k = 0; EVENTS[k] && cJSON_IsString(it); k++)
            if (strcmp(it->valuestring, EVENTS[k]) == 0) b = k;
        if (b < 0) {
            char got[64];
            json_brief(it, got, sizeof got);
            return error_set(err, NULL, "last.events", "[%d]: expected zero_spread, locked_in, second_half, "
                             "round_end or game_end, got %s", i, got);
        }
        flags |= (uint8_t)(1u << b);
    }
    const cJSON *re = json_get_lazy(l, "round_end");
    if (re && json_list_size(re, n, n) < 0)
        return error_set(err, NULL, "last.round_end", "expected one [left, right, spread, cards] per seat");
    const cJSON *row = json_first(re, &cur);
    for (int p = 0; re && p < n; p++, row = json_next(re, &cur)) {
        int v[4], bad_at;
        const cJSON *bad;
        if (json_list_size(row, 4, 4) < 0 || !json_list_ints(row, 4, -1, 99, v, &bad_at, &bad))
            return error_set(err, NULL, "last.round_end", "[%d]: expected [left, right, spread, cards], numbers -1..99", p);
        st->end_left[p] = (int8_t)v[0];
        st->end_right[p] = (int8_t)v[1];
        st->end_spread[p] = (int8_t)v[2];
        st->end_cards[p] = (int8_t)v[3];
    }
    const cJSON *et = json_get_lazy(l, "round_end_table");
    if (et && !(flags & QC_LF_ROUND_END))
        return error_set(err, NULL, "last.round_end_table", "only allowed with \"round_end\" among the events");
    if (et && !parse_end_table(et, st, err)) return false;
    st->last_seat = (int8_t)seat;
    st->last_code = (int8_t)code;
    st->last_target = (int8_t)target;
    st->last_pile = (int8_t)pile;
    st->last_drew = (int8_t)drew;
    st->last_flags = flags;
    return true;
}

static bool parse_seats(const cJSON *j, QcState *st, Error *err)
{
    const cJSON *seats = json_get_lazy(j, "seats");
    int n = st->nplayers;
    if (json_list_size(seats, n, n) < 0)
        return error_set(err, NULL, "seats", "expected an array of %d seat objects {hand, left, right, wins, coins}",
                         n);
    int p = 0;
    JsonCursor cur;
    for (const cJSON *s = json_first(seats, &cur); s; s = json_next(seats, &cur), p++) {
        char where[32];
        snprintf(where, sizeof where, "seats[%d]", p);
        if (!json_is_object(s)) return error_set(err, NULL, where, "expected an object {hand, left, right, wins, coins}");
        if (!json_known_keys(s, SEAT_KEYS, where, err)) return false;
        int8_t hand[QC_DECK_MAX + QC_NGLOVES];
        int nh;
        if (!get_cards(s, "hand", where, hand, (int)sizeof hand, &nh, err)) return false;
        for (int i = 0; i < nh; i++) st->hand[p][hand[i]]++;
        for (int k = 0; k < 2; k++) {
            int len;
            char path[48];
            snprintf(path, sizeof path, "%s.%s", where, PILES[k]);
            if (!get_cards(s, PILES[k], where, st->pile[p][k], QC_PILE_MAX, &len, err)) return false;
            if (len == 0) return error_set(err, NULL, path, "expected at least one card (every pile starts dealt)");
            if (st->pile[p][k][0] == QC_GLOVE)
                return error_set(err, NULL, path, "[0]: a Glove cannot be the bottom card (it covers a card)");
            for (int i = 0; i < len - 1; i++)
                if (st->pile[p][k][i] == QC_GLOVE)
                    return error_set(err, NULL, path, "[%d]: a Glove can only be the top card (it locks the pile)", i);
            st->pilelen[p][k] = (int8_t)len;
        }
        int wins, coins;
        if (!json_int(s, "wins", 0, QC_WINS_TO_WIN, false, 0, &wins, where, err) ||
            !json_int(s, "coins", 0, QC_WAGER_COINS * QC_MAXP, false, 0, &coins, where, err))
            return false;
        st->wins[p] = (int8_t)wins;
        st->coins[p] = (int8_t)coins;
    }
    return true;
}

/* Card counts must fit the deck; phases must be consistent with the cards. */
static bool check_consistency(QcState *st, int gloves_left, Error *err)
{
    int n = st->nplayers, count[QC_NCODES] = {0};
    for (int i = 0; i < st->ndeck; i++) count[st->deck[i]]++;
    for (int p = 0; p < n; p++) {
        for (int c = 1; c < QC_NCODES; c++) count[c] += st->hand[p][c];
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < st->pilelen[p][k]; i++) count[st->pile[p][k][i]]++;
    }
    for (int c = 1; c < QC_GLOVE; c++)
        if (count[c] > qc_composition(st->mode, c)) {
            if (c == QC_QUEEN && st->mode == QC_MODE_CLASSIC)
                return error_set(err, NULL, "seats", "Queens are only played with \"mode\": \"wild\" "
                                 "(in classic they only track round wins), found %d", count[c]);
            return error_set(err, NULL, "seats", "%d cards of %s in play, but the deck has only %d", count[c],
                             qc_code_title(c), qc_composition(st->mode, c));
        }
    for (int i = 0; i < st->ndeck; i++)
        if (st->deck[i] == QC_GLOVE)
            return error_set(err, NULL, "deck", "[%d]: Gloves are never in the draw pile (they are handed out at half time)", i);
    if (count[QC_GLOVE] + gloves_left > QC_NGLOVES)
        return error_set(err, NULL, "gloves_left", "%d Gloves left plus %d in play is more than the %d there are",
                         gloves_left, count[QC_GLOVE], QC_NGLOVES);
    st->gloves_left = (int8_t)gloves_left;
    if (st->half == QC_FIRST_HALF) {
        if (count[QC_GLOVE] || gloves_left != QC_NGLOVES)
            return error_set(err, NULL, "half", "in the first half all %d Gloves are set aside (\"gloves_left\": 5, "
                             "none in hands or piles)", QC_NGLOVES);
        if (st->ndeck == 0 && !st->over)
            return error_set(err, NULL, "deck", "empty in the first half (the first half ends when the draw pile "
                             "is empty; use \"half\": \"second\")");
        for (int p = 0; p < n && !st->over; p++)
            if (qc_hand_size(st, p) == 0)
                return error_set(err, NULL, "seats", "[%d].hand: empty in the first half (hands are refilled "
                                 "after every play)", p);
    } else {
        if (st->ndeck != 0)
            return error_set(err, NULL, "deck", "expected empty in the second half, got %d cards", st->ndeck);
        for (int p = 0; p < n; p++)
            if (st->hand[p][QC_GLOVE] > 1)
                return error_set(err, NULL, "seats", "[%d].hand: %d Gloves, but each player gets only one", p,
                                 st->hand[p][QC_GLOVE]);
    }
    int twos = 0;
    for (int p = 0; p < n; p++) twos += st->wins[p] >= QC_WINS_TO_WIN;
    if (st->over) {
        if (st->wins[st->winner] < QC_WINS_TO_WIN || twos != 1)
            return error_set(err, NULL, "winner", "the winner must be the one seat with %d round wins",
                             QC_WINS_TO_WIN);
    } else if (twos)
        return error_set(err, NULL, "seats", "a seat has %d round wins, so \"over\" must be true", QC_WINS_TO_WIN);
    if (!st->over) {
        int t = st->turn;
        Action a[GM_MAX_ACTIONS];
        if (qc_hand_size(st, t) == 0)
            return error_set(err, NULL, "turn", "seat %d holds no cards, so it cannot be their turn", t);
        if (qc_legal_actions((const GameState *)st, a, GM_MAX_ACTIONS) == 0)
            return error_set(err, NULL, "turn", "seat %d has no open pile to play on (the round would be over)", t);
    }
    int sum = 0;
    for (int p = 0; p < n; p++) sum += st->coins[p];
    if (!st->wager && (sum || st->pot))
        return error_set(err, NULL, "pot", "coins and pot must be 0 without \"wager\": true");
    if (st->wager && sum + st->pot != QC_WAGER_COINS * n)
        return error_set(err, NULL, "pot", "pot %d plus the seats' coins %d must make the %d coins wagered",
                         st->pot, sum, QC_WAGER_COINS * n);
    return true;
}

bool qc_state_from_json(GameState *gs, const cJSON *j, const CardSet *set, Error *err)
{
    QcState tmp;
    QcState *st = &tmp;
    memset(st, 0, sizeof *st);
    if (!json_is_object(j)) return error_set(err, NULL, NULL, "expected a Queen's Court position object");
    if (!json_known_keys(j, TOP_KEYS, "", err)) return false;
    char game[32];
    if (!json_str(j, "game", false, "queens-court", game, sizeof game, "", err)) return false;
    if (strcmp(game, "queens-court") != 0)
        return error_set(err, NULL, "game", "expected \"queens-court\", got \"%s\"", game);
    int n, mode, half, round, starter, turn = 0, winner = -1, gloves_left, pot;
    bool wager, over;
    if (!json_int(j, "players", 2, QC_MAXP, true, 2, &n, "", err)) return false;
    if (!json_enum(j, "mode", MODES, false, 0, &mode, "", err) || !json_bool(j, "wager", false, false, &wager, "", err) ||
        !json_int(j, "round", 1, 30000, false, 1, &round, "", err) ||
        !json_enum(j, "half", HALVES, false, 0, &half, "", err) ||
        !json_int(j, "starter", 0, n - 1, false, 0, &starter, "", err) ||
        !json_bool(j, "over", false, false, &over, "", err))
        return false;
    if (over) {
        if (!json_int(j, "winner", 0, n - 1, true, 0, &winner, "", err)) return false;
    } else {
        if (json_get_lazy(j, "winner"))
            return error_set(err, NULL, "winner", "only allowed with \"over\": true");
        if (!json_int(j, "turn", 0, n - 1, true, 0, &turn, "", err)) return false;
    }
    st->nplayers = (int8_t)n;
    st->mode = (int8_t)mode;
    st->wager = wager;
    st->round = (int16_t)round;
    st->half = (int8_t)(half + 1);
    st->starter = (int8_t)starter;
    st->over = over;
    st->winner = (int8_t)winner;
    st->turn = (int8_t)(over ? GM_TERMINAL : turn);
    if (!qc_map_cards(st, set, err) || !parse_rng(j, &st->rng, err)) return false;
    int nd;
    if (!get_cards(j, "deck", "", st->deck, QC_DECK_MAX, &nd, err)) return false;
    st->ndeck = (int8_t)nd;
    if (!parse_seats(j, st, err)) return false;
    int def_gloves = st->half == QC_FIRST_HALF ? QC_NGLOVES : QC_NGLOVES - n;
    if (!json_int(j, "gloves_left", 0, QC_NGLOVES, false, def_gloves, &gloves_left, "", err)) return false;
    int coins = 0;
    for (int p = 0; p < n; p++) coins += st->coins[p];
    int def_pot = wager && !over ? QC_WAGER_COINS * n - coins : 0;
    if (!json_int(j, "pot", 0, QC_WAGER_COINS * QC_MAXP, false, def_pot < 0 ? 0 : def_pot, &pot, "", err))
        return false;
    st->pot = (int8_t)pot;
    int seq;
    if (!json_int(j, "event_seq", 0, INT_MAX, false, 0, &seq, "", err)) return false;
    st->event_seq = (uint32_t)seq;
    if (!parse_history(j, st, err) || !parse_last(j, st, err)) return false;
    if (!check_consistency(st, gloves_left, err)) return false;
    memcpy(gs, st, sizeof *st);
    return true;
}
