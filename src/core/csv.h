/* csv.h — RFC 4180 spreadsheet text: a table of cells. Quoted cells may hold
 * commas, doubled quotes and line breaks; CRLF or LF ends a row; a leading
 * UTF-8 byte-order mark (spreadsheets write one) is skipped; blank rows are
 * dropped. Sizes are bounded (CSV_MAX_*); errors name the row and column. */
#ifndef CT_CSV_H
#define CT_CSV_H
#include <stddef.h>
#include "error.h"
#include "textbuf.h"

#define CSV_MAX_COLUMNS 128
#define CSV_MAX_CELL_BYTES 16384
#define CSV_MAX_ROWS 4096

typedef struct CsvTable {
    int nrows, ncols;  /* ncols: the first row's cells; every row has as many */
    char **cells;      /* nrows * ncols, row-major, each NUL-terminated */
    int *row_number;   /* per row: its number as a spreadsheet shows it (1 = the first; blank rows count,
                        * line breaks inside a cell do not) */
} CsvTable;

/* Parses text (len bytes); false with err naming `file`, the row and column. */
bool csv_parse(const char *text, size_t len, const char *file, CsvTable *out, Error *err);
static inline const char *csv_cell(const CsvTable *t, int row, int col) { return t->cells[row * t->ncols + col]; }
void csv_free(CsvTable *t);

/* Appends one cell to buf (quoted when it holds a comma, quote, CR or LF, or
 * starts or ends with a space); `first` = no comma before it. */
typedef TextBuf CsvOut;
void csv_put_cell(CsvOut *o, const char *cell, int first);
void csv_end_row(CsvOut *o);

#endif
