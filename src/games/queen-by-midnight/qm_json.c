/* qm_json.c — a Queen by Midnight position as JSON and back.  Cards are named
 * by id; every number is range-checked; errors name the JSON path.  Scalar
 * fields are listed once in tables so writing and reading cannot drift. */
#include "qm.h"
#include "core/view.h"
#include <cjson/cJSON.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/json_lazy.h"
#include "core/json_util.h"

typedef struct Field {
    const char *name;
    size_t off;
    int size; /* 1, 2 (signed) or -1 (bool) */
    int min, max;
} Field;

#define F8(s, f, lo, hi) {#f, offsetof(s, f), 1, lo, hi}
#define F16(s, f, lo, hi) {#f, offsetof(s, f), 2, lo, hi}
#define FB(s, f) {#f, offsetof(s, f), -1, 0, 1}

static const Field STATE_FIELDS[] = {
    F8(QmState, np, 2, QM_MAXP), F8(QmState, phase, 0, QM_PH_OVER), F8(QmState, current, 0, QM_MAXP - 1),
    F8(QmState, first, 0, QM_MAXP - 1), F8(QmState, clock, 1, 12), F8(QmState, age, 0, 2),
    F8(QmState, hand_limit, 5, 7), F8(QmState, choose_princesses, 0, 1), F8(QmState, pick_pos, 0, QM_MAXP),
    F8(QmState, declare_pos, 0, QM_MAXP), FB(QmState, refreshed_bazaar), FB(QmState, refreshed_vault),
    FB(QmState, advised), F8(QmState, winners, 0, 15), F16(QmState, turns, 0, 9999),
};
static const Field PLAYER_FIELDS[] = {
    F16(QmPlayer, hp, -60, QM_HP_MAX), F16(QmPlayer, clout, 0, 99), F16(QmPlayer, growth, 0, 999),
    F8(QmPlayer, side, 0, 1), F8(QmPlayer, status, 0, QM_OUT), F8(QmPlayer, leader, -1, QM_MAXP - 1),
    F8(QmPlayer, advisor, -1, QM_MAXP - 1), F8(QmPlayer, declared, -1, QM_MAXP - 1),
};
static const Field PENDING_FIELDS[] = {
    F8(QmPending, controller, 0, QM_MAXP - 1), F8(QmPending, trigger, 0, QT_COUNT - 1), F8(QmPending, ability, 0, 1),
    F8(QmPending, stage, 0, QM_ST_SEAT), F8(QmPending, pc, 0, QM_MAX_EFFECTS), F8(QmPending, option, -1, QM_MAX_OPTIONS),
    F8(QmPending, dest, 0, QM_TO_NOWHERE), F8(QmPending, attacker, -1, QM_MAXP - 1), F8(QmPending, targets, 0, 15),
    F8(QmPending, window_done, 0, 15), F8(QmPending, negated, 0, 15), F8(QmPending, dmg_negated, 0, 15),
    F8(QmPending, summon_seat, -1, QM_MAXP - 1), F8(QmPending, summon_slot, -1, QM_ARMORY - 1),
    F8(QmPending, window_seat, -1, QM_MAXP - 1), F8(QmPending, die, 0, 6), F8(QmPending, left, -1, 5),
    F8(QmPending, pick_zone, 0, QZ_ARMORY), F8(QmPending, pick_seat, 0, QM_MAXP - 1),
    F8(QmPending, dest_seat, -1, QM_MAXP - 1), FB(QmPending, targeted), FB(QmPending, is_attack),
};
#define NF(t) ((int)(sizeof t / sizeof t[0]))

static int get_field(const void *base, const Field *f)
{
    const char *p = (const char *)base + f->off;
    if (f->size == 2) return *(const int16_t *)p;
    if (f->size == -1) return *(const bool *)p;
    if (f->min >= 0 && f->max > 127) return *(const uint8_t *)p;
    return f->min < 0 ? *(const int8_t *)p : *(const uint8_t *)p;
}

static void set_field(void *base, const Field *f, int v)
{
    char *p = (char *)base + f->off;
    if (f->size == 2) *(int16_t *)p = (int16_t)v;
    else if (f->size == -1) *(bool *)p = v != 0;
    else if (f->min < 0) *(int8_t *)p = (int8_t)v;
    else *(uint8_t *)p = (uint8_t)v;
}

static void put_fields(cJSON *j, const void *base, const Field *fs, int n)
{
    for (int i = 0; i < n; i++) {
        if (fs[i].size == -1) cJSON_AddBoolToObject(j, fs[i].name, get_field(base, &fs[i]));
        else cJSON_AddNumberToObject(j, fs[i].name, get_field(base, &fs[i]));
    }
}

static bool read_fields(const cJSON *j, void *base, const Field *fs, int n, const char *path, Error *err)
{
    for (int i = 0; i < n; i++) {
        const cJSON *v = json_get_lazy(j, fs[i].name);
        int x;
        if (fs[i].size == -1) {
            if (!cJSON_IsBool(v)) return error_set(err, path, fs[i].name, "expected true or false");
            x = cJSON_IsTrue(v);
        } else {
            if (!json_item_int(v, fs[i].min, fs[i].max, &x, path, fs[i].name, err)) return false;
        }
        set_field(base, &fs[i], x);
    }
    return true;
}

static cJSON *card_or_null(const CardSet *set, int c)
{
    return c >= 0 ? cJSON_CreateString(set->cards[c].id) : cJSON_CreateNull();
}

static void put_cards(cJSON *j, const char *key, const CardSet *set, const int16_t *arr, int n)
{
    cJSON *a = cJSON_AddArrayToObject(j, key);
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, card_or_null(set, arr[i]));
}

static bool read_card(const cJSON *v, const CardSet *set, bool nullable, int16_t *out, const char *path, Error *err)
{
    if (nullable && cJSON_IsNull(v)) {
        *out = -1;
        return true;
    }
    int c = cJSON_IsString(v) ? carddb_find(set, v->valuestring) : -1;
    if (c < 0) {
        char got[64];
        json_brief(v, got, sizeof got);
        return error_set(err, path, NULL, "expected a card id of set \"%s\", got %s", set->id, got);
    }
    *out = (int16_t)c;
    return true;
}

/* Reads the array a of card ids (tree or lazy), named p in errors, into arr
 * (count into *n when n != NULL; exactly `cap` otherwise). */
static bool read_card_list(const cJSON *a, const CardSet *set, int16_t *arr, int cap, int *n, bool nullable,
                           const char *p, Error *err)
{
    int len = json_is_array(a) ? json_size(a) : -1;
    if (len < 0 || len > cap || (!n && len != cap))
        return error_set(err, p, NULL, "expected a list of %s%d card ids", n ? "at most " : "", cap);
    int i = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(a, &cur); it; it = json_next(a, &cur), i++) {
        char q[176];
        snprintf(q, sizeof q, "%s[%d]", p, i);
        if (!read_card(it, set, nullable, &arr[i], q, err)) return false;
    }
    if (n) *n = len;
    return true;
}

/* obj[key], an array of card ids (read_card_list). */
static bool read_cards(const cJSON *obj, const char *key, const CardSet *set, int16_t *arr, int cap, int *n,
                       bool nullable, const char *path, Error *err)
{
    char p[160];
    snprintf(p, sizeof p, "%s.%s", path, key);
    return read_card_list(json_get_lazy(obj, key), set, arr, cap, n, nullable, p, err);
}

cJSON *qm_state_to_json(const GameState *st)
{
    const QmState *s = (const QmState *)st;
    const CardSet *set = s->set;
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "game", "queen-by-midnight");
    put_fields(j, s, STATE_FIELDS, NF(STATE_FIELDS));
    json_add_rng(j, "rng", &s->rng);
    cJSON *dice = cJSON_AddArrayToObject(j, "dice");
    for (int q = 0; q < QM_MAXP; q++) cJSON_AddItemToArray(dice, cJSON_CreateNumber(s->dice[q]));
    cJSON *baz = cJSON_AddArrayToObject(j, "bazaar");
    for (int a = 0; a < 3; a++) {
        cJSON *holder = cJSON_CreateObject();
        put_cards(holder, "d", set, s->bazaar[a], s->nbaz[a]);
        cJSON_AddItemToArray(baz, cJSON_DetachItemFromObject(holder, "d"));
        cJSON_Delete(holder);
    }
    put_cards(j, "market", set, s->market, 3);
    put_cards(j, "banish", set, s->banish, s->nbanish);
    cJSON *players = cJSON_AddArrayToObject(j, "players");
    for (int q = 0; q < s->np; q++) {
        const QmPlayer *p = &s->p[q];
        cJSON *pj = cJSON_CreateObject();
        cJSON_AddItemToObject(pj, "princess", card_or_null(set, p->princess));
        cJSON_AddItemToObject(pj, "inner", card_or_null(set, p->inner));
        put_fields(pj, p, PLAYER_FIELDS, NF(PLAYER_FIELDS));
        cJSON *lv = cJSON_AddArrayToObject(pj, "level");
        for (int k = 0; k < 2; k++) cJSON_AddItemToArray(lv, cJSON_CreateNumber(p->level[k]));
        put_cards(pj, "deck", set, p->deck, p->ndeck);
        put_cards(pj, "hand", set, p->hand, p->nhand);
        put_cards(pj, "archive", set, p->archive, p->narchive);
        put_cards(pj, "held", set, p->held, p->nheld);
        put_cards(pj, "vault_deck", set, p->vaultdeck, p->nvaultdeck);
        put_cards(pj, "grotto", set, p->grotto, p->ngrotto);
        put_cards(pj, "vault", set, p->vault, 3);
        put_cards(pj, "war_chest", set, p->war, 3);
        cJSON *arm = cJSON_AddArrayToObject(pj, "armory");
        for (int k = 0; k < p->narmory; k++) {
            cJSON *aj = cJSON_CreateObject();
            cJSON_AddStringToObject(aj, "card", set->cards[p->armory[k].card].id);
            cJSON_AddNumberToObject(aj, "owner", p->armory[k].owner);
            cJSON_AddNumberToObject(aj, "loyalty", p->armory[k].loyalty);
            cJSON_AddBoolToObject(aj, "face_down", p->armory[k].face_down);
            cJSON_AddItemToArray(arm, aj);
        }
        cJSON_AddItemToArray(players, pj);
    }
    cJSON *stack = cJSON_AddArrayToObject(j, "stack");
    for (int d = 0; d < s->depth; d++) {
        cJSON *pj = cJSON_CreateObject();
        cJSON_AddStringToObject(pj, "card", set->cards[s->stack[d].card].id);
        cJSON_AddStringToObject(pj, "effcard", set->cards[s->stack[d].effcard].id);
        put_fields(pj, &s->stack[d], PENDING_FIELDS, NF(PENDING_FIELDS));
        cJSON_AddItemToArray(stack, pj);
    }
    cJSON *queue = cJSON_AddArrayToObject(j, "queue");
    for (int i = 0; i < s->nqueue; i++) {
        cJSON *qj = cJSON_CreateObject();
        cJSON_AddStringToObject(qj, "card", set->cards[s->queue[i].card].id);
        cJSON_AddNumberToObject(qj, "controller", s->queue[i].controller);
        cJSON_AddNumberToObject(qj, "trigger", s->queue[i].trigger);
        cJSON_AddItemToArray(queue, qj);
    }
    cJSON *ej = cJSON_AddObjectToObject(j, "event");
    cJSON_AddStringToObject(ej, "kind", QM_EVENT_NAMES[s->event.kind]);
    cJSON_AddNumberToObject(ej, "seat", s->event.seat);
    if (s->event.card >= 0) cJSON_AddStringToObject(ej, "card", set->cards[s->event.card].id);
    else cJSON_AddNullToObject(ej, "card");
    cJSON_AddNumberToObject(ej, "other", s->event.other);
    cJSON_AddNumberToObject(ej, "n", s->event.n);
    cJSON_AddNumberToObject(ej, "seq", s->event_seq);
    cJSON *told = cJSON_AddArrayToObject(j, "told");
    for (int i = 0; i < s->ntold; i++) {
        const QmTold *t = &s->told[i];
        cJSON *tj = cJSON_CreateObject();
        cJSON_AddStringToObject(tj, "kind", QM_TOLD_NAMES[t->kind]);
        cJSON_AddNumberToObject(tj, "seat", t->seat);
        cJSON_AddNumberToObject(tj, "other", t->other);
        if (t->card >= 0) cJSON_AddStringToObject(tj, "card", set->cards[t->card].id);
        else cJSON_AddNullToObject(tj, "card");
        cJSON_AddNumberToObject(tj, "n", t->n);
        cJSON_AddNumberToObject(tj, "extra", t->extra);
        cJSON_AddNumberToObject(tj, "ability", t->ability);
        cJSON_AddItemToArray(told, tj);
    }
    char words[VIEW_EVENT_LEN];
    qm_log_text(s, words, sizeof words);
    cJSON_AddStringToObject(j, "last_event", words); /* for people reading the file; "event" and "told" are read back */
    return j;
}

static bool read_player(const cJSON *pj, QmPlayer *p, const CardSet *set, const char *path, Error *err)
{
    int n;
    if (!json_is_object(pj)) return error_set(err, path, NULL, "expected a player object");
    char w[96];
    snprintf(w, sizeof w, "%s.princess", path);
    if (!read_card(json_get_lazy(pj, "princess"), set, true, &p->princess, w, err)) return false;
    snprintf(w, sizeof w, "%s.inner", path);
    if (!read_card(json_get_lazy(pj, "inner"), set, true, &p->inner, w, err)) return false;
    if (p->princess >= 0 && qm_card(set, p->princess)->type != QK_PRINCESS)
        return error_set(err, path, "princess", "\"%s\" is not a princess card", set->cards[p->princess].id);
    if (!read_fields(pj, p, PLAYER_FIELDS, NF(PLAYER_FIELDS), path, err)) return false;
    /* lists counted before they are read (json_list_size): no tree */
    const cJSON *lv = json_get_lazy(pj, "level");
    if (json_list_size(lv, 2, 2) < 0) return error_set(err, path, "level", "expected [a, b]");
    int level[2], bad_at;
    const cJSON *bad;
    if (!json_list_ints(lv, 2, -9, 9, level, &bad_at, &bad)) return json_item_int(bad, -9, 9, &n, path, "level", err);
    for (int k = 0; k < 2; k++) p->level[k] = (int8_t)level[k];
#define CARDS(key, arr, cap, cnt)                                                              \
    do {                                                                                       \
        if (!read_cards(pj, key, set, arr, cap, &n, false, path, err)) return false;           \
        cnt = (int8_t)n;                                                                       \
    } while (0)
    CARDS("deck", p->deck, QM_OWN, p->ndeck);
    CARDS("hand", p->hand, QM_HAND, p->nhand);
    CARDS("archive", p->archive, QM_OWN, p->narchive);
    CARDS("held", p->held, QM_HELD, p->nheld);
    CARDS("vault_deck", p->vaultdeck, QM_VAULT, p->nvaultdeck);
    CARDS("grotto", p->grotto, QM_OWN, p->ngrotto);
#undef CARDS
    if (!read_cards(pj, "vault", set, p->vault, 3, NULL, true, path, err) ||
        !read_cards(pj, "war_chest", set, p->war, 3, NULL, true, path, err))
        return false;
    const cJSON *arm = json_get_lazy(pj, "armory");
    if (json_list_size(arm, 0, QM_ARMORY) < 0)
        return error_set(err, path, "armory", "expected a list of at most %d armory cards", QM_ARMORY);
    p->narmory = 0;
    JsonCursor cur;
    for (const cJSON *it = json_first(arm, &cur); it; it = json_next(arm, &cur)) {
        QmArmed *a = &p->armory[p->narmory];
        char ap[112];
        snprintf(ap, sizeof ap, "%s.armory[%d]", path, p->narmory);
        int owner, loyalty;
        bool down;
        if (!read_card(json_get_lazy(it, "card"), set, false, &a->card, ap, err) ||
            !json_int(it, "owner", 0, QM_MAXP - 1, true, 0, &owner, ap, err) ||
            !json_int(it, "loyalty", -20, 99, false, 0, &loyalty, ap, err) ||
            !json_bool(it, "face_down", false, false, &down, ap, err))
            return false;
        a->owner = (int8_t)owner;
        a->loyalty = (int8_t)loyalty;
        a->face_down = down;
        p->narmory++;
    }
    return true;
}

/* Seat references name seats at the table (not oneself), and the phases that
 * act on them only stand where the rules could reach them: a position that
 * offers a Declaration flip must have a declared, living princess to advise. */
static bool seats_consistent(const QmState *s, Error *err)
{
    /* the seat whose turn it is and the first player sit at the table
     * (fuzz_position: "current": 2 of 2 played a turn for seat 2, whose
     * event the reader then refused in the dump) */
    const int8_t turn_seats[2] = {s->current, s->first};
    static const char *const turn_names[2] = {"current", "first"};
    for (int r = 0; r < 2; r++)
        if (turn_seats[r] >= s->np)
            return error_set(err, "state", turn_names[r], "names seat %d: expected a seat of the %d at the table",
                             turn_seats[r], s->np);
    for (int q = 0; q < s->np; q++) {
        const QmPlayer *p = &s->p[q];
        const int8_t refs[3] = {p->declared, p->leader, p->advisor};
        static const char *const names[3] = {"declared", "leader", "advisor"};
        for (int r = 0; r < 3; r++)
            if (refs[r] >= s->np || refs[r] == q)
                return error_set(err, "state", names[r], "players[%d] names seat %d: expected another seat of the %d "
                                 "at the table, or -1", q, refs[r], s->np);
    }
    /* the game ends the moment at most one princess stands (qm_check_eliminations) */
    if (s->phase != QM_PH_OVER && qm_alive_count(s) < 2)
        return error_set(err, "state", "phase", "%d princess%s still standing but the game is not over: expected at "
                         "least 2, or phase %d (over)", qm_alive_count(s), qm_alive_count(s) == 1 ? "" : "es", QM_PH_OVER);
    if (s->phase == QM_PH_FLIP && (s->current < 0 || s->current >= s->np || !qm_can_flip(s, s->current)))
        return error_set(err, "state", "phase", "the flip phase needs the current seat to hold a Declaration it "
                         "can flip (4 players, clock 11 or later, a living declared princess)");
    if (s->phase == QM_PH_ADVISE && (s->current < 0 || s->current >= s->np || s->p[s->current].leader < 0))
        return error_set(err, "state", "phase", "the advise phase needs the current seat to be an Advisor with a leader");
    return true;
}

/* "event" is optional (older positions have only the words of "last_event"). */
static bool read_event(const cJSON *ej, QmState *s, const CardSet *set, Error *err)
{
    s->event = (QmEvent){QE_NONE, -1, -1, 0, -1};
    if (!ej) return true;
    int kind, seat, other, n, seq;
    if (!json_int(ej, "seq", 0, INT_MAX, false, 0, &seq, "state.event", err)) return false;
    s->event_seq = (uint32_t)seq;
    if (!json_enum(ej, "kind", QM_EVENT_NAMES, true, 0, &kind, "state.event", err) ||
        !json_int(ej, "seat", -1, QM_MAXP - 1, false, -1, &seat, "state.event", err) ||
        !json_int(ej, "other", -1, kind == QE_OPTS ? INT8_MAX : QM_MAXP - 1, false, -1, &other, "state.event", err) || /* "opts": a count */
        !json_int(ej, "n", -1, INT8_MAX, false, 0, &n, "state.event", err)) /* -1: an attack aimed at an Armory card; HP taken */
        return false;
    if (seat >= s->np || (kind != QE_OPTS && other >= s->np))
        return error_set(err, "state.event", seat >= s->np ? "seat" : "other", "names seat %d: expected a seat of the %d at the table",
                         seat >= s->np ? seat : other, s->np);
    const cJSON *c = json_get_lazy(ej, "card");
    if (c && !read_card(c, set, true, &s->event.card, "state.event", err)) return false;
    if (kind == QE_OPTS && (s->event.card < 0 || n < 0 || n >= qm_card(set, s->event.card)->noptions))
        return error_set(err, "state.event", "n", "names option %d: expected an option of the event's card", n);
    s->event.kind = (int8_t)kind;
    s->event.seat = (int8_t)seat;
    s->event.other = (int8_t)other;
    s->event.n = (int8_t)n;
    return true;
}

/* "told" is optional (older positions have none): the last action's outcomes. */
static bool read_told(const cJSON *list, QmState *s, const CardSet *set, Error *err)
{
    s->ntold = 0;
    if (!list) return true;
    if (json_list_size(list, 0, QM_TOLD) < 0) return error_set(err, "state", "told", "expected a list of at most %d outcomes", QM_TOLD);
    JsonCursor cur;
    for (const cJSON *it = json_first(list, &cur); it; it = json_next(list, &cur)) {
        char path[32];
        snprintf(path, sizeof path, "state.told[%d]", s->ntold);
        int kind, seat, other, n, extra, ability;
        QmTold *t = &s->told[s->ntold];
        if (!json_enum(it, "kind", QM_TOLD_NAMES, true, 0, &kind, path, err) ||
            !json_int(it, "seat", 0, s->np - 1, true, 0, &seat, path, err) ||
            !json_int(it, "other", -1, s->np - 1, false, -1, &other, path, err) ||
            !json_int(it, "n", -999, 999, true, 0, &n, path, err) ||
            !json_int(it, "extra", -1, INT8_MAX, false, 0, &extra, path, err) ||
            !json_int(it, "ability", -1, 1, false, -1, &ability, path, err) ||
            !read_card(json_get_lazy(it, "card"), set, true, &t->card, path, err))
            return false;
        t->kind = (int8_t)kind;
        t->seat = (int8_t)seat;
        t->other = (int8_t)other;
        t->n = (int16_t)n;
        t->extra = (int8_t)extra;
        t->ability = (int8_t)ability;
        s->ntold++;
    }
    return true;
}

/* A pending card's seat references name seats at the table, and a Summon it
 * targets is one its owner holds (fuzz_position: summon_slot -1 with a seat
 * set read armory[-1] when the hit landed). */
static bool pending_consistent(const QmState *s, const QmPending *p, const char *path, Error *err)
{
    const int8_t seats[5] = {p->controller, p->attacker, p->window_seat, p->dest_seat, p->pick_seat};
    static const char *const names[5] = {"controller", "attacker", "window_seat", "dest_seat", "pick_seat"};
    for (int r = 0; r < 5; r++)
        if (seats[r] >= s->np)
            return error_set(err, path, names[r], "names seat %d: expected a seat of the %d at the table", seats[r], s->np);
    if ((p->summon_seat < 0) != (p->summon_slot < 0))
        return error_set(err, path, "summon_slot", "summon_seat %d with summon_slot %d: expected both -1 (no Summon "
                         "targeted) or a seat and one of its armory slots", p->summon_seat, p->summon_slot);
    if (p->summon_seat >= s->np || (p->summon_seat >= 0 && p->summon_slot >= s->p[p->summon_seat].narmory))
        return error_set(err, path, "summon_slot", "targets armory slot %d of seat %d, which holds no such card",
                         p->summon_slot, p->summon_seat);
    return true;
}

bool qm_state_from_json(GameState *st, const cJSON *j, const CardSet *set, Error *err)
{
    QmState *s = (QmState *)st;
    memset(s, 0, sizeof *s);
    s->set = set;
    if (!json_is_object(j)) return error_set(err, "state", NULL, "expected an object");
    if (!read_fields(j, s, STATE_FIELDS, NF(STATE_FIELDS), "state", err)) return false;
    /* lists counted before they are read (json_list_size): no tree */
    if (!json_get_lazy(j, "rng")) return error_set(err, "state", "rng", "expected 4 hex strings");
    if (!json_read_rng(j, "rng", &s->rng, "state", err)) return false; /* each string wholly hex */
    /* the first-player roll: one total a seat, all four written (a longer
     * list would not round-trip) */
    const cJSON *dice = json_get_lazy(j, "dice");
    int faces[QM_MAXP], bad_at, x;
    const cJSON *bad;
    if (dice && json_list_size(dice, QM_MAXP, QM_MAXP) < 0)
        return error_set(err, "state", "dice", "expected %d totals 0..12, one a seat", QM_MAXP);
    if (dice && !json_list_ints(dice, QM_MAXP, 0, 12, faces, &bad_at, &bad))
        return json_item_int(bad, 0, 12, &x, "state", "dice", err);
    for (int q = 0; q < QM_MAXP && dice; q++) s->dice[q] = (int8_t)faces[q];
    const cJSON *baz = json_get_lazy(j, "bazaar");
    if (json_list_size(baz, 3, 3) < 0)
        return error_set(err, "state", "bazaar", "expected 3 decks (afternoon, twilight, midnight)");
    JsonCursor bc;
    const cJSON *deck = json_first(baz, &bc);
    for (int a = 0; a < 3; a++, deck = json_next(baz, &bc)) {
        /* one deck at a time, each card parsed alone (json_lazy.h) */
        char path[32];
        snprintf(path, sizeof path, "state.bazaar[%d]", a);
        int n;
        if (!read_card_list(deck, set, s->bazaar[a], QM_BAZAAR, &n, false, path, err)) return false;
        s->nbaz[a] = (int16_t)n;
    }
    int n;
    if (!read_cards(j, "market", set, s->market, 3, NULL, true, "state", err) ||
        !read_cards(j, "banish", set, s->banish, QM_BANISH, &n, false, "state", err))
        return false;
    s->nbanish = (int16_t)n;
    const cJSON *players = json_get_lazy(j, "players");
    if (json_list_size(players, s->np, s->np) < 0)
        return error_set(err, "state", "players", "expected %d player objects", s->np);
    for (int q = 0; q < QM_MAXP; q++) {
        s->p[q].princess = s->p[q].inner = -1;
        s->p[q].leader = s->p[q].advisor = s->p[q].declared = -1;
        for (int k = 0; k < 3; k++) s->p[q].vault[k] = s->p[q].war[k] = -1;
    }
    JsonCursor pc;
    const cJSON *pj = json_first(players, &pc);
    for (int q = 0; q < s->np; q++, pj = json_next(players, &pc)) {
        char path[32];
        snprintf(path, sizeof path, "state.players[%d]", q);
        if (!read_player(pj, &s->p[q], set, path, err)) return false;
    }
    const cJSON *stack = json_get_lazy(j, "stack");
    if (json_list_size(stack, 0, QM_STACK) < 0)
        return error_set(err, "state", "stack", "expected a list of at most %d pending cards", QM_STACK);
    JsonCursor cur;
    for (const cJSON *it = json_first(stack, &cur); it; it = json_next(stack, &cur)) {
        char path[32];
        snprintf(path, sizeof path, "state.stack[%d]", s->depth);
        QmPending *p = &s->stack[s->depth];
        if (!read_card(json_get_lazy(it, "card"), set, false, &p->card, path, err) ||
            !read_card(json_get_lazy(it, "effcard"), set, false, &p->effcard, path, err) ||
            !read_fields(it, p, PENDING_FIELDS, NF(PENDING_FIELDS), path, err) ||
            !pending_consistent(s, p, path, err))
            return false;
        s->depth++;
    }
    const cJSON *queue = json_get_lazy(j, "queue");
    if (json_list_size(queue, 0, QM_QUEUE) < 0)
        return error_set(err, "state", "queue", "expected a list of at most %d queued triggers", QM_QUEUE);
    for (const cJSON *it = json_first(queue, &cur); it; it = json_next(queue, &cur)) {
        QmQueued *q = &s->queue[s->nqueue];
        int c, t;
        if (!read_card(json_get_lazy(it, "card"), set, false, &q->card, "state.queue", err) ||
            !json_int(it, "controller", 0, QM_MAXP - 1, true, 0, &c, "state.queue", err) ||
            !json_int(it, "trigger", 0, QT_COUNT - 1, true, 0, &t, "state.queue", err))
            return false;
        q->controller = (int8_t)c;
        q->trigger = (int8_t)t;
        s->nqueue++;
    }
    if (!read_event(json_get_lazy(j, "event"), s, set, err)) return false;
    if (!read_told(json_get_lazy(j, "told"), s, set, err)) return false;
    return seats_consistent(s, err);
}
