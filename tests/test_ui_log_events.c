/* test_ui_log_events.c — one log line per event.  A module tells
 * the events of one action with VIEW_EVENT_SEP between them (view.h): the
 * move, then what it set off at the table (a round's result, the start roll,
 * the clock striking, the game's end).  The log gives each its own line and
 * its own mark — the seat it begins with, else the table's (no mark) — and no
 * line holds two events.  Positions for the cases seen on main (Queen's
 * Court's round end after a locking move, Long Live the Queen's start roll
 * after the last "ready"), and a sweep over a seeded game of every game. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/registry.h"
#include "core/game.h"
#include "ui/ui_internal.h" /* play_log_action: the table's log of one action */
#include <SDL2/SDL.h>
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a log line must never hold: a second event, a placeholder. */
static void check_one_event(const char *where, const char *line)
{
    CHECKF(strchr(line, '\n') == NULL, "%s: a line holds two events: \"%s\"", where, line);
    CHECKF(strchr(line, '{') == NULL && strchr(line, '}') == NULL, "%s: a placeholder in \"%s\"", where, line);
}

/* Queen's Court: Ann's last card locks her in and ends the round.  Seen on
 * main as one line under her mark: "Ann played 6 on Ann's left pile and is
 * locked in. Round 1: Ann wins with spread 0"; and later with no
 * line for the next deal. */
static void test_qc_round_end_after_a_locking_move(void)
{
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    UiApp *app = kit_table("queens-court", 2, 2u, 1, &m, &set);
    REQUIRE(app);
    GameState *before = kit_position(m, set, "{\"game\": \"queens-court\", \"players\": 2, \"half\": \"second\", \"turn\": 0, \"starter\": 0, \"deck\": [],"
                           " \"seats\": [{\"hand\": [6], \"left\": [6], \"right\": [8]},"
                           " {\"hand\": [], \"left\": [3], \"right\": [8]}]}");
    if (!before) {
        ui_app_free(app);
        return;
    }
    GameState *after = game_clone(m, before);
    Action a = kit_action_by_text(m, after, "play 6 -> p0.left");
    REQUIRE(a.kind != 0 && m->apply(after, a));
    int n0 = app->s.nlog;
    play_log_action(app, before, after, 0, a);
    CHECK_INT(app->s.nlog - n0, 3);
    if (app->s.nlog - n0 == 3) {
        const UiLogLine *move = &app->s.log[n0], *round = &app->s.log[n0 + 1], *deal = &app->s.log[n0 + 2];
        printf("  \"%s\" (seat %d) / \"%s\" (seat %d) / \"%s\" (seat %d)\n", move->text, move->seat, round->text, round->seat,
               deal->text, deal->seat);
        CHECK_STR(move->text, "Ann played 6 on their own left pile and is locked in");
        CHECK_INT(move->seat, 0);
        CHECKF(strncmp(round->text, "Round 1: Ann wins with spread ", 30) == 0, "the round's line: \"%s\"", round->text);
        CHECK_INT(round->seat, -1); /* the table's: no mover's mark */
        /* then the next deal, as at the game's start (the starter passes to the left) */
        CHECK_STR(deal->text, "Round 2 dealt; Ben starts");
        CHECK_INT(deal->seat, -1);
        check_one_event("queens-court", move->text);
        check_one_event("queens-court", round->text);
        check_one_event("queens-court", deal->text);
    }
    game_free(after);
    game_free(before);
    ui_app_free(app);
}

/* Long Live the Queen: Ben's "ready" ends the setup and the start roll is
 * made.  Seen on main: "Ben is ready; Start: Ann rolled 10, Ben rolled 7 —
 * Ann begins" under Ben's mark. */
static void test_lltq_start_roll_after_the_last_ready(void)
{
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    UiApp *app = kit_table("long-live-the-queen", 2, 0u, 5, &m, &set); /* hot-seat: the log tells what a spectator saw */
    REQUIRE(app);
    GameState *before = game_clone(m, ui_app_game(app, NULL, NULL));
    REQUIRE(before);
    static const char *const SETUP[] = {"arrange random", "ready", "arrange random"};
    for (int i = 0; i < 3; i++) {
        Action a = kit_action_by_text(m, before, SETUP[i]);
        CHECKF(a.kind != 0 && m->apply(before, a), "setup move %s", SETUP[i]);
    }
    GameState *after = game_clone(m, before);
    Action ready = kit_action_by_text(m, after, "ready");
    REQUIRE(ready.kind != 0 && m->apply(after, ready));
    int n0 = app->s.nlog;
    play_log_action(app, before, after, 1, ready);
    CHECK_INT(app->s.nlog - n0, 2);
    if (app->s.nlog - n0 == 2) {
        const UiLogLine *ready_line = &app->s.log[n0], *start = &app->s.log[n0 + 1];
        printf("  \"%s\" (seat %d) / \"%s\" (seat %d)\n", ready_line->text, ready_line->seat, start->text, start->seat);
        CHECK_STR(ready_line->text, "Ben is ready");
        CHECK_INT(ready_line->seat, 1);
        CHECKF(strncmp(start->text, "Start: Ann rolled ", 18) == 0 && strstr(start->text, " begins"), "the start's line: \"%s\"",
               start->text);
        CHECK_INT(start->seat, -1);
        check_one_event("long-live-the-queen", ready_line->text);
        check_one_event("long-live-the-queen", start->text);
    }
    game_free(after);
    game_free(before);
    ui_app_free(app);
}

/* Openings of a table event, or of a game's end: never after a line's start. */
static const char *const TABLE_EVENTS[] = {"Start: ", "Draw pile empty", "The clock strikes", "the clock strikes",
                                           "Midnight:", "Draw: ", NULL};

/* "Round 3:" / "Round 3 dealt" somewhere past the start of s. */
static bool round_mid_line(const char *s)
{
    for (const char *p = strstr(s + 1, "Round "); p; p = strstr(p + 1, "Round "))
        if (isdigit((unsigned char)p[6])) return true;
    return false;
}

typedef struct Sweep {
    int lines, split_acts, bad;
} Sweep;

/* Every log line of app: one event; a table event's opening only at its
 * start and then without a seat's mark; a line that begins with a seat's name
 * under that seat's mark.  Lines [from, n) are read. */
static void sweep_lines(UiApp *app, const char *game, int from, Sweep *sw)
{
    int n = ui_app_log_count(app);
    for (int i = from; i < n; i++) {
        const char *l = ui_app_log_line(app, i);
        int seat = ui_app_log_seat(app, i), act = ui_app_log_act(app, i);
        sw->lines++;
        if (act < 0) continue; /* the table's own lines ("New game of Queen by Midnight: …") tell no module event */
        if (i > 0 && act >= 0 && ui_app_log_act(app, i - 1) == act) sw->split_acts++;
        char why[120] = "";
        if (strchr(l, '\n')) snprintf(why, sizeof why, "two events");
        else if (strchr(l, '{') || strchr(l, '}')) snprintf(why, sizeof why, "a placeholder");
        else if (round_mid_line(l)) snprintf(why, sizeof why, "a round's event after its start");
        for (int t = 0; TABLE_EVENTS[t] && !why[0]; t++) {
            const char *at = strstr(l, TABLE_EVENTS[t]);
            if (at && at != l) snprintf(why, sizeof why, "\"%s\" after its start", TABLE_EVENTS[t]);
            else if (at && seat != -1) snprintf(why, sizeof why, "a table event under seat %d's mark", seat);
        }
        for (int p = 0; p < 5 && !why[0]; p++) {
            const char *name = ui_app_seat_name(app, p);
            static const char *const ENDS[] = {"%s wins the game", "%s wins: ", NULL}; /* Queen's Court's, Long Live the Queen's */
            for (int e = 0; ENDS[e] && !why[0]; e++) {
                char won[64];
                snprintf(won, sizeof won, ENDS[e], name);
                const char *at = strstr(l, won);
                if (at && at != l) snprintf(why, sizeof why, "the game's end after its start");
            }
            size_t k = strlen(name);
            if (k && strncmp(l, name, k) == 0 && (l[k] == ' ' || l[k] == '\'') && seat != p)
                snprintf(why, sizeof why, "begins with %s but is under seat %d's mark", name, seat);
        }
        if (why[0] && sw->bad++ < 4) CHECKF(0, "%s log line %d (action %d): %s: \"%s\"", game, i, act, why, l);
    }
}

/* A seeded game of every game, AI seats at random, played on the headless
 * table: every log line read as it comes. */
static void test_no_log_line_holds_two_events(void)
{
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        int players = m->min_players < 3 && m->max_players >= 3 ? 3 : m->min_players;
        UiApp *app = kit_app(1280, 720, "random", NULL, 0);
        REQUIRE(app);
        if (!ui_app_start(app, m->id, players, (1u << players) - 1, 31)) {
            CHECKF(0, "%s did not start", m->id);
            ui_app_free(app);
            continue;
        }
        Sweep sw = {0, 0, 0};
        int read = 0, last = -1;
        for (int i = 0; i < 100000 && !ui_app_game_over(app) && ui_app_num_actions(app) < 400; i++) {
            ui_app_update(app, 0.5); /* an AI-only table's pauses pass at once */
            if (ui_app_num_actions(app) != last) {
                last = ui_app_num_actions(app);
                /* the log only grows here (UI_LOG_MAX is far off in 400 moves): read the new lines */
                sweep_lines(app, m->id, read, &sw);
                read = ui_app_log_count(app);
            } else if (ui_app_ai_busy(app)) {
                kit_nap(app);
            }
        }
        sweep_lines(app, m->id, read, &sw);
        printf("  %s, %d players: %d moves, %d log lines, %d of them a further event of their action\n", m->id, players, last,
               sw.lines, sw.split_acts);
        CHECKF(sw.lines >= 10, "%s: only %d log lines", m->id, sw.lines);
        /* every game but Queen's Blood tells a move's consequence as an event of its own */
        if (strcmp(m->id, "queens-blood") != 0) CHECKF(sw.split_acts > 0, "%s: no action told two events", m->id);
        ui_app_free(app);
    }
}

/* Plays seeded AI seats until the log holds a line beginning with `opening`;
 * then the log is drawn and saved as a picture (for a look). */
static void play_until(const char *game, int players, unsigned long long seed, const char *opening, const char *png)
{
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, players, (1u << players) - 1, seed));
    int found = -1;
    for (int i = 0; i < 100000 && found < 0 && !ui_app_game_over(app) && ui_app_num_actions(app) < 400; i++) {
        ui_app_update(app, 0.5);
        for (int k = 0; k < ui_app_log_count(app) && found < 0; k++)
            if (strncmp(ui_app_log_line(app, k), opening, strlen(opening)) == 0) found = k;
        if (found < 0) kit_nap(app);
    }
    CHECKF(found > 0, "%s: no log line begins \"%s\"", game, opening);
    if (found > 0) {
        CHECK_INT(ui_app_log_seat(app, found), -1);
        /* the action's own line comes just before, under its seat's mark */
        CHECK_INT(ui_app_log_act(app, found - 1), ui_app_log_act(app, found));
        CHECK(ui_app_log_seat(app, found - 1) >= 0);
        printf("  %s: \"%s\" then \"%s\"\n", game, ui_app_log_line(app, found - 1), ui_app_log_line(app, found));
        snapshot_png(app, png);
    }
    ui_app_free(app);
}

/* The app's own path (the AI moves, the table logs): the round's result and
 * the start roll are lines of the table's. */
static void test_the_table_logs_them_apart(void)
{
    play_until("queens-court", 2, 7, "Round 1:", "log_events_qc_round.png");
    play_until("long-live-the-queen", 2, 7, "Start: ", "log_events_lltq_start.png");
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_qc_round_end_after_a_locking_move);
    RUN(test_lltq_start_roll_after_the_last_ready);
    RUN(test_no_log_line_holds_two_events);
    RUN(test_the_table_logs_them_apart);
    SDL_Quit();
    return tl_summary();
}
