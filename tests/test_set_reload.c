/* test_set_reload.c — live reload in the core: a Queen's Blood set copied to a
 * temp folder is edited on disk under a game in progress.  A power change
 * carries the game over with the new power; a syntax error keeps the last good
 * version and names the file and place; a card in play that is gone ends the
 * game with a message; the watch sees set.json and art edits (fake clock). */
#include "testlib.h"
#include "core/carddb.h"
#include "core/game.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/set_reload.h"
#include "core/set_watch.h"
#include <cJSON.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char tmpdir[256], setdir[400];

/* Replaces every `from` by `to` in the file (ids are quoted, so "x" never matches "x-2"). */
static void replace_in(const char *path, const char *from, const char *to)
{
    char *t = tl_read_text(path);
    if (!t) return;
    size_t fl = strlen(from), tl = strlen(to), n = 0;
    for (char *p = strstr(t, from); p; p = strstr(p + fl, from)) n++;
    char *out = malloc(strlen(t) + n * (tl + 1) + 1), *o = out, *s = t;
    for (char *p = strstr(s, from); p; p = strstr(s, from)) {
        memcpy(o, s, (size_t)(p - s));
        o += p - s;
        memcpy(o, to, tl);
        o += tl;
        s = p + fl;
    }
    strcpy(o, s);
    tl_write_text(path, out);
    free(out);
    free(t);
}

/* Sets a card's power in set.json (as a designer's editor would). */
static void set_power(const char *card_id, int power)
{
    char path[600];
    snprintf(path, sizeof path, "%s/set.json", setdir);
    Error e = {{0}};
    cJSON *j = json_load_file(path, &e);
    if (!j) return;
    cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(j, "cards"))
    {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(c, "id");
        if (cJSON_IsString(id) && strcmp(id->valuestring, card_id) == 0)
            cJSON_ReplaceItemInObjectCaseSensitive(c, "power", cJSON_CreateNumber(power));
    }
    char *text = cJSON_Print(j);
    tl_write_text(path, text);
    free(text);
    cJSON_Delete(j);
}

static const GameModule *qb;

/* A fresh copy of the shipped set and a game in which a few cards are on the board. */
static GameState *start(CardSet **set)
{
    char from[600], cmd[1400];
    paths_join(from, sizeof from, "cards/queens-blood/core");
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && cp -r '%s' '%s'", setdir, from, setdir);
    if (system(cmd) != 0) return NULL;
    Report pr = {0};
    *set = carddb_load(qb, setdir, &pr, NULL);
    report_free(&pr);
    if (!*set) return NULL;
    GameSetup s;
    setup_default(qb, &s);
    Error e = {{0}};
    GameState *st = game_new(qb, &s, *set, 7, &e);
    Action *acts = malloc(sizeof *acts * GM_MAX_ACTIONS);
    /* the mulligans, then four plays: the first legal "play" each turn */
    for (int ply = 0; st && acts && ply < 8 && !game_is_over(qb, st); ply++) {
        int n = qb->legal_actions(st, acts, GM_MAX_ACTIONS), pick = 0;
        for (int i = 0; i < n; i++) {
            char t[128];
            qb->action_text(st, acts[i], t, sizeof t);
            if (strncmp(t, "play ", 5) == 0 || strcmp(t, "mulligan done") == 0) { pick = i; break; }
        }
        game_apply_checked(qb, st, acts[pick]);
    }
    free(acts);
    return st;
}

/* The first card on the board (a "card" key in the position) and its shown power. */
static int board_card(const GameModule *m, const GameState *st, const CardSet *set, char *id, size_t n)
{
    cJSON *j = m->state_to_json(st);
    const cJSON *board = cJSON_GetObjectItemCaseSensitive(j, "board");
    id[0] = 0;
    for (const cJSON *row = board ? board->child : NULL; row && !id[0]; row = row->next)
        for (const cJSON *cell = row->child; cell && !id[0]; cell = cell->next) {
            const cJSON *c = cJSON_GetObjectItemCaseSensitive(cell, "card");
            if (cJSON_IsString(c)) snprintf(id, n, "%s", c->valuestring);
        }
    cJSON_Delete(j);
    int card = id[0] ? carddb_find(set, id) : -1;
    View *v = calloc(1, sizeof *v);
    m->view(st, -1, v);
    int shown = -100;
    for (int z = 0; z < v->nzones && shown == -100; z++)
        for (int i = 0; i < v->zones[z].nitems; i++)
            if (v->zones[z].items[i].card == card && v->zones[z].kind == VZ_CELL) { shown = v->zones[z].items[i].value; break; }
    free(v);
    return shown;
}

static void test_power_change_continues_the_game(void)
{
    CardSet *set;
    GameState *st = start(&set);
    REQUIRE(st);
    char id[48];
    int before = board_card(qb, st, set, id, sizeof id);
    REQUIRE(id[0] && before > -100);
    int printed = set->cards[carddb_find(set, id)].value;
    SetPrints prints = {0};
    REQUIRE(set_prints_take(&prints, setdir));
    set_power(id, printed + 3);
    SetReload r;
    CHECK_INT(set_reload(qb, set, st, &prints, NULL, 0, &r), RELOAD_CONTINUES);
    REQUIRE(r.set && r.st);
    CHECK_INT(r.changed, 1);
    CHECK_INT(r.set->cards[carddb_find(r.set, id)].value, printed + 3);
    /* the log names the card and what changed: "Gate Warden: power 1 → 4" */
    char told[200];
    snprintf(told, sizeof told, "%s: power %d \xe2\x86\x92 %d", r.set->cards[carddb_find(r.set, id)].name, printed, printed + 3);
    CHECK_STR(r.changes, told);
    char id2[48];
    CHECKF(board_card(qb, r.st, r.set, id2, sizeof id2) == before + 3, "%s shows %d, was %d", id,
           board_card(qb, r.st, r.set, id2, sizeof id2), before);
    CHECK_STR(id2, id);
    CHECK_INT(qb->current_player(r.st), qb->current_player(st)); /* the same position: same seat to move */
    /* an effect-only edit counts as a change too; a whitespace-only one does not */
    char path[600];
    snprintf(path, sizeof path, "%s/set.json", setdir);
    replace_in(path, "\"No ability. The old warden", "\"No ability at all. The old warden");
    SetReload r2;
    CHECK_INT(set_reload(qb, r.set, r.st, &prints, NULL, 0, &r2), RELOAD_CONTINUES);
    CHECK_INT(r2.changed, 1);
    replace_in(path, "\n", "\n  ");
    SetReload r3;
    CHECK_INT(set_reload(qb, r2.set, r2.st, &prints, NULL, 0, &r3), RELOAD_CONTINUES);
    CHECK_INT(r3.changed, 0);
    game_free(st);
    game_free(r.st);
    game_free(r2.st);
    game_free(r3.st);
    carddb_free(set);
    carddb_free(r.set);
    carddb_free(r2.set);
    carddb_free(r3.set);
    set_prints_free(&prints);
}

static void test_syntax_error_keeps_the_game(void)
{
    CardSet *set;
    GameState *st = start(&set);
    REQUIRE(st);
    SetPrints prints = {0};
    set_prints_take(&prints, setdir);
    char path[600];
    snprintf(path, sizeof path, "%s/set.json", setdir);
    replace_in(path, "\"power\": 1,", "\"power\": 1x,"); /* a typo */
    SetReload r;
    CHECK_INT(set_reload(qb, set, st, &prints, NULL, 0, &r), RELOAD_PROBLEM);
    CHECK(r.set == NULL && r.st == NULL);
    CHECK_CONTAINS(r.message, "core/set.json: malformed JSON at line"); /* as check-cards says it */
    /* a value of the wrong kind: the file, the JSON path and what was expected */
    replace_in(path, "\"power\": 1x,", "\"power\": \"one\",");
    CHECK_INT(set_reload(qb, set, st, &prints, NULL, 0, &r), RELOAD_PROBLEM);
    CHECK_CONTAINS(r.message, "set.json: cards[");
    CHECK_CONTAINS(r.message, "power");
    CHECK_CONTAINS(r.message, "expected");
    CHECK(prints.n == set->ncards); /* the fingerprints still describe the version in use */
    game_free(st);
    carddb_free(set);
    set_prints_free(&prints);
}

static void test_removed_card_cannot_go_on(void)
{
    CardSet *set;
    GameState *st = start(&set);
    REQUIRE(st);
    char id[48], from[64], to[64], path[700];
    board_card(qb, st, set, id, sizeof id);
    REQUIRE(id[0]);
    SetPrints prints = {0};
    set_prints_take(&prints, setdir);
    /* the card is renamed everywhere (set.json and decks): the set is sound, the position is not */
    snprintf(from, sizeof from, "\"%s\"", id);
    snprintf(to, sizeof to, "\"%s-renamed\"", id);
    snprintf(path, sizeof path, "%s/set.json", setdir);
    replace_in(path, from, to);
    const char *decks[] = {"brass-menagerie", "castle-watch", "drowned-ford", "pyre-vigil", "royal-court"};
    for (int i = 0; i < 5; i++) {
        snprintf(path, sizeof path, "%s/decks/%s.json", setdir, decks[i]);
        replace_in(path, from, to);
    }
    SetReload r;
    CHECK_INT(set_reload(qb, set, st, &prints, NULL, 0, &r), RELOAD_CANNOT_GO_ON);
    CHECK(r.st == NULL && r.set != NULL);
    CHECK_CONTAINS(r.message, id);
    CHECK_CONTAINS(r.message, "no longer has a card this game uses");
    CHECK_INT(r.changed, 2); /* one gone, one new */
    game_free(st);
    carddb_free(set);
    carddb_free(r.set);
    set_prints_free(&prints);
}

/* The fake stat: stamps come from a table the test edits. */
static struct { char path[600]; int64_t stamp; } fake[400];
static int nfake;
static bool fake_stat(const char *path, int64_t *stamp, void *ctx)
{
    (void)ctx;
    for (int i = 0; i < nfake; i++)
        if (strcmp(fake[i].path, path) == 0) { *stamp = fake[i].stamp; return true; }
    if (nfake == 400) return false;
    snprintf(fake[nfake].path, sizeof fake[0].path, "%s", path);
    *stamp = fake[nfake++].stamp = 1;
    return true;
}
static void touch(const char *path)
{
    int64_t s;
    fake_stat(path, &s, NULL);
    for (int i = 0; i < nfake; i++)
        if (strcmp(fake[i].path, path) == 0) fake[i].stamp++;
}

static void test_watch_sees_data_and_art_edits(void)
{
    CardSet *set;
    GameState *st = start(&set);
    REQUIRE(st);
    SetWatch w = {0};
    w.stat_fn = fake_stat;
    set_watch_init(&w, set, 100.0, 0.5);
    CHECK(set_watch_is(&w, setdir));
    CHECK(w.nfiles >= 2 + 5 + 60); /* set.json, decks/ and its 5 files, the art */
    CHECK_INT(set_watch_poll(&w, 100.2), 0); /* not due yet: no stat at all */
    CHECK_INT(w.polls, 0);
    CHECK_INT(set_watch_poll(&w, 100.5), 0); /* due, nothing changed */
    char path[700];
    snprintf(path, sizeof path, "%s/set.json", setdir);
    touch(path);
    CHECK_INT(set_watch_poll(&w, 100.7), 0); /* the next poll is at 101.0 */
    CHECK_INT(set_watch_poll(&w, 101.0), SET_WATCH_DATA);
    CHECK_INT(set_watch_poll(&w, 101.5), 0); /* told once */
    CHECK(set_watch_due_in(&w, 101.6) > 0.39 && set_watch_due_in(&w, 101.6) < 0.41);
    touch(set->cards[3].art);
    CHECK_INT(set_watch_poll(&w, 102.0), SET_WATCH_ART);
    CHECK_INT(w.nchanged_art, 1);
    CHECK_STR(w.changed_art[0], set->cards[3].art);
    /* the art change counts the cards that show it, with an unchanged set.json */
    SetPrints prints = {0};
    set_prints_take(&prints, setdir);
    SetReload r;
    CHECK_INT(set_reload(qb, set, st, &prints, (const char (*)[600])w.changed_art, w.nchanged_art, &r), RELOAD_CONTINUES);
    CHECK_INT(r.changed, 1);
    /* a deck file added to decks/ is seen through the folder's stamp */
    snprintf(path, sizeof path, "%s/decks", setdir);
    touch(path);
    CHECK_INT(set_watch_poll(&w, 102.5), SET_WATCH_DATA);
    set_watch_free(&w);
    /* the real stat(2) sees a real edit */
    SetWatch real = {0};
    set_watch_init(&real, set, 0, 0.5);
    snprintf(path, sizeof path, "%s/set.json", setdir);
    char *t = tl_read_text(path);
    tl_write_text(path, "{}"); /* another size: seen even within one clock tick */
    CHECK_INT(set_watch_poll(&real, 0.5), SET_WATCH_DATA);
    tl_write_text(path, t);
    free(t);
    set_watch_free(&real);
    game_free(st);
    game_free(r.st);
    carddb_free(set);
    carddb_free(r.set);
    set_prints_free(&prints);
}

int main(void)
{
    qb = games_find("queens-blood");
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-set-reload-XXXXXX");
    if (!qb || !mkdtemp(tmpdir)) return 1;
    snprintf(setdir, sizeof setdir, "%s/core", tmpdir);
    RUN(test_power_change_continues_the_game);
    RUN(test_syntax_error_keeps_the_game);
    RUN(test_removed_card_cannot_go_on);
    RUN(test_watch_sees_data_and_art_edits);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (tl_failures == 0 && system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return tl_summary();
}
