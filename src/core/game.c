#include <stdarg.h>
#include "game.h"
#include "json_lazy.h"
#include "json_util.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int action_cmp(Action x, Action y)
{
    if (x.kind != y.kind) return x.kind < y.kind ? -1 : 1;
    if (x.a != y.a) return x.a < y.a ? -1 : 1;
    if (x.b != y.b) return x.b < y.b ? -1 : 1;
    if (x.c != y.c) return x.c < y.c ? -1 : 1;
    return 0;
}

bool action_eq(Action x, Action y) { return action_cmp(x, y) == 0; }

GameState *game_new(const GameModule *m, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    if (setup->num_players < m->min_players || setup->num_players > m->max_players) {
        error_set(err, NULL, NULL, "%s takes %d to %d players, not %d", m->title, m->min_players,
                  m->max_players, setup->num_players);
        return NULL;
    }
    GameState *st = calloc(1, m->state_size);
    if (!st) {
        error_set(err, NULL, NULL, "out of memory");
        return NULL;
    }
    if (!m->init(st, setup, set, seed, err)) {
        free(st);
        return NULL;
    }
    return st;
}

size_t game_state_bytes(const GameModule *m, const GameState *st)
{
    return m->state_bytes ? m->state_bytes(st) : m->state_size;
}

GameState *game_clone(const GameModule *m, const GameState *st)
{
    GameState *c = calloc(1, m->state_size); /* the unused tail stays zero */
    if (!c) abort();
    memcpy(c, st, game_state_bytes(m, st));
    return c;
}

void game_copy(const GameModule *m, GameState *dst, const GameState *src) { memcpy(dst, src, game_state_bytes(m, src)); }

void game_free(GameState *st) { free(st); }

bool game_is_over(const GameModule *m, const GameState *st) { return m->current_player(st) == GM_TERMINAL; }

static void trim_copy(char *out, size_t n, const char *in)
{
    while (*in && isspace((unsigned char)*in)) in++;
    size_t len = strlen(in);
    while (len && isspace((unsigned char)in[len - 1])) len--;
    if (len >= n) len = n - 1;
    memcpy(out, in, len);
    out[len] = 0;
}

bool game_parse_action(const GameModule *m, const GameState *st, const char *text, Action *out, Error *err)
{
    char want[160];
    trim_copy(want, sizeof want, text);
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    char buf[160];
    for (int i = 0; i < n; i++) {
        m->action_text(st, acts[i], buf, sizeof buf);
        if (strcmp(buf, want) == 0) {
            *out = acts[i];
            return true;
        }
    }
    /* List what would have been legal so the message is useful on its own. */
    char list[520] = "";
    size_t used = 0;
    for (int i = 0; i < n && used + 4 < sizeof list; i++) {
        m->action_text(st, acts[i], buf, sizeof buf);
        int w = snprintf(list + used, sizeof list - used, "%s%s", i ? "; " : "", buf);
        if (w < 0 || (size_t)w >= sizeof list - used) {
            snprintf(list + (sizeof list - 5), 5, "...");
            break;
        }
        used += (size_t)w;
    }
    if (n == 0)
        return error_set(err, NULL, NULL, "action \"%s\" is not legal: the game is over", want);
    return error_set(err, NULL, NULL, "action \"%s\" is not legal here; legal actions (%d): %s", want, n, list);
}

bool game_apply_checked(const GameModule *m, GameState *st, Action a)
{
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (action_eq(acts[i], a)) return m->apply(st, a);
    return false;
}

/* The taker's view after `a` from `st` (zeroed first, so equal views compare equal). */
static bool view_after(const GameModule *m, const GameState *st, Action a, int seat, View *out)
{
    GameState *w = game_clone(m, st);
    bool ok = m->apply(w, a);
    memset(out, 0, sizeof *out);
    if (ok) m->view(w, seat, out);
    game_free(w);
    return ok;
}

bool game_reveals_sampled(const GameModule *m, const GameState *before, Action a, const GameState *after)
{
    int seat = m->current_player(before);
    if (seat == GM_TERMINAL || !m->determinize) return false;
    View *real = malloc(sizeof *real), *alt = malloc(sizeof *alt);
    bool shown = !real || !alt; /* out of memory: assume the worst */
    if (!shown) {
        memset(real, 0, sizeof *real);
        m->view(after, seat, real);
    }
    /* a few guesses of what the seat cannot see; any visible difference = a reveal */
    for (uint64_t k = 1; !shown && k <= 6; k++) {
        GameState *guess = game_clone(m, before);
        Rng rng;
        rng_seed(&rng, 0x5eed0000u + k * 7919u);
        m->determinize(guess, seat, &rng);
        if (view_after(m, guess, a, seat, alt)) shown = memcmp(real, alt, sizeof *real) != 0;
        game_free(guess);
    }
    free(real);
    free(alt);
    return shown;
}

const char *game_reveals(const GameModule *m, const GameState *before, Action a, const GameState *after)
{
    if (m->reveals) return m->reveals(before, a, after);
    return game_reveals_sampled(m, before, a, after) ? "something hidden was shown" : NULL;
}

GameState *game_from_json(const GameModule *m, const cJSON *json, const CardSet *set, Error *err)
{
    GameState *st = calloc(1, m->state_size);
    if (!st) abort();
    if (!m->state_from_json(st, json, set, err)) {
        free(st);
        return NULL;
    }
    return st;
}

GameState *game_from_text(const GameModule *m, const char *text, size_t len, const char *name, const CardSet *set,
                          Error *err)
{
    if (!json_check_text(text, len, name, err)) return NULL;
    cJSON *doc = json_lazy_doc_any(text, len);
    if (doc) {
        GameState *st = game_from_json(m, doc, set, err);
        json_lazy_free(doc);
        return st;
    }
    /* not for a lazy reader (malformed, not an object, a key that decodes to
     * a quote or a control byte): the tree, for its exact message */
    doc = json_parse_text(text, len, name, err);
    GameState *st = doc ? game_from_json(m, doc, set, err) : NULL;
    cJSON_Delete(doc);
    return st;
}

GameState *game_load_position(const GameModule *m, const char *path, const CardSet *set, Error *err)
{
    size_t len;
    char *text = json_read_file(path, &len, err);
    if (!text) return NULL;
    Error e = {{0}};
    GameState *st = game_from_text(m, text, len, path, set, &e);
    free(text);
    /* syntax and limit errors name the file already; a module's names a place */
    if (!st && strncmp(e.msg, path, strlen(path)) != 0) {
        char msg[900];
        snprintf(msg, sizeof msg, "%s: %s", path, e.msg);
        snprintf(e.msg, sizeof e.msg, "%s", msg);
    }
    if (err) *err = e;
    return st;
}

/* ---- setup ---- */

void setup_default(const GameModule *m, GameSetup *s)
{
    memset(s, 0, sizeof *s);
    s->num_players = m->min_players;
    for (int i = 0; i < m->num_options && i < GM_MAX_OPTIONS; i++) s->option[i] = m->options[i].default_choice;
}

static bool setup_set_pair(const GameModule *m, const char *key, const char *val, GameSetup *s, Error *err)
{
    if (strcmp(key, "players") == 0) {
        char *end;
        long n = strtol(val, &end, 10);
        if (*val == 0 || *end || n < m->min_players || n > m->max_players)
            return error_set(err, NULL, "players", "expected an integer %d..%d, got \"%s\"", m->min_players,
                             m->max_players, val);
        s->num_players = (int)n;
        return true;
    }
    if (strncmp(key, "deck", 4) == 0 && isdigit((unsigned char)key[4]) && key[5] == 0) {
        int seat = key[4] - '0';
        if (seat >= GM_MAX_PLAYERS) return error_set(err, NULL, key, "no such seat");
        if (!(m->flags & GM_DECKS)) return error_set(err, NULL, key, "%s has no decks", m->title);
        snprintf(s->deck[seat], sizeof s->deck[seat], "%s", val);
        return true;
    }
    for (int i = 0; i < m->num_options; i++) {
        const GameOption *o = &m->options[i];
        if (strcmp(o->id, key) != 0) continue;
        for (int c = 0; c < o->nchoices; c++)
            if (strcmp(o->choices[c], val) == 0) {
                s->option[i] = c;
                return true;
            }
        char choices[200] = "";
        for (int c = 0; c < o->nchoices; c++) {
            size_t u = strlen(choices);
            snprintf(choices + u, sizeof choices - u, "%s%s", c ? ", " : "", o->choices[c]);
        }
        return error_set(err, NULL, key, "expected one of %s, got \"%s\"", choices, val);
    }
    char known[300] = "players";
    for (int i = 0; i < m->num_options; i++) {
        size_t u = strlen(known);
        snprintf(known + u, sizeof known - u, ", %s", m->options[i].id);
    }
    if (m->flags & GM_DECKS) {
        size_t u = strlen(known);
        snprintf(known + u, sizeof known - u, ", deck0..deck%d", m->max_players - 1);
    }
    return error_set(err, NULL, NULL, "unknown setup key \"%s\" for %s (known: %s)", key, m->id, known);
}

bool setup_from_text(const GameModule *m, const char *text, GameSetup *s, Error *err)
{
    setup_default(m, s);
    const char *p = text ? text : "";
    while (*p) {
        while (*p == ' ' || *p == ',' || *p == ';' || *p == '\t') p++;
        if (!*p) break;
        char tok[128];
        size_t n = 0;
        while (*p && *p != ' ' && *p != ',' && *p != ';' && *p != '\t' && n + 1 < sizeof tok) tok[n++] = *p++;
        tok[n] = 0;
        char *eq = strchr(tok, '=');
        if (!eq) return error_set(err, NULL, NULL, "setup: expected key=value, got \"%s\"", tok);
        *eq = 0;
        if (!setup_set_pair(m, tok, eq + 1, s, err)) return false;
    }
    return true;
}

void setup_to_text(const GameModule *m, const GameSetup *s, char *buf, size_t n)
{
    size_t u = 0;
    int w = snprintf(buf, n, "players=%d", s->num_players);
    u = w > 0 ? (size_t)w : 0;
    for (int i = 0; i < m->num_options && u < n; i++) {
        w = snprintf(buf + u, n - u, " %s=%s", m->options[i].id, m->options[i].choices[s->option[i]]);
        if (w > 0) u += (size_t)w;
    }
    for (int p = 0; p < s->num_players && u < n; p++)
        if (s->deck[p][0]) {
            w = snprintf(buf + u, n - u, " deck%d=%s", p, s->deck[p]);
            if (w > 0) u += (size_t)w;
        }
}

cJSON *setup_to_json(const GameModule *m, const GameSetup *s)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "players", s->num_players);
    for (int i = 0; i < m->num_options; i++)
        cJSON_AddStringToObject(j, m->options[i].id, m->options[i].choices[s->option[i]]);
    if (m->flags & GM_DECKS) {
        cJSON *decks = cJSON_AddArrayToObject(j, "decks");
        for (int p = 0; p < s->num_players; p++) cJSON_AddItemToArray(decks, cJSON_CreateString(s->deck[p]));
    }
    return j;
}

typedef struct SetupRead {
    const GameModule *m;
    GameSetup *s;
    Error *err;
} SetupRead;

/* One member of a setup object (from a lazy object a list comes unparsed,
 * its elements read one at a time: a hostile setup costs no tree). */
static bool setup_member(const char *key, const cJSON *it, void *ctx)
{
    SetupRead *r = ctx;
    const GameModule *m = r->m;
    GameSetup *s = r->s;
    if (strcmp(key, "players") == 0) {
        if (!json_as_int(it, m->min_players, m->max_players, &s->num_players))
            return error_set(r->err, NULL, "setup.players", "expected an integer %d..%d", m->min_players, m->max_players);
    } else if (strcmp(key, "decks") == 0) {
        if (!json_is_array(it)) return error_set(r->err, NULL, "setup.decks", "expected an array of deck ids");
        int p = 0;
        JsonCursor cur;
        for (const cJSON *d = json_first(it, &cur); d; d = json_next(it, &cur), p++) {
            if (p >= GM_MAX_PLAYERS || !cJSON_IsString(d))
                return error_set(r->err, NULL, "setup.decks", "expected at most %d deck id strings", GM_MAX_PLAYERS);
            snprintf(s->deck[p], sizeof s->deck[p], "%s", d->valuestring);
        }
    } else {
        if (!cJSON_IsString(it)) return error_set(r->err, NULL, "setup", "%s: expected a string", key);
        Error e2;
        if (!setup_set_pair(m, key, it->valuestring, s, &e2)) return error_set(r->err, NULL, "setup", "%s", e2.msg);
    }
    return true;
}

bool setup_from_json(const GameModule *m, const cJSON *j, GameSetup *s, Error *err)
{
    setup_default(m, s);
    if (!json_is_object(j)) return error_set(err, NULL, "setup", "expected an object");
    SetupRead r = {m, s, err};
    return json_each_member(j, setup_member, &r);
}

bool deck_first_problem(int (*problems)(const CardSet *, const Deck *, Report *), const CardSet *set, const Deck *deck,
                        Error *err)
{
    Report r = {0};
    bool ok = problems(set, deck, &r) == 0;
    if (!ok) error_set(err, NULL, NULL, "%s", r.count ? r.lines[0] : "deck refused");
    report_free(&r);
    return ok;
}

int face_field_add(CardFaceField *out, int n, int cap, const char *key, const char *fmt, ...)
{
    if (n >= cap) return n;
    out[n].key = key;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out[n].text, sizeof out[n].text, fmt, ap);
    va_end(ap);
    return n + 1;
}

int game_figure_add(GameFigure *out, int n, int cap, const char *name, int owner, int better, int value)
{
    if (n >= cap) return n;
    out[n] = (GameFigure){name, (int8_t)owner, (int8_t)better, false, (int16_t)value};
    return n + 1;
}

int game_figure_lead(GameFigure *out, int n, int cap, const char *name, int owner, int value)
{
    int k = game_figure_add(out, n, cap, name, owner, +1, value);
    if (k > n) out[n].contest = true;
    return k;
}
