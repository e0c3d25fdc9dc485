/* carddb_csv.c — card rows of a spreadsheet to card objects and back. */
#include "carddb_csv.h"
#include "csv.h"
#include "json_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const TEXT_COLUMNS[] = {"id", "name", "text", "art", NULL};

static bool is_text_column(const char *name)
{
    for (int i = 0; TEXT_COLUMNS[i]; i++)
        if (strcmp(TEXT_COLUMNS[i], name) == 0) return true;
    return false;
}

/* A cell's value: JSON when the whole cell reads as JSON, else its text. */
static cJSON *cell_value(const char *cell, bool text_column, char *why, size_t whyn)
{
    if (text_column) return cJSON_CreateString(cell);
    const char *end = NULL;
    cJSON *v = cJSON_ParseWithOpts(cell, &end, 1);
    if (v) return v;
    const char *p = cell;
    while (*p == ' ') p++;
    if (*p == '[' || *p == '{') { /* meant as JSON: say where it breaks */
        size_t at = end && end >= cell ? (size_t)(end - cell) : 0;
        snprintf(why, whyn, "not valid JSON near character %zu (\"%.30s\"): a missing comma, quote or bracket?", at + 1,
                 cell + at);
        return NULL;
    }
    return cJSON_CreateString(cell);
}

cJSON *carddb_csv_read(const char *path, const char *file, int **rows, Report *problems)
{
    *rows = NULL;
    Error e = {{0}};
    size_t len;
    char *text = json_read_file(path, &len, &e);
    if (!text) {
        report_add(problems, e.msg);
        return NULL;
    }
    CsvTable t;
    bool parsed = csv_parse(text, len, file, &t, &e);
    free(text);
    if (!parsed) {
        report_add(problems, e.msg);
        return NULL;
    }
    int before = problems->count;
    if (t.nrows < 2) report_addf(problems, "%s: expected a header row of field names and a row a card", file);
    for (int c = 0; c < t.ncols && t.nrows; c++) {
        const char *h = csv_cell(&t, 0, c);
        if (!h[0]) report_addf(problems, "%s: row 1, column %d: a column without a name (the first row names the fields)", file, c + 1);
        for (int k = 0; k < c; k++)
            if (strcmp(h, csv_cell(&t, 0, k)) == 0)
                report_addf(problems, "%s: row 1: column \"%s\" twice (columns %d and %d)", file, h, k + 1, c + 1);
    }
    cJSON *cards = problems->count == before ? cJSON_CreateArray() : NULL;
    if (cards) {
        *rows = malloc(sizeof **rows * (size_t)t.nrows);
        if (!*rows) abort();
    }
    for (int r = 1; cards && r < t.nrows; r++) {
        cJSON *card = cJSON_CreateObject();
        for (int c = 0; c < t.ncols; c++) {
            const char *cell = csv_cell(&t, r, c), *col = csv_cell(&t, 0, c);
            if (!cell[0]) continue; /* an empty cell: the field is not given */
            char why[160];
            cJSON *v = cell_value(cell, is_text_column(col), why, sizeof why);
            if (!v) report_addf(problems, "%s row %d, column %s: %s", file, t.row_number[r], col, why);
            else cJSON_AddItemToObject(card, col, v);
        }
        cJSON_AddItemToArray(cards, card);
        (*rows)[r - 1] = t.row_number[r];
    }
    csv_free(&t);
    if (cards && problems->count != before) {
        cJSON_Delete(cards);
        free(*rows);
        *rows = NULL;
        return NULL;
    }
    return cards;
}

const cJSON *carddb_csv_set_cards(const cJSON *set, const char *dir, cJSON **owned, Report *problems)
{
    *owned = NULL;
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(set, "cards");
    const cJSON *csv = cJSON_GetObjectItemCaseSensitive(set, "cards_csv");
    if (cards || !cJSON_IsString(csv)) return cards;
    char csv_path[1400];
    int *rows = NULL;
    snprintf(csv_path, sizeof csv_path, "%s/%s", dir, csv->valuestring);
    *owned = carddb_csv_read(csv_path, csv_path, &rows, problems);
    free(rows);
    return *owned;
}

static void add_column(const char ***cols, int *n, int *cap, const char *name)
{
    for (int i = 0; i < *n; i++)
        if (strcmp((*cols)[i], name) == 0) return;
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 16;
        const char **c = realloc(*cols, sizeof *c * (size_t)*cap);
        if (!c) abort();
        *cols = c;
    }
    (*cols)[(*n)++] = name;
}

char *carddb_csv_write(const cJSON *cards)
{
    const char **cols = NULL;
    int ncols = 0, cap = 0;
    for (int i = 0; TEXT_COLUMNS[i]; i++) add_column(&cols, &ncols, &cap, TEXT_COLUMNS[i]);
    for (const cJSON *card = cards ? cards->child : NULL; card; card = card->next)
        for (const cJSON *f = card->child; f; f = f->next) add_column(&cols, &ncols, &cap, f->string);
    CsvOut o = {0};
    for (int c = 0; c < ncols; c++) csv_put_cell(&o, cols[c], c == 0);
    csv_end_row(&o);
    for (const cJSON *card = cards ? cards->child : NULL; card; card = card->next) {
        for (int c = 0; c < ncols; c++) {
            const cJSON *v = cJSON_GetObjectItemCaseSensitive(card, cols[c]);
            char *printed = NULL;
            const char *cell = "";
            if (cJSON_IsString(v)) {
                cell = v->valuestring;
                /* text that would read back as JSON (or as nothing) is written as a JSON string */
                if (!is_text_column(cols[c])) {
                    char why[8];
                    cJSON *back = cell[0] ? cell_value(cell, false, why, sizeof why) : NULL;
                    if (!cJSON_IsString(back) || strcmp(back->valuestring, cell) != 0) cell = printed = cJSON_PrintUnformatted(v);
                    cJSON_Delete(back);
                }
            } else if (v) cell = printed = cJSON_PrintUnformatted(v);
            csv_put_cell(&o, cell ? cell : "", c == 0);
            cJSON_free(printed);
        }
        csv_end_row(&o);
    }
    free(cols);
    return o.buf;
}
