/* test_core.c — RNG, setup text, JSON readers, the card-set loader's error
 * reports and save files: bad input always yields a message naming the file,
 * the place and what was expected — never a crash. */
#include "testlib.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/save.h"
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- a minimal module whose cards have one field, "rank" 1..10 ---- */
static bool fake_load_card(const cJSON *j, CardDef *c, const char *where, Report *problems)
{
    static const char *const keys[] = {"rank", "copies", NULL};
    Error err;
    if (!json_known_keys(j, keys, where, &err)) return report_error(problems, &err);
    if (!json_int(j, "rank", 1, 10, true, 0, &c->value, where, &err) ||
        !json_int(j, "copies", 1, 9, false, 1, &c->copies, where, &err))
        return report_error(problems, &err);
    return true;
}
static bool fake_validate_deck(const CardSet *s, const Deck *d, Error *err)
{
    if (d->ncards != 3) return error_set(err, NULL, NULL, "deck \"%s\": expected exactly 3 cards, got %d", d->id, d->ncards);
    return true;
}
static const GameModule fake = {.id = "fake", .title = "Fake", .load_card = fake_load_card,
                                .validate_deck = fake_validate_deck};

static char tmpdir[256];

static void write_file(const char *rel, const char *text)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", tmpdir, rel);
    char dir[512];
    snprintf(dir, sizeof dir, "%s", p);
    char *slash = strrchr(dir, '/');
    *slash = 0;
    mkdir(dir, 0755);
    FILE *f = fopen(p, "w");
    fputs(text, f);
    fclose(f);
}

/* Loads a set from `set_json` (+ optional deck) and returns the joined problems. */
static char problems_text[4096];
static CardSet *load_fake(const char *set_json, const char *deck_json)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s/set", tmpdir);
    if (system(cmd) != 0) return NULL;
    if (set_json) write_file("set/set.json", set_json);
    else {
        snprintf(cmd, sizeof cmd, "mkdir -p %s/set", tmpdir);
        if (system(cmd) != 0) return NULL;
    }
    if (deck_json) write_file("set/decks/d1.json", deck_json);
    char dir[512];
    snprintf(dir, sizeof dir, "%s/set", tmpdir);
    Report r = {0};
    CardSet *s = carddb_load(&fake, dir, &r, NULL);
    problems_text[0] = 0;
    for (int i = 0; i < r.count; i++) {
        size_t u = strlen(problems_text);
        snprintf(problems_text + u, sizeof problems_text - u, "%s\n", r.lines[i]);
    }
    report_free(&r);
    return s;
}

#define GOOD_CARDS "[{\"id\":\"a\",\"name\":\"Ace\",\"rank\":1},{\"id\":\"b\",\"name\":\"Bee\",\"rank\":2,\"copies\":2}]"

static void test_rng_is_deterministic_and_in_range(void)
{
    Rng a, b;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    for (int i = 0; i < 1000; i++) CHECK(rng_next(&a) == rng_next(&b));
    int hist[6] = {0};
    for (int i = 0; i < 60000; i++) {
        uint32_t v = rng_below(&a, 6);
        REQUIRE(v < 6);
        hist[v]++;
    }
    for (int i = 0; i < 6; i++) CHECKF(hist[i] > 9000 && hist[i] < 11000, "face %d: %d", i, hist[i]);
    int16_t v[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng_shuffle_i16(&a, v, 10);
    int sum = 0;
    for (int i = 0; i < 10; i++) sum += v[i];
    CHECK_INT(sum, 45);
}

static void test_good_set_loads(void)
{
    CardSet *s = load_fake("{\"game\":\"fake\",\"name\":\"Good\",\"cards\":" GOOD_CARDS "}",
                           "{\"name\":\"Deck\",\"cards\":[\"a\",{\"card\":\"b\",\"count\":2}]}");
    REQUIRE(s != NULL);
    CHECK_INT(s->ncards, 2);
    CHECK_STR(s->cards[1].name, "Bee");
    CHECK_INT(s->cards[1].value, 2);
    CHECK_INT(s->ndecks, 1);
    CHECK_STR(s->decks[0].id, "d1");
    CHECK_INT(s->decks[0].ncards, 3);
    CHECK_STR(s->id, "set");
    carddb_free(s);
}

static void test_malformed_json_names_line_and_column(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\n \"cards\": [ {\"id\": } ]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "set/set.json");
    CHECK_CONTAINS(problems_text, "malformed JSON at line 2");
}

static void test_truncated_json_is_reported(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\"", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "ends early");
}

static void test_wrong_type_names_card_and_field(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":\"9x\"}]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "set.json: cards[0] \"a\": rank: expected an integer 1..10, got \"9x\"");
}

static void test_out_of_range_number(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":11}]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "rank: expected an integer 1..10, got 11");
}

static void test_duplicate_ids(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":1},"
                    "{\"id\":\"a\",\"name\":\"A2\",\"rank\":2}]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "cards[1] \"a\": id: duplicate id \"a\": cards[0] and cards[1]"); /* both places */
}

static void test_unknown_fields(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":1,\"powr\":3}]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "cards[0] \"a\": powr: unknown field");
    /* a slip of a letter: the nearest field is offered */
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":1,\"rnak\":3}]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "rnak: unknown field; did you mean rank?");
    CHECK(load_fake("{\"game\":\"fake\",\"descripton\":\"x\",\"cards\":" GOOD_CARDS "}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "descripton: unknown field; did you mean description?");
    CHECK(load_fake("{\"game\":\"fake\",\"colour\":1,\"cards\":" GOOD_CARDS "}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "set.json: colour: unknown field");
}

static void test_every_problem_is_listed(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":0},"
                    "{\"id\":\"b\",\"rank\":1},{\"id\":\"Bad Id\",\"name\":\"C\",\"rank\":1}]}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "cards[0] \"a\": rank");
    CHECK_CONTAINS(problems_text, "cards[1] \"b\": name: missing");
    CHECK_CONTAINS(problems_text, "cards[2] \"Bad Id\": id: expected a slug");
}

static void test_missing_files(void)
{
    CHECK(load_fake(NULL, NULL) == NULL);
    CHECK_CONTAINS(problems_text, "missing file");
    CHECK_CONTAINS(problems_text, "set.json");
    Report r = {0};
    CHECK(carddb_load(&fake, "/nonexistent/dir", &r, NULL) == NULL);
    REQUIRE(r.count == 1);
    CHECK_CONTAINS(r.lines[0], "not a folder");
    report_free(&r);
}

static void test_wrong_game_and_missing_art(void)
{
    CHECK(load_fake("{\"game\":\"chess\",\"cards\":" GOOD_CARDS "}", NULL) == NULL);
    CHECK_CONTAINS(problems_text, "game: expected \"fake\", got \"chess\"");
    /* a missing art file is a warning; the card falls back to drawn art */
    write_file("set/set.json", "{\"game\":\"fake\",\"cards\":[{\"id\":\"a\",\"name\":\"A\",\"rank\":1,\"art\":\"art/a.svg\"}]}");
    char dir[512];
    snprintf(dir, sizeof dir, "%s/set", tmpdir);
    Report pr = {0}, wr = {0};
    CardSet *s = carddb_load(&fake, dir, &pr, &wr);
    CHECK(s != NULL);
    CHECK_INT(pr.count, 0);
    REQUIRE(wr.count == 1);
    CHECK_CONTAINS(wr.lines[0], "art: file \"art/a.svg\" not found");
    CHECK(s && s->cards[0].art[0] == 0);
    carddb_free(s);
    report_free(&pr);
    report_free(&wr);
}

static void test_bad_decks(void)
{
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":" GOOD_CARDS "}", "{\"cards\":[\"a\",\"zz\",\"b\"]}") == NULL);
    CHECK_CONTAINS(problems_text, "decks/d1.json: cards[1]: unknown card id \"zz\"");
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":" GOOD_CARDS "}", "{\"cards\":[\"a\"]}") == NULL);
    CHECK_CONTAINS(problems_text, "decks/d1.json: deck \"d1\": expected exactly 3 cards, got 1");
    CHECK(load_fake("{\"game\":\"fake\",\"cards\":" GOOD_CARDS "}", "[1,2]") == NULL);
    CHECK_CONTAINS(problems_text, "expected a deck object");
}

static void test_setup_text(void)
{
    const GameModule *m = games_find("queens-court");
    REQUIRE(m != NULL);
    GameSetup s;
    Error e;
    CHECK(setup_from_text(m, "players=3", &s, &e));
    CHECK_INT(s.num_players, 3);
    CHECK(!setup_from_text(m, "players=9", &s, &e));
    CHECK_CONTAINS(e.msg, "players: expected an integer");
    CHECK(!setup_from_text(m, "colour=red", &s, &e));
    CHECK_CONTAINS(e.msg, "unknown setup key \"colour\"");
    CHECK(!setup_from_text(m, "players", &s, &e));
    CHECK_CONTAINS(e.msg, "expected key=value");
    if (m->num_options > 0) {
        char t[128];
        snprintf(t, sizeof t, "%s=nonsense", m->options[0].id);
        CHECK(!setup_from_text(m, t, &s, &e));
        CHECK_CONTAINS(e.msg, "expected one of");
    }
    char buf[256];
    CHECK(setup_from_text(m, "players=4", &s, &e));
    setup_to_text(m, &s, buf, sizeof buf);
    GameSetup s2;
    CHECK(setup_from_text(m, buf, &s2, &e));
    CHECK(memcmp(&s, &s2, sizeof s) == 0);
}

/* ---- saves ---- */
static CardSet *qc_set;
static const CardSet *find_qc(const GameModule *m, const char *id, void *ctx) { return qc_set; }

static void test_save_round_trip_and_bad_saves(void)
{
    const GameModule *m = games_find("queens-court");
    REQUIRE(m != NULL);
    Report r = {0};
    qc_set = carddb_load_named(m, NULL, &r);
    report_free(&r);
    REQUIRE(qc_set != NULL);
    GameSetup setup;
    setup_default(m, &setup);
    setup.num_players = 3;
    GameRecord rec;
    record_init(&rec, m, qc_set, &setup, 12345678901234ull);
    Error e;
    GameState *st = game_new(m, &setup, qc_set, rec.seed, &e);
    REQUIRE(st != NULL);
    for (int i = 0; i < 12 && m->current_player(st) != GM_TERMINAL; i++) {
        Action acts[GM_MAX_ACTIONS];
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        Action a = acts[(i * 7) % n];
        REQUIRE(m->apply(st, a));
        record_push(&rec, a);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/save.json", tmpdir);
    CHECK(save_write(path, &rec, &e));
    GameRecord back;
    GameState *loaded = NULL;
    CHECK(save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK(loaded && memcmp(loaded, st, m->state_size) == 0);
    CHECK(back.seed == rec.seed);
    game_free(loaded);
    record_free(&back);

    /* truncated save: clear error naming the file, nothing loaded */
    FILE *f = fopen(path, "r");
    char text[65536];
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = 0;
    write_file("trunc.json", "");
    snprintf(path, sizeof path, "%s/trunc.json", tmpdir);
    f = fopen(path, "w");
    size_t cut = len / 2; /* about half, just after a comma: the text ends early, not inside a string */
    while (cut > 0 && text[cut - 1] != ',') cut--;
    fwrite(text, 1, cut, f);
    fclose(f);
    CHECK(!save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK_CONTAINS(e.msg, "trunc.json");
    CHECK_CONTAINS(e.msg, "ends early");
    CHECK(loaded == NULL);
    /* the bad file is moved aside, not lost */
    char moved[600];
    CHECK(save_quarantine(path, moved, sizeof moved));
    CHECK(access(path, F_OK) != 0);
    CHECK(access(moved, F_OK) == 0);
    CHECK_CONTAINS(moved, "trunc.json.bad-");

    /* an action text that does not parse: names the index and lists legal ones */
    char *bad = strstr(text, "\"actions\":");
    REQUIRE(bad != NULL);
    char *first = strchr(bad, '"' ) ? strchr(bad + 10, '"') : NULL;
    REQUIRE(first != NULL);
    char edited[65536];
    snprintf(edited, sizeof edited, "%.*s\"fly to the moon\", %s", (int)(first - text), text, first);
    snprintf(path, sizeof path, "%s/badaction.json", tmpdir);
    f = fopen(path, "w");
    fputs(edited, f);
    fclose(f);
    CHECK(!save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK_CONTAINS(e.msg, "actions[0]");
    CHECK_CONTAINS(e.msg, "\"fly to the moon\" is not legal here; legal actions");

    /* wrong types in the header */
    write_file("types.json", "{\"format_version\":1,\"game\":\"queens-court\",\"set\":\"classic\",\"setup\":{},\"seed\":true,\"actions\":[]}");
    snprintf(path, sizeof path, "%s/types.json", tmpdir);
    CHECK(!save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK_CONTAINS(e.msg, "seed");
    write_file("game.json", "{\"format_version\":1,\"game\":\"go\",\"set\":\"classic\",\"setup\":{},\"seed\":\"1\",\"actions\":[]}");
    snprintf(path, sizeof path, "%s/game.json", tmpdir);
    CHECK(!save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK_CONTAINS(e.msg, "unknown game \"go\"");
    write_file("newer.json", "{\"format_version\":99,\"game\":\"queens-court\",\"set\":\"classic\",\"setup\":{},\"seed\":\"1\",\"actions\":[]}");
    snprintf(path, sizeof path, "%s/newer.json", tmpdir);
    CHECK(!save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK_CONTAINS(e.msg, "newer Crowntable");
    snprintf(path, sizeof path, "%s/absent.json", tmpdir);
    CHECK(!save_load(path, find_qc, NULL, &back, &loaded, &e));
    CHECK_CONTAINS(e.msg, "cannot open");

    /* atomic write leaves no temp files behind */
    char cmd[600];
    snprintf(cmd, sizeof cmd, "ls %s | grep -q tmp-", tmpdir);
    CHECK(system(cmd) != 0);
    game_free(st);
    record_free(&rec);
    carddb_free(qc_set);
}

static void test_action_text_errors(void)
{
    const GameModule *m = games_find("queens-court");
    REQUIRE(m != NULL);
    Report r = {0};
    CardSet *set = carddb_load_named(m, NULL, &r);
    report_free(&r);
    REQUIRE(set != NULL);
    GameSetup s;
    setup_default(m, &s);
    Error e;
    GameState *st = game_new(m, &s, set, 3, &e);
    REQUIRE(st != NULL);
    Action a;
    CHECK(!game_parse_action(m, st, "play 99 -> nowhere", &a, &e));
    CHECK_CONTAINS(e.msg, "\"play 99 -> nowhere\" is not legal here");
    /* a legal one, with stray spaces, parses */
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    REQUIRE(n > 0);
    char t[160], padded[200];
    m->action_text(st, acts[0], t, sizeof t);
    snprintf(padded, sizeof padded, "  %s ", t);
    CHECK(game_parse_action(m, st, padded, &a, &e));
    CHECK(action_eq(a, acts[0]));
    game_free(st);
    carddb_free(set);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-test-core-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    RUN(test_rng_is_deterministic_and_in_range);
    RUN(test_good_set_loads);
    RUN(test_malformed_json_names_line_and_column);
    RUN(test_truncated_json_is_reported);
    RUN(test_wrong_type_names_card_and_field);
    RUN(test_out_of_range_number);
    RUN(test_duplicate_ids);
    RUN(test_unknown_fields);
    RUN(test_every_problem_is_listed);
    RUN(test_missing_files);
    RUN(test_wrong_game_and_missing_art);
    RUN(test_bad_decks);
    RUN(test_setup_text);
    RUN(test_save_round_trip_and_bad_saves);
    RUN(test_action_text_errors);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return tl_summary();
}
