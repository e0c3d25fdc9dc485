/* test_ui_layout.c — the table layout files: every shipped layout loads for
 * its module; loops and seat patterns expand; broken files are refused with
 * a message naming the file, the JSON path and what was expected. */
#include "testlib.h"
#include "ui_kit.h"
#include "layout_agree.h"
#include "ui/ui_internal.h"
#include "ui/table_internal.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char tmp_path[256];

static const char *write_tmp(const char *text)
{
    snprintf(tmp_path, sizeof tmp_path, "/tmp/ct-ui-layout-%d.json", (int)getpid());
    FILE *f = fopen(tmp_path, "w");
    if (!f) return NULL;
    fputs(text, f);
    fclose(f);
    return tmp_path;
}

static void test_shipped_layouts_load(void)
{
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        char rel[128], path[1024], err[1024] = "";
        snprintf(rel, sizeof rel, "data/games/%s.json", m->id);
        paths_join(path, sizeof path, rel);
        Layout L;
        bool ok = layout_load(&L, path, m, err, sizeof err);
        CHECKF(ok, "%s: %s", m->id, err);
        if (!ok) continue;
        CHECK(L.nzones > 3);
        CHECKF(L.rules && strlen(L.rules) > 40, "%s has no rules summary", m->id);
        for (int n = m->min_players; n <= m->max_players; n++) CHECK_INT(L.nanchors[n], n);
        layout_free(&L);
    }
}

/* Game i's shipped layout, loaded (false when it does not load:
 * test_shipped_layouts_load says why). */
static bool shipped_layout(int i, Layout *L)
{
    const GameModule *m = games_at(i);
    char rel[128], path[1024], err[1024] = "";
    snprintf(rel, sizeof rel, "data/games/%s.json", m->id);
    paths_join(path, sizeof path, rel);
    return layout_load(L, path, m, err, sizeof err);
}

/* Where zone z lies for the seat rel_seat places after the one at the
 * screen, at n seats; false when that seat has no such zone. */
static bool zone_at_seat(const Layout *L, const LayoutZone *z, int rel_seat, int n, SDL_FRect *r)
{
    if (z->kind == DK_HIDDEN || rel_seat >= (z->seat_pattern ? n : 1)) return false;
    if (z->seat_pattern && ((z->who == WHO_SELF && rel_seat != 0) || (z->who == WHO_OTHER && rel_seat == 0))) return false;
    float scale = 1;
    *r = z->seat_pattern ? table_anchor_rect(L, z->rect, rel_seat, 0, n, &scale) : z->rect;
    return true;
}

/* Calls check for every place of every shipped layout, for every seat at
 * every seat count, with where it lies for that seat. */
static void each_seat_zone(void (*check)(const GameModule *m, const Layout *L, const LayoutZone *z, int n, int s, SDL_FRect r))
{
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        Layout L;
        if (!shipped_layout(i, &L)) continue;
        for (int n = m->min_players; n <= m->max_players; n++)
            for (int k = 0; k < L.nzones; k++)
                for (int s = 0; s < n; s++) {
                    SDL_FRect r;
                    if (zone_at_seat(&L, &L.zones[k], s, n, &r)) check(m, &L, &L.zones[k], n, s, r);
                }
        layout_free(&L);
    }
}

/* No zone of any shipped layout, at any seat count, reaches into the table's
 * top bar (0..68: title, prompt, buttons), nor does a caption drawn above
 * its zone (19 px), nor a legal target's glow (12 px round its card): a
 * zone starts at y 80 or lower.  (Blood Wars' other seat started at 68, so
 * its lit warlords glowed into the bar; Queen by Midnight's at 64.) */
static void below_the_top_bar(const GameModule *m, const Layout *L, const LayoutZone *z, int n, int rel_seat, SDL_FRect r)
{
    (void)L;
    const float bar = 68 + 12, caption = 19;
    float top = r.y - (z->caption == CAP_ABOVE && z->kind != DK_SEAT ? caption : 0);
    CHECKF(top >= bar, "%s, %d players, seat +%d: %s (%s) starts at y %.0f, within 12 px of the top bar (0..68), so a glow would reach into it (limit %.0f)",
           m->id, n, rel_seat, z->id, drawer_name(z->kind), top, bar);
}

static void test_no_zone_under_the_top_bar(void) { each_seat_zone(below_the_top_bar); }

/* Where zone z lies for a seat, with its caption when drawn above it (19 px
 * whatever the seat's scale). */
static bool zone_and_caption_at_seat(const Layout *L, const LayoutZone *z, int rel_seat, int n, SDL_FRect *r)
{
    if (!zone_at_seat(L, z, rel_seat, n, r)) return false;
    if (rel_seat > 0 && z->caption == CAP_ABOVE && z->kind != DK_SEAT) {
        r->y -= 19;
        r->h += 19;
    }
    return true;
}

/* No two places of one seat lie over each other in any shipped layout, at
 * any seat count, nor two shared places (Blood Wars' ninth warlord's place
 * ran over the deck of the seat at the screen, and another seat's over its
 * discard's caption and strip); another seat's places are taken with their
 * captions above.  A seat's places may lie over shared ones (Queen by
 * Midnight's seats over the princesses). */
static void test_no_zones_overlap(void)
{
    for (int i = 0; i < games_count(); i++) {
        const GameModule *m = games_at(i);
        Layout L;
        if (!shipped_layout(i, &L)) continue;
        for (int n = m->min_players; n <= m->max_players; n++) {
            int bad = 0;
            for (int s = 0; s < n; s++)
                for (int a = 0; a < L.nzones; a++)
                    for (int b = a + 1; b < L.nzones && bad < 4; b++) {
                        const LayoutZone *za = &L.zones[a], *zb = &L.zones[b];
                        SDL_FRect p, q;
                        if (za->seat_pattern != zb->seat_pattern || (s > 0 && !za->seat_pattern) ||
                            !zone_and_caption_at_seat(&L, za, s, n, &p) || !zone_and_caption_at_seat(&L, zb, s, n, &q))
                            continue;
                        if (p.x < q.x + q.w - 0.5f && q.x < p.x + p.w - 0.5f && p.y < q.y + q.h - 0.5f && q.y < p.y + p.h - 0.5f) {
                            bad++;
                            CHECKF(0, "%s, %d players, seat +%d: %s (%.0f,%.0f %.0fx%.0f) lies over %s (%.0f,%.0f %.0fx%.0f)", m->id, n,
                                   s, za->id, p.x, p.y, p.w, p.h, zb->id, q.x, q.y, q.w, q.h);
                        }
                    }
        }
        layout_free(&L);
    }
}

/* Every place of every shipped layout, for every seat at every seat count,
 * lies wholly on the felt (8 units in from the window's edge, where the wood
 * rim ends), and a row of cards side by side is at least one card wide: a
 * row narrower than its card spreads its cards backwards, out of its place
 * (Blood Wars' other seat at 2 seats: a hand 16 units wide for cards of 26
 * showed its backs from the window's edge, under the deck's count).  A
 * pile's count badge lies on its card or beside it inside its place
 * (test_ui_read), so it is on the felt too. */
static void on_the_felt(const GameModule *m, const Layout *L, const LayoutZone *z, int n, int s, SDL_FRect r)
{
    const float rim = 8;
    float scale = r.w / z->rect.w;
    CHECKF(r.x >= rim - 0.01f && r.y >= rim - 0.01f && r.x + r.w <= UI_W - rim + 0.01f && r.y + r.h <= UI_H - rim + 0.01f,
           "%s, %d players, seat +%d: %s (%.0f,%.0f %.0fx%.0f) leaves the felt (%.0f,%.0f to %.0f,%.0f)", m->id, n, s, z->id, r.x, r.y,
           r.w, r.h, rim, rim, UI_W - rim, UI_H - rim);
    if ((z->kind != DK_ROW && z->kind != DK_HAND) || z->strip_w > 0) return;
    float cw = (z->card_w > 0 ? z->card_w : L->card_w) * scale, ch = (z->card_h > 0 ? z->card_h : L->card_h) * scale;
    float shown = ch > r.h ? cw * r.h / ch : cw; /* as the drawer fits it to the row's height */
    CHECKF(shown <= r.w + 0.01f, "%s, %d players, seat +%d: %s is %.0f wide, narrower than its cards (%.0f)", m->id, n, s, z->id, r.w,
           shown);
}

static void test_zones_on_the_felt(void) { each_seat_zone(on_the_felt); }

static void test_repeat_and_seat_patterns_expand(void)
{
    const char *p = write_tmp(
        "{\"game\": \"x\", \"seats\": {\"2\": [[0, 600], [0, 100, 0.5]]}, \"zones\": ["
        " {\"id\": \"board.{r}.{c}\", \"kind\": \"cell\", \"rect\": [100, 200, 50, 60],"
        "  \"repeat\": [{\"var\": \"r\", \"from\": 0, \"to\": 2, \"dy\": 70}, {\"var\": \"c\", \"from\": 0, \"to\": 4, \"dx\": 55}]},"
        " {\"id\": \"p{seat}.hand\", \"who\": \"self\", \"kind\": \"hand\", \"rect\": [10, 20, 300, 100]}]}");
    REQUIRE(p);
    Layout L;
    char err[1024] = "";
    REQUIRE(layout_load(&L, p, NULL, err, sizeof err));
    CHECK_INT(L.nzones, 16);
    CHECK_INT(L.capzones, 16); /* sized from the count and the repeats, not doubled */
    bool found = false;
    for (int i = 0; i < L.nzones; i++)
        if (strcmp(L.zones[i].id, "board.2.4") == 0) {
            found = true;
            CHECK_INT((int)L.zones[i].rect.x, 100 + 4 * 55);
            CHECK_INT((int)L.zones[i].rect.y, 200 + 2 * 70);
            CHECK_INT(L.zones[i].kind, DK_CELL);
        }
    CHECK(found);
    CHECK(L.zones[15].seat_pattern);
    CHECK_INT(L.zones[15].who, WHO_SELF);
    CHECK_INT(L.nanchors[2], 2);
    CHECK((int)(L.anchors[2][1].scale * 10) == 5);
    layout_free(&L);
}

static void expect_error(const char *json, const char *needle)
{
    const char *p = write_tmp(json);
    REQUIRE(p);
    Layout L;
    char err[1024] = "";
    bool ok = layout_load(&L, p, NULL, err, sizeof err);
    CHECKF(!ok, "accepted: %s", json);
    if (ok) {
        layout_free(&L);
        return;
    }
    CHECK_CONTAINS(err, tmp_path); /* names the file */
    CHECK_CONTAINS(err, needle);
}

static void test_broken_layouts_are_reported(void)
{
    expect_error("{\"game\": \"x\", \"zones\": [", "malformed");
    expect_error("{\"game\": \"x\"}", "zones: expected a list of zones");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"deck\", \"rect\": [1, 2]}]}", "zones[0] \"deck\": rect: expected [x, y, w, h]");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"deck\", \"kind\": \"wheel\", \"rect\": [0, 0, 9, 9]}]}", "kind");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"deck\", \"rect\": [0, 0, 9, 9], \"colour\": 7, \"nope\": 1}]}", "zones[0]");
    expect_error("{\"game\": \"x\", \"felt\": [\"green\"], \"zones\": []}", "felt: expected");
    expect_error("{\"game\": \"x\", \"seats\": {\"2\": [[0, 0]]}, \"zones\": []}", "seats.2");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"a{i}\", \"rect\": [0, 0, 9, 9], \"repeat\": [{\"var\": \"i\", \"from\": 5, \"to\": 1}]}]}", "repeat[0]");
    /* a name strip is wider than tall, and only where cards are listed */
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"v\", \"kind\": \"row\", \"rect\": [0, 0, 90, 90], \"strip\": [30, 60]}]}",
                 "zones[0] \"v\": strip: expected [w, h] wider than tall");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"n\", \"kind\": \"counter\", \"rect\": [0, 0, 90, 90], \"strip\": [60, 30]}]}",
                 "on a row, hand, pile, card or warlord zone");
    /* an open place (where face-up cards are listed as strips) belongs to a
     * warlord drawn as a strip or a row with "strip" */
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"w\", \"kind\": \"warlord\", \"rect\": [0, 0, 90, 30], \"open\": [0, 0, 90, 90]}]}",
                 "zones[0] \"w\": open: expected only on a warlord, row or hand zone with \"strip\"");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"h\", \"kind\": \"row\", \"rect\": [0, 0, 30, 36], \"open\": [0, 0, 300, 90]}]}",
                 "zones[0] \"h\": open: expected only on a warlord, row or hand zone with \"strip\"");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"d\", \"kind\": \"pile\", \"rect\": [0, 0, 90, 30], \"strip\": [90, 30], \"open\": [0, 0, 90, 90]}]}",
                 "zones[0] \"d\": open: expected only on a warlord, row or hand zone with \"strip\"");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"h\", \"kind\": \"row\", \"rect\": [0, 0, 30, 36], \"strip\": [90, 30], \"open\": [0, 0, -5, 90]}]}",
                 "zones[0] \"h\": open: expected a non-negative width and height");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"w\", \"kind\": \"warlord\", \"rect\": [0, 0, 90, 30], \"strip\": [90, 30], \"open\": [0, 0, 90]}]}",
                 "open: expected [x, y, w, h]");
    /* a caption row names a part of an open place's list */
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"h\", \"kind\": \"row\", \"rect\": [0, 0, 30, 36], \"strip\": [90, 30], \"open_caption\": \"In hand\"}]}",
                 "zones[0] \"h\": open_caption: expected only with \"open\"");
    /* a caption left of a strip needs a pile shown as a strip, with room for it and its count */
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"d\", \"kind\": \"pile\", \"rect\": [0, 0, 90, 30], \"caption\": \"left\"}]}",
                 "zones[0] \"d\": caption: \"left\" is for a pile shown as a strip");
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"d\", \"kind\": \"pile\", \"rect\": [0, 0, 90, 30], \"strip\": [80, 30], \"caption\": \"left\"}]}",
                 "its rect wider than the strip and its count");
    /* a layout for another game, or {seat} zones without anchors for a player count */
    const GameModule *m = games_at(0);
    REQUIRE(m);
    const char *p = write_tmp("{\"game\": \"another-game\", \"zones\": []}");
    Layout L;
    char err[1024] = "";
    CHECK(!layout_load(&L, p, m, err, sizeof err));
    CHECK_CONTAINS(err, "game: expected");
    p = write_tmp("{\"game\": \"queens-court\", \"zones\": [{\"id\": \"p{seat}.left\", \"rect\": [0, 0, 9, 9]}]}");
    const GameModule *qc = games_find("queens-court");
    if (qc) {
        CHECK(!layout_load(&L, p, qc, err, sizeof err));
        CHECK_CONTAINS(err, "expected seat anchors");
    }
    unlink(tmp_path);
}

/* The zones are parsed one at a time: cJSON never holds more than the header
 * and one zone; a zone the scan lets through but cJSON refuses falls back to
 * the whole document for its exact line and column. */
static void test_zones_are_parsed_one_at_a_time(void)
{
    size_t cap = 64 * 1024, len = 0;
    char *t = malloc(cap);
    REQUIRE(t);
    len += (size_t)snprintf(t, cap, "{\"game\": \"x\", \"zones\": [");
    for (int i = 0; i < 300; i++)
        len += (size_t)snprintf(t + len, cap - len, "%s{\"id\": \"z%d\", \"kind\": \"pile\", \"rect\": [%d, 2, 3, 4]}\n",
                                i ? "," : "", i, i);
    snprintf(t + len, cap - len, "]}");
    const char *p = write_tmp(t);
    REQUIRE(p);
    Layout L;
    char err[1024] = "";
    tl_cjson_count(true);
    bool ok = layout_load(&L, p, NULL, err, sizeof err);
    size_t walk_peak = tl_cjson_peak();
    tl_cjson_count(false);
    CHECKF(ok, "%s", err);
    if (ok) {
        CHECK_INT(L.nzones, 300);
        CHECK_INT(L.capzones, 300);
        CHECK_STR(L.zones[299].id, "z299");
        CHECK_INT((int)L.zones[299].rect.x, 299);
        layout_free(&L);
    }
    /* the whole tree of the same text, for comparison */
    char *text = tl_read_text(p);
    REQUIRE(text);
    tl_cjson_count(true);
    cJSON *whole = cJSON_Parse(text);
    size_t tree_peak = tl_cjson_peak();
    cJSON_Delete(whole);
    tl_cjson_count(false);
    free(text);
    CHECKF(walk_peak * 20 < tree_peak, "cJSON peak %zu B walking, %zu B for the tree", walk_peak, tree_peak);
    /* a literal cJSON refuses in zone 2 (line 3): the whole parse names it */
    expect_error("{\"game\": \"x\", \"zones\": [{\"id\": \"a\", \"rect\": [0, 0, 9, 9]},\n"
                 "{\"id\": \"b\", \"rect\": [0, 0, 9, 9]},\n{\"id\": tru}]}",
                 "malformed JSON at line 3, column 8");
    free(t);
    unlink(tmp_path);
}

/* The densest hostile text: head, 60,000 zeros, tail (~120 KB; cJSON's tree
 * of it is ~37x that). */
static char *dense_text(const char *head, const char *tail, size_t *len)
{
    size_t n = 60000, cap = 2 * n + strlen(head) + strlen(tail) + 2;
    char *t = malloc(cap);
    if (!t) abort();
    size_t at = (size_t)snprintf(t, cap, "%s", head);
    for (size_t i = 0; i < n; i++) t[at++] = '0', t[at++] = ',';
    at += (size_t)snprintf(t + at, cap - at, "0%s", tail);
    *len = at;
    return t;
}

/* A hostile layout (60,000 numbers where one value goes, in the
 * header, a zone, a list or a scalar's place) is read without its tree:
 * cJSON never holds more than the text's size (the tree was 37-38x), and the
 * result and message are the tree's. */
static void test_hostile_layouts_build_no_tree(void)
{
    static const struct { const char *head, *tail, *expect; } cases[] = {
        {"{\"game\":\"x\",\"zones\":[{\"id\":\"a\",\"rect\":[", "]}]}",
         "zones[0] \"a\": rect: expected [x, y, w, h] (4 numbers), got an array"},
        {"{\"game\":\"x\",\"zones\":[],\"x\":[", "]}", "x: unknown field"},
        {"{\"game\":\"x\",\"note\":[", "],\"zones\":7}", "zones: expected a list of zones, got 7"},
        {"{\"game\":\"x\",\"zones\":[{\"id\":[", "]}]}", "zones[0]: id: expected a string, got an array"},
        {"{\"game\":[", "],\"zones\":[]}", "game: expected a string, got an array"},
        {"{\"game\":\"x\",\"zones\":[", "]}", "zones[0]: expected an object"},
        {"{\"game\":\"x\",\"seats\":{\"2\":[", "]},\"zones\":[]}", "seats.2: expected a player count 1.."},
        {"{\"game\":\"x\",\"seats\":{\"1\":[[", "]]},\"zones\":[]}", "seats.1[0]: expected [x, y] or [x, y, scale]"},
        {"{\"game\":\"x\",\"panels\":{\"log\":[", "]},\"zones\":[]}", "panels: log: expected [x, y, w, h] (4 numbers), got an array"},
        {"{\"game\":\"x\",\"card\":[", "],\"zones\":[]}", "card: expected [w, h] (8..800), got an array"},
        {"{\"game\":\"x\",\"felt\":[", "],\"zones\":[]}", "felt: expected [\"#rrggbb\", \"#rrggbb\"]"},
        {"{\"game\":\"x\",\"rules\":[", "],\"zones\":[]}", "rules: expected a list of strings"},
        {"{\"game\":\"x\",\"zones\":[{\"id\":\"a{i}\",\"rect\":[0,0,9,9],\"repeat\":[{\"var\":\"i\",\"to\":3,\"from\":[", "]}]}]}",
         "repeat[0]: from: expected an integer -99..999, got an array"},
        {"{\"game\":\"x\",\"zones\":[{\"id\":\"a{i}\",\"rect\":[0,0,9,9],\"repeat\":[", "]}]}",
         "repeat: expected a list of up to 3 loops"},
        /* a key with an escape: read from a respelled copy, not the tree */
        {"{\"g\\u0061me\":\"x\",\"zones\":[],\"x\":[", "]}", "x: unknown field"},
        {"\xEF\xBB\xBF{\"game\":\"x\",\x01\"zones\":[],\"n\\u006fte\":[", "]}", NULL}, /* a note: any value */
        /* accepted: seat 0 named 60,001 times (NULL: accepted) */
        {"{\"game\":\"x\",\"zones\":[],\"mirror_grid_seats\":[", "]}", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        size_t len;
        char *text = dense_text(cases[i].head, cases[i].tail, &len);
        Layout L;
        char err[1024] = "";
        tl_cjson_count(true);
        bool ok = layout_read(&L, text, len, "hostile.json", NULL, false, err, sizeof err);
        size_t peak = tl_cjson_peak();
        tl_cjson_count(false);
        CHECKF(peak < len, "case %zu: cJSON peak %zu B for a %zu B text", i, peak, len);
        if (cases[i].expect) {
            CHECKF(!ok, "case %zu accepted", i);
            CHECK_CONTAINS(err, "hostile.json: ");
            CHECK_CONTAINS(err, cases[i].expect);
        } else {
            CHECKF(ok, "case %zu: %s", i, err);
        }
        if (ok) layout_free(&L);
        const char *differ = layout_readers_differ(text, len, "hostile.json", NULL, &L, &ok, err, sizeof err);
        CHECKF(differ == NULL, "case %zu: %s", i, differ);
        if (ok) layout_free(&L);
        free(text);
    }
}

/* Replaces the first `find` of text by `put` into buf; false if not found. */
static bool edit_text(const char *text, const char *find, const char *put, char *buf, size_t n)
{
    const char *at = strstr(text, find);
    if (!at) return false;
    snprintf(buf, n, "%.*s%s%s", (int)(at - text), text, put, at + strlen(find));
    return true;
}

/* The shipped layouts, and odd or broken edits of them: the member-by-member
 * reader accepts and refuses exactly what the tree does, with its layout and
 * message (a malformed text, an escaped key, go to the tree). */
static void test_layout_readers_agree(void)
{
    static const char *const edits[][2] = {
        {"", ""}, /* the layout as shipped */
        {"{", "{\"x\": 1, "},
        {"{", "{\"g\\u0061me\": \"other\", "},                 /* an escaped key: the tree's */
        {"{", "{\"zones\": [], "},                              /* a repeated key: the first counts */
        {"{", "{\"seats\": {\"2\": [[1, 2], [3, 4, 2]], \"2\": [[5, 6], [7, 8]], \"1\": [[9, 9]]}, \"s\": 1, "},
        {"{", "{\"seats\": {\"2\": [[1, 2], [3, 4, 2]], \"2\": [[5, 6]]}, "},
        {"{", "{\"panels\": {\"log\": [1, 2, 3, 4], \"log\": 7}, "},
        {"{", "{\"rules\": [\"one\", \"two\"], \"felt\": [\"#102030\", \"#405060\"], \"card\": [20, 30], "},
        {"{", "{\"rules\": [\"one\", 2], "},
        {"{", "{\"mirror_grid_seats\": [0, 1, 1e300], "},
        {"{", "{\"card\": [8, 1e300], "},
        {"{", "\xEF\xBB\xBF{\x01\"n\\u006fte\": \"a\",\x1f "},     /* a BOM, a control byte: respelled */
        {"{", "{\"a\\\"b\": 1, "},                               /* a key that decodes to a quote: the tree */
        {"{", "{\"g\\u0061me\": \"x\", \"n\\u006fte\": [\"\\u0000\"], "},
        {"{", "{\"note\": \xEF\xBB\xBF\"x\", "},                   /* a BOM where a value starts: malformed */
        {"\"zones\": [", "\"zones\": [\xEF\xBB\xBF"},
        {"{", "{\"x\": tru, "},                                /* malformed: the tree's line and column */
        {"{", "{\"x\": [1 2], "},
        {"{", "{\"x\": \"a\tb\", "},
        {"{", "[{"},
        {"\"zones\": [", "\"zones\": [{\"id\": \"q{i}.{j}\", \"kind\": \"cell\", \"rect\": [1, 2, 3, 4], \"card\": [40, 50], "
                         "\"repeat\": [{\"var\": \"i\", \"from\": 1, \"to\": 3, \"dx\": 7}, {\"var\": \"j\", \"from\": 0, \"to\": 2, \"dy\": -5}]}, "},
        {"\"zones\": [", "\"zones\": [{\"id\": \"q\", \"rect\": [1, 2, 3, 1e300]}, "},
        {"\"zones\": [", "\"zones\": [{\"id\": \"q\", \"rect\": [1, 2, 3, 4], \"repeat\": [1]}, "},
        {"\"zones\": [", "\"zones\": [{\"id\": \"q\", \"rect\": [1, 2, 3, 4], \"who\": {}, "},
        {"\"zones\": [", "\"zones\": [7, "},
        {"\"zones\": [", "\"zones\": {\"a\": ["},
    };
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        char path[1024], rel[200];
        snprintf(rel, sizeof rel, "data/games/%s.json", m->id);
        paths_join(path, sizeof path, rel);
        char *text = tl_read_text(path);
        if (!text) continue;
        for (size_t v = 0; v < sizeof edits / sizeof *edits; v++) {
            static char buf[65536];
            if (!edit_text(text, edits[v][0], edits[v][1], buf, sizeof buf)) continue;
            Layout L;
            bool ok;
            char err[1024] = "";
            const char *differ = layout_readers_differ(buf, strlen(buf), path, m, &L, &ok, err, sizeof err);
            CHECKF(differ == NULL, "%s, edit %zu: %s", m->id, v, differ);
            if (v == 0) CHECKF(ok && L.nzones > 0, "%s: %s", m->id, err);
            if (ok) layout_free(&L);
        }
        free(text);
    }
}

/* A long hand (15 cards: more than any game deals) fans inside the window at
 * 1280x720: no card's lowest corner, tilted as drawn, reaches the bottom edge
 * (11 cards reached it).  Each game's own hand at the screen. */
static void test_a_long_hand_stays_inside(void)
{
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        UiApp *app = kit_app(1280, 720, "random", NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, m->id, m->min_players, ~1u & ((1u << m->min_players) - 1), 7));
        kit_settle(app);
        ui_app_render(app);
        UiSession *S = &app->s;
        View *v = S->view;
        int zi = -1;
        for (int i = 0; i < v->nzones && zi < 0; i++)
            if (S->zr[i].placed && S->zr[i].kind == DK_HAND && v->zones[i].owner == v->observer && v->zones[i].nitems > 0) zi = i;
        if (zi < 0) {
            printf("  %s: no hand of the seat at the screen now\n", m->id);
            ui_app_free(app);
            continue;
        }
        ViewZone *z = &v->zones[zi];
        int dealt = z->nitems;
        while (z->nitems < 15) { z->items[z->nitems] = z->items[z->nitems % dealt]; z->nitems++; }
        z->count = z->nitems;
        float lowest = 0;
        for (int i = 0; i < z->nitems; i++) {
            SDL_FRect q;
            REQUIRE(table_item_rect(app, v, S->zr, zi, i, &q));
            double a = fabs(table_fan_angle(z->nitems, i)) * M_PI / 180;
            float bottom = q.y + q.h / 2 + (float)(q.h / 2 * cos(a) + q.w / 2 * sin(a));
            if (bottom > lowest) lowest = bottom;
        }
        printf("  %s: %s of 15 cards reaches y %.0f of %.0f (zone bottom %.0f)\n", m->id, z->id, lowest, UI_H,
               S->zr[zi].rect.y + S->zr[zi].rect.h);
        CHECKF(lowest <= UI_H - 2, "%s: the hand's lowest corner at y %.0f reaches the window's bottom (%.0f)", m->id, lowest, UI_H);
        char name[96];
        snprintf(name, sizeof name, "long-hand-%s.png", m->id);
        snapshot_png(app, name);
        ui_app_free(app);
    }
}

static bool meets(SDL_Rect a, SDL_Rect b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

/* Queen's Blood's play preview ("0 → 2" on the Score and Lane counters)
 * leaves the counters' captions readable (the pills covered them),
 * at 1280x720 and 1920x1080, 100 % and 150 % text. */
static void test_preview_pills_clear_of_captions(void)
{
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 4; k++) {
        UiApp *app = kit_app(sizes[k % 2][0], sizes[k % 2][1], "random", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", k < 2 ? 100 : 150);
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 3));
        int pills = 0, captions = 0;
        for (int step = 0; step < 40 && !pills && !ui_app_game_over(app); step++) {
            kit_settle(app);
            float x, y;
            if (strstr(ui_app_view_text(app, "status"), "Mulligan")) { /* keep the hand */
                if (ui_app_find(app, CLICK_BUTTON, "Keep this hand", &x, &y)) click_at(app, x, y);
                continue;
            }
            if (!ui_app_find(app, CLICK_SOURCE, "p0.hand", &x, &y)) break;
            click_at(app, x, y);
            if (!ui_app_find(app, CLICK_TARGET, "", &x, &y)) break;
            mouse_event(app, SDL_MOUSEMOTION, x, y);
            ui_app_update(app, 0.05);
            ui_app_labels_record(app, true);
            ui_app_render(app);
            SDL_Rect cap[16], pill[16];
            int nc = 0, np = 0;
            for (int i = 0; i < ui_app_label_count(app); i++) {
                SDL_Rect r;
                const char *t = ui_app_label_at(app, i, &r);
                if ((strcmp(t, "Lane") == 0 || strcmp(t, "Score") == 0) && nc < 16) cap[nc++] = r;
                if (strstr(t, "→") && np < 16) pill[np++] = (SDL_Rect){r.x - 6, r.y - 4, r.w + 12, r.h + 8}; /* its box */
            }
            ui_app_labels_record(app, false);
            for (int p = 0; p < np; p++)
                for (int c = 0; c < nc; c++)
                    CHECKF(!meets(pill[p], cap[c]), "%dx%d at %d %%: a preview pill at %d,%d %dx%d covers a caption at %d,%d",
                           sizes[k % 2][0], sizes[k % 2][1], k < 2 ? 100 : 150, pill[p].x, pill[p].y, pill[p].w, pill[p].h,
                           cap[c].x, cap[c].y);
            pills = np;
            captions = nc;
            if (pills) {
                char name[64];
                snprintf(name, sizeof name, "qb-preview-%d-%d.png", sizes[k % 2][0], k < 2 ? 100 : 150);
                kit_save_png(app, name);
                break;
            }
            ui_app_debug_advance(app, 1, 9u + (unsigned)step); /* no change to preview here: play on */
        }
        CHECKF(pills > 0 && captions >= 4, "%dx%d: %d preview pills and %d captions seen", sizes[k % 2][0], sizes[k % 2][1], pills, captions);
        ui_app_free(app);
    }
}

/* A long event (a Long Live the Queen roll that told every ability it set
 * off) is toasted in at most two lines, cut at a word, at 100 % and 150 % text
 * (a 4-line box over the board for 3 s); the session keeps it whole
 * (the log has the whole line), and a short one is not cut. */
static void test_a_long_toast_keeps_to_two_lines(void)
{
    static const char LONG[] =
        "Ben rolled 6 and 2: the rival Sniper turns Ann's Princess face down, the Guard holds the gate, the Thief "
        "takes a coin from the Treasurer, the Spy looks at two tiles and the Jester swaps the Cook with the Baker";
    const int scales[] = {100, 150}, sizes[2][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 4; k++) {
        UiApp *app = kit_app(sizes[k / 2][0], sizes[k / 2][1], "random", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k % 2]);
        REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 7));
        kit_settle(app);
        UiSession *S = &app->s;
        SDL_FRect tr = S->layout.toast_rect;
        float px = sizes[k / 2][1] / 900.0f;
        float two = gfx_text_wrap_height(&app->gfx, FACE_BOLD, 15, tr.w - 28, "Ag\nAg");
        const char *texts[2] = {LONG, "Ben rolled 6 and 2"};
        for (int t = 0; t < 2; t++) {
            snprintf(S->toast, sizeof S->toast, "%s", texts[t]);
            S->toast_until = app->now + 3;
            S->notice[0] = 0;
            ui_app_render(app);
            SDL_Rect b[8];
            int nb = ui_app_banner_rects(app, b, 8), tall = 0;
            for (int i = 0; i < nb; i++)
                if (b[i].h > tall) tall = b[i].h;
            CHECKF(nb > 0, "%d %%: no toast drawn", scales[k % 2]);
            CHECKF(tall <= (two + 12) * px + 2, "%d %%: the toast is %d px high, two lines are %.0f", scales[k % 2], tall, (two + 12) * px);
            CHECK_STR(S->toast, texts[t]); /* cut only where it is drawn */
            if (t == 0 && k % 2 == 1) {
                char png[48];
                snprintf(png, sizeof png, "toast-long-%d-150.png", sizes[k / 2][0]);
                snapshot_png(app, png);
            }
        }
        ui_app_free(app);
    }
}

/* A Blood Wars move is toasted whole: at 150 % text the 240-unit toast cut
 * "Ben puts Captain…", "Ann stacked 2 cards under…" and "Cleo challenges for
 * The Silver…" (a 3-player hot-seat at 1920x1080):
 * the card the move was about was the word cut. */
static void test_a_blood_wars_move_is_toasted_whole(void)
{
    static const char *const said[] = {"Ben puts Captain Merrow Brightshield on the table",
                                        "Ann stacked 2 cards under Factol Serene of the Open Hand",
                                        "Cleo challenges for The Silver Steps by combat"};
    const int sizes[2][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 4; k++) {
        UiApp *app = kit_app(sizes[k / 2][0], sizes[k / 2][1], "random", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", k % 2 ? 150 : 100);
        REQUIRE(ui_app_start(app, "blood-wars", 3, 6u, 5));
        kit_settle(app);
        UiSession *S = &app->s;
        /* the rule table.c draws by: two lines of the toast's width, else cut at a word */
        float w = S->layout.toast_rect.w - 28, two = gfx_text_wrap_height(&app->gfx, FACE_BOLD, 15, w, "Ag\nAg") + 1;
        for (int t = 0; t < 3; t++) {
            float h = gfx_text_wrap_height(&app->gfx, FACE_BOLD, 15, w, said[t]);
            CHECKF(h <= two, "%dx%d at %d %%: \"%s\" needs %.0f units in the %.0f-unit toast, two lines are %.0f", sizes[k / 2][0],
                   sizes[k / 2][1], k % 2 ? 150 : 100, said[t], h, w + 28, two);
        }
        snprintf(S->toast, sizeof S->toast, "%s", said[1]);
        S->toast_until = app->now + 3;
        ui_app_render(app);
        if (k == 3) snapshot_png(app, "toast-blood-wars-1920-150.png");
        ui_app_free(app);
    }
}

/* Queen's Blood's toast is a narrow, tall box beside the board: it takes the
 * lines its box holds, so at 150 % "Ben sent back 2 cards and drew as many"
 * reads whole (it was cut to two lines: "Ben sent back 2 cards and…"). */
static void test_a_tall_toast_box_takes_more_lines(void)
{
    static const char said[] = "Ben sent back 2 cards and drew as many";
    const int sizes[2][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 2; k++) {
        UiApp *app = kit_app(sizes[k][0], sizes[k][1], "random", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", 150);
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 3));
        kit_settle(app);
        UiSession *S = &app->s;
        snprintf(S->toast, sizeof S->toast, "%s", said);
        S->toast_until = app->now + 3;
        S->notice[0] = 0;
        ui_app_labels_record(app, true);
        ui_app_render(app);
        bool whole = false;
        SDL_Rect r;
        for (int i = 0; i < ui_app_label_count(app); i++) whole = whole || strcmp(ui_app_label_at(app, i, &r), said) == 0;
        ui_app_labels_record(app, false);
        CHECKF(whole, "%dx%d at 150 %%: the toast does not read \"%s\" whole", sizes[k][0], sizes[k][1], said);
        SDL_Rect b[8];
        int nb = ui_app_banner_rects(app, b, 8), tall = 0;
        for (int i = 0; i < nb; i++)
            if (b[i].h > tall) tall = b[i].h;
        float px = sizes[k][1] / 900.0f;
        CHECKF(tall <= (S->layout.toast_rect.h + 12) * px + 2, "the toast is %d px high, its box %.0f", tall,
               S->layout.toast_rect.h * px);
        ui_app_free(app);
    }
}

/* Queen's Blood at the extremes its narrow message place was seen at. */
static const int QB_SIZES[3][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 150}};

static UiApp *qb_table(int k)
{
    UiApp *app = kit_app(QB_SIZES[k][0], QB_SIZES[k][1], "random", NULL, 0);
    if (!app) return NULL;
    ui_app_set_setting(app, "ui_scale", QB_SIZES[k][2]);
    if (!ui_app_start(app, "queens-blood", 2, 2u, 3)) {
        ui_app_free(app);
        return NULL;
    }
    kit_settle(app);
    return app;
}

/* A box of words from the last recorded frame: at least 240 units wide, at
 * most 4 lines, over no zone, and no label drawn over another. */
static void check_words_box(UiApp *app, int k, SDL_Rect box, const char *what)
{
    int w = QB_SIZES[k][0], h = QB_SIZES[k][1], lines = 0;
    float unit = w / 1600.0f;
    SDL_Rect r;
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
        lines += r.y >= box.y && r.y + r.h <= box.y + box.h + 1 && r.x >= box.x && r.x + r.w <= box.x + box.w + 1;
    CHECKF(box.w >= 240 * unit, "%dx%d %d %%: %s is %.0f units wide", w, h, QB_SIZES[k][2], what, box.w / unit);
    CHECKF(lines >= 1 && lines <= 4, "%dx%d %d %%: %s takes %d lines", w, h, QB_SIZES[k][2], what, lines);
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96);
    for (int i = 0; i < nz; i++) CHECKF(!kit_meets(box, zr[i]), "%dx%d %d %%: %s covers %s", w, h, QB_SIZES[k][2], what, ids[i]);
    char first[160];
    CHECKF(ui_app_label_overlaps(app, first, sizeof first) == 0, "%dx%d %d %%: %s", w, h, QB_SIZES[k][2], first);
}

/* Queen's Blood's toast (the AI's move or an event in words) takes a
 * sensible width where it covers nothing, as a notice does: in its 166-unit
 * message place it was a column of short lines.  A notice shown with it no
 * longer drops it (the toast went whenever both did not fit inside the
 * place, even with the notice outside it): both show and do not overlap. */
static void test_queens_blood_toast_takes_a_sensible_width(void)
{
    static const char said[] = "Ben played Gate Warden on the middle lane: two pawns raised, the rival's Cogmouse lowered by 2";
    static const char hint[] = "Hint: play Oiler Crab on your top lane (AI: 62 % to win; the next best 55 %)";
    for (int k = 0; k < 3; k++) {
        int w = QB_SIZES[k][0], h = QB_SIZES[k][1];
        UiApp *app = qb_table(k);
        REQUIRE(app);
        UiSession *S = &app->s;
        for (int with_notice = 0; with_notice < 2; with_notice++) {
            snprintf(S->toast, sizeof S->toast, "%s", said);
            S->toast_until = app->now + 3;
            snprintf(S->notice, sizeof S->notice, "%s", with_notice ? hint : "");
            ui_app_labels_record(app, true);
            ui_app_render(app);
            ui_app_labels_record(app, false);
            SDL_Rect b[8];
            int nb = ui_app_banner_rects(app, b, 8);
            CHECKF(nb == 1 + with_notice, "%dx%d %d %%: %d boxes of words drawn, %d wanted", w, h, QB_SIZES[k][2], nb, 1 + with_notice);
            if (nb < 1) continue;
            SDL_Rect toast = b[0];
            check_words_box(app, k, toast, "the toast");
            if (nb == 2) {
                check_words_box(app, k, b[1], "the notice");
                CHECKF(!kit_meets(b[0], b[1]), "%dx%d %d %%: the notice covers the toast", w, h, QB_SIZES[k][2]);
            }
            char png[64];
            snprintf(png, sizeof png, "qb-toast-%d-%d%s.png", w, QB_SIZES[k][2], with_notice ? "-notice" : "");
            snapshot_png(app, png);
        }
        ui_app_free(app);
    }
}

/* The AI's move told in words in Queen's Blood's message place (a move
 * that shows in no zone: "Keep this hand" at the mulligan here) takes a sensible
 * width where it covers nothing, as the toast does: it was a column of
 * short lines in the 166-unit place. */
static void test_queens_blood_ai_words_take_a_sensible_width(void)
{
    static const char said[] = "Ben kept his hand: Gate Warden, Oiler Crab, Cogmouse, Copper Spider and Brass Beetle";
    for (int k = 0; k < 3; k++) {
        int w = QB_SIZES[k][0], h = QB_SIZES[k][1];
        UiApp *app = qb_table(k);
        REQUIRE(app);
        UiSession *S = &app->s;
        Action legal[64];
        int n = S->m->legal_actions(S->st, legal, 64), found = -1;
        for (int i = 0; i < n && found < 0; i++) {
            ActionDesc d;
            memset(&d, 0, sizeof d);
            d.src_index = d.dst_index = -1;
            S->m->describe(S->st, legal[i], &d);
            if (!d.src_zone[0] && !d.dst_zone[0]) found = i;
        }
        REQUIRE(found >= 0);
        S->ai_showing = true;
        S->ai_action = legal[found];
        snprintf(S->ai_label, sizeof S->ai_label, "%s", said);
        S->toast[0] = S->notice[0] = 0;
        ui_app_labels_record(app, true);
        ui_app_render(app);
        ui_app_labels_record(app, false);
        S->ai_showing = false;
        SDL_Rect b[8];
        int nb = ui_app_banner_rects(app, b, 8);
        CHECKF(nb == 1, "%dx%d %d %%: %d boxes of words drawn", w, h, QB_SIZES[k][2], nb);
        if (nb < 1) continue;
        check_words_box(app, k, b[0], "the AI's words");
        char png[64];
        snprintf(png, sizeof png, "qb-ai-words-%d-%d.png", w, QB_SIZES[k][2]);
        S->ai_showing = true;
        snapshot_png(app, png);
        S->ai_showing = false;
        ui_app_free(app);
    }
}

int main(void)
{
    RUN(test_shipped_layouts_load);
    RUN(test_no_zone_under_the_top_bar);
    RUN(test_no_zones_overlap);
    RUN(test_zones_on_the_felt);
    RUN(test_repeat_and_seat_patterns_expand);
    RUN(test_broken_layouts_are_reported);
    RUN(test_zones_are_parsed_one_at_a_time);
    RUN(test_hostile_layouts_build_no_tree);
    RUN(test_layout_readers_agree);
    RUN(test_a_long_hand_stays_inside);
    RUN(test_preview_pills_clear_of_captions);
    RUN(test_a_long_toast_keeps_to_two_lines);
    RUN(test_a_blood_wars_move_is_toasted_whole);
    RUN(test_a_tall_toast_box_takes_more_lines);
    RUN(test_queens_blood_toast_takes_a_sensible_width);
    RUN(test_queens_blood_ai_words_take_a_sensible_width);
    return tl_summary();
}
