/* layout.c — reads data/games/<game>.json: where each view zone sits in the
 * logical 1600x900 table and which drawer paints it.  Every problem is
 * reported as "file: json.path: expected X, got Y"; a broken layout never
 * crashes (the UI shows an error screen naming the file).
 *
 * Format (all keys but "game" and "zones" optional):
 *   "game":  module id (must match)          "rules": string or list of lines
 *   "card":  [w, h] default card size         "felt":  ["#top", "#bottom"]
 *   "mirror_grid_seats": [1]   seats whose CardDef.grid is drawn mirrored
 *   "card_mm": [w, h] the printed card's size in millimetres (read by src/print)
 *   "panels": {"log"|"seats"|"buttons"|"toast": [x, y, w, h]}  ("seats": [0,0,0,0] = no seats panel)
 *   "seats": {"<n players>": [[x, y, scale], ...]}  anchor per RELATIVE seat:
 *            index 0 = the observer (the human at the screen), then clockwise.
 *   "zones": [{
 *      "id":      exact view zone id ("deck") or a pattern with {seat}
 *                 ("p{seat}.left") and/or loop variables ("board.{l}.{c}"),
 *      "kind":    auto|card|hand|pile|row|cell|track|counter|dice|tokens|seat|hidden|clock|warlord
 *                 ("clock" = a clock face, src/ui/clock_board.c: zone value = the hour,
 *                 items = the hours, a badge marks an hour's event),
 *                 ("warlord" = item 0 with the rest stacked under it, src/ui/blood_wars_board.c),
 *                 ("seat" = a nameplate drawn by the UI; "hidden" = not drawn),
 *      "rect":    [x, y, w, h]; for {seat} zones relative to the seat anchor
 *                 and multiplied by its scale,
 *      "who":     any|self|other (self = the observer's seat),
 *      "card":    [w, h] card size in this zone, "caption": none|above|below|inside|left
 *                 (left: a pile with "strip", its caption left of the strip, which lies at
 *                 the right end of its rect with room for its count after it),
 *      "label":   caption text instead of the view's, "colour": token colour,
 *      "caption_count": false = a pile's caption without " · N" (a badge shows it instead),
 *      "strip":   [w, h] (row, hand, pile, card, warlord): its cards as name strips of w x h, top to
 *                 bottom then in columns, each card's strip face (name and the one or two
 *                 numbers that matter, no art) where a card would be too small for its name
 *                 (a warlord is the strip, his battle hand a small pile after it),
 *      "open":    [x, y, w, h] (a warlord zone with "strip" as the warlord, or a row or hand
 *                 zone with "strip"): where its cards are listed as strips while any is face
 *                 up to the screen (a battle hand revealed in combat, the warlord first; another
 *                 seat's hand turned up at the game's end), over the zones of its seat that lie
 *                 there, placed like "rect"; a row or hand with "open" shows its cards as cards
 *                 in its rect and as strips only there.  The seat's zones naming the same place share it,
 *                 listed one after another at the first one's "strip" size (those face
 *                 up first, then the others' face-up cards: none is lost under the place); a list too long for
 *                 the place shows its first strips and "+N more", and the pointer on it lists
 *                 it whole (src/ui/table_open.c),
 *      "open_caption": with "open", a caption row before this zone's part of a shared list
 *                 (at most 31 bytes; zones listed in a row with the same caption share one
 *                 row), shown while the list holds parts of two captions or more, so
 *                 that it says where one part ends and the next begins,
 *      "repeat":  [{"var": "c", "from": 0, "to": 4, "dx": 138, "dy": 0}, ...]
 *                 expands the entry (nested loops, ids get the numbers)
 *   }]
 * View zones with no entry are placed by a small auto-layout and logged once. */
#include "ui_internal.h"
#include "core/json_lazy.h"
#include "core/json_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const DRAWER_NAMES[DK_COUNT + 1] = {
    "auto", "card", "hand", "pile", "row", "cell", "track", "counter", "dice", "tokens", "seat", "hidden", "clock", "warlord", NULL,
};

const char *drawer_name(UiDrawer k)
{
    return (k >= 0 && k < DK_COUNT) ? DRAWER_NAMES[k] : "?";
}

static bool read_rect(const cJSON *o, const char *key, SDL_FRect *out, bool required, const char *where,
                      char *err, size_t errn)
{
    const cJSON *a = json_get_lazy(o, key);
    if (!a) {
        if (required) {
            snprintf(err, errn, "%s: %s: expected [x, y, w, h], got nothing", where, key);
            return false;
        }
        return true;
    }
    if (!json_is_array(a) || json_size(a) != 4) {
        char b[64];
        json_brief(a, b, sizeof b);
        snprintf(err, errn, "%s: %s: expected [x, y, w, h] (4 numbers), got %s", where, key, b);
        return false;
    }
    float v[4];
    int i = 0;
    JsonCursor c;
    for (const cJSON *e = json_first(a, &c); e && i < 4; e = json_next(a, &c), i++) {
        if (!cJSON_IsNumber(e) || e->valuedouble < -4000 || e->valuedouble > 4000) {
            char b[64];
            json_brief(e, b, sizeof b);
            snprintf(err, errn, "%s: %s[%d]: expected a number -4000..4000, got %s", where, key, i, b);
            return false;
        }
        v[i] = (float)e->valuedouble;
    }
    if (v[2] < 0 || v[3] < 0) {
        snprintf(err, errn, "%s: %s: expected a non-negative width and height", where, key);
        return false;
    }
    out->x = v[0]; out->y = v[1]; out->w = v[2]; out->h = v[3];
    return true;
}

static bool read_size(const cJSON *o, const char *key, float *w, float *h, const char *where, char *err,
                      size_t errn)
{
    const cJSON *a = json_get_lazy(o, key);
    if (!a) return true;
    double v[2];
    bool good = json_is_array(a) && json_size(a) == 2;
    int i = 0;
    JsonCursor c;
    for (const cJSON *e = good ? json_first(a, &c) : NULL; e && i < 2; e = json_next(a, &c), i++) {
        /* range before the float conversion */
        good = good && cJSON_IsNumber(e) && e->valuedouble >= 8 && e->valuedouble <= 800;
        v[i] = good ? e->valuedouble : 0;
    }
    if (!good) {
        char b[64];
        json_brief(a, b, sizeof b);
        snprintf(err, errn, "%s: %s: expected [w, h] (8..800), got %s", where, key, b);
        return false;
    }
    *w = (float)v[0];
    *h = (float)v[1];
    return true;
}

/* Room for n zones in all: exactly that many (a layout's zones are counted
 * before they are read, so the array is never grown by doubling). */
static void reserve_zones(Layout *L, int n)
{
    if (n <= L->capzones) return;
    LayoutZone *nz = realloc(L->zones, sizeof *nz * (size_t)n);
    if (!nz) abort();
    L->zones = nz;
    L->capzones = n;
}

/* false when the layout already holds CT_MAX_ZONES_PER_LAYOUT zones (nested
 * repeats multiply: 3 loops of 61 steps would be 226,981 zones) */
static bool push_zone(Layout *L, const LayoutZone *z)
{
    if (L->nzones >= CT_MAX_ZONES_PER_LAYOUT) return false;
    reserve_zones(L, L->nzones + 1);
    L->zones[L->nzones++] = *z;
    return true;
}

/* Replaces "{var}" by the number in id. */
static void subst(char *id, size_t n, const char *var, int value)
{
    char pat[24], out[96];
    snprintf(pat, sizeof pat, "{%s}", var);
    char *p = strstr(id, pat);
    if (!p) return;
    snprintf(out, sizeof out, "%.*s%d%s", (int)(p - id), id, value, p + strlen(pat));
    snprintf(id, n, "%s", out);
}

typedef struct Loop {
    char var[16];
    int from, to;
    float dx, dy;
} Loop;

static bool expand(Layout *L, const LayoutZone *base, const Loop *loops, int nloops, int depth)
{
    if (depth == nloops) return push_zone(L, base);
    const Loop *lp = &loops[depth];
    for (int v = lp->from; v <= lp->to; v++) {
        LayoutZone z = *base;
        subst(z.id, sizeof z.id, lp->var, v);
        z.rect.x += lp->dx * (v - lp->from);
        z.rect.y += lp->dy * (v - lp->from);
        if (!expand(L, &z, loops, nloops, depth + 1)) return false;
    }
    return true;
}

static bool parse_zone(Layout *L, const cJSON *zj, int i, const char *file, char *err, size_t errn)
{
    static const char *const keys[] = {"id", "kind", "rect", "who", "card", "caption", "label", "colour",
                                       "repeat", "note", "caption_count", "strip", "open", "open_caption", NULL};
    static const char *const whos[] = {"any", "self", "other", NULL};
    static const char *const caps[] = {"none", "above", "below", "inside", "left", NULL};
    char where[600];
    snprintf(where, sizeof where, "%s: zones[%d]", file, i);
    Error e = {{0}};
    if (!json_is_object(zj)) {
        snprintf(err, errn, "%s: expected an object", where);
        return false;
    }
    LayoutZone z;
    memset(&z, 0, sizeof z);
    int kind = 0, who = 0, cap = -1;
    bool count = true;
    if (!json_known_keys(zj, keys, where, &e) || !json_str(zj, "id", true, "", z.id, sizeof z.id, where, &e) ||
        !json_enum(zj, "kind", DRAWER_NAMES, false, 0, &kind, where, &e) ||
        !json_enum(zj, "who", whos, false, 0, &who, where, &e) ||
        !json_enum(zj, "caption", caps, false, -1, &cap, where, &e) ||
        !json_str(zj, "label", false, "", z.label, sizeof z.label, where, &e) ||
        !json_str(zj, "colour", false, "", z.colour, sizeof z.colour, where, &e) ||
        !json_bool(zj, "caption_count", false, true, &count, where, &e) ||
        !json_str(zj, "open_caption", false, "", z.open_caption, sizeof z.open_caption, where, &e)) {
        snprintf(err, errn, "%s", e.msg);
        return false;
    }
    if (!z.id[0]) {
        snprintf(err, errn, "%s: id: expected a zone id, got \"\"", where);
        return false;
    }
    char w2[700];
    snprintf(w2, sizeof w2, "%s \"%s\"", where, z.id);
    z.kind = (UiDrawer)kind;
    z.who = who;
    if (!read_rect(zj, "rect", &z.rect, z.kind != DK_HIDDEN, w2, err, errn)) return false;
    if (!read_size(zj, "card", &z.card_w, &z.card_h, w2, err, errn)) return false;
    if (!read_size(zj, "strip", &z.strip_w, &z.strip_h, w2, err, errn)) return false;
    if (z.strip_w > 0 && (z.strip_w <= z.strip_h || !(z.kind == DK_ROW || z.kind == DK_HAND || z.kind == DK_PILE || z.kind == DK_CARD ||
                                                      z.kind == DK_WARLORD))) {
        snprintf(err, errn, "%s: strip: expected [w, h] wider than tall, on a row, hand, pile, card or warlord zone", w2);
        return false;
    }
    if (cap == CAP_LEFT && !(z.strip_w > 0 && (z.kind == DK_PILE || z.kind == DK_CARD) && z.strip_w + z.rect.h < z.rect.w)) {
        snprintf(err, errn, "%s: caption: \"left\" is for a pile shown as a strip, its rect wider than the strip and its count", w2);
        return false;
    }
    if (!read_rect(zj, "open", &z.open, false, w2, err, errn)) return false;
    if (z.open.w > 0 && !((z.kind == DK_WARLORD || z.kind == DK_ROW || z.kind == DK_HAND) && z.strip_w > 0)) {
        snprintf(err, errn, "%s: open: expected only on a warlord, row or hand zone with \"strip\"", w2);
        return false;
    }
    if (z.open_caption[0] && z.open.w <= 0) {
        snprintf(err, errn, "%s: open_caption: expected only with \"open\"", w2);
        return false;
    }
    if (cap < 0) cap = (z.kind == DK_PILE || z.kind == DK_ROW || z.kind == DK_HAND || z.kind == DK_DICE ||
                        z.kind == DK_TOKENS) ? CAP_ABOVE : CAP_NONE;
    z.caption = cap;
    z.no_count = !count;
    z.seat_pattern = strstr(z.id, "{seat}") != NULL;

    Loop loops[3];
    int nloops = 0;
    const cJSON *rep = json_get_lazy(zj, "repeat");
    if (rep) {
        if (!json_is_array(rep) || json_size(rep) > 3) {
            snprintf(err, errn, "%s: repeat: expected a list of up to 3 loops {var, from, to, dx, dy}", w2);
            return false;
        }
        JsonCursor c;
        for (const cJSON *lj = json_first(rep, &c); lj; lj = json_next(rep, &c)) {
            static const char *const lkeys[] = {"var", "from", "to", "dx", "dy", NULL};
            char lw[760];
            snprintf(lw, sizeof lw, "%s: repeat[%d]", w2, nloops);
            Loop *lp = &loops[nloops];
            int dx = 0, dy = 0;
            if (!json_is_object(lj) || !json_known_keys(lj, lkeys, lw, &e) ||
                !json_str(lj, "var", true, "", lp->var, sizeof lp->var, lw, &e) ||
                !json_int(lj, "from", -99, 999, true, 0, &lp->from, lw, &e) ||
                !json_int(lj, "to", -99, 999, true, 0, &lp->to, lw, &e) ||
                !json_int(lj, "dx", -2000, 2000, false, 0, &dx, lw, &e) ||
                !json_int(lj, "dy", -2000, 2000, false, 0, &dy, lw, &e)) {
                if (e.msg[0]) snprintf(err, errn, "%s", e.msg);
                else snprintf(err, errn, "%s: expected an object {var, from, to, dx, dy}", lw);
                return false;
            }
            if (strcmp(lp->var, "seat") == 0 || lp->to < lp->from || lp->to - lp->from > 60) {
                snprintf(err, errn, "%s: expected a var other than \"seat\" and 0..60 steps from..to", lw);
                return false;
            }
            lp->dx = (float)dx;
            lp->dy = (float)dy;
            nloops++;
        }
    }
    long total = 1; /* zones this entry expands to (<= 61^3) */
    for (int k = 0; k < nloops; k++) total *= loops[k].to - loops[k].from + 1;
    if (L->nzones + total <= CT_MAX_ZONES_PER_LAYOUT) reserve_zones(L, L->nzones + (int)total);
    if (L->nzones + total <= CT_MAX_ZONES_PER_LAYOUT && expand(L, &z, loops, nloops, 0)) return true;
    snprintf(err, errn, "%s: the layout expands to more than %d zones (zones per layout limit, see \"Limits\" in cards/README.md)",
             w2, CT_MAX_ZONES_PER_LAYOUT);
    return false;
}

static void layout_defaults(Layout *L, const char *path)
{
    memset(L, 0, sizeof *L);
    snprintf(L->file, sizeof L->file, "%s", path);
    L->card_w = 96;
    L->card_h = 134;
    L->felt_top = rgba(0x2f, 0x6b, 0x4a, 255);
    L->felt_bottom = rgba(0x16, 0x3a, 0x28, 255);
    L->log_rect = (SDL_FRect){1262, 420, 326, 360};
    L->seats_rect = (SDL_FRect){1262, 76, 326, 330};
    L->buttons_rect = (SDL_FRect){1262, 794, 326, 92};
    L->toast_rect = (SDL_FRect){300, 76, 700, 60};
}

void layout_empty(Layout *L, const GameModule *m, const char *path)
{
    layout_defaults(L, path);
    snprintf(L->game, sizeof L->game, "%s", m ? m->id : "");
}

/* The rules as one text: a string, or a list of lines each ended by '\n'. */
static bool read_rules(Layout *L, const cJSON *rules, const char *file, char *err, size_t errn)
{
    if (!rules) return true;
    if (cJSON_IsString(rules)) {
        L->rules = strdup(rules->valuestring);
        return true;
    }
    if (!json_is_array(rules)) {
        snprintf(err, errn, "%s: rules: expected a string or a list of lines", file);
        return false;
    }
    size_t len = 1;
    JsonCursor c;
    for (const cJSON *ln = json_first(rules, &c); ln; ln = json_next(rules, &c)) {
        if (!cJSON_IsString(ln)) {
            snprintf(err, errn, "%s: rules: expected a list of strings", file);
            return false;
        }
        len += strlen(ln->valuestring) + 1;
    }
    L->rules = malloc(len);
    if (!L->rules) return true;
    L->rules[0] = 0;
    size_t at = 0;
    for (const cJSON *ln = json_first(rules, &c); ln; ln = json_next(rules, &c))
        at += (size_t)snprintf(L->rules + at, len - at, "%s\n", ln->valuestring);
    return true;
}

static bool read_felt(Layout *L, const cJSON *felt, const char *file, char *err, size_t errn)
{
    if (!felt) return true;
    SDL_Color bad = {0, 0, 0, 0}, col[2] = {bad, bad};
    if (json_is_array(felt) && json_size(felt) == 2) {
        int i = 0;
        JsonCursor c;
        for (const cJSON *e = json_first(felt, &c); e && i < 2; e = json_next(felt, &c), i++)
            col[i] = cJSON_IsString(e) ? hexcol(e->valuestring, bad) : bad;
    }
    if (col[0].a == 0 || col[1].a == 0) {
        snprintf(err, errn, "%s: felt: expected [\"#rrggbb\", \"#rrggbb\"] (top, bottom)", file);
        return false;
    }
    L->felt_top = col[0];
    L->felt_bottom = col[1];
    return true;
}

static bool read_mirror_seats(Layout *L, const cJSON *mg, const char *file, char *err, size_t errn)
{
    if (!mg) return true;
    if (!json_is_array(mg)) {
        snprintf(err, errn, "%s: mirror_grid_seats: expected a list of seat numbers", file);
        return false;
    }
    JsonCursor c;
    for (const cJSON *s = json_first(mg, &c); s; s = json_next(mg, &c)) {
        int seat;
        if (!json_as_int(s, 0, GM_MAX_PLAYERS - 1, &seat)) {
            snprintf(err, errn, "%s: mirror_grid_seats: expected seat numbers 0..%d", file, GM_MAX_PLAYERS - 1);
            return false;
        }
        L->mirror_grid_seats |= 1u << seat;
    }
    return true;
}

static bool read_panels(Layout *L, const cJSON *panels, const char *file, char *err, size_t errn)
{
    if (!panels) return true;
    static const char *const pk[] = {"log", "seats", "buttons", "toast", NULL};
    char pw[600];
    Error e = {{0}};
    snprintf(pw, sizeof pw, "%s: panels", file);
    if (!json_is_object(panels) || !json_known_keys(panels, pk, pw, &e)) {
        if (e.msg[0]) snprintf(err, errn, "%s", e.msg);
        else snprintf(err, errn, "%s: expected an object {log, seats, buttons, toast}", pw);
        return false;
    }
    return read_rect(panels, "log", &L->log_rect, false, pw, err, errn) &&
           read_rect(panels, "seats", &L->seats_rect, false, pw, err, errn) &&
           read_rect(panels, "buttons", &L->buttons_rect, false, pw, err, errn) &&
           read_rect(panels, "toast", &L->toast_rect, false, pw, err, errn);
}

typedef struct SeatsRead {
    Layout *L;
    const char *file;
    char *err;
    size_t errn;
} SeatsRead;

/* "n": [[x, y, scale], ...] — the anchors for n players */
static bool read_seat_anchors(const char *key, const cJSON *lst, void *ctx)
{
    const SeatsRead *r = ctx;
    char *end = NULL;
    long n = strtol(key, &end, 10);
    if (!end || *end || n < 1 || n > GM_MAX_PLAYERS || !json_is_array(lst) || json_size(lst) != n) {
        snprintf(r->err, r->errn, "%s: seats.%s: expected a player count 1..%d holding that many [x, y, scale] anchors",
                 r->file, key, GM_MAX_PLAYERS);
        return false;
    }
    int k = 0;
    JsonCursor c;
    for (const cJSON *a = json_first(lst, &c); a && k < n; a = json_next(lst, &c), k++) {
        int sz = json_is_array(a) ? json_size(a) : 0, q = 0;
        bool good = sz == 2 || sz == 3;
        double v[3] = {0, 0, 1};
        JsonCursor cc;
        for (const cJSON *e = good ? json_first(a, &cc) : NULL; e && q < 3; e = json_next(a, &cc), q++) {
            /* range before the float conversion: (float)1e300 is undefined */
            good = good && cJSON_IsNumber(e) && e->valuedouble >= -4000 && e->valuedouble <= 4000;
            v[q] = good ? e->valuedouble : 0;
        }
        if (!good) {
            char b[64];
            json_brief(a, b, sizeof b);
            snprintf(r->err, r->errn, "%s: seats.%s[%d]: expected [x, y] or [x, y, scale] (numbers -4000..4000), got %s",
                     r->file, key, k, b);
            return false;
        }
        LayoutAnchor *an = &r->L->anchors[n][k];
        an->x = (float)v[0];
        an->y = (float)v[1];
        an->scale = (float)v[2];
        if (an->scale <= 0.1f || an->scale > 4) {
            snprintf(r->err, r->errn, "%s: seats.%s[%d]: expected a scale 0.1..4", r->file, key, k);
            return false;
        }
    }
    r->L->nanchors[n] = (int)n;
    return true;
}

static bool read_zones(Layout *L, const cJSON *zones, const char *file, char *err, size_t errn)
{
    if (!json_is_array(zones)) {
        char b[64];
        json_brief(zones, b, sizeof b);
        snprintf(err, errn, "%s: zones: expected a list of zones, got %s", file, zones ? b : "nothing");
        return false;
    }
    reserve_zones(L, json_size(zones));
    int i = 0;
    JsonCursor c;
    for (const cJSON *zj = json_first(zones, &c); zj; zj = json_next(zones, &c))
        if (!parse_zone(L, zj, i++, file, err, errn)) return false;
    return true;
}

/* The layout from j: a tree, or a lazy document read one member at a time
 * (json_lazy.h), with the same results and messages. */
static bool layout_from_json(Layout *L, const cJSON *j, const char *file, const GameModule *m, char *err, size_t errn)
{
    Error e = {{0}};
    static const char *const keys[] = {"game", "title", "rules", "card", "felt", "mirror_grid_seats", "panels",
                                       "seats", "zones", "note", "card_mm", NULL};
    bool ok = false;
    if (!json_is_object(j)) {
        snprintf(err, errn, "%s: expected an object at the top", file);
        goto done;
    }
    if (!json_known_keys(j, keys, file, &e) || !json_str(j, "game", true, "", L->game, sizeof L->game, file, &e)) {
        snprintf(err, errn, "%s", e.msg);
        goto done;
    }
    if (m && strcmp(L->game, m->id) != 0) {
        snprintf(err, errn, "%s: game: expected \"%s\", got \"%s\"", file, m->id, L->game);
        goto done;
    }
    if (!read_rules(L, json_get_lazy(j, "rules"), file, err, errn) ||
        !read_size(j, "card", &L->card_w, &L->card_h, file, err, errn) ||
        !read_felt(L, json_get_lazy(j, "felt"), file, err, errn) ||
        !read_mirror_seats(L, json_get_lazy(j, "mirror_grid_seats"), file, err, errn) ||
        !read_panels(L, json_get_lazy(j, "panels"), file, err, errn))
        goto done;
    const cJSON *seats = json_get_lazy(j, "seats");
    if (seats && !json_is_object(seats)) {
        snprintf(err, errn, "%s: seats: expected an object {\"2\": [[x, y, scale], ...], ...}", file);
        goto done;
    }
    SeatsRead sr = {L, file, err, errn};
    if (seats && !json_each_member(seats, read_seat_anchors, &sr)) goto done;
    if (!read_zones(L, json_get_lazy(j, "zones"), file, err, errn)) goto done;
    bool patterns = false;
    for (int k = 0; k < L->nzones; k++) patterns |= L->zones[k].seat_pattern;
    if (patterns && m) {
        for (int n = m->min_players; n <= m->max_players; n++)
            if (L->nanchors[n] != n) {
                snprintf(err, errn, "%s: seats.%d: expected seat anchors for %d players (zones use {seat})", file, n, n);
                goto done;
            }
    }
    ok = true;
done:
    if (!ok) layout_free(L);
    return ok;
}

bool layout_read(Layout *L, const char *text, size_t len, const char *path, const GameModule *m, bool tree, char *err,
                 size_t errn)
{
    layout_defaults(L, path);
    Error e = {{0}};
    /* One member at a time (json_lazy.h): a whole tree costs ~40x a dense
     * text; a key with an escape is read from a respelled copy.  A text the
     * lazy reader cannot read alike (malformed, a NUL in a string) goes to
     * the tree, for its exact message. */
    cJSON *doc = !tree && json_check_text(text, len, path, &e) ? json_lazy_doc_any(text, len) : NULL;
    cJSON *whole = doc ? NULL : json_parse_text(text, len, path, &e);
    if (!doc && !whole) {
        snprintf(err, errn, "%s", e.msg);
        return false;
    }
    bool ok = layout_from_json(L, doc ? doc : whole, path, m, err, errn);
    json_lazy_free(doc);
    cJSON_Delete(whole);
    return ok;
}

bool layout_load(Layout *L, const char *path, const GameModule *m, char *err, size_t errn)
{
    layout_defaults(L, path);
    Error e = {{0}};
    size_t len;
    char *text = json_read_file(path, &len, &e);
    if (!text) {
        snprintf(err, errn, "%s", e.msg);
        return false;
    }
    bool ok = layout_read(L, text, len, path, m, false, err, errn);
    free(text);
    return ok;
}

void layout_free(Layout *L)
{
    free(L->zones);
    free(L->rules);
    L->zones = NULL;
    L->rules = NULL;
    L->nzones = L->capzones = 0;
}
