/* test_hardening.c — untrusted input (numbers, saves, positions, JSON texts)
 * is bounded and refused with a message naming the file, the place and the
 * limit, never a crash or undefined behaviour.  Card sets and decks:
 * test_hardening_sets.c.  Each defect found has its reproducer in
 * tests/data/hardening/. */
#include "testlib.h"
#include "readers_agree.h"
#include "hardening_kit.h"
#include "core/json_lazy.h"
#include "core/json_scan.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/save.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* Each game's default set, loaded once. */
static const CardSet *set_of(const GameModule *m)
{
    static CardSet *sets[16];
    static const GameModule *mods[16];
    int k = 0;
    while (k < 15 && mods[k] && mods[k] != m) k++;
    if (!mods[k]) {
        Report r = {0};
        sets[k] = carddb_load_named(m, NULL, &r);
        mods[k] = m;
        report_free(&r);
    }
    return sets[k];
}

/* A position file read as the program reads it (member by member), which
 * must agree with the tree. */
static GameState *load_position(const char *game, const char *rel, Error *e)
{
    const GameModule *m = games_find(game);
    const CardSet *set = set_of(m);
    size_t len = 0;
    char *text = json_read_file(data_path(rel), &len, e); /* fuzz reproducers hold NULs */
    GameState *st = NULL;
    const char *differ = text ? position_readers_differ(m, set, text, len, &st, e) : e->msg;
    CHECKF(differ == NULL, "%s: %s", rel, differ);
    free(text);
    return st;
}

/* 1e300 does not fit an int: the helper must refuse it without converting. */
static void test_number_range_is_checked_before_conversion(void)
{
    static const char *const bad[] = {"1e300", "-1e300", "2147483648", "-2147483649", "1.5", "1e30", "\"3\"", "null"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char text[64];
        snprintf(text, sizeof text, "{\"n\": %s}", bad[i]);
        Error e = {{0}};
        cJSON *j = parse(text, &e);
        REQUIRE(j);
        int v = 7;
        CHECKF(!json_int(j, "n", -1000000, 1000000, true, 0, &v, "t.json", &e), "%s accepted", bad[i]);
        CHECK_CONTAINS(e.msg, "t.json: n: expected an integer -1000000..1000000");
        CHECK(!json_as_int(cJSON_GetObjectItem(j, "n"), INT32_MIN, INT32_MAX, &v));
        cJSON_Delete(j);
    }
    Error e = {{0}};
    cJSON *j = parse("[2147483647, -2147483648, 0, 18446744073709549568, 1e20, -1, 0.5]", &e);
    REQUIRE(j);
    int v;
    CHECK(json_as_int(cJSON_GetArrayItem(j, 0), INT32_MIN, INT32_MAX, &v) && v == INT32_MAX);
    CHECK(json_as_int(cJSON_GetArrayItem(j, 1), INT32_MIN, INT32_MAX, &v) && v == INT32_MIN);
    uint64_t u;
    CHECK(json_as_u64(cJSON_GetArrayItem(j, 2), &u) && u == 0);
    CHECK(json_as_u64(cJSON_GetArrayItem(j, 3), &u) && u == 18446744073709549568ull);
    CHECK(!json_as_u64(cJSON_GetArrayItem(j, 4), &u)); /* 1e20 >= 2^64 */
    CHECK(!json_as_u64(cJSON_GetArrayItem(j, 5), &u));
    CHECK(!json_as_u64(cJSON_GetArrayItem(j, 6), &u));
    cJSON_Delete(j);
}

/* Nesting, string length, value count and file size are refused by the
 * parser before cJSON allocates, each error naming its limit. */
static void test_parse_limits_are_named(void)
{
    char deep[2 * CT_MAX_JSON_DEPTH + 3];
    for (int k = CT_MAX_JSON_DEPTH; k <= CT_MAX_JSON_DEPTH + 1; k++) {
        /* memset, not a loop: gcc 12 -O3 misreads the loop as an overflow (Release -Werror) */
        memset(deep, '[', (size_t)k);
        memset(deep + k, ']', (size_t)k);
        deep[2 * k] = 0;
        Error e = {{0}};
        cJSON *j = parse(deep, &e);
        if (k == CT_MAX_JSON_DEPTH) CHECKF(j != NULL, "%s", e.msg); /* exactly the limit: fine */
        else {
            CHECK(!j);
            CHECK_CONTAINS(e.msg, "t.json: line 1, column 33: nested more than 32 deep (nesting depth limit");
        }
        cJSON_Delete(j);
    }
    Error e = {{0}};
    char *longs = malloc(CT_MAX_STRING_BYTES + 8);
    memset(longs, 'a', CT_MAX_STRING_BYTES + 8);
    longs[0] = '"';
    longs[CT_MAX_STRING_BYTES + 2] = '"';
    longs[CT_MAX_STRING_BYTES + 3] = 0;
    CHECK(!parse(longs, &e));
    CHECK_CONTAINS(e.msg, "string length limit");
    free(longs);

    size_t nv = CT_MAX_JSON_VALUES + 2;
    char *many = malloc(2 * nv + 2);
    many[0] = '[';
    for (size_t i = 0; i < nv; i++) many[1 + 2 * i] = '0', many[2 + 2 * i] = ',';
    many[2 * nv] = ']';
    many[2 * nv + 1] = 0;
    CHECK(!parse(many, &e));
    CHECK_CONTAINS(e.msg, "value count limit");
    free(many);

    /* a file over the size limit is refused while reading */
    char path[] = "/tmp/ct-test-hardening-XXXXXX";
    int fd = mkstemp(path);
    REQUIRE(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputc('"', f);
    for (int i = 0; i < CT_MAX_FILE_BYTES; i++) fputc(' ', f);
    fputc('"', f);
    fclose(f);
    CHECK(!json_load_file(path, &e));
    CHECK_CONTAINS(e.msg, path);
    CHECK_CONTAINS(e.msg, "file size limit");
    unlink(path);
}


/* reproducers: "seed": 1e30, and a seed string beyond 2^64 (was clamped, then
 * actions[0] was blamed) */
static void test_bad_save_seeds_name_the_seed(void)
{
    static const char *const files[] = {"tests/data/hardening/save-seed-1e30.json",
                                        "tests/data/hardening/save-seed-string-too-big.json"};
    for (int i = 0; i < 2; i++) {
        GameRecord rec;
        GameState *st = NULL;
        Error e = {{0}};
        CHECK(!save_load(data_path(files[i]), NULL, NULL, &rec, &st, &e));
        CHECK_CONTAINS(e.msg, files[i]);
        CHECK_CONTAINS(e.msg, ": seed: ");
        CHECKF(!strstr(e.msg, "actions"), "%s", e.msg);
    }
}

static const CardSet *default_set(const GameModule *m, const char *id, void *ctx)
{
    const CardSet *set = set_of(m);
    return set && strcmp(set->id, id) == 0 ? set : NULL;
}

/* reproducer: a save whose action 8 is damaged restores the 8 moves before it */
static void test_damaged_save_restores_the_legal_prefix(void)
{
    Error e = {{0}};
    cJSON *j = json_load_file(data_path("tests/data/hardening/save-illegal-action-at-8.json"), &e);
    REQUIRE(j);
    GameRecord rec;
    GameState *st = NULL;
    int damaged_at = -2;
    CHECK(save_from_json_prefix(j, "save", default_set, NULL, &rec, &st, &damaged_at, &e));
    CHECK_INT(damaged_at, 8);
    CHECK_INT(rec.nactions, 8);
    CHECK_CONTAINS(e.msg, "save: actions[8]: ");
    GameState *replayed = st ? record_replay(&rec, -1, &e) : NULL;
    CHECK(replayed && memcmp(replayed, st, rec.module->state_size) == 0);
    game_free(replayed);
    game_free(st);
    record_free(&rec);
    /* the strict reader still refuses it */
    CHECK(!save_from_json(j, "save", default_set, NULL, &rec, &st, &e));
    cJSON_Delete(j);
}

/* A save longer than CT_MAX_SAVE_ACTIONS is refused before any replay. */
static void test_save_length_limit(void)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "format_version", 1);
    cJSON_AddStringToObject(j, "game", "queens-court");
    cJSON_AddStringToObject(j, "set", "classic");
    cJSON_AddItemToObject(j, "setup", cJSON_CreateObject());
    cJSON_AddNumberToObject(j, "seed", 1);
    cJSON *acts = cJSON_AddArrayToObject(j, "actions");
    for (int i = 0; i <= CT_MAX_SAVE_ACTIONS; i++) cJSON_AddItemToArray(acts, cJSON_CreateString("pass"));
    GameRecord rec;
    GameState *st = NULL;
    Error e = {{0}};
    CHECK(!save_from_json(j, "long.json", default_set, NULL, &rec, &st, &e));
    CHECK_CONTAINS(e.msg, "long.json: actions: 20001 actions; a save holds at most 20000 (save length limit");
    cJSON_Delete(j);
}

/* The text of a Queen's Court save of a whole game played with fixed random moves. */
static char *played_save_text(int *nactions)
{
    const GameModule *m = games_find("queens-court");
    const CardSet *set = set_of(m);
    GameSetup setup;
    setup_default(m, &setup);
    Error e = {{0}};
    GameState *st = game_new(m, &setup, set, 7, &e);
    GameRecord rec;
    record_init(&rec, m, set, &setup, 7);
    Rng rng;
    rng_seed(&rng, 11);
    Action acts[GM_MAX_ACTIONS];
    while (st && !game_is_over(m, st)) {
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n <= 0) break;
        Action a = acts[rng_below(&rng, (uint32_t)n)];
        m->apply(st, a);
        record_push(&rec, a);
    }
    cJSON *j = save_to_json(&rec, &e);
    char *text = j ? cJSON_PrintUnformatted(j) : NULL;
    *nactions = rec.nactions;
    cJSON_Delete(j);
    record_free(&rec);
    game_free(st);
    return text;
}

/* cJSON's peak for the whole tree of text; then counts afresh, for the
 * piece-wise reader the caller runs next (tl_cjson_peak). */
static size_t tree_peak_then_count(const char *text, size_t len)
{
    Error e = {{0}};
    tl_cjson_count(true);
    cJSON *whole = json_parse_text(text, len, "tree", &e);
    size_t peak = tl_cjson_peak();
    cJSON_Delete(whole);
    tl_cjson_count(true);
    return peak;
}

/* A save's actions are parsed one at a time: cJSON never holds more than the
 * header and one action (the whole tree was ~10x the text). */
static void test_save_actions_are_parsed_one_at_a_time(void)
{
    int n = 0;
    char *text = played_save_text(&n);
    REQUIRE(text && n > 40);
    size_t len = strlen(text);
    Error e = {{0}};
    size_t tree_peak = tree_peak_then_count(text, len);
    GameRecord rec;
    GameState *st = NULL;
    int damaged_at = -2;
    bool ok = save_from_text_prefix(text, len, "save", default_set, NULL, &rec, &st, &damaged_at, &e);
    size_t walk_peak = tl_cjson_peak();
    tl_cjson_count(false);
    CHECKF(ok, "%s", e.msg);
    CHECK_INT(damaged_at, -1);
    CHECK_INT(rec.nactions, n);
    /* the record is sized from a pre-count, not grown */
    CHECK_INT(rec.cap, n);
    CHECKF(walk_peak * 4 < tree_peak && walk_peak < len, "cJSON peak %zu B walking, %zu B for the tree, text %zu B",
           walk_peak, tree_peak, len);
    if (ok) {
        game_free(st);
        record_free(&rec);
    }
    free(text);
}

/* The load-game list reads a save's header alone: the actions are counted,
 * not parsed (a list of long saves costs no trees). */
static void test_save_list_reads_the_header_only(void)
{
    int n = 0;
    char *text = played_save_text(&n);
    REQUIRE(text && n > 40);
    char path[400];
    snprintf(path, sizeof path, "%s/listed.json", tmpdir);
    write_text(path, text);
    size_t tree_peak = tree_peak_then_count(text, strlen(text));
    Error e = {{0}};
    int nactions = -2;
    cJSON *head = save_read_header(path, &nactions, &e);
    size_t head_peak = tl_cjson_peak();
    REQUIRE(head);
    CHECK_INT(nactions, n);
    CHECK(json_is_lazy(head)); /* nothing parsed until asked for */
    CHECK_STR(cJSON_GetStringValue(json_get_lazy(head, "game")), "queens-court");
    CHECK_INT(json_size(json_get_lazy(head, "actions")), n);
    json_lazy_free(head);
    tl_cjson_count(false);
    CHECKF(head_peak * 4 < tree_peak, "cJSON peak %zu B for the header, %zu B for the tree", head_peak, tree_peak);
    /* malformed: NULL, and the message names the file */
    write_text(path, "{\"game\": \"queens-court\", \"actions\": [tru");
    CHECK(save_read_header(path, &nactions, &e) == NULL);
    CHECK_INT(nactions, -1);
    CHECK_CONTAINS(e.msg, "listed.json: malformed JSON");
    free(text);
}

/* The walk gives the tree's results and messages, for good and damaged saves
 * (a malformed document falls back to the tree for its exact message). */
static void test_save_walk_matches_the_tree(void)
{
    int n = 0;
    char *text = played_save_text(&n);
    REQUIRE(text);
    char *acts = strstr(text, "\"actions\":[");
    REQUIRE(acts);
    size_t at = (size_t)(acts - text) + strlen("\"actions\":[");
    /* each variant: the text up to the actions' first element, `insert`, then
     * `tail` characters of the rest (-1: all of it); `head`: before it all */
    static const struct { const char *head, *insert; int tail; } variants[] = {
        {"", "", -1},                          /* the whole game */
        {"", "\"a\",", -1},                    /* an unknown action first */
        {"", "42,", -1},                       /* not a text */
        {"", "tru,", -1},                      /* malformed literal */
        {"", "[\"x\"],", -1},                  /* an array */
        {"", "", 20},                          /* truncated inside the actions */
        {"", "]} ", 0},                        /* no actions, then junk */
        {"", "\"pass\"]", 0},                  /* cut after one action */
        /* "actions" twice, one spelled with an escape: the tree reads the first */
        {"{\"act\\u0069ons\": [\"x\"], ", "", -1},
    };
    for (size_t v = 0; v < sizeof variants / sizeof *variants; v++) {
        char buf[65536];
        size_t len;
        if (variants[v].head[0]) /* the head replaces the document's "{" */
            len = (size_t)snprintf(buf, sizeof buf, "%s%s", variants[v].head, text + 1);
        else
            len = (size_t)snprintf(buf, sizeof buf, "%.*s%s%.*s", (int)at, text, variants[v].insert,
                                   variants[v].tail < 0 ? (int)strlen(text + at) : variants[v].tail, text + at);
        SaveRead walk;
        const char *differ = save_readers_differ(buf, len, default_set, NULL, &walk);
        CHECKF(differ == NULL, "variant %zu: %s", v, differ);
        save_read_free(&walk);
    }
    free(text);
}

/* A played position of game m as the program writes it (pretty) or minified. */
static char *played_position_text(const GameModule *m, int moves, bool pretty)
{
    const CardSet *set = set_of(m);
    GameSetup setup;
    setup_default(m, &setup);
    Error e = {{0}};
    GameState *st = game_new(m, &setup, set, 7, &e);
    if (!st) return NULL;
    Rng rng;
    rng_seed(&rng, 11);
    Action acts[GM_MAX_ACTIONS];
    for (int i = 0; i < moves && !game_is_over(m, st); i++) {
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n <= 0) break;
        m->apply(st, acts[rng_below(&rng, (uint32_t)n)]);
    }
    cJSON *j = m->state_to_json(st);
    char *text = pretty ? cJSON_Print(j) : cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    game_free(st);
    return text;
}

/* Positions are read one member at a time: cJSON never holds more than a
 * member (a list one element at a time), where the whole tree was ~10x the
 * text; the state and every message are the tree's. */
static void test_positions_are_read_member_by_member(void)
{
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        const CardSet *set = set_of(m);
        for (int moves = 0; moves <= 16; moves += 16) {
            char *text = played_position_text(m, moves, moves > 0);
            REQUIRE(text);
            size_t len = strlen(text);
            Error e = {{0}};
            size_t tree_peak = tree_peak_then_count(text, len);
            GameState *st = game_from_text(m, text, len, "position", set, &e);
            size_t lazy_peak = tl_cjson_peak();
            tl_cjson_count(false);
            CHECKF(st != NULL, "%s: %s", m->id, e.msg);
            CHECKF(lazy_peak * 4 < tree_peak, "%s after %d moves: cJSON peak %zu B member by member, "
                   "%zu B for the tree, text %zu B", m->id, moves, lazy_peak, tree_peak, len);
            game_free(st);
            const char *differ = position_readers_differ(m, set, text, len, NULL, &e);
            CHECKF(differ == NULL, "%s", differ);
            cJSON_free(text);
        }
    }
}

/* Odd and broken positions: the member-by-member reader refuses or accepts
 * exactly what the tree does, with the tree's message (a malformed text, an
 * escaped or repeated key, a NUL, go to the tree). */
static void test_position_readers_agree_on_odd_texts(void)
{
    static const char *const edits[][2] = {
        {"{", "{\"x\": 1, "},                    /* an unknown member first */
        {"{", "{\"pl\\u0061yers\": 7, "},       /* an escaped key */
        {"{", "\xEF\xBB\xBF{\x01\"pl\\u0061yers\": 7,\x1f "},  /* a BOM, control bytes: respelled */
        {"{", "{\"a\\\"b\": 7, "},                /* a key that decodes to a quote: the tree */
        {"{", "{\"x\": \xEF\xBB\xBF" "12345, "},         /* a BOM where a value starts: malformed */
        {"{", "{\"players\": [], "},              /* a repeated key: the first counts */
        {"{", "{\"phase\": {}, "},                /* an object where a name goes */
        {"{", "{\"rng\": [1, 2, 3, 4], "},        /* numbers where hex strings go */
        {"{", "{\"seats\": [[], {}], \"players\": [7, \"a\"], \"board\": 3, \"bazaar\": [{}, [], 1], "},
        {"{", "{\"x\": tru, "},                   /* a malformed literal */
        {"{", "{\"x\": [1 2], "},                 /* a missing comma */
        {"{", "{\"x\": [1, 2}, "},                /* brackets of two kinds */
        {"{", "[{"},                               /* not an object */
        {"{", "{\"x\": \"a\tb\", "},             /* a raw tab in a string */
    };
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        const CardSet *set = set_of(m);
        char *text = played_position_text(m, 10, false);
        REQUIRE(text);
        size_t len = strlen(text);
        char buf[65536];
        for (size_t k = 0; k < sizeof edits / sizeof *edits; k++) {
            int n = snprintf(buf, sizeof buf, "%s%s", edits[k][1], text + strlen(edits[k][0]));
            const char *differ = position_readers_differ(m, set, buf, (size_t)n, NULL, NULL);
            CHECKF(differ == NULL, "edit %zu: %s", k, differ);
        }
        /* every member's value swapped for each odd value in turn */
        static const char *const odd[] = {"null", "[]", "{}", "[{}]", "[[1]]", "\"\"", "-1", "1e300", "[\"?\"]", "{\"a\": 1}"};
        for (size_t i = 1; i < len; i++) {
            if (text[i] != ':' || text[i - 1] != '"') continue;
            size_t vs = i + 1, ve = vs;
            REQUIRE(json_scan_value(text, len, &ve));
            for (size_t k = 0; k < sizeof odd / sizeof *odd; k++) {
                int n = snprintf(buf, sizeof buf, "%.*s%s%s", (int)vs, text, odd[k], text + ve);
                const char *differ = position_readers_differ(m, set, buf, (size_t)n, NULL, NULL);
                CHECKF(differ == NULL, "member at %zu = %s: %s", vs, odd[k], differ);
            }
        }
        /* cut anywhere: a truncated file */
        for (size_t cut = 1; cut < len; cut += len / 23 + 1) {
            const char *differ = position_readers_differ(m, set, text, cut, NULL, NULL);
            CHECKF(differ == NULL, "cut at %zu: %s", cut, differ);
        }
        /* a NUL after the first byte of each string value of two or more
         * (to cJSON the string ends there; the lazy reader, a copy cut so) */
        int nuls = 0;
        for (size_t i = 1; i + 2 < len; i++) {
            if (text[i] != '"' || text[i - 1] != ':' || text[i + 1] == '"' || text[i + 2] == '"') continue;
            char saved = text[i + 2];
            text[i + 2] = 0;
            const char *differ = position_readers_differ(m, set, text, len, NULL, NULL);
            CHECKF(differ == NULL, "%s, NUL at %zu: %s", m->id, i + 2, differ);
            text[i + 2] = saved;
            nuls++;
        }
        CHECKF(nuls > 0, "%s: no string value to cut", m->id);
        cJSON_free(text);
    }
    /* a NUL inside a key */
    const GameModule *qc = games_find("queens-court");
    static const char nul[] = "{\"players\": 2, \"tu\0rn\": 0}";
    CHECK(position_readers_differ(qc, set_of(qc), nul, sizeof nul - 1, NULL, NULL) == NULL);
    /* ... and in a key that decodes to a quote (the copy cuts it there too) */
    static const char nul_quote[] = "{\"players\": 2, \"a\\\"b\0c\": 0}";
    CHECK(position_readers_differ(qc, set_of(qc), nul_quote, sizeof nul_quote - 1, NULL, NULL) == NULL);
}

/* reproducers: QB 48 in the deck + 5 in hand before the mulligan (cards were
 * dropped), LL a face-up flag on an empty setup slot, QC a round recorded twice */
static void test_positions_that_would_not_round_trip_are_refused(void)
{
    Error e = {{0}};
    GameState *st = load_position("queens-blood", "tests/data/hardening/qb-mulligan-full-deck.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "players[0]: deck: 48 cards plus 5 in hand before the mulligan; at most 48 fit in a deck");
    game_free(st);
    /* A hand index list longer than the hand (each list bounded
     * by its own limit, not only by the file's) */
    st = load_position("queens-blood", "tests/data/hardening/qb-public-longer-than-hand.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "players[0].public: 6 hand indices; at most 5, one a card in hand (hand index list limit)");
    game_free(st);
    st = load_position("long-live-the-queen", "tests/data/hardening/ll-flag-on-empty-slot.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "players[0]: up/known/downed[0]: a flag is set on position 2, which holds no tile");
    game_free(st);
    /* found by fuzz_position: round 1 in progress with its result already in
     * the history; ending it wrote a second record and the dump was refused */
    st = load_position("queens-court", "tests/data/hardening/qc-round-recorded-before-it-ends.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "rounds_played: expected at most 0 (rounds before round 1), got 1");
    game_free(st);
    /* found by fuzz_position: a Queen by Midnight position in the flip phase
     * with no Declaration offered a flip that read s->p[-1] */
    st = load_position("queen-by-midnight", "tests/data/hardening/qm-flip-without-declaration.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "the flip phase needs the current seat to hold a Declaration it can flip");
    game_free(st);
    /* found by fuzz_position: a pending attack aimed at seat 0's Summon in
     * slot -1; the hit read armory[-1] */
    /* found by fuzz_position (at once on the seed corpus): a
     * 2-player position with "current": 2 loaded; the turn played for seat
     * 2 dumped an event naming seat 2, which the reader refuses */
    st = load_position("queen-by-midnight", "tests/data/hardening/qm-current-seat-not-at-table.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "state: current: names seat 2: expected a seat of the 2 at the table");
    game_free(st);
    /* A fifth first-player total was read as four, and a string
     * that is not hex was read as far as it was hex */
    st = load_position("queen-by-midnight", "tests/data/hardening/qm-dice-five-faces.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "state: dice: expected 4 totals 0..12, one a seat");
    game_free(st);
    st = load_position("queen-by-midnight", "tests/data/hardening/qm-rng-not-hex.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "state: rng: [1]: expected a hex string, got \"ca8300edce80zz\"");
    game_free(st);
    st = load_position("queen-by-midnight", "tests/data/hardening/qm-summon-slot-minus-one.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "state.stack[0]: summon_slot: summon_seat 0 with summon_slot -1");
    game_free(st);
    /* found by fuzz_position: one princess standing, the game not over, and
     * her attack with no one to target: no legal action */
    st = load_position("queen-by-midnight", "tests/data/hardening/qm-one-princess-standing.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "phase: 1 princess still standing but the game is not over");
    game_free(st);
    /* found by fuzz_position: a Blood Wars battle-hand card stacked on itself;
     * returning it ran off the end of the battle hand */
    st = load_position("blood-wars", "tests/data/hardening/bw-card-attached-to-itself.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "battle[0]: on: 0: expected -1, or the index of an earlier legion");
    game_free(st);
    /* found by fuzz_position: a challenge whose window order claims 8 seats
     * read past order[5] */
    st = load_position("blood-wars", "tests/data/hardening/bw-window-order-too-long.json", &e);
    CHECK(st == NULL);
    CHECK_CONTAINS(e.msg, "misc: [11] (norder): expected 0..2, got 8");
    game_free(st);
}

/* A finished Queen's Blood game dumps "passes": 2 and must read back. */
static void test_finished_queens_blood_reads_back(void)
{
    const GameModule *m = games_find("queens-blood");
    const CardSet *set = default_set(m, "core", NULL);
    REQUIRE(set);
    GameSetup setup;
    setup_default(m, &setup);
    Error e = {{0}};
    GameState *st = game_new(m, &setup, set, 4, &e);
    REQUIRE(st);
    Action acts[GM_MAX_ACTIONS];
    for (int i = 0; i < 500 && !game_is_over(m, st); i++) {
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        game_apply_checked(m, st, acts[n - 1]); /* the last action is "pass" while playing */
    }
    REQUIRE(game_is_over(m, st));
    cJSON *j = m->state_to_json(st);
    CHECK_INT(cJSON_GetObjectItem(j, "passes")->valueint, 2);
    GameState *back = game_from_json(m, j, set, &e);
    CHECKF(back != NULL, "%s", e.msg);
    CHECK(back && game_is_over(m, back));
    game_free(back);
    cJSON_Delete(j);
    game_free(st);
}

/* Saves: temp files of a writer that died are removed on the first start, a
 * live writer's kept; a folder that cannot be made says why. */
static void test_save_folder_housekeeping(void)
{
    char a[400], b[400], c[400], d1[400];
    snprintf(a, sizeof a, "%s/autosave.json.tmp-%d", tmpdir, 999999); /* above the usual pid_max: not running */
    snprintf(b, sizeof b, "%s/autosave.json.tmp-%ld", tmpdir, (long)getpid());
    snprintf(c, sizeof c, "%s/notes.tmp-x", tmpdir);
    /* a killed writer whose pid still answers (not yet reaped, or the number
     * taken again: pid 1 always runs): the pid alone kept its file */
    snprintf(d1, sizeof d1, "%s/settings.json.tmp-1", tmpdir);
    write_text(a, "{");
    write_text(b, "{");
    write_text(c, "{");
    write_text(d1, "{");
    /* b's writer is alive and writing: it holds the lock, as file_write_atomic does */
    int live = open(b, O_RDONLY);
    REQUIRE(live >= 0);
    REQUIRE(flock(live, LOCK_EX) == 0);
    CHECK_INT(file_clean_stale_temps(tmpdir), 2);
    CHECK(access(a, F_OK) != 0);
    CHECK(access(b, F_OK) == 0);
    CHECK(access(c, F_OK) == 0);
    CHECK(access(d1, F_OK) != 0);
    close(live);
    CHECK_INT(file_clean_stale_temps(tmpdir), 1); /* b's writer gone: its file too */
    CHECK(access(b, F_OK) != 0);
    Error e = {{0}};
    CHECK(!dir_ensure("/dev/null/saves", &e));
    CHECK_CONTAINS(e.msg, "/dev/null/saves: cannot create the folder: Not a directory");
    char d[400];
    snprintf(d, sizeof d, "%s/saves", tmpdir);
    CHECK(dir_ensure(d, &e) && dir_ensure(d, &e));
}

/* A read-only save folder, not a stand-in: the folder's mode is 0555 and
 * the test obeys it even as root (tl_obey_permissions).  The saves folder
 * cannot be made in it, a save cannot be written into it nor replace the
 * one there, each says "Permission denied", and the old save is untouched. */
static void test_read_only_save_folder(void)
{
    char ro[400], saves[420], old[420], fresh[420];
    snprintf(ro, sizeof ro, "%s/read-only", tmpdir);
    snprintf(saves, sizeof saves, "%s/saves", ro);
    snprintf(old, sizeof old, "%s/old.json", ro);
    snprintf(fresh, sizeof fresh, "%s/new.json", ro);
    REQUIRE(mkdir(ro, 0755) == 0);
    write_text(old, "{\"kept\": true}");
    const GameModule *m = games_find("queens-court");
    GameSetup setup;
    setup_default(m, &setup);
    GameRecord rec;
    record_init(&rec, m, set_of(m), &setup, 7);
    Error e = {{0}};
    REQUIRE(chmod(ro, 0555) == 0);
    REQUIRE(tl_obey_permissions(true));
    bool made = dir_ensure(saves, &e);
    Error we = {{0}};
    bool written = save_write(fresh, &rec, &we);
    Error oe = {{0}};
    bool replaced = save_write(old, &rec, &oe); /* its temp file goes in the folder */
    CHECK(tl_obey_permissions(false));
    chmod(ro, 0755);
    CHECK(!made);
    CHECK_CONTAINS(e.msg, "read-only/saves: cannot create the folder: Permission denied");
    CHECK(!written);
    CHECK_CONTAINS(we.msg, "cannot create: Permission denied");
    CHECK(access(fresh, F_OK) != 0);
    CHECK(!replaced);
    CHECK_CONTAINS(oe.msg, "old.json.tmp-");
    char *kept = tl_read_text(old);
    CHECK(kept && strcmp(kept, "{\"kept\": true}") == 0);
    free(kept);
    record_free(&rec);
}

/* A malformed text is placed without cJSON's tree (which holds all before
 * the error: 37x a dense text): json_malformed_at finds cJSON's own offset,
 * for hand-made breaks and for every break of a shipped file. */
static void test_malformed_texts_are_placed_without_the_tree(void)
{
    static const struct { const char *t; size_t len; } bad[] = {
#define T(s) {s, sizeof s - 1}
        T("{\"a\": tru}"), T("[1 2]"), T("[1, 2}"), T("{\"a\" 1}"), T("{\"a\":1,}"), T("[1,]"), T("{,}"),
        T("{\"a\":[1,2,{\"b\":x}]}"), T("{} junk"), T("{\"a\":\"unterminated"), T("[[[[1]]]"), T("{\"a\":1}}"),
        T("\xEF\xBB\xBF{\"a\":}"), T("{\"a\":-}"), T("{\"a\":1e}"), T("{\"a\":\"\\u12\"}"),
        T("{\"a\"\x01:1, x}"), T("{\"a\":nul}"), T("[\"a\"1]"), T("[1]2"), T("{\"k\\u0061\": [1,2,3], \"b\": [4 5]}"),
        T("{\"a\":[1,\0 2, x]}"), T("   "), T("{\"a\":{\"b\":{\"c\":[1,2,3,]}}}"), T("[\xEF\xBB\xBF 1]"), T("{\"a\":1 \"b\":2}"),
#undef T
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        size_t at;
        CHECKF(json_malformed_at(bad[i].t, bad[i].len, &at), "case %zu: not placed", i);
        const char *differ = malformed_readers_differ(bad[i].t, bad[i].len);
        CHECKF(differ == NULL, "case %zu: %s", i, differ);
    }
    size_t at;
    CHECK(!json_malformed_at("{\"a\":[1,2,{}], \"b\":\"x\"}", 24, &at));
    CHECK(!json_malformed_at("\xEF\xBB\xBF{} \x01 ", 7, &at));
    /* every break of a shipped layout and set: a character dropped, or a
     * bracket, a comma or a letter put in */
    static const char *const files[] = {"data/games/queens-court.json", "cards/queens-blood/core/set.json"};
    int breaks = 0;
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        char path[1024];
        paths_join(path, sizeof path, files[f]);
        char *text = tl_read_text(path);
        REQUIRE(text);
        size_t len = strlen(text);
        char *buf = malloc(len + 2);
        REQUIRE(buf);
        for (size_t p = 0; p < len; p += len / 600 + 1) { /* ~600 places a file */
            static const char puts[] = "\x7f]},x\"";
            for (int k = 0; puts[k]; k++) {
                size_t n;
                if (puts[k] == '\x7f') { /* drop the character at p */
                    memcpy(buf, text, p);
                    memcpy(buf + p, text + p + 1, len - p - 1);
                    n = len - 1;
                } else {
                    memcpy(buf, text, p);
                    buf[p] = puts[k];
                    memcpy(buf + p + 1, text + p, len - p);
                    n = len + 1;
                }
                buf[n] = 0;
                const char *differ = malformed_readers_differ(buf, n);
                CHECKF(differ == NULL, "%s, break %d at %zu: %s", files[f], k, p, differ);
                breaks++;
            }
        }
        free(buf);
        free(text);
    }
    CHECKF(breaks > 5000, "%d breaks", breaks);
    /* hostile: 60,000 numbers, then a stray bracket: cJSON holds a handful of
     * values, not the tree of the numbers */
    size_t cap = 130000, len = 0;
    char *t = malloc(cap);
    REQUIRE(t);
    len += (size_t)snprintf(t, cap, "{\"game\":\"x\",\"zones\":[],\"x\":[");
    for (int i = 0; i < 60000; i++) t[len++] = '0', t[len++] = ',';
    len += (size_t)snprintf(t + len, cap - len, "0]]}");
    Error e = {{0}};
    tl_cjson_count(true);
    cJSON *j = json_parse_text(t, len, "dense.json", &e);
    size_t peak = tl_cjson_peak();
    tl_cjson_count(false);
    CHECK(j == NULL);
    CHECK_CONTAINS(e.msg, "dense.json: malformed JSON at line 1, column 120031 (near \"]}\")");
    const char *differ = malformed_readers_differ(t, len);
    CHECKF(differ == NULL, "%s", differ);
    CHECKF(peak < 4096, "cJSON peak %zu B for a %zu B text", peak, len);
    free(t);
}

/* A document that is not an object (60,000 numbers as the whole text) is
 * refused by a lazy array, not a tree (it was ~37x the text), with the
 * message the tree gave. */
static void test_a_document_that_is_not_an_object_costs_no_tree(void)
{
    size_t cap = 130000, len = 0;
    char *t = malloc(cap);
    REQUIRE(t);
    t[len++] = '[';
    for (int i = 0; i < 60000; i++) t[len++] = '0', t[len++] = ',';
    len += (size_t)snprintf(t + len, cap - len, "0]");
    cJSON *tree = cJSON_Parse(t);
    REQUIRE(tree);
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        const CardSet *set = set_of(m);
        Error lazy_err = {{0}}, tree_err = {{0}};
        tl_cjson_count(true);
        GameState *st = game_from_text(m, t, len, "dense.json", set, &lazy_err);
        size_t peak = tl_cjson_peak();
        tl_cjson_count(false);
        CHECK(st == NULL);
        CHECKF(peak < 4096, "%s position: cJSON peak %zu B for a %zu B text", m->id, peak, len);
        CHECK(game_from_json(m, tree, set, &tree_err) == NULL);
        CHECK_STR(lazy_err.msg, tree_err.msg);
    }
    GameRecord rec;
    GameState *st = NULL;
    int damaged_at = -1;
    Error lazy_err = {{0}}, tree_err = {{0}};
    tl_cjson_count(true);
    CHECK(!save_from_text_prefix(t, len, "save", default_set, NULL, &rec, &st, &damaged_at, &lazy_err));
    size_t peak = tl_cjson_peak();
    tl_cjson_count(false);
    CHECKF(peak < 4096, "save: cJSON peak %zu B for a %zu B text", peak, len);
    CHECK(!save_from_json_prefix(tree, "save", default_set, NULL, &rec, &st, &damaged_at, &tree_err));
    CHECK_STR(lazy_err.msg, tree_err.msg);
    CHECK_STR(lazy_err.msg, "save: expected a save object {format_version, game, ...}");
    cJSON_Delete(tree);
    free(t);
}

/* A NUL inside a string value: to cJSON the string ends there; the lazy
 * reader reads a copy spelled so (no tree), with the tree's message
 * (positions: test_position_readers_agree_on_odd_texts). */
static void test_a_nul_inside_a_string_costs_no_tree(void)
{
    /* 60,000 numbers after a string with a NUL: no tree of the numbers */
    size_t cap = 130000, len = 0;
    char *t = malloc(cap);
    REQUIRE(t);
    len += (size_t)snprintf(t, cap, "{\"format_version\":1,\"game\":\"queens-court\",\"set\":\"x\",\"seed\":\"1\",\"actions\":[],\"ui\":\"a");
    t[len++] = 0;
    len += (size_t)snprintf(t + len, cap - len, "b\",\"x\":[");
    for (int i = 0; i < 60000; i++) t[len++] = '0', t[len++] = ',';
    len += (size_t)snprintf(t + len, cap - len, "0]}");
    GameRecord rec;
    GameState *st = NULL;
    int damaged_at = -1;
    Error e = {{0}};
    tl_cjson_count(true);
    CHECK(!save_from_text_prefix(t, len, "save", default_set, NULL, &rec, &st, &damaged_at, &e));
    size_t peak = tl_cjson_peak();
    tl_cjson_count(false);
    CHECKF(peak < 4096, "save: cJSON peak %zu B for a %zu B text", peak, len);
    SaveRead walk;
    const char *differ = save_readers_differ(t, len, default_set, NULL, &walk);
    CHECKF(differ == NULL, "%s", differ);
    CHECK_STR(walk.err.msg, e.msg);
    save_read_free(&walk);
    free(t);
}

int main(void)
{
    if (!hardening_kit_open()) return 1;
    RUN(test_number_range_is_checked_before_conversion);
    RUN(test_parse_limits_are_named);
    RUN(test_bad_save_seeds_name_the_seed);
    RUN(test_damaged_save_restores_the_legal_prefix);
    RUN(test_save_length_limit);
    RUN(test_save_actions_are_parsed_one_at_a_time);
    RUN(test_save_walk_matches_the_tree);
    RUN(test_save_list_reads_the_header_only);
    RUN(test_positions_are_read_member_by_member);
    RUN(test_position_readers_agree_on_odd_texts);
    RUN(test_positions_that_would_not_round_trip_are_refused);
    RUN(test_finished_queens_blood_reads_back);
    RUN(test_save_folder_housekeeping);
    RUN(test_read_only_save_folder);
    RUN(test_malformed_texts_are_placed_without_the_tree);
    RUN(test_a_document_that_is_not_an_object_costs_no_tree);
    RUN(test_a_nul_inside_a_string_costs_no_tree);
    hardening_kit_close();
    return tl_summary();
}
