/* test_hardening_sets.c — untrusted card sets and decks are bounded and
 * refused with a message naming the file, the place and the limit: numbers
 * that do not fit, too many cards, a set read a card at a time (escaped keys
 * too), a 20 MB set, duplicate ids, art outside the set's folder, a decks
 * folder that cannot be read.  Reproducers in tests/data/hardening/. */
#include "testlib.h"
#include "hardening_kit.h"
#include "core/json_lazy.h"
#include "core/json_scan.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/* Loads a set folder; returns the problems and warnings joined by newlines. */
static char report_text[16384];
static CardSet *load_set(const char *game, const char *dir)
{
    Report problems = {0}, warnings = {0};
    CardSet *set = carddb_load(games_find(game), dir, &problems, &warnings);
    report_text[0] = 0;
    for (int i = 0; i < problems.count + warnings.count; i++) {
        size_t u = strlen(report_text);
        snprintf(report_text + u, sizeof report_text - u, "%s\n",
                 i < problems.count ? problems.lines[i] : warnings.lines[i - problems.count]);
    }
    report_free(&problems);
    report_free(&warnings);
    return set;
}

/* reproducer: a card with "rank": 1e300 and "copies": -1e30 */
static void test_huge_numbers_in_a_card_set_are_refused(void)
{
    CardSet *set = load_set("queens-court", data_path("tests/data/hardening/number-1e300"));
    CHECK(set == NULL);
    CHECK_CONTAINS(report_text, "number-1e300/set.json: cards[0] \"noble-1\": rank: expected an integer 1..10, got 1e+300");
    CHECK_CONTAINS(report_text, "cards[1] \"noble-2\": copies: expected an integer");
    carddb_free(set);
}

/* Creates tmpdir/name/ and opens its set.json for writing; dir gets the folder. */
static FILE *new_set_json(const char *name, char *dir, size_t n)
{
    char path[600];
    snprintf(dir, n, "%s/%s", tmpdir, name);
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/set.json", dir);
    return fopen(path, "w");
}

/* A set over CT_MAX_CARDS_PER_SET is refused naming the limit: a QB set of
 * 40,000 cards used to pass check-cards and crash on a 16-bit card index. */
static void test_card_limit_per_set(void)
{
    char dir[400];
    FILE *f = new_set_json("big", dir, sizeof dir);
    REQUIRE(f);
    fprintf(f, "{\"game\": \"queens-blood\", \"cards\": [");
    for (int i = 0; i <= CT_MAX_CARDS_PER_SET; i++)
        fprintf(f, "%s{\"id\": \"c%d\", \"name\": \"C\", \"cost\": 1, \"power\": 1, \"grid\": [\".....\", \"..P..\", \"..C..\", \".....\", \".....\"]}",
                i ? "," : "", i);
    fprintf(f, "]}\n");
    fclose(f);
    CardSet *set = load_set("queens-blood", dir);
    CHECK(set == NULL);
    CHECK_CONTAINS(report_text, "big/set.json: cards: 1001 cards; a set holds at most 1000 (cards per set limit");
    carddb_free(set);
}

/* A set is parsed a card at a time: one card of 60,000 numbers is refused by
 * the values per card limit before its tree is built (it took 73x the file),
 * the cards beside it still load and are checked, and a syntax error inside a
 * card still names its line and column in the whole file. */
static void test_cards_are_parsed_one_at_a_time(void)
{
    char dir[400];
    FILE *f = new_set_json("dense", dir, sizeof dir);
    REQUIRE(f);
    fprintf(f, "{\"game\": \"queens-court\", \"cards\": [{\"id\": \"ok\", \"name\": \"A\", \"rank\": 99},\n{\"id\": \"a\", \"x\": [");
    for (int i = 0; i < 60000; i++) fprintf(f, "0,");
    fprintf(f, "0]}]}\n");
    fclose(f);
    CardSet *set = load_set("queens-court", dir);
    CHECK(set == NULL);
    CHECK_CONTAINS(report_text, "dense/set.json: cards[1]: more than 256 values in one card (values per card limit");
    CHECK_CONTAINS(report_text, "cards[0] \"ok\": kind: missing");
    carddb_free(set);
    /* malformed inside a card: the whole file's line and column; a byte
     * order mark where a card starts is malformed too (cJSON skips one only
     * at the start of its buffer) */
    static const char *const malformed[][3] = {
        {"bad-literal", "{\"game\": \"queens-court\",\n \"cards\": [{\"id\": \"a\"},\n  {\"id\": tru}]}\n",
         "bad-literal/set.json: malformed JSON at line 3, column 10"},
        {"bom-card", "{\"game\": \"queens-court\",\n \"cards\": [\xEF\xBB\xBF{\"id\": \"a\"}]}\n",
         "bom-card/set.json: malformed JSON at line 2, column 12"},
    };
    for (size_t i = 0; i < sizeof malformed / sizeof *malformed; i++) {
        f = new_set_json(malformed[i][0], dir, sizeof dir);
        REQUIRE(f);
        fputs(malformed[i][1], f);
        fclose(f);
        set = load_set("queens-court", dir);
        CHECK(set == NULL);
        CHECK_CONTAINS(report_text, malformed[i][2]);
        carddb_free(set);
    }
}

/* Replaces every `find` in text by `put` (a new string). */
static char *replace_all(const char *text, const char *find, const char *put)
{
    size_t fl = strlen(find), pl = strlen(put), n = 0;
    for (const char *p = strstr(text, find); p; p = strstr(p + fl, find)) n++;
    char *out = malloc(strlen(text) + n * (pl > fl ? pl - fl : 0) + 1), *o = out;
    if (!out) abort();
    for (const char *p = text, *q; *p; p = q + fl) {
        if (!(q = strstr(p, find))) {
            strcpy(o, p);
            break;
        }
        memcpy(o, p, (size_t)(q - p));
        o += q - p;
        memcpy(o, put, pl);
        o += pl;
        *o = 0;
    }
    return out;
}

/* A set whose keys are spelled with escapes ("c\u0061rds", "n\u0061me") is
 * read a card at a time from a respelled copy, not as a whole tree: the same
 * cards as the set spelled plainly. */
static void test_escaped_keys_in_a_set_are_read_a_card_at_a_time(void)
{
    char path[1024];
    paths_join(path, sizeof path, "cards/queens-blood/core/set.json");
    char *text = tl_read_text(path);
    REQUIRE(text);
    char *a = replace_all(text, "\"cards\"", "\"c\\u0061rds\""), *b = replace_all(a, "\"name\"", "\"n\\u0061me\"");
    char dir[400];
    FILE *f = new_set_json("escaped-keys", dir, sizeof dir);
    REQUIRE(f);
    fputs(b, f);
    fclose(f);
    char plain_dir[400];
    f = new_set_json("plain-keys", plain_dir, sizeof plain_dir);
    REQUIRE(f);
    fputs(text, f);
    fclose(f);
    CardSet *plain = load_set("queens-blood", plain_dir);
    tl_cjson_count(true);
    CardSet *set = load_set("queens-blood", dir);
    size_t peak = tl_cjson_peak();
    tl_cjson_count(false);
    REQUIRE(plain);
    CHECKF(set != NULL, "%s", report_text);
    if (set) {
        CHECK_INT(set->ncards, plain->ncards);
        CHECK_STR(set->name, plain->name);
        for (int i = 0; i < set->ncards && i < plain->ncards; i++) {
            CHECK_STR(set->cards[i].id, plain->cards[i].id);
            CHECK_STR(set->cards[i].name, plain->cards[i].name);
            CHECK_STR(set->cards[i].text, plain->cards[i].text);
        }
        /* one card's tree at a time, not the set's (~10x its 36 KB text) */
        CHECKF(peak < strlen(b), "cJSON peak %zu B for a %zu B set", peak, strlen(b));
    }
    carddb_free(set);
    carddb_free(plain);
    free(a);
    free(b);
    free(text);
}

/* `check-cards` of a 20 MB set: refused by the file size limit for every game,
 * from the file's size before anything is read (a sparse file here, so the
 * test writes almost nothing; tools/bench-loaders.sh times the real thing). */
static void test_a_20_mb_set_is_refused_for_every_game(void)
{
    char dir[400], path[500];
    FILE *f = new_set_json("twenty-mb", dir, sizeof dir);
    REQUIRE(f);
    fclose(f);
    snprintf(path, sizeof path, "%s/set.json", dir);
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        f = fopen(path, "w");
        REQUIRE(f);
        fprintf(f, "{\"game\": \"%s\", \"cards\": [", m->id);
        fclose(f);
        REQUIRE(truncate(path, 20L * 1024 * 1024) == 0);
        CardSet *set = load_set(m->id, dir);
        CHECKF(set == NULL, "%s", m->id);
        CHECK_CONTAINS(report_text, "twenty-mb/set.json: file larger than the limit of 2097152 bytes (file size limit");
        carddb_free(set);
    }
}

/* Duplicate ids are found through a hash: every one reported, in a set at the limit. */
static void test_duplicate_ids_found_in_a_full_set(void)
{
    char dir[400];
    FILE *f = new_set_json("dups", dir, sizeof dir);
    REQUIRE(f);
    fprintf(f, "{\"game\": \"queens-court\", \"cards\": [");
    for (int i = 0; i < CT_MAX_CARDS_PER_SET; i++)
        fprintf(f, "%s{\"id\": \"c%d\", \"name\": \"C\", \"kind\": \"noble\", \"rank\": 1, \"copies\": 1}", i ? "," : "",
                i % 500 == 499 ? i - 250 : i);
    fprintf(f, "]}\n");
    fclose(f);
    CardSet *set = load_set("queens-court", dir);
    CHECK(set == NULL);
    CHECK_CONTAINS(report_text, "cards[499] \"c249\": id: duplicate id \"c249\"");
    CHECK_CONTAINS(report_text, "cards[999] \"c749\": id: duplicate id \"c749\"");
    carddb_free(set);
}

/* reproducer: "art": "../../../../etc/passwd", an absolute path, a ".." that
 * leaves through a sub-folder, and (made here) a symlink that leads out */
static void test_art_stays_inside_the_set_folder(void)
{
    CardSet *set = load_set("queens-court", data_path("tests/data/hardening/art-escape"));
    CHECK(set == NULL);
    CHECK_CONTAINS(report_text, "cards[0] \"noble-1\": art: \"../../../../etc/passwd\" leads outside the set folder");
    CHECK_CONTAINS(report_text, "cards[1] \"noble-2\": art: expected a path relative to the set folder");
    CHECK_CONTAINS(report_text, "cards[2] \"noble-3\": art: \"art/../../escape.svg\" leads outside the set folder");
    /* normalised and inside: only the missing-file warning */
    CHECK_CONTAINS(report_text, "cards[3] \"noble-4\": art: file \"art/./sub/../noble-4.svg\" not found");
    carddb_free(set);

    char dir[400], path[500];
    snprintf(dir, sizeof dir, "%s/linked", tmpdir);
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/art", dir);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/art/out.svg", dir);
    CHECK(symlink("/etc/hostname", path) == 0);
    snprintf(path, sizeof path, "%s/art/in.svg", dir);
    write_text(path, "<svg/>");
    snprintf(path, sizeof path, "%s/set.json", dir);
    write_text(path, "{\"game\": \"queens-court\", \"cards\": ["
                     "{\"id\": \"a\", \"name\": \"A\", \"kind\": \"noble\", \"rank\": 1, \"copies\": 1, \"art\": \"art/out.svg\"},"
                     "{\"id\": \"b\", \"name\": \"B\", \"kind\": \"noble\", \"rank\": 2, \"copies\": 1, \"art\": \"art/in.svg\"}]}");
    set = load_set("queens-court", dir);
    CHECK(set == NULL);
    CHECK_CONTAINS(report_text, "cards[0] \"a\": art: \"art/out.svg\" is a link that leads outside the set folder");
    CHECKF(!strstr(report_text, "cards[1] \"b\": art"), "%s", report_text); /* a link inside is fine */
    carddb_free(set);
}

/* A decks folder that is a link to itself was skipped silently. */
static void test_unreadable_decks_folder_is_reported(void)
{
    char dir[400], path[500];
    snprintf(dir, sizeof dir, "%s/loop", tmpdir);
    mkdir(dir, 0755);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "cp '%s' '%s/set.json'", data_path("cards/queens-court/classic/set.json"), dir);
    REQUIRE(system(cmd) == 0);
    snprintf(path, sizeof path, "%s/decks", dir);
    CHECK(symlink("decks", path) == 0);
    CardSet *set = load_set("queens-court", dir);
    CHECK(set != NULL);
    CHECK_CONTAINS(report_text, "loop/decks: cannot read the folder (Too many levels of symbolic links); the set is loaded without decks");
    carddb_free(set);
}

int main(void)
{
    if (!hardening_kit_open()) return 1;
    RUN(test_huge_numbers_in_a_card_set_are_refused);
    RUN(test_card_limit_per_set);
    RUN(test_cards_are_parsed_one_at_a_time);
    RUN(test_escaped_keys_in_a_set_are_read_a_card_at_a_time);
    RUN(test_a_20_mb_set_is_refused_for_every_game);
    RUN(test_duplicate_ids_found_in_a_full_set);
    RUN(test_art_stays_inside_the_set_folder);
    RUN(test_unreadable_decks_folder_is_reported);
    hardening_kit_close();
    return tl_summary();
}
