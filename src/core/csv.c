/* csv.c — RFC 4180 reading and writing (see csv.h). */
#include "csv.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cell {
    char *s;
    size_t len, cap;
} Cell;

static void cell_put(Cell *c, char ch)
{
    if (c->len + 1 >= c->cap) {
        c->cap = c->cap ? c->cap * 2 : 64;
        char *n = realloc(c->s, c->cap);
        if (!n) abort();
        c->s = n;
    }
    c->s[c->len++] = ch;
    c->s[c->len] = 0;
}

typedef struct Rows {
    char **cells;
    int ncells, cap;
    int *row_number;
    int nrows, rows_cap;
} Rows;

static void rows_add_cell(Rows *r, Cell *c)
{
    if (r->ncells == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 256;
        char **n = realloc(r->cells, (size_t)r->cap * sizeof *n);
        if (!n) abort();
        r->cells = n;
    }
    r->cells[r->ncells++] = c->s ? c->s : strdup("");
    if (!r->cells[r->ncells - 1]) abort();
    *c = (Cell){0};
}

static void rows_end(Rows *r, int number)
{
    if (r->nrows == r->rows_cap) {
        r->rows_cap = r->rows_cap ? r->rows_cap * 2 : 64;
        int *n = realloc(r->row_number, (size_t)r->rows_cap * sizeof *n);
        if (!n) abort();
        r->row_number = n;
    }
    r->row_number[r->nrows++] = number;
}

void csv_free(CsvTable *t)
{
    for (int i = 0; t->cells && i < t->nrows * t->ncols; i++) free(t->cells[i]);
    free(t->cells);
    free(t->row_number);
    *t = (CsvTable){0};
}

static bool fail(Rows *r, Cell *c, Error *err, const char *file, int row, int col, const char *why)
{
    for (int i = 0; i < r->ncells; i++) free(r->cells[i]);
    free(r->cells);
    free(r->row_number);
    free(c->s);
    return error_set(err, file, NULL, "row %d, column %d: %s", row, col, why);
}

bool csv_parse(const char *text, size_t len, const char *file, CsvTable *out, Error *err)
{
    *out = (CsvTable){0};
    Rows r = {0};
    Cell c = {0};
    size_t i = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) i = 3;
    int record = 1, col = 1, ncols = 0, row_start = 0;
    bool row_empty = true;
    while (i <= len) {
        bool at_end = i == len;
        char ch = at_end ? '\n' : text[i];
        if (!at_end && ch == '"' && c.len == 0 && !c.s) { /* a quoted cell */
            i++;
            for (;;) {
                if (i >= len) return fail(&r, &c, err, file, record, col, "a quoted cell is never closed (a \" is missing)");
                if (text[i] == '"') {
                    if (i + 1 < len && text[i + 1] == '"') {
                        cell_put(&c, '"');
                        i += 2;
                        continue;
                    }
                    i++;
                    break;
                }
                if (text[i] == 0) return fail(&r, &c, err, file, record, col, "a NUL byte (is this a text file?)");
                cell_put(&c, text[i++]);
                if (c.len > CSV_MAX_CELL_BYTES) return fail(&r, &c, err, file, record, col, "a cell over 16 KiB (cell size limit)");
            }
            if (!c.s) { /* "" is an empty cell, not the end of a blank row */
                cell_put(&c, 'x');
                c.s[c.len = 0] = 0;
            }
            row_empty = false;
            if (i < len && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
                return fail(&r, &c, err, file, record, col, "text after a quoted cell's closing quote (double a quote inside a quoted cell: \"\")");
            continue;
        }
        if (!at_end && ch == '\r' && i + 1 < len && text[i + 1] == '\n') {
            i++;
            continue;
        }
        if (ch == ',' || ch == '\n' || (ch == '\r')) {
            if (ch != ',' && row_empty && col == 1) { /* a blank row */
                free(c.s);
                c = (Cell){0};
            } else {
                if (col > CSV_MAX_COLUMNS) return fail(&r, &c, err, file, record, col, "more than 128 columns (column limit)");
                rows_add_cell(&r, &c);
                row_empty = false;
                if (ch == ',') col++;
                else {
                    int cells = r.ncells - row_start;
                    if (!ncols) ncols = cells;
                    else if (cells != ncols) {
                        char why[160];
                        snprintf(why, sizeof why, "%d cells, the first row has %d (a comma too many or too few, or an unquoted comma?)",
                                 cells, ncols);
                        return fail(&r, &c, err, file, record, cells, why);
                    }
                    if (r.nrows >= CSV_MAX_ROWS) return fail(&r, &c, err, file, record, 1, "more than 4096 rows (row limit)");
                    rows_end(&r, record);
                    row_start = r.ncells;
                    col = 1;
                    row_empty = true;
                }
            }
            if (ch != ',') record++;
            i++;
            continue;
        }
        if (ch == '"') return fail(&r, &c, err, file, record, col, "a quote inside an unquoted cell (quote the whole cell and double the quote: \"\")");
        if (ch == 0) return fail(&r, &c, err, file, record, col, "a NUL byte (is this a text file?)");
        cell_put(&c, ch);
        row_empty = false;
        if (c.len > CSV_MAX_CELL_BYTES) return fail(&r, &c, err, file, record, col, "a cell over 16 KiB (cell size limit)");
        i++;
    }
    free(c.s);
    out->nrows = r.nrows;
    out->ncols = ncols;
    out->cells = r.cells;
    out->row_number = r.row_number;
    return true;
}

void csv_put_cell(CsvOut *o, const char *cell, int first)
{
    if (!first) textbuf_put(o, ",", 1);
    size_t n = strlen(cell);
    bool quote = strpbrk(cell, ",\"\r\n") || (n && (cell[0] == ' ' || cell[n - 1] == ' '));
    if (!quote) {
        textbuf_put(o, cell, n);
        return;
    }
    textbuf_put(o, "\"", 1);
    for (const char *p = cell; *p; p++) {
        textbuf_put(o, p, 1);
        if (*p == '"') textbuf_put(o, "\"", 1); /* a quote inside is doubled */
    }
    textbuf_put(o, "\"", 1);
}

void csv_end_row(CsvOut *o) { textbuf_put(o, "\r\n", 2); }
