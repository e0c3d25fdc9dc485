/* qc_kit.c — the Queen's Court rules tests' shared helpers (qc_kit.h). */
#include "qc_kit.h"
#include "testlib.h"
#include "core/game.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const GameModule *M = &queens_court_module;
CardSet *SET;

bool qc_kit_open(void)
{
    Report rep = {0};
    SET = carddb_load_named(M, NULL, &rep);
    for (int i = 0; i < rep.count; i++) fprintf(stderr, "%s\n", rep.lines[i]);
    report_free(&rep);
    return SET != NULL;
}

void qc_kit_close(void)
{
    carddb_free(SET);
    SET = NULL;
}

cJSON *J(const char *text)
{
    size_t n = strlen(text);
    char *s = malloc(n + 1);
    for (size_t i = 0; i <= n; i++) s[i] = text[i] == '\'' ? '"' : text[i];
    cJSON *j = cJSON_Parse(s);
    if (!j) fprintf(stderr, "bad test JSON near: %.60s\n", cJSON_GetErrorPtr() ? cJSON_GetErrorPtr() : "?");
    free(s);
    return j;
}

/* Loads a position; NULL (and the error printed) if it does not load. */
QcState *pos(const char *text)
{
    cJSON *j = J(text);
    if (!j) return NULL;
    QcState *st = calloc(1, M->state_size);
    Error e = {{0}};
    if (!M->state_from_json((GameState *)st, j, SET, &e)) {
        fprintf(stderr, "position did not load: %s\n", e.msg);
        free(st);
        st = NULL;
    }
    cJSON_Delete(j);
    return st;
}

bool load_err(const char *text, char *msg, size_t n)
{
    cJSON *j = J(text);
    QcState *st = calloc(1, M->state_size);
    Error e = {{0}};
    bool ok = j && M->state_from_json((GameState *)st, j, SET, &e);
    snprintf(msg, n, "%s", e.msg);
    free(st);
    cJSON_Delete(j);
    return ok;
}

QcState *new_game(const char *setup_text, uint64_t seed)
{
    GameSetup s;
    setup_default(M, &s);
    Error e = {{0}};
    if (!setup_from_text(M, setup_text, &s, &e)) {
        fprintf(stderr, "setup: %s\n", e.msg);
        return NULL;
    }
    QcState *st = (QcState *)game_new(M, &s, SET, seed, &e);
    if (!st) fprintf(stderr, "game_new: %s\n", e.msg);
    return st;
}

/* Plays one action by its text form; false if it is not legal. */
bool play(QcState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(M, (GameState *)st, text, &a, &e)) {
        fprintf(stderr, "  (%s)\n", e.msg);
        return false;
    }
    return M->apply((GameState *)st, a);
}

bool is_legal(const QcState *st, const char *text)
{
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((const GameState *)st, acts, GM_MAX_ACTIONS);
    char buf[64];
    for (int i = 0; i < n; i++) {
        M->action_text((const GameState *)st, acts[i], buf, sizeof buf);
        if (strcmp(buf, text) == 0) return true;
    }
    return false;
}

int nlegal(const QcState *st)
{
    Action acts[GM_MAX_ACTIONS];
    return M->legal_actions((const GameState *)st, acts, GM_MAX_ACTIONS);
}

View VIEW; /* large: keep off the stack */

const ViewZone *zone(const QcState *st, int observer, const char *id)
{
    M->view((const GameState *)st, observer, &VIEW);
    return view_find(&VIEW, id);
}

int count_code(const QcState *st, int code)
{
    int n = 0;
    for (int i = 0; i < st->ndeck; i++) n += st->deck[i] == code;
    for (int p = 0; p < st->nplayers; p++) {
        n += st->hand[p][code];
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < st->pilelen[p][k]; i++) n += st->pile[p][k][i] == code;
    }
    return n;
}

/* After a round is scored a fresh round is dealt: check that it looks dealt. */
void check_fresh_round(const QcState *st, int round, int starter)
{
    CHECK_INT(st->round, round);
    CHECK_INT(st->starter, starter);
    CHECK_INT(st->turn, starter);
    CHECK_INT(st->half, QC_FIRST_HALF);
    CHECK_INT(st->gloves_left, QC_NGLOVES);
    for (int p = 0; p < st->nplayers; p++) {
        CHECK_INT(qc_hand_size(st, p), 3);
        CHECK_INT(st->pilelen[p][0], 1);
        CHECK_INT(st->pilelen[p][1], 1);
    }
    int total = st->mode == QC_MODE_WILD ? QC_DECK_MAX : QC_NOBLES;
    CHECK_INT(st->ndeck, total - 5 * st->nplayers);
}
