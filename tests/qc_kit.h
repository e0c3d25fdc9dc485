/* qc_kit.h — what the Queen's Court tests share (test_queens_court.c,
 * test_qc_contract.c): the module and the shipped set under test, positions
 * written as JSON with ' for " (J()), and the helpers that play by the
 * actions' text forms exactly as the CLI and the saves do. */
#ifndef CT_QC_KIT_H
#define CT_QC_KIT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cjson/cJSON.h>
#include "core/registry.h"
#include "core/view.h"
#include "games/queens-court/qc.h"

extern const GameModule *M;
extern CardSet *SET;

/* Loads the shipped set into SET; false (with the problems printed) when it fails. */
bool qc_kit_open(void);
void qc_kit_close(void);

cJSON *J(const char *text);                            /* JSON with ' for " */
QcState *pos(const char *text);                        /* a position; NULL (said) when it does not load */
bool load_err(const char *text, char *msg, size_t n);  /* loads it; the error into msg */
QcState *new_game(const char *setup_text, uint64_t seed);
bool play(QcState *st, const char *text);              /* one action by its text form; false if not legal */
bool is_legal(const QcState *st, const char *text);
int nlegal(const QcState *st);
extern View VIEW;                                      /* large: kept off the stack */
const ViewZone *zone(const QcState *st, int observer, const char *id); /* in VIEW, as `observer` sees st */
int count_code(const QcState *st, int code);           /* copies of `code` in deck, hands and piles */
void check_fresh_round(const QcState *st, int round, int starter); /* a round just dealt */

#endif
