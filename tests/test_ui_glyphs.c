/* test_ui_glyphs.c — no text a game shows holds a character the table's fonts
 * cannot draw (a box sat between two sentences in the header: "…for their
 * side▯Ben holds…").  Seeded random games of every module: each step's
 * prompt, status, seat lines, zone captions and badges, result, history,
 * round summary, every legal move's label, and every event as the log shows
 * it (one line each) and as the header shows it (play_one_line), checked
 * glyph by glyph with SDL_ttf against each face the table loads (gfx.c). */
#include "testlib.h"
#include <SDL2/SDL_ttf.h>
#include <stdlib.h>
#include "core/registry.h"
#include "ui/ui_internal.h"

/* The faces the table draws a game's words in (gfx.c): the sans faces for
 * prompts, the log, badges and buttons.  Card names are drawn in serif on the
 * cards as well (cards.c), so they are checked against every face. */
static TTF_Font *g_fonts[FACE_COUNT];
static int g_faces = 2; /* FACE_SANS, FACE_BOLD; FACE_COUNT while card names are checked */
static uint8_t g_known[FACE_COUNT][0x30000 / 8], g_drawable[FACE_COUNT][0x30000 / 8]; /* per face and code point, asked once */
static int g_missing;

/* Whether every face in use draws code point c (a control character never is). */
static bool drawable(uint32_t c)
{
    if (c < 0x20 || c == 0x7f || c >= 0x30000) return false;
    bool ok = true;
    for (int f = 0; f < g_faces && ok; f++) {
        if (!(g_known[f][c / 8] & (1u << (c % 8)))) {
            g_known[f][c / 8] |= (uint8_t)(1u << (c % 8));
            if (TTF_GlyphIsProvided32(g_fonts[f], c)) g_drawable[f][c / 8] |= (uint8_t)(1u << (c % 8));
        }
        ok = (g_drawable[f][c / 8] >> (c % 8)) & 1;
    }
    return ok;
}

/* One UTF-8 code point at *p (advancing it); 0xFFFD for a bad sequence. */
static uint32_t next_code(const unsigned char **p)
{
    const unsigned char *s = *p;
    uint32_t c = s[0];
    int more = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (more < 0) {
        *p = s + 1;
        return 0xFFFFFFFFu;
    }
    c = more == 0 ? c : more == 1 ? c & 0x1F : more == 2 ? c & 0x0F : c & 0x07;
    for (int i = 1; i <= more; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p = s + i;
            return 0xFFFFFFFFu;
        }
        c = (c << 6) | (s[i] & 0x3F);
    }
    *p = s + more + 1;
    return c;
}

/* Fails (once per text, the first few) on a character the fonts cannot draw. */
static void check_text(const char *what, const char *game, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p;) {
        const unsigned char *at = p;
        uint32_t c = next_code(&p);
        if (drawable(c)) continue;
        if (g_missing++ < 8)
            tl_fail(__FILE__, __LINE__, "every character drawable", "%s, %s: U+%04X at byte %d cannot be drawn: \"%s\"", game, what,
                    (unsigned)c, (int)(at - (const unsigned char *)text), text);
        return;
    }
}

/* Each event of a module text as the log shows it (a line each) and the
 * header's one line of them all. */
static void check_events(const char *game, const char *raw)
{
    if (!raw[0]) return;
    char line[UI_EVENT_TEXT];
    for (const char *p = raw; p;) {
        const char *cut = strstr(p, VIEW_EVENT_SEP);
        size_t len = cut ? (size_t)(cut - p) : strlen(p);
        snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line ? len : sizeof line - 1), p);
        check_text("a log line", game, line);
        p = cut ? cut + strlen(VIEW_EVENT_SEP) : NULL;
    }
    play_one_line(raw, line, sizeof line);
    check_text("the header's line", game, line);
}

static void check_view(const char *game, const View *v)
{
    check_text("prompt", game, v->prompt);
    check_text("status", game, v->status);
    check_text("result", game, v->result);
    for (int i = 0; i < v->num_players && i < 5; i++) check_text("a seat line", game, v->seat_status[i]);
    for (int i = 0; i < v->nhistory; i++) check_events(game, v->history[i]);
    for (int i = 0; i < v->nsummary; i++) check_text("the round summary", game, v->summary[i]);
    for (int z = 0; z < v->nzones; z++) {
        check_text("a zone caption", game, v->zones[z].label);
        for (int i = 0; i < v->zones[z].nitems; i++) check_text("a badge", game, v->zones[z].items[i].badge);
    }
    check_events(game, v->last_event);
}

/* 200 games a module keep the test to seconds (a view costs ~0.1 MB of
 * clearing, three a step); CT_GLYPH_GAMES asks for more (2,000 each pass). */
static int games_per_module(void)
{
    const char *more = getenv("CT_GLYPH_GAMES");
    if (more && atoi(more) > 0) return atoi(more);
    return getenv("CT_TEST_QUICK") ? 30 : 200;
}

static void play_one(const GameModule *m, const CardSet *set, uint64_t seed, View *v)
{
    GameSetup setup;
    tl_random_setup(m, set, seed, &setup);
    Rng r;
    rng_seed(&r, seed * 7919 + 5);
    GameState *st = game_new(m, &setup, set, seed, NULL);
    CHECKF(st != NULL, "%s seed %llu: no game", m->id, (unsigned long long)seed);
    if (!st) return;
    Action acts[GM_MAX_ACTIONS];
    int last = -2;
    for (int step = 0; step < 5000 && g_missing == 0; step++) {
        int cp = m->current_player(st);
        /* what the seat that acted reads (its own secret moves by name), and a
         * spectator; the whole view of the seat to act (a view costs more than
         * the check, so the last two share one when they are the same seat) */
        m->view(st, cp >= 0 ? cp : -1, v);
        check_view(m->id, v);
        if (last != cp && last >= 0) {
            m->view(st, last, v);
            check_events(m->id, v->last_event);
        }
        if (cp >= 0) {
            m->view(st, -1, v);
            check_events(m->id, v->last_event);
        }
        last = cp;
        if (cp == GM_TERMINAL) break;
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n <= 0) break;
        /* every label on a few early games, then a sample (the busiest steps list hundreds) */
        for (int a = 0; a < n; a++)
            if (seed < 20 || a == 0 || rng_below(&r, 8) == 0) {
                ActionDesc d;
                memset(&d, 0, sizeof d);
                m->describe(st, acts[a], &d);
                check_text("a move's label", m->id, d.label);
            }
        m->apply(st, acts[rng_below(&r, (uint32_t)n)]);
    }
    game_free(st);
}

static void test_every_shown_character_has_a_glyph(void)
{
    UiGfx g;
    char err[256];
    REQUIRE(gfx_init(&g, NULL, err, sizeof err));
    for (int f = 0; f < FACE_COUNT; f++) {
        g_fonts[f] = TTF_OpenFont(g.font_path[f], 16);
        REQUIRE(g_fonts[f]);
    }
    /* the check itself: a box character and a newline are refused, plain words pass */
    CHECK(!drawable('\n') && !drawable(0x1F));
    CHECK(drawable('A') && drawable(0x00B7) && drawable(0x2026)); /* "·", "…" */
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    int n = games_per_module();
    for (int i = 0; i < games_all_count(); i++) {
        const GameModule *m = games_all_at(i);
        CardSet *set = tl_load_set(m, NULL);
        CHECKF(set != NULL, "%s: no set", m->id);
        if (!set) continue;
        g_faces = FACE_COUNT;
        for (int c = 0; c < set->ncards; c++) check_text("a card's name", m->id, set->cards[c].name);
        g_faces = 2;
        for (int s = 0; s < n && g_missing == 0; s++) play_one(m, set, (uint64_t)s + 1, v);
        printf("  %-22s %d games\n", m->id, n);
        carddb_free(set);
    }
    free(v);
    for (int f = 0; f < FACE_COUNT; f++) TTF_CloseFont(g_fonts[f]);
}

int main(void)
{
    RUN(test_every_shown_character_has_a_glyph);
    return tl_summary();
}
