/* carddb_csv.h — a set's cards kept in a spreadsheet (set.json names it with
 * "cards_csv"): one row a card, one column a card field. id, name, text and
 * art cells are plain text; any other cell that reads as JSON (a number,
 * true/false, a "quoted string", a [list] or an {object}) is that value, and
 * plain text otherwise, so effects and patterns sit in a cell as JSON. */
#ifndef CT_CARDDB_CSV_H
#define CT_CARDDB_CSV_H
#include <cjson/cJSON.h>
#include "error.h"

/* The cards of the CSV file at path (`file` names it in messages) as an array
 * of card objects, and each card's row number in *rows (malloc'd); NULL after
 * adding the problems (row and column named) to `problems`. */
cJSON *carddb_csv_read(const char *path, const char *file, int **rows, Report *problems);
/* The cards of a parsed set.json for a tool that reads them as written: its
 * "cards", or, when it has none and names a "cards_csv", the cards of that
 * spreadsheet in folder dir, which *owned then holds (cJSON_Delete it; NULL
 * otherwise); the spreadsheet's problems go to `problems`. NULL when there
 * are no cards. */
const cJSON *carddb_csv_set_cards(const cJSON *set, const char *dir, cJSON **owned, Report *problems);
/* The card objects as CSV text (malloc'd): the columns are the fields in the
 * order they first appear, id, name, text and art first. */
char *carddb_csv_write(const cJSON *cards);

#endif
