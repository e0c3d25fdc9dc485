/* test_cards_csv.c — spreadsheet card sets: the RFC 4180 reader (quoting,
 * line breaks in cells, errors by row and column), and every shipped set
 * exported to CSV and read back gives the same cards and the same set. */
#include "testlib.h"
#include "core/carddb.h"
#include "core/carddb_csv.h"
#include "core/csv.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/set_reload.h"
#include "core/set_watch.h"
#include <dirent.h>
#include <stdlib.h>
#include <unistd.h>

static void test_reader_quoting(void)
{
    const char *text = "\xEF\xBB\xBFid,text\r\na,\"one, two\"\r\n\r\nb,\"say \"\"hi\"\"\nthen go\"\nc,\n";
    CsvTable t;
    Error e = {{0}};
    REQUIRE(csv_parse(text, strlen(text), "t.csv", &t, &e));
    CHECK_INT(t.ncols, 2);
    CHECK_INT(t.nrows, 4); /* the blank row is dropped */
    CHECK_STR(csv_cell(&t, 0, 0), "id");
    CHECK_STR(csv_cell(&t, 1, 1), "one, two");
    CHECK_STR(csv_cell(&t, 2, 1), "say \"hi\"\nthen go");
    CHECK_STR(csv_cell(&t, 3, 1), "");
    CHECK_INT(t.row_number[2], 4); /* the record after the blank one */
    CHECK_INT(t.row_number[3], 5); /* a line break inside a cell is not a new row */
    csv_free(&t);
    /* written and read back: the same cells */
    CsvOut o = {0};
    csv_put_cell(&o, "a \"q\", b", 1);
    csv_put_cell(&o, "line\nbreak", 0);
    csv_end_row(&o);
    REQUIRE(csv_parse(o.buf, o.len, "o.csv", &t, &e));
    CHECK_STR(csv_cell(&t, 0, 0), "a \"q\", b");
    CHECK_STR(csv_cell(&t, 0, 1), "line\nbreak");
    csv_free(&t);
    free(o.buf);
}

static void test_reader_errors_name_row_and_column(void)
{
    CsvTable t;
    Error e = {{0}};
    const char *open_quote = "id,text\na,\"never closed\nb,c\n";
    CHECK(!csv_parse(open_quote, strlen(open_quote), "t.csv", &t, &e));
    CHECK_CONTAINS(e.msg, "t.csv: row 2, column 2: a quoted cell is never closed");
    const char *extra = "id,text\na,b\nc,d,e\n";
    CHECK(!csv_parse(extra, strlen(extra), "t.csv", &t, &e));
    CHECK_CONTAINS(e.msg, "row 3, column 3: 3 cells, the first row has 2");
    const char *stray = "id,text\na,b\"c\n";
    CHECK(!csv_parse(stray, strlen(stray), "t.csv", &t, &e));
    CHECK_CONTAINS(e.msg, "row 2, column 2: a quote inside an unquoted cell");
    const char *after = "id,text\na,\"b\"c\n";
    CHECK(!csv_parse(after, strlen(after), "t.csv", &t, &e));
    CHECK_CONTAINS(e.msg, "row 2, column 2: text after a quoted cell");
}

/* The set.json cards with "" text/art dropped: an empty cell is "not given". */
static void drop_empty_text(cJSON *cards)
{
    for (cJSON *c = cards->child; c; c = c->next)
        for (const char *const *k = (const char *const[]){"text", "art", NULL}; *k; k++) {
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(c, *k);
            if (cJSON_IsString(v) && !v->valuestring[0]) cJSON_DeleteItemFromObjectCaseSensitive(c, *k);
        }
}

static int sets_checked;

static void round_trip(const GameModule *m, const char *dir, const char *tmp)
{
    char path[1400], copy[1400];
    snprintf(path, sizeof path, "%s/set.json", dir);
    Error e = {{0}};
    cJSON *set = json_load_file(path, &e);
    REQUIRE(set);
    cJSON *cards = cJSON_DetachItemFromObjectCaseSensitive(set, "cards");
    REQUIRE(cJSON_IsArray(cards));
    char *csv = carddb_csv_write(cards);
    REQUIRE(csv);
    /* a copy of the set keeping its cards in cards.csv */
    snprintf(copy, sizeof copy, "%s/%s-%s", tmp, m->id, strrchr(dir, '/') + 1);
    char cmd[3000];
    snprintf(cmd, sizeof cmd, "cp -r '%s' '%s'", dir, copy);
    REQUIRE(system(cmd) == 0);
    snprintf(path, sizeof path, "%s/cards.csv", copy);
    tl_write_text(path, csv);
    cJSON_AddStringToObject(set, "cards_csv", "cards.csv");
    char *set_text = cJSON_Print(set);
    snprintf(path, sizeof path, "%s/set.json", copy);
    tl_write_text(path, set_text);
    /* the cards read back are the cards written */
    Report problems = {0};
    int *rows = NULL;
    snprintf(path, sizeof path, "%s/cards.csv", copy);
    cJSON *back = carddb_csv_read(path, "cards.csv", &rows, &problems);
    CHECKF(back != NULL, "%s: %s", dir, problems.count ? problems.lines[0] : "");
    drop_empty_text(cards);
    if (back) CHECKF(cJSON_Compare(cards, back, true), "%s: the cards read back from CSV differ", dir);
    /* and the set loads the same */
    Report p1 = {0}, p2 = {0};
    CardSet *a = carddb_load(m, dir, &p1, NULL), *b = carddb_load(m, copy, &p2, NULL);
    CHECKF(b != NULL, "%s as CSV: %s", dir, p2.count ? p2.lines[0] : "");
    if (a && b) {
        CHECK_INT(a->ncards, b->ncards);
        CHECK_INT(a->ndecks, b->ndecks);
        for (int i = 0; i < a->ncards && i < b->ncards; i++) {
            const CardDef *x = &a->cards[i], *y = &b->cards[i];
            CHECK_STR(x->id, y->id);
            CHECK_STR(x->name, y->name);
            CHECK_STR(card_text(x), card_text(y));
            CHECK_STR(x->kind, y->kind);
            CHECK_STR(x->corner, y->corner);
            CHECK_INT(x->value, y->value);
            CHECK_INT(x->copies, y->copies);
            CHECK(memcmp(x->grid, y->grid, sizeof x->grid) == 0);
        }
        sets_checked++;
    }
    carddb_free(a);
    carddb_free(b);
    report_free(&p1);
    report_free(&p2);
    report_free(&problems);
    cJSON_Delete(back);
    free(rows);
    free(set_text);
    free(csv);
    cJSON_Delete(cards);
    cJSON_Delete(set);
}

static void test_every_shipped_set_round_trips(void)
{
    char tmp[] = "/tmp/ct-csv-XXXXXX";
    REQUIRE(mkdtemp(tmp));
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        char base[1024];
        snprintf(base, sizeof base, "%s/cards/%s", paths_data_dir(), m->id);
        DIR *d = opendir(base);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            if (e->d_name[0] == '.') continue;
            char dir[1300];
            snprintf(dir, sizeof dir, "%s/%s", base, e->d_name);
            round_trip(m, dir, tmp);
        }
        if (d) closedir(d);
    }
    CHECK(sets_checked >= games_count());
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    CHECK(system(cmd) == 0);
}

static void test_card_problems_name_row_and_column(void)
{
    char tmp[] = "/tmp/ct-csv-XXXXXX";
    REQUIRE(mkdtemp(tmp));
    char path[600];
    snprintf(path, sizeof path, "%s/set.json", tmp);
    tl_write_text(path, "{\"game\": \"queens-blood\", \"name\": \"Sheet\", \"cards_csv\": \"cards.csv\"}");
    snprintf(path, sizeof path, "%s/cards.csv", tmp);
    tl_write_text(path, "id,name,cost,power,rarity,grid\n"
                        "a,A,1,2,regular,\"[\"\".....\"\",\"\"..P..\"\",\"\"..C..\"\",\"\".....\"\",\"\".....\"\"]\"\n"
                        "b,B,1,120,regular,\"[\"\".....\"\",\"\"..P..\"\",\"\"..C..\"\",\"\".....\"\",\"\".....\"\"]\"\n"
                        "a,C,1,2,regular,\"[\"\".....\"\",\"\"..P..\"\",\"\"..C..\"\",\"\".....\"\",\"\".....\"\"]\"\n"
                        "d,D,1,2,regular,\"[\"\".....\"\" \"\"..P..\"\"]\"\n");
    Report problems = {0};
    CardSet *set = carddb_load(games_find("queens-blood"), tmp, &problems, NULL);
    CHECK(set == NULL);
    char all[4000] = "";
    for (int i = 0; i < problems.count; i++) snprintf(all + strlen(all), sizeof all - strlen(all), "%s\n", problems.lines[i]);
    CHECK_CONTAINS(all, "cards.csv row 5, column grid: not valid JSON");
    carddb_free(set);
    report_free(&problems);
    /* the JSON problem is fixed: the row problems show, every bad cell of a row */
    tl_write_text(path, "id,name,cost,power,rarity,grid\n"
                        "a,A,1,2,regular,\"[\"\".....\"\",\"\"..P..\"\",\"\"..C..\"\",\"\".....\"\",\"\".....\"\"]\"\n"
                        "b,B,7,120,common,\"[\"\".....\"\",\"\"..P..\"\",\"\"..C..\"\",\"\".....\"\",\"\".....\"\"]\"\n"
                        "a,C,1,2,regular,\"[\"\".....\"\",\"\"..P..\"\",\"\"..C..\"\",\"\".....\"\",\"\".....\"\"]\"\n");
    set = carddb_load(games_find("queens-blood"), tmp, &problems, NULL);
    CHECK(set == NULL);
    all[0] = 0;
    for (int i = 0; i < problems.count; i++) snprintf(all + strlen(all), sizeof all - strlen(all), "%s\n", problems.lines[i]);
    CHECK_CONTAINS(all, "cards.csv row 3, column cost: expected 1, 2, 3 or \"replace\", got 7");
    CHECK_CONTAINS(all, "cards.csv row 3, column power: expected an integer 1..99, got 120");
    CHECK_CONTAINS(all, "cards.csv row 3, column rarity: expected one of regular, legendary, token, got \"common\"");
    CHECK_CONTAINS(all, "cards.csv row 4, column id: duplicate id \"a\": row 2 and row 4");
    carddb_free(set);
    report_free(&problems);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    CHECK(system(cmd) == 0);
}

/* Live reload watches the spreadsheet and counts the card a row edit changed. */
static void test_live_reload_watches_the_spreadsheet(void)
{
    const GameModule *qb = games_find("queens-blood");
    char tmp[] = "/tmp/ct-csv-XXXXXX";
    REQUIRE(mkdtemp(tmp));
    char cmd[1400], dir[600], path[700];
    snprintf(dir, sizeof dir, "%s/sheet", tmp);
    snprintf(cmd, sizeof cmd, "cp -r '%s/cards/queens-blood/core' '%s'", paths_data_dir(), dir);
    REQUIRE(system(cmd) == 0);
    snprintf(path, sizeof path, "%s/set.json", dir);
    cJSON *setj = json_load_file(path, &(Error){{0}});
    REQUIRE(setj);
    cJSON *cards = cJSON_DetachItemFromObjectCaseSensitive(setj, "cards");
    cJSON_AddStringToObject(setj, "cards_csv", "cards.csv");
    char *text = cJSON_Print(setj), *csv = carddb_csv_write(cards);
    tl_write_text(path, text);
    snprintf(path, sizeof path, "%s/cards.csv", dir);
    tl_write_text(path, csv);
    Report problems = {0};
    CardSet *set = carddb_load(qb, dir, &problems, NULL);
    REQUIRE(set);
    SetPrints prints = {0};
    CHECK(set_prints_take(&prints, dir));
    CHECK_INT(prints.n, set->ncards);
    SetWatch w = {0};
    set_watch_init(&w, set, 0, 0.5);
    /* gate-warden's power 1 -> 3, in the spreadsheet */
    char *row = strstr(csv, "\ngate-warden,");
    REQUIRE(row);
    char *cell = strstr(row, ",1,1,regular,");
    REQUIRE(cell);
    cell[3] = '3';
    tl_write_text(path, csv);
    CHECK_INT(set_watch_poll(&w, 0.5), SET_WATCH_DATA);
    SetReload r;
    CHECK_INT(set_reload(qb, set, NULL, &prints, NULL, 0, &r), RELOAD_CONTINUES);
    CHECK_INT(r.changed, 1);
    if (r.set) CHECK_INT(r.set->cards[carddb_find(r.set, "gate-warden")].value, 3);
    carddb_free(r.set);
    carddb_free(set);
    set_watch_free(&w);
    set_prints_free(&prints);
    report_free(&problems);
    free(text);
    free(csv);
    cJSON_Delete(cards);
    cJSON_Delete(setj);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    CHECK(system(cmd) == 0);
}

int main(void)
{
    test_reader_quoting();
    test_reader_errors_name_row_and_column();
    test_every_shipped_set_round_trips();
    test_card_problems_name_row_and_column();
    test_live_reload_watches_the_spreadsheet();
    printf("%d checks, %d failures\n", tl_checks, tl_failures);
    return tl_failures != 0;
}
